#include "ui/panels/ResourcePanel.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/api/Credentials.h"
#include "core/models/FileStatusPoller.h"
#include "core/relations/NameBook.h"
#include "core/resources/PortableCopy.h"
#include "core/resources/ResourceKind.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/EditorFactory.h"
#include "ui/editors/FileMetadataEditor.h"
#include "ui/editors/FileUploadDialog.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/panels/FieldLabels.h"
#include "ui/panels/ListTable.h"
#include "ui/panels/StatusCellDelegate.h"
#include "ui/relations/GroupModelMapDialog.h"
#include "ui/relations/ModelToolsSection.h"
#include "ui/relations/RelationsSection.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/Dependants.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/StatusColors.h"
#include "ui/widgets/TagEditor.h"
#include "ui/widgets/TeamPicker.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// Text typed into these waits for a pause before the list is asked again;
// a choice in a combo box applies at once.
constexpr int FilterDelayMs = 350;
constexpr int NoteMs = 8000;
// Filter controls per row of the filter bar.
constexpr int FiltersPerRow = 4;

bool isPagingField(const QString &name)
{
    return name == u"limit"_s || name == u"cursor"_s || name == u"page"_s || name == u"pageSize"_s;
}

bool isSearchField(const QString &name)
{
    return name == u"q"_s || name == u"search"_s;
}

QString filterLabel(const QString &name)
{
    if (isSearchField(name))
        return ResourcePanel::tr("Search");
    if (name == u"scope"_s)
        //: A list filter: who the objects are shared with.
        return ResourcePanel::tr("Scope");
    if (name == u"teamId"_s)
        return ResourcePanel::tr("Team id");
    if (name == u"category"_s)
        return ResourcePanel::tr("Category");
    if (name == u"tags"_s)
        return ResourcePanel::tr("Tags");
    if (name == u"sort"_s)
        return ResourcePanel::tr("Order");
    if (name == u"mode"_s)
        //: A list filter: a group model's mode (orchestrate, synthesize, …).
        return ResourcePanel::tr("Mode");
    if (name == u"credentialMode"_s)
        return ResourcePanel::tr("Credentials");
    if (name == u"scopeType"_s)
        return ResourcePanel::tr("Shared with");
    if (name == u"scopeId"_s)
        return ResourcePanel::tr("Shared with id");
    if (name == u"resourceType"_s)
        //: A list filter: a file's resource type (text, image, audio, video).
        return ResourcePanel::tr("Type");
    if (name == u"status"_s)
        //: A list filter: a file's processing status.
        return ResourcePanel::tr("Status");
    return name;
}

QString htmlPre(const QString &text)
{
    return u"<pre style=\"white-space: pre-wrap; margin: 0\">"_s + text.toHtmlEscaped() + u"</pre>"_s;
}

bool holdsObjects(const QJsonArray &array)
{
    return std::any_of(array.begin(), array.end(), [](const QJsonValue &v) { return v.isObject() || v.isArray(); });
}

} // namespace

ResourcePanel::ResourcePanel(ApiClient &client, const NameBook &names, const ResourceKind &kind, QWidget *parent)
    : QWidget(parent)
    , m_client(client)
    , m_names(names)
    , m_kind(kind)
    , m_model(client, kind)
{
    setObjectName(QStringLiteral("panel_") + kind.key);

    m_proxy.setSourceModel(&m_model);
    m_proxy.names = &m_names;
    m_proxy.setSortRole(ResourceListModel::SortRole);
    m_proxy.setSortCaseSensitivity(Qt::CaseInsensitive);
    m_proxy.setSortLocaleAware(true);

    m_filterDelay.setSingleShot(true);
    m_filterDelay.setInterval(FilterDelayMs);
    connect(&m_filterDelay, &QTimer::timeout, this, &ResourcePanel::applyFilter);
    m_noteTimer.setSingleShot(true);
    m_noteTimer.setInterval(NoteMs);
    connect(&m_noteTimer, &QTimer::timeout, this, &ResourcePanel::hideMessage);

    auto *filterBar = new QWidget(this);
    filterBar->setObjectName(u"filterBar"_s);
    buildFilterBar(filterBar);

    m_count = new QLabel(this);
    m_count->setObjectName(u"rowCountLabel"_s);
    m_loading = new QProgressBar(this);
    m_loading->setObjectName(u"loadingIndicator"_s);
    m_loading->setRange(0, 0);
    m_loading->setTextVisible(false);
    m_loading->setMaximumSize(80, m_count->sizeHint().height());
    m_loading->setAccessibleName(tr("Loading"));
    m_loading->hide();

    // New, Edit, Duplicate, Delete and Refresh are the main window's actions,
    // in its toolbar and menus, on the panel shown: each command has one
    // visible place, so the panel has no buttons of its own for them. This
    // row keeps what only the panel knows: whether it loads and how many
    // rows it holds.
    auto *status = new QHBoxLayout;
    status->setContentsMargins(0, 0, 0, 0);
    status->addStretch(1);
    status->addWidget(m_loading);
    status->addWidget(m_count);

    m_messageBar = new QWidget(this);
    m_messageBar->setObjectName(u"messageBar"_s);
    m_messageBar->setAttribute(Qt::WA_StyledBackground);
    m_messageText = new QLabel(m_messageBar);
    m_messageText->setObjectName(u"messageText"_s);
    m_messageText->setWordWrap(true);
    m_messageText->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    m_messageText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_retry = new QPushButton(tr("&Retry"), m_messageBar);
    m_retry->setObjectName(u"retryButton"_s);
    m_dismiss = new QToolButton(m_messageBar);
    m_dismiss->setObjectName(u"dismissMessageButton"_s);
    m_dismiss->setIcon(icons::icon(icons::Icon::Close));
    m_dismiss->setText(tr("Dismiss"));
    m_dismiss->setToolTip(tr("Hide this message"));
    m_dismiss->setAutoRaise(true);
    auto *messageLayout = new QHBoxLayout(m_messageBar);
    messageLayout->setContentsMargins(8, 4, 4, 4);
    messageLayout->addWidget(m_messageText, 1);
    messageLayout->addWidget(m_retry);
    messageLayout->addWidget(m_dismiss);
    m_messageBar->hide();
    connect(m_retry, &QPushButton::clicked, this, [this] {
        hideMessage();
        m_model.retry();
    });
    connect(m_dismiss, &QToolButton::clicked, this, &ResourcePanel::hideMessage);

    m_table = new QTableView(this);
    m_table->setObjectName(u"resourceTable"_s);
    m_table->setAccessibleName(kind.pluralName());
    setUpListTable(m_table, &m_proxy);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    // Each column gets the room its content usually needs and at least its
    // title's; the first (the name) takes what the others leave, within
    // bounds (fitNameColumn), so the useful columns are in view without a
    // horizontal scroll bar.
    const int digit = m_table->fontMetrics().horizontalAdvance(u'0');
    const int titlePadding = m_table->style()->pixelMetric(QStyle::PM_HeaderMargin) * 2
        + m_table->style()->pixelMetric(QStyle::PM_HeaderMarkSize) + digit * 2;
    m_columnWidths.clear();
    for (int column = 0; column < kind.listColumns.size(); ++column) {
        const ColumnFormat format = kind.listColumns.at(column).format;
        const int typical = format == ColumnFormat::Timestamp
            ? m_table->fontMetrics().horizontalAdvance(
                  QLocale().toString(QDateTime(QDate(2026, 12, 28), QTime(23, 58)), QLocale::ShortFormat))
                + digit * 2
            : format == ColumnFormat::ByteSize ? digit * 10
                                               : digit * 12;
        const int title
            = m_table->fontMetrics().horizontalAdvance(kind.listColumns.at(column).translatedTitle()) + titlePadding;
        m_columnWidths.append(std::max(typical, title));
        header->resizeSection(column, m_columnWidths.constLast());
    }
    // The last section follows the others as it stretches: only a change of
    // another one is the user's.
    connect(header, &QHeaderView::sectionResized, this, [this, header](int logical, int, int) {
        if (!m_fittingColumns && logical != header->count() - 1)
            m_columnsSizedByUser = true;
    });
    if (kind.id == ResourceKind::Id::File) {
        const int statusColumn = int(std::find_if(kind.listColumns.cbegin(), kind.listColumns.cend(),
                                                  [](const ListColumn &column) { return column.member == u"status"_s; })
                                     - kind.listColumns.cbegin());
        m_table->setItemDelegateForColumn(
            statusColumn,
            new StatusCellDelegate(
                [](const QModelIndex &index) -> std::optional<Status> {
                    const QString status
                        = index.data(ResourceListModel::ObjectRole).toJsonObject().value(u"status"_s).toString();
                    if (status == u"failed"_s)
                        return Status::Error;
                    if (status == u"ready"_s)
                        return Status::Success;
                    return std::nullopt;
                },
                [](const QModelIndex &index) -> std::optional<int> {
                    const QJsonObject file = index.data(ResourceListModel::ObjectRole).toJsonObject();
                    const QJsonValue progress = file.value(u"progress"_s);
                    if (!progress.isDouble() || FileStatusPoller::isFinal(file.value(u"status"_s).toString()))
                        return std::nullopt;
                    return int(progress.toDouble());
                },
                m_table));
    }
    // Rows come in the service's order (or the Order filter's); a click on a
    // header sorts the rows read so far, and a third click goes back.
    header->setSortIndicatorClearable(true);
    header->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->installEventFilter(this);

    m_detail = new QTextBrowser(this);
    m_detail->setObjectName(u"detailView"_s);
    m_detail->setOpenLinks(false);
    // JSON and identifiers break between words, never inside one ("propertie
    // s"); a token longer than the pane scrolls sideways instead.
    m_detail->setWordWrapMode(QTextOption::WordWrap);
    //: The pane that shows every field of the chosen object.
    m_detail->setAccessibleName(tr("Details"));
    m_detail->setPlaceholderText(kind.id == ResourceKind::Id::Secret
                                     ? tr("Select a secret to see its fields. Its value is never shown.")
                                     : tr("Select a row to see every field of the object."));

    // A reference opens its object in its own page.
    connect(m_detail, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (const auto target = RelationsSection::objectOfLink(url))
            Q_EMIT openObjectRequested(target->first, target->second);
    });
    m_detail->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_detail, &QWidget::customContextMenuRequested, this, &ResourcePanel::showDetailMenu);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &ResourcePanel::showRowMenu);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"detailSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    m_listPage = new QWidget(this);
    auto *listLayout = new QVBoxLayout(m_listPage);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addWidget(m_messageBar);
    listLayout->addWidget(m_splitter, 1);

    m_capabilityPage = new QWidget(this);
    m_capabilityPage->setObjectName(u"missingCapabilityPage"_s);
    m_capabilityText = new QLabel(m_capabilityPage);
    m_capabilityText->setObjectName(u"missingCapabilityText"_s);
    m_capabilityText->setWordWrap(true);
    m_capabilityText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *capabilityRetry = new QPushButton(tr("&Try again"), m_capabilityPage);
    capabilityRetry->setObjectName(u"capabilityRetryButton"_s);
    connect(capabilityRetry, &QPushButton::clicked, this, &ResourcePanel::reload);
    auto *capabilityLayout = new QVBoxLayout(m_capabilityPage);
    capabilityLayout->addStretch(1);
    capabilityLayout->addWidget(m_capabilityText);
    capabilityLayout->addWidget(capabilityRetry, 0, Qt::AlignLeft);
    capabilityLayout->addStretch(2);

    m_notConnectedPage = new QLabel(tr("Not connected. Use File › Connect… to choose a service and a token."), this);
    m_notConnectedPage->setObjectName(u"notConnectedPage"_s);
    static_cast<QLabel *>(m_notConnectedPage)->setAlignment(Qt::AlignCenter);

    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(u"panelPages"_s);
    m_stack->addWidget(m_listPage);
    m_stack->addWidget(m_capabilityPage);
    m_stack->addWidget(m_notConnectedPage);
    m_stack->setCurrentWidget(m_client.hasToken() ? m_listPage : m_notConnectedPage);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(filterBar);
    layout->addLayout(status);
    layout->addWidget(m_stack, 1);

    connect(&m_model, &ResourceListModel::loadingChanged, this, [this] {
        updateCount();
        seek();
    });
    connect(&m_model, &ResourceListModel::totalChanged, this, &ResourcePanel::updateCount);
    connect(&m_model, &ResourceListModel::loadFailed, this, &ResourcePanel::onLoadFailed);
    connect(&m_model, &ResourceListModel::endedEarly, this, &ResourcePanel::onEndedEarly);
    connect(&m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_keptId.isEmpty() && m_model.rowOfId(m_keptId) >= 0)
            selectId(std::exchange(m_keptId, QString()));
        updateCount();
    });
    connect(&m_model, &QAbstractItemModel::rowsRemoved, this, &ResourcePanel::updateCount);
    if (kind.id == ResourceKind::Id::File) {
        m_fileStatus = new FileStatusPoller(client, this);
        m_fileStatus->setObjectName(u"fileStatus"_s);
        connect(
            m_fileStatus, &FileStatusPoller::statusChanged, this,
            [this](const QString &fileId, const QString &, const QJsonObject &entry) { onFileStatus(fileId, entry); });
        connect(m_fileStatus, &FileStatusPoller::fileGone, this,
                [this](const QString &fileId) { m_model.removeById(fileId); });
        connect(m_fileStatus, &FileStatusPoller::stopped, this, [this](const QString &message) {
            showMessage(tr("The status of uploaded files is no longer followed. %1").arg(message), false);
        });
        connect(&m_model, &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex &, int first, int last) { watchUnfinished(first, last); });
        connect(&m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
            for (const QString &fileId : m_fileStatus->watched())
                m_fileStatus->forget(fileId);
        });
    }
    connect(&m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const QString id = currentObject().value(u"id"_s).toString();
        if (!id.isEmpty())
            m_keptId = id;
    });
    // A reset clears the selection without a word.
    connect(&m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateCount();
        showDetail();
        Q_EMIT actionsChanged();
    });
    connect(&m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        const QModelIndex current = m_proxy.mapToSource(m_table->currentIndex());
        if (current.isValid() && current.row() >= from.row() && current.row() <= to.row())
            showDetail();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        showDetail();
        Q_EMIT actionsChanged();
    });
    // A change made elsewhere in the console (a secret made by another page's
    // form, an upload, a delete) makes this list stale: it is read again at
    // once when shown, else when next shown; while the page is busy with a
    // dialog or a job of its own, once that ends. What the panel's own
    // dialogs and jobs change, it applies to its rows itself: a change heard
    // while its own save, upload or delete is finishing is that one.
    connect(&m_client, &ApiClient::objectsChanged, this, [this](ResourceKind::Id changed) {
        if (changed != m_kind.id)
            return;
        if (!busy()) {
            refresh();
            return;
        }
        const bool own = (m_job && m_job->isFinished()) || (m_dialog && m_dialog->isSaving())
            || (m_upload && m_upload->isUploading());
        if (!own)
            m_needsRefresh = true;
    });
    // Names of what the selected object refers to arrive as the lists are read.
    // Coalesced: the six lists arrive one after another once connected.
    m_namesDelay.setSingleShot(true);
    connect(&m_namesDelay, &QTimer::timeout, this, [this] {
        m_proxy.namesChanged();
        if (isVisible())
            showDetail();
    });
    connect(&m_names, &NameBook::changed, &m_namesDelay, qOverload<>(&QTimer::start));
    connect(header, &QHeaderView::sortIndicatorChanged, this, &ResourcePanel::updateCount);
    connect(m_table, &QTableView::doubleClicked, this, &ResourcePanel::editCurrent);

    setAcceptDrops(kind.id == ResourceKind::Id::File);
    if (kind.id == ResourceKind::Id::GroupModel) {
        QAction *showMap
            = addPageAction(icons::icon(icons::Icon::Show), tr("Show &map"), [this](const QJsonObject &group) {
                  auto *map = new GroupModelMapDialog(m_names, group.value(u"id"_s).toString(), this);
                  map->setAttribute(Qt::WA_DeleteOnClose);
                  connect(map, &GroupModelMapDialog::openObjectRequested, this, &ResourcePanel::openObjectRequested);
                  map->show();
              });
        showMap->setObjectName(u"actionShowGroupMap"_s);
        //: The toolbar's short text of Show map.
        showMap->setIconText(tr("Map"));
        showMap->setToolTip(tr("Show the map of this group model"));
    }
    updateCount();
    showDetail();
}

void ResourcePanel::buildFilterBar(QWidget *bar)
{
    auto *grid = new QGridLayout(bar);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    // The search field first, where the eye starts; the others in the kind's order.
    QList<QueryFieldSpec> fields = m_kind.listQuery;
    std::stable_partition(fields.begin(), fields.end(),
                          [](const QueryFieldSpec &field) { return isSearchField(field.name); });
    int index = 0;
    for (const QueryFieldSpec &field : std::as_const(fields)) {
        if (isPagingField(field.name))
            continue;
        auto *cell = new QWidget(bar);
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(1);
        QWidget *control = filterControl(field, cell);
        control->setObjectName(u"filter_"_s + field.name);
        auto *label = new QLabel(filterLabel(field.name), cell);
        label->setBuddy(control);
        nameAfterLabel(control, label->text());
        // An error is marked inside the field, with the message in its
        // tooltip and accessible description: a line of its own under the
        // field would push the list down while the user types.
        QAction *error = nullptr;
        auto *combo = qobject_cast<QComboBox *>(control);
        if (auto *edit = combo ? combo->lineEdit() : qobject_cast<QLineEdit *>(control)) {
            error = edit->addAction(icons::icon(icons::Icon::Warning), QLineEdit::TrailingPosition);
            error->setObjectName(u"filterError_"_s + field.name);
            error->setVisible(false);
        }
        cellLayout->addWidget(label);
        cellLayout->addWidget(control);
        cellLayout->addStretch(1);
        grid->addWidget(cell, index / FiltersPerRow, index % FiltersPerRow);
        m_filters.insert(field.name, Filter {control, error});
        m_filterOrder << field.name;
        // Find goes to the search field, or to the first filter of a kind without one.
        if (isSearchField(field.name) || !m_searchField)
            m_searchField = control;
        ++index;
    }
    for (int column = 0; column < std::min(index, FiltersPerRow); ++column)
        grid->setColumnStretch(column, 1);
    bar->setVisible(index > 0);
}

QWidget *ResourcePanel::filterControl(const QueryFieldSpec &field, QWidget *parent)
{
    // The file status is an open-ended list (interface: "the list is
    // open-ended"): the known values are offered, any other may be typed.
    if (m_kind.id == ResourceKind::Id::File && field.name == u"status"_s) {
        auto *combo = new QComboBox(parent);
        combo->setEditable(true);
        combo->addItem(QString());
        for (const QString &status : ResourceKind::fileStatuses())
            combo->addItem(ResourceKind::valueLabel(status), status);
        //: A list filter without a value: objects of any status.
        combo->lineEdit()->setPlaceholderText(tr("Any"));
        combo->lineEdit()->setClearButtonEnabled(true);
        connect(combo, &QComboBox::editTextChanged, this, [this] { m_filterDelay.start(); });
        return combo;
    }
    // A team is chosen among those seen, by its name; an id may be typed.
    if (field.name == u"teamId"_s) {
        auto *teams = new TeamPicker(parent);
        teams->setNames(m_names);
        teams->setCurrentId(QString());
        //: A list filter without a team: objects of any team.
        teams->lineEdit()->setPlaceholderText(tr("Any"));
        teams->lineEdit()->setClearButtonEnabled(true);
        connect(teams, &TeamPicker::currentIdChanged, this, [this] { m_filterDelay.start(); });
        connect(teams->lineEdit(), &QLineEdit::returnPressed, this, &ResourcePanel::applyFilter);
        return teams;
    }
    if (!field.enumValues.isEmpty()) {
        auto *combo = new QComboBox(parent);
        combo->addItem(field.name == u"sort"_s ? tr("Service default") : tr("Any"), QString());
        for (const QString &value : field.enumValues)
            combo->addItem(ResourceKind::valueLabel(value), value);
        connect(combo, &QComboBox::currentIndexChanged, this, &ResourcePanel::applyFilter);
        return combo;
    }
    QLineEdit *edit = field.name == u"tags"_s ? new TagEditor(parent) : new QLineEdit(parent);
    edit->setClearButtonEnabled(true);
    if (isSearchField(field.name))
        edit->setPlaceholderText(tr("Name or description"));
    else if (field.format == StringFormat::Uuid)
        edit->setPlaceholderText(tr("UUID"));
    connect(edit, &QLineEdit::textChanged, this, [this] { m_filterDelay.start(); });
    // Return applies at once instead of waiting for the pause.
    connect(edit, &QLineEdit::returnPressed, this, &ResourcePanel::applyFilter);
    return edit;
}

QString ResourcePanel::filterValue(const QString &name) const
{
    QWidget *control = m_filters.value(name).control;
    if (auto *tags = qobject_cast<TagEditor *>(control))
        return tags->tags().join(u',');
    if (auto *teams = qobject_cast<TeamPicker *>(control))
        return teams->currentId();
    if (auto *edit = qobject_cast<QLineEdit *>(control))
        return edit->text().trimmed();
    if (auto *combo = qobject_cast<QComboBox *>(control)) {
        if (!combo->isEditable())
            return combo->currentData().toString();
        // A known value by its label, any other as typed.
        const QString text = combo->currentText().trimmed();
        const int known = combo->findText(text);
        return known > 0 ? combo->itemData(known).toString() : text;
    }
    return {};
}

void ResourcePanel::applyFilter()
{
    m_filterDelay.stop();
    Pager::Query query;
    for (const QString &name : std::as_const(m_filterOrder)) {
        const QString value = filterValue(name);
        if (!value.isEmpty())
            query.append({name, value});
    }
    m_model.setQuery(query);

    // Each error at its field; nothing is sent while there is one.
    QStringList elsewhere;
    QHash<QString, QStringList> atField;
    for (const FieldError &error : m_model.queryErrors()) {
        const auto it = m_filters.constFind(error.field);
        if (it == m_filters.constEnd() || !it->error)
            elsewhere << error.message;
        else
            atField[error.field] << error.message;
    }
    for (auto it = m_filters.constBegin(); it != m_filters.constEnd(); ++it)
        showFilterError(*it, atField.value(it.key()).join(u'\n'));
    if (!elsewhere.isEmpty())
        showMessage(elsewhere.join(u'\n'), false);
    if (m_model.queryErrors().isEmpty())
        m_proxy.fetchMore(QModelIndex());
    updateCount();
}

void ResourcePanel::showFilterError(const Filter &filter, const QString &message)
{
    if (!filter.error)
        return;
    filter.error->setVisible(!message.isEmpty());
    filter.error->setText(message);
    filter.error->setToolTip(message);
    filter.control->setToolTip(message);
    filter.control->setAccessibleDescription(message);
}

void ResourcePanel::refresh()
{
    m_needsRefresh = true;
    m_proxy.live = false;
    if (isVisible())
        reload();
}

void ResourcePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_needsRefresh)
        reload();
}

void ResourcePanel::reloadIfStale()
{
    if (m_needsRefresh && isVisible() && !busy())
        reload();
}

void ResourcePanel::reload()
{
    m_needsRefresh = false;
    hideMessage();
    m_proxy.live = m_client.hasToken();
    if (!m_proxy.live) {
        m_stack->setCurrentWidget(m_notConnectedPage);
        Q_EMIT actionsChanged();
        return;
    }
    m_stack->setCurrentWidget(m_listPage);
    m_model.refresh();
    updateCount();
    Q_EMIT actionsChanged();
}

void ResourcePanel::onLoadFailed(const ApiError &error)
{
    if (!m_model.missingCapability().isEmpty()) {
        m_capabilityText->setText(
            //: %1 is a kind's plural name inside a sentence (secrets, tools, …), %2 a capability's name,
            //: %3 the service's error as ApiError words it.
            tr("<p><b>This token may not list %1.</b></p>"
               "<p>It lacks the capability <b>%2</b>. Ask the service's administrator for a token with it, or "
               "connect with another profile (File › Connect…), then try again.</p><p>%3</p>")
                .arg(m_kind.pluralNameInText().toHtmlEscaped(), m_model.missingCapability().toHtmlEscaped(),
                     error.userMessage().toHtmlEscaped()));
        m_stack->setCurrentWidget(m_capabilityPage);
        Q_EMIT actionsChanged();
        return;
    }
    showMessage(tr("The list could not be read. %1").arg(error.userMessage()), true);
}

void ResourcePanel::onEndedEarly()
{
    if (m_model.end() == Pager::End::Unreadable) {
        //: %1 is a kind's plural name inside a sentence (tools, …), %2 what the answer held and its request id.
        showMessage(tr("The %1 could not be read: %2").arg(m_kind.pluralNameInText(), m_model.endReason()), true);
        return;
    }
    // The rows read stay in view; the bar says they are not all of the list,
    // until the list is read again.
    m_noteTimer.stop();
    setStatusStyle(m_messageBar, Status::Warning, StatusLook::Bar);
    //: %1 why paging stopped, then the request id.
    m_messageText->setText(tr("The list ended early: %1").arg(m_model.endReason()));
    m_retry->show();
    m_messageBar->show();
}

void ResourcePanel::showMessage(const QString &text, bool canRetry)
{
    m_noteTimer.stop();
    setStatusStyle(m_messageBar, Status::Error, StatusLook::Bar);
    m_messageText->setText(text);
    m_retry->setVisible(canRetry);
    m_messageBar->show();
}

void ResourcePanel::showNote(const QString &text)
{
    setStatusStyle(m_messageBar, Status::Info, StatusLook::Bar);
    m_messageText->setText(text);
    m_retry->hide();
    m_messageBar->show();
    m_noteTimer.start();
}

void ResourcePanel::hideMessage()
{
    m_noteTimer.stop();
    m_messageBar->hide();
    m_messageText->clear();
}

void ResourcePanel::updateCount()
{
    const int rows = m_model.rowCount();
    const bool more = m_model.canFetchMore(QModelIndex());
    QString text;
    if (m_stack->currentWidget() != m_listPage)
        text.clear();
    else if (!m_model.queryErrors().isEmpty())
        text = tr("Nothing is listed until the filter is corrected");
    else if (rows == 0 && !m_model.loading() && (m_model.error() || m_model.end() == Pager::End::Unreadable))
        // An answer without a list is not an empty list: the bar above says what came back.
        //: Where "No tools yet" would be: %1 is a kind's plural name inside a sentence (tools, …).
        text = tr("The %1 could not be read").arg(m_kind.pluralNameInText());
    else if (rows == 0 && !m_model.loading() && !more)
        text = m_model.query().isEmpty() ? m_kind.sentence(ResourceKind::Sentence::NoneYet)
                                         : tr("Nothing matches the filter");
    else if (!m_model.loading() && m_model.end() != Pager::End::Complete && m_model.end() != Pager::End::NotYet)
        text = m_model.totalKnown()
            //: A list that ended early: %1 the rows read, %2 the total the service announced.
            ? tr("%1 of %2 loaded, not the whole list")
                  .arg(QLocale().toString(rows), QLocale().toString(m_model.total()))
            //: A list that ended early: %1 the rows read.
            : tr("%1 loaded, not the whole list").arg(QLocale().toString(rows));
    else if (m_model.totalKnown())
        text = tr("%1 of %2 loaded").arg(QLocale().toString(rows), QLocale().toString(m_model.total()));
    else if (more)
        text = tr("%1 loaded, more below").arg(QLocale().toString(rows));
    else
        text = tr("%n object(s)", nullptr, rows);
    if (!text.isEmpty() && more && m_proxy.sortColumn() >= 0)
        //: %1 is the count of rows ("40 loaded, more below").
        text = tr("%1 · sorted among the loaded rows").arg(text);
    m_count->setText(text);
    const bool loading = m_model.loading() || m_job;
    m_loading->setVisible(loading);
    m_count->setToolTip(loading ? tr("Loading…") : QString());
}

QJsonObject ResourcePanel::currentObject() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return {};
    return m_model.objectAt(m_proxy.mapToSource(rows.constFirst()).row());
}

bool ResourcePanel::busy() const
{
    // A dialog that has finished is hidden until it is deleted: the page is
    // free again.
    return m_job || (m_dialog && m_dialog->isVisible()) || (m_upload && m_upload->isVisible());
}

bool ResourcePanel::canCreate() const
{
    return m_kind.canCreate && m_model.missingCapability().isEmpty();
}

bool ResourcePanel::canEdit() const
{
    return m_kind.canUpdate && !currentObject().isEmpty();
}

bool ResourcePanel::canDuplicate() const
{
    return m_kind.canCreate && !m_kind.multipartCreate && !currentObject().isEmpty();
}

bool ResourcePanel::canDelete() const
{
    return m_kind.canDelete && !currentObject().isEmpty();
}

QString ResourcePanel::nameOf(const QJsonObject &object) const
{
    for (const QString &member : {u"name"_s, u"fileName"_s, u"id"_s}) {
        const QString name = object.value(member).toString();
        if (!name.isEmpty())
            return name;
    }
    return m_kind.displayName();
}

void ResourcePanel::newObject()
{
    if (!canCreate() || busy())
        return;
    if (m_kind.id == ResourceKind::Id::File) {
        uploadFiles({});
        return;
    }
    openEditor(Operation::Create, {});
}

void ResourcePanel::editCurrent()
{
    if (!canEdit() || busy())
        return;
    const QJsonObject current = currentObject();
    // Secrets cannot be read one by one: the list's object is the latest there is.
    if (!m_kind.canReadOne) {
        openEditor(Operation::Update, current);
        return;
    }
    // Edit what the service has now, not what the list read minutes ago.
    const QString id = current.value(u"id"_s).toString();
    const QString name = nameOf(current);
    hideMessage();
    m_job = m_client.get(m_kind.itemPath(id));
    updateCount();
    connect(m_job, &ApiJob::finished, this, [this, id, name](const ApiResult &result) {
        m_job = nullptr;
        updateCount();
        if (result.ok()) {
            m_model.upsert(result.object);
            openEditor(Operation::Update, result.object);
            return;
        }
        if (result.error->kind() == ApiError::Kind::NotFound) {
            m_model.removeById(id);
            Q_EMIT actionsChanged();
            showNote(tr("“%1” no longer exists: it was deleted elsewhere, and has left the list.").arg(name));
            return;
        }
        showMessage(tr("“%1” could not be read for editing. %2").arg(name, result.error->userMessage()), false);
    });
    connect(m_job, &ApiJob::finished, this, &ResourcePanel::reloadIfStale);
}

void ResourcePanel::duplicateCurrent()
{
    if (!canDuplicate() || busy())
        return;
    QJsonObject copy = PortableCopy::of(m_kind, currentObject());
    if (copy.contains(u"name"_s))
        copy.insert(u"name"_s, tr("%1 (copy)").arg(copy.value(u"name"_s).toString()));
    openEditor(Operation::Create, copy);
}

void ResourcePanel::deleteCurrent()
{
    if (!canDelete() || busy())
        return;
    const QJsonObject current = currentObject();
    const QString id = current.value(u"id"_s).toString();
    const QString name = nameOf(current);
    QString question = m_kind.sentence(ResourceKind::Sentence::DeleteQuestion).arg(name);
    if (const QStringList users = Dependants::lines(m_names, RelationIndex::kindOf(m_kind.id), id); !users.isEmpty())
        //: Before deleting: %n how many objects use it, then the list of them.
        question += u"\n\n"_s + tr("%n object(s) use it:", "", int(users.size())) + u'\n' + Dependants::list(users);
    // What uses the object is known only from the lists read whole.
    if (const QStringList unknown = Dependants::unknownUsers(m_names, RelationIndex::kindOf(m_kind.id));
        !unknown.isEmpty())
        question += u"\n\n"_s + unknown.join(u"\n\n"_s);
    const auto answer = MessageBox::question(this, m_kind.sentence(ResourceKind::Sentence::DeleteTitle), question,
                                             QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    hideMessage();
    m_job = m_client.remove(m_kind.itemPath(id));
    updateCount();
    connect(m_job, &ApiJob::finished, this, [this, id, name](const ApiResult &result) {
        m_job = nullptr;
        updateCount();
        // Gone already (deleted elsewhere) is what was asked for.
        if (result.ok() || result.error->kind() == ApiError::Kind::NotFound) {
            m_model.removeById(id);
            Q_EMIT actionsChanged();
            return;
        }
        QString message = tr("“%1” was not deleted. %2").arg(name, result.error->userMessage());
        // The service's refusal names one user at most: the console's list names them all.
        if (const QStringList users = Dependants::lines(m_names, RelationIndex::kindOf(m_kind.id), id);
            !users.isEmpty())
            //: After a refused delete: %n how many objects use it, then the list of them.
            message += u"\n"_s + tr("Used by %n object(s):", "", int(users.size())) + u'\n' + Dependants::list(users);
        showMessage(message, false);
    });
    connect(m_job, &ApiJob::finished, this, &ResourcePanel::reloadIfStale);
}

void ResourcePanel::focusFilter()
{
    if (!m_searchField)
        return;
    m_searchField->setFocus(Qt::ShortcutFocusReason);
    if (auto *edit = qobject_cast<QLineEdit *>(m_searchField))
        edit->selectAll();
}

void ResourcePanel::openEditor(Operation operation, const QJsonObject &object)
{
    ResourceEditor *editor = createEditor(m_client, m_kind);
    if (!editor)
        return;
    editor->setNames(m_names);
    auto *dialog = new EditorDialog(m_client, editor, operation, object, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &EditorDialog::saved, this, &ResourcePanel::onSaved);
    connect(dialog, &QDialog::finished, this, &ResourcePanel::reloadIfStale);
    m_dialog = dialog;
    dialog->open();
}

void ResourcePanel::onSaved(const QJsonObject &object)
{
    m_model.upsert(object);
    selectId(object.value(u"id"_s).toString());
    updateCount();
}

void ResourcePanel::showRowMenu(const QPoint &position)
{
    const QModelIndex at = m_table->indexAt(position);
    if (!at.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(at, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    const QJsonObject object = currentObject();
    const QString id = object.value(u"id"_s).toString();
    QMenu menu(this);
    menu.setObjectName(u"rowMenu"_s);
    QAction *copyId = menu.addAction(icons::icon(icons::Icon::Copy), tr("Copy &id"));
    copyId->setEnabled(!id.isEmpty());
    connect(copyId, &QAction::triggered, this, [id] { QGuiApplication::clipboard()->setText(id); });
    QAction *copyName = menu.addAction(tr("Copy &name"));
    const QString name = nameOf(object);
    copyName->setEnabled(!name.isEmpty());
    connect(copyName, &QAction::triggered, this, [name] { QGuiApplication::clipboard()->setText(name); });
    menu.addSeparator();
    if (m_kind.canUpdate)
        menu.addAction(icons::icon(icons::Icon::Edit), tr("&Edit…"), this, &ResourcePanel::editCurrent)
            ->setEnabled(canEdit());
    if (m_kind.canCreate && !m_kind.multipartCreate)
        menu.addAction(icons::icon(icons::Icon::Duplicate), tr("D&uplicate…"), this, &ResourcePanel::duplicateCurrent)
            ->setEnabled(canDuplicate());
    menu.addActions(m_pageActions);
    if (m_kind.canDelete) {
        menu.addSeparator();
        menu.addAction(icons::icon(icons::Icon::Delete), tr("&Delete…"), this, &ResourcePanel::deleteCurrent)
            ->setEnabled(canDelete());
    }
    menu.exec(m_table->viewport()->mapToGlobal(position));
}

void ResourcePanel::showDetailMenu(const QPoint &position)
{
    std::unique_ptr<QMenu> menu(m_detail->createStandardContextMenu(position));
    // On a reference: its id, and the way to open it.
    const QString anchor = m_detail->anchorAt(position);
    if (const auto target = RelationsSection::objectOfLink(QUrl(anchor))) {
        QAction *first = menu->actions().value(0);
        QAction *open = new QAction(tr("&Open"), menu.get());
        connect(open, &QAction::triggered, this,
                [this, target] { Q_EMIT openObjectRequested(target->first, target->second); });
        QAction *copyId = new QAction(icons::icon(icons::Icon::Copy), tr("Copy &id"), menu.get());
        connect(copyId, &QAction::triggered, this,
                [id = target->second] { QGuiApplication::clipboard()->setText(id); });
        menu->insertActions(first, {open, copyId});
        menu->insertSeparator(first);
    }
    menu->exec(m_detail->viewport()->mapToGlobal(position));
}

bool ResourcePanel::ListProxy::isReferenceColumn(int column) const
{
    const auto *source = static_cast<const ResourceListModel *>(sourceModel());
    const QList<ListColumn> &columns = source->kind().listColumns;
    if (column < 0 || column >= columns.size())
        return false;
    const FieldSpec *field = source->kind().field(columns.at(column).member);
    return field && field->type == FieldType::ModelRef;
}

QVariant ResourcePanel::ListProxy::data(const QModelIndex &index, int role) const
{
    if (!names || (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != ResourceListModel::SortRole)
        || !isReferenceColumn(index.column()))
        return QSortFilterProxyModel::data(index, role);
    if (role == Qt::ToolTipRole)
        return QSortFilterProxyModel::data(index, Qt::DisplayRole);
    return referenceText(mapToSource(index));
}

QString ResourcePanel::ListProxy::referenceText(const QModelIndex &sourceIndex) const
{
    const auto *source = static_cast<const ResourceListModel *>(sourceModel());
    const QJsonObject object = source->objectAt(sourceIndex.row());
    const QJsonObject ref = object.value(source->kind().listColumns.at(sourceIndex.column()).member).toObject();
    const QString type = ref.value(u"type"_s).toString();
    const QString custom = ref.value(u"customModelId"_s).toString();
    const QString group = ref.value(u"groupModelId"_s).toString();
    const QString base = ref.value(u"llmModelName"_s).toString();
    const auto named = [this](RelationIndex::Kind kind, const QString &id) {
        // An object not read says its kind already.
        if (!names->index().contains(kind, id))
            return names->label(kind, id);
        //: A model reference in a list: %1 the model's name, %2 its kind.
        return ResourcePanel::tr("%1 (%2)").arg(names->label(kind, id), NameBook::kindName(kind));
    };
    if (type == u"custom"_s && !custom.isEmpty())
        return named(RelationIndex::Kind::CustomModel, custom);
    if (type == u"group"_s && !group.isEmpty())
        return named(RelationIndex::Kind::GroupModel, group);
    if (type == u"llm"_s && !base.isEmpty())
        //: A base model in a list: %1 its name.
        return ResourcePanel::tr("%1 (base model)").arg(base);
    return sourceIndex.data(Qt::DisplayRole).toString();
}

bool ResourcePanel::ListProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // A reference column sorts by the names it shows, not by the ids. The
    // indexes are the source model's.
    if (names && isReferenceColumn(left.column()))
        return referenceText(left).localeAwareCompare(referenceText(right)) < 0;
    return QSortFilterProxyModel::lessThan(left, right);
}

void ResourcePanel::ListProxy::namesChanged()
{
    if (rowCount() == 0)
        return;
    for (int column = 0; column < columnCount(); ++column) {
        if (isReferenceColumn(column)) {
            Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column));
            if (sortColumn() == column)
                invalidate();
        }
    }
}

QAction *ResourcePanel::addPageAction(const QIcon &icon, const QString &text,
                                      std::function<void(const QJsonObject &)> run)
{
    auto *action = new QAction(icon, text, this);
    action->setEnabled(!currentObject().isEmpty());
    connect(action, &QAction::triggered, this, [this, run = std::move(run)] {
        if (const QJsonObject object = currentObject(); !object.isEmpty())
            run(object);
    });
    connect(this, &ResourcePanel::actionsChanged, action,
            [this, action] { action->setEnabled(!currentObject().isEmpty()); });
    m_pageActions.append(action);
    return action;
}

void ResourcePanel::showObject(const QString &id)
{
    // The id as the object writes it (a reference may write it in another
    // case); one the console has not read is not looked for page by page.
    const RelationIndex::Kind kind = RelationIndex::kindOf(m_kind.id);
    const QString known = m_names.index().object(kind, id).value(u"id"_s).toString();
    if (known.isEmpty() && m_model.rowOfId(id) < 0) {
        //: %1 the object's label, which says it is not visible.
        showNote(tr("“%1” cannot be shown: the console has not read it.").arg(m_names.label(kind, id)));
        return;
    }
    m_soughtId = known.isEmpty() ? id : known;
    seek();
}

void ResourcePanel::seek()
{
    if (m_soughtId.isEmpty() || m_model.loading())
        return;
    if (m_model.rowOfId(m_soughtId) >= 0) {
        selectId(std::exchange(m_soughtId, QString()));
        m_table->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (m_proxy.canFetchMore(QModelIndex())) {
        m_proxy.fetchMore(QModelIndex());
        return;
    }
    // Not live yet: the list is read when the page is shown, and seek() runs
    // again when that read ends.
    if (!m_proxy.live)
        return;
    const QString id = std::exchange(m_soughtId, QString());
    //: %1 the object's name.
    showNote(
        tr("“%1” is not in this list as it is filtered now.").arg(m_names.label(RelationIndex::kindOf(m_kind.id), id)));
}

void ResourcePanel::selectId(const QString &id)
{
    const int row = m_model.rowOfId(id);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy.mapFromSource(m_model.index(row, 0));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

void ResourcePanel::uploadFiles(const QStringList &paths)
{
    m_pendingUploads << paths;
    if (m_upload) {
        m_upload->raise();
        m_upload->activateWindow();
        return;
    }
    openNextUpload();
}

void ResourcePanel::openNextUpload()
{
    auto *dialog = new FileUploadDialog(m_client, this);
    dialog->editor()->setNames(m_names);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_upload = dialog;
    if (!m_pendingUploads.isEmpty())
        dialog->setFilePath(m_pendingUploads.takeFirst());
    connect(dialog, &FileUploadDialog::uploaded, this, &ResourcePanel::onSaved);
    // The next dropped file's dialog follows an upload; closing a dialog
    // without uploading gives up the files still waiting.
    connect(dialog, &QDialog::finished, this, [this](int result) {
        if (result != QDialog::Accepted)
            m_pendingUploads.clear();
        if (!m_pendingUploads.isEmpty())
            QTimer::singleShot(0, this, &ResourcePanel::openNextUpload);
        else
            reloadIfStale();
    });
    dialog->open();
}

void ResourcePanel::watchUnfinished(int first, int last)
{
    for (int row = first; row <= last; ++row) {
        const QJsonObject file = m_model.objectAt(row);
        if (!FileStatusPoller::isFinal(file.value(u"status"_s).toString()))
            m_fileStatus->watch(file.value(u"id"_s).toString());
    }
}

void ResourcePanel::onFileStatus(const QString &fileId, const QJsonObject &entry)
{
    const int row = m_model.rowOfId(fileId);
    if (row < 0) {
        m_fileStatus->forget(fileId);
        return;
    }
    QJsonObject file = m_model.objectAt(row);
    for (auto it = entry.constBegin(); it != entry.constEnd(); ++it) {
        if (it.key() != u"id"_s)
            file.insert(it.key(), it.value());
    }
    m_model.upsert(file);
}

void ResourcePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        showDetail();
}

void ResourcePanel::showDetail()
{
    const QJsonObject object = currentObject();
    if (object.isEmpty()) {
        m_detail->clear();
        m_detailId.clear();
        return;
    }
    // The same object shown again (its names changed) keeps its place.
    const QString id = object.value(u"id"_s).toString();
    const bool same = !id.isEmpty() && id == m_detailId;
    const int scrolled = m_detail->verticalScrollBar()->value();
    // Static headers saved elsewhere may hold a credential in plain text.
    m_detail->setHtml(detailHtml(Credentials::withHeadersMasked(object).toObject()));
    m_detailId = id;
    if (same)
        m_detail->verticalScrollBar()->setValue(scrolled);
}

QString ResourcePanel::detailHtml(const QJsonObject &object) const
{
    // The id first, then the kind's fields in the table's order, then what
    // the service adds (timestamps, owner, status, ...) by name.
    QStringList members {u"id"_s};
    for (const FieldSpec &field : m_kind.fields)
        members << field.name;
    QStringList others = object.keys();
    others.removeIf([&members](const QString &key) { return members.contains(key); });
    members << others;

    const RelationsSection relations(m_names);
    const QString memberColour = statusColor(Status::Muted, m_detail->palette(), QPalette::Base).name();
    // What it uses and what uses it first: the fields of a tool (a schema,
    // headers) can be long.
    // A model's shares are what it can use, in a section of their own.
    const bool model = m_kind.id == ResourceKind::Id::CustomModel || m_kind.id == ResourceKind::Id::GroupModel;
    QString html = u"<h3>"_s + nameOf(object).toHtmlEscaped() + u"</h3>"_s;
    if (const QString id = object.value(u"id"_s).toString(); !id.isEmpty()) {
        if (model)
            html += ModelToolsSection::html(m_names, m_kind.id, id);
        html += relations.usesAndUsedBy(m_kind.id, id,
                                        model ? RelationsSection::Shares::Omitted : RelationsSection::Shares::Listed);
    }
    html += u"<table cellspacing=\"0\" cellpadding=\"3\">"_s;
    for (const QString &member : std::as_const(members)) {
        const FieldSpec *field = m_kind.field(member);
        // A secret's value never reaches a widget, whatever an answer held.
        if ((field && field->writeOnly) || !object.contains(member))
            continue;
        const QJsonValue value = object.value(member);
        QString shown;
        if (value.isNull()) {
            //: A member of an object without a value, in the detail pane.
            shown = u"<i>"_s + tr("none").toHtmlEscaped() + u"</i>"_s;
        } else if (const QStringList lines = relations.memberLines(m_kind.id, member, value); !lines.isEmpty()) {
            shown = lines.join(u"<br>"_s);
        } else if (value.isObject() || (value.isArray() && holdsObjects(value.toArray()))) {
            const QByteArray json = value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)
                                                     : QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented);
            shown = htmlPre(QString::fromUtf8(json).trimmed());
        } else if (value.isArray() && value.toArray().isEmpty()) {
            //: A member of an object without a value, in the detail pane.
            shown = u"<i>"_s + tr("none").toHtmlEscaped() + u"</i>"_s;
        } else {
            ColumnFormat format = ColumnFormat::Text;
            if (member.endsWith(u"At"_s))
                format = ColumnFormat::Timestamp;
            else if (member == u"sizeBytes"_s)
                format = ColumnFormat::ByteSize;
            shown = htmlPre(ResourceListModel::displayText(value, format, field));
            if (m_kind.id == ResourceKind::Id::File)
                shown = fileDetail(object, member, shown);
        }
        // The label, and the member's name in the interface for those who
        // script against it.
        html += u"<tr><td valign=\"top\"><b>"_s + fieldLabel(m_kind, member).toHtmlEscaped()
            + u"</b><br><small style=\"color: "_s + memberColour + u"\">"_s + member.toHtmlEscaped()
            + u"</small></td><td>"_s + shown + u"</td></tr>"_s;
    }
    return html + u"</table>"_s;
}

QString ResourcePanel::fileDetail(const QJsonObject &file, const QString &member, const QString &shown) const
{
    const bool failed = file.value(u"status"_s).toString() == u"failed"_s;
    if (failed && (member == u"status"_s || member == u"error"_s)) {
        const QString colour = statusColor(Status::Error, m_detail->palette(), QPalette::Base).name();
        return u"<span style=\"color: "_s + colour + u"; font-weight: bold\">"_s + shown + u"</span>"_s;
    }
    const QJsonValue progress = file.value(u"progress"_s);
    if (member != u"progress"_s || !progress.isDouble())
        return shown;
    // A bar drawn with a two-cell table, the only shape a rich text pane
    // offers, with the figure beside it.
    const int percent = std::clamp(int(progress.toDouble()), 0, 100);
    const QPalette palette = m_detail->palette();
    QString bar = u"<table cellspacing=\"0\" cellpadding=\"0\" width=\"160\" style=\"border: 1px solid "_s
        + palette.color(QPalette::Mid).name() + u"\"><tr>"_s;
    if (percent > 0)
        bar += u"<td width=\"%1%\" bgcolor=\"%2\">&nbsp;</td>"_s.arg(percent).arg(
            palette.color(QPalette::Highlight).name());
    if (percent < 100)
        bar += u"<td width=\"%1%\">&nbsp;</td>"_s.arg(100 - percent);
    //: A file's processing progress in percent, beside its bar.
    return bar + u"</tr></table>"_s + tr("%1 %").arg(QLocale().toString(percent)).toHtmlEscaped();
}

void ResourcePanel::fitNameColumn()
{
    if (m_columnsSizedByUser || m_columnWidths.isEmpty())
        return;
    int others = 0;
    for (int column = 1; column < m_columnWidths.size(); ++column)
        others += m_columnWidths.at(column);
    const int digit = m_table->fontMetrics().horizontalAdvance(u'0');
    const int width = std::clamp(m_table->viewport()->width() - others, digit * 14, digit * 40);
    const QScopedValueRollback fitting(m_fittingColumns, true);
    m_table->horizontalHeader()->resizeSection(0, width);
}

void ResourcePanel::saveLayout(QSettings &settings) const
{
    const QString group = u"ResourcePanel/"_s + m_kind.key + u'/';
    settings.setValue(group + u"header"_s, m_table->horizontalHeader()->saveState());
    settings.setValue(group + u"splitter"_s, m_splitter->saveState());
}

void ResourcePanel::restoreLayout(QSettings &settings)
{
    const QString group = u"ResourcePanel/"_s + m_kind.key + u'/';
    QHeaderView *header = m_table->horizontalHeader();
    if (header->restoreState(settings.value(group + u"header"_s).toByteArray())) {
        m_proxy.sort(header->sortIndicatorSection(), header->sortIndicatorOrder());
        m_columnsSizedByUser = true;
    }
    m_splitter->restoreState(settings.value(group + u"splitter"_s).toByteArray());
}

bool ResourcePanel::eventFilter(QObject *watched, QEvent *event)
{
    // Without the main window's shortcuts (which take these keys first when
    // the panel is in it), Return edits and Delete deletes the selected row.
    if (watched == m_table && event->type() == QEvent::Resize)
        fitNameColumn();
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            editCurrent();
            return true;
        }
        if (key == Qt::Key_Delete) {
            deleteCurrent();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ResourcePanel::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && std::all_of(urls.begin(), urls.end(), [](const QUrl &url) { return url.isLocalFile(); }))
        event->acceptProposedAction();
}

void ResourcePanel::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    uploadFiles(paths);
}

} // namespace baton

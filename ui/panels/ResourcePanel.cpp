#include "ui/panels/ResourcePanel.h"

#include "core/api/ApiClient.h"
#include "core/relations/NameBook.h"
#include "core/resources/ResourceKind.h"
#include "ui/panels/FileUploads.h"
#include "ui/panels/FilterBar.h"
#include "ui/panels/ListTable.h"
#include "ui/panels/MessageBar.h"
#include "ui/panels/ResourceDetail.h"
#include "ui/widgets/StatusColors.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// A cell whose text, too long for it, gives way in its middle.
class MiddleElidingDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideMiddle;
    }
};

} // namespace

ResourcePanel::ResourcePanel(ApiClient &client, NameBook &names, const ResourceKind &kind, QWidget *parent)
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

    m_filters = new FilterBar(kind, names, this);
    connect(m_filters, &FilterBar::changed, this, &ResourcePanel::applyFilter);
    QLayout *statusRow = buildStatusRow();
    m_messages = new MessageBar(this);
    connect(m_messages, &MessageBar::retryRequested, &m_model, &ResourceListModel::retry);
    buildTable();
    m_detail = new ResourceDetail(kind, names, this);
    connect(m_detail, &ResourceDetail::openObjectRequested, this, &ResourcePanel::openObjectRequested);
    buildPages(statusRow);

    followModel();
    if (kind.id == ResourceKind::Id::File) {
        m_uploads = new FileUploads(client, names, m_model, *m_messages, this);
        connect(m_uploads, &FileUploads::uploaded, this, &ResourcePanel::onSaved);
        connect(m_uploads, &FileUploads::done, this, &ResourcePanel::reloadIfStale);
    }
    m_commands = new PageCommands(client, names, *this, *m_messages, m_uploads);
    followCommands();
    followChanges();

    setAcceptDrops(kind.id == ResourceKind::Id::File);
    updateCount();
    showDetail();
}

QLayout *ResourcePanel::buildStatusRow()
{
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
    return status;
}

void ResourcePanel::buildTable()
{
    m_table = new QTableView(this);
    m_table->setObjectName(u"resourceTable"_s);
    m_table->setAccessibleName(m_kind.pluralName());
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
    for (int column = 0; column < m_kind.listColumns.size(); ++column) {
        const ColumnFormat format = m_kind.listColumns.at(column).format;
        const int typical = format == ColumnFormat::Timestamp
            ? m_table->fontMetrics().horizontalAdvance(
                  QLocale().toString(QDateTime(QDate(2026, 12, 28), QTime(23, 58)), QLocale::ShortFormat))
                + digit * 2
            : format == ColumnFormat::ByteSize ? digit * 10
            : format == ColumnFormat::Address  ? digit * 26
                                               : digit * 12;
        const int title
            = m_table->fontMetrics().horizontalAdvance(m_kind.listColumns.at(column).translatedTitle()) + titlePadding;
        m_columnWidths.append(std::max(typical, title));
        header->resizeSection(column, m_columnWidths.constLast());
        // Addresses of one service start alike: what tells two apart (the
        // path) stays in view, the middle gives way.
        if (format == ColumnFormat::Address)
            m_table->setItemDelegateForColumn(column, new MiddleElidingDelegate(m_table));
    }
    // The last section follows the others as it stretches: only a change of
    // another one is the user's.
    connect(header, &QHeaderView::sectionResized, this, [this, header](int logical, int, int) {
        if (!m_fittingColumns && logical != header->count() - 1)
            m_columnsSizedByUser = true;
    });
    if (m_kind.id == ResourceKind::Id::File)
        FileUploads::showStatusIn(m_table);
    // Rows come in the service's order (or the Order filter's); a click on a
    // header sorts the rows read so far, and a third click goes back.
    header->setSortIndicatorClearable(true);
    header->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->installEventFilter(this);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &ResourcePanel::showRowMenu);
    connect(header, &QHeaderView::sortIndicatorChanged, this, &ResourcePanel::updateCount);
    connect(m_table, &QTableView::doubleClicked, this, &ResourcePanel::editCurrent);
}

void ResourcePanel::buildPages(QLayout *statusRow)
{
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
    listLayout->addWidget(m_messages);
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
    layout->addWidget(m_filters);
    layout->addLayout(statusRow);
    layout->addWidget(m_stack, 1);
}

void ResourcePanel::followModel()
{
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
        m_messages->dismissObjectError(currentObject().value(u"id"_s).toString());
        showDetail();
        Q_EMIT actionsChanged();
    });
}

void ResourcePanel::followCommands()
{
    connect(m_commands, &PageCommands::requestChanged, this, &ResourcePanel::updateCount);
    connect(m_commands, &PageCommands::objectRead, &m_model, &ResourceListModel::upsert);
    connect(m_commands, &PageCommands::saved, this, &ResourcePanel::onSaved);
    connect(m_commands, &PageCommands::removed, this, &ResourcePanel::onRemoved);
    connect(m_commands, &PageCommands::done, this, &ResourcePanel::reloadIfStale);
    connect(m_commands, &PageCommands::openObjectRequested, this, &ResourcePanel::openObjectRequested);
    connect(m_commands, &PageCommands::newObjectRequested, this, &ResourcePanel::newObjectRequested);
    m_detail->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_detail, &QWidget::customContextMenuRequested, m_commands,
            [this](const QPoint &position) { m_commands->showReferenceMenu(*m_detail, position); });
}

void ResourcePanel::followChanges()
{
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
        if (!m_commands->applyingOwnChange())
            m_needsRefresh = true;
    });
    // Names of what the selected object refers to arrive as the lists are
    // read, and what uses it changes with any list: read whole, changed, or
    // failed. Coalesced: the six lists arrive one after another once
    // connected. A hidden panel shows the detail again when shown.
    m_namesDelay.setSingleShot(true);
    connect(&m_namesDelay, &QTimer::timeout, this, [this] {
        m_messages->dismissObjectError();
        m_proxy.namesChanged();
        if (isVisible())
            showDetail();
        else
            m_detailStale = true;
    });
    connect(&m_names, &NameBook::changed, &m_namesDelay, qOverload<>(&QTimer::start));
    connect(&m_names, &NameBook::failed, &m_namesDelay, qOverload<>(&QTimer::start));
}

void ResourcePanel::applyFilter()
{
    m_model.setQuery(m_filters->query());
    // Each error at its field; nothing is sent while there is one.
    if (const QStringList elsewhere = m_filters->showErrors(m_model.queryErrors()); !elsewhere.isEmpty())
        m_messages->showError(elsewhere.join(u'\n'), false);
    if (m_model.queryErrors().isEmpty())
        m_proxy.fetchMore(QModelIndex());
    updateCount();
}

void ResourcePanel::refresh()
{
    m_needsRefresh = true;
    m_proxy.live = false;
    if (isVisible())
        reload();
}

void ResourcePanel::refreshWithNames()
{
    m_names.reload(m_kind.id);
    refresh();
}

void ResourcePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_detailStale, false))
        showDetail();
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
    m_messages->dismiss();
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
    m_messages->showError(tr("The list could not be read. %1").arg(error.userMessage()), true);
}

void ResourcePanel::onEndedEarly()
{
    if (m_model.end() == Pager::End::Unreadable) {
        //: %1 is a kind's plural name inside a sentence (tools, …), %2 what the answer held and its request id.
        m_messages->showError(tr("The %1 could not be read: %2").arg(m_kind.pluralNameInText(), m_model.endReason()),
                              true);
        return;
    }
    // The rows read stay in view; the bar says they are not all of the list,
    // until the list is read again.
    //: %1 why paging stopped, then the request id.
    m_messages->showWarning(tr("The list ended early: %1").arg(m_model.endReason()));
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
    const bool loading = m_model.loading() || m_commands->isRequesting();
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
    return m_commands->busy();
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

void ResourcePanel::newObject(const QJsonObject &values)
{
    m_commands->newObject(values);
}

void ResourcePanel::editCurrent()
{
    m_commands->editCurrent();
}

void ResourcePanel::duplicateCurrent()
{
    m_commands->duplicateCurrent();
}

void ResourcePanel::deleteCurrent()
{
    m_commands->deleteCurrent();
}

void ResourcePanel::focusFilter()
{
    m_filters->focusSearch();
}

void ResourcePanel::onSaved(const QJsonObject &object)
{
    m_model.upsert(object);
    selectId(object.value(u"id"_s).toString());
    // The keyboard goes to the row saved, once its editor has gone (not back
    // to a filter the page had shown it to): Return edits it, Delete deletes it.
    if (m_table->isVisible())
        m_table->setFocus(Qt::OtherFocusReason);
    updateCount();
}

void ResourcePanel::onRemoved(const QString &id)
{
    m_model.removeById(id);
    Q_EMIT actionsChanged();
}

void ResourcePanel::showRowMenu(const QPoint &position)
{
    const QModelIndex at = m_table->indexAt(position);
    if (!at.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(at, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_commands->showRowMenu(m_table->viewport()->mapToGlobal(position));
}

void ResourcePanel::showObject(const QString &id)
{
    // The id as the object writes it (a reference may write it in another
    // case); one the console has not read is not looked for page by page.
    const RelationIndex::Kind kind = RelationIndex::kindOf(m_kind.id);
    const QString known = m_names.index().object(kind, id).value(u"id"_s).toString();
    if (known.isEmpty() && m_model.rowOfId(id) < 0) {
        //: %1 the object's label, which says it is not visible.
        m_messages->showNote(tr("“%1” cannot be shown: the console has not read it.").arg(m_names.label(kind, id)));
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
    m_messages->showNote(
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

void ResourcePanel::showDetail()
{
    m_detail->showObject(currentObject());
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
    if (paths.isEmpty() || !m_uploads)
        return;
    event->acceptProposedAction();
    m_uploads->upload(paths);
}

} // namespace baton

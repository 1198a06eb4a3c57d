#include "ui/history/HistoryPage.h"

#include "core/chat/ChatExport.h"
#include "ui/history/UsageView.h"
#include "ui/panels/ListTable.h"
#include "ui/panels/MessageBar.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/MessageBox.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// How long typing in the search field pauses before the search runs.
constexpr int SearchDelayMs = 150;

// A snippet with its matches in bold. The text is the history's, so it is
// escaped before the marks become tags.
class SnippetDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QString snippet = index.data(HistoryListModel::SnippetRole).toString();
        item.text.clear();
        QStyle *style = item.widget ? item.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);

        QString html = snippet.simplified().toHtmlEscaped();
        html.replace(HistoryStore::MatchStart, u"<b>"_s).replace(HistoryStore::MatchEnd, u"</b>"_s);
        QTextDocument document;
        document.setDefaultFont(item.font);
        document.setDocumentMargin(0);
        document.setHtml(html);
        const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &item, item.widget);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette = item.palette;
        context.palette.setColor(QPalette::Text,
                                 item.state & QStyle::State_Selected ? item.palette.color(QPalette::HighlightedText)
                                                                     : item.palette.color(QPalette::Text));
        painter->save();
        painter->translate(area.left(), area.top() + (area.height() - document.size().height()) / 2);
        painter->setClipRect(QRect(0, 0, area.width(), area.height()));
        document.documentLayout()->draw(painter, context);
        painter->restore();
    }
};

} // namespace

HistoryPage::HistoryPage(HistoryStore &store, QSettings &settings, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_settings(settings)
    , m_model(store)
{
    setObjectName(u"panel_history"_s);
    m_message = new MessageBar(this);

    m_search = new QLineEdit(this);
    m_search->setObjectName(u"historySearch"_s);
    m_search->setPlaceholderText(tr("Search messages and answers"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    auto *searchLabel = new QLabel(tr("&Search"), this);
    searchLabel->setBuddy(m_search);

    m_target = new QComboBox(this);
    m_target->setObjectName(u"historyTarget"_s);
    auto *targetLabel = new QLabel(tr("Tar&get"), this);
    targetLabel->setBuddy(m_target);

    m_period = new QComboBox(this);
    m_period->setObjectName(u"historyPeriod"_s);
    m_period->addItem(tr("Any time"), 0);
    m_period->addItem(tr("Today"), 1);
    m_period->addItem(tr("Last 7 days"), 7);
    m_period->addItem(tr("Last 30 days"), 30);
    auto *periodLabel = new QLabel(tr("&Period"), this);
    periodLabel->setBuddy(m_period);

    auto *filters = new QHBoxLayout;
    filters->addWidget(searchLabel);
    filters->addWidget(m_search, 3);
    filters->addSpacing(8);
    filters->addWidget(targetLabel);
    filters->addWidget(m_target, 2);
    filters->addSpacing(8);
    filters->addWidget(periodLabel);
    filters->addWidget(m_period);

    m_table = new QTableView(this);
    m_table->setObjectName(u"historyList"_s);
    m_table->setAccessibleName(tr("Conversations"));
    setUpListTable(m_table, &m_model);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setItemDelegateForColumn(HistoryListModel::Match, new SnippetDelegate(m_table));
    // The title and the match share the room; the date and the figures are read whole.
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(HistoryListModel::Title, QHeaderView::Stretch);
    header->setSectionResizeMode(HistoryListModel::Match, QHeaderView::Stretch);
    for (const int column :
         {int(HistoryListModel::Updated), int(HistoryListModel::Turns), int(HistoryListModel::Credits)})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_table->installEventFilter(this);

    m_preview = new QTextBrowser(this);
    m_preview->setObjectName(u"historyPreview"_s);
    m_preview->setAccessibleName(tr("Conversation"));
    m_preview->setOpenLinks(false);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(u"historySplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_preview);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    m_count = new QLabel(this);
    m_count->setObjectName(u"historyCount"_s);
    m_retention = new QComboBox(this);
    m_retention->setObjectName(u"historyRetention"_s);
    for (const int days : RetentionChoices)
        m_retention->addItem(days == 0 ? tr("Forever") : tr("%n day(s)", nullptr, days), days);
    auto *retentionLabel = new QLabel(tr("&Keep chats"), this);
    retentionLabel->setBuddy(m_retention);
    m_retention->setCurrentIndex(std::max(0, m_retention->findData(m_settings.value(RetentionKey, 0).toInt())));

    m_continue = new QPushButton(icons::icon(icons::Icon::Chat), tr("&Continue in chat"), this);
    m_continue->setObjectName(u"historyContinue"_s);
    m_continue->setToolTip(tr("Open the conversation in the chat, where the next message goes on with it (Return)"));
    m_rerun = new QPushButton(icons::icon(icons::Icon::Refresh), tr("Re-r&un against…"), this);
    m_rerun->setObjectName(u"historyRerun"_s);
    m_rerun->setToolTip(tr("Ask the conversation's messages again on the same or another target, and compare"));
    m_compare = new QPushButton(tr("Co&mpare"), this);
    m_compare->setObjectName(u"historyCompare"_s);
    m_compare->setToolTip(tr("Show this re-run beside the conversation it re-ran"));
    m_rename = new QPushButton(icons::icon(icons::Icon::Edit), tr("&Rename…"), this);
    m_rename->setObjectName(u"historyRename"_s);
    m_delete = new QPushButton(icons::icon(icons::Icon::Delete), tr("De&lete"), this);
    m_delete->setObjectName(u"historyDelete"_s);
    m_delete->setToolTip(tr("Delete the selected conversations from this computer (Delete)"));
    m_deleteAll = new QPushButton(tr("Dele&te all…"), this);
    m_deleteAll->setObjectName(u"historyDeleteAll"_s);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_count);
    bottom->addStretch(1);
    bottom->addWidget(retentionLabel);
    bottom->addWidget(m_retention);
    bottom->addSpacing(16);
    bottom->addWidget(m_continue);
    bottom->addWidget(m_rerun);
    bottom->addWidget(m_compare);
    bottom->addWidget(m_rename);
    bottom->addWidget(m_delete);
    bottom->addWidget(m_deleteAll);

    // Two tabs: the conversations, and what they cost.
    auto *conversations = new QWidget(this);
    conversations->setObjectName(u"historyConversations"_s);
    auto *list = new QVBoxLayout(conversations);
    list->addLayout(filters);
    list->addWidget(m_splitter, 1);
    list->addLayout(bottom);
    m_usage = new UsageView(store, this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"historyTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->setAccessibleName(tr("History"));
    m_tabs->addTab(conversations, tr("Conversations"));
    m_tabs->addTab(m_usage, tr("Usage"));
    // Coming to the usage with the focus puts it on the figures, not on a
    // chooser the wheel would turn.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_usage && m_usage->isAncestorOf(QApplication::focusWidget()))
            m_usage->findChild<QTableView *>(u"usageTable"_s)->setFocus();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(m_tabs, 1);

    m_searchDelay = new QTimer(this);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(SearchDelayMs);
    connect(m_searchDelay, &QTimer::timeout, this, &HistoryPage::applyFilters);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_search, &QLineEdit::returnPressed, this, &HistoryPage::applyFilters);
    connect(m_target, &QComboBox::activated, this, &HistoryPage::applyFilters);
    connect(m_period, &QComboBox::activated, this, &HistoryPage::applyFilters);
    connect(m_retention, &QComboBox::activated, this, [this] {
        m_settings.setValue(RetentionKey, m_retention->currentData().toInt());
        if (const qsizetype removed = applyRetention(m_store, m_settings); removed > 0) {
            m_message->showNote(tr("%n conversation(s) older than that were deleted.", nullptr, int(removed)));
            refresh();
        }
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        showCurrent();
        updateActions();
    });
    connect(m_table, &QTableView::activated, this, &HistoryPage::continueCurrent);
    connect(m_continue, &QPushButton::clicked, this, &HistoryPage::continueCurrent);
    connect(m_rerun, &QPushButton::clicked, this, &HistoryPage::rerunCurrent);
    connect(m_compare, &QPushButton::clicked, this, &HistoryPage::compareCurrent);
    connect(m_rename, &QPushButton::clicked, this, &HistoryPage::renameCurrent);
    connect(m_delete, &QPushButton::clicked, this, &HistoryPage::deleteSelected);
    connect(m_deleteAll, &QPushButton::clicked, this, &HistoryPage::deleteAll);
    connect(&m_model, &QAbstractItemModel::modelReset, this, &HistoryPage::updateActions);
    connect(&m_model, &QAbstractItemModel::rowsInserted, this, &HistoryPage::updateActions);

    rebuildTargets();
    applyFilters();
}

void HistoryPage::setNameLookup(HistoryListModel::NameLookup lookup)
{
    m_usage->setNameLookup(lookup);
    m_model.setNameLookup(std::move(lookup));
}

qsizetype HistoryPage::applyRetention(HistoryStore &store, const QSettings &settings)
{
    const int days = settings.value(RetentionKey, 0).toInt();
    if (days <= 0 || !store.isOpen())
        return 0;
    return std::max<qsizetype>(0, store.removeOlderThan(QDateTime::currentDateTimeUtc().addDays(-days)));
}

void HistoryPage::setProblem(const QString &text)
{
    m_problem = text;
    if (text.isEmpty())
        m_message->dismiss();
    else
        m_message->showWarning(text);
}

void HistoryPage::showWarning(const QString &text)
{
    m_message->showWarning(text);
}

void HistoryPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void HistoryPage::refresh()
{
    const QUuid current = currentId();
    rebuildTargets();
    m_model.reload();
    if (const int row = m_model.rowOf(current); row >= 0)
        m_table->selectRow(row);
    else if (m_model.rowCount() > 0)
        m_table->selectRow(0); // what is read below is never nothing while there is something
    showCurrent();
    updateActions();
    if (m_usage->isVisible())
        m_usage->refresh();
}

void HistoryPage::rebuildTargets()
{
    const QString chosen = m_target->currentData().toString();
    m_target->clear();
    m_target->addItem(tr("All targets"), QString());
    for (const auto &[target, name] : m_store.targets()) {
        ConversationSummary summary;
        summary.target = target;
        summary.targetName = name;
        m_target->addItem(m_model.targetText(summary), target);
    }
    m_target->setCurrentIndex(std::max(0, m_target->findData(chosen)));
}

void HistoryPage::applyFilters()
{
    m_searchDelay->stop();
    HistoryQuery query;
    query.target = m_target->currentData().toString();
    if (const int days = m_period->currentData().toInt(); days > 0) {
        query.from = QDate::currentDate().addDays(1 - days);
        query.to = QDate::currentDate();
    }
    m_model.show(query, m_search->text());
    m_table->setColumnHidden(HistoryListModel::Match, !m_model.isSearch());
    if (m_model.rowCount() > 0)
        m_table->selectRow(0);
    showCurrent();
    updateActions();
}

QUuid HistoryPage::currentId() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() && m_table->selectionModel()->isRowSelected(index.row()) ? m_model.summary(index.row()).id
                                                                                    : QUuid();
}

QList<QUuid> HistoryPage::selectedIds() const
{
    QList<QUuid> ids;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows()) {
        const QUuid id = m_model.summary(index.row()).id;
        if (!ids.contains(id))
            ids.append(id);
    }
    return ids;
}

void HistoryPage::showCurrent()
{
    const QUuid id = currentId();
    if (id.isNull()) {
        m_preview->clear();
        return;
    }
    const std::optional<StoredConversation> stored = m_store.load(id);
    if (!stored) {
        m_preview->setPlainText(m_store.lastError());
        return;
    }
    const QString target = m_model.targetText(stored->summary);
    QString markdown = ChatExport::conversationMarkdown(target, stored->turns);
    if (const QUuid of = stored->summary.replayOf; !of.isNull()) {
        const std::optional<StoredConversation> original = m_store.load(of);
        const QString title = original ? original->summary.title : tr("a conversation since deleted");
        markdown.prepend(u"*"_s + tr("A re-run of “%1”: Compare shows them side by side.").arg(title) + u"*\n\n"_s);
    }
    m_preview->setMarkdown(markdown);
}

void HistoryPage::updateActions()
{
    const qsizetype selected = m_table->selectionModel()->selectedRows().size();
    m_continue->setEnabled(!currentId().isNull());
    m_rerun->setEnabled(!currentId().isNull());
    const QModelIndex current = m_table->currentIndex();
    m_compare->setEnabled(!currentId().isNull() && !m_model.summary(current.row()).replayOf.isNull());
    m_rename->setEnabled(!currentId().isNull());
    m_delete->setEnabled(selected > 0);
    m_deleteAll->setEnabled(m_store.isOpen() && m_store.count({}) > 0);
    if (m_model.isSearch())
        m_count->setText(tr("%n matching message(s)", nullptr, m_model.rowCount()));
    else
        m_count->setText(tr("%n conversation(s)", nullptr, int(std::max<qsizetype>(0, m_model.total()))));
}

void HistoryPage::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void HistoryPage::continueCurrent()
{
    const QUuid id = currentId();
    if (!id.isNull())
        Q_EMIT continueRequested(id);
}

void HistoryPage::rerunCurrent()
{
    const QUuid id = currentId();
    if (!id.isNull())
        Q_EMIT rerunRequested(id);
}

void HistoryPage::compareCurrent()
{
    const QUuid id = currentId();
    if (!id.isNull() && m_compare->isEnabled())
        Q_EMIT compareRequested(id);
}

void HistoryPage::renameCurrent()
{
    const QUuid id = currentId();
    if (id.isNull())
        return;
    const ConversationSummary summary = m_model.summary(m_table->currentIndex().row());
    bool ok = false;
    const QString title
        = QInputDialog::getText(this, tr("Rename conversation"), tr("Title:"), QLineEdit::Normal, summary.title, &ok);
    if (!ok || title.trimmed().isEmpty())
        return;
    if (!m_store.setTitle(id, title))
        m_message->showError(tr("The title could not be saved: %1").arg(m_store.lastError()), false);
    refresh();
}

void HistoryPage::deleteSelected()
{
    const QList<QUuid> ids = selectedIds();
    if (ids.isEmpty())
        return;
    const QString question = ids.size() == 1
        ? tr("Delete the conversation “%1” from this computer? It cannot be brought back.")
              .arg(m_model.summary(m_table->currentIndex().row()).title)
        : tr("Delete %n conversation(s) from this computer? They cannot be brought back.", nullptr, int(ids.size()));
    if (MessageBox::question(this, tr("Delete conversations"), question,
                             {{QMessageBox::Yes, tr("Delete")}, {QMessageBox::Cancel, tr("Keep")}}, QMessageBox::Cancel)
        != QMessageBox::Yes)
        return;
    const int row = m_table->currentIndex().row();
    if (!m_store.remove(ids))
        m_message->showError(tr("The conversations could not be deleted: %1").arg(m_store.lastError()), false);
    m_model.reload();
    rebuildTargets();
    if (m_model.rowCount() > 0)
        m_table->selectRow(std::min(row, m_model.rowCount() - 1));
    showCurrent();
    updateActions();
}

void HistoryPage::deleteAll()
{
    const qsizetype count = m_store.count({});
    if (count <= 0)
        return;
    if (MessageBox::question(this, tr("Delete all conversations"),
                             tr("Delete all %n conversation(s) kept for this profile from this computer? They cannot "
                                "be brought back.",
                                nullptr, int(count)),
                             {{QMessageBox::Yes, tr("Delete all")}, {QMessageBox::Cancel, tr("Keep")}},
                             QMessageBox::Cancel)
        != QMessageBox::Yes)
        return;
    if (!m_store.removeAll())
        m_message->showError(tr("The conversations could not be deleted: %1").arg(m_store.lastError()), false);
    refresh();
}

bool HistoryPage::eventFilter(QObject *watched, QEvent *event)
{
    // Down from the search goes to what it found.
    if (watched == m_search && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down && m_model.rowCount() > 0) {
        if (!m_table->currentIndex().isValid())
            m_table->selectRow(0);
        m_table->setFocus(Qt::TabFocusReason);
        return true;
    }
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete && key->modifiers() == Qt::NoModifier) {
            deleteSelected();
            return true;
        }
        if (key->key() == Qt::Key_F2) {
            renameCurrent();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace baton

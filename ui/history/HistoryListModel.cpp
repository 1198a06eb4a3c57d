#include "ui/history/HistoryListModel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace baton {

HistoryListModel::HistoryListModel(HistoryStore &store, QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(store)
{ }

void HistoryListModel::show(const HistoryQuery &query, const QString &search)
{
    m_query = query;
    m_search = search.trimmed();
    reload();
}

void HistoryListModel::reload()
{
    const qsizetype wanted = std::max(PageSize, qsizetype(m_rows.size()));
    beginResetModel();
    m_rows.clear();
    m_total = -1;
    m_atEnd = false;
    if (isSearch()) {
        // The newest hits among the conversations the filters name.
        HistoryQuery hits = m_query;
        hits.limit = MaxHits;
        m_rows = m_store.search(m_search, hits);
        m_atEnd = true;
    } else {
        m_total = m_store.count(m_query);
        while (!m_atEnd && m_rows.size() < wanted) {
            for (const ConversationSummary &summary : nextPage())
                m_rows.append(HistoryHit {summary, -1, {}});
        }
    }
    endResetModel();
}

QList<ConversationSummary> HistoryListModel::nextPage()
{
    HistoryQuery page = m_query;
    page.offset = m_rows.size();
    page.limit = PageSize;
    const QList<ConversationSummary> rows = m_store.list(page);
    m_atEnd = rows.size() < PageSize;
    return rows;
}

bool HistoryListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_atEnd;
}

void HistoryListModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const QList<ConversationSummary> rows = nextPage();
    if (rows.isEmpty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + rows.size() - 1));
    for (const ConversationSummary &summary : rows)
        m_rows.append(HistoryHit {summary, -1, {}});
    endInsertRows();
}

int HistoryListModel::rowOf(const QUuid &id) const
{
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).conversation.id == id)
            return int(row);
    }
    return -1;
}

QString HistoryListModel::targetText(const ConversationSummary &summary) const
{
    if (!summary.targetName.isEmpty())
        return summary.targetName;
    const QString now = m_nameOf ? m_nameOf(summary.target) : QString();
    return now.isEmpty() ? summary.target : now;
}

int HistoryListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HistoryListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const HistoryHit &row = m_rows.at(index.row());
    const ConversationSummary &c = row.conversation;
    if (role == SnippetRole)
        return row.snippet;
    if (role == Qt::TextAlignmentRole)
        return index.column() == Turns || index.column() == Credits ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                    : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Title:
        return c.title.isEmpty() ? tr("(no message)") : c.title;
    case Match: {
        QString text = row.snippet;
        text.remove(HistoryStore::MatchStart).remove(HistoryStore::MatchEnd);
        return text.simplified();
    }
    case Target:
        return targetText(c);
    case Updated:
        return role == Qt::ToolTipRole ? QLocale().toString(c.updatedAt.toLocalTime(), QLocale::LongFormat)
                                       : QLocale().toString(c.updatedAt.toLocalTime(), QLocale::ShortFormat);
    case Turns:
        return c.turnCount;
    case Credits:
        return c.credits > 0 ? QLocale().toString(c.credits, 'f', 2) : QString();
    default:
        return {};
    }
}

QVariant HistoryListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Title:
        return tr("Title");
    case Match:
        return tr("Match");
    case Target:
        return tr("Target");
    case Updated:
        return tr("Last message");
    case Turns:
        return tr("Turns");
    case Credits:
        return tr("Credits");
    default:
        return {};
    }
}

} // namespace baton

#pragma once

#include "core/history/HistoryStore.h"

#include <QAbstractTableModel>

#include <functional>

namespace baton {

// The rows of the history page: the conversations a HistoryQuery names,
// newest first, read PageSize at a time as the view scrolls (fetchMore());
// or, with a search text, the turns that match it, each with its snippet.
// Reads the store only; the page asks it to reload after a change.
class HistoryListModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Title, Match, Target, Updated, Turns, Credits, ColumnCount };
    static constexpr qsizetype PageSize = 100;
    // The most matching turns a search shows, newest first: a word more narrows them.
    static constexpr qsizetype MaxHits = 100;
    // The snippet of a search row, with its HistoryStore::MatchStart/End marks.
    static constexpr int SnippetRole = Qt::UserRole + 1;

    using NameLookup = std::function<QString(const QString &target)>;

    explicit HistoryListModel(HistoryStore &store, QObject *parent = nullptr);

    // The target's current name, for rows whose name was not known when they were held.
    void setNameLookup(NameLookup lookup) { m_nameOf = std::move(lookup); }
    // Shows the conversations `query` names (its offset and limit are the
    // model's own); with `search` not empty, the matching turns among them.
    void show(const HistoryQuery &query, const QString &search);
    // Reads what show() asked for again, as far as it had been read.
    void reload();

    [[nodiscard]] bool isSearch() const { return !m_search.isEmpty(); }
    // How many conversations the query names (not the rows read so far); -1 when unknown.
    [[nodiscard]] qsizetype total() const { return m_total; }
    [[nodiscard]] const ConversationSummary &summary(int row) const { return m_rows.at(row).conversation; }
    [[nodiscard]] qsizetype turnOf(int row) const { return m_rows.at(row).position; }
    // The row of conversation `id` (its first matching turn in a search); -1 when none is shown.
    [[nodiscard]] int rowOf(const QUuid &id) const;
    // The target as a person reads it: its name then, its name now, or the target itself.
    [[nodiscard]] QString targetText(const ConversationSummary &summary) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

private:
    // The PageSize conversations after the rows read; sets m_atEnd.
    [[nodiscard]] QList<ConversationSummary> nextPage();

    HistoryStore &m_store;
    NameLookup m_nameOf;
    HistoryQuery m_query;
    QString m_search;
    QList<HistoryHit> m_rows; // a list row is a hit with no snippet
    qsizetype m_total = -1;
    bool m_atEnd = true;
};

} // namespace baton

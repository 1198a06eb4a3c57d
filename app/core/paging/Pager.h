#pragma once

#include "resources/ResourceKind.h"
#include "resources/Validator.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

#include <optional>

namespace baton {

// Walks one list of a resource page by page, in the kind's paging family:
// builds the query of each request (the user's filter, then `limit` and
// `cursor`, or `page` and `pageSize`, always with the page size explicit) and
// reads each response's envelope to know whether, and how, to go on. Owns the
// position in the list; sends nothing itself.
class Pager final
{
    Q_DECLARE_TR_FUNCTIONS(baton::Pager)

public:
    using Query = QList<QPair<QString, QString>>;

    // A filter field with an empty value means "no filter on this field" and
    // is not sent. `kind` must outlive the pager (ResourceKind::get() does).
    Pager(const ResourceKind &kind, int pageSize, const Query &filter = {});

    [[nodiscard]] const ResourceKind &kind() const { return *m_kind; }
    [[nodiscard]] int pageSize() const { return m_pageSize; }

    // What forbids sending anything, one error per query field: the page size
    // (under its parameter name) and the filter's fields. Empty when the list
    // can be fetched. While it is not, both queries are empty and hasMore()
    // is false.
    [[nodiscard]] const QList<FieldError> &validate() const { return m_errors; }

    // The query of the first page, whatever has been read so far.
    [[nodiscard]] QUrlQuery firstQuery() const;
    // The query of the next request to send; empty once hasMore() is false.
    [[nodiscard]] QUrlQuery nextQuery() const;

    // Reads the response to the query nextQuery() gave, returns its items and
    // moves on. Ends the list (with a warning) when the server repeats a
    // cursor, answers another page than the one asked for, or sends the same
    // items again.
    QJsonArray consume(const QJsonValue &body);

    [[nodiscard]] bool hasMore() const { return m_hasMore; }
    // The number of items in the whole list, as the latest response that gave
    // one said (the page family's `total`); nothing until then.
    [[nodiscard]] std::optional<qint64> total() const { return m_total; }
    // What the last consume() could not read or chose to stop on, for the
    // request log.
    [[nodiscard]] const QStringList &warnings() const { return m_warnings; }
    // False when the last consume() found no list of items in the body
    // (ListEnvelope::readable); the list then ends.
    [[nodiscard]] bool lastPageReadable() const { return m_lastPageReadable; }

    // An item already read was deleted: in the page family every later item
    // moves one place up, so the next request reads again from the page that
    // now holds the first item not yet read (the caller merges by id).
    void itemDeleted();

    // Back to the first page, as if nothing had been read.
    void reset();

private:
    [[nodiscard]] QUrlQuery query(qint64 page, const QString &cursor) const;
    // Page family: the page that holds the first item not yet read.
    [[nodiscard]] qint64 pageToRead() const;

    const ResourceKind *m_kind;
    int m_pageSize;
    Query m_filter;
    QList<FieldError> m_errors;

    bool m_hasMore = true;
    qint64 m_page = 1;   // page family: the page after the last one read
    qint64 m_deleted = 0; // page family: items read, then deleted, since that page was read
    QString m_cursor;    // cursor family: what nextQuery() sends; empty on the first page
    QSet<QString> m_usedCursors;
    QJsonArray m_previousItems;
    QStringList m_warnings;
    bool m_lastPageReadable = true;
    std::optional<qint64> m_total;
};

} // namespace baton

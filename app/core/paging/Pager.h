#pragma once

#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"

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

struct ApiResult;
struct ListEnvelope;

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

    // How the walk through the list ended, for every reader alike: a list
    // that ended early is not the whole list, and one that could not be read
    // is not an empty one.
    enum class End : quint8 {
        NotYet, // pages are still to be read (hasMore()), or nothing may be sent (validate())
        Complete, // the last page was read: the items read are the whole list
        Unreadable, // a response held no list of items (ListEnvelope::readable)
        Incomplete, // paging stopped before the end the server announced; endReason() says why
    };

    // Empty pages, each naming a next one, read in a row before the list is
    // ended as Incomplete: a server may skip a filtered-out page or two, but
    // one that never sends an item would be followed for ever.
    static constexpr int MaxEmptyPagesInARow = 10;

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
    // moves on. Ends the list as Incomplete (with a warning) when the server
    // repeats a cursor, answers another page than the one asked for, sends the
    // same items again, sends a page shorter than its `total` promises, or
    // sends MaxEmptyPagesInARow empty pages in a row; as Unreadable when the
    // body holds no list of items (give it a null value for a body that is
    // not JSON).
    QJsonArray consume(const QJsonValue &body);
    // What consume() is given for a successful answer: its JSON array or
    // object, or a null value for a body that is not JSON (a proxy's sign-in
    // page), which ends the list as Unreadable rather than as an empty one.
    [[nodiscard]] static QJsonValue body(const ApiResult &answer);

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
    // How the list ended; NotYet while hasMore().
    [[nodiscard]] End end() const { return m_end; }
    [[nodiscard]] bool isComplete() const { return m_end == End::Complete; }
    // Why the list ended Unreadable or Incomplete, in words for a person (the
    // warning that ended it); empty otherwise.
    [[nodiscard]] const QString &endReason() const { return m_endReason; }
    // endReason() as a reader of the list shows it, after the answer it ended
    // on: for an Unreadable list also what that answer held (its status,
    // content type and how its body begins), then its request id.
    [[nodiscard]] QString describeEnd(const ApiResult &lastAnswer) const;

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
    // Page family: how many items the response's `total` (or `totalPages`)
    // says its page holds; nothing when it does not say.
    [[nodiscard]] std::optional<qint64> promisedItems(const ListEnvelope &envelope, qint64 asked) const;

    const ResourceKind *m_kind;
    int m_pageSize;
    Query m_filter;
    QList<FieldError> m_errors;

    bool m_hasMore = true;
    qint64 m_page = 1; // page family: the page after the last one read
    qint64 m_deleted = 0; // page family: items read, then deleted, since that page was read
    QString m_cursor; // cursor family: what nextQuery() sends; empty on the first page
    QSet<QString> m_usedCursors;
    QJsonArray m_previousItems;
    QStringList m_warnings;
    bool m_lastPageReadable = true;
    std::optional<qint64> m_total;
    int m_emptyPagesInARow = 0;
    End m_end = End::NotYet;
    QString m_endReason;
};

} // namespace baton

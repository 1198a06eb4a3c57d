#include "core/paging/Pager.h"

#include "core/api/ApiResult.h"
#include "core/paging/ListEnvelope.h"

#include <QUrl>

#include <algorithm>

namespace baton {

namespace {

using namespace Qt::StringLiterals;

bool isPagingField(const QString &name)
{
    return name == u"limit"_s || name == u"cursor"_s || name == u"page"_s || name == u"pageSize"_s;
}

// QUrlQuery takes its input as already encoded: a '+' would reach the server
// as a space and "%41" as "A". Encoding every key and value first sends them
// as they are, which matters for opaque (often base64) cursors.
void addEncoded(QUrlQuery &query, const QString &key, const QString &value)
{
    query.addQueryItem(QString::fromLatin1(QUrl::toPercentEncoding(key)),
                       QString::fromLatin1(QUrl::toPercentEncoding(value)));
}

} // namespace

Pager::Pager(const ResourceKind &kind, int pageSize, const Query &filter)
    : m_kind(&kind)
    , m_pageSize(pageSize)
{
    for (const auto &item : filter) {
        if (!item.second.isEmpty())
            m_filter.append(item);
    }

    if (kind.paging == PagingFamily::None) {
        m_errors.append({QString(), tr("%1 cannot be listed.").arg(kind.pluralName())});
    } else {
        Query filterFields;
        for (const auto &item : std::as_const(m_filter)) {
            if (isPagingField(item.first))
                m_errors.append({item.first, tr("Paging is set by the list itself; remove this field.")});
            else
                filterFields.append(item);
        }
        filterFields.append({kind.pageSizeParameter(), QString::number(pageSize)});
        m_errors << Validator::validateQuery(kind, filterFields);
    }
    m_hasMore = m_errors.isEmpty();
}

QUrlQuery Pager::firstQuery() const
{
    if (!m_errors.isEmpty())
        return {};
    return query(1, QString());
}

QUrlQuery Pager::nextQuery() const
{
    if (!m_hasMore)
        return {};
    return query(pageToRead(), m_cursor);
}

qint64 Pager::pageToRead() const
{
    if (m_pageSize <= 0)
        return m_page;
    // Items 0 .. (m_page - 1) * pageSize - 1 were read; m_deleted of them are gone.
    const qint64 firstUnread = std::max<qint64>(0, (m_page - 1) * m_pageSize - m_deleted);
    return firstUnread / m_pageSize + 1;
}

void Pager::itemDeleted()
{
    if (m_kind->paging != PagingFamily::Page || !m_hasMore)
        return;
    ++m_deleted;
    // The page read again is not the same as the previous one repeated.
    m_previousItems = {};
}

QUrlQuery Pager::query(qint64 page, const QString &cursor) const
{
    QUrlQuery q;
    for (const auto &[key, value] : m_filter)
        addEncoded(q, key, value);
    if (m_kind->paging == PagingFamily::Cursor) {
        addEncoded(q, u"limit"_s, QString::number(m_pageSize));
        if (!cursor.isEmpty())
            addEncoded(q, u"cursor"_s, cursor);
    } else {
        addEncoded(q, u"page"_s, QString::number(page));
        addEncoded(q, u"pageSize"_s, QString::number(m_pageSize));
    }
    return q;
}

QJsonArray Pager::consume(const QJsonValue &body)
{
    const bool walking = m_hasMore;
    const qint64 asked = m_kind->paging == PagingFamily::Page ? pageToRead() : m_page;
    ListEnvelope envelope = ListEnvelope::parse(body, m_kind->paging, m_pageSize, asked);
    m_warnings = envelope.warnings;
    m_lastPageReadable = envelope.readable;
    if (envelope.total)
        m_total = envelope.total;
    bool more = m_hasMore && envelope.hasMore;
    // Why the list stops short of the end the server announced.
    QString cut = envelope.cutShort;
    const auto stop = [&](const QString &warning) {
        m_warnings << warning;
        cut = warning;
        more = false;
    };

    if (more && envelope.page && *envelope.page != asked)
        stop(tr("Page %1 was asked for and page %2 came back; paging stopped.").arg(asked).arg(*envelope.page));
    if (!envelope.items.isEmpty() && envelope.items == m_previousItems) {
        stop(tr("The server sent the same items as for the previous request; paging stopped so that the list "
                "does not repeat itself."));
        envelope.items = {};
    }
    if (walking && cut.isEmpty() && m_kind->paging == PagingFamily::Page) {
        if (const std::optional<qint64> promised = promisedItems(envelope, asked);
            promised && envelope.items.size() < *promised)
            //: %1 the page number, %n the items it held, %2 the list's total (a number of items, or "3 pages"),
            //: %3 the items the total promises.
            stop(tr("Page %1 holds %n item(s) where the list's total of %2 promises %3; paging stopped, and the "
                    "items after them were not read.",
                    nullptr, int(envelope.items.size()))
                     .arg(envelope.page.value_or(asked))
                     .arg(envelope.total ? QString::number(*envelope.total)
                                         : tr("%n page(s)", nullptr, int(envelope.totalPages.value_or(0))))
                     .arg(*promised));
    }
    if (more) {
        m_emptyPagesInARow = envelope.items.isEmpty() ? m_emptyPagesInARow + 1 : 0;
        if (m_emptyPagesInARow >= MaxEmptyPagesInARow)
            stop(tr("The server sent %n empty page(s) in a row, each naming another; paging stopped.", nullptr,
                    m_emptyPagesInARow));
    }
    if (more && m_kind->paging == PagingFamily::Cursor) {
        if (envelope.nextCursor == m_cursor || m_usedCursors.contains(envelope.nextCursor)) {
            stop(tr("The server sent a cursor it had already sent; paging stopped so that the list does not loop."));
        } else {
            m_usedCursors.insert(envelope.nextCursor);
            m_cursor = envelope.nextCursor;
        }
    }
    if (more && m_kind->paging == PagingFamily::Page) {
        m_page = asked + 1;
        m_deleted = 0;
    }

    m_previousItems = envelope.items;
    m_hasMore = more;
    if (walking && !more) {
        if (!envelope.readable) {
            m_end = End::Unreadable;
            m_endReason = envelope.warnings.isEmpty() ? QString() : envelope.warnings.constLast();
        } else if (!cut.isEmpty()) {
            m_end = End::Incomplete;
            m_endReason = cut;
        } else {
            m_end = End::Complete;
        }
    }
    return envelope.items;
}

QJsonValue Pager::body(const ApiResult &answer)
{
    if (answer.json.isArray())
        return answer.json.array();
    if (answer.json.isObject())
        return answer.json.object();
    return {};
}

QString Pager::describeEnd(const ApiResult &lastAnswer) const
{
    QString reason = m_endReason;
    if (m_end == End::Unreadable) {
        //: Stands for the content type of an answer that had none.
        const QString type = lastAnswer.contentType.isEmpty() ? tr("no content type") : lastAnswer.contentType;
        const QString text = ApiError::readableText(lastAnswer.body);
        reason += u' '
            + (text.isEmpty()
                   //: %1 the HTTP status, %2 the content type of an answer with an empty body.
                   ? tr("The answer (HTTP %1, %2) is empty.").arg(lastAnswer.httpStatus).arg(type)
                   //: %1 the HTTP status, %2 the content type, %3 the start of the answer's text.
                   : tr("The answer (HTTP %1, %2) begins: “%3”").arg(lastAnswer.httpStatus).arg(type, text));
    }
    return reason + u' ' + ApiError::requestIdNote(lastAnswer.requestId);
}

std::optional<qint64> Pager::promisedItems(const ListEnvelope &envelope, qint64 asked) const
{
    const qint64 page = envelope.page.value_or(asked);
    const qint64 pageSize = envelope.pageSize.value_or(0) > 0 ? *envelope.pageSize : m_pageSize;
    if (page < 1 || pageSize < 1)
        return std::nullopt;
    if (envelope.total) {
        // Without the overflow of (page - 1) * pageSize for a page far past the end.
        const qint64 before = *envelope.total / pageSize >= page - 1 ? (page - 1) * pageSize : *envelope.total;
        return std::min(pageSize, *envelope.total - before);
    }
    if (envelope.totalPages && page < *envelope.totalPages)
        return pageSize;
    return std::nullopt;
}

void Pager::reset()
{
    m_hasMore = m_errors.isEmpty();
    m_page = 1;
    m_deleted = 0;
    m_cursor.clear();
    m_usedCursors.clear();
    m_previousItems = {};
    m_warnings.clear();
    m_lastPageReadable = true;
    m_total.reset();
    m_emptyPagesInARow = 0;
    m_end = End::NotYet;
    m_endReason.clear();
}

} // namespace baton

#include "core/paging/ListEnvelope.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace baton {

namespace {

using namespace Qt::StringLiterals;

// A member of the envelope and the name it was found under, for warnings.
struct Member {
    QString name;
    QJsonValue value;
};

// Looks for the first of `names` that holds a value, at the top level of the
// envelope or else in its `pagination` object. Names come first so that an
// explicit "nextCursor" anywhere wins over a bare "cursor". Null counts as
// absent.
std::optional<Member> lookup(const QJsonObject &top, const QJsonObject &pagination, const QStringList &names)
{
    for (const QString &name : names) {
        const QJsonValue atTop = top.value(name);
        if (!atTop.isUndefined() && !atTop.isNull())
            return Member {name, atTop};
        const QJsonValue nested = pagination.value(name);
        if (!nested.isUndefined() && !nested.isNull())
            return Member {u"pagination."_s + name, nested};
    }
    return std::nullopt;
}

// A count or a page number: a whole non-negative number, or its digits as a
// string.
std::optional<qint64> toCount(const QJsonValue &value)
{
    constexpr double maxSafeInteger = 9007199254740991.0;
    if (value.isDouble()) {
        const double v = value.toDouble();
        if (std::isfinite(v) && std::trunc(v) == v && v >= 0 && v <= maxSafeInteger)
            return static_cast<qint64>(v);
        return std::nullopt;
    }
    const QString text = value.toString();
    if (value.isString() && !text.isEmpty() && text.size() <= 15
        && std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return text.toLongLong();
    return std::nullopt;
}

class Reader
{
public:
    Reader(const QJsonObject &top, const QJsonObject &pagination, ListEnvelope &envelope)
        : m_top(top)
        , m_pagination(pagination)
        , m_envelope(envelope)
    { }

    std::optional<qint64> count(const QStringList &names)
    {
        const std::optional<Member> member = lookup(m_top, m_pagination, names);
        if (!member)
            return std::nullopt;
        const std::optional<qint64> value = toCount(member->value);
        if (!value)
            warn(ListEnvelope::tr("“%1” in the list response is not a whole number; it was ignored."), *member);
        return value;
    }

    std::optional<bool> flag(const QStringList &names)
    {
        const std::optional<Member> member = lookup(m_top, m_pagination, names);
        if (!member)
            return std::nullopt;
        if (!member->value.isBool()) {
            warn(ListEnvelope::tr("“%1” in the list response is not true or false; it was ignored."), *member);
            return std::nullopt;
        }
        return member->value.toBool();
    }

    // An absent, null or empty cursor means the last page.
    QString cursor()
    {
        const std::optional<Member> member
            = lookup(m_top, m_pagination, {u"nextCursor"_s, u"next_cursor"_s, u"cursor"_s});
        if (!member)
            return {};
        if (!member->value.isString()) {
            warn(ListEnvelope::tr("“%1” in the list response is not a string; paging stopped."), *member);
            m_envelope.cutShort = m_envelope.warnings.constLast();
            return {};
        }
        return member->value.toString();
    }

private:
    void warn(const QString &message, const Member &member) { m_envelope.warnings << message.arg(member.name); }

    const QJsonObject &m_top;
    const QJsonObject &m_pagination;
    ListEnvelope &m_envelope;
};

// Finds the items of an envelope object. Null under a known key is an empty
// list, as some servers write an empty one.
bool readItems(const QJsonObject &top, ListEnvelope &envelope)
{
    static const QStringList keys {u"data"_s, u"items"_s, u"results"_s};
    for (const QString &key : keys) {
        const QJsonValue value = top.value(key);
        if (value.isArray()) {
            envelope.items = value.toArray();
            return true;
        }
    }
    for (const QString &key : keys) {
        const QJsonValue value = top.value(key);
        if (value.isNull())
            return true;
        if (!value.isUndefined()) {
            envelope.warnings
                << ListEnvelope::tr("“%1” in the list response is not an array; no items were read.").arg(key);
            return false;
        }
    }
    envelope.warnings << ListEnvelope::tr("The list response holds no list of items (looked for “data”, “items”, "
                                          "“results” and a bare array); no items were read.");
    return false;
}

void decideCursorPage(Reader &reader, ListEnvelope &envelope)
{
    const std::optional<bool> more = reader.flag({u"hasMore"_s, u"has_more"_s});
    const QString cursor = reader.cursor();
    // An empty page that names a next one is not the end: the Pager's
    // repeated-cursor check ends a list that would loop.
    if (more == false) {
        // The server says the list ends here: a cursor it could not read names nothing missing.
        envelope.cutShort.clear();
        return;
    }
    if (cursor.isEmpty()) {
        if (more == true) {
            envelope.warnings << ListEnvelope::tr(
                "The list response says more items follow but gives no cursor; paging stopped.");
            envelope.cutShort = envelope.warnings.constLast();
        }
        return;
    }
    envelope.nextCursor = cursor;
    envelope.hasMore = true;
}

void decideNumberedPage(Reader &reader, ListEnvelope &envelope, int requestedPageSize, qint64 requestedPage)
{
    envelope.page = reader.count({u"page"_s});
    envelope.pageSize = reader.count({u"pageSize"_s, u"page_size"_s});
    envelope.total = reader.count({u"total"_s, u"totalCount"_s, u"total_count"_s});
    envelope.totalPages = reader.count({u"totalPages"_s, u"total_pages"_s});
    const std::optional<bool> more = reader.flag({u"hasMore"_s, u"has_more"_s});

    const qint64 page = envelope.page.value_or(requestedPage);
    const qint64 pageSize = envelope.pageSize.value_or(0) > 0 ? *envelope.pageSize : requestedPageSize;
    if (envelope.items.isEmpty() || more == false)
        return;
    if (envelope.totalPages) {
        envelope.hasMore = page < *envelope.totalPages;
    } else if (envelope.total) {
        // page < ceil(total / pageSize), without the overflow of page * pageSize.
        envelope.hasMore = page < (*envelope.total + pageSize - 1) / pageSize;
    } else if (more == true) {
        envelope.hasMore = true;
    } else {
        envelope.hasMore = envelope.items.size() >= pageSize;
    }
}

} // namespace

ListEnvelope ListEnvelope::parse(const QJsonValue &body, PagingFamily family, int requestedPageSize,
                                 qint64 requestedPage)
{
    ListEnvelope envelope;
    QJsonObject top;
    QJsonObject pagination;
    if (body.isArray()) {
        envelope.items = body.toArray();
    } else if (body.isObject()) {
        top = body.toObject();
        const QJsonValue nested = top.value(u"pagination"_s);
        if (nested.isObject())
            pagination = nested.toObject();
        else if (!nested.isUndefined() && !nested.isNull())
            envelope.warnings << tr("“pagination” in the list response is not an object; it was ignored.");
        if (!readItems(top, envelope)) {
            envelope.readable = false;
            return envelope;
        }
    } else {
        envelope.warnings << tr("The list response is neither a JSON object nor an array; no items were read.");
        envelope.readable = false;
        return envelope;
    }

    const auto notObject = std::count_if(envelope.items.cbegin(), envelope.items.cend(),
                                         [](const QJsonValue &item) { return !item.isObject(); });
    if (notObject > 0)
        envelope.warnings << tr("Items that are not JSON objects: %1 of %2.").arg(notObject).arg(envelope.items.size());

    Reader reader(top, pagination, envelope);
    switch (family) {
    case PagingFamily::Cursor:
        decideCursorPage(reader, envelope);
        break;
    case PagingFamily::Page:
        decideNumberedPage(reader, envelope, std::max(requestedPageSize, 1), requestedPage);
        break;
    case PagingFamily::None:
        break;
    }
    return envelope;
}

} // namespace baton

#include "sandbox/ListQuery.h"

#include "core/resources/Validator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

SandboxError queryError(const QList<FieldError> &errors)
{
    QList<QPair<QString, QString>> details;
    for (const FieldError &e : errors)
        details.append({e.field, e.message});
    return SandboxError::validation(details);
}

} // namespace

std::variant<ListQuery, SandboxError> ListQuery::parse(const ResourceKind &kind, const QUrlQuery &query)
{
    QList<QPair<QString, QString>> items = query.queryItems(QUrl::FullyDecoded);
    // "?&limit=5" has an empty item: nothing was asked with it.
    items.removeIf([](const QPair<QString, QString> &item) { return item.first.isEmpty() && item.second.isEmpty(); });
    if (const QList<FieldError> errors = Validator::validateQuery(kind, items); !errors.isEmpty())
        return queryError(errors);

    ListQuery q;
    q.m_kind = &kind;
    switch (kind.id) {
    case ResourceKind::Id::Secret:
        q.m_sort = Sort::Created;
        break;
    case ResourceKind::Id::CustomModel:
    case ResourceKind::Id::GroupModel:
        q.m_sort = Sort::Updated;
        break;
    default:
        q.m_sort = Sort::CreatedAscending;
        break;
    }
    QString cursor;
    // A repeated parameter: the first one counts.
    for (auto it = items.crbegin(); it != items.crend(); ++it) {
        const auto &[name, value] = *it;
        if (name == u"limit"_s || name == u"pageSize"_s)
            q.m_pageSize = value.toInt();
        else if (name == u"page"_s)
            q.m_page = value.toInt();
        else if (name == u"cursor"_s)
            cursor = value;
        else if (name == u"sort"_s)
            q.m_sort = value == u"created"_s ? Sort::Created
                : value == u"name"_s         ? Sort::Name
                : value == u"author"_s       ? Sort::Author
                                             : Sort::Updated;
        else if (name == u"scope"_s)
            q.scope = value;
        else if (name == u"teamId"_s)
            q.teamId = value.toLower();
        else if (name == u"q"_s || name == u"search"_s)
            q.search = value.toCaseFolded();
        else if (name == u"category"_s)
            q.category = value.toCaseFolded();
        else if (name == u"tags"_s) {
            q.tags.clear();
            for (const QString &tag : value.split(u',', Qt::SkipEmptyParts)) {
                if (!tag.trimmed().isEmpty())
                    q.tags.append(tag.trimmed().toCaseFolded());
            }
            q.tags.removeDuplicates();
        } else if (name == u"credentialMode"_s)
            q.credentialMode = value;
        else if (name == u"mode"_s)
            q.mode = value;
        else if (name == u"scopeType"_s)
            q.scopeType = value;
        else if (name == u"scopeId"_s)
            q.scopeId = value.toLower();
        else if (name == u"resourceType"_s)
            q.resourceType = value;
        else if (name == u"status"_s)
            q.status = value;
    }

    if (!cursor.isEmpty()) {
        const QJsonArray parts = QJsonDocument::fromJson(QByteArray::fromBase64(cursor.toLatin1(),
                                                                                QByteArray::Base64UrlEncoding
                                                                                    | QByteArray::OmitTrailingEquals))
                                     .array();
        if (parts.size() != 5 || parts.at(0).toString() != sortName(q.m_sort) || !parts.at(4).isString())
            return queryError({{u"cursor"_s,
                                tr("This cursor does not belong to this list and order; "
                                   "start again without a cursor.")}});
        q.m_after = SortKey {qint64(parts.at(1).toDouble()), parts.at(2).toString(), parts.at(3).toString(),
                             parts.at(4).toString()};
    }
    return q;
}

bool ListQuery::matchesContent(const Record &r) const
{
    const QJsonObject &o = r.object;
    if (!search.isEmpty() && !r.nameKey.contains(search) && !r.descriptionKey.contains(search))
        return false;
    if (!category.isEmpty() && o.value(u"category"_s).toString().toCaseFolded() != category)
        return false;
    if (!tags.isEmpty()) {
        // A set: looking for each asked tag among the carried ones would cost
        // their product, and both lists are as long as the client makes them.
        const QJsonArray carried = o.value(u"tags"_s).toArray();
        QSet<QString> folded;
        folded.reserve(carried.size());
        for (const QJsonValue &t : carried)
            folded.insert(t.toString().toCaseFolded());
        for (const QString &tag : tags) {
            if (!folded.contains(tag))
                return false;
        }
    }
    if (!credentialMode.isEmpty() && o.value(u"credentialMode"_s).toString() != credentialMode)
        return false;
    if (!mode.isEmpty() && o.value(u"defaultMode"_s).toString() != mode)
        return false;
    if (!resourceType.isEmpty() && o.value(u"resourceType"_s).toString() != resourceType)
        return false;
    if (!status.isEmpty() && o.value(u"status"_s).toString() != status)
        return false;
    return true;
}

QString ListQuery::filterKey() const
{
    return QStringList {m_kind->key, sortName(m_sort), scope,          teamId, search,
                        category,    tags.join(u','),  credentialMode, mode,   scopeType,
                        scopeId,     resourceType,     status}
        .join(u'\n');
}

ListQuery::SortKey ListQuery::keyOf(const Record &r, Sort sort)
{
    switch (sort) {
    case Sort::CreatedAscending:
    case Sort::Created:
        return {qint64(r.createdSeq), {}, {}, r.id};
    case Sort::Updated:
        return {qint64(r.updatedSeq), {}, {}, r.id};
    case Sort::Name:
        return {0, r.nameKey, {}, r.id};
    case Sort::Author:
        return {0, r.ownerKey, r.nameKey, r.id};
    }
    return {};
}

bool ListQuery::before(const SortKey &a, const SortKey &b, Sort sort)
{
    switch (sort) {
    case Sort::CreatedAscending:
        return a.number < b.number;
    case Sort::Created:
    case Sort::Updated:
        return a.number > b.number;
    case Sort::Name:
    case Sort::Author:
        break;
    }
    if (const int c = a.text.compare(b.text); c != 0)
        return c < 0;
    if (const int c = a.text2.compare(b.text2); c != 0)
        return c < 0;
    return a.id < b.id;
}

QString ListQuery::cursorFor(const Record &record) const
{
    const SortKey k = keyOf(record, m_sort);
    const QJsonArray parts {sortName(m_sort), double(k.number), k.text, k.text2, k.id};
    return QString::fromLatin1(QJsonDocument(parts)
                                   .toJson(QJsonDocument::Compact)
                                   .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString ListQuery::sortName(Sort sort)
{
    switch (sort) {
    case Sort::CreatedAscending:
        return u"creation"_s;
    case Sort::Created:
        return u"created"_s;
    case Sort::Updated:
        return u"updated"_s;
    case Sort::Name:
        return u"name"_s;
    case Sort::Author:
        return u"author"_s;
    }
    return {};
}

} // namespace baton::sandbox

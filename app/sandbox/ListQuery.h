#pragma once

#include "core/resources/ResourceKind.h"
#include "sandbox/Record.h"
#include "sandbox/Reply.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

#include <optional>
#include <variant>

namespace baton::sandbox {

// A list request of one resource type, read from its query string after the
// Validator has checked it: the filters, the order, and where the page starts.
//
// Orders (the sandbox's decisions):
//  - page family (tools, API resources, files): creation order, oldest first,
//    so objects created while a client walks the pages land after it and
//    never shift a page it has not read yet;
//  - secrets: newest first;
//  - model lists: `sort` = updated (the default) or created, newest first;
//    name or author (the creating token's name), A→Z, case-insensitive.
// Every order ends on a unique key, so pages never skip or repeat an object.
// A cursor is base64url of the sort name and the last object's sort key.
class ListQuery
{
    Q_DECLARE_TR_FUNCTIONS(baton::sandbox::ListQuery)

public:
    enum class Sort { CreatedAscending, Created, Updated, Name, Author };

    // One object's position in a sort order.
    struct SortKey {
        qint64 number = 0;
        QString text;
        QString text2;
        QString id;
    };

    static constexpr int DefaultPageSize = 20;

    // A validated query, or the 400 to answer (bad values, a foreign cursor).
    [[nodiscard]] static std::variant<ListQuery, SandboxError> parse(const ResourceKind &kind, const QUrlQuery &query);

    [[nodiscard]] const ResourceKind &kind() const { return *m_kind; }
    [[nodiscard]] Sort sort() const { return m_sort; }
    [[nodiscard]] int pageSize() const { return m_pageSize; } // `limit` or `pageSize`
    [[nodiscard]] int page() const { return m_page; }
    [[nodiscard]] const std::optional<SortKey> &after() const { return m_after; }

    // Filters; empty means "not asked for". Text filters are case-folded.
    QString scope; // secrets: user|team; models: mine|team|public|all
    QString teamId;
    QString search; // q / search
    QString category;
    QStringList tags; // every one must be carried
    QString credentialMode;
    QString mode;
    QString scopeType;
    QString scopeId;
    QString resourceType;
    QString status;

    // Whether the record passes the filters that only need the record itself
    // (visibility, team and scope filters need the store's interned ids).
    [[nodiscard]] bool matchesContent(const Record &record) const;
    // The filters and the order, not the position: equal keys list the same objects.
    [[nodiscard]] QString filterKey() const;

    [[nodiscard]] static SortKey keyOf(const Record &record, Sort sort);
    // Strict order: whether a comes before b.
    [[nodiscard]] static bool before(const SortKey &a, const SortKey &b, Sort sort);
    [[nodiscard]] QString cursorFor(const Record &record) const;

private:
    const ResourceKind *m_kind = nullptr;
    Sort m_sort = Sort::CreatedAscending;
    int m_pageSize = DefaultPageSize;
    int m_page = 1;
    std::optional<SortKey> m_after;

    [[nodiscard]] static QString sortName(Sort sort);
};

} // namespace baton::sandbox

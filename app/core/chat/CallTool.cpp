#include "core/chat/CallTool.h"

#include "core/resources/ChatTarget.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

ToolRisk toolRisk(const QString &method)
{
    const QString upper = method.trimmed().toUpper();
    if (upper == "DELETE"_L1)
        return ToolRisk::High;
    if (upper == "POST"_L1 || upper == "PUT"_L1 || upper == "PATCH"_L1)
        return ToolRisk::Medium;
    if (upper == "GET"_L1)
        return ToolRisk::Low;
    return ToolRisk::Unknown;
}

Pager::Query CallTool::sharedWithQuery(const QString &target)
{
    const ChatTarget named = ChatTarget::parse(target);
    if (!named.isValid())
        return {};
    return {{u"scopeType"_s, named.scopeType()}, {u"scopeId"_s, named.id}};
}

bool CallTool::isSharedWith(const QJsonObject &tool, const QString &target)
{
    const ChatTarget named = ChatTarget::parse(target);
    if (!named.isValid())
        return false;
    const QString type = named.scopeType();
    const QString &id = named.id;
    const QJsonArray scopes = tool.value("scopes"_L1).toArray();
    return std::any_of(scopes.begin(), scopes.end(), [&type, &id](const QJsonValue &scope) {
        return scope.toObject().value("type"_L1).toString() == type
            && scope.toObject().value("id"_L1).toString().compare(id, Qt::CaseInsensitive) == 0;
    });
}

CallTool CallTool::resolve(const QString &target, const QString &name, const QList<QJsonObject> &tools, bool complete)
{
    CallTool found;
    for (const QJsonObject &tool : tools) {
        if (tool.value("name"_L1).toString().compare(name, Qt::CaseInsensitive) == 0 && isSharedWith(tool, target))
            found.m_candidates.append(tool);
    }
    if (!complete)
        found.m_status = Status::Unproved;
    else if (found.m_candidates.size() == 1)
        found.m_status = Status::Proved;
    else if (found.m_candidates.size() > 1)
        found.m_status = Status::Ambiguous;
    else
        found.m_status = Status::NotShared;
    return found;
}

ToolRisk CallTool::risk() const
{
    // A method the interface does not name could do anything: only High
    // outranks it, so that it never hides behind a lower risk.
    ToolRisk highest = ToolRisk::Low;
    bool unknown = m_candidates.isEmpty();
    for (const QJsonObject &tool : m_candidates) {
        const ToolRisk risk = toolRisk(tool.value("method"_L1).toString());
        unknown = unknown || risk == ToolRisk::Unknown;
        highest = std::max(highest, risk);
    }
    return highest == ToolRisk::High || !unknown ? highest : ToolRisk::Unknown;
}

} // namespace baton

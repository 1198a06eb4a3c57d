#include "core/chat/ApprovalRules.h"

using namespace Qt::StringLiterals;

namespace baton {

ApprovalRules::ApprovalRules(Approve approve, const QStringList &listed, const QString &denyReason)
    : m_approve(approve)
    , m_listed(listed)
    , m_denyReason(denyReason)
{ }

std::optional<ApprovalRules> ApprovalRules::parse(const QString &text, const QString &denyReason)
{
    const QString trimmed = text.trimmed();
    if (trimmed == "all"_L1)
        return ApprovalRules(Approve::All, {}, denyReason);
    if (trimmed == "none"_L1)
        return ApprovalRules(Approve::None, {}, denyReason);
    QStringList listed;
    for (const QString &item : trimmed.split(u',', Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty())
            listed.append(item.trimmed());
    }
    if (listed.isEmpty())
        return std::nullopt;
    return ApprovalRules(Approve::Listed, listed, denyReason);
}

ToolDecision ApprovalRules::decide(const ChatToolCall &call) const
{
    bool approved = false;
    switch (m_approve) {
    case Approve::All:
        approved = true;
        break;
    case Approve::None:
        break;
    case Approve::Listed:
        approved = m_listed.contains(call.id, Qt::CaseInsensitive) || m_listed.contains(call.name, Qt::CaseInsensitive);
        break;
    }
    return approved ? ToolDecision::approve(call.id) : ToolDecision::deny(call.id, m_denyReason);
}

QList<ToolDecision> ApprovalRules::decide(const ChatApproval &approval) const
{
    QList<ToolDecision> decisions;
    decisions.reserve(approval.toolCalls.size());
    for (const ChatToolCall &call : approval.toolCalls)
        decisions.append(decide(call));
    return decisions;
}

} // namespace baton

#pragma once

#include "core/chat/ChatApproval.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace baton {

// Decisions on tool calls that nobody is asked for, as a command line or a
// scenario states them: approve every call, deny every call, or approve the
// listed calls (each named by its tool call id or by its tool's name, in any
// case) and deny the others. Every denial gives the same reason.
class ApprovalRules final
{
public:
    enum class Approve {
        All,
        None,
        Listed,
    };

    explicit ApprovalRules(Approve approve, const QStringList &listed = {}, const QString &denyReason = {});

    // "all", "none", or tool call ids and tool names separated by commas, as
    // baton-cli's --approve takes them; nothing when the list names none.
    [[nodiscard]] static std::optional<ApprovalRules> parse(const QString &text, const QString &denyReason = {});

    [[nodiscard]] ToolDecision decide(const ChatToolCall &call) const;
    // One decision per call, in the approval's order.
    [[nodiscard]] QList<ToolDecision> decide(const ChatApproval &approval) const;

private:
    Approve m_approve;
    QStringList m_listed;
    QString m_denyReason;
};

} // namespace baton

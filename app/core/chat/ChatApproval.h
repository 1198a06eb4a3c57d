#pragma once

#include "core/chat/ChatAnswer.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

namespace baton {

// The user's decision on one tool call of a pending approval.
struct ToolDecision {
    QString toolCallId; // ChatToolCall::id, the call's tool_execution_id
    bool approved = false;
    QString reason; // for a denial; optional, at most ResourceKind::MaxDenialReason characters

    [[nodiscard]] static ToolDecision approve(const QString &toolCallId) { return {toolCallId, true, {}}; }
    [[nodiscard]] static ToolDecision deny(const QString &toolCallId, const QString &reason = {})
    {
        return {toolCallId, false, reason};
    }

    friend bool operator==(const ToolDecision &, const ToolDecision &) = default;
};

// An answer paused for tool approval (contract §6): what the user decides on,
// and what the resume request must name.
struct ChatApproval {
    qsizetype turnIndex = -1; // the assistant turn that asked
    QString model; // the target the approval belongs to
    QString approvalId;
    QString executionId;
    QDateTime expiresAt; // invalid when the service did not say
    QList<ChatToolCall> toolCalls;

    [[nodiscard]] const ChatToolCall *toolCall(const QString &id) const
    {
        for (const ChatToolCall &call : toolCalls) {
            if (call.id == id)
                return &call;
        }
        return nullptr;
    }

    friend bool operator==(const ChatApproval &, const ChatApproval &) = default;
};

} // namespace baton

Q_DECLARE_METATYPE(baton::ChatApproval)

#pragma once

#include "core/chat/ChatApproval.h"
#include "core/chat/ChatOptions.h"
#include "core/chat/ConversationTurn.h"
#include "core/resources/Validator.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace baton {

// What a chat request sends, built from the conversation so far: the context
// (the earlier messages sent with each request), the body with the options,
// and a resume's decisions. Plain functions of their arguments; ChatSession
// decides when to send and validates the body against its ResourceKind.
//
// Context: the user's messages that the service answered and its answers'
// text (as `assistant` messages), in order. Messages that failed, or were
// cancelled, before any answer are left out (the composer offers them again).
class ChatRequestBody final
{
    Q_DECLARE_TR_FUNCTIONS(baton::ChatRequestBody)

public:
    // A pending approval's decisions, checked, in the order of its calls.
    struct Decisions {
        QList<ToolDecision> ordered;
        QJsonArray approved; // approved_tool_execution_ids
        QJsonArray denied; // denied_tools, each with its reason when there is one
        // One per tool call id at fault: a decision for a call the approval
        // does not hold, a second decision, a reason too long, a call without
        // a decision. Nothing is to be sent unless it is empty.
        QList<FieldError> errors;
    };

    // {"role": role, "content": content}
    [[nodiscard]] static QJsonObject message(QLatin1StringView role, const QString &content);
    // The context the conversation `turns` give the next request.
    [[nodiscard]] static QJsonArray contextMessages(const QList<ConversationTurn> &turns);
    // A chat completion's body to `model` with `messages` and the options,
    // and a fresh metadata.request_id (metadata.mode to group models only).
    [[nodiscard]] static QJsonObject body(const QJsonArray &messages, const QString &model, const ChatOptions &options);
    // Checks `decisions` against `approval`: exactly one for each of its calls.
    [[nodiscard]] static Decisions decisions(const ChatApproval &approval, const QList<ToolDecision> &decisions);
    // A fresh metadata.request_id: "req_" and 32 hexadecimal digits.
    [[nodiscard]] static QString newRequestId();
};

} // namespace baton

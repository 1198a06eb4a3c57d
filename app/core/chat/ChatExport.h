#pragma once

#include "core/chat/ConversationTurn.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace baton {

// A conversation written out for people and for scripts: one JSON object
// (the target and every turn), or Markdown. Answers keep their own Markdown;
// tool call arguments are written as ToolArguments masks them, and the
// values it masks in them are masked wherever else the conversation holds
// them (the message that gave one, an answer that repeats it).
class ChatExport
{
    Q_DECLARE_TR_FUNCTIONS(baton::ChatExport)

public:
    ChatExport() = delete;

    // "completed", "awaiting_approval", ...: stable names for scripts.
    [[nodiscard]] static QString stateName(ConversationTurn::State state);
    // The same, in words for people ("Awaiting approval").
    [[nodiscard]] static QString stateLabel(ConversationTurn::State state);
    // "confirmed", "expired", ...: where a decision stands
    // (ConversationTurn::Delivery), for scripts; empty when it was never sent.
    [[nodiscard]] static QString deliveryName(ConversationTurn::Delivery delivery);
    // One turn: role, state, content; for an answer also its id and model,
    // finish_reason, tool_calls (with the decision on each, once made, and
    // its delivery once sent: sent, confirmed, refused, undelivered,
    // expired, already_resolved),
    // usage, service (key and object), request_ids, service_request_id,
    // error and stream_error when there were any.
    // `maskedValues`: the values masked in its content (see maskedValues()).
    [[nodiscard]] static QJsonObject turnJson(const ConversationTurn &turn, const QStringList &maskedValues = {});
    // The values ToolArguments masks in the tool calls of `turns`.
    [[nodiscard]] static QStringList maskedValues(const QList<ConversationTurn> &turns);
    [[nodiscard]] static QJsonObject conversationJson(const QString &target, const QList<ConversationTurn> &turns);
    [[nodiscard]] static QString conversationMarkdown(const QString &target, const QList<ConversationTurn> &turns);
    // Where a decision stands, in words ("did not reach the service"); empty when never sent.
    [[nodiscard]] static QString deliveryLabel(ConversationTurn::Delivery delivery);
};

} // namespace baton

#pragma once

#include "core/chat/ConversationTurn.h"

#include <QJsonObject>
#include <QStringList>

namespace baton {

// A ConversationTurn as the chat history keeps it: one JSON object with
// every field (the answer, its tool calls, the decisions and where they
// stand, usage, the service object, request ids, timings and both errors),
// and back. Nothing secret is written: tool call arguments are masked as the
// approval card shows them, and the values masked there, and those of the
// conversation's other turns (`maskedValues`, see ChatExport::maskedValues()),
// are masked wherever else the turn holds them.
// A record read back holds what was written, masks included.
class TurnRecord
{
public:
    TurnRecord() = delete;

    [[nodiscard]] static QJsonObject toJson(const ConversationTurn &turn, const QStringList &maskedValues);
    // Reads what toJson() wrote; members missing or of another type read as
    // their defaults, so a record from an older version still reads.
    [[nodiscard]] static ConversationTurn fromJson(const QJsonObject &json);
    // The data of a streamed answer's event as the history keeps it: the
    // pieces of tool call arguments (choices[].delta.tool_calls[].function.
    // arguments) replaced by ToolArguments::Mask, since a value is masked in
    // the whole arguments and a piece may hold part of one, and
    // `maskedValues` masked in the rest.
    [[nodiscard]] static QString eventData(const QString &data, const QStringList &maskedValues);
    // The stable name of a state ("streaming"), as ChatExport writes it, and back.
    [[nodiscard]] static QString stateName(ConversationTurn::State state);
    [[nodiscard]] static ConversationTurn::State stateFromName(const QString &name);
    // A turn the process writing it never finished (Waiting, Streaming):
    // read anywhere else it was broken off, and shows as Interrupted.
    [[nodiscard]] static bool isOpen(ConversationTurn::State state);
};

} // namespace baton

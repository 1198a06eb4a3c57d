#pragma once

#include "chat/ChatDelta.h"
#include "chat/ChatTurn.h"
#include "sse/SseEvent.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <utility>

namespace baton {

// Turns the events of a streamed chat answer (contract §5) into a ChatTurn:
// text, role, tool calls merged by id and index, finish reason, usage, the service
// object (found by its fields, or by a pinned key), errors and [DONE]. Events
// it cannot use are kept in the turn for the event inspector; nothing in the
// stream is fatal. Owns the turn being built.
class ChatStreamDecoder final
{
public:
    // `serviceObjectKey`: the profile's pinned key of the service object;
    // empty to recognise it by its fields.
    explicit ChatStreamDecoder(QString serviceObjectKey = {});

    // Applies one event and says what it changed.
    ChatDelta feed(const SseEventView &event);
    // The stream has ended: without [DONE] the turn is interrupted.
    // `unterminated` is the event the stream was still building
    // (SseParser::unterminatedEvent()): a [DONE] whose blank line never came
    // still ends the answer; nothing else is taken from it, as it may be cut short.
    ChatDelta finish(const std::optional<SseEvent> &unterminated = std::nullopt);

    [[nodiscard]] const ChatTurn &turn() const { return m_turn; }
    [[nodiscard]] ChatTurn takeTurn() { return std::exchange(m_turn, ChatTurn()); }

    // Whether the usual chunk shape is read without a JSON document (on by
    // default); off, every event goes through QJsonDocument. Both give the
    // same turn.
    void setFastPathEnabled(bool enabled) { m_fastPath = enabled; }

    // The turn of a standard (non-stream) chat.completion answer.
    [[nodiscard]] static ChatTurn fromCompletion(const QJsonObject &answer,
                                                 const QString &serviceObjectKey = {});

private:
    bool applyFast(QByteArrayView json, ChatDelta &delta);
    void applyJson(const SseEventView &event, bool errorEvent, ChatDelta &delta);
    // Whether the object had anything the decoder knows; `otherChoice` is set
    // when it held a choice other than the first.
    bool applyObject(const QJsonObject &object, bool &otherChoice, ChatDelta &delta);
    void applyChoice(const QJsonObject &choice, ChatDelta &delta);
    void applyToolCall(const QJsonObject &piece, ChatDelta &delta);
    void applyServiceObject(const QString &key, const QJsonObject &object, ChatDelta &delta);
    void applyError(const QJsonValue &error, ChatDelta &delta);
    void keepUnrecognised(const SseEventView &event, ChatUnrecognisedEvent::Reason reason,
                          const QString &detail, ChatDelta &delta);
    void setText(QString &target, const QString &value, ChatDelta::Change change, ChatDelta &delta);

    ChatTurn m_turn;
    QString m_serviceObjectKey;
    QString m_scratch; // reused to decode strings from the fast path
    qsizetype m_lastToolCall = -1;
    bool m_fastPath = true;
};

} // namespace baton

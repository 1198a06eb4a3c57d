#pragma once

#include "core/chat/ChatAnswer.h"
#include "core/chat/ChatDelta.h"
#include "core/sse/SseEvent.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace baton {

// Turns the events of a streamed chat answer (contract §5) into a ChatAnswer:
// text, role, tool calls merged by id and index, finish reason, usage, the service
// object (found by its fields, or by a pinned key), errors and [DONE]. Events
// it cannot use are kept in the answer for the event inspector; nothing in the
// stream is fatal. Owns the answer being built.
class ChatStreamDecoder final
{
public:
    // `serviceObjectKey`: the profile's pinned key of the service object;
    // empty to recognise it by its fields.
    explicit ChatStreamDecoder(QString serviceObjectKey = {});

    // Applies one event and says what it changed.
    ChatDelta feed(const SseEventView &event);
    // The stream has ended: without [DONE] the answer is interrupted.
    // `unterminated` is the event the stream was still building
    // (SseParser::unterminatedEvent()): a [DONE] whose blank line never came
    // still ends the answer; nothing else is taken from it, as it may be cut short.
    ChatDelta finish(const std::optional<SseEvent> &unterminated = std::nullopt);

    [[nodiscard]] const ChatAnswer &answer() const { return m_answer; }
    [[nodiscard]] ChatAnswer takeAnswer();

    // Whether the usual chunk shape is read without a JSON document (on by
    // default); off, every event goes through QJsonDocument. Both give the
    // same answer.
    void setFastPathEnabled(bool enabled) { m_fastPath = enabled; }

    // The answer of a standard (non-stream) chat.completion answer.
    [[nodiscard]] static ChatAnswer fromCompletion(const QJsonObject &answer, const QString &serviceObjectKey = {});

private:
    bool applyFast(QByteArrayView json, ChatDelta &delta);
    void applyJson(const SseEventView &event, bool errorEvent, ChatDelta &delta);
    // Whether the object had anything the decoder knows; `otherChoice` is set
    // when it held a choice other than the first.
    bool applyObject(const QJsonObject &object, bool &otherChoice, ChatDelta &delta);
    void applyChoice(const QJsonObject &choice, ChatDelta &delta);
    void applyToolCall(const QJsonObject &piece, ChatDelta &delta);
    // Merges one tool call piece into its call; `arguments` are appended.
    void mergeToolCall(std::optional<qsizetype> index, const QString &id, const QString &type, const QString &name,
                       QStringView arguments, ChatDelta &delta);
    // The position of the latest tool call at `index`, or -1.
    [[nodiscard]] qsizetype latestToolCallAt(qsizetype index) const;
    void applyServiceObject(const QString &key, const QJsonObject &object, ChatDelta &delta);
    void applyError(const QJsonValue &error, ChatDelta &delta);
    void keepUnrecognised(const SseEventView &event, ChatUnrecognisedEvent::Reason reason, const QString &detail,
                          ChatDelta &delta);
    void setText(QString &target, const QString &value, ChatDelta::Change change, ChatDelta &delta);

    ChatAnswer m_answer;
    QString m_serviceObjectKey;
    QString m_scratch; // reused to decode strings from the fast path
    qsizetype m_lastToolCall = -1;
    // Where each tool call is in m_answer.toolCalls, by id and by index (the
    // latest call at that index), so that a piece finds its call at once
    // however many came before. Indexes count from 0, so those up to the
    // number of calls are kept in a list, any other in a hash.
    QHash<QString, qsizetype> m_toolCallById;
    QList<qsizetype> m_latestToolCallAt;
    QHash<qsizetype, qsizetype> m_latestToolCallAtFar;
    // The feed() that last listed each tool call in its delta, so that a
    // chunk of many pieces lists each call once without searching the list.
    QList<quint64> m_toolCallListedIn;
    quint64 m_feeds = 0;
    bool m_fastPath = true;
};

} // namespace baton

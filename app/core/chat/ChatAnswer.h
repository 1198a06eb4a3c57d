#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace baton {

// One tool call of an answer. In a stream its pieces are merged by `id`, then
// by `index`; `arguments` is the concatenation of every piece (a string
// holding JSON).
struct ChatToolCall {
    qsizetype index = 0;
    QString id;
    QString type;
    QString name;
    QString arguments;

    friend bool operator==(const ChatToolCall &, const ChatToolCall &) = default;
};

struct ChatUsage {
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 totalTokens = 0;

    friend bool operator==(const ChatUsage &, const ChatUsage &) = default;
};

// The service's own object beside the answer (contract §5), whatever its key.
// Several of them in one stream are merged, later members winning.
struct ChatServiceObject {
    QString key;
    QJsonObject object; // every member, as received
    QString approvalId;
    QString executionId;
    QString requestId;
    QDateTime expiresAt; // invalid when absent or unreadable
    std::optional<double> creditsCharged;

    friend bool operator==(const ChatServiceObject &, const ChatServiceObject &) = default;
};

// An error reported inside the answer: `{"error": {...}}` (contract §4).
struct ChatError {
    QString message;
    QString type;
    QString code;
    QString requestId;
    QString param;
    QJsonObject object; // the error object as received; empty when it was not an object

    friend bool operator==(const ChatError &, const ChatError &) = default;
};

// An event the decoder did not use, kept whole for the event inspector.
struct ChatUnrecognisedEvent {
    enum class Reason {
        UnknownEventName, // an `event:` name other than message or error
        InvalidJson, // `detail` holds the parser's message
        UnknownShape, // JSON, but not a chunk, usage, error or service object
        OtherChoice, // used, but it also held a choice other than index 0
    };

    QString type;
    QString data;
    Reason reason = Reason::UnknownShape;
    QString detail;

    friend bool operator==(const ChatUnrecognisedEvent &, const ChatUnrecognisedEvent &) = default;
};

// One assistant answer as decoded so far: from a stream (ChatStreamDecoder)
// or from a standard chat.completion answer. A plain value.
struct ChatAnswer {
    enum class State {
        Streaming, // the stream has not ended yet
        Completed, // [DONE] (or a standard answer) with a finish reason other than tool_calls
        ToolCalls, // the answer asks for tool calls; the service object says how to approve
        Error, // an error arrived in the answer
        Interrupted, // the stream ended without [DONE]; what arrived is kept
    };

    QString id; // chat.completion id
    QString model; // the model that answered
    QString role;
    QString content;
    QList<ChatToolCall> toolCalls;
    QString finishReason;
    std::optional<ChatUsage> usage;
    std::optional<ChatServiceObject> service;
    std::optional<ChatError> error;
    QList<ChatUnrecognisedEvent> unrecognised;
    bool done = false; // [DONE] arrived, or the answer was a standard one
    bool ended = false; // no more events will come

    [[nodiscard]] State state() const
    {
        if (error)
            return State::Error;
        if (!ended)
            return State::Streaming;
        if (!done)
            return State::Interrupted;
        return finishReason == QLatin1StringView("tool_calls") ? State::ToolCalls : State::Completed;
    }

    friend bool operator==(const ChatAnswer &, const ChatAnswer &) = default;
};

} // namespace baton

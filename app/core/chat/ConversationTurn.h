#pragma once

#include "core/api/ApiError.h"
#include "core/chat/ChatAnswer.h"
#include "core/chat/ChatApproval.h"

#include <QJsonValue>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace baton {

// One turn of a ChatSession's conversation: a message the user wrote, or an
// assistant answer with what is known about the request that produced it.
// A plain value.
struct ConversationTurn {
    enum class Role { User, Assistant };

    // Where the decisions of a turn that asked for approval stand.
    enum class Delivery {
        None, // not sent
        Sent, // a resume carries them; the service has not answered yet
        Confirmed, // the service answered the resume (2xx): it took them
        Refused, // the service refused the resume (a 4xx other than the approval's 409s): still pending
        Undelivered, // the resume failed or was stopped before any answer: still pending
        Expired, // the service answered 409 approval_expired
        AlreadyResolved, // the service answered 409 approval_resolved: settled before, how is unknown
    };

    enum class State {
        Idle, // the session only: nothing asked yet
        Waiting, // the request is out; nothing has arrived yet
        Streaming, // the answer is arriving
        Completed, // a user turn; or an answer that ended normally
        AwaitingApproval, // the answer asks for tool calls to be approved
        Decided, // the service settled its approval (see `delivery`)
        Cancelled, // stopped by the user; what arrived is kept
        Interrupted, // the stream ended without [DONE]; what arrived is kept
        Failed, // no usable answer (see `error`), or an error inside the answer
        ApprovalExpired, // the approval expired before the decision reached the service
    };

    Role role = Role::User;
    State state = State::Completed;
    QString text; // a user turn's message; empty for an answer (see answer.content)
    ChatAnswer answer;
    // metadata.request_id of every request sent for this answer, oldest first
    // (a retry adds one).
    QStringList sentRequestIds;
    QString serviceRequestId; // the service's X-Request-Id of the latest request
    bool resume = false; // the answer of a resume request
    bool answered = false; // the service answered the latest request (2xx)
    std::optional<ApiError> error; // why the latest request failed
    // On a turn that asked for approval: what the user decided last, in the
    // order of answer.toolCalls, and where that decision stands.
    QList<ToolDecision> decisions;
    Delivery delivery = Delivery::None;
    // How long the answer took by this machine's clock, from when the request
    // that produced it was sent: until its first text or tool call arrived,
    // and until it ended (whole, broken off, failed or stopped). -1 while not
    // known. A retry that fails or is stopped before any answer leaves those
    // of the answer the turn still shows.
    qint64 firstTokenMs = -1;
    qint64 durationMs = -1;

    [[nodiscard]] QString sentRequestId() const
    {
        return sentRequestIds.isEmpty() ? QString() : sentRequestIds.constLast();
    }
    // What went wrong: the latest request's error, else the error the service
    // reported inside its answer (a stream is answered with HTTP 200), read
    // as an error answer is, so it shows its type, code and request id.
    [[nodiscard]] std::optional<ApiError> failure() const
    {
        if (error || !answer.error)
            return error;
        const QJsonValue raw
            = answer.error->object.isEmpty() ? QJsonValue(answer.error->message) : QJsonValue(answer.error->object);
        return ApiError::fromAnswerError(200, raw, serviceRequestId);
    }
    // Completion tokens per second from the first token to the end, when the
    // service counted them and the time between is known.
    [[nodiscard]] std::optional<double> tokensPerSecond() const
    {
        if (!answer.usage || answer.usage->completionTokens <= 0 || firstTokenMs < 0 || durationMs <= firstTokenMs)
            return std::nullopt;
        return double(answer.usage->completionTokens) * 1000.0 / double(durationMs - firstTokenMs);
    }
    [[nodiscard]] const QString &content() const { return role == Role::User ? text : answer.content; }
};

} // namespace baton

Q_DECLARE_METATYPE(baton::ConversationTurn)

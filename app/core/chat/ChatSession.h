#pragma once

#include "core/chat/ChatApproval.h"
#include "core/chat/ChatDelta.h"
#include "core/chat/ChatOptions.h"
#include "core/chat/ConversationTurn.h"
#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"
#include "core/sse/SseEvent.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUuid>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace baton {

class ApiClient;
struct ApiResult;

// One chat conversation with one target (group:<uuid> or custom:<uuid>)
// through an ApiClient: the turns, the options, the request in flight, and the
// approval the conversation waits for. Owns the turns and the request in
// flight; the client must outlive the session.
//
// Every request body is checked against ResourceKind ChatCompletion or
// ChatResume before it is sent: send(), resume() and retry() return the
// problems, one per field, and send nothing when there are any.
//
// Every request carries a generation. cancel(), clear() and every new request
// move to a new generation, and whatever arrives for an older one (chunks,
// the end of the request) is dropped, so it never reaches the current turn.
//
// Context: each request's `messages` hold the context of the conversation so
// far (ChatRequestBody::contextMessages(): the user's messages the service
// answered and its answers' text), then the new message. With
// ChatOptions::sendContext off, only the new message is sent.
//
// Resume: the body carries `model` (the approval's), `approval_id`,
// `execution_id`, both `approved_tool_execution_ids` and `denied_tools`
// (each call of the approval in exactly one of them), `stream`, the options
// and `messages`: the context as for a new request, ending with the message
// the user added to the decision, or with the user message ContinueMessage
// when there is none. The decisions go onto the turn that asked, with their
// ConversationTurn::Delivery: Sent, then what the service made of them. A 2xx
// head that says the answer is an event stream or JSON confirms them, as it
// confirms any request: should the body then break off, the answer is
// Interrupted, not failed. 409 approval_expired and approval_resolved settle
// the approval; any other failure, and a cancel, before an answer leave it
// pending, to be decided again or retried. A resume the service answered has
// spent its approval and is never retried.
//
// Expiry: expires_at is the service's time. Each answer's Date header gives
// the offset between the service's clock and this one; it is exact to the
// second and errs towards the service being behind, so that Baton's expiry
// comes late rather than early. A timer gives the pending approval up at
// expires_at by that estimate (as expireApproval() does), whether or not a
// dialog shows it; while a resume is in flight the service's answer decides
// instead. The service's 409 approval_expired is what counts: the local
// expiry only spares a request bound to be refused.
class ChatSession final : public QObject
{
    Q_OBJECT

    struct Sent;
    struct Request;

public:
    using State = ConversationTurn::State;

    // A conversation set aside by takeConversation(), to be brought back by
    // restoreConversation(): its turns, the target and options they were
    // sent with, and what a retry would send again.
    struct Conversation {
        QUuid id;
        QString target;
        ChatOptions options;
        QList<ConversationTurn> turns;
        QString unsentText;
        State state = State::Idle;
        std::shared_ptr<const Sent> latest;
    };

    // The last user message of a resume that carries no new message.
    static constexpr QLatin1StringView ContinueMessage {"Continue."};

    // This machine's time, in UTC.
    using Clock = std::function<QDateTime()>;

    explicit ChatSession(ApiClient &client, QObject *parent = nullptr);
    ~ChatSession() override;

    // group:<uuid> or custom:<uuid>; returns the problem (field "model")
    // and keeps the previous target when the text is not one.
    [[nodiscard]] QList<FieldError> setTarget(const QString &target);
    [[nodiscard]] const QString &target() const { return m_target; }
    [[nodiscard]] bool targetIsGroup() const;

    void setOptions(const ChatOptions &options) { m_options = options; }
    [[nodiscard]] const ChatOptions &options() const { return m_options; }

    // The conversation's own id: new with each session and each clear(), kept
    // by takeConversation() and restoreConversation(). Never sent.
    [[nodiscard]] const QUuid &conversationId() const { return m_conversationId; }

    [[nodiscard]] State state() const { return m_state; }
    // Whether a request is in flight.
    [[nodiscard]] bool isBusy() const;
    [[nodiscard]] const QList<ConversationTurn> &turns() const { return m_turns; }
    [[nodiscard]] const ConversationTurn &turn(qsizetype index) const { return m_turns.at(index); }
    [[nodiscard]] const std::optional<ChatApproval> &approval() const { return m_approval; }
    // The message of the latest send() whose request failed or was refused
    // before any answer, for the composer to offer again; empty otherwise.
    [[nodiscard]] const QString &unsentText() const { return m_unsentText; }
    // Whether retry() would send something.
    [[nodiscard]] bool canRetry() const;
    // Why the latest stopped or failed answer cannot be asked for again (a
    // resume the service answered, or whose approval is gone); empty when it
    // can, or when there is none.
    [[nodiscard]] QString retryRefusal() const;

    // Replaces the system clock (tests move time on with it).
    void setClock(Clock clock);
    // The service's time as far as Baton can tell: this machine's clock plus
    // the offset the latest answer's Date header showed.
    [[nodiscard]] QDateTime serviceNow() const;
    [[nodiscard]] std::chrono::milliseconds serviceClockOffset() const { return m_clockOffset; }

    // Sends `text` as a new user message. Refused while a request is in
    // flight or an approval waits for a decision.
    [[nodiscard]] QList<FieldError> send(const QString &text);
    // Answers the pending approval: one decision per tool call. `message`,
    // when not empty, is a new user message sent with the decision (it may
    // ask for more tool calls). Problems with a decision are reported under
    // the tool call's id.
    [[nodiscard]] QList<FieldError> resume(const QList<ToolDecision> &decisions, const QString &message = {});
    // Gives up the pending approval once its expires_at has passed by
    // serviceNow(), as the service's 409 approval_expired would: its turn is
    // marked expired, nothing is sent, and the conversation goes on. False
    // (and nothing changes) while the approval is still valid, has no expiry,
    // or a request is in flight.
    bool expireApproval();
    // What the expiry timer runs: expireApproval(), then approvalExpired()
    // when it gave the approval up. Tests call it after moving the clock.
    void checkExpiry();
    // Sends the latest request again, with a new metadata.request_id, into the
    // same turn, when that turn was cancelled, interrupted or failed.
    [[nodiscard]] QList<FieldError> retry();
    // Stops the request in flight; the answer keeps what arrived (state Cancelled).
    void cancel();
    // Starts a new chat, with a new id: cancels, forgets every turn and the approval.
    void clear();
    // Starts a new chat as clear() does and returns the conversation it set
    // aside; nothing, and nothing changes, while a request is in flight or an
    // approval waits (neither could be brought back) or there are no turns.
    [[nodiscard]] std::optional<Conversation> takeConversation();
    // Brings back a conversation takeConversation() set aside, with its
    // target and options, turnAdded() for each of its turns, then restored();
    // false, and nothing changes, unless this one is empty and idle. The
    // next message goes on with it.
    bool restoreConversation(const Conversation &conversation);

    // The conversation as a JSON object or as Markdown (see ChatExport).
    [[nodiscard]] QJsonObject exportJson() const;
    [[nodiscard]] QString exportMarkdown() const;

Q_SIGNALS:
    void stateChanged(baton::ConversationTurn::State state);
    void turnAdded(qsizetype index);
    // A request starts filling the assistant turn at `index`: a new turn, or
    // one that retry() starts over.
    void turnStarted(qsizetype index);
    // The state or the request ids of a turn changed.
    void turnChanged(qsizetype index);
    void contentAppended(qsizetype index, const QString &text);
    void toolCallsChanged(qsizetype index);
    void usageChanged(qsizetype index);
    void serviceObjectChanged(qsizetype index);
    // One server-sent event of the streamed answer filling turn `index`, in
    // arrival order, after the signals for what it changed. `recognised` is
    // false when the decoder could not use all of it (the event is then also
    // in the answer's `unrecognised`).
    void eventReceived(qsizetype index, const baton::SseEvent &event, bool recognised);
    // The request for the turn has ended (not emitted for cancel()).
    void finished(qsizetype index, const baton::ConversationTurn &turn);
    // The request failed before a usable answer: refused, an HTTP error, no
    // connection, or a stream request answered with neither an event stream
    // nor JSON (ApiError::Kind::UnexpectedAnswer). An expired approval
    // arrives here with ApiError::Kind::ApprovalExpired.
    void failed(qsizetype index, const baton::ApiError &error);
    void approvalRequired(const baton::ChatApproval &approval);
    // The pending approval was set or cleared.
    void approvalChanged();
    // The expiry timer gave the pending approval up (see checkExpiry()).
    void approvalExpired();
    void cleared();
    // restoreConversation() brought a conversation back.
    void restored();

private:
    // The context of the next request (see ChatRequestBody), unless the options leave it out.
    [[nodiscard]] QJsonArray contextMessages() const;
    [[nodiscard]] QList<FieldError> refusal() const;
    [[nodiscard]] bool isCurrent(const Request &request) const;
    // Sends into a new assistant turn, or into `reuseTurn` (a retry).
    void start(Sent sent, qsizetype reuseTurn);
    void onData(const std::shared_ptr<Request> &request, const QByteArray &chunk);
    void onFinished(const std::shared_ptr<Request> &request, const ApiResult &result);
    void applyDelta(Request &request, const ChatDelta &delta);
    // The answer `request` fills received its first text or tool call, or
    // ended: its turn's firstTokenMs and durationMs.
    void markFirstToken(const Request &request);
    void markEnd(const Request &request);
    void finishTurn(Request &request, ChatAnswer answer, bool streamed);
    void failTurn(Request &request, const ApiError &error);
    [[nodiscard]] QDateTime localNow() const;
    // Whether a turn retry() would send again is the latest one, and stopped or failed.
    [[nodiscard]] bool hasRetryableTurn() const;
    // The service answered `request` (its first byte, or its whole body);
    // `serverDate` is the answer's Date header.
    void markAnswered(Request &request, const QDateTime &serverDate);
    // A resume's answer decided the fate of the approval it answered.
    void settleApproval(const Request &request, State approvalTurnState, ConversationTurn::Delivery delivery);
    // Where the decisions on the turn that asked for `request`'s approval stand.
    void setDelivery(const Request &request, ConversationTurn::Delivery delivery);
    // Starts the expiry timer for the pending approval, or stops it.
    void armExpiry();
    void setTurnState(qsizetype index, State state);
    void setState(State state);
    // Forgets the request in flight and moves to a new generation.
    void dropRequest();

    ApiClient &m_client;
    QUuid m_conversationId = QUuid::createUuid();
    QString m_target;
    ChatOptions m_options;
    QList<ConversationTurn> m_turns;
    std::optional<ChatApproval> m_approval;
    QString m_unsentText;
    State m_state = State::Idle;
    quint64 m_generation = 0;
    std::shared_ptr<Request> m_request; // the request in flight
    std::shared_ptr<const Sent> m_latest; // what retry() sends again
    Clock m_clock;
    std::chrono::milliseconds m_clockOffset {0}; // the service's clock minus m_clock
    QTimer m_expiryTimer;
};

} // namespace baton

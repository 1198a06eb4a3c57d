#include "core/chat/ChatSession.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/chat/ChatExport.h"
#include "core/chat/ChatRequestBody.h"
#include "core/chat/ChatStreamDecoder.h"
#include "core/resources/ChatTarget.h"
#include "core/sse/SseParser.h"

#include <QElapsedTimer>
#include <QMetaMethod>
#include <QPointer>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// Whether the service began the event stream that answers `job`: a 2xx head
// that says text/event-stream, body or not. A stream request answered
// otherwise (a proxy's page, with any content type or none) counts as the
// service's answer only once an event is read from it, or, for JSON, once it
// reads as a chat answer (see onData() and onFinished()).
bool streamBegan(const ApiJob *job)
{
    return job && job->httpStatus() >= 200 && job->httpStatus() < 300 && ApiJob::isEventStream(job->contentType());
}

// Whether the service began its answer: a 2xx head that says the body is the
// service's kind of answer (an event stream, or JSON), whatever then became
// of the body. The service took the request, a resume's decision with it. A
// head of another kind may be a proxy's page, which counts only once its body
// shows an answer (see onData() and onFinished()).
bool answerBegan(int httpStatus, const QString &contentType)
{
    return httpStatus >= 200 && httpStatus < 300 && (ApiJob::isEventStream(contentType) || ApiJob::isJson(contentType));
}

bool retryable(ConversationTurn::State state)
{
    using State = ConversationTurn::State;
    return state == State::Cancelled || state == State::Interrupted || state == State::Failed;
}

} // namespace

// What was sent for one answer: enough to send it again.
struct ChatSession::Sent {
    qsizetype turnIndex = -1;
    ResourceKind::Id kind = ResourceKind::Id::ChatCompletion;
    QJsonObject body;
    QString userText; // the user message this request added; empty for a bare resume
    QString approvalId; // a resume: the approval it answers
    qsizetype approvalTurn = -1; // a resume: the turn that asked for the approval
};

// The request in flight: its generation, its job, and the parser and decoder
// of its answer.
struct ChatSession::Request {
    quint64 generation = 0;
    Sent sent;
    bool stream = false;
    QPointer<ApiJob> job;
    SseParser parser;
    ChatStreamDecoder decoder;
    qsizetype events = 0;
    bool answered = false;
    // The first bytes of an answer that is not an event stream, held until
    // they show an event (see onData()), and the parser that looks for one.
    QByteArray held;
    SseParser probe;
    bool probed = false;
    // A retry into a turn that keeps what the earlier attempt showed until
    // this one answers.
    bool reusesTurn = false;
    QElapsedTimer clock; // from when the request was sent
};

ChatSession::ChatSession(ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_expiryTimer.setSingleShot(true);
    m_expiryTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_expiryTimer, &QTimer::timeout, this, &ChatSession::checkExpiry);
}

ChatSession::~ChatSession()
{
    dropRequest();
}

QList<FieldError> ChatSession::setTarget(const QString &target)
{
    QList<FieldError> errors;
    const QJsonObject probe {{"model"_L1, target}};
    for (const FieldError &error : Validator::validate(ResourceKind::get(ResourceKind::Id::ChatCompletion), probe,
                                                       Operation::Create, Validator::UnknownFields::Allow)) {
        if (error.field == "model"_L1)
            errors.append(error);
    }
    if (errors.isEmpty())
        m_target = target;
    return errors;
}

bool ChatSession::targetIsGroup() const
{
    return ChatTarget::parse(m_target).isGroup();
}

bool ChatSession::isBusy() const
{
    return m_request != nullptr;
}

bool ChatSession::hasRetryableTurn() const
{
    return !isBusy() && m_latest && m_latest->turnIndex < m_turns.size()
        && retryable(m_turns.at(m_latest->turnIndex).state);
}

bool ChatSession::canRetry() const
{
    return hasRetryableTurn() && retryRefusal().isEmpty();
}

QString ChatSession::retryRefusal() const
{
    if (!hasRetryableTurn() || m_latest->kind != ResourceKind::Id::ChatResume)
        return {};
    // The service refuses an approval_id it settled with 409: a resume it
    // answered, even in part, cannot be sent again.
    if (m_turns.at(m_latest->turnIndex).answered)
        return tr("The service already took this decision, so it would refuse it a second time. Send a new "
                  "message to go on.");
    if (!m_approval || m_approval->approvalId != m_latest->approvalId)
        return tr("This approval no longer waits for a decision, so there is nothing to send again.");
    return {};
}

void ChatSession::setClock(Clock clock)
{
    m_clock = std::move(clock);
    armExpiry();
}

QDateTime ChatSession::localNow() const
{
    return m_clock ? m_clock().toUTC() : QDateTime::currentDateTimeUtc();
}

QDateTime ChatSession::serviceNow() const
{
    return localNow().addMSecs(m_clockOffset.count());
}

QJsonArray ChatSession::contextMessages() const
{
    return m_options.sendContext ? ChatRequestBody::contextMessages(m_turns) : QJsonArray();
}

QList<FieldError> ChatSession::refusal() const
{
    if (isBusy())
        return {{QString(), tr("Wait for the answer, or stop it, before sending again.")}};
    return {};
}

QList<FieldError> ChatSession::send(const QString &text)
{
    if (QList<FieldError> errors = refusal(); !errors.isEmpty())
        return errors;
    if (m_approval)
        return {{u"approval_id"_s, tr("Approve or deny the pending tool calls first.")}};
    if (text.trimmed().isEmpty())
        return {{u"messages"_s, tr("Enter a message.")}};
    if (m_target.isEmpty())
        return {{u"model"_s, tr("Choose a group model or a custom model to chat with.")}};

    QJsonArray messages = contextMessages();
    messages.append(ChatRequestBody::message("user"_L1, text));
    QJsonObject body = ChatRequestBody::body(messages, m_target, m_options);
    const QList<FieldError> errors = Validator::validate(ResourceKind::get(ResourceKind::Id::ChatCompletion), body,
                                                         Operation::Create, Validator::UnknownFields::Allow);
    if (!errors.isEmpty())
        return errors;

    m_unsentText.clear();
    ConversationTurn user;
    user.role = ConversationTurn::Role::User;
    user.text = text;
    m_turns.append(user);
    Q_EMIT turnAdded(m_turns.size() - 1);

    Sent sent;
    sent.kind = ResourceKind::Id::ChatCompletion;
    sent.body = std::move(body);
    sent.userText = text;
    start(std::move(sent), -1);
    return {};
}

QList<FieldError> ChatSession::resume(const QList<ToolDecision> &decisions, const QString &message)
{
    if (QList<FieldError> errors = refusal(); !errors.isEmpty())
        return errors;
    if (!m_approval)
        return {{u"approval_id"_s, tr("No tool call is waiting for a decision.")}};
    const ChatApproval approval = *m_approval;

    const ChatRequestBody::Decisions checked = ChatRequestBody::decisions(approval, decisions);
    if (!checked.errors.isEmpty())
        return checked.errors;

    QJsonArray messages = contextMessages();
    messages.append(ChatRequestBody::message("user"_L1, message.isEmpty() ? QString(ContinueMessage) : message));
    QJsonObject body = ChatRequestBody::body(messages, approval.model, m_options);
    body.insert("approval_id"_L1, approval.approvalId);
    if (!approval.executionId.isEmpty())
        body.insert("execution_id"_L1, approval.executionId);
    body.insert("approved_tool_execution_ids"_L1, checked.approved);
    body.insert("denied_tools"_L1, checked.denied);
    const QList<FieldError> errors = Validator::validate(ResourceKind::get(ResourceKind::Id::ChatResume), body,
                                                         Operation::Create, Validator::UnknownFields::Allow);
    if (!errors.isEmpty())
        return errors;

    if (approval.turnIndex >= 0 && approval.turnIndex < m_turns.size()) {
        m_turns[approval.turnIndex].decisions = checked.ordered;
        m_turns[approval.turnIndex].delivery = ConversationTurn::Delivery::Sent;
        Q_EMIT turnChanged(approval.turnIndex);
    }
    if (!message.isEmpty()) {
        ConversationTurn user;
        user.role = ConversationTurn::Role::User;
        user.text = message;
        m_turns.append(user);
        Q_EMIT turnAdded(m_turns.size() - 1);
    }

    Sent sent;
    sent.kind = ResourceKind::Id::ChatResume;
    sent.body = std::move(body);
    sent.userText = message;
    sent.approvalId = approval.approvalId;
    sent.approvalTurn = approval.turnIndex;
    start(std::move(sent), -1);
    return {};
}

QList<FieldError> ChatSession::retry()
{
    if (QList<FieldError> errors = refusal(); !errors.isEmpty())
        return errors;
    if (const QString refusal = retryRefusal(); !refusal.isEmpty())
        return {{QString(), refusal}};
    if (!canRetry())
        return {{QString(), tr("There is no stopped or failed answer to ask for again.")}};

    Sent sent = *m_latest;
    QJsonObject metadata = sent.body.value("metadata"_L1).toObject();
    metadata.insert("request_id"_L1, ChatRequestBody::newRequestId());
    sent.body.insert("metadata"_L1, metadata);
    const QList<FieldError> errors = Validator::validate(ResourceKind::get(sent.kind), sent.body, Operation::Create,
                                                         Validator::UnknownFields::Allow);
    if (!errors.isEmpty())
        return errors;

    // What the turn shows stays until the new request answers (markAnswered()).
    const qsizetype index = sent.turnIndex;
    if (!sent.userText.isEmpty() && m_unsentText == sent.userText)
        m_unsentText.clear();
    if (sent.kind == ResourceKind::Id::ChatResume && sent.approvalTurn >= 0 && sent.approvalTurn < m_turns.size()) {
        m_turns[sent.approvalTurn].delivery = ConversationTurn::Delivery::Sent;
        Q_EMIT turnChanged(sent.approvalTurn);
    }
    start(std::move(sent), index);
    return {};
}

void ChatSession::start(Sent sent, qsizetype reuseTurn)
{
    qsizetype index = reuseTurn;
    if (index < 0) {
        ConversationTurn answer;
        answer.role = ConversationTurn::Role::Assistant;
        answer.resume = sent.kind == ResourceKind::Id::ChatResume;
        m_turns.append(answer);
        index = m_turns.size() - 1;
        Q_EMIT turnAdded(index);
    }
    sent.turnIndex = index;
    m_turns[index].sentRequestIds.append(sent.body.value("metadata"_L1).toObject().value("request_id"_L1).toString());
    m_turns[index].state = State::Waiting;

    auto request = std::make_shared<Request>();
    request->reusesTurn = reuseTurn >= 0;
    request->generation = ++m_generation;
    request->stream = sent.body.value("stream"_L1).toBool();
    request->decoder = ChatStreamDecoder(m_client.profile().serviceObjectKey);
    request->sent = std::move(sent);
    request->clock.start();
    m_latest = std::make_shared<const Sent>(request->sent);
    m_request = request;

    const QString path = ResourceKind::get(request->sent.kind).collectionPath;
    ApiJob *job
        = request->stream ? m_client.postStream(path, request->sent.body) : m_client.post(path, request->sent.body);
    request->job = job;
    connect(job, &ApiJob::dataReceived, this, [this, request](const QByteArray &chunk) { onData(request, chunk); });
    connect(job, &ApiJob::finished, this, [this, request](const ApiResult &result) { onFinished(request, result); });

    m_expiryTimer.stop(); // the service's answer decides now
    Q_EMIT turnChanged(index);
    setState(State::Waiting);
    if (!request->reusesTurn)
        Q_EMIT turnStarted(index);
}

void ChatSession::markFirstToken(const Request &request)
{
    ConversationTurn &turn = m_turns[request.sent.turnIndex];
    if (turn.firstTokenMs < 0)
        turn.firstTokenMs = request.clock.elapsed();
}

void ChatSession::markEnd(const Request &request)
{
    if (request.reusesTurn && !request.answered)
        return; // the turn still shows the answer of the attempt before, and its times
    m_turns[request.sent.turnIndex].durationMs = request.clock.elapsed();
}

bool ChatSession::isCurrent(const Request &request) const
{
    return m_request && m_request->generation == request.generation && request.generation == m_generation;
}

void ChatSession::markAnswered(Request &request, const QDateTime &serverDate)
{
    if (request.answered)
        return;
    request.answered = true;
    // Date is the service's clock when it answered, cut to the second: the
    // offset errs towards the service being behind, never ahead.
    if (serverDate.isValid())
        m_clockOffset = std::chrono::milliseconds(localNow().msecsTo(serverDate));
    const qsizetype index = request.sent.turnIndex;
    ConversationTurn &turn = m_turns[index];
    turn.answered = true;
    if (request.reusesTurn) {
        turn.answer = ChatAnswer();
        turn.error.reset();
        turn.firstTokenMs = -1;
        turn.durationMs = -1;
    }
    if (!request.sent.userText.isEmpty() && m_unsentText == request.sent.userText)
        m_unsentText.clear();
    if (request.sent.kind == ResourceKind::Id::ChatResume)
        settleApproval(request, State::Decided, ConversationTurn::Delivery::Confirmed);
    if (request.reusesTurn && isCurrent(request))
        Q_EMIT turnStarted(index);
}

void ChatSession::onData(const std::shared_ptr<Request> &request, const QByteArray &chunk)
{
    if (!isCurrent(*request))
        return;
    const qsizetype index = request->sent.turnIndex;
    if (!request->answered) {
        if (!streamBegan(request->job)) {
            request->held += chunk;
            request->probe.feed(chunk, [&request](const SseEventView &) { request->probed = true; });
            if (!request->probed)
                return;
        }
        markAnswered(*request, request->job ? request->job->serverDate() : QDateTime());
        setTurnState(index, State::Streaming);
        setState(State::Streaming);
        if (!isCurrent(*request))
            return;
    }
    // Copying every event costs time on long answers; only when someone listens.
    const bool watched = isSignalConnected(QMetaMethod::fromSignal(&ChatSession::eventReceived));
    const QByteArray bytes = request->held.isEmpty() ? chunk : std::exchange(request->held, {});
    request->parser.feed(bytes, [this, &request, watched](const SseEventView &event) {
        // A receiver of an earlier event may have canceled or started anew.
        if (!isCurrent(*request))
            return;
        ++request->events;
        const ChatDelta delta = request->decoder.feed(event);
        if (delta.changes)
            applyDelta(*request, delta);
        if (watched && isCurrent(*request))
            Q_EMIT eventReceived(request->sent.turnIndex, SseEvent::fromView(event),
                                 !(delta.changes & ChatDelta::Unrecognised));
    });
}

void ChatSession::applyDelta(Request &request, const ChatDelta &delta)
{
    const qsizetype index = request.sent.turnIndex;
    const ChatAnswer &decoded = request.decoder.answer();
    ChatAnswer &answer = m_turns[index].answer;
    if (delta.changes & ChatDelta::Metadata) {
        answer.id = decoded.id;
        answer.model = decoded.model;
    }
    if (delta.changes & ChatDelta::Role)
        answer.role = decoded.role;
    if (delta.changes & ChatDelta::Content)
        answer.content += delta.content;
    if (delta.changes & ChatDelta::ToolCalls) {
        // Only the calls that changed, and of their arguments only the new
        // end: a copy of every call, or arguments shared with the decoder
        // (which its next piece would then copy whole), would cost time in
        // all that came before, piece after piece.
        while (answer.toolCalls.size() < decoded.toolCalls.size())
            answer.toolCalls.append(ChatToolCall());
        for (const qsizetype at : delta.toolCalls) {
            const ChatToolCall &from = decoded.toolCalls.at(at);
            ChatToolCall &to = answer.toolCalls[at];
            to.index = from.index;
            to.id = from.id;
            to.type = from.type;
            to.name = from.name;
            to.arguments.append(QStringView(from.arguments).sliced(to.arguments.size()));
        }
    }
    if (delta.changes & ChatDelta::FinishReason)
        answer.finishReason = decoded.finishReason;
    if (delta.changes & ChatDelta::Usage)
        answer.usage = decoded.usage;
    if (delta.changes & ChatDelta::ServiceObject)
        answer.service = decoded.service;
    if (delta.changes & ChatDelta::Error)
        answer.error = decoded.error;
    if (delta.changes & ChatDelta::Unrecognised)
        answer.unrecognised.append(decoded.unrecognised.mid(answer.unrecognised.size()));
    if (delta.changes & ChatDelta::Done)
        answer.done = true;
    if ((delta.changes & ChatDelta::Content && !delta.content.isEmpty()) || delta.changes & ChatDelta::ToolCalls)
        markFirstToken(request);

    // Each receiver may cancel or start anew; nothing more is said about this
    // request once it has.
    if (delta.changes & ChatDelta::Content) {
        Q_EMIT contentAppended(index, delta.content.toString());
        if (!isCurrent(request))
            return;
    }
    if (delta.changes & ChatDelta::ToolCalls) {
        Q_EMIT toolCallsChanged(index);
        if (!isCurrent(request))
            return;
    }
    if (delta.changes & ChatDelta::Usage) {
        Q_EMIT usageChanged(index);
        if (!isCurrent(request))
            return;
    }
    if (delta.changes & ChatDelta::ServiceObject)
        Q_EMIT serviceObjectChanged(index);
}

void ChatSession::onFinished(const std::shared_ptr<Request> &request, const ApiResult &result)
{
    if (!isCurrent(*request))
        return;
    const qsizetype index = request->sent.turnIndex;
    m_turns[index].serviceRequestId = result.requestId;

    if (result.ok()) {
        if (request->events == 0 && !result.json.isObject()
            && !(request->stream && ApiJob::isEventStream(result.contentType))) {
            // Neither an event stream nor a JSON answer (a proxy's page, with
            // any content type or none): the service never answered.
            failTurn(*request,
                     ApiError::unexpectedAnswer(result.httpStatus, result.contentType, result.body, result.requestId));
            return;
        }
        markAnswered(*request, result.serverDate);
        if (!isCurrent(*request))
            return;
        const QString key = m_client.profile().serviceObjectKey;
        if (!request->stream) {
            finishTurn(*request, ChatStreamDecoder::fromCompletion(result.object, key), false);
        } else if (request->events == 0 && result.json.isObject()) {
            // A service that answered a stream request with a standard answer.
            finishTurn(*request, ChatStreamDecoder::fromCompletion(result.object, key), false);
        } else {
            // A [DONE] whose blank line never came still ends the answer (see
            // docs/architecture.md, "Tolerance").
            request->decoder.finish(request->parser.unterminatedEvent());
            request->parser.finish();
            finishTurn(*request, request->decoder.takeAnswer(), true);
        }
        return;
    }
    if (!request->answered && answerBegan(result.httpStatus, result.contentType)) {
        // The 2xx head of the service's answer confirms the request, a
        // resume's decision too, though its body broke off.
        markAnswered(*request, result.serverDate);
        if (!isCurrent(*request))
            return;
    }
    if (request->answered) {
        // The answer broke off after it started: what arrived is kept.
        m_turns[index].error = result.error;
        request->parser.finish();
        request->decoder.finish();
        finishTurn(*request, request->decoder.takeAnswer(), true);
        return;
    }
    failTurn(*request, *result.error);
}

void ChatSession::finishTurn(Request &request, ChatAnswer answer, bool streamed)
{
    const qsizetype index = request.sent.turnIndex;
    m_request.reset();

    ConversationTurn &turn = m_turns[index];
    if (turn.serviceRequestId.isEmpty() && answer.service)
        turn.serviceRequestId = answer.service->requestId;
    turn.answer = std::move(answer);
    const ChatAnswer &received = turn.answer;
    if (!received.content.isEmpty() || !received.toolCalls.isEmpty())
        markFirstToken(request);
    markEnd(request);

    State state = State::Completed;
    if (!received.done)
        state = State::Interrupted;
    else if (received.error)
        state = State::Failed;
    else if (received.state() == ChatAnswer::State::ToolCalls && received.service
             && !received.service->approvalId.isEmpty())
        state = State::AwaitingApproval;

    if (!streamed) {
        const quint64 generation = m_generation;
        const auto stillCurrent = [this, generation] { return m_generation == generation && !m_request; };
        if (!received.content.isEmpty()) {
            Q_EMIT contentAppended(index, received.content);
            if (!stillCurrent())
                return;
        }
        if (!received.toolCalls.isEmpty()) {
            Q_EMIT toolCallsChanged(index);
            if (!stillCurrent())
                return;
        }
        if (received.usage) {
            Q_EMIT usageChanged(index);
            if (!stillCurrent())
                return;
        }
        if (received.service) {
            Q_EMIT serviceObjectChanged(index);
            if (!stillCurrent())
                return;
        }
    }

    std::optional<ChatApproval> approval;
    if (state == State::AwaitingApproval) {
        const ConversationTurn &asked = m_turns.at(index);
        approval.emplace();
        approval->turnIndex = index;
        approval->model = request.sent.body.value("model"_L1).toString();
        approval->approvalId = asked.answer.service->approvalId;
        approval->executionId = asked.answer.service->executionId;
        approval->expiresAt = asked.answer.service->expiresAt;
        approval->toolCalls = asked.answer.toolCalls;
        m_approval = approval;
    }

    setTurnState(index, state);
    armExpiry();
    if (approval)
        Q_EMIT approvalChanged();
    setState(state);
    const ConversationTurn finishedTurn = m_turns.at(index);
    Q_EMIT finished(index, finishedTurn);
    if (approval)
        Q_EMIT approvalRequired(*approval);
}

void ChatSession::failTurn(Request &request, const ApiError &error)
{
    const qsizetype index = request.sent.turnIndex;
    m_request.reset();

    markEnd(request);
    ConversationTurn &turn = m_turns[index];
    turn.error = error;
    if (!error.requestId().isEmpty())
        turn.serviceRequestId = error.requestId();
    // A retry of a turn the service answered before keeps that answer; its message is not offered again.
    if (!request.sent.userText.isEmpty() && !turn.answered)
        m_unsentText = request.sent.userText;

    State state = State::Failed;
    if (request.sent.kind == ResourceKind::Id::ChatResume) {
        using Delivery = ConversationTurn::Delivery;
        if (error.kind() == ApiError::Kind::ApprovalExpired) {
            settleApproval(request, State::ApprovalExpired, Delivery::Expired);
            state = State::ApprovalExpired;
        } else if (error.kind() == ApiError::Kind::ApprovalResolved) {
            settleApproval(request, State::Decided, Delivery::AlreadyResolved);
        } else {
            const bool refused = error.httpStatus() >= 400 && error.httpStatus() < 500;
            setDelivery(request, refused ? Delivery::Refused : Delivery::Undelivered);
        }
    }
    setTurnState(index, state);
    armExpiry();
    setState(state);
    const quint64 generation = m_generation;
    Q_EMIT failed(index, error);
    if (m_generation != generation || m_request)
        return;
    const ConversationTurn failedTurn = m_turns.at(index);
    Q_EMIT finished(index, failedTurn);
}

bool ChatSession::expireApproval()
{
    if (!m_approval || !m_approval->expiresAt.isValid() || serviceNow() < m_approval->expiresAt || isBusy())
        return false;
    const qsizetype asked = m_approval->turnIndex;
    m_approval.reset();
    if (asked >= 0 && asked < m_turns.size())
        setTurnState(asked, State::ApprovalExpired);
    m_expiryTimer.stop();
    setState(State::ApprovalExpired);
    Q_EMIT approvalChanged();
    return true;
}

void ChatSession::checkExpiry()
{
    if (expireApproval())
        Q_EMIT approvalExpired();
    else
        armExpiry();
}

void ChatSession::armExpiry()
{
    m_expiryTimer.stop();
    if (!m_approval || !m_approval->expiresAt.isValid() || isBusy())
        return;
    // QTimer counts monotonic time, which stops while the machine sleeps, and
    // int milliseconds (24.8 days): the timer wakes at least every minute to
    // compare the clocks again, each checkExpiry() arming the next.
    constexpr qint64 longestWait = 60 * 1000;
    const qint64 left = serviceNow().msecsTo(m_approval->expiresAt);
    m_expiryTimer.start(std::chrono::milliseconds(std::clamp<qint64>(left, 0, longestWait)));
}

void ChatSession::settleApproval(const Request &request, State approvalTurnState, ConversationTurn::Delivery delivery)
{
    const qsizetype asked = request.sent.approvalTurn;
    if (asked >= 0 && asked < m_turns.size()) {
        m_turns[asked].delivery = delivery;
        Q_EMIT turnChanged(asked);
        setTurnState(asked, approvalTurnState);
    }
    if (m_approval && m_approval->approvalId == request.sent.approvalId) {
        m_approval.reset();
        Q_EMIT approvalChanged();
    }
}

void ChatSession::setDelivery(const Request &request, ConversationTurn::Delivery delivery)
{
    const qsizetype asked = request.sent.approvalTurn;
    if (asked < 0 || asked >= m_turns.size() || m_turns.at(asked).delivery == delivery)
        return;
    m_turns[asked].delivery = delivery;
    Q_EMIT turnChanged(asked);
}

void ChatSession::cancel()
{
    if (!m_request)
        return;
    const std::shared_ptr<Request> request = m_request;
    const bool began = request->job && answerBegan(request->job->httpStatus(), request->job->contentType());
    dropRequest();

    const qsizetype index = request->sent.turnIndex;
    markEnd(*request);
    m_turns[index].answer.ended = true;
    if (!m_turns.at(index).answered && !request->sent.userText.isEmpty())
        m_unsentText = request->sent.userText;
    // Stopped before the service began its answer: the decision did not reach
    // it, as far as Baton can tell. Once it began, the service took it.
    if (!request->answered && request->sent.kind == ResourceKind::Id::ChatResume) {
        if (began)
            settleApproval(*request, State::Decided, ConversationTurn::Delivery::Confirmed);
        else
            setDelivery(*request, ConversationTurn::Delivery::Undelivered);
    }
    setTurnState(index, State::Cancelled);
    armExpiry();
    setState(State::Cancelled);
}

void ChatSession::dropRequest()
{
    const std::shared_ptr<Request> request = std::exchange(m_request, nullptr);
    ++m_generation;
    if (request && request->job) {
        request->job->disconnect(this);
        request->job->cancel();
    }
}

void ChatSession::clear()
{
    dropRequest();
    const bool hadApproval = m_approval.has_value();
    m_turns.clear();
    m_approval.reset();
    m_unsentText.clear();
    m_latest.reset();
    m_expiryTimer.stop();
    m_conversationId = QUuid::createUuid();
    if (hadApproval)
        Q_EMIT approvalChanged();
    setState(State::Idle);
    Q_EMIT cleared();
}

std::optional<ChatSession::Conversation> ChatSession::takeConversation()
{
    if (isBusy() || m_approval || m_turns.isEmpty())
        return std::nullopt;
    Conversation conversation {m_conversationId, m_target, m_options, m_turns, m_unsentText, m_state, m_latest};
    clear();
    return conversation;
}

bool ChatSession::restoreConversation(const Conversation &conversation)
{
    if (isBusy() || m_approval || !m_turns.isEmpty())
        return false;
    m_conversationId = conversation.id;
    m_target = conversation.target;
    m_options = conversation.options;
    m_turns = conversation.turns;
    m_unsentText = conversation.unsentText;
    m_latest = conversation.latest;
    for (qsizetype i = 0; i < m_turns.size(); ++i)
        Q_EMIT turnAdded(i);
    setState(conversation.state);
    Q_EMIT restored();
    return true;
}

void ChatSession::setTurnState(qsizetype index, State state)
{
    ConversationTurn &turn = m_turns[index];
    if (turn.state == state)
        return;
    turn.state = state;
    Q_EMIT turnChanged(index);
}

void ChatSession::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

QJsonObject ChatSession::exportJson() const
{
    return ChatExport::conversationJson(m_target, m_turns);
}

QString ChatSession::exportMarkdown() const
{
    return ChatExport::conversationMarkdown(m_target, m_turns);
}

} // namespace baton

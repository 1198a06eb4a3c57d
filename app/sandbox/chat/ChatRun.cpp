#include "sandbox/chat/ChatRun.h"

#include "sandbox/Reply.h"
#include "sandbox/chat/ChatResponder.h"
#include "sandbox/chat/ToolRunner.h"

#include <QJsonDocument>
#include <QUuid>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

// Tool call arguments stream in pieces of this many characters.
constexpr qsizetype ArgumentPieceLength = 8;

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QStringList argumentPieces(const QString &arguments)
{
    QStringList pieces;
    for (qsizetype at = 0; at < arguments.size();) {
        qsizetype length = std::min(ArgumentPieceLength, arguments.size() - at);
        if (at + length < arguments.size() && arguments.at(at + length - 1).isHighSurrogate())
            ++length;
        pieces << arguments.mid(at, length);
        at += length;
    }
    return pieces;
}

QJsonArray oneChoice(const QJsonObject &delta, const QJsonValue &finishReason = QJsonValue::Null)
{
    return {QJsonObject {{u"index"_s, 0}, {u"delta"_s, delta}, {u"finish_reason"_s, finishReason}}};
}

ToolReport reportOf(const ApprovalCall &call, const HttpOutcome &outcome)
{
    if (outcome.status == 0)
        return {call.id, call.tool.name, ToolReport::State::Failed, 0, outcome.error};
    return {call.id, call.tool.name, ToolReport::State::Answered, outcome.status, outcome.excerpt, outcome.members};
}

} // namespace

ChatRun::ChatRun(Setup setup, ChatResponder *responder, ToolRunner &runner, ApprovalBook &book,
                 const ChatConfig &config, QObject *parent)
    : QObject(parent)
    , m_setup(std::move(setup))
    , m_responder(responder)
    , m_runner(runner)
    , m_book(book)
    , m_config(config)
{
    m_responder->setParent(this);
    connect(m_responder, &ChatResponder::disconnected, this, &ChatRun::finish);
    m_pace.setInterval(std::max(0, m_config.tokenDelayMs));
    connect(&m_pace, &QTimer::timeout, this, &ChatRun::sendNextEvent);
    m_keepAlive.setInterval(std::max(1, m_config.keepAliveMs));
    connect(&m_keepAlive, &QTimer::timeout, this, [this] { m_responder->sendComment("keep-alive"); });
}

void ChatRun::start()
{
    m_reports = m_setup.reports;
    for (const Decision &decision : std::as_const(m_setup.decisions)) {
        if (decision.approved) {
            m_toRun.append({m_reports.size(), decision.call});
            m_reports.append({decision.call.id, decision.call.tool.name, ToolReport::State::Failed, 0, QString()});
        } else {
            m_reports.append(
                {decision.call.id, decision.call.tool.name, ToolReport::State::Denied, 0, decision.reason});
        }
    }
    m_reports += m_setup.plan.notCalled;
    for (const PlannedCall &planned : std::as_const(m_setup.plan.calls)) {
        if (planned.tool.needUserValidation) {
            m_toApprove.append(planned);
            continue;
        }
        const ApprovalCall call {QUuid::createUuid().toString(QUuid::WithoutBraces), planned.tool, planned.arguments};
        m_toRun.append({m_reports.size(), call});
        m_reports.append({call.id, call.tool.name, ToolReport::State::Failed, 0, QString()});
    }

    if (!m_responder->isConnected()) {
        finish();
        return;
    }
    if (m_setup.stream)
        m_responder->openEventStream();
    runNextCall();
}

void ChatRun::waitQuietly()
{
    if (!m_setup.stream)
        return;
    m_responder->sendComment("keep-alive");
    m_keepAlive.start();
}

void ChatRun::runNextCall()
{
    if (m_done)
        return;
    if (m_toRun.isEmpty()) {
        if (m_toApprove.isEmpty())
            fetchNextResource();
        else
            pauseForApproval();
        return;
    }
    const QueuedCall next = m_toRun.takeFirst();
    waitQuietly();
    m_runner.runTool(next.call.tool, next.call.arguments, this, [this, next](const HttpOutcome &outcome) {
        m_reports[next.reportIndex] = reportOf(next.call, outcome);
        runNextCall();
    });
}

void ChatRun::fetchNextResource()
{
    if (m_done)
        return;
    if (m_nextResource >= m_setup.resources.size()) {
        m_keepAlive.stop();
        answerWithText();
        return;
    }
    const ChatApiResource &resource = m_setup.resources.at(m_nextResource++);
    waitQuietly();
    m_runner.fetch(resource, this, [this, name = resource.name](const HttpOutcome &outcome) {
        m_citations.append({name, outcome.url, outcome.status, outcome.status == 0 ? outcome.error : outcome.excerpt,
                            outcome.members});
        fetchNextResource();
    });
}

void ChatRun::pauseForApproval()
{
    m_keepAlive.stop();
    Approval request;
    request.executionId = m_setup.executionId;
    request.tokenName = m_setup.tokenName;
    request.model = m_setup.model;
    request.mode = m_setup.mode;
    request.openingText = m_setup.openingText;
    request.reports = m_reports;
    for (const PlannedCall &planned : std::as_const(m_toApprove))
        request.calls.append({QString(), planned.tool, planned.arguments});
    const Approval approval = m_book.open(request);

    QJsonArray toolCalls;
    QList<QByteArray> events;
    int completionTokens = 0;
    for (qsizetype i = 0; i < approval.calls.size(); ++i) {
        const ApprovalCall &call = approval.calls.at(i);
        const QString arguments = QString::fromUtf8(compact(call.arguments));
        toolCalls.append(
            QJsonObject {{u"id"_s, call.id},
                         {u"type"_s, u"function"_s},
                         {u"function"_s, QJsonObject {{u"name"_s, call.tool.name}, {u"arguments"_s, arguments}}}});
        QJsonObject opening {{u"index"_s, int(i)},
                             {u"id"_s, call.id},
                             {u"type"_s, u"function"_s},
                             {u"function"_s, QJsonObject {{u"name"_s, call.tool.name}, {u"arguments"_s, QString()}}}};
        QJsonObject delta {{u"tool_calls"_s, QJsonArray {opening}}};
        if (i == 0)
            delta.insert(u"role"_s, u"assistant"_s);
        events << compact(chunk(oneChoice(delta)));
        const QStringList pieces = argumentPieces(arguments);
        for (const QString &piece : pieces) {
            const QJsonObject part {{u"index"_s, int(i)}, {u"function"_s, QJsonObject {{u"arguments"_s, piece}}}};
            events << compact(chunk(oneChoice(QJsonObject {{u"tool_calls"_s, QJsonArray {part}}})));
        }
        completionTokens += 1 + int(pieces.size());
    }

    if (!m_setup.stream) {
        const QJsonObject message {
            {u"role"_s, u"assistant"_s}, {u"content"_s, QJsonValue::Null}, {u"tool_calls"_s, toolCalls}};
        m_responder->sendJson(200, standardAnswer(message, u"tool_calls"_s, completionTokens, &approval));
        finish();
        return;
    }
    events << compact(chunk(oneChoice(QJsonObject(), u"tool_calls"_s)));
    events << compact(closingChunk(completionTokens, &approval));
    events << "[DONE]";
    streamEvents(events);
}

void ChatRun::answerWithText()
{
    const AnswerInput input {m_setup.target, m_setup.mode, m_setup.openingText,
                             m_reports,      m_citations,  m_setup.plan.longWords};
    QStringList pieces = ScriptedModel::tokens(ScriptedModel::answer(input));
    QString finishReason = u"stop"_s;
    if (m_setup.maxTokens && pieces.size() > *m_setup.maxTokens) {
        pieces = pieces.mid(0, *m_setup.maxTokens);
        finishReason = u"length"_s;
    }

    if (m_setup.plan.fail) {
        SandboxError error {500,
                            u"api_error"_s,
                            u"internal_error"_s,
                            tr("The scripted model failed mid-answer (/fail)."),
                            {},
                            {},
                            std::nullopt,
                            {}};
        if (!m_setup.stream) {
            m_responder->sendError(error);
            finish();
            return;
        }
        QList<QByteArray> events;
        pieces = pieces.mid(0, pieces.size() / 2);
        for (qsizetype i = 0; i < pieces.size(); ++i) {
            QJsonObject delta {{u"content"_s, pieces.at(i)}};
            if (i == 0)
                delta.insert(u"role"_s, u"assistant"_s);
            events << compact(chunk(oneChoice(delta)));
        }
        events << error.body(m_setup.requestId);
        streamEvents(events);
        return;
    }

    const int completionTokens = int(pieces.size());
    if (!m_setup.stream) {
        const QJsonObject message {{u"role"_s, u"assistant"_s}, {u"content"_s, pieces.join(QString())}};
        m_responder->sendJson(200, standardAnswer(message, finishReason, completionTokens, nullptr));
        finish();
        return;
    }
    QList<QByteArray> events;
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        QJsonObject delta {{u"content"_s, pieces.at(i)}};
        if (i == 0)
            delta.insert(u"role"_s, u"assistant"_s);
        events << compact(chunk(oneChoice(delta)));
    }
    events << compact(chunk(oneChoice(QJsonObject(), finishReason)));
    events << compact(closingChunk(completionTokens, nullptr));
    events << "[DONE]";
    streamEvents(events);
}

void ChatRun::streamEvents(QList<QByteArray> events)
{
    m_events = std::move(events);
    sendNextEvent();
    if (!m_done)
        m_pace.start();
}

void ChatRun::sendNextEvent()
{
    if (m_done)
        return;
    if (!m_responder->isConnected()) {
        finish();
        return;
    }
    if (!m_events.isEmpty())
        m_responder->sendEvent(m_events.takeFirst());
    if (m_events.isEmpty()) {
        m_responder->closeEventStream();
        finish();
    }
}

void ChatRun::finish()
{
    if (m_done)
        return;
    m_done = true;
    m_pace.stop();
    m_keepAlive.stop();
    m_events.clear();
    Q_EMIT finished();
}

QJsonObject ChatRun::chunk(const QJsonArray &choices) const
{
    return {{u"id"_s, m_setup.completionId},
            {u"object"_s, u"chat.completion.chunk"_s},
            {u"created"_s, m_setup.created},
            {u"model"_s, m_setup.model},
            {u"choices"_s, choices}};
}

QJsonObject ChatRun::closingChunk(int completionTokens, const Approval *approval) const
{
    QJsonObject closing = chunk(QJsonArray());
    closing.insert(u"usage"_s, usage(completionTokens));
    closing.insert(m_config.serviceName, serviceObject(completionTokens, approval));
    return closing;
}

QJsonObject ChatRun::standardAnswer(const QJsonObject &message, const QString &finishReason, int completionTokens,
                                    const Approval *approval) const
{
    return {{u"id"_s, m_setup.completionId},
            {u"object"_s, u"chat.completion"_s},
            {u"created"_s, m_setup.created},
            {u"model"_s, m_setup.model},
            {u"choices"_s,
             QJsonArray {QJsonObject {{u"index"_s, 0}, {u"finish_reason"_s, finishReason}, {u"message"_s, message}}}},
            {u"usage"_s, usage(completionTokens)},
            {m_config.serviceName, serviceObject(completionTokens, approval)}};
}

QJsonObject ChatRun::usage(int completionTokens) const
{
    return {{u"prompt_tokens"_s, m_setup.promptTokens},
            {u"completion_tokens"_s, completionTokens},
            {u"total_tokens"_s, m_setup.promptTokens + completionTokens}};
}

QJsonObject ChatRun::serviceObject(int completionTokens, const Approval *approval) const
{
    // One credit per started hundred tokens, at least one.
    const int total = m_setup.promptTokens + completionTokens;
    QJsonObject service {{u"request_id"_s, m_setup.requestId}, {u"credits_charged"_s, std::max(1, (total + 99) / 100)}};
    if (!m_setup.clientRequestId.isEmpty())
        service.insert(u"client_request_id"_s, m_setup.clientRequestId);
    if (approval) {
        service.insert(u"approval_id"_s, approval->approvalId);
        service.insert(u"execution_id"_s, approval->executionId);
        service.insert(u"expires_at"_s, approval->expiresAt.toString(Qt::ISODateWithMs));
    }
    return service;
}

} // namespace baton::sandbox

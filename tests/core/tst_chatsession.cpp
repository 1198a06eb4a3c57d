#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/chat/ChatSession.h"
#include "sandbox/Server.h"
#include "support/LoopbackServer.h"

#include <QElapsedTimer>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::ApiClient;
using baton::ApiError;
using baton::ApiJob;
using baton::ApiResult;
using baton::ChatApproval;
using baton::ChatOptions;
using baton::ChatSession;
using baton::ConversationTurn;
using baton::FieldError;
using baton::Profile;
using baton::RequestLog;
using baton::ToolDecision;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using State = baton::ConversationTurn::State;

namespace {

const QString ticketCommand = u"/tool create_ticket {\"title\": \"Printer on fire\", \"priority\": \"high\"}"_s;

// A sandbox with its demo objects, and a client signed in as its admin.
struct Sandbox {
    std::unique_ptr<Server> server;
    QNetworkAccessManager network;
    RequestLog log;
    std::unique_ptr<ApiClient> client;

    // `clock` is the sandbox's chat clock; empty: the system clock.
    explicit Sandbox(std::function<QDateTime()> clock = {})
    {
        ServerConfig config;
        config.demo = true;
        config.chat.tokenDelayMs = 1;
        config.clock = std::move(clock);
        server = std::make_unique<Server>(config);
        server->listen();
        client = std::make_unique<ApiClient>(network, log);
        client->setConnection(Profile {u"sandbox"_s, server->baseUrl(), false, {}}, server->token(u"admin"_s)->value);
    }

    ApiResult wait(ApiJob *job)
    {
        QSignalSpy finished(job, &ApiJob::finished);
        if (!finished.wait(10000))
            return {};
        return finished.at(0).at(0).value<ApiResult>();
    }

    // The id of the demo object of `kind` called `name`.
    QString idOf(const QString &collection, const QString &name)
    {
        const ApiResult result = wait(client->get(collection, QUrlQuery(u"limit=100"_s)));
        for (const QJsonValue &item : result.object.value(u"data"_s).toArray()) {
            if (item[u"name"_s].toString() == name)
                return item[u"id"_s].toString();
        }
        return {};
    }

    // What /_sandbox/echo/tickets received, newest last.
    QList<QJsonObject> ticketCalls()
    {
        QList<QJsonObject> calls;
        const ApiResult result = wait(client->get(u"/_sandbox/echo-log"_s));
        for (const QJsonValue &entry : result.object.value(u"data"_s).toArray()) {
            if (entry[u"path"_s].toString().endsWith(u"/tickets"_s))
                calls.append(entry.toObject());
        }
        return calls;
    }

    // The bodies of the requests sent to `path`, oldest first.
    QList<QJsonObject> bodiesSentTo(const QString &path) const
    {
        QList<QJsonObject> bodies;
        for (qsizetype i = 0; i < log.count(); ++i) {
            if (log.at(i).path == path)
                bodies.append(QJsonDocument::fromJson(log.at(i).requestBody).object());
        }
        return bodies;
    }
};

// ApiError has no default constructor, so QVariant::value() cannot give it.
const ApiError &errorOf(const QVariant &value)
{
    return *static_cast<const ApiError *>(value.constData());
}

QString requestIdOf(const QJsonObject &body)
{
    return body[u"metadata"_s][u"request_id"_s].toString();
}

QJsonArray userMessage(const QString &text)
{
    return {QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, text}}};
}

// Every signal of a session, counted.
struct Recorder {
    QSignalSpy state;
    QSignalSpy started;
    QSignalSpy content;
    QSignalSpy toolCalls;
    QSignalSpy usage;
    QSignalSpy service;
    QSignalSpy finished;
    QSignalSpy failed;
    QSignalSpy approval;

    explicit Recorder(ChatSession &session)
        : state(&session, &ChatSession::stateChanged)
        , started(&session, &ChatSession::turnStarted)
        , content(&session, &ChatSession::contentAppended)
        , toolCalls(&session, &ChatSession::toolCallsChanged)
        , usage(&session, &ChatSession::usageChanged)
        , service(&session, &ChatSession::serviceObjectChanged)
        , finished(&session, &ChatSession::finished)
        , failed(&session, &ChatSession::failed)
        , approval(&session, &ChatSession::approvalRequired)
    { }

    [[nodiscard]] qsizetype total() const
    {
        return state.size() + started.size() + content.size() + toolCalls.size() + usage.size() + service.size()
            + finished.size() + failed.size() + approval.size();
    }

    // The text appended to turn `index`, in order.
    [[nodiscard]] QString contentOf(qsizetype index) const
    {
        QString text;
        for (const QList<QVariant> &args : content) {
            if (args.at(0).value<qsizetype>() == index)
                text += args.at(1).toString();
        }
        return text;
    }

    bool waitFinished(int count = 1)
    {
        while (finished.size() < count) {
            if (!finished.wait(15000))
                return false;
        }
        return true;
    }
};

} // namespace

// One answer of a loopback server: status, body and headers.
struct Answer {
    int status = 200;
    QByteArray body;
    baton::test::LoopbackServer::Headers headers;
};

// A chat with a loopback server that answers every request with `stream`, or
// the requests in turn with `answers` (the last one again once they run out).
struct LoopbackChat {
    baton::test::LoopbackServer loopback;
    QNetworkAccessManager network;
    RequestLog log;
    ApiClient client {network, log};
    ChatSession session {client};

    explicit LoopbackChat(const QByteArray &stream)
    {
        loopback.serveEventStream(stream);
        client.setConnection(Profile {u"other"_s, loopback.baseUrl(), false, {}}, u"tok"_s);
    }

    explicit LoopbackChat(const QList<Answer> &answers)
    {
        loopback.setHandler([this, answers](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            const Answer &answer = answers.at(std::min(loopback.requests().size(), answers.size()) - 1);
            baton::test::LoopbackServer::reply(responder, answer.status, answer.body, answer.headers);
        });
        client.setConnection(Profile {u"other"_s, loopback.baseUrl(), false, {}}, u"tok"_s);
    }
};

// Answers with a 2xx head and the start of `body`, then closes the connection:
// Content-Length says more is to come.
void replyBrokenOff(QHttpServerResponder &responder, const QByteArray &contentType, const QByteArray &start)
{
    responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
    responder.writeHeader("Content-Type", contentType);
    responder.writeHeader("Content-Length", "100000");
    responder.writeBody(start);
    responder.socket()->disconnectFromHost();
}

// An HTTP-date (IMF-fixdate) for a Date header.
QByteArray httpDate(const QDateTime &when)
{
    return QLocale::c().toString(when.toUTC(), u"ddd, dd MMM yyyy HH:mm:ss 'GMT'"_s).toLatin1();
}

// A streamed answer asking to approve one create_ticket call (call-1) of
// approval ap-1, which expires at `expiresAt` (ISO 8601, or any JSON value).
QByteArray approvalStream(const QByteArray &expiresAt)
{
    return "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"tool_calls\":[{\"index\":0,"
           "\"id\":\"call-1\",\"type\":\"function\",\"function\":{\"name\":\"create_ticket\",\"arguments\":"
           "\"{}\"}}]}}]}\n\n"
           "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\n"
           "data: {\"choices\":[],\"sandbox\":{\"approval_id\":\"ap-1\",\"execution_id\":\"ex-1\",\"expires_at\":"
        + expiresAt + "}}\n\ndata: [DONE]\n\n";
}

QByteArray isoText(const QDateTime &when)
{
    return '"' + when.toUTC().toString(Qt::ISODateWithMs).toLatin1() + '"';
}

const QByteArray doneStream = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Done.\"}}]}\n\n"
                              "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n"
                              "data: [DONE]\n\n";
const baton::test::LoopbackServer::Headers eventStream {{"Content-Type", "text/event-stream"}};

// A chat with the demo's support assistant on a sandbox whose clock runs
// `skew` ahead of the session's; the test moves both on through `now`, the
// session's time. pause() asks for the ticket and waits for its approval,
// which expires ten minutes later by the sandbox's clock.
struct ShortLivedApproval {
    QDateTime now = QDateTime::currentDateTimeUtc();
    std::chrono::seconds skew;
    Sandbox sandbox {[this] { return now.addSecs(skew.count()); }};
    ChatSession session {*sandbox.client};
    Recorder recorder {session};

    explicit ShortLivedApproval(std::chrono::seconds serviceAhead = 0s)
        : skew(serviceAhead)
    {
        session.setClock([this] { return now; });
    }

    std::optional<ChatApproval> pause()
    {
        const QString target = u"custom:"_s + sandbox.idOf(u"/v1/custom-models"_s, u"Support assistant"_s);
        if (!session.setTarget(target).isEmpty() || !session.send(ticketCommand).isEmpty() || !recorder.waitFinished())
            return std::nullopt;
        return session.approval();
    }
};

class tst_ChatSession : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Sandbox> m_sandbox;
    QString m_support; // custom:<id> of the demo's support assistant
    QString m_desk; // group:<id> of the demo's support desk
    QString m_ticketKeyId;

    std::unique_ptr<ChatSession> newSession(const QString &target, bool stream = true)
    {
        auto session = std::make_unique<ChatSession>(*m_sandbox->client);
        [&] { QVERIFY(session->setTarget(target).isEmpty()); }();
        ChatOptions options;
        options.stream = stream;
        session->setOptions(options);
        return session;
    }

    // Sends the ticket command and waits for its approval.
    static std::optional<ChatApproval> askForTicket(ChatSession &session, Recorder &recorder)
    {
        if (!session.send(ticketCommand).isEmpty() || !recorder.waitFinished())
            return std::nullopt;
        return session.approval();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<Sandbox>();
        QVERIFY(m_sandbox->server->isListening());
        const QString support = m_sandbox->idOf(u"/v1/custom-models"_s, u"Support assistant"_s);
        const QString desk = m_sandbox->idOf(u"/v1/group-models"_s, u"Support desk"_s);
        m_ticketKeyId = m_sandbox->idOf(u"/v1/secrets"_s, u"Ticket API key"_s);
        QVERIFY(!support.isEmpty());
        QVERIFY(!desk.isEmpty());
        QVERIFY(!m_ticketKeyId.isEmpty());
        m_support = u"custom:"_s + support;
        m_desk = u"group:"_s + desk;
    }

    void init() { m_sandbox->server->echoLog().clear(); }

    void targetIsValidated()
    {
        ChatSession session(*m_sandbox->client);
        const QList<FieldError> errors = session.setTarget(u"model-7"_s);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.at(0).field, u"model"_s);
        QVERIFY(session.target().isEmpty());
        QVERIFY(session.setTarget(m_desk).isEmpty());
        QCOMPARE(session.target(), m_desk);
        QVERIFY(session.targetIsGroup());

        // Without a target nothing is sent.
        ChatSession empty(*m_sandbox->client);
        const qsizetype before = m_sandbox->log.count();
        QCOMPARE(empty.send(u"hello"_s).value(0).field, u"model"_s);
        QCOMPARE(m_sandbox->log.count(), before);
        QVERIFY(empty.turns().isEmpty());
    }

    void plainChat()
    {
        auto session = newSession(m_support, false);
        Recorder recorder(*session);
        QVERIFY(session->send(u"Where is my parcel?"_s).isEmpty());
        QCOMPARE(session->state(), State::Waiting);
        QVERIFY(session->isBusy());
        QVERIFY(recorder.waitFinished());

        QCOMPARE(session->turns().size(), 2);
        const ConversationTurn &user = session->turn(0);
        QCOMPARE(user.role, ConversationTurn::Role::User);
        QCOMPARE(user.text, u"Where is my parcel?"_s);
        const ConversationTurn &answer = session->turn(1);
        QCOMPARE(answer.role, ConversationTurn::Role::Assistant);
        QCOMPARE(answer.state, State::Completed);
        QCOMPARE(session->state(), State::Completed);
        QVERIFY(!session->isBusy());
        QVERIFY(answer.answered);
        QVERIFY(answer.answer.content.startsWith(u"# Support assistant"_s));
        QVERIFY(answer.answer.content.contains(u"Where is my parcel?"_s));
        QCOMPARE(answer.answer.finishReason, u"stop"_s);
        QVERIFY(answer.answer.usage);
        QVERIFY(answer.answer.usage->totalTokens > 0);
        QVERIFY(answer.answer.service);
        QCOMPARE(answer.answer.service->key, u"sandbox"_s);
        // A standard answer arrives as one piece.
        QCOMPARE(recorder.content.size(), 1);
        QCOMPARE(recorder.contentOf(1), answer.answer.content);
        QCOMPARE(recorder.usage.size(), 1);
        QCOMPARE(recorder.service.size(), 1);
        QCOMPARE(recorder.failed.size(), 0);

        // The request: not streamed, with a fresh request id that the turn and the service record.
        const QJsonObject body = m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s).constLast();
        QCOMPARE(body[u"stream"_s].toBool(true), false);
        QCOMPARE(body[u"model"_s].toString(), m_support);
        QCOMPARE(body[u"messages"_s].toArray(), userMessage(u"Where is my parcel?"_s));
        QCOMPARE(answer.sentRequestIds, QStringList {requestIdOf(body)});
        QVERIFY(QRegularExpression(u"^req_[0-9a-f]{32}$"_s).match(answer.sentRequestId()).hasMatch());
        QCOMPARE(answer.answer.service->object.value(u"client_request_id"_s).toString(), answer.sentRequestId());
        QVERIFY(!answer.serviceRequestId.isEmpty());
        QCOMPARE(answer.serviceRequestId, answer.answer.service->requestId);
    }

    void streamedChat()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        QVERIFY(session->send(u"Tell me about refunds"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        const ConversationTurn &answer = session->turn(1);
        QCOMPARE(answer.state, State::Completed);
        QVERIFY(answer.answer.done);
        QVERIFY(recorder.content.size() > 10);
        QCOMPARE(recorder.contentOf(1), answer.answer.content);
        QVERIFY(answer.answer.content.contains(QRegularExpression(u"(^|\n)# Support assistant\n"_s)));
        QVERIFY(answer.answer.content.contains(u"Tell me about refunds"_s));
        QVERIFY(answer.answer.usage);
        QVERIFY(answer.answer.service);
        QCOMPARE(recorder.started.size(), 1);
        QCOMPARE(recorder.started.at(0).at(0).value<qsizetype>(), qsizetype(1));
        QCOMPARE(recorder.finished.at(0).at(1).value<ConversationTurn>().answer.content, answer.answer.content);

        // Waiting, then streaming, then completed.
        QList<State> states;
        for (const QList<QVariant> &args : recorder.state)
            states.append(args.at(0).value<State>());
        QCOMPARE(states, (QList<State> {State::Waiting, State::Streaming, State::Completed}));

        const QJsonObject body = m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s).constLast();
        QCOMPARE(body[u"stream"_s].toBool(), true);
        QCOMPARE(requestIdOf(body), answer.sentRequestId());
    }

    void eachEventIsReported()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        QSignalSpy events(session.get(), &ChatSession::eventReceived);
        QVERIFY(session->send(u"Tell me about refunds"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        // One event per content chunk, then the usage and service object, then [DONE]; all of them used.
        QVERIFY(events.size() > recorder.content.size());
        QString text;
        for (const QList<QVariant> &args : events) {
            QCOMPARE(args.at(0).value<qsizetype>(), qsizetype(1));
            const auto event = args.at(1).value<baton::SseEvent>();
            QCOMPARE(event.type, u"message"_s);
            QVERIFY(args.at(2).toBool());
            const QJsonObject chunk = QJsonDocument::fromJson(event.data.toUtf8()).object();
            text += chunk[u"choices"_s][0][u"delta"_s][u"content"_s].toString();
        }
        QCOMPARE(text, session->turn(1).answer.content);
        QCOMPARE(events.constLast().at(1).value<baton::SseEvent>().data, u"[DONE]"_s);
        const QJsonObject last
            = QJsonDocument::fromJson(events.at(events.size() - 2).at(1).value<baton::SseEvent>().data.toUtf8())
                  .object();
        QVERIFY(last.contains(u"sandbox"_s));

        // A standard answer has no events.
        events.clear();
        auto standard = newSession(m_support, false);
        Recorder standardRecorder(*standard);
        QSignalSpy standardEvents(standard.get(), &ChatSession::eventReceived);
        QVERIFY(standard->send(u"Hello"_s).isEmpty());
        QVERIFY(standardRecorder.waitFinished());
        QCOMPARE(standardEvents.size(), 0);
    }

    void unrecognisedEventsAreReported()
    {
        LoopbackChat chat(baton::test::streamWithUnknownEvents);
        ChatSession &session = chat.session;
        QVERIFY(session.setTarget(m_support).isEmpty());
        Recorder recorder(session);
        QSignalSpy events(&session, &ChatSession::eventReceived);
        QVERIFY(session.send(u"Hello"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        QCOMPARE(session.turn(1).answer.content, u"Hi"_s);
        QCOMPARE(events.size(), 5);
        QList<QPair<QString, bool>> seen;
        for (const QList<QVariant> &args : events)
            seen.append({args.at(1).value<baton::SseEvent>().type, args.at(2).toBool()});
        QCOMPARE(seen,
                 (QList<QPair<QString, bool>> {{u"message"_s, true},
                                               {u"ping"_s, false},
                                               {u"message"_s, false},
                                               {u"message"_s, false},
                                               {u"message"_s, true}}));
        QCOMPARE(events.at(1).at(1).value<baton::SseEvent>().data, u"{\"at\": 1}"_s);
        QCOMPARE(session.turn(1).answer.unrecognised.size(), 3);
    }

    // [DONE] is the end of the answer even when the stream stops before the
    // blank line after it, or names it `event: done`.
    void doneWithoutItsBlankLineCompletes_data()
    {
        QTest::addColumn<QByteArray>("end");
        QTest::newRow("no blank line") << QByteArray("data: [DONE]\n");
        QTest::newRow("no line end") << QByteArray("data: [DONE]");
        QTest::newRow("CR line end") << QByteArray("data: [DONE]\r");
        QTest::newRow("event: done") << QByteArray("event: done\ndata: [DONE]\n\n");
        QTest::newRow("event: done, no line end") << QByteArray("event: done\ndata: [DONE]");
    }

    void doneWithoutItsBlankLineCompletes()
    {
        QFETCH(QByteArray, end);
        LoopbackChat chat(
            "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hi\"},\"finish_reason\":\"stop\"}]}\n\n" + end);
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"Hello"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QCOMPARE(chat.session.turn(1).answer.content, u"Hi"_s);
        QCOMPARE(chat.session.turn(1).state, State::Completed);
        QVERIFY(chat.session.turn(1).answer.unrecognised.isEmpty());
    }

    // Only [DONE] is taken from an unterminated end: a half event is lost.
    void unterminatedDataIsNotApplied()
    {
        LoopbackChat chat(
            "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hi\"}}]}\n\n"
            "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\" there\"},\"finish_reason\":\"stop\"}]}\n");
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"Hello"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QCOMPARE(chat.session.turn(1).answer.content, u"Hi"_s);
        QCOMPARE(chat.session.turn(1).state, State::Interrupted);
    }

    // Two calls whose pieces share index 0 both wait for a decision, each
    // under its own id, and the resume names both.
    void toolCallsSharingAnIndexAreBothApproved()
    {
        LoopbackChat chat(
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"tool_calls\":[{\"index\":0,\"id\":\"call-"
            "a\",\"type\":\"function\",\"function\":{\"name\":\"first\",\"arguments\":\"{\\\"x\\\"\"}}]}}]}\n\n"
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\":1}\"}}]}"
            "}]}\n\n"
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"call-b\",\"type\":"
            "\"function\",\"function\":{\"name\":\"second\",\"arguments\":\"{\\\"y\\\"\"}}]}}]}\n\n"
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\":2}\"}}]}"
            "}]}\n\n"
            "data: "
            "{\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}],\"metadata\":{\"request_id\":"
            "\"req-m\"},\"sandbox\":{\"approval_id\":\"ap-1\",\"execution_id\":\"ex-1\"}}\n\n"
            "data: [DONE]\n\n");
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"Do both"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QCOMPARE(chat.session.state(), State::AwaitingApproval);
        QVERIFY(chat.session.approval());
        QCOMPARE(chat.session.approval()->approvalId, u"ap-1"_s);
        const QList<baton::ChatToolCall> calls = chat.session.approval()->toolCalls;
        QCOMPARE(calls.size(), 2);
        QCOMPARE(calls.at(0).id, u"call-a"_s);
        QCOMPARE(calls.at(0).arguments, u"{\"x\":1}"_s);
        QCOMPARE(calls.at(1).id, u"call-b"_s);
        QCOMPARE(calls.at(1).arguments, u"{\"y\":2}"_s);

        QVERIFY(chat.session.resume({ToolDecision {u"call-a"_s, true, {}}, ToolDecision {u"call-b"_s, true, {}}})
                    .isEmpty());
        QTRY_COMPARE(chat.loopback.requests().size(), 2);
        const QJsonObject resume = QJsonDocument::fromJson(chat.loopback.requests().at(1).body).object();
        QCOMPARE(resume[u"approved_tool_execution_ids"_s].toArray(), (QJsonArray {u"call-a"_s, u"call-b"_s}));
    }

    // A stream request answered 200 with neither an event stream nor JSON (a
    // proxy's page) failed: its error says what came back, and the message is
    // offered again, as the service never answered it.
    void pageInsteadOfAStreamFails()
    {
        baton::test::LoopbackServer loopback;
        loopback.setHandler([](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            baton::test::LoopbackServer::reply(
                responder, 200, "<html><body><p>Please sign in to the proxy &amp; retry.</p></body></html>",
                {{"Content-Type", "text/html; charset=utf-8"}});
        });
        QNetworkAccessManager network;
        RequestLog log;
        ApiClient client(network, log);
        client.setConnection(Profile {u"other"_s, loopback.baseUrl(), false, {}}, u"tok"_s);
        ChatSession session(client);
        QVERIFY(session.setTarget(m_support).isEmpty());
        Recorder recorder(session);
        QVERIFY(session.send(u"Hello"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        QCOMPARE(session.turn(1).state, State::Failed);
        QCOMPARE(recorder.failed.size(), 1);
        QVERIFY(session.turn(1).error);
        const QString message = session.turn(1).error->userMessage();
        for (const QString &word : {u"HTTP 200"_s, u"text/html"_s, u"Please sign in to the proxy & retry."_s})
            QVERIFY2(message.contains(word), qPrintable(message));
        QCOMPARE(session.unsentText(), u"Hello"_s);
        QVERIFY(!session.turn(1).answered);
    }

    void contextAndOptions()
    {
        auto session = newSession(m_desk);
        ChatOptions options;
        options.temperature = 0.4;
        options.maxTokens = 400;
        options.maxCompletionTokens = 300;
        options.mode = u"synth"_s;
        session->setOptions(options);
        Recorder recorder(*session);

        QVERIFY(session->send(u"First question"_s).isEmpty());
        QVERIFY(recorder.waitFinished(1));
        const QString firstAnswer = session->turn(1).answer.content;
        QVERIFY(firstAnswer.contains(u"Mode `synth`"_s));
        QVERIFY(session->send(u"Second question"_s).isEmpty());
        QVERIFY(recorder.waitFinished(2));

        const QList<QJsonObject> bodies = m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s);
        const QJsonObject second = bodies.constLast();
        const QJsonArray expected {
            QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, u"First question"_s}},
            QJsonObject {{u"role"_s, u"assistant"_s}, {u"content"_s, firstAnswer}},
            QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, u"Second question"_s}},
        };
        QCOMPARE(second[u"messages"_s].toArray(), expected);
        QCOMPARE(second[u"temperature"_s].toDouble(), 0.4);
        QCOMPARE(second[u"max_tokens"_s].toInteger(), 400);
        QCOMPARE(second[u"max_completion_tokens"_s].toInteger(), 300);
        QCOMPARE(second[u"metadata"_s][u"mode"_s].toString(), u"synth"_s);
        QVERIFY(requestIdOf(second) != requestIdOf(bodies.at(bodies.size() - 2)));

        // Without context, only the new message goes out.
        options.sendContext = false;
        session->setOptions(options);
        QVERIFY(session->send(u"Third question"_s).isEmpty());
        QVERIFY(recorder.waitFinished(3));
        QCOMPARE(m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s).constLast()[u"messages"_s].toArray(),
                 userMessage(u"Third question"_s));

        // The mode is for group models only.
        auto custom = newSession(m_support);
        custom->setOptions(options);
        Recorder customRecorder(*custom);
        QVERIFY(custom->send(u"Hello"_s).isEmpty());
        QVERIFY(customRecorder.waitFinished());
        QVERIFY(!m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s)
                     .constLast()[u"metadata"_s]
                     .toObject()
                     .contains(u"mode"_s));
    }

    void invalidOptionsSendNothing()
    {
        auto session = newSession(m_desk);
        ChatOptions options;
        options.temperature = 2.5;
        options.maxTokens = 0;
        options.mode = u"loud"_s;
        session->setOptions(options);
        Recorder recorder(*session);
        const qsizetype before = m_sandbox->log.count();

        const QList<FieldError> errors = session->send(u"Hello"_s);
        QStringList fields;
        for (const FieldError &error : errors)
            fields.append(error.field);
        fields.sort();
        QCOMPARE(fields, (QStringList {u"max_tokens"_s, u"metadata.mode"_s, u"temperature"_s}));
        QCOMPARE(m_sandbox->log.count(), before);
        QVERIFY(session->turns().isEmpty());
        QCOMPARE(session->state(), State::Idle);
        QCOMPARE(recorder.total(), 0);
        QCOMPARE(session->send(u"   "_s).value(0).field, u"messages"_s);
    }

    void cancelMidStream()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        QVERIFY(session->send(u"/long 3000 tell me everything"_s).isEmpty());
        while (recorder.content.size() < 3)
            QVERIFY(recorder.content.wait(10000));
        QCOMPARE(session->state(), State::Streaming);
        QCOMPARE(m_sandbox->server->chat().activeStreams(), 1);

        session->cancel();
        QCOMPARE(session->state(), State::Cancelled);
        QVERIFY(!session->isBusy());
        const ConversationTurn answer = session->turn(1);
        QCOMPARE(answer.state, State::Cancelled);
        QVERIFY(!answer.answer.content.isEmpty());
        QCOMPARE(answer.answer.content, recorder.contentOf(1));
        QVERIFY(answer.answer.content.size() < 3000);
        QVERIFY(session->unsentText().isEmpty()); // it was answered

        // Nothing more arrives, and the server sees the client leave.
        const qsizetype signalsAtCancel = recorder.total();
        QTRY_COMPARE_WITH_TIMEOUT(m_sandbox->server->chat().activeStreams(), 0, 5000);
        QVERIFY(!recorder.content.wait(300));
        QCOMPARE(recorder.total(), signalsAtCancel);
        QCOMPARE(recorder.finished.size(), 0);
        QCOMPARE(session->turn(1).answer.content, answer.answer.content);
        QVERIFY(session->canRetry());
    }

    void interruptedStreamAndRetry()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        QVERIFY(session->send(u"/fail halfway please"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        const ConversationTurn first = session->turn(1);
        QCOMPARE(first.state, State::Interrupted);
        QCOMPARE(session->state(), State::Interrupted);
        QVERIFY(!first.answer.done);
        QVERIFY(!first.answer.content.isEmpty());
        QCOMPARE(first.answer.content, recorder.contentOf(1));
        QVERIFY(first.answer.error); // the service said why
        QCOMPARE(first.answer.error->code, u"internal_error"_s);
        QCOMPARE(recorder.failed.size(), 0);
        QVERIFY(session->canRetry());

        const qsizetype sentBefore = m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s).size();
        QVERIFY(session->retry().isEmpty());
        QCOMPARE(session->turns().size(), 2); // the same turn starts over
        QCOMPARE(session->turn(1).state, State::Waiting);
        // What arrived stays until the new request answers; then it starts over.
        QCOMPARE(session->turn(1).answer.content, first.answer.content);
        QCOMPARE(recorder.started.size(), 1);
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(recorder.started.size(), 2);
        QCOMPARE(recorder.started.at(1).at(0).value<qsizetype>(), qsizetype(1));

        // The same request, with a new request id; the sandbox's /fail breaks it again.
        const QList<QJsonObject> bodies = m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s);
        QCOMPARE(bodies.size(), sentBefore + 1);
        QJsonObject again = bodies.constLast();
        QJsonObject before = bodies.at(bodies.size() - 2);
        QVERIFY(requestIdOf(again) != requestIdOf(before));
        QCOMPARE(session->turn(1).sentRequestIds, (QStringList {requestIdOf(before), requestIdOf(again)}));
        again.remove(u"metadata"_s);
        before.remove(u"metadata"_s);
        QCOMPARE(again, before);
        QCOMPARE(session->turn(1).state, State::Interrupted);
        QCOMPARE(session->turn(1).answer.content, first.answer.content);
    }

    // A retry shows what the first attempt kept until the new request
    // answers; when it fails before any answer, the text stays.
    void failedRetryKeepsWhatWasShown()
    {
        LoopbackChat chat(QList<Answer> {
            {200, "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Half an answer\"}}]}\n\n", eventStream},
            {500, QByteArray(), {}},
        });
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"Tell me everything"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QCOMPARE(chat.session.turn(1).state, State::Interrupted);
        QCOMPARE(chat.session.turn(1).answer.content, u"Half an answer"_s);
        QVERIFY(chat.session.canRetry());

        QVERIFY(chat.session.retry().isEmpty());
        QCOMPARE(chat.session.turn(1).state, State::Waiting);
        QCOMPARE(chat.session.turn(1).answer.content, u"Half an answer"_s);
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(chat.loopback.requests().size(), 2);
        QCOMPARE(chat.session.turn(1).state, State::Failed);
        QCOMPARE(chat.session.turn(1).answer.content, u"Half an answer"_s);
        QVERIFY(chat.session.turn(1).error);
        QCOMPARE(chat.session.turn(1).error->httpStatus(), 500);
        QVERIFY(chat.session.unsentText().isEmpty()); // the message was answered once
    }

    // The time to the first token counts from when the request was sent, the
    // duration to the answer's end, by this machine's clock. A retry counts
    // from its own request, not from the first one nor from its first byte;
    // a retry that fails before any answer leaves the times of the answer
    // the turn still shows.
    void answerTimesItsFirstTokenAndItsEnd()
    {
        LoopbackChat chat(doneStream);
        std::shared_ptr<QHttpServerResponder> held;
        chat.loopback.setHandler([&](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            const qsizetype count = chat.loopback.requests().size();
            if (count == 2 || count == 4) {
                baton::test::LoopbackServer::reply(responder, 500, {});
                return;
            }
            held = std::make_shared<QHttpServerResponder>(std::move(responder));
            if (count == 1) {
                held->writeStatusLine(QHttpServerResponder::StatusCode::Ok);
                held->writeHeader("Content-Type", "text/event-stream");
                held->socket()->write("\r\n");
            }
        });
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        const auto waitFor = [](qint64 ms) {
            QElapsedTimer passing;
            passing.start();
            QTRY_VERIFY_WITH_TIMEOUT(passing.elapsed() >= ms, int(ms) + 5000);
        };

        QElapsedTimer sent;
        sent.start();
        QVERIFY(chat.session.send(u"Tell me everything"_s).isEmpty());
        QTRY_VERIFY(held);
        QCOMPARE(chat.session.turn(1).firstTokenMs, qint64(-1));
        waitFor(250);
        held->socket()->write("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Half\"}}]}\n\n");
        QVERIFY(recorder.content.wait());
        const qint64 first = chat.session.turn(1).firstTokenMs;
        QVERIFY2(first >= 250 && first <= sent.elapsed(), QByteArray::number(first));
        QCOMPARE(chat.session.turn(1).durationMs, qint64(-1));
        waitFor(200);
        held->socket()->write("data: {\"choices\":[],\"usage\":{\"prompt_tokens\":3,\"completion_tokens\":40,"
                              "\"total_tokens\":43}}\n\n");
        held->socket()->disconnectFromHost(); // broken off: no [DONE]
        QVERIFY(recorder.waitFinished());
        const ConversationTurn broken = chat.session.turn(1);
        QCOMPARE(broken.state, State::Interrupted);
        QCOMPARE(broken.firstTokenMs, first);
        QVERIFY2(broken.durationMs >= first + 200 && broken.durationMs <= sent.elapsed(),
                 QByteArray::number(broken.durationMs));
        QVERIFY(broken.tokensPerSecond());
        QCOMPARE(*broken.tokensPerSecond(), 40.0 * 1000.0 / double(broken.durationMs - first));

        // A retry that fails before any answer keeps the answer shown, and its times.
        QVERIFY(chat.session.retry().isEmpty());
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(chat.session.turn(1).state, State::Failed);
        QCOMPARE(chat.session.turn(1).answer.content, u"Half"_s);
        QCOMPARE(chat.session.turn(1).firstTokenMs, broken.firstTokenMs);
        QCOMPARE(chat.session.turn(1).durationMs, broken.durationMs);

        // The next retry waits 300 ms for its head: its first token counts
        // from when it was sent.
        held.reset();
        sent.restart();
        QVERIFY(chat.session.retry().isEmpty());
        QTRY_VERIFY(held);
        waitFor(300);
        held->writeStatusLine(QHttpServerResponder::StatusCode::Ok);
        held->writeHeader("Content-Type", "text/event-stream");
        held->socket()->write("\r\n" + doneStream);
        held->socket()->disconnectFromHost();
        QVERIFY(recorder.waitFinished(3));
        const ConversationTurn retried = chat.session.turn(1);
        QCOMPARE(retried.state, State::Completed);
        QVERIFY2(retried.firstTokenMs >= 300 && retried.firstTokenMs <= sent.elapsed(),
                 QByteArray::number(retried.firstTokenMs));
        QVERIFY(retried.durationMs >= retried.firstTokenMs && retried.durationMs <= sent.elapsed());
        QVERIFY(!retried.tokensPerSecond()); // the service counted no tokens

        // A new message fails before any answer: its turn is timed to the
        // failure, with no first token.
        QVERIFY(chat.session.send(u"Again"_s).isEmpty());
        QVERIFY(recorder.waitFinished(4));
        QCOMPARE(chat.session.turn(3).state, State::Failed);
        QCOMPARE(chat.session.turn(3).firstTokenMs, qint64(-1));
        QVERIFY(chat.session.turn(3).durationMs >= 0);
        QCOMPARE(chat.session.turn(1).firstTokenMs, retried.firstTokenMs); // earlier turns keep theirs
    }

    // A resume the service answered (2xx) spent its approval: sending it
    // again could only be refused with 409, so there is no retry, and what
    // arrived is kept.
    void answeredResumeCannotBeRetried()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        const std::optional<ChatApproval> approval = askForTicket(*session, recorder);
        QVERIFY(approval);
        QVERIFY(
            session->resume({ToolDecision::approve(approval->toolCalls.value(0).id)}, u"/fail halfway"_s).isEmpty());
        QVERIFY(recorder.waitFinished(2));
        const ConversationTurn answer = session->turns().constLast();
        QCOMPARE(answer.state, State::Interrupted);
        QVERIFY(!answer.answer.content.isEmpty());

        const qsizetype resumes = m_sandbox->bodiesSentTo(u"/v1/chat/resume"_s).size();
        QCOMPARE(session->retry().size(), 1);
        QVERIFY(!session->retryRefusal().isEmpty());
        QCOMPARE(session->turn(1).delivery, ConversationTurn::Delivery::Confirmed);
        QCOMPARE(session->turns().constLast().answer.content, answer.answer.content);
        QCOMPARE(session->turns().constLast().state, State::Interrupted);
        QCOMPARE(m_sandbox->bodiesSentTo(u"/v1/chat/resume"_s).size(), resumes);
        QVERIFY(!session->canRetry());
    }

    // The service's clock runs an hour behind this machine's: an approval
    // that expires in ten minutes by its clock is still valid here.
    void serviceClockBehind()
    {
        const QDateTime serviceNow = QDateTime::currentDateTimeUtc().addSecs(-3600);
        baton::test::LoopbackServer::Headers headers = eventStream;
        headers.append({"Date", httpDate(serviceNow)});
        LoopbackChat chat(QList<Answer> {{200, approvalStream(isoText(serviceNow.addSecs(600))), headers}});
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"File it"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QVERIFY(chat.session.approval());

        QVERIFY(!chat.session.expireApproval());
        QVERIFY(chat.session.approval());
        QCOMPARE(chat.session.turn(1).state, State::AwaitingApproval);
        QVERIFY(qAbs(chat.session.serviceNow().secsTo(serviceNow)) <= 2);
    }

    void failedSendKeepsText()
    {
        auto session = newSession(u"custom:00000000-0000-4000-8000-000000000000"_s);
        Recorder recorder(*session);
        QVERIFY(session->send(u"Anyone there?"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        QCOMPARE(session->state(), State::Failed);
        const ConversationTurn answer = session->turn(1);
        QCOMPARE(answer.state, State::Failed);
        QVERIFY(!answer.answered);
        QVERIFY(answer.error);
        QCOMPARE(answer.error->kind(), ApiError::Kind::NotFound);
        QCOMPARE(recorder.failed.size(), 1);
        QCOMPARE(errorOf(recorder.failed.at(0).at(1)).kind(), ApiError::Kind::NotFound);
        QCOMPARE(session->unsentText(), u"Anyone there?"_s);
        QCOMPARE(answer.serviceRequestId, answer.error->requestId());

        // Sent again to a real target, the failed message is not repeated in the context.
        QVERIFY(session->setTarget(m_support).isEmpty());
        QVERIFY(session->send(u"Anyone there?"_s).isEmpty());
        QVERIFY(session->unsentText().isEmpty());
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s).constLast()[u"messages"_s].toArray(),
                 userMessage(u"Anyone there?"_s));
        QCOMPARE(session->state(), State::Completed);
    }

    void approvalDenied()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        const std::optional<ChatApproval> approval = askForTicket(*session, recorder);
        QVERIFY(approval);
        QCOMPARE(session->state(), State::AwaitingApproval);
        QCOMPARE(recorder.approval.size(), 1);
        QCOMPARE(recorder.approval.at(0).at(0).value<ChatApproval>(), *approval);
        QCOMPARE(approval->turnIndex, qsizetype(1));
        QCOMPARE(approval->model, m_support);
        QVERIFY(!approval->approvalId.isEmpty());
        QVERIFY(!approval->executionId.isEmpty());
        QVERIFY(approval->expiresAt > QDateTime::currentDateTimeUtc());
        QCOMPARE(approval->toolCalls.size(), 1);
        const baton::ChatToolCall call = approval->toolCalls.at(0);
        QCOMPARE(call.name, u"create_ticket"_s);
        QCOMPARE(QJsonDocument::fromJson(call.arguments.toUtf8()).object()[u"title"_s].toString(),
                 u"Printer on fire"_s);
        QCOMPARE(session->turn(1).state, State::AwaitingApproval);
        QVERIFY(recorder.toolCalls.size() > 0);

        // A new message must wait for the decision.
        QCOMPARE(session->send(u"Never mind"_s).value(0).field, u"approval_id"_s);

        const QString reason = u"Not during the night shift"_s;
        QVERIFY(session->resume({ToolDecision::deny(call.id, reason)}).isEmpty());
        QVERIFY(recorder.waitFinished(2));

        QVERIFY(!session->approval());
        QCOMPARE(session->state(), State::Completed);
        QCOMPARE(session->turns().size(), 3);
        QCOMPARE(session->turn(1).state, State::Decided);
        QCOMPARE(session->turn(1).decisions, QList<ToolDecision> {ToolDecision::deny(call.id, reason)});
        const ConversationTurn &answer = session->turn(2);
        QVERIFY(answer.resume);
        QCOMPARE(answer.state, State::Completed);
        QVERIFY(answer.answer.content.contains(u"denied"_s));
        QVERIFY(answer.answer.content.contains(reason));
        QVERIFY(m_sandbox->ticketCalls().isEmpty());

        // The resume body: the decision in both lists, the approval's ids, and "Continue.".
        const QJsonObject body = m_sandbox->bodiesSentTo(u"/v1/chat/resume"_s).constLast();
        QCOMPARE(body[u"model"_s].toString(), m_support);
        QCOMPARE(body[u"approval_id"_s].toString(), approval->approvalId);
        QCOMPARE(body[u"execution_id"_s].toString(), approval->executionId);
        QCOMPARE(body[u"approved_tool_execution_ids"_s].toArray(), QJsonArray());
        QCOMPARE(body[u"denied_tools"_s].toArray(),
                 (QJsonArray {QJsonObject {{u"tool_execution_id"_s, call.id}, {u"reason"_s, reason}}}));
        QCOMPARE(body[u"stream"_s].toBool(), true);
        const QJsonArray messages = body[u"messages"_s].toArray();
        QCOMPARE(messages.first(), QJsonValue(userMessage(ticketCommand).first()));
        QCOMPARE(messages.last(), QJsonValue(userMessage(u"Continue."_s).first()));
        QCOMPARE(requestIdOf(body), answer.sentRequestId());
        QVERIFY(answer.sentRequestId() != session->turn(1).sentRequestId());
    }

    void approvalApproved()
    {
        auto session = newSession(m_support, false);
        Recorder recorder(*session);
        const std::optional<ChatApproval> approval = askForTicket(*session, recorder);
        QVERIFY(approval);
        const QString id = approval->toolCalls.value(0).id;
        QVERIFY(session->resume({ToolDecision::approve(id)}).isEmpty());
        QVERIFY(recorder.waitFinished(2));

        QCOMPARE(session->state(), State::Completed);
        QVERIFY(session->turn(2).answer.content.contains(u"HTTP 200"_s));
        const QList<QJsonObject> calls = m_sandbox->ticketCalls();
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.at(0)[u"method"_s].toString(), u"POST"_s);
        QCOMPARE(calls.at(0)[u"body"_s][u"title"_s].toString(), u"Printer on fire"_s);
        QCOMPARE(calls.at(0)[u"secretHeaders"_s].toArray(),
                 (QJsonArray {QJsonObject {{u"header"_s, u"X-Api-Key"_s}, {u"secretId"_s, m_ticketKeyId}}}));

        const QJsonObject body = m_sandbox->bodiesSentTo(u"/v1/chat/resume"_s).constLast();
        QCOMPARE(body[u"approved_tool_execution_ids"_s].toArray(), QJsonArray {id});
        QCOMPARE(body[u"denied_tools"_s].toArray(), QJsonArray());
        QCOMPARE(body[u"stream"_s].toBool(true), false);
    }

    void decisionsAreChecked()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        const std::optional<ChatApproval> approval = askForTicket(*session, recorder);
        QVERIFY(approval);
        const QString id = approval->toolCalls.value(0).id;
        const qsizetype before = m_sandbox->log.count();

        // An id of another approval, and no decision on the real call.
        QList<FieldError> errors = session->resume({ToolDecision::approve(u"call-of-another-approval"_s)});
        QCOMPARE(errors.size(), 2);
        QCOMPARE(errors.at(0).field, u"call-of-another-approval"_s);
        QCOMPARE(errors.at(1).field, id);
        // Two decisions on one call.
        errors = session->resume({ToolDecision::approve(id), ToolDecision::deny(id)});
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.at(0).field, id);
        // 2001 characters, each outside the BMP (two UTF-16 units): one too many.
        QString emoji = QString::fromUcs4(U"\U0001F525");
        errors = session->resume({ToolDecision::deny(id, emoji.repeated(2001))});
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.at(0).field, id);
        QCOMPARE(m_sandbox->log.count(), before);
        QCOMPARE(session->state(), State::AwaitingApproval);
        QVERIFY(session->approval());

        // 2000 of them are fine.
        QVERIFY(session->resume({ToolDecision::deny(id, emoji.repeated(2000))}).isEmpty());
        QVERIFY(session->isBusy());
        QCOMPARE(session->resume({ToolDecision::deny(id)}).value(0).field, QString()); // busy
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(session->state(), State::Completed);
        const QJsonObject body = m_sandbox->bodiesSentTo(u"/v1/chat/resume"_s).constLast();
        QCOMPARE(baton::Validator::characterCount(body[u"denied_tools"_s][0][u"reason"_s].toString()), 2000);
    }

    void twoApprovalRounds()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        const std::optional<ChatApproval> first = askForTicket(*session, recorder);
        QVERIFY(first);
        const QString firstId = first->toolCalls.value(0).id;

        const QString more = u"/tool create_ticket {\"title\": \"Second printer\", \"priority\": \"low\"}"_s;
        QVERIFY(session->resume({ToolDecision::approve(firstId)}, more).isEmpty());
        QCOMPARE(session->turns().size(), 4); // the new message, then the answer
        QCOMPARE(session->turn(2).text, more);
        QVERIFY(recorder.waitFinished(2));

        QCOMPARE(session->state(), State::AwaitingApproval);
        const std::optional<ChatApproval> second = session->approval();
        QVERIFY(second);
        QCOMPARE(second->turnIndex, qsizetype(3));
        QVERIFY(second->approvalId != first->approvalId);
        QCOMPARE(second->executionId, first->executionId);
        QCOMPARE(second->toolCalls.size(), 1);
        const QString secondId = second->toolCalls.at(0).id;
        QVERIFY(secondId != firstId);
        QCOMPARE(recorder.approval.size(), 2);
        QCOMPARE(session->turn(1).state, State::Decided);

        // A decision on the first round's call is not one of this approval.
        QCOMPARE(session->resume({ToolDecision::approve(firstId), ToolDecision::deny(secondId)}).value(0).field,
                 firstId);
        QVERIFY(session->resume({ToolDecision::deny(secondId, u"One ticket is enough"_s)}).isEmpty());
        QVERIFY(recorder.waitFinished(3));

        QCOMPARE(session->state(), State::Completed);
        const QString content = session->turns().constLast().answer.content;
        QVERIFY(content.contains(u"HTTP 200"_s));
        QVERIFY(content.contains(u"One ticket is enough"_s));
        QCOMPARE(m_sandbox->ticketCalls().size(), 1);

        const QList<QJsonObject> resumes = m_sandbox->bodiesSentTo(u"/v1/chat/resume"_s);
        const QJsonObject firstResume = resumes.at(resumes.size() - 2);
        const QJsonObject secondResume = resumes.constLast();
        QCOMPARE(firstResume[u"approval_id"_s].toString(), first->approvalId);
        QCOMPARE(firstResume[u"approved_tool_execution_ids"_s].toArray(), QJsonArray {firstId});
        QCOMPARE(firstResume[u"denied_tools"_s].toArray(), QJsonArray());
        QCOMPARE(firstResume[u"messages"_s].toArray().last(), QJsonValue(userMessage(more).first()));
        QCOMPARE(secondResume[u"approval_id"_s].toString(), second->approvalId);
        QCOMPARE(secondResume[u"approved_tool_execution_ids"_s].toArray(), QJsonArray());
        QCOMPARE(
            secondResume[u"denied_tools"_s].toArray(),
            (QJsonArray {QJsonObject {{u"tool_execution_id"_s, secondId}, {u"reason"_s, u"One ticket is enough"_s}}}));

        // Every request had its own id.
        QSet<QString> ids;
        for (const ConversationTurn &turn : session->turns()) {
            for (const QString &id : turn.sentRequestIds)
                ids.insert(id);
        }
        QCOMPARE(ids.size(), 3);
    }

    void expiredApproval()
    {
        ShortLivedApproval chat;
        const std::optional<ChatApproval> approval = chat.pause();
        QVERIFY(approval);
        QVERIFY(approval->expiresAt.isValid());
        const ConversationTurn asked = chat.session.turn(1);

        chat.now = chat.now.addSecs(601);
        QVERIFY(chat.session.resume({ToolDecision::approve(approval->toolCalls.value(0).id)}).isEmpty());
        QVERIFY(chat.recorder.waitFinished(2));

        QCOMPARE(chat.session.state(), State::ApprovalExpired);
        QVERIFY(!chat.session.approval());
        QCOMPARE(chat.recorder.failed.size(), 1);
        const ApiError error = errorOf(chat.recorder.failed.at(0).at(1));
        QCOMPARE(error.kind(), ApiError::Kind::ApprovalExpired);
        QCOMPARE(error.httpStatus(), 409);
        QVERIFY(!error.userMessage().isEmpty());
        QVERIFY(chat.sandbox.ticketCalls().isEmpty());

        // The conversation is intact: the question, the paused answer, and the expired resume.
        QCOMPARE(chat.session.turns().size(), 3);
        QCOMPARE(chat.session.turn(0).text, ticketCommand);
        QCOMPARE(chat.session.turn(1).answer.toolCalls, asked.answer.toolCalls);
        QCOMPARE(chat.session.turn(1).state, State::ApprovalExpired);
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Expired);
        QCOMPARE(chat.session.turn(2).state, State::ApprovalExpired);
        QVERIFY(!chat.session.canRetry());

        // And it goes on.
        QVERIFY(chat.session.send(u"Then just tell me the status"_s).isEmpty());
        QVERIFY(chat.recorder.waitFinished(3));
        QCOMPARE(chat.session.state(), State::Completed);
        const QJsonArray messages
            = chat.sandbox.bodiesSentTo(u"/v1/chat/completions"_s).constLast()[u"messages"_s].toArray();
        QCOMPARE(messages.first(), QJsonValue(userMessage(ticketCommand).first()));
        QCOMPARE(messages.last(), QJsonValue(userMessage(u"Then just tell me the status"_s).first()));
    }

    // Past expires_at, the session's own timer gives the approval up, with
    // no dialog open ("Decide later"): no request, the turn marked expired,
    // the chat goes on.
    void approvalGivenUpAfterExpiry()
    {
        ShortLivedApproval chat;
        const std::optional<ChatApproval> approval = chat.pause();
        QVERIFY(approval);
        QVERIFY(!chat.session.expireApproval());
        QVERIFY(chat.session.approval());
        QCOMPARE(chat.session.send(u"Anything else?"_s).constFirst().field, u"approval_id"_s);

        QSignalSpy changed(&chat.session, &ChatSession::approvalChanged);
        QSignalSpy expired(&chat.session, &ChatSession::approvalExpired);
        chat.now = chat.now.addSecs(599);
        chat.session.checkExpiry();
        QVERIFY(chat.session.approval());
        QCOMPARE(expired.size(), 0);
        chat.now = chat.now.addSecs(2);
        const qsizetype requests = chat.sandbox.log.count();
        chat.session.checkExpiry();
        QCOMPARE(expired.size(), 1);
        QCOMPARE(changed.size(), 1);
        QVERIFY(!chat.session.approval());
        QCOMPARE(chat.session.state(), State::ApprovalExpired);
        QCOMPARE(chat.session.turn(1).state, State::ApprovalExpired);
        QCOMPARE(chat.sandbox.log.count(), requests);
        QVERIFY(chat.sandbox.ticketCalls().isEmpty());
        QVERIFY(!chat.session.expireApproval());

        QVERIFY(chat.session.send(u"Then just tell me the status"_s).isEmpty());
        QVERIFY(chat.recorder.waitFinished(2));
        QCOMPARE(chat.session.state(), State::Completed);
    }

    // The expiry timer runs on its own: an approval that expires a moment
    // after it arrives is given up without anyone asking.
    void expiryTimerFires()
    {
        LoopbackChat chat(
            QList<Answer> {{200, approvalStream(isoText(QDateTime::currentDateTimeUtc().addMSecs(300))), eventStream}});
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QSignalSpy expired(&chat.session, &ChatSession::approvalExpired);
        QVERIFY(chat.session.send(u"File it"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QVERIFY(expired.wait(5000));
        QVERIFY(!chat.session.approval());
        QCOMPARE(chat.session.turn(1).state, State::ApprovalExpired);
        QCOMPARE(chat.loopback.requests().size(), 1);
    }

    // An approval that lasts longer than QTimer can count (24.8 days of int
    // milliseconds) waits without a warning and without expiring early.
    void expiryFarAhead()
    {
        LoopbackChat chat(
            QList<Answer> {{200, approvalStream(isoText(QDateTime::currentDateTimeUtc().addDays(40))), eventStream}});
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QTest::failOnWarning(QRegularExpression(u".*"_s));
        QVERIFY(chat.session.send(u"File it"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        // What the expiry timer does when it fires, now rather than in a
        // minute: compare the clocks, and arm it again.
        chat.session.checkExpiry();
        QVERIFY(chat.session.approval());
    }

    // The service's clock runs an hour ahead: its Date header says so, and
    // the approval expires ten minutes after it arrived, not at once.
    void serviceClockAhead()
    {
        ShortLivedApproval chat(3600s);
        const std::optional<ChatApproval> approval = chat.pause();
        QVERIFY(approval);
        QCOMPARE(approval->expiresAt, chat.now.addSecs(3600 + 600));
        // Date holds whole seconds: the estimate is the service's time, or up to a second behind.
        const qint64 offset = chat.session.serviceClockOffset().count();
        QVERIFY2(offset > 3600 * 1000 - 1000 && offset <= 3600 * 1000, qPrintable(QString::number(offset)));
        QVERIFY(!chat.session.expireApproval());

        chat.now = chat.now.addSecs(598);
        chat.session.checkExpiry();
        QVERIFY(chat.session.approval());
        chat.now = chat.now.addSecs(3);
        chat.session.checkExpiry();
        QVERIFY(!chat.session.approval());
        QCOMPARE(chat.session.turn(1).state, State::ApprovalExpired);
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::None);
    }

    // Every answer of the sandbox carries a Date header, and ApiResult has it.
    void answersCarryTheirDate()
    {
        const ApiResult result = m_sandbox->wait(m_sandbox->client->get(u"/v1/tools"_s));
        QVERIFY(result.ok());
        QVERIFY(result.serverDate.isValid());
        QVERIFY(qAbs(result.serverDate.secsTo(QDateTime::currentDateTimeUtc())) <= 2);
    }

    // Where the decisions stand, through each outcome of a resume that
    // reached no answer, then one that did.
    void decisionDelivery()
    {
        const QByteArray refusal
            = R"({"error":{"message":"Unknown id","type":"invalid_request_error","code":"validation_failed"}})";
        LoopbackChat chat(QList<Answer> {
            {200, approvalStream(isoText(QDateTime::currentDateTimeUtc().addSecs(600))), eventStream},
            {503, QByteArray(), {}},
            {400, refusal, {{"Content-Type", "application/json"}}},
            {200, doneStream, eventStream},
        });
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"File it"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::None);

        const QList<ToolDecision> decisions {ToolDecision::approve(u"call-1"_s)};
        QVERIFY(chat.session.resume(decisions).isEmpty());
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Sent);
        QCOMPARE(chat.session.turn(1).decisions, decisions);
        QCOMPARE(chat.session.turn(1).state, State::AwaitingApproval);

        // No answer: still pending, and the same resume may go again.
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Undelivered);
        QCOMPARE(chat.session.turn(1).state, State::AwaitingApproval);
        QVERIFY(chat.session.approval());
        QVERIFY(chat.session.canRetry());
        QVERIFY(chat.session.retryRefusal().isEmpty());

        QVERIFY(chat.session.retry().isEmpty());
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Sent);
        QVERIFY(recorder.waitFinished(3));
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Refused);
        QVERIFY(chat.session.approval());

        QVERIFY(chat.session.retry().isEmpty());
        QVERIFY(recorder.waitFinished(4));
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Confirmed);
        QCOMPARE(chat.session.turn(1).state, State::Decided);
        QVERIFY(!chat.session.approval());
        QCOMPARE(chat.session.turn(2).answer.content, u"Done."_s);
        const QList<baton::test::RecordedRequest> &requests = chat.loopback.requests();
        QCOMPARE(requests.size(), 4);
        // The retries send the same resume, each with its own request id.
        QJsonObject first = QJsonDocument::fromJson(requests.at(1).body).object();
        QCOMPARE(first[u"approval_id"_s].toString(), u"ap-1"_s);
        first.remove(u"metadata"_s);
        for (int i = 2; i < 4; ++i) {
            QJsonObject again = QJsonDocument::fromJson(requests.at(i).body).object();
            again.remove(u"metadata"_s);
            QCOMPARE(again, first);
        }
    }

    // A proxy's page answering a resume is not the service taking the
    // decision: the approval stays pending and the same resume may go again.
    // An event stream served as text/plain is still read as one.
    void resumeAnsweredByAPageIsNotDelivered()
    {
        QFETCH(bool, stream);
        QFETCH(QByteArray, pageType);
        const QByteArray page = "<html><body><p>Gateway sign-in required.</p></body></html>";
        baton::test::LoopbackServer::Headers pageHeaders;
        if (!pageType.isEmpty())
            pageHeaders.append({"Content-Type", pageType});
        LoopbackChat chat(QList<Answer> {
            {200, approvalStream(isoText(QDateTime::currentDateTimeUtc().addSecs(600))), eventStream},
            {200, page, pageHeaders},
            stream ? Answer {200, doneStream, {{"Content-Type", "text/plain"}}}
                   : Answer {200,
                             R"({"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant",)"
                             R"("content":"Done."}}]})",
                             {{"Content-Type", "application/json"}}},
        });
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"File it"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        ChatOptions options;
        options.stream = stream;
        chat.session.setOptions(options);
        QVERIFY(chat.session.resume({ToolDecision::approve(u"call-1"_s)}).isEmpty());
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(chat.session.turn(2).state, State::Failed);
        QVERIFY(chat.session.turn(2).error);
        QVERIFY2(chat.session.turn(2).error->userMessage().contains(u"Gateway sign-in required."_s),
                 qPrintable(chat.session.turn(2).error->userMessage()));
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Undelivered);
        QCOMPARE(chat.session.turn(1).state, State::AwaitingApproval);
        QVERIFY(chat.session.approval());
        QVERIFY(chat.session.canRetry());

        QVERIFY(chat.session.retry().isEmpty());
        QVERIFY(recorder.waitFinished(3));
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Confirmed);
        QCOMPARE(chat.session.turn(2).state, State::Completed);
        QCOMPARE(chat.session.turn(2).answer.content, u"Done."_s);
    }

    void resumeAnsweredByAPageIsNotDelivered_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::addColumn<QByteArray>("pageType");
        QTest::newRow("stream, HTML") << true << QByteArray("text/html; charset=utf-8");
        QTest::newRow("stream, no content type") << true << QByteArray();
        QTest::newRow("stream, said to be JSON") << true << QByteArray("application/json");
        QTest::newRow("standard answer, HTML") << false << QByteArray("text/html");
    }

    // A resume whose event stream began (its 200 head arrived) reached the
    // service, even when no byte of its body follows: the decision is taken
    // and the approval spent, so no Retry offers to send it again.
    void resumeWhoseStreamBeganWasDelivered()
    {
        std::vector<std::shared_ptr<QHttpServerResponder>> unanswered;
        baton::test::LoopbackServer loopback;
        loopback.setHandler([&](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            if (loopback.requests().size() == 1) {
                baton::test::LoopbackServer::reply(
                    responder, 200, approvalStream(isoText(QDateTime::currentDateTimeUtc().addSecs(600))), eventStream);
                return;
            }
            responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
            responder.writeHeader("Content-Type", "text/event-stream");
            responder.socket()->write("\r\n");
            unanswered.push_back(std::make_shared<QHttpServerResponder>(std::move(responder)));
        });
        QNetworkAccessManager network;
        RequestLog log;
        ApiClient client(network, log);
        ApiClient::Timeouts timeouts;
        timeouts.stream = std::chrono::milliseconds(500);
        client.setTimeouts(timeouts);
        client.setConnection(Profile {u"other"_s, loopback.baseUrl(), false, {}}, u"tok"_s);
        ChatSession session(client);
        QVERIFY(session.setTarget(m_support).isEmpty());
        Recorder recorder(session);
        QVERIFY(session.send(u"File it"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        QVERIFY(session.resume({ToolDecision::approve(u"call-1"_s)}).isEmpty());
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(session.turn(2).state, State::Interrupted);
        QCOMPARE(session.turn(1).delivery, ConversationTurn::Delivery::Confirmed);
        QCOMPARE(session.turn(1).state, State::Decided);
        QVERIFY(!session.approval());
        QVERIFY(!session.canRetry());
    }

    // A resume answered 200 whose body breaks off reached the service: the
    // first byte of a 2xx answer confirms the decision, whether the answer
    // is streamed or not. The answer is interrupted; the approval is spent
    // and no Retry offers to send the decision again.
    void resumeAnsweredThenBrokenOffWasDelivered_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QByteArray>("start");
        QTest::addColumn<QString>("content");
        QTest::newRow("standard answer") << false << QByteArray("application/json") << QByteArray("{\"id\":\"chat")
                                         << QString();
        QTest::newRow("stream, no event yet") << true << QByteArray("text/event-stream") << QByteArray() << QString();
        QTest::newRow("stream, one event")
            << true << QByteArray("text/event-stream")
            << QByteArray("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Filed\"}}]}\n\n") << u"Filed"_s;
        QTest::newRow("stream answered with JSON")
            << true << QByteArray("application/json; charset=utf-8") << QByteArray("{\"id\":") << QString();
    }

    void resumeAnsweredThenBrokenOffWasDelivered()
    {
        QFETCH(bool, stream);
        QFETCH(QByteArray, contentType);
        QFETCH(QByteArray, start);
        QFETCH(QString, content);
        LoopbackChat chat(approvalStream(isoText(QDateTime::currentDateTimeUtc().addSecs(600))));
        chat.loopback.setHandler([&](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            if (chat.loopback.requests().size() == 1)
                baton::test::LoopbackServer::reply(
                    responder, 200, approvalStream(isoText(QDateTime::currentDateTimeUtc().addSecs(600))), eventStream);
            else
                replyBrokenOff(responder, contentType, start);
        });
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"File it"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        ChatOptions options;
        options.stream = stream;
        chat.session.setOptions(options);
        QVERIFY(chat.session.resume({ToolDecision::approve(u"call-1"_s)}).isEmpty());
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(chat.loopback.requests().size(), 2);
        QCOMPARE(chat.session.turn(1).delivery, ConversationTurn::Delivery::Confirmed);
        QCOMPARE(chat.session.turn(1).state, State::Decided);
        QVERIFY(!chat.session.approval());
        const ConversationTurn &answer = chat.session.turn(2);
        QCOMPARE(answer.state, State::Interrupted);
        QVERIFY(answer.answered);
        QCOMPARE(answer.answer.content, content);
        QVERIFY(answer.error);
        QCOMPARE(recorder.failed.size(), 0);
        QVERIFY(!chat.session.canRetry());
        QVERIFY(!chat.session.retryRefusal().isEmpty());
        QCOMPARE(chat.session.retry().size(), 1);
        QCOMPARE(chat.loopback.requests().size(), 2);
    }

    // The same holds for a first message: the service took it, so the
    // composer does not offer it again as unsent, and the answer is
    // interrupted rather than failed.
    void sendAnsweredThenBrokenOffIsInterrupted()
    {
        LoopbackChat chat(QByteArray {});
        chat.loopback.setHandler([](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            replyBrokenOff(responder, "application/json", "{\"id\":\"chat");
        });
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        ChatOptions options;
        options.stream = false;
        chat.session.setOptions(options);
        Recorder recorder(chat.session);
        QVERIFY(chat.session.send(u"Hello"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QCOMPARE(chat.session.turn(1).state, State::Interrupted);
        QVERIFY(chat.session.turn(1).answered);
        QCOMPARE(recorder.failed.size(), 0);
        QVERIFY(chat.session.unsentText().isEmpty());
        QVERIFY(chat.session.canRetry());
    }

    // Every tool call piece costs the same however many came before: the
    // session copies into its turn only the calls a piece changed, and of
    // their arguments only the new end. 40 000 calls; one call whose
    // arguments come in 40 000 pieces.
    void manyToolCallPiecesTakeLinearTime_data()
    {
        QTest::addColumn<bool>("oneCall");
        QTest::newRow("40 000 calls") << false;
        QTest::newRow("one call in 40 000 pieces") << true;
    }

    void manyToolCallPiecesTakeLinearTime()
    {
        QFETCH(bool, oneCall);
        constexpr int pieces = 40000;
        QByteArray events;
        QString arguments;
        for (int i = 0; i < pieces; ++i) {
            const QByteArray n = QByteArray::number(i);
            // 128 characters a piece: five megabytes of arguments in all.
            const QByteArray text = "a" + n.rightJustified(127, '0');
            QByteArray piece;
            if (!oneCall || i == 0)
                piece = "{\"index\":" + (oneCall ? QByteArray("0") : n) + ",\"id\":\"call-" + n
                    + "\",\"type\":\"function\",\"function\":{\"name\":\"f\",\"arguments\":\"" + text + "\"}}";
            else
                piece = "{\"index\":0,\"function\":{\"arguments\":\"" + text + "\"}}";
            if (oneCall)
                arguments += QString::fromLatin1(text);
            events += "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[" + piece + "]}}]}\n\n";
        }
        events += "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n";
        LoopbackChat chat(events);
        QVERIFY(chat.session.setTarget(m_support).isEmpty());
        QSignalSpy finished(&chat.session, &ChatSession::finished);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(chat.session.send(u"Many calls"_s).isEmpty());
        QVERIFY(finished.wait(120000));
        const qint64 ms = clock.elapsed();
        const ConversationTurn &turn = chat.session.turn(1);
        QCOMPARE(turn.state, State::Completed);
        QCOMPARE(turn.answer.toolCalls.size(), oneCall ? 1 : pieces);
        if (oneCall)
            QCOMPARE(turn.answer.toolCalls.at(0).arguments, arguments);
        else
            QCOMPARE(turn.answer.toolCalls.constLast().arguments,
                     u"a"_s + QString::number(pieces - 1).rightJustified(127, u'0'));
        qInfo("%d tool call pieces through the session in %lld ms", pieces, ms);
        QVERIFY2(ms < 2000, qPrintable(u"%1 ms"_s.arg(ms)));
    }

    // A resume stopped before any answer leaves the approval pending; one
    // answered 409 approval_resolved settles it without saying how.
    void cancelledAndAlreadyResolvedResumes()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        const std::optional<ChatApproval> approval = askForTicket(*session, recorder);
        QVERIFY(approval);
        const QString id = approval->toolCalls.value(0).id;
        QVERIFY(session->resume({ToolDecision::approve(id)}).isEmpty());
        session->cancel();
        QCOMPARE(session->turn(1).delivery, ConversationTurn::Delivery::Undelivered);
        QCOMPARE(session->turn(1).state, State::AwaitingApproval);
        QVERIFY(session->approval());
        // The exports say where the decision stands, not just "approved".
        QVERIFY2(session->exportMarkdown().contains(u"— approved (did not reach the service)"_s),
                 qPrintable(session->exportMarkdown()));
        const QJsonObject exportedCall = session->exportJson()[u"turns"_s][1][u"tool_calls"_s][0].toObject();
        QCOMPARE(exportedCall[u"decision"_s].toString(), u"approved"_s);
        QCOMPARE(exportedCall[u"delivery"_s].toString(), u"undelivered"_s);

        QJsonObject body {{u"model"_s, m_support},
                          {u"approval_id"_s, approval->approvalId},
                          {u"approved_tool_execution_ids"_s, QJsonArray {id}},
                          {u"denied_tools"_s, QJsonArray {}},
                          {u"messages"_s, userMessage(u"Continue."_s)},
                          {u"stream"_s, false}};
        QVERIFY(m_sandbox->wait(m_sandbox->client->post(u"/v1/chat/resume"_s, body)).ok());
        QVERIFY(session->resume({ToolDecision::deny(id)}).isEmpty());
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(session->turns().constLast().error->kind(), ApiError::Kind::ApprovalResolved);
        QCOMPARE(session->turn(1).delivery, ConversationTurn::Delivery::AlreadyResolved);
        QCOMPARE(session->turn(1).state, State::Decided);
        QVERIFY2(session->exportMarkdown().contains(u"— denied (the service had already settled the approval)"_s),
                 qPrintable(session->exportMarkdown()));
        QVERIFY(!session->approval());
        QVERIFY(!session->canRetry());
        QVERIFY(!session->retryRefusal().isEmpty());
    }

    void cancelThenSendKeepsGenerationsApart()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        QVERIFY(session->send(u"/long 3000 the old question"_s).isEmpty());
        QVERIFY(recorder.content.wait(10000));
        session->cancel();
        const QString oldContent = session->turn(1).answer.content;
        const qsizetype contentAtCancel = recorder.content.size();

        QVERIFY(session->send(u"The new question"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        // Everything after the cancel went to the new turn, and only what the new request answered.
        for (qsizetype i = contentAtCancel; i < recorder.content.size(); ++i)
            QCOMPARE(recorder.content.at(i).at(0).value<qsizetype>(), qsizetype(3));
        QCOMPARE(session->turn(1).answer.content, oldContent);
        QCOMPARE(session->turn(1).state, State::Cancelled);
        const QString fresh = session->turn(3).answer.content;
        QCOMPARE(recorder.contentOf(3), fresh);
        QVERIFY(fresh.startsWith(u"# Support assistant"_s));
        QVERIFY(fresh.contains(u"The new question"_s));
        QVERIFY(!fresh.contains(u"the old question"_s));
        QCOMPARE(session->turn(3).state, State::Completed);
        QCOMPARE(recorder.finished.size(), 1);
        QCOMPARE(recorder.finished.at(0).at(0).value<qsizetype>(), qsizetype(3));
        QTRY_COMPARE_WITH_TIMEOUT(m_sandbox->server->chat().activeStreams(), 0, 5000);
    }

    // A whole answer in one piece of bytes: a cancel from the first event's
    // receiver drops the events after it, though they were already read.
    void cancelFromASlotStopsAtOnce()
    {
        QByteArray stream;
        for (int i = 0; i < 20; ++i) {
            const QJsonObject chunk {
                {u"choices"_s,
                 QJsonArray {
                     QJsonObject {{u"index"_s, 0}, {u"delta"_s, QJsonObject {{u"content"_s, u"word%1 "_s.arg(i)}}}}}}};
            stream += "data: " + QJsonDocument(chunk).toJson(QJsonDocument::Compact) + "\n\n";
        }
        stream += "data: [DONE]\n\n";
        LoopbackChat chat(stream);
        ChatSession &session = chat.session;
        QVERIFY(session.setTarget(m_support).isEmpty());
        Recorder recorder(session);
        connect(&session, &ChatSession::contentAppended, this, [&session] { session.cancel(); });

        QVERIFY(session.send(u"Stop me"_s).isEmpty());
        QVERIFY(recorder.content.wait(10000));
        QCOMPARE(session.state(), State::Cancelled);
        QVERIFY(!recorder.content.wait(300));
        QCOMPARE(recorder.content.size(), 1);
        QCOMPARE(session.turn(1).answer.content, u"word0 "_s);
        QCOMPARE(recorder.finished.size(), 0);
    }

    // A conversation has an id of its own: a new one with each new chat,
    // the same when a conversation set aside comes back, and never sent.
    void conversationHasItsOwnId()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        const QUuid first = session->conversationId();
        QVERIFY(!first.isNull());
        QVERIFY(session->send(u"Hello"_s).isEmpty());
        QVERIFY(recorder.waitFinished());
        QCOMPARE(session->conversationId(), first);
        const QString sent
            = QString::fromUtf8(QJsonDocument(m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s).constLast()).toJson());
        QVERIFY(!sent.contains(first.toString(QUuid::WithoutBraces)));

        const std::optional<ChatSession::Conversation> aside = session->takeConversation();
        QVERIFY(aside);
        QCOMPARE(aside->id, first);
        const QUuid second = session->conversationId();
        QVERIFY(!second.isNull());
        QVERIFY(second != first);
        QVERIFY(session->restoreConversation(*aside));
        QCOMPARE(session->conversationId(), first);
        QCOMPARE(session->turns().size(), 2);

        session->clear();
        QVERIFY(session->conversationId() != first);
        QVERIFY(session->conversationId() != second);
        QVERIFY(newSession(m_support)->conversationId() != session->conversationId());
    }

    void clearStartsANewChat()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        QVERIFY(askForTicket(*session, recorder));
        QSignalSpy cleared(session.get(), &ChatSession::cleared);
        QSignalSpy approvalChanged(session.get(), &ChatSession::approvalChanged);
        session->clear();
        QCOMPARE(cleared.size(), 1);
        QCOMPARE(approvalChanged.size(), 1);
        QVERIFY(session->turns().isEmpty());
        QVERIFY(!session->approval());
        QCOMPARE(session->state(), State::Idle);
        QVERIFY(!session->canRetry());

        QVERIFY(session->send(u"Fresh start"_s).isEmpty());
        QVERIFY(recorder.waitFinished(2));
        QCOMPARE(m_sandbox->bodiesSentTo(u"/v1/chat/completions"_s).constLast()[u"messages"_s].toArray(),
                 userMessage(u"Fresh start"_s));
    }

    void exportsTheConversation()
    {
        auto session = newSession(m_support);
        Recorder recorder(*session);
        const std::optional<ChatApproval> approval = askForTicket(*session, recorder);
        QVERIFY(approval);
        const QString id = approval->toolCalls.value(0).id;
        QVERIFY(session->resume({ToolDecision::deny(id, u"No `tickets` today"_s)}).isEmpty());
        QVERIFY(recorder.waitFinished(2));

        const QJsonObject json = session->exportJson();
        QCOMPARE(json[u"model"_s].toString(), m_support);
        const QJsonArray turns = json[u"turns"_s].toArray();
        QCOMPARE(turns.size(), 3);
        QCOMPARE(turns[0][u"role"_s].toString(), u"user"_s);
        QCOMPARE(turns[0][u"content"_s].toString(), ticketCommand);
        QCOMPARE(turns[1][u"state"_s].toString(), u"decided"_s);
        QCOMPARE(turns[1][u"finish_reason"_s].toString(), u"tool_calls"_s);
        const QJsonObject call = turns[1][u"tool_calls"_s][0].toObject();
        QCOMPARE(call[u"id"_s].toString(), id);
        QCOMPARE(call[u"name"_s].toString(), u"create_ticket"_s);
        QCOMPARE(call[u"decision"_s].toString(), u"denied"_s);
        QCOMPARE(call[u"reason"_s].toString(), u"No `tickets` today"_s);
        QCOMPARE(turns[1][u"service"_s][u"object"_s][u"approval_id"_s].toString(), approval->approvalId);
        QCOMPARE(turns[2][u"state"_s].toString(), u"completed"_s);
        QCOMPARE(turns[2][u"content"_s].toString(), session->turn(2).answer.content);
        QCOMPARE(turns[2][u"request_ids"_s].toArray(), QJsonArray {session->turn(2).sentRequestId()});
        QVERIFY(turns[2][u"usage"_s][u"total_tokens"_s].toInteger() > 0);

        const QString markdown = session->exportMarkdown();
        QVERIFY(markdown.startsWith(u"# Chat with "_s + m_support));
        QVERIFY(markdown.contains(u"## You\n\n"_s + ticketCommand));
        QVERIFY(markdown.contains(session->turn(2).answer.content));
        QVERIFY(markdown.contains(u"- `create_ticket` "_s));
        QVERIFY(markdown.contains(u"No `tickets` today"_s));
    }

    // Another service: a standard answer to a streamed request, and a pinned service object key.
    void toleratesAStandardAnswerToAStream()
    {
        baton::test::LoopbackServer loopback;
        const QJsonObject completion {
            {u"id"_s, u"chatcmpl-1"_s},
            {u"object"_s, u"chat.completion"_s},
            {u"choices"_s,
             QJsonArray {QJsonObject {
                 {u"index"_s, 0},
                 {u"finish_reason"_s, u"tool_calls"_s},
                 {u"message"_s,
                  QJsonObject {
                      {u"role"_s, u"assistant"_s},
                      {u"content"_s, u"Checking."_s},
                      {u"tool_calls"_s,
                       QJsonArray {QJsonObject {
                           {u"id"_s, u"call_1"_s},
                           {u"type"_s, u"function"_s},
                           {u"function"_s, QJsonObject {{u"name"_s, u"lookup"_s}, {u"arguments"_s, u"{}"_s}}}}}}}}}}},
            {u"decoy"_s, QJsonObject {{u"request_id"_s, u"not-this-one"_s}}},
            {u"kitemesh"_s,
             QJsonObject {{u"approval_id"_s, u"appr_1"_s},
                          {u"execution_id"_s, u"exec_1"_s},
                          {u"expires_at"_s, u"2099-01-01T00:00:00Z"_s}}},
        };
        loopback.setHandler([&](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            baton::test::LoopbackServer::reply(responder, 200, QJsonDocument(completion).toJson(),
                                               {{"Content-Type", "application/json"}});
        });
        QNetworkAccessManager network;
        RequestLog log;
        ApiClient client(network, log);
        client.setConnection(Profile {u"other"_s, loopback.baseUrl(), false, u"kitemesh"_s}, u"tok"_s);
        ChatSession session(client);
        QVERIFY(session.setTarget(m_support).isEmpty());
        Recorder recorder(session);
        QVERIFY(session.send(u"Look it up"_s).isEmpty());
        QVERIFY(recorder.waitFinished());

        QCOMPARE(session.state(), State::AwaitingApproval);
        QCOMPARE(session.turn(1).answer.content, u"Checking."_s);
        QCOMPARE(recorder.contentOf(1), u"Checking."_s);
        QVERIFY(session.approval());
        QCOMPARE(session.approval()->approvalId, u"appr_1"_s);
        QCOMPARE(session.approval()->executionId, u"exec_1"_s);
        QCOMPARE(session.turn(1).answer.service->key, u"kitemesh"_s);
        QCOMPARE(loopback.requests().size(), 1);
        QCOMPARE(QJsonDocument::fromJson(loopback.requests().at(0).body).object()[u"stream"_s].toBool(), true);
    }
};

QTEST_GUILESS_MAIN(tst_ChatSession)
#include "tst_chatsession.moc"

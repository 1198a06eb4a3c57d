#include "EchoTarget.h"
#include "core/resources/Validator.h"
#include "sandbox/chat/ChatEndpoint.h"
#include "sandbox/chat/ScriptedModel.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::sandbox::ChatApiResource;
using baton::sandbox::ChatConfig;
using baton::sandbox::ChatEndpoint;
using baton::sandbox::ChatTarget;
using baton::sandbox::ChatTool;
using baton::sandbox::ScriptedModel;

namespace {

const QString customModel = u"custom:6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01"_s;
const QString groupModel = u"group:0b7c2f4e-1d2a-4c8b-a9e3-5f6d7e8a9b0c"_s;
const QString secret = u"s3cr3t-value-42"_s;
const QString echoArguments = u"{\"city\":\"Lyon\",\"note\":\"arguments long enough to stream in pieces\"}"_s;

// The store as the chat side sees it: two targets that only "alice" sees,
// tools for the custom model, one secret.
class FakeWorld final : public baton::sandbox::ChatWorld
{
public:
    QList<ChatTool> tools;
    QList<ChatApiResource> resources;

    std::optional<ChatTarget> findTarget(const QString &model, const QString &tokenName) const override
    {
        if (tokenName != u"alice"_s)
            return std::nullopt;
        ChatTarget target;
        if (model.compare(customModel, Qt::CaseInsensitive) == 0) {
            target.kind = ChatTarget::Kind::Custom;
            target.name = u"Release Notes Writer"_s;
            target.systemInstruction = u"Write crisp release notes."_s;
            target.llmModelName = u"gpt-4o-mini"_s;
            return target;
        }
        if (model.compare(groupModel, Qt::CaseInsensitive) == 0) {
            target.kind = ChatTarget::Kind::Group;
            target.name = u"Review Board"_s;
            target.defaultMode = u"synth"_s;
            target.brainName = u"Chief Editor"_s;
            target.agentRoles = {u"Critic"_s, u"Fact checker"_s};
            return target;
        }
        return std::nullopt;
    }
    QList<ChatTool> toolsFor(const ChatTarget &target) const override
    {
        return target.kind == ChatTarget::Kind::Custom ? tools : QList<ChatTool>();
    }
    QList<ChatApiResource> apiResourcesFor(const ChatTarget &) const override { return resources; }
    std::optional<QString> secretValue(const QString &secretId) const override
    {
        return secretId == u"sec-1"_s ? std::optional(secret) : std::nullopt;
    }
};

struct Answer {
    int status = 0;
    QByteArray contentType;
    QByteArray requestId;
    QByteArray body;
    QJsonObject json;
};

// The events of a complete event stream, cut on blank lines.
struct Events {
    QList<QByteArray> data; // payloads of `data:` events, in order
    int comments = 0;

    [[nodiscard]] QList<QJsonObject> chunks() const
    {
        QList<QJsonObject> objects;
        for (const QByteArray &payload : data) {
            if (payload != "[DONE]")
                objects << QJsonDocument::fromJson(payload).object();
        }
        return objects;
    }
    [[nodiscard]] QString content() const
    {
        QString text;
        for (const QJsonObject &chunk : chunks()) {
            const QJsonArray choices = chunk.value(u"choices"_s).toArray();
            if (!choices.isEmpty())
                text += choices.first()[u"delta"_s][u"content"_s].toString();
        }
        return text;
    }
};

Events parseEvents(const QByteArray &stream)
{
    Events events;
    qsizetype at = 0;
    for (qsizetype end = stream.indexOf("\n\n"); end >= 0; at = end + 2, end = stream.indexOf("\n\n", at)) {
        const QByteArray block = stream.mid(at, end - at);
        if (block.startsWith(':'))
            ++events.comments;
        else if (block.startsWith("data: "))
            events.data << block.mid(6);
    }
    return events;
}

QJsonObject userMessage(const QString &text)
{
    return {{u"role"_s, u"user"_s}, {u"content"_s, text}};
}

QJsonObject chat(const QString &text, bool stream = false, const QString &model = customModel)
{
    return {{u"model"_s, model}, {u"messages"_s, QJsonArray {userMessage(text)}}, {u"stream"_s, stream}};
}

QJsonObject delta(const QJsonObject &chunk)
{
    return chunk[u"choices"_s][0][u"delta"_s].toObject();
}

} // namespace

class tst_ChatEndpoint : public QObject
{
    Q_OBJECT

    FakeWorld m_world;
    QNetworkAccessManager m_toolNetwork;
    QNetworkAccessManager m_client;
    std::unique_ptr<EchoTarget> m_target;
    std::unique_ptr<ChatEndpoint> m_endpoint;
    int m_skewSeconds = 0;
    int m_requests = 0;

    void makeEndpoint(ChatConfig config)
    {
        m_endpoint = std::make_unique<ChatEndpoint>(m_world, m_toolNetwork, std::move(config), [this] {
            return QDateTime::currentDateTimeUtc().addSecs(m_skewSeconds);
        });
    }

    [[nodiscard]] static ChatConfig fastConfig()
    {
        ChatConfig config;
        config.tokenDelayMs = 0;
        return config;
    }

    ChatTool tool(const QString &name, const QString &path, bool needsApproval)
    {
        ChatTool t;
        t.id = name + u"-id"_s;
        t.name = name;
        t.method = u"POST"_s;
        t.urlTemplate = m_target->url(path);
        t.needUserValidation = needsApproval;
        return t;
    }

    QNetworkRequest request(const QString &path, const QByteArray &token)
    {
        QNetworkRequest r(QUrl(m_target->url(path)));
        r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        r.setRawHeader("X-Test-Token", token);
        return r;
    }

    Answer post(const QString &path, const QByteArray &body, const QByteArray &token = "alice")
    {
        std::unique_ptr<QNetworkReply> reply(m_client.post(request(path, token), body));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        [&] { QVERIFY(reply->isFinished() || finished.wait(20000)); }();
        Answer answer;
        answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        answer.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        answer.requestId = reply->rawHeader("X-Request-Id");
        answer.body = reply->readAll();
        answer.json = QJsonDocument::fromJson(answer.body).object();
        return answer;
    }

    Answer post(const QString &path, const QJsonObject &body, const QByteArray &token = "alice")
    {
        return post(path, QJsonDocument(body).toJson(QJsonDocument::Compact), token);
    }

    Answer complete(const QJsonObject &body) { return post(u"/v1/chat/completions"_s, body); }
    Answer resume(const QJsonObject &body) { return post(u"/v1/chat/resume"_s, body); }

    static QJsonObject service(const Answer &answer) { return answer.json.value(u"sandbox"_s).toObject(); }

    static QStringList callIds(const Answer &answer)
    {
        QStringList ids;
        for (const QJsonValue &call : answer.json[u"choices"_s][0][u"message"_s][u"tool_calls"_s].toArray())
            ids << call[u"id"_s].toString();
        return ids;
    }

    static QJsonObject resumeOf(const Answer &paused, const QString &message = u"Continue."_s)
    {
        return {{u"model"_s, paused.json.value(u"model"_s)},
                {u"approval_id"_s, service(paused).value(u"approval_id"_s)},
                {u"execution_id"_s, service(paused).value(u"execution_id"_s)},
                {u"messages"_s, QJsonArray {userMessage(message)}}};
    }

    static QJsonObject denial(const QString &id, const QString &reason)
    {
        return {{u"tool_execution_id"_s, id}, {u"reason"_s, reason}};
    }

private Q_SLOTS:
    void init()
    {
        m_target = std::make_unique<EchoTarget>();
        QVERIFY(m_target->port() != 0);
        m_skewSeconds = 0;
        makeEndpoint(fastConfig());
        QHttpServer &server = m_target->server();
        server.route(u"/v1/chat/completions"_s, QHttpServerRequest::Method::Post,
                     [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                         m_endpoint->handleCompletion(request.body(), QString::fromUtf8(request.value("X-Test-Token")),
                                                      u"req-%1"_s.arg(++m_requests), std::move(responder));
                     });
        server.route(u"/v1/chat/resume"_s, QHttpServerRequest::Method::Post,
                     [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                         m_endpoint->handleResume(request.body(), QString::fromUtf8(request.value("X-Test-Token")),
                                                  u"req-%1"_s.arg(++m_requests), std::move(responder));
                     });

        ChatTool echo = tool(u"echo"_s, u"/echo/{city}"_s, true);
        echo.staticHeaders = {{u"X-Static"_s, u"yes"_s}};
        echo.authFields = {{u"X-Api-Key"_s, u"sec-1"_s}};
        m_world.tools = {echo, tool(u"mail"_s, u"/echo/mail"_s, true), tool(u"ping"_s, u"/slow/300"_s, false)};
        m_world.resources.clear();
    }

    void cleanup()
    {
        m_endpoint.reset();
        m_target.reset();
    }

    void standardAnswerHasTheContractShape()
    {
        QJsonObject body = chat(u"Summarise the 2.3 release"_s);
        body.insert(u"metadata"_s, QJsonObject {{u"request_id"_s, u"client-7"_s}});
        body.insert(u"user"_s, u"an unknown field is allowed"_s);
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const Answer answer = complete(body);

        QCOMPARE(answer.status, 200);
        QCOMPARE(answer.contentType, QByteArray("application/json; charset=utf-8"));
        QVERIFY(answer.json.value(u"id"_s).toString().startsWith(u"chatcmpl-"_s));
        QCOMPARE(answer.json.value(u"object"_s).toString(), u"chat.completion"_s);
        QVERIFY(qAbs(answer.json.value(u"created"_s).toInteger() - now) <= 5);
        QCOMPARE(answer.json.value(u"model"_s).toString(), customModel);

        const QJsonArray choices = answer.json.value(u"choices"_s).toArray();
        QCOMPARE(choices.size(), 1);
        QCOMPARE(choices[0][u"index"_s].toInt(-1), 0);
        QCOMPARE(choices[0][u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(choices[0][u"message"_s][u"role"_s].toString(), u"assistant"_s);
        const QString content = choices[0][u"message"_s][u"content"_s].toString();
        QVERIFY2(content.startsWith(u"# Release Notes Writer\n"_s), qPrintable(content));
        QVERIFY(content.contains(u"\n- "_s));
        QVERIFY(content.contains(u"```text\nSummarise the 2.3 release\n```"_s));
        QVERIFY(content.contains(u"| --- | --- |"_s));
        QVERIFY(content.contains(u"Write crisp release notes."_s));

        const QJsonObject usage = answer.json.value(u"usage"_s).toObject();
        QCOMPARE(usage.value(u"prompt_tokens"_s).toInt(), 4);
        QCOMPARE(usage.value(u"completion_tokens"_s).toInt(), ScriptedModel::tokens(content).size());
        QCOMPARE(usage.value(u"total_tokens"_s).toInt(), 4 + ScriptedModel::tokens(content).size());

        const QJsonObject sandbox = service(answer);
        QVERIFY(!answer.requestId.isEmpty());
        QCOMPARE(sandbox.value(u"request_id"_s).toString().toUtf8(), answer.requestId);
        QVERIFY(sandbox.value(u"credits_charged"_s).toInt() >= 1);
        QCOMPARE(sandbox.value(u"client_request_id"_s).toString(), u"client-7"_s);
        QVERIFY(!sandbox.contains(u"approval_id"_s));
    }

    void groupAnswerFollowsTheRequestedMode()
    {
        Answer answer = complete(chat(u"Check this draft"_s, false, groupModel));
        QCOMPARE(answer.status, 200);
        QString content = answer.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        QVERIFY(content.indexOf(u"## Agent 1: Critic"_s) < content.indexOf(u"## Agent 2: Fact checker"_s));
        QVERIFY(content.indexOf(u"## Agent 2: Fact checker"_s) < content.indexOf(u"## Synthesis by Chief Editor"_s));
        QVERIFY2(content.contains(u"mode `synth`"_s), "the group's default mode");

        QJsonObject body = chat(u"Check this draft"_s, false, groupModel);
        body.insert(u"metadata"_s, QJsonObject {{u"mode"_s, u"orch"_s}});
        answer = complete(body);
        content = answer.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        QVERIFY(content.contains(u"mode `orch`"_s));
        QVERIFY(!content.contains(u"`synth`"_s));
    }

    void streamCarriesTheSameAnswer()
    {
        const Answer standard = complete(chat(u"Summarise the 2.3 release"_s));
        const Answer streamed = complete(chat(u"Summarise the 2.3 release"_s, true));
        QCOMPARE(streamed.status, 200);
        QCOMPARE(streamed.contentType, QByteArray("text/event-stream; charset=utf-8"));
        QVERIFY(!streamed.requestId.isEmpty());

        const Events events = parseEvents(streamed.body);
        QVERIFY(events.data.size() > 4);
        QCOMPARE(events.data.last(), QByteArray("[DONE]"));
        const QList<QJsonObject> chunks = events.chunks();
        QCOMPARE(chunks.size(), events.data.size() - 1);
        const QString id = chunks.first().value(u"id"_s).toString();
        QVERIFY(id.startsWith(u"chatcmpl-"_s));
        for (const QJsonObject &chunk : chunks) {
            QCOMPARE(chunk.value(u"object"_s).toString(), u"chat.completion.chunk"_s);
            QCOMPARE(chunk.value(u"id"_s).toString(), id);
            QCOMPARE(chunk.value(u"model"_s).toString(), customModel);
        }
        QCOMPARE(delta(chunks.first()).value(u"role"_s).toString(), u"assistant"_s);
        QVERIFY(!delta(chunks.at(1)).contains(u"role"_s));

        const QString content = standard.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        QCOMPARE(events.content(), content);

        const QJsonObject finishing = chunks.at(chunks.size() - 2);
        QCOMPARE(finishing[u"choices"_s][0][u"finish_reason"_s].toString(), u"stop"_s);
        for (qsizetype i = 0; i < chunks.size() - 2; ++i)
            QVERIFY(chunks.at(i)[u"choices"_s][0][u"finish_reason"_s].isNull());

        const QJsonObject closing = chunks.last();
        QVERIFY(closing.value(u"choices"_s).isArray());
        QVERIFY(closing.value(u"choices"_s).toArray().isEmpty());
        QCOMPARE(closing.value(u"usage"_s).toObject(), standard.json.value(u"usage"_s).toObject());
        const QJsonObject sandbox = closing.value(u"sandbox"_s).toObject();
        QCOMPARE(sandbox.value(u"request_id"_s).toString().toUtf8(), streamed.requestId);
        QCOMPARE(sandbox.value(u"credits_charged"_s), service(standard).value(u"credits_charged"_s));
    }

    void longAnswerHasAboutTheWordsAsked()
    {
        const Answer standard = complete(chat(u"/long 500 about streaming"_s));
        const QString content = standard.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        const int words = ScriptedModel::wordCount(content);
        QVERIFY2(words >= 450 && words <= 550, qPrintable(QString::number(words)));

        const Events events = parseEvents(complete(chat(u"/long 500 about streaming"_s, true)).body);
        QCOMPARE(events.content(), content);
        QVERIFY(events.data.size() >= 450);
    }

    void chunksAreSpacedByTheTokenDelay()
    {
        ChatConfig config = fastConfig();
        config.tokenDelayMs = 30;
        makeEndpoint(config);
        QJsonObject body = chat(u"hello"_s, true);
        body.insert(u"max_tokens"_s, 10);
        QElapsedTimer clock;
        clock.start();
        const Events events = parseEvents(complete(body).body);
        QCOMPARE(events.data.size(), 13); // ten pieces, the finish, the closing chunk, [DONE]
        QVERIFY2(clock.elapsed() >= 12 * 30, qPrintable(QString::number(clock.elapsed())));
    }

    void failBreaksTheStreamOffWithoutDone()
    {
        const QString message = u"Explain it /fail"_s;
        const Answer streamed = complete(chat(message, true));
        QCOMPARE(streamed.status, 200);
        const Events events = parseEvents(streamed.body);
        QVERIFY(!events.data.contains("[DONE]"));
        const QJsonObject error = QJsonDocument::fromJson(events.data.last()).object().value(u"error"_s).toObject();
        QCOMPARE(error.value(u"code"_s).toString(), u"internal_error"_s);
        QCOMPARE(error.value(u"type"_s).toString(), u"api_error"_s);
        QCOMPARE(error.value(u"request_id"_s).toString().toUtf8(), streamed.requestId);

        const ChatTarget target = *m_world.findTarget(customModel, u"alice"_s);
        const QString full = ScriptedModel::answer({target, QString(), message, {}, {}, {}});
        const QString partial = events.content();
        QVERIFY(!partial.isEmpty());
        QVERIFY(partial.size() < full.size());
        QVERIFY(full.startsWith(partial));

        const Answer standard = complete(chat(message));
        QCOMPARE(standard.status, 500);
        QCOMPARE(standard.json[u"error"_s][u"code"_s].toString(), u"internal_error"_s);
    }

    void maxTokensCutsTheAnswer()
    {
        QJsonObject body = chat(u"Summarise the 2.3 release"_s);
        body.insert(u"max_tokens"_s, 5);
        const Answer standard = complete(body);
        QCOMPARE(standard.json[u"choices"_s][0][u"finish_reason"_s].toString(), u"length"_s);
        QCOMPARE(standard.json[u"usage"_s][u"completion_tokens"_s].toInt(), 5);
        QCOMPARE(ScriptedModel::wordCount(standard.json[u"choices"_s][0][u"message"_s][u"content"_s].toString()), 5);

        body.insert(u"stream"_s, true);
        const QList<QJsonObject> chunks = parseEvents(complete(body).body).chunks();
        QCOMPARE(chunks.at(chunks.size() - 2)[u"choices"_s][0][u"finish_reason"_s].toString(), u"length"_s);
    }

    void badBodiesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("resumeField");
        const auto json = [](QJsonObject o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); };
        QJsonObject hot = chat(u"hi"_s);
        hot.insert(u"temperature"_s, 3);
        QJsonObject mode = chat(u"hi"_s);
        mode.insert(u"metadata"_s, QJsonObject {{u"mode"_s, u"fast"_s}});
        QTest::newRow("not JSON") << QByteArray("{\"model\":") << u"invalid_json"_s << QString() << QString();
        QTest::newRow("array") << QByteArray("[]") << u"invalid_json"_s << QString() << QString();
        QTest::newRow("no messages") << json({{u"model"_s, customModel}}) << u"validation_failed"_s << u"messages"_s
                                     << u"approval_id"_s;
        QTest::newRow("bad model") << json(chat(u"hi"_s, false, u"gpt-4o"_s)) << u"validation_failed"_s << u"model"_s
                                   << u"model"_s;
        QTest::newRow("temperature") << json(hot) << u"validation_failed"_s << u"temperature"_s << u"temperature"_s;
        QTest::newRow("mode") << json(mode) << u"validation_failed"_s << u"metadata.mode"_s << u"metadata.mode"_s;
    }

    void badBodiesAreRefused()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, code);
        QFETCH(QString, field);
        QFETCH(QString, resumeField);
        for (const QString &path : {u"/v1/chat/completions"_s, u"/v1/chat/resume"_s}) {
            const Answer answer = post(path, body);
            if (path.endsWith(u"resume"_s))
                field = resumeField;
            QCOMPARE(answer.status, 400);
            QCOMPARE(answer.json[u"error"_s][u"code"_s].toString(), code);
            QCOMPARE(answer.json[u"error"_s][u"request_id"_s].toString().toUtf8(), answer.requestId);
            if (!field.isEmpty())
                QCOMPARE(answer.json[u"error"_s][u"details"_s][0][u"field"_s].toString(), field);
        }
    }

    void invisibleTargetIsNotFound()
    {
        Answer answer = complete(chat(u"hi"_s, false, u"custom:00000000-0000-4000-8000-000000000000"_s));
        QCOMPARE(answer.status, 404);
        QCOMPARE(answer.json[u"error"_s][u"code"_s].toString(), u"not_found"_s);
        answer = post(u"/v1/chat/completions"_s, chat(u"hi"_s), "bob");
        QCOMPARE(answer.status, 404);
    }

    void toolNeedingApprovalPauses()
    {
        const Answer answer = complete(chat(u"Please /tool echo "_s + echoArguments));
        QCOMPARE(answer.status, 200);
        const QJsonObject choice = answer.json[u"choices"_s][0].toObject();
        QCOMPARE(choice.value(u"finish_reason"_s).toString(), u"tool_calls"_s);
        QVERIFY(choice[u"message"_s][u"content"_s].isNull());
        const QJsonArray calls = choice[u"message"_s][u"tool_calls"_s].toArray();
        QCOMPARE(calls.size(), 1);
        QVERIFY(baton::Validator::isUuid(calls[0][u"id"_s].toString()));
        QCOMPARE(calls[0][u"type"_s].toString(), u"function"_s);
        QCOMPARE(calls[0][u"function"_s][u"name"_s].toString(), u"echo"_s);
        QCOMPARE(QJsonDocument::fromJson(calls[0][u"function"_s][u"arguments"_s].toString().toUtf8()),
                 QJsonDocument::fromJson(echoArguments.toUtf8()));

        const QJsonObject sandbox = service(answer);
        QVERIFY(baton::Validator::isUuid(sandbox.value(u"approval_id"_s).toString()));
        QVERIFY(baton::Validator::isUuid(sandbox.value(u"execution_id"_s).toString()));
        const QDateTime expires = QDateTime::fromString(sandbox.value(u"expires_at"_s).toString(), Qt::ISODateWithMs);
        QVERIFY(expires.isValid());
        QCOMPARE(expires.timeSpec(), Qt::UTC);
        const qint64 ttl = QDateTime::currentDateTimeUtc().secsTo(expires);
        QVERIFY2(qAbs(ttl - 600) <= 5, qPrintable(QString::number(ttl)));

        QVERIFY2(m_target->seen.isEmpty(), "nothing runs before the approval");
        QCOMPARE(m_endpoint->approvals().pendingCount(), 1);
    }

    void toolNeedingApprovalPausesTheStream()
    {
        const Answer answer = complete(chat(u"Please /tool echo "_s + echoArguments, true));
        const Events events = parseEvents(answer.body);
        QCOMPARE(events.data.last(), QByteArray("[DONE]"));
        const QList<QJsonObject> chunks = events.chunks();

        const QJsonObject first = delta(chunks.first());
        QCOMPARE(first.value(u"role"_s).toString(), u"assistant"_s);
        const QJsonObject opening = first[u"tool_calls"_s][0].toObject();
        QCOMPARE(opening.value(u"index"_s).toInt(-1), 0);
        QVERIFY(baton::Validator::isUuid(opening.value(u"id"_s).toString()));
        QCOMPARE(opening.value(u"type"_s).toString(), u"function"_s);
        QCOMPARE(opening[u"function"_s][u"name"_s].toString(), u"echo"_s);

        QString arguments = opening[u"function"_s][u"arguments"_s].toString();
        int pieces = 0;
        for (qsizetype i = 1; i < chunks.size() - 2; ++i) {
            const QJsonObject part = delta(chunks.at(i))[u"tool_calls"_s][0].toObject();
            QCOMPARE(part.value(u"index"_s).toInt(-1), 0);
            QVERIFY2(!part.contains(u"id"_s) && !part[u"function"_s].toObject().contains(u"name"_s),
                     "id and name come with the first piece only");
            arguments += part[u"function"_s][u"arguments"_s].toString();
            ++pieces;
        }
        QVERIFY2(pieces >= 2, "the arguments come in several pieces");
        QCOMPARE(QJsonDocument::fromJson(arguments.toUtf8()), QJsonDocument::fromJson(echoArguments.toUtf8()));
        QCOMPARE(chunks.at(chunks.size() - 2)[u"choices"_s][0][u"finish_reason"_s].toString(), u"tool_calls"_s);

        const QJsonObject sandbox = chunks.last().value(u"sandbox"_s).toObject();
        QVERIFY(chunks.last().contains(u"usage"_s));
        QVERIFY(baton::Validator::isUuid(sandbox.value(u"approval_id"_s).toString()));
        QVERIFY(baton::Validator::isUuid(sandbox.value(u"execution_id"_s).toString()));
        QVERIFY(sandbox.contains(u"expires_at"_s));
        QVERIFY(m_target->seen.isEmpty());
    }

    void approvedCallRunsWithTheSecretHeader()
    {
        const Answer paused = complete(chat(u"Please /tool echo "_s + echoArguments));
        QJsonObject body = resumeOf(paused);
        body.insert(u"approved_tool_execution_ids"_s, QJsonArray {callIds(paused).first()});
        body.insert(u"denied_tools"_s, QJsonArray());
        const Answer answer = resume(body);

        QCOMPARE(answer.status, 200);
        QCOMPARE(answer.json[u"choices"_s][0][u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(m_target->seen.size(), 1);
        const EchoTarget::Seen &seen = m_target->seen.first();
        QCOMPARE(seen.method, QByteArray("POST"));
        QCOMPARE(seen.path, u"/echo/Lyon"_s);
        QCOMPARE(seen.header("X-Api-Key"), secret.toUtf8());
        QCOMPARE(seen.header("X-Static"), QByteArray("yes"));
        QCOMPARE(QJsonDocument::fromJson(seen.body), QJsonDocument::fromJson(echoArguments.toUtf8()));

        const QString content = answer.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        QVERIFY2(content.contains(u"- `echo` (call `"_s + callIds(paused).first() + u"`): HTTP 200, "_s),
                 qPrintable(content));
        QVERIFY2(!answer.body.contains(secret.toUtf8()), "the echo target repeats the secret; the answer must not");
        QVERIFY(!service(answer).contains(u"approval_id"_s));
        QCOMPARE(m_endpoint->approvals().pendingCount(), 0);
    }

    void secretNeverReachesTheAnswer()
    {
        ChatTool leak = tool(u"leak"_s, u"/reflect/raw"_s, false);
        leak.authFields = {{u"X-Api-Key"_s, u"sec-1"_s}};
        m_world.tools = {leak};
        const Answer answer = complete(chat(u"/tool leak {}"_s));
        QCOMPARE(m_target->seen.size(), 1);
        QCOMPARE(m_target->seen.first().header("X-Api-Key"), secret.toUtf8());
        const QString content = answer.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        QVERIFY2(content.contains(u"HTTP 200, `key=[redacted]`"_s), qPrintable(content));
        QVERIFY(!answer.body.contains(secret.toUtf8()));
    }

    void deniedCallIsNotRunAndItsReasonIsShown()
    {
        const Answer paused = complete(chat(u"Please /tool echo "_s + echoArguments));
        QJsonObject body = resumeOf(paused);
        body.insert(u"approved_tool_execution_ids"_s, QJsonArray());
        body.insert(u"denied_tools"_s, QJsonArray {denial(callIds(paused).first(), u"Not during the freeze"_s)});
        body.insert(u"stream"_s, true);
        const Events events = parseEvents(resume(body).body);
        QCOMPARE(events.data.last(), QByteArray("[DONE]"));
        QVERIFY(events.content().contains(u"denied: `Not during the freeze`"_s));
        QVERIFY(m_target->seen.isEmpty());
    }

    void callInNeitherList_data()
    {
        QTest::addColumn<bool>("sendApprovedList");
        QTest::addColumn<QString>("calledPath");
        QTest::addColumn<QString>("deniedTool");
        QTest::newRow("approved list sent: the other is denied") << true << u"/echo/Lyon"_s << u"mail"_s;
        QTest::newRow("denied list only: the other is approved") << false << u"/echo/mail"_s << u"echo"_s;
    }

    void callInNeitherList()
    {
        QFETCH(bool, sendApprovedList);
        QFETCH(QString, calledPath);
        QFETCH(QString, deniedTool);
        const Answer paused = complete(chat(u"/tool echo {\"city\":\"Lyon\"} /tool mail {\"to\":\"ops\"}"_s));
        const QStringList ids = callIds(paused);
        QCOMPARE(ids.size(), 2);
        QJsonObject body = resumeOf(paused);
        if (sendApprovedList)
            body.insert(u"approved_tool_execution_ids"_s, QJsonArray {ids.at(0)});
        else
            body.insert(u"denied_tools"_s, QJsonArray {denial(ids.at(0), u"no"_s)});
        const Answer answer = resume(body);
        QCOMPARE(answer.status, 200);
        QCOMPARE(m_target->seen.size(), 1);
        QCOMPARE(m_target->seen.first().path, calledPath);
        const QString content = answer.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        QVERIFY2(content.contains(u"- `"_s + deniedTool + u"` (call `"_s), qPrintable(content));
        QVERIFY(content.contains(u"): denied"_s));
    }

    void idsOfAnotherApprovalAreRefused()
    {
        const Answer paused = complete(chat(u"/tool echo {\"city\":\"Lyon\"}"_s));
        const Answer other = complete(chat(u"/tool mail {}"_s));
        QJsonObject body = resumeOf(paused);
        body.insert(u"approved_tool_execution_ids"_s, QJsonArray {callIds(other).first()});
        Answer answer = resume(body);
        QCOMPARE(answer.status, 400);
        QCOMPARE(answer.json[u"error"_s][u"code"_s].toString(), u"validation_failed"_s);
        QCOMPARE(answer.json[u"error"_s][u"param"_s].toString(), u"approved_tool_execution_ids[0]"_s);
        QCOMPARE(answer.json[u"error"_s][u"details"_s][0][u"field"_s].toString(), u"approved_tool_execution_ids[0]"_s);

        body.insert(u"approved_tool_execution_ids"_s, QJsonArray {callIds(paused).first()});
        body.insert(u"denied_tools"_s, QJsonArray {denial(callIds(paused).first(), u"both"_s)});
        answer = resume(body);
        QCOMPARE(answer.status, 400);
        QCOMPARE(answer.json[u"error"_s][u"param"_s].toString(), u"denied_tools[0].tool_execution_id"_s);

        QJsonObject tooLong = resumeOf(paused);
        tooLong.insert(u"denied_tools"_s, QJsonArray {denial(callIds(paused).first(), QString(2001, u'r'))});
        answer = resume(tooLong);
        QCOMPARE(answer.status, 400);
        QCOMPARE(answer.json[u"error"_s][u"param"_s].toString(), u"denied_tools[0].reason"_s);

        QVERIFY(m_target->seen.isEmpty());
        QCOMPARE(resume(resumeOf(paused)).status, 200); // still pending after the refusals
    }

    void expiredApprovalConflicts()
    {
        const Answer paused = complete(chat(u"/tool echo {\"city\":\"Lyon\"}"_s));
        m_skewSeconds = 601;
        const Answer answer = resume(resumeOf(paused));
        QCOMPARE(answer.status, 409);
        QCOMPARE(answer.json[u"error"_s][u"type"_s].toString(), u"conflict_error"_s);
        QCOMPARE(answer.json[u"error"_s][u"code"_s].toString(), u"approval_expired"_s);
        QVERIFY(m_target->seen.isEmpty());
    }

    void approvalResolvesOnce()
    {
        const Answer paused = complete(chat(u"/tool echo {\"city\":\"Lyon\"}"_s));
        QCOMPARE(resume(resumeOf(paused)).status, 200);
        const Answer again = resume(resumeOf(paused));
        QCOMPARE(again.status, 409);
        QCOMPARE(again.json[u"error"_s][u"code"_s].toString(), u"approval_resolved"_s);
        QCOMPARE(m_target->seen.size(), 1);
    }

    void unknownOrForeignApprovalIsNotFound()
    {
        const Answer paused = complete(chat(u"/tool echo {\"city\":\"Lyon\"}"_s));
        QJsonObject body = resumeOf(paused);
        body.insert(u"approval_id"_s, u"00000000-0000-4000-8000-000000000000"_s);
        QCOMPARE(resume(body).status, 404);
        const Answer bob = post(u"/v1/chat/resume"_s, resumeOf(paused), "bob");
        QCOMPARE(bob.status, 404);
        QCOMPARE(bob.json[u"error"_s][u"code"_s].toString(), u"not_found"_s);
        QCOMPARE(m_endpoint->approvals().pendingCount(), 1);
    }

    void resumeMayAskAgain()
    {
        const Answer first = complete(chat(u"/tool echo {\"city\":\"Lyon\"}"_s));
        const Answer second = resume(resumeOf(first, u"Now /tool mail {\"to\":\"ops\"}"_s));
        QCOMPARE(second.status, 200);
        QCOMPARE(second.json[u"choices"_s][0][u"finish_reason"_s].toString(), u"tool_calls"_s);
        QCOMPARE(m_target->seen.size(), 1);
        QCOMPARE(m_target->seen.first().path, u"/echo/Lyon"_s);
        QVERIFY(service(second).value(u"approval_id"_s) != service(first).value(u"approval_id"_s));
        QCOMPARE(service(second).value(u"execution_id"_s), service(first).value(u"execution_id"_s));
        QCOMPARE(second.json[u"choices"_s][0][u"message"_s][u"tool_calls"_s][0][u"function"_s][u"name"_s].toString(),
                 u"mail"_s);

        const Answer last = resume(resumeOf(second));
        QCOMPARE(last.json[u"choices"_s][0][u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(m_target->seen.size(), 2);
        QCOMPARE(m_target->seen.at(1).path, u"/echo/mail"_s);
        const QString content = last.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        QVERIFY2(content.contains(u"- `echo` (call `"_s + callIds(first).first()), qPrintable(content));
        QVERIFY(content.contains(u"- `mail` (call `"_s + callIds(second).first()));
    }

    void resendingTheOpeningMessageDoesNotAskAgain()
    {
        const QString opening = u"/tool echo {\"city\":\"Lyon\"}"_s;
        const Answer first = complete(chat(opening));
        const Answer answer = resume(resumeOf(first, opening));
        QCOMPARE(answer.json[u"choices"_s][0][u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(m_target->seen.size(), 1);
    }

    void toolWithoutApprovalRunsAtOnceWhileTheStreamKeepsAlive()
    {
        ChatConfig config = fastConfig();
        config.keepAliveMs = 50;
        makeEndpoint(config);
        const Answer answer = complete(chat(u"/tool ping {}"_s, true));
        const Events events = parseEvents(answer.body);
        QVERIFY2(events.comments >= 2, qPrintable(QString::number(events.comments)));
        QCOMPARE(events.data.last(), QByteArray("[DONE]"));
        QVERIFY2(events.content().contains(u"- `ping` (call `"_s), qPrintable(events.content()));
        QVERIFY(events.content().contains(u"HTTP 200, `late`"_s));
        QVERIFY(!events.chunks().last().value(u"sandbox"_s).toObject().contains(u"approval_id"_s));
        QCOMPARE(m_target->seen.size(), 1);
        QCOMPARE(m_target->seen.first().path, u"/slow/300"_s);
    }

    void apiResourcesAreFetchedAndCited()
    {
        ChatApiResource prices;
        prices.name = u"Price list"_s;
        prices.urlTemplate = m_target->url(u"/echo/prices"_s);
        prices.staticHeaders = {{u"Accept"_s, u"application/json"_s}};
        m_world.resources = {prices};
        const Answer answer = complete(chat(u"What does it cost?"_s));
        const QString content = answer.json[u"choices"_s][0][u"message"_s][u"content"_s].toString();
        QVERIFY2(content.contains(u"- [Price list](<"_s + prices.urlTemplate + u">): HTTP 200, "_s),
                 qPrintable(content));
        QCOMPARE(m_target->seen.size(), 1);
        QCOMPARE(m_target->seen.first().method, QByteArray("GET"));
        QCOMPARE(m_target->seen.first().header("Accept"), QByteArray("application/json"));
    }

    void clientLeavingMidStreamCostsNothing()
    {
        ChatConfig config = fastConfig();
        config.tokenDelayMs = 2;
        makeEndpoint(config);
        std::unique_ptr<QNetworkReply> reply(
            m_client.post(request(u"/v1/chat/completions"_s, "alice"),
                          QJsonDocument(chat(u"/long 5000 go"_s, true)).toJson(QJsonDocument::Compact)));
        QSignalSpy readyRead(reply.get(), &QNetworkReply::readyRead);
        QVERIFY(readyRead.wait(10000));
        QCOMPARE(m_endpoint->activeStreams(), 1);
        reply->abort();
        QTRY_COMPARE(m_endpoint->activeStreams(), 0);
        QCOMPARE(m_endpoint->activeRequests(), 0);

        QCOMPARE(complete(chat(u"still there?"_s)).status, 200);
    }

    void clientLeavingWhileAToolRunsCancelsIt()
    {
        ChatConfig config = fastConfig();
        config.keepAliveMs = 20;
        makeEndpoint(config);
        m_world.tools.last().urlTemplate = m_target->url(u"/slow/5000"_s);
        std::unique_ptr<QNetworkReply> reply(
            m_client.post(request(u"/v1/chat/completions"_s, "alice"),
                          QJsonDocument(chat(u"/tool ping {}"_s, true)).toJson(QJsonDocument::Compact)));
        QSignalSpy readyRead(reply.get(), &QNetworkReply::readyRead);
        QVERIFY(readyRead.wait(10000));
        QTRY_COMPARE(m_target->seen.size(), 1);
        reply->abort();
        QTRY_COMPARE(m_endpoint->activeRequests(), 0);
        QTRY_VERIFY2(m_target->slowClientLeft, "the tool's request is aborted too");
    }

    void serviceObjectNameIsConfigurable()
    {
        ChatConfig config = fastConfig();
        config.serviceName = u"kitemesh"_s;
        makeEndpoint(config);
        const Answer standard = complete(chat(u"hi"_s));
        QVERIFY(!standard.json.contains(u"sandbox"_s));
        QCOMPARE(standard.json[u"kitemesh"_s][u"request_id"_s].toString().toUtf8(), standard.requestId);

        const QList<QJsonObject> chunks = parseEvents(complete(chat(u"/tool echo {}"_s, true)).body).chunks();
        QVERIFY(!chunks.last().contains(u"sandbox"_s));
        QVERIFY(baton::Validator::isUuid(chunks.last()[u"kitemesh"_s][u"approval_id"_s].toString()));
    }
};

QTEST_GUILESS_MAIN(tst_ChatEndpoint)
#include "tst_chatendpoint.moc"

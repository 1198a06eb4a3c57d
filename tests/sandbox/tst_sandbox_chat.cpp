#include "SandboxHarness.h"

#include <QMutex>
#include <QRegularExpression>
#include <QTest>
#include <QUuid>

using namespace sandboxtest;

namespace {

// The events of a complete event stream, cut on blank lines.
struct Events {
    QList<QByteArray> data; // payload of each `data` event, in order
    int comments = 0;

    static Events parse(const QByteArray &stream)
    {
        Events events;
        qsizetype at = 0;
        for (qsizetype end = stream.indexOf("\n\n"); end >= 0; at = end + 2, end = stream.indexOf("\n\n", at)) {
            QList<QByteArray> payload;
            bool comment = false;
            for (const QByteArray &line : stream.mid(at, end - at).split('\n')) {
                if (line.startsWith(':'))
                    comment = true;
                else if (line.startsWith("data:"))
                    payload << (line.startsWith("data: ") ? line.mid(6) : line.mid(5));
            }
            if (!payload.isEmpty())
                events.data << payload.join('\n');
            else if (comment)
                ++events.comments;
        }
        return events;
    }

    [[nodiscard]] bool done() const { return !data.isEmpty() && data.last() == "[DONE]"; }
    // Every JSON payload (all but [DONE]).
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

QJsonObject userMessage(const QString &text)
{
    return {{u"role"_s, u"user"_s}, {u"content"_s, text}};
}

QJsonObject chatBody(const QString &model, const QString &text, bool stream = false)
{
    return {{u"model"_s, model}, {u"messages"_s, QJsonArray {userMessage(text)}}, {u"stream"_s, stream}};
}

// A resume as the console sends it: both lists explicit.
QJsonObject resumeBody(const QString &model, const QJsonObject &service, const QStringList &approved,
                       const QJsonArray &denied = {}, const QString &text = u"Continue."_s, bool stream = false)
{
    return {{u"model"_s, model},
            {u"approval_id"_s, service.value(u"approval_id"_s)},
            {u"execution_id"_s, service.value(u"execution_id"_s)},
            {u"approved_tool_execution_ids"_s, QJsonArray::fromStringList(approved)},
            {u"denied_tools"_s, denied},
            {u"messages"_s, QJsonArray {userMessage(text)}},
            {u"stream"_s, stream}};
}

const QJsonObject ticketArguments {{u"title"_s, u"Printer on fire"_s}, {u"priority"_s, u"high"_s}};
const QString ticketCommand = u"Please open a ticket. /tool create_ticket {\"title\": \"Printer on fire\", "
                              "\"priority\": \"high\"}"_s;

QJsonObject choice(const Reply &r)
{
    return r.json()[u"choices"_s][0].toObject();
}

QString content(const Reply &r)
{
    return choice(r)[u"message"_s][u"content"_s].toString();
}

// The line of an answer that reports the tool call `callId`.
QString reportLine(const QString &answer, const QString &callId)
{
    const QStringList lines = answer.split(u'\n');
    const auto it = std::find_if(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.contains(callId); });
    return it == lines.cend() ? QString() : *it;
}

int wordCount(const QString &text)
{
    return int(text.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts).size());
}

// Every message logged while a test runs, to prove no secret reaches the log.
QMutex logMutex;
QStringList logged;
QtMessageHandler previousHandler = nullptr;

void captureMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    {
        const QMutexLocker lock(&logMutex);
        logged << message;
    }
    if (previousHandler)
        previousHandler(type, context, message);
}

} // namespace

// Contract §4–6, §9–10 through the whole Server: chat completions and resume
// with real tokens, the demo objects, and tools calling the sandbox's echo.
class tst_SandboxChat : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;
    QString m_support; // "custom:<id>" of the Support assistant
    QString m_desk; // "group:<id>" of the Support desk
    QString m_secretId;
    QString m_secretValue;
    QList<QByteArray> m_received; // every body and header value answered in this test

    static ServerConfig chatConfig()
    {
        ServerConfig config = standardConfig();
        config.demo = true;
        config.chat.tokenDelayMs = 0;
        return config;
    }

    void start(ServerConfig config)
    {
        f = std::make_unique<Fixture>(std::move(config));
        QVERIFY(f->server->isListening());
        const auto idOf = [this](const QString &path, const QString &name) {
            for (const QJsonValue &v : get(path, "t-admin").data()) {
                if (v[u"name"_s].toString() == name)
                    return v[u"id"_s].toString();
            }
            return QString();
        };
        m_support = u"custom:"_s + idOf(u"/v1/custom-models"_s, u"Support assistant"_s);
        m_desk = u"group:"_s + idOf(u"/v1/group-models"_s, u"Support desk"_s);
        m_secretId = idOf(u"/v1/secrets"_s, u"Ticket API key"_s);
        QVERIFY(m_support.size() > 7 && m_desk.size() > 6 && !m_secretId.isEmpty());
        m_secretValue = f->server->chatWorld().secretValue(m_secretId).value_or(QString());
        QVERIFY(m_secretValue.size() >= 16);
    }

    Reply keep(Reply r)
    {
        m_received << r.body;
        for (const auto &header : std::as_const(r.headers))
            m_received << header.second;
        return r;
    }
    Reply get(const QString &path, const QByteArray &token) { return keep(f->http->get(path, token)); }
    Reply post(const QString &path, const QByteArray &token, const QJsonObject &body)
    {
        return keep(f->http->post(path, token, body));
    }
    Reply chat(const QByteArray &token, const QJsonObject &body)
    {
        return post(u"/v1/chat/completions"_s, token, body);
    }
    Reply resume(const QByteArray &token, const QJsonObject &body) { return post(u"/v1/chat/resume"_s, token, body); }

    // Echo log entries of the demo ticket tool (the API resource's GETs of
    // /_sandbox/echo/status come with every text answer and are left out).
    QJsonArray ticketCalls()
    {
        QJsonArray calls;
        for (const QJsonValue &entry : get(u"/_sandbox/echo-log"_s, "t-admin").data()) {
            if (entry[u"path"_s].toString() == u"/_sandbox/echo/tickets"_s)
                calls.append(entry);
        }
        return calls;
    }

    static void checkError(const Reply &r, int status, const QString &type, const QString &code)
    {
        QCOMPARE(r.status, status);
        QVERIFY(r.header("Content-Type").startsWith("application/json"));
        QCOMPARE(r.error().value(u"type"_s).toString(), type);
        QCOMPARE(r.code(), code);
        QVERIFY(!r.error().value(u"message"_s).toString().isEmpty());
        QCOMPARE(r.error().value(u"request_id"_s).toString(), QString::fromLatin1(r.header("X-Request-Id")));
    }

    // The service object of a pause: ids, and an ISO 8601 UTC expiry within the TTL.
    static void checkApproval(const QJsonObject &service, std::chrono::seconds ttl)
    {
        QVERIFY(!QUuid::fromString(service[u"approval_id"_s].toString()).isNull());
        QVERIFY(!QUuid::fromString(service[u"execution_id"_s].toString()).isNull());
        const QString expires = service[u"expires_at"_s].toString();
        QVERIFY2(
            QRegularExpression(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z$"_s).match(expires).hasMatch(),
            qPrintable(expires));
        const QDateTime at = QDateTime::fromString(expires, Qt::ISODateWithMs);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(at > now);
        QVERIFY(at <= now.addSecs(ttl.count()));
    }

    // A paused standard answer: the one tool call, checked; returns its id.
    QString pausedCall(const Reply &paused, const QString &tool, const QJsonObject &arguments)
    {
        [&] {
            QCOMPARE(paused.status, 200);
            QCOMPARE(choice(paused)[u"finish_reason"_s].toString(), u"tool_calls"_s);
            const QJsonObject message = choice(paused)[u"message"_s].toObject();
            QCOMPARE(message[u"role"_s].toString(), u"assistant"_s);
            QVERIFY(message[u"content"_s].isNull());
            const QJsonArray calls = message[u"tool_calls"_s].toArray();
            QCOMPARE(calls.size(), 1);
            QCOMPARE(calls[0][u"type"_s].toString(), u"function"_s);
            QCOMPARE(calls[0][u"function"_s][u"name"_s].toString(), tool);
            QCOMPARE(QJsonDocument::fromJson(calls[0][u"function"_s][u"arguments"_s].toString().toUtf8()).object(),
                     arguments);
            QVERIFY(!QUuid::fromString(calls[0][u"id"_s].toString()).isNull());
        }();
        return choice(paused)[u"message"_s][u"tool_calls"_s][0][u"id"_s].toString();
    }

private Q_SLOTS:
    void initTestCase() { previousHandler = qInstallMessageHandler(captureMessage); }
    void cleanupTestCase() { qInstallMessageHandler(previousHandler); }

    void init()
    {
        m_received.clear();
        {
            const QMutexLocker lock(&logMutex);
            logged.clear();
        }
        start(chatConfig());
    }

    // Whatever the test did, the demo secret's value was in no answer and no log line.
    void cleanup()
    {
        const QByteArray secret = m_secretValue.toUtf8();
        f.reset();
        QVERIFY(!secret.isEmpty());
        for (const QByteArray &received : std::as_const(m_received))
            QVERIFY2(!received.contains(secret),
                     QByteArray(received).replace(secret, "[secret]").left(300).constData());
        const QMutexLocker lock(&logMutex);
        for (const QString &line : std::as_const(logged))
            QVERIFY2(!line.contains(m_secretValue), qPrintable(QString(line).replace(m_secretValue, u"[secret]"_s)));
    }

    void chatNeedsAValidActiveToken_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("authorization");
        QTest::addColumn<QString>("code");
        for (const QString &path : {u"/v1/chat/completions"_s, u"/v1/chat/resume"_s}) {
            const QByteArray name = path.toLatin1();
            QTest::addRow("%s no header", name.constData()) << path << QByteArray() << u"authentication_error"_s;
            QTest::addRow("%s bad token", name.constData()) << path << QByteArray("Bearer nope") << u"invalid_token"_s;
            QTest::addRow("%s inactive", name.constData())
                << path << QByteArray("Bearer t-sleeper") << u"token_inactive"_s;
        }
    }
    void chatNeedsAValidActiveToken()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, authorization);
        QFETCH(QString, code);
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!authorization.isEmpty())
            headers.append({"Authorization", authorization});
        const QByteArray body = QJsonDocument(chatBody(m_support, u"hello"_s)).toJson(QJsonDocument::Compact);
        const Reply r = keep(f->http->send("POST", path, {}, body, headers));
        checkError(r, 401, u"authentication_error"_s, code);
        QCOMPARE(f->server->chat().activeRequests(), 0);
    }

    void tokenWithoutCapabilitiesMayChat()
    {
        QVERIFY(f->server->token(u"chat"_s)->capabilities.isEmpty());
        const Reply r = chat("t-chat", chatBody(m_support, u"Hello there"_s));
        QCOMPARE(r.status, 200);
        QCOMPARE(choice(r)[u"finish_reason"_s].toString(), u"stop"_s);
        QVERIFY(content(r).startsWith(u"# Support assistant"_s));
    }

    void rateLimitAppliesToChat()
    {
        for (int i = 0; i < 3; ++i)
            QCOMPARE(chat("t-limited", chatBody(m_support, u"hi"_s)).status, 200);
        const Reply r = chat("t-limited", chatBody(m_support, u"hi"_s));
        checkError(r, 429, u"rate_limit_error"_s, u"rate_limit_exceeded"_s);
        const int retryAfter = r.header("Retry-After").toInt();
        QVERIFY2(retryAfter >= 1 && retryAfter <= 60, r.header("Retry-After").constData());
        QCOMPARE(chat("t-chat", chatBody(m_support, u"hi"_s)).status, 200);
    }

    void chatEndpointsArePostOnly_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::newRow("GET completions") << QByteArray("GET") << u"/v1/chat/completions"_s;
        QTest::newRow("PUT completions") << QByteArray("PUT") << u"/v1/chat/completions"_s;
        QTest::newRow("GET resume") << QByteArray("GET") << u"/v1/chat/resume"_s;
    }
    void chatEndpointsArePostOnly()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        const Reply r = keep(f->http->send(method, path, "t-chat"));
        checkError(r, 405, u"invalid_request_error"_s, u"method_not_allowed"_s);
        QCOMPARE(r.header("Allow"), QByteArray("POST"));
    }

    void targetTheTokenCannotSeeIsNotFound()
    {
        const Reply created = post(u"/v1/custom-models"_s, "t-other",
                                   {{u"name"_s, u"Private helper"_s}, {u"llmModelName"_s, u"gpt-4o"_s}});
        QCOMPARE(created.status, 201);
        const QString hidden = u"custom:"_s + created.id();
        QCOMPARE(chat("t-other", chatBody(hidden, u"hi"_s)).status, 200);

        checkError(chat("t-chat", chatBody(hidden, u"hi"_s)), 404, u"not_found_error"_s, u"not_found"_s);
        const QString absent = u"group:"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
        checkError(chat("t-chat", chatBody(absent, u"hi"_s)), 404, u"not_found_error"_s, u"not_found"_s);

        // A pause on the visible model cannot be resumed through the hidden one.
        const Reply paused = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString call = pausedCall(paused, u"create_ticket"_s, ticketArguments);
        const QJsonObject service = paused.json()[u"sandbox"_s].toObject();
        checkError(resume("t-chat", resumeBody(hidden, service, {call})), 404, u"not_found_error"_s, u"not_found"_s);
        QCOMPARE(ticketCalls().size(), 0);
    }

    void malformedJsonIsInvalidJson_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("completions, cut") << u"/v1/chat/completions"_s << QByteArray("{\"model\": \"custom:");
        QTest::newRow("completions, array") << u"/v1/chat/completions"_s << QByteArray("[]");
        QTest::newRow("completions, empty") << u"/v1/chat/completions"_s << QByteArray(" ");
        QTest::newRow("resume, cut") << u"/v1/chat/resume"_s << QByteArray("{\"approval_id\": ");
    }
    void malformedJsonIsInvalidJson()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        checkError(keep(f->http->send("POST", path, "t-chat", body)), 400, u"invalid_request_error"_s,
                   u"invalid_json"_s);
    }

    void invalidFieldsAreNamed_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonObject>("change"); // merged into a valid body
        QTest::addColumn<QString>("field");
        const QString uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QTest::newRow("model format") << u"/v1/chat/completions"_s << QJsonObject {{u"model"_s, u"gpt-4o"_s}}
                                      << u"model"_s;
        QTest::newRow("temperature 3") << u"/v1/chat/completions"_s << QJsonObject {{u"temperature"_s, 3}}
                                       << u"temperature"_s;
        QTest::newRow("no messages") << u"/v1/chat/completions"_s << QJsonObject {{u"messages"_s, QJsonArray()}}
                                     << u"messages"_s;
        QTest::newRow("unknown mode") << u"/v1/chat/completions"_s
                                      << QJsonObject {{u"metadata"_s, QJsonObject {{u"mode"_s, u"fast"_s}}}}
                                      << u"metadata.mode"_s;
        QTest::newRow("reason of 2001") << u"/v1/chat/resume"_s
                                        << QJsonObject {{u"approval_id"_s, uuid},
                                                        {u"denied_tools"_s,
                                                         QJsonArray {QJsonObject {{u"tool_execution_id"_s, uuid},
                                                                                  {u"reason"_s, QString(2001, u'x')}}}}}
                                        << u"denied_tools[0].reason"_s;
        QTest::newRow("resume without approval") << u"/v1/chat/resume"_s << QJsonObject() << u"approval_id"_s;
    }
    void invalidFieldsAreNamed()
    {
        QFETCH(QString, path);
        QFETCH(QJsonObject, change);
        QFETCH(QString, field);
        QJsonObject body = chatBody(m_support, u"hi"_s);
        for (auto it = change.constBegin(); it != change.constEnd(); ++it)
            body.insert(it.key(), it.value());
        const Reply r = post(path, "t-chat", body);
        checkError(r, 400, u"invalid_request_error"_s, u"validation_failed"_s);
        QVERIFY2(r.detailFields().contains(field), qPrintable(r.detailFields().join(u", "_s)));
        QCOMPARE(f->server->chat().activeRequests(), 0);
    }

    void reasonOf2000IsAccepted()
    {
        const Reply paused = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString call = pausedCall(paused, u"create_ticket"_s, ticketArguments);
        const QString reason = QString(2000, u'n');
        const Reply r = resume("t-chat",
                               resumeBody(m_support, paused.json()[u"sandbox"_s].toObject(), {},
                                          {QJsonObject {{u"tool_execution_id"_s, call}, {u"reason"_s, reason}}}));
        QCOMPARE(r.status, 200);
        QVERIFY(reportLine(content(r), call).contains(reason));
    }

    void standardAnswerHasTheContractShape_data()
    {
        QTest::addColumn<QString>("serviceName");
        QTest::newRow("default") << QString();
        QTest::newRow("kitemesh") << u"kitemesh"_s;
    }
    void standardAnswerHasTheContractShape()
    {
        QFETCH(QString, serviceName);
        if (!serviceName.isEmpty()) {
            ServerConfig config = chatConfig();
            config.chat.serviceName = serviceName;
            start(config);
        }
        const QString key = serviceName.isEmpty() ? u"sandbox"_s : serviceName;
        const qint64 before = QDateTime::currentSecsSinceEpoch();
        const QString question = u"How do I reset my password?"_s;
        QJsonObject body = chatBody(m_support, question);
        body.insert(u"metadata"_s, QJsonObject {{u"request_id"_s, u"req_client_1"_s}});
        body.insert(u"temperature"_s, 0.7);
        const Reply r = chat("t-chat", body);
        QCOMPARE(r.status, 200);
        QVERIFY(r.header("Content-Type").startsWith("application/json"));
        const QJsonObject answer = r.json();

        QStringList keys = answer.keys();
        keys.sort();
        QStringList expected {u"choices"_s, u"created"_s, u"id"_s, u"model"_s, u"object"_s, u"usage"_s, key};
        expected.sort();
        QCOMPARE(keys, expected);
        QVERIFY(answer[u"id"_s].toString().startsWith(u"chatcmpl-"_s));
        QCOMPARE(answer[u"object"_s].toString(), u"chat.completion"_s);
        QVERIFY(answer[u"created"_s].isDouble());
        QVERIFY(answer[u"created"_s].toInteger() >= before);
        QVERIFY(answer[u"created"_s].toInteger() <= QDateTime::currentSecsSinceEpoch());
        QCOMPARE(answer[u"model"_s].toString(), m_support);

        const QJsonArray choices = answer[u"choices"_s].toArray();
        QCOMPARE(choices.size(), 1);
        QCOMPARE(choices[0][u"index"_s].toInt(-1), 0);
        QCOMPARE(choices[0][u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(choices[0][u"message"_s][u"role"_s].toString(), u"assistant"_s);
        const QString text = choices[0][u"message"_s][u"content"_s].toString();
        QVERIFY(text.startsWith(u"# Support assistant"_s));
        QVERIFY(text.contains(question));

        // Contract §10: a token is a word; the prompt counts the words of all messages.
        const QJsonObject usage = answer[u"usage"_s].toObject();
        QCOMPARE(usage[u"prompt_tokens"_s].toInt(), wordCount(question));
        QCOMPARE(usage[u"completion_tokens"_s].toInt(), wordCount(text));
        QCOMPARE(usage[u"total_tokens"_s].toInt(),
                 usage[u"prompt_tokens"_s].toInt() + usage[u"completion_tokens"_s].toInt());

        const QJsonObject service = answer[key].toObject();
        QVERIFY(r.header("X-Request-Id").startsWith("req_"));
        QCOMPARE(service[u"request_id"_s].toString(), QString::fromLatin1(r.header("X-Request-Id")));
        QCOMPARE(service[u"client_request_id"_s].toString(), u"req_client_1"_s);
        QVERIFY(service[u"credits_charged"_s].toInt() >= 1);
        QVERIFY(!service.contains(u"approval_id"_s));
        if (key != u"sandbox"_s)
            QVERIFY(!answer.contains(u"sandbox"_s));
    }

    void streamedAnswerMatchesTheStandardAnswer()
    {
        const QString question = u"Where is my order 1234? It was due on Monday."_s;
        const Reply standard = chat("t-chat", chatBody(m_support, question));
        QCOMPARE(standard.status, 200);
        const Reply streamed = chat("t-chat", chatBody(m_support, question, true));
        QCOMPARE(streamed.status, 200);
        QVERIFY(streamed.header("Content-Type").startsWith("text/event-stream"));

        const Events events = Events::parse(streamed.body);
        QVERIFY(events.done());
        QCOMPARE(events.data.count("[DONE]"), 1);
        const QList<QJsonObject> chunks = events.chunks();
        QVERIFY(chunks.size() > 3);
        const QJsonObject first = chunks.first()[u"choices"_s][0][u"delta"_s].toObject();
        QCOMPARE(first[u"role"_s].toString(), u"assistant"_s);
        for (const QJsonObject &chunk : chunks) {
            QCOMPARE(chunk[u"object"_s].toString(), u"chat.completion.chunk"_s);
            QCOMPARE(chunk[u"id"_s].toString(), chunks.first()[u"id"_s].toString());
            QCOMPARE(chunk[u"model"_s].toString(), m_support);
        }
        QCOMPARE(events.content(), content(standard));
        const auto pieces = std::count_if(chunks.cbegin(), chunks.cend(), [](const QJsonObject &chunk) {
            return chunk[u"choices"_s][0][u"delta"_s].toObject().contains(u"content"_s);
        });
        QCOMPARE(int(pieces), standard.json()[u"usage"_s][u"completion_tokens"_s].toInt());

        const QJsonObject last = chunks.last();
        QVERIFY(last[u"choices"_s].isArray() && last[u"choices"_s].toArray().isEmpty());
        const QJsonObject finishing = chunks.at(chunks.size() - 2)[u"choices"_s][0].toObject();
        QCOMPARE(finishing[u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(last[u"usage"_s].toObject(), standard.json()[u"usage"_s].toObject());
        const QJsonObject service = last[u"sandbox"_s].toObject();
        QCOMPARE(service[u"request_id"_s].toString(), QString::fromLatin1(streamed.header("X-Request-Id")));
        QVERIFY(service[u"request_id"_s].toString() != standard.json()[u"sandbox"_s][u"request_id"_s].toString());
        QCOMPARE(service[u"credits_charged"_s], standard.json()[u"sandbox"_s][u"credits_charged"_s]);
    }

    void groupModelAnswersPerAgentAndHonoursTheMode_data()
    {
        QTest::addColumn<QString>("mode"); // empty: none sent
        QTest::addColumn<QString>("expected");
        QTest::newRow("default mode") << QString() << u"orch"_s;
        QTest::newRow("synth override") << u"synth"_s << u"synth"_s;
        QTest::newRow("normal override") << u"normal"_s << u"normal"_s;
    }
    void groupModelAnswersPerAgentAndHonoursTheMode()
    {
        QFETCH(QString, mode);
        QFETCH(QString, expected);
        const Reply group = get(u"/v1/group-models/"_s + m_desk.mid(6), "t-admin");
        QCOMPARE(group.status, 200);
        QCOMPARE(group.json()[u"defaultMode"_s].toString(), u"orch"_s);
        QStringList roles;
        for (const QJsonValue &agent : group.json()[u"agents"_s].toArray())
            roles << agent[u"role"_s].toString();
        QCOMPARE(roles.size(), 2);

        QJsonObject body = chatBody(m_desk, u"Summarise the open tickets"_s);
        if (!mode.isEmpty())
            body.insert(u"metadata"_s, QJsonObject {{u"mode"_s, mode}});
        const Reply r = chat("t-chat", body);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json()[u"model"_s].toString(), m_desk);
        const QString text = content(r);
        QVERIFY(text.startsWith(u"# Support desk"_s));
        qsizetype previous = -1;
        for (const QString &role : std::as_const(roles)) {
            const QRegularExpression heading(u"^## .*\\b"_s + QRegularExpression::escape(role) + u"$"_s,
                                             QRegularExpression::MultilineOption);
            const QRegularExpressionMatch match = heading.match(text);
            QVERIFY2(match.hasMatch(), qPrintable(role));
            QVERIFY(match.capturedStart() > previous);
            previous = match.capturedStart();
        }
        QVERIFY(text.contains(u'`' + expected + u'`'));
        for (const QString &other : {u"orch"_s, u"synth"_s, u"normal"_s, u"auto"_s}) {
            if (other != expected)
                QVERIFY2(!text.contains(u'`' + other + u'`'), qPrintable(other));
        }
    }

    void longMakesAnAnswerOfAboutNWords()
    {
        const Reply r = chat("t-chat", chatBody(m_support, u"Tell me everything. /long 2000"_s));
        QCOMPARE(r.status, 200);
        const int words = wordCount(content(r));
        QVERIFY2(words >= 1980 && words <= 2020, qPrintable(QString::number(words)));
        QVERIFY(r.json()[u"usage"_s][u"completion_tokens"_s].toInt() >= 1980);
    }

    void failBreaksTheStreamWithoutDone()
    {
        const Reply full = chat("t-chat", chatBody(m_support, u"Break please"_s));
        const Reply r = chat("t-chat", chatBody(m_support, u"Break please /fail"_s, true));
        QCOMPARE(r.status, 200);
        QVERIFY(r.header("Content-Type").startsWith("text/event-stream"));
        const Events events = Events::parse(r.body);
        QVERIFY(!events.data.contains("[DONE]"));
        QVERIFY(events.data.size() > 2);
        const QJsonObject error = QJsonDocument::fromJson(events.data.last()).object()[u"error"_s].toObject();
        QCOMPARE(error[u"type"_s].toString(), u"api_error"_s);
        QCOMPARE(error[u"code"_s].toString(), u"internal_error"_s);
        QCOMPARE(error[u"request_id"_s].toString(), QString::fromLatin1(r.header("X-Request-Id")));
        // Part of the answer came before the break.
        const QString partial = events.content();
        QVERIFY(!partial.isEmpty());
        QVERIFY(partial.size() < content(full).size());
        QVERIFY(partial.startsWith(u"# Support assistant"_s));
    }

    void failInAStandardAnswerIs500()
    {
        const Reply r = chat("t-chat", chatBody(m_support, u"Break please /fail"_s));
        checkError(r, 500, u"api_error"_s, u"internal_error"_s);
    }

    void approvedCallRunsWithItsSecretHeader()
    {
        const Reply paused = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString call = pausedCall(paused, u"create_ticket"_s, ticketArguments);
        const QJsonObject service = paused.json()[u"sandbox"_s].toObject();
        checkApproval(service, f->server->config().chat.approvalTtl);
        QCOMPARE(ticketCalls().size(), 0);

        const Reply done = resume("t-chat", resumeBody(m_support, service, {call}));
        QCOMPARE(done.status, 200);
        QCOMPARE(choice(done)[u"finish_reason"_s].toString(), u"stop"_s);
        QVERIFY(!done.json()[u"sandbox"_s].toObject().contains(u"approval_id"_s));
        const QString report = reportLine(content(done), call);
        QVERIFY2(report.contains(u"create_ticket"_s) && report.contains(u"HTTP 200"_s), qPrintable(report));

        const QJsonArray calls = ticketCalls();
        QCOMPARE(calls.size(), 1);
        const QJsonObject received = calls[0].toObject();
        QCOMPARE(received[u"method"_s].toString(), u"POST"_s);
        QCOMPARE(received[u"query"_s].toObject(), (QJsonObject {{u"priority"_s, u"high"_s}}));
        QCOMPARE(received[u"body"_s].toObject(), ticketArguments);
        QCOMPARE(received[u"headers"_s][u"X-Client"_s].toString(), u"baton-sandbox-demo"_s);
        QCOMPARE(received[u"headers"_s][u"X-Api-Key"_s].toString(), u"•••"_s);
        QCOMPARE(received[u"secretHeaders"_s].toArray(),
                 (QJsonArray {QJsonObject {{u"header"_s, u"X-Api-Key"_s}, {u"secretId"_s, m_secretId}}}));
    }

    void streamedPauseAndResume()
    {
        const Reply paused = chat("t-chat", chatBody(m_support, ticketCommand, true));
        QCOMPARE(paused.status, 200);
        const Events events = Events::parse(paused.body);
        QVERIFY(events.done());
        const QList<QJsonObject> chunks = events.chunks();
        QString id;
        QString name;
        QString arguments;
        QString finishReason;
        for (const QJsonObject &chunk : chunks) {
            const QJsonObject c = chunk[u"choices"_s][0].toObject();
            if (!c[u"finish_reason"_s].isNull() && c.contains(u"finish_reason"_s))
                finishReason = c[u"finish_reason"_s].toString();
            for (const QJsonValue &piece : c[u"delta"_s][u"tool_calls"_s].toArray()) {
                QCOMPARE(piece[u"index"_s].toInt(-1), 0);
                if (piece.toObject().contains(u"id"_s)) {
                    QVERIFY(id.isEmpty());
                    id = piece[u"id"_s].toString();
                    QCOMPARE(piece[u"type"_s].toString(), u"function"_s);
                    name = piece[u"function"_s][u"name"_s].toString();
                }
                arguments += piece[u"function"_s][u"arguments"_s].toString();
            }
        }
        QCOMPARE(chunks.first()[u"choices"_s][0][u"delta"_s][u"role"_s].toString(), u"assistant"_s);
        QCOMPARE(finishReason, u"tool_calls"_s);
        QCOMPARE(name, u"create_ticket"_s);
        QCOMPARE(QJsonDocument::fromJson(arguments.toUtf8()).object(), ticketArguments);
        QVERIFY(chunks.last()[u"choices"_s].toArray().isEmpty());
        const QJsonObject service = chunks.last()[u"sandbox"_s].toObject();
        checkApproval(service, f->server->config().chat.approvalTtl);
        QCOMPARE(service[u"request_id"_s].toString(), QString::fromLatin1(paused.header("X-Request-Id")));

        const Reply done = resume("t-chat", resumeBody(m_support, service, {id}, {}, u"Continue."_s, true));
        QCOMPARE(done.status, 200);
        QVERIFY(done.header("Content-Type").startsWith("text/event-stream"));
        const Events answer = Events::parse(done.body);
        QVERIFY(answer.done());
        QVERIFY2(reportLine(answer.content(), id).contains(u"HTTP 200"_s), qPrintable(answer.content()));
        QCOMPARE(answer.chunks().last()[u"sandbox"_s][u"request_id"_s].toString(),
                 QString::fromLatin1(done.header("X-Request-Id")));
        QCOMPARE(ticketCalls().size(), 1);
    }

    void deniedCallIsNotRunAndTheReasonIsInTheAnswer()
    {
        const Reply paused = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString call = pausedCall(paused, u"create_ticket"_s, ticketArguments);
        const QString reason = u"Duplicate of yesterday's ticket"_s;
        const Reply done = resume("t-chat",
                                  resumeBody(m_support, paused.json()[u"sandbox"_s].toObject(), {},
                                             {QJsonObject {{u"tool_execution_id"_s, call}, {u"reason"_s, reason}}}));
        QCOMPARE(done.status, 200);
        QCOMPARE(choice(done)[u"finish_reason"_s].toString(), u"stop"_s);
        const QString report = reportLine(content(done), call);
        QVERIFY2(report.contains(u"denied"_s) && report.contains(reason), qPrintable(report));
        QVERIFY(!report.contains(u"HTTP"_s));
        QCOMPARE(ticketCalls().size(), 0);
    }

    void secondResumeIsApprovalResolved()
    {
        const Reply paused = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString call = pausedCall(paused, u"create_ticket"_s, ticketArguments);
        const QJsonObject body = resumeBody(m_support, paused.json()[u"sandbox"_s].toObject(), {call});
        QCOMPARE(resume("t-chat", body).status, 200);
        checkError(resume("t-chat", body), 409, u"conflict_error"_s, u"approval_resolved"_s);
        QCOMPARE(ticketCalls().size(), 1);
    }

    void resumeAfterTheTtlIsApprovalExpired()
    {
        ServerConfig config = chatConfig();
        config.chat.approvalTtl = std::chrono::seconds(2);
        start(config);
        const Reply paused = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString call = pausedCall(paused, u"create_ticket"_s, ticketArguments);
        const QJsonObject service = paused.json()[u"sandbox"_s].toObject();
        checkApproval(service, config.chat.approvalTtl);
        const QDateTime expires = QDateTime::fromString(service[u"expires_at"_s].toString(), Qt::ISODateWithMs);
        QTRY_VERIFY_WITH_TIMEOUT(QDateTime::currentDateTimeUtc() > expires, 5000);

        checkError(resume("t-chat", resumeBody(m_support, service, {call})), 409, u"conflict_error"_s,
                   u"approval_expired"_s);
        QCOMPARE(ticketCalls().size(), 0);
    }

    void foreignToolExecutionIdIs400AndLeavesTheApprovalPending()
    {
        const Reply first = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString firstCall = pausedCall(first, u"create_ticket"_s, ticketArguments);
        const Reply other = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString otherCall = pausedCall(other, u"create_ticket"_s, ticketArguments);
        const QJsonObject service = first.json()[u"sandbox"_s].toObject();

        const QString unknown = QUuid::createUuid().toString(QUuid::WithoutBraces);
        for (const QString &foreign : {otherCall, unknown}) {
            const Reply r = resume("t-chat", resumeBody(m_support, service, {foreign}));
            checkError(r, 400, u"invalid_request_error"_s, u"validation_failed"_s);
            QCOMPARE(r.detailFields(), QStringList {u"approved_tool_execution_ids[0]"_s});
        }
        const Reply denied = resume(
            "t-chat", resumeBody(m_support, service, {firstCall}, {QJsonObject {{u"tool_execution_id"_s, otherCall}}}));
        checkError(denied, 400, u"invalid_request_error"_s, u"validation_failed"_s);
        QVERIFY(denied.detailFields().contains(u"denied_tools[0].tool_execution_id"_s));
        QCOMPARE(ticketCalls().size(), 0);

        const Reply done = resume("t-chat", resumeBody(m_support, service, {firstCall}));
        QCOMPARE(done.status, 200);
        QVERIFY(reportLine(content(done), firstCall).contains(u"HTTP 200"_s));
        QCOMPARE(ticketCalls().size(), 1);
    }

    void anotherTokenCannotResume()
    {
        const Reply paused = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString call = pausedCall(paused, u"create_ticket"_s, ticketArguments);
        const QJsonObject body = resumeBody(m_support, paused.json()[u"sandbox"_s].toObject(), {call});
        // The admin sees the model (it owns it) but not the chat token's approval.
        QCOMPARE(chat("t-admin", chatBody(m_support, u"hi"_s)).status, 200);
        checkError(resume("t-admin", body), 404, u"not_found_error"_s, u"not_found"_s);
        QCOMPARE(ticketCalls().size(), 0);
        QCOMPARE(resume("t-chat", body).status, 200);
        QCOMPARE(ticketCalls().size(), 1);
    }

    void twoApprovalRounds()
    {
        const Reply first = chat("t-chat", chatBody(m_support, ticketCommand));
        const QString firstCall = pausedCall(first, u"create_ticket"_s, ticketArguments);
        const QJsonObject firstService = first.json()[u"sandbox"_s].toObject();

        const QJsonObject tonerArguments {{u"title"_s, u"Toner low"_s}, {u"priority"_s, u"low"_s}};
        const Reply second = resume("t-chat",
                                    resumeBody(m_support, firstService, {firstCall}, {},
                                               u"Also: /tool create_ticket {\"title\": \"Toner low\", "
                                               "\"priority\": \"low\"}"_s));
        const QString secondCall = pausedCall(second, u"create_ticket"_s, tonerArguments);
        const QJsonObject secondService = second.json()[u"sandbox"_s].toObject();
        checkApproval(secondService, f->server->config().chat.approvalTtl);
        QVERIFY(secondCall != firstCall);
        QVERIFY(secondService[u"approval_id"_s] != firstService[u"approval_id"_s]);
        QCOMPARE(secondService[u"execution_id"_s], firstService[u"execution_id"_s]);
        QCOMPARE(ticketCalls().size(), 1); // the first call ran before the second pause

        checkError(resume("t-chat", resumeBody(m_support, firstService, {firstCall})), 409, u"conflict_error"_s,
                   u"approval_resolved"_s);
        const Reply done = resume("t-chat", resumeBody(m_support, secondService, {secondCall}));
        QCOMPARE(done.status, 200);
        QCOMPARE(choice(done)[u"finish_reason"_s].toString(), u"stop"_s);
        QVERIFY(reportLine(content(done), firstCall).contains(u"HTTP 200"_s));
        QVERIFY(reportLine(content(done), secondCall).contains(u"HTTP 200"_s));
        const QJsonArray calls = ticketCalls();
        QCOMPARE(calls.size(), 2);
        QCOMPARE(calls[0][u"body"_s].toObject(), ticketArguments);
        QCOMPARE(calls[1][u"body"_s].toObject(), tonerArguments);
    }

    void toolWithoutValidationRunsAtOnce_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::newRow("standard") << false;
        QTest::newRow("stream") << true;
    }
    void toolWithoutValidationRunsAtOnce()
    {
        QFETCH(bool, stream);
        const Reply r = chat("t-chat", chatBody(m_support, u"/tool notify_team {\"text\": \"Deploy done\"}"_s, stream));
        QCOMPARE(r.status, 200);
        QString text;
        QJsonObject service;
        if (stream) {
            const Events events = Events::parse(r.body);
            QVERIFY(events.done());
            QVERIFY(events.comments >= 1); // `: keep-alive` while the tool runs
            text = events.content();
            service = events.chunks().last()[u"sandbox"_s].toObject();
        } else {
            QCOMPARE(choice(r)[u"finish_reason"_s].toString(), u"stop"_s);
            text = content(r);
            service = r.json()[u"sandbox"_s].toObject();
        }
        QVERIFY(!service.contains(u"approval_id"_s));
        QVERIFY(!service.contains(u"expires_at"_s));
        QVERIFY(!service[u"request_id"_s].toString().isEmpty());
        const QStringList lines = text.split(u'\n').filter(u"`notify_team`"_s);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(u"HTTP 200"_s), qPrintable(lines.first()));

        QJsonArray found;
        for (const QJsonValue &entry : get(u"/_sandbox/echo-log"_s, "t-admin").data()) {
            if (entry[u"path"_s].toString() == u"/_sandbox/echo/notes"_s)
                found.append(entry);
        }
        const QJsonArray notes = found;
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes[0][u"method"_s].toString(), u"PUT"_s);
        QCOMPARE(notes[0][u"body"_s].toObject(), (QJsonObject {{u"text"_s, u"Deploy done"_s}}));
    }

    void clientThatCutsTheStreamIsLetGo()
    {
        ServerConfig config = chatConfig();
        config.chat.tokenDelayMs = 5;
        start(config);
        QNetworkAccessManager network;
        QByteArray received;
        QNetworkRequest request(QUrl(f->server->baseUrl().toString() + u"/v1/chat/completions"_s));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        request.setRawHeader("Authorization", "Bearer t-chat");
        std::unique_ptr<QNetworkReply> reply(
            network.post(request, QJsonDocument(chatBody(m_support, u"Write a lot /long 5000"_s, true)).toJson()));
        connect(reply.get(), &QIODevice::readyRead, this, [&] { received += reply->readAll(); });
        QTRY_VERIFY_WITH_TIMEOUT(received.contains("data: "), 10000);
        QCOMPARE(f->server->chat().activeStreams(), 1);

        reply->abort();
        m_received << received;
        QVERIFY(!received.contains("[DONE]"));
        // 5000 words at 5 ms would take 25 s; the server lets go at once.
        QTRY_COMPARE_WITH_TIMEOUT(f->server->chat().activeStreams(), 0, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(f->server->chat().activeRequests(), 0, 5000);

        const Reply next = chat("t-chat", chatBody(m_support, u"Still there?"_s));
        QCOMPARE(next.status, 200);
        QCOMPARE(choice(next)[u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(f->server->chat().activeRequests(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_SandboxChat)
#include "tst_sandbox_chat.moc"

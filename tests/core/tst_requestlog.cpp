#include "core/api/ApiClient.h"
#include "core/api/CurlCommand.h"
#include "core/api/RequestLog.h"
#include "support/LoopbackServer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::ApiClient;
using baton::ApiJob;
using baton::ApiResult;
using baton::Profile;
using baton::RequestLog;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;

namespace {

const QString token = u"tok_Xq81vPz0kLm"_s;
// Quotes, a backslash and non-ASCII: its JSON-escaped forms differ from the raw one.
const QString secret = u"pa$$ \"w0rd\" \\ é ✓ 𝄞"_s;

RequestLog::Request request(const QByteArray &method, const QString &url, const QByteArray &body = {})
{
    RequestLog::Request r;
    r.method = method;
    r.url = QUrl(url);
    r.headers = {{"Authorization", "Bearer " + token.toUtf8()}, {"Accept", "application/json"}};
    r.body = body;
    r.size = body.size();
    return r;
}

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Every form in which a value could leak into a stored field.
QList<QByteArray> leakForms(const QString &value)
{
    const QByteArray escaped = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    const QString inner = QString::fromUtf8(escaped.mid(2, escaped.size() - 4));
    QByteArray ascii;
    for (const QChar ch : inner) {
        if (ch.unicode() < 0x80)
            ascii += char(ch.unicode());
        else
            ascii += "\\u" + QByteArray::number(ch.unicode(), 16).rightJustified(4, '0');
    }
    return {value.toUtf8(), inner.toUtf8(), QUrl::toPercentEncoding(value), ascii};
}

// Every stored field of an entry, as bytes.
QList<QByteArray> storedFields(const RequestLog::Entry &entry)
{
    QList<QByteArray> fields {entry.method,
                              entry.url.toUtf8(),
                              entry.path.toUtf8(),
                              entry.requestId.toUtf8(),
                              entry.errorText.toUtf8(),
                              entry.requestBody,
                              entry.responseExcerpt};
    for (const auto &[name, value] : entry.requestHeaders)
        fields << name << value;
    if (entry.formFile)
        fields << entry.formFile->fileName.toUtf8() << entry.formFile->mimeType.toUtf8();
    return fields;
}

// The first stored field of the log holding any form of `value`, or an empty string.
QByteArray findLeak(const RequestLog &log, const QString &value)
{
    for (qsizetype row = 0; row < log.count(); ++row)
        for (const QByteArray &field : storedFields(log.at(row)))
            for (const QByteArray &form : leakForms(value))
                if (field.contains(form))
                    return "entry " + QByteArray::number(row) + ": " + field;
    return {};
}

} // namespace

class tst_RequestLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ringDropsTheOldest()
    {
        RequestLog log(3);
        QSignalSpy added(&log, &RequestLog::entryAdded);
        QSignalSpy aboutToDrop(&log, &RequestLog::aboutToDropOldest);
        QSignalSpy dropped(&log, &RequestLog::droppedOldest);
        QSignalSpy updated(&log, &RequestLog::entryUpdated);
        QList<quint64> ids;
        for (int i = 0; i < 5; ++i)
            ids << log.begin(request("GET", u"http://127.0.0.1:1/v1/tools?page=%1"_s.arg(i)), token);

        QCOMPARE(log.count(), 3);
        QCOMPARE(added.size(), 5);
        QCOMPARE(aboutToDrop.size(), 2);
        QCOMPARE(dropped.size(), 2);
        QCOMPARE(dropped.at(0).at(0).value<qsizetype>(), 1);
        QCOMPARE(log.at(0).id, ids.at(2));
        QCOMPARE(log.at(2).path, u"/v1/tools?page=4"_s);
        QCOMPARE(log.find(ids.at(0)), nullptr);
        QCOMPARE(log.rowOf(ids.at(4)), 2);

        log.finish(ids.at(0), {200, 5ms, {}, {}, "{}", {}}, token); // gone: ignored
        QCOMPARE(updated.size(), 0);
        log.finish(ids.at(3), {201, 7ms, u"req_1"_s, {}, "{}", {}}, token);
        QCOMPARE(updated.size(), 1);
        QCOMPARE(updated.at(0).at(0).toULongLong(), ids.at(3));
        QCOMPARE(log.find(ids.at(3))->httpStatus, 201);
        QCOMPARE(log.find(ids.at(3))->durationMs, 7);
        QVERIFY(log.find(ids.at(3))->finished);
        QVERIFY(!log.find(ids.at(4))->finished);

        QSignalSpy cleared(&log, &RequestLog::cleared);
        log.clear();
        QCOMPARE(log.count(), 0);
        QCOMPARE(cleared.size(), 1);
        QVERIFY(log.begin(request("GET", u"http://127.0.0.1:1/x"_s), token) > ids.at(4)); // ids never repeat
        QCOMPARE(RequestLog().capacity(), RequestLog::DefaultCapacity);
    }

    void credentialsInHeadersAreRedacted()
    {
        RequestLog log;
        RequestLog::Request r = request("GET", u"http://127.0.0.1:1/v1/tools"_s);
        r.headers << qMakePair(QByteArray("Cookie"), QByteArray("session=abc"))
                  << qMakePair(QByteArray("X-Api-Key"), QByteArray("k-123"))
                  << qMakePair(QByteArray("X-Auth-Token"), QByteArray("t-456"));
        log.begin(r, token);
        const auto &headers = log.at(0).requestHeaders;
        QCOMPARE(headers.size(), 5);
        QCOMPARE(headers.at(0).second, QByteArray("Bearer [redacted]"));
        QCOMPARE(headers.at(1).second, QByteArray("application/json"));
        QCOMPARE(headers.at(2).second, QByteArray("[redacted]"));
        QCOMPARE(headers.at(3).second, QByteArray("[redacted]"));
        QCOMPARE(headers.at(4).second, QByteArray("[redacted]"));
    }

    void secretValueIsMasked_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("url");
        QTest::newRow("create") << QByteArray("POST") << u"http://127.0.0.1:1/v1/secrets"_s;
        QTest::newRow("rotate") << QByteArray("PATCH") << u"http://127.0.0.1:1/v1/secrets/9b2c"_s;
        QTest::newRow("base path") << QByteArray("POST") << u"https://h.example/gw/v1/secrets/"_s;
    }

    void secretValueIsMasked()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, url);
        RequestLog log;
        const QJsonObject body {{u"name"_s, u"Stripe"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, secret}};
        const quint64 id = log.begin(request(method, url, json(body)), token);

        QJsonObject expected = body;
        expected.insert(u"value"_s, RequestLog::SecretValueMask);
        QCOMPARE(QJsonDocument::fromJson(log.at(0).requestBody).object(), expected);

        // An answer that echoes the value in every form is scrubbed too.
        QByteArray echo = json({{u"echo"_s, secret}});
        for (const QByteArray &form : leakForms(secret))
            echo += "\n" + form;
        log.finish(id, {400, 1ms, secret, u"bad value "_s + secret, echo, {}}, token);
        QCOMPARE(findLeak(log, secret), QByteArray());
        QVERIFY(log.at(0).responseExcerpt.contains(RequestLog::SecretValueMask.data()));
    }

    void valueOutsideSecretsIsKept()
    {
        RequestLog log;
        const QByteArray body = json({{u"value"_s, u"42"_s}});
        log.begin(request("POST", u"http://127.0.0.1:1/v1/tools"_s, body), token);
        QCOMPARE(log.at(0).requestBody, body);
        log.begin(request("POST", u"http://127.0.0.1:1/v1/not-secrets"_s, body), token);
        QCOMPARE(log.at(1).requestBody, body);
    }

    void unreadableSecretsBodyIsWithheld()
    {
        RequestLog log;
        log.begin(request("POST", u"http://127.0.0.1:1/v1/secrets"_s, "value=" + secret.toUtf8()), token);
        QCOMPARE(log.at(0).requestBody, QByteArray(RequestLog::WithheldBody.data()));
    }

    void valueMembersOfSecretsAnswersAreMasked()
    {
        RequestLog log;
        const quint64 id = log.begin(request("GET", u"http://127.0.0.1:1/v1/secrets"_s), token);
        log.finish(id,
                   {200,
                    1ms,
                    {},
                    {},
                    R"({"data":[{"id":"a","value":"leaked-one"},{"id":"b","nested":{"value":"leaked-two"}}]})",
                    {}},
                   token);
        QVERIFY(!log.at(0).responseExcerpt.contains("leaked"));
        QVERIFY(log.at(0).responseExcerpt.contains(R"("id":"b")"));
    }

    void tokenIsScrubbedFromEveryField()
    {
        RequestLog log;
        RequestLog::Request r = request("POST", u"http://127.0.0.1:1/v1/tools?debug=%1"_s.arg(token),
                                        json({{u"description"_s, QString(u"my token is "_s + token)}}));
        r.headers << qMakePair(QByteArray("X-Debug"), token.toUtf8());
        const quint64 id = log.begin(r, token);
        log.finish(id, {401, 3ms, token, u"rejected "_s + token, "{\"echo\":\"Bearer " + token.toUtf8() + "\"}", {}},
                   token);
        QCOMPARE(findLeak(log, token), QByteArray());
        QVERIFY(log.at(0).requestBody.contains(RequestLog::TokenMask.data()));
        QVERIFY(log.at(0).url.contains(QString(RequestLog::TokenMask)) || log.at(0).url.contains(u"%5Btoken%5D"_s));
    }

    void excerptIsBoundedAndScrubbedAcrossItsEdge()
    {
        RequestLog log;
        const quint64 id = log.begin(request("GET", u"http://127.0.0.1:1/v1/files"_s), token);
        // The token starts three bytes before the end of the excerpt.
        QByteArray body(RequestLog::MaxExcerpt - 3, 'a');
        body += token.toUtf8() + QByteArray(100'000, 'b');
        log.finish(id, {200, 1ms, {}, {}, body, {}}, token);
        const RequestLog::Entry &entry = log.at(0);
        QCOMPARE(entry.responseBytes, body.size());
        QCOMPARE(entry.responseExcerpt.size(), RequestLog::MaxExcerpt);
        QVERIFY(entry.responseExcerpt.endsWith(QByteArray(RequestLog::TokenMask.data(), 3)));
        QVERIFY(!entry.responseExcerpt.endsWith(token.left(3).toUtf8()));
    }

    // Earlier tokens shrink to their mask when scrubbed: the text after them
    // moves up, and a token that straddled a window cut before scrubbing
    // would move into the excerpt with its first characters intact.
    void tokenStraddlingTheCutIsScrubbedWhole()
    {
        const QString longToken = u"tok_"_s + QString(48, u'Z').replace(7, 10, u"k3v9Qa1mN0"_s);
        QCOMPARE(longToken.size(), 52);
        RequestLog log;
        const quint64 id = log.begin(request("GET", u"http://127.0.0.1:1/v1/files"_s), longToken);
        QByteArray body;
        for (int i = 0; i < 20; ++i)
            body += longToken.toUtf8() + ' ';
        // This one starts 39 bytes before the excerpt plus one token's length.
        body += QByteArray(RequestLog::MaxExcerpt + longToken.size() - 39 - body.size(), 'a');
        body += longToken.toUtf8() + QByteArray(10'000, 'b');
        log.finish(id, {200, 1ms, {}, {}, body, {}}, longToken);

        const QByteArray stored = log.at(0).responseExcerpt;
        QByteArray expected = body;
        expected.replace(longToken.toUtf8(), QByteArray(RequestLog::TokenMask.data(), RequestLog::TokenMask.size()));
        QVERIFY2(!stored.contains(longToken.left(12).toUtf8()), stored.right(60).constData());
        QCOMPARE(stored, expected.left(RequestLog::MaxExcerpt));
    }

    // Each chat request carries the whole conversation: 200 sends of a
    // growing one must not keep every body whole (about 17 MB here).
    void chatRequestBodiesAreBounded()
    {
        RequestLog log;
        QJsonArray messages;
        QByteArray latest;
        qsizetype sent = 0;
        for (int turn = 0; turn < 200; ++turn) {
            // The user pasted the token once; it must stay scrubbed wherever bodies are cut.
            const QString text
                = turn == 3 ? u"my token is "_s + token : u"Question %1: "_s.arg(turn) + QString(400, u'q');
            messages.append(QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, text}});
            latest = json({{u"model"_s, u"custom:m"_s}, {u"messages"_s, messages}, {u"stream"_s, true}});
            sent += latest.size();
            const quint64 id = log.begin(request("POST", u"http://127.0.0.1:1/v1/chat/completions"_s, latest), token);
            log.finish(id, {200, 1ms, {}, {}, "data: [DONE]\n\n", {}}, token);
            messages.append(QJsonObject {{u"role"_s, u"assistant"_s}, {u"content"_s, QString(400, u'a')}});
        }
        qsizetype stored = 0;
        for (qsizetype row = 0; row < log.count(); ++row)
            stored += log.at(row).requestBody.size();
        QVERIFY2(stored < 6 * 1024 * 1024, qPrintable(u"%1 of %2 bytes kept"_s.arg(stored).arg(sent)));
        QCOMPARE(findLeak(log, token), QByteArray());
        // The latest request is kept whole, scrubbed.
        QByteArray scrubbed = latest;
        scrubbed.replace(token.toUtf8(), QByteArray(RequestLog::TokenMask.data(), RequestLog::TokenMask.size()));
        QCOMPARE(log.at(log.count() - 1).requestBody, scrubbed);

        // Older bodies keep their start only, and say so; Copy as cURL gives
        // no command for them rather than one that sends half a body.
        const RequestLog::Entry &oldest = log.at(log.count() - 1 - RequestLog::WholeRequestBodies);
        QVERIFY(oldest.requestBodyCut);
        QVERIFY(oldest.requestBody.size() <= RequestLog::MaxExcerpt);
        QVERIFY(QString::fromUtf8(oldest.requestBody).toUtf8() == oldest.requestBody); // no half character
        QCOMPARE(baton::CurlCommand::fromEntry(oldest), QString());
        const RequestLog::Entry &newest = log.at(log.count() - 1);
        QVERIFY(!newest.requestBodyCut);
        const QString command = baton::CurlCommand::fromEntry(newest);
        QVERIFY(command.contains(QString::fromUtf8(scrubbed.right(200))));
        QVERIFY(!command.contains(token));
        QVERIFY(command.contains(u"my token is [token]"_s));
        QVERIFY(!log.at(log.count() - RequestLog::WholeRequestBodies).requestBodyCut);
        QVERIFY(!log.at(0).requestBodyCut); // small enough to stay whole
    }

    // Small bodies, such as a management request's, are never cut.
    void smallRequestBodiesStayWhole()
    {
        RequestLog log;
        const QByteArray body = json({{u"name"_s, u"Key"_s}});
        for (int i = 0; i < RequestLog::WholeRequestBodies + 5; ++i)
            log.begin(request("POST", u"http://127.0.0.1:1/v1/tools"_s, body), token);
        QCOMPARE(log.at(0).requestBody, body);
        QVERIFY(!log.at(0).requestBodyCut);
        QVERIFY(!baton::CurlCommand::fromEntry(log.at(0)).isEmpty());
    }

    // A tool's or an API resource's static headers are stored and returned by
    // the service as plain text: those that look like credentials are masked in
    // what is sent, in what is answered (one object or a list) and so in "Copy
    // as cURL"; the other headers stay as they are.
    void credentialLookingStaticHeadersAreMasked()
    {
        const QJsonObject headers {{u"Authorization"_s, u"Bearer abc123"_s},
                                   {u"X-Trace"_s, u"sk-proj-4fG7hJ9kL2mN5pQ8rS1t"_s},
                                   {u"Accept"_s, u"application/json"_s}};
        const QJsonObject resource {{u"name"_s, u"Hours"_s}, {u"staticHeadersNonSecret"_s, headers}};
        RequestLog log;
        const quint64 id = log.begin(request("POST", u"http://127.0.0.1:1/v1/api-resources"_s, json(resource)), token);
        QJsonObject answer = resource;
        answer.insert(u"id"_s, u"r-1"_s);
        log.finish(id, {201, 1ms, {}, {}, json(answer), {}}, token);
        const quint64 listId = log.begin(request("GET", u"http://127.0.0.1:1/v1/tools?page=1"_s), token);
        log.finish(listId, {200, 1ms, {}, {}, json({{u"data"_s, QJsonArray {answer}}}), {}}, token);

        for (const QByteArray &stored : {log.at(0).requestBody, log.at(0).responseExcerpt, log.at(1).responseExcerpt}) {
            QVERIFY2(!stored.contains("abc123"), stored.constData());
            QVERIFY2(!stored.contains("4fG7hJ9kL2mN5pQ8rS1t"), stored.constData());
            QVERIFY2(stored.contains("application/json"), stored.constData());
            QVERIFY2(stored.contains("Bearer ••••••••"), stored.constData());
        }
        const QString curl = baton::CurlCommand::fromEntry(log.at(0));
        QVERIFY2(!curl.contains(u"abc123"_s), qPrintable(curl));
        QVERIFY2(curl.contains(u"Bearer ••••••••"_s), qPrintable(curl));

        // Headers that do not look like credentials leave the body as it was sent.
        const QByteArray plain = json({{u"staticHeadersNonSecret"_s, QJsonObject {{u"X-Client"_s, u"baton"_s}}}});
        log.begin(request("PATCH", u"http://127.0.0.1:1/v1/tools/t-1"_s, plain), token);
        QCOMPARE(log.at(2).requestBody, plain);
    }

    // A chat's history carries the tool calls answered before, and a chat
    // answer the calls to approve: their arguments are masked as everywhere.
    void toolCallArgumentsAreMasked()
    {
        const auto toolCall = [](const QString &arguments) {
            return QJsonArray {
                QJsonObject {{u"id"_s, u"call-1"_s},
                             {u"type"_s, u"function"_s},
                             {u"function"_s, QJsonObject {{u"name"_s, u"lookup"_s}, {u"arguments"_s, arguments}}}}};
        };
        const QJsonObject chat {
            {u"model"_s, u"custom:m"_s},
            {u"messages"_s,
             QJsonArray {
                 QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, u"Look it up"_s}},
                 QJsonObject {{u"role"_s, u"assistant"_s},
                              {u"content"_s, QJsonValue::Null},
                              {u"tool_calls"_s, toolCall(uR"({"api_key":"sk-live-4711","city":"Paris"})"_s)}}}}};
        RequestLog log;
        const quint64 id = log.begin(request("POST", u"http://127.0.0.1:1/v1/chat/completions"_s, json(chat)), token);
        const QJsonObject answer {
            {u"choices"_s,
             QJsonArray {QJsonObject {
                 {u"index"_s, 0},
                 {u"finish_reason"_s, u"tool_calls"_s},
                 {u"message"_s,
                  QJsonObject {{u"role"_s, u"assistant"_s},
                               {u"tool_calls"_s, toolCall(uR"({"password":"hunter2","user":"ada"})"_s)}}}}}}};
        log.finish(id, {200, 1ms, {}, {}, json(answer), {}}, token);

        const RequestLog::Entry &entry = log.at(0);
        QVERIFY2(!entry.requestBody.contains("sk-live-4711"), entry.requestBody.constData());
        QVERIFY2(entry.requestBody.contains("Paris"), entry.requestBody.constData());
        QVERIFY2(!entry.responseExcerpt.contains("hunter2"), entry.responseExcerpt.constData());
        QVERIFY2(entry.responseExcerpt.contains("ada"), entry.responseExcerpt.constData());

        // A body without arguments to mask is kept as it was sent.
        const QByteArray plain = R"({"model":"custom:m","messages":[{"role":"user","content":"Hi"}]})";
        log.begin(request("POST", u"http://127.0.0.1:1/v1/chat/completions"_s, plain), token);
        QCOMPARE(log.at(1).requestBody, plain);
    }

    // A chat request's own id (metadata.request_id) is kept beside the
    // service's, bounded and scrubbed like every field; other requests and
    // bodies without one have none.
    void chatRequestKeepsItsSentId()
    {
        const auto chat = [](const QJsonValue &id) {
            return json(QJsonObject {{u"model"_s, u"custom:m"_s},
                                     {u"messages"_s, QJsonArray {}},
                                     {u"metadata"_s, QJsonObject {{u"request_id"_s, id}}}});
        };
        const QString url = u"http://127.0.0.1:1/v1/chat/completions"_s;
        RequestLog log;
        log.begin(request("POST", url, chat(u"req_0123"_s)), token);
        QCOMPARE(log.at(0).sentRequestId, u"req_0123"_s);
        log.begin(request("POST", url, chat(QString(u"req_"_s + token))), token);
        QCOMPARE(log.at(1).sentRequestId, u"req_"_s + RequestLog::TokenMask);
        log.begin(request("POST", url, chat(QString(5000, u'x'))), token);
        QCOMPARE(log.at(2).sentRequestId.size(), RequestLog::MaxSentRequestId);
        log.begin(request("POST", url, chat(42)), token);
        QVERIFY(log.at(3).sentRequestId.isEmpty());
        log.begin(request("POST", u"http://127.0.0.1:1/v1/tools"_s, chat(u"req_tool"_s)), token);
        QVERIFY(log.at(4).sentRequestId.isEmpty());
        log.begin(request("POST", url, "<html>"), token);
        QVERIFY(log.at(5).sentRequestId.isEmpty());
    }

    // Real requests through ApiClient to a server that echoes everything it
    // receives, the Authorization header included; then every stored field of
    // every entry is searched for the token and the secret.
    void realRequestsLeaveNoCredentialInTheLog()
    {
        LoopbackServer server;
        server.setHandler([](const RecordedRequest &received, QHttpServerResponder &&responder) {
            QJsonObject headers;
            for (const auto &[name, value] : received.headers)
                headers.insert(QString::fromLatin1(name), QString::fromUtf8(value));
            const QJsonObject echo {{u"headers"_s, headers},
                                    {u"body"_s, QString::fromUtf8(received.body)},
                                    {u"query"_s, received.query.toString()}};
            const int status = received.path.endsWith(u"/fail"_s) ? 400 : 200;
            if (received.path.endsWith(u"/stream"_s)) {
                responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
                responder.writeHeader("Content-Type", "text/event-stream");
                responder.writeHeader("Connection", "close");
                responder.writeBody("data: " + json(echo) + "\n\ndata: [DONE]\n\n");
                responder.socket()->disconnectFromHost();
                return;
            }
            LoopbackServer::reply(responder, status,
                                  status == 200 ? json(echo)
                                                : json({{u"error"_s,
                                                         QJsonObject {{u"message"_s, QString::fromUtf8(json(echo))},
                                                                      {u"type"_s, u"invalid_request_error"_s},
                                                                      {u"code"_s, u"validation_failed"_s}}}}),
                                  {{"Content-Type", "application/json"}, {"X-Request-Id", "req_echo"}});
        });

        QNetworkAccessManager network;
        RequestLog log;
        ApiClient client(network, log);
        client.setConnection(Profile {u"echo"_s, server.baseUrl(), false, {}}, token);

        const QJsonObject secretBody {{u"name"_s, u"Key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, secret}};
        QUrlQuery query;
        query.addQueryItem(u"q"_s, token);
        const QList<ApiJob *> jobs {
            client.post(u"/v1/secrets"_s, secretBody),
            client.patch(u"/v1/secrets/0b5f"_s, {{u"value"_s, secret}}),
            client.post(u"/v1/secrets/fail"_s, secretBody),
            client.get(u"/v1/secrets"_s, query),
            client.post(u"/v1/tools/fail"_s, {{u"description"_s, token}}),
            client.postStream(u"/v1/chat/stream"_s, {{u"model"_s, u"custom:1"_s}}),
            client.upload(u"/v1/files"_s, "file body", u"a.txt"_s, u"text/plain"_s, {{u"resourceType"_s, u"text"_s}}),
        };
        // Spies made before the event loop runs, while every job still exists.
        std::vector<std::unique_ptr<QSignalSpy>> finished;
        for (ApiJob *job : jobs)
            finished.push_back(std::make_unique<QSignalSpy>(job, &ApiJob::finished));
        for (const auto &spy : finished)
            QTRY_COMPARE(spy->size(), 1);

        QCOMPARE(log.count(), jobs.size());
        // The server did receive both, so the log had them to hide.
        const QByteArray sentSecret = leakForms(secret).at(1);
        QCOMPARE(server.requests().size(), jobs.size());
        qsizetype secretsSent = 0;
        for (const RecordedRequest &received : server.requests()) {
            QCOMPARE(received.header("Authorization"), "Bearer " + token.toUtf8());
            secretsSent += received.body.contains(sentSecret) ? 1 : 0;
        }
        QCOMPARE(secretsSent, 3);
        for (qsizetype row = 0; row < log.count(); ++row) {
            QVERIFY(log.at(row).finished);
            QVERIFY(!log.at(row).responseExcerpt.isEmpty());
        }
        QCOMPARE(findLeak(log, token), QByteArray());
        QCOMPARE(findLeak(log, secret), QByteArray());
    }
};

QTEST_GUILESS_MAIN(tst_RequestLog)
#include "tst_requestlog.moc"

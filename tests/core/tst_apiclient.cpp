#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "sandbox/MultipartForm.h" // the sandbox's parser reads what the client sent
#include "support/LoopbackServer.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::ApiClient;
using baton::ApiError;
using baton::ApiJob;
using baton::ApiResult;
using baton::Profile;
using baton::RequestLog;
using baton::sandbox::MultipartForm;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;
using Kind = baton::ApiError::Kind;

namespace {

const QString token = u"tok_live_7Qf2x9LmZ"_s;

QByteArray bearer()
{
    return QByteArray("Bearer ") + token.toUtf8();
}

// Counts what reaches the network, to prove that a refused request never
// does. Trusts the https test server's certificate.
class CountingNetworkAccessManager final : public QNetworkAccessManager
{
public:
    CountingNetworkAccessManager()
    {
        connect(this, &QNetworkAccessManager::sslErrors, this,
                [](QNetworkReply *reply, const QList<QSslError> &) { reply->ignoreSslErrors(); });
    }

    int created = 0;

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *data) override
    {
        ++created;
        return QNetworkAccessManager::createRequest(op, request, data);
    }
};

// A certificate and key for 127.0.0.1 made for these tests only (EC P-256,
// self-signed), so that a redirect from https can be tried on loopback.
const QByteArray testCertificate = "-----BEGIN CERTIFICATE-----\n"
                                   "MIIBkTCCATagAwIBAgIUFZm2hE/s5pr9POYeil4UGe60530wCgYIKoZIzj0EAwIw\n"
                                   "FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNTAyMjIwMVoYDzIxMjYxMTAx\n"
                                   "MDIyMjAxWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO\n"
                                   "PQMBBwNCAAQ74e7w/tSqzKSpX0DRiE0wDv+/dIzKh4hRaZGLIlapmgmSzQKq0r/f\n"
                                   "f9vaM6IOl4lKbw1jADM3dO9R5bHRsWBto2QwYjAdBgNVHQ4EFgQUH06GnTxE0Wck\n"
                                   "oV577BQDp4kzpMIwHwYDVR0jBBgwFoAUH06GnTxE0WckoV577BQDp4kzpMIwDwYD\n"
                                   "VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0kAMEYC\n"
                                   "IQD2CxtyjrjI6+uct+ews+VvzNNdPqR0Meg/QdiCV7JCqgIhALfXJ6l4DWBlGSg4\n"
                                   "0Sb8FOkJyhEqdMXSttsRPW/gxl+d\n"
                                   "-----END CERTIFICATE-----\n";
const QByteArray testKey = "-----BEGIN PRIVATE KEY-----\n"
                           "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg9XXmYUIHEN5LelXi\n"
                           "vUyhkka2umxsQW72XgAuT87bSxyhRANCAAQ74e7w/tSqzKSpX0DRiE0wDv+/dIzK\n"
                           "h4hRaZGLIlapmgmSzQKq0r/ff9vaM6IOl4lKbw1jADM3dO9R5bHRsWBt\n"
                           "-----END PRIVATE KEY-----\n";

// An https server on loopback that answers every request with a 307 to
// `location`, and counts the connections that start a handshake with it.
class TlsRedirectServer final : public QObject
{
public:
    TlsRedirectServer()
    {
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(QSslCertificate(testCertificate));
        config.setPrivateKey(QSslKey(testKey, QSsl::Ec));
        m_server.setSslConfiguration(config);
        connect(&m_server, &QSslServer::startedEncryptionHandshake, this, [this] { ++connections; });
        connect(&m_server, &QTcpServer::pendingConnectionAvailable, this, &TlsRedirectServer::accept);
        m_server.listen(QHostAddress::LocalHost, 0);
    }

    [[nodiscard]] quint16 port() const { return m_server.serverPort(); }
    [[nodiscard]] QUrl baseUrl() const { return QUrl(u"https://127.0.0.1:%1"_s.arg(port())); }

    QByteArray location;
    int connections = 0;
    int answered = 0;

private:
    void accept()
    {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            auto head = std::make_shared<QByteArray>();
            connect(socket, &QIODevice::readyRead, socket, [this, socket, head] {
                *head += socket->readAll();
                if (!head->contains("\r\n\r\n"))
                    return;
                ++answered;
                socket->write("HTTP/1.1 307 Temporary Redirect\r\nLocation: " + location
                              + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                socket->disconnectFromHost();
            });
            connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
        }
    }

    QSslServer m_server;
};

QByteArray errorBody(const QString &type, const QString &code, const QString &message, const QString &requestId,
                     const QString &param = {})
{
    QJsonObject error {{u"type"_s, type}, {u"code"_s, code}, {u"message"_s, message}, {u"request_id"_s, requestId}};
    if (!param.isEmpty())
        error.insert(u"param"_s, param);
    return QJsonDocument(QJsonObject {{u"error"_s, error}}).toJson(QJsonDocument::Compact);
}

LoopbackServer::Headers jsonHeaders(const QByteArray &requestId = "req_default")
{
    return {{"Content-Type", "application/json; charset=utf-8"}, {"X-Request-Id", requestId}};
}

} // namespace

class tst_ApiClient : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<CountingNetworkAccessManager> m_network;
    std::unique_ptr<RequestLog> m_log;
    std::unique_ptr<ApiClient> m_client;
    std::unique_ptr<LoopbackServer> m_server;
    // Answers kept open by tests that need a request to hang or to stream.
    std::vector<std::shared_ptr<QHttpServerResponder>> m_held;

    // Waits for the job's one result, and for the job to be gone afterwards.
    [[nodiscard]] static bool waitForResult(ApiJob *job, ApiResult &result, int timeoutMs = 15000)
    {
        QPointer<ApiJob> guard(job);
        QSignalSpy spy(job, &ApiJob::finished);
        if (!spy.wait(timeoutMs))
            return false;
        result = spy.at(0).at(0).value<ApiResult>();
        // Deleted after finishing, so it can never finish twice.
        return QTest::qWaitFor([&guard] { return guard.isNull(); }, 5000) && spy.size() == 1;
    }

    void hold(QHttpServerResponder &&responder)
    {
        m_held.push_back(std::make_shared<QHttpServerResponder>(std::move(responder)));
    }

private Q_SLOTS:
    void init()
    {
        m_network = std::make_unique<CountingNetworkAccessManager>();
        m_log = std::make_unique<RequestLog>();
        m_client = std::make_unique<ApiClient>(*m_network, *m_log);
        m_server = std::make_unique<LoopbackServer>();
        QVERIFY(m_server->port() != 0);
        m_client->setConnection(Profile {u"test"_s, m_server->baseUrl(), false, {}}, token);
    }

    void cleanup()
    {
        m_client.reset();
        m_held.clear();
        m_server.reset();
        m_log.reset();
        m_network.reset();
    }

    // A create, an update or a delete tells what changed: the object as
    // answered, or the deleted id; an action under an object's path and an
    // answer without the object tell only the kind.
    void changesAreReported()
    {
        m_server->setHandler([](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.method == "DELETE")
                LoopbackServer::reply(responder, 204, {});
            else if (request.method == "PATCH")
                LoopbackServer::reply(responder, 200, {}, jsonHeaders("req_1"));
            else
                LoopbackServer::reply(responder, 200, R"({"id":"t1","name":"Weather"})", jsonHeaders("req_1"));
        });
        QSignalSpy one(m_client.get(), &ApiClient::objectChanged);
        QSignalSpy kinds(m_client.get(), &ApiClient::objectsChanged);
        ApiResult result;
        QVERIFY(waitForResult(m_client->post(u"/v1/tools"_s, {{u"name"_s, u"Weather"_s}}), result));
        QCOMPARE(one.count(), 1);
        QCOMPARE(one.at(0).at(1).toString(), u"t1"_s);
        QCOMPARE(one.at(0).at(2).toJsonObject().value(u"name"_s).toString(), u"Weather"_s);
        QVERIFY(waitForResult(m_client->remove(u"/v1/tools/t%201"_s), result));
        QCOMPARE(one.count(), 2);
        QCOMPARE(one.at(1).at(1).toString(), u"t 1"_s);
        QVERIFY(one.at(1).at(2).toJsonObject().isEmpty());
        // An update answered without the object.
        QVERIFY(waitForResult(m_client->patch(u"/v1/tools/t%201"_s, {{u"name"_s, u"W"_s}}), result));
        QCOMPARE(one.count(), 2);
        // An action under the object's path.
        QVERIFY(waitForResult(m_client->post(u"/v1/tools/t1/run"_s, {}), result));
        QCOMPARE(one.count(), 2);
        QVERIFY(waitForResult(m_client->remove(u"/v1/tools/t1/run"_s), result));
        QCOMPARE(one.count(), 2);
        QCOMPARE(kinds.count(), 5);
    }

    void successCarriesRequestIdAndToken()
    {
        m_server->setHandler([](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, R"({"id":"t1","name":"Weather"})", jsonHeaders("req_abc123"));
        });
        QUrlQuery query;
        query.addQueryItem(u"page"_s, u"2"_s);
        query.addQueryItem(u"pageSize"_s, u"20"_s);
        ApiResult result;
        QVERIFY(waitForResult(m_client->get(u"/v1/tools"_s, query), result));

        QVERIFY(result.ok());
        QCOMPARE(result.httpStatus, 200);
        QCOMPARE(result.requestId, u"req_abc123"_s);
        QCOMPARE(result.object.value(u"name"_s).toString(), u"Weather"_s);
        QCOMPARE(result.body, QByteArray(R"({"id":"t1","name":"Weather"})"));
        QCOMPARE(result.attempts, 1);

        QCOMPARE(m_server->requests().size(), 1);
        const RecordedRequest &sent = m_server->requests().at(0);
        QCOMPARE(sent.method, QByteArray("GET"));
        QCOMPARE(sent.path, u"/v1/tools"_s);
        QCOMPARE(sent.query.queryItemValue(u"page"_s), u"2"_s);
        QCOMPARE(sent.query.queryItemValue(u"pageSize"_s), u"20"_s);
        QCOMPARE(sent.header("Authorization"), bearer());
        QCOMPARE(sent.header("Accept"), QByteArray("application/json"));
        QVERIFY(!sent.hasHeader("Content-Type"));

        QCOMPARE(m_log->count(), 1);
        QCOMPARE(m_log->at(0).httpStatus, 200);
        QCOMPARE(m_log->at(0).requestId, u"req_abc123"_s);
        QCOMPARE(m_log->at(0).path, u"/v1/tools?page=2&pageSize=20"_s);
    }

    void jsonInAndOut()
    {
        m_server->setHandler([](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.method == "DELETE")
                LoopbackServer::reply(responder, 204, {}, {{"X-Request-Id", "req_del"}});
            else
                LoopbackServer::reply(responder, request.method == "POST" ? 201 : 200, request.body, jsonHeaders());
        });
        const QJsonObject body {{u"name"_s, u"Ünïcode \"quoted\""_s}, {u"timeoutMs"_s, 5000}};

        ApiResult created;
        QVERIFY(waitForResult(m_client->post(u"/v1/tools"_s, body), created));
        QVERIFY(created.ok());
        QCOMPARE(created.httpStatus, 201);
        QCOMPARE(created.object, body);

        ApiResult updated;
        QVERIFY(waitForResult(m_client->patch(u"/v1/tools/7"_s, body), updated));
        QVERIFY(updated.ok());

        ApiResult deleted;
        QVERIFY(waitForResult(m_client->remove(u"/v1/tools/7"_s), deleted));
        QVERIFY(deleted.ok());
        QCOMPARE(deleted.httpStatus, 204);
        QVERIFY(deleted.json.isNull());
        QVERIFY(deleted.object.isEmpty());
        QCOMPARE(deleted.requestId, u"req_del"_s);

        const auto &requests = m_server->requests();
        QCOMPARE(requests.size(), 3);
        QCOMPARE(requests.at(0).method, QByteArray("POST"));
        QCOMPARE(requests.at(1).method, QByteArray("PATCH"));
        QCOMPARE(requests.at(2).method, QByteArray("DELETE"));
        QCOMPARE(requests.at(1).path, u"/v1/tools/7"_s);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(requests.at(i).header("Content-Type"), QByteArray("application/json"));
            QCOMPARE(QJsonDocument::fromJson(requests.at(i).body).object(), body);
        }
        for (const RecordedRequest &request : requests)
            QCOMPARE(request.header("Authorization"), bearer());
    }

    void dataWrapperIsUnwrapped_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("expectedId");
        QTest::addColumn<bool>("keptWhole");
        QTest::newRow("wrapped") << QByteArray(R"({"data":{"id":"x1","name":"n"}})") << u"x1"_s << false;
        QTest::newRow("bare") << QByteArray(R"({"id":"x2","name":"n"})") << u"x2"_s << true;
        QTest::newRow("list envelope") << QByteArray(R"({"data":[{"id":"a"}],"nextCursor":null})") << QString() << true;
    }

    void dataWrapperIsUnwrapped()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, expectedId);
        QFETCH(bool, keptWhole);
        m_server->setHandler([body](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, body, {{"Content-Type", "application/json"}});
        });
        ApiResult result;
        QVERIFY(waitForResult(m_client->get(u"/v1/secrets/x"_s), result));
        QVERIFY(result.ok());
        QCOMPARE(result.json, QJsonDocument::fromJson(body));
        QCOMPARE(result.object.value(u"id"_s).toString(), expectedId);
        QCOMPARE(result.object == result.json.object(), keptWhole);
    }

    // A careless service that answers a secret with its value: no reader of
    // the result gets it, whether one object, wrapped, or items of a list in
    // any envelope; what else the answer says stays.
    void secretValueReachesNoReader_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        const QByteArray secret = R"({"id":"s1","name":"Key","hasValue":true,"value":"hunter2"})";
        QTest::newRow("one object") << QByteArray("GET") << u"/v1/secrets/s1"_s << secret;
        QTest::newRow("wrapped") << QByteArray("GET") << u"/v1/secrets/s1"_s << R"({"data":)" + secret + "}";
        QTest::newRow("created") << QByteArray("POST") << u"/v1/secrets"_s << secret;
        QTest::newRow("updated") << QByteArray("PATCH") << u"/v1/secrets/s1"_s << R"({"data":)" + secret + "}";
        QTest::newRow("list") << QByteArray("GET") << u"/v1/secrets"_s
                              << R"({"data":[)" + secret + R"(],"nextCursor":null})";
        QTest::newRow("items") << QByteArray("GET") << u"/v1/secrets"_s << R"({"items":[)" + secret + "]}";
        QTest::newRow("bare array") << QByteArray("GET") << u"/v1/secrets"_s << "[" + secret + "]";
        QTest::newRow("unknown envelope")
            << QByteArray("GET") << u"/v1/secrets"_s << R"({"secrets":{"page":[)" + secret + "]}}";
    }

    void secretValueReachesNoReader()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        m_server->setHandler([body](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, body, jsonHeaders("req_secret"));
        });
        QSignalSpy changed(m_client.get(), &ApiClient::objectChanged);
        ApiJob *job = method == "GET" ? m_client->get(path)
            : method == "POST"        ? m_client->post(path, {{u"name"_s, u"Key"_s}, {u"value"_s, u"hunter2"_s}})
                                      : m_client->patch(path, {{u"value"_s, u"hunter2"_s}});
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QVERIFY(result.ok());
        QVERIFY2(!result.body.contains("hunter2"), result.body.constData());
        QVERIFY2(!result.json.toJson().contains("hunter2"), result.json.toJson().constData());
        QVERIFY2(!result.json.toJson().contains("\"value\""), result.json.toJson().constData());
        QVERIFY(!result.object.contains(u"value"_s));
        for (const QList<QVariant> &signal : changed)
            QVERIFY(!signal.at(2).toJsonObject().contains(u"value"_s));
        // The rest of the answer, as it came.
        QVERIFY2(result.body.contains(R"("hasValue":true)"), result.body.constData());
        QVERIFY(result.body.contains(R"("name":"Key")"));
        QCOMPARE(result.requestId, u"req_secret"_s);
        if (method == "GET" && path.endsWith(u"/s1"_s))
            QCOMPARE(result.object.value(u"name"_s).toString(), u"Key"_s);
    }

    // Only secrets lose a member of that name: other objects keep theirs.
    void valueMembersOfOtherObjectsStay()
    {
        const QByteArray body = R"({"id":"t1","name":"Weather","parameters":{"value":"celsius"}})";
        m_server->setHandler([body](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, body, jsonHeaders());
        });
        ApiResult result;
        QVERIFY(waitForResult(m_client->get(u"/v1/tools/t1"_s), result));
        QCOMPARE(result.body, body);
        QCOMPARE(result.object[u"parameters"_s][u"value"_s].toString(), u"celsius"_s);
    }

    void everyContractErrorMapsToItsKind_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("param");
        QTest::addColumn<Kind>("kind");
        const QString invalid = u"invalid_request_error"_s;
        const QString auth = u"authentication_error"_s;
        const QString permission = u"permission_error"_s;
        const QString conflict = u"conflict_error"_s;
        QTest::newRow("invalid json") << 400 << invalid << u"invalid_json"_s << QString() << Kind::BadRequest;
        QTest::newRow("validation") << 400 << invalid << u"validation_failed"_s << u"name"_s << Kind::ValidationFailed;
        QTest::newRow("no token") << 401 << auth << auth << QString() << Kind::MissingToken;
        QTest::newRow("invalid token") << 401 << auth << u"invalid_token"_s << QString() << Kind::InvalidToken;
        QTest::newRow("inactive") << 401 << auth << u"token_inactive"_s << QString() << Kind::TokenInactive;
        QTest::newRow("capability") << 403 << permission << u"missing_capability"_s << u"manageSecrets"_s
                                    << Kind::MissingCapability;
        QTest::newRow("scope") << 403 << permission << u"scope_not_allowed"_s << u"scopes[0]"_s
                               << Kind::ScopeNotAllowed;
        QTest::newRow("not found") << 404 << u"not_found_error"_s << u"not_found"_s << QString() << Kind::NotFound;
        QTest::newRow("conflict") << 409 << conflict << u"conflict"_s << QString() << Kind::Conflict;
        QTest::newRow("expired") << 409 << conflict << u"approval_expired"_s << QString() << Kind::ApprovalExpired;
        QTest::newRow("resolved") << 409 << conflict << u"approval_resolved"_s << QString() << Kind::ApprovalResolved;
        QTest::newRow("too large") << 413 << invalid << u"payload_too_large"_s << QString() << Kind::PayloadTooLarge;
        QTest::newRow("rate limit") << 429 << u"rate_limit_error"_s << u"rate_limit_exceeded"_s << QString()
                                    << Kind::RateLimited;
        QTest::newRow("internal") << 500 << u"api_error"_s << u"internal_error"_s << QString() << Kind::ServerFault;
        QTest::newRow("unavailable") << 503 << u"api_error"_s << u"unavailable"_s << QString() << Kind::Unavailable;
    }

    void everyContractErrorMapsToItsKind()
    {
        QFETCH(int, status);
        QFETCH(QString, type);
        QFETCH(QString, code);
        QFETCH(QString, param);
        QFETCH(Kind, kind);
        m_server->setHandler([=](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::Headers headers = jsonHeaders("req_err_1");
            if (status == 429 || status == 503)
                headers.emplaceBack("Retry-After", "5");
            LoopbackServer::reply(responder, status,
                                  errorBody(type, code, u"The service's words"_s, u"req_err_1"_s, param), headers);
        });
        // PATCH is never retried, so every row is answered once.
        ApiResult result;
        QVERIFY(waitForResult(m_client->patch(u"/v1/custom-models/1"_s, {{u"name"_s, u"n"_s}}), result));
        QVERIFY(!result.ok());
        QCOMPARE(result.httpStatus, status);
        QCOMPARE(result.error->kind(), kind);
        QCOMPARE(result.error->httpStatus(), status);
        QCOMPARE(result.error->param(), param);
        QCOMPARE(result.requestId, u"req_err_1"_s);
        QVERIFY(result.error->userMessage().contains(u"req_err_1"_s));
        // The service's own words, whatever Baton adds.
        for (const QString &word : {u"“The service's words”"_s, type, code, QString::number(status)})
            QVERIFY2(result.error->userMessage().contains(word), qPrintable(result.error->userMessage()));
        if (!param.isEmpty() && kind == Kind::MissingCapability)
            QVERIFY(result.error->userMessage().contains(param));
        if (status == 429 || status == 503)
            QCOMPARE(result.error->retryAfter(), std::optional(std::chrono::seconds(5)));
        QCOMPARE(m_server->requests().size(), 1);
    }

    void htmlErrorBodyIsReadable()
    {
        m_server->setHandler([](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 502,
                                  "<html><head><title>502 Bad Gateway</title></head><body>\r\n<center><h1>502 Bad "
                                  "Gateway</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body></html>",
                                  {{"Content-Type", "text/html"}});
        });
        ApiResult result;
        QVERIFY(waitForResult(m_client->get(u"/v1/files"_s), result));
        QCOMPARE(result.error->kind(), Kind::Unavailable);
        QCOMPARE(result.error->message(), u"502 Bad Gateway nginx/1.25.3"_s);
        QVERIFY(result.error->userMessage().contains(u"“502 Bad Gateway nginx/1.25.3”"_s));
        QVERIFY2(result.error->userMessage().contains(u"not the service's JSON error"_s),
                 qPrintable(result.error->userMessage()));
        QCOMPARE(m_server->requests().size(), 1); // 502 is not retried
    }

    // A server that sends without end does not fill the memory: an answer is
    // read up to ApiJob::MaxAnswerBytes, then the request fails and is not
    // sent again (the next answer would be as large).
    void answerPastTheBoundIsNotKept_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("contentType");
        QTest::newRow("200 JSON") << 200 << QByteArray("application/json");
        QTest::newRow("503 HTML") << 503 << QByteArray("text/html");
    }

    void answerPastTheBoundIsNotKept()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, contentType);
        const QByteArray body(ApiJob::MaxAnswerBytes + 1024 * 1024, ' ');
        m_server->setHandler([&](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, status, body,
                                  {{"Content-Type", contentType}, {"X-Request-Id", "req_big"}});
        });
        ApiResult result;
        QVERIFY(waitForResult(m_client->get(u"/v1/tools"_s), result, 60000));
        QVERIFY(result.error);
        QCOMPARE(result.error->kind(), Kind::AnswerTooLarge);
        QCOMPARE(result.error->httpStatus(), status);
        QVERIFY2(result.error->userMessage().contains(u"32.0 MiB"_s), qPrintable(result.error->userMessage()));
        QVERIFY2(result.error->userMessage().contains(u"req_big"_s), qPrintable(result.error->userMessage()));
        QVERIFY(result.body.size() <= ApiJob::MaxAnswerBytes);
        QCOMPARE(m_server->requests().size(), 1);
    }

    // A successful event stream is delivered whole however long it runs; only
    // what is kept of it for the request log stops at the bound.
    void eventStreamPastTheBoundIsDelivered()
    {
        const QByteArray event = ": " + QByteArray(1022, 'k') + '\n';
        const QByteArray body = event.repeated(ApiJob::MaxAnswerBytes / event.size() + 1024) + "data: [DONE]\n\n";
        m_server->setHandler([&](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, body, {{"Content-Type", "text/event-stream"}});
        });
        ApiJob *job = m_client->postStream(u"/v1/chat/completions"_s, QJsonObject {{u"model"_s, u"custom:x"_s}});
        qint64 delivered = 0;
        connect(job, &ApiJob::dataReceived, this, [&delivered](const QByteArray &chunk) { delivered += chunk.size(); });
        ApiResult result;
        QVERIFY(waitForResult(job, result, 60000));
        QVERIFY2(!result.error, qPrintable(result.error ? result.error->userMessage() : QString()));
        QCOMPARE(delivered, body.size());
        QCOMPARE(result.body.size(), ApiJob::MaxAnswerBytes);
        QCOMPARE(m_log->at(m_log->count() - 1).responseBytes, body.size());
    }

    void redirectToAnotherOriginNeverCarriesTheToken()
    {
        LoopbackServer other;
        m_server->setHandler([&other](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.path == "/v1/away"_L1)
                LoopbackServer::reply(responder, 307, {}, {{"Location", other.baseUrl().toEncoded() + "/v1/target"}});
            else if (request.path == "/v1/here"_L1)
                LoopbackServer::reply(responder, 307, {}, {{"Location", "/v1/target"}});
            else
                LoopbackServer::reply(responder, 200, R"({"where":"origin"})", jsonHeaders());
        });
        other.setHandler([](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, R"({"where":"other"})", jsonHeaders());
        });

        ApiResult away;
        QVERIFY(waitForResult(m_client->get(u"/v1/away"_s), away));
        ApiResult awayPost;
        QVERIFY(waitForResult(m_client->post(u"/v1/away"_s, {{u"name"_s, u"x"_s}}), awayPost));

        // The same host, on another port: another origin, which is never asked at all.
        QCOMPARE(other.baseUrl().host(), m_server->baseUrl().host());
        QVERIFY(other.port() != m_server->port());
        QCOMPARE(other.requests().size(), 0);
        QVERIFY(!away.ok());
        QCOMPARE(away.error->kind(), Kind::RedirectRefused);
        QVERIFY(away.error->userMessage().contains(other.baseUrl().authority()));
        QCOMPARE(awayPost.error->kind(), Kind::RedirectRefused);

        // Another name for the same machine and port is another origin too.
        m_server->setHandler([this](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.path == "/v1/renamed"_L1) {
                QUrl target = m_server->baseUrl();
                target.setHost(u"localhost"_s);
                LoopbackServer::reply(responder, 307, {}, {{"Location", target.toEncoded() + "/v1/target"}});
            } else if (request.path == "/v1/here"_L1) {
                LoopbackServer::reply(responder, 307, {}, {{"Location", "/v1/target"}});
            } else {
                LoopbackServer::reply(responder, 200, R"({"where":"origin"})", jsonHeaders());
            }
        });
        ApiResult renamed;
        QVERIFY(waitForResult(m_client->get(u"/v1/renamed"_s), renamed));
        QCOMPARE(renamed.error->kind(), Kind::RedirectRefused);
        QCOMPARE(m_server->requests().constLast().path, u"/v1/renamed"_s);

        // Within the origin the redirect is followed, token and all.
        ApiResult here;
        QVERIFY(waitForResult(m_client->get(u"/v1/here"_s), here));
        QVERIFY(here.ok());
        QCOMPARE(here.object.value(u"where"_s).toString(), u"origin"_s);
        const RecordedRequest &followed = m_server->requests().constLast();
        QCOMPARE(followed.path, u"/v1/target"_s);
        QCOMPARE(followed.header("Authorization"), bearer());
    }

    // A redirect from https to http is refused, whether it names the same
    // host and port or a plain http server: the token never travels in clear.
    void redirectFromHttpsToHttpIsRefused_data()
    {
        QTest::addColumn<bool>("samePort");
        QTest::newRow("same host and port") << true;
        QTest::newRow("http server on another port") << false;
    }

    void redirectFromHttpsToHttpIsRefused()
    {
        QFETCH(bool, samePort);
        if (!QSslSocket::supportsSsl())
            QFAIL("this Qt has no TLS backend");
        TlsRedirectServer secure;
        QVERIFY(secure.port() != 0);
        QUrl target = samePort ? QUrl(u"http://127.0.0.1:%1"_s.arg(secure.port())) : m_server->baseUrl();
        target.setPath(u"/v1/target"_s);
        secure.location = target.toEncoded();
        m_server->setHandler([](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, R"({"where":"in clear"})", jsonHeaders());
        });
        m_client->setConnection(Profile {u"secure"_s, secure.baseUrl(), false, {}}, token);

        ApiResult get;
        QVERIFY(waitForResult(m_client->get(u"/v1/away"_s), get));
        ApiResult post;
        QVERIFY(waitForResult(m_client->post(u"/v1/away"_s, {{u"name"_s, u"x"_s}}), post));

        QCOMPARE(secure.answered, 2); // both reached the https server and were redirected
        QCOMPARE(get.httpStatus, 307);
        QCOMPARE(get.error->kind(), Kind::RedirectRefused);
        QCOMPARE(post.error->kind(), Kind::RedirectRefused);
        QVERIFY(get.error->userMessage().contains(target.authority()));
        // Both requests ended on the refused redirect, which they would not
        // have had they gone on: nothing was sent past it.
        QCOMPARE(m_server->requests().size(), 0);
        QCOMPARE(secure.connections, 2); // none in clear to the https port
    }

    void timeoutIsToldApartFromCancel()
    {
        m_server->setHandler(
            [this](const RecordedRequest &, QHttpServerResponder &&responder) { hold(std::move(responder)); });
        ApiClient::Timeouts timeouts;
        timeouts.normal = 300ms;
        m_client->setTimeouts(timeouts);

        QElapsedTimer elapsed;
        elapsed.start();
        ApiResult timedOut;
        QVERIFY(waitForResult(m_client->get(u"/v1/tools"_s), timedOut));
        QVERIFY(elapsed.elapsed() >= 270); // Qt's timers may fire up to 5 % early
        QCOMPARE(timedOut.error->kind(), Kind::Timeout);
        QCOMPARE(timedOut.attempts, 1); // a timeout is not retried

        ApiJob *job = m_client->get(u"/v1/tools"_s);
        QSignalSpy received(m_server.get(), &LoopbackServer::requestReceived);
        QVERIFY(received.wait());
        QSignalSpy finished(job, &ApiJob::finished);
        job->cancel();
        QCOMPARE(finished.size(), 1); // at once
        const ApiResult canceled = finished.at(0).at(0).value<ApiResult>();
        QCOMPARE(canceled.error->kind(), Kind::Canceled);
        job->cancel(); // no second result
        QCOMPARE(finished.size(), 1);

        QCOMPARE(m_log->count(), 2);
        QVERIFY(m_log->at(0).errorText.contains(u"timed out"_s));
        QCOMPARE(m_log->at(1).errorText, u"canceled"_s);
    }

    void cancelDuringTheWaitBeforeARetry()
    {
        m_server->setHandler([](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::Headers headers = jsonHeaders();
            headers.emplaceBack("Retry-After", "30");
            LoopbackServer::reply(responder, 503, errorBody(u"api_error"_s, u"unavailable"_s, u"busy"_s, u"r"_s),
                                  headers);
        });
        ApiJob *job = m_client->get(u"/v1/tools"_s);
        QSignalSpy scheduled(job, &ApiJob::retryScheduled);
        QVERIFY(scheduled.wait());
        QCOMPARE(scheduled.at(0).at(0).toInt(), 2);
        QCOMPARE(scheduled.at(0).at(1).toLongLong(), 30000);
        QSignalSpy finished(job, &ApiJob::finished);
        job->cancel();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).value<ApiResult>().error->kind(), Kind::Canceled);
        QCOMPARE(m_server->requests().size(), 1);
    }

    void getRetriedOn503AfterRetryAfter()
    {
        m_server->setHandler([this](const RecordedRequest &, QHttpServerResponder &&responder) {
            if (m_server->requests().size() == 1) {
                LoopbackServer::Headers headers = jsonHeaders("req_first");
                headers.emplaceBack("Retry-After", "1");
                LoopbackServer::reply(responder, 503,
                                      errorBody(u"api_error"_s, u"unavailable"_s, u"warming up"_s, u"req_first"_s),
                                      headers);
            } else {
                LoopbackServer::reply(responder, 200, R"({"data":[]})", jsonHeaders("req_second"));
            }
        });
        QElapsedTimer elapsed;
        elapsed.start();
        ApiJob *job = m_client->get(u"/v1/tools"_s);
        QSignalSpy scheduled(job, &ApiJob::retryScheduled);
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QVERIFY(result.ok());
        QCOMPARE(result.attempts, 2);
        QCOMPARE(result.requestId, u"req_second"_s);
        QCOMPARE(scheduled.size(), 1);
        QCOMPARE(scheduled.at(0).at(1).toLongLong(), 1000); // Retry-After, not the 0.5-0.75 s backoff
        QVERIFY(elapsed.elapsed() >= 990);
        QVERIFY(result.duration >= 990ms);

        QCOMPARE(m_server->requests().size(), 2);
        for (const RecordedRequest &request : m_server->requests())
            QCOMPARE(request.header("Authorization"), bearer());
        QCOMPARE(m_log->count(), 2);
        QCOMPARE(m_log->at(0).attempt, 1);
        QCOMPARE(m_log->at(0).httpStatus, 503);
        QCOMPARE(m_log->at(0).requestId, u"req_first"_s);
        QCOMPARE(m_log->at(1).attempt, 2);
        QCOMPARE(m_log->at(1).httpStatus, 200);
    }

    void onlySafeRequestsAreRetried_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<int>("status");
        QTest::newRow("POST 503") << QByteArray("POST") << 503;
        QTest::newRow("POST 429") << QByteArray("POST") << 429;
        QTest::newRow("PATCH 429") << QByteArray("PATCH") << 429;
        QTest::newRow("DELETE 429") << QByteArray("DELETE") << 429;
        QTest::newRow("PATCH 503") << QByteArray("PATCH") << 503;
    }

    void onlySafeRequestsAreRetried()
    {
        QFETCH(QByteArray, method);
        QFETCH(int, status);
        m_server->setHandler([status](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::Headers headers = jsonHeaders();
            headers.emplaceBack("Retry-After", "0");
            LoopbackServer::reply(responder, status, "{}", headers);
        });
        ApiJob *job = method == "POST" ? m_client->post(u"/v1/tools"_s, {})
            : method == "PATCH"        ? m_client->patch(u"/v1/tools/1"_s, {})
                                       : m_client->remove(u"/v1/tools/1"_s);
        QSignalSpy scheduled(job, &ApiJob::retryScheduled);
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QCOMPARE(result.httpStatus, status);
        QCOMPARE(result.attempts, 1);
        QCOMPARE(scheduled.size(), 0);
        QCOMPARE(m_server->requests().size(), 1);
    }

    // A POST is never sent again by the client: the service may have acted on
    // it (a create, an upload, a chat turn, an approval's resume). The user
    // decides, told how long the service asks to wait.
    void postSentOnceOn429_data()
    {
        QTest::addColumn<QByteArray>("kind");
        QTest::newRow("create") << QByteArray("create");
        QTest::newRow("stream") << QByteArray("stream");
        QTest::newRow("upload") << QByteArray("upload");
    }

    void postSentOnceOn429()
    {
        QFETCH(QByteArray, kind);
        m_server->setHandler([this](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (m_server->requests().size() == 1) {
                LoopbackServer::Headers headers = jsonHeaders("req_429");
                headers.emplaceBack("Retry-After", "1");
                LoopbackServer::reply(
                    responder, 429, errorBody(u"rate_limit_error"_s, u"rate_limit_exceeded"_s, u"slow"_s, u"req_429"_s),
                    headers);
            } else {
                LoopbackServer::reply(responder, 201, request.body, jsonHeaders());
            }
        });
        const QJsonObject body {{u"name"_s, u"Lookup"_s}};
        QByteArray file = QByteArray("line\n").repeated(2000);
        QBuffer device(&file);
        QVERIFY(device.open(QIODevice::ReadOnly));
        ApiJob *job = kind == "create" ? m_client->post(u"/v1/tools"_s, body)
            : kind == "stream"         ? m_client->postStream(u"/v1/chat/completions"_s, body)
                                       : m_client->upload(u"/v1/files"_s, &device, u"a.txt"_s, u"text/plain"_s, body);
        QSignalSpy scheduled(job, &ApiJob::retryScheduled);
        ApiResult result;
        // A job schedules a retry (retryScheduled) in place of handing out its
        // result, and sends nothing once it has: no retry can follow this.
        QVERIFY(waitForResult(job, result));
        QCOMPARE(m_server->requests().size(), 1);
        QCOMPARE(m_server->requests().at(0).method, QByteArray("POST"));
        QCOMPARE(scheduled.size(), 0);
        QVERIFY(!result.ok());
        QCOMPARE(result.httpStatus, 429);
        QCOMPARE(result.attempts, 1);
        QCOMPARE(result.error->kind(), Kind::RateLimited);
        QCOMPARE(result.error->retryAfter(), std::optional(std::chrono::seconds(1)));
        QCOMPARE(result.error->message(), u"slow"_s);
        QCOMPARE(result.requestId, u"req_429"_s);
        QCOMPARE(m_log->count(), 1);
    }

    void getRetriedOnConnectionRefused()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        const quint16 port = closed.serverPort();
        closed.close();
        m_client->setConnection(Profile {u"gone"_s, QUrl(u"http://127.0.0.1:%1"_s.arg(port)), false, {}}, token);
        m_client->setRetryPolicy(
            baton::RetryPolicy([] { return QDateTime::currentDateTimeUtc(); }, [] { return 0.0; }));

        ApiJob *job = m_client->get(u"/v1/tools"_s);
        QSignalSpy scheduled(job, &ApiJob::retryScheduled);
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QCOMPARE(result.error->kind(), Kind::Network);
        QCOMPARE(result.error->networkError(), QNetworkReply::ConnectionRefusedError);
        QCOMPARE(result.attempts, 3);
        QCOMPARE(scheduled.size(), 2);
        QCOMPARE(scheduled.at(0).at(1).toLongLong(), 500);
        QCOMPARE(scheduled.at(1).at(1).toLongLong(), 1000);
        QCOMPARE(m_log->count(), 3);

        // A POST is not tried again after a connection error.
        ApiResult post;
        QVERIFY(waitForResult(m_client->post(u"/v1/tools"_s, {}), post));
        QCOMPARE(post.attempts, 1);
    }

    void streamChunksArriveAsTheyAreSent()
    {
        std::shared_ptr<QHttpServerResponder> stream;
        m_server->setHandler([&stream](const RecordedRequest &, QHttpServerResponder &&responder) {
            stream = std::make_shared<QHttpServerResponder>(std::move(responder));
            stream->writeStatusLine(QHttpServerResponder::StatusCode::Ok);
            stream->writeHeader("Content-Type", "text/event-stream");
            stream->writeHeader("X-Request-Id", "req_stream");
            stream->writeHeader("Connection", "close");
            stream->writeBody(QByteArray());
            stream->writeBody("data: {\"n\":1}\n\n");
        });
        const QJsonObject body {{u"model"_s, u"custom:1"_s}, {u"stream"_s, true}};
        ApiJob *job = m_client->postStream(u"/v1/chat/completions"_s, body);
        QSignalSpy chunks(job, &ApiJob::dataReceived);
        QSignalSpy finished(job, &ApiJob::finished);

        QVERIFY(chunks.wait());
        QCOMPARE(chunks.at(0).at(0).toByteArray(), QByteArray("data: {\"n\":1}\n\n"));
        QCOMPARE(finished.size(), 0); // the first piece came while the answer was still open

        stream->writeBody("data: {\"n\":2}\n\n");
        QTRY_COMPARE(chunks.size(), 2);
        QCOMPARE(finished.size(), 0);
        stream->writeBody("data: [DONE]\n\n");
        stream->socket()->disconnectFromHost();

        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QVERIFY2(result.ok(), qPrintable(result.error ? result.error->summary() : QString()));
        QByteArray all;
        for (const auto &arguments : std::as_const(chunks))
            all += arguments.at(0).toByteArray();
        QCOMPARE(all, QByteArray("data: {\"n\":1}\n\ndata: {\"n\":2}\n\ndata: [DONE]\n\n"));
        QCOMPARE(result.body, all);
        QCOMPARE(result.requestId, u"req_stream"_s);

        const RecordedRequest &sent = m_server->requests().at(0);
        QCOMPARE(sent.method, QByteArray("POST"));
        QCOMPARE(sent.header("Accept"), QByteArray("text/event-stream"));
        QCOMPARE(sent.header("Content-Type"), QByteArray("application/json"));
        QCOMPARE(QJsonDocument::fromJson(sent.body).object(), body);
        QVERIFY(m_log->at(0).streaming);
    }

    void streamErrorIsAnErrorNotData()
    {
        m_server->setHandler([](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 401,
                                  errorBody(u"authentication_error"_s, u"invalid_token"_s, u"bad"_s, u"req_s401"_s),
                                  jsonHeaders("req_s401"));
        });
        ApiJob *job = m_client->postStream(u"/v1/chat/completions"_s, {{u"stream"_s, true}});
        QSignalSpy chunks(job, &ApiJob::dataReceived);
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QCOMPARE(result.error->kind(), Kind::InvalidToken);
        QCOMPARE(chunks.size(), 0);
    }

    void streamWithOutputIsNotRetriedWhenItBreaks()
    {
        m_server->setHandler([](const RecordedRequest &, QHttpServerResponder &&responder) {
            responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
            responder.writeHeader("Content-Type", "text/event-stream");
            responder.writeHeader("Content-Length", "1000");
            responder.writeBody("data: {\"n\":1}\n\n");
            responder.socket()->disconnectFromHost();
        });
        ApiJob *job = m_client->postStream(u"/v1/chat/completions"_s, {{u"stream"_s, true}});
        QSignalSpy chunks(job, &ApiJob::dataReceived);
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QVERIFY(!result.ok());
        QCOMPARE(result.error->kind(), Kind::Network);
        QCOMPARE(result.httpStatus, 200);
        QCOMPARE(chunks.size(), 1);
        QCOMPARE(result.attempts, 1);
    }

    void uploadIsOneFilePartAndOneMetadataField_data()
    {
        QTest::addColumn<bool>("fromDevice");
        QTest::newRow("bytes") << false;
        QTest::newRow("device") << true;
    }

    void uploadIsOneFilePartAndOneMetadataField()
    {
        QFETCH(bool, fromDevice);
        QByteArray file(300 * 1024, '\0');
        for (qsizetype i = 0; i < file.size(); ++i)
            file[i] = char(i * 7 % 251);
        const QJsonObject metadata {{u"resourceType"_s, u"text"_s}, {u"fileName"_s, u"notes \"v2\".txt"_s}};

        std::optional<MultipartForm> form;
        QByteArray contentType;
        m_server->setHandler([&](const RecordedRequest &request, QHttpServerResponder &&responder) {
            contentType = request.header("Content-Type");
            form = MultipartForm::parse(contentType, request.body);
            LoopbackServer::reply(responder, 201, R"({"id":"f1","status":"pending"})", jsonHeaders());
        });

        QBuffer device(&file);
        QVERIFY(device.open(QIODevice::ReadOnly));
        ApiJob *job = fromDevice
            ? m_client->upload(u"/v1/files"_s, &device, u"notes \"v2\".txt"_s, u"text/plain"_s, metadata)
            : m_client->upload(u"/v1/files"_s, file, u"notes \"v2\".txt"_s, u"text/plain"_s, metadata);
        QSignalSpy progress(job, &ApiJob::uploadProgress);
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QVERIFY(result.ok());
        QCOMPARE(result.object.value(u"status"_s).toString(), u"pending"_s);

        QVERIFY2(contentType.startsWith("multipart/form-data; boundary="), contentType.constData());
        QVERIFY(form);
        QCOMPARE(form->parts().size(), 2);
        QCOMPARE(form->count(u"file"_s), 1);
        QCOMPARE(form->count(u"metadata"_s), 1);
        const MultipartForm::Part *filePart = form->part(u"file"_s);
        const MultipartForm::Part *metadataPart = form->part(u"metadata"_s);
        QCOMPARE(filePart->fileName, u"notes %22v2%22.txt"_s);
        QCOMPARE(filePart->contentType, QByteArray("text/plain"));
        QCOMPARE(filePart->data, file);
        QVERIFY(metadataPart->fileName.isEmpty()); // a plain field, not a file
        QCOMPARE(QJsonDocument::fromJson(metadataPart->data).object(), metadata);
        QCOMPARE(m_server->requests().at(0).header("Authorization"), bearer());

        QVERIFY(!progress.isEmpty());
        const auto last = progress.constLast();
        QCOMPARE(last.at(0).toLongLong(), last.at(1).toLongLong());
        QVERIFY(last.at(1).toLongLong() > file.size());

        QCOMPARE(m_log->count(), 1);
        QVERIFY(m_log->at(0).formFile);
        QCOMPARE(m_log->at(0).formFile->size, file.size());
        QVERIFY(m_log->at(0).requestBody.size() < 200); // metadata only, never the file
    }

    void insecureTransportIsRefusedBeforeSending()
    {
        m_client->setConnection(Profile {u"plain"_s, QUrl(u"http://192.0.2.10:8080"_s), false, {}}, token);
        ApiJob *job = m_client->get(u"/v1/tools"_s);
        QSignalSpy finished(job, &ApiJob::finished);
        QCOMPARE(finished.size(), 0); // delivered from the event loop, after the caller connected
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QCOMPARE(result.error->kind(), Kind::InsecureTransport);
        QVERIFY(result.error->userMessage().contains(u"192.0.2.10:8080"_s));
        QCOMPARE(result.attempts, 0);

        m_client->setConnection(Profile {u"odd"_s, QUrl(u"ftp://127.0.0.1/"_s), false, {}}, token);
        ApiResult ftp;
        QVERIFY(waitForResult(m_client->post(u"/v1/tools"_s, {}), ftp));
        QCOMPARE(ftp.error->kind(), Kind::InvalidBaseUrl);

        QCOMPARE(m_network->created, 0);
        QCOMPARE(m_log->count(), 0);
    }

    void unreadableUploadIsRefusedBeforeSending()
    {
        QBuffer closed;
        ApiJob *job = m_client->upload(u"/v1/files"_s, &closed, u"a.txt"_s, u"text/plain"_s, {});
        QSignalSpy finished(job, &ApiJob::finished);
        QCOMPARE(finished.size(), 0);
        ApiResult result;
        QVERIFY(waitForResult(job, result));
        QCOMPARE(result.error->kind(), Kind::UploadUnreadable);
        QVERIFY(result.error->userMessage().contains(u"a.txt"_s));
        QCOMPARE(result.attempts, 0);
        QCOMPARE(m_network->created, 0);
    }

    void noTokenNoHeader()
    {
        m_client->setConnection(Profile {u"anonymous"_s, m_server->baseUrl(), false, {}}, QString());
        ApiResult result;
        QVERIFY(waitForResult(m_client->get(u"/v1/tools"_s), result));
        QVERIFY(!m_server->requests().at(0).hasHeader("Authorization"));
    }

    void basePathIsKept()
    {
        QUrl base = m_server->baseUrl();
        base.setPath(u"/gateway/"_s);
        m_client->setConnection(Profile {u"prefixed"_s, base, false, {}}, token);
        ApiResult result;
        QVERIFY(waitForResult(m_client->get(u"/v1/group-models/abc"_s), result));
        QCOMPARE(m_server->requests().at(0).path, u"/gateway/v1/group-models/abc"_s);
    }

    void runningJobKeepsItsConnection()
    {
        m_server->setHandler(
            [this](const RecordedRequest &, QHttpServerResponder &&responder) { hold(std::move(responder)); });
        ApiJob *job = m_client->get(u"/v1/tools"_s);
        m_client->setConnection(Profile {u"other"_s, QUrl(u"http://127.0.0.1:1"_s), false, {}}, u"other-token"_s);
        QSignalSpy received(m_server.get(), &LoopbackServer::requestReceived);
        QVERIFY(received.wait());
        QCOMPARE(m_server->requests().at(0).header("Authorization"), bearer());
        job->cancel();
    }
};

QTEST_GUILESS_MAIN(tst_ApiClient)
#include "tst_apiclient.moc"

#include "core/api/ConnectionCheck.h"
#include "core/api/RequestLog.h"
#include "sandbox/Server.h"
#include "support/LoopbackServer.h"
#include "support/SandboxClient.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiError;
using baton::ConnectionCheck;
using baton::Profile;
using baton::RequestLog;
using baton::ResourceKind;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::test::LoopbackServer;
using baton::test::token;

namespace {

const QString AdminToken = u"tok-admin-Kd81pQz"_s;
const QString ChatToken = u"tok-chat-Wm42rTe"_s;

} // namespace

// ConnectionCheck against an in-process sandbox and loopback servers: which
// answers mean connected, what the user is told otherwise, and that the
// request is logged without its token.
class tst_ConnectionCheck : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Server> m_server;
    QNetworkAccessManager m_network;
    RequestLog m_log;

    [[nodiscard]] Profile sandboxProfile() const { return Profile {u"sandbox"_s, m_server->baseUrl(), false, {}}; }

    // Runs one check to its end; false when it did not report once.
    [[nodiscard]] bool run(const Profile &profile, const QString &tokenValue, ConnectionCheck::Outcome &outcome)
    {
        ConnectionCheck check(m_network, m_log);
        QSignalSpy spy(&check, &ConnectionCheck::finished);
        check.start(profile, tokenValue);
        if (!check.isRunning() || !spy.wait(15000) || spy.size() != 1 || check.isRunning())
            return false;
        outcome = spy.at(0).at(0).value<ConnectionCheck::Outcome>();
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        ServerConfig config;
        config.tokens = {token(u"admin"_s, AdminToken, ResourceKind::capabilities()), token(u"chat"_s, ChatToken, {})};
        m_server = std::make_unique<Server>(config);
        QVERIFY(m_server->listen() != 0);
    }

    void init() { m_log.clear(); }

    void validTokenConnects()
    {
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(sandboxProfile(), AdminToken, outcome));
        QVERIFY(outcome.connected);
        QVERIFY(!outcome.error);
        QVERIFY(!outcome.message.isEmpty());

        QCOMPARE(m_log.count(), 1);
        const RequestLog::Entry &entry = m_log.at(0);
        QCOMPARE(entry.method, QByteArray("GET"));
        QCOMPARE(entry.path, u"/v1/secrets?limit=1"_s);
        QCOMPARE(entry.httpStatus, 200);
        for (const auto &[name, value] : entry.requestHeaders)
            QVERIFY(!value.contains(AdminToken.toUtf8()));
    }

    // A token without manageSecrets is still a token the service knows.
    void missingCapabilityStillConnects()
    {
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(sandboxProfile(), ChatToken, outcome));
        QVERIFY(outcome.connected);
        QVERIFY(outcome.error);
        QCOMPARE(outcome.error->kind(), ApiError::Kind::MissingCapability);
        QVERIFY2(outcome.message.contains(u"manageSecrets"_s), qPrintable(outcome.message));
    }

    void wrongTokenFailsWithTheServiceMessage()
    {
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(sandboxProfile(), u"not-a-token"_s, outcome));
        QVERIFY(!outcome.connected);
        QVERIFY(outcome.error);
        QCOMPARE(outcome.error->httpStatus(), 401);
        QCOMPARE(outcome.message, outcome.error->userMessage());
        QVERIFY(outcome.message.contains(outcome.error->requestId()));
        QVERIFY(!outcome.error->requestId().isEmpty());
    }

    void unreachablePortFailsWithTheNetworkText()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        const Profile profile {u"gone"_s, QUrl(u"http://127.0.0.1:%1"_s.arg(port)), false, {}};
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(profile, AdminToken, outcome));
        QVERIFY(!outcome.connected);
        QVERIFY(outcome.error);
        QCOMPARE(outcome.error->kind(), ApiError::Kind::Network);
        QVERIFY2(outcome.message.contains(outcome.error->message()), qPrintable(outcome.message));
        QVERIFY2(outcome.error->message().contains(u"refused"_s, Qt::CaseInsensitive),
                 qPrintable(outcome.error->message()));
    }

    // A certificate the system does not trust fails the check with Qt's own
    // text; the error is never ignored, so no request (and no token) is sent.
    void untrustedCertificateIsShownVerbatim()
    {
        QTemporaryDir dir;
        QProcess openssl;
        openssl.start(u"openssl"_s,
                      {u"req"_s, u"-x509"_s, u"-newkey"_s, u"ec"_s, u"-pkeyopt"_s, u"ec_paramgen_curve:prime256v1"_s,
                       u"-nodes"_s, u"-days"_s, u"2"_s, u"-subj"_s, u"/CN=127.0.0.1"_s, u"-addext"_s,
                       u"subjectAltName=IP:127.0.0.1"_s, u"-keyout"_s, dir.filePath(u"key.pem"_s), u"-out"_s,
                       dir.filePath(u"cert.pem"_s)});
        if (!openssl.waitForFinished(20000) || openssl.exitCode() != 0)
            QSKIP("the openssl command could not make a test certificate");
        QFile certFile(dir.filePath(u"cert.pem"_s));
        QFile keyFile(dir.filePath(u"key.pem"_s));
        QVERIFY(certFile.open(QIODevice::ReadOnly) && keyFile.open(QIODevice::ReadOnly));

        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificate(QSslCertificate(&certFile, QSsl::Pem));
        tls.setPrivateKey(QSslKey(&keyFile, QSsl::Ec, QSsl::Pem));
        QSslServer server;
        server.setSslConfiguration(tls);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QByteArray received;
        connect(&server, &QSslServer::pendingConnectionAvailable, this, [&server, &received] {
            while (QTcpSocket *socket = server.nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, socket, [socket, &received] { received += socket->readAll(); });
        });

        const Profile profile {u"tls"_s, QUrl(u"https://127.0.0.1:%1"_s.arg(server.serverPort())), false, {}};
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(profile, AdminToken, outcome));
        QVERIFY(!outcome.connected);
        QCOMPARE(outcome.error->kind(), ApiError::Kind::Network);
        QCOMPARE(outcome.error->networkError(), QNetworkReply::SslHandshakeFailedError);
        QVERIFY2(outcome.error->message().contains(u"self-signed"_s, Qt::CaseInsensitive)
                     || outcome.error->message().contains(u"certificate"_s, Qt::CaseInsensitive),
                 qPrintable(outcome.error->message()));
        QVERIFY2(outcome.message.contains(outcome.error->message()), qPrintable(outcome.message));
        QVERIFY(!received.contains(AdminToken.toUtf8()));
    }

    // Refused before anything is sent: the token never leaves over plain http.
    void plainHttpToAnotherHostIsRefused()
    {
        const Profile profile {u"far"_s, QUrl(u"http://chat.example.invalid"_s), false, {}};
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(profile, AdminToken, outcome));
        QVERIFY(!outcome.connected);
        QCOMPARE(outcome.error->kind(), ApiError::Kind::InsecureTransport);
        QCOMPARE(outcome.error->httpStatus(), 0);
    }

    // A mistyped base URL answers another server's HTML page: the check says
    // so and shows the page's text, with no guess at a missing object.
    void pageOfAnotherServerFails()
    {
        LoopbackServer server;
        server.setHandler([](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 404, "<html><body>No such app</body></html>",
                                  {{"Content-Type", "text/html"}});
        });
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(Profile {u"proxy"_s, server.baseUrl(), false, {}}, AdminToken, outcome));
        QVERIFY(!outcome.connected);
        QCOMPARE(outcome.error->httpStatus(), 404);
        QVERIFY(outcome.error->isStatusOnly());
        QVERIFY2(outcome.message.startsWith(outcome.error->userMessage()), qPrintable(outcome.message));
        QVERIFY2(outcome.message.contains(u"404"_s), qPrintable(outcome.message));
        QVERIFY2(outcome.message.contains(u"not the service's JSON error"_s), qPrintable(outcome.message));
        QVERIFY2(outcome.message.contains(u"“No such app”"_s), qPrintable(outcome.message));
        QVERIFY2(outcome.message.contains(u"base URL"_s), qPrintable(outcome.message));
        QVERIFY2(!outcome.message.contains(u"does not exist"_s), qPrintable(outcome.message));
    }

    // A server that answers every path with a page of its own is no connection.
    void successfulPageIsNoConnection_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("shown");
        QTest::newRow("html") << QByteArray("<html><head><title>Shop</title></head><body><p>Welcome to our shop</p>"
                                            "</body></html>")
                              << u"“Welcome to our shop”"_s;
        QTest::newRow("empty") << QByteArray() << u"empty"_s;
    }

    void successfulPageIsNoConnection()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, shown);
        LoopbackServer server;
        server.setHandler([body](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, body, {{"Content-Type", "text/html"}});
        });
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(Profile {u"shop"_s, server.baseUrl(), false, {}}, AdminToken, outcome));
        QVERIFY2(!outcome.connected, qPrintable(outcome.message));
        QVERIFY2(outcome.message.contains(u"HTTP 200"_s), qPrintable(outcome.message));
        QVERIFY2(outcome.message.contains(shown), qPrintable(outcome.message));
        QVERIFY2(outcome.message.contains(u"base URL"_s), qPrintable(outcome.message));
    }

    // A proxy's 502 page says the service behind it failed: the base URL is not blamed.
    void proxyPageIsShownAsItIs()
    {
        LoopbackServer server;
        server.setHandler([](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 502, "<html><body><h1>502 Bad Gateway</h1></body></html>",
                                  {{"Content-Type", "text/html"}});
        });
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(Profile {u"proxy"_s, server.baseUrl(), false, {}}, AdminToken, outcome));
        QVERIFY(!outcome.connected);
        QCOMPARE(outcome.message, outcome.error->userMessage());
        QVERIFY2(outcome.message.contains(u"“502 Bad Gateway”"_s), qPrintable(outcome.message));
    }

    // The service's own 404 is not blamed on the base URL.
    void serviceErrorIsShownAsItIs()
    {
        LoopbackServer server;
        server.setHandler([](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 404,
                                  R"({"error":{"message":"No such route","type":"not_found_error",)"
                                  R"("code":"not_found","request_id":"req_nf"}})",
                                  {{"Content-Type", "application/json"}});
        });
        ConnectionCheck::Outcome outcome;
        QVERIFY(run(Profile {u"proxy"_s, server.baseUrl(), false, {}}, AdminToken, outcome));
        QVERIFY(!outcome.connected);
        QVERIFY(!outcome.error->isStatusOnly());
        QCOMPARE(outcome.message, outcome.error->userMessage());
        QVERIFY2(outcome.message.contains(u"“No such route”"_s), qPrintable(outcome.message));
        QVERIFY2(outcome.message.contains(u"req_nf"_s), qPrintable(outcome.message));
    }

    // A new check replaces the one running: only the new one reports.
    void restartReportsOnce()
    {
        LoopbackServer server;
        std::vector<std::shared_ptr<QHttpServerResponder>> held;
        server.setHandler([&held](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            held.push_back(std::make_shared<QHttpServerResponder>(std::move(responder)));
        });
        ConnectionCheck check(m_network, m_log);
        QSignalSpy spy(&check, &ConnectionCheck::finished);
        check.start(Profile {u"slow"_s, server.baseUrl(), false, {}}, AdminToken);
        QSignalSpy received(&server, &LoopbackServer::requestReceived);
        QVERIFY(received.wait());
        check.start(sandboxProfile(), AdminToken);
        QVERIFY(spy.wait());
        QCOMPARE(spy.size(), 1);
        QVERIFY(spy.at(0).at(0).value<ConnectionCheck::Outcome>().connected);
    }
};

QTEST_GUILESS_MAIN(tst_ConnectionCheck)
#include "tst_connectioncheck.moc"

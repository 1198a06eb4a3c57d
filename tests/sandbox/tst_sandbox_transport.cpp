#include "SandboxHarness.h"

#include <QElapsedTimer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace sandboxtest;
using namespace std::chrono_literals;

namespace {

// One HTTP/1.1 connection written and read byte for byte, for what
// QNetworkAccessManager will not send: a head without its body, a false Host,
// two requests on one connection, nothing at all.
class RawConnection
{
public:
    struct Answer {
        int status = -1; // -1: no whole answer in time
        QByteArray head;
        QByteArray body;

        [[nodiscard]] QJsonObject error() const
        {
            return QJsonDocument::fromJson(body).object().value(u"error"_s).toObject();
        }
        [[nodiscard]] QByteArray header(const QByteArray &name) const
        {
            for (const QByteArray &line : head.split('\n')) {
                const qsizetype colon = line.indexOf(':');
                if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
                    return line.mid(colon + 1).trimmed();
            }
            return {};
        }
    };

    explicit RawConnection(const QUrl &base)
    {
        m_socket.connectToHost(base.host(), quint16(base.port()));
        m_connected = QTest::qWaitFor([this] { return m_socket.state() == QAbstractSocket::ConnectedState; }, 5000);
    }

    [[nodiscard]] bool connected() const { return m_connected; }
    [[nodiscard]] bool isClosed() const { return m_socket.state() == QAbstractSocket::UnconnectedState; }

    void send(const QByteArray &bytes)
    {
        m_socket.write(bytes);
        m_socket.flush();
    }

    // The next answer: its head, then as many body bytes as its Content-Length says.
    Answer answer(int timeoutMs = 5000)
    {
        Answer a;
        qsizetype headEnd = -1;
        qint64 length = -1;
        const bool whole = QTest::qWaitFor(
            [&] {
                m_received += m_socket.readAll();
                if (headEnd < 0) {
                    headEnd = m_received.indexOf("\r\n\r\n");
                    if (headEnd < 0)
                        return false;
                    a.head = m_received.left(headEnd);
                    length = a.header("Content-Length").toLongLong();
                }
                return m_received.size() >= headEnd + 4 + length;
            },
            timeoutMs);
        if (!whole)
            return a;
        a.body = m_received.mid(headEnd + 4, length);
        m_received.remove(0, headEnd + 4 + length);
        a.status = a.head.mid(a.head.indexOf(' ') + 1, 3).toInt();
        return a;
    }

    // Sends `piece` every 50 ms, `count` times or until the connection is
    // closed; returns the longest pause between two pieces, in ms. A request
    // that keeps coming must be closed by its whole time running out: a pause
    // near the timeout (a slow run) would close it however the time is
    // counted, and proves nothing.
    qint64 trickle(const QByteArray &piece, int count)
    {
        QElapsedTimer clock;
        clock.start();
        qint64 longest = 0;
        qint64 last = 0;
        for (int i = 0; i < count && !isClosed(); ++i) {
            send(piece);
            longest = std::max(longest, clock.elapsed() - last);
            last = clock.elapsed();
            QTest::qWait(50); // the pace of the piece, not a wait for an event
        }
        return longest;
    }

    bool waitClosed(int timeoutMs)
    {
        return QTest::qWaitFor(
            [this] {
                m_received += m_socket.readAll();
                return isClosed();
            },
            timeoutMs);
    }

private:
    QTcpSocket m_socket;
    QByteArray m_received;
    bool m_connected = false;
};

QByteArray hostOf(const QUrl &base)
{
    return base.host().toLatin1() + ':' + QByteArray::number(base.port());
}

// A request head (no body) for `base`, with the given extra header lines.
QByteArray head(const QByteArray &method, const QByteArray &path, const QUrl &base, const QList<QByteArray> &lines = {})
{
    QByteArray bytes = method + ' ' + path + " HTTP/1.1\r\nHost: " + hostOf(base) + "\r\n";
    for (const QByteArray &line : lines)
        bytes += line + "\r\n";
    return bytes + "\r\n";
}

ServerConfig transportConfig()
{
    ServerConfig config = standardConfig();
    config.controlSecret = u"s-control"_s;
    return config;
}

} // namespace

// The sandbox's connections: bodies refused from their heads, connections that
// send nothing closed, and control routes only for the admin on loopback.
class tst_SandboxTransport : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;

    [[nodiscard]] QUrl base() const { return f->server->baseUrl(); }

private Q_SLOTS:
    void cleanup() { f.reset(); }

    // The answer comes while the client has sent the head only: nothing of the
    // body was needed, so nothing of it was stored.
    void oversizedBodyIsRefusedFromItsHead_data()
    {
        const ServerConfig config;
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<qint64>("length");
        QTest::newRow("upload of 1 GB") << QByteArray("/v1/files") << QByteArray("multipart/form-data; boundary=b")
                                        << (qint64(1) << 30);
        QTest::newRow("upload one byte too long")
            << QByteArray("/v1/files") << QByteArray("multipart/form-data; boundary=b")
            << config.maxUploadBodyBytes + 1;
        QTest::newRow("JSON one byte too long")
            << QByteArray("/v1/tools") << QByteArray("application/json") << config.maxBodyBytes + 1;
        QTest::newRow("chat of 1 GB") << QByteArray("/v1/chat/completions") << QByteArray("application/json")
                                      << (qint64(1) << 30);
        QTest::newRow("unknown path") << QByteArray("/nowhere") << QByteArray("application/json") << (qint64(1) << 40);
    }
    void oversizedBodyIsRefusedFromItsHead()
    {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, contentType);
        QFETCH(qint64, length);
        f = std::make_unique<Fixture>(transportConfig());
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("POST", path, base(),
                    {"Content-Type: " + contentType, "Content-Length: " + QByteArray::number(length)}));
        const RawConnection::Answer a = c.answer();
        QCOMPARE(a.status, 413);
        QCOMPARE(a.error().value(u"type"_s).toString(), u"invalid_request_error"_s);
        QCOMPARE(a.error().value(u"code"_s).toString(), u"payload_too_large"_s);
        QVERIFY(a.error().value(u"message"_s).toString().contains(QString::number(length)));
        QVERIFY(!a.header("X-Request-Id").isEmpty());
        QCOMPARE(a.error().value(u"request_id"_s).toString().toLatin1(), a.header("X-Request-Id"));
        QCOMPARE(a.header("Connection"), QByteArray("close"));
        QVERIFY(c.waitClosed(2000));
    }

    // A body is read only for a token that may send it: without one, or with
    // one that is not valid, the head is answered 401 at once, and closed.
    void bodyWithoutAValidTokenIsRefusedFromItsHead_data()
    {
        QTest::addColumn<QByteArray>("authorization");
        QTest::addColumn<QString>("code");
        QTest::newRow("no token") << QByteArray() << u"authentication_error"_s;
        QTest::newRow("unknown token") << QByteArray("Authorization: Bearer t-nobody") << u"invalid_token"_s;
        QTest::newRow("inactive token") << QByteArray("Authorization: Bearer t-sleeper") << u"token_inactive"_s;
    }
    void bodyWithoutAValidTokenIsRefusedFromItsHead()
    {
        QFETCH(QByteArray, authorization);
        QFETCH(QString, code);
        f = std::make_unique<Fixture>(transportConfig());
        RawConnection c(base());
        QVERIFY(c.connected());
        QList<QByteArray> lines {"Content-Type: multipart/form-data; boundary=b",
                                 "Content-Length: " + QByteArray::number(baton::ResourceKind::MaxUploadBytes)};
        if (!authorization.isEmpty())
            lines.append(authorization);
        c.send(head("POST", "/v1/files", base(), lines));
        const RawConnection::Answer a = c.answer();
        QCOMPARE(a.status, 401);
        QCOMPARE(a.error().value(u"type"_s).toString(), u"authentication_error"_s);
        QCOMPARE(a.error().value(u"code"_s).toString(), code);
        QCOMPARE(a.error().value(u"request_id"_s).toString().toLatin1(), a.header("X-Request-Id"));
        QCOMPARE(a.header("Connection"), QByteArray("close"));
        QVERIFY(c.waitClosed(3000));

        // A valid token's body is read (and, being no multipart, refused by the route).
        RawConnection valid(base());
        QVERIFY(valid.connected());
        valid.send(head("POST", "/v1/files", base(),
                        {"Authorization: Bearer t-admin", "Content-Type: multipart/form-data; boundary=b",
                         "Content-Length: 4"})
                   + "oops");
        QCOMPARE(valid.answer().status, 400);
        // The token is counted once, when its request is handled: 3 a minute.
        for (int i = 0; i < 3; ++i) {
            RawConnection limited(base());
            QVERIFY(limited.connected());
            limited.send(
                head("POST", "/v1/tools", base(),
                     {"Authorization: Bearer t-limited", "Content-Type: application/json", "Content-Length: 2"})
                + "{}");
            QCOMPARE(limited.answer().status, 400);
        }
    }

    // One client address holds at most maxConnectionsPerAddress connections;
    // the next is answered 503 and closed, and served again once one closes.
    void connectionsPerAddressAreCapped()
    {
        ServerConfig config = transportConfig();
        config.maxConnectionsPerAddress = 4;
        f = std::make_unique<Fixture>(config);
        std::vector<std::unique_ptr<RawConnection>> open;
        for (int i = 0; i < 4; ++i) {
            open.push_back(std::make_unique<RawConnection>(base()));
            QVERIFY(open.back()->connected());
        }
        RawConnection extra(base());
        QVERIFY(extra.connected());
        const RawConnection::Answer a = extra.answer();
        QCOMPARE(a.status, 503);
        QCOMPARE(a.error().value(u"type"_s).toString(), u"api_error"_s);
        QCOMPARE(a.error().value(u"code"_s).toString(), u"too_many_connections"_s);
        QCOMPARE(a.error().value(u"message"_s).toString(),
                 u"This client address already has 4 connections open to the sandbox; close one, or try again."_s);
        QCOMPARE(a.header("Retry-After"), QByteArray("1"));
        QCOMPARE(a.header("Connection"), QByteArray("close"));
        QVERIFY(extra.waitClosed(3000));

        // The first four are served.
        open.front()->send(head("GET", "/v1/tools", base(), {"Authorization: Bearer t-admin"}));
        QCOMPARE(open.front()->answer().status, 200);
        // Once one closes, another connection is served (as soon as the
        // sandbox has seen the close: until then it answers 503).
        open.pop_back();
        const auto served = [this] {
            RawConnection again(base());
            again.send(head("GET", "/v1/tools", base(), {"Authorization: Bearer t-admin"}));
            return again.answer().status == 200;
        };
        bool once = false;
        QTRY_VERIFY_WITH_TIMEOUT(once = once || served(), 5000);
    }

    // QtHttpServer joins a header line that starts with white space to the
    // line before (obsolete line folding); the limit must be read the same way.
    void foldedContentLengthIsRead()
    {
        f = std::make_unique<Fixture>(transportConfig());
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("POST", "/v1/tools", base(), {"Content-Type: application/json", "Content-Length:\r\n 1073741824"}));
        QCOMPARE(c.answer().status, 413);
    }

    void headOverTheLimitIsRefused()
    {
        ServerConfig config = transportConfig();
        config.maxHeadBytes = 4096;
        f = std::make_unique<Fixture>(config);
        RawConnection c(base());
        QVERIFY(c.connected());
        // A head that never ends, sent in pieces.
        c.send("GET /v1/secrets HTTP/1.1\r\nAuthorization: Bearer t-admin\r\n");
        for (int i = 0; i < 10; ++i) {
            c.send("X-Pad: " + QByteArray(500, 'p') + "\r\n");
            // A pace, not a wait for an event: read in pieces or at once, the
            // head never ends, so only its size can have it refused.
            QTest::qWait(10);
        }
        const RawConnection::Answer a = c.answer();
        QCOMPARE(a.status, 431);
        QCOMPARE(a.error().value(u"code"_s).toString(), u"headers_too_large"_s);
        QVERIFY(c.waitClosed(3000));

        // Up to the limit, the request is answered.
        RawConnection within(base());
        QVERIFY(within.connected());
        within.send(
            head("GET", "/v1/secrets", base(), {"Authorization: Bearer t-admin", "X-Pad: " + QByteArray(3000, 'p')}));
        QCOMPARE(within.answer().status, 200);
    }

    // A long query costs Qt's URL parsing time before any route sees it.
    void longTargetIsRefused()
    {
        ServerConfig config = transportConfig();
        config.maxTargetBytes = 2048;
        f = std::make_unique<Fixture>(config);

        RawConnection whole(base());
        QVERIFY(whole.connected());
        whole.send(head("GET", "/v1/tools?" + QByteArray(2048, 'k'), base(), {"Authorization: Bearer t-admin"}));
        const RawConnection::Answer a = whole.answer();
        QCOMPARE(a.status, 414);
        QCOMPARE(a.error().value(u"code"_s).toString(), u"uri_too_long"_s);

        // Refused before its line ends.
        RawConnection pieces(base());
        QVERIFY(pieces.connected());
        pieces.send("GET /v1/tools?");
        for (int i = 0; i < 5; ++i) {
            pieces.send(QByteArray(500, 'k'));
            // A pace, not a wait for an event: read in pieces or at once, the
            // line never ends, so only its length can have it refused.
            QTest::qWait(10);
        }
        QCOMPARE(pieces.answer().status, 414);

        // Up to the limit, the sandbox answers itself.
        RawConnection within(base());
        QVERIFY(within.connected());
        within.send(
            head("GET", "/v1/tools?k=" + QByteArray(2048 - 12, 'v'), base(), {"Authorization: Bearer t-admin"}));
        QCOMPARE(within.answer().status, 400);
    }

    // Without a length the limit cannot be checked before the body: refused.
    void bodyWithoutLengthIsRefused()
    {
        f = std::make_unique<Fixture>(transportConfig());
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("POST", "/v1/tools", base(),
                    {"Authorization: Bearer t-admin", "Content-Type: application/json", "Transfer-Encoding: chunked"}));
        const RawConnection::Answer a = c.answer();
        QCOMPARE(a.status, 411);
        QCOMPARE(a.error().value(u"code"_s).toString(), u"length_required"_s);
        QVERIFY(c.waitClosed(2000));
    }

    void honestRequestsStillPass()
    {
        f = std::make_unique<Fixture>(transportConfig());
        // The largest file the interface allows, with its metadata and framing.
        const QByteArray file(baton::ResourceKind::MaxUploadBytes, 'a');
        const Reply uploaded
            = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}, {u"scope"_s, u"user"_s}}, file);
        QCOMPARE(uploaded.status, 201);
        QCOMPARE(uploaded.json().value(u"sizeBytes"_s).toInteger(), file.size());

        // A JSON body of exactly the limit is read and judged on its content.
        QByteArray body = R"({"name":"padded"})";
        body += QByteArray(ServerConfig().maxBodyBytes - body.size(), ' ');
        const Reply judged = f->http->send("POST", u"/v1/tools"_s, "t-admin", body);
        QCOMPARE(judged.status, 400);
        QCOMPARE(judged.code(), u"validation_failed"_s);
    }

    // A client that asks first hears "go on", or the refusal, before it sends the body.
    void expectContinueIsAnsweredFromTheHead()
    {
        f = std::make_unique<Fixture>(transportConfig());
        const QByteArray body = R"({"name":"k","scope":"user","value":"v"})";
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("POST", "/v1/secrets", base(),
                    {"Authorization: Bearer t-admin", "Content-Type: application/json", "Expect: 100-continue",
                     "Content-Length: " + QByteArray::number(body.size())}));
        QCOMPARE(c.answer().status, 100);
        c.send(body);
        QCOMPARE(c.answer().status, 201);

        RawConnection refused(base());
        QVERIFY(refused.connected());
        refused.send(head("POST", "/v1/secrets", base(), {"Expect: 100-continue", "Content-Length: 1073741824"}));
        QCOMPARE(refused.answer().status, 413);
    }

    // The second request on a kept-alive connection is checked as the first was.
    void keptAliveConnectionIsCheckedAgain()
    {
        f = std::make_unique<Fixture>(transportConfig());
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("GET", "/v1/secrets", base(), {"Authorization: Bearer t-admin"}));
        QCOMPARE(c.answer().status, 200);
        c.send(head("POST", "/v1/files", base(),
                    {"Content-Type: multipart/form-data; boundary=b", "Content-Length: 1073741824"}));
        const RawConnection::Answer second = c.answer();
        QCOMPARE(second.status, 413);
        QCOMPARE(second.error().value(u"code"_s).toString(), u"payload_too_large"_s);
    }

    // Pipelined: both heads arrive together; the second is still refused.
    void pipelinedRequestIsCheckedToo()
    {
        f = std::make_unique<Fixture>(transportConfig());
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("GET", "/v1/secrets", base(), {"Authorization: Bearer t-admin"})
               + head("POST", "/v1/tools", base(), {"Content-Length: 1073741824"}));
        QCOMPARE(c.answer().status, 200);
        QCOMPARE(c.answer().status, 413);
    }

    void silentConnectionIsClosed()
    {
        ServerConfig config = transportConfig();
        config.requestTimeout = 300ms;
        f = std::make_unique<Fixture>(config);
        QElapsedTimer clock;
        clock.start();
        RawConnection c(base());
        QVERIFY(c.connected());
        QVERIFY(c.waitClosed(3000));
        QVERIFY2(clock.elapsed() >= 250, QByteArray::number(clock.elapsed()));
    }

    // A head that keeps coming, a byte at a time, must still end in time.
    void headThatNeverEndsIsClosed()
    {
        ServerConfig config = transportConfig();
        config.requestTimeout = 300ms;
        f = std::make_unique<Fixture>(config);
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send("GET /v1/secrets HTTP/1.1\r\n");
        // A byte every 50 ms, for up to 3 s: ten times the timeout.
        const qint64 pause = c.trickle("X", 60);
        QVERIFY(c.isClosed());
        QVERIFY2(pause < 150, qPrintable(u"a pause of %1 ms"_s.arg(pause)));
    }

    // A body that stops half way is closed too, with an answer saying why.
    void stalledBodyIsClosed()
    {
        ServerConfig config = transportConfig();
        config.requestTimeout = 300ms;
        f = std::make_unique<Fixture>(config);
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("POST", "/v1/tools", base(), {"Authorization: Bearer t-admin", "Content-Length: 100"})
               + "{\"name\":");
        const RawConnection::Answer a = c.answer(3000);
        QCOMPARE(a.status, 408);
        QCOMPARE(a.error().value(u"code"_s).toString(), u"request_timeout"_s);
        QVERIFY(c.waitClosed(2000));
    }

    // A body that keeps trickling in still has to arrive whole in time.
    void tricklingBodyIsClosed()
    {
        ServerConfig config = transportConfig();
        config.requestTimeout = 300ms;
        f = std::make_unique<Fixture>(config);
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("POST", "/v1/tools", base(), {"Authorization: Bearer t-admin", "Content-Length: 30"}));
        // A byte every 50 ms: 1.5 s for the body, five times the timeout.
        const qint64 pause = c.trickle(" ", 30);
        const RawConnection::Answer a = c.answer(3000);
        QCOMPARE(a.status, 408);
        QVERIFY2(pause < 150, qPrintable(u"a pause of %1 ms"_s.arg(pause)));
    }

    void idleKeptAliveConnectionIsClosed()
    {
        ServerConfig config = transportConfig();
        config.requestTimeout = 300ms;
        f = std::make_unique<Fixture>(config);
        RawConnection c(base());
        QVERIFY(c.connected());
        c.send(head("GET", "/v1/secrets", base(), {"Authorization: Bearer t-admin"}));
        QCOMPARE(c.answer().status, 200);
        QVERIFY(c.waitClosed(3000));
    }

    // An answer that takes longer than the timeout (a tool call whose server
    // does not answer) is not cut: the request was whole.
    void slowAnswerIsNotCut()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        ServerConfig config = transportConfig();
        config.requestTimeout = 300ms;
        f = std::make_unique<Fixture>(config);
        const QString model
            = f->http
                  ->post(u"/v1/custom-models"_s, "t-admin", {{u"name"_s, u"slow"_s}, {u"llmModelName"_s, u"gpt-4o"_s}})
                  .id();
        QVERIFY(!model.isEmpty());
        const Reply tool = f->http->post(
            u"/v1/tools"_s, "t-admin",
            {{u"name"_s, u"wait_forever"_s},
             {u"description"_s, u"Calls a server that never answers."_s},
             {u"method"_s, u"POST"_s},
             {u"needUserValidation"_s, false},
             {u"urlTemplate"_s, u"http://127.0.0.1:%1/x"_s.arg(silent.serverPort())},
             {u"timeoutMs"_s, 1000},
             {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, model}}}}});
        QVERIFY2(tool.status == 201, tool.body.constData());
        QElapsedTimer clock;
        clock.start();
        const Reply r = f->http->post(
            u"/v1/chat/completions"_s, "t-admin",
            {{u"model"_s, QString(u"custom:"_s + model)},
             {u"messages"_s,
              QJsonArray {QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, u"/tool wait_forever"_s}}}}});
        QCOMPARE(r.status, 200);
        QVERIFY2(clock.elapsed() >= 900, QByteArray::number(clock.elapsed()));
        QVERIFY(r.body.contains("wait_forever"));
    }

    void controlRoutesNeedTheAdminTokenOrTheControlSecret_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("okStatus");
        QTest::newRow("read the echo log") << QByteArray("GET") << u"/_sandbox/echo-log"_s << QByteArray() << 200;
        QTest::newRow("clear the echo log") << QByteArray("DELETE") << u"/_sandbox/echo-log"_s << QByteArray() << 204;
        QTest::newRow("start an outage") << QByteArray("POST") << u"/_sandbox/unavailable"_s
                                         << QByteArray(R"({"seconds":0})") << 204;
    }
    void controlRoutesNeedTheAdminTokenOrTheControlSecret()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        QFETCH(int, okStatus);
        f = std::make_unique<Fixture>(transportConfig());
        const Reply anonymous = f->http->send(method, path, {}, body);
        QCOMPARE(anonymous.status, 401);
        QCOMPARE(anonymous.error().value(u"type"_s).toString(), u"authentication_error"_s);
        const Reply wrong = f->http->send(method, path, "not-a-token", body);
        QCOMPARE(wrong.status, 401);
        // Chat only, or every capability but one: not the admin.
        for (const QByteArray &token : {QByteArray("t-chat"), QByteArray("t-tools")}) {
            const Reply refused = f->http->send(method, path, token, body);
            QCOMPARE(refused.status, 403);
            QCOMPARE(refused.code(), u"missing_capability"_s);
        }
        QCOMPARE(f->http->send(method, path, "t-admin", body).status, okStatus);
        QCOMPARE(f->http->send(method, path, "s-control", body).status, okStatus);
    }

    // A control secret that was not given is made up and is not empty.
    void controlSecretIsGeneratedWhenNotGiven()
    {
        f = std::make_unique<Fixture>(standardConfig());
        const QString secret = f->server->config().controlSecret;
        QVERIFY(secret.size() >= 32);
        QCOMPARE(f->http->get(u"/_sandbox/echo-log"_s, secret.toUtf8()).status, 200);
        QCOMPARE(Fixture(standardConfig()).server->config().controlSecret == secret, false);
    }

    // DNS rebinding: a page of another name that resolves to 127.0.0.1 sends its own Host.
    void sandboxRoutesAnswerLoopbackHostsOnly_data()
    {
        QTest::addColumn<QByteArray>("host"); // %1: the server's port
        QTest::addColumn<int>("status");
        QTest::newRow("127.0.0.1") << QByteArray("127.0.0.1:%1") << 200;
        QTest::newRow("localhost") << QByteArray("localhost:%1") << 200;
        QTest::newRow("LOCALHOST") << QByteArray("LOCALHOST:%1") << 200;
        QTest::newRow("127.1.2.3") << QByteArray("127.1.2.3:%1") << 200;
        QTest::newRow("rebound name") << QByteArray("attacker.example:%1") << 403;
        QTest::newRow("localhost lookalike") << QByteArray("localhost.attacker.example:%1") << 403;
        QTest::newRow("other port") << QByteArray("127.0.0.1:1") << 403;
        QTest::newRow("no port") << QByteArray("127.0.0.1") << 403;
        QTest::newRow("empty") << QByteArray("") << 403;
    }
    void sandboxRoutesAnswerLoopbackHostsOnly()
    {
        QFETCH(QByteArray, host);
        QFETCH(int, status);
        f = std::make_unique<Fixture>(transportConfig());
        const QByteArray hostValue = QByteArray(host).replace("%1", QByteArray::number(base().port()));
        for (const QByteArray &path : {QByteArray("/_sandbox/echo-log"), QByteArray("/_sandbox/echo/x")}) {
            RawConnection c(base());
            QVERIFY(c.connected());
            QByteArray request = "GET " + path + " HTTP/1.1\r\nHost: " + hostValue + "\r\n";
            if (path == "/_sandbox/echo-log")
                request += "Authorization: Bearer t-admin\r\n";
            c.send(request + "\r\n");
            const RawConnection::Answer a = c.answer();
            QCOMPARE(a.status, status);
            if (status == 403) {
                QCOMPARE(a.error().value(u"code"_s).toString(), u"host_not_allowed"_s);
                QVERIFY(a.error().value(u"message"_s).toString().contains(QString::fromLatin1(hostValue)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(tst_SandboxTransport)
#include "tst_sandbox_transport.moc"

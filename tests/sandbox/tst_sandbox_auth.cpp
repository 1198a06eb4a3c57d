#include "SandboxHarness.h"

#include <QHttpServerResponder>
#include <QTest>

#include <stdexcept>

using namespace sandboxtest;
using baton::sandbox::Router;

// Contract §1 and §4: authentication, capabilities, scope policy, rate limit,
// request ids, and the transport's own errors (404, 405, 500).
class tst_SandboxAuth : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;

    static QJsonObject toolBody(const QJsonArray &scopes = {})
    {
        QJsonObject body {{u"name"_s, u"t"_s},
                          {u"description"_s, u"d"_s},
                          {u"method"_s, u"POST"_s},
                          {u"urlTemplate"_s, u"http://127.0.0.1:1/x"_s}};
        if (!scopes.isEmpty())
            body.insert(u"scopes"_s, scopes);
        return body;
    }

    static void checkEnvelope(const Reply &r, int status, const QString &type, const QString &code)
    {
        QCOMPARE(r.status, status);
        QVERIFY(r.header("Content-Type").startsWith("application/json"));
        QCOMPARE(r.error().value(u"type"_s).toString(), type);
        QCOMPARE(r.code(), code);
        QVERIFY(!r.error().value(u"message"_s).toString().isEmpty());
        QVERIFY(!r.header("X-Request-Id").isEmpty());
        QCOMPARE(r.error().value(u"request_id"_s).toString(), QString::fromLatin1(r.header("X-Request-Id")));
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<Fixture>();
        QVERIFY(f->server->isListening());
    }
    void cleanup() { f.reset(); }

    void listensOnLoopbackWithAnEphemeralPort()
    {
        QVERIFY(f->server->port() != 0);
        QCOMPARE(f->server->baseUrl().host(), u"127.0.0.1"_s);
        QCOMPARE(f->server->baseUrl().port(), int(f->server->port()));
    }

    void missingOrEmptyHeaderIsAuthenticationError_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::newRow("absent") << QByteArray();
        QTest::newRow("empty bearer") << QByteArray("Bearer ");
        QTest::newRow("blank") << QByteArray("   ");
    }
    void missingOrEmptyHeaderIsAuthenticationError()
    {
        QFETCH(QByteArray, header);
        const QList<QPair<QByteArray, QByteArray>> headers = header.isNull()
            ? QList<QPair<QByteArray, QByteArray>>()
            : QList<QPair<QByteArray, QByteArray>> {{"Authorization", header}};
        const Reply r = f->http->send("GET", u"/v1/tools"_s, {}, {}, headers);
        checkEnvelope(r, 401, u"authentication_error"_s, u"authentication_error"_s);
    }

    void unknownOrMalformedTokenIsInvalidToken_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::newRow("unknown") << QByteArray("Bearer nope");
        QTest::newRow("other scheme") << QByteArray("Basic dDphZG1pbg==");
        QTest::newRow("scheme only") << QByteArray("Token");
    }
    void unknownOrMalformedTokenIsInvalidToken()
    {
        QFETCH(QByteArray, header);
        const Reply r = f->http->send("GET", u"/v1/tools"_s, {}, {}, {{"Authorization", header}});
        checkEnvelope(r, 401, u"authentication_error"_s, u"invalid_token"_s);
    }

    void inactiveTokenIsTokenInactive()
    {
        checkEnvelope(f->http->get(u"/v1/secrets"_s, "t-sleeper"), 401, u"authentication_error"_s, u"token_inactive"_s);
    }

    void missingCapabilityNamesIt_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("capability");
        QTest::newRow("secrets") << u"/v1/secrets"_s << u"manageSecrets"_s;
        QTest::newRow("tools") << u"/v1/tools"_s << u"manageTools"_s;
        QTest::newRow("api resources") << u"/v1/api-resources"_s << u"manageResources"_s;
        QTest::newRow("custom models") << u"/v1/custom-models"_s << u"manageCustomModels"_s;
        QTest::newRow("group models") << u"/v1/group-models"_s << u"manageGroups"_s;
    }
    void missingCapabilityNamesIt()
    {
        QFETCH(QString, path);
        QFETCH(QString, capability);
        const Reply r = f->http->get(path, "t-chat");
        checkEnvelope(r, 403, u"permission_error"_s, u"missing_capability"_s);
        QCOMPARE(r.error().value(u"param"_s).toString(), capability);
        QCOMPARE(f->http->get(path, "t-admin").status, 200);
    }

    void uploadNeedsUploadFilesButListingFilesDoesNot()
    {
        const Reply upload = f->http->uploadFile("t-chat", {{u"resourceType"_s, u"text"_s}}, "hello");
        checkEnvelope(upload, 403, u"permission_error"_s, u"missing_capability"_s);
        QCOMPARE(upload.error().value(u"param"_s).toString(), u"uploadFiles"_s);
        QCOMPARE(f->http->get(u"/v1/files"_s, "t-chat").status, 200);
    }

    void scopeOutsideThePolicyIsRefused()
    {
        const QString team = f->server->token(u"tools"_s)->teamId;
        const Reply model
            = f->http->post(u"/v1/custom-models"_s, "t-admin", {{u"name"_s, u"m"_s}, {u"llmModelName"_s, u"x"_s}});
        QCOMPARE(model.status, 201);
        const QJsonObject modelScope {{u"type"_s, u"customModel"_s}, {u"id"_s, model.id()}};
        const QJsonObject teamScope {{u"type"_s, u"team"_s}, {u"id"_s, team}};

        const Reply refused = f->http->post(u"/v1/tools"_s, "t-tools", toolBody({teamScope, modelScope}));
        checkEnvelope(refused, 403, u"permission_error"_s, u"scope_not_allowed"_s);
        QCOMPARE(refused.error().value(u"param"_s).toString(), u"scopes[1]"_s);

        QCOMPARE(f->http->post(u"/v1/tools"_s, "t-tools", toolBody({teamScope})).status, 201);
        QCOMPARE(f->http->post(u"/v1/tools"_s, "t-admin", toolBody({teamScope, modelScope})).status, 201);
    }

    void rateLimitAnswers429WithRetryAfter()
    {
        for (int i = 0; i < 3; ++i)
            QCOMPARE(f->http->get(u"/v1/tools"_s, "t-limited").status, 200);
        const Reply r = f->http->get(u"/v1/tools"_s, "t-limited");
        checkEnvelope(r, 429, u"rate_limit_error"_s, u"rate_limit_exceeded"_s);
        const int retryAfter = r.header("Retry-After").toInt();
        QVERIFY2(retryAfter >= 1 && retryAfter <= 60, r.header("Retry-After").constData());
        // Another token has its own window.
        QCOMPARE(f->http->get(u"/v1/tools"_s, "t-admin").status, 200);
    }

    void outageAnswers503WithRetryAfterUntilItEnds()
    {
        const Reply bad = f->http->post(u"/_sandbox/unavailable"_s, "t-admin", QJsonObject {{u"seconds"_s, -1}});
        QCOMPARE(bad.status, 400);
        QCOMPARE(f->http->post(u"/_sandbox/unavailable"_s, "t-admin", QJsonObject {{u"seconds"_s, 30}}).status, 204);
        const Reply r = f->http->get(u"/v1/tools"_s, "t-admin");
        checkEnvelope(r, 503, u"api_error"_s, u"unavailable"_s);
        const int retryAfter = r.header("Retry-After").toInt();
        QVERIFY2(retryAfter >= 29 && retryAfter <= 30, r.header("Retry-After").constData());
        // The sandbox's own endpoints stay up, so the outage can be ended.
        QCOMPARE(f->http->get(u"/_sandbox/echo/x"_s, {}).status, 200);
        QCOMPARE(f->http->post(u"/_sandbox/unavailable"_s, "t-admin", QJsonObject {{u"seconds"_s, 0}}).status, 204);
        QCOMPARE(f->http->get(u"/v1/tools"_s, "t-admin").status, 200);
    }

    void everyAnswerCarriesAFreshRequestId()
    {
        const QList<Reply> replies {f->http->get(u"/v1/tools"_s, "t-admin"), f->http->get(u"/v1/tools"_s, "t-admin"),
                                    f->http->get(u"/nowhere"_s, {}), f->http->get(u"/_sandbox/echo/x"_s, {}),
                                    f->http->send("PUT", u"/v1/tools"_s, "t-admin")};
        QSet<QByteArray> ids;
        for (const Reply &r : replies) {
            QVERIFY(r.header("X-Request-Id").startsWith("req_"));
            ids.insert(r.header("X-Request-Id"));
        }
        QCOMPARE(ids.size(), replies.size());
    }

    void unknownPathIsAJson404()
    {
        checkEnvelope(f->http->get(u"/v1/nothing-here"_s, "t-admin"), 404, u"not_found_error"_s, u"not_found"_s);
        checkEnvelope(f->http->get(u"/"_s, {}), 404, u"not_found_error"_s, u"not_found"_s);
    }

    void wrongMethodIs405WithAllow_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("allowed");
        QTest::newRow("PUT tools") << QByteArray("PUT") << u"/v1/tools"_s << QStringList {u"GET"_s, u"POST"_s};
        QTest::newRow("GET one secret") << QByteArray("GET") << u"/v1/secrets/0b7f3c1e-9a55-4d8e-b1c2-3e4f5a6b7c8d"_s
                                        << QStringList {u"DELETE"_s, u"PATCH"_s};
        QTest::newRow("PATCH file") << QByteArray("PATCH") << u"/v1/files/0b7f3c1e-9a55-4d8e-b1c2-3e4f5a6b7c8d"_s
                                    << QStringList {u"DELETE"_s, u"GET"_s};
        QTest::newRow("DELETE status") << QByteArray("DELETE") << u"/v1/files/vectorization-status"_s
                                       << QStringList {u"GET"_s};
    }
    void wrongMethodIs405WithAllow()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QStringList, allowed);
        const Reply r = f->http->send(method, path, "t-admin");
        QCOMPARE(r.status, 405);
        QCOMPARE(r.error().value(u"code"_s).toString(), u"method_not_allowed"_s);
        QStringList allow = QString::fromLatin1(r.header("Allow")).split(u", "_s);
        allow.sort();
        QCOMPARE(allow, allowed);
    }

    void addedRouteAuthenticatesLikeTheOthersAndAThrowIsA500()
    {
        f->server->addRoute(
            Router::Method::Post, u"/v1/added-route"_s, Router::Access::Open, {},
            [this](const Router::Context &ctx, QHttpServerResponder &responder) {
                const baton::sandbox::Token *t = f->server->authenticate(ctx.request, responder, ctx.requestId);
                if (!t)
                    return;
                if (ctx.request.body() == "throw")
                    throw std::runtime_error("boom");
                baton::sandbox::sendJson(responder, 200, QJsonObject {{u"token"_s, t->name}}, ctx.requestId);
            });
        checkEnvelope(f->http->send("POST", u"/v1/added-route"_s, {}, "x"), 401, u"authentication_error"_s,
                      u"authentication_error"_s);
        checkEnvelope(f->http->send("POST", u"/v1/added-route"_s, "t-sleeper", "x"), 401, u"authentication_error"_s,
                      u"token_inactive"_s);
        const Reply ok = f->http->send("POST", u"/v1/added-route"_s, "t-chat", "x");
        QCOMPARE(ok.status, 200);
        QCOMPARE(ok.json().value(u"token"_s).toString(), u"chat"_s);
        checkEnvelope(f->http->send("POST", u"/v1/added-route"_s, "t-chat", "throw"), 500, u"api_error"_s,
                      u"internal_error"_s);
        QCOMPARE(f->http->get(u"/v1/added-route"_s, "t-chat").status, 405);
    }

    void defaultTokensAreAdminAndChat()
    {
        baton::sandbox::Server server {ServerConfig()};
        QCOMPARE(server.tokens().size(), 2);
        QCOMPARE(server.tokens().at(0).name, u"admin"_s);
        QCOMPARE(server.tokens().at(0).capabilities, baton::ResourceKind::capabilities());
        QCOMPARE(server.tokens().at(1).name, u"chat"_s);
        QVERIFY(server.tokens().at(1).capabilities.isEmpty());
        QVERIFY(server.tokens().at(0).value != server.tokens().at(1).value);
        QVERIFY(server.tokens().at(0).value.size() >= 32);
    }
};

QTEST_GUILESS_MAIN(tst_SandboxAuth)
#include "tst_sandbox_auth.moc"

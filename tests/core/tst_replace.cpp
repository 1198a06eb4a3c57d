#include "core/api/ApiJob.h"
#include "core/relations/Replace.h"
#include "core/resources/PortableCopy.h"
#include "support/LoopbackServer.h"
#include "support/SandboxClient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using baton::ApiError;
using baton::ApiJob;
using baton::ApiResult;
using baton::Replace;
using baton::ResourceKind;
using baton::sandbox::ServerConfig;
using baton::test::token;
using Id = ResourceKind::Id;

// Replace against the sandbox over real HTTP on loopback: a tool re-created
// with other share scopes; a create the service refuses (nothing changes);
// a delete it refuses after the create (both kept, and said so).
class tst_Replace : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<baton::test::SandboxClient> m_sandbox;
    QString m_team;
    QString m_secret;
    QString m_model;

    [[nodiscard]] static ApiResult wait(ApiJob *job) { return baton::test::SandboxClient::wait(job); }

    QJsonObject create(Id kind, const QJsonObject &body) { return m_sandbox->create(kind, body); }

    QJsonObject read(Id kind, const QString &id)
    {
        const ApiResult result = wait(m_sandbox->client.get(ResourceKind::get(kind).itemPath(id)));
        return result.ok() ? result.object : QJsonObject();
    }

    [[nodiscard]] QJsonArray teamScope() const { return {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, m_team}}}; }

    [[nodiscard]] QJsonArray modelScopes() const
    {
        return {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, m_team}},
                QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, m_model}}};
    }

    QJsonObject weatherTool(const QString &name)
    {
        return create(
            Id::Tool,
            {{u"name"_s, name},
             {u"description"_s, u"The weather at a place"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:9/weather/{city}"_s},
             {u"argsSchema"_s,
              QJsonObject {{u"type"_s, u"object"_s},
                           {u"properties"_s, QJsonObject {{u"city"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}}},
             {u"needUserValidation"_s, false},
             {u"timeoutMs"_s, 5000},
             {u"tags"_s, QJsonArray {u"weather"_s}},
             {u"version"_s, u"2"_s},
             {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, m_secret}}}},
             {u"scopes"_s, teamScope()}});
    }

    static bool run(Replace &replace, Id kind, const QJsonObject &object, const QJsonArray &scopes)
    {
        QSignalSpy finished(&replace, &Replace::finished);
        replace.start(kind, object.value(u"id"_s).toString(),
                      [scopes](QJsonObject &body) { body.insert(u"scopes"_s, scopes); });
        return finished.wait(15000) && !replace.isRunning();
    }

private Q_SLOTS:
    void initTestCase()
    {
        ServerConfig config;
        config.tokens = {token(u"admin"_s, u"t-admin"_s, ResourceKind::capabilities())};
        m_sandbox = std::make_unique<baton::test::SandboxClient>(config);
        QVERIFY(m_sandbox->start());
        m_sandbox->useToken(u"t-admin"_s);
        m_team = m_sandbox->server.token(u"admin"_s)->teamId;
        m_secret = create(Id::Secret,
                          {{u"name"_s, u"Weather key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"wk-secret-value"_s}})
                       .value(u"id"_s)
                       .toString();
        m_model = create(Id::CustomModel, {{u"name"_s, u"Forecaster"_s}, {u"llmModelName"_s, u"gpt-test"_s}})
                      .value(u"id"_s)
                      .toString();
        QVERIFY(!m_secret.isEmpty() && !m_model.isEmpty());
    }

    // The copy holds the create fields only: none of what the service adds.
    void bodyHoldsTheCreateFieldsOnly()
    {
        const QJsonObject tool = weatherTool(u"body_check"_s);
        QVERIFY(tool.contains(u"id"_s) && tool.contains(u"createdAt"_s));
        const QJsonObject body = baton::PortableCopy::of(ResourceKind::get(Id::Tool), tool);
        for (const QString &member : {u"id"_s, u"createdAt"_s, u"updatedAt"_s, u"ownerId"_s, u"teamId"_s})
            QVERIFY2(!body.contains(member), qPrintable(member));
        QCOMPARE(body.value(u"scopes"_s).toArray(), teamScope());
        QCOMPARE(body.value(u"authFields"_s).toArray(), tool.value(u"authFields"_s).toArray());
        QCOMPARE(body.value(u"argsSchema"_s), tool.value(u"argsSchema"_s));
        QCOMPARE(body.value(u"needUserValidation"_s), QJsonValue(false));
        QCOMPARE(body.value(u"version"_s).toString(), u"2"_s);
        QVERIFY(!QJsonDocument(body).toJson().contains("wk-secret-value"));
    }

    // The tool comes back with the new scopes and a new id; the old one is gone.
    void replacesWithNewScopes()
    {
        const QJsonObject tool = weatherTool(u"get_weather"_s);
        const QString oldId = tool.value(u"id"_s).toString();
        Replace replace(m_sandbox->client);
        QSignalSpy steps(&replace, &Replace::stepStarted);
        QVERIFY(run(replace, Id::Tool, tool, modelScopes()));
        QVERIFY2(replace.succeeded(), qPrintable(replace.failureMessage()));
        QVERIFY(!replace.keptBoth());
        QVERIFY(replace.failureMessage().isEmpty());
        QCOMPARE(steps.count(), 3);
        QCOMPARE(steps.at(0).at(0).value<Replace::Step>(), Replace::Step::Read);
        QCOMPARE(steps.at(1).at(0).value<Replace::Step>(), Replace::Step::Create);
        QCOMPARE(steps.at(2).at(0).value<Replace::Step>(), Replace::Step::Delete);

        const QString newId = replace.created().value(u"id"_s).toString();
        QVERIFY(!newId.isEmpty() && newId != oldId);
        QVERIFY(read(Id::Tool, oldId).isEmpty());
        const QJsonObject copy = read(Id::Tool, newId);
        QCOMPARE(copy.value(u"name"_s).toString(), u"get_weather"_s);
        QCOMPARE(copy.value(u"scopes"_s).toArray(), modelScopes());
        QCOMPARE(copy.value(u"authFields"_s).toArray(), tool.value(u"authFields"_s).toArray());
        QCOMPARE(copy.value(u"urlTemplate"_s), tool.value(u"urlTemplate"_s));
        QCOMPARE(copy.value(u"needUserValidation"_s).toBool(true), false);
        QCOMPARE(copy.value(u"tags"_s).toArray(), QJsonArray {u"weather"_s});
        // The request log holds no secret value: none was ever sent.
        for (qsizetype i = 0; i < m_sandbox->log.count(); ++i)
            QVERIFY(!m_sandbox->log.at(i).requestBody.contains("wk-secret-value"));
    }

    // An API resource too.
    void replacesAnApiResource()
    {
        const QJsonObject resource = create(Id::ApiResource,
                                            {{u"name"_s, u"Holidays"_s},
                                             {u"description"_s, u"Public holidays"_s},
                                             {u"urlTemplate"_s, u"http://127.0.0.1:9/holidays"_s},
                                             {u"cacheTtlSeconds"_s, 60}});
        Replace replace(m_sandbox->client);
        QVERIFY(run(replace, Id::ApiResource, resource, modelScopes()));
        QVERIFY2(replace.succeeded(), qPrintable(replace.failureMessage()));
        const QJsonObject copy = read(Id::ApiResource, replace.created().value(u"id"_s).toString());
        QCOMPARE(copy.value(u"cacheTtlSeconds"_s).toInt(), 60);
        QCOMPARE(copy.value(u"scopes"_s).toArray(), modelScopes());
        QVERIFY(read(Id::ApiResource, resource.value(u"id"_s).toString()).isEmpty());
    }

    // The service refuses the copy: its words are kept and the original stays.
    void createRefusedKeepsTheOriginal()
    {
        const QJsonObject tool = weatherTool(u"refused_copy"_s);
        const QString oldId = tool.value(u"id"_s).toString();
        Replace replace(m_sandbox->client);
        QSignalSpy steps(&replace, &Replace::stepStarted);
        const QJsonArray badScopes {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, u"not-a-uuid"_s}}};
        QVERIFY(run(replace, Id::Tool, tool, badScopes));
        QVERIFY(!replace.succeeded());
        QVERIFY(!replace.keptBoth());
        QCOMPARE(replace.failedStep(), Replace::Step::Create);
        QVERIFY(replace.error());
        QCOMPARE(replace.error()->kind(), ApiError::Kind::ValidationFailed);
        QVERIFY(!replace.error()->details().isEmpty());
        QVERIFY(replace.created().isEmpty());
        QCOMPARE(steps.count(), 2);
        QVERIFY2(replace.failureMessage().contains(replace.error()->message()), qPrintable(replace.failureMessage()));
        QVERIFY(replace.failureMessage().contains(u"nothing changed"_s));
        QCOMPARE(read(Id::Tool, oldId).value(u"scopes"_s).toArray(), teamScope());
    }

    // An object already gone: the read fails in the service's words and
    // nothing is created.
    void readRefusedCreatesNothing()
    {
        const QJsonObject tool = weatherTool(u"gone_before"_s);
        QVERIFY(
            wait(m_sandbox->client.remove(ResourceKind::get(Id::Tool).itemPath(tool.value(u"id"_s).toString()))).ok());
        const qsizetype logged = m_sandbox->log.count();
        Replace replace(m_sandbox->client);
        QVERIFY(run(replace, Id::Tool, tool, modelScopes()));
        QCOMPARE(replace.failedStep(), Replace::Step::Read);
        QCOMPARE(replace.error()->kind(), ApiError::Kind::NotFound);
        QVERIFY(replace.failureMessage().contains(replace.error()->message()));
        QCOMPARE(m_sandbox->log.count(), logged + 1);
        QCOMPARE(m_sandbox->log.at(logged).method, QByteArray("GET"));
    }

    // The service refuses the delete after the create: both exist, and the
    // message says so with the service's words.
    void deleteRefusedKeepsBoth()
    {
        const QJsonObject tool = weatherTool(u"kept_twice"_s);
        const QString oldId = tool.value(u"id"_s).toString();
        Replace replace(m_sandbox->client);
        // The outage begins between the two steps.
        connect(&replace, &Replace::stepStarted, this, [this](Replace::Step step) {
            if (step == Replace::Step::Delete)
                m_sandbox->server.setUnavailableFor(std::chrono::seconds(60));
        });
        const bool ran = run(replace, Id::Tool, tool, modelScopes());
        m_sandbox->server.setUnavailableFor(std::chrono::seconds(0));
        QVERIFY(ran);
        QVERIFY(!replace.succeeded());
        QVERIFY(replace.keptBoth());
        QCOMPARE(replace.failedStep(), Replace::Step::Delete);
        QCOMPARE(replace.error()->kind(), ApiError::Kind::Unavailable);
        const QString newId = replace.created().value(u"id"_s).toString();
        QVERIFY(!newId.isEmpty());
        const QString message = replace.failureMessage();
        QVERIFY2(message.contains(replace.error()->message()), qPrintable(message));
        QVERIFY(message.contains(oldId));
        QVERIFY(message.contains(u"Both exist now"_s));
        QCOMPARE(read(Id::Tool, oldId).value(u"scopes"_s).toArray(), teamScope());
        QCOMPARE(read(Id::Tool, newId).value(u"scopes"_s).toArray(), modelScopes());
    }

    // A second replace of the object while one runs is refused, so that the
    // object is not copied twice; the first goes on.
    void oneReplaceAtATimePerObject()
    {
        const QJsonObject tool = weatherTool(u"twice"_s);
        Replace first(m_sandbox->client);
        Replace second(m_sandbox->client);
        QSignalSpy firstDone(&first, &Replace::finished);
        QSignalSpy secondDone(&second, &Replace::finished);
        const auto scopes = [this](QJsonObject &body) { body.insert(u"scopes"_s, modelScopes()); };
        first.start(Id::Tool, tool.value(u"id"_s).toString(), scopes);
        second.start(Id::Tool, tool.value(u"id"_s).toString().toUpper(), scopes);
        QVERIFY(secondDone.wait(5000));
        QVERIFY(!second.succeeded());
        QCOMPARE(second.failureMessage(),
                 u"This object is being re-created in another window; wait until that is done."_s);
        QVERIFY(firstDone.count() == 1 || firstDone.wait(15000));
        QVERIFY2(first.succeeded(), qPrintable(first.failureMessage()));
        // Once done, the object (now the copy) may be replaced again.
        QVERIFY(run(second, Id::Tool, first.created(), modelScopes()));
        QVERIFY2(second.succeeded(), qPrintable(second.failureMessage()));
    }

    // A create answered without the copy's id keeps the original: nothing
    // tells that the copy exists.
    void copyNotNamedKeepsTheOriginal()
    {
        baton::test::LoopbackServer server;
        QVERIFY(server.port() != 0);
        const QJsonObject tool {{u"id"_s, u"t-1"_s},
                                {u"name"_s, u"odd"_s},
                                {u"description"_s, u"d"_s},
                                {u"method"_s, u"POST"_s},
                                {u"urlTemplate"_s, u"http://127.0.0.1:9/x"_s}};
        server.setHandler([&tool](const baton::test::RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.method == "GET")
                baton::test::LoopbackServer::reply(responder, 200, QJsonDocument(tool).toJson(),
                                                   {{"Content-Type", "application/json"}});
            else
                baton::test::LoopbackServer::reply(responder, request.method == "POST" ? 201 : 204, {});
        });
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client(network, log);
        client.setConnection(baton::Profile {u"odd"_s, server.baseUrl(), false, {}}, u"t"_s);
        Replace replace(client);
        QVERIFY(run(replace, Id::Tool, tool, modelScopes()));
        QVERIFY(!replace.succeeded());
        QVERIFY(!replace.keptBoth());
        QVERIFY2(replace.failureMessage().contains(u"the original was kept"_s), qPrintable(replace.failureMessage()));
        QStringList methods;
        for (const baton::test::RecordedRequest &request : server.requests())
            methods << QString::fromLatin1(request.method);
        QCOMPARE(methods, (QStringList {u"GET"_s, u"POST"_s}));
    }

    // A create without a clear answer (a 5xx, no answer in time, a connection
    // that broke) may have made the copy: the message says so and how to
    // check, and the original is not deleted. A 4xx is the service refusing
    // the copy: nothing changed.
    void createWithoutAClearAnswer_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("uncertain");
        QTest::newRow("201 whose body broke off") << u"broken"_s << true;
        QTest::newRow("500") << u"500"_s << true;
        QTest::newRow("503") << u"503"_s << true;
        QTest::newRow("timeout") << u"timeout"_s << true;
        QTest::newRow("closed before any answer") << u"closed"_s << true;
        QTest::newRow("409") << u"409"_s << false;
        QTest::newRow("422") << u"422"_s << false;
    }

    void createWithoutAClearAnswer()
    {
        QFETCH(QString, answer);
        QFETCH(bool, uncertain);
        baton::test::LoopbackServer server;
        QVERIFY(server.port() != 0);
        const QJsonObject tool {{u"id"_s, u"t-1"_s},
                                {u"name"_s, u"odd"_s},
                                {u"description"_s, u"d"_s},
                                {u"method"_s, u"POST"_s},
                                {u"urlTemplate"_s, u"http://127.0.0.1:9/x"_s}};
        std::vector<std::shared_ptr<QHttpServerResponder>> unanswered;
        server.setHandler([&](const baton::test::RecordedRequest &request, QHttpServerResponder &&responder) {
            using baton::test::LoopbackServer;
            const LoopbackServer::Headers json {{"Content-Type", "application/json"}};
            if (request.method == "GET") {
                LoopbackServer::reply(responder, 200, QJsonDocument(tool).toJson(), json);
            } else if (request.method != "POST") {
                LoopbackServer::reply(responder, 204, {});
            } else if (answer == u"timeout"_s) {
                unanswered.push_back(std::make_shared<QHttpServerResponder>(std::move(responder)));
            } else if (answer == u"closed"_s) {
                responder.socket()->disconnectFromHost();
            } else if (answer == u"broken"_s) {
                responder.writeStatusLine(QHttpServerResponder::StatusCode::Created);
                responder.writeHeader("Content-Type", "application/json");
                responder.writeHeader("Content-Length", "1000");
                responder.writeBody("{\"id\":\"t-");
                responder.socket()->disconnectFromHost();
            } else {
                LoopbackServer::reply(responder, answer.toInt(),
                                      R"({"error":{"message":"Said no","type":"invalid_request_error"}})", json);
            }
        });
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client(network, log);
        baton::ApiClient::Timeouts timeouts;
        timeouts.normal = std::chrono::milliseconds(500);
        client.setTimeouts(timeouts);
        client.setConnection(baton::Profile {u"odd"_s, server.baseUrl(), false, {}}, u"t"_s);
        Replace replace(client);
        QVERIFY(run(replace, Id::Tool, tool, modelScopes()));
        QVERIFY(!replace.succeeded());
        QVERIFY(!replace.keptBoth());
        QCOMPARE(replace.failedStep(), Replace::Step::Create);
        const QString message = replace.failureMessage();
        // A body cut short may reach the client as a whole answer without the
        // copy's id (the network layer does not always see the cut): that
        // too says to look for the copy.
        if (answer == u"broken"_s && !replace.error()) {
            QVERIFY2(message.contains(u"Look for a second “odd” before trying again"_s), qPrintable(message));
            return;
        }
        QVERIFY(replace.error());
        QVERIFY2(message.contains(replace.error()->userMessage()), qPrintable(message));
        if (uncertain) {
            QVERIFY2(message.contains(u"may have been created"_s), qPrintable(message));
            QVERIFY2(message.contains(u"Look for a second tool named “odd” before trying again"_s),
                     qPrintable(message));
            QVERIFY2(!message.contains(u"nothing changed"_s), qPrintable(message));
        } else {
            QVERIFY2(message.contains(u"nothing changed"_s), qPrintable(message));
        }
        QCOMPARE(replace.createUncertain(), uncertain);
        // The original is never deleted. (A connection closed before any
        // answer may have the network layer send the POST a second time.)
        QStringList methods;
        for (const baton::test::RecordedRequest &request : server.requests())
            methods << QString::fromLatin1(request.method);
        QVERIFY2(methods.size() >= 2 && methods.at(0) == u"GET"_s && !methods.contains(u"DELETE"_s),
                 qPrintable(methods.join(u' ')));
    }
};

QTEST_GUILESS_MAIN(tst_Replace)
#include "tst_replace.moc"

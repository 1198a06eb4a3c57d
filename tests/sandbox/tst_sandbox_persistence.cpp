#include "SandboxHarness.h"
#include "core/resources/Validator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sandboxtest;
using baton::sandbox::ChatTarget;
using baton::sandbox::Server;

// --data (the store survives a restart, written atomically, readable by its
// owner only) and --demo (sample objects a chat can use).
class tst_SandboxPersistence : public QObject
{
    Q_OBJECT

private:
    static ServerConfig configWith(const QString &dataFile, const QString &adminValue)
    {
        ServerConfig config = standardConfig();
        config.tokens[0].value = adminValue; // a new value each start: owners are kept by token name
        config.dataFile = dataFile;
        return config;
    }

    static QJsonArray everything(Http &http, const QByteArray &token)
    {
        QJsonArray all;
        for (const QString &path :
             {u"/v1/secrets"_s, u"/v1/custom-models?sort=created"_s, u"/v1/group-models?sort=created"_s}) {
            for (const QJsonValue &v : http.walkCursor(path, token, 3))
                all.append(v);
        }
        for (const QString &path : {u"/v1/tools"_s, u"/v1/api-resources"_s, u"/v1/files"_s}) {
            for (const QJsonValue &v : http.walkPages(path, token, 3))
                all.append(v);
        }
        return all;
    }

private Q_SLOTS:
    void storeSurvivesARestart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"store.json"_s);
        QJsonArray before;
        QString secret;
        QString pendingFile;
        {
            ServerConfig config = configWith(path, u"first"_s);
            config.fileStepMs = 60000; // the upload is still pending when the server stops
            Fixture f(config);
            secret = f.http
                         ->post(u"/v1/secrets"_s, "first",
                                {{u"name"_s, u"kept"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"persisted-value"_s}})
                         .id();
            QVERIFY(!secret.isEmpty());
            for (int i = 0; i < 5; ++i) {
                QJsonObject tool {{u"name"_s, u"tool %1"_s.arg(i)},
                                  {u"description"_s, u"d"_s},
                                  {u"method"_s, u"POST"_s},
                                  {u"urlTemplate"_s, u"http://x"_s}};
                if (i == 0)
                    tool.insert(u"authFields"_s,
                                QJsonArray {QJsonObject {{u"key"_s, u"K"_s}, {u"secretId"_s, secret}}});
                QCOMPARE(f.http->post(u"/v1/tools"_s, "first", tool).status, 201);
            }
            const QString model
                = f.http
                      ->post(u"/v1/custom-models"_s, "first",
                             {{u"name"_s, u"m"_s}, {u"llmModelName"_s, u"x"_s}, {u"tags"_s, QJsonArray {u"t"_s}}})
                      .id();
            QCOMPARE(f.http
                         ->post(u"/v1/group-models"_s, "first",
                                {{u"name"_s, u"g"_s},
                                 {u"defaultMode"_s, u"auto"_s},
                                 {u"brain"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, model}}}})
                         .status,
                     201);
            QCOMPARE(f.http
                         ->post(u"/v1/api-resources"_s, "first",
                                {{u"name"_s, u"r"_s}, {u"description"_s, u"d"_s}, {u"urlTemplate"_s, u"http://x"_s}})
                         .status,
                     201);
            pendingFile = f.http->uploadFile("first", {{u"resourceType"_s, u"text"_s}}, "content").id();
            QCOMPARE(f.http->patch(u"/v1/custom-models/"_s + model, "first", {{u"category"_s, u"later"_s}}).status,
                     200);
            before = everything(*f.http, "first");
            QCOMPARE(before.size(), 10);
        }

        QFile saved(path);
        QVERIFY(saved.exists());
        QCOMPARE(saved.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteOther),
                 QFileDevice::Permissions());
        // Written through a temporary file that is renamed over it: nothing else is left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
                 QStringList {u"store.json"_s});

        Fixture f(configWith(path, u"second"_s));
        QVERIFY2(f.server->isListening(), qPrintable(f.server->errorString()));
        const QJsonArray after = everything(*f.http, "second");
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i) {
            QJsonObject a = after.at(i).toObject();
            QJsonObject b = before.at(i).toObject();
            if (a.value(u"id"_s).toString() == pendingFile) {
                // Processing does not survive a restart: the file took its final state.
                QCOMPARE(b.value(u"status"_s).toString(), u"pending"_s);
                QCOMPARE(a.value(u"status"_s).toString(), u"ready"_s);
                continue;
            }
            QCOMPARE(a, b);
        }
        QCOMPARE(f.server->chatWorld().secretValue(secret), std::optional<QString>(u"persisted-value"_s));
        QCOMPARE(f.http->del(u"/v1/secrets/"_s + secret, "second").status, 409);

        // New objects come after the old ones in creation order.
        const QString late = f.http
                                 ->post(u"/v1/tools"_s, "second",
                                        {{u"name"_s, u"late"_s},
                                         {u"description"_s, u"d"_s},
                                         {u"method"_s, u"POST"_s},
                                         {u"urlTemplate"_s, u"http://x"_s}})
                                 .id();
        const QJsonArray tools = f.http->walkPages(u"/v1/tools"_s, "second", 100);
        QCOMPARE(tools.last().toObject().value(u"id"_s).toString(), late);

        // A deletion is saved too.
        QCOMPARE(f.http->del(u"/v1/tools/"_s + late, "second").status, 204);
        f.server.reset();
        Fixture third(configWith(path, u"third"_s));
        QCOMPARE(third.http->get(u"/v1/tools"_s, "third").json().value(u"total"_s).toInt(), 5);
    }

    void unreadableDataFileStopsTheStart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ this is not a store");
        file.close();
        ServerConfig config = standardConfig();
        config.dataFile = path;
        Server server(config);
        QCOMPARE(server.listen(), quint16(0));
        QVERIFY(server.errorString().contains(path));
        QVERIFY(!server.isListening());
    }

    void withoutDataNothingIsWritten()
    {
        QTemporaryDir dir;
        QVERIFY(QDir::setCurrent(dir.path()));
        Fixture f;
        QCOMPARE(f.http
                     ->post(u"/v1/secrets"_s, "t-admin",
                            {{u"name"_s, u"k"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}})
                     .status,
                 201);
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    }

    void demoDataLoadsAndIsUsableByAChat()
    {
        ServerConfig config = standardConfig();
        config.demo = true;
        Fixture f(config);
        Http &http = *f.http;
        QCOMPARE(http.walkCursor(u"/v1/secrets"_s, "t-admin", 10).size(), 2);
        QCOMPARE(http.walkPages(u"/v1/tools"_s, "t-admin", 10).size(), 2);
        QCOMPARE(http.walkPages(u"/v1/api-resources"_s, "t-admin", 10).size(), 1);
        QCOMPARE(http.walkCursor(u"/v1/custom-models"_s, "t-admin", 10).size(), 2);
        const QJsonArray groups = http.walkCursor(u"/v1/group-models"_s, "t-admin", 10);
        QCOMPARE(groups.size(), 1);

        // Every demo object is a valid create body once the service's own fields are taken off.
        const QStringList serverFields {u"id"_s,     u"createdAt"_s, u"updatedAt"_s,     u"ownerId"_s,
                                        u"teamId"_s, u"hasValue"_s,  u"valueUpdatedAt"_s};
        const QList<QPair<QString, baton::ResourceKind::Id>> kinds {
            {u"/v1/tools"_s, baton::ResourceKind::Id::Tool},
            {u"/v1/api-resources"_s, baton::ResourceKind::Id::ApiResource},
            {u"/v1/custom-models"_s, baton::ResourceKind::Id::CustomModel},
            {u"/v1/group-models"_s, baton::ResourceKind::Id::GroupModel}};
        for (const auto &[path, kind] : kinds) {
            const bool paged = baton::ResourceKind::get(kind).paging == baton::PagingFamily::Page;
            for (const QJsonValue &v :
                 paged ? http.walkPages(path, "t-admin", 10) : http.walkCursor(path, "t-admin", 10)) {
                QJsonObject body = v.toObject();
                for (const QString &field : serverFields)
                    body.remove(field);
                const QList<baton::FieldError> errors
                    = baton::Validator::validate(baton::ResourceKind::get(kind), body, baton::Operation::Create);
                QVERIFY2(errors.isEmpty(),
                         qPrintable(path + u": "_s + (errors.isEmpty() ? QString() : errors.first().field)));
            }
        }

        // The chat token, with no capability, can chat with the group and its tools.
        const QString groupId = groups.at(0).toObject().value(u"id"_s).toString();
        const std::optional<ChatTarget> target = f.server->chatWorld().findTarget(u"group:"_s + groupId, u"chat"_s);
        QVERIFY(target);
        QCOMPARE(target->kind, ChatTarget::Kind::Group);
        QCOMPARE(target->agentRoles.size(), 2);
        QVERIFY(!target->brainName.isEmpty());
        const QList<baton::sandbox::ChatTool> tools = f.server->chatWorld().toolsFor(*target);
        QCOMPARE(tools.size(), 2);
        const auto approval
            = std::find_if(tools.cbegin(), tools.cend(), [](const auto &t) { return t.needUserValidation; });
        QVERIFY(approval != tools.cend());
        QVERIFY(approval->urlTemplate.startsWith(f.server->baseUrl().toString() + u"/_sandbox/echo/"_s));
        QCOMPARE(approval->authFields.size(), 1);
        QVERIFY(f.server->chatWorld().secretValue(approval->authFields.first().second).has_value());
        QCOMPARE(f.server->chatWorld().apiResourcesFor(*target).size(), 1);

        const QJsonObject deep = http.get(u"/v1/group-models/"_s + groupId + u"?resolve=deep"_s, "t-admin").json();
        for (const QJsonValue &agent : deep.value(u"agents"_s).toArray())
            QVERIFY(agent.toObject().value(u"ref"_s).toObject().value(u"resolved"_s).isObject());

        // Both custom models can be chat targets too.
        for (const QJsonValue &m : http.walkCursor(u"/v1/custom-models"_s, "t-admin", 10))
            QVERIFY(f.server->chatWorld().findTarget(u"custom:"_s + m.toObject().value(u"id"_s).toString(), u"chat"_s));
    }

    void demoIsLoadedOnceIntoAStore()
    {
        QTemporaryDir dir;
        ServerConfig config = configWith(dir.filePath(u"demo.json"_s), u"x"_s);
        config.demo = true;
        for (int start = 0; start < 2; ++start) {
            Fixture f(config);
            QCOMPARE(f.http->walkPages(u"/v1/tools"_s, "x", 10).size(), 2);
        }
    }
};

QTEST_GUILESS_MAIN(tst_SandboxPersistence)
#include "tst_sandbox_persistence.moc"

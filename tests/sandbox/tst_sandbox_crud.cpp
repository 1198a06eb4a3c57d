#include "SandboxHarness.h"
#include "core/resources/Validator.h"

#include <QTest>

using namespace sandboxtest;

// Contract §2 and §4: create, read, update and delete of the JSON resource
// types, validation through the shared table, referential checks, visibility,
// and the secret value that no answer ever carries.
class tst_SandboxCrud : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;
    QString team;

    QString createSecret(const QByteArray &token = "t-admin", const QString &value = u"v-123456"_s)
    {
        const Reply r = f->http->post(u"/v1/secrets"_s, token,
                                      {{u"name"_s, u"key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, value}});
        return r.status == 201 ? r.id() : QString();
    }

    QJsonObject toolBody(const QString &secretId = {}) const
    {
        QJsonObject body {{u"name"_s, u"ticket"_s},
                          {u"description"_s, u"Opens a ticket"_s},
                          {u"method"_s, u"POST"_s},
                          {u"urlTemplate"_s, u"http://127.0.0.1:1/t"_s}};
        if (!secretId.isEmpty())
            body.insert(u"authFields"_s,
                        QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, secretId}}});
        return body;
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<Fixture>();
        team = f->server->token(u"admin"_s)->teamId;
    }
    void cleanup() { f.reset(); }

    void crud_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonObject>("create");
        QTest::addColumn<QJsonObject>("change");
        QTest::addColumn<bool>("readable");
        QTest::newRow("secret") << u"/v1/secrets"_s
                                << QJsonObject {{u"name"_s, u"k"_s},
                                                {u"scope"_s, u"team"_s},
                                                {u"teamId"_s, baton::sandbox::Authenticator::defaultTeamId()},
                                                {u"value"_s, u"hunter2"_s},
                                                {u"provider"_s, u"p"_s}}
                                << QJsonObject {{u"description"_s, u"rotated"_s}, {u"value"_s, u"hunter3"_s}} << false;
        QTest::newRow("tool") << u"/v1/tools"_s
                              << QJsonObject {{u"name"_s, u"t"_s},        {u"description"_s, u"d"_s},
                                              {u"method"_s, u"DELETE"_s}, {u"urlTemplate"_s, u"http://x/{id}"_s},
                                              {u"timeoutMs"_s, 1000},     {u"tags"_s, QJsonArray {u"a"_s}}}
                              << QJsonObject {{u"timeoutMs"_s, 2000}, {u"needUserValidation"_s, false}} << true;
        QTest::newRow("api resource") << u"/v1/api-resources"_s
                                      << QJsonObject {{u"name"_s, u"r"_s},
                                                      {u"description"_s, u"d"_s},
                                                      {u"urlTemplate"_s, u"http://x/"_s},
                                                      {u"cacheTtlSeconds"_s, 5}}
                                      << QJsonObject {{u"cacheTtlSeconds"_s, 0}, {u"name"_s, u"r2"_s}} << true;
        QTest::newRow("custom model") << u"/v1/custom-models"_s
                                      << QJsonObject {{u"name"_s, u"m"_s},
                                                      {u"llmModelName"_s, u"gpt"_s},
                                                      {u"tags"_s, QJsonArray {u"x"_s}}}
                                      << QJsonObject {{u"category"_s, u"c"_s}, {u"isPublic"_s, true}} << true;
        QTest::newRow("group model")
            << u"/v1/group-models"_s
            << QJsonObject {{u"name"_s, u"g"_s},
                            {u"defaultMode"_s, u"auto"_s},
                            {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt"_s}}}}
            << QJsonObject {{u"defaultMode"_s, u"synth"_s}, {u"icon"_s, u"forum"_s}} << true;
    }
    void crud()
    {
        QFETCH(QString, path);
        QFETCH(QJsonObject, create);
        QFETCH(QJsonObject, change);
        QFETCH(bool, readable);

        const Reply created = f->http->post(path, "t-admin", create);
        QCOMPARE(created.status, 201);
        const QJsonObject object = created.json();
        const QString id = object.value(u"id"_s).toString();
        QVERIFY(baton::Validator::isUuid(id));
        QCOMPARE(QUuid(id).version(), QUuid::Random);
        QCOMPARE(object.value(u"ownerId"_s).toString(), f->server->token(u"admin"_s)->userId);
        const QDateTime createdAt = QDateTime::fromString(object.value(u"createdAt"_s).toString(), Qt::ISODateWithMs);
        QVERIFY(createdAt.isValid());
        QCOMPARE(createdAt.timeSpec(), Qt::UTC);
        QVERIFY(object.value(u"createdAt"_s).toString().endsWith(u'Z'));
        QCOMPARE(object.value(u"updatedAt"_s), object.value(u"createdAt"_s));
        for (auto it = create.constBegin(); it != create.constEnd(); ++it) {
            if (it.key() != u"value"_s)
                QCOMPARE(object.value(it.key()), it.value());
        }

        if (readable) {
            const Reply read = f->http->get(path + u'/' + id, "t-admin");
            QCOMPARE(read.status, 200);
            QCOMPARE(read.json(), object);
        }

        const Reply updated = f->http->patch(path + u'/' + id, "t-admin", change);
        QCOMPARE(updated.status, 200);
        for (auto it = change.constBegin(); it != change.constEnd(); ++it) {
            if (it.key() != u"value"_s)
                QCOMPARE(updated.json().value(it.key()), it.value());
        }
        QCOMPARE(updated.json().value(u"createdAt"_s), object.value(u"createdAt"_s));
        QVERIFY(updated.json().value(u"updatedAt"_s).toString() >= object.value(u"updatedAt"_s).toString());

        const Reply listed = f->http->get(path, "t-admin");
        QCOMPARE(listed.status, 200);
        QCOMPARE(listed.data().size(), 1);
        QCOMPARE(listed.data().at(0).toObject(), updated.json());

        const Reply deleted = f->http->del(path + u'/' + id, "t-admin");
        QCOMPARE(deleted.status, 204);
        QVERIFY(deleted.body.isEmpty());
        QVERIFY(!deleted.header("X-Request-Id").isEmpty());
        const Reply again = f->http->del(path + u'/' + id, "t-admin");
        QCOMPARE(again.status, 404);
        QCOMPARE(again.code(), u"not_found"_s);
        QCOMPARE(f->http->get(path, "t-admin").data().size(), 0);
    }

    void defaultsAreFilledIn()
    {
        const Reply tool = f->http->post(u"/v1/tools"_s, "t-admin", toolBody());
        QCOMPARE(tool.json().value(u"needUserValidation"_s), QJsonValue(true));
        QCOMPARE(tool.json().value(u"scopes"_s), QJsonValue(QJsonArray()));
        QCOMPARE(tool.json().value(u"teamId"_s).toString(), team);
        const Reply model
            = f->http->post(u"/v1/custom-models"_s, "t-admin", {{u"name"_s, u"m"_s}, {u"llmModelName"_s, u"x"_s}});
        QCOMPARE(model.json().value(u"credentialMode"_s).toString(), u"app"_s);
        QCOMPARE(model.json().value(u"isPublic"_s), QJsonValue(false));
    }

    void malformedJsonIsInvalidJson_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("truncated") << QByteArray("{\"name\": ");
        QTest::newRow("array") << QByteArray("[1, 2]");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("text") << QByteArray("name=x");
    }
    void malformedJsonIsInvalidJson()
    {
        QFETCH(QByteArray, body);
        const Reply r = f->http->send("POST", u"/v1/tools"_s, "t-admin", body);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.error().value(u"type"_s).toString(), u"invalid_request_error"_s);
        QCOMPARE(r.code(), u"invalid_json"_s);
    }

    void validationFailsWithDetailsPerField()
    {
        const Reply r = f->http->post(u"/v1/tools"_s, "t-admin",
                                      {{u"name"_s, QString(121, u'n')},
                                       {u"method"_s, u"GET"_s},
                                       {u"urlTemplate"_s, u"http://x"_s},
                                       {u"timeoutMs"_s, 120001},
                                       {u"colour"_s, u"red"_s}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.error().value(u"type"_s).toString(), u"invalid_request_error"_s);
        QCOMPARE(r.code(), u"validation_failed"_s);
        QStringList fields = r.detailFields();
        fields.sort();
        QCOMPARE(fields, (QStringList {u"colour"_s, u"description"_s, u"method"_s, u"name"_s, u"timeoutMs"_s}));
        for (const QJsonValue &d : r.error().value(u"details"_s).toArray())
            QVERIFY(!d.toObject().value(u"message"_s).toString().isEmpty());
        QCOMPARE(f->http->get(u"/v1/tools"_s, "t-admin").json().value(u"total"_s).toInt(), 0);
    }

    void createOnlyFieldsAreRefusedOnUpdate()
    {
        const QString id = f->http->post(u"/v1/tools"_s, "t-admin", toolBody()).id();
        const Reply r
            = f->http->patch(u"/v1/tools/"_s + id, "t-admin", {{u"method"_s, u"PUT"_s}, {u"tags"_s, QJsonArray()}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), (QStringList {u"method"_s, u"tags"_s}));
        QCOMPARE(f->http->get(u"/v1/tools/"_s + id, "t-admin").json().value(u"method"_s).toString(), u"POST"_s);
    }

    void referencesMustExistAndBeVisible()
    {
        const QString missing = u"0b7f3c1e-9a55-4d8e-b1c2-000000000000"_s;
        const QString othersSecret = createSecret("t-other");
        QVERIFY(!othersSecret.isEmpty());

        Reply r = f->http->post(u"/v1/tools"_s, "t-admin", toolBody(missing));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"authFields[0].secretId"_s});
        r = f->http->post(u"/v1/tools"_s, "t-admin", toolBody(othersSecret));
        QCOMPARE(r.detailFields(), QStringList {u"authFields[0].secretId"_s});

        r = f->http->post(u"/v1/custom-models"_s, "t-admin",
                          {{u"name"_s, u"m"_s},
                           {u"llmModelName"_s, u"x"_s},
                           {u"credentialMode"_s, u"byok"_s},
                           {u"byokSecretId"_s, missing}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"byokSecretId"_s});

        QJsonObject scoped = toolBody();
        scoped.insert(u"scopes"_s,
                      QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, team}},
                                  QJsonObject {{u"type"_s, u"groupModel"_s}, {u"id"_s, missing}},
                                  QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, missing}}});
        r = f->http->post(u"/v1/tools"_s, "t-admin", scoped);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), (QStringList {u"scopes[1].id"_s, u"scopes[2].id"_s}));

        r = f->http->post(u"/v1/group-models"_s, "t-admin",
                          {{u"name"_s, u"g"_s},
                           {u"defaultMode"_s, u"auto"_s},
                           {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"x"_s}}},
                           {u"teamIds"_s, QJsonArray {team, missing}}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"teamIds[1]"_s});

        const QString mine = createSecret();
        QCOMPARE(f->http->post(u"/v1/tools"_s, "t-admin", toolBody(mine)).status, 201);
    }

    void secretStillReferencedCannotBeDeleted()
    {
        const QString secret = createSecret();
        const QString tool = f->http->post(u"/v1/tools"_s, "t-admin", toolBody(secret)).id();
        Reply r = f->http->del(u"/v1/secrets/"_s + secret, "t-admin");
        QCOMPARE(r.status, 409);
        QCOMPARE(r.error().value(u"type"_s).toString(), u"conflict_error"_s);
        QCOMPARE(r.code(), u"conflict"_s);
        QVERIFY(r.error().value(u"message"_s).toString().contains(u"ticket"_s));

        QCOMPARE(f->http->patch(u"/v1/tools/"_s + tool, "t-admin", {{u"authFields"_s, QJsonArray()}}).status, 200);
        const QString model = f->http
                                  ->post(u"/v1/custom-models"_s, "t-admin",
                                         {{u"name"_s, u"byok"_s},
                                          {u"llmModelName"_s, u"x"_s},
                                          {u"credentialMode"_s, u"byok"_s},
                                          {u"byokSecretId"_s, secret}})
                                  .id();
        QVERIFY(!model.isEmpty());
        QCOMPARE(f->http->del(u"/v1/secrets/"_s + secret, "t-admin").status, 409);
        QCOMPARE(f->http->patch(u"/v1/custom-models/"_s + model, "t-admin", {{u"credentialMode"_s, u"app"_s}}).status,
                 200);
        QCOMPARE(f->http->del(u"/v1/secrets/"_s + secret, "t-admin").status, 204);
    }

    void secretValueIsNeverAnswered()
    {
        const QString value = u"sup3r-s3cret-value"_s;
        const QString rotated = u"r0tated-s3cret-value"_s;
        const Reply created = f->http->post(u"/v1/secrets"_s, "t-admin",
                                            {{u"name"_s, u"k"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, value}});
        QCOMPARE(created.status, 201);
        QCOMPARE(created.json().value(u"hasValue"_s), QJsonValue(true));
        QVERIFY(created.json().contains(u"valueUpdatedAt"_s));
        QVERIFY(!created.json().contains(u"value"_s));
        const Reply patched = f->http->patch(u"/v1/secrets/"_s + created.id(), "t-admin", {{u"value"_s, rotated}});
        QCOMPARE(patched.status, 200);
        QVERIFY(patched.json().value(u"valueUpdatedAt"_s).toString()
                >= created.json().value(u"valueUpdatedAt"_s).toString());
        QCOMPARE(f->server->chatWorld().secretValue(created.id()), std::optional<QString>(rotated));
        const Reply listed = f->http->get(u"/v1/secrets?q=k"_s, "t-admin");
        const Reply failed = f->http->post(u"/v1/secrets"_s, "t-admin",
                                           {{u"name"_s, u""_s}, {u"scope"_s, u"user"_s}, {u"value"_s, value}});
        QCOMPARE(failed.status, 400);
        for (const Reply &r : {created, patched, listed, failed}) {
            QVERIFY(!r.body.contains(value.toUtf8()));
            QVERIFY(!r.body.contains(rotated.toUtf8()));
            QVERIFY(!r.body.contains("\"value\""));
        }
    }

    void visibilityFollowsOwnerTeamAndPublic()
    {
        // A user secret and an unshared tool belong to their owner only.
        const QString secret = createSecret();
        const QString tool = f->http->post(u"/v1/tools"_s, "t-admin", toolBody()).id();
        QCOMPARE(f->http->del(u"/v1/secrets/"_s + secret, "t-other").status, 404);
        QCOMPARE(f->http->get(u"/v1/tools/"_s + tool, "t-other").status, 404);
        QCOMPARE(f->http->get(u"/v1/tools/"_s + tool, "t-tools").status, 404);
        QCOMPARE(f->http->get(u"/v1/tools"_s, "t-other").json().value(u"total"_s).toInt(), 0);

        // Shared with the team: every token of the team sees it, another team does not.
        QJsonObject shared = toolBody();
        shared.insert(u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, team}}});
        const QString teamTool = f->http->post(u"/v1/tools"_s, "t-admin", shared).id();
        QCOMPARE(f->http->get(u"/v1/tools/"_s + teamTool, "t-tools").status, 200);
        QCOMPARE(f->http->get(u"/v1/tools/"_s + teamTool, "t-other").status, 404);

        // A public model is readable by everyone, but only its owner and its teams change it.
        const QString model = f->http
                                  ->post(u"/v1/custom-models"_s, "t-admin",
                                         {{u"name"_s, u"m"_s}, {u"llmModelName"_s, u"x"_s}, {u"isPublic"_s, true}})
                                  .id();
        QCOMPARE(f->http->get(u"/v1/custom-models/"_s + model, "t-other").status, 200);
        const Reply refused = f->http->patch(u"/v1/custom-models/"_s + model, "t-other", {{u"name"_s, u"mine"_s}});
        QCOMPARE(refused.status, 403);
        QCOMPARE(refused.code(), u"permission_denied"_s);
        QCOMPARE(f->http->del(u"/v1/custom-models/"_s + model, "t-other").status, 403);
        QCOMPARE(f->http->patch(u"/v1/custom-models/"_s + model, "t-admin", {{u"isPublic"_s, false}}).status, 200);
        QCOMPARE(f->http->get(u"/v1/custom-models/"_s + model, "t-other").status, 404);
    }

    void teamSecretsBelongToTheTokensTeam()
    {
        const Reply foreign
            = f->http->post(u"/v1/secrets"_s, "t-other",
                            {{u"name"_s, u"k"_s}, {u"scope"_s, u"team"_s}, {u"teamId"_s, team}, {u"value"_s, u"v"_s}});
        QCOMPARE(foreign.status, 400);
        QCOMPARE(foreign.detailFields(), QStringList {u"teamId"_s});
        const Reply missingTeam = f->http->post(u"/v1/secrets"_s, "t-admin",
                                                {{u"name"_s, u"k"_s}, {u"scope"_s, u"team"_s}, {u"value"_s, u"v"_s}});
        QCOMPARE(missingTeam.detailFields(), QStringList {u"teamId"_s});
        const Reply ok
            = f->http->post(u"/v1/secrets"_s, "t-admin",
                            {{u"name"_s, u"k"_s}, {u"scope"_s, u"team"_s}, {u"teamId"_s, team}, {u"value"_s, u"v"_s}});
        QCOMPARE(ok.status, 201);
        QCOMPARE(ok.json().value(u"teamId"_s).toString(), team);
        // Team secrets are visible to the team's other tokens.
        QCOMPARE(f->http->get(u"/v1/secrets"_s, "t-tools").data().size(), 1);
        QCOMPARE(f->http->get(u"/v1/secrets"_s, "t-other").data().size(), 0);
    }

    void notVisibleOrUnknownIdIs404()
    {
        for (const QString &path : {u"/v1/tools/"_s, u"/v1/api-resources/"_s, u"/v1/custom-models/"_s,
                                    u"/v1/group-models/"_s, u"/v1/files/"_s}) {
            const Reply r = f->http->get(path + u"0b7f3c1e-9a55-4d8e-b1c2-000000000000"_s, "t-admin");
            QCOMPARE(r.status, 404);
            QCOMPARE(r.error().value(u"type"_s).toString(), u"not_found_error"_s);
            QCOMPARE(f->http->get(path + u"not-a-uuid"_s, "t-admin").status, 404);
        }
    }
};

QTEST_GUILESS_MAIN(tst_SandboxCrud)
#include "tst_sandbox_crud.moc"

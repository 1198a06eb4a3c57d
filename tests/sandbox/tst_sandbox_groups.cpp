#include "SandboxHarness.h"

#include <QTest>

using namespace sandboxtest;

// Contract §8: GET /v1/group-models/:id?resolve=none|shallow|deep, with
// references the token cannot see and a cycle between two groups.
class tst_SandboxGroups : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;
    QString visibleModel;
    QString hiddenModel;
    QString groupA;
    QString groupB;

    static QJsonObject ref(const QString &type, const QString &id)
    {
        if (type == u"llm"_s)
            return {{u"type"_s, type}, {u"llmModelName"_s, id}};
        return {{u"type"_s, type}, {type == u"custom"_s ? u"customModelId"_s : u"groupModelId"_s, id}};
    }

    static QJsonObject agent(const QJsonObject &reference, const QString &role)
    {
        return {{u"ref"_s, reference}, {u"role"_s, role}};
    }

    QJsonObject read(const QString &id, const QString &resolve, const QByteArray &token = "t-admin")
    {
        const Reply r = f->http->get(
            u"/v1/group-models/"_s + id + (resolve.isEmpty() ? QString() : u"?resolve="_s + resolve), token);
        return r.status == 200 ? r.json() : QJsonObject();
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<Fixture>();
        visibleModel
            = f->http
                  ->post(u"/v1/custom-models"_s, "t-admin", {{u"name"_s, u"Writer"_s}, {u"llmModelName"_s, u"gpt"_s}})
                  .id();
        // The other team's model is public while admin's groups take it as a
        // reference, then private: the references stay, admin no longer sees it.
        hiddenModel = f->http
                          ->post(u"/v1/custom-models"_s, "t-other",
                                 {{u"name"_s, u"Secret sauce"_s}, {u"llmModelName"_s, u"gpt"_s}, {u"isPublic"_s, true}})
                          .id();
        // B: llm brain, the visible model as agent. A: B as brain, the hidden model and B as agents.
        groupB = f->http
                     ->post(u"/v1/group-models"_s, "t-admin",
                            {{u"name"_s, u"Group B"_s},
                             {u"defaultMode"_s, u"synth"_s},
                             {u"brain"_s, ref(u"llm"_s, u"gpt-4o"_s)},
                             {u"agents"_s, QJsonArray {agent(ref(u"custom"_s, visibleModel), u"writer"_s)}}})
                     .id();
        groupA = f->http
                     ->post(u"/v1/group-models"_s, "t-admin",
                            {{u"name"_s, u"Group A"_s},
                             {u"defaultMode"_s, u"orch"_s},
                             {u"brain"_s, ref(u"group"_s, groupB)},
                             {u"agents"_s,
                              QJsonArray {agent(ref(u"custom"_s, hiddenModel), u"spy"_s),
                                          agent(ref(u"group"_s, groupB), u"team"_s)}}})
                     .id();
        QVERIFY(!groupA.isEmpty() && !groupB.isEmpty() && !visibleModel.isEmpty() && !hiddenModel.isEmpty());
        QCOMPARE(f->http->patch(u"/v1/custom-models/"_s + hiddenModel, "t-other", {{u"isPublic"_s, false}}).status,
                 200);
        QCOMPARE(f->http->get(u"/v1/custom-models/"_s + hiddenModel, "t-admin").status, 404);
        // Close the cycle: B gets A as a second agent.
        const Reply closed = f->http->patch(u"/v1/group-models/"_s + groupB, "t-admin",
                                            {{u"agents"_s,
                                              QJsonArray {agent(ref(u"custom"_s, visibleModel), u"writer"_s),
                                                          agent(ref(u"group"_s, groupA), u"boss"_s)}}});
        QCOMPARE(closed.status, 200);
    }
    void cleanup() { f.reset(); }

    void noneAddsNothing()
    {
        for (const QString &resolve : {QString(), u"none"_s}) {
            const QJsonObject a = read(groupA, resolve);
            QVERIFY(!a.isEmpty());
            QVERIFY(!a.value(u"brain"_s).toObject().contains(u"resolved"_s));
            for (const QJsonValue &v : a.value(u"agents"_s).toArray())
                QVERIFY(!v.toObject().value(u"ref"_s).toObject().contains(u"resolved"_s));
        }
    }

    void shallowNamesVisibleReferencesAndNullsTheOthers()
    {
        const QJsonObject a = read(groupA, u"shallow"_s);
        const QJsonObject brain = a.value(u"brain"_s).toObject().value(u"resolved"_s).toObject();
        QCOMPARE(brain, (QJsonObject {{u"name"_s, u"Group B"_s}, {u"kind"_s, u"group"_s}}));
        const QJsonArray agents = a.value(u"agents"_s).toArray();
        QVERIFY(agents.at(0).toObject().value(u"ref"_s).toObject().contains(u"resolved"_s));
        QVERIFY(agents.at(0).toObject().value(u"ref"_s).toObject().value(u"resolved"_s).isNull());
        QCOMPARE(agents.at(0).toObject().value(u"role"_s).toString(), u"spy"_s);
        // The reference itself is kept as it was.
        QCOMPARE(agents.at(0).toObject().value(u"ref"_s).toObject().value(u"customModelId"_s).toString(), hiddenModel);

        const QJsonObject b = read(groupB, u"shallow"_s);
        QCOMPARE(b.value(u"brain"_s).toObject().value(u"resolved"_s).toObject(),
                 (QJsonObject {{u"name"_s, u"gpt-4o"_s}, {u"kind"_s, u"llm"_s}}));
        QCOMPARE(
            b.value(u"agents"_s).toArray().at(0).toObject().value(u"ref"_s).toObject().value(u"resolved"_s).toObject(),
            (QJsonObject {{u"name"_s, u"Writer"_s}, {u"kind"_s, u"custom"_s}}));
    }

    void deepFollowsGroupsAndStopsAtTheFirstRepeat()
    {
        const QJsonObject a = read(groupA, u"deep"_s);
        const QJsonObject b = a.value(u"brain"_s).toObject().value(u"resolved"_s).toObject();
        QCOMPARE(b.value(u"name"_s).toString(), u"Group B"_s);
        QCOMPARE(b.value(u"kind"_s).toString(), u"group"_s);
        // B's own references, resolved.
        QCOMPARE(b.value(u"brain"_s).toObject().value(u"resolved"_s).toObject().value(u"name"_s).toString(),
                 u"gpt-4o"_s);
        const QJsonArray bAgents = b.value(u"agents"_s).toArray();
        QCOMPARE(bAgents.size(), 2);
        QCOMPARE(bAgents.at(0)
                     .toObject()
                     .value(u"ref"_s)
                     .toObject()
                     .value(u"resolved"_s)
                     .toObject()
                     .value(u"name"_s)
                     .toString(),
                 u"Writer"_s);
        // B → A is the repeat: named, not expanded again.
        const QJsonObject back = bAgents.at(1).toObject().value(u"ref"_s).toObject().value(u"resolved"_s).toObject();
        QCOMPARE(back, (QJsonObject {{u"name"_s, u"Group A"_s}, {u"kind"_s, u"group"_s}}));
        // The hidden model stays null at the top level too.
        QVERIFY(
            a.value(u"agents"_s).toArray().at(0).toObject().value(u"ref"_s).toObject().value(u"resolved"_s).isNull());
    }

    void resolutionFollowsTheReadersVisibility()
    {
        // The other team's token sees A only once it is public, and none of admin's private references.
        QCOMPARE(f->http->get(u"/v1/group-models/"_s + groupA, "t-other").status, 404);
        QCOMPARE(f->http->patch(u"/v1/group-models/"_s + groupA, "t-admin", {{u"isPublic"_s, true}}).status, 200);
        const QJsonObject a = read(groupA, u"deep"_s, "t-other");
        QVERIFY(a.value(u"brain"_s).toObject().value(u"resolved"_s).isNull());
        QCOMPARE(a.value(u"agents"_s)
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(u"ref"_s)
                     .toObject()
                     .value(u"resolved"_s)
                     .toObject()
                     .value(u"name"_s)
                     .toString(),
                 u"Secret sauce"_s);
    }

    void aReadObjectCanBeSentBack()
    {
        QJsonObject a = read(groupA, u"deep"_s);
        const QJsonObject change {{u"brain"_s, a.value(u"brain"_s)}, {u"agents"_s, a.value(u"agents"_s)}};
        const Reply r = f->http->patch(u"/v1/group-models/"_s + groupA, "t-admin", change);
        QCOMPARE(r.status, 200);
        QVERIFY(!r.json().value(u"brain"_s).toObject().contains(u"resolved"_s));
        QVERIFY(!r.body.contains("\"resolved\""));
    }

    // A new reference must name a model the caller can see; one it cannot
    // see is answered as one that does not exist.
    void newReferencesMustBeVisibleToTheCaller()
    {
        const QString othersGroup = f->http
                                        ->post(u"/v1/group-models"_s, "t-other",
                                               {{u"name"_s, u"Their group"_s},
                                                {u"defaultMode"_s, u"auto"_s},
                                                {u"brain"_s, ref(u"llm"_s, u"gpt"_s)}})
                                        .id();
        QVERIFY(!othersGroup.isEmpty());
        const QString missing = u"0b7f3c1e-9a55-4d8e-b1c2-000000000000"_s;
        auto create = [&](const QJsonObject &brain, const QJsonArray &agents) {
            return f->http->post(
                u"/v1/group-models"_s, "t-admin",
                {{u"name"_s, u"new"_s}, {u"defaultMode"_s, u"auto"_s}, {u"brain"_s, brain}, {u"agents"_s, agents}});
        };

        Reply r
            = create(ref(u"custom"_s, hiddenModel),
                     {agent(ref(u"group"_s, othersGroup), u"spy"_s), agent(ref(u"custom"_s, visibleModel), u"writer"_s),
                      agent(ref(u"custom"_s, missing), u"ghost"_s)});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"validation_failed"_s);
        QCOMPARE(r.detailFields(),
                 (QStringList {u"brain.customModelId"_s, u"agents[0].ref.groupModelId"_s,
                               u"agents[2].ref.customModelId"_s}));
        const QJsonArray details = r.error().value(u"details"_s).toArray();
        QCOMPARE(details.at(0).toObject().value(u"message"_s).toString(),
                 details.at(2).toObject().value(u"message"_s).toString());
        QVERIFY(!r.body.contains("Secret sauce"));
        QVERIFY(!r.body.contains("Their group"));

        r = create(ref(u"group"_s, othersGroup), {});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"brain.groupModelId"_s});

        // The same through an update, which leaves the group as it was.
        r = f->http->patch(u"/v1/group-models/"_s + groupB, "t-admin", {{u"brain"_s, ref(u"custom"_s, hiddenModel)}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"brain.customModelId"_s});
        QCOMPARE(read(groupB, QString()).value(u"brain"_s).toObject(), ref(u"llm"_s, u"gpt-4o"_s));
        r = f->http->patch(u"/v1/group-models/"_s + groupB, "t-admin",
                           {{u"agents"_s, QJsonArray {agent(ref(u"custom"_s, hiddenModel), u"spy"_s)}}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"agents[0].ref.customModelId"_s});

        // Once the owner shares it, it can be named.
        QCOMPARE(f->http->patch(u"/v1/custom-models/"_s + hiddenModel, "t-other", {{u"isPublic"_s, true}}).status, 200);
        QCOMPARE(create(ref(u"custom"_s, hiddenModel), {}).status, 201);
    }

    // The chat answer of a group names its brain only when the caller can see it.
    void chatNamesOnlyABrainTheCallerCanSee()
    {
        auto answer = [&](const QString &group, const QByteArray &token) {
            const QJsonArray messages {QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, u"hello"_s}}};
            const Reply r
                = f->http->post(u"/v1/chat/completions"_s, token,
                                QJsonObject {{u"model"_s, QString(u"group:"_s + group)}, {u"messages"_s, messages}});
            [&] { QCOMPARE(r.status, 200); }();
            return r.json()
                .value(u"choices"_s)
                .toArray()
                .at(0)
                .toObject()
                .value(u"message"_s)
                .toObject()
                .value(u"content"_s)
                .toString();
        };
        QCOMPARE(f->http->patch(u"/v1/custom-models/"_s + hiddenModel, "t-other", {{u"isPublic"_s, true}}).status, 200);
        const QString hiddenBrain = f->http
                                        ->post(u"/v1/group-models"_s, "t-admin",
                                               {{u"name"_s, u"Borrowed brain"_s},
                                                {u"defaultMode"_s, u"auto"_s},
                                                {u"brain"_s, ref(u"custom"_s, hiddenModel)},
                                                {u"isPublic"_s, true}})
                                        .id();
        const QString visibleBrain = f->http
                                         ->post(u"/v1/group-models"_s, "t-admin",
                                                {{u"name"_s, u"Own brain"_s},
                                                 {u"defaultMode"_s, u"auto"_s},
                                                 {u"brain"_s, ref(u"custom"_s, visibleModel)}})
                                         .id();
        QVERIFY(!hiddenBrain.isEmpty() && !visibleBrain.isEmpty());
        QVERIFY(answer(hiddenBrain, "t-admin").contains(u"Secret sauce"_s));
        QCOMPARE(f->http->patch(u"/v1/custom-models/"_s + hiddenModel, "t-other", {{u"isPublic"_s, false}}).status,
                 200);

        const QString admins = answer(hiddenBrain, "t-admin");
        QVERIFY2(!admins.contains(u"Secret sauce"_s), qPrintable(admins));
        QVERIFY2(!admins.contains(hiddenModel), qPrintable(admins));
        QVERIFY(admins.contains(u"Borrowed brain"_s));
        // Its owner still sees it, through the public group.
        QVERIFY(answer(hiddenBrain, "t-other").contains(u"Secret sauce"_s));
        QVERIFY(answer(visibleBrain, "t-admin").contains(u"Writer"_s));
    }

    void badResolveIs400()
    {
        Reply r = f->http->get(u"/v1/group-models/"_s + groupA + u"?resolve=all"_s, "t-admin");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"resolve"_s});
        r = f->http->get(u"/v1/tools/"_s + groupA + u"?resolve=deep"_s, "t-admin");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"resolve"_s});
    }

    void modelRefsAreValidated()
    {
        const Reply r = f->http->post(
            u"/v1/group-models"_s, "t-admin",
            {{u"name"_s, u"bad"_s},
             {u"defaultMode"_s, u"auto"_s},
             {u"brain"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, u"x"_s}}},
             {u"agents"_s,
              QJsonArray {QJsonObject {{u"ref"_s, ref(u"llm"_s, u"m"_s)}, {u"role"_s, QString(65, u'r')}}}}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), (QStringList {u"brain.customModelId"_s, u"agents[0].role"_s}));
        const Reply shapes = f->http->post(u"/v1/group-models"_s, "t-admin",
                                           {{u"name"_s, u"bad"_s},
                                            {u"defaultMode"_s, u"auto"_s},
                                            {u"brain"_s, u"gpt"_s},
                                            {u"agents"_s, u"all of them"_s}});
        QCOMPARE(shapes.status, 400);
        QCOMPARE(shapes.detailFields(), (QStringList {u"brain"_s, u"agents"_s}));
    }
};

QTEST_GUILESS_MAIN(tst_SandboxGroups)
#include "tst_sandbox_groups.moc"

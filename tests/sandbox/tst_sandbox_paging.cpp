#include "SandboxHarness.h"

#include <QTest>

#include <algorithm>

using namespace sandboxtest;

// Contract §3: both list families, every list query field of the interface,
// the orders, and walks that neither skip nor repeat.
class tst_SandboxPaging : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;
    QString team;

    static QStringList ids(const QJsonArray &items)
    {
        QStringList list;
        for (const QJsonValue &v : items)
            list.append(v.toObject().value(u"id"_s).toString());
        return list;
    }

    static QStringList values(const QJsonArray &items, const QString &key)
    {
        QStringList list;
        for (const QJsonValue &v : items)
            list.append(v.toObject().value(key).toString());
        return list;
    }

    static bool unique(const QStringList &list)
    {
        return QSet<QString>(list.cbegin(), list.cend()).size() == list.size();
    }

    QString createModel(const QByteArray &token, const QString &name, const QJsonObject &extra = {})
    {
        QJsonObject body {{u"name"_s, name}, {u"llmModelName"_s, u"gpt"_s}};
        for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
            body.insert(it.key(), it.value());
        return f->http->post(u"/v1/custom-models"_s, token, body).id();
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<Fixture>();
        team = f->server->token(u"admin"_s)->teamId;
    }
    void cleanup() { f.reset(); }

    void pageFamilyWalksEveryToolOnceInCreationOrder()
    {
        QStringList created;
        for (int i = 0; i < 57; ++i) {
            const Reply r = f->http->post(u"/v1/tools"_s, "t-admin",
                                          {{u"name"_s, u"tool %1"_s.arg(i)},
                                           {u"description"_s, u"d"_s},
                                           {u"method"_s, u"POST"_s},
                                           {u"urlTemplate"_s, u"http://x"_s}});
            QCOMPARE(r.status, 201);
            created.append(r.id());
        }
        const Reply first = f->http->get(u"/v1/tools"_s, "t-admin");
        QCOMPARE(first.json().value(u"page"_s).toInt(), 1);
        QCOMPARE(first.json().value(u"pageSize"_s).toInt(), 20);
        QCOMPARE(first.json().value(u"total"_s).toInt(), 57);
        QCOMPARE(first.data().size(), 20);

        int pages = 0;
        const QStringList walked = ids(f->http->walkPages(u"/v1/tools"_s, "t-admin", 10, &pages));
        QCOMPARE(pages, 6);
        QCOMPARE(walked, created);

        const Reply last = f->http->get(u"/v1/tools?page=6&pageSize=10"_s, "t-admin");
        QCOMPARE(last.data().size(), 7);
        const Reply beyond = f->http->get(u"/v1/tools?page=7&pageSize=10"_s, "t-admin");
        QCOMPARE(beyond.status, 200);
        QCOMPARE(beyond.data().size(), 0);
        QCOMPARE(beyond.json().value(u"total"_s).toInt(), 57);
    }

    void pageFamilyIsStableWhenObjectsAreAddedDuringAWalk()
    {
        for (int i = 0; i < 10; ++i)
            f->http->post(
                u"/v1/api-resources"_s, "t-admin",
                {{u"name"_s, u"r%1"_s.arg(i)}, {u"description"_s, u"d"_s}, {u"urlTemplate"_s, u"http://x"_s}});
        const QStringList page1 = ids(f->http->get(u"/v1/api-resources?pageSize=4&page=1"_s, "t-admin").data());
        f->http->post(u"/v1/api-resources"_s, "t-admin",
                      {{u"name"_s, u"late"_s}, {u"description"_s, u"d"_s}, {u"urlTemplate"_s, u"http://x"_s}});
        const QStringList page2 = ids(f->http->get(u"/v1/api-resources?pageSize=4&page=2"_s, "t-admin").data());
        QCOMPARE(page2.size(), 4);
        for (const QString &id : page2)
            QVERIFY(!page1.contains(id));
    }

    void pageFamilyFiltersByScope()
    {
        const QString model = createModel("t-admin", u"target"_s);
        const QJsonObject teamScope {{u"type"_s, u"team"_s}, {u"id"_s, team}};
        const QJsonObject modelScope {{u"type"_s, u"customModel"_s}, {u"id"_s, model}};
        auto tool = [&](const QString &name, const QJsonArray &scopes) {
            return f->http
                ->post(u"/v1/tools"_s, "t-admin",
                       {{u"name"_s, name},
                        {u"description"_s, u"d"_s},
                        {u"method"_s, u"PUT"_s},
                        {u"urlTemplate"_s, u"http://x"_s},
                        {u"scopes"_s, scopes}})
                .id();
        };
        const QString none = tool(u"none"_s, {});
        const QString teamOnly = tool(u"team"_s, {teamScope});
        const QString both = tool(u"both"_s, {teamScope, modelScope});
        QCOMPARE(ids(f->http->walkPages(u"/v1/tools?scopeType=team"_s, "t-admin", 100)),
                 (QStringList {teamOnly, both}));
        QCOMPARE(ids(f->http->walkPages(u"/v1/tools?scopeType=customModel&scopeId="_s + model, "t-admin", 100)),
                 QStringList {both});
        QCOMPARE(ids(f->http->walkPages(u"/v1/tools?scopeId="_s + model.toUpper(), "t-admin", 100)),
                 QStringList {both});
        QCOMPARE(ids(f->http->walkPages(u"/v1/tools?scopeType=groupModel"_s, "t-admin", 100)), QStringList());
        QCOMPARE(ids(f->http->walkPages(u"/v1/tools"_s, "t-admin", 100)), (QStringList {none, teamOnly, both}));
        // Another token of the team sees the shared ones only.
        QCOMPARE(ids(f->http->walkPages(u"/v1/tools"_s, "t-tools", 100)), (QStringList {teamOnly, both}));
    }

    void badQueryValuesAre400WithDetails_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("field");
        QTest::newRow("pageSize 0") << u"/v1/tools?pageSize=0"_s << u"pageSize"_s;
        QTest::newRow("pageSize 101") << u"/v1/files?pageSize=101"_s << u"pageSize"_s;
        QTest::newRow("page 0") << u"/v1/api-resources?page=0"_s << u"page"_s;
        QTest::newRow("page text") << u"/v1/tools?page=two"_s << u"page"_s;
        QTest::newRow("limit 101") << u"/v1/secrets?limit=101"_s << u"limit"_s;
        QTest::newRow("scopeType") << u"/v1/tools?scopeType=planet"_s << u"scopeType"_s;
        QTest::newRow("scopeId") << u"/v1/tools?scopeId=abc"_s << u"scopeId"_s;
        QTest::newRow("sort") << u"/v1/custom-models?sort=size"_s << u"sort"_s;
        QTest::newRow("scope") << u"/v1/group-models?scope=world"_s << u"scope"_s;
        QTest::newRow("mode") << u"/v1/group-models?mode=fast"_s << u"mode"_s;
        QTest::newRow("credentialMode") << u"/v1/custom-models?credentialMode=free"_s << u"credentialMode"_s;
        QTest::newRow("resourceType") << u"/v1/files?resourceType=pdf"_s << u"resourceType"_s;
        QTest::newRow("secret scope") << u"/v1/secrets?scope=mine"_s << u"scope"_s;
        QTest::newRow("teamId") << u"/v1/secrets?teamId=x"_s << u"teamId"_s;
        QTest::newRow("unknown field") << u"/v1/tools?search=x"_s << u"search"_s;
        QTest::newRow("cursor") << u"/v1/custom-models?cursor=garbage"_s << u"cursor"_s;
    }
    void badQueryValuesAre400WithDetails()
    {
        QFETCH(QString, path);
        QFETCH(QString, field);
        const Reply r = f->http->get(path, "t-admin");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"validation_failed"_s);
        QCOMPARE(r.detailFields(), QStringList {field});
    }

    void cursorFromAnotherOrderIsRefused()
    {
        for (int i = 0; i < 3; ++i)
            createModel("t-admin", u"m%1"_s.arg(i));
        const QString cursor = f->http->get(u"/v1/custom-models?limit=1&sort=name"_s, "t-admin")
                                   .json()
                                   .value(u"nextCursor"_s)
                                   .toString();
        QVERIFY(!cursor.isEmpty());
        QCOMPARE(f->http->get(u"/v1/custom-models?limit=1&sort=name&cursor="_s + cursor, "t-admin").status, 200);
        const Reply r = f->http->get(u"/v1/custom-models?limit=1&sort=created&cursor="_s + cursor, "t-admin");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"cursor"_s});
    }

    void cursorFamilyWalksInEveryOrder_data()
    {
        QTest::addColumn<QString>("sort");
        QTest::newRow("default") << QString();
        QTest::newRow("updated") << u"updated"_s;
        QTest::newRow("created") << u"created"_s;
        QTest::newRow("name") << u"name"_s;
        QTest::newRow("author") << u"author"_s;
    }
    void cursorFamilyWalksInEveryOrder()
    {
        QFETCH(QString, sort);
        // 45 models by two authors, names out of creation order, with duplicates and mixed case.
        QStringList created;
        QHash<QString, QString> author;
        QHash<QString, QString> name;
        for (int i = 0; i < 45; ++i) {
            const bool byOther = i % 3 == 0;
            const QString modelName = (i % 2 ? u"Model "_s : u"model "_s) + QString::number((i * 7) % 15);
            const Reply r = f->http->post(
                u"/v1/custom-models"_s, byOther ? "t-other" : "t-admin",
                {{u"name"_s, modelName}, {u"llmModelName"_s, u"x"_s}, {u"teamIds"_s, QJsonArray {team}}});
            QCOMPARE(r.status, 201);
            created.append(r.id());
            author.insert(r.id(), byOther ? u"other"_s : u"admin"_s);
            name.insert(r.id(), modelName.toCaseFolded());
        }
        // Touch a few so that updated order differs from created order.
        for (const int i : {5, 17, 4})
            QCOMPARE(
                f->http->patch(u"/v1/custom-models/"_s + created.at(i), "t-admin", {{u"category"_s, u"c"_s}}).status,
                200);
        QStringList updated = created;
        for (const int i : {5, 17, 4}) {
            updated.removeOne(created.at(i));
            updated.append(created.at(i));
        }

        int pages = 0;
        const QString path = sort.isEmpty() ? u"/v1/custom-models"_s : u"/v1/custom-models?sort="_s + sort;
        const QStringList walked = ids(f->http->walkCursor(path, "t-admin", 7, &pages));
        QCOMPARE(pages, 7);
        QCOMPARE(walked.size(), 45);
        QVERIFY(unique(walked));

        QStringList expected;
        if (sort.isEmpty() || sort == u"updated"_s) {
            expected = updated;
            std::reverse(expected.begin(), expected.end());
        } else if (sort == u"created"_s) {
            expected = created;
            std::reverse(expected.begin(), expected.end());
        } else if (sort == u"name"_s) {
            expected = created;
            std::sort(expected.begin(), expected.end(),
                      [&](const QString &a, const QString &b) { return std::tie(name[a], a) < std::tie(name[b], b); });
        } else {
            expected = created;
            std::sort(expected.begin(), expected.end(), [&](const QString &a, const QString &b) {
                return std::tie(author[a], name[a], a) < std::tie(author[b], name[b], b);
            });
        }
        QCOMPARE(walked, expected);
    }

    void authorOrderIsByTheCreatingToken()
    {
        const QString byTools
            = f->http
                  ->post(u"/v1/secrets"_s, "t-tools",
                         {{u"name"_s, u"a"_s}, {u"scope"_s, u"team"_s}, {u"teamId"_s, team}, {u"value"_s, u"v"_s}})
                  .id();
        QVERIFY(!byTools.isEmpty());
        const QString zed = createModel("t-admin", u"zed"_s, {{u"isPublic"_s, true}});
        const QString alpha = createModel("t-other", u"alpha"_s, {{u"isPublic"_s, true}});
        // admin < other, whatever the names.
        QCOMPARE(ids(f->http->walkCursor(u"/v1/custom-models?sort=author"_s, "t-admin", 1)),
                 (QStringList {zed, alpha}));
        QCOMPARE(ids(f->http->walkCursor(u"/v1/custom-models?sort=name"_s, "t-admin", 1)), (QStringList {alpha, zed}));
    }

    void modelListFilters()
    {
        const QString mine = createModel("t-admin", u"Alpha helper"_s,
                                         {{u"category"_s, u"Support"_s}, {u"tags"_s, QJsonArray {u"a"_s, u"B"_s}}});
        const QString shared = createModel("t-other", u"Beta"_s,
                                           {{u"description"_s, u"The HELPER for billing"_s},
                                            {u"teamIds"_s, QJsonArray {team}},
                                            {u"tags"_s, QJsonArray {u"a"_s}}});
        const QString pub
            = createModel("t-other", u"Gamma"_s, {{u"isPublic"_s, true}, {u"credentialMode"_s, u"app"_s}});
        const QString hidden = createModel("t-other", u"Delta"_s);
        const QString secret = f->http
                                   ->post(u"/v1/secrets"_s, "t-admin",
                                          {{u"name"_s, u"k"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}})
                                   .id();
        const QString byok
            = createModel("t-admin", u"Byok"_s, {{u"credentialMode"_s, u"byok"_s}, {u"byokSecretId"_s, secret}});
        QVERIFY(!hidden.isEmpty());

        auto walk = [&](const QString &query) {
            QStringList found = ids(f->http->walkCursor(u"/v1/custom-models?"_s + query, "t-admin", 100));
            found.sort();
            return found;
        };
        auto sorted = [](QStringList list) {
            list.sort();
            return list;
        };
        QCOMPARE(walk(u"scope=all"_s), sorted({mine, shared, pub, byok}));
        QCOMPARE(walk(QString()), sorted({mine, shared, pub, byok}));
        QCOMPARE(walk(u"scope=mine"_s), sorted({mine, byok}));
        QCOMPARE(walk(u"scope=team"_s), sorted({shared}));
        QCOMPARE(walk(u"scope=public"_s), sorted({pub}));
        QCOMPARE(walk(u"teamId="_s + team), sorted({shared}));
        QCOMPARE(walk(u"search=helper"_s), sorted({mine, shared}));
        QCOMPARE(walk(u"search=HELPER&scope=mine"_s), sorted({mine}));
        QCOMPARE(walk(u"category=support"_s), sorted({mine}));
        QCOMPARE(walk(u"tags=a"_s), sorted({mine, shared}));
        QCOMPARE(walk(u"tags=a,b"_s), sorted({mine}));
        QCOMPARE(walk(u"tags=b,c"_s), QStringList());
        QCOMPARE(walk(u"credentialMode=byok"_s), sorted({byok}));
        QCOMPARE(walk(u"credentialMode=app"_s), sorted({mine, shared, pub}));
    }

    void groupModelModeFilter()
    {
        auto group = [&](const QString &mode) {
            return f->http
                ->post(u"/v1/group-models"_s, "t-admin",
                       {{u"name"_s, mode},
                        {u"defaultMode"_s, mode},
                        {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"x"_s}}}})
                .id();
        };
        const QString orch = group(u"orch"_s);
        group(u"synth"_s);
        QCOMPARE(ids(f->http->walkCursor(u"/v1/group-models?mode=orch"_s, "t-admin", 5)), QStringList {orch});
        QCOMPARE(f->http->walkCursor(u"/v1/group-models"_s, "t-admin", 1).size(), 2);
    }

    void secretListFilters()
    {
        auto secret = [&](const QByteArray &token, const QString &name, bool teamScope) {
            QJsonObject body {{u"name"_s, name}, {u"scope"_s, teamScope ? u"team"_s : u"user"_s}, {u"value"_s, u"v"_s}};
            if (teamScope)
                body.insert(u"teamId"_s, team);
            return f->http->post(u"/v1/secrets"_s, token, body).id();
        };
        const QString mine = secret("t-admin", u"Stripe key"_s, false);
        const QString teamKey = secret("t-tools", u"Team stripe"_s, true);
        const QString toolsOwn = secret("t-tools", u"tools only"_s, false);
        QVERIFY(!toolsOwn.isEmpty());
        // Newest first; the other token's user secret stays hidden.
        QCOMPARE(ids(f->http->walkCursor(u"/v1/secrets"_s, "t-admin", 1)), (QStringList {teamKey, mine}));
        QCOMPARE(ids(f->http->walkCursor(u"/v1/secrets?scope=user"_s, "t-admin", 5)), QStringList {mine});
        QCOMPARE(ids(f->http->walkCursor(u"/v1/secrets?scope=team"_s, "t-admin", 5)), QStringList {teamKey});
        QCOMPARE(ids(f->http->walkCursor(u"/v1/secrets?teamId="_s + team, "t-admin", 5)), QStringList {teamKey});
        QCOMPARE(ids(f->http->walkCursor(u"/v1/secrets?q=STRIPE"_s, "t-admin", 5)), (QStringList {teamKey, mine}));
        QCOMPARE(ids(f->http->walkCursor(u"/v1/secrets?q=team"_s, "t-admin", 5)), QStringList {teamKey});
        const Reply one = f->http->get(u"/v1/secrets?limit=2"_s, "t-admin");
        QVERIFY(one.json().contains(u"nextCursor"_s));
        QVERIFY(one.json().value(u"nextCursor"_s).isNull());
    }

    void defaultLimitIsTwenty()
    {
        for (int i = 0; i < 25; ++i)
            createModel("t-admin", u"m%1"_s.arg(i));
        const Reply r = f->http->get(u"/v1/custom-models"_s, "t-admin");
        QCOMPARE(r.data().size(), 20);
        QVERIFY(r.json().value(u"nextCursor"_s).isString());
    }
};

QTEST_GUILESS_MAIN(tst_SandboxPaging)
#include "tst_sandbox_paging.moc"

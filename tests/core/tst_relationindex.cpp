#include "core/api/ApiJob.h"
#include "core/models/ResourceListModel.h"
#include "core/relations/RelationIndex.h"
#include "support/SandboxClient.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiJob;
using baton::ApiResult;
using baton::RelationIndex;
using baton::ResourceKind;
using baton::ResourceListModel;
using baton::sandbox::ServerConfig;
using baton::test::token;
using Edge = RelationIndex::Edge;
using Id = ResourceKind::Id;
using Kind = RelationIndex::Kind;
using Relation = RelationIndex::Relation;

namespace {

QString kindText(Kind kind)
{
    static const QStringList names {u"secret"_s,      u"tool"_s,       u"apiResource"_s, u"file"_s,
                                    u"customModel"_s, u"groupModel"_s, u"team"_s,        u"unknown"_s};
    return names.at(int(kind));
}

// Edges as readable lines, "relation kind:id (detail)", sorted when the order is not set.
QStringList lines(const QList<Edge> &edges, bool sort = false)
{
    QStringList text;
    for (const Edge &edge : edges)
        text << u"%1 %2:%3 (%4)"_s.arg(RelationIndex::relationKey(edge.relation), kindText(edge.kind), edge.id,
                                       edge.detail);
    if (sort)
        text.sort();
    return text;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QString line(Relation relation, Kind kind, const QString &id, const QString &detail = {})
{
    return lines({Edge {relation, kind, id, detail}}).constFirst();
}

QJsonObject tool(const QString &id, const QJsonArray &authFields, const QJsonArray &scopes = {})
{
    return {{u"id"_s, id}, {u"name"_s, QString(u"Tool "_s + id)}, {u"authFields"_s, authFields}, {u"scopes"_s, scopes}};
}

QJsonObject authField(const QString &key, const QJsonValue &secretId)
{
    return {{u"key"_s, key}, {u"secretId"_s, secretId}};
}

QJsonObject scope(const QJsonValue &type, const QJsonValue &id)
{
    return {{u"type"_s, type}, {u"id"_s, id}};
}

QJsonObject customRef(const QJsonValue &id)
{
    return {{u"type"_s, u"custom"_s}, {u"customModelId"_s, id}};
}

QJsonObject groupRef(const QJsonValue &id)
{
    return {{u"type"_s, u"group"_s}, {u"groupModelId"_s, id}};
}

QJsonObject agent(const QJsonObject &ref, const QString &role)
{
    return {{u"ref"_s, ref}, {u"role"_s, role}};
}

} // namespace

// RelationIndex fed with the objects the sandbox returns over real HTTP on
// loopback (one of every reference type, read through the lists as the
// console reads them), then kept current with the answers of updates and
// deletes; and unit cases for the shapes a service may send that the
// interface does not describe.
class tst_RelationIndex : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<baton::test::SandboxClient> m_sandbox;
    std::map<Id, QList<QJsonObject>> m_rows; // every list as read from the sandbox
    QString m_team;
    QString m_weatherKey, m_mailKey, m_providerKey; // secrets
    QString m_writer, m_reader; // custom models
    QString m_council, m_board; // group models
    QString m_sendMail, m_forecast, m_notes; // tool, API resource, file

    [[nodiscard]] static ApiResult wait(ApiJob *job) { return baton::test::SandboxClient::wait(job); }

    // Creates through the client; the new object's id, empty on failure.
    QString create(Id kind, const QJsonObject &body) { return m_sandbox->create(kind, body).value(u"id"_s).toString(); }

    // Every row of the kind's list, read page by page as a view would.
    [[nodiscard]] QList<QJsonObject> readList(Id kind)
    {
        ResourceListModel model(m_sandbox->client, ResourceKind::get(kind));
        QList<QJsonObject> rows;
        for (int pages = 0; model.canFetchMore(QModelIndex()) && pages < 100; ++pages) {
            model.fetchMore(QModelIndex());
            if (!QTest::qWaitFor([&model] { return !model.loading(); }, 15000))
                return {};
        }
        for (int row = 0; row < model.rowCount(); ++row)
            rows << model.objectAt(row);
        return rows;
    }

    [[nodiscard]] RelationIndex indexFromService() const
    {
        RelationIndex index;
        for (const auto &[kind, rows] : m_rows)
            index.setObjects(kind, rows);
        return index;
    }

    // Every edge of every object seen from both ends agrees: what a node is
    // used by is exactly what the objects' uses() name.
    static void checkBothWays(const RelationIndex &index, const std::map<std::pair<Id, QString>, QJsonObject> &objects)
    {
        std::map<std::pair<Kind, QString>, QStringList> expected;
        qsizetype edges = 0;
        for (const auto &[key, object] : objects) {
            for (const Edge &edge : index.uses(key.first, key.second)) {
                expected[{edge.kind, edge.id.toLower()}]
                    << line(edge.relation, RelationIndex::kindOf(key.first), key.second, edge.detail);
                ++edges;
            }
        }
        QCOMPARE(index.edgeCount(), edges);
        for (auto &[target, users] : expected) {
            users.sort();
            QCOMPARE(lines(index.usedBy(target.first, target.second), true), users);
        }
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
        QVERIFY(!m_team.isEmpty());

        const auto secret = [this](const QString &name) {
            return create(Id::Secret,
                          {{u"name"_s, name}, {u"scope"_s, u"user"_s}, {u"value"_s, QString(u"v-"_s + name)}});
        };
        m_weatherKey = secret(u"Weather key"_s);
        m_mailKey = secret(u"Mail key"_s);
        m_providerKey = secret(u"Provider key"_s);
        QVERIFY(!m_weatherKey.isEmpty() && !m_mailKey.isEmpty() && !m_providerKey.isEmpty());

        m_writer = create(Id::CustomModel,
                          {{u"name"_s, u"Writer"_s},
                           {u"llmModelName"_s, u"gpt-test"_s},
                           {u"credentialMode"_s, u"byok"_s},
                           {u"byokSecretId"_s, m_providerKey}});
        m_reader = create(Id::CustomModel, {{u"name"_s, u"Reader"_s}, {u"llmModelName"_s, u"gpt-test"_s}});
        QVERIFY(!m_writer.isEmpty() && !m_reader.isEmpty());

        m_council = create(Id::GroupModel,
                           {{u"name"_s, u"Council"_s},
                            {u"defaultMode"_s, u"auto"_s},
                            {u"brain"_s, customRef(m_writer)},
                            {u"agents"_s,
                             QJsonArray {agent(customRef(m_reader), u"critic"_s),
                                         agent(QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-test"_s}},
                                               u"scribe"_s)}}});
        QVERIFY(!m_council.isEmpty());
        m_board = create(Id::GroupModel,
                         {{u"name"_s, u"Board"_s},
                          {u"defaultMode"_s, u"orch"_s},
                          {u"brain"_s, groupRef(m_council)},
                          {u"agents"_s, QJsonArray {agent(customRef(m_writer), u"editor"_s)}}});
        QVERIFY(!m_board.isEmpty());

        m_sendMail = create(
            Id::Tool,
            {{u"name"_s, u"Send mail"_s},
             {u"description"_s, u"Sends a mail"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:1/mail"_s},
             {u"authFields"_s,
              QJsonArray {authField(u"Authorization"_s, m_mailKey), authField(u"X-Weather-Key"_s, m_weatherKey)}},
             {u"scopes"_s,
              QJsonArray {scope(u"team"_s, m_team), scope(u"customModel"_s, m_writer),
                          scope(u"groupModel"_s, m_council)}}});
        QVERIFY(!m_sendMail.isEmpty());
        m_forecast = create(Id::ApiResource,
                            {{u"name"_s, u"Forecast"_s},
                             {u"description"_s, u"Today's forecast"_s},
                             {u"urlTemplate"_s, u"http://127.0.0.1:1/forecast"_s},
                             {u"scopes"_s, QJsonArray {scope(u"customModel"_s, m_reader)}}});
        QVERIFY(!m_forecast.isEmpty());
        const ApiResult uploaded = wait(m_sandbox->client.upload(
            u"/v1/files"_s, "Notes for the board.\n", u"notes.txt"_s, u"text/plain"_s,
            {{u"resourceType"_s, u"text"_s}, {u"scopes"_s, QJsonArray {scope(u"groupModel"_s, m_board)}}}));
        QVERIFY2(uploaded.ok(), uploaded.body.constData());
        m_notes = uploaded.object.value(u"id"_s).toString();

        for (const ResourceKind *kind : ResourceKind::managed()) {
            m_rows[kind->id] = readList(kind->id);
            QVERIFY2(!m_rows[kind->id].isEmpty(), qPrintable(kind->key));
        }
    }

    void cleanupTestCase() { m_sandbox.reset(); }

    void authFieldsReferenceSecrets()
    {
        const RelationIndex index = indexFromService();
        QCOMPARE(lines(index.uses(Id::Tool, m_sendMail)),
                 (QStringList {line(Relation::AuthField, Kind::Secret, m_mailKey, u"Authorization"_s),
                               line(Relation::AuthField, Kind::Secret, m_weatherKey, u"X-Weather-Key"_s),
                               line(Relation::SharedWith, Kind::Team, m_team),
                               line(Relation::SharedWith, Kind::CustomModel, m_writer),
                               line(Relation::SharedWith, Kind::GroupModel, m_council)}));
        QCOMPARE(lines(index.usedBy(Id::Secret, m_mailKey)),
                 QStringList {line(Relation::AuthField, Kind::Tool, m_sendMail, u"Authorization"_s)});
        QCOMPARE(lines(index.usedBy(Id::Secret, m_weatherKey)),
                 QStringList {line(Relation::AuthField, Kind::Tool, m_sendMail, u"X-Weather-Key"_s)});
        QVERIFY(index.uses(Id::Secret, m_mailKey).isEmpty());
    }

    void byokSecretOfACustomModel()
    {
        const RelationIndex index = indexFromService();
        QCOMPARE(lines(index.uses(Id::CustomModel, m_writer)),
                 QStringList {line(Relation::ByokSecret, Kind::Secret, m_providerKey, u"byok"_s)});
        QCOMPARE(lines(index.usedBy(Id::Secret, m_providerKey)),
                 QStringList {line(Relation::ByokSecret, Kind::CustomModel, m_writer, u"byok"_s)});
        QVERIFY(index.uses(Id::CustomModel, m_reader).isEmpty());
    }

    void brainAndAgentsOfGroupModels()
    {
        const RelationIndex index = indexFromService();
        // The llm agent names no object: no edge for it.
        QCOMPARE(lines(index.uses(Id::GroupModel, m_council)),
                 (QStringList {line(Relation::Brain, Kind::CustomModel, m_writer),
                               line(Relation::Agent, Kind::CustomModel, m_reader, u"critic"_s)}));
        QCOMPARE(lines(index.uses(Id::GroupModel, m_board)),
                 (QStringList {line(Relation::Brain, Kind::GroupModel, m_council),
                               line(Relation::Agent, Kind::CustomModel, m_writer, u"editor"_s)}));
        QCOMPARE(lines(index.usedBy(Id::CustomModel, m_writer), true),
                 sorted(QStringList {line(Relation::Agent, Kind::GroupModel, m_board, u"editor"_s),
                                     line(Relation::Brain, Kind::GroupModel, m_council),
                                     line(Relation::SharedWith, Kind::Tool, m_sendMail)}));
        QCOMPARE(lines(index.usedBy(Id::GroupModel, m_council), true),
                 sorted(QStringList {line(Relation::Brain, Kind::GroupModel, m_board),
                                     line(Relation::SharedWith, Kind::Tool, m_sendMail)}));
    }

    void shareScopesOfToolsResourcesAndFiles()
    {
        const RelationIndex index = indexFromService();
        QCOMPARE(lines(index.usedBy(Kind::Team, m_team)),
                 QStringList {line(Relation::SharedWith, Kind::Tool, m_sendMail)});
        QCOMPARE(lines(index.usedBy(Id::CustomModel, m_reader), true),
                 sorted(QStringList {line(Relation::Agent, Kind::GroupModel, m_council, u"critic"_s),
                                     line(Relation::SharedWith, Kind::ApiResource, m_forecast)}));
        QCOMPARE(lines(index.uses(Id::ApiResource, m_forecast)),
                 QStringList {line(Relation::SharedWith, Kind::CustomModel, m_reader)});
        QCOMPARE(lines(index.uses(Id::File, m_notes)),
                 QStringList {line(Relation::SharedWith, Kind::GroupModel, m_board)});
        QCOMPARE(lines(index.usedBy(Id::GroupModel, m_board)),
                 QStringList {line(Relation::SharedWith, Kind::File, m_notes)});
    }

    void namesOfKnownObjects()
    {
        const RelationIndex index = indexFromService();
        QCOMPARE(index.objectCount(), 10);
        QCOMPARE(index.name(Id::Secret, m_weatherKey), u"Weather key"_s);
        QCOMPARE(index.name(Id::Tool, m_sendMail), u"Send mail"_s);
        QCOMPARE(index.name(Id::ApiResource, m_forecast), u"Forecast"_s);
        QCOMPARE(index.name(Id::File, m_notes), u"notes.txt"_s);
        QCOMPARE(index.name(Id::CustomModel, m_writer), u"Writer"_s);
        QCOMPARE(index.name(Id::GroupModel, m_board), u"Board"_s);
        // Ids in another case name the same object.
        QCOMPARE(index.name(Id::GroupModel, m_board.toUpper()), u"Board"_s);
        // The right id under another kind, and an id nobody has.
        QVERIFY(index.name(Id::Tool, m_board).isEmpty());
        QVERIFY(index.name(Id::Secret, u"00000000-0000-0000-0000-000000000000"_s).isEmpty());
    }

    // The object as the service gave it, and the ids of a kind.
    void objectsAsFed()
    {
        RelationIndex index = indexFromService();
        QCOMPARE(index.object(Id::Tool, m_sendMail.toUpper()).value(u"name"_s).toString(), u"Send mail"_s);
        QVERIFY(index.object(Id::Tool, m_sendMail).contains(u"authFields"_s));
        QVERIFY(index.object(Id::GroupModel, m_sendMail).isEmpty());
        QStringList models = index.ids(Kind::CustomModel);
        models.sort();
        QStringList expected {m_writer, m_reader};
        expected.sort();
        QCOMPARE(models, expected);
        // A team is only referenced, never an object.
        QVERIFY(!index.usedBy(Kind::Team, m_team).isEmpty());
        QVERIFY(index.ids(Kind::Team).isEmpty());
        QVERIFY(index.remove(Id::Tool, m_sendMail));
        QVERIFY(index.object(Id::Tool, m_sendMail).isEmpty());
        // A secret's value is never kept, whatever an answer held.
        QVERIFY(index.upsert(Id::Secret, {{u"id"_s, u"s-9"_s}, {u"name"_s, u"Key"_s}, {u"value"_s, u"hunter2"_s}}));
        QCOMPARE(index.object(Id::Secret, u"s-9"_s), (QJsonObject {{u"id"_s, u"s-9"_s}, {u"name"_s, u"Key"_s}}));
        QVERIFY(!index.ids(Kind::Tool).contains(m_sendMail));
    }

    // The answer to an update moves the tool's edges, seen from both ends.
    void upsertAfterAnUpdateMovesEdges()
    {
        RelationIndex index = indexFromService();
        const ApiResult updated = wait(
            m_sandbox->client.patch(ResourceKind::get(Id::Tool).itemPath(m_sendMail),
                                    {{u"authFields"_s, QJsonArray {authField(u"Authorization"_s, m_providerKey)}}}));
        QVERIFY2(updated.ok(), updated.body.constData());
        QVERIFY(index.upsert(Id::Tool, updated.object));

        QVERIFY(index.usedBy(Id::Secret, m_mailKey).isEmpty());
        QVERIFY(index.usedBy(Id::Secret, m_weatherKey).isEmpty());
        QCOMPARE(lines(index.usedBy(Id::Secret, m_providerKey), true),
                 sorted(QStringList {line(Relation::AuthField, Kind::Tool, m_sendMail, u"Authorization"_s),
                                     line(Relation::ByokSecret, Kind::CustomModel, m_writer, u"byok"_s)}));
        // Scopes are create-time fields: they stayed.
        QCOMPARE(lines(index.uses(Id::Tool, m_sendMail)),
                 (QStringList {line(Relation::AuthField, Kind::Secret, m_providerKey, u"Authorization"_s),
                               line(Relation::SharedWith, Kind::Team, m_team),
                               line(Relation::SharedWith, Kind::CustomModel, m_writer),
                               line(Relation::SharedWith, Kind::GroupModel, m_council)}));

        const ApiResult group = wait(m_sandbox->client.patch(
            ResourceKind::get(Id::GroupModel).itemPath(m_board),
            {{u"brain"_s, customRef(m_reader)}, {u"agents"_s, QJsonArray {agent(customRef(m_reader), u"judge"_s)}}}));
        QVERIFY2(group.ok(), group.body.constData());
        QVERIFY(index.upsert(Id::GroupModel, group.object));
        QCOMPARE(lines(index.usedBy(Id::GroupModel, m_council), true),
                 QStringList {line(Relation::SharedWith, Kind::Tool, m_sendMail)});
        QCOMPARE(lines(index.usedBy(Id::CustomModel, m_reader), true),
                 sorted(QStringList {line(Relation::Agent, Kind::GroupModel, m_board, u"judge"_s),
                                     line(Relation::Agent, Kind::GroupModel, m_council, u"critic"_s),
                                     line(Relation::Brain, Kind::GroupModel, m_board),
                                     line(Relation::SharedWith, Kind::ApiResource, m_forecast)}));
        QCOMPARE(index.objectCount(), 10);
    }

    // After a delete, the object's own edges go; edges to it stay, without its name.
    void removeAfterADelete()
    {
        RelationIndex index = indexFromService();
        QVERIFY(wait(m_sandbox->client.remove(ResourceKind::get(Id::ApiResource).itemPath(m_forecast))).ok());
        QVERIFY(index.remove(Id::ApiResource, m_forecast));
        QVERIFY(!index.remove(Id::ApiResource, m_forecast));
        QVERIFY(index.uses(Id::ApiResource, m_forecast).isEmpty());
        QVERIFY(index.name(Id::ApiResource, m_forecast).isEmpty());
        QCOMPARE(lines(index.usedBy(Id::CustomModel, m_reader)),
                 QStringList {line(Relation::Agent, Kind::GroupModel, m_council, u"critic"_s)});

        QVERIFY(index.remove(Id::CustomModel, m_writer));
        QVERIFY(index.usedBy(Id::Secret, m_providerKey).isEmpty());
        QVERIFY(!index.contains(Id::CustomModel, m_writer));
        QCOMPARE(lines(index.usedBy(Id::CustomModel, m_writer), true),
                 sorted(QStringList {line(Relation::Agent, Kind::GroupModel, m_board, u"editor"_s),
                                     line(Relation::Brain, Kind::GroupModel, m_council),
                                     line(Relation::SharedWith, Kind::Tool, m_sendMail)}));
        QCOMPARE(index.objectCount(), 8);

        // A list read again replaces the kind's objects.
        index.setObjects(Id::Tool, {});
        QVERIFY(index.usedBy(Id::Secret, m_mailKey).isEmpty());
        QVERIFY(index.usedBy(Kind::Team, m_team).isEmpty());
        QCOMPARE(lines(index.usedBy(Id::CustomModel, m_writer), true),
                 sorted(QStringList {line(Relation::Agent, Kind::GroupModel, m_board, u"editor"_s),
                                     line(Relation::Brain, Kind::GroupModel, m_council)}));
        index.setObjects(Id::Tool, m_rows.at(Id::Tool));
        QCOMPARE(lines(index.usedBy(Id::Secret, m_mailKey)),
                 QStringList {line(Relation::AuthField, Kind::Tool, m_sendMail, u"Authorization"_s)});
    }

    void oddAuthFields()
    {
        RelationIndex index;
        QVERIFY(index.upsert(
            Id::Tool,
            tool(u"t1"_s,
                 {authField(u"A"_s, u"s1"_s), authField(u"B"_s, 42), authField(u"C"_s, QJsonValue()),
                  authField(u"D"_s, u""_s), QJsonObject {{u"key"_s, u"E"_s}}, QJsonObject {{u"secretId"_s, u"s2"_s}},
                  u"not an object"_s, QJsonValue(), authField(u"F"_s, QJsonObject {{u"x"_s, 1}})})));
        QCOMPARE(lines(index.uses(Id::Tool, u"t1"_s)),
                 (QStringList {line(Relation::AuthField, Kind::Secret, u"s1"_s, u"A"_s),
                               line(Relation::AuthField, Kind::Unknown, u"42"_s, u"B"_s),
                               line(Relation::AuthField, Kind::Secret, u"s2"_s),
                               line(Relation::AuthField, Kind::Unknown, u"{\"x\":1}"_s, u"F"_s)}));
        QCOMPARE(lines(index.usedBy(Kind::Unknown, u"42"_s)),
                 QStringList {line(Relation::AuthField, Kind::Tool, u"t1"_s, u"B"_s)});

        // Members of the wrong type altogether.
        QVERIFY(index.upsert(Id::Tool, {{u"id"_s, u"t2"_s}, {u"authFields"_s, u"s1"_s}, {u"scopes"_s, 3}}));
        QVERIFY(index.uses(Id::Tool, u"t2"_s).isEmpty());
        QVERIFY(index.upsert(Id::Tool, {{u"id"_s, u"t3"_s}, {u"authFields"_s, QJsonValue()}}));
        QVERIFY(index.uses(Id::Tool, u"t3"_s).isEmpty());
        QCOMPARE(index.edgeCount(), 4);
    }

    void oddScopes()
    {
        RelationIndex index;
        QVERIFY(index.upsert(
            Id::File,
            {{u"id"_s, u"f1"_s},
             {u"fileName"_s, u"a.txt"_s},
             {u"scopes"_s,
              QJsonArray {scope(u"project"_s, u"p1"_s), scope(QJsonValue(), u"x1"_s), scope(u"team"_s, 7),
                          scope(u"team"_s, QJsonValue()), scope(u"customModel"_s, u""_s),
                          QJsonObject {{u"type"_s, u"groupModel"_s}}, 12, scope(u"groupModel"_s, u"g1"_s)}}}));
        QCOMPARE(lines(index.uses(Id::File, u"f1"_s)),
                 (QStringList {line(Relation::SharedWith, Kind::Unknown, u"p1"_s, u"project"_s),
                               line(Relation::SharedWith, Kind::Unknown, u"x1"_s),
                               line(Relation::SharedWith, Kind::Unknown, u"7"_s, u"team"_s),
                               line(Relation::SharedWith, Kind::GroupModel, u"g1"_s)}));
        QCOMPARE(index.name(Id::File, u"f1"_s), u"a.txt"_s);
        // A team is a target, never an object with a name.
        QVERIFY(
            index.upsert(Id::ApiResource, {{u"id"_s, u"r1"_s}, {u"scopes"_s, QJsonArray {scope(u"team"_s, u"T1"_s)}}}));
        QCOMPARE(lines(index.usedBy(Kind::Team, u"t1"_s)),
                 QStringList {line(Relation::SharedWith, Kind::ApiResource, u"r1"_s)});
        QCOMPARE(lines(index.uses(Id::ApiResource, u"r1"_s)),
                 QStringList {line(Relation::SharedWith, Kind::Team, u"T1"_s)});
    }

    void oddModelReferences()
    {
        RelationIndex index;
        QVERIFY(index.upsert(Id::GroupModel,
                             {{u"id"_s, u"g1"_s},
                              {u"brain"_s, u"custom:c1"_s},
                              {u"agents"_s,
                               QJsonArray {agent({{u"type"_s, u"agent"_s}, {u"id"_s, u"a1"_s}}, u"odd"_s),
                                           agent({{u"type"_s, u"custom"_s}}, u"empty"_s),
                                           agent(customRef(QJsonValue()), u"null"_s), agent(customRef(5), u"number"_s),
                                           agent(groupRef(u"g1"_s), u"self"_s), QJsonObject {{u"role"_s, u"no ref"_s}},
                                           agent({{u"type"_s, u"other"_s}}, u"nothing"_s), u"x"_s}}}));
        QCOMPARE(lines(index.uses(Id::GroupModel, u"g1"_s)),
                 (QStringList {line(Relation::Agent, Kind::Unknown, u"a1"_s, u"odd"_s),
                               line(Relation::Agent, Kind::Unknown, u"5"_s, u"number"_s),
                               line(Relation::Agent, Kind::GroupModel, u"g1"_s, u"self"_s)}));
        QCOMPARE(lines(index.usedBy(Id::GroupModel, u"g1"_s)),
                 QStringList {line(Relation::Agent, Kind::GroupModel, u"g1"_s, u"self"_s)});
        // A reference to itself goes with it.
        QVERIFY(index.remove(Id::GroupModel, u"g1"_s));
        QCOMPARE(index.edgeCount(), 0);
        QVERIFY(index.usedBy(Id::GroupModel, u"g1"_s).isEmpty());
        QVERIFY(index.usedBy(Kind::Unknown, u"a1"_s).isEmpty());
    }

    void oddCustomModels()
    {
        RelationIndex index;
        QVERIFY(index.upsert(Id::CustomModel, {{u"id"_s, u"c1"_s}, {u"byokSecretId"_s, QJsonValue()}}));
        QVERIFY(index.upsert(Id::CustomModel, {{u"id"_s, u"c2"_s}, {u"byokSecretId"_s, true}}));
        // An id kept in app mode is still a reference; the detail says the mode.
        QVERIFY(index.upsert(Id::CustomModel,
                             {{u"id"_s, u"c3"_s}, {u"credentialMode"_s, u"app"_s}, {u"byokSecretId"_s, u"s1"_s}}));
        QVERIFY(index.uses(Id::CustomModel, u"c1"_s).isEmpty());
        QCOMPARE(lines(index.uses(Id::CustomModel, u"c2"_s)),
                 QStringList {line(Relation::ByokSecret, Kind::Unknown, u"true"_s)});
        QCOMPARE(lines(index.usedBy(Id::Secret, u"s1"_s)),
                 QStringList {line(Relation::ByokSecret, Kind::CustomModel, u"c3"_s, u"app"_s)});
    }

    // userKinds() names exactly the kinds whose objects readReferences()
    // makes point to a kind: one object holding every reference member, to
    // every kind of target, fed as each kind, and the users seen of each
    // target kind compared with what userKinds() says.
    void userKindsNameEveryUser()
    {
        QJsonArray scopes;
        QJsonArray agents;
        for (const QJsonValue &id : {QJsonValue(u"t"_s), QJsonValue(42)}) {
            for (const QString &type : {u"team"_s, u"customModel"_s, u"groupModel"_s, u"project"_s})
                scopes << scope(type, id);
            agents << agent(customRef(id), u"a"_s) << agent(groupRef(id), u"b"_s)
                   << agent({{u"type"_s, u"agent"_s}, {u"id"_s, id}}, u"c"_s);
        }
        const QJsonObject everyReference {
            {u"name"_s, u"Every reference"_s},
            {u"authFields"_s, QJsonArray {authField(u"A"_s, u"t"_s), authField(u"B"_s, 42)}},
            {u"scopes"_s, scopes},
            {u"byokSecretId"_s, u"t"_s},
            {u"brain"_s, customRef(u"t"_s)},
            {u"agents"_s, agents}};
        RelationIndex index;
        int fed = 0;
        for (const ResourceKind *kind : ResourceKind::managed()) {
            if (RelationIndex::kindOf(kind->id) == Kind::Unknown)
                continue;
            QJsonObject object = everyReference;
            object.insert(u"id"_s, QString(u"user-"_s + QString::number(int(kind->id))));
            QVERIFY(index.upsert(kind->id, object));
            ++fed;
        }
        QCOMPARE(fed, 6);
        // A byok secret that is not a string points to no secret.
        QVERIFY(index.upsert(Id::CustomModel, {{u"id"_s, u"odd-byok"_s}, {u"byokSecretId"_s, 42}}));

        for (int target = 0; target <= int(Kind::Unknown); ++target) {
            const Kind kind = Kind(target);
            QSet<Kind> seen;
            for (const QString &id : {u"t"_s, u"42"_s}) {
                for (const Edge &edge : index.usedBy(kind, id))
                    seen.insert(edge.kind);
            }
            QSet<Kind> named;
            for (const Id user : RelationIndex::userKinds(kind))
                named.insert(RelationIndex::kindOf(user));
            QVERIFY2(seen == named,
                     qPrintable(u"users of a %1: seen %2, userKinds %3"_s.arg(
                         kindText(kind), QString::number(seen.size()), QString::number(named.size()))));
        }
    }

    void objectsWithoutAnId()
    {
        RelationIndex index;
        QVERIFY(!index.upsert(Id::Tool, tool(QString(), {authField(u"A"_s, u"s1"_s)})));
        QVERIFY(!index.upsert(Id::Tool, {{u"id"_s, 17}, {u"authFields"_s, QJsonArray {authField(u"A"_s, u"s1"_s)}}}));
        QVERIFY(!index.upsert(Id::ChatCompletion, {{u"id"_s, u"x"_s}}));
        index.setObjects(Id::Secret, {{{u"name"_s, u"nameless"_s}}, {{u"id"_s, u"s1"_s}, {u"name"_s, u"Key"_s}}});
        QCOMPARE(index.objectCount(), 1);
        QCOMPARE(index.edgeCount(), 0);
        QVERIFY(index.usedBy(Id::Secret, u"s1"_s).isEmpty());
        QCOMPARE(index.name(Id::Secret, u"S1"_s), u"Key"_s);
        QVERIFY(!index.remove(Id::Secret, u"nobody"_s));
    }

    // Ids in any case meet; each end keeps the id as it was written.
    void idsMatchWithoutCase()
    {
        RelationIndex index;
        index.upsert(Id::Secret, {{u"id"_s, u"ab-CD"_s}, {u"name"_s, u"Key"_s}});
        index.upsert(Id::Tool, tool(u"T-One"_s, {authField(u"A"_s, u"AB-cd"_s)}));
        QCOMPARE(lines(index.uses(Id::Tool, u"t-one"_s)),
                 QStringList {line(Relation::AuthField, Kind::Secret, u"AB-cd"_s, u"A"_s)});
        QCOMPARE(lines(index.usedBy(Id::Secret, u"AB-CD"_s)),
                 QStringList {line(Relation::AuthField, Kind::Tool, u"T-One"_s, u"A"_s)});
        QCOMPARE(index.name(Id::Secret, u"AB-CD"_s), u"Key"_s);
    }

    // Many updates and deletes in a random order, over objects sharing their
    // targets: after each step, both directions agree and the counts are exact.
    void randomUpdatesKeepBothDirections()
    {
        QRandomGenerator random(20261125);
        RelationIndex index;
        std::map<std::pair<Id, QString>, QJsonObject> objects;
        const auto secretId = [&random] { return u"s%1"_s.arg(random.bounded(6)); };
        const auto modelId = [&random] { return u"c%1"_s.arg(random.bounded(5)); };
        for (int step = 0; step < 600; ++step) {
            const int which = random.bounded(4);
            const QString n = QString::number(random.bounded(12));
            std::pair<Id, QString> key;
            QJsonObject object;
            if (which == 0) {
                QJsonArray fields;
                for (int i = random.bounded(4); i > 0; --i)
                    fields.append(authField(u"H%1"_s.arg(i), secretId()));
                QJsonArray scopes {scope(u"customModel"_s, modelId())};
                if (random.bounded(2))
                    scopes.append(scope(u"groupModel"_s, u"g%1"_s.arg(random.bounded(4))));
                key = {Id::Tool, u"t"_s + n};
                object = tool(key.second, fields, scopes);
            } else if (which == 1) {
                key = {Id::CustomModel, u"c"_s + n};
                object = {{u"id"_s, key.second}, {u"byokSecretId"_s, secretId()}};
            } else if (which == 2) {
                QJsonArray agents;
                for (int i = random.bounded(3); i > 0; --i)
                    agents.append(
                        agent(random.bounded(3) ? customRef(modelId()) : groupRef(QString(u"g"_s + n)), u"r"_s));
                key = {Id::GroupModel, u"g"_s + n};
                object = {{u"id"_s, key.second}, {u"brain"_s, customRef(modelId())}, {u"agents"_s, agents}};
            } else {
                if (objects.empty())
                    continue;
                auto it = objects.begin();
                std::advance(it, random.bounded(int(objects.size())));
                QVERIFY(index.remove(it->first.first, it->first.second));
                objects.erase(it);
                checkBothWays(index, objects);
                if (QTest::currentTestFailed())
                    return;
                continue;
            }
            QVERIFY(index.upsert(key.first, object));
            objects[key] = object;
            checkBothWays(index, objects);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(index.objectCount(), qsizetype(objects.size()));
        }
        for (const auto &[key, object] : objects)
            QVERIFY(index.remove(key.first, key.second));
        QCOMPARE(index.edgeCount(), 0);
        QCOMPARE(index.objectCount(), 0);
        QVERIFY(index.usedBy(Id::Secret, u"s1"_s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_RelationIndex)
#include "tst_relationindex.moc"

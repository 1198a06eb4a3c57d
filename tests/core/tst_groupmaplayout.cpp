#include "core/relations/GroupMapLayout.h"
#include "core/relations/NameBook.h"
#include "support/MapGeometry.h"
#include "support/SandboxClient.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::GroupMapLayout;
using baton::NameBook;
using baton::RelationIndex;
using baton::ResourceKind;
using Id = ResourceKind::Id;
using Kind = RelationIndex::Kind;
using Relation = RelationIndex::Relation;
using Flag = GroupMapLayout::Flag;
using Column = GroupMapLayout::Column;

namespace {

// Text measured as a monospaced font would: 7 units a character.
GroupMapLayout::Metrics metrics()
{
    GroupMapLayout::Metrics m;
    m.labelWidth = [](const QString &text) { return qreal(text.size() * 7); };
    m.detailWidth = [](const QString &text) { return qreal(text.size() * 6); };
    m.headingWidth = [](const QString &text) { return qreal(text.size() * 7); };
    return m;
}

QString labelOf(const RelationIndex &index, Kind kind, const QString &id)
{
    const QString name = index.name(kind, id);
    return name.isEmpty() ? u"? "_s + id : name;
}

GroupMapLayout layout(const RelationIndex &index, const QString &group)
{
    return GroupMapLayout::make(
        index, [&index](Kind kind, const QString &id) { return labelOf(index, kind, id); }, group, metrics());
}

QJsonObject custom(const QString &id, const QString &name)
{
    return {{u"id"_s, id}, {u"name"_s, name}, {u"llmModelName"_s, u"gpt-test"_s}};
}

QJsonObject ref(const QString &type, const QString &member, const QJsonValue &id)
{
    return {{u"type"_s, type}, {member, id}};
}

QJsonObject agent(const QJsonObject &ref, const QString &role)
{
    return {{u"ref"_s, ref}, {u"role"_s, role}};
}

QJsonObject groupModel(const QString &id, const QString &name, const QJsonObject &brain, const QJsonArray &agents)
{
    return {{u"id"_s, id}, {u"name"_s, name}, {u"brain"_s, brain}, {u"agents"_s, agents}};
}

QJsonObject scope(const QString &type, const QJsonValue &id)
{
    return {{u"type"_s, type}, {u"id"_s, id}};
}

QJsonObject tool(const QString &id, const QString &name, const QJsonArray &scopes, const QJsonArray &authFields = {},
                 const QJsonValue &needUserValidation = QJsonValue::Undefined)
{
    QJsonObject object {{u"id"_s, id}, {u"name"_s, name}, {u"scopes"_s, scopes}, {u"authFields"_s, authFields}};
    if (!needUserValidation.isUndefined())
        object.insert(u"needUserValidation"_s, needUserValidation);
    return object;
}

QJsonObject auth(const QString &secret)
{
    return {{u"key"_s, u"Authorization"_s}, {u"secretId"_s, secret}};
}

// The labels of the nodes in a column, sorted.
QStringList column(const GroupMapLayout &map, Column which)
{
    QStringList labels;
    for (const GroupMapLayout::Node &node : map.nodes()) {
        if (node.column == which)
            labels << node.label;
    }
    labels.sort();
    return labels;
}

// The edges between two nodes, either way.
int edgesBetween(const GroupMapLayout &map, int a, int b)
{
    return int(std::count_if(map.edges().cbegin(), map.edges().cend(), [a, b](const GroupMapLayout::Edge &edge) {
        return (edge.from == a && edge.to == b) || (edge.from == b && edge.to == a);
    }));
}

} // namespace

// GroupMapLayout: the demo data's group model read whole from the sandbox
// through a NameBook, and maps of odd shapes fed straight into an index.
class tst_GroupMapLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The sandbox's "Support desk": an `llm` brain, two custom models as
    // agents (one with its own key), two tools and an API resource shared with
    // the group and with one agent, the key of the ticket tool.
    void demoGroupFromTheSandbox()
    {
        baton::sandbox::ServerConfig config;
        config.demo = true;
        config.tokens = {baton::test::token(u"admin"_s, u"t-admin"_s, ResourceKind::capabilities())};
        baton::test::SandboxClient sandbox(config);
        QVERIFY(sandbox.start());
        sandbox.useToken(u"t-admin"_s);
        NameBook book(sandbox.client);
        book.load();
        QVERIFY(QTest::qWaitFor([&book] { return !book.isLoading(); }, 15000));
        QString desk;
        for (const QString &id : book.index().ids(Kind::GroupModel)) {
            if (book.name(Kind::GroupModel, id) == u"Support desk"_s)
                desk = id;
        }
        QVERIFY(!desk.isEmpty());

        const GroupMapLayout map = GroupMapLayout::make(book, desk, metrics());
        const QStringList wrong = mapgeometry::problems(map);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));

        const auto &nodes = map.nodes();
        QCOMPARE(nodes.first().label, u"Support desk"_s);
        QVERIFY(nodes.first().flags & Flag::ThisGroup);
        QCOMPARE(column(map, Column::Members),
                 (QStringList {u"Research assistant"_s, u"Support assistant"_s, u"Support desk"_s, u"gpt-4o"_s}));
        QCOMPARE(column(map, Column::Shared),
                 (QStringList {u"Service status"_s, u"create_ticket"_s, u"notify_team"_s}));
        QCOMPARE(column(map, Column::Secrets), (QStringList {u"Model provider key"_s, u"Ticket API key"_s}));

        const int brain = map.find(Kind::Unknown, u"gpt-4o"_s);
        QVERIFY(brain > 0);
        QVERIFY(nodes.at(brain).flags & Flag::BaseModel);
        QCOMPARE(nodes.at(brain).detail, u"Brain · base model"_s);
        const int researcher = int(std::find_if(nodes.cbegin(), nodes.cend(),
                                                [](const auto &node) { return node.label == u"Research assistant"_s; })
                                   - nodes.cbegin());
        const int writer = int(std::find_if(nodes.cbegin(), nodes.cend(),
                                            [](const auto &node) { return node.label == u"Support assistant"_s; })
                               - nodes.cbegin());
        QCOMPARE(nodes.at(researcher).detail, u"Agent: researcher"_s);
        QCOMPARE(nodes.at(writer).detail, u"Agent: writer"_s);
        // The brain above the agents, in the order written, under the group.
        QVERIFY(nodes.first().rect.bottom() < nodes.at(brain).rect.top());
        QVERIFY(nodes.at(brain).rect.bottom() < nodes.at(researcher).rect.top());
        QVERIFY(nodes.at(researcher).rect.bottom() < nodes.at(writer).rect.top());

        // create_ticket: one node, shared with the group and the writer, and
        // the key of its auth field; it waits for approval, notify_team does not.
        const auto byLabel = [&nodes](const QString &label) {
            for (qsizetype i = 0; i < nodes.size(); ++i) {
                if (nodes.at(i).label == label)
                    return int(i);
            }
            return -1;
        };
        const int ticket = byLabel(u"create_ticket"_s);
        const int notify = byLabel(u"notify_team"_s);
        QVERIFY(nodes.at(ticket).flags & Flag::NeedsApproval);
        QCOMPARE(nodes.at(ticket).detail, u"Tool · needs approval"_s);
        QVERIFY(!(nodes.at(notify).flags & Flag::NeedsApproval));
        QCOMPARE(nodes.at(notify).detail, u"Tool"_s);
        QCOMPARE(edgesBetween(map, ticket, 0), 1);
        QCOMPARE(edgesBetween(map, ticket, writer), 1);
        QCOMPARE(edgesBetween(map, ticket, researcher), 0);
        QCOMPARE(edgesBetween(map, ticket, byLabel(u"Ticket API key"_s)), 1);
        // The researcher's own key, in a lane below the shared column.
        const int key = byLabel(u"Model provider key"_s);
        QCOMPARE(edgesBetween(map, researcher, key), 1);
        QVERIFY(nodes.at(key).rect.top() > nodes.at(ticket).rect.bottom());
        for (const GroupMapLayout::Node &node : nodes)
            QVERIFY2(!(node.flags & Flag::NotVisible), qPrintable(node.label));
    }

    // A tool shared with two agents and the group is one node with three edges;
    // two auth fields with one secret make one edge.
    void sharedObjectsOnce()
    {
        RelationIndex index;
        index.setObjects(Id::CustomModel, {custom(u"m1"_s, u"Writer"_s), custom(u"m2"_s, u"Reader"_s)});
        index.setObjects(Id::GroupModel,
                         {groupModel(u"g"_s, u"Desk"_s, ref(u"custom"_s, u"customModelId"_s, u"m1"_s),
                                     {agent(ref(u"custom"_s, u"customModelId"_s, u"m1"_s), u"a"_s),
                                      agent(ref(u"custom"_s, u"customModelId"_s, u"M2"_s), u"b"_s)})});
        index.setObjects(Id::Secret, {{{u"id"_s, u"s"_s}, {u"name"_s, u"Key"_s}}});
        index.setObjects(Id::Tool,
                         {tool(u"t"_s, u"Mail"_s,
                               {scope(u"customModel"_s, u"m1"_s), scope(u"customModel"_s, u"m2"_s),
                                scope(u"groupModel"_s, u"g"_s), scope(u"team"_s, u"team-1"_s)},
                               {auth(u"s"_s), QJsonObject {{u"key"_s, u"X-Key"_s}, {u"secretId"_s, u"S"_s}}}, false)});
        index.setObjects(Id::File,
                         {{{u"id"_s, u"f"_s},
                           {u"fileName"_s, u"notes.txt"_s},
                           {u"scopes"_s, QJsonArray {scope(u"customModel"_s, u"m2"_s)}}}});
        const GroupMapLayout map = layout(index, u"g"_s);
        const QStringList wrong = mapgeometry::problems(map);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        QCOMPARE(column(map, Column::Shared), (QStringList {u"Mail"_s, u"notes.txt"_s}));
        QCOMPARE(column(map, Column::Secrets), QStringList {u"Key"_s});
        // Writer is brain and agent: two nodes, each with an edge from Mail.
        QCOMPARE(column(map, Column::Members), (QStringList {u"Desk"_s, u"Reader"_s, u"Writer"_s, u"Writer"_s}));
        const int mail = map.find(Kind::Tool, u"T"_s);
        QVERIFY(mail > 0);
        QVERIFY(!(map.nodes().at(mail).flags & Flag::NeedsApproval));
        const auto from = std::count_if(map.edges().cbegin(), map.edges().cend(),
                                        [mail](const auto &edge) { return edge.from == mail; });
        QCOMPARE(from, 5); // brain, two agents, the group, the secret
        const int key = map.find(Kind::Secret, u"s"_s);
        QCOMPARE(edgesBetween(map, mail, key), 1);
        const auto keyEdge = std::find_if(map.edges().cbegin(), map.edges().cend(),
                                          [key](const auto &edge) { return edge.to == key; });
        QCOMPARE(keyEdge->detail, u"Authorization, X-Key"_s);
    }

    // A chat with the group can use only what is shared with the group
    // itself: what is shared only with its brain, an agent or a group that
    // is an agent is flagged and says so; what is shared with the group too
    // is not.
    void whatTheGroupsChatsCanUse()
    {
        RelationIndex index;
        index.setObjects(Id::CustomModel, {custom(u"m1"_s, u"Brainy"_s), custom(u"m2"_s, u"Scout"_s)});
        index.setObjects(Id::GroupModel,
                         {groupModel(u"g"_s, u"Desk"_s, ref(u"custom"_s, u"customModelId"_s, u"m1"_s),
                                     {agent(ref(u"custom"_s, u"customModelId"_s, u"m2"_s), u"research"_s),
                                      agent(ref(u"group"_s, u"groupModelId"_s, u"g2"_s), u"night"_s)}),
                          groupModel(u"g2"_s, u"Night desk"_s, {}, {})});
        index.setObjects(Id::Tool,
                         {tool(u"t1"_s, u"Both"_s, {scope(u"groupModel"_s, u"G"_s), scope(u"customModel"_s, u"m1"_s)}),
                          tool(u"t2"_s, u"Brain only"_s, {scope(u"customModel"_s, u"m1"_s)}, {}, false),
                          tool(u"t3"_s, u"Nested only"_s, {scope(u"groupModel"_s, u"g2"_s)})});
        index.setObjects(Id::File,
                         {{{u"id"_s, u"f"_s},
                           {u"fileName"_s, u"notes.txt"_s},
                           {u"scopes"_s, QJsonArray {scope(u"customModel"_s, u"m2"_s)}}}});
        const GroupMapLayout map = layout(index, u"g"_s);
        const QStringList wrong = mapgeometry::problems(map);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        const auto node = [&map](Kind kind, const QString &id) { return map.nodes().at(map.find(kind, id)); };
        QVERIFY(!(node(Kind::Tool, u"t1"_s).flags & Flag::NotInGroupChats));
        QCOMPARE(node(Kind::Tool, u"t1"_s).detail, u"Tool · needs approval"_s);
        for (const auto &[kind, id] :
             {std::pair {Kind::Tool, u"t2"_s}, std::pair {Kind::Tool, u"t3"_s}, std::pair {Kind::File, u"f"_s}}) {
            const GroupMapLayout::Node shared = node(kind, id);
            QVERIFY2(shared.flags & Flag::NotInGroupChats, qPrintable(shared.label));
            QVERIFY2(shared.detail.endsWith(u" · not in this group's chats"_s), qPrintable(shared.detail));
        }
        QCOMPARE(node(Kind::Tool, u"t3"_s).detail, u"Tool · needs approval · not in this group's chats"_s);
        // The members themselves are not shared objects.
        QVERIFY(!(node(Kind::CustomModel, u"m1"_s).flags & Flag::NotInGroupChats));
    }

    // needUserValidation missing or true: approval; false: none.
    void approvalFlag()
    {
        RelationIndex index;
        index.setObjects(Id::GroupModel, {groupModel(u"g"_s, u"Desk"_s, {}, {})});
        const QJsonArray shared {scope(u"groupModel"_s, u"g"_s)};
        index.setObjects(Id::Tool,
                         {tool(u"t1"_s, u"Unsaid"_s, shared), tool(u"t2"_s, u"Asks"_s, shared, {}, true),
                          tool(u"t3"_s, u"Free"_s, shared, {}, false), tool(u"t4"_s, u"Odd"_s, shared, {}, u"no"_s)});
        const GroupMapLayout map = layout(index, u"g"_s);
        const auto needs = [&map](const QString &id) {
            return bool(map.nodes().at(map.find(Kind::Tool, id)).flags & Flag::NeedsApproval);
        };
        QVERIFY(needs(u"t1"_s));
        QVERIFY(needs(u"t2"_s));
        QVERIFY(!needs(u"t3"_s));
        QVERIFY(needs(u"t4"_s));
    }

    // References the index cannot follow are nodes that say so; nothing fails.
    void oddReferences()
    {
        RelationIndex index;
        index.setObjects(Id::CustomModel, {custom(u"m1"_s, u"Writer"_s)});
        index.setObjects(
            Id::GroupModel,
            {groupModel(u"g"_s, u"Desk"_s, ref(u"custom"_s, u"customModelId"_s, u"gone"_s),
                        {agent(ref(u"group"_s, u"groupModelId"_s, u"G"_s), u"self"_s),
                         agent(ref(u"group"_s, u"groupModelId"_s, u"panel"_s), u"panel"_s),
                         agent(ref(u"robot"_s, u"id"_s, 42), u"odd"_s),
                         agent(ref(u"custom"_s, u"customModelId"_s, QJsonValue::Null), u"empty"_s),
                         agent(ref(u"llm"_s, u"llmModelName"_s, u"gpt-4o"_s), u"plain"_s),
                         QJsonObject {{u"role"_s, u"no ref"_s}}}),
             // A cycle: the panel has the desk as its agent.
             groupModel(u"panel"_s, u"Panel"_s, {}, {agent(ref(u"group"_s, u"groupModelId"_s, u"g"_s), u"back"_s)})});
        index.setObjects(
            Id::Tool,
            {tool(u"t"_s, u"Panel tool"_s, {scope(u"groupModel"_s, u"panel"_s)}, {auth(u"hidden-secret"_s)}),
             tool(u"u"_s, u"Lost tool"_s, {scope(u"customModel"_s, u"gone"_s)}),
             tool(u"w"_s, u"Weird scope"_s, {scope(u"planet"_s, u"g"_s)})});
        const GroupMapLayout map = layout(index, u"g"_s);
        const QStringList wrong = mapgeometry::problems(map);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        const auto &nodes = map.nodes();
        const auto flagsOf = [&](Kind kind, const QString &id) {
            const int at = map.find(kind, id);
            return at < 0 ? GroupMapLayout::Flags() : nodes.at(at).flags;
        };
        QVERIFY(flagsOf(Kind::CustomModel, u"gone"_s) & Flag::NotVisible);
        // The group as its own agent: a node of its own besides the group.
        int self = -1;
        for (qsizetype i = 1; i < nodes.size(); ++i) {
            if (nodes.at(i).flags & Flag::RefersToItself)
                self = int(i);
        }
        QVERIFY(self > 0);
        QCOMPARE(nodes.at(self).detail, u"Agent: self · this group model"_s);
        // The nested group: a node, with what is shared with it; its own
        // agents (the desk again) are not followed.
        QCOMPARE(nodes.at(map.find(Kind::GroupModel, u"panel"_s)).label, u"Panel"_s);
        QVERIFY(map.find(Kind::Tool, u"t"_s) > 0);
        QVERIFY(flagsOf(Kind::Secret, u"hidden-secret"_s) & Flag::NotVisible);
        QVERIFY(flagsOf(Kind::Unknown, u"42"_s) & Flag::UnknownKind);
        QVERIFY(flagsOf(Kind::Unknown, u"gpt-4o"_s) & Flag::BaseModel);
        // Shared with a model the index does not know: still on the map.
        QVERIFY(map.find(Kind::Tool, u"u"_s) > 0);
        QCOMPARE(map.find(Kind::Tool, u"w"_s), -1);
        // group, brain, self, panel, 42, gpt-4o; the agents without a target are not drawn.
        QCOMPARE(column(map, Column::Members).size(), 6);

        // The panel's map has the desk as its agent, and stops there.
        const GroupMapLayout panel = layout(index, u"panel"_s);
        QVERIFY(mapgeometry::problems(panel).isEmpty());
        QCOMPARE(column(panel, Column::Members), (QStringList {u"Desk"_s, u"Panel"_s}));
    }

    // A group the index does not hold, and one with nothing in it.
    void emptyAndMissingGroups()
    {
        RelationIndex index;
        const GroupMapLayout missing = layout(index, u"nowhere"_s);
        QCOMPARE(missing.nodes().size(), 1);
        QVERIFY(missing.nodes().first().flags & Flag::NotVisible);
        QVERIFY(missing.edges().isEmpty());
        QVERIFY(mapgeometry::problems(missing).isEmpty());
        QVERIFY(missing.bounds().contains(missing.nodes().first().rect));

        index.setObjects(Id::GroupModel, {groupModel(u"g"_s, u"Bare"_s, {}, {}), {{u"id"_s, u"x"_s}}});
        const GroupMapLayout bare = layout(index, u"g"_s);
        QCOMPARE(bare.nodes().size(), 1);
        QCOMPARE(bare.headings().size(), 1);
        QCOMPARE(layout(index, u"x"_s).nodes().size(), 1);
        QCOMPARE(layout(index, QString()).nodes().size(), 1);
    }

    // A model in `app` mode does not send its key: no edge. Keys in `byok`
    // mode run down lanes of their own, one per edge, and cross nothing; a
    // key that a tool uses too is one node.
    void modelKeys()
    {
        RelationIndex index;
        QList<QJsonObject> models;
        QJsonArray agents;
        for (int i = 0; i < 6; ++i) {
            QJsonObject model = custom(u"m%1"_s.arg(i), u"Model %1"_s.arg(i));
            model.insert(u"credentialMode"_s, i == 5 ? u"app"_s : u"byok"_s);
            model.insert(u"byokSecretId"_s, i < 2 ? u"shared-key"_s : u"key%1"_s.arg(i));
            models << model;
            agents.append(agent(ref(u"custom"_s, u"customModelId"_s, u"m%1"_s.arg(i)), u"r%1"_s.arg(i)));
        }
        index.setObjects(Id::CustomModel, models);
        index.setObjects(Id::GroupModel, {groupModel(u"g"_s, u"Keys"_s, {}, agents)});
        QList<QJsonObject> secrets;
        for (const QString &id : {u"shared-key"_s, u"key2"_s, u"key3"_s, u"key4"_s, u"key5"_s})
            secrets << QJsonObject {{u"id"_s, id}, {u"name"_s, id}};
        index.setObjects(Id::Secret, secrets);
        QList<QJsonObject> tools;
        for (int i = 0; i < 12; ++i)
            tools << tool(u"t%1"_s.arg(i), u"Tool %1"_s.arg(i), {scope(u"customModel"_s, u"m%1"_s.arg(i % 6))},
                          {auth(i == 0 ? u"key3"_s : u"shared-key"_s)});
        index.setObjects(Id::Tool, tools);

        const GroupMapLayout map = layout(index, u"g"_s);
        const QStringList wrong = mapgeometry::problems(map);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        QCOMPARE(map.find(Kind::Secret, u"key5"_s), -1);
        QCOMPARE(column(map, Column::Secrets), (QStringList {u"key2"_s, u"key3"_s, u"key4"_s, u"shared-key"_s}));
        QList<qreal> lanes;
        for (const GroupMapLayout::Edge &edge : map.edges()) {
            if (edge.relation != Relation::ByokSecret)
                continue;
            QCOMPARE(edge.path.size(), 4);
            QCOMPARE(edge.detail, u"byok"_s);
            QVERIFY(!lanes.contains(edge.path.at(1).x()));
            lanes << edge.path.at(1).x();
            // Below every shared object.
            for (const GroupMapLayout::Node &node : map.nodes()) {
                if (node.column == Column::Shared)
                    QVERIFY(edge.path.at(2).y() > node.rect.bottom());
            }
        }
        QCOMPARE(lanes.size(), 5);
    }

    // Texts are measured by the caller and capped; the columns do not touch.
    void measuredText()
    {
        RelationIndex index;
        index.setObjects(Id::GroupModel, {groupModel(u"g"_s, QString(500, u'w'), {}, {})});
        index.setObjects(Id::Tool, {tool(u"t"_s, u"Short"_s, {scope(u"groupModel"_s, u"g"_s)})});
        GroupMapLayout::Metrics wide = metrics();
        wide.maxTextWidth = 200;
        const GroupMapLayout map = GroupMapLayout::make(
            index, [&index](Kind kind, const QString &id) { return labelOf(index, kind, id); }, u"g"_s, wide);
        const auto &group = map.nodes().first();
        const qreal chrome = wide.padding * 2 + wide.iconSize;
        QVERIFY(group.rect.width() <= chrome + 200 + 8);
        const auto &shared = map.nodes().at(map.find(Kind::Tool, u"t"_s));
        QVERIFY(shared.rect.right() < group.rect.left());
        QVERIFY(shared.rect.width() >= wide.headingWidth(map.headings().first().text));
    }
};

QTEST_GUILESS_MAIN(tst_GroupMapLayout)
#include "tst_groupmaplayout.moc"

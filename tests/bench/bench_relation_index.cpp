// RelationIndex over lists the size of a large deployment: the time to build
// it from every list, the time of a used-by query (median and worst, for
// secrets, custom models and group models picked at random), and the time of
// one upsert of a tool, against the same used-by answered by a linear scan
// of the objects, as a console without the index would. Objects are built in
// memory in the shape the sandbox returns them. Not a test: it prints figures.
//
//   bench_relation_index [tools=100000] [customModels=10000] [groupModels=1000]
//                        [queries=1000] [rounds=3]

#include "core/relations/RelationIndex.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTextStream>
#include <QUuid>

#include <algorithm>

using namespace Qt::StringLiterals;
using baton::RelationIndex;
using Id = baton::ResourceKind::Id;
using Kind = RelationIndex::Kind;

namespace {

struct Data {
    QStringList teams, secrets, customModels, groupModels;
    QList<QJsonObject> secretRows, toolRows, customRows, groupRows;
};

QString newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QJsonObject stamped(QJsonObject object, const QString &id)
{
    object.insert(u"id"_s, id);
    object.insert(u"ownerId"_s, u"user-bench"_s);
    object.insert(u"createdAt"_s, u"2026-11-25T12:00:00Z"_s);
    object.insert(u"updatedAt"_s, u"2026-11-25T12:00:00Z"_s);
    return object;
}

QJsonObject customRef(const QString &id)
{
    return {{u"type"_s, u"custom"_s}, {u"customModelId"_s, id}};
}

// Each secret is used by a few dozen tools, each custom model by a few tools
// and agents, as in a deployment where tools share credentials and models.
Data makeData(int tools, int customModels, int groupModels)
{
    QRandomGenerator random(20261125);
    Data d;
    for (int i = 0; i < 5; ++i)
        d.teams << newId();
    const int secrets = std::max(1, tools / 50);
    for (int i = 0; i < secrets; ++i) {
        d.secrets << newId();
        d.secretRows << stamped({{u"name"_s, u"key %1"_s.arg(i)},
                                 {u"scope"_s, u"user"_s},
                                 {u"provider"_s, u"bench"_s},
                                 {u"hasValue"_s, true}},
                                d.secrets.constLast());
    }
    const auto pick = [&random](const QStringList &ids) { return ids.at(random.bounded(int(ids.size()))); };
    for (int i = 0; i < customModels; ++i) {
        d.customModels << newId();
        QJsonObject model {{u"name"_s, u"model %1"_s.arg(i)},
                           {u"llmModelName"_s, u"gpt-test"_s},
                           {u"category"_s, u"bench"_s},
                           {u"tags"_s, QJsonArray {u"a"_s, u"b"_s}},
                           {u"isPublic"_s, false},
                           {u"teamIds"_s, QJsonArray {pick(d.teams)}},
                           {u"credentialMode"_s, i % 2 ? u"byok"_s : u"app"_s}};
        if (i % 2)
            model.insert(u"byokSecretId"_s, pick(d.secrets));
        d.customRows << stamped(model, d.customModels.constLast());
    }
    for (int i = 0; i < groupModels; ++i)
        d.groupModels << newId();
    for (int i = 0; i < groupModels; ++i) {
        QJsonArray agents;
        for (int a = 1 + random.bounded(4); a > 0; --a)
            agents.append(QJsonObject {{u"ref"_s, customRef(pick(d.customModels))}, {u"role"_s, u"agent %1"_s.arg(a)}});
        if (i % 10 == 0)
            agents.append(QJsonObject {
                {u"ref"_s, QJsonObject {{u"type"_s, u"group"_s}, {u"groupModelId"_s, pick(d.groupModels)}}},
                {u"role"_s, u"panel"_s}});
        d.groupRows << stamped({{u"name"_s, u"group %1"_s.arg(i)},
                                {u"defaultMode"_s, u"auto"_s},
                                {u"icon"_s, u"forum"_s},
                                {u"brain"_s, customRef(pick(d.customModels))},
                                {u"agents"_s, agents}},
                               d.groupModels.at(i));
    }
    for (int i = 0; i < tools; ++i) {
        QJsonArray authFields;
        for (int a = random.bounded(3); a > 0; --a)
            authFields.append(QJsonObject {{u"key"_s, a == 1 ? u"Authorization"_s : u"X-Api-Key"_s},
                                           {u"secretId"_s, pick(d.secrets)}});
        QJsonArray scopes {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, pick(d.customModels)}}};
        if (i % 3 == 0)
            scopes.append(QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, pick(d.teams)}});
        if (i % 4 == 0)
            scopes.append(QJsonObject {{u"type"_s, u"groupModel"_s}, {u"id"_s, pick(d.groupModels)}});
        d.toolRows << stamped({{u"name"_s, u"tool %1"_s.arg(i)},
                               {u"description"_s, u"Benchmark tool number %1"_s.arg(i)},
                               {u"method"_s, u"POST"_s},
                               {u"needUserValidation"_s, true},
                               {u"urlTemplate"_s, u"https://example.test/t/%1"_s.arg(i)},
                               {u"staticHeadersNonSecret"_s, QJsonObject {{u"Accept"_s, u"application/json"_s}}},
                               {u"timeoutMs"_s, 1000},
                               {u"authFields"_s, authFields},
                               {u"scopes"_s, scopes},
                               {u"tags"_s, QJsonArray {u"bench"_s}}},
                              newId());
    }
    return d;
}

void build(RelationIndex &index, const Data &d)
{
    index.setObjects(Id::Secret, d.secretRows);
    index.setObjects(Id::CustomModel, d.customRows);
    index.setObjects(Id::GroupModel, d.groupRows);
    index.setObjects(Id::Tool, d.toolRows);
}

bool sameId(const QJsonValue &value, const QString &id)
{
    return value.toString().compare(id, Qt::CaseInsensitive) == 0;
}

// What a console without the index does: reads every object's references.
int scanUsedBy(const Data &d, Kind kind, const QString &id)
{
    int found = 0;
    if (kind == Kind::Secret) {
        for (const QJsonObject &tool : d.toolRows) {
            for (const QJsonValue &field : tool.value(u"authFields"_s).toArray())
                found += sameId(field.toObject().value(u"secretId"_s), id) ? 1 : 0;
        }
        for (const QJsonObject &model : d.customRows)
            found += sameId(model.value(u"byokSecretId"_s), id) ? 1 : 0;
        return found;
    }
    const QString scopeType = kind == Kind::CustomModel ? u"customModel"_s : u"groupModel"_s;
    const QString refType = kind == Kind::CustomModel ? u"custom"_s : u"group"_s;
    const QString refMember = kind == Kind::CustomModel ? u"customModelId"_s : u"groupModelId"_s;
    for (const QJsonObject &tool : d.toolRows) {
        for (const QJsonValue &entry : tool.value(u"scopes"_s).toArray()) {
            const QJsonObject scope = entry.toObject();
            found += scope.value(u"type"_s).toString() == scopeType && sameId(scope.value(u"id"_s), id) ? 1 : 0;
        }
    }
    const auto refers = [&](const QJsonObject &ref) {
        return ref.value(u"type"_s).toString() == refType && sameId(ref.value(refMember), id) ? 1 : 0;
    };
    for (const QJsonObject &group : d.groupRows) {
        found += refers(group.value(u"brain"_s).toObject());
        for (const QJsonValue &agent : group.value(u"agents"_s).toArray())
            found += refers(agent.toObject().value(u"ref"_s).toObject());
    }
    return found;
}

struct Figures {
    double median = 0;
    double worst = 0;
};

Figures figures(QList<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return {ms.isEmpty() ? 0 : ms.at(ms.size() / 2), ms.isEmpty() ? 0 : ms.constLast()};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const auto arg = [&args](int i, int fallback) { return args.size() > i ? args.at(i).toInt() : fallback; };
    const int tools = arg(1, 100000);
    const int customModels = std::max(1, arg(2, 10000));
    const int groupModels = std::max(1, arg(3, 1000));
    const int queries = arg(4, 1000);
    const int rounds = std::max(1, arg(5, 3));
    QTextStream out(stdout);

    QElapsedTimer timer;
    timer.start();
    const Data d = makeData(tools, customModels, groupModels);
    out << "objects: " << d.secretRows.size() << " secrets, " << tools << " tools, " << customModels
        << " custom models, " << groupModels << " group models (made in " << timer.elapsed() << " ms)\n";

    QList<double> builds;
    RelationIndex index;
    for (int round = 0; round < rounds; ++round) {
        RelationIndex fresh;
        timer.start();
        build(fresh, d);
        builds << double(timer.nsecsElapsed()) / 1e6;
        index = std::move(fresh);
    }
    const Figures built = figures(builds);
    out << "build: median " << built.median << " ms, worst " << built.worst << " ms (" << rounds << " rounds; "
        << index.objectCount() << " objects, " << index.edgeCount() << " edges)\n";

    // Targets picked at random, a third of each kind.
    QRandomGenerator random(7);
    struct Query {
        Kind kind;
        QString id;
    };
    QList<Query> asked;
    for (int i = 0; i < queries; ++i) {
        switch (i % 3) {
        case 0:
            asked.append({Kind::Secret, d.secrets.at(random.bounded(int(d.secrets.size())))});
            break;
        case 1:
            asked.append({Kind::CustomModel, d.customModels.at(random.bounded(customModels))});
            break;
        default:
            asked.append({Kind::GroupModel, d.groupModels.at(random.bounded(groupModels))});
            break;
        }
    }
    QList<double> lookups;
    qsizetype answers = 0;
    qsizetype largest = 0;
    for (const Query &query : asked) {
        timer.start();
        const qsizetype size = index.usedBy(query.kind, query.id).size();
        lookups << double(timer.nsecsElapsed()) / 1e6;
        answers += size;
        largest = std::max(largest, size);
    }
    const Figures lookup = figures(lookups);
    out << "used-by (index): median " << lookup.median << " ms, worst " << lookup.worst << " ms over " << asked.size()
        << " queries (" << (asked.isEmpty() ? 0 : answers / asked.size()) << " users on average, " << largest
        << " at most)\n";

    // The scan takes about as long as a build per query: a sample suffices,
    // and its answers are checked against the index's.
    QList<double> scans;
    int disagreements = 0;
    for (qsizetype i = 0; i < std::min<qsizetype>(asked.size(), 30); ++i) {
        timer.start();
        const int size = scanUsedBy(d, asked.at(i).kind, asked.at(i).id);
        scans << double(timer.nsecsElapsed()) / 1e6;
        disagreements += size == index.usedBy(asked.at(i).kind, asked.at(i).id).size() ? 0 : 1;
    }
    const Figures scan = figures(scans);
    out << "used-by (linear scan): median " << scan.median << " ms, worst " << scan.worst << " ms over " << scans.size()
        << " queries; " << disagreements << " answers differ from the index\n";

    // A team is the widest target: a third of the tools name one of five.
    timer.start();
    const qsizetype teamUsers = index.usedBy(Kind::Team, d.teams.constFirst()).size();
    out << "used-by of a team: " << double(timer.nsecsElapsed()) / 1e6 << " ms for " << teamUsers << " users\n";

    QList<double> upserts;
    for (int i = 0; i < std::min(queries, tools); ++i) {
        QJsonObject changed = d.toolRows.at(random.bounded(tools));
        changed.insert(u"authFields"_s,
                       QJsonArray {QJsonObject {{u"key"_s, u"Authorization"_s},
                                                {u"secretId"_s, d.secrets.at(random.bounded(int(d.secrets.size())))}}});
        timer.start();
        index.upsert(Id::Tool, changed);
        upserts << double(timer.nsecsElapsed()) / 1e6;
    }
    const Figures upsert = figures(upserts);
    out << "upsert of a tool: median " << upsert.median << " ms, worst " << upsert.worst << " ms over "
        << upserts.size() << " updates\n";
    return disagreements == 0 ? 0 : 1;
}

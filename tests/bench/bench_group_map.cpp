// GroupMapLayout on a large group model: a brain and 50 agents (custom
// models, every fifth with its own key), 500 tools shared with one to three
// of them or with the group, each with up to two secrets among 40, among
// 10 000 other tools the group does not use. Texts are measured with the
// application font, as the map does. Printed: the time to lay the map out
// (median and worst of the rounds) against a baseline in the same run, the
// index lookups alone that any view of those relations makes (the members'
// used-by and the tools' uses); and whether the map has overlapping boxes or
// edges through boxes. Not a test: it prints figures, and exits 1 when the
// layout takes 200 ms or more or its geometry is wrong.
//
//   QT_QPA_PLATFORM=offscreen bench_group_map [agents=50] [tools=500] [others=10000] [rounds=5]

#include "core/relations/GroupMapLayout.h"
#include "core/relations/RelationIndex.h"
#include "support/MapGeometry.h"

#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTextStream>
#include <QUuid>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using baton::GroupMapLayout;
using baton::RelationIndex;
using Id = baton::ResourceKind::Id;
using Kind = RelationIndex::Kind;

namespace {

constexpr double BudgetMs = 200;

QString newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QJsonObject customRef(const QString &id)
{
    return {{u"type"_s, u"custom"_s}, {u"customModelId"_s, id}};
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    const auto arg = [&args](int i, int fallback) { return args.size() > i ? args.at(i).toInt() : fallback; };
    const int agents = std::max(1, arg(1, 50));
    const int tools = std::max(0, arg(2, 500));
    const int others = std::max(0, arg(3, 10000));
    const int rounds = std::max(1, arg(4, 5));
    QTextStream out(stdout);
    QRandomGenerator random(20261125);

    QList<QJsonObject> secretRows, customRows, toolRows;
    QStringList secrets;
    for (int i = 0; i < 40; ++i) {
        secrets << newId();
        secretRows << QJsonObject {{u"id"_s, secrets.constLast()}, {u"name"_s, u"Service key %1"_s.arg(i)}};
    }
    QStringList models;
    for (int i = 0; i <= agents; ++i) {
        models << newId();
        QJsonObject model {{u"id"_s, models.constLast()},
                           {u"name"_s, i == 0 ? u"Planner"_s : u"Specialist agent %1"_s.arg(i)},
                           {u"llmModelName"_s, u"gpt-4o"_s}};
        if (i % 5 == 0) {
            model.insert(u"credentialMode"_s, u"byok"_s);
            model.insert(u"byokSecretId"_s, secrets.at(i % secrets.size()));
        }
        customRows << model;
    }
    const QString group = newId();
    QJsonArray agentRefs;
    for (int i = 1; i <= agents; ++i)
        agentRefs.append(QJsonObject {{u"ref"_s, customRef(models.at(i))}, {u"role"_s, u"role %1"_s.arg(i)}});
    const QJsonObject groupRow {{u"id"_s, group},
                                {u"name"_s, u"Large desk"_s},
                                {u"brain"_s, customRef(models.first())},
                                {u"agents"_s, agentRefs}};
    for (int i = 0; i < tools + others; ++i) {
        QJsonArray scopes;
        if (i < tools) {
            for (int s = 1 + random.bounded(3); s > 0; --s)
                scopes.append(QJsonObject {{u"type"_s, u"customModel"_s},
                                           {u"id"_s, models.at(random.bounded(int(models.size())))}});
            if (i % 10 == 0)
                scopes.append(QJsonObject {{u"type"_s, u"groupModel"_s}, {u"id"_s, group}});
        } else {
            scopes.append(QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, newId()}});
        }
        QJsonArray authFields;
        for (int a = random.bounded(3); a > 0; --a)
            authFields.append(QJsonObject {{u"key"_s, a == 1 ? u"Authorization"_s : u"X-Api-Key"_s},
                                           {u"secretId"_s, secrets.at(random.bounded(int(secrets.size())))}});
        toolRows << QJsonObject {{u"id"_s, newId()},
                                 {u"name"_s, u"tool_number_%1"_s.arg(i)},
                                 {u"needUserValidation"_s, i % 3 != 0},
                                 {u"authFields"_s, authFields},
                                 {u"scopes"_s, scopes}};
    }
    QElapsedTimer timer;
    timer.start();
    RelationIndex index;
    index.setObjects(Id::Secret, secretRows);
    index.setObjects(Id::CustomModel, customRows);
    index.setObjects(Id::GroupModel, {groupRow});
    index.setObjects(Id::Tool, toolRows);
    out << "index: " << index.objectCount() << " objects, " << index.edgeCount() << " edges, built in "
        << double(timer.nsecsElapsed()) / 1e6 << " ms\n";

    const QFont base = QGuiApplication::font();
    QFont bold = base;
    bold.setBold(true);
    const QFontMetricsF label(bold);
    const QFontMetricsF detail(base);
    GroupMapLayout::Metrics metrics;
    metrics.labelWidth = [&label](const QString &text) { return std::ceil(label.horizontalAdvance(text)) + 1; };
    metrics.detailWidth = [&detail](const QString &text) { return std::ceil(detail.horizontalAdvance(text)) + 1; };
    metrics.headingWidth = metrics.labelWidth;
    metrics.labelHeight = std::ceil(label.height());
    metrics.detailHeight = std::ceil(detail.height());
    metrics.headingHeight = metrics.labelHeight;
    metrics.padding = std::ceil(detail.height() / 2);
    metrics.maxTextWidth = std::ceil(detail.averageCharWidth() * 48);
    const auto labelOf = [&index](Kind kind, const QString &id) {
        const QString name = index.name(kind, id);
        return name.isEmpty() ? id.left(8) : name;
    };

    QList<double> layouts, lookups;
    GroupMapLayout map;
    qsizetype found = 0;
    for (int round = 0; round < rounds; ++round) {
        // The baseline: the lookups of the same relations, nothing drawn.
        timer.start();
        found = 0;
        for (const RelationIndex::Edge &member : index.uses(Kind::GroupModel, group)) {
            for (const RelationIndex::Edge &user : index.usedBy(member.kind, member.id)) {
                found += index.uses(user.kind, user.id).size();
                found += labelOf(user.kind, user.id).size() > 0 ? 1 : 0;
            }
        }
        lookups << double(timer.nsecsElapsed()) / 1e6;

        timer.start();
        map = GroupMapLayout::make(index, labelOf, group, metrics);
        layouts << double(timer.nsecsElapsed()) / 1e6;
    }
    const double layout = median(layouts);
    const double worst = *std::max_element(layouts.cbegin(), layouts.cend());
    const double baseline = median(lookups);
    const auto count = [&map](GroupMapLayout::Column column) {
        return std::count_if(map.nodes().cbegin(), map.nodes().cend(),
                             [column](const auto &node) { return node.column == column; });
    };
    out << "map: " << map.nodes().size() << " boxes (" << count(GroupMapLayout::Column::Members)
        << " group and members, " << count(GroupMapLayout::Column::Shared) << " shared, "
        << count(GroupMapLayout::Column::Secrets) << " secrets), " << map.edges().size() << " edges, "
        << map.bounds().width() << " × " << map.bounds().height() << "\n";
    out << "layout: median " << layout << " ms, worst " << worst << " ms over " << rounds << " rounds (budget "
        << BudgetMs << " ms)\n";
    out << "baseline, the lookups alone: median " << baseline << " ms (" << found << " answers); layout / baseline "
        << (baseline > 0 ? layout / baseline : 0) << "\n";

    timer.start();
    const QStringList wrong = mapgeometry::problems(map);
    out << "geometry: " << (wrong.isEmpty() ? u"no overlaps, no edge through a box"_s : wrong.mid(0, 5).join(u"; "_s))
        << " (checked in " << timer.elapsed() << " ms)\n";
    return wrong.isEmpty() && worst < BudgetMs ? 0 : 1;
}

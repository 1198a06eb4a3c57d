#include "core/relations/GroupMapLayout.h"

#include "core/relations/NameBook.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <array>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

using Kind = RelationIndex::Kind;
using Relation = RelationIndex::Relation;
using Column = GroupMapLayout::Column;
using Flag = GroupMapLayout::Flag;

// The spaces of the map, in the units of the measures.
constexpr qreal Margin = 16;
constexpr qreal HeadingGap = 12;
constexpr qreal IconSpacing = 8;
constexpr qreal LineGap = 2;
constexpr qreal NodeGap = 10;
// Sets the group itself apart from its members.
constexpr qreal GroupGap = 20;
// Sets the models' own keys apart from the secrets of the tools.
constexpr qreal SectionGap = 28;
constexpr qreal ColumnGap = 64;
// Between the members and the line that joins them to the group.
constexpr qreal SpineGap = 20;
// The lanes of the models' keys, in the gap left of the members.
constexpr qreal LaneMargin = 24;
constexpr qreal LaneStep = 6;

QString keyOf(Kind kind, const QString &id)
{
    return QString::number(int(kind)) + u':' + id.toLower();
}

bool isShared(Kind kind)
{
    return kind == Kind::Tool || kind == Kind::ApiResource || kind == Kind::File;
}

// Where a node meets its edges: the middle of its left or right side.
QPointF left(const QRectF &rect)
{
    return {rect.left(), rect.center().y()};
}

QPointF right(const QRectF &rect)
{
    return {rect.right(), rect.center().y()};
}

} // namespace

GroupMapLayout GroupMapLayout::make(const NameBook &names, const QString &groupId, const Metrics &metrics)
{
    return make(
        names.index(), [&names](Kind kind, const QString &id) { return names.label(kind, id); }, groupId, metrics);
}

GroupMapLayout GroupMapLayout::make(const RelationIndex &index, const Labeler &label, const QString &groupId,
                                    const Metrics &metrics)
{
    GroupMapLayout map;
    map.m_metrics = metrics;
    QList<Node> &nodes = map.m_nodes;
    QList<Edge> &edges = map.m_edges;
    QSet<std::pair<int, int>> joined;
    const auto join = [&](int from, int to, Relation relation, const QString &detail) {
        if (joined.contains({from, to})) {
            // Two auth fields of one tool with the same secret: one edge, both headers.
            for (Edge &edge : edges) {
                if (edge.from == from && edge.to == to && !detail.isEmpty() && !edge.detail.contains(detail))
                    edge.detail += (edge.detail.isEmpty() ? QString() : u", "_s) + detail;
            }
            return;
        }
        joined.insert({from, to});
        edges.append({from, to, relation, detail, {}});
    };
    const auto visibility = [&index](Kind kind, const QString &id) {
        if (kind == Kind::Unknown)
            return Flags(Flag::UnknownKind) | Flag::NotVisible;
        return index.contains(kind, id) ? Flags() : Flags(Flag::NotVisible);
    };
    const auto named = [&label](Kind kind, const QString &id) {
        const QString text = label(kind, id);
        return text.isEmpty() ? id : text;
    };

    // The group model, then its brain and agents in the order written.
    const QString groupLabel = named(Kind::GroupModel, groupId);
    nodes.append({Kind::GroupModel,
                  groupId,
                  groupLabel.isEmpty() ? NameBook::kindTitle(Kind::GroupModel) : groupLabel,
                  NameBook::kindTitle(Kind::GroupModel),
                  Column::Members,
                  Flags(Flag::ThisGroup) | visibility(Kind::GroupModel, groupId),
                  {}});
    const QJsonObject group = index.object(Kind::GroupModel, groupId);
    // An `llm` reference names a base model, not an object: the index has no edge for it.
    const auto addBaseModel = [&](const QJsonValue &ref, Relation relation, const QString &detail) {
        const QJsonObject object = ref.toObject();
        if (object.value(u"type"_s).toString() != u"llm"_s)
            return;
        const QString model = object.value(u"llmModelName"_s).toString();
        const QString name = model.isEmpty() ? tr("Base model") : model;
        //: A brain or agent that is a base model, not an object: %1 "Brain" or "Agent: role".
        const QString role = tr("%1 · base model").arg(detail);
        nodes.append({Kind::Unknown, model, name, role, Column::Members, Flags(Flag::BaseModel), {}});
        join(0, int(nodes.size() - 1), relation, {});
    };
    const QList<RelationIndex::Edge> members = index.uses(Kind::GroupModel, groupId);
    addBaseModel(group.value(u"brain"_s), Relation::Brain, tr("Brain"));
    for (const Relation relation : {Relation::Brain, Relation::Agent}) {
        for (const RelationIndex::Edge &member : members) {
            if (member.relation != relation)
                continue;
            QString detail = relation == Relation::Brain ? tr("Brain")
                : member.detail.isEmpty()                ? tr("Agent")
                                          //: An agent of a group model: %1 its role.
                                          : tr("Agent: %1").arg(member.detail);
            Flags flags = visibility(member.kind, member.id);
            if (member.kind == Kind::GroupModel && member.id.compare(groupId, Qt::CaseInsensitive) == 0) {
                flags |= Flag::RefersToItself;
                //: A brain or agent that is the group model itself: %1 "Brain" or "Agent: role".
                detail = tr("%1 · this group model").arg(detail);
            }
            nodes.append({member.kind, member.id, named(member.kind, member.id), detail, Column::Members, flags, {}});
            join(0, int(nodes.size() - 1), relation, member.detail);
        }
    }
    for (const QJsonValue &agent : group.value(u"agents"_s).toArray()) {
        const QString role = agent.toObject().value(u"role"_s).toString();
        addBaseModel(agent.toObject().value(u"ref"_s), Relation::Agent,
                     role.isEmpty() ? tr("Agent") : tr("Agent: %1").arg(role));
    }
    const int memberCount = int(nodes.size());

    // What is shared with the group or any of its models, each object once.
    QHash<QString, int> known;
    for (int member = 0; member < memberCount; ++member) {
        const Node target = nodes.at(member);
        if (target.kind != Kind::CustomModel && target.kind != Kind::GroupModel)
            continue;
        for (const RelationIndex::Edge &user : index.usedBy(target.kind, target.id)) {
            if (user.relation != Relation::SharedWith || !isShared(user.kind))
                continue;
            const QString key = keyOf(user.kind, user.id);
            int at = known.value(key, -1);
            if (at < 0) {
                const QJsonObject object = index.object(user.kind, user.id);
                Flags flags = visibility(user.kind, user.id);
                QString detail = NameBook::kindTitle(user.kind);
                if (user.kind == Kind::Tool && object.value(u"needUserValidation"_s) != QJsonValue(false)) {
                    flags |= Flag::NeedsApproval;
                    //: A tool whose calls wait for the user's approval.
                    detail = tr("Tool · needs approval");
                }
                nodes.append({user.kind, user.id, named(user.kind, user.id), detail, Column::Shared, flags, {}});
                at = int(nodes.size() - 1);
                known.insert(key, at);
            }
            join(at, member, Relation::SharedWith, {});
        }
    }
    const int sharedEnd = int(nodes.size());
    // A chat with the group can use only what is shared with the group itself.
    for (int shared = memberCount; shared < sharedEnd; ++shared) {
        if (!joined.contains({shared, 0})) {
            Node &node = nodes[shared];
            node.flags |= Flag::NotInGroupChats;
            //: The second line of a box of the group model map: %1 its kind (and "needs approval").
            node.detail = tr("%1 · not in this group's chats").arg(node.detail);
        }
    }

    // The secrets of the tools' auth fields, and the models' own keys.
    QSet<int> modelKeys;
    const auto secretNode = [&](const RelationIndex::Edge &secret) {
        const QString key = keyOf(secret.kind, secret.id);
        int at = known.value(key, -1);
        if (at < 0) {
            nodes.append({secret.kind,
                          secret.id,
                          named(secret.kind, secret.id),
                          NameBook::kindTitle(Kind::Secret),
                          Column::Secrets,
                          visibility(secret.kind, secret.id),
                          {}});
            at = int(nodes.size() - 1);
            known.insert(key, at);
        }
        return at;
    };
    for (int tool = memberCount; tool < sharedEnd; ++tool) {
        if (nodes.at(tool).kind != Kind::Tool)
            continue;
        for (const RelationIndex::Edge &secret : index.uses(Kind::Tool, nodes.at(tool).id)) {
            if (secret.relation == Relation::AuthField)
                join(tool, secretNode(secret), Relation::AuthField, secret.detail);
        }
    }
    for (int member = 1; member < memberCount; ++member) {
        if (nodes.at(member).kind != Kind::CustomModel)
            continue;
        for (const RelationIndex::Edge &secret : index.uses(Kind::CustomModel, nodes.at(member).id)) {
            // A model in `app` mode keeps the id but does not send that secret.
            if (secret.relation != Relation::ByokSecret || secret.detail == u"app"_s)
                continue;
            const int at = secretNode(secret);
            modelKeys.insert(at);
            join(member, at, Relation::ByokSecret, secret.detail);
        }
    }

    // Sizes: one height for all; each column as wide as its widest node or heading.
    const qreal height
        = metrics.padding * 2 + std::max(metrics.iconSize, metrics.labelHeight + LineGap + metrics.detailHeight);
    const auto width = [&metrics](const Node &node) {
        const qreal text = std::max(metrics.labelWidth ? metrics.labelWidth(node.label) : 0,
                                    metrics.detailWidth ? metrics.detailWidth(node.detail) : 0);
        return metrics.padding * 2 + metrics.iconSize + IconSpacing + std::min(text, metrics.maxTextWidth);
    };
    const std::array<QString, 3> headingTexts {tr("Secrets"), tr("Shared tools, API resources and files"),
                                               tr("Group model, brain and agents")};
    std::array<qreal, 3> columnWidth {0, 0, 0};
    std::array<bool, 3> present {false, false, false};
    for (const Node &node : std::as_const(nodes)) {
        const auto c = size_t(node.column);
        present[c] = true;
        columnWidth[c] = std::max(columnWidth[c], width(node));
    }
    for (size_t c = 0; c < 3; ++c) {
        if (present[c] && metrics.headingWidth)
            columnWidth[c] = std::max(columnWidth[c], std::ceil(metrics.headingWidth(headingTexts[c])));
    }

    // Places a column's nodes in order, each as near as it may be to the
    // middle of the nodes it joins, none above `top` or overlapping the one before.
    QList<QList<int>> neighbours(nodes.size());
    for (const Edge &edge : std::as_const(edges)) {
        neighbours[edge.from].append(edge.to);
        neighbours[edge.to].append(edge.from);
    }
    const auto centreOf = [&](int node) {
        qreal sum = 0;
        int count = 0;
        for (const int other : std::as_const(neighbours.at(node))) {
            if (nodes.at(other).column != nodes.at(node).column && !nodes.at(other).rect.isNull()) {
                sum += nodes.at(other).rect.center().y();
                ++count;
            }
        }
        return count ? sum / count : -1.0;
    };
    const auto stack = [&](QList<int> order, qreal top) {
        QList<std::pair<qreal, int>> wanted;
        for (const int node : order)
            wanted.append({centreOf(node), node});
        std::stable_sort(wanted.begin(), wanted.end(), [&nodes](const auto &a, const auto &b) {
            if (a.first != b.first)
                return a.first < b.first;
            if (nodes.at(a.second).kind != nodes.at(b.second).kind)
                return nodes.at(a.second).kind < nodes.at(b.second).kind;
            return nodes.at(a.second).label.compare(nodes.at(b.second).label, Qt::CaseInsensitive) < 0;
        });
        qreal next = top;
        for (const auto &[centre, node] : std::as_const(wanted)) {
            const qreal y = std::max(next, centre - height / 2);
            nodes[node].rect = QRectF(0, y, 0, height);
            next = y + height + NodeGap;
        }
        return wanted.isEmpty() ? top : next - NodeGap;
    };

    const qreal top = Margin + metrics.headingHeight + HeadingGap;
    QList<int> sharedNodes, toolSecrets, keys;
    for (int i = memberCount; i < sharedEnd; ++i)
        sharedNodes.append(i);
    for (int i = sharedEnd; i < nodes.size(); ++i)
        (modelKeys.contains(i) ? keys : toolSecrets).append(i);
    // The members in the order written, level with the middle of what is shared.
    const qreal sharedHeight = sharedNodes.isEmpty() ? 0 : sharedNodes.size() * (height + NodeGap) - NodeGap;
    const qreal membersHeight = memberCount * (height + NodeGap) - NodeGap + (memberCount > 1 ? GroupGap : 0);
    qreal y = top + std::max<qreal>(0, (sharedHeight - membersHeight) / 2);
    for (int i = 0; i < memberCount; ++i) {
        nodes[i].rect = QRectF(0, y, 0, height);
        y += height + (i == 0 ? NodeGap + GroupGap : NodeGap);
    }
    const qreal sharedBottom = stack(sharedNodes, top);
    const qreal secretsBottom = stack(toolSecrets, top);
    qreal keysTop = top;
    if (!sharedNodes.isEmpty() || !toolSecrets.isEmpty())
        keysTop = std::max(sharedBottom, secretsBottom) + SectionGap;
    stack(keys, keysTop);

    // Columns left to right; the gap left of the members holds the keys' lanes.
    const auto lanes = std::count_if(edges.cbegin(), edges.cend(),
                                     [](const Edge &edge) { return edge.relation == Relation::ByokSecret; });
    std::array<qreal, 3> columnX {0, 0, 0};
    qreal x = Margin;
    qreal laneStart = Margin;
    for (size_t c = 0; c < 3; ++c) {
        if (!present[c])
            continue;
        if (c == size_t(Column::Members) && lanes > 0) {
            laneStart = x - ColumnGap + LaneMargin;
            x = std::max(x, laneStart + qreal(lanes - 1) * LaneStep + LaneMargin);
        }
        columnX[c] = x;
        x += columnWidth[c] + ColumnGap;
    }
    for (Node &node : nodes) {
        const auto c = size_t(node.column);
        node.rect.moveLeft(columnX[c]);
        node.rect.setWidth(columnWidth[c]);
    }
    for (size_t c = 0; c < 3; ++c) {
        if (present[c])
            map.m_headings.append(
                {Column(c), headingTexts[c], QRectF(columnX[c], Margin, columnWidth[c], metrics.headingHeight)});
    }

    // The paths: straight between neighbouring columns; the members hang off
    // the group on a line to their right; a model's key runs down its lane.
    const qreal spine = columnX[size_t(Column::Members)] + columnWidth[size_t(Column::Members)] + SpineGap;
    QList<int> keyEdges;
    for (qsizetype e = 0; e < edges.size(); ++e) {
        Edge &edge = edges[e];
        const QRectF from = nodes.at(edge.from).rect;
        const QRectF to = nodes.at(edge.to).rect;
        switch (edge.relation) {
        case Relation::Brain:
        case Relation::Agent:
            edge.path = {right(from), {spine, from.center().y()}, {spine, to.center().y()}, right(to)};
            break;
        case Relation::SharedWith:
            edge.path = {right(from), left(to)};
            break;
        case Relation::AuthField:
            edge.path = {left(from), right(to)};
            break;
        case Relation::ByokSecret:
            keyEdges.append(int(e));
            break;
        }
    }
    // The highest member takes the leftmost lane: then no key's path crosses another's.
    std::stable_sort(keyEdges.begin(), keyEdges.end(), [&](int a, int b) {
        return nodes.at(edges.at(a).from).rect.top() < nodes.at(edges.at(b).from).rect.top();
    });
    for (qsizetype lane = 0; lane < keyEdges.size(); ++lane) {
        Edge &edge = edges[keyEdges.at(lane)];
        const QRectF from = nodes.at(edge.from).rect;
        const QRectF to = nodes.at(edge.to).rect;
        const qreal laneX = laneStart + qreal(lane) * LaneStep;
        edge.path = {left(from), {laneX, from.center().y()}, {laneX, to.center().y()}, right(to)};
    }

    // Edges meeting one side of a box are spread along its middle, in the
    // order of their other ends, so that each line can be followed to its box.
    // The members' lines to the group share their point: they are one tree.
    QHash<std::pair<int, bool>, QList<std::pair<int, bool>>> sides; // (node, right side) → (edge, at its start)
    for (qsizetype e = 0; e < edges.size(); ++e) {
        const Edge &edge = edges.at(e);
        if (edge.relation == Relation::Brain || edge.relation == Relation::Agent)
            continue;
        for (const bool start : {true, false}) {
            const int node = start ? edge.from : edge.to;
            const QPointF end = start ? edge.path.constFirst() : edge.path.constLast();
            sides[{node, end.x() > nodes.at(node).rect.center().x()}].append({int(e), start});
        }
    }
    for (auto side = sides.begin(); side != sides.end(); ++side) {
        QList<std::pair<int, bool>> &ends = side.value();
        if (ends.size() < 2)
            continue;
        const auto otherY = [&](const std::pair<int, bool> &end) {
            const Edge &edge = edges.at(end.first);
            return nodes.at(end.second ? edge.to : edge.from).rect.center().y();
        };
        std::stable_sort(ends.begin(), ends.end(), [&](const auto &a, const auto &b) { return otherY(a) < otherY(b); });
        const QRectF rect = nodes.at(side.key().first).rect;
        const qreal step = std::min<qreal>(6, rect.height() * 0.6 / qreal(ends.size() - 1));
        for (qsizetype i = 0; i < ends.size(); ++i) {
            const qreal y = rect.center().y() + (qreal(i) - qreal(ends.size() - 1) / 2) * step;
            QList<QPointF> &path = edges[ends.at(i).first].path;
            const qsizetype at = ends.at(i).second ? 0 : path.size() - 1;
            const qsizetype next = ends.at(i).second ? 1 : path.size() - 2;
            // A lane's turn keeps the lane level with its end.
            if (path.size() > 2)
                path[next].setY(y);
            path[at].setY(y);
        }
    }

    QRectF bounds(0, 0, Margin, Margin);
    for (const Node &node : std::as_const(nodes))
        bounds |= node.rect;
    for (const Heading &heading : std::as_const(map.m_headings))
        bounds |= heading.rect;
    for (const Edge &edge : std::as_const(edges)) {
        for (const QPointF &point : edge.path)
            bounds |= QRectF(point, QSizeF(1, 1));
    }
    map.m_bounds = QRectF(0, 0, bounds.right() + Margin, bounds.bottom() + Margin);
    return map;
}

int GroupMapLayout::find(Kind kind, const QString &id) const
{
    for (qsizetype i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes.at(i).kind == kind && m_nodes.at(i).id.compare(id, Qt::CaseInsensitive) == 0)
            return int(i);
    }
    return -1;
}

} // namespace baton

#include "core/relations/RelationIndex.h"

#include "core/api/JsonMembers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QVariant>

namespace baton {

namespace {

using namespace Qt::StringLiterals;
using Kind = RelationIndex::Kind;
using Relation = RelationIndex::Relation;

// Where a reference member points: `kind` and the id when it is a string, an
// Unknown target with its raw text when it is something else; no target
// (empty id) when it is missing, null or empty.
struct Target {
    Kind kind = Kind::Unknown;
    QString id;
};

Target target(Kind kind, const QJsonValue &reference)
{
    if (reference.isString())
        return {kind, reference.toString()};
    if (reference.isNull())
        return {};
    return {Kind::Unknown, compactText(reference)};
}

// A model reference's target; none for an `llm` reference, which names a base
// model rather than an object.
Target modelTarget(const QJsonObject &ref)
{
    const QString type = ref.value(u"type"_s).toString();
    if (type == u"custom"_s)
        return target(Kind::CustomModel, ref.value(u"customModelId"_s));
    if (type == u"group"_s)
        return target(Kind::GroupModel, ref.value(u"groupModelId"_s));
    if (type == u"llm"_s)
        return {};
    for (const QString &member : {u"customModelId"_s, u"groupModelId"_s, u"id"_s}) {
        if (const QJsonValue id = ref.value(member); !id.isUndefined() && !id.isNull())
            return {Kind::Unknown, compactText(id)};
    }
    return {};
}

} // namespace

RelationIndex::Kind RelationIndex::scopeKind(QStringView type)
{
    if (type == u"team")
        return Kind::Team;
    if (type == u"customModel")
        return Kind::CustomModel;
    if (type == u"groupModel")
        return Kind::GroupModel;
    return Kind::Unknown;
}

QString RelationIndex::scopeType(Kind kind)
{
    switch (kind) {
    case Kind::Team:
        return u"team"_s;
    case Kind::CustomModel:
        return u"customModel"_s;
    case Kind::GroupModel:
        return u"groupModel"_s;
    case Kind::Secret:
    case Kind::Tool:
    case Kind::ApiResource:
    case Kind::File:
    case Kind::Unknown:
        break;
    }
    return {};
}

QString RelationIndex::relationKey(Relation relation)
{
    switch (relation) {
    case Relation::AuthField:
        return u"authField"_s;
    case Relation::ByokSecret:
        return u"byokSecret"_s;
    case Relation::Brain:
        return u"brain"_s;
    case Relation::Agent:
        return u"agent"_s;
    case Relation::SharedWith:
        return u"sharedWith"_s;
    }
    return {};
}

QList<ResourceKind::Id> RelationIndex::userKinds(Kind kind)
{
    // In step with readReferences().
    using Id = ResourceKind::Id;
    switch (kind) {
    case Kind::Secret:
        return {Id::Tool, Id::CustomModel};
    case Kind::CustomModel:
    case Kind::GroupModel:
        return {Id::Tool, Id::ApiResource, Id::File, Id::GroupModel};
    case Kind::Team:
        return {Id::Tool, Id::ApiResource, Id::File};
    case Kind::Unknown:
        return {Id::Tool, Id::ApiResource, Id::File, Id::CustomModel, Id::GroupModel};
    case Kind::Tool:
    case Kind::ApiResource:
    case Kind::File:
        break;
    }
    return {};
}

RelationIndex::Kind RelationIndex::kindOf(ResourceKind::Id id)
{
    switch (id) {
    case ResourceKind::Id::Secret:
        return Kind::Secret;
    case ResourceKind::Id::Tool:
        return Kind::Tool;
    case ResourceKind::Id::ApiResource:
        return Kind::ApiResource;
    case ResourceKind::Id::File:
        return Kind::File;
    case ResourceKind::Id::CustomModel:
        return Kind::CustomModel;
    case ResourceKind::Id::GroupModel:
        return Kind::GroupModel;
    case ResourceKind::Id::ChatCompletion:
    case ResourceKind::Id::ChatResume:
        break;
    }
    return Kind::Unknown;
}

void RelationIndex::setObjects(ResourceKind::Id kind, const QList<QJsonObject> &objects)
{
    const Kind wanted = kindOf(kind);
    if (wanted == Kind::Unknown)
        return;
    for (int i = 0; i < int(m_nodes.size()); ++i) {
        if (m_nodes[i].kind == wanted && m_nodes[i].known)
            forget(i);
    }
    m_nodes.reserve(m_nodes.size() + size_t(objects.size()));
    m_index.reserve(m_index.size() + objects.size());
    for (const QJsonObject &object : objects)
        upsert(kind, object);
}

bool RelationIndex::upsert(ResourceKind::Id kind, const QJsonObject &object)
{
    const Kind own = kindOf(kind);
    const QString id = object.value(u"id"_s).toString();
    if (own == Kind::Unknown || id.isEmpty())
        return false;
    const int source = node(own, id);
    if (m_nodes[source].known) {
        unlinkAll(source);
    } else {
        m_nodes[source].known = true;
        ++m_objectCount;
    }
    Node &fed = m_nodes[source];
    fed.id = id;
    fed.name = object.value(u"name"_s).toString();
    if (fed.name.isEmpty() && own == Kind::File)
        fed.name = object.value(u"fileName"_s).toString();
    fed.object = object;
    // A secret's value is never kept, whatever an answer held.
    if (own == Kind::Secret)
        fed.object.remove(u"value"_s);
    readReferences(source, own, object);
    return true;
}

bool RelationIndex::remove(ResourceKind::Id kind, const QString &id)
{
    const int index = find(kindOf(kind), id);
    if (index < 0 || !m_nodes[index].known)
        return false;
    forget(index);
    return true;
}

void RelationIndex::clear()
{
    m_nodes.clear();
    m_index.clear();
    m_free.clear();
    m_objectCount = 0;
    m_edgeCount = 0;
}

QList<RelationIndex::Edge> RelationIndex::uses(Kind kind, const QString &id) const
{
    QList<Edge> edges;
    const int index = find(kind, id);
    if (index < 0)
        return edges;
    const Node &source = m_nodes[index];
    edges.reserve(qsizetype(source.out.size()));
    for (const OutEdge &edge : source.out)
        edges.append({edge.relation, m_nodes[edge.target].kind, edge.targetId, edge.detail});
    return edges;
}

QList<RelationIndex::Edge> RelationIndex::usedBy(Kind kind, const QString &id) const
{
    QList<Edge> edges;
    const int index = find(kind, id);
    if (index < 0)
        return edges;
    const Node &target = m_nodes[index];
    edges.reserve(qsizetype(target.in.size()));
    for (const InEdge &back : target.in) {
        const Node &source = m_nodes[back.source];
        const OutEdge &edge = source.out[back.edge];
        edges.append({edge.relation, source.kind, source.id, edge.detail});
    }
    return edges;
}

QString RelationIndex::name(Kind kind, const QString &id) const
{
    const int index = find(kind, id);
    return index >= 0 && m_nodes[index].known ? m_nodes[index].name : QString();
}

QJsonObject RelationIndex::object(Kind kind, const QString &id) const
{
    const int index = find(kind, id);
    return index >= 0 && m_nodes[index].known ? m_nodes[index].object : QJsonObject();
}

bool RelationIndex::contains(Kind kind, const QString &id) const
{
    const int index = find(kind, id);
    return index >= 0 && m_nodes[index].known;
}

QStringList RelationIndex::ids(Kind kind) const
{
    QStringList found;
    for (const Node &n : m_nodes) {
        if (n.known && n.kind == kind)
            found.append(n.id);
    }
    return found;
}

int RelationIndex::find(Kind kind, const QString &id) const
{
    return m_index.value(Key {kind, id.toLower()}, -1);
}

int RelationIndex::node(Kind kind, const QString &id)
{
    Key key {kind, id.toLower()};
    if (const auto it = m_index.constFind(key); it != m_index.cend())
        return *it;
    int index;
    if (m_free.empty()) {
        index = int(m_nodes.size());
        m_nodes.emplace_back();
    } else {
        index = m_free.back();
        m_free.pop_back();
    }
    m_nodes[index].kind = kind;
    m_nodes[index].id = id;
    m_index.emplace(std::move(key), index);
    return index;
}

void RelationIndex::link(int source, Relation relation, Kind kind, const QString &targetId, const QString &detail)
{
    if (targetId.isEmpty())
        return;
    const int to = node(kind, targetId);
    std::vector<InEdge> &in = m_nodes[to].in;
    std::vector<OutEdge> &out = m_nodes[source].out;
    in.push_back({source, int(out.size())});
    out.push_back({relation, to, int(in.size()) - 1, targetId, detail});
    ++m_edgeCount;
}

void RelationIndex::unlinkAll(int source)
{
    std::vector<OutEdge> out = std::move(m_nodes[source].out);
    m_nodes[source].out.clear();
    // Each way back is taken out of its target's list by moving that list's
    // last entry into its place, and the moved entry's edge learns its new
    // place. That edge may be one of this source's own, not yet taken out:
    // those are in `out` now.
    for (const OutEdge &edge : out) {
        std::vector<InEdge> &in = m_nodes[edge.target].in;
        const InEdge last = in.back();
        in.pop_back();
        if (edge.inPosition < int(in.size())) {
            in[edge.inPosition] = last;
            std::vector<OutEdge> &owner = last.source == source ? out : m_nodes[last.source].out;
            owner[last.edge].inPosition = edge.inPosition;
        }
    }
    m_edgeCount -= qsizetype(out.size());
    for (const OutEdge &edge : out) {
        if (edge.target != source)
            release(edge.target);
    }
}

void RelationIndex::forget(int index)
{
    unlinkAll(index);
    m_nodes[index].known = false;
    m_nodes[index].name.clear();
    m_nodes[index].object = {};
    --m_objectCount;
    release(index);
}

void RelationIndex::release(int index)
{
    Node &n = m_nodes[index];
    if (n.known || !n.in.empty() || !n.out.empty() || n.id.isEmpty())
        return;
    m_index.remove(Key {n.kind, n.id.toLower()});
    n = Node();
    m_free.push_back(index);
}

void RelationIndex::readReferences(int source, Kind kind, const QJsonObject &object)
{
    const auto linkTo = [this, source](Relation relation, const Target &to, const QString &detail) {
        link(source, relation, to.kind, to.id, detail);
    };
    switch (kind) {
    case Kind::Tool:
        for (const QJsonValue &entry : object.value(u"authFields"_s).toArray()) {
            const QJsonObject field = entry.toObject();
            linkTo(Relation::AuthField, target(Kind::Secret, field.value(u"secretId"_s)),
                   field.value(u"key"_s).toString());
        }
        [[fallthrough]];
    case Kind::ApiResource:
    case Kind::File:
        for (const QJsonValue &entry : object.value(u"scopes"_s).toArray()) {
            const QJsonObject scope = entry.toObject();
            const QJsonValue type = scope.value(u"type"_s);
            const Target to = target(RelationIndex::scopeKind(type.toString()), scope.value(u"id"_s));
            linkTo(Relation::SharedWith, to,
                   to.kind == Kind::Unknown && !type.isNull() ? compactText(type) : QString());
        }
        break;
    case Kind::CustomModel:
        linkTo(Relation::ByokSecret, target(Kind::Secret, object.value(u"byokSecretId"_s)),
               object.value(u"credentialMode"_s).toString());
        break;
    case Kind::GroupModel:
        linkTo(Relation::Brain, modelTarget(object.value(u"brain"_s).toObject()), QString());
        for (const QJsonValue &entry : object.value(u"agents"_s).toArray()) {
            const QJsonObject agent = entry.toObject();
            linkTo(Relation::Agent, modelTarget(agent.value(u"ref"_s).toObject()), agent.value(u"role"_s).toString());
        }
        break;
    case Kind::Secret:
    case Kind::Team:
    case Kind::Unknown:
        break;
    }
}

} // namespace baton

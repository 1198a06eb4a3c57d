#pragma once

#include "core/resources/ResourceKind.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace baton {

// Who uses what among the objects the console has read, both ways, and the
// name of each of them.
//
// It is fed with objects as the service returns them, per kind: a list's rows
// (setObjects), and each object the console creates, updates (upsert) or
// deletes (remove). Each object's references become typed edges:
//
//   - a tool's `authFields[]`: tool → secret `secretId`, detail the header (`key`);
//   - a custom model's `byokSecretId`: custom model → secret, detail the
//     model's `credentialMode` as written ("byok", "app" or empty), since a
//     model in `app` mode keeps the id without sending the secret;
//   - a group model's `brain` and `agents[].ref` (type `custom` or `group`):
//     group model → custom model or group model, an agent's detail its `role`;
//     an `llm` reference names no object and makes no edge;
//   - `scopes[]` of tools, API resources and files: → team, custom model or
//     group model (type `team`, `customModel`, `groupModel`).
//
// References the index cannot read whole never fail it:
//   - a reference member that is missing, null or an empty string, and a
//     list entry that is not an object, make no edge;
//   - an id that is not a string (a number, an object), a share scope of a
//     type the interface does not name, and a model reference of another type
//     that still holds an id, make an edge to an Unknown target whose id is the
//     raw value as compact JSON text (a string as it is). Such a scope's
//     detail is its type as written; a model reference of another type keeps
//     the agent's role.
//
// Ids are matched without regard to case (UUIDs in either case name the same
// object); each edge gives the ids as they were written. Teams are not objects
// of the interface: they appear as targets only, without a name.
//
// Every lookup is a hash lookup on (kind, id); the edges are kept in both
// directions, so a used-by query costs the number of its answers, and
// upsert() and remove() cost the edges of the object they change.
class RelationIndex
{
public:
    // What an end of an edge is: an object of one of the six managed kinds, a
    // team, or a reference whose kind cannot be told.
    enum class Kind : quint8 { Secret, Tool, ApiResource, File, CustomModel, GroupModel, Team, Unknown };

    enum class Relation : quint8 {
        AuthField, // tool → secret; detail: the header name
        ByokSecret, // custom model → secret; detail: the credential mode
        Brain, // group model → custom or group model
        Agent, // group model → custom or group model; detail: the role
        SharedWith, // tool, API resource, file → team, custom or group model
    };

    // One edge seen from one end: the relation, and the object at the other end.
    struct Edge {
        Relation relation = Relation::SharedWith;
        Kind kind = Kind::Unknown;
        QString id;
        QString detail;

        friend bool operator==(const Edge &, const Edge &) = default;
    };

    // The six managed kinds map to their own; the chat bodies to Unknown.
    [[nodiscard]] static Kind kindOf(ResourceKind::Id id);
    // A share scope's `type` as a kind: team, custom model or group model;
    // Unknown for any other; and back (empty for the kinds no scope names).
    [[nodiscard]] static Kind scopeKind(QStringView type);
    [[nodiscard]] static QString scopeType(Kind kind);
    // The relation as scripts read it: "authField", "byokSecret", "brain",
    // "agent", "sharedWith" (baton-cli refs).
    [[nodiscard]] static QString relationKey(Relation relation);
    // The managed kinds whose objects may reference an end of this kind: what
    // uses an object is known whole only once each of their lists is.
    [[nodiscard]] static QList<ResourceKind::Id> userKinds(Kind kind);

    // The objects of one kind are these now: the others of that kind are
    // forgotten (their names and their edges; edges from other objects to them
    // stay). Objects without a string `id` are skipped.
    void setObjects(ResourceKind::Id kind, const QList<QJsonObject> &objects);
    // Adds the object or replaces the one with the same id, with its edges.
    // False for an object without a string `id`.
    bool upsert(ResourceKind::Id kind, const QJsonObject &object);
    // Forgets the object, its name and its edges. False when it was not known.
    bool remove(ResourceKind::Id kind, const QString &id);
    void clear();

    // What the object references, in the order of its members.
    [[nodiscard]] QList<Edge> uses(Kind kind, const QString &id) const;
    [[nodiscard]] QList<Edge> uses(ResourceKind::Id kind, const QString &id) const { return uses(kindOf(kind), id); }
    // What references the object (or team, or unknown target), in no set order.
    [[nodiscard]] QList<Edge> usedBy(Kind kind, const QString &id) const;
    [[nodiscard]] QList<Edge> usedBy(ResourceKind::Id kind, const QString &id) const
    {
        return usedBy(kindOf(kind), id);
    }
    // The object's `name` (a file's `fileName` when it has no name) when the
    // object is known; else empty.
    [[nodiscard]] QString name(Kind kind, const QString &id) const;
    [[nodiscard]] QString name(ResourceKind::Id kind, const QString &id) const { return name(kindOf(kind), id); }
    // The object as it was last fed; empty when it is not known.
    [[nodiscard]] QJsonObject object(Kind kind, const QString &id) const;
    [[nodiscard]] QJsonObject object(ResourceKind::Id kind, const QString &id) const
    {
        return object(kindOf(kind), id);
    }
    [[nodiscard]] bool contains(Kind kind, const QString &id) const;
    [[nodiscard]] bool contains(ResourceKind::Id kind, const QString &id) const { return contains(kindOf(kind), id); }
    // The ids of the known objects of one kind, in no set order.
    [[nodiscard]] QStringList ids(Kind kind) const;

    [[nodiscard]] qsizetype objectCount() const { return m_objectCount; }
    [[nodiscard]] qsizetype edgeCount() const { return m_edgeCount; }

private:
    struct Key {
        Kind kind;
        QString id; // lower case

        friend bool operator==(const Key &, const Key &) = default;
        friend size_t qHash(const Key &key, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, quint8(key.kind), key.id);
        }
    };

    // An edge as its source holds it: the target node and where the
    // target's `in` list holds the way back, so that both go in O(1).
    struct OutEdge {
        Relation relation;
        int target;
        int inPosition;
        QString targetId; // as written in the reference
        QString detail;
    };
    // The way back: which source, and which of its edges.
    struct InEdge {
        int source;
        int edge;
    };
    struct Node {
        Kind kind = Kind::Unknown;
        QString id; // as the object or the first reference wrote it
        QString name;
        QJsonObject object;
        bool known = false; // an object was fed, not only referenced
        std::vector<OutEdge> out;
        std::vector<InEdge> in;
    };

    [[nodiscard]] int find(Kind kind, const QString &id) const;
    int node(Kind kind, const QString &id);
    void link(int source, Relation relation, Kind kind, const QString &targetId, const QString &detail);
    void unlinkAll(int source);
    // Takes a fed object back to a mere target (or frees it).
    void forget(int index);
    // Frees the node when nothing refers to it any more and it is not an object.
    void release(int index);
    void readReferences(int source, Kind kind, const QJsonObject &object);

    std::vector<Node> m_nodes;
    QHash<Key, int> m_index;
    std::vector<int> m_free;
    qsizetype m_objectCount = 0;
    qsizetype m_edgeCount = 0;
};

} // namespace baton

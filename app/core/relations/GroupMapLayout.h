#pragma once

#include "core/relations/RelationIndex.h"

#include <QCoreApplication>
#include <QFlags>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <functional>

namespace baton {

class NameBook;

// Where everything on the map of one group model stands: the group, its brain
// and agents, the tools, API resources and files shared with any of them
// (or with the group itself), and the secrets behind those tools and models.
// Pure geometry: the caller measures text (so the core needs no font), a view
// draws what comes out.
//
// Three columns, left to right: secrets | what is shared | the group model
// above its brain and agents. A shared object's edge goes to the right, to
// each model it is shared with; a tool's edge to the left, to each secret of
// its auth fields. The members hang off the group on a line to their right.
// A custom model's own key (`byokSecretId`; none in `app` mode, which does not
// send it) is drawn below the shared column: its edge runs down the gap
// between the shared column and the members, in a lane of its own, so that no
// edge crosses a node it does not join. Edges meeting one side of a node are
// spread along it, in the order of their other ends.
//
// A chat with the group can use only what is shared with the group itself: an
// object shared only with its members is flagged NotInGroupChats, and its
// second line says so.
//
// Every object is one node, however many models it is shared with: a tool
// shared with two agents is one node with two edges. Each brain and agent
// entry is a node of its own (a model that is agent twice, in two roles, is
// two nodes). A group model that is an agent is a node; its own agents are not
// drawn (its map shows them), so cycles end there. References the index does
// not know, of a kind it cannot tell, or to the group itself, are nodes with
// flags that say so.
class GroupMapLayout
{
    Q_DECLARE_TR_FUNCTIONS(baton::GroupMapLayout)

public:
    using Kind = RelationIndex::Kind;
    using Relation = RelationIndex::Relation;

    enum class Column : quint8 { Secrets, Shared, Members };

    enum class Flag : quint8 {
        NeedsApproval = 0x01, // a tool whose `needUserValidation` is not false
        NotVisible = 0x02, // the index does not hold the object
        UnknownKind = 0x04, // a reference whose kind cannot be told
        BaseModel = 0x08, // an `llm` brain or agent: a base model, no object
        ThisGroup = 0x10, // the group model the map is of
        RefersToItself = 0x20, // an agent or brain that is the group itself
        // Shared with the group's brain or agents only: a chat with the group cannot use it.
        NotInGroupChats = 0x40,
    };
    Q_DECLARE_FLAGS(Flags, Flag)

    struct Node {
        Kind kind = Kind::Unknown;
        QString id; // as written; the model's name for a base model
        QString label; // what a person reads first
        QString detail; // the second line: the role, the kind, approval
        Column column = Column::Members;
        Flags flags;
        QRectF rect;
    };

    // From the object that refers to the one it points at: a tool to its
    // secret, a shared object to a model, the group to a member, a model to
    // its key. `path` is the polyline to draw, from `from`'s side to `to`'s.
    struct Edge {
        int from = -1;
        int to = -1;
        Relation relation = Relation::SharedWith;
        QString detail; // the header of an auth field, an agent's role
        QList<QPointF> path;
    };

    struct Heading {
        Column column = Column::Members;
        QString text;
        QRectF rect;
    };

    // The caller's text measures, in the units of the rectangles. A node is
    // an icon beside two lines: the label over the detail.
    struct Metrics {
        std::function<qreal(const QString &)> labelWidth;
        std::function<qreal(const QString &)> detailWidth;
        std::function<qreal(const QString &)> headingWidth;
        qreal labelHeight = 16;
        qreal detailHeight = 14;
        qreal headingHeight = 16;
        qreal iconSize = 16;
        qreal padding = 8;
        // Longer texts are elided by the view (the node's tooltip has them whole).
        qreal maxTextWidth = 320;
    };

    using Labeler = std::function<QString(Kind, const QString &)>;

    GroupMapLayout() = default;

    // The map of the group model `groupId` from what `index` holds; `label`
    // names each object (NameBook::label in the console).
    [[nodiscard]] static GroupMapLayout make(const RelationIndex &index, const Labeler &label, const QString &groupId,
                                             const Metrics &metrics);
    [[nodiscard]] static GroupMapLayout make(const NameBook &names, const QString &groupId, const Metrics &metrics);

    // The group model itself is always the first node.
    [[nodiscard]] const QList<Node> &nodes() const { return m_nodes; }
    [[nodiscard]] const QList<Edge> &edges() const { return m_edges; }
    [[nodiscard]] const QList<Heading> &headings() const { return m_headings; }
    // Everything drawn, with a margin.
    [[nodiscard]] QRectF bounds() const { return m_bounds; }
    // The measures the layout was made with: the view draws nodes with the
    // same icon size, padding and line heights.
    [[nodiscard]] const Metrics &metrics() const { return m_metrics; }

    // The node of an object; -1 when it is not on the map.
    [[nodiscard]] int find(Kind kind, const QString &id) const;

private:
    QList<Node> m_nodes;
    QList<Edge> m_edges;
    QList<Heading> m_headings;
    QRectF m_bounds;
    Metrics m_metrics;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(GroupMapLayout::Flags)

} // namespace baton

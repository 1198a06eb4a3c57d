#pragma once

// Checks of a GroupMapLayout's geometry, shared by its core test, the widget
// test and the benchmark: no two node rectangles overlap, no heading overlaps
// a node, and no edge runs through a node it does not join.

#include "core/relations/GroupMapLayout.h"

#include <QLineF>
#include <QStringList>

#include <algorithm>
#include <numeric>

namespace mapgeometry {

// Whether the segment a–b passes through the inside of `rect` (its border
// shrunk by a pixel, so that an edge ending on a node's side does not count).
inline bool crosses(const QPointF &a, const QPointF &b, const QRectF &rect)
{
    const QRectF inside = rect.adjusted(1, 1, -1, -1);
    if (inside.contains(a) || inside.contains(b))
        return true;
    const QLineF segment(a, b);
    const QList<QLineF> sides {
        QLineF(inside.topLeft(), inside.topRight()), QLineF(inside.topRight(), inside.bottomRight()),
        QLineF(inside.bottomRight(), inside.bottomLeft()), QLineF(inside.bottomLeft(), inside.topLeft())};
    return std::any_of(sides.cbegin(), sides.cend(), [&segment](const QLineF &side) {
        return segment.intersects(side) == QLineF::BoundedIntersection;
    });
}

inline QString name(const baton::GroupMapLayout::Node &node)
{
    return node.label;
}

// What is wrong with the map's geometry; empty when nothing is.
inline QStringList problems(const baton::GroupMapLayout &map)
{
    QStringList found;
    const auto &nodes = map.nodes();
    // Sorted by top, so that only neighbours in height are compared.
    QList<int> order(nodes.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&nodes](int a, int b) { return nodes.at(a).rect.top() < nodes.at(b).rect.top(); });
    for (qsizetype i = 0; i < order.size(); ++i) {
        const QRectF rect = nodes.at(order.at(i)).rect;
        if (rect.isEmpty())
            found << QStringLiteral("%1 has no size").arg(name(nodes.at(order.at(i))));
        if (!map.bounds().contains(rect))
            found << QStringLiteral("%1 is outside the map").arg(name(nodes.at(order.at(i))));
        for (qsizetype j = i + 1; j < order.size() && nodes.at(order.at(j)).rect.top() < rect.bottom(); ++j) {
            if (rect.intersects(nodes.at(order.at(j)).rect))
                found << QStringLiteral("%1 overlaps %2").arg(name(nodes.at(order.at(i))), name(nodes.at(order.at(j))));
        }
    }
    for (const auto &heading : map.headings()) {
        for (const auto &node : nodes) {
            if (heading.rect.intersects(node.rect))
                found << QStringLiteral("the heading %1 overlaps %2").arg(heading.text, name(node));
        }
    }
    for (const auto &edge : map.edges()) {
        if (edge.path.size() < 2) {
            found << QStringLiteral("the edge %1 → %2 has no path")
                         .arg(name(nodes.at(edge.from)), name(nodes.at(edge.to)));
            continue;
        }
        QRectF span;
        for (const QPointF &point : edge.path)
            span |= QRectF(point, QSizeF(1, 1));
        for (qsizetype n = 0; n < nodes.size(); ++n) {
            if (n == edge.from || n == edge.to || !span.intersects(nodes.at(n).rect))
                continue;
            for (qsizetype s = 1; s < edge.path.size(); ++s) {
                if (crosses(edge.path.at(s - 1), edge.path.at(s), nodes.at(n).rect)) {
                    found << QStringLiteral("the edge %1 → %2 runs through %3")
                                 .arg(name(nodes.at(edge.from)), name(nodes.at(edge.to)), name(nodes.at(n)));
                    break;
                }
            }
        }
    }
    return found;
}

} // namespace mapgeometry

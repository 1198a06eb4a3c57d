#include "ui/widgets/Dependants.h"

#include "core/relations/NameBook.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace baton {

using namespace Qt::StringLiterals;

QList<RelationIndex::Edge> Dependants::of(const NameBook &names, RelationIndex::Kind kind, const QString &id)
{
    const QList<RelationIndex::Edge> edges = names.index().usedBy(kind, id);
    // The uses that break first (a header, a key, an agent), shares last;
    // each label looked up once, not once per comparison.
    std::vector<std::pair<QString, const RelationIndex::Edge *>> labelled;
    labelled.reserve(size_t(edges.size()));
    for (const RelationIndex::Edge &edge : edges)
        labelled.emplace_back(names.label(edge.kind, edge.id), &edge);
    std::stable_sort(labelled.begin(), labelled.end(), [](const auto &a, const auto &b) {
        if (a.second->relation != b.second->relation)
            return a.second->relation < b.second->relation;
        if (a.second->kind != b.second->kind)
            return a.second->kind < b.second->kind;
        return a.first.localeAwareCompare(b.first) < 0;
    });
    QList<RelationIndex::Edge> sorted;
    sorted.reserve(edges.size());
    for (const auto &[label, edge] : labelled)
        sorted.append(*edge);
    return sorted;
}

QStringList Dependants::lines(const NameBook &names, RelationIndex::Kind kind, const QString &id)
{
    QStringList lines;
    for (const RelationIndex::Edge &edge : of(names, kind, id)) {
        //: Who uses an object: %1 the user's kind, %2 its name, %3 how it uses the object.
        lines << tr("%1 “%2” — %3").arg(NameBook::kindTitle(edge.kind), names.label(edge.kind, edge.id), how(edge));
    }
    return lines;
}

QStringList Dependants::unknownUsers(const NameBook &names, RelationIndex::Kind kind)
{
    const QList<ResourceKind::Id> unknown = names.unknownUsers(kind);
    QStringList paragraphs;
    for (const ResourceKind::Id user : unknown) {
        if (names.state(user) != NameBook::ListState::NotRead)
            paragraphs << names.gap(user);
    }
    if (!unknown.isEmpty())
        paragraphs << tr("Not every list has been read, so other objects may use it too.");
    return paragraphs;
}

QString Dependants::list(const QStringList &lines, int shown)
{
    QStringList bullets;
    for (qsizetype i = 0; i < std::min<qsizetype>(lines.size(), shown); ++i)
        bullets << u"• "_s + lines.at(i);
    if (lines.size() > shown)
        //: After the first lines of a list of users: how many are not shown.
        bullets << tr("and %n more", "", int(lines.size() - shown));
    return bullets.join(u'\n');
}

QString Dependants::how(const RelationIndex::Edge &edge)
{
    switch (edge.relation) {
    case RelationIndex::Relation::AuthField:
        //: How a tool uses a secret: %1 the HTTP header it fills.
        return tr("header %1").arg(edge.detail);
    case RelationIndex::Relation::ByokSecret:
        if (edge.detail == u"byok"_s)
            //: How a custom model uses a secret: as its own provider key (bring your own key).
            return tr("BYOK");
        //: A custom model that names the secret but, in another credential mode, does not send it: %1 the mode.
        return edge.detail.isEmpty() ? tr("BYOK secret id")
                                     : tr("BYOK secret id, credential mode “%1”").arg(edge.detail);
    case RelationIndex::Relation::Brain:
        return tr("brain");
    case RelationIndex::Relation::Agent:
        //: How a group model uses a model: %1 the agent's role.
        return edge.detail.isEmpty() ? tr("agent") : tr("agent “%1”").arg(edge.detail);
    case RelationIndex::Relation::SharedWith:
        //: A tool, API resource or file shared with the custom or group model being deleted.
        return tr("shared with this model");
    }
    return {};
}

} // namespace baton

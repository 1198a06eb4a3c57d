#include "ui/relations/RelationsSection.h"

#include "ui/widgets/Dependants.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <vector>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

const auto Scheme = u"baton-object"_s;

// Entries listed per section: a secret used by thousands of tools stays quick
// to show and to read; the rest are counted.
constexpr size_t MaxListed = 100;

using Kind = RelationIndex::Kind;
using Relation = RelationIndex::Relation;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// A model reference's kind and id; nothing for a base model or another shape.
std::optional<std::pair<Kind, QString>> modelReference(const QJsonObject &ref)
{
    const QString type = ref.value(u"type"_s).toString();
    if (type == u"custom"_s && ref.value(u"customModelId"_s).isString())
        return std::pair {Kind::CustomModel, ref.value(u"customModelId"_s).toString()};
    if (type == u"group"_s && ref.value(u"groupModelId"_s).isString())
        return std::pair {Kind::GroupModel, ref.value(u"groupModelId"_s).toString()};
    return std::nullopt;
}

} // namespace

QUrl RelationsSection::objectUrl(Kind kind, const QString &id)
{
    const std::optional<ResourceKind::Id> resource = NameBook::resourceKind(kind);
    if (!resource)
        return {};
    QUrl url;
    url.setScheme(Scheme);
    url.setPath(ResourceKind::get(*resource).key + u'/' + id);
    return url;
}

std::optional<std::pair<ResourceKind::Id, QString>> RelationsSection::objectOfLink(const QUrl &url)
{
    if (url.scheme() != Scheme)
        return std::nullopt;
    const QString path = url.path();
    const qsizetype slash = path.indexOf(u'/');
    if (slash <= 0 || slash + 1 >= path.size())
        return std::nullopt;
    const ResourceKind *kind = ResourceKind::byKey(QStringView(path).left(slash));
    if (!kind || !kind->isManaged())
        return std::nullopt;
    return std::pair {kind->id, path.mid(slash + 1)};
}

QString RelationsSection::link(Kind kind, const QString &id) const
{
    const QString label = escaped(m_names.label(kind, id));
    const QString title = u" title=\""_s + escaped(id) + u'"';
    // Only what the console has read can be opened; a team is no object.
    if (!m_names.index().contains(kind, id))
        return u"<span"_s + title + u'>' + label + u"</span>"_s;
    return u"<a href=\""_s + escaped(objectUrl(kind, id).toString(QUrl::FullyEncoded)) + u'"' + title + u'>' + label
        + u"</a>"_s;
}

QString RelationsSection::kindAndLink(Kind kind, const QString &id) const
{
    // A team's label and an object not visible already say what they are.
    if (kind == Kind::Team || !m_names.index().contains(kind, id))
        return link(kind, id);
    //: A reference in the detail pane: %1 the kind ("Custom model"), %2 its name as a link.
    return tr("%1 %2").arg(escaped(NameBook::kindTitle(kind)), link(kind, id));
}

QStringList RelationsSection::memberLines(ResourceKind::Id kind, const QString &member, const QJsonValue &value) const
{
    QStringList lines;
    const bool model = kind == ResourceKind::Id::CustomModel || kind == ResourceKind::Id::GroupModel;
    const bool shared
        = kind == ResourceKind::Id::Tool || kind == ResourceKind::Id::ApiResource || kind == ResourceKind::Id::File;
    if (kind == ResourceKind::Id::GroupModel && member == u"brain"_s && value.isObject()) {
        const QJsonObject ref = value.toObject();
        if (const auto target = modelReference(ref))
            lines << kindAndLink(target->first, target->second);
        else if (ref.value(u"type"_s) == u"llm"_s && ref.value(u"llmModelName"_s).isString())
            //: A group model's brain that is a base model: %1 its name.
            lines << tr("Base model %1").arg(escaped(ref.value(u"llmModelName"_s).toString()));
        return lines;
    }
    if (kind == ResourceKind::Id::GroupModel && member == u"agents"_s && value.isArray()) {
        for (const QJsonValue &entry : value.toArray()) {
            const QJsonObject agent = entry.toObject();
            const QJsonObject ref = agent.value(u"ref"_s).toObject();
            QString target;
            if (const auto found = modelReference(ref))
                target = kindAndLink(found->first, found->second);
            else if (ref.value(u"type"_s) == u"llm"_s && ref.value(u"llmModelName"_s).isString())
                target = tr("Base model %1").arg(escaped(ref.value(u"llmModelName"_s).toString()));
            if (!entry.isObject() || target.isEmpty())
                return {};
            //: An agent in the detail pane: %1 its role, %2 the model it runs on.
            QString line = tr("%1: %2").arg(u"<b>"_s + escaped(agent.value(u"role"_s).toString()) + u"</b>"_s, target);
            if (const QString instruction = agent.value(u"instructionOverride"_s).toString(); !instruction.isEmpty())
                line += u"<br><small>"_s + escaped(tr("Instruction: %1").arg(instruction)) + u"</small>"_s;
            lines << line;
        }
        return lines;
    }
    if (kind == ResourceKind::Id::CustomModel && member == u"byokSecretId"_s && value.isString()
        && !value.toString().isEmpty()) {
        return {kindAndLink(Kind::Secret, value.toString())};
    }
    // Objects carry `teamId` where relevant, models `teamIds`.
    if ((model && member == u"teamIds"_s) || member == u"teamId"_s) {
        const QJsonArray ids = value.isArray() ? value.toArray() : QJsonArray {value};
        for (const QJsonValue &id : ids) {
            if (!id.isString() || id.toString().isEmpty())
                return {};
            lines << link(Kind::Team, id.toString());
        }
        return lines;
    }
    if (kind == ResourceKind::Id::Tool && member == u"authFields"_s && value.isArray()) {
        for (const QJsonValue &entry : value.toArray()) {
            const QString secret = entry[u"secretId"_s].toString();
            if (!entry.isObject() || secret.isEmpty())
                return {};
            //: An auth field in the detail pane: %1 the header, %2 the secret as a link.
            lines << tr("%1 from the secret %2")
                         .arg(u"<code>"_s + escaped(entry[u"key"_s].toString()) + u"</code>"_s,
                              link(Kind::Secret, secret));
        }
        return lines;
    }
    if (shared && member == u"scopes"_s && value.isArray()) {
        for (const QJsonValue &entry : value.toArray()) {
            const QString id = entry[u"id"_s].toString();
            const Kind target = RelationIndex::scopeKind(entry[u"type"_s].toString());
            if (!entry.isObject() || id.isEmpty() || target == Kind::Unknown)
                return {};
            lines << kindAndLink(target, id);
        }
        // Tools and API resources offer Change sharing; a file cannot.
        if (kind == ResourceKind::Id::File && !lines.isEmpty())
            lines << u"<small><i>"_s
                    + escaped(tr("Set when the file was uploaded. The service cannot send the file back, so Baton "
                                 "cannot upload it again with other sharing: upload it anew to change that."))
                    + u"</i></small>"_s;
        return lines;
    }
    return {};
}

QString RelationsSection::edgeLine(const RelationIndex::Edge &edge, bool outgoing) const
{
    const QString other = edge.kind == Kind::Unknown
        //: A reference of a shape the console cannot read: %1 it as written.
        ? tr("Unknown reference %1").arg(u"<code>"_s + escaped(edge.id) + u"</code>"_s)
        : kindAndLink(edge.kind, edge.id);
    const QString detail = escaped(edge.detail);
    switch (edge.relation) {
    case Relation::AuthField:
        //: %1 a secret or a tool (a link), %2 the header it fills.
        return tr("%1, for the header %2").arg(other, u"<code>"_s + detail + u"</code>"_s);
    case Relation::ByokSecret:
        if (edge.detail == u"app"_s)
            //: %1 a secret or a custom model (a link); the model is set to the app's credentials.
            return tr("%1, as the provider key (not sent while the model uses the app’s credentials)").arg(other);
        //: %1 a secret or a custom model (a link).
        return tr("%1, as the provider key").arg(other);
    case Relation::Brain:
        //: %1 a model (a link).
        return outgoing ? tr("%1, as the brain").arg(other) : tr("%1, which has it as its brain").arg(other);
    case Relation::Agent:
        //: %1 a model (a link), %2 the agent's role.
        return outgoing ? tr("%1, as the agent “%2”").arg(other, detail)
                        : tr("%1, which has it as the agent “%2”").arg(other, detail);
    case Relation::SharedWith:
        //: %1 a team or a model (a link) the object is shared with.
        return outgoing ? tr("Shared with %1").arg(other)
                        //: %1 a tool, API resource or file (a link) shared with the object.
                        : tr("%1, shared with it").arg(other);
    }
    return other;
}

QString RelationsSection::usesAndUsedBy(ResourceKind::Id kind, const QString &id, Shares shares) const
{
    const RelationIndex &index = m_names.index();
    const auto list = [this](const QList<RelationIndex::Edge> &edges, bool outgoing) -> QString {
        // Sorted by kind then name, so that the same object always reads the
        // same; the labels are looked up once each.
        struct Entry {
            const RelationIndex::Edge *edge;
            QString label;
        };
        std::vector<Entry> entries;
        entries.reserve(size_t(edges.size()));
        for (const RelationIndex::Edge &edge : edges)
            entries.push_back({&edge, m_names.label(edge.kind, edge.id)});
        const auto shown = std::min<size_t>(entries.size(), MaxListed);
        std::partial_sort(entries.begin(), entries.begin() + qsizetype(shown), entries.end(),
                          [](const Entry &a, const Entry &b) {
                              if (a.edge->kind != b.edge->kind)
                                  return a.edge->kind < b.edge->kind;
                              return a.label.localeAwareCompare(b.label) < 0;
                          });
        QString html = u"<ul style=\"margin-top: 0px\">"_s;
        for (size_t i = 0; i < shown; ++i)
            html += u"<li>"_s + edgeLine(*entries[i].edge, outgoing) + u"</li>"_s;
        html += u"</ul>"_s;
        if (entries.size() > shown)
            //: Under a long list of what uses an object: %n the ones not listed.
            html += u"<p><i>"_s
                + escaped(tr("And %n more; baton-cli refs lists them all.", nullptr, int(entries.size() - shown)))
                + u"</i></p>"_s;
        return html;
    };
    QString html;
    const QList<RelationIndex::Edge> uses = index.uses(kind, id);
    if (!uses.isEmpty())
        html += u"<h4>"_s + escaped(tr("Uses")) + u"</h4>"_s + list(uses, true);
    html += u"<h4>"_s + escaped(tr("Used by")) + u"</h4>"_s;
    QList<RelationIndex::Edge> users = index.usedBy(kind, id);
    if (shares == Shares::Omitted)
        users.removeIf([](const RelationIndex::Edge &edge) { return edge.relation == Relation::SharedWith; });
    // Where the users come from lists not read whole, none found is not "nothing uses it".
    QStringList unknown;
    if (shares == Shares::Omitted) {
        if (!m_names.isLoaded(ResourceKind::Id::GroupModel))
            unknown << m_names.gap(ResourceKind::Id::GroupModel);
    } else {
        unknown = Dependants::unknownUsers(m_names, RelationIndex::kindOf(kind));
    }
    if (!users.isEmpty())
        html += list(users, false);
    else if (!unknown.isEmpty())
        html += u"<p><i>"_s + escaped(tr("Nothing among the objects read so far.")) + u"</i></p>"_s;
    else if (shares == Shares::Omitted)
        html += u"<p><i>"_s + escaped(tr("No group model has it as its brain or an agent.")) + u"</i></p>"_s;
    else
        html += u"<p><i>"_s + escaped(tr("Nothing refers to it.")) + u"</i></p>"_s;
    for (const QString &paragraph : std::as_const(unknown))
        html += u"<p><i>"_s + escaped(paragraph) + u"</i></p>"_s;
    return html;
}

} // namespace baton

#include "ui/relations/ModelToolsSection.h"

#include "core/relations/NameBook.h"
#include "ui/relations/RelationsSection.h"
#include "ui/relations/ShareDialog.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <vector>

namespace baton {

using namespace Qt::StringLiterals;
using Kind = RelationIndex::Kind;
using Relation = RelationIndex::Relation;

namespace {

QList<ModelToolsSection::Use> usesOf(const NameBook &names, Kind kind, const QString &id)
{
    QList<ModelToolsSection::Use> uses;
    for (const RelationIndex::Edge &edge : names.index().usedBy(kind, id)) {
        if (edge.relation != Relation::SharedWith
            || (edge.kind != Kind::Tool && edge.kind != Kind::ApiResource && edge.kind != Kind::File))
            continue;
        ModelToolsSection::Use use;
        use.kind = edge.kind;
        use.id = edge.id;
        // The service asks for approval unless the tool says it need not.
        use.needsApproval = edge.kind == Kind::Tool
            && names.index().object(edge.kind, edge.id).value(u"needUserValidation"_s).toBool(true);
        uses.append(use);
    }
    // Each label looked up once, not once per comparison.
    std::vector<std::pair<QString, ModelToolsSection::Use>> labelled;
    labelled.reserve(size_t(uses.size()));
    for (const ModelToolsSection::Use &use : std::as_const(uses))
        labelled.emplace_back(names.label(use.kind, use.id), use);
    std::sort(labelled.begin(), labelled.end(), [](const auto &a, const auto &b) {
        if (a.second.kind != b.second.kind)
            return a.second.kind < b.second.kind;
        return a.first.localeAwareCompare(b.first) < 0;
    });
    uses.clear();
    for (const auto &[label, use] : labelled)
        uses.append(use);
    return uses;
}

QString kindHeading(Kind kind)
{
    switch (kind) {
    case Kind::Tool:
        return ModelToolsSection::tr("Tools");
    case Kind::ApiResource:
        return ModelToolsSection::tr("API resources");
    default:
        return ModelToolsSection::tr("Files");
    }
}

QString holderHeading(const NameBook &names, const ModelToolsSection::Holder &holder)
{
    const QString label = names.label(holder.kind, holder.id);
    const QString kind = NameBook::kindName(holder.kind);
    if (holder.relation == Relation::Brain)
        //: What a group model's brain can use: %1 the brain's name, %2 its kind ("custom model").
        return ModelToolsSection::tr("Shared with its brain “%1” (%2):").arg(label, kind);
    if (holder.role.isEmpty())
        //: What a group model's agent can use: %1 the agent's name, %2 its kind.
        return ModelToolsSection::tr("Shared with its agent “%1” (%2):").arg(label, kind);
    //: What a group model's agent can use: %1 the agent's name, %2 its kind, %3 its role.
    return ModelToolsSection::tr("Shared with its agent “%1” (%2, role: %3):").arg(label, kind, holder.role);
}

// Objects listed per kind and holder: a model shared with thousands of tools
// stays quick to show; the rest are counted.
constexpr qsizetype MaxListed = 100;

// The uses of one holder as a table: a row per kind; each a link that opens
// it when `links` (the detail pane; an editor's label opens nothing).
QString usesTable(const NameBook &names, const QList<ModelToolsSection::Use> &uses, bool links)
{
    const RelationsSection relations(names);
    QString html = u"<table cellspacing=\"0\" cellpadding=\"3\">"_s;
    for (const Kind kind : {Kind::Tool, Kind::ApiResource, Kind::File}) {
        QStringList lines;
        qsizetype more = 0;
        for (const ModelToolsSection::Use &use : uses) {
            if (use.kind != kind)
                continue;
            if (lines.size() == MaxListed) {
                ++more;
                continue;
            }
            const QString label
                = links ? relations.link(use.kind, use.id) : names.label(use.kind, use.id).toHtmlEscaped();
            //: A tool a model can use that asks a person before each call: %1 its name.
            lines << (use.needsApproval ? ModelToolsSection::tr("%1 (asks for approval)").arg(label) : label);
        }
        if (more > 0)
            //: Under a long list of what a model can use: %n the ones not listed.
            lines << u"<i>"_s
                    + ModelToolsSection::tr("And %n more; baton-cli refs lists them all.", nullptr, int(more))
                          .toHtmlEscaped()
                    + u"</i>"_s;
        if (!lines.isEmpty())
            html += u"<tr><td valign=\"top\"><b>"_s + kindHeading(kind).toHtmlEscaped() + u"</b></td><td>"_s
                + lines.join(u"<br>"_s) + u"</td></tr>"_s;
    }
    return html + u"</table>"_s;
}

// The section's text without its heading. A chat with a model can use only
// what is shared with that model itself; a group model's brain and agents
// are listed apart, with what they can use in their own chats.
QString body(const NameBook &names, ResourceKind::Id modelKind, const QString &id, bool links)
{
    // "The tools could not be read: …", "… were read only in part: …", "… are still being read."
    if (!names.isLoaded(ResourceKind::Id::Tool))
        return u"<p>"_s + names.gap(ResourceKind::Id::Tool).toHtmlEscaped() + u"</p>"_s;
    QString html;
    const QList<ModelToolsSection::Holder> holders = ModelToolsSection::holders(names, modelKind, id);
    const auto paragraph = [](const QString &text, bool bold = false) -> QString {
        return bold ? u"<p><b>"_s + text.toHtmlEscaped() + u"</b></p>"_s : u"<p>"_s + text.toHtmlEscaped() + u"</p>"_s;
    };
    bool membersHeaded = false;
    for (const ModelToolsSection::Holder &holder : holders) {
        const bool itself = holder.relation == Relation::SharedWith;
        if (itself && modelKind == ResourceKind::Id::GroupModel)
            html += paragraph(ModelToolsSection::tr("In a chat with this group model:"), true);
        if (!itself && !membersHeaded) {
            membersHeaded = true;
            html += paragraph(ModelToolsSection::membersNoteText());
        }
        if (!itself)
            html += paragraph(holderHeading(names, holder), true);
        const bool anyTool = std::any_of(holder.uses.cbegin(), holder.uses.cend(),
                                         [](const ModelToolsSection::Use &use) { return use.kind == Kind::Tool; });
        if (itself && !anyTool)
            html += paragraph(ModelToolsSection::noToolsText());
        else if (holder.uses.isEmpty())
            html += paragraph(ModelToolsSection::tr("Nothing is shared with it."));
        if (!holder.uses.isEmpty())
            html += usesTable(names, holder.uses, links);
    }
    return html;
}

} // namespace

QList<ModelToolsSection::Holder> ModelToolsSection::holders(const NameBook &names, ResourceKind::Id modelKind,
                                                            const QString &id)
{
    const Kind kind = RelationIndex::kindOf(modelKind);
    QList<Holder> result;
    Holder itself;
    itself.kind = kind;
    itself.id = id;
    itself.uses = usesOf(names, kind, id);
    result.append(itself);
    if (kind != Kind::GroupModel)
        return result;
    for (const RelationIndex::Edge &edge : names.index().uses(kind, id)) {
        if (edge.relation != Relation::Brain && edge.relation != Relation::Agent)
            continue;
        if (edge.kind != Kind::CustomModel && edge.kind != Kind::GroupModel)
            continue;
        Holder member;
        member.relation = edge.relation;
        member.kind = edge.kind;
        member.id = edge.id;
        member.role = edge.relation == Relation::Agent ? edge.detail : QString();
        member.uses = usesOf(names, edge.kind, edge.id);
        result.append(member);
    }
    return result;
}

QString ModelToolsSection::html(const NameBook &names, ResourceKind::Id modelKind, const QString &id)
{
    return u"<h3>"_s + tr("What this model can use").toHtmlEscaped() + u"</h3>"_s + body(names, modelKind, id, true);
}

QString ModelToolsSection::membersNoteText()
{
    return tr("For the brain's and agents' own chats: what is shared with each of them. A chat with this group can "
              "use only what is listed above, shared with the group itself.");
}

QString ModelToolsSection::noToolsText()
{
    return tr("No tools are shared with this model, so it cannot call any. A tool shared only with a team is not "
              "available to a model: use “Share a tool with this model…” to share one with it.");
}

ModelToolsSection::ModelToolsSection(ApiClient &client, ResourceKind::Id modelKind, QWidget *parent)
    : QGroupBox(tr("What this model can use"), parent)
    , m_client(client)
    , m_modelKind(modelKind)
    , m_text(new QLabel(this))
    , m_share(new QPushButton(tr("S&hare a tool with this model…"), this))
{
    setObjectName(u"modelUses"_s);
    m_text->setObjectName(u"modelUsesText"_s);
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_share->setObjectName(u"shareToolButton"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_share, 0, Qt::AlignLeft);
    connect(m_share, &QPushButton::clicked, this, &ModelToolsSection::share);
    hide();
}

void ModelToolsSection::setNames(const NameBook &names)
{
    if (m_names)
        disconnect(m_names, nullptr, this, nullptr);
    m_names = &names;
    connect(&names, &NameBook::changed, this, &ModelToolsSection::refresh);
    connect(&names, &NameBook::failed, this, &ModelToolsSection::refresh);
    refresh();
}

void ModelToolsSection::setModelId(const QString &id)
{
    m_id = id;
    refresh();
}

void ModelToolsSection::refresh()
{
    setVisible(m_names && !m_id.isEmpty());
    if (isHidden())
        return;
    m_text->setText(body(*m_names, m_modelKind, m_id, false));
}

void ModelToolsSection::share()
{
    if (!m_names)
        return;
    ShareDialog::shareWithModel(m_client, *m_names, m_modelKind, m_id, this);
}

} // namespace baton

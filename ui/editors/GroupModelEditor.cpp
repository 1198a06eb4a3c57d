#include "ui/editors/GroupModelEditor.h"

#include "ui/editors/FormWidgets.h"
#include "ui/relations/ModelToolsSection.h"
#include "ui/widgets/AgentsTable.h"
#include "ui/widgets/CountedTextEdit.h"
#include "ui/widgets/IconPicker.h"
#include "ui/widgets/ModelRefPicker.h"
#include "ui/widgets/ResolvedRefsView.h"
#include "ui/widgets/TagEditor.h"
#include "ui/widgets/TeamIdsEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QMap>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

const QString DefaultMode = u"auto"_s;

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list << item.toString();
    return list;
}

} // namespace

GroupModelEditor::GroupModelEditor(ApiClient &client, QWidget *parent)
    : ResourceEditor(ResourceKind::get(ResourceKind::Id::GroupModel), parent)
    , m_name(new QLineEdit(this))
    , m_description(new CountedTextEdit(kind().field(u"description")->maxLength.value_or(0), this))
    , m_category(new QLineEdit(this))
    , m_tags(new TagEditor(this))
    , m_icon(new IconPicker(this))
    , m_mode(new QComboBox(this))
    , m_brain(new ModelRefPicker(client, this))
    , m_agents(new AgentsTable(client, this))
    , m_public(new QCheckBox(tr("Public: every user of the service can use it"), this))
    , m_teams(new TeamIdsEditor(this))
    , m_resolvedBox(new QGroupBox(tr("Resolved references (read-only)"), this))
    , m_resolved(new ResolvedRefsView(client, m_resolvedBox))
{
    setObjectName(u"groupModelEditor"_s);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. Support desk"));
    m_description->setObjectName(u"description"_s);
    m_description->setPlaceholderText(tr("What it is for, shown to the people who pick it"));
    m_description->setVisibleLines(3);
    m_category->setObjectName(u"category"_s);
    m_category->setPlaceholderText(tr("e.g. Support"));
    m_tags->setObjectName(u"tags"_s);
    m_icon->setObjectName(u"icon"_s);
    m_mode->setObjectName(u"defaultMode"_s);
    const QMap<QString, QString> modeNames {{u"orch"_s, tr("Orchestrate (orch)")},
                                            {u"synth"_s, tr("Synthesise (synth)")},
                                            {u"normal"_s, tr("Normal (normal)")},
                                            {u"auto"_s, tr("Automatic (auto)")}};
    for (const QString &mode : ResourceKind::groupModes()) {
        m_mode->addItem(modeNames.value(mode, mode), mode);
        m_mode->setItemData(m_mode->count() - 1, modeExplanation(mode), Qt::ToolTipRole);
    }
    m_brain->setObjectName(u"brain"_s);
    m_brain->setToolTip(tr("The model that leads the group: it answers, or directs and combines the agents"));
    m_agents->setObjectName(u"agents"_s);
    m_public->setObjectName(u"isPublic"_s);
    m_teams->setObjectName(u"teamIds"_s);

    addField(form(), u"name"_s, tr("&Name"), m_name);
    addField(form(), u"description"_s, tr("&Description"), m_description);
    addField(form(), u"category"_s, tr("Ca&tegory"), m_category);
    addField(form(), u"tags"_s, tr("T&ags"), m_tags);
    addField(form(), u"icon"_s, tr("Ic&on"), m_icon);
    addField(form(), u"defaultMode"_s, tr("Default &mode"), m_mode);
    addField(form(), u"brain"_s, tr("&Brain"), m_brain);
    // Two lines: several agents may each have a problem.
    addField(form(), u"agents"_s, tr("A&gents"), m_agents, 2);
    addField(form(), u"isPublic"_s, tr("&Visibility"), m_public);
    addField(form(), u"teamIds"_s, tr("T&eams"), m_teams);

    m_resolvedBox->setObjectName(u"resolvedSection"_s);
    auto *resolvedLayout = new QVBoxLayout(m_resolvedBox);
    resolvedLayout->addWidget(m_resolved);
    m_resolvedBox->hide();
    sectionLayout()->addWidget(m_resolvedBox);
    m_uses = new ModelToolsSection(client, ResourceKind::Id::GroupModel, this);
    sectionLayout()->addWidget(m_uses);
    sectionLayout()->addStretch(1);

    setTabOrder(m_name, m_description);
    setTabOrder(m_description, m_category);
    setTabOrder(m_category, m_tags);
    setTabOrder(m_tags, m_icon);
    setTabOrder(m_icon, m_mode);
    setTabOrder(m_mode, m_brain);
    setTabOrder(m_brain, m_agents);
    setTabOrder(m_agents, m_public);
    setTabOrder(m_public, m_teams);

    connect(m_name, &QLineEdit::textChanged, this, &GroupModelEditor::markEdited);
    connect(m_description, &CountedTextEdit::textChanged, this, &GroupModelEditor::markEdited);
    connect(m_category, &QLineEdit::textChanged, this, &GroupModelEditor::markEdited);
    connect(m_tags, &TagEditor::tagsChanged, this, &GroupModelEditor::markEdited);
    connect(m_icon, &IconPicker::iconChanged, this, &GroupModelEditor::markEdited);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_mode->setToolTip(modeExplanation(m_mode->currentData().toString()));
        markEdited();
    });
    connect(m_brain, &ModelRefPicker::refChanged, this, &GroupModelEditor::markEdited);
    connect(m_agents, &AgentsTable::agentsChanged, this, &GroupModelEditor::markEdited);
    connect(m_public, &QCheckBox::toggled, this, &GroupModelEditor::markEdited);
    connect(m_teams, &TeamIdsEditor::teamIdsChanged, this, &GroupModelEditor::markEdited);
}

void GroupModelEditor::setNames(const NameBook &names)
{
    ResourceEditor::setNames(names);
    m_teams->setNames(names);
    m_uses->setNames(names);
}

QString GroupModelEditor::modeExplanation(const QString &mode)
{
    if (mode == u"orch"_s)
        return tr("The brain splits each request into tasks, hands them to the agents and assembles their results.");
    if (mode == u"synth"_s)
        return tr("Every agent answers the request, then the brain merges their answers into one.");
    if (mode == u"normal"_s)
        return tr("The brain answers alone, as a single model would; the agents are not asked.");
    if (mode == u"auto"_s)
        return tr("The brain chooses, for each request, the mode that suits it.");
    return {};
}

void GroupModelEditor::load(const QJsonObject &object)
{
    m_name->setText(object.value(u"name"_s).toString());
    m_description->setText(object.value(u"description"_s).toString());
    m_category->setText(object.value(u"category"_s).toString());
    m_tags->setTags(stringList(object.value(u"tags"_s)));
    m_icon->setIcon(object.value(u"icon"_s).toString());
    const int mode = m_mode->findData(object.value(u"defaultMode"_s).toString(DefaultMode));
    m_mode->setCurrentIndex(mode);
    m_mode->setToolTip(modeExplanation(m_mode->currentData().toString()));
    m_brain->setRef(object.value(u"brain"_s).toObject());
    m_agents->setAgents(object.value(u"agents"_s).toArray());
    m_public->setChecked(object.value(u"isPublic"_s).toBool());
    m_teams->setTeamIds(stringList(object.value(u"teamIds"_s)));

    const QString id = operation() == Operation::Update ? object.value(u"id"_s).toString() : QString();
    m_resolved->setGroupModelId(id);
    m_resolvedBox->setVisible(!id.isEmpty());
    m_uses->setModelId(id);
    m_resolvedRead = false;
    if (!id.isEmpty() && isVisible()) {
        m_resolvedRead = true;
        m_resolved->refresh();
    }
}

QJsonObject GroupModelEditor::collect() const
{
    QJsonObject body;
    FormWidgets::insertText(body, u"name"_s, m_name->text());
    FormWidgets::insertText(body, u"description"_s, m_description->text());
    FormWidgets::insertText(body, u"category"_s, m_category->text());
    FormWidgets::insertList(body, u"tags"_s, m_tags->tags());
    FormWidgets::insertText(body, u"icon"_s, m_icon->icon());
    FormWidgets::insertText(body, u"defaultMode"_s, m_mode->currentData().toString());
    body.insert(u"brain"_s, m_brain->ref());
    if (const QJsonArray agents = m_agents->agents(); !agents.isEmpty())
        body.insert(u"agents"_s, agents);
    body.insert(u"isPublic"_s, m_public->isChecked());
    FormWidgets::insertList(body, u"teamIds"_s, m_teams->teamIds());
    return body;
}

QList<FieldError> GroupModelEditor::extraChecks() const
{
    QList<FieldError> errors;
    static const QRegularExpression agentPath(uR"(^agents\[(\d+)\](?:\.(\w+))?)"_s);
    QHash<int, QStringList> problems;
    QStringList lines;
    for (const FieldError &error : Validator::validate(kind(), body(), operation())) {
        const QRegularExpressionMatch match = agentPath.match(error.field);
        if (!match.hasMatch())
            continue;
        const int index = match.captured(1).toInt();
        const QString member = match.captured(2);
        // The agent's member a problem is about, inside "<agent>, <member>: <problem>".
        const QString what = member == u"role"_s ? tr("role", "an agent's role, inside a sentence")
            : member == u"instructionOverride"_s ? tr("instruction override")
            : member == u"ref"_s                 ? tr("model", "an agent's model, inside a sentence")
                                                 : QString();
        const QString line = what.isEmpty() ? tr("%1: %2").arg(m_agents->agentName(index), error.message)
                                            : tr("%1, %2: %3").arg(m_agents->agentName(index), what, error.message);
        problems[index] << line;
        lines << line;
    }
    m_agents->setProblems(problems);
    // One error per field: all the agents' problems in one message.
    if (!lines.isEmpty())
        errors.append({u"agents"_s, lines.join(u'\n')});
    if (!m_teams->pendingText().isEmpty())
        errors.append({u"teamIds"_s, tr("The team id typed is not in the list yet: add it, or clear it.")});
    return errors;
}

void GroupModelEditor::showEvent(QShowEvent *event)
{
    ResourceEditor::showEvent(event);
    if (!m_resolvedRead && !m_resolved->groupModelId().isEmpty()) {
        m_resolvedRead = true;
        m_resolved->refresh();
    }
}

} // namespace baton

#include "ui/editors/CustomModelEditor.h"

#include "ui/editors/FormWidgets.h"
#include "ui/relations/ModelToolsSection.h"
#include "ui/widgets/BaseModelCombo.h"
#include "ui/widgets/CountedTextEdit.h"
#include "ui/widgets/ObjectPicker.h"
#include "ui/widgets/TagEditor.h"
#include "ui/widgets/TeamIdsEditor.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLineEdit>
#include <QRadioButton>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

const QString App = u"app"_s;
const QString Byok = u"byok"_s;

qint64 limitOf(const ResourceKind &kind, QStringView field)
{
    return kind.field(field)->maxLength.value_or(0);
}

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list << item.toString();
    return list;
}

} // namespace

CustomModelEditor::CustomModelEditor(ApiClient &client, QWidget *parent)
    : ResourceEditor(ResourceKind::get(ResourceKind::Id::CustomModel), parent)
    , m_name(new QLineEdit(this))
    , m_llmModel(new BaseModelCombo(this))
    , m_description(new CountedTextEdit(limitOf(kind(), u"description"), this))
    , m_category(new QLineEdit(this))
    , m_tags(new TagEditor(this))
    , m_instruction(new CountedTextEdit(limitOf(kind(), u"defaultSystemInstruction"), this))
    , m_public(new QCheckBox(tr("Public: every user of the service can use it"), this))
    , m_teams(new TeamIdsEditor(this))
    , m_appCredentials(new QRadioButton(tr("Application credentials"), this))
    , m_byokCredentials(new QRadioButton(tr("Your own key (BYOK)"), this))
    , m_byokSecret(new ObjectPicker(client, ResourceKind::get(ResourceKind::Id::Secret), this))
{
    setObjectName(u"customModelEditor"_s);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. Support assistant"));
    m_llmModel->setObjectName(u"llmModelName"_s);
    m_llmModel->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_llmModel->setToolTip(
        tr("The underlying model this custom model calls. Pick one or type any name the service knows."));
    m_description->setObjectName(u"description"_s);
    m_description->setPlaceholderText(tr("What it is for, shown to the people who pick it"));
    m_description->setVisibleLines(3);
    m_category->setObjectName(u"category"_s);
    m_category->setPlaceholderText(tr("e.g. Support"));
    m_tags->setObjectName(u"tags"_s);
    m_instruction->setObjectName(u"defaultSystemInstruction"_s);
    m_instruction->setPlaceholderText(tr("The system instruction every chat with this model starts with"));
    m_instruction->setVisibleLines(12);
    m_public->setObjectName(u"isPublic"_s);
    m_teams->setObjectName(u"teamIds"_s);

    auto *credentials = new QWidget(this);
    credentials->setObjectName(u"credentialMode"_s);
    m_appCredentials->setObjectName(u"credentialApp"_s);
    m_byokCredentials->setObjectName(u"credentialByok"_s);
    m_appCredentials->setToolTip(tr("Calls to the model provider use the service's own account (app)."));
    m_byokCredentials->setToolTip(
        tr("Calls to the model provider use the key stored in a secret of the vault (byok)."));
    auto *modes = new QButtonGroup(credentials);
    modes->addButton(m_appCredentials);
    modes->addButton(m_byokCredentials);
    auto *credentialsLayout = new QHBoxLayout(credentials);
    credentialsLayout->setContentsMargins(0, 0, 0, 0);
    credentialsLayout->addWidget(m_appCredentials);
    credentialsLayout->addWidget(m_byokCredentials);
    credentialsLayout->addStretch(1);
    credentials->setFocusProxy(m_appCredentials);
    m_byokSecret->setObjectName(u"byokSecretId"_s);
    m_byokSecret->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_byokSecret->setToolTip(tr("The secret that holds the provider's API key"));
    // Without a placeholder the combo box would select the first secret read.
    m_byokSecret->setPlaceholderText(tr("Choose a secret"));

    addField(form(), u"name"_s, tr("&Name"), m_name);
    addField(form(), u"llmModelName"_s, tr("&Base model"), m_llmModel);
    addField(form(), u"description"_s, tr("&Description"), m_description);
    addField(form(), u"category"_s, tr("Ca&tegory"), m_category);
    addField(form(), u"tags"_s, tr("T&ags"), m_tags);
    addField(form(), u"defaultSystemInstruction"_s, tr("System &instruction"), m_instruction);
    addField(form(), u"isPublic"_s, tr("&Visibility"), m_public);
    addField(form(), u"teamIds"_s, tr("T&eams"), m_teams);
    addField(form(), u"credentialMode"_s, tr("&Credentials"), credentials);
    addField(form(), u"byokSecretId"_s, tr("BYOK &secret"), m_byokSecret);
    m_uses = new ModelToolsSection(client, ResourceKind::Id::CustomModel, this);
    sectionLayout()->addWidget(m_uses);
    sectionLayout()->addStretch(1);

    setTabOrder(m_name, m_llmModel);
    setTabOrder(m_llmModel, m_description);
    setTabOrder(m_description, m_category);
    setTabOrder(m_category, m_tags);
    setTabOrder(m_tags, m_instruction);
    setTabOrder(m_instruction, m_public);
    setTabOrder(m_public, m_teams);
    setTabOrder(m_teams, m_appCredentials);
    setTabOrder(m_appCredentials, m_byokCredentials);
    setTabOrder(m_byokCredentials, m_byokSecret);

    connect(m_name, &QLineEdit::textChanged, this, &CustomModelEditor::markEdited);
    connect(m_llmModel, &BaseModelCombo::modelNameChanged, this, &CustomModelEditor::markEdited);
    connect(m_description, &CountedTextEdit::textChanged, this, &CustomModelEditor::markEdited);
    connect(m_category, &QLineEdit::textChanged, this, &CustomModelEditor::markEdited);
    connect(m_tags, &TagEditor::tagsChanged, this, &CustomModelEditor::markEdited);
    connect(m_instruction, &CountedTextEdit::textChanged, this, &CustomModelEditor::markEdited);
    connect(m_public, &QCheckBox::toggled, this, &CustomModelEditor::markEdited);
    connect(m_teams, &TeamIdsEditor::teamIdsChanged, this, &CustomModelEditor::markEdited);
    connect(modes, &QButtonGroup::buttonToggled, this, [this](QAbstractButton *, bool checked) {
        if (!checked)
            return;
        updateByokState();
        markEdited();
    });
    connect(m_byokSecret, &ObjectPicker::currentIdChanged, this, &CustomModelEditor::markEdited);
    m_appCredentials->setChecked(true);
    updateByokState();
}

void CustomModelEditor::setNames(const NameBook &names)
{
    ResourceEditor::setNames(names);
    m_teams->setNames(names);
    m_uses->setNames(names);
}

void CustomModelEditor::load(const QJsonObject &object)
{
    m_name->setText(object.value(u"name"_s).toString());
    m_llmModel->setModelName(object.value(u"llmModelName"_s).toString());
    m_description->setText(object.value(u"description"_s).toString());
    m_category->setText(object.value(u"category"_s).toString());
    m_tags->setTags(stringList(object.value(u"tags"_s)));
    m_instruction->setText(object.value(u"defaultSystemInstruction"_s).toString());
    m_public->setChecked(object.value(u"isPublic"_s).toBool());
    m_teams->setTeamIds(stringList(object.value(u"teamIds"_s)));
    const bool byok = object.value(u"credentialMode"_s).toString() == Byok;
    (byok ? m_byokCredentials : m_appCredentials)->setChecked(true);
    m_byokSecret->setCurrentId(object.value(u"byokSecretId"_s).toString());
    updateByokState();
    m_uses->setModelId(operation() == Operation::Update ? object.value(u"id"_s).toString() : QString());
}

QJsonObject CustomModelEditor::collect() const
{
    QJsonObject body;
    FormWidgets::insertText(body, u"name"_s, m_name->text());
    FormWidgets::insertText(body, u"llmModelName"_s, m_llmModel->modelName());
    FormWidgets::insertText(body, u"description"_s, m_description->text());
    FormWidgets::insertText(body, u"category"_s, m_category->text());
    FormWidgets::insertList(body, u"tags"_s, m_tags->tags());
    FormWidgets::insertText(body, u"defaultSystemInstruction"_s, m_instruction->text());
    body.insert(u"isPublic"_s, m_public->isChecked());
    FormWidgets::insertList(body, u"teamIds"_s, m_teams->teamIds());
    body.insert(u"credentialMode"_s, isByok() ? Byok : App);
    // With the application's credentials the secret is not used; a secret id
    // read with the object stays as it was (the interface has no way to clear
    // it, and an empty id is not a UUID).
    FormWidgets::insertText(body, u"byokSecretId"_s,
                            isByok() ? m_byokSecret->currentId() : object().value(u"byokSecretId"_s).toString());
    return body;
}

QList<FieldError> CustomModelEditor::extraChecks() const
{
    QList<FieldError> errors;
    // On update the table requires nothing, but switching to BYOK still needs a secret.
    if (isByok() && m_byokSecret->currentId().isEmpty())
        errors.append({u"byokSecretId"_s,
                       m_byokSecret->currentText().trimmed().isEmpty()
                           ? tr("Choose the secret that holds the provider key.")
                           : tr("Choose a secret from the list, or type its UUID.")});
    if (!m_teams->pendingText().isEmpty())
        errors.append({u"teamIds"_s, tr("The team id typed is not in the list yet: add it, or clear it.")});
    return errors;
}

bool CustomModelEditor::isByok() const
{
    return m_byokCredentials->isChecked();
}

void CustomModelEditor::updateByokState()
{
    m_byokSecret->setEnabled(isByok());
}

} // namespace baton

#include "ui/editors/SecretEditor.h"

#include "core/relations/NameBook.h"
#include "ui/editors/FormWidgets.h"
#include "ui/widgets/Dependants.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"
#include "ui/widgets/TeamPicker.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

SecretEditor::SecretEditor(QWidget *parent)
    : ResourceEditor(ResourceKind::get(ResourceKind::Id::Secret), parent)
{
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. Ticket API key"));
    addField(form(), u"name"_s, tr("&Name"), m_name);

    m_description = FormWidgets::description(this);
    addField(form(), u"description"_s, tr("&Description"), m_description);

    m_provider = new QLineEdit(this);
    m_provider->setObjectName(u"provider"_s);
    m_provider->setPlaceholderText(tr("Who issued it, e.g. openai"));
    addField(form(), u"provider"_s, tr("&Provider"), m_provider);

    m_scope = new QComboBox(this);
    m_scope->setObjectName(u"scope"_s);
    m_scope->addItem(tr("Personal (only this token's user)"), u"user"_s);
    m_scope->addItem(tr("Team"), u"team"_s);
    //: Who may use the secret: the user or a team.
    addField(form(), u"scope"_s, tr("&Scope"), m_scope);

    m_teamId = new TeamPicker(this);
    m_teamId->setObjectName(u"teamId"_s);
    // The line typed in answers to the field's name as well, as a plain line edit did.
    m_teamId->lineEdit()->setObjectName(u"teamId"_s);
    addField(form(), u"teamId"_s, tr("&Team"), m_teamId);

    m_valueGroup = new QGroupBox(this);
    m_valueGroup->setObjectName(u"valueGroup"_s);
    m_valueForm = new QFormLayout(m_valueGroup);
    m_valueForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto *valueLine = new QHBoxLayout;
    m_value = new QLineEdit(m_valueGroup);
    m_value->setObjectName(u"value"_s);
    m_value->setEchoMode(QLineEdit::Password);
    m_value->setInputMethodHints(Qt::ImhSensitiveData | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    valueLine->addWidget(m_value, 1);
    m_showValue = new QToolButton(m_valueGroup);
    m_showValue->setObjectName(u"showValue"_s);
    m_showValue->setCheckable(true);
    m_showValue->setIcon(icons::icon(icons::Icon::Show));
    m_showValue->setText(tr("Show"));
    m_showValue->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_showValue->setToolTip(tr("Show the value while typing"));
    m_showValue->setAccessibleName(tr("Show value"));
    valueLine->addWidget(m_showValue);
    //: The secret value itself (a key or password).
    addField(m_valueForm, u"value"_s, tr("&Value"), m_value, valueLine);
    m_valueHint = new QLabel(m_valueGroup);
    m_valueHint->setObjectName(u"valueHint"_s);
    m_valueHint->setWordWrap(true);
    setStatusStyle(m_valueHint, Status::Muted);
    m_valueForm->addRow(m_valueHint);
    m_users = new QLabel(m_valueGroup);
    m_users->setObjectName(u"secretUsers"_s);
    m_users->setWordWrap(true);
    m_users->setTextFormat(Qt::PlainText);
    setStatusStyle(m_users, Status::Warning);
    m_valueForm->addRow(m_users);
    sectionLayout()->addWidget(m_valueGroup);
    sectionLayout()->addStretch();

    connect(m_name, &QLineEdit::textChanged, this, &SecretEditor::markEdited);
    connect(m_description, &QPlainTextEdit::textChanged, this, &SecretEditor::markEdited);
    connect(m_provider, &QLineEdit::textChanged, this, &SecretEditor::markEdited);
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] {
        updateTeamRow();
        markEdited();
    });
    connect(m_teamId, &TeamPicker::currentIdChanged, this, &SecretEditor::markEdited);
    connect(m_value, &QLineEdit::textChanged, this, [this] {
        updateUsers();
        markEdited();
    });
    connect(m_showValue, &QToolButton::toggled, this, [this](bool shown) {
        m_value->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
        m_showValue->setText(shown ? tr("Hide") : tr("Show"));
        m_showValue->setIcon(icons::icon(shown ? icons::Icon::Hide : icons::Icon::Show));
        m_showValue->setToolTip(shown ? tr("Hide the value") : tr("Show the value while typing"));
        m_showValue->setAccessibleName(shown ? tr("Hide value") : tr("Show value"));
    });

    updateTeamRow();
    updateValueGroup();
    updateUsers();
}

void SecretEditor::setNames(const NameBook &names)
{
    ResourceEditor::setNames(names);
    m_teamId->setNames(names);
    const auto namesChanged = [this] {
        m_usersStale = true;
        updateUsers();
    };
    connect(&names, &NameBook::changed, this, namesChanged);
    // A list that failed leaves the users of the secret unknown.
    connect(&names, &NameBook::failed, this, namesChanged);
    m_usersStale = true;
    updateUsers();
}

void SecretEditor::load(const QJsonObject &object)
{
    m_name->setText(object.value(u"name"_s).toString());
    m_description->setPlainText(object.value(u"description"_s).toString());
    m_provider->setText(object.value(u"provider"_s).toString());
    const int scope = m_scope->findData(object.value(u"scope"_s).toString(u"user"_s));
    m_scope->setCurrentIndex(std::max(scope, 0));
    m_teamId->setCurrentId(object.value(u"teamId"_s).toString());
    // A secret object never carries its value, and a duplicate must not
    // inherit one: the field always starts empty and hidden.
    m_value->clear();
    m_showValue->setChecked(false);
    updateTeamRow();
    updateValueGroup();
    m_usersStale = true;
    updateUsers();
}

QJsonObject SecretEditor::collect() const
{
    QJsonObject body;
    FormWidgets::insertText(body, u"name"_s, m_name->text());
    FormWidgets::insertText(body, u"description"_s, m_description->toPlainText());
    FormWidgets::insertText(body, u"provider"_s, m_provider->text());
    const QString scope = m_scope->currentData().toString();
    body.insert(u"scope"_s, scope);
    if (scope == u"team"_s)
        FormWidgets::insertText(body, u"teamId"_s, m_teamId->currentId());
    if (!m_value->text().isEmpty())
        body.insert(u"value"_s, m_value->text());
    return body;
}

void SecretEditor::updateTeamRow()
{
    setFieldVisible(u"teamId"_s, m_scope->currentData().toString() == u"team"_s);
}

void SecretEditor::updateValueGroup()
{
    const bool update = operation() == Operation::Update;
    m_valueGroup->setTitle(update ? tr("Rotate value") : tr("Secret value"));
    //: The secret value itself (a key or password).
    setFieldLabel(u"value"_s, update ? tr("&New value") : tr("&Value"));
    m_valueHint->setText(update ? tr("Leave empty to keep the current value; a new value replaces it.")
                                : tr("Write-only: once saved, the value cannot be read back, only replaced."));
    m_value->setPlaceholderText(update ? tr("Leave empty to keep the current value") : tr("Required"));
}

// A rotation reaches every user at once: they are named before it is saved.
void SecretEditor::updateUsers()
{
    const QString id = object().value(u"id"_s).toString();
    const bool wanted = names() && operation() == Operation::Update && !id.isEmpty() && !m_value->text().isEmpty();
    // Typing in the value changes nothing once the line is there.
    if (wanted == !m_users->isHidden() && !m_usersStale)
        return;
    m_usersStale = false;
    QStringList users;
    QStringList unknown;
    qsizetype more = 0;
    if (wanted) {
        unknown = Dependants::unknownUsers(*names(), RelationIndex::Kind::Secret);
        const QList<RelationIndex::Edge> edges = Dependants::of(*names(), RelationIndex::Kind::Secret, id);
        for (const RelationIndex::Edge &edge : edges) {
            if (users.size() == MaxUsersNamed) {
                more = edges.size() - users.size();
                break;
            }
            //: One user of a secret: %1 its kind, %2 its name, %3 how it uses the secret.
            users << tr("%1 “%2” (%3)")
                         .arg(NameBook::kindTitle(edge.kind), names()->label(edge.kind, edge.id),
                              Dependants::how(edge));
        }
        if (more > 0)
            users << tr("and %n more", nullptr, int(more));
    }
    QStringList paragraphs;
    if (!users.isEmpty())
        //: Before saving a secret's new value: %1 the tools and custom models that use it.
        paragraphs << tr("Used by: %1. They will use the new value from the next request.").arg(users.join(tr(", ")));
    // Without every list of its users, no user named is not "nobody uses it".
    paragraphs << unknown;
    m_users->setText(paragraphs.join(u"\n"_s));
    m_users->setVisible(!paragraphs.isEmpty());
}

} // namespace baton

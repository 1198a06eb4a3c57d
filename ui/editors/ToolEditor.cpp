#include "ui/editors/ToolEditor.h"

#include "core/resources/PortableCopy.h"
#include "ui/editors/FormWidgets.h"
#include "ui/editors/MoveToSecretDialog.h"
#include "ui/relations/SharingNote.h"
#include "ui/widgets/AuthFieldsEditor.h"
#include "ui/widgets/JsonEditor.h"
#include "ui/widgets/ObjectPicker.h"
#include "ui/widgets/ScopeListEditor.h"
#include "ui/widgets/StatusColors.h"
#include "ui/widgets/StringMapEditor.h"
#include "ui/widgets/TagEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

QFormLayout *section(QVBoxLayout *sections, const QString &title, const QString &objectName, QWidget *parent)
{
    auto *group = new QGroupBox(title, parent);
    group->setObjectName(objectName);
    auto *form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    sections->addWidget(group);
    return form;
}

} // namespace

ToolEditor::ToolEditor(ApiClient &client, QWidget *parent)
    : ResourceEditor(ResourceKind::get(ResourceKind::Id::Tool), parent)
    , m_client(client)
{
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. create_ticket"));
    addField(form(), u"name"_s, tr("&Name"), m_name);

    m_description = FormWidgets::description(this);
    m_description->setPlaceholderText(tr("What the tool does and when the model should call it."));
    addField(form(), u"description"_s, tr("&Description"), m_description);

    QFormLayout *request = section(sectionLayout(), tr("Request"), u"requestSection"_s, this);
    m_method = new QComboBox(this);
    m_method->setObjectName(u"method"_s);
    m_method->addItems(kind().field(u"method")->enumValues);
    m_method->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    // A tool cannot read (GET): what can is an API resource, one link away.
    auto *methodHint = new QLabel(this);
    methodHint->setObjectName(u"methodHint"_s);
    methodHint->setTextFormat(Qt::RichText);
    methodHint->setText(u"%1 <a href=\"#apiResource\">%2</a>"_s.arg(
        //: Beside a tool's method, which offers no GET.
        tr("A read (GET) is an API resource.").toHtmlEscaped(),
        //: A link: opens a new API resource's form with the tool's URL.
        tr("New API resource with this URL").toHtmlEscaped()));
    methodHint->setWordWrap(true);
    methodHint->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    methodHint->setFocusPolicy(Qt::TabFocus);
    setStatusStyle(methodHint, Status::Muted);
    methodHint->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(methodHint, &QLabel::linkActivated, this, [this] {
        // What the two kinds share (name, description, URL, headers, timeout,
        // scopes); auth fields are left behind: an API resource sends no secret.
        Q_EMIT newObjectRequested(ResourceKind::Id::ApiResource,
                                  PortableCopy::of(ResourceKind::get(ResourceKind::Id::ApiResource), collect()));
    });
    auto *methodRow = new QHBoxLayout;
    methodRow->addWidget(m_method, 0, Qt::AlignTop);
    methodRow->addWidget(methodHint, 1);
    addField(request, u"method"_s, tr("&Method"), m_method, methodRow);

    m_urlTemplate = new QLineEdit(this);
    m_urlTemplate->setObjectName(u"urlTemplate"_s);
    m_urlTemplate->setPlaceholderText(tr("https://api.example.com/tickets/{ticketId}"));
    m_urlTemplate->setToolTip(tr("Each {placeholder} is filled from the argument of that name."));
    m_urlTemplate->setMinimumWidth(m_urlTemplate->fontMetrics().averageCharWidth() * 40);
    // Two lines: the placeholders missing from the schema are named one by one.
    addField(request, u"urlTemplate"_s, tr("&URL template"), m_urlTemplate, 2);

    m_argsSchema = new JsonEditor(this);
    m_argsSchema->setObjectName(u"argsSchema"_s);
    m_argsSchema->setMinimumSize(m_argsSchema->fontMetrics().averageCharWidth() * 40,
                                 m_argsSchema->fontMetrics().lineSpacing() * 8);
    addField(request, u"argsSchema"_s, tr("&Arguments schema"), m_argsSchema);

    m_headers = new StringMapEditor(StringMapEditor::SecretAdvice::AuthField, this);
    m_headers->setObjectName(u"staticHeadersNonSecret"_s);
    addField(request, u"staticHeadersNonSecret"_s, tr("Headers"), m_headers);

    m_authFields = new AuthFieldsEditor(client, this);
    m_authFields->setObjectName(u"authFields"_s);
    addField(request, u"authFields"_s, tr("Auth fields"), m_authFields);

    m_timeout = FormWidgets::optionalNumber(u"timeoutMs"_s, tr(" ms"), this);
    addField(request, u"timeoutMs"_s, tr("&Timeout"), m_timeout);

    auto *approvalLayout = new QVBoxLayout;
    m_needUserValidation = new QCheckBox(tr("Ask for approval before each call"), this);
    m_needUserValidation->setObjectName(u"needUserValidation"_s);
    m_needUserValidation->setChecked(true);
    approvalLayout->addWidget(m_needUserValidation);
    auto *approvalHint = new QLabel(tr("A chat pauses until someone approves or denies the call. Turn it off only "
                                       "for calls that are safe to run unattended."),
                                    this);
    approvalHint->setObjectName(u"needUserValidationHint"_s);
    approvalHint->setWordWrap(true);
    setStatusStyle(approvalHint, Status::Muted);
    // Expanding, so that the form gives the explanation the whole width to wrap in.
    approvalHint->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    approvalLayout->addWidget(approvalHint);
    addField(request, u"needUserValidation"_s, tr("Approval"), m_needUserValidation, approvalLayout);

    QFormLayout *creation = section(sectionLayout(), tr("Set at creation"), u"creationSection"_s, this);
    m_scopes = new ScopeListEditor(client, this);
    m_scopes->setObjectName(u"scopes"_s);
    // On edit, under the greyed scopes: why they are fixed, and the way to change them.
    m_sharingNote = new SharingNote(client, ResourceKind::Id::Tool, this);
    auto *scopesLayout = new QVBoxLayout;
    scopesLayout->addWidget(m_scopes);
    scopesLayout->addWidget(m_sharingNote);
    addField(creation, u"scopes"_s, tr("Shared with"), m_scopes, scopesLayout);
    m_tags = new TagEditor(this);
    m_tags->setObjectName(u"tags"_s);
    addField(creation, u"tags"_s, tr("Ta&gs"), m_tags);
    m_version = new QLineEdit(this);
    m_version->setObjectName(u"version"_s);
    m_version->setPlaceholderText(tr("e.g. 1.0"));
    addField(creation, u"version"_s, tr("&Version"), m_version);
    sectionLayout()->addStretch();

    connect(m_name, &QLineEdit::textChanged, this, &ToolEditor::markEdited);
    connect(m_description, &QPlainTextEdit::textChanged, this, &ToolEditor::markEdited);
    connect(m_method, &QComboBox::currentIndexChanged, this, &ToolEditor::markEdited);
    connect(m_urlTemplate, &QLineEdit::textChanged, this, &ToolEditor::markEdited);
    connect(m_argsSchema, &JsonEditor::textChanged, this, &ToolEditor::markEdited);
    connect(m_headers, &StringMapEditor::mapChanged, this, &ToolEditor::markEdited);
    connect(m_headers, &StringMapEditor::moveToSecretRequested, this, &ToolEditor::moveToSecret);
    connect(m_authFields, &AuthFieldsEditor::authFieldsChanged, this, &ToolEditor::markEdited);
    connect(m_timeout, &QSpinBox::valueChanged, this, &ToolEditor::markEdited);
    connect(m_needUserValidation, &QCheckBox::toggled, this, &ToolEditor::markEdited);
    connect(m_scopes, &ScopeListEditor::scopesChanged, this, &ToolEditor::markEdited);
    connect(m_tags, &TagEditor::tagsChanged, this, &ToolEditor::markEdited);
    connect(m_version, &QLineEdit::textChanged, this, &ToolEditor::markEdited);
}

void ToolEditor::setNames(const NameBook &names)
{
    ResourceEditor::setNames(names);
    m_scopes->setNames(names);
    m_sharingNote->setNames(names);
}

QStringList ToolEditor::placeholders(const QString &urlTemplate)
{
    static const QRegularExpression placeholder(u"\\{([^{}]*)\\}"_s);
    QStringList names;
    for (const QRegularExpressionMatch &match : placeholder.globalMatch(urlTemplate)) {
        const QString name = match.captured(1).trimmed();
        if (!names.contains(name))
            names << name;
    }
    return names;
}

void ToolEditor::load(const QJsonObject &object)
{
    m_name->setText(object.value(u"name"_s).toString());
    m_description->setPlainText(object.value(u"description"_s).toString());
    const int method = m_method->findText(object.value(u"method"_s).toString());
    m_method->setCurrentIndex(std::max(method, 0));
    m_urlTemplate->setText(object.value(u"urlTemplate"_s).toString());
    m_argsSchema->setObject(object.value(u"argsSchema"_s).toObject());
    m_headers->setMap(object.value(u"staticHeadersNonSecret"_s).toObject());
    m_authFields->setAuthFields(object.value(u"authFields"_s).toArray());
    FormWidgets::setNumber(m_timeout, object.value(u"timeoutMs"_s), operation() == Operation::Create);
    // The service's default when the field is absent.
    m_needUserValidation->setChecked(object.value(u"needUserValidation"_s).toBool(true));
    m_scopes->setScopes(object.value(u"scopes"_s).toArray());
    const bool saved = operation() == Operation::Update;
    m_sharingNote->setObject(saved ? object : QJsonObject());
    if (saved)
        m_scopes->setToolTip(SharingNote::explanation(ResourceKind::Id::Tool));
    QStringList tags;
    for (const QJsonValue &tag : object.value(u"tags"_s).toArray())
        tags << tag.toString();
    m_tags->setTags(tags);
    m_version->setText(object.value(u"version"_s).toString());
}

QJsonObject ToolEditor::collect() const
{
    QJsonObject body;
    FormWidgets::insertText(body, u"name"_s, m_name->text());
    FormWidgets::insertText(body, u"description"_s, m_description->toPlainText());
    body.insert(u"method"_s, m_method->currentText());
    FormWidgets::insertText(body, u"urlTemplate"_s, m_urlTemplate->text().trimmed());
    if (const std::optional<QJsonObject> schema = m_argsSchema->object(); schema && !schema->isEmpty())
        body.insert(u"argsSchema"_s, *schema);
    if (const QJsonObject headers = m_headers->map(); !headers.isEmpty())
        body.insert(u"staticHeadersNonSecret"_s, headers);
    if (const QJsonArray authFields = m_authFields->authFields(); !authFields.isEmpty())
        body.insert(u"authFields"_s, authFields);
    FormWidgets::insertNumber(body, u"timeoutMs"_s, m_timeout);
    body.insert(u"needUserValidation"_s, m_needUserValidation->isChecked());
    if (const QJsonArray scopes = m_scopes->scopes(); !scopes.isEmpty())
        body.insert(u"scopes"_s, scopes);
    FormWidgets::insertList(body, u"tags"_s, m_tags->tags());
    FormWidgets::insertText(body, u"version"_s, m_version->text().trimmed());
    return body;
}

QList<FieldError> ToolEditor::extraChecks() const
{
    QList<FieldError> errors;
    QString syntaxError;
    const std::optional<QJsonObject> schema = m_argsSchema->object(&syntaxError);
    if (!schema) {
        errors.append({u"argsSchema"_s, syntaxError});
    }
    // An address the service cannot request first; its placeholders once it can.
    if (const QString problem = FormWidgets::urlTemplateProblem(m_urlTemplate->text()); !problem.isEmpty()) {
        errors.append({u"urlTemplate"_s, problem});
    } else if (schema) {
        const QJsonObject properties = schema->value(u"properties"_s).toObject();
        QStringList missing;
        for (const QString &name : placeholders(m_urlTemplate->text())) {
            if (!properties.contains(name))
                missing << (u"{"_s + name + u"}"_s);
        }
        if (missing.size() == 1) {
            errors.append({u"urlTemplate"_s,
                           tr("%1 is not a property of the arguments schema: add it to its "
                              "\"properties\", or take it out of the URL.")
                               .arg(missing.constFirst())});
        } else if (!missing.isEmpty()) {
            errors.append({u"urlTemplate"_s,
                           tr("%1 are not properties of the arguments schema: add them to its "
                              "\"properties\", or take them out of the URL.")
                               .arg(missing.join(u", "_s))});
        }
    }
    if (const QString problem = m_headers->problem(); !problem.isEmpty())
        errors.append({u"staticHeadersNonSecret"_s, problem});
    else if (const QString credentials = m_headers->credentialProblem(); !credentials.isEmpty())
        errors.append({u"staticHeadersNonSecret"_s, credentials});
    return errors;
}

void ToolEditor::moveToSecret(int row)
{
    const QString header = m_headers->nameAt(row);
    const QString tool = m_name->text().trimmed();
    auto *dialog = new MoveToSecretDialog(m_client, header, m_headers->valueAt(row),
                                          tool.isEmpty() ? header : tool + u' ' + header, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &MoveToSecretDialog::created, this, [this, header, row](const QJsonObject &secret) {
        m_headers->removeHeaderAt(row);
        m_authFields->addRow(header, secret.value(u"id"_s).toString());
        m_headers->setNote(tr("The value of %1 is now in the secret “%2”, which the auth field %1 sends.")
                               .arg(header, secret.value(u"name"_s).toString()));
    });
    dialog->open();
}

} // namespace baton

#include "ui/editors/ApiResourceEditor.h"

#include "ui/editors/FormWidgets.h"
#include "ui/editors/MoveToSecretDialog.h"
#include "ui/relations/SharingNote.h"
#include "ui/widgets/ScopeListEditor.h"
#include "ui/widgets/StringMapEditor.h"

#include <QFormLayout>
#include <QJsonArray>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

ApiResourceEditor::ApiResourceEditor(ApiClient &client, QWidget *parent)
    : ResourceEditor(ResourceKind::get(ResourceKind::Id::ApiResource), parent)
    , m_client(client)
{
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. Opening hours"));
    addField(form(), u"name"_s, tr("&Name"), m_name);

    m_description = FormWidgets::description(this);
    m_description->setPlaceholderText(tr("What the resource holds and when the model should read it."));
    addField(form(), u"description"_s, tr("&Description"), m_description);

    m_urlTemplate = new QLineEdit(this);
    m_urlTemplate->setObjectName(u"urlTemplate"_s);
    m_urlTemplate->setPlaceholderText(tr("https://api.example.com/hours"));
    m_urlTemplate->setToolTip(tr("Read with GET."));
    m_urlTemplate->setMinimumWidth(m_urlTemplate->fontMetrics().averageCharWidth() * 40);
    addField(form(), u"urlTemplate"_s, tr("&URL template"), m_urlTemplate);

    m_headers = new StringMapEditor(StringMapEditor::SecretAdvice::NoSecretAuth, this);
    m_headers->setObjectName(u"staticHeadersNonSecret"_s);
    addField(form(), u"staticHeadersNonSecret"_s, tr("Headers"), m_headers);

    m_timeout = FormWidgets::optionalNumber(u"timeoutMs"_s, tr(" ms"), this);
    addField(form(), u"timeoutMs"_s, tr("&Timeout"), m_timeout);

    m_cacheTtl = FormWidgets::optionalNumber(u"cacheTtlSeconds"_s, tr(" s"), this);
    m_cacheTtl->setToolTip(tr("How long the service may reuse an answer; 0 means never."));
    addField(form(), u"cacheTtlSeconds"_s, tr("&Cache lifetime"), m_cacheTtl);

    m_scopes = new ScopeListEditor(client, this);
    m_scopes->setObjectName(u"scopes"_s);
    // On edit, under the greyed scopes: why they are fixed, and the way to change them.
    m_sharingNote = new SharingNote(client, ResourceKind::Id::ApiResource, this);
    auto *scopesLayout = new QVBoxLayout;
    scopesLayout->addWidget(m_scopes);
    scopesLayout->addWidget(m_sharingNote);
    addField(form(), u"scopes"_s, tr("Shared with"), m_scopes, scopesLayout);
    sectionLayout()->addStretch();

    connect(m_name, &QLineEdit::textChanged, this, &ApiResourceEditor::markEdited);
    connect(m_description, &QPlainTextEdit::textChanged, this, &ApiResourceEditor::markEdited);
    connect(m_urlTemplate, &QLineEdit::textChanged, this, &ApiResourceEditor::markEdited);
    connect(m_headers, &StringMapEditor::mapChanged, this, &ApiResourceEditor::markEdited);
    connect(m_headers, &StringMapEditor::moveToSecretRequested, this, &ApiResourceEditor::moveToSecret);
    connect(m_timeout, &QSpinBox::valueChanged, this, &ApiResourceEditor::markEdited);
    connect(m_cacheTtl, &QSpinBox::valueChanged, this, &ApiResourceEditor::markEdited);
    connect(m_scopes, &ScopeListEditor::scopesChanged, this, &ApiResourceEditor::markEdited);
}

void ApiResourceEditor::setNames(const NameBook &names)
{
    ResourceEditor::setNames(names);
    m_scopes->setNames(names);
    m_sharingNote->setNames(names);
}

void ApiResourceEditor::load(const QJsonObject &object)
{
    m_name->setText(object.value(u"name"_s).toString());
    m_description->setPlainText(object.value(u"description"_s).toString());
    m_urlTemplate->setText(object.value(u"urlTemplate"_s).toString());
    m_headers->setMap(object.value(u"staticHeadersNonSecret"_s).toObject());
    const bool canUnset = operation() == Operation::Create;
    FormWidgets::setNumber(m_timeout, object.value(u"timeoutMs"_s), canUnset);
    FormWidgets::setNumber(m_cacheTtl, object.value(u"cacheTtlSeconds"_s), canUnset);
    m_scopes->setScopes(object.value(u"scopes"_s).toArray());
    const bool saved = operation() == Operation::Update;
    m_sharingNote->setObject(saved ? object : QJsonObject());
    if (saved)
        m_scopes->setToolTip(SharingNote::explanation(ResourceKind::Id::ApiResource));
}

QJsonObject ApiResourceEditor::collect() const
{
    QJsonObject body;
    FormWidgets::insertText(body, u"name"_s, m_name->text());
    FormWidgets::insertText(body, u"description"_s, m_description->toPlainText());
    FormWidgets::insertText(body, u"urlTemplate"_s, m_urlTemplate->text().trimmed());
    if (const QJsonObject headers = m_headers->map(); !headers.isEmpty())
        body.insert(u"staticHeadersNonSecret"_s, headers);
    FormWidgets::insertNumber(body, u"timeoutMs"_s, m_timeout);
    FormWidgets::insertNumber(body, u"cacheTtlSeconds"_s, m_cacheTtl);
    if (const QJsonArray scopes = m_scopes->scopes(); !scopes.isEmpty())
        body.insert(u"scopes"_s, scopes);
    return body;
}

QList<FieldError> ApiResourceEditor::extraChecks() const
{
    QList<FieldError> errors;
    if (const QString problem = FormWidgets::urlTemplateProblem(m_urlTemplate->text()); !problem.isEmpty())
        errors.append({u"urlTemplate"_s, problem});
    if (const QString problem = m_headers->problem(); !problem.isEmpty())
        errors.append({u"staticHeadersNonSecret"_s, problem});
    else if (const QString credentials = m_headers->credentialProblem(); !credentials.isEmpty())
        errors.append({u"staticHeadersNonSecret"_s, credentials});
    return errors;
}

void ApiResourceEditor::moveToSecret(int row)
{
    const QString header = m_headers->nameAt(row);
    const QString resource = m_name->text().trimmed();
    auto *dialog = new MoveToSecretDialog(m_client, header, m_headers->valueAt(row),
                                          resource.isEmpty() ? header : resource + u' ' + header, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &MoveToSecretDialog::created, this, [this, header, row](const QJsonObject &secret) {
        m_headers->removeHeaderAt(row);
        m_headers->setNote(tr("The value of %1 is now in the secret “%2”. API resources cannot send a secret: "
                              "to call this address with it, use a tool with an auth field %1 that uses this "
                              "secret.")
                               .arg(header, secret.value(u"name"_s).toString()));
    });
    dialog->open();
}

} // namespace baton

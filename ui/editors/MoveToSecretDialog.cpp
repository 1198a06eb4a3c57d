#include "ui/editors/MoveToSecretDialog.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"
#include "ui/editors/EditorDialog.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/StatusColors.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

MoveToSecretDialog::MoveToSecretDialog(ApiClient &client, const QString &headerName, const QString &value,
                                       const QString &suggestedName, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_headerName(headerName)
    , m_value(value)
{
    setObjectName(u"moveToSecretDialog"_s);
    setWindowTitle(tr("Move to a secret"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The value of the %1 header goes into a new secret of yours, and the header "
                                "leaves the form. The value is not shown.")
                                 .arg(headerName),
                             this);
    intro->setObjectName(u"moveToSecretIntro"_s);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_name = new QLineEdit(suggestedName, this);
    m_name->setObjectName(u"secretName"_s);
    m_name->selectAll();
    auto *caption = new QLabel(tr("Secret &name"), this);
    caption->setBuddy(m_name);
    form->addRow(caption, m_name);
    layout->addLayout(form);

    m_error = new QLabel(this);
    m_error->setObjectName(u"moveToSecretError"_s);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    setStatusStyle(m_error, Status::Error);
    m_error->hide();
    layout->addWidget(m_error);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("Create secret"));
    ok->setObjectName(u"createSecretButton"_s);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &MoveToSecretDialog::create);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &MoveToSecretDialog::reject);
    layout->addWidget(m_buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

void MoveToSecretDialog::create()
{
    if (m_job)
        return;
    const QJsonObject body {
        {u"name"_s, m_name->text().trimmed()},
        //: The description of a secret made from a header. %1 is the header's name.
        {u"description"_s, tr("The value of the header %1.").arg(m_headerName)},
        {u"scope"_s, u"user"_s},
        {u"value"_s, m_value},
    };
    const ResourceKind &kind = ResourceKind::get(ResourceKind::Id::Secret);
    const QList<FieldError> errors = Validator::validate(kind, body, Operation::Create);
    if (!errors.isEmpty()) {
        QStringList messages;
        for (const FieldError &error : errors)
            messages << (error.field == u"name"_s ? error.message : tr("%1: %2").arg(error.field, error.message));
        m_error->setText(messages.join(u'\n'));
        m_error->show();
        m_name->setFocus();
        return;
    }
    m_job = m_client.post(kind.collectionPath, body);
    setBusy(true);
    connect(m_job, &ApiJob::finished, this, [this](const ApiResult &result) {
        m_job = nullptr;
        setBusy(false);
        if (!result.ok()) {
            m_error->setText(result.error->userMessage());
            m_error->show();
            return;
        }
        m_error->hide();
        offerRemovalOnDiscard(result.object);
        Q_EMIT created(result.object);
        accept();
    });
}

void MoveToSecretDialog::offerRemovalOnDiscard(const QJsonObject &secret)
{
    // The secret is made at once, so that the form can refer to it before it
    // is saved; a form given up (Cancel, Escape, closed) would leave it behind
    // with nothing using it. So the dialog around the form asks, once per
    // secret made for it, whether to delete it, Delete first. Once the form
    // has sent a save, the secret is kept without asking, even if the form is
    // given up afterwards (Cancel while saving, a failed read after the save):
    // the service may have saved an object that sends it, and a leftover
    // secret is harmless where an object sending a deleted one is broken.
    // Outside a dialog there is nothing to give up, and nothing is asked.
    auto *form = parentWidget() ? qobject_cast<QDialog *>(parentWidget()->window()) : nullptr;
    if (!form)
        return;
    const QString id = secret.value(u"id"_s).toString();
    const QString name = secret.value(u"name"_s).toString();
    ApiClient *client = &m_client;
    QPointer<QWidget> asker = form->parentWidget();
    auto *editorDialog = qobject_cast<EditorDialog *>(form);
    connect(form, &QDialog::rejected, form, [client, id, name, asker, editorDialog] {
        if (editorDialog && editorDialog->saveSent())
            return;
        const auto answer = MessageBox::question(
            asker, tr("Secret made for this form"), tr("Delete the secret “%1” created for this form?").arg(name),
            {{QMessageBox::Yes, tr("Delete")}, {QMessageBox::No, tr("Keep")}}, QMessageBox::Yes);
        if (answer != QMessageBox::Yes)
            return;
        ApiJob *job = client->remove(ResourceKind::get(ResourceKind::Id::Secret).itemPath(id));
        // The form is gone; a refusal is said in a box of its own.
        QObject::connect(job, &ApiJob::finished, client, [name, asker](const ApiResult &result) {
            if (result.ok() || result.error->kind() == ApiError::Kind::NotFound)
                return;
            auto *box
                = new QMessageBox(QMessageBox::Warning, tr("Secret not deleted"),
                                  tr("The secret “%1” was not deleted. %2").arg(name, result.error->userMessage()),
                                  QMessageBox::Close, asker);
            box->setObjectName(u"secretNotDeletedBox"_s);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
    });
}

void MoveToSecretDialog::done(int result)
{
    if (m_job)
        m_job->cancel();
    QDialog::done(result);
}

void MoveToSecretDialog::setBusy(bool busy)
{
    m_name->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
}

} // namespace baton

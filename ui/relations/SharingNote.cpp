#include "ui/relations/SharingNote.h"

#include "core/relations/NameBook.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/relations/ShareDialog.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/StatusColors.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

SharingNote::SharingNote(ApiClient &client, ResourceKind::Id kind, ResourceEditor *form)
    : QWidget(form)
    , m_client(client)
    , m_form(form)
    , m_kind(kind)
    , m_text(new QLabel(explanation(kind), this))
    , m_change(new QPushButton(tr("C&hange sharing…"), this))
{
    setObjectName(u"sharingNote"_s);
    m_text->setObjectName(u"sharingNoteText"_s);
    m_text->setWordWrap(true);
    m_text->setToolTip(explanation(kind));
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setStatusStyle(m_text, Status::Muted);
    m_change->setObjectName(u"changeSharingButton"_s);
    m_change->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addWidget(m_change, 0, Qt::AlignLeft);
    connect(m_change, &QPushButton::clicked, this, &SharingNote::changeSharing);
    hide();
}

QString SharingNote::explanation(ResourceKind::Id kind)
{
    if (kind == ResourceKind::Id::ApiResource)
        return tr("The service sets an API resource's sharing when it is created and does not let it change. "
                  "“Change sharing…” re-creates the API resource with the new sharing, under a new id.");
    return tr("The service sets a tool's sharing when it is created and does not let it change. "
              "“Change sharing…” re-creates the tool with the new sharing, under a new id.");
}

void SharingNote::setNames(const NameBook &names)
{
    m_names = &names;
    m_change->setVisible(!m_object.isEmpty());
}

void SharingNote::setObject(const QJsonObject &object)
{
    m_object = object;
    setVisible(!object.isEmpty());
    m_change->setVisible(m_names && !object.isEmpty());
}

void SharingNote::changeSharing()
{
    if (!m_names)
        return;
    if (!m_form->isModified()) {
        openShareDialog(m_object, window());
        return;
    }
    const QString name = m_names->label(RelationIndex::kindOf(m_kind), m_object.value(u"id"_s).toString());
    const QMessageBox::StandardButton answer = MessageBox::question(
        window(), tr("Unsaved changes"),
        //: %1 the tool's or API resource's name.
        tr("“%1” has changes that are not saved. Change sharing makes its copy from what the service holds, so "
           "the changes would be lost: save them first?")
            .arg(name),
        {{QMessageBox::Save, tr("&Save, then change sharing…")}, {QMessageBox::Cancel, tr("Cancel")}},
        QMessageBox::Save);
    if (answer != QMessageBox::Save)
        return;
    // The editor closes once saved; the dialog opens over what it was opened from.
    QPointer<QWidget> parent = window()->parentWidget();
    m_form->requestSave([this, parent](const QJsonObject &saved) { openShareDialog(saved, parent); });
}

void SharingNote::openShareDialog(const QJsonObject &object, QWidget *parent)
{
    ShareDialog *dialog = ShareDialog::changeSharing(m_client, *m_names, m_kind, object, parent);
    // The object this editor edits is gone once it has been re-created.
    connect(dialog, &QDialog::accepted, m_form, &ResourceEditor::objectReplaced);
}

} // namespace baton

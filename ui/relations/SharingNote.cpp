#include "ui/relations/SharingNote.h"

#include "core/relations/NameBook.h"
#include "ui/relations/ShareDialog.h"
#include "ui/widgets/StatusColors.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

SharingNote::SharingNote(ApiClient &client, ResourceKind::Id kind, QWidget *parent)
    : QWidget(parent)
    , m_client(client)
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
    QWidget *editorWindow = window();
    ShareDialog *dialog = ShareDialog::changeSharing(m_client, *m_names, m_kind, m_object, editorWindow);
    // The object this editor edits is gone once it has been re-created.
    connect(dialog, &QDialog::accepted, editorWindow, &QWidget::close);
}

} // namespace baton

#pragma once

#include "core/resources/ResourceKind.h"

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace baton {

class ApiClient;
class NameBook;

// Under the greyed "Shared with" field of a saved tool or API resource: why
// its sharing cannot be edited (the service sets it at creation), and
// "Change sharing…", which re-creates the object with a new id through the
// ShareDialog. The text is the field's tooltip too. The button shows once the
// note has a NameBook; when the object has been re-created, the editor's
// window closes, since the object it edits is gone.
class SharingNote final : public QWidget
{
    Q_OBJECT

public:
    SharingNote(ApiClient &client, ResourceKind::Id kind, QWidget *parent = nullptr);

    // Why sharing is fixed, and what Change sharing does.
    [[nodiscard]] static QString explanation(ResourceKind::Id kind);

    // The book that names the share targets; it must outlive the note.
    void setNames(const NameBook &names);
    // The saved object; empty (a new one) hides the note.
    void setObject(const QJsonObject &object);

private:
    void changeSharing();

    ApiClient &m_client;
    ResourceKind::Id m_kind;
    QPointer<const NameBook> m_names;
    QJsonObject m_object;
    QLabel *m_text;
    QPushButton *m_change;
};

} // namespace baton

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
class ResourceEditor;

// Under the greyed "Shared with" field of a saved tool or API resource: why
// its sharing cannot be edited (the service sets it at creation), and
// "Change sharing…", which re-creates the object with a new id through the
// ShareDialog. The text is the field's tooltip too. The button shows once the
// note has a NameBook. The copy is made from the object as the service holds
// it, so a form with unsaved changes is saved first (or nothing happens): the
// ShareDialog then opens on the object as saved, over the editor's parent.
// When the object has been re-created, the editor's window closes without a
// question, since the object it edits is gone.
class SharingNote final : public QWidget
{
    Q_OBJECT

public:
    // `form` is the editor the note sits in, its parent.
    SharingNote(ApiClient &client, ResourceKind::Id kind, ResourceEditor *form);

    // Why sharing is fixed, and what Change sharing does.
    [[nodiscard]] static QString explanation(ResourceKind::Id kind);

    // The book that names the share targets; it must outlive the note.
    void setNames(const NameBook &names);
    // The saved object; empty (a new one) hides the note.
    void setObject(const QJsonObject &object);

private:
    void changeSharing();
    // Opens the ShareDialog on `object` over `parent`, the editor closing
    // when the object has been re-created.
    void openShareDialog(const QJsonObject &object, QWidget *parent);

    ApiClient &m_client;
    ResourceEditor *m_form;
    ResourceKind::Id m_kind;
    QPointer<const NameBook> m_names;
    QJsonObject m_object;
    QLabel *m_text;
    QPushButton *m_change;
};

} // namespace baton

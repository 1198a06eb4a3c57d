#pragma once

#include <QComboBox>

namespace baton {

class ApiClient;
class ResourceKind;
class ResourceListModel;

// Picks one object of a kind by name (a secret for an auth field, a custom
// model for a reference, ...). The list is a ResourceListModel, read lazily as
// the popup scrolls; a UUID typed by hand is accepted too, for objects the
// token cannot list.
class ObjectPicker final : public QComboBox
{
    Q_OBJECT

public:
    ObjectPicker(ApiClient &client, const ResourceKind &kind, QWidget *parent = nullptr);

    // The chosen object's id; a typed UUID; empty when nothing is chosen.
    [[nodiscard]] QString currentId() const;
    // Selects the object with this id, or shows the id as typed text until
    // that object's row is read.
    void setCurrentId(const QString &id);

    [[nodiscard]] ResourceListModel *listModel() const { return m_model; }

    void showPopup() override;

Q_SIGNALS:
    void currentIdChanged(const QString &id);

private:
    ResourceListModel *m_model;
    QString m_pendingId;
    bool m_popupPending = false;

    void selectPending();
};

} // namespace baton

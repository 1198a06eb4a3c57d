#pragma once

#include <QWidget>

namespace baton {

class ApiClient;
class ResourceKind;

// The list and detail of one resource type: filter controls from the kind's
// list query fields, a lazily paged table, a detail pane, and the actions
// new, edit, duplicate, delete and refresh.
class ResourcePanel final : public QWidget
{
    Q_OBJECT

public:
    ResourcePanel(ApiClient &client, const ResourceKind &kind, QWidget *parent = nullptr);

    [[nodiscard]] const ResourceKind &kind() const { return m_kind; }

public Q_SLOTS:
    // Reads the list again from its first page (after a connection change).
    void refresh();
    // The Edit menu's actions, forwarded by the main window to the current panel.
    void newObject();
    void editCurrent();
    void duplicateCurrent();
    void deleteCurrent();
    void focusFilter();

private:
    ApiClient &m_client;
    const ResourceKind &m_kind;
};

} // namespace baton

#pragma once

#include "core/models/ResourceListModel.h"
#include "ui/panels/ResourceListProxy.h"

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QLayout;
class QProgressBar;
class QSettings;
class QSplitter;
class QStackedWidget;
class QTableView;

namespace baton {

class ApiClient;
class ApiError;
class ApiJob;
class EditorDialog;
class FileUploads;
class FilterBar;
class MessageBar;
class NameBook;
class ResourceDetail;
class ResourceKind;

// The page of one resource type: its FilterBar, a lazily paged table over a
// ResourceListModel, the ResourceDetail of the selected object, and the
// slots behind the main window's New, Edit, Duplicate, Delete and Refresh,
// which have no buttons in the panel.
// Failures stay inside the panel: a MessageBar (with Retry for the list), and
// a page of its own when the token lacks the kind's capability. Owns its
// model, its filters and, for files, its FileUploads.
class ResourcePanel final : public QWidget
{
    Q_OBJECT

public:
    // `names` gives every reference a name; it must outlive the panel.
    ResourcePanel(ApiClient &client, const NameBook &names, const ResourceKind &kind, QWidget *parent = nullptr);

    [[nodiscard]] const ResourceKind &kind() const { return m_kind; }
    [[nodiscard]] ResourceListModel &model() { return m_model; }

    // What the Edit actions may do now: they follow the kind, the selection
    // and whether the list was refused. actionsChanged() says when to ask again.
    [[nodiscard]] bool canCreate() const;
    [[nodiscard]] bool canEdit() const;
    [[nodiscard]] bool canDuplicate() const;
    [[nodiscard]] bool canDelete() const;
    // The selected object; empty when none.
    [[nodiscard]] QJsonObject currentObject() const;

    // The commands of this kind beyond New, Edit, Duplicate and Delete (the
    // map of a group model, sharing, …), each on the selected object: the main
    // window shows them in its toolbar and Edit menu while the page is shown.
    [[nodiscard]] const QList<QAction *> &pageActions() const { return m_pageActions; }
    // Adds such a command: enabled while one object is selected, `run` gets it.
    QAction *addPageAction(const QIcon &icon, const QString &text, std::function<void(const QJsonObject &)> run);

    // Selects the object with this id, reading further pages of the list
    // until it comes; shows a note when the list, as filtered, does not hold it.
    void showObject(const QString &id);

    // Column widths, order and sort, and the detail split, under the group
    // "ResourcePanel/<kind key>".
    void saveLayout(QSettings &settings) const;
    void restoreLayout(QSettings &settings);

public Q_SLOTS:
    // Reads the list again from its first page (after a connection change);
    // a hidden panel waits until it is shown.
    void refresh();
    // The Edit menu's actions, forwarded by the main window to the current panel.
    void newObject();
    void editCurrent();
    void duplicateCurrent();
    void deleteCurrent();
    void focusFilter();

Q_SIGNALS:
    void actionsChanged();
    // A reference to another object was followed (a link in the detail pane).
    void openObjectRequested(baton::ResourceKind::Id kind, const QString &id);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The build steps of the constructor, in the order the widgets are made
    // (which is their focus order).
    [[nodiscard]] QLayout *buildStatusRow();
    void buildTable();
    void buildPages(QLayout *statusRow);
    void followModel();
    void followChanges();

    void applyFilter();
    void reload();
    void updateCount();
    void showDetail();
    void onLoadFailed(const ApiError &error);
    // The list ended Unreadable or Incomplete: the message bar says why.
    void onEndedEarly();
    void openEditor(Operation operation, const QJsonObject &object);
    void onSaved(const QJsonObject &object);
    void selectId(const QString &id);
    // The context menus: a row's (Copy id, Copy name, the row's commands)
    // and the detail pane's (on a reference: Open, Copy id).
    void showRowMenu(const QPoint &position);
    void showDetailMenu(const QPoint &position);
    // showObject()'s search: selects the sought object once its row is read.
    void seek();
    [[nodiscard]] bool busy() const;
    // Reads the list again if a change made elsewhere came while the page was
    // busy, once it is visible and free.
    void reloadIfStale();
    void fitNameColumn();

    ApiClient &m_client;
    const NameBook &m_names;
    const ResourceKind &m_kind;
    ResourceListModel m_model;
    ResourceListProxy m_proxy;
    QTimer m_namesDelay; // the names changed: the reference columns and the detail follow
    FilterBar *m_filters = nullptr;
    MessageBar *m_messages = nullptr;
    QStackedWidget *m_stack = nullptr;
    QWidget *m_listPage = nullptr;
    QWidget *m_capabilityPage = nullptr;
    QWidget *m_notConnectedPage = nullptr;
    QLabel *m_capabilityText = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_table = nullptr;
    ResourceDetail *m_detail = nullptr;
    QLabel *m_count = nullptr;
    QProgressBar *m_loading = nullptr;
    FileUploads *m_uploads = nullptr; // files only
    QPointer<ApiJob> m_job; // the running get or delete of an action
    QPointer<EditorDialog> m_dialog;
    QList<QAction *> m_pageActions;
    QString m_soughtId; // asked for by showObject(), not read yet
    QString m_keptId; // selected before a reset: selected again when its row comes back
    bool m_needsRefresh = true;
    // The columns' widths as first given; the name column is fitted to the
    // room the others leave until the user sizes a column or a saved layout
    // is restored.
    QList<int> m_columnWidths;
    bool m_columnsSizedByUser = false;
    bool m_fittingColumns = false;
};

} // namespace baton

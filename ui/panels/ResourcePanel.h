#pragma once

#include "core/models/ResourceListModel.h"
#include "ui/panels/PageCommands.h"
#include "ui/panels/ResourceListProxy.h"

#include <QJsonObject>
#include <QList>
#include <QTimer>
#include <QWidget>

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
class FileUploads;
class FilterBar;
class MessageBar;
class NameBook;
class ResourceDetail;
class ResourceKind;

// The page of one resource type: its FilterBar, a lazily paged table over a
// ResourceListModel, the ResourceDetail of the selected object, and the
// slots behind the page's commands (PageCommands), which the main window's
// menus and toolbar show: the panel has no buttons of its own for them.
// Failures stay inside the panel: a MessageBar (with Retry for the list), and
// a page of its own when the token lacks the kind's capability. Owns its
// model, its filters and, for files, its FileUploads.
class ResourcePanel final : public QWidget
{
    Q_OBJECT

public:
    // `names` gives every reference a name, and Refresh reads the kind's
    // names again; it must outlive the panel.
    ResourcePanel(ApiClient &client, NameBook &names, const ResourceKind &kind, QWidget *parent = nullptr);

    [[nodiscard]] const ResourceKind &kind() const { return m_kind; }
    [[nodiscard]] ResourceListModel &model() { return m_model; }

    // What the commands on objects may do now: they follow the kind, the
    // selection and whether the list was refused. actionsChanged() says when
    // to ask again.
    [[nodiscard]] bool canCreate() const;
    [[nodiscard]] bool canEdit() const;
    [[nodiscard]] bool canDuplicate() const;
    [[nodiscard]] bool canDelete() const;
    // The selected object; empty when none.
    [[nodiscard]] QJsonObject currentObject() const;

    // The commands of this kind beyond those every page has (the map of a
    // group model, sharing, …), and their actions, in the same order: the
    // main window shows them in its toolbar and Edit menu while the page is
    // shown, a row's context menu too.
    [[nodiscard]] const QList<PageCommand> &kindCommands() const { return m_commands->own(); }
    [[nodiscard]] const QList<QAction *> &pageActions() const { return m_commands->ownActions(); }
    QAction *addCommand(PageCommand command) { return m_commands->add(std::move(command)); }

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
    // Refresh as the user asks for it: the names of the kind too, since
    // others may have changed the service.
    void refreshWithNames();
    // The commands on objects (PageCommands::shared()); New with `values`
    // filled in when another page's form asks for it.
    void newObject(const QJsonObject &values = {});
    void editCurrent();
    void duplicateCurrent();
    void deleteCurrent();
    void focusFilter();

Q_SIGNALS:
    void actionsChanged();
    // A reference to another object was followed (a link in the detail pane).
    void openObjectRequested(baton::ResourceKind::Id kind, const QString &id);
    // A form of the page asks for a new object of another kind.
    void newObjectRequested(baton::ResourceKind::Id kind, const QJsonObject &values);

protected:
    void showEvent(QShowEvent *event) override;
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
    void followCommands();
    void followChanges();

    void applyFilter();
    void reload();
    void updateCount();
    void showDetail();
    void onLoadFailed(const ApiError &error);
    // The list ended Unreadable or Incomplete: the message bar says why.
    void onEndedEarly();
    void onSaved(const QJsonObject &object);
    void onRemoved(const QString &id);
    void selectId(const QString &id);
    // Selects the row under the pointer and opens its context menu.
    void showRowMenu(const QPoint &position);
    // showObject()'s search: selects the sought object once its row is read.
    void seek();
    [[nodiscard]] bool busy() const;
    // Reads the list again if a change made elsewhere came while the page was
    // busy, once it is visible and free.
    void reloadIfStale();
    void fitNameColumn();

    ApiClient &m_client;
    NameBook &m_names;
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
    PageCommands *m_commands = nullptr;
    QString m_soughtId; // asked for by showObject(), not read yet
    QString m_keptId; // selected before a reset: selected again when its row comes back
    bool m_needsRefresh = true;
    bool m_detailStale = false; // the names changed while the panel was hidden
    // The columns' widths as first given; the name column is fitted to the
    // room the others leave until the user sizes a column or a saved layout
    // is restored.
    QList<int> m_columnWidths;
    bool m_columnsSizedByUser = false;
    bool m_fittingColumns = false;
};

} // namespace baton

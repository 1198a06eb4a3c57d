#pragma once

#include "core/models/ResourceListModel.h"

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QSortFilterProxyModel>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QSettings;
class QSplitter;
class QStackedWidget;
class QTableView;
class QTextBrowser;
class QToolButton;

namespace baton {

class ApiClient;
class ApiError;
class ApiJob;
class EditorDialog;
class FileStatusPoller;
class FileUploadDialog;
class NameBook;
class ResourceKind;

// The list and detail of one resource type: filter controls from the kind's
// list query fields, a lazily paged table over a ResourceListModel, a detail
// pane with every field of the selected object (never a secret value), and the
// slots behind the main window's New, Edit, Duplicate, Delete and Refresh,
// which have no buttons in the panel. Failures stay inside the
// panel: a message bar (with Retry for the list), and a page of its own when
// the token lacks the kind's capability. Owns its model and filter controls.
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
    void fitNameColumn();
    // A file's member as the detail pane shows it: a failure in the error
    // colour, the processing progress as a bar.
    [[nodiscard]] QString fileDetail(const QJsonObject &file, const QString &member, const QString &shown) const;

private:
    // The table's view of the model: sorted as the header says, and asking for
    // pages only while the list is live — a hidden view's timers ask too, and
    // nothing may be sent before a connection or while a refresh waits for
    // the panel to be shown.
    class ListProxy final : public QSortFilterProxyModel
    {
    public:
        bool live = false;
        // Columns of model references show the model's name and kind, with
        // the reference as written in the tooltip; null until set.
        const NameBook *names = nullptr;
        [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override
        {
            return live && QSortFilterProxyModel::canFetchMore(parent);
        }
        void fetchMore(const QModelIndex &parent) override
        {
            if (live)
                QSortFilterProxyModel::fetchMore(parent);
        }
        [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
        [[nodiscard]] bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
        // The names changed: the reference columns are drawn again.
        void namesChanged();

    private:
        [[nodiscard]] bool isReferenceColumn(int column) const;
        // What a reference cell of the source model shows: the model's name and kind.
        [[nodiscard]] QString referenceText(const QModelIndex &sourceIndex) const;
    };

    // One filter control: the query field it sets, and the mark inside it
    // that shows its error (none for a choice among fixed values).
    struct Filter {
        QWidget *control = nullptr;
        QAction *error = nullptr;
    };

    void buildFilterBar(QWidget *bar);
    [[nodiscard]] QWidget *filterControl(const QueryFieldSpec &field, QWidget *parent);
    [[nodiscard]] QString filterValue(const QString &name) const;
    void applyFilter();
    void showFilterError(const Filter &filter, const QString &message);
    void reload();
    void showListState();
    void updateCount();
    void showDetail();
    void onLoadFailed(const ApiError &error);
    // The list ended Unreadable or Incomplete: the message bar says why.
    void onEndedEarly();
    void showMessage(const QString &text, bool canRetry);
    void showNote(const QString &text);
    void hideMessage();
    void openEditor(Operation operation, const QJsonObject &object);
    void onSaved(const QJsonObject &object);
    void selectId(const QString &id);
    // The context menus: a row's (Copy id, Copy name, the row's commands)
    // and the detail pane's (on a reference: Open, Copy id).
    void showRowMenu(const QPoint &position);
    void showDetailMenu(const QPoint &position);
    // showObject()'s search: selects the sought object once its row is read.
    void seek();
    // Files: an upload dialog per local file, one after another (none: the
    // user chooses one in the dialog).
    void uploadFiles(const QStringList &paths);
    void openNextUpload();
    // Files still being processed are followed until they are ready or failed.
    void watchUnfinished(int first, int last);
    void onFileStatus(const QString &fileId, const QJsonObject &entry);
    [[nodiscard]] bool busy() const;
    // Reads the list again if a change made elsewhere came while the page was
    // busy, once it is visible and free.
    void reloadIfStale();
    [[nodiscard]] QString nameOf(const QJsonObject &object) const;
    [[nodiscard]] QString detailHtml(const QJsonObject &object) const;

    ApiClient &m_client;
    const NameBook &m_names;
    const ResourceKind &m_kind;
    ResourceListModel m_model;
    ListProxy m_proxy;
    QTimer m_filterDelay;
    QTimer m_noteTimer;
    QTimer m_namesDelay; // the names changed: the reference columns and the detail follow
    QString m_detailId; // the object the detail pane shows
    QHash<QString, Filter> m_filters; // by query field name
    QStringList m_filterOrder; // the kind's order
    QWidget *m_searchField = nullptr;
    QStackedWidget *m_stack = nullptr;
    QWidget *m_listPage = nullptr;
    QWidget *m_capabilityPage = nullptr;
    QWidget *m_notConnectedPage = nullptr;
    QLabel *m_capabilityText = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_detail = nullptr;
    QLabel *m_count = nullptr;
    QProgressBar *m_loading = nullptr;
    QWidget *m_messageBar = nullptr;
    QLabel *m_messageText = nullptr;
    QPushButton *m_retry = nullptr;
    QToolButton *m_dismiss = nullptr;
    QPointer<ApiJob> m_job; // the running get or delete of an action
    QPointer<EditorDialog> m_dialog;
    QPointer<FileUploadDialog> m_upload;
    QStringList m_pendingUploads; // dropped together, waiting for their dialog
    FileStatusPoller *m_fileStatus = nullptr; // files only
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

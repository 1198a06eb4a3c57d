#pragma once

#include "core/resources/ResourceKind.h"
#include "ui/widgets/Icons.h"

#include <QJsonObject>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QAction;
class QPoint;
class QTextBrowser;

namespace baton {

class ApiClient;
class ApiJob;
class EditorDialog;
class FileUploads;
class MessageBar;
class NameBook;
class ResourcePanel;

// One command of a resource page, declared once: its words, icon and keys,
// where the menus, the toolbar and a row's context menu place it, when it may
// run and what it does on a page. The main window makes its menu and toolbar
// actions from these, a row's menu its items.
struct PageCommand {
    // Where the toolbar or a row's context menu places a command: not at
    // all; among the commands on objects, the shared ones before the kind's
    // own; or last, after a separator.
    enum class Place { None, Commands, Last };
    // The menu of the menu bar that lists it.
    enum class Menu { Edit, View };

    QString name; // stable: the objectName of its actions ("actionNew")
    QString text; // translated, with its mnemonic ("&New…")
    // The toolbar's short text; empty: the text without its mnemonic.
    QString iconText {};
    // Empty: the toolbar's text with the shortcut.
    QString toolTip {};
    icons::Icon icon = icons::Icon::New;
    QKeySequence shortcut {};
    // Keys that run it only while a list of the page has the focus (Return
    // edits), so that they keep their meaning in text fields.
    QList<QKeySequence> inListShortcuts {};
    Menu menu = Menu::Edit;
    bool startsGroup = false; // a separator before it in its menu
    Place toolBar = Place::Commands;
    Place rowMenu = Place::None;
    std::function<bool(const ResourcePanel &)> enabled;
    std::function<void(ResourcePanel &)> run;

    // A kind's own command on the selected object (the map of a group model,
    // sharing): in the toolbar and a row's menu, enabled while an object is
    // selected; `run` gets it.
    [[nodiscard]] static PageCommand onSelected(const QString &name, icons::Icon icon, const QString &text,
                                                std::function<void(ResourcePanel &, const QJsonObject &)> run);
};

// The commands of a resource page. shared() declares those every page has;
// a kind adds its own (add()). An instance belongs to one panel and runs New,
// Edit, Duplicate and Delete on its selected object: a form for a new object
// or for a PortableCopy, the object read again before its form opens, the
// question before a delete, each failure in the page's message bar. It also
// makes the context menus of a row and of a reference in the detail pane. It
// owns the request under way and the open form.
class PageCommands final : public QObject
{
    Q_OBJECT

public:
    // The commands every resource page has, in menu order: in the words of a
    // page of `kind` (New is Upload… for files) and only those the kind
    // allows (files have no Edit); without a kind, all of them in their
    // general words, as the menus show them on other pages.
    [[nodiscard]] static QList<PageCommand> shared(const ResourceKind *kind = nullptr);

    // `panel` owns this and shows the results; `uploads` is its files part
    // (null for other kinds). `names` must outlive this.
    PageCommands(ApiClient &client, const NameBook &names, ResourcePanel &panel, MessageBar &messages,
                 FileUploads *uploads);

    // The kind's own commands and their actions, in the order added.
    [[nodiscard]] const QList<PageCommand> &own() const { return m_own; }
    [[nodiscard]] const QList<QAction *> &ownActions() const { return m_ownActions; }
    // Adds such a command; its action is enabled as the command says,
    // asked again on the panel's actionsChanged().
    QAction *add(PageCommand command);

    // A new object's form, with `values` filled in.
    void newObject(const QJsonObject &values = {});
    void editCurrent();
    void duplicateCurrent();
    void deleteCurrent();

    // A request or a form of the page is open: New, Edit, Duplicate and
    // Delete wait until it ends.
    [[nodiscard]] bool busy() const;
    // A change of the page's own is being applied: a finished request, a
    // form or an upload saving.
    [[nodiscard]] bool applyingOwnChange() const;
    [[nodiscard]] bool isRequesting() const { return !m_job.isNull(); }

    // The context menu of the selected row: Copy id, Copy name, then the
    // commands on objects.
    void showRowMenu(const QPoint &globalPosition);
    // The detail pane's context menu; on a reference, Open and Copy id first.
    void showReferenceMenu(QTextBrowser &detail, const QPoint &position);

Q_SIGNALS:
    // A read or a delete started or ended.
    void requestChanged();
    // The object as the service holds it now, read before its form opens.
    void objectRead(const QJsonObject &object);
    // Created or changed by a form of the page.
    void saved(const QJsonObject &object);
    // Deleted, or found deleted elsewhere.
    void removed(const QString &id);
    // A request or a form ended: the page may be free again.
    void done();
    void openObjectRequested(baton::ResourceKind::Id kind, const QString &id);
    // A form of the page asks for a new object of another kind (EditorDialog::newObjectRequested).
    void newObjectRequested(baton::ResourceKind::Id kind, const QJsonObject &values);

private:
    void openEditor(Operation operation, const QJsonObject &object);

    ApiClient &m_client;
    const NameBook &m_names;
    ResourcePanel &m_panel;
    MessageBar &m_messages;
    FileUploads *m_uploads;
    QList<PageCommand> m_own;
    QList<QAction *> m_ownActions;
    QPointer<ApiJob> m_job; // the running get or delete of a command
    QPointer<EditorDialog> m_dialog;
};

} // namespace baton

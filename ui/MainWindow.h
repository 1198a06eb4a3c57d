#pragma once

#include "core/api/RateLimitWatch.h"
#include "core/auth/Profile.h"
#include "core/connection/ConnectionController.h"
#include "core/history/HistoryStore.h"
#include "core/relations/NameBook.h"
#include "core/resources/ResourceKind.h"
#include "ui/connection/ConnectionServices.h"
#include "ui/panels/PageCommands.h"

#include <QList>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QSettings;
class QSplitter;
class QStackedWidget;
class QToolBar;

namespace baton {

class ApiClient;
class ApprovalDialog;
class CompareWindow;
struct ChatApproval;
class ChatPane;
class EventInspector;
class ConnectionDialog;
class HistoryPage;
class HistoryRecorder;
class RequestLogPanel;
class ResourcePanel;

// The console's window: navigation between the chat pane, one ResourcePanel
// per managed resource type and the request log, menus whose Edit actions go to the
// current panel, and a status bar with the profile, the connection state and
// a countdown while the service rate limits. It owns the current connection:
// connectTo() points the ApiClient at a profile, refreshes every panel and
// checks the connection. Window, splitter and column layouts are kept in the
// given settings.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // The connection's state, as the ConnectionController tells it.
    using ConnectionState = ConnectionController::State;

    MainWindow(ApiClient &client, const ConnectionServices &services, QSettings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Points the client at `profile` with `token`, refreshes every panel and
    // checks the connection. The sandbox's profile is never remembered.
    void connectTo(const baton::Profile &profile, const QString &token, bool sandbox = false);
    // Reads the profile's stored token and connects; without one, offers
    // BATON_TOKEN when it is set (ConnectionDialog::mayUseEnvironmentToken),
    // else opens the connection dialog on that profile.
    void openProfile(const baton::Profile &profile);
    // Opens the connection dialog (one at a time), on `profileName` when given,
    // with `message` above the form when given.
    ConnectionDialog *showConnectionDialog(const QString &profileName = QString(), const QString &message = QString());

    void showPage(int index);
    [[nodiscard]] int currentPage() const;
    [[nodiscard]] int pageCount() const;
    [[nodiscard]] ConnectionState connectionState() const { return m_connection.state(); }
    [[nodiscard]] const Profile &currentProfile() const { return m_connection.profile(); }
    [[nodiscard]] bool isSandbox() const { return m_connection.isSandbox(); }
    // The kind's panel, built now if its page has not been shown yet; null for a kind that is not managed.
    [[nodiscard]] ResourcePanel *resourcePanel(ResourceKind::Id id);
    // Shows the object's page with the object selected.
    void openObject(baton::ResourceKind::Id kind, const QString &id);
    // The objects read from the connected service, by name, and their relations.
    [[nodiscard]] const NameBook &names() const { return m_names; }
    [[nodiscard]] ChatPane *chatPane() const { return m_chat; }
    [[nodiscard]] EventInspector *eventInspector() const { return m_events; }
    // The open approval dialog, if any.
    [[nodiscard]] ApprovalDialog *approvalDialog() const;
    // The chats kept for the connected profile (closed while disconnected).
    [[nodiscard]] HistoryStore &history() { return m_history; }
    // The history page, built now if it has not been shown yet.
    [[nodiscard]] HistoryPage *historyPage();
    // Opens conversation `id` of the history in the chat page (see
    // ChatPane::openConversation()); false when it cannot.
    bool continueConversation(const QUuid &id);
    // Opens a comparison window for conversation `id`, ready to re-run it
    // against a target; null when it cannot be read.
    CompareWindow *rerunConversation(const QUuid &id);
    // Opens the re-run `id` beside the conversation it re-ran; null when either cannot be read.
    CompareWindow *compareConversation(const QUuid &id);

Q_SIGNALS:
    void connectionStateChanged(baton::ConnectionController::State state);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildPages();
    // The page at `index`, built first if it has not been shown yet.
    QWidget *page(int index);
    void buildMenus();
    void buildLanguageMenu(QMenu *menu);
    void buildThemeMenu(QMenu *menu);
    void buildToolBar();
    // Shows the current page's commands in the toolbar and the Edit menu.
    void updateToolBar();
    void buildStatusBar();
    // The connection's state in the status bar and on the welcome page.
    void showState(ConnectionState state, const QString &detail);
    // The profile the window shows, in the status bar and its title.
    void showProfile(const baton::Profile &profile);
    void onConnected(const baton::Profile &profile, bool sandbox);
    // The recorder of the chat's session (MainWindowHistory.cpp).
    void buildHistory();
    [[nodiscard]] HistoryPage *buildHistoryPage();
    // Opens the profile's history (the embedded sandbox has one of its own,
    // whatever its port), removes what the retention setting no longer
    // keeps, and says on the chat and history pages when it cannot be kept.
    void openHistory(const baton::Profile &profile, bool sandbox);
    // The welcome page's latest conversations, from the history.
    void showRecentConversations();
    // A target's name as the connected service names it; empty when unknown.
    [[nodiscard]] QString targetName(const QString &target) const;
    void onDisconnected();
    // Connects again to the profile the welcome page shows, as it failed.
    void retryConnection();
    // File › Team names…: names kept in the profile and given to the NameBook.
    void nameTeams();
    void updateActions();
    void updateRateLimit();
    void populateProfileMenu();
    void useSandbox();
    void showAbout();
    // Opens the approval dialog on `approval` (or brings it back to the front);
    // the decisions resume the chat.
    void reviewApproval(const baton::ChatApproval &approval);
    void saveLayout();
    void restoreLayout();
    [[nodiscard]] ResourcePanel *currentResourcePanel() const;
    // The window's action of a shared page command, by the command's name.
    [[nodiscard]] QAction *commandAction(const QString &name) const;

    ApiClient &m_client;
    ConnectionServices m_services;
    QSettings &m_settings;
    NameBook m_names;
    ConnectionController m_connection;
    RateLimitWatch m_rateLimit;
    QTimer m_rateTimer;

    ConnectionState m_shownState = ConnectionState::Disconnected;

    QSplitter *m_splitter = nullptr;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_pages = nullptr;
    ChatPane *m_chat = nullptr;
    EventInspector *m_events = nullptr;
    QPointer<ApprovalDialog> m_approval;
    QList<ResourcePanel *> m_panels; // one per managed kind, null until its page is built
    RequestLogPanel *m_requestLog = nullptr;
    HistoryPage *m_historyPage = nullptr;
    HistoryStore m_history;
    // Records the chat page's session; destroyed before the store and the session.
    std::unique_ptr<HistoryRecorder> m_recorder;
    QLabel *m_profileLabel = nullptr;
    QLabel *m_sandboxLabel = nullptr;
    QLabel *m_stateLabel = nullptr;
    QLabel *m_rateLabel = nullptr;
    QMenu *m_profileMenu = nullptr;
    // The shared commands of the resource pages (PageCommands::shared()) and
    // their actions, which run them on the page shown.
    QList<std::pair<PageCommand, QAction *>> m_commands;
    QAction *m_find = nullptr;
    QAction *m_teamNames = nullptr;
    QMenu *m_editMenu = nullptr;
    QAction *m_pageMenuSeparator = nullptr; // before the actions of the chat or the request log in the Edit menu
    QActionGroup *m_pageActions = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_toolSeparator = nullptr;
    QPointer<ConnectionDialog> m_dialog;
    QMetaObject::Connection m_focusTracking;
};

} // namespace baton

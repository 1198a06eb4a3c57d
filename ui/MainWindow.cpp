#include "ui/MainWindow.h"

#include "core/api/ApiClient.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/chat/ChatSession.h"
#include "core/history/HistoryRecorder.h"
#include "core/i18n/Translations.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/chat/ChatPane.h"
#include "ui/chat/EventInspector.h"
#include "ui/chat/WelcomePage.h"
#include "ui/connection/ConnectionDialog.h"
#include "ui/connection/TeamNamesDialog.h"
#include "ui/history/HistoryPage.h"
#include "ui/panels/RequestLogPanel.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/relations/ShareDialog.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"
#include "ui/widgets/Theme.h"

#include <QAbstractItemView>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace baton {

using icons::Icon;

namespace {

const auto geometryKey = u"MainWindow/geometry"_s;
const auto stateKey = u"MainWindow/state"_s;
const auto splitterKey = u"MainWindow/splitter"_s;
const auto pageKey = u"MainWindow/page"_s;

Icon kindIcon(ResourceKind::Id id)
{
    switch (id) {
    case ResourceKind::Id::Secret:
        return Icon::Secret;
    case ResourceKind::Id::Tool:
        return Icon::Tool;
    case ResourceKind::Id::ApiResource:
        return Icon::ApiResource;
    case ResourceKind::Id::File:
        return Icon::File;
    case ResourceKind::Id::CustomModel:
        return Icon::CustomModel;
    case ResourceKind::Id::GroupModel:
        return Icon::GroupModel;
    case ResourceKind::Id::ChatCompletion:
    case ResourceKind::Id::ChatResume:
        break;
    }
    return Icon::Chat;
}

// A toolbar action's tooltip names its shortcut, which the toolbar does not show.
QString withShortcut(const QString &tip, const QKeySequence &shortcut)
{
    if (shortcut.isEmpty())
        return tip;
    return MainWindow::tr("%1 (%2)").arg(tip, shortcut.toString(QKeySequence::NativeText));
}

} // namespace

MainWindow::MainWindow(ApiClient &client, const ConnectionServices &services, QSettings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_client(client)
    , m_services(services)
    , m_settings(settings)
    , m_names(client)
    , m_connection(client, services.profiles, services.tokens, services.network, services.log)
    , m_rateLimit(services.log)
{
    setObjectName(u"mainWindow"_s);
    setWindowTitle(tr("Baton"));
    buildPages();
    buildMenus();
    buildToolBar();
    buildStatusBar();
    showState(ConnectionState::Disconnected, QString());

    m_connection.setEnvironmentQuestion(
        [this](const Profile &profile) { return ConnectionDialog::mayUseEnvironmentToken(this, profile); });
    connect(&m_connection, &ConnectionController::stateChanged, this, &MainWindow::showState);
    connect(&m_connection, &ConnectionController::opening, this, [this](const Profile &profile) {
        m_profileLabel->setText(profile.name);
        m_chat->welcomePage()->setProfile(profile.name, profile.baseUrl, false);
    });
    connect(&m_connection, &ConnectionController::connected, this, &MainWindow::onConnected);
    connect(&m_connection, &ConnectionController::profileChanged, this, &MainWindow::showProfile);
    connect(&m_connection, &ConnectionController::disconnected, this, &MainWindow::onDisconnected);
    connect(&m_connection, &ConnectionController::tokenNeeded, this,
            [this](const Profile &profile, const QString &message) { showConnectionDialog(profile.name, message); });

    m_rateTimer.setInterval(250);
    connect(&m_rateTimer, &QTimer::timeout, this, &MainWindow::updateRateLimit);
    connect(&m_rateLimit, &RateLimitWatch::limitChanged, this, &MainWindow::updateRateLimit);
    m_focusTracking = connect(qApp, &QApplication::focusChanged, this, &MainWindow::updateActions);

    restoreLayout();
    updateActions();
}

// The focus moves while QWidget's destructor hides the window, after this class's members are gone.
MainWindow::~MainWindow()
{
    disconnect(m_focusTracking);
}

void MainWindow::buildPages()
{
    m_navigation = new QListWidget(this);
    m_navigation->setObjectName(u"navigation"_s);
    m_navigation->setAccessibleName(tr("Panels"));
    m_navigation->setSelectionMode(QAbstractItemView::SingleSelection);
    m_navigation->setUniformItemSizes(true);
    m_navigation->setSpacing(1);

    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(u"pages"_s);
    m_chat = new ChatPane(m_client, m_names, m_pages);
    m_pages->addWidget(m_chat);
    new QListWidgetItem(icons::icon(Icon::Chat), tr("Chat"), m_navigation);
    connect(m_chat, &ChatPane::approvalRequested, this, &MainWindow::reviewApproval);
    connect(m_chat, &ChatPane::openObjectRequested, this, &MainWindow::openObject);
    WelcomePage *welcome = m_chat->welcomePage();
    connect(welcome, &WelcomePage::pageRequested, this, [this](ResourceKind::Id id) {
        showPage(int(ResourceKind::managed().indexOf(&ResourceKind::get(id))) + 1);
    });
    connect(welcome, &WelcomePage::editProfileRequested, this,
            [this, welcome] { showConnectionDialog(isSandbox() ? QString() : welcome->profileName()); });
    connect(welcome, &WelcomePage::retryRequested, this, &MainWindow::retryConnection);
    connect(welcome, &WelcomePage::sandboxRequested, this, &MainWindow::useSandbox);
    // A new chat has nothing to decide on.
    connect(&m_chat->session(), &ChatSession::cleared, this, [this] {
        if (m_approval)
            m_approval->reject();
    });

    // The raw events of the current answer, in a dock the View menu shows.
    auto *dock = new QDockWidget(tr("Events"), this);
    dock->setObjectName(u"eventDock"_s);
    m_events = new EventInspector(dock);
    m_events->setSession(&m_chat->session());
    dock->setWidget(m_events);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    dock->hide();
    // An empty widget holds the place of each other page until page() builds it.
    for (const ResourceKind *kind : ResourceKind::managed()) {
        m_panels.append(nullptr);
        m_pages->addWidget(new QWidget(m_pages));
        new QListWidgetItem(icons::icon(kindIcon(kind->id)), kind->pluralName(), m_navigation);
    }
    m_pages->addWidget(new QWidget(m_pages));
    new QListWidgetItem(icons::icon(Icon::RequestLog), tr("Request log"), m_navigation);
    m_pages->addWidget(new QWidget(m_pages));
    new QListWidgetItem(icons::icon(Icon::History), tr("History"), m_navigation);
    buildHistory();

    const int rowHeight = m_navigation->fontMetrics().height() + 12;
    for (int row = 0; row < m_navigation->count(); ++row)
        m_navigation->item(row)->setSizeHint(QSize(0, rowHeight));
    const int widest = [this] {
        int width = 0;
        for (int row = 0; row < m_navigation->count(); ++row)
            width = std::max(width, m_navigation->fontMetrics().horizontalAdvance(m_navigation->item(row)->text()));
        return width;
    }();
    m_navigation->setMinimumWidth(widest + 48);

    m_splitter = new QSplitter(this);
    m_splitter->setObjectName(u"mainSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_navigation);
    m_splitter->addWidget(m_pages);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({widest + 64, 900});
    setCentralWidget(m_splitter);

    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        m_pages->setCurrentWidget(page(row));
        if (QAction *action = m_pageActions ? m_pageActions->actions().value(row) : nullptr)
            action->setChecked(true);
        updateActions();
        updateToolBar();
    });
    m_navigation->setCurrentRow(0);
    // The console opens on the chat, ready for a message.
    m_chat->focusComposer();
}

QWidget *MainWindow::page(int index)
{
    // The request log, then the history, follow the chat and the managed kinds.
    const int historyPageIndex = int(ResourceKind::managed().size()) + 2;
    QWidget *built = nullptr;
    const qsizetype panel = index - 1; // page 0 is the chat
    if (panel >= 0 && panel < m_panels.size()) {
        if (!m_panels.at(panel)) {
            auto *created = new ResourcePanel(m_client, m_names, *ResourceKind::managed().at(panel), m_pages);
            connect(created, &ResourcePanel::actionsChanged, this, &MainWindow::updateActions);
            connect(created, &ResourcePanel::openObjectRequested, this, &MainWindow::openObject);
            // On the page of that kind, which shows the object once saved.
            connect(created, &ResourcePanel::newObjectRequested, this,
                    [this](ResourceKind::Id kind, const QJsonObject &values) {
                        if (ResourcePanel *other = resourcePanel(kind))
                            other->newObject(values);
                    });
            ShareDialog::addPageActions(*created, m_client, m_names);
            created->restoreLayout(m_settings);
            m_panels[panel] = created;
            built = created;
        }
    } else if (index == historyPageIndex && !m_historyPage) {
        built = buildHistoryPage();
    } else if (index == historyPageIndex - 1 && !m_requestLog) {
        m_requestLog = new RequestLogPanel(m_services.log, m_pages);
        m_requestLog->restoreLayout(m_settings);
        for (QAction *action : m_requestLog->toolBarActions())
            action->setToolTip(withShortcut(action->toolTip(), action->shortcut()));
        built = m_requestLog;
    }
    if (built) {
        QWidget *placeholder = m_pages->widget(index);
        m_pages->insertWidget(index, built);
        m_pages->removeWidget(placeholder);
        delete placeholder;
    }
    return m_pages->widget(index);
}

void MainWindow::openObject(ResourceKind::Id kind, const QString &id)
{
    const qsizetype index = ResourceKind::managed().indexOf(&ResourceKind::get(kind));
    if (index < 0)
        return;
    showPage(int(index) + 1);
    // Asked from another window (a map): the object comes to the front.
    raise();
    activateWindow();
    if (ResourcePanel *panel = resourcePanel(kind))
        panel->showObject(id);
}

ResourcePanel *MainWindow::resourcePanel(ResourceKind::Id id)
{
    const qsizetype index = ResourceKind::managed().indexOf(&ResourceKind::get(id));
    return index < 0 ? nullptr : qobject_cast<ResourcePanel *>(page(int(index) + 1));
}

void MainWindow::buildMenus()
{
    const auto action = [](QMenu *menu, const QString &objectName, const QString &text, Icon icon) {
        QAction *created = menu->addAction(icons::icon(icon), text);
        created->setObjectName(objectName);
        return created;
    };

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectAction = action(file, u"actionConnect"_s, tr("&Connect…"), Icon::Connect);
    connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connectAction->setToolTip(tr("Manage profiles and connect"));
    connect(connectAction, &QAction::triggered, this,
            [this] { showConnectionDialog(isSandbox() ? QString() : currentProfile().name); });
    m_profileMenu = file->addMenu(tr("Switch &profile"));
    m_profileMenu->setObjectName(u"menuSwitchProfile"_s);
    connect(m_profileMenu, &QMenu::aboutToShow, this, &MainWindow::populateProfileMenu);
    m_teamNames = file->addAction(tr("&Team names…"));
    m_teamNames->setObjectName(u"actionTeamNames"_s);
    m_teamNames->setToolTip(tr("Name the teams of this connection"));
    connect(m_teamNames, &QAction::triggered, this, &MainWindow::nameTeams);
    file->addSeparator();
    QAction *quit = action(file, u"actionQuit"_s, tr("&Quit"), Icon::Quit);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    QMenu *view = menuBar()->addMenu(tr("&View"));
    // The commands of the resource pages; Find is also the request log's.
    for (const PageCommand &command : PageCommands::shared()) {
        QMenu *menu = command.menu == PageCommand::Menu::Edit ? m_editMenu : view;
        if (command.startsGroup)
            menu->addSeparator();
        QAction *created = action(menu, command.name, command.text, command.icon);
        created->setShortcut(command.shortcut);
        if (command.name == u"actionFind"_s)
            m_find = created;
        connect(created, &QAction::triggered, this, [this, created, run = command.run] {
            if (created == m_find && m_pages->currentWidget() == m_requestLog)
                m_requestLog->focusFilter();
            else if (created == m_find && m_historyPage && m_pages->currentWidget() == m_historyPage)
                m_historyPage->focusSearch();
            else if (ResourcePanel *panel = currentResourcePanel())
                run(*panel);
        });
        m_commands.append({command, created});
    }
    m_pageMenuSeparator = m_editMenu->addSeparator();
    m_pageMenuSeparator->setVisible(false);

    QAction *events = findChild<QDockWidget *>(u"eventDock"_s)->toggleViewAction();
    events->setObjectName(u"actionEventInspector"_s);
    events->setText(tr("&Event inspector"));
    events->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    events->setIcon(icons::icon(Icon::Events));
    view->addAction(events);
    view->addSeparator();
    m_pageActions = new QActionGroup(this);
    for (int page = 0; page < m_navigation->count(); ++page) {
        QAction *go = view->addAction(m_navigation->item(page)->icon(), m_navigation->item(page)->text());
        go->setObjectName(u"actionPage%1"_s.arg(page + 1));
        go->setCheckable(true);
        go->setChecked(page == m_navigation->currentRow());
        if (page < 9)
            go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + page)));
        m_pageActions->addAction(go);
        connect(go, &QAction::triggered, this, [this, page] { showPage(page); });
    }
    view->addSeparator();
    buildThemeMenu(view->addMenu(icons::icon(Icon::Theme), tr("&Theme")));
    buildLanguageMenu(view->addMenu(icons::icon(Icon::Language), tr("&Language")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = action(help, u"actionAbout"_s, tr("&About Baton"), Icon::About);
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::buildToolBar()
{
    m_toolBar = addToolBar(tr("Main toolbar"));
    m_toolBar->setObjectName(u"mainToolBar"_s);
    m_toolBar->setMovable(false);
    m_toolBar->setFloatable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->toggleViewAction()->setVisible(false);
    m_toolSeparator = new QAction(this);
    m_toolSeparator->setSeparator(true);
    updateToolBar();
}

// The toolbar holds the actions of the page shown: the Edit menu's and
// Refresh for a list of resources (those its kind allows), the chat's and
// the request log's own, which the Edit menu lists too while their page is
// shown, for the keyboard. Each command has this one visible place: the pages
// have no buttons of their own for them.
void MainWindow::updateToolBar()
{
    if (!m_toolBar)
        return;
    m_toolBar->clear();
    const QList<QAction *> inMenu = m_editMenu->actions();
    for (qsizetype i = inMenu.indexOf(m_pageMenuSeparator) + 1; i < inMenu.size(); ++i)
        m_editMenu->removeAction(inMenu.at(i));
    const ResourcePanel *panel = currentResourcePanel();
    // The commands in the words of the page shown (New is Upload… on files),
    // those the page's kind offers in the toolbar, its own among them.
    const QList<PageCommand> offered = PageCommands::shared(panel ? &panel->kind() : nullptr);
    for (const auto &[command, action] : std::as_const(m_commands)) {
        const auto words = std::find_if(offered.cbegin(), offered.cend(),
                                        [&](const PageCommand &shown) { return shown.name == command.name; });
        const PageCommand &shown = words == offered.cend() ? command : *words;
        action->setText(shown.text);
        action->setIcon(icons::icon(shown.icon));
        if (panel && command.toolBar != PageCommand::Place::None)
            action->setToolTip(withShortcut(action->iconText(), action->shortcut()));
    }
    QList<QAction *> actions;
    if (panel) {
        for (const PageCommand::Place place : {PageCommand::Place::Commands, PageCommand::Place::Last}) {
            QList<QAction *> placed;
            for (const PageCommand &command : offered) {
                if (command.toolBar == place)
                    placed << commandAction(command.name);
            }
            for (qsizetype i = 0; i < panel->kindCommands().size(); ++i) {
                if (panel->kindCommands().at(i).toolBar == place)
                    placed << panel->pageActions().at(i);
            }
            if (place == PageCommand::Place::Last && !placed.isEmpty())
                actions << m_toolSeparator;
            actions << placed;
        }
    } else if (m_pages->currentWidget() == m_chat) {
        actions = m_chat->toolBarActions();
    } else if (m_pages->currentWidget() == m_requestLog) {
        actions = m_requestLog->toolBarActions();
    }
    m_toolBar->addActions(actions);
    // The Edit menu has a panel's common commands already; its own follow.
    const QList<QAction *> pageOnly = panel ? panel->pageActions() : actions;
    m_editMenu->addActions(pageOnly);
    m_pageMenuSeparator->setVisible(!pageOnly.isEmpty());
}

// Applied at once and kept for the next start.
void MainWindow::buildThemeMenu(QMenu *menu)
{
    menu->setObjectName(u"menuTheme"_s);
    auto *group = new QActionGroup(menu);
    const theme::Choice chosen = theme::chosen(m_settings);
    const auto add = [this, menu, group, chosen](theme::Choice choice, const QString &key, const QString &text) {
        QAction *option = menu->addAction(text);
        option->setObjectName(u"actionTheme_"_s + key);
        option->setCheckable(true);
        option->setChecked(choice == chosen);
        group->addAction(option);
        connect(option, &QAction::triggered, this, [this, choice] { theme::choose(m_settings, choice); });
    };
    add(theme::Choice::System, u"system"_s, tr("&System"));
    add(theme::Choice::Light, u"light"_s, tr("&Light"));
    add(theme::Choice::Dark, u"dark"_s, tr("&Dark"));
}

// The language is chosen for the next start: the windows are built once, in
// the language installed before them.
void MainWindow::buildLanguageMenu(QMenu *menu)
{
    menu->setObjectName(u"menuLanguage"_s);
    auto *group = new QActionGroup(menu);
    const QString chosen = translations::chosen(m_settings);
    const auto add = [this, menu, group, &chosen](const QString &language, const QString &name) {
        QAction *choice = menu->addAction(name);
        choice->setObjectName(u"actionLanguage_"_s + (language.isEmpty() ? u"system"_s : language));
        choice->setCheckable(true);
        choice->setChecked(language == chosen);
        group->addAction(choice);
        connect(choice, &QAction::triggered, this, [this, language, name] {
            translations::choose(m_settings, language);
            statusBar()->showMessage(tr("Baton will speak %1 from its next start.").arg(name));
        });
    };
    add(QString(), tr("System language"));
    add(u"en"_s, u"English"_s);
    // Each language by its own name, as the people who read it look for it.
    for (const QString &language : translations::shipped()) {
        const QString name = QLocale(language).nativeLanguageName();
        add(language, name.left(1).toUpper() + name.mid(1));
    }
}

ApprovalDialog *MainWindow::approvalDialog() const
{
    return m_approval;
}

void MainWindow::reviewApproval(const ChatApproval &approval)
{
    if (m_approval && m_approval->approval().approvalId == approval.approvalId) {
        m_approval->raise();
        m_approval->activateWindow();
        return;
    }
    if (m_approval)
        m_approval->reject();
    auto *dialog = new ApprovalDialog(m_client, approval, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // expires_at is the service's time: the countdown reads the session's estimate of it.
    dialog->setClock([session = &m_chat->session()] { return session->serviceNow(); });
    m_approval = dialog;
    connect(dialog, &ApprovalDialog::decided, this, [this](const QList<ToolDecision> &decisions) {
        // The dialog only submits a decision for every call: a refusal here
        // means the approval changed under it.
        QStringList refused;
        for (const FieldError &error : m_chat->session().resume(decisions))
            refused << error.message;
        if (!refused.isEmpty())
            m_chat->showNotice(refused.join(u'\n'), true);
    });
    // At expiry the dialog says so itself, and the session gives the approval up on its own timer.
    if (!isActiveWindow()) {
        // Baton is in the background: the desktop is asked to draw the
        // user's eye to it, and the status bar says why until the dialog closes.
        QApplication::alert(this);
        statusBar()->showMessage(
            tr("Approval needed: %n tool call(s) wait for your decision", nullptr, int(approval.toolCalls.size())));
        connect(dialog, &QDialog::finished, statusBar(), &QStatusBar::clearMessage);
    }
    dialog->open();
}

void MainWindow::buildStatusBar()
{
    m_profileLabel = new QLabel(this);
    m_profileLabel->setObjectName(u"statusProfile"_s);
    m_sandboxLabel = new QLabel(tr("Sandbox"), this);
    m_sandboxLabel->setObjectName(u"statusSandbox"_s);
    m_sandboxLabel->setToolTip(tr("The embedded sandbox with demo data: nothing done here reaches a real service, "
                                  "and it is gone when Baton closes."));
    m_sandboxLabel->setFrameShape(QFrame::StyledPanel);
    m_sandboxLabel->setContentsMargins(4, 0, 4, 0);
    m_sandboxLabel->hide();
    m_stateLabel = new QLabel(this);
    m_stateLabel->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    m_stateLabel->setObjectName(u"statusConnection"_s);
    m_rateLabel = new QLabel(this);
    m_rateLabel->setObjectName(u"statusRateLimit"_s);
    setStatusStyle(m_rateLabel, Status::Warning);
    m_rateLabel->hide();

    statusBar()->addWidget(m_profileLabel);
    statusBar()->addWidget(m_sandboxLabel);
    statusBar()->addWidget(m_stateLabel, 1);
    statusBar()->addPermanentWidget(m_rateLabel);
    m_profileLabel->setText(tr("No profile"));
}

void MainWindow::connectTo(const Profile &profile, const QString &token, bool sandbox)
{
    m_connection.connectTo(profile, token, sandbox);
}

void MainWindow::openProfile(const Profile &profile)
{
    m_connection.open(profile);
}

void MainWindow::onConnected(const Profile &profile, bool sandbox)
{
    showProfile(profile);
    m_profileLabel->setToolTip(profile.baseUrl.toDisplayString());
    m_sandboxLabel->setVisible(sandbox);
    m_chat->welcomePage()->setProfile(profile.name, profile.baseUrl, sandbox);

    openHistory(profile, sandbox);
    // A panel built later reads from this connection when it is first shown.
    m_names.setTeamLabels(profile.teamLabels);
    m_names.load();
    m_chat->refresh();
    for (ResourcePanel *panel : std::as_const(m_panels)) {
        if (panel)
            panel->refresh();
    }
}

void MainWindow::showProfile(const Profile &profile)
{
    m_profileLabel->setText(profile.name);
    setWindowTitle(profile.name);
}

ConnectionDialog *MainWindow::showConnectionDialog(const QString &profileName, const QString &message)
{
    if (!m_dialog) {
        m_dialog = new ConnectionDialog(m_services, this);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_dialog, &ConnectionDialog::connectRequested, this, &MainWindow::connectTo);
    }
    if (!profileName.isEmpty())
        m_dialog->selectProfile(profileName);
    if (!message.isEmpty())
        m_dialog->showMessage(message);
    m_dialog->open();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

void MainWindow::showPage(int index)
{
    if (index >= 0 && index < m_navigation->count())
        m_navigation->setCurrentRow(index);
}

int MainWindow::currentPage() const
{
    return m_pages->currentIndex();
}

int MainWindow::pageCount() const
{
    return m_pages->count();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::showState(ConnectionState state, const QString &detail)
{
    // Team names belong to a profile: there is none to keep them in while disconnected.
    m_teamNames->setEnabled(state != ConnectionState::Disconnected && !m_connection.profile().name.isEmpty());
    QString text;
    switch (state) {
    case ConnectionState::Disconnected:
        text = tr("Not connected: use File › Connect…");
        break;
    case ConnectionState::Testing:
        text = detail.isEmpty() ? tr("Testing the connection…") : detail;
        break;
    case ConnectionState::Connected:
        text = tr("Connected");
        break;
    case ConnectionState::Failed:
        text = tr("Connection failed: %1").arg(detail);
        break;
    }
    // A long reason is elided here and shown whole in the tooltip.
    m_stateLabel->setText(m_stateLabel->fontMetrics().elidedText(text, Qt::ElideRight, 640));
    m_stateLabel->setToolTip(state == ConnectionState::Connected ? detail : text);
    setStatusStyle(m_stateLabel, state == ConnectionState::Failed ? std::optional(Status::Error) : std::nullopt);
    // The welcome page has room for the whole text: the service's words, status and request id.
    WelcomePage::Connection welcome = WelcomePage::Connection::None;
    switch (state) {
    case ConnectionState::Disconnected:
        break;
    case ConnectionState::Testing:
        welcome = WelcomePage::Connection::Checking;
        break;
    case ConnectionState::Connected:
        welcome = WelcomePage::Connection::Connected;
        break;
    case ConnectionState::Failed:
        welcome = WelcomePage::Connection::Failed;
        break;
    }
    m_chat->welcomePage()->setConnectionState(welcome, detail);
    if (state != m_shownState) {
        m_shownState = state;
        Q_EMIT connectionStateChanged(state);
    }
}

void MainWindow::retryConnection()
{
    if (!m_connection.retry(m_chat->welcomePage()->profileName()))
        showConnectionDialog();
}

void MainWindow::nameTeams()
{
    auto *dialog = new TeamNamesDialog(m_names, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QHash<QString, QString> labels = dialog->labels();
        m_names.setTeamLabels(labels);
        if (const QList<FieldError> errors = m_connection.setTeamLabels(labels); !errors.isEmpty())
            statusBar()->showMessage(errors.constFirst().message);
    });
    dialog->open();
}

void MainWindow::onDisconnected()
{
    m_names.clear();
    m_profileLabel->setText(tr("No profile"));
    m_profileLabel->setToolTip(QString());
    m_sandboxLabel->hide();
    m_chat->welcomePage()->setProfile(QString(), QUrl(), false);
    setWindowTitle(tr("Baton"));
}

void MainWindow::updateActions()
{
    if (m_commands.isEmpty())
        return;
    const ResourcePanel *panel = currentResourcePanel();
    // Keys that run a command only while a list of the page has the focus
    // (Return edits), so that they keep their meaning in text fields and the
    // navigation.
    const QWidget *focus = QApplication::focusWidget();
    const bool inList = panel && focus && qobject_cast<const QAbstractItemView *>(focus) && panel->isAncestorOf(focus);
    for (const auto &[command, action] : std::as_const(m_commands)) {
        action->setEnabled(panel && command.enabled(*panel));
        if (!command.inListShortcuts.isEmpty())
            action->setShortcuts(QList<QKeySequence> {command.shortcut}
                                 + (inList ? command.inListShortcuts : QList<QKeySequence> {}));
    }
    if (m_pages->currentWidget() == m_requestLog || (m_historyPage && m_pages->currentWidget() == m_historyPage))
        m_find->setEnabled(true);
}

void MainWindow::updateRateLimit()
{
    const auto left = m_rateLimit.remaining();
    if (left.count() <= 0) {
        m_rateTimer.stop();
        m_rateLabel->hide();
        return;
    }
    m_rateLabel->setText(tr("Rate limited: %n s left", nullptr, int(left.count())));
    m_rateLabel->setToolTip(tr("The service asked to wait before the next request (HTTP 429 with Retry-After)."));
    m_rateLabel->show();
    if (!m_rateTimer.isActive())
        m_rateTimer.start();
}

void MainWindow::populateProfileMenu()
{
    m_profileMenu->clear();
    for (const Profile &profile : m_services.profiles.profiles()) {
        QAction *open = m_profileMenu->addAction(profile.name);
        open->setCheckable(true);
        open->setChecked(!isSandbox() && profile.name == currentProfile().name
                         && connectionState() != ConnectionState::Disconnected);
        connect(open, &QAction::triggered, this, [this, profile] { openProfile(profile); });
    }
    if (!m_profileMenu->isEmpty())
        m_profileMenu->addSeparator();
    QAction *sandbox = m_profileMenu->addAction(tr("Local sandbox"));
    sandbox->setObjectName(u"actionLocalSandbox"_s);
    sandbox->setCheckable(true);
    sandbox->setChecked(isSandbox());
    connect(sandbox, &QAction::triggered, this, &MainWindow::useSandbox);
}

void MainWindow::useSandbox()
{
    if (!m_services.startSandbox)
        return;
    const LocalSandbox sandbox = m_services.startSandbox();
    if (sandbox.started())
        connectTo(sandbox.profile(), sandbox.token, true);
    else
        m_connection.fail(tr("The local sandbox could not start: %1").arg(sandbox.error));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Baton"),
                       tr("<h3>Baton %1</h3>"
                          "<p>A desktop console for administering an LLM chat platform through its HTTP API: "
                          "secrets, tools, API resources, files, custom models and group models.</p>"
                          "<p>API tokens are kept in the system keychain.</p>")
                           .arg(QStringLiteral(BATON_VERSION)));
}

void MainWindow::saveLayout()
{
    m_settings.setValue(geometryKey, saveGeometry());
    m_settings.setValue(stateKey, saveState());
    m_settings.setValue(splitterKey, m_splitter->saveState());
    m_settings.setValue(pageKey, currentPage());
    // A page never built keeps the layout it had.
    if (m_requestLog)
        m_requestLog->saveLayout(m_settings);
    for (const ResourcePanel *panel : std::as_const(m_panels)) {
        if (panel)
            panel->saveLayout(m_settings);
    }
    m_settings.sync();
}

void MainWindow::restoreLayout()
{
    if (!restoreGeometry(m_settings.value(geometryKey).toByteArray()))
        resize(1180, 660);
    restoreState(m_settings.value(stateKey).toByteArray());
    m_splitter->restoreState(m_settings.value(splitterKey).toByteArray());
    showPage(m_settings.value(pageKey, 0).toInt());
}

ResourcePanel *MainWindow::currentResourcePanel() const
{
    return qobject_cast<ResourcePanel *>(m_pages->currentWidget());
}

QAction *MainWindow::commandAction(const QString &name) const
{
    for (const auto &[command, action] : m_commands) {
        if (command.name == name)
            return action;
    }
    return nullptr;
}

} // namespace baton

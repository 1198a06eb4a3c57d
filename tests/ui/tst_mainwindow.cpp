#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/chat/ChatSession.h"
#include "core/resources/ResourceKind.h"
#include "sandbox/Server.h"
#include "support/EventOrder.h"
#include "support/LoopbackServer.h"
#include "ui/MainWindow.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/chat/ChatPane.h"
#include "ui/connection/ConnectionDialog.h"
#include "ui/history/HistoryPage.h"
#include "ui/panels/RequestLogPanel.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/widgets/MessageBox.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiClient;
using baton::ConnectionDialog;
using baton::ConnectionServices;
using baton::LocalSandbox;
using baton::MainWindow;
using baton::Profile;
using baton::ProfileStore;
using baton::RequestLog;
using baton::ResourceKind;
using baton::ResourcePanel;
using baton::TokenStore;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::test::LoopbackServer;
using State = baton::MainWindow::ConnectionState;

// The main window over a real ApiClient, an in-process sandbox and a
// ProfileStore on a temporary settings file: pages by keyboard, the status
// bar, the rate-limit countdown, layouts kept in the settings, and the
// connection dialog reached from the menu.
class tst_MainWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Server> m_server;
    QString m_admin;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<TokenStore> m_tokens;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<RequestLog> m_log;
    std::unique_ptr<ApiClient> m_client;
    std::unique_ptr<MainWindow> m_window;
    int m_sandboxStarts = 0;

    [[nodiscard]] ConnectionServices services()
    {
        return {*m_network, *m_log, *m_profiles, *m_tokens, [this] {
                    ++m_sandboxStarts;
                    return LocalSandbox {m_server->baseUrl(), m_admin, QString()};
                }};
    }

    [[nodiscard]] std::unique_ptr<MainWindow> newWindow()
    {
        auto window = std::make_unique<MainWindow>(*m_client, services(), *m_settings);
        window->show();
        window->activateWindow();
        return window;
    }

    [[nodiscard]] Profile sandboxProfile(const QString &name) const
    {
        return Profile {name, m_server->baseUrl(), false, QString()};
    }

    [[nodiscard]] QLabel *label(const QString &name) const { return m_window->findChild<QLabel *>(name); }
    [[nodiscard]] QAction *action(const QString &name) const { return m_window->findChild<QAction *>(name); }
    [[nodiscard]] QWidget *currentPageWidget() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }

private Q_SLOTS:
    void initTestCase()
    {
        ServerConfig config;
        m_server = std::make_unique<Server>(config);
        QVERIFY(m_server->listen() != 0);
        m_admin = m_server->token(u"admin"_s)->value;
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_settings = std::make_unique<QSettings>(m_dir->filePath(u"baton.ini"_s), QSettings::IniFormat);
        m_profiles = std::make_unique<ProfileStore>(*m_settings);
        m_tokens = std::make_unique<TokenStore>(QProcessEnvironment());
        m_network = std::make_unique<QNetworkAccessManager>();
        m_log = std::make_unique<RequestLog>();
        m_client = std::make_unique<ApiClient>(*m_network, *m_log);
        m_window = newWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_client.reset();
        m_log.reset();
        m_network.reset();
        m_tokens.reset();
        m_profiles.reset();
        m_settings.reset();
        m_dir.reset();
    }

    // The chat, one ResourcePanel per managed kind in the navigation's order,
    // then the request log and the history.
    void pagesFollowTheResourceTable()
    {
        const QList<const ResourceKind *> kinds = ResourceKind::managed();
        QCOMPARE(m_window->pageCount(), kinds.size() + 3);
        auto *navigation = m_window->findChild<QListWidget *>(u"navigation"_s);
        QCOMPARE(navigation->count(), m_window->pageCount());
        QCOMPARE(navigation->item(0)->text(), u"Chat"_s);
        QVERIFY(m_window->chatPane());
        QCOMPARE(currentPageWidget(), m_window->chatPane());
        QCOMPARE(m_window->currentPage(), 0);
        for (qsizetype i = 0; i < kinds.size(); ++i) {
            QCOMPARE(navigation->item(int(i) + 1)->text(), kinds.at(i)->pluralName());
            m_window->showPage(int(i) + 1);
            auto *panel = qobject_cast<ResourcePanel *>(currentPageWidget());
            QVERIFY(panel);
            QCOMPARE(&panel->kind(), kinds.at(i));
            QCOMPARE(m_window->resourcePanel(kinds.at(i)->id), panel);
        }
        m_window->showPage(m_window->pageCount() - 2);
        QVERIFY(qobject_cast<baton::RequestLogPanel *>(currentPageWidget()));
        QCOMPARE(navigation->item(m_window->pageCount() - 1)->text(), u"History"_s);
        m_window->showPage(m_window->pageCount() - 1);
        QCOMPARE(currentPageWidget(), m_window->historyPage());
        QVERIFY(!m_window->resourcePanel(ResourceKind::Id::ChatCompletion));
    }

    // Only the chat is built at start: another page is built when first
    // shown, with the layout kept for it, which a start that never shows it
    // does not lose.
    void pagesBuiltWhenFirstShown()
    {
        QVERIFY(m_window->findChildren<ResourcePanel *>().isEmpty());
        QVERIFY(!m_window->findChild<baton::RequestLogPanel *>());
        const int models = int(ResourceKind::managed().indexOf(&ResourceKind::get(ResourceKind::Id::GroupModel))) + 1;
        QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + models), Qt::ControlModifier);
        const QList<ResourcePanel *> built = m_window->findChildren<ResourcePanel *>();
        QCOMPARE(built.size(), 1);
        QCOMPARE(built.constFirst()->kind().id, ResourceKind::Id::GroupModel);
        QCOMPARE(currentPageWidget(), built.constFirst());
        QVERIFY(built.constFirst()->isVisible());
        QVERIFY(!m_window->findChild<baton::RequestLogPanel *>());
        auto *header = built.constFirst()->findChild<QTableView *>(u"resourceTable"_s)->horizontalHeader();
        const int width = header->sectionSize(0) + 37;
        header->resizeSection(0, width);
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        QVERIFY(m_window->close());
        const QByteArray saved = m_settings->value(u"ResourcePanel/group-models/header"_s).toByteArray();
        QVERIFY(!saved.isEmpty());
        QVERIFY(!m_settings->contains(u"ResourcePanel/secrets/header"_s));
        m_window.reset();

        m_window = newWindow();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->findChildren<ResourcePanel *>().isEmpty());
        QVERIFY(m_window->close());
        QCOMPARE(m_settings->value(u"ResourcePanel/group-models/header"_s).toByteArray(), saved);
        m_window.reset();

        m_window = newWindow();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + models), Qt::ControlModifier);
        auto *panel = qobject_cast<ResourcePanel *>(currentPageWidget());
        QVERIFY(panel);
        QCOMPARE(panel->kind().id, ResourceKind::Id::GroupModel);
        QCOMPARE(panel->findChild<QTableView *>(u"resourceTable"_s)->horizontalHeader()->sectionSize(0), width);
    }

    // The console opens on the chat with the focus in the message box:
    // typing at once writes a message.
    void opensWithTheFocusInTheComposer()
    {
        auto *composer = m_window->findChild<QPlainTextEdit *>(u"chatComposer"_s);
        QVERIFY(composer);
        QTRY_COMPARE(QApplication::focusWidget(), composer);
        QTest::keyClicks(QApplication::focusWidget(), u"Hello"_s);
        QCOMPARE(composer->toPlainText(), u"Hello"_s);
    }

    void navigationByKeyboard()
    {
        auto *navigation = m_window->findChild<QListWidget *>(u"navigation"_s);
        navigation->setFocus();
        QTRY_VERIFY(navigation->hasFocus());
        QTest::keyClick(navigation, Qt::Key_Down);
        QCOMPARE(m_window->currentPage(), 1);
        QCOMPARE(currentPageWidget()->objectName(), u"panel_secrets"_s);
        QTest::keyClick(navigation, Qt::Key_End);
        QCOMPARE(m_window->currentPage(), m_window->pageCount() - 1);
        QCOMPARE(currentPageWidget()->objectName(), u"panel_history"_s);
        QTest::keyClick(navigation, Qt::Key_Up);
        QCOMPARE(currentPageWidget()->objectName(), u"panel_requestLog"_s);
        QTest::keyClick(navigation, Qt::Key_Up);
        QCOMPARE(currentPageWidget()->objectName(), u"panel_group-models"_s);
        QTest::keyClick(navigation, Qt::Key_Home);
        QCOMPARE(currentPageWidget()->objectName(), u"chatPane"_s);
    }

    // View › Language lists the system's language, English and each built-in
    // translation by its own name; a choice is kept for the next start.
    void languageChosenForTheNextStart()
    {
        auto *menu = m_window->findChild<QMenu *>(u"menuLanguage"_s);
        QVERIFY(menu);
        QStringList names;
        for (const QAction *choice : menu->actions())
            names.append(choice->text());
        QCOMPARE(names, (QStringList {u"System language"_s, u"English"_s, u"Deutsch"_s, u"Français"_s}));
        QVERIFY(action(u"actionLanguage_system"_s)->isChecked());

        action(u"actionLanguage_de"_s)->trigger();
        QCOMPARE(m_settings->value(u"ui/language"_s).toString(), u"de"_s);
        QVERIFY(action(u"actionLanguage_de"_s)->isChecked());
        QVERIFY(!action(u"actionLanguage_system"_s)->isChecked());
        QCOMPARE(m_window->statusBar()->currentMessage(), u"Baton will speak Deutsch from its next start."_s);
        // The window keeps its language until then.
        QCOMPARE(m_window->menuBar()->actions().constFirst()->text(), u"&File"_s);

        m_window = newWindow();
        QVERIFY(action(u"actionLanguage_de"_s)->isChecked());
        action(u"actionLanguage_system"_s)->trigger();
        QVERIFY(!m_settings->contains(u"ui/language"_s));
    }

    void ctrlDigitsSwitchPages()
    {
        auto *navigation = m_window->findChild<QListWidget *>(u"navigation"_s);
        for (int page = m_window->pageCount() - 1; page >= 0; --page) {
            QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + page), Qt::ControlModifier);
            QCOMPARE(m_window->currentPage(), page);
            QCOMPARE(navigation->currentRow(), page);
            QVERIFY(action(u"actionPage%1"_s.arg(page + 1))->isChecked());
        }
    }

    // The Edit actions follow what the current page can do and its selection;
    // Find reaches the request log's filter.
    void editActionsFollowThePage()
    {
        QTest::keyClick(m_window.get(), Qt::Key_2, Qt::ControlModifier);
        for (const auto *name : {"actionNew", "actionFind", "actionRefresh"})
            QVERIFY2(action(QString::fromLatin1(name))->isEnabled(), name);
        for (const auto *name : {"actionEdit", "actionDuplicate", "actionDelete"})
            QVERIFY2(!action(QString::fromLatin1(name))->isEnabled(), name);

        m_server->store().create(ResourceKind::Id::Secret,
                                 {{u"name"_s, u"Selected"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v-1"_s}},
                                 *m_server->token(u"admin"_s));
        const Profile profile = sandboxProfile(u"Actions"_s);
        QVERIFY(m_profiles->add(profile).isEmpty());
        m_window->connectTo(profile, m_admin);
        auto *table = m_window->resourcePanel(ResourceKind::Id::Secret)->findChild<QTableView *>(u"resourceTable"_s);
        QTRY_VERIFY(table->model()->rowCount() > 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(table->model()->index(0, 0)).center());
        for (const auto *name : {"actionEdit", "actionDuplicate", "actionDelete"})
            QVERIFY2(action(QString::fromLatin1(name))->isEnabled(), name);
        auto *search = m_window->resourcePanel(ResourceKind::Id::Secret)->findChild<QLineEdit *>(u"filter_q"_s);
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
        QTRY_VERIFY(search->hasFocus());

        const auto files = ResourceKind::managed().indexOf(&ResourceKind::get(ResourceKind::Id::File));
        m_window->showPage(int(files) + 1);
        QVERIFY(action(u"actionNew"_s)->isEnabled());
        QVERIFY(!action(u"actionDuplicate"_s)->isEnabled()); // an upload cannot be duplicated
        QVERIFY(!action(u"actionEdit"_s)->isEnabled());

        // Not from a field of the page left behind, which would hand the focus on.
        m_window->findChild<QListWidget *>(u"navigation"_s)->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + m_window->pageCount() - 2), Qt::ControlModifier);
        QVERIFY(!action(u"actionNew"_s)->isEnabled());
        QVERIFY(!action(u"actionDelete"_s)->isEnabled());
        QVERIFY(action(u"actionFind"_s)->isEnabled());
        auto *filter = m_window->findChild<QLineEdit *>(u"requestLogFilter"_s);
        QVERIFY(!filter->hasFocus());
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
        QTRY_VERIFY(filter->hasFocus());
    }

    void statusShowsProfileAndState()
    {
        QCOMPARE(m_window->connectionState(), State::Disconnected);
        QVERIFY(!label(u"statusSandbox"_s)->isVisible());

        const Profile staging = sandboxProfile(u"Staging"_s);
        QVERIFY(m_profiles->add(staging).isEmpty());
        QSignalSpy states(m_window.get(), &MainWindow::connectionStateChanged);
        m_window->connectTo(staging, m_admin);
        QCOMPARE(m_window->connectionState(), State::Testing);
        QCOMPARE(label(u"statusProfile"_s)->text(), u"Staging"_s);
        QVERIFY(label(u"statusConnection"_s)->text().contains(u"Testing"_s));
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        QCOMPARE(label(u"statusConnection"_s)->text(), u"Connected"_s);
        QCOMPARE(m_client->profile(), staging);
        QCOMPARE(m_profiles->lastUsed(), u"Staging"_s);

        const Profile wrong = sandboxProfile(u"Wrong token"_s);
        QVERIFY(m_profiles->add(wrong).isEmpty());
        m_window->connectTo(wrong, u"not-a-token"_s);
        QTRY_COMPARE(m_window->connectionState(), State::Failed);
        QVERIFY2(label(u"statusConnection"_s)->text().startsWith(u"Connection failed"_s),
                 qPrintable(label(u"statusConnection"_s)->text()));
        // The service's own words, then Baton's advice.
        const QString tip = label(u"statusConnection"_s)->toolTip();
        QVERIFY2(tip.contains(u"“The API token is not valid.” (HTTP 401, authentication_error/invalid_token)"_s),
                 qPrintable(tip));
        QVERIFY(tip.contains(u"does not accept this API token"_s));
        QCOMPARE(label(u"statusConnection"_s)->textFormat(), Qt::PlainText); // markup in the service's text shows as is
        QCOMPARE(label(u"statusProfile"_s)->text(), u"Wrong token"_s);
        QCOMPARE(states.size(), 4); // testing, connected, testing, failed

        // The sandbox is marked, and never becomes the profile opened next time.
        auto *connectAction = action(u"actionConnect"_s);
        connectAction->trigger();
        auto *dialog = m_window->findChild<ConnectionDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"useSandboxButton"_s), Qt::LeftButton);
        QCOMPARE(m_sandboxStarts, 1);
        QTRY_VERIFY(!dialog->isVisible());
        QVERIFY(m_window->isSandbox());
        QVERIFY(label(u"statusSandbox"_s)->isVisible());
        QCOMPARE(label(u"statusProfile"_s)->text(), u"Local sandbox"_s);
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        QCOMPARE(m_client->profile().baseUrl, m_server->baseUrl());
        QCOMPARE(m_profiles->lastUsed(), u"Wrong token"_s);
        QCOMPARE(m_profiles->profiles().size(), 2);
    }

    // The stored token connects; without one, the dialog opens on the profile.
    void openProfileReadsItsToken()
    {
        const Profile stored = sandboxProfile(u"Stored"_s);
        QVERIFY(m_profiles->add(stored).isEmpty());
        bool written = false;
        m_tokens->writeToken(stored, m_admin, this, [&written](const baton::TokenChangeResult &r) { written = r.ok; });
        QTRY_VERIFY(written);
        m_window->openProfile(stored);
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        QCOMPARE(m_client->profile().name, u"Stored"_s);
        QVERIFY(!m_window->findChild<ConnectionDialog *>());

        const Profile bare = sandboxProfile(u"No token"_s);
        QVERIFY(m_profiles->add(bare).isEmpty());
        m_window->openProfile(bare);
        QTRY_COMPARE(m_window->connectionState(), State::Failed);
        auto *dialog = m_window->findChild<ConnectionDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->editedProfileName(), u"No token"_s);
        QVERIFY(dialog->findChild<QLabel *>(u"generalMessage"_s)->text().contains(u"No token is stored"_s));

        bool removed = false;
        m_tokens->removeToken(stored, this, [&removed](const baton::TokenChangeResult &r) { removed = r.ok; });
        QTRY_VERIFY(removed);
    }

    // BATON_TOKEN never replaces a stored token, and fills a profile without
    // one only after asking: what reaches each server shows which token went.
    void environmentTokenOnlyForAProfileWithoutOneAndAfterAsking()
    {
        using baton::MessageBox;
        baton::test::LoopbackServer service;
        QVERIFY(service.port() != 0);
        const auto tokensSent = [&service] {
            QSet<QByteArray> sent;
            for (const auto &request : service.requests())
                sent.insert(request.header("Authorization"));
            return sent;
        };
        const QString environmentToken = u"tok-environment"_s;
        const QString storedToken = u"tok-stored"_s;
        m_window.reset();
        QProcessEnvironment environment;
        environment.insert(u"BATON_TOKEN"_s, environmentToken);
        m_tokens = std::make_unique<TokenStore>(environment);
        m_window = newWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));

        const Profile stored {u"Stored"_s, service.baseUrl(), false, QString()};
        QVERIFY(m_profiles->add(stored).isEmpty());
        bool written = false;
        m_tokens->writeToken(stored, storedToken, this,
                             [&written](const baton::TokenChangeResult &r) { written = r.ok; });
        QTRY_VERIFY(written);
        const int asked = MessageBox::questionsAsked();
        m_window->openProfile(stored);
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        QCOMPARE(tokensSent(), QSet<QByteArray> {"Bearer " + storedToken.toUtf8()});
        QCOMPARE(MessageBox::questionsAsked(), asked);

        // No token stored, and the user says no: nothing is sent with it.
        const Profile bare {u"No token"_s, service.baseUrl(), false, QString()};
        QVERIFY(m_profiles->add(bare).isEmpty());
        // The welcome page counts each page once connected: those answers
        // come first, so that what follows counts only the next profile's.
        QTRY_VERIFY([this] {
            for (qsizetype i = 0; i < m_log->count(); ++i) {
                if (!m_log->at(i).finished)
                    return false;
            }
            return true;
        }());
        const qsizetype before = service.requests().size();
        MessageBox::setNextAnswer(QMessageBox::No);
        m_window->openProfile(bare);
        QTRY_COMPARE(m_window->connectionState(), State::Failed);
        QCOMPARE(MessageBox::questionsAsked(), asked + 1);
        QTRY_VERIFY(m_window->findChild<ConnectionDialog *>());
        QCOMPARE(service.requests().size(), before);
        QVERIFY(!tokensSent().contains("Bearer " + environmentToken.toUtf8()));
        m_window->findChild<ConnectionDialog *>()->reject();

        // The user says yes: this profile connects with it.
        MessageBox::setNextAnswer(QMessageBox::Yes);
        m_window->openProfile(bare);
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        QCOMPARE(MessageBox::questionsAsked(), asked + 2);
        QCOMPARE(m_client->profile().name, bare.name);
        QVERIFY(tokensSent().contains("Bearer " + environmentToken.toUtf8()));

        bool removed = false;
        m_tokens->removeToken(stored, this, [&removed](const baton::TokenChangeResult &r) { removed = r.ok; });
        QTRY_VERIFY(removed);
    }

    // File › Switch profile: the panels show the other service's objects,
    // and nothing of the first one's stays.
    void switchingProfilesShowsTheOtherService()
    {
        ServerConfig demoConfig;
        demoConfig.demo = true;
        Server demo(demoConfig);
        QVERIFY(demo.listen() != 0);
        const Profile empty = sandboxProfile(u"Empty"_s);
        const Profile full {u"Demo"_s, demo.baseUrl(), false, QString()};
        int written = 0;
        for (const auto &[profile, token] : {std::pair {empty, m_admin}, {full, demo.token(u"admin"_s)->value}}) {
            QVERIFY(m_profiles->add(profile).isEmpty());
            m_tokens->writeToken(profile, token, this,
                                 [&written](const baton::TokenChangeResult &r) { written += r.ok ? 1 : 0; });
        }
        QTRY_COMPARE(written, 2);

        m_window->openProfile(empty);
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        // A panel reads its rows once shown; page 0 is the chat.
        m_window->showPage(1);
        ResourcePanel *secrets = m_window->resourcePanel(ResourceKind::Id::Secret);
        QCOMPARE(secrets->kind().id, ResourceKind::Id::Secret);
        const qsizetype first = m_server->store().count(ResourceKind::Id::Secret);
        const qsizetype second = demo.store().count(ResourceKind::Id::Secret);
        QVERIFY(first != second);
        QTRY_COMPARE(secrets->model().rowCount(), first);
        QStringList firstIds;
        for (int row = 0; row < secrets->model().rowCount(); ++row)
            firstIds << secrets->model().objectAt(row).value(u"id"_s).toString();

        auto *menu = m_window->findChild<QMenu *>(u"menuSwitchProfile"_s);
        menu->popup(m_window->mapToGlobal(QPoint(20, 20)));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        QAction *demoAction = nullptr;
        for (QAction *candidate : menu->actions()) {
            if (candidate->text() == u"Demo"_s)
                demoAction = candidate;
        }
        QVERIFY(demoAction);
        QVERIFY(!demoAction->isChecked());
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(demoAction).center());
        QTRY_COMPARE(m_client->profile().name, u"Demo"_s);
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        QCOMPARE(label(u"statusProfile"_s)->text(), u"Demo"_s);
        QTRY_COMPARE(secrets->model().rowCount(), second);
        for (const QString &id : firstIds)
            QCOMPARE(secrets->model().rowOfId(id), -1);
        QCOMPARE(m_profiles->lastUsed(), u"Demo"_s);

        bool removed = false;
        for (const Profile &profile : {empty, full})
            m_tokens->removeToken(profile, this, [&removed](const baton::TokenChangeResult &r) { removed = r.ok; });
        QTRY_VERIFY(removed);
    }

    void removingTheCurrentProfileDisconnects()
    {
        const Profile gone = sandboxProfile(u"Gone"_s);
        QVERIFY(m_profiles->add(gone).isEmpty());
        m_window->connectTo(gone, m_admin);
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        QVERIFY(m_profiles->update(u"Gone"_s, sandboxProfile(u"Renamed"_s)).isEmpty());
        QCOMPARE(label(u"statusProfile"_s)->text(), u"Renamed"_s);
        QCOMPARE(m_client->profile().name, u"Renamed"_s);
        QVERIFY(m_client->hasToken());
        QVERIFY(m_profiles->remove(u"Renamed"_s).isEmpty());
        QCOMPARE(m_window->connectionState(), State::Disconnected);
        QVERIFY(!m_client->hasToken());
    }

    void layoutKeptInTheSettings()
    {
        m_window->resize(900, 610);
        // The secrets, the group models, the request log: each page shown is built, and its layout kept.
        for (const int page : {1, m_window->pageCount() - 3, m_window->pageCount() - 2, 3})
            m_window->showPage(page);
        auto *splitter = m_window->findChild<QSplitter *>(u"mainSplitter"_s);
        splitter->setSizes({260, 640});
        const int navigationWidth = splitter->sizes().constFirst();
        QVERIFY(m_window->close());
        QVERIFY(m_settings->contains(u"MainWindow/geometry"_s));
        QVERIFY(m_settings->contains(u"MainWindow/splitter"_s));
        QVERIFY(m_settings->contains(u"RequestLog/header"_s));
        QVERIFY(m_settings->contains(u"ResourcePanel/secrets/header"_s));
        QVERIFY(m_settings->contains(u"ResourcePanel/group-models/splitter"_s));
        m_window.reset();

        // Read back from the file, as the next start does.
        m_profiles.reset();
        m_settings = std::make_unique<QSettings>(m_dir->filePath(u"baton.ini"_s), QSettings::IniFormat);
        m_profiles = std::make_unique<ProfileStore>(*m_settings);
        m_window = newWindow();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QCOMPARE(m_window->size(), QSize(900, 610));
        QCOMPARE(m_window->currentPage(), 3);
        QCOMPARE(m_window->findChild<QSplitter *>(u"mainSplitter"_s)->sizes().constFirst(), navigationWidth);
    }

    // At the window's smallest, the transcript keeps at least half of the
    // chat page: the options and the composer give way first, also with the
    // event dock open.
    void smallestWindowKeepsTheTranscript()
    {
        m_window->showPage(0);
        baton::ChatPane *chat = m_window->chatPane();
        // The transcript's place: the welcome page holds it while the chat is empty.
        QWidget *transcript = chat->findChild<QWidget *>(u"chatTranscriptOrWelcome"_s);
        auto *dock = m_window->findChild<QDockWidget *>(u"eventDock"_s);
        QVERIFY(transcript && dock);
        for (const bool docked : {false, true}) {
            dock->setVisible(docked);
            QVERIFY(testsupport::runLayouts());
            const QSize smallest = m_window->minimumSize().expandedTo(m_window->minimumSizeHint());
            m_window->resize(smallest);
            QTRY_COMPARE(m_window->size(), smallest);
            QVERIFY(testsupport::runLayouts());
            const QString sizes
                = u"window %1×%2, dock %3, chat page %4, transcript %5, composer %6"_s.arg(smallest.width())
                      .arg(smallest.height())
                      .arg(docked ? dock->height() : 0)
                      .arg(chat->height())
                      .arg(transcript->height())
                      .arg(chat->findChild<QWidget *>(u"chatComposer"_s)->height());
            QVERIFY2(transcript->height() >= chat->height() / 2, qPrintable(sizes));
            qInfo().noquote() << sizes;
        }
    }

    // A long error above the composer at the smallest window: the
    // transcript's place (the welcome page while the chat is empty) still
    // keeps half of the chat page, and every word of the error stays within
    // reach (the notice scrolls).
    void smallestWindowKeepsTheTranscriptUnderALongError()
    {
        m_window->showPage(0);
        baton::ChatPane *chat = m_window->chatPane();
        auto *place = chat->findChild<QStackedWidget *>(u"chatTranscriptOrWelcome"_s);
        auto *target = chat->findChild<QComboBox *>(u"chatTarget"_s);
        auto *composer = chat->findChild<QPlainTextEdit *>(u"chatComposer"_s);
        QVERIFY(place && target && composer);
        const QString typed = u"not an id but a long line of words "_s.repeated(20).trimmed();
        target->lineEdit()->setFocus();
        QTest::keyClicks(target->lineEdit(), u"custom:"_s + typed);
        composer->setFocus();
        QTest::keyClicks(composer, u"Hello"_s);
        QTest::keyClick(composer, Qt::Key_Return, Qt::ControlModifier);
        auto *notice = chat->findChild<QLabel *>(u"chatNotice"_s);
        QVERIFY2(notice->text().contains(typed), qPrintable(notice->text()));

        QVERIFY(testsupport::runLayouts());
        const QSize smallest = m_window->minimumSize().expandedTo(m_window->minimumSizeHint());
        m_window->resize(smallest);
        QTRY_COMPARE(m_window->size(), smallest);
        QVERIFY(testsupport::runLayouts());
        const QString sizes
            = u"window %1×%2, chat page %3, transcript's place %4, notice %5, composer %6"_s.arg(smallest.width())
                  .arg(smallest.height())
                  .arg(chat->height())
                  .arg(place->height())
                  .arg(notice->visibleRegion().boundingRect().height())
                  .arg(composer->height());
        qInfo().noquote() << sizes;
        QVERIFY2(place->height() >= chat->height() / 2, qPrintable(sizes));
        // The service's words whole, in the label, scrolled into view on demand.
        QVERIFY(notice->isVisible());
        QVERIFY2(notice->text().contains(typed), qPrintable(notice->text()));
        auto *scroll = chat->findChild<QScrollArea *>(u"chatNoticeScroll"_s);
        QVERIFY(scroll);
        QScrollBar *bar = scroll->verticalScrollBar();
        QVERIFY(bar->isVisible() && bar->maximum() > 0);
        bar->setValue(bar->maximum());
        QCOMPARE(notice->height() - bar->value(), scroll->viewport()->height());
    }

    // New chat closes the approval dialog of the old chat.
    void newChatClosesTheApprovalDialog()
    {
        baton::ChatApproval approval;
        approval.turnIndex = 1;
        approval.model = u"custom:00000000-0000-4000-8000-000000000000"_s;
        approval.approvalId = u"ap-1"_s;
        approval.toolCalls = {baton::ChatToolCall {0, u"call-1"_s, u"function"_s, u"create_ticket"_s, u"{}"_s}};
        Q_EMIT m_window->chatPane()->approvalRequested(approval);
        QTRY_VERIFY(m_window->approvalDialog() && m_window->approvalDialog()->isVisible());

        m_window->chatPane()->session().clear();
        QTRY_VERIFY(!m_window->approvalDialog());
    }

    // An approval that arrives while Baton is in the background is told in
    // the status bar (and to the desktop) until its dialog closes; in the
    // foreground the dialog alone is enough.
    void approvalInTheBackgroundIsTold()
    {
        baton::ChatApproval approval;
        approval.turnIndex = 1;
        approval.model = u"custom:00000000-0000-4000-8000-000000000000"_s;
        approval.approvalId = u"ap-background"_s;
        approval.toolCalls = {baton::ChatToolCall {0, u"call-1"_s, u"function"_s, u"create_ticket"_s, u"{}"_s},
                              baton::ChatToolCall {1, u"call-2"_s, u"function"_s, u"delete_account"_s, u"{}"_s}};
        QWidget elsewhere;
        elsewhere.show();
        elsewhere.activateWindow();
        QTRY_VERIFY(!m_window->isActiveWindow());
        Q_EMIT m_window->chatPane()->approvalRequested(approval);
        QTRY_VERIFY(m_window->approvalDialog() && m_window->approvalDialog()->isVisible());
        // The test runs without baton_en.ts, which gives the English plural.
        QVERIFY2(m_window->statusBar()->currentMessage().startsWith(u"Approval needed: 2 tool call"_s),
                 qPrintable(m_window->statusBar()->currentMessage()));
        m_window->approvalDialog()->reject();
        QTRY_VERIFY(!m_window->approvalDialog());
        QCOMPARE(m_window->statusBar()->currentMessage(), QString());

        elsewhere.hide();
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        approval.approvalId = u"ap-foreground"_s;
        Q_EMIT m_window->chatPane()->approvalRequested(approval);
        QTRY_VERIFY(m_window->approvalDialog() && m_window->approvalDialog()->isVisible());
        QCOMPARE(m_window->statusBar()->currentMessage(), QString());
        m_window->approvalDialog()->reject();
        QTRY_VERIFY(!m_window->approvalDialog());
    }

    // A 429 with Retry-After, whoever sent it, shows a countdown that ends.
    void rateLimitCountdown()
    {
        LoopbackServer server;
        server.setHandler([](const baton::test::RecordedRequest &request, QHttpServerResponder &&responder) {
            const LoopbackServer::Headers json {{"Content-Type", "application/json"}, {"X-Request-Id", "req_1"}};
            if (request.method == "GET") {
                LoopbackServer::reply(responder, 200, R"({"data":[],"nextCursor":null})", json);
                return;
            }
            LoopbackServer::reply(responder, 429,
                                  R"({"error":{"type":"rate_limit_error","code":"rate_limit_exceeded",)"
                                  R"("message":"Slow down.","request_id":"req_2"}})",
                                  json + LoopbackServer::Headers {{"Retry-After", "2"}});
        });
        m_window->connectTo(Profile {u"Limited"_s, server.baseUrl(), false, QString()}, u"tok"_s);
        QTRY_COMPARE(m_window->connectionState(), State::Connected);
        QLabel *countdown = label(u"statusRateLimit"_s);
        QVERIFY(!countdown->isVisible());

        QSignalSpy finished(m_client->remove(u"/v1/tools/7"_s), &baton::ApiJob::finished);
        QVERIFY(finished.wait());
        QVERIFY(countdown->isVisible());
        QVERIFY2(countdown->text().contains(u"2 s"_s), qPrintable(countdown->text()));
        QTRY_VERIFY2(countdown->text().contains(u"1 s"_s), qPrintable(countdown->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!countdown->isVisible(), 4000);
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"

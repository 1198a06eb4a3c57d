#include "MainWindowRig.h"
#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/chat/ChatSession.h"
#include "core/i18n/Translations.h"
#include "core/resources/ResourceKind.h"
#include "sandbox/Server.h"
#include "sandbox/Store.h"
#include "support/EventOrder.h"
#include "support/LoopbackServer.h"
#include "ui/MainWindow.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/chat/ChatPane.h"
#include "ui/chat/TranscriptView.h"
#include "ui/chat/WelcomePage.h"
#include "ui/connection/ConnectionDialog.h"
#include "ui/panels/ResourcePanel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiClient;
using baton::ConnectionServices;
using baton::LocalSandbox;
using baton::MainWindow;
using baton::Profile;
using baton::ResourceKind;
using baton::ResourcePanel;
using baton::WelcomePage;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::test::LoopbackServer;
using State = baton::MainWindow::ConnectionState;

namespace {

baton::sandbox::Token token(const QString &name, const QStringList &capabilities)
{
    baton::sandbox::Token t;
    t.name = name;
    t.value = u"t-"_s + name;
    t.capabilities = capabilities;
    return t;
}

} // namespace

// The welcome page of an empty chat in the main window, over the in-process
// sandbox with its demo data (and tokens with fewer capabilities) or a
// loopback server that refuses the connection.
class tst_WelcomePage : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Server> m_server;
    std::unique_ptr<windowtest::MainWindowRig> m_rig;
    std::unique_ptr<MainWindow> m_window;
    int m_sandboxStarts = 0;

    [[nodiscard]] WelcomePage *welcome() const { return m_window->chatPane()->welcomePage(); }
    [[nodiscard]] QPushButton *button(const QString &name) const
    {
        auto *found = m_window->findChild<QPushButton *>(name);
        if (!found)
            qWarning() << "no button" << name;
        return found;
    }
    [[nodiscard]] QPushButton *link(const ResourceKind *kind) const { return button(u"welcomeLink_"_s + kind->key); }
    [[nodiscard]] QString detail() const { return welcome()->findChild<QLabel *>(u"welcomeDetail"_s)->text(); }
    [[nodiscard]] baton::ChatSession &session() const { return m_window->chatPane()->session(); }

    // Connects as the sandbox's local profile with the token `value`.
    [[nodiscard]] bool connectSandbox(const QString &value) const
    {
        m_window->connectTo(LocalSandbox {m_server->baseUrl(), value, {}}.profile(), value, true);
        return QTest::qWaitFor([this] { return m_window->connectionState() == State::Connected; }, 10000);
    }

    // Every page's line shows its count, or why there is none.
    [[nodiscard]] bool counted() const
    {
        return QTest::qWaitFor(
            [this] {
                for (const ResourceKind *kind : ResourceKind::managed()) {
                    if (link(kind)->text().endsWith(u"…"_s))
                        return false;
                }
                return true;
            },
            10000);
    }

    // The chat's target picker has read the models the token may list.
    [[nodiscard]] bool targetsListed() const
    {
        auto *target = m_window->findChild<QComboBox *>(u"chatTarget"_s);
        return QTest::qWaitFor([target] { return target->count() > 0; }, 10000);
    }

    [[nodiscard]] qsizetype requestsTo(const QString &path) const
    {
        qsizetype found = 0;
        for (qsizetype i = 0; i < m_rig->log.count(); ++i)
            found += m_rig->log.at(i).path.section(u'?', 0, 0) == path ? 1 : 0;
        return found;
    }

    // The id of the object called `name` in `collection`, as the admin lists it.
    [[nodiscard]] QString adminIdOf(const QString &collection, const QString &name) const
    {
        ApiClient admin(m_rig->network, m_rig->log);
        admin.setConnection(Profile {u"admin"_s, m_server->baseUrl(), false, {}}, u"t-admin"_s);
        baton::ApiJob *job = admin.get(collection, QUrlQuery(u"limit=100"_s));
        QSignalSpy finished(job, &baton::ApiJob::finished);
        if (!finished.wait(10000))
            return {};
        const auto result = finished.at(0).at(0).value<baton::ApiResult>();
        for (const QJsonValue &item : result.object.value(u"data"_s).toArray()) {
            if (item[u"name"_s].toString() == name)
                return item[u"id"_s].toString();
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        ServerConfig config;
        config.demo = true;
        config.chat.tokenDelayMs = 1;
        config.tokens = {token(u"admin"_s, ResourceKind::capabilities()), token(u"chat"_s, {}),
                         token(u"models"_s, {u"manageCustomModels"_s, u"manageGroups"_s})};
        m_server = std::make_unique<Server>(config);
        QVERIFY(m_server->listen() != 0);
    }

    void init()
    {
        m_rig = std::make_unique<windowtest::MainWindowRig>();
        QVERIFY(m_rig->dir.isValid());
        m_sandboxStarts = 0;
        const ConnectionServices services = m_rig->services([this] {
            ++m_sandboxStarts;
            return LocalSandbox {m_server->baseUrl(), u"t-admin"_s, QString()};
        });
        m_window = std::make_unique<MainWindow>(m_rig->client, services, m_rig->settings);
        m_window->resize(1100, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_rig.reset();
    }

    // At start the empty chat shows the welcome page, not the transcript;
    // once connected to the sandbox it offers the examples and counts each
    // page's objects as the sandbox holds them.
    void shownOnStartWithTheCounts()
    {
        QVERIFY(welcome()->isVisible());
        QVERIFY(!m_window->chatPane()->transcript()->isVisible());
        QVERIFY(button(u"welcomeOpenSandbox"_s)->isVisible());
        QVERIFY(!button(u"welcomeExampleTool"_s)->isVisible());

        QVERIFY(connectSandbox(u"t-admin"_s));
        QVERIFY(counted());
        QCOMPARE(welcome()->findChild<QLabel *>(u"welcomeProfile"_s)->text(), u"Local sandbox"_s);
        QCOMPARE(welcome()->findChild<QLabel *>(u"welcomeAddress"_s)->text(), m_server->baseUrl().toDisplayString());
        for (const char *example : {"welcomeExamplePlain", "welcomeExampleTool", "welcomeExampleLong"})
            QVERIFY2(button(QString::fromLatin1(example))->isVisible(), example);
        QVERIFY(!button(u"welcomeRetry"_s)->isVisible());
        for (const ResourceKind *kind : ResourceKind::managed()) {
            const qsizetype held = m_server->store().count(kind->id);
            QCOMPARE(link(kind)->text(), u"%1 — %2"_s.arg(kind->pluralName()).arg(held));
        }
        QVERIFY(m_server->store().count(ResourceKind::Id::Secret) > 0);
    }

    // A list without a total (secrets page by cursor) is counted up to the
    // cap: past it, "50+"; a list with a total shows it whole.
    void countsPastTheCapShowAPlus()
    {
        baton::sandbox::Store &store = m_server->store();
        const baton::sandbox::Token &admin = *m_server->token(u"admin"_s);
        QStringList added;
        for (int i = 0; i <= WelcomePage::CountCap; ++i) {
            added << store
                         .create(ResourceKind::Id::Secret,
                                 {{u"name"_s, u"Extra %1"_s.arg(i)},
                                  {u"provider"_s, u"sandbox"_s},
                                  {u"scope"_s, u"user"_s},
                                  {u"value"_s, u"v"_s}},
                                 admin)
                         .id;
        }
        QVERIFY(connectSandbox(u"t-admin"_s));
        QVERIFY(counted());
        for (const QString &id : std::as_const(added))
            store.remove(*store.find(ResourceKind::Id::Secret, id));
        QCOMPARE(link(&ResourceKind::get(ResourceKind::Id::Secret))->text(), u"Secrets — 50+"_s);
        const ResourceKind &tools = ResourceKind::get(ResourceKind::Id::Tool);
        QCOMPARE(link(&tools)->text(), u"Tools — %1"_s.arg(store.count(tools.id)));
    }

    // The tool example is sent as the user's message, to the first target
    // listed, and its tool call asks for approval.
    void toolExampleAsksForApproval()
    {
        QVERIFY(connectSandbox(u"t-admin"_s));
        QVERIFY(targetsListed());
        auto *target = m_window->findChild<QComboBox *>(u"chatTarget"_s);
        const QString first = target->itemData(0).toString();
        QTest::mouseClick(button(u"welcomeExampleTool"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->approvalDialog() && m_window->approvalDialog()->isVisible(), 20000);
        QVERIFY(session().approval());
        QCOMPARE(session().approval()->toolCalls.constFirst().name, u"create_ticket"_s);
        QCOMPARE(session().turns().constFirst().text, WelcomePage::toolPrompt());
        QCOMPARE(m_window->chatPane()->currentTarget(), first);
        QVERIFY(!welcome()->isVisible());
        QVERIFY(m_window->chatPane()->transcript()->isVisible());
        m_window->approvalDialog()->reject();
    }

    // The plain example hides the welcome page and shows the answer; New
    // chat brings the welcome page back.
    void plainExampleThenNewChat()
    {
        QVERIFY(connectSandbox(u"t-admin"_s));
        QVERIFY(targetsListed());
        QTest::mouseClick(button(u"welcomeExamplePlain"_s), Qt::LeftButton);
        QVERIFY(!welcome()->isVisible());
        baton::TranscriptView *transcript = m_window->chatPane()->transcript();
        QVERIFY(transcript->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!session().isBusy(), 20000);
        QCOMPARE(session().turns().size(), 2);
        const baton::ConversationTurn &answer = session().turns().at(1);
        QCOMPARE(answer.state, baton::ConversationTurn::State::Completed);
        QVERIFY(!session().approval());
        transcript->flushPending();
        const QString firstLine = answer.content().section(u'\n', 0, 0).remove(u'#').trimmed();
        QVERIFY(!firstLine.isEmpty());
        QVERIFY2(transcript->toPlainText().contains(firstLine), qPrintable(firstLine));
        QVERIFY(transcript->toPlainText().contains(WelcomePage::plainPrompt()));

        QVERIFY(!m_window->findChild<QLabel *>(u"chatAnnouncement"_s)->text().isEmpty());
        const qsizetype listsBefore = requestsTo(u"/v1/tools"_s);
        m_window->findChild<QAction *>(u"chatNew"_s)->trigger();
        QVERIFY(session().turns().isEmpty());
        QVERIFY(welcome()->isVisible());
        QVERIFY(!transcript->isVisible());
        // A new chat starts clean: the last answer's announcement gone, and
        // the page at its top even where it was left scrolled down.
        QVERIFY(m_window->findChild<QLabel *>(u"chatAnnouncement"_s)->text().isEmpty());
        m_window->resize(m_window->minimumSize());
        QScrollBar *welcomeBar = welcome()->findChild<QScrollArea *>(u"welcomeScroll"_s)->verticalScrollBar();
        QTRY_VERIFY(welcomeBar->maximum() >= 70);
        welcomeBar->setValue(70);
        QTest::mouseClick(button(u"welcomeExamplePlain"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!session().isBusy(), 20000);
        m_window->findChild<QAction *>(u"chatNew"_s)->trigger();
        QCOMPARE(welcomeBar->value(), 0);
        // Back on the page, the counts are read again.
        QVERIFY(requestsTo(u"/v1/tools"_s) > listsBefore);
        QVERIFY(counted());
    }

    // A chat, then New chat: the welcome page lists it first among the latest
    // conversations, by its message and its target's name, and continues it.
    void latestConversationsContinue()
    {
        QVERIFY(connectSandbox(u"t-admin"_s));
        QVERIFY(targetsListed());
        QTest::mouseClick(button(u"welcomeExamplePlain"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!session().isBusy(), 20000);
        const QUuid id = session().conversationId();
        const QString target = session().target();
        m_window->findChild<QAction *>(u"chatNew"_s)->trigger();
        QVERIFY(welcome()->isVisible());
        QPushButton *latest = button(u"welcomeRecent_0"_s);
        QVERIFY(latest && latest->isVisible());
        QCOMPARE(latest->accessibleName(), WelcomePage::plainPrompt());
        QVERIFY2(!latest->accessibleDescription().contains(target), "the target by its name");
        QVERIFY(welcome()->findChildren<QPushButton *>(QRegularExpression(u"^welcomeRecent_"_s)).size()
                <= WelcomePage::RecentCount);

        QTest::mouseClick(latest, Qt::LeftButton);
        QCOMPARE(session().conversationId(), id);
        QCOMPARE(session().turns().size(), 2);
        QCOMPARE(session().target(), target);
        QVERIFY(!welcome()->isVisible());
        QVERIFY(m_window->chatPane()->transcript()->toPlainText().contains(WelcomePage::plainPrompt()));
    }

    // An object made or deleted by the console (here by the client every
    // page shares) is counted again while the page is in view.
    void countsFollowTheConsolesChanges()
    {
        QVERIFY(connectSandbox(u"t-admin"_s));
        QVERIFY(counted());
        const ResourceKind &secrets = ResourceKind::get(ResourceKind::Id::Secret);
        const qsizetype before = m_server->store().count(secrets.id);
        QCOMPARE(link(&secrets)->text(), u"%1 — %2"_s.arg(secrets.pluralName()).arg(before));

        QSignalSpy made(
            m_rig->client.post(secrets.collectionPath,
                               {{u"name"_s, u"Made here"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v-made-here"_s}}),
            &baton::ApiJob::finished);
        QVERIFY(made.wait(10000));
        const auto result = made.at(0).at(0).value<baton::ApiResult>();
        QVERIFY(result.ok());
        QVERIFY(welcome()->isVisible());
        QTRY_COMPARE(link(&secrets)->text(), u"%1 — %2"_s.arg(secrets.pluralName()).arg(before + 1));

        QSignalSpy removed(m_rig->client.remove(secrets.itemPath(result.object.value(u"id"_s).toString())),
                           &baton::ApiJob::finished);
        QVERIFY(removed.wait(10000));
        QTRY_COMPARE(link(&secrets)->text(), u"%1 — %2"_s.arg(secrets.pluralName()).arg(before));
    }

    // A page's link opens its page in the main window.
    void linkOpensThePage()
    {
        QVERIFY(connectSandbox(u"t-admin"_s));
        QVERIFY(counted());
        const ResourceKind &tools = ResourceKind::get(ResourceKind::Id::Tool);
        QTest::mouseClick(link(&tools), Qt::LeftButton);
        QCOMPARE(m_window->currentPage(), int(ResourceKind::managed().indexOf(&tools)) + 1);
        auto *panel = qobject_cast<ResourcePanel *>(m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget());
        QVERIFY(panel);
        QCOMPARE(panel->kind().id, ResourceKind::Id::Tool);
        QVERIFY(panel->isVisible());
    }

    // A page names the objects of the others without them being opened: a
    // tool's auth field names its secret, its shares the models.
    void detailNamesEveryReference()
    {
        QVERIFY(connectSandbox(u"t-admin"_s));
        QVERIFY(counted());
        const auto open = [this](ResourceKind::Id id) {
            m_window->showPage(int(ResourceKind::managed().indexOf(&ResourceKind::get(id))) + 1);
            auto *panel = m_window->resourcePanel(id);
            if (panel
                && !QTest::qWaitFor([panel] { return panel->model().rowCount() > 0 && !panel->model().loading(); }))
                return static_cast<ResourcePanel *>(nullptr);
            return panel;
        };
        // Only the tools page is opened: the names come from every list, read once connected.
        ResourcePanel *tools = open(ResourceKind::Id::Tool);
        QVERIFY(tools);
        auto *view = tools->findChild<QTableView *>(u"resourceTable"_s);
        int row = 0;
        while (row < view->model()->rowCount() && view->model()->index(row, 0).data().toString() != u"create_ticket"_s)
            ++row;
        QVERIFY(row < view->model()->rowCount());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(row, 0)).center());
        const auto *pane = tools->findChild<QTextBrowser *>(u"detailView"_s);
        QTRY_VERIFY2(pane->toPlainText().contains(u"X-Api-Key from the secret Ticket API key"_s),
                     qPrintable(pane->toPlainText()));
        const QString detail = pane->toPlainText();
        QVERIFY2(detail.contains(u"Custom model Support assistant"_s), qPrintable(detail));
        QVERIFY2(detail.contains(u"Group model Support desk"_s), qPrintable(detail));
    }

    // A token without a page's capability: the page's line names the
    // capability, the page shows it, and no dialog opens. The pages it may
    // read keep their counts, and the examples still go to a model it lists.
    void missingCapabilitiesNamed()
    {
        QVERIFY(connectSandbox(u"t-models"_s));
        QVERIFY(counted());
        QVERIFY(!QApplication::activeModalWidget());
        for (const ResourceKind *kind : ResourceKind::managed()) {
            // The sandbox lets any token list its own files: only uploading needs uploadFiles.
            const bool allowed
                = m_server->token(u"models"_s)->hasCapability(kind->capability) || kind->id == ResourceKind::Id::File;
            const QString text = link(kind)->text();
            if (allowed)
                QCOMPARE(text, u"%1 — %2"_s.arg(kind->pluralName()).arg(m_server->store().count(kind->id)));
            else
                QCOMPARE(text, u"%1 — needs “%2”"_s.arg(kind->pluralName(), kind->capability));
        }
        const ResourceKind &secrets = ResourceKind::get(ResourceKind::Id::Secret);
        QTest::mouseClick(link(&secrets), Qt::LeftButton);
        ResourcePanel *panel = m_window->resourcePanel(secrets.id);
        QTRY_VERIFY_WITH_TIMEOUT(panel->findChild<QWidget *>(u"missingCapabilityPage"_s)->isVisible(), 10000);
        QVERIFY(panel->findChild<QLabel *>(u"missingCapabilityText"_s)->text().contains(secrets.capability));
        QVERIFY(!QApplication::activeModalWidget());
        for (const QWidget *top : QApplication::topLevelWidgets())
            QVERIFY2(top == m_window.get() || !top->isVisible(), qPrintable(top->objectName()));
    }

    // A token that may only chat: every page's line names its capability
    // (but files, which any token may list),
    // no model can be listed, so an example waits in the composer for a
    // target typed by hand; then it is sent and answered.
    void chatOnlyToken()
    {
        QVERIFY(connectSandbox(u"t-chat"_s));
        QVERIFY(counted());
        for (const ResourceKind *kind : ResourceKind::managed()) {
            if (kind->id != ResourceKind::Id::File)
                QVERIFY2(link(kind)->text().contains(kind->capability), qPrintable(link(kind)->text()));
        }
        QVERIFY(!QApplication::activeModalWidget());
        QTest::mouseClick(button(u"welcomeExamplePlain"_s), Qt::LeftButton);
        auto *composer = m_window->findChild<QPlainTextEdit *>(u"chatComposer"_s);
        QCOMPARE(composer->toPlainText(), WelcomePage::plainPrompt());
        QVERIFY(session().turns().isEmpty());
        auto *target = m_window->findChild<QComboBox *>(u"chatTarget"_s);
        QTRY_VERIFY(target->hasFocus() || target->lineEdit()->hasFocus());
        QVERIFY(welcome()->isVisible());

        const QString support = u"custom:"_s + adminIdOf(u"/v1/custom-models"_s, u"Support assistant"_s);
        QVERIFY(support.size() > 7);
        QTest::keyClicks(target->lineEdit(), support);
        QTest::mouseClick(button(u"chatSend"_s), Qt::LeftButton);
        QVERIFY(!welcome()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!session().isBusy(), 20000);
        QCOMPARE(session().turns().size(), 2);
        QCOMPARE(session().turns().at(1).state, baton::ConversationTurn::State::Completed);
    }

    // A refused connection: the page gives the service's message and
    // request id, and the three ways out; Retry checks again.
    void failureShowsTheServiceWords_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("401") << 401 << u"This token was revoked by an administrator."_s;
        QTest::newRow("500") << 500 << u"The database is on fire."_s;
    }

    void failureShowsTheServiceWords()
    {
        QFETCH(int, status);
        QFETCH(QString, message);
        LoopbackServer server;
        bool healthy = false;
        server.setHandler([&](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            if (healthy) {
                LoopbackServer::reply(responder, 200, R"({"data": [], "nextCursor": null})");
                return;
            }
            const QByteArray body = R"({"error": {"message": ")" + message.toUtf8()
                + R"(", "type": "api_error", "code": "boom", "request_id": "req_welcome_7"}})";
            LoopbackServer::reply(responder, status, body, {{"Content-Type", "application/json"}});
        });
        m_window->connectTo(Profile {u"Staging"_s, server.baseUrl(), false, {}}, u"t-stale"_s);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->connectionState(), State::Failed, 10000);
        QVERIFY(welcome()->isVisible());
        QVERIFY2(detail().contains(message), qPrintable(detail()));
        QVERIFY2(detail().contains(u"req_welcome_7"_s), qPrintable(detail()));
        QVERIFY2(detail().contains(QString::number(status)), qPrintable(detail()));
        QCOMPARE(welcome()->findChild<QLabel *>(u"welcomeProfile"_s)->text(), u"Staging"_s);
        for (const char *action : {"welcomeEditProfile", "welcomeRetry", "welcomeOpenSandbox"})
            QVERIFY2(button(QString::fromLatin1(action))->isVisible(), action);
        QVERIFY(!button(u"welcomeExamplePlain"_s)->isVisible());
        QVERIFY(!welcome()->findChild<QWidget *>(u"welcomePages"_s)->isVisible());
        QVERIFY(!QApplication::activeModalWidget());

        const qsizetype before = server.requests().size();
        healthy = true;
        QTest::mouseClick(button(u"welcomeRetry"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->connectionState(), State::Connected, 10000);
        QVERIFY(server.requests().size() > before);
        QVERIFY(!button(u"welcomeRetry"_s)->isVisible());
        QVERIFY(counted());
        QCOMPARE(link(&ResourceKind::get(ResourceKind::Id::Secret))->text(), u"Secrets — 0"_s);
    }

    // Nothing listens: Qt's words, and Retry tries again; Edit profile opens
    // the connection dialog, Open the sandbox connects to it.
    void closedPortThenTheWaysOut()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        const Profile closed {u"Nowhere"_s, QUrl(u"http://127.0.0.1:%1"_s.arg(port)), false, {}};
        m_window->connectTo(closed, u"t-closed"_s);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->connectionState(), State::Failed, 10000);
        QVERIFY(!detail().isEmpty());
        const qsizetype checks = requestsTo(u"/v1/secrets"_s);
        QTest::mouseClick(button(u"welcomeRetry"_s), Qt::LeftButton);
        QCOMPARE(m_window->connectionState(), State::Testing);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->connectionState(), State::Failed, 10000);
        QVERIFY(checks > 0);
        QVERIFY(requestsTo(u"/v1/secrets"_s) > checks);

        QTest::mouseClick(button(u"welcomeEditProfile"_s), Qt::LeftButton);
        auto *dialog = m_window->findChild<baton::ConnectionDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->reject();
        QTRY_VERIFY(!dialog->isVisible());

        QTest::mouseClick(button(u"welcomeOpenSandbox"_s), Qt::LeftButton);
        QCOMPARE(m_sandboxStarts, 1);
        QVERIFY(m_window->isSandbox());
        QTRY_COMPARE_WITH_TIMEOUT(m_window->connectionState(), State::Connected, 10000);
        QVERIFY(button(u"welcomeExampleTool"_s)->isVisible());
    }

    void linksStandInEvenColumns_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : QStringList {u"en"_s} + baton::translations::shipped())
            QTest::newRow(qPrintable(language)) << language;
    }

    // The links to the pages stand in columns of one width, each link as wide
    // as its column and its text in full, whatever their counts say: some
    // pages counted, others naming the capability the token lacks.
    void linksStandInEvenColumns()
    {
        QFETCH(QString, language);
        const QLocale locale;
        const auto restore = qScopeGuard([&locale] {
            for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
                QCoreApplication::removeTranslator(translator);
                delete translator;
            }
            QLocale::setDefault(locale);
        });
        m_window.reset();
        QCOMPARE(baton::translations::install(*qApp, language), language);
        m_window = std::make_unique<MainWindow>(m_rig->client, m_rig->services(), m_rig->settings);
        m_window->resize(1100, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(connectSandbox(u"t-models"_s));
        QVERIFY(counted());

        const QList<const ResourceKind *> kinds = ResourceKind::managed();
        const auto problems = [&] {
            QStringList found;
            const int width = link(kinds.constFirst())->width();
            for (qsizetype i = 0; i < kinds.size(); ++i) {
                const QPushButton *shown = link(kinds.at(i));
                const QPushButton *above = link(kinds.at(i % WelcomePage::LinkColumns));
                const QPushButton *left = i % WelcomePage::LinkColumns ? link(kinds.at(i - 1)) : nullptr;
                if (shown->width() != width)
                    found << u"“%1” is %2 wide, the first link %3"_s.arg(shown->text()).arg(shown->width()).arg(width);
                if (shown->x() != above->x())
                    found << u"“%1” at x %2, its column at %3"_s.arg(shown->text()).arg(shown->x()).arg(above->x());
                if (left && shown->x() <= left->geometry().right())
                    found << u"“%1” overlaps “%2”"_s.arg(shown->text(), left->text());
                if (shown->width() < shown->sizeHint().width())
                    found << u"“%1” is cut: %2 wide, needs %3"_s.arg(shown->text())
                                 .arg(shown->width())
                                 .arg(shown->sizeHint().width());
            }
            return found;
        };
        // Every count is in: the links are measured once the layouts have taken them in.
        QVERIFY(testsupport::runLayouts());
        const QStringList found = problems();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        // Both kinds of line are there: a count, and a capability the token lacks.
        QVERIFY(link(&ResourceKind::get(ResourceKind::Id::Secret))->text().contains(u"manageSecrets"_s));
        QVERIFY(!link(&ResourceKind::get(ResourceKind::Id::CustomModel))->text().contains(u"manage"_s));
    }
};

QTEST_MAIN(tst_WelcomePage)
#include "tst_welcomepage.moc"

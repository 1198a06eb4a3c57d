#include "MainWindowRig.h"
#include "MainWindow.h"
#include "Server.h"
#include "api/ApiClient.h"
#include "api/RequestLog.h"
#include "auth/ProfileStore.h"
#include "auth/TokenStore.h"
#include "chat/ChatPane.h"
#include "connection/ConnectionServices.h"
#include "panels/RequestLogPanel.h"
#include "panels/ResourcePanel.h"
#include "resources/ResourceKind.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <memory>

using namespace Qt::StringLiterals;
using baton::MainWindow;
using baton::ResourceKind;
using baton::ResourcePanel;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;

// The main toolbar holds the actions of the page shown, enabled as the
// page's own controls are, and its buttons do what those controls do.
class tst_ToolBar : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Server> m_server;
    QString m_admin;
    std::unique_ptr<windowtest::MainWindowRig> m_rig;
    std::unique_ptr<MainWindow> m_window;

    [[nodiscard]] QToolBar *toolBar() const { return m_window->findChild<QToolBar *>(u"mainToolBar"_s); }

    // The texts of the toolbar's actions, as its buttons show them.
    [[nodiscard]] QStringList texts() const
    {
        QStringList shown;
        for (QAction *action : toolBar()->actions()) {
            if (!action->isSeparator() && action->isVisible())
                shown << action->iconText();
        }
        return shown;
    }

    [[nodiscard]] QAction *named(const QString &text) const
    {
        for (QAction *action : toolBar()->actions()) {
            if (action->iconText() == text)
                return action;
        }
        return nullptr;
    }

    // Shows a page as a user does: a click on its entry in the navigation.
    void clickPage(const QString &text)
    {
        auto *navigation = m_window->findChild<QListWidget *>(u"navigation"_s);
        const QList<QListWidgetItem *> items = navigation->findItems(text, Qt::MatchExactly);
        QCOMPARE(items.size(), 1);
        QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {},
                          navigation->visualItemRect(items.constFirst()).center());
        QCOMPARE(navigation->currentItem(), items.constFirst());
    }

    void clickTool(const QString &text)
    {
        QAction *action = named(text);
        QVERIFY2(action, qPrintable(text));
        auto *button = qobject_cast<QToolButton *>(toolBar()->widgetForAction(action));
        QVERIFY(button);
        QTRY_VERIFY(button->isVisible()); // laid out once the event loop runs
        QVERIFY(button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }

private Q_SLOTS:
    void initTestCase()
    {
        ServerConfig config;
        config.demo = true;
        m_server = std::make_unique<Server>(config);
        QVERIFY(m_server->listen() != 0);
        m_admin = m_server->token(u"admin"_s)->value;
    }

    void init()
    {
        m_rig = std::make_unique<windowtest::MainWindowRig>();
        m_window = std::make_unique<MainWindow>(m_rig->client, m_rig->services(), m_rig->settings);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->connectTo(baton::Profile {u"sandbox"_s, m_server->baseUrl(), false, QString()}, m_admin);
        QTRY_COMPARE(m_window->connectionState(), MainWindow::ConnectionState::Connected);
    }

    void cleanup()
    {
        m_window.reset();
        m_rig.reset();
    }

    void fixedAndBesideText()
    {
        QToolBar *bar = toolBar();
        QVERIFY(bar);
        QVERIFY(bar->isVisible());
        QVERIFY(!bar->isMovable());
        QCOMPARE(bar->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
        for (QAction *action : bar->actions())
            QVERIFY(action->isSeparator() || !action->icon().isNull());
    }

    // The chat page's page-wide commands are the toolbar's alone; Send and
    // Stop stay by the composer and are not repeated there.
    void chatPage()
    {
        QCOMPARE(m_window->currentPage(), 0);
        QCOMPARE(texts(), (QStringList {u"New chat"_s, u"Export Markdown…"_s, u"Export JSON…"_s}));
        QCOMPARE(toolBar()->actions(), m_window->chatPane()->toolBarActions());
        for (QAbstractButton *button : m_window->chatPane()->findChildren<QAbstractButton *>()) {
            if (button->isVisible())
                QVERIFY2(!texts().contains(button->text()), qPrintable(button->text()));
        }
        auto *stop = m_window->chatPane()->findChild<QPushButton *>(u"chatStop"_s);
        QVERIFY(stop && stop->isVisible());
        // Nothing to clear or export yet.
        QVERIFY(!named(u"New chat"_s)->isEnabled());
        QVERIFY(!named(u"Export JSON…"_s)->isEnabled());
        QVERIFY(!named(u"Export Markdown…"_s)->isEnabled());
    }

    void resourcePage()
    {
        clickPage(ResourceKind::get(ResourceKind::Id::Tool).pluralName());
        QCOMPARE(texts(), (QStringList {u"New…"_s, u"Edit…"_s, u"Duplicate…"_s, u"Delete…"_s, u"Refresh"_s}));
        QCOMPARE(named(u"Refresh"_s)->toolTip(), u"Refresh (F5)"_s);
        QCOMPARE(named(u"New…"_s)->toolTip(), u"New… (Ctrl+N)"_s);

        auto *panel = qobject_cast<ResourcePanel *>(m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget());
        QVERIFY(panel);
        auto *table = panel->findChild<QTableView *>(u"resourceTable"_s);
        QTRY_VERIFY(table->model()->rowCount() > 0);
        // Nothing selected: as the panel's own buttons, only New and Refresh.
        table->clearSelection();
        QVERIFY(named(u"New…"_s)->isEnabled());
        QVERIFY(!named(u"Edit…"_s)->isEnabled());
        QVERIFY(!named(u"Delete…"_s)->isEnabled());
        QCOMPARE(named(u"Edit…"_s)->isEnabled(), panel->findChild<QToolButton *>(u"editButton"_s)->isEnabled());
        table->selectRow(0);
        QVERIFY(named(u"Edit…"_s)->isEnabled());
        QVERIFY(named(u"Delete…"_s)->isEnabled());
        QCOMPARE(named(u"Edit…"_s)->isEnabled(), panel->findChild<QToolButton *>(u"editButton"_s)->isEnabled());

        // Refresh reads the list again from the service.
        QSignalSpy added(&m_rig->log, &baton::RequestLog::entryAdded);
        clickTool(u"Refresh"_s);
        QTRY_VERIFY(!added.isEmpty());
        const baton::RequestLog::Entry &sent = m_rig->log.at(m_rig->log.count() - 1);
        QCOMPARE(sent.method, QByteArray("GET"));
        QVERIFY2(sent.path.contains(ResourceKind::get(ResourceKind::Id::Tool).key), qPrintable(sent.path));
        QTRY_VERIFY(table->model()->rowCount() > 0);

        // Files: New is the upload.
        clickPage(ResourceKind::get(ResourceKind::Id::File).pluralName());
        QCOMPARE(texts().value(0), u"Upload…"_s);
        QVERIFY(!texts().contains(u"Edit…"_s) || ResourceKind::get(ResourceKind::Id::File).canUpdate);
        clickPage(u"Chat"_s);
        QCOMPARE(texts().value(0), u"New chat"_s);
        QCOMPARE(m_window->findChild<QAction *>(u"actionNew"_s)->iconText(), u"New…"_s);
    }

    void requestLogPage()
    {
        clickPage(u"Request log"_s);
        QCOMPARE(texts(), (QStringList {u"Copy as cURL"_s, u"Copy request id"_s, u"Clear"_s}));
        QCOMPARE(named(u"Clear"_s)->toolTip(), u"Forget every logged request"_s);
        auto *panel = m_window->findChild<baton::RequestLogPanel *>();
        auto *table = panel->findChild<QTableView *>(u"requestLogTable"_s);
        QTRY_VERIFY(table->model()->rowCount() > 0);
        table->selectRow(0);
        QCOMPARE(named(u"Copy request id"_s)->isEnabled(),
                 panel->findChild<QPushButton *>(u"copyRequestIdButton"_s)->isEnabled());
        QVERIFY(named(u"Clear"_s)->isEnabled());
        clickTool(u"Clear"_s);
        QTRY_COMPARE(table->model()->rowCount(), 0);
        QCOMPARE(m_rig->log.count(), 0);
    }
};

QTEST_MAIN(tst_ToolBar)
#include "tst_toolbar.moc"

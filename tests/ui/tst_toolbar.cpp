#include "MainWindowRig.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/resources/ResourceKind.h"
#include "sandbox/Server.h"
#include "sandbox/Store.h"
#include "ui/MainWindow.h"
#include "ui/chat/ChatPane.h"
#include "ui/connection/ConnectionServices.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/panels/RequestLogPanel.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/widgets/MessageBox.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QPointer>
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
// page's selection allows; they are that page's commands' one visible place,
// and the menus hold them too for the keyboard.
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

    // A command's words as a person reads them, whatever the mnemonic or the ellipsis.
    [[nodiscard]] static QString command(QString text)
    {
        text.remove(u'&').remove(u'…');
        if (text.endsWith(u"..."_s))
            text.chop(3);
        return text.trimmed().toLower();
    }

    // Whether a menu of the menu bar, or one of their submenus, holds `action`.
    [[nodiscard]] bool inMenus(QAction *action) const
    {
        QList<QMenu *> menus;
        for (QAction *top : m_window->menuBar()->actions()) {
            if (top->menu())
                menus << top->menu();
        }
        while (!menus.isEmpty()) {
            QMenu *menu = menus.takeFirst();
            for (QAction *item : menu->actions()) {
                if (item == action && item->isVisible())
                    return true;
                if (item->menu())
                    menus << item->menu();
            }
        }
        return false;
    }

    [[nodiscard]] QWidget *currentPage() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }

    // Clicks the first row of the current resource page's table once it has rows.
    void selectFirstRow(QTableView *table)
    {
        QTRY_VERIFY(table->model()->rowCount() > 0);
        const QModelIndex first = table->model()->index(0, 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(first).center());
        QVERIFY(table->selectionModel()->isRowSelected(0, QModelIndex()));
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
        // The tool page's own command, Change Sharing…, comes after the common ones.
        QCOMPARE(texts(),
                 (QStringList {u"New…"_s, u"Edit…"_s, u"Duplicate…"_s, u"Delete…"_s, u"Sharing…"_s, u"Refresh"_s}));
        QCOMPARE(named(u"Refresh"_s)->toolTip(), u"Refresh (F5)"_s);
        QCOMPARE(named(u"New…"_s)->toolTip(), u"New… (Ctrl+N)"_s);

        auto *panel = qobject_cast<ResourcePanel *>(m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget());
        QVERIFY(panel);
        auto *table = panel->findChild<QTableView *>(u"resourceTable"_s);
        QTRY_VERIFY(table->model()->rowCount() > 0);
        // Nothing selected: only New and Refresh.
        table->clearSelection();
        QVERIFY(named(u"New…"_s)->isEnabled());
        QVERIFY(!named(u"Edit…"_s)->isEnabled());
        QVERIFY(!named(u"Delete…"_s)->isEnabled());
        QCOMPARE(named(u"Edit…"_s)->isEnabled(), panel->canEdit());
        table->selectRow(0);
        QVERIFY(named(u"Edit…"_s)->isEnabled());
        QVERIFY(named(u"Delete…"_s)->isEnabled());
        QCOMPARE(named(u"Edit…"_s)->isEnabled(), panel->canEdit());

        // Delete… asks about the selected row of the page.
        const int asked = baton::MessageBox::questionsAsked();
        baton::MessageBox::setNextAnswer(QMessageBox::No);
        clickTool(u"Delete…"_s);
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 1);

        // The keyboard reaches them too: F2 edits the selected tool, Ctrl+N opens a new one.
        for (const auto &[key, operation] :
             {std::pair {Qt::Key_F2, baton::Operation::Update}, std::pair {Qt::Key_N, baton::Operation::Create}}) {
            m_window->activateWindow(); // back from the dialog
            QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
            table->setFocus();
            QTest::keyClick(table, key, key == Qt::Key_N ? Qt::ControlModifier : Qt::NoModifier);
            QPointer<baton::EditorDialog> dialog;
            QTRY_VERIFY((dialog = panel->findChild<baton::EditorDialog *>()) && dialog->isVisible());
            QCOMPARE(dialog->editor()->operation(), operation);
            dialog->reject();
            QTRY_VERIFY(!dialog);
        }

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
        QVERIFY(!named(u"Copy request id"_s)->isEnabled());
        selectFirstRow(table);
        QCOMPARE(named(u"Copy request id"_s)->isEnabled(), !panel->currentEntry()->requestId.isEmpty());
        QVERIFY(named(u"Copy as cURL"_s)->isEnabled());
        QVERIFY(named(u"Clear"_s)->isEnabled());

        // The Edit menu lists them while the page is shown, and their shortcuts work.
        for (QAction *action : panel->toolBarActions())
            QVERIFY2(inMenus(action), qPrintable(action->text()));
        QGuiApplication::clipboard()->clear();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(table, Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), panel->currentEntry()->requestId);

        clickTool(u"Clear"_s);
        QTRY_COMPARE(table->model()->rowCount(), 0);
        QCOMPARE(m_rig->log.count(), 0);

        clickPage(ResourceKind::get(ResourceKind::Id::Secret).pluralName());
        for (QAction *action : panel->toolBarActions())
            QVERIFY2(!inMenus(action), qPrintable(action->text()));
    }

    void eachCommandShownOnce_data()
    {
        QTest::addColumn<QString>("page");
        for (const ResourceKind *kind : ResourceKind::managed())
            QTest::newRow(qPrintable(kind->key)) << kind->pluralName();
        QTest::newRow("requestLog") << u"Request log"_s;
        QTest::newRow("chat") << u"Chat"_s;
    }

    // Each command of a page has one visible place: the toolbar's buttons
    // and the page's own buttons never say the same thing; every command
    // of the toolbar is in a menu as well, for the keyboard.
    void eachCommandShownOnce()
    {
        QFETCH(QString, page);
        clickPage(page);
        QWidget *shownPage = currentPage();
        QTRY_VERIFY(shownPage->isVisible());
        QStringList commands;
        QStringList seen;
        QStringList twice;
        const auto note = [&](const QString &text) {
            const QString said = command(text);
            if (said.isEmpty())
                return;
            if (seen.contains(said))
                twice << text;
            seen << said;
        };
        for (QAction *action : toolBar()->actions()) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            commands << action->iconText();
            QVERIFY2(inMenus(action), qPrintable(action->iconText()));
            note(action->iconText());
        }
        QVERIFY(!commands.isEmpty());
        for (const QAbstractButton *button : shownPage->findChildren<QAbstractButton *>()) {
            if (button->isVisible())
                note(button->text());
        }
        QVERIFY2(twice.isEmpty(), qPrintable(u"shown twice: "_s + twice.join(u", "_s)));
    }

    void actionsFollowTheSelection_data()
    {
        QTest::addColumn<int>("kind");
        for (const ResourceKind *kind : ResourceKind::managed())
            QTest::newRow(qPrintable(kind->key)) << int(kind->id);
    }

    // On each resource page, nothing selected: only New (where the kind may
    // create) and Refresh; a row selected: every command the kind allows.
    void actionsFollowTheSelection()
    {
        QFETCH(int, kind);
        const ResourceKind &shown = ResourceKind::get(ResourceKind::Id(kind));
        // The demo data has no file: one, uploaded and processed.
        if (shown.id == ResourceKind::Id::File) {
            m_server->store().create(shown.id,
                                     {{u"resourceType"_s, u"text"_s},
                                      {u"fileName"_s, u"notes.txt"_s},
                                      {u"status"_s, u"ready"_s},
                                      {u"sizeBytes"_s, 10},
                                      {u"mimeType"_s, u"text/plain"_s}},
                                     *m_server->token(u"admin"_s));
        }
        clickPage(shown.pluralName());
        auto *panel = qobject_cast<ResourcePanel *>(currentPage());
        QVERIFY(panel);
        auto *table = panel->findChild<QTableView *>(u"resourceTable"_s);
        QTRY_VERIFY(table->model()->rowCount() > 0);
        table->clearSelection();
        const QStringList always {u"new"_s, u"upload"_s, u"refresh"_s};
        for (QAction *action : toolBar()->actions()) {
            if (action->isSeparator())
                continue;
            const bool needsNoRow = always.contains(command(action->iconText()));
            QVERIFY2(action->isEnabled() == needsNoRow, qPrintable(action->iconText()));
        }
        selectFirstRow(table);
        for (QAction *action : toolBar()->actions())
            QVERIFY2(action->isSeparator() || action->isEnabled(), qPrintable(action->iconText()));
        QCOMPARE(named(u"Delete…"_s) && named(u"Delete…"_s)->isEnabled(), panel->canDelete());
        QCOMPARE(named(u"Edit…"_s) && named(u"Edit…"_s)->isEnabled(), panel->canEdit());
        QCOMPARE(named(u"Duplicate…"_s) && named(u"Duplicate…"_s)->isEnabled(), panel->canDuplicate());
    }
};

QTEST_MAIN(tst_ToolBar)
#include "tst_toolbar.moc"

// Opens the console on an embedded sandbox with its demo data, as
// `baton --sandbox` does, and saves each page and each editor as a PNG file in
// the directory given. Runs on any QPA platform; scripts/screenshots uses the
// offscreen one, so no display is needed. Settings go to a throw-away file and
// no keychain is read.

#include "MainWindow.h"
#include "SandboxThread.h"
#include "api/ApiClient.h"
#include "api/RequestLog.h"
#include "auth/ProfileStore.h"
#include "auth/TokenStore.h"
#include "chat/ApprovalDialog.h"
#include "chat/ChatPane.h"
#include "chat/ChatSession.h"
#include "editors/EditorDialog.h"
#include "panels/ResourcePanel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QPlainTextEdit>
#include <QDeadlineTimer>
#include <QDir>
#include <QNetworkAccessManager>
#include <QProcessEnvironment>
#include <QSettings>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

// Lets the event loop run for `ms`, or until `done` holds.
bool settle(int ms, const std::function<bool()> &done = {})
{
    const QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        if (done && done())
            return true;
        QThread::msleep(5);
    }
    return !done;
}

bool save(QWidget &widget, const QDir &dir, const QString &name)
{
    const QString path = dir.filePath(name + u".png"_s);
    if (!widget.grab().save(path)) {
        QTextStream(stderr) << "baton-screenshots: cannot write " << path << Qt::endl;
        return false;
    }
    QTextStream(stdout) << path << Qt::endl;
    return true;
}

baton::EditorDialog *openEditor()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *dialog = qobject_cast<baton::EditorDialog *>(widget); dialog && dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"Baton"_s);
    QCoreApplication::setApplicationName(u"baton"_s);
    QGuiApplication::setApplicationDisplayName(u"Baton"_s);
    if (argc != 2) {
        QTextStream(stderr) << "usage: baton-screenshots DIRECTORY" << Qt::endl;
        return 1;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    if (!dir.mkpath(u"."_s)) {
        QTextStream(stderr) << "baton-screenshots: cannot create " << dir.path() << Qt::endl;
        return 1;
    }

    baton::sandbox::ServerConfig config;
    config.demo = true;
    baton::sandbox::SandboxThread sandbox(config);
    if (!sandbox.startAndWait()) {
        QTextStream(stderr) << "baton-screenshots: the sandbox did not start: " << sandbox.errorString() << Qt::endl;
        return 2;
    }
    QString token;
    for (const baton::sandbox::Token &known : sandbox.tokens()) {
        if (known.name == u"admin"_s)
            token = known.value;
    }

    const QTemporaryDir home;
    QSettings settings(home.filePath(u"baton.ini"_s), QSettings::IniFormat);
    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client(network, log);
    baton::ProfileStore profiles(settings);
    baton::TokenStore tokens(QProcessEnvironment {});
    const baton::ConnectionServices services {network, log, profiles, tokens, [] { return baton::LocalSandbox {}; }};

    baton::MainWindow window(client, services, settings);
    window.resize(1200, 720);
    window.show();
    const baton::LocalSandbox local {sandbox.baseUrl(), token, {}};
    window.connectTo(local.profile(), local.token, true);
    settle(1500, [&window] { return window.connectionState() == baton::MainWindow::ConnectionState::Connected; });

    bool ok = true;
    for (int page = 0; page < window.pageCount(); ++page) {
        window.showPage(page);
        QWidget *current = window.findChild<QStackedWidget *>()->currentWidget();
        if (current == window.chatPane())
            continue; // last, with a conversation in it
        if (auto *view = current->findChild<QAbstractItemView *>()) {
            settle(3000, [view] { return view->model() && view->model()->rowCount() > 0; });
            view->setCurrentIndex(view->model()->index(0, 0));
        }
        settle(400);
        ok = save(window, dir, current->objectName()) && ok;

        auto *panel = qobject_cast<baton::ResourcePanel *>(current);
        if (!panel)
            continue;
        panel->editCurrent();
        if (settle(3000, [] { return openEditor() != nullptr; })) {
            baton::EditorDialog *dialog = openEditor();
            settle(500);
            ok = save(*dialog, dir, u"editor_"_s + panel->kind().key) && ok;
            dialog->reject();
            settle(100);
        }
    }
    // The chat: a Markdown answer, then a tool call that waits for approval.
    window.showPage(0);
    baton::ChatPane *chat = window.chatPane();
    auto *target = chat->findChild<QComboBox *>(u"chatTarget"_s);
    settle(3000, [target] { return target->findText(u"Support assistant"_s, Qt::MatchContains) >= 0; });
    target->setCurrentIndex(target->findText(u"Support assistant"_s, Qt::MatchContains));
    auto *composer = chat->findChild<QPlainTextEdit *>(u"chatComposer"_s);
    const auto ask = [&](const QString &text) {
        composer->setPlainText(text);
        chat->sendComposer();
        return settle(10000, [chat] { return !chat->session().isBusy(); });
    };
    ask(u"/long 120"_s);
    ask(u"/tool create_ticket {\"title\": \"Printer on fire\", \"priority\": \"high\"}"_s);
    if (settle(5000, [&window] { return window.approvalDialog() && window.approvalDialog()->isVisible(); })) {
        baton::ApprovalDialog *approval = window.approvalDialog();
        settle(800);
        ok = save(*approval, dir, u"approval"_s) && ok;
        approval->reject();
        settle(200);
    }
    ok = save(window, dir, u"chatPane"_s) && ok;

    window.close();
    return ok ? 0 : 1;
}

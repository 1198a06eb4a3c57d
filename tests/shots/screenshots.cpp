// Opens the console on an embedded sandbox with its demo data, as
// `baton --sandbox` does, and saves each page, each editor, the approval
// dialog, the connection dialog and the map of a group model as a PNG file
// in the directory given, in the language, palette and scale asked for (the
// file names say which: panel_tools-dark-fr.png). Runs on any QPA platform;
// scripts/screenshots uses the offscreen one, so no display is needed.
// Settings go to a throw-away file and no keychain is read.

#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/chat/ChatSession.h"
#include "core/chat/ConversationTurn.h"
#include "core/history/Replay.h"
#include "core/i18n/Translations.h"
#include "core/relations/NameBook.h"
#include "core/resources/ChatTarget.h"
#include "sandbox/SandboxThread.h"
#include "support/OffscreenScreen.h"
#include "support/Palettes.h"
#include "ui/MainWindow.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/chat/ChatPane.h"
#include "ui/chat/TranscriptView.h"
#include "ui/chat/WelcomePage.h"
#include "ui/connection/ConnectionDialog.h"
#include "ui/editors/EditorDialog.h"
#include "ui/history/CompareWindow.h"
#include "ui/history/HistoryPage.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/relations/GroupModelMapDialog.h"
#include "ui/widgets/Theme.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDir>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTemporaryFile>
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

// Where the pictures go, and which of them are wanted.
struct Output {
    QDir dir;
    QString suffix; // "-dark", "-fr", "@2x", or several of them
    QStringList only; // the names wanted; empty: all

    [[nodiscard]] bool wants(const QString &name) const { return only.isEmpty() || only.contains(name); }
};

bool save(QWidget &widget, const Output &output, const QString &name)
{
    if (!output.wants(name))
        return true;
    const QString path = output.dir.filePath(name + output.suffix + u".png"_s);
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

// `view` shown at 720 × `height` with `question` asked and its answer
// started, streaming: that answer's turn.
baton::ConversationTurn startAnswer(baton::TranscriptView &view, int height, const QString &question)
{
    view.resize(720, height);
    view.show();
    baton::ConversationTurn asked;
    asked.text = question;
    view.addTurn(asked);
    baton::ConversationTurn reply;
    reply.role = baton::ConversationTurn::Role::Assistant;
    reply.state = baton::ConversationTurn::State::Streaming;
    view.addTurn(reply);
    view.startAnswer(1);
    return reply;
}

} // namespace

int main(int argc, char *argv[])
{
    // The scale applies to the whole application: it must be known before it starts.
    QByteArray scale = "1";
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--scale") == 0 && i + 1 < argc)
            scale = argv[i + 1];
        else if (qstrncmp(argv[i], "--scale=", 8) == 0)
            scale = argv[i] + 8;
    }
    qputenv("QT_SCALE_FACTOR", scale);
    // The desktop the windows were seen on, for those that size themselves from it.
    QTemporaryFile screens(QDir::tempPath() + u"/baton-screenshots-XXXXXX.json"_s);
    testsupport::useOffscreenScreen(screens);

    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"Baton"_s);
    QCoreApplication::setApplicationName(u"baton"_s);
    QGuiApplication::setApplicationDisplayName(u"Baton"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Saves the console's windows as PNG files in DIRECTORY."_s);
    parser.addHelpOption();
    const QCommandLineOption languageOption(u"language"_s, u"The language of the windows: en, fr or de."_s,
                                            u"language"_s, u"en"_s);
    const QCommandLineOption darkOption(u"dark"_s, u"A dark palette, as a dark desktop gives."_s);
    const QCommandLineOption scaleOption(u"scale"_s, u"The scale factor, as QT_SCALE_FACTOR."_s, u"factor"_s, u"1"_s);
    const QCommandLineOption onlyOption(u"only"_s, u"Only these pictures (names without suffix, comma-separated)."_s,
                                        u"names"_s);
    const QCommandLineOption themeOption(u"theme"_s, u"Baton's own look, as View › Theme gives: light or dark."_s,
                                         u"theme"_s);
    parser.addOptions({languageOption, darkOption, themeOption, scaleOption, onlyOption});
    parser.addPositionalArgument(u"DIRECTORY"_s, u"Where the PNG files go."_s);
    parser.process(app);
    const QString language = parser.value(languageOption);
    if (parser.positionalArguments().size() != 1
        || !(language == u"en"_s || baton::translations::shipped().contains(language))) {
        QTextStream(stderr) << parser.helpText();
        return 1;
    }
    Output output {QDir(parser.positionalArguments().constFirst()), {}, {}};
    if (parser.isSet(onlyOption))
        output.only = parser.value(onlyOption).split(u',', Qt::SkipEmptyParts);
    if (!output.dir.mkpath(u"."_s)) {
        QTextStream(stderr) << "baton-screenshots: cannot create " << output.dir.path() << Qt::endl;
        return 1;
    }

    // Before any window exists, as at the console's start.
    // English too, as the console does: its plural forms come from a translation.
    baton::translations::install(app, language);
    if (language != u"en"_s)
        output.suffix += u'-' + language;
    if (parser.isSet(darkOption)) {
        // A dark desktop (KDE's Breeze Dark, GNOME's dark style through a
        // platform theme) hands every Qt program a dark palette: here the
        // Fusion style with Breeze Dark's colours stands for it.
        QApplication::setStyle(u"Fusion"_s);
        QApplication::setPalette(palettes::breezeDark());
        output.suffix.prepend(u"-dark"_s);
    }
    if (parser.value(themeOption) == u"light"_s || parser.value(themeOption) == u"dark"_s) {
        const bool dark = parser.value(themeOption) == u"dark"_s;
        baton::theme::apply(dark ? baton::theme::Choice::Dark : baton::theme::Choice::Light);
        output.suffix.prepend(dark ? u"-theme-dark"_s : u"-theme-light"_s);
    }
    if (parser.value(scaleOption) != u"1"_s)
        output.suffix += u'@' + parser.value(scaleOption) + u'x';

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
    // Without BATON_TOKEN: the keychain is only read, for the connection
    // dialog's profile, which has no token stored.
    baton::TokenStore tokens {QProcessEnvironment()};
    const baton::ConnectionServices services {network, log, profiles, tokens, [] { return baton::LocalSandbox {}; }};

    baton::MainWindow window(client, services, settings);
    window.resize(1200, 720);
    window.show();
    const baton::LocalSandbox local {sandbox.baseUrl(), token, {}};
    window.connectTo(local.profile(), local.token, true);
    settle(1500, [&window] { return window.connectionState() == baton::MainWindow::ConnectionState::Connected; });

    bool ok = true;
    // The welcome page of an empty chat, once every page's objects are counted.
    auto *welcome = window.chatPane()->welcomePage();
    settle(output.wants(u"welcome"_s) ? 3000 : 0, [welcome] {
        const QList<QPushButton *> links = welcome->findChildren<QPushButton *>(QRegularExpression(u"^welcomeLink_"_s));
        return std::none_of(links.cbegin(), links.cend(),
                            [](const QPushButton *link) { return link->text().endsWith(u"…"_s); });
    });
    // Taller than the other pictures, as on a 1440×900 desktop: the whole page in view.
    window.resize(1200, 820);
    settle(200);
    ok = save(window, output, u"welcome"_s) && ok;
    window.resize(1200, 720);
    settle(200);
    for (int page = 0; page < window.pageCount(); ++page) {
        window.showPage(page);
        QWidget *current = window.findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
        if (current == window.chatPane())
            continue; // last, with a conversation in it
        auto *panel = qobject_cast<baton::ResourcePanel *>(current);
        if (!output.wants(current->objectName()) && !(panel && output.wants(u"editor_"_s + panel->kind().key)))
            continue;
        if (auto *view = current->findChild<QTableView *>()) {
            settle(3000, [view] { return view->model() && view->model()->rowCount() > 0; });
            view->setCurrentIndex(view->model()->index(0, 0));
        }
        settle(400);
        ok = save(window, output, current->objectName()) && ok;

        if (!panel)
            continue;
        panel->editCurrent();
        if (settle(3000, [] { return openEditor() != nullptr; })) {
            baton::EditorDialog *dialog = openEditor();
            settle(500);
            ok = save(*dialog, output, u"editor_"_s + panel->kind().key) && ok;
            dialog->reject();
            settle(100);
        }
    }
    // A custom model's relations: the group model that has it as an agent, the
    // tools and API resource shared with it, each a link.
    if (output.wants(u"relations_detail"_s)) {
        const auto &kind = baton::ResourceKind::get(baton::ResourceKind::Id::CustomModel);
        window.showPage(int(baton::ResourceKind::managed().indexOf(&kind)) + 1);
        baton::ResourcePanel *models = window.resourcePanel(baton::ResourceKind::Id::CustomModel);
        auto *view = models->findChild<QTableView *>();
        settle(3000, [view] { return view->model()->rowCount() > 0; });
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, 0).data().toString() == u"Support assistant"_s)
                view->setCurrentIndex(view->model()->index(row, 0));
        }
        settle(400);
        ok = save(window, output, u"relations_detail"_s) && ok;
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
    // Re-run later beside another target's run (the "compare" picture).
    const QUuid firstChat = chat->session().conversationId();
    // The approval the demo's create_ticket asks for, saved as `name`, then denied.
    const auto shootApproval = [&](const QString &name) {
        ask(u"/tool create_ticket {\"title\": \"Printer on fire\", \"priority\": \"high\"}"_s);
        if (!settle(5000, [&window] { return window.approvalDialog() && window.approvalDialog()->isVisible(); }))
            return;
        baton::ApprovalDialog *approval = window.approvalDialog();
        settle(800);
        ok = save(*approval, output, name) && ok;
        approval->reject();
        settle(200);
    };
    shootApproval(u"approval"_s);
    // The end of the conversation: the tool call and the state under it.
    auto *transcript = chat->findChild<baton::TranscriptView *>(u"transcript"_s);
    // `wait` lets the answers in flight arrive; without it the picture shows
    // the moment the request left.
    const auto showEnd = [transcript](bool wait = true) {
        transcript->flushPending();
        transcript->verticalScrollBar()->setValue(transcript->verticalScrollBar()->maximum());
        if (wait)
            settle(100);
    };
    showEnd();
    ok = save(window, output, u"chatPane"_s) && ok;

    // Where a decision stands, as the tool call's card says: waiting for one,
    // sent, taken by the service, and an approval that expired by the
    // service's clock (the session's clock moved past its expiry).
    showEnd();
    ok = save(*transcript, output, u"approvalState_pending"_s) && ok;
    if (const std::optional<baton::ChatApproval> pending = chat->session().approval()) {
        QList<baton::ToolDecision> decisions;
        for (const baton::ChatToolCall &call : pending->toolCalls)
            decisions << baton::ToolDecision::approve(call.id);
        if (chat->session().resume(decisions).isEmpty()) {
            showEnd(false);
            ok = save(*transcript, output, u"approvalState_sent"_s) && ok;
            settle(10000, [chat] { return !chat->session().isBusy(); });
            showEnd();
            ok = save(*transcript, output, u"approvalState_confirmed"_s) && ok;
        }
    }
    ask(u"/tool create_ticket {\"title\": \"Printer still on fire\"}"_s);
    if (settle(5000, [&window] { return window.approvalDialog() && window.approvalDialog()->isVisible(); }))
        window.approvalDialog()->reject();
    if (const std::optional<baton::ChatApproval> pending = chat->session().approval();
        pending && pending->expiresAt.isValid()) {
        const QDateTime past = pending->expiresAt.addSecs(1);
        chat->session().setClock([past] { return past; });
        chat->session().checkExpiry();
        showEnd();
        ok = save(*transcript, output, u"approvalState_expired"_s) && ok;
    }

    // Three calls waiting at once, two of them to one tool: the dialog as
    // large as they need, each call with its id and its resolved address.
    chat->session().setClock({});
    ask(u"/tool create_ticket {\"title\": \"Printer on fire\", \"priority\": \"high\"}\n"
        "/tool create_ticket {\"title\": \"Toner empty\", \"priority\": \"low\"}\n"
        "/tool create_ticket {\"title\": \"Paper jam on floor 2\", \"priority\": \"low\"}"_s);
    if (settle(5000, [&window] { return window.approvalDialog() && window.approvalDialog()->isVisible(); })) {
        baton::ApprovalDialog *approval = window.approvalDialog();
        settle(800);
        ok = save(*approval, output, u"approvalDialog_threeCalls"_s) && ok;
        approval->reject();
        settle(200);
    }

    // Two tools named create_ticket shared with the chat's model, one a
    // DELETE: the dialog cannot tell which one the service runs, and says so.
    if (output.wants(u"approvalDialog_ambiguous"_s)) {
        const baton::ChatTarget chatTarget = baton::ChatTarget::parse(target->currentData().toString());
        const QJsonObject twin {
            {u"name"_s, u"create_ticket"_s},
            {u"description"_s, u"Closes every ticket"_s},
            {u"method"_s, u"DELETE"_s},
            {u"urlTemplate"_s, QString(sandbox.baseUrl().toString() + u"/_sandbox/echo/tickets"_s)},
            {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, chatTarget.scopeType()}, {u"id"_s, chatTarget.id}}}}};
        QString twinId;
        baton::ApiJob *create = client.post(u"/v1/tools"_s, twin);
        QObject::connect(create, &baton::ApiJob::finished, create, [&twinId](const baton::ApiResult &result) {
            twinId = result.object.value(u"id"_s).toString();
            if (twinId.isEmpty())
                QTextStream(stderr) << "baton-screenshots: the second create_ticket: HTTP " << result.httpStatus << ' '
                                    << result.body << Qt::endl;
        });
        settle(5000, [&twinId] { return !twinId.isEmpty(); });
        // A new chat: the approval before is still pending.
        chat->session().clear();
        shootApproval(u"approvalDialog_ambiguous"_s);
        if (!twinId.isEmpty())
            client.remove(u"/v1/tools/"_s + twinId);
        settle(300);
    }

    // An answer while it streams, in the middle of its paragraph: what is
    // closed already reads as Markdown (bold, code, a link); a marker not yet
    // closed shows as it is.
    if (output.wants(u"transcript_streaming"_s)) {
        baton::TranscriptView answer;
        startAnswer(answer, 300, u"Why does the call wait?"_s);
        const QString markdown = u"The tool **create_ticket** asks before each call, because its "
                                 "`needUserValidation` is true: the service pauses the answer until you decide "
                                 "(see [the user guide](https://example.org/baton/user-guide)). Once you **approve"_s;
        for (qsizetype at = 0; at < markdown.size(); at += 5) {
            answer.appendContent(1, markdown.mid(at, 5));
            settle(5);
        }
        answer.flushPending();
        settle(100);
        ok = save(answer, output, u"transcript_streaming"_s) && ok;
    }

    // A long quote while it streams: its lines are shown in pieces, which
    // read as the one paragraph they become when the quote ends.
    if (output.wants(u"transcript_quote"_s)) {
        baton::TranscriptView answer;
        startAnswer(answer, 300, u"What does the contract say about approvals?"_s);
        QString markdown = u"The service contract says:\n\n"_s;
        const QStringList sentences {
            u"A tool call that needs **user validation** pauses the answer"_s,
            u"until a person approves or denies it, with a reason if they wish."_s,
            u"The decision is sent with `POST /v1/chat/approvals` and the call id;"_s,
            u"a call not decided before its deadline expires, and the model"_s,
            u"is told so. See [the approvals section](https://example.org/contract#approvals)."_s,
        };
        for (int i = 0; i < 24; ++i)
            markdown += u"> "_s + sentences.at(i % sentences.size()) + u'\n';
        markdown += u"> The last line arrives"_s;
        for (qsizetype at = 0; at < markdown.size(); at += 40) {
            answer.appendContent(1, markdown.mid(at, 40));
            answer.flushPending();
        }
        settle(100);
        ok = save(answer, output, u"transcript_quote"_s) && ok;
    }

    // A model's answer with a loose numbered list and a reference link, as it
    // reads once streamed in: numbered on from 1, the link resolved.
    if (output.wants(u"transcript_looseList"_s)) {
        baton::TranscriptView answer;
        baton::ConversationTurn reply = startAnswer(answer, 430, u"How do I try a tool that needs approval?"_s);
        settle(40); // the model's time to its first token
        const QString markdown = u"Three steps, each in the console:\n\n"
                                 "1. **Start** the sandbox with `baton --sandbox`.\n\n"
                                 "2. Open the *Support assistant* and ask for a ticket.\n\n"
                                 "   The answer pauses: the call waits for you.\n\n"
                                 "3. Approve or deny it before it expires.\n\n"
                                 "See [the user guide][guide] for the details.\n\n"
                                 "[guide]: https://example.org/baton/user-guide\n"_s;
        for (qsizetype at = 0; at < markdown.size(); at += 5) {
            answer.appendContent(1, markdown.mid(at, 5));
            settle(5);
        }
        reply.state = baton::ConversationTurn::State::Completed;
        answer.updateTurn(1, reply);
        settle(100);
        ok = save(answer, output, u"transcript_looseList"_s) && ok;
    }

    // The connection dialog, on the profile of a deployment.
    if (profiles.add(baton::Profile {u"Staging"_s, QUrl(u"https://chat.example.org"_s), false, {}}).isEmpty()) {
        baton::ConnectionDialog *connection = window.showConnectionDialog(u"Staging"_s);
        settle(800);
        ok = save(*connection, output, u"connection"_s) && ok;
        connection->reject();
        settle(100);
    }

    // The map of the demo data's group model, as Show map opens it.
    if (output.wants(u"group-model-map"_s)) {
        const baton::NameBook &names = window.names();
        settle(5000, [&names] { return !names.isLoading() && names.isLoaded(baton::ResourceKind::Id::GroupModel); });
        const QStringList groups = names.index().ids(baton::RelationIndex::Kind::GroupModel);
        if (!groups.isEmpty()) {
            baton::GroupModelMapDialog map(names, groups.constFirst(), &window);
            map.show();
            settle(500);
            ok = save(map, output, u"group-model-map"_s) && ok;
            map.close();
            settle(100);
        }
    }

    // The first chat re-run against another model, beside the recording.
    if (output.wants(u"compare"_s)) {
        if (QPointer<baton::CompareWindow> compare = window.rerunConversation(firstChat)) {
            auto *against = compare->findChild<QComboBox *>(u"compareTarget"_s);
            if (const int other = against->findText(u"Research assistant"_s, Qt::MatchContains); other >= 0)
                against->setCurrentIndex(other);
            compare->run();
            settle(20000, [compare] {
                // A call the recording never decided: approved, as the chat did.
                if (baton::ApprovalDialog *dialog = compare->approvalDialog(); dialog && dialog->isVisible()) {
                    dialog->approveAll();
                    dialog->submit();
                }
                return compare->replay() && !compare->replay()->isRunning();
            });
            compare->resize(1200, 720);
            settle(400);
            ok = save(*compare, output, u"compare"_s) && ok;
            compare->close();
            settle(100);
        }
    }

    // What the chats of this run cost, on the history page's Usage tab.
    if (output.wants(u"panel_history_usage"_s)) {
        window.showPage(window.pageCount() - 1);
        window.historyPage()->tabs()->setCurrentIndex(1);
        settle(600);
        ok = save(window, output, u"panel_history_usage"_s) && ok;
        window.historyPage()->tabs()->setCurrentIndex(0);
    }

    window.close();
    return ok ? 0 : 1;
}

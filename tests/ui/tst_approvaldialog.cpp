// ApprovalDialog against the in-process sandbox: a real pending approval from
// chatting `/tool ...`, decisions made by clicking and typing, the resume
// request they become, the tools lookup, risk labels, masking, the reason's
// limit, the countdown to expiry and a second round.

#include "EditorFixture.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/api/ToolArguments.h"
#include "core/chat/ChatSession.h"
#include "support/EventOrder.h"
#include "support/LoopbackServer.h"
#include "support/OffscreenScreen.h"
#include "support/SandboxClient.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/widgets/CountedTextEdit.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFrame>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryFile>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::ApprovalDialog;
using baton::ChatApproval;
using baton::ChatSession;
using baton::ResourceKind;
using baton::ToolDecision;
using State = baton::ConversationTurn::State;

namespace {

const QString threeCalls = u"/tool create_ticket {\"title\": \"Printer on fire\", \"priority\": \"high\"}\n"
                           "/tool delete_account {\"id\": \"42\"}\n"
                           "/tool update_profile {\"name\": \"Ada\", \"email\": \"ada@example.org\"}"_s;
const QString ticketAndDelete = u"/tool create_ticket {\"title\": \"Printer on fire\"}\n"
                                "/tool delete_account {\"id\": \"42\"}"_s;

// A sandbox with a public custom model and three tools needing approval
// shared with it, and a client signed in as the admin (or as a token that may
// not read tools).
struct ChatSandbox : baton::test::SandboxClient {
    QString target;

    static baton::sandbox::ServerConfig config(std::function<QDateTime()> clock)
    {
        baton::sandbox::ServerConfig config;
        baton::sandbox::Token limited = editortest::token(u"limited"_s, u"t-limited"_s);
        limited.capabilities.removeAll(ResourceKind::get(ResourceKind::Id::Tool).capability);
        config.tokens = {editortest::token(u"admin"_s, u"t-admin"_s), limited};
        config.chat.tokenDelayMs = 1;
        config.clock = std::move(clock);
        return config;
    }

    // `clock` is the sandbox's chat clock (approvals last ten minutes by it);
    // empty: the system clock.
    explicit ChatSandbox(std::function<QDateTime()> clock = {})
        : SandboxClient(config(std::move(clock)))
    {
        if (!start())
            return; // the tests then fail at their first request
        useToken(u"t-admin"_s);

        const baton::sandbox::Token &admin = *server.token(u"admin"_s);
        const baton::sandbox::Record &model = server.store().create(ResourceKind::Id::CustomModel,
                                                                    {{u"name"_s, u"Ops assistant"_s},
                                                                     {u"llmModelName"_s, u"gpt-4o-mini"_s},
                                                                     {u"description"_s, u"Runs operations."_s},
                                                                     {u"category"_s, u"ops"_s},
                                                                     {u"isPublic"_s, true},
                                                                     {u"credentialMode"_s, u"app"_s}},
                                                                    admin);
        target = u"custom:"_s + model.id;
        addTool(u"create_ticket"_s, u"POST"_s, u"/tickets"_s, shared());
        addTool(u"delete_account"_s, u"DELETE"_s, u"/accounts/{id}"_s, shared());
        addTool(u"update_profile"_s, u"PATCH"_s, u"/profile"_s, shared());
    }

    // The share scopes that name the ops assistant.
    [[nodiscard]] QJsonArray shared() const
    {
        return {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, target.mid(7)}}};
    }
    // The sandbox's echo address for `path`.
    [[nodiscard]] QString echo(const QString &path) const
    {
        return server.baseUrl().toString() + u"/_sandbox/echo"_s + path;
    }
    // A tool needing approval, made by the admin, reaching the echo address at `path`.
    void addTool(const QString &name, const QString &method, const QString &path, const QJsonArray &scopes)
    {
        server.store().create(ResourceKind::Id::Tool,
                              {{u"name"_s, name},
                               {u"description"_s, u"A tool of the ops assistant."_s},
                               {u"method"_s, method},
                               {u"needUserValidation"_s, true},
                               {u"urlTemplate"_s, echo(path)},
                               {u"timeoutMs"_s, 5000},
                               {u"scopes"_s, scopes}},
                              *server.token(u"admin"_s));
    }

    // A streaming session with the ops assistant.
    std::unique_ptr<ChatSession> session()
    {
        auto session = std::make_unique<ChatSession>(client);
        if (!session->setTarget(target).isEmpty())
            return nullptr;
        return session;
    }

    // The body of the latest resume request, from the request log.
    [[nodiscard]] QJsonObject lastResumeBody() const
    {
        for (qsizetype i = log.count() - 1; i >= 0; --i) {
            if (log.at(i).path == "/v1/chat/resume"_L1)
                return editortest::jsonOf(log.at(i).requestBody);
        }
        return {};
    }
};

// Waits for the answer in flight to end.
bool waitForAnswer(ChatSession &session)
{
    QSignalSpy finished(&session, &ChatSession::finished);
    return finished.wait(15000);
}

std::optional<ChatApproval> ask(ChatSession &session, const QString &text)
{
    QSignalSpy finished(&session, &ChatSession::finished);
    if (!session.send(text).isEmpty() || !finished.wait(15000))
        return std::nullopt;
    return session.approval();
}

QFrame *row(ApprovalDialog &dialog, int index)
{
    return dialog.findChild<QFrame *>(u"toolCall%1"_s.arg(index));
}

template<typename T> T *in(ApprovalDialog &dialog, int index, const QString &name)
{
    QFrame *frame = row(dialog, index);
    return frame ? frame->findChild<T *>(name) : nullptr;
}

QString textIn(ApprovalDialog &dialog, int index, const QString &name)
{
    const auto *label = in<QLabel>(dialog, index, name);
    return label ? label->text() : u"(missing)"_s;
}

QPlainTextEdit *reasonEdit(ApprovalDialog &dialog, int index)
{
    auto *reason = in<baton::CountedTextEdit>(dialog, index, u"reason"_s);
    return reason ? reason->editor() : nullptr;
}

QPushButton *button(ApprovalDialog &dialog, const QString &name)
{
    return dialog.findChild<QPushButton *>(name);
}

void click(QAbstractButton *button)
{
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace

class tst_ApprovalDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decisionsBecomeTheResumeBody()
    {
        ChatSandbox sandbox;
        auto session = sandbox.session();
        QVERIFY(session);
        const std::optional<ChatApproval> approval = ask(*session, ticketAndDelete);
        QVERIFY(approval);
        QCOMPARE(approval->toolCalls.size(), 2);
        const QString ticketId = approval->toolCalls.at(0).id;
        const QString deleteId = approval->toolCalls.at(1).id;

        ApprovalDialog dialog(sandbox.client, *session->approval());
        QSignalSpy decided(&dialog, &ApprovalDialog::decided);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.approval(), *approval);
        QVERIFY(!row(dialog, 2));
        QCOMPARE(textIn(dialog, 0, u"toolName"_s), u"create_ticket"_s);
        QCOMPARE(textIn(dialog, 1, u"toolName"_s), u"delete_account"_s);

        // The tools list gives each call's method, address and risk.
        QTRY_COMPARE(textIn(dialog, 0, u"risk"_s), u"Medium risk"_s);
        QCOMPARE(textIn(dialog, 1, u"risk"_s), u"High risk"_s);
        const QString host = sandbox.server.baseUrl().authority();
        QCOMPARE(textIn(dialog, 0, u"endpoint"_s), u"POST http://"_s + host + u"/_sandbox/echo/tickets"_s);
        // The path's {id} filled from the call's arguments, as the service fills it.
        QCOMPARE(textIn(dialog, 1, u"endpoint"_s), u"DELETE http://"_s + host + u"/_sandbox/echo/accounts/42"_s);
        QVERIFY(dialog.findChild<QLabel *>(u"toolsStatus"_s)->isHidden());
        QVERIFY(in<QPlainTextEdit>(dialog, 0, u"arguments"_s)->toPlainText().contains(u"\"Printer on fire\""_s));

        // Nothing decided yet: Submit waits.
        QVERIFY(!button(dialog, u"submitButton"_s)->isEnabled());
        click(in<QRadioButton>(dialog, 0, u"approve"_s));
        QVERIFY(!button(dialog, u"submitButton"_s)->isEnabled());
        QVERIFY(in<baton::CountedTextEdit>(dialog, 1, u"reason"_s)->isHidden());
        click(in<QRadioButton>(dialog, 1, u"deny"_s));
        QVERIFY(in<baton::CountedTextEdit>(dialog, 1, u"reason"_s)->isVisible());
        const QString reason = u"Never delete accounts from a chat"_s;
        editortest::type(reasonEdit(dialog, 1), reason);
        QVERIFY(button(dialog, u"submitButton"_s)->isEnabled());
        QCOMPARE(dialog.decisions(),
                 (QList<ToolDecision> {ToolDecision::approve(ticketId), ToolDecision::deny(deleteId, reason)}));

        click(button(dialog, u"submitButton"_s));
        QCOMPARE(decided.size(), 1);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(!dialog.isVisible());
        const auto decisions = decided.at(0).at(0).value<QList<ToolDecision>>();
        QCOMPARE(decisions, dialog.decisions());

        QVERIFY(session->resume(decisions).isEmpty());
        QVERIFY(waitForAnswer(*session));
        QCOMPARE(session->state(), State::Completed);
        const QJsonObject body = sandbox.lastResumeBody();
        QCOMPARE(body[u"approval_id"_s].toString(), approval->approvalId);
        QCOMPARE(body[u"approved_tool_execution_ids"_s].toArray(), QJsonArray {ticketId});
        QCOMPARE(body[u"denied_tools"_s].toArray(),
                 (QJsonArray {QJsonObject {{u"tool_execution_id"_s, deleteId}, {u"reason"_s, reason}}}));
        QVERIFY(session->turns().constLast().answer.content.contains(reason));
    }

    void approveAllDenyAllAndClosing()
    {
        ChatSandbox sandbox;
        auto session = sandbox.session();
        QVERIFY(session);
        const std::optional<ChatApproval> approval = ask(*session, ticketAndDelete);
        QVERIFY(approval);
        const QString ticketId = approval->toolCalls.value(0).id;
        const QString deleteId = approval->toolCalls.value(1).id;

        ApprovalDialog dialog(sandbox.client, *approval);
        QSignalSpy decided(&dialog, &ApprovalDialog::decided);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.decisions().isEmpty());

        click(button(dialog, u"approveAll"_s));
        QCOMPARE(dialog.decisions(),
                 (QList<ToolDecision> {ToolDecision::approve(ticketId), ToolDecision::approve(deleteId)}));
        QVERIFY(button(dialog, u"submitButton"_s)->isEnabled());

        click(button(dialog, u"denyAll"_s));
        QCOMPARE(dialog.decisions(),
                 (QList<ToolDecision> {ToolDecision::deny(ticketId), ToolDecision::deny(deleteId)}));
        QVERIFY(in<baton::CountedTextEdit>(dialog, 0, u"reason"_s)->isVisible());
        QVERIFY(in<baton::CountedTextEdit>(dialog, 1, u"reason"_s)->isVisible());

        // By keyboard: the first call's Approve has the focus; Space and the arrows move the choice.
        click(button(dialog, u"approveAll"_s));
        auto *firstDeny = in<QRadioButton>(dialog, 0, u"deny"_s);
        firstDeny->setFocus();
        QTest::keyClick(firstDeny, Qt::Key_Space);
        QVERIFY(firstDeny->isChecked());
        QCOMPARE(dialog.decisions().value(0), ToolDecision::deny(ticketId));

        // Closing decides nothing and leaves the approval pending.
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!dialog.isVisible());
        QCOMPARE(decided.size(), 0);
        QCOMPARE(session->approval(), approval);
        QCOMPARE(session->state(), State::AwaitingApproval);

        // Decide later: the same.
        ApprovalDialog again(sandbox.client, *approval);
        QSignalSpy decidedAgain(&again, &ApprovalDialog::decided);
        again.show();
        click(button(again, u"approveAll"_s));
        click(button(again, u"laterButton"_s));
        QCOMPARE(again.result(), int(QDialog::Rejected));
        QCOMPARE(decidedAgain.size(), 0);
        QVERIFY(session->approval());
    }

    void reasonLimit()
    {
        ChatSandbox sandbox;
        auto session = sandbox.session();
        QVERIFY(session);
        const std::optional<ChatApproval> approval = ask(*session, u"/tool update_profile {\"name\": \"Ada\"}"_s);
        QVERIFY(approval);
        ApprovalDialog dialog(sandbox.client, *approval);
        QSignalSpy decided(&dialog, &ApprovalDialog::decided);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        click(in<QRadioButton>(dialog, 0, u"deny"_s));
        auto *reason = in<baton::CountedTextEdit>(dialog, 0, u"reason"_s);
        QPlainTextEdit *edit = reasonEdit(dialog, 0);
        QVERIFY(reason && edit);
        QCOMPARE(reason->maximum(), qint64(ResourceKind::MaxDenialReason));
        auto *counter = reason->findChild<QLabel *>(u"characterCount"_s);
        QVERIFY(counter->text().startsWith(u"0 /"_s));

        // Up to the limit (the bulk pasted, the last characters typed): fine.
        edit->setFocus();
        edit->insertPlainText(QString(ResourceKind::MaxDenialReason - 3, u'a'));
        editortest::type(edit, u"ok."_s);
        QCOMPARE(reason->count(), qint64(ResourceKind::MaxDenialReason));
        QVERIFY(counter->text().startsWith(QLocale().toString(ResourceKind::MaxDenialReason)));
        QVERIFY(button(dialog, u"submitButton"_s)->isEnabled());
        QVERIFY(dialog.findChild<QLabel *>(u"problem"_s)->isHidden());

        // One more: refused, and said.
        editortest::type(edit, u"!"_s);
        QCOMPARE(reason->count(), qint64(ResourceKind::MaxDenialReason + 1));
        QVERIFY(reason->isOverLimit());
        QVERIFY(!button(dialog, u"submitButton"_s)->isEnabled());
        QVERIFY(dialog.findChild<QLabel *>(u"problem"_s)->isVisible());
        QVERIFY(dialog.findChild<QLabel *>(u"problem"_s)->text().contains(u"update_profile"_s));
        dialog.submit();
        QCOMPARE(decided.size(), 0);
        QVERIFY(dialog.isVisible());

        // A character counts as one, whatever its UTF-16 length.
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClick(edit, Qt::Key_Backspace);
        edit->insertPlainText(u"😀"_s);
        QCOMPARE(reason->count(), qint64(ResourceKind::MaxDenialReason));
        QVERIFY(button(dialog, u"submitButton"_s)->isEnabled());
        click(button(dialog, u"submitButton"_s));
        QCOMPARE(decided.size(), 1);
        QCOMPARE(decided.at(0).at(0).value<QList<ToolDecision>>().value(0).reason.size(),
                 qsizetype(ResourceKind::MaxDenialReason + 1));
    }

    // The dialog is as large as its calls need, up to 80 % of the screen:
    // three calls fit whole on a 1440×900 screen; more scroll inside the cap.
    void sizesToItsCalls()
    {
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QCOMPARE(available.size(), QSize(1440, 900));
        ChatSandbox sandbox;
        auto session = sandbox.session();
        QVERIFY(session);
        std::optional<ChatApproval> approval = ask(*session, threeCalls);
        QVERIFY(approval);
        QCOMPARE(approval->toolCalls.size(), 3);

        ApprovalDialog dialog(sandbox.client, *approval);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_COMPARE(textIn(dialog, 2, u"risk"_s), u"Medium risk"_s);
        QVERIFY(testsupport::runLayouts());
        auto *scroll = dialog.findChild<QScrollArea *>(u"toolCallsScroll"_s);
        QVERIFY2(dialog.height() < available.height() * 8 / 10, qPrintable(QString::number(dialog.height())));
        QVERIFY2(
            !scroll->verticalScrollBar()->isVisible(),
            qPrintable(u"%1 px, %2 more to scroll"_s.arg(dialog.height()).arg(scroll->verticalScrollBar()->maximum())));
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        // Every call whole in the view, its arguments too.
        for (int i = 0; i < 3; ++i) {
            QVERIFY(!in<QPlainTextEdit>(dialog, i, u"arguments"_s)->verticalScrollBar()->isVisible());
            const QRect frame(row(dialog, i)->mapTo(scroll->viewport(), QPoint()), row(dialog, i)->size());
            QVERIFY(scroll->viewport()->rect().contains(frame));
        }

        // Twelve calls: the cap holds and the calls scroll.
        for (int i = 3; i < 12; ++i)
            approval->toolCalls.append(approval->toolCalls.at(i % 3));
        ApprovalDialog many(sandbox.client, *approval);
        many.show();
        QVERIFY(QTest::qWaitForWindowExposed(&many));
        QTRY_COMPARE(textIn(many, 11, u"risk"_s), u"Medium risk"_s);
        QVERIFY2(many.frameGeometry().height() <= available.height() * 8 / 10 + 1,
                 qPrintable(QString::number(many.frameGeometry().height())));
        QVERIFY(many.frameGeometry().width() <= available.width() * 8 / 10 + 1);
        QVERIFY(many.findChild<QScrollArea *>(u"toolCallsScroll"_s)->verticalScrollBar()->isVisible());
    }

    // Deny shows the reason box, scrolls it into view and gives it the focus;
    // Submit stays enabled as the reason is optional.
    void denyFocusesTheReason()
    {
        ChatSandbox sandbox;
        auto session = sandbox.session();
        QVERIFY(session);
        std::optional<ChatApproval> approval = ask(*session, threeCalls);
        QVERIFY(approval);
        for (int i = 3; i < 12; ++i)
            approval->toolCalls.append(approval->toolCalls.at(i % 3));
        ApprovalDialog dialog(sandbox.client, *approval);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        click(button(dialog, u"approveAll"_s));

        auto *scroll = dialog.findChild<QScrollArea *>(u"toolCallsScroll"_s);
        auto *lastDeny = in<QRadioButton>(dialog, 11, u"deny"_s);
        scroll->ensureWidgetVisible(lastDeny);
        lastDeny->setFocus();
        QTest::keyClick(lastDeny, Qt::Key_Space);
        QVERIFY(lastDeny->isChecked());
        QPlainTextEdit *reason = reasonEdit(dialog, 11);
        QTRY_COMPARE(QApplication::focusWidget(), reason);
        const QRect shown(reason->mapTo(scroll->viewport(), QPoint()), reason->size());
        QVERIFY2(scroll->viewport()->rect().contains(shown),
                 qPrintable(u"reason at %1,%2 %3×%4 in a view of %5 px"_s.arg(shown.x())
                                .arg(shown.y())
                                .arg(shown.width())
                                .arg(shown.height())
                                .arg(scroll->viewport()->height())));
        QVERIFY(button(dialog, u"submitButton"_s)->isEnabled());
        QTest::keyClicks(reason, u"Not today"_s);
        QCOMPARE(dialog.decisions().value(11).reason, u"Not today"_s);

        // Deny all reveals every reason without taking the focus away.
        auto *denyAllButton = button(dialog, u"denyAll"_s);
        denyAllButton->setFocus();
        QTest::keyClick(denyAllButton, Qt::Key_Space);
        QCOMPARE(QApplication::focusWidget(), denyAllButton);
        QVERIFY(in<baton::CountedTextEdit>(dialog, 0, u"reason"_s)->isVisible());
    }

    // Each call shows its id, so that two calls of one tool can be told apart,
    // and the address it would reach: method, scheme, host and the path
    // filled from its arguments; plain http is flagged as not encrypted.
    void callIdsAndResolvedEndpoints()
    {
        ChatSandbox sandbox;
        const baton::sandbox::Token &admin = *sandbox.server.token(u"admin"_s);
        sandbox.server.store().create(
            ResourceKind::Id::Tool,
            {{u"name"_s, u"weather"_s},
             {u"description"_s, u"The weather of a town."_s},
             {u"method"_s, u"POST"_s},
             {u"needUserValidation"_s, true},
             {u"urlTemplate"_s, u"https://api.example.com/weather/{town}"_s},
             {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, sandbox.target.mid(7)}}}}},
            admin);
        sandbox.server.store().create(
            ResourceKind::Id::Tool,
            {{u"name"_s, u"lookup"_s},
             {u"description"_s, u"Looks a word up."_s},
             {u"method"_s, u"POST"_s},
             {u"needUserValidation"_s, true},
             {u"urlTemplate"_s, u"https://api.example.com/lookup?q={q}&api_key={api_key}"_s},
             {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, sandbox.target.mid(7)}}}}},
            admin);
        auto session = sandbox.session();
        QVERIFY(session);
        const std::optional<ChatApproval> approval
            = ask(*session,
                  u"/tool weather {\"town\": \"Paris\"}\n/tool weather {\"town\": \"Saint Malo\"}\n"
                  "/tool create_ticket {\"title\": \"Printer on fire\"}\n"
                  "/tool lookup {\"q\": \"baton\", \"api_key\": \"sk-live-123\"}\n"
                  "/tool lookup {\"q\": {\"token\": \"sk-nested-789\"}, \"api_key\": \"k\"}"_s);
        QVERIFY(approval);
        QCOMPARE(approval->toolCalls.size(), 5);
        ApprovalDialog dialog(sandbox.client, *approval);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        const QString first = textIn(dialog, 0, u"callId"_s);
        const QString second = textIn(dialog, 1, u"callId"_s);
        QVERIFY2(first.contains(approval->toolCalls.at(0).id), qPrintable(first));
        QVERIFY2(second.contains(approval->toolCalls.at(1).id), qPrintable(second));
        QVERIFY(first != second);
        QVERIFY(in<QLabel>(dialog, 0, u"callId"_s)->textInteractionFlags() & Qt::TextSelectableByMouse);

        QTRY_COMPARE(textIn(dialog, 0, u"endpoint"_s), u"POST https://api.example.com/weather/Paris"_s);
        QCOMPARE(textIn(dialog, 1, u"endpoint"_s), u"POST https://api.example.com/weather/Saint%20Malo"_s);
        QVERIFY(in<QLabel>(dialog, 0, u"notEncrypted"_s)->isHidden());
        auto *plain = in<QLabel>(dialog, 2, u"notEncrypted"_s);
        QVERIFY(plain && plain->isVisible());
        QVERIFY2(plain->text().contains(u"not encrypted"_s, Qt::CaseInsensitive), qPrintable(plain->text()));
        QVERIFY2(plain->styleSheet().contains(u"color"_s), qPrintable(plain->styleSheet()));
        QVERIFY(textIn(dialog, 2, u"endpoint"_s).startsWith(u"POST http://"_s));

        // A secret-looking argument in the address is masked like the arguments, until revealed.
        const QString masked
            = u"POST https://api.example.com/lookup?q=baton&api_key=%1"_s.arg(baton::ToolArguments::Mask);
        QCOMPARE(textIn(dialog, 3, u"endpoint"_s), masked);
        click(in<QCheckBox>(dialog, 3, u"revealSecrets"_s));
        QCOMPARE(textIn(dialog, 3, u"endpoint"_s),
                 u"POST https://api.example.com/lookup?q=baton&api_key=sk-live-123"_s);
        click(in<QCheckBox>(dialog, 3, u"revealSecrets"_s));
        QCOMPARE(textIn(dialog, 3, u"endpoint"_s), masked);

        // A secret inside an object put in the address is masked too.
        const QString nested = textIn(dialog, 4, u"endpoint"_s);
        QVERIFY2(!nested.contains(u"sk-nested-789"_s) && nested.contains(u"token"_s), qPrintable(nested));
        click(in<QCheckBox>(dialog, 4, u"revealSecrets"_s));
        QVERIFY2(textIn(dialog, 4, u"endpoint"_s).contains(u"sk-nested-789"_s),
                 qPrintable(textIn(dialog, 4, u"endpoint"_s)));
    }

    // Tool names are not unique: the call's tool is found among the tools
    // shared with the chat's target, never taken from another of its name;
    // several shared ones make the call ambiguous, with every candidate and
    // the highest risk.
    void sameNamedToolsAreNotTakenForEachOther()
    {
        ChatSandbox sandbox;
        // Created first and not shared with the model: the first match by name.
        sandbox.addTool(u"lookup"_s, u"POST"_s, u"/weather"_s, {});
        sandbox.addTool(u"lookup"_s, u"DELETE"_s, u"/everything"_s, sandbox.shared());
        const QString echo = sandbox.echo(QString());

        auto session = sandbox.session();
        QVERIFY(session);
        std::optional<ChatApproval> approval = ask(*session, u"/tool lookup {}"_s);
        QVERIFY(approval);
        QCOMPARE(approval->toolCalls.size(), 1);
        {
            ApprovalDialog dialog(sandbox.client, *approval);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QTRY_COMPARE(textIn(dialog, 0, u"risk"_s), u"High risk"_s);
            QCOMPARE(textIn(dialog, 0, u"endpoint"_s), u"DELETE %1/everything"_s.arg(echo));
        }

        // A second shared tool of that name, in other letters' case: either may run.
        sandbox.addTool(u"LOOKUP"_s, u"PATCH"_s, u"/profile"_s, sandbox.shared());
        ApprovalDialog dialog(sandbox.client, *approval);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_COMPARE(textIn(dialog, 0, u"risk"_s), u"High risk (the highest of 2 tools)"_s);
        const QString endpoint = textIn(dialog, 0, u"endpoint"_s);
        QVERIFY2(endpoint.startsWith(u"Ambiguous: 2 tools named “lookup”"_s), qPrintable(endpoint));
        QVERIFY2(endpoint.contains(u"DELETE %1/everything"_s.arg(echo)), qPrintable(endpoint));
        QVERIFY2(endpoint.contains(u"PATCH %1/profile"_s.arg(echo)), qPrintable(endpoint));
        QVERIFY2(!endpoint.contains(u"/weather"_s), qPrintable(endpoint));
    }

    // A tools list answered badly proves no call's tool: a page instead of a
    // list, a server that ignores the scope filter, pages without end.
    void aBadToolsListProvesNothing_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("endpoint");
        QTest::newRow("HTML with 200") << u"html"_s << u"Method and address unknown"_s;
        QTest::newRow("scope filter ignored") << u"unfiltered"_s << u"No tool named “lookup” is shared with"_s;
        QTest::newRow("the same page again") << u"endless"_s << u"Not proved: the tools read that are named “lookup”"_s;
    }

    void aBadToolsListProvesNothing()
    {
        QFETCH(QString, kind);
        QFETCH(QString, endpoint);
        const QString model = u"3f1c2a9e-0000-4000-8000-00000000000a"_s;
        const auto lookup = [](const QJsonArray &scopes) {
            return QJsonObject {{u"id"_s, QUuid::createUuid().toString(QUuid::WithoutBraces)},
                                {u"name"_s, u"lookup"_s},
                                {u"method"_s, u"DELETE"_s},
                                {u"urlTemplate"_s, u"https://api.example.com/everything"_s},
                                {u"scopes"_s, scopes}};
        };
        const QJsonArray shared {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, model}}};
        baton::test::LoopbackServer server;
        server.setHandler([&](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            const baton::test::LoopbackServer::Headers json {{"Content-Type", "application/json"}};
            if (kind == u"html"_s) {
                baton::test::LoopbackServer::reply(responder, 200, "<html><body>Sign in</body></html>",
                                                   {{"Content-Type", "text/html"}});
            } else if (kind == u"unfiltered"_s) {
                const QJsonObject page {
                    {u"data"_s, QJsonArray {lookup({})}}, {u"page"_s, 1}, {u"pageSize"_s, 100}, {u"total"_s, 1}};
                baton::test::LoopbackServer::reply(responder, 200, QJsonDocument(page).toJson(), json);
            } else {
                const QJsonObject page {{u"data"_s, QJsonArray {lookup(shared)}},
                                        {u"page"_s, 1},
                                        {u"pageSize"_s, 1},
                                        {u"total"_s, 1000000}};
                baton::test::LoopbackServer::reply(responder, 200, QJsonDocument(page).toJson(), json);
            }
        });
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client(network, log);
        client.setConnection(baton::Profile {u"bad"_s, server.baseUrl(), false, {}}, u"tok"_s);

        ChatApproval approval;
        approval.model = u"custom:"_s + model;
        approval.approvalId = u"appr-bad"_s;
        approval.toolCalls = {baton::ChatToolCall {0, u"call-a"_s, u"function"_s, u"lookup"_s, u"{}"_s}};
        ApprovalDialog dialog(client, approval);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(textIn(dialog, 0, u"risk"_s) != u"Risk: checking…"_s, 15000);
        QCOMPARE(textIn(dialog, 0, u"risk"_s), u"Unknown risk"_s);
        QVERIFY2(textIn(dialog, 0, u"endpoint"_s).startsWith(endpoint), qPrintable(textIn(dialog, 0, u"endpoint"_s)));
        QVERIFY(!server.requests().isEmpty());
        QVERIFY(server.requests().constFirst().query.queryItemValue(u"scopeId"_s) == model);
    }

    // A tool's name is shown as the text it is, and each call's Approve and
    // Deny are a group that names the call, for a screen reader.
    void namesArePlainAndEachDecisionIsNamed()
    {
        ChatSandbox sandbox;
        ChatApproval approval;
        approval.model = sandbox.target;
        approval.approvalId = u"appr-names"_s;
        approval.toolCalls = {baton::ChatToolCall {0, u"call-a"_s, u"function"_s, u"<b>lookup</b>"_s, u"{}"_s},
                              baton::ChatToolCall {1, u"call-b"_s, u"function"_s, u"create_ticket"_s, u"{}"_s}};
        ApprovalDialog dialog(sandbox.client, approval);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // It opens on what there is to read first, the first call's
        // arguments, named after the call: not on an unchecked Approve.
        auto *arguments = in<QPlainTextEdit>(dialog, 0, u"arguments"_s);
        QVERIFY(arguments);
        QCOMPARE(dialog.focusWidget(), arguments);
        QCOMPARE(arguments->accessibleName(), u"Arguments of <b>lookup</b>"_s);
        auto *name = in<QLabel>(dialog, 0, u"toolName"_s);
        QVERIFY(name);
        QCOMPARE(name->textFormat(), Qt::PlainText);
        QCOMPARE(name->text(), u"<b>lookup</b>"_s);

        QStringList groups;
        for (int index = 0; index < 2; ++index) {
            auto *approve = in<QRadioButton>(dialog, index, u"approve"_s);
            QVERIFY(approve);
            QAccessibleInterface *group = QAccessible::queryAccessibleInterface(approve)->parent();
            QVERIFY(group);
            QCOMPARE(group->role(), QAccessible::Grouping);
            groups << group->text(QAccessible::Name);
            QCOMPARE(in<QRadioButton>(dialog, index, u"deny"_s)->parentWidget(), approve->parentWidget());
        }
        QCOMPARE(
            groups,
            (QStringList {u"Decision on <b>lookup</b>, call call-a"_s, u"Decision on create_ticket, call call-b"_s}));
    }

    void secretValuesAreMasked()
    {
        ChatSandbox sandbox;
        auto session = sandbox.session();
        QVERIFY(session);
        const std::optional<ChatApproval> approval
            = ask(*session,
                  u"/tool update_profile {\"name\": \"Ada\", \"api_key\": \"sk-live-123\", "
                  "\"login\": {\"Password\": \"hunter2\", \"user\": \"ada\"}, \"Authorization\": \"Bearer xyz\"}\n"
                  "/tool create_ticket {\"title\": \"Nothing secret\"}"_s);
        QVERIFY(approval);
        QCOMPARE(approval->toolCalls.size(), 2);
        ApprovalDialog dialog(sandbox.client, *approval);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        auto *arguments = in<QPlainTextEdit>(dialog, 0, u"arguments"_s);
        auto *reveal = in<QCheckBox>(dialog, 0, u"revealSecrets"_s);
        QVERIFY(arguments && reveal);
        const QString masked = arguments->toPlainText();
        for (const QString &secret : {u"sk-live-123"_s, u"hunter2"_s, u"Bearer xyz"_s})
            QVERIFY2(!masked.contains(secret), qPrintable(masked));
        QVERIFY(masked.contains(u"\"Ada\""_s));
        QVERIFY(masked.contains(u"\"ada\""_s));
        QVERIFY(masked.contains(u"\"api_key\": \"••••••••\""_s));
        QVERIFY(masked.contains(u'\n')); // pretty-printed
        QVERIFY(reveal->isVisible());
        QVERIFY(!in<QCheckBox>(dialog, 1, u"revealSecrets"_s)->isVisible());

        click(reveal);
        QVERIFY(arguments->toPlainText().contains(u"sk-live-123"_s));
        QVERIFY(arguments->toPlainText().contains(u"hunter2"_s));
        click(reveal);
        QCOMPARE(arguments->toPlainText(), masked);
    }

    void riskLabelsAndUnknownTools()
    {
        ChatSandbox sandbox;
        auto session = sandbox.session();
        QVERIFY(session);
        std::optional<ChatApproval> approval = ask(*session, u"/tool update_profile {\"name\": \"Ada\"}"_s);
        QVERIFY(approval);
        // A call the tools list does not hold.
        approval->toolCalls.append({1, u"call_unknown"_s, u"function"_s, u"no_such_tool"_s, u"{}"_s});

        ApprovalDialog dialog(sandbox.client, *approval);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_COMPARE(textIn(dialog, 0, u"risk"_s), u"Medium risk"_s);
        QVERIFY(textIn(dialog, 0, u"endpoint"_s).startsWith(u"PATCH "_s));
        QCOMPARE(textIn(dialog, 1, u"risk"_s), u"Unknown risk"_s);
        QVERIFY2(textIn(dialog, 1, u"endpoint"_s).startsWith(u"No tool named “no_such_tool” is shared with"_s),
                 qPrintable(textIn(dialog, 1, u"endpoint"_s)));

        // A token that may not read tools: the dialog says so, every risk is unknown.
        sandbox.client.setConnection(sandbox.client.profile(), u"t-limited"_s);
        ApprovalDialog limited(sandbox.client, *approval);
        limited.show();
        QVERIFY(QTest::qWaitForWindowExposed(&limited));
        auto *status = limited.findChild<QLabel *>(u"toolsStatus"_s);
        QTRY_VERIFY(status->text().contains(u"manageTools"_s));
        QVERIFY(status->isVisible());
        QCOMPARE(textIn(limited, 0, u"risk"_s), u"Unknown risk"_s);
        QCOMPARE(textIn(limited, 1, u"risk"_s), u"Unknown risk"_s);
        QVERIFY2(textIn(limited, 0, u"endpoint"_s).startsWith(u"Method and address unknown"_s),
                 qPrintable(textIn(limited, 0, u"endpoint"_s)));
    }

    // The countdown and the expiry follow the clock the dialog is given: no
    // waiting on the real one.
    void countdownExpiry()
    {
        QDateTime now = QDateTime::currentDateTimeUtc();
        ChatSandbox sandbox([&now] { return now; });
        auto session = sandbox.session();
        QVERIFY(session);
        session->setClock([&now] { return now; });
        const std::optional<ChatApproval> approval = ask(*session, ticketAndDelete);
        QVERIFY(approval);
        QCOMPARE(approval->expiresAt, now.addSecs(600));

        ApprovalDialog dialog(sandbox.client, *approval);
        dialog.setClock([&now] { return now; });
        QSignalSpy expired(&dialog, &ApprovalDialog::expired);
        QSignalSpy decided(&dialog, &ApprovalDialog::decided);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *countdown = dialog.findChild<QLabel *>(u"countdown"_s);
        QVERIFY(countdown->isVisible());
        QVERIFY2(countdown->text().startsWith(u"Expires in 10:00"_s), qPrintable(countdown->text()));
        click(button(dialog, u"approveAll"_s));
        QVERIFY(button(dialog, u"submitButton"_s)->isEnabled());

        // A screen reader hears a fixed name and the time left as the value, not a new name every second.
        QAccessibleInterface *countdownAccessible = QAccessible::queryAccessibleInterface(countdown);
        QVERIFY(countdownAccessible);
        QCOMPARE(countdownAccessible->text(QAccessible::Name), u"Time left"_s);
        // The description says when it expires, and changes at a minute left,
        // not each second.
        const QString before = countdownAccessible->text(QAccessible::Description);
        QVERIFY2(before.startsWith(u"Expires at "_s), qPrintable(before));
        now = now.addSecs(300);
        dialog.tick();
        QVERIFY2(countdown->text().startsWith(u"Expires in 5:00"_s), qPrintable(countdown->text()));
        QCOMPARE(countdownAccessible->text(QAccessible::Description), before);

        now = now.addSecs(295);
        dialog.tick();
        QVERIFY2(countdown->text().startsWith(u"Expires in 0:05"_s), qPrintable(countdown->text()));
        QCOMPARE(countdownAccessible->text(QAccessible::Name), u"Time left"_s);
        const QString lastMinute = countdownAccessible->text(QAccessible::Description);
        QVERIFY2(lastMinute.startsWith(u"Less than a minute left: expires at "_s), qPrintable(lastMinute));
        QVERIFY(!dialog.isExpired());
        now = now.addSecs(5);
        dialog.tick();
        QCOMPARE(expired.size(), 1);
        QVERIFY(dialog.isExpired());
        QVERIFY2(countdown->text().contains(u"as far as Baton can tell"_s), qPrintable(countdown->text()));
        QVERIFY(!button(dialog, u"submitButton"_s)->isEnabled());
        QVERIFY(!button(dialog, u"submitButton"_s)->toolTip().isEmpty());
        click(button(dialog, u"submitButton"_s));
        dialog.submit();
        QCOMPARE(decided.size(), 0);
        QVERIFY(dialog.isVisible());
        dialog.tick();
        QCOMPARE(expired.size(), 1);

        // The service agrees.
        QVERIFY(session->resume(dialog.decisions()).isEmpty());
        QVERIFY(waitForAnswer(*session));
        QCOMPARE(session->state(), State::ApprovalExpired);

        // Opened after expiry: expired at once. Without expires_at: no countdown.
        ApprovalDialog late(sandbox.client, *approval);
        late.setClock([&now] { return now; });
        QVERIFY(late.isExpired());
        QVERIFY(!late.findChild<QPushButton *>(u"submitButton"_s)->isEnabled());
        ChatApproval timeless = *approval;
        timeless.expiresAt = {};
        ApprovalDialog open(sandbox.client, timeless);
        open.show();
        QVERIFY(open.findChild<QLabel *>(u"countdown"_s)->isHidden());
        click(open.findChild<QPushButton *>(u"approveAll"_s));
        QVERIFY(open.findChild<QPushButton *>(u"submitButton"_s)->isEnabled());
    }

    // The service's clock runs ahead of or behind this machine's: with the
    // session's estimate from the Date header, the countdown shows the ten
    // minutes the service gives, not ten minutes plus or minus the skew.
    void countdownUsesTheServiceClock_data()
    {
        QTest::addColumn<int>("skew");
        QTest::newRow("service an hour ahead") << 3600;
        QTest::newRow("service an hour behind") << -3600;
    }

    void countdownUsesTheServiceClock()
    {
        QFETCH(int, skew);
        ChatSandbox sandbox([skew] { return QDateTime::currentDateTimeUtc().addSecs(skew); });
        auto session = sandbox.session();
        QVERIFY(session);
        const std::optional<ChatApproval> approval = ask(*session, ticketAndDelete);
        QVERIFY(approval);

        ApprovalDialog dialog(sandbox.client, *approval);
        dialog.setClock([&session] { return session->serviceNow(); });
        QVERIFY(!dialog.isExpired());
        const QString text = dialog.findChild<QLabel *>(u"countdown"_s)->text();
        QVERIFY2(text.startsWith(u"Expires in 10:0"_s) || text.startsWith(u"Expires in 9:5"_s), qPrintable(text));
    }

    void secondRoundOpensANewDialog()
    {
        ChatSandbox sandbox;
        auto session = sandbox.session();
        QVERIFY(session);
        const std::optional<ChatApproval> first = ask(*session, u"/tool create_ticket {\"title\": \"First\"}"_s);
        QVERIFY(first);
        const QString firstId = first->toolCalls.value(0).id;

        ApprovalDialog firstDialog(sandbox.client, *first);
        firstDialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&firstDialog));
        click(in<QRadioButton>(firstDialog, 0, u"approve"_s));
        click(button(firstDialog, u"submitButton"_s));
        QCOMPARE(firstDialog.result(), int(QDialog::Accepted));

        QSignalSpy required(session.get(), &ChatSession::approvalRequired);
        QVERIFY(session->resume(firstDialog.decisions(), u"/tool delete_account {\"id\": \"7\"}"_s).isEmpty());
        QVERIFY(required.wait(15000));
        const std::optional<ChatApproval> second = session->approval();
        QVERIFY(second);
        QVERIFY(second->approvalId != first->approvalId);
        QCOMPARE(second->toolCalls.size(), 1);
        const QString secondId = second->toolCalls.at(0).id;
        QVERIFY(secondId != firstId);

        ApprovalDialog secondDialog(sandbox.client, *second);
        secondDialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&secondDialog));
        QCOMPARE(secondDialog.approval().approvalId, second->approvalId);
        QVERIFY(!row(secondDialog, 1));
        QCOMPARE(textIn(secondDialog, 0, u"toolName"_s), u"delete_account"_s);
        QTRY_COMPARE(textIn(secondDialog, 0, u"risk"_s), u"High risk"_s);
        QVERIFY(in<QPlainTextEdit>(secondDialog, 0, u"arguments"_s)->toPlainText().contains(u"\"7\""_s));
        click(in<QRadioButton>(secondDialog, 0, u"deny"_s));
        editortest::type(reasonEdit(secondDialog, 0), u"Not this one"_s);
        click(button(secondDialog, u"submitButton"_s));

        QVERIFY(session->resume(secondDialog.decisions()).isEmpty());
        QVERIFY(waitForAnswer(*session));
        QCOMPARE(session->state(), State::Completed);
        const QJsonObject body = sandbox.lastResumeBody();
        QCOMPARE(body[u"approval_id"_s].toString(), second->approvalId);
        QCOMPARE(body[u"approved_tool_execution_ids"_s].toArray(), QJsonArray());
        QCOMPARE(body[u"denied_tools"_s].toArray(),
                 (QJsonArray {QJsonObject {{u"tool_execution_id"_s, secondId}, {u"reason"_s, u"Not this one"_s}}}));
    }

    // A service may ask approval for thousands of calls: the dialog opens at
    // once, with rows for the first ApprovalDialog::MaxRows calls and the
    // others listed and decided together; every call gets exactly one
    // decision, in the order of the calls (building a row of widgets for
    // each call, and counting every row again on each choice, took minutes).
    void manyCallsOpenQuickly()
    {
        ChatSandbox sandbox;
        constexpr int calls = 40000;
        const QStringList tools {u"create_ticket"_s, u"delete_account"_s, u"update_profile"_s};
        ChatApproval approval;
        approval.approvalId = u"appr-many"_s;
        approval.model = sandbox.target;
        approval.expiresAt = QDateTime::currentDateTimeUtc().addSecs(600);
        for (int i = 0; i < calls; ++i) {
            baton::ChatToolCall call;
            call.index = i;
            call.id = u"call-%1"_s.arg(i);
            call.type = u"function"_s;
            call.name = tools.at(i % tools.size());
            call.arguments = u"{\"id\": \"%1\", \"title\": \"Printer on fire\"}"_s.arg(i);
            approval.toolCalls.append(call);
        }

        QElapsedTimer clock;
        clock.start();
        ApprovalDialog dialog(sandbox.client, approval);
        QSignalSpy decided(&dialog, &ApprovalDialog::decided);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.findChild<QLabel *>(u"toolsStatus"_s)->isHidden(), 600000);
        click(button(dialog, u"approveAll"_s));
        const qint64 ms = clock.elapsed();
        qInfo("%d calls: the dialog opened, found its tools and approved all in %lld ms", calls, ms);

        QCOMPARE(dialog.findChildren<QRadioButton *>(u"approve"_s).size(), ApprovalDialog::MaxRows);
        auto *list = dialog.findChild<QAbstractItemView *>(u"otherToolCallsList"_s);
        QVERIFY(list);
        QCOMPARE(list->model()->rowCount(), calls - ApprovalDialog::MaxRows);
        QCOMPARE(list->model()->index(0, 0).data().toString(),
                 u"delete_account (call call-%1)"_s.arg(ApprovalDialog::MaxRows));
        QList<ToolDecision> made = dialog.decisions();
        QCOMPARE(made.size(), calls);
        QCOMPARE(made.constFirst(), ToolDecision::approve(u"call-0"_s));
        QCOMPARE(made.constLast(), ToolDecision::approve(u"call-%1"_s.arg(calls - 1)));

        // One row denied, and the others denied together with one reason.
        click(in<QRadioButton>(dialog, 1, u"deny"_s));
        auto *denyRest = dialog.findChild<QRadioButton *>(u"denyRest"_s);
        click(denyRest);
        auto *reason = dialog.findChild<baton::CountedTextEdit *>(u"restReason"_s);
        QVERIFY(reason->isVisible());
        reason->setText(u"Too many at once"_s);
        QVERIFY(button(dialog, u"submitButton"_s)->isEnabled());
        click(button(dialog, u"submitButton"_s));
        QCOMPARE(decided.size(), 1);
        made = decided.at(0).at(0).value<QList<ToolDecision>>();
        QCOMPARE(made.size(), calls);
        for (int i = 0; i < calls; ++i) {
            const ToolDecision expected = i == 1 ? ToolDecision::deny(u"call-1"_s)
                : i < ApprovalDialog::MaxRows    ? ToolDecision::approve(u"call-%1"_s.arg(i))
                                                 : ToolDecision::deny(u"call-%1"_s.arg(i), u"Too many at once"_s);
            QCOMPARE(made.at(i), expected);
        }
        QVERIFY2(ms < 10000, qPrintable(u"%1 ms"_s.arg(ms)));
    }
};

// The dialog is measured on a 1440×900 screen, the size it was seen at.
int main(int argc, char **argv)
{
    QTemporaryFile screens(QDir::tempPath() + u"/tst_approvaldialog-XXXXXX.json"_s);
    testsupport::useOffscreenScreen(screens);
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    tst_ApprovalDialog test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_approvaldialog.moc"

#include "ChatFixture.h"
#include "TranscriptStructure.h"
#include "core/api/ToolArguments.h"
#include "core/chat/ChatSession.h"
#include "core/i18n/Translations.h"
#include "core/models/RequestLogModel.h"
#include "core/relations/NameBook.h"
#include "support/EventOrder.h"
#include "support/LoopbackServer.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/chat/ChatPane.h"
#include "ui/chat/EventInspector.h"
#include "ui/chat/TranscriptView.h"
#include "ui/chat/WelcomePage.h"
#include "ui/widgets/MessageBox.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using baton::ChatApproval;
using baton::ChatPane;
using baton::ChatSession;
using baton::ToolDecision;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;
using chattest::ChatFixture;
using chattest::TranscriptStructure;
using State = baton::ConversationTurn::State;

namespace {

const QString ticketCommand = u"/tool create_ticket {\"title\": \"Printer on fire\", \"priority\": \"high\"}"_s;

// Replaces the whole text of an edit, by keyboard.
void retype(QWidget *edit, const QString &text)
{
    edit->setFocus();
    QTest::keySequence(edit, QKeySequence::SelectAll);
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// How many POSTs a client's log holds: a request is logged as it is sent.
qsizetype postsLogged(const baton::RequestLog &log)
{
    qsizetype posts = 0;
    for (qsizetype i = 0; i < log.count(); ++i)
        posts += log.at(i).method == "POST" ? 1 : 0;
    return posts;
}

// The accessibility events a pane sends, with the name of the object each
// one is about as assistive technology would read it.
struct AccessibleEvents {
    struct Event {
        QAccessible::Event type;
        QString objectName;
        QString name;
    };
    QList<Event> seen;

    explicit AccessibleEvents(ChatPane &pane)
    {
        pane.setAccessibilityUpdate([this](QAccessibleEvent *event) {
            QAccessibleInterface *face = QAccessible::queryAccessibleInterface(event->object());
            seen.append({event->type(), event->object() ? event->object()->objectName() : QString(),
                         face ? face->text(QAccessible::Name) : QString()});
        });
    }

    // The names announced through an event of `type`.
    [[nodiscard]] QStringList names(QAccessible::Event type) const
    {
        QStringList names;
        for (const Event &event : seen) {
            if (event.type == type && !event.name.isEmpty())
                names << event.name;
        }
        return names;
    }
};

} // namespace

class tst_ChatPane : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ChatFixture> m_fixture;
    // The lists of the fixture's client, for the pane's welcome page.
    std::unique_ptr<baton::NameBook> m_names;
    std::unique_ptr<ChatPane> m_pane;
    // A client of a loopback server, for the tests that need answers the sandbox does not give.
    struct Loopback {
        LoopbackServer server;
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client {network, log};
        baton::NameBook names {client};
    };
    std::unique_ptr<Loopback> m_loopback;
    QString m_support;
    QString m_desk;

    template<typename T> T *child(const QString &name) const
    {
        T *found = m_pane->findChild<T *>(name);
        if (!found)
            qWarning() << "no widget" << name;
        return found;
    }

    QComboBox *target() const { return child<QComboBox>(u"chatTarget"_s); }
    QPlainTextEdit *composer() const { return child<QPlainTextEdit>(u"chatComposer"_s); }
    baton::TranscriptView *transcript() const { return m_pane->transcript(); }
    ChatSession &session() const { return m_pane->session(); }

    // Picks a listed target with the keyboard.
    bool chooseTarget(const QString &data) const
    {
        const int index = target()->findData(data);
        if (index < 0)
            return false;
        target()->setFocus();
        while (target()->currentIndex() != index) {
            const int before = target()->currentIndex();
            QTest::keyClick(target(), target()->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
            if (target()->currentIndex() == before)
                return false;
        }
        return m_pane->currentTarget() == data;
    }

    // Types a message and sends it with Ctrl+Enter.
    void say(const QString &text) const
    {
        retype(composer(), text);
        QTest::keyClick(composer(), Qt::Key_Return, Qt::ControlModifier);
    }

    // The id of the client's newest log entry; 0 when there is none.
    quint64 newestLogged() const
    {
        return m_fixture->log.count() > 0 ? m_fixture->log.at(m_fixture->log.count() - 1).id : 0;
    }

    // Whether every chat request sent after the entry `since` has ended, as
    // the client's log says: an ended request delivers nothing more.
    bool chatRequestsEnded(quint64 since) const
    {
        for (qsizetype i = 0; i < m_fixture->log.count(); ++i) {
            const baton::RequestLog::Entry &entry = m_fixture->log.at(i);
            if (entry.id > since && entry.method == "POST" && !entry.finished)
                return false;
        }
        return true;
    }

    bool waitIdle() const
    {
        return QTest::qWaitFor([this] { return !session().isBusy(); }, 30000);
    }

    // A pane on the loopback server at `base`, chatting with a custom model
    // id that server does not check; "Anyone there?" is sent.
    [[nodiscard]] bool askLoopback(const QUrl &base)
    {
        m_loopback->client.setConnection(baton::Profile {u"loopback"_s, base, false, {}}, u"t"_s);
        m_pane = std::make_unique<ChatPane>(m_loopback->client, m_loopback->names);
        m_pane->show();
        if (!QTest::qWaitForWindowExposed(m_pane.get()))
            return false;
        retype(target()->lineEdit(), u"custom:00000000-0000-4000-8000-000000000000"_s);
        say(u"Anyone there?"_s);
        return true;
    }

    // Asks for the demo's ticket through the composer and waits until the
    // answer pauses for its approval.
    [[nodiscard]] bool pauseForTicket() const
    {
        QSignalSpy requested(m_pane.get(), &ChatPane::approvalRequested);
        say(ticketCommand);
        return requested.wait(20000) && session().approval();
    }

private Q_SLOTS:
    void initTestCase()
    {
        // English as the console speaks it, with its plural forms.
        QCOMPARE(baton::translations::install(*qApp, u"en"_s), u"en"_s);
        m_fixture = std::make_unique<ChatFixture>();
        m_support = m_fixture->supportAssistant();
        m_desk = m_fixture->supportDesk();
        QVERIFY(m_support.size() > 7);
        QVERIFY(m_desk.size() > 6);
    }

    void init()
    {
        m_names = std::make_unique<baton::NameBook>(m_fixture->client);
        m_pane = std::make_unique<ChatPane>(m_fixture->client, *m_names);
        m_pane->resize(1000, 760);
        m_pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
        m_pane->refresh();
        QTRY_VERIFY(target()->findData(m_support) >= 0 && target()->findData(m_desk) >= 0);
        QVERIFY(chooseTarget(m_support));
    }

    void cleanup()
    {
        m_pane.reset();
        m_loopback.reset();
    }

    // Group and custom models are listed; a target can be typed by hand; the
    // mode applies to group models only.
    void targetPicker()
    {
        for (int i = 0; i < target()->count(); ++i) {
            const QString data = target()->itemData(i).toString();
            QVERIFY2(data.startsWith(u"group:"_s) || data.startsWith(u"custom:"_s), qPrintable(data));
        }
        auto *mode = child<QComboBox>(u"chatMode"_s);
        QVERIFY(!mode->isEnabled());
        QVERIFY(chooseTarget(m_desk));
        QVERIFY(mode->isEnabled());

        retype(target()->lineEdit(), m_support);
        QCOMPARE(m_pane->currentTarget(), m_support);
        QVERIFY(!mode->isEnabled());

        // Not a target: nothing is sent, the message stays.
        retype(target()->lineEdit(), u"gpt-4"_s);
        const qsizetype before = m_fixture->log.count();
        say(u"hello"_s);
        QCOMPARE(m_fixture->log.count(), before);
        QCOMPARE(composer()->toPlainText(), u"hello"_s);
        QVERIFY(!child<QLabel>(u"chatNotice"_s)->text().isEmpty());
        QVERIFY(session().turns().isEmpty());

        // The kind typed right, the id not: the notice says what an id is.
        retype(target()->lineEdit(), u"custom:bogus"_s);
        say(u"hello"_s);
        QCOMPARE(m_fixture->log.count(), before);
        const QString notice = child<QLabel>(u"chatNotice"_s)->text();
        QVERIFY2(notice.contains(u"UUID"_s) && notice.contains(u"“bogus”"_s), qPrintable(notice));

        // No target at all: the notice speaks of the form, not of the
        // request's members, and the focus goes to the target.
        target()->setCurrentIndex(-1);
        target()->setEditText(QString());
        say(u"hello"_s);
        QCOMPARE(m_fixture->log.count(), before);
        QCOMPARE(child<QLabel>(u"chatNotice"_s)->text(), u"Choose a target first: a group model or a custom model."_s);
        QVERIFY(target()->hasFocus() || target()->lineEdit()->hasFocus());
        QCOMPARE(composer()->toPlainText(), u"hello"_s);

        // A target chosen: what was said of none goes, without a Send.
        QVERIFY(chooseTarget(m_desk));
        QCOMPARE(child<QLabel>(u"chatNotice"_s)->text(), QString());
        // The same for what was said of a target typed wrong.
        retype(target()->lineEdit(), u"custom:bogus"_s);
        say(u"hello"_s);
        QVERIFY(!child<QLabel>(u"chatNotice"_s)->text().isEmpty());
        retype(target()->lineEdit(), m_desk);
        QCOMPARE(child<QLabel>(u"chatNotice"_s)->text(), QString());
        QCOMPARE(m_fixture->log.count(), before);
    }

    // Stream, mode, temperature and max tokens go into the request.
    void optionsGoIntoTheRequest()
    {
        QVERIFY(chooseTarget(m_desk));
        QVERIFY(choose(child<QComboBox>(u"chatMode"_s), u"synth"_s));
        QTest::mouseClick(child<QCheckBox>(u"chatStream"_s), Qt::LeftButton);
        retype(child<QDoubleSpinBox>(u"chatTemperature"_s), u"0.7"_s);
        retype(child<QSpinBox>(u"chatMaxTokens"_s), u"300"_s);
        say(u"Summarise the day"_s);
        QVERIFY(waitIdle());
        QCOMPARE(session().state(), State::Completed);

        QJsonObject body;
        for (qsizetype i = 0; i < m_fixture->log.count(); ++i) {
            if (m_fixture->log.at(i).path == u"/v1/chat/completions"_s)
                body = QJsonDocument::fromJson(m_fixture->log.at(i).requestBody).object();
        }
        QCOMPARE(body[u"model"_s].toString(), m_desk);
        QCOMPARE(body[u"stream"_s].toBool(true), false);
        QCOMPARE(body[u"temperature"_s].toDouble(), 0.7);
        QCOMPARE(body[u"max_tokens"_s].toInt(), 300);
        QCOMPARE(body[u"metadata"_s][u"mode"_s].toString(), u"synth"_s);
        QVERIFY(transcript()->messageText(1).contains(u"synth"_s));
    }

    // A long streamed answer keeps its Markdown structure; the turn's figures
    // are shown under it.
    void longAnswerWithFigures()
    {
        say(u"/long 1200 explain it all"_s);
        QVERIFY(composer()->toPlainText().isEmpty());
        QVERIFY(session().isBusy());
        QVERIFY(child<QPushButton>(u"chatStop"_s)->isEnabled());
        QVERIFY(waitIdle());
        QCOMPARE(session().state(), State::Completed);

        const TranscriptStructure found = TranscriptStructure::of(*transcript()->document());
        QVERIFY(found.headings >= 1);
        QVERIFY(found.listItems >= 1);
        QVERIFY(found.monospaceCodeBlocks >= 1);
        QVERIFY(found.tableCells >= 4);
        QCOMPARE(transcript()->messageText(1), session().turn(1).answer.content);

        const QString status = transcript()->statusText(1);
        const baton::ChatUsage usage = *session().turn(1).answer.usage;
        const QLocale locale;
        QVERIFY2(status.contains(u"Tokens: %1 prompt, %2 completion, %3 total"_s.arg(
                     locale.toString(usage.promptTokens), locale.toString(usage.completionTokens),
                     locale.toString(usage.totalTokens))),
                 qPrintable(status));
        QVERIFY2(status.contains(u"Credits: %1"_s.arg(*session().turn(1).answer.service->creditsCharged)),
                 qPrintable(status));
        QVERIFY2(status.contains(u"Request id: "_s + session().turn(1).serviceRequestId), qPrintable(status));
        QVERIFY2(status.contains(u"Baton's request id: "_s + session().turn(1).sentRequestId()), qPrintable(status));
        QVERIFY2(status.contains(u"First token: "_s), qPrintable(status));
        QVERIFY2(status.contains(u"tokens/s"_s), qPrintable(status));
        QVERIFY(!child<QPushButton>(u"chatRetry"_s)->isVisible());
    }

    // Each id shown under an answer, the service's and Baton's, finds the
    // chat request in the request log's filter, and only it.
    void eachIdUnderTheAnswerFindsItsRequest()
    {
        say(u"hello"_s);
        QVERIFY(waitIdle());
        QCOMPARE(session().state(), State::Completed);
        const QString status = transcript()->statusText(1);
        baton::RequestLogModel model(m_fixture->log);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setFilterRole(baton::RequestLogModel::FilterTextRole);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        for (const QString &label : {u"Request id"_s, u"Baton's request id"_s}) {
            const QRegularExpressionMatch shown
                = QRegularExpression(u"(?:^|· )"_s + QRegularExpression::escape(label) + u": (\\S+)"_s,
                                     QRegularExpression::MultilineOption)
                      .match(status);
            QVERIFY2(shown.hasMatch(), qPrintable(label + u" in "_s + status));
            proxy.setFilterFixedString(shown.captured(1));
            QVERIFY2(proxy.rowCount() == 1,
                     qPrintable(u"%1 %2 finds %3 entries"_s.arg(label, shown.captured(1)).arg(proxy.rowCount())));
            QCOMPARE(proxy.index(0, baton::RequestLogModel::PathColumn).data().toString(), u"/v1/chat/completions"_s);
        }
    }

    // The transcript follows each new answer down while the user is at its
    // end: after Send, after a decision on tool calls, after a retry, however
    // the rows under it (notice, Review, Retry) come and go.
    void transcriptFollowsNewAnswers()
    {
        QScrollBar *bar = transcript()->verticalScrollBar();
        const auto atEnd = [bar] { return bar->maximum() > 0 && bar->value() == bar->maximum(); };
        say(u"/long 600 the first story"_s);
        QVERIFY(waitIdle());
        QTRY_VERIFY2(atEnd(), qPrintable(u"%1 of %2"_s.arg(bar->value()).arg(bar->maximum())));

        QVERIFY(pauseForTicket());
        QTRY_VERIFY2(atEnd(), qPrintable(u"%1 of %2"_s.arg(bar->value()).arg(bar->maximum())));
        const QString callId = session().approval()->toolCalls.at(0).id;
        QVERIFY(session().resume({ToolDecision::approve(callId)}, u"/long 400 and then?"_s).isEmpty());
        QVERIFY(waitIdle());
        QTRY_VERIFY2(atEnd(), qPrintable(u"%1 of %2"_s.arg(bar->value()).arg(bar->maximum())));

        say(u"/fail halfway please"_s);
        QVERIFY(waitIdle());
        QTRY_VERIFY2(atEnd(), qPrintable(u"%1 of %2"_s.arg(bar->value()).arg(bar->maximum())));
        QTest::mouseClick(child<QPushButton>(u"chatRetry"_s), Qt::LeftButton);
        QVERIFY(waitIdle());
        QTRY_VERIFY2(atEnd(), qPrintable(u"%1 of %2"_s.arg(bar->value()).arg(bar->maximum())));
        QVERIFY(!transcript()->findChild<QWidget *>(u"jumpToLatestButton"_s)->isVisible());
    }

    // A screen reader hears when an answer finishes and when an approval
    // waits, from a status label's name (and an alert for the approval).
    void answersAndApprovalsAreAnnounced()
    {
        const AccessibleEvents events(*m_pane);
        say(u"Hello there"_s);
        QVERIFY(waitIdle());
        QTRY_VERIFY2(events.names(QAccessible::NameChanged).contains(u"Answer finished"_s),
                     qPrintable(events.names(QAccessible::NameChanged).join(u", "_s)));

        QVERIFY(session()
                    .send(u"/tool create_ticket {\"title\": \"One\"}\n"
                          "/tool create_ticket {\"title\": \"Two\"}"_s)
                    .isEmpty());
        QVERIFY(waitIdle());
        QCOMPARE(session().approval()->toolCalls.size(), 2);
        QTRY_VERIFY2(events.names(QAccessible::Alert).contains(u"Approval needed: 2 tool calls"_s),
                     qPrintable(events.names(QAccessible::Alert).join(u", "_s)));
        QVERIFY(!events.names(QAccessible::Alert).contains(u"Answer finished"_s));
        auto *status = child<QLabel>(u"chatAnnouncement"_s);
        QVERIFY(status->isVisible());
        QCOMPARE(QAccessible::queryAccessibleInterface(status)->text(QAccessible::Name),
                 u"Approval needed: 2 tool calls"_s);
    }

    // Stop keeps what arrived and offers a retry.
    void stopKeepsThePartialAnswer()
    {
        const quint64 since = newestLogged();
        say(u"/long 8000 a very long story"_s);
        QTRY_VERIFY_WITH_TIMEOUT(transcript()->messageText(1).size() > 200, 20000);
        // Escape in the composer stops it, as Stop does.
        QTest::keyClick(child<QPlainTextEdit>(u"chatComposer"_s), Qt::Key_Escape);
        QCOMPARE(session().state(), State::Cancelled);
        const QString partial = transcript()->messageText(1);
        QVERIFY(!partial.isEmpty());
        QCOMPARE(partial, session().turn(1).answer.content);
        // The stop ended the stream's request there and then: nothing more of
        // it can come.
        QVERIFY(chatRequestsEnded(since));
        QCOMPARE(transcript()->messageText(1), partial);
        QVERIFY(transcript()->statusText(1).contains(u"Stopped"_s));
        QVERIFY(TranscriptStructure::of(*transcript()->document()).headings >= 1);
        QVERIFY(child<QPushButton>(u"chatRetry"_s)->isVisible());
        QVERIFY(!child<QPushButton>(u"chatStop"_s)->isEnabled());

        // Ctrl+N starts a new chat.
        QTest::keyClick(child<QPlainTextEdit>(u"chatComposer"_s), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(session().turns().isEmpty()); // a button's shortcut clicks it as a mouse would, after a moment
    }

    // An interrupted answer is marked; Retry asks again into the same turn.
    void interruptionAndRetry()
    {
        say(u"/fail halfway please"_s);
        QVERIFY(waitIdle());
        QCOMPARE(session().state(), State::Interrupted);
        QVERIFY(transcript()->statusText(1).contains(u"Interrupted"_s));
        const QString firstAttempt = transcript()->messageText(1);
        QVERIFY(!firstAttempt.isEmpty());
        auto *retry = child<QPushButton>(u"chatRetry"_s);
        QVERIFY(retry->isVisible());

        QTest::mouseClick(retry, Qt::LeftButton);
        QVERIFY(session().isBusy());
        QVERIFY(waitIdle());
        QCOMPARE(session().turns().size(), 2);
        QCOMPARE(session().turn(1).sentRequestIds.size(), 2);
        QCOMPARE(transcript()->turnCount(), 2);
        // Started over: the second attempt alone, not appended to the first.
        QCOMPARE(transcript()->messageText(1), session().turn(1).answer.content);
        QCOMPARE(transcript()->messageText(1), firstAttempt);
        QVERIFY(transcript()->statusText(1).contains(session().turn(1).sentRequestIds.at(1)));
    }

    // A send that fails before any answer gives the message back to the composer.
    void failedSendKeepsTheComposerText()
    {
        retype(target()->lineEdit(), u"custom:00000000-0000-4000-8000-000000000000"_s);
        say(u"Anyone there?"_s);
        QVERIFY(waitIdle());
        QCOMPARE(session().state(), State::Failed);
        QCOMPARE(composer()->toPlainText(), u"Anyone there?"_s);
        // The service's words, status, type, code and request id, in the notice and the transcript.
        const baton::ApiError &error = *session().turn(1).error;
        QVERIFY(!error.message().isEmpty());
        QVERIFY(!error.requestId().isEmpty());
        const QString notice = child<QLabel>(u"chatNotice"_s)->text();
        QCOMPARE(notice, error.userMessage());
        QCOMPARE(child<QLabel>(u"chatNotice"_s)->textFormat(),
                 Qt::PlainText); // markup in the service's text shows as is
        for (const QString &word :
             {QString(u'“' + error.message() + u'”'), u"HTTP 404, not_found_error/not_found"_s, error.requestId()})
            QVERIFY2(notice.contains(word), qPrintable(notice));
        const QString status = transcript()->statusText(1);
        QVERIFY2(status.startsWith(u"Failed: "_s + error.headline()), qPrintable(status));
        QVERIFY2(status.contains(u"Request id: "_s + error.requestId()), qPrintable(status));
    }

    // Tool calls needing approval: the pane asks for a review, shows the calls
    // as cards, and asks again from its button; a decision shows on the cards.
    void toolCallsAskForApproval()
    {
        QSignalSpy requested(m_pane.get(), &ChatPane::approvalRequested);
        say(ticketCommand);
        QVERIFY(requested.wait(20000));
        QCOMPARE(session().state(), State::AwaitingApproval);
        const auto approval = requested.at(0).at(0).value<ChatApproval>();
        QCOMPARE(approval.toolCalls.size(), 1);
        QCOMPARE(approval.toolCalls.at(0).name, u"create_ticket"_s);
        QCOMPARE(approval, *session().approval());

        const QString card = transcript()->toolCallsText(1);
        QVERIFY2(card.contains(u"create_ticket"_s), qPrintable(card));
        QVERIFY2(card.contains(u"Awaiting approval"_s), qPrintable(card));
        QVERIFY2(card.contains(u"    \"title\": \"Printer on fire\""_s), qPrintable(card));
        QVERIFY(transcript()->statusText(1).contains(u"decision"_s));

        auto *review = child<QPushButton>(u"chatReviewToolCalls"_s);
        QVERIFY(review->isVisible());
        QVERIFY(!child<QPushButton>(u"chatSend"_s)->isEnabled());
        QTest::mouseClick(review, Qt::LeftButton);
        QCOMPARE(requested.size(), 2);
        QCOMPARE(requested.at(1).at(0).value<ChatApproval>(), approval);

        const QString callId = approval.toolCalls.at(0).id;
        QVERIFY(session().resume({ToolDecision::deny(callId, u"Not on a Sunday"_s)}).isEmpty());
        QVERIFY(waitIdle());
        QTRY_VERIFY(!review->isVisible());
        QVERIFY2(transcript()->toolCallsText(1).contains(u"Denied: Not on a Sunday"_s),
                 qPrintable(transcript()->toolCallsText(1)));
        QCOMPARE(transcript()->turnCount(), 3);
        QVERIFY(transcript()->messageText(2).contains(u"Not on a Sunday"_s));
    }

    // While an approval waits, Send says why it is disabled: which tool calls
    // wait and how long the approval has left.
    void sendExplainsThePendingApproval()
    {
        QVERIFY(pauseForTicket());
        retype(composer(), u"Anything else?"_s);
        auto *send = child<QPushButton>(u"chatSend"_s);
        QVERIFY(!send->isEnabled());
        QVERIFY2(send->toolTip().contains(u"create_ticket"_s), qPrintable(send->toolTip()));
        QVERIFY2(send->toolTip().contains(u"expires in 9:5"_s) || send->toolTip().contains(u"expires in 10:00"_s),
                 qPrintable(send->toolTip()));
        auto *reason = child<QLabel>(u"chatSendReason"_s);
        QVERIFY(reason->isVisible());
        QCOMPARE(reason->text(), send->toolTip());
        // The calls by name; the approval's id is no word for a person.
        QVERIFY(!reason->text().contains(session().approval()->approvalId));

        // Past expires_at by the service's clock, the session gives the approval up and Send is back.
        const QDateTime later = QDateTime::currentDateTimeUtc().addSecs(601);
        session().setClock([later] { return later; });
        session().checkExpiry();
        QVERIFY(!session().approval());
        QVERIFY(send->isEnabled());
        QVERIFY(reason->isHidden());
        QVERIFY2(child<QLabel>(u"chatNotice"_s)->text().contains(u"as far as Baton can tell"_s),
                 qPrintable(child<QLabel>(u"chatNotice"_s)->text()));
        QVERIFY2(transcript()->toolCallsText(1).contains(u"as far as Baton can tell"_s),
                 qPrintable(transcript()->toolCallsText(1)));
    }

    // What assistive technology reads of why Send waits says when the
    // approval expires, then that less than a minute is left: it changes at
    // that threshold only, while the countdown shown ticks every second.
    void sendReasonIsReadAtThresholdsOnly()
    {
        QVERIFY(pauseForTicket());
        const QDateTime expiresAt = session().approval()->expiresAt;
        QVERIFY(expiresAt.isValid());
        auto *send = child<QPushButton>(u"chatSend"_s);
        auto *reason = child<QLabel>(u"chatSendReason"_s);
        QAccessibleInterface *reasonFace = QAccessible::queryAccessibleInterface(reason);
        QAccessibleInterface *sendFace = QAccessible::queryAccessibleInterface(send);
        QVERIFY(reasonFace && sendFace);

        // The session's clock, moved by the test; the pane reads it each second.
        QDateTime now = expiresAt.addSecs(-300);
        session().setClock([&now] { return now; });
        AccessibleEvents events(*m_pane);
        const auto changesOf = [&events](const QObject *object) {
            return std::count_if(events.seen.cbegin(), events.seen.cend(), [object](const auto &event) {
                return (event.type == QAccessible::NameChanged || event.type == QAccessible::DescriptionChanged)
                    && event.objectName == object->objectName();
            });
        };
        const auto tickAt = [&now](const QDateTime &at) {
            now = at;
            return testsupport::runPastTimersDueWithin(std::chrono::milliseconds(1100));
        };

        QVERIFY(tickAt(expiresAt.addSecs(-300)));
        QVERIFY2(reason->text().contains(u"expires in 5:00"_s), qPrintable(reason->text()));
        const QString early = reasonFace->text(QAccessible::Name);
        QVERIFY2(early.contains(u"create_ticket"_s) && early.contains(u"which expires at "_s), qPrintable(early));
        QCOMPARE(sendFace->text(QAccessible::Description), early);
        events.seen.clear();
        for (const int left : {299, 240, 61}) {
            QVERIFY(tickAt(expiresAt.addSecs(-left)));
            QVERIFY2(reason->text().contains(u"expires in "_s + baton::ApprovalDialog::timeLeftText(left)),
                     qPrintable(reason->text()));
            QCOMPARE(reasonFace->text(QAccessible::Name), early);
            QCOMPARE(sendFace->text(QAccessible::Description), early);
        }
        QCOMPARE(changesOf(reason), 0);
        QCOMPARE(changesOf(send), 0);

        QVERIFY(tickAt(expiresAt.addSecs(-59)));
        const QString late = reasonFace->text(QAccessible::Name);
        QVERIFY2(late.contains(u"less than a minute left: it expires at "_s), qPrintable(late));
        QCOMPARE(sendFace->text(QAccessible::Description), late);
        QCOMPARE(changesOf(reason), 1);
        QCOMPARE(changesOf(send), 1);
        for (const int left : {58, 30, 2}) {
            QVERIFY(tickAt(expiresAt.addSecs(-left)));
            QVERIFY2(reason->text().contains(u"expires in "_s + baton::ApprovalDialog::timeLeftText(left)),
                     qPrintable(reason->text()));
        }
        QCOMPARE(reasonFace->text(QAccessible::Name), late);
        QCOMPARE(changesOf(reason), 1);
        QCOMPARE(changesOf(send), 1);
    }

    // From the target, Tab reaches the message box in two presses (Reload
    // between them), whether the welcome page or a conversation shows; Tab
    // goes on through Send, Stop and every option, and back to the target.
    void tabGoesFromTheTargetToTheMessage()
    {
        QVERIFY(chooseTarget(m_desk)); // a group model: Mode is enabled
        QVERIFY(child<QComboBox>(u"chatMode"_s)->isEnabled());
        const auto holds = [](const QWidget *widget) {
            const QWidget *focus = QApplication::focusWidget();
            return focus && (focus == widget || widget->isAncestorOf(focus) || focus->focusProxy() == widget);
        };
        const auto tabsToComposer = [&] {
            target()->setFocus();
            if (!QTest::qWaitFor([&] { return holds(target()); }))
                return -1;
            for (int presses = 1; presses <= 60; ++presses) {
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
                if (holds(composer()))
                    return presses;
                if (presses == 1 && !holds(child<QPushButton>(u"chatReloadTargets"_s)))
                    return -1; // Reload, by the target, comes first
            }
            return -1;
        };
        QCOMPARE(tabsToComposer(), 2);

        say(u"Hello"_s);
        QVERIFY(waitIdle());
        QCOMPARE(transcript()->turnCount(), 2);
        composer()->setPlainText(u"Next question"_s); // Send enabled
        QCOMPARE(tabsToComposer(), 2);

        // On from the message box: Send, every option, then the conversation,
        // and back to the target.
        QList<const QWidget *> wanted {child<QPushButton>(u"chatSend"_s),   child<QCheckBox>(u"chatStream"_s),
                                       child<QComboBox>(u"chatMode"_s),     child<QDoubleSpinBox>(u"chatTemperature"_s),
                                       child<QSpinBox>(u"chatMaxTokens"_s), transcript()};
        for (int presses = 0; presses < 60 && !holds(target()); ++presses) {
            wanted.removeIf(holds);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        }
        QVERIFY(holds(target()));
        QStringList missed;
        for (const QWidget *widget : std::as_const(wanted))
            missed << widget->objectName();
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u", "_s)));
    }

    // A resume the service answered cannot be sent again: no Retry, the
    // reason on the button, and the partial answer stays.
    void answeredResumeOffersNoRetry()
    {
        QVERIFY(pauseForTicket());
        const QString callId = session().approval()->toolCalls.at(0).id;
        QVERIFY(session().resume({ToolDecision::approve(callId)}, u"/fail halfway"_s).isEmpty());
        QVERIFY(waitIdle());
        const qsizetype last = session().turns().size() - 1;
        QCOMPARE(session().turn(last).state, State::Interrupted);
        const QString kept = transcript()->messageText(last);
        QVERIFY(!kept.isEmpty());

        auto *retry = child<QPushButton>(u"chatRetry"_s);
        if (retry->isVisible())
            QTest::mouseClick(retry, Qt::LeftButton);
        QVERIFY(waitIdle());
        QCOMPARE(transcript()->messageText(last), kept);
        QVERIFY(!retry->isEnabled());
        QVERIFY2(retry->toolTip().contains(u"already took"_s), qPrintable(retry->toolTip()));
        QVERIFY2(transcript()->toolCallsText(1).contains(u"Approved; the service received your decision"_s),
                 qPrintable(transcript()->toolCallsText(1)));
    }

    // Another client settled the approval first: the resume is refused with
    // 409 approval_resolved, and the card says so without claiming a run.
    void resumeOfAnApprovalSettledElsewhere()
    {
        QVERIFY(pauseForTicket());
        const ChatApproval approval = *session().approval();
        const QString callId = approval.toolCalls.at(0).id;
        const QJsonObject body {
            {u"model"_s, m_support},
            {u"approval_id"_s, approval.approvalId},
            {u"approved_tool_execution_ids"_s, QJsonArray {callId}},
            {u"denied_tools"_s, QJsonArray {}},
            {u"messages"_s, QJsonArray {QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, u"Continue."_s}}}},
            {u"stream"_s, false}};
        QVERIFY(m_fixture->run(m_fixture->client.post(u"/v1/chat/resume"_s, body)).ok());

        QVERIFY(session().resume({ToolDecision::approve(callId)}).isEmpty());
        QVERIFY(waitIdle());
        QCOMPARE(session().turn(2).error->httpStatus(), 409);
        const QString card = transcript()->toolCallsText(1);
        QVERIFY2(!card.contains(u"executed"_s), qPrintable(card));
        QVERIFY2(card.contains(u"already settled"_s), qPrintable(card));
        QVERIFY2(transcript()->statusText(1).contains(u"already settled"_s), qPrintable(transcript()->statusText(1)));
        QVERIFY(!session().approval());
        QVERIFY(!child<QPushButton>(u"chatRetry"_s)->isEnabled());
    }

    // A resume stopped before the service answered: the approval waits again,
    // the cards say the decision did not reach the service, and it can be
    // reviewed and sent again.
    void cancelledResumeLeavesTheApprovalPending()
    {
        QSignalSpy requested(m_pane.get(), &ChatPane::approvalRequested);
        say(ticketCommand);
        QVERIFY(requested.wait(20000));
        const QString callId = session().approval()->toolCalls.at(0).id;
        QVERIFY(session().resume({ToolDecision::approve(callId)}).isEmpty());
        QString card = transcript()->toolCallsText(1);
        QVERIFY2(card.contains(u"Approve — sent, waiting for the service"_s), qPrintable(card));

        QTest::mouseClick(child<QPushButton>(u"chatStop"_s), Qt::LeftButton);
        QVERIFY(!session().isBusy());
        card = transcript()->toolCallsText(1);
        QVERIFY2(card.contains(u"Awaiting approval"_s), qPrintable(card));
        QVERIFY2(!card.contains(u"Approved"_s), qPrintable(card));
        QVERIFY2(card.contains(u"did not reach the service"_s), qPrintable(card));
        QVERIFY(session().approval());
        auto *review = child<QPushButton>(u"chatReviewToolCalls"_s);
        QVERIFY(review->isVisible());
        QTest::mouseClick(review, Qt::LeftButton);
        QCOMPARE(requested.size(), 2);

        QVERIFY(session().resume({ToolDecision::approve(callId)}).isEmpty());
        QVERIFY(waitIdle());
        QVERIFY(!session().approval());
        card = transcript()->toolCallsText(1);
        QVERIFY2(card.contains(u"Approved; the service received your decision"_s), qPrintable(card));
    }

    // New chat while an answer streams cannot be undone, so it asks first,
    // Cancel by default; once confirmed, nothing of the old stream reaches
    // the new chat.
    void newChatDuringAStream()
    {
        const quint64 since = newestLogged();
        say(u"/long 3000 the old question"_s);
        QTRY_VERIFY(!transcript()->messageText(1).isEmpty());
        QAction *newChat = child<QAction>(u"chatNew"_s);
        QVERIFY(newChat && newChat->isEnabled());
        // The real question box: its default is Cancel, and Cancel keeps the chat.
        bool shown = false;
        bool cancelIsDefault = false;
        QTimer::singleShot(0, this, [&shown, &cancelIsDefault] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            shown = true;
            cancelIsDefault = box->defaultButton() && box->defaultButton() == box->button(QMessageBox::Cancel);
            QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
        });
        const int asked = baton::MessageBox::questionsAsked();
        newChat->trigger();
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 1);
        QVERIFY(shown);
        QVERIFY(cancelIsDefault);
        QVERIFY(session().isBusy());
        QCOMPARE(transcript()->turnCount(), 2);

        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        newChat->trigger();
        QVERIFY(!session().isBusy());
        QCOMPARE(transcript()->turnCount(), 0);
        QVERIFY(!child<QWidget>(u"chatUndoBar"_s)->isVisible()); // nothing to bring back

        say(u"The new question"_s);
        QVERIFY(waitIdle());
        // The old stream's request ended with the new chat, and the new one's
        // with its answer: nothing more of either can come.
        QVERIFY(chatRequestsEnded(since));
        QCOMPARE(session().turns().size(), 2);
        QCOMPARE(transcript()->turnCount(), 2);
        QVERIFY(!transcript()->messageText(1).contains(u"the old question"_s));
        QVERIFY(transcript()->messageText(1).contains(u"The new question"_s));
        QCOMPARE(transcript()->messageText(1), session().turn(1).answer.content);
    }

    // With tool calls waiting for a decision, New chat asks too.
    void newChatWithAPendingApprovalAsks()
    {
        QVERIFY(pauseForTicket());
        const int asked = baton::MessageBox::questionsAsked();
        baton::MessageBox::setNextAnswer(QMessageBox::Cancel);
        child<QAction>(u"chatNew"_s)->trigger();
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 1);
        QVERIFY(session().approval());
        QCOMPARE(transcript()->turnCount(), 2);
    }

    // New chat clears at once and offers Undo, which brings the transcript
    // back and the conversation with it: the next message is sent with the
    // earlier turns. Ctrl+Z undoes too; a new message ends the offer.
    void newChatCanBeUndone()
    {
        QAction *newChat = child<QAction>(u"chatNew"_s);
        QVERIFY(newChat);
        QVERIFY(!newChat->isEnabled()); // an empty chat has nothing to clear
        say(u"Where is my parcel?"_s);
        QVERIFY(waitIdle());
        const QString answer = session().turn(1).answer.content;
        QVERIFY(!answer.isEmpty());

        const int asked = baton::MessageBox::questionsAsked();
        QVERIFY(newChat->isEnabled());
        newChat->trigger();
        QCOMPARE(baton::MessageBox::questionsAsked(), asked); // it can be undone: no question
        QVERIFY(session().turns().isEmpty());
        QCOMPARE(transcript()->turnCount(), 0);
        QVERIFY(m_pane->welcomePage()->isVisible());
        auto *bar = child<QWidget>(u"chatUndoBar"_s);
        QVERIFY(bar && bar->isVisible());
        QVERIFY2(bar->findChild<QLabel *>()->text().contains(u"Conversation cleared"_s),
                 qPrintable(bar->findChild<QLabel *>()->text()));

        QTest::mouseClick(child<QPushButton>(u"chatUndoNewChat"_s), Qt::LeftButton);
        QVERIFY(!bar->isVisible());
        QCOMPARE(session().turns().size(), 2);
        QCOMPARE(transcript()->turnCount(), 2);
        QVERIFY(transcript()->isVisible());
        QCOMPARE(transcript()->messageText(0), u"Where is my parcel?"_s);
        QCOMPARE(transcript()->messageText(1), answer);
        QVERIFY(child<QAction>(u"chatExportJson"_s)->isEnabled());

        // The next message goes on with the conversation brought back.
        const auto lastMessages = [this] {
            QJsonArray messages;
            for (qsizetype i = 0; i < m_fixture->log.count(); ++i) {
                if (m_fixture->log.at(i).path == u"/v1/chat/completions"_s)
                    messages = QJsonDocument::fromJson(m_fixture->log.at(i).requestBody)[u"messages"_s].toArray();
            }
            return messages;
        };
        say(u"And when will it come?"_s);
        QVERIFY(waitIdle());
        QJsonArray messages = lastMessages();
        QCOMPARE(messages.size(), 3);
        QCOMPARE(messages.at(0)[u"content"_s].toString(), u"Where is my parcel?"_s);
        QCOMPARE(messages.at(1)[u"role"_s].toString(), u"assistant"_s);
        QCOMPARE(messages.at(1)[u"content"_s].toString(), answer);
        QCOMPARE(messages.at(2)[u"content"_s].toString(), u"And when will it come?"_s);

        // Ctrl+N, then Ctrl+Z from the composer.
        QTest::keyClick(composer(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(session().turns().isEmpty());
        QVERIFY(bar->isVisible());
        QTest::keyClick(composer(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(session().turns().size(), 4);
        QCOMPARE(transcript()->turnCount(), 4);
        QVERIFY(!bar->isVisible());

        // A message sent after New chat starts the new conversation: no Undo any more.
        newChat->trigger();
        QVERIFY(bar->isVisible());
        say(u"Something else entirely"_s);
        QVERIFY(!bar->isVisible());
        QVERIFY(waitIdle());
        messages = lastMessages();
        QCOMPARE(messages.size(), 1);
        QCOMPARE(session().turns().size(), 2);
    }

    // Undo brings back the target and the options the conversation was held
    // with, whatever was picked after New chat: the next message goes to the
    // same model with the same options, the export names that model, and the
    // event inspector shows the last answer's events again.
    void undoBringsBackTargetOptionsAndEvents()
    {
        baton::EventInspector inspector;
        inspector.setSession(&session());
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inspector));
        auto *stream = child<QCheckBox>(u"chatStream"_s);
        auto *temperature = child<QDoubleSpinBox>(u"chatTemperature"_s);
        auto *maxTokens = child<QSpinBox>(u"chatMaxTokens"_s);
        QVERIFY(stream->isChecked());
        retype(temperature, u"0.3"_s);
        retype(maxTokens, u"200"_s);
        say(u"Where is my parcel?"_s);
        QVERIFY(waitIdle());
        const qsizetype events = inspector.eventCount();
        QVERIFY(events > 0);

        child<QAction>(u"chatNew"_s)->trigger();
        QCOMPARE(inspector.eventCount(), 0);
        QVERIFY(chooseTarget(m_desk));
        QTest::mouseClick(stream, Qt::LeftButton);
        retype(temperature, u"1.5"_s);
        retype(maxTokens, u"900"_s);
        QTest::mouseClick(child<QPushButton>(u"chatUndoNewChat"_s), Qt::LeftButton);
        QCOMPARE(session().turns().size(), 2);
        QCOMPARE(m_pane->currentTarget(), m_support);
        QVERIFY(stream->isChecked());
        QCOMPARE(temperature->value(), 0.3);
        QCOMPARE(maxTokens->value(), 200);
        QCOMPARE(inspector.eventCount(), events);
        QCOMPARE(inspector.findChild<QTreeWidget *>(u"events"_s)->topLevelItemCount(), int(events));

        say(u"And when will it come?"_s);
        QVERIFY(waitIdle());
        QJsonObject body;
        for (qsizetype i = 0; i < m_fixture->log.count(); ++i) {
            if (m_fixture->log.at(i).path == u"/v1/chat/completions"_s)
                body = QJsonDocument::fromJson(m_fixture->log.at(i).requestBody).object();
        }
        QCOMPARE(body[u"model"_s].toString(), m_support);
        QCOMPARE(body[u"temperature"_s].toDouble(), 0.3);
        QCOMPARE(body[u"max_tokens"_s].toInt(), 200);
        QCOMPARE(body[u"messages"_s].toArray().size(), 3);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        m_pane->setSavePathChooser([&](QWidget *, const QString &, const QString &suggested, const QString &) {
            return dir.filePath(suggested);
        });
        child<QAction>(u"chatExportJson"_s)->trigger();
        QFile file(dir.filePath(u"chat.json"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject exported = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(exported[u"model"_s].toString(), m_support);
        QCOMPARE(exported[u"turns"_s].toArray().size(), 4);
    }

    // Ctrl+Z undoes New chat wherever the focus is in the window while the
    // chat page shows (here the focus stays in a navigation list beside it,
    // where Ctrl+N came from), and not while another page shows; a text field
    // with its own text to undo keeps Ctrl+Z.
    void ctrlZUndoesNewChatFromAnywhereInTheWindow()
    {
        QWidget window;
        auto *navigation = new QListWidget(&window);
        navigation->addItems({u"Chat"_s, u"Other"_s});
        auto *pages = new QStackedWidget(&window);
        auto *field = new QLineEdit(&window);
        auto *layout = new QHBoxLayout(&window);
        layout->addWidget(navigation);
        layout->addWidget(field);
        layout->addWidget(pages, 1);
        pages->addWidget(m_pane.get());
        auto *other = new QWidget(pages);
        pages->addWidget(other);
        // The pane goes back to the fixture before the window is gone.
        const auto giveBack = qScopeGuard([this] { m_pane->setParent(nullptr); });
        pages->setCurrentWidget(m_pane.get());
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        say(u"Where is my parcel?"_s);
        QVERIFY(waitIdle());
        auto *bar = child<QWidget>(u"chatUndoBar"_s);

        navigation->setFocus();
        QTest::keyClick(navigation, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(session().turns().isEmpty());
        QVERIFY(bar->isVisible());
        QTest::keyClick(navigation, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session().turns().size(), 2);
        QVERIFY(!bar->isVisible());

        // A text field with its own text to undo keeps Ctrl+Z.
        QTest::keyClick(navigation, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(bar->isVisible());
        field->setFocus();
        QTest::keyClicks(field, u"abc"_s);
        QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(field->text(), QString());
        QVERIFY(session().turns().isEmpty());
        QVERIFY(bar->isVisible());

        // Fields with nothing typed of their own to undo let it through.
        auto *temperature = child<QDoubleSpinBox>(u"chatTemperature"_s);
        temperature->setFocus();
        QTest::keyClick(temperature, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session().turns().size(), 2);
        QTest::keyClick(temperature, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(bar->isVisible());
        target()->lineEdit()->setFocus();
        QTest::keyClick(target()->lineEdit(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session().turns().size(), 2);
        QCOMPARE(m_pane->currentTarget(), m_support);
        QTest::keyClick(navigation, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(bar->isVisible());

        // Another page shows: Ctrl+Z leaves the chat alone.
        pages->setCurrentWidget(other);
        navigation->setFocus();
        QTest::keyClick(navigation, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(session().turns().isEmpty());
        pages->setCurrentWidget(m_pane.get());
        QTest::keyClick(navigation, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session().turns().size(), 2);
    }

    // A model made or deleted through the console joins or leaves the
    // picker at once, and the chosen target stays chosen.
    void pickerFollowsModelsMadeAndDeleted()
    {
        const QString name = u"Picker newcomer"_s;
        const baton::ApiResult made = m_fixture->run(
            m_fixture->client.post(u"/v1/custom-models"_s, {{u"name"_s, name}, {u"llmModelName"_s, u"gpt"_s}}));
        QVERIFY(made.ok());
        const QString id = made.object[u"id"_s].toString();
        QVERIFY(!id.isEmpty());
        const QString newcomer = u"custom:"_s + id;
        QTRY_VERIFY(target()->findData(newcomer) >= 0);
        QVERIFY(target()->itemText(target()->findData(newcomer)).contains(name));
        QCOMPARE(m_pane->currentTarget(), m_support);
        QCOMPARE(target()->currentIndex(), target()->findData(m_support));

        QVERIFY(m_fixture->run(m_fixture->client.remove(u"/v1/custom-models/"_s + id)).ok());
        QTRY_COMPARE(target()->findData(newcomer), -1);
        QVERIFY(target()->findData(m_desk) >= 0);
        QCOMPARE(m_pane->currentTarget(), m_support);
        QCOMPARE(target()->currentIndex(), target()->findData(m_support));
    }

    // Arguments the approval dialog masks are masked on the tool call's card
    // and in both exports too, read back from the files written.
    void secretArgumentsAreMaskedInTheTranscriptAndTheExports()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        m_pane->setSavePathChooser([&](QWidget *, const QString &, const QString &suggested, const QString &) {
            return dir.filePath(suggested);
        });
        QSignalSpy requested(m_pane.get(), &ChatPane::approvalRequested);
        const QString message = u"/tool create_ticket {\"title\": \"Printer on fire\", \"api_key\": "
                                "\"sk-live-4711\", \"auth\": {\"password\": \"hunter2\"}}"_s;
        say(message);
        QVERIFY(requested.wait(20000));
        const QStringList secrets {u"sk-live-4711"_s, u"hunter2"_s};
        const QString mask = baton::ToolArguments::Mask.toString();

        const QString card = transcript()->toolCallsText(1);
        QVERIFY2(card.contains(u"Printer on fire"_s) && card.contains(mask), qPrintable(card));
        for (const QString &secret : secrets)
            QVERIFY2(!card.contains(secret), qPrintable(card));

        QVERIFY(m_pane->exportMarkdown());
        QVERIFY(m_pane->exportJson());
        // What the user typed is written with the same values masked.
        const QString typedMasked = u"/tool create_ticket {\"title\": \"Printer on fire\", \"api_key\": \""_s + mask
            + u"\", \"auth\": {\"password\": \""_s + mask + u"\"}}"_s;
        const QByteArray asJson = QJsonDocument(QJsonArray {typedMasked}).toJson(QJsonDocument::Compact);
        const QList<QByteArray> typed {typedMasked.toUtf8(), asJson.mid(2, asJson.size() - 4)};
        for (const QString &name : {u"chat.md"_s, u"chat.json"_s}) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            QVERIFY2(bytes.contains(typed.at(name.endsWith(u".md"_s) ? 0 : 1)), bytes.constData());
            QVERIFY2(bytes.contains("Printer on fire") && bytes.contains(mask.toUtf8()), bytes.constData());
            for (const QString &secret : secrets)
                QVERIFY2(!bytes.contains(secret.toUtf8()), bytes.constData());
        }
        // The call itself is untouched: approving sends the arguments as they came.
        QVERIFY(session().approval()->toolCalls.at(0).arguments.contains(u"sk-live-4711"_s));
    }

    // A key typed into the message that reaches a tool call is masked in the
    // transcript as the card and the approval dialog mask it: the message,
    // its copy, and an answer that repeats it once it has ended. What is
    // sent keeps it.
    void keyInTheMessageIsMaskedAsOnTheCard()
    {
        QSignalSpy requested(m_pane.get(), &ChatPane::approvalRequested);
        const QString message = u"/tool create_ticket {\"title\": \"Printer on fire\", \"api_key\": "
                                "\"sk-live-4711\", \"auth\": {\"password\": \"hunter2\"}}"_s;
        say(message);
        QVERIFY(requested.wait(20000));
        const QString mask = baton::ToolArguments::Mask.toString();
        const QStringList secrets {u"sk-live-4711"_s, u"hunter2"_s};

        const QString card = transcript()->toolCallsText(1);
        QVERIFY2(card.contains(u"\"api_key\": \""_s + mask + u'"'), qPrintable(card));
        const QString shown = transcript()->document()->toPlainText();
        QVERIFY2(shown.contains(u"\"api_key\": \""_s + mask + u"\", \"auth\": {\"password\": \""_s + mask + u"\"}}"_s),
                 qPrintable(shown));
        for (const QString &secret : secrets)
            QVERIFY2(!shown.contains(secret), qPrintable(shown));

        QGuiApplication::clipboard()->clear();
        transcript()->copyMessage(0);
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.startsWith(u"/tool create_ticket"_s) && copied.contains(mask), qPrintable(copied));
        for (const QString &secret : secrets)
            QVERIFY2(!copied.contains(secret), qPrintable(copied));

        // The call and the message are kept as they came: approving sends them so.
        QVERIFY(session().approval()->toolCalls.at(0).arguments.contains(u"sk-live-4711"_s));
        QCOMPARE(session().turn(0).text, message);
        const QString callId = session().approval()->toolCalls.at(0).id;
        QVERIFY(session().resume({ToolDecision::approve(callId)}).isEmpty());
        QVERIFY(waitIdle());
        const qsizetype last = session().turns().size() - 1;
        QCOMPARE(session().turn(last).state, State::Completed);
        QVERIFY2(session().turn(last).content().contains(u"sk-live-4711"_s),
                 qPrintable(session().turn(last).content()));
        const QString after = transcript()->document()->toPlainText();
        for (const QString &secret : secrets)
            QVERIFY2(!after.contains(secret), qPrintable(after));
    }

    // Markdown and JSON exports through the save seam; New chat empties the pane.
    void exportAndNewChat()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString asked;
        m_pane->setSavePathChooser([&](QWidget *, const QString &, const QString &suggested, const QString &) {
            asked = suggested;
            return dir.filePath(suggested);
        });
        QVERIFY(!child<QAction>(u"chatExportMarkdown"_s)->isEnabled());
        say(u"Where is my parcel?"_s);
        QVERIFY(waitIdle());

        child<QAction>(u"chatExportMarkdown"_s)->trigger();
        QCOMPARE(asked, u"chat.md"_s);
        QFile markdown(dir.filePath(u"chat.md"_s));
        QVERIFY(markdown.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(markdown.readAll());
        QCOMPARE(text, session().exportMarkdown());
        QVERIFY(text.contains(u"Where is my parcel?"_s));

        child<QAction>(u"chatExportJson"_s)->trigger();
        QCOMPARE(asked, u"chat.json"_s);
        QFile json(dir.filePath(u"chat.json"_s));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(json.readAll()).object(), session().exportJson());

        // Cancelled save dialog: nothing written.
        m_pane->setSavePathChooser(
            [](QWidget *, const QString &, const QString &, const QString &) { return QString(); });
        QVERIFY(!m_pane->exportJson());

        child<QAction>(u"chatNew"_s)->trigger();
        QVERIFY(session().turns().isEmpty());
        QCOMPARE(transcript()->turnCount(), 0);
        QVERIFY(!child<QAction>(u"chatExportJson"_s)->isEnabled());
    }

    // A send answered 429 is not sent again by itself (the service may have
    // acted on it): the notice gives the service's words and the wait it asked
    // for, and Retry sends it once more when the user chooses.
    void rateLimitedSendIsSentOnceAndOffersRetry()
    {
        m_loopback = std::make_unique<Loopback>();
        LoopbackServer &server = m_loopback->server;
        int posts = 0;
        server.setHandler([&posts](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.method != "POST") {
                LoopbackServer::reply(responder, 200, R"({"data":[],"nextCursor":null})",
                                      {{"Content-Type", "application/json"}});
            } else if (++posts == 1) {
                LoopbackServer::reply(responder, 429,
                                      R"({"error":{"type":"rate_limit_error","code":"rate_limit_exceeded",)"
                                      R"("message":"Slow down","request_id":"req_429"}})",
                                      {{"Content-Type", "application/json"}, {"Retry-After", "2"}});
            } else {
                LoopbackServer::reply(responder, 200, baton::test::streamWithUnknownEvents,
                                      {{"Content-Type", "text/event-stream"}});
            }
        });
        QVERIFY(askLoopback(server.baseUrl()));

        QTRY_VERIFY(posts == 1 && !session().isBusy());
        // Past the Retry-After, when a retry would have been sent: nothing more
        // is, as the client's log says the moment a request goes out.
        QVERIFY(testsupport::runPastTimersDueWithin(std::chrono::seconds(2)));
        QCOMPARE(postsLogged(m_loopback->log), 1);
        QCOMPARE(posts, 1);
        QCOMPARE(session().state(), State::Failed);
        const QString notice = child<QLabel>(u"chatNotice"_s)->text();
        QVERIFY2(notice.contains(u"Slow down"_s), qPrintable(notice));
        QVERIFY2(notice.contains(u"2 second"_s), qPrintable(notice));
        auto *retry = child<QPushButton>(u"chatRetry"_s);
        QVERIFY(retry->isVisible());

        QTest::mouseClick(retry, Qt::LeftButton);
        QVERIFY(waitIdle());
        QCOMPARE(posts, 2);
        QCOMPARE(session().turns().size(), 2);
        QCOMPARE(session().turn(1).answer.content, u"Hi"_s);
    }

    // Failures without the service's JSON error still say what happened: the
    // status when there was one, how the body begins, and the service's
    // request id, that the answer carried none, or (no answer at all) the id
    // Baton sent; in the notice and in the transcript. "$sent" stands for the
    // request id Baton sent.
    void failuresWithoutTheServicesWords_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("timeout") << u"timeout"_s << QStringList {u"1 second"_s, u"$sent"_s};
        QTest::newRow("timeout after the head")
            << u"head"_s << QStringList {u"HTTP 200"_s, u"1 second"_s, u"req_head"_s};
        QTest::newRow("500, empty body") << u"500"_s << QStringList {u"HTTP 500"_s, u"empty body"_s, u"req_500"_s};
        QTest::newRow("502, HTML page") << u"502"_s
                                        << QStringList {u"HTTP 502"_s, u"Bad gateway: upstream down"_s,
                                                        u"carried no request id"_s};
        QTest::newRow("200, HTML page") << u"200"_s
                                        << QStringList {u"HTTP 200"_s, u"text/html"_s, u"Bad gateway: upstream down"_s,
                                                        u"carried no request id"_s};
        QTest::newRow("connection refused") << u"refused"_s << QStringList {u"Could not reach"_s, u"$sent"_s};
    }

    void failuresWithoutTheServicesWords()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, words);
        const QByteArray page = "<html><head><title>502</title></head><body><h1>Bad gateway: upstream "
                                "down</h1></body></html>";
        m_loopback = std::make_unique<Loopback>();
        LoopbackServer &server = m_loopback->server;
        std::vector<std::shared_ptr<QHttpServerResponder>> unanswered;
        server.setHandler([&](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.method != "POST") {
                LoopbackServer::reply(responder, 200, R"({"data":[],"nextCursor":null})",
                                      {{"Content-Type", "application/json"}});
            } else if (kind == u"timeout"_s) {
                unanswered.push_back(std::make_shared<QHttpServerResponder>(std::move(responder)));
            } else if (kind == u"head"_s) {
                responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
                responder.writeHeader("Content-Type", "text/event-stream");
                responder.writeHeader("X-Request-Id", "req_head");
                responder.socket()->write("\r\n");
                unanswered.push_back(std::make_shared<QHttpServerResponder>(std::move(responder)));
            } else if (kind == u"500"_s) {
                LoopbackServer::reply(responder, 500, {}, {{"X-Request-Id", "req_500"}});
            } else {
                LoopbackServer::reply(responder, kind.toInt(), page, {{"Content-Type", "text/html"}});
            }
        });
        QUrl base = server.baseUrl();
        if (kind == u"refused"_s) {
            LoopbackServer closed;
            base = closed.baseUrl();
        }
        baton::ApiClient::Timeouts timeouts;
        timeouts.stream = std::chrono::milliseconds(700);
        m_loopback->client.setTimeouts(timeouts);
        QVERIFY(askLoopback(base));
        QVERIFY(waitIdle());

        // An answer whose head arrived was taken by the service: it is
        // interrupted, and its transcript status says why.
        const bool began = kind == u"head"_s;
        QCOMPARE(session().state(), began ? State::Interrupted : State::Failed);
        const QString notice = child<QLabel>(u"chatNotice"_s)->text();
        const QString status = transcript()->statusText(1);
        QVERIFY2(status.section(u'\n', 0, 0).size() > 12, qPrintable(status));
        QVERIFY2(began ? status.contains(session().turn(1).error->headline())
                       : status.startsWith(u"Failed: "_s + session().turn(1).error->headline()),
                 qPrintable(status));
        for (QString word : words) {
            word.replace(u"$sent"_s, session().turn(1).sentRequestId());
            QVERIFY2(began || notice.contains(word), qPrintable(notice));
            QVERIFY2(status.contains(word), qPrintable(status));
        }
    }

    // An error inside a stream shows the service's words first, then its
    // type, code and request id, in the notice and in the transcript.
    void errorInsideTheStream()
    {
        m_loopback = std::make_unique<Loopback>();
        LoopbackServer &server = m_loopback->server;
        server.setHandler([](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.method != "POST")
                LoopbackServer::reply(responder, 200, R"({"data":[],"nextCursor":null})",
                                      {{"Content-Type", "application/json"}});
            else
                LoopbackServer::reply(
                    responder, 200,
                    "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Half\"}}]}\n\n"
                    R"(data: {"error":{"message":"Upstream failed","type":"api_error","code":"internal_error","request_id":"req-9"}})"
                    "\n\n",
                    {{"Content-Type", "text/event-stream"}});
        });
        QVERIFY(askLoopback(server.baseUrl()));
        QVERIFY(waitIdle());

        QCOMPARE(session().turn(1).answer.content, u"Half"_s);
        const QString notice = child<QLabel>(u"chatNotice"_s)->text();
        const QString status = transcript()->statusText(1);
        for (const QString &text : {notice, status}) {
            QVERIFY2(text.indexOf(u"Upstream failed"_s) >= 0, qPrintable(text));
            for (const QString &word : {u"api_error"_s, u"internal_error"_s, u"req-9"_s})
                QVERIFY2(text.indexOf(word) > text.indexOf(u"Upstream failed"_s), qPrintable(text));
        }
    }

private:
    static bool choose(QComboBox *combo, const QString &data)
    {
        const int index = combo->findData(data);
        if (index < 0)
            return false;
        combo->setFocus();
        while (combo->currentIndex() != index) {
            const int before = combo->currentIndex();
            QTest::keyClick(combo, combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
            if (combo->currentIndex() == before)
                return false;
        }
        return true;
    }
};

QTEST_MAIN(tst_ChatPane)
#include "tst_chatpane.moc"

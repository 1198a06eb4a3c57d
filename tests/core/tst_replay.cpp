#include "core/chat/ChatSession.h"
#include "core/history/HistoryRecorder.h"
#include "core/history/HistoryStore.h"
#include "core/history/Replay.h"
#include "sandbox/Server.h"
#include "support/SandboxClient.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using baton::ChatApproval;
using baton::ChatSession;
using baton::ConversationTurn;
using baton::Replay;
using baton::ToolDecision;
using State = ConversationTurn::State;

namespace {

// The demo sandbox; its support assistant shares create_ticket, which asks first.
using Fixture = baton::test::DemoChat;

bool ended(ChatSession &session)
{
    QSignalSpy finished(&session, &ChatSession::finished);
    return finished.wait(20000);
}

// The calls of the session's pending approval, each decided `approved`.
QList<ToolDecision> decideAll(const ChatSession &session, bool approved, const QString &reason = {})
{
    QList<ToolDecision> decisions;
    for (const baton::ChatToolCall &call : session.approval()->toolCalls)
        decisions << ToolDecision {call.id, approved, reason};
    return decisions;
}

QStringList userTexts(const QList<ConversationTurn> &turns)
{
    QStringList texts;
    for (const ConversationTurn &turn : turns) {
        if (turn.role == ConversationTurn::Role::User)
            texts << turn.text;
    }
    return texts;
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void asksTheQuestionsAgainWithTheRecordedDecisions();
    void stopsWhenAsked();
    void saysWhatCannotBeSent();
};

void TestReplay::asksTheQuestionsAgainWithTheRecordedDecisions()
{
    Fixture fixture;
    QVERIFY(!fixture.supportId.isEmpty());
    QTemporaryDir dir;
    baton::HistoryStore store;
    QVERIFY(store.open(dir.filePath(u"history.sqlite"_s)).outcome != baton::HistoryStore::OpenResult::Outcome::Failed);

    // The recording: a call approved, one denied with a reason and a
    // message, then a tool that does not exist yet.
    ChatSession recording(fixture.sandbox.client);
    {
        baton::HistoryRecorder recorder(recording, store, u"console"_s);
        QVERIFY(recording.setTarget(fixture.target).isEmpty());
        QVERIFY(recording.send(u"/tool create_ticket {\"title\": \"Printer\"}"_s).isEmpty());
        QVERIFY(ended(recording));
        QVERIFY(recording.resume(decideAll(recording, true)).isEmpty());
        QVERIFY(ended(recording));
        QVERIFY(recording.send(u"/tool create_ticket {\"title\": \"Fire\"}"_s).isEmpty());
        QVERIFY(ended(recording));
        QVERIFY(recording.resume(decideAll(recording, false, u"not twice"_s), u"Then only say hello"_s).isEmpty());
        QVERIFY(ended(recording));
        QVERIFY(recording.send(u"/tool close_ticket {\"id\": \"T-1\"}"_s).isEmpty());
        QVERIFY(ended(recording));
        QCOMPARE(recording.state(), State::Completed); // no such tool: the answer says so
    }
    const std::optional<baton::StoredConversation> stored = store.load(recording.conversationId());
    QVERIFY(stored);

    // The tool is made afterwards: the re-run has a call the recording never decided.
    const QJsonObject tool = fixture.sandbox.create(
        baton::ResourceKind::Id::Tool,
        {{u"name"_s, u"close_ticket"_s},
         {u"description"_s, u"Closes a ticket"_s},
         {u"method"_s, u"DELETE"_s},
         {u"urlTemplate"_s, QString(fixture.sandbox.server.baseUrl().toString() + u"/_sandbox/echo/tickets/{id}"_s)},
         {u"argsSchema"_s,
          QJsonObject {{u"type"_s, u"object"_s},
                       {u"properties"_s, QJsonObject {{u"id"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}}},
         {u"needUserValidation"_s, true},
         {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, fixture.supportId}}}}});
    QVERIFY(!tool.isEmpty());

    ChatSession rerun(fixture.sandbox.client);
    rerun.setOptions(stored->options);
    Replay replay(rerun, stored->turns);
    QCOMPARE(replay.messageCount(), 4);
    QSignalSpy finished(&replay, &Replay::finished);
    QSignalSpy problems(&replay, &Replay::problem);
    QList<ChatApproval> asked;
    QList<QList<ToolDecision>> offered;
    connect(&replay, &Replay::decisionsNeeded, this,
            [&](const ChatApproval &approval, const QList<ToolDecision> &recorded) {
                asked << approval;
                offered << recorded;
                replay.decide({ToolDecision::approve(approval.toolCalls.at(0).id)});
            });
    QVERIFY(replay.start(fixture.target));
    QVERIFY(replay.isRunning());
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.size(), 1);
    QVERIFY(problems.isEmpty());
    QVERIFY(!replay.isRunning());
    QCOMPARE(replay.messagesSent(), 4);

    // The same messages, the message given with the denial where it was.
    QCOMPARE(userTexts(rerun.turns()), userTexts(stored->turns));
    const QList<ConversationTurn> &turns = rerun.turns();
    QCOMPARE(turns.size(), 10);
    // 0 user, 1 approval (approved by the recording), 2 its answer.
    QCOMPARE(turns.at(1).decisions.size(), 1);
    QVERIFY(turns.at(1).decisions.at(0).approved);
    QCOMPARE(turns.at(1).delivery, ConversationTurn::Delivery::Confirmed);
    QVERIFY(replay.isRecordedDecision(turns.at(1).decisions.at(0).toolCallId));
    QVERIFY(turns.at(2).resume);
    // 3 user, 4 approval denied by the recording with its reason, 5 the
    // message sent with the denial, 6 its answer.
    QVERIFY(!turns.at(4).decisions.at(0).approved);
    QCOMPARE(turns.at(4).decisions.at(0).reason, u"not twice"_s);
    QVERIFY(replay.isRecordedDecision(turns.at(4).decisions.at(0).toolCallId));
    QCOMPARE(turns.at(5).text, u"Then only say hello"_s);
    QVERIFY(turns.at(6).resume);
    // 7 user, 8 the new tool's call: asked, with nothing recorded to offer.
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.at(0).toolCalls.at(0).name, u"close_ticket"_s);
    QVERIFY(offered.at(0).isEmpty());
    QVERIFY(turns.at(8).decisions.at(0).approved);
    QVERIFY(!replay.isRecordedDecision(turns.at(8).decisions.at(0).toolCallId));
    QCOMPARE(turns.at(9).state, State::Completed);
}

void TestReplay::stopsWhenAsked()
{
    Fixture fixture;
    ConversationTurn first;
    first.role = ConversationTurn::Role::User;
    first.text = u"/long 20000"_s;
    ConversationTurn second = first;
    second.text = u"never sent"_s;
    ChatSession rerun(fixture.sandbox.client);
    Replay replay(rerun, {first, second});
    QSignalSpy finished(&replay, &Replay::finished);
    QSignalSpy text(&rerun, &ChatSession::contentAppended);
    QVERIFY(replay.start(fixture.target));
    QVERIFY(text.wait(20000));
    replay.stop();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(rerun.turns().size(), 2);
    QCOMPARE(rerun.turn(1).state, State::Cancelled);
    QVERIFY(!rerun.turn(1).answer.content.isEmpty()); // what arrived is kept
    // Nothing else goes out afterwards.
    QSignalSpy added(&rerun, &ChatSession::turnAdded);
    QVERIFY(!added.wait(300));
    QCOMPARE(replay.messagesSent(), 1);
}

void TestReplay::saysWhatCannotBeSent()
{
    Fixture fixture;
    ConversationTurn question;
    question.role = ConversationTurn::Role::User;
    question.text = u"hello"_s;
    ChatSession rerun(fixture.sandbox.client);
    Replay replay(rerun, {question});
    QSignalSpy problems(&replay, &Replay::problem);
    QVERIFY(!replay.start(u"not a target"_s));
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.at(0).at(0).toString().startsWith(u"model: "_s));
    QVERIFY(!replay.isRunning());
    QVERIFY(rerun.turns().isEmpty());
}

QTEST_GUILESS_MAIN(TestReplay)

#include "tst_replay.moc"

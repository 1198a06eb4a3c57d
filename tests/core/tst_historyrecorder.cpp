#include "core/chat/ChatSession.h"
#include "core/history/HistoryRecorder.h"
#include "core/history/HistoryStore.h"
#include "core/history/TurnRecord.h"
#include "sandbox/Server.h"
#include "support/SandboxClient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

using baton::ChatSession;
using baton::ConversationTurn;
using baton::HistoryRecorder;
using baton::HistoryStore;
using State = ConversationTurn::State;

namespace {

// The demo sandbox, its support assistant as the target, and a history on a temporary file.
struct Fixture : baton::test::DemoChat {
    QTemporaryDir dir;
    HistoryStore store;

    Fixture() { store.open(dir.filePath(u"history.sqlite"_s)); }
};

// Waits for the session's request to end.
bool answered(ChatSession &session)
{
    QSignalSpy finished(&session, &ChatSession::finished);
    return finished.wait(20000);
}

// `session` on the fixture's target sends `text`, and its answer ends.
bool chatOnce(ChatSession &session, const Fixture &fixture, const QString &text)
{
    return session.setTarget(fixture.target).isEmpty() && session.send(text).isEmpty() && answered(session);
}

} // namespace

class TestHistoryRecorder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkpointsWhileStreaming();
    void restoredTurnsAreNotWrittenAgain();
    void failedWritesAreSaidAndTheChatGoesOn();
    void eventsAreKeptWhileAsked();
};

void TestHistoryRecorder::checkpointsWhileStreaming()
{
    Fixture fixture;
    QVERIFY(fixture.store.isOpen());
    QVERIFY(!fixture.target.isEmpty());
    ChatSession session(fixture.sandbox.client);
    HistoryRecorder recorder(session, fixture.store, u"console"_s);
    recorder.setNameLookup(
        [&fixture](const QString &target) { return target == fixture.target ? u"Support assistant"_s : QString(); });
    QVERIFY(session.setTarget(fixture.target).isEmpty());
    QSignalSpy saved(&recorder, &HistoryRecorder::conversationSaved);
    QSignalSpy finished(&session, &ChatSession::finished);
    // What is written at once: each change of a turn other than its text.
    std::vector<std::unique_ptr<QSignalSpy>> changes;
    for (const auto signal :
         {&ChatSession::turnAdded, &ChatSession::turnStarted, &ChatSession::turnChanged, &ChatSession::toolCallsChanged,
          &ChatSession::usageChanged, &ChatSession::serviceObjectChanged})
        changes.push_back(std::make_unique<QSignalSpy>(&session, signal));
    QVERIFY(session.send(u"/long 2500 heron"_s).isEmpty());

    // While the answer streams, another reader sees it grow: each time a
    // prefix of what arrived, written at most CheckpointMs after it came.
    HistoryStore reader;
    QCOMPARE(reader.open(fixture.store.path()).outcome, HistoryStore::OpenResult::Outcome::Opened);
    QElapsedTimer streaming;
    streaming.start();
    QSet<qsizetype> lengthsSeen;
    QStringList wrong;
    // Read from a timer, so the event loop runs between reads (QTest::qWait sleeps).
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        const std::optional<baton::StoredConversation> stored = reader.load(session.conversationId());
        if (!stored || stored->turns.size() < 2 || !finished.isEmpty())
            return;
        const ConversationTurn &turn = stored->turns.at(1);
        // (A null string starts with nothing, not even another null string.)
        if (!turn.answer.content.isEmpty() && !session.turn(1).answer.content.startsWith(turn.answer.content))
            wrong << u"not a prefix of what arrived"_s;
        // This process writes it: waiting or streaming, not broken off.
        if (!baton::TurnRecord::isOpen(turn.state))
            wrong << u"state "_s + baton::TurnRecord::stateName(turn.state);
        lengthsSeen.insert(turn.answer.content.size());
    });
    poll.start();
    QVERIFY(finished.wait(30000));
    poll.stop();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u", "_s)));
    const qint64 elapsed = streaming.elapsed();
    QVERIFY2(lengthsSeen.size() >= 3, "the answer was seen growing in the history while it streamed");
    // The text is written at most once per CheckpointMs, each other change at once.
    qsizetype changed = finished.size();
    for (const auto &spy : changes)
        changed += spy->size();
    QVERIFY2(saved.size() <= changed + elapsed / HistoryRecorder::CheckpointMs + 1,
             qPrintable(u"%1 writes in %2 ms, with %3 changes"_s.arg(saved.size()).arg(elapsed).arg(changed)));
    QVERIFY2(saved.size() > changed + 2, "the text was written while it streamed, not only at the end");

    const std::optional<baton::StoredConversation> stored = reader.load(session.conversationId());
    QVERIFY(stored);
    QCOMPARE(stored->summary.targetName, u"Support assistant"_s);
    QCOMPARE(stored->turns.size(), 2);
    const ConversationTurn &answer = stored->turns.at(1);
    QCOMPARE(answer.state, State::Completed);
    QCOMPARE(answer.answer.content, session.turn(1).answer.content);
    QCOMPARE(answer.firstTokenMs, session.turn(1).firstTokenMs);
    QCOMPARE(answer.durationMs, session.turn(1).durationMs);
    QCOMPARE(answer.sentRequestIds, session.turn(1).sentRequestIds);
    QVERIFY(answer.firstTokenMs >= 0);
    QCOMPARE(recorder.problem(), QString());
}

void TestHistoryRecorder::restoredTurnsAreNotWrittenAgain()
{
    Fixture fixture;
    ChatSession first(fixture.sandbox.client);
    {
        HistoryRecorder recorder(first, fixture.store, u"console"_s);
        QVERIFY(chatOnce(first, fixture, u"plover"_s));
    }
    const std::optional<baton::StoredConversation> stored = fixture.store.load(first.conversationId());
    QVERIFY(stored);
    QCOMPARE(stored->turns.size(), 2);
    const qint64 updated = stored->summary.updatedAt.toMSecsSinceEpoch();

    // Opened again from the history in another session, then continued.
    ChatSession second(fixture.sandbox.client);
    HistoryRecorder recorder(second, fixture.store, u"console"_s);
    QSignalSpy saved(&recorder, &HistoryRecorder::conversationSaved);
    recorder.markStored(stored->summary.id, stored->turns.size());
    QVERIFY(second.restoreConversation(
        {stored->summary.id, stored->summary.target, stored->options, stored->turns, {}, State::Completed, nullptr}));
    QCOMPARE(saved.size(), 0);
    QCOMPARE(fixture.store.load(first.conversationId())->summary.updatedAt.toMSecsSinceEpoch(), updated);

    QVERIFY(second.send(u"and sandpiper"_s).isEmpty());
    QVERIFY(answered(second));
    const std::optional<baton::StoredConversation> continued = fixture.store.load(first.conversationId());
    QCOMPARE(continued->turns.size(), 4);
    QCOMPARE(continued->turns.at(2).text, u"and sandpiper"_s);
    QCOMPARE(continued->turns.at(3).state, State::Completed);
    QCOMPARE(fixture.store.count({}), 1);
}

void TestHistoryRecorder::failedWritesAreSaidAndTheChatGoesOn()
{
    Fixture fixture;
    ChatSession session(fixture.sandbox.client);
    HistoryRecorder recorder(session, fixture.store, u"console"_s);
    QVERIFY(chatOnce(session, fixture, u"curlew"_s));

    // Another program takes the file's tables away.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"vandal"_s);
        db.setDatabaseName(fixture.store.path());
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(u"DROP TABLE turns"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"vandal"_s);

    QSignalSpy problems(&recorder, &HistoryRecorder::problemChanged);
    QVERIFY(session.send(u"godwit"_s).isEmpty());
    QVERIFY(answered(session));
    QCOMPARE(session.turn(3).state, State::Completed); // the chat went on
    QVERIFY(!problems.isEmpty());
    QVERIFY2(recorder.problem().contains(u"turns"_s), qPrintable(recorder.problem())); // SQLite's words
    QCOMPARE(problems.size(), 1); // said once, not at every checkpoint
}

void TestHistoryRecorder::eventsAreKeptWhileAsked()
{
    Fixture fixture;
    const QString key = u"tok-9f8e7d6c5b4a"_s;
    ChatSession session(fixture.sandbox.client);
    HistoryRecorder recorder(session, fixture.store, u"console"_s);
    QVERIFY(chatOnce(session, fixture, u"no events for this one"_s));
    const QUuid quiet = session.conversationId();

    // The inspector opens: the next answers' events are kept.
    recorder.setKeepEvents(true);
    session.clear();
    QVERIFY(chatOnce(session, fixture, u"/tool create_ticket {\"title\": \"T-9\", \"api_key\": \""_s + key + u"\"}"_s));
    QCOMPARE(session.turn(1).state, State::AwaitingApproval);
    recorder.flush();
    const QList<baton::StoredEvent> events = fixture.store.events(session.conversationId());
    QVERIFY(events.size() >= 3);
    bool toolCall = false;
    for (const baton::StoredEvent &event : events) {
        QCOMPARE(event.position, 1);
        QVERIFY2(!event.data.contains(key), qPrintable(event.data));
        toolCall = toolCall || event.data.contains(u"create_ticket"_s);
    }
    QVERIFY(toolCall);
    QCOMPARE(events.constLast().data, u"[DONE]"_s);
    QVERIFY(fixture.store.events(quiet).isEmpty());

    // New chat sets the events aside with their conversation; closed, nothing more is kept.
    const QUuid kept = session.conversationId();
    session.clear();
    recorder.setKeepEvents(false);
    QVERIFY(chatOnce(session, fixture, u"closed again"_s));
    recorder.flush();
    QVERIFY(fixture.store.events(session.conversationId()).isEmpty());
    QCOMPARE(fixture.store.events(kept).size(), events.size());

    // Not a piece of the key is in the events: the arguments came in pieces.
    bool pieces = false;
    for (const baton::StoredEvent &event : events) {
        pieces = pieces || event.data.contains(u"\"arguments\""_s);
        QVERIFY2(!event.data.contains(u"9f8e7d"_s) && !event.data.contains(u"6c5b4a"_s), qPrintable(event.data));
    }
    QVERIFY(pieces);
}

QTEST_GUILESS_MAIN(TestHistoryRecorder)

#include "tst_historyrecorder.moc"

#include "core/api/ToolArguments.h"
#include "core/chat/ChatExport.h"
#include "core/history/HistoryStore.h"
#include "core/history/TurnRecord.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <csignal>
#include <cstring>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

using baton::ApiError;
using baton::ChatAnswer;
using baton::ChatExport;
using baton::ChatOptions;
using baton::ConversationTurn;
using baton::HistoryQuery;
using baton::HistoryStore;
using baton::ToolDecision;
using baton::TurnRecord;
using Outcome = HistoryStore::OpenResult::Outcome;
using State = ConversationTurn::State;

namespace {

const QString apiKey = u"sk-live-7d1f9a2b"_s;

ConversationTurn userTurn(const QString &text)
{
    ConversationTurn turn;
    turn.role = ConversationTurn::Role::User;
    turn.text = text;
    return turn;
}

// An answer with every field a turn can hold set to something other than its default.
ConversationTurn fullAnswer()
{
    ConversationTurn turn;
    turn.role = ConversationTurn::Role::Assistant;
    turn.state = State::Decided;
    ChatAnswer &answer = turn.answer;
    answer.id = u"chatcmpl-42"_s;
    answer.model = u"custom:5f0c"_s;
    answer.role = u"assistant"_s;
    answer.content = u"Calling the weather tool with "_s + apiKey + u" now."_s;
    answer.toolCalls = {{0, u"call-1"_s, u"function"_s, u"get_weather"_s,
                         u"{\"town\": \"Lyon\", \"api_key\": \""_s + apiKey + u"\"}"_s},
                        {1, u"call-2"_s, u"function"_s, u"delete_ticket"_s, u"{\"id\": 7}"_s}};
    answer.finishReason = u"tool_calls"_s;
    answer.usage = baton::ChatUsage {12, 30, 42};
    baton::ChatServiceObject service;
    service.key = u"sandbox"_s;
    service.object = QJsonObject {{u"approval_id"_s, u"ap-1"_s}, {u"credits_charged"_s, 0.75}};
    service.approvalId = u"ap-1"_s;
    service.executionId = u"ex-1"_s;
    service.requestId = u"req-svc"_s;
    service.expiresAt = QDateTime(QDate(2026, 11, 29), QTime(15, 0, 1, 250), Qt::UTC);
    service.creditsCharged = 0.75;
    answer.service = service;
    answer.error
        = baton::ChatError {u"tool went away"_s, u"tool_error"_s, u"gone"_s,
                            u"req-err"_s,        u"town"_s,       QJsonObject {{u"message"_s, u"tool went away"_s}}};
    answer.unrecognised
        = {{u"ping"_s, u"{}"_s, baton::ChatUnrecognisedEvent::Reason::UnknownEventName, u""_s},
           {u"message"_s, u"{nope"_s, baton::ChatUnrecognisedEvent::Reason::InvalidJson, u"unterminated object"_s}};
    answer.done = true;
    answer.ended = true;
    turn.sentRequestIds = {u"baton-1"_s, u"baton-2"_s};
    turn.serviceRequestId = u"req-77"_s;
    turn.resume = true;
    turn.answered = true;
    turn.error = ApiError::fromResponse(409, R"({"error":{"message":"Approval is gone","type":"conflict",
        "code":"approval_resolved","request_id":"req-409","param":"approval_id",
        "details":[{"field":"approval_id","message":"resolved"}]}})",
                                        "7", u"req-409h"_s, QDateTime::currentDateTimeUtc(), u"application/json"_s);
    turn.decisions = {ToolDecision::approve(u"call-1"_s), ToolDecision::deny(u"call-2"_s, u"never delete"_s)};
    turn.delivery = ConversationTurn::Delivery::Confirmed;
    turn.firstTokenMs = 120;
    turn.durationMs = 900;
    return turn;
}

struct TempStore {
    QTemporaryDir dir;
    HistoryStore store;
    QString path() const { return dir.filePath(u"history.sqlite"_s); }
    bool open() { return store.open(path()).outcome != Outcome::Failed; }
};

// Runs `sql` on the file at `path` through a connection of its own.
bool runSql(const QString &path, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString &sql : statements) {
            if (ok && !query.exec(sql)) {
                qWarning() << sql << query.lastError().text();
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
    return ok;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The child of twoWritersLoseNothing: writes `count` conversations of four turns.
int writeHistory(const QString &path, int count, const QString &tag)
{
    HistoryStore store;
    if (store.open(path).outcome == Outcome::Failed)
        return 2;
    for (int i = 0; i < count; ++i) {
        const QUuid id = QUuid::createUuid();
        if (!store.saveConversation(id, u"custom:writer"_s, tag, {}, u"cli"_s))
            return 3;
        for (int turn = 0; turn < 4; ++turn) {
            ConversationTurn written = turn % 2 ? fullAnswer() : userTurn(u"%1 message %2"_s.arg(tag).arg(i));
            if (!store.saveTurn(id, turn, written, {}))
                return 4;
        }
    }
    return 0;
}

// The child of aFullDiskDamagesNothing: files may grow to `limit` bytes at
// most (as on a full disk), and conversations are written until a write
// fails. Prints how many were written whole, and the store's words.
int fillUntilFull(const QString &path, qint64 limit)
{
    std::signal(SIGXFSZ, SIG_IGN); // the write fails with EFBIG instead of killing the process
    const rlimit size {rlim_t(limit), rlim_t(limit)};
    if (setrlimit(RLIMIT_FSIZE, &size) != 0)
        return 2;
    HistoryStore store;
    if (store.open(path).outcome == Outcome::Failed)
        return 3;
    QTextStream out(stdout);
    for (int i = 0;; ++i) {
        const QUuid id = QUuid::createUuid();
        bool whole = store.saveConversation(id, u"custom:full"_s, {}, {}, u"cli"_s);
        for (int turn = 0; whole && turn < 4; ++turn)
            whole = store.saveTurn(id, turn, turn % 2 ? fullAnswer() : userTurn(u"filler %1 "_s.arg(i).repeated(200)),
                                   {});
        if (!whole) {
            out << i << '\n' << store.lastError() << '\n';
            return 0;
        }
        if (i > 100000)
            return 4;
    }
}

} // namespace

class TestHistoryStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFieldComesBack();
    void secretsAreMaskedWhereverTheTurnHoldsThem();
    void listsFiltersAndSums();
    void migratesAVersionOneFile();
    void unusableFileIsMovedAside_data();
    void unusableFileIsMovedAside();
    void hostileSearchIsPlainWords_data();
    void hostileSearchIsPlainWords();
    void openTurnOfAGoneWriterIsInterrupted();
    void removesAndKeepsWhatIsAsked();
    void replaysAndEventsAreKept();
    void eventDataKeepsNoArgumentPiece();
    void twoWritersLoseNothing();
    void aFullDiskDamagesNothing();
    void unwritableFolderIsSaid();
};

void TestHistoryStore::everyFieldComesBack()
{
    TempStore temp;
    QVERIFY(temp.open());
    const QUuid id = QUuid::createUuid();
    ChatOptions options;
    options.stream = false;
    options.maxTokens = 300;
    options.maxCompletionTokens = 200;
    options.temperature = 0.4;
    options.mode = u"orch"_s;
    options.sendContext = false;
    QVERIFY(temp.store.saveConversation(id, u"group:abc"_s, u"Weather desk"_s, options, u"console"_s));
    const ConversationTurn question = userTurn(u"What is the weather in Lyon?"_s);
    const ConversationTurn answer = fullAnswer();
    QVERIFY(temp.store.saveTurn(id, 0, question, {}));
    QVERIFY(temp.store.saveTurn(id, 1, answer, {}));

    // Read by another store, as another window would.
    HistoryStore reader;
    QCOMPARE(reader.open(temp.path()).outcome, Outcome::Opened);
    const std::optional<baton::StoredConversation> stored = reader.load(id);
    QVERIFY2(stored, qPrintable(reader.lastError()));
    QCOMPARE(stored->summary.title, question.text);
    QCOMPARE(stored->summary.target, u"group:abc"_s);
    QCOMPARE(stored->summary.targetName, u"Weather desk"_s);
    QCOMPARE(stored->summary.source, u"console"_s);
    QCOMPARE(stored->summary.turnCount, 2);
    QCOMPARE(stored->summary.credits, 0.75);
    QCOMPARE(stored->summary.tokens, 42);
    QCOMPARE(stored->options, options);
    QCOMPARE(stored->turns.size(), 2);
    QCOMPARE(stored->turns.at(0).text, question.text);
    QCOMPARE(stored->turns.at(0).role, ConversationTurn::Role::User);

    const ConversationTurn &back = stored->turns.at(1);
    // What was written is the masked turn: the same answer, with the key masked.
    ChatAnswer expected = answer.answer;
    const QStringList masked = ChatExport::maskedValues({answer});
    QCOMPARE(masked, QStringList {apiKey});
    expected.content = baton::ToolArguments::maskValues(expected.content, masked);
    for (baton::ChatToolCall &call : expected.toolCalls)
        call.arguments = baton::ToolArguments::masked(call.arguments, baton::ToolArguments::Layout::Compact);
    QCOMPARE(back.answer, expected);
    QCOMPARE(back.role, ConversationTurn::Role::Assistant);
    QCOMPARE(back.state, answer.state);
    QCOMPARE(back.sentRequestIds, answer.sentRequestIds);
    QCOMPARE(back.serviceRequestId, answer.serviceRequestId);
    QCOMPARE(back.resume, true);
    QCOMPARE(back.answered, true);
    QVERIFY(back.error);
    QCOMPARE(back.error->toRecord(), answer.error->toRecord());
    QCOMPARE(back.error->kind(), ApiError::Kind::ApprovalResolved);
    QCOMPARE(back.error->userMessage(), answer.error->userMessage());
    QCOMPARE(back.decisions, answer.decisions);
    QCOMPARE(back.delivery, ConversationTurn::Delivery::Confirmed);
    QCOMPARE(back.firstTokenMs, 120);
    QCOMPARE(back.durationMs, 900);

    // Every state and delivery keeps its name.
    for (int state = 0; state <= int(State::ApprovalExpired); ++state)
        QCOMPARE(TurnRecord::stateFromName(TurnRecord::stateName(State(state))), State(state));
    for (int delivery = 0; delivery <= int(ConversationTurn::Delivery::AlreadyResolved); ++delivery) {
        ConversationTurn turn = answer;
        turn.delivery = ConversationTurn::Delivery(delivery);
        QCOMPARE(TurnRecord::fromJson(TurnRecord::toJson(turn, {})).delivery, turn.delivery);
    }
    // Every kind of error keeps its kind.
    const ApiError timeout = ApiError::timeout(std::chrono::milliseconds(30000), 200, u"req-t"_s);
    QCOMPARE(ApiError::fromRecord(timeout.toRecord()).toRecord(), timeout.toRecord());
    QCOMPARE(ApiError::fromRecord(timeout.toRecord()).userMessage(), timeout.userMessage());
}

void TestHistoryStore::secretsAreMaskedWhereverTheTurnHoldsThem()
{
    TempStore temp;
    QVERIFY(temp.open());
    const QUuid id = QUuid::createUuid();
    QVERIFY(temp.store.saveConversation(id, u"custom:x"_s, u"X"_s, {}, u"console"_s));
    const ConversationTurn answer = fullAnswer();
    const QStringList masked = ChatExport::maskedValues({answer});
    QVERIFY(temp.store.saveTurn(id, 0, userTurn(u"Use the key "_s + apiKey + u" for Lyon"_s), masked));
    QVERIFY(temp.store.saveTurn(id, 1, answer, masked));
    const std::optional<baton::StoredConversation> stored = temp.store.load(id);
    QVERIFY(stored);
    QVERIFY(!stored->turns.at(0).text.contains(apiKey));
    QVERIFY(stored->turns.at(0).text.contains(u"Lyon"_s));
    QVERIFY(!stored->summary.title.contains(apiKey));
    // Not a byte of it in the files, the write-ahead log included.
    QVERIFY(QFile::exists(temp.path() + u"-wal"_s));
    for (const QString &file : QStringList {temp.path(), temp.path() + u"-wal"_s}) {
        const QByteArray bytes = readAll(file);
        QVERIFY(!bytes.isEmpty());
        QVERIFY2(!bytes.contains(apiKey.toUtf8()), qPrintable(file));
        const QByteArray utf16(reinterpret_cast<const char *>(apiKey.utf16()), apiKey.size() * 2);
        QVERIFY2(!bytes.contains(utf16), qPrintable(file));
    }
}

void TestHistoryStore::listsFiltersAndSums()
{
    TempStore temp;
    QVERIFY(temp.open());
    QList<QUuid> ids;
    for (int i = 0; i < 5; ++i) {
        const QUuid id = QUuid::createUuid();
        ids << id;
        const QString target = i % 2 ? u"custom:odd"_s : u"group:even"_s;
        QVERIFY(temp.store.saveConversation(id, target, i % 2 ? u"Odd"_s : u"Even"_s, {}, u"console"_s));
        QVERIFY(temp.store.saveTurn(id, 0, userTurn(u"question %1"_s.arg(i)), {}));
        QVERIFY(temp.store.saveTurn(id, 1, fullAnswer(), {}));
        QTest::qWait(2); // each conversation a later millisecond: the order is the writing order
    }
    QCOMPARE(temp.store.count({}), 5);
    const QList<baton::ConversationSummary> all = temp.store.list({});
    QCOMPARE(all.size(), 5);
    QCOMPARE(all.first().id, ids.last()); // newest first
    QCOMPARE(all.first().title, u"question 4"_s);

    HistoryQuery odd;
    odd.target = u"custom:odd"_s;
    QCOMPARE(temp.store.count(odd), 2);
    for (const baton::ConversationSummary &summary : temp.store.list(odd))
        QCOMPARE(summary.targetName, u"Odd"_s);

    HistoryQuery page;
    page.offset = 3;
    page.limit = 10;
    QCOMPARE(temp.store.list(page).size(), 2);

    HistoryQuery tomorrow;
    tomorrow.from = QDate::currentDate().addDays(1);
    QCOMPARE(temp.store.count(tomorrow), 0);
    HistoryQuery today;
    today.from = QDate::currentDate();
    today.to = QDate::currentDate();
    QCOMPARE(temp.store.count(today), 5);

    // A title given by hand stays when the first message is written again.
    QVERIFY(temp.store.setTitle(ids.first(), u"  Lyon   forecast "_s));
    QVERIFY(temp.store.saveTurn(ids.first(), 0, userTurn(u"question 0"_s), {}));
    QCOMPARE(temp.store.load(ids.first())->summary.title, u"Lyon forecast"_s);

    const QList<baton::UsageRow> usage = temp.store.usage();
    QCOMPARE(usage.size(), 2);
    for (const baton::UsageRow &row : usage) {
        QCOMPARE(row.day, QDate::currentDate());
        const qsizetype answers = row.target == u"group:even"_s ? 3 : 2;
        QCOMPARE(row.answers, answers);
        QCOMPARE(row.promptTokens, 12 * answers);
        QCOMPARE(row.completionTokens, 30 * answers);
        QCOMPARE(row.credits, 0.75 * double(answers));
    }
    const auto targets = temp.store.targets();
    QCOMPARE(targets.size(), 2);
    QCOMPARE(targets.at(0).second, u"Even"_s);
}

void TestHistoryStore::migratesAVersionOneFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.sqlite"_s);
    // The file as version 1 wrote it: no full-text index, no token columns.
    const QString record = QString::fromUtf8(QJsonDocument(TurnRecord::toJson(fullAnswer(), {})).toJson());
    QVERIFY(runSql(
        path,
        {
            uR"(CREATE TABLE conversations (id TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL DEFAULT '',
            title_given INTEGER NOT NULL DEFAULT 0, target TEXT NOT NULL, target_name TEXT NOT NULL DEFAULT '',
            options TEXT NOT NULL DEFAULT '{}', source TEXT NOT NULL DEFAULT 'console',
            created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL))"_s,
            u"CREATE INDEX conversations_updated ON conversations (updated_at)"_s,
            uR"(CREATE TABLE turns (id INTEGER PRIMARY KEY, conversation_id TEXT NOT NULL, position INTEGER NOT NULL,
            role TEXT NOT NULL, state TEXT NOT NULL, text TEXT NOT NULL, record TEXT NOT NULL,
            total_tokens INTEGER NOT NULL DEFAULT 0, credits REAL NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, UNIQUE (conversation_id, position)))"_s,
            u"INSERT INTO conversations VALUES ('7b1d2f4e-0000-4000-8000-000000000001', 'Old chat', 0, "
            u"'custom:old', 'Old model', '{}', 'console', 1700000000000, 1700000000000)"_s,
            u"INSERT INTO turns (conversation_id, position, role, state, text, record, total_tokens, credits, "
            u"created_at, updated_at) VALUES ('7b1d2f4e-0000-4000-8000-000000000001', 0, 'assistant', 'decided', "
            u"'Calling the weather tool', '"_s
                + QString(record).replace(u'\'', u"''"_s) + u"', 42, 0.75, 1700000000000, 1700000000000)"_s,
            u"PRAGMA user_version = 1"_s,
        }));

    HistoryStore store;
    QCOMPARE(store.open(path).outcome, Outcome::Opened);
    const QList<baton::HistoryHit> hits = store.search(u"weather"_s);
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.first().conversation.title, u"Old chat"_s);
    QVERIFY(hits.first().snippet.contains(HistoryStore::MatchStart + u"weather"_s + HistoryStore::MatchEnd));
    // The token columns the new version sums were filled from the records.
    const QList<baton::UsageRow> usage = store.usage();
    QCOMPARE(usage.size(), 1);
    QCOMPARE(usage.first().promptTokens, 12);
    QCOMPARE(usage.first().completionTokens, 30);
    const std::optional<baton::StoredConversation> stored
        = store.load(QUuid::fromString(u"7b1d2f4e-0000-4000-8000-000000000001"_s));
    QVERIFY(stored);
    QCOMPARE(stored->turns.size(), 1);
    QCOMPARE(stored->turns.first().decisions, fullAnswer().decisions);
    store.open(dir.filePath(u"other.sqlite"_s)); // let go of the file
    QVERIFY(runSql(path, {u"CREATE TABLE version_check AS SELECT 1"_s}));
    HistoryStore again;
    QCOMPARE(again.open(path).outcome, Outcome::Opened);
    QCOMPARE(again.search(u"weather"_s).size(), 1);
}

void TestHistoryStore::unusableFileIsMovedAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("newer");
    QTest::newRow("not a database") << QByteArray("{\"conversations\": []}\n").repeated(200) << false;
    QByteArray header("SQLite format 3");
    header.append('\0');
    QTest::newRow("a damaged header") << header + QByteArray(4080, '\xff') << false;
    QTest::newRow("a newer schema") << QByteArray() << true;
}

void TestHistoryStore::unusableFileIsMovedAside()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, newer);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    if (newer) {
        QVERIFY(runSql(
            path, {u"CREATE TABLE future (x)"_s, u"PRAGMA user_version = %1"_s.arg(HistoryStore::SchemaVersion + 1)}));
        bytes = readAll(path);
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

    HistoryStore store;
    const HistoryStore::OpenResult result = store.open(path);
    QCOMPARE(result.outcome, Outcome::MovedAside);
    QVERIFY(result.movedTo.startsWith(path + u".unreadable-"_s));
    QCOMPARE(readAll(result.movedTo), bytes); // kept byte for byte
    QVERIFY(result.message().contains(path));
    QVERIFY(result.message().contains(result.movedTo));
    QVERIFY2(!result.reason.isEmpty(), "SQLite's words are given");
    if (newer)
        QVERIFY(result.reason.contains(u"newer"_s));
    // The new history works.
    const QUuid id = QUuid::createUuid();
    QVERIFY(store.saveConversation(id, u"custom:x"_s, {}, {}, u"console"_s));
    QVERIFY(store.saveTurn(id, 0, userTurn(u"fresh start"_s), {}));
    QCOMPARE(store.search(u"fresh"_s).size(), 1);
}

void TestHistoryStore::hostileSearchIsPlainWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("hits");
    // The history holds "Lyon weather: NEAR the river, OR not" and "Paris rain".
    QTest::newRow("a lone quote") << u"\""_s << 0;
    QTest::newRow("an unbalanced quote") << u"\"weather"_s << 1;
    QTest::newRow("a star") << u"*"_s << 0;
    QTest::newRow("a word and a star") << u"weath*"_s << 1;
    QTest::newRow("NEAR(") << u"NEAR("_s << 1;
    QTest::newRow("NEAR( joined to words") << u"NEAR(the river"_s << 1;
    QTest::newRow("a minus") << u"-"_s << 0;
    QTest::newRow("a negated word") << u"-paris"_s << 1;
    QTest::newRow("OR") << u"OR"_s << 1;
    QTest::newRow("OR between words") << u"lyon OR paris"_s << 0;
    QTest::newRow("AND NOT") << u"AND NOT"_s << 0;
    QTest::newRow("NOT alone") << u"NOT"_s << 1;
    QTest::newRow("a column filter") << u"text:rain"_s << 0;
    QTest::newRow("a caret") << u"^paris"_s << 1;
    QTest::newRow("braces") << u"{text}: rain"_s << 0;
    QTest::newRow("SQL") << u"'); DROP TABLE turns; --"_s << 0;
    QTest::newRow("brackets and a colon") << u"(rain):"_s << 1;
    QTest::newRow("only spaces") << u"   "_s << 0;
    QTest::newRow("control characters") << u"\u0001rain\u0000"_s << 1;
    QTest::newRow("a match marker") << QString(HistoryStore::MatchStart) + u"rain"_s << 1;
    QTest::newRow("accents folded") << u"rivèr"_s << 1;
    QTest::newRow("a prefix") << u"riv"_s << 1;
}

void TestHistoryStore::hostileSearchIsPlainWords()
{
    QFETCH(QString, text);
    QFETCH(int, hits);
    TempStore temp;
    QVERIFY(temp.open());
    const QUuid id = QUuid::createUuid();
    QVERIFY(temp.store.saveConversation(id, u"custom:x"_s, {}, {}, u"console"_s));
    QVERIFY(temp.store.saveTurn(id, 0, userTurn(u"Lyon weather: NEAR the river, OR not"_s), {}));
    QVERIFY(temp.store.saveTurn(id, 1, userTurn(u"Paris rain"_s), {}));
    const QList<baton::HistoryHit> found = temp.store.search(text);
    QVERIFY2(temp.store.lastError().isEmpty(), qPrintable(temp.store.lastError()));
    QCOMPARE(found.size(), hits);
    QCOMPARE(temp.store.count({}), 1); // nothing dropped
}

void TestHistoryStore::openTurnOfAGoneWriterIsInterrupted()
{
    TempStore temp;
    QVERIFY(temp.open());
    const QUuid id = QUuid::createUuid();
    QVERIFY(temp.store.saveConversation(id, u"custom:x"_s, {}, {}, u"cli"_s));
    QVERIFY(temp.store.saveTurn(id, 0, userTurn(u"Tell me a long story"_s), {}));
    ConversationTurn streaming;
    streaming.role = ConversationTurn::Role::Assistant;
    streaming.state = State::Streaming;
    streaming.answer.content = u"Once upon a time"_s;
    QVERIFY(temp.store.saveTurn(id, 1, streaming, {}));

    // This process writes it: it is still streaming.
    QCOMPARE(temp.store.load(id)->turns.at(1).state, State::Streaming);

    // A writer that is gone: the turn was broken off, and says so.
    QProcess gone;
    gone.start(u"sleep"_s, {u"30"_s});
    QVERIFY(gone.waitForStarted());
    const qint64 pid = gone.processId();
    gone.kill();
    QVERIFY(gone.waitForFinished());
    QVERIFY(runSql(temp.path(), {u"UPDATE conversations SET writer_pid = %1"_s.arg(pid)}));
    const ConversationTurn back = temp.store.load(id)->turns.at(1);
    QCOMPARE(back.state, State::Interrupted);
    QCOMPARE(back.answer.content, u"Once upon a time"_s);
    QCOMPARE(back.answer.state(), ChatAnswer::State::Interrupted);
}

void TestHistoryStore::removesAndKeepsWhatIsAsked()
{
    TempStore temp;
    QVERIFY(temp.open());
    QList<QUuid> ids;
    for (int i = 0; i < 4; ++i) {
        ids << QUuid::createUuid();
        QVERIFY(temp.store.saveConversation(ids.last(), u"custom:x"_s, {}, {}, u"console"_s));
        QVERIFY(temp.store.saveTurn(ids.last(), 0, userTurn(u"keepsake %1"_s.arg(i)), {}));
    }
    QVERIFY(temp.store.remove({ids.at(0), ids.at(1)}));
    QCOMPARE(temp.store.count({}), 2);
    QVERIFY(!temp.store.load(ids.at(0)));
    QCOMPARE(temp.store.search(u"keepsake"_s).size(), 2); // the index forgot them too
    QVERIFY(temp.store.saveTurn(ids.at(2), 1, userTurn(u"later"_s), {})); // ids.at(2) is now the newest

    // Retention: what changed before a time goes.
    QVERIFY(runSql(temp.path(),
                   {u"UPDATE conversations SET updated_at = 1000 WHERE id = '%1'"_s.arg(
                       ids.at(3).toString(QUuid::WithoutBraces))}));
    QCOMPARE(temp.store.removeOlderThan(QDateTime::currentDateTimeUtc().addDays(-30)), 1);
    QCOMPARE(temp.store.count({}), 1);
    QCOMPARE(temp.store.list({}).first().id, ids.at(2));

    QVERIFY(temp.store.removeAll());
    QCOMPARE(temp.store.count({}), 0);
    QCOMPARE(temp.store.search(u"keepsake"_s).size(), 0);
    QVERIFY(!temp.store.saveTurn(ids.at(2), 0, userTurn(u"orphan"_s), {}));
    QVERIFY(temp.store.lastError().contains(ids.at(2).toString(QUuid::WithoutBraces)));
}

void TestHistoryStore::replaysAndEventsAreKept()
{
    TempStore temp;
    QVERIFY(temp.open());
    const QUuid original = QUuid::createUuid();
    const QUuid first = QUuid::createUuid();
    const QUuid second = QUuid::createUuid();
    for (const QUuid &id : {original, first, second}) {
        QVERIFY(temp.store.saveConversation(id, u"custom:x"_s, {}, {}, u"console"_s));
        QVERIFY(temp.store.saveTurn(id, 0, userTurn(u"same question"_s), {}));
    }
    QVERIFY(temp.store.setReplayOf(first, original));
    QVERIFY(temp.store.setReplayOf(second, original));
    QVERIFY(!temp.store.setReplayOf(QUuid::createUuid(), original));
    HistoryQuery replays;
    replays.replayOf = original;
    const QList<baton::ConversationSummary> found = temp.store.list(replays);
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(0).id, second); // newest first
    QCOMPARE(found.at(0).replayOf, original);
    QCOMPARE(temp.store.count(replays), 2);
    QVERIFY(temp.store.load(original)->summary.replayOf.isNull());
    QCOMPARE(temp.store.load(first)->summary.replayOf, original);

    const QDateTime at(QDate(2026, 11, 29), QTime(10, 0, 0, 5), Qt::UTC);
    const QList<baton::StoredEvent> events {{1, u"message"_s, u"{\"choices\":[]}"_s, true, at},
                                            {1, u"ping"_s, u"é\u0001\n"_s, false, at.addMSecs(7)}};
    QVERIFY(temp.store.saveEvents(first, events));
    QVERIFY(temp.store.saveEvents(first, {{3, u"message"_s, u"[DONE]"_s, true, at.addSecs(1)}}));
    const QList<baton::StoredEvent> read = temp.store.events(first);
    QCOMPARE(read.size(), 3);
    QCOMPARE(read.at(1).type, u"ping"_s);
    QCOMPARE(read.at(1).data, u"é\u0001\n"_s);
    QVERIFY(!read.at(1).recognised);
    QCOMPARE(read.at(1).receivedAt, at.addMSecs(7));
    QCOMPARE(read.at(2).position, 3);
    QVERIFY(temp.store.events(second).isEmpty());

    // Deleting a conversation deletes its events.
    QVERIFY(temp.store.remove({first}));
    QVERIFY(temp.store.events(first).isEmpty());
    QVERIFY(temp.store.saveEvents(second, events));
    QVERIFY(temp.store.removeAll());
    QVERIFY(temp.store.events(second).isEmpty());
}

void TestHistoryStore::eventDataKeepsNoArgumentPiece()
{
    const QString secret = u"tok-5512-abcd"_s;
    // The key's value arrives in three pieces: none of them may be kept.
    const QStringList pieces {u"{\"api_key\": \"tok-"_s, u"5512-"_s, u"abcd\"}"_s};
    for (const QString &piece : pieces) {
        const QJsonObject chunk {
            {u"id"_s, u"c1"_s},
            {u"choices"_s,
             QJsonArray {QJsonObject {
                 {u"index"_s, 0},
                 {u"delta"_s,
                  QJsonObject {{u"tool_calls"_s,
                                QJsonArray {QJsonObject {
                                    {u"index"_s, 0},
                                    {u"id"_s, u"call-1"_s},
                                    {u"function"_s,
                                     QJsonObject {{u"name"_s, u"get_weather"_s}, {u"arguments"_s, piece}}}}}}}}}}}};
        const QString data = QString::fromUtf8(QJsonDocument(chunk).toJson(QJsonDocument::Compact));
        const QString kept = TurnRecord::eventData(data, {});
        QVERIFY2(!kept.contains(piece), qPrintable(kept));
        const QJsonObject back = QJsonDocument::fromJson(kept.toUtf8()).object();
        const QJsonObject function
            = back.value(u"choices"_s)[0][u"delta"_s][u"tool_calls"_s][0][u"function"_s].toObject();
        QCOMPARE(function.value(u"name"_s).toString(), u"get_weather"_s); // the rest is as it came
        QCOMPARE(function.value(u"arguments"_s).toString(), baton::ToolArguments::Mask.toString());
        QCOMPARE(back.value(u"id"_s).toString(), u"c1"_s);
    }
    // Elsewhere, a value masked in the turn is masked, in JSON and in text that is not.
    const QString content
        = u"{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"your key is "_s + secret + u"\"}}]}"_s;
    QVERIFY(!TurnRecord::eventData(content, {secret}).contains(secret));
    QCOMPARE(TurnRecord::eventData(content, {}), content); // nothing to mask: the data as it came
    QVERIFY(!TurnRecord::eventData(u"not json "_s + secret, {secret}).contains(secret));
    // A chunk without tool calls is kept byte for byte, odd members included.
    const QString odd = u"{\"choices\":[{\"delta\":{\"tool_calls\":\"not a list\"}}],\"x\":1}"_s;
    QCOMPARE(TurnRecord::eventData(odd, {}), odd);
}

void TestHistoryStore::twoWritersLoseNothing()
{
    TempStore temp;
    QVERIFY(temp.open());
    constexpr int each = 150;
    QProcess first;
    QProcess second;
    for (QProcess *writer : {&first, &second}) {
        writer->setProcessChannelMode(QProcess::ForwardedChannels);
        writer->start(
            QCoreApplication::applicationFilePath(),
            {u"--write-history"_s, temp.path(), QString::number(each), writer == &first ? u"first"_s : u"second"_s});
    }
    // Meanwhile this process reads, as the history page would.
    while (first.state() != QProcess::NotRunning || second.state() != QProcess::NotRunning) {
        QVERIFY2(temp.store.count({}) >= 0, qPrintable(temp.store.lastError()));
        QTest::qWait(20);
    }
    QCOMPARE(first.exitStatus(), QProcess::NormalExit);
    QCOMPARE(first.exitCode(), 0);
    QCOMPARE(second.exitCode(), 0);
    QCOMPARE(temp.store.count({}), 2 * each);
    for (const QString &tag : {u"first"_s, u"second"_s}) {
        HistoryQuery query;
        query.target = u"custom:writer"_s;
        query.limit = 1000;
        qsizetype turns = 0;
        qsizetype mine = 0;
        for (const baton::ConversationSummary &summary : temp.store.list(query)) {
            turns += summary.turnCount;
            mine += summary.targetName == tag;
        }
        QCOMPARE(turns, 8 * each);
        QCOMPARE(mine, each);
    }
    HistoryQuery everyHit;
    everyHit.limit = 1000;
    QCOMPARE(temp.store.search(u"first message"_s, everyHit).size(),
             2 * each); // two messages in each
    QVERIFY(runSql(temp.path(),
                   {u"PRAGMA integrity_check"_s, u"INSERT INTO turns_fts (turns_fts) VALUES ('integrity-check')"_s}));
}

void TestHistoryStore::aFullDiskDamagesNothing()
{
    TempStore temp;
    QVERIFY(temp.open());
    const QUuid kept = QUuid::createUuid();
    QVERIFY(temp.store.saveConversation(kept, u"custom:x"_s, u"Kept"_s, {}, u"console"_s));
    QVERIFY(temp.store.saveTurn(kept, 0, userTurn(u"written before the disk filled"_s), {}));
    QVERIFY(temp.store.saveTurn(kept, 1, fullAnswer(), {}));

    QProcess writer;
    writer.start(QCoreApplication::applicationFilePath(), {u"--fill-until-full"_s, temp.path(), u"2000000"_s});
    QVERIFY(writer.waitForFinished(60000));
    QCOMPARE(writer.exitCode(), 0);
    const QStringList said = QString::fromUtf8(writer.readAllStandardOutput()).split(u'\n');
    const int whole = said.value(0).toInt();
    QVERIFY2(whole > 0, qPrintable(said.join(u" | "_s)));
    QVERIFY2(!said.value(1).isEmpty(), "the failed write says why");

    // What was written before stays, whole and readable.
    QVERIFY(runSql(temp.path(),
                   {u"PRAGMA integrity_check"_s, u"INSERT INTO turns_fts (turns_fts) VALUES ('integrity-check')"_s}));
    HistoryStore reader;
    QCOMPARE(reader.open(temp.path()).outcome, Outcome::Opened);
    QCOMPARE(reader.load(kept)->turns.size(), 2);
    QCOMPARE(reader.search(u"disk filled"_s).size(), 1);
    HistoryQuery full;
    full.target = u"custom:full"_s;
    full.limit = 100000;
    qsizetype complete = 0;
    for (const baton::ConversationSummary &summary : reader.list(full))
        complete += summary.turnCount == 4;
    QVERIFY2(complete >= whole, qPrintable(u"%1 whole, %2 said"_s.arg(complete).arg(whole)));
}

void TestHistoryStore::unwritableFolderIsSaid()
{
    QTemporaryDir dir;
    // A file where the folder should be: no user, root included, can write there.
    const QString blocker = dir.filePath(u"history"_s);
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    HistoryStore store;
    const HistoryStore::OpenResult result = store.open(blocker + u"/profile.sqlite"_s);
    QCOMPARE(result.outcome, Outcome::Failed);
    QVERIFY(result.message().contains(blocker + u"/profile.sqlite"_s));
    QVERIFY(!store.isOpen());
    QVERIFY(!store.saveConversation(QUuid::createUuid(), u"custom:x"_s, {}, {}, u"console"_s));
    QVERIFY(QFile::exists(blocker)); // nothing moved, nothing removed
}

int main(int argc, char **argv)
{
    if (argc == 4 && std::strcmp(argv[1], "--fill-until-full") == 0) {
        QCoreApplication app(argc, argv);
        return fillUntilFull(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toLongLong());
    }
    if (argc == 5 && std::strcmp(argv[1], "--write-history") == 0) {
        QCoreApplication app(argc, argv);
        return writeHistory(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toInt(),
                            QString::fromLocal8Bit(argv[4]));
    }
    QCoreApplication app(argc, argv);
    TestHistoryStore test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_historystore.moc"

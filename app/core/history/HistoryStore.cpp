#include "core/history/HistoryStore.h"

#include "core/history/HistorySchema.h"
#include "core/history/TurnRecord.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// SQLite's primary result codes that say the file is not a usable database:
// it is moved aside. Any other failure (busy, read-only, full) leaves it be.
constexpr int SqliteCorrupt = 11;
constexpr int SqliteNotADatabase = 26;

// The longest title taken from a first message.
constexpr qsizetype MaxTitleLength = 200;

// The columns of a ConversationSummary, for readSummary().
const QString SummaryColumns = uR"(c.id, c.title, c.target, c.target_name, c.created_at, c.updated_at, c.source,
    (SELECT count(*) FROM turns t WHERE t.conversation_id = c.id),
    (SELECT coalesce(sum(t.credits), 0) FROM turns t WHERE t.conversation_id = c.id),
    (SELECT coalesce(sum(t.total_tokens), 0) FROM turns t WHERE t.conversation_id = c.id), c.replay_of)"_s;
// How many columns SummaryColumns has.
constexpr int SummaryColumnCount = 11;

ConversationSummary readSummary(const QSqlQuery &query, int first = 0)
{
    ConversationSummary summary;
    summary.id = QUuid::fromString(query.value(first).toString());
    summary.title = query.value(first + 1).toString();
    summary.target = query.value(first + 2).toString();
    summary.targetName = query.value(first + 3).toString();
    summary.createdAt = QDateTime::fromMSecsSinceEpoch(query.value(first + 4).toLongLong(), Qt::UTC);
    summary.updatedAt = QDateTime::fromMSecsSinceEpoch(query.value(first + 5).toLongLong(), Qt::UTC);
    summary.source = query.value(first + 6).toString();
    summary.turnCount = query.value(first + 7).toLongLong();
    summary.credits = query.value(first + 8).toDouble();
    summary.tokens = query.value(first + 9).toLongLong();
    summary.replayOf = QUuid::fromString(query.value(first + 10).toString());
    return summary;
}

QString idText(const QUuid &id)
{
    return id.toString(QUuid::WithoutBraces);
}

QJsonObject optionsJson(const ChatOptions &options)
{
    QJsonObject json {
        {u"stream"_s, options.stream}, {u"mode"_s, options.mode}, {u"send_context"_s, options.sendContext}};
    if (options.maxTokens)
        json.insert(u"max_tokens"_s, *options.maxTokens);
    if (options.maxCompletionTokens)
        json.insert(u"max_completion_tokens"_s, *options.maxCompletionTokens);
    if (options.temperature)
        json.insert(u"temperature"_s, *options.temperature);
    return json;
}

ChatOptions optionsFromJson(const QJsonObject &json)
{
    ChatOptions options;
    options.stream = json.value("stream"_L1).toBool(true);
    options.mode = json.value("mode"_L1).toString();
    options.sendContext = json.value("send_context"_L1).toBool(true);
    if (json.value("max_tokens"_L1).isDouble())
        options.maxTokens = json.value("max_tokens"_L1).toInteger();
    if (json.value("max_completion_tokens"_L1).isDouble())
        options.maxCompletionTokens = json.value("max_completion_tokens"_L1).toInteger();
    if (json.value("temperature"_L1).isDouble())
        options.temperature = json.value("temperature"_L1).toDouble();
    return options;
}

// Whether process `pid` is running (on this machine: the file is local).
bool processRuns(qint64 pid)
{
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

qint64 localDayStart(const QDate &day)
{
    return day.startOfDay().toMSecsSinceEpoch();
}

// Qt binds a null QString as NULL; every text column is NOT NULL.
QString nonNull(const QString &text)
{
    return text.isNull() ? u""_s : text;
}

QString searchedText(const QString &text)
{
    QString plain = nonNull(text);
    plain.remove(HistoryStore::MatchStart);
    plain.remove(HistoryStore::MatchEnd);
    return plain;
}

} // namespace

struct HistoryStore::Database {
    QString connection;
    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }
};

QString HistoryStore::OpenResult::message() const
{
    switch (outcome) {
    case Outcome::Opened:
    case Outcome::Created:
        return {};
    case Outcome::MovedAside:
        return HistoryStore::tr("The chat history %1 could not be read (%2). It was moved to %3, and a new "
                                "history was started.")
            .arg(path, reason, movedTo);
    case Outcome::Failed:
        return HistoryStore::tr("Chats are not being kept: the history %1 cannot be written (%2).").arg(path, reason);
    }
    return {};
}

HistoryStore::HistoryStore() = default;

HistoryStore::~HistoryStore()
{
    close();
}

QString HistoryStore::defaultPath(const QString &profileName, const QUrl &baseUrl)
{
    // Letters and digits of the name stay readable; the rest cannot harm a path.
    QString readable = profileName.left(40);
    for (QChar &c : readable) {
        if (!c.isLetterOrNumber() && c != u'-')
            c = u'_';
    }
    const QByteArray key = profileName.toUtf8() + '\n' + baseUrl.toString(QUrl::StripTrailingSlash).toUtf8();
    const QString hash
        = QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(12));
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/baton/history/"_s
        + (readable.isEmpty() ? u"url"_s : readable) + u'-' + hash + u".sqlite"_s;
}

bool HistoryStore::isOpen() const
{
    return m_db && m_db->db().isOpen();
}

void HistoryStore::close()
{
    if (!m_db)
        return;
    const QString connection = m_db->connection;
    {
        QSqlDatabase db = m_db->db();
        db.close();
    }
    m_db.reset();
    QSqlDatabase::removeDatabase(connection);
}

bool HistoryStore::fail(const QString &error) const
{
    m_lastError = error;
    return false;
}

bool HistoryStore::prepare(QSqlQuery &query, const QString &sql) const
{
    return query.prepare(sql) || fail(query.lastError().text());
}

HistoryStore::OpenResult HistoryStore::open(const QString &path)
{
    close();
    m_path = path;
    OpenResult result;
    result.path = path;
    const QFileInfo file(path);
    const bool existed = file.exists();
    if (!QDir().mkpath(file.absolutePath())) {
        result.reason = tr("its folder cannot be created");
        return result;
    }

    // Opens the file and brings its schema up to date; the SQLite result
    // code of what failed, or 0.
    const auto attempt = [this, &path]() -> int {
        static std::atomic<int> serial {0};
        m_db = std::make_unique<Database>(Database {u"baton-history-%1"_s.arg(serial++)});
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_db->connection);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(BusyTimeoutMs));
        if (!db.open()) {
            fail(db.lastError().text());
            return db.lastError().nativeErrorCode().toInt() & 0xff;
        }
        QSqlQuery query(db);
        // The version first: a newer file is moved aside as it was, untouched.
        if (!query.exec(u"PRAGMA user_version"_s) || !query.next()) {
            fail(query.lastError().text());
            return query.lastError().nativeErrorCode().toInt() & 0xff;
        }
        if (query.value(0).toInt() > SchemaVersion) {
            fail(tr("it was written by a newer version of Baton"));
            return SqliteNotADatabase; // as unusable as a file that is not a database
        }
        query.finish();
        for (const QString &pragma :
             {u"PRAGMA journal_mode = WAL"_s, u"PRAGMA synchronous = NORMAL"_s, u"PRAGMA foreign_keys = ON"_s}) {
            if (!query.exec(pragma)) {
                fail(query.lastError().text());
                return query.lastError().nativeErrorCode().toInt() & 0xff;
            }
        }
        if (!migrate()) {
            QSqlQuery(db).exec(u"ROLLBACK"_s);
            return -1;
        }
        return 0;
    };

    int code = attempt();
    if (code == 0) {
        result.outcome = existed ? OpenResult::Outcome::Opened : OpenResult::Outcome::Created;
        m_lastError.clear();
        return result;
    }
    result.reason = m_lastError;
    close();
    if (!existed || (code != SqliteCorrupt && code != SqliteNotADatabase))
        return result;

    const QString aside = path + u".unreadable-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    if (!QFile::rename(path, aside)) {
        result.reason += u"; "_s + tr("it cannot be moved aside");
        return result;
    }
    for (const QString &suffix : {u"-wal"_s, u"-shm"_s}) {
        if (QFile::exists(path + suffix))
            QFile::rename(path + suffix, aside + suffix);
    }
    result.movedTo = aside;
    code = attempt();
    if (code != 0) {
        result.reason = m_lastError;
        close();
        return result;
    }
    result.outcome = OpenResult::Outcome::MovedAside;
    m_lastError.clear();
    return result;
}

bool HistoryStore::migrate()
{
    QSqlQuery query(m_db->db());
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return fail(query.lastError().text());
    if (!query.exec(u"PRAGMA user_version"_s) || !query.next())
        return fail(query.lastError().text());
    const int version = query.value(0).toInt();
    query.finish();
    if (version > SchemaVersion)
        return fail(tr("it was written by a newer version of Baton"));
    for (int step = version; step < SchemaVersion; ++step) {
        for (const QString &sql : HistorySchema::migrations()[std::size_t(step)]) {
            if (!query.exec(sql))
                return fail(query.lastError().text());
        }
    }
    if (version < SchemaVersion && !query.exec(u"PRAGMA user_version = %1"_s.arg(SchemaVersion)))
        return fail(query.lastError().text());
    if (!query.exec(u"COMMIT"_s))
        return fail(query.lastError().text());
    return true;
}

bool HistoryStore::saveConversation(const QUuid &id, const QString &target, const QString &targetName,
                                    const ChatOptions &options, const QString &source)
{
    if (!isOpen())
        return fail(tr("the history is not open"));
    QSqlQuery query(m_db->db());
    if (!prepare(query, uR"(INSERT INTO conversations (id, target, target_name, options, source, created_at, updated_at)
        VALUES (:id, :target, :name, :options, :source, :now, :now)
        ON CONFLICT (id) DO UPDATE SET target = excluded.target,
            target_name = CASE WHEN excluded.target_name = '' THEN target_name ELSE excluded.target_name END,
            options = excluded.options)"_s))
        return false;
    query.bindValue(u":id"_s, idText(id));
    query.bindValue(u":target"_s, nonNull(target));
    query.bindValue(u":name"_s, nonNull(targetName));
    query.bindValue(u":options"_s,
                    QString::fromUtf8(QJsonDocument(optionsJson(options)).toJson(QJsonDocument::Compact)));
    query.bindValue(u":source"_s, nonNull(source));
    query.bindValue(u":now"_s, QDateTime::currentMSecsSinceEpoch());
    if (!query.exec())
        return fail(query.lastError().text());
    return true;
}

bool HistoryStore::saveTurn(const QUuid &id, qsizetype position, const ConversationTurn &turn,
                            const QStringList &maskedValues)
{
    if (!isOpen())
        return fail(tr("the history is not open"));
    const QJsonObject record = TurnRecord::toJson(turn, maskedValues);
    const QString text = searchedText(turn.role == ConversationTurn::Role::User
                                          ? record.value("text"_L1).toString()
                                          : record.value("answer"_L1).toObject().value("content"_L1).toString());
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const std::optional<ChatUsage> &usage = turn.answer.usage;
    const double credits = turn.answer.service ? turn.answer.service->creditsCharged.value_or(0) : 0;

    QSqlQuery query(m_db->db());
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return fail(query.lastError().text());
    const auto rollBack = [&query, this]() {
        const QString error = query.lastError().text();
        QSqlQuery(m_db->db()).exec(u"ROLLBACK"_s);
        return fail(error);
    };
    if (!prepare(query, uR"(INSERT INTO turns (conversation_id, position, role, state, text, record, prompt_tokens,
            completion_tokens, total_tokens, credits, created_at, updated_at)
        VALUES (:id, :position, :role, :state, :text, :record, :prompt, :completion, :total, :credits, :now, :now)
        ON CONFLICT (conversation_id, position) DO UPDATE SET role = excluded.role, state = excluded.state,
            text = excluded.text, record = excluded.record, prompt_tokens = excluded.prompt_tokens,
            completion_tokens = excluded.completion_tokens, total_tokens = excluded.total_tokens,
            credits = excluded.credits, updated_at = excluded.updated_at)"_s))
        return rollBack();
    query.bindValue(u":id"_s, idText(id));
    query.bindValue(u":position"_s, qint64(position));
    query.bindValue(u":role"_s, record.value("role"_L1).toString());
    query.bindValue(u":state"_s, TurnRecord::stateName(turn.state));
    query.bindValue(u":text"_s, text);
    query.bindValue(u":record"_s, QString::fromUtf8(QJsonDocument(record).toJson(QJsonDocument::Compact)));
    query.bindValue(u":prompt"_s, usage ? usage->promptTokens : 0);
    query.bindValue(u":completion"_s, usage ? usage->completionTokens : 0);
    query.bindValue(u":total"_s, usage ? usage->totalTokens : 0);
    query.bindValue(u":credits"_s, credits);
    query.bindValue(u":now"_s, now);
    if (!query.exec())
        return rollBack();
    if (!prepare(query, uR"(UPDATE conversations SET updated_at = :now, writer_pid = :pid,
            title = CASE WHEN title_given = 0 AND title = '' AND :user THEN :title ELSE title END
        WHERE id = :id)"_s))
        return rollBack();
    query.bindValue(u":now"_s, now);
    query.bindValue(u":pid"_s, TurnRecord::isOpen(turn.state) ? QVariant(qint64(::getpid())) : QVariant());
    query.bindValue(u":user"_s, turn.role == ConversationTurn::Role::User);
    query.bindValue(u":title"_s, nonNull(text.simplified().left(MaxTitleLength)));
    query.bindValue(u":id"_s, idText(id));
    if (!query.exec())
        return rollBack();
    if (query.numRowsAffected() != 1) {
        QSqlQuery(m_db->db()).exec(u"ROLLBACK"_s);
        return fail(tr("no conversation %1 in the history").arg(idText(id)));
    }
    if (!query.exec(u"COMMIT"_s))
        return rollBack();
    return true;
}

bool HistoryStore::setTitle(const QUuid &id, const QString &title)
{
    if (!isOpen())
        return fail(tr("the history is not open"));
    QSqlQuery query(m_db->db());
    if (!prepare(query, u"UPDATE conversations SET title = :title, title_given = 1 WHERE id = :id"_s))
        return false;
    query.bindValue(u":title"_s, nonNull(title.simplified().left(MaxTitleLength)));
    query.bindValue(u":id"_s, idText(id));
    if (!query.exec())
        return fail(query.lastError().text());
    return query.numRowsAffected() == 1 || fail(tr("no conversation %1 in the history").arg(idText(id)));
}

bool HistoryStore::setReplayOf(const QUuid &id, const QUuid &of)
{
    if (!isOpen())
        return fail(tr("the history is not open"));
    QSqlQuery query(m_db->db());
    if (!prepare(query, u"UPDATE conversations SET replay_of = :of WHERE id = :id"_s))
        return false;
    query.bindValue(u":of"_s, idText(of));
    query.bindValue(u":id"_s, idText(id));
    if (!query.exec())
        return fail(query.lastError().text());
    return query.numRowsAffected() == 1 || fail(tr("no conversation %1 in the history").arg(idText(id)));
}

bool HistoryStore::saveEvents(const QUuid &id, const QList<StoredEvent> &events)
{
    if (!isOpen())
        return fail(tr("the history is not open"));
    QSqlQuery query(m_db->db());
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return fail(query.lastError().text());
    if (!prepare(query, uR"(INSERT INTO events (conversation_id, position, type, data, recognised, received_at)
            VALUES (:id, :position, :type, :data, :recognised, :at))"_s)) {
        QSqlQuery(m_db->db()).exec(u"ROLLBACK"_s);
        return false;
    }
    for (const StoredEvent &event : events) {
        query.bindValue(u":id"_s, idText(id));
        query.bindValue(u":position"_s, qint64(event.position));
        query.bindValue(u":type"_s, nonNull(event.type));
        query.bindValue(u":data"_s, nonNull(event.data));
        query.bindValue(u":recognised"_s, event.recognised);
        query.bindValue(u":at"_s, event.receivedAt.toMSecsSinceEpoch());
        if (!query.exec()) {
            const QString error = query.lastError().text();
            QSqlQuery(m_db->db()).exec(u"ROLLBACK"_s);
            return fail(error);
        }
    }
    if (!query.exec(u"COMMIT"_s))
        return fail(query.lastError().text());
    return true;
}

QList<StoredEvent> HistoryStore::events(const QUuid &id) const
{
    QList<StoredEvent> events;
    if (!isOpen()) {
        fail(tr("the history is not open"));
        return events;
    }
    QSqlQuery query(m_db->db());
    query.setForwardOnly(true);
    if (!prepare(query, uR"(SELECT position, type, data, recognised, received_at FROM events
            WHERE conversation_id = :id ORDER BY id)"_s))
        return events;
    query.bindValue(u":id"_s, idText(id));
    if (!query.exec()) {
        fail(query.lastError().text());
        return events;
    }
    while (query.next()) {
        events.append(StoredEvent {query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString(),
                                   query.value(3).toBool(),
                                   QDateTime::fromMSecsSinceEpoch(query.value(4).toLongLong(), Qt::UTC)});
    }
    return events;
}

bool HistoryStore::remove(const QList<QUuid> &ids)
{
    if (!isOpen())
        return fail(tr("the history is not open"));
    QSqlQuery query(m_db->db());
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return fail(query.lastError().text());
    for (const QUuid &id : ids) {
        for (const QString &sql :
             {u"DELETE FROM turns WHERE conversation_id = :id"_s, u"DELETE FROM conversations WHERE id = :id"_s}) {
            const bool prepared = prepare(query, sql);
            query.bindValue(u":id"_s, idText(id));
            if (!prepared || !query.exec()) {
                const QString error = query.lastError().text();
                QSqlQuery(m_db->db()).exec(u"ROLLBACK"_s);
                return fail(error);
            }
        }
    }
    if (!query.exec(u"COMMIT"_s))
        return fail(query.lastError().text());
    return true;
}

bool HistoryStore::removeAll()
{
    if (!isOpen())
        return fail(tr("the history is not open"));
    QSqlQuery query(m_db->db());
    for (const QString &sql : {u"BEGIN IMMEDIATE"_s, u"DELETE FROM turns"_s, u"DELETE FROM conversations"_s,
                               u"DELETE FROM events"_s, u"COMMIT"_s}) {
        if (!query.exec(sql)) {
            const QString error = query.lastError().text();
            QSqlQuery(m_db->db()).exec(u"ROLLBACK"_s);
            return fail(error);
        }
    }
    return true;
}

qsizetype HistoryStore::removeOlderThan(const QDateTime &before)
{
    if (!isOpen())
        return fail(tr("the history is not open")) ? 0 : -1;
    QSqlQuery query(m_db->db());
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return fail(query.lastError().text()) ? 0 : -1;
    qsizetype removed = 0;
    for (const QString &sql : {u"DELETE FROM turns WHERE conversation_id IN "
                               u"(SELECT id FROM conversations WHERE updated_at < :before)"_s,
                               u"DELETE FROM conversations WHERE updated_at < :before"_s}) {
        const bool prepared = prepare(query, sql);
        query.bindValue(u":before"_s, before.toMSecsSinceEpoch());
        if (!prepared || !query.exec()) {
            const QString error = query.lastError().text();
            QSqlQuery(m_db->db()).exec(u"ROLLBACK"_s);
            return fail(error) ? 0 : -1;
        }
        removed = query.numRowsAffected();
    }
    if (!query.exec(u"COMMIT"_s))
        return fail(query.lastError().text()) ? 0 : -1;
    return removed;
}

namespace {

// The terms of a HistoryQuery's filter, bound by bindFilter().
QStringList filterTerms(const HistoryQuery &filter)
{
    QStringList terms;
    if (!filter.target.isEmpty())
        terms << u"c.target = :target"_s;
    if (!filter.replayOf.isNull())
        terms << u"c.replay_of = :replayOf"_s;
    if (filter.from.isValid())
        terms << u"c.updated_at >= :from"_s;
    if (filter.to.isValid())
        terms << u"c.updated_at < :to"_s;
    return terms;
}

QString filterClause(const HistoryQuery &filter)
{
    const QStringList terms = filterTerms(filter);
    return terms.isEmpty() ? QString() : u" WHERE "_s + terms.join(u" AND "_s);
}

void bindFilter(QSqlQuery &query, const HistoryQuery &filter)
{
    if (!filter.target.isEmpty())
        query.bindValue(u":target"_s, filter.target);
    if (!filter.replayOf.isNull())
        query.bindValue(u":replayOf"_s, idText(filter.replayOf));
    if (filter.from.isValid())
        query.bindValue(u":from"_s, localDayStart(filter.from));
    if (filter.to.isValid())
        query.bindValue(u":to"_s, localDayStart(filter.to.addDays(1)));
}

} // namespace

QList<ConversationSummary> HistoryStore::list(const HistoryQuery &filter) const
{
    QList<ConversationSummary> rows;
    if (!isOpen()) {
        fail(tr("the history is not open"));
        return rows;
    }
    QSqlQuery query(m_db->db());
    query.setForwardOnly(true);
    if (!prepare(query,
                 u"SELECT "_s + SummaryColumns + u" FROM conversations c"_s + filterClause(filter)
                     + u" ORDER BY c.updated_at DESC, c.rowid DESC LIMIT :limit OFFSET :offset"_s))
        return rows;
    bindFilter(query, filter);
    query.bindValue(u":limit"_s, qint64(filter.limit));
    query.bindValue(u":offset"_s, qint64(filter.offset));
    if (!query.exec()) {
        fail(query.lastError().text());
        return rows;
    }
    while (query.next())
        rows.append(readSummary(query));
    return rows;
}

qsizetype HistoryStore::count(const HistoryQuery &filter) const
{
    if (!isOpen())
        return fail(tr("the history is not open")) ? 0 : -1;
    QSqlQuery query(m_db->db());
    if (!prepare(query, u"SELECT count(*) FROM conversations c"_s + filterClause(filter)))
        return -1;
    bindFilter(query, filter);
    if (!query.exec() || !query.next())
        return fail(query.lastError().text()) ? 0 : -1;
    return query.value(0).toLongLong();
}

QString HistoryStore::matchQuery(const QString &text)
{
    // Letters, digits and marks make a word (unicode61's tokens); anything
    // else, FTS5's syntax included, only separates words. Each chunk
    // between spaces is one phrase, its last word matched as a prefix.
    static const QRegularExpression word(u"[\\p{L}\\p{N}\\p{M}]+"_s);
    QStringList phrases;
    for (const QString &chunk : text.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts)) {
        QStringList words;
        for (QRegularExpressionMatchIterator it = word.globalMatch(chunk); it.hasNext();)
            words << it.next().captured();
        if (!words.isEmpty())
            phrases << u"\""_s + words.join(u' ') + u"\"*"_s;
    }
    return phrases.join(u' ');
}

QList<HistoryHit> HistoryStore::search(const QString &text, const HistoryQuery &filter) const
{
    QList<HistoryHit> hits;
    if (!isOpen()) {
        fail(tr("the history is not open"));
        return hits;
    }
    const QString match = matchQuery(text);
    if (match.isEmpty())
        return hits;
    const QStringList terms = filterTerms(filter);
    const QString filtered = terms.isEmpty() ? QString() : u" AND "_s + terms.join(u" AND "_s);
    QSqlQuery query(m_db->db());
    query.setForwardOnly(true);
    // The index's rowid grows with each new turn: newest first, and the
    // scan stops at the limit however common the words are.
    if (!prepare(query,
                 u"SELECT "_s + SummaryColumns + uR"(, t.position, snippet(turns_fts, 0, :start, :end, '…', 10)
        FROM turns_fts JOIN turns t ON t.id = turns_fts.rowid JOIN conversations c ON c.id = t.conversation_id
        WHERE turns_fts MATCH :match)"_s
                     + filtered + u" ORDER BY turns_fts.rowid DESC LIMIT :limit"_s))
        return hits;
    query.bindValue(u":start"_s, QString(MatchStart));
    query.bindValue(u":end"_s, QString(MatchEnd));
    query.bindValue(u":match"_s, match);
    bindFilter(query, filter);
    query.bindValue(u":limit"_s, qint64(filter.limit));
    if (!query.exec()) {
        fail(query.lastError().text());
        return hits;
    }
    while (query.next())
        hits.append(HistoryHit {readSummary(query), query.value(SummaryColumnCount).toLongLong(),
                                query.value(SummaryColumnCount + 1).toString()});
    return hits;
}

std::optional<StoredConversation> HistoryStore::load(const QUuid &id) const
{
    if (!isOpen()) {
        fail(tr("the history is not open"));
        return std::nullopt;
    }
    QSqlQuery query(m_db->db());
    query.setForwardOnly(true);
    if (!prepare(query,
                 u"SELECT "_s + SummaryColumns + u", c.options, c.writer_pid FROM conversations c WHERE c.id = :id"_s))
        return std::nullopt;
    query.bindValue(u":id"_s, idText(id));
    if (!query.exec()) {
        fail(query.lastError().text());
        return std::nullopt;
    }
    if (!query.next()) {
        fail(tr("no conversation %1 in the history").arg(idText(id)));
        return std::nullopt;
    }
    StoredConversation stored;
    stored.summary = readSummary(query);
    stored.options
        = optionsFromJson(QJsonDocument::fromJson(query.value(SummaryColumnCount).toString().toUtf8()).object());
    const QVariant writer = query.value(SummaryColumnCount + 1);
    const bool writerRuns = !writer.isNull() && processRuns(writer.toLongLong());
    query.finish();

    if (!prepare(query, u"SELECT record FROM turns WHERE conversation_id = :id ORDER BY position"_s))
        return std::nullopt;
    query.bindValue(u":id"_s, idText(id));
    if (!query.exec()) {
        fail(query.lastError().text());
        return std::nullopt;
    }
    while (query.next()) {
        ConversationTurn turn = TurnRecord::fromJson(QJsonDocument::fromJson(query.value(0).toByteArray()).object());
        if (TurnRecord::isOpen(turn.state) && !writerRuns) {
            turn.state = ConversationTurn::State::Interrupted;
            turn.answer.ended = true;
        }
        stored.turns.append(turn);
    }
    return stored;
}

QList<UsageRow> HistoryStore::usage(const QDate &from, const QDate &to) const
{
    QList<UsageRow> rows;
    if (!isOpen()) {
        fail(tr("the history is not open"));
        return rows;
    }
    QStringList terms {u"t.role = 'assistant'"_s};
    if (from.isValid())
        terms << u"t.created_at >= :from"_s;
    if (to.isValid())
        terms << u"t.created_at < :to"_s;
    QSqlQuery query(m_db->db());
    query.setForwardOnly(true);
    if (!prepare(query,
                 uR"(SELECT date(t.created_at / 1000, 'unixepoch', 'localtime') AS day, c.target,
            max(c.target_name), count(*), sum(t.prompt_tokens), sum(t.completion_tokens), sum(t.credits)
        FROM turns t JOIN conversations c ON c.id = t.conversation_id WHERE )"_s
                     + terms.join(u" AND "_s) + u" GROUP BY day, c.target ORDER BY day, c.target"_s))
        return rows;
    if (from.isValid())
        query.bindValue(u":from"_s, localDayStart(from));
    if (to.isValid())
        query.bindValue(u":to"_s, localDayStart(to.addDays(1)));
    if (!query.exec()) {
        fail(query.lastError().text());
        return rows;
    }
    while (query.next()) {
        rows.append(UsageRow {QDate::fromString(query.value(0).toString(), Qt::ISODate), query.value(1).toString(),
                              query.value(2).toString(), query.value(3).toLongLong(), query.value(4).toLongLong(),
                              query.value(5).toLongLong(), query.value(6).toDouble()});
    }
    return rows;
}

QList<QUuid> HistoryStore::idsStartingWith(const QString &prefix, qsizetype limit) const
{
    QList<QUuid> ids;
    if (!isOpen()) {
        fail(tr("the history is not open"));
        return ids;
    }
    QSqlQuery query(m_db->db());
    query.setForwardOnly(true);
    if (!prepare(
            query,
            u"SELECT id FROM conversations WHERE substr(id, 1, length(:prefix)) = :prefix ORDER BY id LIMIT :limit"_s))
        return ids;
    query.bindValue(u":prefix"_s, prefix.toLower());
    query.bindValue(u":limit"_s, qint64(limit));
    if (!query.exec()) {
        fail(query.lastError().text());
        return ids;
    }
    while (query.next())
        ids.append(QUuid::fromString(query.value(0).toString()));
    return ids;
}

QList<std::pair<QString, QString>> HistoryStore::targets() const
{
    QList<std::pair<QString, QString>> result;
    if (!isOpen()) {
        fail(tr("the history is not open"));
        return result;
    }
    QSqlQuery query(m_db->db());
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT target, target_name, max(updated_at) FROM conversations GROUP BY target "
                    u"ORDER BY target_name COLLATE NOCASE, target"_s)) {
        fail(query.lastError().text());
        return result;
    }
    while (query.next())
        result.append({query.value(0).toString(), query.value(1).toString()});
    return result;
}

} // namespace baton

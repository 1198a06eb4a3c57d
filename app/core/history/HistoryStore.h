#pragma once

#include "core/chat/ChatOptions.h"
#include "core/chat/ConversationTurn.h"
#include "core/history/HistorySchema.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QUuid>

class QSqlQuery;

#include <memory>
#include <optional>
#include <utility>

namespace baton {

// What the history keeps of a conversation besides its turns.
struct ConversationSummary {
    QUuid id;
    QString title; // the first message, or the title the user gave
    QString target; // group:<uuid> or custom:<uuid>
    QString targetName; // the target's name when the conversation was held; empty when unknown
    QDateTime createdAt; // UTC
    QDateTime updatedAt; // UTC
    QString source; // "console" or "cli"
    qsizetype turnCount = 0;
    double credits = 0; // the credits the service charged, summed over the answers
    qint64 tokens = 0; // total tokens, summed over the answers
    QUuid replayOf; // the conversation this one re-ran; null when it is not a re-run
};

// One server-sent event of an answer, as received while the event inspector was open.
struct StoredEvent {
    qsizetype position = 0; // the turn the event filled
    QString type;
    QString data; // masked as the turn is, tool call argument pieces left out
    bool recognised = true;
    QDateTime receivedAt; // UTC
};

struct StoredConversation {
    ConversationSummary summary;
    ChatOptions options;
    // Every turn as recorded, masks included. A turn whose writer ended
    // without finishing it (Waiting, Streaming) reads as Interrupted.
    QList<ConversationTurn> turns;
};

// Which conversations list() and count() return, newest first.
struct HistoryQuery {
    QString target; // empty: every target
    QDate from; // the local day of the latest change; invalid: no bound
    QDate to;
    qsizetype offset = 0;
    qsizetype limit = 100;
    QUuid replayOf; // not null: the re-runs of this conversation only
};

// One turn whose text matches a search.
struct HistoryHit {
    ConversationSummary conversation;
    qsizetype position = 0; // the turn's index in its conversation
    // The words around the match, each match between MatchStart and MatchEnd.
    QString snippet;
};

// Credits and tokens of one local day and one target.
struct UsageRow {
    QDate day;
    QString target;
    QString targetName;
    qsizetype answers = 0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    double credits = 0;
};

// The chat history of one profile: one SQLite database, through Qt SQL, that
// any number of Baton processes read and write at once (WAL, a busy timeout,
// one transaction per write). The only place that opens it.
//
// Schema: conversations (id, title, target, the target's name at the time,
// options, times, source, the pid of the process writing an answer), turns
// (conversation, position, role, state, text, the whole turn as TurnRecord
// JSON, and the figures the lists and sums need) and turns_fts (FTS5 over
// the turns' text, kept by triggers). The version is PRAGMA user_version;
// open() migrates an older file step by step in one transaction.
//
// A file that cannot be used (not a database, damaged, a newer schema) is
// moved aside, never deleted, and a new one started; OpenResult names both.
class HistoryStore final
{
    Q_DECLARE_TR_FUNCTIONS(baton::HistoryStore)

public:
    static constexpr int SchemaVersion = HistorySchema::Version;
    // A snippet's match starts and ends with these (they never occur in a
    // recorded text: TurnRecord's writers take them out).
    static constexpr QChar MatchStart {0xFDD2};
    static constexpr QChar MatchEnd {0xFDD3};
    // How long a write waits for another process's transaction.
    static constexpr int BusyTimeoutMs = 5000;

    struct OpenResult {
        enum class Outcome {
            Opened, // an existing history, migrated if it was older
            Created, // a new file
            MovedAside, // the file could not be used: moved to `movedTo`, a new one created
            Failed, // no history: `reason` says why (nothing was changed on disk)
        };
        Outcome outcome = Outcome::Failed;
        QString path;
        QString movedTo;
        QString reason; // SQLite's words, for MovedAside and Failed
        // One translated sentence for the user, naming the paths; empty when Opened or Created.
        [[nodiscard]] QString message() const;
    };

    HistoryStore();
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    // The history file of a profile, shared by the console and baton-cli:
    // baton/history/<name>-<hash>.sqlite under the user's data folder
    // ($XDG_DATA_HOME), the hash telling apart profiles of the same name for
    // other services. A service named only by its URL (baton-cli
    // --base-url) has an empty `profileName`.
    [[nodiscard]] static QString defaultPath(const QString &profileName, const QUrl &baseUrl);

    OpenResult open(const QString &path);
    [[nodiscard]] bool isOpen() const;
    [[nodiscard]] const QString &path() const { return m_path; }
    // Why the latest call that returned false or nothing failed, in SQLite's words.
    [[nodiscard]] const QString &lastError() const { return m_lastError; }

    // Writes a conversation's header (inserted, or its target, name and options updated).
    bool saveConversation(const QUuid &id, const QString &target, const QString &targetName, const ChatOptions &options,
                          const QString &source);
    // Writes turn `position` whole (TurnRecord, masked with `maskedValues`);
    // the first user message becomes the title unless one was given. While
    // the turn is open (Waiting, Streaming) the conversation names this
    // process, so that other readers do not take the turn for broken off.
    bool saveTurn(const QUuid &id, qsizetype position, const ConversationTurn &turn, const QStringList &maskedValues);
    bool setTitle(const QUuid &id, const QString &title);
    // Conversation `id` re-runs the user messages of `of`.
    bool setReplayOf(const QUuid &id, const QUuid &of);
    // Appends events to a conversation's, in one transaction.
    bool saveEvents(const QUuid &id, const QList<StoredEvent> &events);
    bool remove(const QList<QUuid> &ids);
    bool removeAll();
    // Removes the conversations last changed before `before`; how many, or -1.
    qsizetype removeOlderThan(const QDateTime &before);

    [[nodiscard]] QList<ConversationSummary> list(const HistoryQuery &query) const;
    [[nodiscard]] qsizetype count(const HistoryQuery &query) const;
    // Turns whose text holds every word of `text` (a word's start matches:
    // "weath" finds "weather"), newest first, among the conversations
    // `filter` names, at most its limit (its offset is not used). Quotes,
    // operators and brackets are searched as the plain words around them.
    [[nodiscard]] QList<HistoryHit> search(const QString &text, const HistoryQuery &filter = {}) const;
    [[nodiscard]] std::optional<StoredConversation> load(const QUuid &id) const;
    // The raw events kept of a conversation's answers, in arrival order.
    [[nodiscard]] QList<StoredEvent> events(const QUuid &id) const;

    // Per local day and target, from `from` to `to` (both included; invalid: no bound).
    [[nodiscard]] QList<UsageRow> usage(const QDate &from = {}, const QDate &to = {}) const;
    // The conversations whose id begins with `prefix` (any case), at most `limit`.
    [[nodiscard]] QList<QUuid> idsStartingWith(const QString &prefix, qsizetype limit) const;
    // Every target the history holds, with its latest name.
    [[nodiscard]] QList<std::pair<QString, QString>> targets() const;

    // The FTS5 query that searches `text` as plain words; empty when it has none.
    [[nodiscard]] static QString matchQuery(const QString &text);

private:
    struct Database;
    bool fail(const QString &error) const;
    // Prepares `sql`; false, with SQLite's words in lastError(), when it cannot be.
    bool prepare(QSqlQuery &query, const QString &sql) const;
    bool migrate();
    void close();

    std::unique_ptr<Database> m_db;
    QString m_path;
    mutable QString m_lastError;
};

} // namespace baton

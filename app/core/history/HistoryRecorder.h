#pragma once

#include "core/history/HistoryStore.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>
#include <QUuid>

#include <functional>

namespace baton {

class ChatSession;
struct SseEvent;

// Keeps a ChatSession's conversation in a HistoryStore as it happens: the
// conversation's header when its first turn comes, each turn whole when it
// is added or changes state, and the text of a streaming answer at most
// CheckpointMs after it arrived, one transaction each, so that a process
// killed mid-answer leaves everything up to the last checkpoint.
//
// A write that fails (a full or read-only disk, a file another program
// locked for too long) does not stop the chat: problemChanged() says why,
// the next change tries again, and a write that succeeds clears it.
class HistoryRecorder final : public QObject
{
    Q_OBJECT

public:
    static constexpr int CheckpointMs = 250;

    // `source` is written with each conversation: "console" or "cli".
    HistoryRecorder(ChatSession &session, HistoryStore &store, const QString &source, QObject *parent = nullptr);
    ~HistoryRecorder() override;

    // The name of a target (group:<uuid>, custom:<uuid>) as far as it is
    // known; empty when it is not.
    using NameLookup = std::function<QString(const QString &target)>;
    // Names the targets of the conversations recorded from now on, so that
    // a target deleted later still reads by the name it had.
    void setNameLookup(NameLookup lookup) { m_nameOf = std::move(lookup); }
    // The first `turns` turns of conversation `id` are in the history
    // already (a conversation opened from it): bringing them back into the
    // session writes nothing.
    void markStored(const QUuid &id, qsizetype turns);
    // The store was opened on another file: what it held is not this one's.
    void forgetStored();
    // Whether the raw events of the answers are kept too (while the event
    // inspector is open), from the next event on; masked as TurnRecord::eventData() says.
    void setKeepEvents(bool keep) { m_keepEvents = keep; }
    [[nodiscard]] bool keepsEvents() const { return m_keepEvents; }
    // Writes what waits for the next checkpoint now.
    void flush();
    // Why the latest write failed; empty while writes succeed.
    [[nodiscard]] const QString &problem() const { return m_problem; }

Q_SIGNALS:
    void problemChanged(const QString &problem);
    // A conversation was written (a new one, a turn, a checkpoint).
    void conversationSaved(const QUuid &id);

private:
    void onTurnAdded(qsizetype index);
    void onEvent(qsizetype index, const SseEvent &event, bool recognised);
    void saveEvents();
    void save(qsizetype index);
    void setProblem(const QString &problem);

    ChatSession &m_session;
    HistoryStore &m_store;
    QString m_source;
    NameLookup m_nameOf;
    // Per conversation, how many of its first turns are stored.
    QHash<QUuid, qsizetype> m_stored;
    // Conversations whose header is written.
    QSet<QUuid> m_headers;
    // Turns whose text changed since the last checkpoint.
    QSet<qsizetype> m_pending;
    // Events received since the last checkpoint, and their conversation.
    QList<StoredEvent> m_events;
    QUuid m_eventsOf;
    // The values masked in the turns of the conversation written last.
    QStringList m_maskedValues;
    bool m_keepEvents = false;
    QTimer m_checkpoint;
    QString m_problem;
};

} // namespace baton

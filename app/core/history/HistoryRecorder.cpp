#include "core/history/HistoryRecorder.h"

#include "core/chat/ChatExport.h"
#include "core/chat/ChatSession.h"
#include "core/history/HistoryStore.h"
#include "core/history/TurnRecord.h"
#include "core/sse/SseEvent.h"

namespace baton {

HistoryRecorder::HistoryRecorder(ChatSession &session, HistoryStore &store, const QString &source, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_store(store)
    , m_source(source)
{
    m_checkpoint.setSingleShot(true);
    m_checkpoint.setInterval(CheckpointMs);
    connect(&m_checkpoint, &QTimer::timeout, this, &HistoryRecorder::flush);

    connect(&session, &ChatSession::turnAdded, this, &HistoryRecorder::onTurnAdded);
    for (const auto signal : {&ChatSession::turnStarted, &ChatSession::turnChanged, &ChatSession::toolCallsChanged,
                              &ChatSession::usageChanged, &ChatSession::serviceObjectChanged})
        connect(&session, signal, this, &HistoryRecorder::save);
    connect(&session, &ChatSession::finished, this, [this](qsizetype index) { save(index); });
    connect(&session, &ChatSession::contentAppended, this, [this](qsizetype index) {
        m_pending.insert(index);
        if (!m_checkpoint.isActive())
            m_checkpoint.start();
    });
    connect(&session, &ChatSession::eventReceived, this, &HistoryRecorder::onEvent);
    // A new conversation: what waited belongs to the one that ended.
    connect(&session, &ChatSession::cleared, this, [this]() {
        m_checkpoint.stop();
        m_pending.clear();
        saveEvents();
    });
}

HistoryRecorder::~HistoryRecorder()
{
    flush();
}

void HistoryRecorder::markStored(const QUuid &id, qsizetype turns)
{
    m_stored.insert(id, turns);
    m_headers.insert(id);
}

void HistoryRecorder::forgetStored()
{
    m_stored.clear();
    m_headers.clear();
}

void HistoryRecorder::flush()
{
    m_checkpoint.stop();
    const QSet<qsizetype> pending = std::exchange(m_pending, {});
    for (const qsizetype index : pending)
        save(index);
    saveEvents();
}

void HistoryRecorder::onEvent(qsizetype index, const SseEvent &event, bool recognised)
{
    if (!m_keepEvents)
        return;
    if (m_eventsOf != m_session.conversationId())
        saveEvents();
    m_eventsOf = m_session.conversationId();
    m_events.append(StoredEvent {index, event.type, event.data, recognised, QDateTime::currentDateTimeUtc()});
    if (!m_checkpoint.isActive())
        m_checkpoint.start();
}

void HistoryRecorder::saveEvents()
{
    if (m_events.isEmpty())
        return;
    // Masked with what the latest turn written masked: the events'
    // conversation's, since a new one writes nothing before they are saved.
    QList<StoredEvent> events = std::exchange(m_events, {});
    for (StoredEvent &event : events)
        event.data = TurnRecord::eventData(event.data, m_maskedValues);
    if (!m_store.saveEvents(m_eventsOf, events))
        setProblem(m_store.lastError());
}

void HistoryRecorder::onTurnAdded(qsizetype index)
{
    // restoreConversation() adds back turns the history holds already.
    if (index < m_stored.value(m_session.conversationId()))
        return;
    save(index);
}

void HistoryRecorder::save(qsizetype index)
{
    if (index < 0 || index >= m_session.turns().size())
        return;
    m_pending.remove(index);
    const QUuid &id = m_session.conversationId();
    // The header again with each message: the options or the name may have changed.
    const bool user = m_session.turn(index).role == ConversationTurn::Role::User;
    if (!m_headers.contains(id) || user) {
        const QString name = m_nameOf ? m_nameOf(m_session.target()) : QString();
        if (!m_store.saveConversation(id, m_session.target(), name, m_session.options(), m_source)) {
            setProblem(m_store.lastError());
            return;
        }
        m_headers.insert(id);
    }
    m_maskedValues = ChatExport::maskedValues(m_session.turns());
    if (!m_store.saveTurn(id, index, m_session.turn(index), m_maskedValues)) {
        setProblem(m_store.lastError());
        return;
    }
    qsizetype &stored = m_stored[id];
    stored = std::max(stored, index + 1);
    setProblem({});
    Q_EMIT conversationSaved(id);
}

void HistoryRecorder::setProblem(const QString &problem)
{
    if (m_problem == problem)
        return;
    m_problem = problem;
    Q_EMIT problemChanged(problem);
}

} // namespace baton

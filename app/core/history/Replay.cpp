#include "core/history/Replay.h"

#include "core/chat/ChatSession.h"

#include <QTimer>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

QString problemText(const QList<FieldError> &errors)
{
    QStringList lines;
    for (const FieldError &error : errors)
        lines << (error.field.isEmpty() ? error.message : error.field + u": "_s + error.message);
    return lines.join(u'\n');
}

} // namespace

Replay::Replay(ChatSession &session, const QList<ConversationTurn> &recorded, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    using Role = ConversationTurn::Role;
    for (qsizetype i = 0; i < recorded.size(); ++i) {
        const ConversationTurn &turn = recorded.at(i);
        if (turn.role == Role::User) {
            const bool afterDecision = i > 0 && !recorded.at(i - 1).decisions.isEmpty();
            const bool resumed
                = i + 1 < recorded.size() && recorded.at(i + 1).role == Role::Assistant && recorded.at(i + 1).resume;
            m_messages.append({turn.text, afterDecision && resumed});
            continue;
        }
        for (const ToolDecision &decision : turn.decisions) {
            for (const ChatToolCall &call : turn.answer.toolCalls) {
                if (call.id == decision.toolCallId)
                    m_recorded[call.name].append({decision.approved, decision.reason});
            }
        }
    }
    // Queued: a step taken inside the session's own signal would start a
    // request while the session is still telling about the one that ended.
    const auto next = [this] {
        if (m_running)
            QTimer::singleShot(0, this, &Replay::onAnswerEnded);
    };
    connect(&session, &ChatSession::finished, this, next);
    connect(&session, &ChatSession::approvalExpired, this, next);
}

QList<ToolDecision> Replay::recordedDecisions(const ChatApproval &approval, bool *complete) const
{
    QList<ToolDecision> decisions;
    QHash<QString, qsizetype> used = m_used;
    bool all = true;
    for (const ChatToolCall &call : approval.toolCalls) {
        const QList<Recorded> recorded = m_recorded.value(call.name);
        if (recorded.isEmpty()) {
            all = false;
            continue;
        }
        const Recorded &decision = recorded.at(std::min(used[call.name]++, recorded.size() - 1));
        decisions.append({call.id, decision.approved, decision.approved ? QString() : decision.reason});
    }
    if (complete)
        *complete = all;
    return decisions;
}

bool Replay::start(const QString &target)
{
    if (m_running)
        return false;
    if (const QList<FieldError> errors = m_session.setTarget(target); !errors.isEmpty()) {
        Q_EMIT problem(problemText(errors));
        return false;
    }
    m_running = true;
    m_next = 0;
    m_used.clear();
    m_applied.clear();
    sendNext();
    return m_running;
}

void Replay::onAnswerEnded()
{
    if (!m_running || m_session.isBusy())
        return;
    const std::optional<ChatApproval> &approval = m_session.approval();
    if (!approval) {
        sendNext();
        return;
    }
    bool complete = false;
    const QList<ToolDecision> decisions = recordedDecisions(*approval, &complete);
    if (!complete) {
        Q_EMIT decisionsNeeded(*approval, decisions);
        return;
    }
    resume(decisions);
}

void Replay::decide(const QList<ToolDecision> &decisions)
{
    if (m_running && m_session.approval() && !m_session.isBusy())
        resume(decisions);
}

void Replay::resume(const QList<ToolDecision> &decisions)
{
    const ChatApproval approval = *m_session.approval();
    // What the recording decided is marked, and counted per tool name.
    const QList<ToolDecision> recorded = recordedDecisions(approval);
    for (const ToolDecision &decision : decisions) {
        const ChatToolCall *call = approval.toolCall(decision.toolCallId);
        if (!call)
            continue;
        if (recorded.contains(decision))
            m_applied.insert(decision.toolCallId);
        if (m_recorded.contains(call->name))
            ++m_used[call->name];
    }
    QString message;
    if (m_next < m_messages.size() && m_messages.at(m_next).withDecision)
        message = m_messages.at(m_next++).text;
    if (const QList<FieldError> errors = m_session.resume(decisions, message); !errors.isEmpty()) {
        Q_EMIT problem(problemText(errors));
        finish();
    }
}

void Replay::sendNext()
{
    if (m_next >= m_messages.size()) {
        finish();
        return;
    }
    if (const QList<FieldError> errors = m_session.send(m_messages.at(m_next).text); !errors.isEmpty()) {
        Q_EMIT problem(problemText(errors));
        finish();
        return;
    }
    ++m_next;
}

void Replay::stop()
{
    if (!m_running)
        return;
    m_session.cancel();
    finish();
}

void Replay::finish()
{
    m_running = false;
    Q_EMIT finished();
}

} // namespace baton

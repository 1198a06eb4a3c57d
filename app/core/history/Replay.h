#pragma once

#include "core/chat/ChatApproval.h"
#include "core/chat/ConversationTurn.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

namespace baton {

class ChatSession;

// Asks a recorded conversation's questions again, in an empty ChatSession
// (not owned) on the same or another target: each user message in order,
// each sent when the answer before it has ended, whatever that answer
// (a failed or broken-off answer is part of what the re-run shows).
//
// An answer that asks for tool calls to be approved is decided by the
// recording: the k-th call of a tool in the re-run gets the k-th decision the
// recording holds on a call of that tool name (the last one when it holds
// fewer), reason included. When a call's tool was never decided in the
// recording, decisionsNeeded() asks for the whole approval, with the
// decisions the recording gave for the others, and decide() goes on. A user
// message the recording sent with a decision goes with the re-run's
// decision when the re-run is at an approval then, and on its own otherwise.
// An approval that expires while it waits is given up, and the next message sent.
class Replay final : public QObject
{
    Q_OBJECT

public:
    // `recorded`: the turns of the conversation to re-run, as the history holds them.
    Replay(ChatSession &session, const QList<ConversationTurn> &recorded, QObject *parent = nullptr);

    // How many user messages the re-run sends.
    [[nodiscard]] qsizetype messageCount() const { return m_messages.size(); }
    // How many it has sent so far.
    [[nodiscard]] qsizetype messagesSent() const { return m_next; }
    [[nodiscard]] bool isRunning() const { return m_running; }
    // Whether the decision on this tool call of the re-run came from the recording.
    [[nodiscard]] bool isRecordedDecision(const QString &toolCallId) const { return m_applied.contains(toolCallId); }
    // The decisions the recording gives for `approval`'s calls (as far as it
    // gives them), in the order of its calls; `complete` says whether every call has one.
    [[nodiscard]] QList<ToolDecision> recordedDecisions(const ChatApproval &approval, bool *complete = nullptr) const;

    // Sends the first message to `target` (with the options the session has);
    // false, with problem() emitted, when it cannot be sent.
    bool start(const QString &target);
    // The person's decisions on the approval decisionsNeeded() asked for.
    void decide(const QList<ToolDecision> &decisions);
    // Stops: the answer in flight keeps what arrived, nothing more is sent.
    void stop();

Q_SIGNALS:
    // The recording does not decide every call of `approval`: decide() goes on.
    void decisionsNeeded(const baton::ChatApproval &approval, const QList<baton::ToolDecision> &recorded);
    // Something could not be sent (the session's words); the re-run stopped.
    void problem(const QString &text);
    // Every message was sent and answered, or the re-run was stopped.
    void finished();

private:
    struct Message {
        QString text;
        bool withDecision = false; // the recording sent it with a decision
    };
    struct Recorded {
        bool approved = false;
        QString reason;
    };

    void onAnswerEnded();
    void sendNext();
    void resume(const QList<ToolDecision> &decisions);
    void finish();

    ChatSession &m_session;
    QList<Message> m_messages;
    QHash<QString, QList<Recorded>> m_recorded; // by tool name, in the recording's order
    QHash<QString, qsizetype> m_used; // decisions taken per tool name so far
    QSet<QString> m_applied; // the re-run's tool calls decided by the recording
    qsizetype m_next = 0;
    bool m_running = false;
};

} // namespace baton

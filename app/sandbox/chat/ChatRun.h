#pragma once

#include "sandbox/ChatWorld.h"
#include "sandbox/chat/ApprovalBook.h"
#include "sandbox/chat/ChatConfig.h"
#include "sandbox/chat/ScriptedModel.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTimer>

#include <optional>

namespace baton::sandbox {

class ChatResponder;
class ToolRunner;

// One chat request in flight, from its first tool run to the last byte of its
// answer: runs the approved and the approval-free tool calls, pauses for
// approval or fetches the API resources and writes the text, as one JSON
// answer or as a paced event stream. Owns its ChatResponder and its timers;
// emits finished() once, when the answer is complete or the client has left.
class ChatRun final : public QObject
{
    Q_OBJECT

public:
    struct Setup {
        ChatTarget target;
        QString model; // as requested
        QString tokenName;
        QString requestId;
        QString clientRequestId; // metadata.request_id
        bool stream = false;
        std::optional<int> maxTokens;
        QString mode;
        QString openingText; // the user's words the answer is built from
        int promptTokens = 0;
        QString executionId; // empty: a new execution
        QList<ToolReport> reports; // settled in earlier rounds
        QList<Decision> decisions; // a resume: run the approved, report the denied
        ModelPlan plan;
        QList<ChatApiResource> resources;
        QString completionId;
        qint64 created = 0;
    };

    ChatRun(Setup setup, ChatResponder *responder, ToolRunner &runner, ApprovalBook &book, const ChatConfig &config,
            QObject *parent = nullptr);

    void start();
    [[nodiscard]] bool isStream() const { return m_setup.stream; }

Q_SIGNALS:
    void finished();

private:
    struct QueuedCall {
        qsizetype reportIndex = 0;
        ApprovalCall call;
    };

    void runNextCall();
    void fetchNextResource();
    void pauseForApproval();
    void answerWithText();

    void waitQuietly();
    void sendNextEvent();
    void streamEvents(QList<QByteArray> events);
    void finish();

    [[nodiscard]] QJsonObject chunk(const QJsonArray &choices) const;
    [[nodiscard]] QJsonObject closingChunk(int completionTokens, const Approval *approval) const;
    [[nodiscard]] QJsonObject standardAnswer(const QJsonObject &message, const QString &finishReason,
                                             int completionTokens, const Approval *approval) const;
    [[nodiscard]] QJsonObject usage(int completionTokens) const;
    [[nodiscard]] QJsonObject serviceObject(int completionTokens, const Approval *approval) const;

    Setup m_setup;
    ChatResponder *m_responder;
    ToolRunner &m_runner;
    ApprovalBook &m_book;
    const ChatConfig &m_config;

    QList<ToolReport> m_reports;
    QList<QueuedCall> m_toRun;
    QList<PlannedCall> m_toApprove;
    QList<Citation> m_citations;
    qsizetype m_nextResource = 0;

    QList<QByteArray> m_events; // stream events still to send, in order
    QTimer m_pace;
    QTimer m_keepAlive;
    bool m_done = false;
};

} // namespace baton::sandbox

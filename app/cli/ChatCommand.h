#pragma once

#include "cli/ExitCodes.h"
#include "core/chat/ApprovalRules.h"
#include "core/chat/ChatSession.h"
#include "core/history/HistoryRecorder.h"
#include "core/history/HistoryStore.h"

#include <QObject>
#include <QString>

class QCommandLineParser;

namespace baton::cli {

class Console;

// `baton-cli chat`: sends one message through a ChatSession, prints the
// answer as it arrives (or as JSON at the end), and answers every approval
// round by the --approve flags or, on a terminal, by asking per tool call.
// Owns the session. The conversation is kept in the profile's chat history
// as it happens (HistoryRecorder), unless --no-history; a history that
// cannot be written is said on stderr and the chat goes on.
class ChatCommand final : public QObject
{
    Q_OBJECT

public:
    ChatCommand(ApiClient &client, Console &console, QObject *parent = nullptr);

    static void declare(QCommandLineParser &parser);
    // Reads the options and the message (from stdin without --message).
    // Prints what is wrong and returns ExitCode::Usage, or Ok.
    [[nodiscard]] ExitCode configure(const QCommandLineParser &parser);
    void start();
    // Ctrl-C: stops the answer and ends with what arrived.
    void interrupt();

Q_SIGNALS:
    void done(int exitCode);

private:
    void onFinished(qsizetype index, const ConversationTurn &turn);
    void onApprovalRequired(const ChatApproval &approval);
    [[nodiscard]] std::optional<QList<ToolDecision>> decide(const ChatApproval &approval);
    [[nodiscard]] std::optional<ToolDecision> ask(const ChatToolCall &call);
    void printErrors(const QList<FieldError> &errors);
    void end(ExitCode code);
    [[nodiscard]] QJsonObject resultJson() const;

    // Opens the history and starts recording, unless --no-history.
    void startHistory();

    Console &m_console;
    ChatSession m_session;
    QString m_historyPath; // empty: --no-history, or no profile to keep it for
    HistoryStore m_history;
    std::unique_ptr<HistoryRecorder> m_recorder;
    QString m_message;
    // --approve; without it, a terminal is asked per call.
    std::optional<ApprovalRules> m_rules;
    QString m_denyReason;
    bool m_json = false;
    bool m_ended = false;
};

} // namespace baton::cli

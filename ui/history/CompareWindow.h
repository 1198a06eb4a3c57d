#pragma once

#include "core/history/HistoryStore.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>
#include <utility>

class QComboBox;
class QLabel;
class QPushButton;

namespace baton {

class ApiClient;
class ApprovalDialog;
class ChatSession;
class CompareView;
class HistoryRecorder;
class MessageBar;
class Replay;

// A recorded conversation beside a run of the same messages: "Re-run
// against" a target (the same or another) asks them again there (Replay),
// asking the person only for tool calls the recording never decided; or a
// re-run the history holds, opened beside the conversation it re-ran. A
// re-run is kept in the history as a conversation of its own that names the
// one it re-ran. Closing the window stops a re-run in progress; what arrived
// stays in the history.
class CompareWindow final : public QWidget
{
    Q_OBJECT

public:
    // A target's name (group:<uuid>, custom:<uuid>); empty when unknown.
    using NameLookup = std::function<QString(const QString &target)>;
    // The targets to re-run against: the target, and how it reads.
    using Targets = QList<std::pair<QString, QString>>;

    CompareWindow(ApiClient &client, HistoryStore &store, const StoredConversation &recorded, NameLookup names,
                  QWidget *parent = nullptr);
    ~CompareWindow() override;

    // What "Re-run against" offers, `current` chosen.
    void setTargets(const Targets &targets, const QString &current);
    // Shows a re-run the history holds on the right.
    void showReplay(const StoredConversation &replay);
    [[nodiscard]] CompareView *view() const { return m_view; }
    // The session of the re-run in progress, or of the latest; null before any.
    [[nodiscard]] ChatSession *session() const { return m_session.get(); }
    [[nodiscard]] Replay *replay() const { return m_replay.get(); }
    // The dialog asking for calls the recording never decided; null when none is open.
    [[nodiscard]] ApprovalDialog *approvalDialog() const;

public Q_SLOTS:
    // Re-runs the recorded messages against the chosen target.
    void run();
    void stop();

Q_SIGNALS:
    // The re-run `id` is in the history (its first message was written).
    void replayKept(const QUuid &id);
    // The re-run `id` was written again (a turn, a checkpoint).
    void replaySaved(const QUuid &id);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void showRight();
    void askForDecisions(const ChatApproval &approval, const QList<ToolDecision> &recorded);
    void onFinished();
    [[nodiscard]] QString caption(const QString &what, const ConversationSummary &summary) const;
    [[nodiscard]] QString chosenTarget() const;

    ApiClient &m_client;
    HistoryStore &m_store;
    StoredConversation m_recorded;
    NameLookup m_names;
    QComboBox *m_target;
    QPushButton *m_run;
    QPushButton *m_stop;
    QLabel *m_status;
    MessageBar *m_message;
    CompareView *m_view;
    std::unique_ptr<ChatSession> m_session;
    std::unique_ptr<HistoryRecorder> m_recorder;
    std::unique_ptr<Replay> m_replay;
    QPointer<ApprovalDialog> m_approval;
    QString m_rightCaption;
    QUuid m_kept; // the latest re-run named as such in the history
};

} // namespace baton

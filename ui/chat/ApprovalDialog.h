#pragma once

#include "core/chat/ChatApproval.h"

#include <QDialog>
#include <QJsonObject>
#include <QList>

#include <functional>
#include <memory>
#include <vector>

class QLabel;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QTimer;

namespace baton {

class ApiClient;
class CountedTextEdit;
class ResourceListModel;

// The user's decision on an answer paused for tool approval (contract §6):
// one row per tool call with its call id, the tool's method and the address
// the call reaches (the tool found among those shared with the chat's target
// by CallTool: when several share its name, or the list could not be read
// whole, every candidate and the highest risk, never one of them as if
// proved; the placeholders filled from the arguments, plain http flagged), a
// risk label, the arguments with
// secret-looking values masked by ToolArguments until revealed, approve or
// deny, and a reason per denial; a countdown to the approval's expiry by the
// service's clock (setClock()). An approval of more than MaxRows calls (a
// service may ask for thousands) shows rows for the first MaxRows; the others
// are listed by name and call id (a lazily drawn list) and decided together,
// approved or denied with one reason, so that the dialog opens at once and
// still puts every call in exactly one decision. Submit emits decided() and accepts; closing
// without deciding rejects and leaves the approval pending. Sends nothing but
// the tools list request: resuming is the caller's.
class ApprovalDialog final : public QDialog
{
    Q_OBJECT

public:
    // The service's time, in UTC (ChatSession::serviceNow()).
    using Clock = std::function<QDateTime()>;

    // The calls shown as rows of their own, at most.
    static constexpr qsizetype MaxRows = 100;

    ApprovalDialog(ApiClient &client, const ChatApproval &approval, QWidget *parent = nullptr);
    ~ApprovalDialog() override;

    // Replaces the system clock of the countdown.
    void setClock(Clock clock);

    [[nodiscard]] const ChatApproval &approval() const { return m_approval; }
    // The decisions made so far, in the order of the tool calls; a call not
    // decided yet has none. Complete when Submit is enabled.
    [[nodiscard]] QList<ToolDecision> decisions() const;
    [[nodiscard]] bool isExpired() const { return m_expired; }

    // "m:ss", or "h:mm:ss" from an hour on: the time an approval has left.
    [[nodiscard]] static QString timeLeftText(qint64 seconds);

public Q_SLOTS:
    // Chooses these decisions for their calls (those shown as rows), as if
    // clicked; the others stay as they are.
    void preset(const QList<baton::ToolDecision> &decisions);
    void approveAll();
    void denyAll();
    // Emits decided() and accepts, when every call is decided, every reason
    // fits and the approval has not expired.
    void submit();
    // Updates the countdown, and expires the approval once expires_at has
    // come; a timer runs it every second, tests after moving the clock.
    void tick();

Q_SIGNALS:
    void decided(const QList<baton::ToolDecision> &decisions);
    // The countdown reached expires_at: the approval can no longer be resumed.
    void expired();

private:
    struct Row;

    void buildRow(qsizetype index, const ChatToolCall &call, QWidget *parent);
    // The calls past MaxRows: a list and one decision for all of them.
    QWidget *buildRest();
    void onToolsLoaded();
    // The risk of the call's tool, and its method and address.
    void showTool(Row &row);
    // The method and address of the call's tool (of each candidate when it is
    // not proved), the placeholders filled from the arguments.
    void showEndpoint(Row &row);
    // Scrolls to a denied call's reason and gives it the focus.
    void showReason(Row &row);
    void fitToContent();
    [[nodiscard]] QDateTime now() const;
    void updateCountdown();
    void expire();
    void updateSubmit();

    ChatApproval m_approval;
    ResourceListModel *m_tools;
    std::vector<std::unique_ptr<Row>> m_rows;
    // The decision on the calls past the rows; null without any.
    QRadioButton *m_approveRest = nullptr;
    QRadioButton *m_denyRest = nullptr;
    CountedTextEdit *m_restReason = nullptr;
    QLabel *m_toolsStatus;
    QLabel *m_countdown;
    QString m_expiresAtText; // this machine's time the approval expires at, as first read
    QLabel *m_problem;
    QScrollArea *m_scroll = nullptr;
    QPushButton *m_submit = nullptr;
    QTimer *m_tick;
    Clock m_clock;
    bool m_expired = false;
};

} // namespace baton

#pragma once

#include "sandbox/ChatWorld.h"
#include "sandbox/Reply.h"
#include "sandbox/chat/ScriptedModel.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QQueue>
#include <QString>

#include <chrono>
#include <functional>
#include <variant>

namespace baton::sandbox {

// A tool call waiting for the user's decision; `id` is its tool_execution_id.
struct ApprovalCall {
    QString id;
    ChatTool tool;
    QJsonObject arguments;
};

// A paused execution: the calls to decide on and what the answer needs to
// continue once they are decided.
struct Approval {
    QString approvalId;
    QString executionId;
    QDateTime expiresAt;
    QString tokenName; // only this token may resume it
    QString model; // the target, as requested
    QString mode; // group models: the effective mode
    QString openingText; // the user message that opened the execution
    QList<ApprovalCall> calls;
    QList<ToolReport> reports; // outcomes settled before the pause
};

// The user's decision on one call.
struct Decision {
    ApprovalCall call;
    bool approved = false;
    QString reason;
};

// The pending approvals of the sandbox, and the resume rules (contract §6).
// Resolved and expired approvals stay as small tombstones so that a late
// resume gets 409 rather than 404, until one more TTL has passed after their
// expiry; then they are dropped, and a resume is a 404 like any unknown id.
class ApprovalBook
{
    Q_DECLARE_TR_FUNCTIONS(baton::sandbox::ApprovalBook)

public:
    using Clock = std::function<QDateTime()>;

    struct Resolution {
        Approval approval;
        QList<Decision> decisions; // in the order of approval.calls
    };

    // An empty clock means the system clock.
    explicit ApprovalBook(std::chrono::seconds ttl, Clock clock = {});

    // Files `approval`: gives it an approval id, an execution id when it has
    // none, a UUID per call, and its expiry. Returns what was filed.
    Approval open(Approval approval);

    // Applies a resume body (already checked against ResourceKind::ChatResume)
    // sent by `tokenName`. On success the approval is resolved for good.
    // Errors, in this order: 404 not_found (unknown id, or another token's);
    // 409 approval_resolved; 409 approval_expired; 400 validation_failed
    // (another model or execution, foreign ids, an id in both lists), which
    // leaves the approval pending.
    [[nodiscard]] std::variant<Resolution, SandboxError> resolve(const QJsonObject &body, const QString &tokenName);

    [[nodiscard]] int pendingCount() const;
    // Approvals held, pending or not, until they are dropped.
    [[nodiscard]] qsizetype storedCount() const { return m_entries.size(); }

private:
    struct Entry {
        Approval approval;
        bool resolved = false;
    };

    [[nodiscard]] QDateTime now() const;
    void dropExpiredState();
    void dropOldEntries();

    std::chrono::seconds m_ttl;
    Clock m_clock;
    QHash<QString, Entry> m_entries; // by lower-case approval id
    QQueue<QString> m_opened; // their ids, oldest first
};

} // namespace baton::sandbox

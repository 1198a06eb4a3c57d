#include "sandbox/chat/ApprovalBook.h"

#include <QJsonArray>
#include <QSet>
#include <QUuid>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

QString newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString indexed(const QString &field, qsizetype index)
{
    return field + u'[' + QString::number(index) + u']';
}

} // namespace

ApprovalBook::ApprovalBook(std::chrono::seconds ttl, Clock clock)
    : m_ttl(ttl)
    , m_clock(std::move(clock))
{ }

QDateTime ApprovalBook::now() const
{
    return (m_clock ? m_clock() : QDateTime::currentDateTimeUtc()).toUTC();
}

void ApprovalBook::dropExpiredState()
{
    const QDateTime current = now();
    for (Entry &entry : m_entries) {
        if (!entry.resolved && current >= entry.approval.expiresAt) {
            entry.approval.calls.clear();
            entry.approval.reports.clear();
            entry.approval.openingText.clear();
        }
    }
}

void ApprovalBook::dropOldEntries()
{
    // Approvals expire in the order they were opened.
    const QDateTime current = now();
    while (!m_opened.isEmpty()) {
        const auto it = m_entries.constFind(m_opened.head());
        if (it != m_entries.cend() && current < it->approval.expiresAt.addSecs(m_ttl.count()))
            break;
        if (it != m_entries.cend())
            m_entries.erase(it);
        m_opened.dequeue();
    }
}

Approval ApprovalBook::open(Approval approval)
{
    dropOldEntries();
    dropExpiredState();
    approval.approvalId = newId();
    if (approval.executionId.isEmpty())
        approval.executionId = newId();
    for (ApprovalCall &call : approval.calls)
        call.id = newId();
    approval.expiresAt = now().addMSecs(std::chrono::milliseconds(m_ttl).count());
    m_entries.insert(approval.approvalId, Entry {approval, false});
    m_opened.enqueue(approval.approvalId);
    return approval;
}

std::variant<ApprovalBook::Resolution, SandboxError> ApprovalBook::resolve(const QJsonObject &body,
                                                                           const QString &tokenName)
{
    dropOldEntries();
    const QString approvalId = body.value(u"approval_id"_s).toString().toLower();
    const auto it = m_entries.find(approvalId);
    if (it == m_entries.end() || it->approval.tokenName != tokenName)
        return SandboxError::notFound(tr("No approval %1 is visible to this token.").arg(approvalId));
    if (it->resolved)
        return SandboxError::conflict(u"approval_resolved"_s, tr("Approval %1 is already resolved.").arg(approvalId));
    if (now() >= it->approval.expiresAt) {
        return SandboxError::conflict(
            u"approval_expired"_s,
            tr("Approval %1 expired at %2.").arg(approvalId, it->approval.expiresAt.toString(Qt::ISODateWithMs)));
    }

    const Approval &approval = it->approval;
    QList<QPair<QString, QString>> errors;
    if (body.value(u"model"_s).toString().compare(approval.model, Qt::CaseInsensitive) != 0)
        errors.append({u"model"_s, tr("Must be the model of the approval, %1.").arg(approval.model)});
    if (body.contains(u"execution_id"_s)
        && body.value(u"execution_id"_s).toString().toLower() != approval.executionId) {
        errors.append({u"execution_id"_s, tr("Must be the execution of the approval, %1.").arg(approval.executionId)});
    }

    QSet<QString> callIds;
    for (const ApprovalCall &call : approval.calls)
        callIds.insert(call.id);
    const QString notOurs = tr("Not a tool call of this approval.");

    QSet<QString> approved;
    const QJsonArray approvedList = body.value(u"approved_tool_execution_ids"_s).toArray();
    for (qsizetype i = 0; i < approvedList.size(); ++i) {
        const QString id = approvedList.at(i).toString().toLower();
        if (callIds.contains(id))
            approved.insert(id);
        else
            errors.append({indexed(u"approved_tool_execution_ids"_s, i), notOurs});
    }

    QHash<QString, QString> denied; // id → reason
    const QJsonArray deniedList = body.value(u"denied_tools"_s).toArray();
    for (qsizetype i = 0; i < deniedList.size(); ++i) {
        const QJsonObject entry = deniedList.at(i).toObject();
        const QString id = entry.value(u"tool_execution_id"_s).toString().toLower();
        const QString path = indexed(u"denied_tools"_s, i) + u".tool_execution_id"_s;
        if (!callIds.contains(id))
            errors.append({path, notOurs});
        else if (approved.contains(id))
            errors.append({path, tr("Is also in approved_tool_execution_ids.")});
        else
            denied.insert(id, entry.value(u"reason"_s).toString());
    }
    if (!errors.isEmpty())
        return SandboxError::validation(errors);

    // A call in neither list: denied when the approved list was sent (the
    // caller named everything it approves), approved otherwise.
    const bool approvedListSent = body.contains(u"approved_tool_execution_ids"_s);
    Resolution resolution {approval, {}};
    for (const ApprovalCall &call : approval.calls) {
        Decision decision {call, false, QString()};
        if (approved.contains(call.id))
            decision.approved = true;
        else if (denied.contains(call.id))
            decision.reason = denied.value(call.id);
        else
            decision.approved = !approvedListSent;
        resolution.decisions.append(decision);
    }

    it->resolved = true;
    it->approval.calls.clear();
    it->approval.reports.clear();
    it->approval.openingText.clear();
    return resolution;
}

int ApprovalBook::pendingCount() const
{
    const QDateTime current = now();
    return int(std::count_if(m_entries.cbegin(), m_entries.cend(), [&](const Entry &entry) {
        return !entry.resolved && current < entry.approval.expiresAt;
    }));
}

} // namespace baton::sandbox

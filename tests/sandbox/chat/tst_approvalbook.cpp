#include "core/resources/Validator.h"
#include "sandbox/chat/ApprovalBook.h"

#include <QJsonArray>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::sandbox::Approval;
using baton::sandbox::ApprovalBook;
using baton::sandbox::ApprovalCall;
using baton::sandbox::ChatTool;
using baton::sandbox::Decision;
using baton::sandbox::SandboxError;
using baton::sandbox::ToolReport;

namespace {

const QString model = u"custom:6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01"_s;
const QString foreignId = u"11111111-2222-4333-8444-555555555555"_s;

Approval twoCalls()
{
    ChatTool weather;
    weather.name = u"weather"_s;
    ChatTool mail;
    mail.name = u"mail"_s;
    Approval approval;
    approval.tokenName = u"alice"_s;
    approval.model = model;
    approval.openingText = u"/tool weather {} /tool mail {}"_s;
    approval.calls = {{QString(), weather, QJsonObject {{u"city"_s, u"Lyon"_s}}}, {QString(), mail, QJsonObject()}};
    approval.reports = {{u"r"_s, u"ping"_s, ToolReport::State::Answered, 200, u"pong"_s}};
    return approval;
}

QJsonObject resumeBody(const Approval &approval)
{
    return {{u"model"_s, model},
            {u"approval_id"_s, approval.approvalId},
            {u"messages"_s, QJsonArray {QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, u"Continue."_s}}}}};
}

QJsonObject denial(const QString &id, const QString &reason = QString())
{
    QJsonObject entry {{u"tool_execution_id"_s, id}};
    if (!reason.isNull())
        entry.insert(u"reason"_s, reason);
    return entry;
}

} // namespace

class tst_ApprovalBook : public QObject
{
    Q_OBJECT

    QDateTime m_now;
    std::unique_ptr<ApprovalBook> m_book;

    ApprovalBook::Resolution resolved(const QJsonObject &body, const QString &token = u"alice"_s)
    {
        auto outcome = m_book->resolve(body, token);
        if (const auto *error = std::get_if<SandboxError>(&outcome))
            qWarning() << error->status << error->code << error->message << error->details;
        [&] { QVERIFY(std::holds_alternative<ApprovalBook::Resolution>(outcome)); }();
        return std::holds_alternative<ApprovalBook::Resolution>(outcome) ? std::get<ApprovalBook::Resolution>(outcome)
                                                                         : ApprovalBook::Resolution {};
    }

    SandboxError refused(const QJsonObject &body, const QString &token = u"alice"_s)
    {
        auto outcome = m_book->resolve(body, token);
        [&] { QVERIFY(std::holds_alternative<SandboxError>(outcome)); }();
        return std::holds_alternative<SandboxError>(outcome) ? std::get<SandboxError>(outcome) : SandboxError {};
    }

private Q_SLOTS:
    void init()
    {
        m_now = QDateTime(QDate(2025, 11, 21), QTime(10, 0), Qt::UTC);
        m_book = std::make_unique<ApprovalBook>(std::chrono::seconds(60), [this] { return m_now; });
    }

    void openFilesIdsAndExpiry()
    {
        const Approval approval = m_book->open(twoCalls());
        QVERIFY(baton::Validator::isUuid(approval.approvalId));
        QVERIFY(baton::Validator::isUuid(approval.executionId));
        QCOMPARE(approval.calls.size(), 2);
        QVERIFY(baton::Validator::isUuid(approval.calls.at(0).id));
        QVERIFY(approval.calls.at(0).id != approval.calls.at(1).id);
        QCOMPARE(approval.expiresAt, m_now.addSecs(60));
        QCOMPARE(m_book->pendingCount(), 1);

        Approval next = twoCalls();
        next.executionId = approval.executionId;
        const Approval second = m_book->open(next);
        QCOMPARE(second.executionId, approval.executionId);
        QVERIFY(second.approvalId != approval.approvalId);
    }

    void noListsApprovesEverything()
    {
        const Approval approval = m_book->open(twoCalls());
        const auto resolution = resolved(resumeBody(approval));
        QCOMPARE(resolution.decisions.size(), 2);
        QVERIFY(resolution.decisions.at(0).approved);
        QVERIFY(resolution.decisions.at(1).approved);
        QCOMPARE(resolution.approval.reports.size(), 1);
        QCOMPARE(resolution.approval.openingText, twoCalls().openingText);
        QCOMPARE(resolution.decisions.at(0).call.arguments.value(u"city"_s).toString(), u"Lyon"_s);
        QCOMPARE(m_book->pendingCount(), 0);
    }

    void callInNeitherList_data()
    {
        QTest::addColumn<bool>("sendApprovedList");
        QTest::addColumn<bool>("otherApproved");
        QTest::newRow("approved list sent: denied") << true << false;
        QTest::newRow("only denied list sent: approved") << false << true;
    }

    void callInNeitherList()
    {
        QFETCH(bool, sendApprovedList);
        QFETCH(bool, otherApproved);
        const Approval approval = m_book->open(twoCalls());
        QJsonObject body = resumeBody(approval);
        if (sendApprovedList)
            body.insert(u"approved_tool_execution_ids"_s, QJsonArray {approval.calls.at(0).id});
        else
            body.insert(u"denied_tools"_s, QJsonArray {denial(approval.calls.at(0).id, u"no"_s)});
        const auto resolution = resolved(body);
        QCOMPARE(resolution.decisions.at(0).approved, sendApprovedList);
        QCOMPARE(resolution.decisions.at(1).approved, otherApproved);
        QCOMPARE(resolution.decisions.at(1).reason, QString());
    }

    void deniedCallsKeepTheirReason()
    {
        const Approval approval = m_book->open(twoCalls());
        QJsonObject body = resumeBody(approval);
        body.insert(u"approved_tool_execution_ids"_s, QJsonArray {approval.calls.at(1).id.toUpper()});
        body.insert(u"denied_tools"_s, QJsonArray {denial(approval.calls.at(0).id.toUpper(), u"not in Lyon"_s)});
        body.insert(u"execution_id"_s, approval.executionId.toUpper());
        body.insert(u"approval_id"_s, approval.approvalId.toUpper());
        const auto resolution = resolved(body);
        QVERIFY(!resolution.decisions.at(0).approved);
        QCOMPARE(resolution.decisions.at(0).reason, u"not in Lyon"_s);
        QVERIFY(resolution.decisions.at(1).approved);
    }

    void foreignIdsAreRejectedWithTheirPath()
    {
        const Approval approval = m_book->open(twoCalls());
        const Approval other = m_book->open(twoCalls());
        QJsonObject body = resumeBody(approval);
        body.insert(u"approved_tool_execution_ids"_s, QJsonArray {approval.calls.at(0).id, other.calls.at(0).id});
        body.insert(u"denied_tools"_s, QJsonArray {denial(foreignId)});
        const SandboxError error = refused(body);
        QCOMPARE(error.status, 400);
        QCOMPARE(error.code, u"validation_failed"_s);
        QCOMPARE(error.details.size(), 2);
        QCOMPARE(error.details.at(0).first, u"approved_tool_execution_ids[1]"_s);
        QCOMPARE(error.details.at(1).first, u"denied_tools[0].tool_execution_id"_s);

        QCOMPARE(m_book->pendingCount(), 2);
        QVERIFY2(resolved(resumeBody(approval)).decisions.size() == 2, "a 400 leaves the approval pending");
    }

    void sameIdInBothListsIsRejected()
    {
        const Approval approval = m_book->open(twoCalls());
        QJsonObject body = resumeBody(approval);
        body.insert(u"approved_tool_execution_ids"_s, QJsonArray {approval.calls.at(0).id});
        body.insert(u"denied_tools"_s, QJsonArray {denial(approval.calls.at(1).id), denial(approval.calls.at(0).id)});
        const SandboxError error = refused(body);
        QCOMPARE(error.status, 400);
        QCOMPARE(error.details.size(), 1);
        QCOMPARE(error.details.at(0).first, u"denied_tools[1].tool_execution_id"_s);
    }

    void anotherModelOrExecutionIsRejected()
    {
        const Approval approval = m_book->open(twoCalls());
        QJsonObject body = resumeBody(approval);
        body.insert(u"model"_s, u"group:0b7c2f4e-1d2a-4c8b-a9e3-5f6d7e8a9b0c"_s);
        body.insert(u"execution_id"_s, foreignId);
        const SandboxError error = refused(body);
        QCOMPARE(error.status, 400);
        QCOMPARE(error.details.size(), 2);
        QCOMPARE(error.details.at(0).first, u"model"_s);
        QCOMPARE(error.details.at(1).first, u"execution_id"_s);
    }

    void unknownOrOtherTokensApprovalIsNotFound()
    {
        const Approval approval = m_book->open(twoCalls());
        QJsonObject body = resumeBody(approval);
        SandboxError error = refused(body, u"bob"_s);
        QCOMPARE(error.status, 404);
        QCOMPARE(error.code, u"not_found"_s);
        body.insert(u"approval_id"_s, foreignId);
        error = refused(body);
        QCOMPARE(error.status, 404);
        QCOMPARE(m_book->pendingCount(), 1);
    }

    void resolvedOnlyOnce()
    {
        const Approval approval = m_book->open(twoCalls());
        resolved(resumeBody(approval));
        const SandboxError error = refused(resumeBody(approval));
        QCOMPARE(error.status, 409);
        QCOMPARE(error.type, u"conflict_error"_s);
        QCOMPARE(error.code, u"approval_resolved"_s);
    }

    void expiresAfterTheTtl()
    {
        const Approval approval = m_book->open(twoCalls());
        m_now = m_now.addSecs(59);
        QCOMPARE(m_book->pendingCount(), 1);
        m_now = m_now.addSecs(1);
        QCOMPARE(m_book->pendingCount(), 0);
        const SandboxError error = refused(resumeBody(approval));
        QCOMPARE(error.status, 409);
        QCOMPARE(error.code, u"approval_expired"_s);

        m_book->open(twoCalls()); // sweeps the expired one's state
        QCOMPARE(refused(resumeBody(approval)).code, u"approval_expired"_s);
    }

    void resolvedWinsOverExpired()
    {
        const Approval approval = m_book->open(twoCalls());
        resolved(resumeBody(approval));
        m_now = m_now.addSecs(119);
        QCOMPARE(refused(resumeBody(approval)).code, u"approval_resolved"_s);
    }

    // Kept one more TTL after expiry, so a late resume gets its 409, then
    // dropped: a resume after that is a 404 like any unknown approval.
    void droppedOneTtlAfterExpiry()
    {
        const Approval pending = m_book->open(twoCalls());
        const Approval done = m_book->open(twoCalls());
        resolved(resumeBody(done));
        m_now = m_now.addSecs(119);
        QCOMPARE(refused(resumeBody(pending)).code, u"approval_expired"_s);
        QCOMPARE(refused(resumeBody(done)).code, u"approval_resolved"_s);
        QCOMPARE(m_book->storedCount(), 2);

        m_now = m_now.addSecs(1);
        for (const Approval &approval : {pending, done}) {
            const SandboxError error = refused(resumeBody(approval));
            QCOMPARE(error.status, 404);
            QCOMPARE(error.code, u"not_found"_s);
        }
        QCOMPARE(m_book->storedCount(), 0);
    }

    // A steady flow of approvals keeps at most two TTLs' worth.
    void storeStaysBounded()
    {
        for (int i = 0; i < 1000; ++i) {
            const Approval approval = m_book->open(twoCalls());
            if (i % 2 == 0)
                resolved(resumeBody(approval));
            m_now = m_now.addSecs(10);
        }
        QVERIFY2(m_book->storedCount() <= 13, qPrintable(QString::number(m_book->storedCount())));
        QCOMPARE(m_book->pendingCount(), 3);
    }
};

QTEST_GUILESS_MAIN(tst_ApprovalBook)
#include "tst_approvalbook.moc"

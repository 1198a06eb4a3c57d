#include "core/chat/ApprovalRules.h"

#include <QTest>

using namespace Qt::StringLiterals;
using baton::ApprovalRules;
using baton::ChatApproval;
using baton::ChatToolCall;
using baton::ToolDecision;
using Approve = baton::ApprovalRules::Approve;

namespace {

ChatToolCall call(qsizetype index, const QString &id, const QString &name)
{
    ChatToolCall made;
    made.index = index;
    made.id = id;
    made.type = u"function"_s;
    made.name = name;
    made.arguments = u"{}"_s;
    return made;
}

// Two calls of create_ticket and one of delete_account, as one answer asks.
ChatApproval approval()
{
    ChatApproval asked;
    asked.approvalId = u"appr_1"_s;
    asked.toolCalls = {call(0, u"te_a"_s, u"create_ticket"_s), call(1, u"te_b"_s, u"delete_account"_s),
                       call(2, u"te_c"_s, u"create_ticket"_s)};
    return asked;
}

} // namespace

class tst_ApprovalRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allAndNone()
    {
        QCOMPARE(ApprovalRules(Approve::All, {}, u"unused"_s).decide(approval()),
                 (QList<ToolDecision> {ToolDecision::approve(u"te_a"_s), ToolDecision::approve(u"te_b"_s),
                                       ToolDecision::approve(u"te_c"_s)}));
        QCOMPARE(ApprovalRules(Approve::None, {}, u"Not at night"_s).decide(approval()),
                 (QList<ToolDecision> {ToolDecision::deny(u"te_a"_s, u"Not at night"_s),
                                       ToolDecision::deny(u"te_b"_s, u"Not at night"_s),
                                       ToolDecision::deny(u"te_c"_s, u"Not at night"_s)}));
        // Nothing to decide is no decision.
        QVERIFY(ApprovalRules(Approve::All).decide(ChatApproval {}).isEmpty());
    }

    // A call is listed by its id or by its tool's name, in any case; every
    // call not listed is denied with the reason.
    void listedByIdOrToolName()
    {
        const ApprovalRules byName(Approve::Listed, {u"Create_Ticket"_s}, u"Only tickets"_s);
        QCOMPARE(
            byName.decide(approval()),
            (QList<ToolDecision> {ToolDecision::approve(u"te_a"_s), ToolDecision::deny(u"te_b"_s, u"Only tickets"_s),
                                  ToolDecision::approve(u"te_c"_s)}));
        const ApprovalRules byId(Approve::Listed, {u"TE_B"_s, u"te_c"_s});
        QCOMPARE(byId.decide(approval()),
                 (QList<ToolDecision> {ToolDecision::deny(u"te_a"_s), ToolDecision::approve(u"te_b"_s),
                                       ToolDecision::approve(u"te_c"_s)}));
        // A name is matched whole, never as a part.
        QCOMPARE(ApprovalRules(Approve::Listed, {u"ticket"_s, u"te_"_s}).decide(call(0, u"te_a"_s, u"create_ticket"_s)),
                 ToolDecision::deny(u"te_a"_s));
    }

    void parsedAsTheCommandLineWritesThem()
    {
        const std::optional<ApprovalRules> all = ApprovalRules::parse(u"  all "_s, u"r"_s);
        QVERIFY(all);
        QCOMPARE(all->decide(approval()).size(), 3);
        for (const ToolDecision &decision : all->decide(approval()))
            QVERIFY(decision.approved);

        const std::optional<ApprovalRules> none = ApprovalRules::parse(u"none"_s, u"Not now"_s);
        QVERIFY(none);
        for (const ToolDecision &decision : none->decide(approval()))
            QCOMPARE(decision, ToolDecision::deny(decision.toolCallId, u"Not now"_s));

        const std::optional<ApprovalRules> listed = ApprovalRules::parse(u" te_b , ,create_ticket,"_s, u"No"_s);
        QVERIFY(listed);
        QCOMPARE(listed->decide(approval()),
                 (QList<ToolDecision> {ToolDecision::approve(u"te_a"_s), ToolDecision::approve(u"te_b"_s),
                                       ToolDecision::approve(u"te_c"_s)}));
        const std::optional<ApprovalRules> one = ApprovalRules::parse(u"te_a"_s, u"No"_s);
        QVERIFY(one);
        QCOMPARE(one->decide(approval()),
                 (QList<ToolDecision> {ToolDecision::approve(u"te_a"_s), ToolDecision::deny(u"te_b"_s, u"No"_s),
                                       ToolDecision::deny(u"te_c"_s, u"No"_s)}));

        // "All" is not "all": it names a tool call or a tool.
        const std::optional<ApprovalRules> capital = ApprovalRules::parse(u"All"_s);
        QVERIFY(capital);
        QCOMPARE(capital->decide(call(0, u"te_a"_s, u"create_ticket"_s)), ToolDecision::deny(u"te_a"_s));
        QCOMPARE(capital->decide(call(0, u"te_x"_s, u"all"_s)), ToolDecision::approve(u"te_x"_s));

        // A list that names nothing is no rule.
        QVERIFY(!ApprovalRules::parse(QString()));
        QVERIFY(!ApprovalRules::parse(u" , ,, "_s));
    }
};

QTEST_GUILESS_MAIN(tst_ApprovalRules)
#include "tst_approvalrules.moc"

#include "sandbox/chat/ScriptedModel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::sandbox::ChatTarget;
using baton::sandbox::ChatTool;
using baton::sandbox::Citation;
using baton::sandbox::ModelPlan;
using baton::sandbox::ScriptedModel;
using baton::sandbox::ToolReport;

namespace {

ChatTarget customTarget()
{
    ChatTarget t;
    t.kind = ChatTarget::Kind::Custom;
    t.id = u"6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01"_s;
    t.name = u"Release Notes Writer"_s;
    t.systemInstruction = u"Write crisp release notes for operators."_s;
    t.llmModelName = u"gpt-4o-mini"_s;
    return t;
}

ChatTarget groupTarget()
{
    ChatTarget t;
    t.kind = ChatTarget::Kind::Group;
    t.id = u"0b7c2f4e-1d2a-4c8b-a9e3-5f6d7e8a9b0c"_s;
    t.name = u"Review Board"_s;
    t.defaultMode = u"synth"_s;
    t.brainName = u"Chief Editor"_s;
    t.agentRoles = {u"Critic"_s, u"Fact checker"_s, u"Stylist"_s};
    return t;
}

ChatTool tool(const QString &name)
{
    ChatTool t;
    t.id = name + u"-id"_s;
    t.name = name;
    t.method = u"POST"_s;
    return t;
}

QStringList calledNames(const ModelPlan &plan)
{
    QStringList names;
    for (const auto &call : plan.calls)
        names << call.tool.name;
    return names;
}

} // namespace

class tst_ScriptedModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void customAnswerHasEveryMarkdownPart()
    {
        const QString text
            = ScriptedModel::answer({customTarget(), QString(), u"Summarise the 2.3 release"_s, {}, {}, {}});
        QVERIFY(text.startsWith(u"# Release Notes Writer\n"_s));
        QVERIFY(text.contains(u"`gpt-4o-mini`"_s));
        QVERIFY2(text.contains(u"Write crisp release notes"_s), "the system instruction shapes the answer");
        QVERIFY(QRegularExpression(u"^- "_s, QRegularExpression::MultilineOption).match(text).hasMatch());
        QVERIFY(text.contains(u"```text\nSummarise the 2.3 release\n```"_s));
        QVERIFY(text.contains(u"| --- | --- |"_s));
        QVERIFY(text.contains(u"| Words | 4 |"_s));
    }

    void groupAnswerHasOneSectionPerAgentThenTheSynthesis()
    {
        const ChatTarget target = groupTarget();
        const QString text = ScriptedModel::answer({target, u"orch"_s, u"Check this draft"_s, {}, {}, {}});
        qsizetype previous = -1;
        for (const QString &role : target.agentRoles) {
            const qsizetype at
                = text.indexOf(u"## Agent "_s + QString::number(target.agentRoles.indexOf(role) + 1) + u": "_s + role);
            QVERIFY2(at > previous, qPrintable(role));
            previous = at;
        }
        const qsizetype synthesis = text.indexOf(u"## Synthesis by Chief Editor"_s);
        QVERIFY(synthesis > previous);
        QVERIFY2(text.contains(u"mode `orch`"_s), "the mode given, not the group's default, is in the text");
        QVERIFY(!text.contains(u"`synth`"_s));
        QVERIFY(text.contains(u"| Agents | Critic, Fact checker, Stylist |"_s));
    }

    void sameInputSameText()
    {
        const baton::sandbox::AnswerInput input {groupTarget(), u"auto"_s, u"hello there"_s, {}, {}, 300};
        QCOMPARE(ScriptedModel::answer(input), ScriptedModel::answer(input));
    }

    void longAnswerHasAboutTheWordsAsked_data()
    {
        QTest::addColumn<int>("words");
        QTest::newRow("200") << 200;
        QTest::newRow("500") << 500;
        QTest::newRow("3000") << 3000;
    }

    void longAnswerHasAboutTheWordsAsked()
    {
        QFETCH(int, words);
        const QString message = u"/long "_s + QString::number(words) + u" tell me more"_s;
        const ModelPlan plan = ScriptedModel::plan(message, {});
        QCOMPARE(plan.longWords, std::optional<int>(words));
        const QString text = ScriptedModel::answer({customTarget(), QString(), message, {}, {}, plan.longWords});
        const int count = ScriptedModel::wordCount(text);
        QVERIFY2(qAbs(count - words) <= words / 10, qPrintable(QString::number(count)));
    }

    void commandsAreWords()
    {
        QVERIFY(ScriptedModel::plan(u"please /fail now"_s, {}).fail);
        QVERIFY(!ScriptedModel::plan(u"please/fail now"_s, {}).fail);
        QVERIFY(!ScriptedModel::plan(u"/failing"_s, {}).fail);
        QVERIFY(!ScriptedModel::plan(u"/long"_s, {}).longWords);
        QVERIFY(!ScriptedModel::plan(u"/long 0"_s, {}).longWords);
        QCOMPARE(ScriptedModel::plan(u"/long 99999999"_s, {}).longWords, std::optional(ScriptedModel::MaxLongWords));
    }

    void toolCommandCallsTheToolWithItsArguments()
    {
        const ModelPlan plan
            = ScriptedModel::plan(u"Please /tool weather {\"city\": \"Lyon {centre}\", \"days\": 3} thanks"_s,
                                  {tool(u"weather"_s), tool(u"calendar"_s)});
        QCOMPARE(calledNames(plan), QStringList {u"weather"_s});
        QCOMPARE(plan.calls.first().arguments.value(u"city"_s).toString(), u"Lyon {centre}"_s);
        QCOMPARE(plan.calls.first().arguments.value(u"days"_s).toInt(), 3);
        QVERIFY(plan.notCalled.isEmpty());
    }

    void toolCommandMatchesTheLongestNameWithoutCase()
    {
        const ModelPlan plan = ScriptedModel::plan(u"/tool Create Ticket{\"title\":\"x\"}"_s,
                                                   {tool(u"create"_s), tool(u"create ticket"_s)});
        QCOMPARE(calledNames(plan), QStringList {u"create ticket"_s});
        QCOMPARE(plan.calls.first().arguments.value(u"title"_s).toString(), u"x"_s);
    }

    void toolCommandWithoutArgumentsSendsAnEmptyObject()
    {
        const ModelPlan plan = ScriptedModel::plan(u"/tool ping"_s, {tool(u"ping"_s)});
        QCOMPARE(calledNames(plan), QStringList {u"ping"_s});
        QVERIFY(plan.calls.first().arguments.isEmpty());
    }

    void severalCommandsMakeSeveralCalls()
    {
        const ModelPlan plan
            = ScriptedModel::plan(u"/tool a {\"n\":1}\n/tool b {}\n/tool a {\"n\":2}"_s, {tool(u"a"_s), tool(u"b"_s)});
        QCOMPARE(calledNames(plan), (QStringList {u"a"_s, u"b"_s, u"a"_s}));
        QCOMPARE(plan.calls.at(2).arguments.value(u"n"_s).toInt(), 2);
    }

    void unusableCommandsAreReportedNotCalled()
    {
        const ModelPlan plan
            = ScriptedModel::plan(u"/tool missing {} /tool a {\"open\": 1 /tool a [1]"_s, {tool(u"a"_s)});
        QVERIFY(plan.calls.isEmpty());
        QCOMPARE(plan.notCalled.size(), 3);
        QCOMPARE(plan.notCalled.at(0).toolName, u"missing"_s);
        QCOMPARE(plan.notCalled.at(0).state, ToolReport::State::NotCalled);
        QCOMPARE(plan.notCalled.at(1).toolName, u"a"_s);
    }

    void namingAToolCallsIt()
    {
        const QList<ChatTool> tools {tool(u"weather"_s), tool(u"calendar"_s), tool(u"mail"_s)};
        const ModelPlan plan = ScriptedModel::plan(u"Check my Calendar, then the weather; no e-mails"_s, tools);
        QCOMPARE(calledNames(plan), (QStringList {u"calendar"_s, u"weather"_s}));
        QVERIFY(plan.calls.first().arguments.isEmpty());
    }

    void namesAreIgnoredWhenACommandIsThereOrInAResume()
    {
        const QList<ChatTool> tools {tool(u"weather"_s), tool(u"calendar"_s)};
        QCOMPARE(calledNames(ScriptedModel::plan(u"/tool calendar {} and the weather"_s, tools)),
                 QStringList {u"calendar"_s});
        QVERIFY(ScriptedModel::plan(u"the weather please"_s, tools, ScriptedModel::ToolNaming::CommandsOnly)
                    .calls.isEmpty());
    }

    void tokensConcatenateToTheText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("answer") << ScriptedModel::answer({groupTarget(), u"synth"_s, u"a b"_s, {}, {}, 120});
        QTest::newRow("leading space") << u"  two\n\nwords  "_s;
        QTest::newRow("spaces only") << u" \n "_s;
        QTest::newRow("astral") << u"😀 ok 😀"_s;
    }

    void tokensConcatenateToTheText()
    {
        QFETCH(QString, text);
        const QStringList pieces = ScriptedModel::tokens(text);
        QCOMPARE(pieces.join(QString()), text);
        for (const QString &piece : pieces)
            QVERIFY(!piece.isEmpty());
    }

    void tokensAreWords()
    {
        QCOMPARE(ScriptedModel::tokens(u"one two\nthree"_s), (QStringList {u"one "_s, u"two\n"_s, u"three"_s}));
        QVERIFY(ScriptedModel::tokens(QString()).isEmpty());
    }

    void userTextCannotBreakTheCodeBlock()
    {
        const QString user = u"look: ```\n| not | a table |"_s;
        const QString text = ScriptedModel::answer({customTarget(), QString(), user, {}, {}, {}});
        QVERIFY2(text.contains(u"````text\n"_s + user + u"\n````"_s), qPrintable(text));
    }

    void reportsAndCitationsAreInTheAnswer()
    {
        const QList<ToolReport> reports {
            {u"id-1"_s, u"weather"_s, ToolReport::State::Answered, 201, u"{\"ok\":`true`}"_s},
            {u"id-2"_s, u"mail"_s, ToolReport::State::Denied, 0, u"not today"_s},
            {u"id-3"_s, u"calendar"_s, ToolReport::State::Denied, 0, QString()},
            {u"id-4"_s, u"fax"_s, ToolReport::State::Failed, 0, u"No answer within 50 ms."_s},
        };
        const QList<Citation> citations {{u"Price list"_s, u"http://127.0.0.1:1/prices"_s, 200, u"EUR 12"_s}};
        const QString text = ScriptedModel::answer({customTarget(), QString(), u"go"_s, reports, citations, {}});
        QVERIFY(text.contains(u"- `weather` (call `id-1`): HTTP 201, ``{\"ok\":`true`}``"_s));
        QVERIFY(text.contains(u"- `mail` (call `id-2`): denied: `not today`"_s));
        QVERIFY(text.contains(u"- `calendar` (call `id-3`): denied (no reason given)"_s));
        QVERIFY(text.contains(u"- `fax` (call `id-4`): failed: No answer within 50 ms."_s));
        QVERIFY(text.contains(u"- [Price list](<http://127.0.0.1:1/prices>): HTTP 200, `EUR 12`"_s));
    }

    // A JSON object in a tool's answer or a source reads as its members, cut
    // short, not as one line of JSON; another body stays as it came.
    void jsonBodiesReadAsTheirMembers()
    {
        const QString weather
            = u"{\"town\":\"Paris\",\"temp\":12.5,\"dry\":true,\"wind\":{\"kmh\":9},\"*note*\":null}"_s;
        QJsonObject many;
        for (int i = 0; i < 8; ++i)
            many.insert(u"field%1"_s.arg(i), QString(70, QLatin1Char('a' + i)));
        const QList<ToolReport> reports {
            {u"id-1"_s, u"weather"_s, ToolReport::State::Answered, 200, weather,
             QJsonDocument::fromJson(weather.toUtf8()).object()},
            {u"id-2"_s, u"prices"_s, ToolReport::State::Answered, 200, u"[12, 13]"_s, {}},
            {u"id-3"_s, u"echo"_s, ToolReport::State::Answered, 200, u"{\"field0\":\"aaa…"_s, many},
        };
        const QList<Citation> citations {{u"Opening hours"_s, u"http://127.0.0.1:1/hours"_s, 200, u"{…}"_s,
                                          QJsonObject {{u"monday"_s, u"9-17"_s}, {u"days"_s, QJsonArray {1, 2}}}}};
        const QString text = ScriptedModel::answer({customTarget(), QString(), u"go"_s, reports, citations, {}});
        QVERIFY2(text.contains(u"- `weather` (call `id-1`): HTTP 200, \\*note\\*: `null`, dry: `true`, "
                               "temp: `12.5`, town: `Paris`, wind: `{\"kmh\":9}`\n"_s),
                 qPrintable(text));
        QVERIFY2(text.contains(u"- `prices` (call `id-2`): HTTP 200, `[12, 13]`\n"_s), qPrintable(text));
        QVERIFY2(text.contains(u"- `echo` (call `id-3`): HTTP 200, field0: `"_s + QString(60, u'a') + u"…`, "_s),
                 qPrintable(text));
        QVERIFY2(text.contains(u"field5: `"_s + QString(60, u'f') + u"…`, and 2 more\n"_s), qPrintable(text));
        QVERIFY2(!text.contains(u"field6"_s), qPrintable(text));
        QVERIFY2(text.contains(
                     u"- [Opening hours](<http://127.0.0.1:1/hours>): HTTP 200, days: `[1,2]`, monday: `9-17`\n"_s),
                 qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(tst_ScriptedModel)
#include "tst_scriptedmodel.moc"

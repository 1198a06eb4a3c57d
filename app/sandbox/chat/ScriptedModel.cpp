#include "sandbox/chat/ScriptedModel.h"

#include "core/api/JsonMembers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <utility>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

constexpr int MaxExcerptWords = 8;

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// Where `command` ("/tool") stands as a word of its own: at the start or after
// white space, and followed by white space or the end.
QList<qsizetype> commandPositions(const QString &text, QStringView command)
{
    QList<qsizetype> positions;
    for (qsizetype at = text.indexOf(command); at >= 0; at = text.indexOf(command, at + command.size())) {
        const qsizetype after = at + command.size();
        const bool startsWord = at == 0 || text.at(at - 1).isSpace();
        const bool endsWord = after == text.size() || text.at(after).isSpace();
        if (startsWord && endsWord)
            positions << at;
    }
    return positions;
}

qsizetype skipSpace(const QString &text, qsizetype at)
{
    while (at < text.size() && text.at(at).isSpace())
        ++at;
    return at;
}

// The index of the `}` closing the object that opens at `open`, or -1.
qsizetype closingBrace(const QString &text, qsizetype open)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = open; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == u'"')
                inString = false;
        } else if (c == u'"') {
            inString = true;
        } else if (c == u'{') {
            ++depth;
        } else if (c == u'}' && --depth == 0) {
            return i;
        }
    }
    return -1;
}

std::optional<int> longWords(const QString &text)
{
    for (const qsizetype at : commandPositions(text, u"/long")) {
        qsizetype i = skipSpace(text, at + 5);
        const qsizetype digitsStart = i;
        while (i < text.size() && text.at(i).isDigit() && i - digitsStart < 9)
            ++i;
        const int n = QStringView(text).mid(digitsStart, i - digitsStart).toInt();
        if (n > 0)
            return std::min(n, ScriptedModel::MaxLongWords);
    }
    return std::nullopt;
}

// Tools named as whole words, in order of first appearance, each once.
QList<PlannedCall> namedTools(const QString &text, const QList<ChatTool> &tools)
{
    QList<QPair<qsizetype, const ChatTool *>> found;
    QStringList seen;
    for (const ChatTool &tool : tools) {
        if (tool.name.isEmpty() || seen.contains(tool.name, Qt::CaseInsensitive))
            continue;
        seen << tool.name;
        for (qsizetype at = text.indexOf(tool.name, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(tool.name, at + 1, Qt::CaseInsensitive)) {
            const qsizetype after = at + tool.name.size();
            if ((at == 0 || !isWordChar(text.at(at - 1))) && (after == text.size() || !isWordChar(text.at(after)))) {
                found.append({at, &tool});
                break;
            }
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<PlannedCall> calls;
    for (const auto &[at, tool] : found)
        calls.append({*tool, QJsonObject()});
    return calls;
}

QString collapsed(const QString &text)
{
    return text.simplified();
}

// `text` as Markdown inline code, on one line, whatever backticks it holds.
QString inlineCode(const QString &text)
{
    const QString line = collapsed(text);
    qsizetype longest = 0;
    qsizetype run = 0;
    for (const QChar c : line) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString ticks(longest + 1, u'`');
    const bool pad = line.startsWith(u'`') || line.endsWith(u'`');
    if (pad)
        return ticks + u' ' + line + u' ' + ticks;
    return ticks + line + ticks;
}

// `text` as Markdown text: CommonMark lets a backslash escape any ASCII
// punctuation, so a name read from a body cannot start a link or emphasis.
QString plainText(const QString &text)
{
    QString escaped;
    for (const QChar c : collapsed(text)) {
        if (c.unicode() < 128 && c.isPunct())
            escaped += u'\\';
        escaped += c;
    }
    return escaped;
}

// A body as a person reads it: a JSON object's first members as
// "name: `value`", in the order of their names (QJsonObject keeps no other),
// each value cut short; any other body (text, an array) as it came, in
// inline code.
QString readableBody(const QString &text, const QJsonObject &members)
{
    if (members.isEmpty())
        return inlineCode(text);
    constexpr qsizetype MaxMembers = 6;
    constexpr qsizetype MaxValue = 60;
    QStringList shown;
    for (auto it = members.begin(); it != members.end() && shown.size() < MaxMembers; ++it) {
        const QJsonValue value = it.value();
        QString line = collapsed(compactText(value));
        if (line.size() > MaxValue)
            line = line.left(line.at(MaxValue - 1).isHighSurrogate() ? MaxValue - 1 : MaxValue) + u'…';
        shown << plainText(it.key()) + u": "_s + inlineCode(line);
    }
    QString body = shown.join(u", "_s);
    if (members.size() > shown.size())
        body += u", "_s + ScriptedModel::tr("and %n more", nullptr, int(members.size() - shown.size()));
    return body;
}

QString codeFence(const QString &text)
{
    qsizetype longest = 0;
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return QString(std::max<qsizetype>(3, longest + 1), u'`');
}

QString tableCell(const QString &text)
{
    QString cell = collapsed(text);
    cell.replace(u'|', u"\\|"_s);
    return cell.isEmpty() ? u"-"_s : cell;
}

QString firstWords(const QString &text, int count)
{
    QStringList words = collapsed(text).split(u' ', Qt::SkipEmptyParts);
    const bool cut = words.size() > count;
    words = words.mid(0, count);
    return words.join(u' ') + (cut ? u" …"_s : QString());
}

QString tableRow(const QString &item, const QString &value)
{
    return u"| "_s + tableCell(item) + u" | "_s + tableCell(value) + u" |\n"_s;
}

} // namespace

ModelPlan ScriptedModel::plan(const QString &text, const QList<ChatTool> &tools, ToolNaming naming)
{
    ModelPlan plan;
    plan.longWords = longWords(text);
    plan.fail = !commandPositions(text, u"/fail").isEmpty();

    const QList<qsizetype> commands = commandPositions(text, u"/tool");
    for (const qsizetype at : commands) {
        qsizetype i = skipSpace(text, at + 5);
        const QStringView rest = QStringView(text).mid(i);
        const ChatTool *match = nullptr;
        for (const ChatTool &tool : tools) {
            const qsizetype n = tool.name.size();
            if (n == 0 || !rest.startsWith(tool.name, Qt::CaseInsensitive))
                continue;
            if (n < rest.size() && !rest.at(n).isSpace() && rest.at(n) != u'{')
                continue;
            if (!match || n > match->name.size())
                match = &tool;
        }
        if (!match) {
            qsizetype end = i;
            while (end < text.size() && !text.at(end).isSpace() && text.at(end) != u'{')
                ++end;
            const QString name = text.mid(i, end - i);
            plan.notCalled.append(
                {QString(), name, ToolReport::State::NotCalled, 0,
                 name.isEmpty() ? tr("/tool names no tool.") : tr("No tool of this name is available to this model.")});
            continue;
        }
        i = skipSpace(text, i + match->name.size());
        QJsonObject arguments;
        if (i < text.size() && (text.at(i) == u'{' || text.at(i) == u'[')) {
            const qsizetype close = text.at(i) == u'{' ? closingBrace(text, i) : -1;
            QJsonParseError error {};
            const QJsonDocument doc
                = close < 0 ? QJsonDocument() : QJsonDocument::fromJson(text.mid(i, close - i + 1).toUtf8(), &error);
            if (close < 0 || error.error != QJsonParseError::NoError || !doc.isObject()) {
                plan.notCalled.append({QString(), match->name, ToolReport::State::NotCalled, 0,
                                       tr("The arguments are not a JSON object.")});
                continue;
            }
            arguments = doc.object();
        }
        plan.calls.append({*match, arguments});
    }

    if (commands.isEmpty() && naming == ToolNaming::CommandsOrNames)
        plan.calls = namedTools(text, tools);
    return plan;
}

QString ScriptedModel::answer(const AnswerInput &input)
{
    const ChatTarget &target = input.target;
    const int userWords = wordCount(input.userText);
    QString md = u"# "_s + collapsed(target.name) + u"\n\n"_s;

    if (target.kind == ChatTarget::Kind::Custom) {
        const QString instruction = collapsed(target.systemInstruction);
        md += tr("Answer from the custom model **%1** on %2.")
                  .arg(collapsed(target.name), inlineCode(target.llmModelName))
            + u"\n\n"_s;
        md += u"## "_s + tr("Key points") + u"\n\n"_s;
        md += u"- "_s
            + (instruction.isEmpty()
                   ? tr("No system instruction.")
                   : tr("Following the instruction: %1").arg(inlineCode(firstWords(instruction, MaxExcerptWords))))
            + u"\n"_s;
        md += u"- "_s + tr("You wrote %n word(s).", nullptr, userWords) + u"\n"_s;
        md += u"- "_s + tr("Your first words: %1").arg(inlineCode(firstWords(input.userText, MaxExcerptWords)))
            + u"\n\n"_s;
    } else {
        md += tr("Answer from the group model **%1** in mode %2, with %n agent(s).", nullptr,
                 int(target.agentRoles.size()))
                  .arg(collapsed(target.name), inlineCode(input.mode))
            + u"\n\n"_s;
        for (qsizetype i = 0; i < target.agentRoles.size(); ++i) {
            const QString role = collapsed(target.agentRoles.at(i));
            md += u"## "_s + tr("Agent %1: %2").arg(i + 1).arg(role) + u"\n\n"_s;
            md += u"- "_s + tr("As %1, I read: %2").arg(role, inlineCode(firstWords(input.userText, MaxExcerptWords)))
                + u"\n"_s;
            md += u"- "_s + tr("My part of %n word(s) goes to the brain.", nullptr, userWords) + u"\n\n"_s;
        }
        md += u"## "_s
            + (target.brainName.isEmpty() ? tr("Synthesis by a model this token cannot see")
                                          : tr("Synthesis by %1").arg(collapsed(target.brainName)))
            + u"\n\n"_s;
        md += u"- "_s + tr("Mode %1 for this answer.").arg(inlineCode(input.mode)) + u"\n"_s;
        md += u"- "_s + tr("%n agent view(s) combined.", nullptr, int(target.agentRoles.size())) + u"\n\n"_s;
    }

    const QString fence = codeFence(input.userText);
    md += fence + u"text\n"_s + input.userText + u'\n' + fence + u"\n\n"_s;

    md += u"| "_s + tr("Item") + u" | "_s + tr("Value") + u" |\n| --- | --- |\n"_s;
    md += tableRow(tr("Target"), target.name);
    if (target.kind == ChatTarget::Kind::Custom) {
        md += tableRow(tr("Model"), target.llmModelName);
    } else {
        //: The value of the "Brain" row when the caller cannot see the group's brain.
        md += tableRow(tr("Brain"), target.brainName.isEmpty() ? tr("not visible to this token") : target.brainName);
        md += tableRow(tr("Mode"), input.mode);
        md += tableRow(tr("Agents"), target.agentRoles.join(u", "_s));
    }
    md += tableRow(tr("Words"), QString::number(userWords));

    if (!input.reports.isEmpty()) {
        md += u"\n## "_s + tr("Tool results") + u"\n\n"_s;
        for (const ToolReport &report : input.reports) {
            md += u"- "_s + inlineCode(report.toolName);
            if (!report.callId.isEmpty())
                md += u" ("_s + tr("call %1").arg(inlineCode(report.callId)) + u')';
            md += u": "_s;
            switch (report.state) {
            case ToolReport::State::Answered:
                md += tr("HTTP %1, %2")
                          .arg(report.httpStatus)
                          .arg(report.text.isEmpty() ? tr("empty body") : readableBody(report.text, report.members));
                break;
            case ToolReport::State::Failed:
                md += tr("failed: %1").arg(collapsed(report.text));
                break;
            case ToolReport::State::Denied:
                md += report.text.isEmpty() ? tr("denied (no reason given)")
                                            : tr("denied: %1").arg(inlineCode(report.text));
                break;
            case ToolReport::State::NotCalled:
                md += tr("not called: %1").arg(collapsed(report.text));
                break;
            }
            md += u'\n';
        }
    }

    if (!input.citations.isEmpty()) {
        md += u"\n## "_s + tr("Sources") + u"\n\n"_s;
        for (const Citation &citation : input.citations) {
            md += u"- ["_s + collapsed(citation.name) + u"](<"_s + citation.url + u">): "_s;
            if (citation.httpStatus == 0)
                md += tr("no answer: %1").arg(collapsed(citation.text));
            else
                md += tr("HTTP %1, %2")
                          .arg(citation.httpStatus)
                          .arg(citation.text.isEmpty() ? tr("empty body")
                                                       : readableBody(citation.text, citation.members));
            md += u'\n';
        }
    }

    if (input.longWords) {
        const QString heading = u"\n## "_s + tr("More detail") + u"\n\n"_s;
        int missing = *input.longWords - wordCount(md) - wordCount(heading);
        if (missing > 0) {
            static const QStringList vocabulary {u"the"_s,    u"sandbox"_s, u"model"_s,   u"writes"_s, u"a"_s,
                                                 u"longer"_s, u"answer"_s,  u"so"_s,      u"that"_s,   u"streams"_s,
                                                 u"can"_s,    u"be"_s,      u"measured"_s};
            md += heading;
            for (int i = 0; missing > 0; ++i, --missing) {
                md += vocabulary.at(i % vocabulary.size());
                if (missing == 1)
                    md += u".\n"_s;
                else if (i % 60 == 59)
                    md += u".\n\n"_s;
                else if (i % 12 == 11)
                    md += u". "_s;
                else
                    md += u' ';
            }
        }
    }
    return md;
}

QStringList ScriptedModel::tokens(const QString &text)
{
    QStringList pieces;
    const qsizetype n = text.size();
    qsizetype start = 0;
    qsizetype i = skipSpace(text, 0);
    while (i < n) {
        while (i < n && !text.at(i).isSpace())
            ++i;
        i = skipSpace(text, i);
        pieces << text.mid(start, i - start);
        start = i;
    }
    if (start < n)
        pieces << text.mid(start);
    return pieces;
}

int ScriptedModel::wordCount(const QString &text)
{
    int count = 0;
    bool inWord = false;
    for (const QChar c : text) {
        if (c.isSpace())
            inWord = false;
        else if (!std::exchange(inWord, true))
            ++count;
    }
    return count;
}

} // namespace baton::sandbox

#include "ui/chat/MarkdownLines.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace baton::markdownlines {

bool isBlank(QStringView line)
{
    return line.trimmed().isEmpty();
}

qsizetype indentOf(QStringView line)
{
    qsizetype column = 0;
    while (column < line.size() && line.at(column) == u' ')
        ++column;
    return column;
}

bool startsListItem(QStringView line)
{
    static const QRegularExpression marker(u"^(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]|$)"_s);
    return marker.match(line).hasMatch();
}

bool startsListItemWithText(QStringView line)
{
    static const QRegularExpression item(u"^(?:([-*+])|[0-9]{1,9}[.)])[ \t]+([^ \t])"_s);
    const QRegularExpressionMatch match = item.match(line);
    return match.hasMatch() && match.captured(1) != match.captured(2);
}

QChar listKindOf(QStringView line)
{
    static const QRegularExpression rule(u"^(?:(?:-[ \t]*){3,}|(?:\\*[ \t]*){3,})$"_s);
    if (!startsListItem(line) || rule.match(line).hasMatch())
        return {};
    const qsizetype digits = line.indexOf(QRegularExpression(u"[^0-9]"_s));
    return digits > 0 ? line.at(digits) : line.front();
}

bool isEmptyListItem(QStringView line)
{
    static const QRegularExpression marker(u"^[ \t>]*(?:[-*+]|[0-9]{1,9}[.)])[ \t]*$"_s);
    return marker.match(line).hasMatch();
}

bool mayDefineLink(QStringView line)
{
    static const QRegularExpression definition(u"^[ \t>]*(?:(?:[-*+]|[0-9]{1,9}[.)])[ \t]+)?[ \t>]*\\[[^\\]]*\\]:"_s);
    return definition.match(line).hasMatch();
}

bool definesLink(QStringView line)
{
    static const QRegularExpression definition(u"^\\[(?:[^\\[\\]\\\\]|\\\\.)+\\]:[ \t]*\\S"_s);
    return definition.match(line).hasMatch();
}

QStringView fenceOpenedBy(QStringView line)
{
    const QStringView rest = line.sliced(std::min(indentOf(line), line.size()));
    if (indentOf(line) > 3 || rest.size() < 3 || (rest.front() != u'`' && rest.front() != u'~'))
        return {};
    qsizetype run = 1;
    while (run < rest.size() && rest.at(run) == rest.front())
        ++run;
    if (run < 3 || (rest.front() == u'`' && rest.sliced(run).contains(u'`')))
        return {};
    return rest.first(run);
}

bool closesFence(QStringView line, QStringView fence)
{
    const qsizetype indent = indentOf(line);
    if (indent > 3)
        return false;
    const QStringView rest = line.sliced(indent);
    qsizetype run = 0;
    while (run < rest.size() && rest.at(run) == fence.front())
        ++run;
    return run >= fence.size() && isBlank(rest.sliced(run));
}

QString openFenceCloser(QStringView markdown)
{
    QStringView fence;
    QStringView indent;
    for (QStringView line : markdown.split(u'\n')) {
        if (line.endsWith(u'\r'))
            line.chop(1);
        while (line.startsWith(u'>'))
            line = line.sliced(line.startsWith(u"> "_s) ? 2 : 1);
        if (fence.isEmpty()) {
            fence = fenceOpenedBy(line);
            indent = line.first(std::min(indentOf(line), line.size()));
        } else if (closesFence(line, fence)) {
            fence = {};
        }
    }
    return fence.isEmpty() ? QString() : indent + fence;
}

bool startsPlainText(QStringView content)
{
    static const QRegularExpression rule(u"^(?:(?:\\*[ \t]*){3,}|(?:_[ \t]*){3,})$"_s);
    if (content.isEmpty() || content.startsWith(u"    "_s) || startsListItem(content) || rule.match(content).hasMatch()
        || !fenceOpenedBy(content).isEmpty())
        return false;
    const QChar first = content.front();
    return first.isLetterOrNumber() || QStringView(u"*_`[!(\"'").contains(first);
}

bool holdsNoTextYet(QStringView line)
{
    static const QRegularExpression markers(u"^[ \t>]*$"_s);
    if (line.endsWith(u'\r'))
        line.chop(1);
    return isEmptyListItem(line) || markers.match(line).hasMatch();
}

std::optional<QStringView> plainQuoteText(QStringView line, bool complete)
{
    if (!line.startsWith(u'>'))
        return std::nullopt;
    QStringView content = line.sliced(1);
    if (content.startsWith(u' '))
        content = content.sliced(1);
    if (complete) {
        // One space at the end is left out; two, or a backslash, make a hard break.
        if (content.endsWith(u"  "_s) || content.endsWith(u'\t') || content.endsWith(u'\\'))
            return std::nullopt;
        if (content.endsWith(u' '))
            content.chop(1);
        if (content.isEmpty())
            return std::nullopt;
    } else {
        while (!content.isEmpty() && content.back().isSpace())
            content.chop(1);
        if (content.isEmpty())
            return content;
    }
    if (content.front().isSpace() || !startsPlainText(content))
        return std::nullopt;
    return content;
}

bool isTableDelimiterRow(QStringView line)
{
    static const QRegularExpression delimiter(u"^(?=.*\\|)(?=.*-)[|:\\- \t]+$"_s);
    return !line.isEmpty() && line.front() != u' ' && line.front() != u'\t' && delimiter.match(line).hasMatch();
}

qsizetype tableCellCount(QStringView line)
{
    QStringView row = line.trimmed();
    if (row.startsWith(u'|'))
        row = row.sliced(1);
    if (row.endsWith(u'|') && !row.endsWith(u"\\|"_s))
        row.chop(1);
    qsizetype cells = 1;
    for (qsizetype i = 0; i < row.size(); ++i) {
        if (row.at(i) == u'\\')
            ++i;
        else if (row.at(i) == u'|')
            ++cells;
    }
    return cells;
}

qsizetype itemContentColumn(QStringView line)
{
    static const QRegularExpression item(u"^(?:[-*+]|[0-9]{1,9}[.)])( *)(\t?)"_s);
    const QRegularExpressionMatch match = item.match(line);
    if (!match.hasMatch() || !match.captured(2).isEmpty())
        return 0;
    const qsizetype spaces = match.capturedLength(1);
    const qsizetype marker = match.capturedStart(1);
    // Five spaces or more start indented code after one; a marker alone is followed by one.
    return marker + (spaces >= 1 && spaces <= 4 && match.capturedEnd(1) < line.size() ? spaces : 1);
}

QStringView itemContent(QStringView line)
{
    static const QRegularExpression marker(u"^(?:[-*+]|[0-9]{1,9}[.)])[ \t]?"_s);
    const QStringView rest = line.sliced(marker.match(line).capturedLength());
    return rest.startsWith(u"    "_s) ? rest : rest.trimmed();
}

} // namespace baton::markdownlines

#include "ui/chat/MarkdownStream.h"

#include "ui/chat/MarkdownBlocks.h"
#include "ui/chat/MarkdownLines.h"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

#include <optional>

using namespace Qt::StringLiterals;

namespace baton {

using namespace markdownblocks;
using namespace markdownlines;

namespace {

// The most characters of complete lines read again with the unfinished line
// on each update; past it, the line is shown as plain text until it ends.
constexpr qsizetype MaxOpenWithTail = 8192;

constexpr QTextDocument::MarkdownFeatures markdownFeatures {QTextDocument::MarkdownDialectGitHub
                                                            | QTextDocument::MarkdownNoHTML};

// Qt 6.4's reader starts a table that follows a code block with an empty
// block in its first header cell, and the header's text after it is not
// bold: that cell stood a line lower than the others, its text at the bottom.
// The empty block goes and the text takes the header's weight, as in a table
// after a paragraph. (Outside the reader's edit block: inside it, a table's
// cells are not yet known.)
void repairTables(QTextDocument &document)
{
    // Tables are frames of their own: looking at the frames, not at every
    // block, costs nothing for the many parts that hold no table.
    const QList<QTextFrame *> frames = document.rootFrame()->childFrames();
    for (QTextFrame *frame : frames) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        const QTextTableCell first = table->cellAt(0, 0);
        const QTextBlock block = document.findBlock(first.firstPosition());
        const QTextBlock next = block.next();
        if (!block.text().isEmpty() || !next.isValid() || table->cellAt(next.position()) != first)
            continue;
        QTextCharFormat header;
        header.setFontWeight(block.charFormat().fontWeight());
        QTextCursor empty(block);
        empty.setPosition(next.position(), QTextCursor::KeepAnchor);
        empty.removeSelectedText();
        QTextCursor text(&document);
        text.setPosition(first.firstPosition());
        text.setPosition(first.lastPosition(), QTextCursor::KeepAnchor);
        text.mergeCharFormat(header);
    }
}

} // namespace

// `document` set to `markdown` read with markdownFeatures, in an edit block,
// its tables repaired.
// Qt 6.4's reader adds each run of text with QTextCursor::insertText, which,
// outside an edit block, computes the cursor's x from the layout of its block,
// itemizing the whole text of the block again: a paragraph with many spans
// cost time quadratic in its length (88 ms for one of 25 000 characters and
// 516 spans, against 1 ms here). In an edit block the x is only marked to be
// computed later; the document is the same. (Later Qt versions open the edit
// block in the reader itself.)
void readAnswerMarkdown(QTextDocument &document, const QString &markdown)
{
    QTextCursor edit(&document);
    edit.beginEditBlock();
    document.setMarkdown(markdown, markdownFeatures);
    edit.endEditBlock();
    repairTables(document);
}

MarkdownStream::MarkdownStream(QTextFrame *before, QTextFrame *after)
    : m_before(before)
    , m_after(after)
{ }

QTextDocument *MarkdownStream::document() const
{
    return m_before->document();
}

int MarkdownStream::contentStart() const
{
    return m_before->lastPosition() + 1;
}

int MarkdownStream::contentEnd() const
{
    return m_after->firstPosition() - 1;
}

void MarkdownStream::append(QStringView text)
{
    m_text += text;
    m_pending = m_pending || !text.isEmpty();
}

void MarkdownStream::restart()
{
    QTextCursor content(document());
    content.setPosition(contentStart());
    content.setPosition(contentEnd(), QTextCursor::KeepAnchor);
    content.removeSelectedText();
    resetBlock(document()->findBlock(contentStart()));
    *this = MarkdownStream(m_before, m_after);
}

void MarkdownStream::renderPending()
{
    m_pending = false;
    removeTableTail();
    removeQuoteTail();
    qsizetype start = m_scanned;
    for (qsizetype end = m_text.indexOf(u'\n', start); end >= 0; end = m_text.indexOf(u'\n', start)) {
        readLine(start, end);
        start = end + 1;
    }
    m_scanned = start;
    renderOpen();
}

void MarkdownStream::readLine(qsizetype start, qsizetype end)
{
    QStringView line = QStringView(m_text).sliced(start, end - start);
    // A line may end with CR LF.
    if (line.endsWith(u'\r'))
        line.chop(1);
    const qsizetype next = std::min(end + 1, m_text.size());
    if (!m_codeContext.isEmpty()) {
        // A fence in a list item: its lines read one by one after the item and the fence.
        if (readItemCode(line, true)) {
            m_committed = m_openRendered = next;
            m_previousBlank = false;
            return;
        }
        // The line ends the item, and the fence with it.
        closeItemFence();
    }
    // A line less indented than the list item a fence is in ends the item,
    // and the fence with it; it is read as any other line.
    if (!m_fence.isEmpty() && m_fenceItemColumn > 0 && !isBlank(line) && indentOf(line) < m_fenceItemColumn)
        m_fence.clear();
    if (!m_fence.isEmpty()) {
        const bool closes = closesFence(line, m_fence);
        if (m_codeLines) {
            removeOpen();
            if (!closes)
                appendCodeLine(line);
            m_committed = m_openRendered = next;
        }
        if (closes) {
            m_afterFence = m_fenceAtColumn0;
            m_fence.clear();
            m_codeLines = false;
        }
        m_previousBlank = false;
        return;
    }
    const bool blank = isBlank(line);
    const QStringView fence = fenceOpenedBy(line);
    const bool column0 = !blank && line.front() != u' ' && line.front() != u'\t';
    // After a blank line, a line at column 0 that is not a list item cannot
    // continue what comes before it; nor can a fence at column 0 or the line
    // after one closes. An item of the top-level list before, when that
    // list's lines so far hold plain text only (startsPlainText), starts a
    // part whose items join that list, after a blank line or not: a tight
    // list costs an item per part.
    QChar listKind = column0 ? listKindOf(line) : QChar();
    // A numbered item other than 1. cannot interrupt a paragraph: after a
    // line that is not in a list, it may be that paragraph's text.
    if (!listKind.isNull() && line.front().isDigit()) {
        const qsizetype digits = line.indexOf(listKind);
        if (!m_previousBlank && m_listKind.isNull() && line.first(digits).toInt() != 1)
            listKind = QChar();
    }
    const bool listGoesOn = !listKind.isNull() && listKind == m_listKind;
    const bool boundary = m_afterFence
        || (column0 && (!fence.isEmpty() || (m_previousBlank && listKind.isNull()) || (listGoesOn && m_listIsPlain)));
    if (boundary && start > m_committed) {
        commit(start);
        m_continuesList = listGoesOn;
    }
    const bool itemWasPlain = m_itemIsPlain;
    if (column0) {
        // Qt's reader carries such a block's formats on to the items after it, to the list's end.
        const bool plain = !listKind.isNull() && startsPlainText(itemContent(line));
        m_listIsPlain = listGoesOn ? m_listIsPlain && plain : plain;
        m_listKind = listKind;
        m_itemMarker
            = listKind.isNull() ? QString() : line.first(std::min(itemContentColumn(line), line.size())).toString();
        m_itemIsPlain = plain;
        // The part after a fence in an item goes on with its list when it starts with an item of it.
        if (std::exchange(m_afterItemFence, false))
            m_continuesList = listGoesOn;
    } else if (!blank) {
        const bool plain = startsPlainText(line.sliced(indentOf(line)));
        m_listIsPlain = m_listIsPlain && plain;
        m_itemIsPlain = m_itemIsPlain && plain;
    }
    m_mayDefineLinks = m_mayDefineLinks || mayDefineLink(line);
    m_hasEmptyListItem = m_hasEmptyListItem || isEmptyListItem(line);
    m_afterFence = false;
    const bool previousBlank = std::exchange(m_previousBlank, blank);
    const qsizetype previousStart = std::exchange(m_lineStart, start);
    if (m_quoteLines) {
        // A plain line goes on with the quote's paragraph; a blank line ends it as it is.
        const std::optional<QStringView> content = plainQuoteText(line, true);
        if (m_openRendered == start && content && appendQuoteLine(*content, true)) {
            m_openRendered = next;
        } else if (m_openRendered == start && blank) {
            joinQuote();
            m_openRendered = next;
        } else {
            m_quoteLines = false;
        }
    } else if (m_committed == start && column0 && plainQuoteText(line, true)) {
        openQuote(line, next);
    }
    if (!m_tableHead.isEmpty()) {
        // A row goes on with the table; a blank line ends it as it is.
        if (m_openRendered == start && (blank || appendTableRow(line)))
            m_openRendered = next;
        if (blank || m_openRendered != next)
            m_tableHead.clear();
    } else if (isTableDelimiterRow(line)) {
        openTable(previousStart, next);
    }
    if (fence.isEmpty())
        return;
    m_fence = fence.toString();
    m_fenceAtColumn0 = column0;
    m_fenceItemColumn
        = !column0 && !m_itemMarker.isEmpty() && indentOf(line) >= m_itemMarker.size() ? m_itemMarker.size() : 0;
    const QStringView info = line.sliced(fence.size()).trimmed();
    // Escapes and entities in the info string are left to the Markdown reader.
    if (column0 && m_committed == start && !info.contains(u'\\') && !info.contains(u'&')) {
        const qsizetype space = info.indexOf(QRegularExpression(u"\\s"_s));
        m_codeFormat = codeBlockFormat(fence.front(), (space < 0 ? info : info.first(space)).toString());
        m_codeCharFormat = codeCharFormat();
        m_codeLines = true;
        m_continuesList = false;
        removeOpen();
        m_committed = m_openRendered = next;
    } else if (!column0 && itemWasPlain && openItemFence(line, start, next, previousBlank)) {
        m_codeLines = true;
    }
}

void MarkdownStream::commit(qsizetype end)
{
    m_tableHead.clear();
    const QStringView part = QStringView(m_text).sliced(m_committed, end - m_committed);
    if (m_openRendered == end) {
        // The open part is this part, rendered as a committed one would be: it stays.
        removeLast(m_tailLength);
        joinQuote();
        m_hasCommitted = m_hasCommitted || m_openHasBlocks;
        m_openLength = 0;
        m_openHasBlocks = false;
        m_tailShown = 0;
        m_tailLength = 0;
        m_tailBlockLength = 0;
    } else {
        removeOpen();
        insertMarkdown(part, false);
    }
    ++m_parts;
    // The definitions at the start of a block, kept for the parts after this one.
    bool blockStart = true;
    std::optional<QString> partText; // the part's text as read whole
    for (const QStringView line : part.split(u'\n')) {
        if (definesLink(line)) {
            QTextDocument alone;
            readAnswerMarkdown(alone, line.toString());
            bool defines = rendersNothing(alone);
            if (defines && !blockStart) {
                // After a block that ends without a blank line (a rule, a
                // heading, a fence), or in a paragraph: a definition when
                // the part does not show it.
                if (!partText) {
                    QTextDocument whole;
                    readAnswerMarkdown(whole, part.toString());
                    partText = whole.toPlainText();
                }
                defines = !partText->contains(line.trimmed());
            }
            if (defines) {
                m_definitions += line + u'\n';
                continue;
            }
        }
        blockStart = isBlank(line);
    }
    m_committed = m_openRendered = end;
    m_afterContext.clear();
    m_afterItemFence = false;
}

void MarkdownStream::renderOpen()
{
    const QStringView tail = QStringView(m_text).sliced(m_scanned);
    if (m_codeLines && !m_codeContext.isEmpty()) {
        if (tail.isEmpty() || readItemCode(tail, false))
            return;
        // Not a line of the code, nor of the item: what comes after them.
        closeItemFence();
    }
    if (m_codeLines) {
        showCodeTail(tail);
        return;
    }
    if (m_quoteLines && m_openRendered == m_scanned) {
        // The unfinished line of a quote's paragraph, read alone, at its end.
        if (tail.isEmpty())
            return;
        const std::optional<QStringView> content = plainQuoteText(tail, false);
        if (content && content->isEmpty())
            return;
        const int end = contentEnd();
        m_quotePiecesBefore = m_linePieces;
        if (content && appendQuoteLine(*content, false)) {
            m_quoteTailLength = contentEnd() - end;
            return;
        }
    }
    if (!tail.isEmpty() && holdsNoTextYet(tail)) {
        // Not shown until it shows what it starts: the open part alone.
        if (m_openRendered != m_scanned || m_tailLength > 0 || m_lineShown) {
            removeOpen();
            if (m_scanned > m_committed)
                insertMarkdown(QStringView(m_text).sliced(m_committed, m_scanned - m_committed), true);
            m_openRendered = m_scanned;
        }
        return;
    }
    if (m_afterItemFence && !tail.isEmpty() && !tail.front().isSpace())
        m_continuesList = !listKindOf(tail).isNull() && listKindOf(tail) == m_listKind;
    // The unfinished line starts a part already (see readLine) when, after a
    // blank line, it starts at column 0 with a letter, or when it is an item
    // of the plain top-level list before (its marker, a space and text that
    // no rule can be): what comes before is committed now, so that the line
    // is read alone.
    if (!tail.isEmpty() && m_scanned > m_committed && m_fence.isEmpty()) {
        const bool listGoesOn
            = m_listIsPlain && !m_listKind.isNull() && startsListItemWithText(tail) && listKindOf(tail) == m_listKind;
        if ((m_previousBlank && tail.front().isLetter()) || listGoesOn) {
            commit(m_scanned);
            m_continuesList = listGoesOn;
        }
    }
    if (!tail.isEmpty() && m_scanned == m_committed && showLineTail(tail))
        return;
    if (!tail.isEmpty() && !m_tableHead.isEmpty() && m_openRendered == m_scanned && appendTableRow(tail)) {
        m_tableTail = true;
        return;
    }
    if (!tail.isEmpty() && m_scanned - m_committed <= MaxOpenWithTail) {
        // The open part and the unfinished line read together, as the whole would read them.
        removeOpen();
        insertMarkdown(QStringView(m_text).sliced(m_committed), true);
        m_openRendered = -1;
        return;
    }
    if (m_scanned != m_openRendered) {
        removeOpen();
        insertMarkdown(QStringView(m_text).sliced(m_committed, m_scanned - m_committed), true);
        m_openRendered = m_scanned;
    }
    showTail();
}

bool MarkdownStream::showLineTail(QStringView tail)
{
    // A line that starts text, and no other block, whatever follows in it
    // (a digit may start a numbered item, a bracket a link definition); or
    // an item that goes on with the list before, in the block that joined it.
    const bool item = m_continuesList && startsListItemWithText(tail) && listKindOf(tail) == m_listKind;
    if (!item && !tail.front().isLetter() && !startsPlainText(tail))
        return false;
    if (!item && (tail.front().isDigit() || tail.front() == u'['))
        return false;
    const bool after = m_hasCommitted;
    // Read after the block before the line, not after the line's own blocks.
    QTextBlock before = document()->findBlock(contentEnd());
    for (qsizetype piece = 0; m_lineShown && piece < m_linePieces.size(); ++piece)
        before = before.previous();
    const Context context = !m_afterContext.isEmpty() ? Context {m_afterContext, m_afterContextBlocks}
        : after                                       ? contextBefore(before)
                                                      : Context();
    QString text = context.markdown + tail;
    if (!m_definitions.isEmpty())
        text += u"\n\n"_s + m_definitions;
    QTextDocument rendered;
    readAnswerMarkdown(rendered, text);
    const QTextBlock source = rendered.findBlockByNumber(context.blocks);
    QTextBlockFormat format = source.blockFormat();
    format.clearProperty(QTextFormat::ObjectIndex);
    if (!source.isValid() || source.next().isValid() || bool(source.textList()) != item
        || (item && !isTopLevel(source.textList())) || QTextCursor(source).currentTable() || format.headingLevel() != 0
        || format.hasProperty(QTextFormat::BlockQuoteLevel) || format.hasProperty(QTextFormat::BlockCodeLanguage)
        || format.hasProperty(QTextFormat::BlockCodeFence))
        return false;
    if (item && (!m_lineShown || format != m_lineFormat)) {
        // The item joins the list once; later updates change its text only,
        // since a change to a list lays out all of its items again.
        removeOpen();
        insertMarkdown(tail, true);
        m_lineShown = true;
        m_lineFormat = format;
        m_linePieces = {document()->findBlock(contentEnd()).length() - 1};
        m_lineRuns.clear();
        for (auto it = source.begin(); !it.atEnd(); ++it)
            m_lineRuns.append({it.fragment().text(), it.fragment().charFormat()});
        return true;
    }
    if (!m_lineShown)
        removeOpen();

    // What is shown already and stays: the runs of one format the line had
    // and still has, from the start.
    QList<LineRun> runs;
    for (auto it = source.begin(); !it.atEnd(); ++it) {
        const QTextCharFormat runFormat = it.fragment().charFormat();
        if (!runs.isEmpty() && runs.last().format == runFormat)
            runs.last().text += it.fragment().text();
        else
            runs.append({it.fragment().text(), runFormat});
    }
    qsizetype same = 0; // characters
    qsizetype run = 0;
    for (; run < std::min(runs.size(), m_lineRuns.size()); ++run) {
        const LineRun &was = m_lineRuns.at(run);
        const LineRun &now = runs.at(run);
        if (was.format != now.format)
            break;
        qsizetype common = 0;
        while (common < std::min(was.text.size(), now.text.size()) && was.text.at(common) == now.text.at(common))
            ++common;
        same += common;
        if (common < was.text.size() || common < now.text.size())
            break;
    }
    removeLinePart(same);

    QTextCursor cursor(document());
    cursor.setPosition(contentEnd());
    const int start = cursor.position();
    if (!m_lineShown) {
        QTextBlockFormat first = format;
        first.clearProperty(QTextFormat::ObjectIndex);
        if (after)
            cursor.insertBlock(first, QTextCharFormat());
        else
            cursor.setBlockFormat(first);
        m_linePieces = {0};
        m_lineFormat = first;
        m_lineShown = true;
        m_openHasBlocks = true;
    }
    // In pieces (insertRuns); the line is one paragraph again once it is complete.
    insertRuns(cursor, runs, same, !item);
    m_lineRuns = runs;
    m_openLength += cursor.position() - start;
    if (!item)
        setLineMargins();
    return true;
}

void MarkdownStream::insertRuns(QTextCursor &cursor, const QList<LineRun> &runs, qsizetype from, bool inPieces)
{
    // Qt lays out and shapes a changed block whole: a long line is shown in
    // blocks of about TailBlockLength characters, cut after white space, so
    // that an update costs what its block costs.
    qsizetype at = 0; // where the run starts in the line
    QChar previous;
    for (const LineRun &run : runs) {
        qsizetype start = std::max<qsizetype>(0, from - at);
        if (start > 0)
            previous = run.text.at(std::min(start, run.text.size()) - 1);
        while (start < run.text.size()) {
            const qsizetype length = inPieces ? m_linePieces.last() : 0;
            if (length >= TailBlockLength && (previous.isSpace() || length >= 2 * TailBlockLength)) {
                cursor.insertBlock(pieceFormat(), QTextCharFormat());
                m_linePieces.append(0);
                continue;
            }
            // To the first white space past the room left, or to twice the room.
            qsizetype end = run.text.size();
            const qsizetype room = TailBlockLength - length;
            if (start + std::max<qsizetype>(0, room) < end) {
                const qsizetype space = run.text.indexOf(u' ', start + std::max<qsizetype>(0, room));
                const qsizetype most = start + std::max<qsizetype>(1, 2 * TailBlockLength - length);
                end = std::min(end, space >= 0 ? std::min(space + 1, most) : most);
            }
            cursor.insertText(run.text.sliced(start, end - start), run.format);
            m_linePieces.last() += end - start;
            previous = run.text.at(end - 1);
            start = end;
        }
        at += run.text.size();
    }
}

QTextBlockFormat MarkdownStream::pieceFormat() const
{
    // A piece goes on with the block before it: its indentation, none of the space above or below it.
    QTextBlockFormat format = m_lineFormat;
    format.clearProperty(QTextFormat::BlockTopMargin);
    format.clearProperty(QTextFormat::BlockBottomMargin);
    format.setProperty(LinePieceProperty, true);
    return format;
}

void MarkdownStream::showTail()
{
    const qsizetype unfinished = m_text.size() - m_scanned;
    if (unfinished == m_tailShown)
        return;
    QTextCursor cursor(document());
    cursor.setPosition(contentEnd());
    const int start = cursor.position();
    const QStringView added = QStringView(m_text).sliced(m_scanned + m_tailShown);
    // Qt lays out and shapes a changed block whole: a long unfinished line is
    // shown in blocks of about TailBlockLength characters, cut after white
    // space, so that a piece costs what its block costs. The line is one
    // paragraph again once it is rendered.
    const bool full = m_tailBlockLength >= TailBlockLength
        && (m_tailBlockLength >= 2 * TailBlockLength || m_text.at(m_scanned + m_tailShown - 1).isSpace());
    if ((m_tailShown == 0 && (m_hasCommitted || m_openHasBlocks)) || full) {
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
        m_tailBlockLength = 0;
    }
    cursor.insertText(added.toString(), QTextCharFormat());
    m_openLength += cursor.position() - start;
    m_tailLength += cursor.position() - start;
    m_tailBlockLength += added.size();
    m_tailShown = unfinished;
}

void MarkdownStream::removeLinePart(qsizetype from)
{
    if (!m_lineShown)
        return;
    qsizetype shown = 0;
    for (const qsizetype length : std::as_const(m_linePieces))
        shown += length;
    const int end = contentEnd();
    const int lineStart = end - int(shown + m_linePieces.size() - 1);
    // The piece that holds the character before `from`, or the first.
    qsizetype piece = 0;
    qsizetype offset = 0;
    while (piece + 1 < m_linePieces.size() && offset + m_linePieces.at(piece) < from) {
        offset += m_linePieces.at(piece);
        ++piece;
    }
    const int position = lineStart + int(from + piece);
    if (position < end) {
        QTextCursor cursor(document());
        cursor.setPosition(position);
        cursor.setPosition(end, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
        m_openLength -= end - position;
    }
    m_linePieces.resize(piece + 1);
    m_linePieces.last() = from - offset;
}

void MarkdownStream::setLineMargins()
{
    // The line's pieces read as one paragraph: the space below it goes under its last piece.
    QTextBlock last = document()->findBlock(contentEnd());
    const qreal below = m_lineFormat.bottomMargin();
    QTextBlockFormat first = m_lineFormat;
    if (m_linePieces.size() > 1) {
        first.setBottomMargin(0);
        QTextBlockFormat lastFormat = last.blockFormat();
        lastFormat.setBottomMargin(below);
        QTextCursor(last).setBlockFormat(lastFormat);
        if (m_linePieces.size() > 2) {
            const QTextBlock before = last.previous();
            QTextBlockFormat beforeFormat = before.blockFormat();
            beforeFormat.clearProperty(QTextFormat::BlockBottomMargin);
            QTextCursor(before).setBlockFormat(beforeFormat);
        }
    }
    QTextBlock block = last;
    for (qsizetype i = 1; i < m_linePieces.size(); ++i)
        block = block.previous();
    if (block.blockFormat() != first)
        QTextCursor(block).setBlockFormat(first);
}

void MarkdownStream::removeLast(int length)
{
    if (length == 0)
        return;
    const int end = contentEnd();
    // Removing the break after an empty block (a rule, a blank code line)
    // keeps the format of the block after it: the block before gets its own
    // back.
    const QTextBlockFormat format = document()->findBlock(end - length).blockFormat();
    QTextCursor cursor(document());
    cursor.setPosition(end - length);
    cursor.setPosition(end, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    if (cursor.blockFormat() != format)
        cursor.setBlockFormat(format);
}

void MarkdownStream::removeOpen()
{
    removeLast(m_openLength);
    if (!m_hasCommitted && (m_openLength > 0 || m_openHasBlocks))
        resetBlock(document()->findBlock(contentStart()));
    m_openLength = 0;
    m_openHasBlocks = false;
    m_tailShown = 0;
    m_tailLength = 0;
    m_tailBlockLength = 0;
    m_lineShown = false;
    m_lineRuns.clear();
    m_linePieces.clear();
    m_tableHead.clear();
    m_tableTail = false;
    m_quoteLines = false;
    m_quoteTailLength = 0;
}

void MarkdownStream::insertMarkdown(QStringView markdown, bool open)
{
    // The list a long list of bullets grew as ends before a part that does not go on with it.
    if (!m_continuesList && m_listHead)
        joinListChunks(std::exchange(m_listHead, nullptr));
    // After other blocks, the part is read after a throwaway block of the
    // kind of the last one, which is not copied: the reader then sees it as
    // it sees it in the whole text (a table after code or a quote comes
    // after an empty block; a rule at the start of a document too).
    const bool after = m_hasCommitted;
    const Context context = !m_afterContext.isEmpty() ? Context {m_afterContext, m_afterContextBlocks}
        : after                                       ? contextBefore(document()->findBlock(contentEnd()))
                                                      : Context();
    QString text = context.markdown + markdown;
    // The definitions of the parts before, after the fence the text leaves
    // open (it ends there, as it would with the text), lest they be its code.
    if (!m_definitions.isEmpty()) {
        const QString closer = openFenceCloser(markdown);
        if (!closer.isEmpty())
            text += (text.endsWith(u'\n') ? QString() : u"\n"_s) + closer;
        // A fence it cannot see (deep in a list item) would take them.
        if (!closer.isEmpty() || m_fence.isEmpty())
            text += u"\n\n"_s + m_definitions;
    }
    QTextDocument rendered;
    readAnswerMarkdown(rendered, text);
    const QTextBlock source = rendered.findBlockByNumber(context.blocks);
    if (!source.isValid() || (!after && rendersNothing(rendered)))
        return;
    QTextCursor selection(&rendered);
    selection.setPosition(source.position());
    selection.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    const int blocks = rendered.blockCount() - source.blockNumber();

    QTextCursor cursor(document());
    const int end = contentEnd();
    cursor.setPosition(end);
    // A table comes after the block it is inserted at the end of.
    const bool table = QTextCursor(source).currentTable();
    if (after && !table)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    const int start = cursor.position();
    const int blocksBefore = document()->blockCount();
    cursor.insertFragment(QTextDocumentFragment(selection));
    // A table keeps its cells' formats; another first block needs care.
    if (!table) {
        if (document()->blockCount() - blocksBefore == blocks) {
            // The first block came whole (a list item does), after the empty
            // block it was inserted in, which goes.
            QTextCursor empty(document());
            empty.setPosition(start);
            empty.deleteChar();
        } else {
            // The first block took the block it was inserted in, with that
            // block's format: it gets its own back, and its place in its list.
            const QTextBlock first = document()->findBlock(start);
            QTextBlockFormat format = source.blockFormat();
            format.clearProperty(QTextFormat::ObjectIndex);
            resetBlock(first);
            QTextCursor(first).setBlockFormat(format);
            if (const QTextList *list = source.textList()) {
                const QTextBlock second = list->count() > 1 ? list->item(1) : QTextBlock();
                const QTextBlock copy = second.isValid()
                    ? document()->findBlockByNumber(first.blockNumber() + second.blockNumber() - source.blockNumber())
                    : QTextBlock();
                if (copy.isValid() && copy.textList())
                    copy.textList()->add(first);
                else
                    QTextCursor(first).createList(list->format());
            }
        }
    }
    if (m_continuesList) {
        // Its first item, after the blocks that go on with the item before (a fence's part starts so).
        QTextBlock first = document()->findBlock(start);
        while (first.isValid() && first.position() < contentEnd() && !isTopLevel(first.textList()))
            first = first.next();
        if (first.isValid()) {
            QTextList *full = joinListBefore(first, ListChunkItems);
            if (full && !m_listHead)
                m_listHead = full;
        }
    }
    if (open)
        m_openLength = contentEnd() - end;
    else
        m_hasCommitted = true;
    m_openHasBlocks = open;
}

void MarkdownStream::finish()
{
    renderPending();
    removeTableTail();
    removeQuoteTail();
    if (m_scanned < m_text.size()) {
        // The unfinished last line is a line too.
        readLine(m_scanned, m_text.size());
        m_scanned = m_text.size();
    }
    if (m_committed < m_text.size())
        commit(m_text.size());
    else
        removeOpen();
    joinListChunks(std::exchange(m_listHead, nullptr));
    // A definition applies to text before it, which another part rendered.
    // Qt's Markdown reader puts the block before an empty list item in the
    // list, and indents the blocks after it, to the end.
    if (m_hasEmptyListItem || (m_mayDefineLinks && m_parts > 1))
        renderWhole();
}

void MarkdownStream::renderWhole()
{
    QTextCursor content(document());
    content.setPosition(contentStart());
    content.setPosition(contentEnd(), QTextCursor::KeepAnchor);
    content.removeSelectedText();
    resetBlock(document()->findBlock(contentStart()));
    m_listHead = nullptr;
    m_hasCommitted = false;
    m_openLength = 0;
    m_definitions.clear();
    m_afterContext.clear();
    insertMarkdown(m_text, false);
    m_scanned = m_committed = m_openRendered = m_text.size();
    m_pending = false;
}

} // namespace baton

#include "ui/chat/MarkdownBlocks.h"
#include "ui/chat/MarkdownLines.h"
#include "ui/chat/MarkdownStream.h"

#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFragment>
#include <QTextFrame>
#include <QTextTable>

#include <utility>

using namespace Qt::StringLiterals;

// The blocks that grow a line at a time while an answer streams, without a
// Markdown parse of all they hold: the code of a fence (at column 0, or in a
// list item, read line by line after the item and the fence), and the rows
// of a table (each read alone after the table's header), and the lines of a
// block quote's paragraph (each read alone, shown in pieces as a long line
// is, and joined when the paragraph ends).

namespace baton {

using namespace markdownblocks;
using namespace markdownlines;

namespace {

// Text from `from` in `block` holds no delimiter that inline markup in a
// later line could close (an emphasis, strikethrough or code span left
// open, a bracket), outside code spans: what comes after it cannot change it.
bool holdsNothingOpen(const QTextBlock &block, int from)
{
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        const QTextFragment fragment = it.fragment();
        if (fragment.position() + fragment.length() <= block.position() + from
            || fragment.charFormat().fontFixedPitch())
            continue;
        for (const QChar c : fragment.text()) {
            if (QStringView(u"*_`~[]").contains(c))
                return false;
        }
    }
    return true;
}

} // namespace

void MarkdownStream::showCodeTail(QStringView tail)
{
    removeOpen();
    QStringView line = tail;
    if (line.endsWith(u'\r'))
        line.chop(1);
    // The closing fence, whole, ends the code: nothing of it is shown.
    if (tail.isEmpty() || closesFence(line, m_fence))
        return;
    const int end = contentEnd();
    insertCodeBlock(line);
    shownCodeLine(end, false);
}

void MarkdownStream::appendCodeLine(QStringView line)
{
    insertCodeBlock(line);
    m_hasCommitted = true;
}

void MarkdownStream::insertCodeBlock(QStringView text)
{
    QTextCursor cursor(document());
    cursor.setPosition(contentEnd());
    if (m_hasCommitted)
        cursor.insertBlock(m_codeFormat, QTextCharFormat());
    else
        cursor.setBlockFormat(m_codeFormat);
    if (!text.isEmpty())
        cursor.insertText(text.toString(), m_codeCharFormat);
}

bool MarkdownStream::openItemFence(QStringView line, qsizetype start, qsizetype next, bool previousBlank)
{
    const qsizetype width = m_itemMarker.size();
    const qsizetype indent = indentOf(line);
    if (width == 0 || indent < width || indent > width + 3 || m_committed > start)
        return false;
    // The fence read after an item of the same marker (a plain item: its
    // text does not change how its code reads), and a line of code.
    const QString context = m_itemMarker + u"x\n"_s + (previousBlank ? u"\n"_s : QString()) + line + u'\n';
    QTextDocument rendered;
    readAnswerMarkdown(rendered, context + QString(width, u' ') + u"y\n"_s);
    const QTextBlock last = rendered.lastBlock();
    // Without a blank line before the fence, Qt's reader puts its code in the
    // item's list until the fence closes, and out of it then: such code is read
    // with the item as it grows.
    if (last.text() != u"y"_s || !last.blockFormat().hasProperty(QTextFormat::BlockCodeFence) || last.textList())
        return false;
    if (start > m_committed)
        commit(start);
    else
        removeOpen();
    m_codeContext = context;
    m_codeContextBlocks = rendered.blockCount() - 1;
    m_codeStrip = indent;
    m_codeFormat = last.blockFormat();
    m_codeFormat.clearProperty(QTextFormat::ObjectIndex);
    m_codeCharFormat = last.begin().fragment().charFormat();
    m_continuesList = false;
    m_committed = m_openRendered = next;
    return true;
}

bool MarkdownStream::readItemCode(QStringView line, bool complete)
{
    removeOpen();
    if (line.endsWith(u'\r'))
        line.chop(1);
    if (closesFence(line.sliced(std::min(indentOf(line), m_itemMarker.size())), m_fence)) {
        // The closing fence shows nothing.
        if (complete)
            closeItemFence();
        return true;
    }
    const qsizetype indent = indentOf(line);
    if (indent >= m_codeStrip && indent < line.size() && !line.first(indent).contains(u'\t')) {
        // Text after the fence's indentation: a code line as the fence's first.
        const int end = contentEnd();
        insertCodeBlock(line.sliced(m_codeStrip));
        shownCodeLine(end, complete);
        return true;
    }
    // Another line read after the fence, and a line after it when it is
    // complete (a blank line in code is a line of it only when more follows).
    QTextDocument rendered;
    const QString after = complete ? u'\n' + QString(m_itemMarker.size(), u' ') + u"y\n"_s : QString();
    readAnswerMarkdown(rendered, m_codeContext + line + after);
    const int blocks = m_codeContextBlocks + (complete ? 2 : 1);
    const QTextBlock source = rendered.findBlockByNumber(m_codeContextBlocks);
    if (!complete && rendered.blockCount() == m_codeContextBlocks)
        return true;
    if (rendered.blockCount() != blocks || !source.blockFormat().hasProperty(QTextFormat::BlockCodeFence)
        || source.textList() || (complete && source.next().text() != u"y"_s))
        return false;
    const int end = contentEnd();
    appendCodeBlock(source);
    shownCodeLine(end, complete);
    return true;
}

void MarkdownStream::shownCodeLine(int end, bool complete)
{
    // A complete line stays; the unfinished one is the open part, after `end`.
    if (complete) {
        m_hasCommitted = true;
    } else {
        m_openLength = contentEnd() - end;
        m_openHasBlocks = true;
    }
}

void MarkdownStream::closeItemFence()
{
    m_afterContext = m_codeContext + QString(m_itemMarker.size(), u' ') + u"y\n"_s + QString(m_itemMarker.size(), u' ')
        + m_fence + u'\n';
    QTextDocument alone;
    readAnswerMarkdown(alone, m_afterContext);
    m_afterContextBlocks = alone.blockCount();
    m_afterItemFence = true;
    m_codeContext.clear();
    m_codeLines = false;
    m_fence.clear();
}

void MarkdownStream::appendCodeBlock(const QTextBlock &source)
{
    QTextCursor cursor(document());
    cursor.setPosition(contentEnd());
    QTextBlockFormat format = source.blockFormat();
    format.clearProperty(QTextFormat::ObjectIndex);
    cursor.insertBlock(format, QTextCharFormat());
    for (auto it = source.begin(); !it.atEnd(); ++it)
        cursor.insertText(it.fragment().text(), it.fragment().charFormat());
}

void MarkdownStream::openTable(qsizetype headerStart, qsizetype next)
{
    // A table that starts a part: its header is read alone, after a block of
    // the kind of the one before, and its rows come one by one. (A table the
    // reader made is not known as one in the caller's edit block; this one is.)
    if (headerStart != m_committed || m_text.at(headerStart).isSpace() || !m_fence.isEmpty()
        || !m_afterContext.isEmpty())
        return;
    // A header with as many cells as the delimiter row: Qt's reader also
    // makes tables of others, which are read with their part as before.
    const QStringView header = QStringView(m_text).sliced(headerStart, next - headerStart);
    const qsizetype headerEnd = header.indexOf(u'\n');
    if (headerEnd < 0
        || tableCellCount(header.first(headerEnd)) != tableCellCount(header.sliced(headerEnd + 1).trimmed()))
        return;
    QString head = header.toString();
    if (!head.endsWith(u'\n'))
        head += u'\n';
    removeOpen();
    // Until the table is shown, the open part is rendered again.
    m_openRendered = -1;
    const bool after = m_hasCommitted;
    const Context context = after ? contextBefore(document()->findBlock(contentEnd())) : Context();
    QString text = context.markdown + head;
    if (!m_definitions.isEmpty())
        text += u"\n\n"_s + m_definitions;
    QTextDocument rendered;
    readAnswerMarkdown(rendered, text);
    // The table's first cell right after what comes before it, or after the empty block that starts a document.
    const QTextBlock first = rendered.findBlockByNumber(context.blocks + (after ? 0 : 1));
    auto *source = qobject_cast<QTextTable *>(QTextCursor(first).currentFrame());
    const QTextBlock below = rendered.lastBlock();
    if (!source || source->rows() != 1 || first.position() != source->firstPosition()
        || below.position() != source->lastPosition() + 1 || !below.text().isEmpty()
        || rendered.rootFrame()->childFrames().size() != 1)
        return;
    const int end = contentEnd();
    QTextCursor cursor(document());
    cursor.setPosition(end);
    m_table = cursor.insertTable(1, source->columns(), source->format());
    copyRow(*source, 0);
    // The block after the table is the one the table was inserted at the end of: it gets its own format.
    const QTextBlock last = document()->findBlock(contentEnd());
    resetBlock(last);
    QTextCursor(last).setBlockFormat(below.blockFormat());
    m_openLength = contentEnd() - end;
    m_openHasBlocks = true;
    m_openRendered = next;
    m_tableHead = head;
}

void MarkdownStream::copyRow(const QTextTable &source, int row)
{
    const int to = m_table->rows() - 1;
    for (int column = 0; column < source.columns(); ++column) {
        const QTextTableCell from = source.cellAt(row, column);
        // A row with fewer cells than the header: its last cell spans the others.
        if (from.column() != column)
            continue;
        if (from.columnSpan() > 1)
            m_table->mergeCells(to, column, 1, from.columnSpan());
        QTextTableCell cell = m_table->cellAt(to, column);
        cell.setFormat(from.format());
        QTextCursor cursor = cell.firstCursorPosition();
        QTextCursor selection = from.firstCursorPosition();
        selection.setPosition(from.lastPosition(), QTextCursor::KeepAnchor);
        if (selection.hasSelection())
            cursor.insertFragment(QTextDocumentFragment(selection));
        cursor.setBlockFormat(source.document()->findBlock(from.firstPosition()).blockFormat());
    }
}

bool MarkdownStream::appendTableRow(QStringView line)
{
    // The row read alone after the header: a table of two rows, and nothing after it.
    QString text = m_tableHead + line;
    if (!m_definitions.isEmpty())
        text += u"\n\n"_s + m_definitions;
    QTextDocument rendered;
    readAnswerMarkdown(rendered, text);
    const QList<QTextFrame *> frames = rendered.rootFrame()->childFrames();
    auto *source = frames.size() == 1 ? qobject_cast<QTextTable *>(frames.front()) : nullptr;
    if (!m_table || !source || source->rows() != 2 || source->columns() != m_table->columns()
        || rendered.lastBlock().position() != source->lastPosition() + 1 || !rendered.lastBlock().text().isEmpty())
        return false;
    const int end = contentEnd();
    m_table->appendRows(1);
    copyRow(*source, 1);
    m_openLength += contentEnd() - end;
    return true;
}

void MarkdownStream::removeTableTail()
{
    if (!std::exchange(m_tableTail, false) || !m_table)
        return;
    const int end = contentEnd();
    m_table->removeRows(m_table->rows() - 1, 1);
    m_openLength -= end - contentEnd();
}

void MarkdownStream::openQuote(QStringView line, qsizetype next)
{
    removeOpen();
    insertMarkdown(line, true);
    m_openRendered = next;
    // One block, the quote's paragraph.
    const QTextBlock block = document()->findBlock(contentEnd());
    QTextBlockFormat format = block.blockFormat();
    format.clearProperty(QTextFormat::ObjectIndex);
    if (!format.hasProperty(QTextFormat::BlockQuoteLevel) || block.textList()
        || m_openLength != block.length() - (m_hasCommitted ? 0 : 1) || !holdsNothingOpen(block, 0))
        return;
    m_quoteLines = true;
    m_lineFormat = format;
    m_linePieces = {block.length() - 1};
}

bool MarkdownStream::appendQuoteLine(QStringView content, bool complete)
{
    // A reference in the line would need the definitions read with it.
    if (!m_definitions.isEmpty() && content.contains(u'['))
        return false;
    // The line read alone, after a line of the same paragraph: the space
    // the line break becomes comes with its format.
    QTextDocument rendered;
    readAnswerMarkdown(rendered, u"> x\n> "_s + content);
    const QTextBlock source = rendered.firstBlock();
    QTextBlockFormat format = source.blockFormat();
    format.clearProperty(QTextFormat::ObjectIndex);
    if (source.next().isValid() || format != m_lineFormat || !source.text().startsWith(u"x "_s)
        || (complete && !holdsNothingOpen(source, 1)))
        return false;
    QList<LineRun> runs;
    for (auto it = source.begin(); !it.atEnd(); ++it) {
        const QTextFragment fragment = it.fragment();
        const qsizetype skip = std::max(0, source.position() + 1 - fragment.position());
        if (skip < fragment.length())
            runs.append({fragment.text().sliced(skip), fragment.charFormat()});
    }
    QTextCursor cursor(document());
    cursor.setPosition(contentEnd());
    const int end = cursor.position();
    insertRuns(cursor, runs, 0, true);
    m_openLength += contentEnd() - end;
    setLineMargins();
    return true;
}

void MarkdownStream::removeQuoteTail()
{
    if (m_quoteTailLength == 0)
        return;
    const int length = std::exchange(m_quoteTailLength, 0);
    removeLast(length);
    m_openLength -= length;
    m_linePieces = m_quotePiecesBefore;
    setLineMargins();
}

void MarkdownStream::joinQuote()
{
    if (!std::exchange(m_quoteLines, false))
        return;
    QTextBlock block = document()->findBlock(contentEnd());
    for (qsizetype piece = 1; piece < m_linePieces.size(); ++piece) {
        const QTextBlock before = block.previous();
        QTextCursor cursor(document());
        cursor.setPosition(block.position());
        cursor.deletePreviousChar();
        block = before;
    }
    m_openLength -= int(m_linePieces.size() - 1);
    QTextCursor(document()->findBlock(contentEnd())).setBlockFormat(m_lineFormat);
    m_linePieces.clear();
}

} // namespace baton

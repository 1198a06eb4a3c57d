#pragma once

// Markdown streamed into a TranscriptView compared with the same Markdown
// read whole by readAnswerMarkdown (QTextDocument::setMarkdown, GitHub dialect,
// no HTML, its tables repaired): the
// one comparison markdown_stream_check and tst_transcriptview use. Header-only;
// its users link baton_ui.

#include "core/chat/ConversationTurn.h"
#include "ui/chat/MarkdownBlocks.h"
#include "ui/chat/MarkdownStream.h"
#include "ui/chat/TranscriptView.h"

#include <QHash>
#include <QList>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

#include <functional>
#include <memory>

namespace baton::test {

using namespace Qt::StringLiterals;

// A block range of a document: [first, last] by position.
struct BlockRange {
    const QTextDocument *document = nullptr;
    int from = 0;
    int to = 0;

    [[nodiscard]] QList<QTextBlock> blocks() const
    {
        QList<QTextBlock> found;
        for (QTextBlock block = document->findBlock(from); block.isValid() && block.position() <= to;
             block = block.next())
            found << block;
        return found;
    }
};

namespace detail {

inline QMap<int, QVariant> withoutObject(QMap<int, QVariant> properties)
{
    properties.remove(QTextFormat::ObjectIndex);
    return properties;
}

inline QString describe(const QMap<int, QVariant> &properties)
{
    QStringList parts;
    for (auto it = properties.cbegin(); it != properties.cend(); ++it) {
        const QVariant &value = it.value();
        parts << u"0x%1=%2"_s.arg(it.key(), 0, 16)
                     .arg(value.canConvert<QString>() ? value.toString() : QString::fromLatin1(value.typeName()));
    }
    return u'{' + parts.join(u", "_s) + u'}';
}

// The text of `block` in runs of one character format each.
inline QList<std::pair<QString, QMap<int, QVariant>>> runsOf(const QTextBlock &block)
{
    QList<std::pair<QString, QMap<int, QVariant>>> runs;
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        const QMap<int, QVariant> properties = withoutObject(it.fragment().charFormat().properties());
        if (!runs.isEmpty() && runs.last().second == properties)
            runs.last().first += it.fragment().text();
        else
            runs.append({it.fragment().text(), properties});
    }
    return runs;
}

// Numbers the lists (or tables) of a document in the order they first appear.
template<typename Object> struct Numbering {
    QHash<const Object *, int> numbers;
    int of(const Object *object)
    {
        if (!object)
            return -1;
        const auto found = numbers.constFind(object);
        if (found != numbers.cend())
            return *found;
        const int next = int(numbers.size());
        numbers.insert(object, next);
        return next;
    }
};

inline QString excerpt(const QTextBlock &block)
{
    const QString text = block.text();
    return u'"' + (text.size() > 40 ? text.first(40) + u"…"_s : text) + u'"';
}

} // namespace detail

// The first difference between the blocks of `expected` and those of
// `actual`, in words; empty when they render the same.
inline QString firstDifference(const BlockRange &expected, const BlockRange &actual)
{
    using namespace detail;
    const QList<QTextBlock> want = expected.blocks();
    const QList<QTextBlock> got = actual.blocks();
    Numbering<QTextList> wantLists;
    Numbering<QTextList> gotLists;
    Numbering<QTextTable> wantTables;
    Numbering<QTextTable> gotTables;
    for (qsizetype i = 0; i < std::min(want.size(), got.size()); ++i) {
        const QTextBlock &a = want.at(i);
        const QTextBlock &b = got.at(i);
        const QString where = u"block %1 (expected %2, got %3): "_s.arg(i).arg(excerpt(a), excerpt(b));
        if (a.text() != b.text())
            return where + u"texts differ"_s;
        const auto wantFormat = withoutObject(a.blockFormat().properties());
        const auto gotFormat = withoutObject(b.blockFormat().properties());
        if (wantFormat != gotFormat)
            return where
                + u"block formats differ: expected %1, got %2"_s.arg(describe(wantFormat), describe(gotFormat));
        const int wantList = wantLists.of(a.textList());
        const int gotList = gotLists.of(b.textList());
        if (wantList != gotList)
            return where + u"list membership differs: expected list %1, got list %2"_s.arg(wantList).arg(gotList);
        if (a.textList()) {
            const auto wantListFormat = withoutObject(a.textList()->format().properties());
            const auto gotListFormat = withoutObject(b.textList()->format().properties());
            if (wantListFormat != gotListFormat)
                return where
                    + u"list formats differ: expected %1, got %2"_s.arg(describe(wantListFormat),
                                                                        describe(gotListFormat));
            if (a.textList()->itemText(a) != b.textList()->itemText(b))
                return where
                    + u"list item shown as %1, expected %2"_s.arg(b.textList()->itemText(b), a.textList()->itemText(a));
        }
        const QTextTable *wantTable = QTextCursor(a).currentTable();
        const QTextTable *gotTable = QTextCursor(b).currentTable();
        if (wantTables.of(wantTable) != gotTables.of(gotTable))
            return where + u"table membership differs"_s;
        if (wantTable) {
            const QTextTableCell wantCell = wantTable->cellAt(a.position());
            const QTextTableCell gotCell = gotTable->cellAt(b.position());
            if (wantTable->rows() != gotTable->rows() || wantTable->columns() != gotTable->columns()
                || wantCell.row() != gotCell.row() || wantCell.column() != gotCell.column())
                return where
                    + u"table shape or cell differs: expected %1×%2 at (%3, %4), got %5×%6 at (%7, %8)"_s
                          .arg(wantTable->rows())
                          .arg(wantTable->columns())
                          .arg(wantCell.row())
                          .arg(wantCell.column())
                          .arg(gotTable->rows())
                          .arg(gotTable->columns())
                          .arg(gotCell.row())
                          .arg(gotCell.column());
        }
        const auto wantRuns = runsOf(a);
        const auto gotRuns = runsOf(b);
        for (qsizetype r = 0; r < std::max(wantRuns.size(), gotRuns.size()); ++r) {
            if (r >= wantRuns.size() || r >= gotRuns.size())
                return where
                    + u"the text has %1 runs of one format, expected %2"_s.arg(gotRuns.size()).arg(wantRuns.size());
            if (wantRuns.at(r) != gotRuns.at(r))
                return where
                    + u"character formats differ at run %1: expected \"%2\" %3, got \"%4\" %5"_s.arg(r).arg(
                        wantRuns.at(r).first, describe(wantRuns.at(r).second), gotRuns.at(r).first,
                        describe(gotRuns.at(r).second));
        }
    }
    if (want.size() != got.size()) {
        const qsizetype at = std::min(want.size(), got.size());
        const QString next
            = at < want.size() ? u"expected next "_s + excerpt(want.at(at)) : u"extra "_s + excerpt(got.at(at));
        return u"%1 blocks, expected %2; %3"_s.arg(got.size()).arg(want.size()).arg(next);
    }
    return {};
}

// The blocks of the content of the answer at `turn` (the view's turns start
// each with a header frame, then the content, then a tool call frame and a
// status frame, all in the root frame; an answer's tables are frames too).
inline BlockRange answerRange(const QTextDocument &document, qsizetype turn)
{
    QList<QTextFrame *> parts;
    for (QTextFrame *frame : document.rootFrame()->childFrames()) {
        if (!qobject_cast<QTextTable *>(frame))
            parts << frame;
    }
    const QTextFrame *header = parts.value(turn * 3);
    const QTextFrame *tools = parts.value(turn * 3 + 1);
    if (!header || !tools)
        return {&document, 0, -1};
    return {&document, header->lastPosition() + 1, tools->firstPosition() - 1};
}

inline BlockRange answerRange(const TranscriptView &view, qsizetype turn)
{
    return answerRange(*view.document(), turn);
}

// Each block of `document` that continues the line of the block before it
// (a long unfinished line shown in pieces, MarkdownStream::LinePieceProperty)
// joined to that block, which takes the space below the last piece: what a
// person reads as one paragraph, compared as one.
inline void joinLinePieces(QTextDocument &document)
{
    for (QTextBlock block = document.lastBlock(); block.isValid();) {
        if (!block.blockFormat().hasProperty(MarkdownStream::LinePieceProperty)) {
            block = block.previous();
            continue;
        }
        const QTextBlockFormat last = block.blockFormat();
        QTextBlock first = block.previous();
        while (first.blockFormat().hasProperty(MarkdownStream::LinePieceProperty))
            first = first.previous();
        const int firstPosition = first.position();
        QTextCursor cursor(&document);
        for (QTextBlock piece = block; piece.position() > firstPosition;) {
            const QTextBlock before = piece.previous();
            cursor.setPosition(piece.position());
            cursor.deletePreviousChar();
            piece = before;
        }
        cursor.setPosition(firstPosition);
        QTextBlockFormat format = cursor.blockFormat();
        if (last.hasProperty(QTextFormat::BlockBottomMargin))
            format.setBottomMargin(last.bottomMargin());
        else
            format.clearProperty(QTextFormat::BlockBottomMargin);
        cursor.setBlockFormat(format);
        block = document.findBlock(firstPosition).previous();
    }
}

// The lists a long list of bullets grows as while it streams (each of
// ListChunkItems items, since Qt lays out a whole list when an item joins
// it) joined into one, as they read: the top-level list of bullets after a
// full one of the same style, across the blocks of its last item.
inline void joinListChunks(QTextDocument &document)
{
    QTextList *current = nullptr;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        QTextList *list = block.textList();
        if (list && list->format().indent() == 1) {
            const int style = list->format().style();
            if (current && list != current && current->format().style() == style
                && current->count() >= markdownblocks::ListChunkItems && style >= QTextListFormat::ListSquare
                && style <= QTextListFormat::ListDisc)
                current->add(block);
            else
                current = list;
        } else if (!list && block.blockFormat().indent() == 0 && !QTextCursor(block).currentTable()) {
            current = nullptr;
        }
    }
}

// One way of cutting an answer into streamed pieces.
struct PieceScheme {
    QString name;
    std::function<QStringList(const QString &)> cut;
};

inline QStringList piecesOfSize(const QString &text, qsizetype size)
{
    QStringList pieces;
    for (qsizetype at = 0; at < text.size(); at += size)
        pieces << text.mid(at, size);
    return pieces;
}

// Pieces of 1, 3 and 7 characters, and pieces of 1 to 40 characters drawn
// with `seed`.
inline QList<PieceScheme> pieceSchemes(quint32 seed)
{
    QList<PieceScheme> schemes;
    for (const qsizetype size : {1, 3, 7})
        schemes.append({u"pieces of %1"_s.arg(size), [size](const QString &text) { return piecesOfSize(text, size); }});
    schemes.append({u"random pieces (seed %1)"_s.arg(seed), [seed](const QString &text) {
                        QRandomGenerator random(seed);
                        QStringList pieces;
                        for (qsizetype at = 0; at < text.size();) {
                            const qsizetype size = random.bounded(1, 41);
                            pieces << text.mid(at, size);
                            at += size;
                        }
                        return pieces;
                    }});
    return schemes;
}

// What a streamed answer is compared with: the whole rendered as Markdown,
// or as plain text (which must differ from any Markdown with markup: the
// check of the checker).
enum class Reference { Markdown, PlainText };

// The answer turn, streaming, that `view` starts with.
inline ConversationTurn startAnswer(TranscriptView &view)
{
    ConversationTurn answer;
    answer.role = ConversationTurn::Role::Assistant;
    answer.state = ConversationTurn::State::Streaming;
    view.addTurn(answer);
    view.startAnswer(0);
    return answer;
}

// `markdown` streamed into a view in `pieces`, each rendered before the next
// arrives, then the answer ended: the first difference with the whole
// rendered at once, or nothing.
inline QString streamedDifference(const QString &markdown, const QStringList &pieces,
                                  Reference reference = Reference::Markdown)
{
    TranscriptView view;
    ConversationTurn answer = startAnswer(view);
    for (const QString &piece : pieces) {
        view.appendContent(0, piece);
        view.flushPending();
    }
    answer.state = ConversationTurn::State::Completed;
    view.updateTurn(0, answer);
    if (view.messageText(0) != markdown)
        return u"the message text differs from the Markdown received"_s;

    QTextDocument whole;
    if (reference == Reference::Markdown)
        readAnswerMarkdown(whole, markdown);
    else
        whole.setPlainText(markdown);
    return firstDifference({&whole, 0, whole.characterCount() - 1}, answerRange(view, 0));
}

namespace detail {

// The line that closes the fence still open at the end of `prefix`, in any
// container (indented as the fence); nothing when no fence is open.
inline QString openFenceCloser(QStringView prefix)
{
    static const QRegularExpression opens(u"^(\\s*)(`{3,}(?!.*`)|~{3,})"_s);
    QString fence;
    QString indent;
    for (const QStringView line : prefix.split(u'\n')) {
        if (fence.isEmpty()) {
            const QRegularExpressionMatch match = opens.match(line.toString());
            if (match.hasMatch()) {
                indent = match.captured(1);
                fence = match.captured(2);
            }
            continue;
        }
        const QStringView trimmed = line.trimmed();
        if (trimmed.size() >= fence.size() && trimmed.count(fence.front()) == trimmed.size())
            fence.clear();
    }
    return fence.isEmpty() ? QString() : indent + fence;
}

// An unfinished line that has shown nothing of what it starts yet: white
// space and block quote markers, and a list item's marker after them.
inline bool holdsNoTextYet(QStringView line)
{
    static const QRegularExpression nothingYet(u"^[ \\t>]*(?:[-*+]|\\d{1,9}[.)])?[ \\t\\r]*$"_s);
    return nothingYet.match(line.toString()).hasMatch();
}

// Where the first line of `markdown` starts that Qt's reader lets change the
// blocks before it: a list item's marker alone, and a link reference
// definition of a label used above it. -1 when there is none.
inline qsizetype firstBackwardLine(const QString &markdown)
{
    static const QRegularExpression emptyItem(u"^[ \\t>]*([-*+]|\\d{1,9}[.)])[ \\t]*\\r?$"_s);
    static const QRegularExpression definition(u"^ {0,3}\\[([^\\]]+)\\]:"_s);
    qsizetype start = 0;
    for (const QStringView line : QStringView(markdown).split(u'\n')) {
        if (emptyItem.match(line.toString()).hasMatch())
            return start;
        const QRegularExpressionMatch defined = definition.match(line.toString());
        if (defined.hasMatch()
            && QStringView(markdown).first(start).contains(QString(u'[' + defined.captured(1) + u']'),
                                                           Qt::CaseInsensitive))
            return start;
        start += line.size() + 1;
    }
    return -1;
}

} // namespace detail

// `markdown` streamed into a view in `pieces`, each rendered before the next
// arrives: the first intermediate state that differs from the text received
// until then read whole, said with how much had arrived; or nothing. What a
// person reads while an answer streams is then what the whole would show.
//
// Where Qt 6.4's reader reads a prefix in a way the text after it undoes,
// the stream shows what stays instead (decisions, written in MarkdownStream.h):
// - while a fence is open, the reader may take its code into the list before
//   it, and out again when it closes: a state is right too when it is the
//   prefix read with the fence closed (the code as it will stay);
// - an unfinished line that holds no text yet (white space and quote
//   markers, then perhaps a list item's marker) is not shown: Qt's reader
//   makes an empty item of a marker alone and puts the block before it into
//   its list, or a heading of the line before it; a state is right too when
//   it is the prefix read without that line;
// - a list of bullets grows as lists of ListChunkItems items, which look
//   as one: they are joined before the comparison (joinListChunks);
// - a list item's marker alone, or a link reference definition of a label
//   used above it, changes blocks before it (the block before an empty item
//   joins its list; a reference becomes a link): the stream reads the answer
//   whole again when it ends, and the states from that line on are not
//   compared here (the final mode compares the end).
inline QString intermediateDifference(const QString &markdown, const QStringList &pieces)
{
    TranscriptView view;
    startAnswer(view);
    const qsizetype backward = detail::firstBackwardLine(markdown);
    QString received;
    for (const QString &piece : pieces) {
        view.appendContent(0, piece);
        view.flushPending();
        received += piece;
        if (backward >= 0 && received.size() > backward)
            return {};
        const std::unique_ptr<QTextDocument> shown(view.document()->clone());
        joinLinePieces(*shown);
        joinListChunks(*shown);
        QTextDocument whole;
        readAnswerMarkdown(whole, received);
        QString difference = firstDifference({&whole, 0, whole.characterCount() - 1}, answerRange(*shown, 0));
        const auto showsAlso = [&](const QString &markdown) {
            QTextDocument other;
            readAnswerMarkdown(other, markdown);
            if (firstDifference({&other, 0, other.characterCount() - 1}, answerRange(*shown, 0)).isEmpty())
                difference.clear();
        };
        const qsizetype lineStart = received.lastIndexOf(u'\n') + 1;
        if (!difference.isEmpty() && detail::holdsNoTextYet(QStringView(received).sliced(lineStart)))
            showsAlso(received.first(lineStart));
        const QString closer = detail::openFenceCloser(received);
        if (!difference.isEmpty() && !closer.isEmpty())
            showsAlso(received + u'\n' + closer);
        if (!difference.isEmpty())
            return u"after %1 of %2 characters: %3"_s.arg(received.size()).arg(markdown.size()).arg(difference);
    }
    return {};
}

} // namespace baton::test

#pragma once

#include <QChar>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringView>
#include <QTextBlockFormat>
#include <QTextCharFormat>

class QTextDocument;
class QTextBlock;
class QTextCursor;
class QTextFrame;
class QTextList;
class QTextTable;

namespace baton {

// `markdown` read into `document` as the transcript reads an answer: Qt's
// GitHub dialect without HTML, with what Qt 6.4's reader gets wrong in tables
// repaired. A streamed answer renders as its whole text read this way.
void readAnswerMarkdown(QTextDocument &document, const QString &markdown);

// One answer's Markdown, rendered in place as it streams into the part of a
// document that lies between two frames (the transcript's header and tool
// calls of a turn), and ending up exactly as readAnswerMarkdown() renders the
// whole text. Owns the text received and what it knows of how it was
// rendered; the document and the frames belong to the caller, who must keep
// them while the stream lives, and who opens the edit blocks.
//
// The received text is cut into a committed part and an open part at safe
// boundaries only: the start of a line that follows a blank line, is not
// indented and is not a list item (such a line cannot continue a list, a
// block quote, indented code or a paragraph), outside a top-level fenced code
// block; the start of a top-level fence and the line after it closes; an
// item of the same kind as the top-level list before, after a blank line or
// not, when that list's lines so far start plain text (Qt's reader lets a
// heading, quote, fence or rule inside an item change the items after it):
// its items then join that list so that they are numbered on (a list of
// bullets, in lists of ListChunkItems items while it streams, joined when
// it ends: see joinListBefore). The committed part
// is rendered once and never touched again; the open part (the last
// container, a list or a quote that can still grow) is rendered again when
// its complete lines change, and the unfinished last line is read as
// Markdown with it (see renderOpen). Blocks that grow a line at a time are
// grown without a Markdown parse of all they hold (MarkdownStreamRows.cpp):
// the lines of a top-level fenced code block are appended as code blocks as
// they complete; so are those of a fence in a plain top-level list item
// after a blank line, each read after a stand-in for the item and the fence,
// and what follows the fence is read after a stand-in for the item and its
// closed fence; the lines of a block quote's paragraph that starts a part
// are appended to it while no inline markup is left open (plainQuoteText),
// each read alone, in pieces as a long line is, joined when the paragraph
// ends; the rows of a table that starts a part are appended to it,
// each read alone after the table's header (the unfinished row too, as its
// last row, and with the header's cells when it is short). An unfinished
// line that holds no text yet (holdsNoTextYet) is not shown: Qt's reader
// would make an empty item of a marker alone, or a heading of the line
// before it, until the next character arrives. Link reference
// definitions seen are added to the text of later renders. An answer with
// definitions rendered in more than one part, or with an empty list item, is
// rendered again whole when it ends: a definition applies to text before it,
// and Qt's reader lets an empty item change the blocks around it. Only then
// is a committed part rendered again.
//
// Raw HTML is never honoured: the Markdown is read with the GitHub dialect and
// MarkdownNoHTML, so HTML in an answer (a tool's output can hold some, with
// styles that would hide or shrink text) shows as the text it is.
class MarkdownStream final
{
public:
    // A block property: the block continues the line of the block before it
    // (a long unfinished line, or a quote's paragraph, is shown in pieces;
    // see insertRuns).
    static constexpr int LinePieceProperty = QTextFormat::UserProperty + 1;

    // The answer lies in their document after the frame `before` and before
    // the frame `after`, which follows it.
    MarkdownStream(QTextFrame *before, QTextFrame *after);

    // Everything received.
    [[nodiscard]] const QString &text() const { return m_text; }
    // Whether text arrived since the last render.
    [[nodiscard]] bool hasPending() const { return m_pending; }

    // Adds `text` to what was received; nothing is rendered until renderPending().
    void append(QStringView text);
    // Renders what arrived since the last render: the complete lines it
    // finished, and the unfinished last line as plain text.
    void renderPending();
    // The answer has ended: what is left is rendered for good, and the whole
    // again where a part alone could not render as the whole does.
    void finish();
    // Renders the whole text again, at once (text that arrives after the end).
    void renderWhole();
    // Forgets the text and removes what was rendered of it (the answer starts over).
    void restart();

private:
    [[nodiscard]] QTextDocument *document() const;
    [[nodiscard]] int contentStart() const;
    // Before the `after` frame's first character: the end of the content's last block.
    [[nodiscard]] int contentEnd() const;
    void readLine(qsizetype start, qsizetype end);
    void commit(qsizetype end);
    void renderOpen();
    void showTail();
    void showCodeTail(QStringView tail);
    [[nodiscard]] bool showLineTail(QStringView tail);
    void removeLinePart(qsizetype from);
    void setLineMargins();
    void removeLast(int length);
    void removeOpen();
    void insertMarkdown(QStringView markdown, bool open);
    void appendCodeLine(QStringView line);
    void insertCodeBlock(QStringView text);
    [[nodiscard]] bool openItemFence(QStringView line, qsizetype start, qsizetype next, bool previousBlank);
    void closeItemFence();
    void shownCodeLine(int end, bool complete);
    [[nodiscard]] bool readItemCode(QStringView line, bool complete);
    void appendCodeBlock(const QTextBlock &source);
    void openTable(qsizetype headerStart, qsizetype next);
    [[nodiscard]] bool appendTableRow(QStringView line);
    void copyRow(const QTextTable &source, int row);
    void removeTableTail();
    void openQuote(QStringView line, qsizetype next);
    [[nodiscard]] bool appendQuoteLine(QStringView content, bool complete);
    void removeQuoteTail();
    void joinQuote();
    [[nodiscard]] QTextBlockFormat pieceFormat() const;

    // A run of the unfinished line's text in one format, as shown.
    struct LineRun {
        QString text;
        QTextCharFormat format;
    };

    void insertRuns(QTextCursor &cursor, const QList<LineRun> &runs, qsizetype from, bool inPieces);

    QTextFrame *m_before = nullptr;
    QTextFrame *m_after = nullptr;

    QString m_text; // everything received
    bool m_pending = false; // text arrived since the last render
    qsizetype m_scanned = 0; // text's complete lines before this were read
    qsizetype m_committed = 0; // text before this is rendered for good
    qsizetype m_openRendered = 0; // text from committed to this is rendered as the open part
    int m_openLength = 0; // characters of the open part at the end of the content, with the break before it
    bool m_openHasBlocks = false; // the open part holds rendered Markdown
    qsizetype m_tailShown = 0; // characters of the unfinished line shown as plain text after it
    int m_tailLength = 0; // characters of the unfinished line's blocks, with the break before them
    qsizetype m_tailBlockLength = 0; // characters of the last block of the unfinished line
    bool m_lineShown = false; // the unfinished line is shown as Markdown by showLineTail
    QList<LineRun> m_lineRuns; // what it shows of it
    QList<qsizetype> m_linePieces; // the characters of each of its blocks
    QTextBlockFormat m_lineFormat; // the format of its first block
    bool m_hasCommitted = false; // the content holds committed blocks
    bool m_previousBlank = true; // the last line read was blank (the start counts as one)
    bool m_afterFence = false; // the last line read closed a fence opened at column 0
    bool m_hasEmptyListItem = false; // a line read is a list item's marker alone
    QChar m_listKind; // the kind of the top-level list the last line at column 0 is an item of
    bool m_listIsPlain = false; // that list's lines so far start plain text (startsPlainText)
    bool m_continuesList = false; // the part after committed starts with an item of the list before
    QPointer<QTextList> m_listHead; // the first of the lists a long list of bullets grows as, joined when it ends
    QString m_fence; // the open top-level code fence; empty outside one
    bool m_fenceAtColumn0 = false; // the open fence was opened by a line that is not indented
    qsizetype m_fenceItemColumn = 0; // the content column of the top-level list item it is in; 0 outside one
    bool m_codeLines = false; // the open fence's lines are appended as code blocks as they complete
    QTextBlockFormat m_codeFormat; // the block format of the open fence's code
    QTextCharFormat m_codeCharFormat; // the text format of its code
    QString
        m_itemMarker; // the marker, with the spaces after it, of the top-level item the last line at column 0 starts
    bool m_itemIsPlain = false; // that item's lines so far start plain text
    QString m_codeContext; // an item's open fence: Markdown of an item and the fence, its code lines read after it
    int m_codeContextBlocks = 0; // the blocks it renders before a code line
    qsizetype m_codeStrip = 0; // the fence's indentation, which its code lines do not show
    QString m_afterContext; // the item and its closed fence, read before the part after it
    int m_afterContextBlocks = 0; // the blocks it renders
    bool m_afterItemFence = false; // no line at column 0 since that fence closed
    qsizetype m_lineStart = 0; // where the last line read starts
    QString m_tableHead; // the open table's header and delimiter lines, while its rows are appended one by one
    QPointer<QTextTable> m_table; // that table
    bool m_tableTail = false; // the unfinished line is shown as its last row
    bool m_quoteLines = false; // the open part is a block quote's paragraph, grown a line at a time in pieces
    int m_quoteTailLength = 0; // characters of the unfinished line shown at its end, with the breaks before them
    QList<qsizetype> m_quotePiecesBefore; // its pieces before that line was shown
    QString m_definitions; // link reference definitions of the committed text
    bool m_mayDefineLinks = false; // a line may define a link
    int m_parts = 0; // commits of the text
};

} // namespace baton

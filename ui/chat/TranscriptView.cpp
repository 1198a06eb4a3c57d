#include "ui/chat/TranscriptView.h"

#include "core/api/ToolArguments.h"
#include "core/chat/ChatSession.h"
#include "ui/widgets/StatusColors.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyle>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>
#include <QToolButton>

#include <limits>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

using State = ConversationTurn::State;

// The length of the blocks a long unfinished line is shown in.
constexpr qsizetype TailBlockLength = 600;

bool hasEnded(State state)
{
    return state != State::Waiting && state != State::Streaming;
}

QTextCharFormat plainFormat()
{
    return {};
}

QTextCharFormat boldFormat()
{
    QTextCharFormat format;
    format.setFontWeight(QFont::Bold);
    return format;
}

// Text in the colour of `status` on `background`, bold unless it is a detail.
QTextCharFormat statusFormat(Status status, const QPalette &palette, const QColor &background)
{
    QTextCharFormat format;
    format.setForeground(statusColor(status, palette, background));
    if (status != Status::Muted)
        format.setFontWeight(QFont::Bold);
    return format;
}

// A turn's header: a box on a tint of the base colour, a blue one for the user.
QTextFrameFormat headerFormat(bool assistant, const QPalette &palette)
{
    QTextFrameFormat format;
    format.setTopMargin(10);
    format.setPadding(6);
    format.setBorder(1);
    format.setBorderBrush(palette.mid());
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBackground(assistant ? palette.alternateBase().color()
                                   : statusTint(Status::Info, palette, QPalette::Base));
    return format;
}

QTextCharFormat monospaceFormat()
{
    QTextCharFormat format;
    format.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    format.setFontFixedPitch(true);
    return format;
}

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

// A list item's marker (-, *, +, 1. or 1)) at the start of `line`.
bool startsListItem(QStringView line)
{
    static const QRegularExpression marker(u"^(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]|$)"_s);
    return marker.match(line).hasMatch();
}

// The kind of list an item at the start of `line` belongs to: its bullet, or
// the delimiter after its number; nothing when the line starts no item.
QChar listKindOf(QStringView line)
{
    static const QRegularExpression rule(u"^(?:(?:-[ \t]*){3,}|(?:\\*[ \t]*){3,})$"_s);
    if (!startsListItem(line) || rule.match(line).hasMatch())
        return {};
    const qsizetype digits = line.indexOf(QRegularExpression(u"[^0-9]"_s));
    return digits > 0 ? line.at(digits) : line.front();
}

// A list at the top level of an answer (not in another list) has indent 1.
bool isTopLevel(const QTextList *list)
{
    return list && list->format().indent() == 1;
}

// A list item's marker alone on a line, in any container.
bool isEmptyListItem(QStringView line)
{
    static const QRegularExpression marker(u"^[ \t>]*(?:[-*+]|[0-9]{1,9}[.)])[ \t]*$"_s);
    return marker.match(line).hasMatch();
}

// A line that may hold a link reference definition, in any container.
bool mayDefineLink(QStringView line)
{
    static const QRegularExpression definition(u"^[ \t>]*(?:(?:[-*+]|[0-9]{1,9}[.)])[ \t]+)?[ \t>]*\\[[^\\]]*\\]:"_s);
    return definition.match(line).hasMatch();
}

// A link reference definition alone on a line at the start of a block.
bool definesLink(QStringView line)
{
    static const QRegularExpression definition(u"^\\[(?:[^\\[\\]\\\\]|\\\\.)+\\]:[ \t]*\\S"_s);
    return definition.match(line).hasMatch();
}

// The fence a line opens (``` or ~~~, three or more, after at most three
// spaces; a backtick fence's info string holds no backtick), or nothing.
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

// `line` closes the fence opened with `fence`.
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

// The formats Qt's Markdown importer gives the lines of a fenced code block.
QTextBlockFormat codeBlockFormat(QChar fence, const QString &language)
{
    QTextBlockFormat format;
    format.setNonBreakableLines(true);
    format.setProperty(QTextFormat::BlockCodeLanguage, language);
    format.setProperty(QTextFormat::BlockCodeFence, QString(fence));
    return format;
}

QTextCharFormat codeCharFormat()
{
    QTextCharFormat format;
    format.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return format;
}

// A document that setMarkdown left without a block to show (only link
// reference definitions, an empty fence, blank lines).
bool rendersNothing(const QTextDocument &rendered)
{
    const QTextBlock first = rendered.begin();
    return rendered.blockCount() == 1 && first.text().isEmpty() && !first.textList()
        && !first.blockFormat().hasProperty(QTextFormat::BlockTrailingHorizontalRulerWidth)
        && rendered.rootFrame()->childFrames().isEmpty();
}

// Markdown for a block of the kind of `last`, to be read before a part of an
// answer that comes after `last`, and the number of blocks it renders alone.
struct Context {
    QString markdown;
    int blocks = 0;
};

const Context &contextBefore(const QTextBlock &last)
{
    static const auto make = [](const QString &markdown) {
        QTextDocument alone;
        readAnswerMarkdown(alone, markdown);
        return Context {markdown, alone.blockCount()};
    };
    static const Context fence = make(u"```\nx\n```\n\n"_s);
    static const Context indented = make(u"    x\n\n"_s);
    static const Context quote = make(u"> x\n\n"_s);
    static const Context table = make(u"| x |\n|-|\n\n"_s);
    static const Context paragraph = make(u"x\n\n"_s);
    const QTextBlockFormat format = last.blockFormat();
    if (format.hasProperty(QTextFormat::BlockCodeFence))
        return fence;
    if (format.hasProperty(QTextFormat::BlockCodeLanguage))
        return indented;
    if (format.hasProperty(QTextFormat::BlockQuoteLevel))
        return quote;
    if (QTextCursor(last.previous()).currentTable())
        return table;
    return paragraph;
}

// The items of the top-level list `first` is in join the top-level list of
// the same style before it, across the blocks of its last item, so that they
// are numbered on as in the whole text.
void joinListBefore(const QTextBlock &first)
{
    QTextList *list = first.textList();
    if (!isTopLevel(list))
        return;
    for (QTextBlock block = first.previous(); block.isValid(); block = block.previous()) {
        QTextList *before = block.textList();
        if (isTopLevel(before)) {
            if (before != list && before->format().style() == list->format().style()) {
                // The list deletes itself when its last item leaves it.
                QList<QTextBlock> items;
                for (int i = 0; i < list->count(); ++i)
                    items << list->item(i);
                for (const QTextBlock &item : std::as_const(items))
                    before->add(item);
            }
            return;
        }
        // Only the last item's blocks lie between (a table in it has cells,
        // and an empty block after it, at indent 0).
        if (!before && block.blockFormat().indent() == 0 && !QTextCursor(block).currentTable()
            && !(block.text().isEmpty() && QTextCursor(block.previous()).currentTable()))
            return;
    }
}

// Gives `block` a plain paragraph's format, out of any list.
void resetBlock(const QTextBlock &block)
{
    if (QTextList *list = block.textList())
        list->remove(block);
    QTextCursor(block).setBlockFormat(QTextBlockFormat());
}

void replaceFrameContent(QTextFrame *frame)
{
    QTextCursor cursor(frame->document());
    cursor.setPosition(frame->firstPosition());
    cursor.setPosition(frame->lastPosition(), QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
}

QString frameText(const QTextFrame *frame)
{
    QTextCursor cursor(frame->document());
    cursor.setPosition(frame->firstPosition());
    cursor.setPosition(frame->lastPosition(), QTextCursor::KeepAnchor);
    return cursor.selection().toPlainText();
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

// One turn in the document: its frames, the text received and the part of it
// not yet rendered, and the clock of its figures.
struct TranscriptView::Turn {
    qsizetype index = 0;
    bool assistant = false;
    // The header (and a user's message), the tool call cards and the status
    // are small frames; an answer's content lies between the header and the
    // tool calls in the root frame, which Qt lays out and paints
    // incrementally (a nested frame is laid out and painted whole).
    QTextFrame *header = nullptr;
    QTextFrame *tools = nullptr;
    QTextFrame *status = nullptr;

    // A tool call card as drawn, with what it was drawn from: a card is drawn
    // again only when one of these changes (arguments only grow while they
    // stream; a new answer starts with none).
    struct Card {
        QTextTable *table = nullptr;
        QString name;
        QString id;
        qsizetype argumentsSize = 0;
        QString status;
        QString note;
    };
    QList<Card> cards; // the first calls' cards, at most MaxToolCallCards
    qsizetype moreCalls = 0; // calls past the cards, as the line under them says
    bool toolCallsDirty = false; // the session's tool calls changed since they were drawn

    QString text; // everything received
    qsizetype scanned = 0; // text's complete lines before this were read
    qsizetype committed = 0; // text before this is rendered for good
    qsizetype openRendered = 0; // text from committed to this is rendered as the open part
    int openLength = 0; // characters of the open part at the end of the content, with the break before it
    bool openHasBlocks = false; // the open part holds rendered Markdown
    qsizetype tailShown = 0; // characters of the unfinished line shown as plain text after it
    int tailLength = 0; // characters of the unfinished line's blocks, with the break before them
    qsizetype tailBlockLength = 0; // characters of the last block of the unfinished line
    bool hasCommitted = false; // the content holds committed blocks
    bool previousBlank = true; // the last line read was blank (the start counts as one)
    bool afterFence = false; // the last line read closed a fence opened at column 0
    bool hasEmptyListItem = false; // a line read is a list item's marker alone
    QChar listKind; // the kind of the top-level list the last line at column 0 is an item of
    bool continuesList = false; // the part after committed starts with an item of the list before
    QString fence; // the open top-level code fence; empty outside one
    bool fenceAtColumn0 = false; // the open fence was opened by a line that is not indented
    bool codeLines = false; // the open fence's lines are appended as code blocks as they complete
    QTextBlockFormat codeFormat;
    QString definitions; // link reference definitions of the committed text
    bool mayDefineLinks = false; // a line may define a link
    int parts = 0; // commits of the text
    bool dirty = false; // text arrived since the last render
    bool ended = false;

    QElapsedTimer clock;
    // The request is out and nothing has arrived: the clock runs from when it
    // was sent, and startAnswer() at its first byte keeps it.
    bool waiting = false;
    qint64 firstTokenMs = -1;
    qint64 endMs = -1;

    [[nodiscard]] int contentStart() const { return header->lastPosition() + 1; }
    // Before the tool call frame's first character: the end of the content's last block.
    [[nodiscard]] int contentEnd() const { return tools->firstPosition() - 1; }
};

TranscriptView::TranscriptView(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(u"transcript"_s);
    setAccessibleName(tr("Transcript"));
    setOpenLinks(false);
    document()->setUndoRedoEnabled(false);
    document()->setDocumentMargin(8);
    connect(this, &QTextBrowser::anchorClicked, this, &TranscriptView::onAnchorClicked);
    // One render per frame of a 60 Hz screen, however many pieces arrived.
    m_renderTimer.setSingleShot(true);
    m_renderTimer.setInterval(16);
    connect(&m_renderTimer, &QTimer::timeout, this, &TranscriptView::flushPending);

    m_jump = new QToolButton(this);
    m_jump->setObjectName(u"jumpToLatestButton"_s);
    m_jump->setText(tr("Jump to latest"));
    m_jump->setAccessibleName(tr("Jump to latest"));
    m_jump->setToolTip(tr("Scroll to the end of the conversation and follow new text again"));
    m_jump->setIcon(QIcon::fromTheme(u"go-bottom"_s));
    m_jump->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_jump->setFocusPolicy(Qt::StrongFocus);
    styleJump();
    m_jump->hide();
    connect(m_jump, &QToolButton::clicked, this, [this] {
        m_following = true;
        followEnd();
        updateJump();
        setFocus();
    });
    // Whether the view follows the end is the user's choice, read from where
    // they scroll; a change of the range (more text, the document laid out
    // further, a smaller viewport) keeps a following view at the end.
    const QScrollBar *bar = verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this] {
        followEnd();
        updateJump();
    });
    connect(bar, &QScrollBar::valueChanged, this, [this] {
        if (!m_adjusting)
            m_following = scrolledToEnd();
        updateJump();
    });
}

TranscriptView::~TranscriptView() = default;

void TranscriptView::setSession(ChatSession *session)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_session = session;
    clearTurns();
    if (!session)
        return;

    const auto update = [this](qsizetype index) {
        if (m_session && index < m_session->turns().size())
            updateTurn(index, m_session->turn(index));
    };
    m_connections = {
        connect(session, &ChatSession::turnAdded, this,
                [this](qsizetype index) {
                    if (m_session && index == turnCount())
                        addTurn(m_session->turn(index));
                }),
        connect(session, &ChatSession::turnStarted, this,
                [this, update](qsizetype index) {
                    startAnswer(index);
                    update(index);
                }),
        connect(session, &ChatSession::contentAppended, this, &TranscriptView::appendContent),
        connect(session, &ChatSession::turnChanged, this, update),
        connect(session, &ChatSession::toolCallsChanged, this, &TranscriptView::markToolCalls),
        connect(session, &ChatSession::usageChanged, this, update),
        connect(session, &ChatSession::serviceObjectChanged, this, update),
        connect(session, &ChatSession::finished, this, &TranscriptView::updateTurn),
        connect(session, &ChatSession::cleared, this, &TranscriptView::clearTurns),
    };
    for (const ConversationTurn &turn : session->turns())
        addTurn(turn);
}

void TranscriptView::clearTurns()
{
    m_renderTimer.stop();
    m_turns.clear();
    document()->clear();
    // An empty conversation is read at its end: the next answer is followed.
    m_following = true;
    updateJump();
}

void TranscriptView::addTurn(const ConversationTurn &value)
{
    auto turn = std::make_shared<Turn>();
    turn->index = m_turns.size();
    turn->assistant = value.role == ConversationTurn::Role::Assistant;

    const QTextFrameFormat partFormat;

    // [header] content blocks [tool calls] [status]
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    turn->header = cursor.insertFrame(headerFormat(turn->assistant, palette()));
    cursor.setPosition(turn->header->lastPosition() + 1);
    turn->tools = cursor.insertFrame(partFormat);
    cursor.setPosition(turn->tools->lastPosition() + 1);
    turn->status = cursor.insertFrame(partFormat);
    if (!turn->assistant) {
        // A message is all in its header: the empty parts under it take no room.
        QTextBlockFormat collapsed;
        collapsed.setLineHeight(0, QTextBlockFormat::FixedHeight);
        for (QTextBlock block = document()->findBlock(turn->header->lastPosition() + 1);
             block.isValid() && block.position() <= turn->status->lastPosition(); block = block.next())
            QTextCursor(block).setBlockFormat(collapsed);
    }
    m_turns.append(turn);

    if (turn->assistant) {
        if (!value.content().isEmpty())
            appendContent(m_turns.size() - 1, value.content());
    } else {
        turn->text = value.text;
    }
    updateTurn(m_turns.size() - 1, value);
    // A message the user sends is where they look next, and its answer after it.
    if (!turn->assistant) {
        m_following = true;
        updateJump();
    }
    followEnd();
}

void TranscriptView::startAnswer(qsizetype index)
{
    Turn *turn = turnAt(index);
    if (!turn)
        return;
    QTextCursor content(document());
    content.setPosition(turn->contentStart());
    content.setPosition(turn->contentEnd(), QTextCursor::KeepAnchor);
    content.removeSelectedText();
    resetBlock(document()->findBlock(turn->contentStart()));
    Turn fresh;
    fresh.index = turn->index;
    fresh.assistant = turn->assistant;
    fresh.header = turn->header;
    fresh.tools = turn->tools;
    fresh.status = turn->status;
    fresh.cards = std::move(turn->cards);
    fresh.moreCalls = turn->moreCalls;
    fresh.toolCallsDirty = turn->toolCallsDirty;
    fresh.waiting = turn->waiting;
    fresh.clock = turn->clock;
    *turn = std::move(fresh);
    if (!turn->waiting)
        turn->clock.start();
}

void TranscriptView::appendContent(qsizetype index, const QString &text)
{
    Turn *turn = turnAt(index);
    if (!turn || text.isEmpty())
        return;
    if (turn->firstTokenMs < 0 && turn->clock.isValid())
        turn->firstTokenMs = turn->clock.elapsed();
    turn->text += text;
    if (turn->ended) {
        // Text after the end (an answer shown whole when added): render it all again at once.
        // Laid out once, as in flushPending().
        QTextCursor edit(document());
        edit.beginEditBlock();
        renderWhole(*turn);
        edit.endEditBlock();
        followEnd();
        return;
    }
    turn->dirty = true;
    if (!m_renderTimer.isActive())
        m_renderTimer.start();
}

void TranscriptView::flushPending()
{
    m_renderTimer.stop();
    // The document is laid out once, when the edit block ends, not after each
    // change: removing an open part, inserting it rendered and setting its
    // first block's format would each lay the changed blocks out, and again at
    // another width when the height of the document shows or hides the scroll
    // bar in between (a paragraph of 25 000 characters took 20 ms this way,
    // 4 ms laid out once).
    QTextCursor edit(document());
    edit.beginEditBlock();
    for (const std::shared_ptr<Turn> &turn : std::as_const(m_turns)) {
        if (turn->dirty)
            renderPending(*turn);
    }
    edit.endEditBlock();
    // The tool calls the session changed since the last frame, drawn once
    // however many pieces came (outside the edit block, as updateTurn()
    // draws them).
    for (const std::shared_ptr<Turn> &turn : std::as_const(m_turns)) {
        if (turn->toolCallsDirty && m_session && turn->index < m_session->turns().size())
            updateTurn(turn->index, m_session->turn(turn->index));
    }
    followEnd();
}

void TranscriptView::markToolCalls(qsizetype index)
{
    Turn *turn = turnAt(index);
    if (!turn)
        return;
    // The first token's time is when the first call arrived, not when it is drawn.
    if (turn->assistant && turn->firstTokenMs < 0 && turn->clock.isValid())
        turn->firstTokenMs = turn->clock.elapsed();
    turn->toolCallsDirty = true;
    if (!m_renderTimer.isActive())
        m_renderTimer.start();
}

void TranscriptView::renderPending(Turn &turn)
{
    turn.dirty = false;
    qsizetype start = turn.scanned;
    for (qsizetype end = turn.text.indexOf(u'\n', start); end >= 0; end = turn.text.indexOf(u'\n', start)) {
        readLine(turn, start, end);
        start = end + 1;
    }
    turn.scanned = start;
    renderOpen(turn);
}

void TranscriptView::readLine(Turn &turn, qsizetype start, qsizetype end)
{
    QStringView line = QStringView(turn.text).sliced(start, end - start);
    // A line may end with CR LF.
    if (line.endsWith(u'\r'))
        line.chop(1);
    const qsizetype next = std::min(end + 1, turn.text.size());
    if (!turn.fence.isEmpty()) {
        const bool closes = closesFence(line, turn.fence);
        if (turn.codeLines) {
            removeOpen(turn);
            if (!closes)
                appendCodeLine(turn, line);
            turn.committed = turn.openRendered = next;
        }
        if (closes) {
            turn.afterFence = turn.fenceAtColumn0;
            turn.fence.clear();
            turn.codeLines = false;
        }
        turn.previousBlank = false;
        return;
    }
    const bool blank = isBlank(line);
    const QStringView fence = fenceOpenedBy(line);
    const bool column0 = !blank && line.front() != u' ' && line.front() != u'\t';
    // After a blank line, a line at column 0 that is not a list item cannot
    // continue what comes before it; nor can a fence at column 0 or the line
    // after one closes. An item of the top-level list before, after a blank
    // line, starts a part whose items join that list.
    const QChar listKind = column0 ? listKindOf(line) : QChar();
    const bool listGoesOn = !listKind.isNull() && listKind == turn.listKind;
    const bool boundary = turn.afterFence
        || (column0 && (!fence.isEmpty() || (turn.previousBlank && (listKind.isNull() || listGoesOn))));
    if (boundary && start > turn.committed) {
        commit(turn, start);
        turn.continuesList = listGoesOn;
    }
    if (column0)
        turn.listKind = listKind;
    turn.mayDefineLinks = turn.mayDefineLinks || mayDefineLink(line);
    turn.hasEmptyListItem = turn.hasEmptyListItem || isEmptyListItem(line);
    turn.afterFence = false;
    turn.previousBlank = blank;
    if (fence.isEmpty())
        return;
    turn.fence = fence.toString();
    turn.fenceAtColumn0 = column0;
    const QStringView info = line.sliced(fence.size()).trimmed();
    // Escapes and entities in the info string are left to the Markdown reader.
    if (column0 && turn.committed == start && !info.contains(u'\\') && !info.contains(u'&')) {
        const qsizetype space = info.indexOf(QRegularExpression(u"\\s"_s));
        turn.codeFormat = codeBlockFormat(fence.front(), (space < 0 ? info : info.first(space)).toString());
        turn.codeLines = true;
        turn.continuesList = false;
        removeOpen(turn);
        turn.committed = turn.openRendered = next;
    }
}

void TranscriptView::commit(Turn &turn, qsizetype end)
{
    const QStringView part = QStringView(turn.text).sliced(turn.committed, end - turn.committed);
    if (turn.openRendered == end) {
        // The open part is this part, rendered as a committed one would be: it stays.
        removeLast(turn, turn.tailLength);
        turn.hasCommitted = turn.hasCommitted || turn.openHasBlocks;
        turn.openLength = 0;
        turn.openHasBlocks = false;
        turn.tailShown = 0;
        turn.tailLength = 0;
        turn.tailBlockLength = 0;
    } else {
        removeOpen(turn);
        insertMarkdown(turn, part, false);
    }
    ++turn.parts;
    // The definitions at the start of a block, kept for the parts after this one.
    bool blockStart = true;
    for (const QStringView line : part.split(u'\n')) {
        if (blockStart && definesLink(line)) {
            QTextDocument alone;
            readAnswerMarkdown(alone, line.toString());
            if (rendersNothing(alone)) {
                turn.definitions += line + u'\n';
                continue;
            }
        }
        blockStart = isBlank(line);
    }
    turn.committed = turn.openRendered = end;
}

void TranscriptView::renderOpen(Turn &turn)
{
    if (!turn.codeLines && turn.scanned != turn.openRendered) {
        removeOpen(turn);
        insertMarkdown(turn, QStringView(turn.text).sliced(turn.committed, turn.scanned - turn.committed), true);
        turn.openRendered = turn.scanned;
    }
    showTail(turn);
}

void TranscriptView::showTail(Turn &turn)
{
    const qsizetype unfinished = turn.text.size() - turn.scanned;
    if (unfinished == turn.tailShown)
        return;
    QTextCursor cursor(document());
    cursor.setPosition(turn.contentEnd());
    const int start = cursor.position();
    const QStringView added = QStringView(turn.text).sliced(turn.scanned + turn.tailShown);
    // Qt lays out and shapes a changed block whole: a long unfinished line is
    // shown in blocks of about TailBlockLength characters, cut after white
    // space, so that a piece costs what its block costs. The line is one
    // paragraph again once it is rendered.
    const bool full = turn.tailBlockLength >= TailBlockLength
        && (turn.tailBlockLength >= 2 * TailBlockLength || turn.text.at(turn.scanned + turn.tailShown - 1).isSpace());
    if ((turn.tailShown == 0 && (turn.hasCommitted || turn.openHasBlocks)) || full) {
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
        turn.tailBlockLength = 0;
    }
    cursor.insertText(added.toString(), plainFormat());
    turn.openLength += cursor.position() - start;
    turn.tailLength += cursor.position() - start;
    turn.tailBlockLength += added.size();
    turn.tailShown = unfinished;
}

void TranscriptView::removeLast(Turn &turn, int length)
{
    if (length == 0)
        return;
    const int end = turn.contentEnd();
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

void TranscriptView::removeOpen(Turn &turn)
{
    removeLast(turn, turn.openLength);
    if (!turn.hasCommitted && (turn.openLength > 0 || turn.openHasBlocks))
        resetBlock(document()->findBlock(turn.contentStart()));
    turn.openLength = 0;
    turn.openHasBlocks = false;
    turn.tailShown = 0;
    turn.tailLength = 0;
    turn.tailBlockLength = 0;
}

void TranscriptView::insertMarkdown(Turn &turn, QStringView markdown, bool open)
{
    // After other blocks, the part is read after a throwaway block of the
    // kind of the last one, which is not copied: the reader then sees it as
    // it sees it in the whole text (a table after code or a quote comes
    // after an empty block; a rule at the start of a document too).
    const bool after = turn.hasCommitted;
    const Context context = after ? contextBefore(document()->findBlock(turn.contentEnd())) : Context();
    QString text = context.markdown + markdown;
    // The definitions of the parts before, where no fence can take them as code.
    if (!turn.definitions.isEmpty() && turn.fence.isEmpty())
        text += u"\n\n"_s + turn.definitions;
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
    const int end = turn.contentEnd();
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
    if (turn.continuesList)
        joinListBefore(document()->findBlock(start));
    if (open)
        turn.openLength = turn.contentEnd() - end;
    else
        turn.hasCommitted = true;
    turn.openHasBlocks = open;
}

void TranscriptView::appendCodeLine(Turn &turn, QStringView line)
{
    QTextCursor cursor(document());
    cursor.setPosition(turn.contentEnd());
    if (turn.hasCommitted)
        cursor.insertBlock(turn.codeFormat, QTextCharFormat());
    else
        cursor.setBlockFormat(turn.codeFormat);
    if (!line.isEmpty())
        cursor.insertText(line.toString(), codeCharFormat());
    turn.hasCommitted = true;
}

void TranscriptView::finishContent(Turn &turn)
{
    renderPending(turn);
    if (turn.scanned < turn.text.size()) {
        // The unfinished last line is a line too.
        readLine(turn, turn.scanned, turn.text.size());
        turn.scanned = turn.text.size();
    }
    if (turn.committed < turn.text.size())
        commit(turn, turn.text.size());
    else
        removeOpen(turn);
    // A definition applies to text before it, which another part rendered.
    // Qt's Markdown reader puts the block before an empty list item in the
    // list, and indents the blocks after it, to the end.
    if (turn.hasEmptyListItem || (turn.mayDefineLinks && turn.parts > 1))
        renderWhole(turn);
}

void TranscriptView::renderWhole(Turn &turn)
{
    QTextCursor content(document());
    content.setPosition(turn.contentStart());
    content.setPosition(turn.contentEnd(), QTextCursor::KeepAnchor);
    content.removeSelectedText();
    resetBlock(document()->findBlock(turn.contentStart()));
    turn.hasCommitted = false;
    turn.openLength = 0;
    turn.definitions.clear();
    insertMarkdown(turn, turn.text, false);
    turn.scanned = turn.committed = turn.openRendered = turn.text.size();
    turn.dirty = false;
}

void TranscriptView::updateTurn(qsizetype index, const ConversationTurn &value)
{
    Turn *turn = turnAt(index);
    if (!turn)
        return;
    if (turn->assistant) {
        // A retry waits with the answer of the attempt before still shown.
        if (value.state == State::Waiting && !turn->waiting)
            turn->clock.start();
        turn->waiting = value.state == State::Waiting;
        if (turn->firstTokenMs < 0 && turn->clock.isValid() && !value.answer.toolCalls.isEmpty())
            turn->firstTokenMs = turn->clock.elapsed();
        if (hasEnded(value.state) && !turn->ended) {
            turn->ended = true;
            if (turn->clock.isValid())
                turn->endMs = turn->clock.elapsed();
            // Laid out once, as in flushPending(). The header and the status
            // stay out of the edit block: Qt lays an edit block out from its
            // first change to its last, here the whole answer.
            QTextCursor edit(document());
            edit.beginEditBlock();
            finishContent(*turn);
            edit.endEditBlock();
        }
    }
    renderHeader(*turn, value);
    renderToolCalls(*turn, value);
    renderStatus(*turn, value);
    followEnd();
}

void TranscriptView::renderHeader(Turn &turn, const ConversationTurn &value)
{
    replaceFrameContent(turn.header);
    const QTextFrameFormat format = headerFormat(turn.assistant, palette());
    turn.header->setFrameFormat(format);
    const QColor background = format.background().color();
    QTextCursor cursor(document());
    cursor.setPosition(turn.header->firstPosition());
    QString role = turn.assistant ? tr("Assistant") : tr("You");
    if (turn.assistant && value.resume)
        role = tr("Assistant, after the tool decision");
    cursor.insertText(role, boldFormat());
    if (turn.assistant && !value.answer.model.isEmpty()) {
        const ModelLabel label
            = m_modelLabeler ? m_modelLabeler(value.answer.model) : ModelLabel {value.answer.model, QUrl()};
        cursor.insertText(u"  "_s, plainFormat());
        QTextCharFormat model = statusFormat(Status::Muted, palette(), background);
        // The model as the service wrote it stays at hand.
        model.setToolTip(value.answer.model);
        if (label.link.isValid()) {
            model.setAnchor(true);
            model.setAnchorHref(label.link.toString(QUrl::FullyEncoded));
            model.setFontUnderline(true);
        }
        cursor.insertText(label.text.isEmpty() ? value.answer.model : label.text, model);
    }
    cursor.insertText(u"    "_s, plainFormat());
    QTextCharFormat link;
    link.setAnchor(true);
    link.setAnchorHref(CopyScheme + u':' + QString::number(turn.index));
    link.setForeground(palette().link());
    link.setFontUnderline(true);
    cursor.insertText(tr("Copy"), link);
    if (!turn.assistant) {
        cursor.insertBlock();
        cursor.insertText(turn.text, plainFormat());
    }
}

// What a tool call card says of its call: a status, and a note on a decision
// the service did not take.
struct TranscriptView::CardStatus {
    QString text;
    Status colour = Status::Muted;
    QString note;
};

// What the card claims follows what the service confirmed: a decision is only
// "taken" once the resume was answered, and never "executed", which only the
// answer's text can tell.
TranscriptView::CardStatus TranscriptView::cardStatus(const ConversationTurn &value, const ToolDecision *decision)
{
    using Delivery = ConversationTurn::Delivery;
    CardStatus status;
    if (value.state == State::ApprovalExpired) {
        status.text = value.delivery == Delivery::Expired
            ? tr("Approval expired before the decision reached the service")
            : tr("Approval expired by the service's clock, as far as Baton can tell");
        status.colour = Status::Error;
    } else if (decision && value.delivery == Delivery::AlreadyResolved) {
        status.text = tr("The service had already settled this approval; how is not known");
        status.colour = Status::Warning;
    } else if (decision && value.delivery == Delivery::Sent) {
        status.text = decision->approved ? tr("Approve — sent, waiting for the service")
                                         : tr("Deny — sent, waiting for the service");
    } else if (decision && value.delivery == Delivery::Confirmed) {
        if (decision->approved) {
            status.text = tr("Approved; the service received your decision");
            status.colour = Status::Success;
        } else {
            status.text = decision->reason.isEmpty()
                ? tr("Denied; the service received your decision")
                : tr("Denied: %1; the service received your decision").arg(decision->reason);
            status.colour = Status::Error;
        }
    } else {
        if (decision && value.delivery == Delivery::Refused)
            status.note = decision->approved ? tr("The service refused the last decision (approve): decide again.")
                                             : tr("The service refused the last decision (deny): decide again.");
        else if (decision && value.delivery == Delivery::Undelivered)
            status.note = decision->approved
                ? tr("The last decision (approve) did not reach the service, as far as Baton can tell.")
                : tr("The last decision (deny) did not reach the service, as far as Baton can tell.");
        switch (value.state) {
        case State::AwaitingApproval:
            status.text = tr("Awaiting approval");
            status.colour = Status::Warning;
            break;
        case State::Waiting:
        case State::Streaming:
            status.text = tr("Arriving…");
            break;
        case State::Decided:
            status.text = tr("Decided");
            break;
        default:
            status.text = tr("Requested");
            break;
        }
    }
    return status;
}

// The cards are drawn incrementally, and only the first MaxToolCallCards of
// them: an answer's calls arrive a piece at a time (40 000 calls, 40 000
// pieces), and drawing every card again for each piece cost time in all the
// calls before it. A new call appends its card; a card is drawn again only
// when its call or its status changed; the calls past the cards are counted
// on one line, which says where to see them all.
void TranscriptView::renderToolCalls(Turn &turn, const ConversationTurn &value)
{
    turn.toolCallsDirty = false;
    const QList<ChatToolCall> &calls = value.answer.toolCalls;
    const qsizetype shown = std::min<qsizetype>(calls.size(), MaxToolCallCards);
    if (shown < turn.cards.size()) {
        // Fewer calls than cards: another answer (a retry) is drawn from the start.
        replaceFrameContent(turn.tools);
        turn.cards.clear();
        turn.moreCalls = 0;
    }
    // The decisions by call id, in one pass; only the cards shown look theirs up.
    QHash<QString, const ToolDecision *> decisions;
    for (const ToolDecision &decision : value.decisions)
        decisions.insert(decision.toolCallId, &decision);
    // Undecided calls all say the same.
    const CardStatus undecided = cardStatus(value, nullptr);

    const QColor background = palette().color(QPalette::Window);
    QTextCursor cursor(document());
    for (qsizetype i = 0; i < shown; ++i) {
        const ChatToolCall &call = calls.at(i);
        const ToolDecision *decision = decisions.isEmpty() ? nullptr : decisions.value(call.id);
        const CardStatus status = decision ? cardStatus(value, decision) : undecided;
        if (i < turn.cards.size()) {
            const Turn::Card &drawn = turn.cards.at(i);
            if (drawn.argumentsSize == call.arguments.size() && drawn.name == call.name && drawn.id == call.id
                && drawn.status == status.text && drawn.note == status.note)
                continue;
            const QTextTableCell cell = drawn.table->cellAt(0, 0);
            cursor.setPosition(cell.firstPosition());
            cursor.setPosition(cell.lastPosition(), QTextCursor::KeepAnchor);
            cursor.removeSelectedText();
        } else {
            cursor.setPosition(turn.tools->lastPosition());
            QTextTableFormat card;
            card.setBorder(1);
            card.setBorderBrush(palette().mid());
            card.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            card.setCellPadding(6);
            card.setCellSpacing(0);
            card.setBackground(palette().window());
            card.setWidth(QTextLength(QTextLength::PercentageLength, 100));
            card.setTopMargin(4);
            card.setBottomMargin(4);
            QTextTable *table = cursor.insertTable(1, 1, card);
            turn.cards.append({table, {}, {}, 0, {}, {}});
            cursor = table->cellAt(0, 0).firstCursorPosition();
        }
        Turn::Card &drawn = turn.cards[i];
        drawn.name = call.name;
        drawn.id = call.id;
        drawn.argumentsSize = call.arguments.size();
        drawn.status = status.text;
        drawn.note = status.note;

        cursor.insertText(tr("Tool call: "), statusFormat(Status::Muted, palette(), background));
        cursor.insertText(call.name.isEmpty() ? tr("(unnamed)") : call.name, boldFormat());
        cursor.insertText(u"    "_s, plainFormat());
        QTextCharFormat statusText = statusFormat(status.colour, palette(), background);
        statusText.setFontWeight(QFont::Bold);
        cursor.insertText(status.text, statusText);
        if (!status.note.isEmpty()) {
            cursor.insertBlock();
            cursor.insertText(status.note, statusFormat(Status::Warning, palette(), background));
        }
        if (!call.id.isEmpty()) {
            cursor.insertBlock();
            cursor.insertText(tr("Call id: %1").arg(call.id), statusFormat(Status::Muted, palette(), background));
        }
        cursor.insertBlock();
        cursor.insertText(
            ToolArguments::masked(call.arguments.isEmpty() ? u"{}"_s : call.arguments, ToolArguments::Layout::Indented),
            monospaceFormat());
    }

    const qsizetype more = calls.size() - shown;
    if (more == turn.moreCalls)
        return;
    turn.moreCalls = more;
    // The line is the frame's last block, after the last card.
    cursor.setPosition(document()->findBlock(turn.tools->lastPosition()).position());
    cursor.setPosition(turn.tools->lastPosition(), QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    if (more > 0)
        cursor.insertText(tr("And %n more tool call(s), not shown here: the event inspector shows every piece of "
                             "the answer, and the approval dialog lists every call that waits for a decision.",
                             nullptr, int(std::min<qsizetype>(more, std::numeric_limits<int>::max()))),
                          statusFormat(Status::Muted, palette(), background));
}

void TranscriptView::renderStatus(Turn &turn, const ConversationTurn &value)
{
    replaceFrameContent(turn.status);
    if (!turn.assistant)
        return;
    QTextCursor cursor(document());
    cursor.setPosition(turn.status->firstPosition());

    QString marker;
    Status colour = Status::Muted;
    const QColor background = palette().color(QPalette::Base);
    const auto errorText = [&value] {
        // The service's request id is shown on a line of its own; a message
        // with another id, or none, says so itself.
        const std::optional<ApiError> failure = value.failure();
        if (!failure)
            return QString();
        if (!failure->requestId().isEmpty() && failure->requestId() == value.serviceRequestId)
            return failure->headline();
        return failure->userMessage();
    };
    switch (value.state) {
    case State::Waiting:
        marker = tr("Waiting for the answer…");
        break;
    case State::Streaming:
        marker = tr("Answering…");
        break;
    case State::Cancelled:
        marker = tr("Stopped: the answer is incomplete.");
        colour = Status::Warning;
        break;
    case State::Interrupted:
        // The service answered: only its answer broke off, and a resume's
        // decision reached it.
        marker = value.resume
            ? tr("Interrupted: the service received the decision, and its answer broke off before its end.")
            : tr("Interrupted: the answer broke off before its end.");
        if (const std::optional<ApiError> failure = value.failure();
            failure && failure->kind() == ApiError::Kind::Network)
            marker += u' ' + tr("The connection broke: %1").arg(failure->message());
        else if (const QString error = errorText(); !error.isEmpty())
            marker += u' ' + error;
        colour = Status::Error;
        break;
    case State::Failed:
        marker = tr("Failed: %1").arg(errorText());
        colour = Status::Error;
        break;
    case State::AwaitingApproval:
        marker = value.delivery == ConversationTurn::Delivery::Sent
            ? tr("Decision sent; waiting for the service to take it.")
            : tr("Waiting for your decision on the tool calls.");
        colour = Status::Warning;
        break;
    case State::ApprovalExpired:
        marker = value.delivery == ConversationTurn::Delivery::Expired
            ? tr("The service said the approval expired: the tool calls were not run. The conversation is kept.")
            : tr("The approval expired by the service's clock, as far as Baton can tell: the tool calls will not "
                 "run. The conversation is kept.");
        colour = Status::Error;
        break;
    case State::Decided:
        if (value.delivery == ConversationTurn::Delivery::AlreadyResolved) {
            marker = tr("The service had already settled this approval before this decision; Baton does not know "
                        "how.");
            colour = Status::Warning;
        }
        break;
    case State::Completed:
    case State::Idle:
        break;
    }
    bool first = true;
    const auto line = [&cursor, &first](const QString &text, const QTextCharFormat &format) {
        if (!first)
            cursor.insertBlock();
        first = false;
        cursor.insertText(text, format);
    };
    if (!marker.isEmpty())
        line(marker, statusFormat(colour, palette(), background));

    const QLocale locale;
    QStringList figures;
    if (const std::optional<ChatUsage> &usage = value.answer.usage) {
        figures << tr("Tokens: %1 prompt, %2 completion, %3 total")
                       .arg(locale.toString(usage->promptTokens), locale.toString(usage->completionTokens),
                            locale.toString(usage->totalTokens));
    }
    if (value.answer.service && value.answer.service->creditsCharged)
        figures << tr("Credits: %1").arg(locale.toString(*value.answer.service->creditsCharged));
    if (turn.firstTokenMs >= 0)
        figures << tr("First token: %1 ms").arg(locale.toString(turn.firstTokenMs));
    if (value.answer.usage && turn.endMs > turn.firstTokenMs && turn.firstTokenMs >= 0
        && value.answer.usage->completionTokens > 0) {
        const double seconds = double(turn.endMs - turn.firstTokenMs) / 1000.0;
        figures
            << tr("%1 tokens/s").arg(locale.toString(double(value.answer.usage->completionTokens) / seconds, 'f', 1));
    }
    if (!figures.isEmpty())
        line(figures.join(u" · "_s), statusFormat(Status::Muted, palette(), background));
    QStringList ids;
    if (!value.requestId().isEmpty())
        ids << tr("Request id: %1").arg(value.requestId());
    if (!value.serviceRequestId.isEmpty())
        ids << tr("Service request id: %1").arg(value.serviceRequestId);
    if (!ids.isEmpty())
        line(ids.join(u" · "_s), statusFormat(Status::Muted, palette(), background));
}

QString TranscriptView::messageText(qsizetype index) const
{
    const Turn *turn = turnAt(index);
    return turn ? turn->text : QString();
}

QString TranscriptView::statusText(qsizetype index) const
{
    const Turn *turn = turnAt(index);
    return turn ? frameText(turn->status) : QString();
}

QString TranscriptView::toolCallsText(qsizetype index) const
{
    const Turn *turn = turnAt(index);
    return turn ? frameText(turn->tools) : QString();
}

void TranscriptView::copyMessage(qsizetype index)
{
    if (!turnAt(index))
        return;
    QGuiApplication::clipboard()->setText(messageText(index));
    Q_EMIT messageCopied(index);
}

void TranscriptView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    styleJump();
    for (const std::shared_ptr<Turn> &turn : std::as_const(m_turns)) {
        if (m_session && turn->index < m_session->turns().size()) {
            // Every card is drawn again, in the new colours.
            replaceFrameContent(turn->tools);
            turn->cards.clear();
            turn->moreCalls = 0;
            updateTurn(turn->index, m_session->turn(turn->index));
        } else
            turn->header->setFrameFormat(headerFormat(turn->assistant, palette()));
    }
    // Qt's Markdown reader gives a link the link colour of the palette it was
    // read under: the answers' links take the new one.
    QList<std::pair<int, int>> links;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.charFormat().isAnchor() && fragment.charFormat().foreground() != palette().link())
                links.append({fragment.position(), fragment.position() + fragment.length()});
        }
    }
    if (links.isEmpty())
        return;
    QTextCursor cursor(document());
    cursor.beginEditBlock();
    QTextCharFormat colour;
    colour.setForeground(palette().link());
    for (const auto &[from, to] : std::as_const(links)) {
        cursor.setPosition(from);
        cursor.setPosition(to, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(colour);
    }
    cursor.endEditBlock();
}

void TranscriptView::onAnchorClicked(const QUrl &url)
{
    if (url.scheme() == CopyScheme) {
        bool ok = false;
        const qsizetype index = url.path().toLongLong(&ok);
        if (ok)
            copyMessage(index);
        return;
    }
    if (url.scheme() == "http"_L1 || url.scheme() == "https"_L1)
        QDesktopServices::openUrl(url);
    else
        Q_EMIT objectLinkActivated(url);
}

void TranscriptView::relabelModels()
{
    if (!m_session)
        return;
    for (qsizetype index = 0; index < m_turns.size() && index < m_session->turns().size(); ++index) {
        if (m_turns.at(index)->assistant)
            renderHeader(*m_turns.at(index), m_session->turn(index));
    }
}

TranscriptView::Turn *TranscriptView::turnAt(qsizetype index) const
{
    return index >= 0 && index < m_turns.size() ? m_turns.at(index).get() : nullptr;
}

bool TranscriptView::scrolledToEnd() const
{
    const QScrollBar *bar = verticalScrollBar();
    return bar->value() >= bar->maximum() - 4;
}

void TranscriptView::followEnd()
{
    if (!m_following)
        return;
    m_adjusting = true;
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
    m_adjusting = false;
}

void TranscriptView::updateJump()
{
    // isHidden, not isVisible: the view itself may be hidden (behind the welcome page).
    if (m_jump->isHidden() == m_following)
        return;
    if (m_following && m_jump->hasFocus())
        setFocus();
    m_jump->setVisible(!m_following);
    if (!m_following)
        placeJump();
}

void TranscriptView::styleJump()
{
    // The button floats over the text: an opaque, rounded backdrop in the
    // palette's button colours, with a subtle border, keeps the text behind
    // from showing through it in any theme or style.
    const QPalette &colours = palette();
    m_jump->setStyleSheet(u"QToolButton { background-color: %1; color: %2; border: 1px solid %3; border-radius: 6px; "
                          "padding: 4px 10px; }"
                          "QToolButton:hover { background-color: %4; }"
                          "QToolButton:focus { border-color: %5; }"_s.arg(
                              colours.color(QPalette::Button).name(), colours.color(QPalette::ButtonText).name(),
                              colours.color(QPalette::Mid).name(), colours.color(QPalette::Midlight).name(),
                              colours.color(QPalette::Highlight).name()));
}

void TranscriptView::placeJump()
{
    // Over the lower right corner of the text, clear of the scroll bar.
    m_jump->adjustSize();
    const QRect area = viewport()->geometry();
    const int margin = style()->pixelMetric(QStyle::PM_LayoutRightMargin);
    m_jump->move(area.right() - margin - m_jump->width(), area.bottom() - margin - m_jump->height());
    m_jump->raise();
}

void TranscriptView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    placeJump();
}

} // namespace baton

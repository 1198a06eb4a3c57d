#include "chat/TranscriptView.h"

#include "chat/ChatSession.h"
#include "chat/ToolArguments.h"
#include "widgets/StatusColors.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLocale>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTextTable>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

using State = ConversationTurn::State;

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

// The fence a line opens or closes (``` or ~~~, three or more), or nothing.
QStringView fenceOf(QStringView line)
{
    const QStringView trimmed = line.trimmed();
    if (trimmed.size() < 3 || (trimmed.front() != u'`' && trimmed.front() != u'~'))
        return {};
    qsizetype run = 1;
    while (run < trimmed.size() && trimmed.at(run) == trimmed.front())
        ++run;
    return run >= 3 ? trimmed.first(run) : QStringView();
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

    QString text; // everything received
    QString pending; // received, not yet rendered as Markdown (the unfinished block)
    qsizetype scanned = 0; // pending's whole lines before this were read
    QString fence; // the open code fence; empty outside one
    bool blockHasText = false; // pending holds a line that is not blank
    int tailLength = 0; // characters of the plain text tail at the end of the content
    bool hasBlocks = false; // the content holds rendered Markdown
    bool ended = false;

    QElapsedTimer clock;
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
        connect(session, &ChatSession::toolCallsChanged, this, update),
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
    m_turns.clear();
    document()->clear();
}

void TranscriptView::addTurn(const ConversationTurn &value)
{
    const bool atEnd = scrolledToEnd();
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
    followEnd(atEnd);
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
    turn->text.clear();
    turn->pending.clear();
    turn->scanned = 0;
    turn->fence.clear();
    turn->blockHasText = false;
    turn->tailLength = 0;
    turn->hasBlocks = false;
    turn->ended = false;
    turn->clock.start();
    turn->firstTokenMs = -1;
    turn->endMs = -1;
}

void TranscriptView::appendContent(qsizetype index, const QString &text)
{
    Turn *turn = turnAt(index);
    if (!turn || text.isEmpty())
        return;
    const bool atEnd = scrolledToEnd();
    if (turn->firstTokenMs < 0 && turn->clock.isValid())
        turn->firstTokenMs = turn->clock.elapsed();
    turn->text += text;
    if (turn->ended) {
        // Text after the end (an answer shown whole when added): render it at once.
        commitMarkdown(*turn, text);
        followEnd(atEnd);
        return;
    }
    const qsizetype pendingBefore = turn->pending.size();
    turn->pending += text;
    flushBlocks(*turn);
    // Nothing completed: only the new text joins the tail.
    if (turn->pending.size() == pendingBefore + text.size())
        appendTail(*turn, text);
    followEnd(atEnd);
}

void TranscriptView::flushBlocks(Turn &turn)
{
    qsizetype boundary = -1;
    qsizetype at = turn.scanned;
    for (qsizetype end = turn.pending.indexOf(u'\n', at); end >= 0; end = turn.pending.indexOf(u'\n', at)) {
        const QStringView line = QStringView(turn.pending).sliced(at, end - at);
        const QStringView fence = fenceOf(line);
        if (!turn.fence.isEmpty()) {
            if (fence.size() >= turn.fence.size() && fence.front() == turn.fence.front()
                && line.trimmed().size() == fence.size())
                turn.fence.clear();
        } else if (!fence.isEmpty()) {
            turn.fence = fence.toString();
            turn.blockHasText = true;
        } else if (line.trimmed().isEmpty()) {
            if (turn.blockHasText)
                boundary = end + 1;
            turn.blockHasText = false;
        } else {
            turn.blockHasText = true;
        }
        at = end + 1;
    }
    turn.scanned = at;
    if (boundary < 0)
        return;

    removeTail(turn);
    commitMarkdown(turn, turn.pending.first(boundary));
    turn.pending.remove(0, boundary);
    turn.scanned -= boundary;
    appendTail(turn, turn.pending);
}

void TranscriptView::commitMarkdown(Turn &turn, const QString &markdown)
{
    if (markdown.trimmed().isEmpty())
        return;
    // The first block of a fragment merges into the block it is inserted in
    // and loses its format (a heading, a list item): a throwaway paragraph
    // takes that place and is removed, so every block keeps its own.
    QTextCursor cursor(document());
    cursor.setPosition(turn.contentEnd());
    const int start = cursor.position();
    cursor.insertFragment(
        QTextDocumentFragment::fromMarkdown(u"x\n\n"_s + markdown, QTextDocument::MarkdownDialectGitHub));
    cursor.setPosition(start);
    cursor.setPosition(start + 1, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    turn.hasBlocks = true;
}

void TranscriptView::removeTail(Turn &turn)
{
    if (turn.tailLength == 0)
        return;
    const int end = turn.contentEnd();
    QTextCursor cursor(document());
    cursor.setPosition(end - turn.tailLength);
    cursor.setPosition(end, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    turn.tailLength = 0;
}

void TranscriptView::appendTail(Turn &turn, const QString &text)
{
    if (text.isEmpty())
        return;
    QTextCursor cursor(document());
    cursor.setPosition(turn.contentEnd());
    const int start = cursor.position();
    if (turn.tailLength == 0 && turn.hasBlocks)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    cursor.insertText(text, plainFormat());
    turn.tailLength += cursor.position() - start;
}

void TranscriptView::finishContent(Turn &turn)
{
    removeTail(turn);
    commitMarkdown(turn, turn.pending);
    turn.pending.clear();
    turn.scanned = 0;
    turn.fence.clear();
    turn.blockHasText = false;
}

void TranscriptView::updateTurn(qsizetype index, const ConversationTurn &value)
{
    Turn *turn = turnAt(index);
    if (!turn)
        return;
    const bool atEnd = scrolledToEnd();
    if (turn->assistant) {
        if (turn->firstTokenMs < 0 && turn->clock.isValid() && !value.answer.toolCalls.isEmpty())
            turn->firstTokenMs = turn->clock.elapsed();
        if (hasEnded(value.state) && !turn->ended) {
            turn->ended = true;
            if (turn->clock.isValid())
                turn->endMs = turn->clock.elapsed();
            finishContent(*turn);
        }
    }
    renderHeader(*turn, value);
    renderToolCalls(*turn, value);
    renderStatus(*turn, value);
    followEnd(atEnd);
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
    if (turn.assistant && !value.answer.model.isEmpty())
        cursor.insertText(u"  "_s + value.answer.model, statusFormat(Status::Muted, palette(), background));
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

void TranscriptView::renderToolCalls(Turn &turn, const ConversationTurn &value)
{
    replaceFrameContent(turn.tools);
    if (value.answer.toolCalls.isEmpty())
        return;
    QTextCursor cursor(document());
    const QColor background = palette().color(QPalette::Window);
    for (const ChatToolCall &call : value.answer.toolCalls) {
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
        QTextCursor cell = table->cellAt(0, 0).firstCursorPosition();
        cell.insertText(tr("Tool call: "), statusFormat(Status::Muted, palette(), background));
        cell.insertText(call.name.isEmpty() ? tr("(unnamed)") : call.name, boldFormat());

        // What the card claims follows what the service confirmed: a decision
        // is only "taken" once the resume was answered, and never "executed",
        // which only the answer's text can tell.
        using Delivery = ConversationTurn::Delivery;
        QString status;
        QString note;
        Status colour = Status::Muted;
        const auto decision = std::find_if(value.decisions.cbegin(), value.decisions.cend(),
                                           [&call](const ToolDecision &d) { return d.toolCallId == call.id; });
        const bool decided = decision != value.decisions.cend();
        if (value.state == State::ApprovalExpired) {
            status = value.delivery == Delivery::Expired
                ? tr("Approval expired before the decision reached the service")
                : tr("Approval expired by the service's clock, as far as Baton can tell");
            colour = Status::Error;
        } else if (decided && value.delivery == Delivery::AlreadyResolved) {
            status = tr("The service had already settled this approval; how is not known");
            colour = Status::Warning;
        } else if (decided && value.delivery == Delivery::Sent) {
            status = decision->approved ? tr("Approve — sent, waiting for the service")
                                        : tr("Deny — sent, waiting for the service");
        } else if (decided && value.delivery == Delivery::Confirmed) {
            if (decision->approved) {
                status = tr("Approved; the service took the decision");
                colour = Status::Success;
            } else {
                status = decision->reason.isEmpty() ? tr("Denied; the service took the decision")
                                                    : tr("Denied: %1; the service took the decision").arg(decision->reason);
                colour = Status::Error;
            }
        } else {
            if (decided && value.delivery == Delivery::Refused)
                note = decision->approved ? tr("The service refused the last decision (approve): decide again.")
                                          : tr("The service refused the last decision (deny): decide again.");
            else if (decided && value.delivery == Delivery::Undelivered)
                note = decision->approved
                    ? tr("The last decision (approve) did not reach the service, as far as Baton can tell.")
                    : tr("The last decision (deny) did not reach the service, as far as Baton can tell.");
            switch (value.state) {
            case State::AwaitingApproval:
                status = tr("Awaiting approval");
                colour = Status::Warning;
                break;
            case State::Waiting:
            case State::Streaming:
                status = tr("Arriving…");
                break;
            case State::Decided:
                status = tr("Decided");
                break;
            default:
                status = tr("Requested");
                break;
            }
        }
        cell.insertText(u"    "_s, plainFormat());
        QTextCharFormat statusText = statusFormat(colour, palette(), background);
        statusText.setFontWeight(QFont::Bold);
        cell.insertText(status, statusText);
        if (!note.isEmpty()) {
            cell.insertBlock();
            cell.insertText(note, statusFormat(Status::Warning, palette(), background));
        }
        if (!call.id.isEmpty()) {
            cell.insertBlock();
            cell.insertText(tr("Call id: %1").arg(call.id), statusFormat(Status::Muted, palette(), background));
        }
        cell.insertBlock();
        cell.insertText(
            ToolArguments::masked(call.arguments.isEmpty() ? u"{}"_s : call.arguments, ToolArguments::Layout::Indented),
            monospaceFormat());
    }
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
        marker = tr("Interrupted: the answer broke off before its end.");
        if (const QString error = errorText(); !error.isEmpty())
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
        figures << tr("%1 tokens/s").arg(locale.toString(double(value.answer.usage->completionTokens) / seconds, 'f', 1));
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
    for (const std::shared_ptr<Turn> &turn : std::as_const(m_turns)) {
        if (m_session && turn->index < m_session->turns().size())
            updateTurn(turn->index, m_session->turn(turn->index));
        else
            turn->header->setFrameFormat(headerFormat(turn->assistant, palette()));
    }
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

void TranscriptView::followEnd(bool atEnd)
{
    if (atEnd)
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

} // namespace baton

#include "ui/chat/TranscriptView.h"

#include "core/api/ToolArguments.h"
#include "core/chat/ChatSession.h"
#include "ui/chat/MarkdownStream.h"
#include "ui/chat/ToolCallCards.h"
#include "ui/chat/TranscriptAccessible.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"

#include <QAccessible>
#include <QClipboard>
#include <QDesktopServices>
#include <QElapsedTimer>
#include <QEvent>
#include <QGuiApplication>
#include <QLocale>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyle>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QToolButton>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

using State = ConversationTurn::State;

// The time between renders: a frame of a 60 Hz screen, and at most a second.
constexpr qint64 FrameMs = 16;
constexpr qint64 MaxRenderIntervalMs = 1000;

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

// One turn in the document: its frames, and its message or its answer.
struct TranscriptView::Turn {
    Turn(qsizetype index, bool assistant, QTextFrame *header, QTextFrame *tools, QTextFrame *status)
        : index(index)
        , assistant(assistant)
        , header(header)
        , tools(tools)
        , status(status)
        , content(header, tools)
        , cards(tools)
    { }

    qsizetype index = 0;
    bool assistant = false;
    // The header (and a user's message), the tool call cards and the status
    // are small frames; an answer's content lies between the header and the
    // tool calls in the root frame, which Qt lays out and paints
    // incrementally (a nested frame is laid out and painted whole).
    QTextFrame *header = nullptr;
    QTextFrame *tools = nullptr;
    QTextFrame *status = nullptr;

    QString message; // a user's message
    MarkdownStream content; // an answer, rendered as it streams
    ToolCallCards cards;
    qsizetype callsRead = 0; // tool calls whose masked values are read
    bool toolCallsDirty = false; // the session's tool calls changed since they were drawn
    bool ended = false;
};

TranscriptView::TranscriptView(QWidget *parent)
    : QTextBrowser(parent)
    , m_accessibilityUpdate([](QAccessibleEvent *event) { QAccessible::updateAccessibility(event); })
{
    TranscriptAccessible::install();
    setObjectName(u"transcript"_s);
    setAccessibleName(tr("Transcript"));
    setOpenLinks(false);
    document()->setUndoRedoEnabled(false);
    document()->setDocumentMargin(8);
    connect(this, &QTextBrowser::anchorClicked, this, &TranscriptView::onAnchorClicked);
    // One render per frame of a 60 Hz screen, however many pieces arrived.
    m_renderTimer.setSingleShot(true);
    m_renderTimer.setInterval(FrameMs);
    connect(&m_renderTimer, &QTimer::timeout, this, &TranscriptView::flushPending);

    m_jump = new QToolButton(this);
    m_jump->setObjectName(u"jumpToLatestButton"_s);
    m_jump->setText(tr("Jump to latest"));
    m_jump->setAccessibleName(tr("Jump to latest"));
    m_jump->setToolTip(tr("Scroll to the end of the conversation and follow new text again"));
    m_jump->setIcon(icons::icon(icons::Icon::Bottom));
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
    m_maskedValues.clear();
    document()->clear();
    // An empty conversation is read at its end: the next answer is followed.
    m_following = true;
    updateJump();
}

void TranscriptView::addTurn(const ConversationTurn &value)
{
    const bool assistant = value.role == ConversationTurn::Role::Assistant;
    const QTextFrameFormat partFormat;

    // [header] content blocks [tool calls] [status]
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    QTextFrame *header = cursor.insertFrame(headerFormat(assistant, palette()));
    cursor.setPosition(header->lastPosition() + 1);
    QTextFrame *tools = cursor.insertFrame(partFormat);
    cursor.setPosition(tools->lastPosition() + 1);
    QTextFrame *status = cursor.insertFrame(partFormat);
    auto turn = std::make_shared<Turn>(m_turns.size(), assistant, header, tools, status);
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
        turn->message = value.text;
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
    turn->content.restart();
    turn->ended = false;
}

void TranscriptView::appendContent(qsizetype index, const QString &text)
{
    Turn *turn = turnAt(index);
    if (!turn || text.isEmpty())
        return;
    turn->content.append(text);
    if (turn->ended) {
        // Text after the end (an answer shown whole when added): render it all again at once.
        // Laid out once, as in flushPending().
        QTextCursor edit(document());
        edit.beginEditBlock();
        turn->content.renderWhole();
        maskContent(*turn);
        edit.endEditBlock();
        followEnd();
        return;
    }
    if (!m_renderTimer.isActive())
        m_renderTimer.start();
}

void TranscriptView::flushPending()
{
    m_renderTimer.stop();
    QElapsedTimer took;
    took.start();
    // The document is laid out once, when the edit block ends, not after each
    // change: removing an open part, inserting it rendered and setting its
    // first block's format would each lay the changed blocks out, and again at
    // another width when the height of the document shows or hides the scroll
    // bar in between (a paragraph of 25 000 characters took 20 ms this way,
    // 4 ms laid out once).
    QTextCursor edit(document());
    edit.beginEditBlock();
    for (const std::shared_ptr<Turn> &turn : std::as_const(m_turns)) {
        if (turn->content.hasPending())
            turn->content.renderPending();
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
    // The next render waits twice what this one took: the window keeps two
    // thirds of its time for the person using it.
    m_renderTimer.setInterval(int(std::clamp<qint64>(2 * took.elapsed(), FrameMs, MaxRenderIntervalMs)));
}

void TranscriptView::markToolCalls(qsizetype index)
{
    Turn *turn = turnAt(index);
    if (!turn)
        return;
    turn->toolCallsDirty = true;
    if (!m_renderTimer.isActive())
        m_renderTimer.start();
}

void TranscriptView::updateTurn(qsizetype index, const ConversationTurn &value)
{
    Turn *turn = turnAt(index);
    if (!turn)
        return;
    if (turn->assistant) {
        if (hasEnded(value.state) && !turn->ended) {
            turn->ended = true;
            // Laid out once, as in flushPending(). The header and the status
            // stay out of the edit block: Qt lays an edit block out from its
            // first change to its last, here the whole answer.
            QTextCursor edit(document());
            edit.beginEditBlock();
            turn->content.finish();
            maskContent(*turn);
            edit.endEditBlock();
        }
        readMaskedValues(*turn, value);
    }
    renderHeader(*turn, value);
    turn->cards.render(value, palette());
    turn->toolCallsDirty = false;
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
        QTextCharFormat model = statusTextFormat(Status::Muted, palette(), background);
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
        cursor.insertText(ToolArguments::maskValues(turn.message, m_maskedValues), plainFormat());
    }
}

void TranscriptView::readMaskedValues(Turn &turn, const ConversationTurn &value)
{
    const QList<ChatToolCall> &calls = value.answer.toolCalls;
    // A call's arguments grow while it streams: the last call is read once
    // the answer has ended (a part of a value would be no value).
    if (turn.callsRead > calls.size())
        turn.callsRead = 0;
    const qsizetype complete = turn.ended ? calls.size() : std::max<qsizetype>(0, calls.size() - 1);
    bool added = false;
    for (qsizetype i = turn.callsRead; i < complete; ++i) {
        for (const QString &masked : ToolArguments::maskedValues(calls.at(i).arguments)) {
            if (!m_maskedValues.contains(masked)) {
                m_maskedValues << masked;
                added = true;
            }
        }
    }
    turn.callsRead = std::max(turn.callsRead, complete);
    if (!added)
        return;
    for (const std::shared_ptr<Turn> &shown : std::as_const(m_turns)) {
        if (!shown->assistant)
            renderHeader(*shown, ConversationTurn());
        else if (shown->ended)
            maskContent(*shown);
    }
}

void TranscriptView::maskContent(const Turn &turn)
{
    if (m_maskedValues.isEmpty())
        return;
    // The content lies between the header and the tool calls; the end moves
    // as values are masked.
    QTextCursor end(document());
    end.setPosition(turn.tools->firstPosition());
    for (QTextBlock block = document()->findBlock(turn.header->lastPosition() + 1);
         block.isValid() && block.position() < end.position(); block = block.next()) {
        const QList<std::pair<qsizetype, qsizetype>> found = ToolArguments::valuesIn(block.text(), m_maskedValues);
        // From the last, so that the places before stay where they are.
        for (auto it = found.crbegin(); it != found.crend(); ++it) {
            QTextCursor cursor(document());
            cursor.setPosition(block.position() + int(it->first) + 1);
            const QTextCharFormat format = cursor.charFormat();
            cursor.setPosition(block.position() + int(it->first));
            cursor.setPosition(block.position() + int(it->first + it->second), QTextCursor::KeepAnchor);
            cursor.insertText(ToolArguments::Mask.toString(), format);
        }
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
        line(marker, statusTextFormat(colour, palette(), background));

    const QLocale locale;
    QStringList figures;
    if (const std::optional<ChatUsage> &usage = value.answer.usage) {
        figures << tr("Tokens: %1 prompt, %2 completion, %3 total")
                       .arg(locale.toString(usage->promptTokens), locale.toString(usage->completionTokens),
                            locale.toString(usage->totalTokens));
    }
    if (value.answer.service && value.answer.service->creditsCharged)
        figures << tr("Credits: %1").arg(locale.toString(*value.answer.service->creditsCharged));
    if (value.firstTokenMs >= 0)
        figures << tr("First token: %1 ms").arg(locale.toString(value.firstTokenMs));
    if (const std::optional<double> speed = value.tokensPerSecond())
        figures << tr("%1 tokens/s").arg(locale.toString(*speed, 'f', 1));
    if (!figures.isEmpty())
        line(figures.join(u" · "_s), statusTextFormat(Status::Muted, palette(), background));
    // Both are found by the request log's filter; "Request id" is the
    // service's, as in every error message.
    QStringList ids;
    if (!value.serviceRequestId.isEmpty())
        ids << tr("Request id: %1").arg(value.serviceRequestId);
    if (!value.sentRequestId().isEmpty())
        //: The id Baton sends with a chat request (metadata.request_id), beside the service's own.
        ids << tr("Baton's request id: %1").arg(value.sentRequestId());
    if (!ids.isEmpty())
        line(ids.join(u" · "_s), statusTextFormat(Status::Muted, palette(), background));
}

QString TranscriptView::messageText(qsizetype index) const
{
    const Turn *turn = turnAt(index);
    return turn ? (turn->assistant ? turn->content.text() : turn->message) : QString();
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
    QGuiApplication::clipboard()->setText(ToolArguments::maskValues(messageText(index), m_maskedValues));
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
            turn->cards.clear();
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

bool TranscriptView::focusNextPrevChild(bool next)
{
    const bool moved = QTextBrowser::focusNextPrevChild(next);
    announceFocusedLink();
    return moved;
}

void TranscriptView::focusOutEvent(QFocusEvent *event)
{
    QTextBrowser::focusOutEvent(event);
    announceFocusedLink();
}

void TranscriptView::announceFocusedLink()
{
    QString link;
    const QTextCursor cursor = textCursor();
    if (hasFocus() && cursor.hasSelection()) {
        // The format of the selection's first character (a cursor has that of the character before it).
        QTextCursor first(document());
        first.setPosition(cursor.selectionStart() + 1);
        const QTextCharFormat format = first.charFormat();
        if (format.isAnchor()) {
            const QUrl url(format.anchorHref());
            const Turn *turn = url.scheme() == CopyScheme ? turnAt(url.path().toLongLong()) : nullptr;
            const QString what = !turn ? cursor.selectedText()
                : turn->assistant      ? tr("Copy the answer")
                                       : tr("Copy your message");
            //: Read by a screen reader when Tab reaches a link of the transcript.
            link = tr("Link: %1").arg(what);
        }
    }
    if (link.isEmpty() && m_focusedLink.isEmpty())
        return;
    m_focusedLink = link;
    QAccessibleEvent described(this, QAccessible::DescriptionChanged);
    m_accessibilityUpdate(&described);
    if (link.isEmpty())
        return;
    QAccessibleTextSelectionEvent selected(this, cursor.selectionStart(), cursor.selectionEnd());
    selected.setCursorPosition(cursor.position());
    m_accessibilityUpdate(&selected);
    QAccessibleTextCursorEvent moved(this, cursor.position());
    m_accessibilityUpdate(&moved);
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

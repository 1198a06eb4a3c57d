#include "ui/chat/ToolCallCards.h"

#include "core/api/ToolArguments.h"

#include <QFontDatabase>
#include <QHash>
#include <QPalette>
#include <QTextCursor>
#include <QTextFrame>
#include <QTextTable>

#include <limits>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

using State = ConversationTurn::State;

} // namespace

ToolCallCards::ToolCallCards(QTextFrame *frame)
    : m_frame(frame)
{ }

void ToolCallCards::clear()
{
    QTextCursor cursor(m_frame->document());
    cursor.setPosition(m_frame->firstPosition());
    cursor.setPosition(m_frame->lastPosition(), QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    m_cards.clear();
    m_moreCalls = 0;
}

// What the card claims follows what the service confirmed: a decision is only
// "taken" once the resume was answered, and never "executed", which only the
// answer's text can tell.
ToolCallCards::CardStatus ToolCallCards::statusOf(const ConversationTurn &value, const ToolDecision *decision)
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

void ToolCallCards::render(const ConversationTurn &value, const QPalette &palette)
{
    const QList<ChatToolCall> &calls = value.answer.toolCalls;
    const qsizetype shown = std::min<qsizetype>(calls.size(), MaxCards);
    // Fewer calls than cards: another answer (a retry) is drawn from the start.
    if (shown < m_cards.size())
        clear();
    // The decisions by call id, in one pass; only the cards shown look theirs up.
    QHash<QString, const ToolDecision *> decisions;
    for (const ToolDecision &decision : value.decisions)
        decisions.insert(decision.toolCallId, &decision);
    // Undecided calls all say the same.
    const CardStatus undecided = statusOf(value, nullptr);

    const QColor background = palette.color(QPalette::Window);
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    QTextCharFormat monospace;
    monospace.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    monospace.setFontFixedPitch(true);
    QTextCursor cursor(m_frame->document());
    for (qsizetype i = 0; i < shown; ++i) {
        const ChatToolCall &call = calls.at(i);
        const ToolDecision *decision = decisions.isEmpty() ? nullptr : decisions.value(call.id);
        const CardStatus status = decision ? statusOf(value, decision) : undecided;
        if (i < m_cards.size()) {
            const Card &drawn = m_cards.at(i);
            if (drawn.argumentsSize == call.arguments.size() && drawn.name == call.name && drawn.id == call.id
                && drawn.status == status.text && drawn.note == status.note)
                continue;
            const QTextTableCell cell = drawn.table->cellAt(0, 0);
            cursor.setPosition(cell.firstPosition());
            cursor.setPosition(cell.lastPosition(), QTextCursor::KeepAnchor);
            cursor.removeSelectedText();
        } else {
            cursor.setPosition(m_frame->lastPosition());
            QTextTableFormat card;
            card.setBorder(1);
            card.setBorderBrush(palette.mid());
            card.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            card.setCellPadding(6);
            card.setCellSpacing(0);
            card.setBackground(palette.window());
            card.setWidth(QTextLength(QTextLength::PercentageLength, 100));
            card.setTopMargin(4);
            card.setBottomMargin(4);
            QTextTable *table = cursor.insertTable(1, 1, card);
            m_cards.append({table, {}, {}, 0, {}, {}});
            cursor = table->cellAt(0, 0).firstCursorPosition();
        }
        Card &drawn = m_cards[i];
        drawn.name = call.name;
        drawn.id = call.id;
        drawn.argumentsSize = call.arguments.size();
        drawn.status = status.text;
        drawn.note = status.note;

        cursor.insertText(tr("Tool call: "), statusTextFormat(Status::Muted, palette, background));
        cursor.insertText(call.name.isEmpty() ? tr("(unnamed)") : call.name, bold);
        cursor.insertText(u"    "_s, QTextCharFormat());
        QTextCharFormat statusText = statusTextFormat(status.colour, palette, background);
        statusText.setFontWeight(QFont::Bold);
        cursor.insertText(status.text, statusText);
        if (!status.note.isEmpty()) {
            cursor.insertBlock();
            cursor.insertText(status.note, statusTextFormat(Status::Warning, palette, background));
        }
        if (!call.id.isEmpty()) {
            cursor.insertBlock();
            cursor.insertText(tr("Call id: %1").arg(call.id), statusTextFormat(Status::Muted, palette, background));
        }
        cursor.insertBlock();
        cursor.insertText(
            ToolArguments::masked(call.arguments.isEmpty() ? u"{}"_s : call.arguments, ToolArguments::Layout::Indented),
            monospace);
    }

    const qsizetype more = calls.size() - shown;
    if (more == m_moreCalls)
        return;
    m_moreCalls = more;
    // The line is the frame's last block, after the last card.
    cursor.setPosition(m_frame->document()->findBlock(m_frame->lastPosition()).position());
    cursor.setPosition(m_frame->lastPosition(), QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    if (more > 0)
        cursor.insertText(tr("And %n more tool call(s), not shown here: the event inspector shows every piece of "
                             "the answer, and the approval dialog lists every call that waits for a decision.",
                             nullptr, int(std::min<qsizetype>(more, std::numeric_limits<int>::max()))),
                          statusTextFormat(Status::Muted, palette, background));
}

} // namespace baton

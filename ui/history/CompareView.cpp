#include "ui/history/CompareView.h"

#include "core/api/ToolArguments.h"
#include "core/chat/ChatExport.h"
#include "core/history/Comparison.h"
#include "core/history/TurnRecord.h"

#include <QEvent>
#include <QLocale>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// `colour` blended into the palette's base, so that a mark reads in light and dark.
QString tint(const QPalette &palette, const QColor &colour)
{
    const QColor base = palette.color(QPalette::Base);
    const double share = base.lightnessF() > 0.5 ? 0.25 : 0.45;
    const auto mix = [share](int from, int to) { return int(from + (to - from) * share); };
    return QColor(mix(base.red(), colour.red()), mix(base.green(), colour.green()), mix(base.blue(), colour.blue()))
        .name();
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// A figure and, on the right, how far it is from the left one's.
QString figure(const QString &label, const QString &value, const QString &difference)
{
    QString html = label.toHtmlEscaped() + u" "_s + value.toHtmlEscaped();
    if (!difference.isEmpty())
        html += u" <b>("_s + difference.toHtmlEscaped() + u")</b>"_s;
    return html;
}

QString signedNumber(double value, int decimals)
{
    const QString number = QLocale().toString(std::abs(value), 'f', decimals);
    return (value > 0 ? u"+"_s : u"−"_s) + number;
}

QString seconds(qint64 ms)
{
    return CompareView::tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', 2));
}

} // namespace

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
    , m_redraw(new QTimer(this))
{
    m_browser->setObjectName(u"compareText"_s);
    m_browser->setAccessibleName(tr("Comparison"));
    m_browser->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_redraw->setSingleShot(true);
    m_redraw->setInterval(RedrawMs);
    connect(m_redraw, &QTimer::timeout, this, &CompareView::redraw);
}

void CompareView::setLeft(const CompareRun &run)
{
    m_left = run;
    redraw();
}

void CompareView::setRight(const CompareRun &run)
{
    m_right = run;
    scheduleRedraw();
}

QString CompareView::text() const
{
    return m_browser->toPlainText();
}

void CompareView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        redraw();
}

void CompareView::scheduleRedraw()
{
    if (!m_redraw->isActive())
        m_redraw->start();
}

const std::optional<QList<DiffPiece>> &CompareView::diff(qsizetype index, const QString &left, const QString &right)
{
    CachedDiff &cached = m_diffs[index];
    if (cached.pieces && cached.left == left && cached.right == right)
        return cached.pieces;
    cached = {left, right, TextDiff::words(left, right)};
    return cached.pieces;
}

QString CompareView::cell(const Exchange &exchange, const Exchange *other, bool right, const CompareRun &run,
                          const std::optional<QList<DiffPiece>> &pieces) const
{
    QString html;
    for (const ConversationTurn &answer : exchange.answers) {
        for (qsizetype i = 0; i < answer.answer.toolCalls.size(); ++i) {
            const ChatToolCall &call = answer.answer.toolCalls.at(i);
            html += u"<p>"_s
                + tr("Tool call %1 %2")
                      .arg(u"<b>"_s + escaped(call.name) + u"</b>"_s,
                           u"<code>"_s + escaped(ToolArguments::masked(call.arguments, ToolArguments::Layout::Compact))
                               + u"</code>"_s);
            for (const ToolDecision &decision : answer.decisions) {
                if (decision.toolCallId != call.id)
                    continue;
                QStringList words {decision.approved ? tr("approved") : tr("denied")};
                if (!decision.approved && !decision.reason.isEmpty())
                    words.last() += u": "_s + decision.reason;
                if (run.recordedDecisions.contains(call.id))
                    words << tr("as recorded");
                if (const QString delivery = ChatExport::deliveryLabel(answer.delivery); !delivery.isEmpty())
                    words << delivery;
                html += u"<br>→ "_s + escaped(words.join(u" · "_s));
            }
            html += u"</p>"_s;
        }
        using State = ConversationTurn::State;
        if (answer.state != State::Completed && answer.state != State::Decided) {
            QString state = ChatExport::stateLabel(answer.state);
            if (const std::optional<ApiError> failure = answer.failure())
                state += u": "_s + failure->message();
            html += u"<p><i>"_s + escaped(state) + u"</i></p>"_s;
        }
    }

    // The answer, with the words only this side has marked.
    const QString removed = tint(palette(), QColor(0xd0, 0x30, 0x30));
    const QString added = tint(palette(), QColor(0x30, 0xa0, 0x40));
    QString answer;
    if (pieces) {
        for (const DiffPiece &piece : *pieces) {
            if (piece.kind == DiffPiece::Kind::Same)
                answer += escaped(piece.text);
            else if (piece.kind == DiffPiece::Kind::Removed && !right)
                answer += u"<span style=\"background-color:%1; text-decoration: line-through\">"_s.arg(removed)
                    + escaped(piece.text) + u"</span>"_s;
            else if (piece.kind == DiffPiece::Kind::Added && right)
                answer += u"<span style=\"background-color:%1; text-decoration: underline\">"_s.arg(added)
                    + escaped(piece.text) + u"</span>"_s;
        }
    } else {
        answer = escaped(exchange.answerText());
        if (other)
            html += u"<p><i>"_s + escaped(tr("Too long to compare word by word.")) + u"</i></p>"_s;
    }
    if (!answer.isEmpty())
        html += u"<p style=\"white-space: pre-wrap\">"_s + answer + u"</p>"_s;

    // The figures; on the right, the differences.
    const bool compare = right && other;
    QStringList figures;
    if (exchange.counted) {
        const qint64 tokens = exchange.promptTokens + exchange.completionTokens;
        const qint64 before = other ? other->promptTokens + other->completionTokens : 0;
        figures << figure(
            tr("Tokens"),
            tr("%1 (%2 in, %3 out)").arg(tokens).arg(exchange.promptTokens).arg(exchange.completionTokens),
            compare && other->counted && tokens != before ? signedNumber(double(tokens - before), 0) : QString());
    }
    if (exchange.charged) {
        figures << figure(tr("Credits"), QLocale().toString(exchange.credits, 'f', 4),
                          compare && other->charged && exchange.credits != other->credits
                              ? signedNumber(exchange.credits - other->credits, 4)
                              : QString());
    }
    if (exchange.firstTokenMs >= 0) {
        figures << figure(
            tr("First token"), seconds(exchange.firstTokenMs),
            compare && other->firstTokenMs >= 0 && std::abs(exchange.firstTokenMs - other->firstTokenMs) >= 5
                ? tr("%1 s").arg(signedNumber(double(exchange.firstTokenMs - other->firstTokenMs) / 1000.0, 2))
                : QString());
    }
    if (exchange.durationMs >= 0) {
        figures << figure(
            tr("Duration"), seconds(exchange.durationMs),
            compare && other->durationMs >= 0 && std::abs(exchange.durationMs - other->durationMs) >= 5
                ? tr("%1 s").arg(signedNumber(double(exchange.durationMs - other->durationMs) / 1000.0, 2))
                : QString());
    }
    if (!figures.isEmpty())
        html += u"<p><small>"_s + figures.join(u" · "_s) + u"</small></p>"_s;
    return html;
}

void CompareView::redraw()
{
    m_redraw->stop();
    const QList<Exchange> left = Comparison::exchanges(m_left.turns);
    const QList<Exchange> right = Comparison::exchanges(m_right.turns);
    const QString band = palette().color(QPalette::AlternateBase).name();

    QString html = u"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\">"_s;
    html += u"<tr><th width=\"50%\" align=\"left\">%1</th><th width=\"50%\" align=\"left\">%2</th></tr>"_s.arg(
        escaped(m_left.caption), escaped(m_right.caption));
    // The totals first: what the whole run cost, and how long it took.
    const Exchange leftTotal = Comparison::total(left);
    const Exchange rightTotal = Comparison::total(right);
    html += u"<tr><td>%1</td><td>%2</td></tr>"_s.arg(cell(leftTotal, nullptr, false, m_left, QList<DiffPiece> {}),
                                                     cell(rightTotal, &leftTotal, true, m_right, QList<DiffPiece> {}));

    for (qsizetype i = 0; i < std::max(left.size(), right.size()); ++i) {
        const Exchange *l = i < left.size() ? &left.at(i) : nullptr;
        const Exchange *r = i < right.size() ? &right.at(i) : nullptr;
        const QString message = l ? l->message : r->message;
        QString verdict;
        if (l && r) {
            const bool same = l->answerText() == r->answerText();
            verdict = same ? tr("the same answer") : tr("the answers differ");
        }
        html += u"<tr><td colspan=\"2\" bgcolor=\"%1\"><b>%2.</b> %3%4</td></tr>"_s.arg(
            band, QString::number(i + 1), escaped(message),
            verdict.isEmpty() ? QString() : u" <i>— "_s + escaped(verdict) + u"</i>"_s);
        // An answer still arriving is marked once it has ended: its text
        // changes at each redraw, and two long answers cost the most to compare.
        const auto arriving = [](const Exchange *exchange) {
            return exchange && !exchange->answers.isEmpty() && TurnRecord::isOpen(exchange->answers.constLast().state);
        };
        const bool compared = l && r && !arriving(l) && !arriving(r);
        const std::optional<QList<DiffPiece>> pieces
            = compared ? diff(i, l->answerText(), r->answerText()) : std::optional<QList<DiffPiece>> {};
        const auto side
            = [&](const Exchange *exchange, const Exchange *other, bool isRight, const CompareRun &run) -> QString {
            if (!exchange)
                return u"<i>"_s + escaped(tr("Not asked yet.")) + u"</i>"_s;
            // Alone, a side's answer is all its own: nothing to mark.
            const std::optional<QList<DiffPiece>> own = compared
                ? pieces
                : std::optional<QList<DiffPiece>> {QList<DiffPiece> {{DiffPiece::Kind::Same, exchange->answerText()}}};
            return cell(*exchange, other, isRight, run, own);
        };
        html += u"<tr><td valign=\"top\">%1</td><td valign=\"top\">%2</td></tr>"_s.arg(side(l, r, false, m_left),
                                                                                       side(r, l, true, m_right));
    }
    html += u"</table>"_s;

    QScrollBar *bar = m_browser->verticalScrollBar();
    const int position = bar->value();
    m_browser->setHtml(html);
    bar->setValue(position);
}

} // namespace baton

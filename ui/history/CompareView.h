#pragma once

#include "core/chat/ConversationTurn.h"
#include "core/history/TextDiff.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QWidget>

#include <optional>

class QTextBrowser;
class QTimer;

namespace baton {

struct Exchange;

// One side of a comparison: a run of a conversation's messages.
struct CompareRun {
    QString caption; // "Recorded · Support assistant · 28 Nov 2026 14:02"
    QList<ConversationTurn> turns;
    // The tool calls whose decision the re-run took from the recording.
    QSet<QString> recordedDecisions;
};

// Two runs of the same messages side by side, message by message: each
// side's tool calls with the decisions on them (those the re-run took from
// the recording say so), what did not end normally, and the answers with the
// words that differ marked (struck out on the left, underlined on the right,
// on a tint of the palette's own colours); per message and in total the
// tokens, credits, time to first token and duration, the right side's
// differences beside its figures. Read-only; a side that changes while its
// answer streams is drawn again at most every RedrawMs, its words marked
// once the answer has ended.
class CompareView final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int RedrawMs = 100;

    explicit CompareView(QWidget *parent = nullptr);

    void setLeft(const CompareRun &run);
    void setRight(const CompareRun &run);
    [[nodiscard]] const CompareRun &left() const { return m_left; }
    [[nodiscard]] const CompareRun &right() const { return m_right; }
    // The comparison as shown, in plain text (tests, the clipboard).
    [[nodiscard]] QString text() const;
    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void scheduleRedraw();
    void redraw();
    [[nodiscard]] QString cell(const Exchange &exchange, const Exchange *other, bool right, const CompareRun &run,
                               const std::optional<QList<DiffPiece>> &pieces) const;
    // The diff of exchange `index`'s answers, computed again only when one changed.
    [[nodiscard]] const std::optional<QList<DiffPiece>> &diff(qsizetype index, const QString &left,
                                                              const QString &right);

    struct CachedDiff {
        QString left;
        QString right;
        std::optional<QList<DiffPiece>> pieces;
    };

    CompareRun m_left;
    CompareRun m_right;
    QTextBrowser *m_browser;
    QTimer *m_redraw;
    QHash<qsizetype, CachedDiff> m_diffs;
};

} // namespace baton

#pragma once

#include "core/chat/ConversationTurn.h"

#include <QList>
#include <QString>

namespace baton {

// What one user message of a conversation brought: its answers (an answer
// that asked for approval and the answer of the resume, each a turn) and
// their figures, summed. Two runs of the same messages are compared
// exchange by exchange.
struct Exchange {
    QString message; // empty for answers before any message
    QList<ConversationTurn> answers;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    bool counted = false; // an answer gave its usage
    double credits = 0;
    bool charged = false; // an answer said what it cost
    qint64 firstTokenMs = -1; // the first answer's; -1 when not known
    qint64 durationMs = -1; // summed over the answers whose duration is known; -1 when none is

    // The answers' text, joined by blank lines.
    [[nodiscard]] QString answerText() const;
};

// The exchanges of a conversation, and the figures of two runs set side by side.
class Comparison
{
public:
    Comparison() = delete;

    // A user message the service got with a decision (the resume's
    // message) starts an exchange as any other: the re-run sends it in the
    // same place.
    [[nodiscard]] static QList<Exchange> exchanges(const QList<ConversationTurn> &turns);
    // The whole conversation as one exchange (its figures, for totals).
    [[nodiscard]] static Exchange total(const QList<Exchange> &exchanges);
};

} // namespace baton

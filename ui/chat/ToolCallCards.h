#pragma once

#include "core/chat/ConversationTurn.h"
#include "ui/widgets/StatusColors.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QPalette;
class QTextFrame;
class QTextTable;

namespace baton {

// The tool calls of one answer as cards in a frame of the transcript's
// document: each call's name, its status (what the service confirmed of the
// decision on it), its id and its arguments pretty-printed and masked by
// ToolArguments. Owns what it knows of the cards drawn; the frame belongs to
// the caller and holds nothing else.
//
// The cards are drawn incrementally, and only the first MaxCards of them: an
// answer's calls arrive a piece at a time (40 000 calls, 40 000 pieces), and
// drawing every card again for each piece cost time in all the calls before
// it. A new call appends its card; a card is drawn again only when its call
// or its status changed; the calls past the cards are counted on one line,
// which says where to see them all.
class ToolCallCards final
{
    Q_DECLARE_TR_FUNCTIONS(baton::ToolCallCards)

public:
    // The cards an answer shows at most; a line under them counts the others.
    static constexpr qsizetype MaxCards = 200;

    explicit ToolCallCards(QTextFrame *frame);

    // Draws the tool calls of `turn` in the colours of `palette`.
    void render(const ConversationTurn &turn, const QPalette &palette);
    // Removes every card, so that the next render() draws them all (in a
    // new palette, or for another answer).
    void clear();

private:
    // What a card says of its call: a status, and a note on a decision the
    // service did not take.
    struct CardStatus {
        QString text;
        Status colour = Status::Muted;
        QString note;
    };
    // A card as drawn, with what it was drawn from: a card is drawn again
    // only when one of these changes (arguments only grow while they stream;
    // a new answer starts with none).
    struct Card {
        QTextTable *table = nullptr;
        QString name;
        QString id;
        qsizetype argumentsSize = 0;
        QString status;
        QString note;
    };

    [[nodiscard]] static CardStatus statusOf(const ConversationTurn &turn, const ToolDecision *decision);

    QTextFrame *m_frame = nullptr;
    QList<Card> m_cards; // the first calls' cards, at most MaxCards
    qsizetype m_moreCalls = 0; // calls past the cards, as the line under them says
};

} // namespace baton

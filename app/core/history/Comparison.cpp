#include "core/history/Comparison.h"

using namespace Qt::StringLiterals;

namespace baton {

namespace {

void add(Exchange &exchange, const ConversationTurn &answer)
{
    exchange.answers.append(answer);
    if (answer.answer.usage) {
        exchange.promptTokens += answer.answer.usage->promptTokens;
        exchange.completionTokens += answer.answer.usage->completionTokens;
        exchange.counted = true;
    }
    if (answer.answer.service && answer.answer.service->creditsCharged) {
        exchange.credits += *answer.answer.service->creditsCharged;
        exchange.charged = true;
    }
    if (exchange.firstTokenMs < 0 && exchange.answers.size() == 1)
        exchange.firstTokenMs = answer.firstTokenMs;
    if (answer.durationMs >= 0)
        exchange.durationMs = std::max<qint64>(0, exchange.durationMs) + answer.durationMs;
}

} // namespace

QString Exchange::answerText() const
{
    QStringList texts;
    for (const ConversationTurn &answer : answers) {
        if (!answer.answer.content.isEmpty())
            texts << answer.answer.content;
    }
    return texts.join(u"\n\n"_s);
}

QList<Exchange> Comparison::exchanges(const QList<ConversationTurn> &turns)
{
    QList<Exchange> exchanges;
    for (const ConversationTurn &turn : turns) {
        if (turn.role == ConversationTurn::Role::User) {
            exchanges.append(Exchange {});
            exchanges.last().message = turn.text;
            continue;
        }
        if (exchanges.isEmpty())
            exchanges.append(Exchange {});
        add(exchanges.last(), turn);
    }
    return exchanges;
}

Exchange Comparison::total(const QList<Exchange> &exchanges)
{
    Exchange sum;
    for (const Exchange &exchange : exchanges) {
        sum.promptTokens += exchange.promptTokens;
        sum.completionTokens += exchange.completionTokens;
        sum.counted = sum.counted || exchange.counted;
        sum.credits += exchange.credits;
        sum.charged = sum.charged || exchange.charged;
        if (exchange.durationMs >= 0)
            sum.durationMs = std::max<qint64>(0, sum.durationMs) + exchange.durationMs;
    }
    return sum;
}

} // namespace baton

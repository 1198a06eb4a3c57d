#pragma once

#include <QRegularExpression>
#include <QStringList>

namespace baton::test {

// `text` cut the way a model streams it: each piece a run of non-white
// characters with the white space around it, so that the pieces joined give
// `text` back.
inline QStringList piecesOf(const QString &text)
{
    QStringList pieces;
    static const QRegularExpression piece(QStringLiteral("\\s*\\S+\\s*"));
    for (auto it = piece.globalMatch(text); it.hasNext();)
        pieces << it.next().captured();
    return pieces;
}

} // namespace baton::test

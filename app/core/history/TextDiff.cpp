#include "core/history/TextDiff.h"

#include <QHash>
#include <QRegularExpression>

#include <dtl/dtl.hpp>
#include <vector>

using namespace Qt::StringLiterals;

namespace baton {

QList<QString> TextDiff::split(const QString &text)
{
    static const QRegularExpression word(u"[\\p{L}\\p{N}\\p{M}_]+|\\s+|."_s,
                                         QRegularExpression::DotMatchesEverythingOption);
    QList<QString> words;
    for (QRegularExpressionMatchIterator it = word.globalMatch(text); it.hasNext();)
        words.append(it.next().captured());
    return words;
}

namespace {

// Whether at least half of the words of the shorter text (spaces aside) are
// in the other, counted as a multiset: linear, and it spares the script its
// worst case, two texts that share next to nothing.
bool alike(const QList<QString> &a, const QList<QString> &b)
{
    QHash<QStringView, qsizetype> counts;
    qsizetype wordsA = 0;
    for (const QString &word : a) {
        if (!word.front().isSpace()) {
            ++counts[QStringView(word)];
            ++wordsA;
        }
    }
    qsizetype wordsB = 0;
    qsizetype shared = 0;
    for (const QString &word : b) {
        if (word.front().isSpace())
            continue;
        ++wordsB;
        if (auto it = counts.find(QStringView(word)); it != counts.end() && *it > 0) {
            --*it;
            ++shared;
        }
    }
    return shared * 2 >= std::min(wordsA, wordsB);
}

} // namespace

std::optional<QList<DiffPiece>> TextDiff::words(const QString &before, const QString &after)
{
    const QList<QString> a = split(before);
    const QList<QString> b = split(after);
    if (a.size() > MaxWords || b.size() > MaxWords)
        return std::nullopt;
    QList<DiffPiece> pieces;
    const auto append = [&pieces](DiffPiece::Kind kind, const QString &text) {
        if (!pieces.isEmpty() && pieces.constLast().kind == kind)
            pieces.last().text += text;
        else
            pieces.append({kind, text});
    };
    if (a.isEmpty() || b.isEmpty() || !alike(a, b)) {
        // The library needs two sequences; one empty side is all removed or
        // all added. Texts with little in common are marked whole: the
        // script's cost grows with the number of changes, and one that
        // changes nearly everything says no more than this.
        if (!before.isEmpty())
            append(DiffPiece::Kind::Removed, before);
        if (!after.isEmpty())
            append(DiffPiece::Kind::Added, after);
        return pieces;
    }

    dtl::Diff<QString, std::vector<QString>> diff(std::vector<QString>(a.cbegin(), a.cend()),
                                                  std::vector<QString>(b.cbegin(), b.cend()));
    diff.compose();
    // The script interleaves a change's removed and added words: each run
    // of changes is given as its removed words, then its added ones.
    QString removed;
    QString added;
    const auto flush = [&] {
        if (!removed.isEmpty())
            append(DiffPiece::Kind::Removed, std::exchange(removed, {}));
        if (!added.isEmpty())
            append(DiffPiece::Kind::Added, std::exchange(added, {}));
    };
    for (const auto &[word, info] : diff.getSes().getSequence()) {
        switch (info.type) {
        case dtl::SES_COMMON:
            flush();
            append(DiffPiece::Kind::Same, word);
            break;
        case dtl::SES_DELETE:
            removed += word;
            break;
        case dtl::SES_ADD:
            added += word;
            break;
        }
    }
    flush();
    return pieces;
}

} // namespace baton

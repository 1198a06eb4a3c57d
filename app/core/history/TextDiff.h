#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace baton {

// A piece of two texts compared word by word.
struct DiffPiece {
    enum class Kind {
        Same, // in both
        Removed, // in the first only
        Added, // in the second only
    };
    Kind kind = Kind::Same;
    QString text;

    friend bool operator==(const DiffPiece &, const DiffPiece &) = default;
};

// Two answers compared word by word, through the Diff Template Library
// (Debian's libdtl-dev: Wu's O(NP) shortest edit script). A word is a run of
// letters, digits and marks, a run of spaces, or any other single character,
// so that a changed comma does not mark its word. Two texts with less than
// half of their words in common are marked whole, one removed and the other
// added: comparing them word by word would cost the most and show nothing more.
class TextDiff
{
public:
    TextDiff() = delete;

    // The longest text compared, in words (spaces count: about 6 000 words of
    // prose); a longer one is not marked.
    static constexpr qsizetype MaxWords = 12000;

    // The pieces of both texts in order, those of a change removed before
    // added; their Same and Removed pieces make `before`, their Same and
    // Added pieces `after`. Nothing when either has more than MaxWords words.
    [[nodiscard]] static std::optional<QList<DiffPiece>> words(const QString &before, const QString &after);
    // `text` cut into the words words() compares.
    [[nodiscard]] static QList<QString> split(const QString &text);
};

} // namespace baton

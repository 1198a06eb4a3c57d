#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace baton {

// UTF-8 as the WHATWG Encoding Standard decodes it: a maximal invalid
// subsequence becomes one U+FFFD, and a byte that cannot continue a sequence
// ends it and is read again on its own. Splitting the bytes at ASCII bytes and
// decoding each part gives the same text as decoding the whole, which is what
// lets the event-stream parser decode one field value at a time.
class Utf8 final
{
public:
    Utf8() = delete;

    [[nodiscard]] static bool isValid(QByteArrayView bytes);
    // The bytes with every decoding error replaced by U+FFFD (EF BF BD).
    [[nodiscard]] static QByteArray withReplacements(QByteArrayView bytes);
    // The text of valid UTF-8, a leading U+FEFF included (QString::fromUtf8
    // drops it).
    [[nodiscard]] static QString decode(QByteArrayView validUtf8);
    // The length of the valid sequence at `at` (1 to 4), or 0 when the bytes
    // there do not start a valid sequence.
    [[nodiscard]] static int sequenceLength(const char *at, const char *end);
};

} // namespace baton

#include "core/sse/Utf8.h"

#include <QStringDecoder>

#include <cstring>

namespace baton {

namespace {

// The range of the second byte after a lead byte (Encoding Standard, UTF-8
// decoder): the narrowed ranges exclude overlong forms, surrogates and code
// points above U+10FFFF. Zero length means the byte cannot lead a sequence.
struct Lead {
    int length;
    uchar lower;
    uchar upper;
};

constexpr Lead leadOf(uchar byte)
{
    if (byte < 0x80)
        return {1, 0, 0};
    if (byte >= 0xC2 && byte <= 0xDF)
        return {2, 0x80, 0xBF};
    if (byte == 0xE0)
        return {3, 0xA0, 0xBF};
    if (byte == 0xED)
        return {3, 0x80, 0x9F};
    if (byte >= 0xE1 && byte <= 0xEF)
        return {3, 0x80, 0xBF};
    if (byte == 0xF0)
        return {4, 0x90, 0xBF};
    if (byte == 0xF4)
        return {4, 0x80, 0x8F};
    if (byte >= 0xF1 && byte <= 0xF3)
        return {4, 0x80, 0xBF};
    return {0, 0, 0};
}

// How many bytes from `at` belong to the sequence the decoder reads there:
// `valid` says whether they form a code point; when they do not, they are the
// bytes that one U+FFFD replaces (at least one).
qsizetype scan(const uchar *at, const uchar *end, bool &valid)
{
    const Lead lead = leadOf(*at);
    if (lead.length == 1) {
        valid = true;
        return 1;
    }
    if (lead.length == 0) {
        valid = false;
        return 1;
    }
    qsizetype seen = 1;
    uchar lower = lead.lower;
    uchar upper = lead.upper;
    while (seen < lead.length) {
        if (at + seen == end || at[seen] < lower || at[seen] > upper) {
            valid = false;
            return seen;
        }
        lower = 0x80;
        upper = 0xBF;
        ++seen;
    }
    valid = true;
    return seen;
}

constexpr quint64 highBits = 0x8080808080808080ULL;

// The first byte at or after `at` with its high bit set, or `end`.
const uchar *skipAscii(const uchar *at, const uchar *end)
{
    while (end - at >= 8) {
        quint64 word;
        std::memcpy(&word, at, sizeof word);
        if (word & highBits)
            break;
        at += 8;
    }
    while (at != end && *at < 0x80)
        ++at;
    return at;
}

} // namespace

int Utf8::sequenceLength(const char *at, const char *end)
{
    bool valid = false;
    const qsizetype length = scan(reinterpret_cast<const uchar *>(at), reinterpret_cast<const uchar *>(end), valid);
    return valid ? int(length) : 0;
}

bool Utf8::isValid(QByteArrayView bytes)
{
    const auto *at = reinterpret_cast<const uchar *>(bytes.data());
    const auto *end = at + bytes.size();
    while ((at = skipAscii(at, end)) != end) {
        bool valid = false;
        at += scan(at, end, valid);
        if (!valid)
            return false;
    }
    return true;
}

QString Utf8::decode(QByteArrayView validUtf8)
{
    QStringDecoder decoder(QStringDecoder::Utf8,
                           QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    return decoder.decode(validUtf8);
}

QByteArray Utf8::withReplacements(QByteArrayView bytes)
{
    static constexpr char replacement[] = "\xEF\xBF\xBD";
    QByteArray out;
    out.reserve(bytes.size() + bytes.size() / 2);
    const auto *at = reinterpret_cast<const uchar *>(bytes.data());
    const auto *end = at + bytes.size();
    while (at != end) {
        const uchar *ascii = skipAscii(at, end);
        out.append(reinterpret_cast<const char *>(at), ascii - at);
        at = ascii;
        if (at == end)
            break;
        bool valid = false;
        const qsizetype length = scan(at, end, valid);
        if (valid)
            out.append(reinterpret_cast<const char *>(at), length);
        else
            out.append(replacement, 3);
        at += length;
    }
    return out;
}

} // namespace baton

#include "core/chat/ChatChunkReader.h"

#include "core/sse/Utf8.h"

#include <QStringDecoder>

#include <array>
#include <cstring>
#include <utility>

namespace baton {

namespace {

using String = ChatChunkReader::String;

// Whether `bytes` are `word` (a literal); inlined, unlike QByteArrayView's ==.
template<qsizetype N> bool is(QByteArrayView bytes, const char (&word)[N])
{
    return bytes.size() == N - 1 && std::memcmp(bytes.data(), word, N - 1) == 0;
}

struct Cursor {
    const char *at;
    const char *end;

    void skipSpace()
    {
        while (at != end && (*at == ' ' || *at == '\n' || *at == '\r' || *at == '\t'))
            ++at;
    }

    bool take(char c)
    {
        skipSpace();
        if (at == end || *at != c)
            return false;
        ++at;
        return true;
    }

    template<qsizetype N> bool takeWord(const char (&word)[N])
    {
        skipSpace();
        if (end - at < N - 1 || !is(QByteArrayView(at, N - 1), word))
            return false;
        at += N - 1;
        return true;
    }
};

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The code unit of the four hex digits at `at`, or -1.
int readHex4(const char *at, const char *end)
{
    if (end - at < 4)
        return -1;
    int unit = 0;
    for (int i = 0; i < 4; ++i) {
        const int digit = hexValue(at[i]);
        if (digit < 0)
            return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}

bool isHighSurrogate(int unit)
{
    return unit >= 0xD800 && unit <= 0xDBFF;
}
bool isLowSurrogate(int unit)
{
    return unit >= 0xDC00 && unit <= 0xDFFF;
}

// Bytes that stand for themselves inside a JSON string: printable ASCII
// other than the quote and the backslash.
constexpr auto plainStringByte = [] {
    std::array<bool, 256> plain {};
    for (int byte = 0x20; byte < 0x80; ++byte)
        plain[byte] = byte != '"' && byte != '\\';
    return plain;
}();

// A string whose escapes are all valid, whose \u escapes pair their
// surrogates, with no control character and only valid UTF-8.
bool readString(Cursor &c, String &out)
{
    if (!c.take('"'))
        return false;
    const char *start = c.at;
    // QJsonDocument drops a U+FEFF that starts a string: leave those to it.
    if (c.end - start >= 3 && is(QByteArrayView(start, 3), "\xEF\xBB\xBF"))
        return false;
    bool escaped = false;
    bool ascii = true;
    for (;;) {
        while (c.at != c.end && plainStringByte[uchar(*c.at)])
            ++c.at;
        if (c.at == c.end)
            return false;
        const auto byte = uchar(*c.at);
        if (byte == '"')
            break;
        if (byte < 0x20)
            return false;
        if (byte >= 0x80) {
            const int length = Utf8::sequenceLength(c.at, c.end);
            if (length == 0)
                return false;
            ascii = false;
            c.at += length;
            continue;
        }
        escaped = true;
        if (++c.at == c.end)
            return false;
        switch (*c.at) {
        case '"':
        case '\\':
        case '/':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
            ++c.at;
            break;
        case 'u': {
            const int unit = readHex4(c.at + 1, c.end);
            if (unit < 0 || isLowSurrogate(unit))
                return false;
            c.at += 5;
            if (isHighSurrogate(unit)) {
                if (c.end - c.at < 2 || c.at[0] != '\\' || c.at[1] != 'u' || !isLowSurrogate(readHex4(c.at + 2, c.end)))
                    return false;
                c.at += 6;
            }
            break;
        }
        default:
            return false;
        }
    }
    out = {QByteArrayView(start, c.at - start), true, escaped, ascii};
    ++c.at;
    return true;
}

bool readNull(Cursor &c)
{
    return c.takeWord("null");
}

bool readStringOrNull(Cursor &c, String &out)
{
    c.skipSpace();
    if (c.at != c.end && *c.at == '"')
        return readString(c, out);
    return readNull(c);
}

// A non-negative integer that a double holds exactly.
bool readInteger(Cursor &c, qint64 *value = nullptr)
{
    c.skipSpace();
    const char *start = c.at;
    qint64 number = 0;
    for (; c.at != c.end && *c.at >= '0' && *c.at <= '9'; ++c.at) {
        if (c.at - start < 15)
            number = number * 10 + (*c.at - '0');
    }
    const qsizetype digits = c.at - start;
    if (value)
        *value = number;
    return digits > 0 && digits <= 15 && (digits == 1 || *start != '0');
}

// An object, each member read by `member(key)`, which refuses a key by
// returning false. A key seen twice is refused.
template<typename ReadMember> bool readObject(Cursor &c, ReadMember &&member)
{
    if (!c.take('{'))
        return false;
    if (c.take('}'))
        return true;
    unsigned seen = 0;
    for (;;) {
        String key;
        if (!readString(c, key) || key.escaped || !c.take(':'))
            return false;
        const int bit = member(key.raw);
        if (bit < 0 || (seen & (1U << bit)))
            return false;
        seen |= 1U << bit;
        if (c.take(','))
            continue;
        return c.take('}');
    }
}

bool readFunction(Cursor &c, ChatChunkReader::ToolCallPiece &piece)
{
    return readObject(c, [&](QByteArrayView key) {
        if (is(key, "name"))
            return readStringOrNull(c, piece.name) ? 0 : -1;
        if (is(key, "arguments"))
            return readStringOrNull(c, piece.arguments) ? 1 : -1;
        return -1;
    });
}

bool readToolCall(Cursor &c, ChatChunkReader::ToolCallPiece &piece)
{
    return readObject(c, [&](QByteArrayView key) {
        if (is(key, "index")) {
            qint64 index = 0;
            if (!readInteger(c, &index))
                return -1;
            piece.index = index;
            return 0;
        }
        if (is(key, "id"))
            return readStringOrNull(c, piece.id) ? 1 : -1;
        if (is(key, "type"))
            return readStringOrNull(c, piece.type) ? 2 : -1;
        if (is(key, "function"))
            return readFunction(c, piece) ? 3 : -1;
        return -1;
    });
}

// A non-empty array of tool call pieces.
bool readToolCalls(Cursor &c, ChatChunkReader::Chunk &chunk)
{
    if (!c.take('['))
        return false;
    do {
        ChatChunkReader::ToolCallPiece piece;
        if (!readToolCall(c, piece))
            return false;
        chunk.toolCalls.append(piece);
    } while (c.take(','));
    return c.take(']');
}

bool readDelta(Cursor &c, ChatChunkReader::Chunk &chunk)
{
    return readObject(c, [&](QByteArrayView key) {
        if (is(key, "role"))
            return readString(c, chunk.role) ? 0 : -1;
        if (is(key, "content"))
            return readStringOrNull(c, chunk.content) ? 1 : -1;
        if (is(key, "refusal"))
            return readNull(c) ? 2 : -1;
        if (is(key, "tool_calls"))
            return readToolCalls(c, chunk) ? 3 : -1;
        return -1;
    });
}

bool readChoice(Cursor &c, ChatChunkReader::Chunk &chunk)
{
    return readObject(c, [&](QByteArrayView key) {
        if (is(key, "index"))
            return c.takeWord("0") ? 0 : -1;
        if (is(key, "delta"))
            return readDelta(c, chunk) ? 1 : -1;
        if (is(key, "finish_reason"))
            return readStringOrNull(c, chunk.finishReason) ? 2 : -1;
        if (is(key, "logprobs"))
            return readNull(c) ? 3 : -1;
        return -1;
    });
}

// Appends valid UTF-8.
void appendUtf8(QByteArrayView bytes, bool ascii, QString &out)
{
    if (ascii) {
        out.append(QLatin1StringView(bytes));
        return;
    }
    const qsizetype start = out.size();
    out.resize(start + bytes.size());
    QStringDecoder decoder(QStringDecoder::Utf8,
                           QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    const QChar *end = decoder.appendToBuffer(out.data() + start, bytes);
    out.resize(end - out.constData());
}

} // namespace

bool ChatChunkReader::read(QByteArrayView json, Chunk &chunk)
{
    Cursor c {json.data(), json.data() + json.size()};
    Chunk read;
    bool hasChoices = false;
    const bool ok = readObject(c, [&](QByteArrayView key) {
        String ignored;
        if (is(key, "id"))
            return readString(c, read.id) ? 0 : -1;
        if (is(key, "object"))
            return readString(c, ignored) ? 1 : -1;
        if (is(key, "created"))
            return readInteger(c) ? 2 : -1;
        if (is(key, "model"))
            return readString(c, read.model) ? 3 : -1;
        if (is(key, "system_fingerprint"))
            return readStringOrNull(c, ignored) ? 4 : -1;
        if (is(key, "usage"))
            return readNull(c) ? 5 : -1;
        if (is(key, "choices")) {
            hasChoices = c.take('[') && readChoice(c, read) && c.take(']');
            return hasChoices ? 6 : -1;
        }
        return -1;
    });
    c.skipSpace();
    if (!ok || !hasChoices || c.at != c.end)
        return false;
    chunk = std::move(read);
    return true;
}

void ChatChunkReader::appendText(const String &string, QString &out)
{
    if (!string.escaped) {
        appendUtf8(string.raw, string.ascii, out);
        return;
    }
    const char *at = string.raw.data();
    const char *end = at + string.raw.size();
    while (at != end) {
        const char *escape = at;
        while (escape != end && *escape != '\\')
            ++escape;
        appendUtf8(QByteArrayView(at, escape - at), string.ascii, out);
        if (escape == end)
            return;
        const char kind = escape[1];
        at = escape + 2;
        switch (kind) {
        case 'b':
            out.append(QChar(u'\b'));
            break;
        case 'f':
            out.append(QChar(u'\f'));
            break;
        case 'n':
            out.append(QChar(u'\n'));
            break;
        case 'r':
            out.append(QChar(u'\r'));
            break;
        case 't':
            out.append(QChar(u'\t'));
            break;
        case 'u': {
            out.append(QChar(char16_t(readHex4(at, end))));
            at += 4;
            if (isHighSurrogate(out.back().unicode())) {
                out.append(QChar(char16_t(readHex4(at + 2, end))));
                at += 6;
            }
            break;
        }
        default:
            out.append(QLatin1Char(kind));
            break;
        }
    }
}

} // namespace baton

#include "core/sse/SseParser.h"

#include <bit>
#include <cstring>
#include <functional>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace baton {

namespace {

constexpr char bom[] = "\xEF\xBB\xBF";
constexpr QByteArrayView defaultEventType("message");

struct LineEnd {
    const char *at; // the first CR or LF, or the end of the bytes
    bool ascii; // no byte before `at` is above 0x7F
};

LineEnd findLineEnd(const char *at, const char *end)
{
    bool ascii = true;
#if defined(__SSE2__)
    const __m128i lf = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    __m128i seen = _mm_setzero_si128();
    while (end - at >= 16) {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
        const auto mask
            = unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(block, lf), _mm_cmpeq_epi8(block, cr))));
        if (mask != 0) {
            const int offset = std::countr_zero(mask);
            const auto high = unsigned(_mm_movemask_epi8(block)) & ((1U << offset) - 1);
            return {at + offset, _mm_movemask_epi8(seen) == 0 && high == 0};
        }
        seen = _mm_or_si128(seen, block);
        at += 16;
    }
    ascii = _mm_movemask_epi8(seen) == 0;
#endif
    unsigned char high = 0;
    while (at != end && *at != '\n' && *at != '\r')
        high |= static_cast<unsigned char>(*at++);
    return {at, ascii && high < 0x80};
}

template<qsizetype N> bool is(QByteArrayView name, const char (&field)[N])
{
    return name.size() == N - 1 && std::memcmp(name.data(), field, N - 1) == 0;
}

bool isAsciiDigits(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

} // namespace

void SseParser::feed(QByteArrayView chunk, Sink sink)
{
    const char *at = chunk.data();
    const char *end = at + chunk.size();
    if (m_bomSeen >= 0) {
        while (at != end && m_bomSeen < 3 && *at == bom[m_bomSeen]) {
            ++at;
            ++m_bomSeen;
        }
        if (m_bomSeen == 3) {
            m_bomSeen = -1;
        } else if (at == end) {
            return; // every byte so far may still be part of a BOM
        } else {
            // Not a BOM: the bytes taken for its start are text after all.
            const int seen = m_bomSeen;
            m_bomSeen = -1;
            consume(bom, bom + seen, sink);
        }
    }
    consume(at, end, sink);
}

QList<SseEvent> SseParser::feed(QByteArrayView chunk)
{
    QList<SseEvent> events;
    feed(chunk, [&events](const SseEventView &event) { events.append(SseEvent::fromView(event)); });
    return events;
}

void SseParser::finish()
{
    m_line.clear();
    m_data.clear();
    m_repaired.clear();
    m_eventType.clear();
    m_dataAt = nullptr;
    m_dataLength = 0;
    m_dataOffset = 0;
    m_dataLines = 0;
    m_dataKept = false;
    m_dataAscii = true;
    m_lineAscii = true;
    // A new stream starts from the event source's last event ID.
    m_idBuffer = m_lastEventId;
    m_bomSeen = 0;
    m_skipLf = false;
}

std::optional<SseEvent> SseParser::unterminatedEvent() const
{
    // A copy shares the buffers; the line ends it is fed end the last line
    // (or the CRLF it began) and dispatch the event.
    SseParser copy = *this;
    std::optional<SseEvent> event;
    copy.feed("\n\n", [&event](const SseEventView &view) {
        if (!event)
            event = SseEvent::fromView(view);
    });
    return event;
}

void SseParser::consume(const char *at, const char *end, const Sink &sink)
{
    if (m_skipLf && at != end) {
        if (*at == '\n')
            ++at;
        m_skipLf = false;
    }
    // Where the next line starts: past a LF, past a CRLF, or past a CR that
    // may be the first half of a CRLF split between two chunks.
    const auto nextLine = [this, end](const char *lineEnd) {
        if (*lineEnd == '\n')
            return lineEnd + 1;
        if (lineEnd + 1 == end) {
            m_skipLf = true;
            return end;
        }
        return lineEnd + (lineEnd[1] == '\n' ? 2 : 1);
    };

    const bool continuesLine = !m_line.isEmpty();
    if (continuesLine) {
        const LineEnd lineEnd = findLineEnd(at, end);
        m_line.append(at, lineEnd.at - at);
        m_lineAscii = m_lineAscii && lineEnd.ascii;
        if (lineEnd.at == end)
            return;
        processLine(m_line.constData(), m_line.size(), m_lineAscii, sink);
        at = nextLine(lineEnd.at);
    }
    LineEnd lineEnd {at, true};
    while (at != end) {
        lineEnd = findLineEnd(at, end);
        if (lineEnd.at == end)
            break;
        processLine(at, lineEnd.at - at, lineEnd.ascii, sink);
        at = nextLine(lineEnd.at);
    }
    // The chunk and the finished line are about to go: the data buffer must
    // not point into them any more.
    keepData();
    if (continuesLine)
        m_line.resize(0);
    if (at != end) {
        m_line.append(at, end - at);
        m_lineAscii = lineEnd.ascii;
    }
}

void SseParser::processLine(const char *line, qsizetype length, bool ascii, const Sink &sink)
{
    if (length == 0) {
        dispatch(sink);
        return;
    }
    if (line[0] == ':')
        return;
    const char *end = line + length;
    const char *colon = line;
    while (colon != end && *colon != ':')
        ++colon;
    if (colon == end) {
        processField(QByteArrayView(line, length), QByteArrayView(), true);
        return;
    }
    const char *value = colon + 1;
    if (value != end && *value == ' ')
        ++value;
    processField(QByteArrayView(line, colon - line), QByteArrayView(value, end - value), ascii);
}

void SseParser::processField(QByteArrayView name, QByteArrayView value, bool ascii)
{
    if (is(name, "data")) {
        if (m_dataLines == 0) {
            m_dataAt = value.data();
            m_dataLength = value.size();
            m_dataAscii = ascii;
        } else {
            keepData();
            m_data.append('\n');
            m_data.append(value);
            m_dataAscii = m_dataAscii && ascii;
        }
        ++m_dataLines;
    } else if (is(name, "event")) {
        if (ascii || Utf8::isValid(value)) {
            if (!m_eventType.isEmpty())
                m_eventType.resize(0);
            m_eventType.append(value);
        } else {
            m_eventType = Utf8::withReplacements(value);
        }
    } else if (is(name, "id")) {
        if (!value.contains('\0'))
            m_idBuffer = ascii ? value.toByteArray() : Utf8::withReplacements(value);
    } else if (is(name, "retry")) {
        if (!isAsciiDigits(value))
            return;
        constexpr qint64 max = std::numeric_limits<qint64>::max();
        qint64 milliseconds = 0;
        for (const char digit : value)
            milliseconds = milliseconds > (max - 9) / 10 ? max : milliseconds * 10 + (digit - '0');
        m_reconnectionTime = milliseconds;
    }
}

void SseParser::keepData()
{
    if (m_dataLines == 0 || m_dataKept)
        return;
    m_dataKept = true;
    const char *line = m_line.constData();
    if (!std::less<const char *>()(m_dataAt, line) && std::less<const char *>()(m_dataAt, line + m_line.size())) {
        // The data is the end of a line that spanned chunks: take that
        // buffer over instead of copying it (a long line is copied once).
        m_dataOffset = m_dataAt - line;
        m_data.swap(m_line);
        return;
    }
    m_dataOffset = 0;
    if (!m_data.isEmpty())
        m_data.resize(0);
    m_data.append(m_dataAt, m_dataLength);
}

void SseParser::dispatch(const Sink &sink)
{
    if (!m_lastEventId.isSharedWith(m_idBuffer))
        m_lastEventId = m_idBuffer;
    if (m_dataLines == 0) {
        if (!m_eventType.isEmpty())
            m_eventType.resize(0);
        return;
    }
    QByteArrayView data
        = m_dataKept ? QByteArrayView(m_data).sliced(m_dataOffset) : QByteArrayView(m_dataAt, m_dataLength);
    if (!m_dataAscii && !Utf8::isValid(data)) {
        m_repaired = Utf8::withReplacements(data);
        data = m_repaired;
    }
    sink(SseEventView {m_eventType.isEmpty() ? defaultEventType : QByteArrayView(m_eventType), data, m_lastEventId});
    m_dataLines = 0;
    m_dataKept = false;
    if (!m_data.isEmpty())
        m_data.resize(0);
    if (!m_eventType.isEmpty())
        m_eventType.resize(0);
}

} // namespace baton

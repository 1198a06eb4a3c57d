#pragma once

#include "core/sse/SseEvent.h"
#include "core/sse/Utf8.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <concepts>
#include <optional>
#include <type_traits>

namespace baton {

// Reads a text/event-stream incrementally, as the WHATWG HTML standard
// ("interpreting an event stream") says: one leading BOM stripped, CR, LF and
// CRLF line ends, comments, fields with or without a value, event/data/id/retry,
// dispatch on a blank line. Bytes are scanned as they arrive and each one is
// looked at a bounded number of times, however the stream is cut into chunks.
// Owns the unfinished line and the buffers of the event being built.
class SseParser final
{
public:
    // A non-owning reference to the callable that receives each event; the
    // callable must outlive the feed() call it is given to, and must not feed
    // or finish the parser that calls it.
    class Sink
    {
    public:
        template<typename F>
        requires(!std::same_as<std::remove_cvref_t<F>, Sink> && std::invocable<F &, const SseEventView &>)
            Sink(F &&callable)
            : m_object(const_cast<void *>(static_cast<const void *>(&callable)))
            , m_call([](void *object, const SseEventView &event) {
                (*static_cast<std::remove_reference_t<F> *>(object))(event);
            })
        { }

        void operator()(const SseEventView &event) const { m_call(m_object, event); }

    private:
        void *m_object;
        void (*m_call)(void *, const SseEventView &);
    };

    // Reads the next bytes of the stream; every event they complete goes to
    // `sink`, in order, before feed() returns.
    void feed(QByteArrayView chunk, Sink sink);
    // The same, returning the events as values.
    [[nodiscard]] QList<SseEvent> feed(QByteArrayView chunk);
    // Ends the stream: an unterminated line and an undispatched event are
    // discarded. The last event ID and the reconnection time are kept (they
    // are what a reconnection sends), and the next feed() starts a new stream.
    void finish();
    // The event the stream was building when its bytes ran out: what a blank
    // line would dispatch now, an unterminated last line read as a field, or
    // nothing without a data line. The standard discards it (finish() does);
    // a caller may look at it to tolerate a last event whose blank line never
    // came. The parser is left as it was, so this depends only on the bytes
    // fed, not on how they were cut.
    [[nodiscard]] std::optional<SseEvent> unterminatedEvent() const;

    // The last event ID of the event source: set when an event is dispatched.
    [[nodiscard]] QString lastEventId() const { return Utf8::decode(m_lastEventId); }
    // Milliseconds, from the last valid `retry` field.
    [[nodiscard]] std::optional<qint64> reconnectionTime() const { return m_reconnectionTime; }

private:
    void consume(const char *at, const char *end, const Sink &sink);
    void processLine(const char *line, qsizetype length, bool ascii, const Sink &sink);
    void processField(QByteArrayView name, QByteArrayView value, bool ascii);
    void dispatch(const Sink &sink);
    void keepData();

    QByteArray m_line; // the start of a line whose end has not arrived yet
    QByteArray m_data; // holds the data buffer once it had to be kept
    QByteArray m_repaired; // scratch space for data that was not valid UTF-8
    QByteArray m_eventType;
    QByteArray m_idBuffer; // the last event ID buffer
    QByteArray m_lastEventId;
    // The data buffer (m_dataLines data lines joined by LF) is the view
    // [m_dataAt, m_dataAt + m_dataLength) into the chunk or into m_line while
    // they last; once kept, it is the end of m_data from m_dataOffset.
    const char *m_dataAt = nullptr;
    qsizetype m_dataLength = 0;
    qsizetype m_dataOffset = 0;
    qsizetype m_dataLines = 0;
    bool m_dataKept = false;
    bool m_dataAscii = true; // no byte of the data buffer is above 0x7F
    bool m_lineAscii = true; // the same for m_line
    std::optional<qint64> m_reconnectionTime;
    int m_bomSeen = 0; // bytes of a leading BOM matched so far; -1 once decided
    bool m_skipLf = false; // the last line ended with a CR that may be half of a CRLF
};

} // namespace baton

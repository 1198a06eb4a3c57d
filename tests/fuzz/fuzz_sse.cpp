// libFuzzer target over SseParser and ChatStreamDecoder. The invariant: the
// same bytes give the same events and the same ChatAnswer however they are cut
// into chunks, and the fast chunk reader agrees with the QJsonDocument path.
//
// Input: byte 0 holds the number of chunk-length bytes that follow (low four
// bits) and whether the decoder gets a pinned service key (bit 4); the chunk
// lengths are used in turn, over and over; the rest is the stream.

#include "core/chat/ChatStreamDecoder.h"
#include "core/sse/SseParser.h"

#include <QByteArray>
#include <QList>

#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;
using namespace baton;

namespace {

struct Outcome {
    QList<QByteArray> events; // type, data and last event ID of each event
    QList<ChatDelta::Changes> changes;
    QString contentFromDeltas;
    ChatAnswer turn;
};

Outcome run(QByteArrayView stream, const QList<qsizetype> &pieces, bool pinned, bool fastPath)
{
    SseParser parser;
    ChatStreamDecoder decoder(pinned ? u"svc"_s : QString());
    decoder.setFastPathEnabled(fastPath);
    Outcome outcome;
    const auto onEvent = [&](const SseEventView &event) {
        if (!event.type.isValidUtf8() || !event.data.isValidUtf8() || !event.lastEventId.isValidUtf8()) {
            std::fputs("event with invalid UTF-8\n", stderr);
            std::abort();
        }
        outcome.events.append(event.type.toByteArray() + '\0' + event.data.toByteArray() + '\0'
                              + event.lastEventId.toByteArray());
        const ChatDelta delta = decoder.feed(event);
        outcome.changes.append(delta.changes);
        outcome.contentFromDeltas += delta.content;
    };
    qsizetype at = 0;
    for (qsizetype i = 0; at < stream.size(); ++i) {
        const qsizetype size = pieces.isEmpty() ? stream.size() : pieces.at(i % pieces.size());
        parser.feed(stream.sliced(at, std::min(size, stream.size() - at)), onEvent);
        at += size;
    }
    outcome.changes.append(decoder.finish(parser.unterminatedEvent()).changes);
    parser.finish();
    outcome.turn = decoder.takeAnswer();
    return outcome;
}

void check(bool same, const char *what)
{
    if (!same) {
        std::fprintf(stderr, "mismatch: %s\n", what);
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const int pieceCount = data[0] & 0x0F;
    const bool pinned = (data[0] & 0x10) != 0;
    if (size < size_t(1 + pieceCount))
        return 0;
    QList<qsizetype> pieces;
    for (int i = 0; i < pieceCount; ++i)
        pieces.append(data[1 + i] % 64 + 1);
    if (pieces.isEmpty())
        pieces.append(1);
    const QByteArrayView stream(reinterpret_cast<const char *>(data) + 1 + pieceCount,
                                qsizetype(size) - 1 - pieceCount);

    const Outcome whole = run(stream, {}, pinned, true);
    const Outcome chunked = run(stream, pieces, pinned, true);
    const Outcome general = run(stream, pieces, pinned, false);

    check(whole.events == chunked.events, "events, whole and chunked");
    check(whole.changes == chunked.changes, "deltas, whole and chunked");
    check(whole.turn == chunked.turn, "turn, whole and chunked");
    check(whole.contentFromDeltas == whole.turn.content, "content deltas add up to the content");
    check(whole.changes == general.changes, "deltas, fast and general path");
    check(whole.turn == general.turn, "turn, fast and general path");
    return 0;
}

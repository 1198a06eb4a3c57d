// Throughput of the chat streaming path: SseParser alone, SseParser with
// ChatStreamDecoder, the cost of one long data line against its length, and
// tool calls (many calls, many pieces of one call) against as many pieces of
// text. Run a Release build: see docs/performance.md.

#include "core/chat/ChatStreamDecoder.h"
#include "core/sse/SseParser.h"

#include <QByteArray>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <functional>

using baton::ChatStreamDecoder;
using baton::SseEventView;
using baton::SseParser;

namespace {

constexpr qsizetype streamBytes = 100 * 1000 * 1000;
constexpr qsizetype pieceBytes = 16 * 1024;
// Each figure is the best of several runs (the machine is shared): at least
// minRounds, and more while they take less than a second and a half in all.
constexpr int minRounds = 5;
constexpr int maxRounds = 100;
constexpr double minSeconds = 1.5;

QByteArray openAiStream()
{
    const QByteArray event = "data: {\"choices\":[{\"delta\":{\"content\":\"token\"}}]}\n\n";
    QByteArray bytes;
    bytes.reserve(streamBytes + event.size());
    while (bytes.size() + event.size() <= streamBytes - 14)
        bytes += event;
    bytes += "data: [DONE]\n\n";
    return bytes;
}

// The best run, in seconds.
double best(const std::function<void()> &run)
{
    double fastest = 1e9;
    double total = 0;
    for (int round = 0; round < maxRounds && (round < minRounds || total < minSeconds); ++round) {
        QElapsedTimer timer;
        timer.start();
        run();
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        fastest = std::min(fastest, seconds);
        total += seconds;
    }
    return fastest;
}

void feedInPieces(SseParser &parser, const QByteArray &bytes, qsizetype piece, SseParser::Sink sink)
{
    for (qsizetype at = 0; at < bytes.size(); at += piece)
        parser.feed(QByteArrayView(bytes).sliced(at, std::min(piece, bytes.size() - at)), sink);
    parser.finish();
}

void report(const char *what, qsizetype bytes, qsizetype events, double seconds)
{
    std::printf("%-34s %9.0f MB/s %12.0f events/s  (%lld events, %.3f s)\n", what, double(bytes) / 1e6 / seconds,
                double(events) / seconds, static_cast<long long>(events), seconds);
}

struct LongLine {
    double fresh; // seconds, on a new parser: its buffers grow from nothing
    double warm; // seconds, on a parser that has read a line as long before
};

// One event whose data is a single line of `length` bytes, fed in 1 KiB pieces.
LongLine parseLongLine(qsizetype length)
{
    const QByteArray bytes = "data: " + QByteArray(length, 'x') + "\n\n";
    qsizetype seen = 0;
    const auto sink = [&seen](const SseEventView &event) { seen += event.data.size(); };
    LongLine result {};
    result.fresh = best([&] {
        SseParser parser;
        feedInPieces(parser, bytes, 1024, sink);
    });
    SseParser parser;
    for (qsizetype at = 0; at < bytes.size(); at += 1024)
        parser.feed(QByteArrayView(bytes).sliced(at, std::min<qsizetype>(1024, bytes.size() - at)), sink);
    result.warm = best([&] {
        for (qsizetype at = 0; at < bytes.size(); at += 1024)
            parser.feed(QByteArrayView(bytes).sliced(at, std::min<qsizetype>(1024, bytes.size() - at)), sink);
    });
    if (seen % length != 0)
        std::printf("long line of %lld bytes: wrong length\n", static_cast<long long>(length));
    std::printf("one data line of %2lld MB             %9.2f ms on a new parser, %6.2f ms warm\n",
                static_cast<long long>(length / 1000000), result.fresh * 1e3, result.warm * 1e3);
    return result;
}

// An answer of `pieces` events: text pieces; one tool call each; or one tool
// call whose arguments come in that many pieces.
enum class Pieces { Text, ToolCalls, Arguments };

QByteArray piecesStream(Pieces kind, int pieces)
{
    QByteArray bytes;
    for (int i = 0; i < pieces; ++i) {
        const QByteArray n = QByteArray::number(i);
        QByteArray delta;
        if (kind == Pieces::Text)
            delta = "\"content\":\"token " + n + '"';
        else if (kind == Pieces::ToolCalls || i == 0)
            delta = R"("tool_calls":[{"index":)" + (kind == Pieces::ToolCalls ? n : QByteArray("0")) + ",\"id\":\"call-"
                + n + R"(","type":"function","function":{"name":"f","arguments":"a)" + n + "\"}}]";
        else
            delta = "\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"a" + n + "\"}}]";
        bytes += R"(data: {"choices":[{"index":0,"delta":{)" + delta + "}}]}\n\n";
    }
    return bytes + "data: [DONE]\n\n";
}

// Milliseconds to decode the answer, best of several runs.
double decodePieces(Pieces kind, int pieces)
{
    const QByteArray bytes = piecesStream(kind, pieces);
    qsizetype calls = 0;
    const double seconds = best([&] {
        SseParser parser;
        ChatStreamDecoder decoder;
        parser.feed(bytes, [&decoder](const SseEventView &event) { decoder.feed(event); });
        parser.finish();
        decoder.finish();
        calls = decoder.answer().toolCalls.size();
    });
    const qsizetype expected = kind == Pieces::Text ? 0 : kind == Pieces::ToolCalls ? pieces : 1;
    if (calls != expected)
        std::printf("decoder: %lld tool calls, expected %lld\n", static_cast<long long>(calls),
                    static_cast<long long>(expected));
    return seconds * 1e3;
}

void reportPieces()
{
    constexpr int few = 10000;
    constexpr int many = 40000;
    const struct {
        Pieces kind;
        const char *what;
    } kinds[] = {{Pieces::Text, "text pieces (baseline)"},
                 {Pieces::ToolCalls, "tool calls, one piece each"},
                 {Pieces::Arguments, "argument pieces of one call"}};
    for (const auto &[kind, what] : kinds) {
        const double fewMs = decodePieces(kind, few);
        const double manyMs = decodePieces(kind, many);
        std::printf("%-30s %6d in %8.2f ms, %6d in %8.2f ms, ratio %5.2f (linear: 4)\n", what, few, fewMs, many, manyMs,
                    manyMs / fewMs);
    }
}

} // namespace

int main()
{
    const QByteArray bytes = openAiStream();
    std::printf("%lld bytes of OpenAI-style events in %lld-byte pieces, best of %d or more runs\n",
                static_cast<long long>(bytes.size()), static_cast<long long>(pieceBytes), minRounds);

    qsizetype events = 0;
    qsizetype dataBytes = 0;
    const double parserOnly = best([&] {
        events = 0;
        dataBytes = 0;
        SseParser parser;
        feedInPieces(parser, bytes, pieceBytes, [&](const SseEventView &event) {
            ++events;
            dataBytes += event.data.size();
        });
    });
    report("parser", bytes.size(), events, parserOnly);

    for (const bool fastPath : {true, false}) {
        qsizetype content = 0;
        const double seconds = best([&] {
            SseParser parser;
            ChatStreamDecoder decoder;
            decoder.setFastPathEnabled(fastPath);
            feedInPieces(parser, bytes, pieceBytes, [&decoder](const SseEventView &event) { decoder.feed(event); });
            decoder.finish();
            content = decoder.answer().content.size();
            if (!decoder.answer().done || !decoder.answer().unrecognised.isEmpty())
                std::printf("decoder: unexpected turn\n");
        });
        report(fastPath ? "parser + decoder" : "parser + decoder (QJsonDocument only)", bytes.size(), events, seconds);
        if (content != (events - 1) * 5)
            std::printf("decoder: %lld characters of content, expected %lld\n", static_cast<long long>(content),
                        static_cast<long long>((events - 1) * 5));
    }

    reportPieces();

    const LongLine oneMegabyte = parseLongLine(1000000);
    const LongLine eightMegabytes = parseLongLine(8000000);
    std::printf("ratio 8 MB / 1 MB                  %9.2f warm, %.2f on a new parser (linear: 8)\n",
                eightMegabytes.warm / oneMegabyte.warm, eightMegabytes.fresh / oneMegabyte.fresh);
    return dataBytes > 0 ? 0 : 1;
}

#include "core/chat/ChatStreamDecoder.h"
#include "core/sse/SseParser.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using baton::ChatAnswer;
using baton::ChatDelta;
using baton::ChatStreamDecoder;
using baton::ChatUnrecognisedEvent;
using baton::SseEventView;
using baton::SseParser;

namespace {

// "data: <chunk>" events, each ended by a blank line.
QByteArray stream(const QList<QByteArray> &chunks, bool done = true)
{
    QByteArray bytes;
    for (const QByteArray &chunk : chunks)
        bytes += "data: " + chunk + "\n\n";
    if (done)
        bytes += "data: [DONE]\n\n";
    return bytes;
}

struct Decoded {
    ChatAnswer turn;
    QList<ChatDelta::Changes> changes;
    QString contentFromDeltas;
    QList<qsizetype> toolCallsFromDeltas;
};

Decoded decodeInPieces(const QByteArray &bytes, qsizetype pieceSize, bool fastPath, const QString &pinnedKey)
{
    SseParser parser;
    ChatStreamDecoder decoder(pinnedKey);
    decoder.setFastPathEnabled(fastPath);
    Decoded decoded;
    const auto onEvent = [&](const SseEventView &event) {
        const ChatDelta delta = decoder.feed(event);
        decoded.changes.append(delta.changes);
        decoded.contentFromDeltas += delta.content;
        decoded.toolCallsFromDeltas.append(QList<qsizetype>(delta.toolCalls.begin(), delta.toolCalls.end()));
    };
    for (qsizetype at = 0; at < bytes.size(); at += pieceSize)
        parser.feed(QByteArrayView(bytes).sliced(at, qMin(pieceSize, bytes.size() - at)), onEvent);
    decoded.changes.append(decoder.finish(parser.unterminatedEvent()).changes);
    parser.finish();
    decoded.turn = decoder.takeAnswer();
    return decoded;
}

QJsonObject jsonObject(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

// The tool calls of the timing tests: as many as one answer was seen to hold.
constexpr int manyCalls = 40000;
// The bound for decoding them in a debug build on a loaded machine: about
// 150 ms on a quiet one (a release build: 24 ms, docs/performance.md), 34 s
// when each piece searched the calls before it.
constexpr qint64 manyCallsBoundMs = 1000;

// The tool call pieces of one answer, one tool call each: `call-<n>`, with
// its index or not.
QList<QByteArray> toolCallPieces(int count, bool withIndex)
{
    QList<QByteArray> pieces;
    pieces.reserve(count);
    for (int i = 0; i < count; ++i) {
        const QByteArray n = QByteArray::number(i);
        const QByteArray index = withIndex ? "\"index\":" + n + ',' : QByteArray();
        pieces.append("{" + index + "\"id\":\"call-" + n + "\",\"type\":\"function\",\"function\":{\"name\":\"f" + n
                      + "\",\"arguments\":\"{}\"}}");
    }
    return pieces;
}

// Milliseconds the decoder takes over the events whose data are `chunks`,
// then [DONE], and the turn. The best of up to three runs, so that another
// process taking the machine for a while does not count; a run far over the
// bound is no such accident, and ends the trials.
qint64 timeDecoding(const QList<QByteArray> &chunks, ChatAnswer &turn)
{
    qint64 best = -1;
    for (int run = 0; run < 3 && (best < 0 || (best >= manyCallsBoundMs && best < 10 * manyCallsBoundMs)); ++run) {
        ChatStreamDecoder decoder;
        QElapsedTimer clock;
        clock.start();
        for (const QByteArray &chunk : chunks)
            decoder.feed(SseEventView {"message", chunk, {}});
        decoder.feed(SseEventView {"message", "[DONE]", {}});
        decoder.finish();
        const qint64 ms = clock.elapsed();
        best = best < 0 ? ms : std::min(best, ms);
        turn = decoder.takeAnswer();
    }
    return best;
}

} // namespace

// Streamed and standard chat answers in every shape of contract §5 and §6.
class tst_ChatStreamDecoder : public QObject
{
    Q_OBJECT

private:
    // Decodes the stream whole, byte by byte, and with the general JSON path
    // only: all must give the same turn, and the deltas must add up to it.
    Decoded decode(const QByteArray &bytes, const QString &pinnedKey = {})
    {
        const Decoded whole = decodeInPieces(bytes, qMax<qsizetype>(bytes.size(), 1), true, pinnedKey);
        const Decoded byteByByte = decodeInPieces(bytes, 1, true, pinnedKey);
        const Decoded general = decodeInPieces(bytes, 7, false, pinnedKey);
        [&] {
            QVERIFY(whole.turn == byteByByte.turn);
            QVERIFY(whole.turn == general.turn);
            QCOMPARE(whole.changes, general.changes);
            QCOMPARE(whole.contentFromDeltas, whole.turn.content);
        }();
        return whole;
    }

private Q_SLOTS:
    void streamedText()
    {
        const Decoded decoded = decode(stream({
            R"({"id":"chatcmpl-1","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]})",
            R"({"id":"chatcmpl-1","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[{"index":0,"delta":{"content":"Hel"},"finish_reason":null}]})",
            R"({"id":"chatcmpl-1","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[{"index":0,"delta":{"content":"lo!"},"finish_reason":null}]})",
            R"({"id":"chatcmpl-1","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]})",
            R"({"id":"chatcmpl-1","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[],"usage":{"prompt_tokens":12,"completion_tokens":40,"total_tokens":52},"sandbox":{"request_id":"req-1","credits_charged":3}})",
        }));
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.role, u"assistant"_s);
        QCOMPARE(turn.content, u"Hello!"_s);
        QCOMPARE(turn.id, u"chatcmpl-1"_s);
        QCOMPARE(turn.model, u"custom:m"_s);
        QCOMPARE(turn.finishReason, u"stop"_s);
        QVERIFY(turn.usage);
        QCOMPARE(turn.usage->promptTokens, 12);
        QCOMPARE(turn.usage->completionTokens, 40);
        QCOMPARE(turn.usage->totalTokens, 52);
        QVERIFY(turn.service);
        QCOMPARE(turn.service->key, u"sandbox"_s);
        QCOMPARE(turn.service->requestId, u"req-1"_s);
        QCOMPARE(turn.service->creditsCharged, std::optional<double>(3));
        QVERIFY(turn.unrecognised.isEmpty());
        QVERIFY(turn.done);
        QCOMPARE(turn.state(), ChatAnswer::State::Completed);

        // One delta per event, then the end: what each event changed.
        QCOMPARE(decoded.changes.size(), 7);
        QCOMPARE(decoded.changes.at(0), ChatDelta::Changes(ChatDelta::Metadata | ChatDelta::Role));
        QCOMPARE(decoded.changes.at(1), ChatDelta::Changes(ChatDelta::Content));
        QCOMPARE(decoded.changes.at(3), ChatDelta::Changes(ChatDelta::FinishReason));
        QCOMPARE(decoded.changes.at(4), ChatDelta::Changes(ChatDelta::Usage | ChatDelta::ServiceObject));
        QCOMPARE(decoded.changes.at(5), ChatDelta::Changes(ChatDelta::Done));
        QCOMPARE(decoded.changes.at(6), ChatDelta::Changes(ChatDelta::Ended));
    }

    void stateFollowsTheStream()
    {
        ChatStreamDecoder decoder;
        QCOMPARE(decoder.answer().state(), ChatAnswer::State::Streaming);
        QVERIFY(decoder.feed({"message", R"({"choices":[{"delta":{"content":"x"},"finish_reason":"length"}]})", {}})
                    .changes.testFlag(ChatDelta::Content));
        QCOMPARE(decoder.answer().state(), ChatAnswer::State::Streaming);
        QCOMPARE(decoder.feed({"message", "[DONE]", {}}).changes, ChatDelta::Changes(ChatDelta::Done));
        QCOMPARE(decoder.answer().state(), ChatAnswer::State::Streaming);
        QCOMPARE(decoder.finish().changes, ChatDelta::Changes(ChatDelta::Ended));
        QCOMPARE(decoder.answer().state(), ChatAnswer::State::Completed);
    }

    void escapedAndNonAsciiText()
    {
        const Decoded decoded = decode(stream({
            "{\"choices\":[{\"delta\":{\"content\":\"caf\\u00e9 \\ud83d\\ude00 \\\"q\\\" \\\\ \\/ "
            "\\b\\f\\n\\r\\t\"}}]}",
            "{\"choices\":[{\"delta\":{\"content\":\"h\xC3\xA9 \xF0\x9F\x98\x80 \\u0000.\"}}]}",
            "{\"choices\":[{\"delta\":{\"content\":\"\\ufeffbom\"}}]}",
        }));
        QCOMPARE(decoded.turn.content,
                 QString(u"caf\u00e9 \U0001F600 \"q\" \\ / \b\f\n\r\th\u00e9 \U0001F600 \0.\uFEFFbom"_s));
    }

    void toolCallArgumentsSplitOverManyChunks()
    {
        const Decoded decoded = decode(stream({
            R"({"choices":[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call-1","type":"function","function":{"name":"get_weather","arguments":""}}]},"finish_reason":null}]})",
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"{"
            "\\\"ci\"}}]}}]}",
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"ty\\\": "
            "\"}}]}}]}",
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":"
            "\"\\\"Par\"}}]}}]}",
            "{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"is\\\"}"
            "\"}}]}}]}",
            R"({"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]})",
            R"({"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":7,"total_tokens":12},"sandbox":{"approval_id":"ap-1","execution_id":"ex-1","expires_at":"2025-11-21T10:15:00Z","request_id":"req-2"}})",
        }));
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.toolCalls.size(), 1);
        QCOMPARE(turn.toolCalls.at(0).index, 0);
        QCOMPARE(turn.toolCalls.at(0).id, u"call-1"_s);
        QCOMPARE(turn.toolCalls.at(0).type, u"function"_s);
        QCOMPARE(turn.toolCalls.at(0).name, u"get_weather"_s);
        QCOMPARE(turn.toolCalls.at(0).arguments, u"{\"city\": \"Paris\"}"_s);
        QCOMPARE(turn.content, QString());
        QCOMPARE(turn.state(), ChatAnswer::State::ToolCalls);
        QVERIFY(turn.service);
        QCOMPARE(turn.service->approvalId, u"ap-1"_s);
        QCOMPARE(turn.service->executionId, u"ex-1"_s);
        QCOMPARE(turn.service->expiresAt, QDateTime(QDate(2025, 11, 21), QTime(10, 15), Qt::UTC));
        QCOMPARE(decoded.toolCallsFromDeltas, QList<qsizetype>({0, 0, 0, 0, 0}));
    }

    void twoToolCallsInterleavedByIndex()
    {
        const Decoded decoded = decode(stream({
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"a\",\"type\":\"function\",\"function\":{"
            "\"name\":\"first\",\"arguments\":\"{\\\"x\\\":\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":1,\"id\":\"b\",\"type\":\"function\",\"function\":{"
            "\"name\":\"second\",\"arguments\":\"{\\\"y\\\":\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"1}\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":1,\"function\":{\"arguments\":\"2\"}},{\"index\":1,"
            "\"function\":{\"arguments\":\"}\"}}]}}]}",
            R"({"choices":[{"delta":{},"finish_reason":"tool_calls"}]})",
        }));
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.toolCalls.size(), 2);
        QCOMPARE(turn.toolCalls.at(0).id, u"a"_s);
        QCOMPARE(turn.toolCalls.at(0).name, u"first"_s);
        QCOMPARE(turn.toolCalls.at(0).arguments, u"{\"x\":1}"_s);
        QCOMPARE(turn.toolCalls.at(1).index, 1);
        QCOMPARE(turn.toolCalls.at(1).id, u"b"_s);
        QCOMPARE(turn.toolCalls.at(1).name, u"second"_s);
        QCOMPARE(turn.toolCalls.at(1).arguments, u"{\"y\":2}"_s);
        // Each event says which calls it touched, once each.
        QCOMPARE(decoded.toolCallsFromDeltas, QList<qsizetype>({0, 1, 0, 1}));
    }

    void toolCallPiecesWithIdOnly()
    {
        const Decoded decoded = decode(stream({
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"id\":\"a\",\"type\":\"function\",\"function\":{\"name\":"
            "\"one\",\"arguments\":\"{\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"id\":\"b\",\"type\":\"function\",\"function\":{\"name\":"
            "\"two\",\"arguments\":\"[\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"id\":\"a\",\"function\":{\"arguments\":\"}\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"id\":\"b\",\"function\":{\"arguments\":\"]\"}}]}}]}",
            R"({"choices":[{"delta":{"tool_calls":[{"function":{"arguments":" "}}]}}]})",
        }));
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.toolCalls.size(), 2);
        QCOMPARE(turn.toolCalls.at(0).index, 0);
        QCOMPARE(turn.toolCalls.at(0).arguments, u"{}"_s);
        QCOMPARE(turn.toolCalls.at(1).index, 1);
        // A piece with neither index nor id continues the previous call.
        QCOMPARE(turn.toolCalls.at(1).arguments, u"[] "_s);
    }

    void usageChunkWithoutChoices()
    {
        const Decoded decoded = decode(stream({
            R"({"choices":[{"delta":{"content":"hi"},"finish_reason":"stop"}]})",
            R"({"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3}})",
        }));
        QVERIFY(decoded.turn.usage);
        QCOMPARE(*decoded.turn.usage, (baton::ChatUsage {1, 2, 3}));
        QCOMPARE(decoded.turn.content, u"hi"_s);
        QVERIFY(decoded.turn.unrecognised.isEmpty());
        QVERIFY(decoded.changes.at(1).testFlag(ChatDelta::Usage));
        QVERIFY(!decoded.changes.at(1).testFlag(ChatDelta::Content));
    }

    void serviceObjectUnderAnyKey_data()
    {
        QTest::addColumn<QString>("key");
        QTest::newRow("sandbox") << u"sandbox"_s;
        QTest::newRow("kitemesh") << u"kitemesh"_s;
        QTest::newRow("another service") << u"acme_gateway"_s;
    }

    void serviceObjectUnderAnyKey()
    {
        QFETCH(QString, key);
        const QByteArray chunk = "{\"choices\":[],\"" + key.toUtf8()
            + "\":{\"approval_id\":\"ap\",\"execution_id\":\"ex\",\"expires_at\":1763700600,\"credits_charged\":1.5,"
              "\"request_id\":\"rq\",\"extra\":true}}";
        const Decoded decoded = decode(stream({chunk}));
        QVERIFY(decoded.turn.service);
        const baton::ChatServiceObject &service = *decoded.turn.service;
        QCOMPARE(service.key, key);
        QCOMPARE(service.approvalId, u"ap"_s);
        QCOMPARE(service.executionId, u"ex"_s);
        QCOMPARE(service.requestId, u"rq"_s);
        QCOMPARE(service.expiresAt, QDateTime::fromSecsSinceEpoch(1763700600, Qt::UTC));
        QCOMPARE(service.creditsCharged, std::optional<double>(1.5));
        QCOMPARE(service.object.value(u"extra"_s), QJsonValue(true));
    }

    // expires_at as Unix time: seconds, or milliseconds when above 1e11
    // (1e11 seconds is the year 5138, 1e11 milliseconds March 1973).
    void expiresAtInSecondsOrMilliseconds_data()
    {
        QTest::addColumn<QByteArray>("value");
        const QDateTime instant = QDateTime::fromMSecsSinceEpoch(1763700600250, Qt::UTC);
        QTest::addColumn<QDateTime>("expected");
        QTest::newRow("seconds") << QByteArray("1763700600") << instant.addMSecs(-250);
        QTest::newRow("fractional seconds") << QByteArray("1763700600.25") << instant;
        QTest::newRow("milliseconds") << QByteArray("1763700600250") << instant;
        QTest::newRow("milliseconds as text") << QByteArray("\"1763700600250\"") << instant;
        QTest::newRow("seconds as text") << QByteArray("\"1763700600\"") << instant.addMSecs(-250);
    }

    void expiresAtInSecondsOrMilliseconds()
    {
        QFETCH(QByteArray, value);
        QFETCH(QDateTime, expected);
        const Decoded decoded
            = decode(stream({"{\"choices\":[],\"sandbox\":{\"approval_id\":\"ap\",\"expires_at\":" + value + "}}"}));
        QVERIFY(decoded.turn.service);
        QCOMPARE(decoded.turn.service->expiresAt, expected);
    }

    void pinnedServiceKeyWins()
    {
        const QByteArray bytes = stream({
            R"({"choices":[],"kitemesh":{"request_id":"from-kitemesh"},"mine":{"note":"pinned","credits_charged":2}})",
        });
        const Decoded recognised = decode(bytes);
        QVERIFY(recognised.turn.service);
        QCOMPARE(recognised.turn.service->key, u"kitemesh"_s);

        const Decoded pinned = decode(bytes, u"mine"_s);
        QVERIFY(pinned.turn.service);
        QCOMPARE(pinned.turn.service->key, u"mine"_s);
        QCOMPARE(pinned.turn.service->object.value(u"note"_s), QJsonValue(u"pinned"_s));
        QCOMPARE(pinned.turn.service->requestId, QString());

        // A pinned key that an answer lacks falls back to recognition.
        const Decoded absent = decode(bytes, u"other"_s);
        QVERIFY(absent.turn.service);
        QCOMPARE(absent.turn.service->key, u"kitemesh"_s);
    }

    // A member holding only a request id (metadata, a trace) must not hide the
    // object holding the approval, whichever comes first.
    void approvalObjectIsPreferred_data()
    {
        QTest::addColumn<QByteArray>("chunk");
        QTest::newRow("metadata first") << QByteArray(
            R"({"choices":[{"delta":{},"finish_reason":"tool_calls"}],"metadata":{"request_id":"req-m"},"sandbox":{"approval_id":"ap","execution_id":"ex"}})");
        QTest::newRow("metadata last") << QByteArray(
            R"({"choices":[{"delta":{},"finish_reason":"tool_calls"}],"kitemesh":{"approval_id":"ap","execution_id":"ex"},"metadata":{"request_id":"req-m"}})");
        QTest::newRow("execution id only") << QByteArray(
            R"({"choices":[{"delta":{},"finish_reason":"tool_calls"}],"metadata":{"request_id":"req-m"},"sandbox":{"execution_id":"ex"}})");
    }

    void approvalObjectIsPreferred()
    {
        QFETCH(QByteArray, chunk);
        const QByteArray call
            = R"({"choices":[{"delta":{"tool_calls":[{"index":0,"id":"c1","function":{"name":"f","arguments":"{}"}}]}}]})";
        const Decoded decoded = decode(stream({call, chunk}));
        QVERIFY(decoded.turn.service);
        QCOMPARE(decoded.turn.service->executionId, u"ex"_s);
        QVERIFY(decoded.turn.service->key != u"metadata"_s);
        QCOMPARE(decoded.turn.state(), ChatAnswer::State::ToolCalls);

        const QJsonObject answer = jsonObject(
            R"({"choices":[{"index":0,"finish_reason":"tool_calls","message":{"role":"assistant","tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{}"}}]}}]})");
        QJsonObject standard = jsonObject(chunk);
        standard.insert(u"choices"_s, answer.value(u"choices"_s));
        const ChatAnswer completion = ChatStreamDecoder::fromCompletion(standard);
        QVERIFY(completion.service);
        QCOMPARE(completion.service->executionId, u"ex"_s);
        QVERIFY(completion.service->key != u"metadata"_s);
    }

    void pinnedKeyWinsOverAnApprovalObject()
    {
        const QByteArray chunk
            = R"({"choices":[],"metadata":{"request_id":"req-m"},"sandbox":{"approval_id":"ap","execution_id":"ex"}})";
        const Decoded pinned = decode(stream({chunk}), u"metadata"_s);
        QVERIFY(pinned.turn.service);
        QCOMPARE(pinned.turn.service->key, u"metadata"_s);
        QCOMPARE(pinned.turn.service->approvalId, QString());
        const ChatAnswer completion = ChatStreamDecoder::fromCompletion(jsonObject(chunk), u"metadata"_s);
        QVERIFY(completion.service);
        QCOMPARE(completion.service->key, u"metadata"_s);
    }

    // Some services number each call's pieces from 0 again: a new id is a new
    // call, and pieces without an id continue the latest call at their index.
    void toolCallsSharingAnIndexKeepTheirIds()
    {
        const Decoded decoded = decode(stream({
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"call-a\",\"type\":\"function\","
            "\"function\":{\"name\":\"first\",\"arguments\":\"{\\\"x\\\"\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\":1}\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"call-b\",\"type\":\"function\","
            "\"function\":{\"name\":\"second\",\"arguments\":\"{\\\"y\\\"\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\":2}\"}}]}}]}",
            R"({"choices":[{"delta":{},"finish_reason":"tool_calls"}]})",
        }));
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.toolCalls.size(), 2);
        QCOMPARE(turn.toolCalls.at(0).id, u"call-a"_s);
        QCOMPARE(turn.toolCalls.at(0).name, u"first"_s);
        QCOMPARE(turn.toolCalls.at(0).arguments, u"{\"x\":1}"_s);
        QCOMPARE(turn.toolCalls.at(1).id, u"call-b"_s);
        QCOMPARE(turn.toolCalls.at(1).name, u"second"_s);
        QCOMPARE(turn.toolCalls.at(1).arguments, u"{\"y\":2}"_s);
        QCOMPARE(decoded.toolCallsFromDeltas, QList<qsizetype>({0, 0, 1, 1}));
    }

    // `event: done` carrying [DONE] ends the stream as a plain [DONE] does.
    void doneEventEndsTheStream()
    {
        const Decoded decoded
            = decode(stream({R"({"choices":[{"delta":{"content":"Hi"},"finish_reason":"stop"}]})"}, false)
                     + "event: done\ndata: [DONE]\n\n");
        QVERIFY(decoded.turn.done);
        QCOMPARE(decoded.turn.state(), ChatAnswer::State::Completed);
        QVERIFY(decoded.turn.unrecognised.isEmpty());
    }

    void serviceObjectsAreMerged()
    {
        const Decoded decoded = decode(stream({
            R"({"choices":[{"delta":{"content":"a"}}],"svc":{"request_id":"r1"}})",
            R"({"choices":[],"svc":{"approval_id":"ap","request_id":"r2"}})",
        }));
        QVERIFY(decoded.turn.service);
        QCOMPARE(decoded.turn.service->requestId, u"r2"_s);
        QCOMPARE(decoded.turn.service->approvalId, u"ap"_s);
    }

    void errorEventAfterContent_data()
    {
        QTest::addColumn<QByteArray>("errorEvent");
        QTest::newRow("data") << QByteArray(
            R"(data: {"error":{"message":"Upstream failed","type":"api_error","code":"internal_error","request_id":"req-9"}})"
            "\n\n");
        QTest::newRow("event: error") << QByteArray(
            "event: error\n"
            R"(data: {"error":{"message":"Upstream failed","type":"api_error","code":"internal_error","request_id":"req-9"}})"
            "\n\n");
        QTest::newRow("event: error, bare object") << QByteArray(
            "event: error\n"
            R"(data: {"message":"Upstream failed","type":"api_error","code":"internal_error","request_id":"req-9"})"
            "\n\n");
    }

    void errorEventAfterContent()
    {
        QFETCH(QByteArray, errorEvent);
        const QByteArray bytes = stream({R"({"choices":[{"delta":{"role":"assistant","content":"Partial "}}]})",
                                         R"({"choices":[{"delta":{"content":"answer"}}]})"},
                                        false)
            + errorEvent;
        const Decoded decoded = decode(bytes);
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.content, u"Partial answer"_s);
        QVERIFY(turn.error);
        QCOMPARE(turn.error->message, u"Upstream failed"_s);
        QCOMPARE(turn.error->type, u"api_error"_s);
        QCOMPARE(turn.error->code, u"internal_error"_s);
        QCOMPARE(turn.error->requestId, u"req-9"_s);
        // The error's request_id does not make it a service object.
        QVERIFY(!turn.service);
        QCOMPARE(turn.state(), ChatAnswer::State::Error);
        QVERIFY(turn.unrecognised.isEmpty());
        QVERIFY(decoded.changes.at(2).testFlag(ChatDelta::Error));
    }

    void errorEventWithPlainText()
    {
        const Decoded decoded = decode("event: error\ndata: overloaded\n\n");
        QVERIFY(decoded.turn.error);
        QCOMPARE(decoded.turn.error->message, u"overloaded"_s);
    }

    void unknownEventNamesAreKept()
    {
        const QByteArray bytes = "event: ping\ndata: {\"t\":1}\n\n"
            + stream({R"({"choices":[{"delta":{"content":"ok"},"finish_reason":"stop"}]})"})
            + "event: metrics\ndata: whatever\n\n";
        const Decoded decoded = decode(bytes);
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.content, u"ok"_s);
        QCOMPARE(turn.state(), ChatAnswer::State::Completed);
        QCOMPARE(turn.unrecognised.size(), 2);
        QCOMPARE(
            turn.unrecognised.at(0),
            (ChatUnrecognisedEvent {u"ping"_s, u"{\"t\":1}"_s, ChatUnrecognisedEvent::Reason::UnknownEventName, {}}));
        QCOMPARE(turn.unrecognised.at(1).type, u"metrics"_s);
        QCOMPARE(turn.unrecognised.at(1).data, u"whatever"_s);
        QCOMPARE(decoded.changes.at(0), ChatDelta::Changes(ChatDelta::Unrecognised));
    }

    void invalidJsonIsKept()
    {
        const Decoded decoded
            = decode(stream({R"({"choices":[{"delta":{"content":"a"}}]})", R"({"choices":[{"delta":{"content":)",
                             R"({"choices":[{"delta":{"content":"b"}}]})"}));
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.content, u"ab"_s);
        QCOMPARE(turn.unrecognised.size(), 1);
        QCOMPARE(turn.unrecognised.at(0).reason, ChatUnrecognisedEvent::Reason::InvalidJson);
        QCOMPARE(turn.unrecognised.at(0).data, u"{\"choices\":[{\"delta\":{\"content\":"_s);
        QVERIFY(!turn.unrecognised.at(0).detail.isEmpty());
        QCOMPARE(turn.state(), ChatAnswer::State::Completed);
    }

    void unknownShapesAreKept()
    {
        const Decoded decoded = decode(
            stream({R"({"hello":"world"})", R"([1,2])",
                    R"({"choices":[{"index":0,"delta":{"content":"a"}},{"index":1,"delta":{"content":"b"}}]})"}));
        const ChatAnswer &turn = decoded.turn;
        QCOMPARE(turn.content, u"a"_s);
        QCOMPARE(turn.unrecognised.size(), 3);
        QCOMPARE(turn.unrecognised.at(0).reason, ChatUnrecognisedEvent::Reason::UnknownShape);
        QCOMPARE(turn.unrecognised.at(1).reason, ChatUnrecognisedEvent::Reason::UnknownShape);
        QCOMPARE(turn.unrecognised.at(2).reason, ChatUnrecognisedEvent::Reason::OtherChoice);
    }

    void streamWithoutDoneIsInterrupted()
    {
        const Decoded decoded = decode(stream({R"({"choices":[{"delta":{"role":"assistant","content":"Half an "}}]})",
                                               R"({"choices":[{"delta":{"content":"answ"}}]})"},
                                              false)
                                       + "data: {\"choices\":[{\"delta\":{\"content\":\"lost");
        QCOMPARE(decoded.turn.content, u"Half an answ"_s);
        QVERIFY(!decoded.turn.done);
        QCOMPARE(decoded.turn.state(), ChatAnswer::State::Interrupted);
    }

    void toolCallsWithoutDoneAreInterrupted()
    {
        const Decoded decoded = decode(stream(
            {R"({"choices":[{"delta":{"tool_calls":[{"index":0,"id":"a","function":{"name":"f","arguments":"{}"}}]},"finish_reason":"tool_calls"}]})"},
            false));
        QCOMPARE(decoded.turn.state(), ChatAnswer::State::Interrupted);
        QCOMPARE(decoded.turn.toolCalls.size(), 1);
    }

    void standardTextAnswer()
    {
        const ChatAnswer turn = ChatStreamDecoder::fromCompletion(jsonObject(R"({
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1763700000, "model": "custom:m",
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "Hello!"}}],
            "usage": {"prompt_tokens": 12, "completion_tokens": 40, "total_tokens": 52},
            "sandbox": {"request_id": "req-1", "credits_charged": 3}})"));
        QCOMPARE(turn.content, u"Hello!"_s);
        QCOMPARE(turn.role, u"assistant"_s);
        QCOMPARE(turn.state(), ChatAnswer::State::Completed);
        QCOMPARE(turn.usage, std::optional<baton::ChatUsage>({12, 40, 52}));
        QVERIFY(turn.service);
        QCOMPARE(turn.service->key, u"sandbox"_s);
        QVERIFY(turn.unrecognised.isEmpty());
    }

    void standardAnswerWithContentParts()
    {
        const ChatAnswer turn = ChatStreamDecoder::fromCompletion(jsonObject(
            R"({"choices":[{"message":{"role":"assistant","content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]}}]})"));
        QCOMPARE(turn.content, u"ab"_s);
    }

    void standardAnswerEqualsItsStreamedEquivalent_data()
    {
        QTest::addColumn<QByteArray>("standard");
        QTest::addColumn<QByteArray>("streamed");

        QTest::newRow("text")
            << QByteArray(R"({
            "id": "chatcmpl-7", "object": "chat.completion", "created": 1763700000, "model": "custom:m",
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "Hello there"}}],
            "usage": {"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5},
            "kitemesh": {"request_id": "req-7", "credits_charged": 1}})")
            << stream({
                   R"({"id":"chatcmpl-7","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[{"index":0,"delta":{"role":"assistant","content":"Hello"},"finish_reason":null}]})",
                   R"({"id":"chatcmpl-7","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[{"index":0,"delta":{"content":" there"},"finish_reason":null}]})",
                   R"({"id":"chatcmpl-7","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]})",
                   R"({"id":"chatcmpl-7","object":"chat.completion.chunk","created":1763700000,"model":"custom:m","choices":[],"usage":{"prompt_tokens":3,"completion_tokens":2,"total_tokens":5},"kitemesh":{"request_id":"req-7","credits_charged":1}})",
               });

        QTest::newRow("tool calls")
            << QByteArray("{\"id\": \"chatcmpl-8\", \"object\": \"chat.completion\", \"model\": \"group:g\","
                          " \"choices\": [{\"index\": 0, \"finish_reason\": \"tool_calls\","
                          "   \"message\": {\"role\": \"assistant\", \"content\": null, \"tool_calls\": ["
                          "     {\"id\": \"call-a\", \"type\": \"function\","
                          "      \"function\": {\"name\": \"lookup\", \"arguments\": \"{\\\"q\\\":\\\"x\\\"}\"}},"
                          "     {\"id\": \"call-b\", \"type\": \"function\","
                          "      \"function\": {\"name\": \"send\", \"arguments\": \"{}\"}}]}}],"
                          " \"usage\": {\"prompt_tokens\": 9, \"completion_tokens\": 4, \"total_tokens\": 13},"
                          " \"sandbox\": {\"approval_id\": \"ap-8\", \"execution_id\": \"ex-8\","
                          "   \"expires_at\": \"2025-11-21T10:15:00.250+01:00\"}}")
            << stream({
                   R"({"id":"chatcmpl-8","object":"chat.completion.chunk","model":"group:g","choices":[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call-a","type":"function","function":{"name":"lookup","arguments":""}}]}}]})",
                   "{\"id\":\"chatcmpl-8\",\"object\":\"chat.completion.chunk\",\"model\":\"group:g\",\"choices\":[{"
                   "\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":1,\"id\":\"call-b\",\"type\":\"function\","
                   "\"function\":{\"name\":\"send\",\"arguments\":\"{\"}}]}}]}",
                   "{\"id\":\"chatcmpl-8\",\"object\":\"chat.completion.chunk\",\"model\":\"group:g\",\"choices\":[{"
                   "\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"{\\\"q\\\":\"}}]}"
                   "}]}",
                   "{\"id\":\"chatcmpl-8\",\"object\":\"chat.completion.chunk\",\"model\":\"group:g\",\"choices\":[{"
                   "\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"\\\"x\\\"}\"}},{"
                   "\"index\":1,\"function\":{\"arguments\":\"}\"}}]}}]}",
                   R"({"id":"chatcmpl-8","object":"chat.completion.chunk","model":"group:g","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]})",
                   R"({"id":"chatcmpl-8","object":"chat.completion.chunk","model":"group:g","choices":[],"usage":{"prompt_tokens":9,"completion_tokens":4,"total_tokens":13},"sandbox":{"approval_id":"ap-8","execution_id":"ex-8","expires_at":"2025-11-21T10:15:00.250+01:00"}})",
               });
    }

    void standardAnswerEqualsItsStreamedEquivalent()
    {
        QFETCH(QByteArray, standard);
        QFETCH(QByteArray, streamed);
        const ChatAnswer fromStandard = ChatStreamDecoder::fromCompletion(jsonObject(standard));
        const ChatAnswer fromStream = decode(streamed).turn;
        QVERIFY(!fromStandard.content.isEmpty() || !fromStandard.toolCalls.isEmpty());
        QCOMPARE(fromStandard.content, fromStream.content);
        QCOMPARE(fromStandard.toolCalls, fromStream.toolCalls);
        QCOMPARE(fromStandard.service, fromStream.service);
        QVERIFY(fromStandard == fromStream);
    }

    void approvalExpiryIsReadInAnyOffset()
    {
        const ChatAnswer turn = ChatStreamDecoder::fromCompletion(jsonObject(
            R"({"choices":[{"finish_reason":"tool_calls","message":{"tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{}"}}]}}],"svc":{"approval_id":"a","expires_at":"2025-11-21T10:15:00.250+01:00"}})"));
        QCOMPARE(turn.state(), ChatAnswer::State::ToolCalls);
        QVERIFY(turn.service);
        QCOMPARE(turn.service->expiresAt, QDateTime(QDate(2025, 11, 21), QTime(9, 15, 0, 250), Qt::UTC));
    }

    // Each piece finds its call by id or by index at once, not by a search
    // through the calls before it: 40 000 calls take time in proportion,
    // whether each piece comes in an event of its own, all come in one, or
    // a standard answer holds them.
    void manyToolCallsDecodeInLinearTime_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::newRow("an event per call, by index") << u"index"_s;
        QTest::newRow("an event per call, by id only") << u"id"_s;
        QTest::newRow("every call in one event") << u"one event"_s;
        QTest::newRow("standard answer") << u"standard"_s;
    }

    void manyToolCallsDecodeInLinearTime()
    {
        QFETCH(QString, shape);
        const QList<QByteArray> pieces = toolCallPieces(manyCalls, shape != u"id"_s);
        ChatAnswer turn;
        qint64 ms = 0;
        if (shape == u"standard"_s) {
            const QJsonObject answer = jsonObject(
                "{\"choices\":[{\"index\":0,\"finish_reason\":\"tool_calls\",\"message\":{\"role\":\"assistant\","
                "\"tool_calls\":["
                + pieces.join(',') + "]}}]}");
            ms = -1;
            for (int run = 0; run < 3 && (ms < 0 || (ms >= manyCallsBoundMs && ms < 10 * manyCallsBoundMs)); ++run) {
                QElapsedTimer clock;
                clock.start();
                turn = ChatStreamDecoder::fromCompletion(answer);
                ms = ms < 0 ? clock.elapsed() : std::min(ms, clock.elapsed());
            }
        } else if (shape == u"one event"_s) {
            ms = timeDecoding({"{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[" + pieces.join(',')
                               + "]},\"finish_reason\":\"tool_calls\"}]}"},
                              turn);
        } else {
            QList<QByteArray> chunks;
            for (const QByteArray &piece : pieces)
                chunks.append("{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[" + piece + "]}}]}");
            ms = timeDecoding(chunks, turn);
        }
        QCOMPARE(turn.toolCalls.size(), manyCalls);
        const baton::ChatToolCall &last = turn.toolCalls.constLast();
        QCOMPARE(last.index, manyCalls - 1);
        QCOMPARE(last.id, u"call-%1"_s.arg(manyCalls - 1));
        QCOMPARE(last.name, u"f%1"_s.arg(manyCalls - 1));
        QCOMPARE(last.arguments, u"{}"_s);
        qInfo("%d tool calls decoded in %lld ms", manyCalls, ms);
        QVERIFY2(ms < manyCallsBoundMs, qPrintable(u"%1 ms"_s.arg(ms)));
    }

    // A chunk with many pieces of one call lists the call once in its delta.
    void aChunkListsEachChangedCallOnce()
    {
        ChatStreamDecoder decoder;
        SseParser parser;
        QList<QList<qsizetype>> listed;
        parser.feed(
            stream({"{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"a\",\"function\":{\"arguments\":"
                    "\"1\"}},"
                    "{\"index\":1,\"id\":\"b\",\"function\":{\"arguments\":\"2\"}},{\"index\":0,\"function\":{"
                    "\"arguments\":\"3\"}}]}}]}",
                    "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":1,\"function\":{\"arguments\":\"4\"}},"
                    "{\"index\":1,\"function\":{\"arguments\":\"5\"}},{\"index\":0,\"function\":{\"arguments\":\"6\"}}]"
                    "}}]}"}),
            [&](const SseEventView &event) {
                const ChatDelta delta = decoder.feed(event);
                listed.append(QList<qsizetype>(delta.toolCalls.begin(), delta.toolCalls.end()));
            });
        QCOMPARE(listed, (QList<QList<qsizetype>> {{0, 1}, {1, 0}, {}}));
        QCOMPARE(decoder.answer().toolCalls.at(0).arguments, u"136"_s);
        QCOMPARE(decoder.answer().toolCalls.at(1).arguments, u"245"_s);
    }

    void standardAnswerOfUnknownShapeIsKept()
    {
        const ChatAnswer turn = ChatStreamDecoder::fromCompletion(jsonObject(R"({"result":"text"})"));
        QCOMPARE(turn.unrecognised.size(), 1);
        QCOMPARE(turn.unrecognised.at(0).reason, ChatUnrecognisedEvent::Reason::UnknownShape);
        QCOMPARE(turn.unrecognised.at(0).data, u"{\"result\":\"text\"}"_s);
    }
};

QTEST_GUILESS_MAIN(tst_ChatStreamDecoder)
#include "tst_chatstreamdecoder.moc"

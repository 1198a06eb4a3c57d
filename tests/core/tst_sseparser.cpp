#include "core/sse/SseParser.h"

#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using baton::SseEvent;
using baton::SseParser;

using Events = QList<SseEvent>;
Q_DECLARE_METATYPE(Events)

namespace {

SseEvent message(const QString &data, const QString &lastEventId = {})
{
    return {u"message"_s, data, lastEventId};
}

QString describe(const Events &events)
{
    QStringList lines;
    for (const SseEvent &event : events) {
        lines << u"[%1|%2|%3]"_s.arg(event.type, event.data, event.lastEventId)
                     .replace(u'\n', u"\\n"_s)
                     .replace(u'\r', u"\\r"_s);
    }
    return lines.join(u' ');
}

struct Outcome {
    Events events;
    QString lastEventId;
    std::optional<qint64> reconnectionTime;
};

Outcome parseInPieces(const QByteArray &stream, qsizetype pieceSize)
{
    SseParser parser;
    Outcome outcome;
    for (qsizetype at = 0; at < stream.size(); at += pieceSize)
        outcome.events += parser.feed(QByteArrayView(stream).sliced(at, qMin(pieceSize, stream.size() - at)));
    parser.finish();
    outcome.lastEventId = parser.lastEventId();
    outcome.reconnectionTime = parser.reconnectionTime();
    return outcome;
}

} // namespace

// The WHATWG HTML "interpreting an event stream" rules, one row each. Every
// row is parsed whole, byte by byte and in 2-byte pieces: the three must give
// the expected events.
class tst_SseParser : public QObject
{
    Q_OBJECT

private:
    void addColumns()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<Events>("expected");
        QTest::addColumn<QString>("lastEventId");
        QTest::addColumn<qint64>("reconnectionTime"); // -1: never set
    }

    void verifyEveryChunking()
    {
        QFETCH(QByteArray, stream);
        QFETCH(Events, expected);
        QFETCH(QString, lastEventId);
        QFETCH(qint64, reconnectionTime);

        for (const qsizetype pieceSize : {qMax<qsizetype>(stream.size(), 1), qsizetype(1), qsizetype(2)}) {
            const Outcome outcome = parseInPieces(stream, pieceSize);
            const QByteArray where = "in pieces of " + QByteArray::number(pieceSize);
            QVERIFY2(describe(outcome.events) == describe(expected),
                     qPrintable(u"%1: got %2, expected %3"_s.arg(QString::fromLatin1(where), describe(outcome.events),
                                                                 describe(expected))));
            QVERIFY2(outcome.events == expected, where.constData());
            QVERIFY2(outcome.lastEventId == lastEventId, where.constData());
            QVERIFY2(outcome.reconnectionTime.value_or(-1) == reconnectionTime, where.constData());
        }
    }

private Q_SLOTS:
    void rules_data()
    {
        addColumns();
        const auto row = [](const char *name, const QByteArray &stream, const Events &expected,
                            const QString &lastEventId = {}, qint64 reconnectionTime = -1) {
            QTest::newRow(name) << stream << expected << lastEventId << reconnectionTime;
        };

        row("one data line", "data: hello\n\n", {message(u"hello"_s)});
        row("multi-byte UTF-8 (split by every chunking)", "data: h\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80\n\n",
            {message(u"h\u00e9 \u20ac \U0001F600"_s)});
        row("invalid byte becomes U+FFFD",
            "data: a\xFF"
            "b\n\n",
            {message(u"a\uFFFDb"_s)});
        row("truncated sequence is one U+FFFD",
            "data: \xE2\x82"
            "A\n\n",
            {message(u"\uFFFDA"_s)});
        row("truncated sequence before the line end", "data: \xF0\x9F\x98\n\n", {message(u"\uFFFD"_s)});
        row("overlong form", "data: \xC0\xAF\n\n", {message(u"\uFFFD\uFFFD"_s)});
        row("encoded surrogate", "data: \xED\xA0\x80\n\n", {message(u"\uFFFD\uFFFD\uFFFD"_s)});
        row("invalid bytes in the event name", "event: \xFF\ndata: x\n\n", {{u"\uFFFD"_s, u"x"_s, {}}});

        row("leading BOM stripped",
            "\xEF\xBB\xBF"
            "data: x\n\n",
            {message(u"x"_s)});
        row("only one leading BOM stripped",
            "\xEF\xBB\xBF\xEF\xBB\xBF"
            "data: x\n\ndata: y\n\n",
            {message(u"y"_s)});
        row("BOM after the start is text",
            "data: a\n\n\xEF\xBB\xBF"
            "data: b\n\n",
            {message(u"a"_s)});
        row("BOM inside a value is kept", "data:\xEF\xBB\xBFx\n\n", {message(u"\uFEFFx"_s)});
        row("start of a BOM that is not one",
            "\xEF\xBB\n"
            "data: x\n\n",
            {message(u"x"_s)});

        row("LF line ends", "data: a\ndata: b\n\n", {message(u"a\nb"_s)});
        row("CR line ends", "data: a\rdata: b\r\r", {message(u"a\nb"_s)});
        row("CRLF line ends", "data: a\r\ndata: b\r\n\r\n", {message(u"a\nb"_s)});
        row("mixed line ends", "data: a\rdata: b\ndata: c\r\n\n", {message(u"a\nb\nc"_s)});
        row("CR CR is two line ends", "data: a\r\rdata: b\r\r", {message(u"a"_s), message(u"b"_s)});
        row("LF CR is two line ends", "data: a\n\rdata: b\n\n", {message(u"a"_s), message(u"b"_s)});

        row("comment lines", ": hello\ndata: a\n: keep-alive\n\n", {message(u"a"_s)});
        row("comments alone dispatch nothing", ": one\n\n:two\n\n", {});

        row("field without colon: empty value", "data\n\n", {message(QString())});
        row("two fields without colon", "data\ndata\n\n", {message(u"\n"_s)});
        row("one leading space removed", "data: x\n\n", {message(u"x"_s)});
        row("only one leading space removed", "data:  x \n\n", {message(u" x "_s)});
        row("no space after the colon", "data:x\n\n", {message(u"x"_s)});
        row("colon inside the value", "data: a: b\n\n", {message(u"a: b"_s)});
        row("field names are case-sensitive", "Data: x\n\n", {});
        row("unknown field ignored", "foo: bar\ndata: x\n\n", {message(u"x"_s)});
        row("space before the colon is part of the name", "data : x\n\n", {});
        row("NUL in data is kept", QByteArray("data: a\0b\n\n", 11), {message(QString(u"a\0b"_s))});

        row("data lines joined by LF", "data: a\ndata: b\ndata: c\n\n", {message(u"a\nb\nc"_s)});
        row("only the last LF removed", "data: a\ndata:\n\n", {message(u"a\n"_s)});

        row("event names the type", "event: add\ndata: x\n\n", {{u"add"_s, u"x"_s, {}}});
        row("type reset after dispatch", "event: add\ndata: x\n\ndata: y\n\n",
            {{u"add"_s, u"x"_s, {}}, message(u"y"_s)});
        row("type reset without dispatch when no data", "event: add\n\ndata: y\n\n", {message(u"y"_s)});
        row("empty type means message", "event:\ndata: x\n\n", {message(u"x"_s)});
        row("last event field wins", "event: a\nevent: b\ndata: x\n\n", {{u"b"_s, u"x"_s, {}}});

        row("id persists across events", "id: 1\ndata: a\n\ndata: b\n\n",
            {message(u"a"_s, u"1"_s), message(u"b"_s, u"1"_s)}, u"1"_s);
        row("empty id resets", "id: 1\ndata: a\n\nid\ndata: b\n\n", {message(u"a"_s, u"1"_s), message(u"b"_s)});
        row("id with NUL ignored", QByteArray("id: 1\ndata: a\n\nid: 2\0\ndata: b\n\n", 31),
            {message(u"a"_s, u"1"_s), message(u"b"_s, u"1"_s)}, u"1"_s);
        row("id set by a block without data", "id: 7\n\n", {}, u"7"_s);
        row("id of an undispatched block", "id: 7\ndata: x\n", {});
        row("id takes effect at the blank line", "data: a\nid: 3\n\n", {message(u"a"_s, u"3"_s)}, u"3"_s);

        row("retry with digits", "retry: 1500\n", {}, {}, 1500);
        row("retry with a letter ignored", "retry: 1500\nretry: 15x\n", {}, {}, 1500);
        row("negative retry ignored", "retry: -1\n", {});
        row("empty retry ignored", "retry:\n", {});
        row("retry with two spaces ignored", "retry:  10\n", {});
        row("retry without dispatch", "retry: 10\ndata: x\n\n", {message(u"x"_s)}, {}, 10);

        row("no dispatch without a blank line", "data: x\n", {});
        row("unterminated last line discarded", "data: x", {});
        row("unterminated last event discarded", "data: a\n\ndata: b\n", {message(u"a"_s)});
        row("blank lines alone", "\n\n\r\n\r", {});
        row("CR ends the last blank line", "data: x\n\r", {message(u"x"_s)});
    }

    void rules() { verifyEveryChunking(); }

    // The examples of the standard's own section, verbatim.
    void specExamples_data()
    {
        addColumns();
        QTest::newRow("stock ticker") << QByteArray("data: YHOO\ndata: +2\ndata: 10\n\n")
                                      << Events {message(u"YHOO\n+2\n10"_s)} << QString() << qint64(-1);
        QTest::newRow("ids") << QByteArray(": test stream\n\ndata: first event\nid: 1\n\n"
                                           "data:second event\nid\n\ndata:  third event\n\n")
                             << Events {message(u"first event"_s, u"1"_s), message(u"second event"_s),
                                        message(u" third event"_s)}
                             << QString() << qint64(-1);
        QTest::newRow("empty data") << QByteArray("data\n\ndata\ndata\n\ndata:")
                                    << Events {message(QString()), message(u"\n"_s)} << QString() << qint64(-1);
        QTest::newRow("space after colon")
            << QByteArray("data:test\n\ndata: test\n\n") << Events {message(u"test"_s), message(u"test"_s)} << QString()
            << qint64(-1);
        QTest::newRow("named events") << QByteArray("event: add\ndata: 73857293\n\nevent: remove\ndata: 2153\n\n"
                                                    "event: add\ndata: 113411\n\n")
                                      << Events {{u"add"_s, u"73857293"_s, {}},
                                                 {u"remove"_s, u"2153"_s, {}},
                                                 {u"add"_s, u"113411"_s, {}}}
                                      << QString() << qint64(-1);
    }

    void specExamples() { verifyEveryChunking(); }

    void crAtTheEndOfAChunkAndLfAtTheStartOfTheNext()
    {
        SseParser parser;
        QVERIFY(parser.feed("data: a\r").isEmpty());
        QVERIFY(parser.feed("\ndata: b\r").isEmpty());
        // Had the LF counted as a line of its own, "a" would have gone alone.
        const Events events = parser.feed("\n\r\n");
        QCOMPARE(describe(events), describe({message(u"a\nb"_s)}));
    }

    void bomSplitAcrossChunks()
    {
        SseParser parser;
        QVERIFY(parser.feed("\xEF").isEmpty());
        QVERIFY(parser.feed("\xBB").isEmpty());
        QCOMPARE(describe(parser.feed("\xBF"
                                      "data: x\n\n")),
                 describe({message(u"x"_s)}));
    }

    void eventIsDispatchedAsSoonAsItsBlankLineArrives()
    {
        SseParser parser;
        QVERIFY(parser.feed("data: a\n").isEmpty());
        QCOMPARE(parser.feed("\n").size(), 1);
        QCOMPARE(parser.feed("data: b\r\r").size(), 1);
    }

    void sinkSeesTheSameEventsAsTheList()
    {
        const QByteArray stream = "id: 9\nevent: e\ndata: x\ndata: \xC3\xA9\n\ndata: \xFF\n\n";
        SseParser byList;
        SseParser bySink;
        Events fromSink;
        for (qsizetype at = 0; at < stream.size(); at += 3) {
            const QByteArrayView piece = QByteArrayView(stream).sliced(at, qMin<qsizetype>(3, stream.size() - at));
            bySink.feed(piece, [&fromSink](const baton::SseEventView &event) {
                QVERIFY(event.data.isValidUtf8());
                fromSink.append(SseEvent::fromView(event));
            });
        }
        const Events fromList = byList.feed(stream);
        QCOMPARE(fromList.size(), 2);
        QCOMPARE(describe(fromSink), describe(fromList));
    }

    void finishStartsANewStreamKeepingTheLastEventId()
    {
        SseParser parser;
        QCOMPARE(parser.feed("id: 5\nretry: 20\ndata: a\n\ndata: lost\n").size(), 1);
        parser.finish();
        QCOMPARE(parser.lastEventId(), u"5"_s);
        QCOMPARE(parser.reconnectionTime(), std::optional<qint64>(20));
        // The unterminated block is gone, a BOM is stripped again, and the
        // new stream's events carry the last event ID.
        QCOMPARE(describe(parser.feed("\xEF\xBB\xBF\ndata: b\n\n")), describe({message(u"b"_s, u"5"_s)}));
    }

    // What a blank line would dispatch when the bytes run out, however they
    // were cut; the parser is left as it was.
    void unterminatedEventIsOffered_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<QString>("expected"); // describe() of the event; empty for none
        QTest::newRow("no line end") << QByteArray("data: a\n\ndata: [DONE]") << u"[message|[DONE]|]"_s;
        QTest::newRow("LF") << QByteArray("data: a\n\ndata: [DONE]\n") << u"[message|[DONE]|]"_s;
        QTest::newRow("CR") << QByteArray("data: a\n\ndata: [DONE]\r") << u"[message|[DONE]|]"_s;
        QTest::newRow("CRLF") << QByteArray("data: a\r\n\r\ndata: [DONE]\r\n") << u"[message|[DONE]|]"_s;
        QTest::newRow("named, two lines") << QByteArray("id: 7\nevent: done\ndata: x\ndata: y") << u"[done|x\\ny|7]"_s;
        QTest::newRow("dispatched already") << QByteArray("data: a\n\n") << QString();
        QTest::newRow("no data line") << QByteArray("data: a\n\nevent: done\n") << QString();
        QTest::newRow("comment") << QByteArray(": keep-alive") << QString();
    }

    void unterminatedEventIsOffered()
    {
        QFETCH(QByteArray, stream);
        QFETCH(QString, expected);
        for (const qsizetype pieceSize : {stream.size(), qsizetype(1), qsizetype(2)}) {
            SseParser parser;
            for (qsizetype at = 0; at < stream.size(); at += pieceSize)
                parser.feed(QByteArrayView(stream).sliced(at, qMin(pieceSize, stream.size() - at)),
                            [](const baton::SseEventView &) {});
            const std::optional<SseEvent> tail = parser.unterminatedEvent();
            QCOMPARE(tail ? describe({*tail}) : QString(), expected);
            // Looking changed nothing: the stream goes on where it was.
            QCOMPARE(parser.unterminatedEvent() == tail, true);
            QCOMPARE(parser.feed("\n\n").size() + parser.feed("").size(), qsizetype(tail ? 1 : 0));
        }
    }

    void longDataLineAcrossManyChunks()
    {
        const QByteArray value(300000, 'v');
        const QByteArray stream = "data: " + value + "\ndata: " + value + "\n\n";
        SseParser parser;
        Events events;
        for (qsizetype at = 0; at < stream.size(); at += 1024)
            events += parser.feed(QByteArrayView(stream).sliced(at, qMin<qsizetype>(1024, stream.size() - at)));
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().data, QString::fromLatin1(value + '\n' + value));
    }
};

QTEST_GUILESS_MAIN(tst_SseParser)
#include "tst_sseparser.moc"

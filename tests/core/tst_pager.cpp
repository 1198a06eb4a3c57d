#include "core/paging/ListEnvelope.h"
#include "core/paging/Pager.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using baton::FieldError;
using baton::ListEnvelope;
using baton::Pager;
using baton::PagingFamily;
using baton::ResourceKind;

namespace {

// Any JSON text, scalars included.
QJsonValue json(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson('[' + text + ']', &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in test: %s", text.constData());
    return document.array().at(0);
}

const ResourceKind &kind(const QString &key)
{
    const ResourceKind *k = ResourceKind::byKey(key);
    if (!k)
        qFatal("no resource kind %s", qPrintable(key));
    return *k;
}

QString encoded(const QUrlQuery &query)
{
    return query.toString(QUrl::FullyEncoded);
}

QString describe(const QList<FieldError> &errors)
{
    QStringList lines;
    for (const FieldError &e : errors)
        lines << e.field + u": "_s + e.message;
    return lines.join(u'\n');
}

// A page of `count` distinct items for an envelope: [{"id":"<prefix>1"}, ...].
QByteArray items(const QByteArray &prefix, int count)
{
    QByteArrayList list;
    for (int i = 1; i <= count; ++i)
        list << "{\"id\":\"" + prefix + QByteArray::number(i) + "\"}";
    return '[' + list.join(',') + ']';
}

} // namespace

// Both paging families of the interface against every list envelope that
// contract §3 tolerates, the end conditions, the guards against servers that
// would make a list loop, and the queries sent.
class tst_Pager : public QObject
{
    Q_OBJECT

private:
    static void envelopeColumns()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("requestedPage");
        QTest::addColumn<int>("items");
        QTest::addColumn<bool>("hasMore");
        QTest::addColumn<QString>("nextCursor");
        QTest::addColumn<QString>("warning"); // a part of the one expected warning; empty: none
    }

    static void checkEnvelope(PagingFamily family)
    {
        QFETCH(QByteArray, body);
        QFETCH(int, requestedPage);
        QFETCH(int, items);
        QFETCH(bool, hasMore);
        QFETCH(QString, nextCursor);
        QFETCH(QString, warning);
        const ListEnvelope envelope = ListEnvelope::parse(json(body), family, 3, requestedPage);
        QCOMPARE(envelope.items.size(), items);
        QCOMPARE(envelope.hasMore, hasMore);
        QCOMPARE(envelope.nextCursor, nextCursor);
        if (warning.isEmpty()) {
            QCOMPARE(envelope.warnings, QStringList());
        } else {
            QCOMPARE(envelope.warnings.size(), 1);
            QVERIFY2(envelope.warnings.first().contains(warning), qPrintable(envelope.warnings.first()));
        }
    }

private Q_SLOTS:
    // Cursor family (secrets, custom models, group models), page size 3.
    void cursorEnvelope_data()
    {
        envelopeColumns();
        const auto row = [](const char *name, const QByteArray &body, int count, bool more, const QString &cursor,
                            const QString &warning = {}) {
            QTest::newRow(name) << body << 1 << count << more << cursor << warning;
        };
        const QByteArray three = items("a", 3);
        row("sandbox: data + nextCursor", R"({"data":)" + three + R"(,"nextCursor":"c2"})", 3, true, u"c2"_s);
        row("data + next_cursor", R"({"data":)" + three + R"(,"next_cursor":"c2"})", 3, true, u"c2"_s);
        row("data + cursor", R"({"data":)" + three + R"(,"cursor":"c2"})", 3, true, u"c2"_s);
        row("data + pagination.nextCursor", R"({"data":)" + three + R"(,"pagination":{"nextCursor":"c2"}})", 3, true,
            u"c2"_s);
        row("items + nextCursor", R"({"items":)" + three + R"(,"nextCursor":"c2"})", 3, true, u"c2"_s);
        row("items + next_cursor", R"({"items":)" + three + R"(,"next_cursor":"c2"})", 3, true, u"c2"_s);
        row("results + cursor", R"({"results":)" + three + R"(,"cursor":"c2"})", 3, true, u"c2"_s);
        row("results + pagination.nextCursor", R"({"results":)" + three + R"(,"pagination":{"nextCursor":"c2"}})", 3,
            true, u"c2"_s);
        row("hasMore true + cursor", R"({"data":)" + three + R"(,"hasMore":true,"nextCursor":"c2"})", 3, true, u"c2"_s);
        row("has_more true + next_cursor", R"({"data":)" + three + R"(,"has_more":true,"next_cursor":"c2"})", 3, true,
            u"c2"_s);
        row("explicit nextCursor wins over cursor", R"({"data":)" + three + R"(,"cursor":"c1","nextCursor":"c2"})", 3,
            true, u"c2"_s);
        row("pagination.nextCursor wins over cursor",
            R"({"data":)" + three + R"(,"cursor":"c1","pagination":{"nextCursor":"c2"}})", 3, true, u"c2"_s);
        row("data wins over items", R"({"data":)" + items("a", 2) + R"(,"items":)" + three + R"(,"nextCursor":"c"})", 2,
            true, u"c"_s);
        row("other members ignored", R"({"object":"list","meta":{"x":1},"data":)" + three + R"(,"nextCursor":"c2"})", 3,
            true, u"c2"_s);
        row("opaque cursor kept as is", R"({"data":)" + three + R"(,"nextCursor":"eyJpZCI6M30=+/"})", 3, true,
            u"eyJpZCI6M30=+/"_s);

        // End conditions.
        row("bare array", three, 3, false, QString());
        row("cursor absent", R"({"data":)" + three + "}", 3, false, QString());
        row("nextCursor null", R"({"data":)" + three + R"(,"nextCursor":null})", 3, false, QString());
        row("nextCursor empty", R"({"data":)" + three + R"(,"nextCursor":""})", 3, false, QString());
        row("pagination.nextCursor null", R"({"items":)" + three + R"(,"pagination":{"nextCursor":null}})", 3, false,
            QString());
        row("hasMore false despite cursor", R"({"data":)" + three + R"(,"hasMore":false,"nextCursor":"c2"})", 3, false,
            QString());
        row("has_more false despite cursor", R"({"results":)" + three + R"(,"has_more":false,"next_cursor":"c2"})", 3,
            false, QString());
        row("pagination.hasMore false despite cursor",
            R"({"data":)" + three + R"(,"pagination":{"hasMore":false,"nextCursor":"c2"}})", 3, false, QString());
        // An empty page that names a next one is not the end (a filter may skip a whole page).
        row("empty page with cursor goes on", R"({"data":[],"nextCursor":"c2"})", 0, true, u"c2"_s);
        row("empty bare array", "[]", 0, false, QString());
        row("data null: empty", R"({"data":null,"nextCursor":null})", 0, false, QString());
        row("hasMore true without cursor", R"({"data":)" + three + R"(,"hasMore":true})", 3, false, QString(),
            u"no cursor"_s);
        row("cursor not a string", R"({"data":)" + three + R"(,"nextCursor":42})", 3, false, QString(),
            u"“nextCursor”"_s);
        row("cursor an object", R"({"data":)" + three + R"(,"cursor":{"next":"c2"}})", 3, false, QString(),
            u"“cursor”"_s);
        row("hasMore not a bool: ignored", R"({"data":)" + three + R"(,"hasMore":"yes","nextCursor":"c2"})", 3, true,
            u"c2"_s, u"“hasMore”"_s);
        row("short page with cursor goes on", R"({"data":)" + items("a", 1) + R"(,"nextCursor":"c2"})", 1, true,
            u"c2"_s);
    }

    void cursorEnvelope() { checkEnvelope(PagingFamily::Cursor); }

    // Page family (tools, API resources, files), page size 3.
    void pageEnvelope_data()
    {
        envelopeColumns();
        const auto row = [](const char *name, const QByteArray &body, int page, int count, bool more,
                            const QString &warning = {}) {
            QTest::newRow(name) << body << page << count << more << QString() << warning;
        };
        const QByteArray three = items("a", 3);
        const QByteArray one = items("z", 1);
        row("sandbox: data + total, page 1 of 7", R"({"data":)" + three + R"(,"page":1,"pageSize":3,"total":7})", 1, 3,
            true);
        row("sandbox: last page of 7", R"({"data":)" + one + R"(,"page":3,"pageSize":3,"total":7})", 3, 1, false);
        row("total: exact multiple, last page", R"({"data":)" + three + R"(,"total":6})", 2, 3, false);
        row("total: exact multiple, page 1", R"({"data":)" + three + R"(,"total":6})", 1, 3, true);
        row("items + totalCount", R"({"items":)" + three + R"(,"totalCount":7})", 2, 3, true);
        row("items + totalCount, last", R"({"items":)" + one + R"(,"totalCount":7})", 3, 1, false);
        row("results + total_count", R"({"results":)" + three + R"(,"total_count":4})", 1, 3, true);
        row("results + total_count, last", R"({"results":)" + one + R"(,"total_count":4})", 2, 1, false);
        row("totalPages: 1 of 2", R"({"data":)" + three + R"(,"totalPages":2})", 1, 3, true);
        row("totalPages: 2 of 2", R"({"data":)" + three + R"(,"totalPages":2})", 2, 3, false);
        row("total_pages: 1 of 2", R"({"data":)" + three + R"(,"total_pages":2})", 1, 3, true);
        row("pagination.total", R"({"data":)" + three + R"(,"pagination":{"total":7}})", 1, 3, true);
        row("pagination.totalCount, last", R"({"data":)" + one + R"(,"pagination":{"totalCount":7}})", 3, 1, false);
        row("pagination.total_count", R"({"items":)" + three + R"(,"pagination":{"total_count":9}})", 2, 3, true);
        row("pagination.totalPages, last", R"({"data":)" + three + R"(,"pagination":{"totalPages":1}})", 1, 3, false);
        row("pagination with page and pageSize",
            R"({"data":)" + three + R"(,"pagination":{"page":2,"pageSize":3,"total":9}})", 2, 3, true);
        row("pagination with page_size", R"({"data":)" + three + R"(,"pagination":{"page":1,"page_size":3}})", 1, 3,
            true);
        // The server's own page size decides: it may cap what was asked for.
        row("server page size smaller, totals", R"({"data":)" + items("a", 2) + R"(,"pageSize":2,"total":5})", 2, 2,
            true);
        row("server page size smaller, no totals", R"({"data":)" + items("a", 2) + R"(,"pageSize":2})", 1, 2, true);
        row("total as digits", R"({"data":)" + three + R"(,"total":"7"})", 1, 3, true);
        row("total null: no totals", R"({"data":)" + three + R"(,"total":null})", 1, 3, true);
        row("no totals: full page goes on", R"({"data":)" + three + "}", 1, 3, true);
        row("bare array, full page", three, 1, 3, true);
        row("has_more true on a short page", R"({"data":)" + one + R"(,"has_more":true})", 1, 1, true);

        // End conditions.
        row("no totals: short page", R"({"data":)" + items("a", 2) + "}", 1, 2, false);
        row("bare array, short page", one, 4, 1, false);
        row("empty page", R"({"data":[],"total":50})", 2, 0, false);
        row("empty bare array", "[]", 1, 0, false);
        row("hasMore false despite totals", R"({"data":)" + three + R"(,"hasMore":false,"total":50})", 1, 3, false);
        row("totals beat a full page", R"({"data":)" + three + R"(,"total":3})", 1, 3, false);
        row("total not a number: short-page rule", R"({"data":)" + items("a", 2) + R"(,"total":"many"})", 1, 2, false,
            u"“total”"_s);
        row("total fractional: ignored", R"({"data":)" + three + R"(,"totalCount":7.5})", 1, 3, true,
            u"“totalCount”"_s);
        row("total negative: ignored", R"({"data":)" + three + R"(,"total":-1})", 1, 3, true, u"“total”"_s);
        row("pagination not an object", R"({"data":)" + three + R"(,"pagination":"1/3"})", 1, 3, true,
            u"“pagination”"_s);
        row("huge page number", R"({"data":)" + three + R"(,"page":9007199254740991,"pageSize":3,"total":7})", 1, 3,
            false);
    }

    void pageEnvelope() { checkEnvelope(PagingFamily::Page); }

    void pageEnvelopeReportsWhatTheServerSaid()
    {
        const ListEnvelope top = ListEnvelope::parse(
            json(R"({"data":[{}],"page":2,"pageSize":20,"total":57,"totalPages":3})"), PagingFamily::Page, 20, 2);
        QCOMPARE(top.page, qint64(2));
        QCOMPARE(top.pageSize, qint64(20));
        QCOMPARE(top.total, qint64(57));
        QCOMPARE(top.totalPages, qint64(3));

        const ListEnvelope nested = ListEnvelope::parse(
            json(R"({"items":[{}],"pagination":{"page":1,"page_size":5,"total_count":8,"total_pages":2}})"),
            PagingFamily::Page, 5);
        QCOMPARE(nested.page, qint64(1));
        QCOMPARE(nested.pageSize, qint64(5));
        QCOMPARE(nested.total, qint64(8));
        QCOMPARE(nested.totalPages, qint64(2));

        const ListEnvelope none = ListEnvelope::parse(json("[{}]"), PagingFamily::Page, 5);
        QVERIFY(!none.page && !none.pageSize && !none.total && !none.totalPages);
    }

    // Shapes that cannot be read: no items, no next page, a warning, in both
    // families.
    void unreadable_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("warning");
        QTest::newRow("null") << QByteArray("null") << u"neither a JSON object nor an array"_s;
        QTest::newRow("number") << QByteArray("42") << u"neither a JSON object nor an array"_s;
        QTest::newRow("string") << QByteArray(R"("<html>")") << u"neither a JSON object nor an array"_s;
        QTest::newRow("bool") << QByteArray("true") << u"neither a JSON object nor an array"_s;
        QTest::newRow("empty object") << QByteArray("{}") << u"no list of items"_s;
        QTest::newRow("error body") << QByteArray(R"({"error":{"message":"nope"}})") << u"no list of items"_s;
        QTest::newRow("list under another key")
            << QByteArray(R"({"secrets":[{}],"nextCursor":"c"})") << u"no list of items"_s;
        QTest::newRow("data a string") << QByteArray(R"({"data":"[]","nextCursor":"c"})") << u"“data”"_s;
        QTest::newRow("data an object") << QByteArray(R"({"data":{"items":[{}]},"total":9})") << u"“data”"_s;
        QTest::newRow("items a number") << QByteArray(R"({"items":3})") << u"“items”"_s;
        QTest::newRow("results an object") << QByteArray(R"({"results":{}})") << u"“results”"_s;
    }

    void unreadable()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, warning);
        for (const PagingFamily family : {PagingFamily::Cursor, PagingFamily::Page}) {
            const ListEnvelope envelope = ListEnvelope::parse(json(body), family, 3);
            QVERIFY(envelope.items.isEmpty());
            QVERIFY(!envelope.hasMore);
            QVERIFY(envelope.nextCursor.isEmpty());
            QCOMPARE(envelope.warnings.size(), 1);
            QVERIFY2(envelope.warnings.first().contains(warning), qPrintable(envelope.warnings.first()));
            QVERIFY(!envelope.readable);

            Pager pager(kind(family == PagingFamily::Cursor ? u"secrets"_s : u"tools"_s), 3);
            QVERIFY(pager.lastPageReadable());
            QVERIFY(pager.consume(json(body)).isEmpty());
            QVERIFY(!pager.hasMore());
            QVERIFY(pager.nextQuery().isEmpty());
            QCOMPARE(pager.warnings(), envelope.warnings);
            QVERIFY(!pager.lastPageReadable());
            pager.reset();
            QVERIFY(pager.lastPageReadable());
        }
        const ListEnvelope missing = ListEnvelope::parse(QJsonValue(QJsonValue::Undefined), PagingFamily::Cursor, 3);
        QVERIFY(missing.items.isEmpty());
        QCOMPARE(missing.warnings.size(), 1);
        QVERIFY(!missing.readable);
    }

    // An empty list, or one whose items are null, is read: it is not an unreadable answer.
    void emptyListsAreReadable_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("bare array") << QByteArray("[]");
        QTest::newRow("empty data") << QByteArray(R"({"data":[]})");
        QTest::newRow("null data") << QByteArray(R"({"data":null})");
        QTest::newRow("pagination not an object") << QByteArray(R"({"items":[],"pagination":3})");
    }

    void emptyListsAreReadable()
    {
        QFETCH(QByteArray, body);
        for (const PagingFamily family : {PagingFamily::Cursor, PagingFamily::Page}) {
            QVERIFY(ListEnvelope::parse(json(body), family, 3).readable);
            Pager pager(kind(family == PagingFamily::Cursor ? u"secrets"_s : u"tools"_s), 3);
            QVERIFY(pager.consume(json(body)).isEmpty());
            QVERIFY(pager.lastPageReadable());
        }
    }

    // Items that are not objects are kept, not dropped, and reported.
    void itemsThatAreNotObjects()
    {
        const ListEnvelope envelope
            = ListEnvelope::parse(json(R"({"data":[{"id":"a"},"b",3],"nextCursor":"c"})"), PagingFamily::Cursor, 3);
        QCOMPARE(envelope.items.size(), 3);
        QCOMPARE(envelope.items.at(1), QJsonValue(u"b"_s));
        QVERIFY(envelope.hasMore);
        QCOMPARE(envelope.warnings, QStringList {u"Items that are not JSON objects: 2 of 3."_s});
    }

    // The requests of a whole list: first query, the responses, the query
    // each one leads to, and the end.
    void querySequence_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("pageSize");
        QTest::addColumn<Pager::Query>("filter");
        QTest::addColumn<QList<QByteArray>>("responses");
        QTest::addColumn<QStringList>("queries");

        QTest::newRow("secrets: cursor family")
            << u"secrets"_s << 2 << Pager::Query {{u"scope"_s, u"team"_s}}
            << QList<QByteArray> {R"({"data":)" + items("a", 2) + R"(,"nextCursor":"c1"})",
                                  R"({"data":)" + items("b", 2) + R"(,"nextCursor":"c2"})",
                                  R"({"data":)" + items("c", 1) + R"(,"nextCursor":null})"}
            << QStringList {u"scope=team&limit=2"_s, u"scope=team&limit=2&cursor=c1"_s,
                            u"scope=team&limit=2&cursor=c2"_s};
        QTest::newRow("group models: pagination.nextCursor, hasMore false ends")
            << u"group-models"_s << 100 << Pager::Query {{u"mode"_s, u"auto"_s}, {u"sort"_s, u"name"_s}}
            << QList<QByteArray> {R"({"items":)" + items("a", 2) + R"(,"pagination":{"nextCursor":"x"}})",
                                  R"({"items":)" + items("b", 2)
                                      + R"(,"pagination":{"nextCursor":"y","hasMore":false}})"}
            << QStringList {u"mode=auto&sort=name&limit=100"_s, u"mode=auto&sort=name&limit=100&cursor=x"_s};
        QTest::newRow("custom models: empty filter values not sent")
            << u"custom-models"_s << 1 << Pager::Query {{u"search"_s, QString()}, {u"scope"_s, u"mine"_s}}
            << QList<QByteArray> {items("a", 1)} << QStringList {u"scope=mine&limit=1"_s};
        QTest::newRow("tools: page family with total")
            << u"tools"_s << 2 << Pager::Query {{u"scopeType"_s, u"team"_s}}
            << QList<QByteArray> {R"({"data":)" + items("a", 2) + R"(,"page":1,"pageSize":2,"total":5})",
                                  R"({"data":)" + items("b", 2) + R"(,"page":2,"pageSize":2,"total":5})",
                                  R"({"data":)" + items("c", 1) + R"(,"page":3,"pageSize":2,"total":5})"}
            << QStringList {u"scopeType=team&page=1&pageSize=2"_s, u"scopeType=team&page=2&pageSize=2"_s,
                            u"scopeType=team&page=3&pageSize=2"_s};
        QTest::newRow("files: no totals, a short page ends")
            << u"files"_s << 3 << Pager::Query {{u"resourceType"_s, u"text"_s}, {u"status"_s, u"ready"_s}}
            << QList<QByteArray> {items("a", 3), items("b", 3), items("c", 2)}
            << QStringList {u"resourceType=text&status=ready&page=1&pageSize=3"_s,
                            u"resourceType=text&status=ready&page=2&pageSize=3"_s,
                            u"resourceType=text&status=ready&page=3&pageSize=3"_s};
        QTest::newRow("api resources: full last page, then an empty one")
            << u"api-resources"_s << 2 << Pager::Query() << QList<QByteArray> {items("a", 2), R"({"results":[]})"}
            << QStringList {u"page=1&pageSize=2"_s, u"page=2&pageSize=2"_s};
    }

    void querySequence()
    {
        QFETCH(QString, key);
        QFETCH(int, pageSize);
        QFETCH(Pager::Query, filter);
        QFETCH(QList<QByteArray>, responses);
        QFETCH(QStringList, queries);

        Pager pager(kind(key), pageSize, filter);
        QCOMPARE(describe(pager.validate()), QString());
        QCOMPARE(encoded(pager.firstQuery()), queries.first());
        for (qsizetype i = 0; i < responses.size(); ++i) {
            QVERIFY2(pager.hasMore(), qPrintable(u"before response %1"_s.arg(i)));
            QCOMPARE(encoded(pager.nextQuery()), queries.at(i));
            const QJsonValue body = json(responses.at(i));
            QJsonArray expected = body.toArray();
            for (const QString &list : {u"data"_s, u"items"_s, u"results"_s}) {
                if (body[list].isArray())
                    expected = body[list].toArray();
            }
            QCOMPARE(pager.consume(body), expected);
            QCOMPARE(pager.warnings(), QStringList());
        }
        QVERIFY(!pager.hasMore());
        QVERIFY(pager.nextQuery().isEmpty());
        // The first query does not move.
        QCOMPARE(encoded(pager.firstQuery()), queries.first());
    }

    // Opaque cursors (often base64) and free-text filters reach the server
    // exactly: '+' must not turn into a space, "%41" must not turn into "A".
    void queryEncoding()
    {
        const QString cursor = u"eyJpZCI6M30=+/a&b=c%41 é#"_s;
        const QString search = u"deploy & key+1 100%"_s;
        Pager pager(kind(u"custom-models"_s), 10, {{u"search"_s, search}});
        QJsonObject page {{u"data"_s, QJsonArray {QJsonObject {{u"id"_s, 1}}}}, {u"nextCursor"_s, cursor}};
        pager.consume(page);

        const QUrlQuery query = pager.nextQuery();
        QCOMPARE(encoded(query),
                 u"search=deploy%20%26%20key%2B1%20100%25&limit=10"
                 u"&cursor=eyJpZCI6M30%3D%2B%2Fa%26b%3Dc%2541%20%C3%A9%23"_s);
        QUrl url(u"https://service.example/v1/custom-models"_s);
        url.setQuery(query);
        const QUrlQuery received(QUrl(url.toString(QUrl::FullyEncoded)));
        QCOMPARE(received.queryItemValue(u"cursor"_s, QUrl::FullyDecoded), cursor);
        QCOMPARE(received.queryItemValue(u"search"_s, QUrl::FullyDecoded), search);
        QCOMPARE(received.queryItemValue(u"limit"_s, QUrl::FullyDecoded), u"10"_s);
    }

    void sameCursor_data()
    {
        QTest::addColumn<QStringList>("cursors"); // the next cursor of each response; "" for none
        QTest::addColumn<int>("pages"); // responses read before the list ends
        QTest::addColumn<bool>("guarded");
        QTest::newRow("distinct cursors") << QStringList {u"c1"_s, u"c2"_s, u"c3"_s, QString()} << 4 << false;
        QTest::newRow("the cursor just sent") << QStringList {u"c1"_s, u"c1"_s, u"c2"_s} << 2 << true;
        QTest::newRow("an earlier cursor") << QStringList {u"c1"_s, u"c2"_s, u"c1"_s, u"c3"_s} << 3 << true;
        QTest::newRow("a cycle of three") << QStringList {u"a"_s, u"b"_s, u"c"_s, u"a"_s, u"b"_s} << 4 << true;
    }

    // A server that hands back a cursor it already gave would make the list
    // loop; the pager ends it with a warning instead.
    void sameCursor()
    {
        QFETCH(QStringList, cursors);
        QFETCH(int, pages);
        QFETCH(bool, guarded);
        Pager pager(kind(u"secrets"_s), 2);
        int read = 0;
        QStringList sent;
        while (pager.hasMore() && read < cursors.size()) {
            sent << QUrlQuery(pager.nextQuery()).queryItemValue(u"cursor"_s);
            QJsonObject body {{u"data"_s, json(items(QByteArray::number(read), 2))}};
            if (!cursors.at(read).isEmpty())
                body.insert(u"nextCursor"_s, cursors.at(read));
            QCOMPARE(pager.consume(body).size(), 2); // the page itself is still shown
            ++read;
        }
        QCOMPARE(read, pages);
        QVERIFY(!pager.hasMore());
        QCOMPARE(pager.warnings().size(), guarded ? 1 : 0);
        if (guarded)
            QVERIFY(pager.warnings().first().contains(u"already sent"_s));
        QCOMPARE(QSet<QString>(sent.cbegin(), sent.cend()).size(), sent.size()); // no cursor sent twice
    }

    // A server that ignores `page` answers every request with page 1; the
    // pager stops instead of showing the same items forever.
    void repeatedPage()
    {
        const QJsonValue firstPage = json(items("a", 2));
        Pager pager(kind(u"tools"_s), 2);
        QCOMPARE(pager.consume(firstPage).size(), 2);
        QVERIFY(pager.hasMore());
        QVERIFY(pager.consume(firstPage).isEmpty());
        QVERIFY(!pager.hasMore());
        QCOMPARE(pager.warnings().size(), 1);
        QVERIFY(pager.warnings().first().contains(u"same items"_s));

        // The same with a cursor that changes but items that do not.
        Pager cursors(kind(u"group-models"_s), 2);
        QJsonObject body {{u"data"_s, json(items("a", 2))}, {u"nextCursor"_s, u"c1"_s}};
        QCOMPARE(cursors.consume(body).size(), 2);
        body.insert(u"nextCursor"_s, u"c2"_s);
        QVERIFY(cursors.consume(body).isEmpty());
        QVERIFY(!cursors.hasMore());
    }

    void wrongPageNumber()
    {
        Pager pager(kind(u"files"_s), 2);
        pager.consume(json(R"({"data":)" + items("a", 2) + R"(,"page":1,"total":10})"));
        QCOMPARE(QUrlQuery(pager.nextQuery()).queryItemValue(u"page"_s), u"2"_s);
        const QJsonArray second = pager.consume(json(R"({"data":)" + items("b", 2) + R"(,"page":1,"total":10})"));
        QCOMPARE(second.size(), 2);
        QVERIFY(!pager.hasMore());
        QCOMPARE(pager.warnings(), QStringList {u"Page 2 was asked for and page 1 came back; paging stopped."_s});
    }

    void validate_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("pageSize");
        QTest::addColumn<Pager::Query>("filter");
        QTest::addColumn<QString>("expected");
        const QString bound = u"Must be between 1 and 100."_s;
        for (const QString &key :
             {u"secrets"_s, u"custom-models"_s, u"group-models"_s, u"tools"_s, u"api-resources"_s, u"files"_s}) {
            const QString parameter = kind(key).pageSizeParameter();
            for (const int size : {-1, 0, 1, 100, 101}) {
                const bool ok = size >= 1 && size <= 100;
                QTest::addRow("%s %s=%d", qPrintable(key), qPrintable(parameter), size)
                    << key << size << Pager::Query() << (ok ? QString() : parameter + u": "_s + bound);
            }
        }
        QTest::newRow("filter: bad value") << u"custom-models"_s << 20 << Pager::Query {{u"scope"_s, u"everyone"_s}}
                                           << u"scope: Must be one of: mine, team, public, all."_s;
        QTest::newRow("filter: two bad fields and the page size")
            << u"tools"_s << 0 << Pager::Query {{u"scopeType"_s, u"user"_s}, {u"scopeId"_s, u"t1"_s}}
            << u"scopeType: Must be one of: team, customModel, groupModel.\n"
               u"scopeId: Must be a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).\n"
               u"pageSize: Must be between 1 and 100."_s;
        QTest::newRow("filter: unknown field") << u"secrets"_s << 20 << Pager::Query {{u"colour"_s, u"red"_s}}
                                               << u"colour: This query field is not part of the interface."_s;
        QTest::newRow("filter: a field of the other family")
            << u"files"_s << 20 << Pager::Query {{u"limit"_s, u"5"_s}}
            << u"limit: Paging is set by the list itself; remove this field."_s;
        QTest::newRow("filter: cursor") << u"secrets"_s << 20 << Pager::Query {{u"cursor"_s, u"c1"_s}}
                                        << u"cursor: Paging is set by the list itself; remove this field."_s;
        QTest::newRow("filter: page") << u"tools"_s << 20 << Pager::Query {{u"page"_s, u"3"_s}}
                                      << u"page: Paging is set by the list itself; remove this field."_s;
        QTest::newRow("filter: empty value is no filter")
            << u"secrets"_s << 20 << Pager::Query {{u"scope"_s, QString()}} << QString();
        QTest::newRow("filter: every field of an endpoint")
            << u"files"_s << 50
            << Pager::Query {{u"scopeType"_s, u"groupModel"_s},
                             {u"scopeId"_s, u"0b6f4c8e-1c1a-4b7e-9a51-2f1d3c4b5a61"_s},
                             {u"resourceType"_s, u"audio"_s},
                             {u"status"_s, u"vectorizing"_s},
                             {u"search"_s, u"x"_s}}
            << QString();
        QTest::newRow("chat has no list")
            << u"chat"_s << 20 << Pager::Query() << u": Chat requests cannot be listed."_s;
    }

    // Nothing is sent while the page size or the filter is wrong.
    void validate()
    {
        QFETCH(QString, key);
        QFETCH(int, pageSize);
        QFETCH(Pager::Query, filter);
        QFETCH(QString, expected);
        const Pager pager(kind(key), pageSize, filter);
        QCOMPARE(describe(pager.validate()), expected);
        QCOMPARE(pager.pageSize(), pageSize);
        QCOMPARE(&pager.kind(), &kind(key));
        if (expected.isEmpty()) {
            QVERIFY(pager.hasMore());
            QVERIFY(!pager.firstQuery().isEmpty());
            QCOMPARE(QUrlQuery(pager.firstQuery()).queryItemValue(kind(key).pageSizeParameter()),
                     QString::number(pageSize));
        } else {
            QVERIFY(!pager.hasMore());
            QVERIFY(pager.firstQuery().isEmpty());
            QVERIFY(pager.nextQuery().isEmpty());
        }
    }

    void reset()
    {
        Pager pager(kind(u"secrets"_s), 2, {{u"q"_s, u"key"_s}});
        const QString first = encoded(pager.nextQuery());
        pager.consume(json(R"({"data":)" + items("a", 2) + R"(,"nextCursor":"c1"})"));
        pager.consume(json(R"({"data":)" + items("b", 2) + R"(,"hasMore":true})"));
        QVERIFY(!pager.hasMore());
        QCOMPARE(pager.warnings().size(), 1);

        pager.reset();
        QVERIFY(pager.hasMore());
        QVERIFY(pager.warnings().isEmpty());
        QCOMPARE(encoded(pager.nextQuery()), first);
        // The same pages again: neither the cursor nor the items count as repeats.
        QCOMPARE(pager.consume(json(R"({"data":)" + items("a", 2) + R"(,"nextCursor":"c1"})")).size(), 2);
        QVERIFY(pager.hasMore());
        QCOMPARE(encoded(pager.nextQuery()), u"q=key&limit=2&cursor=c1"_s);
        QVERIFY(pager.warnings().isEmpty());

        Pager pages(kind(u"tools"_s), 2);
        pages.consume(json(items("a", 2)));
        pages.reset();
        QCOMPARE(encoded(pages.nextQuery()), u"page=1&pageSize=2"_s);
        QCOMPARE(pages.consume(json(items("a", 2))).size(), 2);
        QVERIFY(pages.hasMore());

        // An invalid pager stays closed.
        Pager invalid(kind(u"tools"_s), 0);
        invalid.reset();
        QVERIFY(!invalid.hasMore());
        QVERIFY(invalid.nextQuery().isEmpty());
    }

    // How a list ended, as every reader asks it: whole, unreadable, or cut
    // short of the end the server announced, with why.
    void end_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QList<QByteArray>>("responses"); // read until the pager stops
        QTest::addColumn<int>("read"); // responses read before it stopped
        QTest::addColumn<int>("end"); // Pager::End
        QTest::addColumn<QString>("reason"); // a part of endReason(); empty: none

        const auto cursorPage = [](const QByteArray &prefix, int count, const QByteArray &next) -> QByteArray {
            return R"({"data":)" + items(prefix, count) + R"(,"nextCursor":)" + next + '}';
        };
        const int complete = int(Pager::End::Complete);
        const int incomplete = int(Pager::End::Incomplete);
        const int unreadable = int(Pager::End::Unreadable);
        QTest::newRow("cursor pages to the end")
            << u"secrets"_s << QList<QByteArray> {cursorPage("a", 2, R"("c1")"), cursorPage("b", 1, "null")} << 2
            << complete << QString();
        QTest::newRow("pages to the total")
            << u"tools"_s
            << QList<QByteArray> {R"({"data":)" + items("a", 2) + R"(,"page":1,"total":3})",
                                  R"({"data":)" + items("b", 1) + R"(,"page":2,"total":3})"}
            << 2 << complete << QString();
        QTest::newRow("an empty list") << u"tools"_s << QList<QByteArray> {R"({"data":[],"total":0})"} << 1 << complete
                                       << QString();
        QTest::newRow("a proxy's page (not JSON)")
            << u"tools"_s << QList<QByteArray> {"null"} << 1 << unreadable << u"neither a JSON object nor an array"_s;
        QTest::newRow("no list in the second page")
            << u"secrets"_s << QList<QByteArray> {cursorPage("a", 2, R"("c1")"), R"({"secrets":[]})"} << 2 << unreadable
            << u"no list of items"_s;
        QTest::newRow("a repeated cursor")
            << u"secrets"_s << QList<QByteArray> {cursorPage("a", 2, R"("c1")"), cursorPage("b", 2, R"("c1")")} << 2
            << incomplete << u"already sent"_s;
        QTest::newRow("the same items again")
            << u"tools"_s << QList<QByteArray> {items("a", 2), items("a", 2)} << 2 << incomplete << u"same items"_s;
        QTest::newRow("another page than asked")
            << u"files"_s
            << QList<QByteArray> {R"({"data":)" + items("a", 2) + R"(,"page":1,"total":9})",
                                  R"({"data":)" + items("b", 2) + R"(,"page":1,"total":9})"}
            << 2 << incomplete << u"page 1 came back"_s;
        QTest::newRow("more announced, no cursor")
            << u"secrets"_s << QList<QByteArray> {R"({"data":)" + items("a", 2) + R"(,"hasMore":true})"} << 1
            << incomplete << u"gives no cursor"_s;
        QTest::newRow("a page short of the total")
            << u"tools"_s << QList<QByteArray> {R"({"data":)" + items("a", 1) + R"(,"page":1,"total":5})"} << 1
            << incomplete << u"where the list's total of 5 promises 2"_s;
        QTest::newRow("the last page short of the total")
            << u"api-resources"_s
            << QList<QByteArray> {R"({"data":)" + items("a", 2) + R"(,"page":1,"total":4})",
                                  R"({"data":)" + items("b", 1) + R"(,"page":2,"total":4})"}
            << 2 << incomplete << u"promises 2"_s;
        QTest::newRow("an empty page where the total promises more")
            << u"tools"_s
            << QList<QByteArray> {R"({"data":)" + items("a", 2) + R"(,"page":1,"total":5})",
                                  R"({"data":[],"page":2,"total":5})"}
            << 2 << incomplete << u"Page 2 holds 0 item"_s;
        QTest::newRow("a page short of totalPages")
            << u"files"_s << QList<QByteArray> {R"({"data":)" + items("a", 1) + R"(,"page":1,"totalPages":3})"} << 1
            << incomplete << u"promises 2"_s;
        QList<QByteArray> empties {cursorPage("a", 2, R"("e0")")};
        for (int i = 1; i <= Pager::MaxEmptyPagesInARow + 5; ++i)
            empties << cursorPage("", 0, "\"e" + QByteArray::number(i) + '"');
        QTest::newRow("empty pages for ever")
            << u"custom-models"_s << empties << 1 + Pager::MaxEmptyPagesInARow << incomplete << u"sent 10 empty page"_s;
        QList<QByteArray> someEmpties {cursorPage("a", 2, R"("e0")")};
        for (int i = 1; i < Pager::MaxEmptyPagesInARow; ++i)
            someEmpties << cursorPage("", 0, "\"e" + QByteArray::number(i) + '"');
        someEmpties << cursorPage("z", 1, "null");
        QTest::newRow("a few empty pages, then the end")
            << u"custom-models"_s << someEmpties << 1 + Pager::MaxEmptyPagesInARow << complete << QString();
    }

    void end()
    {
        QFETCH(QString, key);
        QFETCH(QList<QByteArray>, responses);
        QFETCH(int, read);
        QFETCH(int, end);
        QFETCH(QString, reason);
        Pager pager(kind(key), 2);
        int consumed = 0;
        while (pager.hasMore() && consumed < responses.size()) {
            QCOMPARE(pager.end(), Pager::End::NotYet);
            pager.consume(json(responses.at(consumed++)));
        }
        QCOMPARE(consumed, read);
        QVERIFY(!pager.hasMore());
        QCOMPARE(int(pager.end()), end);
        QCOMPARE(pager.isComplete(), end == int(Pager::End::Complete));
        if (reason.isEmpty()) {
            QCOMPARE(pager.endReason(), QString());
        } else {
            QVERIFY2(pager.endReason().contains(reason), qPrintable(pager.endReason()));
            QVERIFY(pager.warnings().contains(pager.endReason()));
        }
        pager.reset();
        QCOMPARE(pager.end(), Pager::End::NotYet);
        QVERIFY(pager.endReason().isEmpty());
    }

    // A response read after the end still gives its items and never reopens
    // the list.
    void consumeAfterTheEnd()
    {
        Pager pager(kind(u"secrets"_s), 2);
        pager.consume(json(items("a", 1)));
        QVERIFY(!pager.hasMore());
        QCOMPARE(pager.consume(json(R"({"data":)" + items("b", 2) + R"(,"nextCursor":"c9"})")).size(), 2);
        QVERIFY(!pager.hasMore());
        QVERIFY(pager.nextQuery().isEmpty());
    }

    // The total of the whole list follows the latest response that gave one;
    // a response without it keeps the one known, and reset() forgets it.
    void total()
    {
        Pager pager(kind(u"tools"_s), 2);
        QVERIFY(!pager.total());
        pager.consume(json(R"({"data":)" + items("a", 2) + R"(,"page":1,"total":7})"));
        QCOMPARE(pager.total(), 7);
        pager.consume(json(R"({"data":)" + items("b", 2) + R"(,"pagination":{"totalCount":9}})"));
        QCOMPARE(pager.total(), 9);
        pager.consume(json(R"({"data":)" + items("c", 2) + R"(})"));
        QCOMPARE(pager.total(), 9);
        pager.reset();
        QVERIFY(!pager.total());

        Pager cursors(kind(u"secrets"_s), 2);
        cursors.consume(json(R"({"data":)" + items("a", 2) + R"(,"nextCursor":"c1"})"));
        QVERIFY(!cursors.total());
    }
};

QTEST_GUILESS_MAIN(tst_Pager)
#include "tst_pager.moc"

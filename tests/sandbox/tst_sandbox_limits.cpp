#include "SandboxHarness.h"

#include <QTest>

using namespace sandboxtest;

// Bodies and queries built to make the sandbox work hard: many bad items,
// many unknown query fields, integers beyond 32 bits. Each is refused with
// the field named, and quickly enough that the test's own timeout is far off.
class tst_SandboxLimits : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;

    static QByteArray repeated(const QByteArray &item, int count)
    {
        QByteArray list;
        list.reserve(qsizetype(item.size() + 1) * count);
        for (int i = 0; i < count; ++i) {
            if (i > 0)
                list += ',';
            list += item;
        }
        return list;
    }

    // A 400 whose details list at most 100 problems and then counts the rest.
    static void checkCapped(const Reply &r, const QString &firstField, int problems)
    {
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"validation_failed"_s);
        const QJsonArray details = r.error().value(u"details"_s).toArray();
        QCOMPARE(details.size(), 101);
        QCOMPARE(details.first().toObject().value(u"field"_s).toString(), firstField);
        const QJsonObject more = details.last().toObject();
        QCOMPARE(more.value(u"field"_s).toString(), QString());
        QCOMPARE(more.value(u"message"_s).toString(), u"And %1 more fields have problems."_s.arg(problems - 100));
    }

private Q_SLOTS:
    void init() { f = std::make_unique<Fixture>(); }
    void cleanup() { f.reset(); }

    void manyBadArrayItemsAreCountedNotListed()
    {
        const QByteArray body = "{\"name\":\"m\",\"llmModelName\":\"x\",\"tags\":[" + repeated("1", 48000) + "]}";
        checkCapped(f->http->send("POST", u"/v1/custom-models"_s, "t-admin", body), u"tags[0]"_s, 48000);
        QCOMPARE(f->http->get(u"/v1/custom-models"_s, "t-admin").data().size(), 0);
    }

    void manyBadChatMessagesAreCountedNotListed()
    {
        const QByteArray body
            = "{\"model\":\"custom:6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01\",\"messages\":[" + repeated("1", 48000) + "]}";
        checkCapped(f->http->send("POST", u"/v1/chat/completions"_s, "t-chat", body), u"messages[0]"_s, 48000);
    }

    void manyUnknownQueryFieldsAreCountedNotListed()
    {
        QStringList query;
        for (int i = 0; i < 16000; ++i)
            query.append(u"k%1=v"_s.arg(i));
        checkCapped(f->http->get(u"/v1/tools?"_s + query.join(u'&'), "t-admin"), u"k0"_s, 16000);
    }

    void manyUnknownReferencesAreCountedNotListed()
    {
        // Well-formed references to teams that do not exist: refused by the
        // reference check after the table's, capped the same way.
        QJsonArray teams;
        for (int i = 0; i < 300; ++i)
            teams.append(u"0b7f3c1e-9a55-4d8e-b1c2-%1"_s.arg(i, 12, 10, QChar(u'0')));
        const Reply r = f->http->post(u"/v1/group-models"_s, "t-admin",
                                      {{u"name"_s, u"g"_s},
                                       {u"defaultMode"_s, u"auto"_s},
                                       {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"x"_s}}},
                                       {u"teamIds"_s, teams}});
        checkCapped(r, u"teamIds[0]"_s, 300);
    }

    void manyFileIdsAreRefusedQuickly()
    {
        // 6 000 ids fill 222 KB, within the request target's limit (maxTargetBytes).
        QStringList ids;
        for (int i = 0; i < 6000; ++i)
            ids.append(u"0b7f3c1e-9a55-4d8e-b1c2-%1"_s.arg(i, 12, 10, QChar(u'0')));
        const Reply r = f->http->get(u"/v1/files/vectorization-status?ids="_s + ids.join(u','), "t-admin");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"ids"_s});
    }

    void integersBeyond32BitsAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("field");
        QTest::newRow("page 2^32+1") << u"/v1/tools?page=4294967297"_s << u"page"_s;
        QTest::newRow("page 2^31") << u"/v1/tools?page=2147483648"_s << u"page"_s;
        QTest::newRow("pageSize 2^32+20") << u"/v1/files?pageSize=4294967316"_s << u"pageSize"_s;
        QTest::newRow("limit 2^32+20") << u"/v1/secrets?limit=4294967316"_s << u"limit"_s;
    }
    void integersBeyond32BitsAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(QString, field);
        const Reply r = f->http->get(path, "t-admin");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"validation_failed"_s);
        QCOMPARE(r.detailFields(), QStringList {field});
        QCOMPARE(r.error().value(u"param"_s).toString(), field);
    }

    void largestPageIsAnEmptyPage()
    {
        const Reply r = f->http->get(u"/v1/tools?page=2147483647&pageSize=100"_s, "t-admin");
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"page"_s).toInteger(), 2147483647);
        QVERIFY(r.json().value(u"data"_s).isArray());
        QCOMPARE(r.data().size(), 0);
    }

    void integerFieldsBeyond32BitsAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("token");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const QString fromOne = u"Must be between 1 and 2147483647."_s;
        const QByteArray chat = "{\"model\":\"custom:6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01\","
                                "\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],";
        QTest::newRow("max_tokens 2^40") << u"/v1/chat/completions"_s << QByteArray("t-chat")
                                         << chat + "\"max_tokens\":1099511627776}" << u"max_tokens"_s << fromOne;
        QTest::newRow("max_completion_tokens 2^31")
            << u"/v1/chat/completions"_s << QByteArray("t-chat") << chat + "\"max_completion_tokens\":2147483648}"
            << u"max_completion_tokens"_s << fromOne;
        QTest::newRow("cacheTtlSeconds 2^40")
            << u"/v1/api-resources"_s << QByteArray("t-admin")
            << QByteArray("{\"name\":\"r\",\"description\":\"d\",\"urlTemplate\":\"http://x\","
                          "\"cacheTtlSeconds\":1099511627776}")
            << u"cacheTtlSeconds"_s << u"Must be between 0 and 2147483647."_s;
    }
    void integerFieldsBeyond32BitsAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, token);
        QFETCH(QByteArray, body);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const Reply r = f->http->send("POST", path, token, body);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"validation_failed"_s);
        QCOMPARE(r.detailFields(), QStringList {field});
        QCOMPARE(r.error().value(u"details"_s).toArray().first().toObject().value(u"message"_s).toString(), message);
    }
};

QTEST_GUILESS_MAIN(tst_SandboxLimits)
#include "tst_sandbox_limits.moc"

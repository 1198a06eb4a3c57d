#include "core/api/ToolArguments.h"
#include "core/chat/ToolRequest.h"
#include "sandbox/chat/ToolRunner.h"

#include <QJsonArray>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using baton::ToolRequest;
using Secrets = baton::ToolRequest::Secrets;

namespace {

QJsonObject tool(const QString &urlTemplate, const QString &method = u"post"_s)
{
    return {{u"method"_s, method}, {u"urlTemplate"_s, urlTemplate}};
}

QString url(const QString &urlTemplate, const QJsonObject &arguments, Secrets secrets = Secrets::Masked)
{
    return ToolRequest(tool(urlTemplate), arguments, secrets).url();
}

} // namespace

class tst_ToolRequest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void methodAndAddress()
    {
        const ToolRequest request(tool(u"https://api.example.com/tickets/{id}"_s, u"delete"_s), {{u"id"_s, u"42"_s}},
                                  Secrets::Masked);
        QCOMPARE(request.method(), u"DELETE"_s);
        QCOMPARE(request.url(), u"https://api.example.com/tickets/42"_s);
        QVERIFY(!request.isPlainHttp());

        QVERIFY(ToolRequest(tool(u"http://127.0.0.1:1/x"_s), {}, Secrets::Masked).isPlainHttp());
        QVERIFY(ToolRequest(tool(u"HTTP://127.0.0.1:1/x"_s), {}, Secrets::Masked).isPlainHttp());

        // A tool without a method or a template says so with empty text.
        const ToolRequest bare(QJsonObject {}, {{u"id"_s, u"42"_s}}, Secrets::Masked);
        QVERIFY(bare.method().isEmpty());
        QVERIFY(bare.url().isEmpty());
        QVERIFY(!bare.isPlainHttp());
    }

    void placeholdersFilledOnceEachWhereTheyStand()
    {
        QCOMPARE(url(u"https://x/{a}/items/{b}?q={a}"_s, {{u"a"_s, u"one"_s}, {u"b"_s, 2}}),
                 u"https://x/one/items/2?q=one"_s);
        QCOMPARE(url(u"https://x/plain"_s, {{u"a"_s, u"one"_s}}), u"https://x/plain"_s);
        QCOMPARE(url(u"https://x/{flag}/{ratio}/{list}/{object}"_s,
                     {{u"flag"_s, true},
                      {u"ratio"_s, 2.5},
                      {u"list"_s, QJsonArray {1, u"b"_s}},
                      {u"object"_s, QJsonObject {{u"k"_s, u"v"_s}}}}),
                 u"https://x/true/2.5/%5B1%2C%22b%22%5D/%7B%22k%22%3A%22v%22%7D"_s);
        QCOMPARE(url(u"https://x/{empty}/end"_s, {{u"empty"_s, u""_s}}), u"https://x//end"_s);
    }

    // What the call leaves out shows as written; what the template does not
    // name reaches the address nowhere.
    void missingAndExtraArguments()
    {
        QCOMPARE(url(u"https://x/{a}/{b}/{}"_s, {{u"a"_s, QJsonValue::Null}}), u"https://x/{a}/{b}/{}"_s);
        QCOMPARE(url(u"https://x/{a}"_s, {{u"a"_s, u"1"_s}, {u"extra"_s, u"not-here"_s}, {u"api_key"_s, u"sk-1"_s}}),
                 u"https://x/1"_s);
        // The name is read as written: a space is part of it.
        QCOMPARE(url(u"https://x/{ a }"_s, {{u"a"_s, u"1"_s}}), u"https://x/{ a }"_s);
    }

    void valuesAreEncoded()
    {
        QCOMPARE(url(u"https://x/weather/{town}"_s, {{u"town"_s, u"Saint Malo"_s}}),
                 u"https://x/weather/Saint%20Malo"_s);
        QCOMPARE(url(u"https://x/{q}"_s, {{u"q"_s, u"Zürich €"_s}}), u"https://x/Z%C3%BCrich%20%E2%82%AC"_s);
        QCOMPARE(url(u"https://x/{q}"_s, {{u"q"_s, u"100%2F"_s}}), u"https://x/100%252F"_s);
        QCOMPARE(url(u"https://x/{q}"_s, {{u"q"_s, u"a-b_c.d~e"_s}}), u"https://x/a-b_c.d~e"_s);
    }

    // A value cannot add a path segment, a query, a fragment, a user, a line
    // of the request or a placeholder, nor hide behind invisible characters:
    // the address shown is the address requested.
    void hostileValuesStayOneValue()
    {
        const QString base = u"https://api.example.com/tickets/{id}?view={view}"_s;
        const auto filled = [&](const QString &id) { return url(base, {{u"id"_s, id}, {u"view"_s, u"{id}"_s}}); };
        QCOMPARE(filled(u"../../admin"_s), u"https://api.example.com/tickets/..%2F..%2Fadmin?view=%7Bid%7D"_s);
        QCOMPARE(filled(u"1?admin=true#top"_s),
                 u"https://api.example.com/tickets/1%3Fadmin%3Dtrue%23top?view=%7Bid%7D"_s);
        QCOMPARE(filled(u"1\r\nHost: evil.example"_s),
                 u"https://api.example.com/tickets/1%0D%0AHost%3A%20evil.example?view=%7Bid%7D"_s);
        QCOMPARE(filled(u"\u202Efdp.exe"_s), u"https://api.example.com/tickets/%E2%80%AEfdp.exe?view=%7Bid%7D"_s);

        const QUrl elsewhere(url(u"https://api.example.com/{path}"_s, {{u"path"_s, u"/evil.example/x"_s}}));
        QCOMPARE(elsewhere.host(), u"api.example.com"_s);
        QCOMPARE(elsewhere.toString(), u"https://api.example.com/%2Fevil.example%2Fx"_s);
        const QUrl fragment(filled(u"1#frag"_s));
        QCOMPARE(fragment.path(), u"/tickets/1#frag"_s);
        QVERIFY(!fragment.hasFragment());
    }

    void secretsMaskedUntilShown()
    {
        const QString urlTemplate = u"https://x/lookup?q={q}&api_key={api_key}&filter={filter}"_s;
        const QJsonObject arguments {{u"q"_s, u"baton"_s},
                                     {u"api_key"_s, u"sk-live-123"_s},
                                     {u"filter"_s, QJsonObject {{u"token"_s, u"sk-nested-789"_s}, {u"n"_s, 1}}}};
        const QString mask = baton::ToolArguments::Mask.toString();
        const QString masked = url(urlTemplate, arguments);
        QCOMPARE(masked,
                 u"https://x/lookup?q=baton&api_key="_s + mask + u"&filter="_s
                     + QString::fromLatin1(QUrl::toPercentEncoding(u"{\"n\":1,\"token\":\""_s + mask + u"\"}"_s)));
        QVERIFY(!masked.contains(u"sk-"_s));

        QCOMPARE(
            url(urlTemplate, arguments, Secrets::Shown),
            u"https://x/lookup?q=baton&api_key=sk-live-123&filter=%7B%22n%22%3A1%2C%22token%22%3A%22sk-nested-789%22%7D"_s);
        // Nothing to mask is nothing masked, even under a secret name.
        QCOMPARE(url(u"https://x/{token}"_s, {{u"token"_s, QJsonValue::Null}}), u"https://x/{token}"_s);
    }

    // The reference service fills a template the same way for every argument
    // the call gives: what the approval shows is what it requests.
    void sameAddressAsTheReferenceService_data()
    {
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("text") << QJsonValue(u"Saint Malo"_s);
        QTest::newRow("unicode") << QJsonValue(u"Zürich \u202E€"_s);
        QTest::newRow("reserved") << QJsonValue(u"../a?b=c#d&e/{f}%20"_s);
        QTest::newRow("empty") << QJsonValue(u""_s);
        QTest::newRow("integer") << QJsonValue(42);
        QTest::newRow("negative") << QJsonValue(-7);
        QTest::newRow("fraction") << QJsonValue(2.5);
        QTest::newRow("true") << QJsonValue(true);
        QTest::newRow("false") << QJsonValue(false);
        QTest::newRow("array") << QJsonValue(QJsonArray {1, u"two"_s, QJsonValue::Null});
        QTest::newRow("object") << QJsonValue(QJsonObject {{u"a"_s, 1}, {u"b"_s, QJsonArray {true}}});
    }

    void sameAddressAsTheReferenceService()
    {
        QFETCH(QJsonValue, value);
        const QString urlTemplate = u"https://api.example.com/{value}/x?v={value}"_s;
        const QJsonObject arguments {{u"value"_s, value}, {u"extra"_s, u"e"_s}};
        QCOMPARE(url(urlTemplate, arguments, Secrets::Shown),
                 baton::sandbox::ToolRunner::fillTemplate(urlTemplate, arguments));
    }
};

QTEST_GUILESS_MAIN(tst_ToolRequest)
#include "tst_toolrequest.moc"

#include "EchoTarget.h"
#include "sandbox/chat/ToolRunner.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::sandbox::ChatApiResource;
using baton::sandbox::ChatTarget;
using baton::sandbox::ChatTool;
using baton::sandbox::HttpOutcome;
using baton::sandbox::ToolRunner;

namespace {

const QString secretValue = u"s3cr3t-\"VALUE\"/42"_s;

class FakeWorld final : public baton::sandbox::ChatWorld
{
public:
    std::optional<ChatTarget> findTarget(const QString &, const QString &) const override { return std::nullopt; }
    QList<ChatTool> toolsFor(const ChatTarget &) const override { return {}; }
    QList<ChatApiResource> apiResourcesFor(const ChatTarget &) const override { return {}; }
    std::optional<QString> secretValue(const QString &secretId) const override
    {
        if (secretId == u"sec-1"_s)
            return ::secretValue;
        return std::nullopt;
    }
};

} // namespace

class tst_ToolRunner : public QObject
{
    Q_OBJECT

    FakeWorld m_world;
    QNetworkAccessManager m_network;
    std::unique_ptr<EchoTarget> m_target;
    std::unique_ptr<ToolRunner> m_runner;

    ChatTool tool(const QString &path, const QString &method = u"POST"_s)
    {
        ChatTool t;
        t.name = u"probe"_s;
        t.method = method;
        t.urlTemplate = m_target->url(path);
        return t;
    }

    // Runs and waits for the one outcome.
    HttpOutcome run(const ChatTool &t, const QJsonObject &arguments)
    {
        std::optional<HttpOutcome> outcome;
        QObject context;
        m_runner->runTool(t, arguments, &context, [&](const HttpOutcome &o) { outcome = o; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000); }();
        return outcome.value_or(HttpOutcome());
    }

private Q_SLOTS:
    void init()
    {
        m_target = std::make_unique<EchoTarget>();
        QVERIFY(m_target->port() != 0);
        m_runner = std::make_unique<ToolRunner>(m_network, m_world, 5000);
    }

    void fillTemplateEncodesArguments()
    {
        const QJsonObject arguments {{u"a"_s, u"a b/c?"_s}, {u"b"_s, u"é&="_s}, {u"n"_s, 3},
                                     {u"f"_s, 1.5},         {u"t"_s, true},     {u"o"_s, QJsonObject {{u"k"_s, 1}}}};
        QCOMPARE(ToolRunner::fillTemplate(u"http://h/{a}/x?q={b}&n={n}&f={f}&t={t}&o={o}&m={missing}"_s, arguments),
                 u"http://h/a%20b%2Fc%3F/x?q=%C3%A9%26%3D&n=3&f=1.5&t=true&o=%7B%22k%22%3A1%7D&m="_s);
    }

    void runSendsTheCallAndScrubsTheSecret()
    {
        ChatTool t = tool(u"/echo/{city}?days={days}"_s);
        t.staticHeaders = {{u"X-Static"_s, u"yes"_s}};
        t.authFields = {{u"X-Api-Key"_s, u"sec-1"_s}};
        const QJsonObject arguments {{u"city"_s, u"Lyon Part-Dieu"_s}, {u"days"_s, 3}};
        const HttpOutcome outcome = run(t, arguments);

        QCOMPARE(m_target->seen.size(), 1);
        const EchoTarget::Seen &seen = m_target->seen.first();
        QCOMPARE(seen.method, QByteArray("POST"));
        QCOMPARE(seen.path, u"/echo/Lyon%20Part-Dieu"_s);
        QCOMPARE(seen.query, u"days=3"_s);
        QCOMPARE(seen.header("X-Static"), QByteArray("yes"));
        QCOMPARE(seen.header("X-Api-Key"), secretValue.toUtf8());
        QCOMPARE(seen.header("Content-Type"), QByteArray("application/json"));
        QCOMPARE(QJsonDocument::fromJson(seen.body).object(), arguments);

        QCOMPARE(outcome.status, 200);
        QCOMPARE(outcome.method, u"POST"_s);
        QVERIFY(outcome.error.isEmpty());
        QVERIFY2(outcome.excerpt.contains(u"Lyon"_s), qPrintable(outcome.excerpt));
        QVERIFY2(!outcome.excerpt.contains(u"s3cr3t"_s), qPrintable(outcome.excerpt));
        QVERIFY(outcome.excerpt.size() <= ToolRunner::ExcerptLength + 1);
    }

    void everyFormOfTheSecretIsScrubbed_data()
    {
        QTest::addColumn<QString>("form");
        QTest::newRow("raw") << u"raw"_s;
        QTest::newRow("json") << u"json"_s;
        QTest::newRow("url") << u"url"_s;
    }

    void everyFormOfTheSecretIsScrubbed()
    {
        QFETCH(QString, form);
        ChatTool t = tool(u"/reflect/"_s + form);
        t.authFields = {{u"X-Api-Key"_s, u"sec-1"_s}};
        const HttpOutcome outcome = run(t, {});
        QCOMPARE(outcome.status, 200);
        QVERIFY2(outcome.excerpt.contains(u"[redacted]"_s), qPrintable(outcome.excerpt));
        QVERIFY2(!outcome.excerpt.contains(u"s3cr3t"_s), qPrintable(outcome.excerpt));
    }

    void eachMethodIsUsed_data()
    {
        QTest::addColumn<QString>("method");
        QTest::newRow("PUT") << u"PUT"_s;
        QTest::newRow("PATCH") << u"patch"_s;
        QTest::newRow("DELETE") << u"DELETE"_s;
    }

    void eachMethodIsUsed()
    {
        QFETCH(QString, method);
        const QJsonObject arguments {{u"id"_s, 7}};
        QCOMPARE(run(tool(u"/echo/x"_s, method), arguments).status, 200);
        QCOMPARE(m_target->seen.size(), 1);
        QCOMPARE(m_target->seen.first().method, method.toUpper().toLatin1());
        QCOMPARE(QJsonDocument::fromJson(m_target->seen.first().body).object(), arguments);
    }

    void missingSecretSendsNothing()
    {
        ChatTool t = tool(u"/echo/x"_s);
        t.authFields = {{u"X-Api-Key"_s, u"sec-gone"_s}};
        const HttpOutcome outcome = run(t, {});
        QCOMPARE(outcome.status, 0);
        QVERIFY2(outcome.error.contains(u"X-Api-Key"_s), qPrintable(outcome.error));
        QVERIFY(m_target->seen.isEmpty());
    }

    void errorStatusIsAnOutcome()
    {
        const HttpOutcome outcome = run(tool(u"/status/404"_s), {});
        QCOMPARE(outcome.status, 404);
        QCOMPARE(outcome.excerpt, u"gone"_s);
        QVERIFY(outcome.error.isEmpty());
    }

    void excerptIsShort()
    {
        const HttpOutcome outcome = run(tool(u"/big"_s, u"PUT"_s), {});
        QCOMPARE(outcome.status, 200);
        QCOMPARE(outcome.excerpt, QString(ToolRunner::ExcerptLength, u'x') + u'…');
    }

    void secretIsScrubbedBeforeTheCut()
    {
        ChatTool t = tool(u"/secretat/"_s + QString::number(ToolRunner::ExcerptLength - 3));
        t.authFields = {{u"X-Api-Key"_s, u"sec-1"_s}};
        const HttpOutcome outcome = run(t, {});
        QCOMPARE(outcome.status, 200);
        QVERIFY2(!outcome.excerpt.contains(u"s3c"_s), qPrintable(outcome.excerpt));
        QVERIFY(outcome.excerpt.endsWith(u"[re…"_s));
    }

    void toolTimeoutApplies()
    {
        ChatTool t = tool(u"/slow/3000"_s);
        t.timeoutMs = 100;
        QElapsedTimer clock;
        clock.start();
        const HttpOutcome outcome = run(t, {});
        QCOMPARE(outcome.status, 0);
        QVERIFY2(outcome.error.contains(u"100 ms"_s), qPrintable(outcome.error));
        QVERIFY(clock.elapsed() < 2500);
    }

    void defaultTimeoutAppliesWhenTheToolHasNone()
    {
        m_runner = std::make_unique<ToolRunner>(m_network, m_world, 150);
        const HttpOutcome outcome = run(tool(u"/slow/3000"_s), {});
        QCOMPARE(outcome.status, 0);
        QVERIFY2(outcome.error.contains(u"150 ms"_s), qPrintable(outcome.error));
    }

    void fetchUsesGet()
    {
        ChatApiResource resource;
        resource.name = u"Prices"_s;
        resource.urlTemplate = m_target->url(u"/echo/prices"_s);
        resource.staticHeaders = {{u"Accept"_s, u"application/json"_s}};
        std::optional<HttpOutcome> outcome;
        QObject context;
        m_runner->fetch(resource, &context, [&](const HttpOutcome &o) { outcome = o; });
        QTRY_VERIFY(outcome.has_value());
        QCOMPARE(outcome->status, 200);
        QCOMPARE(outcome->method, u"GET"_s);
        QCOMPARE(outcome->url, m_target->url(u"/echo/prices"_s));
        QCOMPARE(m_target->seen.size(), 1);
        QCOMPARE(m_target->seen.first().method, QByteArray("GET"));
        QCOMPARE(m_target->seen.first().header("Accept"), QByteArray("application/json"));
        QVERIFY(m_target->seen.first().body.isEmpty());
    }

    void onlyHttpUrlsAreCalled()
    {
        ChatTool t = tool(QString());
        t.urlTemplate = u"file:///etc/{name}"_s;
        const HttpOutcome outcome = run(t, {{u"name"_s, u"passwd"_s}});
        QCOMPARE(outcome.status, 0);
        QVERIFY2(outcome.error.contains(u"file:///etc/passwd"_s), qPrintable(outcome.error));
    }

    void goneContextCancelsTheCall()
    {
        bool called = false;
        auto context = std::make_unique<QObject>();
        m_runner->runTool(tool(u"/slow/3000"_s), {}, context.get(), [&](const HttpOutcome &) { called = true; });
        QTRY_COMPARE(m_target->seen.size(), 1);
        context.reset();
        QTRY_VERIFY2(m_target->slowClientLeft, "the request is aborted");
        QVERIFY(!called);
    }
};

QTEST_GUILESS_MAIN(tst_ToolRunner)
#include "tst_toolrunner.moc"

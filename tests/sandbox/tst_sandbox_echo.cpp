#include "SandboxHarness.h"

#include <QTest>

using namespace sandboxtest;

// /_sandbox/echo/...: answers what it received with secrets redacted, and
// keeps a log that tells which secret a header carried without its value.
class tst_SandboxEcho : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;

private Q_SLOTS:
    void init() { f = std::make_unique<Fixture>(); }
    void cleanup() { f.reset(); }

    void answersWhatItReceived_data()
    {
        QTest::addColumn<QByteArray>("method");
        for (const char *m : {"GET", "POST", "PUT", "PATCH", "DELETE"})
            QTest::newRow(m) << QByteArray(m);
    }
    void answersWhatItReceived()
    {
        QFETCH(QByteArray, method);
        const QByteArray body = method == "GET" ? QByteArray() : QByteArray(R"({"title":"Printer on fire"})");
        const Reply r = f->http->send(method, u"/_sandbox/echo/tickets/42?priority=high&x=%C3%A9"_s, {}, body,
                                      {{"X-Client", "test"}});
        QCOMPARE(r.status, 200);
        const QJsonObject echo = r.json();
        QCOMPARE(echo.value(u"method"_s).toString(), QString::fromLatin1(method));
        QCOMPARE(echo.value(u"path"_s).toString(), u"/_sandbox/echo/tickets/42"_s);
        QCOMPARE(echo.value(u"query"_s).toObject(), (QJsonObject {{u"priority"_s, u"high"_s}, {u"x"_s, u"é"_s}}));
        QCOMPARE(echo.value(u"headers"_s).toObject().value(u"X-Client"_s).toString(), u"test"_s);
        if (body.isEmpty())
            QVERIFY(echo.value(u"body"_s).isNull());
        else
            QCOMPARE(echo.value(u"body"_s).toObject().value(u"title"_s).toString(), u"Printer on fire"_s);
        QCOMPARE(f->server->echoLog().size(), 1);
    }

    void secretHeadersAreRedactedAndMatched()
    {
        const QString value = u"echo-secret-0123456789"_s;
        const QString secret = f->http
                                   ->post(u"/v1/secrets"_s, "t-admin",
                                          {{u"name"_s, u"k"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, value}})
                                   .id();
        const Reply r = f->http->send(
            "POST", u"/_sandbox/echo/call"_s, "t-admin", "{}",
            {{"X-Api-Key", value.toUtf8()}, {"X-Other", "Bearer " + value.toUtf8()}, {"Cookie", "session=abc"}});
        QCOMPARE(r.status, 200);
        const QJsonObject headers = r.json().value(u"headers"_s).toObject();
        for (const QString &name : {u"Authorization"_s, u"X-Api-Key"_s, u"X-Other"_s, u"Cookie"_s})
            QCOMPARE(headers.value(name).toString(), u"•••"_s);
        const QJsonArray matched = r.json().value(u"secretHeaders"_s).toArray();
        QCOMPARE(matched.size(), 2);
        QCOMPARE(matched.at(0).toObject(), (QJsonObject {{u"header"_s, u"X-Api-Key"_s}, {u"secretId"_s, secret}}));
        QCOMPARE(matched.at(1).toObject(), (QJsonObject {{u"header"_s, u"X-Other"_s}, {u"secretId"_s, secret}}));

        const Reply log = f->http->get(u"/_sandbox/echo-log"_s, "t-admin");
        QCOMPARE(log.status, 200);
        QCOMPARE(log.data().size(), 1);
        QCOMPARE(log.data().at(0).toObject().value(u"secretHeaders"_s).toArray(), matched);
        QCOMPARE(f->server->echoLog().entries(), log.data());
        for (const Reply &answer : {r, log}) {
            QVERIFY(!answer.body.contains(value.toUtf8()));
            QVERIFY(!answer.body.contains("t-admin"));
            QVERIFY(!answer.body.contains("session=abc"));
        }

        QCOMPARE(f->http->del(u"/_sandbox/echo-log"_s, "t-admin").status, 204);
        QCOMPARE(f->server->echoLog().size(), 0);
    }

    void logKeepsTheLatestRequestsOnly()
    {
        for (int i = 0; i < int(baton::sandbox::EchoLog::capacity) + 5; ++i)
            QCOMPARE(f->http->get(u"/_sandbox/echo/n%1"_s.arg(i), {}).status, 200);
        const QJsonArray entries = f->server->echoLog().entries();
        QCOMPARE(entries.size(), baton::sandbox::EchoLog::capacity);
        QCOMPARE(entries.first().toObject().value(u"path"_s).toString(), u"/_sandbox/echo/n5"_s);
    }
};

QTEST_GUILESS_MAIN(tst_SandboxEcho)
#include "tst_sandbox_echo.moc"

#include "core/api/Credentials.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::Credentials;

class tst_Credentials : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("secret");
        for (const QString &name :
             {u"Authorization"_s, u"authorization"_s, u"Proxy-Authorization"_s, u"Cookie"_s, u"X-API-Key"_s,
              u"x-api-key"_s, u"Api-Key"_s, u"X-Auth-Token"_s, u"Client-Secret"_s, u"DB-PASSWORD"_s, u"X-Session-Id"_s,
              u"X-Apikey"_s, u"access_token"_s, u"client-secret"_s, u"Password"_s})
            QTest::newRow(qPrintable(name)) << name << true;
        for (const QString &name : {u"Accept"_s, u"X-Client"_s, u"Content-Type"_s, u"Keep-Alive"_s,
                                    u"Accept-Language"_s, u"User-Agent"_s, u"author"_s, u"title"_s})
            QTest::newRow(qPrintable(name)) << name << false;
    }

    void names()
    {
        QFETCH(QString, name);
        QFETCH(bool, secret);
        QCOMPARE(Credentials::isSecretName(name), secret);
    }

    void values_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("secret");
        QTest::newRow("bearer") << u"Bearer abc123"_s << true;
        QTest::newRow("basic") << u"Basic YWxhZGRpbjpvcGVuc2VzYW1l"_s << true;
        QTest::newRow("token scheme") << u"token 0123abcd"_s << true;
        QTest::newRow("digest") << u"Digest username=\"ada\", response=\"6629fae4\""_s << true;
        QTest::newRow("openai key") << u"sk-proj-4fG7hJ9kL2mN5pQ8rS1t"_s << true;
        QTest::newRow("github token") << u"ghp_16C7e42F292c6912E7710c838347Ae178B4a"_s << true;
        QTest::newRow("slack token") << u"xoxb-1234567890-abcdefghij"_s << true;
        QTest::newRow("aws key id") << u"AKIAIOSFODNN7EXAMPLE"_s << true;
        QTest::newRow("jwt")
            << u"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"_s
            << true;
        QTest::newRow("json") << u"application/json"_s << false;
        QTest::newRow("client name") << u"baton-sandbox-demo"_s << false;
        QTest::newRow("language tag") << u"sk-SK"_s << false;
        QTest::newRow("a word after Bearer is needed") << u"Bearer"_s << false;
        QTest::newRow("a word ending in sk-") << u"task-0123456789abcdefgh"_s << false;
        QTest::newRow("no-cache") << u"no-cache"_s << false;
        QTest::newRow("empty") << QString() << false;
    }

    void values()
    {
        QFETCH(QString, value);
        QFETCH(bool, secret);
        QCOMPARE(Credentials::isSecretValue(value), secret);
    }

    void headers()
    {
        QVERIFY(Credentials::isSecretHeader(u"Authorization", u"Bearer abc123"));
        QVERIFY(Credentials::isSecretHeader(u"X-Forwarded", u"Bearer abc123"));
        QVERIFY(Credentials::isSecretHeader(u"X-Api-Key", u"plain"));
        QVERIFY(!Credentials::isSecretHeader(u"Accept", u"application/json"));
        QVERIFY(!Credentials::isSecretHeader(u"X-Client", u"baton-sandbox-demo"));
        QVERIFY(!Credentials::isSecretHeader(u"Content-Type", u"text/plain"));
    }

    void maskKeepsTheSchemeOnly()
    {
        QCOMPARE(Credentials::maskedValue(u"Bearer abc123"), u"Bearer ••••••••"_s);
        QCOMPARE(Credentials::maskedValue(u"basic YWxh"), u"basic ••••••••"_s);
        QCOMPARE(Credentials::maskedValue(u"sk-proj-4fG7hJ9kL2mN5pQ8rS1t"), u"••••••••"_s);
    }

    void headersAreMaskedAtAnyDepth()
    {
        const QJsonObject tool {{u"name"_s, u"Tickets"_s},
                                {u"staticHeadersNonSecret"_s,
                                 QJsonObject {{u"Authorization"_s, u"Bearer abc123"_s},
                                              {u"Accept"_s, u"application/json"_s},
                                              {u"X-Trace"_s, u"sk-proj-4fG7hJ9kL2mN5pQ8rS1t"_s},
                                              {u"X-Api-Key"_s, u""_s}}}};
        const QJsonObject envelope {{u"data"_s, QJsonArray {tool, QJsonObject {{u"name"_s, u"Plain"_s}}}}};
        bool any = false;
        const QJsonValue masked = Credentials::withHeadersMasked(envelope, &any);
        QVERIFY(any);
        const QByteArray text = QJsonDocument(masked.toObject()).toJson(QJsonDocument::Compact);
        QVERIFY2(!text.contains("abc123"), text.constData());
        QVERIFY(!text.contains("4fG7"));
        const QJsonObject headers = masked[u"data"_s][0][u"staticHeadersNonSecret"_s].toObject();
        QCOMPARE(headers.value(u"Authorization"_s).toString(), u"Bearer ••••••••"_s);
        QCOMPARE(headers.value(u"X-Trace"_s).toString(), u"••••••••"_s);
        QCOMPARE(headers.value(u"Accept"_s).toString(), u"application/json"_s);
        QCOMPARE(headers.value(u"X-Api-Key"_s).toString(), QString());
        QCOMPARE(masked[u"data"_s][1], envelope[u"data"_s][1]);

        any = true;
        const QJsonObject plain {{u"staticHeadersNonSecret"_s, QJsonObject {{u"Accept"_s, u"text/plain"_s}}}};
        QCOMPARE(Credentials::withHeadersMasked(plain, &any), QJsonValue(plain));
        QVERIFY(!any);
    }
};

QTEST_GUILESS_MAIN(tst_Credentials)
#include "tst_credentials.moc"

#include "core/api/ApiClient.h"
#include "core/api/RateLimitWatch.h"
#include "core/api/RequestLog.h"
#include "support/LoopbackServer.h"

#include <QLocale>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::ApiClient;
using baton::ApiJob;
using baton::Profile;
using baton::RateLimitWatch;
using baton::RequestLog;
using baton::RetryPolicy;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;

// RateLimitWatch over a RequestLog filled by real requests (DELETE, which is
// never retried) to a loopback server that answers what each test asks, with
// a clock the test moves.
class tst_RateLimitWatch : public QObject
{
    Q_OBJECT

private:
    QDateTime m_now;
    std::unique_ptr<LoopbackServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<RequestLog> m_log;
    std::unique_ptr<ApiClient> m_client;
    std::unique_ptr<RateLimitWatch> m_watch;
    int m_status = 200;
    QByteArray m_retryAfter;

    [[nodiscard]] RateLimitWatch::Clock clock()
    {
        return [this] { return m_now; };
    }

    // One DELETE answered with `status` and `retryAfter`, waited for.
    [[nodiscard]] bool answer(int status, const QByteArray &retryAfter)
    {
        m_status = status;
        m_retryAfter = retryAfter;
        ApiJob *job = m_client->remove(u"/v1/tools/1"_s);
        QSignalSpy spy(job, &ApiJob::finished);
        return spy.wait(10000);
    }

private Q_SLOTS:
    void init()
    {
        m_now = QDateTime(QDate(2026, 3, 2), QTime(10, 0), Qt::UTC);
        m_server = std::make_unique<LoopbackServer>();
        m_server->setHandler([this](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::Headers headers {{"Content-Type", "application/json"}};
            if (!m_retryAfter.isEmpty())
                headers.append({"Retry-After", m_retryAfter});
            LoopbackServer::reply(responder, m_status, m_status == 204 ? QByteArray() : "{}", headers);
        });
        m_network = std::make_unique<QNetworkAccessManager>();
        m_log = std::make_unique<RequestLog>();
        m_client = std::make_unique<ApiClient>(*m_network, *m_log);
        m_client->setRetryPolicy(RetryPolicy([this] { return m_now; }, [] { return 0.0; }));
        m_client->setConnection(Profile {u"t"_s, m_server->baseUrl(), false, {}}, u"tok"_s);
        m_watch = std::make_unique<RateLimitWatch>(*m_log, clock());
    }

    void cleanup()
    {
        m_watch.reset();
        m_client.reset();
        m_log.reset();
        m_network.reset();
        m_server.reset();
    }

    void notLimitedAtFirst()
    {
        QVERIFY(!m_watch->limitedUntil().isValid());
        QCOMPARE(m_watch->remaining(), 0s);
    }

    void tooManyRequestsCountsDown()
    {
        QSignalSpy changed(m_watch.get(), &RateLimitWatch::limitChanged);
        QVERIFY(answer(429, "30"));
        QCOMPARE(m_log->at(0).retryAfter, std::optional(30s));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toDateTime(), m_now.addSecs(30));
        QCOMPARE(m_watch->remaining(), 30s);

        m_now = m_now.addMSecs(10'500);
        QCOMPARE(m_watch->remaining(), 20s); // 19.5 s, rounded up
        m_now = m_now.addSecs(20);
        QCOMPARE(m_watch->remaining(), 0s);
        QCOMPARE(changed.size(), 1); // running out needs no signal
    }

    void anHttpDateIsReadToo()
    {
        QVERIFY(answer(429, QLocale::c().toString(m_now.addSecs(45), u"ddd, dd MMM yyyy hh:mm:ss 'GMT'"_s).toLatin1()));
        QCOMPARE(m_log->at(0).retryAfter, std::optional(45s));
        QCOMPARE(m_watch->remaining(), 45s);
    }

    void theLatestEndWins()
    {
        QSignalSpy changed(m_watch.get(), &RateLimitWatch::limitChanged);
        QVERIFY(answer(429, "20"));
        QVERIFY(answer(429, "5"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(m_watch->remaining(), 20s);
        QVERIFY(answer(429, "50"));
        QCOMPARE(changed.size(), 2);
        QCOMPARE(m_watch->remaining(), 50s);
    }

    void aSuccessLiftsTheLimit()
    {
        QSignalSpy changed(m_watch.get(), &RateLimitWatch::limitChanged);
        QVERIFY(answer(429, "20"));
        QVERIFY(answer(204, {}));
        QCOMPARE(changed.size(), 2);
        QVERIFY(!changed.at(1).at(0).toDateTime().isValid());
        QCOMPARE(m_watch->remaining(), 0s);
    }

    void otherAnswersDoNotLimit()
    {
        QSignalSpy changed(m_watch.get(), &RateLimitWatch::limitChanged);
        QVERIFY(answer(503, "20")); // unavailable, not a rate limit
        QCOMPARE(m_log->at(0).retryAfter, std::optional(20s));
        QVERIFY(answer(429, {})); // no wait given: nothing to count down
        QVERIFY(answer(429, "soon"));
        QVERIFY(!m_log->at(2).retryAfter);
        QVERIFY(answer(204, {})); // nothing to lift
        QCOMPARE(changed.size(), 0);
        QCOMPARE(m_watch->remaining(), 0s);
    }
};

QTEST_GUILESS_MAIN(tst_RateLimitWatch)
#include "tst_ratelimitwatch.moc"

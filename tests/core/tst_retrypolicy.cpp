#include "core/api/RetryPolicy.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::RetryPolicy;

// Pure decisions with a fake clock and a fake random source.
class tst_RetryPolicy : public QObject
{
    Q_OBJECT

private:
    QDateTime m_now;
    double m_random = 0.0;

    [[nodiscard]] RetryPolicy policy()
    {
        return RetryPolicy([this] { return m_now; }, [this] { return m_random; });
    }

    [[nodiscard]] static RetryPolicy::Attempt attempt(const QByteArray &method, int status,
                                                      QNetworkReply::NetworkError error = QNetworkReply::NoError)
    {
        RetryPolicy::Attempt a;
        a.method = method;
        a.httpStatus = status;
        a.networkError = error;
        return a;
    }

private Q_SLOTS:
    void init()
    {
        m_now = QDateTime(QDate(2025, 3, 14), QTime(12, 0, 0), Qt::UTC);
        m_random = 0.0;
    }

    void backoffGrowsFromHalfASecondWithJitterAndCap()
    {
        m_random = 0.0;
        QCOMPARE(policy().backoff(1), 500ms);
        QCOMPARE(policy().backoff(2), 1000ms);
        QCOMPARE(policy().backoff(3), 2000ms);
        QCOMPARE(policy().backoff(5), 8000ms);
        QCOMPARE(policy().backoff(30), 8000ms);
        m_random = 0.999;
        QCOMPARE(policy().backoff(1), 749ms);
        QCOMPARE(policy().backoff(2), 1499ms);
        QCOMPARE(policy().backoff(4), 5998ms);
        QCOMPARE(policy().backoff(5), 8000ms); // 8 s stretched, and capped again
        m_random = 0.5;
        QCOMPARE(policy().backoff(1), 625ms);
    }

    void getRetriedOn429And503WithBackoff_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("retried");
        QTest::newRow("429") << 429 << true;
        QTest::newRow("503") << 503 << true;
        QTest::newRow("500") << 500 << false;
        QTest::newRow("502") << 502 << false;
        QTest::newRow("404") << 404 << false;
        QTest::newRow("401") << 401 << false;
    }

    void getRetriedOn429And503WithBackoff()
    {
        QFETCH(int, status);
        QFETCH(bool, retried);
        m_random = 0.0;
        const auto delay = policy().delayBeforeRetry(attempt("GET", status));
        QCOMPARE(delay.has_value(), retried);
        if (retried)
            QCOMPARE(*delay, 500ms);
    }

    void retryAfterSecondsWinsOverBackoff()
    {
        auto a = attempt("GET", 503);
        a.retryAfter = "7";
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(7000ms)));
        a.retryAfter = "0";
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(0ms)));
    }

    void retryAfterHttpDateUsesTheClock()
    {
        auto a = attempt("GET", 429);
        a.retryAfter = "Fri, 14 Mar 2025 12:00:12 GMT";
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(12s)));
        m_now = m_now.addSecs(5);
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(7s)));
        m_now = m_now.addSecs(3600);
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(0s)));
    }

    void retryAfterAboveTheCapIsNotSatOut()
    {
        auto a = attempt("GET", 429);
        a.retryAfter = QByteArray::number(qint64(RetryPolicy::MaxRetryAfter.count()));
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(RetryPolicy::MaxRetryAfter)));
        a.retryAfter = QByteArray::number(qint64(RetryPolicy::MaxRetryAfter.count()) + 1);
        QVERIFY(!policy().delayBeforeRetry(a));
        a.retryAfter = "Fri, 14 Mar 2025 13:00:00 GMT";
        QVERIFY(!policy().delayBeforeRetry(a));
    }

    void unreadableRetryAfterFallsBackToBackoff()
    {
        m_random = 0.0;
        auto a = attempt("GET", 503);
        a.retryAfter = "soon";
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(500ms)));
    }

    void parseRetryAfter_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<int>("seconds"); // -1: unreadable
        QTest::newRow("seconds") << QByteArray("120") << 120;
        QTest::newRow("spaces") << QByteArray(" 3 ") << 3;
        QTest::newRow("imf-fixdate") << QByteArray("Fri, 14 Mar 2025 12:01:00 GMT") << 60;
        QTest::newRow("rfc850") << QByteArray("Friday, 14-Mar-25 12:00:30 GMT") << 30;
        QTest::newRow("asctime") << QByteArray("Fri Mar 14 12:00:45 2025") << 45;
        QTest::newRow("asctime one digit") << QByteArray("Sat Mar  1 12:00:00 2025") << 0;
        QTest::newRow("past date") << QByteArray("Thu, 01 Jan 2015 00:00:00 GMT") << 0;
        QTest::newRow("huge") << QByteArray("99999999999999999999999") << std::numeric_limits<qint32>::max();
        QTest::newRow("negative") << QByteArray("-5") << -1;
        QTest::newRow("fraction") << QByteArray("1.5") << -1;
        QTest::newRow("empty") << QByteArray("") << -1;
        QTest::newRow("words") << QByteArray("tomorrow") << -1;
    }

    void parseRetryAfter()
    {
        QFETCH(QByteArray, value);
        QFETCH(int, seconds);
        const auto parsed = RetryPolicy::parseRetryAfter(value, m_now);
        if (seconds < 0) {
            QVERIFY(!parsed);
        } else {
            QVERIFY(parsed);
            QCOMPARE(parsed->count(), seconds);
        }
    }

    void getRetriedOnConnectionErrorsOnly_data()
    {
        QTest::addColumn<int>("error");
        QTest::addColumn<bool>("retried");
        QTest::newRow("refused") << int(QNetworkReply::ConnectionRefusedError) << true;
        QTest::newRow("reset") << int(QNetworkReply::RemoteHostClosedError) << true;
        QTest::newRow("host not found") << int(QNetworkReply::HostNotFoundError) << true;
        QTest::newRow("temporary") << int(QNetworkReply::TemporaryNetworkFailureError) << true;
        QTest::newRow("timeout") << int(QNetworkReply::OperationCanceledError) << false;
        QTest::newRow("tls") << int(QNetworkReply::SslHandshakeFailedError) << false;
        QTest::newRow("redirect") << int(QNetworkReply::InsecureRedirectError) << false;
    }

    void getRetriedOnConnectionErrorsOnly()
    {
        QFETCH(int, error);
        QFETCH(bool, retried);
        m_random = 0.0;
        const auto delay = policy().delayBeforeRetry(attempt("GET", 0, QNetworkReply::NetworkError(error)));
        QCOMPARE(delay.has_value(), retried);
        if (retried)
            QCOMPARE(*delay, 500ms);
    }

    void atMostTwoRetries()
    {
        m_random = 0.0;
        auto a = attempt("GET", 503);
        a.number = 1;
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(500ms)));
        a.number = 2;
        QCOMPARE(policy().delayBeforeRetry(a), std::optional(std::chrono::milliseconds(1000ms)));
        a.number = 3;
        QVERIFY(!policy().delayBeforeRetry(a));
        QCOMPARE(RetryPolicy::MaxRetries, 2);
    }

    // Only GET is tried again: the service may have acted on any other request.
    void onlyGetIsRetried_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::newRow("POST") << QByteArray("POST");
        QTest::newRow("PATCH") << QByteArray("PATCH");
        QTest::newRow("DELETE") << QByteArray("DELETE");
        QTest::newRow("PUT") << QByteArray("PUT");
    }

    void onlyGetIsRetried()
    {
        QFETCH(QByteArray, method);
        for (const int status : {429, 503}) {
            auto a = attempt(method, status);
            a.retryAfter = "0";
            QVERIFY(!policy().delayBeforeRetry(a));
            QVERIFY(policy().delayBeforeRetry(attempt("GET", status)));
        }
        QVERIFY(!policy().delayBeforeRetry(attempt(method, 0, QNetworkReply::ConnectionRefusedError)));
        QVERIFY(!policy().delayBeforeRetry(attempt(method, 0, QNetworkReply::RemoteHostClosedError)));
    }
};

QTEST_GUILESS_MAIN(tst_RetryPolicy)
#include "tst_retrypolicy.moc"

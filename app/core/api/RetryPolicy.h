#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QNetworkReply>

#include <chrono>
#include <functional>
#include <optional>

namespace baton {

// Decides whether a failed attempt is retried automatically, and after how
// long. Pure logic: the clock (for an HTTP-date Retry-After) and the random
// source (for the jitter) are injected, so tests control both.
//
// Retried: GET on 429/503 and on connection errors. Never any other method
// (a create, an upload, a chat turn or a resume may have been acted on
// whatever the status says, and repeating it charges twice or answers an
// approval twice: the user decides), a timeout, a cancel.
class RetryPolicy final
{
public:
    using Clock = std::function<QDateTime()>;
    using Random = std::function<double()>; // uniform in [0, 1)

    // What one attempt did, as far as the decision needs it.
    struct Attempt {
        QByteArray method;
        int number = 1; // 1 for the first attempt
        int httpStatus = 0; // 0 when no response arrived
        QNetworkReply::NetworkError networkError = QNetworkReply::NoError;
        QByteArray retryAfter; // the raw Retry-After header, empty when absent
    };

    // At most two retries, so three attempts in all.
    static constexpr int MaxRetries = 2;
    // Backoff: 0.5 s, 1 s, 2 s ... each stretched by a random 0-50 %, never above 8 s.
    static constexpr std::chrono::milliseconds BaseDelay {500};
    static constexpr std::chrono::milliseconds MaxBackoff {8000};
    // A Retry-After is obeyed up to 60 s. A longer wait is not sat out
    // silently: the attempt is not retried and its error tells the user how long to wait.
    static constexpr std::chrono::seconds MaxRetryAfter {60};

    RetryPolicy(); // the system clock and QRandomGenerator::global()
    RetryPolicy(Clock clock, Random random);

    // How long to wait before the next attempt, or nothing when it must not be retried.
    [[nodiscard]] std::optional<std::chrono::milliseconds> delayBeforeRetry(const Attempt &attempt) const;
    // The jittered, capped backoff before retry number `retry` (1-based).
    [[nodiscard]] std::chrono::milliseconds backoff(int retry) const;
    [[nodiscard]] QDateTime now() const;

    // Retry-After as delta-seconds or an HTTP-date (IMF-fixdate, RFC 850 or
    // asctime); a date in the past gives zero. Nothing when unreadable.
    [[nodiscard]] static std::optional<std::chrono::seconds> parseRetryAfter(const QByteArray &value,
                                                                             const QDateTime &now);
    // An HTTP-date (IMF-fixdate, RFC 850 or asctime) in UTC; invalid when unreadable.
    [[nodiscard]] static QDateTime parseHttpDate(const QByteArray &value);
    // Failures to reach the service at all, where a GET may safely be tried again.
    [[nodiscard]] static bool isConnectionError(QNetworkReply::NetworkError error);

private:
    [[nodiscard]] std::optional<std::chrono::milliseconds> waitFor(const Attempt &attempt) const;

    Clock m_clock;
    Random m_random;
};

} // namespace baton

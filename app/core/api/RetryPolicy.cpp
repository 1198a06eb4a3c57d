#include "core/api/RetryPolicy.h"

#include <QLocale>
#include <QRandomGenerator>

#include <algorithm>
#include <limits>
#include <utility>

using namespace Qt::StringLiterals;

namespace baton {

RetryPolicy::RetryPolicy()
    : RetryPolicy([] { return QDateTime::currentDateTimeUtc(); },
                  [] { return QRandomGenerator::global()->generateDouble(); })
{ }

RetryPolicy::RetryPolicy(Clock clock, Random random)
    : m_clock(std::move(clock))
    , m_random(std::move(random))
{ }

QDateTime RetryPolicy::now() const
{
    return m_clock();
}

std::optional<std::chrono::milliseconds> RetryPolicy::delayBeforeRetry(const Attempt &attempt) const
{
    if (attempt.number > MaxRetries || attempt.method != "GET")
        return std::nullopt;
    if (attempt.httpStatus == 429 || attempt.httpStatus == 503)
        return waitFor(attempt);
    if (attempt.httpStatus == 0 && isConnectionError(attempt.networkError))
        return backoff(attempt.number);
    return std::nullopt;
}

std::optional<std::chrono::milliseconds> RetryPolicy::waitFor(const Attempt &attempt) const
{
    if (attempt.retryAfter.isEmpty())
        return backoff(attempt.number);
    const auto wait = parseRetryAfter(attempt.retryAfter, now());
    if (!wait)
        return backoff(attempt.number);
    if (*wait > MaxRetryAfter)
        return std::nullopt;
    return std::chrono::milliseconds(*wait);
}

std::chrono::milliseconds RetryPolicy::backoff(int retry) const
{
    const int doublings = std::clamp(retry - 1, 0, 16);
    const qint64 base = std::min<qint64>(MaxBackoff.count(), BaseDelay.count() << doublings);
    const double stretch = 1.0 + std::clamp(m_random(), 0.0, 1.0) / 2.0;
    return std::chrono::milliseconds(std::min<qint64>(MaxBackoff.count(), qint64(double(base) * stretch)));
}

std::optional<std::chrono::seconds> RetryPolicy::parseRetryAfter(const QByteArray &value, const QDateTime &now)
{
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;

    if (std::all_of(trimmed.begin(), trimmed.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        bool ok = false;
        const qint64 seconds = trimmed.toLongLong(&ok);
        // More digits than fit are still "a very long wait".
        return std::chrono::seconds(ok ? seconds : std::numeric_limits<qint32>::max());
    }

    const QDateTime when = parseHttpDate(trimmed);
    if (!when.isValid())
        return std::nullopt;
    const qint64 seconds = now.secsTo(when);
    return std::chrono::seconds(std::max<qint64>(0, seconds));
}

QDateTime RetryPolicy::parseHttpDate(const QByteArray &value)
{
    // The weekday is redundant with the date and not checked.
    const QString text = QString::fromLatin1(value.trimmed()).simplified();
    const QLocale c = QLocale::c();
    QDateTime parsed;
    if (const qsizetype comma = text.indexOf(u','); comma > 0) {
        const QString rest = text.mid(comma + 1).trimmed();
        parsed = c.toDateTime(rest, u"dd MMM yyyy HH:mm:ss 'GMT'"_s); // IMF-fixdate
        if (!parsed.isValid()) {
            parsed = c.toDateTime(rest, u"dd-MMM-yy HH:mm:ss 'GMT'"_s); // RFC 850
            // "yy" reads as 19yy; a year before 1970 can only mean 20yy.
            if (parsed.isValid() && parsed.date().year() < 1970)
                parsed = parsed.addYears(100);
        }
    } else if (const qsizetype space = text.indexOf(u' '); space > 0) {
        parsed = c.toDateTime(text.mid(space + 1), u"MMM d HH:mm:ss yyyy"_s); // asctime
    }
    if (!parsed.isValid())
        return {};
    return QDateTime(parsed.date(), parsed.time(), Qt::UTC);
}

bool RetryPolicy::isConnectionError(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::UnknownNetworkError:
        return true;
    default:
        return false;
    }
}

} // namespace baton

#pragma once

#include <QDateTime>
#include <QObject>

#include <chrono>
#include <functional>

namespace baton {

class RequestLog;

// Whether the service is rate limiting the console, read from the request log
// so that every request counts, whoever sent it: an answer 429 with
// Retry-After limits until its arrival plus that wait (the latest end wins);
// a later successful answer lifts the limit early. Owns nothing; the log must
// outlive it.
class RateLimitWatch final : public QObject
{
    Q_OBJECT

public:
    using Clock = std::function<QDateTime()>;

    explicit RateLimitWatch(const RequestLog &log, QObject *parent = nullptr); // the system clock
    RateLimitWatch(const RequestLog &log, Clock clock, QObject *parent = nullptr);

    // When the limit ends; invalid when there is none. It may lie in the past:
    // a limit simply runs out, with no signal.
    [[nodiscard]] QDateTime limitedUntil() const { return m_until; }
    // The wait left, rounded up to whole seconds; zero when not limited.
    [[nodiscard]] std::chrono::seconds remaining() const;

Q_SIGNALS:
    // A new or longer limit, or an invalid time when a success lifted it.
    void limitChanged(const QDateTime &until);

private:
    void onEntryUpdated(quint64 id);

    const RequestLog &m_log;
    Clock m_clock;
    QDateTime m_until;
};

} // namespace baton

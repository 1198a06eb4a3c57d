#include "core/api/RateLimitWatch.h"

#include "core/api/RequestLog.h"

namespace baton {

RateLimitWatch::RateLimitWatch(const RequestLog &log, QObject *parent)
    : RateLimitWatch(
        log, [] { return QDateTime::currentDateTimeUtc(); }, parent)
{ }

RateLimitWatch::RateLimitWatch(const RequestLog &log, Clock clock, QObject *parent)
    : QObject(parent)
    , m_log(log)
    , m_clock(std::move(clock))
{
    connect(&m_log, &RequestLog::entryUpdated, this, &RateLimitWatch::onEntryUpdated);
}

std::chrono::seconds RateLimitWatch::remaining() const
{
    if (!m_until.isValid())
        return std::chrono::seconds(0);
    const qint64 ms = m_clock().msecsTo(m_until);
    return std::chrono::seconds(ms <= 0 ? 0 : (ms + 999) / 1000);
}

void RateLimitWatch::onEntryUpdated(quint64 id)
{
    const RequestLog::Entry *entry = m_log.find(id);
    if (!entry || !entry->finished)
        return;
    if (entry->httpStatus == 429 && entry->retryAfter) {
        const QDateTime until = m_clock().addSecs(entry->retryAfter->count());
        if (!m_until.isValid() || until > m_until) {
            m_until = until;
            Q_EMIT limitChanged(m_until);
        }
    } else if (entry->httpStatus >= 200 && entry->httpStatus < 300 && m_until.isValid()) {
        m_until = QDateTime();
        Q_EMIT limitChanged(m_until);
    }
}

} // namespace baton

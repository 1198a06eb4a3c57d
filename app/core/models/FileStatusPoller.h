#pragma once

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <chrono>

namespace baton {

class ApiClient;
class ApiJob;
struct ApiResult;

// Follows uploaded files until the service has processed them: asks
// GET /v1/files/vectorization-status for every watched id in one request per
// tick (contract §7), reports each change of a file's entry, and stops
// watching a file once its status is final (ready or failed). Unknown status
// values are reported as they come and watched further. A failed poll (408,
// 429, 5xx, no connection, ...) doubles the wait, or waits as long as the
// service's Retry-After asks, up to MaxBackoff; the next answer restores the
// interval. Any other 4xx ends the polling of every file, with a report.
// Owns the request in flight; the client must outlive the poller.
class FileStatusPoller final : public QObject
{
    Q_OBJECT

public:
    static constexpr std::chrono::milliseconds DefaultInterval {1000};
    static constexpr std::chrono::milliseconds MaxBackoff {60'000};
    // A file left out of this many answers in a row is gone (deleted, or no
    // longer visible to the token): it is no longer watched.
    static constexpr int MaxMisses = 3;

    explicit FileStatusPoller(ApiClient &client, QObject *parent = nullptr);
    ~FileStatusPoller() override;

    // Ids are UUIDs and compare without case; anything else is ignored.
    void watch(const QString &fileId);
    void forget(const QString &fileId);
    [[nodiscard]] bool isWatching(const QString &fileId) const;
    [[nodiscard]] QStringList watched() const;

    // The wait between the end of one poll and the start of the next.
    void setInterval(std::chrono::milliseconds interval);
    [[nodiscard]] std::chrono::milliseconds interval() const { return m_interval; }
    // The wait before the next poll: the interval, or longer after failures.
    [[nodiscard]] std::chrono::milliseconds currentDelay() const { return m_delay; }

    [[nodiscard]] static bool isFinal(const QString &status);
    // The entries of a vectorization-status answer, whatever its shape: a
    // list under `data`, `items` or `results` or a bare array, an object keyed
    // by file id (entries or bare status strings), or a single entry. Each
    // entry has at least `id` and `status`.
    [[nodiscard]] static QList<QJsonObject> entriesOf(const QJsonDocument &answer);

Q_SIGNALS:
    // The file's entry ({id, status, progress?, error?}) differs from the last
    // one seen: a new status, progress or error. For a final status this is
    // the last signal about the file.
    void statusChanged(const QString &fileId, const QString &status, const QJsonObject &entry);
    // The file was missing from MaxMisses answers in a row and is no longer watched.
    void fileGone(const QString &fileId);
    // A poll failed; polling goes on after a longer wait. `message` is translated.
    void pollFailed(const QString &message);
    // A poll was refused in a way asking again cannot change (any 4xx but 408
    // and 429: no valid token, a missing capability, no such endpoint): no file
    // is watched any more. `message` is translated.
    void stopped(const QString &message);

private:
    struct Watched {
        QString id; // as given to watch()
        QJsonObject entry; // the last one seen; empty before the first
        int misses = 0;
    };

    void poll();
    void onAnswer(const QStringList &asked, const ApiResult &result);
    void scheduleNext();
    void cancelPoll();

    ApiClient &m_client;
    QHash<QString, Watched> m_files; // by lower-case id
    QStringList m_order; // lower-case ids, in the order they were watched
    qsizetype m_next = 0; // where the next batch starts when there are more ids than one request takes
    QTimer m_timer;
    QPointer<ApiJob> m_job;
    std::chrono::milliseconds m_interval = DefaultInterval;
    std::chrono::milliseconds m_delay = DefaultInterval;
};

} // namespace baton

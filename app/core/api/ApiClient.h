#pragma once

#include "core/api/ApiJob.h"
#include "core/api/RetryPolicy.h"
#include "core/auth/Profile.h"
#include "core/resources/ResourceKind.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QUrlQuery>

#include <chrono>

class QIODevice;
class QNetworkAccessManager;

namespace baton {

class RequestLog;

// Sends requests to the service of one Profile, with its bearer token, and
// hands each back as an ApiJob. Every request carries the token only to the
// profile's origin, is refused before sending when the profile's transport is
// not allowed, goes into the RequestLog, and is retried as the RetryPolicy
// says. The network access manager and the log must outlive the client; the
// client owns its jobs until they finish.
class ApiClient final : public QObject
{
    Q_OBJECT

public:
    // Idle limits: how long a request may go without a byte moving either way
    // (QNetworkRequest::setTransferTimeout), not limits on the whole transfer.
    struct Timeouts {
        std::chrono::milliseconds normal {30'000}; // management calls: small bodies, quick answers
        std::chrono::milliseconds upload {120'000}; // up to 5 MB up, then the service stores it
        // A model may think long before its first token; a healthy stream sends
        // keep-alive comments well within this.
        std::chrono::milliseconds stream {300'000};
    };

    ApiClient(QNetworkAccessManager &network, RequestLog &log, QObject *parent = nullptr);

    // Jobs started afterwards use this profile and token; running jobs keep theirs.
    void setConnection(const Profile &profile, const QString &token);
    [[nodiscard]] const Profile &profile() const { return m_profile; }
    [[nodiscard]] bool hasToken() const { return !m_token.isEmpty(); }

    void setTimeouts(const Timeouts &timeouts) { m_timeouts = timeouts; }
    [[nodiscard]] const Timeouts &timeouts() const { return m_timeouts; }
    void setRetryPolicy(const RetryPolicy &policy) { m_retryPolicy = policy; }

    // `path` is relative to the profile's base URL ("/v1/tools/<id>"), percent-encoded where needed.
    ApiJob *get(const QString &path, const QUrlQuery &query = {});
    ApiJob *post(const QString &path, const QJsonObject &body);
    ApiJob *patch(const QString &path, const QJsonObject &body);
    ApiJob *remove(const QString &path);
    // multipart/form-data with exactly one part `file` and one field `metadata` (JSON text).
    ApiJob *upload(const QString &path, const QByteArray &fileBytes, const QString &fileName, const QString &mimeType,
                   const QJsonObject &metadata);
    // As above, reading the file from `file`, which must be open for reading and
    // live as long as the job object: Qt may still read it after the job has
    // finished (a cancel), so give it the job as its parent.
    ApiJob *upload(const QString &path, QIODevice *file, const QString &fileName, const QString &mimeType,
                   const QJsonObject &metadata);
    // A POST answered as text/event-stream: the job emits dataReceived for each piece.
    ApiJob *postStream(const QString &path, const QJsonObject &body);

Q_SIGNALS:
    // A create, update or delete of an object of a managed kind succeeded (a
    // delete of an object already gone included), whoever sent it: the lists
    // and counts of that kind are out of date. Emitted before the job's own
    // `finished` reaches those who started it.
    void objectsChanged(baton::ResourceKind::Id kind);
    // Just before objectsChanged, when the change is known whole: the object
    // as the service answered a create or update, or, for a delete, its id
    // and an empty object. Not emitted for an answer without the object.
    void objectChanged(baton::ResourceKind::Id kind, const QString &id, const QJsonObject &object);

private:
    ApiJob *start(ApiJob::Kind kind, const QByteArray &method, const QString &path, const QUrlQuery &query,
                  const QByteArray &body, std::optional<ApiJob::Upload> upload = std::nullopt);

    QNetworkAccessManager &m_network;
    RequestLog &m_log;
    Profile m_profile;
    QString m_token;
    Timeouts m_timeouts;
    RetryPolicy m_retryPolicy;
};

} // namespace baton

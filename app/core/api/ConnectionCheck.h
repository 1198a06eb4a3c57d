#pragma once

#include "core/api/ApiClient.h"
#include "core/api/ApiError.h"
#include "core/auth/Profile.h"

#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QNetworkAccessManager;

namespace baton {

class RequestLog;

// Proves that a profile reaches its service and that the service accepts the
// token: one GET /v1/secrets?limit=1 through an ApiClient of its own, so the
// console's connection is left alone; the request goes into the shared log.
// A 2xx, and a 403 missing_capability (the token is known but may not manage
// secrets), mean connected; anything else is shown as the ApiError says it,
// network and TLS failures with their own text. A 404 or 405 that is not the
// service's JSON error, and a 2xx whose body is empty or not JSON (a page of
// another server at a mistyped base URL), are shown with a word on the base URL. The network access manager
// and the log must outlive it.
class ConnectionCheck final : public QObject
{
    Q_OBJECT

public:
    struct Outcome {
        bool connected = false;
        QString message; // translated, for the user
        std::optional<ApiError> error; // why it failed, or the missing capability
    };

    ConnectionCheck(QNetworkAccessManager &network, RequestLog &log, QObject *parent = nullptr);

    // Cancels a check still running (it reports nothing) and starts a new one.
    void start(const Profile &profile, const QString &token);
    void cancel();
    [[nodiscard]] bool isRunning() const { return !m_job.isNull(); }

Q_SIGNALS:
    void finished(const baton::ConnectionCheck::Outcome &outcome);

private:
    [[nodiscard]] static Outcome outcomeOf(const ApiResult &result);

    ApiClient m_client;
    QPointer<ApiJob> m_job;
};

} // namespace baton

Q_DECLARE_METATYPE(baton::ConnectionCheck::Outcome)

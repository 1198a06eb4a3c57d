#pragma once

#include "core/api/ApiError.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaType>
#include <QString>

#include <chrono>
#include <optional>

namespace baton {

// The one outcome of an ApiJob: what the service answered, or why there is no
// usable answer (`error`).
struct ApiResult {
    int httpStatus = 0; // 0 when no answer arrived
    // The body as parsed; null when empty or not JSON. An answer of
    // /v1/secrets holds no member named "value", at any depth (contract §2).
    QJsonDocument json;
    // The answer object: the body's "data" member when the body wraps an object
    // in {"data": {...}} (contract §2), else the body object itself. A list
    // envelope ({"data": [...], ...}) stays whole here.
    QJsonObject object;
    // Raw bytes, as received; for /v1/secrets, when they are JSON holding a
    // secret's value, the compact JSON of `json` instead.
    QByteArray body;
    QString contentType; // the Content-Type header as received; empty without an answer
    QString requestId; // X-Request-Id, or error.request_id when the header is missing
    // The answer's Date header: the service's clock when it answered, to the
    // second. Invalid when absent or unreadable.
    QDateTime serverDate;
    std::chrono::milliseconds duration {0}; // the whole job: every attempt and every wait
    int attempts = 0; // 0 when the request was refused before sending
    std::optional<ApiError> error;

    [[nodiscard]] bool ok() const { return !error.has_value(); }
};

} // namespace baton

Q_DECLARE_METATYPE(baton::ApiResult)

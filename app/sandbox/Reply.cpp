#include "sandbox/Reply.h"

#include "core/resources/Validator.h"

#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

const QByteArray jsonContentType = "application/json; charset=utf-8";

QByteArray compact(const QJsonValue &value)
{
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
}

QHttpServerResponder::StatusCode statusCode(int status)
{
    return static_cast<QHttpServerResponder::StatusCode>(status);
}

} // namespace

QByteArray SandboxError::body(const QString &requestId) const
{
    QJsonObject error {{u"message"_s, message}, {u"type"_s, type}, {u"code"_s, code}, {u"request_id"_s, requestId}};
    if (!param.isEmpty())
        error.insert(u"param"_s, param);
    if (!details.isEmpty()) {
        QJsonArray list;
        for (const auto &[field, text] : details)
            list.append(QJsonObject {{u"field"_s, field}, {u"message"_s, text}});
        error.insert(u"details"_s, list);
    }
    return compact(QJsonObject {{u"error"_s, error}});
}

SandboxError SandboxError::validation(QList<QPair<QString, QString>> fieldErrors)
{
    // A list the Validator did not build (references, resume ids) is cut as it cuts its own.
    if (fieldErrors.size() > Validator::MaxErrors + 1) {
        const FieldError more = Validator::moreErrors(fieldErrors.size() - Validator::MaxErrors);
        fieldErrors.resize(Validator::MaxErrors);
        fieldErrors.append({more.field, more.message});
    }
    const bool cut = fieldErrors.size() > Validator::MaxErrors && fieldErrors.last().first.isEmpty();
    SandboxError e;
    e.status = 400;
    e.type = u"invalid_request_error"_s;
    e.code = u"validation_failed"_s;
    if (fieldErrors.size() == 1)
        e.message = fieldErrors.first().first + u": "_s + fieldErrors.first().second;
    else if (cut)
        e.message = u"More than %1 fields are invalid."_s.arg(Validator::MaxErrors);
    else
        e.message = u"%1 fields are invalid."_s.arg(fieldErrors.size());
    if (!fieldErrors.isEmpty())
        e.param = fieldErrors.first().first;
    e.details = std::move(fieldErrors);
    return e;
}

SandboxError SandboxError::invalidJson(const QString &text)
{
    return {400, u"invalid_request_error"_s, u"invalid_json"_s, text, {}, {}, std::nullopt, {}};
}

SandboxError SandboxError::notFound(const QString &text)
{
    return {404, u"not_found_error"_s, u"not_found"_s, text, {}, {}, std::nullopt, {}};
}

SandboxError SandboxError::conflict(const QString &errorCode, const QString &text)
{
    return {409, u"conflict_error"_s, errorCode, text, {}, {}, std::nullopt, {}};
}

SandboxError SandboxError::unauthorized(const QString &errorCode, const QString &text)
{
    return {401, u"authentication_error"_s, errorCode, text, {}, {}, std::nullopt, {}};
}

SandboxError SandboxError::forbidden(const QString &errorCode, const QString &text, const QString &paramName)
{
    return {403, u"permission_error"_s, errorCode, text, paramName, {}, std::nullopt, {}};
}

SandboxError SandboxError::payloadTooLarge(const QString &paramName, const QString &text)
{
    return {413, u"invalid_request_error"_s, u"payload_too_large"_s, text, paramName, {}, std::nullopt, {}};
}

SandboxError SandboxError::rateLimited(int seconds, const QString &text)
{
    return {429, u"rate_limit_error"_s, u"rate_limit_exceeded"_s, text, {}, {}, seconds, {}};
}

SandboxError SandboxError::unavailable(int seconds, const QString &text)
{
    return {503, u"api_error"_s, u"unavailable"_s, text, {}, {}, seconds, {}};
}

SandboxError SandboxError::methodNotAllowed(const QByteArray &allow, const QString &text)
{
    return {405, u"invalid_request_error"_s, u"method_not_allowed"_s, text, {}, {}, std::nullopt, {{"Allow", allow}}};
}

SandboxError SandboxError::internal(const QString &text)
{
    return {500, u"api_error"_s, u"internal_error"_s, text, {}, {}, std::nullopt, {}};
}

QByteArray httpDate(const QDateTime &when)
{
    return QLocale::c().toString(when.toUTC(), u"ddd, dd MMM yyyy HH:mm:ss 'GMT'"_s).toLatin1();
}

void sendRaw(QHttpServerResponder &responder, int status, const QList<QPair<QByteArray, QByteArray>> &headers,
             const QByteArray &body)
{
    responder.writeStatusLine(statusCode(status));
    bool dated = false;
    for (const auto &[name, value] : headers) {
        responder.writeHeader(name, value);
        dated = dated || name.compare("Date", Qt::CaseInsensitive) == 0;
    }
    // Clients read the service's clock from it (RFC 9110 §6.6.1: an origin server with a clock sends it).
    if (!dated)
        responder.writeHeader("Date", httpDate(QDateTime::currentDateTimeUtc()));
    responder.writeHeader("Content-Length", QByteArray::number(body.size()));
    responder.writeBody(body);
}

void sendJson(QHttpServerResponder &responder, int status, const QJsonValue &body, const QString &requestId)
{
    sendRaw(responder, status, {{"Content-Type", jsonContentType}, {"X-Request-Id", requestId.toUtf8()}},
            compact(body));
}

void sendEmpty(QHttpServerResponder &responder, int status, const QString &requestId)
{
    sendRaw(responder, status, {{"X-Request-Id", requestId.toUtf8()}}, QByteArray());
}

void sendError(QHttpServerResponder &responder, const SandboxError &error, const QString &requestId)
{
    QList<QPair<QByteArray, QByteArray>> headers {{"Content-Type", jsonContentType},
                                                  {"X-Request-Id", requestId.toUtf8()}};
    if (error.retryAfterSeconds)
        headers.append({"Retry-After", QByteArray::number(*error.retryAfterSeconds)});
    headers.append(error.extraHeaders);
    sendRaw(responder, error.status, headers, error.body(requestId));
}

} // namespace baton::sandbox

#include "Reply.h"

#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
    QJsonObject error{{u"message"_s, message}, {u"type"_s, type}, {u"code"_s, code}, {u"request_id"_s, requestId}};
    if (!param.isEmpty())
        error.insert(u"param"_s, param);
    if (!details.isEmpty()) {
        QJsonArray list;
        for (const auto &[field, text] : details)
            list.append(QJsonObject{{u"field"_s, field}, {u"message"_s, text}});
        error.insert(u"details"_s, list);
    }
    return compact(QJsonObject{{u"error"_s, error}});
}

SandboxError SandboxError::validation(QList<QPair<QString, QString>> fieldErrors)
{
    SandboxError e;
    e.status = 400;
    e.type = u"invalid_request_error"_s;
    e.code = u"validation_failed"_s;
    e.message = fieldErrors.size() == 1 ? fieldErrors.first().first + u": "_s + fieldErrors.first().second
                                        : u"%1 fields are invalid."_s.arg(fieldErrors.size());
    if (!fieldErrors.isEmpty())
        e.param = fieldErrors.first().first;
    e.details = std::move(fieldErrors);
    return e;
}

SandboxError SandboxError::invalidJson(const QString &text)
{
    return {400, u"invalid_request_error"_s, u"invalid_json"_s, text, {}, {}, std::nullopt};
}

SandboxError SandboxError::notFound(const QString &text)
{
    return {404, u"not_found_error"_s, u"not_found"_s, text, {}, {}, std::nullopt};
}

SandboxError SandboxError::conflict(const QString &errorCode, const QString &text)
{
    return {409, u"conflict_error"_s, errorCode, text, {}, {}, std::nullopt};
}

void sendJson(QHttpServerResponder &responder, int status, const QJsonValue &body, const QString &requestId)
{
    responder.write(compact(body), {{"Content-Type", jsonContentType}, {"X-Request-Id", requestId.toUtf8()}},
                    statusCode(status));
}

void sendEmpty(QHttpServerResponder &responder, int status, const QString &requestId)
{
    responder.write(QByteArray(), {{"X-Request-Id", requestId.toUtf8()}}, statusCode(status));
}

void sendError(QHttpServerResponder &responder, const SandboxError &error, const QString &requestId)
{
    const QByteArray body = error.body(requestId);
    const QByteArray id = requestId.toUtf8();
    if (error.retryAfterSeconds) {
        responder.write(body,
                        {{"Content-Type", jsonContentType},
                         {"X-Request-Id", id},
                         {"Retry-After", QByteArray::number(*error.retryAfterSeconds)}},
                        statusCode(error.status));
    } else {
        responder.write(body, {{"Content-Type", jsonContentType}, {"X-Request-Id", id}}, statusCode(error.status));
    }
}

} // namespace baton::sandbox

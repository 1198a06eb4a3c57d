#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

class QHttpServerResponder;

namespace baton::sandbox {

// An error as the sandbox answers it (contract §4):
// {"error": {"message", "type", "code", "request_id", "param"?, "details"?}}.
struct SandboxError {
    int status = 500;
    QString type;
    QString code;
    QString message;
    QString param;
    QList<QPair<QString, QString>> details; // field, message
    std::optional<int> retryAfterSeconds;
    QList<QPair<QByteArray, QByteArray>> extraHeaders; // e.g. Allow on a 405

    [[nodiscard]] QByteArray body(const QString &requestId) const;

    // At most Validator::MaxErrors details, then one with an empty field that counts the rest.
    [[nodiscard]] static SandboxError validation(QList<QPair<QString, QString>> details);
    [[nodiscard]] static SandboxError invalidJson(const QString &message);
    [[nodiscard]] static SandboxError notFound(const QString &message);
    [[nodiscard]] static SandboxError conflict(const QString &code, const QString &message);
    [[nodiscard]] static SandboxError unauthorized(const QString &code, const QString &message);
    [[nodiscard]] static SandboxError forbidden(const QString &code, const QString &message, const QString &param);
    [[nodiscard]] static SandboxError payloadTooLarge(const QString &param, const QString &message);
    [[nodiscard]] static SandboxError rateLimited(int retryAfterSeconds, const QString &message);
    [[nodiscard]] static SandboxError methodNotAllowed(const QByteArray &allow, const QString &message);
    [[nodiscard]] static SandboxError internal(const QString &message);
    [[nodiscard]] static SandboxError unavailable(int retryAfterSeconds, const QString &message);
};

// An HTTP-date (IMF-fixdate) for the Date header.
[[nodiscard]] QByteArray httpDate(const QDateTime &when);

// Writers for complete (non-streamed) answers. Every answer carries
// X-Request-Id and Date (this machine's clock unless `headers` hold one, as
// a chat's answers do); JSON is compact, with charset.
void sendJson(QHttpServerResponder &responder, int status, const QJsonValue &body, const QString &requestId);
// Any status, body and header list (the initializer-list overloads of
// QHttpServerResponder cannot take a list built at run time).
void sendRaw(QHttpServerResponder &responder, int status, const QList<QPair<QByteArray, QByteArray>> &headers,
             const QByteArray &body);
void sendEmpty(QHttpServerResponder &responder, int status, const QString &requestId);
void sendError(QHttpServerResponder &responder, const SandboxError &error, const QString &requestId);

} // namespace baton::sandbox

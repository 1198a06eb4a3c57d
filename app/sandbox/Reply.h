#pragma once

#include <QByteArray>
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

    [[nodiscard]] QByteArray body(const QString &requestId) const;

    [[nodiscard]] static SandboxError validation(QList<QPair<QString, QString>> details);
    [[nodiscard]] static SandboxError invalidJson(const QString &message);
    [[nodiscard]] static SandboxError notFound(const QString &message);
    [[nodiscard]] static SandboxError conflict(const QString &code, const QString &message);
};

// Writers for complete (non-streamed) answers. Every answer carries
// X-Request-Id; JSON is compact, with charset.
void sendJson(QHttpServerResponder &responder, int status, const QJsonValue &body, const QString &requestId);
void sendEmpty(QHttpServerResponder &responder, int status, const QString &requestId);
void sendError(QHttpServerResponder &responder, const SandboxError &error, const QString &requestId);

} // namespace baton::sandbox

#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>

class QHttpServerResponder;
class QTcpSocket;

namespace baton::sandbox {

struct SandboxError;

// The answering end of one chat request, kept after the route returned: owns
// the responder, watches its socket, and writes either one complete JSON
// answer or a text/event-stream. Emits disconnected() when the client leaves
// before the answer is complete; every write after that is a no-op. Every
// answer's Date header reads `clock`, the chat's clock, so that a client
// can tell how far it is from its own.
class ChatResponder final : public QObject
{
    Q_OBJECT

public:
    using Clock = std::function<QDateTime()>;

    ChatResponder(QHttpServerResponder &&responder, QString requestId, Clock clock, QObject *parent = nullptr);
    ~ChatResponder() override;

    [[nodiscard]] bool isConnected() const;

    void sendJson(int status, const QJsonObject &body);
    void sendError(const SandboxError &error);

    // Status line and headers (no Content-Length, Connection: close).
    void openEventStream();
    void sendEvent(const QByteArray &data); // "data: <data>\n\n"
    void sendComment(const QByteArray &text); // ": <text>\n\n"
    void closeEventStream();

Q_SIGNALS:
    void disconnected();

private:
    void write(const QByteArray &bytes);
    void noticeGone();

    std::shared_ptr<QHttpServerResponder> m_responder;
    QPointer<QTcpSocket> m_socket;
    QString m_requestId;
    Clock m_clock;
    bool m_gone = false;
};

} // namespace baton::sandbox

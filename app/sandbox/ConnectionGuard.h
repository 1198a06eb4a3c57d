#pragma once

#include "sandbox/Reply.h"

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTimer>

#include <chrono>
#include <functional>
#include <optional>

class QTcpSocket;

namespace baton::sandbox {

// What a connection may send: the largest head, the largest body for a
// request line's method and path, and how long a request may take to arrive.
struct ConnectionLimits {
    qint64 maxHead;
    qint64 maxTarget; // the request line's path and query
    std::function<qint64(const QByteArray &method, const QByteArray &path)> maxBody;
    std::chrono::milliseconds requestTimeout;
    // The answer to a head that announces a body its sender may not send (no
    // valid token), given before a byte of the body is stored; nothing: read it.
    std::function<std::optional<SandboxError>(const QByteArray &method, const QByteArray &path,
                                              const QByteArray &authorization)>
        admitBody;
    int maxConnectionsPerAddress; // open at once from one client address
};

// Watches one connection ahead of QtHttpServer, which stores a whole body
// before anyone sees it and waits forever for a request to end. Its readyRead
// slot is connected before QtHttpServer's, so it reads (peeks) each request
// head first: a body longer than the limit (413), a body without
// Content-Length (411), a request target over its limit (414) or a head
// over its limit (431), and a body announced without a valid token (401,
// ConnectionLimits::admitBody) is answered at once, before
// QtHttpServer reads a byte of it, and the connection is drained (what still
// comes is dropped) until the client closes it or lingerTime. It does so for
// every request of a kept-alive connection. A request, head and body, must
// arrive whole within the timeout of its first byte (408), and a
// connection that is silent both ways with no request under way is closed
// after it too.
class ConnectionGuard final : public QObject
{
    Q_OBJECT

public:
    // Becomes a child of `socket`. `httpServer` is the object QtHttpServer's
    // readyRead slot is connected with; a refused connection is taken from it.
    ConnectionGuard(QTcpSocket &socket, QObject *httpServer, ConnectionLimits limits);

    // The guard of `socket`, when it has one.
    [[nodiscard]] static ConnectionGuard *of(QTcpSocket *socket);
    // QtHttpServer has read a whole request: the next byte starts another one.
    void requestRead();
    // Answers with `error` in the sandbox's JSON shape and closes the
    // connection, dropping what still comes.
    void refuse(const SandboxError &error);

    // How long a refused connection is drained before it is closed.
    static constexpr std::chrono::milliseconds lingerTime {2000};

private:
    enum class State {
        Head, // between requests, or reading a head (m_head holds what came of it)
        Body, // the head passed: QtHttpServer reads the body
    };

    QTcpSocket &m_socket;
    QPointer<QObject> m_httpServer;
    ConnectionLimits m_limits;
    QTimer m_timer;
    State m_state = State::Head;
    QByteArray m_head;
    bool m_refused = false; // answered with an error: drained until closed

    void inspect();
    void checkHead(qsizetype end);
    void expire();
    void restartTimer();
    // refuse() with an invalid_request_error.
    void refuse(int status, const QString &code, const QString &message);
    // QtHttpServer reads nothing more of this connection.
    void detach();
};

// The sandbox's listening socket: every connection gets a ConnectionGuard
// before QtHttpServer sees it. A connection from an address that already has
// maxConnectionsPerAddress open is answered 503 `too_many_connections` and
// closed; QtHttpServer never sees it.
class GuardedTcpServer final : public QTcpServer
{
    Q_OBJECT

public:
    explicit GuardedTcpServer(ConnectionLimits limits, QObject *parent = nullptr);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    ConnectionLimits m_limits;
    QHash<QHostAddress, int> m_open; // connections open per client address
};

} // namespace baton::sandbox

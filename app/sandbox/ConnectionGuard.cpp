#include "sandbox/ConnectionGuard.h"

#include "sandbox/Reply.h"
#include "sandbox/Server.h"

#include <QTcpSocket>

#include <sys/socket.h>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

// Where the head in `bytes` ends (the index after its blank line), or -1.
// QtHttpServer ends a head at "\n\r\n" or "\n\n"; so does this.
qsizetype headEnd(const QByteArray &bytes)
{
    for (qsizetype i = bytes.indexOf('\n'); i >= 0; i = bytes.indexOf('\n', i + 1)) {
        if (bytes.mid(i + 1, 1) == "\n")
            return i + 2;
        if (bytes.mid(i + 1, 2) == "\r\n")
            return i + 3;
    }
    return -1;
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 401:
        return "Unauthorized";
    case 408:
        return "Request Timeout";
    case 411:
        return "Length Required";
    case 413:
        return "Payload Too Large";
    case 414:
        return "URI Too Long";
    case 431:
        return "Request Header Fields Too Large";
    case 503:
        return "Service Unavailable";
    default:
        return "Error";
    }
}

// The header fields of a head's lines after the request line, as QtHttpServer
// reads them: a line that starts with white space continues the field before.
QList<QPair<QByteArray, QByteArray>> headerFields(const QList<QByteArray> &lines)
{
    QList<QPair<QByteArray, QByteArray>> fields;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        if ((line.startsWith(' ') || line.startsWith('\t')) && !fields.isEmpty()) {
            QByteArray &value = fields.last().second;
            const QByteArray more = line.trimmed();
            if (!more.isEmpty())
                value = value.isEmpty() ? more : value + ' ' + more;
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            fields.append({line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
    }
    return fields;
}

// The first value of header `name` (lower case).
std::optional<QByteArray> headerValue(const QList<QPair<QByteArray, QByteArray>> &fields, const QByteArray &name)
{
    for (const auto &[key, value] : fields) {
        if (key == name)
            return value;
    }
    return std::nullopt;
}

} // namespace

ConnectionGuard::ConnectionGuard(QTcpSocket &socket, QObject *httpServer, ConnectionLimits limits)
    : QObject(&socket)
    , m_socket(socket)
    , m_httpServer(httpServer)
    , m_limits(std::move(limits))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(m_limits.requestTimeout);
    connect(&m_timer, &QTimer::timeout, this, &ConnectionGuard::expire);
    connect(&m_socket, &QIODevice::readyRead, this, &ConnectionGuard::inspect);
    connect(&m_socket, &QIODevice::bytesWritten, this, [this] {
        if (m_refused) {
            if (m_socket.bytesToWrite() == 0)
                ::shutdown(int(m_socket.socketDescriptor()), SHUT_WR);
            return;
        }
        // An answer is being written: the connection is not idle.
        if (m_state == State::Head && m_head.isEmpty())
            restartTimer();
    });
    restartTimer();
}

ConnectionGuard *ConnectionGuard::of(QTcpSocket *socket)
{
    return socket ? socket->findChild<ConnectionGuard *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

void ConnectionGuard::requestRead()
{
    m_state = State::Head;
    m_head.clear();
    // The answer may take its time (a tool call); the timer starts again with
    // its first bytes, or with the next request's.
    m_timer.stop();
}

void ConnectionGuard::restartTimer()
{
    if (m_socket.state() == QAbstractSocket::ConnectedState)
        m_timer.start();
}

// Runs before QtHttpServer's slot on each readyRead, which reads everything
// available unless a request ends in it (then requestRead() comes first). So
// what is peeked here, added to what was peeked before, is the head so far.
void ConnectionGuard::inspect()
{
    if (m_state == State::Body)
        return; // the whole request has until the timer started by its first byte ends
    QByteArray bytes = m_socket.peek(std::min<qint64>(m_socket.bytesAvailable(), m_limits.maxHead + 4));
    if (m_head.isEmpty()) {
        // QtHttpServer skips white space before a request line.
        qsizetype skip = 0;
        while (skip < bytes.size() && QByteArrayView(" \t\r\n\v").contains(bytes.at(skip)))
            ++skip;
        bytes.remove(0, skip);
        if (bytes.isEmpty())
            return;
        restartTimer(); // a request starts: its head has until the timer ends
    }
    const qsizetype before = m_head.size();
    m_head += bytes.left(m_limits.maxHead + 4 - before);
    // The blank line may straddle what came before and what came now.
    // The target is refused as soon as it is too long, whole or not.
    const qsizetype lineEnd = m_head.indexOf('\n');
    const QByteArrayView line = QByteArrayView(m_head).first(lineEnd < 0 ? m_head.size() : lineEnd);
    const qsizetype targetStart = line.indexOf(' ');
    const qsizetype targetEnd = targetStart < 0 ? -1 : line.indexOf(' ', targetStart + 1);
    const qsizetype targetLength
        = targetStart < 0 ? line.size() : (targetEnd < 0 ? line.size() : targetEnd) - targetStart - 1;
    if (targetLength > m_limits.maxTarget)
        return refuse(414, u"uri_too_long"_s,
                      tr("The request's path and query are longer than %1 bytes.").arg(m_limits.maxTarget));
    const qsizetype end = headEnd(m_head);
    if (end < 0) {
        if (m_head.size() > m_limits.maxHead)
            refuse(431, u"headers_too_large"_s, tr("The request head is larger than %1 bytes.").arg(m_limits.maxHead));
        return;
    }
    checkHead(end);
}

void ConnectionGuard::checkHead(qsizetype end)
{
    QByteArray text = m_head.left(end);
    const QList<QByteArray> lines = text.replace("\r\n", "\n").split('\n');
    const QList<QPair<QByteArray, QByteArray>> fields = headerFields(lines);
    const QList<QByteArray> requestLine = lines.constFirst().trimmed().split(' ');
    const QByteArray method = requestLine.constFirst();
    const QByteArray target = requestLine.size() > 1 ? requestLine.at(1) : QByteArray();
    const QByteArray path = target.left(target.indexOf('?') < 0 ? target.size() : target.indexOf('?'));

    if (headerValue(fields, "transfer-encoding"))
        return refuse(411, u"length_required"_s,
                      tr("The sandbox does not read bodies without a length: send Content-Length instead of "
                         "Transfer-Encoding."));
    // Read as QtHttpServer reads it: the first Content-Length, a number or nothing.
    bool ok = false;
    const qint64 length = qint64(headerValue(fields, "content-length").value_or(QByteArray()).toULongLong(&ok));
    const qint64 limit = m_limits.maxBody(method, path);
    if (ok && (length < 0 || length > limit))
        return refuse(413, u"payload_too_large"_s,
                      tr("The request body of %1 bytes is larger than the %2 bytes this endpoint accepts.")
                          .arg(QString::fromLatin1(headerValue(fields, "content-length").value_or(QByteArray())))
                          .arg(limit));
    if (ok && length > 0 && m_limits.admitBody) {
        if (const std::optional<SandboxError> error
            = m_limits.admitBody(method, path, headerValue(fields, "authorization").value_or(QByteArray())))
            return refuse(*error);
    }

    m_state = State::Body;
    m_head.clear();
    if (ok && length > 0
        && headerValue(fields, "expect").value_or(QByteArray()).compare("100-continue", Qt::CaseInsensitive) == 0)
        m_socket.write("HTTP/1.1 100 Continue\r\n\r\n");
}

void ConnectionGuard::expire()
{
    if (m_refused) {
        m_socket.abort();
        return;
    }
    if (m_state == State::Body || !m_head.isEmpty()) {
        refuse(408, u"request_timeout"_s,
               tr("The request did not arrive whole within %1 ms; the connection is closed.")
                   .arg(m_limits.requestTimeout.count()));
        return;
    }
    detach();
    if (m_socket.bytesToWrite() > 0)
        m_socket.abort(); // an answer nobody reads
    else
        m_socket.disconnectFromHost();
}

void ConnectionGuard::refuse(int status, const QString &code, const QString &message)
{
    refuse(SandboxError {status, u"invalid_request_error"_s, code, message, {}, {}, std::nullopt, {}});
}

void ConnectionGuard::refuse(const SandboxError &error)
{
    detach();
    // QtHttpServer's transaction keeps every byte read since its request began.
    if (m_socket.isTransactionStarted())
        m_socket.commitTransaction();
    m_socket.skip(m_socket.bytesAvailable());
    const QString requestId = Server::newRequestId();
    const QByteArray body = error.body(requestId);
    QByteArray head = "HTTP/1.1 " + QByteArray::number(error.status) + ' ' + reasonPhrase(error.status)
        + "\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: " + QByteArray::number(body.size())
        + "\r\nX-Request-Id: " + requestId.toLatin1();
    if (error.retryAfterSeconds)
        head += "\r\nRetry-After: " + QByteArray::number(*error.retryAfterSeconds);
    m_socket.write(head + "\r\nConnection: close\r\n\r\n" + body);
    // Closing now, with body bytes unread, would reset the connection and the
    // client might never read the answer: say that nothing more comes, drop
    // what it still sends, and close when it does or after lingerTime.
    m_refused = true;
    connect(&m_socket, &QIODevice::readyRead, this, [this] { m_socket.skip(m_socket.bytesAvailable()); });
    m_timer.start(lingerTime);
}

void ConnectionGuard::detach()
{
    m_timer.stop();
    if (m_httpServer)
        disconnect(&m_socket, &QIODevice::readyRead, m_httpServer, nullptr);
    disconnect(&m_socket, &QIODevice::readyRead, this, nullptr);
}

GuardedTcpServer::GuardedTcpServer(ConnectionLimits limits, QObject *parent)
    : QTcpServer(parent)
    , m_limits(std::move(limits))
{ }

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    // Without it, an answer of more than one segment waits ~40 ms for the
    // client's delayed ACK (Nagle's algorithm).
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    auto *guard = new ConnectionGuard(*socket, parent(), m_limits);
    const QHostAddress address = socket->peerAddress();
    connect(socket, &QObject::destroyed, this, [this, address] {
        if (--m_open[address] <= 0)
            m_open.remove(address);
    });
    if (++m_open[address] > m_limits.maxConnectionsPerAddress) {
        // Whatever it sends is dropped unread; QtHttpServer, which deletes the
        // sockets it reads, never has this one.
        connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
        const QString message = tr("This client address already has %1 connections open to the sandbox; "
                                   "close one, or try again.")
                                    .arg(m_limits.maxConnectionsPerAddress);
        guard->refuse(SandboxError {503, u"api_error"_s, u"too_many_connections"_s, message, {}, {}, 1, {}});
        return;
    }
    addPendingConnection(socket); // QtHttpServer connects its readyRead slot now, after the guard's
}

} // namespace baton::sandbox

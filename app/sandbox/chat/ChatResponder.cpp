#include "sandbox/chat/ChatResponder.h"

#include "sandbox/Reply.h"

#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QTcpSocket>

namespace baton::sandbox {

ChatResponder::ChatResponder(QHttpServerResponder &&responder, QString requestId, Clock clock, QObject *parent)
    : QObject(parent)
    , m_responder(std::make_shared<QHttpServerResponder>(std::move(responder)))
    , m_socket(m_responder->socket())
    , m_requestId(std::move(requestId))
    , m_clock(std::move(clock))
{
    if (m_socket) {
        connect(m_socket, &QAbstractSocket::disconnected, this, &ChatResponder::noticeGone);
        connect(m_socket, &QObject::destroyed, this, &ChatResponder::noticeGone);
    }
}

ChatResponder::~ChatResponder() = default;

bool ChatResponder::isConnected() const
{
    return !m_gone && m_socket && m_socket->state() == QAbstractSocket::ConnectedState;
}

void ChatResponder::noticeGone()
{
    if (m_gone)
        return;
    m_gone = true;
    Q_EMIT disconnected();
}

void ChatResponder::sendJson(int status, const QJsonObject &body)
{
    if (isConnected())
        sendRaw(*m_responder, status,
                {{"Content-Type", "application/json; charset=utf-8"},
                 {"X-Request-Id", m_requestId.toUtf8()},
                 {"Date", httpDate(m_clock())}},
                QJsonDocument(body).toJson(QJsonDocument::Compact));
}

void ChatResponder::sendError(const SandboxError &error)
{
    if (!isConnected())
        return;
    SandboxError dated = error;
    dated.extraHeaders.append({"Date", httpDate(m_clock())});
    baton::sandbox::sendError(*m_responder, dated, m_requestId);
}

void ChatResponder::openEventStream()
{
    if (!isConnected())
        return;
    m_responder->writeStatusLine(QHttpServerResponder::StatusCode::Ok);
    m_responder->writeHeader("Content-Type", "text/event-stream; charset=utf-8");
    m_responder->writeHeader("Cache-Control", "no-cache");
    m_responder->writeHeader("Connection", "close");
    m_responder->writeHeader("X-Request-Id", m_requestId.toUtf8());
    m_responder->writeHeader("Date", httpDate(m_clock()));
    m_responder->writeBody(QByteArray());
}

void ChatResponder::sendEvent(const QByteArray &data)
{
    write("data: " + data + "\n\n");
}

void ChatResponder::sendComment(const QByteArray &text)
{
    write(": " + text + "\n\n");
}

void ChatResponder::closeEventStream()
{
    if (isConnected())
        m_socket->disconnectFromHost();
}

void ChatResponder::write(const QByteArray &bytes)
{
    if (isConnected())
        m_responder->writeBody(bytes);
}

} // namespace baton::sandbox

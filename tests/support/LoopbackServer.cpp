#include "support/LoopbackServer.h"

#include <QHttpServerRequest>
#include <QMetaEnum>

using namespace Qt::StringLiterals;

namespace baton::test {

QByteArray RecordedRequest::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

bool RecordedRequest::hasHeader(const QByteArray &name) const
{
    for (const auto &header : headers)
        if (header.first.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

LoopbackServer::LoopbackServer(QObject *parent)
    : QAbstractHttpServer(parent)
{
    m_port = listen(QHostAddress::LocalHost, 0);
    m_handler = [](const RecordedRequest &, QHttpServerResponder &&responder) {
        reply(responder, 200, "{}", {{"Content-Type", "application/json"}});
    };
}

void LoopbackServer::serveEventStream(const QByteArray &events)
{
    setHandler([events](const RecordedRequest &, QHttpServerResponder &&responder) {
        reply(responder, 200, events, {{"Content-Type", "text/event-stream"}});
    });
}

QUrl LoopbackServer::baseUrl() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_port));
}

void LoopbackServer::reply(QHttpServerResponder &responder, int status, const QByteArray &body, const Headers &headers)
{
    responder.writeStatusLine(QHttpServerResponder::StatusCode(status));
    for (const auto &[name, value] : headers)
        responder.writeHeader(name, value);
    responder.writeHeader("Content-Length", QByteArray::number(body.size()));
    responder.writeBody(body);
}

bool LoopbackServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    RecordedRequest recorded;
    const QMetaEnum methods = QMetaEnum::fromType<QHttpServerRequest::Method>();
    recorded.method = QByteArray(methods.valueToKey(int(request.method()))).toUpper();
    recorded.path = request.url().path();
    recorded.query = request.query();
    recorded.headers = request.headers();
    recorded.body = request.body();
    m_requests.append(recorded);
    Q_EMIT requestReceived(int(m_requests.size() - 1));
    m_handler(recorded, makeResponder(request, socket));
    return true;
}

void LoopbackServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QHttpServerResponder responder = makeResponder(request, socket);
    reply(responder, 404, "{}");
}

} // namespace baton::test

#include "Server.h"

#include "DemoData.h"

#include <QAbstractHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

#include <exception>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

// The QtHttpServer end: hands every parsed request to Server::dispatch.
class Server::Frontend final : public QAbstractHttpServer
{
public:
    explicit Frontend(Server &server)
        : m_server(server)
    {
    }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        // Without it, an answer of more than one segment waits ~40 ms for the
        // client's delayed ACK (Nagle's algorithm).
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        QHttpServerResponder responder = makeResponder(request, socket);
        m_server.dispatch(request, responder);
        return true;
    }

    void missingHandler(const QHttpServerRequest &, QTcpSocket *) override { }

private:
    Server &m_server;
};

Server::Server(ServerConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_auth(m_config.tokens)
    , m_store(m_auth, m_config.fileStepMs)
    , m_api(m_store, m_auth)
    , m_chat(m_store, m_network, m_config.chat)
{
    m_config.tokens = m_auth.tokens();
    m_api.addRoutes(m_router);
    addSandboxRoutes();
    addChatRoutes();
}

Server::~Server()
{
    stop();
}

quint16 Server::listen(const QHostAddress &host, quint16 port)
{
    stop();
    if (!m_config.dataFile.isEmpty() && m_store.dataFile().isEmpty() && !m_store.open(m_config.dataFile, &m_error))
        return 0;
    m_frontend = std::make_unique<Frontend>(*this);
    m_port = m_frontend->listen(host, port);
    if (m_port == 0) {
        m_error = tr("Cannot listen on %1:%2: %3")
                      .arg(host.toString())
                      .arg(port)
                      .arg(m_frontend->servers().isEmpty() ? QString()
                                                           : m_frontend->servers().constFirst()->errorString());
        m_frontend.reset();
        return 0;
    }
    m_host = host;
    if (m_config.demo && m_store.isEmpty())
        DemoData::load(m_store, m_auth, baseUrl());
    return m_port;
}

void Server::stop()
{
    m_frontend.reset();
    m_port = 0;
}

bool Server::isListening() const
{
    return m_frontend != nullptr;
}

QUrl Server::baseUrl() const
{
    if (!isListening())
        return {};
    QUrl url;
    url.setScheme(u"http"_s);
    const QHostAddress shown = m_host == QHostAddress::Any || m_host == QHostAddress::AnyIPv4
                                 ? QHostAddress(QHostAddress::LocalHost)
                                 : m_host == QHostAddress::AnyIPv6 ? QHostAddress(QHostAddress::LocalHostIPv6)
                                                                   : m_host;
    url.setHost(shown.toString());
    url.setPort(m_port);
    return url;
}

void Server::addRoute(Router::Method method, const QString &pattern, Router::Access access,
                      const QString &capability, Router::Handler handler)
{
    m_router.add(method, pattern, access, capability, std::move(handler));
}

QString Server::newRequestId()
{
    quint32 words[4];
    QRandomGenerator::global()->fillRange(words);
    return u"req_"_s + QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof(words)).toHex());
}

const Token *Server::authenticate(const QHttpServerRequest &request, QHttpServerResponder &responder,
                                  const QString &requestId, const QString &capability)
{
    const Authenticator::Result result = m_auth.authenticate(request.value("Authorization"));
    if (result.error) {
        sendError(responder, *result.error, requestId);
        return nullptr;
    }
    if (!capability.isEmpty() && !result.token->hasCapability(capability)) {
        sendError(responder,
                  SandboxError::forbidden(u"missing_capability"_s,
                                          tr("This token lacks the capability %1.").arg(capability), capability),
                  requestId);
        return nullptr;
    }
    return result.token;
}

void Server::dispatch(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    const QString requestId = newRequestId();
    try {
        route(request, responder, requestId);
    } catch (const std::exception &e) {
        qWarning("baton-sandbox: %s failed: %s", qUtf8Printable(request.url().path()), e.what());
        sendError(responder, SandboxError::internal(tr("The sandbox failed to handle this request.")), requestId);
    }
}

void Server::route(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &requestId)
{
    const Router::Match match = m_router.match(request.method(), request.url().path());
    if (!match.route) {
        if (match.allowedMethods.isEmpty())
            return sendError(responder,
                             SandboxError::notFound(tr("There is no endpoint %1.").arg(request.url().path())),
                             requestId);
        return sendError(responder,
                         SandboxError::methodNotAllowed(
                             match.allowedMethods.join(u", "_s).toLatin1(),
                             tr("%1 does not accept %2; it accepts %3.")
                                 .arg(request.url().path(), Router::methodName(request.method()),
                                      match.allowedMethods.join(u", "_s))),
                         requestId);
    }
    Router::Context context{request, requestId, nullptr, match.params};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (match.route->access == Router::Access::Token && m_unavailableUntil.isValid() && now < m_unavailableUntil) {
        const int seconds = int((now.msecsTo(m_unavailableUntil) + 999) / 1000);
        return sendError(responder,
                         SandboxError::unavailable(seconds, tr("The service is unavailable; try again in %n second(s).",
                                                               nullptr, seconds)),
                         requestId);
    }
    if (match.route->access == Router::Access::Token) {
        context.token = authenticate(request, responder, requestId, match.route->capability);
        if (!context.token)
            return;
    }
    match.route->handler(context, responder);
}

void Server::setUnavailableFor(std::chrono::seconds duration)
{
    m_unavailableUntil = duration.count() > 0 ? QDateTime::currentDateTimeUtc().addSecs(duration.count()) : QDateTime();
}

void Server::addSandboxRoutes()
{
    using M = Router::Method;
    const auto open = Router::Access::Open;
    auto echo = [this](const Router::Context &ctx, QHttpServerResponder &responder) {
        const QJsonObject received = m_echo.receive(
            ctx.request, [this](const QString &value) { return m_store.secretIdForHeaderValue(value); });
        sendJson(responder, 200, received, ctx.requestId);
    };
    for (const M method : {M::Get, M::Post, M::Put, M::Patch, M::Delete}) {
        addRoute(method, u"/_sandbox/echo/*"_s, open, {}, echo);
    }
    addRoute(M::Post, u"/_sandbox/unavailable"_s, open, {},
             [this](const Router::Context &ctx, QHttpServerResponder &r) {
                 const QJsonValue seconds = QJsonDocument::fromJson(ctx.request.body()).object().value(u"seconds"_s);
                 if (!seconds.isDouble() || seconds.toDouble() < 0 || seconds.toDouble() > 3600) {
                     sendError(r, SandboxError::validation({{u"seconds"_s, tr("Must be between 0 and 3600.")}}),
                               ctx.requestId);
                     return;
                 }
                 setUnavailableFor(std::chrono::seconds(seconds.toInt()));
                 sendEmpty(r, 204, ctx.requestId);
             });
    addRoute(M::Get, u"/_sandbox/echo-log"_s, open, {}, [this](const Router::Context &ctx, QHttpServerResponder &r) {
        sendJson(r, 200, QJsonObject{{u"data"_s, m_echo.entries()}}, ctx.requestId);
    });
    addRoute(M::Delete, u"/_sandbox/echo-log"_s, open, {}, [this](const Router::Context &ctx, QHttpServerResponder &r) {
        m_echo.clear();
        sendEmpty(r, 204, ctx.requestId);
    });
}

void Server::addChatRoutes()
{
    // Chat needs a valid token but no management capability.
    addRoute(Router::Method::Post, u"/v1/chat/completions"_s, Router::Access::Token, {},
             [this](const Router::Context &ctx, QHttpServerResponder &responder) {
                 m_chat.handleCompletion(ctx.request.body(), ctx.token->name, ctx.requestId, std::move(responder));
             });
    addRoute(Router::Method::Post, u"/v1/chat/resume"_s, Router::Access::Token, {},
             [this](const Router::Context &ctx, QHttpServerResponder &responder) {
                 m_chat.handleResume(ctx.request.body(), ctx.token->name, ctx.requestId, std::move(responder));
             });
}

} // namespace baton::sandbox

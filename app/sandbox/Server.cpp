#include "sandbox/Server.h"

#include "sandbox/ConnectionGuard.h"
#include "sandbox/DemoData.h"

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
    { }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        if (ConnectionGuard *guard = ConnectionGuard::of(socket))
            guard->requestRead();
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
    , m_chat(m_store, m_network, m_config.chat, m_config.clock)
{
    m_config.tokens = m_auth.tokens();
    if (m_config.controlSecret.isEmpty())
        m_config.controlSecret = Authenticator::randomTokenValue();
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
    const QByteArray uploadPath = ResourceKind::get(ResourceKind::Id::File).collectionPath.toUtf8();
    ConnectionLimits limits {m_config.maxHeadBytes,
                             m_config.maxTargetBytes,
                             [this, uploadPath](const QByteArray &method, const QByteArray &path) {
                                 return method == "POST" && path == uploadPath ? m_config.maxUploadBodyBytes
                                                                               : m_config.maxBodyBytes;
                             },
                             m_config.requestTimeout,
                             [this](const QByteArray &method, const QByteArray &path, const QByteArray &authorization) {
                                 return admitBody(method, path, authorization);
                             },
                             m_config.maxConnectionsPerAddress};
    auto *tcpServer = new GuardedTcpServer(std::move(limits), m_frontend.get());
    // Qt's default of 50 drops the SYNs of a burst of connections, which are
    // sent again only a second later; the guard answers each at once instead.
    tcpServer->setListenBacklogSize(1024);
    if (!tcpServer->listen(host, port)) {
        m_error = tr("Cannot listen on %1:%2: %3").arg(host.toString()).arg(port).arg(tcpServer->errorString());
        m_frontend.reset();
        return 0;
    }
    m_frontend->bind(tcpServer);
    m_port = tcpServer->serverPort();
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

void Server::addRoute(Router::Method method, const QString &pattern, Router::Access access, const QString &capability,
                      Router::Handler handler)
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
            return sendError(
                responder, SandboxError::notFound(tr("There is no endpoint %1.").arg(request.url().path())), requestId);
        return sendError(
            responder,
            SandboxError::methodNotAllowed(match.allowedMethods.join(u", "_s).toLatin1(),
                                           tr("%1 does not accept %2; it accepts %3.")
                                               .arg(request.url().path(), Router::methodName(request.method()),
                                                    match.allowedMethods.join(u", "_s))),
            requestId);
    }
    Router::Context context {request, requestId, nullptr, match.params};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (match.route->access == Router::Access::Token && m_unavailableUntil.isValid() && now < m_unavailableUntil) {
        const int seconds = int((now.msecsTo(m_unavailableUntil) + 999) / 1000);
        return sendError(responder,
                         SandboxError::unavailable(
                             seconds, tr("The service is unavailable; try again in %n second(s).", nullptr, seconds)),
                         requestId);
    }
    switch (match.route->access) {
    case Router::Access::Open:
        break;
    case Router::Access::Token:
        context.token = authenticate(request, responder, requestId, match.route->capability);
        if (!context.token)
            return;
        break;
    case Router::Access::Local:
    case Router::Access::Control:
        if (!isOwnHost(request.value("Host")))
            return sendError(responder,
                             SandboxError::forbidden(u"host_not_allowed"_s,
                                                     tr("%1 answers only requests addressed to a loopback name or "
                                                        "address with the sandbox's port %2, not to “%3”.")
                                                         .arg(request.url().path())
                                                         .arg(m_port)
                                                         .arg(QString::fromLatin1(request.value("Host"))),
                                                     u"Host"_s),
                             requestId);
        if (match.route->access == Router::Access::Control && !authorizeControl(request, responder, requestId))
            return;
        break;
    }
    match.route->handler(context, responder);
}

std::optional<SandboxError> Server::admitBody(const QByteArray &method, const QByteArray &path,
                                              const QByteArray &authorization) const
{
    for (const Router::Method m : {Router::Method::Get, Router::Method::Post, Router::Method::Put,
                                   Router::Method::Patch, Router::Method::Delete}) {
        if (Router::methodName(m).toLatin1() != method)
            continue;
        const Router::Match match = m_router.match(m, QString::fromUtf8(QByteArray::fromPercentEncoding(path)));
        if (!match.route || match.route->access != Router::Access::Token)
            return std::nullopt;
        return m_auth.identify(authorization).error;
    }
    return std::nullopt;
}

bool Server::isOwnHost(const QByteArray &host) const
{
    const qsizetype colon = host.lastIndexOf(':');
    bool portOk = false;
    if (colon < 0 || host.mid(colon + 1).toUInt(&portOk) != m_port || !portOk)
        return false;
    QByteArray name = host.left(colon);
    if (name.startsWith('[') && name.endsWith(']'))
        name = name.mid(1, name.size() - 2);
    if (name.compare("localhost", Qt::CaseInsensitive) == 0)
        return true;
    // A name other than localhost could be anybody's (DNS rebinding); an address is what it says.
    const QHostAddress address(QString::fromLatin1(name));
    return !address.isNull() && (address.isLoopback() || address == QHostAddress(baseUrl().host()));
}

bool Server::authorizeControl(const QHttpServerRequest &request, QHttpServerResponder &responder,
                              const QString &requestId)
{
    const QByteArray header = request.value("Authorization").trimmed();
    const qsizetype space = header.indexOf(' ');
    if (space > 0 && header.left(space).compare("Bearer", Qt::CaseInsensitive) == 0
        && header.mid(space + 1).trimmed() == m_config.controlSecret.toUtf8())
        return true;
    const Token *token = authenticate(request, responder, requestId);
    if (!token)
        return false;
    for (const QString &capability : ResourceKind::capabilities()) {
        if (!token->hasCapability(capability)) {
            sendError(responder,
                      SandboxError::forbidden(u"missing_capability"_s,
                                              tr("The sandbox's control routes need the admin token (every "
                                                 "capability) or the control secret; this token lacks %1.")
                                                  .arg(capability),
                                              capability),
                      requestId);
            return false;
        }
    }
    return true;
}

void Server::setUnavailableFor(std::chrono::seconds duration)
{
    m_unavailableUntil = duration.count() > 0 ? QDateTime::currentDateTimeUtc().addSecs(duration.count()) : QDateTime();
}

void Server::addSandboxRoutes()
{
    using M = Router::Method;
    const auto local = Router::Access::Local;
    const auto control = Router::Access::Control;
    auto echo = [this](const Router::Context &ctx, QHttpServerResponder &responder) {
        const QJsonObject received = m_echo.receive(
            ctx.request, [this](const QString &value) { return m_store.secretIdForHeaderValue(value); });
        sendJson(responder, 200, received, ctx.requestId);
    };
    for (const M method : {M::Get, M::Post, M::Put, M::Patch, M::Delete}) {
        addRoute(method, u"/_sandbox/echo/*"_s, local, {}, echo);
    }
    addRoute(M::Post, u"/_sandbox/unavailable"_s, control, {},
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
    addRoute(M::Get, u"/_sandbox/echo-log"_s, control, {}, [this](const Router::Context &ctx, QHttpServerResponder &r) {
        sendJson(r, 200, QJsonObject {{u"data"_s, m_echo.entries()}}, ctx.requestId);
    });
    addRoute(M::Delete, u"/_sandbox/echo-log"_s, control, {},
             [this](const Router::Context &ctx, QHttpServerResponder &r) {
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

#pragma once

#include "sandbox/Authenticator.h"
#include "sandbox/EchoLog.h"
#include "sandbox/ManagementApi.h"
#include "sandbox/Router.h"
#include "sandbox/ServerConfig.h"
#include "sandbox/Store.h"
#include "sandbox/chat/ChatEndpoint.h"

#include <QDateTime>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QObject>
#include <QUrl>

#include <chrono>
#include <memory>

class QHttpServerRequest;
class QHttpServerResponder;

namespace baton::sandbox {

// baton-sandbox's HTTP service: owns the tokens, the store, the route table,
// the echo log and the listening QtHttpServer. Every answer carries
// X-Request-Id; unknown paths get a JSON 404, known paths with another method
// a 405 with Allow, and a handler that throws a 500 internal_error.
//
// The chat endpoints (/v1/chat/completions and /v1/chat/resume) are answered
// by a ChatEndpoint reading the store through ChatWorld; the network manager
// it runs tools with is the server's own.
class Server final : public QObject
{
    Q_OBJECT

public:
    explicit Server(ServerConfig config, QObject *parent = nullptr);
    ~Server() override;

    // Opens the data file (when configured), listens, and loads the demo
    // objects into an empty store (when asked). Returns the port, or 0 with
    // errorString() set.
    quint16 listen(const QHostAddress &host = QHostAddress(QHostAddress::LocalHost), quint16 port = 0);
    // Stops listening; the store stays as it is (and saved).
    void stop();

    [[nodiscard]] bool isListening() const;
    [[nodiscard]] quint16 port() const { return m_port; }
    [[nodiscard]] QUrl baseUrl() const; // http://127.0.0.1:<port>
    [[nodiscard]] QString errorString() const { return m_error; }

    [[nodiscard]] const ServerConfig &config() const { return m_config; }
    [[nodiscard]] const QList<Token> &tokens() const { return m_auth.tokens(); }
    [[nodiscard]] const Token *token(const QString &name) const { return m_auth.byName(name); }
    [[nodiscard]] Store &store() { return m_store; }
    [[nodiscard]] ChatWorld &chatWorld() { return m_store; }
    [[nodiscard]] EchoLog &echoLog() { return m_echo; }
    [[nodiscard]] ChatEndpoint &chat() { return m_chat; }

    void addRoute(Router::Method method, const QString &pattern, Router::Access access, const QString &capability,
                  Router::Handler handler);
    // The token of the request's Authorization header when it is valid,
    // active, within its rate limit and holds `capability` (when not empty).
    // Otherwise answers 401, 429 or 403 itself and returns null.
    const Token *authenticate(const QHttpServerRequest &request, QHttpServerResponder &responder,
                              const QString &requestId, const QString &capability = QString());
    [[nodiscard]] static QString newRequestId();

    // For rehearsing an outage: every /v1 request answers 503 `unavailable`
    // with Retry-After until `duration` has passed. Also reachable as
    // POST /_sandbox/unavailable {"seconds": N}; 0 ends it.
    void setUnavailableFor(std::chrono::seconds duration);

private:
    class Frontend;

    ServerConfig m_config;
    Authenticator m_auth;
    Store m_store;
    EchoLog m_echo;
    Router m_router;
    ManagementApi m_api;
    QNetworkAccessManager m_network; // declared before m_chat, which uses it
    ChatEndpoint m_chat;
    std::unique_ptr<Frontend> m_frontend;
    QHostAddress m_host;
    quint16 m_port = 0;
    QString m_error;
    QDateTime m_unavailableUntil;

    void dispatch(const QHttpServerRequest &request, QHttpServerResponder &responder);
    // For a request head announcing a body: the 401 to answer before the body
    // is read, when its route needs a token and the head carries no valid one.
    [[nodiscard]] std::optional<SandboxError> admitBody(const QByteArray &method, const QByteArray &path,
                                                        const QByteArray &authorization) const;
    // A Host header naming this server by a loopback name or address and its port.
    [[nodiscard]] bool isOwnHost(const QByteArray &host) const;
    // The control secret or a token with every capability; otherwise answers 401 or 403 itself.
    bool authorizeControl(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &requestId);
    void route(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &requestId);
    void addSandboxRoutes();
    void addChatRoutes();
};

} // namespace baton::sandbox

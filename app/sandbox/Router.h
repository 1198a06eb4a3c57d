#pragma once

#include "sandbox/Token.h"

#include <QHttpServerRequest>
#include <QString>
#include <QStringList>

#include <functional>

class QHttpServerResponder;

namespace baton::sandbox {

// The sandbox's route table. QtHttpServer's own router answers a known path
// with the wrong method by 404; this one tells "no such path" (404) from "no
// such method here" (405 with the allowed methods), and says which routes
// need a token and which capability, so a handler starts authenticated.
class Router
{
public:
    using Method = QHttpServerRequest::Method;

    // What a handler receives besides the responder.
    struct Context {
        const QHttpServerRequest &request;
        QString requestId;
        const Token *token = nullptr; // null on open and local routes, and with the control secret
        QStringList params; // the :name segments, in order; `*` adds the rest of the path
    };
    using Handler = std::function<void(const Context &, QHttpServerResponder &)>;

    enum class Access {
        Open, // no token
        Token, // an authenticated token, plus `capability` when it is not empty
        Local, // no token, but a loopback Host (the sandbox's own /_sandbox routes)
        Control, // a loopback Host and the admin token (every capability) or the control secret
    };

    struct Route {
        Method method;
        QStringList segments; // literal, ":name", or a final "*" for any rest
        Access access;
        QString capability;
        Handler handler;
    };

    struct Match {
        const Route *route = nullptr;
        QStringList params;
        QStringList allowedMethods; // when route is null: non-empty means 405
    };

    // `pattern` is a path such as "/v1/tools/:id" or "/_sandbox/echo/*".
    void add(Method method, const QString &pattern, Access access, const QString &capability, Handler handler);
    [[nodiscard]] Match match(Method method, const QString &path) const;

    [[nodiscard]] static QString methodName(Method method);

private:
    QList<Route> m_routes;

    // The number of literal segments matched, or -1 when the route does not match.
    [[nodiscard]] static int score(const Route &route, const QStringList &segments, QStringList *params);
};

} // namespace baton::sandbox

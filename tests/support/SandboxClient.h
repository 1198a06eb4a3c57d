#pragma once

// The fixture of the tests that drive the client against the service: an
// in-process sandbox listening on an ephemeral loopback port and an ApiClient
// speaking to it over real HTTP. Header-only: a test that includes it links
// baton_sandbox and baton_core.

#include "Server.h"
#include "Token.h"
#include "api/ApiClient.h"
#include "api/RequestLog.h"
#include "auth/Profile.h"

#include <QNetworkAccessManager>

namespace baton::test {

// A token of the sandbox with the given capabilities.
inline sandbox::Token token(const QString &name, const QString &value, const QStringList &capabilities)
{
    sandbox::Token t;
    t.name = name;
    t.value = value;
    t.capabilities = capabilities;
    return t;
}

class SandboxClient
{
public:
    explicit SandboxClient(const sandbox::ServerConfig &config, qsizetype logCapacity = RequestLog::DefaultCapacity)
        : server(config)
        , log(logCapacity)
        , client(network, log)
    { }

    // Listens on loopback; false when no port could be had.
    [[nodiscard]] bool start() { return server.listen() != 0; }

    // The client speaks to the sandbox with the token `value`.
    void useToken(const QString &value)
    {
        client.setConnection(Profile {QStringLiteral("sandbox"), server.baseUrl(), false, {}}, value);
    }

    sandbox::Server server;
    QNetworkAccessManager network;
    RequestLog log;
    ApiClient client;
};

} // namespace baton::test

#pragma once

// The fixture of the tests that drive the client against the service: an
// in-process sandbox listening on an ephemeral loopback port and an ApiClient
// speaking to it over real HTTP. Header-only: a test that includes it links
// baton_sandbox and baton_core.

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/api/RequestLog.h"
#include "core/auth/Profile.h"
#include "core/resources/ResourceKind.h"
#include "sandbox/Server.h"
#include "sandbox/Token.h"

#include <QDebug>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QUrlQuery>

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

    // The job's result; an empty one when none came within 15 s.
    [[nodiscard]] static ApiResult wait(ApiJob *job)
    {
        QSignalSpy finished(job, &ApiJob::finished);
        if (!finished.wait(15000))
            return {};
        return finished.at(0).at(0).value<ApiResult>();
    }

    // Creates through the client: the object as the service answered, empty
    // (with a warning holding the answer) when it refused.
    QJsonObject create(ResourceKind::Id kind, const QJsonObject &body)
    {
        const ApiResult result = wait(client.post(ResourceKind::get(kind).collectionPath, body));
        if (!result.ok())
            qWarning() << "create failed" << result.body;
        return result.ok() ? result.object : QJsonObject();
    }

    sandbox::Server server;
    QNetworkAccessManager network;
    RequestLog log;
    ApiClient client;
};

// The sandbox's demo objects served to a client signed in as its admin,
// answering at a token a millisecond: the chat tests' fixture. The support
// assistant (which shares create_ticket, a tool that asks first) is found by
// name; both stay empty when the sandbox did not start.
struct DemoChat {
    SandboxClient sandbox {config()};
    QString supportId;
    QString target; // custom:<supportId>

    static sandbox::ServerConfig config()
    {
        sandbox::ServerConfig demo;
        demo.demo = true;
        demo.chat.tokenDelayMs = 1;
        return demo;
    }

    DemoChat()
    {
        if (!sandbox.start())
            return;
        sandbox.useToken(sandbox.server.token(QStringLiteral("admin"))->value);
        const ApiResult models = SandboxClient::wait(
            sandbox.client.get(QStringLiteral("/v1/custom-models"), QUrlQuery(QStringLiteral("limit=100"))));
        for (const QJsonValue &item : models.object.value(QStringLiteral("data")).toArray()) {
            if (item[QStringLiteral("name")].toString() == QStringLiteral("Support assistant"))
                supportId = item[QStringLiteral("id")].toString();
        }
        if (!supportId.isEmpty())
            target = QStringLiteral("custom:") + supportId;
    }
};

} // namespace baton::test

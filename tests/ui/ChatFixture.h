#pragma once

// An in-process sandbox with its demo objects (a custom model sharing the
// create_ticket tool, which needs approval; a group model) and a real
// ApiClient signed in as its admin, for the chat widget tests.

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/api/RequestLog.h"
#include "core/auth/Profile.h"
#include "sandbox/Server.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QUrlQuery>

#include <memory>

namespace chattest {

using namespace Qt::StringLiterals;

struct ChatFixture {
    std::unique_ptr<baton::sandbox::Server> server;
    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client {network, log};

    ChatFixture()
    {
        baton::sandbox::ServerConfig config;
        config.demo = true;
        config.chat.tokenDelayMs = 1;
        server = std::make_unique<baton::sandbox::Server>(config);
        server->listen();
        client.setConnection(baton::Profile {u"sandbox"_s, server->baseUrl(), false, {}},
                             server->token(u"admin"_s)->value);
    }

    baton::ApiResult run(baton::ApiJob *job)
    {
        QSignalSpy finished(job, &baton::ApiJob::finished);
        if (!finished.wait(20000))
            return {};
        return finished.at(0).at(0).value<baton::ApiResult>();
    }

    // The id of the demo object in `collection` called `name`.
    QString idOf(const QString &collection, const QString &name)
    {
        const baton::ApiResult result = run(client.get(collection, QUrlQuery(u"limit=100"_s)));
        for (const QJsonValue &item : result.object.value(u"data"_s).toArray()) {
            if (item[u"name"_s].toString() == name)
                return item[u"id"_s].toString();
        }
        return {};
    }

    [[nodiscard]] QString supportAssistant()
    {
        return u"custom:"_s + idOf(u"/v1/custom-models"_s, u"Support assistant"_s);
    }
    [[nodiscard]] QString supportDesk() { return u"group:"_s + idOf(u"/v1/group-models"_s, u"Support desk"_s); }
};

} // namespace chattest

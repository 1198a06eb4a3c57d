#pragma once

// A service on loopback whose tools list cannot be read whole, for the pages
// that must not take it for "no tools": one secret, "Mail key"; the tools
// list answered as `Answer` says; every other list empty and whole.

#include "support/LoopbackServer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace badtools {

using namespace Qt::StringLiterals;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;

inline const QString SecretId = u"5ec7e700-0000-4000-8000-000000000001"_s;
inline const QString ToolId = u"7001a000-0000-4000-8000-000000000001"_s;

enum class Answer {
    SignInPage, // 200 text/html: a proxy's sign-in page
    ShortOfTotal, // one tool on a page of 50 where the total is 120
};

inline void replyJson(QHttpServerResponder &responder, const QByteArray &body)
{
    LoopbackServer::reply(responder, 200, body, {{"Content-Type", "application/json"}, {"X-Request-Id", "req_list"}});
}

inline QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

inline QJsonObject secret()
{
    return {{u"id"_s, SecretId}, {u"name"_s, u"Mail key"_s}, {u"provider"_s, u"mail"_s}, {u"scope"_s, u"user"_s}};
}

// Answers every request of `server` as the service described above.
inline void serve(LoopbackServer &server, Answer answer)
{
    server.setHandler([answer](const RecordedRequest &request, QHttpServerResponder &&responder) {
        const bool cursor = request.query.hasQueryItem(u"limit"_s);
        if (request.path == u"/v1/secrets"_s)
            return replyJson(responder,
                             compact({{u"data"_s, QJsonArray {secret()}}, {u"nextCursor"_s, QJsonValue::Null}}));
        if (request.path == u"/v1/secrets/"_s + SecretId)
            return replyJson(responder, compact({{u"data"_s, secret()}}));
        if (request.path != u"/v1/tools"_s)
            return replyJson(responder,
                             cursor ? R"({"data":[],"nextCursor":null})" : R"({"data":[],"page":1,"total":0})");
        if (answer == Answer::SignInPage)
            return LoopbackServer::reply(responder, 200, "<html><body><h1>Please sign in</h1></body></html>",
                                         {{"Content-Type", "text/html"}, {"X-Request-Id", "req_proxy"}});
        const QJsonObject tool {{u"id"_s, ToolId}, {u"name"_s, u"Send mail"_s}, {u"description"_s, u"Sends a mail"_s}};
        replyJson(responder,
                  compact({{u"data"_s, QJsonArray {tool}}, {u"page"_s, 1}, {u"pageSize"_s, 50}, {u"total"_s, 120}}));
    });
}

} // namespace badtools

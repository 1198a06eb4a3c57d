#pragma once

// Raw HTTP against a sandbox Server on an ephemeral loopback port, with plain
// QNetworkAccessManager (never Baton's client): the contract tests must see
// exactly what a foreign client would.

#include "sandbox/Server.h"

#include <QHttpMultiPart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

#include <memory>

namespace sandboxtest {

using namespace Qt::StringLiterals;
using baton::sandbox::ServerConfig;
using baton::sandbox::Token;

struct Reply {
    int status = -1; // -1: no answer in time
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;

    [[nodiscard]] QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    [[nodiscard]] QJsonObject error() const { return json().value(u"error"_s).toObject(); }
    [[nodiscard]] QString code() const { return error().value(u"code"_s).toString(); }
    [[nodiscard]] QJsonArray data() const { return json().value(u"data"_s).toArray(); }
    [[nodiscard]] QString id() const { return json().value(u"id"_s).toString(); }
    [[nodiscard]] QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
    // The `field` of every error detail, in order.
    [[nodiscard]] QStringList detailFields() const
    {
        QStringList fields;
        for (const QJsonValue &d : error().value(u"details"_s).toArray())
            fields.append(d.toObject().value(u"field"_s).toString());
        return fields;
    }
};

inline Token token(const QString &name, const QString &value, const QStringList &capabilities)
{
    Token t;
    t.name = name;
    t.value = value;
    t.capabilities = capabilities;
    return t;
}

// admin: everything; chat: nothing; tools: tools and secrets, may share with teams only;
// other: everything, in another team; limited: 3 requests a minute; sleeper: inactive.
inline ServerConfig standardConfig()
{
    ServerConfig config;
    const QStringList all = baton::ResourceKind::capabilities();
    Token tools = token(u"tools"_s, u"t-tools"_s, {u"manageTools"_s, u"manageSecrets"_s});
    tools.allowedScopeTypes = {u"team"_s};
    Token other = token(u"other"_s, u"t-other"_s, all);
    other.teamId = u"0b7f3c1e-9a55-4d8e-b1c2-3e4f5a6b7c8d"_s;
    Token limited = token(u"limited"_s, u"t-limited"_s, all);
    limited.rateLimitPerMinute = 3;
    Token sleeper = token(u"sleeper"_s, u"t-sleeper"_s, all);
    sleeper.active = false;
    config.tokens
        = {token(u"admin"_s, u"t-admin"_s, all), token(u"chat"_s, u"t-chat"_s, {}), tools, other, limited, sleeper};
    config.fileStepMs = 20;
    return config;
}

class Http
{
public:
    explicit Http(QUrl base)
        : m_base(std::move(base))
    { }

    Reply send(const QByteArray &method, const QString &path, const QByteArray &token = {}, const QByteArray &body = {},
               const QList<QPair<QByteArray, QByteArray>> &headers = {})
    {
        QNetworkRequest request = makeRequest(path, token);
        if (!body.isEmpty())
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        for (const auto &[name, value] : headers)
            request.setRawHeader(name, value);
        return finish(m_nam.sendCustomRequest(request, method, body));
    }

    Reply get(const QString &path, const QByteArray &token) { return send("GET", path, token); }
    Reply del(const QString &path, const QByteArray &token) { return send("DELETE", path, token); }
    Reply post(const QString &path, const QByteArray &token, const QJsonObject &body)
    {
        return send("POST", path, token, QJsonDocument(body).toJson(QJsonDocument::Compact));
    }
    Reply patch(const QString &path, const QByteArray &token, const QJsonObject &body)
    {
        return send("PATCH", path, token, QJsonDocument(body).toJson(QJsonDocument::Compact));
    }

    // A multipart upload built by QHttpMultiPart; `parts` lists name, file name
    // (empty for a field), content type and data.
    struct Part {
        QString name;
        QString fileName;
        QByteArray contentType;
        QByteArray data;
    };
    Reply upload(const QByteArray &token, const QList<Part> &parts)
    {
        auto *multi = new QHttpMultiPart(QHttpMultiPart::FormDataType);
        for (const Part &p : parts) {
            QHttpPart part;
            QByteArray disposition = "form-data; name=\"" + p.name.toUtf8() + '"';
            if (!p.fileName.isNull())
                disposition += "; filename=\"" + p.fileName.toUtf8() + '"';
            part.setRawHeader("Content-Disposition", disposition);
            if (!p.contentType.isEmpty())
                part.setRawHeader("Content-Type", p.contentType);
            part.setBody(p.data);
            multi->append(part);
        }
        QNetworkReply *reply = m_nam.post(makeRequest(u"/v1/files"_s, token), multi);
        multi->setParent(reply);
        return finish(reply);
    }

    Reply uploadFile(const QByteArray &token, const QJsonObject &metadata, const QByteArray &data,
                     const QString &fileName = u"notes.txt"_s, const QByteArray &contentType = "text/plain")
    {
        return upload(
            token,
            {{u"metadata"_s, QString(), "application/json", QJsonDocument(metadata).toJson(QJsonDocument::Compact)},
             {u"file"_s, fileName, contentType, data}});
    }

    // Every item of a page-family list, walking pages of `pageSize`. A page
    // that is not a 200 with the page envelope fails the running test (and
    // the walk returns nothing), so an error never reads as an empty list.
    QJsonArray walkPages(const QString &path, const QByteArray &token, int pageSize, int *pages = nullptr)
    {
        QJsonArray all;
        for (int page = 1; page < 10000; ++page) {
            const Reply r = get(path + (path.contains(u'?') ? u'&' : u'?') + u"pageSize="_s + QString::number(pageSize)
                                    + u"&page="_s + QString::number(page),
                                token);
            if (!isListPage(r, u"total"_s, path))
                return {};
            const QJsonArray data = r.data();
            for (const QJsonValue &v : data)
                all.append(v);
            if (pages)
                *pages = page;
            if (qint64(page) * pageSize >= r.json().value(u"total"_s).toInteger())
                break;
        }
        return all;
    }

    // Every item of a cursor-family list, following nextCursor.
    QJsonArray walkCursor(const QString &path, const QByteArray &token, int limit, int *pages = nullptr)
    {
        QJsonArray all;
        QString cursor;
        for (int page = 1; page < 10000; ++page) {
            QString url = path + (path.contains(u'?') ? u'&' : u'?') + u"limit="_s + QString::number(limit);
            if (!cursor.isEmpty())
                url += u"&cursor="_s + QString::fromLatin1(QUrl::toPercentEncoding(cursor));
            const Reply r = get(url, token);
            if (!isListPage(r, u"nextCursor"_s, path))
                return {};
            for (const QJsonValue &v : r.data())
                all.append(v);
            if (pages)
                *pages = page;
            const QJsonValue next = r.json().value(u"nextCursor"_s);
            if (next.isNull())
                break;
            cursor = next.toString();
        }
        return all;
    }

private:
    QUrl m_base;
    QNetworkAccessManager m_nam;

    // A 200 whose body has a `data` array and the member `position` (the
    // total, or the next cursor: a string or null); otherwise a test failure.
    static bool isListPage(const Reply &r, const QString &position, const QString &path)
    {
        const QJsonValue next = r.json().value(position);
        const bool positioned = position == u"total"_s ? next.isDouble() : (next.isString() || next.isNull());
        if (r.status == 200 && r.json().value(u"data"_s).isArray() && positioned)
            return true;
        QTest::qFail(qPrintable(u"listing %1 answered %2: %3"_s.arg(path).arg(r.status).arg(
                         QString::fromUtf8(r.body.left(300)))),
                     __FILE__, __LINE__);
        return false;
    }

    QNetworkRequest makeRequest(const QString &path, const QByteArray &token) const
    {
        QNetworkRequest request(QUrl(m_base.toString() + path));
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        if (!token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + token);
        return request;
    }

    static Reply finish(QNetworkReply *reply)
    {
        std::unique_ptr<QNetworkReply> owner(reply);
        if (!reply->isFinished()) {
            QSignalSpy finished(reply, &QNetworkReply::finished);
            if (!finished.wait(20000))
                return {};
        }
        Reply r;
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        r.body = reply->readAll();
        r.headers = reply->rawHeaderPairs();
        return r;
    }
};

// A started server and a client for it.
struct Fixture {
    std::unique_ptr<baton::sandbox::Server> server;
    std::unique_ptr<Http> http;

    explicit Fixture(ServerConfig config = standardConfig())
        : server(std::make_unique<baton::sandbox::Server>(std::move(config)))
    {
        server->listen();
        http = std::make_unique<Http>(server->baseUrl());
    }
};

} // namespace sandboxtest

#pragma once

#include <QHostAddress>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <memory>

// A loopback HTTP server that tools of the tests call. It records every
// request and answers naively, secret headers included, so that the tests can
// prove that the chat side scrubs them:
//   /echo/<x>       any method: 200 {"method", "path", "query", "headers", "body"}
//   /status/<code>  that status, body "gone"
//   /big            200, 1000 'x'
//   /secretat/<n>   200, n 'a' then the X-Api-Key header's value then 'zzz'
//   /reflect/<form> 200, the X-Api-Key header's value as JSON ("json"),
//                   URL-encoded ("url") or as it came ("raw")
//   /slow/<ms>      200 "late" after <ms> ms
// More routes can be added through server().
class EchoTarget
{
public:
    struct Seen {
        QByteArray method;
        QString path; // percent-encoded, as sent
        QString query;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;

        [[nodiscard]] QByteArray header(const QByteArray &name) const
        {
            for (const auto &[key, value] : headers) {
                if (key.compare(name, Qt::CaseInsensitive) == 0)
                    return value;
            }
            return {};
        }
    };

    QList<Seen> seen;
    bool slowClientLeft = false;

    EchoTarget()
    {
        using Method = QHttpServerRequest::Method;
        m_server.route(QStringLiteral("/echo/<arg>"), [this](const QString &, const QHttpServerRequest &request) {
            record(request);
            QJsonObject headers;
            for (const auto &[key, value] : request.headers())
                headers.insert(QString::fromLatin1(key).toLower(), QString::fromUtf8(value));
            const QJsonObject echo {{QStringLiteral("method"), QString::fromLatin1(methodName(request.method()))},
                                    {QStringLiteral("path"), request.url().path(QUrl::FullyEncoded)},
                                    {QStringLiteral("query"), request.url().query(QUrl::FullyEncoded)},
                                    {QStringLiteral("headers"), headers},
                                    {QStringLiteral("body"), QString::fromUtf8(request.body())}};
            return QHttpServerResponse(QByteArray("application/json"),
                                       QJsonDocument(echo).toJson(QJsonDocument::Compact));
        });
        m_server.route(QStringLiteral("/status/<arg>"), [this](int status, const QHttpServerRequest &request) {
            record(request);
            return QHttpServerResponse(QByteArray("text/plain"), QByteArray("gone"),
                                       static_cast<QHttpServerResponder::StatusCode>(status));
        });
        m_server.route(QStringLiteral("/big"), [this](const QHttpServerRequest &request) {
            record(request);
            return QHttpServerResponse(QByteArray("text/plain"), QByteArray(1000, 'x'));
        });
        m_server.route(QStringLiteral("/secretat/<arg>"), [this](int offset, const QHttpServerRequest &request) {
            record(request);
            return QHttpServerResponse(QByteArray("text/plain"),
                                       QByteArray(offset, 'a') + request.value("X-Api-Key") + "zzz");
        });
        m_server.route(
            QStringLiteral("/reflect/<arg>"), [this](const QString &form, const QHttpServerRequest &request) {
                record(request);
                const QByteArray key = request.value("X-Api-Key");
                QByteArray body = "key=" + key;
                if (form == QStringLiteral("json"))
                    body = QJsonDocument(QJsonObject {{QStringLiteral("key"), QString::fromUtf8(key)}}).toJson();
                else if (form == QStringLiteral("url"))
                    body = "key=" + QUrl::toPercentEncoding(QString::fromUtf8(key));
                return QHttpServerResponse(QByteArray("text/plain"), body);
            });
        m_server.route(QStringLiteral("/slow/<arg>"), Method::Get | Method::Post,
                       [this](int delayMs, const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                           record(request);
                           auto kept = std::make_shared<QHttpServerResponder>(std::move(responder));
                           QPointer<QTcpSocket> socket = kept->socket();
                           QObject::connect(socket, &QAbstractSocket::disconnected, &m_server,
                                            [this] { slowClientLeft = true; });
                           QTimer::singleShot(delayMs, &m_server, [kept, socket] {
                               if (socket && socket->state() == QAbstractSocket::ConnectedState)
                                   kept->write(QByteArray("late"), QByteArray("text/plain"));
                           });
                       });
        m_port = m_server.listen(QHostAddress::LocalHost, 0);
    }

    [[nodiscard]] QHttpServer &server() { return m_server; }
    [[nodiscard]] quint16 port() const { return m_port; }
    [[nodiscard]] QString url(const QString &path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path);
    }

    static QByteArray methodName(QHttpServerRequest::Method method)
    {
        using Method = QHttpServerRequest::Method;
        switch (method) {
        case Method::Get:
            return "GET";
        case Method::Post:
            return "POST";
        case Method::Put:
            return "PUT";
        case Method::Patch:
            return "PATCH";
        case Method::Delete:
            return "DELETE";
        default:
            return "OTHER";
        }
    }

private:
    void record(const QHttpServerRequest &request)
    {
        seen.append({methodName(request.method()), request.url().path(QUrl::FullyEncoded),
                     request.url().query(QUrl::FullyEncoded), request.headers(), request.body()});
    }

    QHttpServer m_server;
    quint16 m_port = 0;
};

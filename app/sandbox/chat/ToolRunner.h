#pragma once

#include "sandbox/ChatWorld.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <functional>

class QNetworkAccessManager;
class QObject;

namespace baton::sandbox {

// The outcome of one outgoing request, safe to show: no secret value in it.
struct HttpOutcome {
    QString method;
    QString url;
    int status = 0; // HTTP status; 0 when no HTTP answer came
    QString excerpt; // the start of the body, on one line
    QString error; // why no HTTP answer came; empty otherwise
    QJsonObject members; // the body's members when it is a JSON object
};

// Runs tool calls and API resource reads as real HTTP requests: fills the URL
// template, sends the static headers and the secret headers, applies the
// timeout, and reports status and a body excerpt with every secret value used
// scrubbed out. Owns nothing but the requests in flight; each one is aborted
// when its context object goes away.
class ToolRunner
{
    Q_DECLARE_TR_FUNCTIONS(baton::sandbox::ToolRunner)

public:
    using Done = std::function<void(const HttpOutcome &)>;

    static constexpr int ExcerptLength = 200;
    static constexpr int MembersMaxBytes = 64 * 1024;

    ToolRunner(QNetworkAccessManager &network, const ChatWorld &world, int defaultTimeoutMs);

    // Both call `done` once, later, in the thread of `context`, unless
    // `context` is destroyed first.
    void runTool(const ChatTool &tool, const QJsonObject &arguments, QObject *context, Done done);
    void fetch(const ChatApiResource &resource, QObject *context, Done done);

    // `{name}` placeholders replaced by the URL-encoded argument; a
    // placeholder without an argument becomes empty.
    [[nodiscard]] static QString fillTemplate(const QString &urlTemplate, const QJsonObject &arguments);

private:
    struct Outgoing {
        QByteArray method;
        QString url;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        QStringList secrets;
        int timeoutMs = 0;
    };

    void send(const Outgoing &outgoing, QObject *context, Done done);

    QNetworkAccessManager &m_network;
    const ChatWorld &m_world;
    int m_defaultTimeoutMs;
};

} // namespace baton::sandbox

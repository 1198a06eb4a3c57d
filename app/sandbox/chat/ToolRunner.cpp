#include "sandbox/chat/ToolRunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QTimer>
#include <QUrl>

#include <memory>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

const QString redacted = u"[redacted]"_s;

QString argumentText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return value.toVariant().toString();
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

// Every form in which a secret value can come back in a body: as sent, as a
// JSON string escapes it, and URL-encoded.
QString scrub(QString text, const QStringList &secrets)
{
    for (const QString &secret : secrets) {
        if (secret.isEmpty())
            continue;
        const QString json = QString::fromUtf8(QJsonDocument(QJsonArray {secret}).toJson(QJsonDocument::Compact));
        text.replace(secret, redacted);
        text.replace(json.mid(2, json.size() - 4), redacted);
        text.replace(QString::fromLatin1(QUrl::toPercentEncoding(secret)), redacted);
    }
    return text;
}

QString excerpt(const QByteArray &body, const QStringList &secrets)
{
    // Scrub before cutting, so that no prefix of a secret survives the cut.
    const QString text = scrub(QString::fromUtf8(body), secrets).simplified();
    if (text.size() <= ToolRunner::ExcerptLength)
        return text;
    qsizetype cut = ToolRunner::ExcerptLength;
    if (text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + u'…';
}

// The members of a body that is a JSON object, scrubbed as the excerpt is; an
// answer reads them by name where the excerpt would cut the object short.
// Empty for any other body, or one too big to be worth reading.
QJsonObject membersOf(const QByteArray &body, const QStringList &secrets)
{
    if (body.size() > ToolRunner::MembersMaxBytes)
        return {};
    return QJsonDocument::fromJson(scrub(QString::fromUtf8(body), secrets).toUtf8()).object();
}

} // namespace

ToolRunner::ToolRunner(QNetworkAccessManager &network, const ChatWorld &world, int defaultTimeoutMs)
    : m_network(network)
    , m_world(world)
    , m_defaultTimeoutMs(defaultTimeoutMs)
{ }

QString ToolRunner::fillTemplate(const QString &urlTemplate, const QJsonObject &arguments)
{
    static const QRegularExpression placeholder(u"\\{([^{}]*)\\}"_s);
    QString url;
    qsizetype copied = 0;
    for (auto it = placeholder.globalMatch(urlTemplate); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        url += QStringView(urlTemplate).mid(copied, match.capturedStart() - copied);
        url += QString::fromLatin1(QUrl::toPercentEncoding(argumentText(arguments.value(match.captured(1)))));
        copied = match.capturedEnd();
    }
    return url + QStringView(urlTemplate).mid(copied);
}

void ToolRunner::runTool(const ChatTool &tool, const QJsonObject &arguments, QObject *context, Done done)
{
    Outgoing outgoing;
    outgoing.method = tool.method.isEmpty() ? QByteArray("POST") : tool.method.toUpper().toLatin1();
    outgoing.url = fillTemplate(tool.urlTemplate, arguments);
    outgoing.body = QJsonDocument(arguments).toJson(QJsonDocument::Compact);
    outgoing.timeoutMs = tool.timeoutMs > 0 ? tool.timeoutMs : m_defaultTimeoutMs;
    outgoing.headers.append(std::pair(QByteArray("Content-Type"), QByteArray("application/json")));
    for (auto it = tool.staticHeaders.cbegin(); it != tool.staticHeaders.cend(); ++it)
        outgoing.headers.append(std::pair(it.key().toUtf8(), it.value().toUtf8()));
    for (const auto &[header, secretId] : tool.authFields) {
        const std::optional<QString> value = m_world.secretValue(secretId);
        if (!value) {
            HttpOutcome outcome {QString::fromLatin1(outgoing.method), outgoing.url, 0, QString(),
                                 tr("The secret for header %1 no longer exists; the call was not sent.").arg(header)};
            QMetaObject::invokeMethod(
                context, [done, outcome] { done(outcome); }, Qt::QueuedConnection);
            return;
        }
        outgoing.headers.append(std::pair(header.toUtf8(), value->toUtf8()));
        outgoing.secrets << *value;
    }
    send(outgoing, context, std::move(done));
}

void ToolRunner::fetch(const ChatApiResource &resource, QObject *context, Done done)
{
    Outgoing outgoing;
    outgoing.method = "GET";
    outgoing.url = fillTemplate(resource.urlTemplate, {});
    outgoing.timeoutMs = resource.timeoutMs > 0 ? resource.timeoutMs : m_defaultTimeoutMs;
    for (auto it = resource.staticHeaders.cbegin(); it != resource.staticHeaders.cend(); ++it)
        outgoing.headers.append(std::pair(it.key().toUtf8(), it.value().toUtf8()));
    send(outgoing, context, std::move(done));
}

void ToolRunner::send(const Outgoing &outgoing, QObject *context, Done done)
{
    HttpOutcome base {QString::fromLatin1(outgoing.method), scrub(outgoing.url, outgoing.secrets), 0, {}, {}};
    const QUrl url(outgoing.url, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s)) {
        base.error = tr("%1 is not an http or https URL.").arg(base.url);
        QMetaObject::invokeMethod(
            context, [done, base] { done(base); }, Qt::QueuedConnection);
        return;
    }

    QNetworkRequest request(url);
    // Secret headers never follow a redirect to another origin.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::SameOriginRedirectPolicy);
    for (const auto &[name, value] : outgoing.headers)
        request.setRawHeader(name, value);
    QNetworkReply *reply = outgoing.method == "GET"
        ? m_network.get(request)
        : m_network.sendCustomRequest(request, outgoing.method, outgoing.body);

    auto timedOut = std::make_shared<bool>(false);
    auto *timer = new QTimer(reply);
    timer->setSingleShot(true);
    QObject::connect(timer, &QTimer::timeout, reply, [reply, timedOut] {
        *timedOut = true;
        reply->abort();
    });
    timer->start(outgoing.timeoutMs);

    // Queued: `destroyed` comes while the context is half gone, and an abort
    // finishes the reply at once, which must not reach the context any more.
    QObject::connect(context, &QObject::destroyed, reply, &QNetworkReply::abort, Qt::QueuedConnection);
    QObject::connect(reply, &QNetworkReply::finished, context,
                     [reply, timedOut, base, secrets = outgoing.secrets, timeoutMs = outgoing.timeoutMs,
                      done = std::move(done)]() mutable {
                         const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
                         if (*timedOut)
                             base.error = tr("No answer within %n ms.", nullptr, timeoutMs);
                         else if (status.isValid())
                             base.status = status.toInt();
                         else
                             base.error = scrub(reply->errorString(), secrets);
                         if (base.status != 0) {
                             const QByteArray body = reply->readAll();
                             base.excerpt = excerpt(body, secrets);
                             base.members = membersOf(body, secrets);
                         }
                         done(base);
                     });
    QObject::connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
}

} // namespace baton::sandbox

#include "sandbox/EchoLog.h"

#include <QHttpServerRequest>
#include <QJsonDocument>
#include <QMetaEnum>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

bool alwaysSecret(const QByteArray &lowerName)
{
    return lowerName == "authorization" || lowerName == "proxy-authorization" || lowerName == "cookie";
}

} // namespace

QJsonObject EchoLog::receive(const QHttpServerRequest &request, const SecretMatcher &matcher)
{
    QJsonObject headers;
    QJsonArray secretHeaders;
    for (const auto &[name, value] : request.headers()) {
        const QString headerName = QString::fromLatin1(name);
        const QString headerValue = QString::fromUtf8(value);
        const QString secretId = matcher ? matcher(headerValue) : QString();
        if (!secretId.isEmpty())
            secretHeaders.append(QJsonObject {{u"header"_s, headerName}, {u"secretId"_s, secretId}});
        const bool hide = !secretId.isEmpty() || alwaysSecret(name.toLower());
        headers.insert(headerName, hide ? redacted.toString() : headerValue);
    }

    QJsonObject query;
    for (const auto &[key, value] : request.query().queryItems(QUrl::FullyDecoded)) {
        if (!query.contains(key))
            query.insert(key, value);
    }

    const QByteArray raw = request.body();
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(raw, &error);
    QJsonValue body;
    if (raw.isEmpty())
        body = QJsonValue::Null;
    else if (error.error == QJsonParseError::NoError)
        body = json.isArray() ? QJsonValue(json.array()) : QJsonValue(json.object());
    else
        body = QString::fromUtf8(raw);

    const QByteArray method = QMetaEnum::fromType<QHttpServerRequest::Method>().valueToKey(int(request.method()));
    const QJsonObject entry {{u"method"_s, QString::fromLatin1(method).toUpper()},
                             {u"path"_s, request.url().path()},
                             {u"query"_s, query},
                             {u"headers"_s, headers},
                             {u"body"_s, body},
                             {u"secretHeaders"_s, secretHeaders}};
    m_entries.push_back(entry);
    while (qsizetype(m_entries.size()) > capacity)
        m_entries.pop_front();
    return entry;
}

QJsonArray EchoLog::entries() const
{
    QJsonArray list;
    for (const QJsonObject &entry : m_entries)
        list.append(entry);
    return list;
}

} // namespace baton::sandbox

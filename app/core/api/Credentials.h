#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace baton {

// What looks like a credential, by its name or by its value, for every place
// that must not show one in clear or let one be saved as plain text: a tool's
// or an API resource's static headers (`staticHeadersNonSecret`, which the
// service stores and returns as they are), tool call arguments, the request
// log. One set of rules, so that what the editors refuse to save is what the
// detail pane, the request log and "Copy as cURL" mask.
class Credentials
{
public:
    Credentials() = delete;

    static constexpr QStringView Mask = u"••••••••";
    static constexpr QLatin1StringView HeadersField {"staticHeadersNonSecret"};

    // A member or header name that usually holds a credential: Authorization,
    // Proxy-Authorization, Cookie, X-API-Key, Api-Key, X-Auth-Token, any name
    // containing token, secret, password, session, apikey, ... Case, spaces,
    // `-`, `_` and `.` do not count.
    [[nodiscard]] static bool isSecretName(QStringView name);
    // A value carrying an HTTP authentication scheme (Bearer, Basic, Token,
    // Digest) or shaped like a well-known key: OpenAI-style sk-…, GitHub
    // ghp_…, Slack xox…-, AWS AKIA…, a JSON Web Token eyJ….….
    [[nodiscard]] static bool isSecretValue(QStringView value);
    // A header whose name or value looks like a credential.
    [[nodiscard]] static bool isSecretHeader(QStringView name, QStringView value);

    // The value as it may be shown: the authentication scheme, if any, then
    // Mask ("Bearer ••••••••").
    [[nodiscard]] static QString maskedValue(QStringView value);
    // Headers with every credential-looking entry's value masked; an empty
    // value stays empty. `maskedAny` tells whether anything was masked.
    [[nodiscard]] static QJsonObject maskedHeaders(const QJsonObject &headers, bool *maskedAny = nullptr);
    // `value` with the headers of every `staticHeadersNonSecret` object in it,
    // at any depth (an object, a list of them, an envelope), masked.
    [[nodiscard]] static QJsonValue withHeadersMasked(const QJsonValue &value, bool *maskedAny = nullptr);
};

} // namespace baton

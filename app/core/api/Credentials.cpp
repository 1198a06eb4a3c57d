#include "core/api/Credentials.h"

#include "core/api/JsonMembers.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// An HTTP authentication scheme followed by its credentials.
const QRegularExpression &schemePattern()
{
    static const QRegularExpression scheme(u"^\\s*(Bearer|Basic|Token|Digest)\\s+\\S"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    return scheme;
}

} // namespace

bool Credentials::isSecretName(QStringView name)
{
    static const QStringList parts {u"password"_s,  u"passwd"_s,        u"passphrase"_s, u"secret"_s,
                                    u"token"_s,     u"credential"_s,    u"cookie"_s,     u"authorization"_s,
                                    u"signature"_s, u"privatekey"_s,    u"session"_s,    u"bearer"_s,
                                    u"apikey"_s,    u"authentication"_s};
    static const QStringList whole {u"auth"_s, u"xauth"_s, u"key"_s, u"pin"_s, u"pwd"_s, u"pass"_s};
    static const QRegularExpression separators(u"[\\s_\\-.]"_s);
    QString folded = name.toString().toLower();
    folded.remove(separators);
    if (whole.contains(folded) || folded.endsWith("key"_L1))
        return true;
    return std::any_of(parts.cbegin(), parts.cend(), [&folded](const QString &part) { return folded.contains(part); });
}

bool Credentials::isSecretValue(QStringView value)
{
    if (schemePattern().match(value).hasMatch())
        return true;
    // Each shape stands alone (not inside a longer word), and is long enough
    // that a language tag (sk-SK) or a short label is not taken for a key.
    static const QRegularExpression keys(u"(?<![A-Za-z0-9_-])(?:"
                                         "sk-[A-Za-z0-9_-]{16,}"
                                         "|gh[poushr]_[A-Za-z0-9]{20,}"
                                         "|github_pat_[A-Za-z0-9_]{20,}"
                                         "|xox[abposr]-[A-Za-z0-9-]{10,}"
                                         "|(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])"
                                         "|eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{2,}\\.[A-Za-z0-9_-]*"
                                         ")"_s);
    return keys.match(value).hasMatch();
}

bool Credentials::isSecretHeader(QStringView name, QStringView value)
{
    return isSecretName(name) || isSecretValue(value);
}

QString Credentials::maskedValue(QStringView value)
{
    const QRegularExpressionMatch scheme = schemePattern().match(value);
    if (scheme.hasMatch())
        return scheme.captured(1) + u' ' + Mask;
    return Mask.toString();
}

QJsonObject Credentials::maskedHeaders(const QJsonObject &headers, bool *maskedAny)
{
    bool any = false;
    QJsonObject result = headers;
    for (auto it = result.begin(); it != result.end(); ++it) {
        const QString value = it.value().isString() ? it.value().toString() : QString();
        const bool empty = it.value().isNull() || (it.value().isString() && value.isEmpty());
        if (empty || !isSecretHeader(it.key(), value))
            continue;
        it.value() = maskedValue(value);
        any = true;
    }
    if (maskedAny)
        *maskedAny = any;
    return result;
}

QJsonValue Credentials::withHeadersMasked(const QJsonValue &value, bool *maskedAny)
{
    bool any = false;
    QJsonValue result
        = replaceMembers(value, [&any](const QString &key, const QJsonValue &member) -> std::optional<QJsonValue> {
              if (key != Credentials::HeadersField || !member.isObject())
                  return std::nullopt;
              bool masked = false;
              const QJsonObject headers = Credentials::maskedHeaders(member.toObject(), &masked);
              any = any || masked;
              return headers;
          });
    if (maskedAny)
        *maskedAny = any;
    return result;
}

} // namespace baton

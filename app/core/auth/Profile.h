#pragma once

#include <QHash>
#include <QHostAddress>
#include <QString>
#include <QUrl>

namespace baton {

// A named connection to one deployment of the service. Holds no secret: the
// API token lives in the TokenStore (the OS keychain), keyed by name and URL.
struct Profile {
    QString name;
    QUrl baseUrl; // scheme, host, port and an optional path prefix; "/v1/..." is appended
    // Plain http to a host other than loopback is refused unless the user
    // allowed it for this profile.
    bool allowInsecureHttp = false;
    // The key of the service object in chat answers, when the user pinned it;
    // empty means "recognise it by its fields".
    QString serviceObjectKey;
    // Labels the user gave the teams of this deployment (team id → label):
    // the service names no team, so the console shows these instead of ids.
    QHash<QString, QString> teamLabels {};

    // Whether requests may go to baseUrl: https always; plain http only to a
    // loopback host, or where the user allowed it for this profile.
    [[nodiscard]] bool transportAllowed() const
    {
        if (baseUrl.scheme() == QLatin1String("https"))
            return true;
        if (baseUrl.scheme() != QLatin1String("http"))
            return false;
        return allowInsecureHttp || isLoopbackHost(baseUrl.host());
    }

    [[nodiscard]] static bool isLoopbackHost(const QString &host)
    {
        const QHostAddress address(host);
        return host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0
            || (!address.isNull() && address.isLoopback());
    }

    // The base URL a person typed: without white space around it, and with
    // https:// assumed when no scheme is written ("chat.example.com"), the
    // only transport that needs no opt-in.
    [[nodiscard]] static QUrl baseUrlFromText(const QString &text)
    {
        const QString url = text.trimmed();
        if (url.isEmpty() || url.contains(QLatin1String("://")))
            return QUrl(url, QUrl::StrictMode);
        return QUrl(QLatin1String("https://") + url, QUrl::StrictMode);
    }

    friend bool operator==(const Profile &, const Profile &) = default;
};

} // namespace baton

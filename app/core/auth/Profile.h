#pragma once

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

    friend bool operator==(const Profile &, const Profile &) = default;
};

} // namespace baton

#pragma once

#include "ui/connection/LocalSandbox.h"

class QNetworkAccessManager;

namespace baton {

class ProfileStore;
class RequestLog;
class TokenStore;

// What the windows that manage connections work with, all owned by the
// application: the network access manager and request log of every request,
// the profiles, their tokens, and the embedded sandbox's starter.
struct ConnectionServices {
    QNetworkAccessManager &network;
    RequestLog &log;
    ProfileStore &profiles;
    TokenStore &tokens;
    LocalSandbox::Starter startSandbox;
};

} // namespace baton

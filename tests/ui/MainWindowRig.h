#pragma once

// What a MainWindow needs in a test: private settings in a temporary
// directory, the profile and token stores over them (tokens in memory only),
// a network manager, a request log and the client, made in that order and
// destroyed in the reverse one. The window itself is the test's, and goes first.

#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "ui/connection/ConnectionServices.h"
#include "ui/connection/LocalSandbox.h"

#include <QNetworkAccessManager>
#include <QProcessEnvironment>
#include <QSettings>
#include <QTemporaryDir>

#include <functional>
#include <utility>

namespace windowtest {

struct MainWindowRig {
    QTemporaryDir dir;
    QSettings settings {dir.filePath(QStringLiteral("baton.ini")), QSettings::IniFormat};
    baton::ProfileStore profiles {settings};
    baton::TokenStore tokens {QProcessEnvironment()};
    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client {network, log};

    // The services of a MainWindow over these; `sandbox` starts the local sandbox.
    [[nodiscard]] baton::ConnectionServices services(std::function<baton::LocalSandbox()> sandbox
                                                     = [] { return baton::LocalSandbox {}; })
    {
        return {network, log, profiles, tokens, std::move(sandbox)};
    }
};

} // namespace windowtest

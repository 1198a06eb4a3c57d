#pragma once

#include "core/auth/Profile.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <functional>

namespace baton {

// The embedded sandbox as the console reaches it: where it listens and the
// token it connects with, or why it did not start. The application provides
// the Starter (it starts the sandbox once, with demo data, and hands out the
// same one afterwards). Its profile is ephemeral: never stored, and its token
// never reaches the keychain.
class LocalSandbox final
{
    Q_DECLARE_TR_FUNCTIONS(baton::LocalSandbox)

public:
    using Starter = std::function<LocalSandbox()>;

    QUrl baseUrl;
    QString token;
    QString error; // translated; set when it could not start

    [[nodiscard]] bool started() const { return error.isEmpty() && baseUrl.isValid(); }
    [[nodiscard]] Profile profile() const { return Profile {tr("Local sandbox"), baseUrl, false, QString()}; }
};

} // namespace baton

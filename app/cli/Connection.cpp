#include "cli/Connection.h"

#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/connection/ConnectionController.h"
#include "core/history/HistoryStore.h"

#include <QCommandLineParser>
#include <QProcessEnvironment>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace baton::cli {

Connection::Connection(QObject *parent)
    : QObject(parent)
    , m_client(m_network, m_log)
{ }

void Connection::declare(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"profile"_s, tr("Use the Baton console's profile NAME and the token stored for it."), tr("NAME")},
        {u"base-url"_s, tr("Use the service at URL, with the token in BATON_TOKEN."), tr("URL")},
        {u"allow-insecure-http"_s, tr("With --base-url: allow plain http to a host other than loopback.")},
        {u"service-object-key"_s,
         tr("With --base-url: the key of the service object in chat answers (found by its fields otherwise)."),
         tr("KEY")},
    });
}

void Connection::open(const QCommandLineParser &parser, Done done)
{
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (parser.isSet(u"base-url"_s)) {
        if (parser.isSet(u"profile"_s)) {
            finish(std::move(done), ExitCode::Usage, tr("Use either --profile or --base-url, not both."));
            return;
        }
        Profile profile;
        profile.name = tr("command line");
        profile.baseUrl = QUrl(parser.value(u"base-url"_s), QUrl::StrictMode);
        profile.allowInsecureHttp = parser.isSet(u"allow-insecure-http"_s);
        profile.serviceObjectKey = parser.value(u"service-object-key"_s);
        const QString token = environment.value(u"BATON_TOKEN"_s);
        if (token.isEmpty()) {
            finish(std::move(done), ExitCode::Auth,
                   tr("No API token: set the environment variable BATON_TOKEN (the token is never taken from "
                      "the command line)."));
            return;
        }
        m_client.setConnection(profile, token);
        finish(std::move(done), ExitCode::Ok, {});
        return;
    }

    QString error;
    const std::optional<Profile> profile = storedProfile(parser, &error);
    if (!profile) {
        finish(std::move(done), ExitCode::Usage, error);
        return;
    }
    const bool named = parser.isSet(u"profile"_s);
    auto *tokens = new TokenStore(environment, this);
    // BATON_TOKEN goes only where the command line sends it: to --base-url, or
    // to a profile it names. The profile the console used last is implied,
    // and may be another server than the one the token was exported for.
    const EnvironmentToken rule = named ? EnvironmentToken::First : EnvironmentToken::Never;
    ConnectionController::readToken(
        *tokens, *profile, rule, this, [this, tokens, profile = *profile, named, done](const ProfileToken &token) {
            tokens->deleteLater();
            const TokenResult &result = token.result;
            if (token.fromEnvironment) {
                m_client.setConnection(profile, result.token);
                done(ExitCode::Ok,
                     //: A warning. %1 is the profile's name.
                     tr("BATON_TOKEN is used instead of the token stored for the profile “%1”.").arg(profile.name));
                return;
            }
            const QString ignored = !named && tokens->hasEnvironmentToken()
                //: %1 is the profile's name.
                ? tr("BATON_TOKEN is ignored for the profile “%1”, which Baton used last: it applies only with "
                     "--base-url or --profile.")
                      .arg(profile.name)
                : QString();
            const auto failed = [&ignored, &done](const QString &message) {
                done(ExitCode::Auth, ignored.isEmpty() ? message : ignored + u' ' + message);
            };
            switch (result.status) {
            case TokenResult::Status::Found:
                m_client.setConnection(profile, result.token);
                done(ExitCode::Ok, ignored);
                return;
            case TokenResult::Status::NotStored:
                if (result.source == TokenSource::Memory) {
                    failed(
                        named
                            //: %1 is the profile's name, %2 the keychain's own explanation, e.g. "The name
                            //: org.freedesktop.secrets was not provided by any .service files"
                            ? tr("No keychain is reachable, so the token of the profile “%1” cannot be read: %2. Set "
                                 "BATON_TOKEN to use the profile without a keychain.")
                                  .arg(profile.name, result.keychainError)
                            //: %1 is the profile's name, %2 the keychain's own explanation.
                            : tr("No keychain is reachable, so the token of the profile “%1” cannot be read: %2. Name "
                                 "the profile with --profile and set BATON_TOKEN to use it without a keychain.")
                                  .arg(profile.name, result.keychainError));
                    return;
                }
                failed(named
                           ? tr("No token is stored for the profile “%1”: store it in Baton, or set "
                                "BATON_TOKEN.")
                                 .arg(profile.name)
                           : tr("No token is stored for the profile “%1”: store it in Baton, or name the profile with "
                                "--profile and set BATON_TOKEN.")
                                 .arg(profile.name));
                return;
            case TokenResult::Status::Failed:
                failed(tr("The token of the profile “%1” could not be read: %2").arg(profile.name, result.message));
                return;
            }
        });
}

QString Connection::historyPath(const QCommandLineParser &parser, QString *error)
{
    if (parser.isSet(u"base-url"_s)) {
        if (parser.isSet(u"profile"_s)) {
            *error = tr("Use either --profile or --base-url, not both.");
            return {};
        }
        return HistoryStore::defaultPath({}, QUrl(parser.value(u"base-url"_s), QUrl::StrictMode));
    }
    const std::optional<Profile> profile = storedProfile(parser, error);
    return profile ? HistoryStore::defaultPath(profile->name, profile->baseUrl) : QString();
}

std::optional<Profile> Connection::storedProfile(const QCommandLineParser &parser, QString *error)
{
    QSettings settings(QSettings::NativeFormat, QSettings::UserScope, SettingsOrganization, SettingsApplication);
    ProfileStore profiles(settings);
    const QString name = parser.isSet(u"profile"_s) ? parser.value(u"profile"_s) : profiles.lastUsed();
    if (name.isEmpty()) {
        *error = tr("Name a profile with --profile, or a service with --base-url.");
        return std::nullopt;
    }
    std::optional<Profile> profile = profiles.find(name);
    if (!profile)
        *error = tr("There is no profile named “%1”.").arg(name);
    return profile;
}

void Connection::finish(Done done, ExitCode code, const QString &message)
{
    // Like the keychain's answer, from the event loop.
    QMetaObject::invokeMethod(
        this, [done = std::move(done), code, message] { done(code, message); }, Qt::QueuedConnection);
}

} // namespace baton::cli

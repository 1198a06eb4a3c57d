#include "core/connection/ConnectionController.h"

#include "core/api/ApiClient.h"
#include "core/auth/ProfileStore.h"

#include <QTimer>

namespace baton {

ConnectionController::ConnectionController(ApiClient &client, ProfileStore &profiles, TokenStore &tokens,
                                           QNetworkAccessManager &network, RequestLog &log, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_profiles(profiles)
    , m_tokens(tokens)
    , m_check(network, log)
{
    connect(&m_check, &ConnectionCheck::finished, this, [this](const ConnectionCheck::Outcome &outcome) {
        setState(outcome.connected ? State::Connected : State::Failed, outcome.message);
    });
    connect(&m_profiles, &ProfileStore::profileUpdated, this, &ConnectionController::onProfileUpdated);
    connect(&m_profiles, &ProfileStore::profileRemoved, this, &ConnectionController::onProfileRemoved);
}

void ConnectionController::connectTo(const Profile &profile, const QString &token, bool sandbox)
{
    ++m_tokenReads;
    m_profile = profile;
    m_token = token;
    m_sandbox = sandbox;
    m_client.setConnection(profile, token);
    if (!sandbox)
        m_profiles.setLastUsed(profile.name);
    Q_EMIT connected(profile, sandbox);
    setState(State::Testing);
    m_check.start(profile, token);
}

void ConnectionController::readToken(TokenStore &tokens, const Profile &profile, EnvironmentToken rule,
                                     const QObject *context, TokenCallback done, EnvironmentQuestion mayUse)
{
    const auto fromEnvironment = [&tokens] {
        ProfileToken found;
        found.result.status = TokenResult::Status::Found;
        found.result.token = tokens.environmentToken();
        found.fromEnvironment = true;
        return found;
    };
    if (rule == EnvironmentToken::First && tokens.hasEnvironmentToken()) {
        // Like the keychain's answer, from the event loop.
        QTimer::singleShot(0, context, [done = std::move(done), found = fromEnvironment()] { done(found); });
        return;
    }
    tokens.readToken(profile, context,
                     [&tokens, profile, rule, done = std::move(done), mayUse = std::move(mayUse),
                      fromEnvironment](const TokenResult &result) {
                         if (result.status == TokenResult::Status::NotStored && rule == EnvironmentToken::Ask
                             && tokens.hasEnvironmentToken() && mayUse && mayUse(profile)) {
                             done(fromEnvironment());
                             return;
                         }
                         done(ProfileToken {result, false});
                     });
}

void ConnectionController::open(const Profile &profile)
{
    const int generation = ++m_tokenReads;
    Q_EMIT opening(profile);
    setState(State::Testing, tr("Reading the token…"));
    readToken(
        m_tokens, profile, EnvironmentToken::Ask, this,
        [this, generation, profile](const ProfileToken &token) {
            if (generation != m_tokenReads)
                return;
            switch (token.result.status) {
            case TokenResult::Status::Found:
                connectTo(profile, token.result.token);
                return;
            case TokenResult::Status::NotStored: {
                const QString message = tr("No token is stored for “%1”. Enter it to connect.").arg(profile.name);
                setState(State::Failed, message);
                Q_EMIT tokenNeeded(profile, message);
                return;
            }
            case TokenResult::Status::Failed:
                setState(State::Failed, token.result.message);
                Q_EMIT tokenNeeded(profile, token.result.message);
                return;
            }
        },
        m_mayUseEnvironment);
}

bool ConnectionController::retry(const QString &profileName)
{
    if (m_profile.baseUrl.isValid() && m_profile.name == profileName) {
        connectTo(m_profile, m_token, m_sandbox);
        return true;
    }
    // The profile failed before it connected (its token could not be read): read it again.
    if (const std::optional<Profile> profile = m_profiles.find(profileName)) {
        open(*profile);
        return true;
    }
    return false;
}

void ConnectionController::disconnectFromService()
{
    ++m_tokenReads;
    m_check.cancel();
    m_profile = Profile();
    m_token.clear();
    m_client.setConnection(Profile(), QString());
    Q_EMIT disconnected();
    setState(State::Disconnected);
}

void ConnectionController::fail(const QString &detail)
{
    setState(State::Failed, detail);
}

QList<FieldError> ConnectionController::setTeamLabels(const QHash<QString, QString> &labels)
{
    m_profile.teamLabels = labels;
    // The local sandbox's profile is not stored: its names last as long as it does.
    if (m_sandbox || m_profile.name.isEmpty())
        return {};
    return m_profiles.setTeamLabels(m_profile.name, labels);
}

void ConnectionController::setState(State state, const QString &detail)
{
    m_state = state;
    Q_EMIT stateChanged(state, detail);
}

void ConnectionController::onProfileUpdated(const Profile &before, const Profile &after)
{
    if (m_sandbox || before.name != m_profile.name || m_state == State::Disconnected)
        return;
    // The token was issued for the old address and left with it: connecting again needs the new one.
    if (before.baseUrl != after.baseUrl) {
        disconnectFromService();
        return;
    }
    m_profile = after;
    m_client.setConnection(after, m_token);
    Q_EMIT profileChanged(after);
}

void ConnectionController::onProfileRemoved(const Profile &profile)
{
    if (!m_sandbox && profile.name == m_profile.name && m_state != State::Disconnected)
        disconnectFromService();
}

} // namespace baton

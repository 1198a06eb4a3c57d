#pragma once

#include "core/api/ConnectionCheck.h"
#include "core/auth/Profile.h"
#include "core/auth/TokenStore.h"

#include <QObject>
#include <QString>

#include <functional>

class QNetworkAccessManager;

namespace baton {

class ApiClient;
class ProfileStore;
class RequestLog;

// Where BATON_TOKEN may stand in for a profile's stored token. The console
// asks (Ask: only when the keychain holds nothing, and only if the question
// agrees); baton-cli uses it first for a profile its command line names
// (First) and never for the profile used last (Never).
enum class EnvironmentToken { Never, Ask, First };

// What reading a profile's token gave: the keychain's answer, or BATON_TOKEN.
struct ProfileToken {
    TokenResult result;
    bool fromEnvironment = false;
};

// The connection of the console: which profile the ApiClient talks to, with
// which token (in memory only), whether it is the embedded sandbox, and the
// state the window shows, from reading the token to the ConnectionCheck's
// verdict. It follows the profile's edits (a new name or team names are
// taken at once; a new address ends the connection, as the token was issued
// for the old one) and drops the answer of a token read that a newer request
// overtook. It lives in the core, beside the client it points, so that the
// window only shows it and baton-cli reads tokens by the same rules
// (readToken).
class ConnectionController final : public QObject
{
    Q_OBJECT

public:
    enum class State { Disconnected, Testing, Connected, Failed };
    Q_ENUM(State)

    // Asked when a profile has no stored token and BATON_TOKEN is set.
    using EnvironmentQuestion = std::function<bool(const Profile &profile)>;
    using TokenCallback = std::function<void(const ProfileToken &token)>;

    ConnectionController(ApiClient &client, ProfileStore &profiles, TokenStore &tokens, QNetworkAccessManager &network,
                         RequestLog &log, QObject *parent = nullptr);

    void setEnvironmentQuestion(EnvironmentQuestion question) { m_mayUseEnvironment = std::move(question); }

    // Points the client at `profile` with `token` and checks the connection.
    // The sandbox's profile is never remembered as the one used last.
    void connectTo(const Profile &profile, const QString &token, bool sandbox = false);
    // Reads the profile's stored token (BATON_TOKEN when there is none and
    // the question agrees) and connects; without one, tokenNeeded.
    void open(const Profile &profile);
    // Connects again to the profile named `profileName` after a failure: with
    // the token in hand when it is the current one, else reading it again.
    // False when there is no such profile.
    bool retry(const QString &profileName);
    void disconnectFromService();
    // A failure that is not the service's, such as a sandbox that could not start.
    void fail(const QString &detail);
    // Names of the connection's teams, kept in its profile (not for the sandbox's).
    [[nodiscard]] QList<FieldError> setTeamLabels(const QHash<QString, QString> &labels);

    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] const Profile &profile() const { return m_profile; }
    [[nodiscard]] bool isSandbox() const { return m_sandbox; }

    // The token of `profile` by `rule`, from the event loop when the
    // keychain answers. Ask consults `mayUse` only when nothing is stored.
    static void readToken(TokenStore &tokens, const Profile &profile, EnvironmentToken rule, const QObject *context,
                          TokenCallback done, EnvironmentQuestion mayUse = {});

Q_SIGNALS:
    // After every step, the same state again when its detail changed.
    void stateChanged(baton::ConnectionController::State state, const QString &detail);
    // A token for `profile` is being read.
    void opening(const baton::Profile &profile);
    // The client now talks to `profile`: what was read from another connection is stale.
    void connected(const baton::Profile &profile, bool sandbox);
    // The current profile was edited (its name, its team names…).
    void profileChanged(const baton::Profile &profile);
    void disconnected();
    // No token could be had for `profile`; `message` says why.
    void tokenNeeded(const baton::Profile &profile, const QString &message);

private:
    void setState(State state, const QString &detail = QString());
    void onProfileUpdated(const Profile &before, const Profile &after);
    void onProfileRemoved(const Profile &profile);

    ApiClient &m_client;
    ProfileStore &m_profiles;
    TokenStore &m_tokens;
    ConnectionCheck m_check;
    EnvironmentQuestion m_mayUseEnvironment;

    Profile m_profile;
    QString m_token; // of the current connection, to follow an edit of its profile
    bool m_sandbox = false;
    State m_state = State::Disconnected;
    int m_tokenReads = 0; // generation: only the latest open() connects
};

} // namespace baton

#pragma once

#include "core/auth/Profile.h"

#include <QHash>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>

#include <functional>

namespace baton {

// Where a token came from, or went to.
enum class TokenSource {
    Keychain, // the OS keychain (Secret Service, macOS Keychain, Windows Credential Manager)
    Memory, // this TokenStore only, because there is no keychain
};

// The outcome of reading a profile's token.
struct TokenResult {
    enum class Status {
        Found,
        NotStored, // nothing is stored for this profile: ask the user
        Failed, // the keychain answered with an error; see message
    };

    Status status = Status::Failed;
    QString token; // only when Found
    TokenSource source = TokenSource::Keychain;
    // Translated. Set when Failed, and whenever the source is Memory (it then
    // says that the token is not kept beyond this session).
    QString message;
    // The keychain's own words, as it gave them: set when Failed, and when
    // the source is Memory (why there is no keychain).
    QString keychainError;
};

// The outcome of storing or removing a profile's token.
struct TokenChangeResult {
    bool ok = false;
    TokenSource source = TokenSource::Keychain; // Keychain or Memory
    QString message; // translated; set when !ok or when the source is Memory
    QString keychainError; // the keychain's own words; set as in TokenResult
};

// The API token of each profile, kept in the OS keychain through QtKeychain
// under the service name BATON_APP_ID and the key given by keyFor(). Every
// keychain operation is an asynchronous job, and jobs run one after another in
// the order they were asked for. Results arrive through a callback that is
// dropped if its context object (never null) or the store is destroyed first,
// and never before the call that asked for them has returned.
//
// When there is no keychain at all, the store switches for the rest of its
// life to keeping tokens in its own memory, reports keychainAvailable() ==
// false and says so in every result. "No keychain" means QtKeychain found no
// backend, or failed while the session bus is unreachable or has neither a
// Secret Service nor KWallet registered or activatable. Any other failure (a
// locked keychain, a cancelled or impossible unlock prompt, a missing
// collection) is reported as it is, with the keychain's own words, and the
// next call asks the keychain again. It never writes a token to disk by any
// other route.
//
// BATON_TOKEN in the environment given at construction is never returned by
// readToken(): the console offers it only for a profile with nothing stored
// and only after asking, and baton-cli uses it before the store for a
// profile its command line names (environmentToken()).
class TokenStore final : public QObject
{
    Q_OBJECT
    Q_PROPERTY(bool keychainAvailable READ keychainAvailable NOTIFY keychainAvailableChanged)

public:
    using ReadCallback = std::function<void(const TokenResult &)>;
    using ChangeCallback = std::function<void(const TokenChangeResult &)>;

    // The application passes QProcessEnvironment::systemEnvironment().
    explicit TokenStore(const QProcessEnvironment &environment, QObject *parent = nullptr);

    void readToken(const Profile &profile, const QObject *context, ReadCallback done);
    void writeToken(const Profile &profile, const QString &token, const QObject *context, ChangeCallback done);
    // Removing a token that is not stored succeeds.
    void removeToken(const Profile &profile, const QObject *context, ChangeCallback done);
    // After a profile was edited (ProfileStore::update): when only the name
    // changed, the token moves to the new key; when the base URL changed, the
    // old token is removed instead, since it was issued for another server.
    // Succeeds without doing anything when nothing was stored. The caller waits
    // for the result before it reads or writes the edited profile's token.
    void followProfile(const Profile &before, const Profile &after, const QObject *context, ChangeCallback done);
    // For connecting to ProfileStore::profileRemoved: removes the profile's
    // token and reports a failure through tokenRemovalFailed.
    void discardToken(const baton::Profile &profile);

    [[nodiscard]] bool keychainAvailable() const { return m_keychainAvailable; }
    [[nodiscard]] bool hasEnvironmentToken() const { return !m_environmentToken.isEmpty(); }
    // A non-empty BATON_TOKEN of the environment given at construction.
    [[nodiscard]] const QString &environmentToken() const { return m_environmentToken; }

    // The keychain entry's service name: the application id.
    [[nodiscard]] static QString serviceName();
    // The keychain entry's key: "<name>@<base URL>", with the profile name
    // percent-encoded (so that an "@" in a name cannot make two profiles
    // meet) and the URL without user info, query, fragment, trailing slash or
    // default port, e.g. "Local%20sandbox@http://127.0.0.1:8080". A token
    // stored for one URL is therefore never offered to another.
    [[nodiscard]] static QString keyFor(const Profile &profile);
    [[nodiscard]] static QString keychainUnavailableMessage();

Q_SIGNALS:
    void keychainAvailableChanged(bool available);
    void tokenRemovalFailed(const baton::Profile &profile, const QString &message);

private:
    // Callbacks always run from the event loop, never from within the call.
    void readKey(const QString &key, ReadCallback done);
    void writeKey(const QString &key, const QString &token, ChangeCallback done);
    void removeKey(const QString &key, ChangeCallback done);
    void switchToMemory(const QString &reason);
    template<typename Result> void finishLater(std::function<void(const Result &)> done, Result result);

    QString m_environmentToken;
    bool m_keychainAvailable = true;
    QString m_unavailableReason; // the keychain's words when it switched to memory
    QHash<QString, QString> m_memory; // key -> token, when there is no keychain
};

} // namespace baton

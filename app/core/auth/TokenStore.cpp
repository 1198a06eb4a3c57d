#include "core/auth/TokenStore.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusReply>
#include <QLoggingCategory>
#include <QMetaObject>
#include <QPointer>
#include <qt6keychain/keychain.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

Q_LOGGING_CATEGORY(lcTokens, "baton.auth.tokens")

// Whether a keychain service is on the session bus, running or activatable:
// the Secret Service, or KWallet (which QtKeychain uses on KDE).
bool keychainOnTheBus()
{
    const QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected() || !bus.interface())
        return false;
    const QStringList names {u"org.freedesktop.secrets"_s, u"org.kde.kwalletd6"_s, u"org.kde.kwalletd5"_s};
    const QDBusReply<QStringList> activatable = bus.interface()->activatableServiceNames();
    return std::any_of(names.cbegin(), names.cend(), [&bus, &activatable](const QString &name) {
        return bus.interface()->isServiceRegistered(name).value()
            || (activatable.isValid() && activatable.value().contains(name));
    });
}

// Only these mean that there is no keychain at all. QtKeychain reports a
// Secret Service that is not there (no session bus, or nothing provides
// org.freedesktop.secrets) as OtherError, but also a keychain whose unlock
// prompt was cancelled or could not be shown, so OtherError counts only when
// the bus has no keychain either.
bool meansNoKeychain(QKeychain::Error error)
{
    if (error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented)
        return true;
    return error == QKeychain::OtherError && !keychainOnTheBus();
}

// Jobs have no parent and delete themselves once finished: QtKeychain's
// libsecret callbacks keep a raw pointer to the job, so a job must never be
// destroyed while it runs, even when the store that started it is.
template<typename Job> Job *newJob(const QString &key)
{
    auto *job = new Job(TokenStore::serviceName());
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    return job;
}

QString normalizedBaseUrl(const QUrl &baseUrl)
{
    QUrl url = baseUrl.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment
                                | QUrl::StripTrailingSlash | QUrl::NormalizePathSegments);
    if ((url.scheme() == u"https"_s && url.port() == 443) || (url.scheme() == u"http"_s && url.port() == 80))
        url.setPort(-1);
    if (url.path() == u"/"_s) // StripTrailingSlash keeps a lone "/"
        url.setPath(QString());
    return url.toString(QUrl::FullyEncoded);
}

template<typename Result>
std::function<void(const Result &)> guarded(const QObject *context, std::function<void(const Result &)> done)
{
    Q_ASSERT(context);
    return [guard = QPointer<const QObject>(context), done = std::move(done)](const Result &result) {
        if (guard)
            done(result);
    };
}

} // namespace

TokenStore::TokenStore(const QProcessEnvironment &environment, QObject *parent)
    : QObject(parent)
    , m_environmentToken(environment.value(u"BATON_TOKEN"_s))
{ }

QString TokenStore::serviceName()
{
    return QStringLiteral(BATON_APP_ID);
}

QString TokenStore::keyFor(const Profile &profile)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(profile.name)) + u'@' + normalizedBaseUrl(profile.baseUrl);
}

QString TokenStore::keychainUnavailableMessage()
{
    return tr("No keychain is available: the token is kept in memory for this session only.");
}

void TokenStore::readToken(const Profile &profile, const QObject *context, ReadCallback done)
{
    readKey(keyFor(profile), guarded(context, std::move(done)));
}

void TokenStore::writeToken(const Profile &profile, const QString &token, const QObject *context, ChangeCallback done)
{
    done = guarded(context, std::move(done));
    if (token.isEmpty()) {
        finishLater(std::move(done),
                    TokenChangeResult {false, TokenSource::Keychain, tr("The token is empty."), QString()});
        return;
    }
    writeKey(keyFor(profile), token, std::move(done));
}

void TokenStore::removeToken(const Profile &profile, const QObject *context, ChangeCallback done)
{
    removeKey(keyFor(profile), guarded(context, std::move(done)));
}

void TokenStore::followProfile(const Profile &before, const Profile &after, const QObject *context, ChangeCallback done)
{
    done = guarded(context, std::move(done));
    const QString from = keyFor(before);
    const QString to = keyFor(after);
    if (from == to) {
        finishLater(std::move(done), TokenChangeResult {true, TokenSource::Keychain, QString(), QString()});
        return;
    }
    if (normalizedBaseUrl(before.baseUrl) != normalizedBaseUrl(after.baseUrl)) {
        removeKey(from, std::move(done));
        return;
    }
    readKey(from, [this, from, to, done = std::move(done)](const TokenResult &read) {
        switch (read.status) {
        case TokenResult::Status::NotStored:
            done({true, read.source, read.message, read.keychainError});
            return;
        case TokenResult::Status::Failed:
            done({false, read.source, read.message, read.keychainError});
            return;
        case TokenResult::Status::Found:
            break;
        }
        writeKey(to, read.token, [this, from, done](const TokenChangeResult &written) {
            if (!written.ok) {
                done(written);
                return;
            }
            removeKey(from, done);
        });
    });
}

void TokenStore::discardToken(const Profile &profile)
{
    removeKey(keyFor(profile), [this, profile](const TokenChangeResult &result) {
        if (!result.ok)
            Q_EMIT tokenRemovalFailed(profile, result.message);
    });
}

void TokenStore::readKey(const QString &key, ReadCallback done)
{
    const auto fromMemory = [this, key] {
        const auto it = m_memory.constFind(key);
        return it == m_memory.cend() ? TokenResult {TokenResult::Status::NotStored, QString(), TokenSource::Memory,
                                                    keychainUnavailableMessage(), m_unavailableReason}
                                     : TokenResult {TokenResult::Status::Found, *it, TokenSource::Memory,
                                                    keychainUnavailableMessage(), m_unavailableReason};
    };
    if (!m_keychainAvailable) {
        finishLater(std::move(done), fromMemory());
        return;
    }

    auto *job = newJob<QKeychain::ReadPasswordJob>(key);
    connect(job, &QKeychain::Job::finished, this, [this, fromMemory, done = std::move(done)](QKeychain::Job *finished) {
        const auto *read = static_cast<QKeychain::ReadPasswordJob *>(finished);
        const QKeychain::Error error = read->error();
        if (error == QKeychain::NoError) {
            done({TokenResult::Status::Found, read->textData(), TokenSource::Keychain, QString(), QString()});
        } else if (error == QKeychain::EntryNotFound) {
            done({TokenResult::Status::NotStored, QString(), TokenSource::Keychain, QString(), QString()});
        } else if (meansNoKeychain(error)) {
            switchToMemory(read->errorString());
            done(fromMemory());
        } else {
            qCWarning(lcTokens) << "reading a token failed:" << read->errorString();
            done({TokenResult::Status::Failed, QString(), TokenSource::Keychain,
                  tr("The token could not be read from the keychain: %1").arg(read->errorString()),
                  read->errorString()});
        }
    });
    job->start();
}

void TokenStore::writeKey(const QString &key, const QString &token, ChangeCallback done)
{
    const auto toMemory = [this, key, token] {
        m_memory.insert(key, token);
        return TokenChangeResult {true, TokenSource::Memory, keychainUnavailableMessage(), m_unavailableReason};
    };
    if (!m_keychainAvailable) {
        finishLater(std::move(done), toMemory());
        return;
    }

    auto *job = newJob<QKeychain::WritePasswordJob>(key);
    job->setTextData(token);
    connect(job, &QKeychain::Job::finished, this, [this, toMemory, done = std::move(done)](QKeychain::Job *finished) {
        const QKeychain::Error error = finished->error();
        if (error == QKeychain::NoError) {
            done({true, TokenSource::Keychain, QString(), QString()});
        } else if (meansNoKeychain(error)) {
            switchToMemory(finished->errorString());
            done(toMemory());
        } else {
            qCWarning(lcTokens) << "storing a token failed:" << finished->errorString();
            done({false, TokenSource::Keychain,
                  tr("The token could not be saved in the keychain: %1").arg(finished->errorString()),
                  finished->errorString()});
        }
    });
    job->start();
}

void TokenStore::removeKey(const QString &key, ChangeCallback done)
{
    const auto fromMemory = [this, key] {
        m_memory.remove(key);
        return TokenChangeResult {true, TokenSource::Memory, keychainUnavailableMessage(), m_unavailableReason};
    };
    if (!m_keychainAvailable) {
        finishLater(std::move(done), fromMemory());
        return;
    }

    auto *job = newJob<QKeychain::DeletePasswordJob>(key);
    connect(job, &QKeychain::Job::finished, this, [this, fromMemory, done = std::move(done)](QKeychain::Job *finished) {
        const QKeychain::Error error = finished->error();
        if (error == QKeychain::NoError || error == QKeychain::EntryNotFound) {
            done({true, TokenSource::Keychain, QString(), QString()});
        } else if (meansNoKeychain(error)) {
            switchToMemory(finished->errorString());
            done(fromMemory());
        } else {
            qCWarning(lcTokens) << "removing a token failed:" << finished->errorString();
            done({false, TokenSource::Keychain,
                  tr("The token could not be removed from the keychain: %1").arg(finished->errorString()),
                  finished->errorString()});
        }
    });
    job->start();
}

void TokenStore::switchToMemory(const QString &reason)
{
    if (!m_keychainAvailable)
        return;
    qCWarning(lcTokens) << "there is no keychain, tokens are kept in memory from now on:" << reason;
    m_keychainAvailable = false;
    m_unavailableReason = reason;
    Q_EMIT keychainAvailableChanged(false);
}

template<typename Result> void TokenStore::finishLater(std::function<void(const Result &)> done, Result result)
{
    QMetaObject::invokeMethod(
        this, [done = std::move(done), result = std::move(result)] { done(result); }, Qt::QueuedConnection);
}

} // namespace baton

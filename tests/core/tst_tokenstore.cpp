#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusInterface>
#include <QDBusObjectPath>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <optional>

using namespace Qt::StringLiterals;
using baton::Profile;
using baton::ProfileStore;
using baton::TokenChangeResult;
using baton::TokenResult;
using baton::TokenSource;
using baton::TokenStore;

namespace {

// Set in the child process that runs memoryFallbackWithoutSecretService
// against a session bus address where nothing listens.
constexpr char childMarker[] = "BATON_TST_TOKENSTORE_NO_SECRET_SERVICE";
// Set in the child process that runs keychainThatCannotUnlockIsNotReplaced
// in a D-Bus session of its own.
constexpr char lockedMarker[] = "BATON_TST_TOKENSTORE_LOCKED_KEYCHAIN";

bool haveSessionBus()
{
    return qEnvironmentVariableIsSet("DBUS_SESSION_BUS_ADDRESS");
}

// scripts/run-tests sets BATON_REQUIRE_KEYCHAIN=1: there a keychain test
// that cannot run fails instead of skipping.
bool keychainRequired()
{
    return qEnvironmentVariableIntValue("BATON_REQUIRE_KEYCHAIN") == 1;
}

#define SKIP_OR_FAIL(reason)                                                                                           \
    do {                                                                                                               \
        if (keychainRequired())                                                                                        \
            QFAIL(reason " (BATON_REQUIRE_KEYCHAIN=1)");                                                               \
        QSKIP(reason);                                                                                                 \
    } while (false)

// For the tests that need the Secret Service. Without any session bus they
// skip, or fail under BATON_REQUIRE_KEYCHAIN=1; with one, cleanup() fails
// them if any answer came from memory rather than the keychain.
#define REQUIRE_SECRET_SERVICE()                                                                                       \
    if (!haveSessionBus())                                                                                             \
        SKIP_OR_FAIL("DBUS_SESSION_BUS_ADDRESS is not set: run scripts/run-tests, or run this test "                   \
                     "under dbus-run-session with an unlocked gnome-keyring as scripts/run-tests does");               \
    m_keychainRequired = true

// The lines of a child test run that say what failed (its whole output is
// longer than a test message may be).
QByteArray failuresIn(const QByteArray &output)
{
    QByteArrayList lines;
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("FAIL!") || line.startsWith("   Loc:") || line.startsWith("QWARN"))
            lines.append(line);
    }
    return lines.isEmpty() ? output : lines.join('\n');
}

QString freshToken()
{
    return u"tok-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QByteArray utf16Bytes(const QString &text)
{
    return QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
}

} // namespace

class tst_TokenStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_run = QUuid::createUuid().toString(QUuid::Id128).left(8);
    bool m_deliveredDuringCall = false;
    bool m_keychainRequired = false;
    bool m_answeredFromMemory = false;

    // Profile names are unique per run, so that a keyring kept between runs
    // cannot make a test pass.
    [[nodiscard]] Profile profile(const QString &name, const QString &url) const
    {
        return Profile {name + u' ' + m_run, QUrl(url), false, QString()};
    }

    template<typename Result, typename Start> std::optional<Result> await(Start start)
    {
        std::optional<Result> result;
        start([&result](const Result &r) { result = r; });
        if (result)
            m_deliveredDuringCall = true;
        if (!QTest::qWaitFor([&result] { return result.has_value(); }, 15000))
            return std::nullopt;
        if (result->source == TokenSource::Memory)
            m_answeredFromMemory = true;
        return result;
    }

    std::optional<TokenResult> read(TokenStore &store, const Profile &p)
    {
        return await<TokenResult>([&](auto done) { store.readToken(p, this, done); });
    }

    std::optional<TokenChangeResult> write(TokenStore &store, const Profile &p, const QString &token)
    {
        return await<TokenChangeResult>([&](auto done) { store.writeToken(p, token, this, done); });
    }

    std::optional<TokenChangeResult> remove(TokenStore &store, const Profile &p)
    {
        return await<TokenChangeResult>([&](auto done) { store.removeToken(p, this, done); });
    }

    // Asks the Secret Service directly, bypassing QtKeychain and TokenStore.
    static std::optional<QString> secretToolLookup(const QString &key)
    {
        const QString tool = QStandardPaths::findExecutable(u"secret-tool"_s);
        if (tool.isEmpty())
            return std::nullopt;
        QProcess process;
        process.start(tool, {u"lookup"_s, u"server"_s, TokenStore::serviceName(), u"user"_s, key});
        if (!process.waitForFinished(15000))
            return std::nullopt;
        return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    }

    // Every file a token could have leaked into: the test's own directory and
    // its XDG config, data and cache homes.
    [[nodiscard]] QStringList filesToScan() const
    {
        QStringList roots {m_dir.path()};
        for (const char *variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"}) {
            if (qEnvironmentVariableIsSet(variable))
                roots.append(qEnvironmentVariable(variable));
        }
        QStringList files;
        for (const QString &root : roots) {
            QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
            while (it.hasNext())
                files.append(it.next());
        }
        return files;
    }

    [[nodiscard]] static QStringList filesContaining(const QStringList &files, const QString &token)
    {
        const QList<QByteArray> forms {token.toUtf8(), utf16Bytes(token), token.toUtf8().toBase64()};
        QStringList hits;
        for (const QString &path : files) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                hits.append(path + u" (unreadable)"_s);
                continue;
            }
            const QByteArray bytes = file.readAll();
            for (const QByteArray &form : forms) {
                if (bytes.contains(form)) {
                    hits.append(path);
                    break;
                }
            }
        }
        return hits;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        m_deliveredDuringCall = false;
        m_keychainRequired = false;
        m_answeredFromMemory = false;
    }

    void cleanup()
    {
        QVERIFY2(!m_deliveredDuringCall, "a result was delivered before the call that asked for it returned");
        QVERIFY2(!m_keychainRequired || !m_answeredFromMemory,
                 "no Secret Service answered on the session bus: run under scripts/run-tests, which "
                 "starts an unlocked gnome-keyring");
    }

    void keyFormat()
    {
        const auto key = [](const QString &name, const QString &url) {
            return TokenStore::keyFor(Profile {name, QUrl(url), false, QString()});
        };
        QCOMPARE(TokenStore::serviceName(), QStringLiteral(BATON_APP_ID));
        QCOMPARE(key(u"Local sandbox"_s, u"http://127.0.0.1:8080/"_s), u"Local%20sandbox@http://127.0.0.1:8080"_s);

        // The same server written differently is the same entry.
        QCOMPARE(key(u"P"_s, u"https://Chat.Example.com:443/api/"_s), key(u"P"_s, u"https://chat.example.com/api"_s));
        QCOMPARE(key(u"P"_s, u"http://localhost:80"_s), key(u"P"_s, u"http://localhost"_s));

        // Anything that changes where the token would go is another entry.
        const QString base = key(u"P"_s, u"https://chat.example.com/api"_s);
        for (const QString &other : {u"http://chat.example.com/api"_s, u"https://chat.example.com:8443/api"_s,
                                     u"https://chat.example.com/api2"_s, u"https://chat.example.org/api"_s}) {
            QVERIFY2(key(u"P"_s, other) != base, qPrintable(other));
        }
        QVERIFY(key(u"p"_s, u"https://chat.example.com/api"_s) != base);

        // A name cannot forge the separator: "@" in a name is encoded.
        QCOMPARE(key(u"a@b"_s, u"https://x.example.com"_s), u"a%40b@https://x.example.com"_s);
        QVERIFY(key(u"a@https://x.example.com"_s, u"https://y.example.com"_s)
                != key(u"a"_s, u"https://x.example.com@https://y.example.com"_s));
    }

    void roundTripThroughTheKeychain()
    {
        REQUIRE_SECRET_SERVICE();
        const Profile p = profile(u"Round trip"_s, u"https://chat.example.com"_s);
        const QString first = freshToken();
        const QString second = freshToken();

        {
            TokenStore store {QProcessEnvironment()};
            QSignalSpy availability(&store, &TokenStore::keychainAvailableChanged);
            const auto written = write(store, p, first);
            QVERIFY(written);
            QVERIFY2(written->ok, qPrintable(written->message));
            QCOMPARE(written->source, TokenSource::Keychain);
            QVERIFY(written->message.isEmpty());
            QVERIFY(store.keychainAvailable());
            QCOMPARE(availability.count(), 0);
        }
        QCOMPARE(secretToolLookup(TokenStore::keyFor(p)), first);

        {
            TokenStore store {QProcessEnvironment()};
            const auto found = read(store, p);
            QVERIFY(found);
            QCOMPARE(found->status, TokenResult::Status::Found);
            QCOMPARE(found->token, first);
            QCOMPARE(found->source, TokenSource::Keychain);
            QVERIFY(found->message.isEmpty());

            const auto overwritten = write(store, p, second);
            QVERIFY(overwritten);
            QVERIFY2(overwritten->ok, qPrintable(overwritten->message));
        }

        TokenStore store {QProcessEnvironment()};
        const auto found = read(store, p);
        QVERIFY(found);
        QCOMPARE(found->status, TokenResult::Status::Found);
        QCOMPARE(found->token, second);
        QCOMPARE(secretToolLookup(TokenStore::keyFor(p)), second);

        const auto removed = remove(store, p);
        QVERIFY(removed);
        QVERIFY2(removed->ok, qPrintable(removed->message));
        QCOMPARE(removed->source, TokenSource::Keychain);

        const auto gone = read(store, p);
        QVERIFY(gone);
        QCOMPARE(gone->status, TokenResult::Status::NotStored);
        QCOMPARE(gone->source, TokenSource::Keychain);
        QVERIFY(gone->message.isEmpty());
        QCOMPARE(secretToolLookup(TokenStore::keyFor(p)), QString());
        QVERIFY(store.keychainAvailable());
    }

    void missingEntryIsNotStoredRatherThanAnError()
    {
        REQUIRE_SECRET_SERVICE();
        TokenStore store {QProcessEnvironment()};
        const Profile never = profile(u"Never stored"_s, u"https://chat.example.com"_s);

        const auto result = read(store, never);
        QVERIFY(result);
        QCOMPARE(result->status, TokenResult::Status::NotStored);
        QCOMPARE(result->source, TokenSource::Keychain);
        QVERIFY(result->message.isEmpty());

        const auto removed = remove(store, never);
        QVERIFY(removed);
        QVERIFY(removed->ok);
        QVERIFY(store.keychainAvailable());
    }

    void sameNameDifferentUrlsDoNotCollide()
    {
        REQUIRE_SECRET_SERVICE();
        TokenStore store {QProcessEnvironment()};
        const Profile one = profile(u"Twin"_s, u"https://one.example.com"_s);
        const Profile two = profile(u"Twin"_s, u"https://two.example.com"_s);
        QCOMPARE(one.name, two.name);
        const QString tokenOne = freshToken();
        const QString tokenTwo = freshToken();

        QVERIFY(write(store, one, tokenOne).value_or(TokenChangeResult()).ok);
        QVERIFY(write(store, two, tokenTwo).value_or(TokenChangeResult()).ok);
        QCOMPARE(read(store, one).value_or(TokenResult()).token, tokenOne);
        QCOMPARE(read(store, two).value_or(TokenResult()).token, tokenTwo);

        QVERIFY(remove(store, one).value_or(TokenChangeResult()).ok);
        QCOMPARE(read(store, one).value_or(TokenResult()).status, TokenResult::Status::NotStored);
        const auto survivor = read(store, two);
        QVERIFY(survivor);
        QCOMPARE(survivor->status, TokenResult::Status::Found);
        QCOMPARE(survivor->token, tokenTwo);
        QVERIFY(remove(store, two).value_or(TokenChangeResult()).ok);
    }

    // BATON_TOKEN is never what readToken() answers: whoever uses it asks for it.
    void environmentTokenIsNeverReadForAProfile()
    {
        REQUIRE_SECRET_SERVICE();
        const Profile p = profile(u"Scripted"_s, u"https://chat.example.com"_s);
        const QString stored = freshToken();
        const QString fromEnvironment = freshToken();
        // Only the environment given to the constructor counts.
        qputenv("BATON_TOKEN", "from-the-real-environment");

        TokenStore plain {QProcessEnvironment()};
        QVERIFY(!plain.hasEnvironmentToken());
        QCOMPARE(plain.environmentToken(), QString());
        QVERIFY(write(plain, p, stored).value_or(TokenChangeResult()).ok);

        QProcessEnvironment environment;
        environment.insert(u"BATON_TOKEN"_s, fromEnvironment);
        TokenStore scripted(environment);
        QVERIFY(scripted.hasEnvironmentToken());
        QCOMPARE(scripted.environmentToken(), fromEnvironment);
        const auto found = read(scripted, p);
        QVERIFY(found);
        QCOMPARE(found->status, TokenResult::Status::Found);
        QCOMPARE(found->token, stored);
        QCOMPARE(found->source, TokenSource::Keychain);
        const auto nothing = read(scripted, profile(u"Nothing stored"_s, u"https://other.example.com"_s));
        QVERIFY(nothing);
        QCOMPARE(nothing->status, TokenResult::Status::NotStored);
        QCOMPARE(nothing->token, QString());

        QProcessEnvironment empty;
        empty.insert(u"BATON_TOKEN"_s, QString());
        QVERIFY(!TokenStore(empty).hasEnvironmentToken());

        qunsetenv("BATON_TOKEN");
        QVERIFY(remove(plain, p).value_or(TokenChangeResult()).ok);
    }

    void emptyTokenIsRefused()
    {
        TokenStore store {QProcessEnvironment()};
        const auto result = write(store, profile(u"Empty"_s, u"https://chat.example.com"_s), QString());
        QVERIFY(result);
        QVERIFY(!result->ok);
        QVERIFY(!result->message.isEmpty());
    }

    void removingAProfileRemovesItsToken()
    {
        REQUIRE_SECRET_SERVICE();
        QSettings settings(m_dir.filePath(u"removal.ini"_s), QSettings::IniFormat);
        ProfileStore profiles(settings);
        TokenStore tokens {QProcessEnvironment()};
        connect(&profiles, &ProfileStore::profileRemoved, &tokens, &TokenStore::discardToken);
        QSignalSpy failures(&tokens, &TokenStore::tokenRemovalFailed);

        const Profile p = profile(u"Short lived"_s, u"https://chat.example.com"_s);
        QCOMPARE(profiles.add(p), QList<baton::FieldError>());
        QVERIFY(write(tokens, p, freshToken()).value_or(TokenChangeResult()).ok);
        QCOMPARE(read(tokens, p).value_or(TokenResult()).status, TokenResult::Status::Found);

        QCOMPARE(profiles.remove(p.name), QList<baton::FieldError>());
        QCOMPARE(read(tokens, p).value_or(TokenResult()).status, TokenResult::Status::NotStored);
        QCOMPARE(secretToolLookup(TokenStore::keyFor(p)), QString());
        QCOMPARE(failures.count(), 0);
    }

    void followProfileMovesOnRenameAndDropsOnNewUrl()
    {
        REQUIRE_SECRET_SERVICE();
        TokenStore store {QProcessEnvironment()};
        const Profile before = profile(u"Before"_s, u"https://chat.example.com"_s);
        Profile renamed = before;
        renamed.name = profile(u"After"_s, QString()).name;
        Profile moved = renamed;
        moved.baseUrl = QUrl(u"https://elsewhere.example.com"_s);
        const QString token = freshToken();
        QVERIFY(write(store, before, token).value_or(TokenChangeResult()).ok);

        const auto follow = [&](const Profile &from, const Profile &to) {
            return await<TokenChangeResult>([&](auto done) { store.followProfile(from, to, this, done); });
        };

        const auto rename = follow(before, renamed);
        QVERIFY(rename);
        QVERIFY2(rename->ok, qPrintable(rename->message));
        QCOMPARE(read(store, renamed).value_or(TokenResult()).token, token);
        QCOMPARE(read(store, before).value_or(TokenResult()).status, TokenResult::Status::NotStored);

        const auto newUrl = follow(renamed, moved);
        QVERIFY(newUrl);
        QVERIFY2(newUrl->ok, qPrintable(newUrl->message));
        QCOMPARE(read(store, moved).value_or(TokenResult()).status, TokenResult::Status::NotStored);
        QCOMPARE(read(store, renamed).value_or(TokenResult()).status, TokenResult::Status::NotStored);

        // Nothing stored: nothing to do, and no error.
        const auto nothing = follow(moved, before);
        QVERIFY(nothing);
        QVERIFY(nothing->ok);
    }

    void resultsAreDroppedWhenTheirContextIsGone()
    {
        REQUIRE_SECRET_SERVICE();
        const Profile p = profile(u"Context"_s, u"https://chat.example.com"_s);
        bool delivered = false;

        auto *context = new QObject;
        TokenStore store {QProcessEnvironment()};
        store.readToken(p, context, [&delivered](const TokenResult &) { delivered = true; });
        delete context;

        auto doomed = std::make_unique<TokenStore>(QProcessEnvironment());
        doomed->writeToken(p, freshToken(), this, [&delivered](const TokenChangeResult &) { delivered = true; });
        doomed.reset();

        // Keychain jobs run one after another: once a later one is answered,
        // the two above have finished too.
        QVERIFY(read(store, p));
        QVERIFY(!delivered);
        QVERIFY(remove(store, p).value_or(TokenChangeResult()).ok);
    }

    void tokenNeverReachesDisk()
    {
        REQUIRE_SECRET_SERVICE();
        const QString settingsPath = m_dir.filePath(u"scan.ini"_s);
        QSettings settings(settingsPath, QSettings::IniFormat);
        ProfileStore profiles(settings);
        TokenStore tokens {QProcessEnvironment()};
        const Profile p = profile(u"Scanned"_s, u"https://chat.example.com"_s);
        const QString token = freshToken();

        QCOMPARE(profiles.add(p), QList<baton::FieldError>());
        QVERIFY(profiles.setLastUsed(p.name));
        const auto written = write(tokens, p, token);
        QVERIFY(written);
        QVERIFY(written->ok);
        QCOMPARE(written->source, TokenSource::Keychain);
        QCOMPARE(read(tokens, p).value_or(TokenResult()).token, token);
        settings.sync();

        const QStringList files = filesToScan();
        QVERIFY(files.contains(settingsPath));
        // The scan does see what was saved: the profile is there, the token is not.
        QCOMPARE(filesContaining({settingsPath}, p.name), QStringList {settingsPath});
        QCOMPARE(filesContaining(files, token), QStringList());

        QVERIFY(remove(tokens, p).value_or(TokenChangeResult()).ok);
    }

    void memoryFallbackWithoutSecretService_data()
    {
        QTest::addColumn<QString>("keychainError");
        QTest::newRow("no session bus") << u"Could not connect"_s;
        QTest::newRow("a bus without a keychain") << u"org.freedesktop.secrets"_s;
    }

    void memoryFallbackWithoutSecretService()
    {
        QFETCH(QString, keychainError);
        if (!qEnvironmentVariableIsSet(childMarker)) {
            // QtKeychain and libsecret keep their bus connection for the life
            // of the process, so the case runs in a child of this test whose
            // session bus address leads nowhere, or to a bus of its own where
            // no service can be started.
            QString address = u"unix:path="_s + m_dir.filePath(u"no-bus"_s);
            QProcess bus;
            const auto stopBus = qScopeGuard([&bus] {
                bus.kill();
                bus.waitForFinished();
            });
            if (qstrcmp(QTest::currentDataTag(), "no session bus") != 0) {
                const QString daemon = QStandardPaths::findExecutable(u"dbus-daemon"_s);
                if (daemon.isEmpty())
                    SKIP_OR_FAIL("dbus-daemon is not installed");
                QFile config(m_dir.filePath(u"bus.conf"_s));
                QVERIFY(config.open(QIODevice::WriteOnly));
                config.write("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\" "
                             "\"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                             "<busconfig><type>session</type><listen>unix:dir="
                             + m_dir.path().toUtf8()
                             + "</listen><policy context=\"default\"><allow send_destination=\"*\" "
                               "eavesdrop=\"true\"/><allow eavesdrop=\"true\"/><allow own=\"*\"/></policy>"
                               "</busconfig>\n");
                config.close();
                bus.start(daemon, {u"--config-file="_s + config.fileName(), u"--nofork"_s, u"--print-address=1"_s});
                QVERIFY(bus.waitForStarted());
                QVERIFY(QTest::qWaitFor([&bus] { return bus.canReadLine(); }, 10000));
                address = QString::fromUtf8(bus.readLine()).trimmed();
            }
            QProcess child;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, address);
            environment.insert(QString::fromLatin1(childMarker), u"1"_s);
            child.setProcessEnvironment(environment);
            child.setProcessChannelMode(QProcess::MergedChannels);
            QSignalSpy finished(&child, &QProcess::finished);
            const QString test = QString::fromLatin1(QTest::currentTestFunction()) + u':'
                + QString::fromLatin1(QTest::currentDataTag());
            child.start(QCoreApplication::applicationFilePath(), {test});
            QVERIFY(finished.wait(30000));
            const QByteArray output = child.readAll();
            QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
                     failuresIn(output).constData());
            const QByteArray passed = QByteArray("PASS   : tst_TokenStore::memoryFallbackWithoutSecretService(")
                + QTest::currentDataTag() + ')';
            QVERIFY2(output.contains(passed), output.constData());
            return;
        }

        const Profile p = profile(u"No keychain"_s, u"https://chat.example.com"_s);
        const QString token = freshToken();
        TokenStore store {QProcessEnvironment()};
        QSignalSpy availability(&store, &TokenStore::keychainAvailableChanged);
        QVERIFY(store.keychainAvailable());

        QElapsedTimer timer;
        timer.start();
        const auto written = write(store, p, token);
        qInfo("first keychain job answered, falling back, after %lld ms", timer.elapsed());
        QVERIFY(written);
        QVERIFY(written->ok);
        QCOMPARE(written->source, TokenSource::Memory);
        QCOMPARE(written->message, TokenStore::keychainUnavailableMessage());
        QVERIFY(written->message.contains(u"memory"_s));
        QVERIFY2(written->keychainError.contains(keychainError), qPrintable(written->keychainError));
        QVERIFY(!store.keychainAvailable());
        QCOMPARE(availability.count(), 1);
        QCOMPARE(availability.at(0).at(0).toBool(), false);

        const auto found = read(store, p);
        QVERIFY(found);
        QCOMPARE(found->status, TokenResult::Status::Found);
        QCOMPARE(found->token, token);
        QCOMPARE(found->source, TokenSource::Memory);
        QCOMPARE(found->message, TokenStore::keychainUnavailableMessage());

        const auto other = read(store, profile(u"Other"_s, u"https://chat.example.com"_s));
        QVERIFY(other);
        QCOMPARE(other->status, TokenResult::Status::NotStored);
        QCOMPARE(other->source, TokenSource::Memory);
        QCOMPARE(other->keychainError, written->keychainError);

        // Kept nowhere else: another store (as after a restart) finds nothing.
        TokenStore restarted {QProcessEnvironment()};
        const auto afterRestart = read(restarted, p);
        QVERIFY(afterRestart);
        QCOMPARE(afterRestart->status, TokenResult::Status::NotStored);
        QVERIFY(!restarted.keychainAvailable());
        QCOMPARE(filesContaining(filesToScan(), token), QStringList());

        const auto removed = remove(store, p);
        QVERIFY(removed);
        QVERIFY(removed->ok);
        QCOMPARE(removed->source, TokenSource::Memory);
        QCOMPARE(read(store, p).value_or(TokenResult()).status, TokenResult::Status::NotStored);
        QCOMPARE(availability.count(), 1);
    }

    void keychainThatCannotUnlockIsNotReplaced_data()
    {
        QTest::addColumn<bool>("locked");
        // gnome-keyring started by D-Bus, as on a first login: it has no
        // login keyring, and the prompt to create one cannot be shown.
        QTest::newRow("no keyring yet, no prompt") << false;
        // A keyring that was unlocked, then locked: unlocking needs a prompt.
        QTest::newRow("locked keyring") << true;
    }

    // A keychain that is there but cannot be unlocked (the prompt cannot be
    // shown, as when the user cancels it) is reported in its own words, and
    // nothing falls back to memory: the next try asks the keychain again.
    void keychainThatCannotUnlockIsNotReplaced()
    {
        QFETCH(bool, locked);
        const QString keyring = QStandardPaths::findExecutable(u"gnome-keyring-daemon"_s);
        if (!qEnvironmentVariableIsSet(lockedMarker)) {
            const QString runSession = QStandardPaths::findExecutable(u"dbus-run-session"_s);
            if (runSession.isEmpty() || keyring.isEmpty())
                SKIP_OR_FAIL("dbus-run-session and gnome-keyring-daemon are needed");
            QTemporaryDir home;
            QVERIFY(home.isValid());
            QProcess child;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(u"HOME"_s, home.path());
            environment.insert(QString::fromLatin1(lockedMarker), u"1"_s);
            // No display: a prompt must not appear on the desktop of whoever runs the test.
            environment.remove(u"DISPLAY"_s);
            environment.remove(u"WAYLAND_DISPLAY"_s);
            child.setProcessEnvironment(environment);
            child.setProcessChannelMode(QProcess::MergedChannels);
            QSignalSpy finished(&child, &QProcess::finished);
            const QString test = QString::fromLatin1(QTest::currentTestFunction()) + u':'
                + QString::fromLatin1(QTest::currentDataTag());
            child.start(runSession, {u"--"_s, QCoreApplication::applicationFilePath(), test});
            QVERIFY(finished.wait(60000));
            const QByteArray output = child.readAll();
            QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
                     failuresIn(output).constData());
            const QByteArray passed = QByteArray("PASS   : tst_TokenStore::keychainThatCannotUnlockIsNotReplaced(")
                + QTest::currentDataTag() + ')';
            QVERIFY2(output.contains(passed), output.constData());
            return;
        }

        const QString service = u"org.freedesktop.secrets"_s;
        if (locked) {
            QProcess daemon;
            daemon.start(keyring, {u"--unlock"_s, u"--components=secrets"_s});
            daemon.write("baton-test");
            daemon.closeWriteChannel();
            QVERIFY(daemon.waitForFinished(15000));
            QDBusConnectionInterface *bus = QDBusConnection::sessionBus().interface();
            QVERIFY(bus);
            QVERIFY(QTest::qWaitFor([bus, &service] { return bus->isServiceRegistered(service).value(); }, 15000));
            QDBusInterface secrets(service, u"/org/freedesktop/secrets"_s, u"org.freedesktop.Secret.Service"_s);
            const QDBusMessage reply = secrets.call(u"Lock"_s,
                                                    QVariant::fromValue(QList<QDBusObjectPath> {QDBusObjectPath(
                                                        u"/org/freedesktop/secrets/collection/login"_s)}));
            QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        }

        const Profile p = profile(u"Locked"_s, u"https://chat.example.com"_s);
        TokenStore store {QProcessEnvironment()};
        QSignalSpy availability(&store, &TokenStore::keychainAvailableChanged);
        for (int attempt = 0; attempt < 2; ++attempt) {
            const auto written = write(store, p, freshToken());
            QVERIFY(written);
            QVERIFY(!written->ok);
            QCOMPARE(written->source, TokenSource::Keychain);
            QVERIFY(!written->keychainError.isEmpty());
            QVERIFY2(written->message.contains(written->keychainError), qPrintable(written->message));
            QVERIFY2(written->message != TokenStore::keychainUnavailableMessage(), qPrintable(written->message));
            qInfo("attempt %d: %s", attempt, qPrintable(written->keychainError));
        }
        QVERIFY(store.keychainAvailable());
        QCOMPARE(availability.count(), 0);
        const auto read = this->read(store, p);
        QVERIFY(read);
        QCOMPARE(read->source, TokenSource::Keychain);
        QVERIFY(read->status != TokenResult::Status::Found);
    }
};

QTEST_GUILESS_MAIN(tst_TokenStore)
#include "tst_tokenstore.moc"

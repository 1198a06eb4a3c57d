#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/connection/ConnectionController.h"
#include "sandbox/Server.h"
#include "support/SandboxClient.h"

#include <QNetworkAccessManager>
#include <QProcessEnvironment>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiClient;
using baton::ConnectionController;
using baton::EnvironmentToken;
using baton::Profile;
using baton::ProfileStore;
using baton::ProfileToken;
using baton::RequestLog;
using baton::ResourceKind;
using baton::TokenResult;
using baton::TokenStore;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::test::token;
using State = ConnectionController::State;

namespace {

const QString AdminToken = u"tok-admin-Xa82kLm"_s;

QProcessEnvironment environmentWith(const QString &token)
{
    QProcessEnvironment environment;
    if (!token.isEmpty())
        environment.insert(u"BATON_TOKEN"_s, token);
    return environment;
}

} // namespace

// The connection's state machine against an in-process sandbox: the states a
// connection goes through, the token read and BATON_TOKEN's rules, a token
// read that a newer request overtook, and the profile's edits.
class tst_ConnectionController : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Server> m_server;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    RequestLog m_log;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<ApiClient> m_client;

    [[nodiscard]] Profile profile(const QString &name) const { return Profile {name, m_server->baseUrl(), false, {}}; }

    [[nodiscard]] std::unique_ptr<ConnectionController> controller(TokenStore &tokens)
    {
        return std::make_unique<ConnectionController>(*m_client, *m_profiles, tokens, m_network, m_log);
    }

    // The states the controller went through, in order.
    static QList<State> states(const QSignalSpy &spy)
    {
        QList<State> list;
        for (const QList<QVariant> &arguments : spy)
            list.append(arguments.at(0).value<State>());
        return list;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        ServerConfig config;
        config.tokens = {token(u"admin"_s, AdminToken, ResourceKind::capabilities())};
        m_server = std::make_unique<Server>(config);
        QVERIFY(m_server->listen() != 0);
    }

    void init()
    {
        m_profiles.reset();
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction())),
                                                 QSettings::IniFormat);
        m_profiles = std::make_unique<ProfileStore>(*m_settings);
        m_client = std::make_unique<ApiClient>(m_network, m_log);
    }

    void aGoodTokenConnects()
    {
        TokenStore tokens(environmentWith({}));
        const auto connection = controller(tokens);
        QVERIFY(m_profiles->add(profile(u"work"_s)).isEmpty());
        QSignalSpy changes(connection.get(), &ConnectionController::stateChanged);
        QSignalSpy connected(connection.get(), &ConnectionController::connected);
        connection->connectTo(profile(u"work"_s), AdminToken);
        QCOMPARE(connected.count(), 1);
        QVERIFY(m_client->hasToken());
        QCOMPARE(m_profiles->lastUsed(), u"work"_s);
        QTRY_COMPARE_WITH_TIMEOUT(connection->state(), State::Connected, 15000);
        QCOMPARE(states(changes), (QList<State> {State::Testing, State::Connected}));
    }

    void aWrongTokenFailsWithTheReason()
    {
        TokenStore tokens(environmentWith({}));
        const auto connection = controller(tokens);
        QSignalSpy changes(connection.get(), &ConnectionController::stateChanged);
        connection->connectTo(profile(u"work"_s), u"tok-wrong"_s);
        QTRY_COMPARE_WITH_TIMEOUT(connection->state(), State::Failed, 15000);
        QVERIFY(!changes.constLast().at(1).toString().isEmpty());
    }

    void theSandboxIsNotRemembered()
    {
        TokenStore tokens(environmentWith({}));
        const auto connection = controller(tokens);
        connection->connectTo(profile(u"Local sandbox"_s), AdminToken, true);
        QVERIFY(connection->isSandbox());
        QVERIFY(m_profiles->lastUsed().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(connection->state(), State::Connected, 15000);
    }

    void noTokenAsksForOne()
    {
        TokenStore tokens(environmentWith({}));
        const auto connection = controller(tokens);
        QSignalSpy needed(connection.get(), &ConnectionController::tokenNeeded);
        connection->open(profile(u"unstored"_s));
        QCOMPARE(connection->state(), State::Testing);
        QVERIFY(needed.wait(15000));
        QCOMPARE(needed.at(0).at(0).value<Profile>().name, u"unstored"_s);
        QVERIFY(needed.at(0).at(1).toString().contains(u"unstored"_s));
        QCOMPARE(connection->state(), State::Failed);
        QVERIFY(!m_client->hasToken());
    }

    void theEnvironmentTokenOnlyWhenAgreed()
    {
        TokenStore tokens(environmentWith(AdminToken));
        const auto connection = controller(tokens);
        QStringList asked;
        bool agree = false;
        connection->setEnvironmentQuestion([&asked, &agree](const Profile &profile) {
            asked.append(profile.name);
            return agree;
        });
        QSignalSpy needed(connection.get(), &ConnectionController::tokenNeeded);
        connection->open(profile(u"first"_s));
        QVERIFY(needed.wait(15000));
        QCOMPARE(asked, QStringList {u"first"_s});

        agree = true;
        connection->open(profile(u"second"_s));
        QTRY_COMPARE_WITH_TIMEOUT(connection->state(), State::Connected, 15000);
        QCOMPARE(asked, (QStringList {u"first"_s, u"second"_s}));
        QCOMPARE(connection->profile().name, u"second"_s);
        QCOMPARE(needed.count(), 1);
    }

    void anOvertakenTokenReadIsDropped()
    {
        TokenStore tokens(environmentWith({}));
        const auto connection = controller(tokens);
        QSignalSpy needed(connection.get(), &ConnectionController::tokenNeeded);
        connection->open(profile(u"slow"_s));
        connection->connectTo(profile(u"fast"_s), AdminToken);
        QTRY_COMPARE_WITH_TIMEOUT(connection->state(), State::Connected, 15000);
        // The keychain's answer for "slow" has come and gone by now: another read after it proves it.
        bool answered = false;
        tokens.readToken(profile(u"other"_s), this, [&answered](const TokenResult &) { answered = true; });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 15000);
        QCOMPARE(needed.count(), 0);
        QCOMPARE(connection->profile().name, u"fast"_s);
        QCOMPARE(connection->state(), State::Connected);
    }

    void editsOfTheProfileAreFollowed()
    {
        TokenStore tokens(environmentWith({}));
        const auto connection = controller(tokens);
        QVERIFY(m_profiles->add(profile(u"work"_s)).isEmpty());
        connection->connectTo(profile(u"work"_s), AdminToken);
        QTRY_COMPARE_WITH_TIMEOUT(connection->state(), State::Connected, 15000);

        QSignalSpy changed(connection.get(), &ConnectionController::profileChanged);
        QSignalSpy disconnected(connection.get(), &ConnectionController::disconnected);
        Profile renamed = profile(u"office"_s);
        QVERIFY(m_profiles->update(u"work"_s, renamed).isEmpty());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(connection->profile().name, u"office"_s);
        QCOMPARE(connection->state(), State::Connected);
        QVERIFY(m_client->hasToken());

        // A new address: the token was issued for the old one.
        Profile moved = renamed;
        moved.baseUrl = QUrl(u"http://127.0.0.1:9"_s);
        QVERIFY(m_profiles->update(u"office"_s, moved).isEmpty());
        QCOMPARE(disconnected.count(), 1);
        QCOMPARE(connection->state(), State::Disconnected);
        QVERIFY(!m_client->hasToken());
        QVERIFY(connection->profile().name.isEmpty());
    }

    void removingTheProfileDisconnects()
    {
        TokenStore tokens(environmentWith({}));
        const auto connection = controller(tokens);
        QVERIFY(m_profiles->add(profile(u"gone"_s)).isEmpty());
        connection->connectTo(profile(u"gone"_s), AdminToken);
        QSignalSpy disconnected(connection.get(), &ConnectionController::disconnected);
        QVERIFY(m_profiles->remove(u"gone"_s).isEmpty());
        QCOMPARE(disconnected.count(), 1);
        QCOMPARE(connection->state(), State::Disconnected);
    }

    void retryReadsAgainOrReconnects()
    {
        TokenStore tokens(environmentWith({}));
        const auto connection = controller(tokens);
        QVERIFY(!connection->retry(u"nobody"_s));
        connection->connectTo(profile(u"work"_s), u"tok-wrong"_s);
        QTRY_COMPARE_WITH_TIMEOUT(connection->state(), State::Failed, 15000);
        QSignalSpy changes(connection.get(), &ConnectionController::stateChanged);
        QVERIFY(connection->retry(u"work"_s));
        QCOMPARE(states(changes).value(0), State::Testing);
        QTRY_COMPARE_WITH_TIMEOUT(connection->state(), State::Failed, 15000);
    }

    void theCommandLineRules()
    {
        TokenStore tokens(environmentWith(AdminToken));
        std::optional<ProfileToken> first;
        ConnectionController::readToken(tokens, profile(u"named"_s), EnvironmentToken::First, this,
                                        [&first](const ProfileToken &token) { first = token; });
        QVERIFY(!first); // from the event loop, like the keychain's answer
        QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 15000);
        QVERIFY(first->fromEnvironment);
        QCOMPARE(first->result.status, TokenResult::Status::Found);
        QCOMPARE(first->result.token, AdminToken);

        std::optional<ProfileToken> never;
        ConnectionController::readToken(tokens, profile(u"implied"_s), EnvironmentToken::Never, this,
                                        [&never](const ProfileToken &token) { never = token; });
        QTRY_VERIFY_WITH_TIMEOUT(never.has_value(), 15000);
        QVERIFY(!never->fromEnvironment);
        QVERIFY(never->result.status != TokenResult::Status::Found);
    }
};

QTEST_GUILESS_MAIN(tst_ConnectionController)
#include "tst_connectioncontroller.moc"

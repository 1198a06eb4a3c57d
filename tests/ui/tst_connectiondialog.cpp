#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "sandbox/Server.h"
#include "support/LoopbackServer.h"
#include "ui/connection/ConnectionDialog.h"
#include "ui/widgets/MessageBox.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUuid>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;
using baton::ConnectionDialog;
using baton::ConnectionServices;
using baton::FieldError;
using baton::LocalSandbox;
using baton::MessageBox;
using baton::Profile;
using baton::ProfileStore;
using baton::RequestLog;
using baton::TokenResult;
using baton::TokenStore;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::test::LoopbackServer;

// The connection dialog over a real ProfileStore on a temporary settings
// file, the TokenStore (the keychain when one answers, else its memory) and
// an in-process sandbox, driven by keyboard and mouse.
class tst_ConnectionDialog : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Server> m_server;
    QString m_admin;
    // Part of every profile name, so that a keyring kept between runs cannot make a test pass.
    QString m_run = QUuid::createUuid().toString(QUuid::Id128).left(6);
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<TokenStore> m_tokens;
    QNetworkAccessManager m_network;
    RequestLog m_log;
    std::unique_ptr<ConnectionDialog> m_dialog;
    LocalSandbox m_sandbox;
    int m_sandboxStarts = 0;

    [[nodiscard]] QString name(const QString &base) const { return base + u' ' + m_run; }

    template<typename T> [[nodiscard]] T *child(const QString &objectName) const
    {
        T *found = m_dialog->findChild<T *>(objectName);
        if (!found)
            qWarning("no child named %s", qPrintable(objectName));
        return found;
    }

    void click(const QString &button) { QTest::mouseClick(child<QAbstractButton>(button), Qt::LeftButton); }

    // Replaces a line edit's text as a user does: select all, type.
    void type(const QString &edit, const QString &text)
    {
        auto *line = child<QLineEdit>(edit);
        line->setFocus();
        line->selectAll();
        QTest::keyClick(line, Qt::Key_Backspace);
        QTest::keyClicks(line, text);
    }

    [[nodiscard]] std::optional<TokenResult> readToken(const Profile &profile)
    {
        std::optional<TokenResult> result;
        m_tokens->readToken(profile, this, [&result](const TokenResult &r) { result = r; });
        if (!QTest::qWaitFor([&result] { return result.has_value(); }, 10000))
            return std::nullopt;
        return result;
    }

    [[nodiscard]] bool writeToken(const Profile &profile, const QString &token)
    {
        bool done = false;
        bool ok = false;
        m_tokens->writeToken(profile, token, this, [&](const baton::TokenChangeResult &r) {
            done = true;
            ok = r.ok;
        });
        return QTest::qWaitFor([&done] { return done; }, 10000) && ok;
    }

    [[nodiscard]] QString expectedError(const Profile &profile, const QString &field) const
    {
        for (const FieldError &error : m_profiles->validate(profile))
            if (error.field == field)
                return error.message;
        return {};
    }

    void newDialog()
    {
        m_dialog
            = std::make_unique<ConnectionDialog>(ConnectionServices {m_network, m_log, *m_profiles, *m_tokens, [this] {
                                                                         ++m_sandboxStarts;
                                                                         return m_sandbox;
                                                                     }});
        m_dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = std::make_unique<Server>(ServerConfig {});
        QVERIFY(m_server->listen() != 0);
        m_admin = m_server->token(u"admin"_s)->value;
        // scripts/run-tests: these tests run against the keychain, never silently against memory.
        if (qEnvironmentVariableIntValue("BATON_REQUIRE_KEYCHAIN") == 1) {
            TokenStore probe {QProcessEnvironment()};
            std::optional<TokenResult> result;
            probe.readToken(Profile {u"probe "_s + m_run, QUrl(u"https://probe.example.com"_s), false, {}}, this,
                            [&result](const TokenResult &r) { result = r; });
            QTRY_VERIFY(result.has_value());
            QVERIFY2(probe.keychainAvailable(), qPrintable(result->message));
        }
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_settings = std::make_unique<QSettings>(m_dir->filePath(u"baton.ini"_s), QSettings::IniFormat);
        m_profiles = std::make_unique<ProfileStore>(*m_settings);
        m_tokens = std::make_unique<TokenStore>(QProcessEnvironment());
        m_sandbox = LocalSandbox {m_server->baseUrl(), m_admin, QString()};
        m_sandboxStarts = 0;
        m_log.clear();
        newDialog();
    }

    void cleanup()
    {
        m_dialog.reset();
        m_tokens.reset();
        m_profiles.reset();
        m_settings.reset();
        m_dir.reset();
    }

    // ProfileStore's messages, each under its own field; typing in a field clears its message.
    void validationAtTheFields()
    {
        QVERIFY(m_profiles->add(Profile {u"Production"_s, QUrl(u"https://chat.example.com"_s), false, {}}).isEmpty());
        newDialog();
        click(u"addProfileButton"_s);
        QVERIFY(m_dialog->editedProfileName().isEmpty());
        QSignalSpy requested(m_dialog.get(), &ConnectionDialog::connectRequested);

        type(u"baseUrl"_s, u"ftp://files.example.com"_s);
        type(u"serviceObjectKey"_s, u" sandbox"_s);
        click(u"connectButton"_s);
        const Profile typed {QString(), QUrl(u"ftp://files.example.com"_s), false, u" sandbox"_s};
        QCOMPARE(m_dialog->errorShownFor(u"name"_s), expectedError(typed, u"name"_s));
        QCOMPARE(m_dialog->errorShownFor(u"baseUrl"_s), expectedError(typed, u"baseUrl"_s));
        QCOMPARE(m_dialog->errorShownFor(u"serviceObjectKey"_s), expectedError(typed, u"serviceObjectKey"_s));
        QVERIFY(!m_dialog->errorShownFor(u"name"_s).isEmpty());
        QVERIFY(!m_dialog->errorShownFor(u"token"_s).isEmpty());
        QVERIFY(child<QLabel>(u"error_baseUrl"_s)->isVisible());
        QCOMPARE(requested.size(), 0);
        QCOMPARE(m_profiles->profiles().size(), 1);

        type(u"profileName"_s, u"production"_s); // the same name in another case
        QVERIFY(m_dialog->errorShownFor(u"name"_s).isEmpty());
        QVERIFY(!m_dialog->errorShownFor(u"baseUrl"_s).isEmpty()); // untouched fields keep theirs
        click(u"saveButton"_s);
        const Profile duplicate {u"production"_s, QUrl(u"ftp://files.example.com"_s), false, {}};
        QCOMPARE(m_dialog->errorShownFor(u"name"_s), expectedError(duplicate, u"name"_s));
        QVERIFY(m_dialog->errorShownFor(u"name"_s).contains(u"already exists"_s));
        QCOMPARE(m_profiles->profiles().size(), 1);
    }

    // The opt-in shows, with its warning, only for plain http to a host other than loopback.
    void insecureHttpOptIn()
    {
        auto *optIn = child<QCheckBox>(u"allowInsecureHttp"_s);
        auto *warning = child<QLabel>(u"insecureHttpWarning"_s);
        QVERIFY(!optIn->isVisible());
        type(u"baseUrl"_s, u"http://chat.internal.example"_s);
        QVERIFY(optIn->isVisible());
        QVERIFY(warning->isVisible());
        QVERIFY(!warning->text().isEmpty());
        type(u"baseUrl"_s, u"http://127.0.0.1:8080"_s);
        QVERIFY(!optIn->isVisible());
        type(u"baseUrl"_s, u"https://chat.internal.example"_s);
        QVERIFY(!optIn->isVisible());

        type(u"profileName"_s, name(u"Intranet"_s));
        type(u"baseUrl"_s, u"http://chat.internal.example"_s);
        click(u"saveButton"_s);
        QVERIFY(m_dialog->errorShownFor(u"baseUrl"_s).contains(u"unencrypted"_s));
        QVERIFY(m_profiles->profiles().isEmpty());
        optIn->setFocus();
        QTest::keyClick(optIn, Qt::Key_Space);
        QVERIFY(optIn->isChecked());
        QVERIFY(m_dialog->errorShownFor(u"baseUrl"_s).isEmpty());
        click(u"saveButton"_s);
        const auto saved = m_profiles->find(name(u"Intranet"_s));
        QVERIFY(saved);
        QVERIFY(saved->allowInsecureHttp);
        QCOMPARE(saved->baseUrl, QUrl(u"http://chat.internal.example"_s));
    }

    // A base URL typed without a scheme is taken as https, and the field
    // then shows what was assumed.
    void httpsIsAssumedWithoutAScheme()
    {
        type(u"profileName"_s, name(u"Production"_s));
        type(u"baseUrl"_s, u"  chat.example.com/api "_s);
        type(u"token"_s, u"tok-assumed"_s);
        click(u"saveButton"_s);
        QVERIFY2(m_dialog->errorShownFor(u"baseUrl"_s).isEmpty(), qPrintable(m_dialog->errorShownFor(u"baseUrl"_s)));
        const auto saved = m_profiles->find(name(u"Production"_s));
        QVERIFY(saved);
        QCOMPARE(saved->baseUrl, QUrl(u"https://chat.example.com/api"_s));
        QCOMPARE(child<QLineEdit>(u"baseUrl"_s)->text(), u"https://chat.example.com/api"_s);
    }

    void showAndHideTheToken()
    {
        auto *token = child<QLineEdit>(u"token"_s);
        QCOMPARE(token->echoMode(), QLineEdit::Password);
        click(u"showTokenButton"_s);
        QCOMPARE(token->echoMode(), QLineEdit::Normal);
        QVERIFY(!child<QToolButton>(u"showTokenButton"_s)->accessibleName().isEmpty());
        click(u"showTokenButton"_s);
        QCOMPARE(token->echoMode(), QLineEdit::Password);
    }

    // Editing the base URL to another origin takes the stored token out of
    // the field: Test does not send it there, and Save does not store it there.
    void anotherOriginClearsTheStoredToken()
    {
        LoopbackServer elsewhere; // the same host, another port
        QVERIFY(elsewhere.port() != 0);
        const Profile stored {name(u"Origin"_s), m_server->baseUrl(), false, {}};
        QVERIFY(m_profiles->add(stored).isEmpty());
        const QString token = u"tok-origin-"_s + m_run;
        QVERIFY(writeToken(stored, token));
        m_dialog->selectProfile(stored.name);
        auto *field = child<QLineEdit>(u"token"_s);
        QTRY_COMPARE(field->text(), token);

        // A path on the same server keeps it.
        type(u"baseUrl"_s, m_server->baseUrl().toString() + u"/api"_s);
        QCOMPARE(field->text(), token);

        type(u"baseUrl"_s, elsewhere.baseUrl().toString());
        click(u"testConnectionButton"_s);
        QTRY_VERIFY(!elsewhere.requests().isEmpty());
        QTRY_VERIFY(!child<QLabel>(u"testResult"_s)->text().startsWith(u"Testing"_s));
        for (const auto &request : elsewhere.requests())
            QVERIFY2(!request.header("Authorization").contains(token.toUtf8()),
                     request.header("Authorization").constData());
        QCOMPARE(field->text(), QString());
        QVERIFY(!m_dialog->errorShownFor(u"token"_s).isEmpty());

        click(u"saveButton"_s);
        const Profile moved {stored.name, elsewhere.baseUrl(), false, {}};
        QTRY_COMPARE(m_profiles->find(stored.name).value_or(Profile()).baseUrl, elsewhere.baseUrl());
        const auto atTheNewOrigin = readToken(moved);
        QVERIFY(atTheNewOrigin);
        QVERIFY2(atTheNewOrigin->token != token, "the old server's token was stored for the new one");
        QCOMPARE(atTheNewOrigin->status, TokenResult::Status::NotStored);
    }

    void testConnectionSucceeds()
    {
        type(u"baseUrl"_s, m_server->baseUrl().toString());
        type(u"token"_s, m_admin);
        click(u"testConnectionButton"_s);
        auto *result = child<QLabel>(u"testResult"_s);
        QVERIFY(result->text().startsWith(u"Testing"_s));
        QVERIFY(!child<QPushButton>(u"testConnectionButton"_s)->isEnabled());
        QTRY_VERIFY2(result->text().startsWith(u"Connected"_s), qPrintable(result->text()));
        QVERIFY(child<QPushButton>(u"testConnectionButton"_s)->isEnabled());
        // A test stores nothing.
        QVERIFY(m_profiles->profiles().isEmpty());
        QCOMPARE(m_log.count(), 1);
        QCOMPARE(m_log.at(0).httpStatus, 200);
    }

    void testConnectionWithAWrongToken()
    {
        type(u"baseUrl"_s, m_server->baseUrl().toString());
        type(u"token"_s, u"sbx_wrong"_s);
        click(u"testConnectionButton"_s);
        auto *result = child<QLabel>(u"testResult"_s);
        QTRY_VERIFY(!result->text().startsWith(u"Testing"_s));
        QVERIFY2(
            result->text().contains(u"“The API token is not valid.” (HTTP 401, authentication_error/invalid_token)"_s),
            qPrintable(result->text()));
        QVERIFY2(result->text().contains(u"does not accept this API token"_s), qPrintable(result->text()));
        QCOMPARE(result->textFormat(), Qt::PlainText); // markup in the service's text shows as is
        QCOMPARE(m_log.at(0).httpStatus, 401);
        QVERIFY(result->text().contains(m_log.at(0).requestId)); // the service's request id, for support
    }

    void testConnectionToAnUnreachablePort()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        type(u"baseUrl"_s, u"http://127.0.0.1:%1"_s.arg(port));
        type(u"token"_s, m_admin);
        click(u"testConnectionButton"_s);
        auto *result = child<QLabel>(u"testResult"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!result->text().startsWith(u"Testing"_s), 15000);
        QVERIFY2(result->text().contains(u"Could not reach the service"_s), qPrintable(result->text()));
        QVERIFY2(result->text().contains(u"refused"_s, Qt::CaseInsensitive), qPrintable(result->text()));
    }

    void testConnectionChecksTheUrlOnly()
    {
        type(u"baseUrl"_s, u"not a url"_s);
        click(u"testConnectionButton"_s);
        QVERIFY(!m_dialog->errorShownFor(u"baseUrl"_s).isEmpty());
        QVERIFY(m_dialog->errorShownFor(u"name"_s).isEmpty());
        QCOMPARE(m_log.count(), 0);
    }

    // Add, edit (the token follows a rename), switch, and remove with its token.
    void manageAndSwitchProfiles()
    {
        const QString staging = name(u"Staging"_s);
        click(u"addProfileButton"_s);
        type(u"profileName"_s, staging);
        type(u"baseUrl"_s, m_server->baseUrl().toString());
        type(u"token"_s, m_admin);
        click(u"saveButton"_s);
        QTRY_VERIFY(child<QLabel>(u"generalMessage"_s)->text().contains(u"Saved"_s));
        QVERIFY(m_profiles->find(staging));
        auto token = readToken(*m_profiles->find(staging));
        QVERIFY(token && token->status == TokenResult::Status::Found);
        QCOMPARE(token->token, m_admin);
        QVERIFY(!m_settings->allKeys().join(u' ').contains(m_admin)); // never in the settings
        QFile file(m_settings->fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains(m_admin.toUtf8()));

        // A rename carries the token to the new name.
        const QString renamed = name(u"Staging 2"_s);
        type(u"profileName"_s, renamed);
        click(u"saveButton"_s);
        QTRY_VERIFY(m_profiles->find(renamed).has_value());
        QVERIFY(!m_profiles->find(staging));
        QTRY_VERIFY(child<QLabel>(u"generalMessage"_s)->text().contains(renamed));
        token = readToken(*m_profiles->find(renamed));
        QVERIFY(token && token->status == TokenResult::Status::Found);
        QCOMPARE(token->token, m_admin);
        token = readToken(Profile {staging, m_server->baseUrl(), false, {}});
        QVERIFY(token && token->status == TokenResult::Status::NotStored);

        // A second profile, stored with the store's own API.
        const Profile other {name(u"Other"_s), QUrl(u"https://other.example.com"_s), false, {}};
        QVERIFY(m_profiles->add(other).isEmpty());
        QVERIFY(writeToken(other, u"tok-other"_s));
        newDialog();
        auto *list = child<QListWidget>(u"profileList"_s);
        QCOMPARE(list->count(), 2);

        // Switch: pick the first profile, its stored token fills the field, connect.
        list->setFocus();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QCOMPARE(m_dialog->editedProfileName(), renamed);
        QCOMPARE(child<QLineEdit>(u"baseUrl"_s)->text(), m_server->baseUrl().toString());
        QTRY_COMPARE(child<QLineEdit>(u"token"_s)->text(), m_admin);
        QSignalSpy requested(m_dialog.get(), &ConnectionDialog::connectRequested);
        click(u"connectButton"_s);
        QTRY_COMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).value<Profile>(), *m_profiles->find(renamed));
        QCOMPARE(requested.at(0).at(1).toString(), m_admin);
        QCOMPARE(requested.at(0).at(2).toBool(), false);
        QVERIFY(!m_dialog->isVisible());

        // Remove, after confirming; "No" keeps everything.
        newDialog();
        list = child<QListWidget>(u"profileList"_s);
        list->setCurrentRow(1);
        QCOMPARE(m_dialog->editedProfileName(), other.name);
        const int asked = MessageBox::questionsAsked();
        MessageBox::setNextAnswer(QMessageBox::No);
        click(u"removeProfileButton"_s);
        QCOMPARE(MessageBox::questionsAsked(), asked + 1);
        QVERIFY(m_profiles->find(other.name));
        MessageBox::setNextAnswer(QMessageBox::Yes);
        click(u"removeProfileButton"_s);
        QVERIFY(!m_profiles->find(other.name));
        QCOMPARE(list->count(), 1);
        QCOMPARE(m_dialog->editedProfileName(), renamed);
        QTRY_VERIFY(readToken(other)->status == TokenResult::Status::NotStored);

        // Leave no token behind in the keychain.
        MessageBox::setNextAnswer(QMessageBox::Yes);
        click(u"removeProfileButton"_s);
        QVERIFY(m_profiles->profiles().isEmpty());
        QTRY_VERIFY(readToken(Profile {renamed, m_server->baseUrl(), false, {}})->status
                    == TokenResult::Status::NotStored);
        QVERIFY(m_dialog->editedProfileName().isEmpty());
    }

    void tokenNoteSaysWhereTheTokenLives()
    {
        const QString note = child<QLabel>(u"tokenNote"_s)->text();
        if (m_tokens->keychainAvailable())
            QVERIFY2(note.contains(u"keychain"_s), qPrintable(note));
        else
            QVERIFY2(note.contains(u"kept in memory for this session"_s), qPrintable(note));
    }

    // With no keychain, the note says that the token lives in memory for this session.
    void tokenNoteWithoutAKeychain()
    {
        if (m_tokens->keychainAvailable()) {
            // Ask once: without a Secret Service the store then switches to memory.
            QVERIFY(readToken(Profile {name(u"probe"_s), QUrl(u"https://probe.example.com"_s), false, {}}));
        }
        if (m_tokens->keychainAvailable())
            QSKIP("a keychain answers here; the note for its absence is checked where none does");
        QTRY_VERIFY(child<QLabel>(u"tokenNote"_s)->text().contains(u"kept in memory for this session"_s));
    }

    void useTheLocalSandbox()
    {
        QSignalSpy requested(m_dialog.get(), &ConnectionDialog::connectRequested);
        click(u"useSandboxButton"_s);
        QCOMPARE(m_sandboxStarts, 1);
        QCOMPARE(requested.size(), 1);
        const auto profile = requested.at(0).at(0).value<Profile>();
        QCOMPARE(profile.name, u"Local sandbox"_s);
        QCOMPARE(profile.baseUrl, m_server->baseUrl());
        QCOMPARE(requested.at(0).at(1).toString(), m_admin);
        QVERIFY(requested.at(0).at(2).toBool());
        QVERIFY(!m_dialog->isVisible());
        // Nothing is stored for it.
        QVERIFY(m_profiles->profiles().isEmpty());
        QVERIFY(m_profiles->lastUsed().isEmpty());
        const auto token = readToken(profile);
        QVERIFY(token && token->status == TokenResult::Status::NotStored);
    }

    void aSandboxThatCannotStartSaysWhy()
    {
        m_sandbox = LocalSandbox {QUrl(), QString(), u"port in use"_s};
        QSignalSpy requested(m_dialog.get(), &ConnectionDialog::connectRequested);
        click(u"useSandboxButton"_s);
        QCOMPARE(requested.size(), 0);
        QVERIFY(m_dialog->isVisible());
        QVERIFY(child<QLabel>(u"generalMessage"_s)->text().contains(u"port in use"_s));
    }
};

QTEST_MAIN(tst_ConnectionDialog)
#include "tst_connectiondialog.moc"

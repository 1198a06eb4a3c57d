#include "core/auth/ProfileStore.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::FieldError;
using baton::Profile;
using baton::ProfileStore;

namespace {

Profile profile(const QString &name, const QString &url, bool allowInsecureHttp = false,
                const QString &serviceObjectKey = {})
{
    return Profile {name, QUrl(url), allowInsecureHttp, serviceObjectKey};
}

QStringList fieldsOf(const QList<FieldError> &errors)
{
    QStringList fields;
    for (const FieldError &error : errors)
        fields.append(error.field);
    return fields;
}

} // namespace

class tst_ProfileStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<ProfileStore> m_store;

    [[nodiscard]] QString settingsPath() const { return m_dir.filePath(u"baton.ini"_s); }

    void reopen()
    {
        m_store.reset();
        m_settings = std::make_unique<QSettings>(settingsPath(), QSettings::IniFormat);
        m_store = std::make_unique<ProfileStore>(*m_settings);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        QFile::remove(settingsPath());
        reopen();
    }

    void cleanup()
    {
        m_store.reset();
        m_settings.reset();
    }

    void startsEmpty()
    {
        QVERIFY(m_store->profiles().isEmpty());
        QVERIFY(!m_store->find(u"anything"_s));
        QVERIFY(m_store->lastUsed().isEmpty());
    }

    void addAndFind()
    {
        QSignalSpy changed(m_store.get(), &ProfileStore::profilesChanged);
        QSignalSpy added(m_store.get(), &ProfileStore::profileAdded);
        const Profile local = profile(u"Local sandbox"_s, u"http://127.0.0.1:8080"_s);
        const Profile prod = profile(u"Prod"_s, u"https://chat.example.com/api"_s, false, u"acme"_s);

        QCOMPARE(m_store->add(local), QList<FieldError>());
        QCOMPARE(m_store->add(prod), QList<FieldError>());

        QCOMPARE(m_store->profiles(), (QList<Profile> {local, prod}));
        QCOMPARE(m_store->find(u"Prod"_s), prod);
        QVERIFY(!m_store->find(u"prod"_s)); // lookup is exact
        QCOMPARE(changed.count(), 2);
        QCOMPARE(added.count(), 2);
        QCOMPARE(added.at(1).at(0).value<Profile>(), prod);
    }

    void invalidProfileIsNotAdded()
    {
        QSignalSpy changed(m_store.get(), &ProfileStore::profilesChanged);
        const QList<FieldError> errors = m_store->add(profile(QString(), u"ftp://example.com"_s));
        QCOMPARE(fieldsOf(errors), (QStringList {u"name"_s, u"baseUrl"_s}));
        QVERIFY(m_store->profiles().isEmpty());
        QCOMPARE(changed.count(), 0);
    }

    void updateKeepsPositionAndRenames()
    {
        const Profile a = profile(u"A"_s, u"https://a.example.com"_s);
        const Profile b = profile(u"B"_s, u"https://b.example.com"_s);
        const Profile c = profile(u"C"_s, u"https://c.example.com"_s);
        for (const Profile &p : {a, b, c})
            QCOMPARE(m_store->add(p), QList<FieldError>());
        QVERIFY(m_store->setLastUsed(u"B"_s));

        QSignalSpy updated(m_store.get(), &ProfileStore::profileUpdated);
        QSignalSpy lastUsedChanged(m_store.get(), &ProfileStore::lastUsedChanged);
        const Profile renamed = profile(u"Bee"_s, u"https://bee.example.com"_s, false, u"svc"_s);
        QCOMPARE(m_store->update(u"B"_s, renamed), QList<FieldError>());

        QCOMPARE(m_store->profiles(), (QList<Profile> {a, renamed, c}));
        QVERIFY(!m_store->find(u"B"_s));
        QCOMPARE(updated.count(), 1);
        QCOMPARE(updated.at(0).at(0).value<Profile>(), b);
        QCOMPARE(updated.at(0).at(1).value<Profile>(), renamed);
        QCOMPARE(m_store->lastUsed(), u"Bee"_s);
        QCOMPARE(lastUsedChanged.count(), 1);
        QCOMPARE(lastUsedChanged.at(0).at(0).toString(), u"Bee"_s);

        // Keeping one's own name, even in another case, is not a duplicate.
        const Profile recased = profile(u"BEE"_s, u"https://bee.example.com"_s);
        QCOMPARE(m_store->update(u"Bee"_s, recased), QList<FieldError>());
        QCOMPARE(m_store->find(u"BEE"_s), recased);
    }

    void updateRefusesDuplicatesAndUnknownNames()
    {
        QCOMPARE(m_store->add(profile(u"A"_s, u"https://a.example.com"_s)), QList<FieldError>());
        QCOMPARE(m_store->add(profile(u"B"_s, u"https://b.example.com"_s)), QList<FieldError>());
        QSignalSpy changed(m_store.get(), &ProfileStore::profilesChanged);

        const QList<FieldError> duplicate = m_store->update(u"B"_s, profile(u"a"_s, u"https://b.example.com"_s));
        QCOMPARE(fieldsOf(duplicate), QStringList {u"name"_s});
        QVERIFY(duplicate.at(0).message.contains(u"“a”"_s));

        const QList<FieldError> unknown = m_store->update(u"Z"_s, profile(u"Z"_s, u"https://z.example.com"_s));
        QCOMPARE(fieldsOf(unknown), QStringList {u"name"_s});
        QVERIFY(unknown.at(0).message.contains(u"“Z”"_s));

        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_store->find(u"B"_s)->baseUrl, QUrl(u"https://b.example.com"_s));
    }

    void removeForgetsProfileAndLastUsed()
    {
        const Profile a = profile(u"A"_s, u"https://a.example.com"_s);
        const Profile b = profile(u"B"_s, u"https://b.example.com"_s);
        QCOMPARE(m_store->add(a), QList<FieldError>());
        QCOMPARE(m_store->add(b), QList<FieldError>());
        QVERIFY(m_store->setLastUsed(u"A"_s));

        QSignalSpy removed(m_store.get(), &ProfileStore::profileRemoved);
        QSignalSpy changed(m_store.get(), &ProfileStore::profilesChanged);
        QSignalSpy lastUsedChanged(m_store.get(), &ProfileStore::lastUsedChanged);
        QCOMPARE(m_store->remove(u"A"_s), QList<FieldError>());

        QCOMPARE(m_store->profiles(), QList<Profile> {b});
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(0).value<Profile>(), a); // whole profile, so its token can be found
        QCOMPARE(changed.count(), 1);
        QVERIFY(m_store->lastUsed().isEmpty());
        QCOMPARE(lastUsedChanged.count(), 1);

        QCOMPARE(fieldsOf(m_store->remove(u"A"_s)), QStringList {u"name"_s});
        QCOMPARE(removed.count(), 1);

        // A new profile with the old name does not inherit "last used".
        QCOMPARE(m_store->add(a), QList<FieldError>());
        QVERIFY(m_store->lastUsed().isEmpty());
    }

    void lastUsed()
    {
        QCOMPARE(m_store->add(profile(u"A"_s, u"https://a.example.com"_s)), QList<FieldError>());
        QCOMPARE(m_store->add(profile(u"B"_s, u"https://b.example.com"_s)), QList<FieldError>());
        QSignalSpy lastUsedChanged(m_store.get(), &ProfileStore::lastUsedChanged);

        QVERIFY(m_store->setLastUsed(u"B"_s));
        QCOMPARE(m_store->lastUsed(), u"B"_s);
        QVERIFY(m_store->setLastUsed(u"B"_s));
        QCOMPARE(lastUsedChanged.count(), 1);

        QVERIFY(!m_store->setLastUsed(u"nobody"_s));
        QCOMPARE(m_store->lastUsed(), u"B"_s);
        QCOMPARE(lastUsedChanged.count(), 1);
    }

    void validation_data()
    {
        QTest::addColumn<Profile>("candidate");
        QTest::addColumn<QStringList>("fields");
        QTest::addColumn<QString>("messageMentions");

        const QStringList none;
        const QStringList name {u"name"_s};
        const QStringList url {u"baseUrl"_s};
        const QString https = u"https://chat.example.com"_s;

        QTest::newRow("valid https") << profile(u"New"_s, https) << none << QString();
        QTest::newRow("valid https with path and port")
            << profile(u"New"_s, u"https://chat.example.com:8443/llm"_s) << none << QString();
        QTest::newRow("http to 127.0.0.1") << profile(u"New"_s, u"http://127.0.0.1:8080"_s) << none << QString();
        QTest::newRow("http to localhost") << profile(u"New"_s, u"http://LOCALHOST:8080"_s) << none << QString();
        QTest::newRow("http to ::1") << profile(u"New"_s, u"http://[::1]:8080"_s) << none << QString();
        QTest::newRow("http to a remote host, allowed")
            << profile(u"New"_s, u"http://chat.example.com"_s, true) << none << QString();
        QTest::newRow("service object key") << profile(u"New"_s, https, false, u"acme"_s) << none << QString();

        QTest::newRow("empty name") << profile(QString(), https) << name << QString();
        QTest::newRow("blank name") << profile(u"   "_s, https) << name << QString();
        QTest::newRow("name with surrounding space") << profile(u" New"_s, https) << name << u"space"_s;
        QTest::newRow("duplicate name") << profile(u"existing"_s, https) << name << u"“existing”"_s;

        QTest::newRow("empty URL") << profile(u"New"_s, QString()) << url << QString();
        QTest::newRow("relative URL") << profile(u"New"_s, u"chat.example.com/api"_s) << url << u"complete"_s;
        QTest::newRow("other scheme") << profile(u"New"_s, u"ftp://chat.example.com"_s) << url << u"https://"_s;
        QTest::newRow("no host") << profile(u"New"_s, u"https:///v1"_s) << url << u"host"_s;
        QTest::newRow("user info") << profile(u"New"_s, u"https://me:secret@chat.example.com"_s) << url
                                   << u"password"_s;
        QTest::newRow("query") << profile(u"New"_s, u"https://chat.example.com/?a=1"_s) << url << u"query"_s;
        QTest::newRow("fragment") << profile(u"New"_s, u"https://chat.example.com/#top"_s) << url << u"fragment"_s;
        QTest::newRow("http to a remote host")
            << profile(u"New"_s, u"http://chat.example.com"_s) << url << u"chat.example.com"_s;
        QTest::newRow("http to a private address")
            << profile(u"New"_s, u"http://192.168.1.10"_s) << url << u"unencrypted"_s;

        QTest::newRow("service object key with space")
            << profile(u"New"_s, https, false, u"acme "_s) << QStringList {u"serviceObjectKey"_s} << QString();
        QTest::newRow("every field wrong") << profile(QString(), u"http://chat.example.com"_s, false, u" x"_s)
                                           << QStringList {u"name"_s, u"baseUrl"_s, u"serviceObjectKey"_s} << QString();
    }

    void validation()
    {
        QFETCH(Profile, candidate);
        QFETCH(QStringList, fields);
        QFETCH(QString, messageMentions);
        QCOMPARE(m_store->add(profile(u"Existing"_s, u"https://other.example.com"_s)), QList<FieldError>());

        const QList<FieldError> errors = m_store->validate(candidate);
        QCOMPARE(fieldsOf(errors), fields);
        for (const FieldError &error : errors)
            QVERIFY2(!error.message.isEmpty(), qPrintable(error.field));
        if (!messageMentions.isEmpty())
            QVERIFY2(errors.at(0).message.contains(messageMentions), qPrintable(errors.at(0).message));

        // add() applies exactly the same rules.
        QCOMPARE(m_store->add(candidate), errors);
        QCOMPARE(m_store->profiles().size(), errors.isEmpty() ? 2 : 1);
    }

    void messagesDifferPerProblem()
    {
        QSet<QString> messages;
        for (const QString &url :
             {QString(), u"chat.example.com"_s, u"ftp://x.example.com"_s, u"https:///v1"_s,
              u"https://u:p@x.example.com"_s, u"https://x.example.com?q"_s, u"http://x.example.com"_s}) {
            const QList<FieldError> errors = m_store->validate(profile(u"N"_s, url));
            QCOMPARE(errors.size(), 1);
            messages.insert(errors.at(0).message);
        }
        QCOMPARE(messages.size(), 7);
    }

    void persistsAcrossInstances()
    {
        const Profile local = profile(u"Local"_s, u"http://127.0.0.1:8080"_s);
        const Profile remote = profile(u"Remote · é"_s, u"http://chat.example.com/a%20b"_s, true, u"acme"_s);
        QCOMPARE(m_store->add(local), QList<FieldError>());
        QCOMPARE(m_store->add(remote), QList<FieldError>());
        QVERIFY(m_store->setLastUsed(remote.name));

        reopen();
        QCOMPARE(m_store->profiles(), (QList<Profile> {local, remote}));
        QCOMPARE(m_store->lastUsed(), remote.name);

        QCOMPARE(m_store->remove(local.name), QList<FieldError>());
        reopen();
        QCOMPARE(m_store->profiles(), QList<Profile> {remote});
    }

    // Team labels live with their profile in the settings file, survive an
    // update of the profile's other fields, and go with the profile.
    void teamLabelsPersistWithTheProfile()
    {
        const QString support = u"9a1c1a38-0000-4000-8000-000000000001"_s;
        const QString sales = u"9a1c1a38-0000-4000-8000-000000000002"_s;
        const Profile local = profile(u"Local"_s, u"http://127.0.0.1:8080"_s);
        const Profile other = profile(u"Other"_s, u"http://127.0.0.1:8081"_s);
        QCOMPARE(m_store->add(local), QList<FieldError>());
        QCOMPARE(m_store->add(other), QList<FieldError>());
        QSignalSpy changed(m_store.get(), &ProfileStore::profilesChanged);
        QSignalSpy updated(m_store.get(), &ProfileStore::profileUpdated);
        QCOMPARE(m_store->setTeamLabels(u"Local"_s, {{support, u"Support · é"_s}, {sales, u"  "_s}}),
                 QList<FieldError>());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(updated.count(), 0);

        reopen();
        const QHash<QString, QString> expected {{support, u"Support · é"_s}};
        QCOMPARE(m_store->find(u"Local"_s)->teamLabels, expected);
        QVERIFY(m_store->find(u"Other"_s)->teamLabels.isEmpty());
        QSettings file(settingsPath(), QSettings::IniFormat);
        QCOMPARE(file.value(u"profiles/1/teamNames"_s).toMap().value(support).toString(), u"Support · é"_s);

        Profile renamed = *m_store->find(u"Local"_s);
        renamed.name = u"Local 2"_s;
        QCOMPARE(m_store->update(u"Local"_s, renamed), QList<FieldError>());
        reopen();
        QCOMPARE(m_store->find(u"Local 2"_s)->teamLabels, expected);
        QCOMPARE(m_store->setTeamLabels(u"Nobody"_s, expected).size(), 1);
    }

    // A team id is the service's text: one holding what QSettings reads as a
    // group path (a slash, a backslash) keeps its name all the same.
    void teamIdsThatLookLikePathsKeepTheirNames()
    {
        const QHash<QString, QString> labels {{u"org/team"_s, u"Slashed"_s},
                                              {u"org\\team"_s, u"Backslashed"_s},
                                              {u"/leading/"_s, u"Leading"_s},
                                              {u"a=b;c"_s, u"Punctuated"_s}};
        QCOMPARE(m_store->add(profile(u"Local"_s, u"http://127.0.0.1:8080"_s)), QList<FieldError>());
        QCOMPARE(m_store->setTeamLabels(u"Local"_s, labels), QList<FieldError>());
        reopen();
        QCOMPARE(m_store->find(u"Local"_s)->teamLabels, labels);
    }

    // A profile written when each team's name was a key of its own reads as before.
    void teamNamesWrittenOneKeyPerTeamAreRead()
    {
        QCOMPARE(m_store->add(profile(u"Local"_s, u"http://127.0.0.1:8080"_s)), QList<FieldError>());
        {
            QSettings file(settingsPath(), QSettings::IniFormat);
            file.setValue(u"profiles/1/teamLabels/9a1c1a38-0000-4000-8000-000000000001"_s, u"Support"_s);
        }
        reopen();
        const QHash<QString, QString> expected {{u"9a1c1a38-0000-4000-8000-000000000001"_s, u"Support"_s}};
        QCOMPARE(m_store->find(u"Local"_s)->teamLabels, expected);
    }

    void leavesOtherSettingsAlone()
    {
        m_settings->setValue(u"window/geometry"_s, u"kept"_s);
        QCOMPARE(m_store->add(profile(u"A"_s, u"https://a.example.com"_s)), QList<FieldError>());
        QCOMPARE(m_store->remove(u"A"_s), QList<FieldError>());
        reopen();
        QCOMPARE(m_settings->value(u"window/geometry"_s).toString(), u"kept"_s);
    }

    void reportsAnUnwritableFile()
    {
        // A regular file where the settings file's directory should be: the
        // write fails even for root.
        QFile blocker(m_dir.filePath(u"blocker"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QSettings settings(m_dir.filePath(u"blocker/baton.ini"_s), QSettings::IniFormat);
        ProfileStore store(settings);

        const QList<FieldError> errors = store.add(profile(u"A"_s, u"https://a.example.com"_s));
        QCOMPARE(fieldsOf(errors), QStringList {QString()});
        QVERIFY(errors.at(0).message.contains(settings.fileName()));
    }
};

QTEST_GUILESS_MAIN(tst_ProfileStore)
#include "tst_profilestore.moc"

#include "SandboxClient.h"
#include "api/ApiJob.h"
#include "relations/NameBook.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiJob;
using baton::ApiResult;
using baton::NameBook;
using baton::RelationIndex;
using baton::ResourceKind;
using baton::sandbox::ServerConfig;
using baton::test::token;
using Id = ResourceKind::Id;
using Kind = RelationIndex::Kind;
using Relation = RelationIndex::Relation;

// NameBook against the sandbox over real HTTP on loopback: every list read
// whole, then kept current by the client's own creates, updates and deletes;
// a kind the token may not read; lists longer than a page; reads that overlap.
class tst_NameBook : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<baton::test::SandboxClient> m_sandbox;
    QString m_team;

    [[nodiscard]] static ApiResult wait(ApiJob *job) { return baton::test::SandboxClient::wait(job); }

    QString create(Id kind, const QJsonObject &body) { return m_sandbox->create(kind, body).value(u"id"_s).toString(); }

    static bool settled(const NameBook &book)
    {
        return QTest::qWaitFor([&book] { return !book.isLoading(); }, 15000);
    }

    static QStringList usersOf(const NameBook &book, Kind kind, const QString &id)
    {
        QStringList names;
        for (const RelationIndex::Edge &edge : book.index().usedBy(kind, id))
            names << book.label(edge.kind, edge.id);
        names.sort();
        return names;
    }

    QString secret(const QString &name)
    {
        return create(Id::Secret, {{u"name"_s, name}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}});
    }

    QString tool(const QString &name, const QString &secretId, const QJsonArray &scopes = {})
    {
        QJsonObject body {{u"name"_s, name},
                          {u"description"_s, u"d"_s},
                          {u"method"_s, u"POST"_s},
                          {u"urlTemplate"_s, u"http://127.0.0.1:9/x"_s},
                          {u"scopes"_s, scopes}};
        if (!secretId.isEmpty())
            body.insert(u"authFields"_s,
                        QJsonArray {QJsonObject {{u"key"_s, u"Authorization"_s}, {u"secretId"_s, secretId}}});
        return create(Id::Tool, body);
    }

private Q_SLOTS:
    void initTestCase()
    {
        ServerConfig config;
        config.tokens = {token(u"admin"_s, u"t-admin"_s, ResourceKind::capabilities()),
                         token(u"models"_s, u"t-models"_s, {u"manageTools"_s, u"manageCustomModels"_s})};
        m_sandbox = std::make_unique<baton::test::SandboxClient>(config);
        QVERIFY(m_sandbox->start());
        m_team = m_sandbox->server.token(u"admin"_s)->teamId;
    }

    void init() { m_sandbox->useToken(u"t-admin"_s); }

    // Nothing is read before load(), whatever the client does.
    void readsNothingBeforeLoad()
    {
        NameBook book(m_sandbox->client);
        QSignalSpy changed(&book, &NameBook::changed);
        QVERIFY(!secret(u"Before load"_s).isEmpty());
        QTest::qWait(50);
        QVERIFY(!book.isLoading());
        QCOMPARE(changed.count(), 0);
        QVERIFY(!book.isLoaded(Id::Secret));
    }

    // load() reads every kind; names and edges of every kind are there.
    void loadReadsEveryKind()
    {
        const QString key = secret(u"Mail key"_s);
        const QString writer = create(Id::CustomModel, {{u"name"_s, u"Writer"_s}, {u"llmModelName"_s, u"gpt-test"_s}});
        const QString mail
            = tool(u"Send mail"_s, key, {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, writer}}});
        QVERIFY(!mail.isEmpty());

        NameBook book(m_sandbox->client);
        QSignalSpy changed(&book, &NameBook::changed);
        book.load();
        QVERIFY(book.isLoading());
        // Until its list is read, an object is not said to be invisible.
        QCOMPARE(book.label(Kind::Secret, key), u"Secret %1 (not read yet)"_s.arg(key.left(8)));
        QVERIFY(settled(book));
        for (const ResourceKind *kind : ResourceKind::managed()) {
            QVERIFY2(book.isLoaded(kind->id), qPrintable(kind->key));
            QVERIFY(!book.error(kind->id));
        }
        QCOMPARE(book.name(Kind::Secret, key), u"Mail key"_s);
        QCOMPARE(book.label(Kind::CustomModel, writer), u"Writer"_s);
        QCOMPARE(usersOf(book, Kind::Secret, key), QStringList {u"Send mail"_s});
        QCOMPARE(usersOf(book, Kind::CustomModel, writer), QStringList {u"Send mail"_s});
    }

    // Creates, updates and deletes made through the client reach the book.
    void followsTheClientsChanges()
    {
        NameBook book(m_sandbox->client);
        book.load();
        QVERIFY(settled(book));
        QSignalSpy changed(&book, &NameBook::changed);

        const QString key = secret(u"Rotated key"_s);
        QVERIFY(settled(book));
        QCOMPARE(book.name(Kind::Secret, key), u"Rotated key"_s);
        QVERIFY(changed.contains(QVariantList {QVariant::fromValue(Id::Secret)}));

        const QString used = tool(u"Weather"_s, key);
        QVERIFY(settled(book));
        QCOMPARE(usersOf(book, Kind::Secret, key), QStringList {u"Weather"_s});

        // An edit that renames the tool and drops its auth field.
        QVERIFY(wait(m_sandbox->client.patch(ResourceKind::get(Id::Tool).itemPath(used),
                                             {{u"name"_s, u"Forecast"_s}, {u"authFields"_s, QJsonArray {}}}))
                    .ok());
        QVERIFY(settled(book));
        QCOMPARE(book.name(Kind::Tool, used), u"Forecast"_s);
        QVERIFY(book.index().usedBy(Kind::Secret, key).isEmpty());

        QVERIFY(wait(m_sandbox->client.remove(ResourceKind::get(Id::Tool).itemPath(used))).ok());
        QVERIFY(settled(book));
        QVERIFY(!book.index().contains(Kind::Tool, used));
        QCOMPARE(book.label(Kind::Tool, used), u"Tool %1 (not visible)"_s.arg(used.left(8)));
    }

    // A change the service answered with the object is applied as it is,
    // without reading the list again; one known only by its kind is read.
    void appliesChangesWithoutReadingAgain()
    {
        NameBook book(m_sandbox->client);
        book.load();
        QVERIFY(settled(book));
        const auto listReads = [this] {
            int reads = 0;
            for (qsizetype row = 0; row < m_sandbox->log.count(); ++row) {
                const auto &entry = m_sandbox->log.at(row);
                reads += entry.method == "GET" && entry.path.startsWith(u"/v1/secrets"_s);
            }
            return reads;
        };
        const int before = listReads();
        QSignalSpy changed(&book, &NameBook::changed);
        const QString key = secret(u"Direct key"_s);
        // Known as the create's answer arrives, not after a read.
        QCOMPARE(book.name(Kind::Secret, key), u"Direct key"_s);
        QVERIFY(!book.isLoading());
        QCOMPARE(changed.count(), 1);
        QVERIFY(wait(m_sandbox->client.remove(ResourceKind::get(Id::Secret).itemPath(key.toUpper()))).ok());
        QVERIFY(!book.index().contains(Kind::Secret, key));
        QCOMPARE(listReads(), before);

        // Only the kind is known: the list is read again.
        Q_EMIT m_sandbox->client.objectsChanged(Id::Secret);
        QVERIFY(book.isLoading());
        QVERIFY(settled(book));
        QCOMPARE(listReads(), before + 1);
    }

    // A kind the token may not read keeps its error; its objects are labelled
    // as not visible, and the other kinds are read.
    void aKindTheTokenMayNotRead()
    {
        m_sandbox->useToken(u"t-admin"_s);
        // In the team, so that the other token may use it without reading it.
        const QString key = create(
            Id::Secret,
            {{u"name"_s, u"Hidden key"_s}, {u"scope"_s, u"team"_s}, {u"teamId"_s, m_team}, {u"value"_s, u"v"_s}});
        m_sandbox->useToken(u"t-models"_s);
        const QString mail = tool(u"Hidden user"_s, key);
        QVERIFY(!mail.isEmpty());

        NameBook book(m_sandbox->client);
        QSignalSpy failed(&book, &NameBook::failed);
        book.load();
        QVERIFY(settled(book));
        QList<Id> refused;
        for (const QList<QVariant> &signal : std::as_const(failed))
            refused << signal.at(0).value<Id>();
        QVERIFY(refused.contains(Id::Secret));
        QVERIFY(!refused.contains(Id::Tool) && !refused.contains(Id::CustomModel));
        QVERIFY(!book.isLoaded(Id::Secret));
        QVERIFY(book.error(Id::Secret));
        QCOMPARE(book.error(Id::Secret)->httpStatus(), 403);
        QVERIFY(book.isLoaded(Id::Tool));
        QCOMPARE(book.label(Kind::Secret, key), u"Secret %1 (not visible)"_s.arg(key.left(8)));
        QCOMPARE(usersOf(book, Kind::Secret, key), QStringList {u"Hidden user"_s});
    }

    // A list of several pages is read whole, and a change during a read
    // makes another read once it ends.
    void longListsAndOverlappingReads()
    {
        NameBook book(m_sandbox->client);
        book.load();
        QVERIFY(settled(book));
        const qsizetype before = book.index().ids(Kind::Secret).size();
        for (int i = 0; i < 230; ++i)
            QVERIFY(
                !create(Id::Secret, {{u"name"_s, u"Bulk %1"_s.arg(i)}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}})
                     .isEmpty());
        QVERIFY(settled(book));
        QCOMPARE(book.index().ids(Kind::Secret).size(), before + 230);

        book.reload(Id::Secret);
        QVERIFY(book.isLoading());
        const QString late = secret(u"Late key"_s); // while the read above is under way
        QVERIFY(settled(book));
        QCOMPARE(book.name(Kind::Secret, late), u"Late key"_s);
    }

    // clear() drops everything and ignores the answers still on their way.
    void clearIgnoresAnswersOnTheirWay()
    {
        NameBook book(m_sandbox->client);
        book.load();
        book.clear();
        QVERIFY(!book.isLoading());
        QTest::qWait(300);
        QCOMPARE(book.index().objectCount(), 0);
        for (const ResourceKind *kind : ResourceKind::managed())
            QVERIFY(!book.isLoaded(kind->id));
    }

    // The teams seen, the token's own first, with the labels a person gave.
    void teamsAndTheirLabels()
    {
        QVERIFY(!create(Id::ApiResource,
                        {{u"name"_s, u"Shared page"_s},
                         {u"description"_s, u"d"_s},
                         {u"urlTemplate"_s, u"http://127.0.0.1:9/p"_s},
                         {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, m_team}}}}})
                     .isEmpty());
        NameBook book(m_sandbox->client);
        book.load();
        QVERIFY(settled(book));
        QCOMPARE(book.teams(), QStringList {m_team});
        // A team only labelled (seen on another connection, say) is offered
        // after the ones seen here.
        const QString other = u"7d1f2c3b-0000-4000-8000-00000000abcd"_s;
        QCOMPARE(book.label(Kind::Team, other), u"Team 7d1f2c3b"_s);
        QSignalSpy changed(&book, &NameBook::changed);
        book.setTeamLabels({{other.toUpper(), u"  Partners  "_s}, {m_team, u" "_s}});
        // Every kind may name a team: all are said to change.
        QCOMPARE(changed.count(), ResourceKind::managed().size());
        QCOMPARE(book.teams(), (QStringList {m_team, other.toLower()}));
        QCOMPARE(book.label(Kind::Team, other), u"Partners"_s);
        QCOMPARE(book.label(Kind::Team, m_team), u"Team %1"_s.arg(m_team.left(8)));
    }
};

QTEST_GUILESS_MAIN(tst_NameBook)
#include "tst_namebook.moc"

#include "core/api/ApiJob.h"
#include "core/paging/Pager.h"
#include "core/relations/NameBook.h"
#include "sandbox/Store.h"
#include "support/LoopbackServer.h"
#include "support/SandboxClient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiJob;
using baton::ApiResult;
using baton::NameBook;
using baton::RelationIndex;
using baton::ResourceKind;
using baton::sandbox::ServerConfig;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;
using baton::test::token;
using Id = ResourceKind::Id;
using Kind = RelationIndex::Kind;
using Relation = RelationIndex::Relation;
using ListState = NameBook::ListState;

namespace {

const QString SecretId = u"5ec7e700-0000-4000-8000-000000000001"_s;
const QString ToolId = u"70017000-0000-4000-8000-000000000001"_s;
const QString ModelId = u"0de10000-0000-4000-8000-000000000001"_s;

// An answer of the loopback server: JSON, with a request id.
void replyJson(QHttpServerResponder &responder, const QByteArray &body)
{
    LoopbackServer::reply(responder, 200, body, {{"Content-Type", "application/json"}, {"X-Request-Id", "req_list"}});
}

// Every list but the one under test: empty and whole.
void replyEmpty(const RecordedRequest &request, QHttpServerResponder &responder)
{
    const bool cursor = request.query.hasQueryItem(u"limit"_s);
    replyJson(responder, cursor ? R"({"data":[],"nextCursor":null})" : R"({"data":[],"page":1,"total":0})");
}

// The secret every bad list hides a user of.
QByteArray secretsList()
{
    const QJsonObject secret {{u"id"_s, SecretId}, {u"name"_s, u"Mail key"_s}};
    return QJsonDocument(QJsonObject {{u"data"_s, QJsonArray {secret}}, {u"nextCursor"_s, QJsonValue::Null}})
        .toJson(QJsonDocument::Compact);
}

// A tool that uses the secret, as a list item.
QByteArray toolItem(const QString &id, const QString &name)
{
    const QJsonObject field {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, SecretId}};
    return QJsonDocument(QJsonObject {{u"id"_s, id}, {u"name"_s, name}, {u"authFields"_s, QJsonArray {field}}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

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
        // The client tells of the change (objectChanged, objectsChanged)
        // before the create's own result is handed out: the book has heard
        // of it when secret() returns, and would have started a read then.
        QVERIFY(!secret(u"Before load"_s).isEmpty());
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

    // A kind's count is the objects known now, the client's changes at once;
    // its total is what its list said: the page family gives one, the cursor
    // family none, and a read that ends on an error answer leaves none.
    void countsAndTotals()
    {
        NameBook book(m_sandbox->client);
        QCOMPARE(book.count(Id::Tool), 0);
        QVERIFY(!book.total(Id::Tool));
        QVERIFY(!tool(u"Counted tool"_s, {}).isEmpty());
        book.load();
        QVERIFY(settled(book));
        const baton::sandbox::Store &store = m_sandbox->server.store();
        for (const ResourceKind *kind : ResourceKind::managed())
            QCOMPARE(book.count(kind->id), store.count(kind->id));
        const qsizetype tools = book.count(Id::Tool);
        QVERIFY(tools > 0);
        QCOMPARE(book.total(Id::Tool), std::optional<qint64>(tools));
        QVERIFY(!book.total(Id::Secret));

        const qsizetype secrets = book.count(Id::Secret);
        const QString key = secret(u"Counted key"_s);
        QCOMPARE(book.count(Id::Secret), secrets + 1);
        QVERIFY(wait(m_sandbox->client.remove(ResourceKind::get(Id::Secret).itemPath(key))).ok());
        QCOMPARE(book.count(Id::Secret), secrets);
        QVERIFY(!tool(u"Another counted tool"_s, {}).isEmpty());
        QCOMPARE(book.count(Id::Tool), tools + 1);
        QCOMPARE(book.total(Id::Tool), std::optional<qint64>(tools));

        // Refused, the tools keep their count and lose their total.
        m_sandbox->useToken(u"t-unknown"_s);
        book.reload(Id::Tool);
        QVERIFY(settled(book));
        QCOMPARE(book.state(Id::Tool), ListState::Failed);
        QCOMPARE(book.count(Id::Tool), tools + 1);
        QVERIFY(!book.total(Id::Tool));
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

    // A server that answers one list in each bad way: the kind is not
    // Complete, says why, and the secret its objects use is not said unused.
    void aListNotReadWhole_data()
    {
        QTest::addColumn<int>("way");
        QTest::addColumn<Id>("bad");
        QTest::addColumn<int>("state"); // NameBook::ListState
        QTest::addColumn<QString>("reason"); // a part of reason()
        QTest::addColumn<int>("maxRequests"); // of the bad list
        QTest::newRow("tools: a proxy's sign-in page, 200 text/html")
            << 0 << Id::Tool << int(ListState::Failed) << u"begins: “Please sign in”"_s << 1;
        QTest::newRow("custom models: a repeated cursor")
            << 1 << Id::CustomModel << int(ListState::Partial) << u"already sent"_s << 2;
        QTest::newRow("tools: a page short of the total")
            << 2 << Id::Tool << int(ListState::Partial) << u"promises 100"_s << 1;
        QTest::newRow("custom models: empty pages for ever, each with a fresh cursor")
            << 3 << Id::CustomModel << int(ListState::Partial) << u"empty page"_s << baton::Pager::MaxEmptyPagesInARow;
    }

    void aListNotReadWhole()
    {
        QFETCH(int, way);
        QFETCH(Id, bad);
        QFETCH(int, state);
        QFETCH(QString, reason);
        QFETCH(int, maxRequests);
        const QString badPath = ResourceKind::get(bad).collectionPath;
        const QByteArray model = QJsonDocument(QJsonObject {{u"id"_s, ModelId},
                                                            {u"name"_s, u"Writer"_s},
                                                            {u"credentialMode"_s, u"byok"_s},
                                                            {u"byokSecretId"_s, SecretId}})
                                     .toJson(QJsonDocument::Compact);
        LoopbackServer server;
        QVERIFY(server.port() != 0);
        int badRequests = 0;
        server.setHandler([&](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.path == u"/v1/secrets"_s)
                return replyJson(responder, secretsList());
            if (request.path != badPath)
                return replyEmpty(request, responder);
            ++badRequests;
            switch (way) {
            case 0:
                LoopbackServer::reply(responder, 200, "<html><body><h1>Please sign in</h1></body></html>",
                                      {{"Content-Type", "text/html"}, {"X-Request-Id", "req_proxy"}});
                return;
            case 1:
                return replyJson(
                    responder, R"({"data":[)" + (badRequests == 1 ? model : QByteArray()) + R"(],"nextCursor":"c1"})");
            case 2: // one tool where a hundred are promised
                return replyJson(responder,
                                 R"({"data":[)" + toolItem(ToolId, u"Send mail"_s)
                                     + R"(],"page":1,"pageSize":100,"total":250})");
            default:
                if (badRequests > 1000) // what the old code would ask for ever
                    return replyJson(responder, R"({"data":[],"nextCursor":null})");
                return replyJson(responder,
                                 R"({"data":[],"nextCursor":"c)" + QByteArray::number(badRequests) + R"("})");
            }
        });
        baton::ApiClient &client = m_sandbox->client;
        client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-loop"_s);
        NameBook book(client);
        QSignalSpy failed(&book, &NameBook::failed);
        book.load();
        QVERIFY(settled(book));
        QVERIFY2(badRequests <= maxRequests, qPrintable(QString::number(badRequests)));

        QVERIFY(!book.isLoaded(bad));
        QCOMPARE(int(book.state(bad)), state);
        QVERIFY2(book.reason(bad).contains(reason), qPrintable(book.reason(bad)));
        QVERIFY(failed.contains(QVariantList {QVariant::fromValue(bad)}));
        const QString plural = ResourceKind::get(bad).pluralNameInText();
        const QString gap = book.gap(bad);
        QVERIFY2(gap.startsWith(state == int(ListState::Failed) ? u"The %1 could not be read: "_s.arg(plural)
                                                                : u"The %1 were read only in part: "_s.arg(plural)),
                 qPrintable(gap));
        // The other lists were read whole.
        QCOMPARE(book.state(Id::Secret), ListState::Complete);
        QCOMPARE(book.state(bad == Id::Tool ? Id::CustomModel : Id::Tool), ListState::Complete);
        // What uses the secret is not known whole.
        QCOMPARE(book.unknownUsers(Kind::Secret), QList<Id> {bad});
        QVERIFY(book.unknownUsers(Kind::Tool).isEmpty());
        if (way == 1 || way == 2) {
            // What was read is known by name, and its uses too.
            const Kind kind = RelationIndex::kindOf(bad);
            const QString id = bad == Id::Tool ? ToolId : ModelId;
            const QString name = bad == Id::Tool ? u"Send mail"_s : u"Writer"_s;
            QCOMPARE(book.label(kind, id), name);
            QCOMPARE(usersOf(book, Kind::Secret, SecretId), QStringList {name});
        }
        if (way == 2) {
            // The total is the list's word; the count, the one tool read.
            QCOMPARE(book.total(Id::Tool), std::optional<qint64>(250));
            QCOMPARE(book.count(Id::Tool), 1);
        }
        // One that was not read is not said invisible.
        QCOMPARE(
            book.label(RelationIndex::kindOf(bad), u"0123abcd-0000-4000-8000-0000000000ff"_s),
            u"%1 0123abcd (its list could not be read whole)"_s.arg(NameBook::kindTitle(RelationIndex::kindOf(bad))));
        m_sandbox->useToken(u"t-admin"_s);
    }

    // A list longer than a page, its second page held back: until it comes,
    // the kind is not loaded and an object of a later page reads "not read
    // yet"; then it is Complete and named.
    void aLongListIsNotLoadedBeforeItsLastPage()
    {
        LoopbackServer server;
        QVERIFY(server.port() != 0);
        std::shared_ptr<QHttpServerResponder> held;
        const QString late = u"70017000-0000-4000-8000-0000000000aa"_s;
        server.setHandler([&](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.path != u"/v1/tools"_s)
                return replyEmpty(request, responder);
            if (request.query.queryItemValue(u"page"_s) == u"1"_s) {
                QByteArrayList tools;
                for (int i = 0; i < 100; ++i)
                    tools << toolItem(u"70017000-0000-4000-8000-%1"_s.arg(i, 12, 10, QChar(u'0')), u"Tool %1"_s.arg(i));
                return replyJson(responder,
                                 R"({"data":[)" + tools.join(',') + R"(],"page":1,"pageSize":100,"total":101})");
            }
            held = std::make_shared<QHttpServerResponder>(std::move(responder));
        });
        baton::ApiClient &client = m_sandbox->client;
        client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-loop"_s);
        NameBook book(client);
        book.load();
        QTRY_VERIFY(held);
        QVERIFY(book.isLoading());
        QVERIFY(book.isLoading(Id::Tool));
        QTRY_VERIFY(!book.isLoading(Id::Secret));
        QVERIFY(!book.isLoaded(Id::Tool));
        QCOMPARE(book.state(Id::Tool), ListState::NotRead);
        QCOMPARE(book.label(Kind::Tool, late), u"Tool 70017000 (not read yet)"_s);
        QCOMPARE(book.gap(Id::Tool), u"The tools are still being read."_s);
        QCOMPARE(book.unknownUsers(Kind::Secret), QList<Id> {Id::Tool});

        replyJson(*held, R"({"data":[)" + toolItem(late, u"Late tool"_s) + R"(],"page":2,"pageSize":100,"total":101})");
        QVERIFY(settled(book));
        QVERIFY(!book.isLoading(Id::Tool));
        QCOMPARE(book.state(Id::Tool), ListState::Complete);
        QVERIFY(book.gap(Id::Tool).isEmpty());
        QCOMPARE(book.label(Kind::Tool, late), u"Late tool"_s);
        QCOMPARE(book.index().ids(Kind::Tool).size(), 101);
        QVERIFY(book.unknownUsers(Kind::Secret).isEmpty());
        m_sandbox->useToken(u"t-admin"_s);
    }

    // clear() drops everything and ignores the answers still on their way.
    void clearIgnoresAnswersOnTheirWay()
    {
        NameBook book(m_sandbox->client);
        book.load();
        // The reads the load sent: each job deletes itself once it has handed
        // its answer out, to the book too.
        QList<QPointer<ApiJob>> reads;
        for (ApiJob *job : m_sandbox->client.findChildren<ApiJob *>()) {
            if (!job->isFinished())
                reads << job;
        }
        QCOMPARE(reads.size(), ResourceKind::managed().size());
        book.clear();
        QVERIFY(!book.isLoading());
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(reads.cbegin(), reads.cend(), [](const auto &job) { return job.isNull(); }), 15000);
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

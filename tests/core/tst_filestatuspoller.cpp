#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/models/FileStatusPoller.h"
#include "core/resources/ResourceKind.h"
#include "sandbox/Server.h"
#include "support/EventOrder.h"
#include "support/LoopbackServer.h"
#include "support/SandboxClient.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>
#include <QUuid>

#include <memory>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::ApiClient;
using baton::ApiJob;
using baton::ApiResult;
using baton::FileStatusPoller;
using baton::Profile;
using baton::RequestLog;
using baton::ResourceKind;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;

namespace {

constexpr auto StatusPath = "/v1/files/vectorization-status"_L1;

} // namespace

// FileStatusPoller against a real sandbox in the same process, over loopback
// HTTP, with lifecycle steps of a few tens of milliseconds: files reaching
// ready and failed, one request for many ids, forget, files that are gone,
// backing off during an outage, and the answer shapes it reads.
class tst_FileStatusPoller : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<baton::test::SandboxClient> m_sandbox;

    void startServer(int fileStepMs)
    {
        ServerConfig config;
        config.tokens = {baton::test::token(u"admin"_s, u"t-admin"_s, ResourceKind::capabilities())};
        config.fileStepMs = fileStepMs;
        m_sandbox = std::make_unique<baton::test::SandboxClient>(config);
        QVERIFY(m_sandbox->start());
        m_sandbox->useToken(u"t-admin"_s);
    }

    // Uploads through the client; returns the new file's id, empty on failure.
    QString upload(const QByteArray &content, const QString &fileName, const QString &mimeType,
                   const QString &resourceType)
    {
        ApiJob *job = m_sandbox->client.upload(u"/v1/files"_s, content, fileName, mimeType,
                                               {{u"resourceType"_s, resourceType}});
        QSignalSpy finished(job, &ApiJob::finished);
        if (!finished.wait(10000))
            return {};
        const ApiResult result = finished.at(0).at(0).value<ApiResult>();
        return result.ok() ? result.object.value(u"id"_s).toString() : QString();
    }

    // The `ids` asked for by each status request so far, in order.
    [[nodiscard]] QList<QStringList> statusRequests() const
    {
        QList<QStringList> requests;
        for (qsizetype i = 0; i < m_sandbox->log.count(); ++i) {
            const QUrl url(m_sandbox->log.at(i).url);
            if (url.path() != StatusPath)
                continue;
            requests << QUrlQuery(url).queryItemValue(u"ids"_s, QUrl::FullyDecoded).split(u',');
        }
        return requests;
    }

    [[nodiscard]] static QStringList statusesOf(const QSignalSpy &spy, const QString &id)
    {
        QStringList statuses;
        for (const QList<QVariant> &change : spy) {
            if (change.at(0).toString() == id)
                statuses << change.at(1).toString();
        }
        return statuses;
    }

private Q_SLOTS:
    void cleanup() { m_sandbox.reset(); }

    void fileGoesToReady()
    {
        startServer(60);
        const QString id = upload("Notes for the assistant.\n", u"notes.txt"_s, u"text/plain"_s, u"text"_s);
        QVERIFY(!id.isEmpty());

        FileStatusPoller poller(m_sandbox->client);
        poller.setInterval(20ms);
        QSignalSpy changes(&poller, &FileStatusPoller::statusChanged);
        poller.watch(id);
        QVERIFY(poller.isWatching(id));
        QTRY_VERIFY_WITH_TIMEOUT(statusesOf(changes, id).contains(u"ready"_s), 5000);

        QStringList statuses = statusesOf(changes, id);
        QCOMPARE(statuses.constLast(), u"ready"_s);
        statuses.removeDuplicates();
        // Every status the poller saw, in the order the service went through them.
        const QStringList lifecycle {u"pending"_s, u"vectorizing"_s, u"ready"_s};
        QVERIFY2(std::is_sorted(
                     statuses.cbegin(), statuses.cend(),
                     [&](const QString &a, const QString &b) { return lifecycle.indexOf(a) < lifecycle.indexOf(b); }),
                 qPrintable(statuses.join(u", "_s)));
        QVERIFY(statuses.contains(u"vectorizing"_s));
        const QJsonObject last = changes.constLast().at(2).toJsonObject();
        QCOMPARE(last.value(u"id"_s).toString(), id);
        QCOMPARE(last.value(u"progress"_s).toInt(), 100);

        // A final status ends the watch, and with it the requests.
        QVERIFY(!poller.isWatching(id));
        QSignalSpy requests(&m_sandbox->log, &RequestLog::entryAdded);
        QVERIFY(!requests.wait(150)); // several intervals
        QCOMPARE(m_sandbox->server.store().find(ResourceKind::Id::File, id)->object.value(u"status"_s).toString(),
                 u"ready"_s);
    }

    void failedFilesEndWithTheirError_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("mimeType");
        QTest::addColumn<QString>("resourceType");
        QTest::newRow("empty") << QByteArray() << u"empty.txt"_s << u"text/plain"_s << u"text"_s;
        QTest::newRow("text as image") << QByteArray("plain words") << u"words.txt"_s << u"text/plain"_s << u"image"_s;
    }

    void failedFilesEndWithTheirError()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, fileName);
        QFETCH(QString, mimeType);
        QFETCH(QString, resourceType);
        startServer(40);
        const QString id = upload(content, fileName, mimeType, resourceType);
        QVERIFY(!id.isEmpty());

        FileStatusPoller poller(m_sandbox->client);
        poller.setInterval(20ms);
        QSignalSpy changes(&poller, &FileStatusPoller::statusChanged);
        poller.watch(id);
        QTRY_VERIFY_WITH_TIMEOUT(statusesOf(changes, id).contains(u"failed"_s), 5000);
        QVERIFY(!statusesOf(changes, id).contains(u"ready"_s));
        QVERIFY(!changes.constLast().at(2).toJsonObject().value(u"error"_s).toString().isEmpty());
        QVERIFY(!poller.isWatching(id));
    }

    void severalIdsGoInOneRequest()
    {
        startServer(60);
        QStringList ids;
        for (int i = 0; i < 3; ++i)
            ids << upload("file " + QByteArray::number(i), u"f%1.txt"_s.arg(i), u"text/plain"_s, u"text"_s);
        QVERIFY(!ids.contains(QString()));

        FileStatusPoller poller(m_sandbox->client);
        poller.setInterval(20ms);
        QSignalSpy changes(&poller, &FileStatusPoller::statusChanged);
        for (const QString &id : std::as_const(ids))
            poller.watch(id);
        QCOMPARE(poller.watched(), ids);
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(ids.cbegin(), ids.cend(),
                        [&](const QString &id) { return statusesOf(changes, id).contains(u"ready"_s); }),
            5000);
        const QList<QStringList> requests = statusRequests();
        QVERIFY(!requests.isEmpty());
        // The first request asks for all three; each later one for those not yet ready.
        QCOMPARE(requests.constFirst(), ids);
        for (const QStringList &asked : requests)
            QVERIFY(!asked.isEmpty() && asked.size() <= 3);
        QVERIFY(poller.watched().isEmpty());
    }

    void forgetStopsPolling()
    {
        startServer(60'000); // files stay pending for the whole test
        const QString kept = upload("kept", u"kept.txt"_s, u"text/plain"_s, u"text"_s);
        const QString dropped = upload("dropped", u"dropped.txt"_s, u"text/plain"_s, u"text"_s);
        QVERIFY(!kept.isEmpty() && !dropped.isEmpty());

        FileStatusPoller poller(m_sandbox->client);
        poller.setInterval(20ms);
        QSignalSpy changes(&poller, &FileStatusPoller::statusChanged);
        poller.watch(kept);
        poller.watch(dropped.toUpper()); // ids compare without case
        QVERIFY(poller.isWatching(dropped));
        QTRY_COMPARE_WITH_TIMEOUT(changes.size(), 2, 5000);
        QCOMPARE(changes.at(0).at(1).toString(), u"pending"_s);
        // The same status again is no change.
        QTRY_VERIFY_WITH_TIMEOUT(statusRequests().size() >= 3, 5000);
        QCOMPARE(changes.size(), 2);

        poller.forget(dropped);
        QVERIFY(!poller.isWatching(dropped));
        const qsizetype before = statusRequests().size();
        QTRY_VERIFY_WITH_TIMEOUT(statusRequests().size() >= before + 3, 5000);
        // Every request sent after forget() names only the file still watched.
        const QList<QStringList> after = statusRequests().mid(before);
        for (const QStringList &asked : after)
            QCOMPARE(asked, QStringList {kept});

        poller.forget(kept);
        QVERIFY(poller.watched().isEmpty());
        QSignalSpy requests(&m_sandbox->log, &RequestLog::entryAdded);
        QVERIFY(!requests.wait(150)); // several intervals
    }

    void fileThatIsGoneIsDropped()
    {
        startServer(60);
        FileStatusPoller poller(m_sandbox->client);
        poller.setInterval(20ms);
        QSignalSpy gone(&poller, &FileStatusPoller::fileGone);
        QSignalSpy changes(&poller, &FileStatusPoller::statusChanged);
        const QString unknown = QUuid::createUuid().toString(QUuid::WithoutBraces);
        poller.watch(unknown);
        QVERIFY(gone.wait(5000));
        QCOMPARE(gone.at(0).at(0).toString(), unknown);
        QCOMPARE(statusRequests().size(), FileStatusPoller::MaxMisses);
        QVERIFY(!poller.isWatching(unknown));
        QVERIFY(changes.isEmpty());
    }

    void notAnIdIsIgnored()
    {
        startServer(60);
        FileStatusPoller poller(m_sandbox->client);
        poller.setInterval(20ms);
        QTest::ignoreMessage(QtWarningMsg, R"(not watching "notes.txt" - a file id is a UUID)");
        poller.watch(u"notes.txt"_s);
        QVERIFY(!poller.isWatching(u"notes.txt"_s));
        QSignalSpy requests(&m_sandbox->log, &RequestLog::entryAdded);
        QVERIFY(!requests.wait(150)); // several intervals
        QVERIFY(statusRequests().isEmpty());
    }

    void backsOffWhileTheServiceIsUnavailable()
    {
        startServer(60);
        const QString id = upload("notes", u"notes.txt"_s, u"text/plain"_s, u"text"_s);
        QVERIFY(!id.isEmpty());
        // Longer than the client's own retries sit out: each poll fails at once.
        m_sandbox->server.setUnavailableFor(100s);

        FileStatusPoller poller(m_sandbox->client);
        poller.setInterval(20ms);
        QSignalSpy failed(&poller, &FileStatusPoller::pollFailed);
        poller.watch(id);
        QVERIFY(failed.wait(5000));
        QVERIFY(!failed.at(0).at(0).toString().isEmpty());
        QCOMPARE(poller.currentDelay(), FileStatusPoller::MaxBackoff); // Retry-After: 100, capped
        QSignalSpy requests(&m_sandbox->log, &RequestLog::entryAdded);
        QVERIFY(!requests.wait(300)); // many intervals
        QCOMPARE(statusRequests().size(), 1);
        QVERIFY(poller.isWatching(id));
    }

    // An answer that asking again cannot change (a 4xx but 408 and 429: no
    // token, a missing capability, no such endpoint) ends the polling of every
    // file with a report; 408 and 429 are waited out like an outage.
    void clientErrorStopsPolling_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("stops");
        QTest::newRow("400") << 400 << true;
        QTest::newRow("401") << 401 << true;
        QTest::newRow("403") << 403 << true;
        QTest::newRow("404") << 404 << true;
        QTest::newRow("410") << 410 << true;
        QTest::newRow("408") << 408 << false;
        QTest::newRow("429") << 429 << false;
    }

    void clientErrorStopsPolling()
    {
        QFETCH(int, status);
        QFETCH(bool, stops);
        LoopbackServer server;
        server.setHandler([status](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, status,
                                  R"({"error":{"type":"invalid_request_error","code":"nope","message":"No.",)"
                                  R"("request_id":"req_poll"}})",
                                  {{"Content-Type", "application/json"}, {"Retry-After", "0"}});
        });
        QNetworkAccessManager network;
        RequestLog log;
        ApiClient client(network, log);
        client.setConnection(Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t"_s);
        FileStatusPoller poller(client);
        poller.setInterval(20ms);
        QSignalSpy failed(&poller, &FileStatusPoller::pollFailed);
        QSignalSpy stopped(&poller, &FileStatusPoller::stopped);
        poller.watch(QUuid::createUuid().toString(QUuid::WithoutBraces));
        poller.watch(QUuid::createUuid().toString(QUuid::WithoutBraces));

        if (!stops) {
            QVERIFY(failed.wait(5000));
            QVERIFY(stopped.isEmpty());
            QCOMPARE(poller.watched().size(), 2);
            return;
        }
        QVERIFY(stopped.wait(5000));
        QCOMPARE(stopped.size(), 1);
        const QString message = stopped.at(0).at(0).toString();
        QVERIFY2(message.contains(u"req_poll"_s), qPrintable(message));
        QVERIFY(poller.watched().isEmpty());
        QVERIFY(failed.isEmpty());
        // Past the next poll, had one been scheduled (twice the interval after
        // a failure): nothing more is sent, as the client's log says the
        // moment a request goes out.
        QVERIFY(testsupport::runPastTimersDueWithin(10 * poller.interval()));
        QCOMPARE(log.count(), 1);
        QCOMPARE(server.requests().size(), 1);
    }

    void readsEveryAnswerShape_data()
    {
        const QString a = u"0b6f3a52-1d4e-4c1a-9f0e-6a1f7c2b9d01"_s;
        const QString b = u"7d1e9c40-2b5a-4e3f-8c6d-1f2a3b4c5d6e"_s;
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<QStringList>("expected"); // "id status" per entry
        const QByteArray list
            = R"([{"id": "A", "status": "ready", "progress": 100}, {"id": "B", "status": "pending"}])";
        QTest::newRow("data list") << QByteArray(R"({"data": )" + list + "}")
                                   << QStringList {a + u" ready"_s, b + u" pending"_s};
        QTest::newRow("items list") << QByteArray(R"({"items": )" + list + "}")
                                    << QStringList {a + u" ready"_s, b + u" pending"_s};
        QTest::newRow("results list") << QByteArray(R"({"results": )" + list + "}")
                                      << QStringList {a + u" ready"_s, b + u" pending"_s};
        QTest::newRow("bare array") << list << QStringList {a + u" ready"_s, b + u" pending"_s};
        QTest::newRow("by id, entries") << QByteArray(R"({"data": {"A": {"status": "failed", "error": "x"}}})")
                                        << QStringList {a + u" failed"_s};
        QTest::newRow("by id, statuses") << QByteArray(R"({"A": "vectorizing", "B": "ready"})")
                                         << QStringList {a + u" vectorizing"_s, b + u" ready"_s};
        QTest::newRow("single entry") << QByteArray(R"({"data": {"fileId": "A", "status": "pending"}})")
                                      << QStringList {a + u" pending"_s};
        QTest::newRow("unknown status kept")
            << QByteArray(R"({"data": [{"id": "A", "status": "queued"}]})") << QStringList {a + u" queued"_s};
        QTest::newRow("entries without status dropped")
            << QByteArray(R"({"data": [{"id": "A"}, {"status": "ready"}, 3]})") << QStringList {};
        QTest::newRow("not json") << QByteArray("<html>busy</html>") << QStringList {};
    }

    void readsEveryAnswerShape()
    {
        QFETCH(QByteArray, answer);
        QFETCH(QStringList, expected);
        answer.replace("\"A\"", "\"0b6f3a52-1d4e-4c1a-9f0e-6a1f7c2b9d01\"");
        answer.replace("\"B\"", "\"7d1e9c40-2b5a-4e3f-8c6d-1f2a3b4c5d6e\"");
        QStringList read;
        for (const QJsonObject &entry : FileStatusPoller::entriesOf(QJsonDocument::fromJson(answer)))
            read << entry.value(u"id"_s).toString() + u' ' + entry.value(u"status"_s).toString();
        QCOMPARE(read, expected);
    }
};

QTEST_GUILESS_MAIN(tst_FileStatusPoller)
#include "tst_filestatuspoller.moc"

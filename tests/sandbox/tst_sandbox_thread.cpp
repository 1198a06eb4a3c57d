#include "SandboxHarness.h"
#include "sandbox/SandboxThread.h"

#include <QTcpServer>
#include <QTest>

using namespace sandboxtest;
using baton::sandbox::SandboxThread;

// The sandbox inside another process, on a worker thread (baton --sandbox).
class tst_SandboxThread : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void servesFromItsOwnThreadAndStopsCleanly()
    {
        SandboxThread thread(standardConfig());
        QSignalSpy started(&thread, &SandboxThread::serverStarted);
        QVERIFY(thread.startAndWait());
        QVERIFY(thread.isRunning());
        const QUrl base = thread.baseUrl();
        QCOMPARE(base.host(), u"127.0.0.1"_s);
        QVERIFY(base.port() > 0);
        QCOMPARE(thread.tokens().size(), standardConfig().tokens.size());
        QCOMPARE(thread.tokens().first().value, u"t-admin"_s);
        QTRY_COMPARE(started.size(), 1);
        QCOMPARE(started.first().first().toUrl(), base);

        Http http(base);
        const Reply created = http.post(u"/v1/secrets"_s, "t-admin",
                                        {{u"name"_s, u"k"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}});
        QCOMPARE(created.status, 201);
        QCOMPARE(http.get(u"/v1/secrets"_s, "t-admin").data().size(), 1);

        thread.stopAndWait();
        QVERIFY(thread.isFinished());
        QVERIFY(thread.baseUrl().isEmpty());
        QCOMPARE(Http(base).get(u"/v1/secrets"_s, "t-admin").status, 0); // nobody listens any more
    }

    // baton --sandbox starts the thread, builds its window, then waits.
    void startedFirstAndWaitedForLater()
    {
        SandboxThread thread(standardConfig());
        thread.start();
        QVERIFY(thread.waitUntilStarted());
        QVERIFY(thread.isRunning());
        QVERIFY(thread.baseUrl().isValid());
        QVERIFY(thread.waitUntilStarted()); // settled: no second wait
        QCOMPARE(Http(thread.baseUrl()).get(u"/v1/secrets"_s, "t-admin").status, 200);
    }

    void generatedTokensArePublished()
    {
        SandboxThread thread {ServerConfig()};
        QVERIFY(thread.startAndWait());
        const QList<Token> tokens = thread.tokens();
        QCOMPARE(tokens.size(), 2);
        QVERIFY(!tokens.at(0).value.isEmpty());
        Http http(thread.baseUrl());
        QCOMPARE(http.get(u"/v1/tools"_s, tokens.at(0).value.toUtf8()).status, 200);
        QCOMPARE(http.get(u"/v1/tools"_s, tokens.at(1).value.toUtf8()).status, 403);
    }

    void aBusyPortIsReported()
    {
        QTcpServer occupied;
        QVERIFY(occupied.listen(QHostAddress::LocalHost, 0));
        SandboxThread thread(standardConfig(), QHostAddress(QHostAddress::LocalHost), occupied.serverPort());
        QVERIFY(!thread.startAndWait());
        QVERIFY2(thread.errorString().contains(QString::number(occupied.serverPort())),
                 qPrintable(thread.errorString()));
        QVERIFY(thread.baseUrl().isEmpty());
        QVERIFY(thread.wait(5000));
    }
};

QTEST_GUILESS_MAIN(tst_SandboxThread)
#include "tst_sandbox_thread.moc"

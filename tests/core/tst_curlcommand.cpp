#include "core/api/ApiClient.h"
#include "core/api/CurlCommand.h"
#include "core/api/RequestLog.h"
#include "sandbox/MultipartForm.h" // the sandbox's parser reads what the client sent
#include "support/LoopbackServer.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::ApiClient;
using baton::ApiJob;
using baton::CurlCommand;
using baton::Profile;
using baton::RequestLog;
using baton::sandbox::MultipartForm;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;

namespace {

const QString token = u"tok_curl_5Hh2uQe"_s;
const QString secretValue = u"sk-live-Zr81_p0q"_s;
const QByteArray uploadBytes = "first line\nsecond line with 'quotes' and \"more\"\n";

// Runs `command` with bash, with the token and secret in its environment and
// no proxy, so that curl talks to the loopback server directly.
struct BashRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

BashRun runBash(const QString &command, const QString &workingDirectory = {})
{
    QProcess bash;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : environment.keys())
        if (name.contains(u"proxy"_s, Qt::CaseInsensitive))
            environment.remove(name);
    environment.insert(CurlCommand::TokenVariable, token);
    environment.insert(CurlCommand::SecretValueVariable, secretValue);
    bash.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        bash.setWorkingDirectory(workingDirectory);
    QSignalSpy finished(&bash, &QProcess::finished);
    bash.start(u"bash"_s, {u"-c"_s, command});
    BashRun run;
    // The server answers from this thread's event loop, so wait on a signal, not blocking.
    if (!bash.waitForStarted(5000) || !(finished.size() > 0 || finished.wait(20000)))
        return run;
    run.exitCode = bash.exitStatus() == QProcess::NormalExit ? bash.exitCode() : -1;
    run.out = bash.readAllStandardOutput();
    run.err = bash.readAllStandardError();
    return run;
}

} // namespace

class tst_CurlCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shellQuoteSurvivesBash_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << u"hello"_s;
        QTest::newRow("empty") << QString();
        QTest::newRow("single quotes") << u"it's 'quoted'"_s;
        QTest::newRow("shell syntax") << u"$HOME `id` $(id) \\ \" ; | & > < * ? ! ~"_s;
        QTest::newRow("newlines") << u"line 1\nline 2\r\n"_s;
        QTest::newRow("unicode") << u"ünïcode ✓ 𝄞"_s;
    }

    void shellQuoteSurvivesBash()
    {
        QFETCH(QString, text);
        const BashRun run = runBash(u"printf %s "_s + CurlCommand::shellQuote(text));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QString::fromUtf8(run.out), text);
    }

    void commandShape()
    {
        RequestLog::Entry entry;
        entry.method = "POST";
        entry.url = u"http://127.0.0.1:8080/v1/tools"_s;
        entry.requestHeaders = {{"Authorization", "Bearer [redacted]"},
                                {"Accept", "application/json"},
                                {"Content-Type", "application/json"}};
        entry.requestBody = "{\"name\":\"It's\"}";
        const QStringList expected {
            u"curl -sS -X POST 'http://127.0.0.1:8080/v1/tools'"_s,
            u"-H \"Authorization: Bearer $BATON_TOKEN\""_s,
            u"-H 'Accept: application/json' -H 'Content-Type: application/json'"_s,
            u"--data-binary '{\"name\":\"It'\\''s\"}'"_s,
        };
        QCOMPARE(CurlCommand::fromEntry(entry), expected.join(u' '));
    }

    void secretValueBecomesAVariable()
    {
        RequestLog log;
        RequestLog::Request request;
        request.method = "PATCH";
        request.url = QUrl(u"http://127.0.0.1:8080/v1/secrets/42"_s);
        request.body = "{\"name\":\"Key\",\"value\":\"" + secretValue.toUtf8() + "\"}";
        log.begin(request, token);
        const QStringList expected {
            u"curl -sS -X PATCH 'http://127.0.0.1:8080/v1/secrets/42'"_s,
            u"--data-binary '{\"name\":\"Key\",\"value\":\"'\"$BATON_SECRET_VALUE\"'\"}'"_s,
        };
        QCOMPARE(CurlCommand::fromEntry(log.at(0)), expected.join(u' '));
    }

    void runsAgainstALoopbackServer_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::newRow("GET with query") << u"get"_s;
        QTest::newRow("POST") << u"post"_s;
        QTest::newRow("PATCH") << u"patch"_s;
        QTest::newRow("DELETE") << u"delete"_s;
        QTest::newRow("POST secret") << u"secret"_s;
        QTest::newRow("PATCH secret") << u"rotate"_s;
        QTest::newRow("stream") << u"stream"_s;
        QTest::newRow("upload") << u"upload"_s;
    }

    // The request Baton sent, replayed by the copied command: the server must
    // see the same method, path, query, body and bearer token.
    void runsAgainstALoopbackServer()
    {
        QFETCH(QString, operation);
        LoopbackServer server;
        server.setHandler([](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.header("Accept") == "text/event-stream") {
                responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
                responder.writeHeader("Content-Type", "text/event-stream");
                responder.writeHeader("Connection", "close");
                responder.writeBody("data: [DONE]\n\n");
                responder.socket()->disconnectFromHost();
                return;
            }
            LoopbackServer::reply(responder, 200, R"({"ok":true})", {{"Content-Type", "application/json"}});
        });
        QNetworkAccessManager network;
        RequestLog log;
        ApiClient client(network, log);
        client.setConnection(Profile {u"curl"_s, server.baseUrl(), false, {}}, token);

        const QJsonObject body {
            {u"name"_s, u"It's a \"tool\""_s}, {u"description"_s, u"$HOME `id` ünïcode ✓"_s}, {u"timeoutMs"_s, 1500}};
        const QJsonObject secretBody {{u"name"_s, u"Key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, secretValue}};
        const QString fileName = u"report 1.txt"_s;
        ApiJob *job = nullptr;
        if (operation == "get"_L1) {
            QUrlQuery query;
            query.addQueryItem(u"search"_s, u"a b&c"_s);
            query.addQueryItem(u"pageSize"_s, u"20"_s);
            job = client.get(u"/v1/custom-models"_s, query);
        } else if (operation == "post"_L1) {
            job = client.post(u"/v1/tools"_s, body);
        } else if (operation == "patch"_L1) {
            job = client.patch(u"/v1/tools/7"_s, body);
        } else if (operation == "delete"_L1) {
            job = client.remove(u"/v1/tools/7"_s);
        } else if (operation == "secret"_L1) {
            job = client.post(u"/v1/secrets"_s, secretBody);
        } else if (operation == "rotate"_L1) {
            job = client.patch(u"/v1/secrets/9"_s, {{u"value"_s, secretValue}});
        } else if (operation == "stream"_L1) {
            job = client.postStream(u"/v1/chat/completions"_s, body);
        } else {
            job = client.upload(u"/v1/files"_s, uploadBytes, fileName, u"text/plain"_s,
                                {{u"resourceType"_s, u"text"_s}, {u"fileName"_s, fileName}});
        }
        QSignalSpy finished(job, &ApiJob::finished);
        QVERIFY(finished.wait());
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(log.count(), 1);

        const QString command = CurlCommand::fromEntry(log.at(0));
        QVERIFY2(!command.contains(token), qPrintable(command));
        QVERIFY2(!command.contains(secretValue), qPrintable(command));

        QTemporaryDir directory;
        QVERIFY(directory.isValid());
        QFile file(directory.filePath(fileName));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(uploadBytes);
        file.close();

        const BashRun run = runBash(command, directory.path());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(server.requests().size(), 2);

        const RecordedRequest &original = server.requests().at(0);
        const RecordedRequest &replayed = server.requests().at(1);
        QCOMPARE(replayed.method, original.method);
        QCOMPARE(replayed.path, original.path);
        QCOMPARE(replayed.query.toString(QUrl::FullyDecoded), original.query.toString(QUrl::FullyDecoded));
        QCOMPARE(replayed.header("Authorization"), "Bearer " + token.toUtf8());
        QCOMPARE(replayed.header("Accept"), original.header("Accept"));
        if (operation == "upload"_L1) {
            const auto sent = MultipartForm::parse(original.header("Content-Type"), original.body);
            const auto copied = MultipartForm::parse(replayed.header("Content-Type"), replayed.body);
            QVERIFY(sent && copied);
            QCOMPARE(copied->parts().size(), 2);
            QCOMPARE(copied->count(u"file"_s), 1);
            QCOMPARE(copied->part(u"file"_s)->data, uploadBytes);
            QCOMPARE(copied->part(u"file"_s)->fileName, sent->part(u"file"_s)->fileName);
            QCOMPARE(copied->part(u"file"_s)->contentType, QByteArray("text/plain"));
            QCOMPARE(copied->count(u"metadata"_s), 1);
            QCOMPARE(QJsonDocument::fromJson(copied->part(u"metadata"_s)->data),
                     QJsonDocument::fromJson(sent->part(u"metadata"_s)->data));
        } else {
            QCOMPARE(replayed.header("Content-Type"), original.header("Content-Type"));
            QCOMPARE(replayed.body.isEmpty(), original.body.isEmpty());
            QCOMPARE(QJsonDocument::fromJson(replayed.body), QJsonDocument::fromJson(original.body));
        }
        if (operation == "secret"_L1 || operation == "rotate"_L1)
            QCOMPARE(QJsonDocument::fromJson(replayed.body).object().value(u"value"_s).toString(), secretValue);
        if (operation == "stream"_L1)
            QCOMPARE(run.out, QByteArray("data: [DONE]\n\n"));
    }
};

QTEST_GUILESS_MAIN(tst_CurlCommand)
#include "tst_curlcommand.moc"

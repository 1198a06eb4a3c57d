// The sandbox's CPU time for one request, for requests built to make it work
// hard (as large as the sandbox reads, and larger) and for a small valid create
// as the baseline. The
// sandbox runs on a thread of its own (SandboxThread, as in `baton --sandbox`);
// the figure is that thread's CPU time from before the request is sent until
// its answer has arrived. Not a test: it prints figures, and exits 1 when a
// request took more than the bound of 100 ms.
//
//   bench_sandbox_hostile [rounds=5] [kilobytes]
//
// `kilobytes` sets the size of the hostile requests; by default just under the
// body limit (ServerConfig::maxBodyBytes), 511.

#include "SandboxThread.h"

#include "resources/ResourceKind.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTextStream>
#include <QThread>

#include <pthread.h>
#include <time.h>

#include <algorithm>
#include <atomic>

using namespace Qt::StringLiterals;
using baton::ResourceKind;
using baton::sandbox::SandboxThread;
using baton::sandbox::ServerConfig;
using baton::sandbox::Token;

namespace {

constexpr double boundMs = 100;

struct Case {
    const char *name;
    QByteArray method;
    QString path; // with its query
    QByteArray token;
    QByteArray body;
    int expected; // the status it must be answered with
};

struct Figures {
    int status = 0;
    double cpuMedian = 0;
    double cpuWorst = 0;
    double wallWorst = 0;
};

// `item` repeated, comma-separated, until the list has about `bytes` bytes.
QByteArray repeated(const QByteArray &item, qsizetype bytes)
{
    QByteArray list;
    list.reserve(bytes + item.size() + 1);
    while (list.size() < bytes) {
        if (!list.isEmpty())
            list += ',';
        list += item;
    }
    return list;
}

// Queries of about `bytes`: unknown fields, and file ids for the status query.
QByteArray unknownKeys(qsizetype bytes)
{
    QByteArray keys;
    for (int i = 0; keys.size() < bytes; ++i)
        keys += (i ? "&k" : "k") + QByteArray::number(i) + "=v";
    return keys;
}

QByteArray fileIds(qsizetype bytes)
{
    QByteArray ids;
    for (int i = 0; ids.size() < bytes; ++i)
        ids += (i ? "," : "") + QStringLiteral("0b7f3c1e-9a55-4d8e-b1c2-%1").arg(i, 12, 10, QChar(u'0')).toLatin1();
    return ids;
}

QList<Case> cases(qsizetype size)
{
    // The longest query the sandbox parses itself (ServerConfig::maxTargetBytes,
    // less the path); a longer one is refused from the request line (414).
    const qsizetype longestQuery = ServerConfig().maxTargetBytes - 64;
    const QByteArray tool = R"("name":"t","description":"d","method":"POST","urlTemplate":"http://127.0.0.1:1/t")";
    const QByteArray chatStart = R"({"model":"custom:6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01","messages":)";
    QByteArray badTypes;
    for (int i = 0; badTypes.size() < size; ++i)
        badTypes += (i ? ",\"f" : "\"f") + QByteArray::number(i) + "\":[1]";
    const QByteArray teamIds =
        repeated(R"("0b7f3c1e-9a55-4d8e-b1c2-000000000000")", size);

    return {
        {"baseline: a small valid create", "POST", u"/v1/tools"_s, "admin", "{" + tool + "}", 201},
        {"bad array items (tags: 1,1,1…)", "POST", u"/v1/custom-models"_s, "admin",
         R"({"name":"m","llmModelName":"x","tags":[)" + repeated("1", size) + "]}", 400},
        {"bad chat messages (chat-only token)", "POST", u"/v1/chat/completions"_s, "chat",
         chatStart + "[" + repeated("1", size) + "]}", 400},
        {"unknown team references", "POST", u"/v1/group-models"_s, "admin",
         R"({"name":"g","defaultMode":"auto","brain":{"type":"llm","llmModelName":"x"},"teamIds":[)" + teamIds
             + "]}",
         400},
        {"deeply nested arrays", "POST", u"/v1/tools"_s, "admin",
         "{" + tool + ",\"x\":" + QByteArray(size / 2, '[') + QByteArray(size / 2, ']') + "}", 400},
        {"deeply nested objects", "POST", u"/v1/tools"_s, "admin",
         "{" + tool + ",\"x\":" + QByteArray("{\"a\":").repeated(size / 6) + "1"
             + QByteArray(size / 6, '}') + "}",
         400},
        {"unknown query fields", "GET", u"/v1/tools?"_s + QString::fromLatin1(unknownKeys(size)), "admin", {}, 414},
        {"unknown query fields, the longest query parsed", "GET",
         u"/v1/tools?"_s + QString::fromLatin1(unknownKeys(longestQuery)), "admin", {}, 400},
        {"file ids in the status query", "GET",
         u"/v1/files/vectorization-status?ids="_s + QString::fromLatin1(fileIds(size)), "admin", {}, 414},
        {"file ids, the longest query parsed", "GET",
         u"/v1/files/vectorization-status?ids="_s + QString::fromLatin1(fileIds(longestQuery)), "admin", {}, 400},
        {"an integer of that many digits", "POST", u"/v1/tools"_s, "admin",
         "{" + tool + ",\"timeoutMs\":" + QByteArray(size, '9') + "}", 400},
        {"integers beyond 32 bits", "POST", u"/v1/api-resources"_s, "admin",
         R"({"name":"r","description":"d","urlTemplate":"http://x","timeoutMs":1099511627776,)"
         R"("cacheTtlSeconds":1e308})",
         400},
        {"a long name", "POST", u"/v1/tools"_s, "admin",
         R"({"description":"d","method":"POST","urlTemplate":"http://x","name":")" + QByteArray(size, 'n') + "\"}",
         400},
        {"a long name of \\u escapes", "POST", u"/v1/tools"_s, "admin",
         R"({"description":"d","method":"POST","urlTemplate":"http://x","name":")"
             + QByteArray("\\u00e9").repeated(size / 6) + "\"}",
         400},
        {"many fields with bad types", "POST", u"/v1/tools"_s, "admin", "{" + badTypes + "}", 400},
        {"a body of 1 MB, over the limit", "POST", u"/v1/tools"_s, "admin",
         "{" + tool + ",\"x\":\"" + QByteArray(1024 * 1024, 'x') + "\"}", 413},
        {"a long chat message (to a model that is not there)", "POST", u"/v1/chat/completions"_s, "chat",
         chatStart + R"([{"role":"user","content":")" + QByteArray(size, 'w') + "\"}]}", 404},
    };
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int rounds = std::max(1, app.arguments().size() > 1 ? app.arguments().at(1).toInt() : 5);
    // By default just under the body limit, with room for each case's envelope.
    const int defaultKilobytes = int((ServerConfig().maxBodyBytes - 1024) / 1024);
    const qsizetype size = 1024 * std::max(1, app.arguments().size() > 2 ? app.arguments().at(2).toInt() : defaultKilobytes);
    QTextStream out(stdout);

    ServerConfig config;
    Token admin;
    admin.name = u"admin"_s;
    admin.value = u"admin"_s;
    admin.capabilities = ResourceKind::capabilities();
    Token chat;
    chat.name = u"chat"_s;
    chat.value = u"chat"_s;
    config.tokens = {admin, chat};
    SandboxThread sandbox(config);
    // The sandbox thread's CPU clock, taken on that thread once it listens.
    std::atomic<clockid_t> sandboxClock {CLOCK_THREAD_CPUTIME_ID};
    QObject::connect(
        &sandbox, &SandboxThread::serverStarted, &sandbox,
        [&sandboxClock](const QUrl &) {
            clockid_t id;
            if (pthread_getcpuclockid(pthread_self(), &id) == 0)
                sandboxClock = id;
        },
        Qt::DirectConnection);
    if (!sandbox.startAndWait())
        qFatal("the sandbox did not start: %s", qPrintable(sandbox.errorString()));
    // The thread wakes startAndWait() before it emits serverStarted.
    for (int i = 0; i < 200 && sandboxClock == CLOCK_THREAD_CPUTIME_ID; ++i)
        QThread::msleep(10);
    if (sandboxClock == CLOCK_THREAD_CPUTIME_ID)
        qFatal("no CPU clock for the sandbox's thread");
    const auto cpuMs = [&sandboxClock] {
        timespec t {};
        clock_gettime(sandboxClock, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    };

    QNetworkAccessManager nam;
    const QString base = sandbox.baseUrl().toString();
    out << "CPU time of the sandbox's thread per request, milliseconds: median / worst of " << rounds
        << " rounds; wall time worst\n";
    double worst = 0;
    QString worstName;
    bool unexpected = false;
    for (const Case &c : cases(size)) {
        Figures f;
        QList<double> cpu;
        for (int round = 0; round < rounds; ++round) {
            QNetworkRequest request(QUrl(base + c.path));
            request.setRawHeader("Authorization", "Bearer " + c.token);
            if (!c.body.isEmpty())
                request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
            const double before = cpuMs();
            QElapsedTimer wall;
            wall.start();
            QNetworkReply *reply = nam.sendCustomRequest(request, c.method, c.body);
            QEventLoop loop;
            QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
            loop.exec();
            cpu.append(cpuMs() - before);
            f.wallWorst = std::max(f.wallWorst, double(wall.nsecsElapsed()) / 1e6);
            f.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            reply->deleteLater();
        }
        std::sort(cpu.begin(), cpu.end());
        f.cpuMedian = cpu.at(cpu.size() / 2);
        f.cpuWorst = cpu.last();
        const qsizetype bytes = c.body.size() + c.path.size();
        out << QString::asprintf("%-55s %8lld B  %3d%s  cpu %8.2f / %8.2f  wall %8.2f\n", c.name, qlonglong(bytes),
                                 f.status, f.status == c.expected ? "  " : " !", f.cpuMedian, f.cpuWorst,
                                 f.wallWorst);
        unexpected = unexpected || f.status != c.expected;
        if (f.cpuWorst > worst) {
            worst = f.cpuWorst;
            worstName = QString::fromUtf8(c.name);
        }
    }
    out << QString::asprintf("worst: %.2f ms of CPU (%s); bound %.0f ms\n", worst, qPrintable(worstName), boundMs);
    if (unexpected)
        out << "a status marked ! is not the expected one\n";
    out.flush();
    sandbox.stopAndWait();
    return worst > boundMs || unexpected ? 1 : 0;
}

// The sandbox's CPU time for one request, for requests built to make it work
// hard (as large as the sandbox reads, and larger) and for a small valid create
// as the baseline. The
// sandbox runs on a thread of its own (SandboxThread, as in `baton --sandbox`);
// the figure is that thread's CPU time from before the request is sent until
// its answer has arrived. Not a test: it prints figures, and exits 1 when a
// request took more than the bound of 100 ms. Then 60 clients without a token
// each start an upload of 5 MiB less a byte at once: it prints how long until
// all were answered, the answers, and how much the process's peak VmRSS grew.
//
//   bench_sandbox_hostile [rounds=5] [kilobytes]
//
// `kilobytes` sets the size of the hostile requests; by default just under the
// body limit (ServerConfig::maxBodyBytes), 511.

#include "core/resources/ResourceKind.h"
#include "sandbox/SandboxThread.h"
#include "support/ProcStatus.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpSocket>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <malloc.h>
#include <memory>
#include <pthread.h>
#include <time.h>
#include <vector>

using namespace Qt::StringLiterals;
using baton::ResourceKind;
using baton::sandbox::SandboxThread;
using baton::sandbox::ServerConfig;
using baton::sandbox::Token;
using baton::test::statusKiB;

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
    qint64 answerBytes = 0;
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

// Creates 7 levels of group models, each with 9 agents that are all the
// level below, and returns the id of the top one.
QString createGroupLevels(QNetworkAccessManager &nam, const QString &base)
{
    const QJsonObject llm {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt"_s}};
    QJsonObject below = llm;
    QString top;
    for (int level = 1; level <= 7; ++level) {
        QJsonArray agents;
        for (int i = 0; i < 9; ++i)
            agents.append(QJsonObject {{u"ref"_s, below}, {u"role"_s, u"agent"_s}});
        QNetworkRequest request(QUrl(base + u"/v1/group-models"_s));
        request.setRawHeader("Authorization", "Bearer admin");
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        const QJsonObject group {{u"name"_s, u"Level %1"_s.arg(level)},
                                 {u"defaultMode"_s, u"auto"_s},
                                 {u"brain"_s, llm},
                                 {u"agents"_s, agents}};
        QNetworkReply *reply = nam.post(request, QJsonDocument(group).toJson(QJsonDocument::Compact));
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        top = QJsonDocument::fromJson(reply->readAll()).object().value(u"id"_s).toString();
        reply->deleteLater();
        if (top.isEmpty())
            qFatal("could not create the group models");
        below = {{u"type"_s, u"group"_s}, {u"groupModelId"_s, top}};
    }
    return top;
}

// `clients` connections without a token each start an upload of `length`
// bytes and send its body as fast as the sandbox takes it, until an answer
// begins. Prints the time until all were answered, the answers, the bytes
// sent and how much this process's peak VmRSS grew.
void uploadsWithoutAToken(QTextStream &out, const QUrl &base, int clients, qint64 length)
{
    struct Upload {
        QTcpSocket socket;
        qint64 sent = 0;
        QByteArray answer;
    };
    const QByteArray head = "POST /v1/files HTTP/1.1\r\nHost: " + base.host().toLatin1() + ':'
        + QByteArray::number(base.port()) + "\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: "
        + QByteArray::number(length) + "\r\n\r\n";
    static const QByteArray chunk(64 * 1024, 'x');
    malloc_trim(0);
    QFile clear(u"/proc/self/clear_refs"_s);
    if (!clear.open(QIODevice::WriteOnly) || clear.write("5") != 1)
        qFatal("cannot reset VmHWM");
    clear.close();
    const qint64 before = statusKiB("VmRSS:");
    QElapsedTimer wall;
    wall.start();
    std::vector<std::unique_ptr<Upload>> uploads;
    QEventLoop loop;
    const auto finished = [&uploads] {
        return std::all_of(uploads.begin(), uploads.end(), [](const auto &u) {
            return u->answer.contains("\r\n\r\n") || u->socket.state() == QAbstractSocket::UnconnectedState;
        });
    };
    for (int i = 0; i < clients; ++i) {
        auto upload = std::make_unique<Upload>();
        Upload *u = upload.get();
        const auto pump = [u, length, &loop, &finished] {
            u->answer += u->socket.readAll();
            while (u->answer.isEmpty() && u->socket.state() == QAbstractSocket::ConnectedState && u->sent < length
                   && u->socket.bytesToWrite() < 4 * chunk.size()) {
                const qint64 n = std::min<qint64>(chunk.size(), length - u->sent);
                u->socket.write(chunk.constData(), n);
                u->sent += n;
            }
            if (finished())
                loop.quit();
        };
        QObject::connect(&u->socket, &QTcpSocket::connected, &u->socket, [u, head, pump] {
            u->socket.write(head);
            pump();
        });
        QObject::connect(&u->socket, &QTcpSocket::bytesWritten, &u->socket, pump);
        QObject::connect(&u->socket, &QTcpSocket::readyRead, &u->socket, pump);
        QObject::connect(&u->socket, &QTcpSocket::disconnected, &u->socket, pump);
        u->socket.connectToHost(base.host(), quint16(base.port()));
        uploads.push_back(std::move(upload));
    }
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    const double ms = double(wall.nsecsElapsed()) / 1e6;
    const qint64 grown = statusKiB("VmHWM:") - before;
    QMap<QByteArray, int> answers;
    qint64 sent = 0;
    for (const auto &u : uploads) {
        // Its slots use the loop, which goes before the sockets do.
        QObject::disconnect(&u->socket, nullptr, nullptr, nullptr);
        sent += u->sent;
        ++answers[u->answer.startsWith("HTTP/1.1 ") ? u->answer.mid(9, 3) : QByteArray("none")];
    }
    QString counted;
    for (auto it = answers.cbegin(); it != answers.cend(); ++it)
        counted += u" %1 × %2"_s.arg(it.value()).arg(QString::fromLatin1(it.key()));
    out << QString::asprintf("%d uploads of %lld B without a token: all answered in %.0f ms;%s; %.1f MB sent; "
                             "peak VmRSS of the process +%.1f MB\n",
                             clients, qlonglong(length), ms, qPrintable(counted), double(sent) / 1048576.0,
                             double(grown) / 1024.0);
}

QList<Case> cases(qsizetype size, const QString &groupLevels)
{
    // The longest query the sandbox parses itself (ServerConfig::maxTargetBytes,
    // less the path); a longer one is refused from the request line (414).
    const qsizetype longestQuery = ServerConfig().maxTargetBytes - 64;
    const QByteArray tool = R"("name":"t","description":"d","method":"POST","urlTemplate":"http://127.0.0.1:1/t")";
    const QByteArray chatStart = R"({"model":"custom:6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01","messages":)";
    QByteArray badTypes;
    for (int i = 0; badTypes.size() < size; ++i)
        badTypes += (i ? ",\"f" : "\"f") + QByteArray::number(i) + "\":[1]";
    const QByteArray teamIds = repeated(R"("0b7f3c1e-9a55-4d8e-b1c2-000000000000")", size);

    return {
        {"baseline: a small valid create", "POST", u"/v1/tools"_s, "admin", "{" + tool + "}", 201},
        {"bad array items (tags: 1,1,1…)", "POST", u"/v1/custom-models"_s, "admin",
         R"({"name":"m","llmModelName":"x","tags":[)" + repeated("1", size) + "]}", 400},
        {"bad chat messages (chat-only token)", "POST", u"/v1/chat/completions"_s, "chat",
         chatStart + "[" + repeated("1", size) + "]}", 400},
        {"unknown team references", "POST", u"/v1/group-models"_s, "admin",
         R"({"name":"g","defaultMode":"auto","brain":{"type":"llm","llmModelName":"x"},"teamIds":[)" + teamIds + "]}",
         400},
        {"deeply nested arrays", "POST", u"/v1/tools"_s, "admin",
         "{" + tool + ",\"x\":" + QByteArray(size / 2, '[') + QByteArray(size / 2, ']') + "}", 400},
        {"deeply nested objects", "POST", u"/v1/tools"_s, "admin",
         "{" + tool + ",\"x\":" + QByteArray("{\"a\":").repeated(size / 6) + "1" + QByteArray(size / 6, '}') + "}",
         400},
        {"unknown query fields", "GET", u"/v1/tools?"_s + QString::fromLatin1(unknownKeys(size)), "admin", {}, 414},
        {"unknown query fields, the longest query parsed",
         "GET",
         u"/v1/tools?"_s + QString::fromLatin1(unknownKeys(longestQuery)),
         "admin",
         {},
         400},
        {"file ids in the status query",
         "GET",
         u"/v1/files/vectorization-status?ids="_s + QString::fromLatin1(fileIds(size)),
         "admin",
         {},
         414},
        {"file ids, the longest query parsed",
         "GET",
         u"/v1/files/vectorization-status?ids="_s + QString::fromLatin1(fileIds(longestQuery)),
         "admin",
         {},
         400},
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
        {"deep resolve: 7 levels of 9 agents, the group below",
         "GET",
         u"/v1/group-models/"_s + groupLevels + u"?resolve=deep"_s,
         "admin",
         {},
         200},
    };
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int rounds = std::max(1, app.arguments().size() > 1 ? app.arguments().at(1).toInt() : 5);
    // By default just under the body limit, with room for each case's envelope.
    const int defaultKilobytes = int((ServerConfig().maxBodyBytes - 1024) / 1024);
    const qsizetype size
        = 1024 * std::max(1, app.arguments().size() > 2 ? app.arguments().at(2).toInt() : defaultKilobytes);
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
    const QString groupLevels = createGroupLevels(nam, base);
    for (const Case &c : cases(size, groupLevels)) {
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
            f.answerBytes = reply->readAll().size();
            reply->deleteLater();
        }
        std::sort(cpu.begin(), cpu.end());
        f.cpuMedian = cpu.at(cpu.size() / 2);
        f.cpuWorst = cpu.last();
        const qsizetype bytes = c.body.size() + c.path.size();
        out << QString::asprintf("%-55s %8lld B  %3d%s  cpu %8.2f / %8.2f  wall %8.2f  answer %lld B\n", c.name,
                                 qlonglong(bytes), f.status, f.status == c.expected ? "  " : " !", f.cpuMedian,
                                 f.cpuWorst, f.wallWorst, qlonglong(f.answerBytes));
        unexpected = unexpected || f.status != c.expected;
        if (f.cpuWorst > worst) {
            worst = f.cpuWorst;
            worstName = QString::fromUtf8(c.name);
        }
    }
    out << QString::asprintf("worst: %.2f ms of CPU (%s); bound %.0f ms\n", worst, qPrintable(worstName), boundMs);
    uploadsWithoutAToken(out, sandbox.baseUrl(), 60, ResourceKind::MaxUploadBytes - 1);
    if (unexpected)
        out << "a status marked ! is not the expected one\n";
    out.flush();
    sandbox.stopAndWait();
    return worst > boundMs || unexpected ? 1 : 0;
}

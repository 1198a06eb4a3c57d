// Memory of baton-sandbox while clients start uploads far over the limit:
// launches baton-sandbox on loopback as a child process, measures its idle
// VmRSS, then opens `clients` connections that each send the head of a 1 GB
// multipart upload to POST /v1/files (no token, as anybody on the machine
// could) and then body bytes as fast as the sandbox takes them, for `seconds`
// or until `per-client MB` were sent. VmRSS is sampled from /proc/<pid>/status
// every 50 ms meanwhile; VmHWM, the peak of the whole run, is read at the end.
// Not a test: it prints figures.
//
//   bench_sandbox_uploads [clients=20] [seconds=5] [per-client MB=1024] [baton-sandbox path]

#include "support/ProcStatus.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTcpSocket>
#include <QTextStream>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using baton::test::statusKiB;

namespace {

constexpr qint64 AnnouncedBytes = qint64(1) << 30;
constexpr qint64 ChunkBytes = 64 * 1024;

QString mb(qint64 kib)
{
    return QString::number(double(kib) / 1024.0, 'f', 1) + u" MB"_s;
}

// One client: the head, then body bytes whenever the socket has room.
struct Upload {
    QTcpSocket socket;
    qint64 sent = 0;
    qint64 limit = 0;
    QByteArray answer;
    bool closed = false;

    void pump()
    {
        static const QByteArray chunk(ChunkBytes, 'x');
        while (socket.state() == QAbstractSocket::ConnectedState && socket.bytesToWrite() < 4 * ChunkBytes
               && sent < limit) {
            socket.write(chunk);
            sent += ChunkBytes;
        }
    }
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int clients = args.size() > 1 ? args.at(1).toInt() : 20;
    const int seconds = args.size() > 2 ? args.at(2).toInt() : 5;
    const qint64 perClient = (args.size() > 3 ? args.at(3).toLongLong() : 1024) * 1024 * 1024;
    const QString program = args.size() > 4 ? args.at(4) : QStringLiteral(BATON_BENCH_SANDBOX);
    QTextStream out(stdout);

    QProcess sandbox;
    sandbox.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    sandbox.start(program, {u"--port"_s, u"0"_s});
    if (!sandbox.waitForStarted(10000) || !sandbox.waitForReadyRead(10000)) {
        out << "cannot start " << program << Qt::endl;
        return 1;
    }
    const QByteArray first = sandbox.readLine().trimmed(); // "baton-sandbox listening on http://127.0.0.1:<port>"
    const QUrl base(QString::fromLatin1(first.mid(first.lastIndexOf(' ') + 1)));
    if (!base.isValid() || base.port() <= 0) {
        out << "unexpected first line: " << first << Qt::endl;
        return 1;
    }
    const qint64 pid = sandbox.processId();

    QElapsedTimer idle;
    idle.start();
    while (idle.elapsed() < 1000)
        app.processEvents(QEventLoop::AllEvents, 50);
    const qint64 idleKiB = statusKiB("VmRSS:", pid);

    std::vector<std::unique_ptr<Upload>> uploads;
    for (int i = 0; i < clients; ++i) {
        auto upload = std::make_unique<Upload>();
        Upload *u = upload.get();
        u->limit = perClient;
        QObject::connect(&u->socket, &QTcpSocket::connected, &u->socket, [u, base] {
            u->socket.write("POST /v1/files HTTP/1.1\r\nHost: " + base.authority().toLatin1()
                            + "\r\nContent-Type: multipart/form-data; boundary=bench\r\nContent-Length: "
                            + QByteArray::number(AnnouncedBytes) + "\r\n\r\n--bench\r\n"
                            + "Content-Disposition: form-data; name=\"file\"; filename=\"big.bin\"\r\n\r\n");
            u->pump();
        });
        QObject::connect(&u->socket, &QTcpSocket::bytesWritten, &u->socket, [u] { u->pump(); });
        QObject::connect(&u->socket, &QTcpSocket::readyRead, &u->socket,
                         [u] { u->answer += u->socket.readAll().left(64); });
        QObject::connect(&u->socket, &QTcpSocket::disconnected, &u->socket, [u] { u->closed = true; });
        QObject::connect(&u->socket, &QTcpSocket::errorOccurred, &u->socket, [u] { u->closed = true; });
        u->socket.connectToHost(base.host(), quint16(base.port()));
        uploads.push_back(std::move(upload));
    }

    qint64 peakKiB = 0;
    QTimer sampler;
    QObject::connect(&sampler, &QTimer::timeout, &sampler,
                     [&] { peakKiB = std::max(peakKiB, statusKiB("VmRSS:", pid)); });
    sampler.start(50);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < seconds * 1000)
        app.processEvents(QEventLoop::AllEvents, 50);
    sampler.stop();
    const qint64 endKiB = statusKiB("VmRSS:", pid);
    const qint64 hwmKiB = statusKiB("VmHWM:", pid);

    qint64 sent = 0;
    int refused = 0;
    int closed = 0;
    for (const auto &u : uploads) {
        sent += u->sent;
        refused += u->answer.startsWith("HTTP/1.1 413") ? 1 : 0;
        closed += u->closed ? 1 : 0;
    }
    out << "baton-sandbox: " << program << Qt::endl;
    out << clients << " clients, each announcing a " << AnnouncedBytes << "-byte upload, for " << seconds
        << " s (at most " << perClient / (1024 * 1024) << " MB each)" << Qt::endl;
    out << "  idle VmRSS          " << mb(idleKiB) << Qt::endl;
    out << "  VmRSS peak (50 ms)  " << mb(peakKiB) << Qt::endl;
    out << "  VmRSS at the end    " << mb(endKiB) << Qt::endl;
    out << "  VmHWM               " << mb(hwmKiB) << Qt::endl;
    out << "  body bytes sent     " << mb(sent / 1024) << " in total" << Qt::endl;
    out << "  answered 413        " << refused << " of " << clients << Qt::endl;
    out << "  closed by sandbox   " << closed << " of " << clients << Qt::endl;

    uploads.clear();
    sandbox.terminate();
    sandbox.waitForFinished(5000);
    return 0;
}

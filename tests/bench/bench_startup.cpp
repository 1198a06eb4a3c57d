// Start-up and memory: launches `baton --sandbox` and, as the baseline, an
// empty QMainWindow of the same size (bench_empty_window), alternately, each
// as a fresh process with BATON_REPORT_FIRST_PAINT=1. The time is wall time
// from QProcess::start() to the child's "first-paint" line on stderr, which it
// prints once its main window has painted for the first time; the child's own
// figure, the time since its main() began, is shown beside it. The memory is
// VmRSS from /proc/<pid>/status after the window has painted and the process
// has then been idle for a second (for baton, the embedded sandbox's thread and
// demo data included), and VmHWM, the peak until then.
//
// Every launch gets HOME and the XDG directories in a temporary directory of
// its own, so nothing is read from or written to the user's settings. The
// platform is offscreen unless QT_QPA_PLATFORM is set. One launch of each is
// made first and not counted, so that both find their libraries in the page
// cache. Not a test: it prints figures.
//
//   bench_startup [rounds=5]

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

constexpr int TimeoutMs = 30000;
constexpr unsigned long IdleMs = 1000;

struct Launch {
    qint64 wallMs = 0;
    qint64 inMainMs = 0;
    qint64 rssKiB = 0;
    qint64 peakKiB = 0;
};

struct Program {
    QString label;
    QString path;
    QStringList arguments;
    QList<Launch> launches;
};

// A "Vm...:   1234 kB" line of /proc/<pid>/status, in KiB.
qint64 statusKiB(const QByteArray &status, QByteArrayView field)
{
    for (const QByteArray &line : status.split('\n')) {
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
}

QProcessEnvironment childEnvironment(const QString &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"HOME"_s, home);
    environment.insert(u"XDG_CONFIG_HOME"_s, home + u"/.config"_s);
    environment.insert(u"XDG_DATA_HOME"_s, home + u"/.local/share"_s);
    environment.insert(u"XDG_STATE_HOME"_s, home + u"/.local/state"_s);
    environment.insert(u"XDG_CACHE_HOME"_s, home + u"/.cache"_s);
    if (!environment.contains(u"QT_QPA_PLATFORM"_s))
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    environment.insert(u"BATON_REPORT_FIRST_PAINT"_s, u"1"_s);
    return environment;
}

void stop(QProcess &process)
{
    process.terminate();
    if (!process.waitForFinished(5000)) {
        process.kill();
        process.waitForFinished();
    }
}

std::optional<Launch> launch(const Program &program, QString &error)
{
    const QTemporaryDir home;
    if (!home.isValid()) {
        error = u"no temporary directory: "_s + home.errorString();
        return std::nullopt;
    }
    QProcess process;
    process.setProcessEnvironment(childEnvironment(home.path()));
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setReadChannel(QProcess::StandardError);

    QElapsedTimer clock;
    clock.start();
    process.start(program.path, program.arguments);
    if (!process.waitForStarted(TimeoutMs)) {
        error = process.errorString();
        return std::nullopt;
    }
    Launch result;
    QByteArray otherOutput;
    bool painted = false;
    while (!painted) {
        if (!process.canReadLine()
            && !process.waitForReadyRead(int(std::max<qint64>(1, TimeoutMs - clock.elapsed())))) {
            error = u"no first-paint line (%1); its other output:\n%2"_s.arg(
                process.state() == QProcess::Running ? u"timed out"_s : u"the process ended"_s,
                QString::fromLocal8Bit(otherOutput + process.readAll()));
            stop(process);
            return std::nullopt;
        }
        const qint64 now = clock.elapsed();
        while (!painted && process.canReadLine()) {
            const QByteArray line = process.readLine();
            if (line.startsWith("first-paint ")) {
                painted = true;
                result.wallMs = now;
                result.inMainMs = line.mid(12).trimmed().toLongLong();
            } else {
                otherOutput += line;
            }
        }
    }

    QThread::msleep(IdleMs);
    QFile statusFile(u"/proc/%1/status"_s.arg(process.processId()));
    if (!statusFile.open(QIODevice::ReadOnly)) {
        error = statusFile.errorString();
        stop(process);
        return std::nullopt;
    }
    const QByteArray status = statusFile.readAll();
    result.rssKiB = statusKiB(status, "VmRSS:");
    result.peakKiB = statusKiB(status, "VmHWM:");
    stop(process);
    return result;
}

double megabytes(qint64 kib)
{
    return double(kib) * 1024.0 / 1e6;
}

template<typename Field> qint64 median(const QList<Launch> &launches, Field field)
{
    QList<qint64> values;
    for (const Launch &one : launches)
        values.append(one.*field);
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 == 1 ? values.at(middle) : (values.at(middle - 1) + values.at(middle)) / 2;
}

QString describe(const Launch &one)
{
    return u"first paint %1 ms (%2 ms after main())   idle RSS %3 MB (peak %4 MB)"_s.arg(one.wallMs, 5)
        .arg(one.inMainMs, 5)
        .arg(megabytes(one.rssKiB), 6, 'f', 1)
        .arg(megabytes(one.peakKiB), 6, 'f', 1);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, QByteArrayView(argv[1]).toInt()) : 5;
    QTextStream out(stdout);

    Program empty {u"empty QMainWindow"_s, QString::fromLocal8Bit(BATON_BENCH_EMPTY_WINDOW), {}, {}};
    Program baton {u"baton --sandbox"_s, QString::fromLocal8Bit(BATON_BENCH_BATON), {u"--sandbox"_s}, {}};
    QList<Program *> programs {&empty, &baton};

    const QString platform = qEnvironmentVariable("QT_QPA_PLATFORM", u"offscreen"_s);
    out << "platform " << platform << ", " << rounds << " rounds after one launch of each not counted, idle " << IdleMs
        << " ms before reading the memory; MB = 10^6 bytes" << Qt::endl;

    QString error;
    for (int round = 0; round <= rounds; ++round) {
        for (Program *program : programs) {
            const std::optional<Launch> one = launch(*program, error);
            if (!one) {
                out << program->label << ": " << error << Qt::endl;
                return 1;
            }
            if (round == 0)
                continue;
            program->launches.append(*one);
            out << "round " << round << "  " << program->label.leftJustified(18) << describe(*one) << Qt::endl;
        }
    }

    out << Qt::endl;
    for (const Program *program : programs) {
        const Launch typical {median(program->launches, &Launch::wallMs), median(program->launches, &Launch::inMainMs),
                              median(program->launches, &Launch::rssKiB), median(program->launches, &Launch::peakKiB)};
        out << "median   " << program->label.leftJustified(18) << describe(typical) << Qt::endl;
    }
    const double timeRatio
        = double(median(baton.launches, &Launch::wallMs)) / double(median(empty.launches, &Launch::wallMs));
    const double batonMB = megabytes(median(baton.launches, &Launch::rssKiB));
    out << "first paint, baton / empty window: " << QString::number(timeRatio, 'f', 2) << "x (target: at most 4x, "
        << (timeRatio <= 4.0 ? "met" : "not met") << ")" << Qt::endl;
    out << "idle RSS of baton --sandbox: " << QString::number(batonMB, 'f', 1) << " MB (target: under 60 MB, "
        << (batonMB < 60.0 ? "met" : "not met") << ")" << Qt::endl;
    return 0;
}

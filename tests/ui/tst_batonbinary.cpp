#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// What one run of baton left behind.
struct Run {
    int exitCode = -1; // -1: it did not end in time
    QString out;
    QString err;
};

} // namespace

// The built `baton`, started as a user would (offscreen): its command line,
// its exit codes, and `--sandbox` serving the embedded sandbox.
class tst_BatonBinary : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home; // settings of the processes started here

    void prepare(QProcess &process) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.remove(u"BATON_TOKEN"_s);
        process.setProcessEnvironment(env);
        process.setProgram(QStringLiteral(BATON_PATH));
    }

    Run run(const QStringList &arguments)
    {
        QProcess process;
        prepare(process);
        process.setArguments(arguments);
        process.start();
        Run result;
        QSignalSpy finished(&process, &QProcess::finished);
        if (!process.waitForStarted() || !finished.wait(20000))
            return result;
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

private Q_SLOTS:
    void version()
    {
        const Run result = run({u"--version"_s});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out.trimmed(), u"baton "_s + QStringLiteral(BATON_VERSION));
    }

    // Text only: no display is needed.
    void versionWithoutADisplay()
    {
        QProcess process;
        prepare(process);
        QProcessEnvironment env = process.processEnvironment();
        for (const auto &name : {u"QT_QPA_PLATFORM"_s, u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s})
            env.remove(name);
        process.setProcessEnvironment(env);
        process.setArguments({u"--version"_s});
        QSignalSpy finished(&process, &QProcess::finished);
        process.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()).trimmed(),
                 u"baton "_s + QStringLiteral(BATON_VERSION));
    }

    void help()
    {
        const Run result = run({u"--help"_s});
        QCOMPARE(result.exitCode, 0);
        for (const auto *option : {"--profile <NAME>", "--sandbox", "--version", "--help"})
            QVERIFY2(result.out.contains(QString::fromLatin1(option)), option);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown profile") << QStringList {u"--profile"_s, u"nope"_s} << u"“nope”"_s;
        QTest::newRow("unknown option") << QStringList {u"--frobnicate"_s} << u"frobnicate"_s;
        QTest::newRow("both") << QStringList {u"--sandbox"_s, u"--profile"_s, u"x"_s} << u"not both"_s;
        QTest::newRow("argument") << QStringList {u"stray"_s} << u"stray"_s;
        QTest::newRow("version as a value") << QStringList {u"--profile"_s, u"-v"_s} << u"--version"_s;
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run result = run(arguments);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
    }

    // The embedded sandbox answers on the address baton prints; SIGTERM ends
    // the console cleanly.
    void sandbox()
    {
        QProcess process;
        prepare(process);
        process.setArguments({u"--sandbox"_s});
        process.start();
        QVERIFY(process.waitForStarted());
        const QRegularExpression listening(u"listening on (http://127\\.0\\.0\\.1:\\d+)"_s);
        QString out;
        QRegularExpressionMatch match;
        const auto printedAddress = [&] {
            out += QString::fromUtf8(process.readAllStandardOutput());
            match = listening.match(out);
            return match.hasMatch();
        };
        QTRY_VERIFY_WITH_TIMEOUT(printedAddress(), 20000);

        QNetworkAccessManager network;
        QNetworkReply *reply = network.get(QNetworkRequest(QUrl(match.captured(1) + u"/v1/secrets"_s)));
        QSignalSpy answered(reply, &QNetworkReply::finished);
        QVERIFY(answered.wait(10000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 401); // no token sent
        reply->deleteLater();

        QSignalSpy finished(&process, &QProcess::finished);
        process.terminate();
        QVERIFY(finished.wait(20000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
        // Nothing about the sandbox is stored: no profile, no last used one.
        QFile settings(m_home.filePath(u"config/Baton/baton.conf"_s));
        if (settings.open(QIODevice::ReadOnly)) {
            const QByteArray text = settings.readAll();
            QVERIFY2(!text.contains("profiles") && !text.contains("lastUsedProfile"), text.constData());
        }
    }
};

QTEST_GUILESS_MAIN(tst_BatonBinary)
#include "tst_batonbinary.moc"

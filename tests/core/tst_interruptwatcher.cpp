#include "core/process/InterruptWatcher.h"

#include <QSignalSpy>
#include <QTest>

#include <csignal>

using baton::InterruptWatcher;

namespace {

struct sigaction current(int signal)
{
    struct sigaction action = {};
    sigaction(signal, nullptr, &action);
    return action;
}

} // namespace

// SIGINT and SIGTERM reach the event loop as InterruptWatcher::interrupted,
// with or without SA_RESTART, and leave with the watcher.
class tst_InterruptWatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void signalsBecomeOneEventEach()
    {
        InterruptWatcher watcher;
        QVERIFY(watcher.isWatching());
        QSignalSpy interrupted(&watcher, &InterruptWatcher::interrupted);
        QCOMPARE(::raise(SIGINT), 0);
        QVERIFY(interrupted.wait());
        QCOMPARE(interrupted.count(), 1);
        QCOMPARE(::raise(SIGTERM), 0);
        QTRY_COMPARE(interrupted.count(), 2);
    }

    void restartIsChosen()
    {
        {
            InterruptWatcher restart(InterruptWatcher::BlockedCalls::Restart);
            QVERIFY(current(SIGINT).sa_handler != SIG_DFL);
            QVERIFY(current(SIGINT).sa_flags & SA_RESTART);
            QVERIFY(current(SIGTERM).sa_flags & SA_RESTART);
        }
        InterruptWatcher interrupt(InterruptWatcher::BlockedCalls::Interrupt);
        QVERIFY(current(SIGINT).sa_handler != SIG_DFL);
        QVERIFY(!(current(SIGINT).sa_flags & SA_RESTART));
    }

    void onePerProcess()
    {
        InterruptWatcher first;
        InterruptWatcher second;
        QVERIFY(first.isWatching());
        QVERIFY(!second.isWatching());
        QSignalSpy interrupted(&first, &InterruptWatcher::interrupted);
        QCOMPARE(::raise(SIGINT), 0);
        QVERIFY(interrupted.wait());
    }

    void leavingRestoresTheDefaults()
    {
        {
            InterruptWatcher watcher;
            QVERIFY(current(SIGTERM).sa_handler != SIG_DFL);
        }
        QVERIFY(current(SIGINT).sa_handler == SIG_DFL);
        QVERIFY(current(SIGTERM).sa_handler == SIG_DFL);
        // And a new watcher can take them again.
        InterruptWatcher again;
        QVERIFY(again.isWatching());
    }
};

QTEST_GUILESS_MAIN(tst_InterruptWatcher)
#include "tst_interruptwatcher.moc"

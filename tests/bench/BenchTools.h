#pragma once

// What the benchmarks share: the tools they list (`count` of them, created
// straight in a sandbox store in one batch, owned by `owner`), the stall
// meter of the UI thread, and a wait on the event loop.

#include "core/resources/ResourceKind.h"
#include "sandbox/Store.h"
#include "sandbox/Token.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QTimer>

#include <algorithm>

namespace benchtools {

// Every other tool (the even ones) gets `evenScopes` as its share scopes when
// it is not empty, so that a scope filter matches half the list.
inline void fillTools(baton::sandbox::Store &store, const baton::sandbox::Token &owner, int count,
                      const QJsonArray &evenScopes = {})
{
    using namespace Qt::StringLiterals;
    store.batch([&] {
        for (int i = 0; i < count; ++i) {
            QJsonObject tool {{u"name"_s, u"tool %1"_s.arg(i)},
                              {u"description"_s, u"Benchmark tool number %1"_s.arg(i)},
                              {u"method"_s, u"POST"_s},
                              {u"urlTemplate"_s, u"http://127.0.0.1:1/t/%1"_s.arg(i)},
                              {u"timeoutMs"_s, 1000}};
            if (i % 2 == 0 && !evenScopes.isEmpty())
                tool.insert(u"scopes"_s, evenScopes);
            store.create(baton::ResourceKind::Id::Tool, tool, owner);
        }
    });
}

// The longest time the UI thread's event loop went without running a 1 ms
// timer: what a user would feel as a frozen window.
class StallMeter final : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_longest = std::max(m_longest, now - m_last);
            m_last = now;
        });
        m_clock.start();
    }
    void start()
    {
        m_longest = 0;
        m_last = m_clock.nsecsElapsed();
        m_timer.start();
    }
    // Milliseconds, including the gap until now.
    double stop()
    {
        m_timer.stop();
        m_longest = std::max(m_longest, m_clock.nsecsElapsed() - m_last);
        return double(m_longest) / 1e6;
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
};

// Runs the event loop until `ready` holds, without the sleeps of QTest::qWaitFor.
template<typename Ready> void waitUntil(Ready ready, const char *what, qint64 limitMs = 30000)
{
    QElapsedTimer deadline;
    deadline.start();
    while (!ready()) {
        if (deadline.elapsed() > limitMs)
            qFatal("%s: not after %lld ms", what, limitMs);
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
}

} // namespace benchtools

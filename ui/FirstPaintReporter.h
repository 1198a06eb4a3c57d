#pragma once

#include <QElapsedTimer>
#include <QEvent>
#include <QObject>
#include <QTextStream>
#include <QTimer>

namespace baton {

// Installed on a window as an event filter when BATON_REPORT_FIRST_PAINT=1:
// prints one line "first-paint <ms since main()>" to stderr once the window
// has painted for the first time (after the paint pass its first Paint event
// opens). For tests/bench/bench_startup, which launches baton and an empty
// window (tests/bench/empty_window.cpp) that both use it.
class FirstPaintReporter final : public QObject
{
public:
    FirstPaintReporter(QElapsedTimer sinceMain, QObject *parent)
        : QObject(parent)
        , m_clock(sinceMain)
    { }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this,
                               [this] { QTextStream(stderr) << "first-paint " << m_clock.elapsed() << Qt::endl; });
        }
        return false;
    }

private:
    QElapsedTimer m_clock;
};

} // namespace baton

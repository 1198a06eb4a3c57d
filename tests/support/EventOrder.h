#pragma once

// Waiting for what makes a check meaningful rather than for a while: the
// layouts having taken in a change, or a moment by which every timer of the
// code under test that was due has fired. Header-only: its users link Qt's
// test library.

#include <QCoreApplication>
#include <QEvent>
#include <QObject>
#include <QSignalSpy>
#include <QTimer>

#include <chrono>

namespace testsupport {

// Handles the layout requests waiting in the event queue, and those their
// handling posts in turn, until none is left; nothing else runs. Geometries
// are then what the layouts make of the widgets as they are now. False when
// the requests keep coming (layouts that never settle).
inline bool runLayouts()
{
    class Counter final : public QObject
    {
    public:
        int seen = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::LayoutRequest)
                ++seen;
            return false;
        }
    };
    Counter counter;
    QCoreApplication::instance()->installEventFilter(&counter);
    bool settled = false;
    // A request posted while others are handled waits for the next pass; a
    // pass that handles none leaves none behind.
    for (int pass = 0; pass < 100 && !settled; ++pass) {
        counter.seen = 0;
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        settled = counter.seen == 0;
    }
    QCoreApplication::instance()->removeEventFilter(&counter);
    return settled;
}

// Runs the event loop until a precise timer started now, due in `wait`, has
// fired. Qt fires due timers in the order of their deadlines, and of two due
// together the one started first: so every timer of this thread started
// before this call and due no later (a coarse one may fire up to 5 % late)
// has fired by then, and what its handler did at once is done (a request
// sent is in the RequestLog). For checks that something does not come by a
// moment the code under test would set a timer for: a retry after the
// Retry-After, the next poll. False when the timer did not fire in time.
inline bool runPastTimersDueWithin(std::chrono::milliseconds wait)
{
    QTimer moment;
    moment.setSingleShot(true);
    moment.setTimerType(Qt::PreciseTimer);
    QSignalSpy fired(&moment, &QTimer::timeout);
    moment.start(wait);
    return fired.wait(int(wait.count()) + 30000);
}

} // namespace testsupport

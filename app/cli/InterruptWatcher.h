#pragma once

#include <QObject>

class QSocketNotifier;

namespace baton::cli {

// Turns SIGINT and SIGTERM into a signal of the event loop, so that a chat
// can be stopped cleanly (its partial answer printed, exit code 5). One per
// process; it owns the socket pair the signal handler writes to.
class InterruptWatcher final : public QObject
{
    Q_OBJECT

public:
    explicit InterruptWatcher(QObject *parent = nullptr);
    ~InterruptWatcher() override;

Q_SIGNALS:
    void interrupted();

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace baton::cli

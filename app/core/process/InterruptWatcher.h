#pragma once

#include <QObject>

class QSocketNotifier;

namespace baton {

// Turns SIGINT and SIGTERM into a signal of the event loop: the console
// closes its window as the user would (its layout is kept), the sandbox closes
// its server, baton-cli stops a chat and prints its partial answer. A signal
// handler may only write a byte: it writes it to a socket pair whose other end
// a QSocketNotifier reads in the event loop. One per process; destroying it
// restores the default handlers.
class InterruptWatcher final : public QObject
{
    Q_OBJECT

public:
    // Whether a system call that a signal interrupts starts again
    // (SA_RESTART) or fails with EINTR: baton-cli lets a prompt that waits on
    // the terminal give up at Ctrl-C.
    enum class BlockedCalls { Restart, Interrupt };

    explicit InterruptWatcher(BlockedCalls calls = BlockedCalls::Restart, QObject *parent = nullptr);
    ~InterruptWatcher() override;

    // False when the socket pair could not be made: signals keep their default effect.
    [[nodiscard]] bool isWatching() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void interrupted();

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace baton

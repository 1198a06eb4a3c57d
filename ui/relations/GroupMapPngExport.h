#pragma once

#include "ui/relations/GroupModelMap.h"

#include <QObject>
#include <QString>

#include <atomic>

class QThread;

namespace baton {

// Writes a GroupMapPicture as a PNG file on a thread of its own, so that the
// window stays responsive while a map tens of thousands of pixels tall is
// drawn and encoded: drawn a few boxes and lines at a time (progressed()
// after each step, and cancel() heard between them), then encoded into a
// QSaveFile, which leaves no partial file behind when cancelled or when
// writing fails.
class GroupMapPngExport final : public QObject
{
    Q_OBJECT

public:
    enum class Outcome { Written, Failed, Cancelled };
    Q_ENUM(Outcome)

    GroupMapPngExport(GroupMapPicture picture, QString path, QObject *parent = nullptr);
    // Cancels, and waits for the thread: the file is not written.
    ~GroupMapPngExport() override;

    [[nodiscard]] QString path() const { return m_path; }
    // The steps of drawing, then one for the file: progressed() counts to it.
    [[nodiscard]] int steps() const { return m_drawSteps + 1; }

    void start();
    void cancel() { m_cancelled = true; }

Q_SIGNALS:
    // `done` steps of steps() are done (queued from the thread).
    void progressed(int done);
    // Everything is drawn; the image is being encoded and written.
    void writing();
    // `reason`: why the file could not be written, in the system's words.
    void finished(baton::GroupMapPngExport::Outcome outcome, const QString &reason);

private:
    void run();

    const GroupMapPicture m_picture;
    const QString m_path;
    const int m_drawSteps;
    QThread *m_thread = nullptr;
    std::atomic_bool m_cancelled = false;
};

} // namespace baton

#include "ui/relations/GroupMapPngExport.h"

#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QThread>

namespace baton {

namespace {

// Parts of the map drawn between two looks at cancel() and two steps of
// progress: a few tens of milliseconds of drawing.
constexpr int PartsPerStep = 64;

int drawStepsOf(const GroupMapPicture &picture)
{
    return (picture.parts() + PartsPerStep - 1) / PartsPerStep;
}

} // namespace

GroupMapPngExport::GroupMapPngExport(GroupMapPicture picture, QString path, QObject *parent)
    : QObject(parent)
    , m_picture(std::move(picture))
    , m_path(std::move(path))
    , m_drawSteps(drawStepsOf(m_picture))
{ }

GroupMapPngExport::~GroupMapPngExport()
{
    if (m_thread) {
        cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void GroupMapPngExport::start()
{
    if (m_thread)
        return;
    m_thread = QThread::create([this] { run(); });
    m_thread->setObjectName(QStringLiteral("GroupMapPngExport"));
    m_thread->start(QThread::LowPriority);
}

void GroupMapPngExport::run()
{
    const QSize pixels = m_picture.pixelSize();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        //: Exporting the group model map: %1 × %2 the image's size in pixels.
        Q_EMIT finished(
            Outcome::Failed,
            tr("There is not enough memory for an image of %1 × %2 pixels.").arg(pixels.width()).arg(pixels.height()));
        return;
    }
    const qreal ratio = m_picture.pixelRatio();
    image.setDevicePixelRatio(ratio);
    {
        QPainter painter(&image);
        for (int step = 0; step < m_drawSteps; ++step) {
            if (m_cancelled) {
                Q_EMIT finished(Outcome::Cancelled, {});
                return;
            }
            m_picture.paint(painter, step * PartsPerStep, (step + 1) * PartsPerStep);
            Q_EMIT progressed(step + 1);
        }
    }
    Q_EMIT writing();
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        Q_EMIT finished(Outcome::Failed, file.errorString());
        return;
    }
    QImageWriter writer(&file, "png");
    if (!writer.write(image)) {
        const QString reason = file.error() != QFileDevice::NoError ? file.errorString() : writer.errorString();
        file.cancelWriting();
        Q_EMIT finished(Outcome::Failed, reason);
        return;
    }
    if (m_cancelled) {
        file.cancelWriting();
        Q_EMIT finished(Outcome::Cancelled, {});
        return;
    }
    if (!file.commit()) {
        Q_EMIT finished(Outcome::Failed, file.errorString());
        return;
    }
    Q_EMIT progressed(m_drawSteps + 1);
    Q_EMIT finished(Outcome::Written, {});
}

} // namespace baton

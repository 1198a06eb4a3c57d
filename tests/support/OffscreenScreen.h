#pragma once

// The offscreen platform's screen is 800×600 unless told otherwise; windows
// that size themselves from the screen (the approval dialog takes up to 80 %
// of it) are measured and pictured on the desktop they were seen on.

#include <QByteArray>
#include <QSize>
#include <QTemporaryFile>

namespace testsupport {

// Before the QApplication exists: when the platform is offscreen, gives it one
// screen of `size` through a configuration in `config`, which must outlive the
// application. Does nothing on another platform.
inline void useOffscreenScreen(QTemporaryFile &config, QSize size = QSize(1440, 900))
{
    if (qgetenv("QT_QPA_PLATFORM") != "offscreen" || !config.open())
        return;
    config.write(QByteArray(R"({"screens": [{"name": "Screen", "x": 0, "y": 0, "width": )")
                 + QByteArray::number(size.width()) + R"(, "height": )" + QByteArray::number(size.height())
                 + R"(, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    config.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
}

} // namespace testsupport

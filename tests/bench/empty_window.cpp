// The baseline of bench_startup: an empty QMainWindow of baton's default size,
// shown by a QApplication and nothing else. With BATON_REPORT_FIRST_PAINT=1 it
// prints "first-paint <ms since main()>" to stderr after its first paint, as
// app/main.cpp does for baton.

#include "ui/FirstPaintReporter.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1180, 720);
    if (qEnvironmentVariableIntValue("BATON_REPORT_FIRST_PAINT") == 1)
        window.installEventFilter(new baton::FirstPaintReporter(sinceMain, &window));
    window.show();
    return QApplication::exec();
}

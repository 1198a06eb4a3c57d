// The baseline of bench_startup: an empty QMainWindow of baton's default size,
// shown by a QApplication and nothing else. With BATON_REPORT_FIRST_PAINT=1 it
// prints "first-paint <ms since main()>" to stderr after its first paint, as
// app/main.cpp does for baton.

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QTextStream>
#include <QTimer>

namespace {

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

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1180, 720);
    if (qEnvironmentVariableIntValue("BATON_REPORT_FIRST_PAINT") == 1)
        window.installEventFilter(new FirstPaintReporter(sinceMain, &window));
    window.show();
    return QApplication::exec();
}

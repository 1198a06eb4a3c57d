// The wheel over a combo box, spin box or slider that does not have the
// focus never changes it (WheelGuard): in every window of the console
// (WindowTour), at its minimum size so that forms scroll, the wheel turned
// over each such control leaves its value as it was, and scrolls the form it
// lies in when that form can scroll. A control with the focus still takes
// the wheel.

#include "WindowTour.h"
#include "ui/widgets/WheelGuard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollBar>
#include <QTest>
#include <QWheelEvent>

using namespace Qt::StringLiterals;

namespace {

// What the wheel would change in `control`, as text; nothing for another widget.
QString valueOf(const QWidget *control)
{
    if (const auto *combo = qobject_cast<const QComboBox *>(control))
        return QString::number(combo->currentIndex()) + u' ' + combo->currentText();
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(control))
        return spin->text();
    if (const auto *slider = qobject_cast<const QAbstractSlider *>(control);
        slider && !qobject_cast<const QScrollBar *>(control))
        return QString::number(slider->value());
    return {};
}

QAbstractScrollArea *scrollAreaOf(QWidget *control)
{
    QWidget *parent = control->parentWidget();
    while (parent && !qobject_cast<QAbstractScrollArea *>(parent))
        parent = parent->parentWidget();
    return qobject_cast<QAbstractScrollArea *>(parent);
}

// The wheel turned a notch down over the middle of `widget`.
void wheelDown(QWidget *widget)
{
    const QPointF centre = QRectF(widget->rect()).center();
    QWheelEvent wheel(centre, widget->mapToGlobal(centre), {}, {0, -120}, Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(widget, &wheel);
}

QString describe(const QWidget *widget)
{
    return QString::fromLatin1(widget->metaObject()->className()) + u' '
        + (widget->objectName().isEmpty() ? widget->accessibleName() : widget->objectName());
}

} // namespace

class tst_WheelGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { baton::installWheelGuard(*qApp); }

    void window_data() { windowtour::addStopRows(); }

    void window()
    {
        QFETCH(QString, stop);
        windowtour::WindowTour tour;
        QVERIFY2(tour.error().isEmpty(), qPrintable(tour.error()));
        tour.setMinimal(true);
        QStringList problems;
        int controls = 0;
        const QString error = tour.visit(stop, [&](QWidget *window) {
            for (QWidget *control : window->findChildren<QWidget *>()) {
                const QString before = valueOf(control);
                if (before.isNull() || !control->isVisible() || !control->isEnabled())
                    continue;
                ++controls;
                if (control->focusPolicy() == Qt::WheelFocus)
                    problems << describe(control) + u": the wheel gives it the focus"_s;
                QAbstractScrollArea *area = scrollAreaOf(control);
                QScrollBar *bar = area ? area->verticalScrollBar() : nullptr;
                if (bar)
                    bar->setValue(bar->minimum());
                wheelDown(control);
                if (valueOf(control) != before)
                    problems << u"%1: the wheel changed it from \"%2\" to \"%3\""_s.arg(describe(control), before,
                                                                                        valueOf(control));
                if (bar && bar->maximum() > bar->minimum() && bar->value() == bar->minimum())
                    problems << describe(control) + u": the wheel did not scroll the form it lies in"_s;
                if (bar)
                    bar->setValue(bar->minimum());
            }
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString &problem : std::as_const(problems))
            qWarning().noquote() << problem;
        QVERIFY2(problems.isEmpty(), qPrintable(u"%1 problems, %2 controls"_s.arg(problems.size()).arg(controls)));
    }

    // The control a person clicked or tabbed to takes the wheel as usual.
    void focusedControlTakesTheWheel()
    {
        QWidget window;
        auto *name = new QLineEdit(&window);
        auto *combo = new QComboBox(&window);
        combo->move(0, 40);
        combo->addItems({u"Weather API key"_s, u"Ticket API key"_s});
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        QCOMPARE(combo->focusPolicy(), Qt::StrongFocus);
        wheelDown(combo);
        QCOMPARE(combo->currentIndex(), 0);
        combo->setFocus();
        QTRY_VERIFY(combo->hasFocus());
        wheelDown(combo);
        QCOMPARE(combo->currentIndex(), 1);
    }
};

QTEST_MAIN(tst_WheelGuard)
#include "tst_wheelguard.moc"

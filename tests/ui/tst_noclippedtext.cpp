// No text of any window is cut off, in English, French or German, light or
// dark, as the window opens and at its minimum size: every label, button,
// check box, radio button and group box of each window of the tour
// (WindowTour) gets at least the room its text needs at the window's size,
// and a wrapped label the height its lines take at its width.

#include "WindowTour.h"
#include "support/EventOrder.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QGroupBox>
#include <QLabel>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString describe(const QWidget *widget, const QString &text)
{
    return u"%1 %2 “%3”: %4×%5, needs %6×%7"_s
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(), text)
        .arg(widget->width())
        .arg(widget->height())
        .arg(widget->minimumSizeHint().width())
        .arg(widget->minimumSizeHint().height());
}

// The text a widget shows in full when it is at least its minimum size hint,
// or an empty string for widgets whose text may wrap, elide or scroll.
QString fixedText(const QWidget *widget)
{
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        return label->wordWrap() || !label->pixmap().isNull() ? QString() : label->text();
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        return button->text();
    if (const auto *group = qobject_cast<const QGroupBox *>(widget))
        return group->title();
    return {};
}

QStringList clipped(QWidget *window)
{
    QStringList found;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(window))
            continue;
        // Cells, headers and their editors elide by design.
        bool inView = false;
        for (QWidget *parent = widget->parentWidget(); parent && parent != window; parent = parent->parentWidget())
            inView = inView || qobject_cast<QAbstractItemView *>(parent);
        if (inView)
            continue;
        // A wrapped label needs the height its text takes at its width.
        if (const auto *label = qobject_cast<const QLabel *>(widget);
            label && label->wordWrap() && !label->text().trimmed().isEmpty()) {
            if (const int height = label->heightForWidth(label->width()); label->height() < height)
                found.append(describe(widget, label->text()) + u", %1 high at its width"_s.arg(height));
            continue;
        }
        const QString text = fixedText(widget);
        if (text.trimmed().isEmpty())
            continue;
        const QSize needed = widget->minimumSizeHint();
        if (widget->width() < needed.width() || widget->height() < needed.height())
            found.append(describe(widget, text));
    }
    return found;
}

} // namespace

class tst_NoClippedText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void window_data() { windowtour::addLookRows(); }

    void window()
    {
        // The tour stops once every answer is in; what an answer's handling
        // queued (a text set, a zero timer) runs, then the layouts take it in:
        // the window is looked at as it stays, once.
        const QString error = windowtour::visitLookRow([](QWidget *window) {
            QVERIFY(testsupport::runPastTimersDueWithin(std::chrono::milliseconds(0)));
            QVERIFY(testsupport::runLayouts());
            const QStringList problems = clipped(window);
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
};

QTEST_MAIN(tst_NoClippedText)
#include "tst_noclippedtext.moc"

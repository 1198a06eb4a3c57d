// The keyboard walk through every window of the console (WindowTour): the
// main window on each page, each editor dialog, the upload, approval and
// connection dialogs, in each language, light and dark, as opened and at the
// minimum size. From the focused widget Tab is pressed until the focus comes back
// to where it started, and the chain it went through must
//  (a) reach every visible, enabled widget that takes Tab focus, each once,
//      with Tab always leaving the widget it is on (after its links, in a
//      text browser or a label with links);
//  (b) follow the layout: a step goes down or along the row — the next
//      widget's vertical centre is not above the previous widget's top — or
//      up only into a column to the right, starting at or right of the
//      previous widget's right edge. Around the whole cycle one step may go
//      back up and left: from the end of the window to its start. Each
//      widget's place is taken when it has the focus; two widgets in the same
//      scroll area are compared within its content, so the scrolling Tab
//      causes does not count;
//  (c) give every button without a word on it (no text, or only a symbol
//      such as "×") an accessible name.

#include "WindowTour.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QScrollArea>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::StringLiterals;

namespace {

QString describe(const QWidget *widget)
{
    const QString name = widget->objectName().isEmpty() ? u"(unnamed)"_s : widget->objectName();
    const auto *button = qobject_cast<const QAbstractButton *>(widget);
    const QString text = button && !button->text().isEmpty() ? u" \""_s + button->text() + u'"' : QString();
    return QString::fromLatin1(widget->metaObject()->className()) + u' ' + name + text;
}

// The widget that actually takes the focus for `widget`.
QWidget *focusTarget(QWidget *widget)
{
    while (widget->focusProxy())
        widget = widget->focusProxy();
    return widget;
}

// Where a widget of the chain was when it had the focus: in the window, and
// in the content of the scroll area it is in, if any.
struct Stop {
    QWidget *widget;
    QRect inWindow;
    const QScrollArea *area;
    QRect inArea;
};

Stop stopAt(QWidget *widget)
{
    Stop stop {widget, QRect(widget->mapTo(widget->window(), QPoint()), widget->size()), nullptr, {}};
    for (QWidget *parent = widget->parentWidget(); parent && !stop.area; parent = parent->parentWidget()) {
        const auto *area = qobject_cast<const QScrollArea *>(parent);
        if (area && area->widget() && area->widget()->isAncestorOf(widget))
            stop.area = area;
    }
    if (stop.area)
        stop.inArea = QRect(widget->mapTo(stop.area->widget(), QPoint()), widget->size());
    return stop;
}

// Whether going from `previous` to `next` goes back up against the layout.
bool goesBackUp(const Stop &previous, const Stop &next)
{
    const bool sameArea = previous.area && previous.area == next.area;
    const QRect from = sameArea ? previous.inArea : previous.inWindow;
    const QRect to = sameArea ? next.inArea : next.inWindow;
    return to.center().y() < from.top() && to.left() < from.right();
}

// Every visible, enabled widget of the window that Tab may stop on.
QList<QWidget *> tabStops(QWidget *window)
{
    QList<QWidget *> stops;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (widget->window() != window || !widget->isVisible() || !widget->isEnabled()
            || !(widget->focusPolicy() & Qt::TabFocus))
            continue;
        QWidget *target = focusTarget(widget);
        if (!stops.contains(target) && target->isVisible() && target->isEnabled())
            stops.append(target);
    }
    return stops;
}

bool wordless(const QString &text)
{
    return std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c.isLetterOrNumber(); });
}

bool hasLinks(const QWidget *widget)
{
    if (qobject_cast<const QTextBrowser *>(widget))
        return true;
    const auto *label = qobject_cast<const QLabel *>(widget);
    return label && (label->textInteractionFlags() & Qt::LinksAccessibleByKeyboard);
}

// Walks the window's focus chain with Tab and lists what is wrong with it.
QStringList walk(QWidget *window)
{
    QStringList problems;
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        return {u"the window is not active"_s};
    if (!QApplication::focusWidget() || QApplication::focusWidget()->window() != window)
        QTest::keyClick(window, Qt::Key_Tab);
    QWidget *const first = QApplication::focusWidget();
    if (!first || first->window() != window)
        return {u"nothing in the window has the focus"_s};

    QList<Stop> chain;
    QList<QWidget *> reached;
    for (QWidget *current = first;;) {
        chain.append(stopAt(current));
        reached.append(current);
        QTest::keyClick(current, Qt::Key_Tab);
        QWidget *next = QApplication::focusWidget();
        // Tab goes from link to link inside a text browser or a label with
        // links the keyboard reaches, then on.
        for (int link = 0; next == current && hasLinks(current) && link < 200; ++link) {
            QTest::keyClick(current, Qt::Key_Tab);
            next = QApplication::focusWidget();
        }
        if (!next || next->window() != window) {
            problems << u"Tab from %1 leaves the window"_s.arg(describe(current));
            break;
        }
        if (next == current) {
            problems << u"Tab stays in %1"_s.arg(describe(current));
            break;
        }
        if (next == first)
            break;
        if (reached.contains(next)) {
            problems << u"Tab from %1 goes back to %2, not to the start"_s.arg(describe(current), describe(next));
            break;
        }
        if (reached.size() > 500) {
            problems << u"the chain does not end"_s;
            break;
        }
        current = next;
    }

    // (a) Every stop reached.
    for (QWidget *stop : tabStops(window)) {
        if (!reached.contains(stop))
            problems << u"not reached by Tab: %1"_s.arg(describe(stop));
    }
    // (b) In the order of the layout: around the cycle, one step goes back
    // up, from the end of the window to its start.
    QStringList upward;
    for (qsizetype i = 0; i < chain.size(); ++i) {
        const Stop &previous = chain.at(i);
        const Stop &next = chain.at((i + 1) % chain.size());
        if (goesBackUp(previous, next))
            upward << u"Tab goes back up from %1 to %2"_s.arg(describe(previous.widget), describe(next.widget));
    }
    if (upward.size() > 1)
        problems << upward;
    // (c) Buttons without words have names.
    for (QWidget *widget : std::as_const(reached)) {
        const auto *button = qobject_cast<QAbstractButton *>(widget);
        if (button && wordless(button->text()) && button->accessibleName().isEmpty())
            problems << u"no accessible name: %1"_s.arg(describe(widget));
    }
    if (!problems.isEmpty()) {
        QStringList names;
        for (QWidget *widget : std::as_const(reached))
            names << describe(widget);
        problems << u"the chain: "_s + names.join(u", "_s);
    }
    return problems;
}

} // namespace

class tst_FocusChain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void window_data() { windowtour::addLookRows(); }

    void window()
    {
        QStringList problems;
        const QString error = windowtour::visitLookRow([&problems](QWidget *window) { problems = walk(window); });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_MAIN(tst_FocusChain)
#include "tst_focuschain.moc"

#include "ui/widgets/WheelGuard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace baton {

namespace {

// A control whose value the wheel changes.
bool changesWithTheWheel(const QObject *object)
{
    return qobject_cast<const QComboBox *>(object) || qobject_cast<const QAbstractSpinBox *>(object)
        || (qobject_cast<const QAbstractSlider *>(object) && !qobject_cast<const QScrollBar *>(object));
}

class WheelGuard final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Application filters see every event: the type first.
        if (event->type() != QEvent::Wheel && event->type() != QEvent::Polish)
            return false;
        if (!changesWithTheWheel(watched))
            return false;
        auto *control = static_cast<QWidget *>(watched);
        if (event->type() == QEvent::Polish) {
            // The wheel would give it the focus before any filter sees the event.
            if (control->focusPolicy() == Qt::WheelFocus)
                control->setFocusPolicy(Qt::StrongFocus);
            return false;
        }
        if (control->hasFocus())
            return false;
        auto *wheel = static_cast<QWheelEvent *>(event);
        // To the viewport of the scroll area the control lies in; without
        // one, on to the control's parents, as Qt sends a wheel no one takes.
        QWidget *parent = control->parentWidget();
        while (parent && !qobject_cast<QAbstractScrollArea *>(parent))
            parent = parent->parentWidget();
        if (auto *area = qobject_cast<QAbstractScrollArea *>(parent)) {
            QWidget *viewport = area->viewport();
            QWheelEvent scroll(viewport->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(),
                               wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(), wheel->modifiers(),
                               wheel->phase(), wheel->inverted(), wheel->source(), wheel->pointingDevice());
            QCoreApplication::sendEvent(viewport, &scroll);
            wheel->accept();
        } else {
            wheel->ignore();
        }
        return true;
    }
};

} // namespace

void installWheelGuard(QApplication &application)
{
    application.installEventFilter(new WheelGuard(&application));
}

} // namespace baton

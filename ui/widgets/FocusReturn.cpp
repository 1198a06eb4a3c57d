#include "ui/widgets/FocusReturn.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace baton {

namespace {

class FocusReturn final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Application filters see every event: the type first. A window the
        // window manager hid (minimised) is left to it.
        if (event->type() != QEvent::Hide || event->spontaneous() || !watched->isWidgetType())
            return false;
        auto *window = static_cast<QWidget *>(watched);
        const Qt::WindowType type = window->windowType();
        if (!window->isWindow() || !window->parentWidget() || type == Qt::Popup || type == Qt::ToolTip
            || type == Qt::SplashScreen)
            return false;
        QWidget *owner = window->parentWidget()->window();
        // Until the window system says otherwise, the active window may be
        // one that has gone: the question box closed just before.
        const QWidget *active = QApplication::activeWindow();
        if (owner->isVisible() && (!active || active == window || !active->isVisible()))
            owner->activateWindow();
        return false;
    }
};

} // namespace

void installFocusReturn(QApplication &application)
{
    application.installEventFilter(new FocusReturn(&application));
}

} // namespace baton

#include "widgets/ButtonAction.h"

#include <QAbstractButton>
#include <QAction>
#include <QEvent>

namespace baton {

namespace {

class ButtonAction final : public QAction
{
public:
    explicit ButtonAction(QAbstractButton *button)
        : QAction(button->icon(), button->text(), button)
        , m_button(button)
    {
        setObjectName(button->objectName() + QStringLiteral("Action"));
        follow();
        connect(this, &QAction::triggered, button, &QAbstractButton::click);
        button->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::EnabledChange:
        case QEvent::ToolTipChange:
        case QEvent::ShowToParent:
        case QEvent::HideToParent:
            follow();
            break;
        default:
            break;
        }
        return QAction::eventFilter(watched, event);
    }

private:
    void follow()
    {
        setEnabled(m_button->isEnabled());
        setVisible(!m_button->isHidden());
        setToolTip(m_button->toolTip());
    }

    QAbstractButton *m_button;
};

} // namespace

QAction *actionFor(QAbstractButton *button)
{
    return new ButtonAction(button);
}

} // namespace baton

#include "ui/widgets/StatusColors.h"

#include <QApplication>
#include <QEvent>
#include <QPointer>
#include <QWidget>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

double luminance(const QColor &colour)
{
    const auto linear
        = [](double value) { return value <= 0.04045 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4); };
    const QColor rgb = colour.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) + 0.0722 * linear(rgb.blueF());
}

// Where black and white text have the same contrast.
bool isDark(const QColor &background)
{
    return luminance(background) < 0.18;
}

QColor mix(const QColor &from, const QColor &to, double towardsTo)
{
    const QColor a = from.toRgb();
    const QColor b = to.toRgb();
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * towardsTo),
                            float(a.greenF() + (b.greenF() - a.greenF()) * towardsTo),
                            float(a.blueF() + (b.blueF() - a.blueF()) * towardsTo));
}

// The palette's text colour that stands out more on `background`.
QColor textOn(const QPalette &palette, const QColor &background)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor windowText = palette.color(QPalette::WindowText);
    return contrastRatio(text, background) >= contrastRatio(windowText, background) ? text : windowText;
}

QColor toneOf(Status status, const QPalette &palette, const QColor &background)
{
    const bool dark = isDark(background);
    switch (status) {
    case Status::Error:
        return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
    case Status::Warning:
        return dark ? QColor(0xf0, 0xb4, 0x29) : QColor(0x9a, 0x67, 0x00);
    case Status::Success:
        return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32);
    case Status::Info:
        return dark ? QColor(0x90, 0xca, 0xf9) : QColor(0x15, 0x65, 0xc0);
    case Status::Muted:
        break;
    }
    return mix(textOn(palette, background), background, 0.35);
}

// Keeps a widget's status style sheet in step with the application's palette.
// A widget with a style sheet hears of no palette change; its window does
// (the application tells each window, which tells the widgets in it), so the
// styler listens to both, and to the widget being shown or moved to another
// window.
class StatusStyler final : public QObject
{
    Q_OBJECT

public:
    explicit StatusStyler(QWidget *widget)
        : QObject(widget)
        , m_widget(widget)
    {
        widget->installEventFilter(this);
        watchWindow();
    }

    void setStatus(std::optional<Status> status, StatusLook look)
    {
        m_status = status;
        m_look = look;
        apply();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::ParentChange:
        case QEvent::Show:
            if (watched == m_widget) {
                watchWindow();
                apply();
            }
            break;
        case QEvent::PaletteChange:
        case QEvent::ApplicationPaletteChange:
            apply();
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void watchWindow()
    {
        QWidget *window = m_widget->window();
        if (window == m_window)
            return;
        if (m_window && m_window != m_widget)
            m_window->removeEventFilter(this);
        m_window = window;
        if (window != m_widget)
            window->installEventFilter(this);
    }

    void apply()
    {
        if (!m_widget)
            return;
        const QString sheet = m_status ? styleSheet(*m_status) : QString();
        if (m_widget->styleSheet() != sheet)
            m_widget->setStyleSheet(sheet);
    }

    [[nodiscard]] QString styleSheet(Status status) const
    {
        const QPalette palette = QApplication::palette(m_widget);
        const QColor colour = statusColor(status, palette);
        const QColor tint = statusTint(status, palette);
        switch (m_look) {
        case StatusLook::Text:
            return u"QLabel { color: %1; }"_s.arg(colour.name());
        case StatusLook::Strong:
            return u"QLabel { color: %1; font-weight: bold; }"_s.arg(colour.name());
        case StatusLook::Badge:
            return u"QLabel { color: %1; background: %2; border: 1px solid %3; border-radius: 3px; padding: 2px 6px; }"_s
                .arg(statusColor(status, palette, tint).name(), tint.name(), colour.name());
        case StatusLook::Banner:
            return u"QLabel { color: %1; background: %2; border: 1px solid %3; border-radius: 3px; padding: 6px; }"_s
                .arg(readableOn(palette.color(QPalette::WindowText), tint).name(), tint.name(), colour.name());
        case StatusLook::Bar:
            break;
        }
        return u"#%4 { background: %2; border: 1px solid %3; border-radius: 3px; } #%4 QLabel { color: %1; }"_s.arg(
            readableOn(palette.color(QPalette::WindowText), tint).name(), tint.name(), colour.name(),
            m_widget->objectName());
    }

    QPointer<QWidget> m_widget;
    QPointer<QWidget> m_window;
    std::optional<Status> m_status;
    StatusLook m_look = StatusLook::Text;
};

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor &colour, const QColor &background)
{
    // A little above 4.5, so that rounding to #rrggbb cannot drop below it.
    const QColor extreme = isDark(background) ? QColor(Qt::white) : QColor(Qt::black);
    QColor result = colour.toRgb();
    for (int step = 0; step < 24 && contrastRatio(result, background) < 4.6; ++step)
        result = mix(result, extreme, 0.15);
    return result;
}

QColor statusColor(Status status, const QPalette &palette, const QColor &background)
{
    return readableOn(toneOf(status, palette, background), background);
}

QColor statusColor(Status status, const QPalette &palette, QPalette::ColorRole background)
{
    return statusColor(status, palette, palette.color(background));
}

QTextCharFormat statusTextFormat(Status status, const QPalette &palette, const QColor &background)
{
    QTextCharFormat format;
    format.setForeground(statusColor(status, palette, background));
    if (status != Status::Muted)
        format.setFontWeight(QFont::Bold);
    return format;
}

QColor statusTint(Status status, const QPalette &palette, QPalette::ColorRole background)
{
    const QColor base = palette.color(background);
    return mix(statusColor(status, palette, base), base, 0.84);
}

void setStatusStyle(QWidget *widget, std::optional<Status> status, StatusLook look)
{
    auto *styler = widget->findChild<StatusStyler *>(QString(), Qt::FindDirectChildrenOnly);
    if (!styler) {
        if (!status)
            return;
        styler = new StatusStyler(widget);
    }
    styler->setStatus(status, look);
}

} // namespace baton

#include "StatusColors.moc"

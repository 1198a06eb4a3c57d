#include "ui/widgets/IconPicker.h"

#include "core/resources/ResourceKind.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QToolButton>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

constexpr int Columns = 5;
constexpr int SymbolSize = 24;
constexpr const char *IconProperty = "iconValue";

// Each symbol is drawn on a 24 × 24 grid with the pen and brush of `color`:
// simple shapes, distinct at a glance, legible on light and dark palettes.
void drawSymbol(QPainter &p, const QString &icon, const QColor &color)
{
    QPen pen(color, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    QPen thick(color, 3.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    const auto filled = [&] { p.setBrush(color); };
    const auto hollow = [&] { p.setBrush(Qt::NoBrush); };

    if (icon == u"account_tree"_s) {
        filled();
        p.drawRect(QRectF(3, 3, 7, 5));
        p.drawRect(QRectF(14, 10, 7, 5));
        p.drawRect(QRectF(14, 17, 7, 5));
        p.drawPolyline(QPolygonF({{6.5, 8}, {6.5, 19.5}, {14, 19.5}}));
        p.drawLine(QPointF(6.5, 12.5), QPointF(14, 12.5));
    } else if (icon == u"forum"_s) {
        QPainterPath first;
        first.addRoundedRect(QRectF(2, 3, 13, 9), 2, 2);
        first.moveTo(4, 12);
        first.lineTo(4, 15.5);
        first.lineTo(7.5, 12);
        p.drawPath(first);
        filled();
        QPainterPath second;
        second.addRoundedRect(QRectF(9, 9, 13, 9), 2, 2);
        second.moveTo(20, 17);
        second.lineTo(20, 21.5);
        second.lineTo(15.5, 17);
        p.drawPath(second.simplified());
    } else if (icon == u"travel_explore"_s) {
        p.drawEllipse(QPointF(10, 10), 7, 7);
        p.drawEllipse(QPointF(10, 10), 3, 7);
        p.drawLine(QPointF(3, 10), QPointF(17, 10));
        p.setPen(thick);
        p.drawLine(QPointF(15.5, 15.5), QPointF(21, 21));
    } else if (icon == u"edit_note"_s) {
        p.drawLine(QPointF(3, 5), QPointF(15, 5));
        p.drawLine(QPointF(3, 10), QPointF(15, 10));
        p.drawLine(QPointF(3, 15), QPointF(9, 15));
        p.setPen(thick);
        p.drawLine(QPointF(12.5, 20.5), QPointF(20.5, 12.5));
        p.setPen(pen);
        filled();
        p.drawPolygon(QPolygonF({{10, 23}, {11, 19.5}, {13.5, 22}}));
    } else if (icon == u"monitoring"_s) {
        p.drawPolyline(QPolygonF({{3, 3}, {3, 21}, {21, 21}}));
        p.setPen(thick);
        p.drawPolyline(QPolygonF({{6, 17}, {10, 11}, {14, 14}, {20, 6}}));
    } else if (icon == u"gavel"_s) {
        p.setPen(thick);
        p.drawLine(QPointF(11, 11), QPointF(20, 20));
        p.drawLine(QPointF(3, 21.5), QPointF(12, 21.5));
        p.setPen(pen);
        filled();
        p.save();
        p.translate(9, 9);
        p.rotate(-45);
        p.drawRoundedRect(QRectF(-6.5, -3, 13, 6), 1, 1);
        p.restore();
    } else if (icon == u"school"_s) {
        filled();
        p.drawPolygon(QPolygonF({{12, 3.5}, {22.5, 9}, {12, 14.5}, {1.5, 9}}));
        hollow();
        QPainterPath body;
        body.moveTo(6, 12);
        body.lineTo(6, 16.5);
        body.quadTo(12, 21, 18, 16.5);
        body.lineTo(18, 12);
        p.drawPath(body);
        p.drawLine(QPointF(21, 9.5), QPointF(21, 17));
    } else if (icon == u"smart_toy"_s) {
        p.drawRoundedRect(QRectF(4, 7.5, 16, 13), 3, 3);
        p.drawLine(QPointF(12, 4), QPointF(12, 7.5));
        p.drawLine(QPointF(2, 12), QPointF(2, 16));
        p.drawLine(QPointF(22, 12), QPointF(22, 16));
        filled();
        p.drawEllipse(QPointF(12, 3), 1.5, 1.5);
        p.drawEllipse(QPointF(9, 13), 1.8, 1.8);
        p.drawEllipse(QPointF(15, 13), 1.8, 1.8);
        p.drawLine(QPointF(9.5, 17.5), QPointF(14.5, 17.5));
    } else if (icon == u"support_agent"_s) {
        p.drawEllipse(QPointF(12, 10.5), 4.5, 4.5);
        p.drawArc(QRectF(4.5, 3, 15, 15), 0, 180 * 16);
        p.drawArc(QRectF(4, 18.5, 16, 10), 0, 180 * 16);
        filled();
        p.drawRoundedRect(QRectF(3, 9, 3, 5.5), 1, 1);
        p.drawRoundedRect(QRectF(18, 9, 3, 5.5), 1, 1);
        hollow();
        QPainterPath mic;
        mic.moveTo(19.5, 14.5);
        mic.quadTo(19.5, 17, 15, 17);
        p.drawPath(mic);
    } else if (icon == u"campaign"_s) {
        p.drawPolygon(QPolygonF({{3, 9}, {9, 9}, {16, 4}, {16, 20}, {9, 15}, {3, 15}}));
        p.drawLine(QPointF(6, 15), QPointF(7.5, 20.5));
        p.drawLine(QPointF(19, 8.5), QPointF(22, 6.5));
        p.drawLine(QPointF(19, 12), QPointF(22.5, 12));
        p.drawLine(QPointF(19, 15.5), QPointF(22, 17.5));
    } else if (icon == u"analytics"_s) {
        filled();
        p.drawRect(QRectF(4, 13, 4, 7.5));
        p.drawRect(QRectF(10, 5, 4, 15.5));
        p.drawRect(QRectF(16, 9.5, 4, 11));
        p.drawLine(QPointF(2, 21.5), QPointF(22, 21.5));
    } else if (icon == u"history_edu"_s) {
        p.drawRect(QRectF(6, 5, 12, 14));
        filled();
        p.drawRoundedRect(QRectF(3.5, 3, 17, 3.5), 1.5, 1.5);
        p.drawRoundedRect(QRectF(3.5, 17.5, 17, 3.5), 1.5, 1.5);
        p.drawLine(QPointF(9, 9.5), QPointF(15, 9.5));
        p.drawLine(QPointF(9, 12.5), QPointF(15, 12.5));
        p.drawLine(QPointF(9, 15), QPointF(12.5, 15));
    } else {
        // None: an empty, dashed frame.
        p.setPen(QPen(color, 1.5, Qt::DashLine));
        p.drawRoundedRect(QRectF(4, 4, 16, 16), 2, 2);
    }
}

} // namespace

IconPicker::IconPicker(QWidget *parent)
    : QWidget(parent)
    , m_group(new QButtonGroup(this))
{
    m_group->setExclusive(true);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    QStringList values {QString()};
    values << ResourceKind::groupIcons();
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QString &value = values.at(i);
        auto *button = new QToolButton(this);
        button->setObjectName(value.isEmpty() ? u"icon_none"_s : u"icon_"_s + value);
        button->setProperty(IconProperty, value);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        button->setIconSize(QSize(SymbolSize, SymbolSize));
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        //: No icon chosen.
        button->setText(value.isEmpty() ? tr("None") : label(value));
        button->setAccessibleName(button->text());
        button->setToolTip(value.isEmpty() ? tr("No icon") : value);
        m_group->addButton(button);
        m_buttons.insert(value, button);
        grid->addWidget(button, int(i / Columns), int(i % Columns));
    }
    m_buttons.value(QString())->setChecked(true);
    setFocusProxy(m_buttons.value(QString()));
    redrawSymbols();
    connect(m_group, &QButtonGroup::buttonToggled, this, [this](QAbstractButton *, bool checked) {
        if (checked)
            Q_EMIT iconChanged(icon());
    });
}

QString IconPicker::icon() const
{
    const QAbstractButton *checked = m_group->checkedButton();
    return checked ? checked->property(IconProperty).toString() : QString();
}

void IconPicker::setIcon(const QString &value)
{
    QAbstractButton *button = m_buttons.value(value, m_buttons.value(QString()));
    button->setChecked(true);
}

QString IconPicker::label(const QString &icon)
{
    static const QHash<QString, const char *> labels {
        {u"account_tree"_s, QT_TR_NOOP("Hierarchy")},
        {u"forum"_s, QT_TR_NOOP("Conversation")},
        {u"travel_explore"_s, QT_TR_NOOP("Globe and magnifier")},
        {u"edit_note"_s, QT_TR_NOOP("Note and pencil")},
        {u"monitoring"_s, QT_TR_NOOP("Line chart")},
        {u"gavel"_s, QT_TR_NOOP("Gavel")},
        {u"school"_s, QT_TR_NOOP("Graduation cap")},
        {u"smart_toy"_s, QT_TR_NOOP("Robot")},
        {u"support_agent"_s, QT_TR_NOOP("Headset")},
        {u"campaign"_s, QT_TR_NOOP("Megaphone")},
        {u"analytics"_s, QT_TR_NOOP("Bar chart")},
        {u"history_edu"_s, QT_TR_NOOP("Scroll and quill")},
    };
    const char *text = labels.value(icon);
    return text ? tr(text) : icon;
}

QIcon IconPicker::symbol(const QString &icon, const QColor &color, int size)
{
    QIcon result;
    for (const qreal ratio : {1.0, 2.0}) {
        QPixmap pixmap(QSize(size, size) * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(qreal(size) / SymbolSize, qreal(size) / SymbolSize);
        drawSymbol(painter, icon, color);
        painter.end();
        result.addPixmap(pixmap);
    }
    return result;
}

void IconPicker::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        redrawSymbols();
    QWidget::changeEvent(event);
}

void IconPicker::redrawSymbols()
{
    const QColor color = palette().color(QPalette::ButtonText);
    for (auto it = m_buttons.constBegin(); it != m_buttons.constEnd(); ++it)
        it.value()->setIcon(symbol(it.key(), color));
}

} // namespace baton

#include "ui/panels/StatusCellDelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyleOptionProgressBar>

namespace baton {

StatusCellDelegate::StatusCellDelegate(StatusOf statusOf, ProgressOf progressOf, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_statusOf(std::move(statusOf))
    , m_progressOf(std::move(progressOf))
{ }

void StatusCellDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const std::optional<Status> status = m_statusOf ? m_statusOf(index) : std::nullopt;
    if (!status)
        return;
    // A selected row keeps the palette's highlighted text, which is made to be
    // read on the highlight; the other rows take the status colour, readable on
    // the row's own background (alternating rows included).
    const QColor background = option->features.testFlag(QStyleOptionViewItem::Alternate)
        ? option->palette.color(QPalette::AlternateBase)
        : option->palette.color(QPalette::Base);
    option->palette.setColor(QPalette::Text, statusColor(*status, option->palette, background));
    if (*status == Status::Error)
        option->font.setBold(true);
}

void StatusCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const std::optional<int> progress = m_progressOf ? m_progressOf(index) : std::nullopt;
    if (!progress) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The cell's background and selection first, then the bar over it, inset
    // so that neighbouring rows' bars do not touch.
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    cell.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);

    QStyleOptionProgressBar bar;
    bar.initFrom(widget);
    bar.rect = option.rect.adjusted(2, 2, -2, -2);
    bar.minimum = 0;
    bar.maximum = 100;
    bar.progress = std::clamp(*progress, 0, 100);
    bar.text = index.data(Qt::DisplayRole).toString();
    bar.textVisible = true;
    bar.textAlignment = Qt::AlignCenter;
    bar.state |= QStyle::State_Horizontal;
    style->drawControl(QStyle::CE_ProgressBar, &bar, painter, widget);
}

} // namespace baton

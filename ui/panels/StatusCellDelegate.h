#pragma once

#include "ui/widgets/StatusColors.h"

#include <QStyledItemDelegate>

#include <functional>
#include <optional>

namespace baton {

// Draws a status cell of a list so that its meaning shows at a glance: the
// text in the colour of its Status (an error red, a success green, a pending
// one muted), or, while the row reports a progress, a progress bar with the
// cell's text on it. The text itself stays what the model gives, so colour is
// never the only sign. The colours come from the view's palette when painted,
// so they follow a change of theme.
class StatusCellDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using StatusOf = std::function<std::optional<Status>(const QModelIndex &)>;
    // A percentage from 0 to 100 while the row is under way; none otherwise.
    using ProgressOf = std::function<std::optional<int>(const QModelIndex &)>;

    explicit StatusCellDelegate(StatusOf statusOf, ProgressOf progressOf = {}, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    StatusOf m_statusOf;
    ProgressOf m_progressOf;
};

} // namespace baton

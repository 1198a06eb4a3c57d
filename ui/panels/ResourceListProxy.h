#pragma once

#include <QSortFilterProxyModel>

namespace baton {

class NameBook;

// A resource table's view of its ResourceListModel: sorted as the header
// says, and asking for pages only while the list is live — a hidden view's
// timers ask too, and nothing may be sent before a connection or while a
// refresh waits for the page to be shown. Columns of model references show
// the model's name and kind, with the reference as written in the tooltip.
class ResourceListProxy final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    bool live = false;
    // Gives the reference columns their names; null until set.
    const NameBook *names = nullptr;

    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override
    {
        return live && QSortFilterProxyModel::canFetchMore(parent);
    }
    void fetchMore(const QModelIndex &parent) override
    {
        if (live)
            QSortFilterProxyModel::fetchMore(parent);
    }
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    // The names changed: the reference columns are drawn again.
    void namesChanged();

private:
    [[nodiscard]] bool isReferenceColumn(int column) const;
    // What a reference cell of the source model shows: the model's name and kind.
    [[nodiscard]] QString referenceText(const QModelIndex &sourceIndex) const;
};

} // namespace baton

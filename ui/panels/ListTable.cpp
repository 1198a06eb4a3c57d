#include "ui/panels/ListTable.h"

#include <QTableView>

namespace baton {

void setUpListTable(QTableView *table, QAbstractItemModel *model)
{
    table->setTabKeyNavigation(false);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
}

} // namespace baton

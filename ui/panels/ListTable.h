#pragma once

class QAbstractItemModel;
class QTableView;

namespace baton {

// Makes `table` a read-only list of `model`'s rows, as the panels show them:
// whole rows selected one at a time, no editing, alternating colours, no
// wrapping; Tab leaves the table and the arrow keys move within it.
void setUpListTable(QTableView *table, QAbstractItemModel *model);

} // namespace baton

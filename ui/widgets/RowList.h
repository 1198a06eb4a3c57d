#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace baton {

// The body of a small table editor: rows of widgets under column titles, in
// a grid so that every column lines up, a remove button at the end of each
// row and an Add button below. Owns the row widgets it is given. Named `name`,
// with the Add button "<name>Add", each remove button "<name>Remove_<row>" and
// each cell "<column name>_<row>" (renumbered when a row goes); keeps the tab
// order row by row, before Add.
class RowList final : public QWidget
{
    Q_OBJECT

public:
    struct Column {
        QString title;
        QString name; // the objectName prefix of its cells
        int stretch = 1; // share of the width; 0 keeps the cells at their preferred width
    };

    RowList(const QString &name, const QList<Column> &columns, const QString &addText, QWidget *parent = nullptr);

    // Appends a row of `cells` (one per column) and returns its index.
    int appendRow(const QList<QWidget *> &cells);
    void removeRow(int row);
    void clear();

    [[nodiscard]] int rowCount() const { return int(m_rows.size()); }
    [[nodiscard]] QWidget *cell(int row, int column) const;
    [[nodiscard]] QPushButton *addButton() const { return m_add; }

Q_SIGNALS:
    // The Add button was clicked; the owner builds the cells and appends a row.
    void addClicked();
    // A row was removed, by its button or by removeRow().
    void rowRemoved();

private:
    struct Row {
        QList<QWidget *> cells;
        QToolButton *remove = nullptr;
    };

    QList<Column> m_columns;
    QList<QLabel *> m_titles;
    QList<Row> m_rows;
    QGridLayout *m_grid;
    QLabel *m_empty;
    QPushButton *m_add;

    static void dispose(QWidget *widget);
    void relayout();
    // Puts row `i` at its place in the grid and names its widgets.
    void placeRow(int i);
};

} // namespace baton

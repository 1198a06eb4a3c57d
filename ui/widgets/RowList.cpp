#include "ui/widgets/RowList.h"

#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

RowList::RowList(const QString &name, const QList<Column> &columns, const QString &addText, QWidget *parent)
    : QWidget(parent)
    , m_columns(columns)
{
    setObjectName(name);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    m_grid = new QGridLayout;
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setVerticalSpacing(4);
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        auto *title = new QLabel(m_columns.at(c).title, this);
        QFont font = title->font();
        font.setBold(true);
        title->setFont(font);
        m_titles << title;
        m_grid->setColumnStretch(int(c), m_columns.at(c).stretch);
    }
    layout->addLayout(m_grid);

    //: A list of rows (headers, scopes, …) without any row.
    m_empty = new QLabel(tr("None"), this);
    m_empty->setObjectName(u"noRows"_s);
    setStatusStyle(m_empty, Status::Muted);
    layout->addWidget(m_empty);

    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(icons::icon(icons::Icon::Add), addText, this);
    m_add->setObjectName(name + u"Add"_s);
    connect(m_add, &QPushButton::clicked, this, &RowList::addClicked);
    buttons->addWidget(m_add);
    buttons->addStretch();
    layout->addLayout(buttons);
    relayout();
}

int RowList::appendRow(const QList<QWidget *> &cells)
{
    Row row;
    row.cells = cells;
    for (QWidget *cell : cells)
        cell->setParent(this);
    row.remove = new QToolButton(this);
    row.remove->setAutoRaise(true);
    row.remove->setIcon(icons::icon(icons::Icon::Remove));
    row.remove->setText(u"×"_s);
    row.remove->setToolTip(tr("Remove this row"));
    row.remove->setAccessibleName(tr("Remove this row"));
    QToolButton *remove = row.remove;
    connect(remove, &QToolButton::clicked, this, [this, remove] {
        for (int i = 0; i < rowCount(); ++i) {
            if (m_rows.at(i).remove == remove)
                return removeRow(i);
        }
    });

    // New widgets join the end of the window's focus chain: put the row after
    // the previous one and before the Add button. The first row goes after
    // Add, which then moves after it (setTabOrder() only places a widget
    // after another that takes focus).
    QWidget *before = m_rows.isEmpty() ? static_cast<QWidget *>(m_add) : m_rows.constLast().remove;
    m_rows.append(row);
    for (QWidget *cell : std::as_const(row.cells)) {
        setTabOrder(before, cell);
        before = cell;
    }
    setTabOrder(before, row.remove);
    setTabOrder(row.remove, m_add);

    // Only the new row is placed: laying out every row again would make
    // filling a list of n rows cost n².
    placeRow(rowCount() - 1);
    for (QWidget *title : std::as_const(m_titles))
        title->setVisible(true);
    m_empty->setVisible(false);
    for (QWidget *cell : std::as_const(row.cells))
        cell->show();
    row.remove->show();
    return rowCount() - 1;
}

void RowList::removeRow(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    const Row removed = m_rows.takeAt(row);
    bool hadFocus = removed.remove->hasFocus();
    for (QWidget *cell : removed.cells)
        hadFocus = hadFocus || cell->isAncestorOf(focusWidget()) || cell == focusWidget();
    for (QWidget *cell : removed.cells)
        dispose(cell);
    dispose(removed.remove);
    relayout();
    if (hadFocus) {
        if (m_rows.isEmpty())
            m_add->setFocus();
        else
            m_rows.at(std::min(row, rowCount() - 1)).cells.constFirst()->setFocus();
    }
    Q_EMIT rowRemoved();
}

void RowList::clear()
{
    if (m_rows.isEmpty())
        return;
    for (const Row &row : std::as_const(m_rows)) {
        for (QWidget *cell : row.cells)
            dispose(cell);
        dispose(row.remove);
    }
    m_rows.clear();
    relayout();
    Q_EMIT rowRemoved();
}

QWidget *RowList::cell(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= m_rows.at(row).cells.size())
        return nullptr;
    return m_rows.at(row).cells.at(column);
}

void RowList::dispose(QWidget *widget)
{
    // The row's own remove button may be the one whose click got us here:
    // take the widget out of the list now, delete it once the click is over.
    widget->hide();
    widget->setParent(nullptr);
    widget->deleteLater();
}

void RowList::placeRow(int i)
{
    const Row &row = m_rows.at(i);
    for (qsizetype c = 0; c < row.cells.size(); ++c) {
        m_grid->addWidget(row.cells.at(c), i + 1, int(c));
        if (c < m_columns.size())
            row.cells.at(c)->setObjectName(m_columns.at(c).name + u'_' + QString::number(i));
    }
    m_grid->addWidget(row.remove, i + 1, int(m_columns.size()));
    row.remove->setObjectName(objectName() + u"Remove_"_s + QString::number(i));
    row.remove->setAccessibleName(tr("Remove row %1").arg(i + 1));
}

void RowList::relayout()
{
    // A grid keeps the rows of removed ones, with their spacing: lay out anew.
    while (m_grid->count() > 0)
        delete m_grid->takeAt(0);
    for (qsizetype c = 0; c < m_titles.size(); ++c) {
        m_grid->addWidget(m_titles.at(c), 0, int(c));
        m_titles.at(c)->setVisible(!m_rows.isEmpty());
    }
    for (int i = 0; i < rowCount(); ++i)
        placeRow(i);
    m_empty->setVisible(m_rows.isEmpty());
}

} // namespace baton

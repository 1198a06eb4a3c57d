#include "ui/connection/TeamNamesDialog.h"

#include "core/relations/NameBook.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

TeamNamesDialog::TeamNamesDialog(const NameBook &names, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
{
    setObjectName(u"teamNamesDialog"_s);
    setWindowTitle(tr("Team Names"));
    auto *intro = new QLabel(tr("The service gives teams no names. Name the teams seen here; the names are kept "
                                "with this profile and shown instead of the ids."),
                             this);
    intro->setWordWrap(true);

    const QStringList teams = names.teams();
    m_table->setObjectName(u"teamNames"_s);
    m_table->setAccessibleName(tr("Team names"));
    m_table->setColumnCount(2);
    //: Columns of the team names: the name the user gives, the team's id.
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Team id")});
    m_table->setRowCount(int(teams.size()));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false);
    m_table->setEditTriggers(QAbstractItemView::AllEditTriggers);
    for (int row = 0; row < teams.size(); ++row) {
        const QString &id = teams.at(row);
        auto *label = new QTableWidgetItem(names.teamLabels().value(id.toLower()));
        label->setData(Qt::UserRole, id);
        m_table->setItem(row, 0, label);
        auto *idItem = new QTableWidgetItem(id);
        idItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_table->setItem(row, 1, idItem);
    }
    if (!teams.isEmpty())
        m_table->setCurrentCell(0, 0);

    auto *empty = new QLabel(tr("No team seen yet: teams appear once objects that name them are read."), this);
    empty->setObjectName(u"noTeams"_s);
    empty->setWordWrap(true);
    empty->setVisible(teams.isEmpty());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setObjectName(u"saveTeamNames"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(empty);
    layout->addWidget(buttons);
    // Wide enough for the introduction to wrap into a few lines at the smallest size.
    setMinimumWidth(440);
    resize(560, 320);
}

QHash<QString, QString> TeamNamesDialog::labels() const
{
    QHash<QString, QString> labels;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *label = m_table->item(row, 0);
        // Saved by the keyboard while a cell is being edited, the editor
        // still holds its text.
        const auto *editor = qobject_cast<const QLineEdit *>(m_table->indexWidget(m_table->indexFromItem(label)));
        const QString text = (editor ? editor->text() : label->text()).trimmed();
        if (!text.isEmpty())
            labels.insert(label->data(Qt::UserRole).toString(), text);
    }
    return labels;
}

} // namespace baton

#include "ui/widgets/TeamPicker.h"

#include "core/relations/NameBook.h"

#include <QLineEdit>
#include <QSignalBlocker>

namespace baton {

TeamPicker::TeamPicker(QWidget *parent)
    : QComboBox(parent)
{
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(16);
    lineEdit()->setPlaceholderText(tr("Choose a team, or type its id"));
    connect(this, &QComboBox::currentIndexChanged, this, &TeamPicker::announce);
    connect(this, &QComboBox::editTextChanged, this, &TeamPicker::announce);
}

// Only a change of the id is one: a label typed in another case, which the
// combo box completes when the focus leaves, chooses the same team.
void TeamPicker::announce()
{
    const QString id = currentId();
    if (id == m_announced)
        return;
    m_announced = id;
    Q_EMIT currentIdChanged(id);
}

void TeamPicker::setNames(const NameBook &names)
{
    m_names = &names;
    fill();
    // A form opened while the lists are still being read gets their teams as they come.
    connect(&names, &NameBook::changed, this, &TeamPicker::fill, Qt::UniqueConnection);
}

void TeamPicker::fill()
{
    const QString id = currentId();
    {
        const QSignalBlocker blocker(this);
        clear();
        for (const QString &team : m_names->teams()) {
            addItem(m_names->label(NameBook::Kind::Team, team), team);
            setItemData(count() - 1, team, Qt::ToolTipRole);
        }
    }
    setCurrentId(id);
}

QString TeamPicker::currentId() const
{
    const QString typed = currentText().trimmed();
    if (currentIndex() >= 0 && itemText(currentIndex()) == currentText())
        return itemData(currentIndex()).toString();
    // A label typed whole stands for its team.
    for (int i = 0; i < count(); ++i) {
        if (itemText(i).compare(typed, Qt::CaseInsensitive) == 0)
            return itemData(i).toString();
    }
    return typed;
}

void TeamPicker::setCurrentId(const QString &id)
{
    for (int i = 0; i < count(); ++i) {
        if (itemData(i).toString().compare(id, Qt::CaseInsensitive) == 0) {
            setCurrentIndex(i);
            setEditText(itemText(i));
            return;
        }
    }
    setCurrentIndex(-1);
    setEditText(id);
}

} // namespace baton

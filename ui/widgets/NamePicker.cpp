#include "ui/widgets/NamePicker.h"

#include <QCompleter>
#include <QLineEdit>
#include <QSignalBlocker>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

NamePicker::NamePicker(NameBook::Kind kind, QWidget *parent)
    : QComboBox(parent)
    , m_kind(kind)
{
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(16);
    // Typing narrows the names to those that contain it, wherever in the name.
    completer()->setCompletionMode(QCompleter::PopupCompletion);
    completer()->setFilterMode(Qt::MatchContains);
    completer()->setCaseSensitivity(Qt::CaseInsensitive);
    connect(this, &QComboBox::currentIndexChanged, this, &NamePicker::announce);
    connect(this, &QComboBox::editTextChanged, this, &NamePicker::announce);
    // Not while the text is being changed: the completer is still reading it.
    connect(this, &QComboBox::editTextChanged, this, &NamePicker::nameTypedId, Qt::QueuedConnection);
}

// Only a change of the id is one: a label typed in another case, which the
// combo box completes when the focus leaves, chooses the same object.
void NamePicker::announce()
{
    const QString id = currentId();
    if (id == m_announced)
        return;
    m_announced = id;
    Q_EMIT currentIdChanged(id);
}

// A pasted id the book knows is shown as the object's label.
void NamePicker::nameTypedId()
{
    if (currentIndex() >= 0 && itemText(currentIndex()) == currentText())
        return;
    const QString typed = currentText().trimmed();
    if (findData(typed, Qt::UserRole, Qt::MatchFixedString) >= 0)
        setCurrentId(typed);
}

void NamePicker::setNames(const NameBook &names)
{
    m_names = &names;
    fill();
    // A form opened while the lists are still being read gets their objects
    // as they come, and a rename or a new object as the client makes it.
    connect(&names, &NameBook::changed, this, &NamePicker::fill, Qt::UniqueConnection);
}

void NamePicker::setKind(NameBook::Kind kind)
{
    if (kind == m_kind)
        return;
    const QString id = currentId();
    const bool noLongerFits = knows(m_kind, id) && !knows(kind, id);
    m_kind = kind;
    fill();
    if (noLongerFits)
        setCurrentId(QString());
}

bool NamePicker::knows(NameBook::Kind kind, const QString &id) const
{
    if (!m_names || id.isEmpty())
        return false;
    if (kind == NameBook::Kind::Team)
        return m_names->teams().contains(id, Qt::CaseInsensitive);
    return m_names->index().contains(kind, id);
}

void NamePicker::fill()
{
    const QString id = currentId();
    {
        const QSignalBlocker blocker(this);
        clear();
        if (m_names && m_kind != NameBook::Kind::Unknown) {
            struct Item {
                QString label;
                QString id;
            };
            QList<Item> items;
            if (m_kind == NameBook::Kind::Team) {
                // The book's order: the token's own team first.
                for (const QString &team : m_names->teams())
                    items.append({m_names->label(m_kind, team), team});
            } else {
                for (const QString &object : m_names->index().ids(m_kind))
                    items.append({m_names->label(m_kind, object), object});
                std::sort(items.begin(), items.end(), [](const Item &a, const Item &b) {
                    const int byLabel = a.label.localeAwareCompare(b.label);
                    return byLabel != 0 ? byLabel < 0 : a.id < b.id;
                });
            }
            QHash<QString, int> uses;
            for (const Item &item : std::as_const(items))
                ++uses[item.label];
            for (const Item &item : std::as_const(items)) {
                // Objects of the same name are told apart by the start of their ids.
                addItem(uses.value(item.label) > 1
                            //: An object among others of the same name: %1 its name, %2 the start of its id.
                            ? tr("%1 (%2)").arg(item.label, item.id.left(8))
                            : item.label,
                        item.id);
                setItemData(count() - 1, item.id, Qt::ToolTipRole);
            }
        }
    }
    setCurrentId(id);
}

QString NamePicker::currentId() const
{
    const QString typed = currentText().trimmed();
    if (currentIndex() >= 0 && itemText(currentIndex()) == currentText())
        return itemData(currentIndex()).toString();
    // A label typed whole stands for its object.
    for (int i = 0; i < count(); ++i) {
        if (itemText(i).compare(typed, Qt::CaseInsensitive) == 0)
            return itemData(i).toString();
    }
    return typed;
}

void NamePicker::setCurrentId(const QString &id)
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

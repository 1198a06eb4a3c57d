#include "ui/widgets/TeamIdsEditor.h"

#include "core/relations/NameBook.h"
#include "core/resources/Validator.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/TeamPicker.h"

#include <QGridLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

#include <algorithm>

namespace baton {

using namespace Qt::StringLiterals;

TeamIdsEditor::TeamIdsEditor(QWidget *parent)
    : QWidget(parent)
    , m_entry(new TeamPicker(this))
    , m_add(new QPushButton(icons::icon(icons::Icon::Add), tr("Add"), this))
    , m_list(new QListWidget(this))
    , m_remove(new QPushButton(icons::icon(icons::Icon::Remove), tr("Remove"), this))
{
    m_entry->setObjectName(u"teamIdPicker"_s);
    m_entry->lineEdit()->setObjectName(u"teamIdEntry"_s);
    nameAfterLabel(m_entry, tr("Team"));
    m_add->setObjectName(u"addTeamId"_s);
    m_list->setObjectName(u"teamIdList"_s);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setAlternatingRowColors(true);
    m_remove->setObjectName(u"removeTeamId"_s);
    setFocusProxy(m_entry);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_entry, 0, 0);
    layout->addWidget(m_add, 0, 1);
    layout->addWidget(m_list, 1, 0);
    layout->addWidget(m_remove, 1, 1, Qt::AlignTop);
    setTabOrder(m_entry, m_add);
    setTabOrder(m_add, m_list);
    setTabOrder(m_list, m_remove);

    connect(m_entry, &QComboBox::editTextChanged, this, &TeamIdsEditor::updateButtons);
    connect(m_entry->lineEdit(), &QLineEdit::returnPressed, this, &TeamIdsEditor::addEntry);
    connect(m_add, &QPushButton::clicked, this, &TeamIdsEditor::addEntry);
    connect(m_remove, &QPushButton::clicked, this, &TeamIdsEditor::removeSelected);
    connect(m_list, &QListWidget::itemSelectionChanged, this, &TeamIdsEditor::updateButtons);
    updateButtons();
    fitListHeight();
}

void TeamIdsEditor::setNames(const NameBook &names)
{
    m_names = &names;
    m_entry->setNames(names);
    setTeamIds(teamIds());
}

QStringList TeamIdsEditor::teamIds() const
{
    QStringList ids;
    for (int row = 0; row < m_list->count(); ++row)
        ids << m_list->item(row)->data(Qt::UserRole).toString();
    return ids;
}

void TeamIdsEditor::setTeamIds(const QStringList &ids)
{
    m_list->clear();
    for (const QString &id : ids)
        addItem(id);
    m_entry->setCurrentId(QString());
    updateButtons();
    fitListHeight();
}

QString TeamIdsEditor::pendingText() const
{
    return m_entry->currentId();
}

void TeamIdsEditor::addItem(const QString &id)
{
    auto *item = new QListWidgetItem(m_names ? m_names->label(NameBook::Kind::Team, id) : id, m_list);
    item->setData(Qt::UserRole, id);
    item->setToolTip(id);
}

void TeamIdsEditor::addEntry()
{
    const QString id = pendingText();
    if (!Validator::isUuid(id))
        return;
    if (!teamIds().contains(id, Qt::CaseInsensitive)) {
        addItem(id);
        fitListHeight();
        Q_EMIT teamIdsChanged();
    }
    m_entry->setCurrentId(QString());
}

void TeamIdsEditor::removeSelected()
{
    const QList<QListWidgetItem *> selected = m_list->selectedItems();
    if (selected.isEmpty())
        return;
    qDeleteAll(selected);
    fitListHeight();
    updateButtons();
    Q_EMIT teamIdsChanged();
}

void TeamIdsEditor::updateButtons()
{
    const QString id = pendingText();
    m_add->setEnabled(Validator::isUuid(id));
    m_add->setToolTip(id.isEmpty() || Validator::isUuid(id)
                          ? QString()
                          : tr("A team id is a UUID: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"));
    m_remove->setEnabled(!m_list->selectedItems().isEmpty());
}

// The list grows with its entries, from two lines up to six, then scrolls.
void TeamIdsEditor::fitListHeight()
{
    const int rowHeight = m_list->fontMetrics().height() + 6;
    const int rows = std::clamp(m_list->count(), 2, 6);
    m_list->setFixedHeight(rows * rowHeight + 2 * m_list->frameWidth());
}

} // namespace baton

#include "ui/widgets/AgentsTable.h"

#include "core/resources/ResourceKind.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/CountedTextEdit.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/ModelRefPicker.h"
#include "ui/widgets/StatusColors.h"

#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

const QString Ref = u"ref"_s;
const QString Role = u"role"_s;
const QString Instruction = u"instructionOverride"_s;

// The limit of an agent's instruction override, as the table of the interface gives it.
qint64 instructionLimit()
{
    const FieldSpec *agents = ResourceKind::get(ResourceKind::Id::GroupModel).field(u"agents");
    for (const FieldSpec &member : agents->item->fields) {
        if (member.name == Instruction)
            return member.maxLength.value_or(0);
    }
    return 0;
}

QString oneLine(const QString &text, qsizetype length)
{
    QString line = text.simplified();
    if (line.size() > length)
        line = line.left(length - 1) + u'…';
    return line;
}

} // namespace

AgentsTable::AgentsTable(ApiClient &client, QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_add(new QPushButton(icons::icon(icons::Icon::Add), tr("Add agent"), this))
    , m_remove(new QPushButton(icons::icon(icons::Icon::Remove), tr("Remove"), this))
    , m_up(new QPushButton(icons::icon(icons::Icon::Up), tr("Move up"), this))
    , m_down(new QPushButton(icons::icon(icons::Icon::Down), tr("Move down"), this))
    , m_detail(new QGroupBox(tr("Selected agent"), this))
    , m_ref(new ModelRefPicker(client, m_detail))
    , m_role(new QLineEdit(m_detail))
    , m_instruction(new CountedTextEdit(instructionLimit(), m_detail))
{
    m_table->setObjectName(u"agentList"_s);
    // Tab leaves the table; the arrow keys move within it.
    m_table->setTabKeyNavigation(false);
    m_table->setHorizontalHeaderLabels({
        //: A column: the agent's role in the group model.
        tr("Role"),
        tr("Model"),
        tr("Instruction"),
    });
    m_table->horizontalHeaderItem(InstructionColumn)->setToolTip(tr("The agent's instruction override"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(ModelColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->resizeSection(RoleColumn, 110);
    m_table->horizontalHeader()->resizeSection(InstructionColumn, 140);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Wide enough for a row's number with its problem mark, so that the mark
    // coming or going moves no column.
    const int headerMargin = m_table->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_table->verticalHeader());
    m_table->verticalHeader()->setMinimumWidth(m_table->verticalHeader()->fontMetrics().horizontalAdvance(u"⚠ 00"_s)
                                               + 4 * headerMargin);
    // Room for four agents; more scroll.
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
                            + 4 * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth());

    m_add->setObjectName(u"addAgent"_s);
    m_remove->setObjectName(u"removeAgent"_s);
    m_up->setObjectName(u"moveAgentUp"_s);
    m_down->setObjectName(u"moveAgentDown"_s);
    m_remove->setToolTip(tr("Remove the selected agent"));
    m_up->setToolTip(tr("Move the selected agent up (Alt+Up)"));
    m_down->setToolTip(tr("Move the selected agent down (Alt+Down)"));
    m_up->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    m_down->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));

    m_detail->setObjectName(u"agentDetail"_s);
    m_ref->setObjectName(u"agentRef"_s);
    m_role->setObjectName(u"agentRole"_s);
    m_role->setPlaceholderText(tr("e.g. Researcher, Critic, Summariser"));
    m_instruction->setObjectName(u"agentInstruction"_s);
    m_instruction->setPlaceholderText(tr("Replaces the model's own system instruction for this agent (optional)"));
    m_instruction->setVisibleLines(6);

    auto *detailForm = new QFormLayout(m_detail);
    detailForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    detailForm->addRow(tr("&Model"), m_ref);
    detailForm->addRow(tr("R&ole"), m_role);
    detailForm->addRow(tr("&Instruction override"), m_instruction);
    // The picker and the counted text are wrappers: their label names the inputs inside.
    for (QWidget *field : {static_cast<QWidget *>(m_ref), static_cast<QWidget *>(m_instruction)}) {
        if (const auto *label = qobject_cast<QLabel *>(detailForm->labelForField(field)))
            nameAfterLabel(field, label->text());
    }

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    layout->addWidget(m_detail);
    setFocusProxy(m_table);
    setTabOrder(m_table, m_add);
    setTabOrder(m_add, m_remove);
    setTabOrder(m_remove, m_up);
    setTabOrder(m_up, m_down);
    setTabOrder(m_down, m_ref);
    setTabOrder(m_ref, m_role);
    setTabOrder(m_role, m_instruction);

    connect(m_add, &QPushButton::clicked, this, &AgentsTable::addAgent);
    connect(m_remove, &QPushButton::clicked, this, &AgentsTable::removeCurrent);
    connect(m_up, &QPushButton::clicked, this, &AgentsTable::moveCurrentUp);
    connect(m_down, &QPushButton::clicked, this, &AgentsTable::moveCurrentDown);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        showDetail();
        updateButtons();
    });
    connect(m_ref, &ModelRefPicker::refChanged, this, &AgentsTable::storeDetail);
    connect(m_ref, &ModelRefPicker::namesChanged, this, &AgentsTable::refreshModelColumn);
    connect(m_role, &QLineEdit::textChanged, this, &AgentsTable::storeDetail);
    connect(m_instruction, &CountedTextEdit::textChanged, this, &AgentsTable::storeDetail);
    rebuildRows(-1);
}

QJsonArray AgentsTable::agents() const
{
    QJsonArray array;
    for (const QJsonObject &agent : m_agents)
        array.append(agent);
    return array;
}

void AgentsTable::setAgents(const QJsonArray &agents)
{
    m_agents.clear();
    for (const QJsonValue &agent : agents)
        m_agents.append(cleanAgent(agent.toObject()));
    m_problems.clear();
    if (!m_agents.isEmpty())
        m_ref->loadNames();
    rebuildRows(m_agents.isEmpty() ? -1 : 0);
}

int AgentsTable::currentAgent() const
{
    const QList<QTableWidgetSelectionRange> ranges = m_table->selectedRanges();
    return ranges.isEmpty() ? -1 : ranges.first().topRow();
}

QString AgentsTable::agentName(int index) const
{
    const QString role = index >= 0 && index < count() ? m_agents.at(index).value(Role).toString() : QString();
    if (role.trimmed().isEmpty())
        return tr("Agent %1").arg(index + 1);
    return tr("Agent %1 (“%2”)").arg(index + 1).arg(oneLine(role, 24));
}

void AgentsTable::setProblems(const QHash<int, QStringList> &problems)
{
    if (problems == m_problems)
        return;
    m_problems = problems;
    for (int row = 0; row < m_table->rowCount(); ++row)
        updateRowHeader(row);
}

void AgentsTable::addAgent()
{
    m_agents.append(QJsonObject {{Ref, QJsonObject {{u"type"_s, u"llm"_s}}}, {Role, QString()}});
    m_ref->loadNames();
    rebuildRows(count() - 1);
    m_role->setFocus();
    Q_EMIT agentsChanged();
}

void AgentsTable::removeCurrent()
{
    const int row = currentAgent();
    if (row < 0)
        return;
    m_agents.removeAt(row);
    m_problems.clear();
    rebuildRows(std::min(row, count() - 1));
    Q_EMIT agentsChanged();
}

void AgentsTable::moveCurrentUp()
{
    moveCurrent(-1);
}

void AgentsTable::moveCurrentDown()
{
    moveCurrent(1);
}

void AgentsTable::moveCurrent(int by)
{
    const int row = currentAgent();
    const int target = row + by;
    if (row < 0 || target < 0 || target >= count())
        return;
    m_agents.swapItemsAt(row, target);
    m_problems.clear();
    rebuildRows(target);
    Q_EMIT agentsChanged();
}

void AgentsTable::rebuildRows(int select)
{
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(int(m_agents.size()));
    for (int row = 0; row < m_table->rowCount(); ++row)
        updateRow(row);
    m_table->clearSelection();
    if (select >= 0)
        m_table->selectRow(select);
    showDetail();
    updateButtons();
}

void AgentsTable::updateRow(int row)
{
    const QJsonObject &agent = m_agents.at(row);
    const QString instruction = agent.value(Instruction).toString();
    const QStringList texts {oneLine(agent.value(Role).toString(), 64), m_ref->describe(agent.value(Ref).toObject()),
                             instruction.isEmpty() ? tr("—") : oneLine(instruction, 80)};
    for (int column = 0; column < ColumnCount; ++column) {
        QTableWidgetItem *item = m_table->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            m_table->setItem(row, column, item);
        }
        item->setText(texts.at(column));
    }
    m_table->item(row, InstructionColumn)->setToolTip(oneLine(instruction, 400));
    updateRowHeader(row);
}

void AgentsTable::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        for (int row = 0; row < m_table->rowCount(); ++row)
            updateRowHeader(row);
    }
}

void AgentsTable::updateRowHeader(int row)
{
    QTableWidgetItem *header = m_table->verticalHeaderItem(row);
    if (!header) {
        header = new QTableWidgetItem;
        m_table->setVerticalHeaderItem(row, header);
    }
    const QStringList problems = m_problems.value(row);
    header->setText(problems.isEmpty() ? QString::number(row + 1) : u"⚠ "_s + QString::number(row + 1));
    header->setToolTip(problems.join(u'\n'));
    header->setForeground(problems.isEmpty() ? QBrush()
                                             : QBrush(statusColor(Status::Error, palette(), QPalette::Button)));
}

void AgentsTable::refreshModelColumn()
{
    for (int row = 0; row < m_table->rowCount(); ++row)
        m_table->item(row, ModelColumn)->setText(m_ref->describe(m_agents.at(row).value(Ref).toObject()));
}

void AgentsTable::showDetail()
{
    const int row = currentAgent();
    m_loadingDetail = true;
    const QJsonObject agent = row >= 0 ? m_agents.at(row) : QJsonObject();
    m_ref->setRef(agent.value(Ref).toObject());
    m_role->setText(agent.value(Role).toString());
    m_instruction->setText(agent.value(Instruction).toString());
    m_detail->setEnabled(row >= 0);
    m_detail->setTitle(row >= 0 ? agentName(row) : tr("Selected agent"));
    m_loadingDetail = false;
}

void AgentsTable::storeDetail()
{
    const int row = currentAgent();
    if (m_loadingDetail || row < 0)
        return;
    QJsonObject agent {{Ref, m_ref->ref()}, {Role, m_role->text()}};
    if (!m_instruction->text().isEmpty())
        agent.insert(Instruction, m_instruction->text());
    if (agent == m_agents.at(row))
        return;
    m_agents[row] = agent;
    updateRow(row);
    m_detail->setTitle(agentName(row));
    Q_EMIT agentsChanged();
}

void AgentsTable::updateButtons()
{
    const int row = currentAgent();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < count());
}

QJsonObject AgentsTable::cleanAgent(const QJsonObject &agent)
{
    QJsonObject ref = agent.value(Ref).toObject();
    ref.remove(u"resolved"_s);
    QJsonObject clean {{Ref, ref}, {Role, agent.value(Role).toString()}};
    const QString instruction = agent.value(Instruction).toString();
    if (!instruction.isEmpty())
        clean.insert(Instruction, instruction);
    return clean;
}

} // namespace baton

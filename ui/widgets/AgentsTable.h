#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QWidget>

class QGroupBox;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace baton {

class ApiClient;
class CountedTextEdit;
class ModelRefPicker;

// The agents of a group model: a table of agents (role, model, instruction
// override) with add, remove and move up/down, and under it the editor of the
// selected agent: its model reference, its role and its instruction override
// in a multi-line field with a character count. Owns the agents as JSON
// objects, in order.
class AgentsTable final : public QWidget
{
    Q_OBJECT

public:
    enum Column { RoleColumn, ModelColumn, InstructionColumn, ColumnCount };

    explicit AgentsTable(ApiClient &client, QWidget *parent = nullptr);

    // Each agent as {ref, role, instructionOverride}; an empty instruction
    // override is left out.
    [[nodiscard]] QJsonArray agents() const;
    // Agents as read; `resolved` members of their references are dropped.
    void setAgents(const QJsonArray &agents);
    [[nodiscard]] int count() const { return int(m_agents.size()); }

    [[nodiscard]] int currentAgent() const;

    // How messages name an agent: "Agent 2 (“Researcher”)", counted from 1.
    [[nodiscard]] QString agentName(int index) const;
    // Marks the agents that have problems, with their messages as tooltips;
    // an empty map clears every mark.
    void setProblems(const QHash<int, QStringList> &problems);

public Q_SLOTS:
    void addAgent();
    void removeCurrent();
    void moveCurrentUp();
    void moveCurrentDown();

Q_SIGNALS:
    void agentsChanged();

protected:
    // A new palette colours the headers of the rows with problems again.
    void changeEvent(QEvent *event) override;

private:
    QTableWidget *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QGroupBox *m_detail;
    ModelRefPicker *m_ref;
    QLineEdit *m_role;
    CountedTextEdit *m_instruction;
    QList<QJsonObject> m_agents;
    QHash<int, QStringList> m_problems;
    bool m_loadingDetail = false;

    void rebuildRows(int select);
    void updateRow(int row);
    void updateRowHeader(int row);
    void refreshModelColumn();
    void showDetail();
    void storeDetail();
    void moveCurrent(int by);
    void updateButtons();
    [[nodiscard]] static QJsonObject cleanAgent(const QJsonObject &agent);
};

} // namespace baton

#pragma once

#include <QDialog>
#include <QHash>

class QTableWidget;

namespace baton {

class NameBook;

// File › Team names…: the teams the console has seen, each with a name the
// user gives it. The service names no team; these names are kept in the
// profile and shown wherever a team is (pickers, detail panes).
class TeamNamesDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit TeamNamesDialog(const NameBook &names, QWidget *parent = nullptr);

    // Team id → name, for the rows given a name.
    [[nodiscard]] QHash<QString, QString> labels() const;

private:
    QTableWidget *m_table;
};

} // namespace baton

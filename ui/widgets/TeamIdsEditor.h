#pragma once

#include <QStringList>
#include <QWidget>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace baton {

// A short list of team UUIDs: typed into a line, added with Add (or Enter),
// removed from the list. Only UUIDs are added, each once; what is typed but
// not added is reported through pendingText() so a form can point at it.
class TeamIdsEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit TeamIdsEditor(QWidget *parent = nullptr);

    [[nodiscard]] QStringList teamIds() const;
    void setTeamIds(const QStringList &ids);
    // The text in the entry line, not yet added.
    [[nodiscard]] QString pendingText() const;

Q_SIGNALS:
    void teamIdsChanged();

private:
    QLineEdit *m_entry;
    QPushButton *m_add;
    QListWidget *m_list;
    QPushButton *m_remove;

    void addEntry();
    void removeSelected();
    void updateButtons();
    void fitListHeight();
};

} // namespace baton

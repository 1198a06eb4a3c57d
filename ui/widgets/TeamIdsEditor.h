#pragma once

#include <QStringList>
#include <QWidget>

class QListWidget;
class QPushButton;

namespace baton {

class NameBook;
class TeamPicker;

// A short list of team UUIDs: chosen among the teams seen (by label) or typed,
// added with Add (or Enter), removed from the list. The list shows each team's
// label, its id in the tooltip. Only UUIDs are added, each once; what is typed
// but not added is reported through pendingText() so a form can point at it.
class TeamIdsEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit TeamIdsEditor(QWidget *parent = nullptr);

    // Offers the teams of `names` and shows each by its label; `names` must
    // outlive the editor.
    void setNames(const NameBook &names);

    [[nodiscard]] QStringList teamIds() const;
    void setTeamIds(const QStringList &ids);
    // The text in the entry line, not yet added.
    [[nodiscard]] QString pendingText() const;

Q_SIGNALS:
    void teamIdsChanged();

private:
    const NameBook *m_names = nullptr;
    TeamPicker *m_entry;
    QPushButton *m_add;
    QListWidget *m_list;
    QPushButton *m_remove;

    void addEntry();
    void addItem(const QString &id);
    void removeSelected();
    void updateButtons();
    void fitListHeight();
};

} // namespace baton

#pragma once

#include <QComboBox>

namespace baton {

class NameBook;

// Picks a team id: the teams the console has seen (NameBook::teams(), the
// token's own team first), each shown by its label with its id in the
// tooltip. Editable, so that an id the console has not seen can be typed.
class TeamPicker final : public QComboBox
{
    Q_OBJECT

public:
    explicit TeamPicker(QWidget *parent = nullptr);

    // Offers the teams of `names`, by label, and follows its changes; the
    // typed or chosen id is kept.
    // `names` must outlive the picker.
    void setNames(const NameBook &names);

    // The chosen team's id; else the text as typed (trimmed), where a team's
    // label stands for its id.
    [[nodiscard]] QString currentId() const;
    // Shows the team with this id by its label, or the id as typed text.
    void setCurrentId(const QString &id);

Q_SIGNALS:
    void currentIdChanged(const QString &id);

private:
    const NameBook *m_names = nullptr;
    QString m_announced; // the id currentIdChanged() last gave

    void fill();
    void announce();
};

} // namespace baton

#pragma once

#include "core/relations/NameBook.h"

#include <QComboBox>

namespace baton {

// Picks an object the NameBook knows by what a person reads for it: a team
// among NameBook::teams() (the token's own team first) by its label, a custom
// or group model among those read by its name; each item has its id in its
// tooltip. Typing filters the names (any part of a name). An id can be
// pasted: one the book knows turns into its name, any other stays as it is,
// since an object the token cannot list may still be meant.
class NamePicker : public QComboBox
{
    Q_OBJECT

public:
    explicit NamePicker(NameBook::Kind kind, QWidget *parent = nullptr);

    // Offers the objects of `names` and follows its changes (an object read,
    // created or renamed); the typed or chosen id is kept.
    // `names` must outlive the picker.
    void setNames(const NameBook &names);

    [[nodiscard]] NameBook::Kind kind() const { return m_kind; }
    // Offers the objects of this kind instead (none for Unknown). An object
    // of the former kind that is not one of the new kind is no longer chosen;
    // an id the book does not know is kept.
    void setKind(NameBook::Kind kind);

    // The chosen object's id; else the text as typed (trimmed), where an
    // object's label stands for its id.
    [[nodiscard]] QString currentId() const;
    // Shows the object with this id by its label, or the id as typed text.
    void setCurrentId(const QString &id);

Q_SIGNALS:
    void currentIdChanged(const QString &id);

private:
    const NameBook *m_names = nullptr;
    NameBook::Kind m_kind;
    QString m_announced; // the id currentIdChanged() last gave

    [[nodiscard]] bool knows(NameBook::Kind kind, const QString &id) const;
    void fill();
    void announce();
    void nameTypedId();
};

} // namespace baton

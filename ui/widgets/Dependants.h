#pragma once

#include "core/relations/RelationIndex.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace baton {

class NameBook;

// The objects that use one object, in words a person reads: each user's kind
// and name and how it uses the object ("Tool “Send mail” — header X-Api-Key").
// For the delete question, the refusal of a delete and a secret's rotation.
class Dependants final
{
    Q_DECLARE_TR_FUNCTIONS(baton::Dependants)

public:
    // The edges to the object, ordered by relation, the user's kind, then name.
    [[nodiscard]] static QList<RelationIndex::Edge> of(const NameBook &names, RelationIndex::Kind kind,
                                                       const QString &id);
    // One line per user: "<Kind> “<name>” — <how>".
    [[nodiscard]] static QStringList lines(const NameBook &names, RelationIndex::Kind kind, const QString &id);
    // Why the users of an object of `kind` may not all be known, a paragraph
    // each: for each kind of user whose list failed or ended early, what
    // stopped it ("The tools could not be read: …"), then, when any such list
    // is not complete, that other objects may use it too. Empty only when
    // every list its users come from was read to its end: then, and only
    // then, no user means that nothing uses it.
    [[nodiscard]] static QStringList unknownUsers(const NameBook &names, RelationIndex::Kind kind);
    // The lines as a bulleted list of at most `shown` lines, then "and N more".
    [[nodiscard]] static QString list(const QStringList &lines, int shown = 10);
    // How the user uses the object, in a few words: "header X-Api-Key",
    // "agent “reviewer”", "BYOK", …
    [[nodiscard]] static QString how(const RelationIndex::Edge &edge);
};

} // namespace baton

#pragma once

#include "core/relations/NameBook.h"
#include "core/resources/ResourceKind.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>
#include <utility>

namespace baton {

// The detail pane's words for what an object refers to and what refers to it,
// as HTML for a QTextBrowser: every reference by its name and kind, as a link
// that opens the object (its id in the link's tooltip), and the sections
// "Uses" and "Used by" from the RelationIndex.
//
// A link's address is `baton-object:<kind key>/<id>` (kind keys as in
// ResourceKind, "custom-models"); objectOfLink() reads it back.
class RelationsSection final
{
    Q_DECLARE_TR_FUNCTIONS(baton::RelationsSection)

public:
    using Kind = RelationIndex::Kind;

    explicit RelationsSection(const NameBook &names)
        : m_names(names)
    { }

    // The object's name as a link (a team's label, or an object not visible,
    // as plain text with the id in its tooltip).
    [[nodiscard]] QString link(Kind kind, const QString &id) const;
    // As link(), with the kind before it: "Custom model Writer".
    [[nodiscard]] QString kindAndLink(Kind kind, const QString &id) const;

    // A reference member of an object of `kind` (a model reference, the
    // BYOK secret, auth fields, share scopes, team ids) as lines of HTML;
    // nothing when `member` is not one or its value has another shape, so
    // that the caller shows the value as it is.
    [[nodiscard]] QStringList memberLines(ResourceKind::Id kind, const QString &member, const QJsonValue &value) const;

    // Whether "Used by" lists what is shared with the object: a model's
    // detail shows those as what it can use (ModelToolsSection).
    enum class Shares { Listed, Omitted };
    // The "Uses" and "Used by" sections of the object, as HTML; "Used by"
    // says so when nothing the console has read refers to it.
    [[nodiscard]] QString usesAndUsedBy(ResourceKind::Id kind, const QString &id, Shares shares = Shares::Listed) const;

    // One edge in words, from the side of the object the pane shows: what it
    // uses (`outgoing`) or what uses it. HTML.
    [[nodiscard]] QString edgeLine(const RelationIndex::Edge &edge, bool outgoing) const;

    [[nodiscard]] static QUrl objectUrl(Kind kind, const QString &id);
    // The object a link of this section points at; nothing for another link.
    [[nodiscard]] static std::optional<std::pair<ResourceKind::Id, QString>> objectOfLink(const QUrl &url);

private:
    const NameBook &m_names;
};

} // namespace baton

#pragma once

#include <QJsonObject>
#include <QString>

namespace baton {

class ResourceKind;

// What the detail pane calls a member of an object: the kind's column title
// when it lists the member, else a translated label of the interface's
// member names, else the name itself (a member a newer service added).
[[nodiscard]] QString fieldLabel(const ResourceKind &kind, const QString &member);

// What a page calls an object: its name, else its file name, else its id,
// else the kind's name.
[[nodiscard]] QString objectLabel(const ResourceKind &kind, const QJsonObject &object);

} // namespace baton

#pragma once

#include <QString>

namespace baton {

class ResourceKind;

// What the detail pane calls a member of an object: the kind's column title
// when it lists the member, else a translated label of the interface's
// member names, else the name itself (a member a newer service added).
[[nodiscard]] QString fieldLabel(const ResourceKind &kind, const QString &member);

} // namespace baton

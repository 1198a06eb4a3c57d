#pragma once

#include <QJsonObject>

namespace baton {

class ResourceKind;

// The body that creates a copy of an object: what Duplicate opens in a new
// form, what Replace posts before it deletes the original, and what an export
// of the configuration writes. One rule for all of them, read from the
// ResourceKind table:
// - Only the members the table describes, at every level it describes them
//   (an object with listed members, the items of an array): the id, the
//   timestamps, the owner, the team, a file's status and size, and whatever
//   else the service adds or a newer service returns are left out. A model
//   reference keeps its type and its target, not the `resolved` copy of the
//   target the service adds on read.
// - A member without a value (null) is left out, as a create body leaves out
//   what it does not set: the service's default applies, as it did for the
//   original.
// - A write-only field (a secret's value) is left out even when an answer held
//   it. A tool keeps its auth fields, which name secrets by id.
// - A value the table leaves free-form (a tool's argument schema, static
//   headers) is copied whole.
// The name is kept as it is: a copy shown beside its original says so itself
// (Duplicate adds " (copy)"), a replacement keeps the original's name.
//
// For a file, the copy is the metadata the upload sends: its content cannot
// be re-created from what the service returns.
class PortableCopy final
{
public:
    PortableCopy() = delete;

    [[nodiscard]] static QJsonObject of(const ResourceKind &kind, const QJsonObject &object);
};

} // namespace baton

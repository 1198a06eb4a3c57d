#pragma once

#include <QJsonValue>
#include <QString>

#include <functional>
#include <optional>

namespace baton {

// What replaceMembers puts in place of an object's member: a value, or none
// to keep the member and walk into it.
using MemberReplacement = std::function<std::optional<QJsonValue>(const QString &key, const QJsonValue &member)>;

// `value` with every member for which `replace` gives a value replaced by it,
// at any depth of objects and arrays; a replaced member is not walked into.
// The one walk of the masks over JSON bodies (RequestLog, Credentials).
[[nodiscard]] QJsonValue replaceMembers(const QJsonValue &value, const MemberReplacement &replace);

// A value as a person reads it: a string as it is, anything else as compact
// JSON text ("null" for null, "5" for a number); empty for a missing value.
[[nodiscard]] QString compactText(const QJsonValue &value);

} // namespace baton

#include "api/JsonMembers.h"

#include <QJsonArray>
#include <QJsonObject>

namespace baton {

QJsonValue replaceMembers(const QJsonValue &value, const MemberReplacement &replace)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            std::optional<QJsonValue> replacement = replace(it.key(), it.value());
            *it = replacement ? *std::move(replacement) : replaceMembers(it.value(), replace);
        }
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (auto it = array.begin(); it != array.end(); ++it)
            *it = replaceMembers(*it, replace);
        return array;
    }
    return value;
}

} // namespace baton

#include "core/api/JsonMembers.h"

#include <QJsonArray>
#include <QJsonDocument>
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

QString compactText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Null:
    case QJsonValue::Bool:
    case QJsonValue::Double:
        break;
    }
    // A scalar is written as JSON writes it inside an array.
    return QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

} // namespace baton

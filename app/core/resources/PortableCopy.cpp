#include "core/resources/PortableCopy.h"

#include "core/resources/ResourceKind.h"

#include <QJsonArray>

#include <vector>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

QJsonValue copyOf(const FieldSpec &field, const QJsonValue &value);

// Sets `name` in `copy` unless the value is missing or null.
void keep(QJsonObject &copy, const QString &name, const QJsonValue &value)
{
    if (!value.isUndefined() && !value.isNull())
        copy.insert(name, value);
}

template<typename Fields> QJsonObject copyMembers(const Fields &fields, const QJsonObject &object)
{
    QJsonObject copy;
    for (const FieldSpec &member : fields) {
        if (!member.writeOnly)
            keep(copy, member.name, copyOf(member, object.value(member.name)));
    }
    return copy;
}

// The members a model reference has (FieldType::ModelRef): its type and the
// target of each type.
QJsonObject copyOfModelRef(const QJsonObject &ref)
{
    QJsonObject copy;
    for (const QString &member : {u"type"_s, u"llmModelName"_s, u"customModelId"_s, u"groupModelId"_s})
        keep(copy, member, ref.value(member));
    return copy;
}

QJsonValue copyOf(const FieldSpec &field, const QJsonValue &value)
{
    if (field.type == FieldType::Object && !field.fields.empty() && value.isObject())
        return copyMembers(field.fields, value.toObject());
    if (field.type == FieldType::ModelRef && value.isObject())
        return copyOfModelRef(value.toObject());
    if (field.type == FieldType::Array && field.item && value.isArray()) {
        QJsonArray items;
        for (const QJsonValue &item : value.toArray())
            items.append(copyOf(*field.item, item));
        return items;
    }
    return value;
}

} // namespace

QJsonObject PortableCopy::of(const ResourceKind &kind, const QJsonObject &object)
{
    return copyMembers(kind.fields, object);
}

} // namespace baton

#include "core/resources/ChatTarget.h"

using namespace Qt::StringLiterals;

namespace baton {

namespace {

constexpr QStringView GroupPrefix = u"group:";
constexpr QStringView CustomPrefix = u"custom:";

} // namespace

ChatTarget ChatTarget::parse(QStringView text)
{
    for (const auto &[prefix, kind] :
         {std::pair {GroupPrefix, Kind::GroupModel}, std::pair {CustomPrefix, Kind::CustomModel}}) {
        if (text.startsWith(prefix) && text.size() > prefix.size())
            return {kind, text.sliced(prefix.size()).toString()};
    }
    return {};
}

QString ChatTarget::text(Kind kind, const QString &id)
{
    switch (kind) {
    case Kind::GroupModel:
        return GroupPrefix + id;
    case Kind::CustomModel:
        return CustomPrefix + id;
    case Kind::None:
        break;
    }
    return {};
}

std::optional<ResourceKind::Id> ChatTarget::resourceKind() const
{
    switch (kind) {
    case Kind::GroupModel:
        return ResourceKind::Id::GroupModel;
    case Kind::CustomModel:
        return ResourceKind::Id::CustomModel;
    case Kind::None:
        break;
    }
    return std::nullopt;
}

QString ChatTarget::scopeType() const
{
    switch (kind) {
    case Kind::GroupModel:
        return u"groupModel"_s;
    case Kind::CustomModel:
        return u"customModel"_s;
    case Kind::None:
        break;
    }
    return {};
}

} // namespace baton

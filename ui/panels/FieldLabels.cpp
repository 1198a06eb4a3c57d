#include "ui/panels/FieldLabels.h"

#include "core/resources/ResourceKind.h"

#include <QCoreApplication>

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// The interface's member names, once for every kind.
constexpr std::array labels {
    std::pair {"id", QT_TRANSLATE_NOOP("baton::FieldLabels", "Id")},
    std::pair {"name", QT_TRANSLATE_NOOP("baton::FieldLabels", "Name")},
    std::pair {"description", QT_TRANSLATE_NOOP("baton::FieldLabels", "Description")},
    std::pair {"category", QT_TRANSLATE_NOOP("baton::FieldLabels", "Category")},
    std::pair {"tags", QT_TRANSLATE_NOOP("baton::FieldLabels", "Tags")},
    std::pair {"scope", QT_TRANSLATE_NOOP("baton::FieldLabels", "Scope")},
    std::pair {"scopes", QT_TRANSLATE_NOOP("baton::FieldLabels", "Shared with")},
    std::pair {"teamId", QT_TRANSLATE_NOOP("baton::FieldLabels", "Team")},
    std::pair {"teamIds", QT_TRANSLATE_NOOP("baton::FieldLabels", "Teams")},
    std::pair {"isPublic", QT_TRANSLATE_NOOP("baton::FieldLabels", "Public")},
    std::pair {"provider", QT_TRANSLATE_NOOP("baton::FieldLabels", "Provider")},
    std::pair {"hasValue", QT_TRANSLATE_NOOP("baton::FieldLabels", "Value set")},
    std::pair {"valueUpdatedAt", QT_TRANSLATE_NOOP("baton::FieldLabels", "Value changed")},
    std::pair {"method", QT_TRANSLATE_NOOP("baton::FieldLabels", "Method")},
    std::pair {"urlTemplate", QT_TRANSLATE_NOOP("baton::FieldLabels", "URL template")},
    std::pair {"argsSchema", QT_TRANSLATE_NOOP("baton::FieldLabels", "Arguments schema")},
    std::pair {"staticHeadersNonSecret", QT_TRANSLATE_NOOP("baton::FieldLabels", "Headers")},
    std::pair {"authFields", QT_TRANSLATE_NOOP("baton::FieldLabels", "Auth fields")},
    std::pair {"timeoutMs", QT_TRANSLATE_NOOP("baton::FieldLabels", "Timeout (ms)")},
    std::pair {"needUserValidation", QT_TRANSLATE_NOOP("baton::FieldLabels", "Asks for approval")},
    std::pair {"version", QT_TRANSLATE_NOOP("baton::FieldLabels", "Version")},
    std::pair {"cacheTtlSeconds", QT_TRANSLATE_NOOP("baton::FieldLabels", "Cache lifetime (s)")},
    std::pair {"fileName", QT_TRANSLATE_NOOP("baton::FieldLabels", "File name")},
    std::pair {"resourceType", QT_TRANSLATE_NOOP("baton::FieldLabels", "Type")},
    std::pair {"conversationId", QT_TRANSLATE_NOOP("baton::FieldLabels", "Conversation id")},
    std::pair {"mimeType", QT_TRANSLATE_NOOP("baton::FieldLabels", "Content type")},
    std::pair {"sizeBytes", QT_TRANSLATE_NOOP("baton::FieldLabels", "Size")},
    std::pair {"status", QT_TRANSLATE_NOOP("baton::FieldLabels", "Status")},
    std::pair {"progress", QT_TRANSLATE_NOOP("baton::FieldLabels", "Progress")},
    std::pair {"error", QT_TRANSLATE_NOOP("baton::FieldLabels", "Error")},
    std::pair {"llmModelName", QT_TRANSLATE_NOOP("baton::FieldLabels", "Base model")},
    std::pair {"defaultSystemInstruction", QT_TRANSLATE_NOOP("baton::FieldLabels", "System instruction")},
    std::pair {"credentialMode", QT_TRANSLATE_NOOP("baton::FieldLabels", "Credentials")},
    std::pair {"byokSecretId", QT_TRANSLATE_NOOP("baton::FieldLabels", "Own key (secret)")},
    std::pair {"icon", QT_TRANSLATE_NOOP("baton::FieldLabels", "Icon")},
    std::pair {"defaultMode", QT_TRANSLATE_NOOP("baton::FieldLabels", "Default mode")},
    std::pair {"brain", QT_TRANSLATE_NOOP("baton::FieldLabels", "Brain")},
    std::pair {"agents", QT_TRANSLATE_NOOP("baton::FieldLabels", "Agents")},
    std::pair {"ownerId", QT_TRANSLATE_NOOP("baton::FieldLabels", "Owner id")},
    std::pair {"createdAt", QT_TRANSLATE_NOOP("baton::FieldLabels", "Created")},
    std::pair {"updatedAt", QT_TRANSLATE_NOOP("baton::FieldLabels", "Updated")},
};

} // namespace

QString fieldLabel(const ResourceKind &kind, const QString &member)
{
    for (const ListColumn &column : kind.listColumns) {
        if (column.member == member && column.title)
            return column.translatedTitle();
    }
    for (const auto &[name, label] : labels) {
        if (member == QLatin1StringView(name))
            return QCoreApplication::translate("baton::FieldLabels", label);
    }
    return member;
}

QString objectLabel(const ResourceKind &kind, const QJsonObject &object)
{
    for (const QString &member : {u"name"_s, u"fileName"_s, u"id"_s}) {
        const QString name = object.value(member).toString();
        if (!name.isEmpty())
            return name;
    }
    return kind.displayName();
}

} // namespace baton

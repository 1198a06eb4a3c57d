#include "core/resources/ResourceKind.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <array>

namespace baton {

namespace {

using namespace Qt::StringLiterals;

// Small builders so that the table below reads like the interface's tables.

FieldSpec text(const QString &name, std::optional<qint64> minLength, std::optional<qint64> maxLength)
{
    FieldSpec f;
    f.name = name;
    f.minLength = minLength;
    f.maxLength = maxLength;
    return f;
}

FieldSpec choice(const QString &name, QStringList values)
{
    FieldSpec f;
    f.name = name;
    f.enumValues = std::move(values);
    return f;
}

FieldSpec uuid(const QString &name)
{
    FieldSpec f;
    f.name = name;
    f.format = StringFormat::Uuid;
    return f;
}

FieldSpec integer(const QString &name, std::optional<double> minimum, std::optional<double> maximum)
{
    FieldSpec f;
    f.name = name;
    f.type = FieldType::Integer;
    f.minimum = minimum;
    f.maximum = maximum;
    return f;
}

FieldSpec number(const QString &name, double minimum, double maximum)
{
    FieldSpec f = integer(name, minimum, maximum);
    f.type = FieldType::Number;
    return f;
}

FieldSpec boolean(const QString &name)
{
    FieldSpec f;
    f.name = name;
    f.type = FieldType::Boolean;
    return f;
}

FieldSpec object(const QString &name, std::vector<FieldSpec> fields = {})
{
    FieldSpec f;
    f.name = name;
    f.type = FieldType::Object;
    f.fields = std::move(fields);
    return f;
}

FieldSpec typed(const QString &name, FieldType type)
{
    FieldSpec f;
    f.name = name;
    f.type = type;
    return f;
}

FieldSpec arrayOf(const QString &name, FieldSpec item)
{
    FieldSpec f;
    f.name = name;
    f.type = FieldType::Array;
    f.item = std::make_shared<const FieldSpec>(std::move(item));
    return f;
}

FieldSpec required(FieldSpec f)
{
    f.required = true;
    return f;
}

FieldSpec createOnly(FieldSpec f)
{
    f.createOnly = true;
    return f;
}

FieldSpec writeOnly(FieldSpec f)
{
    f.writeOnly = true;
    return f;
}

FieldSpec requiredWhen(FieldSpec f, const QString &field, const QString &value)
{
    f.requiredWhenField = field;
    f.requiredWhenValue = value;
    return f;
}

FieldSpec scopes()
{
    return arrayOf(
        u"scopes"_s,
        object(QString(), {required(choice(u"type"_s, ResourceKind::scopeTypes())), required(uuid(u"id"_s))}));
}

FieldSpec modelTags()
{
    return arrayOf(u"tags"_s, text(QString(), std::nullopt, 64));
}

FieldSpec teamIds()
{
    return arrayOf(u"teamIds"_s, uuid(QString()));
}

// Column titles are marked here and translated when shown (ListColumn::translatedTitle).
ListColumn column(const QString &member, const char *title, ColumnFormat format = ColumnFormat::Text)
{
    return ListColumn {member, title, format};
}

ListColumn nameColumn()
{
    return column(u"name"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Name"));
}

ListColumn updatedColumn()
{
    return column(u"updatedAt"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Updated"), ColumnFormat::Timestamp);
}

ListColumn urlColumn()
{
    return column(u"urlTemplate"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "URL template"), ColumnFormat::Address);
}

ListColumn categoryColumn()
{
    return column(u"category"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Category"));
}

QueryFieldSpec q(const QString &name, QStringList values = {})
{
    QueryFieldSpec f;
    f.name = name;
    f.enumValues = std::move(values);
    return f;
}

QueryFieldSpec qUuid(const QString &name)
{
    QueryFieldSpec f = q(name);
    f.format = StringFormat::Uuid;
    return f;
}

QueryFieldSpec qInt(const QString &name, std::optional<double> minimum, std::optional<double> maximum)
{
    QueryFieldSpec f = q(name);
    f.type = FieldType::Integer;
    f.minimum = minimum;
    f.maximum = maximum;
    return f;
}

QList<QueryFieldSpec> cursorQuery(QList<QueryFieldSpec> fields)
{
    fields << qInt(u"limit"_s, ResourceKind::MinPageSize, ResourceKind::MaxPageSize) << q(u"cursor"_s);
    return fields;
}

QList<QueryFieldSpec> pageQuery(QList<QueryFieldSpec> fields)
{
    fields << qInt(u"page"_s, 1, std::nullopt)
           << qInt(u"pageSize"_s, ResourceKind::MinPageSize, ResourceKind::MaxPageSize);
    return fields;
}

QStringList modelListScopes()
{
    return {u"mine"_s, u"team"_s, u"public"_s, u"all"_s};
}

QStringList modelListSorts()
{
    return {u"updated"_s, u"created"_s, u"name"_s, u"author"_s};
}

ResourceKind secret()
{
    ResourceKind k;
    k.id = ResourceKind::Id::Secret;
    k.key = u"secrets"_s;
    k.collectionPath = u"/v1/secrets"_s;
    k.capability = u"manageSecrets"_s;
    k.paging = PagingFamily::Cursor;
    k.canReadOne = false;
    k.fields = {
        required(text(u"name"_s, 1, 160)),
        text(u"description"_s, std::nullopt, 2000),
        text(u"provider"_s, std::nullopt, 80),
        createOnly(required(choice(u"scope"_s, {u"user"_s, u"team"_s}))),
        createOnly(requiredWhen(uuid(u"teamId"_s), u"scope"_s, u"team"_s)),
        writeOnly(required(text(u"value"_s, 1, std::nullopt))),
    };
    k.listQuery = cursorQuery({q(u"scope"_s, {u"user"_s, u"team"_s}), qUuid(u"teamId"_s), q(u"q"_s)});
    k.listColumns = {
        nameColumn(), column(u"scope"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Scope")),
        column(u"provider"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Provider")),
        column(u"valueUpdatedAt"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Value changed"), ColumnFormat::Timestamp),
        updatedColumn()};
    return k;
}

ResourceKind tool()
{
    ResourceKind k;
    k.id = ResourceKind::Id::Tool;
    k.key = u"tools"_s;
    k.collectionPath = u"/v1/tools"_s;
    k.capability = u"manageTools"_s;
    k.paging = PagingFamily::Page;
    k.fields = {
        required(text(u"name"_s, 1, 120)),
        required(text(u"description"_s, 1, 4000)),
        createOnly(required(choice(u"method"_s, {u"POST"_s, u"PATCH"_s, u"PUT"_s, u"DELETE"_s}))),
        boolean(u"needUserValidation"_s),
        object(u"argsSchema"_s),
        required(text(u"urlTemplate"_s, 1, std::nullopt)),
        typed(u"staticHeadersNonSecret"_s, FieldType::StringMap),
        integer(u"timeoutMs"_s, 0, 120000),
        arrayOf(u"authFields"_s,
                object(QString(), {required(text(u"key"_s, 1, std::nullopt)), required(uuid(u"secretId"_s))})),
        createOnly(scopes()),
        createOnly(arrayOf(u"tags"_s, text(QString(), std::nullopt, std::nullopt))),
        createOnly(text(u"version"_s, std::nullopt, std::nullopt)),
    };
    k.listQuery = pageQuery({q(u"scopeType"_s, ResourceKind::scopeTypes()), qUuid(u"scopeId"_s)});
    k.listColumns = {nameColumn(), column(u"method"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Method")), urlColumn(),
                     column(u"needUserValidation"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Needs approval")),
                     updatedColumn()};
    return k;
}

ResourceKind apiResource()
{
    ResourceKind k;
    k.id = ResourceKind::Id::ApiResource;
    k.key = u"api-resources"_s;
    k.collectionPath = u"/v1/api-resources"_s;
    k.capability = u"manageResources"_s;
    k.paging = PagingFamily::Page;
    k.fields = {
        required(text(u"name"_s, 1, 120)),
        required(text(u"description"_s, 1, 4000)),
        required(text(u"urlTemplate"_s, 1, std::nullopt)),
        typed(u"staticHeadersNonSecret"_s, FieldType::StringMap),
        integer(u"timeoutMs"_s, 0, 120000),
        integer(u"cacheTtlSeconds"_s, 0, std::nullopt),
        createOnly(scopes()),
    };
    k.listQuery = pageQuery({q(u"scopeType"_s, ResourceKind::scopeTypes()), qUuid(u"scopeId"_s)});
    k.listColumns
        = {nameColumn(), urlColumn(),
           column(u"cacheTtlSeconds"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Cache TTL (s)")), updatedColumn()};
    return k;
}

ResourceKind file()
{
    ResourceKind k;
    k.id = ResourceKind::Id::File;
    k.key = u"files"_s;
    k.collectionPath = u"/v1/files"_s;
    k.capability = u"uploadFiles"_s;
    k.paging = PagingFamily::Page;
    k.canUpdate = false;
    k.multipartCreate = true;
    k.fields = {
        required(choice(u"resourceType"_s, {u"text"_s, u"image"_s, u"audio"_s, u"video"_s})),
        choice(u"scope"_s, {u"user"_s, u"conversation"_s}),
        requiredWhen(uuid(u"conversationId"_s), u"scope"_s, u"conversation"_s),
        scopes(),
        text(u"fileName"_s, std::nullopt, 255),
    };
    k.listQuery = pageQuery({q(u"scopeType"_s, ResourceKind::scopeTypes()), qUuid(u"scopeId"_s),
                             q(u"resourceType"_s, {u"text"_s, u"image"_s, u"audio"_s, u"video"_s}), q(u"status"_s),
                             q(u"search"_s)});
    k.listColumns = {column(u"fileName"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "File name")),
                     column(u"status"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Status"), ColumnFormat::Label),
                     column(u"resourceType"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Type")),
                     column(u"sizeBytes"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Size"), ColumnFormat::ByteSize),
                     updatedColumn()};
    return k;
}

ResourceKind customModel()
{
    ResourceKind k;
    k.id = ResourceKind::Id::CustomModel;
    k.key = u"custom-models"_s;
    k.collectionPath = u"/v1/custom-models"_s;
    k.capability = u"manageCustomModels"_s;
    k.paging = PagingFamily::Cursor;
    k.fields = {
        required(text(u"name"_s, 1, 200)),
        required(text(u"llmModelName"_s, 1, std::nullopt)),
        text(u"description"_s, std::nullopt, 2000),
        text(u"category"_s, std::nullopt, 80),
        modelTags(),
        text(u"defaultSystemInstruction"_s, std::nullopt, 20000),
        boolean(u"isPublic"_s),
        teamIds(),
        choice(u"credentialMode"_s, {u"app"_s, u"byok"_s}),
        requiredWhen(uuid(u"byokSecretId"_s), u"credentialMode"_s, u"byok"_s),
    };
    k.listQuery
        = cursorQuery({q(u"scope"_s, modelListScopes()), qUuid(u"teamId"_s), q(u"search"_s), q(u"category"_s),
                       q(u"tags"_s), q(u"sort"_s, modelListSorts()), q(u"credentialMode"_s, {u"app"_s, u"byok"_s})});
    k.listColumns = {nameColumn(),
                     column(u"llmModelName"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Base model")),
                     categoryColumn(),
                     column(u"tags"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Tags")),
                     column(u"isPublic"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Public")),
                     updatedColumn()};
    return k;
}

ResourceKind groupModel()
{
    ResourceKind k;
    k.id = ResourceKind::Id::GroupModel;
    k.key = u"group-models"_s;
    k.collectionPath = u"/v1/group-models"_s;
    k.capability = u"manageGroups"_s;
    k.paging = PagingFamily::Cursor;
    k.fields = {
        required(text(u"name"_s, 1, 200)),
        text(u"description"_s, std::nullopt, 2000),
        text(u"category"_s, std::nullopt, 80),
        modelTags(),
        choice(u"icon"_s, ResourceKind::groupIcons()),
        required(choice(u"defaultMode"_s, ResourceKind::groupModes())),
        required(typed(u"brain"_s, FieldType::ModelRef)),
        arrayOf(u"agents"_s,
                object(QString(),
                       {required(typed(u"ref"_s, FieldType::ModelRef)), required(text(u"role"_s, 1, 64)),
                        text(u"instructionOverride"_s, std::nullopt, 20000)})),
        boolean(u"isPublic"_s),
        teamIds(),
    };
    k.listQuery = cursorQuery({q(u"scope"_s, modelListScopes()), qUuid(u"teamId"_s), q(u"search"_s), q(u"category"_s),
                               q(u"tags"_s), q(u"sort"_s, modelListSorts()), q(u"mode"_s, ResourceKind::groupModes())});
    k.readQuery = {q(u"resolve"_s, {u"none"_s, u"shallow"_s, u"deep"_s})};
    k.listColumns
        = {nameColumn(), column(u"defaultMode"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Mode")),
           column(u"brain"_s, QT_TRANSLATE_NOOP("baton::ResourceKind", "Brain")), categoryColumn(), updatedColumn()};
    return k;
}

std::vector<FieldSpec> chatFields()
{
    FieldSpec model = required(text(u"model"_s, std::nullopt, std::nullopt));
    model.format = StringFormat::ModelTarget;
    FieldSpec messages = arrayOf(
        u"messages"_s,
        object(QString(),
               {required(text(u"role"_s, 1, std::nullopt)), required(typed(u"content"_s, FieldType::MessageContent))}));
    messages.minLength = 1;
    return {
        model,
        messages,
        boolean(u"stream"_s),
        integer(u"max_tokens"_s, 1, std::nullopt),
        integer(u"max_completion_tokens"_s, 1, std::nullopt),
        number(u"temperature"_s, 0, 2),
        object(u"metadata"_s,
               {text(u"request_id"_s, std::nullopt, std::nullopt), choice(u"mode"_s, ResourceKind::groupModes())}),
    };
}

ResourceKind chatCompletion()
{
    ResourceKind k;
    k.id = ResourceKind::Id::ChatCompletion;
    k.key = u"chat"_s;
    k.collectionPath = u"/v1/chat/completions"_s;
    k.canReadOne = k.canUpdate = k.canDelete = false;
    std::vector<FieldSpec> fields = chatFields();
    fields[1] = required(fields[1]);
    k.fields = QList<FieldSpec>(fields.begin(), fields.end());
    return k;
}

ResourceKind chatResume()
{
    ResourceKind k;
    k.id = ResourceKind::Id::ChatResume;
    k.key = u"resume"_s;
    k.collectionPath = u"/v1/chat/resume"_s;
    k.canReadOne = k.canUpdate = k.canDelete = false;
    std::vector<FieldSpec> fields = chatFields();
    k.fields = QList<FieldSpec>(fields.begin(), fields.end());
    // The interface calls these ids UUIDs, but they are the service's own,
    // echoed back: any non-empty id the service sent must be resumable, so
    // only their presence is checked. The sandbox refuses ids that are not its
    // approval's anyway.
    const auto echoedId = [](const QString &name) { return text(name, 1, std::nullopt); };
    k.fields << required(echoedId(u"approval_id"_s)) << echoedId(u"execution_id"_s)
             << arrayOf(u"approved_tool_execution_ids"_s, echoedId(QString()))
             << arrayOf(u"denied_tools"_s,
                        object(QString(),
                               {required(echoedId(u"tool_execution_id"_s)),
                                text(u"reason"_s, std::nullopt, ResourceKind::MaxDenialReason)}));
    return k;
}

const std::array<ResourceKind, 8> &table()
{
    static const std::array<ResourceKind, 8> kinds = {
        secret(), tool(), apiResource(), file(), customModel(), groupModel(), chatCompletion(), chatResume(),
    };
    return kinds;
}

} // namespace

QString ListColumn::translatedTitle() const
{
    return QCoreApplication::translate("baton::ResourceKind", title);
}

const FieldSpec *ResourceKind::field(QStringView name) const
{
    auto it = std::find_if(fields.cbegin(), fields.cend(), [&](const FieldSpec &f) { return f.name == name; });
    return it == fields.cend() ? nullptr : &*it;
}

const QueryFieldSpec *ResourceKind::listQueryField(QStringView name) const
{
    auto it
        = std::find_if(listQuery.cbegin(), listQuery.cend(), [&](const QueryFieldSpec &f) { return f.name == name; });
    return it == listQuery.cend() ? nullptr : &*it;
}

QString ResourceKind::itemPath(const QString &objectId) const
{
    return collectionPath + u'/' + objectId;
}

QString ResourceKind::displayName() const
{
    switch (id) {
    case Id::Secret:
        return tr("Secret");
    case Id::Tool:
        return tr("Tool");
    case Id::ApiResource:
        return tr("API resource");
    case Id::File:
        return tr("File");
    case Id::CustomModel:
        return tr("Custom model");
    case Id::GroupModel:
        return tr("Group model");
    case Id::ChatCompletion:
        return tr("Chat request");
    case Id::ChatResume:
        return tr("Resume request");
    }
    return key;
}

QString ResourceKind::pluralName() const
{
    switch (id) {
    case Id::Secret:
        return tr("Secrets");
    case Id::Tool:
        return tr("Tools");
    case Id::ApiResource:
        return tr("API resources");
    case Id::File:
        return tr("Files");
    case Id::CustomModel:
        return tr("Custom models");
    case Id::GroupModel:
        return tr("Group models");
    case Id::ChatCompletion:
        return tr("Chat requests");
    case Id::ChatResume:
        return tr("Resume requests");
    }
    return key;
}

QString ResourceKind::pluralNameInText() const
{
    switch (id) {
    case Id::Secret:
        return tr("secrets", "a kind's name inside a sentence");
    case Id::Tool:
        return tr("tools", "a kind's name inside a sentence");
    case Id::ApiResource:
        return tr("API resources", "a kind's name inside a sentence");
    case Id::File:
        return tr("files", "a kind's name inside a sentence");
    case Id::CustomModel:
        return tr("custom models", "a kind's name inside a sentence");
    case Id::GroupModel:
        return tr("group models", "a kind's name inside a sentence");
    case Id::ChatCompletion:
        return tr("chat requests", "a kind's name inside a sentence");
    case Id::ChatResume:
        return tr("resume requests", "a kind's name inside a sentence");
    }
    return key;
}

namespace {

// ResourceKind::sentence's texts, per managed kind, in the order of Sentence.
struct KindSentences {
    ResourceKind::Id id;
    std::array<const char *, 6> texts;
};

const std::array<KindSentences, 6> kindSentences {{
    {ResourceKind::Id::Secret,
     {QT_TRANSLATE_NOOP("baton::ResourceKind", "New secret"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Edit secret — %1"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete secret"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete the secret “%1”?\n\nThis cannot be undone."),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "No secrets yet"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "This secret has changes that are not saved. Discard them?")}},
    {ResourceKind::Id::Tool,
     {QT_TRANSLATE_NOOP("baton::ResourceKind", "New tool"), QT_TRANSLATE_NOOP("baton::ResourceKind", "Edit tool — %1"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete tool"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete the tool “%1”?\n\nThis cannot be undone."),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "No tools yet"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "This tool has changes that are not saved. Discard them?")}},
    {ResourceKind::Id::ApiResource,
     {QT_TRANSLATE_NOOP("baton::ResourceKind", "New API resource"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Edit API resource — %1"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete API resource"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete the API resource “%1”?\n\nThis cannot be undone."),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "No API resources yet"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "This API resource has changes that are not saved. Discard them?")}},
    {ResourceKind::Id::File,
     {QT_TRANSLATE_NOOP("baton::ResourceKind", "New file"), QT_TRANSLATE_NOOP("baton::ResourceKind", "Edit file — %1"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete file"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete the file “%1”?\n\nThis cannot be undone."),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "No files yet"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "This file has changes that are not saved. Discard them?")}},
    {ResourceKind::Id::CustomModel,
     {QT_TRANSLATE_NOOP("baton::ResourceKind", "New custom model"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Edit custom model — %1"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete custom model"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete the custom model “%1”?\n\nThis cannot be undone."),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "No custom models yet"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "This custom model has changes that are not saved. Discard them?")}},
    {ResourceKind::Id::GroupModel,
     {QT_TRANSLATE_NOOP("baton::ResourceKind", "New group model"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Edit group model — %1"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete group model"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "Delete the group model “%1”?\n\nThis cannot be undone."),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "No group models yet"),
      QT_TRANSLATE_NOOP("baton::ResourceKind", "This group model has changes that are not saved. Discard them?")}},
}};

} // namespace

QString ResourceKind::sentence(Sentence which) const
{
    for (const KindSentences &kind : kindSentences) {
        if (kind.id == id)
            return QCoreApplication::translate("baton::ResourceKind", kind.texts.at(std::size_t(which)));
    }
    return key;
}

QString ResourceKind::pageSizeParameter() const
{
    switch (paging) {
    case PagingFamily::Cursor:
        return u"limit"_s;
    case PagingFamily::Page:
        return u"pageSize"_s;
    case PagingFamily::None:
        break;
    }
    return {};
}

const ResourceKind &ResourceKind::get(Id kindId)
{
    return table().at(static_cast<size_t>(kindId));
}

const ResourceKind *ResourceKind::byKey(QStringView kindKey)
{
    for (const ResourceKind &k : table()) {
        if (k.key == kindKey)
            return &k;
    }
    return nullptr;
}

QList<const ResourceKind *> ResourceKind::managed()
{
    QList<const ResourceKind *> kinds;
    for (const ResourceKind &k : table()) {
        if (k.isManaged())
            kinds << &k;
    }
    return kinds;
}

const QStringList &ResourceKind::scopeTypes()
{
    static const QStringList values {u"team"_s, u"customModel"_s, u"groupModel"_s};
    return values;
}

const QStringList &ResourceKind::groupIcons()
{
    static const QStringList values {u"account_tree"_s,  u"forum"_s,    u"travel_explore"_s, u"edit_note"_s,
                                     u"monitoring"_s,    u"gavel"_s,    u"school"_s,         u"smart_toy"_s,
                                     u"support_agent"_s, u"campaign"_s, u"analytics"_s,      u"history_edu"_s};
    return values;
}

const QStringList &ResourceKind::groupModes()
{
    static const QStringList values {u"orch"_s, u"synth"_s, u"normal"_s, u"auto"_s};
    return values;
}

QString ResourceKind::valueLabel(const QString &value)
{
    struct Label {
        const char *source;
        const char *disambiguation;
    };
    static const QHash<QString, Label> labels {
        {u"user"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Personal", "a scope: only the token's user")},
        {u"team"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Team", "a scope: the user's team")},
        {u"mine"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Mine", "a list filter: the token's user's objects")},
        {u"public"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Public", "a scope: every user")},
        {u"all"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "All visible", "a list filter")},
        {u"updated"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Last updated", "a list order")},
        {u"created"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Newest", "a list order")},
        {u"name"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Name", "a list order")},
        {u"author"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Author", "a list order")},
        {u"app"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "The platform's", "credentials: the platform's own key")},
        {u"byok"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Own key (BYOK)", "credentials: bring your own key")},
        {u"customModel"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Custom model", "a scope")},
        {u"groupModel"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Group model", "a scope")},
        {u"orch"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Orchestrate", "a group model's mode")},
        {u"synth"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Synthesize", "a group model's mode")},
        {u"normal"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Normal", "a group model's mode")},
        {u"auto"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Automatic", "a group model's mode")},
        {u"text"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Text", "a file's resource type")},
        {u"image"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Image", "a file's resource type")},
        {u"audio"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Audio", "a file's resource type")},
        {u"video"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Video", "a file's resource type")},
        {u"pending"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Pending", "a file's status")},
        {u"vectorizing"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Vectorizing", "a file's status")},
        {u"ready"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Ready", "a file's status")},
        {u"failed"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Failed", "a file's status")},
        {u"deleting"_s, QT_TRANSLATE_NOOP3("baton::ResourceKind", "Deleting", "a file's status")},
    };
    const auto it = labels.constFind(value);
    return it == labels.constEnd() ? value
                                   : QCoreApplication::translate("baton::ResourceKind", it->source, it->disambiguation);
}

const QStringList &ResourceKind::fileStatuses()
{
    static const QStringList values {u"pending"_s, u"vectorizing"_s, u"ready"_s, u"failed"_s, u"deleting"_s};
    return values;
}

const QStringList &ResourceKind::capabilities()
{
    static const QStringList values {u"manageSecrets"_s, u"manageTools"_s,        u"manageResources"_s,
                                     u"uploadFiles"_s,   u"manageCustomModels"_s, u"manageGroups"_s};
    return values;
}

} // namespace baton

#include "core/resources/ResourceKind.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::FieldSpec;
using baton::FieldType;
using baton::PagingFamily;
using baton::QueryFieldSpec;
using baton::ResourceKind;
using baton::StringFormat;

namespace {

const ResourceKind &kind(const QString &key)
{
    const ResourceKind *k = ResourceKind::byKey(key);
    if (!k)
        qFatal("no resource kind %s", qPrintable(key));
    return *k;
}

QStringList names(const QList<FieldSpec> &fields, bool (*keep)(const FieldSpec &))
{
    QStringList result;
    for (const FieldSpec &f : fields) {
        if (keep(f))
            result << f.name;
    }
    return result;
}

QStringList queryNames(const QList<QueryFieldSpec> &fields)
{
    QStringList result;
    for (const QueryFieldSpec &f : fields)
        result << f.name;
    return result;
}

const QStringList ScopeTypes {u"team"_s, u"customModel"_s, u"groupModel"_s};
const QStringList Modes {u"orch"_s, u"synth"_s, u"normal"_s, u"auto"_s};
const QStringList ResourceTypes {u"text"_s, u"image"_s, u"audio"_s, u"video"_s};

} // namespace

// The ResourceKind table against service-interface.md: every managed resource
// type with its path, capability, paging family, operations, fields and list
// query fields, and the value sets the interface names.
class tst_ResourceKind : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void managedKindsInNavigationOrder()
    {
        QStringList keys;
        for (const ResourceKind *k : ResourceKind::managed())
            keys << k->key;
        QCOMPARE(keys,
                 QStringList({u"secrets"_s, u"tools"_s, u"api-resources"_s, u"files"_s, u"custom-models"_s,
                              u"group-models"_s}));
    }

    void kinds_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("capability");
        QTest::addColumn<PagingFamily>("paging");
        QTest::addColumn<QString>("pageSizeParameter");
        // create, read one, update, delete, multipart upload
        QTest::addColumn<QList<bool>>("operations");

        QTest::newRow("secrets") << u"secrets"_s << u"/v1/secrets"_s << u"manageSecrets"_s << PagingFamily::Cursor
                                 << u"limit"_s << QList<bool> {true, false, true, true, false};
        QTest::newRow("tools") << u"tools"_s << u"/v1/tools"_s << u"manageTools"_s << PagingFamily::Page
                               << u"pageSize"_s << QList<bool> {true, true, true, true, false};
        QTest::newRow("api-resources") << u"api-resources"_s << u"/v1/api-resources"_s << u"manageResources"_s
                                       << PagingFamily::Page << u"pageSize"_s
                                       << QList<bool> {true, true, true, true, false};
        QTest::newRow("files") << u"files"_s << u"/v1/files"_s << u"uploadFiles"_s << PagingFamily::Page
                               << u"pageSize"_s << QList<bool> {true, true, false, true, true};
        QTest::newRow("custom-models") << u"custom-models"_s << u"/v1/custom-models"_s << u"manageCustomModels"_s
                                       << PagingFamily::Cursor << u"limit"_s
                                       << QList<bool> {true, true, true, true, false};
        QTest::newRow("group-models") << u"group-models"_s << u"/v1/group-models"_s << u"manageGroups"_s
                                      << PagingFamily::Cursor << u"limit"_s
                                      << QList<bool> {true, true, true, true, false};
        QTest::newRow("chat") << u"chat"_s << u"/v1/chat/completions"_s << QString() << PagingFamily::None << QString()
                              << QList<bool> {true, false, false, false, false};
        QTest::newRow("resume") << u"resume"_s << u"/v1/chat/resume"_s << QString() << PagingFamily::None << QString()
                                << QList<bool> {true, false, false, false, false};
    }

    void kinds()
    {
        QFETCH(QString, key);
        QFETCH(QString, path);
        QFETCH(QString, capability);
        QFETCH(PagingFamily, paging);
        QFETCH(QString, pageSizeParameter);
        QFETCH(QList<bool>, operations);

        const ResourceKind &k = kind(key);
        QCOMPARE(k.key, key);
        QCOMPARE(k.collectionPath, path);
        QCOMPARE(k.capability, capability);
        QCOMPARE(k.isManaged(), !capability.isEmpty());
        QCOMPARE(k.paging, paging);
        QCOMPARE(k.pageSizeParameter(), pageSizeParameter);
        QCOMPARE(QList<bool>({k.canCreate, k.canReadOne, k.canUpdate, k.canDelete, k.multipartCreate}), operations);
        QCOMPARE(k.itemPath(u"0b6f4c8e-1c1a-4b7e-9a51-2f1d3c4b5a61"_s),
                 path + u"/0b6f4c8e-1c1a-4b7e-9a51-2f1d3c4b5a61"_s);
        QVERIFY(!k.displayName().isEmpty());
        QVERIFY(!k.pluralName().isEmpty());
        QCOMPARE_NE(k.displayName(), k.pluralName());
    }

    // The interface's "List endpoints: query fields" table, in its order.
    // Each managed kind has its own sentences, named after it, with the
    // object's name where the sentence needs one.
    void sentencesPerKind()
    {
        using Sentence = ResourceKind::Sentence;
        QSet<QString> seen;
        for (const ResourceKind *kind : ResourceKind::managed()) {
            const QString name = kind->pluralNameInText().chopped(1);
            for (const Sentence which : {Sentence::NewTitle, Sentence::EditTitle, Sentence::DeleteTitle,
                                         Sentence::DeleteQuestion, Sentence::NoneYet, Sentence::UnsavedChanges}) {
                const QString text = kind->sentence(which);
                QVERIFY2(text.contains(name), qPrintable(text));
                QCOMPARE(text.contains(u"%1"_s), which == Sentence::EditTitle || which == Sentence::DeleteQuestion);
                QVERIFY2(!seen.contains(text), qPrintable(text));
                seen.insert(text);
            }
        }
        QCOMPARE(ResourceKind::get(ResourceKind::Id::Tool).sentence(Sentence::DeleteQuestion).arg(u"notify"_s),
                 u"Delete the tool “notify”?\n\nThis cannot be undone."_s);
    }

    void listQuery_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("fields");
        QTest::newRow("secrets") << u"secrets"_s
                                 << QStringList {u"scope"_s, u"teamId"_s, u"q"_s, u"limit"_s, u"cursor"_s};
        QTest::newRow("tools") << u"tools"_s << QStringList {u"scopeType"_s, u"scopeId"_s, u"page"_s, u"pageSize"_s};
        QTest::newRow("api-resources") << u"api-resources"_s
                                       << QStringList {u"scopeType"_s, u"scopeId"_s, u"page"_s, u"pageSize"_s};
        QTest::newRow("files") << u"files"_s
                               << QStringList {u"scopeType"_s, u"scopeId"_s, u"resourceType"_s, u"status"_s,
                                               u"search"_s,    u"page"_s,    u"pageSize"_s};
        QTest::newRow("custom-models") << u"custom-models"_s
                                       << QStringList {u"scope"_s,          u"teamId"_s, u"search"_s,
                                                       u"category"_s,       u"tags"_s,   u"sort"_s,
                                                       u"credentialMode"_s, u"limit"_s,  u"cursor"_s};
        QTest::newRow("group-models") << u"group-models"_s
                                      << QStringList {u"scope"_s, u"teamId"_s, u"search"_s, u"category"_s, u"tags"_s,
                                                      u"sort"_s,  u"mode"_s,   u"limit"_s,  u"cursor"_s};
        QTest::newRow("chat") << u"chat"_s << QStringList();
        QTest::newRow("resume") << u"resume"_s << QStringList();
    }

    void listQuery()
    {
        QFETCH(QString, key);
        QFETCH(QStringList, fields);
        const ResourceKind &k = kind(key);
        QCOMPARE(queryNames(k.listQuery), fields);
        for (const QString &name : std::as_const(fields)) {
            QVERIFY(k.listQueryField(name));
            QCOMPARE(k.listQueryField(name)->name, name);
        }
        QVERIFY(!k.listQueryField(u"unknown"_s));
        QVERIFY(!k.listQueryField(u"Limit"_s));
    }

    void listQueryValues_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QStringList>("values");
        const QStringList modelScopes {u"mine"_s, u"team"_s, u"public"_s, u"all"_s};
        const QStringList sorts {u"updated"_s, u"created"_s, u"name"_s, u"author"_s};
        QTest::newRow("secrets scope") << u"secrets"_s << u"scope"_s << QStringList {u"user"_s, u"team"_s};
        QTest::newRow("custom-models scope") << u"custom-models"_s << u"scope"_s << modelScopes;
        QTest::newRow("custom-models sort") << u"custom-models"_s << u"sort"_s << sorts;
        QTest::newRow("custom-models credentialMode")
            << u"custom-models"_s << u"credentialMode"_s << QStringList {u"app"_s, u"byok"_s};
        QTest::newRow("group-models scope") << u"group-models"_s << u"scope"_s << modelScopes;
        QTest::newRow("group-models sort") << u"group-models"_s << u"sort"_s << sorts;
        QTest::newRow("group-models mode") << u"group-models"_s << u"mode"_s << Modes;
        QTest::newRow("tools scopeType") << u"tools"_s << u"scopeType"_s << ScopeTypes;
        QTest::newRow("api-resources scopeType") << u"api-resources"_s << u"scopeType"_s << ScopeTypes;
        QTest::newRow("files scopeType") << u"files"_s << u"scopeType"_s << ScopeTypes;
        QTest::newRow("files resourceType") << u"files"_s << u"resourceType"_s << ResourceTypes;
        // Open-ended or free text: no value set.
        QTest::newRow("files status") << u"files"_s << u"status"_s << QStringList();
        QTest::newRow("files search") << u"files"_s << u"search"_s << QStringList();
        QTest::newRow("secrets q") << u"secrets"_s << u"q"_s << QStringList();
        QTest::newRow("custom-models tags") << u"custom-models"_s << u"tags"_s << QStringList();
        QTest::newRow("group-models cursor") << u"group-models"_s << u"cursor"_s << QStringList();
    }

    void listQueryValues()
    {
        QFETCH(QString, key);
        QFETCH(QString, field);
        QFETCH(QStringList, values);
        const QueryFieldSpec *spec = kind(key).listQueryField(field);
        QVERIFY(spec);
        QCOMPARE(spec->type, FieldType::String);
        QCOMPARE(spec->enumValues, values);
    }

    // Integer and UUID query fields, and the 1-100 bound of every page size.
    void listQueryFormats()
    {
        for (const ResourceKind *k : ResourceKind::managed()) {
            for (const QueryFieldSpec &f : k->listQuery) {
                const bool isId = f.name == u"teamId"_s || f.name == u"scopeId"_s;
                QCOMPARE(f.format, isId ? StringFormat::Uuid : StringFormat::None);
                const bool isNumber = f.name == u"limit"_s || f.name == u"page"_s || f.name == u"pageSize"_s;
                QCOMPARE(f.type, isNumber ? FieldType::Integer : FieldType::String);
            }
            const QueryFieldSpec *size = k->listQueryField(k->pageSizeParameter());
            QVERIFY(size);
            QCOMPARE(size->minimum, 1.0);
            QCOMPARE(size->maximum, 100.0);
            if (k->paging == PagingFamily::Page) {
                QCOMPARE(k->listQueryField(u"page"_s)->minimum, 1.0);
                QVERIFY(!k->listQueryField(u"page"_s)->maximum);
            }
        }
        QCOMPARE(ResourceKind::MinPageSize, 1);
        QCOMPARE(ResourceKind::MaxPageSize, 100);
    }

    void readQuery()
    {
        for (const ResourceKind *k : ResourceKind::managed()) {
            if (k->key != u"group-models"_s)
                QVERIFY2(k->readQuery.isEmpty(), qPrintable(k->key));
        }
        const QList<QueryFieldSpec> &resolve = kind(u"group-models"_s).readQuery;
        QCOMPARE(resolve.size(), 1);
        QCOMPARE(resolve.first().name, u"resolve"_s);
        QCOMPARE(resolve.first().enumValues, QStringList({u"none"_s, u"shallow"_s, u"deep"_s}));
    }

    // The create tables of the interface: every field, which are required
    // and which are create-time only.
    void fields_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("fields");
        QTest::addColumn<QStringList>("required");
        QTest::addColumn<QStringList>("createOnly");
        QTest::newRow("secrets") << u"secrets"_s << QStringList {u"name"_s,  u"description"_s, u"provider"_s,
                                                                 u"scope"_s, u"teamId"_s,      u"value"_s}
                                 << QStringList {u"name"_s, u"scope"_s, u"value"_s}
                                 << QStringList {u"scope"_s, u"teamId"_s};
        QTest::newRow("tools") << u"tools"_s
                               << QStringList {u"name"_s,
                                               u"description"_s,
                                               u"method"_s,
                                               u"needUserValidation"_s,
                                               u"argsSchema"_s,
                                               u"urlTemplate"_s,
                                               u"staticHeadersNonSecret"_s,
                                               u"timeoutMs"_s,
                                               u"authFields"_s,
                                               u"scopes"_s,
                                               u"tags"_s,
                                               u"version"_s}
                               << QStringList {u"name"_s, u"description"_s, u"method"_s, u"urlTemplate"_s}
                               << QStringList {u"method"_s, u"scopes"_s, u"tags"_s, u"version"_s};
        QTest::newRow("api-resources") << u"api-resources"_s
                                       << QStringList {u"name"_s,        u"description"_s,
                                                       u"urlTemplate"_s, u"staticHeadersNonSecret"_s,
                                                       u"timeoutMs"_s,   u"cacheTtlSeconds"_s,
                                                       u"scopes"_s}
                                       << QStringList {u"name"_s, u"description"_s, u"urlTemplate"_s}
                                       << QStringList {u"scopes"_s};
        QTest::newRow("files") << u"files"_s
                               << QStringList {u"resourceType"_s, u"scope"_s, u"conversationId"_s, u"scopes"_s,
                                               u"fileName"_s}
                               << QStringList {u"resourceType"_s} << QStringList();
        QTest::newRow("custom-models") << u"custom-models"_s
                                       << QStringList {u"name"_s,           u"llmModelName"_s,
                                                       u"description"_s,    u"category"_s,
                                                       u"tags"_s,           u"defaultSystemInstruction"_s,
                                                       u"isPublic"_s,       u"teamIds"_s,
                                                       u"credentialMode"_s, u"byokSecretId"_s}
                                       << QStringList {u"name"_s, u"llmModelName"_s} << QStringList();
        QTest::newRow("group-models") << u"group-models"_s
                                      << QStringList {u"name"_s,     u"description"_s, u"category"_s, u"tags"_s,
                                                      u"icon"_s,     u"defaultMode"_s, u"brain"_s,    u"agents"_s,
                                                      u"isPublic"_s, u"teamIds"_s}
                                      << QStringList {u"name"_s, u"defaultMode"_s, u"brain"_s} << QStringList();
    }

    void fields()
    {
        QFETCH(QString, key);
        QFETCH(QStringList, fields);
        QFETCH(QStringList, required);
        QFETCH(QStringList, createOnly);
        const ResourceKind &k = kind(key);
        QCOMPARE(names(k.fields, [](const FieldSpec &) { return true; }), fields);
        QCOMPARE(names(k.fields, [](const FieldSpec &f) { return f.required; }), required);
        QCOMPARE(names(k.fields, [](const FieldSpec &f) { return f.createOnly; }), createOnly);
        for (const QString &name : std::as_const(fields))
            QCOMPARE(k.field(name)->name, name);
        QVERIFY(!k.field(u"id"_s));
    }

    void requiredWhen_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("whenField");
        QTest::addColumn<QString>("whenValue");
        QTest::newRow("team secret needs teamId") << u"secrets"_s << u"teamId"_s << u"scope"_s << u"team"_s;
        QTest::newRow("byok needs byokSecretId")
            << u"custom-models"_s << u"byokSecretId"_s << u"credentialMode"_s << u"byok"_s;
        QTest::newRow("conversation file needs conversationId")
            << u"files"_s << u"conversationId"_s << u"scope"_s << u"conversation"_s;
    }

    void requiredWhen()
    {
        QFETCH(QString, key);
        QFETCH(QString, field);
        QFETCH(QString, whenField);
        QFETCH(QString, whenValue);
        const FieldSpec *spec = kind(key).field(field);
        QVERIFY(spec);
        QCOMPARE(spec->requiredWhenField, whenField);
        QCOMPARE(spec->requiredWhenValue, whenValue);
        QVERIFY(!spec->required);
        QCOMPARE(spec->format, StringFormat::Uuid);
        // The rule names a value its sibling can take.
        QVERIFY(kind(key).field(whenField)->enumValues.contains(whenValue));
    }

    void fieldValueSets_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QStringList>("values");
        QTest::newRow("secret scope") << u"secrets"_s << u"scope"_s << QStringList {u"user"_s, u"team"_s};
        QTest::newRow("tool method") << u"tools"_s << u"method"_s
                                     << QStringList {u"POST"_s, u"PATCH"_s, u"PUT"_s, u"DELETE"_s};
        QTest::newRow("file resourceType") << u"files"_s << u"resourceType"_s << ResourceTypes;
        QTest::newRow("file scope") << u"files"_s << u"scope"_s << QStringList {u"user"_s, u"conversation"_s};
        QTest::newRow("credentialMode") << u"custom-models"_s << u"credentialMode"_s
                                        << QStringList {u"app"_s, u"byok"_s};
        QTest::newRow("icon") << u"group-models"_s << u"icon"_s << ResourceKind::groupIcons();
        QTest::newRow("defaultMode") << u"group-models"_s << u"defaultMode"_s << Modes;
    }

    void fieldValueSets()
    {
        QFETCH(QString, key);
        QFETCH(QString, field);
        QFETCH(QStringList, values);
        const FieldSpec *spec = kind(key).field(field);
        QVERIFY(spec);
        QCOMPARE(spec->type, FieldType::String);
        QCOMPARE(spec->enumValues, values);
    }

    // Share scopes are the same object wherever they appear.
    void shareScopes()
    {
        for (const QString &key : {u"tools"_s, u"api-resources"_s, u"files"_s}) {
            const FieldSpec *scopes = kind(key).field(u"scopes"_s);
            QVERIFY(scopes);
            QCOMPARE(scopes->type, FieldType::Array);
            QVERIFY(scopes->item);
            QCOMPARE(scopes->item->type, FieldType::Object);
            QCOMPARE(scopes->item->fields.size(), size_t(2));
            const FieldSpec &type = scopes->item->fields.at(0);
            const FieldSpec &id = scopes->item->fields.at(1);
            QCOMPARE(type.name, u"type"_s);
            QCOMPARE(type.enumValues, ScopeTypes);
            QVERIFY(type.required);
            QCOMPARE(id.name, u"id"_s);
            QCOMPARE(id.format, StringFormat::Uuid);
            QVERIFY(id.required);
        }
    }

    void groupModelShapes()
    {
        const ResourceKind &group = kind(u"group-models"_s);
        QCOMPARE(group.field(u"brain"_s)->type, FieldType::ModelRef);
        const FieldSpec *agents = group.field(u"agents"_s);
        QCOMPARE(agents->type, FieldType::Array);
        QStringList agentFields;
        for (const FieldSpec &f : agents->item->fields)
            agentFields << f.name;
        QCOMPARE(agentFields, QStringList({u"ref"_s, u"role"_s, u"instructionOverride"_s}));
        QCOMPARE(agents->item->fields.at(0).type, FieldType::ModelRef);
        for (const QString &key : {u"custom-models"_s, u"group-models"_s}) {
            const FieldSpec *tags = kind(key).field(u"tags"_s);
            QCOMPARE(tags->type, FieldType::Array);
            QCOMPARE(tags->item->maxLength, qint64(64));
            const FieldSpec *teams = kind(key).field(u"teamIds"_s);
            QCOMPARE(teams->item->format, StringFormat::Uuid);
        }
    }

    void valueSets()
    {
        QCOMPARE(ResourceKind::groupIcons(),
                 QStringList({u"account_tree"_s, u"forum"_s, u"travel_explore"_s, u"edit_note"_s, u"monitoring"_s,
                              u"gavel"_s, u"school"_s, u"smart_toy"_s, u"support_agent"_s, u"campaign"_s,
                              u"analytics"_s, u"history_edu"_s}));
        QCOMPARE(ResourceKind::groupModes(), Modes);
        QCOMPARE(ResourceKind::scopeTypes(), ScopeTypes);
        QCOMPARE(ResourceKind::fileStatuses(),
                 QStringList({u"pending"_s, u"vectorizing"_s, u"ready"_s, u"failed"_s, u"deleting"_s}));

        QStringList capabilities;
        for (const ResourceKind *k : ResourceKind::managed())
            capabilities << k->capability;
        QCOMPARE(ResourceKind::capabilities(), capabilities);
    }

    void limits()
    {
        QCOMPARE(ResourceKind::MaxUploadBytes, qint64(5 * 1024 * 1024));
        QCOMPARE(ResourceKind::MaxMetadataBytes, qint64(64 * 1024));
        QCOMPARE(ResourceKind::MaxDenialReason, 2000);
        const FieldSpec *denied = ResourceKind::get(ResourceKind::Id::ChatResume).field(u"denied_tools"_s);
        QCOMPARE(denied->item->fields.at(1).name, u"reason"_s);
        QCOMPARE(denied->item->fields.at(1).maxLength, qint64(ResourceKind::MaxDenialReason));
    }

    void byKey_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("id"); // -1: no such kind
        QTest::newRow("secrets") << u"secrets"_s << int(ResourceKind::Id::Secret);
        QTest::newRow("tools") << u"tools"_s << int(ResourceKind::Id::Tool);
        QTest::newRow("api-resources") << u"api-resources"_s << int(ResourceKind::Id::ApiResource);
        QTest::newRow("files") << u"files"_s << int(ResourceKind::Id::File);
        QTest::newRow("custom-models") << u"custom-models"_s << int(ResourceKind::Id::CustomModel);
        QTest::newRow("group-models") << u"group-models"_s << int(ResourceKind::Id::GroupModel);
        QTest::newRow("chat") << u"chat"_s << int(ResourceKind::Id::ChatCompletion);
        QTest::newRow("resume") << u"resume"_s << int(ResourceKind::Id::ChatResume);
        QTest::newRow("capitalised") << u"Secrets"_s << -1;
        QTest::newRow("singular") << u"secret"_s << -1;
        QTest::newRow("path") << u"/v1/secrets"_s << -1;
        QTest::newRow("empty") << QString() << -1;
    }

    void byKey()
    {
        QFETCH(QString, key);
        QFETCH(int, id);
        const ResourceKind *k = ResourceKind::byKey(key);
        if (id < 0) {
            QCOMPARE(k, nullptr);
            return;
        }
        const ResourceKind &expected = ResourceKind::get(static_cast<ResourceKind::Id>(id));
        QCOMPARE(k, &expected);
        QCOMPARE(int(expected.id), id);
    }

    void keysAndNamesAreDistinct()
    {
        QSet<QString> keys, paths, names;
        for (int i = 0; i <= int(ResourceKind::Id::ChatResume); ++i) {
            const ResourceKind &k = ResourceKind::get(static_cast<ResourceKind::Id>(i));
            QCOMPARE(int(k.id), i);
            keys.insert(k.key);
            paths.insert(k.collectionPath);
            names.insert(k.displayName());
        }
        QCOMPARE(keys.size(), 8);
        QCOMPARE(paths.size(), 8);
        QCOMPARE(names.size(), 8);
    }

    // Every listable kind declares its columns: members its objects carry
    // (a field, or one the service adds to every answer, contract §2), each
    // with a title, the last change last; never a secret's value.
    void listColumns()
    {
        const QStringList responseMembers {u"id"_s,       u"createdAt"_s,     u"updatedAt"_s, u"ownerId"_s,
                                           u"teamId"_s,   u"status"_s,        u"sizeBytes"_s, u"mimeType"_s,
                                           u"hasValue"_s, u"valueUpdatedAt"_s};
        for (int i = 0; i <= int(ResourceKind::Id::ChatResume); ++i) {
            const ResourceKind &k = ResourceKind::get(static_cast<ResourceKind::Id>(i));
            if (k.paging == PagingFamily::None) {
                QVERIFY(k.listColumns.isEmpty());
                continue;
            }
            QVERIFY2(k.listColumns.size() >= 3, qPrintable(k.key));
            QSet<QString> members;
            for (const baton::ListColumn &column : k.listColumns) {
                QVERIFY2(k.field(column.member) || responseMembers.contains(column.member),
                         qPrintable(k.key + u": "_s + column.member));
                QVERIFY(column.member != u"value"_s);
                QVERIFY(column.title && !column.translatedTitle().isEmpty());
                QCOMPARE(column.format == baton::ColumnFormat::Timestamp, column.member.endsWith(u"At"_s));
                members.insert(column.member);
            }
            QCOMPARE(members.size(), k.listColumns.size());
            QCOMPARE(k.listColumns.constLast().member, u"updatedAt"_s);
        }
        QCOMPARE(ResourceKind::get(ResourceKind::Id::File).listColumns.at(3).format, baton::ColumnFormat::ByteSize);
    }
};

QTEST_GUILESS_MAIN(tst_ResourceKind)
#include "tst_resourcekind.moc"

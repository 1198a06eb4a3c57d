#include "core/resources/PortableCopy.h"
#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::FieldError;
using baton::FieldSpec;
using baton::Operation;
using baton::PortableCopy;
using baton::ResourceKind;
using baton::Validator;
using Id = ResourceKind::Id;

namespace {

const QString teamId = u"0f8fad5b-d9cb-469f-a165-70867728950e"_s;
const QString secretId = u"7c9e6679-7425-40de-944b-e07fc1f90ae7"_s;
const QString modelId = u"16fd2706-8baf-433b-82eb-8c7fada847da"_s;
const QString groupId = u"886313e1-3b8a-5372-9b90-0c9aee199e5d"_s;

// What the service adds to every object it returns.
QJsonObject withServiceMembers(QJsonObject object)
{
    object.insert(u"id"_s, u"a3bb189e-8bf9-3888-9912-ace4e6543002"_s);
    object.insert(u"createdAt"_s, u"2026-11-02T09:15:00Z"_s);
    object.insert(u"updatedAt"_s, u"2026-11-03T17:40:12Z"_s);
    object.insert(u"ownerId"_s, u"user-42"_s);
    return object;
}

QJsonObject secret()
{
    return {{u"name"_s, u"Weather key"_s},
            {u"description"_s, u"For the forecast"_s},
            {u"provider"_s, u"openweather"_s},
            {u"scope"_s, u"team"_s},
            {u"teamId"_s, teamId}};
}

QJsonObject tool()
{
    return {{u"name"_s, u"get_weather"_s},
            {u"description"_s, u"The weather at a place"_s},
            {u"method"_s, u"POST"_s},
            {u"needUserValidation"_s, false},
            {u"argsSchema"_s,
             QJsonObject {{u"type"_s, u"object"_s},
                          {u"properties"_s, QJsonObject {{u"city"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}}},
            {u"urlTemplate"_s, u"https://weather.example.com/{city}"_s},
            {u"staticHeadersNonSecret"_s, QJsonObject {{u"Accept"_s, u"application/json"_s}}},
            {u"timeoutMs"_s, 5000},
            {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, secretId}}}},
            {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, teamId}}}},
            {u"tags"_s, QJsonArray {u"weather"_s}},
            {u"version"_s, u"2"_s}};
}

QJsonObject apiResource()
{
    return {{u"name"_s, u"Opening hours"_s},
            {u"description"_s, u"Opening hours of the shop"_s},
            {u"urlTemplate"_s, u"https://shop.example.com/hours"_s},
            {u"staticHeadersNonSecret"_s, QJsonObject {{u"Accept"_s, u"text/plain"_s}}},
            {u"timeoutMs"_s, 2000},
            {u"cacheTtlSeconds"_s, 600},
            {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, modelId}}}}};
}

QJsonObject file()
{
    return {{u"resourceType"_s, u"text"_s},
            {u"scope"_s, u"user"_s},
            {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, teamId}}}},
            {u"fileName"_s, u"notes.txt"_s}};
}

QJsonObject customModel()
{
    return {{u"name"_s, u"Forecaster"_s},
            {u"llmModelName"_s, u"gpt-test"_s},
            {u"description"_s, u"Answers about the weather"_s},
            {u"category"_s, u"weather"_s},
            {u"tags"_s, QJsonArray {u"forecast"_s}},
            {u"defaultSystemInstruction"_s, u"Be brief."_s},
            {u"isPublic"_s, false},
            {u"teamIds"_s, QJsonArray {teamId}},
            {u"credentialMode"_s, u"byok"_s},
            {u"byokSecretId"_s, secretId}};
}

QJsonObject groupModel()
{
    return {
        {u"name"_s, u"Support desk"_s},
        {u"description"_s, u"First line support"_s},
        {u"category"_s, u"support"_s},
        {u"tags"_s, QJsonArray {u"desk"_s}},
        {u"icon"_s, ResourceKind::groupIcons().constFirst()},
        {u"defaultMode"_s, ResourceKind::groupModes().constFirst()},
        {u"brain"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, modelId}}},
        {u"agents"_s,
         QJsonArray {QJsonObject {{u"ref"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-test"_s}}},
                                  {u"role"_s, u"triage"_s},
                                  {u"instructionOverride"_s, u"Sort the tickets."_s}},
                     QJsonObject {{u"ref"_s, QJsonObject {{u"type"_s, u"group"_s}, {u"groupModelId"_s, groupId}}},
                                  {u"role"_s, u"escalation"_s}}}},
        {u"isPublic"_s, true},
        {u"teamIds"_s, QJsonArray {teamId}}};
}

// Each managed kind's create body, every field set.
QJsonObject body(Id kind)
{
    switch (kind) {
    case Id::Secret:
        return secret();
    case Id::Tool:
        return tool();
    case Id::ApiResource:
        return apiResource();
    case Id::File:
        return file();
    case Id::CustomModel:
        return customModel();
    case Id::GroupModel:
        return groupModel();
    case Id::ChatCompletion:
    case Id::ChatResume:
        break;
    }
    return {};
}

QString json(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

// The copy that re-creates an object: the kind's fields at every level the
// table describes, never what the service adds, never a null, never a
// secret's value.
class tst_PortableCopy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachKindKeepsItsCreateFields_data()
    {
        QTest::addColumn<Id>("kind");
        for (const ResourceKind *kind : ResourceKind::managed())
            QTest::newRow(qPrintable(kind->key)) << kind->id;
    }

    // An object as the service returns it gives back the body it was created from.
    void eachKindKeepsItsCreateFields()
    {
        QFETCH(Id, kind);
        const ResourceKind &table = ResourceKind::get(kind);
        const QJsonObject created = body(kind);
        QVERIFY(!created.isEmpty());
        QJsonObject read = withServiceMembers(created);
        // What each kind's answers hold besides.
        read.insert(u"teamId"_s, created.value(u"teamId"_s).toString(teamId));
        read.insert(u"status"_s, u"ready"_s);
        read.insert(u"sizeBytes"_s, 1024);
        read.insert(u"hasValue"_s, true);
        read.insert(u"valueUpdatedAt"_s, u"2026-11-03T17:40:12Z"_s);
        read.insert(u"authorName"_s, u"Ada"_s);

        const QJsonObject copy = PortableCopy::of(table, read);
        QCOMPARE(json(copy), json(created));
        // A complete create body: the table finds nothing unknown in it, at any level.
        if (kind != Id::Secret)
            QCOMPARE(Validator::validate(table, copy, Operation::Create), QList<FieldError> {});
    }

    // A secret is copied without its value, even from an answer that held
    // one: a copy must be given a value of its own.
    void aSecretValueIsNeverCopied()
    {
        const ResourceKind &secrets = ResourceKind::get(Id::Secret);
        QJsonObject read = withServiceMembers(secret());
        read.insert(u"value"_s, u"sk-live-never-copied"_s);
        const QJsonObject copy = PortableCopy::of(secrets, read);
        QVERIFY(!copy.contains(u"value"_s));
        QVERIFY(!json(copy).contains(u"sk-live-never-copied"_s));
        const QList<FieldError> errors = Validator::validate(secrets, copy, Operation::Create);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.constFirst().field, u"value"_s);
    }

    // The table says which fields are never read back: only a secret's value.
    void onlyASecretValueIsWriteOnly()
    {
        QStringList writeOnly;
        for (const ResourceKind *kind : ResourceKind::managed()) {
            for (const FieldSpec &field : kind->fields) {
                if (field.writeOnly)
                    writeOnly << kind->key + u'.' + field.name;
            }
        }
        QCOMPARE(writeOnly, QStringList {u"secrets.value"_s});
    }

    // Inside the members the table describes, what the service adds goes too:
    // the items of a tool's auth fields and scopes, a group's agents.
    void nestedMembersTheTableDoesNotNameAreLeftOut()
    {
        QJsonObject read = withServiceMembers(tool());
        read.insert(u"authFields"_s,
                    QJsonArray {QJsonObject {
                        {u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, secretId}, {u"secretName"_s, u"Weather key"_s}}});
        read.insert(u"scopes"_s,
                    QJsonArray {QJsonObject {{u"type"_s, u"team"_s},
                                             {u"id"_s, teamId},
                                             {u"name"_s, u"Forecasting"_s},
                                             {u"grantedAt"_s, u"2026-11-02T09:15:00Z"_s}}});
        const QJsonObject copy = PortableCopy::of(ResourceKind::get(Id::Tool), read);
        QCOMPARE(copy.value(u"authFields"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, secretId}}}));
        QCOMPARE(copy.value(u"scopes"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, teamId}}}));

        QJsonObject group = withServiceMembers(groupModel());
        QJsonArray agents = group.value(u"agents"_s).toArray();
        QJsonObject first = agents.at(0).toObject();
        first.insert(u"id"_s, u"agent-1"_s);
        first.insert(u"position"_s, 0);
        agents.replace(0, first);
        group.insert(u"agents"_s, agents);
        QCOMPARE(json(PortableCopy::of(ResourceKind::get(Id::GroupModel), group)), json(groupModel()));
    }

    // Free-form values are the author's: copied whole, whatever they hold.
    void freeFormValuesAreCopiedWhole()
    {
        QJsonObject read = tool();
        const QJsonObject schema {{u"type"_s, u"object"_s},
                                  {u"required"_s, QJsonArray {u"city"_s}},
                                  {u"x-anything"_s, QJsonObject {{u"id"_s, u"kept"_s}, {u"createdAt"_s, u"kept"_s}}}};
        const QJsonObject headers {{u"Accept"_s, u"application/json"_s}, {u"X-Trace"_s, u"on"_s}};
        read.insert(u"argsSchema"_s, schema);
        read.insert(u"staticHeadersNonSecret"_s, headers);
        const QJsonObject copy = PortableCopy::of(ResourceKind::get(Id::Tool), read);
        QCOMPARE(copy.value(u"argsSchema"_s).toObject(), schema);
        QCOMPARE(copy.value(u"staticHeadersNonSecret"_s).toObject(), headers);
    }

    // A model reference keeps its type and target; the service's resolved
    // copy of the target, in the brain and in each agent, is not part of it.
    void modelReferencesLoseWhatTheServiceResolved()
    {
        const QJsonObject resolved {{u"id"_s, modelId}, {u"name"_s, u"Forecaster"_s}, {u"llmModelName"_s, u"gpt-4"_s}};
        QJsonObject read = withServiceMembers(groupModel());
        read.insert(u"brain"_s,
                    QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, modelId}, {u"resolved"_s, resolved}});
        QJsonArray agents = read.value(u"agents"_s).toArray();
        QJsonObject second = agents.at(1).toObject();
        second.insert(
            u"ref"_s,
            QJsonObject {{u"type"_s, u"group"_s}, {u"groupModelId"_s, groupId}, {u"resolved"_s, QJsonValue::Null}});
        agents.replace(1, second);
        read.insert(u"agents"_s, agents);

        const QJsonObject copy = PortableCopy::of(ResourceKind::get(Id::GroupModel), read);
        QCOMPARE(copy.value(u"brain"_s).toObject(),
                 (QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, modelId}}));
        QCOMPARE(copy.value(u"agents"_s).toArray().at(1).toObject().value(u"ref"_s).toObject(),
                 (QJsonObject {{u"type"_s, u"group"_s}, {u"groupModelId"_s, groupId}}));
    }

    // A member without a value is not set, at the top and inside: the
    // service's default applies to the copy as it did to the original.
    void nullsAreLeftOut()
    {
        QJsonObject read = withServiceMembers(groupModel());
        read.insert(u"description"_s, QJsonValue::Null);
        read.insert(u"icon"_s, QJsonValue::Null);
        QJsonArray agents = read.value(u"agents"_s).toArray();
        QJsonObject first = agents.at(0).toObject();
        first.insert(u"instructionOverride"_s, QJsonValue::Null);
        agents.replace(0, first);
        read.insert(u"agents"_s, agents);

        const QJsonObject copy = PortableCopy::of(ResourceKind::get(Id::GroupModel), read);
        QVERIFY(!copy.contains(u"description"_s));
        QVERIFY(!copy.contains(u"icon"_s));
        const QJsonObject agent = copy.value(u"agents"_s).toArray().at(0).toObject();
        QVERIFY(!agent.contains(u"instructionOverride"_s));
        QCOMPARE(agent.value(u"role"_s).toString(), u"triage"_s);
        QCOMPARE(copy.value(u"name"_s).toString(), u"Support desk"_s);
    }

    void nothingComesOfNothing()
    {
        for (const ResourceKind *kind : ResourceKind::managed())
            QVERIFY(PortableCopy::of(*kind, {}).isEmpty());
        QVERIFY(PortableCopy::of(ResourceKind::get(Id::Tool), withServiceMembers({})).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_PortableCopy)
#include "tst_portablecopy.moc"

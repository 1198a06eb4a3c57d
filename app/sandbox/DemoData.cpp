#include "sandbox/DemoData.h"

#include "sandbox/Authenticator.h"
#include "sandbox/Store.h"

#include <QJsonArray>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

using Id = ResourceKind::Id;

QJsonObject scope(const QString &type, const QString &id)
{
    return {{u"type"_s, type}, {u"id"_s, id}};
}

} // namespace

void DemoData::load(Store &store, const Authenticator &auth, const QUrl &baseUrl)
{
    const Token *owner = &auth.tokens().constFirst();
    for (const Token &t : auth.tokens()) {
        if (t.capabilities.size() == ResourceKind::capabilities().size()) {
            owner = &t;
            break;
        }
    }
    const QString team = owner->teamId;
    const QString echo = baseUrl.toString() + u"/_sandbox/echo"_s;

    store.batch([&] {
        const Record &echoKey
            = store.create(Id::Secret,
                           {{u"name"_s, u"Ticket API key"_s},
                            {u"description"_s, tr("Key of the ticket service the “Create ticket” tool calls.")},
                            {u"provider"_s, u"sandbox"_s},
                            {u"scope"_s, u"team"_s},
                            {u"teamId"_s, team},
                            {u"value"_s, Authenticator::randomTokenValue()}},
                           *owner);
        const Record &llmKey = store.create(Id::Secret,
                                            {{u"name"_s, u"Model provider key"_s},
                                             {u"description"_s, tr("Bring-your-own key of the research assistant.")},
                                             {u"provider"_s, u"openai"_s},
                                             {u"scope"_s, u"team"_s},
                                             {u"teamId"_s, team},
                                             {u"value"_s, Authenticator::randomTokenValue()}},
                                            *owner);

        const Record &support = store.create(
            Id::CustomModel,
            {{u"name"_s, u"Support assistant"_s},
             {u"llmModelName"_s, u"gpt-4o-mini"_s},
             {u"description"_s, tr("Answers customer questions and opens tickets.")},
             {u"category"_s, u"support"_s},
             {u"tags"_s, QJsonArray {u"support"_s, u"tickets"_s}},
             {u"defaultSystemInstruction"_s, tr("You are a friendly support agent. Be brief and precise.")},
             {u"isPublic"_s, true},
             {u"teamIds"_s, QJsonArray {team}},
             {u"credentialMode"_s, u"app"_s}},
            *owner);
        const Record &research
            = store.create(Id::CustomModel,
                           {{u"name"_s, u"Research assistant"_s},
                            {u"llmModelName"_s, u"gpt-4o"_s},
                            {u"description"_s, tr("Finds sources and summarises them.")},
                            {u"category"_s, u"research"_s},
                            {u"tags"_s, QJsonArray {u"research"_s}},
                            {u"defaultSystemInstruction"_s, tr("You research carefully and cite your sources.")},
                            {u"isPublic"_s, true},
                            {u"teamIds"_s, QJsonArray {team}},
                            {u"credentialMode"_s, u"byok"_s},
                            {u"byokSecretId"_s, llmKey.id}},
                           *owner);
        const Record &desk = store.create(
            Id::GroupModel,
            {{u"name"_s, u"Support desk"_s},
             {u"description"_s, tr("A brain that delegates to a researcher and a support writer.")},
             {u"category"_s, u"support"_s},
             {u"tags"_s, QJsonArray {u"support"_s}},
             {u"icon"_s, u"support_agent"_s},
             {u"defaultMode"_s, u"orch"_s},
             {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}},
             {u"agents"_s,
              QJsonArray {
                  QJsonObject {{u"ref"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, research.id}}},
                               {u"role"_s, u"researcher"_s}},
                  QJsonObject {{u"ref"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, support.id}}},
                               {u"role"_s, u"writer"_s},
                               {u"instructionOverride"_s, tr("Write the final answer for the customer.")}}}},
             {u"isPublic"_s, true},
             {u"teamIds"_s, QJsonArray {team}}},
            *owner);

        const QJsonArray shared {scope(u"team"_s, team), scope(u"customModel"_s, support.id),
                                 scope(u"groupModel"_s, desk.id)};
        store.create(
            Id::Tool,
            {{u"name"_s, u"create_ticket"_s},
             {u"description"_s, tr("Opens a support ticket with a title and a priority.")},
             {u"method"_s, u"POST"_s},
             {u"needUserValidation"_s, true},
             {u"argsSchema"_s,
              QJsonObject {{u"type"_s, u"object"_s},
                           {u"properties"_s,
                            QJsonObject {{u"title"_s, QJsonObject {{u"type"_s, u"string"_s}}},
                                         {u"priority"_s,
                                          QJsonObject {{u"type"_s, u"string"_s},
                                                       {u"enum"_s, QJsonArray {u"low"_s, u"high"_s}}}}}},
                           {u"required"_s, QJsonArray {u"title"_s}}}},
             {u"urlTemplate"_s, QString(echo + u"/tickets?priority={priority}"_s)},
             {u"staticHeadersNonSecret"_s, QJsonObject {{u"X-Client"_s, u"baton-sandbox-demo"_s}}},
             {u"timeoutMs"_s, 5000},
             {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, echoKey.id}}}},
             {u"scopes"_s, shared},
             {u"tags"_s, QJsonArray {u"support"_s, u"write"_s}},
             {u"version"_s, u"1.0"_s}},
            *owner);
        store.create(
            Id::Tool,
            {{u"name"_s, u"notify_team"_s},
             {u"description"_s, tr("Posts a short note to the team channel; runs without approval.")},
             {u"method"_s, u"PUT"_s},
             {u"needUserValidation"_s, false},
             {u"argsSchema"_s,
              QJsonObject {{u"type"_s, u"object"_s},
                           {u"properties"_s, QJsonObject {{u"text"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}}},
             {u"urlTemplate"_s, QString(echo + u"/notes"_s)},
             {u"timeoutMs"_s, 5000},
             {u"scopes"_s, shared},
             {u"tags"_s, QJsonArray {u"notify"_s}},
             {u"version"_s, u"1.0"_s}},
            *owner);
        store.create(Id::ApiResource,
                     {{u"name"_s, u"Service status"_s},
                      {u"description"_s, tr("Current state of the ticket service, read before answering.")},
                      {u"urlTemplate"_s, QString(echo + u"/status"_s)},
                      {u"staticHeadersNonSecret"_s, QJsonObject {{u"Accept"_s, u"application/json"_s}}},
                      {u"timeoutMs"_s, 3000},
                      {u"cacheTtlSeconds"_s, 60},
                      {u"scopes"_s, shared}},
                     *owner);
    });
}

} // namespace baton::sandbox

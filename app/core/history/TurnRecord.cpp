#include "core/history/TurnRecord.h"

#include "core/api/ToolArguments.h"
#include "core/chat/ChatExport.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

using State = ConversationTurn::State;
using Delivery = ConversationTurn::Delivery;

constexpr State LastState = State::ApprovalExpired;
constexpr Delivery LastDelivery = Delivery::AlreadyResolved;

Delivery deliveryFromName(const QString &name)
{
    for (int i = 0; i <= int(LastDelivery); ++i) {
        if (ChatExport::deliveryName(Delivery(i)) == name)
            return Delivery(i);
    }
    return Delivery::None;
}

QString reasonName(ChatUnrecognisedEvent::Reason reason)
{
    switch (reason) {
    case ChatUnrecognisedEvent::Reason::UnknownEventName:
        return u"unknown_event_name"_s;
    case ChatUnrecognisedEvent::Reason::InvalidJson:
        return u"invalid_json"_s;
    case ChatUnrecognisedEvent::Reason::UnknownShape:
        return u"unknown_shape"_s;
    case ChatUnrecognisedEvent::Reason::OtherChoice:
        return u"other_choice"_s;
    }
    return {};
}

ChatUnrecognisedEvent::Reason reasonFromName(const QString &name)
{
    using Reason = ChatUnrecognisedEvent::Reason;
    for (const Reason reason : {Reason::UnknownEventName, Reason::InvalidJson, Reason::OtherChoice}) {
        if (reasonName(reason) == name)
            return reason;
    }
    return Reason::UnknownShape;
}

QJsonValue optionalDouble(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject usageJson(const ChatUsage &usage)
{
    return {{u"prompt_tokens"_s, usage.promptTokens},
            {u"completion_tokens"_s, usage.completionTokens},
            {u"total_tokens"_s, usage.totalTokens}};
}

QJsonObject serviceJson(const ChatServiceObject &service, const QStringList &values)
{
    // The object is the service's own; a value masked in the arguments is
    // masked in it too, as everywhere else.
    const QString object = QString::fromUtf8(QJsonDocument(service.object).toJson(QJsonDocument::Compact));
    return {{u"key"_s, service.key},
            {u"object"_s, ToolArguments::maskValues(object, values)},
            {u"approval_id"_s, service.approvalId},
            {u"execution_id"_s, service.executionId},
            {u"request_id"_s, service.requestId},
            {u"expires_at"_s, service.expiresAt.isValid() ? service.expiresAt.toString(Qt::ISODateWithMs) : QString()},
            {u"credits_charged"_s, optionalDouble(service.creditsCharged)}};
}

ChatServiceObject serviceFromJson(const QJsonObject &json)
{
    ChatServiceObject service;
    service.key = json.value("key"_L1).toString();
    service.object = QJsonDocument::fromJson(json.value("object"_L1).toString().toUtf8()).object();
    service.approvalId = json.value("approval_id"_L1).toString();
    service.executionId = json.value("execution_id"_L1).toString();
    service.requestId = json.value("request_id"_L1).toString();
    service.expiresAt = QDateTime::fromString(json.value("expires_at"_L1).toString(), Qt::ISODateWithMs);
    if (json.value("credits_charged"_L1).isDouble())
        service.creditsCharged = json.value("credits_charged"_L1).toDouble();
    return service;
}

QJsonObject answerErrorJson(const ChatError &error, const QStringList &values)
{
    const QString object = QString::fromUtf8(QJsonDocument(error.object).toJson(QJsonDocument::Compact));
    return {{u"message"_s, ToolArguments::maskValues(error.message, values)},
            {u"type"_s, error.type},
            {u"code"_s, error.code},
            {u"request_id"_s, error.requestId},
            {u"param"_s, error.param},
            {u"object"_s, error.object.isEmpty() ? QString() : ToolArguments::maskValues(object, values)}};
}

ChatError answerErrorFromJson(const QJsonObject &json)
{
    return {json.value("message"_L1).toString(),
            json.value("type"_L1).toString(),
            json.value("code"_L1).toString(),
            json.value("request_id"_L1).toString(),
            json.value("param"_L1).toString(),
            QJsonDocument::fromJson(json.value("object"_L1).toString().toUtf8()).object()};
}

} // namespace

QString TurnRecord::eventData(const QString &data, const QStringList &maskedValues)
{
    QJsonParseError error;
    QJsonDocument document = QJsonDocument::fromJson(data.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return ToolArguments::maskValues(data, maskedValues);
    QJsonObject object = document.object();
    QJsonArray choices = object.value("choices"_L1).toArray();
    bool cut = false;
    for (QJsonValueRef choiceRef : choices) {
        QJsonObject choice = choiceRef.toObject();
        QJsonObject delta = choice.value("delta"_L1).toObject();
        if (!delta.value("tool_calls"_L1).isArray())
            continue;
        QJsonArray calls = delta.value("tool_calls"_L1).toArray();
        for (QJsonValueRef callRef : calls) {
            QJsonObject call = callRef.toObject();
            QJsonObject function = call.value("function"_L1).toObject();
            if (!function.contains("arguments"_L1))
                continue;
            function.insert("arguments"_L1, ToolArguments::Mask.toString());
            call.insert("function"_L1, function);
            callRef = call;
            cut = true;
        }
        delta.insert("tool_calls"_L1, calls);
        choice.insert("delta"_L1, delta);
        choiceRef = choice;
    }
    if (cut)
        object.insert("choices"_L1, choices);
    const QString kept = cut ? QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) : data;
    return ToolArguments::maskValues(kept, maskedValues);
}

QString TurnRecord::stateName(State state)
{
    return ChatExport::stateName(state);
}

State TurnRecord::stateFromName(const QString &name)
{
    for (int i = 0; i <= int(LastState); ++i) {
        if (ChatExport::stateName(State(i)) == name)
            return State(i);
    }
    return State::Failed;
}

bool TurnRecord::isOpen(State state)
{
    return state == State::Waiting || state == State::Streaming;
}

QJsonObject TurnRecord::toJson(const ConversationTurn &turn, const QStringList &otherMaskedValues)
{
    // The values masked in the turn's own tool calls, whatever the caller knew.
    QStringList maskedValues = otherMaskedValues + ChatExport::maskedValues({turn});
    maskedValues.removeDuplicates();
    const ChatAnswer &answer = turn.answer;
    QJsonArray calls;
    for (const ChatToolCall &call : answer.toolCalls) {
        calls.append(
            QJsonObject {{u"index"_s, call.index},
                         {u"id"_s, call.id},
                         {u"type"_s, call.type},
                         {u"name"_s, call.name},
                         {u"arguments"_s, ToolArguments::masked(call.arguments, ToolArguments::Layout::Compact)}});
    }
    QJsonArray decisions;
    for (const ToolDecision &decision : turn.decisions) {
        decisions.append(QJsonObject {{u"tool_call_id"_s, decision.toolCallId},
                                      {u"approved"_s, decision.approved},
                                      {u"reason"_s, ToolArguments::maskValues(decision.reason, maskedValues)}});
    }
    QJsonArray unrecognised;
    for (const ChatUnrecognisedEvent &event : answer.unrecognised) {
        unrecognised.append(QJsonObject {{u"type"_s, event.type},
                                         {u"data"_s, ToolArguments::maskValues(event.data, maskedValues)},
                                         {u"reason"_s, reasonName(event.reason)},
                                         {u"detail"_s, event.detail}});
    }
    QJsonObject json {
        {u"role"_s, turn.role == ConversationTurn::Role::User ? u"user"_s : u"assistant"_s},
        {u"state"_s, stateName(turn.state)},
        {u"text"_s, ToolArguments::maskValues(turn.text, maskedValues)},
        {u"answer"_s,
         QJsonObject {
             {u"id"_s, answer.id},
             {u"model"_s, answer.model},
             {u"role"_s, answer.role},
             {u"content"_s, ToolArguments::maskValues(answer.content, maskedValues)},
             {u"tool_calls"_s, calls},
             {u"finish_reason"_s, answer.finishReason},
             {u"usage"_s, answer.usage ? QJsonValue(usageJson(*answer.usage)) : QJsonValue()},
             {u"service"_s, answer.service ? QJsonValue(serviceJson(*answer.service, maskedValues)) : QJsonValue()},
             {u"error"_s, answer.error ? QJsonValue(answerErrorJson(*answer.error, maskedValues)) : QJsonValue()},
             {u"unrecognised"_s, unrecognised},
             {u"done"_s, answer.done},
             {u"ended"_s, answer.ended}}},
        {u"request_ids"_s, QJsonArray::fromStringList(turn.sentRequestIds)},
        {u"service_request_id"_s, turn.serviceRequestId},
        {u"resume"_s, turn.resume},
        {u"answered"_s, turn.answered},
        {u"decisions"_s, decisions},
        {u"delivery"_s, ChatExport::deliveryName(turn.delivery)},
        {u"first_token_ms"_s, turn.firstTokenMs},
        {u"duration_ms"_s, turn.durationMs},
    };
    if (turn.error) {
        QJsonObject error = turn.error->toRecord();
        error.insert(u"message"_s, ToolArguments::maskValues(turn.error->message(), maskedValues));
        json.insert(u"error"_s, error);
    }
    return json;
}

ConversationTurn TurnRecord::fromJson(const QJsonObject &json)
{
    ConversationTurn turn;
    turn.role = json.value("role"_L1).toString() == "assistant"_L1 ? ConversationTurn::Role::Assistant
                                                                   : ConversationTurn::Role::User;
    turn.state = stateFromName(json.value("state"_L1).toString());
    turn.text = json.value("text"_L1).toString();

    const QJsonObject answerJson = json.value("answer"_L1).toObject();
    ChatAnswer &answer = turn.answer;
    answer.id = answerJson.value("id"_L1).toString();
    answer.model = answerJson.value("model"_L1).toString();
    answer.role = answerJson.value("role"_L1).toString();
    answer.content = answerJson.value("content"_L1).toString();
    for (const QJsonValue &item : answerJson.value("tool_calls"_L1).toArray()) {
        const QJsonObject call = item.toObject();
        answer.toolCalls.append(ChatToolCall {call.value("index"_L1).toInteger(), call.value("id"_L1).toString(),
                                              call.value("type"_L1).toString(), call.value("name"_L1).toString(),
                                              call.value("arguments"_L1).toString()});
    }
    answer.finishReason = answerJson.value("finish_reason"_L1).toString();
    if (const QJsonValue usage = answerJson.value("usage"_L1); usage.isObject()) {
        const QJsonObject object = usage.toObject();
        answer.usage
            = ChatUsage {object.value("prompt_tokens"_L1).toInteger(), object.value("completion_tokens"_L1).toInteger(),
                         object.value("total_tokens"_L1).toInteger()};
    }
    if (const QJsonValue service = answerJson.value("service"_L1); service.isObject())
        answer.service = serviceFromJson(service.toObject());
    if (const QJsonValue error = answerJson.value("error"_L1); error.isObject())
        answer.error = answerErrorFromJson(error.toObject());
    for (const QJsonValue &item : answerJson.value("unrecognised"_L1).toArray()) {
        const QJsonObject event = item.toObject();
        answer.unrecognised.append(ChatUnrecognisedEvent {
            event.value("type"_L1).toString(), event.value("data"_L1).toString(),
            reasonFromName(event.value("reason"_L1).toString()), event.value("detail"_L1).toString()});
    }
    answer.done = answerJson.value("done"_L1).toBool();
    answer.ended = answerJson.value("ended"_L1).toBool();

    for (const QJsonValue &id : json.value("request_ids"_L1).toArray())
        turn.sentRequestIds.append(id.toString());
    turn.serviceRequestId = json.value("service_request_id"_L1).toString();
    turn.resume = json.value("resume"_L1).toBool();
    turn.answered = json.value("answered"_L1).toBool();
    if (const QJsonValue error = json.value("error"_L1); error.isObject())
        turn.error = ApiError::fromRecord(error.toObject());
    for (const QJsonValue &item : json.value("decisions"_L1).toArray()) {
        const QJsonObject decision = item.toObject();
        turn.decisions.append(ToolDecision {decision.value("tool_call_id"_L1).toString(),
                                            decision.value("approved"_L1).toBool(),
                                            decision.value("reason"_L1).toString()});
    }
    turn.delivery = deliveryFromName(json.value("delivery"_L1).toString());
    turn.firstTokenMs = json.value("first_token_ms"_L1).toInteger(-1);
    turn.durationMs = json.value("duration_ms"_L1).toInteger(-1);
    return turn;
}

} // namespace baton

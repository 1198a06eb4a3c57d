#include "core/chat/ChatExport.h"

#include "core/api/ToolArguments.h"

#include <QHash>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// The decisions of a turn by tool call id, looked up once per call.
QHash<QString, const ToolDecision *> decisionsById(const ConversationTurn &turn)
{
    QHash<QString, const ToolDecision *> byId;
    byId.reserve(turn.decisions.size());
    for (const ToolDecision &decision : turn.decisions) {
        if (!byId.contains(decision.toolCallId))
            byId.insert(decision.toolCallId, &decision);
    }
    return byId;
}

// `text` as a Markdown code span: fenced by more backticks than it holds in a row.
QString inlineCode(const QString &text)
{
    qsizetype longest = 0;
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(longest + 1, u'`');
    const bool pad = text.startsWith(u'`') || text.endsWith(u'`');
    return fence + (pad ? u" "_s : QString()) + text + (pad ? u" "_s : QString()) + fence;
}

} // namespace

QString ChatExport::deliveryName(ConversationTurn::Delivery delivery)
{
    using Delivery = ConversationTurn::Delivery;
    switch (delivery) {
    case Delivery::None:
        return {};
    case Delivery::Sent:
        return u"sent"_s;
    case Delivery::Confirmed:
        return u"confirmed"_s;
    case Delivery::Refused:
        return u"refused"_s;
    case Delivery::Undelivered:
        return u"undelivered"_s;
    case Delivery::Expired:
        return u"expired"_s;
    case Delivery::AlreadyResolved:
        return u"already_resolved"_s;
    }
    return {};
}

QString ChatExport::deliveryLabel(ConversationTurn::Delivery delivery)
{
    using Delivery = ConversationTurn::Delivery;
    switch (delivery) {
    case Delivery::None:
        return {};
    case Delivery::Sent:
        return tr("sent, not yet taken by the service");
    case Delivery::Confirmed:
        return tr("the service took it");
    case Delivery::Refused:
        return tr("refused by the service");
    case Delivery::Undelivered:
        return tr("did not reach the service");
    case Delivery::Expired:
        return tr("the approval had expired");
    case Delivery::AlreadyResolved:
        return tr("the service had already settled the approval");
    }
    return {};
}

QString ChatExport::stateName(ConversationTurn::State state)
{
    using State = ConversationTurn::State;
    switch (state) {
    case State::Idle:
        return u"idle"_s;
    case State::Waiting:
        return u"waiting"_s;
    case State::Streaming:
        return u"streaming"_s;
    case State::Completed:
        return u"completed"_s;
    case State::AwaitingApproval:
        return u"awaiting_approval"_s;
    case State::Decided:
        return u"decided"_s;
    case State::Cancelled:
        return u"cancelled"_s;
    case State::Interrupted:
        return u"interrupted"_s;
    case State::Failed:
        return u"failed"_s;
    case State::ApprovalExpired:
        return u"approval_expired"_s;
    }
    return {};
}

QString ChatExport::stateLabel(ConversationTurn::State state)
{
    using State = ConversationTurn::State;
    switch (state) {
    case State::Idle:
        return tr("Idle", "a chat turn's state");
    case State::Waiting:
        return tr("Waiting", "a chat turn's state");
    case State::Streaming:
        return tr("Streaming", "a chat turn's state: the answer is arriving");
    case State::Completed:
        return tr("Completed", "a chat turn's state");
    case State::AwaitingApproval:
        return tr("Awaiting approval", "a chat turn's state");
    case State::Decided:
        return tr("Decided", "a chat turn's state: its tool calls were decided");
    case State::Cancelled:
        return tr("Cancelled", "a chat turn's state");
    case State::Interrupted:
        return tr("Interrupted", "a chat turn's state: the answer broke off");
    case State::Failed:
        return tr("Failed", "a chat turn's state");
    case State::ApprovalExpired:
        return tr("Approval expired", "a chat turn's state");
    }
    return {};
}

QStringList ChatExport::maskedValues(const QList<ConversationTurn> &turns)
{
    QStringList values;
    for (const ConversationTurn &turn : turns) {
        for (const ChatToolCall &call : turn.answer.toolCalls)
            values << ToolArguments::maskedValues(call.arguments);
    }
    values.removeDuplicates();
    return values;
}

QJsonObject ChatExport::turnJson(const ConversationTurn &turn, const QStringList &maskedValues)
{
    const bool user = turn.role == ConversationTurn::Role::User;
    QJsonObject json {{u"role"_s, user ? u"user"_s : u"assistant"_s},
                      {u"state"_s, stateName(turn.state)},
                      {u"content"_s, ToolArguments::maskValues(turn.content(), maskedValues)}};
    if (user)
        return json;

    const ChatAnswer &answer = turn.answer;
    if (!answer.id.isEmpty())
        json.insert(u"id"_s, answer.id);
    if (!answer.model.isEmpty())
        json.insert(u"model"_s, answer.model);
    json.insert(u"finish_reason"_s, answer.finishReason.isEmpty() ? QJsonValue() : QJsonValue(answer.finishReason));
    QJsonArray calls;
    const QHash<QString, const ToolDecision *> decisions = decisionsById(turn);
    for (const ChatToolCall &call : answer.toolCalls) {
        QJsonObject entry {{u"id"_s, call.id},
                           {u"name"_s, call.name},
                           {u"arguments"_s, ToolArguments::masked(call.arguments, ToolArguments::Layout::Compact)}};
        if (const ToolDecision *decision = decisions.value(call.id)) {
            entry.insert(u"decision"_s, decision->approved ? u"approved"_s : u"denied"_s);
            if (!decision->approved && !decision->reason.isEmpty())
                entry.insert(u"reason"_s, decision->reason);
            if (const QString delivery = deliveryName(turn.delivery); !delivery.isEmpty())
                entry.insert(u"delivery"_s, delivery);
        }
        calls.append(entry);
    }
    json.insert(u"tool_calls"_s, calls);
    if (answer.usage) {
        json.insert(u"usage"_s,
                    QJsonObject {{u"prompt_tokens"_s, answer.usage->promptTokens},
                                 {u"completion_tokens"_s, answer.usage->completionTokens},
                                 {u"total_tokens"_s, answer.usage->totalTokens}});
    }
    if (answer.service)
        json.insert(u"service"_s, QJsonObject {{u"key"_s, answer.service->key}, {u"object"_s, answer.service->object}});
    json.insert(u"request_ids"_s, QJsonArray::fromStringList(turn.sentRequestIds));
    if (!turn.serviceRequestId.isEmpty())
        json.insert(u"service_request_id"_s, turn.serviceRequestId);
    if (turn.resume)
        json.insert(u"resume"_s, true);
    if (turn.error) {
        json.insert(u"error"_s,
                    QJsonObject {{u"message"_s, turn.error->userMessage()},
                                 {u"http_status"_s, turn.error->httpStatus()},
                                 {u"type"_s, turn.error->type()},
                                 {u"code"_s, turn.error->code()}});
    }
    if (answer.error) {
        json.insert(u"stream_error"_s,
                    QJsonObject {{u"message"_s, answer.error->message},
                                 {u"type"_s, answer.error->type},
                                 {u"code"_s, answer.error->code}});
    }
    return json;
}

QJsonObject ChatExport::conversationJson(const QString &target, const QList<ConversationTurn> &turns)
{
    const QStringList values = maskedValues(turns);
    QJsonArray list;
    for (const ConversationTurn &turn : turns)
        list.append(turnJson(turn, values));
    return {{u"model"_s, target}, {u"turns"_s, list}};
}

QString ChatExport::conversationMarkdown(const QString &target, const QList<ConversationTurn> &turns)
{
    QString md = u"# "_s + tr("Chat with %1").arg(target) + u"\n"_s;
    const QStringList values = maskedValues(turns);
    for (const ConversationTurn &turn : turns) {
        if (turn.role == ConversationTurn::Role::User) {
            md += u"\n## "_s + tr("You") + u"\n\n"_s + ToolArguments::maskValues(turn.text, values) + u"\n"_s;
            continue;
        }
        md += u"\n## "_s + tr("Assistant") + u"\n\n"_s;
        if (!turn.answer.content.isEmpty())
            md += ToolArguments::maskValues(turn.answer.content, values)
                + (turn.answer.content.endsWith(u'\n') ? u""_s : u"\n"_s);
        if (!turn.answer.toolCalls.isEmpty()) {
            md += u"\n"_s + tr("Tool calls:") + u"\n\n"_s;
            const QHash<QString, const ToolDecision *> decisions = decisionsById(turn);
            for (const ChatToolCall &call : turn.answer.toolCalls) {
                md += u"- "_s + inlineCode(call.name) + u' '
                    + inlineCode(ToolArguments::masked(call.arguments, ToolArguments::Layout::Compact));
                if (const ToolDecision *decision = decisions.value(call.id)) {
                    if (decision->approved)
                        md += u" — "_s + tr("approved");
                    else if (decision->reason.isEmpty())
                        md += u" — "_s + tr("denied");
                    else
                        md += u" — "_s + tr("denied: %1").arg(decision->reason);
                    if (const QString delivery = deliveryLabel(turn.delivery); !delivery.isEmpty())
                        md += u" ("_s + delivery + u')';
                }
                md += u"\n"_s;
            }
        }
        if (turn.state != ConversationTurn::State::Completed)
            //: %1 is the state of a chat turn (Awaiting approval, Interrupted, …).
            md += u"\n*"_s + tr("State: %1").arg(stateLabel(turn.state)) + u"*\n"_s;
        if (turn.error)
            md += u"\n> "_s + turn.error->userMessage() + u"\n"_s;
        if (!turn.serviceRequestId.isEmpty())
            md += u"\n*"_s + tr("Request id: %1").arg(turn.serviceRequestId) + u"*\n"_s;
        if (!turn.sentRequestId().isEmpty())
            //: The id Baton sends with a chat request (metadata.request_id), beside the service's own.
            md += u"\n*"_s + tr("Baton's request id: %1").arg(turn.sentRequestId()) + u"*\n"_s;
    }
    return md;
}

} // namespace baton

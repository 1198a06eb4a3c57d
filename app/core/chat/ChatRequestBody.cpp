#include "core/chat/ChatRequestBody.h"

#include "core/resources/ChatTarget.h"
#include "core/resources/ResourceKind.h"

#include <QHash>
#include <QSet>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace baton {

QJsonObject ChatRequestBody::message(QLatin1StringView role, const QString &content)
{
    return {{"role"_L1, role}, {"content"_L1, content}};
}

QJsonArray ChatRequestBody::contextMessages(const QList<ConversationTurn> &turns)
{
    QJsonArray messages;
    for (qsizetype i = 0; i < turns.size(); ++i) {
        const ConversationTurn &turn = turns.at(i);
        if (turn.role == ConversationTurn::Role::User) {
            // Only messages the service answered: the others are offered again by the composer.
            bool answered = false;
            for (qsizetype j = i + 1; j < turns.size() && turns.at(j).role == ConversationTurn::Role::Assistant; ++j)
                answered = answered || turns.at(j).answered;
            if (answered)
                messages.append(message("user"_L1, turn.text));
        } else if (turn.answered && !turn.answer.content.isEmpty()) {
            messages.append(message("assistant"_L1, turn.answer.content));
        }
    }
    return messages;
}

QJsonObject ChatRequestBody::body(const QJsonArray &messages, const QString &model, const ChatOptions &options)
{
    QJsonObject body {{"model"_L1, model}, {"messages"_L1, messages}, {"stream"_L1, options.stream}};
    if (options.maxTokens)
        body.insert("max_tokens"_L1, *options.maxTokens);
    if (options.maxCompletionTokens)
        body.insert("max_completion_tokens"_L1, *options.maxCompletionTokens);
    if (options.temperature)
        body.insert("temperature"_L1, *options.temperature);
    QJsonObject metadata {{"request_id"_L1, newRequestId()}};
    if (!options.mode.isEmpty() && ChatTarget::parse(model).isGroup())
        metadata.insert("mode"_L1, options.mode);
    body.insert("metadata"_L1, metadata);
    return body;
}

ChatRequestBody::Decisions ChatRequestBody::decisions(const ChatApproval &approval,
                                                      const QList<ToolDecision> &decisions)
{
    Decisions checked;
    QSet<QString> callIds;
    for (const ChatToolCall &call : approval.toolCalls)
        callIds.insert(call.id);
    QHash<QString, ToolDecision> byId;
    for (const ToolDecision &decision : decisions) {
        if (!callIds.contains(decision.toolCallId)) {
            checked.errors.append({decision.toolCallId, tr("This tool call is not part of the pending approval.")});
        } else if (byId.contains(decision.toolCallId)) {
            checked.errors.append({decision.toolCallId, tr("This tool call has more than one decision.")});
        } else {
            const qint64 length = Validator::characterCount(decision.reason);
            if (!decision.approved && length > ResourceKind::MaxDenialReason)
                checked.errors.append({decision.toolCallId,
                                       tr("The reason can have at most %n characters; this one has %1.", nullptr,
                                          ResourceKind::MaxDenialReason)
                                           .arg(length)});
            byId.insert(decision.toolCallId, decision);
        }
    }
    for (const ChatToolCall &call : approval.toolCalls) {
        const auto found = byId.constFind(call.id);
        if (found == byId.constEnd()) {
            checked.errors.append({call.id, tr("Approve or deny this tool call.")});
            continue;
        }
        checked.ordered.append(*found);
        if (found->approved) {
            checked.approved.append(call.id);
        } else {
            QJsonObject entry {{"tool_execution_id"_L1, call.id}};
            if (!found->reason.isEmpty())
                entry.insert("reason"_L1, found->reason);
            checked.denied.append(entry);
        }
    }
    return checked;
}

QString ChatRequestBody::newRequestId()
{
    return u"req_"_s + QUuid::createUuid().toString(QUuid::Id128);
}

} // namespace baton

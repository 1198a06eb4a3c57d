#include "cli/ChatCommand.h"

#include "cli/Connection.h"
#include "cli/Console.h"
#include "core/api/ToolArguments.h"
#include "core/chat/AnswerOutcome.h"
#include "core/chat/ChatExport.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace baton::cli {

namespace {

// A name, an id or the arguments of a tool call, as the service sent them,
// shown within a line of a notice or a prompt.
QString field(const QString &text)
{
    return Console::escaped(text, Console::Text::Field);
}

QString arguments(const ChatToolCall &call)
{
    return field(ToolArguments::masked(call.arguments, ToolArguments::Layout::Compact));
}

} // namespace

ChatCommand::ChatCommand(ApiClient &client, Console &console, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_session(client)
{
    connect(&m_session, &ChatSession::contentAppended, this, [this](qsizetype, const QString &text) {
        if (!m_json && m_session.options().stream)
            m_console.out(text);
    });
    connect(&m_session, &ChatSession::finished, this, &ChatCommand::onFinished);
    connect(&m_session, &ChatSession::approvalRequired, this, &ChatCommand::onApprovalRequired);
}

void ChatCommand::declare(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"model"_s, tr("The target: group:<uuid> or custom:<uuid>."), tr("TARGET")},
        {u"message"_s, tr("The message to send; read from stdin when absent."),
         //: The value of an option in --help: a text.
         tr("TEXT")},
        {u"stream"_s, tr("Ask for a streamed answer and print it as it arrives (the default).")},
        {u"no-stream"_s, tr("Ask for a standard answer and print it when complete.")},
        {u"approve"_s,
         tr("Decide tool calls without asking: all, none, or a comma-separated list of tool call ids or tool "
            "names to approve (the others are denied). Without it, a terminal is asked per call; otherwise "
            "the command ends with exit code 7."),
         tr("all|none|ID,...")},
        {u"deny-reason"_s, tr("The reason given for every denied tool call."),
         //: The value of an option in --help: a text.
         tr("TEXT")},
        {u"mode"_s, tr("Group models: the mode of this answer (orch, synth, normal or auto)."), tr("MODE")},
        {u"temperature"_s, tr("Sampling temperature, from 0 to 2."),
         //: The value of an option in --help: a temperature.
         tr("T")},
        {u"max-tokens"_s, tr("Longest answer, in tokens (sent as max_tokens and max_completion_tokens)."),
         //: The value of an option in --help: a number.
         tr("N")},
        {u"json"_s, tr("Print only the final answer, as one JSON object, when it is complete.")},
        {u"no-history"_s, tr("Keep no trace of this chat in the profile's history.")},
    });
}

ExitCode ChatCommand::configure(const QCommandLineParser &parser)
{
    QList<FieldError> errors;
    if (!parser.isSet(u"model"_s))
        errors.append({u"--model"_s, tr("Name the target: group:<uuid> or custom:<uuid>.")});
    else
        errors << m_session.setTarget(parser.value(u"model"_s));

    ChatOptions options;
    if (parser.isSet(u"stream"_s) && parser.isSet(u"no-stream"_s))
        errors.append({u"--stream"_s, tr("Use either --stream or --no-stream.")});
    options.stream = !parser.isSet(u"no-stream"_s);
    if (parser.isSet(u"temperature"_s)) {
        bool ok = false;
        options.temperature = parser.value(u"temperature"_s).toDouble(&ok);
        if (!ok)
            errors.append({u"--temperature"_s, tr("Must be a number.")});
    }
    if (parser.isSet(u"max-tokens"_s)) {
        bool ok = false;
        const qint64 tokens = parser.value(u"max-tokens"_s).toLongLong(&ok);
        if (!ok)
            errors.append({u"--max-tokens"_s, tr("Must be a whole number.")});
        options.maxTokens = tokens;
        options.maxCompletionTokens = tokens;
    }
    if (parser.isSet(u"mode"_s)) {
        if (!m_session.targetIsGroup() && !m_session.target().isEmpty())
            errors.append({u"--mode"_s, tr("Only group models have a mode.")});
        options.mode = parser.value(u"mode"_s);
    }
    m_session.setOptions(options);

    if (parser.isSet(u"approve"_s)) {
        m_rules = ApprovalRules::parse(parser.value(u"approve"_s), parser.value(u"deny-reason"_s));
        if (!m_rules)
            errors.append({u"--approve"_s, tr("Give all, none, or tool call ids or tool names.")});
    }
    m_denyReason = parser.value(u"deny-reason"_s);
    const qint64 reasonLength = Validator::characterCount(m_denyReason);
    if (reasonLength > ResourceKind::MaxDenialReason)
        errors.append(
            {u"--deny-reason"_s,
             tr("The reason can have at most %n characters; this one has %1.", nullptr, ResourceKind::MaxDenialReason)
                 .arg(reasonLength)});
    m_json = parser.isSet(u"json"_s);
    if (!parser.isSet(u"no-history"_s)) {
        QString unknownProfile; // said by the connection, which cannot go on without it
        m_historyPath = Connection::historyPath(parser, &unknownProfile);
    }

    if (errors.isEmpty()) {
        if (parser.isSet(u"message"_s)) {
            m_message = parser.value(u"message"_s);
        } else {
            if (m_console.stdinIsTerminal())
                m_console.note(tr("Type the message, then Ctrl-D on a line of its own.") + u'\n');
            m_message = QString::fromUtf8(m_console.readAllInput());
            // The line end a terminal or `echo` adds is not part of the message.
            while (m_message.endsWith(u'\n') || m_message.endsWith(u'\r'))
                m_message.chop(1);
        }
        if (m_message.trimmed().isEmpty())
            errors.append({u"--message"_s, tr("The message is empty.")});
    }
    if (!errors.isEmpty()) {
        printErrors(errors);
        return ExitCode::Usage;
    }
    return ExitCode::Ok;
}

void ChatCommand::startHistory()
{
    if (m_historyPath.isEmpty())
        return;
    const HistoryStore::OpenResult opened = m_history.open(m_historyPath);
    if (!opened.message().isEmpty())
        m_console.error(opened.message());
    if (opened.outcome == HistoryStore::OpenResult::Outcome::Failed)
        return;
    m_recorder = std::make_unique<HistoryRecorder>(m_session, m_history, u"cli"_s);
    connect(m_recorder.get(), &HistoryRecorder::problemChanged, this, [this](const QString &problem) {
        if (!problem.isEmpty())
            m_console.error(tr("This chat is not being kept in the history %1: %2").arg(m_historyPath, problem));
    });
}

void ChatCommand::start()
{
    startHistory();
    const QList<FieldError> errors = m_session.send(m_message);
    if (!errors.isEmpty()) {
        printErrors(errors);
        end(ExitCode::Usage);
    }
}

void ChatCommand::interrupt()
{
    if (m_ended)
        return;
    m_session.cancel();
    if (!m_json)
        m_console.error(tr("Stopped; the answer so far is shown above."));
    end(ExitCode::Stopped);
}

void ChatCommand::onFinished(qsizetype, const ConversationTurn &turn)
{
    if (turn.state == ConversationTurn::State::AwaitingApproval) {
        m_console.endOutLine();
        return; // approvalRequired follows
    }
    if (!m_json && !m_session.options().stream)
        m_console.out(turn.answer.content);
    m_console.endOutLine();

    switch (turn.state) {
    case ConversationTurn::State::Completed:
    case ConversationTurn::State::Cancelled:
        break;
    case ConversationTurn::State::Interrupted: {
        QString message = tr("The answer broke off before its end; what arrived is shown.");
        if (const std::optional<ApiError> failure = turn.failure())
            message += u' ' + failure->userMessage();
        m_console.error(message);
        break;
    }
    default:
        if (const std::optional<ApiError> failure = turn.failure())
            m_console.error(failure->userMessage());
        else
            m_console.error(tr("The answer ended with an error."));
        break;
    }
    end(ExitCodes::forOutcome(answerOutcome(turn)));
}

void ChatCommand::onApprovalRequired(const ChatApproval &approval)
{
    const int calls = int(approval.toolCalls.size());
    QString notice = approval.expiresAt.isValid()
        ? tr("The answer waits for a decision on %n tool call(s) (until %1):", nullptr, calls)
              .arg(QLocale().toString(approval.expiresAt.toLocalTime(), QLocale::LongFormat))
        : tr("The answer waits for a decision on %n tool call(s):", nullptr, calls);
    notice += u'\n';
    for (const ChatToolCall &call : approval.toolCalls)
        notice += u"  "_s + field(call.name) + u' ' + arguments(call) + u"  ["_s + field(call.id) + u"]\n"_s;
    m_console.note(notice);

    const std::optional<QList<ToolDecision>> decisions = decide(approval);
    if (!decisions) {
        m_console.error(tr("No decision on the tool calls: pass --approve, or run the command on a terminal. "
                           "Approval id: %1")
                            .arg(field(approval.approvalId)));
        end(ExitCode::Undecided);
        return;
    }
    for (const ToolDecision &decision : *decisions) {
        const ChatToolCall *call = approval.toolCall(decision.toolCallId);
        const QString name = field(call ? call->name : decision.toolCallId);
        m_console.note(decision.approved ? tr("  approved: %1").arg(name) + u'\n'
                                         : tr("  denied: %1").arg(name) + u'\n');
    }
    const QList<FieldError> errors = m_session.resume(*decisions);
    if (!errors.isEmpty()) {
        printErrors(errors);
        end(ExitCode::Usage);
    }
}

std::optional<QList<ToolDecision>> ChatCommand::decide(const ChatApproval &approval)
{
    if (m_rules)
        return m_rules->decide(approval);
    QList<ToolDecision> decisions;
    for (const ChatToolCall &call : approval.toolCalls) {
        if (!m_console.stdinIsTerminal())
            return std::nullopt;
        const std::optional<ToolDecision> decision = ask(call);
        if (!decision)
            return std::nullopt;
        decisions.append(*decision);
    }
    return decisions;
}

std::optional<ToolDecision> ChatCommand::ask(const ChatToolCall &call)
{
    for (;;) {
        m_console.note(tr("Run %1 %2? [y/n] ").arg(field(call.name), arguments(call)));
        const std::optional<QString> answer = m_console.readLine();
        if (!answer)
            return std::nullopt;
        const QString word = answer->trimmed().toLower();
        if (word == "y"_L1 || word == "yes"_L1 || word == tr("y") || word == tr("yes"))
            return ToolDecision::approve(call.id);
        if (word == "n"_L1 || word == "no"_L1 || word == tr("n") || word == tr("no"))
            break;
    }
    for (;;) {
        m_console.note(m_denyReason.isEmpty() ? tr("Reason (optional): ")
                                              : tr("Reason (Enter for “%1”): ").arg(m_denyReason));
        const std::optional<QString> reason = m_console.readLine();
        if (!reason)
            return std::nullopt;
        const QString text = reason->trimmed().isEmpty() ? m_denyReason : reason->trimmed();
        const qint64 length = Validator::characterCount(text);
        if (length <= ResourceKind::MaxDenialReason)
            return ToolDecision::deny(call.id, text);
        m_console.note(
            tr("The reason can have at most %n characters; this one has %1.", nullptr, ResourceKind::MaxDenialReason)
                .arg(length)
            + u'\n');
    }
}

void ChatCommand::printErrors(const QList<FieldError> &errors)
{
    for (const FieldError &error : errors)
        m_console.error(error.field.isEmpty() ? error.message : tr("%1: %2").arg(error.field, error.message));
}

QJsonObject ChatCommand::resultJson() const
{
    const QList<ConversationTurn> &turns = m_session.turns();
    QJsonArray rounds;
    qsizetype last = -1;
    for (qsizetype i = 0; i < turns.size(); ++i) {
        if (turns.at(i).role == ConversationTurn::Role::Assistant)
            last = i;
    }
    if (last < 0)
        return {};
    const QStringList masked = ChatExport::maskedValues(turns);
    for (qsizetype i = 0; i < last; ++i) {
        if (turns.at(i).role == ConversationTurn::Role::Assistant)
            rounds.append(ChatExport::turnJson(turns.at(i), masked));
    }
    QJsonObject json = ChatExport::turnJson(turns.at(last), masked);
    json.insert(u"rounds"_s, rounds);
    if (m_recorder)
        json.insert(u"conversation_id"_s, m_session.conversationId().toString(QUuid::WithoutBraces));
    return json;
}

void ChatCommand::end(ExitCode code)
{
    if (m_ended)
        return;
    m_ended = true;
    if (m_recorder)
        m_recorder->flush();
    if (m_json) {
        const QJsonObject json = resultJson();
        if (!json.isEmpty())
            m_console.outJson(json);
    } else {
        m_console.endOutLine();
    }
    Q_EMIT done(int(code));
}

} // namespace baton::cli

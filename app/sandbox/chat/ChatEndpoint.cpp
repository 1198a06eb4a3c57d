#include "sandbox/chat/ChatEndpoint.h"

#include "core/resources/Validator.h"
#include "sandbox/Reply.h"
#include "sandbox/chat/ChatResponder.h"
#include "sandbox/chat/ChatRun.h"

#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QUuid>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

QString messageText(const QJsonValue &content)
{
    if (content.isString())
        return content.toString();
    QStringList parts;
    for (const QJsonValue &part : content.toArray()) {
        const QJsonObject object = part.toObject();
        if (object.value(u"type"_s).toString() == u"text"_s)
            parts << object.value(u"text"_s).toString();
    }
    return parts.join(u'\n');
}

QString lastUserText(const QJsonArray &messages)
{
    for (qsizetype i = messages.size() - 1; i >= 0; --i) {
        const QJsonObject message = messages.at(i).toObject();
        if (message.value(u"role"_s).toString() == u"user"_s)
            return messageText(message.value(u"content"_s));
    }
    return {};
}

int promptTokens(const QJsonArray &messages)
{
    int words = 0;
    for (const QJsonValue &message : messages)
        words += ScriptedModel::wordCount(messageText(message.toObject().value(u"content"_s)));
    return words;
}

} // namespace

ChatEndpoint::ChatEndpoint(const ChatWorld &world, QNetworkAccessManager &network, ChatConfig config, Clock clock,
                           QObject *parent)
    : QObject(parent)
    , m_world(world)
    , m_config(std::move(config))
    , m_clock(clock)
    , m_book(m_config.approvalTtl, std::move(clock))
    , m_runner(network, world, m_config.toolDefaultTimeoutMs)
{ }

ChatEndpoint::~ChatEndpoint()
{
    // The runs use the runner and the book: they go first.
    const QSet<ChatRun *> runs = std::exchange(m_runs, {});
    for (ChatRun *run : runs) {
        run->disconnect(this);
        delete run;
    }
}

int ChatEndpoint::activeStreams() const
{
    return int(std::count_if(m_runs.cbegin(), m_runs.cend(), [](const ChatRun *run) { return run->isStream(); }));
}

QDateTime ChatEndpoint::now() const
{
    return (m_clock ? m_clock() : QDateTime::currentDateTimeUtc()).toUTC();
}

std::optional<QJsonObject> ChatEndpoint::readBody(const QByteArray &body, ResourceKind::Id kind,
                                                  QHttpServerResponder &responder, const QString &requestId) const
{
    QJsonParseError parseError {};
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        const QString why
            = parseError.error != QJsonParseError::NoError ? parseError.errorString() : tr("not a JSON object");
        sendError(responder, SandboxError::invalidJson(tr("The body is not valid: %1.").arg(why)), requestId);
        return std::nullopt;
    }
    const QJsonObject request = document.object();
    const QList<FieldError> errors
        = Validator::validate(ResourceKind::get(kind), request, Operation::Create, Validator::UnknownFields::Allow);
    if (!errors.isEmpty()) {
        QList<QPair<QString, QString>> details;
        for (const FieldError &error : errors)
            details.append({error.field, error.message});
        sendError(responder, SandboxError::validation(details), requestId);
        return std::nullopt;
    }
    return request;
}

std::optional<ChatTarget> ChatEndpoint::findTarget(const QJsonObject &request, const QString &tokenName,
                                                   QHttpServerResponder &responder, const QString &requestId) const
{
    const QString model = request.value(u"model"_s).toString();
    std::optional<ChatTarget> target = m_world.findTarget(model, tokenName);
    if (!target) {
        sendError(responder,
                  SandboxError::notFound(tr("The model %1 does not exist or is not visible to this token.").arg(model)),
                  requestId);
    }
    return target;
}

ChatRun::Setup ChatEndpoint::commonSetup(const QJsonObject &request, const ChatTarget &target, const QString &tokenName,
                                         const QString &requestId) const
{
    const QJsonArray messages = request.value(u"messages"_s).toArray();
    const QJsonObject metadata = request.value(u"metadata"_s).toObject();
    ChatRun::Setup setup;
    setup.target = target;
    setup.model = request.value(u"model"_s).toString();
    setup.tokenName = tokenName;
    setup.requestId = requestId;
    setup.clientRequestId = metadata.value(u"request_id"_s).toString();
    setup.stream = request.value(u"stream"_s).toBool();
    if (request.contains(u"max_completion_tokens"_s))
        setup.maxTokens = request.value(u"max_completion_tokens"_s).toInt();
    else if (request.contains(u"max_tokens"_s))
        setup.maxTokens = request.value(u"max_tokens"_s).toInt();
    if (target.kind == ChatTarget::Kind::Group)
        setup.mode = metadata.value(u"mode"_s).toString();
    setup.promptTokens = promptTokens(messages);
    setup.resources = m_world.apiResourcesFor(target);
    setup.completionId = u"chatcmpl-"_s + QUuid::createUuid().toString(QUuid::Id128);
    setup.created = now().toSecsSinceEpoch();
    return setup;
}

void ChatEndpoint::handleCompletion(const QByteArray &body, const QString &tokenName, const QString &requestId,
                                    QHttpServerResponder &&responder)
{
    const std::optional<QJsonObject> request = readBody(body, ResourceKind::Id::ChatCompletion, responder, requestId);
    if (!request)
        return;
    const std::optional<ChatTarget> target = findTarget(*request, tokenName, responder, requestId);
    if (!target)
        return;

    ChatRun::Setup setup = commonSetup(*request, *target, tokenName, requestId);
    if (target->kind == ChatTarget::Kind::Group)
        setup.mode = setup.mode.isEmpty() ? target->defaultMode : setup.mode;
    setup.openingText = lastUserText(request->value(u"messages"_s).toArray());
    setup.plan = ScriptedModel::plan(setup.openingText, m_world.toolsFor(*target));

    start(std::move(setup), std::move(responder));
}

void ChatEndpoint::handleResume(const QByteArray &body, const QString &tokenName, const QString &requestId,
                                QHttpServerResponder &&responder)
{
    const std::optional<QJsonObject> request = readBody(body, ResourceKind::Id::ChatResume, responder, requestId);
    if (!request)
        return;
    const std::optional<ChatTarget> target = findTarget(*request, tokenName, responder, requestId);
    if (!target)
        return;
    auto outcome = m_book.resolve(*request, tokenName);
    if (const auto *error = std::get_if<SandboxError>(&outcome)) {
        sendError(responder, *error, requestId);
        return;
    }
    const ApprovalBook::Resolution &resolution = std::get<ApprovalBook::Resolution>(outcome);
    const Approval &approval = resolution.approval;

    // Only a new user message may open another round: a client that sends the
    // opening message again does not call its tools a second time.
    const QString last = lastUserText(request->value(u"messages"_s).toArray());
    const QString commands = last == approval.openingText ? QString() : last;
    ModelPlan plan = ScriptedModel::plan(commands, m_world.toolsFor(*target), ScriptedModel::ToolNaming::CommandsOnly);
    const ModelPlan opening = ScriptedModel::plan(approval.openingText, {}, ScriptedModel::ToolNaming::CommandsOnly);
    if (!plan.longWords)
        plan.longWords = opening.longWords;
    plan.fail = plan.fail || opening.fail;

    ChatRun::Setup setup = commonSetup(*request, *target, tokenName, requestId);
    if (target->kind == ChatTarget::Kind::Group)
        setup.mode = setup.mode.isEmpty() ? approval.mode : setup.mode;
    setup.openingText = approval.openingText;
    setup.executionId = approval.executionId;
    setup.reports = approval.reports;
    setup.decisions = resolution.decisions;
    setup.plan = plan;

    start(std::move(setup), std::move(responder));
}

void ChatEndpoint::start(ChatRun::Setup setup, QHttpServerResponder &&responder)
{
    auto *answer = new ChatResponder(std::move(responder), setup.requestId, [this] { return now(); });
    auto *run = new ChatRun(std::move(setup), answer, m_runner, m_book, m_config, this);
    m_runs.insert(run);
    connect(run, &ChatRun::finished, run, &QObject::deleteLater);
    connect(run, &QObject::destroyed, this, [this, run] { m_runs.remove(run); });
    run->start();
}

} // namespace baton::sandbox

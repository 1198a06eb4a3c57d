#include "core/chat/ChatStreamDecoder.h"

#include "core/chat/ChatChunkReader.h"
#include "core/sse/Utf8.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <cstring>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// Whether `bytes` are `word` (a literal); inlined, unlike QByteArrayView's ==.
template<qsizetype N> bool is(QByteArrayView bytes, const char (&word)[N])
{
    return bytes.size() == N - 1 && std::memcmp(bytes.data(), word, N - 1) == 0;
}

bool isDone(QByteArrayView data)
{
    const auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (!data.isEmpty() && space(data.front()))
        data = data.sliced(1);
    while (!data.isEmpty() && space(data.back()))
        data.chop(1);
    return is(data, "[DONE]");
}

// The end of the stream: [DONE] as a plain message or named `done` (feed()
// spells this out so that a message's type is compared once).
bool isDoneEvent(QByteArrayView type, QByteArrayView data)
{
    return (is(type, "message") || is(type, "done")) && isDone(data);
}

// The members that make an object the service object (contract §5).
constexpr QLatin1StringView serviceFields[]
    = {"approval_id"_L1, "execution_id"_L1, "expires_at"_L1, "credits_charged"_L1, "request_id"_L1};

bool looksLikeServiceObject(const QJsonObject &object)
{
    for (const QLatin1StringView field : serviceFields) {
        if (object.contains(field))
            return true;
    }
    return false;
}

// Whether the object says how to approve tool calls: a member that only
// holds a request id (request metadata, a trace) must not hide it.
bool holdsApproval(const QJsonObject &object)
{
    return object.contains("approval_id"_L1) || object.contains("execution_id"_L1);
}

// A string member, or a number written as text (some services send ids and
// codes as numbers).
QString textOf(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (std::trunc(number) == number && std::abs(number) < 9e15)
            return QString::number(qint64(number));
        return QString::number(number, 'g', 17);
    }
    return {};
}

QDateTime fromSeconds(double seconds)
{
    if (!std::isfinite(seconds) || std::abs(seconds) > 1e13)
        return {};
    return QDateTime::fromMSecsSinceEpoch(qint64(std::llround(seconds * 1000)), Qt::UTC);
}

// An ISO 8601 date and time, or Unix time as a number or as text. Services
// write Unix time in seconds or in milliseconds; a value above 1e11 is read
// as milliseconds: 1e11 seconds would be the year 5138, while 1e11
// milliseconds is March 1973, before any approval was issued.
QDateTime dateTimeOf(const QJsonValue &value)
{
    const auto fromUnixTime
        = [](double number) { return fromSeconds(std::abs(number) > 1e11 ? number / 1000 : number); };
    if (value.isDouble())
        return fromUnixTime(value.toDouble());
    if (!value.isString())
        return {};
    const QString text = value.toString();
    const QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (parsed.isValid())
        return parsed.toUTC();
    bool isNumber = false;
    const double number = text.toDouble(&isNumber);
    return isNumber ? fromUnixTime(number) : QDateTime();
}

std::optional<double> numberOf(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toDouble();
    bool isNumber = false;
    const double number = value.toString().toDouble(&isNumber);
    return isNumber ? std::optional<double>(number) : std::nullopt;
}

// A JSON value that is not an object or a string, as text.
QString compactText(const QJsonValue &value)
{
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    return value.toVariant().toString();
}

} // namespace

ChatStreamDecoder::ChatStreamDecoder(QString serviceObjectKey)
    : m_serviceObjectKey(std::move(serviceObjectKey))
{ }

ChatDelta ChatStreamDecoder::feed(const SseEventView &event)
{
    ChatDelta delta;
    ++m_feeds;
    const qsizetype contentBefore = m_answer.content.size();
    const bool message = is(event.type, "message");
    if ((message || is(event.type, "done")) && isDone(event.data)) {
        if (!m_answer.done) {
            m_answer.done = true;
            delta.changes |= ChatDelta::Done;
        }
        return delta;
    }
    if (message) {
        if (!m_fastPath || !applyFast(event.data, delta))
            applyJson(event, false, delta);
    } else if (is(event.type, "error")) {
        applyJson(event, true, delta);
    } else {
        keepUnrecognised(event, ChatUnrecognisedEvent::Reason::UnknownEventName, {}, delta);
    }
    if (m_answer.content.size() != contentBefore) {
        delta.changes |= ChatDelta::Content;
        delta.content = QStringView(m_answer.content).sliced(contentBefore);
    }
    return delta;
}

ChatDelta ChatStreamDecoder::finish(const std::optional<SseEvent> &unterminated)
{
    ChatDelta delta;
    if (unterminated && !m_answer.done && isDoneEvent(unterminated->type.toUtf8(), unterminated->data.toUtf8())) {
        m_answer.done = true;
        delta.changes |= ChatDelta::Done;
    }
    if (!m_answer.ended) {
        m_answer.ended = true;
        delta.changes |= ChatDelta::Ended;
    }
    return delta;
}

ChatAnswer ChatStreamDecoder::fromCompletion(const QJsonObject &answer, const QString &serviceObjectKey)
{
    ChatStreamDecoder decoder(serviceObjectKey);
    ChatDelta delta;
    ++decoder.m_feeds;
    bool otherChoice = false;
    const bool recognised = decoder.applyObject(answer, otherChoice, delta);
    if (!recognised || otherChoice) {
        const QByteArray json = QJsonDocument(answer).toJson(QJsonDocument::Compact);
        decoder.keepUnrecognised(SseEventView {{}, json, {}},
                                 recognised ? ChatUnrecognisedEvent::Reason::OtherChoice
                                            : ChatUnrecognisedEvent::Reason::UnknownShape,
                                 {}, delta);
    }
    decoder.m_answer.done = true;
    decoder.m_answer.ended = true;
    return decoder.takeAnswer();
}

ChatAnswer ChatStreamDecoder::takeAnswer()
{
    m_lastToolCall = -1;
    m_toolCallById.clear();
    m_latestToolCallAt.clear();
    m_latestToolCallAtFar.clear();
    m_toolCallListedIn.clear();
    return std::exchange(m_answer, ChatAnswer());
}

bool ChatStreamDecoder::applyFast(QByteArrayView json, ChatDelta &delta)
{
    ChatChunkReader::Chunk chunk;
    if (!ChatChunkReader::read(json, chunk))
        return false;
    const auto set = [this, &delta](QString &target, const ChatChunkReader::String &value, ChatDelta::Change change) {
        if (!value.present)
            return;
        m_scratch.resize(0);
        ChatChunkReader::appendText(value, m_scratch);
        if (m_scratch != target) {
            target = QString(m_scratch.constData(), m_scratch.size());
            delta.changes |= change;
        }
    };
    set(m_answer.id, chunk.id, ChatDelta::Metadata);
    set(m_answer.model, chunk.model, ChatDelta::Metadata);
    set(m_answer.role, chunk.role, ChatDelta::Role);
    if (chunk.content.present)
        ChatChunkReader::appendText(chunk.content, m_answer.content);
    const auto text = [](const ChatChunkReader::String &value) {
        QString decoded;
        if (value.present)
            ChatChunkReader::appendText(value, decoded);
        return decoded;
    };
    for (const ChatChunkReader::ToolCallPiece &piece : chunk.toolCalls) {
        m_scratch.resize(0);
        if (piece.arguments.present)
            ChatChunkReader::appendText(piece.arguments, m_scratch);
        mergeToolCall(piece.index, text(piece.id), text(piece.type), text(piece.name), m_scratch, delta);
    }
    set(m_answer.finishReason, chunk.finishReason, ChatDelta::FinishReason);
    return true;
}

void ChatStreamDecoder::applyJson(const SseEventView &event, bool isErrorEvent, ChatDelta &delta)
{
    QJsonParseError parseError;
    const QJsonDocument document
        = QJsonDocument::fromJson(QByteArray::fromRawData(event.data.data(), event.data.size()), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (isErrorEvent) {
            applyError(document.isArray() ? QJsonValue(document.array()) : QJsonValue(Utf8::decode(event.data)), delta);
        } else if (parseError.error != QJsonParseError::NoError) {
            keepUnrecognised(event, ChatUnrecognisedEvent::Reason::InvalidJson, parseError.errorString(), delta);
        } else {
            keepUnrecognised(event, ChatUnrecognisedEvent::Reason::UnknownShape, {}, delta);
        }
        return;
    }
    const QJsonObject object = document.object();
    if (isErrorEvent && !object.contains("error"_L1)) {
        applyError(object, delta);
        return;
    }
    bool otherChoice = false;
    if (!applyObject(object, otherChoice, delta))
        keepUnrecognised(event, ChatUnrecognisedEvent::Reason::UnknownShape, {}, delta);
    else if (otherChoice)
        keepUnrecognised(event, ChatUnrecognisedEvent::Reason::OtherChoice, {}, delta);
}

bool ChatStreamDecoder::applyObject(const QJsonObject &object, bool &otherChoice, ChatDelta &delta)
{
    bool recognised = false;
    if (const QJsonValue id = object.value("id"_L1); id.isString())
        setText(m_answer.id, id.toString(), ChatDelta::Metadata, delta);
    if (const QJsonValue model = object.value("model"_L1); model.isString())
        setText(m_answer.model, model.toString(), ChatDelta::Metadata, delta);

    if (const QJsonValue choices = object.value("choices"_L1); choices.isArray()) {
        recognised = true;
        for (const QJsonValue &choice : choices.toArray()) {
            const QJsonValue index = choice.toObject().value("index"_L1);
            const bool first = index.isUndefined() || index.isNull() || (index.isDouble() && index.toDouble() == 0);
            if (!choice.isObject() || !first) {
                otherChoice = true;
                continue;
            }
            applyChoice(choice.toObject(), delta);
        }
    }

    if (const QJsonValue error = object.value("error"_L1); !error.isUndefined() && !error.isNull()) {
        recognised = true;
        applyError(error, delta);
    }

    if (const QJsonValue usage = object.value("usage"_L1); usage.isObject()) {
        recognised = true;
        const QJsonObject members = usage.toObject();
        const ChatUsage value {members.value("prompt_tokens"_L1).toInteger(),
                               members.value("completion_tokens"_L1).toInteger(),
                               members.value("total_tokens"_L1).toInteger()};
        if (m_answer.usage != value) {
            m_answer.usage = value;
            delta.changes |= ChatDelta::Usage;
        }
    }

    // A pinned key wins; otherwise the first object member that holds an
    // approval or execution id, else the first that holds any service field
    // (the error object holds request_id too, but is the error).
    const QJsonValue pinned = m_serviceObjectKey.isEmpty() ? QJsonValue() : object.value(m_serviceObjectKey);
    if (pinned.isObject()) {
        recognised = true;
        applyServiceObject(m_serviceObjectKey, pinned.toObject(), delta);
    } else {
        auto found = object.end();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() == "error"_L1 || !it->isObject())
                continue;
            const QJsonObject member = it->toObject();
            if (holdsApproval(member)) {
                found = it;
                break;
            }
            if (found == object.end() && looksLikeServiceObject(member))
                found = it;
        }
        if (found != object.end()) {
            recognised = true;
            applyServiceObject(found.key(), found->toObject(), delta);
        }
    }
    return recognised;
}

void ChatStreamDecoder::applyChoice(const QJsonObject &choice, ChatDelta &delta)
{
    QJsonValue message = choice.value("delta"_L1);
    if (!message.isObject())
        message = choice.value("message"_L1);
    const QJsonObject members = message.toObject();

    if (const QJsonValue role = members.value("role"_L1); role.isString())
        setText(m_answer.role, role.toString(), ChatDelta::Role, delta);

    const QJsonValue content = members.value("content"_L1);
    if (content.isString()) {
        m_answer.content += content.toString();
    } else if (content.isArray()) {
        for (const QJsonValue &part : content.toArray()) {
            const QJsonObject partMembers = part.toObject();
            if (partMembers.value("type"_L1) == "text"_L1 && partMembers.value("text"_L1).isString())
                m_answer.content += partMembers.value("text"_L1).toString();
        }
    }

    if (const QJsonValue toolCalls = members.value("tool_calls"_L1); toolCalls.isArray()) {
        for (const QJsonValue &piece : toolCalls.toArray()) {
            if (piece.isObject())
                applyToolCall(piece.toObject(), delta);
        }
    }

    if (const QJsonValue finishReason = choice.value("finish_reason"_L1); finishReason.isString())
        setText(m_answer.finishReason, finishReason.toString(), ChatDelta::FinishReason, delta);
}

void ChatStreamDecoder::applyToolCall(const QJsonObject &piece, ChatDelta &delta)
{
    const QJsonValue index = piece.value("index"_L1);
    const QJsonObject function = piece.value("function"_L1).toObject();
    const QJsonValue arguments = function.value("arguments"_L1);
    QString text;
    if (arguments.isString())
        text = arguments.toString();
    else if (arguments.isObject() || arguments.isArray())
        text = compactText(arguments);
    mergeToolCall(index.isDouble() ? std::optional<qsizetype>(index.toInteger()) : std::nullopt,
                  textOf(piece.value("id"_L1)), piece.value("type"_L1).toString(), function.value("name"_L1).toString(),
                  text, delta);
}

void ChatStreamDecoder::mergeToolCall(std::optional<qsizetype> index, const QString &id, const QString &type,
                                      const QString &name, QStringView arguments, ChatDelta &delta)
{
    QList<ChatToolCall> &calls = m_answer.toolCalls;
    // A piece names its call by id, then by index: a new id is a new call
    // even at an index already seen (some services number each call's pieces
    // from 0), and a piece without an id continues the latest call at its
    // index. With neither, it continues the call of the previous piece. A new
    // call without an index takes its position as index, as in a standard
    // answer's tool_calls.
    qsizetype at = id.isEmpty() ? -1 : m_toolCallById.value(id, -1);
    qsizetype newIndex = calls.size();
    if (at < 0 && index) {
        newIndex = *index;
        const qsizetype latest = latestToolCallAt(newIndex);
        if (latest >= 0 && (id.isEmpty() || calls.at(latest).id.isEmpty()))
            at = latest;
    } else if (at < 0 && id.isEmpty()) {
        at = m_lastToolCall;
    }
    if (at < 0) {
        calls.append(ChatToolCall {newIndex, {}, {}, {}, {}});
        at = calls.size() - 1;
        if (newIndex >= 0 && newIndex <= calls.size()) {
            if (newIndex >= m_latestToolCallAt.size())
                m_latestToolCallAt.resize(newIndex + 1, -1);
            m_latestToolCallAt[newIndex] = at;
        } else {
            m_latestToolCallAtFar.insert(newIndex, at);
        }
        m_toolCallListedIn.append(0);
    }

    ChatToolCall &call = calls[at];
    if (!id.isEmpty() && call.id != id) {
        call.id = id;
        m_toolCallById.insert(id, at);
    }
    if (!type.isEmpty())
        call.type = type;
    if (!name.isEmpty())
        call.name = name;
    call.arguments += arguments;

    m_lastToolCall = at;
    if (m_toolCallListedIn.at(at) != m_feeds) {
        m_toolCallListedIn[at] = m_feeds;
        delta.toolCalls.append(at);
    }
    delta.changes |= ChatDelta::ToolCalls;
}

qsizetype ChatStreamDecoder::latestToolCallAt(qsizetype index) const
{
    if (index >= 0 && index < m_latestToolCallAt.size() && m_latestToolCallAt.at(index) >= 0)
        return m_latestToolCallAt.at(index);
    return m_latestToolCallAtFar.value(index, -1);
}

void ChatStreamDecoder::applyServiceObject(const QString &key, const QJsonObject &object, ChatDelta &delta)
{
    ChatServiceObject &service = m_answer.service ? *m_answer.service : m_answer.service.emplace();
    service.key = key;
    for (auto it = object.begin(); it != object.end(); ++it)
        service.object.insert(it.key(), it.value());
    service.approvalId = textOf(service.object.value("approval_id"_L1));
    service.executionId = textOf(service.object.value("execution_id"_L1));
    service.requestId = textOf(service.object.value("request_id"_L1));
    service.expiresAt = dateTimeOf(service.object.value("expires_at"_L1));
    service.creditsCharged = numberOf(service.object.value("credits_charged"_L1));
    delta.changes |= ChatDelta::ServiceObject;
}

void ChatStreamDecoder::applyError(const QJsonValue &error, ChatDelta &delta)
{
    ChatError value;
    if (error.isObject()) {
        value.object = error.toObject();
        value.message = textOf(value.object.value("message"_L1));
        value.type = textOf(value.object.value("type"_L1));
        value.code = textOf(value.object.value("code"_L1));
        value.requestId = textOf(value.object.value("request_id"_L1));
        value.param = textOf(value.object.value("param"_L1));
    } else if (error.isString()) {
        value.message = error.toString();
    } else {
        value.message = compactText(error);
    }
    m_answer.error = std::move(value);
    delta.changes |= ChatDelta::Error;
}

void ChatStreamDecoder::keepUnrecognised(const SseEventView &event, ChatUnrecognisedEvent::Reason reason,
                                         const QString &detail, ChatDelta &delta)
{
    m_answer.unrecognised.append({Utf8::decode(event.type), Utf8::decode(event.data), reason, detail});
    delta.changes |= ChatDelta::Unrecognised;
}

void ChatStreamDecoder::setText(QString &target, const QString &value, ChatDelta::Change change, ChatDelta &delta)
{
    if (target != value) {
        target = value;
        delta.changes |= change;
    }
}

} // namespace baton

#include "core/api/RequestLog.h"

#include "core/api/Credentials.h"
#include "core/api/JsonMembers.h"
#include "core/api/ToolArguments.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <functional>
#include <optional>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

QByteArray compact(const QJsonDocument &document)
{
    return document.toJson(QJsonDocument::Compact);
}

// A JSON value as it appears in JSON text.
QString jsonText(const QJsonValue &value)
{
    const QByteArray array = compact(QJsonDocument(QJsonArray {value}));
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

// \uXXXX for everything outside ASCII, as some JSON writers send it.
QByteArray asciiEscapedJson(const QString &value, bool upperHex)
{
    const QByteArray json = compact(QJsonDocument(QJsonArray {value}));
    const QString inner = QString::fromUtf8(json.mid(2, json.size() - 4));
    QByteArray out;
    for (const QChar ch : inner) {
        if (ch.unicode() < 0x80) {
            out += char(ch.unicode());
        } else {
            QByteArray hex = QByteArray::number(ch.unicode(), 16).rightJustified(4, '0');
            out += "\\u" + (upperHex ? hex.toUpper() : hex);
        }
    }
    return out;
}

// Replaces every known form of the token and of the secret values.
class Scrubber
{
public:
    Scrubber(const QString &token, const QList<QString> &secrets)
    {
        add(token, RequestLog::TokenMask);
        for (const QString &secret : secrets)
            add(secret, RequestLog::SecretValueMask);
        // Longer forms first: an escaped form contains pieces of the raw one.
        std::stable_sort(m_forms.begin(), m_forms.end(),
                         [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
    }

    [[nodiscard]] QByteArray operator()(QByteArray text) const
    {
        for (const auto &[form, mask] : m_forms)
            text.replace(form, mask);
        return text;
    }

    [[nodiscard]] QString operator()(const QString &text) const { return QString::fromUtf8((*this)(text.toUtf8())); }

private:
    void add(const QString &value, QLatin1StringView mask)
    {
        if (value.isEmpty())
            return;
        const QByteArray json = compact(QJsonDocument(QJsonArray {value}));
        const QByteArray forms[] = {
            value.toUtf8(),
            json.mid(2, json.size() - 4),
            asciiEscapedJson(value, false),
            asciiEscapedJson(value, true),
            QUrl::toPercentEncoding(value),
        };
        for (const QByteArray &form : forms) {
            const bool known = std::any_of(m_forms.cbegin(), m_forms.cend(),
                                           [&form](const auto &entry) { return entry.first == form; });
            if (!form.isEmpty() && !known)
                m_forms.append({form, QByteArray(mask.data(), mask.size())});
        }
    }

    QList<std::pair<QByteArray, QByteArray>> m_forms;
};

// `body` with every tool call's `function.arguments` (a chat history's calls,
// an answer's calls to approve) masked as everywhere else; as it was when none
// needed it, and when it is not JSON (a stream's events, whose arguments come
// in fragments: the request log keeps the wire as it came, like the event inspector).
QByteArray withToolArgumentsMasked(const QByteArray &body, const QJsonDocument &document)
{
    if (!document.isObject())
        return body;
    bool masked = false;
    const auto maskArguments = [&masked](const QString &key, const QJsonValue &member) -> std::optional<QJsonValue> {
        const QJsonValue arguments = member.toObject().value("arguments"_L1);
        if (key != "function"_L1 || !arguments.isString())
            return std::nullopt;
        bool any = false;
        const QString text = ToolArguments::masked(arguments.toString(), ToolArguments::Layout::Compact, &any);
        if (!any)
            return member;
        masked = true;
        QJsonObject function = member.toObject();
        function.insert("arguments"_L1, text);
        return function;
    };
    const QJsonValue result = replaceMembers(document.object(), maskArguments);
    return masked ? compact(QJsonDocument(result.toObject())) : body;
}

QByteArray withToolArgumentsMasked(const QByteArray &body)
{
    return withToolArgumentsMasked(body, QJsonDocument::fromJson(body));
}

// The caller's own id of a chat request (`metadata.request_id`), at most
// MaxSentRequestId characters; empty when the body has none.
QString sentRequestIdOf(const QJsonDocument &body)
{
    const QJsonValue id = body.object().value("metadata"_L1).toObject().value("request_id"_L1);
    return id.isString() ? id.toString().left(RequestLog::MaxSentRequestId) : QString();
}

// `body` with the credential-looking static headers of every tool or API
// resource in it masked (Credentials::withHeadersMasked); as it was when none
// needed it, and when it is not JSON.
QByteArray withStaticHeadersMasked(const QByteArray &body)
{
    if (!body.contains(QByteArrayView(Credentials::HeadersField.data(), Credentials::HeadersField.size())))
        return body;
    const QJsonDocument document = QJsonDocument::fromJson(body);
    if (!document.isObject() && !document.isArray())
        return body;
    bool masked = false;
    const QJsonValue value = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
    const QJsonValue result = Credentials::withHeadersMasked(value, &masked);
    if (!masked)
        return body;
    return compact(result.isObject() ? QJsonDocument(result.toObject()) : QJsonDocument(result.toArray()));
}

// The first `limit` bytes of `text`, without half a UTF-8 sequence at the end.
QByteArray utf8Prefix(const QByteArray &text, qsizetype limit)
{
    qsizetype cut = limit;
    while (cut > 0 && (uchar(text.at(cut)) & 0xC0) == 0x80)
        --cut;
    return text.left(cut);
}

bool isChatUrl(const QUrl &url)
{
    static const QRegularExpression chat(u"(^|/)v1/chat/"_s);
    return chat.match(url.path()).hasMatch();
}

QJsonValue maskValueMembers(const QJsonValue &value)
{
    return replaceMembers(value, [](const QString &key, const QJsonValue &) -> std::optional<QJsonValue> {
        if (key == "value"_L1)
            return QJsonValue(RequestLog::SecretValueMask);
        return std::nullopt;
    });
}

QByteArray redactedHeaderValue(const QByteArray &name, const QByteArray &value)
{
    const QByteArray lower = name.toLower();
    if (lower == "authorization" || lower == "proxy-authorization") {
        const qsizetype space = value.indexOf(' ');
        const QByteArray redacted(RequestLog::RedactedCredential.data(), RequestLog::RedactedCredential.size());
        return space > 0 ? value.left(space) + ' ' + redacted : redacted;
    }
    if (Credentials::isSecretHeader(QString::fromLatin1(name), QString::fromUtf8(value)))
        return QByteArray(RequestLog::RedactedCredential.data(), RequestLog::RedactedCredential.size());
    return value;
}

} // namespace

RequestLog::RequestLog(qsizetype capacity, QObject *parent)
    : QObject(parent)
    , m_capacity(std::max<qsizetype>(1, capacity))
{ }

bool RequestLog::isSecretsUrl(const QUrl &url)
{
    static const QRegularExpression secrets(u"(^|/)v1/secrets(/|$)"_s);
    return secrets.match(url.path()).hasMatch();
}

quint64 RequestLog::begin(const Request &request, const QString &token)
{
    Entry entry;
    entry.id = m_nextId++;
    entry.startedAt = QDateTime::currentDateTimeUtc();
    entry.attempt = request.attempt;
    entry.method = request.method;
    entry.streaming = request.streaming;
    entry.requestBytes = request.size;
    entry.formFile = request.formFile;

    QList<QString> secrets;
    QByteArray body = request.body;
    if (isSecretsUrl(request.url) && !body.isEmpty()) {
        const QJsonDocument document = QJsonDocument::fromJson(body);
        if (document.isObject()) {
            QJsonObject object = document.object();
            if (const auto value = object.constFind("value"_L1); value != object.constEnd()) {
                secrets.append(value->isString() ? value->toString() : jsonText(*value));
                object.insert("value"_L1, SecretValueMask);
            }
            body = compact(QJsonDocument(object));
        } else {
            body = QByteArray(WithheldBody.data(), WithheldBody.size());
        }
    }

    QString sentRequestId;
    if (isChatUrl(request.url)) {
        const QJsonDocument document = QJsonDocument::fromJson(body);
        sentRequestId = sentRequestIdOf(document);
        body = withToolArgumentsMasked(body, document);
    } else
        body = withStaticHeadersMasked(body);

    const Scrubber scrub(token, secrets);
    entry.url = scrub(request.url.toString(QUrl::FullyEncoded));
    entry.path = scrub(request.url.toString(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::RemoveFragment));
    for (const auto &[name, value] : request.headers)
        entry.requestHeaders.append({name, scrub(redactedHeaderValue(name, value))});
    entry.requestBody = scrub(body);
    entry.sentRequestId = scrub(sentRequestId);
    if (entry.formFile)
        entry.formFile->fileName = scrub(entry.formFile->fileName);

    if (!secrets.isEmpty())
        m_pendingSecrets.insert(entry.id, secrets);

    if (m_entries.size() >= m_capacity) {
        const qsizetype drop = m_entries.size() - m_capacity + 1;
        Q_EMIT aboutToDropOldest(drop);
        for (qsizetype i = 0; i < drop; ++i)
            m_pendingSecrets.remove(m_entries.at(i).id);
        m_entries.remove(0, drop);
        Q_EMIT droppedOldest(drop);
    }
    // Each new entry moves one out of the latest WholeRequestBodies, before
    // entryAdded, so that its receivers see the cut. No entryUpdated: that
    // says an answer arrived (RateLimitWatch reads it so).
    if (const qsizetype aged = m_entries.size() - WholeRequestBodies; aged >= 0) {
        Entry &old = m_entries[aged];
        if (old.requestBody.size() > MaxExcerpt) {
            old.requestBody = utf8Prefix(old.requestBody, MaxExcerpt);
            old.requestBodyCut = true;
        }
    }
    Q_EMIT aboutToAddEntry();
    m_entries.append(std::move(entry));
    const quint64 id = m_entries.constLast().id;
    Q_EMIT entryAdded(id);
    return id;
}

void RequestLog::finish(quint64 id, const Response &response, const QString &token)
{
    const QList<QString> secrets = m_pendingSecrets.take(id);
    const qsizetype row = rowOf(id);
    if (row < 0)
        return;
    Entry &entry = m_entries[row];
    const Scrubber scrub(token, secrets);

    entry.finished = true;
    entry.httpStatus = response.httpStatus;
    entry.durationMs = response.duration.count();
    entry.responseBytes = std::max(response.bodyBytes, qint64(response.body.size()));
    entry.requestId = scrub(response.requestId);
    entry.errorText = scrub(response.errorText);
    entry.retryAfter = response.retryAfter;

    QByteArray answer = response.body;
    if (isSecretsUrl(QUrl(entry.url)) && !answer.isEmpty()) {
        const QJsonDocument document = QJsonDocument::fromJson(answer);
        if (document.isObject())
            answer = compact(QJsonDocument(maskValueMembers(document.object()).toObject()));
        else if (document.isArray())
            answer = compact(QJsonDocument(maskValueMembers(document.array()).toArray()));
    }
    if (isChatUrl(QUrl(entry.url)))
        answer = withToolArgumentsMasked(answer);
    else
        answer = withStaticHeadersMasked(answer);
    // The whole answer, then the cut: masks are shorter than what they
    // replace, so scrubbing only a window would move text from beyond it,
    // perhaps a token cut in half by the window, into the excerpt.
    entry.responseExcerpt = scrub(std::move(answer)).left(MaxExcerpt);

    Q_EMIT entryUpdated(id);
}

void RequestLog::clear()
{
    Q_EMIT aboutToClear();
    m_entries.clear();
    Q_EMIT cleared();
}

const RequestLog::Entry *RequestLog::find(quint64 id) const
{
    const qsizetype row = rowOf(id);
    return row < 0 ? nullptr : &m_entries.at(row);
}

qsizetype RequestLog::rowOf(quint64 id) const
{
    if (m_entries.isEmpty() || id < m_entries.constFirst().id)
        return -1;
    const auto row = qsizetype(id - m_entries.constFirst().id);
    return row < m_entries.size() && m_entries.at(row).id == id ? row : -1;
}

} // namespace baton

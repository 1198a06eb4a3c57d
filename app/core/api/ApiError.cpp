#include "core/api/ApiError.h"

#include "core/api/RetryPolicy.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

QString stringMember(const QJsonObject &object, QLatin1StringView key)
{
    const QJsonValue value = object.value(key);
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble());
    return {};
}

// The longest prefix of a body that readableText() looks at: a proxy's page
// says what it has to say long before this, and a hostile one cannot make the
// reading cost more than this many characters' worth.
constexpr qsizetype MaxBodyRead = 64 * 1024;

const QHash<QString, QString> &namedEntities()
{
    static const QHash<QString, QString> named {
        {u"amp"_s, u"&"_s},  {u"lt"_s, u"<"_s},   {u"gt"_s, u">"_s},         {u"quot"_s, u"\""_s},
        {u"apos"_s, u"'"_s}, {u"nbsp"_s, u" "_s}, {u"mdash"_s, u"\u2014"_s}, {u"ndash"_s, u"\u2013"_s},
    };
    return named;
}

// The character reference at the start of `text` ("&amp;", "&#233;",
// "&#xE9;"): what it stands for and how many characters it takes, or nothing
// when it is not one.
std::optional<std::pair<QString, qsizetype>> entityAt(QStringView text)
{
    const qsizetype end = text.left(12).indexOf(u';');
    if (end < 3)
        return std::nullopt;
    const QStringView name = text.mid(1, end - 1);
    if (name.startsWith(u'#')) {
        const bool hex = name.size() > 1 && (name.at(1) == u'x' || name.at(1) == u'X');
        bool ok = false;
        const uint code = hex ? name.mid(2).toUInt(&ok, 16) : name.mid(1).toUInt(&ok, 10);
        if (!ok || code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return std::nullopt;
        const char32_t ch = code;
        return std::pair {QString::fromUcs4(&ch, 1), end + 1};
    }
    const auto found = namedEntities().constFind(name.toString());
    if (found == namedEntities().constEnd())
        return std::nullopt;
    return std::pair {*found, end + 1};
}

// Text of an HTML page or any other body as one line, built in one pass:
// entities decoded, runs of white space made one space, and nothing added past
// `limit` characters (the caller cuts there).
class LineWriter
{
public:
    explicit LineWriter(qsizetype limit)
        : m_limit(limit)
    { }

    [[nodiscard]] bool full() const { return m_text.size() > m_limit; }
    void space() { m_space = !m_text.isEmpty(); }

    // Appends `text`, decoding its character references.
    void write(QStringView text)
    {
        for (qsizetype i = 0; i < text.size() && !full(); ++i) {
            const QChar ch = text.at(i);
            if (ch == u'&') {
                if (const auto entity = entityAt(text.mid(i))) {
                    for (const QChar decoded : entity->first)
                        put(decoded);
                    i += entity->second - 1;
                    continue;
                }
            }
            put(ch);
        }
    }

    [[nodiscard]] QString take() { return std::move(m_text); }

private:
    void put(QChar ch)
    {
        if (ch.isSpace()) {
            space();
            return;
        }
        if (m_space)
            m_text += u' ';
        m_space = false;
        m_text += ch;
    }

    qsizetype m_limit;
    QString m_text;
    bool m_space = false;
};

// The name of the tag that starts `text` ("<p", "</div", "<!DOCTYPE"), lower
// case, or empty when `text` does not start a tag.
QString tagNameAt(QStringView text)
{
    qsizetype start = 1;
    if (start < text.size() && (text.at(start) == u'/' || text.at(start) == u'!' || text.at(start) == u'?'))
        ++start;
    qsizetype end = start;
    while (end < text.size() && end - start < 16 && (text.at(end).isLetterOrNumber() || text.at(end) == u'-')
           && text.at(end).unicode() < 128)
        ++end;
    if (end == start || !text.at(start).isLetter())
        return {};
    return text.mid(start, end - start).toString().toLower();
}

// The text of the first title element in a page's head.
QString titleIn(QStringView head)
{
    const qsizetype open = head.indexOf(u"<title", 0, Qt::CaseInsensitive);
    const qsizetype start = open < 0 ? -1 : head.indexOf(u'>', open);
    if (start < 0)
        return {};
    const qsizetype close = head.indexOf(u"</title", start, Qt::CaseInsensitive);
    LineWriter line(ApiError::MaxTextLength);
    line.write(head.mid(start + 1, (close < 0 ? head.size() : close) - start - 1));
    return line.take();
}

QString bounded(const QString &text, qsizetype limit)
{
    if (text.size() <= limit)
        return text;
    qsizetype cut = limit - 1;
    if (cut > 0 && text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + u'\u2026';
}

QString displayUrl(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

} // namespace

ApiError::ApiError(Kind kind)
    : m_kind(kind)
{ }

ApiError ApiError::fromResponse(int httpStatus, const QByteArray &body, const QByteArray &retryAfter,
                                const QString &requestIdHeader, const QDateTime &now, const QString &contentType)
{
    ApiError error(Kind::Unknown);
    error.m_status = httpStatus;
    error.m_requestId = bounded(requestIdHeader, MaxLabelLength);
    error.m_retryAfter = RetryPolicy::parseRetryAfter(retryAfter, now);
    error.m_contentType = bounded(contentType, MaxLabelLength);
    error.m_bodySize = body.size();

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error == QJsonParseError::NoError && document.isObject()) {
        const QJsonObject top = document.object();
        const QJsonValue wrapped = top.value("error"_L1);
        // The contract's envelope; other servers put the same members at the
        // top level or send {"error": "text"}. Every member is bounded: the
        // message is shown in a label and the details listed one by one.
        const QJsonObject fields = wrapped.isObject() ? wrapped.toObject() : top;
        error.m_type = bounded(stringMember(fields, "type"_L1), MaxLabelLength);
        error.m_code = bounded(stringMember(fields, "code"_L1), MaxLabelLength);
        error.m_message
            = bounded(wrapped.isString() ? wrapped.toString() : stringMember(fields, "message"_L1), MaxMessageLength);
        error.m_param = bounded(stringMember(fields, "param"_L1), MaxLabelLength);
        if (const QString id = stringMember(fields, "request_id"_L1); !id.isEmpty())
            error.m_requestId = bounded(id, MaxLabelLength);
        const QJsonArray details = fields.value("details"_L1).toArray();
        for (const QJsonValue &detail : details) {
            const QJsonObject item = detail.toObject();
            if (item.isEmpty())
                continue;
            if (error.m_details.size() == MaxDetails) {
                ++error.m_detailsOmitted;
                continue;
            }
            error.m_details.append(FieldError {bounded(stringMember(item, "field"_L1), MaxLabelLength),
                                               bounded(stringMember(item, "message"_L1), MaxTextLength)});
        }
        error.m_body = Body::Envelope;
        if (error.m_message.isEmpty() && error.m_type.isEmpty() && error.m_code.isEmpty()) {
            error.m_body = top.isEmpty() ? Body::Empty : Body::Other;
            if (!top.isEmpty())
                error.m_message = bounded(QString::fromUtf8(document.toJson(QJsonDocument::Compact)), MaxTextLength);
        }
    } else {
        error.readBodyText(body);
    }

    error.m_kind = kindFor(error.m_code, httpStatus, !error.m_type.isEmpty() || !error.m_code.isEmpty());
    return error;
}

void ApiError::readBodyText(const QByteArray &body)
{
    m_message = readableText(body);
    if (!m_message.isEmpty()) {
        m_body = Body::Other;
        return;
    }
    // A body of markup alone (a page that is all scripts) is not an empty
    // body: its first characters say what came back.
    m_message = bounded(QString::fromUtf8(body.left(MaxTextLength * 4)).simplified(), MaxTextLength);
    m_body = m_message.isEmpty() ? Body::Empty : Body::Other;
    m_markupOnly = !m_message.isEmpty();
}

ApiError::Kind ApiError::kindFor(const QString &code, int httpStatus, bool hasTypeOrCode)
{
    static const QHash<QString, Kind> byCode {
        {u"invalid_json"_s, Kind::BadRequest},
        {u"validation_failed"_s, Kind::ValidationFailed},
        {u"authentication_error"_s, Kind::MissingToken},
        {u"invalid_token"_s, Kind::InvalidToken},
        {u"token_inactive"_s, Kind::TokenInactive},
        {u"missing_capability"_s, Kind::MissingCapability},
        {u"scope_not_allowed"_s, Kind::ScopeNotAllowed},
        {u"not_found"_s, Kind::NotFound},
        {u"conflict"_s, Kind::Conflict},
        {u"approval_expired"_s, Kind::ApprovalExpired},
        {u"approval_resolved"_s, Kind::ApprovalResolved},
        {u"payload_too_large"_s, Kind::PayloadTooLarge},
        {u"rate_limit_exceeded"_s, Kind::RateLimited},
        {u"internal_error"_s, Kind::ServerFault},
        {u"unavailable"_s, Kind::Unavailable},
    };
    if (const auto found = byCode.constFind(code); found != byCode.constEnd())
        return *found;
    // A type or code Baton does not know is shown verbatim, never guessed at.
    if (hasTypeOrCode)
        return Kind::Unknown;
    // No envelope at all (a proxy's page): only the status says anything.
    switch (httpStatus) {
    case 400:
        return Kind::BadRequest;
    case 404:
        return Kind::NotFound;
    case 409:
        return Kind::Conflict;
    case 413:
        return Kind::PayloadTooLarge;
    case 429:
        return Kind::RateLimited;
    case 500:
    case 501:
        return Kind::ServerFault;
    case 502:
    case 503:
    case 504:
        return Kind::Unavailable;
    default:
        return Kind::Unknown;
    }
}

ApiError ApiError::network(QNetworkReply::NetworkError networkError, const QString &errorString)
{
    ApiError error(Kind::Network);
    error.m_networkError = networkError;
    error.m_message = errorString;
    return error;
}

ApiError ApiError::timeout(std::chrono::milliseconds idleLimit, int httpStatus, const QString &requestId)
{
    ApiError error(Kind::Timeout);
    error.m_networkError = QNetworkReply::OperationCanceledError;
    error.m_idleLimit = idleLimit;
    error.m_status = httpStatus;
    error.m_requestId = requestId;
    return error;
}

ApiError ApiError::unexpectedAnswer(int httpStatus, const QString &contentType, const QByteArray &body,
                                    const QString &requestId)
{
    ApiError error(Kind::UnexpectedAnswer);
    error.m_status = httpStatus;
    error.m_contentType = bounded(contentType, MaxLabelLength);
    error.m_requestId = bounded(requestId, MaxLabelLength);
    error.m_bodySize = body.size();
    error.readBodyText(body);
    return error;
}

ApiError ApiError::fromAnswerError(int httpStatus, const QJsonValue &error, const QString &requestIdHeader)
{
    // The same envelope as an error answer's, read the same way.
    const QByteArray envelope = QJsonDocument(QJsonObject {{"error"_L1, error}}).toJson(QJsonDocument::Compact);
    return fromResponse(httpStatus, envelope, {}, requestIdHeader, {});
}

ApiError ApiError::answerTooLarge(qint64 limit, int httpStatus, const QString &requestId)
{
    ApiError error(Kind::AnswerTooLarge);
    error.m_networkError = QNetworkReply::OperationCanceledError;
    error.m_status = httpStatus;
    error.m_requestId = bounded(requestId, MaxLabelLength);
    error.m_bodySize = limit;
    return error;
}

ApiError ApiError::canceled()
{
    ApiError error(Kind::Canceled);
    error.m_networkError = QNetworkReply::OperationCanceledError;
    return error;
}

ApiError ApiError::insecureTransport(const QUrl &baseUrl)
{
    ApiError error(Kind::InsecureTransport);
    error.m_message = displayUrl(baseUrl);
    return error;
}

ApiError ApiError::invalidBaseUrl(const QUrl &baseUrl)
{
    ApiError error(Kind::InvalidBaseUrl);
    error.m_message = displayUrl(baseUrl);
    return error;
}

ApiError ApiError::redirectRefused(int httpStatus, const QUrl &target)
{
    ApiError error(Kind::RedirectRefused);
    error.m_status = httpStatus;
    error.m_networkError = QNetworkReply::InsecureRedirectError;
    error.m_message = displayUrl(target);
    return error;
}

ApiError ApiError::uploadUnreadable(const QString &fileName)
{
    ApiError error(Kind::UploadUnreadable);
    error.m_message = fileName;
    return error;
}

QString ApiError::readableText(const QByteArray &body)
{
    // One pass over a bounded prefix: every search below moves on to what it
    // found or ends the reading, so a page of unclosed tags costs no more than
    // any other (regular expressions that look for each tag's end do not).
    const QString text = QString::fromUtf8(body.left(MaxBodyRead));
    const QStringView page(text);
    LineWriter line(MaxTextLength);
    QString title;
    qsizetype at = 0;
    while (at < page.size() && !line.full()) {
        const qsizetype open = page.indexOf(u'<', at);
        line.write(page.mid(at, (open < 0 ? page.size() : open) - at));
        if (open < 0)
            break;
        at = open;
        if (page.mid(at).startsWith(u"<!--")) {
            const qsizetype close = page.indexOf(u"-->", at + 4);
            at = close < 0 ? page.size() : close + 3;
            line.space();
            continue;
        }
        if (at + 1 == page.size())
            break; // a tag cut off where the reading stops
        const QString name = tagNameAt(page.mid(at));
        if (name.isEmpty()) {
            line.write(page.mid(at, 1));
            ++at;
            continue;
        }
        const qsizetype tagEnd = page.indexOf(u'>', at);
        if (tagEnd < 0)
            break; // an unclosed tag: nothing readable follows
        const bool opening = page.at(at + 1) != u'/';
        at = tagEnd + 1;
        line.space();
        if (!opening || (name != "script"_L1 && name != "style"_L1 && name != "head"_L1))
            continue;
        // Not text to read; an unclosed one hides the rest of the page.
        const qsizetype close = page.indexOf(QString(u"</"_s + name), at, Qt::CaseInsensitive);
        // The body usually repeats the title; the title is kept only when the body says nothing.
        if (name == "head"_L1)
            title = titleIn(page.mid(at, (close < 0 ? page.size() : close) - at));
        if (close < 0)
            break;
        const qsizetype closeEnd = page.indexOf(u'>', close);
        at = closeEnd < 0 ? page.size() : closeEnd + 1;
    }
    const QString readable = line.take();
    return bounded(readable.isEmpty() ? title : readable, MaxTextLength);
}

QString ApiError::answerDescription() const
{
    //: Stands for the content type of an answer that had none.
    const QString type = m_contentType.isEmpty() ? tr("no content type") : m_contentType;
    //: What came back: the HTTP status, the content type and the body's size, e.g. "HTTP 503, text/html, 12.5 KiB".
    return tr("HTTP %1, %2, %3").arg(QString::number(m_status), type, QLocale().formattedDataSize(m_bodySize, 1));
}

QString ApiError::serviceWords() const
{
    switch (m_body) {
    case Body::Envelope: {
        QStringList labels;
        for (const QString &label : {m_type, m_code})
            if (!label.isEmpty() && !labels.contains(label))
                labels.append(label);
        if (m_message.isEmpty())
            //: %2 is the error's type and code as the service named them, e.g. permission_error/missing_capability.
            return tr("The service reported an error (HTTP %1, %2) without a message.")
                .arg(m_status)
                .arg(labels.join(u'/'));
        if (labels.isEmpty())
            return tr("The service says: “%1” (HTTP %2).").arg(m_message, QString::number(m_status));
        //: %3 is the error's type and code as the service named them, e.g. permission_error/missing_capability.
        return tr("The service says: “%1” (HTTP %2, %3).").arg(m_message, QString::number(m_status), labels.join(u'/'));
    }
    case Body::Other:
        if (m_markupOnly)
            return tr("The answer (%1) is not the service's JSON error and holds no readable text: it may come from "
                      "a proxy or from another server at this address. It begins: “%2”")
                .arg(answerDescription(), m_message);
        return tr("The answer (%1) is not the service's JSON error: it may come from a proxy or from another "
                  "server at this address. It begins: “%2”")
            .arg(answerDescription(), m_message);
    case Body::Empty:
        return tr("The answer (HTTP %1) has an empty body: it is not the service's JSON error and says nothing more.")
            .arg(m_status);
    case Body::None:
        break;
    }
    return {};
}

QString ApiError::retryHint() const
{
    if (m_kind == Kind::RateLimited) {
        if (m_retryAfter)
            return tr("Too many requests: wait %n second(s) before trying again.", nullptr, int(m_retryAfter->count()));
        return tr("Too many requests: wait a moment before trying again.");
    }
    if (m_kind == Kind::Unavailable && m_retryAfter)
        return tr("Try again in %n second(s).", nullptr, int(m_retryAfter->count()));
    return {};
}

QString ApiError::explanation() const
{
    switch (m_kind) {
    case Kind::BadRequest:
        return tr("The service could not read the request.");
    case Kind::ValidationFailed: {
        if (m_details.isEmpty())
            return tr("The service rejected some fields of the request.");
        QStringList problems;
        for (const FieldError &detail : m_details)
            problems.append(detail.field.isEmpty() ? detail.message : tr("%1: %2").arg(detail.field, detail.message));
        if (m_detailsOmitted > 0)
            //: %1 lists the first field errors; %n is how many more the service sent.
            problems.append(tr("and %n more", nullptr, int(m_detailsOmitted)));
        return tr("The service rejected some fields of the request: %1").arg(problems.join(u"; "_s));
    }
    case Kind::MissingToken:
        return tr("The service reports that the request carried no API token. Check that a token is stored for this "
                  "profile; a proxy between Baton and the service can also strip the Authorization header.");
    case Kind::InvalidToken:
        return tr("The service does not accept this API token. Check the token stored for this profile.");
    case Kind::TokenInactive:
        return tr("This API token is not active. Activate it in the service or use another token.");
    case Kind::MissingCapability:
        if (m_param.isEmpty())
            return tr("This API token lacks a capability this action needs.");
        return tr("This API token lacks the capability “%1” that this action needs.").arg(m_param);
    case Kind::ScopeNotAllowed:
        if (m_param.isEmpty())
            return tr("The token's scope policy does not allow this share scope.");
        return tr("The token's scope policy does not allow the share scope “%1”.").arg(m_param);
    case Kind::NotFound:
        return tr("The object does not exist, or this token cannot see it.");
    case Kind::Conflict:
        return tr("The request conflicts with the current state of the service.");
    case Kind::ApprovalExpired:
        return tr("This approval has expired; its tool calls were not run.");
    case Kind::ApprovalResolved:
        return tr("This approval has already been answered.");
    case Kind::PayloadTooLarge:
        return tr("The request is larger than the service accepts (for an upload: the file or its metadata).");
    case Kind::RateLimited:
    case Kind::Unavailable:
        return retryHint();
    case Kind::ServerFault:
        return tr("The service failed while handling the request.");
    default:
        return {};
    }
}

QString ApiError::headline() const
{
    switch (m_kind) {
    case Kind::Network:
        return tr("Could not reach the service: %1").arg(m_message);
    case Kind::Timeout: {
        // Rounded up: a limit under a second is not "0 seconds".
        const int seconds = int(std::chrono::ceil<std::chrono::seconds>(m_idleLimit).count());
        if (m_status > 0)
            return tr("The service answered (HTTP %1), then sent nothing for %n second(s); the request was "
                      "stopped.",
                      nullptr, seconds)
                .arg(m_status);
        return tr("The service sent nothing for %n second(s); the request was stopped.", nullptr, seconds);
    }
    case Kind::UnexpectedAnswer:
        if (m_body == Body::Empty)
            return tr("The answer (%1) is neither an event stream nor JSON, and its body is empty.")
                .arg(answerDescription());
        if (m_markupOnly)
            return tr("The answer (%1) is neither an event stream nor JSON, and holds no readable text: it may come "
                      "from a proxy or from another server at this address. It begins: “%2”")
                .arg(answerDescription(), m_message);
        return tr("The answer (%1) is neither an event stream nor JSON: it may come from a proxy or from another "
                  "server at this address. It begins: “%2”")
            .arg(answerDescription(), m_message);
    case Kind::AnswerTooLarge:
        return tr("The answer (HTTP %1) went on past %2, so Baton stopped reading it. The service sends no answer "
                  "that large: check the profile's base URL, or a proxy between Baton and the service.")
            .arg(QString::number(m_status), QLocale().formattedDataSize(m_bodySize, 1));
    case Kind::Canceled:
        return tr("The request was canceled.");
    case Kind::InsecureTransport:
        return tr("Baton refused to send the request over plain http to %1. Use https, or allow plain "
                  "http for this profile.")
            .arg(m_message);
    case Kind::InvalidBaseUrl:
        return tr("The profile's base URL “%1” is not an http or https address.").arg(m_message);
    case Kind::RedirectRefused:
        return tr("The service redirected the request to another origin (%1). Baton does not follow "
                  "it, so that the token stays with the profile's origin.")
            .arg(m_message);
    case Kind::UploadUnreadable:
        return tr("The file “%1” cannot be read, so it was not uploaded.").arg(m_message);
    default:
        break;
    }
    // An answer: the service's words first. Without its JSON error, what the
    // kind would explain is a guess from the status alone, so only a wait is added.
    const QString added = m_body == Body::Envelope ? explanation() : retryHint();
    const QString words = serviceWords();
    return added.isEmpty() ? words : words + u' ' + added;
}

QString ApiError::userMessage() const
{
    QString text = headline();
    // A timeout or a cut after the head of an answer is about an answer too.
    if (!m_requestId.isEmpty() || m_body != Body::None
        || ((m_kind == Kind::Timeout || m_kind == Kind::AnswerTooLarge) && m_status > 0))
        text += u' ' + requestIdNote(m_requestId);
    return text;
}

QString ApiError::requestIdNote(const QString &requestId)
{
    return requestId.isEmpty() ? tr("(The answer carried no request id.)") : tr("(Request id: %1)").arg(requestId);
}

QString ApiError::summary() const
{
    switch (m_kind) {
    case Kind::Network:
        return u"network error %1: %2"_s.arg(int(m_networkError)).arg(m_message);
    case Kind::Timeout:
        if (m_status > 0)
            return u"HTTP %1, then timed out: no data for %2 ms"_s.arg(m_status).arg(m_idleLimit.count());
        return u"timed out: no data for %1 ms"_s.arg(m_idleLimit.count());
    case Kind::UnexpectedAnswer:
        return u"HTTP %1: neither an event stream nor JSON (%2): %3"_s.arg(m_status).arg(m_contentType, m_message);
    case Kind::AnswerTooLarge:
        return u"HTTP %1: answer longer than %2 bytes, not read further"_s.arg(m_status).arg(m_bodySize);
    case Kind::Canceled:
        return u"canceled"_s;
    case Kind::InsecureTransport:
        return u"refused: plain http to %1"_s.arg(m_message);
    case Kind::InvalidBaseUrl:
        return u"refused: invalid base URL %1"_s.arg(m_message);
    case Kind::RedirectRefused:
        return u"HTTP %1: redirect to another origin not followed: %2"_s.arg(m_status).arg(m_message);
    case Kind::UploadUnreadable:
        return u"refused: cannot read the file %1"_s.arg(m_message);
    default:
        break;
    }
    QString text = u"HTTP %1"_s.arg(m_status);
    if (!m_type.isEmpty() || !m_code.isEmpty())
        text += u' ' + m_type + u'/' + m_code;
    if (!m_message.isEmpty())
        text += u": "_s + m_message;
    return text;
}

namespace {

// The names a record gives each Kind, in the enum's order.
constexpr std::array kindNames {
    "unknown"_L1,           "bad_request"_L1,      "validation_failed"_L1,  "missing_token"_L1,
    "invalid_token"_L1,     "token_inactive"_L1,   "missing_capability"_L1, "scope_not_allowed"_L1,
    "not_found"_L1,         "conflict"_L1,         "approval_expired"_L1,   "approval_resolved"_L1,
    "payload_too_large"_L1, "rate_limited"_L1,     "server_fault"_L1,       "unavailable"_L1,
    "network"_L1,           "timeout"_L1,          "canceled"_L1,           "insecure_transport"_L1,
    "invalid_base_url"_L1,  "redirect_refused"_L1, "upload_unreadable"_L1,  "unexpected_answer"_L1,
    "answer_too_large"_L1,
};
static_assert(kindNames.size() == std::size_t(ApiError::Kind::AnswerTooLarge) + 1);

constexpr std::array bodyNames {"none"_L1, "envelope"_L1, "other"_L1, "empty"_L1};

template<std::size_t N> qsizetype indexOf(const std::array<QLatin1StringView, N> &names, const QString &name)
{
    const auto found = std::find(names.begin(), names.end(), name);
    return found == names.end() ? -1 : found - names.begin();
}

} // namespace

QJsonObject ApiError::toRecord() const
{
    QJsonObject record {{u"kind"_s, kindNames[std::size_t(m_kind)]},
                        {u"body"_s, bodyNames[std::size_t(m_body)]},
                        {u"http_status"_s, m_status},
                        {u"type"_s, m_type},
                        {u"code"_s, m_code},
                        {u"message"_s, m_message},
                        {u"request_id"_s, m_requestId},
                        {u"param"_s, m_param},
                        {u"idle_limit_ms"_s, qint64(m_idleLimit.count())},
                        {u"network_error"_s, int(m_networkError)},
                        {u"content_type"_s, m_contentType},
                        {u"body_size"_s, m_bodySize},
                        {u"details_omitted"_s, m_detailsOmitted},
                        {u"markup_only"_s, m_markupOnly}};
    QJsonArray details;
    for (const FieldError &detail : m_details)
        details.append(QJsonObject {{u"field"_s, detail.field}, {u"message"_s, detail.message}});
    record.insert(u"details"_s, details);
    if (m_retryAfter)
        record.insert(u"retry_after_s"_s, qint64(m_retryAfter->count()));
    return record;
}

ApiError ApiError::fromRecord(const QJsonObject &record)
{
    const qsizetype kind = indexOf(kindNames, record.value("kind"_L1).toString());
    ApiError error(kind < 0 ? Kind::Unknown : Kind(kind));
    const qsizetype body = indexOf(bodyNames, record.value("body"_L1).toString());
    error.m_body = body < 0 ? Body::Other : Body(body);
    error.m_status = record.value("http_status"_L1).toInt();
    error.m_type = bounded(record.value("type"_L1).toString(), MaxLabelLength);
    error.m_code = bounded(record.value("code"_L1).toString(), MaxLabelLength);
    error.m_message = bounded(record.value("message"_L1).toString(), MaxMessageLength);
    error.m_requestId = bounded(record.value("request_id"_L1).toString(), MaxLabelLength);
    error.m_param = bounded(record.value("param"_L1).toString(), MaxLabelLength);
    error.m_idleLimit = std::chrono::milliseconds(record.value("idle_limit_ms"_L1).toInteger());
    error.m_networkError = QNetworkReply::NetworkError(record.value("network_error"_L1).toInt());
    error.m_contentType = bounded(record.value("content_type"_L1).toString(), MaxLabelLength);
    error.m_bodySize = record.value("body_size"_L1).toInteger();
    error.m_detailsOmitted = record.value("details_omitted"_L1).toInteger();
    error.m_markupOnly = record.value("markup_only"_L1).toBool();
    const QJsonArray details = record.value("details"_L1).toArray();
    for (const QJsonValue &item : details) {
        if (error.m_details.size() == MaxDetails)
            break;
        const QJsonObject detail = item.toObject();
        error.m_details.append(FieldError {bounded(detail.value("field"_L1).toString(), MaxLabelLength),
                                           bounded(detail.value("message"_L1).toString(), MaxTextLength)});
    }
    if (record.contains("retry_after_s"_L1))
        error.m_retryAfter = std::chrono::seconds(record.value("retry_after_s"_L1).toInteger());
    return error;
}

} // namespace baton

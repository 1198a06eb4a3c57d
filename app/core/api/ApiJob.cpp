#include "core/api/ApiJob.h"

#include "core/api/RequestLog.h"

#include <QHttpMultiPart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

Q_LOGGING_CATEGORY(lcApi, "baton.api", QtInfoMsg)

// A file name inside a quoted Content-Disposition parameter, escaped as
// browsers do (HTML's multipart/form-data encoding).
QByteArray quotedFileName(const QString &fileName)
{
    QByteArray name = fileName.toUtf8();
    name.replace('"', "%22").replace('\r', "%0D").replace('\n', "%0A");
    return '"' + name + '"';
}

// `value` without any member named "value", at any depth; `removed` is set
// when one was there.
QJsonValue withoutValueMembers(const QJsonValue &value, bool &removed)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        if (object.contains("value"_L1)) {
            object.remove("value"_L1);
            removed = true;
        }
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it->isObject() || it->isArray())
                *it = withoutValueMembers(*it, removed);
        }
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (auto it = array.begin(); it != array.end(); ++it) {
            if (it->isObject() || it->isArray())
                *it = withoutValueMembers(*it, removed);
        }
        return array;
    }
    return value;
}

QJsonObject answerObject(const QJsonDocument &document)
{
    const QJsonObject object = document.object();
    const QJsonValue data = object.value("data"_L1);
    return data.isObject() ? data.toObject() : object;
}

} // namespace

ApiJob::ApiJob(Kind kind, QByteArray method, const QString &path, const QUrlQuery &query, QByteArray body,
               std::optional<Upload> upload, Setup setup, QObject *parent)
    : QObject(parent)
    , m_kind(kind)
    , m_method(std::move(method))
    , m_body(std::move(body))
    , m_upload(std::move(upload))
    , m_setup(std::move(setup))
{
    const QUrl &base = m_setup.profile.baseUrl;
    QString prefix = base.path(QUrl::FullyEncoded);
    while (prefix.endsWith(u'/'))
        prefix.chop(1);
    m_url = base;
    m_url.setPath(prefix + (path.startsWith(u'/') ? path : u'/' + path), QUrl::TolerantMode);
    m_url.setQuery(query.isEmpty() ? QString() : query.toString(QUrl::FullyEncoded), QUrl::StrictMode);
    m_url.setFragment(QString());

    m_retryTimer.setSingleShot(true);
    // A coarse timer may fire up to 5 % early, and a retry must not come before Retry-After.
    m_retryTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_retryTimer, &QTimer::timeout, this, &ApiJob::sendAttempt);
}

void ApiJob::start()
{
    m_elapsed.start();
    const QUrl &base = m_setup.profile.baseUrl;
    const bool httpUrl
        = base.isValid() && !base.host().isEmpty() && (base.scheme() == "https"_L1 || base.scheme() == "http"_L1);
    std::optional<ApiError> refusal;
    if (!httpUrl)
        refusal = ApiError::invalidBaseUrl(base);
    else if (!m_setup.profile.transportAllowed())
        refusal = ApiError::insecureTransport(base);
    else if (!uploadSourceReadable())
        refusal = ApiError::uploadUnreadable(m_upload->fileName);
    if (!refusal) {
        sendAttempt();
        return;
    }
    // Nothing is sent. The result is delivered from the event loop, so that the
    // caller has connected to `finished` by then.
    qCWarning(lcApi) << m_method << m_url.path() << "refused before sending:" << refusal->summary();
    ApiResult result;
    result.error = refusal;
    QMetaObject::invokeMethod(
        this, [this, result] { finishWith(result); }, Qt::QueuedConnection);
}

bool ApiJob::uploadSourceReadable() const
{
    if (m_kind != Kind::Upload || !m_upload->fromDevice)
        return true;
    return m_upload->device && m_upload->device->isReadable();
}

void ApiJob::sendAttempt()
{
    ++m_attempt;
    m_received.clear();
    m_receivedBytes = 0;
    m_tooLarge = false;
    m_attemptElapsed.start();

    QNetworkRequest request(m_url);
    // Qt's default policy forwards Authorization to any host a redirect names.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::SameOriginRedirectPolicy);
    request.setTransferTimeout(int(m_setup.transferTimeout.count()));
    request.setRawHeader("User-Agent", "Baton/" BATON_VERSION);
    if (!m_setup.token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_setup.token.toUtf8());
    request.setRawHeader("Accept", m_kind == Kind::Stream ? "text/event-stream" : "application/json");

    RequestLog::Request logged;
    logged.method = m_method;
    logged.url = m_url;
    logged.streaming = m_kind == Kind::Stream;
    logged.attempt = m_attempt;

    QNetworkAccessManager &network = *m_setup.network;
    QNetworkReply *reply = nullptr;
    if (m_kind == Kind::Upload) {
        QHttpMultiPart *multiPart = buildMultipart();
        reply = network.post(request, multiPart);
        multiPart->setParent(reply);
        logged.body = QJsonDocument(m_upload->metadata).toJson(QJsonDocument::Compact);
        const qint64 fileSize = m_upload->device ? m_upload->device->size() : m_upload->bytes.size();
        logged.formFile = RequestLog::FormFile {m_upload->fileName, m_upload->mimeType, fileSize};
        // The parts' contents; the multipart framing is not counted.
        logged.size = fileSize + logged.body.size();
    } else if (m_method == "GET") {
        reply = network.get(request);
    } else if (m_method == "DELETE") {
        reply = network.deleteResource(request);
    } else {
        request.setRawHeader("Content-Type", "application/json");
        reply
            = m_method == "POST" ? network.post(request, m_body) : network.sendCustomRequest(request, m_method, m_body);
        logged.body = m_body;
        logged.size = m_body.size();
    }
    for (const QByteArray &name : request.rawHeaderList())
        logged.headers.append({name, request.rawHeader(name)});

    reply->setParent(this);
    m_reply = reply;
    connect(reply, &QNetworkReply::readyRead, this, &ApiJob::readAvailable);
    connect(reply, &QNetworkReply::finished, this, &ApiJob::onReplyFinished);
    connect(reply, &QNetworkReply::uploadProgress, this, [this](qint64 sent, qint64 total) {
        // Qt ends every reply with (0, 0), which would read as "nothing sent".
        if (sent > 0 || total > 0)
            Q_EMIT uploadProgress(sent, total);
    });

    m_logId = m_setup.log->begin(logged, m_setup.token);
    qCDebug(lcApi) << m_method << m_url.path() << "attempt" << m_attempt;
}

QHttpMultiPart *ApiJob::buildMultipart() const
{
    auto *multiPart = new QHttpMultiPart(QHttpMultiPart::FormDataType);

    // Metadata first, so that a server reading the stream can check it before the file.
    QHttpPart metadata;
    metadata.setRawHeader("Content-Disposition", "form-data; name=\"metadata\"");
    metadata.setBody(QJsonDocument(m_upload->metadata).toJson(QJsonDocument::Compact));
    multiPart->append(metadata);

    QHttpPart file;
    file.setRawHeader("Content-Disposition",
                      "form-data; name=\"file\"; filename=" + quotedFileName(m_upload->fileName));
    file.setRawHeader("Content-Type",
                      m_upload->mimeType.isEmpty() ? QByteArray("application/octet-stream")
                                                   : m_upload->mimeType.toUtf8());
    if (m_upload->fromDevice) {
        QIODevice *device = m_upload->device;
        if (!device->isSequential())
            device->seek(0);
        file.setBodyDevice(device);
    } else {
        file.setBody(m_upload->bytes);
    }
    multiPart->append(file);
    return multiPart;
}

bool ApiJob::isEventStream() const
{
    return isEventStream(contentType());
}

bool ApiJob::isEventStream(QStringView contentType)
{
    return contentType.trimmed().startsWith("text/event-stream"_L1, Qt::CaseInsensitive);
}

bool ApiJob::isJson(QStringView contentType)
{
    const QStringView type = contentType.left(contentType.indexOf(u';')).trimmed();
    return type.compare("application/json"_L1, Qt::CaseInsensitive) == 0
        || type.endsWith("+json"_L1, Qt::CaseInsensitive);
}

bool ApiJob::isSuccessStatus() const
{
    const int status = httpStatus();
    return status >= 200 && status < 300;
}

int ApiJob::httpStatus() const
{
    return m_reply ? m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : 0;
}

QDateTime ApiJob::serverDate() const
{
    return m_reply ? RetryPolicy::parseHttpDate(m_reply->rawHeader("Date")) : QDateTime();
}

QString ApiJob::contentType() const
{
    return m_reply ? QString::fromLatin1(m_reply->rawHeader("Content-Type")) : QString();
}

void ApiJob::readAvailable()
{
    if (!m_reply || !m_reply->isReadable())
        return;
    const QByteArray chunk = m_reply->readAll();
    if (chunk.isEmpty())
        return;
    m_receivedBytes += chunk.size();
    const bool delivered = m_kind == Kind::Stream && !m_canceled && isSuccessStatus();
    const qsizetype room = MaxAnswerBytes - m_received.size();
    if (chunk.size() > room && !(delivered && isEventStream())) {
        // No answer of the service is this large: a server that sends without
        // end must not fill the memory. Aborting finishes the reply, and with
        // it the attempt.
        m_tooLarge = true;
        m_reply->abort();
        return;
    }
    m_received += QByteArrayView(chunk).first(std::min(room, chunk.size()));
    if (delivered)
        Q_EMIT dataReceived(chunk);
}

void ApiJob::onReplyFinished()
{
    if (!m_reply)
        return;
    readAvailable();
    QNetworkReply *reply = std::exchange(m_reply, nullptr);
    if (!reply)
        return; // a receiver of dataReceived canceled, and that finished the job
    reply->disconnect(this);
    reply->deleteLater();

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError networkError = reply->error();
    const QByteArray retryAfter = reply->rawHeader("Retry-After");
    QString requestId = QString::fromLatin1(reply->rawHeader("X-Request-Id"));
    const QDateTime serverDate = RetryPolicy::parseHttpDate(reply->rawHeader("Date"));

    std::optional<ApiError> error;
    if (m_canceled) {
        error = ApiError::canceled();
    } else if (m_tooLarge) {
        error = ApiError::answerTooLarge(MaxAnswerBytes, status, requestId);
    } else if (networkError == QNetworkReply::OperationCanceledError) {
        // Only cancel() aborts, so any other cancel is the transfer timeout.
        error = ApiError::timeout(m_setup.transferTimeout, status, requestId);
    } else if (networkError == QNetworkReply::InsecureRedirectError) {
        error
            = ApiError::redirectRefused(status, reply->url().resolved(QUrl::fromEncoded(reply->rawHeader("Location"))));
    } else if (status >= 200 && status < 300) {
        if (networkError != QNetworkReply::NoError)
            error = ApiError::network(networkError, reply->errorString());
    } else if (status > 0) {
        error = ApiError::fromResponse(status, m_received, retryAfter, requestId, m_setup.retry.now(),
                                       QString::fromLatin1(reply->rawHeader("Content-Type")));
    } else {
        error = ApiError::network(networkError, reply->errorString());
    }
    if (requestId.isEmpty() && error)
        requestId = error->requestId();

    const auto attemptDuration = std::chrono::milliseconds(m_attemptElapsed.elapsed());
    const auto retryAfterWait
        = retryAfter.isEmpty() ? std::nullopt : RetryPolicy::parseRetryAfter(retryAfter, m_setup.retry.now());
    m_setup.log->finish(m_logId,
                        RequestLog::Response {status, attemptDuration, requestId, error ? error->summary() : QString(),
                                              m_received, retryAfterWait, m_receivedBytes},
                        m_setup.token);
    qCDebug(lcApi) << m_method << m_url.path() << "->" << status << "in" << attemptDuration.count() << "ms" << requestId
                   << (error ? error->summary() : QString());

    // An answer cut at MaxAnswerBytes would be as large again.
    if (error && !m_canceled && !m_tooLarge) {
        RetryPolicy::Attempt attempt;
        attempt.method = m_method;
        attempt.number = m_attempt;
        attempt.httpStatus = status;
        attempt.networkError = networkError;
        attempt.retryAfter = retryAfter;
        if (const auto delay = m_setup.retry.delayBeforeRetry(attempt)) {
            qCInfo(lcApi) << m_method << m_url.path() << "retry" << m_attempt + 1 << "in" << delay->count()
                          << "ms after" << error->summary();
            Q_EMIT retryScheduled(m_attempt + 1, delay->count());
            m_retryTimer.start(*delay);
            return;
        }
    }

    ApiResult result;
    result.httpStatus = status;
    result.body = m_received;
    result.contentType = QString::fromLatin1(reply->rawHeader("Content-Type"));
    if (!m_received.isEmpty())
        result.json = QJsonDocument::fromJson(m_received);
    // A secret's value is never shown, kept or printed (contract §2), whatever
    // a careless service answers: it leaves no answer of /v1/secrets, an
    // object, a list item or any other envelope, for any reader.
    if (RequestLog::isSecretsUrl(m_url) && !result.json.isNull()) {
        bool removed = false;
        const QJsonValue kept = withoutValueMembers(
            result.json.isArray() ? QJsonValue(result.json.array()) : QJsonValue(result.json.object()), removed);
        if (removed) {
            result.json = kept.isArray() ? QJsonDocument(kept.toArray()) : QJsonDocument(kept.toObject());
            result.body = result.json.toJson(QJsonDocument::Compact);
        }
    }
    result.object = answerObject(result.json);
    result.requestId = requestId;
    result.serverDate = serverDate;
    result.attempts = m_attempt;
    result.error = error;
    finishWith(std::move(result));
}

void ApiJob::cancel()
{
    if (m_finished)
        return;
    m_canceled = true;
    m_retryTimer.stop();
    if (m_reply) {
        m_reply->abort(); // finishes the reply, and with it the job
        if (m_reply)
            onReplyFinished();
        return;
    }
    ApiResult result;
    result.attempts = m_attempt;
    result.error = ApiError::canceled();
    finishWith(std::move(result));
}

void ApiJob::finishWith(ApiResult result)
{
    if (m_finished)
        return;
    m_finished = true;
    result.duration = std::chrono::milliseconds(m_elapsed.elapsed());
    Q_EMIT finished(result);
    deleteLater();
}

} // namespace baton

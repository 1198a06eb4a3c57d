#pragma once

#include "core/api/ApiResult.h"
#include "core/api/RetryPolicy.h"
#include "core/auth/Profile.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

#include <chrono>
#include <optional>

class QHttpMultiPart;
class QIODevice;
class QNetworkAccessManager;
class QNetworkReply;

namespace baton {

class RequestLog;

// One request to the service, from the first attempt to its one result. It
// owns the reply of the attempt in flight, puts every attempt into the
// RequestLog, retries as the RetryPolicy allows, and emits `finished` exactly
// once (a cancel included); then it deletes itself. Created by ApiClient, which
// owns it until then.
class ApiJob final : public QObject
{
    Q_OBJECT

public:
    enum class Kind {
        Normal, // JSON in, JSON out
        Upload, // multipart/form-data: one `file` part, one `metadata` field
        Stream, // JSON in, text/event-stream out, delivered as it arrives
    };

    // The most of an answer's body that is kept. Past it an answer is read no
    // further and the request fails (ApiError::Kind::AnswerTooLarge), except a
    // successful event stream: its pieces are still delivered as they come,
    // but no more of it is kept.
    static constexpr qsizetype MaxAnswerBytes = 32 * 1024 * 1024;

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] const QByteArray &method() const { return m_method; }
    [[nodiscard]] const QUrl &url() const { return m_url; }
    [[nodiscard]] bool isFinished() const { return m_finished; }
    // The Date header of the answer being received (see ApiResult::serverDate):
    // known from the first dataReceived() on.
    [[nodiscard]] QDateTime serverDate() const;
    // The Content-Type and the HTTP status of the answer being received,
    // likewise; 0 before its head.
    [[nodiscard]] QString contentType() const;
    // Whether a Content-Type says an event stream, or JSON (application/json
    // or any +json type), parameters and case aside.
    [[nodiscard]] static bool isEventStream(QStringView contentType);
    [[nodiscard]] static bool isJson(QStringView contentType);
    [[nodiscard]] int httpStatus() const;

    // Aborts the request, or the wait before a retry; `finished` follows at once
    // with an ApiError of kind Canceled. Does nothing once finished.
    void cancel();

Q_SIGNALS:
    void finished(const baton::ApiResult &result);
    // Stream jobs: each piece of a successful answer, as soon as it arrives.
    void dataReceived(const QByteArray &chunk);
    // Upload jobs: progress of the attempt in flight.
    void uploadProgress(qint64 sent, qint64 total);
    void retryScheduled(int nextAttempt, qint64 delayMs);

private:
    friend class ApiClient;

    struct Upload {
        QByteArray bytes;
        bool fromDevice = false; // the file is read from `device`, not from `bytes`
        QPointer<QIODevice> device;
        QString fileName;
        QString mimeType;
        QJsonObject metadata;
    };

    struct Setup {
        QNetworkAccessManager *network = nullptr;
        RequestLog *log = nullptr;
        RetryPolicy retry;
        Profile profile;
        QString token;
        std::chrono::milliseconds transferTimeout {0};
    };

    ApiJob(Kind kind, QByteArray method, const QString &path, const QUrlQuery &query, QByteArray body,
           std::optional<Upload> upload, Setup setup, QObject *parent);

    void start();
    void sendAttempt();
    void readAvailable();
    void onReplyFinished();
    void finishWith(ApiResult result);
    [[nodiscard]] QHttpMultiPart *buildMultipart() const;
    [[nodiscard]] bool uploadSourceReadable() const;
    [[nodiscard]] bool isSuccessStatus() const;
    [[nodiscard]] bool isEventStream() const;

    const Kind m_kind;
    const QByteArray m_method;
    QUrl m_url;
    const QByteArray m_body;
    const std::optional<Upload> m_upload;
    const Setup m_setup;

    QNetworkReply *m_reply = nullptr;
    QTimer m_retryTimer;
    QElapsedTimer m_elapsed;
    QElapsedTimer m_attemptElapsed;
    quint64 m_logId = 0;
    int m_attempt = 0;
    QByteArray m_received; // at most MaxAnswerBytes of the attempt's answer
    qint64 m_receivedBytes = 0; // all of it
    bool m_tooLarge = false; // the attempt was stopped at MaxAnswerBytes
    bool m_canceled = false;
    bool m_finished = false;
};

} // namespace baton

#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QUrl>

#include <chrono>
#include <optional>

namespace baton {

// The request log: one entry per attempt sent to the service, newest last,
// holding at most `capacity` entries (the oldest are dropped). It owns the
// redaction: what it is given is raw, what it stores never holds a credential.
//
// Redaction rules, applied to every stored field of every entry:
// - Authorization and Proxy-Authorization keep their scheme only ("Bearer [redacted]");
//   any other header that looks like a credential (Credentials::isSecretHeader:
//   Cookie, X-API-Key, ...) is replaced whole.
// - The static headers of tools and API resources (`staticHeadersNonSecret`,
//   in a request body or an answer) that look like credentials are masked
//   (Credentials::withHeadersMasked): "Bearer ••••••••".
// - The `value` member of a request body to /v1/secrets becomes SecretValueMask,
//   and that value is then scrubbed from the rest of the entry (the answer
//   included, raw, JSON-escaped or percent-encoded). A `value` member anywhere in
//   an answer from /v1/secrets is masked too.
// - The token in use is replaced by TokenMask wherever it appears.
// - The answer is kept as an excerpt of at most MaxExcerpt bytes, cut after
//   the whole answer was scrubbed.
// - The request body is kept whole while its entry is one of the latest
//   WholeRequestBodies; then it is cut to MaxExcerpt bytes (it was scrubbed
//   whole when it was recorded). A chat request carries the whole
//   conversation, so keeping every body would grow with the square of a
//   chat's length; the latest requests are the ones copied as cURL. The cut
//   happens in begin() of a later entry, which emits entryAdded only.
class RequestLog final : public QObject
{
    Q_OBJECT

public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    // The file part of a multipart upload; its bytes are never kept.
    struct FormFile {
        QString fileName;
        QString mimeType;
        qint64 size = 0;
    };

    // An attempt about to be sent, as it is sent.
    struct Request {
        QByteArray method;
        QUrl url;
        Headers headers;
        QByteArray body; // for an upload: the metadata field
        std::optional<FormFile> formFile;
        qint64 size = 0; // bytes of the body as sent
        bool streaming = false;
        int attempt = 1;
    };

    // How the attempt ended.
    struct Response {
        int httpStatus = 0;
        std::chrono::milliseconds duration {0};
        QString requestId;
        QString errorText;
        QByteArray body;
        // The answer's Retry-After as a wait from when it arrived; nothing when absent or unreadable.
        std::optional<std::chrono::seconds> retryAfter;
        // The size of the whole answer, when `body` holds only its start.
        qint64 bodyBytes = -1;
    };

    struct Entry {
        quint64 id = 0;
        QDateTime startedAt;
        int attempt = 1;
        QByteArray method;
        QString url; // the full URL
        QString path; // path and query, for display
        bool streaming = false;
        bool finished = false;
        int httpStatus = 0;
        qint64 durationMs = 0;
        qint64 requestBytes = 0;
        qint64 responseBytes = 0;
        QString requestId; // the service's (X-Request-Id)
        // The caller's own id for a chat request, sent as metadata.request_id;
        // empty for other requests.
        QString sentRequestId;
        QString errorText;
        std::optional<std::chrono::seconds> retryAfter; // as in Response
        Headers requestHeaders;
        QByteArray requestBody;
        // Only the start of the body is kept (see WholeRequestBodies).
        bool requestBodyCut = false;
        std::optional<FormFile> formFile;
        QByteArray responseExcerpt;
    };

    static constexpr qsizetype DefaultCapacity = 2000;
    static constexpr qsizetype MaxExcerpt = 4096;
    static constexpr qsizetype WholeRequestBodies = 20;
    static constexpr qsizetype MaxSentRequestId = 200;
    static constexpr QLatin1StringView RedactedCredential {"[redacted]"};
    static constexpr QLatin1StringView TokenMask {"[token]"};
    static constexpr QLatin1StringView SecretValueMask {"[secret value]"};
    static constexpr QLatin1StringView WithheldBody {"[body withheld: not JSON]"};

    explicit RequestLog(qsizetype capacity = DefaultCapacity, QObject *parent = nullptr);

    // Records an attempt and returns its entry's id. `token` is the bearer token
    // in use, to be scrubbed.
    quint64 begin(const Request &request, const QString &token);
    void finish(quint64 id, const Response &response, const QString &token);
    void clear();

    [[nodiscard]] qsizetype capacity() const { return m_capacity; }
    [[nodiscard]] qsizetype count() const { return m_entries.size(); }
    [[nodiscard]] const Entry &at(qsizetype row) const { return m_entries.at(row); }
    [[nodiscard]] const Entry *find(quint64 id) const;
    [[nodiscard]] qsizetype rowOf(quint64 id) const; // -1 when gone

    // Whether a request to this URL is about secrets, so that its value must be masked.
    [[nodiscard]] static bool isSecretsUrl(const QUrl &url);

Q_SIGNALS:
    // Pairs around each change, so that an item model can follow the rows.
    void aboutToAddEntry();
    void entryAdded(quint64 id);
    void entryUpdated(quint64 id);
    void aboutToDropOldest(qsizetype count);
    void droppedOldest(qsizetype count);
    void aboutToClear();
    void cleared();

private:
    qsizetype m_capacity;
    quint64 m_nextId = 1;
    QList<Entry> m_entries;
    // Secret values seen in requests still running, to scrub from their answers.
    QHash<quint64, QList<QString>> m_pendingSecrets;
};

} // namespace baton

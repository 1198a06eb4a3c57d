#pragma once

#include "core/resources/Validator.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QNetworkReply>
#include <QString>
#include <QUrl>

#include <chrono>
#include <optional>

namespace baton {

// Why a request failed, as a value: the service's error envelope
// {"error": {message, type, code, request_id, param, details}} read into
// fields, a `kind` for every case Baton knows, and a translated message for the
// user. Failures that never reached an answer (network, timeout, cancel,
// refused transport or redirect) are kinds of their own.
class ApiError final
{
    Q_DECLARE_TR_FUNCTIONS(baton::ApiError)

public:
    enum class Kind {
        Unknown, // an answer the table does not name: shown with its own text
        BadRequest, // invalid_json and other invalid requests
        ValidationFailed,
        MissingToken,
        InvalidToken,
        TokenInactive,
        MissingCapability,
        ScopeNotAllowed,
        NotFound,
        Conflict,
        ApprovalExpired,
        ApprovalResolved,
        PayloadTooLarge,
        RateLimited,
        ServerFault,
        Unavailable,
        Network,
        Timeout,
        Canceled,
        InsecureTransport,
        InvalidBaseUrl,
        RedirectRefused,
        UploadUnreadable, // the file to upload could not be read: nothing was sent
        UnexpectedAnswer, // a successful status, but a body the request cannot use (a proxy's page)
        AnswerTooLarge, // the answer went on past what Baton keeps, and was read no further
    };

    // An answer with a non-2xx status. `body` may be the envelope, another JSON
    // shape, an HTML page or plain text; `now` reads an HTTP-date Retry-After.
    [[nodiscard]] static ApiError fromResponse(int httpStatus, const QByteArray &body, const QByteArray &retryAfter,
                                               const QString &requestIdHeader, const QDateTime &now,
                                               const QString &contentType = {});
    [[nodiscard]] static ApiError network(QNetworkReply::NetworkError error, const QString &errorString);
    // `httpStatus` and `requestId` when the head of an answer had arrived.
    [[nodiscard]] static ApiError timeout(std::chrono::milliseconds idleLimit, int httpStatus = 0,
                                          const QString &requestId = {});
    // A successful answer whose body is neither of the formats the request
    // asked for (a stream request answered with a proxy's HTML page).
    [[nodiscard]] static ApiError unexpectedAnswer(int httpStatus, const QString &contentType, const QByteArray &body,
                                                   const QString &requestId);
    // An error the service reported inside a successful answer (a stream's
    // `{"error": …}` event): the envelope's `error` member, an object or a text.
    [[nodiscard]] static ApiError fromAnswerError(int httpStatus, const QJsonValue &error,
                                                  const QString &requestIdHeader);
    // An answer that went on past `limit` bytes and was read no further.
    [[nodiscard]] static ApiError answerTooLarge(qint64 limit, int httpStatus, const QString &requestId);
    [[nodiscard]] static ApiError canceled();
    [[nodiscard]] static ApiError insecureTransport(const QUrl &baseUrl);
    [[nodiscard]] static ApiError invalidBaseUrl(const QUrl &baseUrl);
    [[nodiscard]] static ApiError redirectRefused(int httpStatus, const QUrl &target);
    [[nodiscard]] static ApiError uploadUnreadable(const QString &fileName);

    // The longest text kept from a body that is not the envelope, and of each
    // detail's message.
    static constexpr qsizetype MaxTextLength = 300;
    // The longest message kept from the envelope.
    static constexpr qsizetype MaxMessageLength = 2000;
    // The longest type, code, param, request id, content type or detail field kept.
    static constexpr qsizetype MaxLabelLength = 200;
    // The details kept from the envelope; the others are counted.
    static constexpr qsizetype MaxDetails = 50;
    // A proxy's HTML page or other text as one readable line: no tags, scripts
    // or styles, entities decoded, whitespace collapsed, at most MaxTextLength
    // characters. Reads only the first 64 KiB of the body, in time linear in
    // what it reads whatever the markup.
    [[nodiscard]] static QString readableText(const QByteArray &body);

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] int httpStatus() const { return m_status; }
    [[nodiscard]] const QString &type() const { return m_type; }
    [[nodiscard]] const QString &code() const { return m_code; }
    // The service's text, or what Baton knows about a failure without an answer.
    [[nodiscard]] const QString &message() const { return m_message; }
    [[nodiscard]] const QString &requestId() const { return m_requestId; }
    [[nodiscard]] const QString &param() const { return m_param; }
    [[nodiscard]] const QList<FieldError> &details() const { return m_details; }
    // How many details the service sent beyond the MaxDetails kept.
    [[nodiscard]] qsizetype detailsOmitted() const { return m_detailsOmitted; }
    [[nodiscard]] std::optional<std::chrono::seconds> retryAfter() const { return m_retryAfter; }
    [[nodiscard]] QNetworkReply::NetworkError networkError() const { return m_networkError; }

    // An answer whose body is not the service's JSON error (empty, an HTML
    // page, other text or JSON): only its status is known, and it may come
    // from a proxy or another server rather than from the service.
    [[nodiscard]] bool isStatusOnly() const { return m_body == Body::Empty || m_body == Body::Other; }

    // Translated text for the user. For an answer: the service's own message,
    // type, code and HTTP status (or, without the service's JSON error, the
    // status and how the body begins), then what Baton can add, then the
    // request id (or that there was none). Otherwise what Baton knows.
    [[nodiscard]] QString userMessage() const;
    // "(Request id: …)", or that an answer carried none: the sentence every
    // message about an answer ends with.
    [[nodiscard]] static QString requestIdNote(const QString &requestId);
    // userMessage() without the request id, for a place that shows the id beside it.
    [[nodiscard]] QString headline() const;
    // One untranslated technical line for the request log.
    [[nodiscard]] QString summary() const;

    // Every field as a JSON object, with stable names, for the chat history
    // (TurnRecord); fromRecord() reads one back. A record of a kind or body
    // this version does not know reads as Unknown, with the text it holds.
    [[nodiscard]] QJsonObject toRecord() const;
    [[nodiscard]] static ApiError fromRecord(const QJsonObject &record);

private:
    // What the body of an answer held.
    enum class Body {
        None, // no answer: the failure happened before one, or it was a redirect
        Envelope, // the service's JSON error: a message, type or code
        Other, // text, HTML or JSON of another shape
        Empty,
    };

    explicit ApiError(Kind kind);
    void readBodyText(const QByteArray &body);
    [[nodiscard]] QString answerDescription() const;
    [[nodiscard]] QString serviceWords() const;
    [[nodiscard]] QString explanation() const;
    [[nodiscard]] QString retryHint() const;
    [[nodiscard]] static Kind kindFor(const QString &code, int httpStatus, bool hasTypeOrCode);

    Kind m_kind;
    Body m_body = Body::None;
    int m_status = 0;
    QString m_type;
    QString m_code;
    QString m_message;
    QString m_requestId;
    QString m_param;
    QList<FieldError> m_details;
    std::optional<std::chrono::seconds> m_retryAfter;
    std::chrono::milliseconds m_idleLimit {0};
    QNetworkReply::NetworkError m_networkError = QNetworkReply::NoError;
    QString m_contentType;
    qsizetype m_bodySize = 0;
    qsizetype m_detailsOmitted = 0;
    bool m_markupOnly = false; // Body::Other whose message is the body's start: no readable text in it
};

} // namespace baton

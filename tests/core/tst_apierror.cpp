#include "core/api/ApiError.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::ApiError;
using Kind = baton::ApiError::Kind;

namespace {

const QDateTime now(QDate(2025, 3, 14), QTime(12, 0, 0), Qt::UTC);

QByteArray envelope(const QString &type, const QString &code, const QString &message, const QString &requestId = {},
                    const QString &param = {}, const QJsonArray &details = {})
{
    QJsonObject error {{u"type"_s, type}, {u"code"_s, code}, {u"message"_s, message}};
    if (!requestId.isEmpty())
        error.insert(u"request_id"_s, requestId);
    if (!param.isEmpty())
        error.insert(u"param"_s, param);
    if (!details.isEmpty())
        error.insert(u"details"_s, details);
    return QJsonDocument(QJsonObject {{u"error"_s, error}}).toJson(QJsonDocument::Compact);
}

ApiError fromBody(int status, const QByteArray &body, const QByteArray &retryAfter = {},
                  const QString &requestIdHeader = {})
{
    return ApiError::fromResponse(status, body, retryAfter, requestIdHeader, now);
}

} // namespace

class tst_ApiError : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void envelopeIsReadIntoFields()
    {
        const QJsonArray details {QJsonObject {{u"field"_s, u"agents[1].role"_s}, {u"message"_s, u"too long"_s}},
                                  QJsonObject {{u"field"_s, u"name"_s}, {u"message"_s, u"required"_s}}};
        const ApiError error = fromBody(400,
                                        envelope(u"invalid_request_error"_s, u"validation_failed"_s, u"Invalid body"_s,
                                                 u"req_42"_s, u"name"_s, details),
                                        {}, u"req_header"_s);
        QCOMPARE(error.kind(), Kind::ValidationFailed);
        QCOMPARE(error.httpStatus(), 400);
        QCOMPARE(error.type(), u"invalid_request_error"_s);
        QCOMPARE(error.code(), u"validation_failed"_s);
        QCOMPARE(error.message(), u"Invalid body"_s);
        QCOMPARE(error.requestId(), u"req_42"_s); // the body's id wins over the header's
        QCOMPARE(error.param(), u"name"_s);
        QCOMPARE(error.details().size(), 2);
        QCOMPARE(error.details().at(0).field, u"agents[1].role"_s);
        QCOMPARE(error.details().at(0).message, u"too long"_s);
        QCOMPARE(error.details().at(1).field, u"name"_s);
        QVERIFY(error.userMessage().contains(u"agents[1].role: too long"_s));
        QVERIFY(error.userMessage().contains(u"name: required"_s));
        QVERIFY2(error.userMessage().contains(u"“Invalid body”"_s), qPrintable(error.userMessage()));
    }

    void contractTable_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("code");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("invalid json") << 400 << u"invalid_request_error"_s << u"invalid_json"_s << Kind::BadRequest;
        QTest::newRow("validation") << 400 << u"invalid_request_error"_s << u"validation_failed"_s
                                    << Kind::ValidationFailed;
        QTest::newRow("no token") << 401 << u"authentication_error"_s << u"authentication_error"_s
                                  << Kind::MissingToken;
        QTest::newRow("invalid token") << 401 << u"authentication_error"_s << u"invalid_token"_s << Kind::InvalidToken;
        QTest::newRow("inactive token") << 401 << u"authentication_error"_s << u"token_inactive"_s
                                        << Kind::TokenInactive;
        QTest::newRow("capability") << 403 << u"permission_error"_s << u"missing_capability"_s
                                    << Kind::MissingCapability;
        QTest::newRow("scope") << 403 << u"permission_error"_s << u"scope_not_allowed"_s << Kind::ScopeNotAllowed;
        QTest::newRow("not found") << 404 << u"not_found_error"_s << u"not_found"_s << Kind::NotFound;
        QTest::newRow("conflict") << 409 << u"conflict_error"_s << u"conflict"_s << Kind::Conflict;
        QTest::newRow("approval expired")
            << 409 << u"conflict_error"_s << u"approval_expired"_s << Kind::ApprovalExpired;
        QTest::newRow("approval resolved")
            << 409 << u"conflict_error"_s << u"approval_resolved"_s << Kind::ApprovalResolved;
        QTest::newRow("too large") << 413 << u"invalid_request_error"_s << u"payload_too_large"_s
                                   << Kind::PayloadTooLarge;
        QTest::newRow("rate limit") << 429 << u"rate_limit_error"_s << u"rate_limit_exceeded"_s << Kind::RateLimited;
        QTest::newRow("internal") << 500 << u"api_error"_s << u"internal_error"_s << Kind::ServerFault;
        QTest::newRow("unavailable") << 503 << u"api_error"_s << u"unavailable"_s << Kind::Unavailable;
    }

    void contractTable()
    {
        QFETCH(int, status);
        QFETCH(QString, type);
        QFETCH(QString, code);
        QFETCH(Kind, kind);
        const ApiError error = fromBody(status, envelope(type, code, u"text from the service"_s, u"req_7"_s));
        QCOMPARE(error.kind(), kind);
        QCOMPARE(error.type(), type);
        QCOMPARE(error.code(), code);
        QCOMPARE(error.httpStatus(), status);
        QVERIFY2(error.userMessage().contains(u"req_7"_s), qPrintable(error.userMessage()));
    }

    // Whatever Baton adds, the service's own words stay: its message, type,
    // code and request id, and the HTTP status.
    void serverWordsAreAlwaysShown_data()
    {
        contractTable_data();
        QTest::newRow("unknown") << 402 << u"billing_error"_s << u"credits_exhausted"_s << Kind::Unknown;
    }

    void serverWordsAreAlwaysShown()
    {
        QFETCH(int, status);
        QFETCH(QString, type);
        QFETCH(QString, code);
        QFETCH(Kind, kind);
        const QString message = u"Words of the service about "_s + code;
        const QString requestId = u"req_"_s + code;
        const QJsonArray details {QJsonObject {{u"field"_s, u"name"_s}, {u"message"_s, u"required"_s}}};
        const ApiError error = fromBody(status, envelope(type, code, message, requestId, u"manageTools"_s, details),
                                        "30", u"req_header"_s);
        QCOMPARE(error.kind(), kind);
        const QString text = error.userMessage();
        QVERIFY2(text.contains(u'“' + message + u'”'), qPrintable(text));
        QVERIFY2(text.contains(type), qPrintable(text));
        QVERIFY2(text.contains(code), qPrintable(text));
        QVERIFY2(text.contains(requestId), qPrintable(text));
        QVERIFY2(text.contains(QString::number(status)), qPrintable(text));
        QVERIFY2(!text.contains(u"req_header"_s), qPrintable(text));
        if (kind == Kind::ValidationFailed)
            QVERIFY2(text.contains(u"name: required"_s), qPrintable(text));
    }

    // The service's text is inserted as it is, even where it looks like a placeholder.
    void serverTextWithPercentSignsIsKept()
    {
        const QString message = u"Discount of 50%1 over %2 items"_s;
        const ApiError labelled = fromBody(400, envelope(u"invalid_request_error"_s, u"invalid_json"_s, message));
        QVERIFY2(labelled.userMessage().contains(u"“Discount of 50%1 over %2 items” (HTTP 400, "_s),
                 qPrintable(labelled.userMessage()));
        const ApiError bare = fromBody(500, R"({"error":"Disk at 99%1 %2"})");
        QVERIFY2(bare.userMessage().contains(u"“Disk at 99%1 %2” (HTTP 500)."_s), qPrintable(bare.userMessage()));
    }

    // A proxy may strip the Authorization header: Baton cannot know the service received no token.
    void missingTokenClaimsNothingBeyondTheServiceReport()
    {
        const ApiError error = fromBody(401,
                                        envelope(u"authentication_error"_s, u"authentication_error"_s,
                                                 u"Missing Bearer API token"_s, u"req_401"_s));
        QCOMPARE(error.kind(), Kind::MissingToken);
        const QString text = error.userMessage();
        QVERIFY2(text.contains(u"“Missing Bearer API token”"_s), qPrintable(text));
        QVERIFY2(!text.contains(u"received no"_s), qPrintable(text));
        QVERIFY2(text.contains(u"proxy"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Authorization"_s), qPrintable(text));
    }

    // No body at all: the status and the request id, or that there was none.
    void emptyBodySaysTheStatusAndTheRequestId_data()
    {
        QTest::addColumn<int>("status");
        for (const int status : {400, 401, 403, 404, 409, 413, 418, 429, 500, 502, 503})
            QTest::addRow("%d", status) << status;
    }

    void emptyBodySaysTheStatusAndTheRequestId()
    {
        QFETCH(int, status);
        const ApiError withId = fromBody(status, {}, {}, u"req_empty"_s);
        QVERIFY2(withId.userMessage().contains(QString::number(status)), qPrintable(withId.userMessage()));
        QVERIFY2(withId.userMessage().contains(u"req_empty"_s), qPrintable(withId.userMessage()));
        const ApiError withoutId = fromBody(status, {});
        QVERIFY2(withoutId.userMessage().contains(QString::number(status)), qPrintable(withoutId.userMessage()));
        QVERIFY2(withoutId.userMessage().contains(u"no request id"_s), qPrintable(withoutId.userMessage()));
    }

    // An answer that is not the service's JSON error (a wrong base URL, a
    // proxy) says so and shows how it begins, with no guess at what it means.
    void statusOnlyAnswerShowsItsOwnText()
    {
        const ApiError error = fromBody(404,
                                        "<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1>"
                                        "<p>The requested URL /v1/secrets was not found on this server.</p>"
                                        "</body></html>");
        QCOMPARE(error.kind(), Kind::NotFound);
        const QString text = error.userMessage();
        QVERIFY2(text.contains(u"404"_s), qPrintable(text));
        QVERIFY2(text.contains(u"not the service's JSON error"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Not Found The requested URL /v1/secrets was not found on this server."_s),
                 qPrintable(text));
        QVERIFY2(!text.contains(u"does not exist"_s), qPrintable(text));
        QVERIFY2(!text.contains(u'<'), qPrintable(text));

        const ApiError other = fromBody(418, R"({"teapot":true})");
        QVERIFY2(other.userMessage().contains(u"not the service's JSON error"_s), qPrintable(other.userMessage()));
        QVERIFY2(other.userMessage().contains(u"{\"teapot\":true}"_s), qPrintable(other.userMessage()));
    }

    void everyKnownKindHasItsOwnMessage()
    {
        QSet<QString> messages;
        const QList<ApiError> errors {
            fromBody(400, envelope(u"invalid_request_error"_s, u"invalid_json"_s, {})),
            fromBody(400, envelope(u"invalid_request_error"_s, u"validation_failed"_s, {})),
            fromBody(401, envelope(u"authentication_error"_s, u"authentication_error"_s, {})),
            fromBody(401, envelope(u"authentication_error"_s, u"invalid_token"_s, {})),
            fromBody(401, envelope(u"authentication_error"_s, u"token_inactive"_s, {})),
            fromBody(403, envelope(u"permission_error"_s, u"missing_capability"_s, {})),
            fromBody(403, envelope(u"permission_error"_s, u"scope_not_allowed"_s, {})),
            fromBody(404, envelope(u"not_found_error"_s, u"not_found"_s, {})),
            fromBody(409, envelope(u"conflict_error"_s, u"conflict"_s, {})),
            fromBody(409, envelope(u"conflict_error"_s, u"approval_expired"_s, {})),
            fromBody(409, envelope(u"conflict_error"_s, u"approval_resolved"_s, {})),
            fromBody(413, envelope(u"invalid_request_error"_s, u"payload_too_large"_s, {})),
            fromBody(429, envelope(u"rate_limit_error"_s, u"rate_limit_exceeded"_s, {})),
            fromBody(500, envelope(u"api_error"_s, u"internal_error"_s, {})),
            fromBody(503, envelope(u"api_error"_s, u"unavailable"_s, {})),
            fromBody(402, envelope(u"billing_error"_s, u"credits_exhausted"_s, {})),
            ApiError::network(QNetworkReply::ConnectionRefusedError, u"Connection refused"_s),
            ApiError::timeout(30s),
            ApiError::canceled(),
            ApiError::insecureTransport(QUrl(u"http://example.invalid"_s)),
            ApiError::invalidBaseUrl(QUrl(u"ftp://example.invalid"_s)),
            ApiError::redirectRefused(307, QUrl(u"http://other.invalid/x"_s)),
            ApiError::uploadUnreadable(u"a.txt"_s),
            ApiError::answerTooLarge(1024, 200, u"req_big"_s),
        };
        QSet<Kind> kinds;
        for (const ApiError &error : errors) {
            QVERIFY(!error.userMessage().isEmpty());
            messages.insert(error.userMessage());
            kinds.insert(error.kind());
        }
        QCOMPARE(kinds.size(), errors.size());
        QCOMPARE(messages.size(), errors.size());
    }

    void missingCapabilityNamesTheCapability()
    {
        const ApiError error = fromBody(403,
                                        envelope(u"permission_error"_s, u"missing_capability"_s,
                                                 u"Token lacks manageTools"_s, u"req_1"_s, u"manageTools"_s));
        QCOMPARE(error.kind(), Kind::MissingCapability);
        QCOMPARE(error.param(), u"manageTools"_s);
        QVERIFY(error.userMessage().contains(u"“manageTools”"_s));
        QVERIFY(error.userMessage().contains(u"req_1"_s));
    }

    void rateLimitTellsTheWait()
    {
        const ApiError seconds = fromBody(429, envelope(u"rate_limit_error"_s, u"rate_limit_exceeded"_s, {}), "30");
        QCOMPARE(seconds.kind(), Kind::RateLimited);
        QCOMPARE(seconds.retryAfter(), std::optional(std::chrono::seconds(30)));
        QVERIFY2(seconds.userMessage().contains(u"30 second"_s), qPrintable(seconds.userMessage()));

        const ApiError date = fromBody(429, envelope(u"rate_limit_error"_s, u"rate_limit_exceeded"_s, {}),
                                       "Fri, 14 Mar 2025 12:01:30 GMT");
        QCOMPARE(date.retryAfter(), std::optional(std::chrono::seconds(90)));
        QVERIFY(date.userMessage().contains(u"90 second"_s));

        const ApiError none = fromBody(429, envelope(u"rate_limit_error"_s, u"rate_limit_exceeded"_s, {}));
        QVERIFY(!none.retryAfter());
        QVERIFY(!none.userMessage().contains(u"second"_s));
    }

    void unknownTypeAndCodeAreKeptVerbatim()
    {
        const ApiError error = fromBody(
            402, envelope(u"billing_error"_s, u"credits_exhausted"_s, u"No credits left on this team"_s, u"req_9"_s));
        QCOMPARE(error.kind(), Kind::Unknown);
        QCOMPARE(error.type(), u"billing_error"_s);
        QCOMPARE(error.code(), u"credits_exhausted"_s);
        const QString text = error.userMessage();
        QVERIFY2(text.contains(u"402"_s), qPrintable(text));
        QVERIFY(text.contains(u"billing_error/credits_exhausted"_s));
        QVERIFY(text.contains(u"No credits left on this team"_s));
        QVERIFY(text.contains(u"req_9"_s));

        // A known status with an unknown code is not guessed at either.
        QCOMPARE(fromBody(429, envelope(u"rate_limit_error"_s, u"slow_down"_s, u"x"_s)).kind(), Kind::Unknown);
        QCOMPARE(fromBody(401, envelope(u"authentication_error"_s, u"token_expired"_s, u"x"_s)).kind(), Kind::Unknown);
    }

    void bodyWithoutEnvelopeFallsBackOnStatus_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("400") << 400 << Kind::BadRequest;
        QTest::newRow("401") << 401 << Kind::Unknown;
        QTest::newRow("403") << 403 << Kind::Unknown;
        QTest::newRow("404") << 404 << Kind::NotFound;
        QTest::newRow("409") << 409 << Kind::Conflict;
        QTest::newRow("413") << 413 << Kind::PayloadTooLarge;
        QTest::newRow("429") << 429 << Kind::RateLimited;
        QTest::newRow("500") << 500 << Kind::ServerFault;
        QTest::newRow("502") << 502 << Kind::Unavailable;
        QTest::newRow("503") << 503 << Kind::Unavailable;
        QTest::newRow("504") << 504 << Kind::Unavailable;
        QTest::newRow("418") << 418 << Kind::Unknown;
    }

    void bodyWithoutEnvelopeFallsBackOnStatus()
    {
        QFETCH(int, status);
        QFETCH(Kind, kind);
        const ApiError error = fromBody(status, "<html><body><h1>Proxy says no</h1></body></html>");
        QCOMPARE(error.kind(), kind);
        QCOMPARE(error.message(), u"Proxy says no"_s);
        QVERIFY(error.type().isEmpty());
        QVERIFY(error.code().isEmpty());
    }

    void htmlBecomesReadableText()
    {
        const QByteArray page = "<!DOCTYPE html>\r\n<html><head><title>502 Bad Gateway</title>"
                                "<style>body { color: red; }</style></head>\n<body>\n"
                                "<script type=\"text/javascript\">var secret = 1;</script>"
                                "<center><h1>502   Bad\tGateway</h1></center>\n<hr>"
                                "<p>Tom &amp; Jerry &lt;proxy&gt; &quot;edge&quot; &#233;t&#xE9;&nbsp;!</p>"
                                "<!-- hidden comment --></body></html>";
        const ApiError error = fromBody(502, page, {}, u"req_px"_s);
        QCOMPARE(error.kind(), Kind::Unavailable);
        QCOMPARE(error.message(), u"502 Bad Gateway Tom & Jerry <proxy> \"edge\" été !"_s);
        QVERIFY(!error.userMessage().contains(u'<' + u"center"_s));
        QVERIFY(error.userMessage().contains(u"req_px"_s)); // the header's id, when the body has none
    }

    void titleIsUsedWhenTheBodySaysNothing()
    {
        QCOMPARE(ApiError::readableText("<html><head><title>Service Unavailable</title></head><body></body></html>"),
                 u"Service Unavailable"_s);
    }

    void plainTextIsCollapsedAndBounded()
    {
        QCOMPARE(ApiError::readableText("  upstream\n\nconnect   error  "), u"upstream connect error"_s);
        const QString longText = ApiError::readableText(QByteArray(5000, 'x'));
        QCOMPARE(longText.size(), ApiError::MaxTextLength);
        QVERIFY(longText.endsWith(u'\u2026'));
        // A character outside the BMP is never cut in half.
        const QByteArray emoji
            = QString(ApiError::MaxTextLength, u'a').replace(ApiError::MaxTextLength - 2, 1, u"\U0001F600"_s).toUtf8();
        const QString bounded = ApiError::readableText(emoji);
        QVERIFY(bounded.size() <= ApiError::MaxTextLength);
        QVERIFY(!bounded.at(bounded.size() - 2).isHighSurrogate());
    }

    // What a hostile or broken server can send as an error body, each about
    // 1 MB: read in a time that does not grow with how the markup nests.
    void hostileBodiesAreReadQuickly_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("begins");
        const qsizetype size = 1024 * 1024;
        const auto repeated = [size](const QByteArray &piece) { return piece.repeated(size / piece.size()); };
        QTest::newRow("unclosed scripts") << repeated("<script>") << u"<script><script>"_s;
        QTest::newRow("unclosed styles") << repeated("<STYLE x=1>") << u"<STYLE x=1><STYLE"_s;
        QTest::newRow("unclosed heads") << repeated("<head><title>") << u"<head><title><head>"_s;
        QTest::newRow("unclosed comments") << repeated("<!--") << u"<!--<!--"_s;
        QTest::newRow("unclosed tags") << repeated("<a ") << u"<a <a"_s;
        QTest::newRow("closed scripts") << repeated("<script>x</script>") << u"<script>x</script>"_s;
        QTest::newRow("entity starts") << repeated("&#") << u"&#&#&#"_s;
        QTest::newRow("tags") << repeated("<b>") << u"<b><b>"_s;
        QTest::newRow("text") << repeated("words ") << u"words words"_s;
        QTest::newRow("not quite JSON") << "{\"error\": \"" + repeated("x") << u"{\"error\": \"xxx"_s;
        QTest::newRow("JSON of another shape")
            << "{\"html\": \"" + repeated("<script>") + "\"}" << u"{\"html\":\"<script>"_s;
    }

    void hostileBodiesAreReadQuickly()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, begins);
        // The fastest of three, so that a busy machine does not fail the
        // bound; the quadratic reading took over a minute for one.
        qint64 fastest = std::numeric_limits<qint64>::max();
        ApiError error = ApiError::canceled();
        for (int attempt = 0; attempt < 3 && fastest >= 50; ++attempt) {
            QElapsedTimer timer;
            timer.start();
            error = ApiError::fromResponse(503, body, {}, u"req_big"_s, now, u"text/html"_s);
            const QString text = error.userMessage();
            fastest = std::min(fastest, timer.elapsed());
            QVERIFY(text.size() < 2000);
        }
        QVERIFY2(fastest < 50, qPrintable(u"%1 ms"_s.arg(fastest)));
        const QString text = error.userMessage();
        // What came back is said, never "an empty body".
        QVERIFY2(!text.contains(u"empty"_s), qPrintable(text));
        QVERIFY2(text.contains(u"HTTP 503, text/html, 1"_s), qPrintable(text));
        QVERIFY2(text.contains(u"req_big"_s), qPrintable(text));
        QVERIFY2(error.message().startsWith(begins) || error.message().contains(begins), qPrintable(error.message()));
        QVERIFY(error.message().size() <= ApiError::MaxTextLength);
    }

    // A page of nothing but scripts holds no text to quote: its start is
    // quoted instead, and it is not called empty.
    void markupWithoutTextQuotesItsStart()
    {
        const ApiError error = ApiError::fromResponse(503, QByteArray("<script>").repeated(50000), {}, {}, now,
                                                      u"text/html; charset=utf-8"_s);
        QCOMPARE(error.kind(), Kind::Unavailable);
        QVERIFY(error.isStatusOnly());
        const QString text = error.userMessage();
        QVERIFY2(text.contains(u"holds no readable text"_s), qPrintable(text));
        QVERIFY2(text.contains(u"HTTP 503, text/html; charset=utf-8, 390.6 KiB"_s), qPrintable(text));
        QVERIFY2(text.contains(u"“<script><script>"_s), qPrintable(text));
        const ApiError spaces = fromBody(502, " \r\n\t ");
        QVERIFY2(spaces.userMessage().contains(u"empty body"_s), qPrintable(spaces.userMessage()));
    }

    // The envelope's members are bounded too: a message of a megabyte or a
    // hundred thousand details make a message a label can show.
    void envelopeMembersAreBounded()
    {
        const QString huge(1024 * 1024, u'm');
        const ApiError longMessage
            = fromBody(500, envelope(u"api_error"_s, huge.left(5000), huge, huge.left(5000), huge.left(5000)));
        QCOMPARE(longMessage.message().size(), ApiError::MaxMessageLength);
        QVERIFY(longMessage.message().endsWith(u'\u2026'));
        QCOMPARE(longMessage.code().size(), ApiError::MaxLabelLength);
        QCOMPARE(longMessage.requestId().size(), ApiError::MaxLabelLength);
        QCOMPARE(longMessage.param().size(), ApiError::MaxLabelLength);
        QVERIFY(longMessage.userMessage().size() < 3000);

        QJsonArray details;
        for (int i = 0; i < 100000; ++i)
            details.append(QJsonObject {{u"field"_s, u"items[%1]"_s.arg(i)}, {u"message"_s, huge.left(1000)}});
        const ApiError many = fromBody(400,
                                       envelope(u"invalid_request_error"_s, u"validation_failed"_s,
                                                u"100000 fields are invalid."_s, u"req_v"_s, {}, details));
        QCOMPARE(many.kind(), Kind::ValidationFailed);
        QCOMPARE(many.details().size(), ApiError::MaxDetails);
        QCOMPARE(many.detailsOmitted(), 100000 - ApiError::MaxDetails);
        QCOMPARE(many.details().constFirst().field, u"items[0]"_s);
        QCOMPARE(many.details().constFirst().message.size(), ApiError::MaxTextLength);
        const QString text = many.userMessage();
        QVERIFY2(text.contains(u"items[49]"_s), qPrintable(text.left(200)));
        QVERIFY2(!text.contains(u"items[50]"_s), qPrintable(text.left(200)));
        QVERIFY2(text.contains(u"and 99950 more"_s), qPrintable(text.right(200)));
        QVERIFY2(text.size() < 20000, qPrintable(QString::number(text.size())));
    }

    void otherJsonShapesAreTolerated()
    {
        const ApiError flat = fromBody(404, R"({"code":"not_found","message":"No such tool","request_id":"r1"})");
        QCOMPARE(flat.kind(), Kind::NotFound);
        QCOMPARE(flat.message(), u"No such tool"_s);
        QCOMPARE(flat.requestId(), u"r1"_s);

        const ApiError text = fromBody(500, R"({"error":"database is down"})");
        QCOMPARE(text.kind(), Kind::ServerFault);
        QCOMPARE(text.message(), u"database is down"_s);
        QVERIFY(text.userMessage().contains(u"database is down"_s));

        const ApiError other = fromBody(418, R"({"teapot":true})");
        QCOMPARE(other.kind(), Kind::Unknown);
        QCOMPARE(other.message(), u"{\"teapot\":true}"_s);

        const ApiError empty = fromBody(503, {}, {}, u"req_e"_s);
        QCOMPARE(empty.kind(), Kind::Unavailable);
        QVERIFY(empty.message().isEmpty());
        QCOMPARE(empty.requestId(), u"req_e"_s);
    }

    void answersTheRequestCannotUse()
    {
        const ApiError page = ApiError::unexpectedAnswer(
            200, u"text/html"_s,
            "<html><head><title>Proxy</title></head><body><p>Sign in &amp; retry</p></body></html>", {});
        QCOMPARE(page.kind(), Kind::UnexpectedAnswer);
        QCOMPARE(page.httpStatus(), 200);
        for (const QString &word : {u"HTTP 200"_s, u"text/html"_s, u"“Sign in & retry”"_s, u"carried no request id"_s})
            QVERIFY2(page.userMessage().contains(word), qPrintable(page.userMessage()));
        const ApiError empty = ApiError::unexpectedAnswer(200, {}, {}, u"req_x"_s);
        for (const QString &word : {u"no content type"_s, u"empty"_s, u"req_x"_s})
            QVERIFY2(empty.userMessage().contains(word), qPrintable(empty.userMessage()));

        const ApiError inStream = ApiError::fromAnswerError(200,
                                                            QJsonObject {{u"message"_s, u"Upstream failed"_s},
                                                                         {u"type"_s, u"api_error"_s},
                                                                         {u"code"_s, u"internal_error"_s},
                                                                         {u"request_id"_s, u"req-9"_s}},
                                                            u"req-header"_s);
        QCOMPARE(inStream.kind(), Kind::ServerFault);
        QCOMPARE(inStream.requestId(), u"req-9"_s);
        QVERIFY2(inStream.userMessage().startsWith(
                     u"The service says: “Upstream failed” (HTTP 200, api_error/internal_error)."_s),
                 qPrintable(inStream.userMessage()));
        const ApiError text = ApiError::fromAnswerError(200, u"Overloaded"_s, u"req-header"_s);
        QCOMPARE(text.message(), u"Overloaded"_s);
        QCOMPARE(text.requestId(), u"req-header"_s);
    }

    void failuresWithoutAnAnswer()
    {
        const ApiError network = ApiError::network(QNetworkReply::ConnectionRefusedError, u"Connection refused"_s);
        QCOMPARE(network.kind(), Kind::Network);
        QCOMPARE(network.networkError(), QNetworkReply::ConnectionRefusedError);
        QVERIFY(network.userMessage().contains(u"Connection refused"_s));

        const ApiError timeout = ApiError::timeout(30s);
        QCOMPARE(timeout.kind(), Kind::Timeout);
        QVERIFY2(timeout.userMessage().contains(u"30 second"_s), qPrintable(timeout.userMessage()));

        QCOMPARE(ApiError::canceled().kind(), Kind::Canceled);
        QVERIFY(ApiError::canceled().userMessage() != timeout.userMessage());

        // A limit under a second is not "0 seconds"; after the head of an
        // answer, its status and request id are part of the message.
        QVERIFY2(ApiError::timeout(300ms).userMessage().contains(u"1 second"_s),
                 qPrintable(ApiError::timeout(300ms).userMessage()));
        const ApiError afterHead = ApiError::timeout(2s, 200, u"req_h"_s);
        for (const QString &word : {u"HTTP 200"_s, u"2 second"_s, u"req_h"_s})
            QVERIFY2(afterHead.userMessage().contains(word), qPrintable(afterHead.userMessage()));
        QVERIFY2(ApiError::timeout(2s, 200).userMessage().contains(u"carried no request id"_s),
                 qPrintable(ApiError::timeout(2s, 200).userMessage()));

        const ApiError insecure
            = ApiError::insecureTransport(QUrl(u"http://admin:hunter2@api.example.invalid:8080/base"_s));
        QCOMPARE(insecure.kind(), Kind::InsecureTransport);
        QVERIFY(insecure.userMessage().contains(u"api.example.invalid:8080"_s));
        QVERIFY(!insecure.userMessage().contains(u"hunter2"_s));

        const ApiError redirect = ApiError::redirectRefused(307, QUrl(u"http://elsewhere.invalid/v1/x?token=abc"_s));
        QCOMPARE(redirect.kind(), Kind::RedirectRefused);
        QVERIFY(redirect.userMessage().contains(u"elsewhere.invalid"_s));
        QVERIFY(!redirect.userMessage().contains(u"token=abc"_s));
    }

    void summaryIsTechnical()
    {
        const ApiError error = fromBody(403, envelope(u"permission_error"_s, u"scope_not_allowed"_s, u"nope"_s));
        QCOMPARE(error.summary(), u"HTTP 403 permission_error/scope_not_allowed: nope"_s);
        QCOMPARE(ApiError::canceled().summary(), u"canceled"_s);
    }
};

QTEST_GUILESS_MAIN(tst_ApiError)
#include "tst_apierror.moc"

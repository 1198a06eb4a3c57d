#include "core/api/ApiError.h"
#include "core/chat/AnswerOutcome.h"
#include "core/chat/ConversationTurn.h"

#include <QDateTime>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::AnswerOutcome;
using baton::ApiError;
using baton::ConversationTurn;
using State = baton::ConversationTurn::State;

namespace {

// An error answer in the service's envelope, or without one when `code` is empty.
ApiError answered(int status, const QString &code = {})
{
    const QByteArray body = code.isEmpty()
        ? QByteArray("<html>Forbidden</html>")
        : R"({"error": {"message": "m", "type": "t", "code": ")" + code.toUtf8() + R"("}})";
    return ApiError::fromResponse(status, body, {}, u"req_1"_s, QDateTime::currentDateTimeUtc(),
                                  code.isEmpty() ? u"text/html"_s : u"application/json"_s);
}

ConversationTurn answer(State state, std::optional<ApiError> error = std::nullopt)
{
    ConversationTurn turn;
    turn.role = ConversationTurn::Role::Assistant;
    turn.state = state;
    turn.error = std::move(error);
    return turn;
}

} // namespace

Q_DECLARE_METATYPE(AnswerOutcome)

class tst_AnswerOutcome : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ofAnError_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::addColumn<AnswerOutcome>("outcome");
        QTest::newRow("no token") << 401 << u"authentication_error"_s << AnswerOutcome::AuthFailed;
        QTest::newRow("invalid token") << 401 << u"invalid_token"_s << AnswerOutcome::AuthFailed;
        QTest::newRow("inactive token") << 401 << u"token_inactive"_s << AnswerOutcome::AuthFailed;
        QTest::newRow("capability") << 403 << u"missing_capability"_s << AnswerOutcome::AuthFailed;
        QTest::newRow("scope") << 403 << u"scope_not_allowed"_s << AnswerOutcome::AuthFailed;
        QTest::newRow("not found") << 404 << u"not_found"_s << AnswerOutcome::NotFound;
        QTest::newRow("expired") << 409 << u"approval_expired"_s << AnswerOutcome::ApprovalExpired;
        QTest::newRow("resolved") << 409 << u"approval_resolved"_s << AnswerOutcome::Failed;
        QTest::newRow("validation") << 400 << u"validation_failed"_s << AnswerOutcome::Failed;
        QTest::newRow("rate limit") << 429 << u"rate_limit_exceeded"_s << AnswerOutcome::Failed;
        QTest::newRow("server") << 500 << u"internal_error"_s << AnswerOutcome::Failed;
        // A code Baton does not know, or no envelope: the status still tells.
        QTest::newRow("unknown code 403") << 403 << u"forbidden_here"_s << AnswerOutcome::AuthFailed;
        QTest::newRow("unknown code 404") << 404 << u"gone_fishing"_s << AnswerOutcome::NotFound;
        QTest::newRow("proxy 401") << 401 << QString() << AnswerOutcome::AuthFailed;
        QTest::newRow("proxy 403") << 403 << QString() << AnswerOutcome::AuthFailed;
        QTest::newRow("proxy 404") << 404 << QString() << AnswerOutcome::NotFound;
        QTest::newRow("proxy 502") << 502 << QString() << AnswerOutcome::Failed;
    }

    void ofAnError()
    {
        QFETCH(int, status);
        QFETCH(QString, code);
        QFETCH(AnswerOutcome, outcome);
        QCOMPARE(baton::answerOutcome(answered(status, code)), outcome);
    }

    // Failures without an answer.
    void ofAFailureBeforeAnAnswer()
    {
        QCOMPARE(baton::answerOutcome(ApiError::canceled()), AnswerOutcome::Stopped);
        QCOMPARE(baton::answerOutcome(ApiError::insecureTransport(QUrl(u"http://api.example.com"_s))),
                 AnswerOutcome::NotSent);
        QCOMPARE(baton::answerOutcome(ApiError::invalidBaseUrl(QUrl(u"nowhere"_s))), AnswerOutcome::NotSent);
        QCOMPARE(baton::answerOutcome(ApiError::network(QNetworkReply::ConnectionRefusedError, u"refused"_s)),
                 AnswerOutcome::Failed);
        QCOMPARE(baton::answerOutcome(ApiError::timeout(std::chrono::seconds(30))), AnswerOutcome::Failed);
        QCOMPARE(baton::answerOutcome(ApiError::redirectRefused(302, QUrl(u"https://elsewhere.example"_s))),
                 AnswerOutcome::Failed);
    }

    void ofATurn()
    {
        QCOMPARE(baton::answerOutcome(answer(State::Completed)), AnswerOutcome::Completed);
        QCOMPARE(baton::answerOutcome(answer(State::Interrupted)), AnswerOutcome::Stopped);
        QCOMPARE(baton::answerOutcome(answer(State::Cancelled)), AnswerOutcome::Stopped);
        QCOMPARE(baton::answerOutcome(answer(State::AwaitingApproval)), AnswerOutcome::Undecided);
        // A turn that failed says how by its request's error.
        QCOMPARE(baton::answerOutcome(answer(State::Failed)), AnswerOutcome::Failed);
        QCOMPARE(baton::answerOutcome(answer(State::Failed, answered(403, u"missing_capability"_s))),
                 AnswerOutcome::AuthFailed);
        QCOMPARE(baton::answerOutcome(answer(State::Failed, answered(404, u"not_found"_s))), AnswerOutcome::NotFound);
        QCOMPARE(baton::answerOutcome(answer(State::Failed, ApiError::canceled())), AnswerOutcome::Stopped);
        QCOMPARE(baton::answerOutcome(answer(State::ApprovalExpired, answered(409, u"approval_expired"_s))),
                 AnswerOutcome::ApprovalExpired);
        // A stopped answer is stopped whatever error came with it.
        QCOMPARE(baton::answerOutcome(answer(State::Interrupted, answered(500, u"internal_error"_s))),
                 AnswerOutcome::Stopped);
    }
};

QTEST_GUILESS_MAIN(tst_AnswerOutcome)
#include "tst_answeroutcome.moc"

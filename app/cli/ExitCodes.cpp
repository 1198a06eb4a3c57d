#include "cli/ExitCodes.h"

#include "core/api/ApiError.h"
#include "core/chat/AnswerOutcome.h"

using namespace Qt::StringLiterals;

namespace baton::cli {

ExitCode ExitCodes::forOutcome(AnswerOutcome outcome)
{
    switch (outcome) {
    case AnswerOutcome::Completed:
        return ExitCode::Ok;
    case AnswerOutcome::Stopped:
        return ExitCode::Stopped;
    case AnswerOutcome::Undecided:
        return ExitCode::Undecided;
    case AnswerOutcome::ApprovalExpired:
        return ExitCode::ApprovalExpired;
    case AnswerOutcome::AuthFailed:
        return ExitCode::Auth;
    case AnswerOutcome::NotFound:
        return ExitCode::NotFound;
    case AnswerOutcome::NotSent:
        return ExitCode::Usage;
    case AnswerOutcome::Failed:
        break;
    }
    return ExitCode::ApiFailure;
}

ExitCode ExitCodes::forError(const ApiError &error)
{
    return forOutcome(answerOutcome(error));
}

QString ExitCodes::helpText()
{
    const QList<QPair<ExitCode, QString>> codes {
        //: The meaning of exit code 0.
        {ExitCode::Ok, tr("success")},
        {ExitCode::Usage, tr("usage or configuration error; nothing was sent")},
        {ExitCode::ApiFailure,
         tr("the service answered with an error or with a body that cannot be read, or could not be reached")},
        {ExitCode::Auth, tr("authentication or permission error: no token, HTTP 401 or 403")},
        {ExitCode::NotFound, tr("not found (HTTP 404)")},
        {ExitCode::Stopped, tr("the answer broke off (no [DONE]) or was stopped (Ctrl-C)")},
        {ExitCode::ApprovalExpired, tr("the tool approval expired")},
        {ExitCode::Undecided, tr("tool calls need a decision: pass --approve, or run on a terminal")},
    };
    QString text = tr("Exit codes:") + u'\n';
    for (const auto &[code, meaning] : codes)
        text += u"  "_s + QString::number(int(code)) + u"  "_s + meaning + u'\n';
    return text;
}

} // namespace baton::cli

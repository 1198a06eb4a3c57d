#include "cli/ExitCodes.h"

#include "core/api/ApiError.h"

using namespace Qt::StringLiterals;

namespace baton::cli {

ExitCode ExitCodes::forError(const ApiError &error)
{
    using Kind = ApiError::Kind;
    switch (error.kind()) {
    case Kind::MissingToken:
    case Kind::InvalidToken:
    case Kind::TokenInactive:
    case Kind::MissingCapability:
    case Kind::ScopeNotAllowed:
        return ExitCode::Auth;
    case Kind::NotFound:
        return ExitCode::NotFound;
    case Kind::Canceled:
        return ExitCode::Stopped;
    case Kind::ApprovalExpired:
        return ExitCode::ApprovalExpired;
    case Kind::InvalidBaseUrl:
    case Kind::InsecureTransport:
        return ExitCode::Usage;
    default:
        break;
    }
    // A status the service uses without Baton's envelope still says what happened.
    if (error.httpStatus() == 401 || error.httpStatus() == 403)
        return ExitCode::Auth;
    if (error.httpStatus() == 404)
        return ExitCode::NotFound;
    return ExitCode::ApiFailure;
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

#pragma once

#include "core/chat/AnswerOutcome.h"

#include <QCoreApplication>
#include <QString>

namespace baton {
class ApiError;
}

namespace baton::cli {

// What baton-cli's exit status says; --help lists them.
enum class ExitCode : int {
    Ok = 0,
    Usage = 1, // the command line or the profile is wrong; nothing was sent
    ApiFailure = 2, // an error, an answer that cannot be read, or no answer
    Auth = 3, // no token, or HTTP 401 / 403
    NotFound = 4, // HTTP 404
    Stopped = 5, // the answer broke off, or was stopped
    ApprovalExpired = 6, // the tool approval expired before the decision arrived
    Undecided = 7, // tool calls wait for a decision nobody can give
};

// Maps how an answer ended (AnswerOutcome) to exit codes and describes the codes.
class ExitCodes
{
    Q_DECLARE_TR_FUNCTIONS(baton::cli::ExitCodes)

public:
    ExitCodes() = delete;

    [[nodiscard]] static ExitCode forOutcome(AnswerOutcome outcome);
    [[nodiscard]] static ExitCode forError(const ApiError &error);
    // The list for --help, one code a line.
    [[nodiscard]] static QString helpText();
};

} // namespace baton::cli

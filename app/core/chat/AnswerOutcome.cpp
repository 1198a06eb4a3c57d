#include "core/chat/AnswerOutcome.h"

#include "core/api/ApiError.h"
#include "core/chat/ConversationTurn.h"

namespace baton {

AnswerOutcome answerOutcome(const ConversationTurn &turn)
{
    switch (turn.state) {
    case ConversationTurn::State::Completed:
        return AnswerOutcome::Completed;
    case ConversationTurn::State::Interrupted:
    case ConversationTurn::State::Cancelled:
        return AnswerOutcome::Stopped;
    case ConversationTurn::State::AwaitingApproval:
        return AnswerOutcome::Undecided;
    default:
        break;
    }
    return turn.error ? answerOutcome(*turn.error) : AnswerOutcome::Failed;
}

AnswerOutcome answerOutcome(const ApiError &error)
{
    using Kind = ApiError::Kind;
    switch (error.kind()) {
    case Kind::MissingToken:
    case Kind::InvalidToken:
    case Kind::TokenInactive:
    case Kind::MissingCapability:
    case Kind::ScopeNotAllowed:
        return AnswerOutcome::AuthFailed;
    case Kind::NotFound:
        return AnswerOutcome::NotFound;
    case Kind::Canceled:
        return AnswerOutcome::Stopped;
    case Kind::ApprovalExpired:
        return AnswerOutcome::ApprovalExpired;
    case Kind::InvalidBaseUrl:
    case Kind::InsecureTransport:
        return AnswerOutcome::NotSent;
    default:
        break;
    }
    // A status the service uses without Baton's envelope still says what happened.
    if (error.httpStatus() == 401 || error.httpStatus() == 403)
        return AnswerOutcome::AuthFailed;
    if (error.httpStatus() == 404)
        return AnswerOutcome::NotFound;
    return AnswerOutcome::Failed;
}

} // namespace baton

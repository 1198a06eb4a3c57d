#pragma once

namespace baton {

class ApiError;
struct ConversationTurn;

// How an answer ended, in one word, for whoever runs a chat to its end with
// nobody watching and must say how it went: baton-cli's exit status, a
// scenario's result. A request other than a chat's ends in one of them too.
enum class AnswerOutcome {
    Completed, // the answer ended normally
    Stopped, // it broke off before its end, or was stopped; what arrived is kept
    Undecided, // it waits for a decision on tool calls that nobody gave
    ApprovalExpired, // the approval expired before the decision reached the service
    AuthFailed, // no token, a token refused, or a capability or scope it lacks (HTTP 401, 403)
    NotFound, // HTTP 404
    NotSent, // the base URL is unusable, or not secure enough to send a token to: nothing was sent
    Failed, // any other error, an answer that cannot be read, or no answer
};

// The outcome of an answer as ChatSession::finished() gives its turn.
[[nodiscard]] AnswerOutcome answerOutcome(const ConversationTurn &turn);
// The outcome of a request that failed with `error`.
[[nodiscard]] AnswerOutcome answerOutcome(const ApiError &error);

} // namespace baton

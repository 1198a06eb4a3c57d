#pragma once

#include <QString>

#include <optional>

namespace baton {

// How a ChatSession asks: streamed or not, the optional generation limits,
// the group model mode, and whether earlier turns are sent along. Bounds are
// not checked here: every request body is validated against its ResourceKind
// before it is sent.
struct ChatOptions {
    bool stream = true;
    std::optional<qint64> maxTokens; // max_tokens
    std::optional<qint64> maxCompletionTokens; // max_completion_tokens
    std::optional<double> temperature; // 0 to 2
    QString mode; // metadata.mode (orch, synth, normal, auto); sent to group models only
    bool sendContext = true; // false: each request carries only the user's latest message, no context

    friend bool operator==(const ChatOptions &, const ChatOptions &) = default;
};

} // namespace baton

#pragma once

#include <QStringList>

#include <array>

namespace baton {

// The chat history's schema, as HistoryStore migrates a file to it: each
// step takes the schema from version i to i + 1, in one transaction with the
// others. Version 1: conversations and turns. Version 2: the full-text index,
// the token columns the usage view sums, and the pid of the process writing
// an open answer. Version 3: the conversation a re-run replays, and the raw
// events of answers received while the event inspector was open.
class HistorySchema
{
public:
    HistorySchema() = delete;

    static constexpr int Version = 3;
    [[nodiscard]] static const std::array<QStringList, Version> &migrations();
};

} // namespace baton

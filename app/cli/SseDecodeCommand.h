#pragma once

#include "cli/ExitCodes.h"

#include <QCoreApplication>

class QCommandLineParser;

namespace baton::cli {

class Console;

// `baton-cli sse-decode`: feeds stdin to an SseParser in pieces of
// --chunk-size bytes and prints every event as {"type","data","id"}, then
// {"retry": N} when the stream set a reconnection time. A way to see what the
// parser makes of a recorded stream, however it is cut.
class SseDecodeCommand
{
    Q_DECLARE_TR_FUNCTIONS(baton::cli::SseDecodeCommand)

public:
    SseDecodeCommand() = delete;

    static constexpr int DefaultChunkSize = 4096;

    static void declare(QCommandLineParser &parser);
    [[nodiscard]] static ExitCode run(const QCommandLineParser &parser, Console &console);
};

} // namespace baton::cli

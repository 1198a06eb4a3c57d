#include "cli/SseDecodeCommand.h"

#include "cli/Console.h"
#include "core/sse/SseParser.h"

#include <QCommandLineParser>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace baton::cli {

void SseDecodeCommand::declare(QCommandLineParser &parser)
{
    parser.addOption({u"chunk-size"_s, tr("Bytes handed to the parser at a time (default %1).").arg(DefaultChunkSize),
                      //: The value of an option in --help: a number.
                      tr("N")});
}

ExitCode SseDecodeCommand::run(const QCommandLineParser &parser, Console &console)
{
    if (parser.positionalArguments().size() > 1) {
        console.error(tr("Usage: baton-cli sse-decode [--chunk-size N] < stream"));
        return ExitCode::Usage;
    }
    int chunkSize = DefaultChunkSize;
    if (parser.isSet(u"chunk-size"_s)) {
        bool ok = false;
        chunkSize = parser.value(u"chunk-size"_s).toInt(&ok);
        if (!ok || chunkSize < 1) {
            console.error(tr("--chunk-size: Must be a whole number of 1 or more."));
            return ExitCode::Usage;
        }
    }

    SseParser sse;
    const auto print = [&console](const SseEventView &view) {
        const SseEvent event = SseEvent::fromView(view);
        console.outJson({{u"type"_s, event.type}, {u"data"_s, event.data}, {u"id"_s, event.lastEventId}});
    };
    for (QByteArray piece = console.readInput(chunkSize); !piece.isEmpty(); piece = console.readInput(chunkSize))
        sse.feed(piece, print);
    sse.finish();
    if (const std::optional<qint64> retry = sse.reconnectionTime())
        console.outJson({{u"retry"_s, *retry}});
    return ExitCode::Ok;
}

} // namespace baton::cli

#pragma once

#include <QByteArrayView>
#include <QString>
#include <QVarLengthArray>

#include <optional>

namespace baton {

// Reads the one shape that makes up almost all of a streamed answer — a
// chat.completion.chunk with a single choice whose delta holds role, content
// and/or pieces of tool calls — straight from its bytes, without building a
// JSON document.
// Anything else (another member, a duplicate, a tool call member other than
// index, id, type and function's name and arguments, a number it does not
// expect, a string it cannot vouch for) is refused, and the caller reads
// the event with QJsonDocument instead; accepted input is valid JSON that
// QJsonDocument reads to the same values.
class ChatChunkReader final
{
public:
    // A JSON string as it appears between its quotes, escapes unresolved.
    struct String {
        QByteArrayView raw;
        bool present = false; // false when absent or null
        bool escaped = false;
        bool ascii = true;
    };

    // One piece of a tool call (contract §5).
    struct ToolCallPiece {
        std::optional<qint64> index;
        String id;
        String type;
        String name; // function.name
        String arguments; // function.arguments
    };

    struct Chunk {
        String id;
        String model;
        String role;
        String content;
        String finishReason;
        QVarLengthArray<ToolCallPiece, 1> toolCalls; // delta.tool_calls, in order
    };

    ChatChunkReader() = delete;

    // Whether `json` has the shape; only then is `chunk` filled in.
    [[nodiscard]] static bool read(QByteArrayView json, Chunk &chunk);
    // Appends the text of a string that read() accepted.
    static void appendText(const String &string, QString &out);
};

} // namespace baton

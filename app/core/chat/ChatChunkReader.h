#pragma once

#include <QByteArrayView>
#include <QString>

namespace baton {

// Reads the one shape that makes up almost all of a streamed answer — a
// chat.completion.chunk with a single choice whose delta holds role and/or
// content — straight from its bytes, without building a JSON document.
// Anything else (another member, a duplicate, a tool call, a number it does
// not expect, a string it cannot vouch for) is refused, and the caller reads
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

    struct Chunk {
        String id;
        String model;
        String role;
        String content;
        String finishReason;
    };

    ChatChunkReader() = delete;

    // Whether `json` has the shape; only then is `chunk` filled in.
    [[nodiscard]] static bool read(QByteArrayView json, Chunk &chunk);
    // Appends the text of a string that read() accepted.
    static void appendText(const String &string, QString &out);
};

} // namespace baton

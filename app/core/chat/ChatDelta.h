#pragma once

#include <QFlags>
#include <QStringView>
#include <QVarLengthArray>

namespace baton {

// What one event changed in the ChatAnswer being decoded, so that a view can
// update in place (append the new text, redraw one tool call) instead of
// re-reading the whole answer. Views point into the decoder's answer and are valid
// until the decoder is fed again.
struct ChatDelta {
    enum Change : quint16 {
        Role = 0x1,
        Content = 0x2,
        ToolCalls = 0x4,
        FinishReason = 0x8,
        Usage = 0x10,
        ServiceObject = 0x20,
        Error = 0x40,
        Done = 0x80, // [DONE] arrived
        Unrecognised = 0x100, // an entry was added to ChatAnswer::unrecognised
        Metadata = 0x200, // ChatAnswer::id or ChatAnswer::model changed
        Ended = 0x400, // the stream ended (ChatStreamDecoder::finish)
    };
    Q_DECLARE_FLAGS(Changes, Change)

    Changes changes;
    QStringView content; // the text appended to ChatAnswer::content
    QVarLengthArray<qsizetype, 4> toolCalls; // positions in ChatAnswer::toolCalls that changed
};

Q_DECLARE_OPERATORS_FOR_FLAGS(ChatDelta::Changes)

} // namespace baton

#pragma once

#include "core/sse/Utf8.h"

#include <QByteArrayView>
#include <QMetaType>
#include <QString>

namespace baton {

// One event dispatched by SseParser, as the parser hands it to its sink: UTF-8
// bytes that are always valid (decoding errors already replaced by U+FFFD),
// pointing into the parser's buffers and valid only during the call.
struct SseEventView {
    QByteArrayView type; // "message" unless the stream named it
    QByteArrayView data; // the data lines joined by LF
    QByteArrayView lastEventId; // the last event ID when the event was dispatched
};

// The same event as a value that can be kept.
struct SseEvent {
    QString type;
    QString data;
    QString lastEventId;

    [[nodiscard]] static SseEvent fromView(const SseEventView &view)
    {
        return {Utf8::decode(view.type), Utf8::decode(view.data), Utf8::decode(view.lastEventId)};
    }

    friend bool operator==(const SseEvent &, const SseEvent &) = default;
};

} // namespace baton

Q_DECLARE_METATYPE(baton::SseEvent)

#pragma once

#include <QColor>
#include <QPalette>
#include <QTextCharFormat>

#include <optional>

class QWidget;

namespace baton {

// The colours that say what a text means (an error, a warning, a success, a
// note, or a secondary detail), taken from a palette: dark tones on a light
// background, light ones on a dark background, each with a contrast of at
// least 4.5:1 (WCAG AA) against the background it is drawn on.
enum class Status { Error, Warning, Success, Info, Muted };

// How setStatusStyle() shows a widget: coloured text (bold for Strong), a
// badge (coloured text on a tint of the colour), a banner (the palette's text
// on a tint, with a border and room around it), or a bar (a banner for a frame
// holding labels).
enum class StatusLook { Text, Strong, Badge, Banner, Bar };

// The contrast ratio of two colours as WCAG 2 defines it, from 1 to 21.
[[nodiscard]] double contrastRatio(const QColor &a, const QColor &b);
// The colour of `status` text drawn on `background`.
[[nodiscard]] QColor statusColor(Status status, const QPalette &palette, const QColor &background);
// The colour of `status` text drawn on the palette's `background` role.
[[nodiscard]] QColor statusColor(Status status, const QPalette &palette,
                                 QPalette::ColorRole background = QPalette::Window);
// A background tinted with `status`'s colour, on the palette's `background` role.
[[nodiscard]] QColor statusTint(Status status, const QPalette &palette,
                                QPalette::ColorRole background = QPalette::Window);
// Text of a document in the colour of `status` on `background`, bold unless
// it is a detail (Muted).
[[nodiscard]] QTextCharFormat statusTextFormat(Status status, const QPalette &palette, const QColor &background);
// `colour`, darkened or lightened until it reaches 4.5:1 against `background`.
[[nodiscard]] QColor readableOn(const QColor &colour, const QColor &background);

// Gives `widget` (which has an objectName) the style sheet of `status` in
// `look`, or none without a status, and gives it again from the new palette
// whenever the application's palette changes (once the change has reached the
// widget, through the event loop).
void setStatusStyle(QWidget *widget, std::optional<Status> status, StatusLook look = StatusLook::Text);

} // namespace baton

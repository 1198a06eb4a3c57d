#pragma once

#include <QPalette>

class QSettings;

namespace baton::theme {

// View › Theme: the desktop's own look, or Baton's light or dark palette on
// the Fusion style (which draws every control from the palette alone, so a
// dark palette is dark everywhere even on a desktop that offers no dark style).
enum class Choice { System, Light, Dark };

// Complete palettes: every role in the Active, Inactive and Disabled groups,
// text on its background at 4.5:1 or more (WCAG AA).
[[nodiscard]] QPalette lightPalette();
[[nodiscard]] QPalette darkPalette();

// The choice kept under "ui/theme"; System when none is.
[[nodiscard]] Choice chosen(const QSettings &settings);
// Keeps `choice` and applies it.
void choose(QSettings &settings, Choice choice);

// Gives the application the style and palette of `choice` at once. The
// first call notes the style and palette the application had, which System
// gives back.
void apply(Choice choice);

} // namespace baton::theme

#pragma once

class QAbstractButton;
class QAction;

namespace baton {

// An action that stands for `button` elsewhere (a toolbar): triggering it
// clicks the button, so the button's own handler runs, and it follows the
// button's enabled state, tooltip and whether it is hidden. It has the
// button's text and icon. The button owns it.
[[nodiscard]] QAction *actionFor(QAbstractButton *button);

} // namespace baton

#pragma once

class QApplication;

namespace baton {

// The wheel over a combo box, spin box or slider that does not have the
// focus scrolls the form it lies in instead of changing its value: a form
// scrolled with the wheel never changes under the pointer (the secret a tool
// sends, a method, a number). Such controls take the focus from a click or
// Tab, not from the wheel; once focused, the wheel changes them as usual.
// Installed once on the application (the console's main, and the tests that
// open its windows), it covers every window and dialog.
void installWheelGuard(QApplication &application);

} // namespace baton

#pragma once

class QApplication;

namespace baton {

// A window that closes gives the keyboard back to the window it came from.
// The window manager decides where the focus goes when a window goes, and a
// question box and its editor closing one after the other (Discard) left it
// with neither, and the console without the keyboard until a click. So a
// window hidden while it, or a window already gone, had the keyboard hands
// it to its parent's window. Installed once on the application (the
// console's main, and the tests that open its windows).
void installFocusReturn(QApplication &application);

} // namespace baton

#pragma once

class QApplication;
class QWidget;

namespace baton {

// Every mnemonic in a dialog works from any field, and every button of its
// button box (Save, Cancel, Discard, a question's Delete and Keep) has one.
// A mnemonic shared by two widgets only moves the focus between them, and
// translations choose their letters field by field, so the mnemonics of the
// widgets a dialog shows (labels with a buddy, buttons, group boxes) are
// shared out when it is shown, and again when a widget in it is shown: the
// button box's buttons first, then the others in the order of the form, each
// keeping its own letter while no earlier widget has it, else taking the
// first letter of a word of its text, else any letter of it, that is free;
// one with no free letter left loses its mnemonic rather than sharing one.
// (Qt has no such allocator; KDE's KAcceleratorManager is not built for Qt 6
// on this platform.) Installed once on the application (the console's main,
// and the tests that open its windows).
void installMnemonics(QApplication &application);

// Shares out the mnemonics of `window` as described above, now.
void shareOutMnemonics(QWidget *window);

} // namespace baton

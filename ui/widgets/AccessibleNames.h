#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace baton {

// A label names only the widget beside it, and only on some platforms (a
// screen reader on Linux reads a combo box's value as its name). A field
// made of several widgets, or put in a wrapper under its label, gets the
// label's words as the accessible name of each input in it that has no name
// of its own: `field` itself when it is one, the line edit of an editable
// combo box, the text box of a counted text, the list of a list editor.
// The '&' of the label's accelerator and a closing colon are left out.
// Each input is named as nameInput() names it.
void nameAfterLabel(QWidget *field, const QString &labelText);

// Gives `input` its accessible name. A combo box also gets a label beside it,
// hidden, whose buddy it is: a screen reader on Linux names a combo box only
// by the label it is labelled by (Qt reports its value as its name there).
// The label follows the combo box to a new parent, and goes with it.
void nameInput(QWidget *input, const QString &name);

// A label that says nothing at times (a field's error line, kept empty for
// room): while it has no text, assistive technologies are told it is not
// shown and it has no name (Qt would give it the title of the group box it
// is in). Call before anything asks for the label's accessible interface.
void quietWhileEmpty(QLabel *label);

} // namespace baton

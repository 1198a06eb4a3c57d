#pragma once

#include <QString>

class QWidget;

namespace baton {

// A label names only the widget beside it, and only on some platforms (a
// screen reader on Linux reads a combo box's value as its name). A field
// made of several widgets, or put in a wrapper under its label, gets the
// label's words as the accessible name of each input in it that has no name
// of its own: `field` itself when it is one, the line edit of an editable
// combo box, the text box of a counted text, the list of a list editor.
// The '&' of the label's accelerator and a closing colon are left out.
void nameAfterLabel(QWidget *field, const QString &labelText);

} // namespace baton

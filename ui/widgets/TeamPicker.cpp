#include "ui/widgets/TeamPicker.h"

#include <QLineEdit>

namespace baton {

TeamPicker::TeamPicker(QWidget *parent)
    : NamePicker(NameBook::Kind::Team, parent)
{
    lineEdit()->setPlaceholderText(tr("Choose a team, or type its id"));
}

} // namespace baton

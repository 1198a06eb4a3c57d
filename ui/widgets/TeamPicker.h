#pragma once

#include "ui/widgets/NamePicker.h"

namespace baton {

// Picks a team id: the teams the console has seen, by label (a NamePicker of
// teams), or an id typed.
class TeamPicker final : public NamePicker
{
    Q_OBJECT

public:
    explicit TeamPicker(QWidget *parent = nullptr);
};

} // namespace baton

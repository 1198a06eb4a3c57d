#include "widgets/MessageBox.h"

namespace baton {

std::optional<QMessageBox::StandardButton> MessageBox::s_nextAnswer;
int MessageBox::s_asked = 0;

QMessageBox::StandardButton MessageBox::question(QWidget *parent, const QString &title, const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    ++s_asked;
    if (s_nextAnswer)
        return *std::exchange(s_nextAnswer, std::nullopt);
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

void MessageBox::setNextAnswer(QMessageBox::StandardButton answer)
{
    s_nextAnswer = answer;
}

int MessageBox::questionsAsked()
{
    return s_asked;
}

} // namespace baton

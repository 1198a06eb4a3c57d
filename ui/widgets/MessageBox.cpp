#include "ui/widgets/MessageBox.h"

#include <QPushButton>

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

QMessageBox::StandardButton MessageBox::question(QWidget *parent, const QString &title, const QString &text,
                                                 const QList<std::pair<QMessageBox::StandardButton, QString>> &buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    ++s_asked;
    if (s_nextAnswer)
        return *std::exchange(s_nextAnswer, std::nullopt);
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
    for (const auto &[button, label] : buttons)
        box.addButton(button)->setText(label);
    box.setDefaultButton(defaultButton);
    box.exec();
    return box.standardButton(box.clickedButton());
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

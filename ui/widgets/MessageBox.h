#pragma once

#include <QMessageBox>

#include <optional>
#include <utility>

namespace baton {

// QMessageBox questions with a seam for tests: setNextAnswer() makes the next
// question return that button without showing anything.
class MessageBox final
{
public:
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons,
                                                QMessageBox::StandardButton defaultButton);
    // The same with buttons of the question's own words ("Delete", "Keep"),
    // each standing for a standard button; the seam answers it alike.
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                                const QList<std::pair<QMessageBox::StandardButton, QString>> &buttons,
                                                QMessageBox::StandardButton defaultButton);
    static void setNextAnswer(QMessageBox::StandardButton answer);
    // How many questions were asked, for tests.
    [[nodiscard]] static int questionsAsked();

private:
    static std::optional<QMessageBox::StandardButton> s_nextAnswer;
    static int s_asked;
};

} // namespace baton

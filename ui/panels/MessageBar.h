#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QPushButton;
class QToolButton;

namespace baton {

// The bar over a page's list that says what went wrong there, in the
// service's words, or what just happened: an error stays until dismissed,
// with Retry where reading again may help; a warning offers Retry too; a note
// hides itself after a while. The text is plain, so the service's words are
// never read as markup.
class MessageBar final : public QWidget
{
    Q_OBJECT

public:
    explicit MessageBar(QWidget *parent = nullptr);

    // `subject`: the id of the object an action's error is about (a refused
    // delete); empty for an error about the page's list, which stays until
    // dismissed or the list is read again.
    void showError(const QString &text, bool canRetry, const QString &subject = QString());
    // Something the user should know that did not fail outright (a list that
    // ended early): in the warning colour, with Retry.
    void showWarning(const QString &text);
    void showNote(const QString &text);
    void dismiss();
    // Hides an error about an object (showError's subject) once the page's
    // state has moved on from it, unless it is about `kept`: the selection
    // moved to another object, or what the console knows of the objects
    // changed (what the message says of their relations may no longer hold).
    void dismissObjectError(const QString &kept = QString());

Q_SIGNALS:
    // Retry was clicked; the bar has hidden itself.
    void retryRequested();

private:
    QLabel *m_text = nullptr;
    QPushButton *m_retry = nullptr;
    QToolButton *m_dismiss = nullptr;
    QTimer m_noteTimer;
    QString m_subject; // the object the error shown is about; empty for any other message
};

} // namespace baton

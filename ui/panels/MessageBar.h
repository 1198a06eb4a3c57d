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

    void showError(const QString &text, bool canRetry);
    // Something the user should know that did not fail outright (a list that
    // ended early): in the warning colour, with Retry.
    void showWarning(const QString &text);
    void showNote(const QString &text);
    void dismiss();

Q_SIGNALS:
    // Retry was clicked; the bar has hidden itself.
    void retryRequested();

private:
    QLabel *m_text = nullptr;
    QPushButton *m_retry = nullptr;
    QToolButton *m_dismiss = nullptr;
    QTimer m_noteTimer;
};

} // namespace baton

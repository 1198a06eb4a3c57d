#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace baton {

// Multi-line plain text with a live count of its characters (Unicode code
// points, as the service counts them) against a limit, e.g. "18204 / 20000";
// the count turns red once the text is over. Typing past the limit is allowed:
// the form says what is wrong instead of cutting the text.
class CountedTextEdit final : public QWidget
{
    Q_OBJECT

public:
    explicit CountedTextEdit(qint64 maximum, QWidget *parent = nullptr);

    [[nodiscard]] QString text() const;
    void setText(const QString &text);
    void setPlaceholderText(const QString &text);
    // Makes the text area exactly this many lines high (it scrolls beyond).
    void setVisibleLines(int lines);

    [[nodiscard]] qint64 count() const { return m_count; }
    [[nodiscard]] qint64 maximum() const { return m_maximum; }
    [[nodiscard]] bool isOverLimit() const { return m_count > m_maximum; }

    [[nodiscard]] QPlainTextEdit *editor() const { return m_edit; }

Q_SIGNALS:
    void textChanged();

private:
    QPlainTextEdit *m_edit;
    QLabel *m_counter;
    qint64 m_maximum;
    qint64 m_count = 0;

    void updateCount();
};

} // namespace baton

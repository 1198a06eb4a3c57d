#pragma once

#include <QAccessibleWidget>

namespace baton {

class TranscriptView;

// What assistive technology reads of the transcript: its text without the
// characters Qt keeps in a document for its frames and paragraphs (U+FDD0,
// U+FDD1, U+2028, U+2029: each reads as a line break) or its objects
// (U+FFFC: a space), one character for one, so that an offset is the
// document's position; and the link Tab put the focus on, as its
// description. Qt's own interface for a text edit reads the document's
// characters as they are.
class TranscriptAccessible final : public QAccessibleWidget, public QAccessibleTextInterface
{
public:
    explicit TranscriptAccessible(TranscriptView *view);

    // Makes Qt build this interface for every TranscriptView.
    static void install();

    void *interface_cast(QAccessible::InterfaceType type) override;
    [[nodiscard]] QAccessible::State state() const override;
    [[nodiscard]] QString text(QAccessible::Text type) const override;

    void selection(int selectionIndex, int *startOffset, int *endOffset) const override;
    [[nodiscard]] int selectionCount() const override;
    void addSelection(int startOffset, int endOffset) override;
    void removeSelection(int selectionIndex) override;
    void setSelection(int selectionIndex, int startOffset, int endOffset) override;
    [[nodiscard]] int cursorPosition() const override;
    void setCursorPosition(int position) override;
    [[nodiscard]] QString text(int startOffset, int endOffset) const override;
    [[nodiscard]] int characterCount() const override;
    [[nodiscard]] QRect characterRect(int offset) const override;
    [[nodiscard]] int offsetAtPoint(const QPoint &point) const override;
    void scrollToSubstring(int startIndex, int endIndex) override;
    [[nodiscard]] QString attributes(int offset, int *startOffset, int *endOffset) const override;

    // The document's text as it is read: one character for each of its own.
    [[nodiscard]] static QString readableText(QString raw);

private:
    [[nodiscard]] TranscriptView *view() const;
};

} // namespace baton

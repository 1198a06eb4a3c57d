#include "ui/chat/TranscriptAccessible.h"

#include "ui/chat/TranscriptView.h"

#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

QAccessibleInterface *transcriptFactory(const QString &className, QObject *object)
{
    if (className == "baton::TranscriptView"_L1 && object && object->isWidgetType())
        return new TranscriptAccessible(static_cast<TranscriptView *>(object));
    return nullptr;
}

} // namespace

TranscriptAccessible::TranscriptAccessible(TranscriptView *view)
    : QAccessibleWidget(view, QAccessible::EditableText)
{ }

void TranscriptAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(transcriptFactory);
        return true;
    }();
    Q_UNUSED(installed)
}

TranscriptView *TranscriptAccessible::view() const
{
    return static_cast<TranscriptView *>(widget());
}

void *TranscriptAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TextInterface)
        return static_cast<QAccessibleTextInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessible::State TranscriptAccessible::state() const
{
    QAccessible::State state = QAccessibleWidget::state();
    state.readOnly = true;
    state.multiLine = true;
    state.selectableText = true;
    return state;
}

QString TranscriptAccessible::text(QAccessible::Text type) const
{
    if (type == QAccessible::Value)
        return readableText(view()->document()->toRawText());
    if (type == QAccessible::Description && !view()->focusedLink().isEmpty())
        return view()->focusedLink();
    return QAccessibleWidget::text(type);
}

QString TranscriptAccessible::readableText(QString raw)
{
    for (QChar &c : raw) {
        switch (c.unicode()) {
        case 0xfdd0: // the start of a frame
        case 0xfdd1: // the end of a frame
        case QChar::ParagraphSeparator:
        case QChar::LineSeparator:
            c = u'\n';
            break;
        case QChar::ObjectReplacementCharacter:
        case QChar::Nbsp:
            c = u' ';
            break;
        default:
            break;
        }
    }
    return raw;
}

void TranscriptAccessible::selection(int selectionIndex, int *startOffset, int *endOffset) const
{
    const QTextCursor cursor = view()->textCursor();
    *startOffset = *endOffset = 0;
    if (selectionIndex == 0 && cursor.hasSelection()) {
        *startOffset = cursor.selectionStart();
        *endOffset = cursor.selectionEnd();
    }
}

int TranscriptAccessible::selectionCount() const
{
    return view()->textCursor().hasSelection() ? 1 : 0;
}

void TranscriptAccessible::addSelection(int startOffset, int endOffset)
{
    setSelection(0, startOffset, endOffset);
}

void TranscriptAccessible::removeSelection(int selectionIndex)
{
    if (selectionIndex != 0)
        return;
    QTextCursor cursor = view()->textCursor();
    cursor.clearSelection();
    view()->setTextCursor(cursor);
}

void TranscriptAccessible::setSelection(int selectionIndex, int startOffset, int endOffset)
{
    if (selectionIndex != 0)
        return;
    const int last = characterCount();
    QTextCursor cursor(view()->document());
    cursor.setPosition(std::clamp(startOffset, 0, last));
    cursor.setPosition(std::clamp(endOffset, 0, last), QTextCursor::KeepAnchor);
    view()->setTextCursor(cursor);
}

int TranscriptAccessible::cursorPosition() const
{
    return view()->textCursor().position();
}

void TranscriptAccessible::setCursorPosition(int position)
{
    QTextCursor cursor(view()->document());
    cursor.setPosition(std::clamp(position, 0, characterCount()));
    view()->setTextCursor(cursor);
}

QString TranscriptAccessible::text(int startOffset, int endOffset) const
{
    const QString raw = view()->document()->toRawText();
    const qsizetype start = std::clamp<qsizetype>(startOffset, 0, raw.size());
    const qsizetype end = std::clamp<qsizetype>(endOffset, start, raw.size());
    return readableText(raw.mid(start, end - start));
}

int TranscriptAccessible::characterCount() const
{
    // The document's last character is the paragraph separator Qt always keeps.
    return std::max(0, view()->document()->characterCount() - 1);
}

QRect TranscriptAccessible::characterRect(int offset) const
{
    QTextCursor cursor(view()->document());
    cursor.setPosition(std::clamp(offset, 0, characterCount()));
    QRect rect = view()->cursorRect(cursor);
    if (offset < characterCount()) {
        cursor.setPosition(offset + 1);
        const QRect next = view()->cursorRect(cursor);
        if (next.top() == rect.top())
            rect.setRight(std::max(rect.right(), next.left()));
    }
    return QRect(view()->viewport()->mapToGlobal(rect.topLeft()), rect.size());
}

int TranscriptAccessible::offsetAtPoint(const QPoint &point) const
{
    const QPoint local = view()->viewport()->mapFromGlobal(point);
    if (!view()->viewport()->rect().contains(local))
        return -1;
    return view()->cursorForPosition(local).position();
}

void TranscriptAccessible::scrollToSubstring(int startIndex, int endIndex)
{
    Q_UNUSED(endIndex)
    QTextCursor cursor(view()->document());
    cursor.setPosition(std::clamp(startIndex, 0, characterCount()));
    const QRect rect = view()->cursorRect(cursor);
    if (!view()->viewport()->rect().contains(rect))
        view()->verticalScrollBar()->setValue(view()->verticalScrollBar()->value() + rect.top());
}

QString TranscriptAccessible::attributes(int offset, int *startOffset, int *endOffset) const
{
    // No attributes are told: the whole text is one run.
    Q_UNUSED(offset)
    *startOffset = 0;
    *endOffset = characterCount();
    return QString();
}

} // namespace baton

#pragma once

#include <QString>
#include <QTextBlockFormat>
#include <QTextCharFormat>

#include <limits>

class QTextBlock;
class QTextDocument;
class QTextList;

// What MarkdownStream needs to know of the blocks Qt's Markdown reader makes,
// and to do to them, when it renders an answer in parts.
namespace baton::markdownblocks {

// The length of the blocks a long line or paragraph is shown in while it
// streams: Qt lays out and shapes a changed block whole.
constexpr qsizetype TailBlockLength = 600;

// A list at the top level of an answer (not in another list) has indent 1.
[[nodiscard]] bool isTopLevel(const QTextList *list);

// The formats Qt's Markdown importer gives the lines of a fenced code block.
[[nodiscard]] QTextBlockFormat codeBlockFormat(QChar fence, const QString &language);
[[nodiscard]] QTextCharFormat codeCharFormat();

// A document that setMarkdown left without a block to show (only link
// reference definitions, a fence without a line, blank lines). A fence with
// a blank line shows an empty code line.
[[nodiscard]] bool rendersNothing(const QTextDocument &rendered);

// Markdown for a block of the kind of `last`, to be read before a part of an
// answer that comes after `last`, and the number of blocks it renders alone.
struct Context {
    QString markdown;
    int blocks = 0;
};
[[nodiscard]] const Context &contextBefore(const QTextBlock &last);

// The most items a list of bullets grows to while an answer streams before
// its next items make a list of their own (see joinListBefore).
constexpr int ListChunkItems = 16;

// The items of the top-level list `first` is in join the top-level list of
// the same style before it, across the blocks of its last item, so that they
// are numbered on as in the whole text. Unless that list is of bullets and
// holds `most` items already: Qt lays all the items of a list out again when
// one joins it, so a long list of bullets grows as lists of `most` items,
// which look as one (numbers could not go on: Qt 6.4's lists all start at
// 1), and joinListChunks() makes them one when it ends. Returns the list
// before when it was left so, and null otherwise.
QTextList *joinListBefore(const QTextBlock &first, int most = std::numeric_limits<int>::max());

// The top-level lists of `head`'s style that follow it, across the blocks of
// their items, join it: the lists a long list of bullets grew as are one.
void joinListChunks(QTextList *head);

// Gives `block` a plain paragraph's format, out of any list.
void resetBlock(const QTextBlock &block);

} // namespace baton::markdownblocks

#pragma once

#include <QChar>
#include <QStringView>

#include <optional>

// What a line of Markdown starts, read from its first characters as the
// CommonMark rules read them: what MarkdownStream needs to know where an
// answer may be cut while it streams. Pure functions of the text.
namespace baton::markdownlines {

// Nothing but white space.
[[nodiscard]] bool isBlank(QStringView line);

// The spaces `line` starts with.
[[nodiscard]] qsizetype indentOf(QStringView line);

// A list item's marker (-, *, +, 1. or 1)) at the start of `line`.
[[nodiscard]] bool startsListItem(QStringView line);

// A list item's marker, white space and a character that is neither white
// space nor the bullet: an item whatever comes after (not a rule).
[[nodiscard]] bool startsListItemWithText(QStringView line);

// The kind of list an item at the start of `line` belongs to: its bullet, or
// the delimiter after its number; nothing when the line starts no item.
[[nodiscard]] QChar listKindOf(QStringView line);

// A list item's marker alone on a line, in any container.
[[nodiscard]] bool isEmptyListItem(QStringView line);

// A line that may hold a link reference definition, in any container.
[[nodiscard]] bool mayDefineLink(QStringView line);

// A link reference definition alone on a line at the start of a block.
[[nodiscard]] bool definesLink(QStringView line);

// The fence a line opens (``` or ~~~, three or more, after at most three
// spaces; a backtick fence's info string holds no backtick), or nothing.
[[nodiscard]] QStringView fenceOpenedBy(QStringView line);

// `line` closes the fence opened with `fence`.
[[nodiscard]] bool closesFence(QStringView line, QStringView fence);

// The line that closes a fence `markdown` leaves open at its end (the
// fence, indented as its opening line), or nothing. Lines in a block quote
// are read after their markers; a fence indented four spaces or more (in a
// list item) is not seen.
[[nodiscard]] QString openFenceCloser(QStringView markdown);

// Whether `content` (a line's text after its indentation, or an item's after
// its marker) starts text of a paragraph, and nothing that could start a
// block of its own (a heading, quote, fence, table, rule, setext underline,
// nested list or indented code) or change the block before it: a word, or
// inline markup. Qt's reader lets such a block inside a list item change the
// formats of the items after it, so that only a list of plain text is cut at
// its items.
[[nodiscard]] bool startsPlainText(QStringView content);

// A table's delimiter row at column 0: pipes, colons, dashes and white
// space only, with at least one pipe and one dash.
[[nodiscard]] bool isTableDelimiterRow(QStringView line);

// The cells of a table's row, as the pipes that are not escaped cut it
// (leading and trailing pipes aside).
[[nodiscard]] qsizetype tableCellCount(QStringView line);

// The column a list item's content starts at (its marker and one to four
// spaces after it, or one), or 0 when `line` starts no item or a tab
// follows its marker.
[[nodiscard]] qsizetype itemContentColumn(QStringView line);

// The text of a list item's line after its marker and the space after it.
[[nodiscard]] QStringView itemContent(QStringView line);

// An unfinished line that shows nothing of what it starts yet: white space
// and block quote markers, and perhaps a list item's marker after them (Qt's
// reader would make an empty item of it, or a heading of the line before).
[[nodiscard]] bool holdsNoTextYet(QStringView line);

// The text of a block quote's line after its `>` and the space after it,
// when that text starts a paragraph's text (startsPlainText); a `complete`
// line must not end with a hard break (its one space at the end is left
// out). The unfinished last line's white space at the end is left out
// (empty when there is nothing else).
[[nodiscard]] std::optional<QStringView> plainQuoteText(QStringView line, bool complete);

} // namespace baton::markdownlines

#include "ui/chat/MarkdownBlocks.h"

#include "ui/chat/MarkdownStream.h"

#include <QFontDatabase>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

using namespace Qt::StringLiterals;

namespace baton::markdownblocks {

bool isTopLevel(const QTextList *list)
{
    return list && list->format().indent() == 1;
}

QTextBlockFormat codeBlockFormat(QChar fence, const QString &language)
{
    QTextBlockFormat format;
    format.setNonBreakableLines(true);
    format.setProperty(QTextFormat::BlockCodeLanguage, language);
    format.setProperty(QTextFormat::BlockCodeFence, QString(fence));
    return format;
}

QTextCharFormat codeCharFormat()
{
    QTextCharFormat format;
    format.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return format;
}

bool rendersNothing(const QTextDocument &rendered)
{
    const QTextBlock first = rendered.begin();
    return rendered.blockCount() == 1 && first.text().isEmpty() && !first.textList()
        && first.blockFormat().headingLevel() == 0
        && !first.blockFormat().hasProperty(QTextFormat::BlockTrailingHorizontalRulerWidth)
        && !first.blockFormat().hasProperty(QTextFormat::BlockCodeFence)
        && rendered.rootFrame()->childFrames().isEmpty();
}

const Context &contextBefore(const QTextBlock &last)
{
    static const auto make = [](const QString &markdown) {
        QTextDocument alone;
        readAnswerMarkdown(alone, markdown);
        return Context {markdown, alone.blockCount()};
    };
    static const Context fence = make(u"```\nx\n```\n\n"_s);
    static const Context indented = make(u"    x\n\n"_s);
    static const Context quote = make(u"> x\n\n"_s);
    static const Context table = make(u"| x |\n|---|\n\n"_s);
    static const Context paragraph = make(u"x\n\n"_s);
    const QTextBlockFormat format = last.blockFormat();
    if (format.hasProperty(QTextFormat::BlockCodeFence))
        return fence;
    if (format.hasProperty(QTextFormat::BlockCodeLanguage))
        return indented;
    if (format.hasProperty(QTextFormat::BlockQuoteLevel))
        return quote;
    if (QTextCursor(last.previous()).currentTable())
        return table;
    return paragraph;
}

namespace {

// A block after the last item of a top-level list that is not in that item:
// not in a list, at indent 0, and neither in a table nor the empty block
// after one (a table in an item has cells, and an empty block after it, at
// indent 0).
bool endsTheItem(const QTextBlock &block)
{
    return !block.textList() && block.blockFormat().indent() == 0 && !QTextCursor(block).currentTable()
        && !(block.text().isEmpty() && QTextCursor(block.previous()).currentTable());
}

bool isBullet(const QTextList *list)
{
    const int style = list->format().style();
    return style >= QTextListFormat::ListSquare && style <= QTextListFormat::ListDisc;
}

} // namespace

QTextList *joinListBefore(const QTextBlock &first, int most)
{
    QTextList *list = first.textList();
    if (!isTopLevel(list))
        return nullptr;
    for (QTextBlock block = first.previous(); block.isValid(); block = block.previous()) {
        QTextList *before = block.textList();
        if (isTopLevel(before)) {
            if (before == list || before->format().style() != list->format().style())
                return nullptr;
            if (before->count() >= most && isBullet(before))
                return before;
            // The list deletes itself when its last item leaves it.
            QList<QTextBlock> items;
            for (int i = 0; i < list->count(); ++i)
                items << list->item(i);
            for (const QTextBlock &item : std::as_const(items))
                before->add(item);
            return nullptr;
        }
        if (endsTheItem(block))
            return nullptr;
    }
    return nullptr;
}

void joinListChunks(QTextList *head)
{
    if (!head || head->count() == 0)
        return;
    QList<QTextBlock> items;
    for (QTextBlock block = head->item(head->count() - 1).next(); block.isValid(); block = block.next()) {
        QTextList *list = block.textList();
        if (isTopLevel(list) && list != head) {
            if (list->format().style() != head->format().style())
                break;
            items << block;
        } else if (endsTheItem(block)) {
            break;
        }
    }
    for (const QTextBlock &item : std::as_const(items))
        head->add(item);
}

void resetBlock(const QTextBlock &block)
{
    if (QTextList *list = block.textList())
        list->remove(block);
    QTextCursor(block).setBlockFormat(QTextBlockFormat());
}

} // namespace baton::markdownblocks

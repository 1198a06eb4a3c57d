#include "ChatFixture.h"
#include "TranscriptStructure.h"
#include "core/api/ToolArguments.h"
#include "core/chat/ChatSession.h"
#include "support/LoopbackServer.h"
#include "support/MarkdownCompare.h"
#include "support/Palettes.h"
#include "support/TextPieces.h"
#include "ui/chat/MarkdownBlocks.h"
#include "ui/chat/MarkdownStream.h"
#include "ui/chat/ToolCallCards.h"
#include "ui/chat/TranscriptView.h"
#include "ui/widgets/Theme.h"

#include <QAbstractButton>
#include <QAbstractTextDocumentLayout>
#include <QAccessible>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTextList>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <functional>

using namespace Qt::StringLiterals;
using baton::ChatSession;
using baton::ConversationTurn;
using baton::TranscriptView;
using baton::test::piecesOf;
using chattest::ChatFixture;
using chattest::TranscriptStructure;
using State = baton::ConversationTurn::State;

namespace {

const QString markdown
    = u"# Release notes\n\n"
      "The console renders **Markdown** as it streams; see [the guide](https://example.org/guide).\n\n"
      "- first item\n- second item\n- third item\n\n"
      "```cpp\nint main()\n{\n\n    return 0;\n}\n```\n\n"
      "| name | tokens |\n|---|---:|\n| alpha | 12 |\n| beta | 7 |\n\n"
      "## Closing\n\nLast words."_s;

ConversationTurn userTurn(const QString &text)
{
    ConversationTurn turn;
    turn.text = text;
    return turn;
}

ConversationTurn answerTurn(State state)
{
    ConversationTurn turn;
    turn.role = ConversationTurn::Role::Assistant;
    turn.state = state;
    return turn;
}

// The text the view shows, without its empty lines.
QString shownText(const TranscriptView &view)
{
    QStringList lines = view.document()->toPlainText().split(u'\n');
    lines.removeIf([](const QString &line) { return line.trimmed().isEmpty(); });
    return lines.join(u'\n');
}

// `text` streamed into `view` as the answer of its only turn, a token at a
// time, each rendered before the next arrives; then the answer ends.
void stream(TranscriptView &view, const QString &text)
{
    view.addTurn(answerTurn(State::Streaming));
    view.startAnswer(0);
    for (const QString &piece : piecesOf(text)) {
        view.appendContent(0, piece);
        view.flushPending();
    }
    view.updateTurn(0, answerTurn(State::Completed));
}

// The shown numbers (or bullets' texts) of the list items.
QStringList itemTexts(const TranscriptView &view)
{
    QStringList texts;
    for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
        if (block.textList())
            texts << block.textList()->itemText(block);
    }
    return texts;
}

// The answer of the view's only turn renders as `text` rendered whole.
void expectWhole(const TranscriptView &view, const QString &text)
{
    QTextDocument whole;
    baton::readAnswerMarkdown(whole, text);
    const QString difference
        = baton::test::firstDifference({&whole, 0, whole.characterCount() - 1}, baton::test::answerRange(view, 0));
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

// The first block of `view`'s document that `isIt` holds for.
QTextBlock firstBlock(const TranscriptView &view, const std::function<bool(const QTextBlock &)> &isIt)
{
    QTextBlock block = view.document()->begin();
    while (block.isValid() && !isIt(block))
        block = block.next();
    return block;
}

// Whether the view's scroll range is that of its whole document: laid out to
// its end (documentSize() finishes the layout) and its size reported to the
// view, which sets the range from it. A view that follows the end moves as
// the range changes.
bool rangeTakesInAll(TranscriptView &view)
{
    const int height = view.document()->documentLayout()->documentSize().toSize().height();
    return view.verticalScrollBar()->maximum() == std::max(0, height - view.viewport()->height());
}

// `markdown` streamed into `view` (an answer) to `until`, then on to `next`:
// whether the block `isIt` holds for, shown at first and marked then, is
// still the block shown (grown in place, not read and inserted again).
bool growsInPlace(TranscriptView &view, const QString &markdown, qsizetype until, qsizetype next,
                  const std::function<bool(const QTextBlock &)> &isIt)
{
    view.addTurn(answerTurn(State::Streaming));
    view.startAnswer(0);
    view.appendContent(0, markdown.first(until));
    view.flushPending();
    QTextBlock shown = firstBlock(view, isIt);
    if (!shown.isValid())
        return false;
    shown.setUserState(24);
    view.appendContent(0, markdown.sliced(until, next - until));
    view.flushPending();
    return firstBlock(view, isIt).userState() == 24;
}

// Every state of each of `texts`, streamed in each piece scheme, reads as
// the text so far read whole.
void everyStateReadsWhole(const QStringList &texts)
{
    for (const QString &text : texts) {
        for (const baton::test::PieceScheme &scheme : baton::test::pieceSchemes(20261129)) {
            const QString difference = baton::test::intermediateDifference(text, scheme.cut(text));
            QVERIFY2(difference.isEmpty(), qPrintable(text.left(60) + u" / "_s + scheme.name + u": "_s + difference));
        }
    }
}

} // namespace

class tst_TranscriptView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Streamed in pieces of every size, the answer ends up as setMarkdown
    // renders the whole text; complete blocks are rendered while it streams.
    void piecesRenderLikeTheWhole()
    {
        for (const baton::test::PieceScheme &scheme : baton::test::pieceSchemes(20261125)) {
            const QString difference = baton::test::streamedDifference(markdown, scheme.cut(markdown));
            QVERIFY2(difference.isEmpty(), qPrintable(scheme.name + u": "_s + difference));
        }

        TranscriptView streamed;
        streamed.addTurn(userTurn(u"notes?"_s));
        streamed.addTurn(answerTurn(State::Streaming));
        streamed.startAnswer(1);
        bool headingWhileStreaming = false;
        for (const QString &piece : piecesOf(markdown)) {
            streamed.appendContent(1, piece);
            streamed.flushPending();
            headingWhileStreaming = headingWhileStreaming || TranscriptStructure::of(*streamed.document()).headings > 0;
        }
        QVERIFY(headingWhileStreaming);
        // The table is complete, as in the whole; the last paragraph is not yet rendered.
        QTextDocument whole;
        baton::readAnswerMarkdown(whole, markdown);
        QCOMPARE(TranscriptStructure::of(*streamed.document()).tableCells, TranscriptStructure::of(whole).tableCells);
        QVERIFY(shownText(streamed).contains(u"Last words."_s));
        streamed.updateTurn(1, answerTurn(State::Completed));
        QCOMPARE(streamed.messageText(1), markdown);
        QVERIFY(!shownText(streamed).contains(u"```"_s));
    }

    // What is shown while an answer streams is its text so far read whole:
    // the unfinished line too (bold, code and links already closed; an
    // unclosed marker literal until it closes), a line long enough to be
    // shown in pieces, and the line that ends a list, a table or a quote.
    void openLineReadsAsMarkdown()
    {
        QString longLine;
        for (int i = 0; i < 40; ++i)
            longLine += u"word%1 **bold %1** and `code %1` and [the docs](https://example.org/%1) "_s.arg(i);
        const QStringList texts {
            u"Some **bold** text, `code`, a [link](https://example.org/docs) and **an unclosed marker"_s,
            u"A paragraph.\n\nThen *emphasis that closes much later, after many words, here* and more"_s,
            longLine + u"**the end"_s,
            u"# Title with **bold**\n\nText"_s,
            u"- one **a**\n- two `b`\n- three [c](https://example.org)"_s,
            u"| a | b |\n|---|:-:|\n| **1** | 2 |\n| 3 | `4` |"_s,
            u"> quoted **bold**\n> and more"_s,
            u"```py\nx = 1\ny = 2\n```\n\nAfter the code"_s,
        };
        everyStateReadsWhole(texts);
        if (QTest::currentTestFailed())
            return;
        // The long line was shown in pieces, never as its markup.
        TranscriptView view;
        view.addTurn(answerTurn(State::Streaming));
        view.startAnswer(0);
        view.appendContent(0, longLine);
        view.flushPending();
        QVERIFY(view.document()->blockCount() > 3);
        QVERIFY(!view.document()->toPlainText().contains(u"**"_s));
        QVERIFY(!view.document()->toPlainText().contains(u"](https"_s));
    }

    // A table's rows, and the code lines of a fence inside a list item, are
    // added to what is shown as they arrive: the table and the lines shown
    // stay (they were read and inserted whole again on every update), and
    // every state reads as the text so far read whole.
    void longBlocksGrowInPlace()
    {
        QString table = u"The rows:\n\n| name | kind | tokens |\n|:--|:-:|--:|\n"_s;
        QString fence = u"1. Run:\n\n   ```bash\n"_s;
        for (int i = 0; i < 40; ++i) {
            table += u"| row %1 | **kind** | %2 |\n"_s.arg(i).arg(i * 17);
            fence += u"   echo %1\n"_s.arg(i);
        }
        table += u"\nDone."_s;
        fence += u"   ```\n2. Then:\n\n   ```\n   more\n   ```\n\nDone."_s;
        QString quote = u"They wrote:\n\n"_s;
        for (int i = 0; i < 40; ++i)
            quote += u"> line %1 with **bold**, `code` and [a link](https://example.org/%1)\n"_s.arg(i);
        quote += u"\nDone."_s;
        everyStateReadsWhole({table, fence, quote});
        if (QTest::currentTestFailed())
            return;

        TranscriptView view;
        view.addTurn(answerTurn(State::Streaming));
        view.startAnswer(0);
        const qsizetype rows = table.indexOf(u"| row 3 "_s);
        view.appendContent(0, table.first(rows + 4));
        view.flushPending();
        QPointer<QTextTable> shown;
        for (QTextBlock block = view.document()->begin(); block.isValid() && !shown; block = block.next())
            shown = QTextCursor(block).currentTable();
        QVERIFY(shown);
        QCOMPARE(shown->rows(), 5); // the header, three rows, and the row that arrives
        view.appendContent(0, table.sliced(rows + 4, table.indexOf(u"| row 39"_s) - rows - 4));
        view.flushPending();
        QVERIFY2(shown, "the table was read and inserted again");
        QCOMPARE(shown->rows(), 40);

        TranscriptView code;
        const auto firstCodeLine = [](const QTextBlock &block) {
            return block.text() == u"echo 0"_s && block.blockFormat().hasProperty(QTextFormat::BlockCodeFence);
        };
        QVERIFY2(
            growsInPlace(code, fence, fence.indexOf(u"   echo 3\n"_s), fence.indexOf(u"   echo 39"_s), firstCodeLine),
            "the code was read and inserted again");

        TranscriptView quoted;
        const auto quoteStart = [](const QTextBlock &block) {
            return block.text().startsWith(u"line 0 with bold"_s)
                && block.blockFormat().hasProperty(QTextFormat::BlockQuoteLevel);
        };
        QVERIFY2(growsInPlace(quoted, quote, quote.indexOf(u"> line 3 "_s), quote.indexOf(u"> line 39 "_s), quoteStart),
                 "the quote was read and inserted again");
        QString shownQuote;
        for (QTextBlock block = firstBlock(quoted, quoteStart);
             block.isValid() && block.blockFormat().hasProperty(QTextFormat::BlockQuoteLevel); block = block.next())
            shownQuote += block.text();
        QVERIFY2(shownQuote.contains(u"line 38 with bold, code and a link"_s), qPrintable(shownQuote.right(80)));
    }

    // Qt lays out every item of a list when one joins it: a long list of
    // bullets grows as lists of a few items, which read as one, and is one
    // list when it ends. Numbers go on in one list (Qt 6.4's lists start at 1).
    void longBulletListGrowsInChunks()
    {
        QString bullets = u"The steps:\n\n"_s;
        QString numbers = u"The steps:\n\n"_s;
        for (int i = 0; i < 60; ++i) {
            bullets += u"- step %1 with **bold**\n"_s.arg(i);
            numbers += u"%1. step %1\n"_s.arg(i + 1);
        }
        bullets += u"\nDone."_s;
        numbers += u"\nDone."_s;
        for (const auto &[markdown, chunked] : {std::pair {bullets, true}, std::pair {numbers, false}}) {
            TranscriptView view;
            ConversationTurn answer = answerTurn(State::Streaming);
            view.addTurn(answer);
            view.startAnswer(0);
            const qsizetype listEnd = markdown.indexOf(u"\nDone."_s);
            for (const QString &line : markdown.first(listEnd).split(u'\n')) {
                view.appendContent(0, line + u'\n');
                view.flushPending();
            }
            const auto listOf = [&view](const QString &text) {
                for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
                    if (block.text() == text)
                        return block.textList();
                }
                return static_cast<QTextList *>(nullptr);
            };
            QTextList *last = listOf(chunked ? u"step 59 with bold"_s : u"step 60"_s);
            QVERIFY(last);
            if (chunked)
                QVERIFY2(last->count() <= baton::markdownblocks::ListChunkItems,
                         qPrintable(u"the last item joined a list of %1"_s.arg(last->count())));
            else
                QCOMPARE(last->count(), 60);
            view.appendContent(0, markdown.sliced(listEnd + 1));
            answer.state = State::Completed;
            view.updateTurn(0, answer);
            last = listOf(chunked ? u"step 59 with bold"_s : u"step 60"_s);
            QVERIFY(last);
            QCOMPARE(last->count(), 60); // one list once the answer has ended
            QCOMPARE(last, listOf(chunked ? u"step 0 with bold"_s : u"step 1"_s));
        }
    }

    // An update that costs much (Qt lays out a whole table when it grows)
    // makes the next one wait at least as long as it took: rendering leaves
    // the window most of its time, whatever the server sends. A cheap update
    // brings the wait back down.
    void slowRendersWaitLonger()
    {
        TranscriptView view;
        view.addTurn(answerTurn(State::Streaming));
        view.startAnswer(0);
        QCOMPARE(view.renderInterval(), 16);
        QString table = u"| name | kind | tokens |\n|---|---|---:|\n"_s;
        for (int i = 0; i < 3000; ++i)
            table += u"| row %1 | kind %1 | %2 |\n"_s.arg(i).arg(i * 17);
        view.appendContent(0, table);
        QElapsedTimer took;
        took.start();
        view.flushPending();
        const qint64 heavy = took.elapsed();
        const int slowWait = view.renderInterval();
        QVERIFY2(slowWait > 16 && slowWait >= std::min<qint64>(heavy, 1000),
                 qPrintable(u"a render of %1 ms, then a wait of %2 ms"_s.arg(heavy).arg(slowWait)));
        QVERIFY(slowWait <= 1000);

        view.addTurn(answerTurn(State::Streaming));
        view.startAnswer(1);
        view.appendContent(1, u"A word."_s);
        view.flushPending();
        QVERIFY2(
            view.renderInterval() < slowWait,
            qPrintable(
                u"a wait of %1 ms after a word, %2 ms after the table"_s.arg(view.renderInterval()).arg(slowWait)));
    }

    // A table after a code block (as the sandbox answers: the message in a
    // fence, then a table) has its header cells on one line and all bold,
    // while it streams and once the answer has ended.
    void tableAfterCodeStandsLevel()
    {
        const QString text = u"# Answer\n\n````text\n/tool create_ticket\n````\n\n| Item | Value |\n| --- | --- |\n"
                             "| Target | Support desk |\n\nEnd.\n"_s;
        TranscriptView view;
        view.resize(600, 400);
        view.show();
        const auto check = [&view](const char *when) {
            QTextTable *table = nullptr;
            for (QTextBlock block = view.document()->begin(); block.isValid() && !table; block = block.next())
                table = QTextCursor(block).currentTable();
            QVERIFY2(table, when);
            QStringList cells;
            for (int column = 0; column < table->columns(); ++column) {
                const QTextTableCell cell = table->cellAt(0, column);
                const QTextBlock block = view.document()->findBlock(cell.firstPosition());
                QVERIFY2(
                    view.document()->findBlock(cell.lastPosition()) == block,
                    qPrintable(
                        u"%1: header cell %2 holds more than one block"_s.arg(QLatin1StringView(when)).arg(column)));
                QTextCursor in(block);
                in.movePosition(QTextCursor::EndOfBlock);
                QVERIFY2(in.charFormat().fontWeight() >= QFont::Bold, qPrintable(block.text()));
                cells << block.text();
            }
            QCOMPARE(cells, (QStringList {u"Item"_s, u"Value"_s}));
        };
        view.addTurn(answerTurn(State::Streaming));
        view.startAnswer(0);
        for (const QString &piece : piecesOf(text)) {
            view.appendContent(0, piece);
            view.flushPending();
        }
        check("streamed");
        view.updateTurn(0, answerTurn(State::Completed));
        check("ended");
    }

    // A loose ordered list counts 1, 2, 3, also after an item's second paragraph.
    void looseOrderedListCountsOn()
    {
        TranscriptView view;
        stream(view, u"1. Install\n\n2. Configure\n\n   with care\n\n3. Run"_s);
        QCOMPARE(itemTexts(view), QStringList({u"1."_s, u"2."_s, u"3."_s}));
        expectWhole(view, u"1. Install\n\n2. Configure\n\n   with care\n\n3. Run"_s);
    }

    // Reference links resolve, whether the definition comes before or after
    // them, and the definitions show nothing.
    void referenceLinksResolve()
    {
        const QString text = u"[Start][guide] here.\n\nSee [the docs][1] and [Guide].\n\n"
                             "[1]: https://example.org/docs\n[guide]: https://example.org/guide \"The guide\"\n\n"
                             "Again [the docs][1]."_s;
        TranscriptView view;
        stream(view, text);
        const QStringList links = TranscriptStructure::of(*view.document()).links;
        QCOMPARE(links.count(u"https://example.org/docs"_s), 2);
        QCOMPARE(links.count(u"https://example.org/guide"_s), 2);
        QVERIFY2(!shownText(view).contains(u"]:"_s), qPrintable(shownText(view)));
        QVERIFY2(!shownText(view).contains(u"[1]"_s), qPrintable(shownText(view)));
        expectWhole(view, text);
    }

    // A list item's continuation paragraph and indented code stay in the
    // item; indented code keeps its blank lines.
    void listItemsAndCodeKeepTheirParts()
    {
        const QString text = u"- item\n\n  continued\n\n      code in the item\n\nafter\n\n    a\n\n\n    b\n\nend"_s;
        TranscriptView view;
        stream(view, text);
        QHash<QString, QTextBlock> blocks;
        for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next())
            blocks.insert(block.text(), block);
        QCOMPARE(blocks.value(u"continued"_s).blockFormat().indent(), 1);
        QCOMPARE(blocks.value(u"code in the item"_s).blockFormat().indent(), 1);
        // Indented code keeps its two blank lines.
        const QTextBlock a = blocks.value(u"a"_s);
        QVERIFY(a.next().text().isEmpty() && a.next().next().text().isEmpty());
        QCOMPARE(a.next().next().next().text(), u"b"_s);
        expectWhole(view, text);
    }

    // A thematic break between paragraphs stays once the next block arrives,
    // while the answer streams and once it has ended.
    void ruleBetweenParagraphsStays()
    {
        const QString text = u"one\n\n---\n\ntwo\n\nthree"_s;
        const auto rules = [](const TranscriptView &view) {
            int found = 0;
            for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next())
                found += block.blockFormat().hasProperty(QTextFormat::BlockTrailingHorizontalRulerWidth) ? 1 : 0;
            return found;
        };
        for (const qsizetype size : {1, 2, 3, 5}) {
            TranscriptView view;
            view.addTurn(answerTurn(State::Streaming));
            view.startAnswer(0);
            QString received;
            for (const QString &piece : baton::test::piecesOfSize(text, size)) {
                view.appendContent(0, piece);
                view.flushPending();
                received += piece;
                if (received.contains(u"---\n\nt"_s))
                    QVERIFY2(rules(view) == 1, qPrintable(u"pieces of %1, after \"%2\""_s.arg(size).arg(received)));
            }
            view.updateTurn(0, answerTurn(State::Completed));
            QCOMPARE(rules(view), 1);
            expectWhole(view, text);
        }
    }

    // An empty list item leaves nothing of the rendering behind.
    void emptyListItemLeavesNothing()
    {
        TranscriptView view;
        stream(view, u"*\n\nafter"_s);
        QVERIFY2(!shownText(view).contains(u'x'), qPrintable(shownText(view)));
        expectWhole(view, u"*\n\nafter"_s);
    }

    // A whole answer with an HTML block holding blank lines shows that HTML as text.
    void wholeAnswerWithHtmlBlock()
    {
        const QString text = u"<div>\n\nHello *there*\n\n</div>"_s;
        TranscriptView view;
        ConversationTurn done = answerTurn(State::Completed);
        done.answer.content = text;
        view.addTurn(done);
        QVERIFY2(shownText(view).contains(u"<div>"_s), qPrintable(shownText(view)));
        QVERIFY2(shownText(view).contains(u"Hello there"_s), qPrintable(shownText(view)));
        QTextDocument whole;
        baton::readAnswerMarkdown(whole, text);
        const QString difference
            = baton::test::firstDifference({&whole, 0, whole.characterCount() - 1}, baton::test::answerRange(view, 0));
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    // Raw HTML is shown as text: a tool's output cannot hide or restyle words.
    void htmlIsShownAsText()
    {
        const QString text = u"Visible <span style=\"font-size:1px\">hidden</span> <b>bold</b>"_s;
        TranscriptView view;
        stream(view, text);
        QVERIFY2(shownText(view).contains(u"<span style=\"font-size:1px\">hidden</span>"_s),
                 qPrintable(shownText(view)));
        for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                QVERIFY(!format.hasProperty(QTextFormat::FontPointSize) || format.fontPointSize() > 1
                        || it.fragment().text().trimmed().isEmpty());
                if (it.fragment().text().contains(u"bold"_s))
                    QVERIFY(format.fontWeight() != QFont::Bold);
            }
        }
        expectWhole(view, text);
    }

    // Retry starts the answer over: nothing of the first attempt is left.
    void startAnswerEmptiesTheAnswer()
    {
        TranscriptView view;
        view.addTurn(userTurn(u"again"_s));
        view.addTurn(answerTurn(State::Streaming));
        view.startAnswer(1);
        view.appendContent(1, u"# First try\n\nbroken off"_s);
        view.updateTurn(1, answerTurn(State::Interrupted));
        QVERIFY(view.statusText(1).contains(u"Interrupted"_s));
        view.startAnswer(1);
        view.updateTurn(1, answerTurn(State::Streaming));
        view.appendContent(1, u"second"_s);
        view.updateTurn(1, answerTurn(State::Completed));
        QVERIFY(!shownText(view).contains(u"First try"_s));
        QVERIFY(!view.statusText(1).contains(u"Interrupted"_s));
        QCOMPARE(view.messageText(1), u"second"_s);
    }

    // The figures under an answer are the session's: its time to the first
    // token, and its speed from the first token to the end.
    void figuresAreTheTurnsTimes()
    {
        TranscriptView view;
        view.addTurn(userTurn(u"again"_s));
        ConversationTurn answer = answerTurn(State::Streaming);
        view.addTurn(answer);
        view.startAnswer(1);
        view.appendContent(1, u"Done."_s);
        answer.state = State::Completed;
        answer.firstTokenMs = 1234;
        answer.durationMs = 3234;
        answer.answer.usage = baton::ChatUsage {3, 50, 53};
        view.updateTurn(1, answer);
        const QString status = view.statusText(1);
        QVERIFY2(status.contains(u"First token: %1 ms"_s.arg(QLocale().toString(1234))), qPrintable(status));
        QVERIFY2(status.contains(u"%1 tokens/s"_s.arg(QLocale().toString(25.0, 'f', 1))), qPrintable(status));

        // Times not known say nothing.
        answer.firstTokenMs = -1;
        answer.durationMs = -1;
        view.updateTurn(1, answer);
        QVERIFY2(!view.statusText(1).contains(u"First token"_s), qPrintable(view.statusText(1)));
        QVERIFY2(!view.statusText(1).contains(u"tokens/s"_s), qPrintable(view.statusText(1)));
    }

    // A long answer from the sandbox, through a ChatSession.
    void longAnswerFromTheSandbox()
    {
        ChatFixture fixture;
        ChatSession session(fixture.client);
        QVERIFY(session.setTarget(fixture.supportAssistant()).isEmpty());
        TranscriptView view;
        view.resize(800, 600);
        view.show();
        view.setSession(&session);

        QSignalSpy finished(&session, &ChatSession::finished);
        QVERIFY(session.send(u"/long 1500 tell me everything"_s).isEmpty());
        QVERIFY(finished.wait(30000));
        QCOMPARE(session.state(), State::Completed);
        QCOMPARE(view.turnCount(), 2);
        QCOMPARE(view.messageText(0), u"/long 1500 tell me everything"_s);
        const QString content = session.turn(1).answer.content;
        QVERIFY(content.size() > 5000);
        QCOMPARE(view.messageText(1), content);

        const TranscriptStructure found = TranscriptStructure::of(*view.document());
        QVERIFY(found.headings >= 1);
        QVERIFY(found.listItems >= 1);
        QVERIFY(found.monospaceCodeBlocks >= 1);
        QVERIFY(found.tableCells >= 4);
        QVERIFY(!shownText(view).contains(u"```"_s));

        const QString status = view.statusText(1);
        QVERIFY2(status.contains(u"Tokens: "_s), qPrintable(status));
        QVERIFY2(status.contains(u"Credits: "_s), qPrintable(status));
        QVERIFY2(status.contains(session.turn(1).sentRequestId()), qPrintable(status));
        QVERIFY2(status.contains(u"First token: "_s), qPrintable(status));
        QVERIFY2(status.contains(u"tokens/s"_s), qPrintable(status));
        // The view followed the answer down.
        QCOMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());

        // A new chat empties the transcript.
        session.clear();
        QCOMPARE(view.turnCount(), 0);
        QVERIFY(shownText(view).trimmed().isEmpty());
    }

    // The view follows a streamed answer down while the user is at the end;
    // scrolled up, it stays where they are and offers a way back, which
    // follows again.
    void followsTheAnswerUnlessScrolledUp()
    {
        TranscriptView view;
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QScrollBar *bar = view.verticalScrollBar();
        view.addTurn(userTurn(u"tell me everything"_s));
        view.addTurn(answerTurn(State::Streaming));
        view.startAnswer(1);
        int paragraph = 0;
        const auto streamMore = [&view, &paragraph](int count) {
            for (const int end = paragraph + count; paragraph < end; ++paragraph) {
                view.appendContent(1,
                                   u"Paragraph %1 of a long answer, with words enough to wrap over a line or two "
                                   "in a narrow window.\n\n"_s.arg(paragraph));
                view.flushPending();
                QCoreApplication::processEvents();
            }
        };
        streamMore(120);
        QVERIFY(bar->maximum() > 2000);
        QTRY_COMPARE(bar->value(), bar->maximum());

        auto *jump = view.findChild<QAbstractButton *>(u"jumpToLatestButton"_s);
        QVERIFY(jump);
        QVERIFY(!jump->isVisible());
        QVERIFY(!jump->accessibleName().isEmpty());
        QVERIFY(jump->focusPolicy() & Qt::TabFocus);

        // The wheel, up: the view stays there while more text arrives.
        const QPoint centre = view.viewport()->rect().center();
        QWheelEvent wheel(centre, view.viewport()->mapToGlobal(centre), QPoint(), QPoint(0, 360), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &wheel);
        const int kept = bar->value();
        QVERIFY(kept < bar->maximum());
        streamMore(40);
        QTRY_VERIFY(rangeTakesInAll(view));
        QCOMPARE(bar->value(), kept);
        QVERIFY(jump->isVisible());
        QVERIFY(view.viewport()->geometry().contains(jump->geometry().center()));

        // Jump to latest: at the end, and following again.
        QTest::mouseClick(jump, Qt::LeftButton);
        QCOMPARE(bar->value(), bar->maximum());
        QVERIFY(!jump->isVisible());
        streamMore(40);
        QTRY_COMPARE(bar->value(), bar->maximum());

        // Scrolled up and back down by hand: the button hides, the view follows.
        QApplication::sendEvent(view.viewport(), &wheel);
        QVERIFY(jump->isVisible());
        QWheelEvent down(centre, view.viewport()->mapToGlobal(centre), QPoint(), QPoint(0, -3600), Qt::NoButton,
                         Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &down);
        QCOMPARE(bar->value(), bar->maximum());
        QVERIFY(!jump->isVisible());
        view.updateTurn(1, answerTurn(State::Completed));
        streamMore(0);
        QTRY_COMPARE(bar->value(), bar->maximum());

        // Scrolled to the very top, then a new chat: its first answer is followed.
        for (int turn = 0; turn < 500 && bar->value() > 0; ++turn)
            QApplication::sendEvent(view.viewport(), &wheel);
        QCOMPARE(bar->value(), 0);
        QVERIFY(jump->isVisible());
        view.clearTurns();
        QVERIFY(!jump->isVisible());
        view.addTurn(userTurn(u"and again"_s));
        view.addTurn(answerTurn(State::Streaming));
        view.startAnswer(1);
        paragraph = 0;
        streamMore(120);
        QTRY_COMPARE(bar->value(), bar->maximum());
        QVERIFY(!jump->isVisible());

        // Scrolled up, the user sends: their message is shown, and its answer followed.
        QApplication::sendEvent(view.viewport(), &wheel);
        QVERIFY(jump->isVisible());
        view.updateTurn(1, answerTurn(State::Completed));
        view.addTurn(userTurn(u"one more"_s));
        QTRY_COMPARE(bar->value(), bar->maximum());
        QVERIFY(!jump->isVisible());
    }

    // "Jump to latest" has an opaque backdrop of the palette's button colour:
    // what shows inside it is the same whatever text lies behind it, in the
    // light theme and in the dark.
    void jumpButtonHidesTheTextBehindIt_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << baton::theme::lightPalette();
        QTest::newRow("dark") << baton::theme::darkPalette();
    }

    void jumpButtonHidesTheTextBehindIt()
    {
        QFETCH(QPalette, palette);
        TranscriptView view;
        view.setPalette(palette);
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QString text;
        for (int line = 0; line < 150; ++line)
            text += u"Line %1 of the answer: words, words and more words, enough to fill the view from side to "
                    "side with text.\n\n"_s.arg(line);
        stream(view, text);
        view.flushPending();
        QScrollBar *bar = view.verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 2000);
        auto *jump = view.findChild<QAbstractButton *>(u"jumpToLatestButton"_s);
        QVERIFY(jump);

        // The button's inside, less its rounded border, over two different stretches of text.
        const auto inside = [&view, jump, bar](int value) {
            bar->setValue(value);
            QCoreApplication::processEvents();
            const QRect rect = jump->geometry().adjusted(6, 6, -6, -6);
            return view.grab(rect).toImage().convertToFormat(QImage::Format_RGB32);
        };
        const QImage top = inside(0);
        QVERIFY(jump->isVisible());
        const QImage middle = inside(bar->maximum() / 2);
        QVERIFY(jump->isVisible());
        QVERIFY(!top.isNull());
        QVERIFY2(top == middle, "the text behind the button shows through it");

        // Its backdrop is the button colour: most of its inside is that colour.
        const QRgb button = palette.color(QPalette::Button).rgb();
        int same = 0;
        for (int y = 0; y < top.height(); ++y) {
            for (int x = 0; x < top.width(); ++x)
                same += top.pixel(x, y) == button ? 1 : 0;
        }
        QVERIFY2(same * 2 > top.width() * top.height(),
                 qPrintable(u"%1 of %2 pixels in the button colour"_s.arg(same).arg(top.width() * top.height())));

        // At the end the button goes: it never keeps the last line hidden.
        bar->setValue(bar->maximum());
        QVERIFY(!jump->isVisible());
    }

    // A change of theme recolours the answers' links too: Qt's Markdown
    // reader gave them the link colour of the palette they were read under.
    void linksFollowThePalette()
    {
        TranscriptView view;
        view.setPalette(palettes::fusionLight());
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        stream(view, u"See [the guide](https://example.org/guide) for more.\n"_s);
        view.flushPending();
        const auto linkColours = [&view] {
            QList<QColor> colours;
            for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (format.isAnchor() && format.anchorHref().startsWith(u"https:"_s))
                        colours << format.foreground().color();
                }
            }
            return colours;
        };
        QVERIFY(!linkColours().isEmpty());
        view.setPalette(palettes::breezeDark());
        QVERIFY(view.palette().link().color() != palettes::fusionLight().link().color());
        for (const QColor &colour : linkColours())
            QCOMPARE(colour, view.palette().link().color());
    }

    // Each turn's Copy link puts its message on the clipboard.
    void copyLinkCopiesTheMessage()
    {
        TranscriptView view;
        view.resize(700, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.addTurn(userTurn(u"hello there"_s));
        ConversationTurn answer = answerTurn(State::Completed);
        answer.answer.content = u"## Hi\n\nGeneral *Kenobi*."_s;
        view.addTurn(answer);

        // The Copy link of turn 1.
        QTextCursor link;
        for (QTextBlock block = view.document()->begin(); block.isValid() && link.isNull(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                if (it.fragment().charFormat().anchorHref() == u"copy:1"_s) {
                    link = QTextCursor(view.document());
                    link.setPosition(it.fragment().position() + 1);
                    break;
                }
            }
        }
        QVERIFY(!link.isNull());
        QGuiApplication::clipboard()->clear();
        QSignalSpy copied(&view, &TranscriptView::messageCopied);
        const QPoint at = view.cursorRect(link).center();
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        QTRY_COMPARE(copied.size(), 1);
        QCOMPARE(copied.at(0).at(0).value<qsizetype>(), 1);
        QCOMPARE(QGuiApplication::clipboard()->text(), answer.answer.content);
    }

    // Assistive technology reads the transcript's text without the
    // characters Qt keeps for frames, paragraphs and objects, and hears which
    // link Tab reaches: the selection it makes, and a description naming it.
    void linksAndTextAreAccessible()
    {
        QWidget window;
        auto *before = new QLineEdit(&window);
        before->setObjectName(u"before"_s);
        auto *view = new TranscriptView(&window);
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(before);
        layout->addWidget(view);
        window.resize(700, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        view->addTurn(userTurn(u"hello there"_s));
        ConversationTurn answer = answerTurn(State::Completed);
        answer.answer.content = u"See [the guide](https://example.org/guide).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"_s;
        view->addTurn(answer);

        QAccessibleInterface *face = QAccessible::queryAccessibleInterface(view);
        QVERIFY(face);
        QAccessibleTextInterface *text = face->textInterface();
        QVERIFY(text);
        QCOMPARE(face->text(QAccessible::Name), u"Transcript"_s);
        const QString all = text->text(0, text->characterCount());
        QVERIFY2(all.contains(u"hello there"_s) && all.contains(u"the guide"_s), qPrintable(all));
        for (const QString &shown : {all, face->text(QAccessible::Value)}) {
            for (const char16_t noise : {u'\xfdd0', u'\xfdd1', u'\x2028', u'\x2029', u'\xfffc'})
                QVERIFY2(!shown.contains(QChar(noise)),
                         qPrintable(u"U+%1 in: "_s.arg(int(noise), 4, 16, QChar(u'0')) + shown));
        }
        // An offset is the document's position: the text around the user's message reads it.
        const int at = int(view->document()->find(u"hello there"_s).selectionStart());
        QCOMPARE(text->text(at, at + 11), u"hello there"_s);

        struct Seen {
            QAccessible::Event type;
            QObject *object;
            int selectionStart = -1;
            int selectionEnd = -1;
        };
        QList<Seen> seen;
        view->setAccessibilityUpdate([&seen](QAccessibleEvent *event) {
            Seen entry {event->type(), event->object()};
            if (event->type() == QAccessible::TextSelectionChanged) {
                const auto *selection = static_cast<QAccessibleTextSelectionEvent *>(event);
                entry.selectionStart = selection->selectionStart();
                entry.selectionEnd = selection->selectionEnd();
            }
            seen.append(entry);
        });

        // Tab into the transcript, then from link to link: each one reached
        // is selected and named.
        before->setFocus();
        QTRY_VERIFY(before->hasFocus());
        QStringList named;
        for (int press = 0; press < 8 && named.size() < 3; ++press) {
            seen.clear();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (!view->hasFocus() || view->focusedLink().isEmpty())
                continue;
            named << face->text(QAccessible::Description);
            const QTextCursor cursor = view->textCursor();
            QVERIFY(cursor.hasSelection());
            const auto selected = std::find_if(seen.cbegin(), seen.cend(), [&](const Seen &event) {
                return event.type == QAccessible::TextSelectionChanged && event.object == view;
            });
            QVERIFY(selected != seen.cend());
            QCOMPARE(selected->selectionStart, cursor.selectionStart());
            QCOMPARE(selected->selectionEnd, cursor.selectionEnd());
            QVERIFY(std::any_of(seen.cbegin(), seen.cend(), [&](const Seen &event) {
                return event.type == QAccessible::DescriptionChanged && event.object == view;
            }));
            QCOMPARE(text->text(cursor.selectionStart(), cursor.selectionEnd()), cursor.selectedText());
        }
        QCOMPARE(named, (QStringList {u"Link: Copy your message"_s, u"Link: Copy the answer"_s, u"Link: the guide"_s}));

        // The focus gone, no link is named any more.
        before->setFocus();
        QTRY_VERIFY(before->hasFocus());
        QVERIFY(view->focusedLink().isEmpty());
        QCOMPARE(face->text(QAccessible::Description), QString());
    }

    // An answer of 40 000 tool calls, each in an event of its own, from a
    // loopback stream through a real session: the view draws the cards of the
    // first calls, each once, and counts the others on one line; the time of a
    // piece does not grow with the calls before it (drawing every card again
    // for each piece took minutes).
    void manyToolCallsDrawABoundedNumberOfCards()
    {
        constexpr int calls = 40000;
        QByteArray events;
        for (int i = 0; i < calls; ++i) {
            const QByteArray n = QByteArray::number(i);
            events += "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":" + n + ",\"id\":\"call-"
                + n
                + "\",\"type\":\"function\",\"function\":{\"name\":\"lookup\","
                  "\"arguments\":\"{\\\"page\\\": "
                + n + (i == baton::ToolCallCards::MaxCards - 1 ? "" : "}") + "\"}}]}}]}\n\n";
        }
        // The last card's arguments end after every call has arrived: the card is drawn again.
        const QByteArray last = QByteArray::number(baton::ToolCallCards::MaxCards - 1);
        events += "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":" + last
            + ",\"function\":{\"arguments\":\", \\\"api_key\\\": \\\"sk-secret\\\"}\"}}]}}]}\n\n";
        events += "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\n"
                  "data: [DONE]\n\n";

        baton::test::LoopbackServer loopback;
        loopback.serveEventStream(events);
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client(network, log);
        client.setConnection(baton::Profile {u"loopback"_s, loopback.baseUrl(), false, {}}, u"tok"_s);
        ChatSession session(client);
        QVERIFY(session.setTarget(u"custom:00000000-0000-4000-8000-000000000000"_s).isEmpty());
        TranscriptView view;
        view.resize(800, 600);
        view.show();
        view.setSession(&session);

        QSignalSpy finished(&session, &ChatSession::finished);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(session.send(u"Call every tool"_s).isEmpty());
        QVERIFY(finished.wait(600000));
        view.flushPending();
        const qint64 ms = clock.elapsed();
        QCOMPARE(session.turn(1).answer.toolCalls.size(), calls);

        const QString cards = view.toolCallsText(1);
        QCOMPARE(cards.count(u"Tool call: "_s), baton::ToolCallCards::MaxCards);
        QVERIFY2(cards.contains(u"Call id: call-0\n"_s), qPrintable(cards.left(500)));
        QVERIFY2(cards.contains(u"Call id: call-%1\n"_s.arg(baton::ToolCallCards::MaxCards - 1)),
                 qPrintable(cards.right(500)));
        QVERIFY(!cards.contains(u"Call id: call-%1\n"_s.arg(baton::ToolCallCards::MaxCards)));
        // The arguments that came last are on their card, masked.
        QVERIFY2(cards.contains(u"\"api_key\": \""_s + baton::ToolArguments::Mask + u'"'),
                 qPrintable(cards.right(500)));
        QVERIFY2(!cards.contains(u"sk-secret"_s), qPrintable(cards.right(500)));
        const QString more = u"And %1 more tool call"_s.arg(calls - baton::ToolCallCards::MaxCards);
        QVERIFY2(cards.trimmed().endsWith(u"lists every call that waits for a decision."_s) && cards.contains(more),
                 qPrintable(cards.right(500)));
        // Every card says the same as before: requested, as the answer ended.
        QCOMPARE(cards.count(u"Requested"_s), baton::ToolCallCards::MaxCards);

        qInfo("%d tool call pieces drawn in %lld ms", calls, ms);
        QVERIFY2(ms < 10000, qPrintable(u"%1 ms"_s.arg(ms)));
    }
};

QTEST_MAIN(tst_TranscriptView)
#include "tst_transcriptview.moc"

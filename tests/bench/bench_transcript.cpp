// The chat transcript (TranscriptView) on the offscreen platform: a long
// Markdown answer (headings, paragraphs, lists, code blocks, tables) streamed
// in one token per piece, as the sandbox and most services send it (a token:
// a word with the white space after it). The view renders what arrived once
// per 16 ms frame; here every piece is a frame of its own, the most updates an
// answer can cost: an update is one piece appended, flushPending() (what the
// frame's timer does), then the event loop run until the view has painted.
// Prints the total UI time, the worst single update, and the ratio of the
// times of a 16 000-token and an 8 000-token answer (linear: 2).
//
// Then answers that a Markdown renderer finds hard, each against a baseline
// in the same run, setMarkdown of the whole text received in a QTextBrowser
// of the same size on each update: a 4 000-word paragraph streamed a word at
// a time, a 3 000-line code fence streamed a line at a time then closed, a
// loose list of 200 items streamed a token at a time; a tight list of 3 000
// items, a table of 3 000 rows, a quote of 3 000 lines and a fence of 3 000
// lines inside a list item, a line per update. The baseline is timed on 100
// updates evenly spread (on all of them when there are fewer); its total is
// their mean times the number of updates. A second baseline, plain text: the
// same pieces appended as text at the end of a QTextBrowser's document, on
// every update, the least streaming can cost.
//
// Last, an answer of 40 000 tool calls, a call per update (updateTurn(), then
// the event loop run until the view has painted), against a baseline that
// draws every card received again on each update, as the view did before
// (timed on 100 updates evenly spread, as above, over the first 2 000 calls:
// over all 40 000 it would take hours).
//
// A short answer streamed first, and not counted, sets up what a process sets
// up once (fonts, the backing store). Not a test: it prints figures.
//
//   bench_transcript [tokens=16000] [rounds=3] [CASE] [--no-setmarkdown]
//
// With CASE, only the hard answers whose label holds it (e.g. "table").
// The setMarkdown baseline takes minutes for the longest answers:
// --no-setmarkdown leaves it out (the plain-text baseline stays).

#include "core/chat/ConversationTurn.h"
#include "support/TextPieces.h"
#include "ui/chat/TranscriptView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextStream>
#include <QTextTable>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;
using baton::ConversationTurn;
using baton::TranscriptView;

namespace {

const QStringList vocabulary {
    u"the"_s,        u"service"_s, u"answers"_s, u"with"_s,     u"a"_s,       u"stream"_s,
    u"of"_s,         u"tokens"_s,  u"that"_s,    u"console"_s,  u"renders"_s, u"in"_s,
    u"place"_s,      u"while"_s,   u"user"_s,    u"reads"_s,    u"each"_s,    u"tool"_s,
    u"call"_s,       u"waits"_s,   u"for"_s,     u"approval"_s, u"and"_s,     u"model"_s,
    u"group"_s,      u"agents"_s,  u"brain"_s,   u"**bold**"_s, u"`code`"_s,  u"[link](https://example.org/docs)"_s,
    u"*emphasis*"_s,
};

// About `tokens` words of Markdown, in sections of every kind of block.
QString longAnswer(int tokens)
{
    QString text = u"# A long answer\n\n"_s;
    int words = 3;
    int next = 0;
    const auto word = [&next] { return vocabulary.at(next++ % vocabulary.size()); };
    const auto sentence = [&](int length) {
        QStringList parts;
        for (int i = 0; i < length; ++i)
            parts << word();
        words += length;
        return parts.join(u' ');
    };
    for (int section = 1; words < tokens; ++section) {
        text += u"## Section %1\n\n"_s.arg(section);
        words += 3;
        text += sentence(60) + u".\n\n"_s;
        for (int item = 0; item < 5; ++item)
            text += u"- "_s + sentence(8) + u'\n';
        text += u'\n';
        for (int item = 1; item <= 3; ++item)
            text += QString::number(item) + u". "_s + sentence(6) + u'\n';
        text += u"\n```cpp\n"_s;
        for (int line = 0; line < 8; ++line)
            text += u"    auto value%1 = compute(%1, \"%2\");\n"_s.arg(line).arg(word());
        text += u"```\n\n"_s;
        words += 8 * 4 + 2;
        text += u"| name | kind | tokens | state |\n|---|---|---:|---|\n"_s;
        for (int row = 0; row < 6; ++row)
            text += u"| %1 | %2 | %3 | %4 |\n"_s.arg(word(), word()).arg(row * 17).arg(word());
        words += 8 + 6 * 8;
        text += u"\n### Notes\n\n"_s + sentence(40) + u".\n\n"_s;
        words += 2;
    }
    return text;
}

struct Run {
    double totalMs = 0;
    double worstMs = 0;
    qsizetype over8Ms = 0; // updates longer than half a 60 Hz frame
    qsizetype pieces = 0;
    int blocks = 0;
};

Run stream(const QStringList &pieces)
{
    TranscriptView view;
    view.resize(900, 700);
    view.show();
    QApplication::processEvents();

    ConversationTurn user;
    user.text = u"/long please"_s;
    view.addTurn(user);
    ConversationTurn answer;
    answer.role = ConversationTurn::Role::Assistant;
    answer.state = ConversationTurn::State::Streaming;
    view.addTurn(answer);
    view.startAnswer(1);
    QApplication::processEvents();

    Run run;
    QElapsedTimer clock;
    for (const QString &piece : pieces) {
        clock.start();
        view.appendContent(1, piece);
        view.flushPending();
        QApplication::processEvents();
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        run.totalMs += ms;
        run.worstMs = std::max(run.worstMs, ms);
        run.over8Ms += ms > 8.0 ? 1 : 0;
    }
    clock.start();
    answer.state = ConversationTurn::State::Completed;
    view.updateTurn(1, answer);
    QApplication::processEvents();
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    run.totalMs += ms;
    run.worstMs = std::max(run.worstMs, ms);
    run.pieces = pieces.size() + 1;
    run.blocks = view.document()->blockCount();
    return run;
}

// The best total of `rounds` runs, with the worst update of all of them.
Run best(const QStringList &pieces, int rounds)
{
    Run result;
    for (int round = 0; round < rounds; ++round) {
        const Run run = stream(pieces);
        if (round == 0 || run.totalMs < result.totalMs) {
            const double worst = std::max(result.worstMs, run.worstMs);
            const qsizetype over = result.over8Ms + run.over8Ms;
            result = run;
            result.worstMs = worst;
            result.over8Ms = over;
        } else {
            result.worstMs = std::max(result.worstMs, run.worstMs);
            result.over8Ms += run.over8Ms;
        }
    }
    return result;
}

// A paragraph of `words` words, with no line break.
QString longParagraph(int words)
{
    QStringList parts;
    for (int i = 0; i < words; ++i)
        parts << vocabulary.at(i % vocabulary.size());
    return parts.join(u' ') + u'.';
}

// Pieces of a code fence of `lines` lines, one line each, then the closing fence.
QStringList longFence(int lines)
{
    QStringList pieces {u"Some code:\n\n```cpp\n"_s};
    for (int line = 0; line < lines; ++line)
        pieces << u"    auto value%1 = compute(%1, \"%2\");\n"_s.arg(line).arg(vocabulary.at(line % vocabulary.size()));
    pieces << u"```\n\nThat is all."_s;
    return pieces;
}

// A loose numbered list of `items` items of eight words each.
QString looseList(int items)
{
    QString text = u"The steps:\n\n"_s;
    for (int item = 1; item <= items; ++item) {
        QStringList words;
        for (int i = 0; i < 8; ++i)
            words << vocabulary.at((item * 8 + i) % vocabulary.size());
        text += u"%1. %2\n\n"_s.arg(item).arg(words.join(u' '));
    }
    return text + u"Done."_s;
}

// `lines` lines made by `line`, one per piece, between an opening and a closing paragraph.
QStringList linesOf(const QString &before, int lines, const std::function<QString(int)> &line, const QString &after)
{
    QStringList pieces {before};
    for (int i = 0; i < lines; ++i)
        pieces << line(i);
    pieces << after;
    return pieces;
}

QString words(int from, int count)
{
    QStringList parts;
    for (int i = 0; i < count; ++i)
        parts << vocabulary.at((from + i) % vocabulary.size());
    return parts.join(u' ');
}

// The text of `pieces` appended as plain text at the end of a QTextBrowser's
// document, on each update: what streaming costs without Markdown.
Run plainAppend(const QStringList &pieces)
{
    QTextBrowser browser;
    browser.resize(900, 700);
    browser.show();
    QApplication::processEvents();
    Run run;
    QElapsedTimer clock;
    QTextCursor cursor(browser.document());
    for (const QString &piece : pieces) {
        clock.start();
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(piece);
        QApplication::processEvents();
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        run.totalMs += ms;
        run.worstMs = std::max(run.worstMs, ms);
    }
    run.pieces = pieces.size();
    run.blocks = browser.document()->blockCount();
    return run;
}

// setMarkdown of all the text received, on each update: at most 100 of them,
// evenly spread, are timed.
Run baseline(const QStringList &pieces)
{
    QTextBrowser browser;
    browser.resize(900, 700);
    browser.show();
    QApplication::processEvents();
    const qsizetype step = std::max<qsizetype>(1, pieces.size() / 100);
    Run run;
    QString text;
    QElapsedTimer clock;
    qsizetype timed = 0;
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        text += pieces.at(i);
        if (i % step != step - 1 && i != pieces.size() - 1)
            continue;
        clock.start();
        browser.document()->setMarkdown(
            text,
            QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
        QApplication::processEvents();
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        run.totalMs += ms;
        run.worstMs = std::max(run.worstMs, ms);
        ++timed;
    }
    run.pieces = pieces.size();
    run.blocks = browser.document()->blockCount();
    run.totalMs = run.totalMs / double(timed) * double(pieces.size());
    return run;
}

baton::ChatToolCall toolCall(int i)
{
    baton::ChatToolCall call;
    call.index = i;
    call.id = u"call-%1"_s.arg(i);
    call.type = u"function"_s;
    call.name = u"lookup"_s;
    call.arguments = u"{\"page\": %1}"_s.arg(i);
    return call;
}

Run toolCalls(int calls)
{
    TranscriptView view;
    view.resize(900, 700);
    view.show();
    ConversationTurn answer;
    answer.role = ConversationTurn::Role::Assistant;
    answer.state = ConversationTurn::State::Streaming;
    view.addTurn(answer);
    view.startAnswer(0);
    QApplication::processEvents();
    Run run;
    QElapsedTimer clock;
    for (int i = 0; i < calls; ++i) {
        answer.answer.toolCalls.append(toolCall(i));
        clock.start();
        view.updateTurn(0, answer);
        QApplication::processEvents();
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        run.totalMs += ms;
        run.worstMs = std::max(run.worstMs, ms);
        run.over8Ms += ms > 8.0 ? 1 : 0;
    }
    run.pieces = calls;
    run.blocks = view.document()->blockCount();
    return run;
}

// Every card received drawn again on each update (a 1x1 table each, with the
// card's three lines): at most 100 updates, evenly spread, are timed.
Run toolCallsBaseline(int calls)
{
    QTextBrowser browser;
    browser.resize(900, 700);
    browser.show();
    QApplication::processEvents();
    const int step = std::max(1, calls / 100);
    Run run;
    QElapsedTimer clock;
    int timed = 0;
    for (int i = 0; i < calls; ++i) {
        if (i % step != step - 1 && i != calls - 1)
            continue;
        clock.start();
        browser.clear();
        QTextCursor cursor(browser.document());
        for (int card = 0; card <= i; ++card) {
            const baton::ChatToolCall call = toolCall(card);
            cursor.movePosition(QTextCursor::End);
            QTextCursor cell = cursor.insertTable(1, 1)->cellAt(0, 0).firstCursorPosition();
            cell.insertText(u"Tool call: "_s + call.name + u"    Arriving…"_s);
            cell.insertBlock();
            cell.insertText(u"Call id: "_s + call.id);
            cell.insertBlock();
            cell.insertText(call.arguments);
        }
        QApplication::processEvents();
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        run.totalMs += ms;
        run.worstMs = std::max(run.worstMs, ms);
        ++timed;
    }
    run.pieces = calls;
    run.blocks = browser.document()->blockCount();
    run.totalMs = run.totalMs / double(timed) * double(calls);
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int tokens = args.size() > 1 ? args.at(1).toInt() : 16000;
    const int rounds = args.size() > 2 ? args.at(2).toInt() : 3;
    const QString only = args.value(3);
    const bool withSetMarkdown = !args.contains(u"--no-setmarkdown"_s);

    QTextStream out(stdout);
    const QStringList full = baton::test::piecesOf(longAnswer(tokens));
    const QStringList half = baton::test::piecesOf(longAnswer(tokens / 2));
    // Fonts, the markdown reader and the backing store are set up once per process: not counted.
    stream(baton::test::piecesOf(longAnswer(500)));
    if (only.isEmpty()) {
        out << "Markdown answer streamed into TranscriptView, one token per update, best of " << rounds << " runs\n";
        const Run small = best(half, rounds);
        const Run large = best(full, rounds);
        for (const auto &[run, label] : {std::pair {small, "half"}, std::pair {large, "full"}}) {
            out << QString::asprintf("%-5s %6lld pieces  total %8.1f ms  mean %6.3f ms  worst update %6.2f ms  "
                                     "over 8 ms: %lld of %lld  (%d blocks)\n",
                                     label, qlonglong(run.pieces), run.totalMs, run.totalMs / double(run.pieces),
                                     run.worstMs, qlonglong(run.over8Ms), qlonglong(run.pieces) * rounds, run.blocks);
        }
        out << QString::asprintf("ratio time(%d) / time(%d)  %.2f (linear: 2)\n", tokens, tokens / 2,
                                 large.totalMs / small.totalMs);
    }

    out << "\nHard answers, best of " << rounds
        << " runs; baseline: setMarkdown of the whole text on each update (timed on 100 of them)\n";
    const std::pair<const char *, QStringList> cases[] {
        {"4 000-word paragraph, a word per update", baton::test::piecesOf(longParagraph(4000))},
        {"3 000-line fence, a line per update", longFence(3000)},
        {"200-item loose list, a token per update", baton::test::piecesOf(looseList(200))},
        {"3 000-item tight list, an item per update",
         linesOf(
             u"The steps:\n\n"_s, 3000, [](int i) -> QString { return u"- "_s + words(i, 8) + u'\n'; }, u"\nDone."_s)},
        {"3 000-row table, a row per update",
         linesOf(
             u"The rows:\n\n| name | kind | tokens |\n|---|---|---:|\n"_s, 3000,
             [](int i) -> QString { return u"| %1 | %2 | %3 |\n"_s.arg(words(i, 2), words(i + 3, 1)).arg(i * 17); },
             u"\nDone."_s)},
        {"3 000-line quote, a line per update",
         linesOf(
             u"They wrote:\n\n"_s, 3000, [](int i) -> QString { return u"> "_s + words(i, 8) + u'\n'; }, u"\nDone."_s)},
        {"3 000-line fence in a list item, a line per update",
         linesOf(
             u"1. Run:\n\n   ```bash\n"_s, 3000,
             [](int i) -> QString { return u"   echo %1 %2\n"_s.arg(i).arg(words(i, 3)); }, u"   ```\n\nDone."_s)},
    };
    for (const auto &[label, pieces] : cases) {
        if (!QString::fromUtf8(label).contains(only))
            continue;
        const Run view = best(pieces, rounds);
        const Run plain = plainAppend(pieces);
        out << label << '\n'
            << QString::asprintf("  TranscriptView %6lld updates  total %8.1f ms  worst update %6.2f ms  "
                                 "(%.2f× plain text)\n",
                                 qlonglong(view.pieces), view.totalMs, view.worstMs, view.totalMs / plain.totalMs);
        if (withSetMarkdown) {
            const Run whole = baseline(pieces);
            out << QString::asprintf("  setMarkdown    %6lld updates  total %8.1f ms  worst update %6.2f ms\n",
                                     qlonglong(whole.pieces), whole.totalMs, whole.worstMs);
        }
        out << QString::asprintf("  plain text     %6lld updates  total %8.1f ms  worst update %6.2f ms\n",
                                 qlonglong(plain.pieces), plain.totalMs, plain.worstMs);
        out.flush();
    }

    if (!only.isEmpty())
        return 0;
    const int calls = 40000;
    const Run view = toolCalls(calls);
    out << "40 000 tool calls in one answer, a call per update; baseline: every card drawn again on each update "
           "(timed on 100 of them)\n"
        << QString::asprintf("  TranscriptView %6lld updates  total %8.1f ms  worst update %6.2f ms  (%d blocks)\n",
                             qlonglong(view.pieces), view.totalMs, view.worstMs, view.blocks);
    out.flush();
    // Drawing every card again costs hours at 40 000 calls: the baseline
    // stops at the first 2 000, already far slower than the view at 40 000.
    const Run every = toolCallsBaseline(2000);
    out << QString::asprintf("  every card     %6lld updates  total %8.1f ms  worst update %6.2f ms  (%d blocks; the "
                             "first 2 000 calls only)\n",
                             qlonglong(every.pieces), every.totalMs, every.worstMs, every.blocks);
    return 0;
}

#include "ChatFixture.h"
#include "TextPieces.h"
#include "TranscriptStructure.h"
#include "chat/ChatSession.h"
#include "chat/TranscriptView.h"

#include <QApplication>
#include <QClipboard>
#include <QScrollBar>
#include <QTest>

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

} // namespace

class tst_TranscriptView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Streamed a token at a time, the answer ends up as if it had been
    // rendered whole; complete blocks are rendered while it streams.
    void piecesRenderLikeTheWhole()
    {
        TranscriptView streamed;
        streamed.resize(700, 500);
        streamed.show();
        streamed.addTurn(userTurn(u"notes?"_s));
        streamed.addTurn(answerTurn(State::Streaming));
        streamed.startAnswer(1);
        const QStringList pieces = piecesOf(markdown);
        QVERIFY(pieces.size() > 40);
        bool headingWhileStreaming = false;
        for (const QString &piece : pieces) {
            streamed.appendContent(1, piece);
            headingWhileStreaming = headingWhileStreaming || TranscriptStructure::of(*streamed.document()).headings > 0;
        }
        QVERIFY(headingWhileStreaming);
        // The table's block is complete; the last paragraph is not yet rendered.
        QCOMPARE(TranscriptStructure::of(*streamed.document()).tableCells, 6);
        streamed.updateTurn(1, answerTurn(State::Completed));

        TranscriptView whole;
        whole.addTurn(userTurn(u"notes?"_s));
        ConversationTurn done = answerTurn(State::Completed);
        done.answer.content = markdown;
        whole.addTurn(done);

        const TranscriptStructure found = TranscriptStructure::of(*streamed.document());
        QCOMPARE(found.headings, 2);
        QCOMPARE(found.listItems, 3);
        QCOMPARE(found.monospaceCodeBlocks, 4); // the blank line inside the fence does not cut the block
        QCOMPARE(found.tableCells, 6);
        QVERIFY(found.links.contains(u"https://example.org/guide"_s));
        QCOMPARE(streamed.messageText(1), markdown);
        QCOMPARE(whole.messageText(1), markdown);
        // The same text; the streamed answer has its time to the first token besides.
        QVERIFY(shownText(streamed).startsWith(shownText(whole)));
        QVERIFY(shownText(streamed).mid(shownText(whole).size()).startsWith(u"\nFirst token: "_s));
        QVERIFY(shownText(streamed).contains(u"Last words."_s));
        QVERIFY(!shownText(streamed).contains(u"```"_s));
        QVERIFY(!shownText(streamed).contains(u"|---"_s));
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
        QVERIFY2(status.contains(session.turn(1).requestId()), qPrintable(status));
        QVERIFY2(status.contains(u"First token: "_s), qPrintable(status));
        QVERIFY2(status.contains(u"tokens/s"_s), qPrintable(status));
        // The view followed the answer down.
        QCOMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());

        // A new chat empties the transcript.
        session.clear();
        QCOMPARE(view.turnCount(), 0);
        QVERIFY(shownText(view).trimmed().isEmpty());
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
};

QTEST_MAIN(tst_TranscriptView)
#include "tst_transcriptview.moc"

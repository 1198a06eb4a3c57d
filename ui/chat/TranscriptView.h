#pragma once

#include "chat/ConversationTurn.h"

#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <QTextBrowser>

#include <memory>

class QTextFrame;

namespace baton {

class ChatSession;

// The turns of a conversation as one read-only document: the user's messages,
// the assistant's answers rendered from Markdown as they stream, the tool
// calls of an answer as cards (name, pretty-printed arguments masked by
// ToolArguments, status), and
// under each answer its state and figures (tokens, credits, request ids, time
// to the first token, tokens per second). Each turn has a Copy link.
//
// An answer is rendered in place: the streamed text is cut into Markdown
// blocks (a block ends at a blank line outside a fenced code block), each
// complete block is converted once and appended to the answer; only the
// unfinished block is kept as plain text at the end of the answer, growing
// with each piece and replaced when its block completes. The cost of a piece
// is that of the piece, plus that of the block it completes, never that of
// the whole answer.
//
// Follows a ChatSession given to setSession(); the other public functions let
// a caller feed it without one (the benchmark does).
class TranscriptView final : public QTextBrowser
{
    Q_OBJECT

public:
    explicit TranscriptView(QWidget *parent = nullptr);
    ~TranscriptView() override;

    // Shows `session`'s turns and follows its signals; nullptr shows nothing.
    // The session must outlive the view or be set to another one first.
    void setSession(ChatSession *session);

    // Forgets every turn.
    void clearTurns();
    // Appends `turn` (user or assistant) at the end; its content is shown as
    // it is now.
    void addTurn(const ConversationTurn &turn);
    // An answer starts arriving, or starts over (a retry): its content is
    // emptied and the clock of its figures starts.
    void startAnswer(qsizetype index);
    // Appends streamed text to the answer at `index`.
    void appendContent(qsizetype index, const QString &text);
    // Shows the state, tool calls and figures of `turn` (not its content).
    // Once the turn has ended, the last unfinished block is rendered too.
    void updateTurn(qsizetype index, const ConversationTurn &turn);

    [[nodiscard]] qsizetype turnCount() const { return m_turns.size(); }
    // The message as written (an answer's Markdown as received).
    [[nodiscard]] QString messageText(qsizetype index) const;
    // The state line and figures under the turn, as plain text.
    [[nodiscard]] QString statusText(qsizetype index) const;
    // The tool call cards of the turn, as plain text.
    [[nodiscard]] QString toolCallsText(qsizetype index) const;
    // Puts the message on the clipboard.
    void copyMessage(qsizetype index);

    // The link scheme of the Copy links: copy:<turn index>.
    static constexpr QLatin1StringView CopyScheme {"copy"};

Q_SIGNALS:
    void messageCopied(qsizetype index);

protected:
    // A new palette colours the turns again: their headers, and with a
    // session their tool calls and states.
    void changeEvent(QEvent *event) override;

private:
    struct Turn;

    void onAnchorClicked(const QUrl &url);
    [[nodiscard]] Turn *turnAt(qsizetype index) const;
    void renderHeader(Turn &turn, const ConversationTurn &value);
    void renderToolCalls(Turn &turn, const ConversationTurn &value);
    void renderStatus(Turn &turn, const ConversationTurn &value);
    // Renders the complete blocks of the pending text and shows the rest as the tail.
    void flushBlocks(Turn &turn);
    void commitMarkdown(Turn &turn, const QString &markdown);
    void removeTail(Turn &turn);
    void appendTail(Turn &turn, const QString &text);
    void finishContent(Turn &turn);
    void followEnd(bool atEnd);
    [[nodiscard]] bool scrolledToEnd() const;

    QPointer<ChatSession> m_session;
    QList<QMetaObject::Connection> m_connections;
    QList<std::shared_ptr<Turn>> m_turns;
};

} // namespace baton

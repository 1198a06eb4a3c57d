#pragma once

#include "core/chat/ConversationTurn.h"

#include <QList>
#include <QPointer>
#include <QStringList>
#include <QTextBrowser>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>

class QAccessibleEvent;
class QToolButton;

namespace baton {

class ChatSession;

// The turns of a conversation as one read-only document: the user's messages,
// the assistant's answers rendered from Markdown in place as they stream
// (MarkdownStream), the tool calls of an answer as cards (ToolCallCards), and
// under each answer its state and figures (tokens, credits, request ids, time
// to the first token, tokens per second). Each turn has a Copy link.
//
// Pieces of an answer are only stored as they arrive; rendering waits for a
// 16 ms timer, so a burst of pieces costs one update, laid out once (the
// update is one edit block of the document). An update that costs more (Qt
// lays a whole table out again when a row is added, a whole list when an
// item joins it) makes the next one wait twice as long as it took, up to a
// second: rendering never takes more than a third of the time, so the
// window answers whatever a server sends (renderInterval).
//
// While the user is at the end, the view follows new text down; scrolled up,
// it stays where they read and shows "Jump to latest" (jumpToLatestButton)
// over its lower right corner, on an opaque backdrop, which scrolls to the
// end and follows again (and goes away there, so it never keeps the last
// line hidden).
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
    // emptied.
    void startAnswer(qsizetype index);
    // Appends streamed text to the answer at `index`; it is rendered at the
    // next flushPending(), at the latest renderInterval() later.
    void appendContent(qsizetype index, const QString &text);
    // Shows the state, tool calls and figures of `turn` (not its content).
    // Once the turn has ended, all of its content is rendered at once.
    void updateTurn(qsizetype index, const ConversationTurn &turn);
    // Renders the text received and not yet rendered, now (the timer does it
    // otherwise).
    void flushPending();

    // How long text waits to be rendered: 16 ms, or twice what the last
    // render took, up to a second.
    [[nodiscard]] int renderInterval() const { return m_renderTimer.interval(); }

    [[nodiscard]] qsizetype turnCount() const { return m_turns.size(); }
    // The message as written (an answer's Markdown as received).
    [[nodiscard]] QString messageText(qsizetype index) const;
    // The state line and figures under the turn, as plain text.
    [[nodiscard]] QString statusText(qsizetype index) const;
    // The tool call cards of the turn, as plain text.
    [[nodiscard]] QString toolCallsText(qsizetype index) const;
    // The values ToolArguments masks in the tool calls shown so far: masked
    // wherever else the view shows them too (the message that gave one, an
    // answer that repeats it once it has ended), as the approval dialog and
    // the cards mask them in the arguments.
    [[nodiscard]] const QStringList &maskedValues() const { return m_maskedValues; }
    // Puts the message on the clipboard, with the values the conversation's
    // tool calls mask masked (see maskedValues()).
    void copyMessage(qsizetype index);

    // The link Tab has put the focus on, as assistive technology is told of
    // it ("Link: Copy the answer"); empty while none has it.
    [[nodiscard]] QString focusedLink() const { return m_focusedLink; }

    // Where the view's announcements go: QAccessible::updateAccessibility,
    // which passes nothing on while no assistive technology listens (always,
    // on the offscreen platform), so tests listen here.
    using AccessibilityUpdate = std::function<void(QAccessibleEvent *event)>;
    void setAccessibilityUpdate(AccessibilityUpdate update) { m_accessibilityUpdate = std::move(update); }

    // The link scheme of the Copy links: copy:<turn index>.
    static constexpr QLatin1StringView CopyScheme {"copy"};

    // How an answer's header names the model that answered ("custom:<id>"
    // as the service wrote it): a name a person reads, and a link that opens
    // the model (an empty URL for none). Without it, the model as written.
    struct ModelLabel {
        QString text;
        QUrl link;
    };
    using ModelLabeler = std::function<ModelLabel(const QString &model)>;
    void setModelLabeler(ModelLabeler labeler) { m_modelLabeler = std::move(labeler); }
    // The names may have changed: the session's answer headers are written again.
    void relabelModels();

Q_SIGNALS:
    void messageCopied(qsizetype index);
    // A link to an object (the model of an answer) was followed.
    void objectLinkActivated(const QUrl &url);

protected:
    // A new palette colours the turns again: their headers, and with a
    // session their tool calls and states.
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // Tab and Shift+Tab go from link to link: the link reached is announced.
    bool focusNextPrevChild(bool next) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    struct Turn;
    ModelLabeler m_modelLabeler;

    void onAnchorClicked(const QUrl &url);
    // Tells assistive technology which link has the focus, if any: the
    // selection Tab made, and the description naming the link.
    void announceFocusedLink();
    [[nodiscard]] Turn *turnAt(qsizetype index) const;
    void renderHeader(Turn &turn, const ConversationTurn &value);
    // The session's tool calls of turn `index` changed: drawn at the next frame.
    void markToolCalls(qsizetype index);
    void renderStatus(Turn &turn, const ConversationTurn &value);
    // Adds the values masked in the tool calls of `turn` not read yet; when
    // there are new ones, shows them masked in every turn.
    void readMaskedValues(Turn &turn, const ConversationTurn &value);
    // Masks the masked values in an ended answer's content.
    void maskContent(const Turn &turn);
    // Keeps the end in view while the view follows it.
    void followEnd();
    // "Jump to latest" shows while the user reads above the end.
    void updateJump();
    void placeJump();
    void styleJump();
    [[nodiscard]] bool scrolledToEnd() const;

    QPointer<ChatSession> m_session;
    QList<QMetaObject::Connection> m_connections;
    QList<std::shared_ptr<Turn>> m_turns;
    QTimer m_renderTimer;
    QToolButton *m_jump = nullptr;
    // The view keeps the end in sight until the user scrolls away from it.
    bool m_following = true;
    QString m_focusedLink;
    QStringList m_maskedValues;
    AccessibilityUpdate m_accessibilityUpdate;
    // Set while the view itself moves the scroll bar.
    bool m_adjusting = false;
};

} // namespace baton

#include "ui/chat/ChatPane.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiError.h"
#include "core/chat/ChatSession.h"
#include "core/models/ResourceListModel.h"
#include "core/resources/ChatTarget.h"
#include "core/resources/ResourceKind.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/chat/TranscriptView.h"
#include "ui/chat/WelcomePage.h"
#include "ui/relations/RelationsSection.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/StatusColors.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextEdit>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace baton {

using icons::Icon;

namespace {

// The lines of a notice shown at once; a longer one scrolls.
constexpr int NoticeLines = 2;

QString fieldErrorsText(const QList<FieldError> &errors)
{
    QStringList lines;
    for (const FieldError &error : errors)
        lines << (error.field.isEmpty() ? error.message : u"%1: %2"_s.arg(error.field, error.message));
    return lines.join(u'\n');
}

} // namespace

ChatPane::ChatPane(ApiClient &client, NameBook &names, QWidget *parent)
    : QWidget(parent)
    , m_session(new ChatSession(client, this))
    , m_groups(new ResourceListModel(client, ResourceKind::get(ResourceKind::Id::GroupModel), this))
    , m_customs(new ResourceListModel(client, ResourceKind::get(ResourceKind::Id::CustomModel), this))
    , m_choosePath(
          [](QWidget *parentWidget, const QString &caption, const QString &suggestedName, const QString &filter) {
              return QFileDialog::getSaveFileName(parentWidget, caption, suggestedName, filter);
          })
    , m_accessibilityUpdate([](QAccessibleEvent *event) { QAccessible::updateAccessibility(event); })
{
    setObjectName(u"chatPane"_s);

    auto *targetRow = new QWidget(this);
    auto *optionsRow = new QWidget(this);
    buildTargetRow(targetRow, optionsRow);

    m_transcript = new TranscriptView(this);
    m_transcript->setSession(m_session);
    // An answer names its model as the picker does, and links to it.
    m_transcript->setModelLabeler([this](const QString &model) {
        TranscriptView::ModelLabel label;
        const int item = m_target->findData(model, Qt::UserRole, Qt::MatchFixedString);
        if (item < 0)
            return label;
        label.text = m_target->itemText(item);
        const ChatTarget target = ChatTarget::parse(m_target->itemData(item).toString());
        if (const std::optional<ResourceKind::Id> kind = target.resourceKind())
            label.link = RelationsSection::objectUrl(RelationIndex::kindOf(*kind), target.id);
        return label;
    });
    connect(m_transcript, &TranscriptView::objectLinkActivated, this, [this](const QUrl &url) {
        if (const auto target = RelationsSection::objectOfLink(url))
            Q_EMIT openObjectRequested(target->first, target->second);
    });
    // An empty chat shows the welcome page in the transcript's place.
    m_welcome = new WelcomePage(names, this);
    connect(m_welcome, &WelcomePage::exampleChosen, this, &ChatPane::sendExample);
    m_transcriptOrWelcome = new QStackedWidget(this);
    m_transcriptOrWelcome->setObjectName(u"chatTranscriptOrWelcome"_s);
    m_transcriptOrWelcome->addWidget(m_welcome);
    m_transcriptOrWelcome->addWidget(m_transcript);

    auto *actions = new QWidget(this);
    actions->setObjectName(u"chatActions"_s);
    // A long error (the service's words, then its request id) scrolls in a
    // few lines rather than pushing the transcript up: all of it stays there,
    // selectable, a scroll away.
    m_noticeScroll = new QScrollArea(actions);
    m_noticeScroll->setObjectName(u"chatNoticeScroll"_s);
    m_noticeScroll->setFrameShape(QFrame::NoFrame);
    m_noticeScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_noticeScroll->setWidgetResizable(true);
    m_noticeScroll->setFocusPolicy(Qt::NoFocus);
    m_notice = new QLabel;
    m_notice->setObjectName(u"chatNotice"_s);
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_noticeScroll->setWidget(m_notice);
    m_notice->setAutoFillBackground(false);
    m_noticeScroll->viewport()->setAutoFillBackground(false);
    m_noticeScroll->installEventFilter(this);
    m_undoBar = new QWidget(actions);
    m_undoBar->setObjectName(u"chatUndoBar"_s);
    auto *undoNote = new QLabel(tr("Conversation cleared."), m_undoBar);
    m_undo = new QPushButton(tr("Undo"), m_undoBar);
    m_undo->setObjectName(u"chatUndoNewChat"_s);
    m_undo->setToolTip(tr("Bring the conversation back and go on with it (%1)")
                           .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    auto *undoLayout = new QHBoxLayout(m_undoBar);
    undoLayout->setContentsMargins(0, 0, 0, 0);
    undoLayout->addWidget(undoNote);
    undoLayout->addWidget(m_undo);
    m_undoBar->hide();
    m_review = new QPushButton(icons::icon(Icon::Warning), tr("Review tool calls…"), actions);
    m_review->setObjectName(u"chatReviewToolCalls"_s);
    m_review->setToolTip(tr("The answer waits for your decision on its tool calls"));
    m_retry = new QPushButton(icons::icon(Icon::Refresh), tr("Retry"), actions);
    m_retry->setObjectName(u"chatRetry"_s);
    m_announcement = new QLabel(actions);
    m_announcement->setObjectName(u"chatAnnouncement"_s);
    m_announcement->setTextFormat(Qt::PlainText);
    setStatusStyle(m_announcement, Status::Muted);
    auto *actionsLayout = new QHBoxLayout(actions);
    actionsLayout->setContentsMargins(0, 0, 0, 0);
    actionsLayout->addWidget(m_undoBar);
    actionsLayout->addWidget(m_noticeScroll, 1);
    actionsLayout->addWidget(m_announcement);
    actionsLayout->addWidget(m_review);
    actionsLayout->addWidget(m_retry);

    auto *composerBox = new QWidget(this);
    m_composer = new QPlainTextEdit(composerBox);
    m_composer->setObjectName(u"chatComposer"_s);
    m_composer->setAccessibleName(tr("Message"));
    m_composer->setPlaceholderText(tr("Write a message; Ctrl+Enter sends it"));
    m_composer->setTabChangesFocus(true);
    m_composer->installEventFilter(this);
    m_sendReason = new QLabel(composerBox);
    m_sendReason->setObjectName(u"chatSendReason"_s);
    m_sendReason->setWordWrap(true);
    m_sendReason->setTextFormat(Qt::PlainText);
    m_sendReason->hide();
    m_sendReasonTick = new QTimer(this);
    m_sendReasonTick->setInterval(1000);
    connect(m_sendReasonTick, &QTimer::timeout, this, &ChatPane::updateSendReason);
    m_send = new QPushButton(icons::icon(Icon::Send), tr("Send"), composerBox);
    m_send->setObjectName(u"chatSend"_s);
    m_stop = new QPushButton(icons::icon(Icon::Stop), tr("Stop"), composerBox);
    m_stop->setObjectName(u"chatStop"_s);
    m_stop->setToolTip(tr("Stop the answer; what arrived is kept (Esc)"));
    // Each command in one place: Send and Stop act on the composer's message
    // and stay by it; New chat and the exports act on the whole page and are
    // the main toolbar's alone.
    m_newChat = new QAction(icons::icon(Icon::New), tr("New chat"), this);
    m_newChat->setObjectName(u"chatNew"_s);
    // The console's New (Ctrl+N) is off on the chat page: there it starts a new chat.
    m_newChat->setShortcut(QKeySequence::New);
    m_newChat->setToolTip(tr("Start a new chat; Undo brings this one back (%1)")
                              .arg(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)));
    m_exportMarkdown = new QAction(icons::icon(Icon::Export), tr("Export Markdown…"), this);
    m_exportMarkdown->setObjectName(u"chatExportMarkdown"_s);
    m_exportJson = new QAction(icons::icon(Icon::Export), tr("Export JSON…"), this);
    m_exportJson->setObjectName(u"chatExportJson"_s);
    m_toolBarActions = {m_newChat, m_exportMarkdown, m_exportJson};
    addActions(m_toolBarActions);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_send);
    buttons->addWidget(m_stop);
    buttons->addStretch();
    auto *composerLayout = new QVBoxLayout(composerBox);
    composerLayout->setContentsMargins(0, 0, 0, 0);
    // The target right above the message box and the options under Send:
    // Tab goes from the target to the message box at once, in the order
    // the page reads.
    composerLayout->addWidget(targetRow);
    composerLayout->addWidget(m_composer, 1);
    composerLayout->addWidget(m_sendReason);
    composerLayout->addLayout(buttons);
    composerLayout->addWidget(optionsRow);
    // Two lines at the least: the composer gives way before the transcript.
    m_composer->setMinimumHeight(m_composer->fontMetrics().lineSpacing() * 2
                                 + 2 * int(m_composer->document()->documentMargin()) + 2 * m_composer->frameWidth());

    auto *upper = new QWidget(this);
    auto *upperLayout = new QVBoxLayout(upper);
    upperLayout->setContentsMargins(0, 0, 0, 0);
    upperLayout->addWidget(m_transcriptOrWelcome, 1);
    upperLayout->addWidget(actions);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(u"chatSplitter"_s);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(upper);
    splitter->addWidget(composerBox);
    splitter->setStretchFactor(0, 1);
    splitter->setSizes({520, 140});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);

    // However small the window, the transcript keeps at least half of the
    // pane: it is at least as high as everything else at its smallest.
    // The room of the highest notice is counted in. The minimum goes on the
    // transcript's place, which the welcome page takes while the chat is empty.
    const QMargins margins = layout->contentsMargins();
    m_transcriptOrWelcome->setMinimumHeight(std::max(actions->minimumSizeHint().height(), noticeMostHeight())
                                            + composerBox->minimumSizeHint().height() + splitter->handleWidth()
                                            + margins.top() + margins.bottom() + upperLayout->spacing());

    // Tab in the order the page reads: the conversation, then the target, the
    // message box, Send, Stop and the options.
    QWidget *previous = m_retry;
    for (QWidget *next : std::initializer_list<QWidget *> {m_target, m_refreshTargets, m_composer, m_send, m_stop,
                                                           m_stream, m_mode, m_temperature, m_maxTokens})
        setTabOrder(std::exchange(previous, next), next);

    connect(m_send, &QPushButton::clicked, this, &ChatPane::sendComposer);
    connect(m_stop, &QPushButton::clicked, m_session, &ChatSession::cancel);
    // Escape anywhere in the pane stops an answer on its way, as Stop does.
    auto *stopKey = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    stopKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(stopKey, &QShortcut::activated, this, [this] {
        if (m_stop->isEnabled())
            m_stop->click();
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        const QList<FieldError> errors = m_session->retry();
        showNotice(fieldErrorsText(errors), !errors.isEmpty());
    });
    // A model made, renamed or deleted on its page is listed as it now is.
    connect(&client, &ApiClient::objectsChanged, this, [this](ResourceKind::Id changed) {
        if (changed == ResourceKind::Id::GroupModel)
            m_groups->refresh();
        else if (changed == ResourceKind::Id::CustomModel)
            m_customs->refresh();
    });
    connect(m_newChat, &QAction::triggered, this, &ChatPane::newChat);
    connect(m_undo, &QPushButton::clicked, this, &ChatPane::undoNewChat);
    // Ctrl+Z anywhere in the window while the page shows and Undo is offered
    // (the focus may well be in the navigation, where Ctrl+N came from). Text
    // fields keep it while they have text of their own to undo (see
    // eventFilter()).
    m_undoKey = new QAction(tr("Undo"), this);
    m_undoKey->setObjectName(u"chatUndoNewChatAction"_s);
    m_undoKey->setShortcut(QKeySequence::Undo);
    m_undoKey->setShortcutContext(Qt::WindowShortcut);
    m_undoKey->setEnabled(false);
    addAction(m_undoKey);
    connect(m_undoKey, &QAction::triggered, this, &ChatPane::undoNewChat);
    connect(m_review, &QPushButton::clicked, this, [this] {
        if (m_session->approval())
            Q_EMIT approvalRequested(*m_session->approval());
    });
    connect(m_exportMarkdown, &QAction::triggered, this, &ChatPane::exportMarkdown);
    connect(m_exportJson, &QAction::triggered, this, &ChatPane::exportJson);

    connect(m_session, &ChatSession::stateChanged, this, [this] {
        offerUnsentText();
        updateControls();
    });
    connect(m_session, &ChatSession::approvalChanged, this, &ChatPane::updateControls);
    connect(m_session, &ChatSession::approvalExpired, this, [this] {
        showNotice(tr("The approval expired by the service's clock, as far as Baton can tell: its tool calls will "
                      "not run. The conversation goes on."),
                   false);
    });
    // Another chat, or a new message: the conversation New chat set aside is gone for good.
    connect(m_session, &ChatSession::cleared, this, [this] {
        m_cleared.reset();
        updateUndo();
        updateControls();
    });
    connect(m_session, &ChatSession::failed, this, &ChatPane::onFailed);
    connect(m_session, &ChatSession::finished, this, [this](qsizetype, const ConversationTurn &turn) {
        // An error inside the answer: failed() is only for requests without one.
        if (!turn.error && turn.answer.error)
            showNotice(turn.failure()->userMessage(), true);
        if (turn.role != ConversationTurn::Role::Assistant)
            return;
        if (turn.state == ConversationTurn::State::Completed)
            announce(tr("Answer finished"), false);
        else if (turn.state == ConversationTurn::State::Interrupted)
            announce(tr("Answer interrupted"), false);
        else if (turn.state == ConversationTurn::State::Failed && !turn.error)
            announce(tr("Answer failed"), false); // an error inside the answer; failed() tells of the others
    });
    connect(m_session, &ChatSession::failed, this, [this] { announce(tr("Answer failed"), false); });
    connect(m_session, &ChatSession::approvalRequired, this, [this](const ChatApproval &approval) {
        // The English plural forms come from baton_en.ts, so "call(s)" is never read out.
        announce(tr("Approval needed: %n tool call(s)", nullptr, int(approval.toolCalls.size())), true);
        Q_EMIT approvalRequested(approval);
    });
    connect(m_session, &ChatSession::turnAdded, this, [this] {
        announce(QString(), false);
        m_cleared.reset();
        updateUndo();
    });
    connect(m_composer, &QPlainTextEdit::textChanged, this, &ChatPane::updateControls);
    updateControls();
}

ChatPane::~ChatPane() = default;

bool ChatPane::sendComposer()
{
    const QString text = m_composer->toPlainText();
    if (m_session->target() != currentTarget()) {
        if (const QList<FieldError> errors = m_session->setTarget(currentTarget()); !errors.isEmpty()) {
            // A kind typed right with an id that is not one: say what an id is.
            const QString typed = currentTarget();
            const qsizetype colon = typed.indexOf(u':');
            const QString kind = typed.left(std::max<qsizetype>(colon, 0)).toLower();
            if (kind == "group"_L1 || kind == "custom"_L1)
                //: %1 is "group" or "custom", %2 what was typed after the colon.
                showNotice(tr("After “%1:” comes the model's id, a UUID such as "
                              "123e4567-e89b-12d3-a456-426614174000; “%2” is not one.")
                               .arg(kind, typed.mid(colon + 1)),
                           true);
            else
                showNotice(tr("Choose a group model or a custom model, or type group:<id> or custom:<id>."), true);
            m_targetNotice = true;
            return false;
        }
    }
    // Said in the words of the form, with the focus where the answer goes: the
    // session's own message names the request's member.
    if (currentTarget().isEmpty() && !text.trimmed().isEmpty()) {
        showNotice(tr("Choose a target first: a group model or a custom model."), true);
        m_targetNotice = true;
        m_target->setFocus(Qt::OtherFocusReason);
        return false;
    }
    m_session->setOptions(currentOptions());
    if (const QList<FieldError> errors = m_session->send(text); !errors.isEmpty()) {
        showNotice(fieldErrorsText(errors), true);
        return false;
    }
    showNotice(QString(), false);
    m_composer->clear();
    return true;
}

bool ChatPane::sendExample(const QString &prompt)
{
    // Without a chosen target an example goes to the first one listed, which
    // the demo data shares its tools with; with none listed (a token that may
    // not list models) the example waits in the composer for a target typed
    // by hand.
    if (currentTarget().isEmpty() && m_target->count() > 0)
        setCurrentTarget(m_target->itemData(0).toString());
    m_composer->setPlainText(prompt);
    if (currentTarget().isEmpty()) {
        showNotice(tr("Choose or type a target for the example, then Send."), false);
        m_targetNotice = true;
        m_target->setFocus();
        return false;
    }
    return sendComposer();
}

// New chat clears the conversation at once and offers Undo, which brings
// back the transcript and the conversation itself (the next message goes on
// with the earlier turns), until the user sends a new message or starts
// another chat. An answer still arriving or tool calls waiting for a decision
// cannot be brought back, so then it asks first, Cancel by default. An empty
// chat has nothing to clear.
void ChatPane::newChat()
{
    if (m_session->turns().isEmpty() && !m_session->isBusy())
        return;
    std::optional<ChatSession::Conversation> taken = m_session->takeConversation();
    if (!taken) {
        const QString question = m_session->isBusy()
            ? tr("An answer is still arriving. A new chat stops it and discards this conversation, which cannot "
                 "be brought back. Start a new chat?")
            : tr("Tool calls wait for your decision. A new chat discards them with this conversation, which "
                 "cannot be brought back. Start a new chat?");
        if (MessageBox::question(this, tr("New chat"), question, QMessageBox::Yes | QMessageBox::Cancel,
                                 QMessageBox::Cancel)
            != QMessageBox::Yes)
            return;
        m_session->clear();
    }
    showNotice(QString(), false);
    m_announcement->clear();
    m_cleared = std::move(taken);
    updateUndo();
}

void ChatPane::undoNewChat()
{
    if (!m_cleared)
        return;
    const bool focused = m_undo->hasFocus();
    const ChatSession::Conversation conversation = *std::exchange(m_cleared, std::nullopt);
    m_session->restoreConversation(conversation);
    // The conversation goes on with the model and options it was held with,
    // whatever was picked since New chat.
    setCurrentTarget(m_session->target());
    showOptions(m_session->options());
    updateUndo();
    updateControls();
    if (focused)
        m_composer->setFocus();
}

bool ChatPane::openConversation(const ChatSession::Conversation &conversation)
{
    if (m_session->isBusy() || m_session->approval()) {
        showNotice(m_session->isBusy() ? tr("An answer is still arriving: stop it, or wait for its end, before "
                                            "opening another conversation.")
                                       : tr("Tool calls wait for your decision: decide on them before opening "
                                            "another conversation."),
                   true);
        return false;
    }
    std::optional<ChatSession::Conversation> taken = m_session->takeConversation();
    m_session->restoreConversation(conversation);
    setCurrentTarget(m_session->target());
    showOptions(m_session->options());
    showNotice(QString(), false);
    if (taken)
        m_cleared = std::move(taken);
    updateUndo();
    updateControls();
    m_composer->setFocus();
    return true;
}

void ChatPane::focusComposer()
{
    m_composer->setFocus();
}

void ChatPane::updateUndo()
{
    m_undoBar->setVisible(m_cleared.has_value());
    m_undoKey->setEnabled(m_cleared.has_value());
    // While Undo is offered, text fields of the window with nothing of their
    // own to undo let Ctrl+Z through to it (see eventFilter()).
    if (m_cleared)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
}

int ChatPane::noticeMostHeight() const
{
    return NoticeLines * m_notice->fontMetrics().lineSpacing() + 2 * m_noticeScroll->frameWidth();
}

void ChatPane::fitNotice()
{
    const int frame = 2 * m_noticeScroll->frameWidth();
    const int needed = m_notice->heightForWidth(m_noticeScroll->width() - frame) + frame;
    m_noticeScroll->setFixedHeight(
        std::clamp(needed, m_notice->fontMetrics().lineSpacing() + frame, noticeMostHeight()));
}

void ChatPane::onFailed(qsizetype index, const ApiError &error)
{
    QString text = error.userMessage();
    // No answer, so no id of the service's: the id Baton sent finds the
    // request in the service's logs if it got there.
    if (error.httpStatus() == 0 && error.requestId().isEmpty() && !m_session->turn(index).sentRequestId().isEmpty())
        //: The id Baton sends with a chat request (metadata.request_id).
        text += u' ' + tr("(Baton's request id: %1)").arg(m_session->turn(index).sentRequestId());
    showNotice(text, true);
    offerUnsentText();
}

void ChatPane::offerUnsentText()
{
    // A message the service never answered goes back to the composer, unless the user wrote anew.
    if (!m_session->isBusy() && !m_session->unsentText().isEmpty() && m_composer->toPlainText().isEmpty())
        m_composer->setPlainText(m_session->unsentText());
}

void ChatPane::updateControls()
{
    const bool busy = m_session->isBusy();
    const bool pending = m_session->approval().has_value();
    m_send->setEnabled(!busy && !pending && !m_composer->toPlainText().trimmed().isEmpty());
    updateSendReason();
    m_stop->setEnabled(busy);
    // A retry that cannot work stays in view, disabled, saying why.
    const QString refusal = m_session->retryRefusal();
    m_retry->setVisible(m_session->canRetry() || !refusal.isEmpty());
    m_retry->setEnabled(m_session->canRetry());
    m_retry->setToolTip(refusal.isEmpty() ? tr("Ask for the stopped or failed answer again") : refusal);
    m_review->setVisible(pending && !busy);
    const bool hasTurns = !m_session->turns().isEmpty();
    m_transcriptOrWelcome->setCurrentWidget(hasTurns ? static_cast<QWidget *>(m_transcript) : m_welcome);
    m_exportMarkdown->setEnabled(hasTurns);
    m_exportJson->setEnabled(hasTurns);
    // An empty chat's New chat would do nothing.
    m_newChat->setEnabled(hasTurns || busy);
}

void ChatPane::updateSendReason()
{
    // While a decision is on its way, the transcript says so; Send waits for
    // the request in flight like any other.
    const std::optional<ChatApproval> &approval = m_session->approval();
    if (!approval || m_session->isBusy()) {
        m_sendReasonTick->stop();
        m_sendReason->hide();
        m_send->setToolTip(tr("Send the message (Ctrl+Enter)"));
        m_send->setAccessibleDescription(QString());
        return;
    }
    QStringList names;
    for (const ChatToolCall &call : approval->toolCalls)
        names << call.name;
    const QString calls = QLocale().createSeparatedList(names);
    QString reason;
    QString spoken;
    if (approval->expiresAt.isValid()) {
        const qint64 left = std::max<qint64>(0, m_session->serviceNow().secsTo(approval->expiresAt));
        // expires_at is the service's time; the user reads this machine's
        // clock, read once per approval: the clock moving under it would
        // change the minute.
        if (m_expiresAtOf != approval->approvalId) {
            m_expiresAtOf = approval->approvalId;
            m_expiresAtText
                = QLocale().toString(QDateTime::currentDateTime().addSecs(left).time(), QLocale::ShortFormat);
        }
        reason = tr("Send waits for your decision on %1, which expires in %2.")
                     .arg(calls, ApprovalDialog::timeLeftText(left));
        // A screen reader hears the time it expires at, then that a minute is
        // left (then the notice that it expired): not new words every second.
        spoken = left < 60 ? tr("Send waits for your decision on %1; less than a minute left: it expires at %2.")
                                 .arg(calls, m_expiresAtText)
                           : tr("Send waits for your decision on %1, which expires at %2.").arg(calls, m_expiresAtText);
        if (!m_sendReasonTick->isActive())
            m_sendReasonTick->start();
    } else {
        reason = tr("Send waits for your decision on %1.").arg(calls);
        spoken = reason;
    }
    // Assistive technology hears of the label's name and the button's
    // description when they change, not when the countdown ticks.
    if (m_sendReason->accessibleName() != spoken) {
        m_sendReason->setAccessibleName(spoken);
        QAccessibleEvent named(m_sendReason, QAccessible::NameChanged);
        m_accessibilityUpdate(&named);
    }
    m_sendReason->setText(reason);
    m_sendReason->show();
    if (m_send->accessibleDescription() != spoken) {
        m_send->setAccessibleDescription(spoken);
        QAccessibleEvent described(m_send, QAccessible::DescriptionChanged);
        m_accessibilityUpdate(&described);
    }
    m_send->setToolTip(reason);
}

void ChatPane::announce(const QString &text, bool alert)
{
    // The same words twice are news twice: the event goes out even when the
    // label's text does not change.
    m_announcement->setText(text);
    if (text.isEmpty())
        return;
    QAccessibleEvent changed(m_announcement, QAccessible::NameChanged);
    m_accessibilityUpdate(&changed);
    if (alert) {
        QAccessibleEvent raised(m_announcement, QAccessible::Alert);
        m_accessibilityUpdate(&raised);
    }
}

void ChatPane::showNotice(const QString &text, bool error)
{
    m_targetNotice = false;
    m_notice->setText(text);
    setStatusStyle(m_notice, error ? std::optional(Status::Error) : std::nullopt);
    fitNotice();
}

bool ChatPane::exportMarkdown()
{
    return writeExport(tr("Export the conversation as Markdown"), u".md"_s, tr("Markdown (*.md)"),
                       m_session->exportMarkdown().toUtf8());
}

bool ChatPane::exportJson()
{
    return writeExport(tr("Export the conversation as JSON"), u".json"_s, tr("JSON (*.json)"),
                       QJsonDocument(m_session->exportJson()).toJson(QJsonDocument::Indented));
}

bool ChatPane::writeExport(const QString &caption, const QString &suffix, const QString &filter, const QByteArray &data)
{
    const QString path = m_choosePath(this, caption, u"chat"_s + suffix, filter);
    if (path.isEmpty())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        showNotice(tr("The conversation could not be written to %1: %2").arg(path, file.errorString()), true);
        return false;
    }
    showNotice(tr("Conversation saved to %1").arg(path), false);
    return true;
}

bool ChatPane::hasOwnUndo(const QWidget *field)
{
    if (const auto *line = qobject_cast<const QLineEdit *>(field))
        return line->isUndoAvailable();
    if (const auto *plain = qobject_cast<const QPlainTextEdit *>(field))
        return plain->document()->isUndoAvailable();
    if (const auto *rich = qobject_cast<const QTextEdit *>(field))
        return rich->document()->isUndoAvailable();
    // An editable combo box and a spin box have the focus for their line edit.
    if (const auto *combo = qobject_cast<const QComboBox *>(field))
        return combo->lineEdit() && combo->lineEdit()->isUndoAvailable();
    if (qobject_cast<const QAbstractSpinBox *>(field)) {
        const auto *line = field->findChild<const QLineEdit *>();
        return line && line->isUndoAvailable();
    }
    return true;
}

bool ChatPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_noticeScroll && event->type() == QEvent::Resize)
        fitNotice();
    // A text field claims Ctrl+Z even with nothing to undo; then it undoes New chat.
    if (event->type() == QEvent::ShortcutOverride && m_cleared
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Undo)) {
        const auto *field = qobject_cast<const QWidget *>(watched);
        if (field && field->window() == window() && isVisible() && !hasOwnUndo(field)) {
            event->ignore();
            return true;
        }
    }
    if (watched == m_composer && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && key->modifiers().testFlag(Qt::ControlModifier)) {
            if (m_send->isEnabled())
                sendComposer();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace baton

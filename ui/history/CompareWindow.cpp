#include "ui/history/CompareWindow.h"

#include "core/chat/ChatSession.h"
#include "core/history/HistoryRecorder.h"
#include "core/history/Replay.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/history/CompareView.h"
#include "ui/panels/MessageBar.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QCompleter>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace baton {

CompareWindow::CompareWindow(ApiClient &client, HistoryStore &store, const StoredConversation &recorded,
                             NameLookup names, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_client(client)
    , m_store(store)
    , m_recorded(recorded)
    , m_names(std::move(names))
    , m_target(new QComboBox(this))
    , m_run(new QPushButton(tr("&Re-run"), this))
    , m_stop(new QPushButton(tr("&Stop"), this))
    , m_status(new QLabel(this))
    , m_message(new MessageBar(this))
    , m_view(new CompareView(this))
{
    setObjectName(u"compareWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    //: The window's title: %1 is the conversation's title.
    setWindowTitle(tr("Compare: %1").arg(recorded.summary.title));

    m_target->setObjectName(u"compareTarget"_s);
    m_target->setAccessibleName(tr("Target"));
    m_target->setEditable(true);
    m_target->setInsertPolicy(QComboBox::NoInsert);
    m_target->lineEdit()->setAccessibleName(m_target->accessibleName());
    m_target->setMinimumContentsLength(28);
    m_target->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_target->completer()->setFilterMode(Qt::MatchContains);
    m_target->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    auto *targetLabel = new QLabel(tr("Re-run &against"), this);
    targetLabel->setBuddy(m_target);
    m_run->setObjectName(u"compareRun"_s);
    m_run->setToolTip(tr("Ask the recorded messages again on this target (Ctrl+Return)"));
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_stop->setObjectName(u"compareStop"_s);
    m_stop->setEnabled(false);
    m_status->setObjectName(u"compareStatus"_s);

    auto *top = new QHBoxLayout;
    top->addWidget(targetLabel);
    top->addWidget(m_target, 1);
    top->addWidget(m_run);
    top->addWidget(m_stop);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);

    // Ctrl+W (the platform's Close) closes the window, as any document window.
    auto *closing = new QShortcut(QKeySequence::Close, this);
    connect(closing, &QShortcut::activated, this, &QWidget::close);
    connect(m_run, &QPushButton::clicked, this, &CompareWindow::run);
    connect(m_stop, &QPushButton::clicked, this, &CompareWindow::stop);

    m_view->setLeft({caption(tr("Recorded"), recorded.summary), recorded.turns, {}});
    // The comparison is what is read first; the wheel over the target chooser leaves it be.
    m_view->browser()->setFocus();
    const auto messages
        = std::count_if(recorded.turns.cbegin(), recorded.turns.cend(),
                        [](const ConversationTurn &turn) { return turn.role == ConversationTurn::Role::User; });
    m_status->setText(
        tr("Choose a target and re-run: the %n recorded message(s) are asked again there.", nullptr, int(messages)));
    resize(1100, 760);
}

CompareWindow::~CompareWindow()
{
    if (m_replay)
        m_replay->stop();
}

ApprovalDialog *CompareWindow::approvalDialog() const
{
    return m_approval;
}

QString CompareWindow::caption(const QString &what, const ConversationSummary &summary) const
{
    QString name = summary.targetName;
    if (name.isEmpty() && m_names)
        name = m_names(summary.target);
    if (name.isEmpty())
        name = summary.target;
    //: A side of a comparison: "Recorded · Support assistant · 28/11/2026 14:02".
    return tr("%1 · %2 · %3")
        .arg(what, name, QLocale().toString(summary.createdAt.toLocalTime(), QLocale::ShortFormat));
}

void CompareWindow::setTargets(const Targets &targets, const QString &current)
{
    m_target->clear();
    for (const auto &[target, label] : targets) {
        m_target->addItem(label, target);
        m_target->setItemData(m_target->count() - 1, target, Qt::ToolTipRole);
    }
    const int index = m_target->findData(current);
    if (index >= 0)
        m_target->setCurrentIndex(index);
    else
        m_target->setEditText(current);
}

QString CompareWindow::chosenTarget() const
{
    const int index = m_target->findText(m_target->currentText(), Qt::MatchExactly);
    return index >= 0 ? m_target->itemData(index).toString() : m_target->currentText().trimmed();
}

void CompareWindow::showReplay(const StoredConversation &replay)
{
    m_rightCaption = caption(tr("Re-run"), replay.summary);
    m_view->setRight({m_rightCaption, replay.turns, {}});
    const int index = m_target->findData(replay.summary.target);
    if (index >= 0)
        m_target->setCurrentIndex(index);
    m_status->setText(tr("A re-run kept in the history."));
}

void CompareWindow::run()
{
    if (m_replay && m_replay->isRunning())
        return;
    m_message->dismiss();
    const QString target = chosenTarget();
    // A new session each time: each re-run is a conversation of its own.
    m_replay.reset();
    m_recorder.reset();
    m_session = std::make_unique<ChatSession>(m_client);
    m_session->setOptions(m_recorded.options);
    m_recorder = std::make_unique<HistoryRecorder>(*m_session, m_store, u"console"_s);
    m_recorder->setNameLookup(m_names);
    m_replay = std::make_unique<Replay>(*m_session, m_recorded.turns);

    // Named a re-run once its first message is written.
    connect(m_recorder.get(), &HistoryRecorder::conversationSaved, this, [this](const QUuid &saved) {
        if (m_kept != saved && m_store.setReplayOf(saved, m_recorded.summary.id)) {
            m_kept = saved;
            Q_EMIT replayKept(saved);
        }
        Q_EMIT replaySaved(saved);
    });
    connect(m_recorder.get(), &HistoryRecorder::problemChanged, this, [this](const QString &problem) {
        if (!problem.isEmpty())
            m_message->showWarning(tr("This re-run is not being kept in the history: %1").arg(problem));
    });
    for (const auto signal : {&ChatSession::turnAdded, &ChatSession::turnChanged, &ChatSession::toolCallsChanged,
                              &ChatSession::usageChanged, &ChatSession::serviceObjectChanged})
        connect(m_session.get(), signal, this, &CompareWindow::showRight);
    connect(m_session.get(), &ChatSession::contentAppended, this, &CompareWindow::showRight);
    connect(m_session.get(), &ChatSession::finished, this, &CompareWindow::showRight);
    connect(m_replay.get(), &Replay::decisionsNeeded, this, &CompareWindow::askForDecisions);
    connect(m_replay.get(), &Replay::problem, this,
            [this](const QString &problem) { m_message->showError(problem, false); });
    connect(m_replay.get(), &Replay::finished, this, &CompareWindow::onFinished);

    ConversationSummary summary;
    summary.target = target;
    summary.targetName = m_names ? m_names(target) : QString();
    summary.createdAt = QDateTime::currentDateTimeUtc();
    m_rightCaption = caption(tr("Re-run"), summary);
    m_view->setRight({m_rightCaption, {}, {}});
    m_run->setEnabled(false);
    m_stop->setEnabled(true);
    m_target->setEnabled(false);
    m_status->setText(tr("Re-running…"));
    if (!m_replay->start(target))
        onFinished();
}

void CompareWindow::showRight()
{
    if (!m_session)
        return;
    QSet<QString> recorded;
    for (const ConversationTurn &turn : m_session->turns()) {
        for (const ToolDecision &decision : turn.decisions) {
            if (m_replay && m_replay->isRecordedDecision(decision.toolCallId))
                recorded.insert(decision.toolCallId);
        }
    }
    m_view->setRight({m_rightCaption, m_session->turns(), recorded});
    if (m_replay && m_replay->isRunning()) {
        m_status->setText(
            tr("Re-running: message %1 of %2…").arg(m_replay->messagesSent()).arg(m_replay->messageCount()));
    }
}

void CompareWindow::askForDecisions(const ChatApproval &approval, const QList<ToolDecision> &recorded)
{
    m_approval = new ApprovalDialog(m_client, approval, this);
    m_approval->setAttribute(Qt::WA_DeleteOnClose);
    m_approval->setClock([this] { return m_session->serviceNow(); });
    m_approval->preset(recorded);
    connect(m_approval, &ApprovalDialog::decided, this,
            [this](const QList<ToolDecision> &decisions) { m_replay->decide(decisions); });
    // Closed without a decision: the re-run stops there.
    connect(m_approval, &QDialog::rejected, this, &CompareWindow::stop);
    m_status->setText(tr("The recording never decided on a call of this answer: decide, or close to stop."));
    m_approval->open();
}

void CompareWindow::stop()
{
    if (m_replay)
        m_replay->stop();
}

void CompareWindow::onFinished()
{
    showRight();
    m_run->setEnabled(true);
    m_stop->setEnabled(false);
    m_target->setEnabled(true);
    if (m_approval)
        m_approval->close();
    if (m_replay)
        m_status->setText(tr("Re-run ended: %1 of %n message(s) asked.", nullptr, int(m_replay->messageCount()))
                              .arg(m_replay->messagesSent()));
}

void CompareWindow::closeEvent(QCloseEvent *event)
{
    stop();
    if (m_recorder)
        m_recorder->flush();
    QWidget::closeEvent(event);
}

} // namespace baton

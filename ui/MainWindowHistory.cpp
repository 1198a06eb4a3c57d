#include "core/chat/ChatSession.h"
#include "core/history/HistoryRecorder.h"
#include "core/resources/ChatTarget.h"
#include "ui/MainWindow.h"
#include "ui/chat/ChatPane.h"
#include "ui/chat/WelcomePage.h"
#include "ui/history/CompareWindow.h"
#include "ui/history/HistoryPage.h"

#include <QAction>
#include <QDockWidget>
#include <QStackedWidget>

using namespace Qt::StringLiterals;

// The main window's side of the chat history: the recorder on the chat's
// session, the store of the connected profile, and the history page.
namespace baton {

void MainWindow::buildHistory()
{
    // Every chat is kept as it happens, in the connected profile's history.
    m_recorder = std::make_unique<HistoryRecorder>(m_chat->session(), m_history, u"console"_s);
    m_recorder->setNameLookup([this](const QString &target) { return targetName(target); });
    connect(m_recorder.get(), &HistoryRecorder::problemChanged, this, [this](const QString &problem) {
        if (!problem.isEmpty())
            m_chat->showNotice(tr("This chat is not being kept in the history %1: %2").arg(m_history.path(), problem),
                               true);
    });
    // The raw events are kept while the event inspector is open.
    QAction *inspector = findChild<QDockWidget *>(u"eventDock"_s)->toggleViewAction();
    m_recorder->setKeepEvents(inspector->isChecked());
    connect(inspector, &QAction::toggled, m_recorder.get(), &HistoryRecorder::setKeepEvents);
    // The welcome page lists the latest conversations each time it shows, and opens them.
    WelcomePage *welcome = m_chat->welcomePage();
    connect(welcome, &WelcomePage::aboutToShow, this, &MainWindow::showRecentConversations);
    connect(welcome, &WelcomePage::conversationChosen, this, &MainWindow::continueConversation);
    connect(m_recorder.get(), &HistoryRecorder::conversationSaved, this, [this] {
        if (m_historyPage && m_historyPage->isVisible())
            m_historyPage->refresh();
    });
}

HistoryPage *MainWindow::buildHistoryPage()
{
    m_historyPage = new HistoryPage(m_history, m_settings, m_pages);
    m_historyPage->setNameLookup([this](const QString &target) { return targetName(target); });
    connect(m_historyPage, &HistoryPage::continueRequested, this, &MainWindow::continueConversation);
    connect(m_historyPage, &HistoryPage::rerunRequested, this, &MainWindow::rerunConversation);
    connect(m_historyPage, &HistoryPage::compareRequested, this, &MainWindow::compareConversation);
    return m_historyPage;
}

void MainWindow::openHistory(const Profile &profile, bool sandbox)
{
    const QString path = sandbox ? HistoryStore::defaultPath(u"sandbox"_s, {})
                                 : HistoryStore::defaultPath(profile.name, profile.baseUrl);
    if (m_history.isOpen() && m_history.path() == path)
        return;
    m_recorder->flush();
    const HistoryStore::OpenResult opened = m_history.open(path);
    m_recorder->forgetStored();
    HistoryPage::applyRetention(m_history, m_settings);
    const QString problem = opened.message();
    if (!problem.isEmpty())
        m_chat->showNotice(problem, true);
    if (m_historyPage) {
        m_historyPage->setProblem(problem);
        m_historyPage->refresh();
    }
    showRecentConversations();
}

void MainWindow::showRecentConversations()
{
    HistoryQuery latest;
    latest.limit = WelcomePage::RecentCount;
    QList<ConversationSummary> recent = m_history.isOpen() ? m_history.list(latest) : QList<ConversationSummary> {};
    for (ConversationSummary &conversation : recent) {
        if (conversation.targetName.isEmpty())
            conversation.targetName = targetName(conversation.target);
    }
    m_chat->welcomePage()->setRecentConversations(recent);
}

QString MainWindow::targetName(const QString &target) const
{
    const ChatTarget parsed = ChatTarget::parse(target);
    if (!parsed.isValid())
        return {};
    return m_names.name(parsed.isGroup() ? NameBook::Kind::GroupModel : NameBook::Kind::CustomModel, parsed.id);
}

HistoryPage *MainWindow::historyPage()
{
    return qobject_cast<HistoryPage *>(page(int(ResourceKind::managed().size()) + 2));
}

bool MainWindow::continueConversation(const QUuid &id)
{
    const std::optional<StoredConversation> stored = m_history.load(id);
    if (!stored) {
        m_chat->showNotice(tr("The conversation cannot be read from the history: %1").arg(m_history.lastError()), true);
        showPage(0);
        return false;
    }
    // The conversation goes on as it stood: a turn that was broken off or
    // failed can be asked again with a new message, not retried.
    ChatSession::Conversation conversation {stored->summary.id,
                                            stored->summary.target,
                                            stored->options,
                                            stored->turns,
                                            {},
                                            ConversationTurn::State::Completed,
                                            nullptr};
    m_recorder->markStored(id, stored->turns.size());
    showPage(0);
    return m_chat->openConversation(conversation);
}

CompareWindow *MainWindow::rerunConversation(const QUuid &id)
{
    const std::optional<StoredConversation> stored = m_history.load(id);
    if (!stored) {
        historyPage()->showWarning(
            tr("The conversation cannot be read from the history: %1").arg(m_history.lastError()));
        return nullptr;
    }
    auto *window = new CompareWindow(
        m_client, m_history, *stored, [this](const QString &target) { return targetName(target); }, this);
    window->setTargets(m_chat->targetChoices(), stored->summary.target);
    connect(window, &CompareWindow::replaySaved, this, [this] {
        if (m_historyPage && m_historyPage->isVisible())
            m_historyPage->refresh();
    });
    window->show();
    return window;
}

CompareWindow *MainWindow::compareConversation(const QUuid &id)
{
    const std::optional<StoredConversation> replay = m_history.load(id);
    const std::optional<StoredConversation> original
        = replay && !replay->summary.replayOf.isNull() ? m_history.load(replay->summary.replayOf) : std::nullopt;
    if (!original) {
        historyPage()->showWarning(
            tr("The conversation this one re-ran cannot be read from the history: %1").arg(m_history.lastError()));
        return nullptr;
    }
    CompareWindow *window = rerunConversation(original->summary.id);
    if (window)
        window->showReplay(*replay);
    return window;
}

} // namespace baton

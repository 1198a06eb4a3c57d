#pragma once

#include "core/history/HistoryStore.h"
#include "core/resources/ResourceKind.h"

#include <QUrl>
#include <QWidget>

#include <memory>
#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;
class QShowEvent;

namespace baton {

class NameBook;

// What the chat pane shows while the chat is empty: what Baton is connected
// to and how that went (with the service's words and the ways out when it
// failed), example prompts when the service is the sandbox, and one link
// per resource page with the number of its objects, or the capability the
// token lacks for it. The counts are the NameBook's, which reads every list;
// the page sends nothing itself, and the window acts on its signals.
class WelcomePage final : public QWidget
{
    Q_OBJECT

public:
    enum class Connection { None, Checking, Connected, Failed };

    // Past this many objects a list without a total is shown as "50+".
    static constexpr int CountCap = 50;
    // The links to the pages stand in this many columns.
    static constexpr int LinkColumns = 3;

    explicit WelcomePage(NameBook &names, QWidget *parent = nullptr);
    ~WelcomePage() override;

    // The profile the page describes; `sandbox` offers the example prompts.
    void setProfile(const QString &name, const QUrl &baseUrl, bool sandbox);
    [[nodiscard]] const QString &profileName() const { return m_profileName; }
    // The state of the connection, with its translated outcome (the service's
    // words on failure). The counts show once connected.
    void setConnectionState(Connection state, const QString &message = QString());
    [[nodiscard]] Connection connectionState() const { return m_state; }
    // Has the NameBook read every list again (but one it is reading now);
    // each count follows as its list is read.
    void refreshCounts();

    // The latest conversations of the history, each a link that continues
    // it; the section hides when there are none.
    static constexpr int RecentCount = 5;
    void setRecentConversations(const QList<baton::ConversationSummary> &recent);
    // The example prompts as they are sent, for the sandbox's scripted model.
    [[nodiscard]] static QString plainPrompt();
    [[nodiscard]] static QString toolPrompt();
    [[nodiscard]] static QString longPrompt();

Q_SIGNALS:
    void exampleChosen(const QString &prompt);
    void pageRequested(baton::ResourceKind::Id kind);
    void editProfileRequested();
    void retryRequested();
    void sandboxRequested();
    void conversationChosen(const QUuid &id);
    // The page is about to be seen again: what it lists may have changed.
    void aboutToShow();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Count;

    QWidget *buildConnection(QWidget *parent);
    QWidget *buildExamples(QWidget *parent);
    QWidget *buildPages(QWidget *parent);
    void updateConnection();
    // The kind's count, or why there is none, as the NameBook has its list.
    void updateCount(Count &count);
    void showCount(Count &count, const QString &value, const QString &toolTip);
    // Gives every column of links the width of the widest link.
    void alignLinks();

    NameBook &m_names;
    QString m_profileName;
    QUrl m_baseUrl;
    bool m_sandbox = false;
    Connection m_state = Connection::None;
    QString m_message;

    QLabel *m_stateTitle = nullptr;
    QWidget *m_profileRows = nullptr;
    QLabel *m_profileLabel = nullptr;
    QLabel *m_addressLabel = nullptr;
    QLabel *m_detail = nullptr;
    QPushButton *m_editProfile = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_openSandbox = nullptr;
    QWidget *m_examples = nullptr;
    QWidget *m_recent = nullptr;
    QGridLayout *m_recentGrid = nullptr;
    QWidget *m_pages = nullptr;
    QGridLayout *m_linkGrid = nullptr;
    std::vector<std::unique_ptr<Count>> m_counts; // one per managed kind, in navigation order
};

} // namespace baton

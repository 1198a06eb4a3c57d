#pragma once

#include "core/chat/ChatApproval.h"
#include "core/chat/ChatOptions.h"
#include "core/chat/ChatSession.h"

#include <QList>
#include <QWidget>

#include <functional>

class QAccessibleEvent;
class QAction;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QStackedWidget;
class QTimer;

namespace baton {

class ApiClient;
class ApiError;
class NameBook;
class ResourceListModel;
class TranscriptView;
class WelcomePage;

// Where a user chats with one of their group or custom models: the
// transcript, then a target picker (the models the token can list, or a
// target typed by hand) right above a composer with Send, Stop and Retry,
// and the per-chat options under them; New chat and the exports are actions
// for the main window's toolbar.
// Owns the ChatSession; a pending tool approval is handed on through
// approvalRequested(), again each time the user asks to review it.
class ChatPane final : public QWidget
{
    Q_OBJECT

public:
    // Asks where to save an export: the chosen path, or empty to cancel.
    using SavePathChooser = std::function<QString(QWidget *parent, const QString &caption, const QString &suggestedName,
                                                  const QString &filter)>;

    // `names`: the lists whose counts the welcome page shows.
    ChatPane(ApiClient &client, NameBook &names, QWidget *parent = nullptr);
    ~ChatPane() override;

    [[nodiscard]] ChatSession &session() { return *m_session; }
    [[nodiscard]] TranscriptView *transcript() const { return m_transcript; }
    // Shown in the transcript's place while the chat is empty.
    [[nodiscard]] WelcomePage *welcomePage() const { return m_welcome; }

    // Reads the lists of group and custom models again (after a connection change).
    void refresh();
    // The target the picker holds: group:<id> or custom:<id> for a listed
    // model, else the text as typed.
    [[nodiscard]] QString currentTarget() const;
    // The targets the chat offers, as it reads them: the target, and its text.
    [[nodiscard]] QList<std::pair<QString, QString>> targetChoices() const;
    // Selects a target; one that is not listed is shown as typed text.
    void setCurrentTarget(const QString &target);
    // The options the controls hold.
    [[nodiscard]] ChatOptions currentOptions() const;
    // Sets the controls to `options`.
    void showOptions(const ChatOptions &options);

    // Replaces the save dialog of the exports (tests answer it without a window).
    void setSavePathChooser(SavePathChooser chooser) { m_choosePath = std::move(chooser); }

    // Where the pane's announcements go: QAccessible::updateAccessibility,
    // which passes nothing on while no assistive technology listens (always,
    // on the offscreen platform), so tests listen here.
    using AccessibilityUpdate = std::function<void(QAccessibleEvent *event)>;
    void setAccessibilityUpdate(AccessibilityUpdate update) { m_accessibilityUpdate = std::move(update); }

    // Sends the composer's text with the current target and options; false,
    // with the reason shown, when nothing was sent.
    bool sendComposer();
    // Sends an example prompt, to the chosen target or else to the first one
    // listed; with no target at all it waits in the composer, and false.
    bool sendExample(const QString &prompt);
    // Writes the conversation to a file chosen through the SavePathChooser.
    bool exportMarkdown();
    bool exportJson();
    // A line above the composer: an error, or a note.
    void showNotice(const QString &text, bool error);
    // Starts a new chat (see the definition for when it asks first).
    void newChat();
    // Brings back the conversation the latest New chat cleared, while it may.
    void undoNewChat();
    // Opens a conversation from the history, with its target and options:
    // the chat shown goes aside as with New chat (Undo brings it back), and
    // the next message goes on with the opened one. False, with why in the
    // notice, while an answer arrives or tool calls wait for a decision.
    bool openConversation(const baton::ChatSession::Conversation &conversation);
    // New chat and the exports, for the main window's toolbar: page-wide
    // commands, which the page shows nowhere else. The pane holds them too,
    // so their shortcuts work wherever the page shows.
    [[nodiscard]] QList<QAction *> toolBarActions() const { return m_toolBarActions; }
    // Puts the focus in the message box, where a person types.
    void focusComposer();

Q_SIGNALS:
    // The answer waits for a decision on its tool calls: when it arrives and
    // each time the user asks to review it.
    void approvalRequested(const baton::ChatApproval &approval);
    // A link to an object (the model of an answer) was followed.
    void openObjectRequested(baton::ResourceKind::Id kind, const QString &id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The target picker with Reload in `row`, the chat's options in `optionsRow`.
    void buildTargetRow(QWidget *row, QWidget *optionsRow);
    void rebuildTargets();
    void fetchRest(ResourceListModel *model);
    void onTargetChanged();
    void updateControls();
    // Why Send waits while an approval is pending, with the time it has left.
    void updateSendReason();
    void onFailed(qsizetype index, const baton::ApiError &error);
    void offerUnsentText();
    // Shows a short status and tells assistive technology about it: an
    // answer that ended, an approval that waits (`alert`).
    void announce(const QString &text, bool alert);
    bool writeExport(const QString &caption, const QString &suffix, const QString &filter, const QByteArray &data);
    // The offer to undo New chat shows while there is a conversation to bring back.
    void updateUndo();
    // Whether `field` has something of its own that Ctrl+Z would undo; true
    // for anything but a text field.
    [[nodiscard]] static bool hasOwnUndo(const QWidget *field);
    // The notice is as high as its text up to a bound, and scrolls beyond it.
    void fitNotice();
    [[nodiscard]] int noticeMostHeight() const;

    ChatSession *m_session;
    ResourceListModel *m_groups;
    ResourceListModel *m_customs;
    SavePathChooser m_choosePath;
    AccessibilityUpdate m_accessibilityUpdate;

    QComboBox *m_target = nullptr;
    QPushButton *m_refreshTargets = nullptr;
    QCheckBox *m_stream = nullptr;
    QComboBox *m_mode = nullptr;
    QDoubleSpinBox *m_temperature = nullptr;
    QSpinBox *m_maxTokens = nullptr;
    TranscriptView *m_transcript = nullptr;
    WelcomePage *m_welcome = nullptr;
    QStackedWidget *m_transcriptOrWelcome = nullptr;
    QScrollArea *m_noticeScroll = nullptr;
    QLabel *m_notice = nullptr;
    bool m_targetNotice = false; // the notice says what is wrong with the target: it goes when the target changes
    QWidget *m_undoBar = nullptr;
    QPushButton *m_undo = nullptr;
    QAction *m_undoKey = nullptr; // Ctrl+Z
    // What the latest New chat cleared, until a new message or another chat.
    std::optional<ChatSession::Conversation> m_cleared;
    QLabel *m_announcement = nullptr;
    QPushButton *m_review = nullptr;
    QPushButton *m_retry = nullptr;
    QPlainTextEdit *m_composer = nullptr;
    QLabel *m_sendReason = nullptr;
    QTimer *m_sendReasonTick = nullptr;
    // This machine's time the pending approval (m_expiresAtOf, its id)
    // expires at, as first read.
    QString m_expiresAtOf;
    QString m_expiresAtText;
    QPushButton *m_send = nullptr;
    QPushButton *m_stop = nullptr;
    QAction *m_newChat = nullptr;
    QAction *m_exportMarkdown = nullptr;
    QAction *m_exportJson = nullptr;
    QList<QAction *> m_toolBarActions;
};

} // namespace baton

#pragma once

#include "ui/history/HistoryListModel.h"

#include <QWidget>

#include <array>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;
class QSplitter;
class QTableView;
class QTextBrowser;
class QTabWidget;
class QTimer;

namespace baton {

class MessageBar;
class UsageView;

// The history page: every chat kept for the connected profile, newest
// first (title, target by name, last message, turns, credits), filtered by
// target and period, or searched by any word of their messages and answers
// with the match shown in its words; the selected conversation read below,
// with its tool calls and the decisions on them as they stood; Continue in
// chat, Re-run against… (a target), Compare (a re-run with the conversation
// it re-ran), Rename, Delete (the selection) and Delete all, and how long
// chats are kept; and in a second tab, the usage (UsageView). Reads and
// writes the store only.
class HistoryPage final : public QWidget
{
    Q_OBJECT

public:
    // What "Keep chats" offers, in days; 0 keeps them forever.
    static constexpr std::array RetentionChoices {0, 7, 30, 90, 365};
    static constexpr QLatin1StringView RetentionKey {"History/retentionDays"};

    HistoryPage(HistoryStore &store, QSettings &settings, QWidget *parent = nullptr);

    void setNameLookup(HistoryListModel::NameLookup lookup);
    // Reads the history again, keeping the selection.
    void refresh();
    // Why the history cannot be kept or was started anew (HistoryStore::OpenResult::message()); empty: none.
    void setProblem(const QString &text);
    // Says what went wrong with the latest action, above the list.
    void showWarning(const QString &text);
    [[nodiscard]] QUuid currentId() const;
    [[nodiscard]] HistoryListModel &model() { return m_model; }
    // The Usage tab: credits and tokens per day and target.
    [[nodiscard]] UsageView *usageView() const { return m_usage; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    // Removes the conversations kept longer than the settings allow; how many.
    static qsizetype applyRetention(HistoryStore &store, const QSettings &settings);

public Q_SLOTS:
    void focusSearch();
    void continueCurrent();
    // Re-run against…: the selected conversation's messages asked again, beside it.
    void rerunCurrent();
    // The selected re-run beside the conversation it re-ran.
    void compareCurrent();
    void renameCurrent();
    void deleteSelected();
    void deleteAll();

Q_SIGNALS:
    // Continue in chat: the conversation goes on in the chat page.
    void continueRequested(const QUuid &id);
    void rerunRequested(const QUuid &id);
    // `id` is a re-run, to be shown beside the conversation it re-ran.
    void compareRequested(const QUuid &id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void applyFilters();
    void rebuildTargets();
    void showCurrent();
    void updateActions();
    [[nodiscard]] QList<QUuid> selectedIds() const;

    HistoryStore &m_store;
    QSettings &m_settings;
    HistoryListModel m_model;
    MessageBar *m_message = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_target = nullptr;
    QComboBox *m_period = nullptr;
    QComboBox *m_retention = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_preview = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_count = nullptr;
    QPushButton *m_continue = nullptr;
    QPushButton *m_rerun = nullptr;
    QPushButton *m_compare = nullptr;
    QPushButton *m_rename = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_deleteAll = nullptr;
    QTimer *m_searchDelay = nullptr;
    QTabWidget *m_tabs = nullptr;
    UsageView *m_usage = nullptr;
    QString m_problem;
};

} // namespace baton

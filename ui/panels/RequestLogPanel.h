#pragma once

#include "core/models/RequestLogModel.h"

#include <QPersistentModelIndex>
#include <QSortFilterProxyModel>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSettings;
class QSplitter;
class QTableView;
class QTimer;

namespace baton {

class RequestLog;

// The request log page: every attempt the console sent (time, method, path,
// status, duration, request id) in a filterable table, newest first, with
// the status coloured by its outcome; the selected entry's
// redacted headers, body and answer below it, "Copy as cURL" (the token read
// from $BATON_TOKEN) and "Copy request id". Owns its model over the log,
// which must outlive it.
class RequestLogPanel final : public QWidget
{
    Q_OBJECT

public:
    // How long the badge that confirms a copy stays.
    static constexpr int FeedbackMs = 4000;

    explicit RequestLogPanel(RequestLog &log, QWidget *parent = nullptr);

    // Column widths and order, sort and the split, under the group "RequestLog".
    void saveLayout(QSettings &settings) const;
    void restoreLayout(QSettings &settings);

    // The entry selected in the table; null when none.
    [[nodiscard]] const RequestLog::Entry *currentEntry() const;
    // Copy as cURL, Copy request id and Clear, for the main window's toolbar
    // and Edit menu: the page has no buttons for them. Enabled as the
    // selection allows.
    [[nodiscard]] QList<QAction *> toolBarActions() const { return m_toolBarActions; }

public Q_SLOTS:
    void focusFilter();
    void copyAsCurl();
    void copyRequestId();
    void clear();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Gives the path the room a person reads it in, from the request id.
    void fitColumns();
    void showCurrent();
    void followNewRows();
    void keepPlace();
    void showFeedback(const QString &text);
    void updateCount();
    [[nodiscard]] static QString details(const RequestLog::Entry &entry);

    RequestLog &m_log;
    RequestLogModel m_model;
    QSortFilterProxyModel m_proxy;
    QLineEdit *m_filter = nullptr;
    QTableView *m_table = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QSplitter *m_splitter = nullptr;
    QAction *m_copyCurl = nullptr;
    QAction *m_copyId = nullptr;
    QAction *m_clear = nullptr;
    QLabel *m_count = nullptr;
    QLabel *m_feedback = nullptr;
    QTimer *m_feedbackTimer = nullptr;
    // The top row in view when rows arrive while the user reads elsewhere.
    QPersistentModelIndex m_anchor;
    QList<QAction *> m_toolBarActions;
    bool m_columnsSizedByUser = false; // a width restored or dragged: kept as it is
    bool m_fittingColumns = false;
};

} // namespace baton

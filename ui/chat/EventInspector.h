#pragma once

#include "core/chat/ChatSession.h"
#include "core/sse/SseEvent.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace baton {

// The raw server-sent events of the current answer, for a dock: one row per
// event with its arrival time, its time since the request started, its type
// and its data on one line; the selected event's data as pretty JSON below.
// Events the decoder did not recognise are highlighted. "Copy all" puts
// every event, pretty, on the clipboard. Follows one ChatSession (not owned)
// and starts over with each request; New chat sets the events aside, and
// undoing it brings them back.
//
// While hidden (its dock closed) it keeps each event of the current answer as
// a value, with its arrival time, and builds no rows and no count: opening it
// mid-answer lists every event the answer received so far, in one pass, and
// then follows live.
class EventInspector final : public QWidget
{
    Q_OBJECT

public:
    enum Column { TimeColumn, ElapsedColumn, TypeColumn, DataColumn, ColumnCount };
    // On each row's first column: bool, whether the decoder recognised the event.
    static constexpr int RecognisedRole = Qt::UserRole + 1;

    explicit EventInspector(QWidget *parent = nullptr);

    // Follows `session` (null: none) from its next request on.
    void setSession(ChatSession *session);
    [[nodiscard]] ChatSession *session() const { return m_session; }

    [[nodiscard]] qsizetype eventCount() const { return m_events.size(); }
    // Every event as text: time, type, recognised or not, and the pretty data.
    [[nodiscard]] QString allText() const;
    // An event's data as pretty JSON, or as it came when it is not JSON.
    [[nodiscard]] static QString prettyData(const QString &data);

public Q_SLOTS:
    void clear();
    void copyAll();

protected:
    // A new palette colours the unrecognised events again.
    void changeEvent(QEvent *event) override;
    // Lists the events that arrived while hidden.
    void showEvent(QShowEvent *event) override;

private:
    struct Received {
        SseEvent event;
        QDateTime time;
        qint64 elapsedMs = 0;
        bool recognised = true;
    };

    void add(const SseEvent &event, bool recognised);
    // Builds the rows of the events that have none yet.
    void addRows();
    void colourUnrecognised(QTreeWidgetItem *item) const;
    void showCurrent();
    void updateCount();

    QPointer<ChatSession> m_session;
    QList<Received> m_events;
    // The events of the answer before New chat, until it is undone or another answer starts.
    QList<Received> m_setAside;
    qsizetype m_unrecognised = 0;
    QElapsedTimer m_started;
    QLabel *m_count;
    QPushButton *m_copyAll;
    QTreeWidget *m_list;
    QPlainTextEdit *m_data;
};

} // namespace baton

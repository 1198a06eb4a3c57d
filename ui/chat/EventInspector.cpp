#include "ui/chat/EventInspector.h"

#include "core/chat/ChatSession.h"
#include "ui/widgets/StatusColors.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

QString timeText(const QDateTime &time)
{
    return time.toString(u"HH:mm:ss.zzz"_s);
}

} // namespace

EventInspector::EventInspector(QWidget *parent)
    : QWidget(parent)
    , m_count(new QLabel(this))
    , m_copyAll(new QPushButton(tr("&Copy all"), this))
    , m_list(new QTreeWidget(this))
    , m_data(new QPlainTextEdit(this))
{
    setObjectName(u"eventInspector"_s);
    setWindowTitle(tr("Events"));
    m_count->setObjectName(u"eventCount"_s);
    m_copyAll->setObjectName(u"copyAll"_s);
    m_copyAll->setToolTip(tr("Copy every event of the answer, with its time and type, as text."));
    connect(m_copyAll, &QPushButton::clicked, this, &EventInspector::copyAll);

    m_list->setObjectName(u"events"_s);
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({
        tr("Time"),
        tr("Since start"),
        //: A column: the type of a server-sent event.
        tr("Event"),
        //: A column: the data of a server-sent event.
        tr("Data"),
    });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setStretchLastSection(true);
    m_list->setAccessibleName(tr("Server-sent events of the answer"));
    connect(m_list, &QTreeWidget::currentItemChanged, this, &EventInspector::showCurrent);

    m_data->setObjectName(u"eventData"_s);
    m_data->setReadOnly(true);
    m_data->setTabChangesFocus(true);
    m_data->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_data->setPlaceholderText(tr("Select an event to see its data."));
    m_data->setAccessibleName(tr("Data of the selected event"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(u"eventSplitter"_s);
    splitter->addWidget(m_list);
    splitter->addWidget(m_data);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_count, 1);
    bar->addWidget(m_copyAll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    m_started.start();
    updateCount();
}

void EventInspector::setSession(ChatSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    clear();
    if (!session)
        return;
    connect(session, &ChatSession::turnStarted, this, [this] {
        m_setAside.clear();
        clear();
    });
    // New chat can be undone: the last answer's events come back with it.
    connect(session, &ChatSession::cleared, this, [this] {
        m_setAside = std::exchange(m_events, {});
        clear();
    });
    connect(session, &ChatSession::restored, this, [this] {
        clear();
        m_events = std::exchange(m_setAside, {});
        for (const Received &received : std::as_const(m_events))
            m_unrecognised += received.recognised ? 0 : 1;
        if (isVisible())
            addRows();
        updateCount();
    });
    connect(session, &ChatSession::eventReceived, this,
            [this](qsizetype, const SseEvent &event, bool recognised) { add(event, recognised); });
}

void EventInspector::clear()
{
    m_events.clear();
    m_unrecognised = 0;
    m_list->clear();
    m_data->clear();
    m_started.restart();
    updateCount();
}

void EventInspector::add(const SseEvent &event, bool recognised)
{
    m_events.append({event, QDateTime::currentDateTime(), m_started.elapsed(), recognised});
    m_unrecognised += recognised ? 0 : 1;
    // Rows cost far more than the event: none while nobody can see them.
    if (!isVisible())
        return;
    addRows();
    updateCount();
}

void EventInspector::addRows()
{
    QList<QTreeWidgetItem *> items;
    items.reserve(m_events.size() - m_list->topLevelItemCount());
    for (qsizetype row = m_list->topLevelItemCount(); row < m_events.size(); ++row) {
        const Received &received = m_events.at(row);
        QString line = received.event.data;
        line.replace(u'\n', u' ');
        auto *item = new QTreeWidgetItem(
            {timeText(received.time), tr("+%1 ms").arg(received.elapsedMs), received.event.type, line.left(500)});
        item->setData(TimeColumn, RecognisedRole, received.recognised);
        item->setToolTip(DataColumn, line.left(500));
        if (!received.recognised) {
            colourUnrecognised(item);
            for (int column = 0; column < ColumnCount; ++column)
                item->setToolTip(column, tr("Baton did not recognise this event: it is shown as it came."));
        }
        items.append(item);
    }
    m_list->addTopLevelItems(items);
}

void EventInspector::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    addRows();
    updateCount();
}

void EventInspector::colourUnrecognised(QTreeWidgetItem *item) const
{
    const QPalette palette = m_list->palette();
    const QColor background = statusTint(Status::Warning, palette, QPalette::Base);
    const QColor text = statusColor(Status::Warning, palette, background);
    for (int column = 0; column < ColumnCount; ++column) {
        item->setBackground(column, background);
        item->setForeground(column, text);
    }
}

void EventInspector::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_list->topLevelItem(row);
        if (!item->data(TimeColumn, RecognisedRole).toBool())
            colourUnrecognised(item);
    }
}

void EventInspector::showCurrent()
{
    const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
    m_data->setPlainText(row >= 0 && row < m_events.size() ? prettyData(m_events.at(row).event.data) : QString());
}

void EventInspector::updateCount()
{
    const QString events = tr("%n event(s)", nullptr, int(m_events.size()));
    //: %1 is the count of events ("12 events").
    m_count->setText(m_unrecognised > 0 ? tr("%1  (%n not recognised)", nullptr, int(m_unrecognised)).arg(events)
                                        : events);
    m_copyAll->setEnabled(!m_events.isEmpty());
}

QString EventInspector::prettyData(const QString &data)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || document.isNull())
        return data;
    return QString::fromUtf8(document.toJson(QJsonDocument::Indented)).trimmed();
}

QString EventInspector::allText() const
{
    QString text;
    for (const Received &received : m_events) {
        text
            += timeText(received.time) + u"  "_s + tr("+%1 ms").arg(received.elapsedMs) + u"  "_s + received.event.type;
        if (!received.recognised)
            text += u"  "_s + tr("[not recognised]");
        text += u'\n' + prettyData(received.event.data) + u"\n\n"_s;
    }
    return text;
}

void EventInspector::copyAll()
{
    QApplication::clipboard()->setText(allText());
}

} // namespace baton

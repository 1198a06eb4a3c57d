#include "ui/panels/RequestLogPanel.h"

#include "core/api/CurlCommand.h"
#include "core/api/RequestLog.h"
#include "ui/panels/ListTable.h"
#include "ui/panels/StatusCellDelegate.h"
#include "ui/widgets/Icons.h"

#include <QAction>
#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <array>

using namespace Qt::StringLiterals;

namespace baton {

using icons::Icon;

namespace {

const auto headerKey = u"RequestLog/header"_s;
const auto splitterKey = u"RequestLog/splitter"_s;

// JSON indented for reading; anything else (an excerpt cut short, text) as it came.
QString readableBody(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    if (!document.isNull())
        return QString::fromUtf8(document.toJson(QJsonDocument::Indented)).trimmed();
    return QString::fromUtf8(body);
}

} // namespace

RequestLogPanel::RequestLogPanel(RequestLog &log, QWidget *parent)
    : QWidget(parent)
    , m_log(log)
    , m_model(log)
{
    setObjectName(u"panel_requestLog"_s);

    m_proxy.setSourceModel(&m_model);
    m_proxy.setFilterRole(RequestLogModel::FilterTextRole);
    m_proxy.setSortRole(RequestLogModel::SortRole);
    m_proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(u"requestLogFilter"_s);
    m_filter->setPlaceholderText(tr("Filter by method, path, status or request id"));
    m_filter->setClearButtonEnabled(true);
    auto *filterLabel = new QLabel(tr("Fi&lter:"), this);
    filterLabel->setBuddy(m_filter);
    m_count = new QLabel(this);
    m_count->setObjectName(u"requestLogCount"_s);

    // The page's commands are actions, shown by the main window in its
    // toolbar and Edit menu while this page is current, and nowhere else:
    // each command has one visible place. They follow the selection here.
    m_copyCurl = new QAction(icons::icon(Icon::Copy), tr("Copy as c&URL"), this);
    m_copyCurl->setObjectName(u"actionCopyCurl"_s);
    m_copyCurl->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyCurl->setToolTip(tr("Copy the selected request as a curl command. The token is read from $%1 "
                              "when it runs; no credential is copied.")
                               .arg(CurlCommand::TokenVariable));
    m_copyId = new QAction(icons::icon(Icon::Copy), tr("Copy request &id"), this);
    m_copyId->setObjectName(u"actionCopyRequestId"_s);
    m_copyId->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    m_clear = new QAction(icons::icon(Icon::Clear), tr("C&lear"), this);
    m_clear->setObjectName(u"actionClearLog"_s);
    m_clear->setToolTip(tr("Forget every logged request"));
    // What a copy put on the clipboard, as a badge over the details' top
    // right corner for a few seconds: outside every layout, so nothing moves
    // when it comes and goes.
    m_feedback = new QLabel(this);
    m_feedback->setObjectName(u"copyFeedback"_s);
    setStatusStyle(m_feedback, Status::Success, StatusLook::Badge);
    m_feedback->hide();
    m_feedbackTimer = new QTimer(this);
    m_feedbackTimer->setSingleShot(true);
    m_feedbackTimer->setInterval(FeedbackMs);
    connect(m_feedbackTimer, &QTimer::timeout, m_feedback, [this] {
        m_feedback->hide();
        m_feedback->clear();
    });
    m_toolBarActions = {m_copyCurl, m_copyId, m_clear};
    // Their shortcuts work wherever the page is shown, in the window or alone.
    addActions(m_toolBarActions);

    auto *top = new QHBoxLayout;
    top->addWidget(filterLabel);
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);

    m_table = new QTableView(this);
    m_table->setObjectName(u"requestLogTable"_s);
    m_table->setAccessibleName(tr("Requests"));
    setUpListTable(m_table, &m_proxy);
    m_table->setSortingEnabled(true);
    // The newest request first, where the eye starts: a request just sent is
    // in view without scrolling, whatever was sent before it.
    m_table->sortByColumn(RequestLogModel::TimeColumn, Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(RequestLogModel::PathColumn, QHeaderView::Stretch);
    const int digit = m_table->fontMetrics().horizontalAdvance(u'0');
    header->resizeSection(RequestLogModel::TimeColumn, digit * 14);
    header->resizeSection(RequestLogModel::MethodColumn, digit * 9);
    header->resizeSection(RequestLogModel::StatusColumn, digit * 10);
    header->resizeSection(RequestLogModel::DurationColumn, digit * 10);
    header->resizeSection(RequestLogModel::RequestIdColumn, digit * 40);
    header->resizeSection(RequestLogModel::RequestSizeColumn, digit * 10);
    header->resizeSection(RequestLogModel::ResponseSizeColumn, digit * 10);
    // The path is read first: the request id gives it room when the table is narrow.
    m_table->viewport()->installEventFilter(this);
    connect(header, &QHeaderView::sectionResized, this, [this](int column) {
        if (column != RequestLogModel::PathColumn && !m_fittingColumns)
            m_columnsSizedByUser = true;
    });
    m_table->setItemDelegateForColumn(
        RequestLogModel::StatusColumn,
        new StatusCellDelegate(
            [](const QModelIndex &index) -> std::optional<Status> {
                switch (RequestLogModel::Outcome(index.data(RequestLogModel::OutcomeRole).toInt())) {
                case RequestLogModel::Outcome::Pending:
                    return Status::Muted;
                case RequestLogModel::Outcome::Success:
                    return Status::Success;
                case RequestLogModel::Outcome::ClientError:
                    return Status::Warning;
                case RequestLogModel::Outcome::ServerError:
                case RequestLogModel::Outcome::NoAnswer:
                    return Status::Error;
                }
                return std::nullopt;
            },
            {}, m_table));

    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(u"requestLogDetails"_s);
    //: The pane with the headers and bodies of the chosen request.
    m_details->setAccessibleName(tr("Request details"));
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("Select a request to see its headers, body and answer. Credentials and "
                                     "secret values are never shown."));

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(u"requestLogSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_splitter, 1);

    setTabOrder(m_filter, m_table);
    setTabOrder(m_table, m_details);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy.setFilterFixedString(text.trimmed());
        updateCount();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RequestLogPanel::showCurrent);
    connect(m_copyCurl, &QAction::triggered, this, &RequestLogPanel::copyAsCurl);
    connect(m_copyId, &QAction::triggered, this, &RequestLogPanel::copyRequestId);
    connect(m_clear, &QAction::triggered, this, &RequestLogPanel::clear);
    // An entry's answer arrives after its row: keep the details of the selected one current.
    connect(&m_log, &RequestLog::entryUpdated, this, [this](quint64 id) {
        if (const RequestLog::Entry *entry = currentEntry(); entry && entry->id == id)
            showCurrent();
    });
    // A new entry may have cut the selected one's body (RequestLog::WholeRequestBodies).
    connect(&m_log, &RequestLog::entryAdded, this, [this] {
        if (const RequestLog::Entry *entry = currentEntry(); entry && entry->requestBodyCut && m_copyCurl->isEnabled())
            showCurrent();
    });
    connect(&m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, this, &RequestLogPanel::followNewRows);
    connect(&m_proxy, &QAbstractItemModel::rowsInserted, this, &RequestLogPanel::keepPlace);
    connect(&m_proxy, &QAbstractItemModel::rowsInserted, this, &RequestLogPanel::updateCount);
    connect(&m_proxy, &QAbstractItemModel::rowsRemoved, this, &RequestLogPanel::updateCount);
    connect(&m_proxy, &QAbstractItemModel::modelReset, this, &RequestLogPanel::updateCount);
    connect(&m_proxy, &QAbstractItemModel::modelReset, this, &RequestLogPanel::showCurrent);
    connect(&m_proxy, &QAbstractItemModel::rowsRemoved, this, &RequestLogPanel::showCurrent);
    showCurrent();
}

void RequestLogPanel::saveLayout(QSettings &settings) const
{
    settings.setValue(headerKey, m_table->horizontalHeader()->saveState());
    settings.setValue(splitterKey, m_splitter->saveState());
}

void RequestLogPanel::restoreLayout(QSettings &settings)
{
    if (m_table->horizontalHeader()->restoreState(settings.value(headerKey).toByteArray()))
        m_columnsSizedByUser = true;
    m_splitter->restoreState(settings.value(splitterKey).toByteArray());
}

bool RequestLogPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void RequestLogPanel::fitColumns()
{
    // The path stretches into what the other columns leave, and is read
    // first: while it has less than 30 digits, the columns read last give it
    // room, each down to what it needs to be recognised (the request id to
    // its start, a size or a duration to a short number).
    if (m_columnsSizedByUser)
        return;
    struct Giving {
        int column;
        int preferred; // in digits
        int least;
    };
    static constexpr std::array<Giving, 4> giving {{{RequestLogModel::RequestIdColumn, 40, 12},
                                                    {RequestLogModel::ResponseSizeColumn, 10, 7},
                                                    {RequestLogModel::RequestSizeColumn, 10, 7},
                                                    {RequestLogModel::DurationColumn, 10, 7}}};
    QHeaderView *header = m_table->horizontalHeader();
    const int digit = m_table->fontMetrics().horizontalAdvance(u'0');
    int room = m_table->viewport()->width();
    for (int column = 0; column < header->count(); ++column) {
        const bool gives
            = std::any_of(giving.cbegin(), giving.cend(), [column](const Giving &g) { return g.column == column; });
        if (column != RequestLogModel::PathColumn && !gives && !header->isSectionHidden(column))
            room -= header->sectionSize(column);
    }
    int wanting = digit * 30;
    for (const Giving &g : giving)
        wanting += digit * g.preferred;
    int lacking = std::max(0, wanting - room);
    const QScopedValueRollback fitting(m_fittingColumns, true);
    for (const Giving &g : giving) {
        const int cut = std::min(lacking, digit * (g.preferred - g.least));
        lacking -= cut;
        header->resizeSection(g.column, digit * g.preferred - cut);
    }
}

const RequestLog::Entry *RequestLogPanel::currentEntry() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    if (!current.isValid())
        return nullptr;
    return m_log.find(current.data(RequestLogModel::EntryIdRole).toULongLong());
}

void RequestLogPanel::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void RequestLogPanel::copyAsCurl()
{
    if (const RequestLog::Entry *entry = currentEntry(); entry && !entry->requestBodyCut) {
        QGuiApplication::clipboard()->setText(CurlCommand::fromEntry(*entry));
        showFeedback(tr("cURL command copied."));
    }
}

void RequestLogPanel::copyRequestId()
{
    if (const RequestLog::Entry *entry = currentEntry(); entry && !entry->requestId.isEmpty()) {
        QGuiApplication::clipboard()->setText(entry->requestId);
        showFeedback(tr("Request id copied."));
    }
}

void RequestLogPanel::showFeedback(const QString &text)
{
    m_feedback->setText(text);
    m_feedback->adjustSize();
    const int margin = style()->pixelMetric(QStyle::PM_LayoutRightMargin);
    m_feedback->move(m_details->mapTo(this, QPoint(m_details->width() - m_feedback->width() - 2 * margin, margin)));
    m_feedback->raise();
    m_feedback->show();
    m_feedbackTimer->start();
}

void RequestLogPanel::clear()
{
    m_log.clear();
}

void RequestLogPanel::showCurrent()
{
    const RequestLog::Entry *entry = currentEntry();
    m_copyCurl->setEnabled(entry && !entry->requestBodyCut);
    m_copyId->setEnabled(entry && !entry->requestId.isEmpty());
    m_clear->setEnabled(m_log.count() > 0);
    const QString text = entry ? details(*entry) : QString();
    if (m_details->toPlainText() != text)
        m_details->setPlainText(text);
}

// Keeps the newest rows in view while the user looks at the end of the list
// where they arrive (the top when sorted newest first, the bottom when sorted
// oldest first); anywhere else, the rows the user reads stay where they are.
void RequestLogPanel::followNewRows()
{
    m_clear->setEnabled(true);
    const QScrollBar *bar = m_table->verticalScrollBar();
    const bool newestFirst = m_table->horizontalHeader()->sortIndicatorSection() == RequestLogModel::TimeColumn
        && m_table->horizontalHeader()->sortIndicatorOrder() == Qt::DescendingOrder;
    m_anchor = QPersistentModelIndex();
    if (newestFirst && bar->value() == bar->minimum())
        return;
    if (!newestFirst && bar->value() == bar->maximum()) {
        QMetaObject::invokeMethod(m_table, &QTableView::scrollToBottom, Qt::QueuedConnection);
        return;
    }
    m_anchor = m_table->indexAt(QPoint(0, 0));
}

void RequestLogPanel::keepPlace()
{
    if (m_anchor.isValid())
        m_table->scrollTo(m_anchor, QAbstractItemView::PositionAtTop);
    m_anchor = QPersistentModelIndex();
}

void RequestLogPanel::updateCount()
{
    m_count->setText(m_filter->text().trimmed().isEmpty()
                         ? QString()
                         : tr("%1 of %2").arg(m_proxy.rowCount()).arg(m_model.rowCount()));
}

QString RequestLogPanel::details(const RequestLog::Entry &entry)
{
    QStringList lines;
    lines << QString::fromLatin1(entry.method) + u' ' + entry.url;
    QString outcome;
    if (!entry.finished)
        outcome = tr("Waiting for the answer");
    else if (entry.httpStatus > 0)
        outcome = tr("HTTP %1 in %2 ms").arg(entry.httpStatus).arg(entry.durationMs);
    else
        outcome = tr("No answer after %1 ms").arg(entry.durationMs);
    if (entry.attempt > 1)
        //: %1 is the outcome ("HTTP 200 in 35 ms"), %2 the number of the attempt.
        outcome = tr("%1 · attempt %2").arg(outcome, QString::number(entry.attempt));
    lines << outcome;
    lines << tr("Sent: %1").arg(QLocale().toString(entry.startedAt.toLocalTime(), QLocale::LongFormat));
    if (!entry.requestId.isEmpty())
        lines << tr("Request id: %1").arg(entry.requestId);
    if (!entry.sentRequestId.isEmpty())
        //: The id Baton sends with a chat request (metadata.request_id), beside the service's own.
        lines << tr("Baton's request id: %1").arg(entry.sentRequestId);
    if (entry.retryAfter)
        lines << tr("Retry-After: %n second(s)", nullptr, int(entry.retryAfter->count()));
    if (!entry.errorText.isEmpty())
        lines << tr("Error: %1").arg(entry.errorText);

    lines << QString() << tr("Request headers");
    for (const auto &[name, value] : entry.requestHeaders)
        lines << u"  "_s + QString::fromLatin1(name) + u": "_s + QString::fromLatin1(value);

    if (entry.formFile) {
        lines << QString()
              << tr("File part: %1 (%2, %3)")
                     .arg(entry.formFile->fileName, entry.formFile->mimeType,
                          QLocale().formattedDataSize(entry.formFile->size));
    }
    if (!entry.requestBody.isEmpty()) {
        QString title = entry.formFile ? tr("Metadata") : tr("Request body");
        if (entry.requestBodyCut)
            title = tr("Request body (the first %1 of %2; only the latest requests are kept whole, so it cannot "
                       "be copied as cURL)")
                        .arg(QLocale().formattedDataSize(entry.requestBody.size()),
                             QLocale().formattedDataSize(entry.requestBytes));
        lines << QString() << title << readableBody(entry.requestBody);
    }

    if (entry.finished) {
        lines << QString();
        if (entry.responseExcerpt.isEmpty()) {
            lines << tr("Answer: empty");
        } else {
            lines << (entry.responseBytes > entry.responseExcerpt.size()
                          ? tr("Answer (the first %1 of %2)")
                                .arg(QLocale().formattedDataSize(entry.responseExcerpt.size()),
                                     QLocale().formattedDataSize(entry.responseBytes))
                          : tr("Answer"));
            lines << readableBody(entry.responseExcerpt);
        }
    }
    return lines.join(u'\n');
}

} // namespace baton

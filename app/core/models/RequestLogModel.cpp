#include "core/models/RequestLogModel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace baton {

RequestLogModel::RequestLogModel(const RequestLog &log, QObject *parent)
    : QAbstractTableModel(parent)
    , m_log(log)
{
    connect(&log, &RequestLog::aboutToAddEntry, this, [this] {
        const int row = rowCount();
        beginInsertRows(QModelIndex(), row, row);
    });
    connect(&log, &RequestLog::entryAdded, this, [this] { endInsertRows(); });
    connect(&log, &RequestLog::entryUpdated, this, [this](quint64 id) {
        const auto row = int(m_log.rowOf(id));
        if (row >= 0)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(&log, &RequestLog::aboutToDropOldest, this,
            [this](qsizetype count) { beginRemoveRows(QModelIndex(), 0, int(count) - 1); });
    connect(&log, &RequestLog::droppedOldest, this, [this] { endRemoveRows(); });
    connect(&log, &RequestLog::aboutToClear, this, [this] { beginResetModel(); });
    connect(&log, &RequestLog::cleared, this, [this] { endResetModel(); });
}

int RequestLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_log.count());
}

int RequestLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RequestLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RequestLog::Entry &entry = m_log.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(entry, index.column());
    case Qt::ToolTipRole: {
        const QString tip = toolTip(entry, index.column());
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::TextAlignmentRole:
        return alignment(index.column());
    case EntryIdRole:
        return entry.id;
    case FilterTextRole:
        return filterText(entry);
    case SortRole:
        return sortValue(entry, index.column());
    case OutcomeRole:
        return int(outcome(entry));
    default:
        return {};
    }
}

int RequestLogModel::alignment(int column)
{
    // Figures are aligned right, so that their digits line up; everything
    // else left. A column's header takes its cells' alignment.
    const bool figure = column == DurationColumn || column == RequestSizeColumn || column == ResponseSizeColumn;
    return int((figure ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

QVariant RequestLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::TextAlignmentRole && section >= 0 && section < ColumnCount)
        return alignment(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case MethodColumn:
        return tr("Method");
    case PathColumn:
        return tr("Path");
    case StatusColumn:
        //: A column: the HTTP status of the answer.
        return tr("Status");
    case DurationColumn:
        return tr("Duration");
    case RequestIdColumn:
        return tr("Request id");
    case RequestSizeColumn:
        //: A column: the size of the request body.
        return tr("Sent");
    case ResponseSizeColumn:
        return tr("Received");
    default:
        return {};
    }
}

QHash<int, QByteArray> RequestLogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(EntryIdRole, "entryId");
    names.insert(FilterTextRole, "filterText");
    names.insert(SortRole, "sortValue");
    names.insert(OutcomeRole, "outcome");
    return names;
}

QString RequestLogModel::filterText(const RequestLog::Entry &entry)
{
    return QString::fromLatin1(entry.method) + u' ' + entry.path + u' ' + statusText(entry) + u' ' + entry.requestId
        + u' ' + entry.sentRequestId;
}

RequestLogModel::Outcome RequestLogModel::outcome(const RequestLog::Entry &entry)
{
    if (!entry.finished)
        return Outcome::Pending;
    if (entry.httpStatus <= 0)
        return Outcome::NoAnswer;
    if (entry.httpStatus < 400)
        return Outcome::Success;
    if (entry.httpStatus < 500)
        return Outcome::ClientError;
    return Outcome::ServerError;
}

QString RequestLogModel::statusText(const RequestLog::Entry &entry)
{
    if (!entry.finished)
        //: The status column of a request still waiting for its answer.
        return tr("pending");
    if (entry.httpStatus > 0)
        return QString::number(entry.httpStatus);
    return tr("no answer");
}

QString RequestLogModel::displayText(const RequestLog::Entry &entry, int column)
{
    switch (column) {
    case TimeColumn:
        return entry.startedAt.toLocalTime().toString(u"HH:mm:ss.zzz"_s);
    case MethodColumn:
        return QString::fromLatin1(entry.method);
    case PathColumn:
        return entry.path;
    case StatusColumn:
        return statusText(entry);
    case DurationColumn:
        return entry.finished ? tr("%1 ms").arg(entry.durationMs) : QString();
    case RequestIdColumn:
        return entry.requestId;
    case RequestSizeColumn:
        return QLocale().formattedDataSize(entry.requestBytes);
    case ResponseSizeColumn:
        return entry.finished ? QLocale().formattedDataSize(entry.responseBytes) : QString();
    default:
        return {};
    }
}

QString RequestLogModel::toolTip(const RequestLog::Entry &entry, int column)
{
    switch (column) {
    case TimeColumn:
        return entry.startedAt.toLocalTime().toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s);
    case MethodColumn:
        return entry.attempt > 1 ? tr("Attempt %1 of this request").arg(entry.attempt) : QString();
    case PathColumn:
        return entry.url;
    case StatusColumn:
        return entry.errorText;
    default:
        return {};
    }
}

QVariant RequestLogModel::sortValue(const RequestLog::Entry &entry, int column)
{
    switch (column) {
    case TimeColumn:
        return entry.startedAt;
    case MethodColumn:
        return QString::fromLatin1(entry.method);
    case PathColumn:
        return entry.path;
    case StatusColumn:
        return entry.httpStatus;
    case DurationColumn:
        return entry.durationMs;
    case RequestIdColumn:
        return entry.requestId;
    case RequestSizeColumn:
        return entry.requestBytes;
    case ResponseSizeColumn:
        return entry.responseBytes;
    default:
        return {};
    }
}

} // namespace baton

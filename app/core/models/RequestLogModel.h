#pragma once

#include "core/api/RequestLog.h"

#include <QAbstractTableModel>

namespace baton {

// The request log as a table, newest last: one row per attempt, following the
// RequestLog as it grows, fills in answers, drops its oldest entries and is
// cleared. Reads the log's redacted entries and owns nothing; the log must
// outlive the model.
//
// FilterTextRole gives each row's method, path, status and request id as one
// text, for a QSortFilterProxyModel with setFilterRole(FilterTextRole).
class RequestLogModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        TimeColumn,
        MethodColumn,
        PathColumn,
        StatusColumn,
        DurationColumn,
        RequestIdColumn,
        RequestSizeColumn,
        ResponseSizeColumn,
        ColumnCount
    };

    enum Role {
        EntryIdRole = Qt::UserRole + 1, // quint64: the entry's id in the RequestLog
        FilterTextRole, // QString: method, path, status and request id
        SortRole, // the cell's raw value: QDateTime, text or number
        OutcomeRole, // int: the row's Outcome, for the status column's colour
    };

    // How an attempt ended, in the words a status colour speaks.
    enum class Outcome {
        Pending, // no answer yet
        Success, // 1xx, 2xx and 3xx
        ClientError, // 4xx
        ServerError, // 5xx and anything else the HTTP status range does not name
        NoAnswer, // a network error or a cancel: no HTTP status
    };
    [[nodiscard]] static Outcome outcome(const RequestLog::Entry &entry);

    explicit RequestLogModel(const RequestLog &log, QObject *parent = nullptr);

    [[nodiscard]] const RequestLog &log() const { return m_log; }

    [[nodiscard]] int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] static QString filterText(const RequestLog::Entry &entry);

private:
    [[nodiscard]] static QString displayText(const RequestLog::Entry &entry, int column);
    [[nodiscard]] static QString toolTip(const RequestLog::Entry &entry, int column);
    // Qt::TextAlignmentRole of a column's cells and header.
    [[nodiscard]] static int alignment(int column);
    [[nodiscard]] static QVariant sortValue(const RequestLog::Entry &entry, int column);
    [[nodiscard]] static QString statusText(const RequestLog::Entry &entry);

    const RequestLog &m_log;
};

} // namespace baton

#pragma once

#include "core/api/ApiError.h"
#include "core/paging/Pager.h"
#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <optional>

namespace baton {

class ApiClient;
class ApiJob;
struct ApiResult;

// The list of one resource type, as a table: one row per object, the columns
// of the kind's listColumns. Rows are read page by page, only when asked
// (canFetchMore/fetchMore), one request at a time; a reset (new query, new
// page size, refresh) starts a new generation, and answers to an older one are
// dropped. Owns the objects read and its Pager; editors keep it current with
// upsert() and removeById() instead of reloading.
//
// A secret's `value` member is removed from every object on the way in, so no
// role can show it.
class ResourceListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(bool loading READ loading NOTIFY loadingChanged)

public:
    enum Role {
        IdRole = Qt::UserRole + 1, // QString: the object's id
        ObjectRole, // QJsonObject: the whole object
        SortRole, // the cell's raw value: text, number, bool or QDateTime (UTC)
    };

    static constexpr int DefaultPageSize = 50;

    // `client` and `kind` must outlive the model (ResourceKind::get() does).
    ResourceListModel(ApiClient &client, const ResourceKind &kind, QObject *parent = nullptr);

    [[nodiscard]] const ResourceKind &kind() const { return m_kind; }

    // The list's filter, in the kind's list query fields; an empty value
    // means "no filter on this field". Clears the rows; the next fetchMore()
    // reads the first page. Invalid values are kept in queryErrors(), one per
    // field, and nothing is sent until a valid query is set.
    void setQuery(const Pager::Query &filter);
    [[nodiscard]] const Pager::Query &query() const { return m_filter; }
    // Clears the rows as setQuery() does.
    void setPageSize(int pageSize);
    [[nodiscard]] int pageSize() const { return m_pageSize; }
    [[nodiscard]] const QList<FieldError> &queryErrors() const { return m_pager.validate(); }

    // Clears the rows and reads the first page again, now. A request of the
    // previous generation still running is canceled and its answer ignored.
    void refresh();
    // After a failed page: asks for the same page again. After a list that
    // ended Unreadable or Incomplete: reads it again from its first page.
    void retry();

    [[nodiscard]] bool loading() const { return !m_job.isNull(); }
    // Why the last page failed; empty after a success and after a reset.
    [[nodiscard]] const std::optional<ApiError> &error() const { return m_error; }
    // The capability the token lacks, when the list was refused for it: paging
    // stops until refresh(), so the panel can say so in place.
    [[nodiscard]] const QString &missingCapability() const { return m_missingCapability; }
    // The number of objects in the whole list, when the server gave it (page family).
    [[nodiscard]] bool totalKnown() const { return m_total.has_value(); }
    [[nodiscard]] qint64 total() const { return m_total.value_or(0); }
    // How the list's paging ended (Pager::end()): Unreadable is an answer
    // with no list in it, never an empty list; Incomplete leaves rows that are
    // not the whole list. NotYet while pages remain or after a reset.
    [[nodiscard]] Pager::End end() const { return m_pager.end(); }
    // Why the list ended Unreadable or Incomplete (Pager::describeEnd()):
    // what paging stopped on, what the answer held, its request id.
    [[nodiscard]] const QString &endReason() const { return m_endReason; }

    // After a create or an update: replaces the row of the object with the
    // same id, or appends it. Returns its row, or -1 for an object without id.
    int upsert(const QJsonObject &object);
    // After a delete. False when no row has this id. In the page family the
    // next page is read from the one that now holds the first object not yet
    // seen, so that the objects after the deleted one are not skipped.
    bool removeById(const QString &id);
    [[nodiscard]] QJsonObject objectAt(int row) const;
    [[nodiscard]] int rowOfId(const QString &id) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // How a list shows one value of a column, and the value it sorts by.
    [[nodiscard]] static QString displayText(const QJsonValue &value, ColumnFormat format,
                                             const FieldSpec *field = nullptr);
    [[nodiscard]] static QVariant sortValue(const QJsonValue &value, ColumnFormat format);

Q_SIGNALS:
    void loadingChanged(bool loading);
    void loadFailed(const baton::ApiError &error);
    void totalChanged();
    // What the Pager could not read in a list response or chose to stop on,
    // one message at a time, for the request log.
    void pagingWarning(const QString &message);
    // The list ended Unreadable or Incomplete; endReason() says why.
    void endedEarly();

private:
    void reset(bool fetchFirstPage);
    void startFetch();
    void onPage(quint64 generation, const ApiResult &result);
    void appendItems(const QJsonArray &items);
    void announceLoading();
    void setTotal(std::optional<qint64> total);
    [[nodiscard]] QJsonObject cleaned(QJsonObject object) const;
    void reindexFrom(int row);
    void emitRowChanged(int row);
    // Why a failed file failed, for its status cell; empty elsewhere.
    [[nodiscard]] QString statusReason(const QJsonObject &object, const ListColumn &column) const;

    ApiClient &m_client;
    const ResourceKind &m_kind;
    Pager::Query m_filter;
    int m_pageSize = DefaultPageSize;
    Pager m_pager;
    QList<QJsonObject> m_rows;
    QHash<QString, int> m_rowOfId;
    QList<const FieldSpec *> m_columnFields; // the field of each column, when the kind names it
    QPointer<ApiJob> m_job;
    quint64 m_generation = 0;
    bool m_announcedLoading = false; // what loadingChanged last said
    bool m_resetting = false;
    bool m_stopped = false; // a page failed: no more fetching until retry() or a reset
    std::optional<ApiError> m_error;
    QString m_missingCapability;
    std::optional<qint64> m_total;
    QString m_endReason;
};

} // namespace baton

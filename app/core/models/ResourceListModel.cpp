#include "core/models/ResourceListModel.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

const QString IdMember = u"id"_s;

// An ISO 8601 date-time; one without an offset is read as UTC, as the
// service writes its timestamps.
QDateTime parseTimestamp(const QString &text)
{
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (time.isValid() && time.timeSpec() == Qt::LocalTime)
        time.setTimeSpec(Qt::UTC);
    return time;
}

std::optional<qint64> wholeNumber(double value)
{
    constexpr double maxSafeInteger = 9007199254740991.0;
    if (std::isfinite(value) && std::trunc(value) == value && std::abs(value) <= maxSafeInteger)
        return static_cast<qint64>(value);
    return std::nullopt;
}

QString compactJson(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
}

// A model reference as a chat target reads: "llm:<name>", "custom:<id>",
// "group:<id>"; nothing when it has another shape.
QString modelRefText(const QJsonObject &ref)
{
    const QString type = ref.value(u"type"_s).toString();
    QString target;
    if (type == u"llm"_s)
        target = ref.value(u"llmModelName"_s).toString();
    else if (type == u"custom"_s)
        target = ref.value(u"customModelId"_s).toString();
    else if (type == u"group"_s)
        target = ref.value(u"groupModelId"_s).toString();
    return target.isEmpty() ? QString() : type + u':' + target;
}

// Figures are aligned right, so that their digits line up; everything
// else left. A column's header takes its cells' alignment.
int columnAlignment(const ListColumn &column, const FieldSpec *field)
{
    const bool figure = column.format == ColumnFormat::ByteSize
        || (field && (field->type == FieldType::Integer || field->type == FieldType::Number));
    return int((figure ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

} // namespace

ResourceListModel::ResourceListModel(ApiClient &client, const ResourceKind &kind, QObject *parent)
    : QAbstractTableModel(parent)
    , m_client(client)
    , m_kind(kind)
    , m_pager(kind, DefaultPageSize)
{
    for (const ListColumn &column : kind.listColumns)
        m_columnFields.append(kind.field(column.member));
}

void ResourceListModel::setQuery(const Pager::Query &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    reset(false);
}

void ResourceListModel::setPageSize(int pageSize)
{
    if (pageSize == m_pageSize)
        return;
    m_pageSize = pageSize;
    reset(false);
}

void ResourceListModel::refresh()
{
    reset(true);
}

void ResourceListModel::retry()
{
    // The Pager has ended such a list: only its first page starts it again.
    if (m_pager.end() == Pager::End::Unreadable || m_pager.end() == Pager::End::Incomplete) {
        refresh();
        return;
    }
    if (!m_stopped || loading())
        return;
    m_stopped = false;
    m_error.reset();
    m_missingCapability.clear();
    if (m_pager.hasMore())
        startFetch();
    announceLoading();
}

void ResourceListModel::reset(bool fetchFirstPage)
{
    m_resetting = true;
    ++m_generation;
    // The canceled job finishes at once, with an answer of the old generation.
    if (QPointer<ApiJob> job = std::exchange(m_job, nullptr))
        job->cancel();

    beginResetModel();
    m_rows.clear();
    m_rowOfId.clear();
    m_pager = Pager(m_kind, m_pageSize, m_filter);
    m_stopped = false;
    m_error.reset();
    m_missingCapability.clear();
    m_endReason.clear();
    endResetModel();
    // A view may have asked for the first page while the reset was announced.
    if (fetchFirstPage && !loading() && m_pager.hasMore())
        startFetch();

    m_resetting = false;
    setTotal(std::nullopt);
    announceLoading();
}

bool ResourceListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_stopped && m_pager.hasMore();
}

void ResourceListModel::fetchMore(const QModelIndex &parent)
{
    if (loading() || !canFetchMore(parent))
        return;
    startFetch();
    announceLoading();
}

void ResourceListModel::startFetch()
{
    const quint64 generation = m_generation;
    m_job = m_client.get(m_kind.collectionPath, m_pager.nextQuery());
    connect(m_job, &ApiJob::finished, this,
            [this, generation](const ApiResult &result) { onPage(generation, result); });
}

void ResourceListModel::onPage(quint64 generation, const ApiResult &result)
{
    if (generation != m_generation)
        return;

    if (!result.ok()) {
        m_job = nullptr;
        m_stopped = true;
        m_error = result.error;
        if (m_error->kind() == ApiError::Kind::MissingCapability)
            m_missingCapability = m_error->param().isEmpty() ? m_kind.capability : m_error->param();
        Q_EMIT loadFailed(*m_error);
        announceLoading();
        return;
    }

    const QJsonArray items = m_pager.consume(Pager::body(result));
    m_error.reset();
    for (const QString &warning : m_pager.warnings())
        Q_EMIT pagingWarning(warning);
    // Rows arrive while loading() is still true, so a view asking for more in
    // answer to them does not start the next page on its own.
    appendItems(items);
    m_job = nullptr;
    if (m_pager.total())
        setTotal(m_pager.total());
    // A page without items adds no row, so no view asks for more: the list
    // follows its next page itself (the Pager ends a run of empty pages).
    if (items.isEmpty() && m_pager.hasMore())
        startFetch();
    const bool early = m_pager.end() == Pager::End::Unreadable || m_pager.end() == Pager::End::Incomplete;
    if (early)
        m_endReason = m_pager.describeEnd(result);
    announceLoading();
    if (early)
        Q_EMIT this->endedEarly();
}

void ResourceListModel::appendItems(const QJsonArray &items)
{
    // An object already listed (upserted before its page came, or sent twice)
    // replaces its row instead of appearing twice.
    QList<QJsonObject> added;
    QList<int> changed;
    const int first = int(m_rows.size());
    for (const QJsonValue &item : items) {
        if (!item.isObject())
            continue; // the envelope reported them
        QJsonObject object = cleaned(item.toObject());
        const QString id = object.value(IdMember).toString();
        const auto known = id.isEmpty() ? m_rowOfId.constEnd() : m_rowOfId.constFind(id);
        if (known == m_rowOfId.constEnd()) {
            if (!id.isEmpty())
                m_rowOfId.insert(id, first + int(added.size()));
            added.append(std::move(object));
        } else if (*known >= first) {
            added[*known - first] = std::move(object);
        } else {
            m_rows[*known] = std::move(object);
            changed.append(*known);
        }
    }
    if (!added.isEmpty()) {
        beginInsertRows(QModelIndex(), first, first + int(added.size()) - 1);
        m_rows.append(std::move(added));
        endInsertRows();
    }
    for (const int row : std::as_const(changed))
        emitRowChanged(row);
}

void ResourceListModel::announceLoading()
{
    if (m_resetting || loading() == m_announcedLoading)
        return;
    m_announcedLoading = loading();
    Q_EMIT loadingChanged(m_announcedLoading);
}

void ResourceListModel::setTotal(std::optional<qint64> total)
{
    if (total == m_total)
        return;
    m_total = total;
    Q_EMIT totalChanged();
}

QJsonObject ResourceListModel::cleaned(QJsonObject object) const
{
    if (m_kind.id == ResourceKind::Id::Secret)
        object.remove(u"value"_s);
    return object;
}

void ResourceListModel::reindexFrom(int row)
{
    for (int r = row; r < m_rows.size(); ++r) {
        const QString id = m_rows.at(r).value(IdMember).toString();
        if (!id.isEmpty())
            m_rowOfId.insert(id, r);
    }
}

void ResourceListModel::emitRowChanged(int row)
{
    if (columnCount() > 0)
        Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
}

int ResourceListModel::upsert(const QJsonObject &object)
{
    QJsonObject clean = cleaned(object);
    const QString id = clean.value(IdMember).toString();
    if (id.isEmpty())
        return -1;
    int row = rowOfId(id);
    if (row >= 0) {
        m_rows[row] = std::move(clean);
        emitRowChanged(row);
        return row;
    }
    row = int(m_rows.size());
    beginInsertRows(QModelIndex(), row, row);
    m_rows.append(std::move(clean));
    m_rowOfId.insert(id, row);
    endInsertRows();
    if (m_total)
        setTotal(*m_total + 1);
    return row;
}

bool ResourceListModel::removeById(const QString &id)
{
    const int row = rowOfId(id);
    if (row < 0)
        return false;
    // The pager moves back before the rows change, so that a view asking for
    // more in answer to the removal already asks for the right page. A page
    // asked for before the delete may come back shifted by it: it is asked
    // for again, and the old answer dropped.
    m_pager.itemDeleted();
    if (m_kind.paging == PagingFamily::Page && loading()) {
        ++m_generation;
        if (QPointer<ApiJob> job = std::exchange(m_job, nullptr))
            job->cancel();
        startFetch();
    }
    beginRemoveRows(QModelIndex(), row, row);
    m_rows.removeAt(row);
    m_rowOfId.remove(id);
    reindexFrom(row);
    endRemoveRows();
    if (m_total && *m_total > 0)
        setTotal(*m_total - 1);
    return true;
}

QJsonObject ResourceListModel::objectAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row) : QJsonObject();
}

int ResourceListModel::rowOfId(const QString &id) const
{
    return m_rowOfId.value(id, -1);
}

int ResourceListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResourceListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_kind.listColumns.size());
}

QVariant ResourceListModel::data(const QModelIndex &index, int role) const
{
    // A combo box asks about its current item even when there is none.
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QJsonObject &object = m_rows.at(index.row());
    const ListColumn &column = m_kind.listColumns.at(index.column());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: { // an editable combo box (ObjectPicker) reads its items' text in this role
        const QString text = displayText(object.value(column.member), column.format, m_columnFields.at(index.column()));
        // A file that failed says why in its row, not only in the detail pane.
        if (const QString reason = statusReason(object, column); !reason.isEmpty())
            //: A file's status and why: "Failed: the file is empty".
            return tr("%1: %2").arg(text, reason);
        return text;
    }
    case Qt::ToolTipRole: {
        const QString reason = statusReason(object, column);
        return reason.isEmpty() ? QVariant() : QVariant(reason);
    }
    case Qt::TextAlignmentRole:
        return columnAlignment(column, m_columnFields.at(index.column()));
    case IdRole:
        return object.value(IdMember).toString();
    case ObjectRole:
        return object;
    case SortRole:
        return sortValue(object.value(column.member), column.format);
    default:
        return {};
    }
}

QString ResourceListModel::statusReason(const QJsonObject &object, const ListColumn &column) const
{
    if (m_kind.id != ResourceKind::Id::File || column.member != u"status"_s)
        return {};
    return object.value(u"error"_s).toString().trimmed();
}

QVariant ResourceListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= 0 && section < m_kind.listColumns.size()) {
        if (role == Qt::DisplayRole)
            return m_kind.listColumns.at(section).translatedTitle();
        if (role == Qt::TextAlignmentRole)
            return columnAlignment(m_kind.listColumns.at(section), m_columnFields.at(section));
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

QHash<int, QByteArray> ResourceListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "objectId");
    names.insert(ObjectRole, "object");
    names.insert(SortRole, "sortValue");
    return names;
}

QString ResourceListModel::displayText(const QJsonValue &value, ColumnFormat format, const FieldSpec *field)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Bool:
        return value.toBool() ? tr("Yes") : tr("No");
    case QJsonValue::Double: {
        const std::optional<qint64> whole = wholeNumber(value.toDouble());
        if (!whole)
            return QLocale().toString(value.toDouble(), 'g', QLocale::FloatingPointShortest);
        if (format == ColumnFormat::ByteSize && *whole >= 0)
            return QLocale().formattedDataSize(*whole);
        return QLocale().toString(*whole);
    }
    case QJsonValue::String: {
        if (format == ColumnFormat::Timestamp) {
            const QDateTime time = parseTimestamp(value.toString());
            if (time.isValid())
                return QLocale().toString(time.toLocalTime(), QLocale::ShortFormat);
        }
        if (format == ColumnFormat::Label || (field && !field->enumValues.isEmpty()))
            return ResourceKind::valueLabel(value.toString());
        return value.toString();
    }
    case QJsonValue::Array: {
        const FieldSpec *item = field && field->type == FieldType::Array ? field->item.get() : nullptr;
        QStringList parts;
        for (const QJsonValue &element : value.toArray())
            parts << displayText(element, format, item);
        return parts.join(u", "_s);
    }
    case QJsonValue::Object: {
        if (field && field->type == FieldType::ModelRef) {
            const QString ref = modelRefText(value.toObject());
            if (!ref.isEmpty())
                return ref;
        }
        return compactJson(value);
    }
    }
    return {};
}

QVariant ResourceListModel::sortValue(const QJsonValue &value, ColumnFormat format)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Bool:
        return value.toBool();
    case QJsonValue::Double:
        return value.toDouble();
    case QJsonValue::String: {
        if (format == ColumnFormat::Timestamp) {
            const QDateTime time = parseTimestamp(value.toString());
            if (time.isValid())
                return time.toUTC();
        }
        return value.toString();
    }
    case QJsonValue::Array:
    case QJsonValue::Object:
        return compactJson(value);
    }
    return {};
}

} // namespace baton

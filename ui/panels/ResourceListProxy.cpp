#include "ui/panels/ResourceListProxy.h"

#include "core/models/ResourceListModel.h"
#include "core/relations/NameBook.h"
#include "core/resources/ResourceKind.h"

using namespace Qt::StringLiterals;

namespace baton {

bool ResourceListProxy::isReferenceColumn(int column) const
{
    const auto *source = static_cast<const ResourceListModel *>(sourceModel());
    const QList<ListColumn> &columns = source->kind().listColumns;
    if (column < 0 || column >= columns.size())
        return false;
    const FieldSpec *field = source->kind().field(columns.at(column).member);
    return field && field->type == FieldType::ModelRef;
}

QVariant ResourceListProxy::data(const QModelIndex &index, int role) const
{
    if (!names || (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != ResourceListModel::SortRole)
        || !isReferenceColumn(index.column()))
        return QSortFilterProxyModel::data(index, role);
    if (role == Qt::ToolTipRole)
        return QSortFilterProxyModel::data(index, Qt::DisplayRole);
    return referenceText(mapToSource(index));
}

QString ResourceListProxy::referenceText(const QModelIndex &sourceIndex) const
{
    const auto *source = static_cast<const ResourceListModel *>(sourceModel());
    const QJsonObject object = source->objectAt(sourceIndex.row());
    const QJsonObject ref = object.value(source->kind().listColumns.at(sourceIndex.column()).member).toObject();
    const QString type = ref.value(u"type"_s).toString();
    const QString custom = ref.value(u"customModelId"_s).toString();
    const QString group = ref.value(u"groupModelId"_s).toString();
    const QString base = ref.value(u"llmModelName"_s).toString();
    const auto named = [this](RelationIndex::Kind kind, const QString &id) {
        // An object not read says its kind already.
        if (!names->index().contains(kind, id))
            return names->label(kind, id);
        //: A model reference in a list: %1 the model's name, %2 its kind.
        return tr("%1 (%2)").arg(names->label(kind, id), NameBook::kindName(kind));
    };
    if (type == u"custom"_s && !custom.isEmpty())
        return named(RelationIndex::Kind::CustomModel, custom);
    if (type == u"group"_s && !group.isEmpty())
        return named(RelationIndex::Kind::GroupModel, group);
    if (type == u"llm"_s && !base.isEmpty())
        //: A base model in a list: %1 its name.
        return tr("%1 (base model)").arg(base);
    return sourceIndex.data(Qt::DisplayRole).toString();
}

bool ResourceListProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // A reference column sorts by the names it shows, not by the ids. The
    // indexes are the source model's.
    if (names && isReferenceColumn(left.column()))
        return referenceText(left).localeAwareCompare(referenceText(right)) < 0;
    return QSortFilterProxyModel::lessThan(left, right);
}

void ResourceListProxy::namesChanged()
{
    if (rowCount() == 0)
        return;
    for (int column = 0; column < columnCount(); ++column) {
        if (isReferenceColumn(column)) {
            Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column));
            if (sortColumn() == column)
                invalidate();
        }
    }
}

} // namespace baton

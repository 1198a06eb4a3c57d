#include "ui/widgets/ModelRefPicker.h"

#include "core/models/ResourceListModel.h"
#include "ui/widgets/BaseModelCombo.h"
#include "ui/widgets/ObjectPicker.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QStackedWidget>

#include <algorithm>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

const QString Llm = u"llm"_s;
const QString Custom = u"custom"_s;
const QString Group = u"group"_s;

QString memberFor(const QString &type)
{
    if (type == Custom)
        return u"customModelId"_s;
    if (type == Group)
        return u"groupModelId"_s;
    return u"llmModelName"_s;
}

} // namespace

ModelRefPicker::ModelRefPicker(ApiClient &client, QWidget *parent)
    : QWidget(parent)
    , m_type(new QComboBox(this))
    , m_stack(new QStackedWidget(this))
    , m_llm(new BaseModelCombo(m_stack))
    , m_custom(new ObjectPicker(client, ResourceKind::get(ResourceKind::Id::CustomModel), m_stack))
    , m_group(new ObjectPicker(client, ResourceKind::get(ResourceKind::Id::GroupModel), m_stack))
{
    m_type->setObjectName(u"refType"_s);
    for (const QString &type : {Llm, Custom, Group})
        m_type->addItem(kindLabel(type), type);
    m_type->setItemData(0, tr("A base model of the service, by name"), Qt::ToolTipRole);
    m_type->setItemData(1, tr("One of the custom models this token can see"), Qt::ToolTipRole);
    m_type->setItemData(2, tr("One of the group models this token can see"), Qt::ToolTipRole);
    m_type->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_llm->setObjectName(u"llmModelName"_s);
    m_custom->setObjectName(u"customModelId"_s);
    m_group->setObjectName(u"groupModelId"_s);
    // A combo box without a placeholder selects its first row when rows first
    // arrive, which would replace an id still waiting for its row.
    m_custom->setPlaceholderText(tr("Choose a custom model"));
    m_group->setPlaceholderText(tr("Choose a group model"));
    m_stack->addWidget(m_llm);
    m_stack->addWidget(m_custom);
    m_stack->addWidget(m_group);
    m_stack->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_type);
    layout->addWidget(m_stack, 1);
    setFocusProxy(m_type);

    connect(m_type, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_stack->setCurrentIndex(index);
        Q_EMIT refChanged();
    });
    connect(m_llm, &BaseModelCombo::modelNameChanged, this, &ModelRefPicker::refChanged);
    connect(m_custom, &ObjectPicker::currentIdChanged, this, &ModelRefPicker::refChanged);
    connect(m_group, &ObjectPicker::currentIdChanged, this, &ModelRefPicker::refChanged);
    for (const ObjectPicker *picker : {m_custom, m_group}) {
        connect(picker->listModel(), &QAbstractItemModel::rowsInserted, this, &ModelRefPicker::namesChanged);
        connect(picker->listModel(), &QAbstractItemModel::dataChanged, this, &ModelRefPicker::namesChanged);
    }
}

QJsonObject ModelRefPicker::ref() const
{
    const QString t = type();
    QString value;
    if (t == Custom)
        value = m_custom->currentId();
    else if (t == Group)
        value = m_group->currentId();
    else
        value = m_llm->modelName();
    QJsonObject result {{u"type"_s, t}};
    if (!value.isEmpty())
        result.insert(memberFor(t), value);
    return result;
}

void ModelRefPicker::setRef(const QJsonObject &ref)
{
    const QString t = ref.value(u"type"_s).toString();
    const int index = std::max(0, m_type->findData(t));
    const QString value = ref.value(memberFor(t)).toString();
    const QSignalBlocker blocker(this);
    m_llm->setModelName(t == Llm ? value : QString());
    m_custom->setCurrentId(t == Custom ? value : QString());
    m_group->setCurrentId(t == Group ? value : QString());
    m_type->setCurrentIndex(index);
    m_stack->setCurrentIndex(index);
}

QString ModelRefPicker::type() const
{
    return m_type->currentData().toString();
}

QString ModelRefPicker::describe(const QJsonObject &ref) const
{
    const QString t = ref.value(u"type"_s).toString();
    const QString value = ref.value(memberFor(t)).toString();
    if (t != Custom && t != Group)
        return value.isEmpty() ? tr("(no base model chosen)") : tr("%1 (base model)").arg(value);
    const bool custom = t == Custom;
    if (value.isEmpty())
        return custom ? tr("(no custom model chosen)") : tr("(no group model chosen)");
    QString name = nameOf(custom ? m_custom : m_group, value);
    if (name.isEmpty())
        name = ref.value(u"resolved"_s).toObject().value(u"name"_s).toString();
    if (name.isEmpty())
        name = value.left(8) + u'…';
    return custom ? tr("%1 (custom model)").arg(name) : tr("%1 (group model)").arg(name);
}

void ModelRefPicker::loadNames()
{
    for (ObjectPicker *picker : {m_custom, m_group}) {
        ResourceListModel *model = picker->listModel();
        if (model->rowCount() == 0 && !model->loading() && model->canFetchMore({}))
            model->fetchMore({});
    }
}

QString ModelRefPicker::kindLabel(const QString &type)
{
    if (type == Custom)
        return tr("Custom model");
    if (type == Group)
        return tr("Group model");
    return tr("Base model");
}

QString ModelRefPicker::nameOf(const ObjectPicker *picker, const QString &id) const
{
    const ResourceListModel *model = picker->listModel();
    const int row = model->rowOfId(id);
    return row < 0 ? QString() : model->objectAt(row).value(u"name"_s).toString();
}

} // namespace baton

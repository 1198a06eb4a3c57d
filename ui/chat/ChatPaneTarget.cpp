#include "core/models/ResourceListModel.h"
#include "core/resources/ChatTarget.h"
#include "core/resources/ResourceKind.h"
#include "ui/chat/ChatPane.h"
#include "ui/chat/TranscriptView.h"
#include "ui/widgets/Icons.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace baton {

using icons::Icon;

void ChatPane::buildTargetRow(QWidget *row, QWidget *optionsRow)
{
    m_target = new QComboBox(row);
    m_target->setObjectName(u"chatTarget"_s);
    //: The model the chat talks to.
    m_target->setAccessibleName(tr("Target"));
    m_target->setEditable(true);
    m_target->setInsertPolicy(QComboBox::NoInsert);
    m_target->lineEdit()->setAccessibleName(m_target->accessibleName());
    m_target->setMinimumContentsLength(24);
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->lineEdit()->setPlaceholderText(tr("Search the models, or type group:<id> or custom:<id>"));
    m_target->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_target->completer()->setFilterMode(Qt::MatchContains);
    m_target->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_refreshTargets = new QPushButton(icons::icon(Icon::Refresh), tr("Reload"), row);
    m_refreshTargets->setObjectName(u"chatReloadTargets"_s);
    m_refreshTargets->setToolTip(tr("Read the lists of group and custom models again"));

    //: A check box: receive the answer as it is written (verb).
    m_stream = new QCheckBox(tr("Stream"), optionsRow);
    m_stream->setObjectName(u"chatStream"_s);
    m_stream->setChecked(true);
    m_stream->setToolTip(tr("Receive the answer as it is written"));

    m_mode = new QComboBox(optionsRow);
    m_mode->setObjectName(u"chatMode"_s);
    //: A group model's mode for this chat (orchestrate, synthesize, …).
    m_mode->setAccessibleName(tr("Mode"));
    m_mode->setToolTip(tr("The group model's mode for this chat (metadata.mode)"));
    m_mode->addItem(tr("Group default"), QString());
    for (const QString &mode : ResourceKind::groupModes())
        m_mode->addItem(ResourceKind::valueLabel(mode), mode);

    m_temperature = new QDoubleSpinBox(optionsRow);
    m_temperature->setObjectName(u"chatTemperature"_s);
    m_temperature->setAccessibleName(tr("Temperature"));
    m_temperature->setRange(-0.1, 2.0);
    m_temperature->setSingleStep(0.1);
    m_temperature->setDecimals(1);
    //: Shown while the field is at its lowest: the model's own value is used.
    m_temperature->setSpecialValueText(tr("Default"));
    m_temperature->setValue(-0.1);

    m_maxTokens = new QSpinBox(optionsRow);
    m_maxTokens->setObjectName(u"chatMaxTokens"_s);
    m_maxTokens->setAccessibleName(tr("Maximum tokens"));
    m_maxTokens->setRange(0, 10'000'000);
    m_maxTokens->setSingleStep(256);
    //: Shown while the field is at its lowest: the model's own value is used.
    m_maxTokens->setSpecialValueText(tr("Default"));
    m_maxTokens->setValue(0);

    auto *targetLayout = new QHBoxLayout(row);
    targetLayout->setContentsMargins(0, 0, 0, 0);
    auto *targetLabel = new QLabel(tr("&Target:"), row);
    targetLabel->setBuddy(m_target);
    targetLayout->addWidget(targetLabel);
    targetLayout->addWidget(m_target, 1);
    targetLayout->addWidget(m_refreshTargets);
    auto *layout = new QHBoxLayout(optionsRow);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stream);
    auto *modeLabel = new QLabel(tr("&Mode:"), optionsRow);
    modeLabel->setBuddy(m_mode);
    layout->addWidget(modeLabel);
    layout->addWidget(m_mode);
    auto *temperatureLabel = new QLabel(tr("Tem&perature:"), optionsRow);
    temperatureLabel->setBuddy(m_temperature);
    layout->addWidget(temperatureLabel);
    layout->addWidget(m_temperature);
    auto *maxLabel = new QLabel(tr("Ma&x tokens:"), optionsRow);
    maxLabel->setBuddy(m_maxTokens);
    layout->addWidget(maxLabel);
    layout->addWidget(m_maxTokens);
    layout->addStretch();

    connect(m_refreshTargets, &QPushButton::clicked, this, &ChatPane::refresh);
    connect(m_target, &QComboBox::currentTextChanged, this, &ChatPane::onTargetChanged);
    for (ResourceListModel *model : {m_groups, m_customs}) {
        connect(model, &ResourceListModel::loadingChanged, this, [this, model](bool loading) {
            if (loading)
                return;
            rebuildTargets();
            fetchRest(model);
        });
    }
}

void ChatPane::refresh()
{
    m_groups->refresh();
    m_customs->refresh();
}

void ChatPane::fetchRest(ResourceListModel *model)
{
    if (!model->error() && model->canFetchMore({}))
        model->fetchMore({});
}

void ChatPane::rebuildTargets()
{
    const QString current = currentTarget();
    const QSignalBlocker blocker(m_target);
    m_target->clear();
    const auto add = [this](ResourceListModel *model, ChatTarget::Kind kind, const QString &kindName) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const QJsonObject object = model->objectAt(row);
            const QString id = object.value("id"_L1).toString();
            if (id.isEmpty())
                continue;
            const QString name = object.value("name"_L1).toString();
            const QString target = ChatTarget::text(kind, id);
            m_target->addItem(tr("%1 (%2)").arg(name.isEmpty() ? id : name, kindName), target);
            m_target->setItemData(m_target->count() - 1, target, Qt::ToolTipRole);
        }
    };
    add(m_groups, ChatTarget::Kind::GroupModel, tr("group model"));
    add(m_customs, ChatTarget::Kind::CustomModel, tr("custom model"));
    setCurrentTarget(current);
    m_transcript->relabelModels();
}

QList<std::pair<QString, QString>> ChatPane::targetChoices() const
{
    QList<std::pair<QString, QString>> choices;
    for (int i = 0; i < m_target->count(); ++i)
        choices.append({m_target->itemData(i).toString(), m_target->itemText(i)});
    return choices;
}

QString ChatPane::currentTarget() const
{
    const QString text = m_target->currentText();
    const int index = m_target->findText(text, Qt::MatchExactly);
    if (index >= 0)
        return m_target->itemData(index).toString();
    return text.trimmed();
}

void ChatPane::setCurrentTarget(const QString &target)
{
    const int index = target.isEmpty() ? -1 : m_target->findData(target);
    m_target->setCurrentIndex(index);
    if (index < 0)
        m_target->setEditText(target);
    onTargetChanged();
}

void ChatPane::onTargetChanged()
{
    // What was said of the target was said of the one before.
    if (m_targetNotice)
        showNotice(QString(), false);
    m_mode->setEnabled(ChatTarget::parse(currentTarget()).isGroup());
}

ChatOptions ChatPane::currentOptions() const
{
    ChatOptions options = m_session->options();
    options.stream = m_stream->isChecked();
    options.mode = m_mode->isEnabled() ? m_mode->currentData().toString() : QString();
    options.temperature.reset();
    if (m_temperature->value() >= 0)
        options.temperature = m_temperature->value();
    options.maxTokens.reset();
    if (m_maxTokens->value() > 0)
        options.maxTokens = m_maxTokens->value();
    return options;
}

void ChatPane::showOptions(const ChatOptions &options)
{
    m_stream->setChecked(options.stream);
    const int mode = m_mode->findData(options.mode);
    m_mode->setCurrentIndex(std::max(mode, 0));
    m_temperature->setValue(options.temperature.value_or(m_temperature->minimum()));
    m_maxTokens->setValue(int(options.maxTokens.value_or(0)));
}

} // namespace baton

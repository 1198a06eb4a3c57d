#include "ui/widgets/BaseModelCombo.h"

#include <QLineEdit>

namespace baton {

using namespace Qt::StringLiterals;

BaseModelCombo::BaseModelCombo(QWidget *parent)
    : QComboBox(parent)
{
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    addItems(suggestions());
    setCurrentIndex(-1);
    lineEdit()->setPlaceholderText(tr("e.g. gpt-4o, or any model name"));
    connect(this, &QComboBox::currentTextChanged, this, [this] { Q_EMIT modelNameChanged(modelName()); });
}

QString BaseModelCombo::modelName() const
{
    return currentText().trimmed();
}

void BaseModelCombo::setModelName(const QString &name)
{
    const int row = findText(name);
    setCurrentIndex(row);
    if (row < 0)
        setEditText(name);
}

const QStringList &BaseModelCombo::suggestions()
{
    static const QStringList names {
        u"gpt-4o"_s,           u"gpt-4o-mini"_s,   u"o3-mini"_s,      u"claude-3-5-sonnet"_s,
        u"claude-3-5-haiku"_s, u"mistral-large"_s, u"llama-3.1-70b"_s};
    return names;
}

} // namespace baton

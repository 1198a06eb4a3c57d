#include "ui/widgets/AuthFieldsEditor.h"

#include "core/resources/ResourceKind.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/ObjectPicker.h"
#include "ui/widgets/RowList.h"

#include <QJsonObject>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

AuthFieldsEditor::AuthFieldsEditor(ApiClient &client, QWidget *parent)
    : QWidget(parent)
    , m_client(client)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rows
        = new RowList(u"authFields"_s, {{tr("Header"), u"authFieldKey"_s, 2}, {tr("Secret"), u"authFieldSecret"_s, 3}},
                      tr("Add auth field"), this);
    connect(m_rows, &RowList::addClicked, this, [this] {
        const int row = addRow();
        keyEdit(row)->setFocus();
    });
    connect(m_rows, &RowList::rowRemoved, this, &AuthFieldsEditor::authFieldsChanged);
    layout->addWidget(m_rows);
}

QJsonArray AuthFieldsEditor::authFields() const
{
    QJsonArray fields;
    for (int row = 0; row < rowCount(); ++row) {
        const QString key = keyEdit(row)->text().trimmed();
        const QString secretId = secretPicker(row)->currentId();
        if (key.isEmpty() && secretId.isEmpty() && secretPicker(row)->currentText().trimmed().isEmpty())
            continue;
        fields.append(QJsonObject {{u"key"_s, key}, {u"secretId"_s, secretId}});
    }
    return fields;
}

void AuthFieldsEditor::setAuthFields(const QJsonArray &fields)
{
    {
        const QSignalBlocker blocker(this);
        m_rows->clear();
        for (const QJsonValue &field : fields) {
            const QJsonObject object = field.toObject();
            addRow(object.value(u"key"_s).toString(), object.value(u"secretId"_s).toString());
        }
    }
    Q_EMIT authFieldsChanged();
}

int AuthFieldsEditor::addRow(const QString &key, const QString &secretId)
{
    auto *keyField = new QLineEdit(key);
    keyField->setPlaceholderText(tr("e.g. Authorization"));
    keyField->setAccessibleName(tr("Header name"));
    auto *picker = new ObjectPicker(m_client, ResourceKind::get(ResourceKind::Id::Secret));
    nameAfterLabel(picker, tr("Secret"));
    picker->setMinimumContentsLength(16);
    picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    if (!secretId.isEmpty())
        picker->setCurrentId(secretId);
    connect(keyField, &QLineEdit::textChanged, this, &AuthFieldsEditor::authFieldsChanged);
    connect(picker, &ObjectPicker::currentIdChanged, this, &AuthFieldsEditor::authFieldsChanged);
    const int row = m_rows->appendRow({keyField, picker});
    Q_EMIT authFieldsChanged();
    return row;
}

int AuthFieldsEditor::rowCount() const
{
    return m_rows->rowCount();
}

ObjectPicker *AuthFieldsEditor::secretPicker(int row) const
{
    return static_cast<ObjectPicker *>(m_rows->cell(row, 1));
}

QLineEdit *AuthFieldsEditor::keyEdit(int row) const
{
    return static_cast<QLineEdit *>(m_rows->cell(row, 0));
}

} // namespace baton

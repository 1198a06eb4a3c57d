#include "widgets/ScopeListEditor.h"

#include "resources/ResourceKind.h"
#include "widgets/RowList.h"

#include <QComboBox>
#include <QJsonObject>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

ScopeListEditor::ScopeListEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rows = new RowList(u"scopes"_s,
                         {
                             //: A column: what a scope shares with (a team, a model).
                             {tr("Type"), u"scopeType"_s, 0},
                             {tr("Id"), u"scopeId"_s, 1},
                         },
                         tr("Add scope"), this);
    connect(m_rows, &RowList::addClicked, this, [this] {
        addRow(ResourceKind::scopeTypes().constFirst(), QString());
        m_rows->cell(m_rows->rowCount() - 1, 1)->setFocus();
    });
    connect(m_rows, &RowList::rowRemoved, this, &ScopeListEditor::scopesChanged);
    layout->addWidget(m_rows);
}

QJsonArray ScopeListEditor::scopes() const
{
    QJsonArray result;
    for (int row = 0; row < m_rows->rowCount(); ++row) {
        const auto *type = static_cast<QComboBox *>(m_rows->cell(row, 0));
        const auto *id = static_cast<QLineEdit *>(m_rows->cell(row, 1));
        result.append(QJsonObject {{u"type"_s, type->currentData().toString()}, {u"id"_s, id->text().trimmed()}});
    }
    return result;
}

void ScopeListEditor::setScopes(const QJsonArray &scopes)
{
    {
        const QSignalBlocker blocker(this);
        m_rows->clear();
        for (const QJsonValue &scope : scopes)
            addRow(scope.toObject().value(u"type"_s).toString(), scope.toObject().value(u"id"_s).toString());
    }
    Q_EMIT scopesChanged();
}

void ScopeListEditor::addRow(const QString &type, const QString &id)
{
    auto *typeBox = new QComboBox;
    typeBox->setAccessibleName(tr("Scope type"));
    typeBox->addItem(tr("Team"), u"team"_s);
    typeBox->addItem(tr("Custom model"), u"customModel"_s);
    typeBox->addItem(tr("Group model"), u"groupModel"_s);
    if (typeBox->findData(type) < 0)
        typeBox->addItem(type, type); // a type this version does not know: kept as it is
    typeBox->setCurrentIndex(typeBox->findData(type));
    auto *idEdit = new QLineEdit(id);
    idEdit->setPlaceholderText(tr("UUID"));
    idEdit->setAccessibleName(tr("Scope id"));
    idEdit->setMinimumWidth(idEdit->fontMetrics().horizontalAdvance(u"00000000-0000-0000-0000-000000000000"_s) + 12);
    connect(typeBox, &QComboBox::currentIndexChanged, this, &ScopeListEditor::scopesChanged);
    connect(idEdit, &QLineEdit::textChanged, this, &ScopeListEditor::scopesChanged);
    m_rows->appendRow({typeBox, idEdit});
    Q_EMIT scopesChanged();
}

} // namespace baton

#include "widgets/StringMapEditor.h"

#include "widgets/RowList.h"
#include "widgets/StatusColors.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

StringMapEditor::StringMapEditor(SecretAdvice advice, QWidget *parent)
    : QWidget(parent)
    , m_advice(advice)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rows = new RowList(u"headers"_s,
                         {
                             //: A column: an HTTP header's name.
                             {tr("Name"), u"headerName"_s, 2},
                             //: A column: an HTTP header's value.
                             {tr("Value"), u"headerValue"_s, 3},
                         },
                         tr("Add header"), this);
    connect(m_rows, &RowList::addClicked, this, [this] {
        const int row = addRow();
        nameEdit(row)->setFocus();
    });
    connect(m_rows, &RowList::rowRemoved, this, &StringMapEditor::onChanged);
    layout->addWidget(m_rows);

    m_warning = new QWidget(this);
    m_warning->setObjectName(u"secretHeaderWarning"_s);
    auto *warningLayout = new QHBoxLayout(m_warning);
    warningLayout->setContentsMargins(0, 0, 0, 0);
    m_warningText = new QLabel(m_warning);
    m_warningText->setObjectName(u"secretHeaderWarningText"_s);
    m_warningText->setWordWrap(true);
    setStatusStyle(m_warningText, Status::Warning);
    warningLayout->addWidget(m_warningText, 1);
    m_warningAction = new QPushButton(m_warning);
    m_warningAction->setObjectName(advice == SecretAdvice::MoveToAuthFields ? u"useAuthFieldButton"_s
                                                                            : u"removeSecretHeadersButton"_s);
    connect(m_warningAction, &QPushButton::clicked, this, &StringMapEditor::takeSecretLookingRows);
    warningLayout->addWidget(m_warningAction, 0, Qt::AlignTop);
    layout->addWidget(m_warning);
    m_warning->hide();
}

QJsonObject StringMapEditor::map() const
{
    QJsonObject result;
    for (int row = 0; row < rowCount(); ++row) {
        const QString name = nameEdit(row)->text().trimmed();
        if (!name.isEmpty() && !result.contains(name))
            result.insert(name, valueEdit(row)->text());
    }
    return result;
}

void StringMapEditor::setMap(const QJsonObject &map)
{
    {
        const QSignalBlocker blocker(this);
        m_rows->clear();
        for (auto it = map.constBegin(); it != map.constEnd(); ++it)
            addRow(it.key(), it.value().toString());
    }
    onChanged();
}

int StringMapEditor::addRow(const QString &name, const QString &value)
{
    auto *nameField = new QLineEdit(name);
    nameField->setPlaceholderText(tr("e.g. Accept"));
    nameField->setAccessibleName(tr("Header name"));
    auto *valueField = new QLineEdit(value);
    valueField->setPlaceholderText(tr("e.g. application/json"));
    valueField->setAccessibleName(tr("Header value"));
    connect(nameField, &QLineEdit::textChanged, this, &StringMapEditor::onChanged);
    connect(valueField, &QLineEdit::textChanged, this, &StringMapEditor::onChanged);
    const int row = m_rows->appendRow({nameField, valueField});
    onChanged();
    return row;
}

int StringMapEditor::rowCount() const
{
    return m_rows->rowCount();
}

QString StringMapEditor::problem() const
{
    QSet<QString> seen;
    for (int row = 0; row < rowCount(); ++row) {
        const QString name = nameEdit(row)->text().trimmed();
        if (name.isEmpty()) {
            if (!valueEdit(row)->text().isEmpty())
                return tr("Row %1 has a value but no name.").arg(row + 1);
            continue;
        }
        // Header names are case-insensitive.
        const QString key = name.toLower();
        if (seen.contains(key))
            return tr("“%1” appears more than once.").arg(name);
        seen.insert(key);
    }
    return {};
}

QStringList StringMapEditor::secretLookingNames() const
{
    QStringList names;
    for (int row = 0; row < rowCount(); ++row) {
        const QString name = nameEdit(row)->text().trimmed();
        if (looksSecret(name))
            names << name;
    }
    return names;
}

bool StringMapEditor::looksSecret(QStringView name)
{
    static const QStringList parts {u"key"_s, u"token"_s, u"secret"_s, u"password"_s, u"auth"_s};
    if (name.compare(u"authorization", Qt::CaseInsensitive) == 0)
        return true;
    return std::any_of(parts.cbegin(), parts.cend(),
                       [&](const QString &part) { return name.contains(part, Qt::CaseInsensitive); });
}

QLineEdit *StringMapEditor::nameEdit(int row) const
{
    return static_cast<QLineEdit *>(m_rows->cell(row, 0));
}

QLineEdit *StringMapEditor::valueEdit(int row) const
{
    return static_cast<QLineEdit *>(m_rows->cell(row, 1));
}

void StringMapEditor::takeSecretLookingRows()
{
    QStringList taken;
    {
        const QSignalBlocker blocker(this);
        for (int row = rowCount() - 1; row >= 0; --row) {
            const QString name = nameEdit(row)->text().trimmed();
            if (looksSecret(name)) {
                taken.prepend(name);
                m_rows->removeRow(row);
            }
        }
    }
    onChanged();
    if (m_advice == SecretAdvice::MoveToAuthFields && !taken.isEmpty())
        Q_EMIT moveToAuthFieldsRequested(taken);
}

void StringMapEditor::onChanged()
{
    const QStringList names = secretLookingNames();
    if (!names.isEmpty()) {
        const bool one = names.size() == 1;
        QStringList quotedNames;
        for (const QString &name : names) {
            //: A header's name quoted inside a sentence, with the language's quotation marks.
            quotedNames << tr("“%1”").arg(name);
        }
        //: Between the names of a list inside a sentence ("“X-Key”, “Token”").
        const QString quoted = quotedNames.join(tr(", "));
        const QString looks
            = one ? tr("%1 looks like a credential.").arg(quoted) : tr("%1 look like credentials.").arg(quoted);
        if (m_advice == SecretAdvice::MoveToAuthFields) {
            m_warningText->setText(looks + u' '
                                   + tr("These headers are stored and shown as plain text: send a credential "
                                        "through an auth field, whose value comes from a secret."));
            m_warningAction->setText(tr("Use an auth field instead"));
        } else {
            m_warningText->setText(looks + u' '
                                   + (one ? tr("API resources cannot carry secrets: remove it.")
                                          : tr("API resources cannot carry secrets: remove them.")));
            m_warningAction->setText(one ? tr("Remove it") : tr("Remove them"));
        }
    }
    m_warning->setVisible(!names.isEmpty());
    Q_EMIT mapChanged();
}

} // namespace baton

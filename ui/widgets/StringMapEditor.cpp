#include "ui/widgets/StringMapEditor.h"

#include "core/api/Credentials.h"
#include "ui/widgets/RowList.h"
#include "ui/widgets/StatusColors.h"

#include <QEvent>
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
    m_warningText->setTextFormat(Qt::PlainText);
    setStatusStyle(m_warningText, Status::Warning);
    // Hidden while the form shows the same advice as an error: its room is kept.
    QSizePolicy textPolicy = m_warningText->sizePolicy();
    textPolicy.setRetainSizeWhenHidden(true);
    m_warningText->setSizePolicy(textPolicy);
    warningLayout->addWidget(m_warningText, 1);
    m_moveToSecret = new QPushButton(tr("Move to a secret…"), m_warning);
    m_moveToSecret->setObjectName(u"moveToSecretButton"_s);
    connect(m_moveToSecret, &QPushButton::clicked, this, [this] {
        if (const int row = namedCredentialRow(); row >= 0)
            Q_EMIT moveToSecretRequested(row);
    });
    warningLayout->addWidget(m_moveToSecret, 0, Qt::AlignTop);
    layout->addWidget(m_warning);
    m_warning->hide();

    m_note = new QLabel(this);
    m_note->setObjectName(u"movedToSecretNote"_s);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    setStatusStyle(m_note, Status::Muted);
    layout->addWidget(m_note);
    m_note->hide();
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

QString StringMapEditor::nameAt(int row) const
{
    return nameEdit(row)->text().trimmed();
}

QString StringMapEditor::valueAt(int row) const
{
    return valueEdit(row)->text();
}

void StringMapEditor::removeHeaderAt(int row)
{
    if (row >= 0 && row < rowCount())
        m_rows->removeRow(row);
}

int StringMapEditor::namedCredentialRow() const
{
    // A row without a name has no header to move: its own error says so first.
    for (const int row : credentialRows()) {
        if (!nameAt(row).isEmpty())
            return row;
    }
    return -1;
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

QList<int> StringMapEditor::credentialRows() const
{
    QList<int> rows;
    for (int row = 0; row < rowCount(); ++row) {
        const QString name = nameAt(row);
        const QString value = valueAt(row);
        if ((!name.isEmpty() || !value.isEmpty()) && Credentials::isSecretHeader(name, value))
            rows << row;
    }
    return rows;
}

QString StringMapEditor::credentialProblem() const
{
    QStringList messages;
    for (const int row : credentialRows()) {
        const QString name = nameAt(row);
        messages << (name.isEmpty()
                         ? tr("The value of row %1 looks like a credential: keep it in a secret.").arg(row + 1)
                         //: %1 is a header's name, as typed.
                         : tr("%1 looks like a credential: keep it in a secret.").arg(name));
    }
    return messages.join(u'\n');
}

void StringMapEditor::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QLineEdit *StringMapEditor::nameEdit(int row) const
{
    return static_cast<QLineEdit *>(m_rows->cell(row, 0));
}

QLineEdit *StringMapEditor::valueEdit(int row) const
{
    return static_cast<QLineEdit *>(m_rows->cell(row, 1));
}

void StringMapEditor::onChanged()
{
    const QList<int> rows = credentialRows();
    if (!rows.isEmpty()) {
        const QString name = nameAt(rows.constFirst());
        //: %1 is a header's name, as typed.
        const QString what = name.isEmpty() ? tr("this header") : tr("“%1”").arg(name);
        m_moveToSecret->setEnabled(namedCredentialRow() >= 0);
        m_warningText->setText(
            m_advice == SecretAdvice::AuthField
                //: %1 is "“Authorization”" or "this header".
                ? tr("Move to a secret… keeps the value of %1 in a new secret, which an auth field then sends.")
                      .arg(what)
                //: %1 is "“Authorization”" or "this header".
                : tr("API resources cannot send a secret. Move to a secret… keeps the value of %1 in a new secret, "
                     "for a tool's auth field, and removes the header.")
                      .arg(what));
    }
    m_warning->setVisible(!rows.isEmpty());
    Q_EMIT mapChanged();
}

bool StringMapEditor::event(QEvent *event)
{
    if (event->type() == QEvent::DynamicPropertyChange
        && static_cast<QDynamicPropertyChangeEvent *>(event)->propertyName() == "invalid") {
        // The form's error about the headers is the credential's when there is no other problem.
        m_warningText->setVisible(!property("invalid").toBool() || !problem().isEmpty());
    }
    return QWidget::event(event);
}

} // namespace baton

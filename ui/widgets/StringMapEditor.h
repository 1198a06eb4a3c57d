#pragma once

#include <QJsonObject>
#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace baton {

class RowList;

// Non-secret HTTP headers as a two-column table (name, value) with add and
// remove. A header whose name looks like it carries a credential gets a
// warning under the table, with a way out: move it to the auth fields (tools)
// or remove it (API resources, which cannot carry secrets).
class StringMapEditor final : public QWidget
{
    Q_OBJECT

public:
    enum class SecretAdvice {
        MoveToAuthFields,
        Remove,
    };

    explicit StringMapEditor(SecretAdvice advice, QWidget *parent = nullptr);

    // Rows with a name, in table order; blank rows are left out.
    [[nodiscard]] QJsonObject map() const;
    void setMap(const QJsonObject &map);
    // Appends a row and returns its index.
    int addRow(const QString &name = QString(), const QString &value = QString());
    [[nodiscard]] int rowCount() const;

    // What keeps the table from being a map (a value without a name, a name
    // used twice), translated; empty when there is nothing.
    [[nodiscard]] QString problem() const;
    // The names of the rows that look secret, in table order.
    [[nodiscard]] QStringList secretLookingNames() const;
    // Authorization, or a name containing key, token, secret, password or auth.
    [[nodiscard]] static bool looksSecret(QStringView name);

Q_SIGNALS:
    void mapChanged();
    // MoveToAuthFields: the user chose to move these headers, which are
    // already out of the table, into auth fields. Their values are dropped: a
    // secret is picked there instead.
    void moveToAuthFieldsRequested(const QStringList &names);

private:
    SecretAdvice m_advice;
    RowList *m_rows;
    QWidget *m_warning;
    QLabel *m_warningText;
    QPushButton *m_warningAction;

    [[nodiscard]] QLineEdit *nameEdit(int row) const;
    [[nodiscard]] QLineEdit *valueEdit(int row) const;
    void takeSecretLookingRows();
    void onChanged();
};

} // namespace baton

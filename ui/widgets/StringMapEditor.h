#pragma once

#include <QJsonObject>
#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace baton {

class RowList;

// Non-secret HTTP headers as a two-column table (name, value) with add and
// remove. A header that looks like a credential (Credentials::isSecretHeader)
// must not be saved here: the editor refuses it at the field, and under the
// table "Move to a secret…" asks the editor to keep its value in a secret.
class StringMapEditor final : public QWidget
{
    Q_OBJECT

public:
    // What a secret can become for the object being edited.
    enum class SecretAdvice {
        AuthField, // a tool: an auth field sends the secret in the header
        NoSecretAuth, // an API resource: nothing can send a secret
    };

    explicit StringMapEditor(SecretAdvice advice, QWidget *parent = nullptr);

    // Rows with a name, in table order; blank rows are left out.
    [[nodiscard]] QJsonObject map() const;
    void setMap(const QJsonObject &map);
    // Appends a row and returns its index.
    int addRow(const QString &name = QString(), const QString &value = QString());
    [[nodiscard]] int rowCount() const;
    [[nodiscard]] QString nameAt(int row) const;
    [[nodiscard]] QString valueAt(int row) const;
    // Removes the first row named `name` (header names are case-insensitive).
    // Removes the row `row`, as Move to a secret… does once the secret exists.
    void removeHeaderAt(int row);

    // What keeps the table from being a map (a value without a name, a name
    // used twice), translated; empty when there is nothing.
    [[nodiscard]] QString problem() const;
    // The rows that look like credentials, in table order.
    [[nodiscard]] QList<int> credentialRows() const;
    // The first of those with a name, which Move to a secret… moves; -1 when none.
    [[nodiscard]] int namedCredentialRow() const;
    // Why the table cannot be saved as it is, naming each header that looks
    // like a credential, translated; empty when there is none.
    [[nodiscard]] QString credentialProblem() const;

    // A line under the table saying where a moved value went; empty hides it.
    void setNote(const QString &note);

Q_SIGNALS:
    void mapChanged();
    // "Move to a secret…" for the header of this row.
    void moveToSecretRequested(int row);

protected:
    // A form marks the editor "invalid" while it shows the editor's error;
    // the advice beside Move to a secret… then gives way to that error.
    bool event(QEvent *event) override;

private:
    SecretAdvice m_advice;
    RowList *m_rows;
    QWidget *m_warning;
    QLabel *m_warningText;
    QPushButton *m_moveToSecret;
    QLabel *m_note;

    [[nodiscard]] QLineEdit *nameEdit(int row) const;
    [[nodiscard]] QLineEdit *valueEdit(int row) const;
    void onChanged();
};

} // namespace baton

#pragma once

#include <QJsonArray>
#include <QWidget>

class QLineEdit;

namespace baton {

class ApiClient;
class ObjectPicker;
class RowList;

// A tool's auth fields: rows of a header name and the secret whose value the
// service sends in it, picked from the secrets the token can see (or typed as
// an id). Owns its rows; never sees a secret's value.
class AuthFieldsEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit AuthFieldsEditor(ApiClient &client, QWidget *parent = nullptr);

    // [{key, secretId}] in row order; blank rows are left out, half-filled
    // ones are kept so that validation names what is missing.
    [[nodiscard]] QJsonArray authFields() const;
    void setAuthFields(const QJsonArray &fields);
    // Appends a row and returns its index.
    int addRow(const QString &key = QString(), const QString &secretId = QString());
    [[nodiscard]] int rowCount() const;
    [[nodiscard]] ObjectPicker *secretPicker(int row) const;

Q_SIGNALS:
    void authFieldsChanged();

private:
    ApiClient &m_client;
    RowList *m_rows;

    [[nodiscard]] QLineEdit *keyEdit(int row) const;
};

} // namespace baton

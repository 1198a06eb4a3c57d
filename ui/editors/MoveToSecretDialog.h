#pragma once

#include <QDialog>
#include <QJsonObject>
#include <QPointer>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace baton {

class ApiClient;
class ApiJob;

// "Move to a secret…" for a header that looks like a credential: asks for the
// new secret's name (a suggestion filled in) and creates a user secret holding
// the header's value. The value is never shown; the request log masks it as
// it masks every secret's value. A refused name or a failed request is shown
// here, with the name kept, so that Create can be pressed again. When the
// form's dialog is then given up, it offers to delete the secret again.
class MoveToSecretDialog final : public QDialog
{
    Q_OBJECT

public:
    MoveToSecretDialog(ApiClient &client, const QString &headerName, const QString &value, const QString &suggestedName,
                       QWidget *parent = nullptr);

    [[nodiscard]] const QString &headerName() const { return m_headerName; }

    // Cancels a request still running.
    void done(int result) override;

Q_SIGNALS:
    // The secret as the service returned it (its id and name, never its value).
    void created(const QJsonObject &secret);

private:
    ApiClient &m_client;
    QString m_headerName;
    QString m_value;
    QLineEdit *m_name;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
    QPointer<ApiJob> m_job;

    void create();
    void setBusy(bool busy);
    void offerRemovalOnDiscard(const QJsonObject &secret);
};

} // namespace baton

#pragma once

#include "core/api/ConnectionCheck.h"
#include "core/auth/Profile.h"
#include "core/resources/Validator.h"
#include "ui/connection/ConnectionServices.h"

#include <QDialog>
#include <QHash>

#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QToolButton;

namespace baton {

// Where the user manages connection profiles and picks the one to use: the
// list of profiles (add, edit, remove, switch), a form for one profile with
// its token (kept in the keychain through the TokenStore, never in the
// settings), "Test connection", and "Use the local sandbox". Field checks are
// ProfileStore::validate's, shown under each field. The dialog changes the
// profiles and tokens itself; connecting is left to whoever listens to
// connectRequested.
class ConnectionDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectionDialog(const ConnectionServices &services, QWidget *parent = nullptr);

    // Shows the profile of that name in the form; an empty or unknown name
    // starts a new profile.
    void selectProfile(const QString &name);
    // A note above the form, e.g. why the dialog opened.
    void showMessage(const QString &message);

    // Asks whether BATON_TOKEN may be used for `profile`, which has no token
    // stored, for this connection (nothing is stored). The console never uses
    // it without this question.
    [[nodiscard]] static bool mayUseEnvironmentToken(QWidget *parent, const Profile &profile);

    // The message under a field ("name", "baseUrl", "token", "serviceObjectKey"); empty when none.
    [[nodiscard]] QString errorShownFor(const QString &field) const;
    // The profile named in the form is being edited; empty for a new one.
    [[nodiscard]] const QString &editedProfileName() const { return m_editing; }

Q_SIGNALS:
    // The user chose to connect, to a stored profile or to the embedded sandbox.
    void connectRequested(const baton::Profile &profile, const QString &token, bool sandbox);

private:
    using SaveDone = std::function<void(const Profile &saved)>;

    void buildUi();
    // Lists the stored profiles and selects `select`; loads it into the form unless told not to.
    void reloadList(const QString &select, bool loadSelected = true);
    void onSelectionChanged();
    void loadProfile(const Profile &profile);
    void readStoredToken(const Profile &profile);
    // The stored token leaves the field while the URL points to another
    // origin, and comes back when it points to the token's origin again.
    void onUrlEdited();
    void startNewProfile();
    void removeSelected();
    void testConnection();
    void onTestFinished(const ConnectionCheck::Outcome &outcome);
    void connectSelected();
    void useSandbox();
    void saveForm(const SaveDone &done);
    void storeToken(const Profile &profile, const SaveDone &done);
    void updateInsecureOption();
    void updateTokenNote();
    void setModified();
    [[nodiscard]] Profile formProfile() const;
    // The typed token; when the field is empty and the profile has no token
    // stored, BATON_TOKEN if the user agrees.
    void withToken(const Profile &profile, const std::function<void(const QString &token)> &use);
    [[nodiscard]] static QString heldTokenMessage();
    // Shows the errors under their fields; true when there were none.
    bool showErrors(const QList<FieldError> &errors);
    void showGeneral(const QString &message, bool isError);

    ConnectionServices m_services;
    ConnectionCheck m_check;
    QString m_editing; // the stored name of the profile in the form; empty for a new one
    QString m_loadedToken;
    QString m_tokenOrigin; // scheme://host:port the loaded token belongs to
    bool m_tokenHeld = false; // the loaded token is out of the field: the URL is on another origin
    bool m_modified = false;
    bool m_loading = false;
    int m_tokenReads = 0; // generation: only the latest token read fills the field

    QListWidget *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_general = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_url = nullptr;
    QCheckBox *m_allowHttp = nullptr;
    QLabel *m_httpWarning = nullptr;
    QLineEdit *m_token = nullptr;
    QToolButton *m_showToken = nullptr;
    QLabel *m_tokenNote = nullptr;
    QPushButton *m_retryToken = nullptr;
    QLineEdit *m_serviceKey = nullptr;
    QPushButton *m_test = nullptr;
    QLabel *m_testResult = nullptr;
    QPushButton *m_sandbox = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_connect = nullptr;
    QHash<QString, QLabel *> m_errors; // field -> its message line
};

} // namespace baton

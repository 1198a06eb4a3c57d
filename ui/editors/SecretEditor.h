#pragma once

#include "ui/editors/ResourceEditor.h"

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QToolButton;

namespace baton {

class TeamPicker;

// The form of a secret. The value is write-only: typed behind a password
// echo (shown on request while typing), required on create, and on update an
// optional new value that rotates the secret (the labels follow the operation
// set before setObject()). Nothing loads a value into it, and it is never logged.
// While a new value is typed, the form names the tools and custom models that
// use the secret (from setNames()), since they all take the new value.
class SecretEditor final : public ResourceEditor
{
    Q_OBJECT

public:
    explicit SecretEditor(QWidget *parent = nullptr);

    void setNames(const NameBook &names) override;

protected:
    void load(const QJsonObject &object) override;
    [[nodiscard]] QJsonObject collect() const override;

private:
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLineEdit *m_provider;
    QComboBox *m_scope;
    TeamPicker *m_teamId;
    QGroupBox *m_valueGroup;
    QFormLayout *m_valueForm;
    QLineEdit *m_value;
    QToolButton *m_showValue;
    QLabel *m_valueHint;
    QLabel *m_users;
    // The users named in the line, the others counted.
    static constexpr qsizetype MaxUsersNamed = 10;
    bool m_usersStale = true; // the object or the names changed since the line was made

    void updateTeamRow();
    void updateValueGroup();
    void updateUsers();
};

} // namespace baton

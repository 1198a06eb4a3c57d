#pragma once

#include "editors/ResourceEditor.h"

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QToolButton;

namespace baton {

// The form of a secret. The value is write-only: typed behind a password
// echo (shown on request while typing), required on create, and on update an
// optional new value that rotates the secret (the labels follow the operation
// set before setObject()). Nothing loads a value into it, and it is never logged.
class SecretEditor final : public ResourceEditor
{
    Q_OBJECT

public:
    explicit SecretEditor(QWidget *parent = nullptr);

protected:
    void load(const QJsonObject &object) override;
    [[nodiscard]] QJsonObject collect() const override;

private:
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLineEdit *m_provider;
    QComboBox *m_scope;
    QLineEdit *m_teamId;
    QGroupBox *m_valueGroup;
    QFormLayout *m_valueForm;
    QLineEdit *m_value;
    QToolButton *m_showValue;
    QLabel *m_valueHint;

    void updateTeamRow();
    void updateValueGroup();
};

} // namespace baton

#pragma once

#include "ui/editors/ResourceEditor.h"

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace baton {

class ApiClient;
class ScopeListEditor;
class SharingNote;
class StringMapEditor;

// The form of an API resource (a GET the service reads for context): its URL
// template, non-secret headers, timeout and cache lifetime, and, at creation
// only, its share scopes. A header that looks like a credential is refused;
// "Move to a secret…" keeps its value in a new secret and removes it (an API
// resource has no field that sends a secret).
class ApiResourceEditor final : public ResourceEditor
{
    Q_OBJECT

public:
    explicit ApiResourceEditor(ApiClient &client, QWidget *parent = nullptr);

    void setNames(const NameBook &names) override;

protected:
    void load(const QJsonObject &object) override;
    [[nodiscard]] QJsonObject collect() const override;
    [[nodiscard]] QList<FieldError> extraChecks() const override;

private:
    ApiClient &m_client;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLineEdit *m_urlTemplate;
    StringMapEditor *m_headers;
    QSpinBox *m_timeout;
    QSpinBox *m_cacheTtl;
    ScopeListEditor *m_scopes;
    SharingNote *m_sharingNote;

    void moveToSecret(int row);
};

} // namespace baton

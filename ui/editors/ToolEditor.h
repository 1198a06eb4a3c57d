#pragma once

#include "ui/editors/ResourceEditor.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace baton {

class ApiClient;
class AuthFieldsEditor;
class JsonEditor;
class ScopeListEditor;
class SharingNote;
class StringMapEditor;
class TagEditor;

// The form of a tool (an HTTP action): what it calls (method, URL template,
// headers, auth fields from secrets, timeout), the arguments it takes (a JSON
// schema whose properties must cover the URL's {placeholders}), whether a
// person approves each call, and, at creation only, its share scopes, tags
// and version. A header that looks like a credential is refused; "Move to a
// secret…" keeps its value in a new secret and sends it through an auth field.
// A tool cannot read (GET): beside the method, a link opens a new API
// resource's form with what both kinds have (ResourceEditor::newObjectRequested).
class ToolEditor final : public ResourceEditor
{
    Q_OBJECT

public:
    explicit ToolEditor(ApiClient &client, QWidget *parent = nullptr);

    void setNames(const NameBook &names) override;

    // The {placeholders} of a URL template, in order, each once.
    [[nodiscard]] static QStringList placeholders(const QString &urlTemplate);

protected:
    void load(const QJsonObject &object) override;
    [[nodiscard]] QJsonObject collect() const override;
    [[nodiscard]] QList<FieldError> extraChecks() const override;

private:
    ApiClient &m_client;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QComboBox *m_method;
    QLineEdit *m_urlTemplate;
    JsonEditor *m_argsSchema;
    StringMapEditor *m_headers;
    AuthFieldsEditor *m_authFields;
    QSpinBox *m_timeout;
    QCheckBox *m_needUserValidation;
    ScopeListEditor *m_scopes;
    SharingNote *m_sharingNote;
    TagEditor *m_tags;
    QLineEdit *m_version;

    void moveToSecret(int row);
};

} // namespace baton

#pragma once

#include "editors/ResourceEditor.h"

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace baton {

class ScopeListEditor;
class StringMapEditor;

// The form of an API resource (a GET the service reads for context): its URL
// template, non-secret headers, timeout and cache lifetime, and, at creation
// only, its share scopes.
class ApiResourceEditor final : public ResourceEditor
{
    Q_OBJECT

public:
    explicit ApiResourceEditor(QWidget *parent = nullptr);

protected:
    void load(const QJsonObject &object) override;
    [[nodiscard]] QJsonObject collect() const override;
    [[nodiscard]] QList<FieldError> extraChecks() const override;

private:
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLineEdit *m_urlTemplate;
    StringMapEditor *m_headers;
    QSpinBox *m_timeout;
    QSpinBox *m_cacheTtl;
    ScopeListEditor *m_scopes;
};

} // namespace baton

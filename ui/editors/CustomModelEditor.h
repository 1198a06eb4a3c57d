#pragma once

#include "ui/editors/ResourceEditor.h"

class QCheckBox;
class QLineEdit;
class QRadioButton;

namespace baton {

class ApiClient;
class ModelToolsSection;
class BaseModelCombo;
class CountedTextEdit;
class ObjectPicker;
class TagEditor;
class TeamIdsEditor;

// The form of a custom model: its name and base model, description, category
// and tags, the default system instruction with a live count against its
// limit, visibility (public flag, teams) and whose credentials call the model
// (the application's, or a BYOK secret picked from the vault).
class CustomModelEditor final : public ResourceEditor
{
    Q_OBJECT

public:
    explicit CustomModelEditor(ApiClient &client, QWidget *parent = nullptr);

    void setNames(const NameBook &names) override;

protected:
    void load(const QJsonObject &object) override;
    [[nodiscard]] QJsonObject collect() const override;
    [[nodiscard]] QList<FieldError> extraChecks() const override;

private:
    QLineEdit *m_name;
    BaseModelCombo *m_llmModel;
    CountedTextEdit *m_description;
    QLineEdit *m_category;
    TagEditor *m_tags;
    CountedTextEdit *m_instruction;
    QCheckBox *m_public;
    TeamIdsEditor *m_teams;
    QRadioButton *m_appCredentials;
    QRadioButton *m_byokCredentials;
    ObjectPicker *m_byokSecret;
    ModelToolsSection *m_uses = nullptr;

    [[nodiscard]] bool isByok() const;
    void updateByokState();
};

} // namespace baton

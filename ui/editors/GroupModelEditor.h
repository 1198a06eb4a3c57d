#pragma once

#include "ui/editors/ResourceEditor.h"

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLineEdit;

namespace baton {

class AgentsTable;
class ApiClient;
class ModelToolsSection;
class CountedTextEdit;
class IconPicker;
class ModelRefPicker;
class ResolvedRefsView;
class TagEditor;
class TeamIdsEditor;

// The form of a group model: name, description, category, tags, icon, default
// mode, the brain and the agents as model references, visibility (public flag,
// teams); and, for a saved group model, a read-only section showing what its
// references resolve to for this token.
class GroupModelEditor final : public ResourceEditor
{
    Q_OBJECT

public:
    explicit GroupModelEditor(ApiClient &client, QWidget *parent = nullptr);

    void setNames(const NameBook &names) override;

    // A short explanation of a default mode value, for tooltips.
    [[nodiscard]] static QString modeExplanation(const QString &mode);

protected:
    void load(const QJsonObject &object) override;
    [[nodiscard]] QJsonObject collect() const override;
    // Names each agent with a problem ("Agent 2 (“Critic”), role: …") and
    // marks its row in the agents table.
    [[nodiscard]] QList<FieldError> extraChecks() const override;
    void showEvent(QShowEvent *event) override;

private:
    QLineEdit *m_name;
    CountedTextEdit *m_description;
    QLineEdit *m_category;
    TagEditor *m_tags;
    IconPicker *m_icon;
    QComboBox *m_mode;
    ModelRefPicker *m_brain;
    AgentsTable *m_agents;
    QCheckBox *m_public;
    TeamIdsEditor *m_teams;
    QGroupBox *m_resolvedBox;
    ResolvedRefsView *m_resolved;
    ModelToolsSection *m_uses = nullptr;
    bool m_resolvedRead = false;
};

} // namespace baton

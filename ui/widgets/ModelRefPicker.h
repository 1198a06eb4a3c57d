#pragma once

#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QStackedWidget;

namespace baton {

class ApiClient;
class BaseModelCombo;
class ObjectPicker;

// A model reference (the interface's ModelRef): a base model by name, a custom
// model or a group model, picked from the lists the token can see. Owns one
// name field and two object pickers, one per referenced kind, and shows the
// one the chosen type needs.
class ModelRefPicker final : public QWidget
{
    Q_OBJECT

public:
    explicit ModelRefPicker(ApiClient &client, QWidget *parent = nullptr);

    // {type, llmModelName | customModelId | groupModelId}; the member is left
    // out while nothing is chosen. Never carries `resolved`.
    [[nodiscard]] QJsonObject ref() const;
    // Accepts a reference as read, `resolved` member included.
    void setRef(const QJsonObject &ref);
    [[nodiscard]] QString type() const;

    // A reference in words: the base model's name, or the name of the custom or
    // group model when its row has been read (else its id, shortened), with
    // its kind.
    [[nodiscard]] QString describe(const QJsonObject &ref) const;
    // Reads the first page of both lists, so that describe() knows names.
    void loadNames();

    [[nodiscard]] static QString kindLabel(const QString &type);

Q_SIGNALS:
    void refChanged();
    // More objects were read: descriptions may now have names.
    void namesChanged();

private:
    QComboBox *m_type;
    QStackedWidget *m_stack;
    BaseModelCombo *m_llm;
    ObjectPicker *m_custom;
    ObjectPicker *m_group;

    [[nodiscard]] QString nameOf(const ObjectPicker *picker, const QString &id) const;
};

} // namespace baton

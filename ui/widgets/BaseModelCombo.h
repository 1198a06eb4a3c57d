#pragma once

#include <QComboBox>

namespace baton {

// The name of an underlying LLM: free text, with a few common names offered
// as suggestions. The service accepts any name its providers know.
class BaseModelCombo final : public QComboBox
{
    Q_OBJECT

public:
    explicit BaseModelCombo(QWidget *parent = nullptr);

    [[nodiscard]] QString modelName() const;
    void setModelName(const QString &name);

    // The names offered in the list.
    [[nodiscard]] static const QStringList &suggestions();

Q_SIGNALS:
    void modelNameChanged(const QString &name);
};

} // namespace baton

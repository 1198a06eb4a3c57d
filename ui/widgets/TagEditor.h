#pragma once

#include <QLineEdit>
#include <QStringList>

namespace baton {

// A list of short labels typed as comma-separated text ("billing, urgent").
// Empty entries are dropped and surrounding spaces trimmed.
class TagEditor final : public QLineEdit
{
    Q_OBJECT

public:
    explicit TagEditor(QWidget *parent = nullptr);

    [[nodiscard]] QStringList tags() const;
    void setTags(const QStringList &tags);

Q_SIGNALS:
    void tagsChanged();
};

} // namespace baton

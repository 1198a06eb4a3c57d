#include "ui/widgets/TagEditor.h"

namespace baton {

using namespace Qt::StringLiterals;

TagEditor::TagEditor(QWidget *parent)
    : QLineEdit(parent)
{
    setPlaceholderText(tr("Comma-separated, e.g. billing, urgent"));
    connect(this, &QLineEdit::textChanged, this, &TagEditor::tagsChanged);
}

QStringList TagEditor::tags() const
{
    QStringList list;
    for (const QString &part : text().split(u',')) {
        const QString tag = part.trimmed();
        if (!tag.isEmpty())
            list << tag;
    }
    return list;
}

void TagEditor::setTags(const QStringList &tags)
{
    setText(tags.join(u", "_s));
}

} // namespace baton

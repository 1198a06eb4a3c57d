#include "ui/widgets/AccessibleNames.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace baton {

namespace {

// What a person types in or chooses from, as opposed to buttons and labels,
// which are named by their own text.
bool isInput(const QWidget *widget)
{
    return qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget)
        || qobject_cast<const QComboBox *>(widget) || qobject_cast<const QPlainTextEdit *>(widget)
        || qobject_cast<const QTextEdit *>(widget) || qobject_cast<const QAbstractItemView *>(widget);
}

// Whether a label beside the widget names it already (a row of a form inside the field).
bool hasOwnLabel(const QWidget *widget)
{
    const QWidget *parent = widget->parentWidget();
    if (!parent)
        return false;
    const QList<QLabel *> labels = parent->findChildren<QLabel *>(Qt::FindDirectChildrenOnly);
    return std::any_of(labels.cbegin(), labels.cend(),
                       [widget](const QLabel *label) { return label->buddy() == widget; });
}

// Parts of Qt's own widgets (the line edit of a spin box, the list of a
// combo box's popup) are named by the widget they belong to.
bool isPartOfInput(const QWidget *widget, const QWidget *field)
{
    if (widget->window() != field->window())
        return true;
    for (const QWidget *parent = widget->parentWidget(); parent && parent != field; parent = parent->parentWidget()) {
        if (qobject_cast<const QAbstractSpinBox *>(parent) || qobject_cast<const QAbstractItemView *>(parent))
            return true;
    }
    return false;
}

QString spokenLabel(const QString &text)
{
    QString spoken;
    spoken.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        // "&&" is a literal ampersand, a single '&' marks the accelerator.
        if (text.at(i) == u'&' && i + 1 < text.size() && text.at(i + 1) == u'&')
            ++i;
        else if (text.at(i) == u'&')
            continue;
        spoken.append(text.at(i));
    }
    spoken = spoken.trimmed();
    if (spoken.endsWith(u':'))
        spoken.chop(1);
    return spoken.trimmed();
}

} // namespace

void nameAfterLabel(QWidget *field, const QString &labelText)
{
    const QString name = spokenLabel(labelText);
    if (name.isEmpty())
        return;
    QList<QWidget *> widgets {field};
    widgets += field->findChildren<QWidget *>();
    for (QWidget *widget : std::as_const(widgets)) {
        if (isInput(widget) && widget->accessibleName().isEmpty() && !isPartOfInput(widget, field)
            && (widget == field || !hasOwnLabel(widget)))
            widget->setAccessibleName(name);
    }
}

} // namespace baton

#pragma once

#include <QHash>
#include <QIcon>
#include <QWidget>

class QAbstractButton;
class QButtonGroup;

namespace baton {

// The icon of a group model: a grid of checkable buttons, one per value of
// ResourceKind::groupIcons() plus "None", each with a readable label and a
// symbol drawn in the palette's text colour (there are no icon files). Owns
// the buttons and redraws their symbols when the palette changes.
class IconPicker final : public QWidget
{
    Q_OBJECT

public:
    explicit IconPicker(QWidget *parent = nullptr);

    // The chosen icon value ("account_tree"), or empty for none.
    [[nodiscard]] QString icon() const;
    // A value the picker does not offer selects "None".
    void setIcon(const QString &icon);

    // "account_tree" → "Account tree", translated.
    [[nodiscard]] static QString label(const QString &icon);
    // The symbol of an icon value (an empty value gives the "None" symbol),
    // drawn in `color` at `size` device-independent pixels.
    [[nodiscard]] static QIcon symbol(const QString &icon, const QColor &color, int size = 24);

Q_SIGNALS:
    void iconChanged(const QString &icon);

protected:
    void changeEvent(QEvent *event) override;

private:
    QButtonGroup *m_group;
    QHash<QString, QAbstractButton *> m_buttons; // by icon value; "" is None

    void redrawSymbols();
};

} // namespace baton

#include "ui/widgets/AccessibleNames.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAccessibleWidget>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QTextDocument>
#include <QTextEdit>

namespace baton {

using namespace Qt::StringLiterals;

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

// Keeps the hidden label that names a combo box beside it (nameInput()):
// made once the combo box has a parent, moved with it, deleted with it (the
// keeper is the combo box's child).
class HiddenBuddy final : public QObject
{
public:
    HiddenBuddy(QComboBox *input, const QString &name)
        : QObject(input)
        , m_input(input)
        , m_name(name)
    {
        setObjectName(ObjectName);
        input->installEventFilter(this);
        place();
    }
    ~HiddenBuddy() override { delete m_label.data(); }

    // The keeper of a combo box's hidden label, when it has one.
    static HiddenBuddy *of(QComboBox *input)
    {
        return static_cast<HiddenBuddy *>(input->findChild<QObject *>(ObjectName, Qt::FindDirectChildrenOnly));
    }

    void setName(const QString &name)
    {
        m_name = name;
        if (m_label)
            m_label->setText(shown(name));
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_input && event->type() == QEvent::ParentChange)
            place();
        return false;
    }

private:
    static constexpr QLatin1StringView ObjectName {"hiddenBuddyKeeper"};
    QComboBox *m_input;
    QString m_name;
    QPointer<QLabel> m_label;

    // The name as a label with a buddy shows it: an '&' is doubled, or it
    // would mark a shortcut.
    static QString shown(QString name) { return name.replace(u'&', u"&&"_s); }

    void place()
    {
        QWidget *parent = m_input->parentWidget();
        if (!parent) {
            delete m_label.data();
            return;
        }
        if (!m_label) {
            m_label = new QLabel(shown(m_name), parent);
            m_label->setObjectName(u"hiddenBuddy"_s);
            m_label->setBuddy(m_input);
        } else {
            m_label->setParent(parent);
        }
        m_label->hide();
    }
};

// The text a label shows, as plain text.
QString shownText(const QLabel *label)
{
    const QString text = label->text();
    if (label->textFormat() == Qt::RichText || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text))) {
        QTextDocument document;
        document.setHtml(text);
        return document.toPlainText();
    }
    return text;
}

// What assistive technologies are told of a label marked quietWhileEmpty():
// its text, or while it has none, nothing (not shown, no name).
class QuietLabel final : public QAccessibleWidget
{
public:
    explicit QuietLabel(QLabel *label)
        : QAccessibleWidget(label, QAccessible::StaticText)
    { }

    [[nodiscard]] QAccessible::State state() const override
    {
        QAccessible::State state = QAccessibleWidget::state();
        if (label()->text().isEmpty())
            state.invisible = true;
        return state;
    }

    [[nodiscard]] QString text(QAccessible::Text t) const override
    {
        if (t != QAccessible::Name)
            return QAccessibleWidget::text(t);
        return label()->accessibleName().isEmpty() ? shownText(label()) : label()->accessibleName();
    }

private:
    [[nodiscard]] QLabel *label() const { return static_cast<QLabel *>(widget()); }
};

constexpr const char *QuietProperty = "batonQuietWhileEmpty";

QAccessibleInterface *quietLabelFactory(const QString &, QObject *object)
{
    auto *label = qobject_cast<QLabel *>(object);
    return label && label->property(QuietProperty).toBool() ? new QuietLabel(label) : nullptr;
}

} // namespace

void nameInput(QWidget *input, const QString &name)
{
    input->setAccessibleName(name);
    auto *combo = qobject_cast<QComboBox *>(input);
    if (!combo)
        return;
    if (auto *spoken = HiddenBuddy::of(combo))
        spoken->setName(name);
    else if (!hasOwnLabel(combo))
        new HiddenBuddy(combo, name);
}

void quietWhileEmpty(QLabel *label)
{
    static const bool installed = [] {
        QAccessible::installFactory(quietLabelFactory);
        return true;
    }();
    Q_UNUSED(installed)
    label->setProperty(QuietProperty, true);
}

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
            nameInput(widget, name);
    }
}

} // namespace baton

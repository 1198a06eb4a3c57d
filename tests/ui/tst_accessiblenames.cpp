// Every control of every window of the console (WindowTour) has a name a
// screen reader can say, in each language, light and dark, as opened and at
// the minimum size. The accessibility tree of each window is walked, and an
// element fails when it is visible and either takes the focus or is a control
// (button, check box, field, list, tab…), and its name is empty, or, for a
// combo box, only repeats the value it shows. On Linux Qt reports a combo
// box's value as its name and screen readers name it by the label it is
// "labelled by" (a QLabel beside it whose buddy it is); a combo box passes
// with such a label, or with a name of its own for the other platforms.
// A button without words on it (an icon, "×") also needs a tooltip, which
// says to a sighted user what its name says to a screen reader's.
// A label without text says nothing: it reports no name (Qt would give it
// the title of its group box). In every editor, every combo box is
// labelled by a label, whatever rows are added.

#include "WindowTour.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QComboBox>
#include <QLabel>
#include <QMetaEnum>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QTest>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace {

bool isControl(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::PageTab:
    case QAccessible::Link:
    case QAccessible::MenuItem:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::ButtonDropGrid:
    case QAccessible::HotkeyField:
        return true;
    default:
        return false;
    }
}

// Cells, rows and headers are named by their data, not by the console.
bool holdsItems(QAccessible::Role role)
{
    return role == QAccessible::List || role == QAccessible::Table || role == QAccessible::Tree;
}

QString describe(QAccessibleInterface *element, const QString &why)
{
    QObject *object = element->object();
    const QString className = object ? QString::fromLatin1(object->metaObject()->className()) : u"(item)"_s;
    QString objectName = object && !object->objectName().isEmpty() ? object->objectName() : u"(unnamed)"_s;
    // The nearest named ancestor, to find an unnamed widget by.
    for (QObject *parent = object ? object->parent() : nullptr; parent; parent = parent->parent()) {
        if (!parent->objectName().isEmpty()) {
            objectName += u" in "_s + parent->objectName();
            break;
        }
    }
    const char *role = QMetaEnum::fromType<QAccessible::Role>().valueToKey(element->role());
    return u"%1 %2 [%3]: %4"_s.arg(className, objectName,
                                   role ? QString::fromLatin1(role) : QString::number(element->role()), why);
}

bool labelled(QAccessibleInterface *element)
{
    if (const auto *widget = qobject_cast<const QWidget *>(element->object());
        widget && !widget->accessibleName().isEmpty())
        return true;
    const auto labels = element->relations(QAccessible::Label);
    return std::any_of(labels.cbegin(), labels.cend(), [](const auto &relation) {
        return !relation.first->text(QAccessible::Name).trimmed().isEmpty();
    });
}

// Related to a label that says something: what a screen reader on Linux names a combo box by.
bool labelledByALabel(QAccessibleInterface *element)
{
    const auto labels = element->relations(QAccessible::Label);
    return std::any_of(labels.cbegin(), labels.cend(), [](const auto &relation) {
        return !relation.first->text(QAccessible::Name).trimmed().isEmpty();
    });
}

bool wordless(const QString &text)
{
    return std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c.isLetterOrNumber(); });
}

bool shown(QAccessibleInterface *element)
{
    if (element->state().invisible)
        return false;
    const auto *widget = qobject_cast<const QWidget *>(element->object());
    return !widget || widget->isVisible();
}

void collect(QAccessibleInterface *element, QStringList &problems, int depth = 0)
{
    if (!element || !element->isValid() || depth > 64 || !shown(element))
        return;
    const QAccessible::Role role = element->role();
    // A label is named by its text; one without text says nothing and is no control.
    const bool label = qobject_cast<const QLabel *>(element->object());
    if (!label && (element->state().focusable || isControl(role))) {
        const QString name = element->text(QAccessible::Name);
        if (name.trimmed().isEmpty())
            problems << describe(element, u"no name"_s);
        else if (role == QAccessible::ComboBox && name == element->text(QAccessible::Value) && !labelled(element))
            problems << describe(element, u"named only by its value “%1”"_s.arg(name));
    }
    // A label without text says nothing: a name it reports anyway is not its
    // own (Qt gives it the title of the group box it is in).
    if (const auto *empty = qobject_cast<const QLabel *>(element->object()); empty && role == QAccessible::StaticText
        && empty->text().isEmpty() && empty->pixmap().isNull() && !element->text(QAccessible::Name).isEmpty())
        problems << describe(element, u"no text, named “%1”"_s.arg(element->text(QAccessible::Name)));
    if (const auto *button = qobject_cast<const QAbstractButton *>(element->object());
        button && wordless(button->text()) && button->toolTip().isEmpty())
        problems << describe(element, u"no words and no tooltip"_s);
    if (holdsItems(role))
        return;
    for (int i = 0; i < element->childCount(); ++i)
        collect(element->child(i), problems, depth + 1);
}

} // namespace

class tst_AccessibleNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void window_data() { windowtour::addLookRows(); }

    void window()
    {
        QStringList problems;
        const QString error = windowtour::visitLookRow(
            [&problems](QWidget *window) { collect(QAccessible::queryAccessibleInterface(window), problems); });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // One line each: a message of QVERIFY2 is cut at a thousand characters.
        for (const QString &problem : std::as_const(problems))
            qWarning().noquote() << problem;
        QVERIFY2(problems.isEmpty(), qPrintable(u"%1 without a name"_s.arg(problems.size())));
    }

    // Every combo box of every editor, the pickers inside a field (a share
    // scope's type, the brain's and an agent's kind of model) included, is
    // labelled by a label, which is what a screen reader on Linux names it
    // by (its accessible name is its value there).
    void editorCombosAreNamedByALabel_data()
    {
        QTest::addColumn<QString>("stop");
        for (const QString &stop : windowtour::stops()) {
            if (stop.startsWith(u"editor-"_s) || stop == u"upload"_s)
                QTest::newRow(qPrintable(stop)) << stop;
        }
    }

    void editorCombosAreNamedByALabel()
    {
        QFETCH(QString, stop);
        windowtour::WindowTour tour;
        QStringList problems;
        int combos = 0;
        const QString error = tour.visit(stop, [&](QWidget *window) {
            // The rows a form adds: a share scope, an agent.
            for (const QString &add : {u"scopesAdd"_s, u"addAgent"_s}) {
                if (auto *button = window->findChild<QAbstractButton *>(add); button && button->isEnabled())
                    QTest::mouseClick(button, Qt::LeftButton);
            }
            for (QComboBox *combo : window->findChildren<QComboBox *>()) {
                if (!combo->isVisible())
                    continue;
                ++combos;
                QAccessibleInterface *element = QAccessible::queryAccessibleInterface(combo);
                if (!labelledByALabel(element))
                    problems << describe(element,
                                         u"labelled by no label, named “%1”"_s.arg(element->text(QAccessible::Name)));
            }
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString &problem : std::as_const(problems))
            qWarning().noquote() << problem;
        QVERIFY(combos > 0 || stop.contains(u"secret"_s));
        QVERIFY2(problems.isEmpty(), qPrintable(u"%1 combo boxes named by no label"_s.arg(problems.size())));
    }

    // The reason field shows only once a call is denied: the text box the
    // reason is typed in is named after the call it denies.
    void approvalDenyReason()
    {
        windowtour::WindowTour tour;
        QStringList problems;
        QStringList reasonNames;
        const QString error = tour.visit(u"approval"_s, [&](QWidget *window) {
            const QList<QRadioButton *> denies = window->findChildren<QRadioButton *>(u"deny"_s);
            QCOMPARE(denies.size(), 2);
            for (QRadioButton *deny : denies)
                QTest::mouseClick(deny, Qt::LeftButton);
            for (const QWidget *reason : window->findChildren<QWidget *>(u"reason"_s)) {
                QVERIFY(reason->isVisible());
                for (const QPlainTextEdit *text : reason->findChildren<QPlainTextEdit *>())
                    reasonNames << QAccessible::queryAccessibleInterface(const_cast<QPlainTextEdit *>(text))
                                       ->text(QAccessible::Name);
            }
            collect(QAccessible::queryAccessibleInterface(window), problems);
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString &problem : std::as_const(problems))
            qWarning().noquote() << problem;
        QVERIFY2(problems.isEmpty(), qPrintable(u"%1 without a name"_s.arg(problems.size())));
        reasonNames.sort();
        QCOMPARE(reasonNames,
                 QStringList({u"Reason for denying close_account (optional)"_s,
                              u"Reason for denying open_ticket (optional)"_s}));
    }
};

QTEST_MAIN(tst_AccessibleNames)
#include "tst_accessiblenames.moc"

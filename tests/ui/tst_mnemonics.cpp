// Every button of a dialog has a mnemonic that works from any field
// (Mnemonics): in every dialog of the console (WindowTour), in each language
// shipped, each button of its button box has one, any other button has one
// while a letter of its text is free, and no mnemonic is used twice in a
// window; each label's, pressed, puts the focus in its field, a compound one
// too. Alt+S in an editor's Name field saves instead of typing
// "s"; the unsaved-changes question's Discard has one too.

#include "EditorFixture.h"
#include "WindowTour.h"
#include "core/i18n/Translations.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/ToolEditor.h"
#include "ui/widgets/Mnemonics.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

QString describe(const QWidget *widget, const QString &text)
{
    return QString::fromLatin1(widget->metaObject()->className()) + u' '
        + (widget->objectName().isEmpty() ? widget->accessibleName() : widget->objectName()) + u" \"" + text + u'"';
}

// The problems of `window`'s mnemonics: a button of a button box without one,
// a mnemonic used twice.
QStringList mnemonicProblems(const QWidget *window, bool withMenuBar = false)
{
    QStringList problems;
    QHash<int, QString> owners;
    const auto take = [&](const QWidget *widget, const QString &text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (key.isEmpty())
            return;
        const QString owner = describe(widget, text);
        if (const auto other = owners.constFind(key[0].key()); other != owners.constEnd())
            problems << u"%1 and %2 share %3"_s.arg(*other, owner, key.toString());
        else
            owners.insert(key[0].key(), owner);
    };
    if (withMenuBar) {
        for (const QMenuBar *bar : window->findChildren<QMenuBar *>()) {
            for (const QAction *menu : bar->actions())
                take(bar, menu->text());
        }
    }
    // A hidden widget's mnemonic does nothing.
    for (const QLabel *label : window->findChildren<QLabel *>()) {
        if (label->buddy() && label->isVisible())
            take(label, label->text());
    }
    for (const QAbstractButton *button : window->findChildren<QAbstractButton *>()) {
        if (button->isVisible())
            take(button, button->text());
    }
    for (const QGroupBox *box : window->findChildren<QGroupBox *>()) {
        if (box->isVisible())
            take(box, box->title());
    }
    // The button box's buttons have one; another button, when a letter of its text is free.
    for (const QPushButton *button : window->findChildren<QPushButton *>()) {
        if (!button->isVisible() || button->text().isEmpty() || !QKeySequence::mnemonic(button->text()).isEmpty())
            continue;
        const bool inButtonBox = qobject_cast<const QDialogButtonBox *>(button->parentWidget());
        const QString text = button->text();
        const bool letterFree = std::any_of(text.cbegin(), text.cend(), [&owners](QChar c) {
            const QKeySequence key = QKeySequence::mnemonic(u'&' + QString(c));
            return c.isLetterOrNumber() && !key.isEmpty() && !owners.contains(key[0].key());
        });
        if (inButtonBox || letterFree)
            problems << describe(button, text) + u": no mnemonic"_s;
    }
    return problems;
}

// The labels of `window` whose mnemonic, pressed, leaves the focus outside
// their buddy (a compound one: a text with its counter, a picker of a kind
// and a model, which QLabel alone gives no focus). The window is active.
QStringList labelsThatFocusNothing(QWidget *window)
{
    QStringList problems;
    for (const QLabel *label : window->findChildren<QLabel *>()) {
        QWidget *buddy = label->buddy();
        const QKeySequence key = QKeySequence::mnemonic(label->text());
        // A button buddy is clicked, not focused, and a disabled one takes
        // nothing (a create-time field being edited): not pressed here.
        if (!buddy || !label->isVisible() || !buddy->isEnabled() || key.isEmpty()
            || qobject_cast<QAbstractButton *>(buddy))
            continue;
        QWidget *from = QApplication::focusWidget() ? QApplication::focusWidget() : window;
        QTest::keyClick(from, key[0].key(), key[0].keyboardModifiers());
        const QWidget *focus = QApplication::focusWidget();
        if (!focus || (focus != buddy && !buddy->isAncestorOf(focus)))
            problems << describe(label, label->text()) + u": focus in "_s
                    + (focus ? describe(focus, focus->objectName()) : u"nothing"_s);
    }
    return problems;
}

} // namespace

class tst_Mnemonics : public QObject
{
    Q_OBJECT

    // A row for each language shipped and each stop of the tour: the main
    // window's pages, or its dialogs.
    static void addStopRows(bool pages)
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("stop");
        QStringList languages {u"en"_s};
        languages << baton::translations::shipped();
        for (const QString &language : std::as_const(languages)) {
            for (const QString &stop : windowtour::stops()) {
                if (stop.startsWith(u"page-"_s) == pages)
                    QTest::addRow("%s %s", qPrintable(language), qPrintable(stop)) << language << stop;
            }
        }
    }

    // Shows the row's stop in the row's language to `visitor`: the tour's
    // error, or empty.
    static QString visitRowStop(const windowtour::Visitor &visitor)
    {
        QFETCH(QString, language);
        QFETCH(QString, stop);
        const windowtour::LookScope look({language, false, false});
        if (look.language() != language)
            return u"the language %1 could not be installed"_s.arg(language);
        windowtour::WindowTour tour;
        if (!tour.error().isEmpty())
            return tour.error();
        return tour.visit(stop, visitor);
    }

private Q_SLOTS:
    void initTestCase() { baton::installMnemonics(*qApp); }

    void dialog_data() { addStopRows(false); }

    void dialog()
    {
        QStringList problems;
        int buttons = 0;
        const QString error = visitRowStop([&](QWidget *window) {
            buttons = int(window->findChildren<QPushButton *>().size());
            problems = mnemonicProblems(window);
            window->activateWindow();
            if (!QTest::qWaitForWindowActive(window))
                problems << u"the window is not active"_s;
            else
                problems << labelsThatFocusNothing(window);
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QVERIFY2(buttons > 0, "a dialog without a button");
    }

    // A page of the main window: its labels' and buttons' mnemonics and the
    // menu bar's (Alt+E opens Edit) are each used once, in each language.
    void page_data() { addStopRows(true); }

    void page()
    {
        QStringList problems;
        // A page's buttons need none (Send is Ctrl+Return): doubles only.
        const QString error = visitRowStop(
            [&](QWidget *window) { problems = mnemonicProblems(window, true).filter(u" share Alt+"_s); });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // Alt+S from the Name field saves (the form's errors show, nothing typed);
    // the question about unsaved changes has a mnemonic on Discard, which
    // works from the keyboard.
    void altSSavesAndDiscardHasOne()
    {
        editortest::Fixture fixture;
        auto dialog = std::make_unique<baton::EditorDialog>(fixture.client, new baton::ToolEditor(fixture.client),
                                                            baton::Operation::Create, QJsonObject());
        dialog->show();
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog.get()));
        auto *name = dialog->findChild<QLineEdit *>(u"name"_s);
        QTest::keyClicks(name, u"close_ticket"_s);
        QSignalSpy saveClicked(dialog->findChild<QPushButton *>(u"saveButton"_s), &QAbstractButton::clicked);
        QTest::keyClick(name, Qt::Key_S, Qt::AltModifier);
        // A mnemonic clicks its button as a short animation.
        QVERIFY2(saveClicked.wait(5000),
                 qPrintable(u"Alt+S did not save: "_s + dialog->findChild<QPushButton *>(u"saveButton"_s)->text()));
        QCOMPARE(name->text(), u"close_ticket"_s);
        QVERIFY(!dialog->editor()->errorShownFor(u"description"_s).isEmpty());

        // The question's Discard, as it is shown; clicked, it closes the editor.
        QString discard;
        QTimer::singleShot(0, qApp, [&discard] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            discard = box->button(QMessageBox::Discard)->text();
            box->button(QMessageBox::Discard)->click();
        });
        dialog->reject();
        QVERIFY2(!QKeySequence::mnemonic(discard).isEmpty(), qPrintable(discard));
        QVERIFY(!dialog->isVisible());
    }
};

QTEST_MAIN(tst_Mnemonics)
#include "tst_mnemonics.moc"

#include "ui/widgets/Mnemonics.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QTimer>

namespace baton {

namespace {

// The index of the character a text's mnemonic marker stands before ("&Save": 1);
// -1 when it has none ("&&" is an ampersand).
qsizetype mnemonicIndex(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) != u'&')
            return i + 1;
        ++i;
    }
    return -1;
}

// The key of the letter at `index` of `text`, as a mnemonic is matched.
int keyAt(const QString &text, qsizetype index)
{
    const QKeySequence key = QKeySequence::mnemonic(u'&' + QString(text.at(index)));
    return key.isEmpty() ? 0 : key[0].key();
}

// A widget whose text may hold a mnemonic, and how to read and write it.
struct Holder {
    QWidget *widget;
    QString text;
};

QString textOf(const QWidget *widget)
{
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        return label->text();
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        return button->text();
    if (const auto *box = qobject_cast<const QGroupBox *>(widget))
        return box->title();
    return {};
}

void setTextOf(QWidget *widget, const QString &text)
{
    if (auto *label = qobject_cast<QLabel *>(widget))
        label->setText(text);
    else if (auto *button = qobject_cast<QAbstractButton *>(widget))
        button->setText(text);
    else if (auto *box = qobject_cast<QGroupBox *>(widget))
        box->setTitle(text);
}

// Whether a mnemonic of `widget` does anything: it is shown, and a label names a buddy.
bool takesMnemonic(const QWidget *widget)
{
    if (!widget->isVisible())
        return false;
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        return label->buddy() && label->textFormat() != Qt::RichText;
    return qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QGroupBox *>(widget);
}

// `text` without its mnemonic marker, then with one before a free letter:
// a word's first, else any; without a marker when none is free.
QString reassigned(const QString &text, QSet<int> &used)
{
    QString plain = text;
    if (const qsizetype at = mnemonicIndex(text); at > 0)
        plain.remove(at - 1, 1);
    QList<qsizetype> candidates;
    for (int pass = 0; pass < 2; ++pass) {
        for (qsizetype i = 0; i < plain.size(); ++i) {
            const bool wordStart = i == 0 || !plain.at(i - 1).isLetterOrNumber();
            // A literal ampersand is written "&&": never a letter of its own.
            if (plain.at(i).isLetterOrNumber() && wordStart == (pass == 0) && !(i > 0 && plain.at(i - 1) == u'&'))
                candidates << i;
        }
    }
    for (const qsizetype i : std::as_const(candidates)) {
        const int key = keyAt(plain, i);
        if (key && !used.contains(key)) {
            used.insert(key);
            return plain.left(i) + u'&' + plain.mid(i);
        }
    }
    return plain;
}

class MnemonicFilter final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Application filters see every event: the type first.
        if (event->type() == QEvent::Shortcut)
            return focusBuddy(watched);
        if (event->type() != QEvent::Show || !watched->isWidgetType())
            return false;
        auto *dialog = qobject_cast<QDialog *>(static_cast<QWidget *>(watched)->window());
        if (!dialog)
            return false;
        // Once for all the widgets a change shows at once.
        if (m_pending.contains(dialog))
            return false;
        m_pending.insert(dialog);
        QTimer::singleShot(0, this, [this, window = QPointer<QDialog>(dialog)] {
            m_pending.remove(window.data());
            if (window)
                shareOutMnemonics(window);
        });
        if (watched == dialog) {
            // Before the first paint and the first key, too.
            shareOutMnemonics(dialog);
        }
        return false;
    }

private:
    // A label's mnemonic: QLabel gives the focus to a buddy that takes it
    // itself, and to none otherwise, focus proxy or not. A compound buddy (a
    // text with its counter, a picker of a kind and a model) takes none: the
    // focus goes where it forwards it, or to its first part that takes it.
    // (The buddy stays the compound, which its label names.)
    static bool focusBuddy(QObject *watched)
    {
        auto *label = qobject_cast<QLabel *>(watched);
        QWidget *buddy = label ? label->buddy() : nullptr;
        if (!buddy || buddy->focusPolicy() != Qt::NoFocus)
            return false;
        QWidget *target = buddy;
        while (target->focusProxy())
            target = target->focusProxy();
        if (target->focusPolicy() == Qt::NoFocus) {
            target = nullptr;
            for (QWidget *next = buddy->nextInFocusChain(); next && next != buddy && buddy->isAncestorOf(next);
                 next = next->nextInFocusChain()) {
                if (next->isEnabled() && next->isVisible() && (next->focusPolicy() & Qt::TabFocus)) {
                    target = next;
                    break;
                }
            }
        }
        if (!target || !target->isEnabled())
            return false;
        target->setFocus(Qt::ShortcutFocusReason);
        label->window()->setAttribute(Qt::WA_KeyboardFocusChange);
        return true;
    }

    QSet<QDialog *> m_pending;
};

} // namespace

void shareOutMnemonics(QWidget *window)
{
    QList<QWidget *> boxButtons;
    for (QDialogButtonBox *box : window->findChildren<QDialogButtonBox *>()) {
        for (QAbstractButton *button : box->buttons())
            boxButtons << button;
    }
    QList<QWidget *> others;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!boxButtons.contains(widget))
            others << widget;
    }
    QSet<int> used;
    // Keeps the widget's letter when it is free, else gives it another;
    // `lacking`: gives one to a widget that has none.
    const auto share = [&used](QWidget *widget, bool lacking) {
        if (!takesMnemonic(widget))
            return;
        const QString text = textOf(widget);
        const qsizetype at = mnemonicIndex(text);
        if (text.isEmpty() || (at < 0) != lacking)
            return;
        if (at >= 0) {
            if (const int key = keyAt(text, at); key && !used.contains(key)) {
                used.insert(key);
                return;
            }
        }
        if (const QString shared = reassigned(text, used); shared != text)
            setTextOf(widget, shared);
    };
    for (QWidget *button : std::as_const(boxButtons)) {
        share(button, false);
        share(button, true);
    }
    for (QWidget *widget : std::as_const(others))
        share(widget, false);
    // Then the dialog's other push buttons that have none.
    for (QWidget *widget : std::as_const(others)) {
        if (qobject_cast<QPushButton *>(widget))
            share(widget, true);
    }
}

void installMnemonics(QApplication &application)
{
    application.installEventFilter(new MnemonicFilter(&application));
}

} // namespace baton

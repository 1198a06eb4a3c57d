#include "ui/widgets/CountedTextEdit.h"

#include "core/resources/Validator.h"
#include "ui/widgets/StatusColors.h"

#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTextDocument>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

CountedTextEdit::CountedTextEdit(qint64 maximum, QWidget *parent)
    : QWidget(parent)
    , m_edit(new QPlainTextEdit(this))
    , m_counter(new QLabel(this))
    , m_maximum(maximum)
{
    m_edit->setObjectName(u"text"_s);
    m_edit->setTabChangesFocus(true);
    m_counter->setObjectName(u"characterCount"_s);
    m_counter->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setFocusProxy(m_edit);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_counter);

    connect(m_edit, &QPlainTextEdit::textChanged, this, [this] {
        updateCount();
        Q_EMIT textChanged();
    });
    updateCount();
}

QString CountedTextEdit::text() const
{
    return m_edit->toPlainText();
}

void CountedTextEdit::setText(const QString &text)
{
    if (text != m_edit->toPlainText())
        m_edit->setPlainText(text);
}

void CountedTextEdit::setPlaceholderText(const QString &text)
{
    m_edit->setPlaceholderText(text);
}

void CountedTextEdit::setVisibleLines(int lines)
{
    const QMargins margins = m_edit->contentsMargins();
    const int documentMargin = 2 * int(m_edit->document()->documentMargin());
    m_edit->setFixedHeight(lines * m_edit->fontMetrics().lineSpacing() + documentMargin + margins.top()
                           + margins.bottom());
    setSizePolicy(sizePolicy().horizontalPolicy(), QSizePolicy::Fixed);
}

void CountedTextEdit::updateCount()
{
    m_count = Validator::characterCount(m_edit->toPlainText());
    const QLocale locale;
    m_counter->setText(
        tr("%1 / %2", "characters typed / the limit").arg(locale.toString(m_count), locale.toString(m_maximum)));
    const bool over = isOverLimit();
    setStatusStyle(m_counter, over ? std::optional(Status::Error) : std::nullopt, StatusLook::Strong);
    m_counter->setToolTip(over ? tr("%n characters over the limit.", nullptr, int(m_count - m_maximum))
                               : tr("Characters used of the %1 allowed.").arg(locale.toString(m_maximum)));
}

} // namespace baton

#include "ui/panels/MessageBar.h"

#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

constexpr int NoteMs = 8000;

} // namespace

MessageBar::MessageBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"messageBar"_s);
    setAttribute(Qt::WA_StyledBackground);
    m_text = new QLabel(this);
    m_text->setObjectName(u"messageText"_s);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_retry = new QPushButton(tr("&Retry"), this);
    m_retry->setObjectName(u"retryButton"_s);
    m_dismiss = new QToolButton(this);
    m_dismiss->setObjectName(u"dismissMessageButton"_s);
    m_dismiss->setIcon(icons::icon(icons::Icon::Close));
    m_dismiss->setText(tr("Dismiss"));
    m_dismiss->setToolTip(tr("Hide this message"));
    m_dismiss->setAutoRaise(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_retry);
    layout->addWidget(m_dismiss);
    hide();

    m_noteTimer.setSingleShot(true);
    m_noteTimer.setInterval(NoteMs);
    connect(&m_noteTimer, &QTimer::timeout, this, &MessageBar::dismiss);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        dismiss();
        Q_EMIT retryRequested();
    });
    connect(m_dismiss, &QToolButton::clicked, this, &MessageBar::dismiss);
}

void MessageBar::showError(const QString &text, bool canRetry, const QString &subject)
{
    m_noteTimer.stop();
    m_subject = subject;
    setStatusStyle(this, Status::Error, StatusLook::Bar);
    m_text->setText(text);
    m_retry->setVisible(canRetry);
    show();
}

void MessageBar::showWarning(const QString &text)
{
    m_noteTimer.stop();
    m_subject.clear();
    setStatusStyle(this, Status::Warning, StatusLook::Bar);
    m_text->setText(text);
    m_retry->show();
    show();
}

void MessageBar::showNote(const QString &text)
{
    m_subject.clear();
    setStatusStyle(this, Status::Info, StatusLook::Bar);
    m_text->setText(text);
    m_retry->hide();
    show();
    m_noteTimer.start();
}

void MessageBar::dismiss()
{
    m_noteTimer.stop();
    m_subject.clear();
    hide();
    m_text->clear();
}

void MessageBar::dismissObjectError(const QString &kept)
{
    if (!m_subject.isEmpty() && m_subject.compare(kept, Qt::CaseInsensitive) != 0)
        dismiss();
}

} // namespace baton

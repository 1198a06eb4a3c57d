#include "ui/editors/EditorDialog.h"

#include "core/api/ApiClient.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/widgets/MessageBox.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

EditorDialog::EditorDialog(ApiClient &client, ResourceEditor *editor, Operation operation, const QJsonObject &object,
                           QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_editor(editor)
    , m_id(operation == Operation::Update ? object.value(u"id"_s).toString() : QString())
{
    setObjectName(u"editorDialog"_s);
    const ResourceKind &kind = editor->kind();
    setWindowTitle(operation == Operation::Create
                       ? kind.sentence(ResourceKind::Sentence::NewTitle)
                       : kind.sentence(ResourceKind::Sentence::EditTitle).arg(object.value(u"name"_s).toString()));
    m_editor->setOperation(operation);
    m_editor->setObject(object);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // Not a stop of its own: Tab goes through the fields, and the area follows the focus.
    m_scroll->setFocusPolicy(Qt::NoFocus);
    // Never squeezed below the height its fields ask for (rows added to a
    // list): the area scrolls instead.
    m_editor->setSizePolicy(m_editor->sizePolicy().horizontalPolicy(), QSizePolicy::Minimum);
    m_scroll->setWidget(m_editor);
    // The height scrolls, down to a dozen lines; the width follows the form.
    m_scroll->setMinimumHeight(fontMetrics().lineSpacing() * 12);
    followFormWidth();
    m_editor->installEventFilter(this);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Save)->setObjectName(u"saveButton"_s);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EditorDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EditorDialog::reject);
    // The area follows the focus however it comes (a click, a link to a
    // field in error, a label's shortcut), not only Tab.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (now && m_editor->isAncestorOf(now))
            m_scroll->ensureWidgetVisible(now);
    });
    connect(m_editor, &ResourceEditor::saveRequested, this, [this](const AfterSave &then) {
        if (m_job)
            return;
        m_afterSave = then;
        save();
    });
    connect(m_editor, &ResourceEditor::newObjectRequested, this, &EditorDialog::newObjectRequested);
    connect(m_editor, &ResourceEditor::replaced, this, [this] {
        m_closing = true;
        reject();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_scroll);
    // A failed save's message sits over the buttons, across the dialog, in
    // room kept for it, so that it moves nothing in the form.
    auto *bottom = new QVBoxLayout;
    bottom->addWidget(m_editor->takeGeneralMessage());
    bottom->addWidget(m_buttons);
    layout->addLayout(bottom);
    fitToContent();
    // Typing goes into the form from the start (Ctrl+N, then the name).
    m_editor->focusFirstField();
}

namespace {

// How much of the screen an editor takes at most; beyond that its form scrolls.
constexpr double MostOfTheScreen = 0.85;

} // namespace

void EditorDialog::fitToContent()
{
    // The form's own size, with no empty area under it, as long as the screen
    // has room; beyond that (most of the screen) the form scrolls.
    // Measured with the fonts and style sheets the fields will be shown with.
    ensurePolished();
    const QRect screen = this->screen()->availableGeometry();
    const QMargins margins = layout()->contentsMargins();
    const int scrollBar = m_scroll->verticalScrollBar()->sizeHint().width();
    // Wide enough for a sentence of an error line and for the service's
    // message in its two lines, as well as for the form.
    const int readable = fontMetrics().averageCharWidth() * 80;
    int width = std::max(m_editor->sizeHint().width() + scrollBar, readable) + margins.left() + margins.right();
    width = std::min(width, int(screen.width() * MostOfTheScreen));
    const int formWidth = width - margins.left() - margins.right() - scrollBar;
    // The scroll area gives the form no less than its preferred height (its
    // size policy), nor than its height at that width.
    const int formHeight = std::max(m_editor->sizeHint().height(),
                                    m_editor->hasHeightForWidth() ? m_editor->heightForWidth(formWidth) : 0);
    const int bottomHeight = layout()->itemAt(1)->sizeHint().height();
    int height = formHeight + 2 * m_scroll->frameWidth() + layout()->spacing() + bottomHeight + margins.top()
        + margins.bottom();
    height = std::min(height, int(screen.height() * MostOfTheScreen));
    resize(width, height);
}

void EditorDialog::followFormWidth()
{
    // As wide as the form needs, so that it never scrolls sideways; the
    // dialog's minimum follows, and the dialog grows when it is narrower.
    m_scroll->setMinimumWidth(m_editor->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width());
}

bool EditorDialog::eventFilter(QObject *watched, QEvent *event)
{
    // A row added or taken away (a scope, an auth field, a header) changes
    // what the form needs: its layout asks to be done again.
    if (watched == m_editor && event->type() == QEvent::LayoutRequest)
        followFormWidth();
    return QDialog::eventFilter(watched, event);
}

void EditorDialog::showSaveFailure(const std::function<void()> &show)
{
    // The message over the buttons is whole, in as many lines as it takes:
    // beyond the room kept for it, the dialog grows rather than the form
    // shrinking, while the screen has room.
    const int formHeight = m_scroll->height();
    show();
    layout()->activate();
    const int lost = formHeight - m_scroll->height();
    if (lost <= 0)
        return;
    const int most = int(screen()->availableGeometry().height() * MostOfTheScreen);
    resize(width(), std::max(height(), std::min(height() + lost, most)));
}

void EditorDialog::save()
{
    if (m_job)
        return;
    if (!m_editor->validate().isEmpty()) {
        m_afterSave = nullptr;
        if (QWidget *field = m_editor->focusFirstError())
            m_scroll->ensureWidgetVisible(field);
        return;
    }
    const QJsonObject body = m_editor->body();
    const ResourceKind &kind = m_editor->kind();
    if (m_editor->operation() == Operation::Update && body.isEmpty()) {
        if (const auto then = std::exchange(m_afterSave, nullptr))
            then(m_editor->object());
        m_closing = true;
        accept();
        return;
    }
    m_job = m_editor->operation() == Operation::Create ? m_client.post(kind.collectionPath, body)
                                                       : m_client.patch(kind.itemPath(m_id), body);
    m_saveSent = true;
    setSaving(true);
    connect(m_job, &ApiJob::finished, this, [this, body](const ApiResult &result) {
        m_job = nullptr;
        setSaving(false);
        if (!result.ok()) {
            m_afterSave = nullptr;
            const ApiError &error = *result.error;
            QList<FieldError> fieldErrors = error.details();
            const bool aboutOneField
                = error.kind() == ApiError::Kind::ValidationFailed || error.kind() == ApiError::Kind::ScopeNotAllowed;
            if (fieldErrors.isEmpty() && aboutOneField && !error.param().isEmpty())
                fieldErrors.append(FieldError {error.param(), error.message()});
            showSaveFailure(
                [&] { m_editor->showErrors(fieldErrors, error.userMessage(), ResourceEditor::Words::Service); });
            if (QWidget *field = m_editor->focusFirstError())
                m_scroll->ensureWidgetVisible(field);
            return;
        }
        onSaved(result.object, body);
    });
}

void EditorDialog::onSaved(const QJsonObject &answer, const QJsonObject &sent)
{
    const ResourceKind &kind = m_editor->kind();
    if (!answer.isEmpty() || !kind.canReadOne || m_id.isEmpty()) {
        // Secrets cannot be read one by one: an empty answer is the old object
        // with what was sent, less the value.
        QJsonObject object = answer;
        if (object.isEmpty()) {
            object = m_editor->object();
            for (auto it = sent.constBegin(); it != sent.constEnd(); ++it)
                object.insert(it.key(), it.value());
            object.remove(u"value"_s);
        }
        finishSave(object);
        return;
    }
    // An update answered with an empty body: read the object again.
    m_job = m_client.get(kind.itemPath(m_id));
    setSaving(true);
    connect(m_job, &ApiJob::finished, this, [this](const ApiResult &result) {
        m_job = nullptr;
        setSaving(false);
        if (!result.ok()) {
            m_afterSave = nullptr;
            showSaveFailure([&] { m_editor->showGeneralError(result.error->userMessage()); });
            return;
        }
        finishSave(result.object);
    });
}

void EditorDialog::finishSave(const QJsonObject &object)
{
    Q_EMIT saved(object);
    if (const auto then = std::exchange(m_afterSave, nullptr))
        then(object);
    m_closing = true;
    accept();
}

void EditorDialog::setSaving(bool saving)
{
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(!saving);
    m_editor->setEnabled(!saving);
    // Back to the text it had, with the mnemonic it was given.
    QPushButton *saveButton = m_buttons->button(QDialogButtonBox::Save);
    if (saving)
        m_saveText = saveButton->text();
    saveButton->setText(saving ? tr("Saving…") : m_saveText);
}

void EditorDialog::done(int result)
{
    if (result == QDialog::Rejected && !m_closing && !confirmDiscard())
        return;
    if (m_job)
        m_job->cancel();
    QDialog::done(result);
}

void EditorDialog::closeEvent(QCloseEvent *event)
{
    if (!m_closing && !confirmDiscard()) {
        event->ignore();
        return;
    }
    m_closing = true;
    QDialog::closeEvent(event);
}

bool EditorDialog::confirmDiscard()
{
    if (!m_editor->isModified())
        return true;
    return MessageBox::question(this, tr("Unsaved changes"),
                                m_editor->kind().sentence(ResourceKind::Sentence::UnsavedChanges),
                                QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Discard;
}

} // namespace baton

#pragma once

#include "core/api/ApiJob.h"
#include "core/resources/ResourceKind.h"
#include "ui/editors/ResourceEditor.h"

#include <QDialog>
#include <QJsonObject>
#include <QPointer>

class QDialogButtonBox;
class QScrollArea;

namespace baton {

class ApiClient;

// A dialog around one ResourceEditor that saves through the API: opens with
// the first field focused, validates inline before sending (Save with errors
// shows them all and goes to the first), POSTs a new object or PATCHes the changed fields of
// an existing one, and on failure puts the service's field errors at their
// fields and keeps everything typed, with the service's message and request id
// over the buttons. Opens as big as its form, within most of the screen, and
// is never narrower than its form, whatever rows are added.
// Closing with unsaved changes asks first, unless the object is gone
// (ResourceEditor::objectReplaced); a part of the form may ask for a save
// with something to do after it (ResourceEditor::requestSave).
class EditorDialog final : public QDialog
{
    Q_OBJECT

public:
    // Takes ownership of `editor`. For Update, `object` is the object as read
    // (it must carry its id); for Create it may hold a duplicate's values.
    EditorDialog(ApiClient &client, ResourceEditor *editor, Operation operation, const QJsonObject &object,
                 QWidget *parent = nullptr);

    [[nodiscard]] ResourceEditor *editor() const { return m_editor; }
    [[nodiscard]] bool isSaving() const { return m_job != nullptr; }
    // Whether a save (POST or PATCH) has been sent: the service may have
    // applied it even when the dialog is given up afterwards (Cancel while
    // saving, a failed read after the save).
    [[nodiscard]] bool saveSent() const { return m_saveSent; }

    void done(int result) override;

public Q_SLOTS:
    void save();

Q_SIGNALS:
    // The object as the service now has it.
    void saved(const QJsonObject &object);
    // See ResourceEditor::newObjectRequested().
    void newObjectRequested(baton::ResourceKind::Id kind, const QJsonObject &values);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ApiClient &m_client;
    ResourceEditor *m_editor;
    QScrollArea *m_scroll;
    QDialogButtonBox *m_buttons;
    QPointer<ApiJob> m_job;
    QString m_id;
    bool m_closing = false;
    bool m_saveSent = false;
    QString m_saveText; // the Save button's text while "Saving…" shows
    // What a requestSave() asked to be done once this save lands.
    AfterSave m_afterSave;

    // Sizes the dialog to its form, within most of the screen.
    void fitToContent();
    // Keeps the scroll area as wide as the form's narrowest, as rows come
    // and go: a row wider than the form was never scrolls sideways.
    void followFormWidth();
    // Runs `show`, which shows a failed save's messages, and grows the
    // dialog by what the message over the buttons took from the form.
    void showSaveFailure(const std::function<void()> &show);
    void onSaved(const QJsonObject &answer, const QJsonObject &sent);
    // Says the object as saved, does what was asked after the save, closes.
    void finishSave(const QJsonObject &object);
    void setSaving(bool saving);
    [[nodiscard]] bool confirmDiscard();
};

} // namespace baton

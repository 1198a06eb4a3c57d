#pragma once

#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QWidget>

#include <functional>

class QFormLayout;
class QLabel;
class QLayout;
class QVBoxLayout;

namespace baton {

class NameBook;

// What to do with an object once a save has landed (ResourceEditor::requestSave).
using AfterSave = std::function<void(const QJsonObject &)>;

// The base of every resource form. A subclass lays out its widgets, registers
// each one under the field name it edits (addField), and converts between the
// widgets and JSON (load/collect). The base does the rest, the same way for
// every kind: the body for create or update (on update, only what changed and
// never a create-only field), validation against the ResourceKind table plus
// the subclass's own checks, each error message shown under its field in the
// field's own words, locking create-only fields when editing, and knowing
// whether anything was modified.
//
// A field's errors are shown once the field has been left (focus moved out of
// it, typed in or not) or once every field is asked for (Save); from then on
// they follow the typing. Each field's error line keeps room for a line or
// two, empty or not, so that a message coming, going or changing within it
// moves nothing; a longer message wraps and its line grows: a message is never
// cut. It is the line's accessible description too. A field the
// service requires has " *" after its label, and the form says what "*" means.
class ResourceEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ResourceEditor(const ResourceKind &kind, QWidget *parent = nullptr);
    ~ResourceEditor() override;

    [[nodiscard]] const ResourceKind &kind() const { return m_kind; }

    // Create (a new object, possibly a duplicate's values) or Update (the
    // loaded object). Update disables the widgets of create-only fields.
    void setOperation(Operation operation);
    [[nodiscard]] Operation operation() const { return m_operation; }

    // Fills the form from an object as the service returned it, and makes it
    // the reference that isModified() and the update body compare against.
    void setObject(const QJsonObject &object);
    [[nodiscard]] const QJsonObject &object() const { return m_object; }

    // What to send: on Create every filled field; on Update the fields whose
    // value differs from the loaded object, create-only fields left out.
    [[nodiscard]] QJsonObject body() const;
    [[nodiscard]] bool isModified() const;

    // Which errors validate() shows: those of every field (and from then on
    // every field's), or only those of the fields already left.
    enum class Shown { All, LeftFields };
    // The table's rules and the editor's own, for body(); every error is
    // returned, those chosen by `shown` are shown at their fields.
    QList<FieldError> validate(Shown shown = Shown::All);
    // Whose words an error's message is: ours, which a field's own terms may
    // replace ("choose one." for a required list), or the service's, kept as
    // they are.
    enum class Words { Ours, Service };
    // Shows each error under the field it names ("agents[1].role" goes to the
    // field registered as "agents"), as "<label>: <message>" with the path in
    // the tooltip; `summary` and the errors of no registered field go to the
    // general message at the top. No errors and no summary clear every message.
    // Once every field's errors are shown (Save), with no general message,
    // two fields or more in error are counted in the general message, each
    // label a link that goes to its field.
    void showErrors(const QList<FieldError> &errors, const QString &summary = QString(), Words words = Words::Ours);
    // A message about the whole object, e.g. a server error with no field.
    void showGeneralError(const QString &message);
    [[nodiscard]] QString errorShownFor(const QString &field) const;

    // Takes the general message out of the top of the form, for a dialog to
    // show it in room of its own (over its buttons), where it moves nothing.
    // The message keeps its place in its new layout while empty.
    QLabel *takeGeneralMessage();

    // Gives the keyboard focus to the first field that takes it, so that typing
    // goes there as soon as the form opens (before it is shown, the window
    // gives it the focus once it becomes active). Returns that field.
    QWidget *focusFirstField();
    // The same for the first field showing an error, in the order of the form.
    QWidget *focusFirstError();
    // Gives the keyboard focus to the field registered as `field`.
    void focusField(const QString &field);

    // The names of the objects and teams the console has read: the pickers
    // offer those teams by label, and a form can say what a change affects.
    // Without it a form takes ids as typed. Call before setObject(); `names`
    // must outlive the editor.
    virtual void setNames(const NameBook &names) { m_names = &names; }

    // What a part of the form that acts on the object as saved (Change
    // sharing) asks of the dialog around it. requestSave: save the form, as
    // Save does, then call `then` with the object as the service now has it,
    // before the dialog closes; a save that fails or is refused calls nothing.
    void requestSave(const baton::AfterSave &then);
    // The object the form edits is gone (re-created under a new id): the
    // dialog closes without asking about unsaved changes, which have nothing
    // left to be saved to.
    void objectReplaced();

Q_SIGNALS:
    // Any field changed; listeners re-validate or update a Save button.
    void edited();
    // See requestSave() and objectReplaced().
    void saveRequested(const baton::AfterSave &then);
    void replaced();
    // The form offers to start an object of another kind with some of its
    // values (a tool's URL as an API resource, which reads): the window the
    // dialog came from opens that kind's form with them.
    void newObjectRequested(baton::ResourceKind::Id kind, const QJsonObject &values);

protected:
    // Writes the object's values into the widgets.
    virtual void load(const QJsonObject &object) = 0;
    // Reads the widgets into a body; an empty optional text, list or object is
    // left out so that an unset field is not sent.
    [[nodiscard]] virtual QJsonObject collect() const = 0;
    // Checks that the table cannot express (e.g. placeholders against a schema).
    [[nodiscard]] virtual QList<FieldError> extraChecks() const { return {}; }

    // The editor's main form, under the general message. Subclasses may add
    // further sections to sectionLayout() with forms of their own.
    [[nodiscard]] QFormLayout *form() const { return m_form; }
    [[nodiscard]] QVBoxLayout *sectionLayout() const { return m_sections; }
    // Adds a row "label: widget" with an error line `errorLines` high under
    // the widget, and remembers the widget as the editor of `field`. The label
    // and the widget are siblings, the label the widget's buddy, so that
    // assistive technologies read the label as the widget's.
    void addField(QFormLayout *form, const QString &field, const QString &label, QWidget *widget, int errorLines = 1);
    // The same for an input with companions beside it (a Show button): `row`
    // holds the input and them, and is laid out where the input would be.
    void addField(QFormLayout *form, const QString &field, const QString &label, QWidget *input, QLayout *row,
                  int errorLines = 1);
    // Shows or hides a field's row and its error line.
    void setFieldVisible(const QString &field, bool visible);
    // Changes a field's label (with its shortcut); the required marker is kept.
    void setFieldLabel(const QString &field, const QString &label);
    // What setNames() gave; null when nothing did.
    [[nodiscard]] const NameBook *names() const { return m_names; }
    // Call from subclasses whenever a widget's value changes.
    void markEdited();
    // Shows the errors of `field` from now on, as if it had been left: for a
    // value set by an action of its own (a file chosen or dropped).
    void reveal(const QString &field);

private:
    struct FieldRow {
        QPointer<QWidget> widget;
        QPointer<QLayout> row; // the widget and its companions, when it has any
        QList<QPointer<QWidget>> parts; // the widget and its companions
        QFormLayout *form = nullptr;
        QPointer<QLabel> caption;
        QPointer<QLabel> error;
        QString labelText; // the caption as given, with its shortcut
        QString label; // the caption without its shortcut and colon
    };

    const ResourceKind &m_kind;
    const NameBook *m_names = nullptr;
    Operation m_operation = Operation::Create;
    QJsonObject m_object;
    QJsonObject m_loadedBody; // collect() right after setObject(): the baseline
    QHash<QString, FieldRow> m_rows;
    QStringList m_order; // the rows' fields, in the order of the form
    QSet<QString> m_left;
    bool m_allShown = false;
    QLabel *m_general = nullptr;
    QLabel *m_legend = nullptr;
    QFormLayout *m_form = nullptr;
    QVBoxLayout *m_sections = nullptr;
    bool m_loading = false;

    [[nodiscard]] QString rowFor(const QString &path) const;
    [[nodiscard]] QString rowOf(const QWidget *widget) const;
    [[nodiscard]] QString wording(const QString &row, const FieldError &error, Words words) const;
    void onFocusChanged(QWidget *old, QWidget *now);
    // Over the buttons: how many fields are in error, each a link to it.
    void showErrorSummary();
    void applyOperation();
    void updateCaptions();
    [[nodiscard]] bool isRequired(const QString &field) const;
};

} // namespace baton

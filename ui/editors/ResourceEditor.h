#pragma once

#include "resources/ResourceKind.h"
#include "resources/Validator.h"

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace baton {

// The base of every resource form. A subclass lays out its widgets, registers
// each one under the field name it edits (addField), and converts between the
// widgets and JSON (load/collect). The base does the rest, the same way for
// every kind: the body for create or update (on update, only what changed and
// never a create-only field), validation against the ResourceKind table plus
// the subclass's own checks, each error message shown under its field, locking
// create-only fields when editing, and knowing whether anything was modified.
class ResourceEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ResourceEditor(const ResourceKind &kind, QWidget *parent = nullptr);

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

    // Which errors validate() shows: all of them, or only those about fields
    // that hold something — so that a form being filled in for the first time
    // is not covered in "required" messages before its first Save.
    enum class Shown { All, FilledFields };
    // The table's rules and the editor's own, for body(); every error is
    // returned, those chosen by `shown` are shown at their fields.
    QList<FieldError> validate(Shown shown = Shown::All);
    // Shows each error under the field it names ("agents[1].role" goes to the
    // field registered as "agents"); `summary` and the errors of no registered
    // field go to the general message at the top. No errors and no summary
    // clear every message.
    void showErrors(const QList<FieldError> &errors, const QString &summary = QString());
    // A message about the whole object, e.g. a server error with no field.
    void showGeneralError(const QString &message);
    [[nodiscard]] QString errorShownFor(const QString &field) const;

Q_SIGNALS:
    // Any field changed; listeners re-validate or update a Save button.
    void edited();

protected:
    // Writes the object's values into the widgets.
    virtual void load(const QJsonObject &object) = 0;
    // Reads the widgets into a body; an empty optional text, list or object is
    // left out so that an unset field is not sent.
    [[nodiscard]] virtual QJsonObject collect() const = 0;
    // Checks that the table cannot express (e.g. placeholders against a schema).
    [[nodiscard]] virtual QList<FieldError> extraChecks() const { return {}; }
    // Whether `field` holds something, for Shown::FilledFields: by default,
    // whether `body` carries it. Fields that are not part of the body (a file
    // to upload) say so here.
    [[nodiscard]] virtual bool holdsValue(const QString &field, const QJsonObject &body) const
    {
        return body.contains(field);
    }

    // The editor's main form, under the general message. Subclasses may add
    // further sections to sectionLayout() with forms of their own.
    [[nodiscard]] QFormLayout *form() const { return m_form; }
    [[nodiscard]] QVBoxLayout *sectionLayout() const { return m_sections; }
    // Adds a row "label: widget" with an error line under the widget, and
    // remembers the widget as the editor of `field`.
    void addField(QFormLayout *form, const QString &field, const QString &label, QWidget *widget);
    // Call from subclasses whenever a widget's value changes.
    void markEdited();

private:
    struct FieldRow {
        QPointer<QWidget> widget;
        QPointer<QLabel> error;
    };

    const ResourceKind &m_kind;
    Operation m_operation = Operation::Create;
    QJsonObject m_object;
    QJsonObject m_loadedBody; // collect() right after setObject(): the baseline
    QHash<QString, FieldRow> m_rows;
    QLabel *m_general = nullptr;
    QFormLayout *m_form = nullptr;
    QVBoxLayout *m_sections = nullptr;
    bool m_loading = false;

    [[nodiscard]] QString rowFor(const QString &path) const;
    void applyOperation();
};

} // namespace baton

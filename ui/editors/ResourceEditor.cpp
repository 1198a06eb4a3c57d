#include "editors/ResourceEditor.h"

#include "widgets/AccessibleNames.h"
#include "widgets/StatusColors.h"

#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

ResourceEditor::ResourceEditor(const ResourceKind &kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
{
    m_sections = new QVBoxLayout(this);
    m_general = new QLabel(this);
    m_general->setObjectName(u"generalError"_s);
    m_general->setWordWrap(true);
    m_general->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    m_general->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setStatusStyle(m_general, Status::Error, StatusLook::Banner);
    m_general->hide();
    m_sections->addWidget(m_general);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_sections->addLayout(m_form);
}

void ResourceEditor::setOperation(Operation operation)
{
    m_operation = operation;
    applyOperation();
}

void ResourceEditor::setObject(const QJsonObject &object)
{
    m_object = object;
    m_loading = true;
    load(object);
    m_loading = false;
    m_loadedBody = collect();
    showErrors({});
}

QJsonObject ResourceEditor::body() const
{
    const QJsonObject collected = collect();
    if (m_operation == Operation::Create)
        return collected;
    QJsonObject changed;
    for (auto it = collected.constBegin(); it != collected.constEnd(); ++it) {
        const FieldSpec *spec = m_kind.field(it.key());
        if (spec && spec->createOnly)
            continue;
        if (m_loadedBody.value(it.key()) != it.value())
            changed.insert(it.key(), it.value());
    }
    // A field emptied since loading is sent empty so that the service clears it.
    for (auto it = m_loadedBody.constBegin(); it != m_loadedBody.constEnd(); ++it) {
        const FieldSpec *spec = m_kind.field(it.key());
        if (collected.contains(it.key()) || (spec && spec->createOnly))
            continue;
        switch (it.value().type()) {
        case QJsonValue::String: changed.insert(it.key(), QString()); break;
        case QJsonValue::Array: changed.insert(it.key(), QJsonArray()); break;
        case QJsonValue::Object: changed.insert(it.key(), QJsonObject()); break;
        default: break;
        }
    }
    return changed;
}

bool ResourceEditor::isModified() const
{
    return collect() != m_loadedBody;
}

QList<FieldError> ResourceEditor::validate(Shown shown)
{
    const QJsonObject sent = body();
    QList<FieldError> errors = Validator::validate(m_kind, sent, m_operation);
    // The table's error on a field stands; an editor's own error on a field
    // replaces the table's errors inside it ("agents[1].role"), which the
    // editor words in its own terms.
    for (const FieldError &extra : extraChecks()) {
        const bool known = std::any_of(errors.cbegin(), errors.cend(),
                                       [&](const FieldError &e) { return e.field == extra.field; });
        if (known)
            continue;
        errors.removeIf([&](const FieldError &e) {
            return e.field.startsWith(extra.field + u'[') || e.field.startsWith(extra.field + u'.');
        });
        errors.append(extra);
    }
    if (shown == Shown::All) {
        showErrors(errors);
        return errors;
    }
    QList<FieldError> filled;
    for (const FieldError &e : errors) {
        const QString topLevel = e.field.section(u'.', 0, 0).section(u'[', 0, 0);
        if (holdsValue(topLevel, sent))
            filled.append(e);
    }
    showErrors(filled);
    return errors;
}

void ResourceEditor::showErrors(const QList<FieldError> &errors, const QString &summary)
{
    QHash<QString, QStringList> byRow;
    QStringList general;
    if (!summary.isEmpty())
        general << summary;
    for (const FieldError &e : errors) {
        const QString row = rowFor(e.field);
        //: %1 is the path of a field in the request body (agents[1].role), %2 what is wrong with it.
        const QString located = tr("%1: %2").arg(e.field, e.message);
        if (row.isEmpty())
            general << (e.field.isEmpty() ? e.message : located);
        else
            byRow[row] << (e.field == row ? e.message : located);
    }
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it) {
        if (!it->error)
            continue;
        const QStringList messages = byRow.value(it.key());
        it->error->setText(messages.join(u'\n'));
        it->error->setVisible(!messages.isEmpty());
        if (it->widget)
            it->widget->setProperty("invalid", !messages.isEmpty());
    }
    m_general->setText(general.join(u'\n'));
    m_general->setVisible(!general.isEmpty());
}

void ResourceEditor::showGeneralError(const QString &message)
{
    m_general->setText(message);
    m_general->setVisible(!message.isEmpty());
}

QString ResourceEditor::errorShownFor(const QString &field) const
{
    const FieldRow row = m_rows.value(field);
    return row.error && !row.error->isHidden() ? row.error->text() : QString();
}

void ResourceEditor::addField(QFormLayout *formLayout, const QString &field, const QString &label, QWidget *widget)
{
    auto *container = new QWidget(this);
    auto *column = new QVBoxLayout(container);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    column->addWidget(widget);
    auto *error = new QLabel(container);
    error->setObjectName(u"error_"_s + field);
    error->setWordWrap(true);
    error->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    setStatusStyle(error, Status::Error);
    error->hide();
    column->addWidget(error);
    auto *caption = new QLabel(label, this);
    caption->setBuddy(widget);
    // The caption is not beside the widget (the error line is), so it does not name it by itself.
    nameAfterLabel(widget, label);
    formLayout->addRow(caption, container);
    m_rows.insert(field, {widget, error});
    applyOperation();
}

void ResourceEditor::markEdited()
{
    if (!m_loading)
        Q_EMIT edited();
}

QString ResourceEditor::rowFor(const QString &path) const
{
    if (m_rows.contains(path))
        return path;
    // "agents[1].role" → "agents[1]" → "agents"
    QString prefix = path;
    while (!prefix.isEmpty()) {
        const qsizetype cut = std::max(prefix.lastIndexOf(u'.'), prefix.lastIndexOf(u'['));
        if (cut <= 0)
            break;
        prefix.truncate(cut);
        if (m_rows.contains(prefix))
            return prefix;
    }
    return {};
}

void ResourceEditor::applyOperation()
{
    for (auto it = m_rows.constBegin(); it != m_rows.constEnd(); ++it) {
        const FieldSpec *spec = m_kind.field(it.key());
        if (it->widget && spec && spec->createOnly) {
            it->widget->setEnabled(m_operation == Operation::Create);
            it->widget->setToolTip(m_operation == Operation::Update ? tr("Set when the object is created; it cannot be changed.")
                                                                    : QString());
        }
    }
}

} // namespace baton

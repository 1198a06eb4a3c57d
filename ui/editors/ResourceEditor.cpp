#include "editors/ResourceEditor.h"

#include "widgets/AccessibleNames.h"
#include "widgets/StatusColors.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

// "&Name:" → "Name": the caption as a sentence can use it ("&&" is a literal "&").
QString plainCaption(const QString &caption)
{
    QString plain;
    for (qsizetype i = 0; i < caption.size(); ++i) {
        if (caption.at(i) == u'&' && i + 1 < caption.size())
            ++i;
        plain += caption.at(i);
    }
    plain = plain.trimmed();
    while (plain.endsWith(u':') || plain.endsWith(u'\uff1a'))
        plain = plain.chopped(1).trimmed();
    return plain;
}

// The widget that gets the focus when `widget` is given it, or null when
// neither it nor anything inside it takes the focus from the keyboard.
QWidget *focusTarget(QWidget *widget)
{
    while (widget->focusProxy())
        widget = widget->focusProxy();
    if (widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus))
        return widget;
    for (QWidget *next = widget->nextInFocusChain(); next && next != widget && widget->isAncestorOf(next);
         next = next->nextInFocusChain()) {
        if (next->isEnabled() && next->isVisibleTo(widget) && (next->focusPolicy() & Qt::TabFocus))
            return next;
    }
    return nullptr;
}

// Members of a field that a person picks rather than types.
bool isPickedMember(const QString &member)
{
    static const QStringList picked {u"type"_s, u"customModelId"_s, u"groupModelId"_s, u"llmModelName"_s,
                                     u"secretId"_s};
    return picked.contains(member);
}

} // namespace

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
    connect(qApp, &QApplication::focusChanged, this, &ResourceEditor::onFocusChanged);
}

ResourceEditor::~ResourceEditor()
{
    // The fields are deleted after this, and their focus moves as they go: not
    // a field being left.
    disconnect(qApp, &QApplication::focusChanged, this, &ResourceEditor::onFocusChanged);
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
    m_left.clear();
    m_allShown = false;
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
    if (shown == Shown::All)
        m_allShown = true;
    if (m_allShown) {
        showErrors(errors);
        return errors;
    }
    QList<FieldError> left;
    for (const FieldError &e : errors) {
        if (m_left.contains(rowFor(e.field)))
            left.append(e);
    }
    showErrors(left);
    return errors;
}

void ResourceEditor::showErrors(const QList<FieldError> &errors, const QString &summary, Words words)
{
    QHash<QString, QStringList> byRow;
    QHash<QString, QStringList> pathsByRow;
    QStringList general;
    if (!summary.isEmpty())
        general << summary;
    for (const FieldError &e : errors) {
        const QString row = rowFor(e.field);
        //: %1 is the path of a field in the request body (agents[1].role), %2 what is wrong with it.
        const QString located = tr("%1: %2").arg(e.field, e.message);
        if (row.isEmpty()) {
            general << (e.field.isEmpty() ? e.message : located);
            continue;
        }
        byRow[row] << wording(row, e, words);
        pathsByRow[row] << located;
    }
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it) {
        if (!it->error)
            continue;
        const QStringList messages = byRow.value(it.key());
        // The line stays, empty, when there is nothing to say: its room is kept.
        it->error->setText(messages.join(u'\n'));
        it->error->setToolTip(pathsByRow.value(it.key()).join(u'\n'));
        if (it->widget)
            it->widget->setProperty("invalid", !messages.isEmpty());
    }
    m_general->setText(general.join(u'\n'));
    m_general->setVisible(!general.isEmpty());
}

QString ResourceEditor::wording(const QString &row, const FieldError &error, Words words) const
{
    const FieldRow &fieldRow = m_rows[row];
    // What is left of the path once the row's field is taken off: "", "[0].id", ".customModelId".
    static const QRegularExpression itemPath(uR"(^\[(\d+)\](?:\.(.+))?$)"_s);
    static const QRegularExpression memberPath(uR"(^\.(.+)$)"_s);
    const QString rest = error.field.mid(row.size());
    QString title = fieldRow.label;
    QString member;
    if (const QRegularExpressionMatch item = itemPath.match(rest); item.hasMatch()) {
        const int number = item.captured(1).toInt() + 1;
        member = item.captured(2);
        if (row == u"scopes"_s)
            //: One of the share scopes of a form, counted from 1.
            title = tr("Scope %1").arg(number);
        else if (row == u"authFields"_s)
            title = tr("Auth field %1").arg(number);
        else if (row == u"teamIds"_s)
            title = tr("Team %1").arg(number);
        else if (row == u"tags"_s)
            title = tr("Tag %1").arg(number);
        else
            //: %1 is a field's label, %2 the number of one of its items, counted from 1.
            title = tr("%1, item %2").arg(fieldRow.label).arg(number);
    } else if (const QRegularExpressionMatch sub = memberPath.match(rest); sub.hasMatch()) {
        member = sub.captured(1);
        if (member == u"llmModelName"_s)
            title = tr("Base model");
        else if (member == u"customModelId"_s)
            title = tr("Custom model");
        else if (member == u"groupModelId"_s)
            title = tr("Group model");
        else if (row == u"staticHeadersNonSecret"_s)
            title = tr("Header “%1”").arg(member);
    }
    QString message = error.message;
    if (words == Words::Ours) {
        const QWidget *widget = fieldRow.widget.data();
        const bool picked = member.isEmpty()
            ? qobject_cast<const QComboBox *>(widget) || qobject_cast<const QAbstractButton *>(widget)
            : isPickedMember(member);
        // The table's words for what a person does here, matched on its own
        // (translated) texts.
        if (error.message == Validator::tr("This field is required."))
            message = picked ? tr("choose one.") : tr("fill this in.");
        else if (error.message == Validator::tr("Must be a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)."))
            message = picked ? tr("choose one from the list.")
                             : tr("not a valid id; an id looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.");
    }
    //: %1 is a field's label as the form shows it (Name, Scope 1), %2 what is wrong with it.
    return tr("%1: %2", "field error").arg(title, message);
}

void ResourceEditor::showGeneralError(const QString &message)
{
    m_general->setText(message);
    m_general->setVisible(!message.isEmpty());
}

QString ResourceEditor::errorShownFor(const QString &field) const
{
    const FieldRow row = m_rows.value(field);
    return row.error ? row.error->text() : QString();
}

QWidget *ResourceEditor::focusFirstField()
{
    for (const QString &field : std::as_const(m_order)) {
        const FieldRow &row = m_rows[field];
        if (!row.widget || !row.container || !row.container->isVisibleTo(this))
            continue;
        if (QWidget *target = focusTarget(row.widget)) {
            target->setFocus(Qt::OtherFocusReason);
            return target;
        }
    }
    return nullptr;
}

QWidget *ResourceEditor::focusFirstError()
{
    for (const QString &field : std::as_const(m_order)) {
        const FieldRow &row = m_rows[field];
        if (!row.widget || !row.error || row.error->text().isEmpty() || !row.container->isVisibleTo(this))
            continue;
        if (QWidget *target = focusTarget(row.widget)) {
            target->setFocus(Qt::OtherFocusReason);
            return target;
        }
    }
    return nullptr;
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
    // Always there, a line high when empty, so that a message coming or going
    // moves nothing; as wide as the form allows, so that a message beside a
    // narrow control (a number) wraps in the whole width, not in the control's.
    error->setMinimumHeight(error->fontMetrics().lineSpacing());
    error->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    column->addWidget(error);
    auto *caption = new QLabel(label, this);
    caption->setBuddy(widget);
    // The caption is not beside the widget (the error line is), so it does not name it by itself.
    nameAfterLabel(widget, label);
    formLayout->addRow(caption, container);
    m_rows.insert(field, {widget, container, error, plainCaption(label)});
    m_order.append(field);
    applyOperation();
}

void ResourceEditor::markEdited()
{
    if (m_loading)
        return;
    // Until a field has been left, there is nothing to show, nor to work out.
    if (m_allShown || !m_left.isEmpty())
        validate(Shown::LeftFields);
    Q_EMIT edited();
}

void ResourceEditor::reveal(const QString &field)
{
    if (m_allShown || !m_rows.contains(field))
        return;
    m_left.insert(field);
    validate(Shown::LeftFields);
}

QString ResourceEditor::rowOf(const QWidget *widget) const
{
    for (; widget && widget != this; widget = widget->parentWidget()) {
        for (auto it = m_rows.constBegin(); it != m_rows.constEnd(); ++it) {
            if (it->container == widget || it->widget == widget)
                return it.key();
        }
    }
    return {};
}

void ResourceEditor::onFocusChanged(QWidget *old, QWidget *now)
{
    // No new focus: the window went to the background, the field was not left.
    if (!old || !now || m_loading)
        return;
    const QString left = rowOf(old);
    if (!left.isEmpty() && rowOf(now) != left)
        reveal(left);
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

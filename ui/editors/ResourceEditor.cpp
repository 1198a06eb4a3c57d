#include "ui/editors/ResourceEditor.h"

#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/StatusColors.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QResizeEvent>
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

// A message in room kept for a number of lines, empty or not, so that a
// message coming, going or changing within that room moves nothing; a longer
// message wraps and the line grows to hold it: never cut. The message is the
// accessible description too (the tooltip is the owner's to set); empty, the
// line is nothing to assistive technologies.
class MessageLine final : public QLabel
{
public:
    MessageLine(int lines, QWidget *parent)
        : QLabel(parent)
        , m_lines(lines)
    {
        setWordWrap(true);
        setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        quietWhileEmpty(this);
    }

    void setMessage(const QString &message)
    {
        setTextFormat(Qt::PlainText);
        setText(message);
        setAccessibleDescription(message);
        updateGeometry();
    }
    // Our own words with links, as HTML; `plain` is what they say as text.
    void setLinks(const QString &html, const QString &plain)
    {
        setTextFormat(Qt::RichText);
        setText(html);
        setAccessibleDescription(plain);
        updateGeometry();
    }
    [[nodiscard]] QString message() const { return text(); }

    // The height at the width the line has (a scroll area and a dialog's
    // minimum size go by the size hint, not the height for a width).
    [[nodiscard]] QSize sizeHint() const override { return {0, heightForWidth(width())}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return sizeHint(); }
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override
    {
        return std::max(reservedHeight(), text().isEmpty() || width <= 0 ? 0 : QLabel::heightForWidth(width));
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QLabel::resizeEvent(event);
        // Narrower, a message may need more lines; wider, fewer.
        if (event->size().width() != event->oldSize().width() && heightForWidth(width()) != height())
            updateGeometry();
    }
    void changeEvent(QEvent *event) override
    {
        QLabel::changeEvent(event);
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
            m_reserved = -1;
            updateGeometry();
        }
    }

private:
    int m_lines;
    mutable int m_reserved = -1;

    [[nodiscard]] int reservedHeight() const
    {
        if (m_reserved < 0) {
            // The height of as many lines of text in a label styled as this
            // one: the frame and padding of a banner come on top of the lines.
            QLabel probe;
            probe.setStyleSheet(styleSheet());
            probe.setFont(font());
            probe.setWordWrap(true);
            probe.setText(QStringList(m_lines, u"X"_s).join(u'\n'));
            probe.ensurePolished();
            m_reserved = probe.heightForWidth(1000);
        }
        return m_reserved;
    }
};

MessageLine *messageLine(QLabel *label)
{
    return static_cast<MessageLine *>(label);
}

} // namespace

ResourceEditor::ResourceEditor(const ResourceKind &kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
{
    m_sections = new QVBoxLayout(this);
    // Two lines: the service's message and its request id.
    m_general = new MessageLine(2, this);
    m_general->setObjectName(u"generalError"_s);
    m_general->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse
                                       | Qt::LinksAccessibleByKeyboard);
    connect(m_general, &QLabel::linkActivated, this, &ResourceEditor::focusField);
    setStatusStyle(m_general, Status::Error, StatusLook::Banner);
    m_general->hide();
    m_sections->addWidget(m_general);
    //: The legend of the marker after the label of a field that must be filled in.
    m_legend = new QLabel(tr("* required"), this);
    m_legend->setObjectName(u"requiredLegend"_s);
    setStatusStyle(m_legend, Status::Muted);
    m_legend->hide();
    m_sections->addWidget(m_legend);
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
    // QLineEdit::setText leaves the cursor at the end, so a long address
    // would show its tail; its start (scheme, host) is what a person reads.
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        edit->setCursorPosition(0);
    m_loadedBody = collect();
    updateCaptions();
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
        case QJsonValue::String:
            changed.insert(it.key(), QString());
            break;
        case QJsonValue::Array:
            changed.insert(it.key(), QJsonArray());
            break;
        case QJsonValue::Object:
            changed.insert(it.key(), QJsonObject());
            break;
        default:
            break;
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
        const bool known
            = std::any_of(errors.cbegin(), errors.cend(), [&](const FieldError &e) { return e.field == extra.field; });
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
        messageLine(it->error)->setMessage(messages.join(u'\n'));
        it->error->setToolTip(pathsByRow.value(it.key()).join(u'\n'));
        if (it->widget)
            it->widget->setProperty("invalid", !messages.isEmpty());
    }
    if (general.isEmpty() && m_allShown)
        showErrorSummary();
    else
        showGeneralError(general.join(u'\n'));
}

void ResourceEditor::showErrorSummary()
{
    // Once every field's errors are shown, several fields in error are
    // counted over the buttons, each a link to its field: Save goes to the
    // first, and the others may be out of sight.
    QStringList links;
    QStringList labels;
    for (const QString &field : std::as_const(m_order)) {
        const FieldRow &row = m_rows[field];
        if (!row.widget || !row.error || messageLine(row.error)->message().isEmpty() || !row.widget->isVisibleTo(this))
            continue;
        links << u"<a href=\"%1\">%2</a>"_s.arg(field.toHtmlEscaped(), row.label.toHtmlEscaped());
        labels << row.label;
    }
    if (links.size() < 2) {
        showGeneralError(QString());
        return;
    }
    //: Over an editor's buttons: %n how many fields, then their labels (links to them), separated by commas.
    const QString sentence = tr("%n field(s) need a change:", "", int(links.size()));
    messageLine(m_general)->setLinks(sentence.toHtmlEscaped() + u' ' + links.join(u", "_s),
                                     sentence + u' ' + labels.join(u", "_s));
    m_general->setVisible(true);
}

void ResourceEditor::focusField(const QString &field)
{
    const auto row = m_rows.constFind(field);
    if (row == m_rows.constEnd() || !row->widget)
        return;
    if (QWidget *target = focusTarget(row->widget))
        target->setFocus(Qt::OtherFocusReason);
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
            title = tr("%1, item %2").arg(fieldRow.label, QString::number(number));
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
    messageLine(m_general)->setMessage(message);
    m_general->setVisible(!message.isEmpty());
}

QLabel *ResourceEditor::takeGeneralMessage()
{
    m_sections->removeWidget(m_general);
    QSizePolicy policy = m_general->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    m_general->setSizePolicy(policy);
    return m_general;
}

QString ResourceEditor::errorShownFor(const QString &field) const
{
    const FieldRow row = m_rows.value(field);
    return row.error ? messageLine(row.error)->message() : QString();
}

QWidget *ResourceEditor::focusFirstField()
{
    for (const QString &field : std::as_const(m_order)) {
        const FieldRow &row = m_rows[field];
        if (!row.widget || !row.widget->isVisibleTo(this))
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
        if (!row.widget || !row.error || messageLine(row.error)->message().isEmpty() || !row.widget->isVisibleTo(this))
            continue;
        if (QWidget *target = focusTarget(row.widget)) {
            target->setFocus(Qt::OtherFocusReason);
            return target;
        }
    }
    return nullptr;
}

void ResourceEditor::addField(QFormLayout *formLayout, const QString &field, const QString &label, QWidget *widget,
                              int errorLines)
{
    addField(formLayout, field, label, widget, nullptr, errorLines);
}

void ResourceEditor::addField(QFormLayout *formLayout, const QString &field, const QString &label, QWidget *input,
                              QLayout *row, int errorLines)
{
    auto *caption = new QLabel(label, this);
    if (row)
        formLayout->addRow(caption, row);
    else
        formLayout->addRow(caption, input);
    // Beside the input, in the same parent, so that the buddy names it on every platform.
    caption->setBuddy(input);
    auto *error = new MessageLine(errorLines, this);
    error->setObjectName(u"error_"_s + field);
    setStatusStyle(error, Status::Error);
    // Under the field, as wide as the form allows, so that a message beside a
    // narrow control (a number) is laid out in the whole width.
    formLayout->setWidget(formLayout->rowCount(), QFormLayout::FieldRole, error);
    nameAfterLabel(input, label);
    QList<QPointer<QWidget>> parts {input};
    if (row) {
        for (int i = 0; i < row->count(); ++i) {
            if (QWidget *part = row->itemAt(i)->widget(); part && part != input)
                parts << part;
        }
    }
    m_rows.insert(field, {input, row, parts, formLayout, caption, error, label, plainCaption(label)});
    m_order.append(field);
    applyOperation();
}

void ResourceEditor::setFieldVisible(const QString &field, bool visible)
{
    const FieldRow row = m_rows.value(field);
    if (!row.form)
        return;
    if (row.row)
        row.form->setRowVisible(row.row.data(), visible);
    else if (row.widget)
        row.form->setRowVisible(row.widget.data(), visible);
    if (row.error)
        row.form->setRowVisible(row.error.data(), visible);
}

void ResourceEditor::setFieldLabel(const QString &field, const QString &label)
{
    auto it = m_rows.find(field);
    if (it == m_rows.end())
        return;
    it->labelText = label;
    it->label = plainCaption(label);
    if (it->widget)
        nameAfterLabel(it->widget, label);
    updateCaptions();
}

bool ResourceEditor::isRequired(const QString &field) const
{
    const FieldSpec *spec = m_kind.field(field);
    if (!spec || (!spec->required && spec->requiredWhenField.isEmpty()))
        return false;
    // An update requires nothing, but a required field the object has
    // cannot be emptied; a value it never shows (a secret's) can be left alone.
    return m_operation == Operation::Create || (!spec->createOnly && m_loadedBody.contains(field));
}

void ResourceEditor::updateCaptions()
{
    bool anyRequired = false;
    for (auto it = m_rows.constBegin(); it != m_rows.constEnd(); ++it) {
        if (!it->caption)
            continue;
        const bool required = isRequired(it.key());
        anyRequired = anyRequired || required;
        QString text = it->labelText;
        if (required) {
            QString colon;
            while (text.endsWith(u':') || text.endsWith(u'\uff1a')) {
                colon.prepend(text.back());
                text.chop(1);
            }
            //: The label of a field that must be filled in; "*" is explained by the legend "* required".
            text = tr("%1 *", "required field").arg(text) + colon;
        }
        it->caption->setText(text);
        if (it->widget)
            //: Read by screen readers for a field that must be filled in.
            it->widget->setAccessibleDescription(required ? tr("Required.") : QString());
    }
    m_legend->setVisible(anyRequired);
}

void ResourceEditor::requestSave(const AfterSave &then)
{
    Q_EMIT saveRequested(then);
}

void ResourceEditor::objectReplaced()
{
    Q_EMIT replaced();
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
            if (it->parts.contains(widget))
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
            it->widget->setToolTip(m_operation == Operation::Update
                                       ? tr("Set when the object is created; it cannot be changed.")
                                       : QString());
        }
    }
    updateCaptions();
}

} // namespace baton

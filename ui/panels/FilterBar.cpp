#include "ui/panels/FilterBar.h"

#include "core/relations/NameBook.h"
#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/NamePicker.h"
#include "ui/widgets/TagEditor.h"
#include "ui/widgets/TeamPicker.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// Text typed into these waits for a pause before the list is asked again;
// a choice in a combo box applies at once.
constexpr int FilterDelayMs = 350;
// Filter controls per row of the filter bar.
constexpr int FiltersPerRow = 4;

bool isPagingField(const QString &name)
{
    return name == u"limit"_s || name == u"cursor"_s || name == u"page"_s || name == u"pageSize"_s;
}

bool isSearchField(const QString &name)
{
    return name == u"q"_s || name == u"search"_s;
}

// What the object filter beside "Shared with" is named for the scope type
// chosen: the kind it offers, or both kinds while no type is chosen.
QString scopeObjectLabel(NameBook::Kind kind)
{
    if (kind == NameBook::Kind::Unknown)
        //: A list filter, unavailable until the kind of share is chosen: the team or model the objects are shared with.
        return FilterBar::tr("Team or model");
    return NameBook::kindTitle(kind);
}

QString filterLabel(const QString &name)
{
    if (isSearchField(name))
        return FilterBar::tr("Search");
    if (name == u"scope"_s)
        //: A list filter: who the objects are shared with.
        return FilterBar::tr("Scope");
    if (name == u"teamId"_s)
        //: A list filter: the team the objects belong to, chosen by its name.
        return FilterBar::tr("Team");
    if (name == u"category"_s)
        return FilterBar::tr("Category");
    if (name == u"tags"_s)
        return FilterBar::tr("Tags");
    if (name == u"sort"_s)
        return FilterBar::tr("Order");
    if (name == u"mode"_s)
        //: A list filter: a group model's mode (orchestrate, synthesize, …).
        return FilterBar::tr("Mode");
    if (name == u"credentialMode"_s)
        return FilterBar::tr("Credentials");
    if (name == u"scopeType"_s)
        return FilterBar::tr("Shared with");
    if (name == u"scopeId"_s)
        return scopeObjectLabel(NameBook::Kind::Unknown);
    if (name == u"resourceType"_s)
        //: A list filter: a file's resource type (text, image, audio, video).
        return FilterBar::tr("Type");
    if (name == u"status"_s)
        //: A list filter: a file's processing status.
        return FilterBar::tr("Status");
    return name;
}

} // namespace

FilterBar::FilterBar(const ResourceKind &kind, const NameBook &names, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_names(names)
{
    setObjectName(u"filterBar"_s);
    m_delay.setSingleShot(true);
    m_delay.setInterval(FilterDelayMs);
    connect(&m_delay, &QTimer::timeout, this, &FilterBar::applyNow);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    // The search field first, where the eye starts; the others in the kind's order.
    QList<QueryFieldSpec> fields = m_kind.listQuery;
    std::stable_partition(fields.begin(), fields.end(),
                          [](const QueryFieldSpec &field) { return isSearchField(field.name); });
    int index = 0;
    for (const QueryFieldSpec &field : std::as_const(fields)) {
        if (isPagingField(field.name))
            continue;
        auto *cell = new QWidget(this);
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(1);
        QWidget *filter = control(field, cell);
        filter->setObjectName(u"filter_"_s + field.name);
        auto *label = new QLabel(filterLabel(field.name), cell);
        label->setBuddy(filter);
        nameAfterLabel(filter, label->text());
        // An error is marked inside the field, with the message in its
        // tooltip and accessible description: a line of its own under the
        // field would push the list down while the user types.
        QAction *error = nullptr;
        auto *combo = qobject_cast<QComboBox *>(filter);
        if (auto *edit = combo ? combo->lineEdit() : qobject_cast<QLineEdit *>(filter)) {
            error = edit->addAction(icons::icon(icons::Icon::Warning), QLineEdit::TrailingPosition);
            error->setObjectName(u"filterError_"_s + field.name);
            error->setVisible(false);
        }
        cellLayout->addWidget(label);
        cellLayout->addWidget(filter);
        cellLayout->addStretch(1);
        grid->addWidget(cell, index / FiltersPerRow, index % FiltersPerRow);
        m_filters.insert(field.name, Filter {filter, error, label});
        m_order << field.name;
        if (isSearchField(field.name) || !m_searchField)
            m_searchField = filter;
        ++index;
    }
    for (int column = 0; column < std::min(index, FiltersPerRow); ++column)
        grid->setColumnStretch(column, 1);
    setVisible(index > 0);
    followScopeType();
}

QWidget *FilterBar::control(const QueryFieldSpec &field, QWidget *parent)
{
    // The file status is an open-ended list (interface: "the list is
    // open-ended"): the known values are offered, any other may be typed.
    if (m_kind.id == ResourceKind::Id::File && field.name == u"status"_s) {
        auto *combo = new QComboBox(parent);
        combo->setEditable(true);
        combo->addItem(QString());
        for (const QString &status : ResourceKind::fileStatuses())
            combo->addItem(ResourceKind::valueLabel(status), status);
        //: A list filter without a value: objects of any status.
        combo->lineEdit()->setPlaceholderText(tr("Any"));
        combo->lineEdit()->setClearButtonEnabled(true);
        connect(combo, &QComboBox::editTextChanged, this, [this] { m_delay.start(); });
        return combo;
    }
    // A team is chosen among those seen, by its name; an id may be typed.
    if (field.name == u"teamId"_s) {
        auto *teams = new TeamPicker(parent);
        teams->setNames(m_names);
        teams->setCurrentId(QString());
        //: A list filter without a team: objects of any team.
        teams->lineEdit()->setPlaceholderText(tr("Any"));
        teams->lineEdit()->setClearButtonEnabled(true);
        connect(teams, &TeamPicker::currentIdChanged, this, [this] { m_delay.start(); });
        connect(teams->lineEdit(), &QLineEdit::returnPressed, this, &FilterBar::applyNow);
        return teams;
    }
    // What the objects are shared with is chosen by name among the objects
    // of the scope type chosen beside it; an id may be pasted.
    if (field.name == u"scopeId"_s) {
        auto *objects = new NamePicker(NameBook::Kind::Unknown, parent);
        objects->setNames(m_names);
        objects->lineEdit()->setClearButtonEnabled(true);
        connect(objects, &NamePicker::currentIdChanged, this, [this] { m_delay.start(); });
        connect(objects->lineEdit(), &QLineEdit::returnPressed, this, &FilterBar::applyNow);
        return objects;
    }
    if (!field.enumValues.isEmpty()) {
        auto *combo = new QComboBox(parent);
        combo->addItem(field.name == u"sort"_s ? tr("Service default") : tr("Any"), QString());
        for (const QString &value : field.enumValues)
            combo->addItem(ResourceKind::valueLabel(value), value);
        if (field.name == u"scopeType"_s) {
            // The object filter follows first, so that the one query sent
            // has no object of another type.
            connect(combo, &QComboBox::currentIndexChanged, this, [this] {
                followScopeType();
                applyNow();
            });
        } else {
            connect(combo, &QComboBox::currentIndexChanged, this, &FilterBar::applyNow);
        }
        return combo;
    }
    QLineEdit *edit = field.name == u"tags"_s ? new TagEditor(parent) : new QLineEdit(parent);
    edit->setClearButtonEnabled(true);
    if (isSearchField(field.name))
        edit->setPlaceholderText(tr("Name or description"));
    connect(edit, &QLineEdit::textChanged, this, [this] { m_delay.start(); });
    // Return applies at once instead of waiting for the pause.
    connect(edit, &QLineEdit::returnPressed, this, &FilterBar::applyNow);
    return edit;
}

QString FilterBar::value(const QString &name) const
{
    QWidget *control = m_filters.value(name).control;
    if (auto *tags = qobject_cast<TagEditor *>(control))
        return tags->tags().join(u',');
    if (auto *objects = qobject_cast<NamePicker *>(control))
        return objects->currentId();
    if (auto *edit = qobject_cast<QLineEdit *>(control))
        return edit->text().trimmed();
    if (auto *combo = qobject_cast<QComboBox *>(control)) {
        if (!combo->isEditable())
            return combo->currentData().toString();
        // A known value by its label, any other as typed.
        const QString text = combo->currentText().trimmed();
        const int known = combo->findText(text);
        return known > 0 ? combo->itemData(known).toString() : text;
    }
    return {};
}

Pager::Query FilterBar::query() const
{
    Pager::Query query;
    for (const QString &name : m_order) {
        const QString set = value(name);
        if (!set.isEmpty())
            query.append({name, set});
    }
    return query;
}

void FilterBar::followScopeType()
{
    const Filter filter = m_filters.value(u"scopeId"_s);
    auto *objects = qobject_cast<NamePicker *>(filter.control);
    if (!objects)
        return;
    const NameBook::Kind kind = RelationIndex::scopeKind(value(u"scopeType"_s));
    objects->setKind(kind);
    // Without a type there is nothing to offer by name, and an id alone
    // would say nothing a person can read: the filter waits for a type.
    const bool open = kind != NameBook::Kind::Unknown;
    if (!open)
        objects->setCurrentId(QString());
    objects->setEnabled(open);
    objects->lineEdit()->setPlaceholderText(open ? tr("Any")
                                                 //: The list filter of the team or model shared with, while
                                                 //: "Shared with" is Any.
                                                 : tr("Choose a type first"));
    filter.label->setText(scopeObjectLabel(kind));
    objects->setAccessibleName(QString());
    objects->lineEdit()->setAccessibleName(QString());
    nameAfterLabel(objects, filter.label->text());
}

void FilterBar::applyNow()
{
    m_delay.stop();
    Q_EMIT changed();
}

QStringList FilterBar::showErrors(const QList<FieldError> &errors)
{
    QStringList elsewhere;
    QHash<QString, QStringList> atField;
    for (const FieldError &error : errors) {
        const auto it = m_filters.constFind(error.field);
        if (it == m_filters.constEnd() || !it->error)
            elsewhere << error.message;
        else
            atField[error.field] << error.message;
    }
    for (auto it = m_filters.constBegin(); it != m_filters.constEnd(); ++it)
        showError(*it, atField.value(it.key()).join(u'\n'));
    return elsewhere;
}

void FilterBar::showError(const Filter &filter, const QString &message)
{
    if (!filter.error)
        return;
    filter.error->setVisible(!message.isEmpty());
    filter.error->setText(message);
    filter.error->setToolTip(message);
    filter.control->setToolTip(message);
    filter.control->setAccessibleDescription(message);
}

void FilterBar::focusSearch()
{
    if (!m_searchField)
        return;
    m_searchField->setFocus(Qt::ShortcutFocusReason);
    if (auto *edit = qobject_cast<QLineEdit *>(m_searchField))
        edit->selectAll();
}

} // namespace baton

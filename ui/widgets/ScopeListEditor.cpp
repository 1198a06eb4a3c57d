#include "ui/widgets/ScopeListEditor.h"

#include "core/resources/ResourceKind.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/ObjectPicker.h"
#include "ui/widgets/RowList.h"
#include "ui/widgets/TeamPicker.h"

#include <QComboBox>
#include <QJsonObject>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <functional>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

// What a row shares with: a page per kind of target, in the order of the type
// box's first items, then a line for an id of a type this version does not
// know. A model's picker is made when its type is first chosen, since each
// reads its list.
class ScopeTarget final : public QStackedWidget
{
public:
    enum Page { TeamPage, CustomModelPage, GroupModelPage, TypedPage };

    ScopeTarget(ApiClient &client, std::function<void()> changed)
        : m_client(client)
        , m_changed(std::move(changed))
        , m_team(new TeamPicker(this))
        , m_typed(new QLineEdit(this))
    {
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        nameAfterLabel(m_team, ScopeListEditor::tr("Team shared with"));
        m_typed->setPlaceholderText(ScopeListEditor::tr("UUID"));
        m_typed->setAccessibleName(ScopeListEditor::tr("Scope id"));
        for (int page = TeamPage; page <= TypedPage; ++page)
            addWidget(page == TeamPage ? m_team : page == TypedPage ? m_typed : new QWidget(this));
        setMinimumWidth(m_typed->fontMetrics().horizontalAdvance(u"00000000-0000-0000-0000-000000000000"_s) + 40);
        connect(m_team, &TeamPicker::currentIdChanged, this, [this] { m_changed(); });
        connect(m_typed, &QLineEdit::textChanged, this, [this] { m_changed(); });
    }

    [[nodiscard]] TeamPicker *team() const { return m_team; }

    void showPage(Page page)
    {
        if ((page == CustomModelPage || page == GroupModelPage) && !picker(page))
            makePicker(page);
        setCurrentIndex(page);
        setFocusProxy(currentWidget());
    }

    void setId(const QString &id)
    {
        if (auto *model = picker(currentIndex()))
            model->setCurrentId(id);
        else if (currentIndex() == TeamPage)
            m_team->setCurrentId(id);
        else
            m_typed->setText(id);
    }

    [[nodiscard]] QString id() const
    {
        if (const auto *model = picker(currentIndex()))
            return model->currentId();
        if (currentIndex() == TeamPage)
            return m_team->currentId();
        return m_typed->text().trimmed();
    }

private:
    ApiClient &m_client;
    std::function<void()> m_changed;
    TeamPicker *m_team;
    QLineEdit *m_typed;

    [[nodiscard]] ObjectPicker *picker(int page) const { return qobject_cast<ObjectPicker *>(widget(page)); }

    void makePicker(Page page)
    {
        const bool custom = page == CustomModelPage;
        auto *model = new ObjectPicker(
            m_client, ResourceKind::get(custom ? ResourceKind::Id::CustomModel : ResourceKind::Id::GroupModel), this);
        nameAfterLabel(model,
                       custom ? ScopeListEditor::tr("Custom model shared with")
                              : ScopeListEditor::tr("Group model shared with"));
        model->setPlaceholderText(custom ? ScopeListEditor::tr("Choose a custom model")
                                         : ScopeListEditor::tr("Choose a group model"));
        QWidget *placeholder = widget(page);
        insertWidget(page, model);
        removeWidget(placeholder);
        placeholder->deleteLater();
        connect(model, &ObjectPicker::currentIdChanged, this, [this] { m_changed(); });
    }
};

ScopeTarget::Page pageOf(int typeIndex)
{
    return typeIndex >= ScopeTarget::TeamPage && typeIndex < ScopeTarget::TypedPage ? ScopeTarget::Page(typeIndex)
                                                                                    : ScopeTarget::TypedPage;
}

} // namespace

ScopeListEditor::ScopeListEditor(ApiClient &client, QWidget *parent)
    : QWidget(parent)
    , m_client(client)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rows = new RowList(u"scopes"_s,
                         {
                             //: A column: what a scope shares with (a team, a model).
                             {tr("Type"), u"scopeType"_s, 0},
                             //: A column: the team or model a scope shares with.
                             {tr("Shared with"), u"scopeId"_s, 1},
                         },
                         tr("Add scope"), this);
    connect(m_rows, &RowList::addClicked, this, [this] {
        addRow(ResourceKind::scopeTypes().constFirst(), QString());
        m_rows->cell(m_rows->rowCount() - 1, 1)->setFocus();
    });
    connect(m_rows, &RowList::rowRemoved, this, &ScopeListEditor::scopesChanged);
    layout->addWidget(m_rows);
}

void ScopeListEditor::setNames(const NameBook &names)
{
    m_names = &names;
    for (int row = 0; row < m_rows->rowCount(); ++row) {
        static_cast<ScopeTarget *>(m_rows->cell(row, 1))->team()->setNames(names);
    }
}

QJsonArray ScopeListEditor::scopes() const
{
    QJsonArray result;
    for (int row = 0; row < m_rows->rowCount(); ++row) {
        const auto *type = static_cast<QComboBox *>(m_rows->cell(row, 0));
        const auto *target = static_cast<ScopeTarget *>(m_rows->cell(row, 1));
        result.append(QJsonObject {{u"type"_s, type->currentData().toString()}, {u"id"_s, target->id()}});
    }
    return result;
}

void ScopeListEditor::setScopes(const QJsonArray &scopes)
{
    {
        const QSignalBlocker blocker(this);
        m_rows->clear();
        for (const QJsonValue &scope : scopes)
            addRow(scope.toObject().value(u"type"_s).toString(), scope.toObject().value(u"id"_s).toString());
    }
    Q_EMIT scopesChanged();
}

void ScopeListEditor::addRow(const QString &type, const QString &id)
{
    auto *typeBox = new QComboBox;
    nameInput(typeBox, tr("Scope type"));
    typeBox->addItem(tr("Team"), u"team"_s);
    typeBox->addItem(tr("Custom model"), u"customModel"_s);
    typeBox->addItem(tr("Group model"), u"groupModel"_s);
    if (typeBox->findData(type) < 0)
        typeBox->addItem(type, type); // a type this version does not know: kept as it is
    typeBox->setCurrentIndex(typeBox->findData(type));

    auto *target = new ScopeTarget(m_client, [this] { Q_EMIT scopesChanged(); });
    if (m_names)
        target->team()->setNames(*m_names);
    target->showPage(pageOf(typeBox->currentIndex()));
    target->setId(id);
    connect(typeBox, &QComboBox::currentIndexChanged, this, [this, target](int index) {
        target->showPage(pageOf(index));
        Q_EMIT scopesChanged();
    });
    m_rows->appendRow({typeBox, target});
    Q_EMIT scopesChanged();
}

} // namespace baton

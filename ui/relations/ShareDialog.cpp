#include "ui/relations/ShareDialog.h"

#include "core/relations/NameBook.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/widgets/Dependants.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/StatusColors.h"

#include <QDialogButtonBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace baton {

using namespace Qt::StringLiterals;
using Kind = RelationIndex::Kind;

namespace {

constexpr int TypeRole = Qt::UserRole;
constexpr int IdRole = Qt::UserRole + 1;

bool sameScope(const QJsonObject &scope, const QString &type, const QString &id)
{
    return scope.value(u"type"_s).toString() == type
        && scope.value(u"id"_s).toString().compare(id, Qt::CaseInsensitive) == 0;
}

bool holdsScope(const QJsonArray &scopes, const QString &type, const QString &id)
{
    return std::any_of(scopes.cbegin(), scopes.cend(),
                       [&](const QJsonValue &scope) { return sameScope(scope.toObject(), type, id); });
}

} // namespace

ShareDialog::ShareDialog(ApiClient &client, const NameBook &names, Mode mode, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_names(names)
    , m_mode(mode)
    , m_replace(client)
{
    setAttribute(Qt::WA_DeleteOnClose);
    connect(&m_replace, &Replace::finished, this, &ShareDialog::onReplaced);
}

void ShareDialog::build(const QString &intro, const QString &listName, const QString &actionText)
{
    setObjectName(u"shareDialog"_s);
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(intro, this);
    m_intro->setObjectName(u"shareIntro"_s);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *filterLabel = new QLabel(tr("&Filter:"), this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(u"shareFilter"_s);
    m_filter->setClearButtonEnabled(true);
    m_filter->setPlaceholderText(tr("Part of a name"));
    filterLabel->setBuddy(m_filter);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter, 1);
    layout->addLayout(filterRow);

    m_list = new QListWidget(this);
    m_list->setObjectName(u"shareList"_s);
    m_list->setAccessibleName(listName);
    m_list->setMinimumHeight(m_list->fontMetrics().height() * 10);
    layout->addWidget(m_list, 1);
    m_empty = new QLabel(this);
    m_empty->setObjectName(u"shareEmpty"_s);
    m_empty->setWordWrap(true);
    m_empty->hide();
    layout->addWidget(m_empty);

    m_status = new QLabel(this);
    m_status->setObjectName(u"shareStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_action = m_buttons->addButton(actionText, QDialogButtonBox::AcceptRole);
    m_action->setObjectName(u"shareButton"_s);
    m_action->setDefault(true);
    layout->addWidget(m_buttons);

    connect(m_filter, &QLineEdit::textChanged, this, &ShareDialog::applyFilter);
    connect(m_list, &QListWidget::itemChanged, this, &ShareDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ShareDialog::planAndConfirm);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ShareDialog::reject);
    // Wrapped texts need a width to be read at; the layout would let them shrink to a column.
    setMinimumWidth(fontMetrics().averageCharWidth() * 50);
    fitWrappedTexts();
    resize(sizeHint().expandedTo(QSize(480, 420)));
}

QListWidgetItem *ShareDialog::addItem(const QString &text, const QString &type, const QString &id, bool checked)
{
    auto *item = new QListWidgetItem(text, m_list);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    item->setData(TypeRole, type);
    item->setData(IdRole, id);
    return item;
}

ShareDialog *ShareDialog::shareWithModel(ApiClient &client, const NameBook &names, ResourceKind::Id modelKind,
                                         const QString &modelId, QWidget *parent)
{
    auto *dialog = new ShareDialog(client, names, Mode::ShareWithModel, parent);
    dialog->m_kind = modelKind;
    dialog->m_id = modelId;
    const Kind model = RelationIndex::kindOf(modelKind);
    const QString modelName = names.label(model, modelId);
    //: A dialog's title: %1 the model's name.
    dialog->setWindowTitle(tr("Share with “%1”").arg(modelName));
    dialog->build(tr("Choose the tools and API resources “%1” may use. A tool shared only with a team is not "
                     "available to a model. Files are not offered: a file's sharing is set when it is uploaded, "
                     "and the service cannot upload it again.")
                      .arg(modelName),
                  tr("Tools and API resources"), tr("&Share…"));

    const QString scopeType = RelationIndex::scopeType(model);
    struct Row {
        QString text;
        QString type;
        QString id;
    };
    QList<Row> rows;
    for (const Kind kind : {Kind::Tool, Kind::ApiResource}) {
        const ResourceKind &table = ResourceKind::get(*NameBook::resourceKind(kind));
        for (const QString &id : names.index().ids(kind)) {
            const QJsonObject object = names.index().object(kind, id);
            if (holdsScope(object.value(u"scopes"_s).toArray(), scopeType, modelId))
                continue;
            const QString name = names.label(kind, id);
            QString text;
            if (kind == Kind::Tool && object.value(u"needUserValidation"_s).toBool(true))
                //: An item to share: %1 the tool's name.
                text = tr("%1 — tool, asks for approval").arg(name);
            else
                //: An item to share: %1 its name, %2 its kind ("tool", "API resource").
                text = tr("%1 — %2").arg(name, NameBook::kindName(kind));
            rows.append({text, table.key, id});
        }
    }
    std::sort(rows.begin(), rows.end(),
              [](const Row &a, const Row &b) { return a.text.localeAwareCompare(b.text) < 0; });
    for (const Row &row : std::as_const(rows))
        dialog->addItem(row.text, row.type, row.id, false);
    if (rows.isEmpty()) {
        const NameBook::ListState tools = names.state(ResourceKind::Id::Tool);
        dialog->m_empty->setText(tools == NameBook::ListState::Complete
                                     ? tr("Every tool and API resource is already shared with this model.")
                                     : tools == NameBook::ListState::NotRead
                                     ? tr("The tools are still being read; open this again in a moment.")
                                     // Why they are not offered: the list failed or ended early.
                                     : names.gap(ResourceKind::Id::Tool));
        dialog->m_empty->show();
        dialog->fitWrappedTexts();
    }
    dialog->updateButtons();
    // The window under it waits: closing a form half way through would end
    // the re-creation with it, and a second dialog could copy the same object.
    dialog->setWindowModality(Qt::WindowModal);
    dialog->show();
    return dialog;
}

ShareDialog *ShareDialog::changeSharing(ApiClient &client, const NameBook &names, ResourceKind::Id kind,
                                        const QJsonObject &object, QWidget *parent)
{
    auto *dialog = new ShareDialog(client, names, Mode::ChangeSharing, parent);
    dialog->m_kind = kind;
    dialog->m_object = object;
    dialog->m_id = object.value(u"id"_s).toString();
    dialog->m_initialScopes = object.value(u"scopes"_s).toArray();
    const QString name = names.label(RelationIndex::kindOf(kind), dialog->m_id);
    //: A dialog's title: %1 the tool's or API resource's name.
    dialog->setWindowTitle(tr("Change sharing of “%1”").arg(name));
    dialog->build(tr("Choose who “%1” is shared with. A model can use it only when it is shared with that model "
                     "itself; a team share does not reach the team's models. The service sets sharing when an "
                     "object is created, so Baton re-creates it with a new id.")
                      .arg(name),
                  tr("Teams and models"), tr("&Change sharing…"));

    QSet<QString> listed;
    const auto add = [&](Kind target, const QString &id, bool checked) {
        const QString type = RelationIndex::scopeType(target);
        const QString key = type + u':' + id.toLower();
        if (listed.contains(key))
            return;
        listed.insert(key);
        //: A share target: %1 its name, %2 its kind ("team", "custom model").
        dialog->addItem(tr("%1 — %2").arg(names.label(target, id), NameBook::kindName(target)), type, id, checked);
    };
    // What it is shared with now first, in its order; then the others.
    for (const QJsonValue &value : std::as_const(dialog->m_initialScopes)) {
        const QJsonObject scope = value.toObject();
        const Kind target = RelationIndex::scopeKind(scope.value(u"type"_s).toString());
        if (target != Kind::Unknown)
            add(target, scope.value(u"id"_s).toString(), true);
    }
    for (const QString &team : names.teams())
        add(Kind::Team, team, false);
    for (const Kind target : {Kind::CustomModel, Kind::GroupModel}) {
        QStringList ids = names.index().ids(target);
        std::sort(ids.begin(), ids.end(), [&names, target](const QString &a, const QString &b) {
            return names.label(target, a).localeAwareCompare(names.label(target, b)) < 0;
        });
        for (const QString &id : std::as_const(ids))
            add(target, id, false);
    }
    dialog->updateButtons();
    // The window under it waits: closing a form half way through would end
    // the re-creation with it, and a second dialog could copy the same object.
    dialog->setWindowModality(Qt::WindowModal);
    dialog->show();
    return dialog;
}

void ShareDialog::addPageActions(ResourcePanel &panel, ApiClient &client, const NameBook &names)
{
    const ResourceKind::Id kind = panel.kind().id;
    if (kind == ResourceKind::Id::CustomModel || kind == ResourceKind::Id::GroupModel) {
        PageCommand share = PageCommand::onSelected(
            u"shareWithModelAction"_s, icons::Icon::Tool, tr("S&hare a tool with this model…"),
            [&client, &names, kind](ResourcePanel &page, const QJsonObject &object) {
                shareWithModel(client, names, kind, object.value(u"id"_s).toString(), &page);
            });
        // The toolbar has room for a word; the menu and the tooltip say it whole.
        //: The toolbar's short text of "Share a Tool with This Model…".
        share.iconText = tr("Share…");
        share.toolTip = tr("Share a tool with this model");
        panel.addCommand(std::move(share));
    } else if (Replace::canReplace(kind)) {
        PageCommand change = PageCommand::onSelected(
            // Models are what a tool is shared with.
            u"changeSharingAction"_s, icons::Icon::CustomModel, tr("C&hange sharing…"),
            [&client, &names, kind](ResourcePanel &page, const QJsonObject &object) {
                ShareDialog *dialog = changeSharing(client, names, kind, object, &page);
                // The page follows the object to its new id.
                connect(dialog, &ShareDialog::replaced, &page,
                        [&page](ResourceKind::Id, const QString &, const QJsonObject &created) {
                            page.showObject(created.value(u"id"_s).toString());
                        });
            });
        //: The toolbar's short text of "Change Sharing…".
        change.iconText = tr("Sharing…");
        change.toolTip = tr("Change whom this is shared with");
        panel.addCommand(std::move(change));
    }
}

void ShareDialog::fitWrappedTexts()
{
    const QMargins margins = layout()->contentsMargins();
    const int width = minimumWidth() - margins.left() - margins.right();
    for (QLabel *label : {m_intro, m_empty, m_status})
        label->setMinimumHeight(label->text().isEmpty() ? 0 : label->heightForWidth(width));
}

void ShareDialog::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    for (int row = 0; row < m_list->count(); ++row)
        m_list->item(row)->setHidden(!m_list->item(row)->text().contains(text, Qt::CaseInsensitive));
}

QList<QListWidgetItem *> ShareDialog::checkedItems() const
{
    QList<QListWidgetItem *> items;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            items.append(m_list->item(row));
    }
    return items;
}

QJsonArray ShareDialog::chosenScopes() const
{
    QJsonArray scopes;
    for (const QListWidgetItem *item : checkedItems())
        scopes.append(
            QJsonObject {{u"type"_s, item->data(TypeRole).toString()}, {u"id"_s, item->data(IdRole).toString()}});
    return scopes;
}

void ShareDialog::updateButtons()
{
    bool changed = false;
    if (m_mode == Mode::ShareWithModel) {
        changed = !checkedItems().isEmpty();
    } else {
        const QJsonArray chosen = chosenScopes();
        QJsonArray known; // the current scopes the list shows
        for (const QJsonValue &scope : std::as_const(m_initialScopes)) {
            if (RelationIndex::scopeKind(scope.toObject().value(u"type"_s).toString()) != Kind::Unknown)
                known.append(scope);
        }
        changed = chosen.size() != known.size()
            || std::any_of(chosen.cbegin(), chosen.cend(), [&known](const QJsonValue &scope) {
                      return !holdsScope(known, scope.toObject().value(u"type"_s).toString(),
                                         scope.toObject().value(u"id"_s).toString());
                  });
    }
    m_action->setEnabled(changed && !m_replace.isRunning() && !m_copied);
}

void ShareDialog::planAndConfirm()
{
    m_plan.clear();
    if (m_mode == Mode::ShareWithModel) {
        const QString type = RelationIndex::scopeType(RelationIndex::kindOf(m_kind));
        const QString modelId = m_id;
        for (const QListWidgetItem *item : checkedItems()) {
            const ResourceKind *table = ResourceKind::byKey(item->data(TypeRole).toString());
            const QString id = item->data(IdRole).toString();
            m_plan.append({table->id, id, m_names.label(RelationIndex::kindOf(table->id), id),
                           [type, modelId](QJsonObject &body) {
                               QJsonArray scopes = body.value(u"scopes"_s).toArray();
                               if (!holdsScope(scopes, type, modelId))
                                   scopes.append(QJsonObject {{u"type"_s, type}, {u"id"_s, modelId}});
                               body.insert(u"scopes"_s, scopes);
                           }});
        }
    } else {
        // Scopes of a type this version cannot show are kept as they are.
        QJsonArray scopes = chosenScopes();
        for (const QJsonValue &scope : std::as_const(m_initialScopes)) {
            if (RelationIndex::scopeKind(scope.toObject().value(u"type"_s).toString()) == Kind::Unknown)
                scopes.append(scope);
        }
        m_plan.append({m_kind, m_id, m_names.label(RelationIndex::kindOf(m_kind), m_id), [scopes](QJsonObject &body) {
                           if (scopes.isEmpty())
                               body.remove(u"scopes"_s);
                           else
                               body.insert(u"scopes"_s, scopes);
                       }});
    }
    if (m_plan.isEmpty())
        return;
    m_confirmation = confirmationText();
    const auto answer = MessageBox::question(this, tr("Re-create to change sharing"), m_confirmation,
                                             {{QMessageBox::Yes, tr("Re-create")}, {QMessageBox::Cancel, tr("Cancel")}},
                                             QMessageBox::Yes);
    if (answer != QMessageBox::Yes)
        return;
    m_next = 0;
    setBusy(true);
    runNext();
}

QString ShareDialog::confirmationText() const
{
    QStringList objects;
    QStringList referrers;
    for (const Step &step : m_plan) {
        const Kind kind = RelationIndex::kindOf(step.kind);
        //: An object that will be re-created: %1 its name, %2 its kind, %3 its id now.
        objects << tr("“%1” (%2, id %3)").arg(step.name, NameBook::kindName(kind), step.id);
        for (const RelationIndex::Edge &edge : m_names.index().usedBy(kind, step.id))
            //: What refers to an object by id: %1 its name, %2 its kind, %3 the object it refers to.
            referrers << tr("“%1” (%2) refers to “%3”")
                             .arg(m_names.label(edge.kind, edge.id), NameBook::kindName(edge.kind), step.name);
    }
    QString text = tr("The service sets sharing only when an object is created. To change it, Baton creates a copy "
                      "with the new sharing and then deletes the original, so each of these gets a new id:")
        + u'\n' + Dependants::list(objects) + u"\n\n"_s;
    if (referrers.isEmpty())
        text += tr("Nothing Baton has read refers to them by id: in the service's interface no other object refers "
                   "to a tool or an API resource. Scripts or settings outside Baton that use the old id must be "
                   "given the new one.");
    else
        text += tr("These refer to the old id and will point at nothing until they are changed:") + u'\n'
            + Dependants::list(referrers);
    return text;
}

void ShareDialog::runNext()
{
    if (m_next >= m_plan.size()) {
        setBusy(false);
        accept();
        return;
    }
    const Step &step = m_plan.at(m_next++);
    //: Progress: %1 the object's name, %2 and %3 how many of how many.
    m_status->setText(tr("Re-creating “%1” (%2 of %3)…")
                          .arg(step.name, QLocale().toString(m_next), QLocale().toString(m_plan.size())));
    fitWrappedTexts();
    setStatusStyle(m_status, std::nullopt);
    m_replace.start(step.kind, step.id, step.change);
}

void ShareDialog::onReplaced()
{
    const Step &step = m_plan.at(m_next - 1);
    const bool copied = !m_replace.created().isEmpty();
    if (copied) {
        // A copied object leaves the list, so that another try does not copy it again.
        for (int row = 0; row < m_list->count(); ++row) {
            if (m_mode == Mode::ShareWithModel && m_list->item(row)->data(IdRole).toString() == step.id) {
                delete m_list->takeItem(row);
                break;
            }
        }
        Q_EMIT replaced(step.kind, step.id, m_replace.created());
    }
    if (m_replace.succeeded()) {
        runNext();
        return;
    }
    m_status->setText(m_replace.failureMessage());
    fitWrappedTexts();
    setStatusStyle(m_status, Status::Error);
    setBusy(false);
    // The one object of Change sharing has its copy already: another try would copy the original again.
    m_copied = copied && m_mode == Mode::ChangeSharing;
    updateButtons();
}

void ShareDialog::setBusy(bool busy)
{
    m_list->setEnabled(!busy);
    m_filter->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Close)->setEnabled(!busy);
    updateButtons();
    if (busy)
        m_action->setEnabled(false);
}

void ShareDialog::reject()
{
    // A replacement under way finishes: closing half way would hide which objects changed.
    if (m_replace.isRunning())
        return;
    QDialog::reject();
}

} // namespace baton

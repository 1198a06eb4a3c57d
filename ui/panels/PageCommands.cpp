#include "ui/panels/PageCommands.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/relations/NameBook.h"
#include "core/resources/PortableCopy.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/EditorFactory.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/panels/FieldLabels.h"
#include "ui/panels/FileUploads.h"
#include "ui/panels/MessageBar.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/relations/GroupModelMapDialog.h"
#include "ui/relations/RelationsSection.h"
#include "ui/widgets/Dependants.h"
#include "ui/widgets/MessageBox.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QTextBrowser>

#include <memory>

using namespace Qt::StringLiterals;

namespace baton {

using icons::Icon;

PageCommand PageCommand::onSelected(const QString &name, icons::Icon icon, const QString &text,
                                    std::function<void(ResourcePanel &, const QJsonObject &)> run)
{
    return {.name = name,
            .text = text,
            .icon = icon,
            .rowMenu = Place::Commands,
            .enabled = [](const ResourcePanel &panel) { return !panel.currentObject().isEmpty(); },
            .run =
                [run = std::move(run)](ResourcePanel &panel) {
                    if (const QJsonObject object = panel.currentObject(); !object.isEmpty())
                        run(panel, object);
                }};
}

QList<PageCommand> PageCommands::shared(const ResourceKind *kind)
{
    using Place = PageCommand::Place;
    // On the files page New is the upload, and says so.
    const bool files = kind && kind->id == ResourceKind::Id::File;
    QList<PageCommand> commands;
    const auto offer = [kind, &commands](bool offered, PageCommand command) {
        if (!kind || offered)
            commands.append(std::move(command));
    };
    offer(kind && kind->canCreate,
          {.name = u"actionNew"_s,
           .text = files ? tr("&Upload…") : tr("&New…"),
           .icon = files ? Icon::Upload : Icon::New,
           .shortcut = QKeySequence::New,
           .enabled = [](const ResourcePanel &panel) { return panel.canCreate(); },
           .run = [](ResourcePanel &panel) { panel.newObject(); }});
    offer(kind && kind->canUpdate,
          {.name = u"actionEdit"_s,
           .text = tr("&Edit…"),
           .icon = Icon::Edit,
           .shortcut = QKeySequence(Qt::Key_F2),
           .inListShortcuts = {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
           .rowMenu = Place::Commands,
           .enabled = [](const ResourcePanel &panel) { return panel.canEdit(); },
           .run = [](ResourcePanel &panel) { panel.editCurrent(); }});
    // A file cannot be uploaded again from what the service returns.
    offer(kind && kind->canCreate && !kind->multipartCreate,
          {.name = u"actionDuplicate"_s,
           .text = tr("D&uplicate…"),
           .icon = Icon::Duplicate,
           .shortcut = QKeySequence(Qt::CTRL | Qt::Key_D),
           .rowMenu = Place::Commands,
           .enabled = [](const ResourcePanel &panel) { return panel.canDuplicate(); },
           .run = [](ResourcePanel &panel) { panel.duplicateCurrent(); }});
    offer(kind && kind->canDelete,
          {.name = u"actionDelete"_s,
           .text = tr("&Delete…"),
           .icon = Icon::Delete,
           .shortcut = QKeySequence::Delete,
           .rowMenu = Place::Last,
           .enabled = [](const ResourcePanel &panel) { return panel.canDelete(); },
           .run = [](ResourcePanel &panel) { panel.deleteCurrent(); }});
    offer(true,
          {.name = u"actionFind"_s,
           .text = tr("&Find"),
           .icon = Icon::Search,
           .shortcut = QKeySequence::Find,
           .startsGroup = true,
           .toolBar = Place::None,
           .enabled = [](const ResourcePanel &) { return true; },
           .run = [](ResourcePanel &panel) { panel.focusFilter(); }});
    offer(true,
          {.name = u"actionRefresh"_s,
           .text = tr("&Refresh"),
           .icon = Icon::Refresh,
           .shortcut = QKeySequence::Refresh,
           .menu = PageCommand::Menu::View,
           .toolBar = Place::Last,
           .enabled = [](const ResourcePanel &) { return true; },
           .run = [](ResourcePanel &panel) { panel.refreshWithNames(); }});
    return commands;
}

PageCommands::PageCommands(ApiClient &client, const NameBook &names, ResourcePanel &panel, MessageBar &messages,
                           FileUploads *uploads)
    : QObject(&panel)
    , m_client(client)
    , m_names(names)
    , m_panel(panel)
    , m_messages(messages)
    , m_uploads(uploads)
{
    if (panel.kind().id != ResourceKind::Id::GroupModel)
        return;
    PageCommand showMap = PageCommand::onSelected(
        u"actionShowGroupMap"_s, Icon::Show, tr("Show &map"), [this](ResourcePanel &page, const QJsonObject &group) {
            auto *map = new GroupModelMapDialog(m_names, group.value(u"id"_s).toString(), &page);
            map->setAttribute(Qt::WA_DeleteOnClose);
            connect(map, &GroupModelMapDialog::openObjectRequested, this, &PageCommands::openObjectRequested);
            map->show();
        });
    //: The toolbar's short text of Show map.
    showMap.iconText = tr("Map");
    showMap.toolTip = tr("Show the map of this group model");
    add(std::move(showMap));
}

QAction *PageCommands::add(PageCommand command)
{
    auto *action = new QAction(icons::icon(command.icon), command.text, &m_panel);
    action->setObjectName(command.name);
    if (!command.iconText.isEmpty())
        action->setIconText(command.iconText);
    if (!command.toolTip.isEmpty())
        action->setToolTip(command.toolTip);
    action->setEnabled(command.enabled(m_panel));
    connect(action, &QAction::triggered, this, [this, run = command.run] { run(m_panel); });
    connect(&m_panel, &ResourcePanel::actionsChanged, action,
            [this, action, enabled = command.enabled] { action->setEnabled(enabled(m_panel)); });
    m_own.append(std::move(command));
    m_ownActions.append(action);
    return action;
}

bool PageCommands::busy() const
{
    // A dialog that has finished is hidden until it is deleted: the page is
    // free again.
    return m_job || (m_dialog && m_dialog->isVisible()) || (m_uploads && m_uploads->isOpen());
}

bool PageCommands::applyingOwnChange() const
{
    return (m_job && m_job->isFinished()) || (m_dialog && m_dialog->isSaving())
        || (m_uploads && m_uploads->isUploading());
}

void PageCommands::newObject(const QJsonObject &values)
{
    if (!m_panel.canCreate() || busy())
        return;
    if (m_uploads) {
        m_uploads->upload({});
        return;
    }
    openEditor(Operation::Create, values);
}

void PageCommands::editCurrent()
{
    if (!m_panel.canEdit() || busy())
        return;
    const ResourceKind &kind = m_panel.kind();
    const QJsonObject current = m_panel.currentObject();
    // Secrets cannot be read one by one: the list's object is the latest there is.
    if (!kind.canReadOne) {
        openEditor(Operation::Update, current);
        return;
    }
    // Edit what the service has now, not what the list read minutes ago.
    const QString id = current.value(u"id"_s).toString();
    const QString name = objectLabel(kind, current);
    m_messages.dismiss();
    m_job = m_client.get(kind.itemPath(id));
    Q_EMIT requestChanged();
    connect(m_job, &ApiJob::finished, this, [this, id, name](const ApiResult &result) {
        m_job = nullptr;
        Q_EMIT requestChanged();
        if (result.ok()) {
            Q_EMIT objectRead(result.object);
            openEditor(Operation::Update, result.object);
        } else if (result.error->kind() == ApiError::Kind::NotFound) {
            Q_EMIT removed(id);
            m_messages.showNote(
                tr("“%1” no longer exists: it was deleted elsewhere, and has left the list.").arg(name));
        } else {
            m_messages.showError(tr("“%1” could not be read for editing. %2").arg(name, result.error->userMessage()),
                                 false, id);
        }
        Q_EMIT done();
    });
}

void PageCommands::duplicateCurrent()
{
    if (!m_panel.canDuplicate() || busy())
        return;
    QJsonObject copy = PortableCopy::of(m_panel.kind(), m_panel.currentObject());
    if (copy.contains(u"name"_s))
        copy.insert(u"name"_s, tr("%1 (copy)").arg(copy.value(u"name"_s).toString()));
    openEditor(Operation::Create, copy);
}

void PageCommands::deleteCurrent()
{
    if (!m_panel.canDelete() || busy())
        return;
    const ResourceKind &kind = m_panel.kind();
    const QJsonObject current = m_panel.currentObject();
    const QString id = current.value(u"id"_s).toString();
    const QString name = objectLabel(kind, current);
    QString question = kind.sentence(ResourceKind::Sentence::DeleteQuestion).arg(name);
    if (const QStringList users = Dependants::lines(m_names, RelationIndex::kindOf(kind.id), id); !users.isEmpty())
        //: Before deleting: %n how many objects use it, then the list of them.
        question += u"\n\n"_s + tr("%n object(s) use it:", "", int(users.size())) + u'\n' + Dependants::list(users);
    // What uses the object is known only from the lists read whole.
    if (const QStringList unknown = Dependants::unknownUsers(m_names, RelationIndex::kindOf(kind.id));
        !unknown.isEmpty())
        question += u"\n\n"_s + unknown.join(u"\n\n"_s);
    const auto answer = MessageBox::question(&m_panel, kind.sentence(ResourceKind::Sentence::DeleteTitle), question,
                                             QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    m_messages.dismiss();
    m_job = m_client.remove(kind.itemPath(id));
    Q_EMIT requestChanged();
    connect(m_job, &ApiJob::finished, this, [this, id, name, kindId = kind.id](const ApiResult &result) {
        m_job = nullptr;
        Q_EMIT requestChanged();
        // Gone already (deleted elsewhere) is what was asked for.
        if (result.ok() || result.error->kind() == ApiError::Kind::NotFound) {
            Q_EMIT removed(id);
        } else {
            QString message = tr("“%1” was not deleted. %2").arg(name, result.error->userMessage());
            // The service's refusal names one user at most: the console's list names them all.
            if (const QStringList users = Dependants::lines(m_names, RelationIndex::kindOf(kindId), id);
                !users.isEmpty())
                //: After a refused delete: %n how many objects use it, then the list of them.
                message
                    += u"\n"_s + tr("Used by %n object(s):", "", int(users.size())) + u'\n' + Dependants::list(users);
            m_messages.showError(message, false, id);
        }
        Q_EMIT done();
    });
}

void PageCommands::openEditor(Operation operation, const QJsonObject &object)
{
    ResourceEditor *editor = createEditor(m_client, m_panel.kind());
    if (!editor)
        return;
    editor->setNames(m_names);
    auto *dialog = new EditorDialog(m_client, editor, operation, object, &m_panel);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &EditorDialog::saved, this, &PageCommands::saved);
    connect(dialog, &EditorDialog::newObjectRequested, this, &PageCommands::newObjectRequested);
    connect(dialog, &QDialog::finished, this, &PageCommands::done);
    m_dialog = dialog;
    dialog->open();
}

void PageCommands::showRowMenu(const QPoint &globalPosition)
{
    const QJsonObject object = m_panel.currentObject();
    const QString id = object.value(u"id"_s).toString();
    QMenu menu(&m_panel);
    menu.setObjectName(u"rowMenu"_s);
    QAction *copyId = menu.addAction(icons::icon(Icon::Copy), tr("Copy &id"));
    copyId->setEnabled(!id.isEmpty());
    connect(copyId, &QAction::triggered, this, [id] { QGuiApplication::clipboard()->setText(id); });
    QAction *copyName = menu.addAction(tr("Copy &name"));
    const QString name = objectLabel(m_panel.kind(), object);
    copyName->setEnabled(!name.isEmpty());
    connect(copyName, &QAction::triggered, this, [name] { QGuiApplication::clipboard()->setText(name); });
    menu.addSeparator();
    const QList<PageCommand> commands = shared(&m_panel.kind());
    for (const PageCommand::Place place : {PageCommand::Place::Commands, PageCommand::Place::Last}) {
        QList<QAction *> items;
        for (const PageCommand &command : commands) {
            if (command.rowMenu != place)
                continue;
            auto *item = new QAction(icons::icon(command.icon), command.text, &menu);
            item->setEnabled(command.enabled(m_panel));
            connect(item, &QAction::triggered, this, [this, run = command.run] { run(m_panel); });
            items << item;
        }
        for (qsizetype i = 0; i < m_own.size(); ++i) {
            if (m_own.at(i).rowMenu == place)
                items << m_ownActions.at(i);
        }
        if (place == PageCommand::Place::Last && !items.isEmpty())
            menu.addSeparator();
        menu.addActions(items);
    }
    menu.exec(globalPosition);
}

void PageCommands::showReferenceMenu(QTextBrowser &detail, const QPoint &position)
{
    std::unique_ptr<QMenu> menu(detail.createStandardContextMenu(position));
    // On a reference: its id, and the way to open it.
    const QString anchor = detail.anchorAt(position);
    if (const auto target = RelationsSection::objectOfLink(QUrl(anchor))) {
        QAction *first = menu->actions().value(0);
        QAction *open = new QAction(tr("&Open"), menu.get());
        connect(open, &QAction::triggered, this,
                [this, target] { Q_EMIT openObjectRequested(target->first, target->second); });
        QAction *copyId = new QAction(icons::icon(Icon::Copy), tr("Copy &id"), menu.get());
        connect(copyId, &QAction::triggered, this,
                [id = target->second] { QGuiApplication::clipboard()->setText(id); });
        menu->insertActions(first, {open, copyId});
        menu->insertSeparator(first);
    }
    menu->exec(detail.viewport()->mapToGlobal(position));
}

} // namespace baton

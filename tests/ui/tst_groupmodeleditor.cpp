#include "ModelEditorSandbox.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/EditorFactory.h"
#include "ui/editors/GroupModelEditor.h"
#include "ui/widgets/AgentsTable.h"
#include "ui/widgets/BaseModelCombo.h"
#include "ui/widgets/CountedTextEdit.h"
#include "ui/widgets/IconPicker.h"
#include "ui/widgets/ModelRefPicker.h"
#include "ui/widgets/ObjectPicker.h"
#include "ui/widgets/ResolvedRefsView.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <memory>

using namespace Qt::StringLiterals;
using baton::AgentsTable;
using baton::EditorDialog;
using baton::ModelRefPicker;
using baton::ObjectPicker;
using baton::Operation;
using baton::ResourceKind;
using Id = baton::ResourceKind::Id;

// GroupModelEditor in an EditorDialog against an in-process sandbox with its
// demo objects (custom models "Support assistant" and "Research assistant",
// group model "Support desk"): model references of every type, the agents
// table, the icon picker, create and read back, and the resolved view.
class tst_GroupModelEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ModelEditorSandbox> m_sandbox;
    std::unique_ptr<EditorDialog> m_dialog;

    const ResourceKind &kind() const { return ResourceKind::get(Id::GroupModel); }
    QString customId(const QString &name) { return m_sandbox->idOf(u"/v1/custom-models"_s, name); }
    QString groupId(const QString &name) { return m_sandbox->idOf(u"/v1/group-models"_s, name); }

    EditorDialog *openDialog(Operation operation, const QJsonObject &object = {})
    {
        auto *editor = baton::createEditor(*m_sandbox->client, kind());
        m_dialog = std::make_unique<EditorDialog>(*m_sandbox->client, editor, operation, object);
        m_dialog->show();
        if (!QTest::qWaitForWindowExposed(m_dialog.get()))
            return nullptr;
        return m_dialog.get();
    }

    template<typename T> T *field(const QString &name) const { return m_dialog->editor()->findChild<T *>(name); }

    AgentsTable *agents() const { return field<AgentsTable>(u"agents"_s); }
    QTableWidget *agentList() const { return agents()->findChild<QTableWidget *>(u"agentList"_s); }
    ModelRefPicker *agentRef() const { return agents()->findChild<ModelRefPicker *>(u"agentRef"_s); }
    QLineEdit *agentRole() const { return agents()->findChild<QLineEdit *>(u"agentRole"_s); }

    void click(const QString &name) const
    {
        auto *button = m_dialog->editor()->findChild<QAbstractButton *>(name);
        QVERIFY2(button, qPrintable(name));
        QTest::mouseClick(button, Qt::LeftButton);
    }

    void clickAgentRow(int row) const
    {
        QTableWidget *table = agentList();
        const QRect cell = table->visualRect(table->model()->index(row, AgentsTable::RoleColumn));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    }

    // Chooses the type of a reference and its target, as a user would.
    static bool pickRef(ModelRefPicker *picker, const QString &typeLabel, const QString &target)
    {
        auto *type = picker->findChild<QComboBox *>(u"refType"_s);
        if (!ModelEditorSandbox::pickFromPopup(type, typeLabel))
            return false;
        if (typeLabel == u"Base model"_s) {
            QLineEdit *line = picker->findChild<baton::BaseModelCombo *>(u"llmModelName"_s)->lineEdit();
            line->selectAll();
            QTest::keyClicks(line, target);
            return true;
        }
        const QString name = typeLabel == u"Custom model"_s ? u"customModelId"_s : u"groupModelId"_s;
        return ModelEditorSandbox::pickFromPopup(picker->findChild<ObjectPicker *>(name), target);
    }

    void addAgent(const QString &role)
    {
        click(u"addAgent"_s);
        QTest::keyClicks(agentRole(), role);
    }

    QStringList roles() const
    {
        QStringList list;
        for (const QJsonValue &agent : agents()->agents())
            list << agent.toObject().value(u"role"_s).toString();
        return list;
    }

    QJsonObject saveAndWait()
    {
        QSignalSpy saved(m_dialog.get(), &EditorDialog::saved);
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
        if (!saved.wait(20000))
            return {};
        return saved.takeFirst().at(0).toJsonObject();
    }

    static QTreeWidgetItem *child(QTreeWidgetItem *parent, const QString &part)
    {
        for (int i = 0; i < parent->childCount(); ++i) {
            if (parent->child(i)->text(baton::ResolvedRefsView::PartColumn) == part)
                return parent->child(i);
        }
        return nullptr;
    }

    static QTreeWidgetItem *topLevel(QTreeWidget *tree, const QString &part)
    {
        return child(tree->invisibleRootItem(), part);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<ModelEditorSandbox>();
        QVERIFY(m_sandbox->start());
    }

    void cleanup() { m_dialog.reset(); }

    void factoryGivesTheGroupModelForm()
    {
        std::unique_ptr<baton::ResourceEditor> editor(baton::createEditor(*m_sandbox->client, kind()));
        QVERIFY(qobject_cast<baton::GroupModelEditor *>(editor.get()));
    }

    void brainOfEachType()
    {
        QVERIFY(openDialog(Operation::Create));
        auto *brain = field<ModelRefPicker>(u"brain"_s);

        QVERIFY(pickRef(brain, u"Base model"_s, u"gpt-4o"_s));
        QCOMPARE(m_dialog->editor()->body().value(u"brain"_s).toObject(),
                 (QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}));

        QVERIFY(pickRef(brain, u"Custom model"_s, u"Research assistant"_s));
        QCOMPARE(m_dialog->editor()->body().value(u"brain"_s).toObject(),
                 (QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, customId(u"Research assistant"_s)}}));

        QVERIFY(pickRef(brain, u"Group model"_s, u"Support desk"_s));
        QCOMPARE(m_dialog->editor()->body().value(u"brain"_s).toObject(),
                 (QJsonObject {{u"type"_s, u"group"_s}, {u"groupModelId"_s, groupId(u"Support desk"_s)}}));

        // Nothing chosen yet for a type: the error names the missing member, at the brain row.
        auto *type = brain->findChild<QComboBox *>(u"refType"_s);
        QVERIFY(ModelEditorSandbox::pickFromPopup(type, u"Base model"_s));
        QLineEdit *name = brain->findChild<baton::BaseModelCombo *>(u"llmModelName"_s)->lineEdit();
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Delete);
        m_dialog->findChild<QWidget *>(u"isPublic"_s)->setFocus();
        QCOMPARE(m_dialog->editor()->errorShownFor(u"brain"_s), u"Base model: choose one."_s);
        QVERIFY(m_dialog->findChild<QLabel *>(u"error_brain"_s)->toolTip().startsWith(u"brain.llmModelName: "_s));
    }

    void referenceReadWithResolvedIsNeverSent()
    {
        const QJsonObject brain {
            {u"type"_s, u"custom"_s},
            {u"customModelId"_s, customId(u"Support assistant"_s)},
            {u"resolved"_s, QJsonObject {{u"name"_s, u"Support assistant"_s}, {u"kind"_s, u"custom"_s}}}};
        const QJsonObject agent {
            {u"ref"_s,
             QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}, {u"resolved"_s, QJsonValue::Null}}},
            {u"role"_s, u"Writer"_s}};
        QVERIFY(openDialog(Operation::Create,
                           {{u"name"_s, u"Copy"_s},
                            {u"defaultMode"_s, u"synth"_s},
                            {u"brain"_s, brain},
                            {u"agents"_s, QJsonArray {agent}}}));
        const QJsonObject body = m_dialog->editor()->body();
        QVERIFY(!body.value(u"brain"_s).toObject().contains(u"resolved"_s));
        QVERIFY(!body.value(u"agents"_s).toArray().at(0).toObject().value(u"ref"_s).toObject().contains(u"resolved"_s));
        QCOMPARE(body.value(u"defaultMode"_s).toString(), u"synth"_s);
        QVERIFY(m_dialog->editor()->validate().isEmpty());
    }

    void agentsAddRemoveReorder()
    {
        QVERIFY(openDialog(Operation::Create));
        addAgent(u"Alpha"_s);
        addAgent(u"Beta"_s);
        addAgent(u"Gamma"_s);
        QCOMPARE(roles(), (QStringList {u"Alpha"_s, u"Beta"_s, u"Gamma"_s}));
        QCOMPARE(agentList()->rowCount(), 3);
        QCOMPARE(agentList()->item(1, AgentsTable::RoleColumn)->text(), u"Beta"_s);

        clickAgentRow(2);
        QCOMPARE(agentRole()->text(), u"Gamma"_s);
        click(u"moveAgentUp"_s);
        QCOMPARE(roles(), (QStringList {u"Alpha"_s, u"Gamma"_s, u"Beta"_s}));
        QCOMPARE(agents()->currentAgent(), 1);
        click(u"moveAgentUp"_s);
        QCOMPARE(roles(), (QStringList {u"Gamma"_s, u"Alpha"_s, u"Beta"_s}));
        QVERIFY(!agents()->findChild<QPushButton *>(u"moveAgentUp"_s)->isEnabled());
        click(u"moveAgentDown"_s);
        QCOMPARE(roles(), (QStringList {u"Alpha"_s, u"Gamma"_s, u"Beta"_s}));

        // The selected agent's fields edit that agent.
        clickAgentRow(0);
        QVERIFY(pickRef(agentRef(), u"Custom model"_s, u"Support assistant"_s));
        QTest::keyClicks(agents()->findChild<baton::CountedTextEdit *>(u"agentInstruction"_s)->editor(),
                         u"Be short."_s);
        const QJsonObject first = agents()->agents().at(0).toObject();
        QCOMPARE(first.value(u"ref"_s).toObject().value(u"customModelId"_s).toString(),
                 customId(u"Support assistant"_s));
        QCOMPARE(first.value(u"instructionOverride"_s).toString(), u"Be short."_s);
        QCOMPARE(agentList()->item(0, AgentsTable::ModelColumn)->text(), u"Support assistant (custom model)"_s);

        clickAgentRow(1);
        click(u"removeAgent"_s);
        QCOMPARE(roles(), (QStringList {u"Alpha"_s, u"Beta"_s}));
        QCOMPARE(agents()->currentAgent(), 1);
        QCOMPARE(m_dialog->editor()->body().value(u"agents"_s).toArray().size(), 2);
        click(u"removeAgent"_s);
        click(u"removeAgent"_s);
        QCOMPARE(agents()->count(), 0);
        QVERIFY(!m_dialog->editor()->body().contains(u"agents"_s));
        QVERIFY(!agents()->findChild<QGroupBox *>(u"agentDetail"_s)->isEnabled());
    }

    void roleTooLongNamesTheAgent()
    {
        QVERIFY(openDialog(Operation::Create));
        QTest::keyClicks(field<QLineEdit>(u"name"_s), u"Panel"_s);
        QVERIFY(pickRef(field<ModelRefPicker>(u"brain"_s), u"Base model"_s, u"gpt-4o"_s));
        addAgent(u"Researcher"_s);
        QVERIFY(pickRef(agentRef(), u"Base model"_s, u"gpt-4o-mini"_s));
        addAgent(QString(65, u'r'));
        QVERIFY(pickRef(agentRef(), u"Base model"_s, u"gpt-4o-mini"_s));

        const qsizetype before = m_sandbox->log.count();
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
        QCOMPARE(m_sandbox->log.count(), before);
        const QString error = m_dialog->editor()->errorShownFor(u"agents"_s);
        QVERIFY2(error.contains(u"Agent 2 (“rrrr"_s), qPrintable(error));
        QVERIFY2(error.contains(u"role"_s) && error.contains(u"64"_s), qPrintable(error));
        QVERIFY2(!error.contains(u"Agent 1"_s), qPrintable(error));
        // Said once, in the editor's words, not again as the raw path.
        QVERIFY2(!error.contains(u"agents[1]"_s), qPrintable(error));
        QTableWidgetItem *header = agentList()->verticalHeaderItem(1);
        QVERIFY(header->text().startsWith(u"⚠"_s));
        QVERIFY(header->toolTip().contains(u"64"_s));
        QCOMPARE(agentList()->verticalHeaderItem(0)->text(), u"1"_s);

        // Shortening the role clears the message and the mark.
        clickAgentRow(1);
        agentRole()->selectAll();
        QTest::keyClicks(agentRole(), u"Critic"_s);
        QVERIFY(m_dialog->editor()->errorShownFor(u"agents"_s).isEmpty());
        QCOMPARE(agentList()->verticalHeaderItem(1)->text(), u"2"_s);
    }

    void iconPickerSetsIcon()
    {
        QVERIFY(openDialog(Operation::Create));
        auto *picker = field<baton::IconPicker>(u"icon"_s);
        QCOMPARE(picker->findChildren<QToolButton *>().size(), ResourceKind::groupIcons().size() + 1);
        for (const QString &icon : ResourceKind::groupIcons()) {
            auto *button = picker->findChild<QToolButton *>(u"icon_"_s + icon);
            QVERIFY2(button, qPrintable(icon));
            QVERIFY(!button->text().isEmpty());
            QVERIFY(!button->icon().isNull());
        }
        // Named for what it shows, not the interface's value.
        QCOMPARE(picker->findChild<QToolButton *>(u"icon_account_tree"_s)->text(), u"Hierarchy"_s);
        QCOMPARE(picker->findChild<QToolButton *>(u"icon_smart_toy"_s)->text(), u"Robot"_s);
        QVERIFY(!m_dialog->editor()->body().contains(u"icon"_s));

        click(u"icon_gavel"_s);
        QCOMPARE(m_dialog->editor()->body().value(u"icon"_s).toString(), u"gavel"_s);
        click(u"icon_history_edu"_s);
        QCOMPARE(m_dialog->editor()->body().value(u"icon"_s).toString(), u"history_edu"_s);
        QVERIFY(!picker->findChild<QToolButton *>(u"icon_gavel"_s)->isChecked());
        click(u"icon_none"_s);
        QVERIFY(!m_dialog->editor()->body().contains(u"icon"_s));

        // Each symbol is its own drawing.
        QSet<QByteArray> drawings;
        for (const QString &icon : ResourceKind::groupIcons()) {
            const QImage image = baton::IconPicker::symbol(icon, Qt::black).pixmap(24, 24).toImage();
            drawings.insert(QByteArray(reinterpret_cast<const char *>(image.constBits()), image.sizeInBytes()));
        }
        QCOMPARE(drawings.size(), ResourceKind::groupIcons().size());
    }

    void modesExplainThemselves()
    {
        QVERIFY(openDialog(Operation::Create));
        auto *mode = field<QComboBox>(u"defaultMode"_s);
        QCOMPARE(mode->count(), ResourceKind::groupModes().size());
        QCOMPARE(mode->currentData().toString(), u"auto"_s);
        for (int i = 0; i < mode->count(); ++i)
            QVERIFY(!mode->itemData(i, Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(ModelEditorSandbox::pickFromPopup(mode, mode->itemText(mode->findData(u"orch"_s))));
        QCOMPARE(mode->toolTip(), baton::GroupModelEditor::modeExplanation(u"orch"_s));
        QCOMPARE(m_dialog->editor()->body().value(u"defaultMode"_s).toString(), u"orch"_s);
    }

    void createWithCustomBrainAndTwoAgents()
    {
        QVERIFY(openDialog(Operation::Create));
        QTest::keyClicks(field<QLineEdit>(u"name"_s), u"Review board"_s);
        QTest::keyClicks(field<baton::CountedTextEdit>(u"description"_s)->editor(), u"Two reviewers and a chair."_s);
        click(u"icon_gavel"_s);
        auto *mode = field<QComboBox>(u"defaultMode"_s);
        QVERIFY(ModelEditorSandbox::pickFromPopup(mode, mode->itemText(mode->findData(u"synth"_s))));
        QVERIFY(pickRef(field<ModelRefPicker>(u"brain"_s), u"Custom model"_s, u"Support assistant"_s));
        addAgent(u"Researcher"_s);
        QVERIFY(pickRef(agentRef(), u"Custom model"_s, u"Research assistant"_s));
        QTest::keyClicks(agents()->findChild<baton::CountedTextEdit *>(u"agentInstruction"_s)->editor(),
                         u"Cite sources."_s);
        addAgent(u"Critic"_s);
        QVERIFY(pickRef(agentRef(), u"Base model"_s, u"mistral-large"_s));

        const QJsonObject saved = saveAndWait();
        QVERIFY(!saved.isEmpty());
        const QJsonObject read = m_sandbox->read(kind().itemPath(saved.value(u"id"_s).toString()));
        QCOMPARE(read.value(u"name"_s).toString(), u"Review board"_s);
        QCOMPARE(read.value(u"description"_s).toString(), u"Two reviewers and a chair."_s);
        QCOMPARE(read.value(u"icon"_s).toString(), u"gavel"_s);
        QCOMPARE(read.value(u"defaultMode"_s).toString(), u"synth"_s);
        QCOMPARE(read.value(u"brain"_s).toObject(),
                 (QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, customId(u"Support assistant"_s)}}));
        const QJsonArray readAgents = read.value(u"agents"_s).toArray();
        QCOMPARE(readAgents.size(), 2);
        QCOMPARE(readAgents.at(0).toObject(),
                 (QJsonObject {
                     {u"ref"_s,
                      QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, customId(u"Research assistant"_s)}}},
                     {u"role"_s, u"Researcher"_s},
                     {u"instructionOverride"_s, u"Cite sources."_s}}));
        QCOMPARE(readAgents.at(1).toObject(),
                 (QJsonObject {{u"ref"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"mistral-large"_s}}},
                               {u"role"_s, u"Critic"_s}}));

        // Opened again for editing, nothing has changed.
        QVERIFY(openDialog(Operation::Update, read));
        QCOMPARE(agents()->count(), 2);
        QVERIFY(!m_dialog->editor()->isModified());
        QVERIFY(m_dialog->editor()->body().isEmpty());
    }

    void resolvedViewShowsNamesAndInvisibleReferences()
    {
        // A private custom model of another team: the admin token cannot see it.
        baton::sandbox::Token outsider;
        outsider.name = u"outsider"_s;
        outsider.userId = u"9a1c1a38-0000-4000-8000-000000000001"_s;
        outsider.teamId = u"9a1c1a38-0000-4000-8000-0000000000ff"_s;
        const QString hiddenId
            = m_sandbox->server->store()
                  .create(Id::CustomModel,
                          {{u"name"_s, u"Hidden model"_s}, {u"llmModelName"_s, u"gpt-4o"_s}, {u"isPublic"_s, true}},
                          outsider)
                  .id;
        const QString support = customId(u"Support assistant"_s);
        const baton::ApiResult created = ModelEditorSandbox::wait(m_sandbox->client->post(
            kind().collectionPath,
            {{u"name"_s, u"Escalations"_s},
             {u"defaultMode"_s, u"orch"_s},
             {u"brain"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, support}}},
             {u"agents"_s,
              QJsonArray {
                  QJsonObject {{u"ref"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, hiddenId}}},
                               {u"role"_s, u"Specialist"_s}},
                  QJsonObject {{u"ref"_s,
                                QJsonObject {{u"type"_s, u"group"_s}, {u"groupModelId"_s, groupId(u"Support desk"_s)}}},
                               {u"role"_s, u"Desk"_s}}}}}));
        QVERIFY(created.ok());
        const QString id = created.object.value(u"id"_s).toString();
        // A new reference must be visible; once held, it stays when its owner makes the model private.
        m_sandbox->server->store().update(*m_sandbox->server->store().find(Id::CustomModel, hiddenId),
                                          {{u"isPublic"_s, false}});

        // Not shown while creating.
        QVERIFY(openDialog(Operation::Create));
        QVERIFY(!field<QGroupBox>(u"resolvedSection"_s)->isVisible());

        QVERIFY(openDialog(Operation::Update, m_sandbox->read(kind().itemPath(id))));
        QVERIFY(field<QGroupBox>(u"resolvedSection"_s)->isVisible());
        auto *tree = field<QTreeWidget>(u"resolvedTree"_s);
        QTRY_COMPARE_WITH_TIMEOUT(tree->topLevelItemCount(), 3, 20000);
        const baton::RequestLog::Entry *get = m_sandbox->lastRequest("GET", kind().itemPath(id));
        QVERIFY(get);
        QVERIFY(get->path.contains(u"resolve=deep"_s));

        using View = baton::ResolvedRefsView;
        QTreeWidgetItem *brain = topLevel(tree, u"Brain"_s);
        QVERIFY(brain);
        QCOMPARE(brain->text(View::NameColumn), u"Support assistant"_s);
        QCOMPARE(brain->text(View::KindColumn), u"Custom model"_s);
        QTreeWidgetItem *hidden = topLevel(tree, u"Agent 1: Specialist"_s);
        QVERIFY(hidden);
        QCOMPARE(hidden->text(View::NameColumn), u"not visible to this token"_s);
        QVERIFY(hidden->font(View::NameColumn).italic());
        QTreeWidgetItem *desk = topLevel(tree, u"Agent 2: Desk"_s);
        QVERIFY(desk);
        QCOMPARE(desk->text(View::NameColumn), u"Support desk"_s);
        QCOMPARE(desk->text(View::KindColumn), u"Group model"_s);
        // Deep: the group model's own brain and agents, resolved.
        QTreeWidgetItem *deskBrain = child(desk, u"Brain"_s);
        QVERIFY(deskBrain);
        QCOMPARE(deskBrain->text(View::NameColumn), u"gpt-4o"_s);
        QCOMPARE(deskBrain->text(View::KindColumn), u"Base model"_s);
        QCOMPARE(desk->childCount(), 3);
        QStringList deskAgents;
        for (int i = 1; i < desk->childCount(); ++i)
            deskAgents << desk->child(i)->text(View::NameColumn);
        QCOMPARE(deskAgents, (QStringList {u"Research assistant"_s, u"Support assistant"_s}));

        // Refresh reads again: a rename elsewhere shows.
        QVERIFY(ModelEditorSandbox::wait(
                    m_sandbox->client->patch(u"/v1/custom-models/"_s + support, {{u"name"_s, u"Helpdesk assistant"_s}}))
                    .ok());
        click(u"refreshResolved"_s);
        QTRY_COMPARE_WITH_TIMEOUT(topLevel(tree, u"Brain"_s)->text(View::NameColumn), u"Helpdesk assistant"_s, 20000);
        QVERIFY(field<QLabel>(u"resolvedStatus"_s)->text().startsWith(u"As this token sees them"_s));
        QVERIFY(!m_dialog->editor()->isModified());
    }
};

QTEST_MAIN(tst_GroupModelEditor)
#include "tst_groupmodeleditor.moc"

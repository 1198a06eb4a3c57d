#include "EditorFixture.h"
#include "MainWindowRig.h"
#include "core/models/ResourceListModel.h"
#include "core/relations/NameBook.h"
#include "ui/MainWindow.h"
#include "ui/connection/TeamNamesDialog.h"
#include "ui/editors/EditorFactory.h"
#include "ui/widgets/ObjectPicker.h"
#include "ui/widgets/ScopeListEditor.h"
#include "ui/widgets/TeamIdsEditor.h"
#include "ui/widgets/TeamPicker.h"

#include <QAction>
#include <QHeaderView>
#include <QJsonArray>
#include <QListWidget>
#include <QSettings>
#include <QTableWidget>

using namespace Qt::StringLiterals;
using baton::EditorDialog;
using baton::NameBook;
using baton::Operation;
using baton::ResourceKind;
using editortest::Fixture;
using Id = baton::ResourceKind::Id;

// Teams chosen by the names given them, models shared with chosen from their
// lists, and the names of the teams kept in the profile: real widgets against
// an in-process sandbox.
class TestTeamNames : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;
    std::unique_ptr<NameBook> m_names;

    // A form of the kind, with the names, in a dialog shown; null when it did not come up.
    std::unique_ptr<EditorDialog> openForm(Id kind, Operation operation, const QJsonObject &object = {})
    {
        baton::ResourceEditor *editor = baton::createEditor(m_fixture->client, ResourceKind::get(kind));
        editor->setNames(*m_names);
        auto dialog = std::make_unique<EditorDialog>(m_fixture->client, editor, operation, object);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            return nullptr;
        return dialog;
    }

    bool loadNames()
    {
        m_names->load();
        return QTest::qWaitFor([this] { return !m_names->isLoading(); }, 10000);
    }

    // Moves a combo box down by keyboard until it shows `text`.
    static bool chooseText(QComboBox *combo, const QString &text)
    {
        combo->setFocus();
        for (int i = 0; i <= combo->count() && combo->currentText() != text; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
        return combo->currentText() == text;
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<Fixture>();
        m_names = std::make_unique<NameBook>(m_fixture->client);
    }
    void cleanup()
    {
        m_names.reset();
        m_fixture.reset();
    }

    // A custom model's teams: the token's own team first, by its name; Add
    // puts the name in the list and the id in the body.
    void modelTeamsArePickedByName()
    {
        const QString own = m_fixture->admin().teamId;
        const QString other = u"9a1c1a38-0000-4000-8000-0000000000aa"_s;
        m_fixture->create(
            Id::CustomModel,
            {{u"name"_s, u"Helper"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}, {u"teamIds"_s, QJsonArray {other}}});
        m_names->setTeamLabels({{own, u"Support"_s}, {other, u"Sales"_s}});
        QVERIFY(loadNames());
        auto dialog = openForm(Id::CustomModel, Operation::Create);
        QVERIFY(dialog);
        auto *teams = dialog->findChild<baton::TeamIdsEditor *>(u"teamIds"_s);
        auto *picker = teams->findChild<baton::TeamPicker *>();
        QCOMPARE(picker->count(), 2);
        QCOMPARE(picker->itemText(0), u"Support"_s);
        QCOMPARE(picker->itemText(1), u"Sales"_s);
        QVERIFY(chooseText(picker, u"Sales"_s));
        QTest::mouseClick(teams->findChild<QPushButton *>(u"addTeamId"_s), Qt::LeftButton);
        auto *list = teams->findChild<QListWidget *>(u"teamIdList"_s);
        QCOMPARE(list->count(), 1);
        QCOMPARE(list->item(0)->text(), u"Sales"_s);
        QCOMPARE(list->item(0)->toolTip(), other);
        QCOMPARE(teams->teamIds(), QStringList {other});
        QVERIFY(picker->currentText().isEmpty());

        // An id the console has not seen can still be typed.
        const QString typed = u"9a1c1a38-0000-4000-8000-0000000000bb"_s;
        QTest::keyClicks(picker->lineEdit(), typed);
        QTest::keyClick(picker->lineEdit(), Qt::Key_Return);
        QCOMPARE(teams->teamIds(), (QStringList {other, typed}));
        QCOMPARE(dialog->editor()->body().value(u"teamIds"_s).toArray(), (QJsonArray {other, typed}));
    }

    // A form opened before the lists are read offers their teams once they are.
    void teamsArriveAfterTheFormOpens()
    {
        const QString other = u"9a1c1a38-0000-4000-8000-0000000000aa"_s;
        m_fixture->create(
            Id::CustomModel,
            {{u"name"_s, u"Helper"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}, {u"teamIds"_s, QJsonArray {other}}});
        auto dialog = openForm(Id::GroupModel, Operation::Create);
        QVERIFY(dialog);
        auto *picker = dialog->findChild<baton::TeamIdsEditor *>(u"teamIds"_s)->findChild<baton::TeamPicker *>();
        QCOMPARE(picker->findData(other), -1);
        QTest::keyClicks(picker->lineEdit(), u"Tea"_s);
        QVERIFY(loadNames());
        QTRY_VERIFY(picker->findData(other) >= 0);
        QCOMPARE(picker->itemText(picker->findData(other)), u"Team 9a1c1a38"_s);
        // What was being typed stays.
        QCOMPARE(picker->currentText(), u"Tea"_s);
    }

    // A share scope's team by its name, a custom model from its list by name:
    // the ids are written.
    void scopesArePickedByName()
    {
        const QString own = m_fixture->admin().teamId;
        const QString writer
            = m_fixture->create(Id::CustomModel, {{u"name"_s, u"Writer"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}}).id;
        m_names->setTeamLabels({{own, u"Support"_s}});
        QVERIFY(loadNames());
        auto dialog = openForm(Id::Tool, Operation::Create);
        QVERIFY(dialog);
        auto *add = dialog->findChild<QPushButton *>(u"scopesAdd"_s);
        QTest::mouseClick(add, Qt::LeftButton);
        auto *teamPicker = dialog->findChild<QWidget *>(u"scopeId_0"_s)->findChild<baton::TeamPicker *>();
        QVERIFY(teamPicker->isVisible());
        QVERIFY(chooseText(teamPicker, u"Support"_s));

        QTest::mouseClick(add, Qt::LeftButton);
        auto *type = dialog->findChild<QComboBox *>(u"scopeType_1"_s);
        QVERIFY(editortest::choose(type, u"customModel"_s));
        auto *modelPicker = dialog->findChild<QWidget *>(u"scopeId_1"_s)->findChild<baton::ObjectPicker *>();
        QVERIFY(modelPicker);
        QTRY_VERIFY(modelPicker->isVisible());
        QTRY_VERIFY(modelPicker->listModel()->rowOfId(writer) >= 0);
        QVERIFY(chooseText(modelPicker, u"Writer"_s));
        const QJsonArray expected {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, own}},
                                   QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, writer}}};
        QCOMPARE(dialog->editor()->body().value(u"scopes"_s).toArray(), expected);
    }

    // A tool as read: its team by name, its group model by name in the picker.
    void scopesAsReadShowNames()
    {
        const QString own = m_fixture->admin().teamId;
        const QString board
            = m_fixture
                  ->create(Id::GroupModel,
                           {{u"name"_s, u"Board"_s},
                            {u"defaultMode"_s, u"auto"_s},
                            {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}}})
                  .id;
        const baton::sandbox::Record &tool
            = m_fixture->create(Id::Tool,
                                {{u"name"_s, u"Weather"_s},
                                 {u"description"_s, u"Reads the weather"_s},
                                 {u"method"_s, u"GET"_s},
                                 {u"urlTemplate"_s, u"http://127.0.0.1:1/weather"_s},
                                 {u"scopes"_s,
                                  QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, own}},
                                              QJsonObject {{u"type"_s, u"groupModel"_s}, {u"id"_s, board}}}}});
        m_names->setTeamLabels({{own, u"Support"_s}});
        QVERIFY(loadNames());
        auto dialog = openForm(Id::Tool, Operation::Update, tool.object);
        QVERIFY(dialog);
        auto *teamPicker = dialog->findChild<QWidget *>(u"scopeId_0"_s)->findChild<baton::TeamPicker *>();
        QCOMPARE(teamPicker->currentText(), u"Support"_s);
        auto *groupPicker = dialog->findChild<QWidget *>(u"scopeId_1"_s)->findChild<baton::ObjectPicker *>();
        QVERIFY(groupPicker);
        QTRY_COMPARE(groupPicker->currentText(), u"Board"_s);
        QCOMPARE(groupPicker->currentId(), board);
        QVERIFY(!dialog->editor()->isModified());
    }

    // File › Team names…: a name typed for a team is kept in the profile's
    // settings, given to the names, and comes back with the profile.
    void teamNamesAreKeptInTheProfile()
    {
        const QString own = m_fixture->admin().teamId;
        m_fixture->create(
            Id::Secret,
            {{u"name"_s, u"Team key"_s}, {u"scope"_s, u"team"_s}, {u"teamId"_s, own}, {u"value"_s, u"tk-0001"_s}});
        windowtest::MainWindowRig rig;
        const baton::Profile profile {u"Sandbox"_s, m_fixture->server->baseUrl(), false, QString()};
        QVERIFY(rig.profiles.add(profile).isEmpty());
        auto window = std::make_unique<baton::MainWindow>(rig.client, rig.services(), rig.settings);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto *action = window->findChild<QAction *>(u"actionTeamNames"_s);
        QVERIFY(!action->isEnabled());
        window->connectTo(profile, m_fixture->admin().value);
        QTRY_VERIFY(action->isEnabled());
        QTRY_VERIFY(window->names().isLoaded(Id::File) && !window->names().isLoading());
        QVERIFY(window->names().teams().contains(own));
        QCOMPARE(window->names().label(NameBook::Kind::Team, own), u"Team "_s + own.left(8));

        action->trigger();
        baton::TeamNamesDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window->findChild<baton::TeamNamesDialog *>()) && dialog->isVisible());
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        auto *table = dialog->findChild<QTableWidget *>(u"teamNames"_s);
        QCOMPARE(table->item(0, 1)->text(), own);
        table->setFocus();
        table->setCurrentCell(0, 0);
        QTest::keyClick(table, Qt::Key_F2);
        QTRY_VERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget())
                    && table->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClicks(QApplication::focusWidget(), u"Support desk"_s);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_COMPARE(table->item(0, 0)->text(), u"Support desk"_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"saveTeamNames"_s), Qt::LeftButton);
        QTRY_VERIFY(!window->findChild<baton::TeamNamesDialog *>());

        QCOMPARE(window->names().label(NameBook::Kind::Team, own), u"Support desk"_s);
        const QHash<QString, QString> expected {{own, u"Support desk"_s}};
        QCOMPARE(rig.profiles.find(u"Sandbox"_s)->teamLabels, expected);
        QSettings file(rig.settings.fileName(), QSettings::IniFormat);
        QCOMPARE(file.value(u"profiles/1/teamNames"_s).toMap().value(own).toString(), u"Support desk"_s);

        // Connected again from the stored profile, in another window: the names come back.
        window.reset();
        baton::MainWindow again(rig.client, rig.services(), rig.settings);
        again.connectTo(*rig.profiles.find(u"Sandbox"_s), m_fixture->admin().value);
        QCOMPARE(again.names().label(NameBook::Kind::Team, own), u"Support desk"_s);
    }
};

QTEST_MAIN(TestTeamNames)
#include "tst_teamnames.moc"

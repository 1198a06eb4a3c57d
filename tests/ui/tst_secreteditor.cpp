#include "BadToolsList.h"
#include "EditorFixture.h"
#include "core/relations/NameBook.h"
#include "ui/editors/SecretEditor.h"
#include "ui/widgets/TeamPicker.h"

#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

using namespace Qt::StringLiterals;
using baton::EditorDialog;
using baton::Operation;
using baton::RequestLog;
using baton::ResourceKind;
using baton::SecretEditor;
using editortest::Fixture;
using editortest::jsonOf;
using editortest::saveButton;

class TestSecretEditor : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;

    static QJsonObject storedSecret()
    {
        return {{u"name"_s, u"Weather key"_s},
                {u"provider"_s, u"meteo"_s},
                {u"scope"_s, u"user"_s},
                {u"value"_s, u"original-value"_s}};
    }

    std::unique_ptr<EditorDialog> openUpdate(const baton::sandbox::Record &record)
    {
        auto dialog
            = std::make_unique<EditorDialog>(m_fixture->client, new SecretEditor, Operation::Update, record.object);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            return nullptr;
        return dialog;
    }

private Q_SLOTS:
    void init() { m_fixture = std::make_unique<Fixture>(); }
    void cleanup() { m_fixture.reset(); }

    void valueIsHiddenUntilShown()
    {
        SecretEditor editor;
        editor.setObject({});
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *value = editor.findChild<QLineEdit *>(u"value"_s);
        auto *show = editor.findChild<QToolButton *>(u"showValue"_s);
        QCOMPARE(value->echoMode(), QLineEdit::Password);
        QVERIFY(!show->isChecked());
        QVERIFY(!show->accessibleName().isEmpty());

        QTest::keyClicks(value, u"hunter2"_s);
        QVERIFY(value->displayText() != u"hunter2"_s);
        QTest::mouseClick(show, Qt::LeftButton);
        QCOMPARE(value->echoMode(), QLineEdit::Normal);
        QCOMPARE(value->displayText(), u"hunter2"_s);
        QTest::mouseClick(show, Qt::LeftButton);
        QCOMPARE(value->echoMode(), QLineEdit::Password);
        QCOMPARE(editor.body().value(u"value"_s).toString(), u"hunter2"_s);
    }

    // Leaving the value empty says so at once, as leaving the name does.
    void leavingTheValueEmptyShowsItsError()
    {
        EditorDialog dialog(m_fixture->client, new SecretEditor, Operation::Create, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        auto *value = dialog.findChild<QLineEdit *>(u"value"_s);
        auto *name = dialog.findChild<QLineEdit *>(u"name"_s);
        value->setFocus();
        QTRY_VERIFY(value->hasFocus());
        QTest::keyClick(value, Qt::Key_Tab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_COMPARE(dialog.editor()->errorShownFor(u"value"_s), u"Value: fill this in."_s);

        // And when the focus goes back up the form, by mouse.
        EditorDialog again(m_fixture->client, new SecretEditor, Operation::Create, {});
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        again.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&again));
        value = again.findChild<QLineEdit *>(u"value"_s);
        name = again.findChild<QLineEdit *>(u"name"_s);
        value->setFocus();
        QTRY_VERIFY(value->hasFocus());
        QTest::mouseClick(name, Qt::LeftButton);
        QTRY_VERIFY(name->hasFocus());
        QTRY_COMPARE(again.editor()->errorShownFor(u"value"_s), u"Value: fill this in."_s);
    }

    // The fields the service requires carry " *" after their label, which a
    // legend explains, and screen readers hear "Required."; rotating the value
    // on update is optional, and so not marked.
    void requiredFieldsAreMarked()
    {
        auto label = [](EditorDialog &dialog, const QString &field) {
            for (QLabel *caption : dialog.findChildren<QLabel *>()) {
                if (caption->buddy() == dialog.findChild<QWidget *>(field))
                    return caption->text();
            }
            return QString();
        };
        EditorDialog create(m_fixture->client, new SecretEditor, Operation::Create, {});
        create.show();
        QVERIFY(QTest::qWaitForWindowExposed(&create));
        QCOMPARE(label(create, u"name"_s), u"&Name *"_s);
        QCOMPARE(label(create, u"value"_s), u"&Value *"_s);
        QCOMPARE(label(create, u"description"_s), u"&Description"_s);
        QCOMPARE(label(create, u"provider"_s), u"&Provider"_s);
        auto *legend = create.findChild<QLabel *>(u"requiredLegend"_s);
        QVERIFY(legend->isVisible());
        QCOMPARE(legend->text(), u"* required"_s);
        QCOMPARE(create.findChild<QWidget *>(u"name"_s)->accessibleDescription(), u"Required."_s);
        QVERIFY(create.findChild<QWidget *>(u"description"_s)->accessibleDescription().isEmpty());
        // The accessible name is the label's words, without the marker.
        QCOMPARE(create.findChild<QWidget *>(u"name"_s)->accessibleName(), u"Name"_s);

        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Secret, storedSecret());
        auto update = openUpdate(record);
        QVERIFY(update);
        QCOMPARE(label(*update, u"name"_s), u"&Name *"_s);
        QCOMPARE(label(*update, u"value"_s), u"&New value"_s);
        QVERIFY(update->findChild<QWidget *>(u"value"_s)->accessibleDescription().isEmpty());
    }

    void valueIsNeverLoaded()
    {
        // Neither a (misbehaving) answer that carries a value, nor a duplicate,
        // puts one into the form.
        SecretEditor duplicate;
        duplicate.setObject(storedSecret());
        QVERIFY(duplicate.findChild<QLineEdit *>(u"value"_s)->text().isEmpty());
        QVERIFY(!duplicate.body().contains(u"value"_s));
        QCOMPARE(duplicate.body().value(u"name"_s).toString(), u"Weather key"_s);
        duplicate.validate();
        QVERIFY(!duplicate.errorShownFor(u"value"_s).isEmpty());
        QVERIFY(duplicate.errorShownFor(u"name"_s).isEmpty());
    }

    void teamIdFollowsTheScope()
    {
        SecretEditor editor;
        editor.setObject({});
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *scope = editor.findChild<QComboBox *>(u"scope"_s);
        auto *teamId = editor.findChild<QLineEdit *>(u"teamId"_s);
        QVERIFY(!teamId->isVisible());
        QTest::keyClicks(editor.findChild<QLineEdit *>(u"name"_s), u"k"_s);
        QCOMPARE(editor.body().value(u"scope"_s).toString(), u"user"_s);
        QVERIFY(!editor.body().contains(u"teamId"_s));

        scope->setFocus();
        QTest::keyClick(scope, Qt::Key_Down);
        QVERIFY(teamId->isVisible());
        QVERIFY(teamId->isEnabled());
        QTest::keyClicks(teamId, m_fixture->admin().teamId);
        QCOMPARE(editor.body().value(u"scope"_s).toString(), u"team"_s);
        QCOMPARE(editor.body().value(u"teamId"_s).toString(), m_fixture->admin().teamId);
        // A team secret without its team is refused at the team id.
        editortest::retype(teamId, QString());
        const QList<baton::FieldError> errors = editor.validate();
        QVERIFY(std::any_of(errors.cbegin(), errors.cend(),
                            [](const baton::FieldError &e) { return e.field == u"teamId"_s; }));
        QVERIFY(!editor.errorShownFor(u"teamId"_s).isEmpty());

        QTest::keyClick(scope, Qt::Key_Up);
        QVERIFY(!teamId->isVisible());
        QVERIFY(!editor.body().contains(u"teamId"_s));
    }

    void updateLocksScopeAndOffersRotation()
    {
        QJsonObject teamSecret = storedSecret();
        teamSecret.insert(u"scope"_s, u"team"_s);
        teamSecret.insert(u"teamId"_s, m_fixture->admin().teamId);
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Secret, teamSecret);
        SecretEditor editor;
        editor.setOperation(Operation::Update);
        editor.setObject(record.object);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));

        QVERIFY(!editor.findChild<QComboBox *>(u"scope"_s)->isEnabled());
        auto *teamId = editor.findChild<QLineEdit *>(u"teamId"_s);
        QVERIFY(teamId->isVisible());
        QVERIFY(!teamId->isEnabled());
        QCOMPARE(teamId->text(), m_fixture->admin().teamId);
        QVERIFY(editor.findChild<QLineEdit *>(u"name"_s)->isEnabled());
        QCOMPARE(editor.findChild<QGroupBox *>(u"valueGroup"_s)->title(), u"Rotate value"_s);
        auto *value = editor.findChild<QLineEdit *>(u"value"_s);
        QVERIFY(value->isEnabled());
        QVERIFY(value->text().isEmpty());
        QVERIFY(value->placeholderText().contains(u"Leave empty"_s));
        QVERIFY(!editor.isModified());
        QVERIFY(editor.body().isEmpty());
        QVERIFY(editor.validate().isEmpty());
    }

    void rotatingOnUpdateSendsTheValue()
    {
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Secret, storedSecret());
        const QString id = record.id;
        auto dialog = openUpdate(record);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"value"_s), u"rotated-value"_s);
        QCOMPARE(dialog->editor()->body(), (QJsonObject {{u"value"_s, u"rotated-value"_s}}));
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());

        const QJsonObject sent = jsonOf(m_fixture->entries("PATCH").constLast().requestBody);
        QCOMPARE(sent, (QJsonObject {{u"value"_s, RequestLog::SecretValueMask}}));
        const baton::sandbox::Record *stored = m_fixture->store().find(ResourceKind::Id::Secret, id);
        QCOMPARE(stored->secretValue, u"rotated-value"_s);
        QVERIFY(!saved.at(0).at(0).toJsonObject().contains(u"value"_s));
    }

    // A new value typed: the tools and custom models using the secret are named
    // before saving; none while the value is left as it is.
    void rotationNamesTheUsers()
    {
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Secret, storedSecret());
        m_fixture->create(
            ResourceKind::Id::Tool,
            {{u"name"_s, u"Send mail"_s},
             {u"description"_s, u"Sends a mail"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:1/mail"_s},
             {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, record.id}}}}});
        m_fixture->create(ResourceKind::Id::CustomModel,
                          {{u"name"_s, u"Writer"_s},
                           {u"llmModelName"_s, u"gpt-4o-mini"_s},
                           {u"credentialMode"_s, u"byok"_s},
                           {u"byokSecretId"_s, record.id}});
        baton::NameBook names(m_fixture->client);
        names.load();
        QVERIFY(QTest::qWaitFor([&names] { return !names.isLoading(); }, 10000));
        auto *editor = new SecretEditor;
        editor->setNames(names);
        EditorDialog dialog(m_fixture->client, editor, Operation::Update, record.object);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *users = dialog.findChild<QLabel *>(u"secretUsers"_s);
        QVERIFY(!users->isVisible());
        auto *value = dialog.findChild<QLineEdit *>(u"value"_s);
        QTest::keyClicks(value, u"rotated"_s);
        QVERIFY(users->isVisible());
        QCOMPARE(users->text(),
                 u"Used by: Tool “Send mail” (header X-Api-Key), Custom model “Writer” (BYOK). "
                 "They will use the new value from the next request."_s);
        editortest::retype(value, QString());
        QVERIFY(!users->isVisible());
    }

    // The tools list answered with a proxy's sign-in page (200 text/html):
    // the rotation note says the tools could not be read and what came back,
    // never that nothing uses the secret.
    void rotationSaysTheToolsCouldNotBeRead()
    {
        baton::test::LoopbackServer server;
        QVERIFY(server.port() != 0);
        badtools::serve(server, badtools::Answer::SignInPage);
        m_fixture->client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-loop"_s);
        baton::NameBook names(m_fixture->client);
        names.load();
        QVERIFY(QTest::qWaitFor([&names] { return !names.isLoading(); }, 10000));
        auto *editor = new SecretEditor;
        editor->setNames(names);
        EditorDialog dialog(m_fixture->client, editor, Operation::Update, badtools::secret());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClicks(dialog.findChild<QLineEdit *>(u"value"_s), u"rotated"_s);
        auto *users = dialog.findChild<QLabel *>(u"secretUsers"_s);
        QVERIFY(users->isVisible());
        const QString text = users->text();
        QVERIFY2(text.startsWith(u"The tools could not be read: "_s), qPrintable(text));
        QVERIFY2(text.contains(u"begins: “Please sign in”"_s), qPrintable(text));
        QVERIFY2(text.contains(u"req_proxy"_s), qPrintable(text));
        QVERIFY2(text.endsWith(u"other objects may use it too."_s), qPrintable(text));
    }

    // A secret used by many tools names ten and counts the others.
    void rotationCountsManyUsers()
    {
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Secret, storedSecret());
        for (int i = 0; i < 14; ++i)
            m_fixture->create(
                ResourceKind::Id::Tool,
                {{u"name"_s, u"tool_%1"_s.arg(i, 2, 10, QChar(u'0'))},
                 {u"description"_s, u"d"_s},
                 {u"method"_s, u"POST"_s},
                 {u"urlTemplate"_s, u"http://127.0.0.1:1/t"_s},
                 {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Key"_s}, {u"secretId"_s, record.id}}}}});
        baton::NameBook names(m_fixture->client);
        names.load();
        QVERIFY(QTest::qWaitFor([&names] { return !names.isLoading(); }, 10000));
        auto *editor = new SecretEditor;
        editor->setNames(names);
        EditorDialog dialog(m_fixture->client, editor, Operation::Update, record.object);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClicks(dialog.findChild<QLineEdit *>(u"value"_s), u"rotated"_s);
        const QString text = dialog.findChild<QLabel *>(u"secretUsers"_s)->text();
        QVERIFY2(text.contains(u"Tool “tool_09” (header X-Key), and 4 more."_s), qPrintable(text));
        QVERIFY(!text.contains(u"tool_10"_s));
    }

    // The team is chosen by its label among the teams seen; its id is sent.
    void teamIsChosenByLabel()
    {
        const QString team = m_fixture->admin().teamId;
        QJsonObject teamSecret = storedSecret();
        teamSecret.insert(u"scope"_s, u"team"_s);
        teamSecret.insert(u"teamId"_s, team);
        m_fixture->create(ResourceKind::Id::Secret, teamSecret);
        baton::NameBook names(m_fixture->client);
        names.setTeamLabels({{team, u"Support"_s}});
        names.load();
        QVERIFY(QTest::qWaitFor([&names] { return !names.isLoading(); }, 10000));
        SecretEditor editor;
        editor.setNames(names);
        editor.setObject({});
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *scope = editor.findChild<QComboBox *>(u"scope"_s);
        scope->setFocus();
        QTest::keyClick(scope, Qt::Key_Down);
        auto *picker = editor.findChild<baton::TeamPicker *>(u"teamId"_s);
        QVERIFY(picker->isVisible());
        QCOMPARE(picker->itemText(0), u"Support"_s);
        QCOMPARE(picker->itemData(0, Qt::ToolTipRole).toString(), team);
        QVERIFY(picker->currentText().isEmpty());
        picker->setFocus();
        QTest::keyClick(picker, Qt::Key_Down);
        QCOMPARE(picker->currentText(), u"Support"_s);
        QCOMPARE(editor.body().value(u"teamId"_s).toString(), team);
        // The label typed whole stands for the team as well.
        editortest::retype(picker->lineEdit(), u"support"_s);
        QCOMPARE(editor.body().value(u"teamId"_s).toString(), team);
    }

    void leavingTheValueEmptyKeepsIt()
    {
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Secret, storedSecret());
        const QString id = record.id;
        auto dialog = openUpdate(record);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        editortest::retype(dialog->findChild<QLineEdit *>(u"name"_s), u"Renamed key"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());

        const QJsonObject sent = jsonOf(m_fixture->entries("PATCH").constLast().requestBody);
        QCOMPARE(sent, (QJsonObject {{u"name"_s, u"Renamed key"_s}}));
        const baton::sandbox::Record *stored = m_fixture->store().find(ResourceKind::Id::Secret, id);
        QCOMPARE(stored->secretValue, u"original-value"_s);
        QCOMPARE(stored->object.value(u"name"_s).toString(), u"Renamed key"_s);
    }
};

QTEST_MAIN(TestSecretEditor)
#include "tst_secreteditor.moc"

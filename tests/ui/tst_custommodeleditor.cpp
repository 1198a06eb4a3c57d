#include "ModelEditorSandbox.h"
#include "core/models/ResourceListModel.h"
#include "ui/editors/CustomModelEditor.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/EditorFactory.h"
#include "ui/widgets/BaseModelCombo.h"
#include "ui/widgets/CountedTextEdit.h"
#include "ui/widgets/ObjectPicker.h"
#include "ui/widgets/StatusColors.h"
#include "ui/widgets/TagEditor.h"
#include "ui/widgets/TeamIdsEditor.h"

#include <QApplication>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::CountedTextEdit;
using baton::CustomModelEditor;
using baton::EditorDialog;
using baton::ObjectPicker;
using baton::Operation;
using baton::ResourceKind;

// CustomModelEditor in an EditorDialog against an in-process sandbox with its
// demo objects: the live instruction count, BYOK and its secret, create and
// update through the API, and errors at their fields.
class tst_CustomModelEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ModelEditorSandbox> m_sandbox;
    std::unique_ptr<EditorDialog> m_dialog;

    const ResourceKind &kind() const { return ResourceKind::get(ResourceKind::Id::CustomModel); }

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

    void fillRequired(const QString &name, const QString &model)
    {
        QTest::keyClicks(field<QLineEdit>(u"name"_s), name);
        QTest::keyClicks(field<baton::BaseModelCombo>(u"llmModelName"_s)->lineEdit(), model);
    }

    QJsonObject saveAndWait()
    {
        QSignalSpy saved(m_dialog.get(), &EditorDialog::saved);
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
        if (!saved.wait(20000))
            return {};
        return saved.takeFirst().at(0).toJsonObject();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<ModelEditorSandbox>();
        QVERIFY(m_sandbox->start());
    }

    void cleanup() { m_dialog.reset(); }

    void factoryGivesTheCustomModelForm()
    {
        std::unique_ptr<baton::ResourceEditor> editor(baton::createEditor(*m_sandbox->client, kind()));
        QVERIFY(qobject_cast<CustomModelEditor *>(editor.get()));
    }

    void instructionCountFollowsTyping()
    {
        QVERIFY(openDialog(Operation::Create));
        auto *instruction = field<CountedTextEdit>(u"defaultSystemInstruction"_s);
        QVERIFY(instruction);
        QCOMPARE(instruction->maximum(), qint64(20000));
        QLabel *counter = instruction->findChild<QLabel *>(u"characterCount"_s);
        // "n / 20,000" as the locale writes numbers (the C locale of the tests groups with commas).
        const auto shows
            = [](qint64 n) -> QString { return QLocale().toString(n) + u" / "_s + QLocale().toString(20000); };
        QCOMPARE(counter->text(), shows(0));

        QTest::keyClicks(instruction->editor(), u"Be brief."_s);
        QCOMPARE(counter->text(), shows(9));

        // Code points, not UTF-16 units: an emoji counts once.
        instruction->editor()->setPlainText(QString(19998, u'a') + u"😀"_s);
        QCOMPARE(counter->text(), shows(19999));
        QCOMPARE(instruction->count(), 19999);
        instruction->editor()->moveCursor(QTextCursor::End);
        QTest::keyClick(instruction->editor(), Qt::Key_B);
        QCOMPARE(counter->text(), shows(20000));
        QVERIFY(!instruction->isOverLimit());
        QVERIFY(counter->styleSheet().isEmpty());
        QVERIFY(m_dialog->editor()->errorShownFor(u"defaultSystemInstruction"_s).isEmpty());

        QTest::keyClick(instruction->editor(), Qt::Key_C);
        QCOMPARE(counter->text(), shows(20001));
        QVERIFY(instruction->isOverLimit());
        QVERIFY(counter->styleSheet().contains(
            baton::statusColor(baton::Status::Error, QApplication::palette(counter)).name()));
        // The form says so at the field once it is left, then follows the typing.
        QVERIFY(m_dialog->editor()->errorShownFor(u"defaultSystemInstruction"_s).isEmpty());
        instruction->editor()->setFocus();
        field<QWidget>(u"category"_s)->setFocus();
        QVERIFY(m_dialog->editor()->errorShownFor(u"defaultSystemInstruction"_s).contains(u"20000"_s));

        instruction->editor()->setFocus();
        QTest::keyClick(instruction->editor(), Qt::Key_Backspace);
        QCOMPARE(counter->text(), shows(20000));
        QVERIFY(counter->styleSheet().isEmpty());
        QVERIFY(m_dialog->editor()->errorShownFor(u"defaultSystemInstruction"_s).isEmpty());
    }

    void byokRequiresASecret()
    {
        QVERIFY(openDialog(Operation::Create));
        fillRequired(u"Keyed model"_s, u"gpt-4o"_s);
        auto *secret = field<ObjectPicker>(u"byokSecretId"_s);
        QVERIFY(!secret->isEnabled());

        QTest::mouseClick(field<QRadioButton>(u"credentialByok"_s), Qt::LeftButton);
        QVERIFY(secret->isEnabled());
        const qsizetype before = m_sandbox->log.count();
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
        QCOMPARE(m_sandbox->log.count(), before); // nothing sent
        QVERIFY(m_dialog->isVisible());
        const QString error = m_dialog->editor()->errorShownFor(u"byokSecretId"_s);
        QVERIFY2(!error.isEmpty(), "the error is at the secret picker");
        QVERIFY(m_dialog->editor()->findChild<QLabel *>(u"error_byokSecretId"_s)->isVisible());
        QVERIFY(m_dialog->editor()->errorShownFor(u"credentialMode"_s).isEmpty());

        // Back to the application's credentials: no secret needed, the picker is off.
        QTest::mouseClick(field<QRadioButton>(u"credentialApp"_s), Qt::LeftButton);
        QVERIFY(!secret->isEnabled());
        QVERIFY(m_dialog->editor()->errorShownFor(u"byokSecretId"_s).isEmpty());
        QVERIFY(!m_dialog->editor()->body().contains(u"byokSecretId"_s));
    }

    void byokSecretPickedFromTheSandbox()
    {
        const QString secretId = m_sandbox->idOf(u"/v1/secrets"_s, u"Model provider key"_s);
        QVERIFY(!secretId.isEmpty());
        QVERIFY(openDialog(Operation::Create));
        fillRequired(u"My keyed model"_s, u"claude-3-5-sonnet"_s);
        QTest::mouseClick(field<QRadioButton>(u"credentialByok"_s), Qt::LeftButton);
        auto *secret = field<ObjectPicker>(u"byokSecretId"_s);
        QVERIFY(ModelEditorSandbox::pickFromPopup(secret, u"Model provider key"_s));
        QCOMPARE(secret->currentId(), secretId);
        QVERIFY(m_dialog->editor()->errorShownFor(u"byokSecretId"_s).isEmpty());

        const QJsonObject saved = saveAndWait();
        QVERIFY(!saved.isEmpty());
        const QJsonObject read = m_sandbox->read(kind().itemPath(saved.value(u"id"_s).toString()));
        QCOMPARE(read.value(u"credentialMode"_s).toString(), u"byok"_s);
        QCOMPARE(read.value(u"byokSecretId"_s).toString(), secretId);
        QCOMPARE(read.value(u"llmModelName"_s).toString(), u"claude-3-5-sonnet"_s);
    }

    void createAndReadBack()
    {
        const QString team = m_sandbox->server->token(u"admin"_s)->teamId;
        QVERIFY(openDialog(Operation::Create));
        fillRequired(u"Contract reviewer"_s, u"mistral-large"_s);
        QTest::keyClicks(field<CountedTextEdit>(u"description"_s)->editor(), u"Reads contracts."_s);
        QTest::keyClicks(field<QLineEdit>(u"category"_s), u"legal"_s);
        QTest::keyClicks(field<baton::TagEditor>(u"tags"_s), u"contracts, review"_s);
        QTest::keyClicks(field<CountedTextEdit>(u"defaultSystemInstruction"_s)->editor(), u"Flag risky clauses."_s);
        QTest::mouseClick(field<QCheckBox>(u"isPublic"_s), Qt::LeftButton);
        auto *teams = field<baton::TeamIdsEditor>(u"teamIds"_s);
        QTest::keyClicks(teams->findChild<QLineEdit *>(u"teamIdEntry"_s), team);
        QTest::mouseClick(teams->findChild<QPushButton *>(u"addTeamId"_s), Qt::LeftButton);
        QCOMPARE(teams->teamIds(), QStringList {team});

        const QJsonObject saved = saveAndWait();
        QVERIFY(!saved.isEmpty());
        QVERIFY(!m_dialog->isVisible());
        const QJsonObject read = m_sandbox->read(kind().itemPath(saved.value(u"id"_s).toString()));
        QCOMPARE(read.value(u"name"_s).toString(), u"Contract reviewer"_s);
        QCOMPARE(read.value(u"llmModelName"_s).toString(), u"mistral-large"_s);
        QCOMPARE(read.value(u"description"_s).toString(), u"Reads contracts."_s);
        QCOMPARE(read.value(u"category"_s).toString(), u"legal"_s);
        QCOMPARE(read.value(u"tags"_s).toArray(), (QJsonArray {u"contracts"_s, u"review"_s}));
        QCOMPARE(read.value(u"defaultSystemInstruction"_s).toString(), u"Flag risky clauses."_s);
        QCOMPARE(read.value(u"isPublic"_s).toBool(), true);
        QCOMPARE(read.value(u"teamIds"_s).toArray(), QJsonArray {team});
        QCOMPARE(read.value(u"credentialMode"_s).toString(), u"app"_s);
    }

    void updateSendsOnlyChangedFields()
    {
        const QString id = m_sandbox->idOf(kind().collectionPath, u"Research assistant"_s);
        const QJsonObject before = m_sandbox->read(kind().itemPath(id));
        QVERIFY(!before.isEmpty());
        QVERIFY(openDialog(Operation::Update, before));
        // The stored BYOK secret shows in its picker once the list is read.
        auto *secret = field<ObjectPicker>(u"byokSecretId"_s);
        QTRY_COMPARE_WITH_TIMEOUT(secret->currentText(), u"Model provider key"_s, 20000);
        QVERIFY(!m_dialog->editor()->isModified());

        QLineEdit *category = field<QLineEdit>(u"category"_s);
        category->selectAll();
        QTest::keyClicks(category, u"science"_s);
        QVERIFY(m_dialog->editor()->isModified());

        const QJsonObject saved = saveAndWait();
        QCOMPARE(saved.value(u"category"_s).toString(), u"science"_s);
        const baton::RequestLog::Entry *patch = m_sandbox->lastRequest("PATCH", kind().itemPath(id));
        QVERIFY(patch);
        QCOMPARE(QJsonDocument::fromJson(patch->requestBody).object(), (QJsonObject {{u"category"_s, u"science"_s}}));

        const QJsonObject after = m_sandbox->read(kind().itemPath(id));
        QCOMPARE(after.value(u"category"_s).toString(), u"science"_s);
        for (const QString &unchanged : {u"name"_s, u"llmModelName"_s, u"defaultSystemInstruction"_s,
                                         u"credentialMode"_s, u"byokSecretId"_s, u"teamIds"_s, u"tags"_s})
            QCOMPARE(after.value(unchanged), before.value(unchanged));
    }

    void switchingToAppKeepsTheStoredSecretId()
    {
        const QString id = m_sandbox->idOf(kind().collectionPath, u"Research assistant"_s);
        QVERIFY(openDialog(Operation::Update, m_sandbox->read(kind().itemPath(id))));
        QTest::mouseClick(field<QRadioButton>(u"credentialApp"_s), Qt::LeftButton);
        QCOMPARE(m_dialog->editor()->body(), (QJsonObject {{u"credentialMode"_s, u"app"_s}}));
        QVERIFY(m_dialog->editor()->validate().isEmpty());
    }

    void longTagIsShownAtTheTagsRow()
    {
        QVERIFY(openDialog(Operation::Create));
        fillRequired(u"Tagged"_s, u"gpt-4o"_s);
        QTest::keyClicks(field<baton::TagEditor>(u"tags"_s), u"ok, "_s + QString(65, u'x'));
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
        const QString error = m_dialog->editor()->errorShownFor(u"tags"_s);
        QVERIFY2(error.startsWith(u"Tag 2: "_s), qPrintable(error));
        QVERIFY(error.contains(u"64"_s));
    }

    void typedTeamIdMustBeAdded()
    {
        QVERIFY(openDialog(Operation::Create));
        fillRequired(u"Teamed"_s, u"gpt-4o"_s);
        auto *teams = field<baton::TeamIdsEditor>(u"teamIds"_s);
        auto *add = teams->findChild<QPushButton *>(u"addTeamId"_s);
        QTest::keyClicks(teams->findChild<QLineEdit *>(u"teamIdEntry"_s), u"not-a-uuid"_s);
        QVERIFY(!add->isEnabled());
        const qsizetype before = m_sandbox->log.count();
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
        QCOMPARE(m_sandbox->log.count(), before);
        QVERIFY(!m_dialog->editor()->errorShownFor(u"teamIds"_s).isEmpty());
    }

    void serverErrorLandsAtItsField()
    {
        // A well-formed UUID of no secret: only the service can tell.
        QVERIFY(openDialog(Operation::Create));
        fillRequired(u"Unknown key"_s, u"gpt-4o"_s);
        QTest::mouseClick(field<QRadioButton>(u"credentialByok"_s), Qt::LeftButton);
        QTest::keyClicks(field<ObjectPicker>(u"byokSecretId"_s)->lineEdit(), u"00000000-0000-4000-8000-000000000000"_s);
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_dialog->editor()->errorShownFor(u"byokSecretId"_s).isEmpty(), 20000);
        QVERIFY(m_dialog->isVisible());
        QCOMPARE(field<QLineEdit>(u"name"_s)->text(), u"Unknown key"_s);
    }
};

QTEST_MAIN(tst_CustomModelEditor)
#include "tst_custommodeleditor.moc"

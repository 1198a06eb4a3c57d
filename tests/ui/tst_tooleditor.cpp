#include "EditorFixture.h"
#include "core/models/ResourceListModel.h"
#include "ui/editors/ToolEditor.h"
#include "ui/widgets/AuthFieldsEditor.h"
#include "ui/widgets/JsonEditor.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/ObjectPicker.h"
#include "ui/widgets/ScopeListEditor.h"
#include "ui/widgets/StringMapEditor.h"
#include "ui/widgets/TagEditor.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTextBlock>
#include <QUuid>

using namespace Qt::StringLiterals;
using baton::EditorDialog;
using baton::ObjectPicker;
using baton::Operation;
using baton::ResourceKind;
using baton::StringMapEditor;
using baton::ToolEditor;
using editortest::Fixture;
using editortest::jsonOf;
using editortest::saveButton;

class TestToolEditor : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;
    QString m_weatherKey;
    QString m_ticketKey;

    std::unique_ptr<EditorDialog> open(Operation operation, const QJsonObject &object = {})
    {
        auto dialog
            = std::make_unique<EditorDialog>(m_fixture->client, new ToolEditor(m_fixture->client), operation, object);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            return nullptr;
        return dialog;
    }

    template<typename T> static T *field(QWidget &parent, const QString &name) { return parent.findChild<T *>(name); }

    // A new tool's form, filled, whose Authorization header went to a new
    // secret by Move to a secret… (its id in `secretId`); null when a step
    // did not come.
    std::unique_ptr<EditorDialog> formWithAMovedSecret(QString *secretId)
    {
        auto dialog = open(Operation::Create);
        if (!dialog)
            return nullptr;
        fillRequired(*dialog);
        const QList<baton::RequestLog::Entry> before = m_fixture->entries("POST");
        if (!editortest::moveAuthorizationToASecret(*dialog))
            return nullptr;
        const QList<baton::RequestLog::Entry> posts = m_fixture->entries("POST");
        if (posts.size() != before.size() + 1)
            return nullptr;
        *secretId = editortest::idCreatedBy(posts.constLast());
        if (!m_fixture->store().find(ResourceKind::Id::Secret, *secretId))
            return nullptr;
        return dialog;
    }

    // Fills the required fields with a valid tool whose URL uses {id}.
    static void fillRequired(QWidget &dialog)
    {
        QTest::keyClicks(field<QLineEdit>(dialog, u"name"_s), u"close_ticket"_s);
        QTest::keyClicks(field<QPlainTextEdit>(dialog, u"description"_s), u"Closes a ticket"_s);
        QTest::keyClicks(field<QLineEdit>(dialog, u"urlTemplate"_s), u"http://127.0.0.1:1/tickets/{id}"_s);
        QTest::keyClicks(field<QPlainTextEdit>(dialog, u"argsSchema"_s),
                         u"{\"type\": \"object\", \"properties\": {\"id\": {\"type\": \"string\"}}}"_s);
    }

    // Picks the secret with this name in an auth field's picker, with the mouse, from its popup.
    static bool pickSecret(ObjectPicker *picker, const QString &name)
    {
        // The arrow opens the popup; a click on the text would only edit it.
        QStyleOptionComboBox option;
        option.initFrom(picker);
        option.editable = true;
        const QRect arrow
            = picker->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxArrow, picker);
        QTest::mouseClick(picker, Qt::LeftButton, {}, arrow.center());
        QAbstractItemView *view = picker->view();
        if (!QTest::qWaitFor([&] { return view->isVisible() && picker->count() >= 2; }))
            return false;
        const int row = picker->findText(name);
        if (row < 0)
            return false;
        const QRect rect = view->visualRect(view->model()->index(row, picker->modelColumn()));
        // As a hand would, move to the item before clicking it: a release right
        // where the popup was opened is not taken as a choice.
        QTest::mouseMove(view->viewport(), rect.center());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        return QTest::qWaitFor([&] { return !view->isVisible(); }) && picker->currentText() == name;
    }

    static QJsonObject storedTool()
    {
        return {{u"name"_s, u"create_ticket"_s},
                {u"description"_s, u"Opens a ticket"_s},
                {u"method"_s, u"PUT"_s},
                {u"urlTemplate"_s, u"http://127.0.0.1:1/tickets"_s},
                {u"needUserValidation"_s, false},
                {u"timeoutMs"_s, 3000},
                {u"scopes"_s, QJsonArray {}},
                {u"tags"_s, QJsonArray {u"support"_s}},
                {u"version"_s, u"2"_s}};
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<Fixture>();
        m_weatherKey
            = m_fixture
                  ->create(ResourceKind::Id::Secret,
                           {{u"name"_s, u"Weather key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"w-value"_s}})
                  .id;
        m_ticketKey = m_fixture
                          ->create(ResourceKind::Id::Secret,
                                   {{u"name"_s, u"Ticket key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"t-value"_s}})
                          .id;
    }
    void cleanup() { m_fixture.reset(); }

    void placeholdersOfTheUrl()
    {
        QCOMPARE(ToolEditor::placeholders(u"https://x/{a}/items/{b}?q={a}"_s), (QStringList {u"a"_s, u"b"_s}));
        QCOMPARE(ToolEditor::placeholders(u"https://x/plain"_s), QStringList());
    }

    void placeholdersMustBeSchemaProperties()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"t"_s);
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"d"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"urlTemplate"_s), u"http://127.0.0.1:1/{team}/tickets/{id}"_s);
        auto *schema = field<QPlainTextEdit>(*dialog, u"argsSchema"_s);
        QTest::keyClicks(schema, u"{\"type\": \"object\", \"properties\": {\"id\": {\"type\": \"string\"}}}"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        const QString error = dialog->editor()->errorShownFor(u"urlTemplate"_s);
        QVERIFY2(error.contains(u"{team}"_s), qPrintable(error));
        QVERIFY(!error.contains(u"{id}"_s));
        QVERIFY(dialog->editor()->errorShownFor(u"argsSchema"_s).isEmpty());
        QCOMPARE(m_fixture->log.count(), 0);

        editortest::retype(schema, u"{\"properties\": {\"id\": {}, \"team\": {}}}"_s);
        QVERIFY(dialog->editor()->errorShownFor(u"urlTemplate"_s).isEmpty());
    }

    void schemaSyntaxErrorsSayWhere()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        fillRequired(*dialog);
        // Line 4 holds a property without its value: the parser stops on the
        // "}" in column 11 and reports the position just after it.
        editortest::retype(field<QPlainTextEdit>(*dialog, u"argsSchema"_s),
                           u"{\n  \"type\": \"object\",\n  \"properties\": {\n    \"id\": }\n}"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        const QString error = dialog->editor()->errorShownFor(u"argsSchema"_s);
        QVERIFY2(error.startsWith(u"Arguments schema: Line 4, column 12: "_s), qPrintable(error));
        QCOMPARE(m_fixture->log.count(), 0);

        // The editor marks the place: the "}" the parser stopped after, its line tinted.
        auto *schema = field<baton::JsonEditor>(*dialog, u"argsSchema"_s);
        const QList<QTextEdit::ExtraSelection> marks = schema->extraSelections();
        QCOMPARE(marks.size(), 2);
        for (const QTextEdit::ExtraSelection &mark : marks)
            QCOMPARE(mark.cursor.block().blockNumber() + 1, 4);
        QVERIFY(marks.at(0).format.property(QTextFormat::FullWidthSelection).toBool());
        QVERIFY(!marks.at(0).cursor.hasSelection());
        const QTextCursor character = marks.at(1).cursor;
        QCOMPARE(character.selectedText(), u"}"_s);
        QCOMPARE(character.selectionStart() - character.block().position() + 1, 11);
        QCOMPARE(marks.at(1).format.underlineStyle(), QTextCharFormat::WaveUnderline);
        // Mended, the mark goes.
        editortest::retype(schema, u"{\n  \"type\": \"object\",\n  \"properties\": {\n    \"id\": {}\n  }\n}"_s);
        QVERIFY(schema->extraSelections().isEmpty());
    }

    // A credential typed into the static headers is refused at the field,
    // with nothing sent; "Move to a secret…" keeps the value in a new secret,
    // takes the header out and adds an auth field that sends that secret in
    // the same header; the tool then saves.
    void credentialHeaderMovesToASecretAndAnAuthField()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        fillRequired(*dialog);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerName_0"_s), u"Accept"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_0"_s), u"application/json"_s);
        auto *warning = field<QWidget>(*dialog, u"secretHeaderWarning"_s);
        QVERIFY(!warning->isVisible());

        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        auto *name = field<QLineEdit>(*dialog, u"headerName_1"_s);
        QVERIFY(name->hasFocus());
        QTest::keyClicks(name, u"Authorization"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_1"_s), u"Bearer abc123"_s);
        QVERIFY(warning->isVisible());
        auto *advice = field<QLabel>(*dialog, u"secretHeaderWarningText"_s);
        QVERIFY(advice->isVisible());
        const qsizetype listed = m_fixture->log.count(); // the secrets' lists the pickers read
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        const baton::ResourceEditor &editor = *dialog->editor();
        QCOMPARE(editor.errorShownFor(u"staticHeadersNonSecret"_s),
                 u"Headers: Authorization looks like a credential: keep it in a secret."_s);
        // The error says it once: the advice gives way, the button stays.
        QVERIFY(!advice->isVisible());
        QVERIFY(field<QPushButton>(*dialog, u"moveToSecretButton"_s)->isVisible());
        QVERIFY(dialog->isVisible());
        QCOMPARE(field<QLineEdit>(*dialog, u"headerValue_1"_s)->text(), u"Bearer abc123"_s);
        QCOMPARE(m_fixture->log.count(), listed);
        QVERIFY(m_fixture->entries("POST").isEmpty());

        QTest::mouseClick(field<QPushButton>(*dialog, u"moveToSecretButton"_s), Qt::LeftButton);
        QDialog *move = nullptr;
        QTRY_VERIFY((move = dialog->findChild<QDialog *>(u"moveToSecretDialog"_s)) && move->isVisible());
        auto *secretName = field<QLineEdit>(*move, u"secretName"_s);
        QCOMPARE(secretName->text(), u"close_ticket Authorization"_s);
        editortest::retype(secretName, u"Ticket API bearer"_s);
        QTest::mouseClick(field<QPushButton>(*move, u"createSecretButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!dialog->findChild<QDialog *>(u"moveToSecretDialog"_s));

        const QList<baton::RequestLog::Entry> posts = m_fixture->entries("POST");
        QCOMPARE(posts.size(), 1);
        QJsonObject answer = jsonOf(posts.constFirst().responseExcerpt);
        if (answer.value(u"data"_s).isObject())
            answer = answer.value(u"data"_s).toObject();
        const QString secretId = answer.value(u"id"_s).toString();
        QCOMPARE(m_fixture->store().secretValue(secretId).value_or(QString()), u"Bearer abc123"_s);
        QVERIFY(!m_fixture->logHolds("abc123"));

        QVERIFY(!warning->isVisible());
        QCOMPARE(field<StringMapEditor>(*dialog, u"staticHeadersNonSecret"_s)->rowCount(), 1);
        QCOMPARE(field<QLineEdit>(*dialog, u"headerName_0"_s)->text(), u"Accept"_s);
        QCOMPARE(field<QLineEdit>(*dialog, u"authFieldKey_0"_s)->text(), u"Authorization"_s);
        auto *picker = field<ObjectPicker>(*dialog, u"authFieldSecret_0"_s);
        QCOMPARE(picker->currentId(), secretId);
        // By its name once the list is read.
        QTRY_COMPARE(picker->currentText(), u"Ticket API bearer"_s);
        QVERIFY(editor.errorShownFor(u"staticHeadersNonSecret"_s).isEmpty());
        QVERIFY(field<QLabel>(*dialog, u"movedToSecretNote"_s)->text().contains(u"“Ticket API bearer”"_s));

        const int asked = baton::MessageBox::questionsAsked();
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        // Saved, the tool uses the secret: nothing asked, nothing deleted.
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(baton::MessageBox::questionsAsked(), asked);
        QVERIFY(m_fixture->entries("DELETE").isEmpty());
        const QString id = saved.at(0).at(0).toJsonObject().value(u"id"_s).toString();
        const QJsonObject tool = m_fixture->store().find(ResourceKind::Id::Tool, id)->object;
        QCOMPARE(tool.value(u"staticHeadersNonSecret"_s).toObject(),
                 (QJsonObject {{u"Accept"_s, u"application/json"_s}}));
        QCOMPARE(tool.value(u"authFields"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"key"_s, u"Authorization"_s}, {u"secretId"_s, secretId}}}));
        QVERIFY(!m_fixture->logHolds("abc123"));
    }

    // A tool form given up after Move to a secret… offers to delete the
    // secret it made, by name, Delete first; Escape keeps it.
    void discardedFormOffersToDeleteItsSecret_data()
    {
        QTest::addColumn<bool>("deleted");
        QTest::addColumn<bool>("inUse");
        QTest::newRow("delete") << true << false;
        QTest::newRow("keep") << false << false;
        QTest::newRow("delete refused") << true << true;
    }

    void discardedFormOffersToDeleteItsSecret()
    {
        QFETCH(bool, deleted);
        QFETCH(bool, inUse);
        QString secretId;
        auto dialog = formWithAMovedSecret(&secretId);
        QVERIFY(dialog);
        // Another tool saved meanwhile sends the secret: the service keeps it.
        if (inUse)
            m_fixture->create(ResourceKind::Id::Tool,
                              {{u"name"_s, u"other"_s},
                               {u"description"_s, u"Uses the secret"_s},
                               {u"method"_s, u"POST"_s},
                               {u"urlTemplate"_s, u"http://127.0.0.1:1/other"_s},
                               {u"authFields"_s,
                                QJsonArray {QJsonObject {{u"key"_s, u"Authorization"_s}, {u"secretId"_s, secretId}}}}});

        baton::MessageBox::setNextAnswer(QMessageBox::Discard);
        editortest::BoxSeen seen;
        editortest::clickInNextMessageBox(deleted ? u"Delete"_s : QString(), &seen);
        // Connected after the handler that asks about the secret and sends its
        // DELETE at once: it records once that handler has run.
        QSignalSpy rejected(dialog.get(), &QDialog::rejected);
        QTest::keyClick(dialog.get(), Qt::Key_Escape);
        QTRY_VERIFY(!dialog->isVisible());
        QTRY_COMPARE(rejected.size(), 1);
        QCOMPARE(seen.text, u"Delete the secret “close_ticket Authorization” created for this form?"_s);
        QCOMPARE(seen.defaultButton, u"Delete"_s);
        if (inUse) {
            // Refused: said in a box of its own, in the service's words.
            QTRY_COMPARE(m_fixture->entries("DELETE").size(), 1);
            QMessageBox *refused = nullptr;
            QTRY_VERIFY((refused = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                        && refused->objectName() == u"secretNotDeletedBox"_s);
            QVERIFY2(refused->text().startsWith(u"The secret “close_ticket Authorization” was not deleted. "_s),
                     qPrintable(refused->text()));
            QVERIFY(refused->text().size() > 60);
            refused->close();
            QVERIFY(m_fixture->store().find(ResourceKind::Id::Secret, secretId));
        } else if (deleted) {
            QTRY_VERIFY(!m_fixture->store().find(ResourceKind::Id::Secret, secretId));
            QCOMPARE(m_fixture->entries("DELETE").size(), 1);
        } else {
            QVERIFY(m_fixture->entries("DELETE").isEmpty());
            QVERIFY(m_fixture->store().find(ResourceKind::Id::Secret, secretId));
        }
    }

    // A form given up once its save was sent (Cancel while "Saving…") may
    // have saved a tool that sends the secret: the secret is kept, and
    // nothing is asked about it.
    void formGivenUpAfterItsSaveWasSentKeepsItsSecret()
    {
        QString secretId;
        auto dialog = formWithAMovedSecret(&secretId);
        QVERIFY(dialog);

        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(dialog->isSaving());
        QCOMPARE(saveButton(*dialog)->text(), u"Saving…"_s);
        const int asked = baton::MessageBox::questionsAsked();
        // The unsaved changes are given up; a question about the secret
        // would be answered as Return does, with Delete.
        baton::MessageBox::setNextAnswer(QMessageBox::Discard);
        editortest::BoxSeen seen;
        editortest::clickInNextMessageBox(u"Delete"_s, &seen);
        // Connected after the handler that would ask about the secret (a
        // question answered within it) and send its DELETE at once: it
        // records once that handler has run.
        QSignalSpy rejected(dialog.get(), &QDialog::rejected);
        QTest::mouseClick(editortest::cancelButton(*dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog->isVisible());
        QTRY_COMPARE(rejected.size(), 1);
        QVERIFY2(seen.text.isEmpty(), qPrintable(seen.text));
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 1);
        QVERIFY(m_fixture->entries("DELETE").isEmpty());
        QVERIFY(m_fixture->store().find(ResourceKind::Id::Secret, secretId));
    }

    void rowsKeepTheTabOrder()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QApplication::setActiveWindow(dialog.get());
        QVERIFY(QTest::qWaitForWindowActive(dialog.get()));
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        auto *name = field<QLineEdit>(*dialog, u"headerName_1"_s);
        QTRY_VERIFY(name->hasFocus());
        const QStringList expected {u"headerValue_1"_s, u"headersRemove_1"_s, u"headersAdd"_s, u"authFieldsAdd"_s};
        for (const QString &next : expected) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget()->objectName(), next);
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QCOMPARE(QApplication::focusWidget(), name);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QCOMPARE(QApplication::focusWidget()->objectName(), u"headersRemove_0"_s);

        // Removing the focused row hands the focus to the row now in its place.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QTRY_COMPARE(QApplication::focusWidget()->objectName(), u"headerName_0"_s);
        QCOMPARE(qobject_cast<QLineEdit *>(QApplication::focusWidget())->text(), QString());
        QCOMPARE(field<baton::StringMapEditor>(*dialog, u"staticHeadersNonSecret"_s)->rowCount(), 1);
    }

    void authFieldSecretIsPickedFromTheSandbox()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        fillRequired(*dialog);
        QTest::mouseClick(field<QPushButton>(*dialog, u"authFieldsAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"authFieldKey_0"_s), u"Authorization"_s);
        auto *picker = field<ObjectPicker>(*dialog, u"authFieldSecret_0"_s);
        // Once the list is read, still nothing is chosen for the user.
        picker->listModel()->fetchMore({});
        QTRY_COMPARE(picker->count(), 2);
        QVERIFY(picker->currentId().isEmpty());
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QCOMPARE(dialog->editor()->errorShownFor(u"authFields"_s), u"Auth field 1: choose one from the list."_s);
        QVERIFY(
            dialog->findChild<QLabel *>(u"error_authFields"_s)->toolTip().startsWith(u"authFields[0].secretId: "_s));
        QCOMPARE(m_fixture->log.count(), 1); // the list of secrets, nothing else

        QVERIFY(pickSecret(picker, u"Weather key"_s));
        QCOMPARE(picker->currentId(), m_weatherKey);
        QVERIFY(dialog->editor()->errorShownFor(u"authFields"_s).isEmpty());
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        QVERIFY(saved.wait());
        QCOMPARE(saved.at(0).at(0).toJsonObject().value(u"authFields"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"key"_s, u"Authorization"_s}, {u"secretId"_s, m_weatherKey}}}));
    }

    void unknownSecretIsReportedAtTheAuthFields()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        fillRequired(*dialog);
        QTest::mouseClick(field<QPushButton>(*dialog, u"authFieldsAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"authFieldKey_0"_s), u"X-Key"_s);
        auto *picker = field<ObjectPicker>(*dialog, u"authFieldSecret_0"_s);
        // A well-formed id that names no secret the token can see: only the service can tell.
        const QString unknown = QUuid::createUuid().toString(QUuid::WithoutBraces);
        editortest::retype(picker->lineEdit(), unknown);
        QCOMPARE(picker->currentId(), unknown);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        QTRY_VERIFY(!m_fixture->entries("POST").isEmpty() && m_fixture->entries("POST").constLast().finished);
        QCOMPARE(m_fixture->entries("POST").constLast().httpStatus, 400);
        QTRY_VERIFY(!dialog->isSaving());
        QVERIFY(dialog->editor()->errorShownFor(u"authFields"_s).startsWith(u"Auth field 1: "_s));
        QVERIFY(
            dialog->findChild<QLabel *>(u"error_authFields"_s)->toolTip().startsWith(u"authFields[0].secretId: "_s));
        QCOMPARE(field<QLineEdit>(*dialog, u"authFieldKey_0"_s)->text(), u"X-Key"_s);
        QCOMPARE(picker->currentText(), unknown);
    }

    void createOnlyFieldsAreLockedOnEdit()
    {
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Tool, storedTool());
        auto dialog = open(Operation::Update, record.object);
        QVERIFY(dialog);
        for (const QString &name : {u"method"_s, u"scopes"_s, u"tags"_s, u"version"_s})
            QVERIFY2(!field<QWidget>(*dialog, name)->isEnabled(), qPrintable(name));
        for (const QString &name : {u"name"_s, u"description"_s, u"urlTemplate"_s, u"argsSchema"_s,
                                    u"staticHeadersNonSecret"_s, u"authFields"_s, u"timeoutMs"_s})
            QVERIFY2(field<QWidget>(*dialog, name)->isEnabled(), qPrintable(name));
        QCOMPARE(field<QComboBox>(*dialog, u"method"_s)->currentText(), u"PUT"_s);
        QCOMPARE(field<baton::TagEditor>(*dialog, u"tags"_s)->tags(), QStringList {u"support"_s});
        QCOMPARE(field<QLineEdit>(*dialog, u"version"_s)->text(), u"2"_s);
        QVERIFY(!field<QCheckBox>(*dialog, u"needUserValidation"_s)->isChecked());
        QCOMPARE(field<QSpinBox>(*dialog, u"timeoutMs"_s)->value(), 3000);
        QVERIFY(!dialog->editor()->isModified());

        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        auto *approval = field<QCheckBox>(*dialog, u"needUserValidation"_s);
        QTest::mouseClick(approval, Qt::LeftButton, {}, QPoint(8, approval->height() / 2));
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        QCOMPARE(jsonOf(m_fixture->entries("PATCH").constLast().requestBody),
                 (QJsonObject {{u"needUserValidation"_s, true}}));
        QCOMPARE(saved.at(0).at(0).toJsonObject().value(u"method"_s).toString(), u"PUT"_s);
    }

    // A long address opened for editing shows its beginning (the scheme and
    // host a person checks first), not its end.
    void longFieldsShowTheirStart()
    {
        QJsonObject object = storedTool();
        object.insert(u"urlTemplate"_s, QString(u"https://api.example.com/"_s + QString(200, u'x') + u"/{id}"_s));
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Tool, object);
        auto dialog = open(Operation::Update, record.object);
        QVERIFY(dialog);
        auto *url = field<QLineEdit>(*dialog, u"urlTemplate"_s);
        QVERIFY(url->fontMetrics().horizontalAdvance(url->text()) > url->width());
        QCOMPARE(url->cursorPosition(), 0);
    }

    void needUserValidationIsOnByDefault()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QVERIFY(field<QCheckBox>(*dialog, u"needUserValidation"_s)->isChecked());
        QCOMPARE(dialog->editor()->body().value(u"needUserValidation"_s), QJsonValue(true));

        // A tool read without the field has the service's default.
        QJsonObject withoutIt = storedTool();
        withoutIt.remove(u"needUserValidation"_s);
        ToolEditor editor(m_fixture->client);
        editor.setObject(withoutIt);
        QVERIFY(editor.findChild<QCheckBox *>(u"needUserValidation"_s)->isChecked());
    }

    void timeoutOverTheBoundIsRefusedInline()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        fillRequired(*dialog);
        auto *timeout = field<QSpinBox>(*dialog, u"timeoutMs"_s);
        QCOMPARE(timeout->text(), u"Default"_s);
        QVERIFY(!dialog->editor()->body().contains(u"timeoutMs"_s));
        editortest::retype(timeout, u"120001"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        const QList<baton::FieldError> expected = baton::Validator::validate(
            ResourceKind::get(ResourceKind::Id::Tool), {{u"timeoutMs"_s, 120001}}, Operation::Update);
        QCOMPARE(expected.size(), 1);
        QCOMPARE(dialog->editor()->errorShownFor(u"timeoutMs"_s), u"Timeout: "_s + expected.constFirst().message);
        QCOMPARE(timeout->value(), 120001);
        QCOMPARE(m_fixture->log.count(), 0);

        QTest::keyClick(timeout, Qt::Key_Backspace);
        QTest::keyClicks(timeout, u"0"_s);
        QCOMPARE(timeout->value(), 120000);
        QVERIFY(dialog->editor()->errorShownFor(u"timeoutMs"_s).isEmpty());
    }

    void fullCreateReadsBackTheSame()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        fillRequired(*dialog);
        auto *method = field<QComboBox>(*dialog, u"method"_s);
        method->setFocus();
        QTest::keyClick(method, Qt::Key_Down);
        QTest::keyClick(method, Qt::Key_Down);
        QCOMPARE(method->currentText(), u"PUT"_s);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerName_0"_s), u"Accept"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_0"_s), u"application/json"_s);
        QTest::mouseClick(field<QPushButton>(*dialog, u"authFieldsAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"authFieldKey_0"_s), u"Authorization"_s);
        QVERIFY(pickSecret(field<ObjectPicker>(*dialog, u"authFieldSecret_0"_s), u"Ticket key"_s));
        editortest::retype(field<QSpinBox>(*dialog, u"timeoutMs"_s), u"5000"_s);
        auto *approval = field<QCheckBox>(*dialog, u"needUserValidation"_s);
        approval->setFocus();
        QTest::keyClick(approval, Qt::Key_Space);
        QVERIFY(!approval->isChecked());
        QTest::mouseClick(field<QPushButton>(*dialog, u"scopesAdd"_s), Qt::LeftButton);
        QTest::keyClicks(editortest::scopeTeamLine(*dialog, 0), m_fixture->admin().teamId);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"tags"_s), u"tickets, support"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"version"_s), u"1.2"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        QTRY_VERIFY(!dialog->isVisible());

        const QString id = saved.at(0).at(0).toJsonObject().value(u"id"_s).toString();
        QVERIFY(!QUuid::fromString(id).isNull());
        const baton::ApiResult read = m_fixture->run(m_fixture->client.get(u"/v1/tools/"_s + id));
        QVERIFY(read.ok());
        const QJsonObject tool = read.object;
        QCOMPARE(tool.value(u"name"_s).toString(), u"close_ticket"_s);
        QCOMPARE(tool.value(u"description"_s).toString(), u"Closes a ticket"_s);
        QCOMPARE(tool.value(u"method"_s).toString(), u"PUT"_s);
        QCOMPARE(tool.value(u"urlTemplate"_s).toString(), u"http://127.0.0.1:1/tickets/{id}"_s);
        QCOMPARE(tool.value(u"argsSchema"_s).toObject(),
                 (QJsonObject {{u"type"_s, u"object"_s},
                               {u"properties"_s, QJsonObject {{u"id"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}}));
        QCOMPARE(tool.value(u"staticHeadersNonSecret"_s).toObject(),
                 (QJsonObject {{u"Accept"_s, u"application/json"_s}}));
        QCOMPARE(tool.value(u"authFields"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"key"_s, u"Authorization"_s}, {u"secretId"_s, m_ticketKey}}}));
        QCOMPARE(tool.value(u"timeoutMs"_s).toInt(), 5000);
        QCOMPARE(tool.value(u"needUserValidation"_s), QJsonValue(false));
        QCOMPARE(tool.value(u"scopes"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, m_fixture->admin().teamId}}}));
        QCOMPARE(tool.value(u"tags"_s).toArray(), (QJsonArray {u"tickets"_s, u"support"_s}));
        QCOMPARE(tool.value(u"version"_s).toString(), u"1.2"_s);
    }
};

QTEST_MAIN(TestToolEditor)
#include "tst_tooleditor.moc"

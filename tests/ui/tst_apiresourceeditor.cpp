#include "EditorFixture.h"
#include "core/resources/Validator.h"
#include "ui/editors/ApiResourceEditor.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/StringMapEditor.h"

#include <QJsonArray>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QUuid>

using namespace Qt::StringLiterals;
using baton::ApiResourceEditor;
using baton::EditorDialog;
using baton::Operation;
using baton::ResourceKind;
using editortest::Fixture;
using editortest::jsonOf;
using editortest::saveButton;

class TestApiResourceEditor : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;

    std::unique_ptr<EditorDialog> open(Operation operation, const QJsonObject &object = {})
    {
        auto dialog = std::make_unique<EditorDialog>(m_fixture->client, new ApiResourceEditor(m_fixture->client),
                                                     operation, object);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            return nullptr;
        return dialog;
    }

    template<typename T> static T *field(QWidget &parent, const QString &name) { return parent.findChild<T *>(name); }

    // The message the interface's table gives for this value of a field.
    static QString tableMessage(const QString &name, const QJsonValue &value)
    {
        const QList<baton::FieldError> errors = baton::Validator::validate(
            ResourceKind::get(ResourceKind::Id::ApiResource), {{name, value}}, Operation::Update);
        return errors.size() == 1 && errors.constFirst().field == name ? errors.constFirst().message : QString();
    }

private Q_SLOTS:
    void init() { m_fixture = std::make_unique<Fixture>(); }
    void cleanup() { m_fixture.reset(); }

    void boundsAreCheckedInline()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        const QString longName(121, u'n');
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), longName);
        editortest::retype(field<QSpinBox>(*dialog, u"timeoutMs"_s), u"120001"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        const baton::ResourceEditor &editor = *dialog->editor();
        // The table's words, after the field's label.
        QCOMPARE(editor.errorShownFor(u"name"_s), u"Name: "_s + tableMessage(u"name"_s, longName));
        QVERIFY(!editor.errorShownFor(u"name"_s).isEmpty());
        QCOMPARE(editor.errorShownFor(u"timeoutMs"_s), u"Timeout: "_s + tableMessage(u"timeoutMs"_s, 120001));
        QVERIFY(!editor.errorShownFor(u"description"_s).isEmpty());
        QVERIFY(!editor.errorShownFor(u"urlTemplate"_s).isEmpty());
        QVERIFY(editor.errorShownFor(u"cacheTtlSeconds"_s).isEmpty());
        QCOMPARE(m_fixture->log.count(), 0);

        // The cache lifetime has no upper bound, and "Default" (not sent) below 0.
        auto *cache = field<QSpinBox>(*dialog, u"cacheTtlSeconds"_s);
        QCOMPARE(cache->text(), u"Default"_s);
        editortest::retype(cache, u"86400000"_s);
        QCOMPARE(dialog->editor()->body().value(u"cacheTtlSeconds"_s).toInt(), 86400000);
        QVERIFY(editor.errorShownFor(u"cacheTtlSeconds"_s).isEmpty());

        // An incomplete share scope names its row; the path is in the tooltip.
        QTest::mouseClick(field<QPushButton>(*dialog, u"scopesAdd"_s), Qt::LeftButton);
        QTest::keyClicks(editortest::scopeTeamLine(*dialog, 0), u"not-a-uuid"_s);
        QVERIFY(editor.errorShownFor(u"scopes"_s).startsWith(u"Scope 1: "_s));
        QVERIFY(field<QLabel>(*dialog, u"error_scopes"_s)->toolTip().startsWith(u"scopes[0].id: "_s));
    }

    // A credential typed into the static headers is refused at the field,
    // with nothing sent; "Move to a secret…" keeps the value in a new secret
    // and takes the header out, and the form then saves.
    // A credential in a row without a name has no header to move: Move to a
    // secret… waits for the name (the row's own error asks for it).
    void moveToSecretNeedsANamedHeader()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_1"_s), u"Bearer abc123"_s);
        auto *move = field<QPushButton>(*dialog, u"moveToSecretButton"_s);
        QTRY_VERIFY(move->isVisible());
        QVERIFY(!move->isEnabled());
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerName_1"_s), u"X-Token"_s);
        QVERIFY(move->isEnabled());
    }

    void credentialHeaderIsRefusedThenMovedToASecret()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Opening hours"_s);
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"When the shop is open"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"urlTemplate"_s), u"http://127.0.0.1:1/hours"_s);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerName_0"_s), u"Accept"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_0"_s), u"application/json"_s);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerName_1"_s), u"Authorization"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_1"_s), u"Bearer abc123"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        const baton::ResourceEditor &editor = *dialog->editor();
        QCOMPARE(editor.errorShownFor(u"staticHeadersNonSecret"_s),
                 u"Headers: Authorization looks like a credential: keep it in a secret."_s);
        QVERIFY(field<QLabel>(*dialog, u"error_staticHeadersNonSecret"_s)->isVisible());
        QVERIFY(dialog->isVisible());
        QCOMPARE(field<QLineEdit>(*dialog, u"headerName_1"_s)->text(), u"Authorization"_s);
        QCOMPARE(field<QLineEdit>(*dialog, u"name"_s)->text(), u"Opening hours"_s);
        QCOMPARE(m_fixture->log.count(), 0);
        QCOMPARE(saved.size(), 0);
        const QString advice = field<QLabel>(*dialog, u"secretHeaderWarningText"_s)->text();
        QVERIFY2(advice.contains(u"cannot send a secret"_s), qPrintable(advice));

        // A value alone can look like a credential, whatever the header's name.
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerName_2"_s), u"X-Client"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_2"_s), u"sk-proj-4fG7hJ9kL2mN5pQ8rS1t"_s);
        QVERIFY(editor.errorShownFor(u"staticHeadersNonSecret"_s).contains(u"X-Client looks like a credential"_s));
        // The form grows by a row on the next pass of the layouts.
        QTRY_VERIFY(field<QWidget>(*dialog, u"headersRemove_2"_s)->height() > 0);
        QTest::mouseClick(field<QWidget>(*dialog, u"headersRemove_2"_s), Qt::LeftButton);

        QTest::mouseClick(field<QPushButton>(*dialog, u"moveToSecretButton"_s), Qt::LeftButton);
        QDialog *move = nullptr;
        QTRY_VERIFY((move = dialog->findChild<QDialog *>(u"moveToSecretDialog"_s)) && move->isVisible());
        auto *secretName = field<QLineEdit>(*move, u"secretName"_s);
        QCOMPARE(secretName->text(), u"Opening hours Authorization"_s);
        // The value is not shown.
        for (const QLineEdit *edit : move->findChildren<QLineEdit *>())
            QVERIFY(!edit->text().contains(u"abc123"_s));
        for (const QLabel *label : move->findChildren<QLabel *>())
            QVERIFY(!label->text().contains(u"abc123"_s));
        QTest::mouseClick(field<QPushButton>(*move, u"createSecretButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!dialog->findChild<QDialog *>(u"moveToSecretDialog"_s));

        const QList<baton::RequestLog::Entry> posts = m_fixture->entries("POST");
        QCOMPARE(posts.size(), 1);
        QVERIFY(posts.constFirst().url.endsWith(u"/v1/secrets"_s));
        const QString secretId = editortest::idCreatedBy(posts.constFirst());
        QCOMPARE(m_fixture->store().secretValue(secretId).value_or(QString()), u"Bearer abc123"_s);
        QCOMPARE(m_fixture->store().find(ResourceKind::Id::Secret, secretId)->object.value(u"name"_s).toString(),
                 u"Opening hours Authorization"_s);
        QVERIFY(!m_fixture->logHolds("abc123"));

        // The row is gone, the form says where the value went, and it saves.
        QCOMPARE(field<baton::StringMapEditor>(*dialog, u"staticHeadersNonSecret"_s)->rowCount(), 1);
        QCOMPARE(field<QLineEdit>(*dialog, u"headerName_0"_s)->text(), u"Accept"_s);
        QVERIFY(editor.errorShownFor(u"staticHeadersNonSecret"_s).isEmpty());
        auto *note = field<QLabel>(*dialog, u"movedToSecretNote"_s);
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(u"“Opening hours Authorization”"_s), qPrintable(note->text()));
        QVERIFY2(note->text().contains(u"cannot send a secret"_s), qPrintable(note->text()));
        const int asked = baton::MessageBox::questionsAsked();
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        const QString id = saved.at(0).at(0).toJsonObject().value(u"id"_s).toString();
        QCOMPARE(m_fixture->store().find(ResourceKind::Id::ApiResource, id)->object.value(u"staticHeadersNonSecret"_s),
                 QJsonValue(QJsonObject {{u"Accept"_s, u"application/json"_s}}));
        QVERIFY(!m_fixture->logHolds("abc123"));
        // Saved, the form uses the secret: nothing is asked, nothing deleted.
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(baton::MessageBox::questionsAsked(), asked);
        QVERIFY(m_fixture->entries("DELETE").isEmpty());
        QVERIFY(m_fixture->store().find(ResourceKind::Id::Secret, secretId));
    }

    // The secret Move to a secret… made stays on the service only if the form
    // that uses it is saved, or if it is kept when the form is given up.
    void discardedFormOffersToDeleteItsSecret_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("deleted");
        QTest::newRow("delete") << u"Delete"_s << true;
        QTest::newRow("keep") << u"Keep"_s << false;
    }

    void discardedFormOffersToDeleteItsSecret()
    {
        QFETCH(QString, answer);
        QFETCH(bool, deleted);
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Opening hours"_s);
        QVERIFY(editortest::moveAuthorizationToASecret(*dialog));
        const QList<baton::RequestLog::Entry> posts = m_fixture->entries("POST");
        QCOMPARE(posts.size(), 1);
        const QString secretId = editortest::idCreatedBy(posts.constFirst());
        QVERIFY(m_fixture->store().find(ResourceKind::Id::Secret, secretId));

        // The unsaved changes are given up first, then the secret is asked about by its name.
        baton::MessageBox::setNextAnswer(QMessageBox::Discard);
        editortest::BoxSeen seen;
        editortest::clickInNextMessageBox(answer, &seen);
        // Connected after the handler that asks about the secret and sends its
        // DELETE at once: it records once that handler has run.
        QSignalSpy rejected(dialog.get(), &QDialog::rejected);
        QTest::mouseClick(editortest::cancelButton(*dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog->isVisible());
        QTRY_COMPARE(rejected.size(), 1);
        QCOMPARE(seen.text, u"Delete the secret “Opening hours Authorization” created for this form?"_s);
        QCOMPARE(seen.defaultButton, u"Delete"_s);
        QVERIFY2(seen.buttons.contains(u"Keep"_s), qPrintable(seen.buttons.join(u", "_s)));
        if (deleted) {
            QTRY_COMPARE(m_fixture->entries("DELETE").size(), 1);
            QVERIFY(m_fixture->entries("DELETE").constFirst().url.endsWith(u"/v1/secrets/"_s + secretId));
            QTRY_VERIFY(!m_fixture->store().find(ResourceKind::Id::Secret, secretId));
        } else {
            QVERIFY(m_fixture->entries("DELETE").isEmpty());
            QVERIFY(m_fixture->store().find(ResourceKind::Id::Secret, secretId));
        }
    }

    // A name the secret cannot have is refused in the small dialog, which
    // keeps it; Cancel leaves the header where it was, and nothing is sent.
    void moveToSecretCanBeRefusedOrCancelled()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerName_0"_s), u"X-Api-Key"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_0"_s), u"k-4711"_s);
        QTest::mouseClick(field<QPushButton>(*dialog, u"moveToSecretButton"_s), Qt::LeftButton);
        QDialog *move = nullptr;
        QTRY_VERIFY((move = dialog->findChild<QDialog *>(u"moveToSecretDialog"_s)) && move->isVisible());
        auto *secretName = field<QLineEdit>(*move, u"secretName"_s);
        QCOMPARE(secretName->text(), u"X-Api-Key"_s); // no resource name typed yet
        const QString tooLong(161, u'n');
        editortest::retype(secretName, tooLong);
        QTest::mouseClick(field<QPushButton>(*move, u"createSecretButton"_s), Qt::LeftButton);
        auto *error = field<QLabel>(*move, u"moveToSecretError"_s);
        QVERIFY(error->isVisible());
        const QList<baton::FieldError> expected = baton::Validator::validate(
            ResourceKind::get(ResourceKind::Id::Secret),
            {{u"name"_s, tooLong}, {u"scope"_s, u"user"_s}, {u"value"_s, u"k"_s}}, Operation::Create);
        QCOMPARE(expected.size(), 1);
        QCOMPARE(error->text(), expected.constFirst().message);
        QCOMPARE(secretName->text(), tooLong);
        QCOMPARE(m_fixture->log.count(), 0);

        QTest::keyClick(move, Qt::Key_Escape);
        QTRY_VERIFY(!dialog->findChild<QDialog *>(u"moveToSecretDialog"_s));
        QCOMPARE(field<QLineEdit>(*dialog, u"headerName_0"_s)->text(), u"X-Api-Key"_s);
        QCOMPARE(field<QLineEdit>(*dialog, u"headerValue_0"_s)->text(), u"k-4711"_s);
        QVERIFY(!field<QLabel>(*dialog, u"movedToSecretNote"_s)->isVisible());
        QCOMPARE(m_fixture->log.count(), 0);
    }

    void createReadsBackTheSame()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Opening hours"_s);
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"When the shop is open"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"urlTemplate"_s), u"http://127.0.0.1:1/hours"_s);
        QTest::mouseClick(field<QPushButton>(*dialog, u"headersAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerName_0"_s), u"Accept"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"headerValue_0"_s), u"text/plain"_s);
        editortest::retype(field<QSpinBox>(*dialog, u"timeoutMs"_s), u"2500"_s);
        editortest::retype(field<QSpinBox>(*dialog, u"cacheTtlSeconds"_s), u"0"_s);
        QTest::mouseClick(field<QPushButton>(*dialog, u"scopesAdd"_s), Qt::LeftButton);
        QTest::keyClicks(editortest::scopeTeamLine(*dialog, 0), m_fixture->admin().teamId);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        QTRY_VERIFY(!dialog->isVisible());

        const QString id = saved.at(0).at(0).toJsonObject().value(u"id"_s).toString();
        QVERIFY(!QUuid::fromString(id).isNull());
        const baton::ApiResult read = m_fixture->run(m_fixture->client.get(u"/v1/api-resources/"_s + id));
        QVERIFY(read.ok());
        QCOMPARE(read.object.value(u"name"_s).toString(), u"Opening hours"_s);
        QCOMPARE(read.object.value(u"description"_s).toString(), u"When the shop is open"_s);
        QCOMPARE(read.object.value(u"urlTemplate"_s).toString(), u"http://127.0.0.1:1/hours"_s);
        QCOMPARE(read.object.value(u"staticHeadersNonSecret"_s).toObject(),
                 (QJsonObject {{u"Accept"_s, u"text/plain"_s}}));
        QCOMPARE(read.object.value(u"timeoutMs"_s).toInt(), 2500);
        QCOMPARE(read.object.value(u"cacheTtlSeconds"_s), QJsonValue(0));
        QCOMPARE(read.object.value(u"scopes"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, m_fixture->admin().teamId}}}));
    }

    void updateSendsTheChangesOnly()
    {
        const baton::sandbox::Record &record = m_fixture->create(
            ResourceKind::Id::ApiResource,
            {{u"name"_s, u"Forecast"_s},
             {u"description"_s, u"Today's forecast"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:1/forecast"_s},
             {u"staticHeadersNonSecret"_s, QJsonObject {{u"Accept"_s, u"application/json"_s}}},
             {u"cacheTtlSeconds"_s, 60},
             {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, m_fixture->admin().teamId}}}}});
        const QString id = record.id;
        auto dialog = open(Operation::Update, record.object);
        QVERIFY(dialog);
        QVERIFY(!field<QWidget>(*dialog, u"scopes"_s)->isEnabled());
        QCOMPARE(field<QSpinBox>(*dialog, u"cacheTtlSeconds"_s)->value(), 60);
        // A number the object has can be changed, not taken away.
        QCOMPARE(field<QSpinBox>(*dialog, u"cacheTtlSeconds"_s)->minimum(), 0);
        QCOMPARE(field<QSpinBox>(*dialog, u"timeoutMs"_s)->text(), u"Default"_s);
        QVERIFY(!dialog->editor()->isModified());

        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        editortest::retype(field<QSpinBox>(*dialog, u"cacheTtlSeconds"_s), u"300"_s);
        QTest::mouseClick(field<QWidget>(*dialog, u"headersRemove_0"_s), Qt::LeftButton);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());

        const QJsonObject sent = jsonOf(m_fixture->entries("PATCH").constLast().requestBody);
        QCOMPARE(sent, (QJsonObject {{u"cacheTtlSeconds"_s, 300}, {u"staticHeadersNonSecret"_s, QJsonObject()}}));
        const QJsonObject object = saved.at(0).at(0).toJsonObject();
        QCOMPARE(object.value(u"cacheTtlSeconds"_s).toInt(), 300);
        QVERIFY(object.value(u"staticHeadersNonSecret"_s).toObject().isEmpty());
        QCOMPARE(object.value(u"name"_s).toString(), u"Forecast"_s);
        QCOMPARE(m_fixture->store().find(ResourceKind::Id::ApiResource, id)->object.value(u"cacheTtlSeconds"_s).toInt(),
                 300);
    }
};

QTEST_MAIN(TestApiResourceEditor)
#include "tst_apiresourceeditor.moc"

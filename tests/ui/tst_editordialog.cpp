#include "EditorFixture.h"
#include "LoopbackServer.h"
#include "editors/SecretEditor.h"
#include "widgets/MessageBox.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QUuid>

using namespace Qt::StringLiterals;
using baton::EditorDialog;
using baton::MessageBox;
using baton::Operation;
using baton::RequestLog;
using baton::ResourceKind;
using baton::SecretEditor;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;
using editortest::cancelButton;
using editortest::Fixture;
using editortest::jsonOf;
using editortest::saveButton;

// EditorDialog's behaviour, the same for every kind, shown with the secret form.
class TestEditorDialog : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;

    std::unique_ptr<EditorDialog> open(Operation operation, const QJsonObject &object = {})
    {
        auto dialog = std::make_unique<EditorDialog>(m_fixture->client, new SecretEditor, operation, object);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            return nullptr;
        return dialog;
    }

    template<typename T> static T *field(EditorDialog &dialog, const QString &name)
    {
        return dialog.findChild<T *>(name);
    }

private Q_SLOTS:
    void init() { m_fixture = std::make_unique<Fixture>(); }
    void cleanup() { m_fixture.reset(); }

    void invalidInputIsShownInlineAndNothingIsSent()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"provider"_s), QString(81, u'p'));
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        const baton::ResourceEditor &editor = *dialog->editor();
        QVERIFY(!editor.errorShownFor(u"name"_s).isEmpty());
        QVERIFY(!editor.errorShownFor(u"value"_s).isEmpty());
        QVERIFY(editor.errorShownFor(u"provider"_s).contains(u"80"_s));
        QVERIFY(editor.errorShownFor(u"description"_s).isEmpty());
        QVERIFY(dialog->findChild<QLabel *>(u"error_name"_s)->isVisible());
        QCOMPARE(m_fixture->log.count(), 0);
        QVERIFY(dialog->isVisible());

        // Once shown, the messages follow the typing.
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Weather key"_s);
        QVERIFY(editor.errorShownFor(u"name"_s).isEmpty());
        QVERIFY(!editor.errorShownFor(u"value"_s).isEmpty());
        QCOMPARE(m_fixture->log.count(), 0);
    }

    void validCreatePostsAndCloses()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Weather key"_s);
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"For the forecast tool"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"provider"_s), u"meteo"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"sk-live-0123"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        QVERIFY(saved.wait());
        const QJsonObject object = saved.at(0).at(0).toJsonObject();
        const QString id = object.value(u"id"_s).toString();
        QVERIFY(!QUuid::fromString(id).isNull());
        QCOMPARE(object.value(u"name"_s).toString(), u"Weather key"_s);
        QCOMPARE(object.value(u"scope"_s).toString(), u"user"_s);
        QVERIFY(!object.contains(u"value"_s));
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(dialog->result(), int(QDialog::Accepted));

        const QList<RequestLog::Entry> posts = m_fixture->entries("POST");
        QCOMPARE(posts.size(), 1);
        QCOMPARE(posts.at(0).path, u"/v1/secrets"_s);
        QCOMPARE(posts.at(0).httpStatus, 201);
        const QJsonObject sent = jsonOf(posts.at(0).requestBody);
        QCOMPARE(sent.value(u"value"_s).toString(), RequestLog::SecretValueMask);
        QCOMPARE(sent.value(u"provider"_s).toString(), u"meteo"_s);
        const baton::sandbox::Record *stored = m_fixture->store().find(ResourceKind::Id::Secret, id);
        QVERIFY(stored);
        QCOMPARE(stored->secretValue, u"sk-live-0123"_s);
    }

    void serverFieldErrorLandsOnItsFieldAndKeepsTheForm()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        const QString otherTeam = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Shared key"_s);
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"Team-wide"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"provider"_s), u"acme"_s);
        auto *scope = field<QComboBox>(*dialog, u"scope"_s);
        scope->setFocus();
        QTest::keyClick(scope, Qt::Key_Down);
        QCOMPARE(scope->currentData().toString(), u"team"_s);
        auto *teamId = field<QLineEdit>(*dialog, u"teamId"_s);
        QTRY_VERIFY(teamId->isVisible());
        QTest::keyClicks(teamId, otherTeam);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"s3cr3t"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        QTRY_VERIFY(!m_fixture->entries("POST").isEmpty() && m_fixture->entries("POST").constLast().finished);
        QCOMPARE(m_fixture->entries("POST").constLast().httpStatus, 400);
        QTRY_VERIFY(!dialog->isSaving());
        const baton::ResourceEditor &editor = *dialog->editor();
        QVERIFY(!editor.errorShownFor(u"teamId"_s).isEmpty());
        QVERIFY(editor.errorShownFor(u"name"_s).isEmpty());
        QVERIFY(dialog->isVisible());
        QCOMPARE(saved.count(), 0);
        QCOMPARE(field<QLineEdit>(*dialog, u"name"_s)->text(), u"Shared key"_s);
        QCOMPARE(field<QPlainTextEdit>(*dialog, u"description"_s)->toPlainText(), u"Team-wide"_s);
        QCOMPARE(field<QLineEdit>(*dialog, u"provider"_s)->text(), u"acme"_s);
        QCOMPARE(scope->currentData().toString(), u"team"_s);
        QCOMPARE(teamId->text(), otherTeam);
        QCOMPARE(field<QLineEdit>(*dialog, u"value"_s)->text(), u"s3cr3t"_s);
        QVERIFY(editor.isEnabled());

        // Corrected, the same form saves.
        editortest::retype(teamId, m_fixture->admin().teamId);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        QCOMPARE(saved.at(0).at(0).toJsonObject().value(u"teamId"_s).toString(), m_fixture->admin().teamId);
    }

    void updateSendsOnlyTheChangedFields()
    {
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Secret,
                                                                 {{u"name"_s, u"Old key"_s},
                                                                  {u"description"_s, u"Before"_s},
                                                                  {u"provider"_s, u"acme"_s},
                                                                  {u"scope"_s, u"user"_s},
                                                                  {u"value"_s, u"first-value"_s}});
        const QString id = record.id;
        auto dialog = open(Operation::Update, record.object);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        editortest::retype(field<QPlainTextEdit>(*dialog, u"description"_s), u"After"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"second-value"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());

        const QList<RequestLog::Entry> patches = m_fixture->entries("PATCH");
        QCOMPARE(patches.size(), 1);
        QCOMPARE(patches.at(0).path, u"/v1/secrets/"_s + id);
        const QJsonObject sent = jsonOf(patches.at(0).requestBody);
        QCOMPARE(sent.keys(), (QStringList {u"description"_s, u"value"_s}));
        QCOMPARE(sent.value(u"description"_s).toString(), u"After"_s);
        QCOMPARE(sent.value(u"value"_s).toString(), RequestLog::SecretValueMask);
        for (qsizetype i = 0; i < m_fixture->log.count(); ++i) {
            const RequestLog::Entry &entry = m_fixture->log.at(i);
            QVERIFY(!entry.requestBody.contains("second-value"));
            QVERIFY(!entry.responseExcerpt.contains("second-value"));
        }
        const QJsonObject object = saved.at(0).at(0).toJsonObject();
        QCOMPARE(object.value(u"description"_s).toString(), u"After"_s);
        QCOMPARE(object.value(u"name"_s).toString(), u"Old key"_s);
        QCOMPARE(m_fixture->store().find(ResourceKind::Id::Secret, id)->secretValue, u"second-value"_s);
        QTRY_VERIFY(!dialog->isVisible());
    }

    void closingWithUnsavedChangesAsks()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Draft"_s);

        int asked = MessageBox::questionsAsked();
        MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::mouseClick(cancelButton(*dialog), Qt::LeftButton);
        QCOMPARE(MessageBox::questionsAsked(), asked + 1);
        QVERIFY(dialog->isVisible());
        QCOMPARE(field<QLineEdit>(*dialog, u"name"_s)->text(), u"Draft"_s);

        // Closing the window asks too.
        MessageBox::setNextAnswer(QMessageBox::Cancel);
        dialog->close();
        QCOMPARE(MessageBox::questionsAsked(), asked + 2);
        QVERIFY(dialog->isVisible());

        MessageBox::setNextAnswer(QMessageBox::Discard);
        QTest::keyClick(dialog.get(), Qt::Key_Escape);
        QCOMPARE(MessageBox::questionsAsked(), asked + 3);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(dialog->result(), int(QDialog::Rejected));
        QCOMPARE(m_fixture->log.count(), 0);

        // Without changes nothing is asked.
        auto untouched = open(Operation::Create);
        QVERIFY(untouched);
        asked = MessageBox::questionsAsked();
        QTest::mouseClick(cancelButton(*untouched), Qt::LeftButton);
        QTRY_VERIFY(!untouched->isVisible());
        QCOMPARE(MessageBox::questionsAsked(), asked);
    }

    // A create answered 429 is not sent again by itself (the service may have
    // acted on it): the form stays with the wait the service asked for, and
    // Save sends it once more when the user chooses.
    void rateLimitedSaveIsSentOnceAndKeepsTheForm()
    {
        LoopbackServer server;
        server.setHandler([&server](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (server.requests().size() == 1) {
                LoopbackServer::reply(responder, 429,
                                      R"({"error":{"type":"rate_limit_error","code":"rate_limit_exceeded",)"
                                      R"("message":"Slow down","request_id":"req_429"}})",
                                      {{"Content-Type", "application/json"}, {"Retry-After", "2"}});
                return;
            }
            QJsonObject created = jsonOf(request.body);
            created.remove(u"value"_s);
            created.insert(u"id"_s, QUuid::createUuid().toString(QUuid::WithoutBraces));
            LoopbackServer::reply(responder, 201, QJsonDocument(created).toJson(QJsonDocument::Compact),
                                  {{"Content-Type", "application/json"}});
        });
        m_fixture->client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-admin"_s);
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Weather key"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"provider"_s), u"meteo"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"sk-live-0123"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        QTRY_VERIFY(!server.requests().isEmpty() && !dialog->isSaving());
        QTest::qWait(2500); // past the Retry-After: nothing more is sent
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(saved.count(), 0);
        QVERIFY(dialog->isVisible());
        QVERIFY(saveButton(*dialog)->isEnabled());
        QCOMPARE(field<QLineEdit>(*dialog, u"name"_s)->text(), u"Weather key"_s);
        QCOMPARE(field<QLineEdit>(*dialog, u"value"_s)->text(), u"sk-live-0123"_s);
        auto *general = field<QLabel>(*dialog, u"generalError"_s);
        QVERIFY(general->isVisible());
        QVERIFY2(general->text().contains(u"2 second"_s), qPrintable(general->text()));

        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests().at(1).body, server.requests().at(0).body);
        QTRY_VERIFY(!dialog->isVisible());
    }
};

QTEST_MAIN(TestEditorDialog)
#include "tst_editordialog.moc"

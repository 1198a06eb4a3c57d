#include "EditorFixture.h"
#include "core/models/FileStatusPoller.h"
#include "support/EventOrder.h"
#include "support/LoopbackServer.h"
#include "ui/editors/FileMetadataEditor.h"
#include "ui/editors/FileUploadDialog.h"
#include "ui/widgets/ScopeListEditor.h"

#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QJsonArray>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using baton::FileStatusPoller;
using baton::FileUploadDialog;
using baton::ResourceKind;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;
using editortest::Fixture;
using editortest::jsonOf;

namespace {

// A loopback relay in front of the sandbox that passes on what a client sends
// at most ChunkBytes per tick, so that an upload stays in flight long enough
// to be canceled half way; answers go back at once. A client that leaves
// takes its upstream connection with it, so the sandbox never sees the rest.
class ThrottledRelay final : public QObject
{
public:
    static constexpr qint64 ChunkBytes = 64 * 1024;

    explicit ThrottledRelay(quint16 targetPort)
        : m_target(targetPort)
    {
        connect(&m_server, &QTcpServer::newConnection, this, &ThrottledRelay::accept);
        m_server.listen(QHostAddress::LocalHost);
        m_tick.setInterval(10);
        connect(&m_tick, &QTimer::timeout, this, &ThrottledRelay::pump);
        m_tick.start();
    }

    [[nodiscard]] QUrl baseUrl() const { return QUrl(u"http://127.0.0.1:%1"_s.arg(m_server.serverPort())); }

private:
    struct Pair {
        QPointer<QTcpSocket> client;
        QPointer<QTcpSocket> upstream;
    };

    QTcpServer m_server;
    QTimer m_tick;
    quint16 m_target;
    QList<Pair> m_pairs;

    void accept()
    {
        while (QTcpSocket *client = m_server.nextPendingConnection()) {
            client->setReadBufferSize(ChunkBytes);
            auto *upstream = new QTcpSocket(this);
            connect(upstream, &QTcpSocket::readyRead, client,
                    [client, upstream] { client->write(upstream->readAll()); });
            connect(upstream, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
            connect(client, &QTcpSocket::disconnected, upstream, &QTcpSocket::abort);
            upstream->connectToHost(QHostAddress::LocalHost, m_target);
            m_pairs.append(Pair {client, upstream});
        }
    }

    void pump()
    {
        for (const Pair &pair : std::as_const(m_pairs)) {
            if (pair.client && pair.upstream && pair.upstream->state() == QAbstractSocket::ConnectedState)
                pair.upstream->write(pair.client->read(ChunkBytes));
        }
    }
};

} // namespace

// FileUploadDialog against an in-process sandbox whose files take 30 ms per
// lifecycle step: an upload followed to ready, the limits and required fields
// refused before anything is sent, the service's field errors, cancel in the
// middle of an upload, and files dropped on the dialog.
class TestFileUpload : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;
    std::unique_ptr<QTemporaryDir> m_dir;

    std::unique_ptr<FileUploadDialog> open()
    {
        auto dialog = std::make_unique<FileUploadDialog>(m_fixture->client);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            return nullptr;
        return dialog;
    }

    // A file in the test's directory holding `content`.
    QString writeFile(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir->filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            return {};
        return path;
    }

    template<typename T> static T *field(QWidget &parent, const QString &name) { return parent.findChild<T *>(name); }

    static QPushButton *uploadButton(QWidget &dialog) { return field<QPushButton>(dialog, u"uploadButton"_s); }

    // The message under a field, when one is shown.
    static QString errorAt(QWidget &dialog, const QString &fieldName)
    {
        auto *label = field<QLabel>(dialog, u"error_"_s + fieldName);
        return label && label->isVisible() ? label->text() : QString();
    }

    [[nodiscard]] qsizetype fileCount() const { return m_fixture->store().count(ResourceKind::Id::File); }

    static bool dropOn(QWidget *target, const QList<QUrl> &urls)
    {
        QMimeData data;
        data.setUrls(urls);
        const QPoint at = target->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(target, &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent drop(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(target, &drop);
        return drop.isAccepted();
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<Fixture>(30);
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void cleanup()
    {
        m_fixture.reset();
        m_dir.reset();
    }

    void uploadedFileIsPolledToReady()
    {
        const QByteArray content = "Opening hours: 9 to 5.\nClosed on Sundays.\n";
        const QString path = writeFile(u"hours.txt"_s, content);
        auto dialog = open();
        QVERIFY(dialog);
        QSignalSpy uploaded(dialog.get(), &FileUploadDialog::uploaded);
        dialog->setFilePath(path);

        // The name follows the file and the type is guessed from it.
        QCOMPARE(field<QLineEdit>(*dialog, u"fileName"_s)->text(), u"hours.txt"_s);
        QCOMPARE(field<QComboBox>(*dialog, u"resourceType"_s)->currentData().toString(), u"text"_s);
        QVERIFY(!field<QLineEdit>(*dialog, u"conversationId"_s)->isVisible());
        QVERIFY(editortest::choose(field<QComboBox>(*dialog, u"scope"_s), u"user"_s));
        editortest::retype(field<QLineEdit>(*dialog, u"fileName"_s), u"Opening hours.txt"_s);
        QTest::mouseClick(field<QPushButton>(*dialog, u"scopesAdd"_s), Qt::LeftButton);
        QTest::keyClicks(editortest::scopeTeamLine(*dialog, 0), m_fixture->admin().teamId);
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(uploaded.wait());
        QTRY_VERIFY(!dialog->isVisible());

        const QJsonObject file = uploaded.at(0).at(0).toJsonObject();
        const QString id = file.value(u"id"_s).toString();
        QVERIFY(!QUuid::fromString(id).isNull());
        QCOMPARE(file.value(u"status"_s).toString(), u"pending"_s);
        // One multipart request: the metadata as typed, the file as it is on disk.
        const QList<baton::RequestLog::Entry> posts = m_fixture->entries("POST");
        QCOMPARE(posts.size(), 1);
        QVERIFY(posts.at(0).formFile.has_value());
        QCOMPARE(posts.at(0).formFile->fileName, u"Opening hours.txt"_s);
        QCOMPARE(posts.at(0).formFile->mimeType, u"text/plain"_s);
        QCOMPARE(posts.at(0).formFile->size, content.size());
        const QJsonObject teamScope {{u"type"_s, u"team"_s}, {u"id"_s, m_fixture->admin().teamId}};
        QCOMPARE(jsonOf(posts.at(0).requestBody),
                 (QJsonObject {{u"resourceType"_s, u"text"_s},
                               {u"scope"_s, u"user"_s},
                               {u"scopes"_s, QJsonArray {teamScope}},
                               {u"fileName"_s, u"Opening hours.txt"_s}}));

        FileStatusPoller poller(m_fixture->client);
        poller.setInterval(20ms);
        QSignalSpy changes(&poller, &FileStatusPoller::statusChanged);
        poller.watch(id);
        QTRY_VERIFY_WITH_TIMEOUT(!changes.isEmpty() && changes.constLast().at(1).toString() == u"ready"_s, 5000);
        QVERIFY(!poller.isWatching(id));

        const baton::ApiResult read = m_fixture->run(m_fixture->client.get(u"/v1/files/"_s + id));
        QVERIFY(read.ok());
        QCOMPARE(read.object.value(u"status"_s).toString(), u"ready"_s);
        QCOMPARE(read.object.value(u"fileName"_s).toString(), u"Opening hours.txt"_s);
        QCOMPARE(read.object.value(u"sizeBytes"_s).toInteger(), content.size());
        QCOMPARE(read.object.value(u"scopes"_s).toArray(), QJsonArray {teamScope});
        QCOMPARE(m_fixture->store().find(ResourceKind::Id::File, id)->object.value(u"scope"_s).toString(), u"user"_s);
    }

    void oversizedFileIsRefusedBeforeSending()
    {
        const QString path = writeFile(u"big.txt"_s, QByteArray(ResourceKind::MaxUploadBytes + 1, 'a'));
        auto dialog = open();
        QVERIFY(dialog);
        dialog->setFilePath(path);
        // Said as soon as the file is chosen, at the file's field.
        QVERIFY2(errorAt(*dialog, u"file"_s).contains(u"5 MiB"_s), qPrintable(errorAt(*dialog, u"file"_s)));
        // The size beside the file and the limit speak the same units.
        const QString size = field<QLabel>(*dialog, u"fileSize"_s)->text();
        QVERIFY2(size.endsWith(u" MiB"_s), qPrintable(size));
        QVERIFY2(!errorAt(*dialog, u"file"_s).contains(u" MB"_s), qPrintable(errorAt(*dialog, u"file"_s)));
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(errorAt(*dialog, u"file"_s).contains(u"5,242,881 bytes"_s));
        QCOMPARE(m_fixture->log.count(), 0);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->isUploading());

        // At the limit exactly, it goes.
        const QString atLimit = writeFile(u"limit.txt"_s, QByteArray(ResourceKind::MaxUploadBytes, 'a'));
        QSignalSpy uploaded(dialog.get(), &FileUploadDialog::uploaded);
        dialog->setFilePath(atLimit);
        QVERIFY(errorAt(*dialog, u"file"_s).isEmpty());
        QCOMPARE(field<QLineEdit>(*dialog, u"fileName"_s)->text(), u"limit.txt"_s);
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(uploaded.wait());
        QCOMPARE(uploaded.at(0).at(0).toJsonObject().value(u"sizeBytes"_s).toInteger(), ResourceKind::MaxUploadBytes);
    }

    // An empty file would be stored and then fail: it is refused at its
    // field before anything is sent.
    void emptyFileIsRefusedBeforeSending()
    {
        const QString path = writeFile(u"empty.txt"_s, QByteArray());
        auto dialog = open();
        QVERIFY(dialog);
        dialog->setFilePath(path);
        QVERIFY(editortest::choose(field<QComboBox>(*dialog, u"scope"_s), u"user"_s));
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY2(errorAt(*dialog, u"file"_s).contains(u"empty"_s), qPrintable(errorAt(*dialog, u"file"_s)));
        QCOMPARE(m_fixture->log.count(), 0);
        QCOMPARE(fileCount(), 0);
        QVERIFY(dialog->isVisible());
    }

    void tooLongFileNameIsRefusedAtItsField()
    {
        const QString path = writeFile(u"notes.txt"_s, "notes");
        auto dialog = open();
        QVERIFY(dialog);
        dialog->setFilePath(path);
        auto *fileName = field<QLineEdit>(*dialog, u"fileName"_s);
        editortest::retype(fileName, QString(256, u'n'));
        // Said once the field is left.
        QVERIFY(errorAt(*dialog, u"fileName"_s).isEmpty());
        field<QWidget>(*dialog, u"resourceType"_s)->setFocus();
        QVERIFY(errorAt(*dialog, u"fileName"_s).contains(u"255"_s));
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(!errorAt(*dialog, u"fileName"_s).isEmpty());
        QCOMPARE(m_fixture->log.count(), 0);

        // 255 characters are allowed.
        fileName->setFocus();
        QTest::keyClick(fileName, Qt::Key_End);
        QTest::keyClick(fileName, Qt::Key_Backspace);
        QVERIFY(errorAt(*dialog, u"fileName"_s).isEmpty());
        QSignalSpy uploaded(dialog.get(), &FileUploadDialog::uploaded);
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(uploaded.wait());
        QCOMPARE(uploaded.at(0).at(0).toJsonObject().value(u"fileName"_s).toString(), QString(255, u'n'));
    }

    void oversizedMetadataIsRefusedBeforeSending()
    {
        const QString path = writeFile(u"notes.txt"_s, "notes");
        auto dialog = open();
        QVERIFY(dialog);
        dialog->setFilePath(path);
        // Only the share scopes can grow the metadata that far: here two pasted
        // ids of 40 000 characters (refused at the scopes too, for not being UUIDs).
        const QJsonArray scopes {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, QString(40'000, u'a')}},
                                 QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, QString(40'000, u'b')}}};
        field<baton::ScopeListEditor>(*dialog, u"scopes"_s)->setScopes(scopes);
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        const QString shown = field<QLabel>(*dialog, u"generalError"_s)->text();
        QVERIFY2(shown.startsWith(u"metadata: "_s) && shown.contains(u"64 KiB"_s), qPrintable(shown));
        QVERIFY(field<QLabel>(*dialog, u"generalError"_s)->isVisible());
        QVERIFY(!errorAt(*dialog, u"scopes"_s).isEmpty());
        QCOMPARE(m_fixture->log.count(), 0);
    }

    void requiredFieldsAndServiceErrorsLandAtTheirFields()
    {
        const QString path = writeFile(u"data.bin"_s, QByteArray("\x00\x01\x02\x03", 4));
        auto dialog = open();
        QVERIFY(dialog);
        // Nothing chosen yet: Upload says what is missing, and sends nothing.
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(!errorAt(*dialog, u"file"_s).isEmpty());
        QVERIFY(!errorAt(*dialog, u"resourceType"_s).isEmpty());

        // No type can be guessed for these bytes: it stays required.
        dialog->setFilePath(path);
        QVERIFY(errorAt(*dialog, u"file"_s).isEmpty());
        QVERIFY(!errorAt(*dialog, u"resourceType"_s).isEmpty());
        QVERIFY(editortest::choose(field<QComboBox>(*dialog, u"scope"_s), u"conversation"_s));
        QTRY_VERIFY(field<QLineEdit>(*dialog, u"conversationId"_s)->isVisible());
        QVERIFY(!errorAt(*dialog, u"conversationId"_s).isEmpty());
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QCOMPARE(m_fixture->log.count(), 0);

        QVERIFY(editortest::choose(field<QComboBox>(*dialog, u"resourceType"_s), u"text"_s));
        QTest::keyClicks(field<QLineEdit>(*dialog, u"conversationId"_s),
                         QUuid::createUuid().toString(QUuid::WithoutBraces));
        // A team the service does not know: only the service can say so.
        const QString unknownTeam = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QTest::mouseClick(field<QPushButton>(*dialog, u"scopesAdd"_s), Qt::LeftButton);
        QTest::keyClicks(editortest::scopeTeamLine(*dialog, 0), unknownTeam);
        QVERIFY(errorAt(*dialog, u"resourceType"_s).isEmpty());
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog->isUploading());
        QTRY_VERIFY(!errorAt(*dialog, u"scopes"_s).isEmpty());
        QCOMPARE(m_fixture->entries("POST").size(), 1);
        QCOMPARE(m_fixture->entries("POST").at(0).httpStatus, 400);
        QCOMPARE(fileCount(), 0);
        // Everything typed is still there.
        QVERIFY(dialog->isVisible());
        QCOMPARE(field<QLineEdit>(*dialog, u"filePath"_s)->text(), path);
        QCOMPARE(field<QLineEdit>(*dialog, u"fileName"_s)->text(), u"data.bin"_s);
        QCOMPARE(field<QComboBox>(*dialog, u"resourceType"_s)->currentData().toString(), u"text"_s);
        QCOMPARE(field<baton::ScopeListEditor>(*dialog, u"scopes"_s)->scopes().at(0).toObject().value(u"id"_s),
                 QJsonValue(unknownTeam));
        QVERIFY(field<QWidget>(*dialog, u"resourceType"_s)->isEnabled());
    }

    void cancelDuringUploadKeepsTheFormAndCreatesNothing()
    {
        // Within the limit, and through a relay slow enough that the upload
        // takes a while.
        const QString path = writeFile(u"long.txt"_s, QByteArray(2 * 1024 * 1024, 'x'));
        ThrottledRelay relay(m_fixture->server->port());
        m_fixture->client.setConnection(baton::Profile {u"sandbox"_s, relay.baseUrl(), false, {}}, u"t-admin"_s);
        auto dialog = open();
        QVERIFY(dialog);
        dialog->setFilePath(path);
        editortest::retype(field<QLineEdit>(*dialog, u"fileName"_s), u"Long notes.txt"_s);
        auto *progress = field<QProgressBar>(*dialog, u"uploadProgress"_s);
        auto *cancel = field<QPushButton>(*dialog, u"cancelUploadButton"_s);
        QVERIFY(!progress->isVisible());
        // Cancel as soon as the bar moves, as a hand on the button would. The
        // system's socket buffers may take the whole file at once (100 %); the
        // relay still holds most of it back from the sandbox.
        int shownWhenCanceled = -1;
        connect(progress, &QProgressBar::valueChanged, this, [&](int value) {
            if (shownWhenCanceled < 0 && value > 0 && cancel->isVisible()) {
                shownWhenCanceled = value;
                QTest::mouseClick(cancel, Qt::LeftButton);
            }
        });
        QSignalSpy uploaded(dialog.get(), &FileUploadDialog::uploaded);
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(dialog->isUploading());
        QVERIFY(progress->isVisible());
        QVERIFY(!field<QWidget>(*dialog, u"fileName"_s)->isEnabled());
        QTRY_VERIFY(!dialog->isUploading());
        QVERIFY2(shownWhenCanceled > 0, "the upload ended before it could be canceled");

        // No pop-up, no error: a quiet note, and the form as it was.
        for (QWidget *window : QApplication::topLevelWidgets())
            QVERIFY(!(qobject_cast<QMessageBox *>(window) && window->isVisible()));
        QVERIFY(dialog->isVisible());
        QVERIFY(field<QLabel>(*dialog, u"uploadStatus"_s)->isVisible());
        QVERIFY(!field<QLabel>(*dialog, u"generalError"_s)->isVisible());
        QVERIFY(!progress->isVisible());
        QCOMPARE(field<QLineEdit>(*dialog, u"filePath"_s)->text(), path);
        QCOMPARE(field<QLineEdit>(*dialog, u"fileName"_s)->text(), u"Long notes.txt"_s);
        QVERIFY(field<QWidget>(*dialog, u"fileName"_s)->isEnabled());
        QVERIFY(uploaded.isEmpty());
        QCOMPARE(fileCount(), 0);
        const QList<baton::RequestLog::Entry> posts = m_fixture->entries("POST");
        QCOMPARE(posts.size(), 1);
        QCOMPARE(posts.at(0).httpStatus, 0);

        // The same form uploads once asked again, and this one file is all the
        // sandbox ever stores: the canceled upload never completed behind it.
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(uploaded.wait());
        QCOMPARE(uploaded.at(0).at(0).toJsonObject().value(u"fileName"_s).toString(), u"Long notes.txt"_s);
        QCOMPARE(fileCount(), 1);
    }

    void droppedFileIsChosen()
    {
        const QString first = writeFile(u"first.txt"_s, "one");
        const QString photo = writeFile(u"photo.png"_s, QByteArray("\x89PNG\r\n\x1a\n", 8));
        auto dialog = open();
        QVERIFY(dialog);

        // Only one regular local file is taken.
        QVERIFY(!dropOn(dialog.get(), {QUrl::fromLocalFile(first), QUrl::fromLocalFile(photo)}));
        QVERIFY(!dropOn(dialog.get(), {QUrl::fromLocalFile(m_dir->path())}));
        QVERIFY(!dropOn(dialog.get(), {QUrl(u"http://127.0.0.1:1/first.txt"_s)}));
        QVERIFY(field<QLineEdit>(*dialog, u"filePath"_s)->text().isEmpty());

        // Dropped on a field, it reaches the dialog all the same.
        QVERIFY(dropOn(field<QLineEdit>(*dialog, u"filePath"_s), {QUrl::fromLocalFile(first)}));
        QCOMPARE(field<QLineEdit>(*dialog, u"filePath"_s)->text(), first);
        QCOMPARE(field<QLineEdit>(*dialog, u"fileName"_s)->text(), u"first.txt"_s);

        // Another file replaces it; a name typed by hand stays.
        editortest::retype(field<QLineEdit>(*dialog, u"fileName"_s), u"Team photo"_s);
        QVERIFY(dropOn(dialog.get(), {QUrl::fromLocalFile(photo)}));
        QCOMPARE(field<QLineEdit>(*dialog, u"filePath"_s)->text(), photo);
        QCOMPARE(field<QLineEdit>(*dialog, u"fileName"_s)->text(), u"Team photo"_s);
        // The type was already chosen (text, from the first file): a new file does not change it.
        QCOMPARE(field<QComboBox>(*dialog, u"resourceType"_s)->currentData().toString(), u"text"_s);

        QSignalSpy uploaded(dialog.get(), &FileUploadDialog::uploaded);
        QVERIFY(editortest::choose(field<QComboBox>(*dialog, u"resourceType"_s), u"image"_s));
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(uploaded.wait());
        const QJsonObject file = uploaded.at(0).at(0).toJsonObject();
        QCOMPARE(file.value(u"fileName"_s).toString(), u"Team photo"_s);
        QCOMPARE(file.value(u"mimeType"_s).toString(), u"image/png"_s);
    }

    // An upload answered 429 is not sent again by itself (the service may have
    // stored it): the form stays with the wait the service asked for, and
    // Upload sends the file once more when the user chooses.
    void rateLimitedUploadIsSentOnceAndKeepsTheForm()
    {
        LoopbackServer server;
        server.setHandler([&server](const RecordedRequest &, QHttpServerResponder &&responder) {
            if (server.requests().size() == 1)
                LoopbackServer::reply(responder, 429,
                                      R"({"error":{"type":"rate_limit_error","code":"rate_limit_exceeded",)"
                                      R"("message":"Slow down","request_id":"req_429"}})",
                                      {{"Content-Type", "application/json"}, {"Retry-After", "2"}});
            else
                LoopbackServer::reply(responder, 201, R"({"id":"f1","status":"pending","fileName":"hours.txt"})",
                                      {{"Content-Type", "application/json"}});
        });
        m_fixture->client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-admin"_s);
        const QString path = writeFile(u"hours.txt"_s, "Opening hours: 9 to 5.\n");
        auto dialog = open();
        QVERIFY(dialog);
        QSignalSpy uploaded(dialog.get(), &FileUploadDialog::uploaded);
        dialog->setFilePath(path);
        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);

        QTRY_VERIFY(!server.requests().isEmpty() && !dialog->isUploading());
        // Past the Retry-After, when a retry would have been sent: nothing more
        // is, as the client's log says the moment a request goes out.
        QVERIFY(testsupport::runPastTimersDueWithin(std::chrono::seconds(2)));
        QCOMPARE(m_fixture->entries("POST").size(), 1);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(uploaded.count(), 0);
        QVERIFY(dialog->isVisible());
        QVERIFY(uploadButton(*dialog)->isEnabled());
        QCOMPARE(field<QLineEdit>(*dialog, u"filePath"_s)->text(), path);
        auto *general = field<QLabel>(*dialog, u"generalError"_s);
        QVERIFY(general->isVisible());
        QVERIFY2(general->text().contains(u"2 second"_s), qPrintable(general->text()));

        QTest::mouseClick(uploadButton(*dialog), Qt::LeftButton);
        QVERIFY(uploaded.wait());
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests().at(1).method, QByteArray("POST"));
        QTRY_VERIFY(!dialog->isVisible());
    }
};

QTEST_MAIN(TestFileUpload)
#include "tst_fileupload.moc"

#include "SandboxHarness.h"
#include "core/resources/ResourceKind.h"

#include <QTest>

using namespace sandboxtest;
using baton::ResourceKind;

// Contract §7: multipart upload, the limits, the pending → vectorizing →
// ready/failed lifecycle, and the vectorization status endpoint.
class tst_SandboxFiles : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;

    QJsonObject statusOf(const QString &id)
    {
        const QJsonArray data = f->http->get(u"/v1/files/vectorization-status?ids="_s + id, "t-admin").data();
        return data.isEmpty() ? QJsonObject() : data.at(0).toObject();
    }

    QString fileStatus(const QString &id) { return statusOf(id).value(u"status"_s).toString(); }

private Q_SLOTS:
    void init() { f = std::make_unique<Fixture>(); }
    void cleanup() { f.reset(); }

    void uploadCreatesAPendingFileThatBecomesReady()
    {
        QSignalSpy changes(&f->server->store(), &baton::sandbox::Store::fileStatusChanged);
        const QByteArray content = "Some notes\nfor the assistant.\n";
        const Reply r = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}, {u"scope"_s, u"user"_s}},
                                            content, u"notes.txt"_s);
        QCOMPARE(r.status, 201);
        const QJsonObject file = r.json();
        QCOMPARE(file.value(u"status"_s).toString(), u"pending"_s);
        QCOMPARE(file.value(u"sizeBytes"_s).toInteger(), content.size());
        QCOMPARE(file.value(u"mimeType"_s).toString(), u"text/plain"_s);
        QCOMPARE(file.value(u"fileName"_s).toString(), u"notes.txt"_s);
        QCOMPARE(file.value(u"resourceType"_s).toString(), u"text"_s);
        QCOMPARE(file.value(u"ownerId"_s).toString(), f->server->token(u"admin"_s)->userId);
        QVERIFY(file.contains(u"createdAt"_s));

        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(r.id()), u"ready"_s, 5000);
        // Every step was taken, in order.
        QStringList seen;
        for (const QList<QVariant> &change : std::as_const(changes))
            seen.append(change.at(1).toString());
        seen.removeDuplicates();
        QCOMPARE(seen, (QStringList {u"vectorizing"_s, u"ready"_s}));
        QCOMPARE(statusOf(r.id()).value(u"progress"_s).toInt(), 100);

        const Reply read = f->http->get(u"/v1/files/"_s + r.id(), "t-admin");
        QCOMPARE(read.status, 200);
        QCOMPARE(read.json().value(u"status"_s).toString(), u"ready"_s);
        QCOMPARE(f->http->get(u"/v1/files"_s, "t-admin").json().value(u"total"_s).toInt(), 1);
    }

    void emptyFileOrWrongTypeFails_data()
    {
        QTest::addColumn<QString>("resourceType");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QByteArray>("contentType");
        QTest::newRow("empty") << u"text"_s << QByteArray() << QByteArray("text/plain");
        QTest::newRow("image as text") << u"text"_s << QByteArray("\x89PNG\r\n\x1a\n....", 12)
                                       << QByteArray("image/png");
        QTest::newRow("text as video") << u"video"_s << QByteArray("hello") << QByteArray("text/plain");
    }
    void emptyFileOrWrongTypeFails()
    {
        QFETCH(QString, resourceType);
        QFETCH(QByteArray, content);
        QFETCH(QByteArray, contentType);
        const Reply r
            = f->http->uploadFile("t-admin", {{u"resourceType"_s, resourceType}}, content, u"f.bin"_s, contentType);
        QCOMPARE(r.status, 201);
        QCOMPARE(r.json().value(u"status"_s).toString(), u"pending"_s);
        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(r.id()), u"failed"_s, 5000);
        QVERIFY(!statusOf(r.id()).value(u"error"_s).toString().isEmpty());
        QCOMPARE(f->http->get(u"/v1/files/"_s + r.id(), "t-admin").json().value(u"status"_s).toString(), u"failed"_s);
    }

    void typeIsDetectedWhenThePartHasNone()
    {
        const Reply r = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"image"_s}, {u"fileName"_s, u"pic.png"_s}},
                                            QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16), u"blob"_s, QByteArray());
        QCOMPARE(r.status, 201);
        QCOMPARE(r.json().value(u"mimeType"_s).toString(), u"image/png"_s);
        QCOMPARE(r.json().value(u"fileName"_s).toString(), u"pic.png"_s);
        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(r.id()), u"ready"_s, 5000);
    }

    void statusTakesCommaListsAndRepeatedIds()
    {
        const QString a = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}}, "a").id();
        const QString b = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}}, "").id();
        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(b), u"failed"_s, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(a), u"ready"_s, 5000);
        const QStringList queries {u"ids="_s + a + u","_s + b, u"ids="_s + a + u"&ids="_s + b};
        for (const QString &query : queries) {
            const Reply r = f->http->get(u"/v1/files/vectorization-status?"_s + query, "t-admin");
            QCOMPARE(r.status, 200);
            const QJsonArray data = r.data();
            QCOMPARE(data.size(), 2);
            QCOMPARE(data.at(0).toObject().value(u"id"_s).toString(), a);
            QCOMPARE(data.at(0).toObject().value(u"status"_s).toString(), u"ready"_s);
            QCOMPARE(data.at(1).toObject().value(u"id"_s).toString(), b);
            QCOMPARE(data.at(1).toObject().value(u"status"_s).toString(), u"failed"_s);
            QVERIFY(data.at(1).toObject().contains(u"error"_s));
        }
        // Files the token cannot see are left out; bad ids are a 400.
        const Reply hidden = f->http->get(u"/v1/files/vectorization-status?ids="_s + a, "t-other");
        QCOMPARE(hidden.status, 200);
        QCOMPARE(hidden.json(), (QJsonObject {{u"data"_s, QJsonArray()}}));
        QCOMPARE(f->http->get(u"/v1/files/vectorization-status?ids=nope"_s, "t-admin").status, 400);
        QCOMPARE(f->http->get(u"/v1/files/vectorization-status"_s, "t-admin").detailFields(), QStringList {u"ids"_s});
    }

    void uploadOverTheLimitIs413()
    {
        const Reply r = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}},
                                            QByteArray(ResourceKind::MaxUploadBytes + 1, 'x'));
        QCOMPARE(r.status, 413);
        QCOMPARE(r.error().value(u"type"_s).toString(), u"invalid_request_error"_s);
        QCOMPARE(r.code(), u"payload_too_large"_s);
        QCOMPARE(r.error().value(u"param"_s).toString(), u"file"_s);
        const Reply atLimit = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}},
                                                  QByteArray(ResourceKind::MaxUploadBytes, 'x'));
        QCOMPARE(atLimit.status, 201);
        // Far over the limit, the body is refused before it is parsed.
        const Reply huge = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}},
                                               QByteArray(ResourceKind::MaxUploadBytes * 2, 'x'));
        QCOMPARE(huge.status, 413);
    }

    void metadataOverTheLimitIs413()
    {
        const QByteArray metadata
            = "{\"resourceType\":\"text\",\"fileName\":\"" + QByteArray(ResourceKind::MaxMetadataBytes, 'n') + "\"}";
        const Reply r = f->http->upload(
            "t-admin",
            {{u"metadata"_s, QString(), "application/json", metadata}, {u"file"_s, u"a.txt"_s, "text/plain", "x"}});
        QCOMPARE(r.status, 413);
        QCOMPARE(r.code(), u"payload_too_large"_s);
        QCOMPARE(r.error().value(u"param"_s).toString(), u"metadata"_s);
    }

    void fileNameOver255Is400()
    {
        Reply r = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}, {u"fileName"_s, QString(256, u'n')}},
                                      "x");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"fileName"_s});
        r = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}}, "x", QString(256, u'p'));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"fileName"_s});
        r = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}, {u"fileName"_s, QString(255, u'n')}}, "x");
        QCOMPARE(r.status, 201);
    }

    void metadataIsValidatedWithTheFileKind()
    {
        Reply r = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"pdf"_s}, {u"extra"_s, 1}}, "x");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), (QStringList {u"resourceType"_s, u"extra"_s}));
        r = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}, {u"scope"_s, u"conversation"_s}}, "x");
        QCOMPARE(r.detailFields(), QStringList {u"conversationId"_s});
        r = f->http->upload(
            "t-admin",
            {{u"metadata"_s, QString(), "application/json", "{not json"}, {u"file"_s, u"a.txt"_s, "text/plain", "x"}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"invalid_json"_s);
        QCOMPARE(r.error().value(u"param"_s).toString(), u"metadata"_s);
    }

    void partsMustBeExactlyFileAndMetadata()
    {
        const QByteArray metadata = R"({"resourceType":"text"})";
        Reply r = f->http->upload("t-admin", {{u"metadata"_s, QString(), "application/json", metadata}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"file"_s});
        r = f->http->upload("t-admin",
                            {{u"metadata"_s, QString(), "application/json", metadata},
                             {u"file"_s, u"a.txt"_s, "text/plain", "x"},
                             {u"file"_s, u"b.txt"_s, "text/plain", "y"}});
        QCOMPARE(r.detailFields(), QStringList {u"file"_s});
        r = f->http->upload("t-admin",
                            {{u"metadata"_s, QString(), "application/json", metadata},
                             {u"file"_s, u"a.txt"_s, "text/plain", "x"},
                             {u"note"_s, QString(), "text/plain", "y"}});
        QCOMPARE(r.detailFields(), QStringList {u"note"_s});
        r = f->http->send("POST", u"/v1/files"_s, "t-admin", R"({"resourceType":"text"})");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"invalid_multipart"_s);
        r = f->http->send("POST", u"/v1/files"_s, "t-admin", "--b\r\nno headers end",
                          {{"Content-Type", "multipart/form-data; boundary=b"}});
        QCOMPARE(r.code(), u"invalid_multipart"_s);
    }

    void handWrittenMultipartIsAccepted()
    {
        // As curl -F writes it: an unquoted boundary, the file part first.
        const QByteArray body = "--XyZ\r\n"
                                "Content-Disposition: form-data; name=\"file\"; filename=\"a.md\"\r\n"
                                "Content-Type: text/markdown\r\n\r\n"
                                "# Title\r\n\r\n"
                                "--XyZ\r\n"
                                "Content-Disposition: form-data; name=\"metadata\"\r\n\r\n"
                                "{\"resourceType\":\"text\"}\r\n"
                                "--XyZ--\r\n";
        const Reply r = f->http->send("POST", u"/v1/files"_s, "t-admin", body,
                                      {{"Content-Type", "multipart/form-data; boundary=XyZ"}});
        QCOMPARE(r.status, 201);
        QCOMPARE(r.json().value(u"sizeBytes"_s).toInt(), 9);
        QCOMPARE(r.json().value(u"fileName"_s).toString(), u"a.md"_s);
        QCOMPARE(r.json().value(u"mimeType"_s).toString(), u"text/markdown"_s);
    }

    void deletingAFileStopsItsProcessing()
    {
        QSignalSpy changes(&f->server->store(), &baton::sandbox::Store::fileStatusChanged);
        const QString doomed = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}}, "bye").id();
        const QString kept = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}}, "stay").id();
        QCOMPARE(f->http->del(u"/v1/files/"_s + doomed, "t-admin").status, 204);
        QCOMPARE(f->http->get(u"/v1/files/"_s + doomed, "t-admin").status, 404);
        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(kept), u"ready"_s, 5000);
        for (const QList<QVariant> &change : std::as_const(changes))
            QVERIFY(change.at(0).toString() != doomed);
    }

    void filesAreReadAndDeletedByAccessNotCapability()
    {
        const QString team = f->server->token(u"admin"_s)->teamId;
        const QString shared
            = f->http
                  ->uploadFile("t-admin",
                               {{u"resourceType"_s, u"text"_s},
                                {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, team}}}}},
                               "x")
                  .id();
        const QString own = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}}, "y").id();
        QCOMPARE(f->http->get(u"/v1/files/"_s + shared, "t-chat").status, 200);
        QCOMPARE(f->http->get(u"/v1/files/"_s + own, "t-chat").status, 404);
        QCOMPARE(f->http->get(u"/v1/files"_s, "t-chat").json().value(u"total"_s).toInt(), 1);
        QCOMPARE(f->http->del(u"/v1/files/"_s + shared, "t-chat").status, 204);
    }

    void fileListFilters()
    {
        const QString text
            = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"text"_s}, {u"fileName"_s, u"Report.txt"_s}}, "x")
                  .id();
        const QString image
            = f->http
                  ->uploadFile("t-admin", {{u"resourceType"_s, u"image"_s}, {u"fileName"_s, u"photo.png"_s}},
                               "not an image", u"photo.png"_s, "image/png")
                  .id();
        const QString broken = f->http->uploadFile("t-admin", {{u"resourceType"_s, u"audio"_s}}, "").id();
        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(broken), u"failed"_s, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(text), u"ready"_s, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(fileStatus(image), u"ready"_s, 5000);
        auto found = [&](const QString &query) {
            QStringList ids;
            for (const QJsonValue &v : f->http->walkPages(u"/v1/files?"_s + query, "t-admin", 2))
                ids.append(v.toObject().value(u"id"_s).toString());
            return ids;
        };
        QCOMPARE(found(u"resourceType=image"_s), QStringList {image});
        QCOMPARE(found(u"status=failed"_s), QStringList {broken});
        QCOMPARE(found(u"status=ready"_s), (QStringList {text, image}));
        QCOMPARE(found(u"search=REPORT"_s), QStringList {text});
        QCOMPARE(found(QString()), (QStringList {text, image, broken}));
    }
};

QTEST_GUILESS_MAIN(tst_SandboxFiles)
#include "tst_sandbox_files.moc"

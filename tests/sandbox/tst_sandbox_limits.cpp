#include "SandboxHarness.h"
#include "support/ProcStatus.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <malloc.h>
#include <memory>
#include <vector>

using namespace sandboxtest;
using baton::test::statusKiB;

namespace {

// Starts VmHWM (the peak) again from the present VmRSS, once the memory
// freed by earlier tests has gone back to the system (else a request could
// grow into it unseen).
bool resetPeak()
{
    malloc_trim(0);
    QFile file(u"/proc/self/clear_refs"_s);
    return file.open(QIODevice::WriteOnly) && file.write("5") == 1;
}

// One client sending a request head and then, as fast as the sandbox takes
// them, the body bytes it announced, until an answer begins.
struct Upload {
    QTcpSocket socket;
    qint64 length = 0;
    qint64 sent = 0;
    QByteArray answer;

    void pump()
    {
        static const QByteArray chunk(64 * 1024, 'x');
        answer += socket.readAll();
        while (answer.isEmpty() && socket.state() == QAbstractSocket::ConnectedState && sent < length
               && socket.bytesToWrite() < 4 * chunk.size()) {
            const qint64 n = std::min<qint64>(chunk.size(), length - sent);
            socket.write(chunk.constData(), n);
            sent += n;
        }
    }
    [[nodiscard]] bool done() const
    {
        return answer.contains("\r\n\r\n") || socket.state() == QAbstractSocket::UnconnectedState;
    }
    [[nodiscard]] int status() const { return answer.startsWith("HTTP/1.1 ") ? answer.mid(9, 3).toInt() : -1; }
};

} // namespace

// Bodies and queries built to make the sandbox work hard: many bad items,
// many unknown query fields, integers beyond 32 bits. Each is refused with
// the field named, and quickly enough that the test's own timeout is far off.
class tst_SandboxLimits : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> f;

    static QByteArray repeated(const QByteArray &item, int count)
    {
        QByteArray list;
        list.reserve(qsizetype(item.size() + 1) * count);
        for (int i = 0; i < count; ++i) {
            if (i > 0)
                list += ',';
            list += item;
        }
        return list;
    }

    // A 400 whose details list at most 100 problems and then counts the rest.
    static void checkCapped(const Reply &r, const QString &firstField, int problems)
    {
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"validation_failed"_s);
        const QJsonArray details = r.error().value(u"details"_s).toArray();
        QCOMPARE(details.size(), 101);
        QCOMPARE(details.first().toObject().value(u"field"_s).toString(), firstField);
        const QJsonObject more = details.last().toObject();
        QCOMPARE(more.value(u"field"_s).toString(), QString());
        QCOMPARE(more.value(u"message"_s).toString(), u"And %1 more fields have problems."_s.arg(problems - 100));
    }

private Q_SLOTS:
    void init() { f = std::make_unique<Fixture>(); }
    void cleanup() { f.reset(); }

    void manyBadArrayItemsAreCountedNotListed()
    {
        const QByteArray body = "{\"name\":\"m\",\"llmModelName\":\"x\",\"tags\":[" + repeated("1", 48000) + "]}";
        checkCapped(f->http->send("POST", u"/v1/custom-models"_s, "t-admin", body), u"tags[0]"_s, 48000);
        QCOMPARE(f->http->get(u"/v1/custom-models"_s, "t-admin").data().size(), 0);
    }

    void manyBadChatMessagesAreCountedNotListed()
    {
        const QByteArray body
            = "{\"model\":\"custom:6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01\",\"messages\":[" + repeated("1", 48000) + "]}";
        checkCapped(f->http->send("POST", u"/v1/chat/completions"_s, "t-chat", body), u"messages[0]"_s, 48000);
    }

    void manyUnknownQueryFieldsAreCountedNotListed()
    {
        QStringList query;
        for (int i = 0; i < 16000; ++i)
            query.append(u"k%1=v"_s.arg(i));
        checkCapped(f->http->get(u"/v1/tools?"_s + query.join(u'&'), "t-admin"), u"k0"_s, 16000);
    }

    void manyUnknownReferencesAreCountedNotListed()
    {
        // Well-formed references to teams that do not exist: refused by the
        // reference check after the table's, capped the same way.
        QJsonArray teams;
        for (int i = 0; i < 300; ++i)
            teams.append(u"0b7f3c1e-9a55-4d8e-b1c2-%1"_s.arg(i, 12, 10, QChar(u'0')));
        const Reply r = f->http->post(u"/v1/group-models"_s, "t-admin",
                                      {{u"name"_s, u"g"_s},
                                       {u"defaultMode"_s, u"auto"_s},
                                       {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"x"_s}}},
                                       {u"teamIds"_s, teams}});
        checkCapped(r, u"teamIds[0]"_s, 300);
    }

    void manyFileIdsAreRefusedQuickly()
    {
        // 6 000 ids fill 222 KB, within the request target's limit (maxTargetBytes).
        QStringList ids;
        for (int i = 0; i < 6000; ++i)
            ids.append(u"0b7f3c1e-9a55-4d8e-b1c2-%1"_s.arg(i, 12, 10, QChar(u'0')));
        const Reply r = f->http->get(u"/v1/files/vectorization-status?ids="_s + ids.join(u','), "t-admin");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.detailFields(), QStringList {u"ids"_s});
    }

    // 7 levels of groups, each level's 9 agents all the group below: each
    // group is expanded once, at its first occurrence, so the answer holds 7
    // expansions instead of 9^6 of the lowest group.
    void deepResolveExpandsEachGroupOnce()
    {
        const QJsonObject llm {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt"_s}};
        QJsonObject below = llm;
        QString top;
        for (int level = 1; level <= 7; ++level) {
            QJsonArray agents;
            for (int i = 0; i < 9; ++i)
                agents.append(QJsonObject {{u"ref"_s, below}, {u"role"_s, u"agent%1"_s.arg(i)}});
            top = f->http
                      ->post(u"/v1/group-models"_s, "t-admin",
                             {{u"name"_s, u"Level %1"_s.arg(level)},
                              {u"defaultMode"_s, u"auto"_s},
                              {u"brain"_s, llm},
                              {u"agents"_s, agents}})
                      .id();
            QVERIFY(!top.isEmpty());
            below = {{u"type"_s, u"group"_s}, {u"groupModelId"_s, top}};
        }
        QVERIFY(resetPeak());
        const qint64 rssBefore = statusKiB("VmRSS:");
        QElapsedTimer timer;
        timer.start();
        const Reply r = f->http->get(u"/v1/group-models/"_s + top + u"?resolve=deep"_s, "t-admin");
        const qint64 elapsed = timer.elapsed();
        const qint64 grownKiB = statusKiB("VmHWM:") - rssBefore;
        QCOMPARE(r.status, 200);
        QVERIFY2(elapsed < 1000, qPrintable(u"answered in %1 ms"_s.arg(elapsed)));
        QVERIFY2(r.body.size() < 10 * 1000 * 1000, qPrintable(u"answered %1 bytes"_s.arg(r.body.size())));
        QVERIFY2(grownKiB < 100 * 1024, qPrintable(u"the process grew by %1 KiB"_s.arg(grownKiB)));

        // The first agent at each level carries the level below, expanded;
        // the other eight name it and refer to that expansion by its id.
        QJsonObject group = r.json();
        for (int level = 6; level >= 1; --level) {
            const QJsonArray agents = group.value(u"agents"_s).toArray();
            QCOMPARE(agents.size(), 9);
            const QJsonObject again = agents.at(8).toObject().value(u"ref"_s).toObject();
            QCOMPARE(again.value(u"resolved"_s).toObject(),
                     (QJsonObject {{u"name"_s, u"Level %1"_s.arg(level)}, {u"kind"_s, u"group"_s}}));
            const QJsonObject first = agents.at(0).toObject().value(u"ref"_s).toObject();
            QCOMPARE(first.value(u"groupModelId"_s), again.value(u"groupModelId"_s));
            group = first.value(u"resolved"_s).toObject();
            QCOMPARE(group.value(u"name"_s).toString(), u"Level %1"_s.arg(level));
        }
        QCOMPARE(group.value(u"agents"_s)
                     .toArray()
                     .at(8)
                     .toObject()
                     .value(u"ref"_s)
                     .toObject()
                     .value(u"resolved"_s)
                     .toObject(),
                 (QJsonObject {{u"name"_s, u"gpt"_s}, {u"kind"_s, u"llm"_s}}));
    }

    // Past 1000 references resolved, a deep read is refused, quickly; the
    // same group reads shallow.
    void deepResolvePastTheCapIsRefused()
    {
        const QJsonObject llm {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt"_s}};
        QJsonArray agents;
        for (int i = 0; i < 1000; ++i)
            agents.append(QJsonObject {{u"ref"_s, llm}, {u"role"_s, u"a"_s}});
        const QString id = f->http
                               ->post(u"/v1/group-models"_s, "t-admin",
                                      {{u"name"_s, u"Crowd"_s},
                                       {u"defaultMode"_s, u"auto"_s},
                                       {u"brain"_s, llm},
                                       {u"agents"_s, agents}})
                               .id();
        QVERIFY(!id.isEmpty());
        QElapsedTimer timer;
        timer.start();
        const Reply deep = f->http->get(u"/v1/group-models/"_s + id + u"?resolve=deep"_s, "t-admin");
        QVERIFY2(timer.elapsed() < 1000, qPrintable(u"answered in %1 ms"_s.arg(timer.elapsed())));
        QCOMPARE(deep.status, 400);
        QCOMPARE(deep.error().value(u"type"_s).toString(), u"invalid_request_error"_s);
        QCOMPARE(deep.code(), u"resolve_too_large"_s);
        QCOMPARE(deep.error().value(u"param"_s).toString(), u"resolve"_s);
        QCOMPARE(deep.error().value(u"message"_s).toString(),
                 u"Resolving this group model deep would resolve more than 1000 model references; read it with "
                 "resolve=shallow, or read the groups it references one at a time."_s);
        const Reply shallow = f->http->get(u"/v1/group-models/"_s + id + u"?resolve=shallow"_s, "t-admin");
        QCOMPARE(shallow.status, 200);
        QCOMPARE(shallow.json().value(u"agents"_s).toArray().size(), 1000);

        // One reference fewer (the brain and 999 agents) is within the cap.
        agents.removeLast();
        QCOMPARE(f->http->patch(u"/v1/group-models/"_s + id, "t-admin", {{u"agents"_s, agents}}).status, 200);
        QCOMPARE(f->http->get(u"/v1/group-models/"_s + id + u"?resolve=deep"_s, "t-admin").status, 200);
    }

    // 60 clients without a token each start an upload of 5 MB less one byte:
    // each is answered from its head (401, or 503 past the connections one
    // address may hold), and the sandbox stores next to nothing of the bodies.
    void uploadsWithoutATokenAreRefusedBeforeTheirBodies()
    {
        constexpr int clients = 60;
        const qint64 length = baton::ResourceKind::MaxUploadBytes - 1;
        const QUrl base = f->server->baseUrl();
        const QByteArray head = "POST /v1/files HTTP/1.1\r\nHost: " + base.host().toLatin1() + ':'
            + QByteArray::number(base.port()) + "\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: "
            + QByteArray::number(length) + "\r\n\r\n";
        QVERIFY(resetPeak());
        const qint64 rssBefore = statusKiB("VmRSS:");
        QElapsedTimer timer;
        timer.start();
        std::vector<std::unique_ptr<Upload>> uploads;
        for (int i = 0; i < clients; ++i) {
            auto upload = std::make_unique<Upload>();
            upload->length = length;
            Upload *u = upload.get();
            QObject::connect(&u->socket, &QTcpSocket::connected, &u->socket, [u, head] {
                u->socket.write(head);
                u->pump();
            });
            QObject::connect(&u->socket, &QTcpSocket::bytesWritten, &u->socket, [u] { u->pump(); });
            QObject::connect(&u->socket, &QTcpSocket::readyRead, &u->socket, [u] { u->pump(); });
            u->socket.connectToHost(base.host(), quint16(base.port()));
            uploads.push_back(std::move(upload));
        }
        const auto allDone
            = [&] { return std::all_of(uploads.begin(), uploads.end(), [](const auto &u) { return u->done(); }); };
        QTRY_VERIFY_WITH_TIMEOUT(allDone(), 30000);
        const qint64 elapsed = timer.elapsed();
        const qint64 grownKiB = statusKiB("VmHWM:") - rssBefore;
        int refused = 0;
        int busy = 0;
        qint64 sent = 0;
        for (const auto &u : uploads) {
            sent += u->sent;
            if (u->status() == 401)
                ++refused;
            else if (u->status() == 503)
                ++busy;
            else
                QFAIL(qPrintable(u"an upload was answered: %1"_s.arg(QString::fromLatin1(u->answer.left(200)))));
        }
        const QString figures
            = u"%1 answered 401, %2 answered 503 in %3 ms; %4 KiB sent; the process grew by %5 KiB"_s.arg(refused)
                  .arg(busy)
                  .arg(elapsed)
                  .arg(sent / 1024)
                  .arg(grownKiB);
        qInfo("%s", qPrintable(figures));
        QVERIFY2(grownKiB < 100 * 1024, qPrintable(figures));
        QVERIFY2(elapsed < 2000, qPrintable(figures));
        // The answers came before the bodies: less than a tenth of them was sent.
        QVERIFY2(sent < clients * length / 10, qPrintable(figures));
        QVERIFY2(refused >= 1, qPrintable(figures));
    }

    // A model carrying 20 000 tags listed by those 20 000 tags: each asked
    // tag is looked up among the carried ones, not compared with each of them.
    void manyTagsFilterInLinearTime()
    {
        QJsonArray carried;
        QStringList asked;
        for (int i = 0; i < 20000; ++i) {
            carried.append(u"t%1"_s.arg(i));
            asked.append(u"T%1"_s.arg(19999 - i));
        }
        const Reply created
            = f->http->post(u"/v1/custom-models"_s, "t-admin",
                            {{u"name"_s, u"Tagged"_s}, {u"llmModelName"_s, u"gpt"_s}, {u"tags"_s, carried}});
        QCOMPARE(created.status, 201);
        QElapsedTimer timer;
        timer.start();
        const Reply r = f->http->get(u"/v1/custom-models?limit=10&tags="_s + asked.join(u','), "t-admin");
        const qint64 elapsed = timer.elapsed();
        QCOMPARE(r.status, 200);
        QCOMPARE(r.data().size(), 1);
        QVERIFY2(elapsed < 1000, qPrintable(u"answered in %1 ms"_s.arg(elapsed)));
    }

    void integersBeyond32BitsAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("field");
        QTest::newRow("page 2^32+1") << u"/v1/tools?page=4294967297"_s << u"page"_s;
        QTest::newRow("page 2^31") << u"/v1/tools?page=2147483648"_s << u"page"_s;
        QTest::newRow("pageSize 2^32+20") << u"/v1/files?pageSize=4294967316"_s << u"pageSize"_s;
        QTest::newRow("limit 2^32+20") << u"/v1/secrets?limit=4294967316"_s << u"limit"_s;
    }
    void integersBeyond32BitsAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(QString, field);
        const Reply r = f->http->get(path, "t-admin");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"validation_failed"_s);
        QCOMPARE(r.detailFields(), QStringList {field});
        QCOMPARE(r.error().value(u"param"_s).toString(), field);
    }

    void largestPageIsAnEmptyPage()
    {
        const Reply r = f->http->get(u"/v1/tools?page=2147483647&pageSize=100"_s, "t-admin");
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json().value(u"page"_s).toInteger(), 2147483647);
        QVERIFY(r.json().value(u"data"_s).isArray());
        QCOMPARE(r.data().size(), 0);
    }

    void integerFieldsBeyond32BitsAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("token");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const QString fromOne = u"Must be between 1 and 2147483647."_s;
        const QByteArray chat = "{\"model\":\"custom:6f1c0a52-7c1e-4a3e-9d55-2f3b8a1c9e01\","
                                "\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],";
        QTest::newRow("max_tokens 2^40") << u"/v1/chat/completions"_s << QByteArray("t-chat")
                                         << chat + "\"max_tokens\":1099511627776}" << u"max_tokens"_s << fromOne;
        QTest::newRow("max_completion_tokens 2^31")
            << u"/v1/chat/completions"_s << QByteArray("t-chat") << chat + "\"max_completion_tokens\":2147483648}"
            << u"max_completion_tokens"_s << fromOne;
        QTest::newRow("cacheTtlSeconds 2^40")
            << u"/v1/api-resources"_s << QByteArray("t-admin")
            << QByteArray("{\"name\":\"r\",\"description\":\"d\",\"urlTemplate\":\"http://x\","
                          "\"cacheTtlSeconds\":1099511627776}")
            << u"cacheTtlSeconds"_s << u"Must be between 0 and 2147483647."_s;
    }
    void integerFieldsBeyond32BitsAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, token);
        QFETCH(QByteArray, body);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const Reply r = f->http->send("POST", path, token, body);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), u"validation_failed"_s);
        QCOMPARE(r.detailFields(), QStringList {field});
        QCOMPARE(r.error().value(u"details"_s).toArray().first().toObject().value(u"message"_s).toString(), message);
    }
};

QTEST_GUILESS_MAIN(tst_SandboxLimits)
#include "tst_sandbox_limits.moc"

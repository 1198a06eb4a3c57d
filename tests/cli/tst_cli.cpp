#include "core/auth/ProfileStore.h"
#include "core/history/HistoryStore.h"
#include "sandbox/ListQuery.h"
#include "sandbox/Server.h"
#include "support/LoopbackServer.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <memory>
#include <optional>
#include <unistd.h>

using namespace Qt::StringLiterals;
using baton::ResourceKind;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::test::LoopbackServer;

namespace {

const QString ticketCommand = u"/tool create_ticket {\"title\": \"Printer on fire\", \"priority\": \"high\"}"_s;

// What one run of baton-cli left behind.
struct Run {
    int exitCode = -1; // -1: it did not end in time
    QByteArray out;
    QByteArray err;

    [[nodiscard]] QList<QJsonObject> lines() const
    {
        QList<QJsonObject> objects;
        for (const QByteArray &line : out.split('\n')) {
            if (!line.isEmpty())
                objects.append(QJsonDocument::fromJson(line).object());
        }
        return objects;
    }
    [[nodiscard]] QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    [[nodiscard]] QString errText() const { return QString::fromUtf8(err); }
};

// Bytes that would drive a terminal: ESC, BEL, CR, DEL, the C1 CSI (U+009B),
// a bidi override (U+202E) and an isolate (U+2066), as UTF-8.
const QList<QByteArray> terminalControls {"\x1b", "\x07", "\r", "\x7f", "\xc2\x9b", "\xe2\x80\xae", "\xe2\x81\xa6"};

// The first of terminalControls found in `bytes`, as text for a failure; empty when none is.
QByteArray controlIn(const QByteArray &bytes)
{
    for (const QByteArray &control : terminalControls) {
        if (bytes.contains(control))
            return "raw " + control.toHex() + " in: " + bytes.toPercentEncoding(" {}[]\":,/\\?\n");
    }
    return {};
}

// A chat answer of the service, standard (not streamed): text, or a pause
// for approval of one tool call.
QByteArray chatAnswer(const QString &content, const std::optional<QString> &toolName = std::nullopt)
{
    QJsonObject message {{u"role"_s, u"assistant"_s}, {u"content"_s, content}};
    QJsonObject answer {{u"id"_s, u"chatcmpl-1"_s}, {u"object"_s, u"chat.completion"_s}};
    if (toolName) {
        message.insert(
            u"tool_calls"_s,
            QJsonArray {QJsonObject {
                {u"id"_s, u"call_1"_s},
                {u"type"_s, u"function"_s},
                {u"function"_s, QJsonObject {{u"name"_s, *toolName}, {u"arguments"_s, u"{\"path\":\"/\"}"_s}}}}});
        answer.insert(u"sandbox"_s, QJsonObject {{u"approval_id"_s, u"ap_1"_s}, {u"execution_id"_s, u"ex_1"_s}});
    }
    answer.insert(u"choices"_s,
                  QJsonArray {QJsonObject {{u"index"_s, 0},
                                           {u"finish_reason"_s, toolName ? u"tool_calls"_s : u"stop"_s},
                                           {u"message"_s, message}}});
    return QJsonDocument(answer).toJson(QJsonDocument::Compact);
}

} // namespace

// baton-cli, the built binary, against a sandbox served from this process's
// event loop: every process is waited for through signals, never blocking.
class tst_Cli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config; // the settings of this test and of the processes it starts
    std::unique_ptr<Server> m_server;
    QString m_adminToken;
    QString m_support; // custom:<id>
    QString m_desk; // group:<id>
    QString m_ticketKeyId;

    QString idOf(ResourceKind::Id kind, const QString &name)
    {
        const baton::sandbox::Token &admin = *m_server->token(u"admin"_s);
        const ResourceKind &resource = ResourceKind::get(kind);
        const auto query
            = baton::sandbox::ListQuery::parse(resource, QUrlQuery(resource.pageSizeParameter() + u"=100"_s));
        for (const baton::sandbox::Record *record :
             m_server->store().list(std::get<baton::sandbox::ListQuery>(query), admin).items) {
            if (record->object.value(u"name"_s).toString() == name)
                return record->id;
        }
        return {};
    }

    static QProcessEnvironment environment(const std::optional<QString> &token)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"BATON_TOKEN"_s);
        if (token)
            env.insert(u"BATON_TOKEN"_s, *token);
        return env;
    }

    static Run run(const QStringList &arguments, const QByteArray &input, const QProcessEnvironment &env)
    {
        QProcess process;
        process.setProcessEnvironment(env);
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(BATON_CLI_PATH), arguments);
        process.write(input);
        process.closeWriteChannel();
        Run result;
        if (!finished.wait(30000)) {
            process.kill();
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }

    // A run whose stdin is a terminal, as a person's is: a pseudo-terminal
    // where `typed` was typed.
    static Run runOnTerminal(const QStringList &arguments, const QByteArray &typed, const QProcessEnvironment &env)
    {
        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
            return {};
        const int terminal = ::open(::ptsname(master), O_RDWR | O_NOCTTY);
        QProcess process;
        process.setProcessEnvironment(env);
        process.setChildProcessModifier([terminal] { ::dup2(terminal, STDIN_FILENO); });
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(BATON_CLI_PATH), arguments);
        Run result;
        if (::write(master, typed.constData(), size_t(typed.size())) == typed.size() && finished.wait(30000)) {
            result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
            result.out = process.readAllStandardOutput();
            result.err = process.readAllStandardError();
        } else {
            process.kill();
            process.waitForFinished(5000);
        }
        ::close(terminal);
        ::close(master);
        return result;
    }

    // A command that talks to the sandbox, with the admin token in BATON_TOKEN.
    Run service(const QStringList &arguments, const QByteArray &input = {})
    {
        return run(arguments + QStringList {u"--base-url"_s, m_server->baseUrl().toString()}, input,
                   environment(m_adminToken));
    }

    // The history baton-cli keeps for the sandbox named by --base-url.
    QString historyFile() const { return baton::HistoryStore::defaultPath({}, m_server->baseUrl()); }

    // `baton-cli history …` for the sandbox, without a token: it needs none.
    Run history(const QStringList &arguments)
    {
        return run(QStringList {u"history"_s} + arguments
                       + QStringList {u"--base-url"_s, m_server->baseUrl().toString()},
                   {}, environment(std::nullopt));
    }

    // Whether `bytes` is in the history's files, the write-ahead log included, as UTF-8 or UTF-16.
    QString foundInHistoryFiles(const QString &text) const
    {
        const QByteArray utf16(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
        for (const QString &path : QStringList {historyFile(), historyFile() + u"-wal"_s}) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QByteArray bytes = file.readAll();
            if (bytes.contains(text.toUtf8()) || bytes.contains(utf16))
                return path;
        }
        return {};
    }

    QList<QJsonObject> ticketCalls() const
    {
        QList<QJsonObject> calls;
        for (const QJsonValue &entry : m_server->echoLog().entries()) {
            if (entry[u"path"_s].toString().endsWith(u"/tickets"_s))
                calls.append(entry.toObject());
        }
        return calls;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_config.filePath(u"data"_s)));
        ServerConfig config;
        config.demo = true;
        config.chat.tokenDelayMs = 1;
        m_server = std::make_unique<Server>(config);
        QVERIFY(m_server->listen() != 0);
        m_adminToken = m_server->token(u"admin"_s)->value;
        m_support = u"custom:"_s + idOf(ResourceKind::Id::CustomModel, u"Support assistant"_s);
        m_desk = u"group:"_s + idOf(ResourceKind::Id::GroupModel, u"Support desk"_s);
        m_ticketKeyId = idOf(ResourceKind::Id::Secret, u"Ticket API key"_s);
        QVERIFY(m_support.size() > 7);
        QVERIFY(m_desk.size() > 6);
        QVERIFY(!m_ticketKeyId.isEmpty());
    }

    void init() { m_server->echoLog().clear(); }

    void helpListsExitCodes()
    {
        const Run help = run({u"--help"_s}, {}, environment(std::nullopt));
        QCOMPARE(help.exitCode, 0);
        const QString text = QString::fromUtf8(help.out);
        for (int code = 0; code <= 7; ++code)
            QVERIFY2(text.contains(QRegularExpression(u"\n  %1  \\S"_s.arg(code))), qPrintable(text));
        for (const QString &command : {u"chat"_s, u"list"_s, u"get"_s, u"sse-decode"_s})
            QVERIFY(text.contains(command));
        QVERIFY(text.contains(u"BATON_TOKEN"_s));

        const Run chatHelp = run({u"chat"_s, u"--help"_s}, {}, environment(std::nullopt));
        QCOMPARE(chatHelp.exitCode, 0);
        QVERIFY(chatHelp.out.contains("--approve"));
        QVERIFY(chatHelp.out.contains("--deny-reason"));
        QVERIFY(chatHelp.out.contains("--profile"));

        const Run unknown = run({u"dance"_s}, {}, environment(std::nullopt));
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.errText().contains(u"dance"_s));
    }

    void listWalksEveryPage()
    {
        const baton::sandbox::Token &admin = *m_server->token(u"admin"_s);
        QSet<QString> created;
        for (int i = 0; i < 23; ++i) {
            const QString name = u"bulk_tool_%1"_s.arg(i, 2, 10, QChar(u'0'));
            m_server->store().create(
                ResourceKind::Id::Tool,
                {{u"name"_s, name},
                 {u"description"_s, u"One of many."_s},
                 {u"method"_s, u"POST"_s},
                 {u"urlTemplate"_s, u"https://tools.invalid/x"_s},
                 {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, admin.teamId}}}}},
                admin);
            created.insert(name);
        }

        const Run list = service({u"list"_s, u"tools"_s, u"--page-size"_s, u"5"_s});
        QCOMPARE(list.exitCode, 0);
        const QList<QJsonObject> tools = list.lines();
        QCOMPARE(tools.size(), 25); // the demo's two and the new ones, over five pages
        QSet<QString> names;
        QSet<QString> ids;
        for (const QJsonObject &tool : tools) {
            names.insert(tool[u"name"_s].toString());
            ids.insert(tool[u"id"_s].toString());
        }
        QCOMPARE(ids.size(), 25);
        QVERIFY(names.contains(created));
        QVERIFY(names.contains(u"create_ticket"_s));
        QVERIFY(names.contains(u"notify_team"_s));

        // A filter: the tools shared with the support assistant.
        const Run shared = service({u"list"_s, u"tools"_s, u"--query"_s, u"scopeType=customModel"_s, u"--query"_s,
                                    u"scopeId="_s + m_support.mid(7), u"--page-size"_s, u"1"_s});
        QCOMPARE(shared.exitCode, 0);
        QStringList sharedNames;
        for (const QJsonObject &tool : shared.lines())
            sharedNames.append(tool[u"name"_s].toString());
        sharedNames.sort();
        QCOMPARE(sharedNames, (QStringList {u"create_ticket"_s, u"notify_team"_s}));

        // The cursor family too.
        const Run models = service({u"list"_s, u"custom-models"_s, u"--page-size"_s, u"1"_s});
        QCOMPARE(models.exitCode, 0);
        QCOMPARE(models.lines().size(), 2);

        const Run badSize = service({u"list"_s, u"tools"_s, u"--page-size"_s, u"500"_s});
        QCOMPARE(badSize.exitCode, 1);
        QVERIFY(badSize.errText().contains(u"pageSize"_s));
        const Run badKind = service({u"list"_s, u"gadgets"_s});
        QCOMPARE(badKind.exitCode, 1);
        QVERIFY(badKind.errText().contains(u"custom-models"_s));
    }

    void getOne()
    {
        const QString id = idOf(ResourceKind::Id::Tool, u"create_ticket"_s);
        const Run get = service({u"get"_s, u"tools"_s, id});
        QCOMPARE(get.exitCode, 0);
        QCOMPARE(get.lines().size(), 1);
        QCOMPARE(get.json()[u"id"_s].toString(), id);
        QCOMPARE(get.json()[u"name"_s].toString(), u"create_ticket"_s);

        const Run missing = service({u"get"_s, u"tools"_s, u"00000000-0000-4000-8000-000000000000"_s});
        QCOMPARE(missing.exitCode, 4);
        // The service's own words: message, status, type, code and request id.
        QVERIFY2(missing.errText().contains(u"with this id is visible to this token.”"_s), missing.err.constData());
        QVERIFY2(missing.errText().contains(u"HTTP 404, not_found_error/not_found"_s), missing.err.constData());
        QVERIFY2(missing.errText().contains(QRegularExpression(u"Request id: \\S+\\)"_s)), missing.err.constData());
        QVERIFY(missing.out.isEmpty());
    }

    // What an object uses and what uses it, by name, one JSON line each.
    void refsOfAnObject()
    {
        const auto linesOf = [](const Run &run) {
            QStringList lines;
            for (const QJsonObject &line : run.lines())
                lines << QStringList {line[u"direction"_s].toString(), line[u"relation"_s].toString(),
                                      line[u"kind"_s].toString(), line[u"name"_s].toString(),
                                      line[u"detail"_s].toString()}
                             .join(u'|');
            lines.sort();
            return lines;
        };
        const QString support = m_support.mid(7);
        const Run model = service({u"refs"_s, u"custom-models"_s, support.toUpper()});
        QCOMPARE(model.exitCode, 0);
        QCOMPARE(linesOf(model),
                 (QStringList {
                     u"usedBy|agent|group-models|Support desk|writer"_s,
                     u"usedBy|sharedWith|api-resources|Service status|"_s,
                     u"usedBy|sharedWith|tools|create_ticket|"_s,
                     u"usedBy|sharedWith|tools|notify_team|"_s,
                 }));
        // Each line's kind and id can be given to get.
        const QJsonObject first = model.lines().first();
        QCOMPARE(service({u"get"_s, first[u"kind"_s].toString(), first[u"id"_s].toString()}).exitCode, 0);

        const Run key = service({u"refs"_s, u"secrets"_s, m_ticketKeyId});
        QCOMPARE(key.exitCode, 0);
        QCOMPARE(linesOf(key), QStringList {u"usedBy|authField|tools|create_ticket|X-Api-Key"_s});

        const QString ticket = idOf(ResourceKind::Id::Tool, u"create_ticket"_s);
        const Run tool = service({u"refs"_s, u"tools"_s, ticket});
        QCOMPARE(tool.exitCode, 0);
        QVERIFY2(linesOf(tool).contains(u"uses|authField|secrets|Ticket API key|X-Api-Key"_s), tool.out.constData());

        const Run missing = service({u"refs"_s, u"tools"_s, u"00000000-0000-4000-8000-000000000000"_s});
        QCOMPARE(missing.exitCode, 4);
        QVERIFY(missing.out.isEmpty());
        QCOMPARE(service({u"refs"_s, u"gadgets"_s, ticket}).exitCode, 1);
        QCOMPARE(service({u"refs"_s, u"tools"_s}).exitCode, 1);
    }

    // A list the token may not read is named, and the status says so; what
    // could be read is printed.
    void refsWithAListRefused()
    {
        const QString ticket = idOf(ResourceKind::Id::Tool, u"create_ticket"_s);
        const Run refused = run({u"refs"_s, u"tools"_s, ticket, u"--base-url"_s, m_server->baseUrl().toString()}, {},
                                environment(m_server->token(u"chat"_s)->value));
        QCOMPARE(refused.exitCode, 3);
        QVERIFY2(refused.errText().contains(u"The tools could not be read"_s), refused.err.constData());
        QVERIFY(refused.out.isEmpty());
    }

    // A list of the users that could not be read whole is no answer that
    // nothing uses the object: refs names it on stderr with why and exits 2.
    void refsWithAListNotReadWhole_data()
    {
        QTest::addColumn<QByteArray>("tools"); // the body of every tools page
        QTest::addColumn<QString>("reason");
        QTest::newRow("a proxy's sign-in page")
            << QByteArray("<html><body><h1>Please sign in</h1></body></html>") << u"“Please sign in”"_s;
        QTest::newRow("a page short of the total")
            << QByteArray(R"({"data":[],"page":1,"pageSize":100,"total":7})") << u"promises 7"_s;
    }

    void refsWithAListNotReadWhole()
    {
        QFETCH(QByteArray, tools);
        QFETCH(QString, reason);
        const QString secret = u"5ec7e700-0000-4000-8000-000000000001"_s;
        LoopbackServer server;
        server.setHandler([&](const baton::test::RecordedRequest &request, QHttpServerResponder &&responder) {
            const LoopbackServer::Headers json {{"Content-Type", "application/json"}, {"X-Request-Id", "req_refs"}};
            if (request.path == u"/v1/tools"_s)
                LoopbackServer::reply(responder, 200, tools,
                                      {{"Content-Type", tools.startsWith('<') ? "text/html" : "application/json"},
                                       {"X-Request-Id", "req_tools"}});
            else if (request.path == u"/v1/secrets"_s)
                LoopbackServer::reply(responder, 200,
                                      "{\"data\":[{\"id\":\"" + secret.toUtf8() + "\",\"name\":\"Mail key\"}]}", json);
            else
                LoopbackServer::reply(responder, 200, R"({"data":[]})", json);
        });
        const Run refs = run({u"refs"_s, u"secrets"_s, secret, u"--base-url"_s, server.baseUrl().toString()}, {},
                             environment(m_adminToken));
        QCOMPARE(refs.exitCode, 2);
        QVERIFY2(refs.errText().contains(u"The tools "_s), refs.err.constData());
        QVERIFY2(refs.errText().contains(reason), refs.err.constData());
        QVERIFY2(refs.errText().contains(u"req_tools"_s), refs.err.constData());
        QVERIFY(refs.out.isEmpty());
    }

    // A service that sends empty pages for ever, each naming a next one: list
    // stops after a bounded number of requests and exits 2 saying why.
    void listStopsOnEndlessEmptyPages()
    {
        LoopbackServer server;
        int requests = 0;
        server.setHandler([&requests](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            ++requests;
            const QByteArray first = requests == 1 ? R"({"id":"m1","name":"Writer"})" : "";
            LoopbackServer::reply(responder, 200,
                                  "{\"data\":[" + first + "],\"nextCursor\":\"c" + QByteArray::number(requests) + "\"}",
                                  {{"Content-Type", "application/json"}, {"X-Request-Id", "req_empty"}});
        });
        QElapsedTimer clock;
        clock.start();
        const Run list = run({u"list"_s, u"custom-models"_s, u"--base-url"_s, server.baseUrl().toString()}, {},
                             environment(m_adminToken));
        QCOMPARE(list.exitCode, 2);
        QCOMPARE(requests, 11); // the first page, then ten empty ones
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(list.lines().size(), 1);
        QVERIFY2(list.errText().contains(u"empty page"_s), list.err.constData());
        QVERIFY2(list.errText().contains(u"The list ended early"_s), list.err.constData());
    }

    // An API resource saved with a credential in its static headers is
    // printed with that value masked, by get and by list alike.
    void credentialHeadersArePrintedMasked()
    {
        const baton::sandbox::Token &admin = *m_server->token(u"admin"_s);
        const QString id = m_server->store()
                               .create(ResourceKind::Id::ApiResource,
                                       {{u"name"_s, u"Stock levels"_s},
                                        {u"description"_s, u"Items in stock"_s},
                                        {u"urlTemplate"_s, u"https://stock.invalid/levels"_s},
                                        {u"staticHeadersNonSecret"_s,
                                         QJsonObject {{u"Authorization"_s, u"Bearer abc123"_s},
                                                      {u"X-Client"_s, u"baton-sandbox-demo"_s}}}},
                                       admin)
                               .id;
        const Run get = service({u"get"_s, u"api-resources"_s, id});
        QCOMPARE(get.exitCode, 0);
        const QJsonObject headers = get.json()[u"staticHeadersNonSecret"_s].toObject();
        QCOMPARE(headers,
                 (QJsonObject {{u"Authorization"_s, u"Bearer ••••••••"_s}, {u"X-Client"_s, u"baton-sandbox-demo"_s}}));
        const Run list = service({u"list"_s, u"api-resources"_s});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("Stock levels"));
        QVERIFY(!list.out.contains("abc123"));
        QVERIFY(!get.out.contains("abc123"));
    }

    // A 2xx whose body cannot be what the command prints is a failure, shown
    // with the start of the body, never an empty object or an empty list.
    void unreadableSuccessFails_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("shown");
        const QStringList get {u"get"_s, u"tools"_s, u"t1"_s};
        const QStringList list {u"list"_s, u"tools"_s};
        const QByteArray page = "<html><body><h1>Welcome to nginx!</h1></body></html>";
        QTest::newRow("get, empty") << get << QByteArray() << u"empty body"_s;
        QTest::newRow("get, html") << get << page << u"“<html><body><h1>Welcome to nginx!"_s;
        QTest::newRow("get, text") << get << QByteArray("OK") << u"“OK”"_s;
        QTest::newRow("get, array") << get << QByteArray("[1,2]") << u"“[1,2]”"_s;
        QTest::newRow("list, empty") << list << QByteArray() << u"empty body"_s;
        QTest::newRow("list, html") << list << page << u"“<html><body><h1>Welcome to nginx!"_s;
        QTest::newRow("list, no items") << list << QByteArray(R"({"tools":[{"id":"t1"}]})")
                                        << u"“{\"tools\":[{\"id\":\"t1\"}]}”"_s;
        QTest::newRow("list, items not a list") << list << QByteArray(R"({"data":5})") << u"“{\"data\":5}”"_s;
    }

    void unreadableSuccessFails()
    {
        QFETCH(QStringList, command);
        QFETCH(QByteArray, body);
        QFETCH(QString, shown);
        LoopbackServer server;
        server.setHandler([body](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, body, {{"Content-Type", "text/html"}, {"X-Request-Id", "req_odd"}});
        });
        const Run odd
            = run(command + QStringList {u"--base-url"_s, server.baseUrl().toString()}, {}, environment(m_adminToken));
        QCOMPARE(odd.exitCode, 2);
        QVERIFY2(odd.out.isEmpty(), odd.out.constData());
        QVERIFY2(odd.errText().contains(shown), odd.err.constData());
        QVERIFY2(odd.errText().contains(u"req_odd"_s), odd.err.constData());
        QVERIFY2(odd.errText().contains(u"200"_s), odd.err.constData());
    }

    void chatStandardAnswerAsJson()
    {
        const Run chat = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, u"Where is my parcel?"_s,
                                  u"--no-stream"_s, u"--json"_s});
        QCOMPARE(chat.exitCode, 0);
        QCOMPARE(chat.lines().size(), 1);
        const QJsonObject turn = chat.json();
        QCOMPARE(turn[u"state"_s].toString(), u"completed"_s);
        QVERIFY(turn[u"content"_s].toString().startsWith(u"# Support assistant\n"_s));
        QVERIFY(turn[u"content"_s].toString().contains(u"Where is my parcel?"_s));
        QCOMPARE(turn[u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(turn[u"tool_calls"_s].toArray(), QJsonArray());
        QVERIFY(turn[u"usage"_s][u"total_tokens"_s].toInteger() > 0);
        QCOMPARE(turn[u"service"_s][u"key"_s].toString(), u"sandbox"_s);
        const QJsonArray sentRequestIds = turn[u"request_ids"_s].toArray();
        QCOMPARE(sentRequestIds.size(), 1);
        QVERIFY(sentRequestIds.at(0).toString().startsWith(u"req_"_s));
        QCOMPARE(turn[u"service"_s][u"object"_s][u"client_request_id"_s], sentRequestIds.at(0));
        QCOMPARE(turn[u"rounds"_s].toArray(), QJsonArray());
    }

    void chatStreamsTheAnswer()
    {
        const Run chat = service({u"chat"_s, u"--model"_s, m_desk, u"--mode"_s, u"synth"_s, u"--temperature"_s,
                                  u"0.3"_s, u"--max-tokens"_s, u"500"_s, u"--message"_s, u"How do refunds work?"_s});
        QCOMPARE(chat.exitCode, 0);
        const QString text = QString::fromUtf8(chat.out);
        QVERIFY(text.startsWith(u"# Support desk\n"_s));
        QVERIFY(text.contains(u"How do refunds work?"_s));
        QVERIFY(text.contains(u"Mode `synth`"_s));
        QVERIFY(text.endsWith(u'\n'));
        QVERIFY(chat.err.isEmpty());
    }

    void chatReadsTheMessageFromStdin()
    {
        const Run chat = service({u"chat"_s, u"--model"_s, m_support, u"--json"_s}, "A question from a pipe\n");
        QCOMPARE(chat.exitCode, 0);
        QVERIFY(chat.json()[u"content"_s].toString().contains(u"A question from a pipe"_s));
        QVERIFY(!chat.json()[u"content"_s].toString().contains(u"A question from a pipe\n\n"_s));
    }

    void chatDeniesTools()
    {
        const Run chat = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, ticketCommand, u"--approve"_s,
                                  u"none"_s, u"--deny-reason"_s, u"Not during the night"_s, u"--json"_s});
        QCOMPARE(chat.exitCode, 0);
        const QJsonObject turn = chat.json();
        QCOMPARE(turn[u"state"_s].toString(), u"completed"_s);
        QVERIFY(turn[u"resume"_s].toBool());
        QVERIFY(turn[u"content"_s].toString().contains(u"denied: `Not during the night`"_s));
        const QJsonArray rounds = turn[u"rounds"_s].toArray();
        QCOMPARE(rounds.size(), 1);
        QCOMPARE(rounds[0][u"state"_s].toString(), u"decided"_s);
        const QJsonObject call = rounds[0][u"tool_calls"_s][0].toObject();
        QCOMPARE(call[u"name"_s].toString(), u"create_ticket"_s);
        QCOMPARE(call[u"decision"_s].toString(), u"denied"_s);
        QCOMPARE(call[u"reason"_s].toString(), u"Not during the night"_s);
        QVERIFY(!rounds[0][u"service"_s][u"object"_s][u"approval_id"_s].toString().isEmpty());
        QVERIFY(ticketCalls().isEmpty());
        // The calls are listed for the person at the terminal.
        QVERIFY(chat.errText().contains(u"create_ticket {"_s));
        QVERIFY(chat.errText().contains(u"\"title\":\"Printer on fire\""_s));
    }

    void chatApprovesTools()
    {
        const Run chat
            = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, ticketCommand, u"--approve"_s, u"all"_s});
        QCOMPARE(chat.exitCode, 0);
        QVERIFY(chat.out.contains("HTTP 200"));
        QVERIFY(chat.errText().contains(u"create_ticket"_s));
        const QList<QJsonObject> calls = ticketCalls();
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.at(0)[u"method"_s].toString(), u"POST"_s);
        QCOMPARE(calls.at(0)[u"secretHeaders"_s].toArray(),
                 (QJsonArray {QJsonObject {{u"header"_s, u"X-Api-Key"_s}, {u"secretId"_s, m_ticketKeyId}}}));

        // By tool name, in a standard answer.
        m_server->echoLog().clear();
        const Run byName = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, ticketCommand, u"--approve"_s,
                                    u"create_ticket"_s, u"--no-stream"_s, u"--json"_s});
        QCOMPARE(byName.exitCode, 0);
        QCOMPARE(byName.json()[u"rounds"_s][0][u"tool_calls"_s][0][u"decision"_s].toString(), u"approved"_s);
        QCOMPARE(ticketCalls().size(), 1);
    }

    void chatIsKeptInTheHistory()
    {
        const Run chat = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, u"osprey "_s + ticketCommand,
                                  u"--approve"_s, u"create_ticket"_s, u"--json"_s});
        QCOMPARE(chat.exitCode, 0);
        const QString id = chat.json()[u"conversation_id"_s].toString();
        QVERIFY2(!QUuid::fromString(id).isNull(), chat.out.constData());
        const Run denied = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, u"osprey "_s + ticketCommand,
                                    u"--approve"_s, u"none"_s, u"--deny-reason"_s, u"not today"_s, u"--json"_s});
        QCOMPARE(denied.exitCode, 0);
        const QString deniedId = denied.json()[u"conversation_id"_s].toString();

        // Found by a word of the message, newest first, the word marked.
        const Run found = history({u"search"_s, u"OSPREY"_s});
        QCOMPARE(found.exitCode, 0);
        QStringList foundIds;
        for (const QJsonObject &line : found.lines()) {
            foundIds << line[u"id"_s].toString();
            QVERIFY2(line[u"snippet"_s].toString().contains(u"**osprey**"_s), found.out.constData());
        }
        QCOMPARE(foundIds.value(0), deniedId);
        QVERIFY(foundIds.contains(id));

        const Run list = history({u"list"_s, u"--target"_s, m_support});
        QCOMPARE(list.exitCode, 0);
        QJsonObject listed;
        for (const QJsonObject &line : list.lines()) {
            QCOMPARE(line[u"target"_s].toString(), m_support);
            if (line[u"id"_s].toString() == id)
                listed = line;
        }
        QCOMPARE(listed[u"source"_s].toString(), u"cli"_s);
        QCOMPARE(listed[u"turn_count"_s].toInt(), 3); // the message, the pause, the answer after the decision
        QVERIFY(listed[u"title"_s].toString().startsWith(u"osprey /tool create_ticket"_s));

        // Shown by the first characters of its id, decisions and their fate included.
        const Run show = history({u"show"_s, id.left(8)});
        QCOMPARE(show.exitCode, 0);
        const QJsonObject shown = show.json();
        QCOMPARE(shown[u"id"_s].toString(), id);
        const QJsonArray turns = shown[u"turns"_s].toArray();
        QCOMPARE(turns.size(), 3);
        QVERIFY(turns[0][u"content"_s].toString().startsWith(u"osprey"_s));
        const QJsonObject call = turns[1][u"tool_calls"_s][0].toObject();
        QCOMPARE(call[u"name"_s].toString(), u"create_ticket"_s);
        QCOMPARE(call[u"decision"_s].toString(), u"approved"_s);
        QCOMPARE(call[u"delivery"_s].toString(), u"confirmed"_s);
        QCOMPARE(turns[2][u"state"_s].toString(), u"completed"_s);
        QVERIFY(turns[2][u"content"_s].toString().contains(u"HTTP 200"_s));
        const QJsonObject deniedCall
            = history({u"show"_s, deniedId}).json()[u"turns"_s][1][u"tool_calls"_s][0].toObject();
        QCOMPARE(deniedCall[u"decision"_s].toString(), u"denied"_s);
        QCOMPARE(deniedCall[u"reason"_s].toString(), u"not today"_s);

        const Run markdown = history({u"export"_s, id});
        QCOMPARE(markdown.exitCode, 0);
        QVERIFY(markdown.out.startsWith("# "));
        QVERIFY(markdown.out.contains("`create_ticket`"));
        const Run json = history({u"export"_s, id, u"--format"_s, u"json"_s});
        QCOMPARE(json.json()[u"turns"_s].toArray(), turns);

        // Neither the token nor the secret the tool sent is in the files.
        const std::optional<QString> secret = m_server->store().secretValue(m_ticketKeyId);
        QVERIFY(secret && secret->size() > 8);
        QCOMPARE(foundInHistoryFiles(*secret), QString());
        QCOMPARE(foundInHistoryFiles(m_adminToken), QString());
        QVERIFY(!foundInHistoryFiles(u"osprey"_s).isEmpty()); // what is looked for is there to be found

        const Run removed = history({u"delete"_s, id, deniedId});
        QCOMPARE(removed.exitCode, 0);
        QCOMPARE(removed.lines().size(), 2);
        QVERIFY(removed.lines().at(0)[u"deleted"_s].toBool());
        QCOMPARE(history({u"show"_s, id}).exitCode, 4);
        QCOMPARE(history({u"search"_s, u"osprey"_s}).lines().size(), 0);
    }

    void noHistoryLeavesNoTrace()
    {
        QCOMPARE(service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, u"warbler"_s}).exitCode, 0);
        const Run quiet
            = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, u"wagtail"_s, u"--no-history"_s});
        QCOMPARE(quiet.exitCode, 0);
        QVERIFY(quiet.out.contains("wagtail"));
        QCOMPARE(history({u"search"_s, u"warbler"_s}).lines().size(), 2); // the message, and the answer quoting it
        QCOMPARE(history({u"search"_s, u"wagtail"_s}).lines().size(), 0);
        QCOMPARE(foundInHistoryFiles(u"wagtail"_s), QString());
    }

    // SIGKILL in the middle of a long streamed answer: what was checkpointed
    // stays, and reads as broken off.
    void killedMidAnswerKeepsWhatArrived()
    {
        QProcess process;
        process.setProcessEnvironment(environment(m_adminToken));
        process.start(QStringLiteral(BATON_CLI_PATH),
                      {u"chat"_s, u"--model"_s, m_support, u"--message"_s, u"/long 20000 kestrel"_s, u"--base-url"_s,
                       m_server->baseUrl().toString()});
        process.closeWriteChannel();
        QTRY_VERIFY_WITH_TIMEOUT(process.peek(1 << 20).contains("measured"), 20000);
        // Wait for a checkpoint holding the streamed words, read as another process would.
        baton::HistoryStore store;
        QVERIFY(store.open(historyFile()).outcome == baton::HistoryStore::OpenResult::Outcome::Opened);
        QTRY_VERIFY_WITH_TIMEOUT(!store.search(u"measured kestrel"_s).isEmpty(), 10000);
        QCOMPARE(m_server->chat().activeStreams(), 1); // still streaming
        QSignalSpy finished(&process, &QProcess::finished);
        process.kill();
        QVERIFY(finished.wait(10000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        const QString printed = QString::fromUtf8(process.readAllStandardOutput());
        // The killed writer left its write-ahead log: no token in it either.
        QVERIFY(QFile::exists(historyFile() + u"-wal"_s));
        QCOMPARE(foundInHistoryFiles(m_adminToken), QString());
        QVERIFY(!foundInHistoryFiles(u"kestrel"_s).isEmpty());

        const Run found = history({u"search"_s, u"measured"_s});
        QCOMPARE(found.exitCode, 0);
        QVERIFY(!found.lines().isEmpty());
        const QString id = found.lines().first()[u"id"_s].toString();
        const Run show = history({u"show"_s, id});
        QCOMPARE(show.exitCode, 0);
        const QJsonArray turns = show.json()[u"turns"_s].toArray();
        QCOMPARE(turns.size(), 2);
        QCOMPARE(turns[0][u"content"_s].toString(), u"/long 20000 kestrel"_s);
        QCOMPARE(turns[1][u"state"_s].toString(), u"interrupted"_s);
        const QString kept = turns[1][u"content"_s].toString();
        QVERIFY(kept.contains(u"measured"_s));
        QVERIFY2(printed.startsWith(kept), "what was kept is what was shown, up to the last checkpoint");
        QVERIFY(kept.size() < 20000 * 4);
        QTRY_COMPARE_WITH_TIMEOUT(m_server->chat().activeStreams(), 0, 5000);
    }

    void historyRefusesBadInput()
    {
        QCOMPARE(history({u"frobnicate"_s}).exitCode, 1);
        QCOMPARE(history({u"show"_s}).exitCode, 1);
        QCOMPARE(history({u"list"_s, u"extra"_s}).exitCode, 1);
        QCOMPARE(history({u"export"_s, u"abcd"_s, u"--format"_s, u"pdf"_s}).exitCode, 1);
        const Run tooShort = history({u"show"_s, u"abc"_s});
        QCOMPARE(tooShort.exitCode, 4);
        QVERIFY(tooShort.errText().contains(u"abc"_s));
        const Run escaped = history({u"show"_s, u"\x1b[2J"_s});
        QCOMPARE(escaped.exitCode, 4);
        QCOMPARE(controlIn(escaped.err), QByteArray());
        for (const QString &text : {u"\"NEAR("_s, u"*"_s, u"a OR -b"_s, u"');--"_s}) {
            const Run search = history({u"search"_s, text});
            QCOMPARE(search.exitCode, 0);
            QVERIFY2(search.err.isEmpty(), search.err.constData());
        }
    }

    void chatWithoutADecisionStops()
    {
        const Run chat = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, ticketCommand});
        QCOMPARE(chat.exitCode, 7);
        QVERIFY(chat.errText().contains(u"--approve"_s));
        QVERIFY(ticketCalls().isEmpty());
    }

    void chatInterrupted()
    {
        const Run chat = service({u"chat"_s, u"--model"_s, m_support, u"--message"_s, u"/fail halfway"_s});
        QCOMPARE(chat.exitCode, 5);
        QVERIFY(chat.out.startsWith("# Support assistant"));
        QVERIFY(chat.errText().contains(u"broke off"_s));
        // The error the stream carried, as the service gave it: type, code and request id.
        for (const QString &word : {u"api_error"_s, u"internal_error"_s, u"req_"_s})
            QVERIFY2(chat.errText().contains(word), qPrintable(chat.errText()));
    }

    void chatStoppedByASignal()
    {
        QProcess process;
        process.setProcessEnvironment(environment(m_adminToken));
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(BATON_CLI_PATH),
                      {u"chat"_s, u"--model"_s, m_support, u"--message"_s, u"/long 3000 everything"_s, u"--base-url"_s,
                       m_server->baseUrl().toString()});
        process.closeWriteChannel();
        QTRY_VERIFY_WITH_TIMEOUT(process.peek(4096).contains("Support assistant"), 10000);
        QCOMPARE(m_server->chat().activeStreams(), 1);
        process.terminate();
        QVERIFY(finished.wait(10000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 5);
        const QByteArray out = process.readAllStandardOutput();
        QVERIFY2(out.startsWith("# Support assistant"), out.constData());
        QVERIFY(out.size() < 3000 * 4);
        QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains(u"Stopped"_s));
        QTRY_COMPARE_WITH_TIMEOUT(m_server->chat().activeStreams(), 0, 5000);
    }

    void badModel()
    {
        const Run malformed = service({u"chat"_s, u"--model"_s, u"model-7"_s, u"--message"_s, u"hi"_s});
        QCOMPARE(malformed.exitCode, 1);
        QVERIFY(malformed.errText().contains(u"model: "_s));
        const Run unknown = service(
            {u"chat"_s, u"--model"_s, u"custom:00000000-0000-4000-8000-000000000000"_s, u"--message"_s, u"hi"_s});
        QCOMPARE(unknown.exitCode, 4);
        QVERIFY2(unknown.errText().contains(u"HTTP 404, not_found_error/not_found"_s), unknown.err.constData());
        QVERIFY2(unknown.errText().contains(QRegularExpression(u"Request id: \\S+\\)"_s)), unknown.err.constData());
        const Run custom
            = service({u"chat"_s, u"--model"_s, m_support, u"--mode"_s, u"synth"_s, u"--message"_s, u"hi"_s});
        QCOMPARE(custom.exitCode, 1);
        QVERIFY(custom.errText().contains(u"--mode"_s));
        const Run hot
            = service({u"chat"_s, u"--model"_s, m_support, u"--temperature"_s, u"3"_s, u"--message"_s, u"hi"_s});
        QCOMPARE(hot.exitCode, 1);
        QVERIFY(hot.errText().contains(u"temperature"_s));
    }

    void authFailures()
    {
        const QStringList list {u"list"_s, u"tools"_s, u"--base-url"_s, m_server->baseUrl().toString()};
        const Run missing = run(list, {}, environment(std::nullopt));
        QCOMPARE(missing.exitCode, 3);
        QVERIFY(missing.errText().contains(u"BATON_TOKEN"_s));
        QVERIFY(missing.out.isEmpty());

        const Run wrong = run(list, {}, environment(u"sbx_not_a_token"_s));
        QCOMPARE(wrong.exitCode, 3);
        QVERIFY2(
            wrong.errText().contains(u"“The API token is not valid.” (HTTP 401, authentication_error/invalid_token)"_s),
            wrong.err.constData());
        QVERIFY2(wrong.errText().contains(QRegularExpression(u"Request id: \\S+\\)"_s)), wrong.err.constData());
        QVERIFY(!wrong.errText().contains(u"sbx_not_a_token"_s));

        // No way to pass the token as an argument.
        const Run asArgument = run(list + QStringList {u"--token"_s, m_adminToken}, {}, environment(std::nullopt));
        QCOMPARE(asArgument.exitCode, 1);
    }

    void profiles()
    {
        {
            QSettings settings(QSettings::NativeFormat, QSettings::UserScope, u"Baton"_s, u"baton"_s);
            baton::ProfileStore store(settings);
            QVERIFY(store.add({u"Local sandbox"_s, m_server->baseUrl(), false, {}}).isEmpty());
            QVERIFY(store.setLastUsed(u"Local sandbox"_s));
        }
        const Run named
            = run({u"list"_s, u"custom-models"_s, u"--profile"_s, u"Local sandbox"_s}, {}, environment(m_adminToken));
        QCOMPARE(named.exitCode, 0);
        QCOMPARE(named.lines().size(), 2);

        // The profile used last, when none is named, with its own token only
        // (tokenGoesOnlyWhereTheCommandLineSends).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcessEnvironment noKeychain = environment(m_adminToken);
        noKeychain.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + dir.filePath(u"no-bus"_s));
        const Run lastUsed = run({u"list"_s, u"group-models"_s}, {}, noKeychain);
        QCOMPARE(lastUsed.exitCode, 3);
        QVERIFY2(lastUsed.errText().contains(u"“Local sandbox”"_s), lastUsed.err.constData());
        QVERIFY(lastUsed.out.isEmpty());

        const Run unknown
            = run({u"list"_s, u"tools"_s, u"--profile"_s, u"Production"_s}, {}, environment(m_adminToken));
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.errText().contains(u"Production"_s));
    }

    // --profile where no keychain is reachable: the keychain's own reason,
    // not "no token stored".
    void profileWithoutKeychain()
    {
        {
            QSettings settings(QSettings::NativeFormat, QSettings::UserScope, u"Baton"_s, u"baton"_s);
            baton::ProfileStore store(settings);
            QVERIFY(store.add({u"Unreachable keychain"_s, m_server->baseUrl(), false, {}}).isEmpty());
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcessEnvironment env = environment(std::nullopt);
        env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + dir.filePath(u"no-bus"_s));
        const Run noKeychain = run({u"list"_s, u"tools"_s, u"--profile"_s, u"Unreachable keychain"_s}, {}, env);
        QCOMPARE(noKeychain.exitCode, 3);
        // The message itself, not the log line before it, holds GLib's words
        // for a bus address where nothing listens.
        const QStringList said = noKeychain.errText().split(u'\n').filter(QRegularExpression(u"^baton-cli: "_s));
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.constFirst().contains(u"Could not connect"_s), qPrintable(noKeychain.errText()));
        QVERIFY2(!said.constFirst().contains(u"No token is stored"_s), qPrintable(noKeychain.errText()));

        // BATON_TOKEN still stands in for the keychain.
        env.insert(u"BATON_TOKEN"_s, m_adminToken);
        QCOMPARE(run({u"list"_s, u"tools"_s, u"--profile"_s, u"Unreachable keychain"_s}, {}, env).exitCode, 0);
    }

    void sseDecode()
    {
        // A BOM, CRLF and CR line ends, a comment, a multi-line data field, an
        // event name, an id, a retry time, a field without a colon, and an
        // unfinished event at the end (never dispatched).
        const QByteArray stream = "\xEF\xBB\xBF"
                                  "data: first\r\n\r\n"
                                  ": keep-alive\n"
                                  "event: update\rid: 42\rdata: line one\rdata:line two\r\r"
                                  "retry: 3000\n"
                                  "data\n\n"
                                  "data: {\"x\": \"caf\xC3\xA9\"}\n\n"
                                  "data: never finished";
        const QList<QJsonObject> expected {
            {{u"type"_s, u"message"_s}, {u"data"_s, u"first"_s}, {u"id"_s, QString()}},
            {{u"type"_s, u"update"_s}, {u"data"_s, u"line one\nline two"_s}, {u"id"_s, u"42"_s}},
            {{u"type"_s, u"message"_s}, {u"data"_s, QString()}, {u"id"_s, u"42"_s}},
            {{u"type"_s, u"message"_s}, {u"data"_s, u"{\"x\": \"caf\u00e9\"}"_s}, {u"id"_s, u"42"_s}},
            {{u"retry"_s, 3000}},
        };
        for (const QString &size : {u"1"_s, u"7"_s, u"4096"_s}) {
            const Run decode = run({u"sse-decode"_s, u"--chunk-size"_s, size}, stream, environment(std::nullopt));
            QCOMPARE(decode.exitCode, 0);
            QCOMPARE(decode.lines(), expected);
        }
        const Run noRetry = run({u"sse-decode"_s}, "data: a\n\n", environment(std::nullopt));
        QCOMPARE(noRetry.lines(),
                 (QList<QJsonObject> {{{u"type"_s, u"message"_s}, {u"data"_s, u"a"_s}, {u"id"_s, QString()}}}));
        const Run zero = run({u"sse-decode"_s, u"--chunk-size"_s, u"0"_s}, {}, environment(std::nullopt));
        QCOMPARE(zero.exitCode, 1);
    }

    // BATON_TOKEN goes to --base-url and to a profile named by --profile
    // (with a warning), never to the profile the console used last: the
    // token exported for one server does not reach another.
    void tokenGoesOnlyWhereTheCommandLineSends()
    {
        const auto answer = [](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, R"({"data":[],"nextCursor":null})",
                                  {{"Content-Type", "application/json"}});
        };
        LoopbackServer lastServer;
        lastServer.setHandler(answer);
        LoopbackServer scriptServer;
        scriptServer.setHandler(answer);
        {
            QSettings settings(QSettings::NativeFormat, QSettings::UserScope, u"Baton"_s, u"baton"_s);
            baton::ProfileStore store(settings);
            QVERIFY(store.add({u"Opened last"_s, lastServer.baseUrl(), false, {}}).isEmpty());
            QVERIFY(store.setLastUsed(u"Opened last"_s));
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString exported = u"tok_production_export"_s;
        QProcessEnvironment env = environment(exported);
        // No keychain, so that no token is stored for any profile.
        env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + dir.filePath(u"no-bus"_s));

        const Run implied = run({u"list"_s, u"secrets"_s}, {}, env);
        QCOMPARE(implied.exitCode, 3);
        QVERIFY2(lastServer.requests().isEmpty(), lastServer.requests().value(0).header("Authorization").constData());
        QVERIFY2(implied.errText().contains(u"BATON_TOKEN is ignored"_s), implied.err.constData());
        QVERIFY2(implied.errText().contains(u"--profile"_s), implied.err.constData());
        QVERIFY(implied.out.isEmpty());

        const Run named = run({u"list"_s, u"secrets"_s, u"--profile"_s, u"Opened last"_s}, {}, env);
        QCOMPARE(named.exitCode, 0);
        QCOMPARE(lastServer.requests().size(), 1);
        QCOMPARE(lastServer.requests().at(0).header("Authorization"), "Bearer " + exported.toUtf8());
        QVERIFY2(named.errText().contains(u"BATON_TOKEN is used instead of the token stored for the profile “Opened "
                                          u"last”"_s),
                 named.err.constData());

        const Run script = run({u"list"_s, u"secrets"_s, u"--base-url"_s, scriptServer.baseUrl().toString()}, {}, env);
        QCOMPARE(script.exitCode, 0);
        QCOMPARE(scriptServer.requests().size(), 1);
        QCOMPARE(scriptServer.requests().at(0).header("Authorization"), "Bearer " + exported.toUtf8());
        QVERIFY2(script.err.isEmpty(), script.err.constData());
        QCOMPARE(lastServer.requests().size(), 1);
    }

    // A careless service answers secrets with their value: list prints none,
    // nor does the start of a page it cannot read; get has no read of one
    // secret and sends nothing.
    void secretValueIsNeverPrinted()
    {
        QByteArray page
            = R"({"data":[{"id":"s1","name":"Key","hasValue":true,"value":"hunter2-listed"}],"nextCursor":null})";
        LoopbackServer server;
        server.setHandler([&page](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, page,
                                  {{"Content-Type", "application/json"}, {"X-Request-Id", "req_s"}});
        });
        const QStringList service {u"--base-url"_s, server.baseUrl().toString()};
        const Run list = run(QStringList {u"list"_s, u"secrets"_s} + service, {}, environment(m_adminToken));
        QCOMPARE(list.exitCode, 0);
        QVERIFY2(!list.out.contains("hunter2"), list.out.constData());
        QVERIFY2(!list.out.contains("\"value\""), list.out.constData());
        QCOMPARE(list.lines().size(), 1);
        QCOMPARE(list.lines().at(0)[u"name"_s].toString(), u"Key"_s);
        QVERIFY(list.lines().at(0)[u"hasValue"_s].toBool());

        page = R"({"secrets":[{"id":"s1","name":"Key","value":"hunter2-unread"}]})";
        const Run unread = run(QStringList {u"list"_s, u"secrets"_s} + service, {}, environment(m_adminToken));
        QCOMPARE(unread.exitCode, 2);
        QVERIFY2(unread.errText().contains(u"\"name\":\"Key\""_s), unread.err.constData());
        QVERIFY2(!unread.err.contains("hunter2"), unread.err.constData());

        const qsizetype sent = server.requests().size();
        const Run get = run(QStringList {u"get"_s, u"secrets"_s, u"s1"_s} + service, {}, environment(m_adminToken));
        QCOMPARE(get.exitCode, 1);
        QVERIFY(!get.out.contains("hunter2") && !get.err.contains("hunter2"));
        QCOMPARE(server.requests().size(), sent);
    }

    // The service's words reach the terminal with every control character
    // shown as an escape: an error message that would clear the screen.
    void errorTextIsEscaped()
    {
        LoopbackServer server;
        server.setHandler([](const baton::test::RecordedRequest &, QHttpServerResponder &&responder) {
            const QJsonObject error {{u"message"_s, u"Gone\u001b[2J\u0007 \u009b31mred \u202eevil\rlater"_s},
                                     {u"type"_s, u"invalid_request_error"_s},
                                     {u"code"_s, u"bad"_s},
                                     {u"request_id"_s, u"req_ctl"_s}};
            LoopbackServer::reply(responder, 400, QJsonDocument(QJsonObject {{u"error"_s, error}}).toJson(),
                                  {{"Content-Type", "application/json"}});
        });
        const Run get = run({u"get"_s, u"tools"_s, u"t1"_s, u"--base-url"_s, server.baseUrl().toString()}, {},
                            environment(m_adminToken));
        QCOMPARE(get.exitCode, 2);
        QVERIFY2(controlIn(get.err).isEmpty(), controlIn(get.err).constData());
        QVERIFY2(get.errText().contains(u"Gone\\x1b[2J\\x07 \\x9b31mred \\u202eevil\\rlater"_s), get.err.constData());
    }

    // list and get print JSON: what the encoder leaves as it is (DEL, C1,
    // bidi and format characters) is written as \u escapes, the same JSON to
    // a reader.
    void listAndGetEscapeControls()
    {
        const QString name = u"notify\u009b2J\u007f\u202eeman\u2066\u200b\U000E0041_team"_s;
        const QJsonObject tool {{u"id"_s, u"t1"_s}, {u"name"_s, name}};
        LoopbackServer server;
        server.setHandler([&tool, &name](const baton::test::RecordedRequest &request,
                                         QHttpServerResponder &&responder) {
            const QJsonObject body = request.path.endsWith(u"/t1"_s)
                ? tool
                : QJsonObject {{u"data"_s, QJsonArray {tool, name}}, {u"total"_s, 2}};
            LoopbackServer::reply(responder, 200, QJsonDocument(body).toJson(), {{"Content-Type", "application/json"}});
        });
        const QStringList service {u"--base-url"_s, server.baseUrl().toString()};
        const Run list = run(QStringList {u"list"_s, u"tools"_s} + service, {}, environment(m_adminToken));
        QCOMPARE(list.exitCode, 0);
        QVERIFY2(controlIn(list.out).isEmpty(), controlIn(list.out).constData());
        QVERIFY2(!list.out.contains("\xe2\x80\x8b") && !list.out.contains("\xf3\xa0\x81\x81"), list.out.constData());
        QVERIFY2(list.out.contains(R"(\u009b2J\u007f\u202eeman\u2066\u200b\udb40\udc41_team)"), list.out.constData());
        const QList<QByteArray> lines = list.out.split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(QJsonDocument::fromJson(lines.at(0)).object()[u"name"_s].toString(), name);
        QCOMPARE(QJsonDocument::fromJson('[' + lines.at(1) + ']').array().at(0).toString(), name);

        const Run get = run(QStringList {u"get"_s, u"tools"_s, u"t1"_s} + service, {}, environment(m_adminToken));
        QCOMPARE(get.exitCode, 0);
        QVERIFY2(controlIn(get.out).isEmpty(), controlIn(get.out).constData());
        QCOMPARE(get.json()[u"name"_s].toString(), name);
    }

    // A chat in plain output: the tool name that would overwrite its own line
    // (\r, then erase the line and write another name) is shown escaped in
    // the approval notice, and so is the answer's text, its line ends and
    // tabs kept.
    void chatTextAndToolNamesAreEscaped()
    {
        const QString disguised = u"delete_everything\r\u001b[2Klist_files\u202e"_s;
        LoopbackServer server;
        server.setHandler([&disguised](const baton::test::RecordedRequest &request, QHttpServerResponder &&responder) {
            const bool resume = QJsonDocument::fromJson(request.body).object().contains(u"approval_id"_s);
            LoopbackServer::reply(responder, 200,
                                  resume ? chatAnswer(u"Done\u001b[2J\u0007 \u009b1mbold\r\nnext\tline\n"_s)
                                         : chatAnswer(QString(), disguised),
                                  {{"Content-Type", "application/json"}});
        });
        const Run chat
            = run({u"chat"_s, u"--model"_s, u"custom:00000000-0000-4000-8000-000000000001"_s, u"--message"_s, u"hi"_s,
                   u"--no-stream"_s, u"--approve"_s, u"none"_s, u"--base-url"_s, server.baseUrl().toString()},
                  {}, environment(m_adminToken));
        QCOMPARE(chat.exitCode, 0);
        QVERIFY2(controlIn(chat.out).isEmpty(), controlIn(chat.out).constData());
        QCOMPARE(chat.out, QByteArray("Done\\x1b[2J\\x07 \\x9b1mbold\\r\nnext\tline\n"));
        QVERIFY2(controlIn(chat.err).isEmpty(), controlIn(chat.err).constData());
        QVERIFY2(
            chat.errText().contains(u"  delete_everything\\r\\x1b[2Klist_files\\u202e {\"path\":\"/\"}  [call_1]\n"_s),
            chat.err.constData());
        QVERIFY2(chat.errText().contains(u"denied: delete_everything\\r\\x1b[2Klist_files\\u202e\n"_s),
                 chat.err.constData());
    }

    // On a terminal, the question itself shows the name as it is: the
    // person is never asked to run one tool under another's name.
    void approvalPromptShowsTheNameEscaped()
    {
        LoopbackServer server;
        server.setHandler([](const baton::test::RecordedRequest &request, QHttpServerResponder &&responder) {
            const bool resume = QJsonDocument::fromJson(request.body).object().contains(u"approval_id"_s);
            LoopbackServer::reply(responder, 200,
                                  resume ? chatAnswer(u"Nothing was run."_s)
                                         : chatAnswer(QString(), u"rm_rf\r\u009b2Kread_file\u2067"_s),
                                  {{"Content-Type", "application/json"}});
        });
        const Run chat
            = runOnTerminal({u"chat"_s, u"--model"_s, u"custom:00000000-0000-4000-8000-000000000001"_s, u"--message"_s,
                             u"hi"_s, u"--no-stream"_s, u"--base-url"_s, server.baseUrl().toString()},
                            "n\n\n", environment(m_adminToken));
        QCOMPARE(chat.exitCode, 0);
        QVERIFY2(controlIn(chat.err).isEmpty(), controlIn(chat.err).constData());
        QVERIFY2(chat.errText().contains(u"Run rm_rf\\r\\x9b2Kread_file\\u2067 {\"path\":\"/\"}? [y/n] "_s),
                 chat.err.constData());
        QCOMPARE(chat.out, QByteArray("Nothing was run.\n"));
        const QJsonObject resume = QJsonDocument::fromJson(server.requests().value(1).body).object();
        QCOMPARE(resume[u"denied_tools"_s][0][u"tool_execution_id"_s].toString(), u"call_1"_s);
    }

    // A streamed answer too.
    void streamedAnswerIsEscaped()
    {
        LoopbackServer server;
        server.serveEventStream(
            "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"a\\u001b]0;title\\u0007b\"}}]}\n\n"
            "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\\u202ec\"},"
            "\"finish_reason\":\"stop\"}]}\n\n"
            "data: [DONE]\n\n");
        const Run chat = run({u"chat"_s, u"--model"_s, u"custom:00000000-0000-4000-8000-000000000001"_s, u"--message"_s,
                              u"hi"_s, u"--base-url"_s, server.baseUrl().toString()},
                             {}, environment(m_adminToken));
        QCOMPARE(chat.exitCode, 0);
        QCOMPARE(chat.out, QByteArray("a\\x1b]0;title\\x07b\\u202ec\n"));
    }

    // sse-decode prints JSON: a C1 control or a bidi override in an event's
    // name or data is a \u escape there.
    void sseDecodeEscapesControls()
    {
        const Run decode = run({u"sse-decode"_s},
                               "event: up\xc2\x9b"
                               "date\ndata: a\x1b[2Jb\xe2\x80\xae"
                               "c\x7f\n\n",
                               environment(std::nullopt));
        QCOMPARE(decode.exitCode, 0);
        QVERIFY2(controlIn(decode.out).isEmpty(), controlIn(decode.out).constData());
        QCOMPARE(
            decode.lines(),
            (QList<QJsonObject> {
                {{u"type"_s, u"up\u009bdate"_s}, {u"data"_s, u"a\u001b[2Jb\u202ec\u007f"_s}, {u"id"_s, QString()}}}));
    }
};

QTEST_GUILESS_MAIN(tst_Cli)
#include "tst_cli.moc"

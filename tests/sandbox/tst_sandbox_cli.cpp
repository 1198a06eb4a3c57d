#include "core/resources/ResourceKind.h"
#include "sandbox/CommandLine.h"

#include <QCommandLineParser>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::ResourceKind;
using baton::sandbox::CommandLine;

// baton-sandbox's command line, read into a ServerConfig.
class tst_SandboxCli : public QObject
{
    Q_OBJECT

private:
    static std::variant<CommandLine::Options, QString> read(const QStringList &arguments)
    {
        QCommandLineParser parser;
        CommandLine::declare(parser);
        if (!parser.parse(QStringList {u"baton-sandbox"_s} + arguments))
            return parser.errorText();
        return CommandLine::read(parser);
    }

    static CommandLine::Options options(const QStringList &arguments)
    {
        auto result = read(arguments);
        if (const QString *error = std::get_if<QString>(&result))
            qWarning("%s", qPrintable(*error));
        return std::get<CommandLine::Options>(result);
    }

private Q_SLOTS:
    void defaults()
    {
        const CommandLine::Options o = options({});
        QCOMPARE(o.port, quint16(0));
        QCOMPARE(o.host, QHostAddress(QHostAddress::LocalHost));
        QVERIFY(o.warnings.isEmpty());
        QCOMPARE(o.config.tokens.size(), 2);
        QCOMPARE(o.config.tokens.at(0).name, u"admin"_s);
        QCOMPARE(o.config.tokens.at(0).capabilities, ResourceKind::capabilities());
        QCOMPARE(o.config.tokens.at(1).name, u"chat"_s);
        QVERIFY(o.config.tokens.at(1).capabilities.isEmpty());
        QCOMPARE(o.config.chat.serviceName, u"sandbox"_s);
        QCOMPARE(o.config.chat.tokenDelayMs, 15);
        QCOMPARE(o.config.chat.approvalTtl.count(), 600);
        QVERIFY(o.config.dataFile.isEmpty());
        QVERIFY(!o.config.demo);
    }

    void everyOption()
    {
        const CommandLine::Options o = options({u"--port"_s,
                                                u"8787"_s,
                                                u"--token"_s,
                                                u"admin=all"_s,
                                                u"--token"_s,
                                                u"chat=none"_s,
                                                u"--token"_s,
                                                u"tools=manageTools,manageSecrets"_s,
                                                u"--scope-policy"_s,
                                                u"tools=team"_s,
                                                u"--rate-limit"_s,
                                                u"chat=30"_s,
                                                u"--inactive"_s,
                                                u"chat"_s,
                                                u"--service-name"_s,
                                                u"kitemesh"_s,
                                                u"--token-delay-ms"_s,
                                                u"0"_s,
                                                u"--approval-ttl"_s,
                                                u"5"_s,
                                                u"--file-step-ms"_s,
                                                u"10"_s,
                                                u"--data"_s,
                                                u"/tmp/x.json"_s,
                                                u"--demo"_s});
        QCOMPARE(o.port, quint16(8787));
        QCOMPARE(o.config.tokens.size(), 3);
        QCOMPARE(o.config.tokens.at(2).capabilities, (QStringList {u"manageTools"_s, u"manageSecrets"_s}));
        QCOMPARE(o.config.tokens.at(2).allowedScopeTypes, QStringList {u"team"_s});
        QCOMPARE(o.config.tokens.at(0).allowedScopeTypes, ResourceKind::scopeTypes());
        QCOMPARE(o.config.tokens.at(1).rateLimitPerMinute, std::optional<int>(30));
        QVERIFY(!o.config.tokens.at(1).active);
        QVERIFY(o.config.tokens.at(0).active);
        QCOMPARE(o.config.chat.serviceName, u"kitemesh"_s);
        QCOMPARE(o.config.chat.tokenDelayMs, 0);
        QCOMPARE(o.config.chat.approvalTtl.count(), 5);
        QCOMPARE(o.config.fileStepMs, 10);
        QCOMPARE(o.config.dataFile, u"/tmp/x.json"_s);
        QVERIFY(o.config.demo);
    }

    void policiesApplyToTheDefaultTokens()
    {
        const CommandLine::Options o = options({u"--scope-policy"_s, u"admin=customModel,groupModel"_s});
        QCOMPARE(o.config.tokens.at(0).allowedScopeTypes, (QStringList {u"customModel"_s, u"groupModel"_s}));
    }

    void nonLoopbackHostWarns()
    {
        QCOMPARE(options({u"--host"_s, u"0.0.0.0"_s}).warnings.size(), 1);
        QVERIFY(options({u"--host"_s, u"::1"_s}).warnings.isEmpty());
        QVERIFY(options({u"--host"_s, u"localhost"_s}).warnings.isEmpty());
    }

    void badValuesAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("capability") << QStringList {u"--token"_s, u"x=fly"_s};
        QTest::newRow("token shape") << QStringList {u"--token"_s, u"admin"_s};
        QTest::newRow("twice") << QStringList {u"--token"_s, u"a=all"_s, u"--token"_s, u"a=none"_s};
        QTest::newRow("scope type") << QStringList {u"--scope-policy"_s, u"admin=planet"_s};
        QTest::newRow("policy token") << QStringList {u"--scope-policy"_s, u"nobody=team"_s};
        QTest::newRow("rate") << QStringList {u"--rate-limit"_s, u"admin=0"_s};
        QTest::newRow("rate token") << QStringList {u"--rate-limit"_s, u"nobody=5"_s};
        QTest::newRow("inactive token") << QStringList {u"--inactive"_s, u"nobody"_s};
        QTest::newRow("port") << QStringList {u"--port"_s, u"70000"_s};
        QTest::newRow("host") << QStringList {u"--host"_s, u"example"_s};
        QTest::newRow("delay") << QStringList {u"--token-delay-ms"_s, u"-1"_s};
        QTest::newRow("ttl") << QStringList {u"--approval-ttl"_s, u"0"_s};
        QTest::newRow("service") << QStringList {u"--service-name"_s, QString()};
    }
    void badValuesAreRefused()
    {
        QFETCH(QStringList, arguments);
        auto result = read(arguments);
        QVERIFY(std::holds_alternative<QString>(result));
        QVERIFY(!std::get<QString>(result).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_SandboxCli)
#include "tst_sandbox_cli.moc"

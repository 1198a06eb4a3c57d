#include "core/process/InterruptWatcher.h"
#include "sandbox/CommandLine.h"
#include "sandbox/Server.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using namespace Qt::StringLiterals;
using baton::sandbox::CommandLine;
using baton::sandbox::Server;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"baton-sandbox"_s);
    QCoreApplication::setApplicationVersion(QString::fromLatin1(BATON_VERSION));

    QCommandLineParser parser;
    CommandLine::declare(parser);
    parser.process(app);

    QTextStream err(stderr);
    auto read = CommandLine::read(parser);
    if (const QString *error = std::get_if<QString>(&read)) {
        err << "baton-sandbox: " << *error << Qt::endl;
        return 2;
    }
    const CommandLine::Options &options = std::get<CommandLine::Options>(read);
    for (const QString &warning : options.warnings)
        err << "baton-sandbox: " << QCoreApplication::translate("main", "warning: %1").arg(warning) << Qt::endl;

    Server server(options.config);
    if (server.listen(options.host, options.port) == 0) {
        err << "baton-sandbox: " << server.errorString() << Qt::endl;
        return 1;
    }
    // Ctrl-C and SIGTERM end the event loop, so the server closes cleanly.
    baton::InterruptWatcher interrupts;
    QObject::connect(&interrupts, &baton::InterruptWatcher::interrupted, &app, &QCoreApplication::quit);

    // The tokens are the sandbox's own test credentials: printing them is the point.
    QTextStream out(stdout);
    out << QCoreApplication::translate("main", "baton-sandbox listening on %1").arg(server.baseUrl().toString())
        << Qt::endl;
    out << QCoreApplication::translate("main", "team   %1").arg(server.tokens().constFirst().teamId) << Qt::endl;
    for (const auto &token : server.tokens()) {
        const QString caps = token.capabilities.isEmpty() ? u"none"_s : token.capabilities.join(u',');
        out << QCoreApplication::translate("main", "token  %1  %2  capabilities: %3%4")
                   .arg(token.name, token.value, caps,
                        token.active ? QString() : QCoreApplication::translate("main", " (inactive)"))
            << Qt::endl;
    }
    out << QCoreApplication::translate("main", "control  %1  (the /_sandbox routes, as the admin token)")
               .arg(server.config().controlSecret)
        << Qt::endl;
    if (!options.config.dataFile.isEmpty())
        out << QCoreApplication::translate("main", "data   %1").arg(options.config.dataFile) << Qt::endl;
    out << QCoreApplication::translate("main", "Press Ctrl-C to stop.") << Qt::endl;

    const int code = app.exec();
    server.stop();
    return code;
}

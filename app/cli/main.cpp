#include "cli/ChatCommand.h"
#include "cli/CommandLine.h"
#include "cli/Connection.h"
#include "cli/Console.h"
#include "cli/ExitCodes.h"
#include "cli/HistoryCommand.h"
#include "cli/RefsCommand.h"
#include "cli/ResourceCommand.h"
#include "cli/SseDecodeCommand.h"
#include "core/i18n/Translations.h"
#include "core/process/InterruptWatcher.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSettings>

#include <memory>
#include <type_traits>

using namespace Qt::StringLiterals;
using namespace baton::cli;

namespace {

// Runs a command that needs the service: connects, then starts it; its
// `done` ends the event loop with the exit code.
template<typename Command>
int runConnected(QCoreApplication &app, Connection &connection, Command &command, const QCommandLineParser &parser,
                 Console &console)
{
    // No SA_RESTART: a prompt waiting on the terminal gives up at Ctrl-C.
    baton::InterruptWatcher watcher(baton::InterruptWatcher::BlockedCalls::Interrupt);
    QObject::connect(&command, &Command::done, &app, [&app](int code) { app.exit(code); });
    if constexpr (std::is_same_v<Command, ChatCommand>) {
        QObject::connect(&watcher, &baton::InterruptWatcher::interrupted, &command, &ChatCommand::interrupt);
    } else {
        QObject::connect(&watcher, &baton::InterruptWatcher::interrupted, &app,
                         [&app] { app.exit(int(ExitCode::Stopped)); });
    }
    connection.open(parser, [&app, &command, &console](ExitCode code, const QString &message) {
        if (!message.isEmpty())
            console.error(message);
        if (code != ExitCode::Ok) {
            app.exit(int(code));
            return;
        }
        command.start();
    });
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QString(Connection::SettingsOrganization));
    QCoreApplication::setApplicationName(u"baton-cli"_s);
    QCoreApplication::setApplicationVersion(QString::fromLatin1(BATON_VERSION));
    // The console's language choice, which it keeps beside its profiles.
    const QSettings settings(QSettings::NativeFormat, QSettings::UserScope, Connection::SettingsOrganization,
                             Connection::SettingsApplication);
    baton::translations::install(app, baton::translations::chosen(settings));

    Console console;
    QCommandLineParser parser;
    const QStringList arguments = QCoreApplication::arguments();
    const CommandLine::Command command = CommandLine::declare(parser, arguments);
    if (command == CommandLine::Command::Unknown) {
        console.error(QCoreApplication::translate(
                          "main", "Unknown command “%1”; use chat, list, get, refs, history or sse-decode.")
                          .arg(parser.positionalArguments().value(0)));
        return int(ExitCode::Usage);
    }

    CommandLine::declareCommand(parser, command);
    // Every command but sse-decode names a profile or a service (history, to find its file).
    const bool namesService = command != CommandLine::Command::SseDecode && command != CommandLine::Command::None;
    if (namesService)
        Connection::declare(parser);
    switch (command) {
    case CommandLine::Command::Chat:
        ChatCommand::declare(parser);
        break;
    case CommandLine::Command::List:
        ResourceCommand::declare(parser, ResourceCommand::Mode::List);
        break;
    case CommandLine::Command::Get:
        ResourceCommand::declare(parser, ResourceCommand::Mode::Get);
        break;
    case CommandLine::Command::History:
        HistoryCommand::declare(parser);
        break;
    case CommandLine::Command::SseDecode:
        SseDecodeCommand::declare(parser);
        break;
    case CommandLine::Command::Refs:
    case CommandLine::Command::None:
    case CommandLine::Command::Unknown:
        break;
    }

    if (!parser.parse(arguments)) {
        console.error(parser.errorText());
        return int(ExitCode::Usage);
    }
    if (parser.isSet(u"help"_s)) {
        console.out(parser.helpText());
        return int(ExitCode::Ok);
    }
    if (parser.isSet(u"version"_s)) {
        console.out(QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion() + u'\n');
        return int(ExitCode::Ok);
    }

    switch (command) {
    case CommandLine::Command::None:
        console.note(parser.helpText());
        return int(ExitCode::Usage);
    case CommandLine::Command::SseDecode:
        return int(SseDecodeCommand::run(parser, console));
    case CommandLine::Command::History: {
        HistoryCommand history(console);
        if (const ExitCode code = history.configure(parser); code != ExitCode::Ok)
            return int(code);
        return int(history.run());
    }
    case CommandLine::Command::Chat: {
        Connection connection;
        ChatCommand chat(connection.client(), console);
        if (const ExitCode code = chat.configure(parser); code != ExitCode::Ok)
            return int(code);
        return runConnected(app, connection, chat, parser, console);
    }
    case CommandLine::Command::List:
    case CommandLine::Command::Get: {
        Connection connection;
        ResourceCommand resource(command == CommandLine::Command::List ? ResourceCommand::Mode::List
                                                                       : ResourceCommand::Mode::Get,
                                 connection.client(), console);
        if (const ExitCode code = resource.configure(parser); code != ExitCode::Ok)
            return int(code);
        return runConnected(app, connection, resource, parser, console);
    }
    case CommandLine::Command::Refs: {
        Connection connection;
        RefsCommand refs(connection.client(), console);
        if (const ExitCode code = refs.configure(parser); code != ExitCode::Ok)
            return int(code);
        return runConnected(app, connection, refs, parser, console);
    }
    case CommandLine::Command::Unknown:
        break;
    }
    return int(ExitCode::Usage);
}

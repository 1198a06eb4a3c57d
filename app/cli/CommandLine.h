#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace baton {
class ResourceKind;
}

namespace baton::cli {

// baton-cli's command line: the command (first positional argument), the
// options every command shares, and the help text with the commands and the
// exit codes. Each command declares its own options.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(baton::cli::CommandLine)

public:
    enum class Command { None, Chat, List, Get, Refs, History, SseDecode, Unknown };

    CommandLine() = delete;

    // Declares the shared options and finds the command in `arguments`.
    [[nodiscard]] static Command declare(QCommandLineParser &parser, const QStringList &arguments);
    // Replaces the "command" positional argument by the command's own, for its --help.
    static void declareCommand(QCommandLineParser &parser, Command command);
    [[nodiscard]] static QString description();
    // The managed kind a command names by its key ("custom-models"); null
    // with `error` set to what to print when it names none.
    [[nodiscard]] static const ResourceKind *managedKind(const QString &key, QString *error);
};

} // namespace baton::cli

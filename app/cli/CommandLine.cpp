#include "cli/CommandLine.h"

#include "cli/ExitCodes.h"
#include "core/resources/ResourceKind.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace baton::cli {

CommandLine::Command CommandLine::declare(QCommandLineParser &parser, const QStringList &arguments)
{
    parser.setApplicationDescription(description());
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"command"_s, tr("chat, list, get, refs, history or sse-decode."),
                                 tr("<command> [options]"));
    // Options of the commands are not declared yet: the first pass only finds the command.
    (void)parser.parse(arguments);
    const QString name = parser.positionalArguments().value(0);
    if (name.isEmpty())
        return Command::None;
    if (name == "chat"_L1)
        return Command::Chat;
    if (name == "list"_L1)
        return Command::List;
    if (name == "get"_L1)
        return Command::Get;
    if (name == "refs"_L1)
        return Command::Refs;
    if (name == "history"_L1)
        return Command::History;
    if (name == "sse-decode"_L1)
        return Command::SseDecode;
    return Command::Unknown;
}

void CommandLine::declareCommand(QCommandLineParser &parser, Command command)
{
    if (command == Command::None || command == Command::Unknown)
        return;
    parser.clearPositionalArguments();
    switch (command) {
    case Command::Chat:
        parser.addPositionalArgument(u"chat"_s, tr("Send one message to a model and print the answer."),
                                     u"chat [options]"_s);
        break;
    case Command::List:
        parser.addPositionalArgument(u"list"_s, tr("Print every object of a kind, one JSON object per line."),
                                     u"list <kind> [options]"_s);
        parser.addPositionalArgument(u"kind"_s,
                                     tr("One of: %1.")
                                         .arg(u"secrets, tools, api-resources, files, "
                                              "custom-models, group-models"_s));
        break;
    case Command::Get:
        parser.addPositionalArgument(u"get"_s, tr("Print one object as JSON."), u"get <kind> <id> [options]"_s);
        parser.addPositionalArgument(u"kind"_s, tr("tools, api-resources, files, custom-models or group-models."));
        parser.addPositionalArgument(u"id"_s, tr("The object's id."));
        break;
    case Command::Refs:
        parser.addPositionalArgument(u"refs"_s,
                                     tr("Print what one object uses and what uses it, one JSON object per line."),
                                     u"refs <kind> <id> [options]"_s);
        parser.addPositionalArgument(u"kind"_s,
                                     tr("One of: %1.")
                                         .arg(u"secrets, tools, api-resources, files, "
                                              "custom-models, group-models"_s));
        parser.addPositionalArgument(u"id"_s, tr("The object's id."));
        break;
    case Command::History:
        parser.addPositionalArgument(u"history"_s,
                                     tr("Read the chats kept for a profile: list, show, search, export or delete."),
                                     u"history <list|show|search|export|delete> [arguments] [options]"_s);
        parser.addPositionalArgument(u"arguments"_s,
                                     tr("show, export: a conversation id (or its first characters); search: the "
                                        "text; delete: one or more ids."));
        break;
    case Command::SseDecode:
        parser.addPositionalArgument(u"sse-decode"_s,
                                     tr("Read a text/event-stream on stdin and print each event as a JSON line."),
                                     u"sse-decode [options]"_s);
        break;
    case Command::None:
    case Command::Unknown:
        break;
    }
}

const ResourceKind *CommandLine::managedKind(const QString &key, QString *error)
{
    const ResourceKind *kind = ResourceKind::byKey(key);
    if (kind && kind->isManaged())
        return kind;
    QStringList kinds;
    for (const ResourceKind *managed : ResourceKind::managed())
        kinds.append(managed->key);
    *error = tr("Unknown kind “%1”; use one of: %2.").arg(key, kinds.join(u", "_s));
    return nullptr;
}

QString CommandLine::description()
{
    QStringList kinds;
    for (const ResourceKind *kind : ResourceKind::managed())
        kinds.append(kind->key);
    return tr("Baton's command-line companion: chat with a model of the service, list and read its objects, "
              "decode an event stream.")
        + u"\n\n"_s + tr("Commands:") + u'\n' + u"  chat         "_s
        + tr("send one message to a group or custom model and print the answer") + u'\n' + u"  list KIND    "_s
        + tr("print every object of KIND, one JSON object per line") + u'\n' + u"  get KIND ID  "_s
        + tr("print one object as JSON") + u'\n' + u"  refs KIND ID "_s
        + tr("print what the object uses and what uses it, one JSON object per line") + u'\n' + u"  history VERB "_s
        + tr("list, show, search, export or delete the chats kept for the profile") + u'\n' + u"  sse-decode   "_s
        + tr("print the events of a text/event-stream read on stdin as JSON lines") + u'\n'
        + tr("KIND is one of: %1.").arg(kinds.join(u", "_s)) + u"\n\n"_s
        + tr("Connection: --profile NAME uses a profile of the Baton console and the token stored for it; "
             "--base-url URL uses the token in the environment variable BATON_TOKEN. BATON_TOKEN, when set, "
             "also replaces a profile's stored token. The token is never taken from the command line. "
             "Without either option, the profile the console used last is used.")
        + u"\n\n"_s + ExitCodes::helpText() + u'\n'
        + tr("Run “baton-cli <command> --help” for the options of a command.");
}

} // namespace baton::cli

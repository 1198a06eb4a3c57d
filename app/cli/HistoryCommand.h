#pragma once

#include "cli/ExitCodes.h"
#include "core/history/HistoryStore.h"

#include <QCoreApplication>
#include <QStringList>

class QCommandLineParser;

namespace baton::cli {

class Console;

// `baton-cli history <verb>`: reads and prunes the chat history the console
// and `baton-cli chat` keep for a profile. Needs no token and sends nothing.
//
//   list                 one JSON line per conversation, newest first
//   show ID              the conversation as one JSON object
//   search TEXT          one JSON line per matching turn, newest first
//   export ID --format md|json
//   delete ID...         one JSON line per conversation removed
//
// A conversation is named by its id or by the first characters of it (at
// least 4) when no other conversation starts with them.
class HistoryCommand
{
    Q_DECLARE_TR_FUNCTIONS(baton::cli::HistoryCommand)

public:
    enum class Verb { List, Show, Search, Export, Delete };

    explicit HistoryCommand(Console &console);

    static void declare(QCommandLineParser &parser);
    // Reads the verb, its arguments and the profile; prints what is wrong
    // and returns ExitCode::Usage, or Ok.
    [[nodiscard]] ExitCode configure(const QCommandLineParser &parser);
    [[nodiscard]] ExitCode run();

private:
    // The conversation `text` names; prints why there is none.
    [[nodiscard]] std::optional<QUuid> resolve(const QString &text);
    [[nodiscard]] static QJsonObject summaryJson(const ConversationSummary &summary);

    Console &m_console;
    HistoryStore m_store;
    QString m_path;
    Verb m_verb = Verb::List;
    QStringList m_arguments;
    QString m_format;
    QString m_target;
    qsizetype m_limit = 50;
};

} // namespace baton::cli

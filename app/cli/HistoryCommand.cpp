#include "cli/HistoryCommand.h"

#include "cli/Connection.h"
#include "cli/Console.h"
#include "core/chat/ChatExport.h"

#include <QCommandLineParser>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace baton::cli {

namespace {

// The shortest start of an id that names a conversation.
constexpr qsizetype MinimumIdPrefix = 4;

QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace

HistoryCommand::HistoryCommand(Console &console)
    : m_console(console)
{ }

void HistoryCommand::declare(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"limit"_s, tr("list and search: at most N lines (50 by default)."),
         //: The value of an option in --help: a number.
         tr("N")},
        {u"target"_s, tr("list: only the conversations with TARGET (group:<uuid> or custom:<uuid>)."), tr("TARGET")},
        {u"format"_s, tr("export: md (Markdown, the default) or json."), u"md|json"_s},
    });
}

ExitCode HistoryCommand::configure(const QCommandLineParser &parser)
{
    QStringList arguments = parser.positionalArguments().mid(1); // after "history"
    const QString verb = arguments.value(0);
    arguments.removeFirst();
    QStringList errors;
    if (verb == "list"_L1)
        m_verb = Verb::List;
    else if (verb == "show"_L1)
        m_verb = Verb::Show;
    else if (verb == "search"_L1)
        m_verb = Verb::Search;
    else if (verb == "export"_L1)
        m_verb = Verb::Export;
    else if (verb == "delete"_L1)
        m_verb = Verb::Delete;
    else
        errors << tr("Unknown history command “%1”; use list, show, search, export or delete.")
                      .arg(Console::escaped(verb, Console::Text::Field));

    if (errors.isEmpty()) {
        const qsizetype wanted = m_verb == Verb::List ? 0 : m_verb == Verb::Delete ? -1 : 1;
        if (wanted == 0 && !arguments.isEmpty())
            errors << tr("history list takes no argument.");
        if (wanted == 1 && arguments.size() != 1)
            errors << (m_verb == Verb::Search ? tr("Give the text to search, as one argument.")
                                              : tr("Give one conversation id."));
        if (wanted == -1 && arguments.isEmpty())
            errors << tr("Give the ids of the conversations to delete.");
    }
    m_arguments = arguments;
    if (parser.isSet(u"limit"_s)) {
        bool ok = false;
        m_limit = parser.value(u"limit"_s).toLongLong(&ok);
        if (!ok || m_limit < 1)
            errors << tr("--limit: must be a whole number of at least 1.");
    }
    m_target = parser.value(u"target"_s);
    m_format = parser.isSet(u"format"_s) ? parser.value(u"format"_s) : u"md"_s;
    if (m_format != "md"_L1 && m_format != "json"_L1)
        errors << tr("--format: use md or json.");

    QString error;
    m_path = Connection::historyPath(parser, &error);
    if (m_path.isEmpty())
        errors << error;
    for (const QString &message : errors)
        m_console.error(message);
    return errors.isEmpty() ? ExitCode::Ok : ExitCode::Usage;
}

QJsonObject HistoryCommand::summaryJson(const ConversationSummary &summary)
{
    return {{u"id"_s, summary.id.toString(QUuid::WithoutBraces)},
            {u"title"_s, summary.title},
            {u"target"_s, summary.target},
            {u"target_name"_s, summary.targetName},
            {u"created_at"_s, timeText(summary.createdAt)},
            {u"updated_at"_s, timeText(summary.updatedAt)},
            {u"turn_count"_s, summary.turnCount},
            {u"tokens"_s, summary.tokens},
            {u"credits"_s, summary.credits},
            {u"source"_s, summary.source}};
}

std::optional<QUuid> HistoryCommand::resolve(const QString &text)
{
    const QString prefix = text.trimmed().toLower();
    static const QRegularExpression idStart(u"^[0-9a-f-]+$"_s);
    const QList<QUuid> ids = prefix.size() >= MinimumIdPrefix && idStart.match(prefix).hasMatch()
        ? m_store.idsStartingWith(prefix, 2)
        : QList<QUuid> {};
    if (ids.size() == 1)
        return ids.first();
    m_console.error(
        ids.isEmpty()
            ? tr("No conversation %1 in the history %2.").arg(Console::escaped(text, Console::Text::Field), m_path)
            : tr("More than one conversation starts with %1; give more of the id.")
                  .arg(Console::escaped(text, Console::Text::Field)));
    return std::nullopt;
}

ExitCode HistoryCommand::run()
{
    const HistoryStore::OpenResult opened = m_store.open(m_path);
    if (!opened.message().isEmpty())
        m_console.error(opened.message());
    if (opened.outcome == HistoryStore::OpenResult::Outcome::Failed)
        return ExitCode::ApiFailure;
    const auto failed = [this]() {
        m_console.error(tr("The history %1 cannot be read: %2").arg(m_path, m_store.lastError()));
        return ExitCode::ApiFailure;
    };

    switch (m_verb) {
    case Verb::List: {
        HistoryQuery query;
        query.target = m_target;
        query.limit = m_limit;
        const QList<ConversationSummary> rows = m_store.list(query);
        if (!m_store.lastError().isEmpty())
            return failed();
        for (const ConversationSummary &summary : rows)
            m_console.outJson(summaryJson(summary));
        return ExitCode::Ok;
    }
    case Verb::Search: {
        HistoryQuery query;
        query.limit = m_limit;
        const QList<HistoryHit> hits = m_store.search(m_arguments.first(), query);
        if (!m_store.lastError().isEmpty())
            return failed();
        for (const HistoryHit &hit : hits) {
            // The match is written between ** and **, as Markdown's bold.
            QString snippet = hit.snippet;
            snippet.replace(HistoryStore::MatchStart, u"**"_s).replace(HistoryStore::MatchEnd, u"**"_s);
            QJsonObject line = summaryJson(hit.conversation);
            line.insert(u"turn"_s, hit.position);
            line.insert(u"snippet"_s, snippet);
            m_console.outJson(line);
        }
        return ExitCode::Ok;
    }
    case Verb::Show:
    case Verb::Export: {
        const std::optional<QUuid> id = resolve(m_arguments.first());
        if (!id)
            return m_store.lastError().isEmpty() ? ExitCode::NotFound : failed();
        const std::optional<StoredConversation> stored = m_store.load(*id);
        if (!stored)
            return failed();
        const ConversationSummary &summary = stored->summary;
        const QString target = summary.targetName.isEmpty() ? summary.target : summary.targetName;
        if (m_verb == Verb::Export && m_format == "md"_L1) {
            m_console.out(ChatExport::conversationMarkdown(target, stored->turns));
            m_console.endOutLine();
            return ExitCode::Ok;
        }
        QJsonObject json = ChatExport::conversationJson(summary.target, stored->turns);
        if (m_verb == Verb::Show) {
            const QJsonObject head = summaryJson(summary);
            for (auto it = head.begin(); it != head.end(); ++it)
                json.insert(it.key(), it.value());
        }
        m_console.outJson(json);
        return ExitCode::Ok;
    }
    case Verb::Delete: {
        QList<QUuid> ids;
        for (const QString &text : std::as_const(m_arguments)) {
            const std::optional<QUuid> id = resolve(text);
            if (!id)
                return m_store.lastError().isEmpty() ? ExitCode::NotFound : failed();
            ids.append(*id);
        }
        if (!m_store.remove(ids))
            return failed();
        for (const QUuid &id : ids)
            m_console.outJson({{u"id"_s, id.toString(QUuid::WithoutBraces)}, {u"deleted"_s, true}});
        return ExitCode::Ok;
    }
    }
    return ExitCode::Usage;
}

} // namespace baton::cli

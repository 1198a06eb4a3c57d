#include "cli/RefsCommand.h"

#include "cli/CommandLine.h"
#include "cli/Console.h"
#include "core/api/ApiClient.h"
#include "core/api/ApiError.h"

#include <QCommandLineParser>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace baton::cli {

namespace {

using Kind = RelationIndex::Kind;

// The kind as the command line names it, so that a line's kind and id can be
// given to `baton-cli get`.
QString kindKey(Kind kind)
{
    if (const std::optional<ResourceKind::Id> resource = NameBook::resourceKind(kind))
        return ResourceKind::get(*resource).key;
    return kind == Kind::Team ? u"team"_s : u"unknown"_s;
}

} // namespace

RefsCommand::RefsCommand(ApiClient &client, Console &console, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_names(client)
{
    connect(&m_names, &NameBook::changed, this, &RefsCommand::onListRead);
    connect(&m_names, &NameBook::failed, this, &RefsCommand::onListRead);
}

ExitCode RefsCommand::configure(const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        m_console.error(tr("Usage: baton-cli refs <kind> <id>"));
        return ExitCode::Usage;
    }
    QString unknown;
    m_kind = CommandLine::managedKind(positional.at(1), &unknown);
    if (!m_kind) {
        m_console.error(unknown);
        return ExitCode::Usage;
    }
    m_id = positional.at(2).trimmed();
    if (m_id.isEmpty()) {
        m_console.error(tr("Usage: baton-cli refs <kind> <id>"));
        return ExitCode::Usage;
    }
    return ExitCode::Ok;
}

void RefsCommand::start()
{
    m_names.load();
    // load() says first that the book is empty: only what follows is read.
    m_reading = true;
}

void RefsCommand::onListRead()
{
    if (m_reading && !m_printed && !m_names.isLoading()) {
        m_printed = true;
        print();
    }
}

void RefsCommand::print()
{
    ExitCode code = ExitCode::Ok;
    for (const ResourceKind *kind : ResourceKind::managed()) {
        if (m_names.isLoaded(kind->id))
            continue;
        //: After a list that was not read whole: %1 what the list stopped on.
        m_console.error(tr("%1 References to and from them are missing.").arg(m_names.gap(kind->id)));
        // An error answer says what kind of failure it was; a list that could
        // not be read, or ended early, is an answer that cannot be used.
        if (code == ExitCode::Ok) {
            const std::optional<ApiError> error = m_names.error(kind->id);
            code = error ? ExitCodes::forError(*error) : ExitCode::ApiFailure;
        }
    }
    const RelationIndex &index = m_names.index();
    if (!index.contains(m_kind->id, m_id)) {
        if (m_names.isLoaded(m_kind->id)) {
            //: %1 the kind as given ("tools"), %2 the id.
            m_console.error(
                tr("No object of the kind %1 has the id %2 among those this token may read.").arg(m_kind->key, m_id));
            code = ExitCode::NotFound;
        }
        Q_EMIT done(int(code));
        return;
    }
    const auto line = [this](const QString &direction, const RelationIndex::Edge &edge) {
        QJsonObject object {{u"direction"_s, direction},
                            {u"relation"_s, RelationIndex::relationKey(edge.relation)},
                            {u"kind"_s, kindKey(edge.kind)},
                            {u"id"_s, edge.id}};
        if (const QString name = m_names.name(edge.kind, edge.id); m_names.index().contains(edge.kind, edge.id))
            object.insert(u"name"_s, name);
        if (!edge.detail.isEmpty())
            object.insert(u"detail"_s, edge.detail);
        m_console.outJson(object);
    };
    for (const RelationIndex::Edge &edge : index.uses(m_kind->id, m_id))
        line(u"uses"_s, edge);
    for (const RelationIndex::Edge &edge : index.usedBy(m_kind->id, m_id))
        line(u"usedBy"_s, edge);
    Q_EMIT done(int(code));
}

} // namespace baton::cli

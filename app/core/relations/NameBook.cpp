#include "core/relations/NameBook.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/paging/Pager.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <utility>

namespace baton {

using namespace Qt::StringLiterals;

// One kind's list as it is being read: the pager, the objects read so far,
// and whether a change arrived meanwhile (then it starts over when done).
struct NameBook::Reading {
    std::unique_ptr<Pager> pager;
    QList<QJsonObject> objects;
    bool running = false;
    bool again = false;
    ListState state = ListState::NotRead;
    int generation = 0;
    std::optional<ApiError> error;
    QString reason;
    std::optional<qint64> total;
};

namespace {

// The largest page the interface allows: the fewest requests for a whole list.
constexpr int PageSize = ResourceKind::MaxPageSize;

} // namespace

NameBook::NameBook(ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    for (auto &reading : m_readings)
        reading = std::make_unique<Reading>();
    // A change known whole is applied as it is: reading a long list again
    // after each save would cost a request per hundred objects. A change
    // known only by its kind (an update answered without the object) makes
    // the list be read again. Nothing is read or applied before load().
    connect(&m_client, &ApiClient::objectChanged, this,
            [this](ResourceKind::Id kind, const QString &id, const QJsonObject &object) {
                if (!m_loaded || slot(kind) < 0)
                    return;
                if (object.isEmpty())
                    m_index.remove(kind, id);
                else
                    m_index.upsert(kind, object);
                m_teams.reset();
                m_applied = kind;
                // A read under way may have passed the object already.
                if (m_readings[slot(kind)]->running)
                    m_readings[slot(kind)]->again = true;
                Q_EMIT changed(kind);
            });
    connect(&m_client, &ApiClient::objectsChanged, this, [this](ResourceKind::Id kind) {
        const bool applied = std::exchange(m_applied, std::nullopt) == kind;
        if (m_loaded && !applied && slot(kind) >= 0)
            reload(kind);
    });
}

NameBook::~NameBook() = default;

int NameBook::slot(ResourceKind::Id kind)
{
    return int(ResourceKind::managed().indexOf(&ResourceKind::get(kind)));
}

void NameBook::load()
{
    clear();
    ++m_generation;
    m_loaded = true;
    for (const ResourceKind *kind : ResourceKind::managed())
        start(kind->id);
}

void NameBook::clear()
{
    // Answers to reads of an earlier generation are ignored when they arrive.
    ++m_generation;
    m_loaded = false;
    for (auto &reading : m_readings)
        *reading = Reading();
    m_index.clear();
    m_teams.reset();
    for (const ResourceKind *kind : ResourceKind::managed())
        Q_EMIT changed(kind->id);
}

void NameBook::reload(ResourceKind::Id kind)
{
    const int at = slot(kind);
    if (at < 0 || !m_loaded)
        return;
    if (m_readings[at]->running)
        m_readings[at]->again = true;
    else
        start(kind);
}

NameBook::ListState NameBook::state(ResourceKind::Id kind) const
{
    const int at = slot(kind);
    return at < 0 ? ListState::NotRead : m_readings[at]->state;
}

bool NameBook::isLoaded(ResourceKind::Id kind) const
{
    return state(kind) == ListState::Complete;
}

bool NameBook::isLoading() const
{
    return std::any_of(m_readings.begin(), m_readings.end(), [](const auto &r) { return r->running; });
}

bool NameBook::isLoading(ResourceKind::Id kind) const
{
    const int at = slot(kind);
    return at >= 0 && m_readings[at]->running;
}

std::optional<ApiError> NameBook::error(ResourceKind::Id kind) const
{
    const int at = slot(kind);
    return at < 0 ? std::nullopt : m_readings[at]->error;
}

QString NameBook::reason(ResourceKind::Id kind) const
{
    const int at = slot(kind);
    return at < 0 ? QString() : m_readings[at]->reason;
}

qsizetype NameBook::count(ResourceKind::Id kind) const
{
    return m_index.ids(RelationIndex::kindOf(kind)).size();
}

std::optional<qint64> NameBook::total(ResourceKind::Id kind) const
{
    const int at = slot(kind);
    return at < 0 ? std::nullopt : m_readings[at]->total;
}

QString NameBook::gap(ResourceKind::Id kind) const
{
    const int at = slot(kind);
    if (at < 0)
        return {};
    const Reading &reading = *m_readings[at];
    const QString plural = ResourceKind::get(kind).pluralNameInText();
    switch (reading.state) {
    case ListState::Complete:
        return {};
    case ListState::Partial:
        //: %1 the kind's plural ("tools"), %2 why paging stopped.
        return tr("The %1 were read only in part: %2").arg(plural, reading.reason);
    case ListState::Failed:
        //: %1 the kind's plural ("tools"), %2 the service's error or what the answer held.
        return tr("The %1 could not be read: %2").arg(plural, reading.reason);
    case ListState::NotRead:
        break;
    }
    //: %1 the kind's plural ("tools").
    return reading.running ? tr("The %1 are still being read.").arg(plural)
                           : tr("The %1 have not been read.").arg(plural);
}

QList<ResourceKind::Id> NameBook::unknownUsers(Kind kind) const
{
    QList<ResourceKind::Id> unknown;
    for (const ResourceKind::Id user : RelationIndex::userKinds(kind)) {
        if (!isLoaded(user))
            unknown.append(user);
    }
    return unknown;
}

void NameBook::start(ResourceKind::Id kind)
{
    Reading &reading = *m_readings[slot(kind)];
    reading.pager = std::make_unique<Pager>(ResourceKind::get(kind), PageSize);
    reading.objects.clear();
    reading.running = true;
    reading.again = false;
    reading.generation = m_generation;
    requestPage(kind);
}

void NameBook::requestPage(ResourceKind::Id kind)
{
    Reading &reading = *m_readings[slot(kind)];
    const ResourceKind &resource = ResourceKind::get(kind);
    ApiJob *job = m_client.get(resource.collectionPath, reading.pager->nextQuery());
    connect(job, &ApiJob::finished, this, [this, kind, generation = reading.generation](const ApiResult &result) {
        onPage(kind, generation, result);
    });
}

void NameBook::onPage(ResourceKind::Id kind, int generation, const ApiResult &result)
{
    Reading &reading = *m_readings[slot(kind)];
    if (generation != m_generation || !reading.running)
        return;
    const auto finish = [this, kind, &reading] {
        reading.running = false;
        if (reading.again)
            start(kind);
    };
    if (!result.ok()) {
        reading.state = ListState::Failed;
        reading.error = result.error;
        reading.reason = result.error->userMessage();
        reading.total.reset();
        reading.objects.clear();
        finish();
        Q_EMIT failed(kind);
        return;
    }
    const QJsonArray items = reading.pager->consume(Pager::body(result));
    for (const QJsonValue &item : items) {
        if (item.isObject())
            reading.objects.append(item.toObject());
    }
    if (reading.pager->hasMore()) {
        requestPage(kind);
        return;
    }
    reading.error.reset();
    reading.total = reading.pager->total();
    if (reading.pager->isComplete()) {
        m_index.setObjects(kind, reading.objects);
        reading.state = ListState::Complete;
        reading.reason.clear();
    } else {
        // What was read is known by name; what was not may still be there,
        // so nothing is forgotten.
        for (const QJsonObject &object : std::as_const(reading.objects))
            m_index.upsert(kind, object);
        reading.state = reading.pager->end() == Pager::End::Unreadable ? ListState::Failed : ListState::Partial;
        reading.reason = reading.pager->describeEnd(result);
    }
    m_teams.reset();
    reading.objects.clear();
    const bool complete = reading.state == ListState::Complete;
    finish();
    Q_EMIT changed(kind);
    if (!complete)
        Q_EMIT failed(kind);
}

QString NameBook::label(Kind kind, const QString &id) const
{
    if (id.isEmpty())
        return {};
    if (kind == Kind::Team) {
        const QString given = m_teamLabels.value(id.toLower());
        //: A team with no label given: %1 the start of its id.
        return given.isEmpty() ? tr("Team %1").arg(id.left(8)) : given;
    }
    const QString known = m_index.name(kind, id);
    if (!known.isEmpty())
        return known;
    if (m_index.contains(kind, id))
        //: An object without a name: %1 its kind, %2 the start of its id.
        return tr("Unnamed %1 %2").arg(kindName(kind), id.left(8));
    if (const std::optional<ResourceKind::Id> resource = resourceKind(kind)) {
        const Reading &reading = *m_readings[slot(*resource)];
        // While its list is still being read, it may yet be found.
        if (reading.state == ListState::NotRead && reading.running)
            //: An object whose list is still being read: %1 its kind, %2 the start of its id.
            return tr("%1 %2 (not read yet)").arg(kindTitle(kind), id.left(8));
        // Its list ended early: it may be among the objects not read.
        if (reading.state == ListState::Partial || (reading.state == ListState::Failed && !reading.error))
            //: An object whose list could not be read whole: %1 its kind, %2 the start of its id.
            return tr("%1 %2 (its list could not be read whole)").arg(kindTitle(kind), id.left(8));
    }
    //: An object the token cannot see: %1 its kind, %2 the start of its id.
    return tr("%1 %2 (not visible)").arg(kindTitle(kind), id.left(8));
}

QString NameBook::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Secret:
        return tr("secret");
    case Kind::Tool:
        return tr("tool");
    case Kind::ApiResource:
        return tr("API resource");
    case Kind::File:
        return tr("file");
    case Kind::CustomModel:
        return tr("custom model");
    case Kind::GroupModel:
        return tr("group model");
    case Kind::Team:
        return tr("team");
    case Kind::Unknown:
        break;
    }
    return tr("unknown object");
}

QString NameBook::kindTitle(Kind kind)
{
    switch (kind) {
    case Kind::Secret:
        return tr("Secret");
    case Kind::Tool:
        return tr("Tool");
    case Kind::ApiResource:
        return tr("API resource");
    case Kind::File:
        return tr("File");
    case Kind::CustomModel:
        return tr("Custom model");
    case Kind::GroupModel:
        return tr("Group model");
    case Kind::Team:
        return tr("Team");
    case Kind::Unknown:
        break;
    }
    return tr("Unknown object");
}

std::optional<ResourceKind::Id> NameBook::resourceKind(Kind kind)
{
    switch (kind) {
    case Kind::Secret:
        return ResourceKind::Id::Secret;
    case Kind::Tool:
        return ResourceKind::Id::Tool;
    case Kind::ApiResource:
        return ResourceKind::Id::ApiResource;
    case Kind::File:
        return ResourceKind::Id::File;
    case Kind::CustomModel:
        return ResourceKind::Id::CustomModel;
    case Kind::GroupModel:
        return ResourceKind::Id::GroupModel;
    case Kind::Team:
    case Kind::Unknown:
        break;
    }
    return std::nullopt;
}

QStringList NameBook::teams() const
{
    if (!m_teams)
        m_teams = readTeams();
    return *m_teams;
}

QStringList NameBook::readTeams() const
{
    QHash<QString, int> count; // lower-case id → objects in it
    QHash<QString, QString> written; // lower-case id → as first written
    const auto see = [&](const QJsonValue &value, int weight) {
        const QString id = value.toString();
        if (id.isEmpty())
            return;
        written.insert(id.toLower(), written.value(id.toLower(), id));
        count[id.toLower()] += weight;
    };
    for (const ResourceKind *resource : ResourceKind::managed()) {
        const Kind kind = RelationIndex::kindOf(resource->id);
        for (const QString &id : m_index.ids(kind)) {
            const QJsonObject object = m_index.object(kind, id);
            see(object.value(u"teamId"_s), 1);
            for (const QJsonValue &team : object.value(u"teamIds"_s).toArray())
                see(team, 0);
        }
    }
    // Team share scopes, which the index holds as edges to team targets.
    for (const ResourceKind *resource : ResourceKind::managed()) {
        const Kind kind = RelationIndex::kindOf(resource->id);
        for (const QString &id : m_index.ids(kind)) {
            for (const RelationIndex::Edge &edge : m_index.uses(kind, id)) {
                if (edge.kind == Kind::Team)
                    see(edge.id, 0);
            }
        }
    }
    for (auto it = m_teamLabels.cbegin(); it != m_teamLabels.cend(); ++it)
        see(it.key(), 0);
    QStringList keys = written.keys();
    std::sort(keys.begin(), keys.end(), [&](const QString &a, const QString &b) {
        const int ca = count.value(a), cb = count.value(b);
        return ca != cb ? ca > cb : a < b;
    });
    QStringList teams;
    teams.reserve(keys.size());
    for (const QString &key : keys)
        teams.append(written.value(key));
    return teams;
}

void NameBook::setTeamLabels(const QHash<QString, QString> &labels)
{
    m_teamLabels.clear();
    for (auto it = labels.cbegin(); it != labels.cend(); ++it) {
        if (!it.value().trimmed().isEmpty())
            m_teamLabels.insert(it.key().toLower(), it.value().trimmed());
    }
    m_teams.reset();
    // Teams are named in objects of every kind.
    for (const ResourceKind *kind : ResourceKind::managed())
        Q_EMIT changed(kind->id);
}

} // namespace baton

#include "sandbox/Store.h"

#include "core/resources/ChatTarget.h"
#include "core/resources/Validator.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>
#include <QUuid>

#include <algorithm>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

using Id = ResourceKind::Id;

constexpr int storeFormatVersion = 1;

QJsonObject withoutResolved(QJsonObject ref)
{
    ref.remove(u"resolved"_s);
    return ref;
}

// Only well-formed parts are touched, so that validation still sees what was sent.
void normaliseRefs(QJsonObject &group)
{
    if (group.value(u"brain"_s).isObject())
        group.insert(u"brain"_s, withoutResolved(group.value(u"brain"_s).toObject()));
    if (!group.value(u"agents"_s).isArray())
        return;
    QJsonArray agents = group.value(u"agents"_s).toArray();
    for (qsizetype i = 0; i < agents.size(); ++i) {
        QJsonObject agent = agents.at(i).toObject();
        if (!agents.at(i).isObject() || !agent.value(u"ref"_s).isObject())
            continue;
        agent.insert(u"ref"_s, withoutResolved(agent.value(u"ref"_s).toObject()));
        agents.replace(i, agent);
    }
    group.insert(u"agents"_s, agents);
}

void setDefault(QJsonObject &object, const QString &key, const QJsonValue &value)
{
    if (!object.contains(key))
        object.insert(key, value);
}

QMap<QString, QString> stringMap(const QJsonObject &object)
{
    QMap<QString, QString> map;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        map.insert(it.key(), it.value().toString());
    return map;
}

bool isFinal(const QString &status)
{
    return status == u"ready"_s || status == u"failed"_s;
}

} // namespace

Store::Store(const Authenticator &auth, int fileStepMs, QObject *parent)
    : QObject(parent)
    , m_auth(auth)
    , m_fileStepMs(fileStepMs)
{ }

Store::~Store() = default;

QJsonObject Store::withoutResolvedRefs(QJsonObject group)
{
    normaliseRefs(group);
    return group;
}

QString Store::now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

int Store::intern(const QString &text)
{
    const auto it = m_interned.constFind(text);
    if (it != m_interned.constEnd())
        return *it;
    const int index = int(m_interned.size());
    m_interned.insert(text, index);
    return index;
}

int Store::internedOrNone(const QString &text) const
{
    return m_interned.value(text, -1);
}

void Store::reindex(Record &r)
{
    const QJsonObject &o = r.object;
    r.owner = intern(o.value(u"ownerId"_s).toString());
    r.team = o.contains(u"teamId"_s) ? intern(o.value(u"teamId"_s).toString().toLower()) : -1;
    r.scopes.clear();
    r.scopeRefs.clear();
    r.sharedTeams.clear();
    for (const QJsonValue &v : o.value(u"scopes"_s).toArray()) {
        const QJsonObject scope = v.toObject();
        const QString type = scope.value(u"type"_s).toString();
        const QString scopeId = scope.value(u"id"_s).toString().toLower();
        r.scopes.append({type, scopeId});
        r.scopeRefs.append({int(ResourceKind::scopeTypes().indexOf(type)), intern(scopeId)});
        if (type == u"team"_s)
            r.sharedTeams.append(intern(scopeId));
    }
    for (const QJsonValue &v : o.value(u"teamIds"_s).toArray())
        r.sharedTeams.append(intern(v.toString().toLower()));
    r.isPublic = o.value(u"isPublic"_s).toBool();
    r.userScoped = r.kind == Id::Secret && o.value(u"scope"_s).toString() == u"user"_s;
    r.nameKey = o.value(r.kind == Id::File ? u"fileName"_s : u"name"_s).toString().toCaseFolded();
    r.descriptionKey = o.value(u"description"_s).toString().toCaseFolded();
    r.ownerKey = r.ownerName.toCaseFolded();
}

bool Store::visible(const Record &r, int user, int team)
{
    if (r.kind == Id::Secret)
        return r.userScoped ? r.owner == user : r.team == team;
    if (r.owner == user || (team >= 0 && r.sharedTeams.contains(team)))
        return true;
    return (r.kind == Id::CustomModel || r.kind == Id::GroupModel) && r.isPublic;
}

bool Store::canSee(const Record &record, const Token &token) const
{
    return visible(record, internedOrNone(token.userId), internedOrNone(token.teamId));
}

bool Store::canChange(const Record &record, const Token &token) const
{
    const int user = internedOrNone(token.userId);
    const int team = internedOrNone(token.teamId);
    if (record.kind == Id::Secret)
        return visible(record, user, team);
    return record.owner == user || (team >= 0 && record.sharedTeams.contains(team));
}

Record *Store::find(Id kind, const QString &id)
{
    Record *r = m_byId.value(id.toLower());
    return r && r->kind == kind ? r : nullptr;
}

const Record *Store::find(Id kind, const QString &id) const
{
    const Record *r = m_byId.value(id.toLower());
    return r && r->kind == kind ? r : nullptr;
}

Record *Store::findVisible(Id kind, const QString &id, const Token &token)
{
    Record *r = find(kind, id);
    return r && canSee(*r, token) ? r : nullptr;
}

qsizetype Store::count(Id kind) const
{
    return qsizetype(records(kind).size());
}

bool Store::isEmpty() const
{
    return m_byId.isEmpty();
}

Record &Store::create(Id kind, QJsonObject o, const Token &owner)
{
    auto record = std::make_unique<Record>();
    Record &r = *record;
    r.kind = kind;
    r.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.createdSeq = r.updatedSeq = ++m_seq;
    r.ownerName = owner.name;
    const QString timestamp = now();

    switch (kind) {
    case Id::Secret:
        r.secretValue = o.take(u"value"_s).toString();
        o.insert(u"hasValue"_s, true);
        o.insert(u"valueUpdatedAt"_s, timestamp);
        if (o.value(u"scope"_s).toString() == u"team"_s)
            o.insert(u"teamId"_s, o.value(u"teamId"_s).toString().toLower());
        else
            o.remove(u"teamId"_s);
        break;
    case Id::Tool:
        setDefault(o, u"needUserValidation"_s, true);
        setDefault(o, u"tags"_s, QJsonArray());
        Q_FALLTHROUGH();
    case Id::ApiResource:
        setDefault(o, u"scopes"_s, QJsonArray());
        o.insert(u"teamId"_s, owner.teamId);
        break;
    case Id::File:
        setDefault(o, u"scope"_s, u"user"_s);
        setDefault(o, u"scopes"_s, QJsonArray());
        o.insert(u"teamId"_s, owner.teamId);
        break;
    case Id::CustomModel:
        setDefault(o, u"credentialMode"_s, u"app"_s);
        Q_FALLTHROUGH();
    case Id::GroupModel:
        setDefault(o, u"tags"_s, QJsonArray());
        setDefault(o, u"isPublic"_s, false);
        setDefault(o, u"teamIds"_s, QJsonArray());
        if (kind == Id::GroupModel) {
            setDefault(o, u"agents"_s, QJsonArray());
            normaliseRefs(o);
        }
        break;
    case Id::ChatCompletion:
    case Id::ChatResume:
        break;
    }
    o.insert(u"id"_s, r.id);
    o.insert(u"ownerId"_s, owner.userId);
    o.insert(u"createdAt"_s, timestamp);
    o.insert(u"updatedAt"_s, timestamp);
    r.object = o;
    reindex(r);

    m_byId.insert(r.id, &r);
    records(kind).push_back(std::move(record));
    changed();
    return r;
}

void Store::update(Record &r, const QJsonObject &changes)
{
    for (auto it = changes.constBegin(); it != changes.constEnd(); ++it) {
        if (r.kind == Id::Secret && it.key() == u"value"_s) {
            r.secretValue = it.value().toString();
            r.object.insert(u"valueUpdatedAt"_s, now());
        } else {
            r.object.insert(it.key(), it.value());
        }
    }
    if (r.kind == Id::GroupModel)
        normaliseRefs(r.object);
    touch(r);
    changed();
}

void Store::touch(Record &r)
{
    r.updatedSeq = ++m_seq;
    r.object.insert(u"updatedAt"_s, now());
    reindex(r);
}

void Store::remove(Record &r)
{
    stopProcessing(r.id);
    Records &list = records(r.kind);
    const auto it = std::lower_bound(list.begin(), list.end(), r.createdSeq,
                                     [](const std::unique_ptr<Record> &e, quint64 seq) { return e->createdSeq < seq; });
    Q_ASSERT(it != list.end() && it->get() == &r);
    m_byId.remove(r.id);
    list.erase(it);
    changed();
}

void Store::batch(const std::function<void()> &changes)
{
    ++m_batchDepth;
    changes();
    --m_batchDepth;
    changed();
}

void Store::changed()
{
    ++m_generation;
    if (m_batchDepth == 0 && !m_path.isEmpty())
        save();
}

QString Store::secretUser(const QString &secretId) const
{
    const QString wanted = secretId.toLower();
    for (const auto &tool : records(Id::Tool)) {
        for (const QJsonValue &field : tool->object.value(u"authFields"_s).toArray()) {
            if (field.toObject().value(u"secretId"_s).toString().toLower() == wanted)
                return tr("the tool “%1”").arg(tool->object.value(u"name"_s).toString());
        }
    }
    for (const auto &model : records(Id::CustomModel)) {
        const QJsonObject &o = model->object;
        if (o.value(u"credentialMode"_s).toString() == u"byok"_s
            && o.value(u"byokSecretId"_s).toString().toLower() == wanted)
            return tr("the custom model “%1”").arg(o.value(u"name"_s).toString());
    }
    return {};
}

QString Store::secretIdForHeaderValue(const QString &headerValue) const
{
    const qsizetype space = headerValue.indexOf(u' ');
    const QString credential = space < 0 ? QString() : headerValue.mid(space + 1);
    for (const auto &secret : records(Id::Secret)) {
        if (!secret->secretValue.isEmpty() && (headerValue == secret->secretValue || credential == secret->secretValue))
            return secret->id;
    }
    return {};
}

const QList<const Record *> &Store::matching(const ListQuery &query, const Token &token) const
{
    const QString key = token.userId + u'\n' + token.teamId + u'\n' + query.filterKey();
    for (qsizetype i = 0; i < m_listCache.size(); ++i) {
        if (m_listCache.at(i).key == key && m_listCache.at(i).generation == m_generation) {
            m_listCache.move(i, 0);
            return m_listCache.first().items;
        }
    }

    const Id kind = query.kind().id;
    const int user = internedOrNone(token.userId);
    const int team = internedOrNone(token.teamId);
    const int teamFilter = query.teamId.isEmpty() ? -2 : internedOrNone(query.teamId);
    const int scopeTypeFilter
        = query.scopeType.isEmpty() ? -2 : int(ResourceKind::scopeTypes().indexOf(query.scopeType));
    const int scopeIdFilter = query.scopeId.isEmpty() ? -2 : internedOrNone(query.scopeId);
    const bool isModel = kind == Id::CustomModel || kind == Id::GroupModel;

    auto matches = [&](const Record &r) {
        if (!visible(r, user, team))
            return false;
        if (kind == Id::Secret) {
            if (query.scope == u"user"_s && !r.userScoped)
                return false;
            if (query.scope == u"team"_s && r.userScoped)
                return false;
            if (teamFilter != -2 && r.team != teamFilter)
                return false;
        } else if (isModel) {
            if (query.scope == u"mine"_s && r.owner != user)
                return false;
            if (query.scope == u"team"_s && (team < 0 || !r.sharedTeams.contains(team)))
                return false;
            if (query.scope == u"public"_s && !r.isPublic)
                return false;
            if (teamFilter != -2 && !r.sharedTeams.contains(teamFilter))
                return false;
        }
        if (scopeTypeFilter != -2 || scopeIdFilter != -2) {
            const bool found = std::any_of(r.scopeRefs.cbegin(), r.scopeRefs.cend(), [&](const QPair<int, int> &s) {
                return (scopeTypeFilter == -2 || s.first == scopeTypeFilter)
                    && (scopeIdFilter == -2 || s.second == scopeIdFilter);
            });
            if (!found)
                return false;
        }
        return query.matchesContent(r);
    };

    CachedList entry {key, m_generation, {}};
    for (const auto &r : records(kind)) {
        if (matches(*r))
            entry.items.append(r.get());
    }
    const ListQuery::Sort sort = query.sort();
    if (sort != ListQuery::Sort::CreatedAscending) {
        std::sort(entry.items.begin(), entry.items.end(), [sort](const Record *a, const Record *b) {
            return ListQuery::before(ListQuery::keyOf(*a, sort), ListQuery::keyOf(*b, sort), sort);
        });
    }
    constexpr qsizetype cachedQueries = 16;
    if (m_listCache.size() >= cachedQueries)
        m_listCache.removeLast();
    m_listCache.prepend(std::move(entry));
    return m_listCache.first().items;
}

Store::Page Store::list(const ListQuery &query, const Token &token) const
{
    const QList<const Record *> &all = matching(query, token);
    Page page;
    page.total = all.size();
    if (query.kind().paging == PagingFamily::Page) {
        const qint64 first = qint64(query.page() - 1) * query.pageSize();
        if (first < all.size())
            page.items = all.mid(first, query.pageSize());
        return page;
    }

    const ListQuery::Sort sort = query.sort();
    auto begin = all.cbegin();
    if (const std::optional<ListQuery::SortKey> &after = query.after()) {
        begin = std::upper_bound(all.cbegin(), all.cend(), *after,
                                 [sort](const ListQuery::SortKey &key, const Record *r) {
                                     return ListQuery::before(key, ListQuery::keyOf(*r, sort), sort);
                                 });
    }
    const qsizetype available = all.cend() - begin;
    page.items = QList<const Record *>(begin, begin + std::min<qsizetype>(available, query.pageSize()));
    if (available > query.pageSize())
        page.nextCursor = query.cursorFor(*page.items.constLast());
    return page;
}

void Store::startProcessing(Record &file, const QString &failure)
{
    if (!failure.isEmpty()) {
        file.fileError = failure;
        changed();
    }
    auto *timer = new QTimer(this);
    timer->setInterval(m_fileStepMs);
    const QString id = file.id;
    connect(timer, &QTimer::timeout, this, [this, id] { advanceFile(id); });
    m_fileTimers.insert(id, timer);
    timer->start();
}

void Store::stopProcessing(const QString &id)
{
    if (QTimer *timer = m_fileTimers.take(id))
        delete timer;
}

void Store::advanceFile(const QString &id)
{
    Record *r = find(Id::File, id);
    if (!r)
        return stopProcessing(id);
    const QString status = r->object.value(u"status"_s).toString();
    QString next;
    if (status == u"pending"_s) {
        next = r->fileError.isEmpty() ? u"vectorizing"_s : u"failed"_s;
        r->progress = 0;
    } else if (status == u"vectorizing"_s && r->progress < 50) {
        next = status;
        r->progress = 50;
    } else {
        next = u"ready"_s;
        r->progress = 100;
    }
    r->object.insert(u"status"_s, next);
    if (next == u"failed"_s)
        r->object.insert(u"error"_s, r->fileError);
    if (isFinal(next))
        stopProcessing(id);
    touch(*r);
    changed();
    Q_EMIT fileStatusChanged(id, next);
}

bool Store::open(const QString &path, QString *error)
{
    m_path.clear();
    QFile file(path);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read %1: %2").arg(path, file.errorString());
            return false;
        }
        QJsonParseError parseError;
        const QJsonObject root = QJsonDocument::fromJson(file.readAll(), &parseError).object();
        if (parseError.error != QJsonParseError::NoError || root.value(u"version"_s).toInt() != storeFormatVersion) {
            *error = tr("%1 is not a sandbox data file of version %2.").arg(path, QString::number(storeFormatVersion));
            return false;
        }
        m_seq = quint64(root.value(u"seq"_s).toDouble());
        for (const QJsonValue &v : root.value(u"records"_s).toArray()) {
            const QJsonObject saved = v.toObject();
            const ResourceKind *kind = ResourceKind::byKey(saved.value(u"kind"_s).toString());
            if (!kind || !kind->isManaged()) {
                *error = tr("%1 holds an object of an unknown kind.").arg(path);
                return false;
            }
            auto record = std::make_unique<Record>();
            Record &r = *record;
            r.kind = kind->id;
            r.object = saved.value(u"object"_s).toObject();
            r.id = r.object.value(u"id"_s).toString();
            r.createdSeq = quint64(saved.value(u"createdSeq"_s).toDouble());
            r.updatedSeq = quint64(saved.value(u"updatedSeq"_s).toDouble());
            r.ownerName = saved.value(u"ownerName"_s).toString();
            r.secretValue = saved.value(u"secretValue"_s).toString();
            r.fileError = saved.value(u"fileError"_s).toString();
            // Processing does not survive a restart: a file in progress takes its final state.
            if (r.kind == Id::File && !isFinal(r.object.value(u"status"_s).toString())) {
                r.object.insert(u"status"_s, r.fileError.isEmpty() ? u"ready"_s : u"failed"_s);
                if (!r.fileError.isEmpty())
                    r.object.insert(u"error"_s, r.fileError);
            }
            r.progress = r.object.value(u"status"_s).toString() == u"ready"_s ? 100 : 0;
            reindex(r);
            m_byId.insert(r.id, &r);
            records(r.kind).push_back(std::move(record));
        }
        for (Records &list : m_records) {
            std::sort(list.begin(), list.end(),
                      [](const auto &a, const auto &b) { return a->createdSeq < b->createdSeq; });
        }
    }
    m_path = path;
    save();
    return true;
}

void Store::save() const
{
    QJsonArray saved;
    for (const Records &list : m_records) {
        for (const auto &r : list) {
            QJsonObject entry {{u"kind"_s, ResourceKind::get(r->kind).key},
                               {u"object"_s, r->object},
                               {u"createdSeq"_s, double(r->createdSeq)},
                               {u"updatedSeq"_s, double(r->updatedSeq)},
                               {u"ownerName"_s, r->ownerName}};
            if (r->kind == Id::Secret)
                entry.insert(u"secretValue"_s, r->secretValue);
            if (!r->fileError.isEmpty())
                entry.insert(u"fileError"_s, r->fileError);
            saved.append(entry);
        }
    }
    const QJsonObject root {{u"format"_s, u"baton-sandbox-store"_s},
                            {u"version"_s, storeFormatVersion},
                            {u"seq"_s, double(m_seq)},
                            {u"records"_s, saved}};
    QSaveFile file(m_path);
    // The file holds secret values: only its owner may read it.
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        qWarning("baton-sandbox: cannot write the data file: %s", qUtf8Printable(file.errorString()));
        return;
    }
    file.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (!file.commit())
        qWarning("baton-sandbox: cannot write the data file: %s", qUtf8Printable(file.errorString()));
}

QString Store::refName(const QJsonObject &ref, const Token &token) const
{
    const QString type = ref.value(u"type"_s).toString();
    if (type == u"llm"_s)
        return ref.value(u"llmModelName"_s).toString();
    const bool custom = type == u"custom"_s;
    const QString refId = ref.value(custom ? u"customModelId"_s : u"groupModelId"_s).toString();
    const Record *r = find(custom ? Id::CustomModel : Id::GroupModel, refId);
    return r && canSee(*r, token) ? r->object.value(u"name"_s).toString() : QString();
}

std::optional<ChatTarget> Store::findTarget(const QString &model, const QString &tokenName) const
{
    const Token *token = m_auth.byName(tokenName);
    if (!token || !Validator::isModelTarget(model))
        return std::nullopt;
    const baton::ChatTarget named = baton::ChatTarget::parse(model);
    const bool custom = named.kind == baton::ChatTarget::Kind::CustomModel;
    const Record *r = find(*named.resourceKind(), named.id);
    if (!r || !canSee(*r, *token))
        return std::nullopt;
    const QJsonObject &o = r->object;
    ChatTarget target;
    target.kind = custom ? ChatTarget::Kind::Custom : ChatTarget::Kind::Group;
    target.id = r->id;
    target.name = o.value(u"name"_s).toString();
    if (custom) {
        target.systemInstruction = o.value(u"defaultSystemInstruction"_s).toString();
        target.llmModelName = o.value(u"llmModelName"_s).toString();
    } else {
        target.defaultMode = o.value(u"defaultMode"_s).toString();
        target.brainName = refName(o.value(u"brain"_s).toObject(), *token);
        for (const QJsonValue &agent : o.value(u"agents"_s).toArray())
            target.agentRoles.append(agent.toObject().value(u"role"_s).toString());
    }
    return target;
}

bool Store::sharedWith(const Record &r, const ChatTarget &target) const
{
    const QString type = target.kind == ChatTarget::Kind::Custom ? u"customModel"_s : u"groupModel"_s;
    return r.scopes.contains(QPair<QString, QString>(type, target.id.toLower()));
}

QList<ChatTool> Store::toolsFor(const ChatTarget &target) const
{
    QList<ChatTool> tools;
    for (const auto &r : records(Id::Tool)) {
        if (!sharedWith(*r, target))
            continue;
        const QJsonObject &o = r->object;
        ChatTool t;
        t.id = r->id;
        t.name = o.value(u"name"_s).toString();
        t.description = o.value(u"description"_s).toString();
        t.method = o.value(u"method"_s).toString();
        t.urlTemplate = o.value(u"urlTemplate"_s).toString();
        t.argsSchema = o.value(u"argsSchema"_s).toObject();
        t.staticHeaders = stringMap(o.value(u"staticHeadersNonSecret"_s).toObject());
        for (const QJsonValue &v : o.value(u"authFields"_s).toArray()) {
            const QJsonObject field = v.toObject();
            t.authFields.append({field.value(u"key"_s).toString(), field.value(u"secretId"_s).toString()});
        }
        t.timeoutMs = o.value(u"timeoutMs"_s).toInt();
        t.needUserValidation = o.value(u"needUserValidation"_s).toBool(true);
        tools.append(t);
    }
    return tools;
}

QList<ChatApiResource> Store::apiResourcesFor(const ChatTarget &target) const
{
    QList<ChatApiResource> resources;
    for (const auto &r : records(Id::ApiResource)) {
        if (!sharedWith(*r, target))
            continue;
        const QJsonObject &o = r->object;
        resources.append({r->id, o.value(u"name"_s).toString(), o.value(u"urlTemplate"_s).toString(),
                          stringMap(o.value(u"staticHeadersNonSecret"_s).toObject()), o.value(u"timeoutMs"_s).toInt()});
    }
    return resources;
}

std::optional<QString> Store::secretValue(const QString &secretId) const
{
    const Record *r = find(Id::Secret, secretId);
    return r ? std::optional<QString>(r->secretValue) : std::nullopt;
}

} // namespace baton::sandbox

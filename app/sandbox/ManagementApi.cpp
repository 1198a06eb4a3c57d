#include "sandbox/ManagementApi.h"

#include "core/resources/Validator.h"
#include "sandbox/Authenticator.h"
#include "sandbox/MultipartForm.h"
#include "sandbox/Store.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMimeDatabase>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

using Id = ResourceKind::Id;
using Details = QList<QPair<QString, QString>>;

// A deep resolution follows group references at most this far.
constexpr int maxResolveDepth = 8;
// A resolution resolves at most this many references in all; past it the read
// is refused (docs/sandbox.md, "Group model resolution").
constexpr int maxResolvedRefs = 1000;
// Room for the multipart framing around the file and the metadata.
constexpr qint64 multipartOverhead = 64 * 1024;

Details toDetails(const QList<FieldError> &errors)
{
    Details details;
    for (const FieldError &e : errors)
        details.append({e.field, e.message});
    return details;
}

QString indexed(const QString &name, qsizetype index)
{
    return name + u'[' + QString::number(index) + u']';
}

bool mimeMatches(const QString &resourceType, const QString &mimeType)
{
    if (resourceType == u"text"_s) {
        static const QStringList documents {u"application/json"_s, u"application/xml"_s, u"application/pdf"_s,
                                            u"application/rtf"_s};
        return mimeType.startsWith(u"text/"_s) || documents.contains(mimeType)
            || QMimeDatabase().mimeTypeForName(mimeType).inherits(u"text/plain"_s);
    }
    return mimeType.startsWith(resourceType + u'/');
}

QJsonObject fileStatusEntry(const Record &file)
{
    const QString status = file.object.value(u"status"_s).toString();
    QJsonObject entry {{u"id"_s, file.id}, {u"status"_s, status}};
    if (status == u"vectorizing"_s || status == u"ready"_s)
        entry.insert(u"progress"_s, file.progress);
    if (status == u"failed"_s)
        entry.insert(u"error"_s, file.object.value(u"error"_s).toString());
    return entry;
}

} // namespace

ManagementApi::ManagementApi(Store &store, const Authenticator &auth)
    : m_store(store)
    , m_auth(auth)
{ }

void ManagementApi::addRoutes(Router &router)
{
    using M = Router::Method;
    const auto token = Router::Access::Token;
    const QString noCapability;
    router.add(M::Get, u"/v1/files/vectorization-status"_s, token, noCapability,
               [this](const Context &ctx, QHttpServerResponder &r) { fileStatus(ctx, r); });
    for (const ResourceKind *kind : ResourceKind::managed()) {
        const ResourceKind &k = *kind;
        const QString item = k.collectionPath + u"/:id"_s;
        // Files: uploading needs uploadFiles; reading and deleting need access to the file only.
        const QString readCapability = k.id == Id::File ? noCapability : k.capability;
        if (k.id == Id::File)
            router.add(M::Post, k.collectionPath, token, k.capability,
                       [this](const Context &ctx, QHttpServerResponder &r) { upload(ctx, r); });
        else
            router.add(M::Post, k.collectionPath, token, k.capability,
                       [this, &k](const Context &ctx, QHttpServerResponder &r) { create(k, ctx, r); });
        router.add(M::Get, k.collectionPath, token, readCapability,
                   [this, &k](const Context &ctx, QHttpServerResponder &r) { list(k, ctx, r); });
        if (k.canReadOne)
            router.add(M::Get, item, token, readCapability,
                       [this, &k](const Context &ctx, QHttpServerResponder &r) { read(k, ctx, r); });
        if (k.canUpdate)
            router.add(M::Patch, item, token, k.capability,
                       [this, &k](const Context &ctx, QHttpServerResponder &r) { update(k, ctx, r); });
        if (k.canDelete)
            router.add(M::Delete, item, token, readCapability,
                       [this, &k](const Context &ctx, QHttpServerResponder &r) { remove(k, ctx, r); });
    }
}

std::variant<QJsonObject, SandboxError> ManagementApi::parseObject(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return SandboxError::invalidJson(
            tr("The body is not valid JSON: %1 at offset %2.").arg(error.errorString()).arg(error.offset));
    if (!document.isObject())
        return SandboxError::invalidJson(tr("The body must be a JSON object."));
    return document.object();
}

bool ManagementApi::isKnownTeam(const QString &teamId) const
{
    return m_auth.teamIds().contains(teamId.toLower());
}

std::optional<SandboxError> ManagementApi::check(const ResourceKind &kind, const QJsonObject &body, Operation operation,
                                                 const Token &token, const Record *current)
{
    if (const QList<FieldError> errors = Validator::validate(kind, body, operation, Validator::UnknownFields::Reject);
        !errors.isEmpty())
        return SandboxError::validation(toDetails(errors));

    const QJsonArray scopes = body.value(u"scopes"_s).toArray();
    for (qsizetype i = 0; i < scopes.size(); ++i) {
        const QString type = scopes.at(i).toObject().value(u"type"_s).toString();
        if (!token.allowsScopeType(type))
            return SandboxError::forbidden(u"scope_not_allowed"_s,
                                           tr("This token's scope policy does not allow sharing with scopes of type "
                                              "%1.")
                                               .arg(type),
                                           indexed(u"scopes"_s, i));
    }

    // References must name objects that exist and that this token can see.
    Details details;
    const QString notVisible = tr("No such object is visible to this token.");
    for (qsizetype i = 0; i < scopes.size(); ++i) {
        const QJsonObject scope = scopes.at(i).toObject();
        const QString type = scope.value(u"type"_s).toString();
        const QString scopeId = scope.value(u"id"_s).toString();
        const bool exists = type == u"team"_s ? isKnownTeam(scopeId)
            : type == u"customModel"_s        ? m_store.findVisible(Id::CustomModel, scopeId, token) != nullptr
                                              : m_store.findVisible(Id::GroupModel, scopeId, token) != nullptr;
        if (!exists)
            details.append({indexed(u"scopes"_s, i) + u".id"_s, notVisible});
    }
    const QJsonArray authFields = body.value(u"authFields"_s).toArray();
    for (qsizetype i = 0; i < authFields.size(); ++i) {
        if (!m_store.findVisible(Id::Secret, authFields.at(i).toObject().value(u"secretId"_s).toString(), token))
            details.append(
                {indexed(u"authFields"_s, i) + u".secretId"_s, tr("No such secret is visible to this token.")});
    }
    if (body.contains(u"byokSecretId"_s)
        && !m_store.findVisible(Id::Secret, body.value(u"byokSecretId"_s).toString(), token))
        details.append({u"byokSecretId"_s, tr("No such secret is visible to this token.")});
    const QJsonArray teamIds = body.value(u"teamIds"_s).toArray();
    for (qsizetype i = 0; i < teamIds.size(); ++i) {
        if (!isKnownTeam(teamIds.at(i).toString()))
            details.append({indexed(u"teamIds"_s, i), tr("No such team.")});
    }
    if (kind.id == Id::GroupModel)
        checkModelRefs(body, token, current, details);
    if (kind.id == Id::Secret && body.value(u"scope"_s).toString() == u"team"_s
        && body.value(u"teamId"_s).toString().toLower() != token.teamId)
        details.append({u"teamId"_s, tr("A team secret belongs to the token's own team.")});
    if (!details.isEmpty())
        return SandboxError::validation(details);
    return std::nullopt;
}

void ManagementApi::checkModelRefs(const QJsonObject &body, const Token &token, const Record *current,
                                   Details &details) const
{
    // A reference as "custom:<id>" or "group:<id>"; empty for an llm one.
    const auto key = [](const QJsonObject &ref) -> QString {
        const QString type = ref.value(u"type"_s).toString();
        if (type == u"custom"_s)
            return type + u':' + ref.value(u"customModelId"_s).toString().toLower();
        if (type == u"group"_s)
            return type + u':' + ref.value(u"groupModelId"_s).toString().toLower();
        return QString();
    };
    // A reference whose target has since been made private stays valid in the
    // object that holds it, so that an object read and sent back is accepted.
    QSet<QString> held;
    if (current) {
        held.insert(key(current->object.value(u"brain"_s).toObject()));
        for (const QJsonValue &agent : current->object.value(u"agents"_s).toArray())
            held.insert(key(agent.toObject().value(u"ref"_s).toObject()));
    }
    const auto checkRef = [&](const QJsonObject &ref, const QString &path) {
        const QString refKey = key(ref);
        if (refKey.isEmpty() || held.contains(refKey))
            return;
        const bool custom = refKey.startsWith(u"custom:"_s);
        if (!m_store.findVisible(custom ? Id::CustomModel : Id::GroupModel, refKey.mid(refKey.indexOf(u':') + 1),
                                 token))
            details.append({path + (custom ? u".customModelId"_s : u".groupModelId"_s),
                            tr("No such object is visible to this token.")});
    };
    if (body.contains(u"brain"_s))
        checkRef(body.value(u"brain"_s).toObject(), u"brain"_s);
    const QJsonArray agents = body.value(u"agents"_s).toArray();
    for (qsizetype i = 0; i < agents.size(); ++i)
        checkRef(agents.at(i).toObject().value(u"ref"_s).toObject(), indexed(u"agents"_s, i) + u".ref"_s);
}

std::variant<Record *, SandboxError> ManagementApi::target(const ResourceKind &kind, const Context &ctx, bool forChange)
{
    Record *record = m_store.findVisible(kind.id, ctx.params.value(0), *ctx.token);
    if (!record)
        return SandboxError::notFound(tr("No %1 with this id is visible to this token.").arg(kind.displayName()));
    if (forChange && !m_store.canChange(*record, *ctx.token))
        return SandboxError::forbidden(u"permission_denied"_s, tr("This token may read this object but not change it."),
                                       QString());
    return record;
}

void ManagementApi::create(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder)
{
    auto parsed = parseObject(ctx.request.body());
    if (auto *error = std::get_if<SandboxError>(&parsed))
        return sendError(responder, *error, ctx.requestId);
    const QJsonObject body = kind.id == Id::GroupModel ? Store::withoutResolvedRefs(std::get<QJsonObject>(parsed))
                                                       : std::get<QJsonObject>(parsed);
    if (const std::optional<SandboxError> error = check(kind, body, Operation::Create, *ctx.token))
        return sendError(responder, *error, ctx.requestId);
    const Record &record = m_store.create(kind.id, body, *ctx.token);
    sendJson(responder, 201, record.object, ctx.requestId);
}

void ManagementApi::list(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder)
{
    auto parsed = ListQuery::parse(kind, ctx.request.query());
    if (auto *error = std::get_if<SandboxError>(&parsed))
        return sendError(responder, *error, ctx.requestId);
    const ListQuery &query = std::get<ListQuery>(parsed);
    const Store::Page page = m_store.list(query, *ctx.token);
    QJsonArray data;
    for (const Record *r : page.items)
        data.append(r->object);
    if (kind.paging == PagingFamily::Cursor) {
        return sendJson(
            responder, 200,
            QJsonObject {{u"data"_s, data},
                         {u"nextCursor"_s,
                          page.nextCursor.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(page.nextCursor)}},
            ctx.requestId);
    }
    sendJson(responder, 200,
             QJsonObject {{u"data"_s, data},
                          {u"page"_s, query.page()},
                          {u"pageSize"_s, query.pageSize()},
                          {u"total"_s, double(page.total)}},
             ctx.requestId);
}

void ManagementApi::read(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder)
{
    // The read query of a kind, checked by the same rules as a list query.
    ResourceKind readKind = kind;
    readKind.listQuery = kind.readQuery;
    const QList<QPair<QString, QString>> query = ctx.request.query().queryItems(QUrl::FullyDecoded);
    if (const QList<FieldError> errors = Validator::validateQuery(readKind, query); !errors.isEmpty())
        return sendError(responder, SandboxError::validation(toDetails(errors)), ctx.requestId);
    auto found = target(kind, ctx, false);
    if (auto *error = std::get_if<SandboxError>(&found))
        return sendError(responder, *error, ctx.requestId);
    const Record &record = *std::get<Record *>(found);
    const QString resolve = ctx.request.query().queryItemValue(u"resolve"_s);
    if (kind.id == Id::GroupModel && (resolve == u"shallow"_s || resolve == u"deep"_s)) {
        Resolution run {*ctx.token, resolve == u"deep"_s, {record.id}, 0};
        const QJsonObject group = withResolvedRefs(record.object, run, 0);
        if (run.refs > maxResolvedRefs) {
            const QString message = tr("Resolving this group model deep would resolve more than %1 model "
                                       "references; read it with resolve=shallow, or read the groups it "
                                       "references one at a time.")
                                        .arg(maxResolvedRefs);
            const SandboxError tooLarge {
                400, u"invalid_request_error"_s, u"resolve_too_large"_s, message, u"resolve"_s, {}, std::nullopt, {}};
            return sendError(responder, tooLarge, ctx.requestId);
        }
        return sendJson(responder, 200, group, ctx.requestId);
    }
    sendJson(responder, 200, record.object, ctx.requestId);
}

void ManagementApi::update(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder)
{
    auto found = target(kind, ctx, true);
    if (auto *error = std::get_if<SandboxError>(&found))
        return sendError(responder, *error, ctx.requestId);
    auto parsed = parseObject(ctx.request.body());
    if (auto *error = std::get_if<SandboxError>(&parsed))
        return sendError(responder, *error, ctx.requestId);
    const QJsonObject body = kind.id == Id::GroupModel ? Store::withoutResolvedRefs(std::get<QJsonObject>(parsed))
                                                       : std::get<QJsonObject>(parsed);
    Record &record = *std::get<Record *>(found);
    if (const std::optional<SandboxError> error = check(kind, body, Operation::Update, *ctx.token, &record))
        return sendError(responder, *error, ctx.requestId);
    m_store.update(record, body);
    sendJson(responder, 200, record.object, ctx.requestId);
}

void ManagementApi::remove(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder)
{
    auto found = target(kind, ctx, true);
    if (auto *error = std::get_if<SandboxError>(&found))
        return sendError(responder, *error, ctx.requestId);
    Record &record = *std::get<Record *>(found);
    if (kind.id == Id::Secret) {
        if (const QString user = m_store.secretUser(record.id); !user.isEmpty())
            return sendError(responder,
                             SandboxError::conflict(u"conflict"_s, tr("The secret is still used by %1.").arg(user)),
                             ctx.requestId);
    }
    m_store.remove(record);
    sendEmpty(responder, 204, ctx.requestId);
}

void ManagementApi::upload(const Context &ctx, QHttpServerResponder &responder)
{
    const ResourceKind &kind = ResourceKind::get(Id::File);
    const QByteArray &body = ctx.request.body();
    if (body.size() > ResourceKind::MaxUploadBytes + ResourceKind::MaxMetadataBytes + multipartOverhead)
        return sendError(responder,
                         SandboxError::payloadTooLarge(
                             u"file"_s, tr("The upload is larger than %1 bytes.").arg(ResourceKind::MaxUploadBytes)),
                         ctx.requestId);
    const std::optional<MultipartForm> form = MultipartForm::parse(ctx.request.value("Content-Type"), body);
    if (!form) {
        SandboxError error = SandboxError::invalidJson(
            tr("The body must be multipart/form-data with one part “file” and one field “metadata”."));
        error.code = u"invalid_multipart"_s;
        return sendError(responder, error, ctx.requestId);
    }
    Details details;
    for (const QString &name : {u"file"_s, u"metadata"_s}) {
        if (form->count(name) != 1)
            details.append({name, tr("Send exactly one part named “%1”.").arg(name)});
    }
    for (const MultipartForm::Part &part : form->parts()) {
        if (part.name != u"file"_s && part.name != u"metadata"_s)
            details.append({part.name, tr("This part is not part of the interface.")});
    }
    if (!details.isEmpty())
        return sendError(responder, SandboxError::validation(details), ctx.requestId);

    const MultipartForm::Part &file = *form->part(u"file"_s);
    const MultipartForm::Part &metadataPart = *form->part(u"metadata"_s);
    if (metadataPart.data.size() > ResourceKind::MaxMetadataBytes)
        return sendError(
            responder,
            SandboxError::payloadTooLarge(
                u"metadata"_s, tr("The metadata is larger than %1 bytes.").arg(ResourceKind::MaxMetadataBytes)),
            ctx.requestId);
    if (file.data.size() > ResourceKind::MaxUploadBytes)
        return sendError(responder,
                         SandboxError::payloadTooLarge(
                             u"file"_s, tr("The file is larger than %1 bytes.").arg(ResourceKind::MaxUploadBytes)),
                         ctx.requestId);
    auto parsed = parseObject(metadataPart.data);
    if (auto *error = std::get_if<SandboxError>(&parsed)) {
        error->param = u"metadata"_s;
        return sendError(responder, *error, ctx.requestId);
    }
    QJsonObject metadata = std::get<QJsonObject>(parsed);
    if (const std::optional<SandboxError> error = check(kind, metadata, Operation::Create, *ctx.token))
        return sendError(responder, *error, ctx.requestId);

    // Without a fileName in the metadata, the part's own file name counts, by the same bound.
    if (!metadata.contains(u"fileName"_s)) {
        const QString name = file.fileName.isEmpty() ? u"upload"_s : file.fileName;
        const FieldSpec *spec = kind.field(u"fileName"_s);
        if (spec->maxLength && Validator::characterCount(name) > *spec->maxLength)
            return sendError(responder,
                             SandboxError::validation({{u"fileName"_s,
                                                        tr("The part's file name has more than %n "
                                                           "character(s).",
                                                           nullptr, int(*spec->maxLength))}}),
                             ctx.requestId);
        metadata.insert(u"fileName"_s, name);
    }
    const QString fileName = metadata.value(u"fileName"_s).toString();
    QString mimeType = QString::fromLatin1(file.contentType.split(';').first().trimmed().toLower());
    if (mimeType.isEmpty() || mimeType == u"application/octet-stream"_s)
        mimeType = QMimeDatabase().mimeTypeForFileNameAndData(fileName, file.data).name();
    const QString resourceType = metadata.value(u"resourceType"_s).toString();

    metadata.insert(u"status"_s, u"pending"_s);
    metadata.insert(u"sizeBytes"_s, double(file.data.size()));
    metadata.insert(u"mimeType"_s, mimeType);
    QString failure;
    if (file.data.isEmpty())
        failure = tr("The file is empty.");
    else if (!mimeMatches(resourceType, mimeType))
        failure = tr("A file of type %1 cannot be a resource of type %2.").arg(mimeType, resourceType);
    Record &record = m_store.create(Id::File, metadata, *ctx.token);
    m_store.startProcessing(record, failure);
    sendJson(responder, 201, record.object, ctx.requestId);
}

void ManagementApi::fileStatus(const Context &ctx, QHttpServerResponder &responder)
{
    QStringList ids;
    QSet<QString> named;
    Details details;
    for (const auto &[name, value] : ctx.request.query().queryItems(QUrl::FullyDecoded)) {
        if (name != u"ids"_s) {
            details.append({name, tr("This query field is not part of the interface.")});
            continue;
        }
        for (const QString &id : value.split(u',', Qt::SkipEmptyParts)) {
            const QString key = id.trimmed().toLower();
            if (!Validator::isUuid(key))
                details.append({u"ids"_s, tr("Every id must be a UUID.")});
            else if (!named.contains(key)) {
                named.insert(key);
                ids.append(key);
            }
        }
    }
    if (ids.isEmpty())
        details.append({u"ids"_s, tr("Name at least one file id.")});
    else if (ids.size() > ResourceKind::MaxPageSize)
        details.append({u"ids"_s, tr("Name at most %n file id(s).", nullptr, ResourceKind::MaxPageSize)});
    if (!details.isEmpty()) {
        details.erase(std::unique(details.begin(), details.end()), details.end());
        return sendError(responder, SandboxError::validation(details), ctx.requestId);
    }
    // Files the token cannot see (or that are gone) are left out.
    QJsonArray data;
    for (const QString &id : std::as_const(ids)) {
        if (const Record *file = m_store.findVisible(Id::File, id, *ctx.token))
            data.append(fileStatusEntry(*file));
    }
    sendJson(responder, 200, QJsonObject {{u"data"_s, data}}, ctx.requestId);
}

QJsonObject ManagementApi::resolved(const QJsonObject &ref, Resolution &run, int depth) const
{
    const QString type = ref.value(u"type"_s).toString();
    if (type == u"llm"_s)
        return {{u"name"_s, ref.value(u"llmModelName"_s).toString()}, {u"kind"_s, u"llm"_s}};
    const bool custom = type == u"custom"_s;
    const QString refId = ref.value(custom ? u"customModelId"_s : u"groupModelId"_s).toString().toLower();
    const Record *r = m_store.find(custom ? Id::CustomModel : Id::GroupModel, refId);
    if (!r || !m_store.canSee(*r, run.token))
        return {};
    QJsonObject result {{u"name"_s, r->object.value(u"name"_s).toString()}, {u"kind"_s, type}};
    // A group already expanded in this answer (an ancestor: a cycle; or one
    // met earlier) is named only: expanding each occurrence would cost
    // agents^depth for groups that share their agents.
    if (custom || !run.deep || run.expanded.contains(refId) || depth + 1 >= maxResolveDepth)
        return result;
    run.expanded.insert(refId);
    const QJsonObject group = withResolvedRefs(r->object, run, depth + 1);
    result.insert(u"brain"_s, group.value(u"brain"_s));
    result.insert(u"agents"_s, group.value(u"agents"_s));
    return result;
}

QJsonObject ManagementApi::withResolvedRefs(QJsonObject group, Resolution &run, int depth) const
{
    auto withResolved = [&](QJsonObject ref) {
        // Past the cap the answer is refused: what is built stops growing. A
        // shallow one is as large as the stored group.
        if (run.deep && ++run.refs > maxResolvedRefs)
            return ref;
        const QJsonObject r = resolved(ref, run, depth);
        ref.insert(u"resolved"_s, r.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r));
        return ref;
    };
    group.insert(u"brain"_s, withResolved(group.value(u"brain"_s).toObject()));
    QJsonArray agents = group.value(u"agents"_s).toArray();
    for (qsizetype i = 0; i < agents.size() && run.refs <= maxResolvedRefs; ++i) {
        QJsonObject agent = agents.at(i).toObject();
        agent.insert(u"ref"_s, withResolved(agent.value(u"ref"_s).toObject()));
        agents.replace(i, agent);
    }
    group.insert(u"agents"_s, agents);
    return group;
}

} // namespace baton::sandbox

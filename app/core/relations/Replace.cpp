#include "relations/Replace.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/ApiResult.h"

#include <QJsonArray>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

QJsonValue copyOf(const FieldSpec &field, const QJsonValue &value);

// The members the table describes; an object it describes member by member
// loses the others (what the service adds, such as a resolved name).
QJsonObject copyMembers(const std::vector<FieldSpec> &fields, const QJsonObject &object)
{
    QJsonObject copy;
    for (const FieldSpec &member : fields) {
        const QJsonValue value = object.value(member.name);
        if (!value.isUndefined() && !value.isNull())
            copy.insert(member.name, copyOf(member, value));
    }
    return copy;
}

QJsonValue copyOf(const FieldSpec &field, const QJsonValue &value)
{
    if (field.type == FieldType::Object && !field.fields.empty() && value.isObject())
        return copyMembers(field.fields, value.toObject());
    if (field.type == FieldType::Array && field.item && value.isArray()) {
        QJsonArray items;
        for (const QJsonValue &item : value.toArray())
            items.append(copyOf(*field.item, item));
        return items;
    }
    return value;
}

} // namespace

Replace::Replace(ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

QJsonObject Replace::createBody(const ResourceKind &kind, const QJsonObject &object)
{
    return copyMembers(std::vector<FieldSpec>(kind.fields.cbegin(), kind.fields.cend()), object);
}

bool Replace::canReplace(ResourceKind::Id kind)
{
    return kind == ResourceKind::Id::Tool || kind == ResourceKind::Id::ApiResource;
}

void Replace::start(ResourceKind::Id kind, const QString &id, Change change)
{
    Q_ASSERT(!m_running && canReplace(kind));
    m_kind = kind;
    m_originalId = id;
    m_change = std::move(change);
    m_original = {};
    m_created = {};
    m_error.reset();
    m_failedStep = Step::Read;
    m_running = true;
    Q_EMIT stepStarted(Step::Read);
    ApiJob *job = m_client.get(ResourceKind::get(kind).itemPath(id));
    connect(job, &ApiJob::finished, this, &Replace::onRead);
}

void Replace::onRead(const ApiResult &result)
{
    if (!result.ok()) {
        m_error = result.error;
        m_failedStep = Step::Read;
        finish();
        return;
    }
    m_original = result.object;
    const ResourceKind &table = ResourceKind::get(m_kind);
    QJsonObject body = createBody(table, m_original);
    m_change(body);
    Q_EMIT stepStarted(Step::Create);
    ApiJob *job = m_client.post(table.collectionPath, body);
    connect(job, &ApiJob::finished, this, &Replace::onCreated);
}

void Replace::onCreated(const ApiResult &result)
{
    if (!result.ok()) {
        m_error = result.error;
        m_failedStep = Step::Create;
        finish();
        return;
    }
    m_created = result.object;
    Q_EMIT stepStarted(Step::Delete);
    ApiJob *job = m_client.remove(ResourceKind::get(m_kind).itemPath(m_originalId));
    connect(job, &ApiJob::finished, this, &Replace::onDeleted);
}

void Replace::onDeleted(const ApiResult &result)
{
    if (!result.ok() && result.error->kind() != ApiError::Kind::NotFound) {
        m_error = result.error;
        m_failedStep = Step::Delete;
    }
    finish();
}

void Replace::finish()
{
    m_running = false;
    Q_EMIT finished();
}

QString Replace::failureMessage() const
{
    if (!m_error)
        return {};
    if (m_failedStep == Step::Read) {
        //: %1 the service's error message. Nothing changed.
        return tr("The object could not be read, so nothing changed: %1").arg(m_error->userMessage());
    }
    const QString name = m_original.value(u"name"_s).toString();
    if (m_failedStep == Step::Create) {
        //: %1 the object's name, %2 the service's error message. Nothing changed.
        return tr("“%1” could not be re-created, so nothing changed: %2").arg(name, m_error->userMessage());
    }
    //: %1 the object's name, %2 its old id, %3 the service's error message.
    return tr("“%1” was re-created with a new id, but the original (id %2) could not be deleted: %3 "
              "Both exist now; delete the original yourself once you no longer need it.")
        .arg(name, m_originalId, m_error->userMessage());
}

} // namespace baton

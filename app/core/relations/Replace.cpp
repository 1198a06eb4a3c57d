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

QJsonObject Replace::createBody(const ResourceKind &kind, const QJsonObject &object, const QJsonObject &changes)
{
    QJsonObject body = copyMembers(std::vector<FieldSpec>(kind.fields.cbegin(), kind.fields.cend()), object);
    for (auto it = changes.constBegin(); it != changes.constEnd(); ++it)
        body.insert(it.key(), it.value());
    return body;
}

bool Replace::canReplace(ResourceKind::Id kind)
{
    return kind == ResourceKind::Id::Tool || kind == ResourceKind::Id::ApiResource;
}

void Replace::start(ResourceKind::Id kind, const QJsonObject &object, const QJsonObject &changes)
{
    Q_ASSERT(!m_running && canReplace(kind));
    m_kind = kind;
    m_original = object;
    m_created = {};
    m_error.reset();
    m_failedStep = Step::Create;
    m_running = true;
    const ResourceKind &table = ResourceKind::get(kind);
    Q_EMIT stepStarted(Step::Create);
    ApiJob *job = m_client.post(table.collectionPath, createBody(table, object, changes));
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
    ApiJob *job = m_client.remove(ResourceKind::get(m_kind).itemPath(m_original.value(u"id"_s).toString()));
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
    const QString name = m_original.value(u"name"_s).toString();
    if (m_failedStep == Step::Create) {
        //: %1 the object's name, %2 the service's error message. Nothing changed.
        return tr("“%1” could not be re-created, so nothing changed: %2").arg(name, m_error->userMessage());
    }
    //: %1 the object's name, %2 its old id, %3 the service's error message.
    return tr("“%1” was re-created with a new id, but the original (id %2) could not be deleted: %3 "
              "Both exist now; delete the original yourself once you no longer need it.")
        .arg(name, m_original.value(u"id"_s).toString(), m_error->userMessage());
}

} // namespace baton

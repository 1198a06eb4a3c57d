#include "core/relations/Replace.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/relations/NameBook.h"
#include "core/relations/RelationIndex.h"
#include "core/resources/PortableCopy.h"

#include <utility>

namespace baton {

using namespace Qt::StringLiterals;

Replace::Replace(ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

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
    m_refusal = Refusal::None;
    m_running = true;
    // Two windows re-creating one object would each make a copy.
    const QString key = QString::number(int(kind)) + u'/' + id.toLower();
    if (inFlight().contains(key)) {
        m_refusal = Refusal::BusyElsewhere;
        QMetaObject::invokeMethod(this, &Replace::finish, Qt::QueuedConnection);
        return;
    }
    inFlight().insert(key);
    m_key = key;
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
    QJsonObject body = PortableCopy::of(table, m_original);
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
    // Without the copy's id there is no telling that the copy exists: the
    // original stays.
    if (!result.object.value(u"id"_s).isString()) {
        m_refusal = Refusal::CopyNotNamed;
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
    if (!m_key.isEmpty())
        inFlight().remove(std::exchange(m_key, QString()));
    m_running = false;
    Q_EMIT finished();
}

QSet<QString> &Replace::inFlight()
{
    static QSet<QString> keys;
    return keys;
}

Replace::~Replace()
{
    if (!m_key.isEmpty())
        inFlight().remove(m_key);
}

bool Replace::createUncertain() const
{
    if (!m_error || m_failedStep != Step::Create)
        return false;
    // A 4xx is the service refusing the copy; a request refused before it was
    // sent, a connection never made, or a redirect not followed, never reached
    // it. Anything else (a timeout, a broken connection, a 5xx) may come after
    // the service made the copy.
    switch (m_error->kind()) {
    case ApiError::Kind::InsecureTransport:
    case ApiError::Kind::InvalidBaseUrl:
    case ApiError::Kind::RedirectRefused:
        return false;
    case ApiError::Kind::Network:
        return m_error->networkError() != QNetworkReply::ConnectionRefusedError
            && m_error->networkError() != QNetworkReply::HostNotFoundError;
    default:
        return m_error->httpStatus() < 400 || m_error->httpStatus() >= 500;
    }
}

QString Replace::failureMessage() const
{
    if (m_refusal == Refusal::BusyElsewhere)
        return tr("This object is being re-created in another window; wait until that is done.");
    const QString name = m_original.value(u"name"_s).toString();
    if (m_refusal == Refusal::CopyNotNamed)
        //: %1 the object's name.
        return tr("The service accepted a copy of “%1” but its answer does not name it, so the original was kept. "
                  "Look for a second “%1” before trying again.")
            .arg(name);
    if (!m_error)
        return {};
    if (m_failedStep == Step::Read) {
        //: %1 the service's error message. Nothing changed.
        return tr("The object could not be read, so nothing changed: %1").arg(m_error->userMessage());
    }
    if (createUncertain()) {
        //: %1 the object's name, %2 the service's error message, %3 the kind of object (tool, API resource), %4
        //: the original's id.
        return tr("The copy of “%1” may have been created: the service gave no clear answer. %2 Look for a second %3 "
                  "named “%1” before trying again. The original (id %4) was kept.")
            .arg(name, m_error->userMessage(), NameBook::kindName(RelationIndex::kindOf(m_kind)), m_originalId);
    }
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

#include "core/api/ApiClient.h"

#include "core/api/ApiResult.h"
#include "core/api/RequestLog.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QUrl>

namespace baton {

namespace {

QByteArray jsonBytes(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// The managed kind whose collection or object `path` is, if any.
const ResourceKind *kindOfPath(const QString &path)
{
    for (const ResourceKind *kind : ResourceKind::managed()) {
        if (path == kind->collectionPath
            || (path.startsWith(kind->collectionPath) && path.at(kind->collectionPath.size()) == u'/'))
            return kind;
    }
    return nullptr;
}

} // namespace

ApiClient::ApiClient(QNetworkAccessManager &network, RequestLog &log, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_log(log)
{ }

void ApiClient::setConnection(const Profile &profile, const QString &token)
{
    m_profile = profile;
    m_token = token;
}

ApiJob *ApiClient::get(const QString &path, const QUrlQuery &query)
{
    return start(ApiJob::Kind::Normal, "GET", path, query, {});
}

ApiJob *ApiClient::post(const QString &path, const QJsonObject &body)
{
    return start(ApiJob::Kind::Normal, "POST", path, {}, jsonBytes(body));
}

ApiJob *ApiClient::patch(const QString &path, const QJsonObject &body)
{
    return start(ApiJob::Kind::Normal, "PATCH", path, {}, jsonBytes(body));
}

ApiJob *ApiClient::remove(const QString &path)
{
    return start(ApiJob::Kind::Normal, "DELETE", path, {}, {});
}

ApiJob *ApiClient::upload(const QString &path, const QByteArray &fileBytes, const QString &fileName,
                          const QString &mimeType, const QJsonObject &metadata)
{
    return start(ApiJob::Kind::Upload, "POST", path, {}, {},
                 ApiJob::Upload {fileBytes, false, nullptr, fileName, mimeType, metadata});
}

ApiJob *ApiClient::upload(const QString &path, QIODevice *file, const QString &fileName, const QString &mimeType,
                          const QJsonObject &metadata)
{
    return start(ApiJob::Kind::Upload, "POST", path, {}, {},
                 ApiJob::Upload {{}, true, file, fileName, mimeType, metadata});
}

ApiJob *ApiClient::postStream(const QString &path, const QJsonObject &body)
{
    return start(ApiJob::Kind::Stream, "POST", path, {}, jsonBytes(body));
}

ApiJob *ApiClient::start(ApiJob::Kind kind, const QByteArray &method, const QString &path, const QUrlQuery &query,
                         const QByteArray &body, std::optional<ApiJob::Upload> upload)
{
    ApiJob::Setup setup;
    setup.network = &m_network;
    setup.log = &m_log;
    setup.retry = m_retryPolicy;
    setup.profile = m_profile;
    setup.token = m_token;
    switch (kind) {
    case ApiJob::Kind::Normal:
        setup.transferTimeout = m_timeouts.normal;
        break;
    case ApiJob::Kind::Upload:
        setup.transferTimeout = m_timeouts.upload;
        break;
    case ApiJob::Kind::Stream:
        setup.transferTimeout = m_timeouts.stream;
        break;
    }
    auto *job = new ApiJob(kind, method, path, query, body, std::move(upload), std::move(setup), this);
    // Connected before anyone else can be, so that every list hears of a
    // change before the dialog that made it closes.
    if (const ResourceKind *changed = method != "GET" ? kindOfPath(path) : nullptr) {
        const bool removal = method == "DELETE";
        // Only the collection and an item's own path say what the answer is:
        // a deeper path (an action on an object) changes the kind, no more.
        const QString rest = path.mid(changed->collectionPath.size() + 1);
        const bool whole = !rest.contains(u'/');
        // The object's id, for a delete: the path's last segment.
        const QString removed = removal && whole ? QUrl::fromPercentEncoding(rest.toUtf8()) : QString();
        connect(job, &ApiJob::finished, this,
                [this, id = changed->id, removal, removed, whole](const ApiResult &result) {
                    if (!result.ok() && !(removal && result.error->kind() == ApiError::Kind::NotFound))
                        return;
                    if (removal && !removed.isEmpty())
                        Q_EMIT objectChanged(id, removed, QJsonObject());
                    else if (!removal && whole && result.object.value(QLatin1String("id")).isString())
                        Q_EMIT objectChanged(id, result.object.value(QLatin1String("id")).toString(), result.object);
                    Q_EMIT objectsChanged(id);
                });
    }
    job->start();
    return job;
}

} // namespace baton

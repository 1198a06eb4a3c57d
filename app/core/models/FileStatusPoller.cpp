#include "core/models/FileStatusPoller.h"

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"

#include <QJsonArray>
#include <QLoggingCategory>
#include <QSet>
#include <QUrlQuery>

#include <algorithm>
#include <optional>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

Q_LOGGING_CATEGORY(lcFiles, "baton.files")

// The service takes at most this many ids in one request.
constexpr qsizetype MaxIdsPerRequest = ResourceKind::MaxPageSize;

QString idOf(const QJsonObject &entry)
{
    for (const QString &key : {u"id"_s, u"fileId"_s, u"file_id"_s}) {
        const QString id = entry.value(key).toString();
        if (!id.isEmpty())
            return id;
    }
    return {};
}

// An entry with `id` and `status`, or nothing when `value` is neither an
// entry nor a bare status.
std::optional<QJsonObject> entryFrom(const QJsonValue &value, const QString &idFromKey)
{
    if (value.isString() && !idFromKey.isEmpty())
        return QJsonObject {{u"id"_s, idFromKey}, {u"status"_s, value.toString()}};
    if (!value.isObject())
        return std::nullopt;
    QJsonObject entry = value.toObject();
    QString id = idOf(entry);
    if (id.isEmpty())
        id = idFromKey;
    if (id.isEmpty() || !entry.value(u"status"_s).isString())
        return std::nullopt;
    entry.insert(u"id"_s, id);
    return entry;
}

} // namespace

FileStatusPoller::FileStatusPoller(ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &FileStatusPoller::poll);
}

FileStatusPoller::~FileStatusPoller()
{
    cancelPoll();
}

void FileStatusPoller::watch(const QString &fileId)
{
    if (!Validator::isUuid(fileId)) {
        qCWarning(lcFiles) << "not watching" << fileId << "- a file id is a UUID";
        return;
    }
    const QString key = fileId.toLower();
    if (m_files.contains(key))
        return;
    m_files.insert(key, Watched {fileId, {}, 0});
    m_order.append(key);
    if (!m_job && !m_timer.isActive())
        scheduleNext();
}

void FileStatusPoller::forget(const QString &fileId)
{
    const QString key = fileId.toLower();
    if (!m_files.remove(key))
        return;
    const qsizetype index = m_order.indexOf(key);
    m_order.removeAt(index);
    if (index < m_next)
        --m_next;
    if (m_files.isEmpty()) {
        m_timer.stop();
        cancelPoll();
        m_next = 0;
        m_delay = m_interval;
    }
}

bool FileStatusPoller::isWatching(const QString &fileId) const
{
    return m_files.contains(fileId.toLower());
}

QStringList FileStatusPoller::watched() const
{
    QStringList ids;
    for (const QString &key : m_order)
        ids << m_files.value(key).id;
    return ids;
}

void FileStatusPoller::setInterval(std::chrono::milliseconds interval)
{
    const bool backingOff = m_delay > m_interval;
    m_interval = std::max(interval, std::chrono::milliseconds(1));
    if (!backingOff)
        m_delay = m_interval;
    if (m_timer.isActive())
        m_timer.start(m_delay);
}

bool FileStatusPoller::isFinal(const QString &status)
{
    return status.compare(u"ready"_s, Qt::CaseInsensitive) == 0
        || status.compare(u"failed"_s, Qt::CaseInsensitive) == 0;
}

QList<QJsonObject> FileStatusPoller::entriesOf(const QJsonDocument &answer)
{
    QJsonValue root = answer.isArray() ? QJsonValue(answer.array()) : QJsonValue(answer.object());
    if (root.isObject()) {
        const QJsonObject top = root.toObject();
        for (const QString &key : {u"data"_s, u"items"_s, u"results"_s}) {
            if (top.value(key).isArray() || top.value(key).isObject()) {
                root = top.value(key);
                break;
            }
        }
    }
    QList<QJsonObject> entries;
    if (root.isArray()) {
        for (const QJsonValue &item : root.toArray()) {
            if (const std::optional<QJsonObject> entry = entryFrom(item, QString()))
                entries << *entry;
        }
        return entries;
    }
    const QJsonObject object = root.toObject();
    if (const std::optional<QJsonObject> single = entryFrom(object, QString())) {
        entries << *single;
        return entries;
    }
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!Validator::isUuid(it.key()))
            continue;
        if (const std::optional<QJsonObject> entry = entryFrom(it.value(), it.key()))
            entries << *entry;
    }
    return entries;
}

void FileStatusPoller::poll()
{
    if (m_files.isEmpty() || m_job)
        return;
    if (m_next >= m_order.size())
        m_next = 0;
    const QStringList asked = m_order.mid(m_next, MaxIdsPerRequest);
    m_next += asked.size();
    QStringList ids;
    for (const QString &key : asked)
        ids << m_files.value(key).id;
    QUrlQuery query;
    query.addQueryItem(u"ids"_s, ids.join(u','));
    m_job = m_client.get(ResourceKind::get(ResourceKind::Id::File).collectionPath + u"/vectorization-status"_s, query);
    connect(m_job, &ApiJob::finished, this, [this, asked](const ApiResult &result) { onAnswer(asked, result); });
}

void FileStatusPoller::onAnswer(const QStringList &asked, const ApiResult &result)
{
    m_job.clear();
    if (!result.ok()) {
        const ApiError &error = *result.error;
        if (error.kind() == ApiError::Kind::Canceled)
            return;
        const int status = error.httpStatus();
        if (status >= 400 && status < 500 && status != 408 && status != 429) {
            // Asking again would get the same answer, for every file.
            qCInfo(lcFiles) << "status polling stopped:" << error.summary();
            const QStringList ids = watched();
            for (const QString &id : ids)
                forget(id);
            Q_EMIT stopped(error.userMessage());
            return;
        }
        std::chrono::milliseconds wait = m_delay * 2;
        if (const std::optional<std::chrono::seconds> retryAfter = error.retryAfter())
            wait = std::max<std::chrono::milliseconds>(wait, *retryAfter);
        m_delay = std::min(wait, MaxBackoff);
        qCInfo(lcFiles) << "status poll failed:" << error.summary() << "- next in" << m_delay.count() << "ms";
        scheduleNext();
        Q_EMIT pollFailed(error.userMessage());
        return;
    }
    m_delay = m_interval;

    struct Change {
        QString id;
        QString status;
        QJsonObject entry;
    };
    QList<Change> changes;
    QStringList gone;
    QSet<QString> answered;
    for (const QJsonObject &entry : entriesOf(result.json)) {
        const QString key = idOf(entry).toLower();
        auto it = m_files.find(key);
        if (it == m_files.end())
            continue;
        answered.insert(key);
        it->misses = 0;
        if (it->entry == entry)
            continue;
        it->entry = entry;
        const QString status = entry.value(u"status"_s).toString();
        const QString id = it->id;
        changes.append({id, status, entry});
        if (isFinal(status))
            forget(id);
    }
    for (const QString &key : asked) {
        auto it = m_files.find(key);
        if (it == m_files.end() || answered.contains(key) || ++it->misses < MaxMisses)
            continue;
        const QString id = it->id;
        gone << id;
        forget(id);
    }
    scheduleNext();
    for (const Change &change : std::as_const(changes))
        Q_EMIT statusChanged(change.id, change.status, change.entry);
    for (const QString &id : std::as_const(gone))
        Q_EMIT fileGone(id);
}

void FileStatusPoller::scheduleNext()
{
    if (!m_files.isEmpty() && !m_job)
        m_timer.start(m_delay);
}

void FileStatusPoller::cancelPoll()
{
    if (ApiJob *job = m_job.data()) {
        m_job.clear();
        job->disconnect(this);
        job->cancel();
    }
}

} // namespace baton

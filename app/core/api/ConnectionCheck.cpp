#include "core/api/ConnectionCheck.h"

#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace baton {

ConnectionCheck::ConnectionCheck(QNetworkAccessManager &network, RequestLog &log, QObject *parent)
    : QObject(parent)
    , m_client(network, log)
{ }

void ConnectionCheck::start(const Profile &profile, const QString &token)
{
    cancel();
    m_client.setConnection(profile, token);
    m_job = m_client.get(u"/v1/secrets"_s, QUrlQuery(u"limit=1"_s));
    connect(m_job, &ApiJob::finished, this, [this](const ApiResult &result) {
        m_job.clear();
        Q_EMIT finished(outcomeOf(result));
    });
}

void ConnectionCheck::cancel()
{
    if (ApiJob *job = m_job.data()) {
        m_job.clear();
        job->disconnect(this);
        job->cancel();
    }
}

ConnectionCheck::Outcome ConnectionCheck::outcomeOf(const ApiResult &result)
{
    if (result.ok() && result.json.isNull()) {
        // A page that answers every path (another server at a mistyped address) is no connection.
        QString message = result.body.isEmpty()
            ? tr("The answer (HTTP %1) is empty, so the base URL may not point at the service's API.")
                  .arg(result.httpStatus)
            : tr("The answer (HTTP %1) is not JSON, so the base URL may not point at the service's API. It "
                 "begins: “%2”")
                  .arg(result.httpStatus)
                  .arg(ApiError::readableText(result.body));
        message += u' ' + ApiError::requestIdNote(result.requestId);
        return {false, message, std::nullopt};
    }
    if (result.ok())
        return {true, tr("Connected: the service accepted the token."), std::nullopt};
    const ApiError &error = *result.error;
    if (error.kind() == ApiError::Kind::MissingCapability) {
        const QString lacking = error.param().isEmpty()
            ? tr("It lacks the capability to manage secrets, so some panels stay empty.")
            : tr("It lacks the capability “%1”, so some panels stay empty.").arg(error.param());
        //: %1 says which capability the token lacks.
        return {true, tr("Connected: the service accepted the token. %1").arg(lacking), error};
    }
    // Not the service's JSON error where the address answers, but has no such path.
    if (error.isStatusOnly() && (error.httpStatus() == 404 || error.httpStatus() == 405))
        //: %1 says what the answer was and how its body begins.
        return {false,
                tr("%1 Check the profile's base URL: it may not point at the service's API.").arg(error.userMessage()),
                error};
    return {false, error.userMessage(), error};
}

} // namespace baton

#include "cli/ResourceCommand.h"

#include "cli/CommandLine.h"
#include "cli/Console.h"
#include "core/api/ApiClient.h"
#include "core/api/ApiError.h"
#include "core/api/Credentials.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace baton::cli {

namespace {

// How a body begins, as it came: at most ApiError::MaxTextLength characters
// (the Console shows its control characters as escapes).
QString bodyStart(const QByteArray &body)
{
    // Four bytes a character at most: no more of a large body is decoded.
    QString text = QString::fromUtf8(body.left(ApiError::MaxTextLength * 4));
    if (text.size() > ApiError::MaxTextLength) {
        qsizetype cut = ApiError::MaxTextLength - 1;
        if (text.at(cut - 1).isHighSurrogate())
            --cut;
        text = text.left(cut) + u'\u2026';
    }
    return text;
}

} // namespace

ResourceCommand::ResourceCommand(Mode mode, ApiClient &client, Console &console, QObject *parent)
    : QObject(parent)
    , m_mode(mode)
    , m_client(client)
    , m_console(console)
{ }

void ResourceCommand::declare(QCommandLineParser &parser, Mode mode)
{
    if (mode == Mode::Get)
        return;
    parser.addOptions({
        {u"query"_s, tr("A filter of the list, e.g. scopeType=team (repeatable)."), tr("KEY=VALUE")},
        {u"page-size"_s, tr("Objects per request, from 1 to 100 (default %1).").arg(DefaultPageSize),
         //: The value of an option in --help: a number.
         tr("N")},
    });
}

ExitCode ResourceCommand::configure(const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    const int expected = m_mode == Mode::List ? 2 : 3;
    if (positional.size() != expected) {
        m_console.error(m_mode == Mode::List ? tr("Usage: baton-cli list <kind> [options]")
                                             : tr("Usage: baton-cli get <kind> <id> [options]"));
        return ExitCode::Usage;
    }
    QString unknown;
    m_kind = CommandLine::managedKind(positional.at(1), &unknown);
    if (!m_kind) {
        m_console.error(unknown);
        return ExitCode::Usage;
    }

    if (m_mode == Mode::Get) {
        if (!m_kind->canReadOne) {
            m_console.error(
                tr("%1 cannot be read one by one; use “baton-cli list %2”.").arg(m_kind->pluralName(), m_kind->key));
            return ExitCode::Usage;
        }
        m_id = positional.at(2);
        return ExitCode::Ok;
    }

    int pageSize = DefaultPageSize;
    if (parser.isSet(u"page-size"_s)) {
        bool ok = false;
        pageSize = parser.value(u"page-size"_s).toInt(&ok);
        if (!ok) {
            m_console.error(tr("--page-size: Must be a whole number."));
            return ExitCode::Usage;
        }
    }
    Pager::Query filter;
    for (const QString &item : parser.values(u"query"_s)) {
        const qsizetype eq = item.indexOf(u'=');
        if (eq <= 0) {
            m_console.error(tr("--query: “%1” is not KEY=VALUE.").arg(item));
            return ExitCode::Usage;
        }
        filter.append({item.left(eq), item.mid(eq + 1)});
    }
    m_pager = std::make_unique<Pager>(*m_kind, pageSize, filter);
    if (!m_pager->validate().isEmpty()) {
        for (const FieldError &error : m_pager->validate())
            m_console.error(error.field.isEmpty() ? error.message : tr("%1: %2").arg(error.field, error.message));
        return ExitCode::Usage;
    }
    return ExitCode::Ok;
}

void ResourceCommand::start()
{
    if (m_mode == Mode::List) {
        requestPage();
        return;
    }
    const QString path = m_kind->itemPath(QString::fromLatin1(QUrl::toPercentEncoding(m_id)));
    ApiJob *job = m_client.get(path);
    connect(job, &ApiJob::finished, this, &ResourceCommand::onObject);
}

void ResourceCommand::requestPage()
{
    ApiJob *job = m_client.get(m_kind->collectionPath, m_pager->nextQuery());
    connect(job, &ApiJob::finished, this, &ResourceCommand::onPage);
}

void ResourceCommand::onPage(const ApiResult &result)
{
    if (failed(result))
        return;
    if (result.json.isNull()) {
        unreadable(result);
        return;
    }
    const QJsonArray items = m_pager->consume(Pager::body(result));
    for (const QString &warning : m_pager->warnings())
        m_console.error(warning);
    if (!m_pager->lastPageReadable()) {
        unreadable(result);
        return;
    }
    // An item that is not an object, yet part of the list, is printed as it came.
    for (const QJsonValue &item : items)
        m_console.outJsonValue(item.isObject() ? Credentials::withHeadersMasked(item) : item);
    if (m_pager->hasMore()) {
        requestPage();
    } else if (m_pager->end() == Pager::End::Incomplete) {
        // The reason is among the warnings above.
        m_console.error(tr("The list ended early: the objects printed are not all of it. %1")
                            .arg(ApiError::requestIdNote(result.requestId)));
        Q_EMIT done(int(ExitCode::ApiFailure));
    } else {
        Q_EMIT done(int(ExitCode::Ok));
    }
}

void ResourceCommand::onObject(const ApiResult &result)
{
    if (failed(result))
        return;
    if (!result.json.isObject()) {
        unreadable(result);
        return;
    }
    m_console.outJson(Credentials::withHeadersMasked(result.object).toObject());
    Q_EMIT done(int(ExitCode::Ok));
}

bool ResourceCommand::failed(const ApiResult &result)
{
    if (result.ok())
        return false;
    m_console.error(result.error->userMessage());
    Q_EMIT done(int(ExitCodes::forError(*result.error)));
    return true;
}

void ResourceCommand::unreadable(const ApiResult &result)
{
    QString message = result.body.isEmpty()
        ? tr("The answer (HTTP %1) has an empty body where JSON was expected.").arg(result.httpStatus)
        : tr("The answer (HTTP %1) is not the JSON expected here. It begins: “%2”")
              .arg(result.httpStatus)
              .arg(bodyStart(result.body));
    message += u' ' + ApiError::requestIdNote(result.requestId);
    m_console.error(message);
    Q_EMIT done(int(ExitCode::ApiFailure));
}

} // namespace baton::cli

#pragma once

#include "cli/ExitCodes.h"
#include "core/paging/Pager.h"

#include <QObject>
#include <QString>

#include <memory>

class QCommandLineParser;

namespace baton {
class ApiClient;
struct ApiResult;
} // namespace baton

namespace baton::cli {

class Console;

// `baton-cli list <kind>` (every page, through a Pager, one JSON object per
// line) and `baton-cli get <kind> <id>` (one JSON object). Owns the pager.
class ResourceCommand final : public QObject
{
    Q_OBJECT

public:
    enum class Mode { List, Get };

    ResourceCommand(Mode mode, ApiClient &client, Console &console, QObject *parent = nullptr);

    static void declare(QCommandLineParser &parser, Mode mode);
    // Prints what is wrong and returns ExitCode::Usage, or Ok.
    [[nodiscard]] ExitCode configure(const QCommandLineParser &parser);
    void start();

    static constexpr int DefaultPageSize = 100;

Q_SIGNALS:
    void done(int exitCode);

private:
    void requestPage();
    void onPage(const ApiResult &result);
    void onObject(const ApiResult &result);
    // The error's message, and its exit code; false when there was none.
    bool failed(const ApiResult &result);
    // A 2xx whose body is not what the command prints (empty, not JSON, not
    // an object for get, no list of items for list): its start, and exit code 2.
    void unreadable(const ApiResult &result);

    const Mode m_mode;
    ApiClient &m_client;
    Console &m_console;
    const ResourceKind *m_kind = nullptr;
    QString m_id;
    std::unique_ptr<Pager> m_pager;
};

} // namespace baton::cli

#pragma once

#include "cli/ExitCodes.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/Profile.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QCommandLineParser;

namespace baton::cli {

// The connection of one baton-cli run: a Profile (one of the console's, or
// made from --base-url) and its token, handed to the ApiClient it owns with
// its network access manager and request log. The token comes from
// BATON_TOKEN with --base-url or a profile named by --profile, otherwise from
// the console's TokenStore; never from the command line.
class Connection final : public QObject
{
    Q_OBJECT

public:
    // Organisation and application names of the console's settings, where
    // its profiles live.
    static constexpr QLatin1StringView SettingsOrganization {"Baton"};
    static constexpr QLatin1StringView SettingsApplication {"baton"};

    using Done = std::function<void(ExitCode code, const QString &message)>;

    explicit Connection(QObject *parent = nullptr);

    static void declare(QCommandLineParser &parser);

    // Finds the profile and its token and sets up the client; `done` gets
    // ExitCode::Ok with a warning or nothing, or the reason and a message,
    // from the event loop.
    void open(const QCommandLineParser &parser, Done done);

    [[nodiscard]] ApiClient &client() { return m_client; }

    // The chat history file of the profile or service the options name (see
    // HistoryStore::defaultPath()); empty, with `error` set, when they name
    // none. Needs no token.
    [[nodiscard]] static QString historyPath(const QCommandLineParser &parser, QString *error);

private:
    // The console's profile --profile names, or the one it used last.
    [[nodiscard]] static std::optional<Profile> storedProfile(const QCommandLineParser &parser, QString *error);
    void finish(Done done, ExitCode code, const QString &message);

    QNetworkAccessManager m_network;
    RequestLog m_log;
    ApiClient m_client;
};

} // namespace baton::cli

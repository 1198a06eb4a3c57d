#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/i18n/Translations.h"
#include "core/process/InterruptWatcher.h"
#include "sandbox/SandboxThread.h"
#include "ui/FirstPaintReporter.h"
#include "ui/MainWindow.h"
#include "ui/connection/LocalSandbox.h"
#include "ui/widgets/FocusReturn.h"
#include "ui/widgets/Mnemonics.h"
#include "ui/widgets/Theme.h"
#include "ui/widgets/WheelGuard.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QNetworkAccessManager>
#include <QProcessEnvironment>
#include <QSettings>
#include <QTextStream>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// Exit codes: 0 after a normal run, 1 for a wrong command line (an unknown
// option or profile), 2 when the embedded sandbox could not start.
constexpr int ExitOk = 0;
constexpr int ExitUsage = 1;
constexpr int ExitSandbox = 2;

// The embedded sandbox with demo data, its server starting on a thread of its own.
std::unique_ptr<baton::sandbox::SandboxThread> launchSandbox()
{
    baton::sandbox::ServerConfig config;
    config.demo = true;
    auto thread = std::make_unique<baton::sandbox::SandboxThread>(config);
    thread->start();
    return thread;
}

// Connects to the embedded sandbox with its admin token, which holds every
// capability. On first use it waits for `launched` (or for a sandbox launched
// now) to listen, and keeps it in `thread`.
baton::LocalSandbox startSandbox(std::unique_ptr<baton::sandbox::SandboxThread> &thread,
                                 std::unique_ptr<baton::sandbox::SandboxThread> &launched)
{
    baton::LocalSandbox sandbox;
    if (!thread) {
        thread = launched ? std::move(launched) : launchSandbox();
        if (!thread->waitUntilStarted()) {
            sandbox.error = thread->errorString();
            thread.reset();
            return sandbox;
        }
        QTextStream(stdout)
            << QCoreApplication::translate("main", "Local sandbox listening on %1").arg(thread->baseUrl().toString())
            << Qt::endl;
    }
    sandbox.baseUrl = thread->baseUrl();
    for (const baton::sandbox::Token &token : thread->tokens()) {
        if (token.name == u"admin"_s)
            sandbox.token = token.value;
    }
    if (sandbox.token.isEmpty())
        sandbox.error = QCoreApplication::translate("main", "the sandbox has no admin token.");
    return sandbox;
}

// --help and --version print and leave: they need no display, so they get a
// QCoreApplication (--help-all lists the GUI's own options, so it does not).
bool wantsTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView argument(argv[i]);
        if (argument == "--")
            return false;
        if (argument == "-h" || argument == "-?" || argument == "--help" || argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    const std::unique_ptr<QCoreApplication> application = wantsTextOnly(argc, argv)
        ? std::make_unique<QCoreApplication>(argc, argv)
        : std::make_unique<QApplication>(argc, argv);
    // The same names as baton-cli reads the profiles with.
    QCoreApplication::setOrganizationName(u"Baton"_s);
    QCoreApplication::setApplicationName(u"baton"_s);
    QGuiApplication::setApplicationDisplayName(u"Baton"_s);
    QCoreApplication::setApplicationVersion(QString::fromLatin1(BATON_VERSION));
    QGuiApplication::setDesktopFileName(QString::fromLatin1(BATON_APP_ID));
    QSettings settings;
    baton::translations::install(*application, baton::translations::chosen(settings));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main",
        "Baton, a desktop console for an LLM chat platform's HTTP API. Without options it opens the "
        "profile used last, or asks for a connection on the first run.\n\nExit status: 0 when closed "
        "normally, 1 for a wrong command line (such as an unknown profile), 2 when the embedded "
        "sandbox cannot start."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption profileOption(u"profile"_s, QCoreApplication::translate("main", "Open the profile NAME."),
                                           QCoreApplication::translate("main", "NAME"));
    const QCommandLineOption sandboxOption(
        u"sandbox"_s,
        QCoreApplication::translate("main",
                                    "Start the embedded sandbox with demo data and connect to it. Nothing is stored "
                                    "for it but the history of its chats."));
    parser.addOption(profileOption);
    parser.addOption(sandboxOption);

    QTextStream out(stdout);
    QTextStream err(stderr);
    const auto usageError = [&err](const QString &message) {
        err << "baton: " << message << Qt::endl;
        return ExitUsage;
    };
    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(helpOption) || parser.isSet(u"help-all"_s)) {
        out << parser.helpText();
        return ExitOk;
    }
    if (parser.isSet(versionOption)) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << Qt::endl;
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(QCoreApplication::translate("main", "Unexpected argument “%1”.")
                              .arg(parser.positionalArguments().constFirst()));
    if (parser.isSet(profileOption) && parser.isSet(sandboxOption))
        return usageError(QCoreApplication::translate("main", "Use either --profile or --sandbox, not both."));
    auto *app = qobject_cast<QApplication *>(application.get());
    if (!app) // e.g. "--profile -v": the text-only start was wrong
        return usageError(
            QCoreApplication::translate("main", "--help and --version take no value and no other option."));
    // The look chosen in View › Theme, before any window is built.
    baton::theme::apply(baton::theme::chosen(settings));
    baton::installWheelGuard(*app);
    baton::installMnemonics(*app);
    baton::installFocusReturn(*app);

    // --sandbox: the server starts while the window is built.
    std::unique_ptr<baton::sandbox::SandboxThread> launched = parser.isSet(sandboxOption) ? launchSandbox() : nullptr;

    // The icon embedded in the binary needs Qt's SVG plugin; without it, the
    // installed theme's copy under the same name (which may be a raster).
    const QIcon icon(u":/icons/"_s + QGuiApplication::desktopFileName() + u".svg"_s);
    QGuiApplication::setWindowIcon(icon.isNull() ? QIcon::fromTheme(QGuiApplication::desktopFileName()) : icon);

    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client(network, log);
    baton::ProfileStore profiles(settings);
    baton::TokenStore tokens(QProcessEnvironment::systemEnvironment());

    std::optional<baton::Profile> profile;
    if (parser.isSet(profileOption)) {
        profile = profiles.find(parser.value(profileOption));
        if (!profile) {
            QStringList names;
            for (const baton::Profile &known : profiles.profiles())
                names.append(known.name);
            return usageError(
                names.isEmpty()
                    ? QCoreApplication::translate("main", "There is no profile named “%1”; none is stored yet.")
                          .arg(parser.value(profileOption))
                    : QCoreApplication::translate("main", "There is no profile named “%1”. Profiles: %2.")
                          .arg(parser.value(profileOption), names.join(u", "_s)));
        }
    } else if (!parser.isSet(sandboxOption)) {
        profile = profiles.find(profiles.lastUsed());
    }

    std::unique_ptr<baton::sandbox::SandboxThread> sandboxThread;
    baton::ConnectionServices services {network, log, profiles, tokens,
                                        [&sandboxThread, &launched] { return startSandbox(sandboxThread, launched); }};
    baton::MainWindow window(client, services, settings);
    // Ctrl-C and SIGTERM close the window as the user would, so that its layout is kept.
    baton::InterruptWatcher interrupts;
    QObject::connect(&interrupts, &baton::InterruptWatcher::interrupted, &window, [app, &window] {
        window.close();
        app->quit();
    });
    if (qEnvironmentVariableIntValue("BATON_REPORT_FIRST_PAINT") == 1)
        window.installEventFilter(new baton::FirstPaintReporter(sinceMain, &window));
    window.show();

    if (parser.isSet(sandboxOption)) {
        const baton::LocalSandbox sandbox = services.startSandbox();
        if (!sandbox.started()) {
            err << "baton: "
                << QCoreApplication::translate("main", "The embedded sandbox could not start: %1").arg(sandbox.error)
                << Qt::endl;
            return ExitSandbox;
        }
        window.connectTo(sandbox.profile(), sandbox.token, true);
    } else if (profile) {
        window.openProfile(*profile);
    } else {
        window.showConnectionDialog();
    }
    return QApplication::exec();
}

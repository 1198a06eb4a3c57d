#include "WindowTour.h"

#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/chat/ChatSession.h"
#include "core/i18n/Translations.h"
#include "core/relations/NameBook.h"
#include "core/resources/ResourceKind.h"
#include "support/EventOrder.h"
#include "support/Palettes.h"
#include "ui/MainWindow.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/connection/ConnectionDialog.h"
#include "ui/connection/TeamNamesDialog.h"
#include "ui/editors/EditorFactory.h"
#include "ui/editors/FileUploadDialog.h"
#include "ui/history/CompareWindow.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/relations/GroupModelMapDialog.h"
#include "ui/relations/ShareDialog.h"

#include <QApplication>
#include <QJsonArray>
#include <QPointer>
#include <QProcessEnvironment>
#include <QSettings>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>

using namespace Qt::StringLiterals;
using baton::ResourceKind;

namespace windowtour {

namespace {

// The kinds that have an editor dialog (files are uploaded instead).
const QList<ResourceKind::Id> &editedKinds()
{
    static const QList<ResourceKind::Id> kinds {ResourceKind::Id::Secret, ResourceKind::Id::Tool,
                                                ResourceKind::Id::ApiResource, ResourceKind::Id::CustomModel,
                                                ResourceKind::Id::GroupModel};
    return kinds;
}

// The first object of a kind in the sandbox, as read through the API.
QJsonObject firstObject(editortest::Fixture &fixture, const ResourceKind &kind)
{
    const baton::ApiResult list = fixture.run(fixture.client.get(kind.collectionPath));
    for (const QJsonValue &value : list.object) {
        if (value.isArray() && !value.toArray().isEmpty()) {
            const QString id = value.toArray().first().toObject().value(u"id"_s).toString();
            return fixture.run(fixture.client.get(kind.itemPath(id))).object;
        }
    }
    return {};
}

// The one place the palettes of the looks come from.
QPalette lookPalette(bool dark)
{
    return dark ? palettes::breezeDark() : palettes::fusionLight();
}

} // namespace

QStringList stops()
{
    QStringList names {u"page-chat"_s};
    for (const ResourceKind *kind : ResourceKind::managed())
        names << u"page-"_s + kind->key;
    names << u"page-requestLog"_s << u"page-history"_s;
    for (const ResourceKind::Id id : editedKinds()) {
        const QString key = ResourceKind::get(id).key;
        names << u"editor-%1-new"_s.arg(key) << u"editor-%1-edit"_s.arg(key);
    }
    names << u"usage"_s << u"upload"_s << u"approval"_s << u"compare"_s << u"map"_s << u"connection-first-run"_s
          << u"connection-profile"_s << u"share-with-model"_s << u"change-sharing"_s << u"team-names"_s;
    return names;
}

void addStopRows()
{
    QTest::addColumn<QString>("stop");
    for (const QString &stop : stops())
        QTest::newRow(qPrintable(stop)) << stop;
}

void addLookRows()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("minimal");
    QTest::addColumn<QString>("stop");
    for (const QString &language : QStringList {u"en"_s} + baton::translations::shipped()) {
        for (const bool dark : {false, true}) {
            for (const bool minimal : {false, true}) {
                for (const QString &stop : stops())
                    QTest::addRow("%s %s %s %s", qPrintable(language), dark ? "dark" : "light",
                                  minimal ? "min" : "opened", qPrintable(stop))
                        << language << dark << minimal << stop;
            }
        }
    }
}

QString visitLookRow(const Visitor &visitor)
{
    const auto data = [](const char *column, int type) { return QTest::qData(column, type); };
    const Look look {*static_cast<QString *>(data("language", qMetaTypeId<QString>())),
                     *static_cast<bool *>(data("dark", qMetaTypeId<bool>())),
                     *static_cast<bool *>(data("minimal", qMetaTypeId<bool>()))};
    const QString stop = *static_cast<QString *>(data("stop", qMetaTypeId<QString>()));
    const LookScope scope(look);
    if (scope.language() != look.language)
        return u"the language %1 could not be installed"_s.arg(look.language);
    WindowTour tour;
    tour.setMinimal(look.minimal);
    return tour.visit(stop, visitor);
}

LookScope::LookScope(const Look &look)
    : m_language(baton::translations::install(*qApp, look.language))
{
    QApplication::setPalette(lookPalette(look.dark));
}

LookScope::~LookScope()
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QApplication::setPalette(lookPalette(false));
}

WindowTour::WindowTour()
    : m_fixture(std::make_unique<editortest::Fixture>())
{
    baton::sandbox::ServerConfig config;
    config.demo = true;
    // The admin, and a token that may manage nothing: what a refused list shows.
    baton::sandbox::Token none = editortest::token(u"none"_s, NoCapabilityToken.toString());
    none.capabilities.clear();
    config.tokens = {editortest::token(u"admin"_s, u"t-admin"_s), none};
    config.chat.tokenDelayMs = 1;
    m_fixture->server = std::make_unique<baton::sandbox::Server>(config);
    if (m_fixture->server->listen() == 0)
        m_error = u"the sandbox does not listen"_s;
    m_fixture->client.setConnection(baton::Profile {u"sandbox"_s, m_fixture->server->baseUrl(), false, {}},
                                    u"t-admin"_s);
}

bool WindowTour::settle() const
{
    const baton::RequestLog &log = m_fixture->log;
    return QTest::qWaitFor(
        [&log] {
            for (qsizetype i = 0; i < log.count(); ++i) {
                if (!log.at(i).finished)
                    return false;
            }
            return true;
        },
        10000);
}

QString WindowTour::visit(const QString &stop, const Visitor &visitor)
{
    if (!m_error.isEmpty())
        return m_error;
    if (stop.startsWith(u"page-"_s))
        return visitPage(stop.mid(5), visitor);
    if (stop == u"usage"_s) {
        // The history page's second tab.
        return visitPage(u"history"_s, [&visitor](QWidget *window) {
            auto *tabs = window->findChild<QTabWidget *>(u"historyTabs"_s);
            tabs->setCurrentIndex(1);
            testsupport::runLayouts();
            visitor(window);
        });
    }
    if (stop.startsWith(u"editor-"_s)) {
        const qsizetype dash = stop.lastIndexOf(u'-');
        return visitEditor(stop.mid(7, dash - 7), stop.mid(dash + 1) == u"edit"_s, visitor);
    }
    if (stop == u"upload"_s)
        return visitUpload(visitor);
    if (stop == u"approval"_s)
        return visitApproval(visitor);
    if (stop == u"map"_s)
        return visitMap(visitor);
    if (stop.startsWith(u"connection-"_s))
        return visitConnection(stop == u"connection-profile"_s, visitor);
    if (stop.startsWith(u"share-"_s) || stop == u"change-sharing"_s)
        return visitSharing(stop == u"share-with-model"_s, visitor);
    if (stop == u"team-names"_s)
        return visitTeamNames(visitor);
    if (stop == u"compare"_s)
        return visitCompare(visitor);
    return u"no stop called %1"_s.arg(stop);
}

QString WindowTour::visitPage(const QString &page, const Visitor &visitor)
{
    QTemporaryDir home;
    QSettings settings(home.filePath(u"baton.ini"_s), QSettings::IniFormat);
    baton::ProfileStore profiles(settings);
    baton::TokenStore tokens {QProcessEnvironment()};
    const baton::LocalSandbox local {m_fixture->server->baseUrl(), u"t-admin"_s, {}};
    const baton::ConnectionServices services {m_fixture->network, m_fixture->log, profiles, tokens,
                                              [local] { return local; }};
    baton::MainWindow window(m_fixture->client, services, settings);
    window.resize(1100, 700);
    window.show();
    if (!QTest::qWaitForWindowActive(&window))
        return u"the main window is not active"_s;
    window.connectTo(local.profile(), local.token, true);
    if (!QTest::qWaitFor(
            [&window] { return window.connectionState() == baton::MainWindow::ConnectionState::Connected; }, 10000))
        return u"the main window does not connect"_s;
    if (!settle())
        return u"requests without an answer"_s;

    int index = 0;
    if (page == u"requestLog"_s) {
        index = window.pageCount() - 2;
    } else if (page == u"history"_s) {
        index = window.pageCount() - 1;
    } else if (page != u"chat"_s) {
        const QList<const baton::ResourceKind *> kinds = baton::ResourceKind::managed();
        const auto found = std::find_if(kinds.cbegin(), kinds.cend(),
                                        [&page](const baton::ResourceKind *kind) { return kind->key == page; });
        if (found == kinds.cend())
            return u"no page %1"_s.arg(page);
        index = int(found - kinds.cbegin()) + 1;
    }
    window.showPage(index);
    if (window.currentPage() != index)
        return u"page %1 not shown"_s.arg(page);
    if (!settle())
        return u"requests without an answer"_s;
    // A row chosen, as when one is looked at: what acts on it is enabled.
    // (The demo data has no files.)
    auto *pages = window.findChild<QStackedWidget *>(u"pages"_s);
    auto *table = pages->currentWidget()->findChild<QTableView *>();
    if (const QModelIndex row = table ? table->model()->index(0, 0) : QModelIndex(); row.isValid()) {
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(row).center());
        if (!settle())
            return u"requests without an answer"_s;
    }
    return handOver(window, visitor);
}

QString WindowTour::visitEditor(const QString &key, bool existing, const Visitor &visitor)
{
    const ResourceKind *kind = ResourceKind::byKey(key);
    if (!kind)
        return u"no kind %1"_s.arg(key);
    QJsonObject object;
    if (existing) {
        object = firstObject(*m_fixture, *kind);
        if (object.isEmpty())
            return u"no %1 in the sandbox"_s.arg(key);
    }
    // The names of the teams and objects, as the pages give the editors.
    baton::NameBook names(m_fixture->client);
    names.load();
    if (!QTest::qWaitFor([&names] { return !names.isLoading(); }, 10000))
        return u"the names are not read"_s;
    baton::ResourceEditor *editor = baton::createEditor(m_fixture->client, *kind);
    editor->setNames(names);
    baton::EditorDialog dialog(m_fixture->client, editor,
                               existing ? baton::Operation::Update : baton::Operation::Create, object);
    return showAndVisit(dialog, u"the editor"_s, visitor);
}

QString WindowTour::visitSharing(bool withModel, const Visitor &visitor)
{
    baton::NameBook names(m_fixture->client);
    names.load();
    if (!settle())
        return u"requests without an answer"_s;
    const ResourceKind &kind = ResourceKind::get(withModel ? ResourceKind::Id::CustomModel : ResourceKind::Id::Tool);
    const QJsonObject object = firstObject(*m_fixture, kind);
    if (object.isEmpty())
        return u"no %1 in the sandbox"_s.arg(kind.key);
    // The dialog deletes itself when closed.
    QPointer<baton::ShareDialog> dialog = withModel
        ? baton::ShareDialog::shareWithModel(m_fixture->client, names, kind.id, object.value(u"id"_s).toString(),
                                             nullptr)
        : baton::ShareDialog::changeSharing(m_fixture->client, names, kind.id, object, nullptr);
    const QString result = showAndVisit(*dialog, u"the sharing dialog"_s, visitor);
    delete dialog;
    return result;
}

QString WindowTour::showAndVisit(QWidget &dialog, const QString &what, const Visitor &visitor)
{
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog))
        return u"%1 is not shown"_s.arg(what);
    if (!settle())
        return u"requests without an answer"_s;
    return handOver(dialog, visitor);
}

QString WindowTour::handOver(QWidget &window, const Visitor &visitor)
{
    if (m_minimal) {
        const QSize smallest = window.minimumSize().expandedTo(window.minimumSizeHint());
        window.resize(smallest);
        // The window takes the size, and its layouts take it in, before the visitor looks.
        if (!QTest::qWaitFor([&] { return window.size() == smallest; }) || !testsupport::runLayouts())
            return u"the window does not settle at its smallest size"_s;
    }
    visitor(&window);
    return {};
}

QString WindowTour::visitUpload(const Visitor &visitor)
{
    QTemporaryDir dir;
    QFile file(dir.filePath(u"notes.txt"_s));
    if (!file.open(QIODevice::WriteOnly))
        return u"no file to upload"_s;
    file.write("Printer on fire.\n");
    file.close();

    baton::FileUploadDialog dialog(m_fixture->client);
    dialog.setFilePath(file.fileName());
    return showAndVisit(dialog, u"the upload dialog"_s, visitor);
}

QString WindowTour::visitApproval(const Visitor &visitor)
{
    const baton::sandbox::Record &model = m_fixture->create(ResourceKind::Id::CustomModel,
                                                            {{u"name"_s, u"Ops assistant"_s},
                                                             {u"llmModelName"_s, u"gpt-4o-mini"_s},
                                                             {u"description"_s, u"Runs operations."_s},
                                                             {u"category"_s, u"ops"_s},
                                                             {u"isPublic"_s, true},
                                                             {u"credentialMode"_s, u"app"_s}});
    const QJsonArray shared {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, model.id}}};
    const QString echo = m_fixture->server->baseUrl().toString() + u"/_sandbox/echo"_s;
    for (const auto &[name, method] : {std::pair {u"open_ticket"_s, u"POST"_s}, {u"close_account"_s, u"DELETE"_s}})
        m_fixture->create(ResourceKind::Id::Tool,
                          {{u"name"_s, name},
                           {u"description"_s, u"A tool of the ops assistant."_s},
                           {u"method"_s, method},
                           {u"needUserValidation"_s, true},
                           {u"urlTemplate"_s, QString(echo + u"/x"_s)},
                           {u"timeoutMs"_s, 5000},
                           {u"scopes"_s, shared}});

    baton::ChatSession session(m_fixture->client);
    if (!session.setTarget(u"custom:"_s + model.id).isEmpty())
        return u"the ops assistant is not a target"_s;
    QSignalSpy finished(&session, &baton::ChatSession::finished);
    if (!session.send(u"/tool open_ticket {\"title\": \"Printer on fire\"}\n/tool close_account {\"id\": \"42\"}"_s)
             .isEmpty())
        return u"the chat message is refused"_s;
    if (!finished.wait(15000) || !session.approval())
        return u"no approval asked"_s;

    baton::ApprovalDialog dialog(m_fixture->client, *session.approval());
    return showAndVisit(dialog, u"the approval dialog"_s, visitor);
}

QString WindowTour::visitMap(const Visitor &visitor)
{
    baton::NameBook names(m_fixture->client);
    names.load();
    if (!QTest::qWaitFor([&names] { return !names.isLoading(); }, 10000))
        return u"the names are not read"_s;
    // The demo data's group model, its brain, agents and what is shared with them.
    QString group;
    for (const QString &id : names.index().ids(baton::RelationIndex::Kind::GroupModel))
        group = id;
    if (group.isEmpty())
        return u"no group model in the sandbox"_s;
    baton::GroupModelMapDialog dialog(names, group);
    return showAndVisit(dialog, u"the map"_s, visitor);
}

QString WindowTour::visitConnection(bool withProfile, const Visitor &visitor)
{
    QTemporaryDir home;
    QSettings settings(home.filePath(u"baton.ini"_s), QSettings::IniFormat);
    baton::ProfileStore profiles(settings);
    if (withProfile
        && !profiles.add(baton::Profile {u"Production"_s, QUrl(u"https://chat.example.com"_s), false, {}}).isEmpty())
        return u"the profile is refused"_s;
    baton::TokenStore tokens {QProcessEnvironment()};
    const baton::LocalSandbox local {m_fixture->server->baseUrl(), u"t-admin"_s, {}};
    baton::ConnectionDialog dialog(
        baton::ConnectionServices {m_fixture->network, m_fixture->log, profiles, tokens, [local] { return local; }});
    return showAndVisit(dialog, u"the connection dialog"_s, visitor);
}

QString WindowTour::visitCompare(const Visitor &visitor)
{
    // A recorded conversation with a denied tool call, and a re-run of it
    // on another target whose answer differs, with the figures of both.
    const auto user = [](const QString &text) {
        baton::ConversationTurn turn;
        turn.text = text;
        return turn;
    };
    const auto answer = [](const QString &text, qint64 tokens, double credits, qint64 ms) {
        baton::ConversationTurn turn;
        turn.role = baton::ConversationTurn::Role::Assistant;
        turn.answer.content = text;
        turn.answer.usage = baton::ChatUsage {tokens, tokens * 2, tokens * 3};
        turn.answer.service = baton::ChatServiceObject {};
        turn.answer.service->creditsCharged = credits;
        turn.firstTokenMs = ms / 4;
        turn.durationMs = ms;
        return turn;
    };
    baton::ConversationTurn asked = answer({}, 12, 0.5, 400);
    asked.state = baton::ConversationTurn::State::Decided;
    asked.answer.toolCalls = {{0, u"call-1"_s, u"function"_s, u"create_ticket"_s, u"{\"title\": \"Printer\"}"_s}};
    asked.decisions = {baton::ToolDecision::deny(u"call-1"_s, u"Not during the drill"_s)};
    asked.delivery = baton::ConversationTurn::Delivery::Confirmed;
    baton::StoredConversation recorded;
    recorded.summary.id = QUuid::createUuid();
    recorded.summary.title = u"Open a ticket for the printer"_s;
    recorded.summary.target = u"custom:5f0c"_s;
    recorded.summary.targetName = u"Support assistant"_s;
    recorded.summary.createdAt = QDateTime(QDate(2026, 11, 28), QTime(14, 2), Qt::UTC);
    recorded.turns = {user(u"Open a ticket for the printer"_s), asked,
                      answer(u"The ticket was not opened: not during the drill."_s, 20, 1.25, 1200)};
    baton::StoredConversation rerun = recorded;
    rerun.summary.targetName = u"Support desk"_s;
    rerun.turns.last() = answer(u"I did not open the ticket: not during the drill, as you said."_s, 24, 1.5, 900);

    QTemporaryDir dir;
    baton::HistoryStore store;
    store.open(dir.filePath(u"history.sqlite"_s));
    // The window deletes itself when closed.
    QPointer<baton::CompareWindow> window
        = new baton::CompareWindow(m_fixture->client, store, recorded, [](const QString &) { return QString(); });
    window->setTargets({{u"custom:5f0c"_s, u"Support assistant"_s}, {u"group:77aa"_s, u"Support desk"_s}},
                       recorded.summary.target);
    window->showReplay(rerun);
    const QString result = showAndVisit(*window, u"the comparison"_s, visitor);
    delete window;
    return result;
}

QString WindowTour::visitTeamNames(const Visitor &visitor)
{
    baton::NameBook names(m_fixture->client);
    names.load();
    if (!QTest::qWaitFor([&names] { return !names.isLoading(); }, 10000))
        return u"the names are not read"_s;
    if (names.teams().isEmpty())
        return u"no team seen"_s;
    names.setTeamLabels({{names.teams().constFirst(), u"Support desk"_s}});
    baton::TeamNamesDialog dialog(names);
    return showAndVisit(dialog, u"the team names"_s, visitor);
}

} // namespace windowtour

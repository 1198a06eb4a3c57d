// The keyboard walk through every window of the console: the main window on
// several pages, each editor dialog, the upload, approval and connection
// dialogs. From the focused widget Tab is pressed until the focus comes back
// to where it started, and the chain it went through must
//  (a) reach every visible, enabled widget that takes Tab focus, each once,
//      with Tab always leaving the widget it is on;
//  (b) follow the layout: a step goes down or along the row — the next
//      widget's vertical centre is not above the previous widget's top — or
//      up only into a column to the right, starting at or right of the
//      previous widget's right edge. Around the whole cycle one step may go
//      back up and left: from the end of the window to its start. Each
//      widget's place is taken when it has the focus; two widgets in the same
//      scroll area are compared within its content, so the scrolling Tab
//      causes does not count;
//  (c) give every button without a word on it (no text, or only a symbol
//      such as "×") an accessible name.

#include "EditorFixture.h"
#include "MainWindow.h"
#include "auth/ProfileStore.h"
#include "auth/TokenStore.h"
#include "chat/ApprovalDialog.h"
#include "chat/ChatSession.h"
#include "connection/ConnectionDialog.h"
#include "editors/EditorFactory.h"
#include "editors/FileUploadDialog.h"
#include "panels/ResourcePanel.h"

#include <QApplication>
#include <QJsonArray>
#include <QProcessEnvironment>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using baton::ResourceKind;

namespace {

QString describe(const QWidget *widget)
{
    const QString name = widget->objectName().isEmpty() ? u"(unnamed)"_s : widget->objectName();
    const auto *button = qobject_cast<const QAbstractButton *>(widget);
    const QString text = button && !button->text().isEmpty() ? u" \""_s + button->text() + u'"' : QString();
    return QString::fromLatin1(widget->metaObject()->className()) + u' ' + name + text;
}

// The widget that actually takes the focus for `widget`.
QWidget *focusTarget(QWidget *widget)
{
    while (widget->focusProxy())
        widget = widget->focusProxy();
    return widget;
}

// Where a widget of the chain was when it had the focus: in the window, and
// in the content of the scroll area it is in, if any.
struct Stop {
    QWidget *widget;
    QRect inWindow;
    const QScrollArea *area;
    QRect inArea;
};

Stop stopAt(QWidget *widget)
{
    Stop stop {widget, QRect(widget->mapTo(widget->window(), QPoint()), widget->size()), nullptr, {}};
    for (QWidget *parent = widget->parentWidget(); parent && !stop.area; parent = parent->parentWidget()) {
        const auto *area = qobject_cast<const QScrollArea *>(parent);
        if (area && area->widget() && area->widget()->isAncestorOf(widget))
            stop.area = area;
    }
    if (stop.area)
        stop.inArea = QRect(widget->mapTo(stop.area->widget(), QPoint()), widget->size());
    return stop;
}

// Whether going from `previous` to `next` goes back up against the layout.
bool goesBackUp(const Stop &previous, const Stop &next)
{
    const bool sameArea = previous.area && previous.area == next.area;
    const QRect from = sameArea ? previous.inArea : previous.inWindow;
    const QRect to = sameArea ? next.inArea : next.inWindow;
    return to.center().y() < from.top() && to.left() < from.right();
}

// Every visible, enabled widget of the window that Tab may stop on.
QList<QWidget *> tabStops(QWidget *window)
{
    QList<QWidget *> stops;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (widget->window() != window || !widget->isVisible() || !widget->isEnabled()
            || !(widget->focusPolicy() & Qt::TabFocus))
            continue;
        QWidget *target = focusTarget(widget);
        if (!stops.contains(target) && target->isVisible() && target->isEnabled())
            stops.append(target);
    }
    return stops;
}

bool wordless(const QString &text)
{
    return std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c.isLetterOrNumber(); });
}

// Walks the window's focus chain with Tab and lists what is wrong with it.
QStringList walk(QWidget *window)
{
    QStringList problems;
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        return {u"the window is not active"_s};
    if (!QApplication::focusWidget() || QApplication::focusWidget()->window() != window)
        QTest::keyClick(window, Qt::Key_Tab);
    QWidget *const first = QApplication::focusWidget();
    if (!first || first->window() != window)
        return {u"nothing in the window has the focus"_s};

    QList<Stop> chain;
    QList<QWidget *> reached;
    for (QWidget *current = first;;) {
        chain.append(stopAt(current));
        reached.append(current);
        QTest::keyClick(current, Qt::Key_Tab);
        QWidget *next = QApplication::focusWidget();
        if (!next || next->window() != window) {
            problems << u"Tab from %1 leaves the window"_s.arg(describe(current));
            break;
        }
        if (next == current) {
            problems << u"Tab stays in %1"_s.arg(describe(current));
            break;
        }
        if (next == first)
            break;
        if (reached.contains(next)) {
            problems << u"Tab from %1 goes back to %2, not to the start"_s.arg(describe(current), describe(next));
            break;
        }
        if (reached.size() > 500) {
            problems << u"the chain does not end"_s;
            break;
        }
        current = next;
    }

    // (a) Every stop reached.
    for (QWidget *stop : tabStops(window)) {
        if (!reached.contains(stop))
            problems << u"not reached by Tab: %1"_s.arg(describe(stop));
    }
    // (b) In the order of the layout: around the cycle, one step goes back
    // up, from the end of the window to its start.
    QStringList upward;
    for (qsizetype i = 0; i < chain.size(); ++i) {
        const Stop &previous = chain.at(i);
        const Stop &next = chain.at((i + 1) % chain.size());
        if (goesBackUp(previous, next))
            upward << u"Tab goes back up from %1 to %2"_s.arg(describe(previous.widget), describe(next.widget));
    }
    if (upward.size() > 1)
        problems << upward;
    // (c) Buttons without words have names.
    for (QWidget *widget : std::as_const(reached)) {
        const auto *button = qobject_cast<QAbstractButton *>(widget);
        if (button && wordless(button->text()) && button->accessibleName().isEmpty())
            problems << u"no accessible name: %1"_s.arg(describe(widget));
    }
    if (!problems.isEmpty()) {
        QStringList names;
        for (QWidget *widget : std::as_const(reached))
            names << describe(widget);
        problems << u"the chain: "_s + names.join(u", "_s);
    }
    return problems;
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

// Waits until every request the client sent has its answer.
bool settle(const baton::RequestLog &log)
{
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

} // namespace

class tst_FocusChain : public QObject
{
    Q_OBJECT

    std::unique_ptr<editortest::Fixture> m_fixture;

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<editortest::Fixture>();
        baton::sandbox::ServerConfig config;
        config.demo = true;
        config.tokens = {editortest::token(u"admin"_s, u"t-admin"_s)};
        config.chat.tokenDelayMs = 1;
        m_fixture->server = std::make_unique<baton::sandbox::Server>(config);
        QVERIFY(m_fixture->server->listen() != 0);
        m_fixture->client.setConnection(baton::Profile {u"sandbox"_s, m_fixture->server->baseUrl(), false, {}},
                                        u"t-admin"_s);
    }

    void cleanup() { m_fixture.reset(); }

    void mainWindow_data()
    {
        QTest::addColumn<QString>("page");
        QTest::newRow("chat") << u"chat"_s;
        QTest::newRow("tools") << u"tools"_s;
        QTest::newRow("group-models") << u"group-models"_s;
        QTest::newRow("requestLog") << u"requestLog"_s;
    }

    void mainWindow()
    {
        QFETCH(QString, page);
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
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.connectTo(local.profile(), local.token, true);
        QTRY_COMPARE_WITH_TIMEOUT(window.connectionState(), baton::MainWindow::ConnectionState::Connected, 10000);
        QVERIFY(settle(m_fixture->log));

        int index = 0;
        if (page == u"requestLog"_s) {
            index = window.pageCount() - 1;
        } else if (page != u"chat"_s) {
            const QList<const ResourceKind *> kinds = ResourceKind::managed();
            const auto found = std::find_if(kinds.cbegin(), kinds.cend(),
                                            [&page](const ResourceKind *kind) { return kind->key == page; });
            QVERIFY(found != kinds.cend());
            index = int(found - kinds.cbegin()) + 1;
        }
        window.showPage(index);
        QCOMPARE(window.currentPage(), index);
        QVERIFY(settle(m_fixture->log));
        // A row chosen, as when one is looked at: what acts on it is enabled.
        auto *pages = window.findChild<QStackedWidget *>(u"pages"_s);
        if (auto *table = pages->currentWidget()->findChild<QTableView *>()) {
            const QModelIndex row = table->model()->index(0, 0);
            QVERIFY(row.isValid());
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(row).center());
        }

        const QStringList problems = walk(&window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void editors_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("existing");
        for (const ResourceKind::Id kind :
             {ResourceKind::Id::Secret, ResourceKind::Id::Tool, ResourceKind::Id::ApiResource,
              ResourceKind::Id::CustomModel, ResourceKind::Id::GroupModel}) {
            const QString key = ResourceKind::get(kind).key;
            QTest::addRow("%s-new", qPrintable(key)) << int(kind) << false;
            QTest::addRow("%s-edit", qPrintable(key)) << int(kind) << true;
        }
    }

    void editors()
    {
        QFETCH(int, kind);
        QFETCH(bool, existing);
        const ResourceKind &resourceKind = ResourceKind::get(ResourceKind::Id(kind));
        const baton::Operation operation = existing ? baton::Operation::Update : baton::Operation::Create;
        QJsonObject object;
        if (existing) {
            object = firstObject(*m_fixture, resourceKind);
            QVERIFY(!object.isEmpty());
        }
        baton::EditorDialog dialog(m_fixture->client, baton::createEditor(m_fixture->client, resourceKind), operation,
                                   object);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(settle(m_fixture->log));

        const QStringList problems = walk(&dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void fileUploadDialog()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"notes.txt"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Printer on fire.\n");
        file.close();

        baton::FileUploadDialog dialog(m_fixture->client);
        dialog.setFilePath(file.fileName());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(settle(m_fixture->log));

        const QStringList problems = walk(&dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void approvalDialog()
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
        QVERIFY(session.setTarget(u"custom:"_s + model.id).isEmpty());
        QSignalSpy finished(&session, &baton::ChatSession::finished);
        QVERIFY(
            session.send(u"/tool open_ticket {\"title\": \"Printer on fire\"}\n/tool close_account {\"id\": \"42\"}"_s)
                .isEmpty());
        QVERIFY(finished.wait(15000));
        QVERIFY(session.approval());

        baton::ApprovalDialog dialog(m_fixture->client, *session.approval());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(settle(m_fixture->log));

        const QStringList problems = walk(&dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void connectionDialog_data()
    {
        QTest::addColumn<bool>("withProfile");
        QTest::newRow("first run") << false;
        QTest::newRow("a saved profile") << true;
    }

    void connectionDialog()
    {
        QFETCH(bool, withProfile);
        QTemporaryDir home;
        QSettings settings(home.filePath(u"baton.ini"_s), QSettings::IniFormat);
        baton::ProfileStore profiles(settings);
        if (withProfile)
            QVERIFY(profiles.add(baton::Profile {u"Production"_s, QUrl(u"https://chat.example.com"_s), false, {}})
                        .isEmpty());
        baton::TokenStore tokens {QProcessEnvironment()};
        const baton::LocalSandbox local {m_fixture->server->baseUrl(), u"t-admin"_s, {}};
        baton::ConnectionDialog dialog(baton::ConnectionServices {m_fixture->network, m_fixture->log, profiles, tokens,
                                                                  [local] { return local; }});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(settle(m_fixture->log));

        const QStringList problems = walk(&dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_MAIN(tst_FocusChain)
#include "tst_focuschain.moc"

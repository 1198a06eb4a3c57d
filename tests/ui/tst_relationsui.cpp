#include "MainWindowRig.h"
#include "core/chat/ChatSession.h"
#include "core/relations/NameBook.h"
#include "core/resources/ResourceKind.h"
#include "sandbox/Server.h"
#include "sandbox/Store.h"
#include "ui/MainWindow.h"
#include "ui/chat/ChatPane.h"
#include "ui/chat/TranscriptView.h"
#include "ui/editors/EditorDialog.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/relations/RelationsSection.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using baton::MainWindow;
using baton::Profile;
using baton::ResourceKind;
using baton::ResourcePanel;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using Id = ResourceKind::Id;

namespace {

const QRegularExpression Uuid(u"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"_s);

// The members whose value is an id and is shown as one: the object's own, and
// those that name no object the console can read (a user, a conversation).
const QStringList IdMembers {u"id"_s, u"ownerId"_s, u"conversationId"_s};

} // namespace

// Names, not ids, in the console over the sandbox's demo data: every list
// column and detail pane; the detail pane's Uses / Used by links open the
// other object in its page; Copy id in the context menus of rows and
// references; an answer's header names its model; a tool's form offers a
// new API resource on its URL for a read.
class tst_RelationsUi : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Server> m_server;
    std::unique_ptr<windowtest::MainWindowRig> m_rig;
    std::unique_ptr<MainWindow> m_window;

    [[nodiscard]] ResourcePanel *open(Id kind)
    {
        const qsizetype page = ResourceKind::managed().indexOf(&ResourceKind::get(kind)) + 1;
        m_window->showPage(int(page));
        ResourcePanel *panel = m_window->resourcePanel(kind);
        // Every object the names were read from is in the list.
        const qsizetype objects = m_window->names().index().ids(baton::RelationIndex::kindOf(kind)).size();
        if (!panel
            || !QTest::qWaitFor(
                [panel, objects] { return !panel->model().loading() && panel->model().rowCount() == objects; }, 10000))
            return nullptr;
        return panel;
    }

    static QTableView *table(ResourcePanel &panel) { return panel.findChild<QTableView *>(u"resourceTable"_s); }
    static QTextBrowser *detail(ResourcePanel &panel) { return panel.findChild<QTextBrowser *>(u"detailView"_s); }

    static void selectRow(ResourcePanel &panel, int row)
    {
        QTableView *view = table(panel);
        const QModelIndex index = view->model()->index(row, 0);
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    }

    static int rowNamed(ResourcePanel &panel, const QString &name)
    {
        const QAbstractItemModel *model = table(panel)->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data().toString() == name)
                return row;
        }
        return -1;
    }

    // The point of the first link whose text is `text` in the browser's viewport.
    static QPoint linkPoint(QTextBrowser &browser, const QString &text)
    {
        QTextCursor found = browser.document()->find(text);
        while (!found.isNull() && !found.charFormat().isAnchor()) {
            found.setPosition(found.position());
            found = browser.document()->find(text, found);
        }
        if (found.isNull())
            return {-1, -1};
        QTextCursor middle(browser.document());
        middle.setPosition((found.selectionStart() + found.selectionEnd()) / 2);
        browser.setTextCursor(middle);
        browser.ensureCursorVisible();
        return browser.cursorRect(middle).center();
    }

    // Runs `pick` on the context menu the next popup shows, then closes it.
    static void onNextMenu(std::function<void(QMenu &)> pick)
    {
        QTimer::singleShot(0, qApp, [pick = std::move(pick)] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu) {
                // Not up yet: looked for again until it is, and picked then.
                QTimer::singleShot(20, qApp, [pick] { onNextMenu(pick); });
                return;
            }
            pick(*menu);
            menu->close();
        });
    }

    static QAction *actionNamed(QMenu &menu, const QString &text)
    {
        for (QAction *action : menu.actions()) {
            if (action->text().remove(u'&') == text)
                return action;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        ServerConfig config;
        config.demo = true;
        m_server = std::make_unique<Server>(config);
        QVERIFY(m_server->listen() != 0);
    }

    void init()
    {
        m_rig = std::make_unique<windowtest::MainWindowRig>();
        m_window = std::make_unique<MainWindow>(m_rig->client, m_rig->services(), m_rig->settings);
        m_window->resize(1400, 860);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->connectTo(Profile {u"Demo"_s, m_server->baseUrl(), false, QString()},
                            m_server->token(u"admin"_s)->value);
        QVERIFY(QTest::qWaitFor([this] { return !m_window->names().isLoading(); }, 10000));
    }

    void cleanup()
    {
        m_window.reset();
        m_rig.reset();
    }

    // No list cell and no detail pane of the demo data shows an id where a
    // person reads: only the id members do, and tooltips.
    void noIdAsALabel()
    {
        QStringList found;
        for (const ResourceKind *kind : ResourceKind::managed()) {
            ResourcePanel *panel = open(kind->id);
            QVERIFY2(panel, qPrintable(kind->key));
            const QAbstractItemModel *model = table(*panel)->model();
            for (int row = 0; row < model->rowCount(); ++row) {
                for (int column = 0; column < model->columnCount(); ++column) {
                    const QString cell = model->index(row, column).data().toString();
                    if (cell.contains(Uuid))
                        found << kind->key + u" list: "_s + cell;
                }
                selectRow(*panel, row);
                QTextDocument *document = detail(*panel)->document();
                QVERIFY(!document->isEmpty());
                // The fields' table, the one whose first row is the id: the
                // member's name under its label in the first cell, the value
                // in the second.
                QTextTable *fields = nullptr;
                for (QTextBlock block = document->begin(); block.isValid() && !fields; block = block.next()) {
                    QTextCursor cursor(block);
                    QTextTable *table = cursor.currentTable();
                    if (table && table->columns() == 2
                        && table->cellAt(0, 0).lastCursorPosition().block().text().endsWith(u"\x2028id"_s))
                        fields = table;
                }
                QVERIFY(fields);
                QString text = document->toPlainText();
                for (int r = 0; r < fields->rows(); ++r) {
                    // The label, a line break, the member.
                    const QString member
                        = fields->cellAt(r, 0).lastCursorPosition().block().text().section(QChar::LineSeparator, -1);
                    QTextCursor value = fields->cellAt(r, 1).firstCursorPosition();
                    value.setPosition(fields->cellAt(r, 1).lastCursorPosition().position(), QTextCursor::KeepAnchor);
                    if (IdMembers.contains(member))
                        text.remove(value.selectedText());
                }
                // Everything else: the heading, what a model can use, Uses,
                // Used by and the other fields.
                for (const QString &line : text.split(u'\n')) {
                    if (line.contains(Uuid))
                        found << kind->key + u" detail: "_s + line;
                }
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    // The group model's list names its brain; a model used as an agent names
    // the group in its Used by, with a link that opens the group's page.
    void usedByLinksOpenTheObject()
    {
        ResourcePanel *models = open(Id::CustomModel);
        QVERIFY(models);
        const int row = rowNamed(*models, u"Research assistant"_s);
        QVERIFY(row >= 0);
        selectRow(*models, row);
        QTextBrowser *pane = detail(*models);
        QTRY_VERIFY(pane->toPlainText().contains(u"Used by"_s));
        QVERIFY2(pane->toPlainText().contains(u"Group model Support desk, which has it as the agent “researcher”"_s),
                 qPrintable(pane->toPlainText()));
        const QPoint link = linkPoint(*pane, u"Support desk"_s);
        QVERIFY(link.x() >= 0);
        QTest::mouseClick(pane->viewport(), Qt::LeftButton, {}, link);

        ResourcePanel *groups = m_window->resourcePanel(Id::GroupModel);
        QTRY_COMPARE(m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget(), groups);
        QTRY_COMPARE(groups->currentObject().value(u"name"_s).toString(), u"Support desk"_s);
        QVERIFY(table(*groups)->hasFocus());

        // An id written in another case (a reference may) opens the same object.
        const QString groupId = groups->currentObject().value(u"id"_s).toString();
        table(*groups)->clearSelection();
        m_window->openObject(Id::GroupModel, groupId.toUpper());
        QTRY_COMPARE(groups->currentObject().value(u"id"_s).toString(), groupId);

        // And back: the agent's link in the group's fields opens the model.
        const QPoint agent = linkPoint(*detail(*groups), u"Support assistant"_s);
        QVERIFY(agent.x() >= 0);
        QTest::mouseClick(detail(*groups)->viewport(), Qt::LeftButton, {}, agent);
        QTRY_COMPARE(models->currentObject().value(u"name"_s).toString(), u"Support assistant"_s);
    }

    // Refresh reads the names of the page's kind again: a model renamed by
    // someone else reads by its new name in the group's detail.
    void refreshReadsTheNamesAgain()
    {
        const QString id = m_window->names().index().ids(baton::RelationIndex::Kind::CustomModel).value(0);
        const QString before = m_window->names().name(baton::RelationIndex::Kind::CustomModel, id);
        QVERIFY(!before.isEmpty());
        baton::sandbox::Record *record = m_server->store().find(Id::CustomModel, id);
        QVERIFY(record);
        m_server->store().update(*record, {{u"name"_s, u"Renamed elsewhere"_s}});
        ResourcePanel *models = open(Id::CustomModel);
        QVERIFY(models);
        m_window->findChild<QAction *>(u"actionRefresh"_s)->trigger();
        QTRY_COMPARE(m_window->names().name(baton::RelationIndex::Kind::CustomModel, id), u"Renamed elsewhere"_s);
        m_server->store().update(*record, {{u"name"_s, before}});
    }

    // Copy id on a row and on a reference in the detail pane.
    void copyIdFromRowsAndReferences()
    {
        ResourcePanel *tools = open(Id::Tool);
        QVERIFY(tools);
        const int row = rowNamed(*tools, u"create_ticket"_s);
        QVERIFY(row >= 0);
        QTableView *view = table(*tools);
        const QModelIndex index = view->model()->index(row, 0);
        const QString toolId = index.data(baton::ResourceListModel::IdRole).toString();
        QVERIFY(!toolId.isEmpty());
        QApplication::clipboard()->clear();
        bool shown = false;
        onNextMenu([&shown](QMenu &menu) {
            shown = true;
            QAction *copy = actionNamed(menu, u"Copy id"_s);
            QVERIFY(copy && copy->isEnabled());
            copy->trigger();
        });
        Q_EMIT view->customContextMenuRequested(view->visualRect(index).center());
        QVERIFY(shown);
        QCOMPARE(QApplication::clipboard()->text(), toolId);
        // The right click chose the row.
        QCOMPARE(tools->currentObject().value(u"id"_s).toString(), toolId);

        // The tool is shared with the group model: Copy id on that reference.
        QTextBrowser *pane = detail(*tools);
        const QPoint link = linkPoint(*pane, u"Support desk"_s);
        QVERIFY(link.x() >= 0);
        const QString groupId = m_window->names().index().ids(baton::RelationIndex::Kind::GroupModel).value(0);
        QVERIFY(!groupId.isEmpty());
        shown = false;
        onNextMenu([&shown](QMenu &menu) {
            shown = true;
            QAction *copy = actionNamed(menu, u"Copy id"_s);
            QVERIFY(copy);
            copy->trigger();
        });
        Q_EMIT pane->customContextMenuRequested(link);
        QVERIFY(shown);
        QCOMPARE(QApplication::clipboard()->text(), groupId);
    }

    // A model shared with hundreds of tools lists the first hundred it can
    // use, in order, and counts the rest; so does a secret's Used by.
    void longUsedByIsCounted()
    {
        const QString model = m_window->names().index().ids(baton::RelationIndex::Kind::CustomModel).value(0);
        const QString key = m_window->names().index().ids(baton::RelationIndex::Kind::Secret).value(0);
        const baton::sandbox::Token &admin = *m_server->token(u"admin"_s);
        QList<baton::sandbox::Record *> made;
        m_server->store().batch([&] {
            for (int i = 0; i < 250; ++i)
                made << &m_server->store().create(
                    Id::Tool,
                    {{u"name"_s, u"bulk_%1"_s.arg(i, 3, 10, QChar(u'0'))},
                     {u"description"_s, u"d"_s},
                     {u"method"_s, u"POST"_s},
                     {u"urlTemplate"_s, u"http://127.0.0.1:9/x"_s},
                     {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Key"_s}, {u"secretId"_s, key}}}},
                     {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, model}}}}},
                    admin);
        });
        m_window->connectTo(Profile {u"Demo"_s, m_server->baseUrl(), false, QString()},
                            m_server->token(u"admin"_s)->value);
        QVERIFY(QTest::qWaitFor([this] { return !m_window->names().isLoading(); }, 10000));
        m_window->openObject(Id::CustomModel, model);
        ResourcePanel *models = m_window->resourcePanel(Id::CustomModel);
        QTRY_COMPARE(models->currentObject().value(u"id"_s).toString(), model);
        const QString text = detail(*models)->toPlainText();
        const auto count = [this](Id kind, const QString &id, baton::RelationIndex::Kind users) {
            const QList<baton::RelationIndex::Edge> edges = m_window->names().index().usedBy(kind, id);
            return std::count_if(edges.cbegin(), edges.cend(),
                                 [users](const auto &edge) { return edge.kind == users; });
        };
        const qsizetype tools = count(Id::CustomModel, model, baton::RelationIndex::Kind::Tool);
        QVERIFY(tools >= 250);
        QVERIFY2(text.contains(u"And %1 more; baton-cli refs lists them all."_s.arg(tools - 100)),
                 qPrintable(text.left(400)));
        QVERIFY(text.contains(u"bulk_000 (asks for approval)"_s));
        QVERIFY(text.contains(u"bulk_099 (asks for approval)"_s));
        QVERIFY(!text.contains(u"bulk_100"_s));

        m_window->openObject(Id::Secret, key);
        ResourcePanel *secrets = m_window->resourcePanel(Id::Secret);
        QTRY_COMPARE(secrets->currentObject().value(u"id"_s).toString(), key);
        const QString secret = detail(*secrets)->toPlainText();
        const qsizetype users = m_window->names().index().usedBy(Id::Secret, key).size();
        QVERIFY(users >= 250);
        QVERIFY2(secret.contains(u"And %1 more; baton-cli refs lists them all."_s.arg(users - 100)),
                 qPrintable(secret.left(400)));
        QVERIFY(secret.contains(u"Tool bulk_000, for the header X-Key"_s));
        QVERIFY(!secret.contains(u"bulk_100"_s));
        m_server->store().batch([&] {
            for (baton::sandbox::Record *record : std::as_const(made))
                m_server->store().remove(*record);
        });
    }

    // A file's sharing says why it cannot be changed, where a tool's offers
    // Change sharing.
    void fileSharingSaysItIsFixed()
    {
        const QJsonArray scopes {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, m_server->token(u"admin"_s)->teamId}}};
        const baton::RelationsSection section(m_window->names());
        const QStringList file = section.memberLines(Id::File, u"scopes"_s, scopes);
        QCOMPARE(file.size(), 2);
        QVERIFY2(file.last().contains(u"upload it anew to change that"_s), qPrintable(file.last()));
        QCOMPARE(section.memberLines(Id::Tool, u"scopes"_s, scopes).size(), 1);
    }

    // A tool cannot read (its methods are POST, PATCH, PUT and DELETE):
    // beside the method, its form says a read is an API resource, with a
    // link the keyboard reaches that opens a new API resource's form on the
    // API resources page, with the tool's URL and what else both kinds have.
    void toolFormOffersAnApiResourceForARead()
    {
        ResourcePanel *tools = open(Id::Tool);
        QVERIFY(tools);
        tools->newObject();
        baton::EditorDialog *toolForm = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (toolForm = tools->findChild<baton::EditorDialog *>()) && toolForm->isVisible(); }));
        QVERIFY(QTest::qWaitForWindowExposed(toolForm));
        const QString url = u"https://api.example.com/weather/{city}"_s;
        QTest::keyClicks(toolForm->findChild<QLineEdit *>(u"name"_s), u"weather"_s);
        QTest::keyClicks(toolForm->findChild<QLineEdit *>(u"urlTemplate"_s), url);

        auto *hint = toolForm->findChild<QLabel *>(u"methodHint"_s);
        QVERIFY(hint && hint->isVisible());
        QVERIFY2(hint->text().contains(u"API resource"_s), qPrintable(hint->text()));
        // Tab goes from the method to the hint, and on to its link; Return follows it.
        auto *method = toolForm->findChild<QComboBox *>(u"method"_s);
        toolForm->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), toolForm);
        method->setFocus(Qt::TabFocusReason);
        QTest::keyClick(method, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), hint);
        QTest::keyClick(hint, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), hint);
        QTest::keyClick(hint, Qt::Key_Return);

        ResourcePanel *resources = m_window->resourcePanel(Id::ApiResource);
        QVERIFY(resources);
        baton::EditorDialog *resourceForm = nullptr;
        QVERIFY(QTest::qWaitFor([&] {
            return (resourceForm = resources->findChild<baton::EditorDialog *>()) && resourceForm->isVisible();
        }));
        QCOMPARE(resourceForm->editor()->kind().id, Id::ApiResource);
        QCOMPARE(resourceForm->editor()->operation(), baton::Operation::Create);
        QCOMPARE(resourceForm->findChild<QLineEdit *>(u"urlTemplate"_s)->text(), url);
        QCOMPARE(resourceForm->findChild<QLineEdit *>(u"name"_s)->text(), u"weather"_s);
        // The tool's form stays as it was, under the new one.
        QVERIFY(toolForm->isVisible());
        resourceForm->reject();
    }

    // An answer's header names the model it came from, and links to it.
    void answerHeaderNamesTheModel()
    {
        baton::ChatPane *chat = m_window->chatPane();
        m_window->showPage(0);
        auto *target = chat->findChild<QComboBox *>(u"chatTarget"_s);
        QVERIFY(target);
        QTRY_VERIFY(target->findText(u"Support desk (group model)"_s) >= 0);
        target->setCurrentIndex(target->findText(u"Support desk (group model)"_s));
        auto *composer = chat->findChild<QPlainTextEdit *>(u"chatComposer"_s);
        composer->setPlainText(u"Hello"_s);
        QTest::keyClick(composer, Qt::Key_Return, Qt::ControlModifier);
        auto *transcript = chat->findChild<baton::TranscriptView *>();
        QVERIFY(transcript);
        QTRY_VERIFY_WITH_TIMEOUT(transcript->toPlainText().contains(u"Assistant  Support desk (group model)"_s), 10000);
        QVERIFY2(!transcript->toPlainText().contains(u"group:"_s), qPrintable(transcript->toPlainText().left(300)));
        const QPoint link = linkPoint(*transcript, u"Support desk (group model)"_s);
        QVERIFY(link.x() >= 0);
        QTest::mouseClick(transcript->viewport(), Qt::LeftButton, {}, link);
        ResourcePanel *groups = m_window->resourcePanel(Id::GroupModel);
        QTRY_COMPARE(m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget(), groups);
        QTRY_COMPARE(groups->currentObject().value(u"name"_s).toString(), u"Support desk"_s);
    }
};

QTEST_MAIN(tst_RelationsUi)
#include "tst_relationsui.moc"

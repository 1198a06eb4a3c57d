#include "BadToolsList.h"
#include "EditorFixture.h"
#include "core/api/CurlCommand.h"
#include "core/models/FileStatusPoller.h"
#include "core/models/RequestLogModel.h"
#include "core/relations/NameBook.h"
#include "support/EventOrder.h"
#include "ui/editors/FileUploadDialog.h"
#include "ui/panels/FileUploads.h"
#include "ui/panels/FilterBar.h"
#include "ui/panels/PageCommands.h"
#include "ui/panels/ResourceDetail.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/StatusColors.h"
#include "ui/widgets/TeamPicker.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QUrlQuery>

#include <tuple>

using namespace Qt::StringLiterals;
using baton::EditorDialog;
using baton::FileUploadDialog;
using baton::ResourceKind;
using baton::ResourcePanel;
using baton::sandbox::Record;
using editortest::Fixture;
using Id = baton::ResourceKind::Id;

// ResourcePanel against an in-process sandbox over loopback HTTP: lazy paging,
// filters, the actions and their failures, the detail pane, the layout.
class TestResourcePanel : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;
    std::unique_ptr<baton::NameBook> m_names;

    std::unique_ptr<ResourcePanel> openPanel(Id kind, baton::ApiClient *client = nullptr)
    {
        auto panel
            = std::make_unique<ResourcePanel>(client ? *client : m_fixture->client, *m_names, ResourceKind::get(kind));
        panel->resize(1000, 640);
        panel->show();
        if (!QTest::qWaitForWindowExposed(panel.get()))
            return nullptr;
        return panel;
    }

    template<typename T> static T *child(QWidget &parent, const QString &name) { return parent.findChild<T *>(name); }

    static QTableView *table(QWidget &panel) { return child<QTableView>(panel, u"resourceTable"_s); }

    // Waits until the panel's list is quiet; false on a timeout.
    // The list read as far as the view wants it: the view asks for more from
    // a zero timer after each layout, so settled is a read ended, its rows
    // laid out and that timer past without a new read.
    static bool settled(ResourcePanel &panel)
    {
        for (int pass = 0; pass < 100; ++pass) {
            if (!QTest::qWaitFor([&panel] { return !panel.model().loading(); }, 10000))
                return false;
            if (!testsupport::runLayouts() || !testsupport::runPastTimersDueWithin(std::chrono::milliseconds(0)))
                return false;
            if (!panel.model().loading())
                return true;
        }
        return false;
    }

    // The list requests sent for a collection, oldest first.
    [[nodiscard]] QList<QUrlQuery> listQueries(const QString &collection) const
    {
        QList<QUrlQuery> queries;
        for (const baton::RequestLog::Entry &entry : m_fixture->entries("GET")) {
            const QUrl url(entry.url);
            if (url.path() == collection)
                queries << QUrlQuery(url.query(QUrl::FullyDecoded));
        }
        return queries;
    }

    static int rowOfName(ResourcePanel &panel, const QString &name)
    {
        QAbstractItemModel *model = table(panel)->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data().toString() == name)
                return row;
        }
        return -1;
    }

    static void clickRow(ResourcePanel &panel, int row)
    {
        QTableView *view = table(panel);
        const QModelIndex index = view->model()->index(row, 0);
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    }

    static void doubleClickRow(ResourcePanel &panel, int row)
    {
        QTableView *view = table(panel);
        const QModelIndex index = view->model()->index(row, 0);
        view->scrollTo(index);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    }

    Record &apiResource(const QString &name) const
    {
        return m_fixture->create(Id::ApiResource,
                                 {{u"name"_s, name},
                                  {u"description"_s, u"Opening hours of the shop"_s},
                                  {u"urlTemplate"_s, u"http://127.0.0.1:1/hours"_s}});
    }

    static EditorDialog *dialogOf(ResourcePanel &panel) { return panel.findChild<EditorDialog *>(); }

    // The API resources page's New… form, named "Opening hours", whose
    // Authorization header went to a new secret by Move to a secret…; null
    // when a step did not come.
    EditorDialog *formWithAMovedSecret(ResourcePanel &resources)
    {
        if (!settled(resources))
            return nullptr;
        resources.newObject();
        EditorDialog *dialog = nullptr;
        if (!QTest::qWaitFor([&] { return (dialog = dialogOf(resources)) && dialog->isVisible(); }))
            return nullptr;
        QTest::keyClicks(child<QLineEdit>(*dialog, u"name"_s), u"Opening hours"_s);
        return editortest::moveAuthorizationToASecret(*dialog) ? dialog : nullptr;
    }

    // Gives up that form and answers Delete to the question about its
    // secret; false when the question did not come as it should.
    static bool giveUpAndDeleteItsSecret(ResourcePanel &resources, EditorDialog &dialog)
    {
        baton::MessageBox::setNextAnswer(QMessageBox::Discard);
        editortest::BoxSeen seen;
        editortest::clickInNextMessageBox(u"Delete"_s, &seen);
        QTest::mouseClick(editortest::cancelButton(dialog), Qt::LeftButton);
        return QTest::qWaitFor([&] { return !dialogOf(resources); })
            && seen.text == u"Delete the secret “Opening hours Authorization” created for this form?"_s;
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<Fixture>();
        m_names = std::make_unique<baton::NameBook>(m_fixture->client);
    }
    void cleanup()
    {
        m_names.reset();
        m_fixture.reset();
    }

    // An id, a URL: a token wider than a narrow pane breaks inside rather than
    // widening the whole table, whose prose was then cut at the pane's edge
    // (by a few pixels: once the vertical scroll bar came); copied, it reads
    // as it is.
    void longTokensBreakInTheDetail()
    {
        baton::ResourceDetail detail(ResourceKind::get(Id::CustomModel), *m_names);
        detail.resize(300, 200);
        detail.show();
        QVERIFY(QTest::qWaitForWindowExposed(&detail));
        const QString id = u"a3628f80-7c3d-4b5d-bf57-7803adedc1e0"_s;
        const QString url = u"https://tickets.example.com/v2/accounts/support_desk/queues/printer_fires"_s;
        detail.showObject({{u"id"_s, id},
                           {u"name"_s, u"Support assistant"_s},
                           {u"description"_s, url},
                           {u"defaultSystemInstruction"_s, u"You are a friendly support agent. Be brief."_s}});
        QVERIFY(testsupport::runLayouts());
        QVERIFY2(detail.document()->size().width() <= detail.viewport()->width(),
                 qPrintable(u"%1 wide in %2"_s.arg(detail.document()->size().width()).arg(detail.viewport()->width())));
        QCOMPARE(detail.horizontalScrollBar()->maximum(), 0);
        detail.selectAll();
        detail.copy();
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.contains(id) && copied.contains(url), qPrintable(copied));
    }

    // 1 000 tools: the first page fills the view, and each scroll to the end
    // reads exactly one more page.
    void pagesAreReadAsTheViewScrolls()
    {
        m_fixture->store().batch([this] {
            for (int i = 0; i < 1000; ++i)
                m_fixture->create(Id::Tool,
                                  {{u"name"_s, u"tool %1"_s.arg(i, 4, 10, QChar(u'0'))},
                                   {u"description"_s, u"Tool number %1"_s.arg(i)},
                                   {u"method"_s, u"POST"_s},
                                   {u"urlTemplate"_s, u"http://127.0.0.1:1/t/%1"_s.arg(i)}});
        });
        auto panel = openPanel(Id::Tool);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        const int pageSize = panel->model().pageSize();
        QCOMPARE(panel->model().rowCount(), pageSize);
        QCOMPARE(listQueries(u"/v1/tools"_s).size(), 1);
        QCOMPARE(panel->model().total(), 1000);
        QVERIFY(child<QLabel>(*panel, u"rowCountLabel"_s)->text().contains(u"of"_s));

        QTableView *view = table(*panel);
        clickRow(*panel, 0);
        for (int page = 2; page <= 4; ++page) {
            QTest::keyClick(view, Qt::Key_End, Qt::ControlModifier);
            QTRY_COMPARE(panel->model().rowCount(), page * pageSize);
            QVERIFY(settled(*panel));
            QCOMPARE(panel->model().rowCount(), page * pageSize);
            const QList<QUrlQuery> queries = listQueries(u"/v1/tools"_s);
            QCOMPARE(queries.size(), page);
            QCOMPARE(queries.constLast().queryItemValue(u"page"_s), QString::number(page));
            QCOMPARE(queries.constLast().queryItemValue(u"pageSize"_s), QString::number(pageSize));
        }
        QCOMPARE(view->model()->index(4 * pageSize - 1, 0).data().toString(),
                 u"tool %1"_s.arg(4 * pageSize - 1, 4, 10, QChar(u'0')));
    }

    // Typed text waits for a pause, a choice applies at once; an invalid value
    // is shown at its field and nothing is sent until it is corrected.
    void filtersSendTheirQuery()
    {
        for (const auto &[name, category] :
             {std::pair {u"Alpha writer"_s, u"writing"_s}, std::pair {u"Beta coder"_s, u"code"_s},
              std::pair {u"Alpha coder"_s, u"code"_s}})
            m_fixture->create(Id::CustomModel,
                              {{u"name"_s, name},
                               {u"llmModelName"_s, u"gpt-4o-mini"_s},
                               {u"category"_s, category},
                               {u"tags"_s, QJsonArray {u"demo"_s}}});
        auto panel = openPanel(Id::CustomModel);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        QCOMPARE(panel->model().rowCount(), 3);

        panel->focusFilter();
        auto *search = child<QLineEdit>(*panel, u"filter_search"_s);
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClicks(search, u"alpha"_s);
        QTRY_COMPARE(listQueries(u"/v1/custom-models"_s).constLast().queryItemValue(u"search"_s), u"alpha"_s);
        QVERIFY(settled(*panel));
        QCOMPARE(panel->model().rowCount(), 2);

        auto *sort = child<QComboBox>(*panel, u"filter_sort"_s);
        sort->setFocus();
        const int before = int(listQueries(u"/v1/custom-models"_s).size());
        while (sort->currentData().toString() != u"name"_s && sort->currentIndex() < sort->count() - 1)
            QTest::keyClick(sort, Qt::Key_Down);
        QCOMPARE(sort->currentData().toString(), u"name"_s);
        QTRY_VERIFY(listQueries(u"/v1/custom-models"_s).size() > before);
        QVERIFY(settled(*panel));
        QUrlQuery last = listQueries(u"/v1/custom-models"_s).constLast();
        QCOMPARE(last.queryItemValue(u"sort"_s), u"name"_s);
        QCOMPARE(last.queryItemValue(u"search"_s), u"alpha"_s);
        QCOMPARE(table(*panel)->model()->index(0, 0).data().toString(), u"Alpha coder"_s);

        auto *tags = child<QLineEdit>(*panel, u"filter_tags"_s);
        QTest::keyClicks(tags, u"demo, other"_s);
        QTest::keyClick(tags, Qt::Key_Return);
        QVERIFY(settled(*panel));
        QCOMPARE(listQueries(u"/v1/custom-models"_s).constLast().queryItemValue(u"tags"_s), u"demo,other"_s);

        // An invalid team id: said at the field, nothing sent, and nothing
        // moves while it is said.
        const int sent = int(listQueries(u"/v1/custom-models"_s).size());
        // The team is chosen among the teams seen, or its id typed.
        auto *picker = child<baton::TeamPicker>(*panel, u"filter_teamId"_s);
        QVERIFY(picker);
        QLineEdit *team = picker->lineEdit();
        // Named for what a person picks in it: a team, not its id.
        QCOMPARE(team->accessibleName(), u"Team"_s);
        QTableView *view = table(*panel);
        const QRect tableBefore(view->mapTo(panel.get(), QPoint()), view->size());
        const QRect teamBefore(picker->mapTo(panel.get(), QPoint()), picker->size());
        QTest::keyClicks(team, u"not-a-uuid"_s);
        QTest::keyClick(team, Qt::Key_Return);
        auto *teamError = team->findChild<QAction *>(u"filterError_teamId"_s);
        QVERIFY(teamError);
        QVERIFY(teamError->isVisible());
        const QString message
            = baton::Validator::validateQuery(ResourceKind::get(Id::CustomModel), {{u"teamId"_s, u"not-a-uuid"_s}})
                  .value(0)
                  .message;
        QVERIFY(!message.isEmpty());
        QCOMPARE(teamError->toolTip(), message);
        QCOMPARE(picker->toolTip(), message);
        QCOMPARE(picker->accessibleDescription(), message);
        QVERIFY(settled(*panel));
        QCOMPARE(QRect(view->mapTo(panel.get(), QPoint()), view->size()), tableBefore);
        QCOMPARE(QRect(picker->mapTo(panel.get(), QPoint()), picker->size()), teamBefore);
        QCOMPARE(listQueries(u"/v1/custom-models"_s).size(), sent);
        QCOMPARE(panel->model().rowCount(), 0);
        QVERIFY(child<QLabel>(*panel, u"rowCountLabel"_s)->text().contains(u"filter"_s));

        editortest::retype(team, m_fixture->admin().teamId);
        QTest::keyClick(team, Qt::Key_Return);
        QVERIFY(!teamError->isVisible());
        QVERIFY(picker->toolTip().isEmpty());
        QVERIFY(picker->accessibleDescription().isEmpty());
        QTRY_COMPARE(listQueries(u"/v1/custom-models"_s).size(), sent + 1);
        QCOMPARE(listQueries(u"/v1/custom-models"_s).constLast().queryItemValue(u"teamId"_s),
                 m_fixture->admin().teamId);

        // Chosen by its name once the teams are seen: the id is sent.
        m_names->setTeamLabels({{m_fixture->admin().teamId, u"Support"_s}});
        m_names->load();
        QVERIFY(QTest::qWaitFor([this] { return !m_names->isLoading(); }, 10000));
        editortest::retype(team, QString());
        QVERIFY(settled(*panel));
        const int chosen = picker->findText(u"Support"_s);
        QVERIFY(chosen >= 0);
        // The page's own reads (50 a page), not the names' (100 a page).
        const auto pageReads = [this] {
            QList<QUrlQuery> reads = listQueries(u"/v1/custom-models"_s);
            reads.removeIf([](const QUrlQuery &query) { return query.queryItemValue(u"limit"_s) != u"50"_s; });
            return reads;
        };
        QTRY_VERIFY(!pageReads().constLast().hasQueryItem(u"teamId"_s));
        picker->setCurrentIndex(chosen);
        QTRY_COMPARE(pageReads().constLast().queryItemValue(u"teamId"_s), m_fixture->admin().teamId);
        QCOMPARE(team->text(), u"Support"_s);
    }

    // What the tools are shared with is chosen by name among the objects of
    // the scope type chosen, and its id is sent; a pasted id the console does
    // not know is sent as it is and shown as it is.
    void sharedWithIsChosenByName()
    {
        const auto customModel = [this](const QString &name) {
            return m_fixture->create(Id::CustomModel, {{u"name"_s, name}, {u"llmModelName"_s, u"gpt-4o-mini"_s}}).id;
        };
        const QString support = customModel(u"Support bot"_s);
        const QString sales = customModel(u"Sales bot"_s);
        const QString desk
            = m_fixture
                  ->create(Id::GroupModel,
                           {{u"name"_s, u"Triage desk"_s},
                            {u"defaultMode"_s, u"auto"_s},
                            {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}}})
                  .id;
        for (const auto &[name, type, id] :
             {std::tuple {u"Refund order"_s, u"customModel"_s, support},
              std::tuple {u"Send quote"_s, u"customModel"_s, sales}, std::tuple {u"Escalate"_s, u"groupModel"_s, desk}})
            m_fixture->create(Id::Tool,
                              {{u"name"_s, name},
                               {u"description"_s, name},
                               {u"method"_s, u"POST"_s},
                               {u"urlTemplate"_s, u"http://127.0.0.1:1/t"_s},
                               {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, type}, {u"id"_s, id}}}}});
        m_names->load();
        QVERIFY(QTest::qWaitFor([this] { return !m_names->isLoading(); }, 10000));
        auto panel = openPanel(Id::Tool);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        QCOMPARE(panel->model().rowCount(), 3);

        auto *type = child<QComboBox>(*panel, u"filter_scopeType"_s);
        auto *objects = child<QComboBox>(*panel, u"filter_scopeId"_s);
        QVERIFY(type);
        QVERIFY(objects);
        QLineEdit *edit = objects->lineEdit();
        const auto labelOf = [&panel](QWidget *field) {
            const QList<QLabel *> labels = panel->findChildren<QLabel *>();
            const auto it = std::find_if(labels.cbegin(), labels.cend(),
                                         [field](const QLabel *label) { return label->buddy() == field; });
            return it == labels.cend() ? QString() : (*it)->text();
        };
        const auto offered = [objects] {
            QStringList names;
            for (int i = 0; i < objects->count(); ++i)
                names << objects->itemText(i);
            return names;
        };
        const auto chooseType = [type](const QString &value) {
            type->setFocus();
            while (type->currentData().toString() != value && type->currentIndex() < type->count() - 1)
                QTest::keyClick(type, Qt::Key_Down);
            while (type->currentData().toString() != value && type->currentIndex() > 0)
                QTest::keyClick(type, Qt::Key_Up);
            return type->currentData().toString() == value;
        };
        const auto last = [this] { return listQueries(u"/v1/tools"_s).constLast(); };
        const auto names = [&panel] {
            QStringList shown;
            for (int row = 0; row < panel->model().rowCount(); ++row)
                shown << table(*panel)->model()->index(row, 0).data().toString();
            return shown;
        };
        const auto paste = [edit](const QString &text) {
            edit->setFocus();
            edit->selectAll();
            QGuiApplication::clipboard()->setText(text);
            QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier);
            QTest::keyClick(edit, Qt::Key_Return);
        };

        // Shared with anything: no object to choose until its type is.
        QCOMPARE(labelOf(type), u"Shared with"_s);
        QVERIFY(!objects->isEnabled());
        QCOMPARE(labelOf(objects), u"Team or model"_s);

        // Custom models, by name; typing narrows them; the one chosen is sent by its id.
        QVERIFY(chooseType(u"customModel"_s));
        QTRY_COMPARE(last().queryItemValue(u"scopeType"_s), u"customModel"_s);
        QVERIFY(!last().hasQueryItem(u"scopeId"_s));
        QVERIFY(objects->isEnabled());
        QCOMPARE(labelOf(objects), u"Custom model"_s);
        QCOMPARE(edit->accessibleName(), u"Custom model"_s);
        QCOMPARE(offered(), (QStringList {u"Sales bot"_s, u"Support bot"_s}));
        edit->setFocus();
        QTest::keyClicks(edit, u"port"_s);
        QCompleter *completer = objects->completer();
        QTRY_VERIFY(completer->popup()->isVisible());
        QCOMPARE(completer->completionCount(), 1);
        QCOMPARE(completer->currentCompletion(), u"Support bot"_s);
        QTest::keyClick(completer->popup(), Qt::Key_Down);
        QTest::keyClick(completer->popup(), Qt::Key_Return);
        QTRY_COMPARE(last().queryItemValue(u"scopeId"_s), support);
        QCOMPARE(last().queryItemValue(u"scopeType"_s), u"customModel"_s);
        QCOMPARE(edit->text(), u"Support bot"_s);
        QVERIFY(settled(*panel));
        QCOMPARE(names(), QStringList {u"Refund order"_s});

        // Another type: its objects are offered, the custom model no longer
        // chosen, and one request says so.
        const qsizetype sent = listQueries(u"/v1/tools"_s).size();
        QVERIFY(chooseType(u"groupModel"_s));
        QTRY_COMPARE(last().queryItemValue(u"scopeType"_s), u"groupModel"_s);
        QVERIFY(!last().hasQueryItem(u"scopeId"_s));
        QCOMPARE(labelOf(objects), u"Group model"_s);
        QCOMPARE(offered(), QStringList {u"Triage desk"_s});
        QVERIFY(edit->text().isEmpty());
        QVERIFY(settled(*panel));
        QCOMPARE(listQueries(u"/v1/tools"_s).size(), sent + 1);
        QCOMPARE(names(), QStringList {u"Escalate"_s});

        // A pasted id the console knows: sent, and shown by its name.
        paste(desk);
        QTRY_COMPARE(last().queryItemValue(u"scopeId"_s), desk);
        QTRY_COMPARE(edit->text(), u"Triage desk"_s);
        QVERIFY(settled(*panel));
        QCOMPARE(names(), QStringList {u"Escalate"_s});

        // One it does not know: sent as it is, and shown as it is.
        const QString unknown = u"0f1e2d3c-4b5a-4697-8877-665544332211"_s;
        paste(unknown);
        QTRY_COMPARE(last().queryItemValue(u"scopeId"_s), unknown);
        QCOMPARE(edit->text(), unknown);
        QVERIFY(settled(*panel));
        QCOMPARE(panel->model().rowCount(), 0);
        QCOMPARE(edit->text(), unknown);

        // Custom models read afterwards are offered with the others; two of
        // the same name are told apart by the start of their ids.
        customModel(u"Billing bot"_s);
        const QString otherSales = customModel(u"Sales bot"_s);
        m_names->reload(Id::CustomModel);
        QVERIFY(QTest::qWaitFor([this] { return !m_names->isLoading(); }, 10000));
        QVERIFY(chooseType(u"customModel"_s));
        QStringList salesBots {u"Sales bot (%1)"_s.arg(sales.left(8)), u"Sales bot (%1)"_s.arg(otherSales.left(8))};
        if (otherSales < sales)
            salesBots.swapItemsAt(0, 1);
        QCOMPARE(offered(), QStringList {u"Billing bot"_s} + salesBots + QStringList {u"Support bot"_s});
        QCOMPARE(edit->text(), unknown);
        QTRY_COMPARE(last().queryItemValue(u"scopeType"_s), u"customModel"_s);
        QCOMPARE(last().queryItemValue(u"scopeId"_s), unknown);
    }

    // A secret made by Move to a secret… on the API resources page is listed
    // on the secrets page when it is shown again, without a refresh; so is
    // its deletion when the form is given up.
    void secretMadeOnAnotherPageIsListedThere()
    {
        m_fixture->create(Id::Secret, {{u"name"_s, u"Older key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}});
        auto secrets = openPanel(Id::Secret);
        QVERIFY(secrets);
        QVERIFY(settled(*secrets));
        QCOMPARE(secrets->model().rowCount(), 1);
        secrets->hide();

        auto resources = openPanel(Id::ApiResource);
        QVERIFY(resources);
        EditorDialog *dialog = formWithAMovedSecret(*resources);
        QVERIFY(dialog);
        QCOMPARE(m_fixture->entries("POST").size(), 1);

        // Back on the secrets page: the new secret is there.
        resources->hide();
        secrets->show();
        QTRY_VERIFY(rowOfName(*secrets, u"Opening hours Authorization"_s) >= 0);
        QVERIFY(settled(*secrets));
        QCOMPARE(secrets->model().rowCount(), 2);

        // The form given up and its secret deleted: gone from the list in view.
        secrets->hide();
        resources->show();
        QVERIFY(giveUpAndDeleteItsSecret(*resources, *dialog));
        secrets->show();
        QTRY_COMPARE(m_fixture->entries("DELETE").size(), 1);
        QTRY_VERIFY(rowOfName(*secrets, u"Opening hours Authorization"_s) < 0);
        QVERIFY(settled(*secrets));
        QCOMPARE(secrets->model().rowCount(), 1);
    }

    // A change made elsewhere while the page is busy with a form of its own
    // (here the deletion of a secret made for another page's form) is read
    // when the form closes, not dropped; the page's own save and delete are
    // applied to its rows, with no reload.
    void changeWhileBusyIsReadWhenTheFormCloses()
    {
        auto secrets = openPanel(Id::Secret);
        QVERIFY(secrets);
        QVERIFY(settled(*secrets));
        auto resources = openPanel(Id::ApiResource);
        QVERIFY(resources);
        EditorDialog *dialog = formWithAMovedSecret(*resources);
        QVERIFY(dialog);
        const QString name = u"Opening hours Authorization"_s;
        QTRY_VERIFY(rowOfName(*secrets, name) >= 0);
        QVERIFY(settled(*secrets));

        // The secrets page opens a form of its own (New…) ...
        secrets->newObject();
        EditorDialog *secretForm = nullptr;
        QTRY_VERIFY((secretForm = dialogOf(*secrets)) && secretForm->isVisible());
        // ... while the other form is given up and its secret deleted.
        QSignalSpy changes(&m_fixture->client, &baton::ApiClient::objectsChanged);
        QVERIFY(giveUpAndDeleteItsSecret(*resources, *dialog));
        // The deletion answered, and heard by the pages.
        QTRY_COMPARE(changes.size(), 1);
        QCOMPARE(changes.constFirst().constFirst().value<Id>(), Id::Secret);
        QCOMPARE(m_fixture->entries("DELETE").size(), 1);
        QCOMPARE(m_fixture->store().count(Id::Secret), 0);
        // Nothing moves under the open form.
        QVERIFY(rowOfName(*secrets, name) >= 0);

        const qsizetype lists = listQueries(u"/v1/secrets"_s).size();
        QTest::keyClick(secretForm, Qt::Key_Escape);
        QTRY_VERIFY(!dialogOf(*secrets));
        QTRY_VERIFY(rowOfName(*secrets, name) < 0);
        QVERIFY(settled(*secrets));
        QCOMPARE(listQueries(u"/v1/secrets"_s).size(), lists + 1);

        // The page's own save and delete: applied to the rows, no reload.
        secrets->newObject();
        QTRY_VERIFY((secretForm = dialogOf(*secrets)) && secretForm->isVisible());
        QTest::keyClicks(child<QLineEdit>(*secretForm, u"name"_s), u"Weather key"_s);
        QTest::keyClicks(child<QLineEdit>(*secretForm, u"value"_s), u"sk-live-0123"_s);
        QTest::mouseClick(editortest::saveButton(*secretForm), Qt::LeftButton);
        QTRY_VERIFY(!dialogOf(*secrets));
        QTRY_VERIFY(rowOfName(*secrets, u"Weather key"_s) >= 0);
        clickRow(*secrets, rowOfName(*secrets, u"Weather key"_s));
        // The page's commands say the delete has ended (done) once the page
        // has heard of the change and applied it, and reloaded had it taken
        // the change for another's: the spy, connected last, records after that.
        auto *commands = secrets->findChild<baton::PageCommands *>();
        QVERIFY(commands);
        QSignalSpy ended(commands, &baton::PageCommands::done);
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        secrets->deleteCurrent();
        QTRY_COMPARE(m_fixture->entries("DELETE").size(), 2);
        QTRY_COMPARE(ended.size(), 1);
        QVERIFY(rowOfName(*secrets, u"Weather key"_s) < 0);
        QCOMPARE(listQueries(u"/v1/secrets"_s).size(), lists + 1);
    }

    void deleteAsksFirst()
    {
        const QString id = apiResource(u"Opening hours"_s).id;
        auto panel = openPanel(Id::ApiResource);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        const int row = rowOfName(*panel, u"Opening hours"_s);
        QVERIFY(row >= 0);
        QVERIFY(!panel->canDelete());
        clickRow(*panel, row);
        QVERIFY(panel->canDelete());

        const int asked = baton::MessageBox::questionsAsked();
        baton::MessageBox::setNextAnswer(QMessageBox::No);
        // The main window's Delete… calls the slot (tst_toolbar triggers it there).
        panel->deleteCurrent();
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 1);
        QVERIFY(m_fixture->entries("DELETE").isEmpty());
        QVERIFY(m_fixture->store().find(Id::ApiResource, id));
        QCOMPARE(rowOfName(*panel, u"Opening hours"_s), row);

        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(table(*panel), Qt::Key_Delete);
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 2);
        QTRY_COMPARE(rowOfName(*panel, u"Opening hours"_s), -1);
        QVERIFY(!m_fixture->store().find(Id::ApiResource, id));
        QVERIFY(!panel->canDelete());
        QVERIFY(!child<QWidget>(*panel, u"messageBar"_s)->isVisible());
    }

    // A secret still used by a tool: 409, the service's words in the panel, the row kept.
    void deleteConflictIsShownInThePanel()
    {
        const QString secretId
            = m_fixture
                  ->create(Id::Secret,
                           {{u"name"_s, u"Weather key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"wx-0001"_s}})
                  .id;
        m_fixture->create(
            Id::Tool,
            {{u"name"_s, u"Weather"_s},
             {u"description"_s, u"Reads the weather"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:1/weather"_s},
             {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Key"_s}, {u"secretId"_s, secretId}}}}});
        auto panel = openPanel(Id::Secret);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        clickRow(*panel, rowOfName(*panel, u"Weather key"_s));
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QVERIFY(panel->canDelete());
        QTest::keyClick(table(*panel), Qt::Key_Delete);
        auto *bar = child<QWidget>(*panel, u"messageBar"_s);
        QTRY_VERIFY(bar->isVisible());
        const QString text = child<QLabel>(*panel, u"messageText"_s)->text();
        QVERIFY2(text.contains(u"still used by the tool “Weather”"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Weather key"_s), qPrintable(text));
        QVERIFY2(text.contains(u"(HTTP 409, conflict_error/conflict)"_s), qPrintable(text));
        QCOMPARE(child<QLabel>(*panel, u"messageText"_s)->textFormat(), Qt::PlainText); // markup shows as is
        QVERIFY2(text.contains(m_fixture->log.at(m_fixture->log.count() - 1).requestId), qPrintable(text));
        QVERIFY(!child<QPushButton>(*panel, u"retryButton"_s)->isVisible());
        QVERIFY(rowOfName(*panel, u"Weather key"_s) >= 0);
        QVERIFY(m_fixture->store().find(Id::Secret, secretId));
        QVERIFY(QApplication::activeModalWidget() == nullptr);
    }

    // The English plural of "object(s)", which the tests' C locale leaves as written.
    static void pluralised(QString &text) { text.replace(u"object(s)"_s, u"objects"_s); }

    // The names read again, then the secrets page with "Mail key" selected.
    std::unique_ptr<ResourcePanel> mailKeySelected()
    {
        m_names->load();
        if (!QTest::qWaitFor([this] { return !m_names->isLoading(); }, 10000))
            return nullptr;
        auto secrets = openPanel(Id::Secret);
        if (!secrets || !settled(*secrets))
            return nullptr;
        clickRow(*secrets, rowOfName(*secrets, u"Mail key"_s));
        return secrets;
    }

    // A secret used by a tool and a custom model, as the delete question names them.
    QString secretUsedByAToolAndAModel()
    {
        const QString secretId
            = m_fixture
                  ->create(Id::Secret,
                           {{u"name"_s, u"Mail key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"mk-0001"_s}})
                  .id;
        m_fixture->create(
            Id::Tool,
            {{u"name"_s, u"Send mail"_s},
             {u"description"_s, u"Sends a mail"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:1/mail"_s},
             {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, secretId}}}}});
        m_fixture->create(Id::CustomModel,
                          {{u"name"_s, u"Writer"_s},
                           {u"llmModelName"_s, u"gpt-4o-mini"_s},
                           {u"credentialMode"_s, u"byok"_s},
                           {u"byokSecretId"_s, secretId}});
        m_names->load();
        if (!QTest::qWaitFor([this] { return !m_names->isLoading(); }, 10000))
            return {};
        return secretId;
    }

    // The question names each user and how it uses the secret; No stays the default.
    void deleteQuestionListsWhoUsesIt()
    {
        const QString secretId = secretUsedByAToolAndAModel();
        QVERIFY(!secretId.isEmpty());
        auto panel = openPanel(Id::Secret);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        clickRow(*panel, rowOfName(*panel, u"Mail key"_s));
        editortest::BoxSeen seen;
        editortest::clickInNextMessageBox(u"&No"_s, &seen);
        QTest::keyClick(table(*panel), Qt::Key_Delete);
        QTRY_VERIFY(!seen.text.isEmpty());
        pluralised(seen.text);
        QVERIFY2(seen.text.startsWith(u"Delete the secret “Mail key”?"_s), qPrintable(seen.text));
        QVERIFY2(seen.text.contains(u"2 objects use it:\n"
                                    "• Tool “Send mail” — header X-Api-Key\n"
                                    "• Custom model “Writer” — BYOK"_s),
                 qPrintable(seen.text));
        QVERIFY2(!seen.text.contains(secretId), qPrintable(seen.text));
        QVERIFY2(!seen.text.contains(u"Not every list"_s), qPrintable(seen.text));
        QCOMPARE(seen.defaultButton, u"&No"_s);
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
        QVERIFY(m_fixture->entries("DELETE").isEmpty());
        QVERIFY(m_fixture->store().find(Id::Secret, secretId));

        // Before every list is read, the question says the list may be short.
        m_names->clear();
        editortest::BoxSeen unread;
        editortest::clickInNextMessageBox(u"&No"_s, &unread);
        QTest::keyClick(table(*panel), Qt::Key_Delete);
        QTRY_VERIFY(!unread.text.isEmpty());
        QVERIFY2(unread.text.endsWith(u"Not every list has been read, so other objects may use it too."_s),
                 qPrintable(unread.text));
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    }

    // The tools list answered with a proxy's sign-in page (200 text/html) is
    // not an empty list: the tools page says it could not be read and what
    // came back, never "No tools yet", and Retry reads it again; the secrets
    // page's delete question and Used by say the tools could not be read,
    // never that nothing uses the secret.
    void unreadableListIsNotEmpty()
    {
        baton::test::LoopbackServer server;
        QVERIFY(server.port() != 0);
        badtools::serve(server, badtools::Answer::SignInPage);
        m_fixture->client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-loop"_s);
        const auto toolRequests = [&server] {
            return std::count_if(server.requests().cbegin(), server.requests().cend(),
                                 [](const auto &request) { return request.path == u"/v1/tools"_s; });
        };

        auto tools = openPanel(Id::Tool);
        QVERIFY(tools);
        QVERIFY(settled(*tools));
        QCOMPARE(child<QLabel>(*tools, u"rowCountLabel"_s)->text(), u"The tools could not be read"_s);
        QVERIFY(child<QWidget>(*tools, u"messageBar"_s)->isVisible());
        const QString message = child<QLabel>(*tools, u"messageText"_s)->text();
        QVERIFY2(message.startsWith(u"The tools could not be read: "_s), qPrintable(message));
        for (const QString &part : {u"HTTP 200, text/html"_s, u"begins: “Please sign in”"_s, u"req_proxy"_s})
            QVERIFY2(message.contains(part), qPrintable(message));
        QCOMPARE(toolRequests(), 1);
        QTest::mouseClick(child<QPushButton>(*tools, u"retryButton"_s), Qt::LeftButton);
        QTRY_COMPARE(toolRequests(), 2);
        QVERIFY(settled(*tools));
        QVERIFY(child<QWidget>(*tools, u"messageBar"_s)->isVisible());
        QCOMPARE(child<QLabel>(*tools, u"messageText"_s)->text(), message);
        tools.reset();

        auto secrets = mailKeySelected();
        QVERIFY(secrets);
        const QString usedBy = child<QTextBrowser>(*secrets, u"detailView"_s)->toPlainText();
        QVERIFY2(usedBy.contains(u"The tools could not be read: "_s), qPrintable(usedBy));
        QVERIFY2(usedBy.contains(u"Please sign in"_s), qPrintable(usedBy));
        QVERIFY2(!usedBy.contains(u"Nothing refers to it."_s), qPrintable(usedBy));

        editortest::BoxSeen seen;
        editortest::clickInNextMessageBox(u"&No"_s, &seen);
        QTest::keyClick(table(*secrets), Qt::Key_Delete);
        QTRY_VERIFY(!seen.text.isEmpty());
        QVERIFY2(seen.text.startsWith(u"Delete the secret “Mail key”?"_s), qPrintable(seen.text));
        QVERIFY2(seen.text.contains(u"The tools could not be read: "_s), qPrintable(seen.text));
        QVERIFY2(seen.text.contains(u"begins: “Please sign in”"_s), qPrintable(seen.text));
        QVERIFY2(seen.text.endsWith(u"other objects may use it too."_s), qPrintable(seen.text));
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    }

    // The detail pane follows the names as they change, shown or not: a tool
    // that starts using the selected secret while the page is hidden is in
    // its Used by when the page shows again (no Refresh), and a tools list
    // that then fails to read says so in the pane shown.
    void detailFollowsTheNames()
    {
        baton::test::LoopbackServer server;
        QVERIFY(server.port() != 0);
        enum class Tools { None, UsingTheSecret, Unavailable };
        Tools tools = Tools::None;
        server.setHandler([&tools](const baton::test::RecordedRequest &request, QHttpServerResponder &&responder) {
            if (request.path == u"/v1/secrets"_s)
                return badtools::replyJson(
                    responder,
                    badtools::compact({{u"data"_s, QJsonArray {badtools::secret()}}, {u"nextCursor"_s, {}}}));
            if (request.path != u"/v1/tools"_s || tools == Tools::None)
                return badtools::replyJson(responder, R"({"data":[],"page":1,"total":0})");
            if (tools == Tools::Unavailable)
                return baton::test::LoopbackServer::reply(
                    responder, 503, R"({"error":{"type":"service_unavailable","message":"Tools are resting"}})",
                    {{"Content-Type", "application/json"}, {"X-Request-Id", "req_rest"}});
            const QJsonObject tool {
                {u"id"_s, badtools::ToolId},
                {u"name"_s, u"Send mail"_s},
                {u"authFields"_s,
                 QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, badtools::SecretId}}}}};
            badtools::replyJson(
                responder,
                badtools::compact(
                    {{u"data"_s, QJsonArray {tool}}, {u"page"_s, 1}, {u"pageSize"_s, 50}, {u"total"_s, 1}}));
        });
        m_fixture->client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-loop"_s);
        auto secrets = mailKeySelected();
        QVERIFY(secrets);
        auto *pane = child<QTextBrowser>(*secrets, u"detailView"_s);
        QTRY_VERIFY2(pane->toPlainText().contains(u"Nothing refers to it."_s), qPrintable(pane->toPlainText()));

        secrets->hide();
        tools = Tools::UsingTheSecret;
        QSignalSpy read(m_names.get(), &baton::NameBook::changed);
        m_names->reload(Id::Tool);
        QVERIFY(read.wait(10000));
        // The page stays hidden for a round trip more, so that what follows
        // the tools' change in the event loop has run while it was hidden.
        QSignalSpy answered(m_fixture->client.get(u"/v1/secrets"_s), &baton::ApiJob::finished);
        QVERIFY(answered.wait(10000));
        secrets->show();
        QTRY_VERIFY2(pane->toPlainText().contains(u"Send mail"_s), qPrintable(pane->toPlainText()));
        QVERIFY2(!pane->toPlainText().contains(u"Nothing refers to it."_s), qPrintable(pane->toPlainText()));

        tools = Tools::Unavailable;
        QSignalSpy failed(m_names.get(), &baton::NameBook::failed);
        m_names->reload(Id::Tool);
        QVERIFY(failed.wait(10000));
        QTRY_VERIFY2(pane->toPlainText().contains(u"The tools could not be read: "_s), qPrintable(pane->toPlainText()));
        QVERIFY2(pane->toPlainText().contains(u"Tools are resting"_s), qPrintable(pane->toPlainText()));
    }

    // A tools page shorter than its total promises: the row read stays in
    // view, a bar says the list ended early and why, and the count says it
    // is not the whole list; no further page is asked for.
    void listEndedEarlyIsSaid()
    {
        baton::test::LoopbackServer server;
        QVERIFY(server.port() != 0);
        badtools::serve(server, badtools::Answer::ShortOfTotal);
        m_fixture->client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-loop"_s);
        auto tools = openPanel(Id::Tool);
        QVERIFY(tools);
        QVERIFY(settled(*tools));
        QCOMPARE(table(*tools)->model()->rowCount(), 1);
        QCOMPARE(table(*tools)->model()->index(0, 0).data().toString(), u"Send mail"_s);
        QCOMPARE(child<QLabel>(*tools, u"rowCountLabel"_s)->text(), u"1 of 120 loaded, not the whole list"_s);
        QVERIFY(child<QWidget>(*tools, u"messageBar"_s)->isVisible());
        const QString message = child<QLabel>(*tools, u"messageText"_s)->text();
        QVERIFY2(message.startsWith(u"The list ended early: Page 1 holds 1 item"_s), qPrintable(message));
        QVERIFY2(message.contains(u"where the list's total of 120 promises 50"_s), qPrintable(message));
        QVERIFY2(message.contains(u"req_list"_s), qPrintable(message));
        QCOMPARE(server.requests().size(), 1);
    }

    // A model used by a group model's agent and shared with by many tools: the
    // agent first, ten lines, then how many more.
    void deleteQuestionOfAModelShortensALongList()
    {
        const QString writer
            = m_fixture->create(Id::CustomModel, {{u"name"_s, u"Writer"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}}).id;
        const QJsonObject ref {{u"type"_s, u"custom"_s}, {u"customModelId"_s, writer}};
        m_fixture->create(Id::GroupModel,
                          {{u"name"_s, u"Board"_s},
                           {u"defaultMode"_s, u"auto"_s},
                           {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}},
                           {u"agents"_s, QJsonArray {QJsonObject {{u"ref"_s, ref}, {u"role"_s, u"reviewer"_s}}}}});
        for (int i = 1; i <= 12; ++i) {
            m_fixture->create(
                Id::Tool,
                {{u"name"_s, u"Tool %1"_s.arg(i, 2, 10, QChar(u'0'))},
                 {u"description"_s, u"A tool"_s},
                 {u"method"_s, u"GET"_s},
                 {u"urlTemplate"_s, u"http://127.0.0.1:1/t"_s},
                 {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, writer}}}}});
        }
        m_names->load();
        QVERIFY(QTest::qWaitFor([this] { return !m_names->isLoading(); }, 10000));
        auto panel = openPanel(Id::CustomModel);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        clickRow(*panel, rowOfName(*panel, u"Writer"_s));
        editortest::BoxSeen seen;
        editortest::clickInNextMessageBox(u"&No"_s, &seen);
        panel->deleteCurrent();
        QTRY_VERIFY(!seen.text.isEmpty());
        pluralised(seen.text);
        QVERIFY2(seen.text.contains(u"13 objects use it:\n"
                                    "• Group model “Board” — agent “reviewer”\n"
                                    "• Tool “Tool 01” — shared with this model\n"_s),
                 qPrintable(seen.text));
        QVERIFY2(seen.text.contains(u"• Tool “Tool 09” — shared with this model\nand 3 more"_s), qPrintable(seen.text));
        QVERIFY2(!seen.text.contains(u"Tool 10"_s), qPrintable(seen.text));
        QCOMPARE(seen.defaultButton, u"&No"_s);
        QVERIFY(m_fixture->entries("DELETE").isEmpty());
    }

    // Refused by the service (409): its words and request id, and every user by name.
    void deleteRefusalNamesTheUsers()
    {
        const QString secretId = secretUsedByAToolAndAModel();
        QVERIFY(!secretId.isEmpty());
        auto panel = openPanel(Id::Secret);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        clickRow(*panel, rowOfName(*panel, u"Mail key"_s));
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        panel->deleteCurrent();
        auto *bar = child<QWidget>(*panel, u"messageBar"_s);
        QTRY_VERIFY(bar->isVisible());
        QString text = child<QLabel>(*panel, u"messageText"_s)->text();
        pluralised(text);
        QVERIFY2(text.contains(u"“Mail key” was not deleted."_s), qPrintable(text));
        QVERIFY2(text.contains(u"The secret is still used by"_s), qPrintable(text));
        QVERIFY2(text.contains(u"(HTTP 409, conflict_error/conflict)"_s), qPrintable(text));
        QVERIFY2(text.contains(m_fixture->entries("DELETE").constLast().requestId), qPrintable(text));
        QVERIFY2(text.contains(u"Used by 2 objects:\n"
                               "• Tool “Send mail” — header X-Api-Key\n"
                               "• Custom model “Writer” — BYOK"_s),
                 qPrintable(text));
        QVERIFY(m_fixture->store().find(Id::Secret, secretId));

        // The bar is the refused delete's: it stays while "Mail key" is
        // selected, and goes once another secret is, or once what the console
        // knows of the objects changes (the users it names may have).
        m_fixture->create(Id::Secret, {{u"name"_s, u"Other key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"ok-1"_s}});
        panel->refresh();
        QVERIFY(settled(*panel));
        QTRY_COMPARE(rowOfName(*panel, u"Mail key"_s) >= 0 && rowOfName(*panel, u"Other key"_s) >= 0, true);
        clickRow(*panel, rowOfName(*panel, u"Mail key"_s));
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        panel->deleteCurrent();
        QTRY_VERIFY(bar->isVisible());
        clickRow(*panel, rowOfName(*panel, u"Mail key"_s));
        QVERIFY(bar->isVisible());
        clickRow(*panel, rowOfName(*panel, u"Other key"_s));
        QVERIFY2(bar->isHidden(), "the refused delete's words stayed over another secret");

        clickRow(*panel, rowOfName(*panel, u"Mail key"_s));
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        panel->deleteCurrent();
        QTRY_VERIFY(bar->isVisible());
        QSignalSpy read(m_names.get(), &baton::NameBook::changed);
        m_names->reload(Id::Tool);
        QVERIFY(read.wait(10000));
        QTRY_VERIFY2(bar->isHidden(), "the refused delete's words stayed after the tools were read again");
    }

    // A token without manageTools: a page naming the capability, no dialog, no loop of requests.
    void missingCapabilityHasAPageOfItsOwn()
    {
        baton::sandbox::ServerConfig config;
        config.tokens = {editortest::token(u"admin"_s, u"t-admin"_s), editortest::token(u"reader"_s, u"t-reader"_s)};
        config.tokens[1].capabilities.removeAll(u"manageTools"_s);
        baton::sandbox::Server server(config);
        QVERIFY(server.listen() != 0);
        baton::ApiClient client(m_fixture->network, m_fixture->log);
        client.setConnection(baton::Profile {u"reader"_s, server.baseUrl(), false, {}}, u"t-reader"_s);

        const int asked = baton::MessageBox::questionsAsked();
        auto panel = openPanel(Id::Tool, &client);
        QVERIFY(panel);
        auto *page = child<QWidget>(*panel, u"missingCapabilityPage"_s);
        QTRY_VERIFY(page->isVisible());
        QVERIFY(settled(*panel));
        const QString capabilityText = child<QLabel>(*panel, u"missingCapabilityText"_s)->text();
        QVERIFY(capabilityText.contains(u"manageTools"_s));
        // The service's own words and the request id, beside Baton's advice.
        QVERIFY2(capabilityText.contains(u"(HTTP 403, permission_error/missing_capability)"_s),
                 qPrintable(capabilityText));
        QVERIFY(!m_fixture->log.at(m_fixture->log.count() - 1).requestId.isEmpty());
        QVERIFY2(capabilityText.contains(m_fixture->log.at(m_fixture->log.count() - 1).requestId),
                 qPrintable(capabilityText));
        QVERIFY(!table(*panel)->isVisible());
        QCOMPARE(listQueries(u"/v1/tools"_s).size(), 1);
        QVERIFY(!panel->canCreate());
        panel->newObject();
        QVERIFY(!dialogOf(*panel));
        QCOMPARE(baton::MessageBox::questionsAsked(), asked);
        QVERIFY(QApplication::activeModalWidget() == nullptr);

        // After changing the connection, Try again reads the list.
        client.setConnection(baton::Profile {u"admin"_s, server.baseUrl(), false, {}}, u"t-admin"_s);
        QTest::mouseClick(child<QPushButton>(*panel, u"capabilityRetryButton"_s), Qt::LeftButton);
        QTRY_VERIFY(table(*panel)->isVisible());
        QVERIFY(settled(*panel));
        QVERIFY(panel->canCreate());
        QCOMPARE(listQueries(u"/v1/tools"_s).size(), 2);
    }

    // Edit reads the object first: gone elsewhere, it leaves the list with a short note.
    void editOfAnObjectDeletedElsewhere()
    {
        Record &gone = apiResource(u"Gone soon"_s);
        apiResource(u"Staying"_s);
        auto panel = openPanel(Id::ApiResource);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        clickRow(*panel, rowOfName(*panel, u"Gone soon"_s));
        m_fixture->store().remove(gone);

        doubleClickRow(*panel, rowOfName(*panel, u"Gone soon"_s));
        QTRY_COMPARE(rowOfName(*panel, u"Gone soon"_s), -1);
        QVERIFY(rowOfName(*panel, u"Staying"_s) >= 0);
        QVERIFY(child<QWidget>(*panel, u"messageBar"_s)->isVisible());
        QVERIFY(child<QLabel>(*panel, u"messageText"_s)->text().contains(u"deleted elsewhere"_s));
        QVERIFY(!dialogOf(*panel));
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QVERIFY(panel->currentObject().value(u"name"_s).toString() != u"Gone soon"_s);
    }

    void newEditAndDuplicate()
    {
        apiResource(u"Opening hours"_s);
        auto panel = openPanel(Id::ApiResource);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        QCOMPARE(panel->model().rowCount(), 1);

        // New, as the main window's New… does it (tst_toolbar triggers it there),
        // from a filter that has the keyboard.
        auto *filter = panel->findChild<baton::FilterBar *>()->findChild<QLineEdit *>();
        QVERIFY(filter);
        filter->setFocus();
        QVERIFY(panel->canCreate());
        panel->newObject();
        EditorDialog *dialog = dialogOf(*panel);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->editor()->operation(), baton::Operation::Create);
        QTest::keyClicks(child<QLineEdit>(*dialog, u"name"_s), u"Price list"_s);
        QTest::keyClicks(child<QPlainTextEdit>(*dialog, u"description"_s), u"Current prices"_s);
        QTest::keyClicks(child<QLineEdit>(*dialog, u"urlTemplate"_s), u"http://127.0.0.1:1/prices"_s);
        QTest::mouseClick(editortest::saveButton(*dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialogOf(*panel));
        QCOMPARE(panel->model().rowCount(), 2);
        QCOMPARE(m_fixture->store().count(Id::ApiResource), 2);
        QCOMPARE(panel->currentObject().value(u"name"_s).toString(), u"Price list"_s);
        // The keyboard goes to the row saved, not back to the filter: Return
        // edits it, Delete deletes it.
        QCOMPARE(panel->window()->focusWidget(), table(*panel));
        QVERIFY(child<QTextBrowser>(*panel, u"detailView"_s)->toPlainText().contains(u"Current prices"_s));
        QCOMPARE(listQueries(u"/v1/api-resources"_s).size(), 1); // no reload

        // Edit, with Return on the selected row: read fresh, then the form.
        clickRow(*panel, rowOfName(*panel, u"Opening hours"_s));
        const int gets = int(m_fixture->entries("GET").size());
        QTest::keyClick(table(*panel), Qt::Key_Return);
        QTRY_VERIFY(dialogOf(*panel));
        dialog = dialogOf(*panel);
        QCOMPARE(m_fixture->entries("GET").size(), gets + 1);
        QVERIFY(m_fixture->entries("GET").constLast().url.contains(panel->currentObject().value(u"id"_s).toString()));
        QCOMPARE(dialog->editor()->operation(), baton::Operation::Update);
        QTRY_VERIFY(dialog->isVisible());
        editortest::retype(child<QPlainTextEdit>(*dialog, u"description"_s), u"Open 9 to 5"_s);
        QTest::mouseClick(editortest::saveButton(*dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialogOf(*panel));
        QCOMPARE(panel->model().rowCount(), 2);
        QCOMPARE(panel->currentObject().value(u"description"_s).toString(), u"Open 9 to 5"_s);
        QVERIFY(child<QTextBrowser>(*panel, u"detailView"_s)->toPlainText().contains(u"Open 9 to 5"_s));

        // Duplicate: the values without id or timestamps, the name marked.
        QVERIFY(panel->canDuplicate());
        panel->duplicateCurrent();
        dialog = dialogOf(*panel);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->editor()->operation(), baton::Operation::Create);
        QCOMPARE(child<QLineEdit>(*dialog, u"name"_s)->text(), u"Opening hours (copy)"_s);
        QVERIFY(!dialog->editor()->object().contains(u"id"_s));
        QVERIFY(!dialog->editor()->object().contains(u"createdAt"_s));
        QTest::mouseClick(editortest::saveButton(*dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialogOf(*panel));
        QCOMPARE(panel->model().rowCount(), 3);
        QVERIFY(rowOfName(*panel, u"Opening hours (copy)"_s) >= 0);
        QCOMPARE(m_fixture->entries("POST").size(), 2);
        QCOMPARE(
            editortest::jsonOf(m_fixture->entries("POST").constLast().requestBody).value(u"description"_s).toString(),
            u"Open 9 to 5"_s);
        QCOMPARE(listQueries(u"/v1/api-resources"_s).size(), 1);
    }

    void detailNeverShowsASecretValue()
    {
        const QString value = u"sk-live-7f3a9c-never-shown"_s;
        m_fixture->create(Id::Secret,
                          {{u"name"_s, u"Billing key"_s},
                           {u"description"_s, u"For the billing API"_s},
                           {u"provider"_s, u"stripe"_s},
                           {u"scope"_s, u"user"_s},
                           {u"value"_s, value}});
        auto panel = openPanel(Id::Secret);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        clickRow(*panel, rowOfName(*panel, u"Billing key"_s));
        const QString detail = child<QTextBrowser>(*panel, u"detailView"_s)->toPlainText();
        QVERIFY(detail.contains(u"For the billing API"_s));
        QVERIFY(detail.contains(u"stripe"_s));
        // Each member by its label, with its name in the interface.
        QVERIFY(detail.contains(u"Value set\nhasValue"_s));
        QVERIFY(detail.contains(u"Provider\nprovider"_s));
        QVERIFY(!detail.contains(value));
        QVERIFY(!detail.contains(u"sk-live"_s));
        QVERIFY(!child<QTextBrowser>(*panel, u"detailView"_s)->toHtml().contains(u"sk-live"_s));
        QAbstractItemModel *model = table(*panel)->model();
        for (int column = 0; column < model->columnCount(); ++column)
            QVERIFY(!model->index(0, column).data().toString().contains(u"sk-live"_s));
        for (const QLabel *label : panel->findChildren<QLabel *>())
            QVERIFY(!label->text().contains(u"sk-live"_s));
    }

    // An API resource saved by another client with a credential in its
    // static headers: the detail pane, the request log and "Copy as cURL"
    // show it masked, the other headers as they are.
    void credentialHeadersSavedElsewhereAreMasked()
    {
        m_fixture->create(
            Id::ApiResource,
            {{u"name"_s, u"Stock levels"_s},
             {u"description"_s, u"Items in stock"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:1/stock"_s},
             {u"staticHeadersNonSecret"_s,
              QJsonObject {{u"Authorization"_s, u"Bearer abc123"_s}, {u"X-Client"_s, u"baton-sandbox-demo"_s}}}});
        auto panel = openPanel(Id::ApiResource);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        clickRow(*panel, rowOfName(*panel, u"Stock levels"_s));
        auto *detail = child<QTextBrowser>(*panel, u"detailView"_s);
        const QString text = detail->toPlainText();
        QVERIFY2(text.contains(u"\"Authorization\": \"Bearer ••••••••\""_s), qPrintable(text));
        QVERIFY2(text.contains(u"baton-sandbox-demo"_s), qPrintable(text));
        QVERIFY(!text.contains(u"abc123"_s));
        QVERIFY(!detail->toHtml().contains(u"abc123"_s));

        QVERIFY(!m_fixture->logHolds("abc123"));
        bool listed = false;
        for (qsizetype i = 0; i < m_fixture->log.count(); ++i) {
            const baton::RequestLog::Entry &entry = m_fixture->log.at(i);
            if (!entry.responseExcerpt.contains("Stock levels"))
                continue;
            listed = true;
            QVERIFY(entry.responseExcerpt.contains("Bearer ••••••••"));
            QVERIFY(!baton::CurlCommand::fromEntry(entry).contains(u"abc123"_s));
        }
        QVERIFY(listed);
    }

    void layoutIsSavedAndRestored()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QSettings settings(dir.filePath(u"layout.ini"_s), QSettings::IniFormat);
        QList<int> splitterSizes;
        int nameWidth = 0;
        {
            auto panel = openPanel(Id::Tool);
            QVERIFY(panel);
            QHeaderView *header = table(*panel)->horizontalHeader();
            header->resizeSection(0, 333);
            header->moveSection(1, 3);
            QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                              QPoint(header->sectionViewportPosition(2) + 5, header->height() / 2));
            QCOMPARE(header->sortIndicatorSection(), 2);
            auto *splitter = child<QSplitter>(*panel, u"detailSplitter"_s);
            splitter->setSizes({700, 300});
            splitterSizes = splitter->sizes();
            nameWidth = header->sectionSize(0);
            panel->saveLayout(settings);
        }
        settings.sync();
        QSettings reread(dir.filePath(u"layout.ini"_s), QSettings::IniFormat);
        QVERIFY(reread.contains(u"ResourcePanel/tools/header"_s));
        auto panel = openPanel(Id::Tool);
        QVERIFY(panel);
        panel->restoreLayout(reread);
        QHeaderView *header = table(*panel)->horizontalHeader();
        QCOMPARE(header->sectionSize(0), nameWidth);
        QCOMPARE(header->visualIndex(1), 3);
        QCOMPARE(header->sortIndicatorSection(), 2);
        QCOMPARE(table(*panel)->model()->headerData(2, Qt::Horizontal).toString(),
                 ResourceKind::get(Id::Tool).listColumns.at(2).translatedTitle());
        QCOMPARE(child<QSplitter>(*panel, u"detailSplitter"_s)->sizes(), splitterSizes);
    }

    // Files have no editor: New and dropped local files ask for an upload.
    // Files: New opens the upload dialog; files dropped on the panel get a
    // dialog each, one after another; an uploaded file shows in the list at
    // once and its status follows the service's processing until ready.
    void filesAreUploadedAndFollowedToReady()
    {
        m_fixture = std::make_unique<Fixture>(30);
        auto panel = openPanel(Id::File);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        auto *poller = panel->findChild<baton::FileStatusPoller *>(u"fileStatus"_s);
        QVERIFY(poller);
        poller->setInterval(std::chrono::milliseconds(20));

        QVERIFY(panel->canCreate());
        panel->newObject();
        QPointer<FileUploadDialog> dialog = panel->findChild<FileUploadDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(child<QLineEdit>(*dialog, u"fileName"_s)->text().isEmpty());
        QTest::mouseClick(child<QPushButton>(*dialog, u"closeButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!dialog);

        QTemporaryDir dir;
        const auto write = [&dir](const QString &name, const QByteArray &content) {
            QFile file(dir.filePath(name));
            return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() ? file.fileName()
                                                                                            : QString();
        };
        const QString hours = write(u"hours.txt"_s, "Open 9 to 5.\n");
        const QString prices = write(u"prices.txt"_s, "Tea 2, coffee 3.\n");
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(hours), QUrl::fromLocalFile(prices)});
        const QPoint at = table(*panel)->viewport()->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(panel.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(panel.get(), &drop);

        dialog = panel->findChild<FileUploadDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(child<QLineEdit>(*dialog, u"fileName"_s)->text(), u"hours.txt"_s);
        QVERIFY(editortest::choose(child<QComboBox>(*dialog, u"scope"_s), u"user"_s));
        QTest::mouseClick(child<QPushButton>(*dialog, u"uploadButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!dialog);

        // In the list at once, selected, and followed until ready.
        QVERIFY(rowOfName(*panel, u"hours.txt"_s) >= 0);
        const QString id = panel->currentObject().value(u"id"_s).toString();
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(panel->model().objectAt(panel->model().rowOfId(id)).value(u"status"_s).toString(),
                                  u"ready"_s, 5000);
        QVERIFY(!poller->isWatching(id));
        QTRY_VERIFY(child<QTextBrowser>(*panel, u"detailView"_s)->toPlainText().contains(u"ready"_s));

        // The second dropped file's dialog comes next; closing it ends the
        // queue, which the uploads say (done) instead of opening another.
        QTRY_VERIFY((dialog = panel->findChild<FileUploadDialog *>()) && dialog->isVisible());
        QCOMPARE(child<QLineEdit>(*dialog, u"fileName"_s)->text(), u"prices.txt"_s);
        auto *uploads = panel->findChild<baton::FileUploads *>();
        QVERIFY(uploads);
        QSignalSpy queueEnded(uploads, &baton::FileUploads::done);
        QTest::mouseClick(child<QPushButton>(*dialog, u"closeButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!dialog);
        QTRY_COMPARE(queueEnded.size(), 1);
        QVERIFY(!panel->findChild<FileUploadDialog *>());
        QCOMPARE(m_fixture->store().count(Id::File), 1);

        QMimeData remote;
        remote.setUrls({QUrl(u"https://example.invalid/x"_s)});
        QDragEnterEvent refused(at, Qt::CopyAction, &remote, Qt::LeftButton, Qt::NoModifier);
        refused.setAccepted(false);
        QCoreApplication::sendEvent(panel.get(), &refused);
        QVERIFY(!refused.isAccepted());

        // The file filters: a type from its combo box.
        auto *type = child<QComboBox>(*panel, u"filter_resourceType"_s);
        type->setFocus();
        while (type->currentData().toString() != u"image"_s && type->currentIndex() < type->count() - 1)
            QTest::keyClick(type, Qt::Key_Down);
        QTRY_COMPARE(listQueries(u"/v1/files"_s).constLast().queryItemValue(u"resourceType"_s), u"image"_s);
    }

    // A status poll refused for good (here: a token the service does not
    // know) ends the polling, and the panel says so with the service's words.
    void refusedFileStatusIsReported()
    {
        m_fixture = std::make_unique<Fixture>(60'000); // the file stays pending
        m_fixture->create(Id::File,
                          {{u"resourceType"_s, u"text"_s},
                           {u"fileName"_s, u"notes.txt"_s},
                           {u"status"_s, u"pending"_s},
                           {u"sizeBytes"_s, 10},
                           {u"mimeType"_s, u"text/plain"_s}});
        auto panel = openPanel(Id::File);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        auto *poller = panel->findChild<baton::FileStatusPoller *>(u"fileStatus"_s);
        QVERIFY(poller);
        QCOMPARE(poller->watched().size(), 1);
        poller->setInterval(std::chrono::milliseconds(20));
        m_fixture->client.setConnection(baton::Profile {u"sandbox"_s, m_fixture->server->baseUrl(), false, {}},
                                        u"t-unknown"_s);

        QTRY_VERIFY_WITH_TIMEOUT(poller->watched().isEmpty(), 5000);
        QVERIFY(child<QWidget>(*panel, u"messageBar"_s)->isVisible());
        const QString text = child<QLabel>(*panel, u"messageText"_s)->text();
        QVERIFY2(text.contains(u"no longer followed"_s), qPrintable(text));
        const baton::RequestLog::Entry refused = m_fixture->entries("GET").constLast();
        QCOMPARE(refused.httpStatus, 401);
        QVERIFY2(text.contains(refused.requestId), qPrintable(text));
    }

    // A failed file says so in its row, with the service's reason, in the
    // error colour; a file being processed shows its progress as a bar, in
    // the list and in the detail pane.
    void failedAndProcessingFilesShowIt()
    {
        m_fixture = std::make_unique<Fixture>(60'000); // no file moves on by itself
        const QJsonObject file {{u"resourceType"_s, u"text"_s}, {u"sizeBytes"_s, 10}, {u"mimeType"_s, u"text/plain"_s}};
        QJsonObject busyFields = file;
        busyFields.insert(u"fileName"_s, u"busy.txt"_s);
        busyFields.insert(u"status"_s, u"vectorizing"_s);
        m_fixture->create(Id::File, busyFields).progress = 40;
        QJsonObject brokenFields = file;
        brokenFields.insert(u"fileName"_s, u"broken.txt"_s);
        brokenFields.insert(u"status"_s, u"failed"_s);
        brokenFields.insert(u"error"_s, u"The file is empty."_s);
        m_fixture->create(Id::File, brokenFields);
        auto panel = openPanel(Id::File);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        panel->findChild<baton::FileStatusPoller *>(u"fileStatus"_s)->setInterval(std::chrono::milliseconds(20));

        QTableView *view = table(*panel);
        const QModelIndex failed = view->model()->index(rowOfName(*panel, u"broken.txt"_s), 1);
        QCOMPARE(failed.data().toString(), u"Failed: The file is empty."_s);
        QCOMPARE(failed.data(Qt::ToolTipRole).toString(), u"The file is empty."_s);
        const int busyRow = rowOfName(*panel, u"busy.txt"_s);
        QTRY_COMPARE(panel->model()
                         .objectAt(panel->model().rowOfId(
                             view->model()->index(busyRow, 0).data(baton::ResourceListModel::IdRole).toString()))
                         .value(u"progress"_s)
                         .toInt(),
                     40);

        const QImage image = view->viewport()->grab().toImage();
        // The share of the cell's middle line drawn in a colour close to `wanted`.
        const auto share = [&](const QModelIndex &index, const QColor &wanted) {
            const QRect cell = view->visualRect(index);
            int close = 0;
            for (int x = cell.left(); x <= cell.right(); ++x) {
                for (int y = cell.top(); y <= cell.bottom(); ++y) {
                    const QColor pixel = image.pixelColor(x, y);
                    if (std::abs(pixel.red() - wanted.red()) + std::abs(pixel.green() - wanted.green())
                            + std::abs(pixel.blue() - wanted.blue())
                        < 60) {
                        ++close;
                        break;
                    }
                }
            }
            return double(close) / cell.width();
        };
        const QColor background
            = failed.row() % 2 ? view->palette().color(QPalette::AlternateBase) : view->palette().color(QPalette::Base);
        QVERIFY(share(failed, baton::statusColor(baton::Status::Error, view->palette(), background)) > 0.02);
        const double bar = share(view->model()->index(busyRow, 1), view->palette().color(QPalette::Highlight));
        QVERIFY2(bar > 0.25 && bar < 0.6, qPrintable(QString::number(bar)));

        clickRow(*panel, busyRow);
        const QString detail = child<QTextBrowser>(*panel, u"detailView"_s)->toPlainText();
        QVERIFY2(detail.contains(u"40 %"_s), qPrintable(detail));
        QVERIFY(child<QTextBrowser>(*panel, u"detailView"_s)
                    ->toHtml()
                    .contains(u"bgcolor=\"%1\""_s.arg(view->palette().color(QPalette::Highlight).name())));
    }

    // The name column takes the room the others leave: every column is in
    // view without a horizontal scroll bar at a usual window size.
    // Tools of one service: their URL templates start alike, and what tells
    // them apart (the path) is what the column shows, not "http://127.0.0…"
    // twice: two cells of the same parity, drawn, differ.
    void urlTemplatesReadApart()
    {
        const QString base = u"http://weather-service.internal.example:8443/api/v2"_s;
        for (const QString &path : {u"/forecast/{city}"_s, u"/between"_s, u"/current/{city}"_s})
            m_fixture->create(Id::Tool,
                              {{u"name"_s, QString(u"weather"_s + path.section(u'/', 1, 1))},
                               {u"method"_s, u"POST"_s},
                               {u"urlTemplate"_s, QString(base + path)}});
        auto panel = openPanel(Id::Tool);
        QVERIFY(panel);
        panel->resize(1200, 700);
        QVERIFY(settled(*panel));
        QTableView *view = table(*panel);
        QCOMPARE(view->model()->rowCount(), 3);
        view->sortByColumn(0, Qt::AscendingOrder);
        view->clearSelection();
        view->setCurrentIndex({});
        QVERIFY(testsupport::runLayouts());
        int url = -1;
        for (int column = 0; column < view->model()->columnCount(); ++column) {
            if (view->model()->headerData(column, Qt::Horizontal).toString() == u"URL template"_s)
                url = column;
        }
        QVERIFY(url >= 0);
        const auto cell = [view, url](int row) {
            return view->viewport()->grab(view->visualRect(view->model()->index(row, url))).toImage();
        };
        QVERIFY2(cell(0) != cell(2), "weatherbetween and weatherforecast read alike");
    }

    void columnsFitWithoutScrolling_data()
    {
        QTest::addColumn<Id>("kind");
        for (const Id kind : {Id::Secret, Id::Tool, Id::ApiResource, Id::File, Id::CustomModel, Id::GroupModel})
            QTest::newRow(qPrintable(ResourceKind::get(kind).key)) << kind;
    }

    void columnsFitWithoutScrolling()
    {
        QFETCH(Id, kind);
        auto panel = openPanel(kind);
        QVERIFY(panel);
        panel->resize(1200, 700); // the panel in a 1440 px wide main window
        QVERIFY(settled(*panel));
        QTableView *view = table(*panel);
        const QHeaderView *header = view->horizontalHeader();
        QTRY_VERIFY2(header->length() <= view->viewport()->width(),
                     qPrintable(u"%1 px of columns in %2 px"_s.arg(header->length()).arg(view->viewport()->width())));
        QVERIFY(!view->horizontalScrollBar()->isVisible());
        const int digit = view->fontMetrics().horizontalAdvance(u'0');
        QVERIFY(header->sectionSize(0) >= digit * 14);

        // A wider window: the name column takes the room while the user has
        // sized no column.
        const int fitted = header->sectionSize(0);
        panel->resize(1500, 700);
        QTRY_VERIFY(header->sectionSize(0) > fitted || header->sectionSize(0) == digit * 40);

        // A column the user sizes stays as they left it.
        const int name = header->sectionSize(0);
        view->horizontalHeader()->resizeSection(0, name + 50);
        panel->resize(1100, 700);
        QTRY_COMPARE(header->sectionSize(0), name + 50);
    }

    // Every column's header is aligned as its cells are: figures right,
    // everything else left, on every page and in the request log.
    void headersAreAlignedAsTheirCells_data() { columnsFitWithoutScrolling_data(); }

    void headersAreAlignedAsTheirCells()
    {
        QFETCH(Id, kind);
        m_fixture->create(Id::Secret, {{u"name"_s, u"Key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}});
        m_fixture->create(Id::Tool,
                          {{u"name"_s, u"Tool"_s},
                           {u"description"_s, u"A tool"_s},
                           {u"method"_s, u"POST"_s},
                           {u"urlTemplate"_s, u"http://127.0.0.1:1/t"_s}});
        apiResource(u"Hours"_s);
        m_fixture->create(Id::CustomModel, {{u"name"_s, u"Model"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}});
        m_fixture->create(Id::GroupModel,
                          {{u"name"_s, u"Group"_s},
                           {u"defaultMode"_s, u"auto"_s},
                           {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}}});
        auto panel = openPanel(kind);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        const ResourceKind &resourceKind = ResourceKind::get(kind);
        const QAbstractItemModel *model = table(*panel)->model();
        const bool rows = model->rowCount() > 0;
        QVERIFY(rows || kind == Id::File);
        for (int column = 0; column < model->columnCount(); ++column) {
            const QString member = resourceKind.listColumns.at(column).member;
            const Qt::Alignment wanted
                = (member == u"sizeBytes"_s || member == u"cacheTtlSeconds"_s ? Qt::AlignRight : Qt::AlignLeft)
                | Qt::AlignVCenter;
            const QVariant header = model->headerData(column, Qt::Horizontal, Qt::TextAlignmentRole);
            QVERIFY2(header.isValid(), qPrintable(member));
            QCOMPARE(Qt::Alignment(header.toInt()), wanted);
            if (rows)
                QCOMPARE(Qt::Alignment(model->index(0, column).data(Qt::TextAlignmentRole).toInt()), wanted);
        }

        const baton::RequestLogModel log(m_fixture->log);
        for (int column = 0; column < log.columnCount(); ++column) {
            const bool figure = column == baton::RequestLogModel::DurationColumn
                || column == baton::RequestLogModel::RequestSizeColumn
                || column == baton::RequestLogModel::ResponseSizeColumn;
            QCOMPARE(Qt::Alignment(log.headerData(column, Qt::Horizontal, Qt::TextAlignmentRole).toInt()),
                     (figure ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
            QCOMPARE(Qt::Alignment(log.index(0, column).data(Qt::TextAlignmentRole).toInt()),
                     (figure ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        }
    }

    // Shares and auth fields read as lines that name what they point to,
    // where a page has read it, and give the id where none has.
    void referencesAreShownByName()
    {
        const QString keyId
            = m_fixture
                  ->create(Id::Secret,
                           {{u"name"_s, u"Ticket key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"t-value"_s}})
                  .id;
        const QString helper
            = m_fixture->create(Id::CustomModel, {{u"name"_s, u"Helper"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}}).id;
        const QString teamId = m_fixture->admin().teamId;
        m_fixture->create(
            Id::Tool,
            {{u"name"_s, u"create_ticket"_s},
             {u"description"_s, u"Opens a ticket"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:1/tickets"_s},
             {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, keyId}}}},
             {u"scopes"_s,
              QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, teamId}},
                          QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, helper}}}}});
        // As the main window does once connected: every list read for the names.
        m_names->load();
        QVERIFY(QTest::qWaitFor([this] { return !m_names->isLoading(); }, 10000));
        auto tools = openPanel(Id::Tool);
        QVERIFY(tools);
        QVERIFY(settled(*tools));
        clickRow(*tools, rowOfName(*tools, u"create_ticket"_s));
        const QString detail = child<QTextBrowser>(*tools, u"detailView"_s)->toPlainText();
        QVERIFY2(detail.contains(u"X-Api-Key from the secret Ticket key"_s), qPrintable(detail));
        QVERIFY2(detail.contains(u"Team "_s + teamId.left(8)), qPrintable(detail));
        QVERIFY2(detail.contains(u"Custom model Helper"_s), qPrintable(detail));
        QVERIFY2(!detail.contains(u"secretId"_s) && !detail.contains(u'{'), qPrintable(detail));
        QVERIFY2(!detail.contains(keyId) && !detail.contains(teamId) && !detail.contains(helper), qPrintable(detail));

        // A team given a name (File › Team names…) reads by it.
        m_names->setTeamLabels({{teamId, u"Support desk"_s}});
        QSignalSpy changed(m_names.get(), &baton::NameBook::changed);
        m_names->reload(Id::Tool);
        QVERIFY(changed.wait());
        const QString named = child<QTextBrowser>(*tools, u"detailView"_s)->toPlainText();
        QVERIFY2(named.contains(u"scopes\nSupport desk\nCustom model Helper"_s), qPrintable(named));
    }

    // The Brain column names the model and its kind, and follows the names
    // as they are read; the reference as written is the tooltip.
    void brainColumnNamesTheModel()
    {
        const QString writer
            = m_fixture->create(Id::CustomModel, {{u"name"_s, u"Writer"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}}).id;
        m_fixture->create(Id::GroupModel,
                          {{u"name"_s, u"Desk"_s},
                           {u"defaultMode"_s, u"normal"_s},
                           {u"brain"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, writer}}}});
        auto groups = openPanel(Id::GroupModel);
        QVERIFY(groups);
        QVERIFY(settled(*groups));
        const QAbstractItemModel *model = table(*groups)->model();
        int brain = -1;
        for (int column = 0; column < model->columnCount(); ++column) {
            if (model->headerData(column, Qt::Horizontal).toString() == u"Brain"_s)
                brain = column;
        }
        QVERIFY(brain >= 0);
        const QModelIndex cell = model->index(rowOfName(*groups, u"Desk"_s), brain);
        // Not read yet: the model is not visible to the console.
        QCOMPARE(cell.data().toString(), u"Custom model %1 (not visible)"_s.arg(writer.left(8)));
        m_names->load();
        QTRY_COMPARE(cell.data().toString(), u"Writer (custom model)"_s);
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), u"custom:"_s + writer);

        // Sorted by the names shown: an "Analyst" brain comes before "Writer"
        // whatever their ids.
        const QString analyst
            = m_fixture->create(Id::CustomModel, {{u"name"_s, u"Analyst"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}}).id;
        m_fixture->create(Id::GroupModel,
                          {{u"name"_s, u"Bench"_s},
                           {u"defaultMode"_s, u"normal"_s},
                           {u"brain"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, analyst}}}});
        m_names->reload(Id::CustomModel);
        groups->refresh();
        QVERIFY(settled(*groups));
        QTRY_COMPARE(model->index(rowOfName(*groups, u"Bench"_s), brain).data().toString(),
                     u"Analyst (custom model)"_s);
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            table(*groups)->sortByColumn(brain, order);
            const bool ascending = order == Qt::AscendingOrder;
            QCOMPARE(model->index(0, 0).data().toString(), ascending ? u"Bench"_s : u"Desk"_s);
            QCOMPARE(model->index(1, 0).data().toString(), ascending ? u"Desk"_s : u"Bench"_s);
        }
    }

    // The detail pane breaks lines between words, never inside one.
    void detailBreaksBetweenWords()
    {
        m_fixture->create(
            Id::Tool,
            {{u"name"_s, u"Weather"_s},
             {u"description"_s, u"Forecast"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"https://api.example.com/weather"_s},
             {u"argsSchema"_s,
              QJsonObject {{u"type"_s, u"object"_s},
                           {u"properties"_s, QJsonObject {{u"town"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}}}});
        auto panel = openPanel(Id::Tool);
        QVERIFY(panel);
        QVERIFY(settled(*panel));
        auto *splitter = child<QSplitter>(*panel, u"detailSplitter"_s);
        splitter->setSizes({800, 150}); // a narrow pane
        clickRow(*panel, rowOfName(*panel, u"Weather"_s));
        auto *detail = child<QTextBrowser>(*panel, u"detailView"_s);
        QTRY_VERIFY(detail->toPlainText().contains(u"properties"_s));
        QCoreApplication::processEvents();
        // Every line of every block ends where a word ends.
        QStringList broken;
        for (QTextBlock block = detail->document()->begin(); block.isValid(); block = block.next()) {
            const QTextLayout *layout = block.layout();
            const QString text = block.text();
            for (int i = 0; i + 1 < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                const int end = line.textStart() + line.textLength();
                if (end > 0 && end < text.size() && text.at(end - 1).isLetterOrNumber()
                    && text.at(end).isLetterOrNumber())
                    broken << text.mid(std::max(0, end - 10), 20);
            }
        }
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u" | "_s)));
    }

    // Without a token, the panel says so and sends nothing.
    void notConnectedSendsNothing()
    {
        baton::ApiClient client(m_fixture->network, m_fixture->log);
        auto panel = openPanel(Id::Secret, &client);
        QVERIFY(panel);
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        QVERIFY(child<QWidget>(*panel, u"notConnectedPage"_s)->isVisible());
        QCOMPARE(m_fixture->log.count(), 0);
        QVERIFY(!panel->model().error());
        QVERIFY(!panel->model().loading());

        // Connected later: refresh() reads the list.
        client.setConnection(baton::Profile {u"sandbox"_s, m_fixture->server->baseUrl(), false, {}}, u"t-admin"_s);
        panel->refresh();
        QVERIFY(settled(*panel));
        QVERIFY(table(*panel)->isVisible());
        QCOMPARE(listQueries(u"/v1/secrets"_s).size(), 1);
    }
};

QTEST_MAIN(TestResourcePanel)
#include "tst_resourcepanel.moc"

// The history page on the offscreen platform, over a real history file: its
// rows read a page at a time, the search in plain words with the match
// marked, the filters, Continue, Rename, Delete and Delete all through
// their keys and the question's seam, and how long chats are kept.

#include "core/history/HistoryStore.h"
#include "ui/history/HistoryPage.h"
#include "ui/history/UsageView.h"
#include "ui/widgets/MessageBox.h"

#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::StringLiterals;
using baton::ConversationTurn;
using baton::HistoryListModel;
using baton::HistoryPage;
using baton::HistoryStore;

namespace {

ConversationTurn turn(ConversationTurn::Role role, const QString &text)
{
    ConversationTurn t;
    t.role = role;
    if (role == ConversationTurn::Role::User) {
        t.text = text;
    } else {
        t.answer.content = text;
        t.answer.done = t.answer.ended = true;
    }
    return t;
}

} // namespace

class TestHistoryPage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<HistoryStore> m_store;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<HistoryPage> m_page;
    QList<QUuid> m_ids; // oldest first

    QUuid add(const QString &target, const QString &name, const QString &question, const QString &answer)
    {
        const QUuid id = QUuid::createUuid();
        if (!m_store->saveConversation(id, target, name, {}, u"console"_s)
            || !m_store->saveTurn(id, 0, turn(ConversationTurn::Role::User, question), {})
            || !m_store->saveTurn(id, 1, turn(ConversationTurn::Role::Assistant, answer), {}))
            qWarning() << m_store->lastError();
        m_ids << id;
        return id;
    }

    template<typename T> T *child(const QString &name) const { return m_page->findChild<T *>(name); }
    [[nodiscard]] QTableView *list() const { return child<QTableView>(u"historyList"_s); }
    [[nodiscard]] HistoryListModel &model() const { return m_page->model(); }

    // Makes the conversations with `target` `days` older, through a connection of its own.
    bool age(const QString &target, int days) const
    {
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"age"_s);
            db.setDatabaseName(m_store->path());
            ok = db.open()
                && QSqlQuery(db).exec(
                    u"UPDATE conversations SET updated_at = updated_at - %1 * 86400000 WHERE target = '%2'"_s.arg(days)
                        .arg(target));
        }
        QSqlDatabase::removeDatabase(u"age"_s);
        return ok;
    }

    void search(const QString &text)
    {
        auto *field = child<QLineEdit>(u"historySearch"_s);
        field->setFocus();
        field->selectAll();
        if (text.isEmpty())
            QTest::keyClick(field, Qt::Key_Delete);
        else
            QTest::keyClicks(field, text);
        QTest::keyClick(field, Qt::Key_Return);
    }

private Q_SLOTS:
    void init()
    {
        m_ids.clear();
        m_store = std::make_unique<HistoryStore>();
        QFile::remove(m_dir.filePath(u"h.sqlite"_s));
        QVERIFY(m_store->open(m_dir.filePath(u"h.sqlite"_s)).outcome != HistoryStore::OpenResult::Outcome::Failed);
        m_settings = std::make_unique<QSettings>(m_dir.filePath(u"s.ini"_s), QSettings::IniFormat);
        m_settings->clear();
        for (int i = 0; i < 250; ++i) {
            add(i % 3 ? u"custom:a"_s : u"group:b"_s, i % 3 ? u"Support assistant"_s : u"Support desk"_s,
                u"Question %1 about the weather"_s.arg(i), u"Answer %1: rain in Lyon"_s.arg(i));
        }
        add(u"custom:a"_s, u"Support assistant"_s, u"The printer is on fire"_s, u"A ticket for the printer, filed."_s);
        m_page = std::make_unique<HistoryPage>(*m_store, *m_settings);
        m_page->resize(900, 600);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }

    void cleanup()
    {
        m_page.reset();
        m_store.reset();
    }

    void newestFirstAPageAtATime()
    {
        QCOMPARE(model().total(), 251);
        QCOMPARE(model().rowCount(), int(HistoryListModel::PageSize));
        QCOMPARE(model().summary(0).id, m_ids.last());
        QCOMPARE(model().index(0, HistoryListModel::Target).data().toString(), u"Support assistant"_s);
        QVERIFY(child<QLabel>(u"historyCount"_s)->text().contains(u"251"_s));
        // Scrolling to the end reads the next pages.
        list()->scrollToBottom();
        QTRY_VERIFY(model().rowCount() > int(HistoryListModel::PageSize));
        while (model().canFetchMore({}))
            model().fetchMore({});
        QCOMPARE(model().rowCount(), 251);
        QCOMPARE(model().summary(250).id, m_ids.first());
        // The first row is selected and read below.
        QVERIFY(child<QTextBrowser>(u"historyPreview"_s)->toPlainText().contains(u"printer is on fire"_s));
    }

    void searchIsPlainWordsWithTheMatchMarked()
    {
        search(u"PRINT"_s);
        QVERIFY(model().isSearch());
        QCOMPARE(model().rowCount(), 2); // the message and the answer
        QVERIFY(!list()->isColumnHidden(HistoryListModel::Match));
        const QString snippet
            = model().index(0, HistoryListModel::Match).data(HistoryListModel::SnippetRole).toString();
        QVERIFY2(snippet.contains(HistoryStore::MatchStart + u"printer"_s + HistoryStore::MatchEnd),
                 qPrintable(snippet));
        QCOMPARE(model().index(0, HistoryListModel::Match).data().toString().contains(HistoryStore::MatchStart), false);
        QVERIFY(child<QLabel>(u"historyCount"_s)->text().contains(u"2"_s));

        // FTS5's syntax is only words here: no error, and what the words find.
        for (const QString &hostile : {u"\"printer"_s, u"printer*"_s, u"NEAR(printer"_s, u"printer OR"_s, u"-fire"_s,
                                       u"\""_s, u"'); DROP TABLE turns; --"_s, u"^^^"_s}) {
            search(hostile);
            QVERIFY2(m_store->lastError().isEmpty(), qPrintable(hostile + u": "_s + m_store->lastError()));
        }
        search(u"-fire"_s);
        QCOMPARE(model().rowCount(), 1);
        search(u"^^^"_s);
        QCOMPARE(model().rowCount(), 0);
        QCOMPARE(m_store->count({}), 251);

        // Cleared: the list again, without the match column.
        search(QString());
        QVERIFY(!model().isSearch());
        QVERIFY(list()->isColumnHidden(HistoryListModel::Match));

        // Down from the search field goes to the rows.
        search(u"lyon"_s);
        QTest::keyClick(child<QLineEdit>(u"historySearch"_s), Qt::Key_Down);
        QVERIFY(list()->hasFocus());
        QCOMPARE(list()->currentIndex().row(), 0);
    }

    void filtersByTargetAndPeriod()
    {
        auto *target = child<QComboBox>(u"historyTarget"_s);
        QCOMPARE(target->count(), 3); // all, and the two by name
        QVERIFY(target->findText(u"Support desk"_s) > 0);
        target->setFocus();
        target->setCurrentIndex(target->findText(u"Support desk"_s));
        Q_EMIT target->activated(target->currentIndex());
        QCOMPARE(model().total(), 84);
        // The newest matches of that target: each conversation's message and answer.
        search(u"weather"_s);
        QCOMPARE(model().rowCount(), 84);
        for (int row = 0; row < model().rowCount(); ++row)
            QCOMPARE(model().summary(row).target, u"group:b"_s);

        // Changed a year ago: not in the last 30 days.
        QVERIFY(age(u"group:b"_s, 365));
        auto *period = child<QComboBox>(u"historyPeriod"_s);
        period->setCurrentIndex(period->findData(30));
        Q_EMIT period->activated(period->currentIndex());
        QCOMPARE(model().rowCount(), 0);
    }

    void continueRenameAndDelete()
    {
        QSignalSpy continued(m_page.get(), &HistoryPage::continueRequested);
        list()->setFocus();
        list()->selectRow(0);
        QTest::keyClick(list(), Qt::Key_Return);
        QCOMPARE(continued.size(), 1);
        QCOMPARE(continued.at(0).at(0).value<QUuid>(), m_ids.last());

        // Delete, asked first: Keep keeps it.
        baton::MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::keyClick(list(), Qt::Key_Delete);
        QCOMPARE(m_store->count({}), 251);
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(list(), Qt::Key_Delete);
        QCOMPARE(m_store->count({}), 250);
        QVERIFY(!m_store->load(m_ids.last()));
        QCOMPARE(model().summary(0).id, m_ids.at(m_ids.size() - 2)); // the next one selected
        QCOMPARE(list()->currentIndex().row(), 0);

        // A selection of three.
        list()->selectionModel()->clearSelection();
        for (int row = 0; row < 3; ++row)
            list()->selectionModel()->select(model().index(row, 0),
                                             QItemSelectionModel::Select | QItemSelectionModel::Rows);
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(u"historyDelete"_s), Qt::LeftButton);
        QCOMPARE(m_store->count({}), 247);

        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(u"historyDeleteAll"_s), Qt::LeftButton);
        QCOMPARE(m_store->count({}), 0);
        QCOMPARE(model().rowCount(), 0);
        QVERIFY(!child<QPushButton>(u"historyDeleteAll"_s)->isEnabled());
        QVERIFY(!child<QPushButton>(u"historyContinue"_s)->isEnabled());
    }

    void keptAsLongAsChosen()
    {
        QVERIFY(age(u"group:b"_s, 40));
        QCOMPARE(HistoryPage::applyRetention(*m_store, *m_settings), 0); // forever, by default

        auto *keep = child<QComboBox>(u"historyRetention"_s);
        keep->setCurrentIndex(keep->findData(90));
        Q_EMIT keep->activated(keep->currentIndex());
        QCOMPARE(m_store->count({}), 251);
        keep->setCurrentIndex(keep->findData(30));
        Q_EMIT keep->activated(keep->currentIndex());
        QCOMPARE(m_store->count({}), 251 - 84);
        QCOMPARE(m_settings->value(HistoryPage::RetentionKey).toInt(), 30);
        QCOMPARE(model().total(), 251 - 84);
        // A page made later reads the choice.
        HistoryPage again(*m_store, *m_settings);
        QCOMPARE(again.findChild<QComboBox *>(u"historyRetention"_s)->currentData().toInt(), 30);
    }

    // The Usage tab: what each target cost, drawn and listed, exported as
    // CSV; a name from the service that a spreadsheet would run is defused.
    void usagePerDayAndTarget()
    {
        const QString hostile = u"=HYPERLINK(\"http://x\",\"y\")"_s;
        const auto charged = [this](const QString &target, const QString &name, double credits, qint64 tokens) {
            const QUuid id = add(target, name, u"How much?"_s, u"This much."_s);
            ConversationTurn answer = turn(ConversationTurn::Role::Assistant, u"This much."_s);
            answer.answer.usage = baton::ChatUsage {tokens, tokens, 2 * tokens};
            answer.answer.service = baton::ChatServiceObject {};
            answer.answer.service->creditsCharged = credits;
            QVERIFY(m_store->saveTurn(id, 1, answer, {}));
        };
        charged(u"custom:a"_s, u"Support assistant"_s, 1.5, 100);
        charged(u"custom:a"_s, u"Support assistant"_s, 2.0, 50);
        charged(u"custom:evil"_s, hostile, 0.25, 10);

        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        baton::UsageView *usage = m_page->usageView();
        QVERIFY(!usage->isVisible()); // read when it shows, not before
        m_page->tabs()->setCurrentWidget(usage);
        QTRY_VERIFY(usage->isVisible());

        // Today's bar of each target holds its credits; the largest first.
        auto *series = qobject_cast<QStackedBarSeries *>(usage->chart()->series().value(0));
        QVERIFY(series);
        const QList<QBarSet *> sets = series->barSets();
        QCOMPARE(sets.size(), 3); // the support desk's answers cost nothing, and are there
        QCOMPARE(sets.at(0)->label(), u"Support assistant"_s);
        QCOMPARE(sets.at(0)->at(sets.at(0)->count() - 1), 3.5);
        QCOMPARE(sets.at(1)->label(), hostile); // drawn as it is named
        QCOMPARE(sets.at(1)->at(sets.at(1)->count() - 1), 0.25);
        QCOMPARE(sets.at(0)->count(), 30); // a bar per day of the last 30, gaps included
        // Tokens instead.
        auto *metric = usage->findChild<QComboBox *>(u"usageMetric"_s);
        metric->setCurrentIndex(metric->findData(u"tokens"_s));
        Q_EMIT metric->activated(metric->currentIndex());
        series = qobject_cast<QStackedBarSeries *>(usage->chart()->series().value(0));
        QCOMPARE(series->barSets().at(0)->at(29), 300.0);

        // The table beside it: one row per day and target.
        QCOMPARE(usage->table().rowCount(), 3);
        QVERIFY(usage->findChild<QLabel *>(u"usageTotal"_s)->text().contains(u"3.7500"_s));

        // CSV: one line each, the hostile name after an apostrophe, quoted.
        const QString path = m_dir.filePath(u"usage.csv"_s);
        QVERIFY(usage->exportCsv(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.at(0), QByteArray("day,target,target_name,answers,prompt_tokens,completion_tokens,credits\r"));
        const QByteArray today = QDate::currentDate().toString(Qt::ISODate).toUtf8();
        // (the assistant answered 167 of the 251 conversations made at the start, and the two charged)
        QVERIFY(lines.contains(today + ",custom:a,Support assistant,169,150,150,3.5000\r"));
        QVERIFY(lines.contains(today + ",custom:evil,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",1,10,10,0.2500\r"));
        // A folder that is not there: said beside the button, nothing lost.
        QVERIFY(!usage->exportCsv(m_dir.filePath(u"missing/usage.csv"_s)));
        QVERIFY(usage->findChild<QLabel *>(u"usageStatus"_s)->text().contains(u"missing/usage.csv"_s));

        // The chart takes the palette's colours, dark as light.
        QPalette dark = m_page->palette();
        dark.setColor(QPalette::Base, QColor(0x23, 0x26, 0x29));
        dark.setColor(QPalette::Text, QColor(0xef, 0xf0, 0xf1));
        m_page->setPalette(dark);
        QTRY_COMPARE(usage->chart()->backgroundBrush().color(), QColor(0x23, 0x26, 0x29));
        QCOMPARE(usage->chart()->legend()->labelColor(), QColor(0xef, 0xf0, 0xf1));
    }
};

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"

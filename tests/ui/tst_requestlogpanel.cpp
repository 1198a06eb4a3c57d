#include "core/api/ApiClient.h"
#include "core/api/CurlCommand.h"
#include "core/api/RequestLog.h"
#include "sandbox/Server.h"
#include "ui/panels/RequestLogPanel.h"
#include "ui/widgets/StatusColors.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiClient;
using baton::ApiJob;
using baton::CurlCommand;
using baton::Profile;
using baton::RequestLog;
using baton::RequestLogModel;
using baton::RequestLogPanel;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;

// The request log page over real requests to an in-process sandbox: rows,
// filter, details without credentials, the clipboard actions and clear.
class tst_RequestLogPanel : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Server> m_server;
    QString m_admin;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<RequestLog> m_log;
    std::unique_ptr<ApiClient> m_client;
    std::unique_ptr<RequestLogPanel> m_panel;

    template<typename T> [[nodiscard]] T *child(const QString &objectName) const
    {
        return m_panel->findChild<T *>(objectName);
    }

    [[nodiscard]] QTableView *table() const { return child<QTableView>(u"requestLogTable"_s); }

    // The page's commands are actions, which the main window shows in its
    // toolbar and Edit menu (tst_toolbar); here their shortcuts reach them.
    [[nodiscard]] QAction *action(const QString &objectName) const
    {
        QAction *found = child<QAction>(objectName);
        return found && m_panel->toolBarActions().contains(found) ? found : nullptr;
    }

    // The row of `view` whose path column shows `path`.
    [[nodiscard]] static QModelIndex rowOf(const QTableView *view, const QString &path)
    {
        const QAbstractItemModel *model = view->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, RequestLogModel::PathColumn);
            if (index.data().toString() == path)
                return index;
        }
        return {};
    }

    [[nodiscard]] bool finish(ApiJob *job)
    {
        QSignalSpy spy(job, &ApiJob::finished);
        return spy.wait(10000);
    }

    // Clicks the table row whose path column shows `path`; false when no row does.
    [[nodiscard]] bool clickRow(const QString &path)
    {
        const QAbstractItemModel *model = table()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, RequestLogModel::PathColumn);
            if (index.data().toString() == path) {
                table()->scrollTo(index);
                QTest::mouseClick(table()->viewport(), Qt::LeftButton, {}, table()->visualRect(index).center());
                return m_panel->currentEntry() && m_panel->currentEntry()->path == path;
            }
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = std::make_unique<Server>(ServerConfig {});
        QVERIFY(m_server->listen() != 0);
        m_admin = m_server->token(u"admin"_s)->value;
    }

    void init()
    {
        m_network = std::make_unique<QNetworkAccessManager>();
        m_log = std::make_unique<RequestLog>();
        m_client = std::make_unique<ApiClient>(*m_network, *m_log);
        m_client->setConnection(Profile {u"sandbox"_s, m_server->baseUrl(), false, {}}, m_admin);
        m_panel = std::make_unique<RequestLogPanel>(*m_log);
        m_panel->resize(1000, 600);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));

        QVERIFY(finish(m_client->get(u"/v1/tools"_s, QUrlQuery(u"pageSize=5"_s))));
        QVERIFY(finish(m_client->post(
            u"/v1/secrets"_s,
            {{u"name"_s, u"Weather key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"s3cr3t-weather"_s}})));
        QVERIFY(finish(m_client->get(u"/v1/nothing-here"_s)));
    }

    void cleanup()
    {
        m_panel.reset();
        m_client.reset();
        m_log.reset();
        m_network.reset();
    }

    void realRequestsAppear()
    {
        QCOMPARE(table()->model()->rowCount(), 3);
        QVERIFY(clickRow(u"/v1/tools?pageSize=5"_s));
        const QString details = child<QPlainTextEdit>(u"requestLogDetails"_s)->toPlainText();
        QVERIFY2(details.contains(u"GET "_s + m_server->baseUrl().toString() + u"/v1/tools?pageSize=5"_s),
                 qPrintable(details));
        QVERIFY(details.contains(u"HTTP 200"_s));
        QVERIFY(details.contains(m_log->at(0).requestId));
        QVERIFY(details.contains(u"Authorization: Bearer [redacted]"_s));
        QVERIFY(details.contains(u"\"data\""_s)); // the answer's excerpt
        QVERIFY(!details.contains(m_admin));

        // A request sent now shows up as it is sent.
        QVERIFY(finish(m_client->get(u"/v1/secrets"_s)));
        QCOMPARE(table()->model()->rowCount(), 4);
    }

    void secretValuesAreNeverShown()
    {
        QVERIFY(clickRow(u"/v1/secrets"_s));
        const QString details = child<QPlainTextEdit>(u"requestLogDetails"_s)->toPlainText();
        QVERIFY(details.contains(u"Weather key"_s));
        QVERIFY(details.contains(RequestLog::SecretValueMask));
        QVERIFY(!details.contains(u"s3cr3t-weather"_s));
        QVERIFY(details.contains(u"HTTP 201"_s));
    }

    void filter()
    {
        auto *filter = child<QLineEdit>(u"requestLogFilter"_s);
        filter->setFocus();
        QTest::keyClicks(filter, u"secrets"_s);
        QCOMPARE(table()->model()->rowCount(), 1);
        QCOMPARE(table()->model()->index(0, RequestLogModel::MethodColumn).data().toString(), u"POST"_s);
        filter->clear();
        QTest::keyClicks(filter, u"post"_s); // by method, any case
        QCOMPARE(table()->model()->rowCount(), 1);
        QCOMPARE(table()->model()->index(0, RequestLogModel::PathColumn).data().toString(), u"/v1/secrets"_s);
        filter->clear();
        QTest::keyClicks(filter, m_log->at(0).requestId.toUpper()); // by request id, any case
        QCOMPARE(table()->model()->rowCount(), 1);
        filter->clear();
        QTest::keyClicks(filter, u"no such request"_s);
        QCOMPARE(table()->model()->rowCount(), 0);
        filter->clear();
        QCOMPARE(table()->model()->rowCount(), 3);
    }

    void copyAsCurl()
    {
        QAction *copy = action(u"actionCopyCurl"_s);
        QVERIFY(copy);
        QVERIFY(!copy->isEnabled());
        QVERIFY(clickRow(u"/v1/secrets"_s));
        QVERIFY(copy->isEnabled());
        QGuiApplication::clipboard()->clear();
        const QRect filterBefore = child<QLineEdit>(u"requestLogFilter"_s)->geometry();
        const QRect tableBefore = table()->geometry();
        QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
        QTest::keyClick(table(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCoreApplication::processEvents();
        // The confirmation floats over the details: nothing moves.
        QCOMPARE(child<QLineEdit>(u"requestLogFilter"_s)->geometry(), filterBefore);
        QCOMPARE(table()->geometry(), tableBefore);
        const QString command = QGuiApplication::clipboard()->text();
        QCOMPARE(command, CurlCommand::fromEntry(*m_log->find(m_panel->currentEntry()->id)));
        QVERIFY2(command.startsWith(u"curl "_s), qPrintable(command));
        QVERIFY(command.contains(u"$BATON_TOKEN"_s));
        QVERIFY(command.contains(u"/v1/secrets"_s));
        QVERIFY(!command.contains(m_admin));
        QVERIFY(!command.contains(u"s3cr3t-weather"_s));

        // The copy is confirmed over the details, and the badge goes away.
        auto *feedback = child<QLabel>(u"copyFeedback"_s);
        QVERIFY2(feedback->text().contains(u"cURL command copied"_s), qPrintable(feedback->text()));
        QVERIFY(feedback->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(feedback->text().isEmpty(), RequestLogPanel::FeedbackMs + 2000);
    }

    // The selected request's body is cut once newer requests push it out of
    // the latest ones kept whole: Copy as cURL turns off and the details say so.
    void cutBodyTurnsCopyAsCurlOff()
    {
        const QJsonObject large {{u"description"_s, QString(RequestLog::MaxExcerpt, u'd')}};
        QVERIFY(finish(m_client->post(u"/v1/nothing-here"_s, large)));
        const QAbstractItemModel *model = table()->model();
        // Newest first: the request just sent is the first row.
        const QModelIndex last = model->index(0, RequestLogModel::PathColumn);
        table()->scrollTo(last);
        QTest::mouseClick(table()->viewport(), Qt::LeftButton, {}, table()->visualRect(last).center());
        QVERIFY(m_panel->currentEntry());
        const quint64 selected = m_panel->currentEntry()->id;
        QCOMPARE(m_log->find(selected)->method, QByteArray("POST"));
        QVERIFY(m_log->find(selected)->requestBody.size() > RequestLog::MaxExcerpt);
        QAction *copy = action(u"actionCopyCurl"_s);
        QVERIFY(copy->isEnabled());

        for (qsizetype i = 0; i < RequestLog::WholeRequestBodies; ++i)
            QVERIFY(finish(m_client->get(u"/v1/tools"_s)));
        QVERIFY(m_log->find(selected)->requestBodyCut);
        QCOMPARE(m_panel->currentEntry()->id, selected);
        QVERIFY(!copy->isEnabled());
        const QString details = child<QPlainTextEdit>(u"requestLogDetails"_s)->toPlainText();
        QVERIFY2(details.contains(u"cannot be copied as cURL"_s), qPrintable(details));
    }

    // The newest request is in view without scrolling: on a page opened
    // after many requests, and as new ones arrive.
    void newestEntryIsVisible()
    {
        // All answered before the last is sent: it is then the newest entry
        // (requests sent together are logged in the order they start).
        int answered = 0;
        for (int i = 0; i < 60; ++i) {
            ApiJob *job = m_client->get(u"/v1/tools"_s, QUrlQuery(u"page=%1"_s.arg(i + 1)));
            connect(job, &ApiJob::finished, this, [&answered] { ++answered; });
        }
        QVERIFY(QTest::qWaitFor([&answered] { return answered == 60; }, 30000));
        QVERIFY(finish(m_client->get(u"/v1/group-models"_s)));
        QVERIFY(QTest::qWaitFor([this] { return m_log->at(m_log->count() - 1).finished; }));

        // A page made now, as the main window makes it when first shown.
        RequestLogPanel late(*m_log);
        late.resize(1000, 600);
        late.show();
        QVERIFY(QTest::qWaitForWindowExposed(&late));
        for (RequestLogPanel *panel : {m_panel.get(), &late}) {
            auto *view = panel->findChild<QTableView *>(u"requestLogTable"_s);
            QVERIFY(view->verticalScrollBar()->maximum() > 0);
            const QModelIndex newest = rowOf(view, u"/v1/group-models"_s);
            QVERIFY(newest.isValid());
            QVERIFY2(view->viewport()->rect().contains(view->visualRect(newest)),
                     qPrintable(u"row %1 at y %2"_s.arg(newest.row()).arg(view->visualRect(newest).y())));
        }

        // Sent while the page is open: in view at once.
        QVERIFY(finish(m_client->get(u"/v1/custom-models"_s)));
        QVERIFY(table()->viewport()->rect().contains(table()->visualRect(rowOf(table(), u"/v1/custom-models"_s))));

        // Someone reading older rows keeps them where they are.
        QScrollBar *bar = table()->verticalScrollBar();
        bar->setValue(bar->maximum() / 2);
        const QString read
            = table()->indexAt(QPoint(4, 4)).siblingAtColumn(RequestLogModel::PathColumn).data().toString();
        QVERIFY(finish(m_client->get(u"/v1/secrets"_s)));
        QCoreApplication::processEvents();
        QCOMPARE(table()->indexAt(QPoint(4, 4)).siblingAtColumn(RequestLogModel::PathColumn).data().toString(), read);
    }

    // The status column says at a glance how each request ended: success in
    // the palette's success colour, a 4xx in the warning colour.
    void statusCodesAreColoured()
    {
        const QModelIndex ok = rowOf(table(), u"/v1/tools?pageSize=5"_s).siblingAtColumn(RequestLogModel::StatusColumn);
        const QModelIndex notFound
            = rowOf(table(), u"/v1/nothing-here"_s).siblingAtColumn(RequestLogModel::StatusColumn);
        QCOMPARE(ok.data().toString(), u"200"_s);
        QCOMPARE(notFound.data().toString(), u"404"_s);
        const QImage image = table()->viewport()->grab().toImage();
        const auto colourIn = [&](const QModelIndex &index, baton::Status status) {
            const QRect cell = table()->visualRect(index);
            const QColor background = (index.row() % 2) ? table()->palette().color(QPalette::AlternateBase)
                                                        : table()->palette().color(QPalette::Base);
            const QColor wanted = baton::statusColor(status, table()->palette(), background);
            for (int y = cell.top(); y <= cell.bottom(); ++y) {
                for (int x = cell.left(); x <= cell.right(); ++x) {
                    const QColor pixel = image.pixelColor(x * image.devicePixelRatio(), y * image.devicePixelRatio());
                    if (std::abs(pixel.red() - wanted.red()) + std::abs(pixel.green() - wanted.green())
                            + std::abs(pixel.blue() - wanted.blue())
                        < 24)
                        return true;
                }
            }
            return false;
        };
        QVERIFY(colourIn(ok, baton::Status::Success));
        QVERIFY(!colourIn(ok, baton::Status::Warning));
        QVERIFY(colourIn(notFound, baton::Status::Warning));
        QVERIFY(!colourIn(notFound, baton::Status::Success));
    }

    void copyRequestId()
    {
        QAction *copy = action(u"actionCopyRequestId"_s);
        QVERIFY(copy);
        QVERIFY(!copy->isEnabled());
        QVERIFY(clickRow(u"/v1/nothing-here"_s));
        QVERIFY(copy->isEnabled());
        const QString requestId = m_panel->currentEntry()->requestId;
        QVERIFY(requestId.startsWith(u"req_"_s));
        QGuiApplication::clipboard()->clear();
        QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
        QTest::keyClick(table(), Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), requestId);
        QCOMPARE(child<QLabel>(u"copyFeedback"_s)->text(), u"Request id copied."_s);
    }

    void clear()
    {
        QVERIFY(clickRow(u"/v1/secrets"_s));
        QAction *clear = action(u"actionClearLog"_s);
        QVERIFY(clear);
        QVERIFY(clear->isEnabled());
        clear->trigger();
        QCOMPARE(m_log->count(), 0);
        QCOMPARE(table()->model()->rowCount(), 0);
        QVERIFY(child<QPlainTextEdit>(u"requestLogDetails"_s)->toPlainText().isEmpty());
        QVERIFY(!action(u"actionCopyCurl"_s)->isEnabled());
        QVERIFY(!clear->isEnabled());
        QVERIFY(finish(m_client->get(u"/v1/tools"_s)));
        QCOMPARE(table()->model()->rowCount(), 1);
        QVERIFY(clear->isEnabled());
    }

    // The path is read first: at 1024 and 800 pixels it keeps room for 30
    // digits, the request id, sizes and duration giving way; wide, the
    // request id has its 40.
    void pathIsReadFirst()
    {
        QHeaderView *header = table()->horizontalHeader();
        const int digit = table()->fontMetrics().horizontalAdvance(u'0');
        for (const int width : {1024, 800}) {
            m_panel->resize(width, 600);
            QTRY_VERIFY2(header->sectionSize(RequestLogModel::PathColumn) >= digit * 30 - 1,
                         qPrintable(u"%1 px: path %2, request id %3"_s.arg(width)
                                        .arg(header->sectionSize(RequestLogModel::PathColumn))
                                        .arg(header->sectionSize(RequestLogModel::RequestIdColumn))));
            QVERIFY(header->sectionSize(RequestLogModel::RequestIdColumn) >= digit * 12);
        }
        m_panel->resize(1600, 600);
        QTRY_COMPARE(header->sectionSize(RequestLogModel::RequestIdColumn), digit * 40);
    }

    void layoutIsKept()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(u"baton.ini"_s), QSettings::IniFormat);
        QHeaderView *header = table()->horizontalHeader();
        header->moveSection(header->visualIndex(RequestLogModel::StatusColumn), 0);
        header->resizeSection(RequestLogModel::RequestIdColumn, 321);
        m_panel->saveLayout(settings);

        RequestLogPanel other(*m_log);
        other.restoreLayout(settings);
        QHeaderView *restored = other.findChild<QTableView *>(u"requestLogTable"_s)->horizontalHeader();
        QCOMPARE(restored->visualIndex(RequestLogModel::StatusColumn), 0);
        QCOMPARE(restored->sectionSize(RequestLogModel::RequestIdColumn), 321);
    }
};

QTEST_MAIN(tst_RequestLogPanel)
#include "tst_requestlogpanel.moc"

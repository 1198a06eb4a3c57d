#include "Server.h"
#include "api/ApiClient.h"
#include "api/CurlCommand.h"
#include "api/RequestLog.h"
#include "panels/RequestLogPanel.h"

#include <QAbstractItemModel>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QJsonObject>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
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
        auto *copy = child<QPushButton>(u"copyCurlButton"_s);
        QVERIFY(!copy->isEnabled());
        QVERIFY(clickRow(u"/v1/secrets"_s));
        QVERIFY(copy->isEnabled());
        QGuiApplication::clipboard()->clear();
        QTest::mouseClick(copy, Qt::LeftButton);
        const QString command = QGuiApplication::clipboard()->text();
        QCOMPARE(command, CurlCommand::fromEntry(*m_log->find(m_panel->currentEntry()->id)));
        QVERIFY2(command.startsWith(u"curl "_s), qPrintable(command));
        QVERIFY(command.contains(u"$BATON_TOKEN"_s));
        QVERIFY(command.contains(u"/v1/secrets"_s));
        QVERIFY(!command.contains(m_admin));
        QVERIFY(!command.contains(u"s3cr3t-weather"_s));
    }

    // The selected request's body is cut once newer requests push it out of
    // the latest ones kept whole: Copy as cURL turns off and the details say so.
    void cutBodyTurnsCopyAsCurlOff()
    {
        const QJsonObject large {{u"description"_s, QString(RequestLog::MaxExcerpt, u'd')}};
        QVERIFY(finish(m_client->post(u"/v1/nothing-here"_s, large)));
        const QAbstractItemModel *model = table()->model();
        const QModelIndex last = model->index(model->rowCount() - 1, RequestLogModel::PathColumn);
        table()->scrollTo(last);
        QTest::mouseClick(table()->viewport(), Qt::LeftButton, {}, table()->visualRect(last).center());
        QVERIFY(m_panel->currentEntry());
        const quint64 selected = m_panel->currentEntry()->id;
        QCOMPARE(m_log->find(selected)->method, QByteArray("POST"));
        QVERIFY(m_log->find(selected)->requestBody.size() > RequestLog::MaxExcerpt);
        auto *copy = child<QPushButton>(u"copyCurlButton"_s);
        QVERIFY(copy->isEnabled());

        for (qsizetype i = 0; i < RequestLog::WholeRequestBodies; ++i)
            QVERIFY(finish(m_client->get(u"/v1/tools"_s)));
        QVERIFY(m_log->find(selected)->requestBodyCut);
        QCOMPARE(m_panel->currentEntry()->id, selected);
        QVERIFY(!copy->isEnabled());
        const QString details = child<QPlainTextEdit>(u"requestLogDetails"_s)->toPlainText();
        QVERIFY2(details.contains(u"cannot be copied as cURL"_s), qPrintable(details));
    }

    void copyRequestId()
    {
        auto *copy = child<QPushButton>(u"copyRequestIdButton"_s);
        QVERIFY(!copy->isEnabled());
        QVERIFY(clickRow(u"/v1/nothing-here"_s));
        const QString requestId = m_panel->currentEntry()->requestId;
        QVERIFY(requestId.startsWith(u"req_"_s));
        QGuiApplication::clipboard()->clear();
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), requestId);
    }

    void clear()
    {
        QVERIFY(clickRow(u"/v1/secrets"_s));
        auto *clear = child<QPushButton>(u"clearLogButton"_s);
        QVERIFY(clear->isEnabled());
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(m_log->count(), 0);
        QCOMPARE(table()->model()->rowCount(), 0);
        QVERIFY(child<QPlainTextEdit>(u"requestLogDetails"_s)->toPlainText().isEmpty());
        QVERIFY(!child<QPushButton>(u"copyCurlButton"_s)->isEnabled());
        QVERIFY(!clear->isEnabled());
        QVERIFY(finish(m_client->get(u"/v1/tools"_s)));
        QCOMPARE(table()->model()->rowCount(), 1);
        QVERIFY(clear->isEnabled());
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

#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/models/RequestLogModel.h"
#include "sandbox/Server.h"
#include "support/SandboxClient.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QUrlQuery>
#include <QUuid>

#include <memory>

using namespace Qt::StringLiterals;
using baton::ApiClient;
using baton::ApiJob;
using baton::ApiResult;
using baton::Profile;
using baton::RequestLog;
using baton::RequestLogModel;
using baton::ResourceKind;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::test::token;

namespace {

constexpr qsizetype Capacity = 4;
const QString AdminToken = u"tok-admin-Hq27vLx"_s;
const QString ChatToken = u"tok-chat-Pz93mWd"_s;

} // namespace

// RequestLogModel over a RequestLog filled by real requests to an in-process
// sandbox: rows follow additions, answers, the ring's drops and clear; the
// filter role works with QSortFilterProxyModel; no credential reaches any role.
class tst_RequestLogModel : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<baton::test::SandboxClient> m_sandbox;
    std::unique_ptr<RequestLogModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;

    // Waits for the job's result.
    [[nodiscard]] static ApiResult finish(ApiJob *job)
    {
        QSignalSpy done(job, &ApiJob::finished);
        if (!done.wait(10000))
            return {};
        return done.at(0).at(0).value<ApiResult>();
    }

    [[nodiscard]] QString cell(int row, int column, int role = Qt::DisplayRole) const
    {
        return m_model->index(row, column).data(role).toString();
    }

private Q_SLOTS:
    void init()
    {
        ServerConfig config;
        config.tokens = {token(u"admin"_s, AdminToken, ResourceKind::capabilities()), token(u"chat"_s, ChatToken, {})};
        m_sandbox = std::make_unique<baton::test::SandboxClient>(config, Capacity);
        QVERIFY(m_sandbox->start());
        m_sandbox->useToken(AdminToken);
        m_model = std::make_unique<RequestLogModel>(m_sandbox->log);
        m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(),
                                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
        m_sandbox.reset();
    }

    void headers()
    {
        const QStringList expected {u"Time"_s,     u"Method"_s,     u"Path"_s, u"Status"_s,
                                    u"Duration"_s, u"Request id"_s, u"Sent"_s, u"Received"_s};
        QCOMPARE(m_model->columnCount(), RequestLogModel::ColumnCount);
        QCOMPARE(m_model->columnCount(), expected.size());
        for (int column = 0; column < expected.size(); ++column)
            QCOMPARE(m_model->headerData(column, Qt::Horizontal).toString(), expected.at(column));
    }

    void rowsFollowRealRequests()
    {
        QSignalSpy inserted(m_model.get(), &RequestLogModel::rowsInserted);
        QSignalSpy changed(m_model.get(), &RequestLogModel::dataChanged);

        QUrlQuery query;
        query.addQueryItem(u"page"_s, u"1"_s);
        query.addQueryItem(u"pageSize"_s, u"5"_s);
        ApiJob *list = m_sandbox->client.get(u"/v1/tools"_s, query);
        // The row is there as soon as the request is sent.
        QCOMPARE(m_model->rowCount(), 1);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(cell(0, RequestLogModel::StatusColumn), u"pending"_s);
        QCOMPARE(cell(0, RequestLogModel::DurationColumn), QString());
        const ApiResult listed = finish(list);
        QVERIFY(listed.ok());

        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex(), m_model->index(0, 0));
        QCOMPARE(changed.at(0).at(1).toModelIndex(), m_model->index(0, RequestLogModel::ColumnCount - 1));
        QCOMPARE(cell(0, RequestLogModel::MethodColumn), u"GET"_s);
        QCOMPARE(cell(0, RequestLogModel::PathColumn), u"/v1/tools?page=1&pageSize=5"_s);
        QCOMPARE(cell(0, RequestLogModel::StatusColumn), u"200"_s);
        QVERIFY(cell(0, RequestLogModel::DurationColumn).endsWith(u" ms"_s));
        QVERIFY(!listed.requestId.isEmpty());
        QCOMPARE(cell(0, RequestLogModel::RequestIdColumn), listed.requestId);
        QCOMPARE(cell(0, RequestLogModel::RequestSizeColumn), u"0 bytes"_s);
        QCOMPARE(cell(0, RequestLogModel::ResponseSizeColumn), QLocale().formattedDataSize(listed.body.size()));
        QCOMPARE(m_model->index(0, 0).data(RequestLogModel::EntryIdRole).toULongLong(), m_sandbox->log.at(0).id);
        QCOMPARE(m_model->index(0, RequestLogModel::StatusColumn).data(RequestLogModel::SortRole), QVariant(200));
        QCOMPARE(m_model->index(0, RequestLogModel::TimeColumn).data(RequestLogModel::SortRole).toDateTime(),
                 m_sandbox->log.at(0).startedAt);
        QCOMPARE(cell(0, RequestLogModel::PathColumn, Qt::ToolTipRole), m_sandbox->log.at(0).url);

        const QJsonObject body {{u"name"_s, u"Lamp"_s},
                                {u"description"_s, u"Turns the lamp on"_s},
                                {u"method"_s, u"POST"_s},
                                {u"urlTemplate"_s, u"http://127.0.0.1:1/lamp"_s}};
        const ApiResult created = finish(m_sandbox->client.post(u"/v1/tools"_s, body));
        QVERIFY(created.ok());
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(cell(1, RequestLogModel::MethodColumn), u"POST"_s);
        QCOMPARE(cell(1, RequestLogModel::StatusColumn), u"201"_s);
        QCOMPARE(cell(1, RequestLogModel::RequestSizeColumn),
                 QLocale().formattedDataSize(m_sandbox->log.at(1).requestBytes));
        QVERIFY(m_sandbox->log.at(1).requestBytes > 0);

        const ApiResult missing
            = finish(m_sandbox->client.get(u"/v1/tools/"_s + QUuid::createUuid().toString(QUuid::WithoutBraces)));
        QVERIFY(!missing.ok());
        QCOMPARE(cell(2, RequestLogModel::StatusColumn), u"404"_s);
        QVERIFY(!cell(2, RequestLogModel::StatusColumn, Qt::ToolTipRole).isEmpty()); // the error's summary
        QCOMPARE(inserted.size(), 3);
    }

    void fullRingDropsTheOldest()
    {
        QSignalSpy removed(m_model.get(), &RequestLogModel::rowsRemoved);
        for (int page = 1; page <= Capacity + 2; ++page) {
            QUrlQuery query;
            query.addQueryItem(u"page"_s, QString::number(page));
            QVERIFY(finish(m_sandbox->client.get(u"/v1/tools"_s, query)).ok());
            QCOMPARE(m_model->rowCount(), int(std::min<qsizetype>(page, Capacity)));
        }
        QCOMPARE(removed.size(), 2);
        for (const QList<QVariant> &signal : std::as_const(removed)) {
            QCOMPARE(signal.at(1).toInt(), 0);
            QCOMPARE(signal.at(2).toInt(), 0);
        }
        for (int row = 0; row < Capacity; ++row) {
            QCOMPARE(cell(row, RequestLogModel::PathColumn), u"/v1/tools?page=%1"_s.arg(row + 3));
            QCOMPARE(m_model->index(row, 0).data(RequestLogModel::EntryIdRole).toULongLong(),
                     m_sandbox->log.at(row).id);
            QCOMPARE(cell(row, RequestLogModel::StatusColumn), u"200"_s);
        }
    }

    void clear()
    {
        QVERIFY(finish(m_sandbox->client.get(u"/v1/tools"_s)).ok());
        QVERIFY(finish(m_sandbox->client.get(u"/v1/secrets"_s)).ok());
        QCOMPARE(m_model->rowCount(), 2);
        QSignalSpy reset(m_model.get(), &RequestLogModel::modelReset);
        m_sandbox->log.clear();
        QCOMPARE(reset.size(), 1);
        QCOMPARE(m_model->rowCount(), 0);

        QVERIFY(finish(m_sandbox->client.get(u"/v1/files"_s)).ok());
        QCOMPARE(m_model->rowCount(), 1);
        QCOMPARE(cell(0, RequestLogModel::PathColumn), u"/v1/files"_s);
    }

    void filterByText()
    {
        QVERIFY(finish(m_sandbox->client.get(u"/v1/tools"_s)).ok());
        const QJsonObject body {{u"name"_s, u"Lamp"_s},
                                {u"description"_s, u"Turns the lamp on"_s},
                                {u"method"_s, u"POST"_s},
                                {u"urlTemplate"_s, u"http://127.0.0.1:1/lamp"_s}};
        QVERIFY(finish(m_sandbox->client.post(u"/v1/tools"_s, body)).ok());
        const ApiResult missing
            = finish(m_sandbox->client.get(u"/v1/tools/"_s + QUuid::createUuid().toString(QUuid::WithoutBraces)));
        QCOMPARE(missing.httpStatus, 404);
        m_sandbox->useToken(ChatToken);
        QCOMPARE(finish(m_sandbox->client.get(u"/v1/secrets"_s)).httpStatus, 403);
        QCOMPARE(m_model->rowCount(), 4);

        QSortFilterProxyModel proxy;
        proxy.setSourceModel(m_model.get());
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setFilterRole(RequestLogModel::FilterTextRole);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        const auto matching = [&proxy](const QString &text) {
            proxy.setFilterFixedString(text);
            QStringList rows;
            for (int row = 0; row < proxy.rowCount(); ++row)
                rows << proxy.index(row, RequestLogModel::MethodColumn).data().toString() + u' '
                        + proxy.index(row, RequestLogModel::StatusColumn).data().toString();
            return rows;
        };
        QCOMPARE(matching(u"post"_s), QStringList {u"POST 201"_s});
        // "404" is the status of one row, and may also occur by chance in
        // another row's random request id or in the missing tool's UUID.
        QStringList with404;
        for (qsizetype row = 0; row < m_sandbox->log.count(); ++row) {
            const RequestLog::Entry &entry = m_sandbox->log.at(row);
            if (entry.httpStatus == 404 || entry.requestId.contains(u"404"_s) || entry.path.contains(u"404"_s))
                with404 << QString::fromLatin1(entry.method) + u' ' + QString::number(entry.httpStatus);
        }
        QVERIFY(with404.contains(u"GET 404"_s));
        QCOMPARE(matching(u"404"_s), with404);
        QCOMPARE(matching(u"/V1/SECRETS"_s), QStringList {u"GET 403"_s});
        QCOMPARE(matching(u"/v1/tools"_s), (QStringList {u"GET 200"_s, u"POST 201"_s, u"GET 404"_s}));
        QCOMPARE(matching(missing.requestId), QStringList {u"GET 404"_s});
        QCOMPARE(matching(u"no such text"_s), QStringList());
        QCOMPARE(matching(QString()).size(), 4);
    }

    void noCredentialInAnyRole()
    {
        const QString secretValue = u"secret-value-Lk20x"_s;
        QVERIFY(finish(m_sandbox->client.get(u"/v1/tools"_s)).ok());
        QVERIFY(
            finish(m_sandbox->client.post(u"/v1/secrets"_s,
                                          {{u"name"_s, u"Mail"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, secretValue}}))
                .ok());
        m_sandbox->useToken(ChatToken);
        QCOMPARE(finish(m_sandbox->client.get(u"/v1/secrets"_s)).httpStatus, 403);
        QCOMPARE(m_model->rowCount(), 3);

        QList<int> roles {Qt::DisplayRole, Qt::EditRole, Qt::ToolTipRole, Qt::StatusTipRole, Qt::WhatsThisRole};
        roles << m_model->roleNames().keys();
        for (int row = 0; row < m_model->rowCount(); ++row) {
            for (int column = 0; column < m_model->columnCount(); ++column) {
                for (const int role : std::as_const(roles)) {
                    const QString text = cell(row, column, role);
                    for (const QString &credential : {AdminToken, ChatToken, secretValue})
                        QVERIFY2(!text.contains(credential), qPrintable(text));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(tst_RequestLogModel)
#include "tst_requestlogmodel.moc"

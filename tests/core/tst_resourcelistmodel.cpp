#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/models/ResourceListModel.h"
#include "sandbox/Server.h"
#include "support/LoopbackServer.h"
#include "support/SandboxClient.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <time.h>

using namespace Qt::StringLiterals;
using baton::ApiClient;
using baton::ApiError;
using baton::ApiJob;
using baton::ApiResult;
using baton::ColumnFormat;
using baton::Profile;
using baton::RequestLog;
using baton::ResourceKind;
using baton::ResourceListModel;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;
using baton::sandbox::Token;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;
using baton::test::token;
using Id = baton::ResourceKind::Id;

namespace {

constexpr int ToolCount = 1000;
constexpr int CustomModelCount = 250;
constexpr int AlphaModelCount = CustomModelCount / 5; // every fifth custom model is named "alpha …"
const QString StoredSecretValue = u"stored-secret-value-9f3k"_s;

// Text of any role's value, JSON included, to search it for what must not be there.
QString asText(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<QJsonObject>())
        return QString::fromUtf8(QJsonDocument(value.toJsonObject()).toJson(QJsonDocument::Compact));
    return value.toString();
}

} // namespace

// ResourceListModel against a real sandbox in the same process: lazy paging in
// both families, filters, generations, in-place updates, the missing
// capability state, columns and their display, and secrets. A few cases use
// a handwritten server for answers the sandbox never gives.
//
// Every model has a QAbstractItemModelTester for the whole test. The tester
// behaves as an eager view: it calls fetchMore() when it is created and after
// every change made outside a page load, so each model has asked for its
// first page by the time a test starts.
class tst_ResourceListModel : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<baton::test::SandboxClient> m_sandbox;
    std::map<Id, std::unique_ptr<ResourceListModel>> m_models;
    std::map<Id, std::unique_ptr<QAbstractItemModelTester>> m_testers;
    QStringList m_toolIds; // in creation order, the order of the tools list
    QSet<QString> m_modelIds;

    ResourceListModel &model(Id kind) { return *m_models.at(kind); }

    [[nodiscard]] static bool waitIdle(const ResourceListModel &model)
    {
        return QTest::qWaitFor([&model] { return !model.loading(); }, 20000);
    }

    // Requests sent for the list of `kind`.
    [[nodiscard]] int listRequests(Id kind) const
    {
        const QString path = ResourceKind::get(kind).collectionPath + u'?';
        int count = 0;
        for (qsizetype i = 0; i < m_sandbox->log.count(); ++i)
            count += m_sandbox->log.at(i).path.startsWith(path) ? 1 : 0;
        return count;
    }

    [[nodiscard]] RequestLog::Entry lastListRequest(Id kind) const
    {
        const QString path = ResourceKind::get(kind).collectionPath + u'?';
        for (qsizetype i = m_sandbox->log.count() - 1; i >= 0; --i) {
            if (m_sandbox->log.at(i).path.startsWith(path))
                return m_sandbox->log.at(i);
        }
        return {};
    }

    [[nodiscard]] static QStringList ids(const ResourceListModel &model)
    {
        QStringList list;
        for (int row = 0; row < model.rowCount(); ++row)
            list << model.index(row, 0).data(ResourceListModel::IdRole).toString();
        return list;
    }

    // Asks for pages until the list ends; returns the number of pages asked for.
    [[nodiscard]] static int walkToEnd(ResourceListModel &model)
    {
        int pages = 0;
        while (model.canFetchMore(QModelIndex()) && pages < 1000) {
            model.fetchMore(QModelIndex());
            ++pages;
            if (!waitIdle(model))
                return -1;
        }
        return pages;
    }

    void useToken(const QString &name) { m_sandbox->useToken(m_sandbox->server.token(name)->value); }

private Q_SLOTS:
    void initTestCase()
    {
        // A fixed zone 5 h 30 min east of UTC, so that local times are known.
        qputenv("TZ", "BTN-5:30");
        tzset();
        QLocale::setDefault(QLocale::c());
    }

    void init()
    {
        ServerConfig config;
        QStringList withoutTools = ResourceKind::capabilities();
        withoutTools.removeAll(u"manageTools"_s);
        config.tokens = {token(u"admin"_s, u"t-admin"_s, ResourceKind::capabilities()),
                         token(u"notools"_s, u"t-notools"_s, withoutTools)};
        m_sandbox = std::make_unique<baton::test::SandboxClient>(config);
        QVERIFY(m_sandbox->start());

        const Token &admin = *m_sandbox->server.token(u"admin"_s);
        baton::sandbox::Store &store = m_sandbox->server.store();
        m_toolIds.clear();
        m_modelIds.clear();
        store.batch([&] {
            for (int i = 0; i < ToolCount; ++i) {
                const QJsonObject tool {{u"name"_s, u"tool %1"_s.arg(i, 4, 10, QChar(u'0'))},
                                        {u"description"_s, u"Tool number %1"_s.arg(i)},
                                        {u"method"_s, u"POST"_s},
                                        {u"urlTemplate"_s, u"http://127.0.0.1:1/t/%1"_s.arg(i)}};
                m_toolIds << store.create(Id::Tool, tool, admin).id;
            }
            for (int i = 0; i < CustomModelCount; ++i) {
                const QString name = (i % 5 == 0 ? u"alpha model %1"_s : u"model %1"_s).arg(i);
                const QJsonObject custom {
                    {u"name"_s, name}, {u"llmModelName"_s, u"gpt-test"_s}, {u"category"_s, u"cat%1"_s.arg(i % 3)}};
                m_modelIds << store.create(Id::CustomModel, custom, admin).id;
            }
            store.create(Id::Secret,
                         {{u"name"_s, u"Weather key"_s},
                          {u"scope"_s, u"user"_s},
                          {u"provider"_s, u"meteo"_s},
                          {u"value"_s, StoredSecretValue}},
                         admin);
            store.create(Id::ApiResource,
                         {{u"name"_s, u"Forecast"_s},
                          {u"description"_s, u"Today's forecast"_s},
                          {u"urlTemplate"_s, u"http://127.0.0.1:1/forecast"_s},
                          {u"cacheTtlSeconds"_s, 60}},
                         admin);
            store.create(Id::File,
                         {{u"resourceType"_s, u"text"_s},
                          {u"fileName"_s, u"notes.txt"_s},
                          {u"status"_s, u"ready"_s},
                          {u"sizeBytes"_s, 2048},
                          {u"mimeType"_s, u"text/plain"_s}},
                         admin);
            store.create(Id::GroupModel,
                         {{u"name"_s, u"Council"_s},
                          {u"defaultMode"_s, u"auto"_s},
                          {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-test"_s}}}},
                         admin);
        });

        useToken(u"admin"_s);
        for (const ResourceKind *kind : ResourceKind::managed()) {
            auto model = std::make_unique<ResourceListModel>(m_sandbox->client, *kind);
            m_testers[kind->id] = std::make_unique<QAbstractItemModelTester>(
                model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            m_models[kind->id] = std::move(model);
        }
    }

    void cleanup()
    {
        m_testers.clear();
        m_models.clear();
        m_sandbox.reset();
    }

    void lazyPagingOverAThousandTools()
    {
        ResourceListModel &tools = model(Id::Tool);
        QVERIFY(waitIdle(tools));
        // Only the tester's first request: nothing is read until asked.
        QCOMPARE(listRequests(Id::Tool), 1);
        QCOMPARE(tools.rowCount(), ResourceListModel::DefaultPageSize);
        QVERIFY(tools.canFetchMore(QModelIndex()));
        QVERIFY(tools.totalKnown());
        QCOMPARE(tools.total(), ToolCount);
        QCOMPARE(lastListRequest(Id::Tool).path, u"/v1/tools?page=1&pageSize=50"_s);

        // One request at a time: asking again while loading does nothing.
        QSignalSpy loading(&tools, &ResourceListModel::loadingChanged);
        tools.fetchMore(QModelIndex());
        tools.fetchMore(QModelIndex());
        tools.fetchMore(QModelIndex());
        QVERIFY(tools.loading());
        QCOMPARE(listRequests(Id::Tool), 2);
        QVERIFY(waitIdle(tools));
        QCOMPARE(loading.size(), 2);
        QCOMPARE(loading.at(0).at(0).toBool(), true);
        QCOMPARE(loading.at(1).at(0).toBool(), false);
        QCOMPARE(tools.rowCount(), 2 * ResourceListModel::DefaultPageSize);

        // N more calls, N more pages, and not one more.
        for (int i = 0; i < 3; ++i) {
            tools.fetchMore(QModelIndex());
            QVERIFY(waitIdle(tools));
        }
        QCOMPARE(listRequests(Id::Tool), 5);
        QCOMPARE(tools.rowCount(), 5 * ResourceListModel::DefaultPageSize);
        QCOMPARE(lastListRequest(Id::Tool).path, u"/v1/tools?page=5&pageSize=50"_s);

        QCOMPARE(walkToEnd(tools), ToolCount / ResourceListModel::DefaultPageSize - 5);
        QCOMPARE(listRequests(Id::Tool), ToolCount / ResourceListModel::DefaultPageSize);
        QCOMPARE(tools.rowCount(), ToolCount);
        QCOMPARE(ids(tools), m_toolIds); // each once, in the list's order
        QVERIFY(!tools.canFetchMore(QModelIndex()));
        tools.fetchMore(QModelIndex());
        QVERIFY(!tools.loading());
        QCOMPARE(listRequests(Id::Tool), ToolCount / ResourceListModel::DefaultPageSize);
        QVERIFY(!tools.error());
    }

    void cursorFamily()
    {
        ResourceListModel &models = model(Id::CustomModel);
        models.setPageSize(100);
        QVERIFY(waitIdle(models));
        QCOMPARE(models.rowCount(), 100);
        QCOMPARE(lastListRequest(Id::CustomModel).path, u"/v1/custom-models?limit=100"_s);
        QVERIFY(!models.totalKnown());

        QCOMPARE(walkToEnd(models), 2);
        QVERIFY(lastListRequest(Id::CustomModel).path.contains(u"&cursor="_s));
        QCOMPARE(models.rowCount(), CustomModelCount);
        const QStringList listed = ids(models);
        QCOMPARE(QSet<QString>(listed.cbegin(), listed.cend()), m_modelIds);
        QVERIFY(!models.canFetchMore(QModelIndex()));
    }

    void searchFilter()
    {
        ResourceListModel &models = model(Id::CustomModel);
        models.setQuery({{u"search"_s, u"alpha"_s}, {u"category"_s, QString()}});
        QVERIFY(waitIdle(models));
        QCOMPARE(lastListRequest(Id::CustomModel).path, u"/v1/custom-models?search=alpha&limit=50"_s);
        QVERIFY(walkToEnd(models) >= 0);
        QCOMPARE(models.rowCount(), AlphaModelCount);
        for (int row = 0; row < models.rowCount(); ++row)
            QVERIFY(models.objectAt(row).value(u"name"_s).toString().startsWith(u"alpha model"_s));
        QVERIFY(models.queryErrors().isEmpty());
    }

    void invalidFilterSendsNothing()
    {
        ResourceListModel &tools = model(Id::Tool);
        QVERIFY(waitIdle(tools));
        const int sent = m_sandbox->log.count();

        tools.setQuery({{u"scopeType"_s, u"planet"_s}, {u"scopeId"_s, u"not-a-uuid"_s}});
        QCOMPARE(tools.queryErrors().size(), 2);
        QCOMPARE(tools.queryErrors().at(0).field, u"scopeType"_s);
        QCOMPARE(tools.queryErrors().at(1).field, u"scopeId"_s);
        QVERIFY(!tools.queryErrors().at(0).message.isEmpty());
        QCOMPARE(tools.rowCount(), 0);
        QVERIFY(!tools.canFetchMore(QModelIndex()));
        tools.fetchMore(QModelIndex());
        tools.refresh();
        QVERIFY(!tools.loading());
        QCOMPARE(m_sandbox->log.count(), sent);

        tools.setQuery({});
        tools.setPageSize(101);
        QCOMPARE(tools.queryErrors().size(), 1);
        QCOMPARE(tools.queryErrors().at(0).field, u"pageSize"_s);
        model(Id::CustomModel).setPageSize(0);
        QCOMPARE(model(Id::CustomModel).queryErrors().at(0).field, u"limit"_s);
        QVERIFY(waitIdle(tools));
        QVERIFY(waitIdle(model(Id::CustomModel)));
        QCOMPARE(m_sandbox->log.count(), sent + 1); // only the valid query in between was sent
        QCOMPARE(m_sandbox->log.at(sent).path, u"/v1/tools?page=1&pageSize=50"_s);
        QCOMPARE(tools.rowCount(), 0);

        tools.setPageSize(20);
        QVERIFY(tools.queryErrors().isEmpty());
        QVERIFY(waitIdle(tools));
        QCOMPARE(tools.rowCount(), 20);
    }

    // refresh() while page 2 is in flight: the old request is canceled, its
    // answer is not an error of the list, and only the new first page shows.
    void refreshDropsTheOldGeneration()
    {
        ResourceListModel &tools = model(Id::Tool);
        QVERIFY(waitIdle(tools));
        QSignalSpy failed(&tools, &ResourceListModel::loadFailed);
        QSignalSpy inserted(&tools, &ResourceListModel::rowsInserted);
        QSignalSpy loading(&tools, &ResourceListModel::loadingChanged);
        tools.fetchMore(QModelIndex());
        QCOMPARE(lastListRequest(Id::Tool).path, u"/v1/tools?page=2&pageSize=50"_s);
        const quint64 oldRequest = lastListRequest(Id::Tool).id;

        tools.refresh();
        QCOMPARE(tools.rowCount(), 0);
        QVERIFY(tools.loading());
        QCOMPARE(loading.size(), 1); // true; the generation change did not flicker
        QVERIFY(waitIdle(tools));

        QCOMPARE(failed.size(), 0);
        QVERIFY(!tools.error());
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(ids(tools), m_toolIds.mid(0, ResourceListModel::DefaultPageSize));
        const RequestLog::Entry *old = m_sandbox->log.find(oldRequest);
        QVERIFY(old);
        QVERIFY(old->finished);
        QCOMPARE(old->httpStatus, 0);
        QCOMPARE(lastListRequest(Id::Tool).path, u"/v1/tools?page=1&pageSize=50"_s);
        QCOMPARE(listRequests(Id::Tool), 3);
    }

    void upsertAndRemoveById()
    {
        ResourceListModel &tools = model(Id::Tool);
        QVERIFY(waitIdle(tools));
        const int pageSize = ResourceListModel::DefaultPageSize;

        QSignalSpy changed(&tools, &ResourceListModel::dataChanged);
        QJsonObject renamed = tools.objectAt(3);
        renamed.insert(u"name"_s, u"renamed"_s);
        QCOMPARE(tools.upsert(renamed), 3);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 3);
        QCOMPARE(tools.rowCount(), pageSize);
        QCOMPARE(tools.index(3, 0).data().toString(), u"renamed"_s);
        QCOMPARE(tools.objectAt(3), renamed);

        // A tool created now is last in the list's order: it is shown at
        // once, and its own page later updates it in place.
        const baton::sandbox::Record &created
            = m_sandbox->server.store().create(Id::Tool,
                                               {{u"name"_s, u"fresh"_s},
                                                {u"description"_s, u"d"_s},
                                                {u"method"_s, u"PUT"_s},
                                                {u"urlTemplate"_s, u"http://127.0.0.1:1/fresh"_s}},
                                               *m_sandbox->server.token(u"admin"_s));
        QCOMPARE(tools.upsert(created.object), pageSize);
        QCOMPARE(tools.rowOfId(created.id), pageSize);
        QCOMPARE(tools.total(), ToolCount + 1);
        QVERIFY(waitIdle(tools)); // the tester asked for page 2 after the insertion
        QVERIFY(walkToEnd(tools) >= 0);
        QCOMPARE(tools.rowCount(), ToolCount + 1);
        const QStringList listed = ids(tools);
        QCOMPARE(QSet<QString>(listed.cbegin(), listed.cend()).size(), ToolCount + 1);
        QCOMPARE(tools.rowOfId(created.id), pageSize);
        QCOMPARE(tools.total(), ToolCount + 1);

        QSignalSpy removed(&tools, &ResourceListModel::rowsRemoved);
        QVERIFY(tools.removeById(m_toolIds.at(0)));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 0);
        QCOMPARE(tools.rowCount(), ToolCount);
        QCOMPARE(tools.rowOfId(m_toolIds.at(0)), -1);
        QCOMPARE(tools.rowOfId(m_toolIds.at(1)), 0);
        QCOMPARE(tools.rowOfId(m_toolIds.at(999)), ToolCount - 1);
        QCOMPARE(tools.rowOfId(created.id), pageSize - 1);
        QCOMPARE(tools.objectAt(0).value(u"id"_s).toString(), m_toolIds.at(1));
        QCOMPARE(tools.total(), ToolCount);
        QVERIFY(!tools.removeById(u"no-such-id"_s));
        QVERIFY(tools.objectAt(-1).isEmpty());
        QVERIFY(tools.objectAt(ToolCount).isEmpty());
        QCOMPARE(tools.upsert({{u"name"_s, u"no id"_s}}), -1);
        QCOMPARE(tools.rowCount(), ToolCount);
    }

    void missingCapability()
    {
        ResourceListModel &tools = model(Id::Tool);
        QVERIFY(waitIdle(tools));
        QVERIFY(tools.missingCapability().isEmpty());

        useToken(u"notools"_s);
        QSignalSpy failed(&tools, &ResourceListModel::loadFailed);
        tools.refresh();
        QVERIFY(waitIdle(tools));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(tools.missingCapability(), u"manageTools"_s);
        QVERIFY(tools.error());
        QCOMPARE(tools.error()->kind(), ApiError::Kind::MissingCapability);
        QCOMPARE(tools.error()->httpStatus(), 403);
        QCOMPARE(tools.rowCount(), 0);

        // Paging stops: no loop of refused requests.
        const int sent = listRequests(Id::Tool);
        QVERIFY(!tools.canFetchMore(QModelIndex()));
        tools.fetchMore(QModelIndex());
        QVERIFY(!tools.loading());
        QCOMPARE(listRequests(Id::Tool), sent);
        QCOMPARE(failed.size(), 1);

        // The other lists are not concerned.
        ResourceListModel &secrets = model(Id::Secret);
        secrets.refresh();
        QVERIFY(waitIdle(secrets));
        QVERIFY(!secrets.error());
        QVERIFY(secrets.missingCapability().isEmpty());
        QCOMPARE(lastListRequest(Id::Secret).httpStatus, 200);

        useToken(u"admin"_s);
        tools.refresh();
        QVERIFY(waitIdle(tools));
        QVERIFY(tools.missingCapability().isEmpty());
        QVERIFY(!tools.error());
        QCOMPARE(tools.rowCount(), ResourceListModel::DefaultPageSize);
    }

    void columnsAndHeaders_data()
    {
        QTest::addColumn<Id>("kind");
        QTest::addColumn<QStringList>("members");
        QTest::addColumn<QStringList>("headers");
        QTest::addColumn<QStringList>("firstRow");

        QTest::newRow("secrets") << Id::Secret
                                 << QStringList {u"name"_s, u"scope"_s, u"provider"_s, u"valueUpdatedAt"_s,
                                                 u"updatedAt"_s}
                                 << QStringList {u"Name"_s, u"Scope"_s, u"Provider"_s, u"Value changed"_s, u"Updated"_s}
                                 << QStringList {u"Weather key"_s, u"Personal"_s, u"meteo"_s};
        QTest::newRow("tools") << Id::Tool
                               << QStringList {u"name"_s, u"method"_s, u"urlTemplate"_s, u"needUserValidation"_s,
                                               u"updatedAt"_s}
                               << QStringList {u"Name"_s, u"Method"_s, u"URL template"_s, u"Needs approval"_s,
                                               u"Updated"_s}
                               << QStringList {u"tool 0000"_s, u"POST"_s, u"http://127.0.0.1:1/t/0"_s, u"Yes"_s};
        QTest::newRow("api-resources") << Id::ApiResource
                                       << QStringList {u"name"_s, u"urlTemplate"_s, u"cacheTtlSeconds"_s,
                                                       u"updatedAt"_s}
                                       << QStringList {u"Name"_s, u"URL template"_s, u"Cache TTL (s)"_s, u"Updated"_s}
                                       << QStringList {u"Forecast"_s, u"http://127.0.0.1:1/forecast"_s, u"60"_s};
        QTest::newRow("files") << Id::File
                               << QStringList {u"fileName"_s, u"status"_s, u"resourceType"_s, u"sizeBytes"_s,
                                               u"updatedAt"_s}
                               << QStringList {u"File name"_s, u"Status"_s, u"Type"_s, u"Size"_s, u"Updated"_s}
                               << QStringList {u"notes.txt"_s, u"Ready"_s, u"Text"_s, u"2.00 KiB"_s};
        QTest::newRow("custom-models") << Id::CustomModel << QStringList {u"name"_s, u"llmModelName"_s, u"category"_s,
                                                                          u"tags"_s, u"isPublic"_s,     u"updatedAt"_s}
                                       << QStringList {u"Name"_s, u"Base model"_s, u"Category"_s,
                                                       u"Tags"_s, u"Public"_s,     u"Updated"_s}
                                       << QStringList {u"model 249"_s, u"gpt-test"_s, u"cat0"_s, QString(), u"No"_s};
        QTest::newRow("group-models") << Id::GroupModel
                                      << QStringList {u"name"_s, u"defaultMode"_s, u"brain"_s, u"category"_s,
                                                      u"updatedAt"_s}
                                      << QStringList {u"Name"_s, u"Mode"_s, u"Brain"_s, u"Category"_s, u"Updated"_s}
                                      << QStringList {u"Council"_s, u"Automatic"_s, u"llm:gpt-test"_s, QString()};
    }

    void columnsAndHeaders()
    {
        QFETCH(Id, kind);
        QFETCH(QStringList, members);
        QFETCH(QStringList, headers);
        QFETCH(QStringList, firstRow);

        ResourceListModel &list = model(kind);
        QVERIFY(waitIdle(list));
        QVERIFY(!list.error());
        QVERIFY(list.rowCount() > 0);
        QCOMPARE(list.columnCount(), members.size());
        QStringList declared;
        for (const baton::ListColumn &column : ResourceKind::get(kind).listColumns)
            declared << column.member;
        QCOMPARE(declared, members);
        for (int column = 0; column < headers.size(); ++column)
            QCOMPARE(list.headerData(column, Qt::Horizontal).toString(), headers.at(column));
        for (int column = 0; column < firstRow.size(); ++column)
            QCOMPARE(list.index(0, column).data().toString(), firstRow.at(column));

        // The last column is the last change, in local time, as the locale writes it.
        const QString updatedAt = list.objectAt(0).value(u"updatedAt"_s).toString();
        const QDateTime expected = QDateTime::fromString(updatedAt, Qt::ISODateWithMs).addSecs(5 * 3600 + 30 * 60);
        QCOMPARE(list.index(0, int(members.size()) - 1).data().toString(),
                 QLocale().toString(expected, QLocale::ShortFormat));
        QCOMPARE(list.index(0, 0).data(ResourceListModel::IdRole).toString(),
                 list.objectAt(0).value(u"id"_s).toString());
        QCOMPARE(list.index(0, 1).data(ResourceListModel::ObjectRole).toJsonObject(), list.objectAt(0));
    }

    void displayOfValues()
    {
        using Format = ColumnFormat;
        const auto show = [](const QJsonValue &value, Format format = Format::Text) {
            return ResourceListModel::displayText(value, format);
        };
        QCOMPARE(show(QJsonValue()), QString());
        QCOMPARE(show(QJsonValue(QJsonValue::Undefined)), QString());
        QCOMPARE(show(true), u"Yes"_s);
        QCOMPARE(show(false), u"No"_s);
        QCOMPARE(show(120000), u"120000"_s);
        QCOMPARE(show(1.5), u"1.5"_s);
        QCOMPARE(show(u"plain"_s), u"plain"_s);
        QCOMPARE(show(QJsonArray {u"a"_s, u"b"_s, 3, true}), u"a, b, 3, Yes"_s);
        QCOMPARE(show(QJsonArray {}), QString());
        QCOMPARE(show(QJsonObject {{u"b"_s, 1}, {u"a"_s, QJsonArray {u"x"_s}}}), uR"({"a":["x"],"b":1})"_s);
        QCOMPARE(show(QJsonArray {QJsonObject {{u"type"_s, u"team"_s}}}), uR"({"type":"team"})"_s);

        // Timestamps: local time (here UTC+05:30) in the locale's format; no offset means UTC; text that
        // is no date stays as it is.
        QCOMPARE(show(u"2026-01-02T03:04:05Z"_s, Format::Timestamp), u"2 Jan 2026 08:34:05"_s);
        QCOMPARE(show(u"2026-01-02T03:04:05.250+01:00"_s, Format::Timestamp), u"2 Jan 2026 07:34:05"_s);
        QCOMPARE(show(u"2026-01-02T03:04:05"_s, Format::Timestamp), u"2 Jan 2026 08:34:05"_s);
        QCOMPARE(show(u"yesterday"_s, Format::Timestamp), u"yesterday"_s);
        QCOMPARE(show(u"2026-01-02T03:04:05Z"_s), u"2026-01-02T03:04:05Z"_s);
        // A value of a named set by its label; another as it comes.
        QCOMPARE(show(u"vectorizing"_s, Format::Label), u"Vectorizing"_s);
        QCOMPARE(show(u"archived"_s, Format::Label), u"archived"_s);

        QCOMPARE(show(512, Format::ByteSize), u"512 bytes"_s);
        QCOMPARE(show(5 * 1024 * 1024, Format::ByteSize), u"5.00 MiB"_s);
        QCOMPARE(show(-1, Format::ByteSize), u"-1"_s);

        // Numbers follow the locale.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(show(120000), u"120.000"_s);
        QCOMPARE(show(1.5), u"1,5"_s);
        QCOMPARE(show(2048, Format::ByteSize), u"2,00 KiB"_s);
        QLocale::setDefault(QLocale::c());

        // Model references read as chat targets; another shape as JSON.
        const baton::FieldSpec *brain = ResourceKind::get(Id::GroupModel).field(u"brain");
        QCOMPARE(ResourceListModel::displayText(QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, u"c1"_s}},
                                                Format::Text, brain),
                 u"custom:c1"_s);
        QCOMPARE(ResourceListModel::displayText(QJsonObject {{u"type"_s, u"group"_s}, {u"groupModelId"_s, u"g1"_s}},
                                                Format::Text, brain),
                 u"group:g1"_s);
        QCOMPARE(ResourceListModel::displayText(QJsonObject {{u"type"_s, u"weird"_s}}, Format::Text, brain),
                 uR"({"type":"weird"})"_s);

        // Sort values stay raw.
        QCOMPARE(ResourceListModel::sortValue(42, Format::ByteSize), QVariant(42.0));
        QCOMPARE(ResourceListModel::sortValue(true, Format::Text), QVariant(true));
        QCOMPARE(ResourceListModel::sortValue(u"2026-01-02T03:04:05Z"_s, Format::Timestamp).toDateTime(),
                 QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC));
        QVERIFY(!ResourceListModel::sortValue(QJsonValue(), Format::Text).isValid());

        // Through the model: an object with unexpected shapes still shows.
        ResourceListModel &models = model(Id::CustomModel);
        QVERIFY(waitIdle(models));
        const int row = models.upsert({{u"id"_s, u"odd"_s},
                                       {u"name"_s, u"Odd"_s},
                                       {u"category"_s, QJsonObject {{u"x"_s, 1}}},
                                       {u"tags"_s, QJsonArray {u"red"_s, u"blue"_s}},
                                       {u"isPublic"_s, true},
                                       {u"updatedAt"_s, u"2026-01-02T03:04:05Z"_s}});
        QCOMPARE(models.index(row, 2).data().toString(), uR"({"x":1})"_s);
        QCOMPARE(models.index(row, 3).data().toString(), u"red, blue"_s);
        QCOMPARE(models.index(row, 4).data().toString(), u"Yes"_s);
        QCOMPARE(models.index(row, 4).data(ResourceListModel::SortRole), QVariant(true));
        QCOMPARE(models.index(row, 5).data().toString(), u"2 Jan 2026 08:34:05"_s);
        QCOMPARE(models.index(row, 5).data(ResourceListModel::SortRole).toDateTime(),
                 QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC));
        QVERIFY(models.index(row, 1).data().toString().isEmpty()); // no llmModelName
        QVERIFY(waitIdle(models));
    }

    void secretsNeverShowAValue()
    {
        const QString created = u"created-secret-value-Zq81"_s;
        QSignalSpy done(m_sandbox->client.post(
                            u"/v1/secrets"_s, {{u"name"_s, u"Mail"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, created}}),
                        &ApiJob::finished);
        QVERIFY(done.wait());
        QVERIFY(done.at(0).at(0).value<ApiResult>().ok());

        ResourceListModel &secrets = model(Id::Secret);
        secrets.refresh();
        QVERIFY(waitIdle(secrets));
        QCOMPARE(secrets.rowCount(), 2);
        // A server that did send the value: it is dropped on the way in.
        const QString leaked = u"sent-by-a-careless-server"_s;
        const int row = secrets.upsert({{u"id"_s, u"s-leak"_s}, {u"name"_s, u"Leak"_s}, {u"value"_s, leaked}});
        QCOMPARE(secrets.rowCount(), 3);
        QVERIFY(!secrets.objectAt(row).contains(u"value"_s));

        QList<int> roles {Qt::DisplayRole, Qt::EditRole, Qt::ToolTipRole, Qt::StatusTipRole, Qt::WhatsThisRole};
        roles << secrets.roleNames().keys();
        for (int r = 0; r < secrets.rowCount(); ++r) {
            QVERIFY(!secrets.objectAt(r).contains(u"value"_s));
            for (int column = 0; column < secrets.columnCount(); ++column) {
                for (const int role : std::as_const(roles)) {
                    const QString text = asText(secrets.index(r, column).data(role));
                    for (const QString &value : {StoredSecretValue, created, leaked})
                        QVERIFY2(!text.contains(value), qPrintable(text));
                    if (role == ResourceListModel::ObjectRole)
                        QVERIFY(!secrets.index(r, column).data(role).toJsonObject().contains(u"value"_s));
                }
            }
        }
        for (const baton::ListColumn &column : ResourceKind::get(Id::Secret).listColumns)
            QVERIFY(column.member != u"value"_s);
        QVERIFY(waitIdle(secrets));
    }

    // A delete moves every later object one place up the service's numbered
    // pages: the next request reads from the page that now holds the first
    // object not yet seen, so none is skipped and none shows twice.
    void deleteDoesNotHideTheNextPage_data()
    {
        QTest::addColumn<QList<int>>("deleted"); // indexes into the five tools
        QTest::addColumn<int>("pagesFirst"); // pages read before the deletes
        QTest::newRow("first of page 1") << QList<int> {0} << 1;
        QTest::newRow("second of page 1") << QList<int> {1} << 1;
        QTest::newRow("all of page 1") << QList<int> {0, 1} << 1;
        QTest::newRow("page 1, two pages read") << QList<int> {0} << 2;
        QTest::newRow("one per page, two pages read") << QList<int> {1, 2} << 2;
    }

    void deleteDoesNotHideTheNextPage()
    {
        QFETCH(QList<int>, deleted);
        QFETCH(int, pagesFirst);
        ServerConfig config;
        config.tokens = {token(u"admin"_s, u"t-admin"_s, ResourceKind::capabilities())};
        baton::test::SandboxClient sandbox(config);
        QVERIFY(sandbox.start());
        sandbox.useToken(u"t-admin"_s);
        const Token &admin = *sandbox.server.token(u"admin"_s);
        QStringList toolIds;
        for (int i = 0; i < 5; ++i) {
            const QJsonObject tool {{u"name"_s, u"tool %1"_s.arg(i)},
                                    {u"description"_s, u"Tool number %1"_s.arg(i)},
                                    {u"method"_s, u"GET"_s},
                                    {u"urlTemplate"_s, u"http://127.0.0.1:1/t/%1"_s.arg(i)}};
            toolIds << sandbox.server.store().create(Id::Tool, tool, admin).id;
        }
        ResourceListModel tools(sandbox.client, ResourceKind::get(Id::Tool));
        QAbstractItemModelTester tester(&tools, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tools.setPageSize(2);
        for (int page = 0; page < pagesFirst; ++page) {
            tools.fetchMore(QModelIndex());
            QVERIFY(waitIdle(tools));
        }
        QCOMPARE(ids(tools), toolIds.mid(0, 2 * pagesFirst));

        QStringList remaining = toolIds;
        for (const int index : deleted) {
            const QString id = toolIds.at(index);
            ApiJob *job = sandbox.client.remove(ResourceKind::get(Id::Tool).itemPath(id));
            QSignalSpy finished(job, &ApiJob::finished);
            QVERIFY(finished.wait(10000));
            QVERIFY(finished.at(0).at(0).value<ApiResult>().ok());
            QVERIFY(tools.removeById(id));
            remaining.removeAll(id);
        }
        QCOMPARE(walkToEnd(tools) >= 0, true);
        QCOMPARE(ids(tools), remaining); // each once, in the list's order
        QVERIFY(!tools.canFetchMore(QModelIndex()));
    }

    // A cursor page may be empty and still name the next one: it is followed
    // without waiting for a view to ask, as long as the cursors are new.
    void emptyCursorPageIsFollowed()
    {
        LoopbackServer server;
        server.setHandler([](const RecordedRequest &request, QHttpServerResponder &&responder) {
            const QString cursor = request.query.queryItemValue(u"cursor"_s);
            QByteArray body = R"({"data":[{"id":"m1"},{"id":"m2"}],"nextCursor":null})";
            if (cursor.isEmpty())
                body = R"({"data":[],"nextCursor":"c2"})";
            else if (cursor == u"c2"_s)
                body = R"({"data":[],"nextCursor":"c3"})";
            LoopbackServer::reply(responder, 200, body, {{"Content-Type", "application/json"}});
        });
        m_sandbox->client.setConnection(Profile {u"other"_s, server.baseUrl(), false, {}}, u"t-other"_s);

        ResourceListModel &models = model(Id::CustomModel);
        models.refresh();
        QTRY_COMPARE(ids(models), (QStringList {u"m1"_s, u"m2"_s}));
        QVERIFY(waitIdle(models));
        QCOMPARE(server.requests().size(), 3);
        QCOMPARE(server.requests().at(1).query.queryItemValue(u"cursor"_s), u"c2"_s);
        QCOMPARE(server.requests().at(2).query.queryItemValue(u"cursor"_s), u"c3"_s);
        QVERIFY(!models.canFetchMore(QModelIndex()));
    }

    // A server that sends empty pages for ever, each naming a fresh cursor:
    // the model follows them on its own (no view asks, as no row comes) and
    // stops after Pager::MaxEmptyPagesInARow of them, saying why.
    void endlessEmptyPagesAreBounded()
    {
        LoopbackServer server;
        QVERIFY(server.port() != 0);
        int answered = 0;
        server.setHandler([&answered](const RecordedRequest &, QHttpServerResponder &&responder) {
            ++answered;
            // What an unbounded model would ask for, ended so that the test ends.
            const QByteArray next
                = answered > 1000 ? QByteArray("null") : QByteArray("\"c" + QByteArray::number(answered) + "\"");
            LoopbackServer::reply(responder, 200, R"({"data":[],"nextCursor":)" + next + "}",
                                  {{"Content-Type", "application/json"}, {"X-Request-Id", "req_empty"}});
        });
        m_sandbox->client.setConnection(Profile {u"other"_s, server.baseUrl(), false, {}}, u"t-other"_s);

        ResourceListModel &models = model(Id::CustomModel);
        QSignalSpy ended(&models, &ResourceListModel::endedEarly);
        QSignalSpy warnings(&models, &ResourceListModel::pagingWarning);
        models.refresh();
        QVERIFY(waitIdle(models));
        QTRY_VERIFY(!models.loading()); // no page of the run is still on its way
        QCOMPARE(server.requests().size(), baton::Pager::MaxEmptyPagesInARow);
        QCOMPARE(models.rowCount(), 0);
        QVERIFY(!models.canFetchMore(QModelIndex()));
        QCOMPARE(models.end(), baton::Pager::End::Incomplete);
        QCOMPARE(ended.size(), 1);
        QVERIFY2(models.endReason().contains(u"in a row, each naming another"_s), qPrintable(models.endReason()));
        QVERIFY2(models.endReason().contains(u"req_empty"_s), qPrintable(models.endReason()));
        QVERIFY(std::any_of(warnings.cbegin(), warnings.cend(), [](const QVariantList &warning) {
            return warning.at(0).toString().contains(u"in a row, each naming another"_s);
        }));
    }

    // A list answered 200 text/html (a proxy's sign-in page) is not an empty
    // list: the model ends Unreadable and says what came back; retry() reads
    // it again from the first page.
    void unreadableAnswerIsNotAnEmptyList()
    {
        LoopbackServer server;
        QVERIFY(server.port() != 0);
        server.setHandler([](const RecordedRequest &, QHttpServerResponder &&responder) {
            LoopbackServer::reply(responder, 200, "<html><body><h1>Please sign in</h1></body></html>",
                                  {{"Content-Type", "text/html"}, {"X-Request-Id", "req_proxy"}});
        });
        m_sandbox->client.setConnection(Profile {u"other"_s, server.baseUrl(), false, {}}, u"t-other"_s);

        ResourceListModel &tools = model(Id::Tool);
        QSignalSpy ended(&tools, &ResourceListModel::endedEarly);
        tools.refresh();
        QVERIFY(waitIdle(tools));
        QCOMPARE(tools.end(), baton::Pager::End::Unreadable);
        QCOMPARE(ended.size(), 1);
        QCOMPARE(tools.rowCount(), 0);
        QVERIFY(!tools.canFetchMore(QModelIndex()));
        for (const QString &part : {u"HTTP 200, text/html"_s, u"begins: “Please sign in”"_s, u"req_proxy"_s})
            QVERIFY2(tools.endReason().contains(part), qPrintable(tools.endReason()));
        QCOMPARE(server.requests().size(), 1);

        tools.retry();
        QVERIFY(waitIdle(tools));
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests().at(1).query.queryItemValue(u"page"_s), u"1"_s);
        QCOMPARE(tools.end(), baton::Pager::End::Unreadable);
        QCOMPARE(ended.size(), 2);
    }

    // Answers the sandbox never gives: a server fault, then a page the Pager
    // can read only in part.
    void failuresAndWarningsFromAnotherServer()
    {
        LoopbackServer server;
        QVERIFY(server.port() != 0);
        int answered = 0;
        server.setHandler([&answered](const RecordedRequest &, QHttpServerResponder &&responder) {
            const LoopbackServer::Headers headers {{"Content-Type", "application/json"}, {"X-Request-Id", "req_x"}};
            if (answered++ == 0)
                LoopbackServer::reply(responder, 500,
                                      R"({"error":{"message":"boom","type":"api_error","code":"internal_error"}})",
                                      headers);
            else
                LoopbackServer::reply(responder, 200, R"({"data":[{"id":"a"},{"id":"b"},7],"total":"lots"})", headers);
        });
        m_sandbox->client.setConnection(Profile {u"other"_s, server.baseUrl(), false, {}}, u"t-other"_s);

        ResourceListModel &tools = model(Id::Tool);
        QSignalSpy failed(&tools, &ResourceListModel::loadFailed);
        QSignalSpy warnings(&tools, &ResourceListModel::pagingWarning);
        tools.refresh();
        QVERIFY(waitIdle(tools));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(tools.error()->kind(), ApiError::Kind::ServerFault);
        QVERIFY(tools.missingCapability().isEmpty());
        QVERIFY(!tools.canFetchMore(QModelIndex()));
        tools.fetchMore(QModelIndex());
        QCOMPARE(server.requests().size(), 1);

        tools.retry();
        QVERIFY(tools.loading());
        QVERIFY(waitIdle(tools));
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests().at(1).query.queryItemValue(u"page"_s), u"1"_s);
        QVERIFY(!tools.error());
        QCOMPARE(ids(tools), (QStringList {u"a"_s, u"b"_s}));
        QCOMPARE(warnings.size(), 2);
        QVERIFY(warnings.at(0).at(0).toString().contains(u"1 of 3"_s));
        QVERIFY(warnings.at(1).at(0).toString().contains(u"“total”"_s));
        QVERIFY(!tools.totalKnown());
        QVERIFY(!tools.canFetchMore(QModelIndex())); // a short page ends the list
        tools.retry(); // nothing failed: nothing to do
        QCOMPARE(server.requests().size(), 2);
    }
};

QTEST_GUILESS_MAIN(tst_ResourceListModel)
#include "tst_resourcelistmodel.moc"

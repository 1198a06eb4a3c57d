// ResourceListModel over GET /v1/tools with 100 000 tools in a sandbox in the
// same process, through ApiClient and real HTTP on loopback: the time to the
// first rows of a new list, the time to fetch every page to the end, and the
// time from refresh() of the full list to its first rows again. Not a test:
// it prints figures.
//
//   bench_resource_list [tools=100000] [pageSize=100] [rounds=3]

#include "BenchTools.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/models/ResourceListModel.h"
#include "sandbox/Server.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;
using baton::ResourceKind;
using baton::ResourceListModel;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;

namespace {

struct Walk {
    double firstRows = 0; // ms from the first request to the first rows
    double all = 0; // ms from the first request to the end of the list
    double refreshFirstRows = 0; // ms from refresh() of the full list to its first rows again
    int pages = 0;
    int rows = 0;
};

void waitIdle(ResourceListModel &model)
{
    if (!model.loading())
        return;
    QEventLoop loop;
    QObject::connect(&model, &ResourceListModel::loadingChanged, &loop, [&loop](bool loading) {
        if (!loading)
            loop.quit();
    });
    loop.exec();
}

// Milliseconds from `start` to the first rows it brings.
template<typename Start> double timeToFirstRows(ResourceListModel &model, Start start)
{
    QElapsedTimer timer;
    double ms = -1;
    const QMetaObject::Connection rows = QObject::connect(&model, &ResourceListModel::rowsInserted, &model, [&] {
        if (ms < 0)
            ms = double(timer.nsecsElapsed()) / 1e6;
    });
    timer.start();
    start();
    waitIdle(model);
    QObject::disconnect(rows);
    return ms;
}

// A new model, as a panel opening the list, read to the end; then refreshed.
Walk walk(baton::ApiClient &client, int pageSize)
{
    ResourceListModel model(client, ResourceKind::get(ResourceKind::Id::Tool));
    model.setPageSize(pageSize);
    Walk w;
    QElapsedTimer timer;
    timer.start();
    w.firstRows = timeToFirstRows(model, [&model] { model.fetchMore(QModelIndex()); });
    w.pages = 1;
    while (model.canFetchMore(QModelIndex())) {
        model.fetchMore(QModelIndex());
        ++w.pages;
        waitIdle(model);
    }
    w.all = double(timer.nsecsElapsed()) / 1e6;
    w.rows = model.rowCount();
    if (model.error())
        qFatal("the list failed: %s", qPrintable(model.error()->summary()));
    w.refreshFirstRows = timeToFirstRows(model, [&model] { model.refresh(); });
    return w;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args.at(1).toInt() : 100000;
    const int pageSize = args.size() > 2 ? args.at(2).toInt() : 100;
    const int rounds = std::max(1, args.size() > 3 ? args.at(3).toInt() : 3);
    QTextStream out(stdout);

    ServerConfig config;
    baton::sandbox::Token admin;
    admin.name = u"admin"_s;
    admin.value = u"bench"_s;
    admin.capabilities = ResourceKind::capabilities();
    config.tokens = {admin};
    Server server(config);
    if (server.listen() == 0)
        qFatal("cannot listen: %s", qPrintable(server.errorString()));
    const baton::sandbox::Token &token = server.tokens().constFirst();

    QElapsedTimer fill;
    fill.start();
    benchtools::fillTools(server.store(), token, count);
    out << "filled " << count << " tools in " << fill.elapsed() << " ms\n";

    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client(network, log);
    client.setConnection(baton::Profile {u"bench"_s, server.baseUrl(), false, {}}, token.value);

    out << "ResourceListModel over GET /v1/tools, pageSize " << pageSize << ", milliseconds\n";
    for (int round = 1; round <= rounds; ++round) {
        const Walk w = walk(client, pageSize);
        if (w.rows != count)
            qFatal("%d rows listed, %d expected", w.rows, count);
        out << QString::asprintf("round %d  first rows %6.2f   all %d rows in %d pages %7.1f (%.2f per page, "
                                 "%.0f rows/s)   refresh to first rows %6.2f\n",
                                 round, w.firstRows, w.rows, w.pages, w.all, w.all / w.pages, w.rows / (w.all / 1000.0),
                                 w.refreshFirstRows);
    }
    out.flush();
    return 0;
}

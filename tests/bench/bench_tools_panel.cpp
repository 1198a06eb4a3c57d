// The tools panel (ResourcePanel) over 100 000 tools, on the offscreen
// platform: the time until it shows its first rows, then scrolling to the end
// of the list (scrollToBottom again each time a page is in, as a held End key
// would) until every tool is loaded, with the longest stall of the UI thread.
// The sandbox runs on a SandboxThread, so the UI thread carries only the
// client and the widgets. Not a test: it prints figures.
//
//   bench_tools_panel [tools=100000] [rounds=3]

#include "BenchTools.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/models/ResourceListModel.h"
#include "core/relations/NameBook.h"
#include "sandbox/SandboxThread.h"
#include "sandbox/Server.h"
#include "ui/panels/ResourcePanel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;
using baton::ResourceKind;
using baton::ResourcePanel;
using baton::sandbox::SandboxThread;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;

namespace {

// Paints of the table's viewport once it has rows.
class PaintWatch final : public QObject
{
public:
    bool painted = false;
    const QAbstractItemModel *model = nullptr;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && model && model->rowCount() > 0)
            painted = true;
        return QObject::eventFilter(watched, event);
    }
};

struct Round {
    double firstRows = 0; // ms from show() to the first rows in the model
    double firstPaint = 0; // ms from show() to the first paint of the table with rows
    double firstStall = 0; // the longest UI stall until then
    double scrollAll = 0; // ms from the first scroll to every row loaded
    double scrollStall = 0; // the longest UI stall while scrolling
    double lastScroll = 0; // ms of the last scrollToBottom() call itself, over every row
    double firstTenth = 0; // ms to scroll through the first tenth of the list
    double lastTenth = 0; // ms to scroll through the last tenth: the same if a page costs the same anywhere
    int pages = 0;
    int rows = 0;
};

Round runRound(baton::ApiClient &client, int count)
{
    Round r;
    benchtools::StallMeter stall;
    baton::NameBook names(client);
    ResourcePanel panel(client, names, ResourceKind::get(ResourceKind::Id::Tool));
    panel.resize(1200, 800);
    auto *table = panel.findChild<QTableView *>(u"resourceTable"_s);
    PaintWatch paints;
    paints.model = table->model();
    table->viewport()->installEventFilter(&paints);
    baton::ResourceListModel &model = panel.model();
    QObject::connect(&model, &baton::ResourceListModel::loadingChanged, &model, [&r](bool loading) {
        if (loading)
            ++r.pages;
    });

    QElapsedTimer timer;
    stall.start();
    timer.start();
    panel.show();
    benchtools::waitUntil([&] { return model.rowCount() > 0; }, "first rows");
    r.firstRows = double(timer.nsecsElapsed()) / 1e6;
    benchtools::waitUntil([&] { return paints.painted; }, "first paint");
    r.firstPaint = double(timer.nsecsElapsed()) / 1e6;
    r.firstStall = stall.stop();
    benchtools::waitUntil([&] { return !model.loading(); }, "first page");

    stall.start();
    timer.restart();
    double tenthStart = -1;
    while (model.rowCount() < count) {
        if (r.firstTenth == 0 && model.rowCount() >= count / 10)
            r.firstTenth = double(timer.nsecsElapsed()) / 1e6;
        if (tenthStart < 0 && model.rowCount() >= count - count / 10)
            tenthStart = double(timer.nsecsElapsed()) / 1e6;
        QElapsedTimer call;
        call.start();
        table->scrollToBottom();
        r.lastScroll = double(call.nsecsElapsed()) / 1e6;
        benchtools::waitUntil([&] { return !model.loading(); }, "next page");
        if (model.error())
            qFatal("the list failed: %s", qPrintable(model.error()->summary()));
        if (!model.canFetchMore(QModelIndex()) && model.rowCount() < count)
            qFatal("the list ended at %d rows", model.rowCount());
    }
    r.scrollAll = double(timer.nsecsElapsed()) / 1e6;
    r.lastTenth = r.scrollAll - tenthStart;
    r.scrollStall = stall.stop();
    r.rows = model.rowCount();
    return r;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args.at(1).toInt() : 100000;
    const int rounds = std::max(1, args.size() > 2 ? args.at(2).toInt() : 3);
    QTextStream out(stdout);

    baton::sandbox::Token admin;
    admin.name = u"admin"_s;
    admin.value = u"bench"_s;
    admin.capabilities = ResourceKind::capabilities();

    // The store is filled in a data file first, which the sandbox thread then opens.
    QTemporaryDir dir;
    ServerConfig config;
    config.tokens = {admin};
    config.dataFile = dir.filePath(u"store.json"_s);
    QElapsedTimer fill;
    fill.start();
    {
        Server filler(config);
        QString error;
        if (!filler.store().open(config.dataFile, &error))
            qFatal("cannot write the data file: %s", qPrintable(error));
        const baton::sandbox::Token &token = filler.tokens().constFirst();
        benchtools::fillTools(filler.store(), token, count);
    }
    SandboxThread sandbox(config);
    if (!sandbox.startAndWait())
        qFatal("the sandbox did not start: %s", qPrintable(sandbox.errorString()));
    out << "filled and loaded " << count << " tools in " << fill.elapsed() << " ms\n";
    out.flush();

    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client(network, log);
    client.setConnection(baton::Profile {u"bench"_s, sandbox.baseUrl(), false, {}}, admin.value);

    out << "ResourcePanel for tools, " << count << " tools, pageSize " << baton::ResourceListModel::DefaultPageSize
        << ", offscreen, milliseconds\n";
    for (int round = 1; round <= rounds; ++round) {
        const Round r = runRound(client, count);
        out << QString::asprintf("round %d  first rows %6.1f  painted %6.1f (longest stall %5.1f)   "
                                 "to the end: %d rows in %d pages %8.1f (%.2f per page), longest stall %5.1f, "
                                 "last scrollToBottom %5.2f   first tenth %7.1f, last tenth %7.1f\n",
                                 round, r.firstRows, r.firstPaint, r.firstStall, r.rows, r.pages, r.scrollAll,
                                 r.scrollAll / std::max(1, r.pages - 1), r.scrollStall, r.lastScroll, r.firstTenth,
                                 r.lastTenth);
        out.flush();
    }
    return 0;
}

// The names and relations of a large deployment, on the offscreen platform:
// the time NameBook takes to read every list once connected (N tools, half of
// them shared with one custom model), with the longest stall of the UI
// thread meanwhile; then the custom models page's detail pane for that model,
// used by N/2 tools (the hard case), against the same pane for a model that
// nothing uses (the baseline), from the click on its row to the pane filled.
// The sandbox runs on a SandboxThread, so the UI thread carries only the
// client and the widgets. Not a test: it prints figures.
//
//   bench_names [tools=100000] [rounds=3]

#include "BenchTools.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/relations/NameBook.h"
#include "sandbox/SandboxThread.h"
#include "sandbox/Server.h"
#include "ui/panels/ResourcePanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;
using baton::NameBook;
using baton::ResourceKind;
using baton::ResourcePanel;
using baton::sandbox::SandboxThread;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;

namespace {

// Milliseconds from selecting the row of `name` to its detail shown.
double detailTime(ResourcePanel &panel, const QString &name)
{
    auto *table = panel.findChild<QTableView *>(u"resourceTable"_s);
    const QAbstractItemModel *model = table->model();
    int row = -1;
    for (int r = 0; r < model->rowCount() && row < 0; ++r) {
        if (model->index(r, 0).data().toString() == name)
            row = r;
    }
    if (row < 0)
        qFatal("no row %s", qPrintable(name));
    table->clearSelection();
    QCoreApplication::processEvents();
    QElapsedTimer timer;
    timer.start();
    table->selectRow(row);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (!panel.findChild<QTextBrowser *>(u"detailView"_s)->toPlainText().contains(name))
        qFatal("the detail of %s is not shown", qPrintable(name));
    return ms;
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

    QTemporaryDir dir;
    ServerConfig config;
    config.tokens = {admin};
    config.dataFile = dir.filePath(u"store.json"_s);
    {
        Server filler(config);
        QString error;
        if (!filler.store().open(config.dataFile, &error))
            qFatal("cannot write the data file: %s", qPrintable(error));
        const baton::sandbox::Token &token = filler.tokens().constFirst();
        const auto model = [&](const QString &name) {
            return filler.store()
                .create(ResourceKind::Id::CustomModel, {{u"name"_s, name}, {u"llmModelName"_s, u"gpt-4o"_s}}, token)
                .id;
        };
        const QString busy = model(u"Busy model"_s);
        model(u"Idle model"_s);
        benchtools::fillTools(filler.store(), token, count,
                              QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, busy}}});
    }
    SandboxThread sandbox(config);
    if (!sandbox.startAndWait())
        qFatal("the sandbox did not start: %s", qPrintable(sandbox.errorString()));

    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client(network, log);
    client.setConnection(baton::Profile {u"bench"_s, sandbox.baseUrl(), false, {}}, admin.value);

    out << "NameBook and the detail pane, " << count << " tools (" << count / 2
        << " shared with one model), offscreen, milliseconds\n";
    for (int round = 1; round <= rounds; ++round) {
        NameBook names(client);
        benchtools::StallMeter stall;
        QElapsedTimer timer;
        stall.start();
        timer.start();
        names.load();
        benchtools::waitUntil([&] { return !names.isLoading(); }, "names", 600000);
        const double loadMs = double(timer.nsecsElapsed()) / 1e6;
        const double loadStall = stall.stop();

        ResourcePanel panel(client, names, ResourceKind::get(ResourceKind::Id::CustomModel));
        panel.resize(1200, 800);
        panel.show();
        benchtools::waitUntil([&] { return panel.model().rowCount() == 2 && !panel.model().loading(); }, "models");
        const double idle = detailTime(panel, u"Idle model"_s);
        const double busy = detailTime(panel, u"Busy model"_s);
        out << QString::asprintf("round %d  load every list %8.1f (longest stall %6.1f)   detail: unused model %6.2f, "
                                 "model used by %d tools %6.2f\n",
                                 round, loadMs, loadStall, idle, count / 2, busy);
        out.flush();
    }
    return 0;
}

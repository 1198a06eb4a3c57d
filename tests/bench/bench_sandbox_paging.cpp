// Page latency of GET /v1/tools with 100 000 tools, through real HTTP on
// loopback: the first, a middle and the last page, at two page sizes, with and
// without a filter. Not a test: it prints figures.
//
//   bench_sandbox_paging [tools=100000] [rounds=50]

#include "BenchTools.h"
#include "sandbox/Server.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;
using baton::ResourceKind;
using baton::sandbox::Server;
using baton::sandbox::ServerConfig;

namespace {

struct Sample {
    double cold = 0; // the first request of a query: one scan of the store
    double median = 0;
    double p95 = 0;
    double worst = 0;
    qsizetype items = 0;
};

Sample measure(QNetworkAccessManager &nam, const QUrl &url, const QByteArray &token, int rounds)
{
    QList<double> ms;
    Sample s;
    for (int i = 0; i < rounds; ++i) {
        QNetworkRequest request(url);
        request.setRawHeader("Authorization", "Bearer " + token);
        QElapsedTimer timer;
        timer.start();
        QNetworkReply *reply = nam.get(request);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QByteArray body = reply->readAll();
        ms.append(double(timer.nsecsElapsed()) / 1e6);
        if (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
            qFatal("%s answered %s", qPrintable(url.toString()), body.constData());
        s.items = QJsonDocument::fromJson(body).object().value(u"data"_s).toArray().size();
        reply->deleteLater();
    }
    s.cold = ms.takeFirst();
    std::sort(ms.begin(), ms.end());
    s.median = ms.at(ms.size() / 2);
    s.p95 = ms.at(std::min<qsizetype>(ms.size() - 1, qsizetype(ms.size() * 0.95)));
    s.worst = ms.last();
    return s;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args.at(1).toInt() : 100000;
    const int rounds = std::max(2, args.size() > 2 ? args.at(2).toInt() : 50);
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
    const QJsonArray teamScope {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, token.teamId}}};
    benchtools::fillTools(server.store(), token, count, teamScope);
    out << "filled " << count << " tools in " << fill.elapsed() << " ms\n";

    QNetworkAccessManager nam;
    const QString base = server.baseUrl().toString();
    out << "GET /v1/tools, milliseconds: the first request of a query (cold), then the median / p95 / worst of "
        << rounds - 1 << " more\n";
    for (const int pageSize : {20, 100}) {
        // Half of the tools are shared with the team: the filter keeps every second one.
        for (const auto &[filter, total] :
             {std::pair {QString(), count}, std::pair {u"&scopeType=team"_s, (count + 1) / 2}}) {
            const int lastPage = std::max(1, (total + pageSize - 1) / pageSize);
            for (const auto &[label, page] : {std::pair {"start", 1}, std::pair {"middle", std::max(1, lastPage / 2)},
                                              std::pair {"end", lastPage}}) {
                const QUrl url(base + u"/v1/tools?pageSize=%1&page=%2"_s.arg(pageSize).arg(page) + filter);
                const Sample s = measure(nam, url, "bench", rounds);
                out << QString::asprintf("pageSize %3d  %-6s %-15s cold %7.2f   %6.2f / %6.2f / %6.2f  (%lld items)\n",
                                         pageSize, label, filter.isEmpty() ? "" : "scopeType=team", s.cold, s.median,
                                         s.p95, s.worst, qlonglong(s.items));
            }
        }
    }
    out.flush();
    return 0;
}

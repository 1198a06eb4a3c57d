// Painting the map of a large group model, on the offscreen platform: a
// brain and 50 agents (every fifth with its own key), 500 tools shared with
// one to three of them or with the group, each with up to two secrets among
// 40; about 600 boxes. Printed: the time to paint every box and line of the
// map into a window-sized image (the first frame, then the median and worst
// of the next), and how many icons were drawn from their SVG meanwhile; the time to
// paint 600 icons as the map does, against the baseline in the same run of
// drawing each from its SVG as it is painted (what every frame did before
// icons were kept drawn). Not a test: it prints figures.
//
//   bench_map_paint [tools=500] [frames=20]

#include "BenchTools.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/relations/NameBook.h"
#include "sandbox/SandboxThread.h"
#include "sandbox/Server.h"
#include "ui/relations/GroupModelMap.h"
#include "ui/widgets/Icons.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QNetworkAccessManager>
#include <QPainter>
#include <QRandomGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;
using baton::ResourceKind;
using baton::icons::Icon;
using Id = ResourceKind::Id;

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

QJsonObject customRef(const QString &id)
{
    return {{u"type"_s, u"custom"_s}, {u"customModelId"_s, id}};
}

// The baseline: an icon drawn from its SVG each time it is painted, tinted
// with the palette's text colour, as icons were before they were kept.
void paintFromSvg(QPainter &painter, const QString &file, const QRect &rect)
{
    QSvgRenderer renderer(file);
    QImage image(rect.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter tint(&image);
    tint.setRenderHint(QPainter::Antialiasing);
    renderer.render(&tint, QRectF(QPointF(0, 0), QSizeF(rect.size())));
    tint.setCompositionMode(QPainter::CompositionMode_SourceIn);
    tint.fillRect(image.rect(), QGuiApplication::palette().color(QPalette::WindowText));
    tint.end();
    painter.drawPixmap(rect.topLeft(), QPixmap::fromImage(std::move(image)));
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int tools = std::max(1, args.size() > 1 ? args.at(1).toInt() : 500);
    const int frames = std::max(1, args.size() > 2 ? args.at(2).toInt() : 20);
    QTextStream out(stdout);
    QRandomGenerator random(20261129);

    baton::sandbox::Token admin;
    admin.name = u"admin"_s;
    admin.value = u"bench"_s;
    admin.capabilities = ResourceKind::capabilities();
    QTemporaryDir dir;
    baton::sandbox::ServerConfig config;
    config.tokens = {admin};
    config.dataFile = dir.filePath(u"store.json"_s);
    QString group;
    {
        baton::sandbox::Server filler(config);
        QString error;
        if (!filler.store().open(config.dataFile, &error))
            qFatal("cannot write the data file: %s", qPrintable(error));
        const baton::sandbox::Token &token = filler.tokens().constFirst();
        baton::sandbox::Store &store = filler.store();
        store.batch([&] {
            QStringList secrets, models;
            for (int i = 0; i < 40; ++i)
                secrets << store
                               .create(Id::Secret,
                                       {{u"name"_s, u"Service key %1"_s.arg(i)},
                                        {u"scope"_s, u"user"_s},
                                        {u"value"_s, u"v"_s}},
                                       token)
                               .id;
            for (int i = 0; i <= 50; ++i) {
                QJsonObject model {{u"name"_s, i == 0 ? u"Planner"_s : u"Specialist agent %1"_s.arg(i)},
                                   {u"llmModelName"_s, u"gpt-4o"_s}};
                if (i % 5 == 0) {
                    model.insert(u"credentialMode"_s, u"byok"_s);
                    model.insert(u"byokSecretId"_s, secrets.at(i % secrets.size()));
                }
                models << store.create(Id::CustomModel, model, token).id;
            }
            QJsonArray agents;
            for (int i = 1; i <= 50; ++i)
                agents.append(QJsonObject {{u"ref"_s, customRef(models.at(i))}, {u"role"_s, u"role %1"_s.arg(i)}});
            group = store
                        .create(Id::GroupModel,
                                {{u"name"_s, u"Large desk"_s},
                                 {u"defaultMode"_s, u"orch"_s},
                                 {u"brain"_s, customRef(models.first())},
                                 {u"agents"_s, agents}},
                                token)
                        .id;
            for (int i = 0; i < tools; ++i) {
                QJsonArray scopes;
                for (int s = 1 + random.bounded(3); s > 0; --s)
                    scopes.append(QJsonObject {{u"type"_s, u"customModel"_s},
                                               {u"id"_s, models.at(random.bounded(int(models.size())))}});
                if (i % 10 == 0)
                    scopes.append(QJsonObject {{u"type"_s, u"groupModel"_s}, {u"id"_s, group}});
                QJsonArray authFields;
                for (int a = random.bounded(3); a > 0; --a)
                    authFields.append(QJsonObject {{u"key"_s, a == 1 ? u"Authorization"_s : u"X-Api-Key"_s},
                                                   {u"secretId"_s, secrets.at(random.bounded(int(secrets.size())))}});
                store.create(Id::Tool,
                             {{u"name"_s, u"tool_number_%1"_s.arg(i)},
                              {u"description"_s, u"d"_s},
                              {u"method"_s, u"POST"_s},
                              {u"urlTemplate"_s, u"http://127.0.0.1:1/t/%1"_s.arg(i)},
                              {u"needUserValidation"_s, i % 3 != 0},
                              {u"authFields"_s, authFields},
                              {u"scopes"_s, scopes}},
                             token);
            }
        });
    }
    baton::sandbox::SandboxThread sandbox(config);
    if (!sandbox.startAndWait())
        qFatal("the sandbox did not start: %s", qPrintable(sandbox.errorString()));
    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client(network, log);
    client.setConnection(baton::Profile {u"bench"_s, sandbox.baseUrl(), false, {}}, admin.value);
    baton::NameBook names(client);
    names.load();
    benchtools::waitUntil([&] { return !names.isLoading(); }, "names");

    baton::GroupModelMap map(names);
    map.setGroup(group);
    const QRectF bounds = map.layout().bounds();
    out << "map: " << map.layout().nodes().size() << " boxes, " << map.layout().edges().size() << " edges, "
        << bounds.width() << " × " << bounds.height() << "\n";

    // A frame: every box and line, the whole map in a window of 960 × 600,
    // as a view zoomed out far enough paints it.
    QImage canvas(960, 600, QImage::Format_ARGB32_Premultiplied);
    QElapsedTimer timer;
    const auto frame = [&] {
        timer.start();
        QPainter painter(&canvas);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        map.scene()->render(&painter, QRectF(canvas.rect()), bounds);
        painter.end();
        return double(timer.nsecsElapsed()) / 1e6;
    };
    const int before = baton::icons::svgRenders();
    const double first = frame();
    const int firstRenders = baton::icons::svgRenders() - before;
    QList<double> next;
    for (int i = 0; i < frames; ++i)
        next << frame();
    const int laterRenders = baton::icons::svgRenders() - before - firstRenders;
    out << "frame of the whole map: first " << first << " ms (" << firstRenders
        << " icons drawn from SVG), then median " << median(next) << " ms, worst "
        << *std::max_element(next.cbegin(), next.cend()) << " ms over " << frames << " frames (" << laterRenders
        << " icons drawn from SVG)\n";

    // 600 icons of the map's kinds, painted at 16 px as the boxes paint them.
    const QList<std::pair<Icon, QString>> kinds {{Icon::Tool, u"tool"_s},
                                                 {Icon::Secret, u"secret"_s},
                                                 {Icon::CustomModel, u"custom-model"_s},
                                                 {Icon::Warning, u"warning"_s}};
    QImage strip(16 * 30, 16 * 20, QImage::Format_ARGB32_Premultiplied);
    const auto paintIcons = [&](bool fromSvg) {
        strip.fill(Qt::transparent);
        timer.start();
        QPainter painter(&strip);
        for (int i = 0; i < 600; ++i) {
            const auto &[which, file] = kinds.at(i % kinds.size());
            const QRect rect((i % 30) * 16, (i / 30) * 16, 16, 16);
            if (fromSvg)
                paintFromSvg(painter, u":/icons/baton/"_s + file + u".svg"_s, rect);
            else
                baton::icons::icon(which).paint(&painter, rect);
        }
        painter.end();
        return double(timer.nsecsElapsed()) / 1e6;
    };
    QList<double> kept, drawn;
    for (int i = 0; i < frames; ++i) {
        kept << paintIcons(false);
        drawn << paintIcons(true);
    }
    const double keptMs = median(kept);
    const double drawnMs = median(drawn);
    out << "600 icons: kept drawn, median " << keptMs << " ms; baseline, each drawn from its SVG, median " << drawnMs
        << " ms; baseline / kept " << (keptMs > 0 ? drawnMs / keptMs : 0) << "\n";
    return 0;
}

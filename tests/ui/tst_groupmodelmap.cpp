#include "EditorFixture.h"
#include "core/relations/NameBook.h"
#include "support/EventOrder.h"
#include "support/MapGeometry.h"
#include "support/Palettes.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/relations/GroupModelMap.h"
#include "ui/relations/GroupModelMapDialog.h"
#include "ui/widgets/Icons.h"

#include <QAction>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QImageReader>
#include <QJsonArray>
#include <QLabel>
#include <QPainter>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>

#include <memory>

using namespace Qt::StringLiterals;
using baton::GroupMapLayout;
using baton::GroupModelMap;
using baton::GroupModelMapDialog;
using baton::ResourceKind;
using editortest::Fixture;
using Id = ResourceKind::Id;
using Kind = baton::RelationIndex::Kind;

namespace {

QJsonObject scope(const QString &type, const QString &id)
{
    return {{u"type"_s, type}, {u"id"_s, id}};
}

QJsonObject customRef(const QString &id)
{
    return {{u"type"_s, u"custom"_s}, {u"customModelId"_s, id}};
}

// Whether a colour is near another, channel by channel.
bool near(const QColor &a, const QColor &b, int tolerance = 40)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

} // namespace

// The group model map against an in-process sandbox: every brain, agent,
// tool, resource and file a box, none overlapping, texts whole; the keyboard
// moves a visible focus and Enter opens; the exports are a real PNG and SVG;
// the palette is read when drawn; the group models page opens the map.
class tst_GroupModelMap : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;
    std::unique_ptr<baton::NameBook> m_names;
    QString m_group, m_writer, m_reader, m_mail, m_free, m_page, m_notes, m_mailKey, m_writerKey;

    QString create(Id kind, const QJsonObject &fields) { return m_fixture->create(kind, fields).id; }

    std::unique_ptr<GroupModelMapDialog> openMap()
    {
        auto dialog = std::make_unique<GroupModelMapDialog>(*m_names, m_group);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            return nullptr;
        return dialog;
    }

    static int nodeOf(const GroupModelMap &map, Kind kind, const QString &id, const QString &detail = {})
    {
        const auto &nodes = map.layout().nodes();
        for (int i = 0; i < nodes.size(); ++i) {
            if (nodes.at(i).kind == kind && nodes.at(i).id == id && (detail.isEmpty() || nodes.at(i).detail == detail))
                return i;
        }
        return -1;
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<Fixture>();
        m_mailKey = create(Id::Secret, {{u"name"_s, u"Mail key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}});
        m_writerKey = create(Id::Secret, {{u"name"_s, u"Writer key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"v"_s}});
        m_writer = create(Id::CustomModel,
                          {{u"name"_s, u"Writer"_s},
                           {u"llmModelName"_s, u"gpt-4o"_s},
                           {u"credentialMode"_s, u"byok"_s},
                           {u"byokSecretId"_s, m_writerKey}});
        m_reader = create(Id::CustomModel, {{u"name"_s, u"Reader"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}});
        m_group = create(Id::GroupModel,
                         {{u"name"_s, u"Desk"_s},
                          {u"defaultMode"_s, u"orch"_s},
                          {u"brain"_s, customRef(m_writer)},
                          {u"agents"_s,
                           QJsonArray {QJsonObject {{u"ref"_s, customRef(m_reader)}, {u"role"_s, u"reviewer"_s}},
                                       QJsonObject {{u"ref"_s, customRef(m_writer)}, {u"role"_s, u"drafter"_s}}}}});
        m_mail = create(
            Id::Tool,
            {{u"name"_s, u"send_mail"_s},
             {u"description"_s, u"d"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:9/mail"_s},
             {u"needUserValidation"_s, true},
             {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"Authorization"_s}, {u"secretId"_s, m_mailKey}}}},
             {u"scopes"_s, QJsonArray {scope(u"customModel"_s, m_reader), scope(u"customModel"_s, m_writer)}}});
        m_free = create(Id::Tool,
                        {{u"name"_s, u"read_clock"_s},
                         {u"description"_s, u"d"_s},
                         {u"method"_s, u"POST"_s},
                         {u"urlTemplate"_s, u"http://127.0.0.1:9/clock"_s},
                         {u"needUserValidation"_s, false},
                         {u"scopes"_s, QJsonArray {scope(u"groupModel"_s, m_group)}}});
        m_page = create(Id::ApiResource,
                        {{u"name"_s, u"Status page"_s},
                         {u"description"_s, u"d"_s},
                         {u"urlTemplate"_s, u"http://127.0.0.1:9/status"_s},
                         {u"scopes"_s, QJsonArray {scope(u"customModel"_s, m_reader)}}});
        m_notes = create(Id::File,
                         {{u"resourceType"_s, u"text"_s},
                          {u"fileName"_s, u"notes.txt"_s},
                          {u"status"_s, u"ready"_s},
                          {u"sizeBytes"_s, 10},
                          {u"mimeType"_s, u"text/plain"_s},
                          {u"scopes"_s, QJsonArray {scope(u"customModel"_s, m_writer)}}});
        m_names = std::make_unique<baton::NameBook>(m_fixture->client);
        m_names->load();
        QVERIFY(QTest::qWaitFor([this] { return !m_names->isLoading(); }, 15000));
    }

    void cleanup()
    {
        m_names.reset();
        m_fixture.reset();
    }

    // A box for the brain, each agent, each tool, resource, file and secret;
    // one box for a tool shared with two agents; no two boxes overlap, and
    // every text fits its box.
    void aBoxForEachObject()
    {
        auto dialog = openMap();
        QVERIFY(dialog);
        QCOMPARE(dialog->windowTitle(), u"Map of “Desk”"_s);
        GroupModelMap *map = dialog->map();
        const auto &nodes = map->layout().nodes();
        QVERIFY(nodeOf(*map, Kind::CustomModel, m_writer, u"Brain"_s) > 0);
        QVERIFY(nodeOf(*map, Kind::CustomModel, m_writer, u"Agent: drafter"_s) > 0);
        QVERIFY(nodeOf(*map, Kind::CustomModel, m_reader, u"Agent: reviewer"_s) > 0);
        for (const auto &[kind, id] : {std::pair {Kind::Tool, m_mail},
                                       {Kind::Tool, m_free},
                                       {Kind::ApiResource, m_page},
                                       {Kind::File, m_notes},
                                       {Kind::Secret, m_mailKey},
                                       {Kind::Secret, m_writerKey}}) {
            const auto count = std::count_if(nodes.cbegin(), nodes.cend(),
                                             [&](const auto &node) { return node.kind == kind && node.id == id; });
            QCOMPARE(count, 1);
        }
        QCOMPARE(nodes.size(), 10);
        const int mail = nodeOf(*map, Kind::Tool, m_mail);
        QVERIFY(nodes.at(mail).flags & GroupMapLayout::Flag::NeedsApproval);
        // Shared with the group's members only: a chat with the group cannot call it.
        QCOMPARE(nodes.at(mail).detail, u"Tool · needs approval · not in this group's chats"_s);
        QVERIFY(nodes.at(mail).flags & GroupMapLayout::Flag::NotInGroupChats);
        const int free = nodeOf(*map, Kind::Tool, m_free);
        QCOMPARE(nodes.at(free).detail, u"Tool"_s);
        QVERIFY(!(nodes.at(free).flags & GroupMapLayout::Flag::NotInGroupChats));
        QCOMPARE(std::count_if(map->layout().edges().cbegin(), map->layout().edges().cend(),
                               [mail](const auto &edge) { return edge.from == mail; }),
                 4); // brain, two agents, its secret

        // In the scene: one box item on each node, in the view's geometry.
        QList<QRectF> boxes;
        for (const QGraphicsItem *item : map->scene()->items()) {
            if (item->zValue() == 1)
                boxes << item->boundingRect();
        }
        QCOMPARE(boxes.size(), nodes.size());
        const QStringList wrong = mapgeometry::problems(map->layout());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        for (const auto &node : nodes) {
            const QRect shown = map->mapFromScene(node.rect).boundingRect();
            QVERIFY(shown.width() > 0 && shown.height() > 0);
            for (const auto &other : nodes) {
                if (&other != &node)
                    QVERIFY2(!node.rect.intersects(other.rect), qPrintable(node.label + u" / "_s + other.label));
            }
            // The label and the detail fit beside the icon, not elided.
            const qreal room
                = node.rect.width() - 2 * map->layout().metrics().padding - map->layout().metrics().iconSize - 8;
            QFont bold = map->font();
            bold.setBold(true);
            QVERIFY2(QFontMetricsF(bold).horizontalAdvance(node.label) <= room, qPrintable(node.label));
            QVERIFY2(QFontMetricsF(map->font()).horizontalAdvance(node.detail) <= room, qPrintable(node.detail));
        }
    }

    // The arrow keys move a focus ring drawn in the highlight colour; Enter
    // and a double-click open the focused object.
    void keyboardAndMouse()
    {
        auto dialog = openMap();
        QVERIFY(dialog);
        GroupModelMap *map = dialog->map();
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog.get()));
        map->setFocus();
        QTRY_VERIFY(map->hasFocus());
        QSignalSpy opened(map, &GroupModelMap::openObjectRequested);
        QSignalSpy forwarded(dialog.get(), &GroupModelMapDialog::openObjectRequested);

        QTest::keyClick(map, Qt::Key_Home);
        QCOMPARE(map->focusedNode(), 0);
        QTest::keyClick(map, Qt::Key_Down);
        const int brain = nodeOf(*map, Kind::CustomModel, m_writer, u"Brain"_s);
        QCOMPARE(map->focusedNode(), brain);
        QVERIFY(map->showsFocus(brain));
        // The ring, in the highlight colour, just outside the box.
        const QRectF box = map->layout().nodes().at(brain).rect;
        const QImage shown = map->viewport()->grab().toImage();
        const QPoint ring = map->mapFromScene(QPointF(box.center().x(), box.top() - 4));
        bool ringSeen = false;
        for (int dy = -2; dy <= 2; ++dy)
            ringSeen
                = ringSeen || near(shown.pixelColor(ring + QPoint(0, dy)), map->palette().color(QPalette::Highlight));
        QVERIFY(ringSeen);

        QTest::keyClick(map, Qt::Key_Return);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).value<Id>(), Id::CustomModel);
        QCOMPARE(opened.at(0).at(1).toString(), m_writer);
        QCOMPARE(forwarded.size(), 1);

        // Left: into the shared column, to a box joined nearby; again: the secrets.
        QTest::keyClick(map, Qt::Key_Left);
        QCOMPARE(map->layout().nodes().at(map->focusedNode()).column, GroupMapLayout::Column::Shared);
        while (map->layout().nodes().at(map->focusedNode()).id != m_mail) {
            const int before = map->focusedNode();
            QTest::keyClick(map,
                            map->layout().nodes().at(before).rect.top()
                                    < map->layout().nodes().at(nodeOf(*map, Kind::Tool, m_mail)).rect.top()
                                ? Qt::Key_Down
                                : Qt::Key_Up);
            QVERIFY(map->focusedNode() != before);
        }
        QTest::keyClick(map, Qt::Key_Enter);
        QCOMPARE(opened.constLast().at(0).value<Id>(), Id::Tool);
        QCOMPARE(opened.constLast().at(1).toString(), m_mail);
        QTest::keyClick(map, Qt::Key_Left);
        QCOMPARE(map->layout().nodes().at(map->focusedNode()).kind, Kind::Secret);
        QTest::keyClick(map, Qt::Key_Right);
        QTest::keyClick(map, Qt::Key_Right);
        QCOMPARE(map->layout().nodes().at(map->focusedNode()).column, GroupMapLayout::Column::Members);
        QTest::keyClick(map, Qt::Key_End);
        QCOMPARE(map->focusedNode(), int(map->layout().nodes().size()) - 1);

        // A double-click on the file opens it.
        const int file = nodeOf(*map, Kind::File, m_notes);
        map->ensureVisible(map->layout().nodes().at(file).rect);
        const QPoint at = map->mapFromScene(map->layout().nodes().at(file).rect.center());
        QTest::mouseDClick(map->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(opened.constLast().at(0).value<Id>(), Id::File);
        QCOMPARE(opened.constLast().at(1).toString(), m_notes);
        QCOMPARE(map->focusedNode(), file);

        // Tab leaves the map for the next control.
        QTest::keyClick(map, Qt::Key_Tab);
        QVERIFY(!map->hasFocus());
    }

    // Ctrl+= and Ctrl+- zoom, Ctrl with the wheel too; Ctrl+0 and F fit.
    // The offscreen screen is 800 px wide, as a small laptop's: the window,
    // its title and its Close button stay on it (it opened 960 × 600, its
    // toolbar wider than the screen).
    void fitsASmallScreen()
    {
        auto dialog = openMap();
        QVERIFY(dialog);
        const QRect screen = dialog->screen()->availableGeometry();
        QVERIFY2(screen.width() < 960, "a screen wider than the window opened");
        QVERIFY2(dialog->frameGeometry().width() <= screen.width()
                     && dialog->frameGeometry().height() <= screen.height(),
                 qPrintable(u"%1 × %2 on %3 × %4"_s.arg(dialog->frameGeometry().width())
                                .arg(dialog->frameGeometry().height())
                                .arg(screen.width())
                                .arg(screen.height())));
        QVERIFY(dialog->minimumSizeHint().width() <= screen.width());
    }

    void zoomAndFit()
    {
        auto dialog = openMap();
        QVERIFY(dialog);
        GroupModelMap *map = dialog->map();
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog.get()));
        map->setFocus();
        const qreal fitted = map->zoom();
        QTest::keyClick(map, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(map->zoom() > fitted);
        QCOMPARE(map->transform().m11(), map->zoom());
        QTest::keyClick(map, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(map, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(map->zoom() < fitted);
        QTest::keyClick(map, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(map->zoom(), fitted);

        const QPointF centre = map->viewport()->rect().center();
        QWheelEvent up(centre, map->viewport()->mapToGlobal(centre), {}, {0, 120}, Qt::NoButton, Qt::ControlModifier,
                       Qt::NoScrollPhase, false);
        QApplication::sendEvent(map->viewport(), &up);
        QVERIFY(map->zoom() > fitted);
        QTest::keyClick(map, Qt::Key_F);
        QCOMPARE(map->zoom(), fitted);
        // Fitted into a small window: smaller than life, all of it in view.
        dialog->resize(420, 300);
        QTRY_COMPARE(dialog->size(), QSize(420, 300));
        QVERIFY(testsupport::runLayouts());
        QTest::keyClick(map, Qt::Key_F);
        QVERIFY(map->zoom() < 1);
        // The scroll bars the zoom before needed go as the view lays out.
        QVERIFY(testsupport::runLayouts());
        const QRect whole = map->mapFromScene(map->layout().bounds()).boundingRect();
        QVERIFY(map->viewport()->rect().adjusted(-2, -2, 2, 2).contains(whole));
    }

    // Export PNG… and Export SVG… write a PNG and an SVG of the whole map.
    void exports()
    {
        auto dialog = openMap();
        QVERIFY(dialog);
        QTemporaryDir dir;
        QString asked;
        dialog->setSavePathChooser([&](QWidget *, const QString &, const QString &suggested, const QString &) {
            asked = suggested;
            return dir.filePath(u"desk"_s);
        });
        dialog->findChild<QAction *>(u"actionMapExportPng"_s)->trigger();
        QVERIFY2(asked.endsWith(u"Desk-map.png"_s), qPrintable(asked));
        auto *status = dialog->findChild<QLabel *>(u"groupModelMapStatus"_s);
        QTRY_VERIFY_WITH_TIMEOUT(status->isVisible(), 30000);
        QVERIFY2(status->text().contains(QDir::toNativeSeparators(dir.filePath(u"desk.png"_s))),
                 qPrintable(status->text()));
        QImageReader png(dir.filePath(u"desk.png"_s));
        QCOMPARE(png.format(), QByteArray("png"));
        const QImage image = png.read();
        QVERIFY2(!image.isNull(), qPrintable(png.errorString()));
        const QSizeF bounds = dialog->map()->layout().bounds().size();
        QVERIFY(image.width() >= bounds.width() && image.height() >= bounds.height());
        QVERIFY(image.width() > 300 && image.height() > 150);
        // Not one flat colour: the boxes are drawn.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7) {
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY(colours.size() > 5);

        dialog->findChild<QAction *>(u"actionMapExportSvg"_s)->trigger();
        const QString svgPath = dir.filePath(u"desk.svg"_s);
        QCOMPARE(status->text(), u"The map was written to %1."_s.arg(QDir::toNativeSeparators(svgPath)));
        QSvgRenderer renderer(svgPath);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF().size(), bounds);
        QVERIFY(!renderer.defaultSize().isEmpty());
        QFile file(svgPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QStringList texts;
        QString root;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                if (root.isEmpty())
                    root = xml.name().toString();
                if (xml.name() == u"text"_s)
                    texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
                else if (xml.name() == u"title"_s)
                    texts << xml.readElementText().trimmed();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, u"svg"_s);
        for (const QString &expected : {u"Map of “Desk”"_s, u"send_mail"_s, u"Writer key"_s, u"Agent: reviewer"_s})
            QVERIFY2(texts.contains(expected), qPrintable(expected + u" not in "_s + texts.join(u", "_s)));
    }

    // Painting the map again draws no icon from its SVG again: each is kept
    // drawn at its size (a map of 600 boxes took 30 ms a frame parsing one
    // SVG per box).
    void iconsKeptBetweenFrames()
    {
        auto dialog = openMap();
        QVERIFY(dialog);
        GroupModelMap *map = dialog->map();
        const QImage first = map->viewport()->grab().toImage();
        const int renders = baton::icons::svgRenders();
        QCOMPARE(map->viewport()->grab().toImage(), first);
        QCOMPARE(baton::icons::svgRenders(), renders);
    }

    // A group with 600 tools: a PNG of 825 × 39 000 pixels or so, drawn
    // and written while the window goes on handling events (a zero timer
    // fires before the file is there), with its progress in a dialog; then
    // the line under the map names the file, a PNG of the map's size.
    void largePngWrittenWhileTheWindowResponds()
    {
        for (int i = 0; i < 600; ++i)
            create(Id::Tool,
                   {{u"name"_s, u"bulk_tool_%1"_s.arg(i, 3, 10, QChar(u'0'))},
                    {u"description"_s, u"d"_s},
                    {u"method"_s, u"POST"_s},
                    {u"urlTemplate"_s, u"http://127.0.0.1:9/bulk"_s},
                    {u"needUserValidation"_s, i % 2 == 0},
                    {u"scopes"_s, QJsonArray {scope(u"groupModel"_s, m_group)}}});
        m_names->load();
        QVERIFY(QTest::qWaitFor([this] { return !m_names->isLoading(); }, 15000));
        auto dialog = openMap();
        QVERIFY(dialog);
        const GroupMapLayout &layout = dialog->map()->layout();
        QVERIFY(layout.nodes().size() > 600);
        QVERIFY(layout.bounds().height() > 30000);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bulk.png"_s);
        dialog->setSavePathChooser([&](QWidget *, const QString &, const QString &, const QString &) { return path; });

        int ticksBeforeWritten = 0;
        QTimer tick;
        tick.setInterval(0);
        connect(&tick, &QTimer::timeout, this, [&] {
            if (!QFile::exists(path))
                ++ticksBeforeWritten;
        });
        tick.start();
        dialog->findChild<QAction *>(u"actionMapExportPng"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 120000);
        tick.stop();
        QVERIFY2(ticksBeforeWritten > 10, qPrintable(QString::number(ticksBeforeWritten)));
        auto *status = dialog->findChild<QLabel *>(u"groupModelMapStatus"_s);
        QVERIFY(status);
        QTRY_VERIFY(status->isVisible());
        QCOMPARE(status->text(), u"The map was written to %1."_s.arg(QDir::toNativeSeparators(path)));
        QVERIFY(!dialog->findChild<QProgressDialog *>(u"groupModelMapProgress"_s));

        QImageReader png(path);
        QCOMPARE(png.format(), QByteArray("png"));
        QCOMPARE(png.size(), layout.bounds().size().toSize());
        // 130 MB of pixels: more than a reader takes unless told.
        const int limit = QImageReader::allocationLimit();
        QImageReader::setAllocationLimit(0);
        const QImage image = png.read();
        QImageReader::setAllocationLimit(limit);
        QVERIFY2(!image.isNull(), qPrintable(png.errorString()));
        // The last boxes are drawn too, not only the top of the map.
        QSet<QRgb> colours;
        for (int y = image.height() - 400; y < image.height(); y += 3) {
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY(colours.size() > 5);
    }

    // While a PNG is drawn, its progress dialog can cancel it: no file, no
    // line under the map. A file that cannot be written: the line says
    // where and why, in the system's words.
    void pngCancelledOrNotWritten()
    {
        for (int i = 0; i < 600; ++i)
            create(Id::Tool,
                   {{u"name"_s, u"bulk_tool_%1"_s.arg(i)},
                    {u"description"_s, u"d"_s},
                    {u"method"_s, u"POST"_s},
                    {u"urlTemplate"_s, u"http://127.0.0.1:9/bulk"_s},
                    {u"scopes"_s, QJsonArray {scope(u"groupModel"_s, m_group)}}});
        m_names->load();
        QVERIFY(QTest::qWaitFor([this] { return !m_names->isLoading(); }, 15000));
        auto dialog = openMap();
        QVERIFY(dialog);
        QTemporaryDir dir;
        QString path = dir.filePath(u"cancelled.png"_s);
        dialog->setSavePathChooser([&](QWidget *, const QString &, const QString &, const QString &) { return path; });
        auto *status = dialog->findChild<QLabel *>(u"groupModelMapStatus"_s);
        auto *exportPng = dialog->findChild<QAction *>(u"actionMapExportPng"_s);

        exportPng->trigger();
        auto *progress = dialog->findChild<QProgressDialog *>(u"groupModelMapProgress"_s);
        QVERIFY(progress);
        QVERIFY(!exportPng->isEnabled());
        // Its Cancel button, at once (the dialog shows only if it takes a while).
        auto *cancel = progress->findChild<QPushButton *>();
        QVERIFY(cancel);
        cancel->click();
        QTRY_VERIFY_WITH_TIMEOUT(exportPng->isEnabled(), 60000);
        QVERIFY(!QFile::exists(path));
        QVERIFY(!status->isVisible());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());

        path = dir.filePath(u"no-such-folder/map.png"_s);
        QFile refused(path);
        QVERIFY(!refused.open(QIODevice::WriteOnly));
        exportPng->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(status->isVisible(), 60000);
        QVERIFY2(
            status->text().startsWith(u"The map could not be written to %1: "_s.arg(QDir::toNativeSeparators(path))),
            qPrintable(status->text()));
        QVERIFY2(status->text().contains(refused.errorString().section(u": "_s, -1)),
                 qPrintable(status->text() + u" / "_s + refused.errorString()));
    }

    // The map is drawn from the palette it has now: the background follows a
    // switch to a dark palette.
    void followsThePalette()
    {
        auto dialog = openMap();
        QVERIFY(dialog);
        GroupModelMap *map = dialog->map();
        const auto background = [map] {
            const QImage image = map->viewport()->grab().toImage();
            return image.pixelColor(image.width() - 3, image.height() - 3);
        };
        dialog->setPalette(palettes::fusionLight());
        QTRY_VERIFY(near(background(), palettes::fusionLight().color(QPalette::Base), 3));
        dialog->setPalette(palettes::breezeDark());
        QTRY_VERIFY(near(background(), palettes::breezeDark().color(QPalette::Base), 3));
    }

    // A change to what the book holds lays the map out again: a new tool
    // shared with the group appears, and the title follows a rename.
    void followsTheBook()
    {
        auto dialog = openMap();
        QVERIFY(dialog);
        QSignalSpy rebuilt(dialog->map(), &GroupModelMap::rebuilt);
        const baton::ApiResult created
            = m_fixture->run(m_fixture->client.post(ResourceKind::get(Id::Tool).collectionPath,
                                                    {{u"name"_s, u"late_tool"_s},
                                                     {u"description"_s, u"d"_s},
                                                     {u"method"_s, u"POST"_s},
                                                     {u"urlTemplate"_s, u"http://127.0.0.1:9/late"_s},
                                                     {u"scopes"_s, QJsonArray {scope(u"groupModel"_s, m_group)}}}));
        QVERIFY2(created.ok(), created.body.constData());
        QTRY_VERIFY(nodeOf(*dialog->map(), Kind::Tool, created.object.value(u"id"_s).toString()) > 0);
        QVERIFY(m_fixture
                    ->run(m_fixture->client.patch(ResourceKind::get(Id::GroupModel).itemPath(m_group),
                                                  {{u"name"_s, u"Front desk"_s}}))
                    .ok());
        QTRY_COMPARE(dialog->windowTitle(), u"Map of “Front desk”"_s);
        QVERIFY(rebuilt.size() >= 2);
    }

    // On the group models page, Show map opens the map of the selected
    // group; what it opens reaches the page's openObjectRequested.
    void openedFromTheGroupModelsPage()
    {
        baton::ResourcePanel panel(m_fixture->client, *m_names, ResourceKind::get(Id::GroupModel));
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(QTest::qWaitFor([&panel] { return !panel.model().loading() && panel.model().rowCount() > 0; }, 10000));
        auto *show = panel.findChild<QAction *>(u"actionShowGroupMap"_s);
        QVERIFY(show);
        QVERIFY(panel.pageActions().contains(show));
        QVERIFY(!show->isEnabled());
        auto *table = panel.findChild<QTableView *>(u"resourceTable"_s);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(table->model()->index(0, 0)).center());
        QTRY_VERIFY(show->isEnabled());
        show->trigger();
        GroupModelMapDialog *dialog = panel.findChild<GroupModelMapDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->isModal());
        QCOMPARE(dialog->windowTitle(), u"Map of “Desk”"_s);
        QSignalSpy opened(&panel, &baton::ResourcePanel::openObjectRequested);
        dialog->map()->setFocusedNode(nodeOf(*dialog->map(), Kind::ApiResource, m_page));
        dialog->map()->openFocused();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).value<Id>(), Id::ApiResource);
        QCOMPARE(opened.at(0).at(1).toString(), m_page);
        dialog->close();
        QTRY_VERIFY(!panel.findChild<GroupModelMapDialog *>());
    }
};

QTEST_MAIN(tst_GroupModelMap)
#include "tst_groupmodelmap.moc"

#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "ui/MainWindow.h"
#include "ui/connection/ConnectionServices.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/Theme.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <memory>

using namespace Qt::StringLiterals;
using baton::icons::Icon;

Q_DECLARE_METATYPE(baton::icons::Icon)

namespace {

// The relative luminance (WCAG) of the opaque pixels of `image`, on average,
// and how many there are.
std::pair<double, int> inkLuminance(const QImage &image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    double sum = 0;
    int count = 0;
    for (int y = 0; y < argb.height(); ++y) {
        for (int x = 0; x < argb.width(); ++x) {
            const QColor pixel = argb.pixelColor(x, y);
            if (pixel.alpha() < 200)
                continue;
            const auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
            sum += 0.2126 * linear(pixel.redF()) + 0.7152 * linear(pixel.greenF()) + 0.0722 * linear(pixel.blueF());
            ++count;
        }
    }
    return {count ? sum / count : 0.0, count};
}

} // namespace

// On a desktop without an icon theme, every icon is Baton's own drawing:
// never null, crisp at 1×, 1.5× and 2×, light on a dark palette and dark
// on a light one; and the main window gives one to every page and to every
// menu item with a conventional meaning.
class tst_Icons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QIcon::setThemeSearchPaths({});
        QIcon::setThemeName(u"no-such-theme"_s);
        QIcon::setFallbackThemeName(u"no-such-theme-either"_s);
        QVERIFY(!QIcon::hasThemeIcon(u"document-new"_s));
    }

    void cleanup() { QApplication::setPalette(QPalette()); }

    void everyIconIsDrawn()
    {
        for (const Icon which : baton::icons::all()) {
            const QIcon icon = baton::icons::icon(which);
            QVERIFY2(!icon.isNull(), qPrintable(QString::number(int(which))));
            const auto [luminance, ink] = inkLuminance(icon.pixmap(QSize(16, 16), 1.0).toImage());
            Q_UNUSED(luminance)
            QVERIFY2(ink >= 8, qPrintable(u"icon %1 has %2 opaque pixels"_s.arg(int(which)).arg(ink)));
        }
    }

    void crispAtEveryScale_data()
    {
        QTest::addColumn<qreal>("ratio");
        QTest::addColumn<QSize>("pixels");
        QTest::newRow("1x") << 1.0 << QSize(16, 16);
        QTest::newRow("1.5x") << 1.5 << QSize(24, 24);
        QTest::newRow("2x") << 2.0 << QSize(32, 32);
    }

    // Rendered at the device's pixels, not scaled up from 16 px (QIcon would
    // then give a pixmap of 16 px with a ratio of 1), with as much ink for
    // its size at every ratio.
    void crispAtEveryScale()
    {
        QFETCH(qreal, ratio);
        QFETCH(QSize, pixels);
        const QPixmap pixmap = baton::icons::icon(Icon::Refresh).pixmap(QSize(16, 16), ratio);
        QCOMPARE(pixmap.size(), pixels);
        QCOMPARE(pixmap.devicePixelRatio(), ratio);
        QCOMPARE(pixmap.deviceIndependentSize(), QSizeF(16, 16));
        const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
        int ink = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                ink += qAlpha(image.pixel(x, y)) >= 128 ? 1 : 0;
        }
        // A 1.5 px stroke around most of a circle of radius 5.25: about 40 px² of ink at 1×.
        QVERIFY2(ink >= int(30 * ratio * ratio) && ink <= int(60 * ratio * ratio), qPrintable(QString::number(ink)));
    }

    void colouredFromThePalette_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::addColumn<bool>("dark");
        QTest::newRow("dark") << baton::theme::darkPalette() << true;
        QTest::newRow("light") << baton::theme::lightPalette() << false;
    }

    void colouredFromThePalette()
    {
        QFETCH(QPalette, palette);
        QFETCH(bool, dark);
        QApplication::setPalette(palette);
        const QIcon icon = baton::icons::icon(Icon::Delete);
        for (const qreal ratio : {1.0, 1.5, 2.0}) {
            const auto [luminance, ink] = inkLuminance(icon.pixmap(QSize(16, 16), ratio).toImage());
            QVERIFY(ink > 0);
            if (dark)
                QVERIFY2(luminance > 0.6, qPrintable(QString::number(luminance)));
            else
                QVERIFY2(luminance < 0.1, qPrintable(QString::number(luminance)));
        }
        // Disabled: the palette's disabled text colour, between the two.
        const QImage disabled = icon.pixmap(QSize(16, 16), 1.0, QIcon::Disabled).toImage();
        const QColor expected = palette.color(QPalette::Disabled, QPalette::WindowText);
        const auto [disabledLuminance, ink] = inkLuminance(disabled);
        QVERIFY(ink > 0);
        const auto [expectedLuminance, one] = inkLuminance([&expected] {
            QImage swatch(1, 1, QImage::Format_ARGB32);
            swatch.fill(expected);
            return swatch;
        }());
        QCOMPARE(one, 1);
        QVERIFY2(std::abs(disabledLuminance - expectedLuminance) < 0.02,
                 qPrintable(u"%1 against %2"_s.arg(disabledLuminance).arg(expectedLuminance)));
        // Selected rows: the highlighted text colour (white on both palettes' highlight).
        const auto [selected, selectedInk] = inkLuminance(icon.pixmap(QSize(16, 16), 1.0, QIcon::Selected).toImage());
        QVERIFY(selectedInk > 0);
        QVERIFY2(selected > 0.9, qPrintable(QString::number(selected)));
    }

    // Painted again at the same size, ratio and colour, an icon is not drawn
    // again from its SVG (a map paints hundreds of them a frame): the same
    // pixmap comes back, from the same icon, whoever asks for it. A new
    // palette draws it again, in the new colours.
    void keptUntilThePaletteChanges()
    {
        QApplication::setPalette(baton::theme::lightPalette());
        const QIcon first = baton::icons::icon(Icon::Tool);
        const qint64 kept = first.pixmap(QSize(16, 16), 2.0).cacheKey();
        QCOMPARE(baton::icons::icon(Icon::Tool).cacheKey(), first.cacheKey());
        QCOMPARE(baton::icons::icon(Icon::Tool).pixmap(QSize(16, 16), 2.0).cacheKey(), kept);

        QImage canvas(64, 64, QImage::Format_ARGB32_Premultiplied);
        const auto paint = [&canvas] {
            canvas.fill(Qt::transparent);
            QPainter painter(&canvas);
            for (int i = 0; i < 100; ++i)
                baton::icons::icon(Icon::Tool).paint(&painter, QRect(8, 8, 16, 16));
        };
        paint();
        const int renders = baton::icons::svgRenders();
        paint();
        QCOMPARE(baton::icons::svgRenders(), renders);
        QVERIFY(inkLuminance(canvas).first < 0.1);

        QApplication::setPalette(baton::theme::darkPalette());
        paint();
        QCOMPARE(baton::icons::svgRenders(), renders + 1);
        const auto [luminance, ink] = inkLuminance(canvas);
        QVERIFY(ink > 0);
        QVERIFY2(luminance > 0.6, qPrintable(QString::number(luminance)));
        QVERIFY(baton::icons::icon(Icon::Tool).pixmap(QSize(16, 16), 2.0).cacheKey() != kept);
    }

    // The navigation and every menu item with a conventional meaning; the
    // welcome page's buttons and the transcript's Jump to latest.
    void mainWindowHasAnIconForEachPageAndAction()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(u"baton.ini"_s), QSettings::IniFormat);
        baton::ProfileStore profiles(settings);
        baton::TokenStore tokens {QProcessEnvironment()};
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client(network, log);
        const baton::ConnectionServices services {network, log, profiles, tokens,
                                                  [] { return baton::LocalSandbox {}; }};
        baton::MainWindow window(client, services, settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        auto *navigation = window.findChild<QListWidget *>(u"navigation"_s);
        QCOMPARE(navigation->count(), window.pageCount());
        for (int row = 0; row < navigation->count(); ++row) {
            const QIcon icon = navigation->item(row)->icon();
            QVERIFY2(!icon.isNull(), qPrintable(navigation->item(row)->text()));
            QVERIFY(inkLuminance(icon.pixmap(QSize(16, 16), 1.0).toImage()).second > 0);
        }
        QStringList conventional {u"actionConnect"_s,   u"actionQuit"_s,          u"actionNew"_s,  u"actionEdit"_s,
                                  u"actionDuplicate"_s, u"actionDelete"_s,        u"actionFind"_s, u"actionRefresh"_s,
                                  u"actionAbout"_s,     u"actionEventInspector"_s};
        for (int page = 1; page <= window.pageCount(); ++page)
            conventional << u"actionPage%1"_s.arg(page);
        for (const QString &name : std::as_const(conventional)) {
            const auto *action = window.findChild<QAction *>(name);
            QVERIFY2(action, qPrintable(name));
            QVERIFY2(!action->icon().isNull(), qPrintable(name));
        }
        for (const QString &menu : {u"menuTheme"_s, u"menuLanguage"_s}) {
            const auto *submenu = window.findChild<QMenu *>(menu);
            QVERIFY2(submenu && !submenu->menuAction()->icon().isNull(), qPrintable(menu));
        }
        for (const QString &name : {u"welcomeEditProfile"_s, u"welcomeRetry"_s, u"welcomeOpenSandbox"_s}) {
            const auto *button = window.findChild<QPushButton *>(name);
            QVERIFY2(button, qPrintable(name));
            QVERIFY2(!button->icon().isNull(), qPrintable(name));
        }
        const auto *jump = window.findChild<QToolButton *>(u"jumpToLatestButton"_s);
        QVERIFY(jump);
        QVERIFY(!jump->icon().isNull());
    }
};

QTEST_MAIN(tst_Icons)
#include "tst_icons.moc"

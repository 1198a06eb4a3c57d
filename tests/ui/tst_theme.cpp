#include "MainWindowRig.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "ui/MainWindow.h"
#include "ui/connection/ConnectionServices.h"
#include "ui/widgets/StatusColors.h"
#include "ui/widgets/Theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using baton::MainWindow;
using baton::Status;

// View › Theme: Light and Dark are complete palettes on Fusion whose texts
// read at 4.5:1 or more; a choice applies at once, is kept for the next
// window and start, and System gives back the look the application had.
class tst_Theme : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<windowtest::MainWindowRig> m_rig;

    [[nodiscard]] std::unique_ptr<MainWindow> newWindow()
    {
        auto window = std::make_unique<MainWindow>(m_rig->client, m_rig->services(), m_rig->settings);
        window->show();
        return window;
    }

private Q_SLOTS:
    void init() { m_rig = std::make_unique<windowtest::MainWindowRig>(); }

    void cleanup() { m_rig.reset(); }

    void contrast_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("dark") << baton::theme::darkPalette();
        QTest::newRow("light") << baton::theme::lightPalette();
    }

    void contrast()
    {
        QFETCH(QPalette, palette);
        const QList<std::pair<QPalette::ColorRole, QPalette::ColorRole>> pairs {
            {QPalette::WindowText, QPalette::Window},       {QPalette::Text, QPalette::Base},
            {QPalette::Text, QPalette::AlternateBase},      {QPalette::ButtonText, QPalette::Button},
            {QPalette::ToolTipText, QPalette::ToolTipBase}, {QPalette::HighlightedText, QPalette::Highlight},
            {QPalette::PlaceholderText, QPalette::Base},    {QPalette::Link, QPalette::Base},
            {QPalette::LinkVisited, QPalette::Base},        {QPalette::Link, QPalette::Window},
        };
        for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
            for (const auto &[text, background] : pairs) {
                const double ratio = baton::contrastRatio(palette.color(group, text), palette.color(group, background));
                QVERIFY2(ratio >= 4.5, qPrintable(u"%1 on %2: %3:1"_s.arg(text).arg(background).arg(ratio)));
            }
        }
        for (const Status status : {Status::Error, Status::Warning, Status::Success, Status::Info, Status::Muted}) {
            for (const QPalette::ColorRole background : {QPalette::Window, QPalette::Base}) {
                const double ratio
                    = baton::contrastRatio(baton::statusColor(status, palette, background), palette.color(background));
                QVERIFY2(ratio >= 4.5,
                         qPrintable(u"status %1 on %2: %3:1"_s.arg(int(status)).arg(background).arg(ratio)));
            }
        }
        // Every role of every group is set, the disabled ones included.
        for (int group = 0; group < QPalette::NColorGroups; ++group) {
            for (int role = 0; role < QPalette::NColorRoles; ++role) {
                if (role == QPalette::NoRole)
                    continue;
                QVERIFY2(palette.isBrushSet(QPalette::ColorGroup(group), QPalette::ColorRole(role)),
                         qPrintable(u"group %1 role %2"_s.arg(group).arg(role)));
            }
        }
        QVERIFY(palette.color(QPalette::Disabled, QPalette::Text) != palette.color(QPalette::Active, QPalette::Text));
    }

    void chosenThemeAppliesAtOnceAndIsKept()
    {
        const QString startStyle = QApplication::style()->name();
        const QColor startWindow = QApplication::palette().color(QPalette::Window);
        QVERIFY(startWindow.lightness() > 128);

        auto window = newWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto *system = window->findChild<QAction *>(u"actionTheme_system"_s);
        auto *dark = window->findChild<QAction *>(u"actionTheme_dark"_s);
        auto *light = window->findChild<QAction *>(u"actionTheme_light"_s);
        QVERIFY(system && dark && light);
        QVERIFY(system->isChecked());
        QVERIFY(system->actionGroup() && system->actionGroup()->isExclusive());
        QCOMPARE(system->actionGroup(), dark->actionGroup());

        dark->trigger();
        QVERIFY(dark->isChecked());
        QVERIFY(!system->isChecked());
        QCOMPARE(QApplication::palette().color(QPalette::Window), baton::theme::darkPalette().color(QPalette::Window));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 64);
        QCOMPARE(QApplication::style()->name(), u"fusion"_s);
        // The window itself, at once.
        QTRY_COMPARE(window->palette().color(QPalette::Window), baton::theme::darkPalette().color(QPalette::Window));
        QCOMPARE(m_rig->settings.value(u"ui/theme"_s).toString(), u"dark"_s);
        QCOMPARE(baton::theme::chosen(m_rig->settings), baton::theme::Choice::Dark);
        window.reset();

        // The next window (and the next start, which applies the choice before building it) reads it.
        m_rig->settings.sync();
        const QSettings reread(m_rig->settings.fileName(), QSettings::IniFormat);
        QCOMPARE(baton::theme::chosen(reread), baton::theme::Choice::Dark);
        window = newWindow();
        QVERIFY(window->findChild<QAction *>(u"actionTheme_dark"_s)->isChecked());

        window->findChild<QAction *>(u"actionTheme_light"_s)->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), baton::theme::lightPalette().color(QPalette::Window));
        QCOMPARE(m_rig->settings.value(u"ui/theme"_s).toString(), u"light"_s);

        // System: the style and palette the application started with.
        window->findChild<QAction *>(u"actionTheme_system"_s)->trigger();
        QCOMPARE(QApplication::style()->name(), startStyle);
        QCOMPARE(QApplication::palette().color(QPalette::Window), startWindow);
        QVERIFY(!m_rig->settings.contains(u"ui/theme"_s));
        QCOMPARE(baton::theme::chosen(m_rig->settings), baton::theme::Choice::System);
    }
};

QTEST_MAIN(tst_Theme)
#include "tst_theme.moc"

#include "ChatFixture.h"
#include "core/chat/ChatSession.h"
#include "core/relations/NameBook.h"
#include "support/Palettes.h"
#include "ui/chat/TranscriptView.h"
#include "ui/panels/ResourceDetail.h"
#include "ui/widgets/CountedTextEdit.h"
#include "ui/widgets/StatusColors.h"

#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>

using namespace Qt::StringLiterals;
using baton::Status;
using chattest::ChatFixture;

namespace {

const QList<Status> statuses {Status::Error, Status::Warning, Status::Success, Status::Info, Status::Muted};

// The text colour a status style sheet gives.
QColor sheetColour(const QString &sheet)
{
    static const QRegularExpression colour(u"(?:^|[ {;])color: (#[0-9a-f]{6})"_s);
    return QColor::fromString(colour.match(sheet).captured(1));
}

// The colour and the background of the first character of `text` in the
// transcript: the colour its format gives, on the frame or table cell
// holding it, or the view's base.
std::pair<QColor, QColor> shownColours(const baton::TranscriptView &view, const QString &text)
{
    const QTextCursor found = view.document()->find(text);
    if (found.isNull())
        return {};
    QTextCursor at(view.document());
    at.setPosition(found.selectionStart() + 1);
    const QColor foreground = at.charFormat().foreground().color();
    QColor background = view.palette().color(QPalette::Base);
    for (QTextFrame *frame = at.currentFrame(); frame; frame = frame->parentFrame()) {
        if (frame->frameFormat().hasProperty(QTextFormat::BackgroundBrush)) {
            background = frame->frameFormat().background().color();
            break;
        }
    }
    return {foreground, background};
}

QString ratioText(const QColor &a, const QColor &b)
{
    return u"%1 on %2: %3:1"_s.arg(a.name(), b.name()).arg(baton::contrastRatio(a, b), 0, 'f', 2);
}

} // namespace

// The status colours (errors, warnings, successes, notes, details) come from
// the application's palette: readable on a light and on a dark one, and
// given again when the palette changes.
class tst_Palette : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QApplication::setStyle(u"Fusion"_s); }

    void cleanup() { QApplication::setPalette(palettes::fusionLight()); }

    void statusColoursAreReadable_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("Fusion") << palettes::fusionLight();
        QTest::newRow("Breeze Dark") << palettes::breezeDark();
    }

    // 4.5:1 (WCAG AA) on every background a status text is drawn on: labels
    // on the window, the transcript and lists on the base, table headers on
    // the button colour, badges and banners on their tint.
    void statusColoursAreReadable()
    {
        QFETCH(QPalette, palette);
        for (const Status status : statuses) {
            for (const QPalette::ColorRole role :
                 {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button}) {
                const QColor background = palette.color(role);
                const QColor text = baton::statusColor(status, palette, role);
                QVERIFY2(baton::contrastRatio(text, background) >= 4.5, qPrintable(ratioText(text, background)));
            }
            const QColor tint = baton::statusTint(status, palette);
            const QColor onTint = baton::statusColor(status, palette, tint);
            QVERIFY2(baton::contrastRatio(onTint, tint) >= 4.5, qPrintable(ratioText(onTint, tint)));
            const QColor bannerText = baton::readableOn(palette.color(QPalette::WindowText), tint);
            QVERIFY2(baton::contrastRatio(bannerText, tint) >= 4.5, qPrintable(ratioText(bannerText, tint)));
        }
        // Light tones on a dark background, dark ones on a light background.
        const bool dark = palette.color(QPalette::Window).lightness() < 128;
        QCOMPARE(baton::statusColor(Status::Error, palette).lightness() > 128, dark);
    }

    // The detail pane's interface names under each label (small, in the
    // detail colour) are readable on its background in either palette, and
    // follow a change of palette made over the pane's parent.
    void detailPaneFollowsThePalette()
    {
        QApplication::setPalette(palettes::fusionLight());
        ChatFixture fixture;
        baton::NameBook names(fixture.client);
        QWidget page;
        auto *pane = new baton::ResourceDetail(baton::ResourceKind::get(baton::ResourceKind::Id::Secret), names, &page);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        pane->showObject({{u"id"_s, u"5ec7e700-0000-4000-8000-000000000001"_s},
                          {u"name"_s, u"Mail key"_s},
                          {u"provider"_s, u"mail"_s}});
        // The colour of the interface name "provider" against the pane's background.
        const auto ratio = [pane] {
            const QTextCursor found = pane->document()->find(u"provider"_s, 0, QTextDocument::FindCaseSensitively);
            if (found.isNull())
                return 0.0;
            const QColor text = found.charFormat().foreground().color();
            return baton::contrastRatio(text, pane->palette().color(QPalette::Base));
        };
        QVERIFY2(ratio() >= 4.5, qPrintable(QString::number(ratio())));
        QApplication::setPalette(palettes::breezeDark());
        QTRY_VERIFY2(pane->palette().color(QPalette::Base).lightness() < 128, "the pane kept the light palette");
        QTRY_VERIFY2(ratio() >= 4.5, qPrintable(QString::number(ratio())));
    }

    // A label coloured by a status (here the character counter over its
    // limit) takes the colour of the new palette when it changes.
    void labelFollowsThePalette()
    {
        QApplication::setPalette(palettes::fusionLight());
        baton::CountedTextEdit edit(5);
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        auto *text = edit.findChild<QPlainTextEdit *>(u"text"_s);
        auto *counter = edit.findChild<QLabel *>(u"characterCount"_s);
        QTest::keyClicks(text, u"too long"_s);
        const QColor light = sheetColour(counter->styleSheet());
        QVERIFY2(light.isValid(), qPrintable(counter->styleSheet()));
        const QColor lightWindow = palettes::fusionLight().color(QPalette::Window);
        QVERIFY2(baton::contrastRatio(light, lightWindow) >= 4.5, qPrintable(ratioText(light, lightWindow)));

        QApplication::setPalette(palettes::breezeDark());
        QTRY_VERIFY2(sheetColour(counter->styleSheet()) != light, qPrintable(counter->styleSheet()));
        const QColor dark = sheetColour(counter->styleSheet());
        QVERIFY(dark.isValid());
        const QColor darkWindow = palettes::breezeDark().color(QPalette::Window);
        QVERIFY2(baton::contrastRatio(dark, darkWindow) >= 4.5, qPrintable(ratioText(dark, darkWindow)));

        // Back under the limit, the counter has the palette's own colour.
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(text, Qt::Key_Backspace);
        QVERIFY(counter->styleSheet().isEmpty());
    }

    // The transcript's tool call card and turn headers are coloured again
    // when the palette changes: a light card is not left on a dark view.
    void transcriptFollowsThePalette()
    {
        QApplication::setPalette(palettes::fusionLight());
        ChatFixture fixture;
        baton::ChatSession session(fixture.client);
        QVERIFY(session.setTarget(fixture.supportAssistant()).isEmpty());
        baton::TranscriptView view;
        view.setSession(&session);
        view.resize(700, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(session.send(u"/tool create_ticket {\"title\": \"Printer on fire\"}"_s).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), baton::ConversationTurn::State::AwaitingApproval, 10000);

        const QString awaiting = u"Awaiting approval"_s;
        const auto [lightText, lightCard] = shownColours(view, awaiting);
        QVERIFY(lightText.isValid());
        QVERIFY2(baton::contrastRatio(lightText, lightCard) >= 4.5, qPrintable(ratioText(lightText, lightCard)));
        const auto [lightHeaderText, lightHeader] = shownColours(view, u"You"_s);
        QVERIFY(lightHeader.lightness() > 128);

        QApplication::setPalette(palettes::breezeDark());
        QTRY_VERIFY(shownColours(view, awaiting).second.lightness() < 128);
        const auto [darkText, darkCard] = shownColours(view, awaiting);
        QVERIFY2(darkText != lightText, qPrintable(darkText.name()));
        QVERIFY2(baton::contrastRatio(darkText, darkCard) >= 4.5, qPrintable(ratioText(darkText, darkCard)));
        const auto [darkHeaderText, darkHeader] = shownColours(view, u"You"_s);
        QVERIFY2(darkHeader.lightness() < 128, qPrintable(darkHeader.name()));
        const QColor shownText = view.palette().color(QPalette::Text);
        QVERIFY2(baton::contrastRatio(shownText, darkHeader) >= 4.5, qPrintable(ratioText(shownText, darkHeader)));
    }
};

QTEST_MAIN(tst_Palette)
#include "tst_palette.moc"

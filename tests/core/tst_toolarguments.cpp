#include "core/api/ToolArguments.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::ToolArguments;
using Layout = baton::ToolArguments::Layout;

class tst_ToolArguments : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonIsMaskedAtAnyDepthInEitherLayout()
    {
        const QString arguments
            = u"{\"title\":\"Printer\",\"api_key\":\"sk-live-1\",\"nested\":{\"list\":[{\"password\":\"hunter2\",\"n\":1}]},\"token\":\"\"}"_s;
        bool any = false;
        const QString compact = ToolArguments::masked(arguments, Layout::Compact, &any);
        QVERIFY(any);
        QCOMPARE(
            compact,
            u"{\"api_key\":\"••••••••\",\"nested\":{\"list\":[{\"n\":1,\"password\":\"••••••••\"}]},\"title\":\"Printer\",\"token\":\"\"}"_s);
        const QString indented = ToolArguments::masked(arguments, Layout::Indented);
        QVERIFY(indented.contains(u"\n"_s));
        QVERIFY(indented.contains(u"\"api_key\": \"••••••••\""_s));
        QVERIFY(!indented.contains(u"hunter2"_s));

        any = true;
        QCOMPARE(ToolArguments::masked(u"{\"title\":\"Printer\"}"_s, Layout::Compact, &any),
                 u"{\"title\":\"Printer\"}"_s);
        QVERIFY(!any);
    }

    void textThatIsNotJson()
    {
        bool any = false;
        QCOMPARE(ToolArguments::masked(u"user=ada password=hunter2 token: 'abc'"_s, Layout::Compact, &any),
                 u"user=ada password=•••••••• token: ••••••••"_s);
        QVERIFY(any);
        // Arguments still arriving are not JSON yet.
        QVERIFY(
            !ToolArguments::masked(u"{\"title\":\"x\",\"api_key\":\"sk-li"_s, Layout::Indented).contains(u"sk-li"_s));
    }

    // The values masked() masks, for other text to mask them too: where
    // each stands alone, the longest first, none shorter than four characters.
    void maskedValuesAreMaskedInOtherText()
    {
        const QStringList values = ToolArguments::maskedValues(
            u"{\"title\": \"x\", \"api_key\": \"sk-live-4711\", \"auth\": {\"pin\": 12, \"password\": \"hunter2\", "
            "\"session\": 123456}, \"tokens\": [\"ab\", \"hunter2\"]}"_s);
        QCOMPARE(values, (QStringList {u"sk-live-4711"_s, u"hunter2"_s, u"123456"_s}));
        QCOMPARE(ToolArguments::maskedValues(u"user=ada password=\"hunter 2\" token: 'abc'"_s),
                 QStringList {u"hunter 2"_s});
        QCOMPARE(ToolArguments::maskValues(
                     u"Use sk-live-4711, not sk-live-47110 or xhunter2; hunter2. 1234567 123456"_s, values),
                 u"Use ••••••••, not sk-live-47110 or xhunter2; ••••••••. 1234567 ••••••••"_s);
        QCOMPARE(ToolArguments::maskValues(u"ab pin 12"_s, values), u"ab pin 12"_s);
    }

    // Long text that is not JSON costs time in proportion to its length:
    // 20 000 masked values, and one run of 200 000 name characters.
    void longTextIsMaskedInLinearTime()
    {
        QString many;
        QString expected;
        for (int i = 0; i < 20000; ++i) {
            many += u"password=secret%1 "_s.arg(i);
            expected += u"password=•••••••• "_s;
        }
        const QString run(200000, u'a');
        QElapsedTimer clock;
        clock.start();
        const QString masked = ToolArguments::masked(many, Layout::Compact);
        const QString plain = ToolArguments::masked(run, Layout::Compact);
        const qint64 ms = clock.elapsed();
        QCOMPARE(masked, expected);
        QCOMPARE(plain, run);
        QVERIFY2(ms < 1000, qPrintable(u"%1 ms"_s.arg(ms)));
    }
};

QTEST_GUILESS_MAIN(tst_ToolArguments)
#include "tst_toolarguments.moc"

#include "chat/ToolArguments.h"

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
        QVERIFY(!ToolArguments::masked(u"{\"title\":\"x\",\"api_key\":\"sk-li"_s, Layout::Indented).contains(u"sk-li"_s));
    }
};

QTEST_GUILESS_MAIN(tst_ToolArguments)
#include "tst_toolarguments.moc"

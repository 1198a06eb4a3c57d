#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/resources/ResourceKind.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QTest>

using namespace Qt::StringLiterals;

// baton_core must stay headless: the console, the sandbox, the command-line
// tool and every core test link it, and only ui/ may bring in Gui or Widgets.
class tst_CoreLinkage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noGuiLibraryIsLoaded()
    {
        // Touch the library so that the linker cannot drop it, the API client included.
        QCOMPARE(baton::ResourceKind::managed().size(), 6);
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client(network, log);
        QVERIFY(!client.hasToken());

        QFile maps(u"/proc/self/maps"_s);
        QVERIFY(maps.open(QIODevice::ReadOnly));
        const QByteArray mapped = maps.readAll();
        QVERIFY2(mapped.contains("libQt6Core"), "the check must see the Qt libraries at all");
        QVERIFY2(mapped.contains("libQt6Network"), "the API client needs QtNetwork");
        QVERIFY2(!mapped.contains("libQt6Gui"), "baton_core pulls in QtGui");
        QVERIFY2(!mapped.contains("libQt6Widgets"), "baton_core pulls in QtWidgets");
    }
};

QTEST_GUILESS_MAIN(tst_CoreLinkage)
#include "tst_corelinkage.moc"

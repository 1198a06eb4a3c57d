// EventInspector following a ChatSession: the events of an answer streamed by
// the in-process sandbox, events a loopback server makes up that the decoder
// does not recognise, highlighted, and "Copy all".

#include "EditorFixture.h"
#include "core/chat/ChatSession.h"
#include "support/LoopbackServer.h"
#include "support/SandboxClient.h"
#include "ui/chat/EventInspector.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QPlainTextEdit>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using baton::ChatSession;
using baton::EventInspector;
using baton::ResourceKind;

namespace {

// The sandbox with a custom model to chat with; answers come quickly.
struct ChatSandbox : baton::test::SandboxClient {
    QString target;

    static baton::sandbox::ServerConfig config()
    {
        baton::sandbox::ServerConfig config;
        config.tokens = {editortest::token(u"admin"_s, u"t-admin"_s)};
        config.chat.tokenDelayMs = 1;
        return config;
    }

    ChatSandbox()
        : SandboxClient(config())
    {
        if (!start())
            return; // the tests then fail at their first request
        useToken(u"t-admin"_s);
        const baton::sandbox::Record &model = server.store().create(ResourceKind::Id::CustomModel,
                                                                    {{u"name"_s, u"Writer"_s},
                                                                     {u"llmModelName"_s, u"gpt-4o-mini"_s},
                                                                     {u"description"_s, u"Writes."_s},
                                                                     {u"category"_s, u"writing"_s},
                                                                     {u"credentialMode"_s, u"app"_s}},
                                                                    *server.token(u"admin"_s));
        target = u"custom:"_s + model.id;
    }
};

bool sendAndWait(ChatSession &session, const QString &text)
{
    QSignalSpy finished(&session, &ChatSession::finished);
    return session.send(text).isEmpty() && finished.wait(15000);
}

} // namespace

class tst_EventInspector : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<EventInspector> m_inspector;

    [[nodiscard]] QTreeWidget *events() const { return m_inspector->findChild<QTreeWidget *>(u"events"_s); }
    [[nodiscard]] QString countText() const { return m_inspector->findChild<QLabel *>(u"eventCount"_s)->text(); }

    // Selects a row with a mouse click.
    void clickRow(int row)
    {
        QTreeWidget *list = events();
        QTreeWidgetItem *item = list->topLevelItem(row);
        list->scrollToItem(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
    }

private Q_SLOTS:
    void init()
    {
        m_inspector = std::make_unique<EventInspector>();
        m_inspector->resize(700, 500);
        m_inspector->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_inspector.get()));
    }

    void cleanup() { m_inspector.reset(); }

    void listsTheEventsOfTheAnswer()
    {
        ChatSandbox sandbox;
        ChatSession session(sandbox.client);
        QVERIFY(session.setTarget(sandbox.target).isEmpty());
        m_inspector->setSession(&session);
        QCOMPARE(m_inspector->session(), &session);
        QCOMPARE(countText(), u"0 event(s)"_s);
        QVERIFY(!m_inspector->findChild<QPushButton *>(u"copyAll"_s)->isEnabled());

        QSignalSpy seen(&session, &ChatSession::eventReceived);
        QVERIFY(sendAndWait(session, u"Tell me about refunds"_s));
        QTreeWidget *list = events();
        QVERIFY(list->topLevelItemCount() > 10);
        QCOMPARE(list->topLevelItemCount(), seen.size());
        QCOMPARE(m_inspector->eventCount(), seen.size());
        QCOMPARE(countText(), u"%1 event(s)"_s.arg(seen.size()));
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = list->topLevelItem(i);
            QCOMPARE(item->text(EventInspector::TypeColumn), u"message"_s);
            QVERIFY(item->data(EventInspector::TimeColumn, EventInspector::RecognisedRole).toBool());
            QVERIFY(item->text(EventInspector::TimeColumn)
                        .contains(QRegularExpression(u"^\\d\\d:\\d\\d:\\d\\d\\.\\d{3}$"_s)));
            QVERIFY(item->text(EventInspector::ElapsedColumn).endsWith(u" ms"_s));
            QCOMPARE(item->background(EventInspector::DataColumn), QBrush());
        }
        const int last = list->topLevelItemCount() - 1;
        QCOMPARE(list->topLevelItem(last)->text(EventInspector::DataColumn), u"[DONE]"_s);
        QVERIFY(list->topLevelItem(0)->text(EventInspector::DataColumn).contains(u"chat.completion.chunk"_s));

        // The selected event's data, pretty.
        auto *data = m_inspector->findChild<QPlainTextEdit *>(u"eventData"_s);
        clickRow(0);
        QCOMPARE(list->currentItem(), list->topLevelItem(0));
        QVERIFY(data->toPlainText().contains(u"\"object\": \"chat.completion.chunk\""_s));
        QVERIFY(data->toPlainText().contains(u'\n'));
        clickRow(last);
        QCOMPARE(data->toPlainText(), u"[DONE]"_s);

        // A new request starts over; so does a new chat.
        QSignalSpy started(&session, &ChatSession::turnStarted);
        connect(&session, &ChatSession::turnStarted, this, [&] { QCOMPARE(m_inspector->eventCount(), 0); });
        QVERIFY(sendAndWait(session, u"And about delivery?"_s));
        QCOMPARE(started.size(), 1);
        QVERIFY(list->topLevelItemCount() > 10);
        QVERIFY(data->toPlainText().isEmpty());
        session.clear();
        QCOMPARE(list->topLevelItemCount(), 0);

        // Without a session, nothing arrives.
        m_inspector->setSession(nullptr);
        QVERIFY(sendAndWait(session, u"Anyone there?"_s));
        QCOMPARE(list->topLevelItemCount(), 0);
    }

    // While hidden, the inspector keeps the events and builds no rows; shown,
    // it lists every event of the current answer, those that came while it
    // was hidden included, and counts them right; then it follows live.
    void hiddenInspectorBuildsNoRows()
    {
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client(network, log);
        ChatSession session(client);
        m_inspector->setSession(&session);
        m_inspector->hide();

        const auto receive = [&session](int count, bool recognised) {
            for (int i = 0; i < count; ++i)
                Q_EMIT session.eventReceived(1, baton::SseEvent {u"message"_s, u"{\"n\":%1}"_s.arg(i), {}}, recognised);
        };
        receive(300, true);
        receive(2, false);
        QCOMPARE(events()->topLevelItemCount(), 0);
        QCOMPARE(m_inspector->eventCount(), 302);

        m_inspector->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_inspector.get()));
        QCOMPARE(events()->topLevelItemCount(), 302);
        QCOMPARE(countText(), u"302 event(s)  (2 not recognised)"_s);
        QCOMPARE(events()->topLevelItem(301)->data(EventInspector::TimeColumn, EventInspector::RecognisedRole).toBool(),
                 false);
        QCOMPARE(events()->topLevelItem(7)->text(EventInspector::DataColumn), u"{\"n\":7}"_s);

        receive(1, false);
        QCOMPARE(events()->topLevelItemCount(), 303);
        QCOMPARE(countText(), u"303 event(s)  (3 not recognised)"_s);

        // Hidden again: a new answer starts over, and is listed once shown.
        m_inspector->hide();
        Q_EMIT session.turnStarted(3);
        receive(4, true);
        QCOMPARE(events()->topLevelItemCount(), 0);
        m_inspector->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_inspector.get()));
        QCOMPARE(events()->topLevelItemCount(), 4);
        QCOMPARE(countText(), u"4 event(s)"_s);
    }

    void unknownEventsAreHighlightedAndCopied()
    {
        baton::test::LoopbackServer loopback;
        loopback.serveEventStream(baton::test::streamWithUnknownEvents);
        QNetworkAccessManager network;
        baton::RequestLog log;
        baton::ApiClient client(network, log);
        client.setConnection(baton::Profile {u"other"_s, loopback.baseUrl(), false, {}}, u"tok"_s);
        ChatSession session(client);
        QVERIFY(session.setTarget(u"custom:6f1c2d3e-4a5b-4c6d-8e7f-901234567890"_s).isEmpty());
        m_inspector->setSession(&session);
        QVERIFY(sendAndWait(session, u"Hello"_s));

        QTreeWidget *list = events();
        QCOMPARE(list->topLevelItemCount(), 5);
        QCOMPARE(countText(), u"5 event(s)  (3 not recognised)"_s);
        const QList<bool> recognised {true, false, false, false, true};
        for (int i = 0; i < 5; ++i) {
            const QTreeWidgetItem *item = list->topLevelItem(i);
            QCOMPARE(item->data(EventInspector::TimeColumn, EventInspector::RecognisedRole).toBool(), recognised.at(i));
            QCOMPARE(item->background(EventInspector::TypeColumn) == QBrush(), recognised.at(i));
        }
        QCOMPARE(list->topLevelItem(1)->text(EventInspector::TypeColumn), u"ping"_s);
        QVERIFY(!list->topLevelItem(1)->toolTip(EventInspector::TypeColumn).isEmpty());
        clickRow(3);
        QCOMPARE(m_inspector->findChild<QPlainTextEdit *>(u"eventData"_s)->toPlainText(), u"{not json"_s);

        QGuiApplication::clipboard()->clear();
        auto *copy = m_inspector->findChild<QPushButton *>(u"copyAll"_s);
        QVERIFY(copy->isEnabled());
        QTest::mouseClick(copy, Qt::LeftButton);
        const QString copied = QGuiApplication::clipboard()->text();
        QCOMPARE(copied, m_inspector->allText());
        QCOMPARE(copied.count(u"[not recognised]"_s), 3);
        QVERIFY(copied.contains(u"  ping  [not recognised]\n{\n    \"at\": 1\n}\n"_s));
        QVERIFY(copied.contains(u"\"weather\": \"sunny\""_s));
        QVERIFY(copied.contains(u"{not json\n"_s));
        QVERIFY(copied.endsWith(u"message\n[DONE]\n\n"_s));
        QVERIFY(copied.contains(u"\"content\": \"Hi\""_s));
    }
};

QTEST_MAIN(tst_EventInspector)
#include "tst_eventinspector.moc"

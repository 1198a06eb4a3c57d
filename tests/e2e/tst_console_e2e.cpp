// End to end: the console's window on the embedded sandbox (started on its
// own thread, as `baton --sandbox` does). Through the window alone — page
// shortcuts, Ctrl+N, the editors' fields and pickers, Save — it creates a
// secret, a tool that authenticates with it, a custom model that brings its
// own key with it, and a group model led by that custom model; then it reads
// each back through the API, and checks that each appeared in its panel.
// A model with no tool says so on its page; the tool is shared with it
// through the page's command, and the chat calls it.

#include "ModelEditorSandbox.h"
#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/api/RequestLog.h"
#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "core/chat/ChatSession.h"
#include "core/history/Replay.h"
#include "sandbox/SandboxThread.h"
#include "ui/MainWindow.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/chat/ChatPane.h"
#include "ui/chat/EventInspector.h"
#include "ui/chat/TranscriptView.h"
#include "ui/chat/WelcomePage.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/history/CompareView.h"
#include "ui/history/CompareWindow.h"
#include "ui/history/HistoryPage.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/relations/ShareDialog.h"
#include "ui/widgets/BaseModelCombo.h"
#include "ui/widgets/CountedTextEdit.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/ObjectPicker.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolBar>
#include <QUrlQuery>

#include <memory>

using namespace Qt::StringLiterals;
using baton::EditorDialog;
using baton::ObjectPicker;
using baton::ResourceKind;

class TestConsoleEndToEnd : public QObject
{
    Q_OBJECT

    std::unique_ptr<baton::sandbox::SandboxThread> m_sandbox;
    QString m_token;
    QTemporaryDir m_home;
    std::unique_ptr<QSettings> m_settings;
    QNetworkAccessManager m_network;
    baton::RequestLog m_log;
    std::unique_ptr<baton::ApiClient> m_client;
    std::unique_ptr<baton::ProfileStore> m_profiles;
    std::unique_ptr<baton::TokenStore> m_tokens;
    std::unique_ptr<baton::MainWindow> m_window;
    // A client of its own to read results back, outside the window's log.
    QNetworkAccessManager m_readerNetwork;
    baton::RequestLog m_readerLog;
    std::unique_ptr<baton::ApiClient> m_reader;

    [[nodiscard]] static baton::ApiResult wait(baton::ApiJob *job) { return ModelEditorSandbox::wait(job); }

    [[nodiscard]] QJsonObject read(const QString &path, const QUrlQuery &query = {})
    {
        const baton::ApiResult result = wait(m_reader->get(path, query));
        return result.ok() ? result.object : QJsonObject();
    }

    [[nodiscard]] baton::ResourcePanel *panel(ResourceKind::Id id) const { return m_window->resourcePanel(id); }

    // Goes to the kind's page with its Ctrl+<digit> shortcut and presses Ctrl+N.
    [[nodiscard]] EditorDialog *startNew(ResourceKind::Id id)
    {
        const auto page = ResourceKind::managed().indexOf(&ResourceKind::get(id));
        // Back in the window once the last dialog has closed, as a user would be.
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return nullptr;
        // Page 0 is the chat.
        QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + page + 1), Qt::ControlModifier);
        if (!panel(id)->isVisible()) {
            qWarning() << "page" << page << "not shown";
            return nullptr;
        }
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
        EditorDialog *dialog = nullptr;
        const bool opened = QTest::qWaitFor([&] {
            dialog = panel(id)->findChild<EditorDialog *>();
            return dialog && dialog->isVisible();
        });
        if (!opened)
            qWarning() << "Ctrl+N opened no editor on page" << page;
        return opened && QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }

    // Clicks Save and waits for the dialog to close with the saved object.
    [[nodiscard]] QJsonObject save(EditorDialog *dialog)
    {
        QJsonObject saved;
        connect(dialog, &EditorDialog::saved, this, [&saved](const QJsonObject &object) { saved = object; });
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
        if (!QTest::qWaitFor([&] { return !saved.isEmpty(); }, 20000)) {
            for (QLabel *label : dialog->findChildren<QLabel *>()) {
                if (label->objectName().startsWith(u"error"_s) && label->isVisible())
                    qWarning() << "not saved:" << label->objectName() << label->text();
            }
        }
        return saved;
    }

    template<typename T> static T *field(QWidget *parent, const QString &name)
    {
        T *found = parent->findChild<T *>(name);
        if (!found)
            qWarning() << "no field" << name;
        return found;
    }

    [[nodiscard]] QJsonObject create(const QString &path, const QJsonObject &body)
    {
        const baton::ApiResult result = wait(m_reader->post(path, body));
        if (!result.ok())
            qWarning() << "create" << path << result.httpStatus;
        return result.ok() ? result.object : QJsonObject();
    }

    // As a create made in another window of the console: through the window's
    // own client, whose changes every page and the names follow.
    [[nodiscard]] QJsonObject createThroughTheWindowsClient(const QString &path, const QJsonObject &body)
    {
        const baton::ApiResult result = wait(m_client->post(path, body));
        if (!result.ok())
            qWarning() << "create" << path << result.httpStatus;
        return result.ok() ? result.object : QJsonObject();
    }

    // The sandbox's echo endpoint's log, oldest first.
    [[nodiscard]] QJsonArray echoLog() { return read(u"/_sandbox/echo-log"_s).value(u"data"_s).toArray(); }

    // Types a message in the chat pane's composer and sends it with Ctrl+Return.
    void say(const QString &text)
    {
        auto *composer = m_window->chatPane()->findChild<QPlainTextEdit *>(u"chatComposer"_s);
        composer->setFocus();
        QTest::keyClicks(composer, text);
        QTest::keyClick(composer, Qt::Key_Return, Qt::ControlModifier);
    }

    // The approval dialog the window opened for the answer, once its tools are looked up.
    [[nodiscard]] baton::ApprovalDialog *approvalDialog() const
    {
        if (!QTest::qWaitFor([this] { return m_window->approvalDialog() && m_window->approvalDialog()->isVisible(); },
                             20000))
            return nullptr;
        baton::ApprovalDialog *dialog = m_window->approvalDialog();
        return QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }

    template<typename T> static T *inRow(QWidget *dialog, int row, const QString &name)
    {
        QWidget *box = field<QWidget>(dialog, u"toolCall"_s + QString::number(row));
        return box ? field<T>(box, name) : nullptr;
    }

    [[nodiscard]] bool answered() const
    {
        const baton::ChatSession &session = m_window->chatPane()->session();
        return QTest::qWaitFor([&session] { return !session.isBusy() && !session.approval(); }, 20000);
    }

    // Saves the dialog's object and waits for it in its kind's panel: its id,
    // or empty when it was not saved or not listed.
    [[nodiscard]] QString saveListed(EditorDialog *dialog, ResourceKind::Id kind)
    {
        const QString id = save(dialog).value(u"id"_s).toString();
        return !id.isEmpty() && listed(kind, id) ? id : QString();
    }

    // The panel's list shows a row for this id.
    [[nodiscard]] bool listed(ResourceKind::Id id, const QString &objectId) const
    {
        return QTest::qWaitFor([&] { return panel(id)->model().rowOfId(objectId) >= 0; }, 5000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The history of the console goes in this test's own folder.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(u"data"_s)));
        baton::sandbox::ServerConfig config;
        config.demo = true;
        m_sandbox = std::make_unique<baton::sandbox::SandboxThread>(config);
        QVERIFY(m_sandbox->startAndWait());
        for (const baton::sandbox::Token &token : m_sandbox->tokens()) {
            if (token.name == u"admin"_s)
                m_token = token.value;
        }
        QVERIFY(!m_token.isEmpty());

        m_settings = std::make_unique<QSettings>(m_home.filePath(u"baton.ini"_s), QSettings::IniFormat);
        m_client = std::make_unique<baton::ApiClient>(m_network, m_log);
        m_profiles = std::make_unique<baton::ProfileStore>(*m_settings);
        m_tokens = std::make_unique<baton::TokenStore>(QProcessEnvironment {});
        const baton::LocalSandbox local {m_sandbox->baseUrl(), m_token, {}};
        const baton::ConnectionServices services {m_network, m_log, *m_profiles, *m_tokens, [local] { return local; }};
        m_window = std::make_unique<baton::MainWindow>(*m_client, services, *m_settings);
        m_window->resize(1100, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->connectTo(local.profile(), local.token, true);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->connectionState(), baton::MainWindow::ConnectionState::Connected, 10000);

        m_reader = std::make_unique<baton::ApiClient>(m_readerNetwork, m_readerLog);
        m_reader->setConnection(local.profile(), m_token);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_sandbox.reset();
    }

    void createEverythingThroughTheWindow()
    {
        // A secret.
        EditorDialog *dialog = startNew(ResourceKind::Id::Secret);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(dialog, u"name"_s), u"Helpdesk key"_s);
        QTest::keyClicks(field<QLineEdit>(dialog, u"value"_s), u"hd-0123456789"_s);
        const QString secretId = saveListed(dialog, ResourceKind::Id::Secret);
        QVERIFY(!secretId.isEmpty());

        // A tool that sends the secret as its Authorization header.
        dialog = startNew(ResourceKind::Id::Tool);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(dialog, u"name"_s), u"open_ticket"_s);
        QTest::keyClicks(field<QPlainTextEdit>(dialog, u"description"_s), u"Opens a helpdesk ticket"_s);
        QTest::keyClicks(field<QLineEdit>(dialog, u"urlTemplate"_s), u"http://127.0.0.1:1/tickets/{id}"_s);
        QTest::keyClicks(field<QPlainTextEdit>(dialog, u"argsSchema"_s),
                         u"{\"type\": \"object\", \"properties\": {\"id\": {\"type\": \"string\"}}}"_s);
        QTest::mouseClick(field<QPushButton>(dialog, u"authFieldsAdd"_s), Qt::LeftButton);
        QTest::keyClicks(field<QLineEdit>(dialog, u"authFieldKey_0"_s), u"Authorization"_s);
        QVERIFY(
            ModelEditorSandbox::pickFromPopup(field<ObjectPicker>(dialog, u"authFieldSecret_0"_s), u"Helpdesk key"_s));
        const QString toolId = saveListed(dialog, ResourceKind::Id::Tool);
        QVERIFY(!toolId.isEmpty());

        // A custom model that brings its own key: the same secret.
        dialog = startNew(ResourceKind::Id::CustomModel);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(dialog, u"name"_s), u"Helpdesk assistant"_s);
        QTest::keyClicks(field<baton::BaseModelCombo>(dialog, u"llmModelName"_s)->lineEdit(), u"gpt-4o-mini"_s);
        QTest::mouseClick(field<QRadioButton>(dialog, u"credentialByok"_s), Qt::LeftButton);
        QVERIFY(ModelEditorSandbox::pickFromPopup(field<ObjectPicker>(dialog, u"byokSecretId"_s), u"Helpdesk key"_s));
        const QString customId = saveListed(dialog, ResourceKind::Id::CustomModel);
        QVERIFY(!customId.isEmpty());

        // A group model whose brain is that custom model.
        dialog = startNew(ResourceKind::Id::GroupModel);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(dialog, u"name"_s), u"Helpdesk team"_s);
        QWidget *brain = field<QWidget>(dialog, u"brain"_s);
        QVERIFY(brain);
        QVERIFY(ModelEditorSandbox::pickFromPopup(field<QComboBox>(brain, u"refType"_s), u"Custom model"_s));
        QVERIFY(
            ModelEditorSandbox::pickFromPopup(field<ObjectPicker>(brain, u"customModelId"_s), u"Helpdesk assistant"_s));
        const QString groupId = saveListed(dialog, ResourceKind::Id::GroupModel);
        QVERIFY(!groupId.isEmpty());

        // Read back through the API, with a client of its own. The interface
        // reads secrets only as a list.
        QJsonObject readSecret;
        const QJsonObject secrets = read(u"/v1/secrets"_s, QUrlQuery {{u"limit"_s, u"100"_s}});
        for (const QJsonValue &item : secrets.value(u"data"_s).toArray()) {
            if (item.toObject().value(u"id"_s).toString() == secretId)
                readSecret = item.toObject();
        }
        QCOMPARE(readSecret.value(u"name"_s).toString(), u"Helpdesk key"_s);
        QVERIFY(!readSecret.contains(u"value"_s));

        const QJsonObject readTool = read(u"/v1/tools/"_s + toolId);
        QCOMPARE(readTool.value(u"name"_s).toString(), u"open_ticket"_s);
        QCOMPARE(readTool.value(u"urlTemplate"_s).toString(), u"http://127.0.0.1:1/tickets/{id}"_s);
        const QJsonArray authFields = readTool.value(u"authFields"_s).toArray();
        QCOMPARE(authFields.size(), 1);
        QCOMPARE(authFields.at(0).toObject().value(u"key"_s).toString(), u"Authorization"_s);
        QCOMPARE(authFields.at(0).toObject().value(u"secretId"_s).toString(), secretId);
        QCOMPARE(readTool.value(u"needUserValidation"_s).toBool(), true);

        const QJsonObject readCustom = read(u"/v1/custom-models/"_s + customId);
        QCOMPARE(readCustom.value(u"llmModelName"_s).toString(), u"gpt-4o-mini"_s);
        QCOMPARE(readCustom.value(u"credentialMode"_s).toString(), u"byok"_s);
        QCOMPARE(readCustom.value(u"byokSecretId"_s).toString(), secretId);

        const QJsonObject readGroup = read(u"/v1/group-models/"_s + groupId);
        QCOMPARE(readGroup.value(u"name"_s).toString(), u"Helpdesk team"_s);
        const QJsonObject brainRef = readGroup.value(u"brain"_s).toObject();
        QCOMPARE(brainRef.value(u"type"_s).toString(), u"custom"_s);
        QCOMPARE(brainRef.value(u"customModelId"_s).toString(), customId);

        // The secret's value went to the service and into no entry of the request log.
        for (qsizetype i = 0; i < m_log.count(); ++i) {
            QVERIFY(!m_log.at(i).requestBody.contains("hd-0123456789"));
            QVERIFY(!m_log.at(i).responseExcerpt.contains("hd-0123456789"));
        }
    }

    // A tool that asks first, shared with a custom model, posting to the
    // sandbox's echo endpoint with a secret header: denied with a reason, the
    // answer says so and nothing is called; approved, the echo endpoint sees
    // the call with the secret's header.
    void chatWithAToolThatAsksFirst()
    {
        const QString echoValue = u"echo-7f3a9c41"_s;
        const QJsonObject secret
            = create(u"/v1/secrets"_s, {{u"name"_s, u"Echo key"_s}, {u"value"_s, echoValue}, {u"scope"_s, u"user"_s}});
        const QJsonObject model
            = create(u"/v1/custom-models"_s, {{u"name"_s, u"Echo assistant"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}});
        const QString modelId = model.value(u"id"_s).toString();
        const QJsonObject tool = create(
            u"/v1/tools"_s,
            {{u"name"_s, u"echo_ticket"_s},
             {u"description"_s, u"Files a ticket with the echo service"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, QString(m_sandbox->baseUrl().toString() + u"/_sandbox/echo/tickets/{id}"_s)},
             {u"argsSchema"_s,
              QJsonObject {{u"type"_s, u"object"_s},
                           {u"properties"_s, QJsonObject {{u"id"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}}},
             {u"authFields"_s,
              QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, secret.value(u"id"_s)}}}},
             {u"needUserValidation"_s, true},
             {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, modelId}}}}});
        QVERIFY(!modelId.isEmpty() && !tool.isEmpty());
        QVERIFY(wait(m_reader->remove(u"/_sandbox/echo-log"_s)).ok());

        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        QVERIFY(m_window->chatPane()->isVisible());
        auto *target = field<QComboBox>(m_window->chatPane(), u"chatTarget"_s);
        target->setFocus();
        target->lineEdit()->selectAll();
        QTest::keyClicks(target->lineEdit(), u"custom:"_s + modelId);
        QCOMPARE(m_window->chatPane()->currentTarget(), u"custom:"_s + modelId);

        // Denied, with a reason.
        say(u"/tool echo_ticket {\"id\": \"T-1\"}"_s);
        baton::ApprovalDialog *dialog = approvalDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->approval().toolCalls.size(), 1);
        // The address the call reaches: the tool's template filled from the arguments.
        QTRY_COMPARE(inRow<QLabel>(dialog, 0, u"endpoint"_s)->text(),
                     u"POST "_s + m_sandbox->baseUrl().toString() + u"/_sandbox/echo/tickets/T-1"_s);
        QVERIFY(inRow<QLabel>(dialog, 0, u"notEncrypted"_s)->isVisible());
        QTest::mouseClick(inRow<QRadioButton>(dialog, 0, u"deny"_s), Qt::LeftButton);
        const QString reason = u"Not during the fire drill"_s;
        QPlainTextEdit *reasonEdit = inRow<baton::CountedTextEdit>(dialog, 0, u"reason"_s)->editor();
        reasonEdit->setFocus();
        QTest::keyClicks(reasonEdit, reason);
        QTest::mouseClick(field<QPushButton>(dialog, u"submitButton"_s), Qt::LeftButton);
        QVERIFY(answered());
        const baton::ChatSession &session = m_window->chatPane()->session();
        QVERIFY2(session.turns().constLast().answer.content.contains(reason),
                 qPrintable(session.turns().constLast().answer.content));
        QVERIFY(m_window->chatPane()->transcript()->toPlainText().contains(reason));
        QVERIFY(echoLog().isEmpty());

        // Approved: the call reaches the echo endpoint with the secret's header.
        say(u"/tool echo_ticket {\"id\": \"T-2\"}"_s);
        dialog = approvalDialog();
        QVERIFY(dialog);
        QTest::mouseClick(inRow<QRadioButton>(dialog, 0, u"approve"_s), Qt::LeftButton);
        QTest::mouseClick(field<QPushButton>(dialog, u"submitButton"_s), Qt::LeftButton);
        QVERIFY(answered());
        const QJsonArray calls = echoLog();
        QCOMPARE(calls.size(), 1);
        const QJsonObject call = calls.at(0).toObject();
        QCOMPARE(call.value(u"method"_s).toString(), u"POST"_s);
        QCOMPARE(call.value(u"path"_s).toString(), u"/_sandbox/echo/tickets/T-2"_s);
        QCOMPARE(call.value(u"secretHeaders"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"header"_s, u"X-Api-Key"_s}, {u"secretId"_s, secret.value(u"id"_s)}}}));
        QVERIFY(!m_window->chatPane()->transcript()->toPlainText().contains(echoValue));

        // The answer's raw events, in the dock Ctrl+Shift+E shows.
        auto *dock = field<QDockWidget>(m_window.get(), u"eventDock"_s);
        QVERIFY(!dock->isVisible());
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(m_window->eventInspector()->eventCount() > 0);
        QVERIFY(!m_window->eventInspector()->allText().contains(echoValue));
        for (qsizetype i = 0; i < m_log.count(); ++i)
            QVERIFY(!m_log.at(i).responseExcerpt.contains(echoValue.toUtf8()));
    }

    // The chat just held is kept: the window closed and opened again finds
    // it by a word of its answer on the history page, and it goes on in the
    // chat. Neither the token nor the secret the tool sent is in the files.
    void chatIsKeptFoundAndContinued()
    {
        const QUuid id = m_window->chatPane()->session().conversationId();
        const qsizetype turns = m_window->chatPane()->session().turns().size();
        QVERIFY(turns >= 6);
        const QString file = m_window->history().path();
        QVERIFY(file.startsWith(m_home.path()));
        // Another model with a ticket tool of the same name, to re-run on later.
        const QString backupId
            = create(u"/v1/custom-models"_s, {{u"name"_s, u"Echo backup"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}})
                  .value(u"id"_s)
                  .toString();
        QVERIFY(!backupId.isEmpty());
        QJsonObject echoTool;
        for (const QJsonValue &item : read(u"/v1/tools"_s, QUrlQuery(u"pageSize=100"_s)).value(u"data"_s).toArray()) {
            if (item[u"name"_s].toString() == u"echo_ticket"_s)
                echoTool = item.toObject();
        }
        QVERIFY(!echoTool.isEmpty());
        QJsonObject twin;
        for (const QString &member : {u"name"_s, u"description"_s, u"method"_s, u"urlTemplate"_s, u"argsSchema"_s,
                                      u"authFields"_s, u"needUserValidation"_s})
            twin.insert(member, echoTool.value(member));
        twin.insert(u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, backupId}}});
        QVERIFY(!create(u"/v1/tools"_s, twin).isEmpty());

        // Closed and opened again, as after a restart.
        QVERIFY(m_window->close());
        m_window.reset();
        const baton::LocalSandbox local {m_sandbox->baseUrl(), m_token, {}};
        const baton::ConnectionServices services {m_network, m_log, *m_profiles, *m_tokens, [local] { return local; }};
        m_window = std::make_unique<baton::MainWindow>(*m_client, services, *m_settings);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->connectTo(local.profile(), local.token, true);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->connectionState(), baton::MainWindow::ConnectionState::Connected, 10000);
        QCOMPARE(m_window->history().path(), file);
        QVERIFY(m_window->chatPane()->session().turns().isEmpty());
        // The welcome page names it first among the latest conversations.
        auto *latest = m_window->chatPane()->welcomePage()->findChild<QPushButton *>(u"welcomeRecent_0"_s);
        QVERIFY(latest && latest->isVisible());
        QCOMPARE(latest->accessibleName(), u"/tool echo_ticket {\"id\": \"T-1\"}"_s);
        QVERIFY(latest->accessibleDescription().startsWith(u"Echo assistant"_s));

        // Ctrl+9, Ctrl+F, a word of the answer.
        QTest::keyClick(m_window.get(), Qt::Key_9, Qt::ControlModifier);
        baton::HistoryPage *page = m_window->historyPage();
        QVERIFY(page->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
        auto *search = field<QLineEdit>(page, u"historySearch"_s);
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClicks(search, u"drill"_s);
        auto *list = field<QTableView>(page, u"historyList"_s);
        QTRY_VERIFY(page->model().isSearch() && page->model().rowCount() > 0);
        QCOMPARE(page->model().summary(0).id, id);
        QCOMPARE(page->model().summary(0).targetName, u"Echo assistant"_s);
        const QString snippet = page->model()
                                    .index(0, baton::HistoryListModel::Match)
                                    .data(baton::HistoryListModel::SnippetRole)
                                    .toString();
        QVERIFY2(snippet.contains(baton::HistoryStore::MatchStart + u"drill"_s + baton::HistoryStore::MatchEnd),
                 qPrintable(snippet));
        // The conversation below the list, with its decisions as they stood.
        const QString preview = field<QTextBrowser>(page, u"historyPreview"_s)->toPlainText();
        QVERIFY2(preview.contains(u"denied"_s) && preview.contains(u"approved"_s), qPrintable(preview));

        for (const QString &path : QStringList {file, file + u"-wal"_s}) {
            QFile bytes(path);
            if (!bytes.open(QIODevice::ReadOnly))
                continue;
            const QByteArray raw = bytes.readAll();
            QVERIFY2(!raw.contains(m_token.toUtf8()), qPrintable(path));
            QVERIFY2(!raw.contains("echo-7f3a9c41"), qPrintable(path));
            QVERIFY(path.endsWith(u"-wal"_s) || raw.startsWith("SQLite format 3"));
        }

        // Return on the row: the conversation goes on in the chat.
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Return);
        QTRY_VERIFY(m_window->chatPane()->isVisible());
        const baton::ChatSession &session = m_window->chatPane()->session();
        QCOMPARE(session.conversationId(), id);
        QCOMPARE(session.turns().size(), turns);
        QVERIFY(m_window->chatPane()->transcript()->toPlainText().contains(u"Not during the fire drill"_s));
        say(u"Thank you, that is all."_s);
        QVERIFY(answered());
        QCOMPARE(session.turns().size(), turns + 2);
        const std::optional<baton::StoredConversation> stored = m_window->history().load(id);
        QVERIFY(stored);
        QCOMPARE(stored->turns.size(), turns + 2);
        QCOMPARE(stored->turns.at(turns).text, u"Thank you, that is all."_s);
        QCOMPARE(stored->turns.constLast().state, baton::ConversationTurn::State::Completed);
        // The answer was asked with the conversation before it.
        QJsonArray messages;
        for (qsizetype i = 0; i < m_log.count(); ++i) {
            if (m_log.at(i).path == u"/v1/chat/completions"_s)
                messages = QJsonDocument::fromJson(m_log.at(i).requestBody).object().value(u"messages"_s).toArray();
        }
        QVERIFY2(messages.size() > 2, "the earlier turns are sent along");
        QCOMPARE(messages.first()[u"content"_s].toString(), u"/tool echo_ticket {\"id\": \"T-1\"}"_s);
        QCOMPARE(messages.last()[u"content"_s].toString(), u"Thank you, that is all."_s);

        // Re-run against the other model, from the history page.
        QTest::keyClick(m_window.get(), Qt::Key_9, Qt::ControlModifier);
        QTRY_VERIFY(page->isVisible());
        search->clear();
        QTRY_COMPARE(page->currentId(), id);
        QVERIFY(wait(m_reader->remove(u"/_sandbox/echo-log"_s)).ok());
        QTest::mouseClick(field<QPushButton>(page, u"historyRerun"_s), Qt::LeftButton);
        auto *compare = m_window->findChild<baton::CompareWindow *>();
        QVERIFY(compare);
        QTRY_VERIFY(compare->isVisible());
        auto *against = field<QComboBox>(compare, u"compareTarget"_s);
        QCOMPARE(against->currentData().toString(), stored->summary.target); // the recorded target first
        const int backup = against->findData(QString(u"custom:"_s + backupId));
        QVERIFY2(backup >= 0, "the chat's targets are offered");
        against->setCurrentIndex(backup);
        QTest::mouseClick(field<QPushButton>(compare, u"compareRun"_s), Qt::LeftButton);
        QVERIFY(compare->replay() && compare->replay()->isRunning());
        QSignalSpy rerunDone(compare->replay(), &baton::Replay::finished);
        QVERIFY(rerunDone.wait(30000));
        QVERIFY(!compare->approvalDialog()); // every call was decided as recorded

        // Both columns: the recorded run and the re-run, message by message.
        QTRY_VERIFY(compare->view()->text().contains(u"Re-run · Echo backup"_s));
        const QString both = compare->view()->text();
        QVERIFY2(both.contains(u"Recorded · Echo assistant"_s), qPrintable(both));
        QVERIFY2(both.contains(u"denied: Not during the fire drill · as recorded"_s), qPrintable(both));
        QVERIFY2(both.contains(u"approved · as recorded"_s), qPrintable(both));
        QVERIFY2(both.contains(u"the answers differ"_s), qPrintable(both)); // another model answers in its name
        QVERIFY2(both.contains(u"Thank you, that is all."_s), qPrintable(both));
        QVERIFY(!both.contains(u"echo-7f3a9c41"_s));
        const QList<baton::ConversationTurn> &rerun = compare->session()->turns();
        const auto userTexts = [](const QList<baton::ConversationTurn> &turns) {
            QStringList texts;
            for (const baton::ConversationTurn &turn : turns) {
                if (turn.role == baton::ConversationTurn::Role::User)
                    texts << turn.text;
            }
            return texts;
        };
        QCOMPARE(userTexts(rerun), userTexts(stored->turns));
        // The approval went out again, once, to the backup model's call.
        QCOMPARE(echoLog().size(), 1);
        QCOMPARE(echoLog().at(0)[u"path"_s].toString(), u"/_sandbox/echo/tickets/T-2"_s);

        // Kept as a re-run of the conversation; Compare brings both back.
        const QUuid rerunId = compare->session()->conversationId();
        QTRY_COMPARE(m_window->history().load(rerunId)->summary.replayOf, id);
        compare->close();
        QTRY_VERIFY(!m_window->findChild<baton::CompareWindow *>());
        page->refresh();
        QTRY_COMPARE(page->model().summary(0).id, rerunId);
        QTest::mouseClick(field<QPushButton>(page, u"historyCompare"_s), Qt::LeftButton);
        compare = m_window->findChild<baton::CompareWindow *>();
        QVERIFY(compare);
        // The stored re-run on the right, with its decisions.
        QTRY_VERIFY(compare->view()->text().contains(u"Re-run · Echo backup"_s));
        QCOMPARE(compare->view()->text().count(u"denied: Not during the fire drill"_s), 2);
        compare->close();
    }

    // A new user's path: a secret, a tool shared with the team only and a
    // custom model. The model's page says that it can call no tool, and the
    // chat agrees; the tool is shared with it through the page's command, its
    // dialog and the confirmation; then the chat calls it, once approved.
    void shareAToolWithAModelThenChat()
    {
        QString adminTeam;
        for (const baton::sandbox::Token &token : m_sandbox->tokens()) {
            if (token.name == u"admin"_s)
                adminTeam = token.teamId;
        }
        QVERIFY(!adminTeam.isEmpty());
        const QJsonObject secret = createThroughTheWindowsClient(
            u"/v1/secrets"_s, {{u"name"_s, u"Weather key"_s}, {u"value"_s, u"wx-5d1e"_s}, {u"scope"_s, u"user"_s}});
        const QJsonObject tool = createThroughTheWindowsClient(
            u"/v1/tools"_s,
            {{u"name"_s, u"get_weather"_s},
             {u"description"_s, u"The weather in a city"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, QString(m_sandbox->baseUrl().toString() + u"/_sandbox/echo/weather/{city}"_s)},
             {u"argsSchema"_s,
              QJsonObject {{u"type"_s, u"object"_s},
                           {u"properties"_s, QJsonObject {{u"city"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}}},
             {u"authFields"_s,
              QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, secret.value(u"id"_s)}}}},
             {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, adminTeam}}}}});
        const QJsonObject model = createThroughTheWindowsClient(
            u"/v1/custom-models"_s, {{u"name"_s, u"Weather assistant"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}});
        const QString modelId = model.value(u"id"_s).toString();
        QVERIFY(!tool.isEmpty() && !modelId.isEmpty());
        QVERIFY(wait(m_reader->remove(u"/_sandbox/echo-log"_s)).ok());

        // The model's page: nothing shared with it, said plainly.
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        const auto page = ResourceKind::managed().indexOf(&ResourceKind::get(ResourceKind::Id::CustomModel));
        QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + page + 1), Qt::ControlModifier);
        baton::ResourcePanel *models = panel(ResourceKind::Id::CustomModel);
        QVERIFY(models->isVisible());
        QVERIFY(listed(ResourceKind::Id::CustomModel, modelId));
        models->showObject(modelId);
        auto *detail = field<QTextBrowser>(models, u"detailView"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            detail->toPlainText().contains(u"Weather assistant"_s)
                && detail->toPlainText().contains(u"No tools are shared with this model, so it cannot call any."_s),
            10000);

        // The chat agrees: the model has no such tool.
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        QVERIFY(m_window->chatPane()->isVisible());
        auto *target = field<QComboBox>(m_window->chatPane(), u"chatTarget"_s);
        target->setFocus();
        target->lineEdit()->selectAll();
        QTest::keyClicks(target->lineEdit(), u"custom:"_s + modelId);
        QCOMPARE(m_window->chatPane()->currentTarget(), u"custom:"_s + modelId);
        say(u"/tool get_weather {\"city\": \"Paris\"}"_s);
        QVERIFY(answered());
        const baton::ChatSession &session = m_window->chatPane()->session();
        QVERIFY2(
            session.turns().constLast().answer.content.contains(u"No tool of this name is available to this model"_s),
            qPrintable(session.turns().constLast().answer.content));
        QVERIFY(m_window->chatPane()->transcript()->toPlainText().contains(
            u"No tool of this name is available to this model"_s));
        QVERIFY(echoLog().isEmpty());

        // Shared through the model page's command, from the toolbar.
        QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + page + 1), Qt::ControlModifier);
        QVERIFY(models->isVisible());
        QCOMPARE(models->currentObject().value(u"id"_s).toString(), modelId);
        QAction *share = nullptr;
        for (QAction *action : models->pageActions()) {
            if (action->objectName() == u"shareWithModelAction"_s)
                share = action;
        }
        QVERIFY(share && share->isEnabled());
        auto *toolBar = field<QToolBar>(m_window.get(), u"mainToolBar"_s);
        // The toolbar lays its buttons out once the page is shown.
        QTRY_VERIFY(toolBar->widgetForAction(share) && toolBar->widgetForAction(share)->isVisible());
        QWidget *button = toolBar->widgetForAction(share);
        QTest::mouseClick(button, Qt::LeftButton);
        baton::ShareDialog *dialog = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (dialog = models->findChild<baton::ShareDialog *>()) && dialog->isVisible(); }));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QPointer<baton::ShareDialog> alive(dialog);
        QTest::keyClicks(field<QLineEdit>(dialog, u"shareFilter"_s), u"get_weather"_s);
        auto *list = field<QListWidget>(dialog, u"shareList"_s);
        QListWidgetItem *row = nullptr;
        for (int i = 0; i < list->count(); ++i) {
            if (!list->item(i)->isHidden())
                row = row ? nullptr : list->item(i);
        }
        QVERIFY(row);
        QCOMPARE(row->text(), u"get_weather — tool, asks for approval"_s);
        list->setFocus();
        list->setCurrentItem(row);
        QTest::keyClick(list, Qt::Key_Space);
        QCOMPARE(row->checkState(), Qt::Checked);
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(field<QPushButton>(dialog, u"shareButton"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(alive.isNull() || !alive->isVisible(), 20000);
        QVERIFY(alive.isNull() || alive->confirmation().contains(u"new id"_s));

        // The page lists it now, approval marked.
        QTRY_VERIFY_WITH_TIMEOUT(detail->toPlainText().contains(u"get_weather (asks for approval)"_s), 10000);
        QVERIFY(!detail->toPlainText().contains(u"No tools are shared with this model"_s));
        QCOMPARE(read(u"/v1/tools/"_s + tool.value(u"id"_s).toString()), QJsonObject());

        // The chat calls it once approved; the echo endpoint sees the call.
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        QVERIFY(m_window->chatPane()->isVisible());
        say(u"/tool get_weather {\"city\": \"Paris\"}"_s);
        baton::ApprovalDialog *approval = approvalDialog();
        QVERIFY(approval);
        QCOMPARE(approval->approval().toolCalls.size(), 1);
        QTest::mouseClick(inRow<QRadioButton>(approval, 0, u"approve"_s), Qt::LeftButton);
        QTest::mouseClick(field<QPushButton>(approval, u"submitButton"_s), Qt::LeftButton);
        QVERIFY(answered());
        const QJsonArray calls = echoLog();
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.at(0).toObject().value(u"path"_s).toString(), u"/_sandbox/echo/weather/Paris"_s);
        QCOMPARE(calls.at(0).toObject().value(u"secretHeaders"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"header"_s, u"X-Api-Key"_s}, {u"secretId"_s, secret.value(u"id"_s)}}}));
        // The answer reports the call's outcome: the echo endpoint's HTTP 200.
        const QString answer = session.turns().constLast().answer.content;
        QVERIFY2(answer.contains(u"get_weather"_s) && answer.contains(u"HTTP 200"_s)
                     && !answer.contains(u"not called"_s),
                 qPrintable(answer));
    }
};

QTEST_MAIN(TestConsoleEndToEnd)
#include "tst_console_e2e.moc"

#include "ModelEditorSandbox.h"
#include "core/chat/ChatSession.h"
#include "core/relations/NameBook.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/EditorFactory.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/panels/ResourcePanel.h"
#include "ui/relations/ModelToolsSection.h"
#include "ui/relations/ShareDialog.h"
#include "ui/relations/SharingNote.h"
#include "ui/widgets/MessageBox.h"

#include <QAction>
#include <QApplication>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;
using baton::EditorDialog;
using baton::ModelToolsSection;
using baton::NameBook;
using baton::Operation;
using baton::ResourceKind;
using baton::ShareDialog;
using baton::SharingNote;
using Id = ResourceKind::Id;

// What a model can use and the sharing dialogs, on real widgets against an
// in-process sandbox: a model's editor lists what is shared with it (and says
// plainly when no tool is), shares a tool with it through the ShareDialog and
// its confirmation; a tool's editor explains why its sharing is fixed and
// changes it; a refused step shows the service's words and changes nothing.
class tst_ShareDialog : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ModelEditorSandbox> m_sandbox;
    std::unique_ptr<NameBook> m_names;
    std::unique_ptr<EditorDialog> m_dialog;
    QString m_team;
    QString m_secret;

    [[nodiscard]] QJsonObject create(Id kind, const QJsonObject &body)
    {
        const baton::ApiResult result
            = ModelEditorSandbox::wait(m_sandbox->client->post(ResourceKind::get(kind).collectionPath, body));
        if (!result.ok())
            qWarning() << "create failed" << result.body;
        return result.object;
    }

    [[nodiscard]] QJsonObject read(Id kind, const QString &id)
    {
        return m_sandbox->read(ResourceKind::get(kind).itemPath(id));
    }

    // The tools named `name`, as the service lists them.
    [[nodiscard]] QList<QJsonObject> toolsNamed(const QString &name)
    {
        QList<QJsonObject> tools;
        const QJsonObject list = m_sandbox->read(u"/v1/tools"_s, QUrlQuery {{u"pageSize"_s, u"100"_s}});
        for (const QJsonValue &tool : list.value(u"data"_s).toArray()) {
            if (tool.toObject().value(u"name"_s).toString() == name)
                tools << tool.toObject();
        }
        return tools;
    }

    [[nodiscard]] QJsonObject tool(const QString &name, bool approval, const QJsonArray &scopes)
    {
        return create(
            Id::Tool,
            {{u"name"_s, name},
             {u"description"_s, u"The weather at a place"_s},
             {u"method"_s, u"POST"_s},
             {u"urlTemplate"_s, u"http://127.0.0.1:9/weather"_s},
             {u"needUserValidation"_s, approval},
             {u"authFields"_s, QJsonArray {QJsonObject {{u"key"_s, u"X-Api-Key"_s}, {u"secretId"_s, m_secret}}}},
             {u"scopes"_s, scopes}});
    }

    [[nodiscard]] QJsonArray teamScope() const { return {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, m_team}}}; }

    [[nodiscard]] bool settled() const
    {
        return QTest::qWaitFor([this] { return !m_names->isLoading(); }, 15000);
    }

    struct ModelAndTool {
        QJsonObject model;
        QJsonObject tool;
    };

    // A custom model and a tool shared with the team, made through the
    // service, once the names have taken them in; both empty when a step failed.
    [[nodiscard]] ModelAndTool modelAndTool(const QString &modelName, const QString &toolName, bool approval)
    {
        ModelAndTool made {create(Id::CustomModel, {{u"name"_s, modelName}, {u"llmModelName"_s, u"gpt-4o-mini"_s}}),
                           tool(toolName, approval, teamScope())};
        if (made.model.isEmpty() || made.tool.isEmpty() || !settled())
            return {};
        return made;
    }

    [[nodiscard]] EditorDialog *openEditor(Id kind, const QJsonObject &object)
    {
        auto *editor = baton::createEditor(*m_sandbox->client, ResourceKind::get(kind));
        m_dialog = std::make_unique<EditorDialog>(*m_sandbox->client, editor, Operation::Update, object);
        editor->setNames(*m_names);
        m_dialog->show();
        return QTest::qWaitForWindowExposed(m_dialog.get()) ? m_dialog.get() : nullptr;
    }

    template<typename T> static T *child(QObject *parent, const QString &name)
    {
        T *found = parent->findChild<T *>(name);
        if (!found)
            qWarning() << "no child" << name;
        return found;
    }

    // The ShareDialog a click opened under `parent`.
    [[nodiscard]] static ShareDialog *shareDialog(QWidget *parent)
    {
        ShareDialog *dialog = nullptr;
        if (!QTest::qWaitFor([&] { return (dialog = parent->findChild<ShareDialog *>()) && dialog->isVisible(); }))
            return nullptr;
        return QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }

    // Checks (or unchecks) the row whose text starts with `text`, from the keyboard.
    [[nodiscard]] static bool toggle(QListWidget *list, const QString &text)
    {
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem *item = list->item(row);
            if (item->isHidden() || !item->text().startsWith(text))
                continue;
            list->setFocus();
            list->setCurrentItem(item);
            const Qt::CheckState before = item->checkState();
            QTest::keyClick(list, Qt::Key_Space);
            return item->checkState() != before;
        }
        qWarning() << "no row" << text;
        return false;
    }

    [[nodiscard]] static QStringList visibleRows(QListWidget *list)
    {
        QStringList rows;
        for (int row = 0; row < list->count(); ++row) {
            if (!list->item(row)->isHidden())
                rows << list->item(row)->text();
        }
        return rows;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<ModelEditorSandbox>();
        QVERIFY(m_sandbox->start());
        m_team = m_sandbox->server->token(u"admin"_s)->teamId;
        m_secret = create(Id::Secret, {{u"name"_s, u"Weather key"_s}, {u"scope"_s, u"user"_s}, {u"value"_s, u"wk-1"_s}})
                       .value(u"id"_s)
                       .toString();
        QVERIFY(!m_secret.isEmpty());
    }

    void init()
    {
        m_names = std::make_unique<NameBook>(*m_sandbox->client);
        m_names->load();
        QVERIFY(settled());
    }

    void cleanup()
    {
        m_dialog.reset();
        m_names.reset();
    }

    // A model with no tool says so plainly; sharing a tool with it through the
    // section's button, the dialog and the confirmation re-creates the tool
    // with the model in its scopes, and the section lists it, approval marked.
    void shareAToolWithAModel()
    {
        const QJsonObject weather = tool(u"get_weather"_s, true, teamScope());
        const QJsonObject holidays = create(Id::ApiResource,
                                            {{u"name"_s, u"holidays"_s},
                                             {u"description"_s, u"Public holidays"_s},
                                             {u"urlTemplate"_s, u"http://127.0.0.1:9/holidays"_s}});
        const QJsonObject model
            = create(Id::CustomModel, {{u"name"_s, u"Forecaster"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}});
        QVERIFY(!weather.isEmpty() && !holidays.isEmpty() && !model.isEmpty());
        QVERIFY(settled());

        EditorDialog *editor = openEditor(Id::CustomModel, model);
        QVERIFY(editor);
        auto *section = child<ModelToolsSection>(editor, u"modelUses"_s);
        QVERIFY(section && section->isVisible());
        auto *text = child<QLabel>(section, u"modelUsesText"_s);
        QVERIFY2(text->text().contains(u"No tools are shared with this model, so it cannot call any."_s),
                 qPrintable(text->text()));

        QTest::mouseClick(child<QPushButton>(section, u"shareToolButton"_s), Qt::LeftButton);
        ShareDialog *dialog = shareDialog(section);
        QVERIFY(dialog);
        QPointer<ShareDialog> alive(dialog);
        QVERIFY(child<QLabel>(dialog, u"shareIntro"_s)->text().contains(u"Files are not offered"_s));
        auto *list = child<QListWidget>(dialog, u"shareList"_s);
        QVERIFY(visibleRows(list).contains(u"get_weather — tool, asks for approval"_s));
        QVERIFY(visibleRows(list).contains(u"holidays — API resource"_s));
        auto *share = child<QPushButton>(dialog, u"shareButton"_s);
        QVERIFY(!share->isEnabled());

        // The filter narrows the list by name.
        QTest::keyClicks(child<QLineEdit>(dialog, u"shareFilter"_s), u"WEATH"_s);
        QCOMPARE(visibleRows(list), QStringList {u"get_weather — tool, asks for approval"_s});
        QVERIFY(toggle(list, u"get_weather"_s));
        QVERIFY(share->isEnabled());

        // Cancelled at the confirmation: nothing is sent.
        const int asked = baton::MessageBox::questionsAsked();
        const qsizetype logged = m_sandbox->log.count();
        baton::MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::mouseClick(share, Qt::LeftButton);
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 1);
        QCOMPARE(m_sandbox->log.count(), logged);
        const QString confirmation = dialog->confirmation();
        QVERIFY2(confirmation.contains(u"new id"_s), qPrintable(confirmation));
        QVERIFY(confirmation.contains(u"“get_weather” (tool, id "_s + weather.value(u"id"_s).toString()));
        QVERIFY(confirmation.contains(u"Nothing Baton has read refers to them by id"_s));

        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QSignalSpy replaced(dialog, &ShareDialog::replaced);
        QTest::mouseClick(share, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(alive.isNull() || !alive->isVisible(), 20000);
        QCOMPARE(replaced.count(), 1);

        const QList<QJsonObject> tools = toolsNamed(u"get_weather"_s);
        QCOMPARE(tools.size(), 1);
        const QJsonObject copy = tools.constFirst();
        QVERIFY(copy.value(u"id"_s).toString() != weather.value(u"id"_s).toString());
        QCOMPARE(copy.value(u"scopes"_s).toArray(),
                 (QJsonArray {teamScope().at(0),
                              QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, model.value(u"id"_s)}}}));
        QCOMPARE(copy.value(u"authFields"_s).toArray(), weather.value(u"authFields"_s).toArray());
        // The API resource was left as it was.
        QCOMPARE(read(Id::ApiResource, holidays.value(u"id"_s).toString()).value(u"id"_s), holidays.value(u"id"_s));

        // The section follows: the tool is listed, its approval marked.
        QTRY_VERIFY_WITH_TIMEOUT(text->text().contains(u"get_weather (asks for approval)"_s), 15000);
        QVERIFY(!text->text().contains(u"No tools are shared"_s));
        // The detail pane's text says the same, the tool a link that opens it.
        QTextDocument detail;
        detail.setHtml(ModelToolsSection::html(*m_names, Id::CustomModel, model.value(u"id"_s).toString()));
        QVERIFY2(detail.toPlainText().contains(u"get_weather (asks for approval)"_s), qPrintable(detail.toPlainText()));
        QTextCursor link = detail.find(u"get_weather"_s);
        QVERIFY(link.charFormat().isAnchor());
    }

    // A tool's editor: the greyed Shared with field says why, with the same
    // text as its tooltip; Change sharing re-creates the tool with the scopes
    // picked by name and closes the editor of the object now gone.
    void changeSharingFromTheToolEditor()
    {
        const auto [model, forecast] = modelAndTool(u"Travel planner"_s, u"forecast"_s, false);
        QVERIFY(!forecast.isEmpty());

        EditorDialog *editor = openEditor(Id::Tool, forecast);
        QVERIFY(editor);
        QPointer<EditorDialog> editorAlive(editor);
        auto *scopes = child<QWidget>(editor, u"scopes"_s);
        QVERIFY(!scopes->isEnabled());
        const QString why = SharingNote::explanation(Id::Tool);
        QCOMPARE(scopes->toolTip(), why);
        auto *note = child<QLabel>(editor, u"sharingNoteText"_s);
        QVERIFY(note->isVisible());
        QCOMPARE(note->text(), why);
        QVERIFY(why.contains(u"new id"_s));

        auto *change = child<QPushButton>(editor, u"changeSharingButton"_s);
        QVERIFY(change->isVisible() && change->isEnabled());
        QTest::mouseClick(change, Qt::LeftButton);
        ShareDialog *dialog = shareDialog(editor);
        QVERIFY(dialog);
        QPointer<ShareDialog> alive(dialog);
        auto *list = child<QListWidget>(dialog, u"shareList"_s);
        // The team it is shared with comes first, checked; models by name.
        QCOMPARE(list->item(0)->checkState(), Qt::Checked);
        QVERIFY(list->item(0)->text().endsWith(u" — team"_s));
        QVERIFY(visibleRows(list).contains(u"Travel planner — custom model"_s));
        QVERIFY(visibleRows(list).contains(u"Support desk — group model"_s));
        auto *action = child<QPushButton>(dialog, u"shareButton"_s);
        QVERIFY(!action->isEnabled());
        QVERIFY(toggle(list, u"Travel planner"_s));
        QVERIFY(toggle(list, list->item(0)->text()));
        QVERIFY(action->isEnabled());

        // Typed behind the dialog (it is modal to the editor): the object
        // these words were for is gone once re-created, so the editor closes
        // without asking about them; the confirmation is the one question.
        child<QLineEdit>(editor, u"version"_s)->setText(u"2.0"_s);
        QVERIFY(editor->editor()->isModified());
        const int asked = baton::MessageBox::questionsAsked();
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        // A question asked for real would wait for an answer: dismissed, it keeps the editor open.
        QTimer dismiss;
        connect(&dismiss, &QTimer::timeout, [] {
            if (QWidget *modal = QApplication::activeModalWidget(); modal && modal->inherits("QMessageBox"))
                modal->close();
        });
        dismiss.start(100);
        QTest::mouseClick(action, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(alive.isNull() || !alive->isVisible(), 20000);
        QTRY_VERIFY(editorAlive.isNull() || !editorAlive->isVisible());
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 1);

        const QList<QJsonObject> tools = toolsNamed(u"forecast"_s);
        QCOMPARE(tools.size(), 1);
        QVERIFY(tools.constFirst().value(u"id"_s) != forecast.value(u"id"_s));
        QCOMPARE(tools.constFirst().value(u"scopes"_s).toArray(),
                 (QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, model.value(u"id"_s)}}}));
        QCOMPARE(tools.constFirst().value(u"needUserValidation"_s).toBool(true), false);
    }

    // The copy is made from the tool as the service holds it, so an edit not
    // saved yet would be lost: Change sharing asks to save first. Cancel
    // changes nothing, the form kept as typed; Save saves the edit, closes
    // the editor and opens the dialog over the window the editor came from,
    // on the tool as saved, and the copy keeps the edit.
    void changeSharingSavesUnsavedEditsFirst()
    {
        const QJsonObject route = modelAndTool(u"Route planner"_s, u"route"_s, false).tool;
        QVERIFY(!route.isEmpty());
        const QString newUrl = u"http://127.0.0.1:9/route/v2"_s;

        QWidget window;
        window.show();
        auto *editor = baton::createEditor(*m_sandbox->client, ResourceKind::get(Id::Tool));
        QPointer<EditorDialog> dialog = new EditorDialog(*m_sandbox->client, editor, Operation::Update, route, &window);
        editor->setNames(*m_names);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *url = child<QLineEdit>(dialog, u"urlTemplate"_s);
        url->selectAll();
        QTest::keyClicks(url, newUrl);
        QVERIFY(editor->isModified());
        auto *change = child<QPushButton>(dialog, u"changeSharingButton"_s);

        const int asked = baton::MessageBox::questionsAsked();
        baton::MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::mouseClick(change, Qt::LeftButton);
        QCOMPARE(baton::MessageBox::questionsAsked(), asked + 1);
        QCoreApplication::processEvents();
        QVERIFY2(!window.findChild<ShareDialog *>(), "the dialog opened on the tool without the edit");
        QVERIFY(dialog->isVisible());
        QCOMPARE(url->text(), newUrl);
        QVERIFY(editor->isModified());
        QCOMPARE(read(Id::Tool, route.value(u"id"_s).toString()).value(u"urlTemplate"_s),
                 route.value(u"urlTemplate"_s));

        baton::MessageBox::setNextAnswer(QMessageBox::Save);
        QTest::mouseClick(change, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull() || !dialog->isVisible(), 20000);
        QCOMPARE(read(Id::Tool, route.value(u"id"_s).toString()).value(u"urlTemplate"_s).toString(), newUrl);
        ShareDialog *share = shareDialog(&window);
        QVERIFY(share);
        QCOMPARE(share->parentWidget(), &window);
        QPointer<ShareDialog> alive(share);
        auto *list = child<QListWidget>(share, u"shareList"_s);
        QVERIFY(toggle(list, u"Route planner"_s));
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(share, u"shareButton"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(alive.isNull() || !alive->isVisible(), 20000);

        const QList<QJsonObject> tools = toolsNamed(u"route"_s);
        QCOMPARE(tools.size(), 1);
        QVERIFY(tools.constFirst().value(u"id"_s) != route.value(u"id"_s));
        QCOMPARE(tools.constFirst().value(u"urlTemplate"_s).toString(), newUrl);
    }

    // Many objects chosen: the confirmation lists ten and counts the rest,
    // and a name holding "%2" reads as it is, there and in the progress.
    void manyObjectsAreCounted()
    {
        const QJsonObject model
            = create(Id::CustomModel, {{u"name"_s, u"Bulk reader"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}});
        QVERIFY(!model.isEmpty());
        for (int i = 1; i <= 12; ++i)
            QVERIFY(
                !tool(u"bulk %2 tool "_s + QString::number(i).rightJustified(2, u'0'), false, teamScope()).isEmpty());
        QVERIFY(settled());
        QWidget parent;
        QPointer<ShareDialog> dialog = ShareDialog::shareWithModel(*m_sandbox->client, *m_names, Id::CustomModel,
                                                                   model.value(u"id"_s).toString(), &parent);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *list = child<QListWidget>(dialog, u"shareList"_s);
        QTest::keyClicks(child<QLineEdit>(dialog, u"shareFilter"_s), u"bulk"_s);
        const QStringList rows = visibleRows(list);
        QCOMPARE(rows.size(), 12);
        for (const QString &row : rows)
            QVERIFY(toggle(list, row));

        QString question;
        QTimer::singleShot(0, qApp, [&question] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            question = box->text();
            box->button(QMessageBox::Yes)->click();
        });
        QTest::mouseClick(child<QPushButton>(dialog, u"shareButton"_s), Qt::LeftButton);
        const QStringList bullets = question.split(u'\n').filter(QRegularExpression(u"^• "_s));
        QCOMPARE(bullets.size(), 10);
        QVERIFY2(bullets.constFirst().startsWith(u"• “bulk %2 tool "_s), qPrintable(bullets.constFirst()));
        QVERIFY2(question.contains(u"\nand 2 more"_s), qPrintable(question));
        const QString progress = child<QLabel>(dialog, u"shareStatus"_s)->text();
        QVERIFY2(QRegularExpression(u"^Re-creating “bulk %2 tool \\d\\d” \\(1 of 12\\)…$"_s).match(progress).hasMatch(),
                 qPrintable(progress));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull() || !dialog->isVisible(), 60000);
    }

    // A refused step: the service's words in the dialog, which stays open,
    // and the tool as it was. The model is deleted behind the dialog's back,
    // so the service refuses a share naming it.
    void refusalShowsTheServiceWords()
    {
        const auto [model, refused] = modelAndTool(u"Short-lived model"_s, u"refused_share"_s, true);
        QVERIFY(!refused.isEmpty());
        QWidget parent;
        QPointer<ShareDialog> dialog = ShareDialog::shareWithModel(*m_sandbox->client, *m_names, Id::CustomModel,
                                                                   model.value(u"id"_s).toString(), &parent);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *list = child<QListWidget>(dialog, u"shareList"_s);
        QTest::keyClicks(child<QLineEdit>(dialog, u"shareFilter"_s), u"refused_share"_s);
        QVERIFY(toggle(list, u"refused_share"_s));
        QVERIFY(
            ModelEditorSandbox::wait(
                m_sandbox->client->remove(ResourceKind::get(Id::CustomModel).itemPath(model.value(u"id"_s).toString())))
                .ok());

        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(dialog, u"shareButton"_s), Qt::LeftButton);
        auto *status = child<QLabel>(dialog, u"shareStatus"_s);
        QTRY_VERIFY_WITH_TIMEOUT(dialog && status->text().contains(u"nothing changed"_s), 20000);
        QVERIFY(dialog->isVisible());
        QVERIFY2(status->text().contains(u"The service says"_s), qPrintable(status->text()));
        QVERIFY(child<QPushButton>(dialog, u"shareButton"_s)->isEnabled());
        QCOMPARE(read(Id::Tool, refused.value(u"id"_s).toString()).value(u"scopes"_s).toArray(), teamScope());
        QCOMPARE(toolsNamed(u"refused_share"_s).size(), 1);
    }

    // The copy is created but the original's delete is refused: the dialog
    // says both exist now, in the service's words, and offers no second try
    // that would copy the original again.
    void deleteRefusedSaysBothExist()
    {
        const QJsonObject twin = modelAndTool(u"Twin maker"_s, u"twin_tool"_s, true).tool;
        QVERIFY(!twin.isEmpty());
        QWidget parent;
        QPointer<ShareDialog> dialog
            = ShareDialog::changeSharing(*m_sandbox->client, *m_names, Id::Tool, twin, &parent);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QSignalSpy replaced(dialog, &ShareDialog::replaced);
        QVERIFY(toggle(child<QListWidget>(dialog, u"shareList"_s), u"Twin maker"_s));
        // The outage begins as soon as the copy is created, before the delete.
        bool outage = false;
        connect(m_sandbox->client.get(), &baton::ApiClient::objectsChanged, dialog, [&](ResourceKind::Id kind) {
            if (kind == Id::Tool && !outage) {
                outage = true;
                m_sandbox->server->setUnavailableFor(std::chrono::seconds(60));
            }
        });
        baton::MessageBox::setNextAnswer(QMessageBox::Yes);
        auto *action = child<QPushButton>(dialog, u"shareButton"_s);
        QTest::mouseClick(action, Qt::LeftButton);
        auto *status = child<QLabel>(dialog, u"shareStatus"_s);
        const bool said
            = QTest::qWaitFor([&] { return dialog && status->text().contains(u"Both exist now"_s); }, 20000);
        m_sandbox->server->setUnavailableFor(std::chrono::seconds(0));
        QVERIFY2(said, qPrintable(dialog ? status->text() : QString()));
        QVERIFY(dialog->isVisible());
        QVERIFY(status->text().contains(u"The service says"_s));
        QVERIFY(status->text().contains(twin.value(u"id"_s).toString()));
        QVERIFY(!action->isEnabled());
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(toolsNamed(u"twin_tool"_s).size(), 2);
        // Toggling again does not offer the action back.
        QVERIFY(toggle(child<QListWidget>(dialog, u"shareList"_s), u"Twin maker"_s));
        QVERIFY(toggle(child<QListWidget>(dialog, u"shareList"_s), u"Twin maker"_s));
        QVERIFY(!action->isEnabled());
    }

    // What a group model's section says a chat with it can use is what the
    // service lets a chat with it call: a chat that names each tool finds
    // the group's own tool and none of its brain's or agent's, which the
    // section lists apart, under the note that the group's chats can use
    // only what is listed above it.
    void groupModelSaysWhatItsChatsCanUse()
    {
        const auto customScope = [](const QJsonObject &model) {
            return QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, model.value(u"id"_s)}}};
        };
        const QJsonObject brain
            = create(Id::CustomModel, {{u"name"_s, u"Brainy"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}});
        const QJsonObject scout
            = create(Id::CustomModel, {{u"name"_s, u"Scout"_s}, {u"llmModelName"_s, u"gpt-4o-mini"_s}});
        const QJsonObject group = create(
            Id::GroupModel,
            {{u"name"_s, u"Weather desk"_s},
             {u"defaultMode"_s, u"normal"_s},
             {u"brain"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, brain.value(u"id"_s)}}},
             {u"agents"_s,
              QJsonArray {QJsonObject {
                  {u"role"_s, u"research"_s},
                  {u"ref"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, scout.value(u"id"_s)}}}}}}});
        const QString groupId = group.value(u"id"_s).toString();
        QVERIFY(!tool(u"desk_tool"_s, false,
                      {QJsonObject {{u"type"_s, u"groupModel"_s}, {u"id"_s, groupId}}, customScope(brain).first()})
                     .isEmpty());
        QVERIFY(!tool(u"brain_tool"_s, false, customScope(brain)).isEmpty());
        QVERIFY(!tool(u"scout_tool"_s, false, customScope(scout)).isEmpty());
        const QStringList tools {u"brain_tool"_s, u"desk_tool"_s, u"scout_tool"_s};
        QVERIFY(settled());

        // What the section lists, on either side of the note.
        EditorDialog *editor = openEditor(Id::GroupModel, group);
        QVERIFY(editor);
        auto *label = child<QLabel>(editor, u"modelUsesText"_s);
        QVERIFY(label->isVisible());
        QTextDocument shown;
        shown.setHtml(label->text());
        const QString text = shown.toPlainText();
        QCOMPARE(ModelToolsSection::html(*m_names, Id::GroupModel, groupId).count(u"_tool"_s), 4);
        const qsizetype note = text.indexOf(ModelToolsSection::membersNoteText());
        QVERIFY2(note > 0, qPrintable(text));
        QVERIFY2(text.first(note).contains(u"In a chat with this group model:"_s), qPrintable(text));
        QStringList listed;
        QStringList listedApart;
        for (const QString &name : tools) {
            if (text.first(note).contains(name))
                listed << name;
            if (text.sliced(note).contains(name))
                listedApart << name;
        }
        QCOMPARE(listed, QStringList {u"desk_tool"_s});
        QCOMPARE(listedApart, (QStringList {u"brain_tool"_s, u"desk_tool"_s, u"scout_tool"_s}));
        QVERIFY(text.contains(u"Shared with its brain “Brainy” (custom model):"_s));
        QVERIFY(text.contains(u"Shared with its agent “Scout” (custom model, role: research):"_s));

        // What a chat with the group can call, asked of the service.
        baton::ChatSession session(*m_sandbox->client);
        QVERIFY(session.setTarget(u"group:"_s + groupId).isEmpty());
        QSignalSpy finished(&session, &baton::ChatSession::finished);
        QVERIFY(session.send(u"/tool brain_tool {} /tool desk_tool {} /tool scout_tool {}"_s).isEmpty());
        QVERIFY(finished.wait(20000));
        const QString answer = session.turn(1).answer.content;
        QStringList called;
        for (const QString &name : tools) {
            const QRegularExpressionMatch report
                = QRegularExpression(u"^- `"_s + name + u"`(.*)$"_s, QRegularExpression::MultilineOption).match(answer);
            QVERIFY2(report.hasMatch(), qPrintable(name + u" in "_s + answer));
            if (!report.captured(1).contains(u"not called"_s))
                called << name;
        }
        QCOMPARE(called, listed);
    }

    // The pages: sharing on models, Change sharing on tools and API
    // resources, nothing on files (they cannot be re-created).
    void pageActionsByKind()
    {
        const auto actionsOf = [this](Id kind) {
            baton::ResourcePanel panel(*m_sandbox->client, *m_names, ResourceKind::get(kind));
            ShareDialog::addPageActions(panel, *m_sandbox->client, *m_names);
            QStringList names;
            for (const QAction *action : panel.pageActions())
                names << action->objectName();
            return names;
        };
        QCOMPARE(actionsOf(Id::CustomModel), QStringList {u"shareWithModelAction"_s});
        // After the page's own Show map.
        QCOMPARE(actionsOf(Id::GroupModel), (QStringList {u"actionShowGroupMap"_s, u"shareWithModelAction"_s}));
        QCOMPARE(actionsOf(Id::Tool), QStringList {u"changeSharingAction"_s});
        QCOMPARE(actionsOf(Id::ApiResource), QStringList {u"changeSharingAction"_s});
        QCOMPARE(actionsOf(Id::File), QStringList {});
        QCOMPARE(actionsOf(Id::Secret), QStringList {});
    }
};

QTEST_MAIN(tst_ShareDialog)
#include "tst_sharedialog.moc"

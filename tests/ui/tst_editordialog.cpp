#include "EditorFixture.h"
#include "core/models/ResourceListModel.h"
#include "support/EventOrder.h"
#include "support/LoopbackServer.h"
#include "support/OffscreenScreen.h"
#include "ui/editors/EditorFactory.h"
#include "ui/editors/FileUploadDialog.h"
#include "ui/editors/SecretEditor.h"
#include "ui/widgets/FocusReturn.h"
#include "ui/widgets/MessageBox.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTemporaryFile>
#include <QUuid>

using namespace Qt::StringLiterals;
using baton::EditorDialog;
using baton::FileUploadDialog;
using baton::MessageBox;
using baton::Operation;
using baton::RequestLog;
using baton::ResourceKind;
using baton::SecretEditor;
using baton::test::LoopbackServer;
using baton::test::RecordedRequest;
using editortest::cancelButton;
using editortest::Fixture;
using editortest::jsonOf;
using editortest::saveButton;

// EditorDialog's behaviour, the same for every kind, shown with the secret form.
class TestEditorDialog : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;

    std::unique_ptr<EditorDialog> open(Operation operation, const QJsonObject &object = {})
    {
        auto dialog = std::make_unique<EditorDialog>(m_fixture->client, new SecretEditor, operation, object);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            return nullptr;
        return dialog;
    }

    // A dialog of any kind, with its editor as the main window's panels make it.
    std::unique_ptr<EditorDialog> openKind(ResourceKind::Id kind, Operation operation, const QJsonObject &object = {})
    {
        baton::ResourceEditor *editor = baton::createEditor(m_fixture->client, ResourceKind::get(kind));
        if (!editor)
            return nullptr;
        auto dialog = std::make_unique<EditorDialog>(m_fixture->client, editor, operation, object);
        dialog->show();
        dialog->activateWindow();
        if (!QTest::qWaitForWindowActive(dialog.get()))
            return nullptr;
        return dialog;
    }

    template<typename T> static T *field(QWidget &dialog, const QString &name) { return dialog.findChild<T *>(name); }

    // A row for each editor a page opens: the column "kind".
    static void addFormRows()
    {
        QTest::addColumn<ResourceKind::Id>("kind");
        QTest::addRow("secret") << ResourceKind::Id::Secret;
        QTest::addRow("tool") << ResourceKind::Id::Tool;
        QTest::addRow("API resource") << ResourceKind::Id::ApiResource;
        QTest::addRow("custom model") << ResourceKind::Id::CustomModel;
        QTest::addRow("group model") << ResourceKind::Id::GroupModel;
    }

    // The error lines that say something, as "field: text".
    static QStringList errorsShown(QWidget &dialog)
    {
        QStringList shown;
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->objectName().startsWith(u"error_"_s) && label->isVisible() && !label->text().isEmpty())
                shown << label->objectName() + u": "_s + label->text();
        }
        return shown;
    }

    // Where every widget of the dialog is, in the dialog's coordinates.
    static QHash<QString, QRect> geometries(QWidget &dialog)
    {
        QHash<QString, QRect> where;
        int unnamed = 0;
        for (QWidget *widget : dialog.findChildren<QWidget *>()) {
            if (!widget->isVisible())
                continue;
            const QString name = QString::fromLatin1(widget->metaObject()->className()) + u' '
                + (widget->objectName().isEmpty() ? QString::number(unnamed++) : widget->objectName());
            where.insert(name, QRect(widget->mapTo(&dialog, QPoint(0, 0)), widget->size()));
        }
        return where;
    }

    static QStringList moved(const QHash<QString, QRect> &before, const QHash<QString, QRect> &after)
    {
        QStringList found;
        for (auto it = before.constBegin(); it != before.constEnd(); ++it) {
            if (after.value(it.key()) != it.value())
                found << u"%1: %2,%3 %4x%5 -> %6,%7 %8x%9"_s.arg(it.key())
                             .arg(it->x())
                             .arg(it->y())
                             .arg(it->width())
                             .arg(it->height())
                             .arg(after.value(it.key()).x())
                             .arg(after.value(it.key()).y())
                             .arg(after.value(it.key()).width())
                             .arg(after.value(it.key()).height());
        }
        return found;
    }

    // As moved(), for the widgets that were above `y` only.
    static QStringList movedAbove(const QHash<QString, QRect> &before, const QHash<QString, QRect> &after, int y)
    {
        QHash<QString, QRect> above;
        for (auto it = before.constBegin(); it != before.constEnd(); ++it) {
            if (it->bottom() < y)
                above.insert(it.key(), *it);
        }
        return moved(above, after);
    }

    // Checks that the label is as high as its text needs at its width.
    static void wholeIn(const QLabel &label)
    {
        QVERIFY2(label.height() >= label.heightForWidth(label.width()),
                 qPrintable(u"%1 high, needs %2"_s.arg(label.height()).arg(label.heightForWidth(label.width()))));
    }

    // How many of the lists the form's pickers hold have arrived: read to
    // their first page, or to an error; -1 while one is on its way. A list
    // nobody asked for counts neither way, so that waiting cannot hang on it.
    static int listsArrived(QWidget &dialog)
    {
        int arrived = 0;
        for (const auto *list : dialog.findChildren<baton::ResourceListModel *>()) {
            if (list->loading())
                return -1;
            if (list->rowCount() > 0 || !list->canFetchMore({}))
                ++arrived;
        }
        return arrived;
    }

    // Waits for the lists the form asked for, then lets the layouts take in
    // what changed: geometries are then those of the form as it stands.
    static bool settle(QWidget &dialog)
    {
        return QTest::qWaitFor([&dialog] { return listsArrived(dialog) >= 0; }, 10000) && testsupport::runLayouts();
    }

    // Adds the rows a form allows: two of each list's rows (headers, auth
    // fields, agents), and share scopes of every type.
    static void addEveryRow(QWidget &dialog)
    {
        for (const QString &add : {u"headersAdd"_s, u"authFieldsAdd"_s, u"addAgent"_s}) {
            auto *button = dialog.findChild<QPushButton *>(add);
            for (int i = 0; button && button->isEnabled() && i < 2; ++i)
                QTest::mouseClick(button, Qt::LeftButton);
        }
        auto *addScope = dialog.findChild<QPushButton *>(u"scopesAdd"_s);
        if (!addScope || !addScope->isEnabled())
            return;
        const QStringList types {u"team"_s, u"customModel"_s, u"groupModel"_s};
        for (qsizetype row = 0; row < types.size(); ++row) {
            QTest::mouseClick(addScope, Qt::LeftButton);
            if (auto *type = dialog.findChild<QComboBox *>(u"scopeType_%1"_s.arg(row)))
                editortest::choose(type, types.at(row));
        }
    }

    // The visible widgets of a dialog's form that reach past the left or
    // right edge of the area they are shown in (the scroll area's viewport,
    // or the dialog), as "class name: left..right of width".
    static QStringList pastTheEdges(QWidget &dialog)
    {
        auto *scroll = dialog.findChild<QScrollArea *>();
        QWidget *area = scroll ? scroll->viewport() : &dialog;
        QWidget *content = scroll ? scroll->widget() : &dialog;
        QStringList found;
        for (QWidget *widget : content->findChildren<QWidget *>()) {
            if (!widget->isVisible() || widget->window() != &dialog)
                continue;
            // What a view or text box scrolls inside it is not the form's to fit.
            bool scrolled = false;
            for (QWidget *parent = widget->parentWidget(); parent && parent != content; parent = parent->parentWidget())
                scrolled = scrolled || qobject_cast<QAbstractScrollArea *>(parent);
            if (scrolled)
                continue;
            const QRect where(widget->mapTo(area, QPoint(0, 0)), widget->size());
            if (where.left() < 0 || where.right() >= area->width())
                found << u"%1 %2: %3..%4 of %5"_s
                             .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName())
                             .arg(where.left())
                             .arg(where.right())
                             .arg(area->width());
        }
        return found;
    }

private Q_SLOTS:
    // As the console's main does.
    void initTestCase() { baton::installFocusReturn(*qApp); }
    void init() { m_fixture = std::make_unique<Fixture>(); }
    void cleanup() { m_fixture.reset(); }

    void invalidInputIsShownInlineAndNothingIsSent()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"provider"_s), QString(81, u'p'));
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        const baton::ResourceEditor &editor = *dialog->editor();
        QVERIFY(!editor.errorShownFor(u"name"_s).isEmpty());
        QVERIFY(!editor.errorShownFor(u"value"_s).isEmpty());
        QVERIFY(editor.errorShownFor(u"provider"_s).contains(u"80"_s));
        QVERIFY(editor.errorShownFor(u"description"_s).isEmpty());
        QVERIFY(dialog->findChild<QLabel *>(u"error_name"_s)->isVisible());
        QCOMPARE(m_fixture->log.count(), 0);
        QVERIFY(dialog->isVisible());

        // Once shown, the messages follow the typing.
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Weather key"_s);
        QVERIFY(editor.errorShownFor(u"name"_s).isEmpty());
        QVERIFY(!editor.errorShownFor(u"value"_s).isEmpty());
        QCOMPARE(m_fixture->log.count(), 0);
    }

    void firstFieldHasTheFocus_data()
    {
        QTest::addColumn<ResourceKind::Id>("kind");
        QTest::addColumn<Operation>("operation");
        const QList<QPair<const char *, ResourceKind::Id>> kinds {{"secret", ResourceKind::Id::Secret},
                                                                  {"tool", ResourceKind::Id::Tool},
                                                                  {"API resource", ResourceKind::Id::ApiResource},
                                                                  {"custom model", ResourceKind::Id::CustomModel},
                                                                  {"group model", ResourceKind::Id::GroupModel}};
        for (const auto &[name, kind] : kinds) {
            QTest::addRow("new %s", name) << kind << Operation::Create;
            QTest::addRow("edit %s", name) << kind << Operation::Update;
        }
    }

    // Ctrl+N, then typing: the letters go into the first field.
    void firstFieldHasTheFocus()
    {
        QFETCH(ResourceKind::Id, kind);
        QFETCH(Operation, operation);
        const QJsonObject object = operation == Operation::Update
            ? QJsonObject {{u"id"_s, QUuid::createUuid().toString(QUuid::WithoutBraces)}, {u"name"_s, u"Old"_s}}
            : QJsonObject {};
        auto dialog = openKind(kind, operation, object);
        QVERIFY(dialog);
        auto *name = field<QLineEdit>(*dialog, u"name"_s);
        QVERIFY(name);
        QTRY_COMPARE(QApplication::focusWidget(), name);
        QTest::keyClicks(nullptr, u"Typed"_s);
        QVERIFY2(name->text().endsWith(u"Typed"_s), qPrintable(name->text()));
    }

    // The upload form starts on the control that chooses the file.
    void uploadStartsOnChooseFile()
    {
        FileUploadDialog dialog(m_fixture->client);
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTRY_COMPARE(QApplication::focusWidget(), field<QWidget>(dialog, u"chooseFileButton"_s));
    }

    void nothingIsSaidOnOpen_data()
    {
        QTest::addColumn<ResourceKind::Id>("kind");
        QTest::addColumn<Operation>("operation");
        QTest::addColumn<QJsonObject>("object");
        // How many lists the form's pickers read as it opens: an ObjectPicker
        // reads its first page as it is made (its completer asks for it), the
        // brain's and an agent's model pickers each a custom and a group one.
        QTest::addColumn<int>("lists");
        QTest::addRow("new secret") << ResourceKind::Id::Secret << Operation::Create << QJsonObject {} << 0;
        QTest::addRow("new tool") << ResourceKind::Id::Tool << Operation::Create << QJsonObject {} << 0;
        QTest::addRow("new API resource") << ResourceKind::Id::ApiResource << Operation::Create << QJsonObject {} << 0;
        QTest::addRow("new custom model") << ResourceKind::Id::CustomModel << Operation::Create << QJsonObject {} << 1;
        QTest::addRow("new group model") << ResourceKind::Id::GroupModel << Operation::Create << QJsonObject {} << 4;
        // A copy whose brain is a custom model this token cannot see: the
        // picker finds no row for it once its list arrives.
        const QJsonObject hiddenBrain {{u"type"_s, u"custom"_s},
                                       {u"customModelId"_s, QUuid::createUuid().toString(QUuid::WithoutBraces)}};
        QTest::addRow("duplicated group model") << ResourceKind::Id::GroupModel << Operation::Create
                                                << QJsonObject {{u"name"_s, u"Copy"_s}, {u"brain"_s, hiddenBrain}} << 4;
        QTest::addRow("duplicated tool")
            << ResourceKind::Id::Tool << Operation::Create
            << QJsonObject {{u"name"_s, u"copy"_s},
                            {u"scopes"_s, QJsonArray {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, u""_s}}}}}
            << 0;
    }

    void nothingIsSaidOnOpen()
    {
        QFETCH(ResourceKind::Id, kind);
        QFETCH(Operation, operation);
        QFETCH(QJsonObject, object);
        QFETCH(int, lists);
        auto dialog = openKind(kind, operation, object);
        QVERIFY(dialog);
        // What the form says once the lists its pickers read have arrived.
        QTRY_COMPARE(listsArrived(*dialog), lists);
        QVERIFY2(errorsShown(*dialog).isEmpty(), qPrintable(errorsShown(*dialog).join(u'\n')));
        // Typing in one field says nothing about the others, left untouched.
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"x"_s);
        QVERIFY2(errorsShown(*dialog).isEmpty(), qPrintable(errorsShown(*dialog).join(u'\n')));
    }

    // Tab through the base model without choosing one: said when it is left,
    // with the field's label, the interface's name only in the tooltip.
    void leftFieldSaysWhatIsMissingInItsOwnWords()
    {
        auto dialog = openKind(ResourceKind::Id::CustomModel, Operation::Create);
        QVERIFY(dialog);
        auto *name = field<QLineEdit>(*dialog, u"name"_s);
        QTRY_COMPARE(QApplication::focusWidget(), name);
        auto *error = field<QLabel>(*dialog, u"error_llmModelName"_s);
        QTest::keyClick(name, Qt::Key_Tab);
        QVERIFY(field<QWidget>(*dialog, u"llmModelName"_s)->isAncestorOf(QApplication::focusWidget())
                || QApplication::focusWidget() == field<QWidget>(*dialog, u"llmModelName"_s));
        QVERIFY2(error->text().isEmpty(), qPrintable(error->text())); // not before it is left
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(error->text(), u"Base model: choose one."_s);
        QVERIFY(error->isVisible());
        QVERIFY(!error->text().contains(u"llmModelName"_s));
        QVERIFY2(error->toolTip().contains(u"llmModelName"_s), qPrintable(error->toolTip()));
        QCOMPARE(field<QLabel>(*dialog, u"error_name"_s)->text(), u"Name: fill this in."_s);
        // Fields not reached yet say nothing.
        QVERIFY(field<QLabel>(*dialog, u"error_category"_s)->text().isEmpty());
    }

    void nestedFieldsAreNamedAsTheFormShowsThem()
    {
        auto group = openKind(ResourceKind::Id::GroupModel, Operation::Create);
        QVERIFY(group);
        QVERIFY(editortest::choose(field<QComboBox>(*group, u"refType"_s), u"custom"_s));
        field<QWidget>(*group, u"isPublic"_s)->setFocus();
        auto *brainError = field<QLabel>(*group, u"error_brain"_s);
        QCOMPARE(brainError->text(), u"Custom model: choose one."_s);
        QVERIFY2(brainError->toolTip().startsWith(u"brain.customModelId: "_s), qPrintable(brainError->toolTip()));
        group.reset();

        auto tool = openKind(ResourceKind::Id::Tool, Operation::Create);
        QVERIFY(tool);
        QTest::mouseClick(field<QPushButton>(*tool, u"scopesAdd"_s), Qt::LeftButton);
        QTest::keyClicks(editortest::scopeTeamLine(*tool, 0), u"sales"_s);
        field<QLineEdit>(*tool, u"version"_s)->setFocus();
        const QString scopeError = field<QLabel>(*tool, u"error_scopes"_s)->text();
        QVERIFY2(scopeError.startsWith(u"Scope 1: "_s), qPrintable(scopeError));
        QVERIFY(!scopeError.contains(u"scopes[0]"_s));
        QVERIFY(!scopeError.contains(u"UUID"_s));
        QVERIFY(field<QLabel>(*tool, u"error_scopes"_s)->toolTip().startsWith(u"scopes[0].id: "_s));
    }

    // Messages coming and going move no control: each error line keeps its room.
    void errorsMoveNothing_data()
    {
        QTest::addColumn<ResourceKind::Id>("kind");
        QTest::addRow("tool") << ResourceKind::Id::Tool;
        QTest::addRow("custom model") << ResourceKind::Id::CustomModel;
        QTest::addRow("secret") << ResourceKind::Id::Secret;
    }

    void errorsMoveNothing()
    {
        QFETCH(ResourceKind::Id, kind);
        auto dialog = openKind(kind, Operation::Create);
        QVERIFY(dialog);
        QVERIFY(settle(*dialog));
        const QHash<QString, QRect> before = geometries(*dialog);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(settle(*dialog));
        QVERIFY(!errorsShown(*dialog).isEmpty());
        QVERIFY(dialog->editor()->errorShownFor(u"name"_s).startsWith(u"Name: "_s));
        QStringList problems = moved(before, geometries(*dialog));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

        editortest::retype(field<QLineEdit>(*dialog, u"name"_s), u"fixed"_s);
        QVERIFY(settle(*dialog));
        QVERIFY(dialog->editor()->errorShownFor(u"name"_s).isEmpty());
        problems = moved(before, geometries(*dialog));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // A message within its room moves nothing; a longer one is never cut:
    // it wraps whole, its line grows, and only what is under it moves. The
    // URL template's, which names each placeholder missing from the schema.
    void longUrlTemplateErrorIsWhole()
    {
        auto dialog = openKind(ResourceKind::Id::Tool, Operation::Create);
        QVERIFY(dialog);
        QVERIFY(settle(*dialog));
        const QHash<QString, QRect> before = geometries(*dialog);
        auto *url = field<QLineEdit>(*dialog, u"urlTemplate"_s);
        url->setFocus();
        QTest::keyClicks(url, u"https://tickets.example.com/{project}/{ticketId}/{comment}"_s);
        field<QLineEdit>(*dialog, u"version"_s)->setFocus();
        QVERIFY(settle(*dialog));
        auto *error = field<QLabel>(*dialog, u"error_urlTemplate"_s);
        QVERIFY2(dialog->editor()->errorShownFor(u"urlTemplate"_s).contains(u"{comment}"_s),
                 qPrintable(dialog->editor()->errorShownFor(u"urlTemplate"_s)));
        QCOMPARE(error->text(), dialog->editor()->errorShownFor(u"urlTemplate"_s));
        wholeIn(*error);
        const int errorTop = error->mapTo(dialog.get(), QPoint(0, 0)).y();
        QStringList problems = movedAbove(before, geometries(*dialog), errorTop);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

        // Many more: whole, in as many lines as it takes.
        editortest::retype(url,
                           u"https://x.example.com/{alpha}/{bravo}/{charlie}/{delta}/{echo}/{foxtrot}/{golf}/"
                           u"{hotel}/{india}/{juliett}/{kilo}/{lima}/{mike}/{november}/{oscar}/{papa}"_s);
        QVERIFY(settle(*dialog));
        const QString whole = dialog->editor()->errorShownFor(u"urlTemplate"_s);
        QVERIFY2(whole.contains(u"{papa}"_s), qPrintable(whole));
        QCOMPARE(error->text(), whole);
        QCOMPARE(error->accessibleDescription(), whole);
        wholeIn(*error);
        problems = movedAbove(before, geometries(*dialog), errorTop);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // A URL template the service could never request (a tool's, an API
    // resource's) is said at its field, whatever its placeholders: it was
    // saved ("weather/{town} now"), and failed only when a chat called it.
    void urlTemplateThatCannotBeRequested_data()
    {
        QTest::addColumn<ResourceKind::Id>("kind");
        QTest::newRow("tool") << ResourceKind::Id::Tool;
        QTest::newRow("API resource") << ResourceKind::Id::ApiResource;
    }

    void urlTemplateThatCannotBeRequested()
    {
        QFETCH(ResourceKind::Id, kind);
        auto dialog = openKind(kind, Operation::Create);
        QVERIFY(dialog);
        QVERIFY(settle(*dialog));
        auto *url = field<QLineEdit>(*dialog, u"urlTemplate"_s);
        const auto shown = [&](const QString &typed) {
            url->setFocus();
            editortest::retype(url, typed);
            field<QLineEdit>(*dialog, u"name"_s)->setFocus();
            return settle(*dialog) ? dialog->editor()->errorShownFor(u"urlTemplate"_s) : u"(not settled)"_s;
        };
        for (const QString &bad : {u"weather/{town} now"_s, u"ftp://files.example.com/hours"_s, u"https:///hours"_s,
                                   u"https://api.example.com/a b"_s, u"{address}"_s}) {
            const QString error = shown(bad);
            QVERIFY2(error.contains(u"https://"_s), qPrintable(bad + u": "_s + error));
        }
        for (const QString &good : {u"https://api.example.com/hours"_s, u"http://127.0.0.1:8080/v1/hours?day=1"_s,
                                    u"https://{region}.example.com/hours"_s}) {
            const QString error = shown(good);
            QVERIFY2(!error.contains(u"cannot request"_s), qPrintable(good + u": "_s + error));
        }
    }

    // The problems of several agents, one line each: whole, however many.
    void agentsErrorsAreWhole()
    {
        QJsonArray agents;
        for (int i = 0; i < 4; ++i)
            agents.append(QJsonObject {{u"role"_s, u"Agent %1"_s.arg(i + 1)}});
        auto dialog = openKind(ResourceKind::Id::GroupModel, Operation::Create,
                               {{u"name"_s, u"Desk"_s}, {u"agents"_s, agents}});
        QVERIFY(dialog);
        QVERIFY(settle(*dialog));
        const QHash<QString, QRect> before = geometries(*dialog);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(settle(*dialog));
        const QString whole = dialog->editor()->errorShownFor(u"agents"_s);
        QVERIFY2(whole.count(u'\n') >= 3, qPrintable(whole));
        auto *error = field<QLabel>(*dialog, u"error_agents"_s);
        QCOMPARE(error->text(), whole);
        QCOMPARE(error->accessibleDescription(), whole);
        wholeIn(*error);
        const QStringList problems
            = movedAbove(before, geometries(*dialog), error->mapTo(dialog.get(), QPoint(0, 0)).y());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // A save the service refuses as a whole (503 from the sandbox): its
    // message and request id show whole over the buttons, and nothing of the
    // form moves: a message longer than its room makes the dialog taller.
    void failedSaveMovesNothing()
    {
        auto dialog = openKind(ResourceKind::Id::Secret, Operation::Create);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Weather key"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"sk-live-0123"_s);
        QVERIFY(settle(*dialog));
        const QHash<QString, QRect> before = geometries(*dialog);
        m_fixture->server->setUnavailableFor(std::chrono::seconds(60));
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        auto *general = field<QLabel>(*dialog, u"generalError"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isSaving() && general->isVisible(), 10000);
        QVERIFY(settle(*dialog));
        QVERIFY2(general->text().contains(u"Request id"_s), qPrintable(general->text()));
        QVERIFY2(general->text().contains(u"unavailable"_s), qPrintable(general->text()));
        wholeIn(*general);
        const QStringList problems
            = movedAbove(before, geometries(*dialog), general->mapTo(dialog.get(), QPoint(0, 0)).y());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        m_fixture->server->setUnavailableFor(std::chrono::seconds(0));
    }

    // A secret's dialog is as high as its form: no big empty area under it, nor a scroll bar.
    void opensAtTheSizeOfItsForm_data()
    {
        QTest::addColumn<Operation>("operation");
        QTest::addRow("new secret") << Operation::Create;
        QTest::addRow("edited secret") << Operation::Update;
    }

    void opensAtTheSizeOfItsForm()
    {
        QFETCH(Operation, operation);
        const QJsonObject object {{u"id"_s, QUuid::createUuid().toString(QUuid::WithoutBraces)},
                                  {u"name"_s, u"Weather key"_s},
                                  {u"scope"_s, u"user"_s}};
        auto dialog
            = openKind(ResourceKind::Id::Secret, operation, operation == Operation::Update ? object : QJsonObject {});
        QVERIFY(dialog);
        QVERIFY(settle(*dialog));
        auto *scroll = dialog->findChild<QScrollArea *>();
        QVERIFY(!scroll->verticalScrollBar()->isVisible());
        QWidget *editor = dialog->editor();
        const int needed
            = editor->hasHeightForWidth() ? editor->heightForWidth(editor->width()) : editor->sizeHint().height();
        const int empty = scroll->viewport()->height() - needed;
        QVERIFY2(empty >= 0 && empty <= 60,
                 qPrintable(u"%1x%2: the form needs %3, %4 left empty"_s.arg(dialog->width())
                                .arg(dialog->height())
                                .arg(needed)
                                .arg(empty)));
    }

    // Every form, with the rows it allows added, lays out whole at its
    // dialog's minimum size: nothing scrolls sideways nor reaches past the
    // edge (a scope row once pushed the auth fields' secrets, their remove
    // buttons and the approval's explanation out of sight).
    void everyRowIsWholeAtTheMinimumSize_data()
    {
        addFormRows();
        QTest::addRow("file metadata") << ResourceKind::Id::File;
    }

    void everyRowIsWholeAtTheMinimumSize()
    {
        QFETCH(ResourceKind::Id, kind);
        std::unique_ptr<QDialog> dialog;
        if (kind == ResourceKind::Id::File) {
            dialog = std::make_unique<FileUploadDialog>(m_fixture->client);
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        } else {
            dialog = openKind(kind, Operation::Create);
            QVERIFY(dialog);
        }
        addEveryRow(*dialog);
        QVERIFY(settle(*dialog));
        const QSize smallest = dialog->minimumSize().expandedTo(dialog->minimumSizeHint());
        dialog->resize(smallest);
        QTRY_COMPARE(dialog->size(), smallest);
        QVERIFY(settle(*dialog));
        if (auto *scroll = dialog->findChild<QScrollArea *>())
            QVERIFY2(
                !scroll->horizontalScrollBar()->isVisible(),
                qPrintable(u"%1 wide, the form %2"_s.arg(scroll->viewport()->width()).arg(scroll->widget()->width())));
        const QStringList outside = pastTheEdges(*dialog);
        for (const QString &widget : outside)
            qWarning().noquote() << widget;
        QVERIFY2(outside.isEmpty(), qPrintable(u"%1 widgets past the edge"_s.arg(outside.size())));
    }

    // The biggest form, the group model's, fits on a 1440×900 screen, and scrolls rather than overflow it.
    void bigFormFitsTheScreen()
    {
        auto dialog = openKind(ResourceKind::Id::GroupModel, Operation::Create);
        QVERIFY(dialog);
        QVERIFY(settle(*dialog));
        const QRect screen = dialog->screen()->availableGeometry();
        QCOMPARE(screen.size(), QSize(1440, 900));
        QVERIFY2(dialog->height() <= screen.height() * 0.85 && dialog->width() <= screen.width() * 0.85,
                 qPrintable(u"%1x%2"_s.arg(dialog->width()).arg(dialog->height())));
        QVERIFY(dialog->width() >= dialog->fontMetrics().averageCharWidth() * 80);
    }

    // Each field's label is read as the name of its input by assistive
    // technologies: the label is the input's buddy and its sibling, which
    // Qt turns into the input's labelled-by relation.
    void inputsAreLabelledByTheirLabels_data() { addFormRows(); }

    void inputsAreLabelledByTheirLabels()
    {
        QFETCH(ResourceKind::Id, kind);
        auto dialog = openKind(kind, Operation::Create);
        QVERIFY(dialog);
        QList<QWidget *> labelled;
        for (QLabel *label : dialog->editor()->findChildren<QLabel *>()) {
            QWidget *input = label->buddy();
            if (!input)
                continue;
            QAccessibleInterface *inputInterface = QAccessible::queryAccessibleInterface(input);
            QAccessibleInterface *labelInterface = QAccessible::queryAccessibleInterface(label);
            QVERIFY(inputInterface && labelInterface);
            const auto relations = inputInterface->relations(QAccessible::Label);
            const bool related = std::any_of(relations.cbegin(), relations.cend(),
                                             [&](const auto &relation) { return relation.first == labelInterface; });
            QVERIFY2(related,
                     qPrintable(u"%1 (%2) is not labelled by “%3”"_s.arg(
                         input->objectName(), QString::fromLatin1(input->metaObject()->className()), label->text())));
            labelled << input;
        }
        QVERIFY(labelled.size() >= 5);
        QVERIFY(labelled.contains(field<QLineEdit>(*dialog, u"name"_s)));
        // The secret's value is labelled itself, not a box around it and its Show button.
        if (kind == ResourceKind::Id::Secret)
            QVERIFY(labelled.contains(field<QLineEdit>(*dialog, u"value"_s)));
        // So is the tool's approval check box, beside its explanation.
        if (kind == ResourceKind::Id::Tool)
            QVERIFY(labelled.contains(field<QCheckBox>(*dialog, u"needUserValidation"_s)));
    }

    // The tool's timeout over its bound: the whole message is shown, not cut at the top and bottom.
    void longErrorIsNotClipped()
    {
        auto dialog = openKind(ResourceKind::Id::Tool, Operation::Create);
        QVERIFY(dialog);
        editortest::retype(field<QSpinBox>(*dialog, u"timeoutMs"_s), u"999999"_s);
        field<QLineEdit>(*dialog, u"version"_s)->setFocus();
        QVERIFY(settle(*dialog));
        auto *error = field<QLabel>(*dialog, u"error_timeoutMs"_s);
        QVERIFY2(error->text().startsWith(u"Timeout: "_s), qPrintable(error->text()));
        QVERIFY(error->text().contains(u"120000"_s));
        QVERIFY(error->isVisible());
        QVERIFY2(error->height() >= error->heightForWidth(error->width()),
                 qPrintable(u"%1x%2, needs %3"_s.arg(error->width())
                                .arg(error->height())
                                .arg(error->heightForWidth(error->width()))));
        QVERIFY(error->width() >= error->fontMetrics().horizontalAdvance(u"Timeout:"_s));

        // A message longer than one line has the two lines kept for it.
        auto *url = field<QLineEdit>(*dialog, u"urlTemplate"_s);
        QTest::keyClicks(url, u"https://tickets.example.com/{project}/{ticketId}/{comment}"_s);
        url->setFocus();
        field<QLineEdit>(*dialog, u"version"_s)->setFocus();
        QVERIFY(settle(*dialog));
        auto *urlError = field<QLabel>(*dialog, u"error_urlTemplate"_s);
        QVERIFY2(urlError->heightForWidth(urlError->width()) > urlError->fontMetrics().lineSpacing(),
                 qPrintable(urlError->text()));
        QVERIFY2(urlError->height() >= urlError->heightForWidth(urlError->width()),
                 qPrintable(u"%1x%2, needs %3"_s.arg(urlError->width())
                                .arg(urlError->height())
                                .arg(urlError->heightForWidth(urlError->width()))));
    }

    // Save with errors shows them all and goes to the first one in the form.
    void saveGoesToTheFirstFieldInError()
    {
        auto dialog = openKind(ResourceKind::Id::Tool, Operation::Create);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"close_ticket"_s);
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"Closes a ticket"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(!dialog->editor()->errorShownFor(u"urlTemplate"_s).isEmpty());
        QCOMPARE(QApplication::focusWidget(), field<QWidget>(*dialog, u"urlTemplate"_s));
        QCOMPARE(m_fixture->log.count(), 0);
    }

    // Several fields in error: Save goes to the first and counts them all over
    // the buttons, each a link that reaches its field from the keyboard, the
    // form scrolled to it; one left, the count goes.
    void saveCountsTheFieldsInError()
    {
        auto dialog = openKind(ResourceKind::Id::Tool, Operation::Create);
        QVERIFY(dialog);
        dialog->resize(dialog->width(), dialog->minimumSizeHint().height());
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"close_ticket"_s);
        // Last in the form, out of sight: a share scope naming no team id.
        QTest::mouseClick(field<QPushButton>(*dialog, u"scopesAdd"_s), Qt::LeftButton);
        QTest::keyClicks(editortest::scopeTeamLine(*dialog, 0), u"sales"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        const QStringList shown = errorsShown(*dialog);
        QCOMPARE(shown.size(), 3);
        auto *general = field<QLabel>(*dialog, u"generalError"_s);
        QVERIFY(general->isVisible());
        // Without the English translation, the plural reads "field(s)".
        const auto summary = [general] { return general->accessibleDescription().replace(u"field(s)"_s, u"fields"_s); };
        QCOMPARE(summary(), u"3 fields need a change: Description, URL template, Shared with"_s);
        QCOMPARE(QApplication::focusWidget(), field<QWidget>(*dialog, u"description"_s));

        // The keyboard reaches the summary's last link, and Return goes to its field.
        general->setFocus(Qt::TabFocusReason);
        for (int link = 0; link < shown.size(); ++link)
            QTest::keyClick(general, Qt::Key_Tab);
        QTest::keyClick(general, Qt::Key_Return);
        QWidget *focused = QApplication::focusWidget();
        QVERIFY(focused && focused != general);
        QVERIFY2(field<QWidget>(*dialog, u"scopes"_s)->isAncestorOf(focused), qPrintable(focused->objectName()));
        auto *scroll = dialog->findChild<QScrollArea *>();
        const QRect seen(focused->mapTo(scroll->viewport(), QPoint(0, 0)), focused->size());
        QVERIFY2(scroll->viewport()->rect().contains(seen), "the field reached is out of sight");

        // Mended down to one field: the count goes.
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"Closes a ticket"_s);
        QCOMPARE(errorsShown(*dialog).size(), 2);
        QCOMPARE(summary(), u"2 fields need a change: URL template, Shared with"_s);
        QTest::mouseClick(field<QAbstractButton>(*dialog, u"scopesRemove_0"_s), Qt::LeftButton);
        QCOMPARE(errorsShown(*dialog).size(), 1);
        QVERIFY2(general->text().isEmpty(), qPrintable(general->text()));
    }

    void validCreatePostsAndCloses()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Weather key"_s);
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"For the forecast tool"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"provider"_s), u"meteo"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"sk-live-0123"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        QVERIFY(saved.wait());
        const QJsonObject object = saved.at(0).at(0).toJsonObject();
        const QString id = object.value(u"id"_s).toString();
        QVERIFY(!QUuid::fromString(id).isNull());
        QCOMPARE(object.value(u"name"_s).toString(), u"Weather key"_s);
        QCOMPARE(object.value(u"scope"_s).toString(), u"user"_s);
        QVERIFY(!object.contains(u"value"_s));
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(dialog->result(), int(QDialog::Accepted));

        const QList<RequestLog::Entry> posts = m_fixture->entries("POST");
        QCOMPARE(posts.size(), 1);
        QCOMPARE(posts.at(0).path, u"/v1/secrets"_s);
        QCOMPARE(posts.at(0).httpStatus, 201);
        const QJsonObject sent = jsonOf(posts.at(0).requestBody);
        QCOMPARE(sent.value(u"value"_s).toString(), RequestLog::SecretValueMask);
        QCOMPARE(sent.value(u"provider"_s).toString(), u"meteo"_s);
        const baton::sandbox::Record *stored = m_fixture->store().find(ResourceKind::Id::Secret, id);
        QVERIFY(stored);
        QCOMPARE(stored->secretValue, u"sk-live-0123"_s);
    }

    void serverFieldErrorLandsOnItsFieldAndKeepsTheForm()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        const QString otherTeam = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Shared key"_s);
        QTest::keyClicks(field<QPlainTextEdit>(*dialog, u"description"_s), u"Team-wide"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"provider"_s), u"acme"_s);
        auto *scope = field<QComboBox>(*dialog, u"scope"_s);
        scope->setFocus();
        QTest::keyClick(scope, Qt::Key_Down);
        QCOMPARE(scope->currentData().toString(), u"team"_s);
        auto *teamId = field<QLineEdit>(*dialog, u"teamId"_s);
        QTRY_VERIFY(teamId->isVisible());
        QTest::keyClicks(teamId, otherTeam);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"s3cr3t"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        QTRY_VERIFY(!m_fixture->entries("POST").isEmpty() && m_fixture->entries("POST").constLast().finished);
        QCOMPARE(m_fixture->entries("POST").constLast().httpStatus, 400);
        QTRY_VERIFY(!dialog->isSaving());
        const baton::ResourceEditor &editor = *dialog->editor();
        // The service's own words, beside the field's label; the field has the focus.
        const QJsonObject answer = jsonOf(m_fixture->entries("POST").constLast().responseExcerpt);
        const QJsonArray details = answer.value(u"error"_s).toObject().value(u"details"_s).toArray();
        const QString serverWords = details.isEmpty()
            ? answer.value(u"error"_s).toObject().value(u"message"_s).toString()
            : details.at(0).toObject().value(u"message"_s).toString();
        QVERIFY(!serverWords.isEmpty());
        QCOMPARE(editor.errorShownFor(u"teamId"_s), u"Team: "_s + serverWords);
        QCOMPARE(QApplication::focusWidget(), teamId->parentWidget()); // the team picker around the line
        QVERIFY(editor.errorShownFor(u"name"_s).isEmpty());
        QVERIFY(dialog->isVisible());
        QCOMPARE(saved.count(), 0);
        QCOMPARE(field<QLineEdit>(*dialog, u"name"_s)->text(), u"Shared key"_s);
        QCOMPARE(field<QPlainTextEdit>(*dialog, u"description"_s)->toPlainText(), u"Team-wide"_s);
        QCOMPARE(field<QLineEdit>(*dialog, u"provider"_s)->text(), u"acme"_s);
        QCOMPARE(scope->currentData().toString(), u"team"_s);
        QCOMPARE(teamId->text(), otherTeam);
        QCOMPARE(field<QLineEdit>(*dialog, u"value"_s)->text(), u"s3cr3t"_s);
        QVERIFY(editor.isEnabled());

        // Corrected, the same form saves.
        editortest::retype(teamId, m_fixture->admin().teamId);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        QCOMPARE(saved.at(0).at(0).toJsonObject().value(u"teamId"_s).toString(), m_fixture->admin().teamId);
    }

    void updateSendsOnlyTheChangedFields()
    {
        const baton::sandbox::Record &record = m_fixture->create(ResourceKind::Id::Secret,
                                                                 {{u"name"_s, u"Old key"_s},
                                                                  {u"description"_s, u"Before"_s},
                                                                  {u"provider"_s, u"acme"_s},
                                                                  {u"scope"_s, u"user"_s},
                                                                  {u"value"_s, u"first-value"_s}});
        const QString id = record.id;
        auto dialog = open(Operation::Update, record.object);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        editortest::retype(field<QPlainTextEdit>(*dialog, u"description"_s), u"After"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"second-value"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());

        const QList<RequestLog::Entry> patches = m_fixture->entries("PATCH");
        QCOMPARE(patches.size(), 1);
        QCOMPARE(patches.at(0).path, u"/v1/secrets/"_s + id);
        const QJsonObject sent = jsonOf(patches.at(0).requestBody);
        QCOMPARE(sent.keys(), (QStringList {u"description"_s, u"value"_s}));
        QCOMPARE(sent.value(u"description"_s).toString(), u"After"_s);
        QCOMPARE(sent.value(u"value"_s).toString(), RequestLog::SecretValueMask);
        for (qsizetype i = 0; i < m_fixture->log.count(); ++i) {
            const RequestLog::Entry &entry = m_fixture->log.at(i);
            QVERIFY(!entry.requestBody.contains("second-value"));
            QVERIFY(!entry.responseExcerpt.contains("second-value"));
        }
        const QJsonObject object = saved.at(0).at(0).toJsonObject();
        QCOMPARE(object.value(u"description"_s).toString(), u"After"_s);
        QCOMPARE(object.value(u"name"_s).toString(), u"Old key"_s);
        QCOMPARE(m_fixture->store().find(ResourceKind::Id::Secret, id)->secretValue, u"second-value"_s);
        QTRY_VERIFY(!dialog->isVisible());
    }

    void closingWithUnsavedChangesAsks()
    {
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Draft"_s);

        int asked = MessageBox::questionsAsked();
        MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::mouseClick(cancelButton(*dialog), Qt::LeftButton);
        QCOMPARE(MessageBox::questionsAsked(), asked + 1);
        QVERIFY(dialog->isVisible());
        QCOMPARE(field<QLineEdit>(*dialog, u"name"_s)->text(), u"Draft"_s);

        // Closing the window asks too.
        MessageBox::setNextAnswer(QMessageBox::Cancel);
        dialog->close();
        QCOMPARE(MessageBox::questionsAsked(), asked + 2);
        QVERIFY(dialog->isVisible());

        MessageBox::setNextAnswer(QMessageBox::Discard);
        QTest::keyClick(dialog.get(), Qt::Key_Escape);
        QCOMPARE(MessageBox::questionsAsked(), asked + 3);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(dialog->result(), int(QDialog::Rejected));
        QCOMPARE(m_fixture->log.count(), 0);

        // Without changes nothing is asked.
        auto untouched = open(Operation::Create);
        QVERIFY(untouched);
        asked = MessageBox::questionsAsked();
        QTest::mouseClick(cancelButton(*untouched), Qt::LeftButton);
        QTRY_VERIFY(!untouched->isVisible());
        QCOMPARE(MessageBox::questionsAsked(), asked);
    }

    // Discarded at the question, the editor gives the keyboard back to the
    // window it came from: the question's window and the editor's go one
    // after the other, and the window manager gave it to neither.
    void discardGivesTheKeyboardBack()
    {
        QWidget owner;
        owner.resize(400, 300);
        owner.show();
        owner.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&owner));
        auto *dialog = new EditorDialog(m_fixture->client, new SecretEditor, Operation::Create, {}, &owner);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QPointer<EditorDialog> alive(dialog);
        dialog->show();
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Draft"_s);
        editortest::BoxSeen seen;
        editortest::clickInNextMessageBox(u"Discard"_s, &seen);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(alive.isNull() || !alive->isVisible());
        QVERIFY2(!seen.buttons.isEmpty(), "no question was asked");
        QTRY_COMPARE(QApplication::activeWindow(), &owner);
    }

    // A create answered 429 is not sent again by itself (the service may have
    // acted on it): the form stays with the wait the service asked for, and
    // Save sends it once more when the user chooses.
    void rateLimitedSaveIsSentOnceAndKeepsTheForm()
    {
        LoopbackServer server;
        server.setHandler([&server](const RecordedRequest &request, QHttpServerResponder &&responder) {
            if (server.requests().size() == 1) {
                LoopbackServer::reply(responder, 429,
                                      R"({"error":{"type":"rate_limit_error","code":"rate_limit_exceeded",)"
                                      R"("message":"Slow down","request_id":"req_429"}})",
                                      {{"Content-Type", "application/json"}, {"Retry-After", "2"}});
                return;
            }
            QJsonObject created = jsonOf(request.body);
            created.remove(u"value"_s);
            created.insert(u"id"_s, QUuid::createUuid().toString(QUuid::WithoutBraces));
            LoopbackServer::reply(responder, 201, QJsonDocument(created).toJson(QJsonDocument::Compact),
                                  {{"Content-Type", "application/json"}});
        });
        m_fixture->client.setConnection(baton::Profile {u"loopback"_s, server.baseUrl(), false, {}}, u"t-admin"_s);
        auto dialog = open(Operation::Create);
        QVERIFY(dialog);
        QSignalSpy saved(dialog.get(), &EditorDialog::saved);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"name"_s), u"Weather key"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"provider"_s), u"meteo"_s);
        QTest::keyClicks(field<QLineEdit>(*dialog, u"value"_s), u"sk-live-0123"_s);
        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);

        QTRY_VERIFY(!server.requests().isEmpty() && !dialog->isSaving());
        // Past the Retry-After, when a retry would have been sent: nothing more
        // is, as the client's log says the moment a request goes out.
        QVERIFY(testsupport::runPastTimersDueWithin(std::chrono::seconds(2)));
        QCOMPARE(m_fixture->entries("POST").size(), 1);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(saved.count(), 0);
        QVERIFY(dialog->isVisible());
        QVERIFY(saveButton(*dialog)->isEnabled());
        QCOMPARE(field<QLineEdit>(*dialog, u"name"_s)->text(), u"Weather key"_s);
        QCOMPARE(field<QLineEdit>(*dialog, u"value"_s)->text(), u"sk-live-0123"_s);
        auto *general = field<QLabel>(*dialog, u"generalError"_s);
        QVERIFY(general->isVisible());
        QVERIFY2(general->text().contains(u"2 second"_s), qPrintable(general->text()));

        QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
        QVERIFY(saved.wait());
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests().at(1).body, server.requests().at(0).body);
        QTRY_VERIFY(!dialog->isVisible());
    }
};

// The dialogs are measured on a 1440×900 screen, a common laptop's.
int main(int argc, char **argv)
{
    QTemporaryFile screens(QDir::tempPath() + u"/tst_editordialog-XXXXXX.json"_s);
    testsupport::useOffscreenScreen(screens);
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    TestEditorDialog test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_editordialog.moc"

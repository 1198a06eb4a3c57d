// Every text the console shows a person comes from tr(). A translator that
// wraps each text it is asked for in ⟦ ⟧ is installed before any widget is
// built; then the tour (WindowTour) opens every window, and a few cheap error
// states are reached on top: a refused list, an object deleted elsewhere, a
// failed connection, the editors' validation errors, a chat whose tool call
// waits for approval. Every text of those windows must be made of marked
// pieces, the arguments put into them, and data: window titles, labels,
// buttons, group boxes, tabs, menus and their actions, tooltips, status tips,
// placeholders, spin box affixes, accessible names and descriptions, the
// headers and cells of item views and combo boxes, the status bar's message,
// the documents of read-only text views.
//
// The arguments of a marked text are checked as texts of their own: the
// translator remembers each source text, and "⟦Connection failed: x⟧" is
// matched against "Connection failed: %1" to find x.

#include "WindowTour.h"
#include "core/chat/ChatSession.h"
#include "core/i18n/Translations.h"
#include "core/resources/ResourceKind.h"
#include "ui/MainWindow.h"
#include "ui/chat/ApprovalDialog.h"
#include "ui/chat/ChatPane.h"
#include "ui/history/CompareView.h"
#include "ui/panels/ResourcePanel.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTextBrowser>
#include <QTranslator>
#include <QUrlQuery>

#include <mutex>

using namespace Qt::StringLiterals;
using baton::ResourceKind;

namespace {

const QString Open = u"⟦"_s;
const QString Close = u"⟧"_s;

// Answers every text with the text between markers, and remembers it. Left
// alone: the sandbox, which is the service and not the console; Qt's names of
// keys, which shortcuts are parsed with; the layout direction, which is a
// setting and not a text.
class MarkingTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (!sourceText || !*sourceText)
            return {};
        const QLatin1StringView inContext(context ? context : "");
        if (inContext.startsWith("baton::sandbox"_L1) || inContext == "QShortcut"_L1
            || qstrcmp(sourceText, "QT_LAYOUT_DIRECTION") == 0)
            return {};
        const QString source = QString::fromUtf8(sourceText);
        {
            const std::lock_guard lock(m_mutex);
            m_sources.insert(source);
            // As an action's tooltip takes it from its text: no "&", no "…".
            static const QRegularExpression accelerator(u"&(?!&)"_s);
            static const QRegularExpression ellipsis(u"(…|\\.\\.\\.)$"_s);
            m_sources.insert(QString(source).remove(accelerator).remove(ellipsis));
        }
        return Open + source + Close;
    }

    [[nodiscard]] bool isEmpty() const override { return false; }

    // Whether `text` is a source text as it is, without arguments.
    [[nodiscard]] bool isSource(const QString &text) const
    {
        const std::lock_guard lock(m_mutex);
        return m_sources.contains(text);
    }

    // The source texts with arguments, as patterns that find the arguments;
    // the most literal text first, so that "%1 (%2)" does not take what a
    // longer text matches.
    [[nodiscard]] QList<QRegularExpression> patterns() const
    {
        static const QRegularExpression placeholder(u"%L?(\\d+|n)"_s);
        const std::lock_guard lock(m_mutex);
        QList<std::pair<qsizetype, QRegularExpression>> found;
        for (const QString &source : std::as_const(m_sources)) {
            if (!source.contains(placeholder))
                continue;
            QStringList literal;
            qsizetype from = 0;
            qsizetype literalSize = 0;
            for (const QRegularExpressionMatch &match : placeholder.globalMatch(source)) {
                literal << QRegularExpression::escape(source.mid(from, match.capturedStart() - from));
                literalSize += match.capturedStart() - from;
                from = match.capturedEnd();
            }
            literal << QRegularExpression::escape(source.mid(from));
            literalSize += source.size() - from;
            found.append({literalSize,
                          QRegularExpression(u"^"_s + literal.join(u"(.*)"_s) + u"$"_s,
                                             QRegularExpression::DotMatchesEverythingOption)});
        }
        std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
        QList<QRegularExpression> patterns;
        for (const auto &[size, pattern] : found)
            patterns << pattern;
        return patterns;
    }

private:
    mutable std::mutex m_mutex;
    mutable QSet<QString> m_sources;
};

MarkingTranslator *translator = nullptr;

// What may show without a marker. Kept small: each entry says why.
bool allowed(const QString &word)
{
    static const QStringList words {
        // The product's name.
        u"Baton"_s,
        // Language names, each in its own language (View › Language).
        u"English"_s,
        // HTTP methods, as the service and the request log name them.
        u"GET"_s,
        u"POST"_s,
        u"PUT"_s,
        u"PATCH"_s,
        u"DELETE"_s,
    };
    static const QStringList native = [] {
        QStringList names;
        for (const QString &language : baton::translations::shipped()) {
            const QString name = QLocale(language).nativeLanguageName();
            names << name.left(1).toUpper() + name.mid(1);
        }
        return names;
    }();
    // What QLocale writes itself: the units of data sizes, month and day names, AM and PM.
    static const QStringList locale = [] {
        const QLocale locale;
        QStringList texts {locale.amText(), locale.pmText()};
        for (qint64 size = 0; size < (qint64(1) << 50); size = size * 1024 + 2048)
            texts << locale.formattedDataSize(size);
        for (int i = 1; i <= 12; ++i)
            texts << locale.monthName(i) << locale.monthName(i, QLocale::ShortFormat);
        for (int i = 1; i <= 7; ++i)
            texts << locale.dayName(i) << locale.dayName(i, QLocale::ShortFormat);
        texts << QDateTime::currentDateTime().timeZoneAbbreviation();
        return texts.join(u' ').split(QRegularExpression(u"[^\\w]+"_s, QRegularExpression::UseUnicodePropertiesOption),
                                      Qt::SkipEmptyParts);
    }();
    // Material icon names, the group icons' values: the picker shows each by its name as the service stores it.
    return words.contains(word) || native.contains(word) || locale.contains(word)
        || baton::ResourceKind::groupIcons().contains(word);
}

struct Shown {
    QString where;
    QString text;
};

// Where a widget is, by the object names of it and its parents.
QString placeOf(const QObject *object)
{
    QStringList names;
    for (; object; object = object->parent()) {
        if (!object->objectName().isEmpty())
            names.prepend(object->objectName());
        else if (names.isEmpty())
            names.prepend(QString::fromLatin1(object->metaObject()->className()));
    }
    return names.join(u'/');
}

class Collector
{
public:
    QList<Shown> texts;

    void add(const QString &where, const QString &text)
    {
        if (!text.trimmed().isEmpty())
            texts.append({where, text});
    }

    void addActions(const QString &where, const QList<QAction *> &actions)
    {
        for (QAction *action : actions) {
            if (action->isSeparator())
                continue;
            const QString at
                = where + u" › "_s + (action->objectName().isEmpty() ? action->text() : action->objectName());
            add(at, action->text());
            add(at + u" (tooltip)"_s, action->toolTip());
            add(at + u" (status tip)"_s, action->statusTip());
            if (QMenu *menu = action->menu()) {
                add(at + u" (menu title)"_s, menu->title());
                addActions(at, menu->actions());
            }
        }
    }

    void addModel(const QString &where, const QAbstractItemModel *model, int column = -1)
    {
        for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)}) {
            for (int c = 0; c < model->columnCount(); ++c)
                add(u"%1 column header %2"_s.arg(where).arg(c), model->headerData(c, Qt::Horizontal, role).toString());
            for (int r = 0; r < std::min(model->rowCount(), 100); ++r) {
                add(u"%1 row header %2"_s.arg(where).arg(r), model->headerData(r, Qt::Vertical, role).toString());
                for (int c = 0; c < model->columnCount(); ++c) {
                    if (column < 0 || c == column)
                        add(u"%1 (%2, %3)"_s.arg(where).arg(r).arg(c), model->index(r, c).data(role).toString());
                }
            }
        }
    }

    void addWidget(QWidget *widget)
    {
        const QString where = placeOf(widget);
        if (widget->isWindow() || qobject_cast<QDockWidget *>(widget))
            add(where + u" (title)"_s, widget->windowTitle());
        add(where + u" (tooltip)"_s, widget->toolTip());
        add(where + u" (status tip)"_s, widget->statusTip());
        add(where + u" (what's this)"_s, widget->whatsThis());
        add(where + u" (accessible name)"_s, widget->accessibleName());
        add(where + u" (accessible description)"_s, widget->accessibleDescription());
        addActions(where, widget->actions());
        if (auto *label = qobject_cast<QLabel *>(widget))
            add(where, label->text());
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            add(where, button->text());
        if (auto *box = qobject_cast<QGroupBox *>(widget))
            add(where, box->title());
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(u"%1 tab %2"_s.arg(where).arg(i), tabs->tabText(i));
                add(u"%1 tab %2 (tooltip)"_s.arg(where).arg(i), tabs->tabToolTip(i));
            }
        }
        if (auto *line = qobject_cast<QLineEdit *>(widget))
            add(where + u" (placeholder)"_s, line->placeholderText());
        if (auto *plain = qobject_cast<QPlainTextEdit *>(widget)) {
            add(where + u" (placeholder)"_s, plain->placeholderText());
            if (plain->isReadOnly())
                add(where, plain->toPlainText());
        }
        if (auto *rich = qobject_cast<QTextEdit *>(widget)) {
            add(where + u" (placeholder)"_s, rich->placeholderText());
            if (rich->isReadOnly())
                add(where, rich->toPlainText());
        }
        if (auto *spin = qobject_cast<QSpinBox *>(widget)) {
            add(where + u" (prefix)"_s, spin->prefix());
            add(where + u" (suffix)"_s, spin->suffix());
        }
        if (auto *spin = qobject_cast<QDoubleSpinBox *>(widget)) {
            add(where + u" (prefix)"_s, spin->prefix());
            add(where + u" (suffix)"_s, spin->suffix());
        }
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
            add(where + u" (special value)"_s, spin->specialValueText());
        if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            add(where + u" (placeholder)"_s, combo->placeholderText());
            addModel(where, combo->model(), combo->modelColumn());
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(widget); view && !qobject_cast<QHeaderView *>(widget)
            && view->model()
            && !qobject_cast<QComboBox *>(widget->parentWidget() ? widget->parentWidget()->parentWidget() : nullptr))
            addModel(where, view->model());
        if (auto *bar = qobject_cast<QStatusBar *>(widget))
            add(where + u" (message)"_s, bar->currentMessage());
    }

    void addWindow(QWidget *window)
    {
        addWidget(window);
        for (QWidget *child : window->findChildren<QWidget *>())
            addWidget(child);
    }
};

// The part of `text` that is not marked: the arguments of marked texts, and
// whatever stands outside them.
QString unmarked(QString text, const QList<QRegularExpression> &patterns)
{
    static const QRegularExpression innermost(u"⟦([^⟦⟧]*)⟧"_s);
    for (QRegularExpressionMatch match = innermost.match(text); match.hasMatch(); match = innermost.match(text)) {
        const QString inside = match.captured(1);
        QStringList arguments;
        for (const QRegularExpression &pattern :
             translator->isSource(inside) ? QList<QRegularExpression>() : patterns) {
            const QRegularExpressionMatch filled = pattern.match(inside);
            if (filled.hasMatch()) {
                for (int i = 1; i <= filled.lastCapturedIndex(); ++i)
                    arguments << filled.captured(i);
                break;
            }
        }
        text.replace(match.capturedStart(), match.capturedLength(), u' ' + arguments.join(u' ') + u' ');
    }
    // A text elided at its end or start lost a marker: what follows the open
    // one, or precedes the closing one, was marked.
    if (const qsizetype open = text.indexOf(Open); open >= 0)
        text.truncate(open);
    if (const qsizetype close = text.lastIndexOf(Close); close >= 0)
        text.remove(0, close + 1);
    return text;
}

// Takes `value` out of `text` wherever it stands as whole words.
void removeWhole(QString &text, const QString &value)
{
    const auto wordChar = [&text](qsizetype i) { return i >= 0 && i < text.size() && text.at(i).isLetterOrNumber(); };
    for (qsizetype at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
        if (!wordChar(at - 1) && !wordChar(at + value.size()))
            text.replace(at, value.size(), u' ');
    }
}

// What is left of `text` once the marked texts, the data and the allowed
// words are taken away: empty when all of it is translated.
QString untranslated(const QString &text, const QList<QRegularExpression> &patterns, const QStringList &data)
{
    // JSON shown as data, whole or its first characters (the event inspector's lines).
    const QJsonDocument json = QJsonDocument::fromJson(text.trimmed().toUtf8());
    if (json.isObject() || (json.isArray() && !json.array().isEmpty()) || text.startsWith(u"{\""_s))
        return {};
    // The service's own messages may hold texts of the console's core (a kind's name): they go first.
    QString rest = text;
    for (const QString &value : data) {
        if (value.contains(Open))
            removeWhole(rest, value);
    }
    rest = unmarked(rest, patterns);
    static const QRegularExpression tag(u"<[^<>]*>|&[a-z]+;|&#\\d+;"_s);
    rest.replace(tag, u" "_s);
    for (const QString &value : data)
        removeWhole(rest, value);
    // URLs and paths, ids and identifiers (words with digits or underscores,
    // lower-case words joined by dashes: "gpt-4o-mini", "mistral-large"), file names.
    static const QRegularExpression dataLike(
        u"\\b[a-z][a-z0-9+.-]*://\\S+|(^|\\s)/\\S*|\\S*[0-9_]\\S*|\\b[a-z]+(-[a-z]+)+\\b|\\S+\\.[a-z]{2,4}\\b"_s);
    rest.replace(dataLike, u" "_s);
    static const QRegularExpression word(u"[\\w'’]+"_s, QRegularExpression::UseUnicodePropertiesOption);
    QStringList left;
    for (const QRegularExpressionMatch &match : word.globalMatch(rest)) {
        const QString w = match.captured();
        if (std::any_of(w.cbegin(), w.cend(), [](QChar c) { return c.isLetter(); }) && !allowed(w))
            left << w;
    }
    return left.join(u' ');
}

// The strings of a JSON value, its member names among them.
void addStrings(const QJsonValue &value, const QSet<QString> &closedSets, QSet<QString> &strings)
{
    if (value.isString() && !closedSets.contains(value.toString())) {
        strings.insert(value.toString());
    } else if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            addStrings(item, closedSets, strings);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto member = object.constBegin(); member != object.constEnd(); ++member) {
            strings.insert(member.key());
            addStrings(member.value(), closedSets, strings);
        }
    }
}

void addValues(const baton::FieldSpec &field, QSet<QString> &values)
{
    for (const QString &value : field.enumValues)
        values.insert(value);
    if (field.item)
        addValues(*field.item, values);
    for (const baton::FieldSpec &member : field.fields)
        addValues(member, values);
}

// The values of the closed sets of the interface: shown to a person, they need a translated label.
QSet<QString> closedSetValues()
{
    QSet<QString> values;
    for (const ResourceKind *kind : ResourceKind::managed()) {
        for (const baton::FieldSpec &field : kind->fields)
            addValues(field, values);
        for (const baton::QueryFieldSpec &field : kind->listQuery)
            for (const QString &value : field.enumValues)
                values.insert(value);
    }
    for (const QStringList *set :
         {&ResourceKind::scopeTypes(), &ResourceKind::groupModes(), &ResourceKind::fileStatuses()})
        for (const QString &value : *set)
            values.insert(value);
    return values;
}

QStringList longestFirst(QSet<QString> strings)
{
    strings.remove(QString());
    QStringList sorted(strings.cbegin(), strings.cend());
    std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return sorted;
}

// Service data, shown as it comes. `shown`: every string of every object in
// the sandbox but the values of closed sets (shown to a person, those need a
// label), and what was typed into the chat and answered. `raw`: for the views
// that show requests, events and objects as JSON (the request log, the event
// inspector, a panel's detail), every string of the objects and of what was
// sent and received, member names, header names and values.
struct ServiceData {
    QStringList shown;
    QStringList raw;
};

ServiceData serviceData(windowtour::WindowTour &tour, const baton::ChatSession *chat)
{
    editortest::Fixture &fixture = tour.fixture();
    const QSet<QString> closedSets = closedSetValues();
    // The tour's profile and its address, the sandbox's own.
    QSet<QString> shown {u"Production"_s, u"https://chat.example.com"_s, fixture.server->baseUrl().toString(),
                         fixture.server->baseUrl().toDisplayString()};
    // The capabilities a token may lack, by the names the service gives them.
    for (const QString &capability : ResourceKind::capabilities())
        shown << capability;
    // The members of each kind, by the names an error's path gives them (an error's tooltip: "value: …").
    for (const ResourceKind *kind : ResourceKind::managed()) {
        for (const baton::FieldSpec &field : kind->fields)
            shown << field.name;
    }
    QSet<QString> raw {u"true"_s, u"false"_s, u"null"_s};
    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient reader(network, log);
    reader.setConnection(baton::Profile {u"reader"_s, fixture.server->baseUrl(), false, {}}, u"t-admin"_s);
    for (const ResourceKind *kind : ResourceKind::managed()) {
        QUrlQuery query;
        query.addQueryItem(kind->pageSizeParameter(), u"100"_s);
        const QJsonObject list = fixture.run(reader.get(kind->collectionPath, query)).object;
        addStrings(list, closedSets, shown);
        addStrings(list, {}, raw);
        // The chat's targets, as typed: "group:<id>", "custom:<id>".
        const QString prefix = kind->id == ResourceKind::Id::GroupModel ? u"group:"_s
            : kind->id == ResourceKind::Id::CustomModel                 ? u"custom:"_s
                                                                        : QString();
        for (const QJsonValue &object : list.value(u"data"_s).toArray()) {
            if (!prefix.isEmpty())
                shown << prefix + object[u"id"_s].toString();
        }
    }
    for (qsizetype i = 0; i < fixture.log.count(); ++i) {
        const baton::RequestLog::Entry &entry = fixture.log.at(i);
        // The error column is the log's summary of the answer, in the service's words.
        shown << entry.url << entry.path << entry.requestId << entry.errorText;
        raw << QString::fromLatin1(entry.method);
        for (const auto &[name, value] : entry.requestHeaders)
            raw << QString::fromLatin1(name) << QString::fromLatin1(value);
        addStrings(QJsonDocument::fromJson(entry.requestBody).object(), {}, raw);
        addStrings(QJsonDocument::fromJson(entry.responseExcerpt).object(), {}, raw);
        // An error answer's own words, which every error message quotes as they are.
        const QJsonObject error = QJsonDocument::fromJson(entry.responseExcerpt).object().value(u"error"_s).toObject();
        for (const QString &member : {u"message"_s, u"type"_s, u"code"_s}) {
            if (error.value(member).isString())
                shown << error.value(member).toString();
        }
    }
    if (chat) {
        for (const baton::ConversationTurn &turn : chat->turns()) {
            shown << turn.text << turn.answer.content;
            for (const auto &call : turn.answer.toolCalls) {
                shown << call.name << call.arguments;
                addStrings(QJsonDocument::fromJson(call.arguments.toUtf8()).object(), {}, shown);
            }
        }
        // The events of the answer: the type of one that names none, the end of the stream.
        raw << u"message"_s << u"[DONE]"_s;
    }
    raw += shown;
    return {longestFirst(shown), longestFirst(raw)};
}

// The texts of the windows that are not translated, one line each.
QStringList check(windowtour::WindowTour &tour, const QList<QWidget *> &windows,
                  const baton::ChatSession *chat = nullptr)
{
    Collector collector;
    for (QWidget *window : windows)
        collector.addWindow(window);
    ServiceData data = serviceData(tour, chat);
    // A tooltip names its action's shortcut in Qt's own key names (the
    // QShortcut context, which the translator leaves alone).
    QSet<QString> keys;
    for (QWidget *window : windows) {
        for (const QAction *action : window->findChildren<QAction *>()) {
            for (const QKeySequence &key : action->shortcuts())
                keys << key.toString(QKeySequence::NativeText);
        }
    }
    // What the chat history holds was typed or answered: data too, as the keys are.
    const auto addTurns = [&keys](const QList<baton::ConversationTurn> &turns) {
        for (const baton::ConversationTurn &turn : turns) {
            keys << turn.text << turn.answer.content;
            for (const auto &call : turn.answer.toolCalls) {
                keys << call.name << call.arguments;
                addStrings(QJsonDocument::fromJson(call.arguments.toUtf8()).object(), {}, keys);
            }
            for (const baton::ToolDecision &decision : turn.decisions)
                keys << decision.reason;
        }
    };
    for (QWidget *window : windows) {
        // A comparison shows two runs of a conversation: data as well.
        if (auto *compare = window->findChild<baton::CompareView *>()) {
            for (const baton::CompareRun *run : {&compare->left(), &compare->right()})
                addTurns(run->turns);
        }
        auto *main = qobject_cast<baton::MainWindow *>(window);
        if (!main || !main->history().isOpen())
            continue;
        baton::HistoryQuery everything;
        everything.limit = 1000;
        for (const baton::ConversationSummary &summary : main->history().list(everything)) {
            keys << summary.title << summary.targetName;
            const std::optional<baton::StoredConversation> stored = main->history().load(summary.id);
            addTurns(stored ? stored->turns : QList<baton::ConversationTurn> {});
        }
    }
    data.shown = longestFirst(QSet<QString>(data.shown.cbegin(), data.shown.cend()) + keys);
    data.raw = longestFirst(QSet<QString>(data.raw.cbegin(), data.raw.cend()) + keys);
    const QList<QRegularExpression> patterns = translator->patterns();
    static const QRegularExpression rawViews(u"panel_requestLog|eventInspector|detailView"_s);
    QStringList problems;
    for (const Shown &shown : std::as_const(collector.texts)) {
        const QStringList &values = shown.where.contains(rawViews) ? data.raw : data.shown;
        // The start of a piece of data, cut short with an ellipsis, is data.
        if (shown.text.endsWith(u'…') && shown.text.size() > 1
            && std::any_of(values.cbegin(), values.cend(),
                           [head = shown.text.chopped(1)](const QString &value) { return value.startsWith(head); }))
            continue;
        const QString rest = untranslated(shown.text, patterns, values);
        if (!rest.isEmpty())
            problems << u"%1: \"%2\" (not translated: %3)"_s.arg(shown.where, shown.text.left(200), rest);
    }
    problems.removeDuplicates();
    return problems;
}

// Lists the problems one per line (a test's message is cut short) and sums them up.
QString report(const QStringList &problems)
{
    for (const QString &problem : problems)
        qWarning().noquote() << problem;
    return u"%n text(s) not translated"_s.replace(u"%n"_s, QString::number(problems.size()));
}

// Opens each menu of the bar once, so that menus filled as they open have their actions.
void openMenus(QMainWindow &window)
{
    for (QAction *action : window.menuBar()->actions()) {
        if (QMenu *menu = action->menu()) {
            for (QAction *inner : menu->actions()) {
                if (QMenu *sub = inner->menu())
                    Q_EMIT sub->aboutToShow();
            }
        }
    }
}

} // namespace

class tst_EveryStringTranslated : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        translator = new MarkingTranslator;
        QVERIFY(QCoreApplication::installTranslator(translator));
        // The translator is asked: a text of the console comes back marked.
        QCOMPARE(QCoreApplication::translate("baton::MainWindow", "Connected"), Open + u"Connected"_s + Close);
    }

    void cleanupTestCase()
    {
        QCoreApplication::removeTranslator(translator);
        delete translator;
        translator = nullptr;
    }

    // The marked pieces and their arguments are told apart.
    void unmarkedArguments()
    {
        QCOMPARE(QCoreApplication::translate("baton::MainWindow", "Connection failed: %1").arg(u"Not found"_s),
                 Open + u"Connection failed: Not found"_s + Close);
        const QList<QRegularExpression> patterns = translator->patterns();
        QCOMPARE(untranslated(QCoreApplication::translate("baton::MainWindow", "Connection failed: %1")
                                  .arg(QCoreApplication::translate("baton::MainWindow", "Connected")),
                              patterns, {}),
                 QString());
        QCOMPARE(
            untranslated(QCoreApplication::translate("baton::MainWindow", "Connection failed: %1").arg(u"Not found"_s),
                         patterns, {}),
            u"Not found"_s);
        QCOMPARE(untranslated(u"Deleted"_s, patterns, {}), u"Deleted"_s);
        QCOMPARE(untranslated(u"English, Baton 1.2, /v1/tools, gpt-4o-mini, 17 bytes"_s, patterns, {}), QString());
        QCOMPARE(untranslated(u"Support assistant (custom)"_s, patterns, {u"Support assistant"_s}), u"custom"_s);
        QCOMPARE(untranslated(u"{\"a\": 1}"_s, patterns, {}), QString());
    }

    void window_data() { windowtour::addStopRows(); }

    // Each window as the tour opens it; the main window with its menus.
    void window()
    {
        QFETCH(QString, stop);
        windowtour::WindowTour tour;
        QStringList problems;
        const QString error = tour.visit(stop, [&](QWidget *window) {
            if (auto *main = qobject_cast<baton::MainWindow *>(window)) {
                openMenus(*main);
                // A language chosen: the status bar says when it applies.
                main->findChild<QAction *>(u"actionLanguage_system"_s)->trigger();
            }
            problems = check(tour, {window});
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }

    void validationErrors_data()
    {
        QTest::addColumn<QString>("stop");
        for (const QString &stop : windowtour::stops()) {
            if (stop.startsWith(u"editor-"_s) && stop.endsWith(u"-new"_s))
                QTest::newRow(qPrintable(stop)) << stop;
        }
    }

    // Save on an empty form: the errors under the fields.
    void validationErrors()
    {
        QFETCH(QString, stop);
        windowtour::WindowTour tour;
        QStringList problems;
        bool shown = false;
        const QString error = tour.visit(stop, [&](QWidget *dialog) {
            QTest::mouseClick(dialog->findChild<QPushButton *>(u"saveButton"_s), Qt::LeftButton);
            QVERIFY(tour.settle());
            const QList<QLabel *> labels = dialog->findChildren<QLabel *>();
            shown = std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
                return label->objectName().startsWith(u"error"_s) && label->isVisible();
            });
            problems = check(tour, {dialog});
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(shown, "no validation error shown");
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }

    // A token without the capability: each panel shows the page that names it.
    void refusedList()
    {
        windowtour::WindowTour tour;
        QStringList problems;
        const QString error = tour.visit(u"page-secrets"_s, [&](QWidget *window) {
            auto *main = qobject_cast<baton::MainWindow *>(window);
            main->connectTo(main->currentProfile(), windowtour::WindowTour::NoCapabilityToken.toString(), true);
            QVERIFY(QTest::qWaitFor(
                [main] { return main->connectionState() == baton::MainWindow::ConnectionState::Connected; }, 10000));
            QVERIFY(tour.settle());
            QTRY_VERIFY(main->resourcePanel(ResourceKind::Id::Secret)
                            ->findChild<QWidget *>(u"missingCapabilityPage"_s)
                            ->isVisible());
            problems = check(tour, {window});
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }

    // Edit on an object deleted elsewhere: the row leaves with a note.
    void deletedElsewhere()
    {
        windowtour::WindowTour tour;
        QStringList problems;
        const QString error = tour.visit(u"page-tools"_s, [&](QWidget *window) {
            auto *main = qobject_cast<baton::MainWindow *>(window);
            baton::ResourcePanel *panel = main->resourcePanel(ResourceKind::Id::Tool);
            QCOMPARE(panel->kind().id, ResourceKind::Id::Tool);
            const QString id = panel->model().index(0, 0).data(baton::ResourceListModel::IdRole).toString();
            baton::sandbox::Record *record = tour.fixture().store().find(ResourceKind::Id::Tool, id);
            QVERIFY(record);
            tour.fixture().store().remove(*record);
            main->findChild<QAction *>(u"actionEdit"_s)->trigger();
            QVERIFY(tour.settle());
            QTRY_VERIFY(panel->model().rowOfId(id) < 0);
            problems = check(tour, {window});
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }

    // A token the service does not know: the status bar says why.
    void failedConnection()
    {
        windowtour::WindowTour tour;
        QStringList problems;
        const QString error = tour.visit(u"page-custom-models"_s, [&](QWidget *window) {
            auto *main = qobject_cast<baton::MainWindow *>(window);
            main->connectTo(main->currentProfile(), u"t-unknown"_s, true);
            QVERIFY(QTest::qWaitFor(
                [main] { return main->connectionState() == baton::MainWindow::ConnectionState::Failed; }, 10000));
            QVERIFY(tour.settle());
            problems = check(tour, {window});
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }

    // A chat whose tool call waits for approval: the pane, and the dialog the window opens.
    void chatAwaitingApproval()
    {
        windowtour::WindowTour tour;
        QStringList problems;
        const QString error = tour.visit(u"page-chat"_s, [&](QWidget *window) {
            auto *main = qobject_cast<baton::MainWindow *>(window);
            auto *target = main->chatPane()->findChild<QComboBox *>(u"chatTarget"_s);
            QVERIFY(target);
            QTRY_VERIFY(target->findText(u"Support assistant"_s, Qt::MatchContains) >= 0);
            target->setCurrentIndex(target->findText(u"Support assistant"_s, Qt::MatchContains));
            auto *composer = main->chatPane()->findChild<QPlainTextEdit *>(u"chatComposer"_s);
            composer->setFocus();
            QTest::keyClicks(composer,
                             u"/tool create_ticket {\"title\": \"Printer on fire\", \"priority\": \"high\"}"_s);
            QTest::keyClick(composer, Qt::Key_Return, Qt::ControlModifier);
            QTRY_VERIFY_WITH_TIMEOUT(main->approvalDialog() && main->approvalDialog()->isVisible(), 20000);
            QVERIFY(tour.settle());
            problems = check(tour, {window, main->approvalDialog()}, &main->chatPane()->session());
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }
};

QTEST_MAIN(tst_EveryStringTranslated)
#include "tst_everystringtranslated.moc"

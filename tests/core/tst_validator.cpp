#include "core/resources/ResourceKind.h"
#include "core/resources/Validator.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::FieldError;
using baton::FieldSpec;
using baton::FieldType;
using baton::Operation;
using baton::ResourceKind;
using baton::Validator;

using Query = QList<QPair<QString, QString>>;

namespace {

const QString U1 = u"0b6f4c8e-1c1a-4b7e-9a51-2f1d3c4b5a61"_s;
const QString U2 = u"6A0E2F9C-8D7B-4C3A-B1E0-9F8E7D6C5B4A"_s;
const QString U3 = u"c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f"_s;

const QString Required = u"This field is required."_s;
const QString CreateOnly = u"This field can only be set when the object is created."_s;
const QString Unknown = u"This field is not part of the interface."_s;
const QString NotUuid = u"Must be a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)."_s;

// `count` code points: ASCII by default, or any character, e.g. an emoji
// outside the Basic Multilingual Plane (two UTF-16 units each).
QString chars(qsizetype count, char32_t c = U'x')
{
    const std::u32string text(static_cast<size_t>(count), c);
    return QString::fromUcs4(text.data(), count);
}

const ResourceKind &kind(const QString &key)
{
    const ResourceKind *k = ResourceKind::byKey(key);
    if (!k)
        qFatal("no resource kind %s", qPrintable(key));
    return *k;
}

// A create body with every field of the interface, each valid.
QJsonObject fullBody(const QString &key)
{
    const QJsonObject headers {{u"Accept"_s, u"application/json"_s}};
    const QJsonArray scopes {QJsonObject {{u"type"_s, u"team"_s}, {u"id"_s, U1}},
                             QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, U2}}};
    const QJsonArray messages {
        QJsonObject {{u"role"_s, u"user"_s}, {u"content"_s, u"Hello"_s}},
        QJsonObject {{u"role"_s, u"user"_s},
                     {u"content"_s, QJsonArray {QJsonObject {{u"type"_s, u"text"_s}, {u"text"_s, u"Again"_s}}}}}};

    if (key == u"secrets"_s)
        return {{u"name"_s, u"Deploy key"_s},
                {u"description"_s, u"For CI"_s},
                {u"provider"_s, u"github"_s},
                {u"scope"_s, u"team"_s},
                {u"teamId"_s, U1},
                {u"value"_s, u"s3cr3t"_s}};
    if (key == u"tools"_s)
        return {{u"name"_s, u"Create ticket"_s},
                {u"description"_s, u"Opens a ticket"_s},
                {u"method"_s, u"POST"_s},
                {u"needUserValidation"_s, true},
                {u"argsSchema"_s, QJsonObject {{u"type"_s, u"object"_s}}},
                {u"urlTemplate"_s, u"https://tickets.example/api/{project}"_s},
                {u"staticHeadersNonSecret"_s, headers},
                {u"timeoutMs"_s, 5000},
                {u"authFields"_s,
                 QJsonArray {QJsonObject {{u"key"_s, u"Authorization"_s}, {u"secretId"_s, U1}},
                             QJsonObject {{u"key"_s, u"X-Key"_s}, {u"secretId"_s, U2}}}},
                {u"scopes"_s, scopes},
                {u"tags"_s, QJsonArray {u"ops"_s, u"tickets"_s}},
                {u"version"_s, u"1.0"_s}};
    if (key == u"api-resources"_s)
        return {{u"name"_s, u"Weather"_s},
                {u"description"_s, u"Current weather"_s},
                {u"urlTemplate"_s, u"https://weather.example/{city}"_s},
                {u"staticHeadersNonSecret"_s, headers},
                {u"timeoutMs"_s, 5000},
                {u"cacheTtlSeconds"_s, 60},
                {u"scopes"_s, scopes}};
    if (key == u"files"_s)
        return {{u"resourceType"_s, u"text"_s},
                {u"scope"_s, u"conversation"_s},
                {u"conversationId"_s, U1},
                {u"scopes"_s, scopes},
                {u"fileName"_s, u"notes.txt"_s}};
    if (key == u"custom-models"_s)
        return {{u"name"_s, u"Support bot"_s},
                {u"llmModelName"_s, u"gpt-4o-mini"_s},
                {u"description"_s, u"Answers tickets"_s},
                {u"category"_s, u"support"_s},
                {u"tags"_s, QJsonArray {u"support"_s, u"en"_s}},
                {u"defaultSystemInstruction"_s, u"Be brief."_s},
                {u"isPublic"_s, false},
                {u"teamIds"_s, QJsonArray {U1, U2, U3}},
                {u"credentialMode"_s, u"byok"_s},
                {u"byokSecretId"_s, U2}};
    if (key == u"group-models"_s)
        return {{u"name"_s, u"Research desk"_s},
                {u"description"_s, u"Finds and checks"_s},
                {u"category"_s, u"research"_s},
                {u"tags"_s, QJsonArray {u"research"_s, u"en"_s}},
                {u"icon"_s, u"forum"_s},
                {u"defaultMode"_s, u"auto"_s},
                {u"brain"_s, QJsonObject {{u"type"_s, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}},
                {u"agents"_s,
                 QJsonArray {QJsonObject {{u"ref"_s, QJsonObject {{u"type"_s, u"custom"_s}, {u"customModelId"_s, U1}}},
                                          {u"role"_s, u"Researcher"_s},
                                          {u"instructionOverride"_s, u"Cite sources."_s}},
                             QJsonObject {{u"ref"_s, QJsonObject {{u"type"_s, u"group"_s}, {u"groupModelId"_s, U2}}},
                                          {u"role"_s, u"Critic"_s}}}},
                {u"isPublic"_s, true},
                {u"teamIds"_s, QJsonArray {U1}}};
    if (key == u"chat"_s)
        return {{u"model"_s, QString(u"custom:"_s + U1)},
                {u"messages"_s, messages},
                {u"stream"_s, true},
                {u"max_tokens"_s, 512},
                {u"max_completion_tokens"_s, 512},
                {u"temperature"_s, 0.7},
                {u"metadata"_s, QJsonObject {{u"request_id"_s, u"req_1"_s}, {u"mode"_s, u"auto"_s}}}};
    if (key == u"resume"_s)
        return {{u"model"_s, QString(u"group:"_s + U1)},
                {u"messages"_s, messages},
                {u"stream"_s, true},
                {u"approval_id"_s, U1},
                {u"execution_id"_s, U2},
                {u"approved_tool_execution_ids"_s, QJsonArray {U3}},
                {u"denied_tools"_s, QJsonArray {QJsonObject {{u"tool_execution_id"_s, U2}, {u"reason"_s, u"No"_s}}}}};
    qFatal("no body for %s", qPrintable(key));
}

// Only the required fields, as the interface lists them.
QJsonObject minimalBody(const QString &key)
{
    const QJsonObject full = fullBody(key);
    const QHash<QString, QStringList> required {
        {u"secrets"_s, {u"name"_s, u"value"_s, u"scope"_s}},
        {u"tools"_s, {u"name"_s, u"description"_s, u"method"_s, u"urlTemplate"_s}},
        {u"api-resources"_s, {u"name"_s, u"description"_s, u"urlTemplate"_s}},
        {u"files"_s, {u"resourceType"_s}},
        {u"custom-models"_s, {u"name"_s, u"llmModelName"_s}},
        {u"group-models"_s, {u"name"_s, u"defaultMode"_s, u"brain"_s}},
        {u"chat"_s, {u"model"_s, u"messages"_s}},
        {u"resume"_s, {u"model"_s, u"approval_id"_s}},
    };
    QJsonObject body;
    for (const QString &name : required.value(key))
        body.insert(name, full.value(name));
    if (key == u"secrets"_s)
        body.insert(u"scope"_s, u"user"_s); // a team secret would need its teamId too
    return body;
}

// The interface's create-only fields, refused on update.
QStringList createOnlyFields(const QString &key)
{
    if (key == u"secrets"_s)
        return {u"scope"_s, u"teamId"_s};
    if (key == u"tools"_s)
        return {u"method"_s, u"scopes"_s, u"tags"_s, u"version"_s};
    if (key == u"api-resources"_s)
        return {u"scopes"_s};
    return {};
}

// The full body less its create-only fields: a valid update.
QJsonObject updateBody(const QString &key)
{
    QJsonObject body = fullBody(key);
    for (const QString &name : createOnlyFields(key))
        body.remove(name);
    return body;
}

// Sets the member at `path` ("name", "brain.type", "agents[1].role") to
// `value`, or removes it when `value` is undefined.
QJsonValue withValue(const QJsonValue &node, QStringView path, const QJsonValue &value)
{
    if (path.startsWith(u'[')) {
        const qsizetype close = path.indexOf(u']');
        const qsizetype index = path.sliced(1, close - 1).toInt();
        QStringView rest = path.sliced(close + 1);
        if (rest.startsWith(u'.'))
            rest = rest.sliced(1);
        QJsonArray array = node.toArray();
        if (index >= array.size())
            qFatal("no element %lld in %s", static_cast<long long>(index), qPrintable(path.toString()));
        array[index] = rest.isEmpty() ? value : withValue(array.at(index), rest, value);
        return array;
    }
    qsizetype end = 0;
    while (end < path.size() && path.at(end) != u'.' && path.at(end) != u'[')
        ++end;
    const QString name = path.first(end).toString();
    QStringView rest = path.sliced(end);
    if (rest.startsWith(u'.'))
        rest = rest.sliced(1);
    QJsonObject object = node.toObject();
    if (!rest.isEmpty())
        object.insert(name, withValue(object.value(name), rest, value));
    else if (value.isUndefined())
        object.remove(name);
    else
        object.insert(name, value);
    return object;
}

QJsonObject with(const QJsonObject &body, const QString &path, const QJsonValue &value)
{
    return withValue(body, path, value).toObject();
}

// "field: message" lines, in the order the validator gave them.
QString describe(const QList<FieldError> &errors)
{
    QStringList lines;
    for (const FieldError &e : errors)
        lines << e.field + u": "_s + e.message;
    return lines.join(u'\n');
}

QString at(const QString &path, const QString &message)
{
    return path + u": "_s + message;
}

QString oneOf(const QString &path, const QStringList &values)
{
    return at(path, u"Must be one of: %1."_s.arg(values.join(u", "_s)));
}

const QJsonValue Absent = QJsonValue(QJsonValue::Undefined);

} // namespace

// Every rule of service-interface.md that a request body or a list query can
// break, checked at and around each bound, with the message a person sees
// beside the field.
class tst_Validator : public QObject
{
    Q_OBJECT

private:
    // Rows for a string field of `minimum` to `maximum` characters: just
    // outside, at and just inside each bound.
    static void lengthRows(const QString &key, const QString &path, int minimum, int maximum)
    {
        const QString tooLong = u"Must have at most %1 characters; this has %2."_s.arg(maximum).arg(maximum + 1);
        if (minimum == 1) {
            QTest::addRow("%s %s 0 chars", qPrintable(key), qPrintable(path))
                << key << path << QJsonValue(QString()) << at(path, u"Must not be empty."_s);
        } else {
            QTest::addRow("%s %s 0 chars", qPrintable(key), qPrintable(path))
                << key << path << QJsonValue(QString()) << QString();
        }
        QTest::addRow("%s %s 1 char", qPrintable(key), qPrintable(path))
            << key << path << QJsonValue(chars(1)) << QString();
        QTest::addRow("%s %s %d chars", qPrintable(key), qPrintable(path), maximum - 1)
            << key << path << QJsonValue(chars(maximum - 1)) << QString();
        QTest::addRow("%s %s %d chars", qPrintable(key), qPrintable(path), maximum)
            << key << path << QJsonValue(chars(maximum)) << QString();
        QTest::addRow("%s %s %d chars", qPrintable(key), qPrintable(path), maximum + 1)
            << key << path << QJsonValue(chars(maximum + 1)) << at(path, tooLong);
    }

    static void rangeRows(const QString &key, const QString &path, int minimum, std::optional<int> maximum)
    {
        // Without an upper bound in the interface, the 32-bit range bounds it.
        const QString message = u"Must be between %1 and %2."_s.arg(minimum).arg(maximum.value_or(2147483647));
        QTest::addRow("%s %s %d", qPrintable(key), qPrintable(path), minimum - 1)
            << key << path << QJsonValue(minimum - 1) << at(path, message);
        QTest::addRow("%s %s %d", qPrintable(key), qPrintable(path), minimum)
            << key << path << QJsonValue(minimum) << QString();
        QTest::addRow("%s %s %d", qPrintable(key), qPrintable(path), minimum + 1)
            << key << path << QJsonValue(minimum + 1) << QString();
        if (maximum) {
            QTest::addRow("%s %s %d", qPrintable(key), qPrintable(path), *maximum)
                << key << path << QJsonValue(*maximum) << QString();
            QTest::addRow("%s %s %d", qPrintable(key), qPrintable(path), *maximum + 1)
                << key << path << QJsonValue(*maximum + 1) << at(path, message);
        } else {
            QTest::addRow("%s %s 2^31-1", qPrintable(key), qPrintable(path))
                << key << path << QJsonValue(2147483647.0) << QString();
            QTest::addRow("%s %s 2^31", qPrintable(key), qPrintable(path))
                << key << path << QJsonValue(2147483648.0) << at(path, message);
        }
    }

    // Columns shared by the tests that change one member of a full body.
    static void bodyColumns()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
    }

    // The full create body of `key` with `path` set to `value` gives
    // exactly `expected` ("" for no error).
    static void checkCreate()
    {
        QFETCH(QString, key);
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        const QJsonObject body = with(fullBody(key), path, value);
        QCOMPARE(describe(Validator::validate(kind(key), body, Operation::Create)), expected);
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void everyFullBodyIsValid_data()
    {
        QTest::addColumn<QString>("key");
        for (const QString &key : {u"secrets"_s, u"tools"_s, u"api-resources"_s, u"files"_s, u"custom-models"_s,
                                   u"group-models"_s, u"chat"_s, u"resume"_s})
            QTest::newRow(qPrintable(key)) << key;
    }

    // The fixtures below change one member of these bodies; they must be
    // valid to start with, or a row would pass for the wrong reason.
    void everyFullBodyIsValid()
    {
        QFETCH(QString, key);
        QCOMPARE(describe(Validator::validate(kind(key), fullBody(key), Operation::Create)), QString());
        QCOMPARE(describe(Validator::validate(kind(key), minimalBody(key), Operation::Create)), QString());
        if (kind(key).canUpdate)
            QCOMPARE(describe(Validator::validate(kind(key), updateBody(key), Operation::Update)), QString());
    }

    // The interface's "Limits" table, row by row (list limits: see query()),
    // on create and, where the kind has one, on update.
    void limits_data()
    {
        bodyColumns();
        lengthRows(u"secrets"_s, u"name"_s, 1, 160);
        lengthRows(u"secrets"_s, u"description"_s, 0, 2000);
        lengthRows(u"secrets"_s, u"provider"_s, 0, 80);
        lengthRows(u"tools"_s, u"name"_s, 1, 120);
        lengthRows(u"tools"_s, u"description"_s, 1, 4000);
        rangeRows(u"tools"_s, u"timeoutMs"_s, 0, 120000);
        lengthRows(u"api-resources"_s, u"name"_s, 1, 120);
        lengthRows(u"api-resources"_s, u"description"_s, 1, 4000);
        rangeRows(u"api-resources"_s, u"timeoutMs"_s, 0, 120000);
        rangeRows(u"api-resources"_s, u"cacheTtlSeconds"_s, 0, std::nullopt);
        lengthRows(u"files"_s, u"fileName"_s, 0, 255);
        lengthRows(u"custom-models"_s, u"name"_s, 1, 200);
        lengthRows(u"custom-models"_s, u"description"_s, 0, 2000);
        lengthRows(u"custom-models"_s, u"category"_s, 0, 80);
        lengthRows(u"custom-models"_s, u"tags[1]"_s, 0, 64);
        lengthRows(u"custom-models"_s, u"defaultSystemInstruction"_s, 0, 20000);
        lengthRows(u"group-models"_s, u"name"_s, 1, 200);
        lengthRows(u"group-models"_s, u"description"_s, 0, 2000);
        lengthRows(u"group-models"_s, u"category"_s, 0, 80);
        lengthRows(u"group-models"_s, u"tags[0]"_s, 0, 64);
        lengthRows(u"group-models"_s, u"agents[1].role"_s, 1, 64);
        lengthRows(u"group-models"_s, u"agents[0].instructionOverride"_s, 0, 20000);
        lengthRows(u"resume"_s, u"denied_tools[0].reason"_s, 0, 2000);

        // Characters are code points: an emoji outside the BMP is one, not two.
        const char32_t emoji = U'\U0001F600';
        QTest::newRow("secrets name 160 emoji")
            << u"secrets"_s << u"name"_s << QJsonValue(chars(160, emoji)) << QString();
        QTest::newRow("secrets name 161 emoji") << u"secrets"_s << u"name"_s << QJsonValue(chars(161, emoji))
                                                << u"name: Must have at most 160 characters; this has 161."_s;
        QTest::newRow("secrets name 159 ASCII + 1 emoji")
            << u"secrets"_s << u"name"_s << QJsonValue(chars(159) + chars(1, emoji)) << QString();
        QTest::newRow("custom-models tag 64 emoji")
            << u"custom-models"_s << u"tags[0]"_s << QJsonValue(chars(64, emoji)) << QString();
        QTest::newRow("custom-models tag 65 emoji")
            << u"custom-models"_s << u"tags[0]"_s << QJsonValue(chars(65, emoji))
            << u"tags[0]: Must have at most 64 characters; this has 65."_s;
        QTest::newRow("group-models role 64 emoji")
            << u"group-models"_s << u"agents[0].role"_s << QJsonValue(chars(64, emoji)) << QString();
        QTest::newRow("group-models role 1 emoji")
            << u"group-models"_s << u"agents[0].role"_s << QJsonValue(chars(1, emoji)) << QString();
    }

    void limits()
    {
        checkCreate();
        if (QTest::currentTestFailed())
            return;

        QFETCH(QString, key);
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        if (!kind(key).canUpdate)
            return;
        const QJsonObject body = with(updateBody(key), path, value);
        QCOMPARE(describe(Validator::validate(kind(key), body, Operation::Update)), expected);
    }

    void uploadSize_data()
    {
        QTest::addColumn<qint64>("fileBytes");
        QTest::addColumn<qint64>("metadataBytes");
        QTest::addColumn<QString>("expected");

        const qint64 MiB = 1024 * 1024;
        const qint64 KiB = 1024;
        QTest::newRow("empty") << qint64(0) << qint64(0) << QString();
        QTest::newRow("file 5 MiB - 1") << 5 * MiB - 1 << qint64(2) << QString();
        QTest::newRow("file 5 MiB") << 5 * MiB << qint64(2) << QString();
        QTest::newRow("file 5 MiB + 1") << 5 * MiB + 1 << qint64(2)
                                        << u"file: Must be at most 5 MiB; this file is 5,242,881 bytes."_s;
        QTest::newRow("file 6 MiB") << 6 * MiB << qint64(2) << u"file: Must be at most 5 MiB; this file is 6.0 MiB."_s;
        QTest::newRow("metadata 64 KiB") << qint64(1) << 64 * KiB << QString();
        QTest::newRow("metadata 64 KiB + 1")
            << qint64(1) << 64 * KiB + 1 << u"metadata: Must be at most 64 KiB; this is 65,537 bytes."_s;
        QTest::newRow("both over") << 6 * MiB << 100 * KiB
                                   << u"file: Must be at most 5 MiB; this file is 6.0 MiB.\n"
                                      u"metadata: Must be at most 64 KiB; this is 100.0 KiB."_s;
    }

    void uploadSize()
    {
        QFETCH(qint64, fileBytes);
        QFETCH(qint64, metadataBytes);
        QFETCH(QString, expected);
        QCOMPARE(describe(Validator::validateUploadSize(fileBytes, metadataBytes)), expected);
    }

    void characterCount_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("count");
        QTest::newRow("empty") << QString() << qint64(0);
        QTest::newRow("ASCII") << u"abc"_s << qint64(3);
        QTest::newRow("Latin-1") << u"déjà"_s << qint64(4);
        QTest::newRow("CJK (BMP)") << u"漢字"_s << qint64(2);
        QTest::newRow("one emoji") << chars(1, U'\U0001F600') << qint64(1);
        QTest::newRow("160 emoji, 320 UTF-16 units") << chars(160, U'\U0001F600') << qint64(160);
        QTest::newRow("e + combining acute: two code points") << u"e\u0301"_s << qint64(2);
        QTest::newRow("flag: two regional indicators")
            << chars(1, U'\U0001F1EB') + chars(1, U'\U0001F1F7') << qint64(2);
        QTest::newRow("lone high surrogate") << QString(QChar(0xD83D)) << qint64(1);
        QTest::newRow("lone low surrogate") << QString(QChar(0xDE00)) << qint64(1);
    }

    void characterCount()
    {
        QFETCH(QString, text);
        QFETCH(qint64, count);
        QCOMPARE(Validator::characterCount(text), count);
    }

    // Counted messages read as English without a translation: "1 character",
    // "160 characters", never "character(s)". No table field has a bound of 1
    // or a minimum above 1, so a kind made for the test has them.
    void countedMessages_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("at most 1 character")
            << u"initial"_s << QJsonValue(u"ab"_s) << u"initial: Must have at most 1 character; this has 2."_s;
        QTest::newRow("at least 4 characters")
            << u"pin"_s << QJsonValue(u"12"_s) << u"pin: Must have at least 4 characters; this has 2."_s;
        QTest::newRow("at most 8 characters")
            << u"pin"_s << QJsonValue(u"123456789"_s) << u"pin: Must have at most 8 characters; this has 9."_s;
        QTest::newRow("at least 1 item") << u"one"_s << QJsonValue(QJsonArray {})
                                         << u"one: Must have at least 1 item."_s;
        QTest::newRow("at most 1 item") << u"one"_s << QJsonValue(QJsonArray {1, 2})
                                        << u"one: Must have at most 1 item; this has 2."_s;
        QTest::newRow("at least 2 items")
            << u"pair"_s << QJsonValue(QJsonArray {1}) << u"pair: Must have at least 2 items; this has 1."_s;
        QTest::newRow("at most 2 items") << u"pair"_s << QJsonValue(QJsonArray {1, 2, 3})
                                         << u"pair: Must have at most 2 items; this has 3."_s;
    }

    void countedMessages()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);

        FieldSpec initial;
        initial.name = u"initial"_s;
        initial.maxLength = 1;
        FieldSpec pin;
        pin.name = u"pin"_s;
        pin.minLength = 4;
        pin.maxLength = 8;
        FieldSpec one;
        one.name = u"one"_s;
        one.type = FieldType::Array;
        one.minLength = 1;
        one.maxLength = 1;
        FieldSpec pair = one;
        pair.name = u"pair"_s;
        pair.minLength = 2;
        pair.maxLength = 2;
        ResourceKind test;
        test.id = ResourceKind::Id::Secret;
        test.fields = {initial, pin, one, pair};

        const QList<FieldError> errors = Validator::validate(test, QJsonObject {{path, value}}, Operation::Create);
        QCOMPARE(describe(errors), expected);
        QVERIFY(!expected.contains(u"(s)"_s));
    }

    void types_data()
    {
        bodyColumns();
        const QString notString = u"Must be a string."_s;
        const QString notWhole = u"Must be a whole number."_s;
        const QString notBool = u"Must be true or false."_s;
        QTest::newRow("string: number") << u"secrets"_s << u"name"_s << QJsonValue(42) << at(u"name"_s, notString);
        QTest::newRow("string: bool") << u"secrets"_s << u"name"_s << QJsonValue(true) << at(u"name"_s, notString);
        QTest::newRow("string: null") << u"secrets"_s << u"name"_s << QJsonValue() << at(u"name"_s, notString);
        QTest::newRow("string: array") << u"secrets"_s << u"value"_s << QJsonValue(QJsonArray {u"x"_s})
                                       << at(u"value"_s, notString);
        QTest::newRow("string: object") << u"tools"_s << u"urlTemplate"_s << QJsonValue(QJsonObject {})
                                        << at(u"urlTemplate"_s, notString);
        QTest::newRow("integer: whole") << u"tools"_s << u"timeoutMs"_s << QJsonValue(30000) << QString();
        QTest::newRow("integer: 1000.0 is whole") << u"tools"_s << u"timeoutMs"_s << QJsonValue(1000.0) << QString();
        QTest::newRow("integer: fractional")
            << u"tools"_s << u"timeoutMs"_s << QJsonValue(1.5) << at(u"timeoutMs"_s, notWhole);
        QTest::newRow("integer: digits as string")
            << u"tools"_s << u"timeoutMs"_s << QJsonValue(u"5000"_s) << at(u"timeoutMs"_s, notWhole);
        QTest::newRow("integer: bool") << u"tools"_s << u"timeoutMs"_s << QJsonValue(true)
                                       << at(u"timeoutMs"_s, notWhole);
        QTest::newRow("integer: null") << u"api-resources"_s << u"cacheTtlSeconds"_s << QJsonValue()
                                       << at(u"cacheTtlSeconds"_s, notWhole);
        QTest::newRow("integer: fractional TTL")
            << u"api-resources"_s << u"cacheTtlSeconds"_s << QJsonValue(0.5) << at(u"cacheTtlSeconds"_s, notWhole);
        QTest::newRow("integer: max_tokens 0")
            << u"chat"_s << u"max_tokens"_s << QJsonValue(0) << u"max_tokens: Must be between 1 and 2147483647."_s;
        QTest::newRow("integer: max_tokens 1") << u"chat"_s << u"max_tokens"_s << QJsonValue(1) << QString();
        QTest::newRow("number: fractional") << u"chat"_s << u"temperature"_s << QJsonValue(1.25) << QString();
        QTest::newRow("number: 0") << u"chat"_s << u"temperature"_s << QJsonValue(0) << QString();
        QTest::newRow("number: 2") << u"chat"_s << u"temperature"_s << QJsonValue(2) << QString();
        QTest::newRow("number: 2.001") << u"chat"_s << u"temperature"_s << QJsonValue(2.001)
                                       << u"temperature: Must be between 0 and 2."_s;
        QTest::newRow("number: -0.001") << u"chat"_s << u"temperature"_s << QJsonValue(-0.001)
                                        << u"temperature: Must be between 0 and 2."_s;
        QTest::newRow("number: string") << u"chat"_s << u"temperature"_s << QJsonValue(u"0.5"_s)
                                        << u"temperature: Must be a number."_s;
        QTest::newRow("bool: string") << u"tools"_s << u"needUserValidation"_s << QJsonValue(u"true"_s)
                                      << at(u"needUserValidation"_s, notBool);
        QTest::newRow("bool: number") << u"custom-models"_s << u"isPublic"_s << QJsonValue(1)
                                      << at(u"isPublic"_s, notBool);
        QTest::newRow("bool: false") << u"group-models"_s << u"isPublic"_s << QJsonValue(false) << QString();
        QTest::newRow("bool: stream") << u"chat"_s << u"stream"_s << QJsonValue(u"yes"_s) << at(u"stream"_s, notBool);
        QTest::newRow("object: array") << u"tools"_s << u"argsSchema"_s << QJsonValue(QJsonArray {})
                                       << u"argsSchema: Must be a JSON object."_s;
        QTest::newRow("object: JSON text")
            << u"tools"_s << u"argsSchema"_s << QJsonValue(u"{}"_s) << u"argsSchema: Must be a JSON object."_s;
        QTest::newRow("object: free-form members")
            << u"tools"_s << u"argsSchema"_s
            << QJsonValue(QJsonObject {{u"anything"_s, QJsonArray {1, u"two"_s}}, {u"x"_s, QJsonValue()}}) << QString();
        QTest::newRow("object: metadata string")
            << u"chat"_s << u"metadata"_s << QJsonValue(u"auto"_s) << u"metadata: Must be a JSON object."_s;
        QTest::newRow("headers: string")
            << u"tools"_s << u"staticHeadersNonSecret"_s << QJsonValue(u"Accept: x"_s)
            << u"staticHeadersNonSecret: Must be a JSON object of names and text values."_s;
        QTest::newRow("headers: number value")
            << u"api-resources"_s << u"staticHeadersNonSecret"_s << QJsonValue(QJsonObject {{u"X-Retries"_s, 3}})
            << u"staticHeadersNonSecret.X-Retries: Must be a string."_s;
        QTest::newRow("headers: empty name")
            << u"tools"_s << u"staticHeadersNonSecret"_s << QJsonValue(QJsonObject {{u""_s, u"x"_s}})
            << u"staticHeadersNonSecret: A name must not be empty."_s;
        QTest::newRow("headers: empty object")
            << u"tools"_s << u"staticHeadersNonSecret"_s << QJsonValue(QJsonObject {}) << QString();
        QTest::newRow("array: object") << u"tools"_s << u"scopes"_s << QJsonValue(QJsonObject {})
                                       << u"scopes: Must be a JSON array."_s;
        QTest::newRow("array: string") << u"custom-models"_s << u"teamIds"_s << QJsonValue(U1)
                                       << u"teamIds: Must be a JSON array."_s;
        QTest::newRow("array: empty") << u"custom-models"_s << u"tags"_s << QJsonValue(QJsonArray {}) << QString();
        QTest::newRow("array item: number tag")
            << u"tools"_s << u"tags[1]"_s << QJsonValue(7) << at(u"tags[1]"_s, notString);
        QTest::newRow("array item: agent not an object")
            << u"group-models"_s << u"agents[0]"_s << QJsonValue(u"Researcher"_s)
            << u"agents[0]: Must be a JSON object."_s;
    }

    void types() { checkCreate(); }

    void enums_data()
    {
        bodyColumns();
        const auto values
            = [](const QString &key, const QString &path, const QStringList &valid, const QStringList &invalid) {
                  for (const QString &v : valid)
                      QTest::addRow("%s %s %s", qPrintable(key), qPrintable(path), qPrintable(v))
                          << key << path << QJsonValue(v) << QString();
                  for (const QString &v : invalid)
                      QTest::addRow("%s %s %s (refused)", qPrintable(key), qPrintable(path), qPrintable(v))
                          << key << path << QJsonValue(v) << oneOf(path, valid);
              };
        values(u"tools"_s, u"method"_s, {u"POST"_s, u"PATCH"_s, u"PUT"_s, u"DELETE"_s}, {u"GET"_s, u"post"_s, u""_s});
        values(u"secrets"_s, u"scope"_s, {u"user"_s, u"team"_s}, {u"org"_s, u"Team"_s});
        values(u"group-models"_s, u"icon"_s,
               {u"account_tree"_s, u"forum"_s, u"travel_explore"_s, u"edit_note"_s, u"monitoring"_s, u"gavel"_s,
                u"school"_s, u"smart_toy"_s, u"support_agent"_s, u"campaign"_s, u"analytics"_s, u"history_edu"_s},
               {u"star"_s, u"Forum"_s});
        values(u"group-models"_s, u"defaultMode"_s, {u"orch"_s, u"synth"_s, u"normal"_s, u"auto"_s},
               {u"fast"_s, u"AUTO"_s});
        values(u"chat"_s, u"metadata.mode"_s, {u"orch"_s, u"synth"_s, u"normal"_s, u"auto"_s}, {u"fast"_s});
        values(u"files"_s, u"resourceType"_s, {u"text"_s, u"image"_s, u"audio"_s, u"video"_s}, {u"pdf"_s, u"Text"_s});
        values(u"files"_s, u"scope"_s, {u"user"_s, u"conversation"_s}, {u"team"_s});
        values(u"custom-models"_s, u"credentialMode"_s, {u"app"_s, u"byok"_s}, {u"none"_s, u"BYOK"_s});
        values(u"tools"_s, u"scopes[0].type"_s, {u"team"_s, u"customModel"_s, u"groupModel"_s},
               {u"user"_s, u"custom_model"_s});
        values(u"files"_s, u"scopes[1].type"_s, {u"team"_s, u"customModel"_s, u"groupModel"_s}, {u"conversation"_s});
        QTest::newRow("method: not a string")
            << u"tools"_s << u"method"_s << QJsonValue(1) << u"method: Must be a string."_s;
    }

    void enums() { checkCreate(); }

    void uuid_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("lower case") << U1 << true;
        QTest::newRow("upper case") << U2 << true;
        QTest::newRow("mixed case") << u"c3D2e1F0-a9b8-4c7d-8e6f-5a4b3c2d1e0f"_s << true;
        QTest::newRow("nil") << u"00000000-0000-0000-0000-000000000000"_s << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("braces") << u"{"_s + U1 + u"}"_s << false;
        QTest::newRow("urn") << u"urn:uuid:"_s + U1 << false;
        QTest::newRow("no dashes") << QString(U1).remove(u'-') << false;
        QTest::newRow("35 characters") << U1.chopped(1) << false;
        QTest::newRow("37 characters") << U1 + u"0"_s << false;
        QTest::newRow("non-hex digit") << u"0b6f4c8e-1c1a-4b7e-9a51-2f1d3c4b5a6g"_s << false;
        QTest::newRow("dash moved") << u"0b6f4c8e1-c1a-4b7e-9a51-2f1d3c4b5a61"_s << false;
        QTest::newRow("space instead of dash") << u"0b6f4c8e 1c1a-4b7e-9a51-2f1d3c4b5a61"_s << false;
        QTest::newRow("trailing space") << U1.chopped(1) + u" "_s << false;
        QTest::newRow("full-width digit") << u"0b6f4c8e-1c1a-4b7e-9a51-2f1d3c4b5a6\uFF11"_s << false;
    }

    // The same rule in isUuid(), in a UUID field, in an array of UUIDs and in
    // a UUID query field.
    void uuid()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QCOMPARE(Validator::isUuid(text), valid);

        const QString error = valid ? QString() : at(u"byokSecretId"_s, NotUuid);
        QCOMPARE(describe(Validator::validate(kind(u"custom-models"_s),
                                              with(fullBody(u"custom-models"_s), u"byokSecretId"_s, text),
                                              Operation::Create)),
                 error);
        QCOMPARE(
            describe(Validator::validate(kind(u"custom-models"_s),
                                         with(fullBody(u"custom-models"_s), u"teamIds[2]"_s, text), Operation::Create)),
            valid ? QString() : at(u"teamIds[2]"_s, NotUuid));
        QCOMPARE(describe(Validator::validateQuery(kind(u"secrets"_s), {{u"teamId"_s, text}})),
                 valid ? QString() : at(u"teamId"_s, NotUuid));
    }

    void modelTarget_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("group") << u"group:"_s + U1 << true;
        QTest::newRow("custom") << u"custom:"_s + U1 << true;
        QTest::newRow("custom, upper-case UUID") << u"custom:"_s + U2 << true;
        QTest::newRow("bare UUID") << U1 << false;
        QTest::newRow("llm prefix") << u"llm:"_s + U1 << false;
        QTest::newRow("model name") << u"gpt-4o"_s << false;
        QTest::newRow("prefix only") << u"group:"_s << false;
        QTest::newRow("not a UUID") << u"custom:support-bot"_s << false;
        QTest::newRow("capital prefix") << u"Group:"_s + U1 << false;
        QTest::newRow("leading space") << u" custom:"_s + U1 << false;
        QTest::newRow("trailing space") << u"custom:"_s + U1 + u" "_s << false;
        QTest::newRow("braced UUID") << u"custom:{"_s + U1 + u"}"_s << false;
        QTest::newRow("two colons") << u"group::"_s + U1 << false;
        QTest::newRow("empty") << QString() << false;
    }

    void modelTarget()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QCOMPARE(Validator::isModelTarget(text), valid);
        for (const QString &key : {u"chat"_s, u"resume"_s}) {
            const QList<FieldError> errors
                = Validator::validate(kind(key), with(fullBody(key), u"model"_s, text), Operation::Create);
            QCOMPARE(describe(errors), valid ? QString() : u"model: Must be group:<uuid> or custom:<uuid>."_s);
        }
    }

    void requiredOnCreate_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("required");
        QTest::newRow("secrets") << u"secrets"_s << QStringList {u"name"_s, u"scope"_s, u"value"_s};
        QTest::newRow("tools") << u"tools"_s
                               << QStringList {u"name"_s, u"description"_s, u"method"_s, u"urlTemplate"_s};
        QTest::newRow("api-resources") << u"api-resources"_s
                                       << QStringList {u"name"_s, u"description"_s, u"urlTemplate"_s};
        QTest::newRow("files") << u"files"_s << QStringList {u"resourceType"_s};
        QTest::newRow("custom-models") << u"custom-models"_s << QStringList {u"name"_s, u"llmModelName"_s};
        QTest::newRow("group-models") << u"group-models"_s << QStringList {u"name"_s, u"defaultMode"_s, u"brain"_s};
        QTest::newRow("chat") << u"chat"_s << QStringList {u"model"_s, u"messages"_s};
        QTest::newRow("resume") << u"resume"_s << QStringList {u"model"_s, u"approval_id"_s};
    }

    // An empty create body is missing exactly the required fields; a full
    // body less any one of them is missing that one.
    void requiredOnCreate()
    {
        QFETCH(QString, key);
        QFETCH(QStringList, required);
        QStringList missing;
        for (const FieldError &e : Validator::validate(kind(key), QJsonObject(), Operation::Create)) {
            QCOMPARE(e.message, Required);
            missing << e.field;
        }
        missing.sort();
        required.sort();
        QCOMPARE(missing, required);

        for (const QString &name : std::as_const(required)) {
            QJsonObject body = fullBody(key);
            body.remove(name);
            QCOMPARE(describe(Validator::validate(kind(key), body, Operation::Create)), at(name, Required));
        }
    }

    void nothingRequiredOnUpdate_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonObject>("body");
        for (const ResourceKind *k : ResourceKind::managed()) {
            if (k->canUpdate)
                QTest::addRow("%s: empty body", qPrintable(k->key)) << k->key << QJsonObject();
        }
        QTest::newRow("secrets: value only") << u"secrets"_s << QJsonObject {{u"value"_s, u"rotated"_s}};
        QTest::newRow("tools: name only") << u"tools"_s << QJsonObject {{u"name"_s, u"Renamed"_s}};
        QTest::newRow("group-models: description only")
            << u"group-models"_s << QJsonObject {{u"description"_s, u"New"_s}};
        // The stored model may already hold its secret id.
        QTest::newRow("custom-models: byok without byokSecretId")
            << u"custom-models"_s << QJsonObject {{u"credentialMode"_s, u"byok"_s}};
    }

    void nothingRequiredOnUpdate()
    {
        QFETCH(QString, key);
        QFETCH(QJsonObject, body);
        QCOMPARE(describe(Validator::validate(kind(key), body, Operation::Update)), QString());
    }

    void updateFields_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("field");
        QTest::addColumn<bool>("createOnly");
        for (const ResourceKind *k : ResourceKind::managed()) {
            if (!k->canUpdate)
                continue;
            const QJsonObject full = fullBody(k->key);
            for (auto it = full.constBegin(); it != full.constEnd(); ++it)
                QTest::addRow("%s %s", qPrintable(k->key), qPrintable(it.key()))
                    << k->key << it.key() << createOnlyFields(k->key).contains(it.key());
        }
    }

    // Each field of the interface alone in an update: accepted, unless the
    // interface makes it a create-time field.
    void updateFields()
    {
        QFETCH(QString, key);
        QFETCH(QString, field);
        QFETCH(bool, createOnly);
        const QJsonObject body {{field, fullBody(key).value(field)}};
        QCOMPARE(describe(Validator::validate(kind(key), body, Operation::Update)),
                 createOnly ? at(field, CreateOnly) : QString());
    }

    void requiredWhen_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<bool>("update");
        QTest::addColumn<QString>("expected");
        const QJsonObject secret {{u"name"_s, u"k"_s}, {u"value"_s, u"v"_s}};
        QTest::newRow("team secret without teamId")
            << u"secrets"_s << with(secret, u"scope"_s, u"team"_s) << false << at(u"teamId"_s, Required);
        QTest::newRow("team secret with teamId")
            << u"secrets"_s << with(with(secret, u"scope"_s, u"team"_s), u"teamId"_s, U1) << false << QString();
        QTest::newRow("user secret without teamId")
            << u"secrets"_s << with(secret, u"scope"_s, u"user"_s) << false << QString();
        QTest::newRow("team scope on update: create-only, teamId not asked for")
            << u"secrets"_s << QJsonObject {{u"scope"_s, u"team"_s}} << true << at(u"scope"_s, CreateOnly);

        const QJsonObject model {{u"name"_s, u"m"_s}, {u"llmModelName"_s, u"gpt-4o"_s}};
        QTest::newRow("byok without byokSecretId") << u"custom-models"_s << with(model, u"credentialMode"_s, u"byok"_s)
                                                   << false << at(u"byokSecretId"_s, Required);
        QTest::newRow("byok with byokSecretId")
            << u"custom-models"_s << with(with(model, u"credentialMode"_s, u"byok"_s), u"byokSecretId"_s, U1) << false
            << QString();
        QTest::newRow("app without byokSecretId")
            << u"custom-models"_s << with(model, u"credentialMode"_s, u"app"_s) << false << QString();
        QTest::newRow("no credentialMode") << u"custom-models"_s << model << false << QString();

        const QJsonObject upload {{u"resourceType"_s, u"image"_s}};
        QTest::newRow("conversation file without conversationId")
            << u"files"_s << with(upload, u"scope"_s, u"conversation"_s) << false << at(u"conversationId"_s, Required);
        QTest::newRow("conversation file with conversationId")
            << u"files"_s << with(with(upload, u"scope"_s, u"conversation"_s), u"conversationId"_s, U3) << false
            << QString();
        QTest::newRow("user file without conversationId")
            << u"files"_s << with(upload, u"scope"_s, u"user"_s) << false << QString();
        QTest::newRow("file without scope") << u"files"_s << upload << false << QString();
    }

    void requiredWhen()
    {
        QFETCH(QString, key);
        QFETCH(QJsonObject, body);
        QFETCH(bool, update);
        QFETCH(QString, expected);
        QCOMPARE(describe(Validator::validate(kind(key), body, update ? Operation::Update : Operation::Create)),
                 expected);
    }

    void modelRef_data()
    {
        bodyColumns();
        const auto ref = [](std::initializer_list<QPair<QString, QJsonValue>> members) {
            QJsonObject o;
            for (const auto &[name, value] : members)
                o.insert(name, value);
            return QJsonValue(o);
        };
        const QString type = u"type"_s;
        for (const QString &path : {u"brain"_s, u"agents[1].ref"_s}) {
            const auto row = [&](const char *name, const QJsonValue &value, const QString &expected) {
                QTest::addRow("%s: %s", qPrintable(path), name) << u"group-models"_s << path << value << expected;
            };
            const QString sub = path + u'.';
            row("llm", ref({{type, u"llm"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}), QString());
            row("custom", ref({{type, u"custom"_s}, {u"customModelId"_s, U1}}), QString());
            row("group", ref({{type, u"group"_s}, {u"groupModelId"_s, U2}}), QString());
            row("llm without name", ref({{type, u"llm"_s}}), at(sub + u"llmModelName"_s, Required));
            row("custom without id", ref({{type, u"custom"_s}}), at(sub + u"customModelId"_s, Required));
            row("group without id", ref({{type, u"group"_s}}), at(sub + u"groupModelId"_s, Required));
            row("missing type", ref({{u"llmModelName"_s, u"gpt-4o"_s}}), at(sub + type, Required));
            row("unknown type", ref({{type, u"agent"_s}, {u"llmModelName"_s, u"gpt-4o"_s}}),
                oneOf(sub + type, {u"llm"_s, u"custom"_s, u"group"_s}));
            row("type not a string", ref({{type, 1}}), oneOf(sub + type, {u"llm"_s, u"custom"_s, u"group"_s}));
            row("custom id not a UUID", ref({{type, u"custom"_s}, {u"customModelId"_s, u"support-bot"_s}}),
                at(sub + u"customModelId"_s, NotUuid));
            row("group id not a string", ref({{type, u"group"_s}, {u"groupModelId"_s, 7}}),
                at(sub + u"groupModelId"_s, u"Must be a string."_s));
            row("empty model name", ref({{type, u"llm"_s}, {u"llmModelName"_s, u""_s}}),
                at(sub + u"llmModelName"_s, u"Must not be empty."_s));
            row("id of another type", ref({{type, u"llm"_s}, {u"llmModelName"_s, u"m"_s}, {u"customModelId"_s, U1}}),
                at(sub + u"customModelId"_s, Unknown));
            row("resolved object tolerated",
                ref({{type, u"custom"_s},
                     {u"customModelId"_s, U1},
                     {u"resolved"_s, QJsonObject {{u"name"_s, u"Support bot"_s}, {u"kind"_s, u"custom"_s}}}}),
                QString());
            row("resolved null tolerated",
                ref({{type, u"group"_s}, {u"groupModelId"_s, U2}, {u"resolved"_s, QJsonValue()}}), QString());
            row("not an object", QJsonValue(u"gpt-4o"_s), at(path, u"Must be a model reference object."_s));
            row("null", QJsonValue(), at(path, u"Must be a model reference object."_s));
        }
        QTest::newRow("agent without ref")
            << u"group-models"_s << u"agents[1].ref"_s << Absent << at(u"agents[1].ref"_s, Required);
    }

    void modelRef() { checkCreate(); }

    void messageContent_data()
    {
        bodyColumns();
        const QString path = u"messages[0].content"_s;
        const auto text = [](const QJsonValue &t) { return QJsonObject {{u"type"_s, u"text"_s}, {u"text"_s, t}}; };
        const QString notContent = u"Must be a string or an array of content parts."_s;
        const QString badPart = u"A content part must be an object with a type."_s;
        const QString noText = u"A text part needs its text."_s;
        QTest::newRow("string") << u"chat"_s << path << QJsonValue(u"Hello"_s) << QString();
        QTest::newRow("empty string") << u"chat"_s << path << QJsonValue(u""_s) << QString();
        QTest::newRow("one text part") << u"chat"_s << path << QJsonValue(QJsonArray {text(u"Hi"_s)}) << QString();
        QTest::newRow("two text parts") << u"chat"_s << path << QJsonValue(QJsonArray {text(u"a"_s), text(u"b"_s)})
                                        << QString();
        QTest::newRow("no parts") << u"chat"_s << path << QJsonValue(QJsonArray {}) << QString();
        const QJsonObject image {{u"type"_s, u"image_url"_s},
                                 {u"image_url"_s, QJsonObject {{u"url"_s, u"https://x.example/a.png"_s}}}};
        QTest::newRow("another part type passes through")
            << u"chat"_s << path << QJsonValue(QJsonArray {image}) << QString();
        QTest::newRow("text part without text")
            << u"chat"_s << path << QJsonValue(QJsonArray {QJsonObject {{u"type"_s, u"text"_s}}})
            << at(path + u"[0].text"_s, noText);
        QTest::newRow("text part with number text")
            << u"chat"_s << path << QJsonValue(QJsonArray {text(5)}) << at(path + u"[0].text"_s, noText);
        QTest::newRow("second part bad") << u"chat"_s << u"messages[1].content"_s
                                         << QJsonValue(QJsonArray {text(u"ok"_s), QJsonObject {{u"type"_s, u"text"_s}}})
                                         << at(u"messages[1].content[1].text"_s, noText);
        QTest::newRow("string part") << u"chat"_s << path << QJsonValue(QJsonArray {u"Hi"_s})
                                     << at(path + u"[0]"_s, badPart);
        QTest::newRow("part without type")
            << u"chat"_s << path << QJsonValue(QJsonArray {QJsonObject {{u"text"_s, u"Hi"_s}}})
            << at(path + u"[0]"_s, badPart);
        QTest::newRow("number") << u"chat"_s << path << QJsonValue(42) << at(path, notContent);
        QTest::newRow("single part object") << u"chat"_s << path << QJsonValue(text(u"Hi"_s)) << at(path, notContent);
        QTest::newRow("null") << u"chat"_s << path << QJsonValue() << at(path, notContent);
        QTest::newRow("missing") << u"chat"_s << path << Absent << at(path, Required);
        QTest::newRow("message without role")
            << u"chat"_s << u"messages[0].role"_s << Absent << at(u"messages[0].role"_s, Required);
        QTest::newRow("empty role") << u"chat"_s << u"messages[0].role"_s << QJsonValue(u""_s)
                                    << at(u"messages[0].role"_s, u"Must not be empty."_s);
        QTest::newRow("no messages") << u"chat"_s << u"messages"_s << QJsonValue(QJsonArray {})
                                     << u"messages: Must have at least 1 item."_s;
        QTest::newRow("resume: bad content") << u"resume"_s << path << QJsonValue(true) << at(path, notContent);
    }

    void messageContent() { checkCreate(); }

    // Errors inside arrays and objects name the element, as the service's
    // error.details[].field does.
    void nestedPaths_data()
    {
        bodyColumns();
        QTest::newRow("agent role") << u"group-models"_s << u"agents[1].role"_s << QJsonValue(chars(65))
                                    << u"agents[1].role: Must have at most 64 characters; this has 65."_s;
        QTest::newRow("agent ref type") << u"group-models"_s << u"agents[0].ref.type"_s << QJsonValue(u"x"_s)
                                        << oneOf(u"agents[0].ref.type"_s, {u"llm"_s, u"custom"_s, u"group"_s});
        QTest::newRow("brain type") << u"group-models"_s << u"brain.type"_s << QJsonValue(u"x"_s)
                                    << oneOf(u"brain.type"_s, {u"llm"_s, u"custom"_s, u"group"_s});
        QTest::newRow("scope id") << u"tools"_s << u"scopes[0].id"_s << QJsonValue(u"team-1"_s)
                                  << at(u"scopes[0].id"_s, NotUuid);
        QTest::newRow("scope id missing")
            << u"api-resources"_s << u"scopes[1].id"_s << Absent << at(u"scopes[1].id"_s, Required);
        QTest::newRow("scope type missing")
            << u"files"_s << u"scopes[0].type"_s << Absent << at(u"scopes[0].type"_s, Required);
        QTest::newRow("auth field secret") << u"tools"_s << u"authFields[1].secretId"_s << QJsonValue(u"s"_s)
                                           << at(u"authFields[1].secretId"_s, NotUuid);
        QTest::newRow("auth field key empty")
            << u"tools"_s << u"authFields[0].key"_s << QJsonValue(u""_s) << u"authFields[0].key: Must not be empty."_s;
        QTest::newRow("team id") << u"group-models"_s << u"teamIds[0]"_s << QJsonValue(u"t"_s)
                                 << at(u"teamIds[0]"_s, NotUuid);
        QTest::newRow("denied tool id") << u"resume"_s << u"denied_tools[0].tool_execution_id"_s << QJsonValue(1)
                                        << u"denied_tools[0].tool_execution_id: Must be a string."_s;
        QTest::newRow("denied tool id missing") << u"resume"_s << u"denied_tools[0].tool_execution_id"_s << Absent
                                                << at(u"denied_tools[0].tool_execution_id"_s, Required);
        QTest::newRow("denied tool without reason")
            << u"resume"_s << u"denied_tools[0].reason"_s << Absent << QString();
        // Tool call ids are the service's own and echoed back whatever their form.
        QTest::newRow("approved id of another form")
            << u"resume"_s << u"approved_tool_execution_ids[0]"_s << QJsonValue(u"call_1"_s) << QString();
        QTest::newRow("approved id empty")
            << u"resume"_s << u"approved_tool_execution_ids[0]"_s << QJsonValue(QString())
            << u"approved_tool_execution_ids[0]: Must not be empty."_s;
        QTest::newRow("metadata request id")
            << u"chat"_s << u"metadata.request_id"_s << QJsonValue(1) << u"metadata.request_id: Must be a string."_s;
    }

    void nestedPaths() { checkCreate(); }

    void unknownFields_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("allow");
        QTest::addColumn<QString>("expected");
        for (const bool allow : {false, true}) {
            const auto row = [allow](const QString &key, const QString &path) {
                QTest::addRow("%s %s, %s", qPrintable(key), qPrintable(path), allow ? "allowed" : "rejected")
                    << key << path << allow << (allow ? QString() : at(path, Unknown));
            };
            row(u"secrets"_s, u"colour"_s);
            row(u"secrets"_s, u"hasValue"_s);
            row(u"tools"_s, u"scopes[0].label"_s);
            row(u"tools"_s, u"authFields[1].header"_s);
            row(u"group-models"_s, u"agents[0].mood"_s);
            row(u"group-models"_s, u"brain.name"_s);
            row(u"chat"_s, u"top_p"_s);
            row(u"chat"_s, u"messages[0].name"_s);
            row(u"resume"_s, u"denied_tools[0].note"_s);
        }
    }

    void unknownFields()
    {
        QFETCH(QString, key);
        QFETCH(QString, path);
        QFETCH(bool, allow);
        QFETCH(QString, expected);
        const QJsonObject body = with(fullBody(key), path, 1);
        const auto option = allow ? Validator::UnknownFields::Allow : Validator::UnknownFields::Reject;
        QCOMPARE(describe(Validator::validate(kind(key), body, Operation::Create, option)), expected);
    }

    // Every problem is reported, one per field, in the table's order; a
    // field with several problems gets only the first.
    void oneErrorPerField()
    {
        QJsonObject body = fullBody(u"tools"_s);
        body.insert(u"zzz"_s, true);
        body.insert(u"name"_s, chars(121));
        body.insert(u"method"_s, chars(200)); // too long for nothing, and not a method
        body.insert(u"timeoutMs"_s, -1.5); // fractional and out of range
        body = with(body, u"scopes[0].id"_s, u"x"_s);
        body = with(body, u"scopes[1].type"_s, u"user"_s);
        QCOMPARE(describe(Validator::validate(kind(u"tools"_s), body, Operation::Create)),
                 QStringList({u"name: Must have at most 120 characters; this has 121."_s,
                              oneOf(u"method"_s, {u"POST"_s, u"PATCH"_s, u"PUT"_s, u"DELETE"_s}),
                              u"timeoutMs: Must be a whole number."_s, at(u"scopes[0].id"_s, NotUuid),
                              oneOf(u"scopes[1].type"_s, {u"team"_s, u"customModel"_s, u"groupModel"_s}),
                              at(u"zzz"_s, Unknown)})
                     .join(u'\n'));

        // A repeated query field is one field.
        const Query repeated {{u"limit"_s, u"0"_s}, {u"limit"_s, u"101"_s}, {u"scope"_s, u"x"_s}, {u"scope"_s, u"y"_s}};
        QCOMPARE(describe(Validator::validateQuery(kind(u"custom-models"_s), repeated)),
                 u"limit: Must be between 1 and 100.\n"_s
                     + oneOf(u"scope"_s, {u"mine"_s, u"team"_s, u"public"_s, u"all"_s}));
    }

    // Past 100 problems, the others are counted in one last entry with no
    // field; a path seen again is neither listed nor counted twice.
    void problemsPastAHundredAreCounted_data()
    {
        QTest::addColumn<int>("problems");
        QTest::addColumn<QString>("more");
        QTest::newRow("100") << 100 << QString();
        QTest::newRow("101") << 101 << u"And 1 more field has a problem."_s;
        QTest::newRow("250") << 250 << u"And 150 more fields have problems."_s;
        QTest::newRow("48000") << 48000 << u"And 47900 more fields have problems."_s;
    }
    void problemsPastAHundredAreCounted()
    {
        QFETCH(int, problems);
        QFETCH(QString, more);
        const qsizetype listed = std::min(problems, 100);

        QJsonObject body = fullBody(u"custom-models"_s);
        QJsonArray tags;
        for (int i = 0; i < problems; ++i)
            tags.append(i);
        body.insert(u"tags"_s, tags);
        const QList<FieldError> errors = Validator::validate(kind(u"custom-models"_s), body, Operation::Create);
        QCOMPARE(errors.size(), listed + (more.isEmpty() ? 0 : 1));
        QCOMPARE(errors.first(), (FieldError {u"tags[0]"_s, u"Must be a string."_s}));
        QCOMPARE(errors.at(listed - 1).field, u"tags[%1]"_s.arg(listed - 1));
        if (!more.isEmpty())
            QCOMPARE(errors.last(), (FieldError {QString(), more}));

        Query query;
        for (int i = 0; i < problems; ++i) {
            query.append({u"k%1"_s.arg(i), u"v"_s});
            query.append({u"k%1"_s.arg(i), u"again"_s});
        }
        const QList<FieldError> queryErrors = Validator::validateQuery(kind(u"tools"_s), query);
        QCOMPARE(queryErrors.size(), listed + (more.isEmpty() ? 0 : 1));
        QCOMPARE(queryErrors.at(listed - 1).field, u"k%1"_s.arg(listed - 1));
        if (!more.isEmpty())
            QCOMPARE(queryErrors.last(), (FieldError {QString(), more}));
    }

    // Whole numbers are 32-bit: a larger one is out of range even where the
    // interface gives no upper bound.
    void integersAre32Bit_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        const QString fromOne = u"Must be between 1 and 2147483647."_s;
        QTest::newRow("max_tokens 2^31-1") << u"chat"_s << u"max_tokens"_s << QJsonValue(2147483647.0) << QString();
        QTest::newRow("max_tokens 2^31") << u"chat"_s << u"max_tokens"_s << QJsonValue(2147483648.0)
                                         << at(u"max_tokens"_s, fromOne);
        QTest::newRow("max_tokens 2^40") << u"chat"_s << u"max_tokens"_s << QJsonValue(1099511627776.0)
                                         << at(u"max_tokens"_s, fromOne);
        QTest::newRow("max_tokens 1e300")
            << u"chat"_s << u"max_tokens"_s << QJsonValue(1e300) << at(u"max_tokens"_s, fromOne);
        QTest::newRow("max_completion_tokens 2^40")
            << u"chat"_s << u"max_completion_tokens"_s << QJsonValue(1099511627776.0)
            << at(u"max_completion_tokens"_s, fromOne);
        QTest::newRow("cacheTtlSeconds 2^31") << u"api-resources"_s << u"cacheTtlSeconds"_s << QJsonValue(2147483648.0)
                                              << at(u"cacheTtlSeconds"_s, u"Must be between 0 and 2147483647."_s);
    }
    void integersAre32Bit()
    {
        QFETCH(QString, key);
        QFETCH(QString, name);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        QJsonObject body = fullBody(key);
        body.insert(name, value);
        QCOMPARE(describe(Validator::validate(kind(key), body, Operation::Create, Validator::UnknownFields::Allow)),
                 expected);
    }

    void queryIntegersAre32Bit_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        const QString pageRange = u"Must be between 1 and 2147483647."_s;
        QTest::newRow("page 2^31-1") << u"tools"_s << u"page"_s << u"2147483647"_s << QString();
        QTest::newRow("page 2^31") << u"tools"_s << u"page"_s << u"2147483648"_s << at(u"page"_s, pageRange);
        QTest::newRow("page 2^32+1") << u"files"_s << u"page"_s << u"4294967297"_s << at(u"page"_s, pageRange);
        QTest::newRow("pageSize 2^32+20")
            << u"tools"_s << u"pageSize"_s << u"4294967316"_s << at(u"pageSize"_s, u"Must be between 1 and 100."_s);
        QTest::newRow("limit 2^32+20") << u"secrets"_s << u"limit"_s << u"4294967316"_s
                                       << at(u"limit"_s, u"Must be between 1 and 100."_s);
    }
    void queryIntegersAre32Bit()
    {
        QFETCH(QString, key);
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        QCOMPARE(describe(Validator::validateQuery(kind(key), {{name, value}})), expected);
    }

    void query_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        const auto row = [](const QString &key, const QString &name, const QString &value, const QString &expected) {
            QTest::addRow("%s %s=%s", qPrintable(key), qPrintable(name), qPrintable(value))
                << key << name << value << expected;
        };
        const QString pageBound = u"Must be between 1 and 100."_s;
        const QString notWhole = u"Must be a whole number."_s;
        for (const QString &key : {u"secrets"_s, u"custom-models"_s, u"group-models"_s}) {
            row(key, u"limit"_s, u"0"_s, at(u"limit"_s, pageBound));
            row(key, u"limit"_s, u"1"_s, QString());
            row(key, u"limit"_s, u"100"_s, QString());
            row(key, u"limit"_s, u"101"_s, at(u"limit"_s, pageBound));
            row(key, u"cursor"_s, u"eyJpZCI6M30="_s, QString());
            row(key, u"page"_s, u"1"_s, at(u"page"_s, u"This query field is not part of the interface."_s));
        }
        for (const QString &key : {u"tools"_s, u"api-resources"_s, u"files"_s}) {
            row(key, u"pageSize"_s, u"0"_s, at(u"pageSize"_s, pageBound));
            row(key, u"pageSize"_s, u"1"_s, QString());
            row(key, u"pageSize"_s, u"100"_s, QString());
            row(key, u"pageSize"_s, u"101"_s, at(u"pageSize"_s, pageBound));
            row(key, u"page"_s, u"0"_s, u"page: Must be between 1 and 2147483647."_s);
            row(key, u"page"_s, u"1"_s, QString());
            row(key, u"page"_s, u"100000"_s, QString());
            row(key, u"limit"_s, u"20"_s, at(u"limit"_s, u"This query field is not part of the interface."_s));
            row(key, u"scopeType"_s, u"groupModel"_s, QString());
            row(key, u"scopeType"_s, u"user"_s, oneOf(u"scopeType"_s, {u"team"_s, u"customModel"_s, u"groupModel"_s}));
            row(key, u"scopeId"_s, U2, QString());
            row(key, u"scopeId"_s, u"team-1"_s, at(u"scopeId"_s, NotUuid));
        }
        row(u"secrets"_s, u"limit"_s, u"-1"_s, at(u"limit"_s, pageBound));
        row(u"secrets"_s, u"limit"_s, u"abc"_s, at(u"limit"_s, notWhole));
        row(u"secrets"_s, u"limit"_s, u"1.5"_s, at(u"limit"_s, notWhole));
        row(u"secrets"_s, u"limit"_s, u""_s, at(u"limit"_s, notWhole));
        row(u"secrets"_s, u"limit"_s, u" 5"_s, at(u"limit"_s, notWhole));
        row(u"secrets"_s, u"limit"_s, u"+5"_s, at(u"limit"_s, notWhole));
        row(u"secrets"_s, u"limit"_s, u"1e2"_s, at(u"limit"_s, notWhole));
        row(u"secrets"_s, u"limit"_s, u"99999999999999999999"_s, at(u"limit"_s, pageBound));
        row(u"tools"_s, u"page"_s, u"-"_s, at(u"page"_s, notWhole));
        row(u"secrets"_s, u"scope"_s, u"user"_s, QString());
        row(u"secrets"_s, u"scope"_s, u"team"_s, QString());
        row(u"secrets"_s, u"scope"_s, u"mine"_s, oneOf(u"scope"_s, {u"user"_s, u"team"_s}));
        row(u"secrets"_s, u"q"_s, u"deploy & key"_s, QString());
        for (const QString &key : {u"custom-models"_s, u"group-models"_s}) {
            for (const QString &v : {u"mine"_s, u"team"_s, u"public"_s, u"all"_s})
                row(key, u"scope"_s, v, QString());
            row(key, u"scope"_s, u"everyone"_s, oneOf(u"scope"_s, {u"mine"_s, u"team"_s, u"public"_s, u"all"_s}));
            for (const QString &v : {u"updated"_s, u"created"_s, u"name"_s, u"author"_s})
                row(key, u"sort"_s, v, QString());
            row(key, u"sort"_s, u"size"_s, oneOf(u"sort"_s, {u"updated"_s, u"created"_s, u"name"_s, u"author"_s}));
            row(key, u"teamId"_s, U1, QString());
            row(key, u"teamId"_s, u"t"_s, at(u"teamId"_s, NotUuid));
            row(key, u"search"_s, u"support"_s, QString());
            row(key, u"category"_s, u"research"_s, QString());
            row(key, u"tags"_s, u"a,b"_s, QString());
        }
        row(u"custom-models"_s, u"credentialMode"_s, u"byok"_s, QString());
        row(u"custom-models"_s, u"credentialMode"_s, u"none"_s, oneOf(u"credentialMode"_s, {u"app"_s, u"byok"_s}));
        row(u"custom-models"_s, u"mode"_s, u"auto"_s,
            at(u"mode"_s, u"This query field is not part of the interface."_s));
        row(u"group-models"_s, u"mode"_s, u"synth"_s, QString());
        row(u"group-models"_s, u"mode"_s, u"fast"_s, oneOf(u"mode"_s, {u"orch"_s, u"synth"_s, u"normal"_s, u"auto"_s}));
        for (const QString &v : {u"text"_s, u"image"_s, u"audio"_s, u"video"_s})
            row(u"files"_s, u"resourceType"_s, v, QString());
        row(u"files"_s, u"resourceType"_s, u"pdf"_s,
            oneOf(u"resourceType"_s, {u"text"_s, u"image"_s, u"audio"_s, u"video"_s}));
        row(u"files"_s, u"status"_s, u"ready"_s, QString());
        row(u"files"_s, u"status"_s, u"archived"_s, QString()); // status values are open-ended
        row(u"files"_s, u"search"_s, u"notes"_s, QString());
        row(u"tools"_s, u"search"_s, u"x"_s, at(u"search"_s, u"This query field is not part of the interface."_s));
    }

    void query()
    {
        QFETCH(QString, key);
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        QCOMPARE(describe(Validator::validateQuery(kind(key), {{name, value}})), expected);
        if (expected.endsWith(u"not part of the interface."_s)) {
            QCOMPARE(describe(Validator::validateQuery(kind(key), {{name, value}}, Validator::UnknownFields::Allow)),
                     QString());
        }
    }
};

QTEST_GUILESS_MAIN(tst_Validator)
#include "tst_validator.moc"

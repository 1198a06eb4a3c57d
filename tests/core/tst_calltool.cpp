#include "core/chat/CallTool.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using baton::CallTool;
using baton::ToolRisk;
using Status = baton::CallTool::Status;

namespace {

const QString model = u"3f1c2a9e-0000-4000-8000-00000000000a"_s;
const QString group = u"3f1c2a9e-0000-4000-8000-00000000000b"_s;

QJsonObject scope(const QString &type, const QString &id)
{
    return {{u"type"_s, type}, {u"id"_s, id}};
}

QJsonObject tool(const QString &name, const QString &method, const QJsonArray &scopes, const QString &path = {})
{
    return {{u"id"_s, QString(name + method + path)},
            {u"name"_s, name},
            {u"method"_s, method},
            {u"urlTemplate"_s, QString(u"https://api.example.com/"_s + path)},
            {u"scopes"_s, scopes}};
}

} // namespace

class tst_CallTool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void riskByMethod()
    {
        QCOMPARE(baton::toolRisk(u"DELETE"_s), ToolRisk::High);
        QCOMPARE(baton::toolRisk(u" delete "_s), ToolRisk::High);
        QCOMPARE(baton::toolRisk(u"post"_s), ToolRisk::Medium);
        QCOMPARE(baton::toolRisk(u"PUT"_s), ToolRisk::Medium);
        QCOMPARE(baton::toolRisk(u"Patch"_s), ToolRisk::Medium);
        QCOMPARE(baton::toolRisk(u"GET"_s), ToolRisk::Low);
        QCOMPARE(baton::toolRisk(u"PURGE"_s), ToolRisk::Unknown);
        QCOMPARE(baton::toolRisk(QString()), ToolRisk::Unknown);
    }

    void queryNamesTheTarget()
    {
        QCOMPARE(CallTool::sharedWithQuery(u"custom:"_s + model),
                 (baton::Pager::Query {{u"scopeType"_s, u"customModel"_s}, {u"scopeId"_s, model}}));
        QCOMPARE(CallTool::sharedWithQuery(u"group:"_s + group),
                 (baton::Pager::Query {{u"scopeType"_s, u"groupModel"_s}, {u"scopeId"_s, group}}));
        // The prefix as the service writes it, as the validator reads it.
        QVERIFY(CallTool::sharedWithQuery(u"GROUP:"_s + group).isEmpty());
        QVERIFY(CallTool::sharedWithQuery(u"team:"_s + model).isEmpty());
        QVERIFY(CallTool::sharedWithQuery(u"custom:"_s).isEmpty());
        QVERIFY(CallTool::sharedWithQuery(model).isEmpty());
    }

    // The one tool of the name shared with the target, though another of the
    // same name comes first (not shared, or shared with another model or a team).
    void provedAmongTheShared()
    {
        const QString target = u"custom:"_s + model;
        const QList<QJsonObject> tools {
            tool(u"lookup"_s, u"POST"_s, {}, u"weather"_s),
            tool(u"lookup"_s, u"GET"_s, {scope(u"customModel"_s, group)}, u"other"_s),
            tool(u"lookup"_s, u"PUT"_s, {scope(u"team"_s, model)}, u"team"_s),
            tool(u"lookup"_s, u"DELETE"_s, {scope(u"team"_s, group), scope(u"customModel"_s, model.toUpper())},
                 u"everything"_s),
            tool(u"other"_s, u"GET"_s, {scope(u"customModel"_s, model)}),
        };
        const CallTool found = CallTool::resolve(target, u"LookUp"_s, tools, true);
        QCOMPARE(found.status(), Status::Proved);
        QCOMPARE(found.candidates(), QList<QJsonObject> {tools.at(3)});
        QCOMPARE(found.risk(), ToolRisk::High);
    }

    // A group's chat can call the tools shared with the group itself, not
    // those of a custom model that is its brain or agent.
    void aGroupCallsItsOwnShares()
    {
        const QList<QJsonObject> tools {
            tool(u"notify"_s, u"POST"_s, {scope(u"customModel"_s, model)}),
        };
        QCOMPARE(CallTool::resolve(u"group:"_s + group, u"notify"_s, tools, true).status(), Status::NotShared);
        QVERIFY(CallTool::resolve(u"group:"_s + group, u"notify"_s, tools, true).candidates().isEmpty());
        const QList<QJsonObject> own {tool(u"notify"_s, u"POST"_s, {scope(u"groupModel"_s, group)})};
        QCOMPARE(CallTool::resolve(u"group:"_s + group, u"notify"_s, own, true).status(), Status::Proved);
        // The same id under the other scope type is another object.
        QCOMPARE(CallTool::resolve(u"custom:"_s + group, u"notify"_s, own, true).status(), Status::NotShared);
    }

    void ambiguousShowsTheHighestRisk()
    {
        const QString target = u"custom:"_s + model;
        const QJsonArray shared {scope(u"customModel"_s, model)};
        QList<QJsonObject> tools {tool(u"lookup"_s, u"GET"_s, shared, u"a"_s),
                                  tool(u"LOOKUP"_s, u"DELETE"_s, shared, u"b"_s),
                                  tool(u"lookup"_s, u"PATCH"_s, shared, u"c"_s)};
        CallTool found = CallTool::resolve(target, u"lookup"_s, tools, true);
        QCOMPARE(found.status(), Status::Ambiguous);
        QCOMPARE(found.candidates(), tools);
        QCOMPARE(found.risk(), ToolRisk::High);

        // A method of no known risk is not hidden behind a lower one.
        tools = {tool(u"lookup"_s, u"GET"_s, shared, u"a"_s), tool(u"lookup"_s, u"PURGE"_s, shared, u"b"_s)};
        found = CallTool::resolve(target, u"lookup"_s, tools, true);
        QCOMPARE(found.status(), Status::Ambiguous);
        QCOMPARE(found.risk(), ToolRisk::Unknown);
        tools.append(tool(u"lookup"_s, u"DELETE"_s, shared, u"c"_s));
        QCOMPARE(CallTool::resolve(target, u"lookup"_s, tools, true).risk(), ToolRisk::High);
    }

    // A list not read whole proves nothing: the tool read may not be the only one.
    void anIncompleteListProvesNothing()
    {
        const QString target = u"custom:"_s + model;
        const QList<QJsonObject> tools {tool(u"lookup"_s, u"POST"_s, {scope(u"customModel"_s, model)})};
        const CallTool found = CallTool::resolve(target, u"lookup"_s, tools, false);
        QCOMPARE(found.status(), Status::Unproved);
        QCOMPARE(found.candidates(), tools);
        QCOMPARE(CallTool::resolve(target, u"lookup"_s, {}, false).status(), Status::Unproved);
        QCOMPARE(CallTool::resolve(target, u"lookup"_s, {}, false).risk(), ToolRisk::Unknown);
    }

    // What a server sends in place of scopes never makes a tool a candidate.
    void hostileScopes()
    {
        const QString target = u"custom:"_s + model;
        QList<QJsonObject> tools;
        for (const QJsonValue &scopes :
             {QJsonValue(), QJsonValue(u"customModel"_s), QJsonValue(QJsonArray {model}),
              QJsonValue(QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}}}),
              QJsonValue(QJsonArray {QJsonObject {{u"type"_s, u"custommodel"_s}, {u"id"_s, model}}}),
              QJsonValue(QJsonArray {QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, 42}}}),
              QJsonValue(QJsonObject {{u"type"_s, u"customModel"_s}, {u"id"_s, model}})}) {
            QJsonObject object = tool(u"lookup"_s, u"DELETE"_s, {});
            object.insert(u"scopes"_s, scopes);
            tools.append(object);
        }
        const CallTool found = CallTool::resolve(target, u"lookup"_s, tools, true);
        QCOMPARE(found.status(), Status::NotShared);
        QVERIFY(found.candidates().isEmpty());
        QVERIFY(!CallTool::isSharedWith(tools.first(), u"nonsense"_s));
        QCOMPARE(CallTool::resolve(u"nonsense"_s, u"lookup"_s, tools, true).status(), Status::NotShared);
    }
};

QTEST_GUILESS_MAIN(tst_CallTool)
#include "tst_calltool.moc"

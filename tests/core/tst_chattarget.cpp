#include "core/resources/ChatTarget.h"
#include "core/resources/Validator.h"

#include <QTest>

using namespace Qt::StringLiterals;
using baton::ChatTarget;
using Kind = baton::ChatTarget::Kind;
using Id = baton::ResourceKind::Id;

namespace {

const QString uuid = u"3f1c2a9e-0000-4000-8000-00000000000a"_s;

} // namespace

Q_DECLARE_METATYPE(Kind)

class tst_ChatTarget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("validTarget"); // what the validator says of the same text

        QTest::newRow("group") << u"group:"_s + uuid << Kind::GroupModel << uuid << true;
        QTest::newRow("custom") << u"custom:"_s + uuid << Kind::CustomModel << uuid << true;
        QTest::newRow("id not a uuid") << u"custom:weather"_s << Kind::CustomModel << u"weather"_s << false;
        QTest::newRow("upper-case prefix") << u"GROUP:"_s + uuid << Kind::None << QString() << false;
        QTest::newRow("space before") << u" custom:"_s + uuid << Kind::None << QString() << false;
        QTest::newRow("no id") << u"group:"_s << Kind::None << QString() << false;
        QTest::newRow("base model") << u"llm:gpt-4o"_s << Kind::None << QString() << false;
        QTest::newRow("no prefix") << uuid << Kind::None << QString() << false;
        QTest::newRow("empty") << QString() << Kind::None << QString() << false;
        QTest::newRow("scope type as prefix") << u"groupModel:"_s + uuid << Kind::None << QString() << false;
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(Kind, kind);
        QFETCH(QString, id);
        QFETCH(bool, validTarget);
        const ChatTarget target = ChatTarget::parse(text);
        QCOMPARE(target.kind, kind);
        QCOMPARE(target.id, id);
        QCOMPARE(target.isValid(), kind != Kind::None);
        QCOMPARE(baton::Validator::isModelTarget(text), validTarget);
        // What a valid target's text is made of reads back as it.
        if (target.isValid())
            QCOMPARE(target.text(), text);
        else
            QVERIFY(target.text().isEmpty());
    }

    void whatTheTargetIs()
    {
        const ChatTarget group = ChatTarget::parse(QString(u"group:"_s + uuid));
        QVERIFY(group.isGroup());
        QCOMPARE(group.scopeType(), u"groupModel"_s);
        QCOMPARE(group.resourceKind(), std::optional<Id>(Id::GroupModel));
        const ChatTarget custom = ChatTarget::parse(QString(u"custom:"_s + uuid));
        QVERIFY(!custom.isGroup());
        QCOMPARE(custom.scopeType(), u"customModel"_s);
        QCOMPARE(custom.resourceKind(), std::optional<Id>(Id::CustomModel));
        const ChatTarget none = ChatTarget::parse(QString(u"team:"_s + uuid));
        QVERIFY(!none.isGroup());
        QVERIFY(none.scopeType().isEmpty());
        QCOMPARE(none.resourceKind(), std::nullopt);
        QCOMPARE(ChatTarget::text(Kind::CustomModel, uuid), u"custom:"_s + uuid);
    }
};

QTEST_APPLESS_MAIN(tst_ChatTarget)
#include "tst_chattarget.moc"

#include "core/history/TextDiff.h"

#include <QTest>

using namespace Qt::StringLiterals;

using baton::DiffPiece;
using baton::TextDiff;
using Kind = DiffPiece::Kind;

namespace {

// The text the pieces of `kinds` make.
QString side(const QList<DiffPiece> &pieces, Kind kept)
{
    QString text;
    for (const DiffPiece &piece : pieces) {
        if (piece.kind == Kind::Same || piece.kind == kept)
            text += piece.text;
    }
    return text;
}

} // namespace

class TestTextDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void marksTheChangedWords();
    void bothTextsComeBack_data();
    void bothTextsComeBack();
    void tooLongIsNotMarked();
};

void TestTextDiff::marksTheChangedWords()
{
    const auto pieces
        = TextDiff::words(u"The ticket T-1 is open, priority high."_s, u"The ticket T-1 is closed, priority high!"_s);
    QVERIFY(pieces);
    const QList<DiffPiece> expected {
        {Kind::Same, u"The ticket T-1 is "_s}, {Kind::Removed, u"open"_s}, {Kind::Added, u"closed"_s},
        {Kind::Same, u", priority high"_s},    {Kind::Removed, u"."_s},    {Kind::Added, u"!"_s}};
    QCOMPARE(*pieces, expected);
    // The same text: one piece.
    QCOMPARE(*TextDiff::words(u"same"_s, u"same"_s), (QList<DiffPiece> {{Kind::Same, u"same"_s}}));
    QVERIFY(TextDiff::words({}, {})->isEmpty());
    QCOMPARE(*TextDiff::words({}, u"new"_s), (QList<DiffPiece> {{Kind::Added, u"new"_s}}));
    QCOMPARE(*TextDiff::words(u"old"_s, {}), (QList<DiffPiece> {{Kind::Removed, u"old"_s}}));
    // Less than half of the words in common: each side marked whole.
    QCOMPARE(
        *TextDiff::words(u"alpha beta gamma delta"_s, u"one two three delta"_s),
        (QList<DiffPiece> {{Kind::Removed, u"alpha beta gamma delta"_s}, {Kind::Added, u"one two three delta"_s}}));
    // Half in common: word by word.
    QCOMPARE(TextDiff::words(u"alpha beta gamma delta"_s, u"alpha beta three four"_s)->constFirst(),
             (DiffPiece {Kind::Same, u"alpha beta "_s}));
    // Accented words are words: é is not a separator.
    QCOMPARE(TextDiff::split(u"café crème"_s), (QList<QString> {u"café"_s, u" "_s, u"crème"_s}));
}

void TestTextDiff::bothTextsComeBack_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::newRow("reordered") << u"a b c d e"_s << u"e d c b a"_s;
    QTest::newRow("lines") << u"one\ntwo\nthree\n"_s << u"one\n2\nthree\nfour\n"_s;
    QTest::newRow("code fence") << u"```\nint x = 1;\n```"_s << u"```\nint x = 2;\n```"_s;
    QTest::newRow("control characters") << u"a\u0001b\u0000c"_s << u"a\u0001c"_s;
    QTest::newRow("surrogates") << u"rocket 🚀 launch"_s << u"rocket 🛸 launch"_s;
    QTest::newRow("nothing alike") << u"alpha beta gamma"_s << u"один два три"_s;
    QTest::newRow("spaces only") << u"   "_s << u"\t"_s;
}

void TestTextDiff::bothTextsComeBack()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    const auto pieces = TextDiff::words(before, after);
    QVERIFY(pieces);
    QCOMPARE(side(*pieces, Kind::Removed), before);
    QCOMPARE(side(*pieces, Kind::Added), after);
    for (qsizetype i = 1; i < pieces->size(); ++i)
        QVERIFY(pieces->at(i).kind != pieces->at(i - 1).kind); // merged runs
}

void TestTextDiff::tooLongIsNotMarked()
{
    const QString longText = u"word "_s.repeated(TextDiff::MaxWords); // twice as many words with the spaces
    QVERIFY(!TextDiff::words(longText, u"short"_s));
    QVERIFY(!TextDiff::words(u"short"_s, longText));
    // At the bound it is compared.
    const QString atBound = u"w"_s.repeated(3) + u" "_s.repeated(1);
    QVERIFY(TextDiff::words(atBound.repeated(TextDiff::MaxWords / 2), atBound));
}

QTEST_GUILESS_MAIN(TestTextDiff)

#include "tst_textdiff.moc"

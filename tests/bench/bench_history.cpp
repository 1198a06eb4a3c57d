// The chat history at the size of a year of testing: N conversations of 20
// turns (200 000 turns for N = 10 000), written through HistoryStore into a
// temporary file, among them one answer of a 4 000-word paragraph and one of
// a 3 000-line code fence. Then, each the median of its rounds:
//
// - the history page's first rows: HistoryListModel::show() until its first
//   PageSize rows are there, and the count it says;
// - a full-text search, over words common and rare, prefixes, two words and
//   the strings of FTS5's own syntax (searched as plain words), against the
//   same searches in a history of 100 conversations (the baseline);
// - what keeping a streamed answer costs the UI thread: the chat pane's
//   thread CPU time while a 4 000-word answer streams from a sandbox on its
//   own thread, with the HistoryRecorder against without it (the baseline).
//
// Not a test: it prints figures. Run offscreen, on a Release build.
//
//   bench_history [conversations=10000] [rounds=5]

#include "BenchTools.h"
#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "core/chat/ChatSession.h"
#include "core/history/HistoryRecorder.h"
#include "core/history/HistoryStore.h"
#include "core/history/TextDiff.h"
#include "core/relations/NameBook.h"
#include "sandbox/SandboxThread.h"
#include "ui/chat/ChatPane.h"
#include "ui/history/CompareView.h"
#include "ui/history/HistoryListModel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <ctime>

using namespace Qt::StringLiterals;
using baton::ConversationTurn;
using baton::HistoryStore;

namespace {

constexpr int TurnsPerConversation = 20;

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// This thread's CPU time, in milliseconds.
double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// A vocabulary of made-up words, some common (the first ones), most rare.
QStringList vocabulary()
{
    static const QStringList syllables {u"ka"_s, u"lo"_s, u"mi"_s,  u"ren"_s, u"tu"_s,  u"sol"_s, u"vi"_s, u"nor"_s,
                                        u"pe"_s, u"da"_s, u"xen"_s, u"bri"_s, u"gal"_s, u"fo"_s,  u"zu"_s, u"wen"_s};
    QStringList words;
    for (int i = 0; i < 5000; ++i) {
        QString word;
        for (int n = i; word.size() < 5 || n > 0; n /= int(syllables.size()))
            word += syllables.at(n % syllables.size());
        words << word;
    }
    return words;
}

QString sentence(QRandomGenerator &random, const QStringList &words, int count)
{
    QStringList picked;
    for (int i = 0; i < count; ++i) {
        // Skewed towards the first words, as real text is.
        const int r = int(random.bounded(1000));
        picked << words.at((r * r * r / 1000000) * int(words.size()) / 1000);
    }
    return picked.join(u' ');
}

void fill(HistoryStore &store, int conversations, bool hardCases)
{
    QRandomGenerator random(7);
    const QStringList words = vocabulary();
    for (int c = 0; c < conversations; ++c) {
        const QUuid id = QUuid::createUuid();
        if (!store.saveConversation(id, u"custom:%1"_s.arg(c % 12), u"Model %1"_s.arg(c % 12), {}, u"console"_s))
            qFatal("%s", qPrintable(store.lastError()));
        for (int t = 0; t < TurnsPerConversation; ++t) {
            ConversationTurn turn;
            turn.role = t % 2 ? ConversationTurn::Role::Assistant : ConversationTurn::Role::User;
            if (t % 2) {
                turn.answer.content = sentence(random, words, 60);
                turn.answer.usage = baton::ChatUsage {40, 80, 120};
                turn.answer.done = turn.answer.ended = true;
            } else {
                turn.text = sentence(random, words, 12);
            }
            if (hardCases && c == conversations / 2 && t == 1)
                turn.answer.content = sentence(random, words, 4000); // one 4 000-word paragraph
            if (hardCases && c == conversations / 3 && t == 3) {
                QString fence = u"```cpp\n"_s;
                for (int line = 0; line < 3000; ++line)
                    fence += u"int value_%1 = %2; // "_s.arg(line).arg(line * 7) + sentence(random, words, 4) + u'\n';
                turn.answer.content = fence + u"```\n"_s;
            }
            if (!store.saveTurn(id, t, turn, {}))
                qFatal("%s", qPrintable(store.lastError()));
        }
    }
}

const QStringList queries {u"kaka"_s,      u"lolo"_s,   u"mika"_s,      u"brinorpe"_s,     u"ka"_s,    u"sol"_s,
                           u"kaka lolo"_s, u"\"kaka"_s, u"NEAR(kaka"_s, u"kaka OR lolo"_s, u"-kaka"_s, u"value_12"_s};

// Milliseconds per search, the median of `rounds` over every query.
double searchMs(const HistoryStore &store, int rounds, qsizetype *hits)
{
    QList<double> times;
    *hits = 0;
    baton::HistoryQuery page;
    page.limit = baton::HistoryListModel::MaxHits;
    for (int round = 0; round < rounds; ++round) {
        for (const QString &query : queries) {
            QElapsedTimer timer;
            timer.start();
            const QList<baton::HistoryHit> found = store.search(query, page);
            times << msSince(timer);
            *hits += found.size();
            if (!store.lastError().isEmpty())
                qFatal("search %s: %s", qPrintable(query), qPrintable(store.lastError()));
        }
    }
    return median(times);
}

// The chat pane's thread CPU time while a 4 000-word answer streams, with or without the recorder.
double streamCpuMs(baton::ApiClient &client, baton::NameBook &names, const QString &target, HistoryStore *store)
{
    baton::ChatPane pane(client, names);
    std::unique_ptr<baton::HistoryRecorder> recorder;
    if (store)
        recorder = std::make_unique<baton::HistoryRecorder>(pane.session(), *store, u"console"_s);
    pane.resize(900, 700);
    pane.show();
    if (!pane.session().setTarget(target).isEmpty())
        qFatal("no target");
    const double before = threadCpuMs();
    if (!pane.session().send(u"/long 4000 benchmark"_s).isEmpty())
        qFatal("not sent");
    benchtools::waitUntil([&pane] { return !pane.session().isBusy(); }, "the answer", 120000);
    const double spent = threadCpuMs() - before;
    if (pane.session().turns().constLast().state != ConversationTurn::State::Completed)
        qFatal("the answer did not complete");
    return spent;
}

} // namespace

// Two runs of one message side by side, as the comparison window draws them:
// the word diff and the whole view, median of `rounds`, in ms.
std::pair<double, double> compareMs(const QString &left, const QString &right, int rounds)
{
    const auto run = [](const QString &answer) {
        baton::ConversationTurn question;
        question.text = u"Tell me everything"_s;
        baton::ConversationTurn reply;
        reply.role = baton::ConversationTurn::Role::Assistant;
        reply.answer.content = answer;
        return baton::CompareRun {u"run"_s, {question, reply}, {}};
    };
    QList<double> diffs;
    QList<double> views;
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        const auto pieces = baton::TextDiff::words(left, right);
        diffs << msSince(timer);
        if (!pieces && baton::TextDiff::split(left).size() <= baton::TextDiff::MaxWords)
            qFatal("no diff");
        baton::CompareView view;
        view.resize(1200, 700);
        timer.restart();
        view.setRight(run(right));
        view.setLeft(run(left)); // draws both at once
        views << msSince(timer);
    }
    return {median(diffs), median(views)};
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int conversations = args.value(1, u"10000"_s).toInt();
    const int rounds = args.value(2, u"5"_s).toInt();
    QTextStream out(stdout);

    // The comparison: an ordinary answer beside a slightly different one (the
    // baseline), then what a hostile or unlucky pair makes of it.
    QStringList words;
    for (int i = 0; i < 4000; ++i)
        words << u"word%1"_s.arg(i % 700);
    const QString paragraph = words.join(u' ');
    QString changed = paragraph;
    changed.replace(u"word17 "_s, u"mot17 "_s);
    QStringList others;
    for (int i = 0; i < 4000; ++i)
        others << u"autre%1"_s.arg(i);
    QStringList lines;
    for (int i = 0; i < 3000; ++i)
        lines << u"    value_%1 = compute(%1, \"x\");"_s.arg(i);
    const QString fence = u"```python\n"_s + lines.join(u'\n') + u"\n```"_s;
    QString fenceChanged = fence;
    fenceChanged.replace(u"value_1500 ="_s, u"value_1500 +="_s);
    QStringList bound;
    for (int i = 0; i < baton::TextDiff::MaxWords / 2; ++i)
        bound << u"w%1"_s.arg(i);
    QStringList reversed(bound.crbegin(), bound.crend());
    QStringList boundOther;
    for (int i = 0; i < baton::TextDiff::MaxWords / 2; ++i)
        boundOther << u"v%1"_s.arg(i);
    const struct {
        QString name;
        QString left;
        QString right;
    } pairs[] {
        {u"a 4 000-word paragraph, a few words changed (the baseline)"_s, paragraph, changed},
        {u"a 4 000-word paragraph beside 4 000 other words"_s, paragraph, others.join(u' ')},
        {u"a 3 000-line code fence, one line changed"_s, fence, fenceChanged},
        {u"%1 words beside %1 others (the most compared)"_s.arg(baton::TextDiff::MaxWords / 2), bound.join(u' '),
         boundOther.join(u' ')},
        {u"%1 words beside the same in reverse order"_s.arg(baton::TextDiff::MaxWords / 2), bound.join(u' '),
         reversed.join(u' ')},
    };
    for (const auto &pair : pairs) {
        const auto [diff, view] = compareMs(pair.left, pair.right, rounds);
        out << u"comparison, %1: diff %2 ms, view drawn %3 ms (median)\n"_s.arg(pair.name)
                   .arg(diff, 0, 'f', 1)
                   .arg(view, 0, 'f', 1);
    }
    out.flush();

    QTemporaryDir dir;
    HistoryStore big;
    big.open(dir.filePath(u"big.sqlite"_s));
    QElapsedTimer timer;
    timer.start();
    fill(big, conversations, true);
    const double fillS = msSince(timer) / 1000;
    HistoryStore small;
    small.open(dir.filePath(u"small.sqlite"_s));
    fill(small, 100, false);
    out << u"history of %1 conversations, %2 turns: written in %3 s (%4 turns/s), file %5 MB\n"_s.arg(conversations)
               .arg(conversations * TurnsPerConversation)
               .arg(fillS, 0, 'f', 1)
               .arg(double(conversations * TurnsPerConversation) / fillS, 0, 'f', 0)
               .arg(double(QFileInfo(big.path()).size()) / 1e6, 0, 'f', 1);

    // Opening it again, as at start.
    QList<double> opens;
    for (int round = 0; round < rounds; ++round) {
        HistoryStore again;
        timer.restart();
        again.open(big.path());
        opens << msSince(timer);
    }
    out << u"open: %1 ms median\n"_s.arg(median(opens), 0, 'f', 2);

    QList<double> firstRows;
    QList<double> firstRowsSmall;
    for (int round = 0; round < rounds; ++round) {
        for (HistoryStore *store : {&big, &small}) {
            baton::HistoryListModel model(*store);
            timer.restart();
            model.show({}, {});
            const double ms = msSince(timer);
            if (model.rowCount() < std::min(100, store == &big ? conversations : 100))
                qFatal("the first page is not there");
            (store == &big ? firstRows : firstRowsSmall) << ms;
        }
    }
    out << u"history page, first %1 rows and the count: %2 ms median (100 conversations: %3 ms)\n"_s
               .arg(baton::HistoryListModel::PageSize)
               .arg(median(firstRows), 0, 'f', 2)
               .arg(median(firstRowsSmall), 0, 'f', 2);

    qsizetype hits = 0;
    qsizetype smallHits = 0;
    const double search = searchMs(big, rounds, &hits);
    const double searchSmall = searchMs(small, rounds, &smallHits);
    out << u"full-text search, %1 queries × %2 rounds: %3 ms median (100 conversations: %4 ms); %5 rows found\n"_s
               .arg(queries.size())
               .arg(rounds)
               .arg(search, 0, 'f', 2)
               .arg(searchSmall, 0, 'f', 2)
               .arg(hits);

    // Keeping a streamed answer: the sandbox on its own thread, the pane on this one.
    baton::sandbox::ServerConfig config;
    config.demo = true;
    config.chat.tokenDelayMs = 1;
    baton::sandbox::SandboxThread sandbox(config);
    if (!sandbox.startAndWait())
        qFatal("no sandbox");
    QString token;
    for (const baton::sandbox::Token &t : sandbox.tokens()) {
        if (t.name == u"admin"_s)
            token = t.value;
    }
    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client(network, log);
    client.setConnection(baton::Profile {u"bench"_s, sandbox.baseUrl(), false, {}}, token);
    baton::NameBook names(client);
    names.load();
    benchtools::waitUntil([&names] { return names.isLoaded(baton::ResourceKind::Id::CustomModel); }, "the names");
    QString target;
    for (const QString &id : names.index().ids(baton::NameBook::Kind::CustomModel)) {
        if (names.name(baton::NameBook::Kind::CustomModel, id) == u"Support assistant"_s)
            target = u"custom:"_s + id;
    }
    QList<double> without;
    QList<double> with;
    for (int round = 0; round < rounds; ++round) {
        without << streamCpuMs(client, names, target, nullptr);
        with << streamCpuMs(client, names, target, &big);
    }
    const double cost = (median(with) - median(without)) / median(without) * 100;
    out << u"a 4 000-word streamed answer, the UI thread's CPU time: %1 ms kept in the history, %2 ms not kept "
           u"(the baseline): %3 %\n"_s.arg(median(with), 0, 'f', 1)
               .arg(median(without), 0, 'f', 1)
               .arg(cost, 0, 'f', 1);
    return 0;
}

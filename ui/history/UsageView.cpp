#include "ui/history/UsageView.h"

#include "core/history/UsageCsv.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QMap>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// Distinct hues, the same in light and dark: the chart's background and text follow the palette.
const QList<QColor> &seriesColours()
{
    static const QList<QColor> colours {QColor(0x3b, 0x82, 0xc4), QColor(0xe0, 0x8a, 0x2c), QColor(0x4c, 0xa8, 0x5a),
                                        QColor(0xc9, 0x4f, 0x4f), QColor(0x8e, 0x6c, 0xc2), QColor(0x2f, 0xa8, 0xa8),
                                        QColor(0xc2, 0x6c, 0xa6), QColor(0x8a, 0x8f, 0x33), QColor(0x80, 0x80, 0x80)};
    return colours;
}

} // namespace

UsageView::UsageView(HistoryStore &store, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_period(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_export(new QPushButton(tr("E&xport CSV…"), this))
    , m_total(new QLabel(this))
    , m_status(new QLabel(this))
    , m_chartView(new QChartView(this))
    , m_tableView(new QTableView(this))
{
    setObjectName(u"historyUsage"_s);
    m_period->setObjectName(u"usagePeriod"_s);
    m_period->addItem(tr("Last 7 days"), 7);
    m_period->addItem(tr("Last 30 days"), 30);
    m_period->addItem(tr("Last 90 days"), 90);
    m_period->addItem(tr("Last 365 days"), 365);
    m_period->addItem(tr("Any time"), 0);
    m_period->setCurrentIndex(1);
    auto *periodLabel = new QLabel(tr("Peri&od"), this);
    periodLabel->setBuddy(m_period);
    m_metric->setObjectName(u"usageMetric"_s);
    m_metric->addItem(tr("Credits"), u"credits"_s);
    m_metric->addItem(tr("Tokens"), u"tokens"_s);
    auto *metricLabel = new QLabel(tr("Sho&w"), this);
    metricLabel->setBuddy(m_metric);
    m_export->setObjectName(u"usageExport"_s);
    m_export->setToolTip(tr("Save the figures of the period as a CSV file"));
    m_total->setObjectName(u"usageTotal"_s);
    m_status->setObjectName(u"usageStatus"_s);
    m_status->setWordWrap(true);

    m_chartView->setObjectName(u"usageChart"_s);
    m_chartView->setAccessibleName(tr("Usage chart"));
    m_chartView->viewport()->setAccessibleName(m_chartView->accessibleName());
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumSize(320, 200);
    m_chartView->chart()->legend()->setAlignment(Qt::AlignBottom);
    m_chartView->chart()->legend()->setShowToolTips(true);

    m_model.setHorizontalHeaderLabels(
        {tr("Day"), tr("Target"), tr("Answers"), tr("Prompt tokens"), tr("Completion tokens"), tr("Credits")});
    m_tableView->setObjectName(u"usageTable"_s);
    m_tableView->setAccessibleName(tr("Usage per day and target"));
    m_tableView->setModel(&m_model);
    m_tableView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tableView->verticalHeader()->hide();
    m_tableView->setTabKeyNavigation(false); // Tab leaves the table, arrows move in it
    m_tableView->setWordWrap(false);

    auto *top = new QHBoxLayout;
    top->addWidget(periodLabel);
    top->addWidget(m_period);
    top->addSpacing(8);
    top->addWidget(metricLabel);
    top->addWidget(m_metric);
    top->addSpacing(16);
    top->addWidget(m_total, 1);
    top->addWidget(m_export);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"usageSplitter"_s);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_chartView);
    splitter->addWidget(m_tableView);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 400});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);
    m_status->hide();

    connect(m_period, &QComboBox::activated, this, &UsageView::refresh);
    connect(m_metric, &QComboBox::activated, this, &UsageView::rebuildChart);
    connect(m_export, &QPushButton::clicked, this, &UsageView::exportAsked);
}

QChart *UsageView::chart() const
{
    return m_chartView->chart();
}

QString UsageView::nameOf(const UsageRow &row) const
{
    QString name = row.targetName;
    if (name.isEmpty() && m_nameOf)
        name = m_nameOf(row.target);
    if (name.isEmpty())
        return row.target;
    // Two targets of one name are told apart by the start of their ids.
    if (m_sharedNames.contains(name))
        name += u" ("_s + row.target.section(u':', 1).left(8) + u")"_s;
    return name;
}

void UsageView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void UsageView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        styleChart();
}

void UsageView::refresh()
{
    const int days = m_period->currentData().toInt();
    const QDate today = QDate::currentDate();
    m_rows = m_store.isOpen() ? m_store.usage(days > 0 ? today.addDays(1 - days) : QDate(), today) : QList<UsageRow> {};
    const QString problem = m_store.isOpen() ? m_store.lastError() : QString();
    m_status->setText(problem.isEmpty() ? QString() : tr("The usage cannot be read: %1").arg(problem));
    m_status->setVisible(!problem.isEmpty());

    m_sharedNames.clear();
    QHash<QString, QString> targetOf;
    for (const UsageRow &row : std::as_const(m_rows)) {
        const QString name = row.targetName.isEmpty() && m_nameOf ? m_nameOf(row.target) : row.targetName;
        if (!name.isEmpty() && targetOf.value(name, row.target) != row.target)
            m_sharedNames.insert(name);
        targetOf.insert(name, row.target);
    }
    m_model.removeRows(0, m_model.rowCount());
    const QLocale locale;
    double credits = 0;
    qint64 tokens = 0;
    // Newest first in the table.
    for (auto it = m_rows.crbegin(); it != m_rows.crend(); ++it) {
        const UsageRow &row = *it;
        QList<QStandardItem *> items {new QStandardItem(locale.toString(row.day, QLocale::ShortFormat)),
                                      new QStandardItem(nameOf(row)),
                                      new QStandardItem(locale.toString(row.answers)),
                                      new QStandardItem(locale.toString(row.promptTokens)),
                                      new QStandardItem(locale.toString(row.completionTokens)),
                                      new QStandardItem(locale.toString(row.credits, 'f', 4))};
        items.at(Target)->setToolTip(row.target);
        for (const int column : {int(Answers), int(PromptTokens), int(CompletionTokens), int(Credits)})
            items.at(column)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_model.appendRow(items);
        credits += row.credits;
        tokens += row.promptTokens + row.completionTokens;
    }
    m_total->setText(
        tr("%1 credits, %2 tokens in the period").arg(locale.toString(credits, 'f', 4), locale.toString(tokens)));
    m_export->setEnabled(!m_rows.isEmpty());
    // Every figure read whole; the chart takes the room that is left.
    m_tableView->resizeColumnsToContents();
    rebuildChart();
}

void UsageView::rebuildChart()
{
    QChart *chart = m_chartView->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    if (m_rows.isEmpty()) {
        chart->setTitle(tr("No answers in this period."));
        styleChart();
        return;
    }
    chart->setTitle({});
    const bool credits = m_metric->currentData().toString() == u"credits"_s;

    // The days (or months) of the period, each a category, gaps included.
    const int days = m_period->currentData().toInt();
    const QDate last = QDate::currentDate();
    const QDate first = days > 0 ? last.addDays(1 - days) : m_rows.constFirst().day;
    const bool monthly = first.daysTo(last) >= MaxDays;
    const auto bucket = [monthly](const QDate &day) { return monthly ? QDate(day.year(), day.month(), 1) : day; };
    QList<QDate> buckets;
    for (QDate day = bucket(first); day <= last; day = monthly ? day.addMonths(1) : day.addDays(1))
        buckets << day;
    const QLocale locale;
    QStringList categories;
    for (const QDate &day : buckets)
        categories << (monthly ? locale.toString(day, u"MMM yyyy"_s) : locale.toString(day, u"d MMM"_s));

    // The targets by what they spent, the largest first; past MaxTargets together.
    QMap<QString, double> spent;
    for (const UsageRow &row : std::as_const(m_rows))
        spent[row.target] += credits ? row.credits : double(row.promptTokens + row.completionTokens);
    QStringList targets = spent.keys();
    std::stable_sort(targets.begin(), targets.end(),
                     [&spent](const QString &a, const QString &b) { return spent.value(a) > spent.value(b); });
    QHash<QString, QString> names;
    for (const UsageRow &row : std::as_const(m_rows))
        names.insert(row.target, nameOf(row));

    auto *series = new QStackedBarSeries;
    QHash<QString, QBarSet *> sets;
    const qsizetype shown = std::min<qsizetype>(targets.size(), MaxTargets);
    for (qsizetype i = 0; i < targets.size(); ++i) {
        const bool other = i >= shown;
        const QString key = other ? QString() : targets.at(i);
        if (!sets.contains(key)) {
            auto *set = new QBarSet(other ? tr("Other targets") : names.value(key));
            set->setColor(seriesColours().at(std::min<qsizetype>(i, seriesColours().size() - 1)));
            set->setBorderColor(set->color());
            for (qsizetype b = 0; b < buckets.size(); ++b)
                set->append(0);
            sets.insert(key, set);
            series->append(set);
        }
        sets.insert(targets.at(i), sets.value(key));
    }
    for (const UsageRow &row : std::as_const(m_rows)) {
        const qsizetype index = buckets.indexOf(bucket(row.day));
        if (index < 0)
            continue;
        QBarSet *set = sets.value(row.target);
        set->replace(int(index),
                     set->at(int(index)) + (credits ? row.credits : double(row.promptTokens + row.completionTokens)));
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setLabelsAngle(categories.size() > 10 ? -90 : 0);
    x->setTruncateLabels(false); // a day reads whole, upright or turned

    auto *y = new QValueAxis;
    y->setTitleText(credits ? tr("Credits") : tr("Tokens"));
    y->setLabelFormat(credits ? u"%.2f"_s : u"%.0f"_s);
    y->setMin(0);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    y->applyNiceNumbers();
    styleChart();
}

void UsageView::styleChart()
{
    // The palette's own colours: the chart reads as the window around it, light or dark.
    QChart *chart = m_chartView->chart();
    const QPalette &colours = palette();
    chart->setBackgroundBrush(colours.color(QPalette::Base));
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(colours.color(QPalette::Text));
    chart->legend()->setLabelColor(colours.color(QPalette::Text));
    m_chartView->setBackgroundBrush(colours.color(QPalette::Window));
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(colours.color(QPalette::Text));
        axis->setTitleBrush(colours.color(QPalette::Text));
        axis->setLinePenColor(colours.color(QPalette::Mid));
        axis->setGridLineColor(colours.color(QPalette::Midlight));
    }
}

bool UsageView::exportCsv(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(UsageCsv::write(m_rows)) < 0 || !file.commit()) {
        m_status->setText(tr("The usage could not be saved to %1: %2").arg(path, file.errorString()));
        m_status->show();
        return false;
    }
    m_status->hide();
    return true;
}

void UsageView::exportAsked()
{
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export the usage"), u"baton-usage.csv"_s, tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportCsv(path);
}

} // namespace baton

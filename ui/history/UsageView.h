#pragma once

#include "core/history/HistoryStore.h"

#include <QList>
#include <QSet>
#include <QStandardItemModel>
#include <QWidget>

#include <functional>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace baton {

// What the chats kept in the history cost: credits or tokens per day and
// per target over a period, as stacked bars (Qt Charts, in the palette's
// colours, light or dark) with the table of the same figures beside, and
// Export CSV (UsageCsv). A period longer than MaxDays is drawn per month;
// targets past MaxTargets are drawn together as "Other targets" (the table
// keeps each). Read each time it shows.
class UsageView final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MaxDays = 92;
    static constexpr int MaxTargets = 8;
    // The table's columns.
    enum Column { Day, Target, Answers, PromptTokens, CompletionTokens, Credits, ColumnCount };

    // A target's name when the history has none.
    using NameLookup = std::function<QString(const QString &target)>;

    explicit UsageView(HistoryStore &store, QWidget *parent = nullptr);

    void setNameLookup(NameLookup lookup) { m_nameOf = std::move(lookup); }
    // Reads the history again.
    void refresh();
    [[nodiscard]] const QList<UsageRow> &rows() const { return m_rows; }
    [[nodiscard]] QChart *chart() const;
    [[nodiscard]] QStandardItemModel &table() { return m_model; }
    // Writes the rows shown to `path`; false, with the reason beside the button, when it cannot.
    bool exportCsv(const QString &path);

public Q_SLOTS:
    // Asks where, then exportCsv().
    void exportAsked();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void rebuildChart();
    void styleChart();
    [[nodiscard]] QString nameOf(const UsageRow &row) const;

    HistoryStore &m_store;
    NameLookup m_nameOf;
    QList<UsageRow> m_rows;
    QSet<QString> m_sharedNames; // names two targets of the period share
    QStandardItemModel m_model;
    QComboBox *m_period;
    QComboBox *m_metric;
    QPushButton *m_export;
    QLabel *m_total;
    QLabel *m_status;
    QChartView *m_chartView;
    QTableView *m_tableView;
};

} // namespace baton

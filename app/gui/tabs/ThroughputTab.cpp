#include "gui/tabs/ThroughputTab.h"

#include "charts/BarChart.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/SummaryBox.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "text/CatalogNames.h"
#include "text/CoreText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <QBarSet>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplan::gui {

namespace {

using text::qs;

TableCell optionalCell(const std::optional<double>& v, int significant = 3) {
    if (!v)
        return {QStringLiteral("–"), -1.0};
    return {uiFormat().number(*v, significant), *v};
}

// The rate the chart compares: tokens/s generated (inference) or trained.
std::optional<double> rate(const ThroughputRow& row, bool training) {
    return training ? row.train_tokens_per_s : row.decode_tokens_per_s;
}

} // namespace

ThroughputTab::ThroughputTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), summary_(new QLabel(this)),
      table_(new ResultTable(QStringLiteral("throughputTable"), this)),
      chart_(new charts::BarChart(charts::BarChart::Mode::Grouped, Qt::Horizontal, this)) {
    setObjectName(QStringLiteral("throughputTab"));
    summary_->setObjectName(QStringLiteral("throughputSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    chart_->setObjectName(QStringLiteral("throughputChart"));
    chart_->setEmptyText(tr("No GPU fits this workload"));
    chart_->setMinimumHeight(260);
    chart_->setBarTooltipFormatter([this](const QBarSet* set, int index) {
        const QStringList cats = chart_->categories();
        return tr("%1 on %2: %3 tokens/s")
            .arg(set->label(), index < cats.size() ? cats[index] : QString(),
                 uiFormat().number(set->at(index)));
    });
    table_->setHeaders({tr("GPU"), tr("Layout"), tr("Fits"), tr("Decode, whole batch (tokens/s)"),
                        tr("Decode, per sequence (tokens/s)"), tr("Prefill (s)"), tr("Training step (s)"),
                        tr("Training (tokens/s)"), tr("Communication (% of step)"), tr("Time per job (h)"),
                        tr("Peak used")});
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(table_);
    splitter->addWidget(chart_);
    splitter->setSizes({300, 500});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new SummaryBox(summary_, this));
    layout->addWidget(splitter, 1);
    connect(table_, &ResultTable::selectionChanged, this, &ThroughputTab::refreshChart);
}

void ThroughputTab::refresh() {
    const PlanResults& r = session_->results();
    const bool training = r.workload.isTraining();
    QString summary;
    if (r.throughput_selected) {
        const ThroughputRow& t = *r.throughput_selected;
        const std::optional<double> rt = rate(t, training);
        if (t.job_hours)
            summary =
                tr("On the scenario's GPU (%1, %2): <b>%3 tokens/s</b> %4; one job takes <b>%5</b>; "
                   "%6.")
                    .arg(text::gpuNameText(t.name), text::layoutText(t.layout),
                         rt ? uiFormat().number(*rt) : tr("–"), training ? tr("trained") : tr("generated"),
                         uiFormat().hours(*t.job_hours), uiFormat().jobsPerMonth(r.jobs_per_month));
        else // decode timed from the bandwidth alone (no compute figure): no prefill, so no job time
            summary = tr("On the scenario's GPU (%1, %2): <b>%3 tokens/s</b> %4; a job cannot be timed: %5.")
                          .arg(text::gpuNameText(t.name), text::layoutText(t.layout),
                               rt ? uiFormat().number(*rt) : tr("–"),
                               training ? tr("trained") : tr("generated"), text::coreText(t.peak_basis));
    } else {
        summary = tr("No throughput for the scenario's GPU (the catalog lacks its peak figures).");
    }
    summary_->setText(summary);

    QList<QList<TableCell>> rows;
    QStringList keys;
    for (const ThroughputRow& t : r.throughput) {
        const auto tone = t.fits ? TableCell::Tone::Good : TableCell::Tone::Bad;
        rows.append({{text::gpuNameText(t.name), {}},
                     {text::layoutText(t.layout), t.layout.gpus()},
                     {t.fits ? tr("yes") : tr("no"), t.fits ? 1 : 0, {}, tone},
                     optionalCell(t.decode_tokens_per_s),
                     optionalCell(t.decode_tokens_per_s_per_sequence),
                     optionalCell(t.prefill_seconds),
                     optionalCell(t.train_step_seconds),
                     optionalCell(t.train_tokens_per_s),
                     t.comm_fraction
                         ? TableCell{uiFormat().decimal(*t.comm_fraction * 100, 1), *t.comm_fraction}
                         : TableCell{QStringLiteral("–"), -1.0},
                     optionalCell(t.job_hours),
                     {text::coreText(t.peak_basis), {}}});
        keys.append(qs(t.gpu));
    }
    table_->setRows(rows, keys);
    // Only the columns of the task: decode figures for inference, step figures for training.
    for (int c : {3, 4, 5, 6, 7, 8}) {
        const bool hide = (c <= 5) == training;
        if (table_->view()->isColumnHidden(c) != hide)
            table_->view()->setColumnHidden(c, hide);
    }
    refreshChart();
}

void ThroughputTab::refreshChart() {
    const PlanResults& r = session_->results();
    const bool training = r.workload.isTraining();
    QStringList ids = table_->selectedKeys();
    std::vector<const ThroughputRow*> shown;
    for (const ThroughputRow& t : r.throughput) {
        if (ids.isEmpty() ? (t.fits && rate(t, training)) : ids.contains(qs(t.gpu)))
            shown.push_back(&t);
    }
    std::stable_sort(shown.begin(), shown.end(), [training](const ThroughputRow* a, const ThroughputRow* b) {
        return rate(*a, training).value_or(0) < rate(*b, training).value_or(0); // fastest at the top
    });
    if (ids.isEmpty() && shown.size() > 10)
        shown.erase(shown.begin(), shown.end() - 10);
    QStringList categories;
    charts::BarSetData set{
        training ? tr("Training throughput (tokens/s)") : tr("Decode throughput (tokens/s)"), {}};
    for (const ThroughputRow* t : shown) {
        categories.append(text::chartGpuLabel(t->name, static_cast<int>(t->layout.gpus())));
        set.values.append(rate(*t, training).value_or(0));
    }
    chart_->setValueAxisTitle(training ? tr("Tokens trained per second") : tr("Tokens generated per second"));
    chart_->setTitleText(ids.isEmpty() ? tr("Fastest GPUs that fit (select rows to compare others)")
                                       : tr("Selected GPUs"));
    chart_->setData(categories, {set});
}

} // namespace gpuplan::gui

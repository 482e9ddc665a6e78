// Section 4 of the procurement report: tokens per second and time per job on the
// scenario's hardware and on every GPU.
#include "report/PlanReport.h"

#include "charts/BarChart.h"
#include "charts/ReportCharts.h"
#include "core/plan/Planner.h"
#include "report/ReportWords.h"
#include "report/sections/SectionParts.h"
#include "text/CatalogNames.h"
#include "text/CoreText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <algorithm>
#include <memory>
#include <optional>

namespace gpuplan::report {

using text::layoutText;
using text::qs;
using text::shortGpuName;

namespace {

std::optional<double> throughputRate(const ThroughputRow& t, bool training) {
    return training ? t.train_tokens_per_s : t.decode_tokens_per_s;
}

} // namespace

void PlanReport::throughput(ReportDocument& doc) const {
    doc.addHeading(sectionTitles()[3]);
    scenarioThroughput(doc);
    const bool training = results_.workload.isTraining();
    std::vector<const ThroughputRow*> rows;
    for (const ThroughputRow& t : results_.throughput)
        if (throughputRate(t, training))
            rows.push_back(&t);
    std::stable_sort(rows.begin(), rows.end(), [training](const ThroughputRow* a, const ThroughputRow* b) {
        if (a->fits != b->fits)
            return a->fits;
        return throughputRate(*a, training).value_or(0) > throughputRate(*b, training).value_or(0);
    });
    throughputChart(doc, rows);
    throughputTable(doc, rows);
    // GPUs timed on a peak no vendor publishes (GpuSpec::derived): said under the table.
    QStringList derived;
    for (const ThroughputRow* row : rows)
        if (row->peak_basis.id == MessageId::PeakDerived)
            derived.append(text::gpuNameText(row->name, format_));
    if (!derived.isEmpty())
        doc.addParagraph(tr("Timed on a derived compute figure (no vendor publishes one; the catalog's GPU "
                            "table says how each was worked out): %1.")
                             .arg(format_.locale().createSeparatedList(derived)));
}

// The scenario's own hardware: its tokens per second and the time of a job.
void PlanReport::scenarioThroughput(ReportDocument& doc) const {
    const PlanResults& r = results_;
    const bool training = r.workload.isTraining();
    if (r.throughput_selected) {
        const ThroughputRow& t = *r.throughput_selected;
        const auto rate = throughputRate(t, training);
        if (t.job_hours)
            doc.addParagraph(
                tr("On the scenario's hardware (%1, %2): %3 tokens/s %4; one job takes %5, i.e. %6 at "
                   "the scenario's use.")
                    .arg(gpuName(t.gpu), layoutText(t.layout),
                         rate ? format_.decimal(*rate, 0) : QStringLiteral("–"),
                         training ? tr("trained") : tr("generated"), format_.hours(*t.job_hours),
                         format_.jobsPerMonth(r.jobs_per_month)));
        else // decode timed from the bandwidth alone (no compute figure): no prefill, so no job time
            doc.addParagraph(
                tr("On the scenario's hardware (%1, %2): %3 tokens/s %4; a job cannot be timed: %5.")
                    .arg(gpuName(t.gpu), layoutText(t.layout),
                         rate ? format_.decimal(*rate, 0) : QStringLiteral("–"),
                         training ? tr("trained") : tr("generated"),
                         text::coreText(t.peak_basis, format_.locale())));
    } else {
        doc.addParagraph(
            tr("The catalog lacks the peak figures of the scenario's GPU: no throughput for it."));
    }
}

// The ten fastest GPUs that fit, fastest at the top. `rows`: fitting ones first, fastest first.
void PlanReport::throughputChart(ReportDocument& doc, const std::vector<const ThroughputRow*>& rows) const {
    const bool training = results_.workload.isTraining();
    std::vector<const ThroughputRow*> shown;
    for (const ThroughputRow* t : rows)
        if (t->fits && shown.size() < 10)
            shown.push_back(t);
    std::reverse(shown.begin(), shown.end());
    QStringList categories;
    charts::BarSetData set{
        training ? tr("Training throughput (tokens/s)") : tr("Decode throughput (tokens/s)"), {}};
    for (const ThroughputRow* t : shown) {
        QString name = shortGpuName(t->name);
        // The axis would cut a long name short: drop its bracketed details (the table has them).
        if (const qsizetype bracket = name.indexOf(QLatin1String(" (")); name.size() > 26 && bracket > 0)
            name = name.left(bracket);
        if (t->layout.gpus() > 1)
            name = tr("%1 ×%2").arg(name).arg(t->layout.gpus());
        categories.append(name);
        set.values.append(throughputRate(*t, training).value_or(0));
    }
    auto chart = std::make_shared<charts::BarChart>(charts::BarChart::Mode::Grouped, Qt::Horizontal);
    chart->setValueAxisTitle(training ? tr("Tokens trained per second") : tr("Tokens generated per second"));
    chart->setTitleText(tr("The ten fastest GPUs that fit"));
    chart->setEmptyText(tr("No GPU fits this workload"));
    chart->setData(categories, {set});
    charts::prepareForPrint(chart.get(), options_.locale);
    doc.addDrawing(chartDrawing(chart), 80,
                   tr("Figure 3: throughput of each GPU with the scenario's layout (or the smallest that "
                      "fits)."));
}

// Every GPU with a throughput, fitting ones first, the scenario's in bold.
void PlanReport::throughputTable(ReportDocument& doc, const std::vector<const ThroughputRow*>& rows) const {
    const PlanResults& r = results_;
    const bool training = r.workload.isTraining();
    ReportTable t;
    if (training)
        t.header = {tr("GPU"),  tr("Layout"),        tr("Fits"),        tr("Tokens/s"),
                    tr("Step"), tr("Communication"), tr("Time per job")};
    else
        t.header = {tr("GPU"),          tr("Layout"),  tr("Fits"),        tr("Tokens/s"),
                    tr("Per sequence"), tr("Prefill"), tr("Time per job")};
    t.font_points = 8;
    align(t, "LLCRRRR");
    for (const ThroughputRow* row : rows) {
        if (row->gpu == r.gpu)
            t.highlighted_row = static_cast<int>(t.rows.size());
        const QString job = row->job_hours ? format_.hours(*row->job_hours) : QStringLiteral("–");
        if (training)
            t.rows.append(
                {text::gpuNameText(row->name, format_), layoutText(row->layout), yesNo(row->fits),
                 format_.decimal(row->train_tokens_per_s.value_or(0), 0),
                 row->train_step_seconds ? format_.seconds(*row->train_step_seconds) : QStringLiteral("–"),
                 format_.percent(row->comm_fraction.value_or(0)), job});
        else
            t.rows.append(
                {text::gpuNameText(row->name, format_), layoutText(row->layout), yesNo(row->fits),
                 format_.decimal(row->decode_tokens_per_s.value_or(0), 0),
                 format_.decimal(row->decode_tokens_per_s_per_sequence.value_or(0), 1),
                 row->prefill_seconds ? format_.seconds(*row->prefill_seconds) : QStringLiteral("–"), job});
    }
    t.caption = training
                    ? tr("Table: tokens trained per second, optimizer step time, share of the step spent in "
                         "exposed communication and time per job, on each GPU (fitting ones first).")
                    : tr("Table: tokens generated per second (whole batch), per sequence, prompt processing "
                         "time and time per job, on each GPU (fitting ones first).");
    doc.addTable(t);
}

} // namespace gpuplan::report

// Section 7 of the report, continued: a team's measured runs of the scenario's option (the
// catalog's benchmark runs that match it, core/measured) beside the planner's prediction of each,
// and the calibration of the engine on the GPU to them that the scenario holds.
#include "report/PlanReport.h"

#include "core/plan/Planner.h"
#include "core/plan/ServingScenario.h"
#include "report/sections/SectionParts.h"
#include "text/CatalogNames.h"
#include "text/QtString.h"
#include "text/ServingText.h"

namespace gpuplan::report {

using text::qs;

namespace {

constexpr int kRunsShown = 12;

} // namespace

void PlanReport::measuredRuns(ReportDocument& doc, const ServingOption& own) const {
    const ServingSettings& v = scenario_.serving;
    const GpuSpec* gpu = catalog_.findGpu(own.gpu);
    if (!gpu)
        return;
    if (v.calibration && v.calibration->appliesTo(v.engine, gpu->id)) {
        const ServingCalibration& k = *v.calibration;
        auto pct = [this](const std::optional<double>& x) {
            return x ? format_.percent(*x) : QStringLiteral("–");
        };
        QStringList runs;
        for (const std::string& r : k.runs)
            runs << qs(r);
        doc.addParagraph(
            tr("Calibrated to the team's measured runs: %1's speed on %2 was fitted to %3 runs of %4 (%5). "
               "Decode reaches %6 of the memory bandwidth, prefill %7 of the compute peak (decode %8), and "
               "each "
               "step costs %9 more (%10 with a prefill chunk). Median error against the runs: TTFT %11 "
               "before, "
               "%12 after; TPOT %13 before, %14 after.")
                .arg(text::engineText(k.engine), text::gpuNameText(gpu->name, format_))
                .arg(k.runs.size())
                .arg(qs(k.model_id), runs.join(QStringLiteral("; ")),
                     format_.percent(k.decode_memory_efficiency), format_.percent(k.prefill_mfu),
                     format_.percent(k.decode_mfu), format_.seconds(k.step_overhead_decode_ms / 1000.0))
                .arg(format_.seconds(k.step_overhead_mixed_ms / 1000.0), pct(k.ttft_error_before),
                     pct(k.ttft_error_after), pct(k.tpot_error_before), pct(k.tpot_error_after)));
    }
    const MatchingRuns runs = matchingRunsOfScenario(catalog_, results_.model, scenario_, results_.workload);
    if (runs.any_load.empty())
        return;
    const std::vector<RunBesideModel> beside =
        runsBesideModel(catalog_, results_.model, scenario_, *gpu, runs);
    ReportTable t;
    t.header = {tr("Measured run"),  tr("Load"),          tr("TTFT measured"),
                tr("TTFT modelled"), tr("TPOT measured"), tr("TPOT modelled")};
    align(t, "LRRRRR");
    auto ms = [this](const std::optional<double>& x) {
        return x ? format_.seconds(*x / 1000.0) : QStringLiteral("–");
    };
    int shown = 0;
    for (const RunBesideModel& x : beside) {
        if (shown++ == kRunsShown)
            break;
        const BenchmarkRun& r = *x.run;
        // Concurrency is a whole count of at least 1: its singular is "1" alone, in French too.
        const QString load = r.concurrency
                                 ? (*r.concurrency == 1 ? tr("1 user") : tr("%1 users").arg(*r.concurrency))
                             : r.request_rate ? tr("%1 requests/s").arg(format_.number(*r.request_rate))
                                              : tr("all at once");
        const std::optional<double> tpot = r.tpot.empty() ? r.itl.central() : r.tpot.central();
        t.rows.append({qs(runLabel(r)), load, ms(r.ttft.central()),
                       x.modelled ? ms(x.modelled->ttft_ms) : QStringLiteral("–"), ms(tpot),
                       x.modelled ? ms(x.modelled->tpot_ms) : QStringLiteral("–")});
    }
    t.caption = tr("Table: the team's measured runs of this engine, model, GPU, parallelism and precisions "
                   "(lengths within 20 %), beside the planner's prediction of each run (its median where the "
                   "run gives one, else its mean)%1.")
                    .arg(v.calibration && v.calibration->appliesTo(v.engine, gpu->id) ? tr(", calibrated")
                                                                                      : QString());
    doc.addTable(t);
}

} // namespace gpuplan::report

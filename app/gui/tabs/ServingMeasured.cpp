#include "gui/tabs/ServingMeasured.h"

#include "core/measured/Calibration.h"
#include "text/Names.h"
#include "text/QtString.h"
#include "text/ServingText.h"

#include <algorithm>
#include <optional>

namespace gpuplan::gui {

namespace {

using text::qs;

// The TPOT a run measured (its inter-token latency when it gave none), in ms.
std::optional<double> tpotOf(const BenchmarkRun& r) {
    return r.tpot.empty() ? r.itl.central() : r.tpot.central();
}

QString orDash(const std::optional<double>& ms, const text::Format& f) {
    return ms ? f.seconds(*ms / 1000.0) : QStringLiteral("–");
}

} // namespace

// A run's latency as its tool summarised it: the median and the 95th percentile, or a mean alone
// (AIPerf, NIM's tables), said as such, never shown as a median.
QString ServingMeasured::latencyText(const LatencySummary& l, const text::Format& f) {
    if (!l.p50_ms && l.mean_ms)
        return tr("%1 (mean)").arg(orDash(l.mean_ms, f));
    if (!l.p95_ms)
        return orDash(l.central(), f);
    return tr("%1 (p95 %2)").arg(orDash(l.central(), f), orDash(l.p95_ms, f));
}

namespace {

QString percentOrDash(const std::optional<double>& v, const text::Format& f) {
    return v ? f.percent(*v) : QStringLiteral("–");
}

} // namespace

QString ServingMeasured::unusedCalibrationText(const ServingSettings& s, const std::string& gpu_id,
                                               const Catalog& c) {
    if (!s.calibration || s.calibration->appliesTo(s.engine, gpu_id))
        return {};
    auto gpuName = [&c](const std::string& id) {
        const GpuSpec* g = c.findGpu(id);
        return g ? text::shortGpuName(g->name) : qs(id);
    };
    return tr("Calibration for %1 on %2 is not used: this option is %3 on %4.")
        .arg(text::engineText(s.calibration->engine), gpuName(s.calibration->gpu_id),
             text::engineText(s.engine), gpuName(gpu_id));
}

QStringList ServingMeasured::summaryLines(const MatchingRuns& runs, const ServingSettings& s,
                                          const std::string& gpu_id, const Catalog& c,
                                          const text::Format& f) {
    QStringList lines;
    constexpr int kShown = 3;
    int shown = 0;
    for (const BenchmarkRun* r : runs.same_load) {
        if (shown++ == kShown)
            break;
        lines << tr("<b>Measured</b> (%1): first token in %2, %3 per output token, %4 tokens/s.")
                     .arg(qs(runLabel(*r)).toHtmlEscaped(), latencyText(r->ttft, f), orDash(tpotOf(*r), f),
                          r->output_tokens_per_s ? f.number(*r->output_tokens_per_s) : QStringLiteral("–"));
    }
    if (runs.same_load.size() > kShown)
        lines << tr("Measured runs at this load not shown: %1.").arg(runs.same_load.size() - kShown);
    if (runs.same_load.empty() && !runs.any_load.empty())
        lines << tr("Measured runs of this configuration at other loads: %1 (the chart draws them).")
                     .arg(runs.any_load.size());
    if (s.calibration && s.calibration->appliesTo(s.engine, gpu_id))
        lines << calibrationText(*s.calibration, f).toHtmlEscaped();
    else if (const QString unused = unusedCalibrationText(s, gpu_id, c); !unused.isEmpty())
        lines << unused.toHtmlEscaped();
    return lines;
}

QString ServingMeasured::calibrationText(const ServingCalibration& k, const text::Format& f) {
    return tr("Calibrated to %1 measured runs of %2 on this GPU: decode bandwidth share %3, prefill MFU %4, "
              "%5 more a decode step; median error of TTFT %6 → %7, of TPOT %8 → %9.")
        .arg(k.runs.size())
        .arg(text::engineText(k.engine), f.percent(k.decode_memory_efficiency), f.percent(k.prefill_mfu),
             f.seconds(k.step_overhead_decode_ms / 1000.0), percentOrDash(k.ttft_error_before, f),
             percentOrDash(k.ttft_error_after, f), percentOrDash(k.tpot_error_before, f),
             percentOrDash(k.tpot_error_after, f));
}

charts::XYSeriesData ServingMeasured::chartPoints(const MatchingRuns& runs, bool tpot) {
    charts::XYSeriesData points{
        tr("Measured runs"), {}, charts::XYSeriesData::Kind::Scatter, charts::kMarkStyle, true};
    const double replicas = std::max<std::uint32_t>(1, runs.question.replicas);
    for (const BenchmarkRun* r : runs.any_load) {
        const std::optional<double> ms = tpotOf(*r);
        if (!r->concurrency || !ms || !(*ms > 0.0))
            continue; // an open loop has no fixed concurrency to draw it at
        points.points.append({*r->concurrency / replicas, tpot ? *ms : 1000.0 / *ms});
    }
    return points;
}

QString ServingMeasured::calibrateTip(const MatchingRuns& runs, Engine engine) {
    if (runs.any_load.size() < kMinCalibrationRuns)
        return tr("Needs at least %1 measured runs in the catalog of this engine, model, GPU, parallelism, "
                  "precisions and lengths (within 20 %); %2 match.")
            .arg(kMinCalibrationRuns)
            .arg(runs.any_load.size());
    return tr("Fit %1's speed on this GPU (bandwidth share, MFU, step overheads) to the %2 measured runs "
              "that "
              "match, and plan with it. Undo takes it back.")
        .arg(text::engineText(engine))
        .arg(runs.any_load.size());
}

} // namespace gpuplan::gui

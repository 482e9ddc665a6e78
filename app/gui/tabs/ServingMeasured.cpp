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

std::optional<double> ServingMeasured::runLoad(const BenchmarkRun& r, std::uint32_t replicas) {
    const double n = std::max<std::uint32_t>(1, replicas);
    if (r.concurrency)
        return *r.concurrency / n;
    std::optional<double> per_s = r.request_rate;
    if (r.output_tokens_per_s && r.output_tokens > 0)
        per_s = *r.output_tokens_per_s / r.output_tokens; // what it completed, queue or not
    const std::optional<double> ttft = r.ttft.central(), tpot = tpotOf(r);
    if (!per_s || !ttft || !tpot || !(*per_s > 0))
        return std::nullopt;
    const double latency_s = (*ttft + *tpot * std::max(0.0, r.output_tokens - 1)) / 1000.0;
    return *per_s * latency_s / n;
}

namespace {

// "50 users" (a closed loop), "2.5 requests/s" or "every request at once" (an open loop).
QString loadText(const BenchmarkRun& r, const text::Format& f) {
    if (r.concurrency)
        return *r.concurrency == 1 ? ServingMeasured::tr("1 user")
                                   : ServingMeasured::tr("%1 users").arg(*r.concurrency);
    return r.request_rate ? ServingMeasured::tr("%1 requests/s").arg(f.number(*r.request_rate))
                          : ServingMeasured::tr("every request at once");
}

// "+9%", "-12%": the model's error on a run.
QString signedPercent(double fraction, const text::Format& f) {
    return fraction > 0 ? QStringLiteral("+") + f.percent(fraction) : f.percent(fraction);
}

// A TPOT as the chart's y shows it, with the other measure beside it.
QString figureText(double tpot_ms, bool tpot, const text::Format& f) {
    return tpot ? ServingMeasured::tr("%1 per output token (%2 tokens/s per user)")
                      .arg(f.seconds(tpot_ms / 1000.0), f.number(1000.0 / tpot_ms))
                : ServingMeasured::tr("%1 tokens/s per user (%2 per output token)")
                      .arg(f.number(1000.0 / tpot_ms), f.seconds(tpot_ms / 1000.0));
}

// One run's tool tip, the same on its measured and its modelled point.
QString runTip(const RunBesideModel& x, double load, double measured_ms, bool tpot, const text::Format& f) {
    const BenchmarkRun& r = *x.run;
    QStringList lines{qs(runLabel(r))};
    if (r.concurrency)
        lines << ServingMeasured::tr("Load: %1 in a closed loop, %2 per replica on the chart")
                     .arg(loadText(r, f), f.number(load));
    else
        lines << ServingMeasured::tr("Load: %1, an open loop: drawn at the %2 requests in flight per replica "
                                     "it measured (requests completed a second × their latency)")
                     .arg(loadText(r, f), f.number(load));
    lines << ServingMeasured::tr("Measured: %1").arg(figureText(measured_ms, tpot, f));
    if (x.modelled && x.modelled->tpot_ms > 0)
        lines << ServingMeasured::tr("Model at this load: %1 (TPOT %2 against measured)")
                     .arg(figureText(x.modelled->tpot_ms, tpot, f),
                          signedPercent(x.modelled->tpot_ms / measured_ms - 1.0, f));
    else
        lines << ServingMeasured::tr("Model at this load: none (the model does not fit as the run ran)");
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QList<charts::XYSeriesData> ServingMeasured::chartSeries(const std::vector<RunBesideModel>& runs,
                                                         const ServingQuestion& q, bool tpot,
                                                         const text::Format& f) {
    using Kind = charts::XYSeriesData::Kind;
    charts::XYSeriesData measured{tr("Measured runs"), {}, Kind::Scatter, charts::kMarkStyle, true};
    charts::XYSeriesData modelled{tr("Model at the run's load"), {}, Kind::Scatter, charts::kMarkStyle};
    modelled.hollow = true;
    QList<charts::XYSeriesData> joins;
    auto y = [tpot](double ms) { return tpot ? ms : 1000.0 / ms; };
    for (const RunBesideModel& x : runs) {
        const std::optional<double> ms = tpotOf(*x.run);
        const std::optional<double> load = runLoad(*x.run, q.replicas);
        if (!ms || !(*ms > 0.0) || !load || !(*load > 0.0))
            continue;
        const QString tip = runTip(x, *load, *ms, tpot, f);
        measured.points.append({*load, y(*ms)});
        measured.tips.append(tip);
        if (!x.modelled || !(x.modelled->tpot_ms > 0))
            continue;
        modelled.points.append({*load, y(x.modelled->tpot_ms)});
        modelled.tips.append(tip);
        // Named after the run (series are told apart by name), left out of the legend.
        charts::XYSeriesData join{tr("%1: measured against modelled").arg(qs(runLabel(*x.run))),
                                  {{*load, y(*ms)}, {*load, y(x.modelled->tpot_ms)}},
                                  Kind::Line,
                                  charts::kReferenceStyle,
                                  false,
                                  false};
        join.tips = {tip, tip};
        joins.append(join);
    }
    if (measured.points.isEmpty())
        return {};
    QList<charts::XYSeriesData> out = joins; // under the markers
    out.append(measured);
    if (!modelled.points.isEmpty())
        out.append(modelled);
    return out;
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

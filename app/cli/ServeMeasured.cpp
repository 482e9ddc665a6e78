#include "cli/ServeMeasured.h"

#include "cli/CliText.h"
#include "cli/Table.h"
#include "text/CoreText.h"

#include "core/base/Error.h"

#include <ostream>

namespace gpuplan::cli {

namespace {

nlohmann::json opt(const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json latencyJson(const LatencySummary& l) {
    if (l.empty())
        return nullptr;
    return {{"mean", opt(l.mean_ms)},
            {"p50", opt(l.p50_ms)},
            {"p90", opt(l.p90_ms)},
            {"p95", opt(l.p95_ms)},
            {"p99", opt(l.p99_ms)}};
}

nlohmann::json runJson(const BenchmarkRun& r) {
    return {{"id", r.id},
            {"source", r.source},
            {"date", r.date},
            {"engine_version", r.engine_version},
            {"prompt_tokens", r.prompt_tokens},
            {"output_tokens", r.output_tokens},
            {"concurrency", r.concurrency ? nlohmann::json(*r.concurrency) : nlohmann::json(nullptr)},
            {"request_rate", opt(r.request_rate)},
            {"ttft_ms", latencyJson(r.ttft)},
            {"tpot_ms", latencyJson(r.tpot)},
            {"itl_ms", latencyJson(r.itl)},
            {"output_tokens_per_s", opt(r.output_tokens_per_s)}};
}

nlohmann::json calibrationJson(const ServingCalibration& k) {
    return {{"engine", engineId(k.engine)},
            {"gpu", k.gpu_id},
            {"model", k.model_id},
            {"runs", k.runs},
            {"decode_memory_efficiency", k.decode_memory_efficiency},
            {"prefill_mfu", k.prefill_mfu},
            {"decode_mfu", k.decode_mfu},
            {"step_overhead_decode_ms", k.step_overhead_decode_ms},
            {"step_overhead_mixed_ms", k.step_overhead_mixed_ms},
            {"ttft_error_before", opt(k.ttft_error_before)},
            {"ttft_error_after", opt(k.ttft_error_after)},
            {"tpot_error_before", opt(k.tpot_error_before)},
            {"tpot_error_after", opt(k.tpot_error_after)}};
}

std::string ms(const std::optional<double>& v, const char* pattern = "{:.0f}") {
    return v ? formatLocal(pattern, *v) : std::string("-");
}

std::string percent(const std::optional<double>& v) {
    return v ? formatLocal("{:.0f} %", 100.0 * *v) : std::string("-");
}

} // namespace

ServeMeasured serveMeasured(const Catalog& c, const ModelSpec& m, Scenario& s, const GpuSpec& gpu,
                            std::uint32_t gpus, Precision weights, Precision kv, bool calibrate) {
    ServeMeasured x;
    x.runs = matchingRunsOf(c, m, s.serving, gpu.id, gpus, weights, kv);
    if (!calibrate)
        return x;
    const CalibrationResult fit = calibrateToRuns(c, m, s, gpu, x.runs);
    if (!fit.ok)
        throw InputError("--calibrate", fit.refusal);
    x.calibration = fit.calibration;
    s.serving.calibration = fit.calibration;
    return x;
}

void addMeasuredJson(const ServeMeasured& x, nlohmann::json& j) {
    nlohmann::json runs = nlohmann::json::array();
    for (const BenchmarkRun* r : x.runs.same_load)
        runs.push_back(runJson(*r));
    j["measured_runs"] = runs;
    j["matching_runs_any_load"] = x.runs.any_load.size();
    j["calibration"] = x.calibration ? calibrationJson(*x.calibration) : nlohmann::json(nullptr);
}

void printCalibration(const ServingCalibration& k, const std::string& gpu_name, std::ostream& out) {
    out << formatLocal(
        translate("Serve", "Calibrated to {} measured runs of {} on {}: decode bandwidth share "
                           "{:.2f}, prefill MFU {:.2f}, decode MFU {:.2f}, a step {:.2f} ms more "
                           "(decode) / {:.2f} ms (with a prefill); median error TTFT {} -> {}, "
                           "TPOT {} -> {}.\n"),
        k.runs.size(), engineName(k.engine), gpu_name, k.decode_memory_efficiency, k.prefill_mfu,
        k.decode_mfu, k.step_overhead_decode_ms, k.step_overhead_mixed_ms, percent(k.ttft_error_before),
        percent(k.ttft_error_after), percent(k.tpot_error_before), percent(k.tpot_error_after));
}

void printMeasured(const ServeMeasured& x, const ServingLoad& modelled, std::ostream& out) {
    if (x.runs.same_load.empty()) {
        if (!x.runs.any_load.empty())
            out << formatLocal(
                translate(
                    "Serve",
                    "Measured runs of this configuration at other loads: {} (the Serving tab's chart draws "
                    "them).\n"),
                x.runs.any_load.size());
        return;
    }
    out << "\n";
    Table t({translate("Serve", "Measured beside the model"), translate("Serve", "TTFT p50 / p95 (ms)"),
             translate("Serve", "TPOT (ms)"), translate("Serve", "output tokens/s")});
    t.add({translate("Serve", "modelled"),
           formatLocal("{:.0f} / {:.0f}", modelled.ttft_p50_s * 1000, modelled.ttft_p95_s * 1000),
           formatLocal("{:.1f}", modelled.tpot_p50_s * 1000), formatLocal("{:.0f}", modelled.tokens_per_s)});
    for (const BenchmarkRun* r : x.runs.same_load) {
        const LatencySummary& tpot = r->tpot.empty() ? r->itl : r->tpot;
        std::string tpot_text = ms(tpot.central(), "{:.1f}");
        if (!tpot.p50_ms && tpot.mean_ms)
            tpot_text += translate("Serve", " (mean)");
        // A tool that gives only means (AIPerf, NIM's tables): said, not shown as a median.
        std::string ttft_text = ms(r->ttft.central()) + " / " + ms(r->ttft.p95_ms);
        if (!r->ttft.p50_ms && r->ttft.mean_ms)
            ttft_text += translate("Serve", " (mean)");
        t.add({formatLocal(translate("Serve", "measured: {}"), runLabel(*r)), ttft_text, tpot_text,
               ms(r->output_tokens_per_s)});
    }
    t.print(out);
}

} // namespace gpuplan::cli

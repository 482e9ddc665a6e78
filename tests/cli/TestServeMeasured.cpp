// `serve`'s measured runs beside the model and --calibrate (issue 35, item 4): the printed table
// and the JSON from runs held in memory, and the command's refusal to calibrate without runs.
#include "CliRunner.h"

#include "cli/ServeMeasured.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace gpuplan;

namespace {

BenchmarkRun teamRun(std::uint32_t users, double ttft_p50, double tpot_mean) {
    BenchmarkRun r;
    r.id = users;
    r.engine = "vllm";
    r.engine_version = "0.11.0";
    r.model_id = "llama-3.1-8b";
    r.gpu_id = "h100-sxm";
    r.precision = "bf16";
    r.prompt_tokens = 1000;
    r.output_tokens = 250;
    r.concurrency = users;
    r.ttft.p50_ms = ttft_p50;
    r.ttft.p95_ms = 2 * ttft_p50;
    r.tpot.mean_ms = tpot_mean;
    r.output_tokens_per_s = users * 1000.0 / tpot_mean;
    r.date = "2026-11-02";
    r.source = "bench-c" + std::to_string(users) + ".json";
    return r;
}

} // namespace

TEST(ServeMeasured, TheRunAtTheLoadIsPrintedBesideTheModel) {
    const BenchmarkRun at = teamRun(32, 120, 11.5), other = teamRun(8, 60, 8.0);
    cli::ServeMeasured x;
    x.runs.same_load = {&at};
    x.runs.any_load = {&other, &at};
    ServingLoad modelled;
    modelled.ttft_p50_s = 0.1;
    modelled.ttft_p95_s = 0.2;
    modelled.tpot_p50_s = 0.0105;
    modelled.tokens_per_s = 3000;
    std::ostringstream out;
    cli::printMeasured(x, modelled, out);
    const std::string text = out.str();
    EXPECT_NE(text.find("modelled"), std::string::npos) << text;
    EXPECT_NE(text.find("100 / 200"), std::string::npos) << text;
    EXPECT_NE(text.find("measured: bench-c32.json, 2026-11-02"), std::string::npos) << text;
    EXPECT_NE(text.find("120 / 240"), std::string::npos) << text;
    EXPECT_NE(text.find("11.5 (mean)"), std::string::npos) << text;   // no median: the mean, said so
    EXPECT_EQ(text.find("bench-c8.json"), std::string::npos) << text; // another load: the chart's

    nlohmann::json j;
    cli::addMeasuredJson(x, j);
    ASSERT_EQ(j["measured_runs"].size(), 1u);
    EXPECT_EQ(j["measured_runs"][0]["source"], "bench-c32.json");
    EXPECT_EQ(j["measured_runs"][0]["ttft_ms"]["p50"], 120.0);
    EXPECT_TRUE(j["measured_runs"][0]["tpot_ms"]["p50"].is_null());
    EXPECT_EQ(j["matching_runs_any_load"], 2);
    EXPECT_TRUE(j["calibration"].is_null());

    // Only runs at other loads: a line says so, no table.
    cli::ServeMeasured y;
    y.runs.any_load = {&other};
    std::ostringstream line;
    cli::printMeasured(y, modelled, line);
    EXPECT_NE(line.str().find("Measured runs of this configuration at other loads: 1"), std::string::npos)
        << line.str();
}

TEST(ServeMeasured, TheCalibrationIsNamedWithItsErrors) {
    ServingCalibration k;
    k.gpu_id = "h100-sxm";
    k.decode_memory_efficiency = 0.62;
    k.prefill_mfu = 0.55;
    k.decode_mfu = 0.35;
    k.step_overhead_decode_ms = 2;
    k.runs = {"a, 2026-11-02", "b, 2026-11-02", "c, 2026-11-03"};
    k.ttft_error_before = 0.45;
    k.ttft_error_after = 0.05;
    k.tpot_error_before = 0.3;
    k.tpot_error_after = 0.03;
    std::ostringstream out;
    cli::printCalibration(k, "H100 SXM", out);
    EXPECT_NE(
        out.str().find("Calibrated to 3 measured runs of vLLM on H100 SXM: decode bandwidth share 0.62"),
        std::string::npos)
        << out.str();
    EXPECT_NE(out.str().find("TTFT 45 % -> 5 %, TPOT 30 % -> 3 %"), std::string::npos) << out.str();
    cli::ServeMeasured x;
    x.calibration = k;
    nlohmann::json j;
    cli::addMeasuredJson(x, j);
    EXPECT_EQ(j["calibration"]["gpu"], "h100-sxm");
    EXPECT_EQ(j["calibration"]["runs"].size(), 3u);
    EXPECT_DOUBLE_EQ(j["calibration"]["tpot_error_after"].get<double>(), 0.03);
}

// The built-in catalog has no measured run: --calibrate refuses, saying why; without it the JSON
// says none matched.
TEST(ServeMeasured, CalibrateRefusesWithoutRuns) {
    auto r = test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --users 32 --calibrate");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("calibrating needs at least 2 measured runs that match and that the planner can "
                         "model, got 0"),
              std::string::npos)
        << r.out;
    r = test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --users 32 --json", "", false);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_TRUE(j["measured_runs"].empty());
    EXPECT_TRUE(j["calibration"].is_null());
    EXPECT_FALSE(j["efficiencies"]["run_calibrated"].get<bool>());
}

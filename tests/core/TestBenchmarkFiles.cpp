// The four benchmark tools' files read into runs (core/measured/BenchmarkFiles.h): the format found
// from the content, every figure as the file writes it, what the file does not say taken from the
// hints or the catalog, and clear errors naming the file, the run and the option that gives what is
// missing. The files and their sources: tests/data/benchmark_files/README.md.
#include "core/base/Error.h"
#include "core/measured/BenchmarkFiles.h"
#include "fixtures/TestCatalog.h"
#include "fixtures/TestData.h"

#include <functional>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace gpuplan;
using namespace gpuplan::measured;

namespace {

std::string fileText(const std::string& name) {
    std::ifstream in(test::dataPath("benchmark_files/" + name), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    EXPECT_FALSE(s.str().empty()) << name;
    return s.str();
}

// The serving catalog, its models' sources as database/seed/models.csv names them.
Catalog catalog() {
    Catalog c = test::servingCatalog();
    for (auto& m : c.models) {
        if (m.spec.id == "llama-3.1-8b")
            m.source = "Hugging Face meta-llama/Llama-3.1-8B config.json";
        if (m.spec.id == "qwen2.5-7b")
            m.source = "Hugging Face Qwen/Qwen2.5-7B config.json";
        if (m.spec.id == "llama-3.3-70b")
            m.source = "Hugging Face meta-llama/Llama-3.3-70B-Instruct config.json";
    }
    return c;
}

std::string errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.what();
    }
    return "(no error)";
}

} // namespace

TEST(BenchmarkFiles, EachToolsFileIsRecognisedByItsContent) {
    EXPECT_EQ(detectFormat(fileText("vllm-llama-3.1-8b-c16.json"), "a"), BenchmarkFormat::Vllm);
    EXPECT_EQ(detectFormat(fileText("vllm-append-result.jsonl"), "a"), BenchmarkFormat::Vllm);
    EXPECT_EQ(detectFormat(fileText("sglang-llama-3.1-70b.jsonl"), "a"), BenchmarkFormat::Sglang);
    EXPECT_EQ(detectFormat(fileText("guidellm-llama-3.1-8b.json"), "a"), BenchmarkFormat::GuideLlm);
    EXPECT_EQ(detectFormat(fileText("llama-bench-rtx4080.json"), "a"), BenchmarkFormat::LlamaBench);
    EXPECT_NE(
        errorOf([] { detectFormat(R"({"gpus": []})", "catalog.json"); })
            .find("catalog.json: not a benchmark file of vllm bench serve, SGLang bench_serving, GuideLLM or "
                  "llama-bench"),
        std::string::npos);
    EXPECT_EQ(parseFormat("auto"), std::nullopt);
    EXPECT_EQ(parseFormat("llama-bench"), BenchmarkFormat::LlamaBench);
    EXPECT_NE(
        errorOf([] { parseFormat("trtllm-bench"); }).find("valid: auto, vllm, sglang, guidellm, llama-bench"),
        std::string::npos);
}

// vllm bench serve --save-result: the figures of the file, the model found by its Hugging Face repo.
TEST(BenchmarkFiles, AVllmResultGivesItsFigures) {
    const auto file = readBenchmarkFile(fileText("vllm-llama-3.1-8b-c16.json"), "vllm.json");
    ASSERT_EQ(file.runs.size(), 1u);
    const FileRun& f = file.runs[0];
    EXPECT_EQ(f.model_name, "meta-llama/Llama-3.1-8B-Instruct");
    EXPECT_EQ(f.label, "vllm.json");
    const BenchmarkRun& r = f.run;
    EXPECT_EQ(r.engine, "vllm");
    EXPECT_EQ(r.requests, 160u);
    EXPECT_DOUBLE_EQ(r.prompt_tokens, 1024); // 163840 / 160
    EXPECT_DOUBLE_EQ(r.output_tokens, 128);  // 20480 / 160
    EXPECT_EQ(r.concurrency, 16u);
    EXPECT_FALSE(r.request_rate); // "inf"
    EXPECT_DOUBLE_EQ(*r.ttft.mean_ms, 41.70925308391452);
    EXPECT_DOUBLE_EQ(*r.ttft.p50_ms, 38.21483399951819);
    EXPECT_DOUBLE_EQ(*r.ttft.p99_ms, 95.39281700109132);
    EXPECT_FALSE(r.ttft.p90_ms);
    EXPECT_DOUBLE_EQ(*r.tpot.p50_ms, 8.912740156263052);
    EXPECT_DOUBLE_EQ(*r.itl.p99_ms, 24.106371879437924);
    EXPECT_DOUBLE_EQ(*r.output_tokens_per_s, 1718.0753562031887);
    EXPECT_EQ(r.date, "2025-11-18"); // "20251118-142233"

    RunHints h;
    h.gpu_id = "h100-sxm";
    h.tensor_parallel = 1;
    h.precision = "bf16";
    const auto runs = completeRuns(file, catalog(), h, "2026-12-07");
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].model_id, "llama-3.1-8b");
    EXPECT_EQ(runs[0].gpu_id, "h100-sxm");
    EXPECT_EQ(runs[0].gpu_count, 1u); // one engine of TP 1
    EXPECT_EQ(runs[0].tensor_parallel, 1u);
    EXPECT_EQ(runs[0].source, "vllm.json");
    EXPECT_EQ(runs[0].date, "2025-11-18");
    EXPECT_EQ(runs[0].tpot, r.tpot);
}

// --append-result: one run a line, the configured percentiles, a NaN that is no figure.
TEST(BenchmarkFiles, AppendedVllmResultsAreOneRunEach) {
    const auto file = readBenchmarkFile(fileText("vllm-append-result.jsonl"), "runs.jsonl");
    ASSERT_EQ(file.runs.size(), 2u);
    EXPECT_EQ(file.runs[0].label, "run 1 of runs.jsonl");
    const BenchmarkRun& a = file.runs[0].run;
    EXPECT_EQ(a.concurrency, 32u);
    EXPECT_DOUBLE_EQ(*a.request_rate, 8.0);
    EXPECT_DOUBLE_EQ(a.prompt_tokens, 2048); // 655360 / 320
    EXPECT_DOUBLE_EQ(a.output_tokens, 256);
    EXPECT_DOUBLE_EQ(*a.ttft.p90_ms, 318.7103014963213);
    EXPECT_DOUBLE_EQ(*a.tpot.p90_ms, 16.30215072837041);
    EXPECT_EQ(a.notes, "h200-tp2");
    const BenchmarkRun& b = file.runs[1].run;
    EXPECT_EQ(b.concurrency, 1u);
    EXPECT_FALSE(b.request_rate);
    EXPECT_DOUBLE_EQ(*b.ttft.mean_ms, 96.20381700070668);

    // Qwen/Qwen3-32B is not a model of this catalog: the run says so and which option gives it.
    RunHints h;
    h.gpu_id = "h200";
    h.tensor_parallel = 2;
    h.precision = "bf16";
    EXPECT_EQ(
        errorOf([&] { completeRuns(file, catalog(), h, "2026-12-07"); }),
        "run 1 of runs.jsonl: the file's model 'Qwen/Qwen3-32B' is not a model of the catalog; give --model");
    h.model_id = "qwen2.5-7b"; // what the user says it was
    const auto runs = completeRuns(file, catalog(), h, "2026-12-07");
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[1].model_id, "qwen2.5-7b");
    EXPECT_EQ(runs[1].gpu_count, 2u);
    EXPECT_EQ(runs[1].notes, "run 2 of runs.jsonl; h200-tp2");
}

// A published file, as its author's runs wrote it: the legacy benchmarks/benchmark_serving.py
// --save-result --append-result with --metadata (nerdalert/vllm-bench-automation, commit 1a4f2e4,
// vllm-benchmark-graphs/results.json; 2025-05-30, Llama-3.2-3B-Instruct behind an llm-d gateway on
// 4 x L40S, 1,000 + 500 random tokens at 10, 30 and unlimited requests/s, three routings). Its
// metadata keys ("gpu": "4xNVIDIA_L40S", "decode_replicas": "4"), the tool's own misspelt
// "request_goodput:" key and "inf" as a rate are read past; each figure is the file's.
TEST(BenchmarkFiles, APublishedAppendedVllmFileGivesItsNineRuns) {
    const auto file = readBenchmarkFile(fileText("vllm-llm-d-llama-3.2-3b-4x-l40s.jsonl"), "results.json");
    EXPECT_EQ(file.format, BenchmarkFormat::Vllm);
    ASSERT_EQ(file.runs.size(), 9u);
    const FileRun& first = file.runs[0];
    EXPECT_EQ(first.label, "run 1 of results.json");
    EXPECT_EQ(first.model_name, "meta-llama/Llama-3.2-3B-Instruct");
    const BenchmarkRun& a = first.run;
    EXPECT_EQ(a.requests, 300u);
    EXPECT_DOUBLE_EQ(a.prompt_tokens, 999);           // 299700 / 300: the random prompts' length
    EXPECT_DOUBLE_EQ(a.output_tokens, 80945.0 / 300); // EOS not ignored: 270 of the 500 asked
    EXPECT_DOUBLE_EQ(*a.request_rate, 10.0);
    EXPECT_FALSE(a.concurrency); // "max_concurrency": null, an open loop
    EXPECT_DOUBLE_EQ(*a.ttft.mean_ms, 54.59561144333596);
    EXPECT_DOUBLE_EQ(*a.ttft.p50_ms, 52.868896000063614);
    EXPECT_DOUBLE_EQ(*a.ttft.p99_ms, 98.69780922984769);
    EXPECT_DOUBLE_EQ(*a.tpot.mean_ms, 13.710971568239172);
    EXPECT_DOUBLE_EQ(*a.itl.p99_ms, 34.48662216016601);
    EXPECT_DOUBLE_EQ(*a.output_tokens_per_s, 2258.212337970085);
    EXPECT_EQ(a.date, "2025-05-30"); // "20250530-194738"
    // The third: every request at once ("inf"), the queue in the first token's time.
    const BenchmarkRun& c = file.runs[2].run;
    EXPECT_FALSE(c.request_rate);
    EXPECT_EQ(c.requests, 900u);
    EXPECT_DOUBLE_EQ(*c.ttft.mean_ms, 4386.739448253334);
    // The last: the KV-cache-aware routing at unlimited rate.
    EXPECT_DOUBLE_EQ(*file.runs[8].run.tpot.mean_ms, 45.0189959701786);
    // Llama-3.2-3B is no model of the catalog: the import says so and which option gives it.
    RunHints h;
    h.gpu_id = "l40s";
    h.tensor_parallel = 1;
    h.precision = "bf16";
    EXPECT_EQ(
        errorOf([&] { completeRuns(file, catalog(), h, "2026-12-07"); }),
        "run 1 of results.json: the file's model 'meta-llama/Llama-3.2-3B-Instruct' is not a model of the "
        "catalog; give --model");
}

// SGLang bench_serving: one line a run, the server's arguments when it answered.
TEST(BenchmarkFiles, SglangLinesGiveTheirRunsAndTheServersArguments) {
    const auto file = readBenchmarkFile(fileText("sglang-llama-3.1-70b.jsonl"), "sglang.jsonl");
    ASSERT_EQ(file.runs.size(), 2u);
    const BenchmarkRun& a = file.runs[0].run;
    EXPECT_EQ(a.engine, "sglang");
    EXPECT_EQ(a.engine_version, "0.5.5");
    EXPECT_EQ(file.runs[0].model_name, "meta-llama/Llama-3.1-70B-Instruct");
    EXPECT_EQ(a.tensor_parallel, 8u);
    EXPECT_EQ(a.gpu_count, 8u);
    EXPECT_EQ(a.precision, "fp8");
    EXPECT_EQ(a.kv_precision, ""); // "auto"
    EXPECT_EQ(a.concurrency, 64u);
    EXPECT_FALSE(a.request_rate); // Infinity
    EXPECT_DOUBLE_EQ(a.prompt_tokens, 1024);
    EXPECT_DOUBLE_EQ(a.output_tokens, 1024);
    EXPECT_DOUBLE_EQ(*a.ttft.p50_ms, 171.40918201766908);
    EXPECT_DOUBLE_EQ(*a.tpot.mean_ms, 6.80742099014529);
    EXPECT_DOUBLE_EQ(*a.itl.p95_ms, 7.201081991940737);
    EXPECT_DOUBLE_EQ(*a.output_tokens_per_s, 9127.271558151756);
    const BenchmarkRun& b = file.runs[1].run;
    EXPECT_DOUBLE_EQ(*b.request_rate, 4.0);
    EXPECT_FALSE(b.concurrency);
    EXPECT_EQ(b.tensor_parallel, 0u); // no server_info: not said
    EXPECT_EQ(b.gpu_count, 0u);
    EXPECT_DOUBLE_EQ(b.prompt_tokens, 2048);
    EXPECT_DOUBLE_EQ(b.output_tokens, 256);

    // Each field the files leave out is asked for, run by run, with the option that gives it.
    const Catalog c = catalog();
    EXPECT_EQ(errorOf([&] { completeRuns(file, c, {}, "2026-12-07"); }),
              "run 1 of sglang.jsonl: the GPU is not in the file; give --gpu");
    RunHints h;
    h.gpu_id = "h100-sxm";
    EXPECT_EQ(
        errorOf([&] { completeRuns(file, c, h, "2026-12-07"); }),
        "run 1 of sglang.jsonl: the file's model 'meta-llama/Llama-3.1-70B-Instruct' is not a model of the "
        "catalog; give --model");
    h.model_id = "llama-3.3-70b";
    EXPECT_EQ(errorOf([&] { completeRuns(file, c, h, "2026-12-07"); }),
              "run 2 of sglang.jsonl: the number of GPUs is not in the file; give --gpus");
    h.gpu_count = 8;
    h.tensor_parallel = 8;
    EXPECT_EQ(errorOf([&] { completeRuns(file, c, h, "2026-12-07"); }),
              "run 2 of sglang.jsonl: the precision of the weights is not in the file; give --precision");
    h.precision = "fp8";
    const auto runs = completeRuns(file, c, h, "2026-12-07");
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[0].date, "2026-12-07"); // the file has none: the day of the import
    EXPECT_EQ(runs[0].engine_version, "0.5.5");
    EXPECT_EQ(runs[1].tensor_parallel, 8u);
    EXPECT_EQ(runs[1].notes, "run 2 of sglang.jsonl");
}

// Published SGLang files, copied unchanged (tests/data/benchmark_files/README.md). Today's format,
// from a run on 8 x H100 SXM (Scicom-AI-Enterprise-Organization/llm-benchmaq at 3e344dd, 2026-04-09:
// its README's table gives this run's mean TTFT, 1,494 ms, and total throughput, 14,211 tokens/s),
// with the per-request lists --output-details adds; and the 2024 format, which has no TPOT and no
// server_info (datacrunch-research/h200-benchmarks at c091ef5: Llama 3.3 70B on 4 x H200, TP 4,
// request rates 1 to 16, then ShareGPT at 4 and 8).
TEST(BenchmarkFiles, PublishedSglangFilesOfBothFormatsAreRead) {
    const auto today =
        readBenchmarkFile(fileText("sglang-published-llama-3.1-70b-8x-h100.jsonl"), "h100.jsonl");
    ASSERT_EQ(today.runs.size(), 1u);
    const BenchmarkRun& a = today.runs[0].run;
    EXPECT_EQ(a.engine, "sglang");
    EXPECT_EQ(a.engine_version, "0.5.9");
    EXPECT_EQ(a.tensor_parallel, 8u);
    EXPECT_EQ(a.precision, "bf16"); // "bfloat16", no quantization
    EXPECT_EQ(a.concurrency, 100u);
    EXPECT_FALSE(a.request_rate); // Infinity
    EXPECT_EQ(a.requests, 100u);
    EXPECT_DOUBLE_EQ(a.prompt_tokens, 50461.0 / 100); // random lengths: the means the run sent
    EXPECT_DOUBLE_EQ(a.output_tokens, 6108.0 / 100);
    EXPECT_DOUBLE_EQ(*a.ttft.mean_ms, 1494.0877327811904);
    EXPECT_DOUBLE_EQ(*a.ttft.p50_ms, 1473.9298574859276);
    EXPECT_DOUBLE_EQ(*a.ttft.p99_ms, 2252.8686060081236);
    EXPECT_DOUBLE_EQ(*a.tpot.p50_ms, 26.882141415315033);
    EXPECT_DOUBLE_EQ(*a.itl.p95_ms, 16.00549747236073);
    EXPECT_DOUBLE_EQ(*a.output_tokens_per_s, 1534.4131704276733);
    EXPECT_EQ(today.runs[0].model_name, "/workspace/llama-3.1-70b"); // a local path: --model names it

    const auto old =
        readBenchmarkFile(fileText("sglang-published-2024-llama-3.3-70b-4x-h200.jsonl"), "h200.jsonl");
    ASSERT_EQ(old.runs.size(), 7u);
    const double rates[] = {1, 2, 4, 8, 16, 4, 8};
    for (std::size_t i = 0; i < 7; ++i)
        EXPECT_DOUBLE_EQ(*old.runs[i].run.request_rate, rates[i]) << i;
    const BenchmarkRun& r1 = old.runs[0].run;
    EXPECT_EQ(r1.requests, 300u);
    EXPECT_DOUBLE_EQ(r1.prompt_tokens, 152612.0 / 300);
    EXPECT_DOUBLE_EQ(*r1.ttft.p50_ms, 85.74514742940664);
    EXPECT_DOUBLE_EQ(*r1.itl.p50_ms, 13.638956006616354);
    EXPECT_FALSE(r1.tpot.p50_ms); // the 2024 format has none: not taken from the ITL
    EXPECT_FALSE(r1.ttft.mean_ms);
    EXPECT_EQ(r1.tensor_parallel, 0u); // no server_info
    EXPECT_DOUBLE_EQ(*old.runs[4].run.ttft.p50_ms, 614.2499720444903);
}

// A published GuideLLM 0.5 report, copied unchanged (danielkorat/guidellm-bench at 8f24116,
// 2026-03-03): gpt-oss-20b served by vLLM on 4 Intel Arc Pro B60 at TP 4, one synchronous benchmark
// of 25 requests.
TEST(BenchmarkFiles, APublishedGuideLlmReportIsRead) {
    const auto file =
        readBenchmarkFile(fileText("guidellm-published-gpt-oss-20b-4x-arc-b60.json"), "b60.json");
    ASSERT_EQ(file.runs.size(), 1u);
    EXPECT_EQ(file.runs[0].model_name, "openai/gpt-oss-20b");
    const BenchmarkRun& s = file.runs[0].run;
    EXPECT_EQ(s.concurrency, 1u); // synchronous
    EXPECT_EQ(s.requests, 25u);
    EXPECT_EQ(s.date, "2026-03-02");
    EXPECT_DOUBLE_EQ(s.prompt_tokens, 92.72);
    EXPECT_DOUBLE_EQ(s.output_tokens, 1024.0);
    EXPECT_DOUBLE_EQ(*s.ttft.mean_ms, 48.843650817871094);
    EXPECT_DOUBLE_EQ(*s.ttft.p50_ms, 47.66058921813965);
    EXPECT_DOUBLE_EQ(*s.tpot.mean_ms, 29.92480437271297);
    EXPECT_DOUBLE_EQ(*s.tpot.p50_ms, 29.92664952762425);
    // The model is the catalog's; the GPU, its count and the engine are the user's to say.
    RunHints h;
    h.gpu_id = "rtx-4090";
    h.gpu_count = 4;
    h.tensor_parallel = 4;
    h.engine = "vllm";
    h.precision = "mxfp4";
    Catalog c = catalog();
    CatalogModel oss;
    oss.spec = test::config("gpt-oss-20b");
    oss.spec.id = "gpt-oss-20b";
    oss.source = "Hugging Face openai/gpt-oss-20b config.json"; // as database/seed/models.csv names it
    c.models.push_back(oss);
    const auto runs = completeRuns(file, c, h, "2026-12-08");
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].model_id, "gpt-oss-20b");
    EXPECT_EQ(runs[0].date, "2026-03-02"); // the report's, not the import's
}

// GuideLLM: one run per benchmark, its strategy the load.
TEST(BenchmarkFiles, AGuideLlmReportGivesOneRunPerBenchmark) {
    const auto file = readBenchmarkFile(fileText("guidellm-llama-3.1-8b.json"), "guidellm.json");
    ASSERT_EQ(file.runs.size(), 2u);
    EXPECT_EQ(file.runs[0].label, "benchmark 1 of guidellm.json");
    EXPECT_EQ(file.runs[0].model_name, "meta-llama/Llama-3.1-8B-Instruct");
    const BenchmarkRun& s = file.runs[0].run;
    EXPECT_EQ(s.concurrency, 1u); // synchronous
    EXPECT_EQ(s.requests, 52u);
    EXPECT_DOUBLE_EQ(s.prompt_tokens, 1024);
    EXPECT_DOUBLE_EQ(s.output_tokens, 256);
    EXPECT_DOUBLE_EQ(*s.ttft.mean_ms, 22.41);
    EXPECT_DOUBLE_EQ(*s.ttft.p50_ms, 22.18);
    EXPECT_DOUBLE_EQ(*s.ttft.p90_ms, 23.9);
    EXPECT_DOUBLE_EQ(*s.ttft.p95_ms, 24.6);
    EXPECT_DOUBLE_EQ(*s.ttft.p99_ms, 27.3);
    EXPECT_DOUBLE_EQ(*s.output_tokens_per_s, 224.8);
    EXPECT_EQ(s.date, "2025-11-18"); // start_time 1763470800.25
    const BenchmarkRun& c = file.runs[1].run;
    EXPECT_EQ(c.concurrency, 8u); // 8 streams
    EXPECT_DOUBLE_EQ(*c.tpot.p50_ms, 5.166);
    EXPECT_DOUBLE_EQ(*c.itl.p99_ms, 12.4);
    // GuideLLM measures any OpenAI server: the engine is the user's to say.
    RunHints h;
    h.gpu_id = "h100-sxm";
    h.gpu_count = 1;
    h.tensor_parallel = 1;
    h.precision = "bf16";
    EXPECT_EQ(errorOf([&] { completeRuns(file, catalog(), h, "2026-12-07"); }),
              "benchmark 1 of guidellm.json: the engine is not in the file; give --engine");
    h.engine = "vllm";
    h.engine_version = "0.11.0";
    const auto runs = completeRuns(file, catalog(), h, "2026-12-07");
    EXPECT_EQ(runs[1].model_id, "llama-3.1-8b");
    EXPECT_EQ(runs[1].engine_version, "0.11.0");
}

// llama-bench: pp512 is a prompt's time to first token at batch 1, tg128 the time per token.
TEST(BenchmarkFiles, LlamaBenchTestsArePromptAndTokenTimesAtBatchOne) {
    const auto file = readBenchmarkFile(fileText("llama-bench-rtx4080.json"), "llama.json");
    ASSERT_EQ(file.runs.size(), 2u);
    EXPECT_TRUE(file.skipped.empty());
    const BenchmarkRun& pp = file.runs[0].run;
    EXPECT_EQ(file.runs[0].label, "test 1 of llama.json (pp512)");
    EXPECT_EQ(pp.engine, "llama.cpp");
    EXPECT_EQ(pp.engine_version, "b5163");
    EXPECT_EQ(pp.precision, "q4_k_m");  // "qwen2 7B Q4_K - Medium"
    EXPECT_EQ(pp.kv_precision, "fp16"); // type_k f16
    EXPECT_EQ(pp.gpu_count, 1u);
    EXPECT_EQ(pp.concurrency, 1u);
    EXPECT_EQ(pp.requests, 5u); // five repetitions
    EXPECT_DOUBLE_EQ(pp.prompt_tokens, 512);
    EXPECT_DOUBLE_EQ(pp.output_tokens, 1);
    EXPECT_DOUBLE_EQ(*pp.ttft.mean_ms, 1000.0 * 512 / 7100.002165); // 72.11 ms
    EXPECT_EQ(pp.date, "2025-04-24");
    const BenchmarkRun& tg = file.runs[1].run;
    EXPECT_DOUBLE_EQ(tg.output_tokens, 128);
    EXPECT_DOUBLE_EQ(*tg.tpot.mean_ms, 1000.0 / 118.881588); // 8.41 ms
    EXPECT_DOUBLE_EQ(*tg.output_tokens_per_s, 118.881588);
    EXPECT_EQ(file.runs[1].gpu_name, "NVIDIA GeForce RTX 4080");
    EXPECT_EQ(file.runs[1].model_name, "Qwen2.5-7B-Instruct-Q4_K_M.gguf");

    // The catalog has no RTX 4080 (only the SUPER): the user names it.
    EXPECT_EQ(errorOf([&] { completeRuns(file, catalog(), {}, "2026-12-07"); }),
              "test 1 of llama.json (pp512): the file's GPU 'NVIDIA GeForce RTX 4080' is not a GPU of the "
              "catalog; give --gpu");
    RunHints h;
    h.gpu_id = "rtx-4090";
    const auto runs = completeRuns(file, catalog(), h, "2026-12-07");
    EXPECT_EQ(runs[0].model_id, "qwen2.5-7b"); // from the GGUF file's name
    EXPECT_EQ(runs[0].gpu_id, "rtx-4090");
    EXPECT_EQ(runs[1].notes.rfind("test 2 of llama.json (tg128)", 0), 0u) << runs[1].notes;
}

TEST(BenchmarkFiles, LlamaBenchMixedAndDepthTestsAreSkippedWithTheReason) {
    const std::string mixed =
        R"([{"n_prompt": 512, "n_gen": 128, "n_depth": 0, "avg_ts": 900, "gpu_info": "NVIDIA GeForce RTX 4090"},
            {"n_prompt": 512, "n_gen": 0, "n_depth": 4096, "avg_ts": 5000},
            {"n_prompt": 0, "n_gen": 64, "n_depth": 4096, "avg_ts": 100}])";
    const auto file = readBenchmarkFile(mixed, "pg.json");
    ASSERT_EQ(file.runs.size(), 1u);
    EXPECT_DOUBLE_EQ(file.runs[0].run.prompt_tokens, 4096); // tg64 @ d4096: after 4096 tokens
    ASSERT_EQ(file.skipped.size(), 2u);
    EXPECT_NE(file.skipped[0].find("test 1 of pg.json (pp512 + tg128)"), std::string::npos)
        << file.skipped[0];
    EXPECT_NE(file.skipped[1].find("pp512 @ d4096"), std::string::npos) << file.skipped[1];
}

// A malformed file says what is wrong and where.
TEST(BenchmarkFiles, MalformedFilesSayWhatAndWhere) {
    EXPECT_EQ(errorOf([] { readBenchmarkFile("", "empty.json"); }), "empty.json: the file is empty");
    EXPECT_NE(errorOf([] {
                  readBenchmarkFile("{\"backend\": \"sglang\", \"server_info\": null}\n{oops\n", "s.jsonl");
              }).find("s.jsonl line 2: not JSON"),
              std::string::npos);
    EXPECT_EQ(errorOf([] {
                  readBenchmarkFile(R"({"endpoint_type": "vllm", "model_id": "m", "completed": "many"})",
                                    "v.json");
              }),
              "v.json: completed must be a number, got \"many\"");
    EXPECT_EQ(errorOf([] {
                  readBenchmarkFile(R"({"endpoint_type": "vllm", "completed": 10, "mean_ttft_ms": -4})",
                                    "v.json");
              }),
              "v.json: mean_ttft_ms must not be negative, got -4");
    EXPECT_EQ(errorOf([] { readBenchmarkFile(R"([{"n_prompt": 512, "n_gen": 0, "avg_ts": 0}])", "l.json"); }),
              "l.json: avg_ts (tokens per second) must be a positive number");
    EXPECT_EQ(errorOf([] { readBenchmarkFile(R"({"benchmarks": [1]})", "g.json"); }),
              "g.json: a GuideLLM result must be a JSON object");
    // A file of the wrong format given by the user.
    EXPECT_EQ(errorOf([] { readBenchmarkFile("[1, 2]", "x.json", BenchmarkFormat::Vllm); }),
              "x.json: a vllm bench serve result must be a JSON object");
}

TEST(BenchmarkFiles, NamesFromFilesAreFoundInTheCatalog) {
    const Catalog c = catalog();
    EXPECT_EQ(matchModel(c, "meta-llama/Llama-3.1-8B-Instruct"), "llama-3.1-8b");
    EXPECT_EQ(matchModel(c, "meta-llama/Meta-Llama-3.1-8B-Instruct-FP8"), "llama-3.1-8b");
    EXPECT_EQ(matchModel(c, "/models/Llama-3.3-70B-Instruct"), "llama-3.3-70b");
    EXPECT_EQ(matchModel(c, "Qwen2.5-7B-Instruct-Q4_K_M.gguf"), "qwen2.5-7b");
    EXPECT_EQ(matchModel(c, "llama-3.1-8b"), "llama-3.1-8b");
    EXPECT_EQ(matchModel(c, "Qwen/Qwen3-32B"), "");
    EXPECT_EQ(matchGpu(c, "NVIDIA GeForce RTX 4090"), "rtx-4090");
    EXPECT_EQ(matchGpu(c, "h100-sxm"), "h100-sxm");
    EXPECT_EQ(matchGpu(c, "NVIDIA GeForce RTX 4080"), "");
    EXPECT_EQ(precisionInName("RedHatAI/Meta-Llama-3.1-8B-Instruct-FP8"), "fp8");
    EXPECT_EQ(precisionInName("Qwen2.5-7B-Instruct-AWQ"), "awq-int4");
    EXPECT_EQ(precisionInName("Qwen2.5-7B-Instruct-Q4_K_M.gguf"), "q4_k_m");
    EXPECT_EQ(precisionInName("meta-llama/Llama-3.1-8B-Instruct"), "");
}

// Published measurements (tests/data/measurements.csv: value, basis, tolerance and source of
// each) that the single-GPU memory model covers.
#include "Measurements.h"
#include "fixtures/TestData.h"

#include "core/base/Units.h"
#include "core/memory/MemoryModel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <regex>
#include <set>

using namespace gpuplan;
using gpuplan::test::config;
using gpuplan::test::measurement;

namespace {
Workload load(Precision p) {
    Workload w;
    w.task = Task::Inference;
    w.precision = p;
    return w;
}
} // namespace

// guide-7b-fp16-load: torch.cuda.memory_allocated() after loading Llama-2-7B in FP16 = 13.5 GB.
TEST(Measurements, Llama2_7bFp16LoadWithin1Percent) {
    const double gb = estimateMemory(config("llama-2-7b"), load(Precision::FP16)).weights_bytes / kGB;
    EXPECT_WITHIN_MEASUREMENT(gb, "guide-7b-fp16-load"); // model: 13.48 GB
}

// guide-7b-int8-load: bitsandbytes LLM.int8 = 6.8 GB. The model keeps embeddings and
// lm_head in fp16 and adds one fp32 scale per row; it lands at 7.0 GB (+3 %).
TEST(Measurements, Llama2_7bInt8LoadWithin5Percent) {
    const double gb = estimateMemory(config("llama-2-7b"), load(Precision::INT8)).weights_bytes / kGB;
    EXPECT_WITHIN_MEASUREMENT(gb, "guide-7b-int8-load");
}

// bert-base-fp32-load: accelerate's model_size_estimator docs measure 413.68 MB (MiB) for
// bert-base-cased in fp32 (its own estimate 413.18).
TEST(Measurements, BertBaseCasedFp32LoadWithin1Percent) {
    Workload w = load(Precision::FP32);
    const double mib = estimateMemory(config("bert-base-cased"), w).weights_bytes / kMiB;
    EXPECT_WITHIN_MEASUREMENT(mib, "bert-base-fp32-load"); // model: 413.17 MiB
}

// cuda-context-lazy / cuda-context-eager: PyTorch PR #86509 measures 287 MB (lazy module
// loading) and 667 MB (eager). The default sits between the two.
TEST(Measurements, DefaultCudaContextLiesBetweenMeasuredLazyAndEager) {
    const RuntimeOverhead rt;
    EXPECT_GE(rt.cuda_context_bytes / kMB, measurement("cuda-context-lazy").value);
    EXPECT_LE(rt.cuda_context_bytes / kMB, measurement("cuda-context-eager").value);
}

// qlora-65b-48gb: the QLoRA paper fine-tunes LLaMA-65B on one 48 GB GPU (NF4 + double
// quantization, LoRA r=64 on all linear layers, bf16 adapters, gradient checkpointing,
// paged 32-bit AdamW). The model must say it fits in 48 GB, and not with room for a second copy.
// A "48 GB" card (RTX A6000, A40, L40S) holds 48 GiB: nvidia-smi shows an RTX A6000 as 49140 MiB,
// and database/seed/gpus.csv reads the vendor's "48 GB" as 51,539,607,552 bytes. (Compared with
// 48e9 bytes until issue 15 added bitsandbytes' dequantized bf16 matrix, 0.36 GB for 65B, which
// took the device figure to 48.09e9.)
TEST(Measurements, Qlora65bFitsIn48GB) {
    Workload w;
    w.task = Task::QLoRA;
    w.precision = Precision::NF4_DQ;
    w.lora_rank = 64;
    w.lora_targets = {"all-linear"};
    w.adapter_precision = Precision::BF16;
    w.regime = TrainRegime::Mixed;
    w.checkpointing = Checkpointing::Full;
    w.batch = 1;
    w.seq = 512;
    const auto mem = estimateMemory(config("llama-65b"), w);
    EXPECT_LT(mem.device_used_bytes / kGiB, measurement("qlora-65b-48gb").value);
    EXPECT_GT(mem.total_bytes, 36'000'000'000ull);
}

// guide-13b-lora-r64: the guide claims ~18 GB for Llama-2-13B fp16 + LoRA r=64, batch 4.
// That cannot hold: the fp16 weights alone are 26 GB (the guide says so itself). The
// detailed model is pinned instead, above the weights and below the guide's own rule (36.76 GB).
TEST(Measurements, Guide13bLoraClaimIsBelowItsOwnWeights) {
    Workload w;
    w.task = Task::LoRA;
    w.precision = Precision::FP16;
    w.lora_rank = 64;
    w.lora_targets = {"q_proj", "k_proj", "v_proj", "o_proj"};
    w.batch = 4;
    w.seq = 512;
    w.checkpointing = Checkpointing::Full;
    const auto mem = estimateMemory(config("llama-2-13b"), w);
    EXPECT_GT(mem.weights_bytes, 18'000'000'000ull);
    EXPECT_NEAR(mem.weights_bytes / kGB, 26.0, 0.01 * 26.0);
    EXPECT_LT(mem.total_bytes, 36'760'000'000ull);
}

// Every row of the measurements table says what it measured, on which basis, how closely the
// model must hold it (or that no test holds it yet), and where it was published: a title, an
// address (or "none (...)" saying why not) and a date (or "undated").
TEST(Measurements, EveryRowNamesItsBasisToleranceAndPublication) {
    const std::regex date(R"(\d{4}(-\d{2}(-\d{2})?)?( \(undated\))?|undated)");
    const std::regex address(R"(https://\S+|none \(.+\))");
    const std::set<std::string> bases = {"allocator_peak", "device_used", "exact", "spec",   "per_direction",
                                         "bus_bandwidth",  "throughput",  "ratio", "latency"};
    const auto& table = gpuplan::test::measurements();
    EXPECT_GE(table.size(), 50u);
    for (const auto& [id, m] : table) {
        EXPECT_FALSE(m.what.empty()) << id;
        EXPECT_FALSE(m.setting.empty()) << id;
        EXPECT_TRUE(bases.count(m.basis)) << id << ": basis " << m.basis;
        EXPECT_FALSE(m.kind.empty()) << id;
        if (std::isnan(m.value)) {
            EXPECT_EQ(m.value_text, "OOM") << id; // the only non-number: did not fit
        } else {
            EXPECT_GT(m.value, 0.0) << id;
            EXPECT_FALSE(m.unit.empty()) << id;
        }
        if (m.tolerance) {
            EXPECT_GE(*m.tolerance, 0.0) << id;
            EXPECT_LE(*m.tolerance, 0.5) << id;
        }
        EXPECT_FALSE(m.source_title.empty()) << id;
        EXPECT_TRUE(std::regex_match(m.source_address, address)) << id << ": " << m.source_address;
        EXPECT_TRUE(std::regex_match(m.source_date, date)) << id << ": " << m.source_date;
    }
}

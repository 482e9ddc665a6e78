// Calibration of the single-GPU memory model on published peaks (tests/data/measurements.csv,
// each row with its basis, tolerance and publication). Each case is computed on the basis its
// row was measured on — allocator_peak: the tensors (MemoryBreakdown::allocator_peak_bytes),
// device_used: what nvidia-smi shows (device_used_bytes) — and its error is printed. The goal
// (issue 15): median absolute error <= 5 %, none over 10 %.
//
// torchtune's CEWithChunkedOutputLoss is the model's own loss (LossKind::Chunked: the bf16 logits
// and one of 8 chunks in fp32 at a time, never alive with the layer recomputed in backward).
// Techniques the memory model has no option for are applied to the breakdown here, each as
// the bytes it removes, with the recipe that documents it (never a factor per case):
//  - optimizer_in_bwd (torchtune): each gradient is applied and freed as backward produces it,
//    no gradient buffer;
//  - activation offloading (torchtune): the checkpointed layer inputs live in host memory;
//  - bitsandbytes' paged optimizers (PagedAdamW8bit): the states are CUDA unified memory,
//    outside PyTorch's caching allocator, so not in its peak.
// Rows whose setting the model cannot express stay without tolerance; each says why in its
// notes (eager PyTorch's fp32 norm inputs and unfused SwiGLU, torch.compile's fusions, peaks
// where gradients and activations are not alive together, settings the table does not state).
#include "Measurements.h"
#include "fixtures/TestData.h"

#include "core/base/Units.h"
#include "core/memory/MemoryModel.h"
#include "core/memory/MultiGpu.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

using namespace gpuplan;
using gpuplan::test::config;
using gpuplan::test::measurement;

namespace {

struct Techniques {
    bool optimizer_in_backward = false;
    bool activation_offload = false;
    bool paged_optimizer = false;
};

// The bytes of a single-GPU estimate on a basis, the techniques applied.
double figureOn(const std::string& basis, const ModelSpec& m, const Workload& w, const Techniques& t = {}) {
    const MemoryBreakdown b = estimateMemory(m, w);
    double bytes = basis == "device_used" ? static_cast<double>(b.device_used_bytes)
                                          : static_cast<double>(b.allocator_peak_bytes);
    if (t.optimizer_in_backward)
        bytes -= static_cast<double>(b.gradients_bytes);
    if (t.activation_offload && w.checkpointing == Checkpointing::Full)
        bytes -= 2.0 * m.layers * static_cast<double>(w.seq) * w.batch * m.hidden;
    if (t.paged_optimizer)
        bytes -= static_cast<double>(b.optimizer_bytes);
    return bytes;
}

double inUnit(double bytes, const std::string& unit) {
    if (unit == "GiB")
        return bytes / kGiB;
    if (unit == "MiB")
        return bytes / kMiB;
    if (unit == "GB")
        return bytes / kGB;
    ADD_FAILURE() << "unit " << unit;
    return 0.0;
}

// torchtune's bf16 recipes: bf16 weights, gradients and AdamW states (no fp32 master), SDPA
// (flash attention), batch 2.
Workload torchtuneFull(std::uint64_t seq) {
    Workload w;
    w.task = Task::FullFineTune;
    w.precision = Precision::BF16;
    w.regime = TrainRegime::PureBF16;
    w.batch = 2;
    w.seq = seq;
    w.flash_attention = true;
    w.checkpointing = Checkpointing::Full;
    w.loss = LossKind::Chunked; // CEWithChunkedOutputLoss
    return w;
}

Workload torchtuneLora(std::uint64_t seq, std::uint32_t rank, std::vector<std::string> targets,
                       Precision base = Precision::BF16) {
    Workload w = torchtuneFull(seq);
    w.task = base == Precision::BF16 ? Task::LoRA : Task::QLoRA;
    w.precision = base;
    w.adapter_precision = Precision::BF16;
    w.lora_rank = rank;
    w.lora_targets = std::move(targets);
    return w;
}

struct Case {
    std::string id;
    std::function<double(const std::string& basis)> bytes;
};

std::vector<Case> cases() {
    const ModelSpec l8 = config("llama-3.1-8b");
    const ModelSpec l3 = config("llama-3.2-3b");
    const ModelSpec l7 = config("llama-2-7b");
    const std::vector<std::string> qvo = {"q_proj", "v_proj", "o_proj"};
    const std::vector<std::string> all = {"all-linear"};
    std::vector<Case> c;
    // vLLM 0.19 loads Llama-3.1-8B in bf16: "model weights 14.99 GiB".
    c.push_back({"vllm-llama3.1-8b-h100-weights", [=](const std::string&) {
                     Workload w;
                     w.precision = Precision::BF16;
                     return static_cast<double>(estimateMemory(l8, w).weights_bytes);
                 }});
    // torch.cuda.memory_allocated() after loading Llama-2-7B in fp16 (the guide).
    c.push_back({"guide-7b-fp16-load", [=](const std::string&) {
                     Workload w;
                     return static_cast<double>(estimateMemory(l7, w).weights_bytes);
                 }});
    c.push_back({"bert-base-fp32-load", [](const std::string&) {
                     Workload w;
                     w.precision = Precision::FP32;
                     return static_cast<double>(estimateMemory(config("bert-base-cased"), w).weights_bytes);
                 }});
    // torchtune README, Llama 3.1 8B at batch 2, packed to 2048: LoRA (r 8 on q, v, output_proj,
    // the llama3_1/8B_lora_single_device recipe) with activation checkpointing on the 24 GB
    // RTX 4090, without it on the 48 GB A6000; QLoRA (NF4 of torchao: double-quantized scales).
    c.push_back({"torchtune-llama3.1-8b-lora-4090",
                 [=](const std::string& b) { return figureOn(b, l8, torchtuneLora(2048, 8, qvo)); }});
    c.push_back({"torchtune-llama3.1-8b-lora-a6000", [=](const std::string& b) {
                     Workload w = torchtuneLora(2048, 8, qvo);
                     w.checkpointing = Checkpointing::None;
                     return figureOn(b, l8, w);
                 }});
    c.push_back({"torchtune-llama3.1-8b-qlora-4090", [=](const std::string& b) {
                     return figureOn(b, l8, torchtuneLora(2048, 8, qvo, Precision::NF4_DQ));
                 }});
    // Full fine-tuning on the RTX 4090: llama3_1/8B_full_single_device (PagedAdamW8bit,
    // optimizer_in_bwd, activation checkpointing).
    c.push_back({"torchtune-llama3.1-8b-full-4090", [=](const std::string& b) {
                     Workload w = torchtuneFull(2048);
                     w.optimizer = Optimizer::AdamW8bit;
                     return figureOn(b, l8, w, {true, false, true});
                 }});
    // torchtune README, Llama 3.2 3B at batch 2, packed to 4096 on an A100, techniques cumulative.
    c.push_back({"torchtune-llama3.2-3b-opt-in-bwd",
                 [=](const std::string& b) { return figureOn(b, l3, torchtuneFull(4096), {true}); }});
    c.push_back({"torchtune-llama3.2-3b-act-offload", [=](const std::string& b) {
                     return figureOn(b, l3, torchtuneFull(4096), {true, true});
                 }});
    return c;
}

} // namespace

// Every case on its row's basis, its error printed; the rows' tolerances held, the goal met.
TEST(Calibration, PublishedPeaksOnTheirBasisMedianWithin5PercentNoneOver10) {
    std::vector<double> errors;
    for (const Case& c : cases()) {
        const auto& m = measurement(c.id);
        ASSERT_TRUE(m.tolerance) << c.id << " is a calibration case: it needs a tolerance";
        ASSERT_TRUE(m.basis == "allocator_peak" || m.basis == "device_used") << c.id << ": " << m.basis;
        const double model = inUnit(c.bytes(m.basis), m.unit);
        const double error = model / m.value - 1.0;
        std::printf("calibration %-36s %-14s published %8.2f %-3s model %8.2f  error %+6.1f %%\n",
                    c.id.c_str(), m.basis.c_str(), m.value, m.unit.c_str(), model, 100.0 * error);
        EXPECT_WITHIN_MEASUREMENT(model, c.id);
        errors.push_back(std::fabs(error));
    }
    ASSERT_GE(errors.size(), 9u);
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    const double median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2.0;
    std::printf("calibration: %zu cases, median absolute error %.1f %%, largest %.1f %%\n", n, 100.0 * median,
                100.0 * errors.back());
    EXPECT_LE(median, 0.05);
    EXPECT_LE(errors.back(), 0.10);
}

// Freezing a module removes the input autograd would keep for its weight's gradient: LoRA on
// q and v only keeps neither the attention output (o_proj's input) nor the FFN's (gate/up,
// down), which full fine-tuning keeps. Llama-3.1-8B, 4096 tokens, 16-bit: o_proj's input is
// 2 x 4096 x 4096 bytes, the FFN input 2 x 4096 x 4096 and down_proj's 2 x 4096 x 14336.
TEST(Calibration, LoraKeepsNoInputOfFrozenModules) {
    const ModelSpec m = config("llama-3.1-8b");
    const LayerActivations full = layerActivations(m, 1, 4096, 2.0, true);
    Workload lora = torchtuneLora(4096, 8, {"q_proj", "v_proj"});
    const LayerActivations qv = layerActivations(m, 1, 4096, 2.0, true, savedLinearInputs(m, lora));
    const double tokens = 4096.0;
    EXPECT_DOUBLE_EQ(full.bytes() - qv.bytes(), 2.0 * tokens * (4096.0 + 4096.0 + 14336.0));
    lora.lora_targets = {"all-linear"};
    EXPECT_DOUBLE_EQ(layerActivations(m, 1, 4096, 2.0, true, savedLinearInputs(m, lora)).bytes(),
                     full.bytes());
}

// bitsandbytes' 4-bit layers dequantize their weight to bf16 for each matmul: QLoRA's working
// set holds the largest matrix in bf16 (Llama-3.1-8B: gate/up 4096 x 14336 x 2 bytes).
TEST(Calibration, FourBitBitsandbytesHoldsOneDequantizedMatrix) {
    const ModelSpec m = config("llama-3.1-8b");
    Workload nf4 = torchtuneLora(512, 8, {"q_proj", "v_proj"}, Precision::NF4);
    Workload gptq = nf4;
    gptq.precision = Precision::GPTQ_INT4;
    EXPECT_EQ(estimateMemory(m, nf4).activations_bytes - estimateMemory(m, gptq).activations_bytes,
              2ull * 4096 * 14336);
}

// The two figures: the allocator peak is the tensors, the device figure adds the CUDA context
// and the allocator's reserve, and it is the one that decides the fit.
TEST(Calibration, DeviceFigureIsAllocatorPeakPlusContextAndReserve) {
    Workload w;
    w.precision = Precision::BF16;
    RuntimeOverhead rt;
    const MemoryBreakdown b = estimateMemory(config("llama-3.1-8b"), w, rt);
    EXPECT_EQ(b.allocator_peak_bytes,
              b.weights_bytes + b.activations_bytes + b.logits_bytes + b.kv_cache_bytes);
    EXPECT_EQ(b.device_used_bytes, b.allocator_peak_bytes + b.cuda_context_bytes + b.fragmentation_bytes);
    EXPECT_EQ(b.total_bytes, b.device_used_bytes);
    EXPECT_EQ(b.cuda_context_bytes, rt.cuda_context_bytes);
}

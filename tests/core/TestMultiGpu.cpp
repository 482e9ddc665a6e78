#include "Measurements.h"
#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/memory/MultiGpu.h"

#include <gtest/gtest.h>

#include <cmath>
#include <utility>

using namespace gpuplan;
using gpuplan::test::config;
using gpuplan::test::fullFineTune;

namespace {

// Model states of the ZeRO paper's example: Psi = 7.5B parameters, mixed-precision Adam:
// 2 Psi fp16 weights, 2 Psi fp16 gradients, K Psi = 12 Psi fp32 master weights + states.
WorkloadTerms zeroPaperTerms() {
    WorkloadTerms t;
    t.training = true;
    t.params_total = 7.5e9;
    t.weights = 2 * 7.5e9;
    t.gradients = 2 * 7.5e9;
    t.optimizer = 12 * 7.5e9;
    t.largest_layer_params = 0; // the paper counts model states only
    t.cuda_context = 0;
    t.fragmentation = 0;
    return t;
}

double modelStatesGB(const WorkloadTerms& t, Strategy s, std::uint32_t gpus) {
    return perGpuMemory(t, makeLayout(s, gpus)).per_gpu.modelStatesBytes() / 1e9;
}

} // namespace

// ZeRO paper (Rajbhandari et al. 2020), Figure 1: 7.5B on 64 GPUs, 120 -> 31.4 -> 16.6 -> 1.9 GB
// per GPU (tests/data/measurements.csv zero-7.5b-64gpu-*). Exact formulas: the model reproduces them.
TEST(MultiGpu, ZeroPaperFigure1ModelStatesPerGpu) {
    const auto t = zeroPaperTerms();
    EXPECT_WITHIN_MEASUREMENT(modelStatesGB(t, Strategy::DDP, 64), "zero-7.5b-64gpu-base");
    EXPECT_WITHIN_MEASUREMENT(modelStatesGB(t, Strategy::ZeRO1, 64), "zero-7.5b-64gpu-s1");
    EXPECT_WITHIN_MEASUREMENT(modelStatesGB(t, Strategy::ZeRO2, 64), "zero-7.5b-64gpu-s2");
    EXPECT_WITHIN_MEASUREMENT(modelStatesGB(t, Strategy::ZeRO3, 64), "zero-7.5b-64gpu-s3");
}

// DeepSpeed's estimate_zero3_model_states_mem_needs_all_live for t5-small (60,506,624 params,
// largest layer = shared embedding 32128 x 512 = 16,449,536), 1 node x 1 GPU, as printed
// (GiB) in a published run (blog.csdn.net/u012327567/article/details/132278598).
TEST(MultiGpu, DeepSpeedZero3EstimatorReproducesPublishedT5SmallOutput) {
    const double P = 60'506'624, L = 16'449'536, GiB = 1024.0 * 1024 * 1024;
    auto e = deepspeedZero3Estimate(P, L, 1, 1, true, true, true);
    EXPECT_NEAR(e.cpu_bytes / GiB, 1.52, 0.005); // offload_param=cpu, offload_optimizer=cpu, zero_init=1
    EXPECT_NEAR(e.gpu_bytes / GiB, 0.06, 0.005);
    e = deepspeedZero3Estimate(P, L, 1, 1, true, false, true);
    EXPECT_NEAR(e.cpu_bytes / GiB, 1.35, 0.005); // offload_param=none, offload_optimizer=cpu
    EXPECT_NEAR(e.gpu_bytes / GiB, 0.17, 0.005);
    e = deepspeedZero3Estimate(P, L, 1, 1, false, false, true);
    EXPECT_NEAR(e.cpu_bytes / GiB, 0.09, 0.005); // offload_param=none, offload_optimizer=none, zero_init=1
    EXPECT_NEAR(e.gpu_bytes / GiB, 1.08, 0.005);
    e = deepspeedZero3Estimate(P, L, 1, 1, false, false, false);
    EXPECT_NEAR(e.cpu_bytes / GiB, 0.34, 0.005); // zero_init=0
}

// DeepSpeed's estimate_zero2_model_states_mem_needs (stage_1_and_2.py): GPU 4P + 16P/N without
// offload, 2P with CPU offload; CPU P x max(4N, 16) x 1.5 with offload.
TEST(MultiGpu, DeepSpeedZero2EstimatorFormula) {
    const double P = 7.5e9;
    auto e = deepspeedZero2Estimate(P, 8, 8, false);
    EXPECT_DOUBLE_EQ(e.gpu_bytes, 4 * P + std::floor(16 * P / 64));
    EXPECT_DOUBLE_EQ(e.cpu_bytes, P * 4 * 8 * 1.5);
    e = deepspeedZero2Estimate(P, 8, 8, true);
    EXPECT_DOUBLE_EQ(e.gpu_bytes, 2 * P);
    EXPECT_DOUBLE_EQ(e.cpu_bytes, P * 4 * 64 * 1.5); // max(4 x 64, 16) = 256
}

// The guide: "LLaMA 70B sur 4x A100 40GB ... Avec ZeRO-3 : ~35 GB par GPU". 35 GB is the fp16
// weights over 4 GPUs (2 x 69B / 4 = 34.5 GB). With the optimizer offloaded to the CPU (its
// ds_config) the model gives 34.5 GB of partitioned weights + 1.05 GB of gathered buffers
// (4 x the 262M-parameter embedding): 35.5 GB of model states, within 2 % of the guide. With
// activations (micro-batch 2, 512 tokens, full checkpointing), context and fragmentation it
// reaches 39.7 GB: it fits 40 GB with almost no room; with the parameters on NVMe too (the
// guide's offload_param: nvme) the GPU keeps only buffers and activations.
TEST(MultiGpu, Guide70bZero3On4xA100_40GB) {
    const auto t = workloadTerms(config("llama-2-70b"), [] {
        Workload w = fullFineTune(2, 512);
        w.checkpointing = Checkpointing::Full;
        return w;
    }());
    const auto opt_offload = perGpuMemory(t, makeLayout(Strategy::ZeRO3, 4, 8, 1, 1, 1, Offload::CPU));
    EXPECT_NEAR(opt_offload.per_gpu.modelStatesBytes() / 1e9, 35.0, 0.02 * 35.0); // the guide: ~35 GB
    // With the optimizer alone in CPU RAM the device holds 39.7 GB of tensors and fragmentation,
    // plus its collectives' stream pools: a block of 856 M parameters gathered in 16 bits (1.71 GB)
    // and reduced in fp32 (3.42 GB). 44.7 GB: it does not fit 40 GB; the guide's own configuration
    // puts the parameters on NVMe as well (below), which fits.
    EXPECT_NEAR((opt_offload.per_gpu.total_bytes - opt_offload.per_gpu.collective_pools_bytes) / 1e9, 39.7,
                0.2);
    EXPECT_NEAR(opt_offload.per_gpu.collective_pools_bytes / 1e9, 5.13, 0.01);
    EXPECT_GT(opt_offload.per_gpu.total_bytes, 40e9);
    const auto nvme =
        perGpuMemory(t, makeLayout(Strategy::ZeRO3, 4, 8, 1, 1, 1, Offload::CPU, Offload::NVMe));
    EXPECT_LT(nvme.per_gpu.total_bytes, 10e9);
    EXPECT_GT(nvme.nvme_bytes_per_node, 130e9);           // the 16-bit weights live on the NVMe drive
    EXPECT_GT(opt_offload.host_ram_bytes_per_node, 1e12); // DeepSpeed: 16 B/param x 1.5 in CPU RAM
}

// The guide: "8x A100 80GB (640 GB)" for 70B full fine-tuning (its rule of thumb: 560 GB).
// The detailed model disagrees: mixed-precision AdamW needs 16 B/param = 1.1 TB of model states,
// so even ZeRO-3 over 8 GPUs needs 138 GB per GPU; it fits only with the optimizer in CPU RAM.
TEST(MultiGpu, Guide8xA100_80GBHolds640GBButNot70bFullFineTuneWithoutOffload) {
    const Layout l = makeLayout(Strategy::ZeRO3, 8);
    EXPECT_EQ(l.gpus() * 80'000'000'000ull, 640'000'000'000ull); // 8 x 80 GB = 640 GB
    Workload w = fullFineTune(1, 512);
    w.checkpointing = Checkpointing::Full;
    const auto t = workloadTerms(config("llama-2-70b"), w);
    EXPECT_GT(perGpuMemory(t, l).per_gpu.total_bytes, 80e9);
    EXPECT_NEAR(perGpuMemory(t, l).per_gpu.modelStatesBytes() / 1e9, 16 * 68.98 / 8 + 1.05, 0.5);
    const auto off = perGpuMemory(t, makeLayout(Strategy::ZeRO3, 8, 8, 1, 1, 1, Offload::CPU));
    EXPECT_LT(off.per_gpu.total_bytes, 80e9);
    // Without offload: 15 GPUs before the collectives' stream pools (5.1 GB a GPU) were counted.
    EXPECT_EQ(gpusNeeded(t, Strategy::ZeRO3, 80'000'000'000ull, 64), 17u);
}

// NVIDIA/Megatron-LM PR #482 (tests/data/measurements.csv megatron-llama2-7b-dp8pp2): Llama-2-7B bf16,
// micro-batch 2, global batch 2048, peak 69.1 GB per GPU (its own estimate 68.8). The PR's README
// table lists this row as DP 8, PP 1, TP 1; a review comment on the PR as
// DP 8 x PP 2 on 2 nodes. Sequence length is not stated. Assumed: FlashAttention, distributed
// optimizer (ZeRO-1 over DP), fp32 gradient buffer (Megatron's main_grad), no recompute, 1F1B.
// README reading, sequence 2048: model 68.3 GB, -1.1 %. CSV reading (PP 2), sequence 4096: model
// 60.9 GB, -12 % (stage 0 keeps 2 micro-batches of 16 layers in flight).
TEST(MultiGpu, MegatronLlama2_7bPeakMemory) {
    auto perGpuGB = [](std::uint64_t seq, std::uint32_t gpus, std::uint32_t pp, std::uint32_t m) {
        Workload w = fullFineTune(2, seq);
        w.precision = Precision::BF16;
        w.flash_attention = true;
        w.grad_accum = m;
        const auto t = workloadTerms(config("llama-2-7b"), w, RuntimeOverhead{0, 0.0});
        const Layout l = makeLayout(Strategy::Hybrid, gpus, 8, 1, pp, m);
        EXPECT_EQ(l.dp, 8u);
        EXPECT_EQ(l.zero_stage, 1);
        return perGpuMemory(t, l).per_gpu.total_bytes / 1e9;
    };
    EXPECT_WITHIN_MEASUREMENT(perGpuGB(2048, 8, 1, 128), "megatron-llama2-7b-dp8pp2"); // README: DP8 PP1
    EXPECT_NEAR(perGpuGB(4096, 16, 2, 128), 69.1, 0.15 * 69.1);                        // CSV: DP8 PP2
}

// Pipeline bubble (p - 1) / (m + p - 1) (GPipe / Megatron); the guide's naive split is m = 1.
TEST(MultiGpu, PipelineBubble) {
    EXPECT_DOUBLE_EQ(pipelineBubble(4, 1), 0.75); // the guide's 48 layers on 4 GPUs: 3/4 idle
    EXPECT_DOUBLE_EQ(pipelineBubble(4, 8), 3.0 / 11.0);
    EXPECT_DOUBLE_EQ(pipelineBubble(1, 8), 0.0);
}

TEST(MultiGpu, DataParallelGpu0HoldsMoreThanDdp) {
    const auto t = workloadTerms(config("llama-2-7b"), fullFineTune(4, 1024));
    const auto dp = perGpuMemory(t, makeLayout(Strategy::DataParallel, 4));
    const auto ddp = perGpuMemory(t, makeLayout(Strategy::DDP, 4));
    EXPECT_GT(dp.gpu0_extra_bytes, 0u);
    EXPECT_EQ(dp.per_gpu.total_bytes - dp.gpu0_extra_bytes - dp.per_gpu.fragmentation_bytes,
              ddp.per_gpu.total_bytes - ddp.per_gpu.fragmentation_bytes);
}

TEST(MultiGpu, TensorParallelSplitsInferenceWeightsAndKvCache) {
    Workload w;
    w.task = Task::Inference;
    w.seq = 4096;
    w.batch = 8;
    const auto t = workloadTerms(config("llama-2-70b"), w);
    const auto one = perGpuMemory(t, makeLayout(Strategy::Single, 1));
    const auto tp4 = perGpuMemory(t, makeLayout(Strategy::TensorParallel, 4));
    EXPECT_NEAR(static_cast<double>(tp4.per_gpu.weights_bytes), one.per_gpu.weights_bytes / 4.0, 1.0);
    EXPECT_NEAR(static_cast<double>(tp4.per_gpu.kv_cache_bytes), one.per_gpu.kv_cache_bytes / 4.0, 1.0);
    EXPECT_EQ(gpusNeeded(t, Strategy::DDP, 80'000'000'000ull, 8), std::nullopt); // copies never shrink
    // 138 GB of weights + 10.7 GB of KV cache, and the activations of one prefill step: the engine
    // prefills 2,048 tokens a step (Workload::prefill_chunk_tokens, vLLM's chunk), 1.1 GB without
    // FlashAttention (2 x 64 heads x 2,048 x 4,096 scores), not the 8 prompts of 4,096 tokens at once
    // (17 GB, what this test pinned before issue 16). TP 2 then just fits: 69.0 + 5.4 + 0.5 + the
    // CUDA context and 5 % fragmentation = 79.1 GB per GPU.
    EXPECT_EQ(gpusNeeded(t, Strategy::TensorParallel, 80'000'000'000ull, 8), 2u);
    const auto tp2 = perGpuMemory(t, makeLayout(Strategy::TensorParallel, 2));
    EXPECT_GT(tp2.per_gpu.total_bytes, 78'500'000'000ull);
    EXPECT_LT(tp2.per_gpu.total_bytes, 80'000'000'000ull);
    // Prefilled all at once (prefill_chunk_tokens 0), TP 2 is not enough and TP 4 is.
    w.prefill_chunk_tokens = 0;
    const auto whole = workloadTerms(config("llama-2-70b"), w);
    EXPECT_EQ(gpusNeeded(whole, Strategy::TensorParallel, 80'000'000'000ull, 8), 4u);
}

TEST(MultiGpu, LayoutErrorsNameTheProblem) {
    EXPECT_THROW(makeLayout(Strategy::Single, 2), InputError);
    EXPECT_THROW(makeLayout(Strategy::DDP, 0), InputError);
    EXPECT_THROW(makeLayout(Strategy::DDP, 4, 8, 1, 1, 1, Offload::CPU), InputError);
    try {
        makeLayout(Strategy::Hybrid, 12, 8, 8, 1);
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("12 GPUs cannot be split into TP 8 x PP 1"), std::string::npos);
    }
    EXPECT_EQ(makeLayout(Strategy::Hybrid, 32, 8, 8, 2).nodes(), 4u);
    EXPECT_EQ(parseStrategy("zero3"), Strategy::ZeRO3);
    EXPECT_THROW(parseStrategy("zero4"), InputError);
}

// The planner samples one workload at several batches and lengths from terms computed once:
// each sample equals the terms computed from the spec at that batch and length.
TEST(MultiGpu, WorkloadTermsFromModelTermsEqualTheTermsFromTheSpec) {
    const auto m = config("llama-2-13b");
    RuntimeOverhead rt;
    rt.fragmentation = 0.08;
    for (const Task task : {Task::Inference, Task::FullFineTune}) {
        Workload w = fullFineTune(4, 2048);
        w.task = task;
        w.checkpointing = Checkpointing::Full;
        const ModelTerms terms = modelTerms(m, w, rt);
        for (const auto& [batch, seq] : {std::pair<std::uint32_t, std::uint64_t>{1, 2048},
                                         {2, 2048},
                                         {4, 1},
                                         {4, 2},
                                         {4, 3},
                                         {16, 8192}}) {
            Workload x = w;
            x.batch = batch;
            x.seq = seq;
            const WorkloadTerms a = workloadTerms(terms, batch, seq);
            const WorkloadTerms b = workloadTerms(m, x, rt);
            EXPECT_EQ(a.batch, b.batch);
            EXPECT_EQ(a.seq, b.seq);
            EXPECT_EQ(a.kv_cache, b.kv_cache);
            EXPECT_EQ(a.inference_activations, b.inference_activations);
            EXPECT_EQ(a.layer.bytes(), b.layer.bytes());
            EXPECT_EQ(a.checkpoint_per_layer, b.checkpoint_per_layer);
            EXPECT_EQ(a.largest_layer_params, b.largest_layer_params);
            EXPECT_EQ(a.decode_weight_bytes, b.decode_weight_bytes);
            for (const Layout& l :
                 {makeLayout(Strategy::Single, 1), makeLayout(Strategy::ZeRO3, 8),
                  makeLayout(Strategy::TensorParallel, 4), makeLayout(Strategy::Hybrid, 16, 8, 4, 2)})
                EXPECT_EQ(perGpuMemory(a, l).per_gpu.total_bytes, perGpuMemory(b, l).per_gpu.total_bytes);
        }
    }
}

// FSDP2 allocates each unit's all-gather output on its copy-in stream and the reduce-scatter input
// on its reduce-scatter stream (torch/distributed/_composable/fsdp/_fsdp_collectives.py); the
// caching allocator keeps a pool per stream, so the largest unit gathered (bf16) and its gradients
// being reduced (fp32, torchtitan's mixed_precision_reduce) stay reserved. For Llama 3.1 8B the
// largest unit is the root: embedding and head, 2 x 128,256 x 4,096 = 1,050,673,152 parameters,
// 2 + 4 bytes each = 6,304,038,912 bytes, the same at 8 and 128 GPUs (an unsharded unit does not
// shrink), in what the device holds but not in the allocator's peak.
TEST(MultiGpu, FsdpReservesItsCollectiveStreamsPools) {
    Workload w = fullFineTune(2, 8192);
    w.precision = Precision::BF16;
    w.checkpointing = Checkpointing::SelectiveOp;
    w.flash_attention = true;
    const auto t = workloadTerms(config("llama-3.1-8b"), w);
    constexpr double kRoot = 2.0 * 128256 * 4096;
    for (std::uint32_t gpus : {8u, 128u}) {
        const MemoryBreakdown b = perGpuMemory(t, makeLayout(Strategy::ZeRO3, gpus)).per_gpu;
        EXPECT_NEAR(static_cast<double>(b.collective_pools_bytes), 6.0 * kRoot, 1.0) << gpus;
        EXPECT_EQ(b.device_used_bytes, b.allocator_peak_bytes + b.cuda_context_bytes + b.fragmentation_bytes +
                                           b.collective_pools_bytes);
        EXPECT_EQ(b.overheadBytes(), b.cuda_context_bytes + b.fragmentation_bytes + b.collective_pools_bytes);
    }
    // Without sharded parameters nothing is gathered: ZeRO-2, DDP and one GPU keep no such pools.
    EXPECT_EQ(perGpuMemory(t, makeLayout(Strategy::ZeRO2, 8)).per_gpu.collective_pools_bytes, 0u);
    EXPECT_EQ(perGpuMemory(t, makeLayout(Strategy::DDP, 8)).per_gpu.collective_pools_bytes, 0u);
    EXPECT_EQ(perGpuMemory(t, makeLayout(Strategy::ZeRO3, 1)).per_gpu.collective_pools_bytes, 0u);

    // LoRA: the frozen root is still gathered (bf16), but only a block's adapters are reduced.
    Workload lora = w;
    lora.task = Task::LoRA;
    lora.lora_targets = {"all-linear"};
    lora.lora_rank = 8;
    const auto tl = workloadTerms(config("llama-3.1-8b"), lora);
    const auto pools = perGpuMemory(tl, makeLayout(Strategy::ZeRO3, 8)).per_gpu.collective_pools_bytes;
    EXPECT_GE(static_cast<double>(pools), 2.0 * kRoot);
    EXPECT_LT(static_cast<double>(pools), 2.0 * kRoot + 4.0 * tl.params_trainable / 32 + 1.0);
}

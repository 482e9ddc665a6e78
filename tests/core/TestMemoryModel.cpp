#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/memory/MemoryModel.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>

using namespace gpuplan;
using gpuplan::test::config;

namespace {

Workload inference(Precision p = Precision::FP16, std::uint32_t batch = 1, std::uint64_t seq = 2048) {
    Workload w;
    w.task = Task::Inference;
    w.precision = p;
    w.batch = batch;
    w.seq = seq;
    return w;
}

} // namespace

// Korthikanti et al. 2022, eq. (1): per layer s*b*h*(34 + 5*a*s/h) bytes for a GPT
// layer (MHA, GELU FFN of 4h, dropout, 16-bit activations).
TEST(MemoryModel, ActivationsReproduceKorthikantiEquation1) {
    const auto m = config("gpt2"); // h = 768, a = 12, f = 4h, dropout on
    const double s = 1024, b = 2, h = 768, a = 12;
    const auto layer = layerActivations(m, 2, 1024, 2.0, false);
    EXPECT_DOUBLE_EQ(layer.bytes(), s * b * h * (34.0 + 5.0 * a * s / h));
}

// Korthikanti et al. 2022, eq. (2) tensor parallel and eq. (4) tensor + sequence parallel.
TEST(MemoryModel, ActivationsReproduceKorthikantiTensorAndSequenceParallel) {
    const auto m = config("gpt2");
    const double s = 1024, b = 1, h = 768, a = 12, t = 4;
    const auto layer = layerActivations(m, 1, 1024, 2.0, false);
    EXPECT_DOUBLE_EQ(layer.bytes(4, false), s * b * h * (10.0 + 24.0 / t + 5.0 * a * s / (h * t)));
    EXPECT_DOUBLE_EQ(layer.bytes(4, true), s * b * h / t * (34.0 + 5.0 * a * s / h));
}

// Selective recomputation (Korthikanti sec. 5) keeps 34*s*b*h per layer.
TEST(MemoryModel, SelectiveRecomputeKeeps34sbhPerLayer) {
    const auto m = config("gpt2");
    Workload w = gpuplan::test::fullFineTune(1, 1024);
    w.checkpointing = Checkpointing::Selective;
    const auto mem = estimateMemory(m, w);
    EXPECT_EQ(mem.activations_bytes, static_cast<std::uint64_t>(12.0 * 1024 * 768 * 34));
}

TEST(MemoryModel, FlashAttentionRemovesTheQuadraticTerm) {
    const auto m = config("llama-2-7b");
    const auto plain = layerActivations(m, 1, 4096, 2.0, false);
    const auto flash = layerActivations(m, 1, 4096, 2.0, true);
    EXPECT_GT(plain.quadratic, 0.0);
    EXPECT_EQ(flash.quadratic, 0.0);
    // Llama has no dropout: the softmax output alone, 2*a*s^2*b bytes.
    EXPECT_DOUBLE_EQ(plain.quadratic, 2.0 * 32 * 4096.0 * 4096.0);
}

// torchtitan's per-op policy (parallelize_llama.py at 9dec370) saves every odd matmul of a block:
// for Llama, wq, wv, w1 and w2. Eager checkpointing keeps every output it marks, so also w2's,
// which feeds only the residual add; a compiled block keeps only what backward reads
// (torch/_functorch/partitioners.py): 4,096 bf16 values a token and layer fewer, 4 GiB for Llama
// 3.1 8B at 2 x 8,192 tokens and 32 layers. A GPT layer's saved outputs (q, v, fc1) are all read.
TEST(MemoryModel, CompiledPerOpCheckpointingKeepsOnlyWhatBackwardReads) {
    Workload w = gpuplan::test::fullFineTune(2, 8192);
    w.flash_attention = true;
    w.loss = LossKind::Upcast;
    w.checkpointing = Checkpointing::SelectiveOp;
    const auto eager = estimateMemory(config("llama-3.1-8b"), w);
    w.checkpointing = Checkpointing::SelectiveOpCompiled;
    const auto compiled = estimateMemory(config("llama-3.1-8b"), w);
    EXPECT_EQ(eager.activations_bytes - compiled.activations_bytes, 32ull * 2 * 8192 * 4096 * 2);
    EXPECT_EQ(eager.logits_bytes, compiled.logits_bytes);

    Workload g = gpuplan::test::fullFineTune(1, 1024);
    g.checkpointing = Checkpointing::SelectiveOp;
    const auto gpt_eager = estimateMemory(config("gpt2"), g);
    g.checkpointing = Checkpointing::SelectiveOpCompiled;
    EXPECT_EQ(estimateMemory(config("gpt2"), g).activations_bytes, gpt_eager.activations_bytes);
    EXPECT_EQ(parseCheckpointing("selective-op-compiled"), Checkpointing::SelectiveOpCompiled);
    EXPECT_EQ(checkpointingId(Checkpointing::SelectiveOpCompiled), "selective-op-compiled");
}

// Full checkpointing keeps each layer's input and recomputes one layer at a time in backward;
// that layer is recomputed after the loss's backward has freed the logits' buffers, so the peak
// holds the larger of the two, not their sum.
TEST(MemoryModel, FullCheckpointingKeepsLayerInputsAndOneLayerOrTheLossNotBoth) {
    const auto m = config("llama-2-7b");
    Workload w = gpuplan::test::fullFineTune(1, 2048);
    w.checkpointing = Checkpointing::Full;
    const auto mem = estimateMemory(m, w);
    const double inputs = 32.0 * 2 * 2048 * 4096;
    const double one_layer = layerActivations(m, 1, 2048, 2.0, false).bytes();
    const double logits = 4.0 * 2048 * 32000; // fp32 logits, the default loss
    ASSERT_GT(one_layer, logits);             // 1.0 GB: the attention matrices of 32 heads
    EXPECT_EQ(mem.logits_bytes, static_cast<std::uint64_t>(logits));
    EXPECT_EQ(mem.activations_bytes, static_cast<std::uint64_t>(inputs + one_layer - logits));
    // torchtitan's loss (F.cross_entropy on logits.float()) peaks in backward at 12 bytes a logit:
    // log-softmax's fp32 output, nll_loss's fp32 gradient and log-softmax's; at 32k tokens of
    // Llama-3.1-8B that is 50.4 GB and the recomputed layer adds nothing beyond the inputs.
    const auto l8 = config("llama-3.1-8b");
    Workload t = gpuplan::test::fullFineTune(1, 32768);
    t.checkpointing = Checkpointing::Full;
    t.flash_attention = true;
    t.loss = LossKind::Upcast;
    const auto big = estimateMemory(l8, t);
    EXPECT_EQ(big.logits_bytes, 12ull * 32768 * 128256);
    EXPECT_EQ(big.activations_bytes, 32ull * 2 * 32768 * 4096);
}

// ZeRO paper (Rajbhandari et al. 2020), sec. 3.1: mixed-precision Adam keeps 2 + 2 + 12 = 16
// bytes per parameter (fp16 weights and gradients, fp32 master weights, momentum, variance).
TEST(MemoryModel, MixedPrecisionAdamHolds16BytesPerParameter) {
    const auto m = config("llama-2-7b");
    const auto mem = estimateMemory(m, gpuplan::test::fullFineTune());
    EXPECT_EQ(mem.weights_bytes, 2 * mem.params.total);
    EXPECT_EQ(mem.gradients_bytes, 2 * mem.params.total);
    EXPECT_EQ(mem.optimizer_bytes, 12 * mem.params.total);
    EXPECT_EQ(mem.master_weights_bytes, 4 * mem.params.total);
    EXPECT_EQ(mem.modelStatesBytes(), 16 * mem.params.total);
}

TEST(MemoryModel, OptimizerStatesPerParameter) {
    const auto m = config("llama-2-7b");
    const std::uint64_t n = countParams(m).total;
    Workload w = gpuplan::test::fullFineTune();
    w.regime = TrainRegime::PureBF16;
    w.precision = Precision::BF16;
    EXPECT_EQ(estimateMemory(m, w).optimizer_bytes, 4 * n); // bf16 exp_avg + exp_avg_sq, no master
    w.optimizer = Optimizer::SGD;
    EXPECT_EQ(estimateMemory(m, w).optimizer_bytes, 0u);
    w.optimizer = Optimizer::SGDMomentum;
    w.regime = TrainRegime::FP32;
    w.precision = Precision::FP32;
    EXPECT_EQ(estimateMemory(m, w).optimizer_bytes, 4 * n);
    EXPECT_EQ(estimateMemory(m, w).gradients_bytes, 4 * n);
    w.optimizer = Optimizer::AdamW8bit;
    EXPECT_EQ(estimateMemory(m, w).optimizer_bytes, 2 * n); // bitsandbytes 8-bit Adam: 2 bytes per parameter
    w.optimizer = Optimizer::Adafactor;
    const auto adafactor = estimateMemory(m, w).optimizer_bytes;
    EXPECT_LT(adafactor, n / 100); // factored second moments: (rows + cols) per matrix
    EXPECT_GT(adafactor, 0u);
}

// KV cache = 2 x layers x kv_heads x head_dim x seq x batch x bytes.
TEST(MemoryModel, KvCacheOfLlama2_7bIsHalfAMegabytePerToken) {
    const auto mem = estimateMemory(config("llama-2-7b"), inference(Precision::FP16, 1, 4096));
    EXPECT_EQ(mem.kv_cache_bytes, 2ull * 32 * 32 * 128 * 4096 * 2); // 524,288 bytes per token
}

TEST(MemoryModel, KvCacheShrinksWithGqaAndFp8) {
    const auto mistral = config("mistral-7b");
    Workload w = inference(Precision::FP16, 4, 4096);
    const auto fp16 = estimateMemory(mistral, w).kv_cache_bytes;
    EXPECT_EQ(fp16, 2ull * 32 * 8 * 128 * 4096 * 4 * 2); // 8 KV heads: 131,072 bytes per token
    w.kv_precision = Precision::FP8;
    EXPECT_EQ(estimateMemory(mistral, w).kv_cache_bytes, fp16 / 2);
    // Mistral-7B-v0.1 slides on every layer (sliding_window 4096): twice the context, the same cache.
    w.kv_precision = Precision::FP16;
    w.seq = 8192;
    EXPECT_EQ(estimateMemory(mistral, w).kv_cache_bytes, fp16);
}

TEST(MemoryModel, Nf4WeightsCarryAbsmaxOverheadAndKeepEmbeddingsIn16Bit) {
    const auto m = config("llama-2-7b");
    const auto mem = estimateMemory(m, inference(Precision::NF4));
    const double linear = 32.0 * (4 * 4096.0 * 4096 + 3 * 4096.0 * 11008);
    const double expected = linear * 4.5 / 8 + 2.0 * 32000 * 4096 * 2 + (65 * 4096.0) * 2;
    EXPECT_NEAR(static_cast<double>(mem.weights_bytes), expected, 1.0);
    const auto dq = estimateMemory(m, inference(Precision::NF4_DQ));
    EXPECT_LT(dq.weights_bytes, mem.weights_bytes);
    // Double quantization saves 0.373 bits per parameter (QLoRA paper: ~3 GB on a 65B model).
    EXPECT_NEAR((mem.weights_bytes - dq.weights_bytes) * 8.0 / linear, 0.373, 0.001);
}

// TheBloke/Llama-2-7B-GGUF file sizes: Q8_0 7.16 GB, Q4_K_M 4.08 GB (files include
// a few MB of vocabulary and metadata).
TEST(MemoryModel, GgufWeightsMatchPublishedFileSizes) {
    const auto m = config("llama-2-7b");
    EXPECT_NEAR(estimateMemory(m, inference(Precision::Q8_0)).weights_bytes / 1e9, 7.16, 0.02 * 7.16);
    EXPECT_NEAR(estimateMemory(m, inference(Precision::Q4_K_M)).weights_bytes / 1e9, 4.08, 0.02 * 4.08);
}

TEST(MemoryModel, TotalIsTheSumOfItsTerms) {
    const auto m = config("mistral-7b");
    Workload w;
    w.task = Task::QLoRA;
    w.precision = Precision::NF4;
    w.batch = 4;
    w.seq = 512;
    RuntimeOverhead rt;
    rt.fragmentation = 0.10;
    const auto mem = estimateMemory(m, w, rt);
    const std::uint64_t model = mem.weights_bytes + mem.adapters_bytes + mem.gradients_bytes +
                                mem.optimizer_bytes + mem.activations_bytes + mem.logits_bytes +
                                mem.kv_cache_bytes;
    EXPECT_EQ(mem.total_bytes, model + mem.cuda_context_bytes + mem.fragmentation_bytes);
    EXPECT_NEAR(static_cast<double>(mem.fragmentation_bytes), 0.10 * model, 1.0);
    EXPECT_EQ(mem.params_trainable, 6'815'744u);
    EXPECT_EQ(mem.adapters_bytes, 4u * 6'815'744u); // fp32 adapters (PEFT default)
    EXPECT_EQ(mem.gradients_bytes, 4u * 6'815'744u);
    EXPECT_EQ(mem.optimizer_bytes, 8u * 6'815'744u);
    EXPECT_EQ(mem.kv_cache_bytes, 0u);
}

TEST(MemoryModel, MoeStoresEveryExpert) {
    const auto m = config("mixtral-8x7b");
    const auto mem = estimateMemory(m, inference(Precision::FP16));
    // The guide: "Mixtral 8x7B en FP16 : 47B x 2 bytes = 94 GB"; exact: 46.7B x 2 = 93.4 GB.
    EXPECT_NEAR(mem.weights_bytes / 1e9, 94.0, 0.01 * 94.0);
    EXPECT_EQ(mem.weights_bytes, 2 * countParams(m).total);
}

TEST(MemoryModel, MaxBatchIsTheLargestThatFits) {
    const auto m = config("llama-2-7b");
    const RuntimeOverhead rt;
    for (const std::uint64_t cap : {20'000'000'000ull, 24'000'000'000ull, 80'000'000'000ull}) {
        Workload w = inference(Precision::FP16, 1, 4096);
        const auto b = maxBatch(m, w, rt, cap);
        ASSERT_GT(b, 0u) << cap;
        w.batch = b;
        EXPECT_LE(estimateMemory(m, w, rt).total_bytes, cap);
        w.batch = b + 1;
        EXPECT_GT(estimateMemory(m, w, rt).total_bytes, cap);
    }
}

TEST(MemoryModel, MaxBatchIsZeroWhenEvenOneDoesNotFit) {
    EXPECT_EQ(maxBatch(config("llama-2-70b"), inference(), {}, 24'000'000'000ull), 0u);
}

TEST(MemoryModel, MaxSeqIsTheLongestThatFitsWithTheQuadraticTerm) {
    const auto m = config("llama-2-7b");
    const RuntimeOverhead rt;
    for (const bool flash : {false, true}) {
        Workload w = gpuplan::test::fullFineTune(1, 1);
        w.task = Task::LoRA;
        w.flash_attention = flash;
        const std::uint64_t cap = 40'000'000'000ull;
        const auto s = maxSeq(m, w, rt, cap);
        ASSERT_GT(s, 1u);
        w.seq = s;
        EXPECT_LE(estimateMemory(m, w, rt).total_bytes, cap) << flash;
        w.seq = s + 1;
        EXPECT_GT(estimateMemory(m, w, rt).total_bytes, cap) << flash;
    }
}

TEST(MemoryModel, FitOnCapsMaxSeqAtTheModelsContext) {
    const auto m = config("llama-2-7b"); // 4096 positions
    const auto f = fitOn(m, inference(Precision::NF4), {}, 80'000'000'000ull);
    EXPECT_TRUE(f.fits);
    EXPECT_EQ(f.max_seq, 4096u);
    EXPECT_TRUE(f.max_seq_limited_by_model);
}

TEST(MemoryModel, FitOnHeadroomIsSigned) {
    const auto m = config("llama-2-13b");
    const auto mem = estimateMemory(m, inference());
    const auto f = fitOn(m, inference(), {}, 24'000'000'000ull);
    EXPECT_FALSE(f.fits);
    EXPECT_EQ(f.headroom_bytes, 24'000'000'000ll - static_cast<std::int64_t>(mem.total_bytes));
}

TEST(MemoryModel, RejectsContradictoryWorkloads) {
    const auto m = config("llama-2-7b");
    Workload w = gpuplan::test::fullFineTune();
    w.precision = Precision::NF4;
    EXPECT_THROW(estimateMemory(m, w), InputError); // full fine-tuning of 4-bit weights
    w = gpuplan::test::fullFineTune();
    w.task = Task::QLoRA;
    EXPECT_THROW(estimateMemory(m, w), InputError); // qlora on fp16 weights
    w = inference();
    w.batch = 0;
    EXPECT_THROW(estimateMemory(m, w), InputError);
    w = inference();
    RuntimeOverhead rt;
    rt.fragmentation = -0.1;
    EXPECT_THROW(estimateMemory(m, w, rt), InputError);
}

namespace {

void expectSameBreakdown(const MemoryBreakdown& a, const MemoryBreakdown& b) {
    EXPECT_EQ(a.params.total, b.params.total);
    EXPECT_EQ(a.params.active, b.params.active);
    EXPECT_EQ(a.params_trainable, b.params_trainable);
    EXPECT_EQ(a.weights_bytes, b.weights_bytes);
    EXPECT_EQ(a.adapters_bytes, b.adapters_bytes);
    EXPECT_EQ(a.gradients_bytes, b.gradients_bytes);
    EXPECT_EQ(a.optimizer_bytes, b.optimizer_bytes);
    EXPECT_EQ(a.master_weights_bytes, b.master_weights_bytes);
    EXPECT_EQ(a.activations_bytes, b.activations_bytes);
    EXPECT_EQ(a.logits_bytes, b.logits_bytes);
    EXPECT_EQ(a.kv_cache_bytes, b.kv_cache_bytes);
    EXPECT_EQ(a.cuda_context_bytes, b.cuda_context_bytes);
    EXPECT_EQ(a.fragmentation_bytes, b.fragmentation_bytes);
    EXPECT_EQ(a.total_bytes, b.total_bytes);
}

} // namespace

// Terms computed once at one batch and length give, at every other batch and length, the
// estimate computed from the model's spec, byte for byte (inference and training, every
// kind of storage, sizes far beyond any GPU).
TEST(MemoryModel, EstimateOverModelTermsEqualsTheEstimateFromTheSpec) {
    RuntimeOverhead rt;
    rt.cuda_context_bytes = 321'000'000;
    rt.fragmentation = 0.07;
    int cases = 0;
    for (const char* name : {"mistral-7b", "gpt2", "mixtral-8x7b"}) {
        const auto m = config(name);
        for (const Task task : {Task::Inference, Task::QLoRA, Task::LoRA, Task::FullFineTune})
            for (const auto& p : allPrecisions()) {
                Workload w = inference(p.precision);
                w.task = task;
                w.kv_precision = p.precision == Precision::INT8 ? Precision::INT8 : Precision::FP16;
                w.checkpointing = task == Task::LoRA ? Checkpointing::Selective : Checkpointing::None;
                w.flash_attention = task == Task::QLoRA;
                if (w.isTraining() && p.precision == Precision::FP32)
                    w.regime = TrainRegime::FP32;
                std::optional<ModelTerms> terms;
                try {
                    terms = modelTerms(m, w, rt);
                } catch (const InputError&) {
                    continue; // a precision this task cannot use
                }
                for (const std::uint32_t batch : {1u, 2u, 7u, 64u, 1'000'000u})
                    for (const std::uint64_t seq :
                         {1ull, 100ull, 2048ull, 4097ull, 32768ull, 100'000'000ull}) {
                        SCOPED_TRACE(testing::Message() << name << " " << taskId(task) << " " << p.id
                                                        << " batch " << batch << " seq " << seq);
                        Workload x = w;
                        x.batch = batch;
                        x.seq = seq;
                        expectSameBreakdown(estimateMemorySaturated(*terms, batch, seq),
                                            estimateMemorySaturated(m, x, rt));
                        ++cases;
                    }
            }
    }
    EXPECT_GT(cases, 1000);
}

// A batch or a length out of range is refused as the workload's own check refuses it.
TEST(MemoryModel, EstimateOverModelTermsRefusesWhatTheWorkloadRefuses) {
    const auto m = config("mistral-7b");
    const ModelTerms terms = modelTerms(m, inference());
    for (const auto& [batch, seq] :
         {std::pair<std::uint32_t, std::uint64_t>{0, 2048}, {1'000'001, 2048}, {1, 0}, {1, 100'000'001}}) {
        Workload x = inference();
        x.batch = batch;
        x.seq = seq;
        const std::string expected = gpuplan::test::errorOf([&] { estimateMemory(m, x); });
        EXPECT_NE(expected, "(no error)");
        EXPECT_EQ(gpuplan::test::errorOf([&] { estimateMemory(terms, batch, seq); }), expected);
    }
    EXPECT_EQ(gpuplan::test::errorOf([&] { estimateMemory(terms, 1'000'000, 100'000'000); }),
              gpuplan::test::errorOf([&] {
                  Workload x = inference();
                  x.batch = 1'000'000;
                  x.seq = 100'000'000;
                  estimateMemory(m, x);
              })); // beyond what can be planned
}

// Issue 16: a batch-50 inference scenario on an RTX 4090 (Mistral-7B, fp16, 2,048 tokens,
// FlashAttention) showed 9.6 GB of activations (41.6 GB in all), as if the 50 prompts were prefilled at once:
// 2 x 102,400 tokens x 4,096 (residual) + 2 x 102,400 x 3 x 14,336 (gated FFN) = 9.65 GB. Engines
// prefill in chunks (vLLM's max_num_batched_tokens, 2,048 on a 24 GB GPU; llama.cpp's -b 2048): one
// step of 2,048 tokens keeps 2 x 2,048 x 4,096 + 2 x 2,048 x 3 x 14,336 = 192,937,984 B.
TEST(MemoryModel, InferenceActivationsAreThoseOfOnePrefillChunk) {
    Workload w;
    w.task = Task::Inference;
    w.precision = Precision::FP16;
    w.batch = 50;
    w.seq = 2048;
    w.flash_attention = true;
    const ModelSpec m = config("mistral-7b");
    const MemoryBreakdown chunked = estimateMemory(m, w);
    EXPECT_EQ(chunked.activations_bytes, 192'937'984u);
    w.prefill_chunk_tokens = 0; // all at once: the figure the issue saw
    const MemoryBreakdown whole = estimateMemory(m, w);
    EXPECT_NEAR(whole.activations_bytes / 1e9, 9.6, 0.06);
    // The KV cache of 50 x 2,048 tokens (13.4 GB) and the weights (14.5 GB) still exceed 24 GB:
    // it does not fit either way, now for the right reason.
    EXPECT_GT(chunked.total_bytes, 24'000'000'000ull);
    EXPECT_EQ(whole.kv_cache_bytes, chunked.kv_cache_bytes);
    // The largest batch that fits counts one chunk's activations at every batch size.
    const std::uint32_t b = maxBatch(m, w, {}, 24'000'000'000ull);
    w.prefill_chunk_tokens = 2048;
    EXPECT_GT(maxBatch(m, w, {}, 24'000'000'000ull), b);
}

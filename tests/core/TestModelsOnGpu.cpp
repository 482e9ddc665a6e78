// "What fits on my GPU": every catalog model with the best precision that fits, its limits and
// decode speed, and llama.cpp-style partial offload when it does not fit whole.
#include "fixtures/TestCatalog.h"
#include "fixtures/TestData.h"

#include "core/model/WeightFormat.h"
#include "core/plan/ModelsOnGpu.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuplan;

namespace {

ModelsOnGpuOptions inference(std::uint64_t seq = 4096) {
    ModelsOnGpuOptions o;
    o.workload.task = Task::Inference;
    o.workload.seq = seq;
    return o;
}

const ModelOnGpu& row(const std::vector<ModelOnGpu>& rows, const std::string& id) {
    const auto it =
        std::find_if(rows.begin(), rows.end(), [&](const ModelOnGpu& r) { return r.model == id; });
    if (it == rows.end())
        throw std::runtime_error("no row " + id);
    return *it;
}
// A reference into a temporary list would dangle (AddressSanitizer caught one): a row of a
// temporary list is a copy.
ModelOnGpu row(std::vector<ModelOnGpu>&& rows, const std::string& id) {
    return row(rows, id);
}

} // namespace

// Each model gets the first precision of the preference that fits whole, the one before it does
// not; fitting models come first, the largest first.
TEST(ModelsOnGpu, EveryModelGetsTheBestPrecisionThatFits) {
    const Catalog c = test::referenceCatalog();
    const GpuSpec& gpu = *c.findGpu("rtx-4090");
    const ModelsOnGpuOptions o = inference();
    const auto rows = modelsOnGpu(c, gpu, o);
    ASSERT_EQ(rows.size(), c.models.size());
    const auto prefs = defaultPrecisionPreference(Task::Inference);
    bool seen_unfit = false;
    for (const ModelOnGpu& r : rows) {
        SCOPED_TRACE(r.model);
        const ModelSpec& m = c.findModel(r.model)->spec;
        if (!r.precision) {
            seen_unfit = true;
            continue;
        }
        EXPECT_FALSE(seen_unfit) << "fitting models come first";
        EXPECT_LE(r.memory.total_bytes, gpu.usableMemoryBytes());
        const auto at = std::find(prefs.begin(), prefs.end(), *r.precision);
        ASSERT_NE(at, prefs.end());
        if (at != prefs.begin()) {
            Workload w = o.workload;
            w.precision = *(at - 1);
            EXPECT_GT(estimateMemory(m, w, o.runtime).total_bytes, gpu.usableMemoryBytes());
        }
        EXPECT_GT(r.max_seq, 0u);
        EXPECT_GE(r.max_batch, 1u);
        ASSERT_TRUE(r.decode_tokens_per_s);
        EXPECT_GT(*r.decode_tokens_per_s, 0.0);
    }
    // Llama-2-7B: 13.5 GB of bf16 weights, 2.1 GB of KV cache at 4096 tokens: bf16 fits 24 GB.
    EXPECT_EQ(row(rows, "llama-2-7b").precision, Precision::BF16);
    // Llama-2-70B needs 25 GB even in Q2_K: none fits whole.
    EXPECT_FALSE(row(rows, "llama-2-70b").precision);
    for (std::size_t i = 1; i < rows.size(); ++i) {
        if (rows[i].precision && rows[i - 1].precision) {
            EXPECT_GE(rows[i - 1].params, rows[i].params);
        }
    }
}

// A model that does not fit whole keeps some layers on the GPU and the rest in system RAM
// (llama.cpp --n-gpu-layers): as many as fit, and decode reads the RAM layers at the host's
// 89.6 GB/s (dual-channel DDR5-5600), far below the GPU's 1008 GB/s.
TEST(ModelsOnGpu, PartialOffloadPutsAsManyLayersAsFitOnTheGpu) {
    const Catalog c = test::referenceCatalog();
    const GpuSpec& gpu = *c.findGpu("rtx-4090");
    ModelsOnGpuOptions o = inference();
    const std::vector<ModelOnGpu> rows = modelsOnGpu(c, gpu, o);
    const ModelOnGpu& r = row(rows, "llama-2-70b");
    ASSERT_TRUE(r.offload);
    const PartialOffload& p = *r.offload;
    EXPECT_EQ(p.precision, Precision::Q4_K_M);
    EXPECT_EQ(p.layers, 80u);
    EXPECT_GT(p.gpu_layers, 0u);
    EXPECT_LT(p.gpu_layers, 80u);
    EXPECT_TRUE(p.fits);
    EXPECT_LE(p.gpu_bytes, gpu.usableMemoryBytes());
    o.gpu_layers = p.gpu_layers + 1;
    const PartialOffload more = partialOffload(c.findModel("llama-2-70b")->spec, gpu, o, Precision::Q4_K_M);
    EXPECT_GT(more.gpu_bytes, gpu.usableMemoryBytes()); // one more layer does not fit
    EXPECT_GT(more.decode_tokens_per_s, p.decode_tokens_per_s);
    // All layers in RAM: every weight byte but the token embeddings read at 0.75 x 89.6 GB/s.
    o.gpu_layers = 0;
    const ModelSpec& m = c.findModel("llama-2-70b")->spec;
    const PartialOffload none = partialOffload(m, gpu, o, Precision::Q4_K_M);
    const WeightBytes wb = weightBytes(m, Precision::Q4_K_M);
    const double kv_token = 2.0 * 80 * 8 * 128 * 2.0; // one sequence's KV per token of context
    const double read = wb.total() - wb.embedding + kv_token * 4096;
    EXPECT_NEAR(none.decode_tokens_per_s, 0.75 * 89.6e9 / read, 0.01 * 0.75 * 89.6e9 / read);
    EXPECT_EQ(none.host_bytes > wb.total() * 0.95, true);
}

// An MoE layer left in RAM is read in part: a decoded token reads the routed experts its router
// picks (8 of Qwen3-30B-A3B's 128), not all of them, so all 48 layers in RAM decode at 0.75 x 89.6
// GB/s over the weights less the unpicked experts (and the token embeddings), about 10 times the
// all-experts rate.
TEST(ModelsOnGpu, PartialOffloadReadsOnlyThePickedExpertsOfAnMoeLayer) {
    const Catalog c = test::referenceCatalog();
    const GpuSpec& gpu = *c.findGpu("rtx-4090");
    ModelsOnGpuOptions o = inference();
    o.gpu_layers = 0;
    const ModelSpec m = test::config("qwen3-30b-a3b");
    const PartialOffload none = partialOffload(m, gpu, o, Precision::Q4_K_M);
    const WeightBytes wb = weightBytes(m, Precision::Q4_K_M);
    ASSERT_GT(wb.routed_experts, 0.8 * wb.total());
    const double kv_token = 2.0 * 48 * 4 * 128 * 2.0; // one sequence's KV per token of context
    const double read = wb.total() - wb.embedding - wb.routed_experts * (1.0 - 8.0 / 128.0) + kv_token * 4096;
    EXPECT_NEAR(none.decode_tokens_per_s, 0.75 * 89.6e9 / read, 0.01 * 0.75 * 89.6e9 / read);
    const double all_experts = 0.75 * 89.6e9 / (wb.total() - wb.embedding + kv_token * 4096);
    EXPECT_GT(none.decode_tokens_per_s, 5.0 * all_experts);
}

// Two GPUs of the same kind hold what one does not (tensor parallel for inference).
TEST(ModelsOnGpu, SeveralGpusHoldLargerModels) {
    const Catalog c = test::referenceCatalog();
    const GpuSpec& gpu = *c.findGpu("a100-sxm4-80gb");
    ModelsOnGpuOptions o = inference();
    const auto one = row(modelsOnGpu(c, gpu, o), "llama-2-70b");
    o.gpus = 2;
    const auto two = row(modelsOnGpu(c, gpu, o), "llama-2-70b");
    ASSERT_TRUE(one.precision);
    ASSERT_TRUE(two.precision);
    EXPECT_EQ(two.precision, Precision::BF16); // 138 GB of bf16 weights over two 80 GB GPUs
    EXPECT_NE(one.precision, Precision::BF16);
    EXPECT_GT(two.max_seq, 0u);
}

// QLoRA tries int8, then nf4, then nf4-dq; full fine-tuning bf16 only.
TEST(ModelsOnGpu, TrainingTasksTryTheirOwnPrecisions) {
    const Catalog c = test::referenceCatalog();
    ModelsOnGpuOptions o;
    o.workload.task = Task::QLoRA;
    o.workload.seq = 512;
    const auto rows = modelsOnGpu(c, *c.findGpu("rtx-4090"), o);
    const auto& mistral = row(rows, "mistral-7b");
    ASSERT_TRUE(mistral.precision);
    EXPECT_EQ(mistral.precision, Precision::INT8);
    EXPECT_FALSE(mistral.decode_tokens_per_s);
    EXPECT_FALSE(mistral.offload);
    o.workload.task = Task::FullFineTune;
    EXPECT_FALSE(row(modelsOnGpu(c, *c.findGpu("rtx-4090"), o), "mistral-7b").precision);
}

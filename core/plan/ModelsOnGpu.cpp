#include "core/plan/ModelsOnGpu.h"

#include "core/base/Error.h"
#include "core/memory/MultiGpu.h"
#include "core/model/WeightFormat.h"
#include "core/scenario/PlanChecks.h"
#include "core/speed/Throughput.h"

#include <algorithm>
#include <cmath>

namespace gpuplan {

std::vector<Precision> defaultPrecisionPreference(Task task) {
    switch (task) {
    case Task::Inference:
        return {Precision::BF16,   Precision::FP8,    Precision::Q8_0,   Precision::Q6_K,
                Precision::Q5_K_M, Precision::Q4_K_M, Precision::Q3_K_M, Precision::Q2_K};
    case Task::QLoRA:
        return {Precision::INT8, Precision::NF4, Precision::NF4_DQ};
    case Task::LoRA:
    case Task::FullFineTune:
    case Task::Pretrain:
        break;
    }
    return {Precision::BF16};
}

namespace {

// The layout of N GPUs for a task: tensor parallel for inference, DDP for adapters (each GPU
// holds the frozen base), ZeRO-3 for full training.
Layout layoutFor(Task task, std::uint32_t gpus) {
    if (gpus <= 1)
        return makeLayout(Strategy::Single, 1);
    if (task == Task::Inference)
        return makeLayout(Strategy::TensorParallel, gpus);
    if (task == Task::LoRA || task == Task::QLoRA)
        return makeLayout(Strategy::DDP, gpus);
    return makeLayout(Strategy::ZeRO3, gpus);
}

std::uint64_t perGpuTotal(const ModelTerms& mt, const Layout& l, std::uint32_t batch, std::uint64_t seq) {
    return perGpuTotalBytes(workloadTerms(mt, batch, seq), l);
}

// Largest batch / longest sequence of a layout: memory is affine in the batch and quadratic in
// the sequence length (as in MemoryModel's searches), checked against the exact figure.
std::uint32_t layoutMaxBatch(const ModelTerms& mt, const Layout& l, std::uint64_t seq, std::uint64_t cap) {
    const std::uint64_t t1 = perGpuTotal(mt, l, 1, seq);
    if (t1 > cap)
        return 0;
    const std::uint64_t t2 = perGpuTotal(mt, l, 2, seq);
    constexpr std::uint64_t kLimit = 1'000'000;
    if (t2 <= t1)
        return static_cast<std::uint32_t>(kLimit);
    std::uint64_t b = std::min<std::uint64_t>(
        kLimit, 1 + static_cast<std::uint64_t>(static_cast<double>(cap - t1) / static_cast<double>(t2 - t1)));
    while (b > 1 && perGpuTotal(mt, l, static_cast<std::uint32_t>(b), seq) > cap)
        --b;
    return static_cast<std::uint32_t>(b);
}

std::uint64_t layoutMaxSeq(const ModelTerms& mt, const Layout& l, std::uint32_t batch, std::uint64_t cap) {
    auto total = [&](std::uint64_t s) { return static_cast<double>(perGpuTotal(mt, l, batch, s)); };
    const double t1 = total(1);
    if (t1 > static_cast<double>(cap))
        return 0;
    const double s = quadraticLimit(t1, total(2), total(3), static_cast<double>(cap), 1e8);
    std::uint64_t n = static_cast<std::uint64_t>(std::clamp(std::floor(s), 1.0, 1e8));
    if (total(n) > static_cast<double>(cap)) { // rounding moved it: T(lo) fits, T(hi) does not
        std::uint64_t lo = 1, hi = n;
        while (hi - lo > 1) {
            const std::uint64_t mid = lo + (hi - lo) / 2;
            (total(mid) <= static_cast<double>(cap) ? lo : hi) = mid;
        }
        n = lo;
    }
    return n;
}

std::optional<double> decodeSpeed(const ModelTerms& mt, const GpuSpec& gpu, const Layout& l,
                                  const ModelsOnGpuOptions& o) {
    if (!(gpu.memory_bandwidth_bytes_per_s > 0.0))
        return std::nullopt;
    const Workload& w = mt.workload;
    const WorkloadTerms t = workloadTerms(mt, w.batch, w.seq);
    const auto peak =
        inferencePeak(gpu, computePrecision(w.precision, false, w.regime), o.efficiencies.fp16_accumulate);
    return decode(t, gpu, l, w.batch, static_cast<double>(w.seq), o.efficiencies, peak).tokens_per_s;
}

} // namespace

PartialOffload partialOffload(const ModelSpec& m, const GpuSpec& gpu, const ModelsOnGpuOptions& o,
                              Precision precision) {
    Workload w = o.workload;
    w.task = Task::Inference;
    w.precision = precision;
    const ModelTerms mt = modelTerms(m, w, o.runtime);
    const MemoryBreakdown b = estimateMemory(mt, w.batch, w.seq);
    const WeightBytes wb = weightBytes(m, precision, w.group_size);
    const double n = std::max<std::uint32_t>(1, m.layers);
    const double layer = wb.perLayer(m.layers) + static_cast<double>(b.kv_cache_bytes) / n;
    // llama.cpp keeps token_embd in host memory (a row lookup), offloads the output layer with
    // the last repeating layer, and holds the compute buffer (activations, logits) on the GPU.
    const double head = wb.lm_head + (m.tied_embeddings ? wb.embedding : 0.0) + wb.other;
    const double buffers = static_cast<double>(b.activations_bytes + b.logits_bytes);
    auto gpuBytes = [&](std::uint32_t k) {
        const double model = k * layer + (k == m.layers ? head : 0.0) + buffers;
        return saturatedBytes(model * (1.0 + o.runtime.fragmentation) +
                              static_cast<double>(o.runtime.cuda_context_bytes));
    };
    const std::uint64_t cap = gpu.usableMemoryBytes() * std::max<std::uint32_t>(1, o.gpus);
    PartialOffload r;
    r.precision = precision;
    r.layers = m.layers;
    if (o.gpu_layers) {
        r.gpu_layers = std::min(*o.gpu_layers, m.layers);
    } else {
        std::uint32_t k = m.layers;
        while (k > 0 && gpuBytes(k) > cap)
            --k;
        r.gpu_layers = k;
    }
    r.gpu_bytes = gpuBytes(r.gpu_layers);
    r.fits = r.gpu_bytes <= cap;
    const double on_host = (m.layers - r.gpu_layers) * layer + (r.gpu_layers == m.layers ? 0.0 : head);
    r.host_bytes = saturatedBytes(on_host + (m.tied_embeddings ? 0.0 : wb.embedding));
    // A decoded token reads every layer once: those on the GPU at its bandwidth, the others at
    // the host's (both at the decode efficiency), one after the other.
    const double eff = o.efficiencies.decode_memory;
    const double gpu_bw = gpu.memory_bandwidth_bytes_per_s * std::max<std::uint32_t>(1, o.gpus);
    const double batch = std::max<std::uint32_t>(1, w.batch);
    const double kv_per_layer_token = static_cast<double>(b.kv_cache_bytes) / n / batch; // one sequence
    // An MoE layer is read in part: the routed experts the batch's tokens pick (unreadExpertBytes).
    const double weights_per_layer =
        wb.perLayer(m.layers) - unreadExpertBytes(wb.routed_experts / n, mt.expert_k_over_e, batch);
    const double read_layer = weights_per_layer + batch * kv_per_layer_token;
    double seconds = 0.0;
    if (gpu_bw > 0.0)
        seconds += (r.gpu_layers * read_layer + (r.gpu_layers == m.layers ? head : 0.0)) / (eff * gpu_bw);
    if (o.host_bandwidth_bytes_per_s > 0.0)
        seconds += ((m.layers - r.gpu_layers) * read_layer + (r.gpu_layers == m.layers ? 0.0 : head)) /
                   (eff * o.host_bandwidth_bytes_per_s);
    r.decode_tokens_per_s = seconds > 0.0 ? batch / seconds : 0.0;
    return r;
}

std::vector<ModelOnGpu> modelsOnGpu(const Catalog& catalog, const GpuSpec& gpu, const ModelsOnGpuOptions& o) {
    const std::vector<Precision> prefs =
        o.preference.empty() ? defaultPrecisionPreference(o.workload.task) : o.preference;
    const std::uint32_t gpus = std::max<std::uint32_t>(1, o.gpus);
    const std::uint64_t cap = gpu.usableMemoryBytes();
    std::vector<ModelOnGpu> out;
    out.reserve(catalog.models.size());
    for (const CatalogModel& cm : catalog.models) {
        ModelOnGpu r;
        r.model = cm.spec.id;
        r.name = cm.spec.name.empty() ? cm.spec.id : cm.spec.name;
        try {
            const Layout layout = layoutFor(o.workload.task, gpus);
            requireTensorParallel(cm.spec, layout.tp, "--gpus"); // each GPU holds whole heads
            std::optional<ModelTerms> chosen;
            for (Precision p : prefs) {
                Workload w = o.workload;
                w.precision = p;
                if (w.task == Task::FullFineTune || w.task == Task::Pretrain || w.task == Task::LoRA)
                    w.regime = w.regime == TrainRegime::FP32 ? TrainRegime::Mixed : w.regime;
                ModelTerms mt = modelTerms(cm.spec, w, o.runtime);
                r.params = mt.fixed.params.total;
                if (gpus == 1) {
                    r.memory = estimateMemorySaturated(mt, w.batch, w.seq);
                } else {
                    r.memory = perGpuMemory(workloadTerms(mt, w.batch, w.seq), layout).per_gpu;
                }
                if (r.memory.total_bytes <= cap) {
                    r.precision = p;
                    chosen = std::move(mt);
                    break;
                }
            }
            if (chosen) {
                if (gpus == 1) {
                    const FitAnswer f = fitOn(cm.spec, chosen->workload, o.runtime, cap);
                    r.max_batch = f.max_batch;
                    r.max_seq = f.max_seq;
                    r.max_seq_limited_by_model = f.max_seq_limited_by_model;
                } else {
                    r.max_batch = layoutMaxBatch(*chosen, layout, chosen->workload.seq, cap);
                    r.max_seq = layoutMaxSeq(*chosen, layout, chosen->workload.batch, cap);
                    if (cm.spec.max_context > 0 && r.max_seq > cm.spec.max_context) {
                        r.max_seq = cm.spec.max_context;
                        r.max_seq_limited_by_model = true;
                    }
                }
                if (o.workload.task == Task::Inference)
                    r.decode_tokens_per_s = decodeSpeed(*chosen, gpu, layout, o);
            }
            if (o.workload.task == Task::Inference && (!chosen || o.gpu_layers))
                r.offload = partialOffload(cm.spec, gpu, o,
                                           chosen && o.gpu_layers ? *r.precision : o.offload_precision);
        } catch (const InputError& e) {
            r.error = e.message() ? *e.message() : Message(MessageId::Verbatim, {std::string(e.what())});
        }
        out.push_back(std::move(r));
    }
    std::stable_sort(out.begin(), out.end(), [](const ModelOnGpu& a, const ModelOnGpu& b) {
        const bool fa = a.precision.has_value(), fb = b.precision.has_value();
        if (fa != fb)
            return fa;
        return fa ? a.params > b.params : a.params < b.params;
    });
    return out;
}

} // namespace gpuplan

#include "core/plan/FitSuggestions.h"

#include "core/base/Error.h"
#include "core/cost/Pricing.h"
#include "core/memory/MultiGpu.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

namespace gpuplan {

namespace {

// The scenario's own layout (one GPU when it names none that can be made).
Layout scenarioLayout(const Scenario& s, std::uint32_t n0, std::uint32_t gpn) {
    Strategy st0 = s.strategy.value_or(n0 == 1 ? Strategy::Single : Strategy::DDP);
    if (st0 == Strategy::Single && n0 > 1)
        st0 = Strategy::DDP;
    try {
        return makeLayout(st0, n0, gpn, s.tp, s.pp, std::max<std::uint32_t>(1, s.workload.grad_accum),
                          s.offload_optimizer, s.offload_params);
    } catch (const InputError&) {
        return makeLayout(Strategy::Single, 1, gpn);
    }
}

// The changes tried on the scenario's workload w0 and layout l0, each kept (out) when it applies.
struct Fits {
    const Catalog& c;
    const ModelSpec& m;
    const Scenario& s;
    const GpuSpec& gpu;
    std::vector<FitSuggestion>& out;
    const Workload& w0 = s.workload;
    const std::uint64_t cap = gpu.usableMemoryBytes();
    const std::uint32_t n0 = std::max<std::uint32_t>(1, s.gpu_count);
    const std::uint32_t gpn = std::max<std::uint32_t>(1, s.gpus_per_node);
    const Layout l0 = scenarioLayout(s, n0, gpn);

    void tryWorkload(const std::string& id, Message change, const Workload& w, const Layout& l,
                     Message time_cost, std::optional<Message> quality);
    void quantizations();
    void lighterTasks();
    void trainingSavings();
    void layouts();
    void moreGpus();
};

// Workload w on layout l: the memory per GPU it reaches, and the GPUs it adds priced.
void Fits::tryWorkload(const std::string& id, Message change, const Workload& w, const Layout& l,
                       Message time_cost, std::optional<Message> quality) {
    try {
        const auto t = workloadTerms(m, w, s.runtime);
        const auto mem = perGpuMemory(t, l);
        FitSuggestion f;
        f.id = id;
        f.change = std::move(change);
        f.per_gpu_bytes = mem.per_gpu.total_bytes;
        f.fits = f.per_gpu_bytes <= cap;
        f.gpus = l.gpus();
        f.time_cost = std::move(time_cost);
        f.quality_cost = std::move(quality);
        if (l.gpus() > n0)
            if (auto p = purchasePrice(c, s, gpu))
                f.extra_cost = (l.gpus() - n0) * p->amount;
        out.push_back(std::move(f));
    } catch (const InputError&) {
        // not applicable to this workload
    }
}

// Inference: smaller weights (fp8 where the GPU has it, int8, 4-bit) and an fp8 KV cache.
void Fits::quantizations() {
    for (auto [p, q] : {std::pair{Precision::FP8, MessageId::QualityFp8},
                        {Precision::INT8, MessageId::QualityInt8},
                        {Precision::GPTQ_INT4, MessageId::QualityGptq},
                        {Precision::NF4, MessageId::QualityNf4}}) {
        if (p == w0.precision || (p == Precision::FP8 && !gpu.fp8_tensor_flops))
            continue;
        Workload w = w0;
        w.precision = p;
        tryWorkload(std::string(precisionInfo(p).id),
                    Message(MessageId::SuggestQuantize, {precisionInfo(p).label}), w, l0,
                    Message(MessageId::TimeFasterDecode), Message(q));
    }
    if (kvBytesPerValue(w0.kv_precision) > 1.0) { // fp8 saves memory only from a 16- or 32-bit cache
        Workload w = w0;
        w.kv_precision = Precision::FP8;
        tryWorkload("kv-fp8", Message(MessageId::SuggestKvFp8), w, l0, Message(MessageId::CostNone),
                    Message(MessageId::CostSmall));
    }
}

// Training: LoRA or QLoRA instead of full fine-tuning, QLoRA instead of LoRA.
void Fits::lighterTasks() {
    if (w0.task == Task::FullFineTune || w0.task == Task::Pretrain) {
        Workload w = w0;
        w.task = Task::LoRA;
        w.precision = w0.precision == Precision::FP32 ? Precision::FP16 : w0.precision;
        w.regime = TrainRegime::Mixed;
        tryWorkload("lora", Message(MessageId::SuggestLora), w, l0, Message(MessageId::TimeLora),
                    Message(MessageId::QualityLora));
        w.task = Task::QLoRA;
        w.precision = Precision::NF4;
        tryWorkload("qlora", Message(MessageId::SuggestQloraInsteadOfFull), w, l0,
                    Message(MessageId::TimeDequantization), Message(MessageId::QualityQlora));
    } else if (w0.task == Task::LoRA) {
        Workload w = w0;
        w.task = Task::QLoRA;
        w.precision = Precision::NF4;
        tryWorkload("qlora", Message(MessageId::SuggestQloraInsteadOfLora), w, l0,
                    Message(MessageId::TimeDequantization), Message(MessageId::QualityQlora));
    }
}

// Training: the same task in less memory (checkpointing, flash attention, one sequence a
// micro-batch, 8-bit optimizer states).
void Fits::trainingSavings() {
    if (w0.checkpointing != Checkpointing::Full) {
        Workload w = w0;
        w.checkpointing = Checkpointing::Full;
        tryWorkload("checkpointing-full", Message(MessageId::SuggestCheckpointingFull), w, l0,
                    Message(MessageId::TimeCheckpointingFull), std::nullopt);
    }
    if (w0.checkpointing == Checkpointing::None) {
        Workload w = w0;
        w.checkpointing = Checkpointing::Selective;
        tryWorkload("checkpointing-selective", Message(MessageId::SuggestCheckpointingSelective), w, l0,
                    Message(MessageId::TimeFewPercent), std::nullopt);
    }
    if (!w0.flash_attention) {
        Workload w = w0;
        w.flash_attention = true;
        tryWorkload("flash-attention", Message(MessageId::SuggestFlashAttention), w, l0,
                    Message(MessageId::TimeFlashAttention), std::nullopt);
    }
    if (w0.batch > 1) {
        Workload w = w0;
        w.batch = 1;
        w.grad_accum = w0.grad_accum * w0.batch;
        tryWorkload("micro-batch-1", Message(MessageId::SuggestMicroBatch1, {w.grad_accum}), w, l0,
                    Message(MessageId::TimeSmallerGemms), std::nullopt);
    }
    if (w0.optimizer == Optimizer::AdamW) {
        Workload w = w0;
        w.optimizer = Optimizer::AdamW8bit;
        tryWorkload("adamw-8bit", Message(MessageId::SuggestAdamW8bit), w, l0, Message(MessageId::CostNone),
                    Message(MessageId::CostUsuallyNone));
    }
}

// Training: the scenario's GPUs sharded further (ZeRO stages) or offloading to the host.
void Fits::layouts() {
    if (l0.zero_stage < 3 && n0 > 1) {
        for (Strategy st : {Strategy::ZeRO1, Strategy::ZeRO2, Strategy::ZeRO3}) {
            const Layout l = makeLayout(st, n0, gpn, 1, 1, std::max<std::uint32_t>(1, w0.grad_accum));
            tryWorkload(std::string(strategyId(st)),
                        Message(MessageId::SuggestStrategy, {strategyLabel(st, Offload::None, false), n0}),
                        w0, l,
                        Message(st == Strategy::ZeRO3 ? MessageId::TimeZero3 : MessageId::TimeSameAsDdp),
                        std::nullopt);
        }
    }
    if (l0.offload_optimizer == Offload::None) {
        const Layout l = makeLayout(Strategy::ZeRO3, n0, gpn, 1, 1, 1, Offload::CPU, Offload::None);
        tryWorkload("offload-cpu", Message(MessageId::SuggestOffloadCpu), w0, l,
                    Message(MessageId::TimeOffloadCpu), std::nullopt);
        const Layout lp = makeLayout(Strategy::ZeRO3, n0, gpn, 1, 1, 1, Offload::CPU, Offload::CPU);
        tryWorkload("offload-cpu-params", Message(MessageId::SuggestOffloadParams), w0, lp,
                    Message(MessageId::TimeOffloadParams), std::nullopt);
    }
}

// More GPUs: the smallest count that fits with ZeRO-3 (training) or tensor parallelism (inference).
void Fits::moreGpus() {
    const auto t = workloadTerms(m, w0, s.runtime);
    const Strategy st = w0.isTraining() ? Strategy::ZeRO3 : Strategy::TensorParallel;
    if (auto n = gpusNeeded(t, st, cap, 1024); n && *n > n0) {
        const Layout l = makeLayout(st, *n, gpn, 1, 1, std::max<std::uint32_t>(1, w0.grad_accum));
        tryWorkload(fmt::format("gpus-{}", *n),
                    Message(MessageId::SuggestMoreGpus, {*n, strategyLabel(st, Offload::None, false)}), w0, l,
                    Message(MessageId::TimeMoreGpus), std::nullopt);
    }
}

} // namespace

std::vector<FitSuggestion> suggestFits(const Catalog& c, const ModelSpec& m, const Scenario& s,
                                       const GpuSpec& gpu) {
    std::vector<FitSuggestion> out;
    Fits fits{c, m, s, gpu, out};
    if (!s.workload.isTraining()) {
        fits.quantizations();
    } else {
        fits.lighterTasks();
        fits.trainingSavings();
        fits.layouts();
    }
    fits.moreGpus();
    std::stable_sort(out.begin(), out.end(), [](const FitSuggestion& a, const FitSuggestion& b) {
        return a.fits != b.fits ? a.fits : a.per_gpu_bytes < b.per_gpu_bytes;
    });
    return out;
}

} // namespace gpuplan

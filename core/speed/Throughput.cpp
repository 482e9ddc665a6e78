#include "core/speed/Throughput.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace gpuplan {

Precision computePrecision(Precision weights, bool training, TrainRegime regime) {
    if (training && regime == TrainRegime::FP32)
        return Precision::FP32;
    if (training && regime == TrainRegime::FP8)
        return Precision::FP8; // torchao Float8 / Transformer Engine: the linears' matmuls in fp8
    switch (weights) {
    case Precision::FP32:
        return training ? Precision::FP32 : Precision::FP32;
    case Precision::FP8:
    case Precision::FP8_BLOCK: // W8A8 with block scales (DeepSeek-V3's fp8 GEMMs)
        return Precision::FP8;
    case Precision::BF16:
        return Precision::BF16;
    default:
        return Precision::FP16; // fp16 itself and weight-only quantized formats (dequantized to 16-bit)
    }
}

namespace {

// The peak in `field`, its basis marked when the catalog derived it.
Peak peakOf(const GpuSpec& gpu, const std::optional<double>& value, const char* field, MessageId basis) {
    Message m(basis);
    if (!gpu.derivationFor(field).empty())
        m = Message(MessageId::PeakDerived, {m});
    return Peak{*value, std::move(m)};
}

} // namespace

std::optional<Peak> peakFor(const GpuSpec& gpu, Precision compute) {
    auto sixteen = [&]() -> std::optional<Peak> {
        if (gpu.fp16_fp32acc_tensor_flops)
            return peakOf(gpu, gpu.fp16_fp32acc_tensor_flops, "fp16_fp32acc_tensor_flops",
                          MessageId::PeakFp16Fp32Acc);
        if (gpu.bf16_tensor_flops)
            return peakOf(gpu, gpu.bf16_tensor_flops, "bf16_tensor_flops", MessageId::PeakBf16);
        if (gpu.fp16_tensor_flops)
            return peakOf(gpu, gpu.fp16_tensor_flops, "fp16_tensor_flops", MessageId::PeakFp16);
        if (gpu.fp32_flops)
            return peakOf(gpu, gpu.fp32_flops, "fp32_flops", MessageId::PeakFp32No16);
        return std::nullopt;
    };
    switch (compute) {
    case Precision::FP32:
        if (gpu.fp32_flops)
            return peakOf(gpu, gpu.fp32_flops, "fp32_flops", MessageId::PeakFp32);
        return std::nullopt;
    case Precision::FP8:
        if (gpu.fp8_tensor_flops)
            return peakOf(gpu, gpu.fp8_tensor_flops, "fp8_tensor_flops", MessageId::PeakFp8);
        return sixteen();
    case Precision::BF16:
        if (gpu.bf16_tensor_flops)
            return peakOf(gpu, gpu.bf16_tensor_flops, "bf16_tensor_flops", MessageId::PeakBf16);
        return sixteen();
    default:
        return sixteen();
    }
}

std::optional<Peak> fp16AccumulatePeak(const GpuSpec& gpu) {
    if (!gpu.fp16_tensor_flops)
        return std::nullopt;
    return peakOf(gpu, gpu.fp16_tensor_flops, "fp16_tensor_flops", MessageId::PeakFp16);
}

std::optional<Peak> inferencePeak(const GpuSpec& gpu, Precision compute, bool fp16_accumulate) {
    if (fp16_accumulate && compute != Precision::FP8 && gpu.fp16_tensor_flops)
        return fp16AccumulatePeak(gpu);
    return peakFor(gpu, compute);
}

std::optional<Peak> workloadPeak(const GpuSpec& gpu, Precision compute, bool training,
                                 const Efficiencies& e) {
    return training ? peakFor(gpu, compute) : inferencePeak(gpu, compute, e.fp16_accumulate);
}

GpuClass gpuClass(const GpuSpec& gpu) {
    if (gpu.form_factor == "consumer")
        return GpuClass::Consumer;
    if (gpu.form_factor == "workstation")
        return GpuClass::Workstation;
    return GpuClass::Datacenter; // pcie, sxm, oam, module
}

namespace {

// The median sustained share of the peak per GPU class over the published runs of
// tests/data/training_runs.csv (its .md names each publication: title, address, date), as a
// ratio to the datacenter bf16 median (kTrainMfuDatacenterBf16). fp8: of the fp8 peak.
struct ClassFit {
    GpuClass gpu_class;
    bool fp8;
    double ratio;
    const char* sources;
};
constexpr ClassFit kTrainClassFits[] = {
    {GpuClass::Datacenter, false, 1.0,
     "torchtitan-h100-2412, torchtitan-perf-2024, torchtune-readme-2409, torchtune-readme-2411 (23 runs, "
     "A100 and H100)"},
    // 0.368 of the fp8 peak: torchtitan's Float8 runs of Llama 3.1 8B on 8-128 H100 (500 W).
    {GpuClass::Datacenter, true, 0.6350, "torchtitan-h100-2412 (3 Float8 runs, H100)"},
    // 0.377 of the peak: the consumer ratio below times the median, over Lambda's 8 same-die pairs
    // (RTX 6000 Ada / RTX 4090, RTX A6000 / RTX 3090; BERT and Transformer-XL training), of the
    // workstation card's share over the consumer card's (0.5125): a 300 W card does not sustain
    // its tensor peak. torchtune's two RTX A6000 rows (132 % of the peak here) are not used.
    {GpuClass::Workstation, false, 0.6495,
     "lambda-dlbench-2301 (8 same-die pairs: RTX 6000 Ada / RTX 4090, RTX A6000 / RTX 3090) x the consumer "
     "share (torchtune-readme-2409)"},
    // 0.735 of the peak: torchtune's RTX 4090 rows (checkpointing not stated: full recomputation
    // counted).
    {GpuClass::Consumer, false, 1.2674, "torchtune-readme-2409 (3 runs, RTX 4090)"},
};

const ClassFit& classFit(GpuClass c, bool fp8) {
    for (const auto& f : kTrainClassFits)
        if (f.gpu_class == c && f.fp8 == fp8)
            return f;
    return kTrainClassFits[0];
}

} // namespace

TrainShare trainShare(const GpuSpec& gpu, Precision compute, const Efficiencies& e) {
    TrainShare s;
    s.gpu_class = gpuClass(gpu);
    s.fp8 = compute == Precision::FP8;
    const ClassFit& cls = classFit(s.gpu_class, false);
    s.mfu = e.train_mfu * cls.ratio;
    s.sources = cls.sources;
    if (s.fp8) {
        // Only datacenter fp8 runs are published here: a workstation or consumer card's fp8
        // share is its bf16 ratio times the datacenter fp8 ratio, an assumption.
        const ClassFit& f8 = classFit(GpuClass::Datacenter, true);
        s.mfu *= f8.ratio;
        s.sources = s.gpu_class == GpuClass::Datacenter
                        ? std::string(f8.sources)
                        : fmt::format("{}; fp8: assumed as on datacenter GPUs ({})", cls.sources, f8.sources);
    }
    s.mfu = std::min(s.mfu, 1.0);
    return s;
}

double stackFactor(const GpuSpec& gpu, const Efficiencies& e) {
    const std::string_view stack = gpu.software_stack;
    // Every step time of a sweep asks: the catalog's stacks start with their name ("CUDA",
    // "ROCm (HIP)"), which a prefix finds without a search.
    if (stack.starts_with("CUDA") || stack.find("CUDA") != std::string_view::npos)
        return 1.0;
    if (stack.starts_with("ROCm") || stack.find("ROCm") != std::string_view::npos)
        return e.rocm_factor;
    return stack.empty() ? 1.0 : e.other_stack_factor;
}

double gemmSeconds(double m, double n, double k, double peak_flops, double efficiency, double stack_factor) {
    if (!(peak_flops > 0.0) || !(efficiency > 0.0))
        throw InputError("GEMM time needs a positive peak and efficiency");
    return 2.0 * m * n * k / (efficiency * peak_flops) * stack_factor;
}

double expertsTouched(double k_over_e, double tokens) {
    if (k_over_e >= 1.0)
        return 1.0;
    return 1.0 - std::pow(1.0 - k_over_e, std::max(1.0, tokens));
}

double unreadExpertBytes(double routed_expert_bytes, double k_over_e, double tokens) {
    if (!(routed_expert_bytes > 0.0))
        return 0.0;
    return routed_expert_bytes * (1.0 - expertsTouched(k_over_e, tokens));
}

StepModel inferenceStepModel(const WorkloadTerms& t, const GpuSpec& gpu, const Layout& l,
                             const Efficiencies& e, const std::optional<Peak>& peak, const LinkPath* path) {
    StepModel m;
    m.tp = std::max<std::uint32_t>(1, l.tp);
    const double tp = m.tp;
    const double bw = gpu.memory_bandwidth_bytes_per_s;
    if (!(bw > 0.0))
        throw InputError(fmt::format("GPU '{}' has no memory bandwidth figure", gpu.id));
    const double stack = stackFactor(gpu, e);
    // Pipeline stages run one after the other for a token: the whole model is read either way.
    m.weight_bytes_per_step = t.decode_weight_bytes / tp;
    m.routed_expert_bytes = t.routed_expert_bytes / tp;
    m.expert_k_over_e = t.expert_k_over_e;
    m.kv_bytes_per_token = t.kv_bytes_per_position / tp;
    m.flops_per_token = 2.0 * t.params_active / tp;
    m.attention_flops_per_position = 4.0 * t.attention_width / tp;
    m.memory_bandwidth = bw * e.decode_memory / stack;
    // No compute figure: the compute side is not timed (the step is the memory's).
    m.decode_flops = peak ? peak->flops * e.decode_mfu / stack : HUGE_VAL;
    m.prefill_flops = peak ? peak->flops * e.prefill_mfu / stack : HUGE_VAL;
    m.host_seconds_per_step = e.decode_host_seconds_per_layer * t.layers;
    setTensorParallelAllReduces(m, t.layers, t.hidden_bytes_per_token,
                                m.tp > 1 && path ? &groupLink(*path, m.tp, 1) : nullptr,
                                e.comm.collective_efficiency, e.comm.default_latency_s);
    return m;
}

DecodeResult decode(const WorkloadTerms& t, const GpuSpec& gpu, const Layout& l, std::uint32_t batch,
                    double context, const Efficiencies& e, const std::optional<Peak>& peak,
                    const LinkPath* path) {
    DecodeResult r;
    const double b = std::max<std::uint32_t>(1, batch);
    const StepModel m = inferenceStepModel(t, gpu, l, e, peak, path);
    StepBatch step;
    step.decode_seqs = b;
    step.decode_kv_positions = b * std::max(0.0, context);
    r.bytes_per_step = stepWeightBytes(m, b) + m.kv_bytes_per_token * step.decode_kv_positions;
    r.flops_per_step = b * m.flops_per_token + m.attention_flops_per_position * step.decode_kv_positions;
    r.memory_bound = r.bytes_per_step / m.memory_bandwidth >= r.flops_per_step / m.decode_flops;
    // Pipeline stages hand each token's hidden state on, one after the other: (pp - 1) transfers
    // beside the step (the step model times one stage's work and its tensor-parallel all-reduces).
    double seconds = stepSeconds(m, step);
    if (path && l.pp > 1) {
        const InterconnectSpec& link = groupLink(*path, l.pp, l.tp * l.dp);
        seconds += (l.pp - 1.0) * (transferSeconds(link, t.hidden_bytes_per_token * b) +
                                   link.latency_s.value_or(e.comm.default_latency_s));
    }
    r.step_seconds = seconds;
    const double replicas = std::max<std::uint32_t>(1, l.dp);
    r.tokens_per_s_per_sequence = 1.0 / seconds;
    r.tokens_per_s = b * replicas / seconds;
    return r;
}

double prefillSeconds(const WorkloadTerms& t, const GpuSpec& gpu, const Layout& l, std::uint32_t batch,
                      double prompt_tokens, const Efficiencies& e, const Peak& peak, const LinkPath* path,
                      std::uint32_t chunk_tokens) {
    const StepModel m = inferenceStepModel(t, gpu, l, e, peak, path);
    const double tokens = std::max<std::uint32_t>(1, batch) * prompt_tokens;
    return stepPrefillSeconds(m, tokens, prompt_tokens, chunk_tokens);
}

namespace {
[[noreturn, gnu::cold]] void refusePeakOrMfu() {
    throw InputError("training time needs a positive peak and MFU");
}
} // namespace

double trainFlopsPerToken(const WorkloadTerms& t) {
    // Forward 2N, backward 4N (LoRA: 2N, the frozen weights take no gradient); full
    // recomputation runs the forward again (+2N), per-op selective recomputation the matmuls it
    // did not save (about a third of them: +2N/3).
    double recompute = 0.0;
    if (t.checkpointing == Checkpointing::Full)
        recompute = 2.0;
    else if (t.checkpointing == Checkpointing::SelectiveOp ||
             t.checkpointing == Checkpointing::SelectiveOpCompiled)
        recompute = 2.0 / 3.0;
    const double factor = (t.adapter ? 4.0 : 6.0) + recompute;
    // Causal attention: QK^T and PV over s/2 positions on average, 4 x width x s/2 forward, twice
    // that backward (FlashAttention recomputes the scores: +1 forward of them).
    const double attention = 6.0 * t.attention_width * static_cast<double>(t.seq) +
                             (recompute > 0.0 ? 2.0 * t.attention_width * static_cast<double>(t.seq) : 0.0);
    return factor * t.params_active + attention;
}

TrainRate trainRate(const WorkloadTerms& t, const GpuSpec& gpu, const Efficiencies& e) {
    return {trainFlopsPerToken(t), stackFactor(gpu, e)};
}

TrainStep trainStep(const WorkloadTerms& t, const GpuSpec& gpu, const Layout& l, const LinkPath& path,
                    const Efficiencies& e, const Peak& peak, double mfu, std::uint32_t grad_accum,
                    bool name_links) {
    return trainStep(t, trainRate(t, gpu, e), l, path, e, peak, mfu, grad_accum, name_links);
}

TrainStep trainStep(const WorkloadTerms& t, const TrainRate& rate, const Layout& l, const LinkPath& path,
                    const Efficiencies& e, const Peak& peak, double mfu, std::uint32_t grad_accum,
                    bool name_links) {
    const double m = std::max<std::uint32_t>(1, grad_accum);
    Layout pl = l;
    pl.micro_batches = static_cast<std::uint32_t>(m);
    // The communication made in place (the sweep times every option: no copy of it).
    TrainStep r{.comm = stepCommunication(t, pl, path, e.comm, grad_accum, name_links)};
    const double dp = std::max<std::uint32_t>(1, l.dp);
    r.tokens_per_step = static_cast<double>(t.batch) * static_cast<double>(t.seq) * m * dp;
    r.flops_per_token = rate.flops_per_token;
    const double per_gpu = r.flops_per_token * r.tokens_per_step / std::max<std::uint32_t>(1, l.gpus());
    if (!(peak.flops > 0.0) || !(mfu > 0.0)) [[unlikely]]
        refusePeakOrMfu(); // out of line: the sweep times every option
    r.compute_seconds = per_gpu / (mfu * peak.flops) * rate.stack;
    const double bubble = pipelineBubble(l.pp, static_cast<std::uint32_t>(m));
    r.bubble_seconds = bubble > 0.0 ? r.compute_seconds * bubble / (1.0 - bubble) : 0.0;
    const double hidden =
        std::min(std::clamp(e.comm.overlap, 0.0, 1.0) * r.comm.dp_seconds, r.compute_seconds);
    r.comm_exposed_seconds = r.comm.total() - hidden;
    r.step_seconds = r.compute_seconds + r.bubble_seconds + r.comm_exposed_seconds;
    r.comm_fraction = r.step_seconds > 0.0 ? r.comm_exposed_seconds / r.step_seconds : 0.0;
    return r;
}

double trainingJobSeconds(const TrainStep& step, std::uint64_t seq, const Job& job) {
    if (!(step.tokens_per_step > 0.0))
        return 0.0;
    const double tokens = static_cast<double>(job.dataset_examples) * static_cast<double>(seq) * job.epochs;
    return tokens / step.tokens_per_step * step.step_seconds;
}

double inferenceJobSeconds(double prefill_seconds, const DecodeResult& d, std::uint32_t batch,
                           std::uint32_t replicas, const Job& job) {
    const double per_round =
        static_cast<double>(std::max<std::uint32_t>(1, batch)) * std::max<std::uint32_t>(1, replicas);
    const double rounds = std::ceil(static_cast<double>(job.requests) / per_round);
    return rounds * (prefill_seconds + static_cast<double>(job.generated_tokens) * d.step_seconds);
}

} // namespace gpuplan

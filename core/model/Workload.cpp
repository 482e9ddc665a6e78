#include "core/model/Workload.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"

#include <fmt/format.h>

#include <array>
#include <utility>

namespace gpuplan {

namespace {

template <typename E, std::size_t N>
E parseEnum(std::string_view s, const std::array<std::pair<E, std::string_view>, N>& table,
            std::string_view what) {
    for (const auto& [e, name] : table)
        if (name == s)
            return e;
    std::string valid;
    for (const auto& [e, name] : table)
        valid += (valid.empty() ? "" : ", ") + std::string(name);
    throw InputError(fmt::format("{}: unknown value '{}' (valid: {})", what, s, valid));
}

template <typename E, std::size_t N>
std::string_view enumId(E v, const std::array<std::pair<E, std::string_view>, N>& table) {
    for (const auto& [e, name] : table)
        if (e == v)
            return name;
    return "?";
}

constexpr std::array<std::pair<Task, std::string_view>, 5> kTasks = {{{Task::Inference, "inference"},
                                                                      {Task::LoRA, "lora"},
                                                                      {Task::QLoRA, "qlora"},
                                                                      {Task::FullFineTune, "full"},
                                                                      {Task::Pretrain, "pretrain"}}};
constexpr std::array<std::pair<Optimizer, std::string_view>, 5> kOptimizers = {
    {{Optimizer::AdamW, "adamw"},
     {Optimizer::AdamW8bit, "adamw-8bit"},
     {Optimizer::SGD, "sgd"},
     {Optimizer::SGDMomentum, "sgd-momentum"},
     {Optimizer::Adafactor, "adafactor"}}};
constexpr std::array<std::pair<TrainRegime, std::string_view>, 4> kRegimes = {
    {{TrainRegime::FP32, "fp32"},
     {TrainRegime::Mixed, "mixed"},
     {TrainRegime::PureBF16, "pure-bf16"},
     {TrainRegime::FP8, "fp8"}}};
constexpr std::array<std::pair<Checkpointing, std::string_view>, 5> kCheckpointing = {
    {{Checkpointing::None, "none"},
     {Checkpointing::Selective, "selective"},
     {Checkpointing::Full, "full"},
     {Checkpointing::SelectiveOp, "selective-op"},
     {Checkpointing::SelectiveOpCompiled, "selective-op-compiled"}}};
constexpr std::array<std::pair<LossKind, std::string_view>, 4> kLosses = {
    {{LossKind::Fp32Logits, "fp32-logits"},
     {LossKind::Upcast, "upcast"},
     {LossKind::Chunked, "chunked"},
     {LossKind::Fused, "fused"}}};

// Out of line and cold: a valid workload (every estimate validates one) never builds a message.
[[noreturn, gnu::cold]] void refuseOutOfRange(const char* field, std::uint64_t v,
                                              limits::Range<std::uint64_t> r) {
    throw InputError("", Message(MessageId::ValueBetween, {field, r.min, r.max, v}));
}

// Every check of Workload::validate() at once, folded into one test (a range [1, max] is one
// unsigned comparison of v - 1, the precisions are bits of a mask): what each estimate pays.
// False sends validate() through the checks one by one, which name the first option refused; so
// this may never be true where one of them refuses.
bool withinLimits(const Workload& w) {
    using U = std::uint64_t;
    auto positiveAtMost = [](U v, U max) { return v - 1 < max; }; // 1 <= v <= max (0 wraps around)
    auto bit = [](Precision p) { return U{1} << static_cast<unsigned>(p); };
    auto in = [](U mask, Precision p) { // an unknown value (beyond the last) is in none
        const auto i = static_cast<unsigned>(p);
        return i < 64 && ((mask >> i) & 1) != 0;
    };
    const U known = (bit(Precision::Q2_K) << 1) - 1; // the enum's values, Q2_K the last
    const U floats = bit(Precision::FP32) | bit(Precision::FP16) | bit(Precision::BF16); // not quantized
    const U kv = bit(Precision::FP16) | bit(Precision::BF16) | bit(Precision::FP8) | bit(Precision::INT8) |
                 bit(Precision::Q8_0) | bit(Precision::Q5_0) | bit(Precision::Q4_0) | bit(Precision::FP32);
    const bool adapter = w.isAdapter();
    const bool full = w.task == Task::FullFineTune || w.task == Task::Pretrain;
    bool ok = positiveAtMost(w.batch, limits::kBatch.max);
    ok &= positiveAtMost(w.seq, limits::kSeq.max);
    ok &= positiveAtMost(w.grad_accum, limits::kGradAccum.max);
    ok &= positiveAtMost(static_cast<U>(static_cast<std::int64_t>(w.group_size)), limits::kGroupSize.max);
    ok &= !adapter || positiveAtMost(w.lora_rank, limits::kLoraRank.max);
    ok &= in(known, w.precision);
    ok &= !full || in(floats, w.precision);
    ok &= w.task != Task::QLoRA || !in(floats, w.precision);
    ok &= !adapter || !w.lora_targets.empty();
    ok &= w.lora_targets.size() <= limits::kMaxLoraTargets;
    ok &= in(kv, w.kv_precision);
    ok &= in(floats, w.adapter_precision);
    if (!ok)
        return false;
    for (const auto& t : w.lora_targets)
        if (t.size() > limits::kMaxNameLength)
            return false;
    return true;
}

} // namespace

std::string_view taskId(Task t) {
    return enumId(t, kTasks);
}
std::string_view optimizerId(Optimizer o) {
    return enumId(o, kOptimizers);
}
std::string_view regimeId(TrainRegime r) {
    return enumId(r, kRegimes);
}
std::string_view checkpointingId(Checkpointing c) {
    return enumId(c, kCheckpointing);
}

std::string_view lossId(LossKind l) {
    return enumId(l, kLosses);
}

double logitBytesPerElement(LossKind l) {
    switch (l) {
    case LossKind::Fp32Logits:
        return 4.0;
    case LossKind::Upcast:
        // The peak is in backward (the 16-bit logits freed by then: torchtitan's `del pred`, Hugging
        // Face's Trainer dropping the model's outputs): log-softmax's fp32 output kept for backward,
        // nll_loss's fp32 gradient (a full zeros tensor with the targets scattered in) and
        // log-softmax's fp32 gradient, alive together. Forward holds 10 (bf16 logits, fp32 copy,
        // fp32 log-softmax).
        return 4.0 + 4.0 + 4.0;
    case LossKind::Chunked:
        return 2.0 + (4.0 + 4.0) / 8.0; // bf16 logits, one of 8 chunks' fp32 copy and log-softmax
    case LossKind::Fused:
        return 2.0 + 2.0; // bf16 logits and their bf16 gradient
    }
    return 4.0;
}

Task parseTask(std::string_view s) {
    return parseEnum(s, kTasks, "task");
}
Optimizer parseOptimizer(std::string_view s) {
    return parseEnum(s, kOptimizers, "optimizer");
}
TrainRegime parseRegime(std::string_view s) {
    return parseEnum(s, kRegimes, "precision regime");
}
Checkpointing parseCheckpointing(std::string_view s) {
    return parseEnum(s, kCheckpointing, "checkpointing");
}

LossKind parseLoss(std::string_view s) {
    return parseEnum(s, kLosses, "loss");
}

std::vector<std::string> splitList(std::string_view s) {
    std::vector<std::string> out;
    std::string cur;
    auto flush = [&] {
        if (!cur.empty())
            out.push_back(cur);
        cur.clear();
    };
    for (char c : s) {
        if (c == ',')
            flush();
        else if (c != ' ' && c != '\t')
            cur += c;
    }
    flush();
    return out;
}

void Workload::validate() const {
    if (withinLimits(*this)) [[likely]]
        return;
    // The checks one by one: the first that fails names the option.
    if (batch == 0)
        throw InputError("", Message(MessageId::BatchAtLeastOne));
    if (seq == 0)
        throw InputError("", Message(MessageId::SeqAtLeastOne));
    if (grad_accum == 0)
        throw InputError("", Message(MessageId::GradAccumAtLeastOne));
    if (group_size <= 0)
        throw InputError("", Message(MessageId::GroupSizePositive, {group_size}));
    auto within = [](const char* field, std::uint64_t v, limits::Range<std::uint64_t> r) {
        if (!r.contains(v)) [[unlikely]]
            refuseOutOfRange(field, v, r);
    };
    within("batch", batch, limits::kBatch);
    within("sequence length", seq, limits::kSeq);
    within("gradient accumulation steps", grad_accum, limits::kGradAccum);
    within("quantization group size", static_cast<std::uint64_t>(group_size), limits::kGroupSize);
    if (isAdapter() && lora_rank > 0) // 0: LoraRankAtLeastOne below
        within("LoRA rank", lora_rank, limits::kLoraRank);
    const bool quantized = precisionInfo(precision).quantized;
    if ((task == Task::FullFineTune || task == Task::Pretrain) && quantized)
        throw InputError(
            "", Message(MessageId::TrainingNeedsFloatWeights, {taskId(task), precisionInfo(precision).id}));
    if (task == Task::QLoRA && !quantized)
        throw InputError("", Message(MessageId::QloraNeedsQuantizedWeights, {precisionInfo(precision).id}));
    if (isAdapter() && lora_rank == 0)
        throw InputError("", Message(MessageId::LoraRankAtLeastOne));
    if (isAdapter() && lora_targets.empty())
        throw InputError("", Message(MessageId::LoraNeedsTargets));
    if (lora_targets.size() > limits::kMaxLoraTargets)
        throw InputError(
            "", Message(MessageId::TooManyLoraTargets, {limits::kMaxLoraTargets, lora_targets.size()}));
    for (const auto& t : lora_targets)
        if (t.size() > limits::kMaxNameLength)
            throw InputError("", Message(MessageId::LoraTargetTooLong, {limits::kMaxNameLength, t.size()}));
    const auto kv = kv_precision;
    if (!isKvPrecision(kv))
        throw InputError("", Message(MessageId::KvPrecisionAllowed, {precisionInfo(kv).id}));
    const auto ad = adapter_precision;
    if (ad != Precision::FP32 && ad != Precision::FP16 && ad != Precision::BF16)
        throw InputError("", Message(MessageId::AdapterPrecisionAllowed, {precisionInfo(ad).id}));
}

} // namespace gpuplan

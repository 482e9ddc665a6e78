#include "core/model/ModelSpec.h"

#include "core/model/LinearModules.h"
#include "core/model/ModelSpecFields.h"

#include "core/base/Error.h"
#include "core/base/InertText.h"
#include "core/base/Limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <variant>

namespace gpuplan {

namespace {

// "model 'llama-2-7b'", or "model" for a spec without an id: where a refusal points.
std::string modelWhere(const ModelSpec& m) {
    return m.id.empty() ? std::string("model") : fmt::format("model '{}'", inertText(m.id));
}

// "<model>: field must be between 1 and max, got v".
[[noreturn, gnu::cold]] void refuseAbove(const ModelSpec& m, const char* field, std::uint64_t v,
                                         std::uint64_t max) {
    throw InputError(modelWhere(m), Message(MessageId::ValueBetween, {field, 1, max, v}));
}

// Throws "<model>: <field> <why>" unless `ok`; the text is built only then (a valid model,
// which every estimate validates, costs no allocation).
template <typename... A>
[[noreturn, gnu::cold, gnu::noinline]] void refuseField(const ModelSpec& m, const char* field,
                                                        fmt::format_string<A...> why, A&&... args) {
    throw InputError(
        fmt::format("{}: {} {}", modelWhere(m), field, fmt::format(why, std::forward<A>(args)...)));
}
bool printableAscii(const std::string& s) {
    for (const char c : s)
        if (c < 0x20 || c > 0x7e)
            return false;
    return true;
}

// textProblem's refusal of a text field ("holds the control character U+001B at byte 3").
[[gnu::cold, gnu::noinline]] void checkText(const ModelSpec& m, const char* field, const std::string& text) {
    if (const std::string problem = textProblem(text); !problem.empty())
        refuseField(m, field, "{}", problem);
}

template <typename... A>
void requireField(const ModelSpec& m, bool ok, const char* field, fmt::format_string<A...> why, A&&... args) {
    if (!ok) [[unlikely]]
        refuseField(m, field, why, std::forward<A>(args)...);
}

} // namespace

void ModelSpec::validate() const {
    // Its words are shown and kept in the catalog: printable text only (a config.json's
    // model_type becomes the family). Printable ASCII, the usual case, is checked in place.
    for (const auto& [field, text] : {std::pair{"id", &id}, {"name", &name}, {"family", &family}}) {
        if (!printableAscii(*text)) [[unlikely]]
            checkText(*this, field, *text);
    }
    validateShape();
}

namespace {

// Every check of validateShape() at once, folded into one test (a range [1, max] is one unsigned
// comparison of v - 1, the conditions are and-ed without a branch): what each estimate from a spec
// pays. False sends validateShape() through the checks one by one, which name the first field
// refused; so this may never be true where one of them refuses.
bool shapeWithinLimits(const ModelSpec& m) {
    using U = std::uint64_t;
    auto positiveAtMost = [](U v, U max) { return v - 1 < max; }; // 1 <= v <= max (0 wraps around)
    const bool moe = m.isMoe();
    const bool mla = m.isMla();
    const std::uint32_t kv = m.kv_heads == 0 ? 1 : m.kv_heads; // 0 is refused below, never divided by
    bool ok = positiveAtMost(m.layers, limits::kMaxLayers);
    ok &= positiveAtMost(m.hidden, limits::kMaxHidden);
    ok &= positiveAtMost(m.heads, limits::kMaxHeads);
    ok &= m.kv_heads > 0 && m.kv_heads <= m.heads;
    ok &= m.heads % kv == 0;
    ok &= positiveAtMost(m.head_dim, limits::kMaxHeads);
    ok &= U{m.heads} * m.head_dim <= limits::kMaxHidden;
    ok &= positiveAtMost(m.intermediate, limits::kMaxIntermediate);
    ok &= positiveAtMost(m.vocab, limits::kMaxVocab);
    ok &= m.max_context <= limits::kMaxContext;
    ok &= m.learned_positions <= limits::kMaxContext;
    ok &= m.token_types <= limits::kMaxVocab;
    ok &= m.experts <= limits::kMaxExperts;
    ok &= m.norms_per_layer <= 8;
    ok &= !moe || (m.experts_per_token >= 1 && m.experts_per_token <= m.experts && m.dense_layers < m.layers);
    ok &= moe || (m.dense_layers | m.dense_intermediate | m.shared_expert_intermediate) == 0;
    ok &= moe || m.expert_weights_format.empty();
    ok &= !m.shared_expert_gate || m.shared_expert_intermediate > 0;
    ok &= m.expert_weights_format.size() <= limits::kMaxNameLength;
    ok &= m.dense_intermediate <= limits::kMaxIntermediate;
    ok &= m.shared_expert_intermediate <= limits::kMaxIntermediate;
    ok &= mla || (m.q_lora_rank | m.qk_rope_head_dim | m.v_head_dim) == 0;
    ok &= m.q_lora_rank <= limits::kMaxHidden;
    ok &= m.kv_lora_rank <= limits::kMaxHidden;
    ok &= m.v_head_dim <= limits::kMaxHeads;
    ok &= !mla || (m.v_head_dim > 0 && m.qk_rope_head_dim <= m.head_dim);
    ok &= m.sliding_window <= limits::kMaxContext;
    ok &= m.sliding_layers <= m.layers;
    ok &= m.sliding_layers == 0 || m.sliding_window > 0;
    ok &= m.sliding_window == 0 || m.max_context == 0 || m.sliding_window <= m.max_context;
    ok &= m.mtp_layers <= limits::kMaxLayers;
    ok &= static_cast<double>(m.vision_params) <= limits::kMaxParams;
    return ok;
}

} // namespace

void ModelSpec::validateShape() const {
    if (shapeWithinLimits(*this)) [[likely]]
        return;
    refuseShape();
}

void ModelSpec::refuseShape() const {
    auto require = [&]<typename... A>(bool ok, const char* field, fmt::format_string<A...> why, A&&... args) {
        requireField(*this, ok, field, why, std::forward<A>(args)...);
    };
    require(layers > 0, "layers", "must be positive");
    require(hidden > 0, "hidden", "must be positive");
    require(heads > 0, "heads", "must be positive");
    require(kv_heads > 0, "kv_heads", "must be positive");
    require(kv_heads <= heads && heads % kv_heads == 0, "kv_heads", "({}) must divide heads ({})", kv_heads,
            heads);
    require(head_dim > 0, "head_dim", "must be positive");
    require(intermediate > 0, "intermediate", "must be positive");
    require(vocab > 0, "vocab", "must be positive");
    auto atMost = [&](const char* field, std::uint64_t v, std::uint64_t max) {
        if (v > max) [[unlikely]]
            refuseAbove(*this, field, v, max);
    };
    atMost("layers", layers, limits::kMaxLayers);
    atMost("hidden", hidden, limits::kMaxHidden);
    atMost("heads", heads, limits::kMaxHeads);
    atMost("head_dim", head_dim, limits::kMaxHeads);
    atMost("heads x head_dim", std::uint64_t{heads} * head_dim, limits::kMaxHidden);
    atMost("intermediate", intermediate, limits::kMaxIntermediate);
    atMost("vocab", vocab, limits::kMaxVocab);
    atMost("max_context", max_context, limits::kMaxContext);
    atMost("learned_positions", learned_positions, limits::kMaxContext);
    atMost("token_types", token_types, limits::kMaxVocab);
    atMost("experts", experts, limits::kMaxExperts);
    require(norms_per_layer <= 8, "norms_per_layer", "is implausible ({})", norms_per_layer);
    if (experts > 1)
        require(experts_per_token >= 1 && experts_per_token <= experts, "experts_per_token",
                "({}) must be between 1 and experts ({})", experts_per_token, experts);
    // MoE fields on a dense model, latent-attention fields without latent attention: refused
    // rather than ignored, so that nothing is estimated from a contradictory description.
    auto onlyWith = [&](bool set, const char* field, bool allowed, const char* needs) {
        require(!set || allowed, field, "is set, but {}", needs);
    };
    const char* no_experts = "the model has no experts (experts <= 1)";
    onlyWith(dense_layers > 0, "dense_layers", isMoe(), no_experts);
    onlyWith(dense_intermediate > 0, "dense_intermediate", isMoe(), no_experts);
    onlyWith(shared_expert_intermediate > 0, "shared_expert_intermediate", isMoe(), no_experts);
    onlyWith(shared_expert_gate, "shared_expert_gate", shared_expert_intermediate > 0,
             "the model has no shared expert (shared_expert_intermediate is 0)");
    onlyWith(!expert_weights_format.empty(), "expert_weights_format", isMoe(), no_experts);
    require(expert_weights_format.size() <= limits::kMaxNameLength, "expert_weights_format",
            "has more than {} characters", limits::kMaxNameLength);
    if (isMoe())
        require(dense_layers < layers, "dense_layers",
                "({}) must be fewer than layers ({}): an MoE model needs one MoE layer", dense_layers,
                layers);
    atMost("dense_intermediate", dense_intermediate, limits::kMaxIntermediate);
    atMost("shared_expert_intermediate", shared_expert_intermediate, limits::kMaxIntermediate);
    const char* no_mla = "the model has no latent attention (kv_lora_rank is 0)";
    onlyWith(q_lora_rank > 0, "q_lora_rank", isMla(), no_mla);
    onlyWith(qk_rope_head_dim > 0, "qk_rope_head_dim", isMla(), no_mla);
    onlyWith(v_head_dim > 0, "v_head_dim", isMla(), no_mla);
    atMost("q_lora_rank", q_lora_rank, limits::kMaxHidden);
    atMost("kv_lora_rank", kv_lora_rank, limits::kMaxHidden);
    atMost("v_head_dim", v_head_dim, limits::kMaxHeads);
    if (isMla()) {
        require(v_head_dim > 0, "v_head_dim", "must be positive with latent attention");
        require(qk_rope_head_dim <= head_dim, "qk_rope_head_dim",
                "({}) must not exceed head_dim ({}), the query/key head", qk_rope_head_dim, head_dim);
    }
    atMost("sliding_window", sliding_window, limits::kMaxContext);
    require(sliding_layers <= layers, "sliding_layers", "({}) must not exceed layers ({})", sliding_layers,
            layers);
    onlyWith(sliding_layers > 0, "sliding_layers", sliding_window > 0, "sliding_window is 0");
    if (sliding_window > 0 && max_context > 0)
        require(sliding_window <= max_context, "sliding_window", "({}) is larger than max_context ({})",
                sliding_window, max_context);
    atMost("mtp_layers", mtp_layers, limits::kMaxLayers);
    require(static_cast<double>(vision_params) <= limits::kMaxParams, "vision_params", "is implausible ({})",
            vision_params);
}

namespace {

// A module's name as a key: its size and two little-endian words of it, the first and the last 8
// characters (4 below 8 characters). Two names of at most 16 characters have the same key only if
// they are the same; longer ones are compared whole as well.
struct NameKey {
    std::uint64_t head = 0;
    std::uint64_t tail = 0;
    std::size_t size = 0;
    bool operator==(const NameKey&) const = default;
};

constexpr std::uint64_t wordAt(std::string_view s, std::size_t at, std::size_t bytes) {
    std::uint64_t w = 0;
    for (std::size_t i = 0; i < bytes; ++i)
        w |= std::uint64_t{static_cast<unsigned char>(s[at + i])} << (8 * i);
    return w;
}

// The key of a name of at least 4 characters (every module's and "all-linear" have 6 or more).
constexpr NameKey nameKey(std::string_view s) {
    const std::size_t bytes = s.size() >= 8 ? 8 : 4;
    return {wordAt(s, 0, bytes), wordAt(s, s.size() - bytes, bytes), s.size()};
}

// The same at run time: two loads (memcpy) instead of a loop; equal to nameKey() on x86-64's
// little-endian words.
NameKey loadNameKey(std::string_view s) {
    NameKey k;
    k.size = s.size();
    if (s.size() >= 8) {
        std::memcpy(&k.head, s.data(), 8);
        std::memcpy(&k.tail, s.data() + s.size() - 8, 8);
    } else {
        std::uint32_t head = 0;
        std::uint32_t tail = 0;
        std::memcpy(&head, s.data(), 4);
        std::memcpy(&tail, s.data() + s.size() - 4, 4);
        k.head = head;
        k.tail = tail;
    }
    return k;
}
static_assert(std::endian::native == std::endian::little, "loadNameKey reads little-endian words");

// The names LoRA's targets are matched against: the modules', then "all-linear" (index 11).
inline constexpr std::size_t kAllLinearIndex = kLinearNames.size();
constexpr std::string_view targetName(std::size_t i) {
    return i < kLinearNames.size() ? kLinearNames[i] : std::string_view("all-linear");
}

// A table of the 12 names by a hash of their first word, found at compile time: a multiplier
// that sends each name's head to a bucket of its own among 32.
constexpr unsigned bucketOf(std::uint64_t head, std::uint64_t multiplier) {
    return static_cast<unsigned>((head * multiplier) >> 59);
}
constexpr std::uint64_t findMultiplier() {
    for (std::uint64_t mult = 0x9E3779B97F4A7C15ull;; mult += 0x2545F4914F6CDD1Eull) {
        std::uint32_t used = 0;
        bool clash = false;
        for (std::size_t i = 0; i <= kAllLinearIndex; ++i) {
            const unsigned b = bucketOf(nameKey(targetName(i)).head, mult);
            clash |= (used >> b & 1u) != 0;
            used |= 1u << b;
        }
        if (!clash)
            return mult;
    }
}
inline constexpr std::uint64_t kMultiplier = findMultiplier();

inline constexpr std::size_t kNoName = 0xff;
struct NameBucket {
    NameKey key;
    std::size_t index = kNoName;
};
inline constexpr auto kNameTable = [] {
    std::array<NameBucket, 32> t{};
    for (std::size_t i = 0; i <= kAllLinearIndex; ++i) {
        const NameKey k = nameKey(targetName(i));
        t[bucketOf(k.head, kMultiplier)] = {k, i};
    }
    return t;
}();

// The index of `name` among targetName(0..11), or kNoName.
std::size_t targetIndex(std::string_view name) {
    if (name.size() < 4)
        return kNoName;
    const NameKey k = loadNameKey(name);
    const NameBucket& b = kNameTable[bucketOf(k.head, kMultiplier)];
    if (b.index == kNoName || !(b.key == k))
        return kNoName;
    if (k.size > 16 && name != targetName(b.index)) // the middle characters, which the key leaves out
        return kNoName;
    return b.index;
}

} // namespace

std::optional<LinearName> linearNamed(std::string_view name) {
    const std::size_t i = targetIndex(name);
    if (i < kLinearNames.size())
        return static_cast<LinearName>(i);
    return std::nullopt;
}

LinearSet linearSet(const std::vector<std::string>& names) {
    LinearSet set = 0;
    for (const std::string& n : names) {
        if (n == "all-linear")
            return kAllLinears;
        if (const auto l = linearNamed(n))
            set |= linearBit(*l);
    }
    return set;
}

void BlockLinears::tooMany() {
    throw std::logic_error("BlockLinears: more linear modules than a transformer block has");
}

BlockLinears blockLinears(const ModelSpec& m) {
    BlockLinears out;
    forEachLinear(m, [&](const LinearModule& l) { out.push_back(l); });
    return out;
}

namespace {

// Parameter counts are computed in doubles, exactly: validate() bounds every field, each count is
// a part of the total (the MTP module's apart, checked on its own), and a total within
// limits::kMaxParams (1e15 < 2^53) makes every sum and product on the way an integer doubles hold
// exactly. A total beyond the limit is refused, never wrapped around. (Checked 128- or 64-bit
// integers cost a fifth of an estimate from a spec: three multiplications, or a flag per step.)
double normParams(const ModelSpec& m) {
    return m.norm == NormKind::LayerNorm ? 2.0 * m.hidden : static_cast<double>(m.hidden);
}

[[noreturn, gnu::cold]] void refuseParams(const ModelSpec& m) {
    throw InputError(modelWhere(m), Message(MessageId::ParamsBeyondLimit, {limits::kMaxParams}));
}

std::uint64_t count(double exact) { // 0 <= exact <= kMaxParams
    return limits::exactCount(exact);
}

} // namespace

ParamCounts countParams(const ModelSpec& m) {
    if (const ParamCounts* prepared = m.preparedCounts())
        return *prepared;
    return countParams(m, blockLinears(m));
}

namespace {

// Field I of kModelSpecFields as a number: its value, or a text's size. The member is a constant:
// each field is one load. A text's size is enough: the shape reads a text only through its size or
// its emptiness (expert_weights_format's limit, its MoE-only rule); id, name and family count nothing.
template <std::size_t I> std::uint64_t fieldValue(const ModelSpec& m) {
    constexpr auto member = kModelSpecFields[I].member;
    const auto& value = m.*std::get<member.index()>(member);
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(value)>, std::string>)
        return value.size();
    else
        return static_cast<std::uint64_t>(value);
}

static_assert(kModelSpecFields.size() == PreparedShape::kFields, "PreparedShape keeps every field");
using FieldIndices = std::make_index_sequence<PreparedShape::kFields>;

template <std::size_t... I>
std::array<std::uint64_t, PreparedShape::kFields> fieldValues(const ModelSpec& m, std::index_sequence<I...>) {
    return {fieldValue<I>(m)...};
}

// Every field equal to the kept one, tested without a branch (the differences or-ed together).
template <std::size_t... I>
bool sameFields(const ModelSpec& m, const std::array<std::uint64_t, PreparedShape::kFields>& kept,
                std::index_sequence<I...>) {
    return ((fieldValue<I>(m) ^ kept[I]) | ...) == 0;
}

} // namespace

void ModelSpec::prepare() {
    prepared = PreparedShape{};
    if (!shapeWithinLimits(*this))
        return; // an estimate names the field refused
    const BlockLinears linears = blockLinears(*this);
    try {
        prepared.counts = countParams(*this, linears);
    } catch (const InputError&) {
        return; // beyond limits::kMaxParams: refused by each estimate
    }
    for (const auto& l : linears) { // the association of WeightFormat.cpp's addLinearBytes
        const double d_out = limits::exactDouble(l.d_out);
        const double weights =
            static_cast<double>(l.layers) * (l.copies * (limits::exactDouble(l.d_in) * d_out));
        prepared.linears.weights += weights;
        if (l.expert)
            prepared.linears.routed += weights;
        if (l.bias)
            prepared.linears.biases += static_cast<double>(l.layers) * l.copies * d_out;
    }
    prepared.fields = fieldValues(*this, FieldIndices{});
    prepared.ready = true;
}

const ParamCounts* ModelSpec::preparedCounts() const {
    if (prepared.ready && sameFields(*this, prepared.fields, FieldIndices{})) [[likely]]
        return &prepared.counts;
    return nullptr;
}

ParamCounts countParams(const ModelSpec& m, const BlockLinears& linears) {
    m.validateShape();
    LinearParams linear;
    for (const auto& l : linears) // validated dimensions
        addLinearParams(m, l, limits::exactDouble(l.d_in), limits::exactDouble(l.d_out), linear);
    return countParams(m, linear);
}

ParamCounts countParams(const ModelSpec& m, const LinearParams& linear) {
    const double h = m.hidden;
    const double layers = m.layers;
    const double embedding = (static_cast<double>(m.vocab) + m.learned_positions + m.token_types) * h;
    const double lm_head = m.tied_embeddings ? 0.0 : m.vocab * h;
    // Per MoE layer: the router (and its bias, or DeepSeek-V3's e_score_correction_bias),
    // Qwen2-MoE's shared-expert gate.
    const double router = m.isMoe() ? h * m.experts + (m.router_bias ? m.experts : 0) : 0.0;
    const double shared_gate = m.shared_expert_gate ? h : 0.0;
    const double sinks = m.attention_sinks ? m.heads : 0.0;
    double qk_norms = 0;
    if (m.qk_norm == QkNorm::PerHead)
        qk_norms = 2.0 * m.head_dim;
    else if (m.qk_norm == QkNorm::PerProjection)
        qk_norms = static_cast<double>(m.qDim()) + static_cast<double>(m.kvDim());
    const double mla_norms =
        m.isMla() ? static_cast<double>(m.q_lora_rank) + m.kv_lora_rank : 0.0; // q_a_, kv_a_
    const double layer_norms = m.norms_per_layer * normParams(m) + qk_norms + mla_norms;
    const double end_norms = (m.final_norm ? normParams(m) : 0.0) + (m.embedding_norm ? normParams(m) : 0.0);
    const double pooler = m.pooler ? h * h + h : 0.0;
    const double per_layer = linear.block + router + shared_gate + sinks + layer_norms;
    const double norms = layers * layer_norms + end_norms;
    const double other = m.moeLayers() * (router + shared_gate) + layers * sinks + pooler;
    const double total = embedding + lm_head + linear.all + norms + other;
    // A DeepSeek-V3 multi-token-prediction module: enorm, hnorm, eh_proj (2h -> h), one
    // (MoE) block and the shared head's norm; its embedding and head are the model's.
    const double mtp = m.mtp_layers * (per_layer + 2.0 * h * h + 3.0 * normParams(m));
    if (!(total <= limits::kMaxParams && mtp <= limits::kMaxParams)) [[unlikely]]
        refuseParams(m);
    ParamCounts c;
    c.total = count(total);
    c.embedding = count(embedding);
    c.lm_head = count(lm_head);
    c.per_layer_linear = count(linear.block);
    c.per_layer = count(per_layer);
    c.norms = count(norms);
    c.other = count(other);
    c.active = count(total - linear.inactive);
    c.mtp = count(mtp);
    c.vision = m.vision_params;
    return c;
}

std::vector<std::string> loraTargetNames(const ModelSpec& m) {
    std::vector<std::string> names;
    for (const auto& l : blockLinears(m))
        if (std::find(names.begin(), names.end(), l.name()) == names.end())
            names.emplace_back(l.name());
    names.emplace_back("all-linear");
    return names;
}

std::uint64_t loraParams(const ModelSpec& m, std::uint32_t rank, const std::vector<std::string>& targets) {
    if (rank == 0)
        throw InputError("LoRA rank must be positive, got 0");
    if (targets.empty())
        throw InputError("LoRA needs at least one target module (e.g. q_proj,v_proj)");
    const BlockLinears linears = blockLinears(m);
    return loraParams(m, linears, rank, loraTargetSet(m, linears, targets));
}

LinearSet loraTargetSet(const ModelSpec& m, const BlockLinears& linears,
                        const std::vector<std::string>& targets) {
    LinearSet held = 0; // the modules of this model
    for (const auto& l : linears)
        held |= linearBit(l.kind);
    return loraTargetSet(m, held, targets);
}

namespace {

[[noreturn, gnu::cold, gnu::noinline]] void refuseTarget(const ModelSpec& m, const std::string& target) {
    std::string valid;
    for (const auto& n : loraTargetNames(m))
        valid += (valid.empty() ? "" : ", ") + n;
    throw InputError(fmt::format("LoRA target '{}' is not a module of {} (valid: {})", target,
                                 m.id.empty() ? m.family : m.id, valid));
}

} // namespace

LinearSet loraTargetSet(const ModelSpec& m, LinearSet held, const std::vector<std::string>& targets) {
    LinearSet set = 0;
    for (const auto& t : targets) {
        const std::size_t i = targetIndex(t);
        if (i == kAllLinearIndex) {
            set = kAllLinears;
            continue;
        }
        const LinearSet bit = i < kLinearNames.size() ? LinearSet{1} << i : 0;
        if (!(held & bit)) [[unlikely]]
            refuseTarget(m, t);
        set |= bit;
    }
    return set;
}

std::uint64_t loraParams(const ModelSpec& m, const BlockLinears& linears, std::uint32_t rank,
                         LinearSet targets) {
    double params = 0; // exact below the limit, as countParams
    for (const auto& l : linears)
        addLoraParams(l, rank, targets, params);
    if (!(params <= limits::kMaxParams)) [[unlikely]]
        refuseParams(m);
    return count(params);
}

std::uint64_t loraParamsOf(const ModelSpec& m, std::uint32_t rank, LinearSet targets) {
    double params = 0;
    forEachLinear(
        m, [&](const LinearModule& l)
               __attribute__((always_inline)) { addLoraParams(l, rank, targets, params); });
    if (!(params <= limits::kMaxParams)) [[unlikely]]
        refuseParams(m);
    return count(params);
}

} // namespace gpuplan

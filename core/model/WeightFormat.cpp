#include "core/model/WeightFormat.h"

#include "core/base/Limits.h"
#include "core/model/LinearModules.h"
#include "core/model/PrecisionTable.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuplan {

double ggmlBitsPerWeight(GgmlType t) {
    // Bytes per block / weights per block (ggml-common.h: block_q8_0 = fp16 d + 32 int8, block_q6_K =
    // 128 + 64 + 16 + 2, block_q5_K = 2 + 2 + 12 + 32 + 128, block_q4_K = 2 + 2 + 12 + 128, block_q3_K =
    // 32 + 64 + 12 + 2, block_q2_K = 16 + 64 + 2 + 2, block_iq4_xs = 2 + 2 + 4 + 128, block_q5_1 = 2 + 2
    // + 4 + 16, block_q5_0 = 2 + 4 + 16, block_q4_0 = 2 + 16, block_iq4_nl = 2 + 16).
    switch (t) {
    case GgmlType::F32:
        return 32.0;
    case GgmlType::F16:
        return 16.0;
    case GgmlType::Q8_0:
        return 34.0 * 8.0 / 32.0;
    case GgmlType::Q6_K:
        return 210.0 * 8.0 / 256.0;
    case GgmlType::Q5_K:
        return 176.0 * 8.0 / 256.0;
    case GgmlType::Q5_1:
        return 24.0 * 8.0 / 32.0;
    case GgmlType::Q5_0:
        return 22.0 * 8.0 / 32.0;
    case GgmlType::Q4_K:
        return 144.0 * 8.0 / 256.0;
    case GgmlType::Q4_0:
    case GgmlType::IQ4_NL:
        return 18.0 * 8.0 / 32.0;
    case GgmlType::IQ4_XS:
        return 136.0 * 8.0 / 256.0;
    case GgmlType::Q3_K:
        return 110.0 * 8.0 / 256.0;
    case GgmlType::Q2_K:
        return 84.0 * 8.0 / 256.0;
    }
    return 16.0;
}

std::uint32_t ggmlBlockSize(GgmlType t) {
    switch (t) {
    case GgmlType::F32:
    case GgmlType::F16:
        return 1;
    case GgmlType::Q8_0:
    case GgmlType::Q5_1:
    case GgmlType::Q5_0:
    case GgmlType::Q4_0:
    case GgmlType::IQ4_NL:
        return 32;
    default:
        return 256;
    }
}

bool ggufUseMoreBits(std::uint32_t i, std::uint32_t n) {
    // llama.cpp's use_more_bits(i_layer, n_layers).
    return i < n / 8 || i >= 7 * n / 8 || (i - n / 8) % 3 == 2;
}

namespace {

GgmlType ggufBase(Precision p) {
    switch (p) {
    case Precision::Q8_0:
        return GgmlType::Q8_0;
    case Precision::Q6_K:
        return GgmlType::Q6_K;
    case Precision::Q5_K_M:
        return GgmlType::Q5_K;
    case Precision::Q4_K_M:
        return GgmlType::Q4_K;
    case Precision::Q4_0:
        return GgmlType::Q4_0;
    case Precision::Q5_0:
        return GgmlType::Q5_0;
    case Precision::IQ4_XS:
        return GgmlType::IQ4_XS;
    case Precision::Q3_K_M:
        return GgmlType::Q3_K;
    case Precision::Q2_K:
        return GgmlType::Q2_K;
    default:
        return GgmlType::F16;
    }
}

// llama.cpp's fallback when a row (ne[0] = d_in) is not a whole number of blocks.
GgmlType ggufFallback(GgmlType t, std::uint64_t d_in) {
    if (d_in % ggmlBlockSize(t) == 0)
        return t;
    GgmlType f = GgmlType::F16;
    switch (t) {
    case GgmlType::Q2_K:
    case GgmlType::Q3_K:
    case GgmlType::IQ4_XS:
        f = GgmlType::IQ4_NL;
        break;
    case GgmlType::Q4_K:
        f = GgmlType::Q5_0;
        break;
    case GgmlType::Q5_K:
        f = GgmlType::Q5_1;
        break;
    case GgmlType::Q6_K:
        f = GgmlType::Q8_0;
        break;
    default:
        break;
    }
    return d_in % ggmlBlockSize(f) == 0 ? f : GgmlType::F16;
}

double gqa(const ModelSpec& m) {
    return m.kv_heads > 0 ? static_cast<double>(m.heads) / m.kv_heads : 1.0;
}

} // namespace

GgmlType ggufOutputType(Precision p) {
    const GgmlType base = ggufBase(p);
    return base == GgmlType::Q8_0 ? GgmlType::Q8_0 : GgmlType::Q6_K;
}

GgmlType ggufEmbeddingType(Precision p) {
    return ggufBase(p);
}

namespace {

// What llama_tensor_get_type() reads of the model and the file type, looked at once per model
// rather than once per tensor of every layer.
struct GgufMix {
    Precision p;
    GgmlType base;
    std::uint32_t layers;
    bool eight_experts;
    bool gqa4;      // heads / kv_heads >= 4
    bool llama_70b; // LLM_TYPE_70B: a llama of 80 layers with GQA
};

GgufMix ggufMix(Precision p, const ModelSpec& m) {
    return {p,           ggufBase(p),
            m.layers,    m.experts == 8,
            gqa(m) >= 4, m.family == "llama" && m.layers == 80 && m.kv_heads != m.heads};
}

GgmlType ggufTensorType(const GgufMix& x, LinearName module, std::uint32_t i) {
    const Precision p = x.p;
    const GgmlType base = x.base;
    const std::uint32_t n = x.layers;
    const bool eight_experts = x.eight_experts;
    switch (module) {
    case LinearName::VProj: { // attn_v
        GgmlType t = base;
        if (p == Precision::Q2_K)
            t = x.gqa4 ? GgmlType::Q4_K : GgmlType::Q3_K;
        else if (p == Precision::Q3_K_M)
            t = i < 2 ? GgmlType::Q5_K : GgmlType::Q4_K;
        else if (p == Precision::IQ4_XS && x.gqa4)
            t = GgmlType::Q5_K;
        else if ((p == Precision::Q4_K_M || p == Precision::Q5_K_M) && ggufUseMoreBits(i, n))
            t = GgmlType::Q6_K;
        // LLM_TYPE_70B (a llama of 80 layers with GQA): 4 bits for Q3_K / Q4_K attn_v.
        if (x.llama_70b && (t == GgmlType::Q3_K || t == GgmlType::Q4_K))
            t = GgmlType::Q5_K;
        if (eight_experts)
            t = GgmlType::Q8_0; // "for the 8-expert model, bumping this to Q8_0 trades just ~128MB"
        return t;
    }
    case LinearName::KProj: // attn_k
        return eight_experts ? GgmlType::Q8_0 : base;
    case LinearName::DownProj: // ffn_down
        if (p == Precision::Q2_K)
            return GgmlType::Q3_K;
        if (p == Precision::Q3_K_M)
            return i < n / 16 ? GgmlType::Q5_K : GgmlType::Q4_K;
        if ((p == Precision::Q4_K_M || p == Precision::Q5_K_M) && ggufUseMoreBits(i, n))
            return GgmlType::Q6_K;
        if (p == Precision::IQ4_XS && i < n / 8) // without an importance matrix
            return GgmlType::Q5_K;
        return base;
    case LinearName::OProj: // attn_output
        if (eight_experts && (p == Precision::Q2_K || p == Precision::Q3_K_M || p == Precision::Q4_K_M ||
                              p == Precision::IQ4_XS))
            return GgmlType::Q5_K;
        if (!eight_experts && p == Precision::Q2_K)
            return GgmlType::Q3_K;
        if (!eight_experts && p == Precision::Q3_K_M)
            return GgmlType::Q4_K;
        return base;
    default:
        return base;
    }
}

} // namespace

GgmlType ggufTensorType(Precision p, const ModelSpec& m, std::string_view module, std::uint32_t i) {
    const auto name = linearNamed(module);
    return name ? ggufTensorType(ggufMix(p, m), *name, i) : ggufBase(p);
}

double WeightBytes::perLayer(std::uint32_t layers) const {
    return layers == 0 ? 0.0 : (linears + biases) / layers + norms / (layers + 1.0);
}

namespace {

// Bytes of `copies` matrices d_in x d_out in a non-GGUF format of `bits` per weight
// (linearBitsPerWeight) where it has no format of its own.
// n = d_in x d_out, the weights of one copy.
double matrixBytes(Precision p, const LinearModule& l, double n, double bits) {
    const double copies = l.copies;
    switch (p) {
    case Precision::FP8_BLOCK: {
        // One fp32 scale_inv per 128x128 block, partial blocks at the edges included.
        const double blocks =
            std::ceil(static_cast<double>(l.d_in) / 128.0) * std::ceil(static_cast<double>(l.d_out) / 128.0);
        return copies * (n + 4.0 * blocks);
    }
    case Precision::MXFP4: // 16 bytes of E2M1 + one E8M0 byte per 32 weights of a row
        return copies * static_cast<double>(l.d_out) * std::ceil(static_cast<double>(l.d_in) / 32.0) * 17.0;
    case Precision::NVFP4: // 8 bytes + one E4M3 scale per 16 weights of a row, one fp32 per tensor
        return copies *
               (static_cast<double>(l.d_out) * std::ceil(static_cast<double>(l.d_in) / 16.0) * 9.0 + 4.0);
    default:
        return copies * n * bits / 8.0;
    }
}

} // namespace

namespace {

// A storage format's facts for the weight bytes, one row per precision derived from the precision
// table (core/model/PrecisionTable.h) at compile time: an estimate indexes it.
struct FormatRow {
    bool gguf = false;
    bool grouped = false;       // GPTQ / AWQ: bits per weight by group size (linearBitsPerWeight)
    bool own_layout = false;    // FP8_BLOCK, MXFP4, NVFP4: matrixBytes' own layouts
    bool experts_only = false;  // keeps.non_expert_linears_on_moe
    double dense = 2;           // denseBytesPerElement: quantized formats' unquantized tensors
    double bits = 0;            // of a linear's weight, at group 128 where grouped; 0 for GGUF
    double bias_bytes = 2;      // the linears' biases
    double vector_bytes = 2;    // norms: f32 in GGUF and fp32 models, 16-bit in every other format
    double other_bytes = 2;     // routers, pooler
    double embedding_bytes = 2; // a weight of the token (position, token type) embeddings; not GGUF
    double lm_head_bytes = 2;   // a weight of the output projection; not GGUF
    // Every linear at bits / 8 bytes a weight and bias_bytes a bias, both powers of two: the bytes
    // are a prepared spec's element sums scaled (PreparedShape::LinearElements), to the bit.
    bool scales_sums = false;
};

constexpr bool isPowerOfTwo(double x) {
    if (!(x > 0.0))
        return false;
    while (x >= 2.0)
        x /= 2.0;
    while (x < 1.0)
        x *= 2.0;
    return x == 1.0;
}

constexpr FormatRow formatRow(const PrecisionInfo& info) {
    const Precision p = info.precision;
    FormatRow r;
    r.gguf = precision_table::gguf(p);
    r.grouped = p == Precision::GPTQ_INT4 || p == Precision::AWQ_INT4;
    r.own_layout = p == Precision::FP8_BLOCK || p == Precision::MXFP4 || p == Precision::NVFP4;
    r.experts_only = info.keeps.non_expert_linears_on_moe;
    r.dense = denseBytesPerElement(p);
    r.bits = r.gguf ? 0.0 : info.bits_per_weight;
    r.vector_bytes = (r.gguf || p == Precision::FP32) ? 4.0 : 2.0;
    r.bias_bytes = info.quantized ? r.vector_bytes : r.dense;
    r.other_bytes = info.quantized ? (r.gguf ? 4.0 : 2.0) : r.dense;
    // Embeddings and output head: 16-bit where the format keeps them so, else in its own bits.
    r.embedding_bytes = info.keeps.embeddings ? 2.0 : (info.quantized ? r.bits / 8.0 : r.dense);
    r.lm_head_bytes = info.keeps.lm_head ? 2.0 : (info.quantized ? r.bits / 8.0 : r.dense);
    r.scales_sums =
        !r.gguf && !r.grouped && !r.own_layout && isPowerOfTwo(r.bits / 8.0) && isPowerOfTwo(r.bias_bytes);
    return r;
}

inline constexpr auto kFormats = [] {
    std::array<FormatRow, precision_table::kInfo.size()> rows{};
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i] = formatRow(precision_table::kInfo[i]);
    return rows;
}();

// A format whose bits depend on the group size keeps its embeddings and head in 16-bit: their
// bytes are the row's whatever the group.
constexpr bool groupedKeepEmbeddings() {
    for (const FormatRow& r : kFormats)
        if (r.grouped && (r.embedding_bytes != 2.0 || r.lm_head_bytes != 2.0))
            return false;
    return true;
}
static_assert(groupedKeepEmbeddings());

// What the bytes of a format's tensors are computed from, looked up once per estimate.
struct FormatFacts {
    const FormatRow& row;
    bool gguf;
    double dense; // 16-bit for quantized formats' unquantized tensors
    double bits;  // of a linear's weight (linearBitsPerWeight); 0 for GGUF, whose types vary
};

FormatFacts formatFacts(Precision p, int group_size) {
    const auto i = static_cast<std::size_t>(p);
    if (i >= kFormats.size()) [[unlikely]]
        (void)precisionInfo(p); // throws for a value beyond the enum's
    const FormatRow& row = kFormats[i];
    // GPTQ/AWQ's bits by their group (refusing a group below 1).
    return {row, row.gguf, row.dense, row.grouped ? linearBitsPerWeight(p, group_size) : row.bits};
}

// Embeddings and output head: 16-bit under bitsandbytes / GPTQ / AWQ / fp8 / FP4 formats; GGUF
// quantizes token_embd at the file's base type and output.weight at Q6_K (q8_0: Q8_0). A GGUF
// of tied embeddings has no output tensor: token_embd takes the output's type.
EmbeddingAndHeadBytes embeddingAndHeadBytes(const ModelSpec& m, const ParamCounts& pc, Precision p,
                                            const FormatFacts& f) {
    EmbeddingAndHeadBytes r;
    if (f.gguf) {
        const GgmlType emb = m.tied_embeddings ? ggufOutputType(p) : ggufEmbeddingType(p);
        r.embedding =
            static_cast<double>(pc.embedding) * ggmlBitsPerWeight(ggufFallback(emb, m.hidden)) / 8.0;
        r.lm_head = static_cast<double>(pc.lm_head) *
                    ggmlBitsPerWeight(ggufFallback(ggufOutputType(p), m.hidden)) / 8.0;
        return r;
    }
    r.embedding = static_cast<double>(pc.embedding) * f.row.embedding_bytes;
    r.lm_head = static_cast<double>(pc.lm_head) * f.row.lm_head_bytes;
    return r;
}

} // namespace

EmbeddingAndHeadBytes embeddingAndHeadBytes(const ModelSpec& m, const ParamCounts& pc, Precision p,
                                            int group_size) {
    return embeddingAndHeadBytes(m, pc, p, formatFacts(p, group_size));
}

double weightsReadPerStep(double weights, double embedding, bool tied_embeddings) {
    return std::max(0.0, weights - (tied_embeddings ? 0.0 : embedding));
}

WeightBytes weightBytes(const ModelSpec& m, Precision p, int group_size) {
    const BlockLinears linears = blockLinears(m);
    return weightBytes(m, linears, countParams(m, linears), p, group_size);
}

namespace {

// What the bytes of each linear are computed from, looked at once per model and format.
struct LinearFormat {
    Precision p;
    bool gguf;
    bool sixteen_bit_non_experts; // the format keeps an MoE model's non-expert linears in 16-bit
    bool plain;                   // every matrix at `bits` a weight (no GGUF, block or FP4 format)
    double bits;                  // FormatFacts::bits
    double bias_bytes;
    GgufMix mix; // GGUF only
};

LinearFormat linearFormat(const ModelSpec& m, Precision p, const FormatFacts& f) {
    const FormatRow& row = f.row;
    const bool sixteen_bit_non_experts = row.experts_only && m.isMoe();
    return {p,
            f.gguf,
            sixteen_bit_non_experts,
            !f.gguf && !sixteen_bit_non_experts && !row.own_layout,
            f.bits,
            row.bias_bytes,
            f.gguf ? ggufMix(p, m) : GgufMix{}};
}

// A GGUF matrix, layer by layer (the mixes differ by layer): n weights a copy.
[[gnu::noinline]] double ggufMatrixBytes(const ModelSpec& m, const GgufMix& mix, const LinearModule& l,
                                         double n) {
    // The layers that hold this matrix: every layer, or (an MoE model with dense first
    // layers, DeepSeek's first_k_dense_replace) the dense first ones or the MoE rest.
    const std::uint32_t layers = l.layers;
    const std::uint32_t first =
        l.part == LinearModule::Part::Ffn || l.part == LinearModule::Part::SharedExpert ? m.layers - layers
                                                                                        : 0;
    const double n_weights = static_cast<double>(l.copies) * n;
    double bytes = 0.0;
    for (std::uint32_t i = first; i < first + layers; ++i)
        bytes += n_weights * ggmlBitsPerWeight(ggufFallback(ggufTensorType(mix, l.kind, i), l.d_in)) / 8.0;
    return bytes;
}

// The linears' bytes, summed in registers in the order of the modules.
struct LinearSums {
    double linears = 0;
    double biases = 0;
    double routed = 0;
};

// The weights' bytes of one linear (every layer that holds it) of n = d_in x d_out weights a copy.
double matrixBytesOf(const ModelSpec& m, const LinearFormat& f, const LinearModule& l, double n) {
    if (f.gguf)
        return ggufMatrixBytes(m, f.mix, l, n);
    if (f.sixteen_bit_non_experts && !l.expert)
        return static_cast<double>(l.layers) * l.copies * n * 2.0;
    return static_cast<double>(l.layers) * matrixBytes(f.p, l, n, f.bits);
}

// Adds the bytes of one linear of n = d_in x d_out weights a copy. A matrix of a plain format is
// matrixBytes' default, inline; the others are computed out of line.
inline void addLinearBytes(const ModelSpec& m, const LinearFormat& f, const LinearModule& l, double d_out,
                           double n, LinearSums& s) {
    if (l.bias)
        s.biases += static_cast<double>(l.layers) * l.copies * d_out * f.bias_bytes;
    const double bytes =
        f.plain ? static_cast<double>(l.layers) * (l.copies * n * f.bits / 8.0) : matrixBytesOf(m, f, l, n);
    s.linears += bytes;
    if (l.expert)
        s.routed += bytes;
}

// The weight bytes from the linears' sums and the parameter counts.
WeightBytes weightBytesOf(const ModelSpec& m, const ParamCounts& pc, Precision p, const FormatFacts& f,
                          const LinearSums& s) {
    WeightBytes w;
    w.linears = s.linears;
    w.biases = s.biases;
    w.routed_experts = s.routed;
    w.other = static_cast<double>(pc.other) * f.row.other_bytes;
    w.norms = static_cast<double>(pc.norms) * f.row.vector_bytes;
    const EmbeddingAndHeadBytes eh = embeddingAndHeadBytes(m, pc, p, f);
    w.embedding = eh.embedding;
    w.lm_head = eh.lm_head;
    return w;
}

} // namespace

WeightBytes weightBytes(const ModelSpec& m, const BlockLinears& linears, const ParamCounts& pc, Precision p,
                        int group_size) {
    const FormatFacts f = formatFacts(p, group_size);
    const LinearFormat lf = linearFormat(m, p, f);
    LinearSums sums;
    for (const auto& l : linears) { // validated dimensions (countParams)
        const double d_out = limits::exactDouble(l.d_out);
        addLinearBytes(m, lf, l, d_out, limits::exactDouble(l.d_in) * d_out, sums);
    }
    return weightBytesOf(m, pc, p, f, sums);
}

namespace {

// One pass over the modules as they are generated: their bytes, and with kCount their parameters
// (countParams' sums), with the operations of countParams and weightBytes in their order: the same
// sums, bit for bit. The shape is validated.
template <bool kCount>
LinearSums linearPass(const ModelSpec& m, const LinearFormat& lf, LinearParams& params) {
    LinearSums sums;
    forEachLinear(
        m, [&](const LinearModule& l) __attribute__((always_inline)) {
            const double d_in = limits::exactDouble(l.d_in); // validated dimensions
            const double d_out = limits::exactDouble(l.d_out);
            if constexpr (kCount)
                addLinearParams(m, l, d_in, d_out, params);
            addLinearBytes(m, lf, l, d_out, d_in * d_out, sums);
        });
    return sums;
}

} // namespace

ParamsAndWeights paramsAndWeightBytes(const ModelSpec& m, Precision p, int group_size) {
    const ParamCounts* prepared = m.preparedCounts(); // a valid shape, counted when prepared
    if (!prepared)
        m.validateShape(); // before any size is computed from the fields
    const FormatFacts f = formatFacts(p, group_size);
    const LinearFormat lf = linearFormat(m, p, f);
    LinearParams params;
    LinearSums sums;
    if (prepared && lf.plain && f.row.scales_sums) { // each module's bytes its elements x 2^k
        const PreparedShape::LinearElements& e = m.prepared.linears;
        const double bytes = f.bits / 8.0;
        sums = {e.weights * bytes, e.biases * f.row.bias_bytes, e.routed * bytes};
    } else {
        sums = prepared ? linearPass<false>(m, lf, params) : linearPass<true>(m, lf, params);
    }
    ParamsAndWeights r;
    r.params = prepared ? *prepared : countParams(m, params);
    r.weights = weightBytesOf(m, r.params, p, f, sums);
    return r;
}

} // namespace gpuplan

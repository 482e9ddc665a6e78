#include "core/measured/RunMatching.h"

#include "core/base/Error.h"
#include "core/serving/ServingMemory.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gpuplan {

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

// The engine of a run: an engine id, or the names the tools write ("tensorrt-llm", "llama-cpp").
std::optional<Engine> engineOf(const std::string& id) {
    const std::string s = lower(id);
    if (s == "tensorrt-llm" || s == "tensorrt_llm" || s == "trt-llm")
        return Engine::TensorRtLlm;
    if (s == "llama-cpp" || s == "llamacpp" || s == "llama_cpp")
        return Engine::LlamaCpp;
    for (Engine e : engines())
        if (engineId(e) == s)
            return e;
    return std::nullopt;
}

// A KV cache as the engines store it: a run that names none ("", "auto") ran the model's 16-bit type.
std::optional<Precision> kvOf(const std::string& id) {
    const std::string s = lower(id);
    if (s.empty() || s == "auto" || s == "bf16" || s == "fp16")
        return Precision::FP16;
    return parsePrecision(s);
}

Precision kvClass(Precision p) {
    return p == Precision::BF16 ? Precision::FP16 : p;
}

bool near(double run, double asked, double tolerance) {
    return asked > 0.0 && std::abs(run / asked - 1.0) <= tolerance + 1e-12;
}

std::uint32_t replicasOf(std::uint32_t gpus, std::uint32_t tp) {
    return std::max<std::uint32_t>(1, gpus / std::max<std::uint32_t>(1, tp));
}

} // namespace

ServingQuestion servingQuestion(const ServingSettings& s, const std::string& model_id,
                                const std::string& gpu_id, std::uint32_t gpu_count, Precision weights,
                                Precision kv) {
    ServingQuestion q;
    q.engine = s.engine;
    q.model_id = model_id;
    q.gpu_id = gpu_id;
    q.tp = std::max<std::uint32_t>(1, s.tp);
    q.replicas = replicasOf(gpu_count, q.tp);
    q.weights = weights;
    q.kv = kv;
    q.prompt_tokens = static_cast<double>(s.prompt_tokens);
    q.output_tokens = static_cast<double>(s.output_tokens);
    q.users = s.users;
    q.requests_per_s = s.requests_per_s;
    return q;
}

bool sameConfiguration(const BenchmarkRun& r, const ServingQuestion& q, const RunTolerance& t) {
    const auto kv = kvOf(r.kv_precision);
    return engineOf(r.engine) == q.engine && r.model_id == q.model_id && r.gpu_id == q.gpu_id &&
           r.tensor_parallel == q.tp && replicasOf(r.gpu_count, r.tensor_parallel) == q.replicas &&
           parsePrecision(lower(r.precision)) == q.weights && kv && kvClass(*kv) == kvClass(q.kv) &&
           near(r.prompt_tokens, q.prompt_tokens, t.lengths) &&
           near(r.output_tokens, q.output_tokens, t.lengths);
}

bool sameLoad(const BenchmarkRun& r, const ServingQuestion& q, const RunTolerance& t) {
    if (q.requests_per_s)
        return r.request_rate && near(*r.request_rate, *q.requests_per_s, t.rate);
    return r.concurrency && *r.concurrency == q.users.value_or(1) && !r.request_rate;
}

std::vector<const BenchmarkRun*> matchingRuns(const std::vector<BenchmarkRun>& runs, const ServingQuestion& q,
                                              LoadMatch load, const RunTolerance& t) {
    std::vector<const BenchmarkRun*> out;
    for (const BenchmarkRun& r : runs)
        if (sameConfiguration(r, q, t) && (load == LoadMatch::Any || sameLoad(r, q, t)))
            out.push_back(&r);
    return out;
}

std::optional<RunSetup> runSetup(const BenchmarkRun& r, const ServingSettings& base,
                                 std::uint32_t max_requests) {
    const auto engine = engineOf(r.engine);
    const auto weights = parsePrecision(lower(r.precision));
    const auto kv = kvOf(r.kv_precision);
    if (!engine || !weights || !kv || !(r.prompt_tokens > 0.0) || !(r.output_tokens > 0.0))
        return std::nullopt;
    RunSetup u;
    ServingSettings& s = u.serving;
    s = base; // the scenario's engine knobs, as the team runs its engine
    s.engine = *engine;
    s.calibration.reset();
    s.decode_memory_efficiency.reset();
    s.prefill_mfu.reset();
    s.p95_request_tokens.reset();
    s.users.reset();
    s.requests_per_s.reset();
    s.tp = std::max<std::uint32_t>(1, r.tensor_parallel);
    s.prompt_tokens = static_cast<std::uint64_t>(std::llround(std::max(1.0, r.prompt_tokens)));
    s.output_tokens = static_cast<std::uint64_t>(std::llround(std::max(1.0, r.output_tokens)));
    s.prefix_cache = false; // the tools' random prompts share nothing
    u.weights = *weights;
    u.kv = *kv;
    u.engine_version = r.engine_version;
    u.replicas = replicasOf(r.gpu_count, r.tensor_parallel);

    // The tools' random datasets: every prompt and output of the run's (mean) length.
    SimulationSettings& x = u.traffic;
    x.prompt = {r.prompt_tokens, 0, 1, 0};
    x.output = {r.output_tokens, 0, 1, 0};
    std::uint32_t users = 1;
    if (r.concurrency) { // a closed loop of that many clients, shared by the replicas
        x.arrivals = ArrivalKind::Closed;
        users = x.users = std::max<std::uint32_t>(1, (*r.concurrency + u.replicas - 1) / u.replicas);
    } else if (r.request_rate && *r.request_rate > 0.0) {
        x.arrivals = ArrivalKind::Open;
        x.rate = *r.request_rate / u.replicas;
        users = 16;
    } else { // every request sent at once
        x.arrivals = ArrivalKind::Closed;
        users = x.users =
            std::max<std::uint32_t>(1, std::min(r.requests.value_or(max_requests), max_requests));
    }
    const std::uint32_t n = r.requests ? *r.requests : std::clamp<std::uint32_t>(10 * users, 100, 1000);
    x.requests = std::max<std::uint32_t>(1, std::min(n, max_requests));

    u.ttft_ms = r.ttft.central();
    u.ttft_median = r.ttft.p50_ms.has_value();
    if (auto tpot = r.tpot.central()) {
        u.tpot_ms = tpot;
        u.tpot_median = r.tpot.p50_ms.has_value();
    } else if (auto itl = r.itl.central()) {
        u.tpot_ms = itl;
        u.tpot_median = r.itl.p50_ms.has_value();
        u.tpot_is_itl = true;
    }
    x.inter_token_latency = u.tpot_is_itl;
    u.output_tokens = r.output_tokens;
    return u;
}

std::optional<PreparedRun> prepareRun(const RunSetup& setup, const ModelSpec& m, const GpuSpec& gpu,
                                      const LinkPath* path) {
    ServingSettings s = setup.serving;
    // The engine sizes its pool for max_model_len; a run that does not give it ran with a context
    // its pool holds (the engines refuse to start otherwise).
    std::vector<std::uint64_t> lens;
    if (s.max_model_len)
        lens.push_back(*s.max_model_len);
    lens.push_back(std::min<std::uint64_t>(m.max_context ? m.max_context : 4096, 32768));
    lens.push_back(4096);
    for (std::uint64_t len : lens) {
        s.max_model_len = std::max<std::uint64_t>(len, s.prompt_tokens + s.output_tokens);
        const ServingMemory mem = servingMemory(m, gpu, setup.weights, setup.kv, s, s.tp);
        if (!mem.fits)
            continue;
        const EffectiveServing e = effectiveServing(s, gpu, m.max_context);
        try {
            PreparedRun p{setup,
                          servingSpeedModel(m, gpu, setup.weights, mem, e, s, 1, s.tp > 1 ? path : nullptr),
                          schedulerPolicy(e, mem.kv_cache_tokens, setup.engine_version)};
            p.setup.serving.max_model_len = s.max_model_len;
            return p;
        } catch (const InputError&) {
            return std::nullopt; // no bandwidth or compute figure
        }
    }
    return std::nullopt;
}

RunPrediction predictRun(const PreparedRun& p, const StepKnobs& k) {
    ServingSpeedModel m = p.model;
    m.memory_bandwidth *= k.bandwidth;
    m.prefill_flops *= k.compute;
    m.decode_flops *= k.compute;
    m.step_overhead_decode_s += k.overhead_decode_s; // on top of a calibration's (0 without)
    m.step_overhead_mixed_s += k.overhead_mixed_s;
    const SimulationResult s = simulateServing(m, p.policy, p.setup.traffic);
    const LatencyFigures& tpot = p.setup.tpot_is_itl ? s.itl : s.tpot;
    RunPrediction out;
    out.ttft_ms = 1e3 * (p.setup.ttft_median ? s.ttft.p50 : s.ttft.mean);
    out.tpot_ms = 1e3 * (p.setup.tpot_median ? tpot.p50 : tpot.mean);
    out.tokens_per_s = s.output_tokens_per_s * p.setup.replicas;
    return out;
}

RunErrors runErrors(const PreparedRun& p, const RunPrediction& predicted) {
    RunErrors e;
    if (p.setup.tpot_ms && *p.setup.tpot_ms > 0.0 && p.setup.output_tokens >= 16 && predicted.tpot_ms > 0)
        e.tpot = predicted.tpot_ms / *p.setup.tpot_ms - 1.0;
    if (p.setup.ttft_ms && *p.setup.ttft_ms > 0.0 && predicted.ttft_ms > 0)
        e.ttft = predicted.ttft_ms / *p.setup.ttft_ms - 1.0;
    return e;
}

std::string runLabel(const BenchmarkRun& r) {
    std::string s = r.source.empty() ? std::string("run ") + std::to_string(r.id) : r.source;
    if (!r.date.empty())
        s += ", " + r.date;
    return s;
}

} // namespace gpuplan

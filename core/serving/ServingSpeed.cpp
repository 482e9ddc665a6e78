#include "core/serving/ServingSpeed.h"

#include "core/base/Error.h"
#include "core/memory/KvCache.h"
#include "core/speed/StepSeconds.h"
#include "core/speed/Throughput.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {

// The wait in an M/D/1 queue of utilisation rho and service S: mean rho S / (2 (1 - rho)); the
// tail exponential with the probability of waiting rho (ServingSpeed.h): the quantile q (0.5, 0.95).
double waitQuantile(double rho, double service, double q) {
    if (rho <= 0.0 || rho >= 1.0)
        return rho >= 1.0 ? HUGE_VAL : 0.0;
    const double mean = rho * service / (2.0 * (1.0 - rho));
    const double beyond = 1.0 - q; // P(W > t) = rho exp(-t rho / mean) = beyond
    if (rho <= beyond)
        return 0.0;
    return mean / rho * std::log(rho / beyond);
}

} // namespace

ServingSpeedModel servingSpeedModel(const ModelSpec& m, const GpuSpec& gpu, Precision weights,
                                    const ServingMemory& mem, const EffectiveServing& e,
                                    const ServingSettings& s, std::uint32_t replicas, const LinkPath* path) {
    ServingSpeedModel r;
    r.tp = std::max<std::uint32_t>(1, mem.tp);
    r.replicas = std::max<std::uint32_t>(1, replicas);
    if (!(gpu.memory_bandwidth_bytes_per_s > 0.0))
        throw InputError(fmt::format("GPU '{}' has no memory bandwidth figure", gpu.id));
    const Precision compute = computePrecision(weights, false, TrainRegime::Mixed);
    const std::optional<Peak> peak = inferencePeak(gpu, compute, e.defaults.fp16_accumulate);
    if (!peak || !(peak->flops > 0.0))
        throw InputError(
            fmt::format("GPU '{}' has no compute figure for {}", gpu.id, precisionInfo(compute).id));
    const Efficiencies generic;
    const double stack = stackFactor(gpu, generic);
    r.prefill_flops = peak->flops * e.prefillMfu(compute) / stack;
    r.decode_flops = peak->flops * e.decode_mfu / stack;
    r.memory_bandwidth = gpu.memory_bandwidth_bytes_per_s * e.decode_memory_efficiency / stack;

    const ParamCounts pc = countParams(m);
    const double active = static_cast<double>(pc.active ? pc.active : pc.total);
    // Weights read per step: the GPU's shard without the embedding table (ServingMemory).
    r.weight_bytes_per_step = mem.weights_read_per_step;
    if (mem.weights_read_per_step > 0.0) {
        r.routed_expert_bytes = std::min(mem.routed_expert_bytes, mem.weights_read_per_step);
        r.expert_k_over_e = m.expertKOverE();
    }
    r.flops_per_token = 2.0 * active / r.tp;
    // Attention multiplies each cached position by Q and the scores by V: 4 x q_dim FLOPs per
    // position per layer (context_tokens_mean is the per-layer average of cached positions).
    r.attention_flops_per_position = 4.0 * m.qDim() * m.layers / r.tp;
    r.host_seconds_per_step = e.host_seconds_per_layer * m.layers;
    r.step_overhead_decode_s = e.step_overhead_decode_s;
    r.step_overhead_mixed_s = e.step_overhead_mixed_s;

    r.chunk_tokens = std::max<std::uint32_t>(1, e.max_num_batched_tokens);
    r.max_num_seqs = e.max_num_seqs;
    const bool shared = s.prefix_cache && s.shared_prefix_tokens > 0;
    r.prompt_tokens = std::max<std::uint64_t>(1, s.prompt_tokens - (shared ? s.shared_prefix_tokens : 0));
    r.output_tokens = s.output_tokens;
    // The context of a running sequence, on average: its prompt and half its output, in cached
    // layer-positions over the layers (sliding windows cap it).
    const auto mean_ctx = static_cast<std::uint64_t>(s.prompt_tokens + s.output_tokens / 2);
    r.context_tokens_mean = m.layers ? kvCachedPositions(m, mean_ctx) / m.layers : 0.0;
    r.kv_bytes_per_token = mem.kv_bytes_per_token;
    if (m.layers && slidingWindowLayers(m) > 0) {
        r.sliding_layer_share = static_cast<double>(slidingWindowLayers(m)) / m.layers;
        r.sliding_window = static_cast<double>(m.sliding_window);
    }
    r.max_concurrency = mem.max_concurrent_sequences;

    // The hidden states all-reduced in 16 bits.
    setTensorParallelAllReduces(r, m.layers, 2.0 * m.hidden,
                                r.tp > 1 && path ? &groupLink(*path, r.tp, 1) : nullptr,
                                generic.comm.collective_efficiency, generic.comm.default_latency_s);
    return r;
}

void useEngineSpeed(Engine engine, const GpuSpec* gpu, Efficiencies& e, Workload& w) {
    const EngineDefaults d = engineDefaults(engine, gpu);
    const bool fp8 = computePrecision(w.precision, false, TrainRegime::Mixed) == Precision::FP8;
    e.decode_memory = d.decode_memory_efficiency;
    e.prefill_mfu = d.prefillMfuFor(fp8);
    e.decode_mfu = d.decode_mfu;
    e.decode_host_seconds_per_layer = d.host_seconds_per_layer;
    e.fp16_accumulate = d.fp16_accumulate;
    w.prefill_chunk_tokens = d.max_num_batched_tokens;
}

namespace {

// A step of `concurrency` decoding sequences at the mean context and `prefill_tokens` prompt tokens.
StepBatch servingBatch(const ServingSpeedModel& m, double concurrency, double prefill_tokens) {
    StepBatch b;
    b.decode_seqs = std::max(0.0, concurrency);
    b.decode_kv_positions = b.decode_seqs * m.context_tokens_mean;
    b.prefill_tokens = std::max(0.0, prefill_tokens);
    // A prefill chunk's tokens attend to the prompt so far: half the prompt on average.
    b.prefill_attention = b.prefill_tokens * 0.5 * static_cast<double>(m.prompt_tokens);
    return b;
}

} // namespace

double servingStepSeconds(const ServingSpeedModel& m, double concurrency, double prefill_tokens) {
    return inlineStepSeconds(m, servingBatch(m, concurrency, prefill_tokens));
}

double servingPrefillSeconds(const ServingSpeedModel& m, double tokens) {
    return stepPrefillSeconds(m, tokens, static_cast<double>(m.prompt_tokens), m.chunk_tokens);
}

ServingPoint servingPoint(const ServingSpeedModel& m, double concurrency) {
    ServingPoint r;
    r.concurrency = std::max(1.0, concurrency);
    r.step_seconds = servingStepSeconds(m, r.concurrency);
    r.tokens_per_s = r.concurrency * m.replicas / r.step_seconds;
    r.tokens_per_s_per_user = 1.0 / r.step_seconds;
    const double weights = stepWeightBytes(m, r.concurrency);
    const double t_mem =
        (weights + r.concurrency * m.kv_bytes_per_token * m.context_tokens_mean) / m.memory_bandwidth;
    const double t_cmp = r.concurrency *
                         (m.flops_per_token + m.attention_flops_per_position * m.context_tokens_mean) /
                         m.decode_flops;
    r.memory_bound = t_mem >= t_cmp;
    r.fits = r.concurrency <= std::min<double>(m.max_concurrency, m.max_num_seqs) + 1e-9;
    return r;
}

std::vector<ServingPoint> servingCurve(const ServingSpeedModel& m, std::uint32_t limit) {
    std::vector<ServingPoint> out;
    const std::uint32_t top = std::max<std::uint32_t>(1, limit);
    for (std::uint32_t c = 1; c < top; c *= 2)
        out.push_back(servingPoint(m, c));
    out.push_back(servingPoint(m, top));
    return out;
}

namespace {

// A prompt of P tokens prefilled in chunks beside the decoding sequences.
struct PromptShape {
    const ServingSpeedModel& m;
    double chunk = 0;       // tokens a step's prefill budget holds
    double P = 0;           // prompt tokens
    double O = 0;           // output tokens
    double full_chunks = 0; // whole chunks of a prompt
    double rest = 0;        // the last, partial chunk
    double closed_users = 0;

    PromptShape(const ServingSpeedModel& model, double users)
        : m(model), chunk(model.chunk_tokens), P(static_cast<double>(model.prompt_tokens)),
          O(static_cast<double>(model.output_tokens)), full_chunks(std::floor(P / chunk)),
          rest(P - full_chunks * chunk), closed_users(users) {}

    // A prompt's own prefill: its full chunks and the rest, beside the decoding sequences.
    double ownPrefill(double decoding, double full_step) const {
        return full_chunks * full_step + (rest > 0.0 ? servingStepSeconds(m, decoding, rest) : 0.0);
    }
    // In a closed loop a user's own prompt never shares its decode steps, nor queues behind itself:
    // the prefills it meets are the other users' (one user alone decodes at the bare step time).
    // Poisson arrivals see the whole rate.
    double others(double lambda) const {
        return closed_users > 0.0 ? lambda * (closed_users - 1.0) / closed_users : lambda;
    }
    // Each prompt occupies the prefill budget P / chunk steps of tau1.
    double prefillService(double tau1) const { return P / chunk * tau1; }
};

// A decode step of `concurrency` sequences alone and with a chunk of `chunk` prompt tokens:
// servingStepSeconds twice, inline in one body (the fixed point below times both each iteration,
// the capacity's bisection 16 fixed points an option).
struct StepPair {
    double alone = 0, with_chunk = 0;
};
StepPair decodeSteps(const ServingSpeedModel& m, double concurrency, double chunk) {
    return {inlineStepSeconds(m, servingBatch(m, concurrency, 0.0)),
            inlineStepSeconds(m, servingBatch(m, concurrency, chunk))};
}

// The fixed point of a replica's load: the rate (closed loop) or the running sequences (open
// loop), the mean step and the share of steps that carry a prefill chunk.
struct FixedPoint {
    double lambda = 0;                  // requests/s per replica
    double c = 0;                       // sequences decoding together
    double tau = 0, tau0 = 0, tau1 = 0; // mean step, decode-only step, step with a chunk
    double f = 0;                       // share of steps with a chunk
    bool stable = true;
};

FixedPoint solveLoad(const PromptShape& p, double rate) {
    const ServingSpeedModel& m = p.m;
    const double cap = std::min<double>(m.max_concurrency, m.max_num_seqs);
    const double first_chunk = std::min(p.chunk, p.P);
    FixedPoint x;
    x.lambda = rate;
    x.c = p.closed_users > 0.0 ? p.closed_users : std::max(1.0, x.lambda * p.O * servingStepSeconds(m, 1.0));
    for (int i = 0; i < 60; ++i) {
        const double cc = std::max(1.0, x.c);
        const StepPair steps = decodeSteps(m, cc, first_chunk);
        x.tau0 = steps.alone;
        x.tau1 = steps.with_chunk;
        // Steps carry a prefill chunk a share f of the time: f = lambda P tau / chunk, tau = the mean step.
        const double load = p.others(x.lambda) * p.P * (x.tau1 - x.tau0) / first_chunk;
        if (load >= 1.0) {
            x.stable = false;
            x.tau = x.tau1;
            x.f = 1.0;
        } else {
            x.tau = x.tau0 / (1.0 - load);
            x.f = std::min(1.0, p.others(x.lambda) * p.P * x.tau / first_chunk);
            x.stable = x.f < 1.0;
        }
        double next_c = x.c;
        double next_lambda = x.lambda;
        if (p.closed_users > 0.0) {
            // The queue of prefills (below) enters each user's cycle.
            const double service = p.prefillService(x.tau1);
            const double cycle = p.ownPrefill(cc, x.tau1) +
                                 waitQuantile(p.others(x.lambda) * service, service, 0.5) + p.O * x.tau;
            next_lambda = p.closed_users / cycle;
        } else {
            next_c = x.lambda * (p.O * x.tau); // Little's law on the decoding sequences
        }
        const double delta = p.closed_users > 0.0
                                 ? std::abs(next_lambda - x.lambda) / std::max(1e-12, x.lambda)
                                 : std::abs(next_c - x.c) / std::max(1.0, x.c);
        x.lambda = 0.3 * x.lambda + 0.7 * next_lambda;
        x.c = 0.3 * x.c + 0.7 * next_c;
        if (x.c > 4.0 * cap && p.closed_users <= 0.0) {
            x.stable = false;
            break;
        }
        if (delta < 1e-5)
            break;
    }
    return x;
}

// The steady state of a replica receiving `rate` requests/s: running sequences, step times and
// the prefill queue (ServingSpeed.h). `closed_users` > 0: a closed loop of that many users per
// replica (the rate follows from their cycle).
ServingLoad steadyState(const ServingSpeedModel& m, double rate, double closed_users) {
    const PromptShape p(m, closed_users);
    const FixedPoint x = solveLoad(p, rate);
    // The queue of prefills: each prompt occupies the prefill budget P / chunk steps of tau1.
    const double service = p.prefillService(x.tau1);
    const double rho = x.lambda * service;
    const double own = p.ownPrefill(std::max(1.0, x.c), x.tau1);
    ServingLoad r;
    r.concurrency = x.c;
    r.requests_per_s = x.lambda * m.replicas;
    // The replica's time on prefill counts every prompt, a user's own included (`others` only says
    // which prefills slow a user's decode): the steps carrying a chunk, of all the rate's prompts.
    const double f_all = std::min(1.0, x.lambda * p.P * x.tau / std::min(p.chunk, p.P));
    r.prefill_share = std::clamp(f_all * (x.tau1 - x.tau0) / std::max(1e-30, x.tau), 0.0, 1.0);
    r.tpot_p50_s = x.tau;
    // The 95th percentile of a step: one that carries a prefill chunk when more than 5 % do.
    r.tpot_p95_s = std::max(x.tau, x.f > 0.05 ? x.tau1 : x.tau0);
    r.ttft_p50_s = own + waitQuantile(p.others(x.lambda) * service, service, 0.5);
    r.ttft_p95_s = own + waitQuantile(p.others(x.lambda) * service, service, 0.95);
    r.queue_utilisation = rho;
    r.tokens_per_s = x.lambda * p.O * m.replicas;
    r.tokens_per_s_per_user = 1.0 / x.tau;
    r.kv_limited = x.c > std::min<double>(m.max_concurrency, m.max_num_seqs) + 1e-9;
    r.stable = x.stable && rho < 1.0 && !r.kv_limited && std::isfinite(r.ttft_p95_s);
    return r;
}

} // namespace

ServingLoad servingUnderRate(const ServingSpeedModel& m, double requests_per_s) {
    return steadyState(m, std::max(0.0, requests_per_s) / m.replicas, 0.0);
}

ServingLoad servingForUsers(const ServingSpeedModel& m, std::uint32_t users) {
    const double per_replica = std::max(1.0, static_cast<double>(users) / m.replicas);
    // What the replica runs at once: the sequences the KV pool holds at the mean length, at most
    // max_num_seqs (at least one: a replica that holds none does not serve at all).
    const double slots = std::max(1.0, std::floor(std::min<double>(m.max_concurrency, m.max_num_seqs)));
    const double running = std::min(per_replica, slots);
    const double first_rate =
        running / (servingPrefillSeconds(m, static_cast<double>(m.prompt_tokens)) +
                   static_cast<double>(m.output_tokens) * servingStepSeconds(m, running));
    ServingLoad r = steadyState(m, first_rate, running);
    r.concurrency = running;
    if (per_replica > running && r.requests_per_s > 0.0) {
        // Little's law on the closed loop: each user's cycle is users / rate; the running ones
        // spend running / rate of it in the engine, the rest is the wait for a slot.
        const double rate = r.requests_per_s / m.replicas;
        r.queued_users = per_replica - running;
        r.queue_wait_s = r.queued_users / rate;
        r.ttft_p50_s += r.queue_wait_s;
        r.ttft_p95_s += r.queue_wait_s;
        r.kv_limited = true;
    }
    return r;
}

double servingCapacityRps(const ServingSpeedModel& m) {
    // An upper bound: the running sequences cannot pass what the KV pool and the scheduler hold,
    // and each takes at least output_tokens steps of tau0 (Little's law); then bisection.
    const double cap = std::max(1.0, std::min<double>(m.max_concurrency, m.max_num_seqs));
    const double O = std::max<double>(1.0, static_cast<double>(m.output_tokens));
    double hi = cap / (O * servingStepSeconds(m, cap)) * m.replicas * 1.01;
    if (!servingUnderRate(m, hi).stable) {
        double lo = 0.0;
        for (int i = 0; i < 16; ++i) {
            const double mid = 0.5 * (lo + hi);
            (servingUnderRate(m, mid).stable ? lo : hi) = mid;
        }
        return lo;
    }
    return hi;
}

} // namespace gpuplan

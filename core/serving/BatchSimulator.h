#pragma once

// A scheduler-level simulator of continuous batching, iteration by iteration, the way Vidur and
// NVIDIA's AIConfigurator model serving engines.
//
// Each step the engine's scheduler (core/serving/SchedulerPolicy.h) packs the running decodes and
// the chunks of the waiting prompts within its token and sequence budgets; the KV cache lives in
// blocks of block_size tokens, and when a running request needs a block and none is free the
// newest running request is preempted: its blocks are freed and it is recomputed later (vLLM's
// policy). The step's time comes from the one step model (core/speed/StepTime.h). Clients are a
// closed loop (N users released together, each asking again when answered, after an optional
// think time) or an open loop (Poisson arrivals at a rate, from a deterministic seed); prompt and
// output lengths are fixed or log-normal. The first `warmup` requests are left out of the figures.
//
// Per request: TTFT = first token - arrival (queueing and prefill), TPOT = (last token - first
// token) / (output - 1), ITL = the gaps between consecutive tokens (over all tokens), E2E = last
// token - arrival. Means and percentiles (p50, p90, p95, p99) over the measured requests.
#include "core/serving/SchedulerPolicy.h"
#include "core/serving/ServingSpeed.h"

#include <cstdint>

namespace gpuplan {

// Tokens of a request: fixed (sigma 0) or log-normal around the median with the spread sigma (of
// the log), held within [min, max] (max 0: unbounded). An output may also end early, at the
// model's end-of-sequence token, when the client does not ask the engine to ignore it (vLLM's
// benchmark before 0.11.1, AccelMark's harness): after each generated token it ends with
// `stop_probability`, so a request asking for N tokens generates min(N, G) with G geometric
// (stopProbabilityForMean() finds the probability from a run's published mean).
struct LengthDistribution {
    double median = 1000;
    double sigma = 0;
    std::uint64_t min = 1;
    std::uint64_t max = 0;
    double stop_probability = 0; // per generated token, in [0, 1); 0: the length asked is generated
    bool operator==(const LengthDistribution&) const = default;
};

// The chance a token ends a request, constant per token, that makes requests asking for `asked`
// tokens generate `mean` tokens on average: E[min(asked, G)] = (1 - (1 - p)^asked) / p = mean.
// 0 when mean >= asked (every request runs to its length), 1 when mean <= 1 (each ends at its
// first token) or asked is 0.
double stopProbabilityForMean(std::uint64_t asked, double mean);

enum class ArrivalKind {
    Closed, // `users` clients released together at t = 0, each asking again when answered
    Open,   // Poisson arrivals at `rate` requests per second
};

struct SimulationSettings {
    LengthDistribution prompt;
    LengthDistribution output{250, 0, 1, 0};
    ArrivalKind arrivals = ArrivalKind::Closed;
    std::uint32_t users = 1;
    double think_seconds = 0; // closed loop: a user's pause between an answer and the next question
    double rate = 1;          // open loop, requests per second
    std::uint32_t requests = 1000;
    std::uint32_t warmup = 0; // the first requests issued, left out of the figures
    std::uint64_t seed = 1;
    // Whether to record every gap between tokens (SimulationResult::itl): a third of the time of a
    // point; a plan's figures (core/serving/SimulatedLoad) do without it.
    bool inter_token_latency = true;
    // Run consecutive decode-only steps that nothing interrupts (no arrival, waiting request or
    // missing block) together, up to the first that finishes a request, visiting the requests once
    // for the run instead of three times a step; and, without inter-token gaps, a step in which
    // every running request decodes (beside the prompts it admits) with one visit instead of two.
    // The figures are the same to the bit; false runs every step alone (the tests).
    bool batch_decode_steps = true;
    bool operator==(const SimulationSettings&) const = default;
};

struct LatencyFigures {
    double mean = 0, p50 = 0, p90 = 0, p95 = 0, p99 = 0; // seconds
};

struct SimulationResult {
    LatencyFigures ttft, tpot, itl, e2e;
    double output_tokens_per_s = 0; // over the measured window (first measured arrival to last finish)
    double requests_per_s = 0;
    double duration_s = 0;  // the whole simulation
    double kv_use_mean = 0; // share of the KV pool in use, averaged over time
    double kv_use_peak = 0;
    double running_mean = 0; // sequences in a step, averaged over steps
    std::uint64_t preemptions = 0;
    std::uint64_t steps = 0;
    std::uint64_t steps_run_together = 0; // of steps, in runs of decode steps (batch_decode_steps)
    std::uint32_t measured = 0;           // requests in the figures
    std::uint32_t rejected = 0;           // requests larger than the whole KV pool
    // Share of the engine's busy time spent on prompts: each step's time beyond what its decodes
    // alone would have taken (the prefill's share of the cost of a token, core/cost/ServingCost).
    double prefill_time_share = 0;
    // Requests still waiting to start when the last one arrived: an open loop above the engine's
    // capacity leaves a backlog that grows with the requests simulated; a stable one a few.
    std::uint32_t backlog_at_last_arrival = 0;
};

SimulationResult simulateServing(const ServingSpeedModel& model, const SchedulerPolicy& policy,
                                 const SimulationSettings& settings);

} // namespace gpuplan

#pragma once

// How fast a replica serves, against the number of sequences decoding together.
//
// A scheduler step decodes one token of every running sequence and, with chunked prefill, runs a
// chunk of waiting prompts in the same forward pass. Its time is a roofline per GPU of the
// tensor-parallel group: max(bytes read / (eff x bandwidth), FLOPs / (MFU x peak)) with the bytes
// the weights once plus every sequence's KV cache, plus two all-reduces of the step's hidden
// states per layer at TP >= 2 (core/speed/Communication.h). Replicas multiply the throughput.
//
// Under load (users or a request rate) the model is a fixed point: the running sequences
// (Little's law: arrival rate x time in the system), the share of each step spent on prefill, and
// the time per output token depend on each other. TTFT adds the prefill of the prompt (its chunks)
// to the wait in the queue of prefills, an M/D/1 queue (Poisson arrivals, each prompt's prefill a
// fixed service time): mean wait rho S / (2 (1 - rho)); its tail is taken exponential with the
// probability of waiting rho, P(W > t) = rho exp(-t rho / Wq) (exact for M/M/1, the usual
// approximation for M/G/1), so the 95th percentile is (Wq / rho) ln(rho / 0.05) when rho > 0.05.

#include "core/catalog/Catalog.h"
#include "core/model/ModelSpec.h"
#include "core/model/Precision.h"
#include "core/serving/ServingEngine.h"
#include "core/serving/ServingMemory.h"
#include "core/speed/Communication.h"
#include "core/speed/StepTime.h"
#include "core/speed/Throughput.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gpuplan {

// Everything a step's time needs, per GPU of one replica, computed once (the sizing search
// evaluates it for many concurrencies and rates): the step model (core/speed/StepTime.h) and what the load
// model adds: replicas, the scheduler's limits and the requests.
struct ServingSpeedModel : StepModel {
    std::uint32_t replicas = 1;
    std::uint32_t chunk_tokens = 8192;  // max_num_batched_tokens
    std::uint64_t prompt_tokens = 1000; // prefilled per request (shared prefix removed)
    std::uint64_t output_tokens = 250;
    double context_tokens_mean = 0; // mean context of a running sequence (prompt + half the output)
    double max_concurrency = 0;     // per replica: what the KV pool holds at the mean length
    std::uint32_t max_num_seqs = 1024;
};

// Throws InputError when the GPU has no bandwidth or no compute figure for the precision.
ServingSpeedModel servingSpeedModel(const ModelSpec& m, const GpuSpec& gpu, Precision weights,
                                    const ServingMemory& mem, const EffectiveServing& e,
                                    const ServingSettings& s, std::uint32_t replicas,
                                    const LinkPath* path = nullptr);

// What `throughput --engine` takes from an engine so that its decode step and prefill are serve's
// (the one step model, core/speed/StepTime.h): the engine's decode bandwidth share, its MFUs (FP8
// compute's own prefill MFU), its host time per layer, FP16 accumulation (llama.cpp) and its
// prefill chunk (max_num_batched_tokens). `w.precision` must be set.
void useEngineSpeed(Engine engine, const GpuSpec* gpu, Efficiencies& e, Workload& w);

// One decode step of `concurrency` sequences at the mean context with `prefill_tokens` tokens of
// prompts in the same forward pass (per replica): core/speed/StepTime.h's stepSeconds.
double servingStepSeconds(const ServingSpeedModel& m, double concurrency, double prefill_tokens = 0);
// Time to prefill one prompt of `tokens` alone, in chunks of chunk_tokens.
double servingPrefillSeconds(const ServingSpeedModel& m, double tokens);

// A replica saturated with `concurrency` sequences decoding (no arrivals modelled).
struct ServingPoint {
    double concurrency = 1;  // per replica
    double step_seconds = 0; // = TPOT while nothing is prefilled
    double tokens_per_s = 0; // output tokens, every replica
    double tokens_per_s_per_user = 0;
    bool memory_bound = true;
    bool fits = true; // the KV pool holds that many sequences
};
ServingPoint servingPoint(const ServingSpeedModel& m, double concurrency);
// The curve at 1, 2, 4, ... up to max(limit, 1) (and limit itself).
std::vector<ServingPoint> servingCurve(const ServingSpeedModel& m, std::uint32_t limit);

// A replica set under Poisson arrivals at `requests_per_s` (all replicas together, spread evenly),
// or serving `users` concurrent users in a closed loop.
struct ServingLoad {
    double requests_per_s = 0; // all replicas
    double concurrency = 0;    // sequences running per replica (Little's law)
    double prefill_share = 0;  // share of the replica's time spent on prefill
    double tokens_per_s = 0;   // output tokens, every replica
    double tokens_per_s_per_user = 0;
    double ttft_p50_s = 0, ttft_p95_s = 0;
    double tpot_p50_s = 0, tpot_p95_s = 0;
    double queue_utilisation = 0; // rho of the prefill queue
    bool stable = true;           // below saturation and within the KV pool
    bool kv_limited = false;      // the KV pool, not compute, caps the concurrency
    // Users beyond what the KV pool (or max_num_seqs) runs at once wait in the engine's queue, as
    // vLLM's scheduler keeps them waiting: per replica, how many, and how long each waits before
    // its prefill starts (included in the TTFTs).
    double queued_users = 0;
    double queue_wait_s = 0;
    // From the scheduler simulator (core/serving/SimulatedLoad.h); false: the analytic fixed point.
    bool simulated = false;
    double e2e_p50_s = 0, e2e_p95_s = 0; // a request's whole time (simulated only)
    double preemptions_per_request = 0;  // recomputed for want of KV blocks (simulated only)
    double kv_use_peak = 0;              // share of the KV pool in use at its fullest (simulated only)
};
ServingLoad servingUnderRate(const ServingSpeedModel& m, double requests_per_s);
// Closed loop: every user asks again as soon as its answer is complete. More users than the replica
// runs at once queue for a slot: the running ones set the pace, the others wait (queued_users).
ServingLoad servingForUsers(const ServingSpeedModel& m, std::uint32_t users);
// The highest request rate (all replicas) still stable; 0 when none.
double servingCapacityRps(const ServingSpeedModel& m);

} // namespace gpuplan

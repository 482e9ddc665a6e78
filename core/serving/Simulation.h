#pragma once

// The scheduler simulator's state (core/serving/BatchSimulator.h), shared by the files that run
// it: BatchSimulator.cpp (arrivals, KV blocks, packing a step and running it) and DecodeRuns.cpp
// (the steps run without packing: runs of decode steps, and a step in which every running
// request decodes). Not part of the simulator's interface: simulateServing() is.
#include "core/serving/BatchSimulator.h"
#include "core/serving/SimulatorStats.h"
#include "core/speed/StepTime.h"

#include <cmath>
#include <cstdint>
#include <deque>
#include <queue>
#include <utility>
#include <vector>

namespace gpuplan::simulator {

// splitmix64: a small generator whose sequence is the same on every platform (the standard
// library's distributions are not).
struct Random {
    std::uint64_t state;
    double uniform() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        return (static_cast<double>(z >> 11) + 0.5) * 0x1.0p-53; // in (0, 1)
    }
    double normal() { // Box-Muller
        const double u = uniform(), v = uniform();
        return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
    }
};

struct Request {
    double arrival = 0;
    std::uint64_t prompt = 0, output = 0;
    std::uint64_t to_prefill = 0; // the prompt to compute (prompt + generated after a preemption)
    std::uint64_t prefilled = 0;  // of to_prefill
    std::uint64_t cached = 0;     // tokens in the KV cache
    std::uint64_t generated = 0;
    std::uint64_t blocks = 0;
    std::uint64_t chunk = 0; // prompt tokens of this step
    bool decoding = false;   // in this step
    double first_token = -1, last_token = 0;
    std::uint32_t user = 0;
    bool done = false;
};

class Simulation {
public:
    Simulation(const ServingSpeedModel& m, const SchedulerPolicy& p, const SimulationSettings& s)
        : m_(m), p_(p), s_(s), rng_{s.seed * 0x2545f4914f6cdd1dull + 1} {}

    SimulationResult run();

private:
    // Requests and arrivals.
    void issue(double at, std::uint32_t user);
    void admitArrivals();
    double nextArrival() const { return arrivals_.empty() ? HUGE_VAL : arrivals_.top().first; }
    // KV blocks.
    std::uint64_t blocksFor(std::uint64_t tokens) const {
        return (tokens + p_.block_size - 1) / p_.block_size;
    }
    // Whether r's blocks hold `tokens` already (most decode steps): nothing to take.
    bool holds(const Request& r, std::uint64_t tokens) const {
        return p_.kv_blocks == 0 || tokens <= r.blocks * p_.block_size;
    }
    // The tokens a waiting request's admission takes blocks for: its prompt, or with
    // reserve_whole_request (TensorRT-LLM) the whole request.
    std::uint64_t admissionTokens(const Request& r) const {
        return p_.reserve_whole_request ? r.prompt + r.output : r.to_prefill;
    }
    // The share of the pool in use (0 for an unlimited one).
    double kvUse() const {
        return p_.kv_blocks ? 1.0 - static_cast<double>(free_blocks_) / p_.kv_blocks : 0.0;
    }
    bool grow(Request& r, std::uint64_t tokens);
    void preempt(std::size_t running_index);
    bool makeRoom(std::size_t index, std::uint64_t tokens);
    // Packing one step.
    void packDecodes();
    void packPartialPrefills();
    void packWaiting(bool whole_prompts);
    bool packPrefillOnly();
    void pack();
    // Running it.
    StepBatch packedInOrder() const;
    double timeStep(const StepBatch& b);
    void runStep();
    bool runDecodeSteps(std::uint64_t step_cap);
    bool runAllDecodingStep();
    void endDecodeRun(std::uint64_t steps);
    bool waitingStaysWaiting() const;
    void decodeStepsNeed(std::uint64_t steps);
    void finish(std::size_t id, double t);
    void countPacked(const Request& r, double sign);

    const ServingSpeedModel& m_;
    SchedulerPolicy p_;
    SimulationSettings s_;
    Random rng_;
    std::vector<Request> reqs_;
    using Arrival = std::pair<double, std::uint32_t>; // time, request id
    std::priority_queue<Arrival, std::vector<Arrival>, std::greater<>> arrivals_;
    std::deque<std::uint32_t> waiting_;
    std::vector<std::uint32_t> running_; // in admission order: the back is the newest
    std::uint64_t free_blocks_ = 0;
    std::uint64_t issued_ = 0, done_ = 0;
    double t_ = 0, next_open_ = 0;
    SimulatorStats stats_;
    std::uint32_t budget_ = 0;
    // What the step being packed holds, counted as the packing marks its requests (countPacked):
    // sums of integers and of halves (a chunk's attention, n (cached + n / 2)), exact in any order
    // below 2^52, so runStep() need not visit the requests again to time the step. A sliding
    // window's positions are not integers: runStep() then sums them in its order (packedInOrder).
    StepBatch packed_;
    double packed_seqs_ = 0;
    std::vector<std::uint64_t> need_;      // runDecodeSteps: the blocks each step of the run takes
    std::vector<std::uint32_t> finishing_; // runAllDecodingStep: the decodes its step finishes
    std::uint64_t steps_run_together_ = 0;
    std::uint32_t in_prefill_ = 0; // running requests whose prompt is not all computed
    bool all_arrived_ = false;
    bool sliding_ = false; // the model has sliding-window layers (stepKvPositions is not the context)
};

} // namespace gpuplan::simulator

#include "core/serving/BatchSimulator.h"

#include "core/serving/Simulation.h"
#include "core/speed/StepSeconds.h"

#include <algorithm>
#include <cmath>

namespace gpuplan {

double stopProbabilityForMean(std::uint64_t asked, double mean) {
    const double n = static_cast<double>(asked);
    if (asked == 0 || !(mean > 1.0))
        return 1.0;
    if (mean >= n)
        return 0.0;
    // The mean generated, (1 - (1 - p)^n) / p, falls from n (p -> 0) to 1 (p = 1): bisection.
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 100; ++i) {
        const double p = 0.5 * (lo + hi);
        const double generated = -std::expm1(n * std::log1p(-p)) / p;
        (generated > mean ? lo : hi) = p;
    }
    return 0.5 * (lo + hi);
}

namespace simulator {

namespace {

std::uint64_t drawLength(const LengthDistribution& d, Random& rng) {
    double x = d.median;
    if (d.sigma > 0.0)
        x = d.median * std::exp(d.sigma * rng.normal());
    auto n = static_cast<std::uint64_t>(std::llround(std::max(1.0, x)));
    n = std::max<std::uint64_t>(n, std::max<std::uint64_t>(1, d.min));
    if (d.max > 0)
        n = std::min(n, d.max);
    if (d.stop_probability > 0.0) { // ends at the first token that draws the stop: G >= 1 tokens
        const double g = 1.0 + std::floor(std::log(rng.uniform()) / std::log1p(-d.stop_probability));
        if (g < static_cast<double>(n))
            n = static_cast<std::uint64_t>(g);
    }
    return n;
}

} // namespace

void Simulation::issue(double at, std::uint32_t user) {
    if (issued_ >= s_.requests)
        return;
    Request r;
    r.arrival = at;
    r.prompt = drawLength(s_.prompt, rng_);
    r.output = drawLength(s_.output, rng_);
    r.to_prefill = r.prompt;
    r.user = user;
    reqs_.push_back(r);
    arrivals_.emplace(at, static_cast<std::uint32_t>(reqs_.size() - 1));
    ++issued_;
}

void Simulation::admitArrivals() {
    while (!arrivals_.empty() && arrivals_.top().first <= t_) {
        waiting_.push_back(arrivals_.top().second);
        arrivals_.pop();
        if (s_.arrivals == ArrivalKind::Open) {
            next_open_ += -std::log(rng_.uniform()) / std::max(1e-9, s_.rate);
            issue(next_open_, 0);
        }
    }
    if (!all_arrived_ && issued_ >= s_.requests && arrivals_.empty()) {
        all_arrived_ = true;
        stats_.backlog(static_cast<std::uint32_t>(waiting_.size()));
    }
}

bool Simulation::grow(Request& r, std::uint64_t tokens) {
    if (holds(r, tokens)) // no division, nothing to take
        return true;
    const std::uint64_t need = blocksFor(tokens);
    if (need - r.blocks > free_blocks_)
        return false;
    free_blocks_ -= need - r.blocks;
    r.blocks = need;
    return true;
}

void Simulation::preempt(std::size_t i) {
    const std::uint32_t id = running_[i];
    Request& r = reqs_[id];
    if (r.prefilled < r.to_prefill)
        --in_prefill_;
    countPacked(r, -1.0);
    free_blocks_ += r.blocks;
    r.blocks = 0;
    // Recompute: the prompt and what was generated are computed again as one prompt.
    r.to_prefill = r.prompt + r.generated;
    r.prefilled = 0;
    r.cached = 0;
    r.chunk = 0;
    r.decoding = false;
    running_.erase(running_.begin() + static_cast<std::ptrdiff_t>(i));
    waiting_.push_front(id);
    stats_.preemption();
}

// Frees blocks for running_[index] to hold `tokens` by preempting the newest running requests;
// false when it preempted the request itself.
bool Simulation::makeRoom(std::size_t index, std::uint64_t tokens) {
    while (!grow(reqs_[running_[index]], tokens)) {
        const std::size_t victim = running_.size() - 1;
        preempt(victim);
        if (victim == index)
            return false;
    }
    return true;
}

// The loops over the running requests are the simulator's inner loops (every sequence, every
// step): they index the requests through data(), each index coming from running_, which holds
// only ids of reqs_ (the checked operator[] of _GLIBCXX_ASSERTIONS costs a third of a step).
void Simulation::packDecodes() {
    Request* const reqs = reqs_.data();
    // The decodes counted as integers and added to the step once (countPacked's sums, exact): a
    // request makeRoom() preempts comes after i, not counted yet.
    std::uint64_t seqs = 0, cached = 0;
    std::uint32_t budget = budget_; // makeRoom() leaves it as it is
    for (std::size_t i = 0; i < running_.size() && budget > 0; ++i) {
        Request& r = reqs[running_.data()[i]];
        if (r.prefilled < r.to_prefill)
            continue;
        // Preempting frees the newest requests, never one before i: r stays where it is.
        if (!holds(r, r.cached + 1) && !makeRoom(i, r.cached + 1)) // false: preempted itself
            break;
        r.decoding = true;
        ++seqs;
        cached += r.cached;
        --budget;
    }
    budget_ = budget;
    packed_.decode_seqs += static_cast<double>(seqs);
    packed_.decode_kv_positions += static_cast<double>(cached);
    packed_seqs_ += static_cast<double>(seqs);
}

void Simulation::packPartialPrefills() {
    if (in_prefill_ == 0) // every running request decodes
        return;
    for (std::size_t i = 0; i < running_.size() && budget_ > 0; ++i) {
        Request& r = reqs_[running_[i]];
        if (r.prefilled >= r.to_prefill || r.decoding)
            continue;
        const std::uint64_t chunk = std::min<std::uint64_t>(r.to_prefill - r.prefilled, budget_);
        if (!makeRoom(i, r.cached + chunk))
            break;
        reqs_[running_[i]].chunk = chunk;
        countPacked(reqs_[running_[i]], 1.0);
        budget_ -= static_cast<std::uint32_t>(chunk);
    }
}

void Simulation::packWaiting(bool whole_prompts) {
    while (!waiting_.empty() && budget_ > 0 && running_.size() < p_.max_num_seqs) {
        Request& r = reqs_[waiting_.front()];
        const std::uint64_t need = r.to_prefill;
        // Whole prompts go in one step unless one alone exceeds the budget (it is then chunked).
        if (whole_prompts && need > budget_ && budget_ < p_.max_num_batched_tokens)
            break;
        const std::uint64_t chunk = std::min<std::uint64_t>(need, budget_);
        // A request starts when the pool holds its whole prompt (SGLang's admission; for vLLM it
        // stands for the prefix cache, which keeps a preempted request's blocks for its recompute:
        // without it a pool too small for the prompts would admit and preempt the same request
        // forever). TensorRT-LLM reserves the whole request.
        const std::uint64_t reserve = admissionTokens(r);
        if (!grow(r, reserve)) {
            if (running_.empty() && blocksFor(reserve) > p_.kv_blocks) { // never fits: rejected
                waiting_.pop_front();
                stats_.reject();
                ++done_;
                issue(t_ + s_.think_seconds, r.user);
                continue;
            }
            break; // a waiting request does not preempt running ones (vLLM V1)
        }
        r.chunk = chunk;
        countPacked(r, 1.0);
        budget_ -= static_cast<std::uint32_t>(chunk);
        running_.push_back(waiting_.front());
        waiting_.pop_front();
        ++in_prefill_;
    }
}

// A step of prefills alone (vLLM V0, SGLang) when a prompt waits or is partly computed.
bool Simulation::packPrefillOnly() {
    packPartialPrefills();
    packWaiting(false);
    for (std::uint32_t id : running_)
        if (reqs_[id].chunk > 0)
            return true;
    return false;
}

// Counts r in the step being packed (sign 1) or takes it out (-1: preempted): a decode, or a
// prompt chunk; nothing when it is neither.
void Simulation::countPacked(const Request& r, double sign) {
    if (r.decoding) {
        packed_.decode_seqs += sign;
        packed_.decode_kv_positions += sign * static_cast<double>(r.cached);
    } else if (r.chunk > 0) {
        const auto chunk = static_cast<double>(r.chunk);
        packed_.prefill_tokens += sign * chunk;
        packed_.prefill_attention += sign * stepPrefillAttention(m_, static_cast<double>(r.prefilled), chunk);
    } else {
        return;
    }
    packed_seqs_ += sign;
}

void Simulation::pack() {
    budget_ = p_.max_num_batched_tokens;
    packed_ = StepBatch{};
    packed_seqs_ = 0;
    switch (p_.packing) {
    case StepPacking::DecodesThenChunks:
        packDecodes();
        packPartialPrefills();
        packWaiting(false);
        break;
    case StepPacking::WholePrompts:
        packDecodes();
        packPartialPrefills();
        packWaiting(true);
        break;
    case StepPacking::PrefillFirst:
        if (!packPrefillOnly()) {
            budget_ = p_.max_num_batched_tokens;
            packDecodes();
        }
        break;
    case StepPacking::StaticBatch:
        if (running_.empty())
            packWaiting(false);
        else if (!packPrefillOnly()) {
            budget_ = p_.max_num_batched_tokens;
            packDecodes();
        }
        break;
    }
}

void Simulation::finish(std::size_t id, double t) {
    Request& r = reqs_[id];
    r.done = true;
    free_blocks_ += r.blocks;
    r.blocks = 0;
    ++done_;
    if (id >= s_.warmup)
        stats_.request(r.arrival, r.first_token, t, r.generated);
    if (s_.arrivals == ArrivalKind::Closed)
        issue(t + s_.think_seconds, r.user);
}

// What the packed step holds, summed in the order of the running requests (a sliding window's
// positions, which are not integers).
StepBatch Simulation::packedInOrder() const {
    StepBatch b;
    for (std::uint32_t id : running_) {
        const Request& r = reqs_.data()[id];
        if (r.decoding) {
            b.decode_seqs += 1.0;
            b.decode_kv_positions += stepKvPositions(m_, static_cast<double>(r.cached)); // the context
        } else if (r.chunk > 0) {
            b.prefill_tokens += static_cast<double>(r.chunk);
            b.prefill_attention +=
                stepPrefillAttention(m_, static_cast<double>(r.prefilled), static_cast<double>(r.chunk));
        }
    }
    return b;
}

// Times the packed step `b` (of packed_seqs_ sequences), records it and moves the clock to its end.
double Simulation::timeStep(const StepBatch& b) {
    const double dt = inlineStepSeconds(m_, b);
    if (b.prefill_tokens > 0.0) {
        StepBatch decodes = b;
        decodes.prefill_tokens = decodes.prefill_attention = 0.0;
        stats_.prefill(b.decode_seqs > 0.0 ? dt - inlineStepSeconds(m_, decodes) : dt);
    }
    const double kv_use = kvUse();
    stats_.step(dt, kv_use, packed_seqs_);
    t_ += dt;
    return t_;
}

void Simulation::runStep() {
    timeStep(sliding_ ? packedInOrder() : packed_);
    GapTally gaps;
    bool finished = false;
    const double t = t_; // read once: the stores to the requests below could alias the members
    const std::uint32_t warmup = s_.warmup;
    const bool gaps_kept = s_.inter_token_latency;
    Request* const reqs = reqs_.data(); // finish() adds a request within the capacity reserved
    for (std::uint32_t id : running_) {
        Request& r = reqs[id];
        bool token = false;
        if (r.decoding) {
            r.decoding = false;
            ++r.cached;
            token = true;
        } else if (r.chunk > 0) {
            r.prefilled += r.chunk;
            r.cached += r.chunk;
            r.chunk = 0;
            token = r.prefilled == r.to_prefill; // the step that ends a prefill samples a token
            if (token)
                --in_prefill_;
        }
        if (!token)
            continue;
        ++r.generated;
        if (r.first_token < 0.0)
            r.first_token = t;
        else if (gaps_kept && id >= warmup)
            gaps.add(t - r.last_token);
        r.last_token = t;
        if (r.generated >= r.output) {
            finish(id, t);
            finished = true;
        }
    }
    gaps.flush(stats_);
    if (finished)
        std::erase_if(running_, [&](std::uint32_t id) { return reqs_[id].done; });
}

SimulationResult Simulation::run() {
    sliding_ = m_.sliding_window > 0.0 && m_.sliding_layer_share > 0.0;
    free_blocks_ = p_.kv_blocks;
    reqs_.reserve(s_.requests);
    if (s_.arrivals == ArrivalKind::Closed) {
        for (std::uint32_t u = 0; u < std::max<std::uint32_t>(1, s_.users); ++u)
            issue(0.0, u);
    } else {
        next_open_ = -std::log(rng_.uniform()) / std::max(1e-9, s_.rate);
        issue(next_open_, 0);
    }
    const std::uint64_t step_cap = 50'000'000;
    while (done_ < issued_ && stats_.steps() < step_cap) {
        admitArrivals();
        if (running_.empty() && waiting_.empty()) {
            t_ = std::max(t_, nextArrival());
            continue;
        }
        if (s_.batch_decode_steps && (runDecodeSteps(step_cap) || runAllDecodingStep()))
            continue;
        pack();
        if (packed_seqs_ == 0.0) { // nothing fits until something arrives (or nothing ever will)
            if (arrivals_.empty())
                break;
            t_ = std::max(t_, nextArrival());
            continue;
        }
        runStep();
    }
    SimulationResult r = stats_.result(t_);
    r.steps_run_together = steps_run_together_;
    return r;
}

} // namespace simulator

SimulationResult simulateServing(const ServingSpeedModel& model, const SchedulerPolicy& policy,
                                 const SimulationSettings& settings) {
    simulator::Simulation sim(model, policy, settings);
    return sim.run();
}

} // namespace gpuplan

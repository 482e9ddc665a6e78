#include "core/serving/BatchSimulator.h"

#include "core/serving/SimulatorStats.h"
#include "core/speed/StepSeconds.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <queue>
#include <vector>

namespace gpuplan {

namespace {

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

std::uint64_t drawLength(const LengthDistribution& d, Random& rng) {
    double x = d.median;
    if (d.sigma > 0.0)
        x = d.median * std::exp(d.sigma * rng.normal());
    auto n = static_cast<std::uint64_t>(std::llround(std::max(1.0, x)));
    n = std::max<std::uint64_t>(n, std::max<std::uint64_t>(1, d.min));
    return d.max > 0 ? std::min(n, d.max) : n;
}

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
    void runStep();
    bool runDecodeSteps(std::uint64_t step_cap);
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
    std::vector<std::uint64_t> need_; // runDecodeSteps: the blocks each step of the run takes
    std::uint64_t steps_run_together_ = 0;
    std::uint32_t in_prefill_ = 0; // running requests whose prompt is not all computed
    bool all_arrived_ = false;
    bool sliding_ = false; // the model has sliding-window layers (stepKvPositions is not the context)
};

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

void Simulation::runStep() {
    const StepBatch b = sliding_ ? packedInOrder() : packed_;
    const double seqs = packed_seqs_;
    const double dt = inlineStepSeconds(m_, b);
    if (b.prefill_tokens > 0.0) {
        StepBatch decodes = b;
        decodes.prefill_tokens = decodes.prefill_attention = 0.0;
        stats_.prefill(b.decode_seqs > 0.0 ? dt - inlineStepSeconds(m_, decodes) : dt);
    }
    const double kv_use = kvUse();
    stats_.step(dt, kv_use, seqs);
    t_ += dt;
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

// The blocks each of `steps` decode steps takes from the pool (need_[j]): a request whose
// blocks hold `cap` tokens first needs one at the step where its cached tokens reach cap, then
// every block_size steps.
void Simulation::decodeStepsNeed(std::uint64_t steps) {
    need_.assign(steps, 0);
    if (p_.kv_blocks == 0) // unlimited: holds() never takes a block
        return;
    const Request* const reqs = reqs_.data();
    for (std::uint32_t id : running_) {
        const Request& r = reqs[id];
        for (std::uint64_t j = r.blocks * p_.block_size - r.cached; j < steps; j += p_.block_size)
            ++need_[j];
    }
}

// Whether packing would admit no waiting request at any step of a run of decode steps: the head
// of the queue is not admitted now (packWaiting's tests, on the budget the step leaves), and a
// run only takes blocks (no request finishes in it), so it is not admitted later either.
bool Simulation::waitingStaysWaiting() const {
    if (waiting_.empty())
        return true;
    const bool mixed =
        p_.packing == StepPacking::DecodesThenChunks || p_.packing == StepPacking::WholePrompts;
    const std::uint64_t budget = p_.max_num_batched_tokens - (mixed ? running_.size() : 0);
    if (budget == 0 || running_.size() >= p_.max_num_seqs)
        return true;
    const Request& r = reqs_[waiting_.front()];
    if (p_.packing == StepPacking::WholePrompts && r.to_prefill > budget &&
        budget < p_.max_num_batched_tokens)
        return true;
    const std::uint64_t reserve = admissionTokens(r);
    return !holds(r, reserve) && blocksFor(reserve) - r.blocks > free_blocks_;
}

// Decode-only steps in a row, run together. While every running request decodes, nothing
// arrives, no waiting request can start, and the pool has the block each step takes, a step
// differs from the one before only by one more cached token a sequence: its time, the KV use and
// the inter-token gaps are computed step by step as runStep() would, to the bit, and the requests
// are visited once for the whole run. A run goes on to the first step that finishes a request and
// ends with it (endDecodeRun). False (nothing done) when the next step is not such a step, or
// fewer than two are.
bool Simulation::runDecodeSteps(std::uint64_t step_cap) {
    if (in_prefill_ > 0 || running_.empty() || sliding_ || running_.size() > p_.max_num_batched_tokens ||
        !(nextArrival() > t_) || !waitingStaysWaiting())
        return false;
    Request* const reqs = reqs_.data();
    std::uint64_t steps = step_cap - std::min(step_cap, stats_.steps());
    double kv = 0; // the cached positions the first step reads (a sum of integers: exact)
    double measured = 0;
    for (std::uint32_t id : running_) {
        const Request& r = reqs[id];
        steps = std::min(steps, r.output - r.generated); // up to the first step that finishes one
        if (steps < 2)
            return false;
        kv += static_cast<double>(r.cached);
        measured += s_.inter_token_latency && id >= s_.warmup ? 1.0 : 0.0;
    }
    decodeStepsNeed(steps);
    const double seqs = static_cast<double>(running_.size());
    StepBatch b;
    b.decode_seqs = seqs;
    std::uint64_t j = 0;
    for (; j < steps; ++j) {
        if ((j > 0 && !(nextArrival() > t_)) || need_[j] > free_blocks_)
            break;
        free_blocks_ -= need_[j];
        b.decode_kv_positions = kv + static_cast<double>(j) * seqs;
        const double dt = inlineStepSeconds(m_, b);
        const double kv_use = kvUse();
        stats_.step(dt, kv_use, seqs);
        const double before = t_;
        t_ += dt;
        if (measured == 0.0) // no gap recorded
            continue;
        if (j == 0) { // each request's gap since its own last token
            GapTally gaps;
            for (std::uint32_t id : running_)
                if (id >= s_.warmup)
                    gaps.add(t_ - reqs[id].last_token);
            gaps.flush(stats_);
        } else { // every request's last token was the step before's
            stats_.gap(t_ - before, measured);
        }
    }
    if (j == 0)
        return false;
    endDecodeRun(j);
    return true;
}

// The end of a run of `steps` decode steps: each running request holds `steps` more tokens, and
// those whose last token it was finish, in the order runStep() finishes them (the run's last step
// is the only one that can finish a request).
void Simulation::endDecodeRun(std::uint64_t steps) {
    steps_run_together_ += steps;
    Request* const reqs = reqs_.data(); // finish() adds a request within the capacity reserved
    bool finished = false;
    for (std::uint32_t id : running_) {
        Request& r = reqs[id];
        if (p_.kv_blocks) {
            const std::uint64_t first = r.blocks * p_.block_size - r.cached;
            r.blocks += steps > first ? (steps - first + p_.block_size - 1) / p_.block_size : 0;
        }
        r.cached += steps;
        r.generated += steps;
        r.last_token = t_;
        if (r.generated >= r.output) {
            finish(id, t_);
            finished = true;
        }
    }
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
        if (s_.batch_decode_steps && runDecodeSteps(step_cap))
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

} // namespace

SimulationResult simulateServing(const ServingSpeedModel& model, const SchedulerPolicy& policy,
                                 const SimulationSettings& settings) {
    Simulation sim(model, policy, settings);
    return sim.run();
}

} // namespace gpuplan

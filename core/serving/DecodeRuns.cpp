// The steps the scheduler simulator (core/serving/BatchSimulator.h) runs without packing them
// one by one: runs of decode steps, and a step in which every running request decodes. Each
// gives the figures of pack() and runStep() to the bit, visiting the requests fewer times.
#include "core/serving/Simulation.h"
#include "core/speed/StepSeconds.h"

#include <algorithm>

namespace gpuplan::simulator {

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

// A step in which every running request decodes, as pack() and runStep() would run it, the
// requests visited once instead of twice. Such a step (the one that admits an arrival, mostly)
// packs every running request: none is in prefill, the token budget holds them all, and none can
// be preempted (each takes at most one block, and the pool has one for each). Their sums are
// known before the step is timed, so they advance as they are counted; those that finish are
// finished after the step, in the order runStep() finishes them, before the prompts admitted
// behind them. Without inter-token gaps (which need each token's time): a plan's simulations.
// False (nothing done) when the step is not such a step.
bool Simulation::runAllDecodingStep() {
    const bool decodes_first =
        p_.packing == StepPacking::DecodesThenChunks || p_.packing == StepPacking::WholePrompts;
    if (!decodes_first || sliding_ || s_.inter_token_latency || in_prefill_ > 0 || running_.empty() ||
        running_.size() > p_.max_num_batched_tokens || (p_.kv_blocks && running_.size() > free_blocks_))
        return false;
    Request* const reqs = reqs_.data(); // finish() adds a request within the capacity reserved
    std::uint64_t cached = 0;
    finishing_.clear();
    for (std::uint32_t id : running_) {
        Request& r = reqs[id];
        if (!holds(r, r.cached + 1))
            grow(r, r.cached + 1); // cannot fail (above)
        cached += r.cached;
        ++r.cached;
        if (++r.generated >= r.output)
            finishing_.push_back(id);
    }
    const std::size_t decodes = running_.size();
    budget_ = p_.max_num_batched_tokens - static_cast<std::uint32_t>(decodes);
    packed_ = StepBatch{};
    packed_.decode_seqs = packed_seqs_ = static_cast<double>(decodes);
    packed_.decode_kv_positions = static_cast<double>(cached);
    packWaiting(p_.packing == StepPacking::WholePrompts); // after the decodes' blocks, as pack()
    const double t = timeStep(packed_);
    for (const std::uint32_t id : finishing_)
        finish(id, t);
    bool finished = !finishing_.empty();
    for (std::size_t i = decodes; i < running_.size(); ++i) { // the prompts admitted, as runStep()
        Request& r = reqs[running_[i]];
        r.prefilled += r.chunk;
        r.cached += r.chunk;
        r.chunk = 0;
        if (r.prefilled < r.to_prefill)
            continue;
        --in_prefill_;
        ++r.generated;
        if (r.first_token < 0.0)
            r.first_token = t;
        r.last_token = t; // a decode's is left as it was: it only gives the gaps, not kept here
        if (r.generated >= r.output) {
            finish(running_[i], t);
            finished = true;
        }
    }
    if (finished)
        std::erase_if(running_, [&](std::uint32_t id) { return reqs_[id].done; });
    return true;
}

} // namespace gpuplan::simulator

#include "core/plan/RecommenderSweep.h"

#include "core/base/Limits.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <numeric>

namespace gpuplan::sweep {

std::vector<Precision> precisionsFor(const Scenario& s) {
    if (!s.constraints.precisions.empty()) {
        std::vector<Precision> distinct; // a file may list one many times: each is tried once
        for (Precision p : s.constraints.precisions)
            if (std::find(distinct.begin(), distinct.end(), p) == distinct.end())
                distinct.push_back(p);
        return distinct;
    }
    std::vector<Precision> out = {s.workload.precision};
    if (s.workload.task == Task::Inference)
        for (Precision p : {Precision::INT8, Precision::GPTQ_INT4})
            if (std::find(out.begin(), out.end(), p) == out.end())
                out.push_back(p);
    return out;
}

Options optionsFor(std::uint32_t n, std::uint32_t gpn, const ModelSpec& m, bool training) {
    Options options;
    if (training) {
        if (n == 1) {
            options.push_back({Strategy::Single, Offload::None, false});
            options.push_back({Strategy::ZeRO2, Offload::CPU, false});
            options.push_back({Strategy::ZeRO3, Offload::CPU, true});
        } else {
            for (Strategy st : {Strategy::DDP, Strategy::ZeRO1, Strategy::ZeRO2, Strategy::ZeRO3})
                options.push_back({st, Offload::None, false});
            options.push_back({Strategy::ZeRO2, Offload::CPU, false});
            options.push_back({Strategy::ZeRO3, Offload::CPU, false});
            options.push_back({Strategy::ZeRO3, Offload::CPU, true});
            if (n <= gpn && m.heads % n == 0)
                options.push_back({Strategy::TensorParallel, Offload::None, false});
            if (n <= m.layers)
                options.push_back({Strategy::PipelineParallel, Offload::None, false});
            if (n > gpn && n % gpn == 0 && m.heads % gpn == 0)
                options.push_back({Strategy::Hybrid, Offload::None, false});
        }
    } else {
        if (n == 1) {
            options.push_back({Strategy::Single, Offload::None, false});
        } else {
            if (m.heads % n == 0 && n <= gpn)
                options.push_back({Strategy::TensorParallel, Offload::None, false});
            if (n <= m.layers)
                options.push_back({Strategy::PipelineParallel, Offload::None, false});
            options.push_back({Strategy::DDP, Offload::None, false});
        }
    }
    return options;
}

bool cheaperThan(const std::vector<Eval>& evals, std::uint32_t a, std::uint32_t b) {
    const Eval& x = evals[a];
    const Eval& y = evals[b];
    if (better(Objective::Cheapest, x, y))
        return true;
    if (better(Objective::Cheapest, y, x))
        return false;
    return a < b;
}

namespace {

// The bits of a cost that is not negative (nor NaN): they grow with the cost, so a bucket of
// its leading bits holds only costs above those of every lower bucket.
std::uint64_t orderedBits(double cost) {
    return std::bit_cast<std::uint64_t>(cost);
}

// The options that may be on the front: those faster than every option in a cheaper bucket of
// costs (an option is on the front only if faster than every cheaper one). In three passes over
// the options, none of them a sort: the sort is left to the few that pass.
std::vector<std::uint32_t> frontCandidates(const std::vector<Eval>& evals) {
    // About one bucket an option, at most 4,096: a plan's few hundred options pay for no more.
    const std::size_t buckets = std::clamp<std::size_t>(evals.size(), 16, 4096);
    std::uint64_t lo = std::numeric_limits<std::uint64_t>::max(), hi = 0;
    std::vector<std::uint32_t> all;
    for (std::uint32_t i = 0; i < evals.size(); ++i) {
        if (evals[i].over)
            continue;
        if (!(evals[i].cost >= 0)) { // negative or NaN: no ordered bits, every option is sorted
            all.resize(evals.size());
            std::iota(all.begin(), all.end(), 0u);
            return all;
        }
        lo = std::min(lo, orderedBits(evals[i].cost));
        hi = std::max(hi, orderedBits(evals[i].cost));
    }
    if (lo > hi)
        return all;
    int shift = 0;
    while (((hi - lo) >> shift) >= buckets)
        ++shift;
    auto bucket = [&](const Eval& e) { return (orderedBits(e.cost) - lo) >> shift; };
    std::vector<double> fastest(buckets + 1, std::numeric_limits<double>::infinity());
    for (const Eval& e : evals)
        if (!e.over)
            fastest[bucket(e) + 1] = std::min(fastest[bucket(e) + 1], e.hours);
    for (std::size_t b = 1; b <= buckets; ++b) // fastest[b]: the fastest in the buckets before b
        fastest[b] = std::min(fastest[b], fastest[b - 1]);
    for (std::uint32_t i = 0; i < evals.size(); ++i)
        if (!evals[i].over && evals[i].hours < fastest[bucket(evals[i])])
            all.push_back(i);
    return all;
}

} // namespace

std::vector<std::uint32_t> paretoFront(const std::vector<Eval>& evals) {
    std::vector<std::uint32_t> candidates = frontCandidates(evals);
    std::sort(candidates.begin(), candidates.end(),
              [&](std::uint32_t a, std::uint32_t b) { return cheaperThan(evals, a, b); });
    std::vector<std::uint32_t> front;
    double best_hours = std::numeric_limits<double>::infinity();
    for (std::uint32_t i : candidates)
        if (!evals[i].over && evals[i].hours < best_hours) {
            best_hours = evals[i].hours;
            front.push_back(i);
        }
    return front;
}

std::vector<std::uint32_t> topByObjective(const std::vector<Eval>& evals, Objective o, std::size_t k) {
    std::vector<std::uint32_t> order(evals.size());
    std::iota(order.begin(), order.end(), 0u);
    const auto first = order.begin() + static_cast<std::ptrdiff_t>(std::min(k, order.size()));
    std::partial_sort(order.begin(), first, order.end(), [&](std::uint32_t a, std::uint32_t b) {
        if (better(o, evals[a], evals[b]))
            return true;
        if (better(o, evals[b], evals[a]))
            return false;
        return cheaperThan(evals, a, b);
    });
    order.erase(first, order.end());
    return order;
}

std::vector<std::uint32_t> byGroupThenCount(const std::vector<Eval>& evals) {
    // GPU (32 bits), precision (8), mode (4), count (20: at most limits::kMaxGpus) in one key.
    static_assert(limits::kMaxGpus < (1u << 20));
    std::vector<std::pair<std::uint64_t, std::uint32_t>> keys;
    keys.reserve(evals.size());
    for (std::uint32_t i = 0; i < evals.size(); ++i) {
        const Eval& e = evals[i];
        keys.emplace_back(std::uint64_t{e.gpu} << 32 | std::uint64_t{e.prec} << 24 |
                              std::uint64_t(static_cast<unsigned>(e.mode)) << 20 | e.count,
                          i);
    }
    std::sort(keys.begin(), keys.end());
    std::vector<std::uint32_t> out;
    out.reserve(keys.size());
    for (const auto& k : keys)
        out.push_back(k.second);
    return out;
}

} // namespace gpuplan::sweep

#include "core/plan/RecommenderSweep.h"

#include "core/base/Limits.h"

#include <algorithm>

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

std::vector<std::uint32_t> cheapestFirst(const std::vector<Eval>& evals) {
    struct Key { // 24 bytes
        double cost, hours;
        std::uint32_t i;
        bool over;
    };
    std::vector<Key> keys;
    keys.reserve(evals.size());
    for (std::uint32_t i = 0; i < evals.size(); ++i)
        keys.push_back({evals[i].cost, evals[i].hours, i, evals[i].over});
    std::sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) { // better(Cheapest, a, b)
        if (a.over != b.over)
            return !a.over;
        return a.cost != b.cost ? a.cost < b.cost : a.hours < b.hours;
    });
    std::vector<std::uint32_t> out;
    out.reserve(keys.size());
    for (const Key& k : keys)
        out.push_back(k.i);
    return out;
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

#include "core/RecommenderSweep.h"

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

} // namespace gpuplan::sweep

#include "core/plan/ServingScenario.h"

#include "core/base/Error.h"
#include "core/scenario/PlanChecks.h"

#include <algorithm>

namespace gpuplan {

ServingOption servingOfScenario(const Catalog& c, const ModelSpec& m, const Scenario& s, const Workload& w) {
    const GpuSpec* gpu = c.findGpu(s.gpu_id);
    if (!gpu)
        throw InputError("/gpu_id: '" + s.gpu_id + "' is not in the catalog");
    const std::uint32_t count = std::max<std::uint32_t>(1, s.gpu_count);
    const std::uint32_t tp = std::clamp<std::uint32_t>(s.serving.tp, 1, count);
    const std::uint32_t replicas = std::max<std::uint32_t>(1, count / tp);
    checkServingForModel(s.serving, m); // refused with the reason, not answered
    requireTensorParallel(m, tp, "scenario: /serving/tp");
    const PurchaseMode mode =
        s.constraints.mode == PurchaseMode::Rent ? PurchaseMode::Rent : PurchaseMode::Buy;
    return evaluateServing(c, m, s, *gpu, w.precision, w.kv_precision, tp, replicas, mode);
}

} // namespace gpuplan

#include "core/plan/ServingRecommendation.h"

#include "core/base/Error.h"
#include "core/model/Workload.h"
#include "core/plan/ServingSizing.h"

#include <algorithm>

namespace gpuplan {

namespace {

Strategy strategyOf(const ServingOption& o) {
    if (o.tp > 1)
        return Strategy::TensorParallel;
    return o.replicas > 1 ? Strategy::DataParallel : Strategy::Single;
}

Candidate candidateOf(const Catalog& c, const Scenario& s, const ServingOption& o) {
    Candidate cd;
    cd.gpu = o.gpu;
    cd.gpu_name = o.gpu_name;
    cd.count = o.gpus();
    cd.strategy = strategyOf(o);
    cd.precision = o.precision;
    cd.mode = o.mode;
    cd.per_gpu_bytes = o.memory.budget_bytes;
    if (const GpuSpec* g = c.findGpu(o.gpu))
        cd.capacity_bytes = g->usableMemoryBytes();
    cd.total_cost = o.monthly_cost * std::max(1, s.horizon_months);
    cd.upfront_cost = o.upfront_cost;
    cd.system = o.system;
    cd.system_name = o.system_name;
    cd.systems = o.systems;
    cd.system_cost = o.system_cost;
    cd.gpus_included = o.gpus_included;
    cd.offer_id = o.offer_id;
    cd.offer_label = o.offer_label;
    cd.offer_gpus = o.offer_gpus;
    cd.price_date = o.price_date;
    cd.pareto = o.pareto;
    Candidate::Serving sv;
    sv.tp = o.tp;
    sv.replicas = o.replicas;
    sv.kv_precision = o.kv_precision;
    sv.tokens_per_s_per_user = o.load.tokens_per_s_per_user;
    sv.ttft_p95_s = o.load.ttft_p95_s;
    sv.tpot_p95_s = o.load.tpot_p95_s;
    sv.monthly_cost = o.monthly_cost;
    sv.per_million_blended = o.per_million.blended;
    sv.meets = o.meets;
    sv.misses = o.misses;
    cd.serving = std::move(sv);
    cd.reason_details = {
        Message(MessageId::ReasonServing,
                {o.gpus(), o.gpu_name, o.replicas, o.tp, precisionInfo(o.precision).id,
                 precisionInfo(o.kv_precision).id, std::string(purchaseModeId(o.mode))}),
        Message(MessageId::ReasonServingSpeed,
                {o.load.tokens_per_s_per_user, o.load.ttft_p95_s * 1000.0, o.load.tpot_p95_s * 1000.0}),
        Message(MessageId::ReasonServingPerMillion, {o.per_million.blended, s.currency}),
    };
    for (const Message& miss : o.misses)
        cd.reason_details.push_back(miss);
    for (const Message& note : o.price_notes)
        cd.reason_details.push_back(note);
    return cd;
}

} // namespace

Recommendation recommendServing(const Catalog& c, const ModelSpec& m, const Scenario& s) {
    if (s.workload.isTraining())
        throw InputError("/constraints/objective", Message(MessageId::ObjectiveServingNeedsInference,
                                                           {std::string(taskId(s.workload.task))}));
    ServingSearch search;
    search.top_k = std::max<std::size_t>(1, s.constraints.top_k);
    const ServingSizing sizing = sizeServing(c, m, s, search);
    Recommendation out;
    out.objective = Objective::Serving;
    out.currency = sizing.currency;
    out.evaluated = sizing.evaluated;
    out.fitting = sizing.meeting; // the options that meet the targets
    const ServingOption* first = sizing.options.empty() ? nullptr : &sizing.options.front();
    for (std::size_t rank = 0; rank < sizing.options.size(); ++rank) {
        const ServingOption& o = sizing.options[rank];
        Candidate cd = candidateOf(c, s, o);
        if (rank == 0)
            cd.reason_head = o.meets ? Message(MessageId::RankFirstServing, {o.monthly_cost, s.currency})
                                     : Message(MessageId::RankFirstServingMisses);
        else if (!o.meets)
            cd.reason_head = Message(MessageId::RankOtherServingMisses, {rank + 1});
        else
            cd.reason_head = Message(MessageId::RankOtherServing,
                                     {rank + 1, o.monthly_cost - first->monthly_cost, s.currency});
        out.ranked.push_back(std::move(cd));
    }
    for (const ServingOption& o : sizing.pareto) {
        Candidate cd = candidateOf(c, s, o);
        cd.reason_head = Message(MessageId::ParetoFirst);
        out.pareto.push_back(std::move(cd));
    }
    return out;
}

} // namespace gpuplan

#include "core/plan/RecommenderSweep.h"

#include "core/base/Limits.h"
#include "core/cost/Pricing.h"
#include "core/cost/SystemPricing.h"
#include "core/speed/Communication.h"

#include <algorithm>
#include <limits>
#include <tuple>

namespace gpuplan::sweep {

namespace {

// The ranking of the sweep's options: by the objective, the cost-time Pareto front, each option
// over capacity with its replacement; and their candidates with the reasons they rank where they do.
struct Ranking {
    const Catalog& c;
    const Scenario& s;
    const Swept& found;
    Recommendation& out;
    const std::vector<Eval>& bests = found.bests;
    const Constraints& k = s.constraints;
    const Objective objective = out.objective;
    const double month_hours = limits::kHoursPerMonth.max;
    const bool training = s.workload.isTraining();
    const std::uint32_t gpn = std::max<std::uint32_t>(1, s.gpus_per_node);
    const std::uint32_t micro = std::max<std::uint32_t>(1, s.workload.grad_accum);
    const double total_jobs = out.jobs_per_month * s.horizon_months;
    std::vector<bool> on_front = std::vector<bool>(bests.size(), false);
    std::vector<std::uint32_t> front{}, order{};
    std::vector<std::optional<std::uint32_t>> replacement =
        std::vector<std::optional<std::uint32_t>>(bests.size());
    std::vector<std::optional<std::uint32_t>> replaces = replacement;

    void findFront();
    void orderByObjective();
    void findReplacements();
    void addRanked();
    void addPareto();
    Message rankHead(std::size_t rank, const Eval& e, const Candidate& cd) const;
    Candidate toCandidate(const Eval& e) const;
    std::vector<Message> details(const Eval& e) const;
    Message communicationReason(const Eval& e) const;
    void capacityDetails(const Eval& e, std::vector<Message>& parts) const;

    std::size_t indexOf(const Eval& e) const { return static_cast<std::size_t>(&e - bests.data()); }
    std::optional<std::uint32_t> replacementOf(const Eval& e) const { return replacement[indexOf(e)]; }
    std::optional<std::uint32_t> replacedBy(const Eval& e) const { return replaces[indexOf(e)]; }
};

// Pareto front on (cost, hours) among the options that can do the work, cheapest first.
void Ranking::findFront() {
    front = paretoFront(bests);
    for (std::uint32_t i : front)
        on_front[i] = true;
}

// The ranking's first k: by the objective, the options over capacity last.
void Ranking::orderByObjective() {
    order = topByObjective(bests, objective, std::max<std::size_t>(1, k.top_k));
}

// An option over capacity is replaced by the smallest larger count of the same GPU, precision and
// mode that can do the work: per group, counts in ascending order.
void Ranking::findReplacements() {
    if (std::none_of(bests.begin(), bests.end(), [](const Eval& e) { return e.over; }))
        return;
    const std::vector<std::uint32_t> g = byGroupThenCount(bests);
    auto group = [&](std::uint32_t i) {
        const Eval& e = bests[i];
        return std::tuple(e.gpu, e.prec, e.mode);
    };
    for (std::size_t i = 0; i < g.size();) {
        std::size_t j = i;
        while (j < g.size() && group(g[j]) == group(g[i]))
            ++j;
        std::optional<std::uint32_t> next_ok; // the next count up that can do the work
        for (std::size_t x = j; x-- > i;) {
            const Eval& e = bests[g[x]];
            if (!e.over) {
                next_ok = g[x];
            } else if (next_ok) {
                replacement[g[x]] = bests[*next_ok].count;
                auto& r = replaces[*next_ok];
                if (!r || e.count > *r)
                    r = e.count;
            }
        }
        i = j;
    }
}

// The top k by the objective, each with where it ranks and why.
void Ranking::addRanked() {
    const std::size_t k_top = std::max<std::size_t>(1, k.top_k);
    for (std::size_t rank = 0; rank < order.size() && rank < k_top; ++rank) {
        const Eval& e = bests[order[rank]];
        Candidate cd = toCandidate(e);
        cd.pareto = on_front[order[rank]];
        cd.reason_head = rankHead(rank, e, cd);
        cd.reason_details = details(e);
        capacityDetails(e, cd.reason_details);
        out.ranked.push_back(std::move(cd));
    }
}

// The front, cheapest first, each with how much faster it is than the one before and at what cost.
void Ranking::addPareto() {
    for (std::size_t i = 0; i < front.size(); ++i) {
        const Eval& e = bests[front[i]];
        Candidate cd = toCandidate(e);
        cd.pareto = true;
        cd.reason_head =
            i == 0 ? Message(MessageId::ParetoFirst)
                   : Message(MessageId::ParetoNext, {bests[front[i - 1]].hours / std::max(e.hours, 1e-12),
                                                     e.cost - bests[front[i - 1]].cost, s.currency});
        cd.reason_details = details(e);
        capacityDetails(e, cd.reason_details);
        out.pareto.push_back(std::move(cd));
    }
}

// Where the option ranks and why: against the first, under the objective.
Message Ranking::rankHead(std::size_t rank, const Eval& e, const Candidate& cd) const {
    const Eval& first = bests[order[0]];
    const double more = e.cost - first.cost;
    const double percent = first.cost > 0 ? 100.0 * more / first.cost : 0.0;
    if (e.over)
        return Message(MessageId::RankOverCapacity, {rank + 1, cd.hours_per_month, month_hours});
    if (rank == 0) {
        switch (objective) {
        case Objective::Cheapest:
            return Message(MessageId::RankFirst);
        case Objective::Fastest:
            return k.budget ? Message(MessageId::RankFirstFastestBudget, {*k.budget, s.currency})
                            : Message(MessageId::RankFirstFastest);
        case Objective::Value:
            return Message(MessageId::RankFirstValue, {e.value * 1000.0, s.currency});
        case Objective::Serving: // ranked by recommendServing
            return Message(MessageId::RankFirst);
        }
        return Message(MessageId::RankFirst);
    }
    if (objective == Objective::Fastest)
        return Message(MessageId::RankOtherSlower,
                       {rank + 1, e.hours / std::max(first.hours, 1e-12), more, s.currency});
    if (objective == Objective::Value) {
        const double less = first.value > 0 ? 100.0 * (1.0 - e.value / first.value) : 0.0;
        return Message(MessageId::RankOtherLessValue, {rank + 1, less, more, s.currency});
    }
    if (e.hours < first.hours)
        return Message(MessageId::RankOtherFaster,
                       {rank + 1, more, s.currency, percent, first.hours / std::max(e.hours, 1e-12)});
    if (!cd.pareto)
        return Message(MessageId::RankOtherNotFaster, {rank + 1, more, s.currency, percent});
    return Message(MessageId::RankOther, {rank + 1, more, s.currency, percent});
}

// The candidate an option stands for: its layout, figures, and what it is bought or rented as.
Candidate Ranking::toCandidate(const Eval& e) const {
    Candidate cd;
    const GpuCtx& g = found.gpus[e.gpu];
    cd.gpu = g.gpu->id;
    cd.gpu_name = g.gpu->name;
    cd.count = e.count;
    cd.strategy = e.opt.strategy;
    cd.offload = e.opt.offload;
    cd.offload_params = e.opt.offload_params;
    cd.precision = found.precs[e.prec];
    cd.mode = e.mode;
    cd.per_gpu_bytes = static_cast<std::uint64_t>(e.per_gpu);
    cd.capacity_bytes = g.capacity;
    cd.job_hours = e.hours;
    cd.total_cost = e.cost;
    cd.upfront_cost = e.upfront;
    cd.comm_fraction = e.comm_fraction;
    cd.hours_per_month = out.jobs_per_month * e.hours;
    cd.over_capacity = e.over;
    if (e.over)
        cd.replacement_count = replacementOf(e);
    cd.replaces_count = replacedBy(e);
    cd.jobs_per_cost = e.value;
    if (e.mode == PurchaseMode::Buy) {
        if (const BuyPrice* b = g.boughtAt(e.count)) {
            cd.system = b->system_id;
            cd.system_name = b->system_name;
            cd.systems = b->systems;
            cd.system_cost = b->system_cost;
            cd.gpus_included = b->gpus_included;
            cd.host_system = b->host_id;
            cd.host_name = b->host_name;
            cd.host_cost = b->host_cost;
            cd.host_missing = b->host_missing;
            cd.price_date = b->gpu_price_date;
            if (e.node_gpus < gpn && e.count > e.node_gpus) {
                cd.gpus_per_system = e.node_gpus;
                cd.systems_link = b->systems_link;
            }
        }
    } else if (e.rent) {
        cd.price_date = e.rent->date;
        cd.offer_id = e.rent->offer_id;
        cd.offer_label = e.rent->label;
        cd.offer_gpus = e.rent->offer_gpus;
        cd.billed_hours = e.billed;
        if (e.rent->billing)
            cd.billing = billedJob(*e.rent->billing, e.hours);
    }
    return cd;
}

// What the option is: its layout, systems, memory, hours a job, and what to watch.
std::vector<Message> Ranking::details(const Eval& e) const {
    const GpuCtx& g = found.gpus[e.gpu];
    const Precision precision = found.precs[e.prec];
    std::vector<Message> parts;
    parts.push_back(Message(e.mode == PurchaseMode::Buy ? MessageId::ReasonBought : MessageId::ReasonRented,
                            {strategyLabel(e.opt.strategy, e.opt.offload, e.opt.offload_params), e.count,
                             g.gpu->name, precisionInfo(precision).id}));
    if (e.mode == PurchaseMode::Buy)
        if (const BuyPrice* b = g.boughtAt(e.count)) {
            if (!b->system_name.empty())
                parts.push_back(
                    Message(b->gpus_included ? MessageId::ReasonSystemIncluded : MessageId::ReasonInSystem,
                            {b->systems, b->system_name}));
            // What the price assumed or was held to (whole systems, the power supply).
            parts.insert(parts.end(), b->notes.begin(), b->notes.end());
            if (e.node_gpus < gpn && e.count > e.node_gpus)
                parts.push_back(splitOverSystems(c, *b)); // the link it was timed over
        }
    parts.push_back(Message(MessageId::ReasonMemory, {e.per_gpu / 1e9, g.capacity / 1e9}));
    parts.push_back(Message(MessageId::ReasonJobHours, {e.hours}));
    if (training && e.comm_fraction >= 0.10)
        parts.push_back(communicationReason(e));
    if (e.opt.offload != Offload::None)
        parts.push_back(Message(MessageId::ReasonOffload));
    if (precisionInfo(precision).quantized)
        parts.push_back(Message(MessageId::ReasonQuantized, {precisionInfo(precision).id}));
    return parts;
}

// A training option's share of communication, naming the link that carries the most of it.
Message Ranking::communicationReason(const Eval& e) const {
    const GpuCtx& g = found.gpus[e.gpu];
    const Layout l = layoutOf(e.opt, e.count, e.node_gpus, micro);
    const bool buy = e.mode == PurchaseMode::Buy;
    const LinkPath& path =
        g.pathAt(e.node_gpus, buy ? g.systemsLinkAt(e.count) : std::string(), buy ? g.slotGenAt(e.count) : 0);
    const auto comm = stepCommunication(found.terms[e.prec], l, path, s.efficiencies.comm, micro);
    std::optional<Message> link_name;
    const double biggest =
        std::max({comm.dp_seconds, comm.tp_seconds, comm.pp_seconds, comm.offload_seconds});
    if (biggest == comm.offload_seconds) {
        link_name =
            Message(MessageId::LinkToHost, {Message(MessageId::LinkName, {path.host.name, path.host.id})});
    } else {
        const std::string id(biggest == comm.dp_seconds   ? comm.dp_link
                             : biggest == comm.tp_seconds ? comm.tp_link
                                                          : comm.pp_link);
        const InterconnectSpec* spec = c.findInterconnect(id);
        const std::string& name = spec ? spec->name : (id == path.intra.id ? path.intra.name : id);
        if (!name.empty())
            link_name = Message(MessageId::LinkName, {name, id});
    }
    return Message(MessageId::ReasonCommunication,
                   {strategyLabel(e.opt.strategy, e.opt.offload, e.opt.offload_params),
                    link_name.value_or(Message(MessageId::ItsLink)), e.comm_fraction * 100.0});
}

// Its replacement (or what it replaces), its cloud offer, and the arithmetic of a rented cost.
void Ranking::capacityDetails(const Eval& e, std::vector<Message>& parts) const {
    if (e.over) {
        const auto repl = replacementOf(e);
        parts.push_back(repl ? Message(MessageId::ReasonReplacement, {*repl, found.gpus[e.gpu].gpu->name})
                             : Message(MessageId::ReasonNoReplacement, {k.max_gpus}));
    } else if (const auto replaced = replacedBy(e)) {
        parts.push_back(Message(MessageId::ReasonReplaces, {*replaced}));
    }
    if (e.rent && !e.rent->offer_id.empty())
        parts.push_back(Message(MessageId::ReasonOffer, {e.rent->label, e.rent->offer_gpus}));
    if (e.rent && e.mode == PurchaseMode::Rent) // the arithmetic of the rented cost
        for (Message& part : rentArithmetic(*e.rent, e.hours, total_jobs, e.count, s.currency))
            parts.push_back(std::move(part));
}

} // namespace

void rankCandidates(const Catalog& c, const Scenario& s, const Swept& found, Recommendation& out) {
    Ranking r{c, s, found, out};
    r.findFront();
    r.orderByObjective();
    r.findReplacements();
    r.addRanked();
    r.addPareto();
}

} // namespace gpuplan::sweep

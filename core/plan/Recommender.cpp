#include "core/plan/Recommender.h"

#include "core/plan/RecommenderSweep.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/cost/Pricing.h"
#include "core/cost/SystemPricing.h"
#include "core/plan/ServingRecommendation.h"
#include "core/speed/Communication.h"
#include "core/speed/Throughput.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace gpuplan {

using namespace sweep;

std::optional<Message> untimedNote(const Catalog& c, const Recommendation& r) {
    if (r.untimed.empty())
        return std::nullopt;
    std::string names;
    for (const std::string& id : r.untimed) {
        const GpuSpec* g = c.findGpu(id);
        names += (names.empty() ? "" : ", ") + (g ? g->name : id);
    }
    return Message(MessageId::RecommendUntimed, {names});
}

Recommendation recommend(const Catalog& c, const ModelSpec& m, const Scenario& s, double jobs_per_month,
                         double hours_per_month) {
    if (s.effectiveObjective() == Objective::Serving)
        return recommendServing(c, m, s);
    checkEnumerationLimits(s.constraints);
    Recommendation out;
    out.currency = s.currency;
    out.jobs_per_month = jobs_per_month;
    out.hours_per_month = hours_per_month > 0.0 ? std::min(hours_per_month, limits::kHoursPerMonth.max) : 0.0;
    const Objective objective = s.effectiveObjective();
    out.objective = objective;
    const double month_hours = limits::kHoursPerMonth.max;
    const Constraints& k = s.constraints;
    const Workload& base = s.workload;
    const bool training = base.isTraining();
    const std::uint32_t gpn = std::max<std::uint32_t>(1, s.gpus_per_node);
    const std::uint32_t micro = std::max<std::uint32_t>(1, base.grad_accum);
    const double horizon = s.horizon_months;
    const double total_jobs = jobs_per_month * horizon;
    const bool want_buy = k.mode != PurchaseMode::Rent;
    const bool want_rent = k.mode != PurchaseMode::Buy;

    // Per precision: the workload's memory terms (independent of the GPU).
    std::vector<Precision> precs = precisionsFor(s);
    std::vector<WorkloadTerms> terms;
    std::vector<Precision> kept;
    std::optional<InputError> beyond; // a workload too large to plan at some precision
    for (Precision p : precs) {
        Workload w = base;
        w.precision = p;
        if (training && p == Precision::FP32)
            w.regime = TrainRegime::FP32;
        try {
            terms.push_back(workloadTerms(m, w, s.runtime));
            kept.push_back(p);
        } catch (const InputError& e) {
            // A precision this task cannot use (full fine-tuning of 4-bit weights): skipped.
            if (e.message() && e.message()->id == MessageId::MemoryBeyondLimit && !beyond)
                beyond = e;
        }
    }
    if (kept.empty() && beyond) // too large at every precision: say so rather than "nothing fits"
        throw *beyond;
    precs = kept;

    // Counts.
    std::vector<std::uint32_t> counts;
    for (std::uint32_t n = 1; n <= k.max_gpus; n = k.every_count ? n + 1 : n * 2)
        counts.push_back(n);

    // Per GPU: capacity, prices (the GPUs and their systems, per count), links. The price rows
    // are read once for every GPU.
    LatestPrices latest;
    if (want_buy)
        latest = LatestPrices(c);
    std::vector<GpuCtx> gpus;
    gpus.reserve(c.gpus.size());
    for (const auto& g : c.gpus) {
        if (g.usableMemoryBytes() == 0 || !(g.memory_bandwidth_bytes_per_s > 0.0))
            continue;
        GpuCtx x;
        x.gpu = &g;
        x.capacity = g.usableMemoryBytes();
        // Whether it can be bought does not depend on the count (buyPrice): one count tells.
        x.buyable = want_buy && !counts.empty() && x.buyFor(c, s, latest, counts.front()).available;
        const bool rent = want_rent && x.rentable(c, s);
        if (!x.buyable && !rent)
            continue;
        try {
            x.path = linkPathFor(c, g, "", s.inter_node_link, gpn);
        } catch (const InputError&) {
            x.path = LinkPath{};
            x.path.gpus_per_node = gpn;
        }
        x.power_w = g.tdp_w.value_or(0.0);
        gpus.push_back(std::move(x));
    }

    // What the sweep would try, at most (options per count: 10 for training, 3 for inference).
    const std::uint64_t per_count = (training ? 10u : 3u) * ((want_buy ? 1u : 0u) + (want_rent ? 1u : 0u));
    const std::uint64_t upper =
        static_cast<std::uint64_t>(gpus.size()) * precs.size() * counts.size() * per_count;
    if (upper > limits::kMaxCandidates)
        throw InputError("", Message(MessageId::TooManyCandidates, {upper, limits::kMaxCandidates}));

    LayoutTotals totals;
    std::vector<Eval> bests;
    bests.reserve(gpus.size() * precs.size() * counts.size() * 2);

    for (std::uint32_t gi = 0; gi < gpus.size(); ++gi) {
        GpuCtx& g = gpus[gi];
        const GpuSpec& gpu = *g.gpu;
        const bool has_path = g.path.intra.per_direction_bytes_per_s > 0.0;
        bool timed = false, missing_peak = false;
        for (std::uint32_t pi = 0; pi < precs.size(); ++pi) {
            const WorkloadTerms& t = terms[pi];
            const Precision cp = computePrecision(precs[pi], training, base.regime);
            if ((precs[pi] == Precision::FP8 || cp == Precision::FP8) && !gpu.fp8_tensor_flops)
                continue; // no fp8 support (fp8 weights, or fp8 training: torchao Float8)
            const auto peak = workloadPeak(gpu, cp, training, s.efficiencies);
            const double mfu = trainShare(gpu, cp, s.efficiencies).mfu;
            if (!peak) {
                missing_peak = true; // no throughput figure: cannot time it (Recommendation::untimed)
                continue;
            }
            timed = true;
            // What every layout's step reads of the workload and the GPU, found once.
            const TrainRate rate = training ? trainRate(t, gpu, s.efficiencies) : TrainRate{};
            // Counts that need more hours a month than a month has are followed by the counts
            // above them, one at a time, up to the first that can do the work (or max_gpus).
            std::vector<std::uint32_t> cs = counts;
            std::uint32_t over_max = 0, under_min = std::numeric_limits<std::uint32_t>::max(), probed = 0;
            for (std::size_t ci = 0; ci < cs.size(); ++ci) {
                const std::uint32_t n = cs[ci];
                const std::optional<RentPrice>& rent = want_rent ? g.rentFor(c, s, n) : kNoRent;
                const BuyPrice* bought = nullptr;
                if (g.buyable) // then at every count
                    if (const BuyPrice& b = g.buyFor(c, s, latest, n); b.available)
                        bought = &b;
                // The rent's billing terms resolved once for every option of this count.
                const bool billed = rent && rent->billing;
                const BillingRule billing = billed ? billingRule(*rent->billing) : BillingRule{};
                const Options options = optionsFor(n, gpn, m, training);
                LayoutTotals::Row& memory = totals.row(pi, n);
                Eval best_buy, best_rent;
                bool have_buy = false, have_rent = false;
                // A bought option whose GPUs its systems hold apart (more systems than one, fewer
                // GPUs in each than the scenario's node) talks between them over the inter-node link.
                const std::uint32_t buy_gpn = bought && bought->systems > 1 && bought->gpus_per_system > 0
                                                  ? std::min(gpn, bought->gpus_per_system)
                                                  : gpn;
                struct Timed {
                    bool ok = false;
                    double per_gpu = 0, hours = 0, comm_fraction = 0;
                };
                auto timeOn = [&](const Option& o, std::size_t oi, std::uint32_t node_gpus, int slot_gen) {
                    Timed r;
                    if (!has_path && n > 1)
                        return r;
                    if (node_gpus < gpn && ((o.strategy == Strategy::TensorParallel && n > node_gpus) ||
                                            (o.strategy == Strategy::Hybrid &&
                                             (n % node_gpus != 0 || m.heads % node_gpus != 0))))
                        return r; // tensor parallel stays inside one system
                    const LinkPath& path = node_gpus == gpn && slot_gen == 0
                                               ? g.path
                                               : g.pathAt(c, node_gpus, bought->systems_link, slot_gen);
                    if (node_gpus < gpn && n > node_gpus &&
                        !(path.inter && path.inter->per_direction_bytes_per_s > 0.0))
                        return r; // the systems cannot be linked: no inter-node link in the catalog
                    const Layout l = layoutOf(o, n, node_gpus, micro);
                    std::uint64_t total = node_gpus == gpn ? memory[oi] : LayoutTotals::kUnknown;
                    if (total == LayoutTotals::kUnknown) {
                        total = perGpuTotalBytes(t, l);
                        if (node_gpus == gpn)
                            memory[oi] = total;
                    }
                    if (total > g.capacity)
                        return r;
                    double job_s = 0.0;
                    if (training) {
                        const TrainStep step =
                            trainStep(t, rate, l, path, s.efficiencies, *peak, mfu, micro, false);
                        job_s = trainingJobSeconds(step, base.seq, s.job);
                        r.comm_fraction = step.comm_fraction;
                    } else {
                        const DecodeResult d = decode(t, gpu, l, base.batch, static_cast<double>(base.seq),
                                                      s.efficiencies, peak, n > 1 ? &path : nullptr);
                        const double prompt = std::max<double>(
                            1.0, static_cast<double>(base.seq) - static_cast<double>(s.job.generated_tokens));
                        const double pf = prefillSeconds(t, gpu, l, base.batch, prompt, s.efficiencies, *peak,
                                                         n > 1 ? &path : nullptr, base.prefill_chunk_tokens);
                        job_s = inferenceJobSeconds(pf, d, base.batch, l.dp, s.job);
                    }
                    r.hours = job_s / 3600.0;
                    if (k.deadline_hours && r.hours > *k.deadline_hours)
                        return r;
                    r.per_gpu = static_cast<double>(total);
                    r.ok = true;
                    return r;
                };
                // The hours of work over the horizon; the value objective's: the scenario's hours of
                // use, and the jobs done in them.
                auto usedHours = [&](const Eval& e) { return total_jobs * e.hours; };
                auto valueHours = [&](const Eval& e) {
                    return out.hours_per_month > 0.0 ? out.hours_per_month * horizon : usedHours(e);
                };
                auto valueJobs = [&](const Eval& e) { return e.hours > 0.0 ? valueHours(e) / e.hours : 0.0; };
                // A purchase of this count: its energy per hour of use, maintenance and resale (the
                // same for every option; cost = upfront + energy + maintenance - resale).
                const double buy_energy_rate = bought ? (n * g.power_w + bought->system_power_w) *
                                                            s.power_fraction / 1000.0 *
                                                            s.electricity_per_kwh * s.pue
                                                      : 0.0;
                const double buy_maintenance =
                    bought ? bought->total() * s.maintenance_fraction_per_year * horizon / 12.0 : 0.0;
                const double buy_resale = bought ? bought->resaleBase() * s.resale_fraction : 0.0;
                // Jobs per cost at the value objective's hours: a purchase's energy follows the hours.
                auto boughtValue = [&](const Eval& e) {
                    const double energy = buy_energy_rate * usedHours(e);
                    const double value_cost =
                        e.cost - energy + energy * (valueHours(e) / std::max(usedHours(e), 1e-300));
                    return value_cost > 0.0 ? valueJobs(e) / value_cost : 0.0;
                };
                // Renting bills each job its billed time (start-up, increment, minimum).
                auto rentedValue = [&](const Eval& e) {
                    const double value_cost = valueJobs(e) * e.billed * n * rent->per_gpu_hour;
                    return value_cost > 0.0 ? valueJobs(e) / value_cost : 0.0;
                };
                for (std::size_t oi = 0; oi < options.size; ++oi) {
                    const Option& o = options.at[oi];
                    out.evaluated += (bought ? 1 : 0) + (rent ? 1 : 0);
                    if (!bought && !rent)
                        continue; // neither bought nor rented at this count
                    // A bought option in slots of a lower PCIe generation is timed on them.
                    const int buy_gen = bought ? bought->slot_pcie_gen : 0;
                    const bool buy_as_rent = buy_gpn == gpn && buy_gen == 0;
                    const Timed at_gpn = rent || buy_as_rent ? timeOn(o, oi, gpn, 0) : Timed{};
                    const Timed at_buy = !bought || buy_as_rent ? at_gpn : timeOn(o, oi, buy_gpn, buy_gen);
                    auto evalOf = [&](const Timed& tm, std::uint32_t node_gpus, PurchaseMode mode) {
                        Eval e;
                        e.over = jobs_per_month * tm.hours > month_hours;
                        e.gpu = gi;
                        e.prec = pi;
                        e.count = n;
                        e.opt = o;
                        e.mode = mode;
                        e.per_gpu = tm.per_gpu;
                        e.hours = tm.hours;
                        e.comm_fraction = tm.comm_fraction;
                        e.node_gpus = node_gpus;
                        return e;
                    };
                    auto keep = [&](const Eval& e, Eval& best, bool& have) {
                        if (k.budget && e.cost > *k.budget)
                            return;
                        ++out.fitting;
                        if (!have || better(objective, e, best))
                            best = e;
                        have = true;
                    };
                    if (bought && at_buy.ok) {
                        Eval e = evalOf(at_buy, buy_gpn, PurchaseMode::Buy);
                        e.upfront = bought->total();
                        e.cost = e.upfront + buy_energy_rate * usedHours(e) + buy_maintenance - buy_resale;
                        if (objective == Objective::Value)
                            e.value = boughtValue(e);
                        keep(e, best_buy, have_buy);
                    }
                    if (rent && at_gpn.ok) {
                        Eval e = evalOf(at_gpn, gpn, PurchaseMode::Rent);
                        e.rent = &*rent;
                        e.billed = // billedJobHours(*rent, e.hours)
                            billed ? billedJobUnder(billing, e.hours).billedHours() : e.hours;
                        e.cost = total_jobs * e.billed * n * rent->per_gpu_hour;
                        if (objective == Objective::Value)
                            e.value = rentedValue(e);
                        keep(e, best_rent, have_rent);
                    }
                }
                // Under another objective the value is not ranked by: computed for the kept ones.
                if (have_buy) {
                    if (objective != Objective::Value)
                        best_buy.value = boughtValue(best_buy);
                    bests.push_back(best_buy);
                }
                if (have_rent) {
                    if (objective != Objective::Value)
                        best_rent.value = rentedValue(best_rent);
                    bests.push_back(best_rent);
                }
                if (have_buy || have_rent) {
                    if ((have_buy && !best_buy.over) || (have_rent && !best_rent.over))
                        under_min = std::min(under_min, n);
                    else
                        over_max = std::max(over_max, n);
                }
                // The last count tried: if some count cannot do the work, try the next one up.
                if (ci + 1 == cs.size() && !k.every_count && over_max > 0) {
                    std::uint32_t next = std::max(over_max, probed) + 1;
                    while (next < under_min && next <= k.max_gpus &&
                           std::find(cs.begin(), cs.end(), next) != cs.end())
                        ++next;
                    if (next < under_min && next <= k.max_gpus) {
                        cs.push_back(next);
                        probed = next;
                    }
                }
            }
        }
        if (!timed && missing_peak)
            out.untimed.push_back(gpu.id);
    }

    // Pareto front on (cost, hours) among the options that can do the work, cheapest first.
    const std::vector<std::uint32_t> by_cost = cheapestFirst(bests);
    std::vector<bool> on_front(bests.size(), false);
    std::vector<std::uint32_t> front;
    double best_hours = std::numeric_limits<double>::infinity();
    for (std::uint32_t i : by_cost)
        if (!bests[i].over && bests[i].hours < best_hours) {
            best_hours = bests[i].hours;
            on_front[i] = true;
            front.push_back(i);
        }
    // The ranking: by the objective, the options over capacity last.
    std::vector<std::uint32_t> order = by_cost;
    if (objective != Objective::Cheapest)
        std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            return better(objective, bests[a], bests[b]);
        });
    // An option over capacity is replaced by the smallest larger count of the same GPU,
    // precision and mode that can do the work: per group, counts in ascending order.
    std::vector<std::optional<std::uint32_t>> replacement(bests.size()), replaces(bests.size());
    if (std::any_of(bests.begin(), bests.end(), [](const Eval& e) { return e.over; })) {
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
    auto indexOf = [&](const Eval& e) { return static_cast<std::size_t>(&e - bests.data()); };
    auto replacementOf = [&](const Eval& e) { return replacement[indexOf(e)]; };
    auto replacedBy = [&](const Eval& e) { return replaces[indexOf(e)]; };

    auto toCandidate = [&](const Eval& e) {
        Candidate cd;
        const GpuCtx& g = gpus[e.gpu];
        cd.gpu = g.gpu->id;
        cd.gpu_name = g.gpu->name;
        cd.count = e.count;
        cd.strategy = e.opt.strategy;
        cd.offload = e.opt.offload;
        cd.offload_params = e.opt.offload_params;
        cd.precision = precs[e.prec];
        cd.mode = e.mode;
        cd.per_gpu_bytes = static_cast<std::uint64_t>(e.per_gpu);
        cd.capacity_bytes = g.capacity;
        cd.job_hours = e.hours;
        cd.total_cost = e.cost;
        cd.upfront_cost = e.upfront;
        cd.comm_fraction = e.comm_fraction;
        cd.hours_per_month = jobs_per_month * e.hours;
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
    };
    auto details = [&](const Eval& e) {
        const GpuCtx& g = gpus[e.gpu];
        std::vector<Message> parts;
        parts.push_back(
            Message(e.mode == PurchaseMode::Buy ? MessageId::ReasonBought : MessageId::ReasonRented,
                    {strategyLabel(e.opt.strategy, e.opt.offload, e.opt.offload_params), e.count, g.gpu->name,
                     precisionInfo(precs[e.prec]).id}));
        if (e.mode == PurchaseMode::Buy)
            if (const BuyPrice* b = g.boughtAt(e.count)) {
                if (!b->system_name.empty())
                    parts.push_back(Message(b->gpus_included ? MessageId::ReasonSystemIncluded
                                                             : MessageId::ReasonInSystem,
                                            {b->systems, b->system_name}));
                // What the price assumed or was held to (whole systems, the power supply).
                parts.insert(parts.end(), b->notes.begin(), b->notes.end());
                if (e.node_gpus < gpn && e.count > e.node_gpus)
                    parts.push_back(splitOverSystems(c, *b)); // the link it was timed over
            }
        parts.push_back(Message(MessageId::ReasonMemory, {e.per_gpu / 1e9, g.capacity / 1e9}));
        parts.push_back(Message(MessageId::ReasonJobHours, {e.hours}));
        if (training && e.comm_fraction >= 0.10) {
            const Layout l = layoutOf(e.opt, e.count, e.node_gpus, micro);
            const bool buy = e.mode == PurchaseMode::Buy;
            const LinkPath& path = g.pathAt(e.node_gpus, buy ? g.systemsLinkAt(e.count) : std::string(),
                                            buy ? g.slotGenAt(e.count) : 0);
            const auto comm = stepCommunication(terms[e.prec], l, path, s.efficiencies.comm, micro);
            // Name the link that carries the largest share of the traffic.
            std::optional<Message> link_name;
            const double biggest =
                std::max({comm.dp_seconds, comm.tp_seconds, comm.pp_seconds, comm.offload_seconds});
            if (biggest == comm.offload_seconds) {
                link_name = Message(MessageId::LinkToHost,
                                    {Message(MessageId::LinkName, {path.host.name, path.host.id})});
            } else {
                const std::string id(biggest == comm.dp_seconds   ? comm.dp_link
                                     : biggest == comm.tp_seconds ? comm.tp_link
                                                                  : comm.pp_link);
                const InterconnectSpec* spec = c.findInterconnect(id);
                const std::string& name = spec ? spec->name : (id == path.intra.id ? path.intra.name : id);
                if (!name.empty())
                    link_name = Message(MessageId::LinkName, {name, id});
            }
            parts.push_back(
                Message(MessageId::ReasonCommunication,
                        {strategyLabel(e.opt.strategy, e.opt.offload, e.opt.offload_params),
                         link_name.value_or(Message(MessageId::ItsLink)), e.comm_fraction * 100.0}));
        }
        if (e.opt.offload != Offload::None)
            parts.push_back(Message(MessageId::ReasonOffload));
        if (precisionInfo(precs[e.prec]).quantized)
            parts.push_back(Message(MessageId::ReasonQuantized, {precisionInfo(precs[e.prec]).id}));
        return parts;
    };

    auto capacityDetails = [&](const Eval& e, std::vector<Message>& parts) {
        if (e.over) {
            const auto repl = replacementOf(e);
            parts.push_back(repl ? Message(MessageId::ReasonReplacement, {*repl, gpus[e.gpu].gpu->name})
                                 : Message(MessageId::ReasonNoReplacement, {k.max_gpus}));
        } else if (const auto replaced = replacedBy(e)) {
            parts.push_back(Message(MessageId::ReasonReplaces, {*replaced}));
        }
        if (e.rent && !e.rent->offer_id.empty())
            parts.push_back(Message(MessageId::ReasonOffer, {e.rent->label, e.rent->offer_gpus}));
        if (e.rent && e.mode == PurchaseMode::Rent) // the arithmetic of the rented cost
            for (Message& part : rentArithmetic(*e.rent, e.hours, total_jobs, e.count, s.currency))
                parts.push_back(std::move(part));
    };

    const std::size_t k_top = std::max<std::size_t>(1, k.top_k);
    for (std::size_t rank = 0; rank < order.size() && rank < k_top; ++rank) {
        const Eval& e = bests[order[rank]];
        Candidate cd = toCandidate(e);
        cd.pareto = on_front[order[rank]];
        const Eval& first = bests[order[0]];
        const double more = e.cost - first.cost;
        const double percent = first.cost > 0 ? 100.0 * more / first.cost : 0.0;
        if (e.over) {
            cd.reason_head =
                Message(MessageId::RankOverCapacity, {rank + 1, cd.hours_per_month, month_hours});
        } else if (rank == 0) {
            switch (objective) {
            case Objective::Cheapest:
                cd.reason_head = Message(MessageId::RankFirst);
                break;
            case Objective::Fastest:
                cd.reason_head = k.budget
                                     ? Message(MessageId::RankFirstFastestBudget, {*k.budget, s.currency})
                                     : Message(MessageId::RankFirstFastest);
                break;
            case Objective::Value:
                cd.reason_head = Message(MessageId::RankFirstValue, {e.value * 1000.0, s.currency});
                break;
            case Objective::Serving: // ranked by recommendServing
                cd.reason_head = Message(MessageId::RankFirst);
                break;
            }
        } else if (objective == Objective::Fastest) {
            cd.reason_head = Message(MessageId::RankOtherSlower,
                                     {rank + 1, e.hours / std::max(first.hours, 1e-12), more, s.currency});
        } else if (objective == Objective::Value) {
            const double less = first.value > 0 ? 100.0 * (1.0 - e.value / first.value) : 0.0;
            cd.reason_head = Message(MessageId::RankOtherLessValue, {rank + 1, less, more, s.currency});
        } else if (e.hours < first.hours) {
            cd.reason_head = Message(MessageId::RankOtherFaster, {rank + 1, more, s.currency, percent,
                                                                  first.hours / std::max(e.hours, 1e-12)});
        } else if (!cd.pareto) {
            cd.reason_head = Message(MessageId::RankOtherNotFaster, {rank + 1, more, s.currency, percent});
        } else {
            cd.reason_head = Message(MessageId::RankOther, {rank + 1, more, s.currency, percent});
        }
        cd.reason_details = details(e);
        capacityDetails(e, cd.reason_details);
        out.ranked.push_back(std::move(cd));
    }
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
    return out;
}

std::string englishReason(const Candidate& c) {
    return c.reason_head.english() + ": " + englishJoined(c.reason_details, "; ");
}

} // namespace gpuplan

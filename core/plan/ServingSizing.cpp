#include "core/plan/ServingSizing.h"

#include "core/base/Error.h"
#include "core/cost/Pricing.h"
#include "core/cost/SystemPricing.h"
#include "core/scenario/PlanChecks.h"
#include "core/serving/SimulatedLoad.h"
#include "core/speed/Communication.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace gpuplan {

ServingTargets servingTargets(const ServingSettings& s) {
    ServingTargets t;
    if (s.ttft_p95_ms)
        t.ttft_p95_s = *s.ttft_p95_ms / 1000.0;
    if (s.tpot_ms)
        t.tpot_s = *s.tpot_ms / 1000.0;
    if (s.tokens_per_s_per_user) {
        const double from_rate = 1.0 / *s.tokens_per_s_per_user;
        t.tpot_s = t.tpot_s ? std::min(*t.tpot_s, from_rate) : from_rate;
    }
    return t;
}

namespace {

// What does not depend on the replicas or on buying or renting: the memory of one GPU of a
// replica and the speed model of one replica.
struct Base {
    const GpuSpec* gpu = nullptr;
    Precision weights = Precision::BF16;
    Precision kv = Precision::FP16;
    std::uint32_t tp = 1;
    ServingMemory memory;
    ServingSpeedModel speed;
    SchedulerPolicy scheduler;
    bool usable = false;         // fits, and the speed model could be built
    Message reason;              // why not (the memory's reason when it does not fit)
    double capacity_rps_one = 0; // one replica
};

// Where bought GPUs sit, when it changes their links: a tensor-parallel group larger than one
// system all-reduces over the link between the systems; slots of an older PCIe generation than
// the GPU's carry its PCIe traffic at their rate (cappedToSlots), as the recommendation times it.
struct SplitLayout {
    std::uint32_t gpus_per_system = 0; // 0: each group inside one system
    std::string link;                  // interconnect id between the systems
    int slot_pcie_gen = 0;             // the slots' PCIe generation when below the GPU's; 0 otherwise
};

Base makeBase(const Catalog& c, const ModelSpec& m, const Scenario& s, const GpuSpec& gpu, Precision weights,
              Precision kv, std::uint32_t tp, const SplitLayout* split = nullptr) {
    Base b;
    b.gpu = &gpu;
    b.weights = weights;
    b.kv = kv;
    b.tp = tp;
    ServingSettings ss = s.serving;
    ss.tp = tp;
    b.memory = servingMemory(m, gpu, weights, kv, ss, tp);
    b.reason = b.memory.reason;
    if (!b.memory.fits)
        return b;
    std::optional<LinkPath> path;
    if (tp > 1) {
        try {
            path = split && split->gpus_per_system > 0
                       ? linkPathFor(c, gpu, s.intra_node_link, split->link, split->gpus_per_system)
                       : linkPathFor(c, gpu, s.intra_node_link, "", std::max(s.gpus_per_node, tp));
            if (split)
                path = cappedToSlots(c, *path, split->slot_pcie_gen);
        } catch (const InputError&) {
            path.reset(); // no catalog link: the all-reduces' latency alone
        }
    }
    const EffectiveServing e = effectiveServing(ss, gpu, m.max_context);
    b.scheduler = schedulerPolicy(e, b.memory.kv_cache_tokens);
    try {
        b.speed = servingSpeedModel(m, gpu, weights, b.memory, e, ss, 1, path ? &*path : nullptr);
    } catch (const InputError&) {
        b.reason = Message(MessageId::ServingNoComputeFigure, {gpu.name}); // or no bandwidth figure
        return b;
    }
    b.capacity_rps_one = servingCapacityRps(b.speed);
    // A figure of the catalog too small or too large to compute with (1e-300 B/s): not a speed.
    if (!std::isfinite(b.capacity_rps_one) || !(b.capacity_rps_one > 0.0) ||
        !std::isfinite(servingPrefillSeconds(b.speed, b.speed.prompt_tokens))) {
        b.reason = Message(MessageId::ServingSpeedNotFinite,
                           {m.id, gpu.name, gpu.memory_bandwidth_bytes_per_s,
                            gpu.bf16_tensor_flops.value_or(gpu.fp32_flops.value_or(0.0))});
        b.capacity_rps_one = 0;
        return b;
    }
    b.usable = true;
    return b;
}

ServingLoad loadOf(const Scenario& s, const ServingSpeedModel& speed) {
    if (s.serving.requests_per_s)
        return servingUnderRate(speed, *s.serving.requests_per_s);
    return servingForUsers(speed, s.serving.users.value_or(1));
}

void checkTargets(const Scenario& s, ServingOption& o) {
    const ServingTargets t = servingTargets(s.serving);
    o.misses.clear();
    if (!o.load.stable) {
        o.misses.push_back(Message(MessageId::ServingOverloaded, {o.load.requests_per_s, o.capacity_rps}));
    }
    if (t.ttft_p95_s && !(o.load.ttft_p95_s <= *t.ttft_p95_s))
        o.misses.push_back(
            Message(MessageId::ServingMissTtft, {o.load.ttft_p95_s * 1000.0, *t.ttft_p95_s * 1000.0}));
    if (t.tpot_s && !(o.load.tpot_p50_s <= *t.tpot_s))
        o.misses.push_back(
            Message(MessageId::ServingMissTpot, {o.load.tpot_p50_s * 1000.0, *t.tpot_s * 1000.0}));
    o.meets = o.misses.empty();
}

// The option of `base` with `replicas` replicas, its traffic (analytic, or simulated) and targets
// (no price yet).
ServingOption performance(const Scenario& s, const Base& base, std::uint32_t replicas,
                          bool simulate = false) {
    ServingOption o;
    o.gpu = base.gpu->id;
    o.gpu_name = base.gpu->name;
    o.precision = base.weights;
    o.kv_precision = base.kv;
    o.tp = base.tp;
    o.replicas = std::max<std::uint32_t>(1, replicas);
    o.memory = base.memory;
    o.scheduler = base.scheduler;
    if (!base.usable) {
        o.meets = false;
        o.misses = {base.reason};
        return o;
    }
    ServingSpeedModel speed = base.speed;
    speed.replicas = o.replicas;
    o.load = simulate ? simulatedLoad(speed, base.scheduler, servingTraffic(s.serving)) : loadOf(s, speed);
    o.speed = speed;
    o.capacity_rps = base.capacity_rps_one * o.replicas; // replicas are independent
    checkTargets(s, o);
    return o;
}

// Bought, a replica's GPUs may sit in several systems (their slots or power supplies hold fewer than
// its tensor-parallel group): its all-reduces then cross the systems' network, as the recommendation
// times them (core/cost/SystemPricing's systemNetwork); and in a host whose slots are of an older
// PCIe generation, a PCIe group all-reduces at the slots' rate. The layout and what the option says
// of the split; nullopt when every group is inside one system at its own PCIe rate.
struct Split {
    SplitLayout layout;
    std::optional<Message> note; // the split over systems; none when the slots alone differ
};
// `own`: the GPU's own price (purchasePrice), looked up once for all its options.
std::optional<Split> splitOf(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t gpus,
                             std::uint32_t tp, const std::optional<PurchasePrice>& own) {
    if (tp <= 1)
        return std::nullopt;
    const BuyPrice bp = buyPrice(c, s, gpu, gpus, own);
    const bool apart = bp.systems > 1 && bp.gpus_per_system > 0 && tp > bp.gpus_per_system;
    if (!bp.available || (!apart && bp.slot_pcie_gen <= 0))
        return std::nullopt;
    Split out;
    out.layout.slot_pcie_gen = bp.slot_pcie_gen;
    if (apart) {
        out.layout.gpus_per_system = bp.gpus_per_system;
        out.layout.link = bp.systems_link;
        out.note = splitOverSystems(c, bp);
    }
    return out;
}

const std::optional<PurchasePrice> kNoPrice; // renting

// A GPU's own price (purchasePrice), looked up when an option of it is first bought, from the
// price rows found once for every GPU (`latest`) when given.
class OwnPrice {
public:
    OwnPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu, const LatestPrices* latest = nullptr)
        : c_(c), s_(s), gpu_(gpu), latest_(latest) {}
    const std::optional<PurchasePrice>& operator()() {
        if (!price_)
            price_ = latest_ ? purchasePrice(c_, s_, gpu_, *latest_) : purchasePrice(c_, s_, gpu_);
        return *price_;
    }

private:
    const Catalog& c_;
    const Scenario& s_;
    const GpuSpec& gpu_;
    const LatestPrices* latest_;
    std::optional<std::optional<PurchasePrice>> price_;
};

// The month's cost of a priced option at its load: what it serves against what it could.
void monthlyCost(const Scenario& s, ServingOption& o) {
    const double P = static_cast<double>(s.serving.prompt_tokens);
    const double O = static_cast<double>(s.serving.output_tokens);
    const double input_share = P / (P + O);
    const double served = o.load.requests_per_s * (P + O);
    const double capacity = std::max(o.capacity_rps, o.load.requests_per_s) * (P + O);
    o.month = o.mode == PurchaseMode::Buy
                  ? boughtMonthlyCost(o.buy_costs, s.horizon_months, s.hours_per_month, served, capacity,
                                      input_share)
                  : rentedMonthlyCost(o.rate_per_hour, s.hours_per_month, served, capacity, input_share);
    o.monthly_cost = o.month.total();
    o.per_million = costPerMillion(o.month, o.load.prefill_share);
}

void price(const Catalog& c, const Scenario& s, const GpuSpec& gpu, ServingOption& o, PurchaseMode mode,
           const std::optional<PurchasePrice>& own) {
    o.mode = mode;
    if (mode == PurchaseMode::Buy) {
        const BuyPrice bp = buyPrice(c, s, gpu, o.gpus(), own);
        if (!bp.available) {
            o.priced = false;
            o.price_reason = bp.reason;
            return;
        }
        o.buy_costs = buyCostsOf(s, gpu, bp);
        o.upfront_cost = bp.total();
        o.price_notes = bp.notes;
        o.system = bp.system_id;
        o.system_name = bp.system_name;
        o.systems = bp.systems;
        o.system_cost = bp.system_cost;
        o.gpus_included = bp.gpus_included;
        o.price_date = bp.gpu_price_date;
    } else {
        // One rule for what can be rented: each replica is a machine of its own, so an offer of
        // TP GPUs (or one whose provider rents GPUs singly) rents every replica; the recommendation
        // rents its candidates by the same rule (issue 37, item 5).
        const auto rp = rentPrice(c, s, gpu, o.tp);
        if (!rp) {
            o.priced = false;
            o.price_reason = Message(MessageId::NoCloudOffer, {gpu.id});
            return;
        }
        o.rate_per_hour = rp->per_gpu_hour * o.gpus();
        o.offer_id = rp->offer_id;
        o.offer_label = rp->label;
        o.offer_gpus = rp->offer_gpus;
        o.price_date = rp->date;
    }
    o.priced = true;
    monthlyCost(s, o);
}

std::vector<Precision> weightPrecisions(const Scenario& s, const ServingSearch& search, const GpuSpec& gpu) {
    std::vector<Precision> out = !search.precisions.empty()          ? search.precisions
                                 : !s.constraints.precisions.empty() ? s.constraints.precisions
                                                                     : std::vector<Precision>{};
    if (!out.empty())
        return out;
    if (s.serving.engine == Engine::LlamaCpp)
        return {Precision::Q8_0, Precision::Q4_K_M};
    out = {Precision::BF16, Precision::AWQ_INT4};
    if (gpu.fp8_tensor_flops)
        out.push_back(Precision::FP8);
    return out;
}

std::vector<Precision> kvPrecisionsFor(const Scenario& s, const ServingSearch& search) {
    if (!search.kv_precisions.empty())
        return search.kv_precisions;
    if (s.serving.engine == Engine::LlamaCpp)
        return {Precision::FP16, Precision::Q8_0};
    return {Precision::FP16, Precision::FP8};
}

// How far an option is from the targets: the larger of achieved / target (1 or less: met).
double distance(const Scenario& s, const ServingOption& o) {
    const ServingTargets t = servingTargets(s.serving);
    double d =
        o.load.stable ? 0.0 : 1e6 + (o.capacity_rps > 0 ? o.load.requests_per_s / o.capacity_rps : 1e6);
    if (t.ttft_p95_s)
        d = std::max(d, o.load.ttft_p95_s / *t.ttft_p95_s);
    if (t.tpot_s)
        d = std::max(d, o.load.tpot_p50_s / *t.tpot_s);
    return d;
}

// The front of monthly cost against latency (TTFT p95, then TPOT) among stable options, cheapest
// first.
std::vector<std::size_t> paretoFront(const std::vector<ServingOption>& all) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].load.stable)
            order.push_back(i);
    // Equal costs (the same GPUs laid out as more replicas or a wider tensor parallel) in order of
    // latency, so that the front keeps the fastest of them whatever order they were tried in.
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return std::tie(all[a].monthly_cost, all[a].load.ttft_p95_s, all[a].load.tpot_p50_s, a) <
               std::tie(all[b].monthly_cost, all[b].load.ttft_p95_s, all[b].load.tpot_p50_s, b);
    });
    std::vector<std::size_t> front;
    double best_ttft = std::numeric_limits<double>::infinity();
    for (const std::size_t i : order) {
        if (all[i].load.ttft_p95_s < best_ttft) {
            best_ttft = all[i].load.ttft_p95_s;
            front.push_back(i);
        }
    }
    return front;
}

bool cheaperOrFaster(const ServingOption& a, const ServingOption& b) {
    if (a.meets != b.meets)
        return a.meets;
    if (a.monthly_cost != b.monthly_cost)
        return a.monthly_cost < b.monthly_cost;
    return a.load.ttft_p95_s < b.load.ttft_p95_s;
}

void cheapestFirst(std::vector<ServingOption>& all) {
    std::stable_sort(all.begin(), all.end(), cheaperOrFaster);
}

// The simulator re-times the options the search lists (ServingSearch): those the analytic model
// finds meeting the targets, cheapest first, until top_k still meet them simulated, then the
// closest of the rest to fill the list, and the analytic front of cost against latency; the
// options it did not re-time are dropped, so that every figure listed is the simulator's. Returns
// how many of the dropped ones the analytic model finds meeting the targets.
std::size_t simulateListed(const Scenario& s, std::size_t top_k, std::vector<ServingOption>& all) {
    const std::size_t budget = 3 * top_k + 20;
    const std::vector<std::size_t> front = paretoFront(all); // analytic
    std::vector<char> done(all.size(), 0);
    std::size_t simulations = 0, confirmed = 0;
    // Bought and rented, the same GPUs laid out alike serve alike: simulated once.
    using Key = std::tuple<std::string, Precision, Precision, std::uint32_t, std::uint32_t, double, double>;
    std::map<Key, ServingLoad> seen;
    const auto resimulate = [&](std::size_t i) {
        ServingOption& o = all[i];
        const Key key{o.gpu,
                      o.precision,
                      o.kv_precision,
                      o.tp,
                      o.replicas,
                      o.speed.allreduce_seconds_per_token,
                      o.speed.allreduce_latency_per_step};
        const auto it = seen.find(key);
        o.load = it != seen.end()
                     ? it->second
                     : seen.emplace(key, simulatedLoad(o.speed, o.scheduler, servingTraffic(s.serving)))
                           .first->second;
        checkTargets(s, o);
        monthlyCost(s, o);
        done[i] = 1;
        ++simulations;
        confirmed += o.meets ? 1 : 0;
    };
    for (std::size_t i = 0; i < all.size() && all[i].meets && confirmed < top_k && simulations < budget; ++i)
        resimulate(i);
    for (std::size_t i = 0; i < all.size() && simulations < std::min(budget, top_k); ++i)
        if (!done[i])
            resimulate(i);
    for (const std::size_t i : front)
        if (!done[i])
            resimulate(i);
    std::size_t keep = 0, screened = 0;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (done[i]) {
            if (keep != i)
                all[keep] = std::move(all[i]);
            ++keep;
        } else {
            screened += all[i].meets ? 1 : 0;
        }
    all.resize(keep);
    cheapestFirst(all);
    return screened;
}

} // namespace

ServingOption evaluateServing(const Catalog& c, const ModelSpec& m, const Scenario& s, const GpuSpec& gpu,
                              Precision weights, Precision kv, std::uint32_t tp, std::uint32_t replicas,
                              PurchaseMode mode) {
    tp = std::max<std::uint32_t>(1, tp);
    const bool buy = mode != PurchaseMode::Rent;
    OwnPrice own(c, s, gpu);
    const auto split = buy && tp > 1
                           ? splitOf(c, s, gpu, tp * std::max<std::uint32_t>(1, replicas), tp, own())
                           : std::nullopt;
    const Base base = makeBase(c, m, s, gpu, weights, kv, tp, split ? &split->layout : nullptr);
    if (base.reason.id == MessageId::ServingSpeedNotFinite) // the one GPU asked for: an error naming it
        throw InputError(fmt::format("catalog: GPU '{}'", gpu.id), base.reason);
    ServingOption o = performance(s, base, replicas, true);
    if (base.usable) {
        price(c, s, gpu, o, buy ? PurchaseMode::Buy : PurchaseMode::Rent, buy ? own() : kNoPrice);
        if (split && split->note)
            o.price_notes.push_back(*split->note);
    }
    return o;
}

std::optional<std::uint32_t> servingGpusNeeded(const Catalog& c, const ModelSpec& m, const Scenario& s,
                                               const GpuSpec& gpu, Precision weights, Precision kv,
                                               std::uint32_t tp, std::uint32_t max_gpus) {
    tp = std::max<std::uint32_t>(1, tp);
    for (std::uint32_t r = 1; r * tp <= max_gpus; r = r < 8 ? r + 1 : r + std::max<std::uint32_t>(1, r / 8))
        if (evaluateServing(c, m, s, gpu, weights, kv, tp, r, PurchaseMode::Buy).meets)
            return r * tp;
    return std::nullopt;
}

namespace {

// The GPUs a serving search tries: the catalog's, or those it names (each must be in it).
std::vector<const GpuSpec*> servingGpus(const Catalog& c, const ServingSearch& search) {
    std::vector<const GpuSpec*> gpus;
    if (search.gpu_ids.empty()) {
        for (const auto& g : c.gpus)
            gpus.push_back(&g);
    } else {
        for (const auto& id : search.gpu_ids) {
            const GpuSpec* g = c.findGpu(id);
            if (!g)
                throw InputError("scenario", Message(MessageId::GpuNotInCatalog, {id}));
            gpus.push_back(g);
        }
    }
    return gpus;
}

// Bought, rented or both, as the scenario's constraints allow.
std::vector<PurchaseMode> servingModes(const Scenario& s) {
    std::vector<PurchaseMode> modes;
    if (s.constraints.mode != PurchaseMode::Rent)
        modes.push_back(PurchaseMode::Buy);
    if (s.constraints.mode != PurchaseMode::Buy)
        modes.push_back(PurchaseMode::Rent);
    return modes;
}

// The option of `base` with the fewest replicas that meet the targets, within max_gpus.
ServingOption sized(const Scenario& s, const Base& base, std::uint32_t max_gpus) {
    const std::uint32_t limit = std::max<std::uint32_t>(1, max_gpus / base.tp);
    std::uint32_t replicas = 1;
    if (s.serving.requests_per_s && base.capacity_rps_one > 0.0)
        replicas = static_cast<std::uint32_t>(std::clamp(
            std::ceil(*s.serving.requests_per_s / base.capacity_rps_one), 1.0, static_cast<double>(limit)));
    else if (s.serving.users)
        replicas = static_cast<std::uint32_t>(std::clamp(
            std::ceil(*s.serving.users / std::max(1.0, std::min<double>(base.memory.max_concurrent_sequences,
                                                                        base.speed.max_num_seqs))),
            1.0, static_cast<double>(limit)));
    ServingOption o = performance(s, base, replicas);
    while (!o.meets && o.replicas < limit) {
        const auto next = std::min<std::uint32_t>(
            limit, std::max<std::uint32_t>(o.replicas + 1,
                                           static_cast<std::uint32_t>(std::ceil(o.replicas * 1.25))));
        ServingOption more = performance(s, base, next);
        // More replicas help only while the load is the limit (a lone prompt's prefill is not).
        if (!more.meets && distance(s, more) >= distance(s, o) * 0.999) {
            o = std::move(more);
            break;
        }
        o = std::move(more);
    }
    return o;
}

// The sizing's sweep of every GPU x weights x KV cache x tensor-parallel degree: the priced
// options it found, and what the hints read when none meets the targets.
struct ServingSweep {
    const Catalog& c;
    const ModelSpec& m;
    const Scenario& s;
    const ServingSearch& search;
    ServingSizing& r;
    const std::uint32_t max_gpus =
        std::max<std::uint32_t>(1, std::min(search.max_gpus, s.constraints.max_gpus));
    const std::vector<PurchaseMode> modes = servingModes(s);
    const std::vector<Precision> kvs = kvPrecisionsFor(s, search);
    // Each GPU's own price is read from the catalog's price rows once (LatestPrices), when an option
    // of it is first bought: not once per option and count, however many quotes the catalog keeps.
    const LatestPrices latest = s.constraints.mode != PurchaseMode::Rent ? LatestPrices(c) : LatestPrices();
    bool anything_fits = false;
    std::optional<ServingOption> closest{}; // the nearest miss, for the hints
    double closest_distance = std::numeric_limits<double>::infinity();
    double fastest_prefill = std::numeric_limits<double>::infinity();
    std::optional<ServingOption> overloaded_at_limit{};
    std::vector<ServingOption> all{};

    void sweepGpu(const GpuSpec& g);
    void tryLayout(const GpuSpec& g, OwnPrice& own, Precision p, Precision kv, std::uint32_t tp);
    void addPriced(const Base& base, OwnPrice& own, const ServingOption& o);
    void report();
    void addHints();
};

// One GPU at every weight and KV precision and tensor-parallel degree up to 8.
void ServingSweep::sweepGpu(const GpuSpec& g) {
    OwnPrice own(c, s, g, &latest);
    for (const Precision p : weightPrecisions(s, search, g))
        for (const Precision kv : kvs)
            for (std::uint32_t tp = 1; tp <= std::min<std::uint32_t>(max_gpus, 8); tp *= 2) {
                if (tensorParallelProblem(m, tp))
                    continue; // 8 GPUs cannot split 12 heads
                ++r.evaluated;
                tryLayout(g, own, p, kv, tp);
            }
}

// One layout sized to the targets, noted when it misses them, and priced.
void ServingSweep::tryLayout(const GpuSpec& g, OwnPrice& own, Precision p, Precision kv, std::uint32_t tp) {
    const Base base = makeBase(c, m, s, g, p, kv, tp);
    if (!base.usable)
        return;
    anything_fits = true;
    fastest_prefill = std::min(fastest_prefill, servingPrefillSeconds(base.speed, base.speed.prompt_tokens));
    ServingOption o = sized(s, base, max_gpus);
    const double d = distance(s, o);
    if (!o.meets && d < closest_distance) {
        closest_distance = d;
        closest = o;
    }
    if (!o.meets && !o.load.stable && o.replicas == std::max<std::uint32_t>(1, max_gpus / tp) &&
        !overloaded_at_limit)
        overloaded_at_limit = o;
    addPriced(base, own, o);
}

// The option priced in each mode: bought, a tensor-parallel group its systems split is resized on
// their link.
void ServingSweep::addPriced(const Base& base, OwnPrice& own, const ServingOption& o) {
    const GpuSpec& g = *base.gpu;
    for (const PurchaseMode mode : modes) {
        ServingOption priced = o;
        std::optional<Message> split_note;
        if (mode == PurchaseMode::Buy && base.tp > 1)
            if (const auto split = splitOf(c, s, g, o.gpus(), base.tp, own())) {
                const Base apart = makeBase(c, m, s, g, base.weights, base.kv, base.tp, &split->layout);
                if (!apart.usable)
                    continue;
                priced = sized(s, apart, max_gpus);
                split_note = split->note;
            }
        price(c, s, g, priced, mode, mode == PurchaseMode::Buy ? own() : kNoPrice);
        if (split_note)
            priced.price_notes.push_back(*split_note);
        if (priced.priced)
            all.push_back(std::move(priced));
    }
}

// The options cheapest first (the listed ones simulated), the Pareto front, the best, the hints
// when none meets the targets, and the APIs compared with the best (or cheapest).
void ServingSweep::report() {
    cheapestFirst(all);
    const std::size_t screened_meeting = simulateListed(s, search.top_k, all);
    for (const std::size_t i : paretoFront(all)) {
        all[i].pareto = true;
        r.pareto.push_back(all[i]);
    }
    if (!all.empty() && all.front().meets)
        r.best = all.front();
    if (!r.best)
        addHints();
    const ServingOption* reference = r.best ? &*r.best : (all.empty() ? nullptr : &all.front());
    if (reference)
        r.apis = compareApis(c, s, m.id, reference->month);
    r.meeting = screened_meeting +
                static_cast<std::size_t>(
                    std::count_if(all.begin(), all.end(), [](const ServingOption& o) { return o.meets; }));
    if (all.size() > search.top_k)
        all.resize(search.top_k);
    r.options = std::move(all);
}

// What would meet the targets: more GPUs, fp8, a faster GPU, shorter prompts.
void ServingSweep::addHints() {
    if (!anything_fits) {
        r.hints.push_back(Message(MessageId::ServingHintNoFit, {max_gpus}));
        return;
    }
    if (overloaded_at_limit && overloaded_at_limit->capacity_rps > 0.0 && s.serving.requests_per_s) {
        const double per_replica = overloaded_at_limit->capacity_rps / overloaded_at_limit->replicas;
        const auto need = static_cast<std::uint64_t>(std::ceil(*s.serving.requests_per_s / per_replica)) *
                          overloaded_at_limit->tp;
        r.hints.push_back(
            Message(MessageId::ServingHintReplicas, {need, overloaded_at_limit->gpu_name, max_gpus}));
    }
    if (closest) {
        const GpuSpec* g = c.findGpu(closest->gpu);
        if (closest->precision != Precision::FP8 && g && g->fp8_tensor_flops)
            r.hints.push_back(Message(MessageId::ServingHintFp8, {closest->gpu_name}));
        r.hints.push_back(
            Message(MessageId::ServingHintFasterGpu, {closest->load.ttft_p95_s * 1000.0,
                                                      closest->load.tpot_p50_s * 1000.0, closest->gpu_name}));
    }
    const ServingTargets t = servingTargets(s.serving);
    if (t.ttft_p95_s && fastest_prefill > *t.ttft_p95_s)
        r.hints.push_back(Message(MessageId::ServingHintShorterPrompts, {fastest_prefill * 1000.0}));
}

} // namespace

ServingSizing sizeServing(const Catalog& c, const ModelSpec& m, const Scenario& s,
                          const ServingSearch& search) {
    s.serving.validate();
    ServingSettings one_gpu = s.serving; // the sweep chooses its own tensor-parallel degrees
    one_gpu.tp = 1;
    checkServingForModel(one_gpu, m); // requests within the model's context
    ServingSizing r;
    r.currency = s.currency;
    const std::vector<const GpuSpec*> gpus = servingGpus(c, search);
    ServingSweep sweep{c, m, s, search, r};
    for (const GpuSpec* g : gpus)
        sweep.sweepGpu(*g);
    sweep.report();
    return r;
}

} // namespace gpuplan

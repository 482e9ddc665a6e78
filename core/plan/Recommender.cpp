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

namespace {

// How an option runs on a count of a GPU: its memory per GPU and hours a job, or not at all (ok
// false: it does not fit, its systems cannot be linked, or it misses the deadline).
struct Timed {
    bool ok = false;
    double per_gpu = 0, hours = 0, comm_fraction = 0;
};

// A precision tried on one GPU: the peak it is timed at, and the counts it tries.
struct PrecisionOnGpu {
    std::uint32_t gi = 0, pi = 0;
    GpuCtx* g = nullptr;
    std::optional<Peak> peak;
    double mfu = 0;
    TrainRate rate; // what every layout's step reads of the workload and the GPU, found once
    // Counts that need more hours a month than a month has are followed by the counts above
    // them, one at a time, up to the first that can do the work (or max_gpus).
    std::vector<std::uint32_t> cs;
    std::uint32_t over_max = 0, under_min = std::numeric_limits<std::uint32_t>::max(), probed = 0;
};

// A count of a GPU at a precision: its prices, the options it tries and the best of each mode.
struct CountOnGpu {
    std::uint32_t n = 0;
    const RentPrice* rent = nullptr;  // nullptr: not rented at this count
    const BuyPrice* bought = nullptr; // nullptr: not bought at this count
    // The rent's billing terms resolved once for every option of this count.
    bool billed = false;
    BillingRule billing;
    Options options;
    LayoutTotals::Row* memory = nullptr;
    // A bought option whose GPUs its systems hold apart (more systems than one, fewer GPUs in
    // each than the scenario's node) talks between them over the inter-node link.
    std::uint32_t buy_gpn = 0;
    // A purchase of this count: its energy per hour of use, maintenance and resale (the same for
    // every option; cost = upfront + energy + maintenance - resale).
    double buy_energy_rate = 0, buy_maintenance = 0, buy_resale = 0;
    Eval best_buy, best_rent;
    bool have_buy = false, have_rent = false;
};

// The sweep of every GPU x precision x count x option, bought and rented: what the scenario
// gives every step, and what the sweep found (found.bests: the best of each count and mode).
struct Sweep {
    const Catalog& c;
    const ModelSpec& m;
    const Scenario& s;
    Recommendation& out;
    const Constraints& k = s.constraints;
    const Workload& base = s.workload;
    const Objective objective = out.objective;
    const double month_hours = limits::kHoursPerMonth.max;
    const bool training = base.isTraining();
    const std::uint32_t gpn = std::max<std::uint32_t>(1, s.gpus_per_node);
    const std::uint32_t micro = std::max<std::uint32_t>(1, base.grad_accum);
    const double horizon = s.horizon_months;
    const double total_jobs = out.jobs_per_month * horizon;
    const bool want_buy = k.mode != PurchaseMode::Rent;
    const bool want_rent = k.mode != PurchaseMode::Buy;
    std::vector<std::uint32_t> counts{};
    LatestPrices latest{};
    LayoutTotals totals{};
    Swept found{};

    void findTerms();
    void listCounts();
    void findGpus();
    void checkCandidates();
    void sweepGpu(std::uint32_t gi);
    void sweepCount(PrecisionOnGpu& p, std::size_t ci);
    CountOnGpu priceCount(const PrecisionOnGpu& p, std::uint32_t n);
    void tryOptions(const PrecisionOnGpu& p, CountOnGpu& x);
    Timed timeOn(const PrecisionOnGpu& p, const CountOnGpu& x, const Option& o, std::size_t oi,
                 std::uint32_t node_gpus, int slot_gen);
    Eval evalOf(const PrecisionOnGpu& p, const CountOnGpu& x, const Option& o, const Timed& tm,
                std::uint32_t node_gpus, PurchaseMode mode) const;
    // Inline: called for every candidate, as the lambda it was.
    [[gnu::always_inline]] inline void keep(const Eval& e, Eval& best, bool& have);
    void keepBests(PrecisionOnGpu& p, CountOnGpu& x);
    void probeNext(PrecisionOnGpu& p);

    // The hours of work over the horizon; the value objective's: the scenario's hours of use, and
    // the jobs done in them.
    double usedHours(const Eval& e) const { return total_jobs * e.hours; }
    double valueHours(const Eval& e) const {
        return out.hours_per_month > 0.0 ? out.hours_per_month * horizon : usedHours(e);
    }
    double valueJobs(const Eval& e) const { return e.hours > 0.0 ? valueHours(e) / e.hours : 0.0; }
    // Jobs per cost at the value objective's hours: a purchase's energy follows the hours.
    double boughtValue(const CountOnGpu& x, const Eval& e) const {
        const double energy = x.buy_energy_rate * usedHours(e);
        const double value_cost = e.cost - energy + energy * (valueHours(e) / std::max(usedHours(e), 1e-300));
        return value_cost > 0.0 ? valueJobs(e) / value_cost : 0.0;
    }
    // Renting bills each job its billed time (start-up, increment, minimum).
    double rentedValue(const CountOnGpu& x, const Eval& e) const {
        const double value_cost = valueJobs(e) * e.billed * x.n * x.rent->per_gpu_hour;
        return value_cost > 0.0 ? valueJobs(e) / value_cost : 0.0;
    }
};

// Per precision: the workload's memory terms (independent of the GPU).
void Sweep::findTerms() {
    std::optional<InputError> beyond; // a workload too large to plan at some precision
    for (Precision p : precisionsFor(s)) {
        Workload w = base;
        w.precision = p;
        if (training && p == Precision::FP32)
            w.regime = TrainRegime::FP32;
        try {
            found.terms.push_back(workloadTerms(m, w, s.runtime));
            found.precs.push_back(p);
        } catch (const InputError& e) {
            // A precision this task cannot use (full fine-tuning of 4-bit weights): skipped.
            if (e.message() && e.message()->id == MessageId::MemoryBeyondLimit && !beyond)
                beyond = e;
        }
    }
    if (found.precs.empty() && beyond) // too large at every precision: say so rather than "nothing fits"
        throw *beyond;
}

// The counts every GPU tries: powers of two up to max_gpus, or every count.
void Sweep::listCounts() {
    for (std::uint32_t n = 1; n <= k.max_gpus; n = k.every_count ? n + 1 : n * 2)
        counts.push_back(n);
}

// Per GPU bought or rented: capacity, prices (the GPUs and their systems, per count), links. The
// price rows are read once for every GPU.
void Sweep::findGpus() {
    if (want_buy)
        latest = LatestPrices(c);
    found.gpus.reserve(c.gpus.size());
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
        found.gpus.push_back(std::move(x));
    }
}

// What the sweep would try, at most (options per count: 10 for training, 3 for inference): too
// many is refused before any is tried.
void Sweep::checkCandidates() {
    const std::uint64_t per_count = (training ? 10u : 3u) * ((want_buy ? 1u : 0u) + (want_rent ? 1u : 0u));
    const std::uint64_t upper =
        static_cast<std::uint64_t>(found.gpus.size()) * found.precs.size() * counts.size() * per_count;
    if (upper > limits::kMaxCandidates)
        throw InputError("", Message(MessageId::TooManyCandidates, {upper, limits::kMaxCandidates}));
    found.bests.reserve(found.gpus.size() * found.precs.size() * counts.size() * 2);
}

// One GPU at every precision it can time; untimed when it has no throughput figure for any.
void Sweep::sweepGpu(std::uint32_t gi) {
    GpuCtx& g = found.gpus[gi];
    const GpuSpec& gpu = *g.gpu;
    bool timed = false, missing_peak = false;
    for (std::uint32_t pi = 0; pi < found.precs.size(); ++pi) {
        const Precision cp = computePrecision(found.precs[pi], training, base.regime);
        if ((found.precs[pi] == Precision::FP8 || cp == Precision::FP8) && !gpu.fp8_tensor_flops)
            continue; // no fp8 support (fp8 weights, or fp8 training: torchao Float8)
        PrecisionOnGpu p;
        p.gi = gi;
        p.pi = pi;
        p.g = &g;
        p.peak = workloadPeak(gpu, cp, training, s.efficiencies);
        p.mfu = trainShare(gpu, cp, s.efficiencies).mfu;
        if (!p.peak) {
            missing_peak = true; // no throughput figure: cannot time it (Recommendation::untimed)
            continue;
        }
        timed = true;
        p.rate = training ? trainRate(found.terms[pi], gpu, s.efficiencies) : TrainRate{};
        p.cs = counts;
        for (std::size_t ci = 0; ci < p.cs.size(); ++ci) // probeNext may add counts
            sweepCount(p, ci);
    }
    if (!timed && missing_peak)
        out.untimed.push_back(gpu.id);
}

// One count: every option bought and rented, the best of each kept; after the last count, the
// next one up when some count cannot do the work.
void Sweep::sweepCount(PrecisionOnGpu& p, std::size_t ci) {
    CountOnGpu x = priceCount(p, p.cs[ci]);
    tryOptions(p, x);
    keepBests(p, x);
    if (ci + 1 == p.cs.size())
        probeNext(p);
}

// Count n's rent and purchase, its options, and what a purchase adds to each option's cost.
CountOnGpu Sweep::priceCount(const PrecisionOnGpu& p, std::uint32_t n) {
    GpuCtx& g = *p.g;
    CountOnGpu x;
    x.n = n;
    const std::optional<RentPrice>& rent = want_rent ? g.rentFor(c, s, n) : kNoRent;
    x.rent = rent ? &*rent : nullptr;
    if (g.buyable) // then at every count
        if (const BuyPrice& b = g.buyFor(c, s, latest, n); b.available)
            x.bought = &b;
    x.billed = x.rent && x.rent->billing;
    x.billing = x.billed ? billingRule(*x.rent->billing) : BillingRule{};
    x.options = optionsFor(n, gpn, m, training);
    x.memory = &totals.row(p.pi, n);
    const BuyPrice* bought = x.bought;
    x.buy_gpn = bought && bought->systems > 1 && bought->gpus_per_system > 0
                    ? std::min(gpn, bought->gpus_per_system)
                    : gpn;
    x.buy_energy_rate = bought ? (n * g.power_w + bought->system_power_w) * s.power_fraction / 1000.0 *
                                     s.electricity_per_kwh * s.pue
                               : 0.0;
    x.buy_maintenance = bought ? bought->total() * s.maintenance_fraction_per_year * horizon / 12.0 : 0.0;
    x.buy_resale = bought ? bought->resaleBase() * s.resale_fraction : 0.0;
    return x;
}

// Every option of the count, bought (on its systems' links) and rented, each kept when better.
void Sweep::tryOptions(const PrecisionOnGpu& p, CountOnGpu& x) {
    for (std::size_t oi = 0; oi < x.options.size; ++oi) {
        const Option& o = x.options.at[oi];
        out.evaluated += (x.bought ? 1 : 0) + (x.rent ? 1 : 0);
        if (!x.bought && !x.rent)
            continue; // neither bought nor rented at this count
        // A bought option in slots of a lower PCIe generation is timed on them.
        const int buy_gen = x.bought ? x.bought->slot_pcie_gen : 0;
        const bool buy_as_rent = x.buy_gpn == gpn && buy_gen == 0;
        const Timed at_gpn = x.rent || buy_as_rent ? timeOn(p, x, o, oi, gpn, 0) : Timed{};
        const Timed at_buy = !x.bought || buy_as_rent ? at_gpn : timeOn(p, x, o, oi, x.buy_gpn, buy_gen);
        if (x.bought && at_buy.ok) {
            Eval e = evalOf(p, x, o, at_buy, x.buy_gpn, PurchaseMode::Buy);
            e.upfront = x.bought->total();
            e.cost = e.upfront + x.buy_energy_rate * usedHours(e) + x.buy_maintenance - x.buy_resale;
            if (objective == Objective::Value)
                e.value = boughtValue(x, e);
            keep(e, x.best_buy, x.have_buy);
        }
        if (x.rent && at_gpn.ok) {
            Eval e = evalOf(p, x, o, at_gpn, gpn, PurchaseMode::Rent);
            e.rent = x.rent;
            e.billed = // billedJobHours(*rent, e.hours)
                x.billed ? billedJobUnder(x.billing, e.hours).billedHours() : e.hours;
            e.cost = total_jobs * e.billed * x.n * x.rent->per_gpu_hour;
            if (objective == Objective::Value)
                e.value = rentedValue(x, e);
            keep(e, x.best_rent, x.have_rent);
        }
    }
}

// Option o (its memory row index oi) timed on count x at node_gpus a node, in slots of PCIe
// generation slot_gen (0: the GPU's own).
Timed Sweep::timeOn(const PrecisionOnGpu& p, const CountOnGpu& x, const Option& o, std::size_t oi,
                    std::uint32_t node_gpus, int slot_gen) {
    Timed r;
    GpuCtx& g = *p.g;
    const std::uint32_t n = x.n;
    if (!(g.path.intra.per_direction_bytes_per_s > 0.0) && n > 1)
        return r;
    if (node_gpus < gpn &&
        ((o.strategy == Strategy::TensorParallel && n > node_gpus) ||
         (o.strategy == Strategy::Hybrid && (n % node_gpus != 0 || m.heads % node_gpus != 0))))
        return r; // tensor parallel stays inside one system
    const LinkPath& path =
        node_gpus == gpn && slot_gen == 0 ? g.path : g.pathAt(c, node_gpus, x.bought->systems_link, slot_gen);
    if (node_gpus < gpn && n > node_gpus && !(path.inter && path.inter->per_direction_bytes_per_s > 0.0))
        return r; // the systems cannot be linked: no inter-node link in the catalog
    const Layout l = layoutOf(o, n, node_gpus, micro);
    const WorkloadTerms& t = found.terms[p.pi];
    LayoutTotals::Row& memory = *x.memory;
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
        const TrainStep step = trainStep(t, p.rate, l, path, s.efficiencies, *p.peak, p.mfu, micro, false);
        job_s = trainingJobSeconds(step, base.seq, s.job);
        r.comm_fraction = step.comm_fraction;
    } else {
        const GpuSpec& gpu = *g.gpu;
        const DecodeResult d = decode(t, gpu, l, base.batch, static_cast<double>(base.seq), s.efficiencies,
                                      p.peak, n > 1 ? &path : nullptr);
        const double prompt = std::max<double>(1.0, static_cast<double>(base.seq) -
                                                        static_cast<double>(s.job.generated_tokens));
        const double pf = prefillSeconds(t, gpu, l, base.batch, prompt, s.efficiencies, *p.peak,
                                         n > 1 ? &path : nullptr, base.prefill_chunk_tokens);
        job_s = inferenceJobSeconds(pf, d, base.batch, l.dp, s.job);
    }
    r.hours = job_s / 3600.0;
    if (k.deadline_hours && r.hours > *k.deadline_hours)
        return r;
    r.per_gpu = static_cast<double>(total);
    r.ok = true;
    return r;
}

// The record of option o timed (tm) on count x, bought or rented, at node_gpus a node.
Eval Sweep::evalOf(const PrecisionOnGpu& p, const CountOnGpu& x, const Option& o, const Timed& tm,
                   std::uint32_t node_gpus, PurchaseMode mode) const {
    Eval e;
    e.over = out.jobs_per_month * tm.hours > month_hours;
    e.gpu = p.gi;
    e.prec = p.pi;
    e.count = x.n;
    e.opt = o;
    e.mode = mode;
    e.per_gpu = tm.per_gpu;
    e.hours = tm.hours;
    e.comm_fraction = tm.comm_fraction;
    e.node_gpus = node_gpus;
    return e;
}

// An option within the budget is counted and kept when it ranks before the best so far.
inline void Sweep::keep(const Eval& e, Eval& best, bool& have) {
    if (k.budget && e.cost > *k.budget)
        return;
    ++out.fitting;
    if (!have || better(objective, e, best))
        best = e;
    have = true;
}

// The count's best bought and rented options join the ranking, and tell whether the count can do
// the work in a month.
void Sweep::keepBests(PrecisionOnGpu& p, CountOnGpu& x) {
    // Under another objective the value is not ranked by: computed for the kept ones.
    if (x.have_buy) {
        if (objective != Objective::Value)
            x.best_buy.value = boughtValue(x, x.best_buy);
        found.bests.push_back(x.best_buy);
    }
    if (x.have_rent) {
        if (objective != Objective::Value)
            x.best_rent.value = rentedValue(x, x.best_rent);
        found.bests.push_back(x.best_rent);
    }
    if (x.have_buy || x.have_rent) {
        if ((x.have_buy && !x.best_buy.over) || (x.have_rent && !x.best_rent.over))
            p.under_min = std::min(p.under_min, x.n);
        else
            p.over_max = std::max(p.over_max, x.n);
    }
}

// After the last count tried: if some count cannot do the work, the next one up is tried.
void Sweep::probeNext(PrecisionOnGpu& p) {
    if (k.every_count || p.over_max == 0)
        return;
    std::uint32_t next = std::max(p.over_max, p.probed) + 1;
    while (next < p.under_min && next <= k.max_gpus &&
           std::find(p.cs.begin(), p.cs.end(), next) != p.cs.end())
        ++next;
    if (next < p.under_min && next <= k.max_gpus) {
        p.cs.push_back(next);
        p.probed = next;
    }
}

} // namespace

Recommendation recommend(const Catalog& c, const ModelSpec& m, const Scenario& s, double jobs_per_month,
                         double hours_per_month) {
    if (s.effectiveObjective() == Objective::Serving)
        return recommendServing(c, m, s);
    checkEnumerationLimits(s.constraints);
    Recommendation out;
    out.currency = s.currency;
    out.jobs_per_month = jobs_per_month;
    out.hours_per_month = hours_per_month > 0.0 ? std::min(hours_per_month, limits::kHoursPerMonth.max) : 0.0;
    out.objective = s.effectiveObjective();
    Sweep sweep{c, m, s, out};
    sweep.findTerms();
    sweep.listCounts();
    sweep.findGpus();
    sweep.checkCandidates();
    for (std::uint32_t gi = 0; gi < sweep.found.gpus.size(); ++gi)
        sweep.sweepGpu(gi);
    rankCandidates(c, s, sweep.found, out);
    return out;
}

std::string englishReason(const Candidate& c) {
    return c.reason_head.english() + ": " + englishJoined(c.reason_details, "; ");
}

} // namespace gpuplan

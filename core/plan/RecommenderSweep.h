#pragma once
// The recommendation's sweep, its parts: an option (strategy and offload) tried on a count of a
// GPU, what the sweep keeps of each GPU (its prices by count, its links), and the record of one
// evaluated option with the order the objectives rank them in. Used by core/plan/Recommender.cpp (the
// sweep) and core/plan/RecommenderRanking.cpp (the ranking of what it found) only.
#include "core/base/Error.h"
#include "core/catalog/Catalog.h"
#include "core/cost/Pricing.h"
#include "core/cost/SystemPricing.h"
#include "core/memory/MultiGpu.h"
#include "core/plan/Recommender.h"
#include "core/scenario/Scenario.h"
#include "core/speed/Communication.h"

#include <array>
#include <cstdint>
#include <deque>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gpuplan::sweep {

struct Option {
    Strategy strategy = Strategy::Single;
    Offload offload = Offload::None;
    bool offload_params = false;
};

// The options tried on n GPUs: at most 10 for training, 3 for inference (held in place).
struct Options {
    static constexpr std::size_t kMax = 10;
    std::array<Option, kMax> at{};
    std::size_t size = 0;
    void push_back(const Option& o) { at[size++] = o; }
    const Option* begin() const { return at.data(); }
    const Option* end() const { return at.data() + size; }
};
// The strategies (and offloads) worth trying for model m on n GPUs, gpn a node: one GPU and
// ZeRO offloads for 1, data parallel and ZeRO stages, tensor parallel within a node (the heads
// divide), pipeline (no more stages than layers) and hybrid across nodes for more.
Options optionsFor(std::uint32_t n, std::uint32_t gpn, const ModelSpec& m, bool training);

// The per-GPU memory of each option on n GPUs at the scenario's GPUs per node, per precision:
// the same on every GPU of the catalog (only the capacity differs), so computed for the first GPU
// that tries it and read by the others. Rows are found once per count, then indexed by option.
class LayoutTotals {
public:
    static constexpr std::uint64_t kUnknown = std::numeric_limits<std::uint64_t>::max();
    using Row = std::array<std::uint64_t, Options::kMax>;
    Row& row(std::uint32_t prec, std::uint32_t n) {
        Row unknown;
        unknown.fill(kUnknown);
        return rows_.try_emplace((std::uint64_t{prec} << 32) | n, unknown).first->second;
    }

private:
    std::unordered_map<std::uint64_t, Row> rows_; // nodes keep their addresses
};

struct GpuCtx {
    const GpuSpec* gpu = nullptr;
    std::uint64_t capacity = 0;
    // What buying n GPUs costs (the GPUs and their systems) and the rent of one GPU when renting
    // n (the cheapest offer that rents n GPUs, or one the provider splits), looked up once per
    // count and found by count (the maps' nodes keep their addresses). The GPU's own price is
    // read from the catalog's price rows once, for every count.
    std::unordered_map<std::uint32_t, BuyPrice> buys;
    std::optional<std::optional<PurchasePrice>> own_price; // once looked up
    bool buyable = false;                                  // at some count of the sweep
    // Renting: the scenario's rent of this GPU (every count alike), else its on-demand offers,
    // found once, the one chosen for each count, and each chosen offer's rent made once.
    bool rent_looked_up = false;
    std::optional<RentPrice> scenario_rent;
    std::vector<const CloudOffer*> offers;
    std::unordered_map<std::uint32_t, const CloudOffer*> rent_offer;       // by count; nullptr: none
    std::unordered_map<const CloudOffer*, std::optional<RentPrice>> rents; // nullptr: nullopt
    LinkPath path;                                                         // at the scenario's GPUs per node
    // At fewer GPUs per node over a link (its id, BuyPrice::systems_link): a bought option whose GPUs
    // are spread over several systems; and in slots of a lower PCIe generation (slot_gen,
    // BuyPrice::slot_pcie_gen; 0: the GPU's own): a bought option in a slower host (cappedToSlots).
    struct SplitPath {
        std::uint32_t node_gpus = 0;
        std::string link; // "" at the scenario's GPUs per node (its inter-node link)
        int slot_gen = 0;
        LinkPath path;
    };
    std::deque<SplitPath> split_paths;
    double power_w = 0;

    const LinkPath& pathAt(const Catalog& c, std::uint32_t node_gpus, const std::string& link,
                           int slot_gen = 0) {
        const bool whole = node_gpus == path.gpus_per_node;
        if (whole && slot_gen == 0)
            return path;
        if (const LinkPath* known = findPath(node_gpus, link, slot_gen))
            return *known;
        LinkPath p;
        try {
            p = cappedToSlots(c, whole ? path : linkPathFor(c, *gpu, "", link, node_gpus), slot_gen);
        } catch (const InputError&) {
            p.gpus_per_node = node_gpus;
        }
        split_paths.push_back({node_gpus, whole ? std::string() : link, slot_gen, p});
        return split_paths.back().path;
    }
    const LinkPath& pathAt(std::uint32_t node_gpus, const std::string& link, int slot_gen = 0) const {
        const LinkPath* known = findPath(node_gpus, link, slot_gen);
        return known ? *known : path;
    }
    const LinkPath* findPath(std::uint32_t node_gpus, const std::string& link, int slot_gen) const {
        const bool whole = node_gpus == path.gpus_per_node;
        for (const auto& x : split_paths)
            if (x.node_gpus == node_gpus && x.slot_gen == slot_gen &&
                (whole ? x.link.empty() : x.link == link))
                return &x.path;
        return nullptr;
    }

    const BuyPrice& buyFor(const Catalog& c, const Scenario& s, const LatestPrices& latest, std::uint32_t n) {
        if (const auto it = buys.find(n); it != buys.end())
            return it->second;
        if (!own_price)
            own_price = purchasePrice(c, s, *gpu, latest);
        // Made in the map's node (converted there, not moved: a BuyPrice holds a dozen strings).
        struct Made {
            const Catalog& c;
            const Scenario& s;
            const GpuSpec& gpu;
            std::uint32_t n;
            const std::optional<PurchasePrice>& own;
            operator BuyPrice() const { return buyPrice(c, s, gpu, n, own); }
        };
        return buys.try_emplace(n, Made{c, s, *gpu, n, *own_price}).first->second;
    }
    // The price of n GPUs looked up by the sweep (nullptr when it did not).
    const BuyPrice* boughtAt(std::uint32_t n) const {
        const auto it = buys.find(n);
        return it == buys.end() ? nullptr : &it->second;
    }

    // The link between the systems of n bought GPUs ("" for the scenario's inter-node link).
    const std::string& systemsLinkAt(std::uint32_t n) const {
        static const std::string kScenarios;
        const BuyPrice* b = boughtAt(n);
        return b ? b->systems_link : kScenarios;
    }

    // The PCIe generation of the slots of n bought GPUs when below the GPU's (0 otherwise).
    int slotGenAt(std::uint32_t n) const {
        const BuyPrice* b = boughtAt(n);
        return b ? b->slot_pcie_gen : 0;
    }

    // rentPrice(c, s, *gpu, n), valid while this context lives.
    const std::optional<RentPrice>& rentFor(const Catalog& c, const Scenario& s, std::uint32_t n) {
        if (!rent_looked_up) {
            scenario_rent = scenarioRent(c, s, *gpu);
            if (!scenario_rent)
                offers = onDemandOffers(c, *gpu);
            rent_looked_up = true;
        }
        if (scenario_rent)
            return scenario_rent;
        auto chosen = rent_offer.find(n);
        if (chosen == rent_offer.end())
            chosen = rent_offer.emplace(n, cheapestOffer(c, s, offers, n)).first;
        const CloudOffer* o = chosen->second;
        auto [it, fresh] = rents.try_emplace(o);
        if (fresh && o)
            it->second = rentOf(c, s, *o);
        return it->second;
    }
    // Some offer, or the scenario, rents this GPU (at some count).
    bool rentable(const Catalog& c, const Scenario& s) { return rentFor(c, s, 1) || !offers.empty(); }
};

inline const std::optional<RentPrice> kNoRent;

struct Eval {
    std::uint32_t gpu = 0;
    std::uint32_t prec = 0;
    std::uint32_t count = 1;
    Option opt;
    PurchaseMode mode = PurchaseMode::Buy;
    double per_gpu = 0;
    double hours = 0;
    double cost = 0;
    double upfront = 0;
    double comm_fraction = 0;
    std::uint32_t node_gpus = 1; // GPUs per node of its layout (fewer when bought systems split them)
    bool over = false;           // needs more hours a month than a month has
    double value = 0;            // jobs over the horizon / total cost, at the scenario's hours of use
    const RentPrice* rent = nullptr;
    double billed = 0; // rented: hours billed a job (core/catalog/CloudBilling.h)
};

// Whether `a` ranks before `b` under the objective (over capacity last). Inline: the sort's and
// the sweep's inner loops call it and layoutOf.
inline bool better(Objective o, const Eval& a, const Eval& b) {
    if (a.over != b.over)
        return !a.over;
    switch (o) {
    case Objective::Fastest:
        if (a.hours != b.hours)
            return a.hours < b.hours;
        return a.cost < b.cost;
    case Objective::Value:
        if (a.value != b.value)
            return a.value > b.value;
        break;
    case Objective::Cheapest:
    case Objective::Serving: // ranked by recommendServing
        break;
    }
    return a.cost != b.cost ? a.cost < b.cost : a.hours < b.hours;
}

// The layout of n GPUs, gpn a node, m micro-batches, that an option stands for.
inline Layout layoutOf(const Option& o, std::uint32_t n, std::uint32_t gpn, std::uint32_t m) {
    Layout l;
    l.strategy = o.strategy;
    l.gpus_per_node = gpn;
    l.micro_batches = m;
    switch (o.strategy) {
    case Strategy::Single:
    case Strategy::DataParallel:
    case Strategy::DDP:
        l.dp = n;
        break;
    case Strategy::ZeRO1:
        l.dp = n;
        l.zero_stage = 1;
        break;
    case Strategy::ZeRO2:
        l.dp = n;
        l.zero_stage = 2;
        break;
    case Strategy::ZeRO3:
        l.dp = n;
        l.zero_stage = 3;
        break;
    case Strategy::TensorParallel:
        l.tp = n;
        break;
    case Strategy::PipelineParallel:
        l.pp = n;
        break;
    case Strategy::Hybrid:
        l.tp = std::min(n, gpn);
        l.dp = n / l.tp;
        l.zero_stage = l.dp > 1 ? 1 : 0;
        break;
    }
    l.offload_optimizer = o.offload;
    l.offload_params = o.offload_params ? o.offload : Offload::None;
    return l;
}

// What the sweep found: the GPUs it tried, the precisions with their memory terms, and the best
// option of each GPU x precision x count x mode (its rent points into its GPU's context).
struct Swept {
    std::vector<GpuCtx> gpus;
    std::vector<Precision> precs;
    std::vector<WorkloadTerms> terms; // per precision
    std::vector<Eval> bests;
};
// Ranks what the sweep found into out: the top k by the objective (out.ranked) and the cost-time
// Pareto front (out.pareto), each candidate with the reasons it ranks where it does.
void rankCandidates(const Catalog& c, const Scenario& s, const Swept& found, Recommendation& out);

// Whether evaluation a comes before b cheapest first (better(Objective::Cheapest)), the one
// evaluated first before an equal one: a total order, the same on every standard library.
bool cheaperThan(const std::vector<Eval>& evals, std::uint32_t a, std::uint32_t b);
// The Pareto front on (cost, hours) among the evaluations that can do the work, cheapest first:
// each faster than every one before it in that order.
std::vector<std::uint32_t> paretoFront(const std::vector<Eval>& evals);
// The first k evaluations by objective o, over capacity last; equal ones cheapest first
// (cheaperThan).
std::vector<std::uint32_t> topByObjective(const std::vector<Eval>& evals, Objective o, std::size_t k);
// The indices grouped by GPU, precision and mode, each group's counts ascending (each
// evaluation is the best of one GPU x precision x mode x count: no two compare equal).
std::vector<std::uint32_t> byGroupThenCount(const std::vector<Eval>& evals);

// The precisions a recommendation tries: the scenario's list (each once), else its precision (and,
// for inference, INT8 and GPTQ INT4).
std::vector<Precision> precisionsFor(const Scenario& s);

} // namespace gpuplan::sweep

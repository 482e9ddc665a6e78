#include "core/cost/SystemPricing.h"

#include "core/base/Error.h"
#include "core/cost/Pricing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplan {

std::string_view slotFormFactor(const GpuSpec& gpu) {
    const std::string& f = gpu.form_factor;
    if (f == "sxm" || f == "oam" || f == "module")
        return f;
    return "pcie"; // consumer, workstation and PCIe cards (and rows that do not say)
}

bool takes(const System& system, const GpuSpec& gpu) {
    if (system.includesGpus())
        return false;
    return system.gpu_form_factor == "any" || system.gpu_form_factor == slotFormFactor(gpu);
}

bool servesPcieGeneration(const System& system, const GpuSpec& gpu) {
    return !system.pcie_gen || !gpu.pcie_gen || *system.pcie_gen >= *gpu.pcie_gen;
}

bool isHostOfBaseboards(const System& system) {
    return !system.includesGpus() && (system.gpu_form_factor == "sxm" || system.gpu_form_factor == "oam");
}

const System* baseboardHost(const Catalog& c, const Scenario& s, const System& board) {
    if (board.kind != "baseboard" || !board.includesGpus())
        return nullptr;
    const GpuSpec* gpu = c.findGpu(board.included_gpu);
    if (!gpu)
        return nullptr;
    const std::uint32_t held = board.included_gpu_count.value_or(board.gpu_slots);
    const System* best = nullptr;
    double best_price = 0;
    for (const System& x : c.systems) {
        if (!isHostOfBaseboards(x) || !takes(x, *gpu) || x.gpu_slots < held || !(x.amount > 0.0))
            continue;
        const double price = convertCurrency(c, s, x.amount, x.currency, s.currency);
        if (!best || price < best_price) {
            best = &x;
            best_price = price;
        }
    }
    return best;
}

namespace {
// A machine on a desk, not in a server room: its row may leave out the supply and the network a
// server's rack would give it.
bool onADesk(const System& system) {
    return system.kind == "workstation" || system.kind == "desktop";
}
} // namespace

bool powerSupplyAssumed(const System& system) {
    return !system.psu_w && onADesk(system);
}

double powerForGpus(const System& system) {
    double supply = std::numeric_limits<double>::infinity();
    if (system.psu_w)
        supply = *system.psu_w;
    else if (powerSupplyAssumed(system))
        supply = kAssumedWorkstationPsuW;
    return supply - system.power_w.value_or(0.0);
}

std::uint32_t gpusPowered(const System& system, const GpuSpec& gpu) {
    const double tdp = gpu.tdp_w.value_or(0.0);
    const double left = powerForGpus(system);
    if (!(tdp > 0.0) || std::isinf(left))
        return system.gpu_slots;
    if (!(left >= tdp))
        return 0;
    // A hair of rounding must not lose a GPU that fits exactly (4 x 400 W in 1,600 W).
    const double fed = std::floor(left / tdp + 1e-9);
    return static_cast<std::uint32_t>(std::min<double>(system.gpu_slots, fed));
}

SystemNetwork systemNetwork(const Catalog& c, const System& system) {
    if (!system.network_link.empty() && c.findInterconnect(system.network_link))
        return {system.network_link, NetworkBasis::System};
    if (onADesk(system) && c.findInterconnect(kAssumedWorkstationLink))
        return {kAssumedWorkstationLink, NetworkBasis::Assumed};
    return {};
}

Message splitOverSystems(const Catalog& c, const BuyPrice& price) {
    const MessageId id =
        price.systems_link_basis == NetworkBasis::System    ? MessageId::ReasonSplitOverSystemsNetwork
        : price.systems_link_basis == NetworkBasis::Assumed ? MessageId::ReasonSplitOverSystemsAssumed
                                                            : MessageId::ReasonSplitOverSystems;
    const InterconnectSpec* link = c.findInterconnect(price.systems_link);
    return Message(
        id, {price.gpus_per_system,
             Message(MessageId::LinkName, {link ? link->name : price.systems_link, price.systems_link})});
}

namespace {

std::uint32_t systemsFor(std::uint32_t gpus, std::uint32_t per_system) {
    per_system = std::max<std::uint32_t>(1, per_system);
    return (gpus + per_system - 1) / per_system;
}

// Fills the system part of `out` with `k` systems `x`.
void useSystem(const Catalog& c, const Scenario& s, const System& x, std::uint32_t k, BuyPrice& out) {
    out.system_id = x.id;
    out.system_name = x.name;
    out.systems = k;
    out.system_price_each = convertCurrency(c, s, x.amount, x.currency, s.currency);
    out.system_cost = out.system_price_each * k;
    out.system_power_w = x.power_w.value_or(0.0) * k;
    out.system_date = x.date;
    out.system_source = x.source;
    SystemNetwork net = systemNetwork(c, x);
    out.systems_link = net.link.empty() ? s.inter_node_link : std::move(net.link);
    out.systems_link_basis = net.basis;
}

// A baseboard's host (baseboardHost), one per baseboard, added to the systems' price and power and
// said in the notes; or, when the catalog has none, that the host is left out.
void addBaseboardHost(const Catalog& c, const Scenario& s, const System& board, BuyPrice& out) {
    if (board.kind != "baseboard")
        return;
    const System* host = baseboardHost(c, s, board);
    if (!host) {
        out.host_missing = true;
        out.notes.push_back(Message(MessageId::BaseboardWithoutHost, {board.name}));
        return;
    }
    const double each = convertCurrency(c, s, host->amount, host->currency, s.currency);
    out.host_id = host->id;
    out.host_name = host->name;
    out.host_cost = each * out.systems;
    out.system_cost += out.host_cost;
    out.system_price_each += each;
    out.system_power_w += host->power_w.value_or(0.0) * out.systems;
    out.notes.push_back(Message(MessageId::BaseboardHostPriced, {out.systems, host->name, each, s.currency}));
}

// The cheapest whole number of systems sold with this GPU that hold `n` of them (nullptr: none).
const System* bestIncluding(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t n,
                            const System* only) {
    const System* best = nullptr;
    double best_cost = std::numeric_limits<double>::infinity();
    std::uint32_t best_spare = 0;
    for (const System& x : c.systems) {
        if (only && &x != only)
            continue;
        if (x.included_gpu != gpu.id || !(x.amount > 0.0))
            continue;
        const std::uint32_t per = std::max<std::uint32_t>(1, x.included_gpu_count.value_or(x.gpu_slots));
        const std::uint32_t k = systemsFor(n, per);
        // A baseboard with its host, so that it compares with whole servers like for like.
        const System* host = baseboardHost(c, s, x);
        const double each = convertCurrency(c, s, x.amount, x.currency, s.currency) +
                            (host ? convertCurrency(c, s, host->amount, host->currency, s.currency) : 0.0);
        const double cost = each * k;
        const std::uint32_t spare = k * per - n;
        if (!best || cost < best_cost || (cost == best_cost && spare < best_spare)) {
            best = &x;
            best_cost = cost;
            best_spare = spare;
        }
    }
    return best;
}

// The systems bestEmpty may choose from: sold without GPUs, taking the GPU, priced, not a
// baseboard's host, `only` when given, and serving the GPU's PCIe generation when `same_generation`.
bool candidate(const System& x, const GpuSpec& gpu, const System* only, bool same_generation) {
    return (!only || &x == only) && takes(x, gpu) && x.amount > 0.0 && !isHostOfBaseboards(x) &&
           (!same_generation || servesPcieGeneration(x, gpu));
}

// The smallest system sold without GPUs that takes the GPU and holds and powers all `n` (the
// cheapest of those with the fewest slots); when none does, the fewest systems, the cheapest.
// `unpowered` tells whether a system that takes the GPU was left out because it cannot power one.
const System* bestEmpty(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t n,
                        const System* only, bool same_generation, std::uint32_t& k_out, bool& unpowered) {
    const System* best = nullptr;
    std::uint32_t best_slots = 0;
    double best_price = 0;
    for (const System& x : c.systems) {
        if (!candidate(x, gpu, only, same_generation))
            continue;
        const std::uint32_t fits = gpusPowered(x, gpu);
        unpowered = unpowered || fits == 0;
        if (fits < n)
            continue;
        const double price = convertCurrency(c, s, x.amount, x.currency, s.currency);
        if (!best || x.gpu_slots < best_slots || (x.gpu_slots == best_slots && price < best_price)) {
            best = &x;
            best_slots = x.gpu_slots;
            best_price = price;
        }
    }
    if (best) {
        k_out = 1;
        return best;
    }
    // Several: the fewest systems (the GPUs stay together), the cheapest of those.
    double best_cost = 0;
    std::uint32_t best_k = 0;
    for (const System& x : c.systems) {
        if (!candidate(x, gpu, only, same_generation))
            continue;
        const std::uint32_t fits = gpusPowered(x, gpu);
        if (fits == 0)
            continue;
        const std::uint32_t k = systemsFor(n, fits);
        const double cost = convertCurrency(c, s, x.amount, x.currency, s.currency) * k;
        if (!best || k < best_k || (k == best_k && cost < best_cost)) {
            best_k = k;
            best = &x;
            best_cost = cost;
            k_out = k;
        }
    }
    return best;
}

// The GPUs on their own in the smallest system that takes them (bestEmpty), among the systems
// that serve their PCIe generation first; false when no system takes and powers one.
bool placeInEmptySystem(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t n,
                        const System* only, BuyPrice& out, bool& unpowered) {
    std::uint32_t k = 0;
    const System* x = bestEmpty(c, s, gpu, n, only, true, k, unpowered);
    if (!x)
        x = bestEmpty(c, s, gpu, n, only, false, k, unpowered);
    if (!x)
        return false;
    useSystem(c, s, *x, k, out);
    const double tdp = gpu.tdp_w.value_or(0.0);
    const std::uint32_t fits = gpusPowered(*x, gpu);
    out.gpus_per_system = fits;
    if (fits < x->gpu_slots && fits < n)
        out.notes.push_back(Message(MessageId::SystemPowerLimits, {fits, tdp, powerForGpus(*x)}));
    if (powerSupplyAssumed(*x) && tdp > 0.0)
        out.notes.push_back(Message(MessageId::PowerSupplyAssumed, {kAssumedWorkstationPsuW}));
    if (!servesPcieGeneration(*x, gpu)) {
        out.slot_pcie_gen = *x->pcie_gen;
        out.notes.push_back(
            Message(MessageId::HostPcieSlower, {gpu.name, *x->pcie_gen, x->name, *gpu.pcie_gen}));
    }
    out.available = true;
    return true;
}

// The GPUs at their own price, n of them.
void priceGpusAlone(const PurchasePrice& own, std::uint32_t n, BuyPrice& out) {
    out.gpu_price_each = own.amount;
    out.gpu_price_source = own.source;
    out.gpu_price_date = own.date;
    out.gpu_cost = own.amount * n;
}

// The scenario's system when it holds this GPU (nullptr when it names none or holds another;
// noted when it cannot hold the scenario's own GPU).
const System* scenarioSystem(const Catalog& c, const Scenario& s, const GpuSpec& gpu, BuyPrice& out) {
    if (s.system_id.empty())
        return nullptr;
    const System* chosen = c.findSystem(s.system_id);
    if (!chosen)
        throw InputError("scenario", Message(MessageId::SystemNotInCatalog, {s.system_id}));
    if (chosen->included_gpu != gpu.id && !takes(*chosen, gpu)) {
        if (gpu.id == s.gpu_id)
            out.notes.push_back(Message(MessageId::SystemDoesNotHold, {chosen->name, gpu.name}));
        return nullptr;
    }
    return chosen;
}

// Whole systems sold with their GPUs, as many as hold n (bestIncluding); false when none does.
bool placeInWholeSystems(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t n,
                         const System* chosen, BuyPrice& out) {
    const System* x = bestIncluding(c, s, gpu, n, chosen);
    if (!x)
        return false;
    const std::uint32_t per = std::max<std::uint32_t>(1, x->included_gpu_count.value_or(x->gpu_slots));
    useSystem(c, s, *x, systemsFor(n, per), out);
    addBaseboardHost(c, s, *x, out);
    out.gpus_per_system = per;
    out.gpus_included = true;
    out.gpu_price_each = out.system_price_each / per;
    out.gpu_price_source = x->source;
    out.gpu_price_date = x->date;
    if (out.systems * per > n)
        out.notes.push_back(
            Message(MessageId::SystemsHoldMore, {out.systems, x->name, out.systems * per, n}));
    out.available = true;
    return true;
}

} // namespace

void applyTo(const BuyPrice& price, BuyCosts& b) {
    b.gpu_count = std::max<std::uint32_t>(1, price.gpus);
    if (price.gpus_included) {
        b.gpu_price_each = price.system_cost / b.gpu_count;
        b.host_cost = 0.0;
    } else {
        b.gpu_price_each = price.gpu_price_each;
        b.host_cost = price.system_cost;
    }
    b.host_power_w = price.system_power_w;
}

BuyCosts buyCostsOf(const Scenario& s, const GpuSpec& gpu, const BuyPrice& price) {
    BuyCosts b;
    applyTo(price, b);
    b.gpu_power_w = gpu.tdp_w.value_or(0.0);
    b.power_fraction = s.power_fraction;
    b.electricity_per_kwh = s.electricity_per_kwh;
    b.pue = s.pue;
    b.maintenance_fraction_per_year = s.maintenance_fraction_per_year;
    b.resale_fraction = s.resale_fraction;
    return b;
}

BuyPrice buyPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t count) {
    return buyPrice(c, s, gpu, count, purchasePrice(c, s, gpu));
}

BuyPrice buyPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t count,
                  const std::optional<PurchasePrice>& own) {
    BuyPrice out;
    const std::uint32_t n = std::max<std::uint32_t>(1, count);
    out.gpus = n;
    const bool scenario_price = gpu.id == s.gpu_id && s.gpu_price.has_value();
    auto unavailable = [&](Message why) { // the last use of `out`
        out.available = false;
        out.reason = std::move(why);
        return std::move(out);
    };

    // The scenario's price of a system, per node.
    if (s.host_cost) {
        if (!own)
            return unavailable(Message(MessageId::NoPurchasePrice, {gpu.id}));
        priceGpusAlone(*own, n, out);
        out.systems = systemsFor(n, std::max<std::uint32_t>(1, s.gpus_per_node));
        out.system_price_each = *s.host_cost;
        out.system_cost = *s.host_cost * out.systems;
        out.system_source = "scenario";
        out.available = true;
        return out;
    }

    const System* chosen = scenarioSystem(c, s, gpu, out);
    // Sold with its GPUs: whole systems.
    const bool as_systems =
        chosen ? chosen->includesGpus() : (gpu.sold_only_in_systems && !scenario_price) || !own;
    if (as_systems && placeInWholeSystems(c, s, gpu, n, chosen, out))
        return out;
    if (!own)
        return unavailable(Message(MessageId::NoPurchasePrice, {gpu.id}));
    priceGpusAlone(*own, n, out);

    // The GPUs on their own, in the smallest system that takes them.
    bool unpowered = false;
    if (placeInEmptySystem(c, s, gpu, n, chosen && !chosen->includesGpus() ? chosen : nullptr, out,
                           unpowered))
        return out;
    if (gpu.sold_only_in_systems) {
        // Its price is a share of a system (the scenario's price, or a per-GPU system price).
        out.notes.push_back(Message(MessageId::PriceIsSystemShare, {gpu.name}));
        out.available = true;
        return out;
    }
    if (unpowered)
        return unavailable(Message(MessageId::NoSystemPowers, {gpu.name, gpu.tdp_w.value_or(0.0)}));
    return unavailable(Message(MessageId::NoSystemHolds, {gpu.name, std::string(slotFormFactor(gpu))}));
}

} // namespace gpuplan

#include "core/SystemPricing.h"

#include "core/Error.h"
#include "core/Pricing.h"

#include <algorithm>
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
        const double cost = convertCurrency(c, s, x.amount, x.currency, s.currency) * k;
        const std::uint32_t spare = k * per - n;
        if (!best || cost < best_cost || (cost == best_cost && spare < best_spare)) {
            best = &x;
            best_cost = cost;
            best_spare = spare;
        }
    }
    return best;
}

// The smallest system sold without GPUs that takes the GPU and holds all `n` (the cheapest of
// those with the fewest slots); when none holds them all, the fewest systems, the cheapest.
const System* bestEmpty(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t n,
                        const System* only, std::uint32_t& k_out) {
    const System* best = nullptr;
    std::uint32_t best_slots = 0;
    double best_price = 0;
    for (const System& x : c.systems) {
        if ((only && &x != only) || !takes(x, gpu) || x.gpu_slots < n || !(x.amount > 0.0))
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
        if ((only && &x != only) || !takes(x, gpu) || x.gpu_slots == 0 || !(x.amount > 0.0))
            continue;
        const std::uint32_t k = systemsFor(n, x.gpu_slots);
        const double cost = convertCurrency(c, s, x.amount, x.currency, s.currency) * k;
        if (!best || k < best_k || (k == best_k && cost < best_cost)) {
            best_k = k;
            best = &x;
            best_cost = cost;
            best_slots = x.gpu_slots;
            k_out = k;
        }
    }
    return best;
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

BuyPrice buyPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t count) {
    BuyPrice out;
    const std::uint32_t n = std::max<std::uint32_t>(1, count);
    out.gpus = n;
    const auto own = purchasePrice(c, s, gpu);
    const bool scenario_price = gpu.id == s.gpu_id && s.gpu_price.has_value();
    auto unavailable = [&](Message why) {
        out.available = false;
        out.reason = std::move(why);
        return out;
    };
    auto gpusAlone = [&] {
        out.gpu_price_each = own->amount;
        out.gpu_price_source = own->source;
        out.gpu_price_date = own->date;
        out.gpu_cost = own->amount * n;
    };

    // The scenario's price of a system, per node.
    if (s.host_cost) {
        if (!own)
            return unavailable(Message(MessageId::NoPurchasePrice, {gpu.id}));
        gpusAlone();
        out.systems = systemsFor(n, std::max<std::uint32_t>(1, s.gpus_per_node));
        out.system_price_each = *s.host_cost;
        out.system_cost = *s.host_cost * out.systems;
        out.system_source = "scenario";
        out.available = true;
        return out;
    }

    // The scenario's system, when it holds this GPU.
    const System* chosen = nullptr;
    if (!s.system_id.empty()) {
        chosen = c.findSystem(s.system_id);
        if (!chosen)
            throw InputError("scenario", Message(MessageId::SystemNotInCatalog, {s.system_id}));
        if (chosen->included_gpu != gpu.id && !takes(*chosen, gpu)) {
            if (gpu.id == s.gpu_id)
                out.notes.push_back(Message(MessageId::SystemDoesNotHold, {chosen->name, gpu.name}));
            chosen = nullptr;
        }
    }

    // Sold with its GPUs: whole systems.
    const bool as_systems =
        chosen ? chosen->includesGpus() : (gpu.sold_only_in_systems && !scenario_price) || !own;
    if (as_systems) {
        if (const System* x = bestIncluding(c, s, gpu, n, chosen)) {
            const std::uint32_t per =
                std::max<std::uint32_t>(1, x->included_gpu_count.value_or(x->gpu_slots));
            useSystem(c, s, *x, systemsFor(n, per), out);
            out.gpus_included = true;
            out.gpu_price_each = out.system_price_each / per;
            out.gpu_price_source = x->source;
            out.gpu_price_date = x->date;
            if (out.systems * per > n)
                out.notes.push_back(
                    Message(MessageId::SystemsHoldMore, {out.systems, x->name, out.systems * per, n}));
            out.available = true;
            return out;
        }
    }
    if (!own)
        return unavailable(Message(MessageId::NoPurchasePrice, {gpu.id}));
    gpusAlone();

    // The GPUs on their own, in the smallest system that takes them.
    std::uint32_t k = 0;
    if (const System* x = bestEmpty(c, s, gpu, n, chosen && !chosen->includesGpus() ? chosen : nullptr, k)) {
        useSystem(c, s, *x, k, out);
        out.available = true;
        return out;
    }
    if (gpu.sold_only_in_systems) {
        // Its price is a share of a system (the scenario's price, or a per-GPU system price).
        out.notes.push_back(Message(MessageId::PriceIsSystemShare, {gpu.name}));
        out.available = true;
        return out;
    }
    return unavailable(Message(MessageId::NoSystemHolds, {gpu.name, std::string(slotFormFactor(gpu))}));
}

} // namespace gpuplan

#pragma once

#include "core/Catalog.h"
#include "core/Scenario.h"

#include <optional>
#include <string>

namespace gpuplan {

// Prices seen from a scenario: in the scenario's currency, the scenario's own
// figures first, then the catalog's.

// Converts with the scenario's exchange rates first, then the catalog's.
double convertCurrency(const Catalog& c, const Scenario& s, double amount, const std::string& from,
                       const std::string& to);

// Purchase price of one GPU: the scenario's gpu_price for the scenario's GPU,
// else the catalog's latest new (else used) price. nullopt when unknown.
struct PurchasePrice {
    double amount = 0; // scenario currency
    std::string source;
};
std::optional<PurchasePrice> purchasePrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu);

// Hourly rent of one GPU: the scenario's rate (for its rented GPU) or offer,
// else the cheapest on-demand catalog offer per GPU-hour for this GPU.
struct RentPrice {
    double per_gpu_hour = 0; // scenario currency
    std::string offer_id;    // "" when the scenario gives the rate
    std::string label;       // "Lambda gpu_1x_h100_sxm5 on-demand"
};
std::optional<RentPrice> rentPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu);

// Every catalog offer for the GPU, converted (each one's rent curve against buying).
std::vector<RentPrice> rentOffers(const Catalog& c, const Scenario& s, const std::string& gpu_id);

} // namespace gpuplan

#pragma once

// Sizing a served model: every GPU x GPUs per replica (TP) x replicas x precision x KV precision of
// the catalog, bought (the GPUs and the system that holds them, core/cost/SystemPricing) or rented
// (a cloud offer of that many GPUs, core/cost/Pricing), evaluated against the traffic and the targets
// of the scenario's serving block; cheapest first, the Pareto front of cost against latency, and
// what would make it meet the targets when nothing does.

#include "core/base/Message.h"
#include "core/catalog/Catalog.h"
#include "core/cost/ServingCost.h"
#include "core/model/ModelSpec.h"
#include "core/model/Precision.h"
#include "core/scenario/Scenario.h"
#include "core/serving/SchedulerPolicy.h"
#include "core/serving/ServingMemory.h"
#include "core/serving/ServingSpeed.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

struct ServingTargets {
    std::optional<double> ttft_p95_s;
    std::optional<double> tpot_s; // the stricter of tpot_ms and 1 / tokens_per_s_per_user
};
ServingTargets servingTargets(const ServingSettings& s);

struct ServingOption {
    std::string gpu; // catalog id
    std::string gpu_name;
    Precision precision = Precision::BF16;
    Precision kv_precision = Precision::FP16;
    std::uint32_t tp = 1;
    std::uint32_t replicas = 1;
    std::uint32_t gpus() const { return tp * replicas; }
    PurchaseMode mode = PurchaseMode::Buy; // Buy or Rent

    ServingMemory memory;      // one GPU of a replica
    ServingSpeedModel speed;   // one replica (its curve against concurrency: servingCurve)
    SchedulerPolicy scheduler; // the engine's, on this option's KV pool
    ServingLoad load;          // the scenario's traffic (load.simulated: by the scheduler simulator)
    double capacity_rps = 0;

    bool meets = false;          // stable, and every target met
    std::vector<Message> misses; // which target it misses and by how much

    // Costs in the scenario's currency.
    double upfront_cost = 0;  // bought: GPUs + systems
    BuyCosts buy_costs;       // bought: what the monthly cost is computed from
    double rate_per_hour = 0; // rented: every GPU of the option
    std::string system;       // bought: the catalog system, "" when none named
    std::string system_name;
    std::uint32_t systems = 0;
    double system_cost = 0;     // bought: part of upfront_cost
    bool gpus_included = false; // bought: the systems are sold with their GPUs
    std::string offer_id;       // rented
    std::string offer_label;    // rented: "Lambda gpu_1x_h100_sxm5 on-demand"
    std::uint32_t offer_gpus = 0;
    std::string price_date; // of the price row bought, or of the offer rented; "" when undated
    ServingMonthlyCost month;
    CostPerMillion per_million;
    double monthly_cost = 0;
    bool priced = true;   // a price was found for `mode`
    Message price_reason; // why not, when !priced
    // What the buyer should know of the price (core/cost/SystemPricing's notes: a GPU sold only in
    // systems priced as its share of one, systems holding more GPUs than used...).
    std::vector<Message> price_notes;
    bool pareto = false; // on the front of monthly cost against TTFT p95 (then TPOT)
};

struct ServingSizing {
    std::vector<ServingOption> options; // cheapest first: those that meet the targets, then the rest
    std::vector<ServingOption> pareto;  // cost against latency, cheapest first
    std::optional<ServingOption> best;  // the cheapest that meets the targets
    std::vector<ApiComparison> apis;    // beside `best` (else the cheapest option)
    std::vector<Message> hints;         // when none meets them: what would
    std::size_t evaluated = 0;
    // Priced options that meet the targets (options keeps top_k of them): simulated, and beyond
    // those the analytic model's verdict.
    std::size_t meeting = 0;
    std::string currency;
};

// The search times every option with the analytic model (core/serving/ServingSpeed.h), then re-times with
// the scheduler simulator (core/serving/SimulatedLoad.h) those it lists, cheapest first, until
// top_k of them meet the targets (at most 3 top_k + 20 simulations): the figures and the verdicts
// shown are the simulator's. Limits of the search: GPUs per replica in 1, 2, 4, 8 up to max_gpus (the
// scenario's constraints), the replicas needed for the traffic, the precisions of the constraints (empty:
// bf16, fp8 where the GPU computes it, AWQ int4) and KV precisions fp16 and fp8. `gpu_ids` empty: every
// catalog GPU.
struct ServingSearch {
    std::vector<std::string> gpu_ids;
    std::vector<Precision> precisions;
    std::vector<Precision> kv_precisions;
    std::uint32_t max_gpus = 64;
    std::size_t top_k = 20;
};

ServingSizing sizeServing(const Catalog& c, const ModelSpec& m, const Scenario& s,
                          const ServingSearch& search = {});

// One option evaluated (the CLI's `serve` on a given GPU, count and TP), its load simulated; priced
// false (and price_reason) when it cannot be bought or rented as asked.
ServingOption evaluateServing(const Catalog& c, const ModelSpec& m, const Scenario& s, const GpuSpec& gpu,
                              Precision weights, Precision kv, std::uint32_t tp, std::uint32_t replicas,
                              PurchaseMode mode);

// The fewest GPUs of this kind, in replicas of `tp`, that meet the scenario's targets (at most
// max_gpus; nullopt when none does): counts 1-8 replicas one by one, then in steps of an eighth,
// each simulated as evaluateServing() does.
std::optional<std::uint32_t> servingGpusNeeded(const Catalog& c, const ModelSpec& m, const Scenario& s,
                                               const GpuSpec& gpu, Precision weights, Precision kv,
                                               std::uint32_t tp, std::uint32_t max_gpus = 1024);

} // namespace gpuplan

#pragma once

#include "core/catalog/Catalog.h"
#include "core/memory/MultiGpu.h"
#include "core/model/ModelSpec.h"
#include "core/model/Workload.h"
#include "core/scenario/ProbeReport.h"
#include "core/serving/ServingEngine.h"
#include "core/speed/Throughput.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan {

enum class UsageMode { HoursPerMonth, JobsPerMonth };
enum class PurchaseMode { Buy, Rent, Both };
// What the recommendation ranks by, as buyers decide: the least cost that meets the
// deadline, the shortest time per job within the budget, or the most work per euro
// (jobs over the horizon / total cost).
// How the recommendation ranks: the cheapest that meets the deadline, the fastest (within the
// budget), the most work for the money, or (a model served to users) the cheapest that serves the
// scenario's traffic at its latency targets (core/plan/ServingSizing).
enum class Objective { Cheapest, Fastest, Value, Serving };

std::string_view usageModeId(UsageMode m);       // "hours", "jobs"
std::string_view purchaseModeId(PurchaseMode m); // "buy", "rent", "both"
PurchaseMode parsePurchaseMode(std::string_view s);
std::string_view objectiveId(Objective o);                   // "cheapest", "fastest", "value", "serving"
std::optional<Objective> parseObjective(std::string_view s); // nullopt for an unknown name
std::string_view objectiveNames();                           // "cheapest, fastest, value, serving"

// Limits of the recommendation sweep.
struct Constraints {
    std::optional<double> budget; // total over the horizon, scenario currency
    std::uint32_t max_gpus = 8;
    PurchaseMode mode = PurchaseMode::Both;
    std::optional<double> deadline_hours; // per job
    bool every_count = false;             // false: 1, 2, 4, 8...; true: every count up to max_gpus
    std::vector<Precision> precisions;    // empty: the scenario's and the usual alternatives for the task
    std::size_t top_k = 10;
    // nullopt: the buyer did not choose; with a budget the fastest within it, else the cheapest
    // (a scenario serving users ranks by serving: Scenario::effectiveObjective).
    std::optional<Objective> objective;
    Objective effectiveObjective() const;
    bool operator==(const Constraints&) const = default;
};

// Throws InputError ("scenario: /constraints/top_k must be between 1 and 1000, got
// 1000000") when the constraints ask one recommendation to enumerate more than
// Limits.h allows: too many GPUs, every count up to too many, too many candidates listed.
void checkEnumerationLimits(const Constraints& c);

// Everything the user decides, as one value: what to run, on what, how much,
// at what price. plan() turns it into results. It round-trips through a
// versioned JSON file (.gpuplan, see ScenarioJson.h).
struct Scenario {
    static constexpr int kVersion = 5; // 2: /constraints/objective; 3: /serving; 4: /workload/loss;
                                       // 5: /serving/calibration

    std::string name;

    // Workload
    std::string model_id = "llama-2-7b"; // catalog id; ignored when model_spec is set
    std::optional<ModelSpec> model_spec; // an imported config.json, embedded
    Workload workload;
    Job job;
    RuntimeOverhead runtime;

    // Hardware
    std::string gpu_id = "rtx-4090";
    std::uint32_t gpu_count = 1;
    std::uint32_t gpus_per_node = 8;
    std::string intra_node_link;               // "" = from the GPU (its NVLink/fabric, else PCIe)
    std::string inter_node_link = "ib-ndr-4x"; // between nodes
    std::optional<Strategy> strategy;          // nullopt = auto (the cheapest layout that fits)
    std::uint32_t tp = 1;                      // hybrid only
    std::uint32_t pp = 1;                      // hybrid only
    Offload offload_optimizer = Offload::None;
    Offload offload_params = Offload::None;
    bool sequence_parallel = false;

    // Usage
    UsageMode usage_mode = UsageMode::HoursPerMonth;
    double hours_per_month = 100;
    double jobs_per_month = 1;
    int horizon_months = 36;

    // Costs (amounts in `currency`)
    std::string currency = "EUR";
    std::optional<double> gpu_price; // one GPU; nullopt = the catalog's latest new price
    // The system around the GPUs (/costs/system, SystemPricing.h): its price per node of
    // gpus_per_node GPUs (a number), or a catalog system (an id); neither: the catalog's smallest
    // system that holds the GPUs. Files before the systems table wrote host_cost: 0 by default;
    // that 0 reads as "not set" (a price above 0 is kept).
    std::optional<double> host_cost;
    std::string system_id;
    double electricity_per_kwh = 0.25;
    double pue = 1.0;
    double power_fraction = 380.0 / 450.0;
    double maintenance_fraction_per_year = 0;
    double resale_fraction = 0;
    std::string rent_gpu_id; // "" = the same GPU as bought
    std::string cloud_offer; // catalog offer id; "" = cheapest on-demand offer of the rented GPU
    std::optional<double> cloud_rate_per_gpu_hour; // overrides the offer
    std::vector<ExchangeRate> exchange_rates;      // override / complete the catalog's

    Efficiencies efficiencies;
    Constraints constraints;

    // Serving the model to many users (core/plan/ServingSizing.h): the engine, the traffic, the targets.
    ServingSettings serving;

    // What the live probe found on the machine this scenario was made on, when
    // the user attached it, kept for the report; nullopt: none.
    std::optional<probe::ProbeReport> probe;

    // Field checks (counts >= 1, fractions in range...). Throws InputError naming
    // the JSON path of the field.
    void validate() const;

    // What ranks the recommendation: the objective chosen; else, for an inference model served
    // to users (a serving traffic: users or a request rate), the serving objective; else the
    // constraints' default (the fastest within a budget, else the cheapest).
    Objective effectiveObjective() const;

    bool operator==(const Scenario&) const = default;
};

// Whether the scenario describes serving traffic (users or a request rate): the report then has
// its serving section.
bool hasServingTraffic(const Scenario& s);

} // namespace gpuplan

#pragma once

#include "core/base/Message.h"
#include "core/catalog/Catalog.h"
#include "core/catalog/CloudBilling.h"
#include "core/memory/MultiGpu.h"
#include "core/scenario/Scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

// The recommendation: every GPU x count x strategy x precision of the catalog, bought or
// rented, swept for the cheapest ways to run the workload and the cost-time Pareto front.

// One way to run the workload: GPU x count x strategy x precision, bought or rented.
struct Candidate {
    std::string gpu; // catalog id
    std::string gpu_name;
    std::uint32_t count = 1;
    Strategy strategy = Strategy::Single;
    Offload offload = Offload::None; // optimizer (and, with zero3-offload-params, parameters)
    bool offload_params = false;
    Precision precision = Precision::FP16;
    PurchaseMode mode = PurchaseMode::Buy; // Buy or Rent
    std::uint64_t per_gpu_bytes = 0;
    std::uint64_t capacity_bytes = 0;
    double job_hours = 0;
    double total_cost = 0;   // over the horizon, scenario currency (buy: purchase + power - resale)
    double upfront_cost = 0; // buy: GPUs + system(s)
    // Buy: the system(s) around the GPUs (core/cost/SystemPricing.h); system "" when none is named
    // (the scenario's system price, or a GPU whose price stands for its share of a system).
    std::string system; // catalog id
    std::string system_name;
    std::uint32_t systems = 0;
    double system_cost = 0;     // part of upfront_cost
    bool gpus_included = false; // the systems are sold with their GPUs (system_cost is the whole price)
    // Buy, baseboard kits: the host (CPUs, memory, chassis) priced around each board, part of
    // system_cost (core/cost/SystemPricing.h's baseboardHost); host_missing when the catalog has none
    // (the price then leaves it out).
    std::string host_system; // catalog id
    std::string host_name;
    double host_cost = 0;
    bool host_missing = false;
    // Buy, when the systems hold the GPUs apart (fewer in each than the scenario's node): how many
    // each holds, and the interconnect (id) between them it was timed over; 0 and "" otherwise.
    std::uint32_t gpus_per_system = 0;
    std::string systems_link;
    double comm_fraction = 0;
    bool pareto = false;
    // Hours of work a month the scenario's jobs need on this option (jobs per month x job
    // hours). Above the 744 h of a month (limits::kHoursPerMonth) the option cannot do the
    // work: over_capacity, ranked after every option that can, and replacement_count names
    // the smallest count of the same GPU that brings the hours under a month (nullopt: none
    // up to max_gpus).
    double hours_per_month = 0;
    bool over_capacity = false;
    std::optional<std::uint32_t> replacement_count;
    std::optional<std::uint32_t> replaces_count; // this option is the replacement of that count
    // Work per money over the horizon: jobs over the horizon / total cost, both at the
    // scenario's hours of use (what the `value` objective ranks by); 0 when unknown.
    double jobs_per_cost = 0;
    // What the price is: bought, the catalog's price row (its date); rented, the cloud offer
    // that rents this many GPUs (its id, name, GPUs and date). Dates are "" when unknown.
    std::string price_date;
    std::string offer_id;
    std::string offer_label;
    std::uint32_t offer_gpus = 0;
    // Rented: the hours billed a job (the job's own hours at the scenario's rate) and, for a
    // catalog offer, how its billing terms give them (core/catalog/CloudBilling.h).
    double billed_hours = 0;
    std::optional<BilledJob> billing;
    Message reason_head;                 // where it ranks and why ("#2, +300 EUR (+12 %) vs #1, 2.0x faster")
    std::vector<Message> reason_details; // its layout, memory, time per job, what to watch

    // Under the serving objective: how the option serves the scenario's traffic
    // (core/plan/ServingSizing's option); job_hours is then 0 and total_cost the monthly cost over
    // the horizon.
    struct Serving {
        std::uint32_t tp = 1;
        std::uint32_t replicas = 1;
        Precision kv_precision = Precision::FP16;
        double tokens_per_s_per_user = 0;
        double ttft_p95_s = 0;
        double tpot_p95_s = 0;
        double monthly_cost = 0;
        double per_million_blended = 0;
        bool meets = false;
        std::vector<Message> misses;
    };
    std::optional<Serving> serving;
};

// "head: detail; detail; ..." in English (the CLI's --json, logs).
std::string englishReason(const Candidate& c);

struct Recommendation;
// The sentence naming Recommendation::untimed (their catalog names), or nothing when every GPU was
// ranked: the Recommend tab, `recommend` and the report say it the same way.
std::optional<Message> untimedNote(const Catalog& c, const Recommendation& r);

struct Recommendation {
    std::vector<Candidate> pareto; // cost vs time front, cheapest first
    std::vector<Candidate> ranked; // best first under the objective, one per GPU x count x precision x mode
    std::size_t evaluated = 0;     // candidates looked at (GPU x count x strategy x precision x mode)
    std::size_t fitting = 0;       // of which fit in memory and meet the constraints (serving: the targets)
    double jobs_per_month = 0;     // what the costs assume
    double hours_per_month = 0;    // the scenario's hours of use (the value objective); 0: not given
    Objective objective = Objective::Cheapest; // what ranked the list
    std::string currency;
    // Catalog ids of the GPUs that could be bought or rented but not ranked: no compute figure
    // for any precision tried, so no job can be timed on them (the DGX Spark, Apple's GPUs).
    std::vector<std::string> untimed;
};

// The sweep. Under the serving objective (an inference scenario) the ranking is the serving
// search's (core/plan/ServingRecommendation.h): the cheapest that serves the traffic at the targets.
// `jobs_per_month` converts job time into hours of use; `hours_per_month` is the
// scenario's hours of use, at which the value objective counts the jobs each option does
// (<= 0: at the hours each option needs for the jobs, where value orders as cheapest).
// The ranking follows s.effectiveObjective(); options over capacity come last.
Recommendation recommend(const Catalog& c, const ModelSpec& m, const Scenario& s, double jobs_per_month,
                         double hours_per_month = 0);

} // namespace gpuplan

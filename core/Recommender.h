#pragma once

#include "core/Catalog.h"
#include "core/Message.h"
#include "core/MultiGpu.h"
#include "core/Scenario.h"

#include <cstdint>
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
    // Buy: the system(s) around the GPUs (core/SystemPricing.h); system "" when none is named
    // (the scenario's system price, or a GPU whose price stands for its share of a system).
    std::string system; // catalog id
    std::string system_name;
    std::uint32_t systems = 0;
    double system_cost = 0;     // part of upfront_cost
    bool gpus_included = false; // the systems are sold with their GPUs (system_cost is the whole price)
    double comm_fraction = 0;
    bool pareto = false;
    Message reason_head;                 // where it ranks and why ("#2, +300 EUR (+12 %) vs #1, 2.0x faster")
    std::vector<Message> reason_details; // its layout, memory, time per job, what to watch
};

// "head: detail; detail; ..." in English (the CLI's --json, logs).
std::string englishReason(const Candidate& c);

struct Recommendation {
    std::vector<Candidate> pareto; // cost vs time front, cheapest first
    std::vector<Candidate> ranked; // cheapest first, one entry per GPU x count x precision x mode
    std::size_t evaluated = 0;     // candidates looked at (GPU x count x strategy x precision x mode)
    std::size_t fitting = 0;       // of which fit in memory and meet the constraints
    double jobs_per_month = 0;     // what the costs assume
    std::string currency;
};

// The sweep. `jobs_per_month` converts job time into hours of use.
Recommendation recommend(const Catalog& c, const ModelSpec& m, const Scenario& s, double jobs_per_month);

} // namespace gpuplan

#pragma once

#include "core/catalog/Catalog.h"
#include "core/cost/CostModel.h"
#include "core/cost/SystemPricing.h"
#include "core/memory/MemoryModel.h"
#include "core/memory/MultiGpu.h"
#include "core/plan/FitSuggestions.h"
#include "core/plan/Recommender.h"
#include "core/scenario/Scenario.h"
#include "core/speed/Throughput.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

// The plan of one scenario against the whole catalog: what fits where, how fast, at what
// cost, bought or rented. One call computes every answer; the GUI, the CLI and the
// report each show some of them.

// How the scenario fits one catalog GPU: its layout there, the memory per GPU, and the
// largest batch and longest sequence that fit.
struct GpuFitRow {
    std::string gpu; // catalog id
    std::string name;
    std::uint64_t capacity_bytes = 0;
    Layout layout;         // the scenario's strategy and count ("auto" resolved for this GPU)
    MultiGpuMemory memory; // per GPU
    bool fits = false;
    std::int64_t headroom_bytes = 0;          // capacity - per-GPU total
    std::optional<std::uint32_t> gpus_needed; // smallest count that fits (strategy gpus_needed_strategy)
    Strategy gpus_needed_strategy = Strategy::Single;
    std::uint32_t max_batch = 0; // largest micro-batch that fits at the scenario's seq (this layout)
    std::uint64_t max_seq = 0;   // longest sequence that fits at the scenario's batch
    bool max_seq_limited_by_model = false;
};

// The scenario's GPU under one parallel strategy and GPU count: memory per GPU and step time.
struct StrategyPoint {
    Strategy strategy = Strategy::Single;
    Offload offload = Offload::None;
    std::uint32_t gpus = 1;
    std::uint32_t nodes = 1;
    MultiGpuMemory memory;
    bool fits = false;
    double comm_seconds_per_step = 0; // before overlap (training)
    double step_seconds = 0;          // training step, or decode step for inference (0 if unknown)
};

// One catalog link: its bandwidths and the time of a transfer against its size.
struct LinkSeries {
    std::string link; // catalog id
    std::string name;
    double per_direction_bytes_per_s = 0;
    double both_directions_bytes_per_s = 0;
    double efficiency = 0;
    std::vector<double> seconds; // one per PlanResults::transfer_sizes_bytes, efficient one-way copy
};

// Speed and job time of the workload on one catalog GPU.
struct ThroughputRow {
    std::string gpu;
    std::string name;
    Layout layout; // the scenario's layout, or the smallest one that fits when it does not
    bool fits = false;
    Message peak_basis;                                     // which peak figure was used
    std::optional<double> decode_tokens_per_s;              // inference: whole batch (and replicas)
    std::optional<double> decode_tokens_per_s_per_sequence; // inference: what one user sees
    std::optional<double> prefill_seconds;
    std::optional<double> train_step_seconds;
    std::optional<double> train_tokens_per_s;
    std::optional<double> train_mfu; // sustained share of the peak the step is timed at (trainShare)
    std::string train_mfu_sources;   // the published runs that share rests on
    std::optional<double> comm_fraction;
    std::optional<double> job_hours;
};

// Buying the scenario's GPUs against renting them: one cloud offer and its break-even.
struct RentOptionResult {
    std::string label;
    std::string offer_id;
    double rate_per_hour = 0;     // whole set (per GPU-hour x GPU count), scenario currency
    std::string date;             // of the offer, "" when undated or the scenario's rate
    std::uint32_t offer_gpus = 0; // GPUs of the offer (0: the scenario's rate)
    // The hours a month rented, as the offer's terms bill them (billing: how; empty at the
    // scenario's rate): in jobs mode each job at its billed time; in hours mode the month's hours
    // as one run (month_in_one_run), its start-up and rounding once a month, the least a month
    // of work in several runs is billed.
    double rent_hours_per_month = 0;
    std::optional<BilledJob> billing;
    bool month_in_one_run = false;
    BreakEven breakeven;
};
// Buying against renting for the same use: hours per month, the costs of owning, each offer.
struct BuyRentResults {
    bool available = false; // false when the GPU has no price (see PlanResults::warnings)
    std::string currency;
    std::string buy_gpu;
    std::string rent_gpu;
    std::string price_source;
    BuyPrice price;         // what the GPUs and their system(s) cost (SystemPricing.h)
    std::string price_date; // of the catalog's price row, "" for the scenario's price
    BuyCosts buy;
    double buy_hours_per_month = 0;
    double rent_hours_per_month = 0;          // differs from buy in equal-work (jobs) mode
    std::optional<RentOptionResult> selected; // the scenario's offer / rate, or the cheapest on-demand one
    std::vector<RentOptionResult> offers;     // every catalog offer for the rented GPU
};

// Every answer of one plan.
struct PlanResults {
    ModelSpec model;
    Workload workload;
    RuleOfThumb rule_of_thumb;
    MemoryBreakdown single_gpu; // the workload on one GPU (estimateMemory)

    // The scenario's own choice.
    std::string gpu;
    Layout layout;
    MultiGpuMemory memory;
    bool fits = false;
    std::optional<ThroughputRow> throughput_selected;
    double jobs_per_month = 0;
    // Why the scenario's hours a month could not become jobs (its GPU cannot time a job): the
    // recommendation then assumes 1 job a month (recommendationUsage) and says so.
    std::optional<Message> usage_note;

    std::vector<GpuFitRow> fit;
    std::vector<StrategyPoint> multi_gpu;
    std::vector<double> transfer_sizes_bytes;
    std::vector<LinkSeries> interconnect;
    std::vector<ThroughputRow> throughput;
    BuyRentResults buy_rent;
    Recommendation recommendation;
    std::vector<FitSuggestion> suggestions; // when the scenario does not fit its GPU
    std::vector<Message> warnings;
};

// What a caller may skip: the recommendation sweep, the suggestions when it does not fit.
struct PlanOptions {
    bool recommend = true;
    bool suggestions = true;
};

// The plan of a scenario against the catalog: fit on every GPU, the parallel strategies
// on its GPU, the links, throughput, buy against rent, the recommendation and the changes
// that would make it fit. Pure; throws InputError for a scenario the catalog cannot serve
// (unknown model or GPU id...).
PlanResults plan(const Catalog& c, const Scenario& s, const PlanOptions& o = {});

// What the recommendation of a plan assumes: the plan's jobs a month (1 when the scenario's
// GPU cannot time the job) and the scenario's hours of use (its hours a month, or the hours
// its jobs take on its GPU). The GUI, the command line and plan() all recommend this way.
struct RecommendUsage {
    double jobs_per_month = 1;
    double hours_per_month = 0;
};
RecommendUsage recommendationUsage(const Scenario& s, const PlanResults& r);
Recommendation recommendFor(const Catalog& c, const Scenario& s, const PlanResults& r);

// The model of a scenario: its embedded spec, else the catalog's.
ModelSpec resolveModel(const Catalog& c, const Scenario& s);

// The scenario's layout on a GPU ("auto": the first of one GPU / DDP / ZeRO-1/2/3 /
// ZeRO-3 + CPU offload for training, tensor parallel for inference, that fits).
Layout scenarioLayout(const Scenario& s, const WorkloadTerms& t, std::uint64_t capacity_bytes);

} // namespace gpuplan

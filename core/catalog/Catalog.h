#pragma once

#include "core/catalog/BenchmarkRun.h"
#include "core/catalog/CloudBilling.h"
#include "core/model/ModelSpec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuplan {

// The catalog's value types. The SQLite store (database/) loads them, the
// planner reads them; none of them knows where it came from. Every figure
// carries its unit in its name; an unknown figure is std::nullopt, never 0.
// Tensor-core figures are dense (not 2:4 sparse).

struct GpuSpec {
    std::string id; // "rtx-4090", "h100-sxm"
    std::string vendor;
    std::string name;
    std::string architecture;
    std::optional<int> release_year;
    std::string form_factor; // consumer, workstation, pcie, sxm, oam
    std::uint64_t vram_bytes = 0;
    std::string memory_type;
    double memory_bandwidth_bytes_per_s = 0;
    std::optional<double> fp32_flops;
    std::optional<double> fp16_tensor_flops; // dense; GeForce: FP16 accumulate (NVIDIA's headline)
    std::optional<double>
        fp16_fp32acc_tensor_flops;           // dense, FP32 accumulate (what mixed-precision training uses)
    std::optional<double> bf16_tensor_flops; // dense
    std::optional<double> fp8_tensor_flops;  // dense
    std::optional<double> int8_tensor_ops;   // dense
    std::optional<double> tdp_w;
    std::optional<int> pcie_gen;
    std::optional<int> pcie_lanes;
    std::string fabric;                                      // "NVLink 4", "Infinity Fabric", "" when none
    std::optional<double> fabric_bandwidth_bytes_per_s_both; // both directions added, per GPU
    std::string software_stack;                              // CUDA, ROCm
    std::optional<std::uint32_t> pci_device_id;              // for matching the live probe
    std::optional<double> launch_msrp_usd;
    std::string notes;
    std::string source;
    std::optional<std::uint32_t> pci_vendor_id; // 0x10de NVIDIA, 0x1002 AMD, 0x1da3 Habana (Intel)
    // The memory the driver reports (nvidia-smi's MiB total), beside the marketing capacity.
    std::optional<std::uint64_t> driver_memory_bytes;
    // Unified-memory devices (Apple, DGX Spark, Strix Halo): the share of vram_bytes (the
    // system memory) the GPU may use; nullopt for a GPU with memory of its own.
    std::optional<double> unified_memory_gpu_share;
    bool sold_only_in_systems = false; // SXM/OAM modules, superchips, whole desktops
    // Why cells stay empty: "field: reason" entries separated by "; ", each reason starting
    // with "not applicable" or "not published" ("fp8_tensor_flops: not applicable: no FP8 ...").
    std::string not_applicable;
    // Figures filled in without a vendor figure, and how: "field: derived: how" entries separated
    // by "; " ("bf16_tensor_flops: derived: 1 PFLOP FP4 sparse / 2 dense / 4 ..."). The planner
    // uses the figure and says so wherever it shows the peak it timed with.
    std::string derived;

    // The memory the planner may fill: the GPU's share of a unified memory, else vram_bytes.
    std::uint64_t usableMemoryBytes() const;
    // The reason recorded for an empty `field`, "" when none.
    std::string reasonFor(const std::string& field) const;
    // How a filled `field` was derived ("derived: ..."), "" for a vendor's figure.
    std::string derivationFor(const std::string& field) const;

    bool operator==(const GpuSpec&) const = default;
};

// The "field: text" entries of a list separated by "; " (GpuSpec::not_applicable, ::derived), in
// their order; an entry without ": " is all field, with an empty text.
std::vector<std::pair<std::string, std::string>> fieldEntries(const std::string& entries);

struct InterconnectSpec {
    std::string id; // "pcie4-x16", "nvlink3"
    std::string name;
    std::string kind; // PCIe, NVLink, NVSwitch, InfinityFabric, InfiniBand, Ethernet
    std::string generation;
    std::string lanes_or_links;
    double per_direction_bytes_per_s = 0;
    double both_directions_bytes_per_s = 0;
    std::optional<double> latency_s;
    double efficiency = 0.8; // achieved / per-direction line rate for large transfers
    std::string notes;
    std::string source;

    bool operator==(const InterconnectSpec&) const = default;
};

struct GpuPrice {
    std::int64_t id = 0; // database row id; 0 before insertion
    std::string gpu_id;
    double amount = 0;     // price of one GPU; the middle of [amount_low, amount_high] for a range
    std::string currency;  // ISO 4217: EUR, USD
    std::string date;      // ISO 8601 date, YYYY-MM-DD
    std::string condition; // new, used
    std::string source;
    bool estimate = false; // a figure that is not a quoted price
    std::string notes;
    // A source that gives a range ("$8,000-$9,200"): its ends; amount is their middle.
    std::optional<double> amount_low;
    std::optional<double> amount_high;

    bool isRange() const { return amount_low && amount_high; }
    bool operator==(const GpuPrice&) const = default;
};

struct CloudOffer {
    std::string id; // "aws-p5.48xlarge-us-east-1-on-demand"
    std::string provider;
    std::string gpu_id;
    std::uint32_t gpu_count = 1;
    double price_per_hour = 0; // for the whole instance, in `currency`
    std::string currency;
    std::string pricing; // on-demand, spot, reserved
    std::string region;
    std::string date; // YYYY-MM-DD, or empty when the source is undated
    std::string instance_type;
    std::string source;
    std::string notes;
    // The provider rents any number of this offer's GPUs at its per-GPU rate (per-GPU billing);
    // false: the offer is a bundle of gpu_count GPUs, rented whole.
    bool split = false;
    // How a start is billed (schema 11, core/catalog/CloudBilling.h), empty where the provider publishes
    // nothing (the planner then assumes and says so): the billing increment and minimum (s), the
    // start-up time from the request to a usable machine (s), and where the terms come from.
    std::optional<double> billing_increment_s;
    std::optional<double> billing_minimum_s;
    std::optional<double> startup_s;
    std::string billing_source;

    BillingTerms billing() const { return {billing_increment_s, billing_minimum_s, startup_s}; }
    // Whether the offer may rent `count` GPUs: an offer of exactly that many, or one the
    // provider splits. An 8-GPU bundle is not sliced into 1-GPU rentals.
    bool serves(std::uint32_t count) const { return count == gpu_count || split; }
    double pricePerGpuHour() const { return gpu_count == 0 ? 0.0 : price_per_hour / gpu_count; }
    bool operator==(const CloudOffer&) const = default;
};

// A machine that holds GPUs (a server, a workstation, a desktop, a baseboard kit), sold
// without GPUs (included_gpu "") or with them. Its price is of the whole machine, in
// `currency`, the middle of [amount_low, amount_high] when a source gives a range.
struct System {
    std::string id; // "dgx-b200", "thinkmate-hgx-h100-8gpu"
    std::string name;
    std::string vendor;
    std::string kind;            // server, workstation, desktop, baseboard
    std::uint32_t gpu_slots = 1; // the GPUs it holds
    std::string gpu_form_factor; // the GPUs it takes: pcie, sxm, oam, module or any
    std::string included_gpu;    // the GPU it is sold with; "" when sold without GPUs
    std::optional<std::uint32_t> included_gpu_count;
    double amount = 0;
    std::string currency; // ISO 4217
    std::string date;     // YYYY-MM-DD
    std::string source;
    bool estimate = false; // a figure that is not a quoted price
    std::optional<double> amount_low;
    std::optional<double> amount_high;
    std::optional<double> power_w;               // the host without its GPUs
    std::optional<double> psu_w;                 // its power supply's rating (GPUs and host), W
    std::optional<int> pcie_gen;                 // its GPU slots' PCIe generation (3, 4, 5; schema 12)
    std::optional<std::uint64_t> host_ram_bytes; // CPU memory
    std::string fabric;                          // NVLink 4 / NVSwitch, PCIe 5.0, Infinity Fabric...
    // The interconnect (its id) that links systems of this kind to each other when a purchase
    // spreads GPUs over several: "eth-200gbe" for a DGX Spark's ConnectX-7; "" when the source
    // does not say (see SystemPricing's systemNetwork).
    std::string network_link;
    std::string notes;

    bool includesGpus() const { return !included_gpu.empty(); }
    bool isRange() const { return amount_low && amount_high; }
    bool operator==(const System&) const = default;
};

// A hosted model's published price per million tokens (an API a team could pay instead of
// serving the model itself). Amounts in `currency` per 1,000,000 tokens.
struct ApiPrice {
    std::string id;       // "openai-gpt-4.1-mini", "together-llama-3.3-70b-instruct-turbo"
    std::string provider; // OpenAI, Anthropic, Together AI, ...
    std::string model;    // the provider's model name
    std::string model_id; // the catalog model it serves ("llama-3.3-70b"), "" when none
    double input_per_million = 0;
    double output_per_million = 0;
    std::optional<double> cached_input_per_million;
    std::string currency; // ISO 4217
    std::string date;     // YYYY-MM-DD, when the price was read
    std::string source;   // the address of the price page
    std::string notes;

    bool operator==(const ApiPrice&) const = default;
};

struct CatalogModel {
    ModelSpec spec;     // spec.id is the catalog id
    std::string source; // where the architecture comes from (HF repo)
    std::string notes;
    std::string config_json; // the original Hugging Face config.json (compact), "" when entered by hand

    bool operator==(const CatalogModel&) const = default;
};

struct ExchangeRate {
    std::string currency; // ISO 4217
    double per_eur = 1.0; // units of `currency` for one euro
    std::string date;
    std::string source;

    bool operator==(const ExchangeRate&) const = default;
};

struct Currency {
    std::string code; // ISO 4217
    std::string name;

    bool operator==(const Currency&) const = default;
};

struct Catalog {
    std::vector<GpuSpec> gpus;
    std::vector<InterconnectSpec> interconnects;
    std::vector<GpuPrice> prices;
    std::vector<CloudOffer> offers;
    std::vector<CatalogModel> models;
    std::vector<ExchangeRate> rates;
    // Which catalog this is: its schema, the built-in defaults it started from ("" = none)
    // and how many edits since. `version` says it in English (the CLI's JSON, logs);
    // app/text writes it in the user's language.
    struct Version {
        int schema = 0;
        std::string defaults;
        std::int64_t edit = 0;
    };
    Version revision;
    std::string version;
    std::vector<Currency> currencies;         // the currencies prices and offers may use
    std::vector<System> systems;              // servers, workstations and desktops that hold GPUs
    std::vector<ApiPrice> api_prices;         // hosted models' prices per million tokens
    std::vector<BenchmarkRun> benchmark_runs; // a team's measured serving runs (BenchmarkRun.h)

    const GpuSpec* findGpu(const std::string& id) const;
    const InterconnectSpec* findInterconnect(const std::string& id) const;
    // An interconnect by id, or by an unambiguous id prefix ("nvlink3" finds "nvlink3-a100");
    // nullptr when none or several match.
    const InterconnectSpec* findLink(const std::string& id_or_prefix) const;
    const CloudOffer* findOffer(const std::string& id) const;
    const CatalogModel* findModel(const std::string& id) const;
    const ExchangeRate* findRate(const std::string& currency) const;
    const System* findSystem(const std::string& id) const;
    const ApiPrice* findApiPrice(const std::string& id) const;

    // Converts between currencies through the EUR rates; throws InputError for an
    // unknown currency.
    double convert(double amount, const std::string& from, const std::string& to) const;

    // The most recent price of a GPU in the given condition ("" = any), or nullopt.
    std::optional<GpuPrice> latestPrice(const std::string& gpu_id,
                                        const std::string& condition = "new") const;
};

} // namespace gpuplan

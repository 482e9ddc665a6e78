// The catalog's tables: each value type's SQL and file columns, built from the
// row's members with their checks and units (CatalogTables.h).
#include "database/CatalogTables.h"

#include "database/CatalogColumnBuilders.h"

#include "core/base/BoundedRead.h"
#include "core/base/Currencies.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/model/HfConfig.h"
#include "core/model/ModelJson.h"
#include "core/model/ModelSpecFields.h"
#include "core/model/Precision.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <limits>
#include <tuple>
#include <type_traits>
#include <utility>

namespace gpuplan::tables {

using namespace build;

// ---- the tables -------------------------------------------------------------

const Table<Currency>& currencyTable() {
    static const Table<Currency> table = [] {
        Table<Currency> t;
        t.sql_name = "currencies";
        t.file_stem = "currencies";
        t.singular = "currency";
        t.key = "code";
        // A new currency must be one: XXX is ISO's code for "no currency", XAU gold's.
        const Check iso = [](const Value& v) -> std::string {
            return isIso4217Currency(text(v)) ? "" : "must be the ISO 4217 code of a currency";
        };
        t.sql_columns = {col("code", &Currency::code, all({currencyCode(), iso})),
                         col("name", &Currency::name)};
        t.io_columns = t.sql_columns;
        return t;
    }();
    return table;
}

const Table<ExchangeRate>& rateTable() {
    static const Table<ExchangeRate> table = [] {
        Table<ExchangeRate> t;
        t.sql_name = "exchange_rates";
        t.file_stem = "exchange_rates";
        t.singular = "exchange rate";
        t.key = "currency";
        t.sql_columns = {
            col("currency", &ExchangeRate::currency,
                all({currencyCode(),
                     [](const Value& v) -> std::string {
                         return text(v) == "EUR" ? "must not be EUR (the reference currency)" : "";
                     }})),
            col("per_eur", &ExchangeRate::per_eur, positiveAtMost(limits::kExchangeRate.max)),
            col("date", &ExchangeRate::date, date(true)),
            col("source", &ExchangeRate::source, required()),
        };
        t.io_columns = t.sql_columns;
        t.references = {{"currency", "currencies", "code", "a currency of the catalog"}};
        return t;
    }();
    return table;
}

const Table<GpuSpec>& gpuTable() {
    static const Table<GpuSpec> table = [] {
        Table<GpuSpec> t;
        t.sql_name = "gpus";
        t.file_stem = "gpus";
        t.singular = "GPU";
        t.key = "id";
        Column<GpuSpec> basis;
        basis.name = "tensor_basis";
        basis.kind = Kind::Text;
        basis.get = [](const GpuSpec&) { return Value(std::string("dense")); };
        basis.set = [](GpuSpec&, const Value&) {};
        basis.check = oneOf({"dense", "sparse"}, true);
        t.sql_columns = {
            col("id", &GpuSpec::id, slug()),
            col("vendor", &GpuSpec::vendor, required()),
            col("name", &GpuSpec::name, required()),
            col("architecture", &GpuSpec::architecture),
            col("release_year", &GpuSpec::release_year, range(1990, 2100)),
            choice(col("form_factor", &GpuSpec::form_factor, {}, true),
                   {"consumer", "workstation", "pcie", "sxm", "oam", "module"}, true),
            in("bytes", col("vram_bytes", &GpuSpec::vram_bytes, all({required(), positive()}))),
            col("memory_type", &GpuSpec::memory_type),
            in("bytes/s", col("memory_bandwidth_bytes_per_s", &GpuSpec::memory_bandwidth_bytes_per_s,
                              all({required(), positive()}))),
            in("FLOP/s", col("fp32_flops", &GpuSpec::fp32_flops, positive())),
            in("FLOP/s", col("fp16_tensor_flops", &GpuSpec::fp16_tensor_flops, positive())),
            in("FLOP/s", col("fp16_fp32acc_tensor_flops", &GpuSpec::fp16_fp32acc_tensor_flops, positive())),
            in("FLOP/s", col("bf16_tensor_flops", &GpuSpec::bf16_tensor_flops, positive())),
            in("FLOP/s", col("fp8_tensor_flops", &GpuSpec::fp8_tensor_flops, positive())),
            in("op/s", col("int8_tensor_ops", &GpuSpec::int8_tensor_ops, positive())),
            basis,
            in("W", col("tdp_w", &GpuSpec::tdp_w, positiveAtMost(limits::kPowerW.max))),
            col("pcie_gen", &GpuSpec::pcie_gen, range(1, 7)),
            in("lanes", col("pcie_lanes", &GpuSpec::pcie_lanes,
                            [](const Value& v) -> std::string {
                                const auto n = number(v);
                                if (isNull(v) ||
                                    (n && (*n == 1 || *n == 2 || *n == 4 || *n == 8 || *n == 16)))
                                    return "";
                                return "must be 1, 2, 4, 8 or 16";
                            })),
            col("fabric", &GpuSpec::fabric),
            in("bytes/s", col("fabric_bandwidth_bytes_per_s_both",
                              &GpuSpec::fabric_bandwidth_bytes_per_s_both, positive())),
            col("software_stack", &GpuSpec::software_stack),
            hexCol("pci_vendor_id", &GpuSpec::pci_vendor_id),
            hexCol("pci_device_id", &GpuSpec::pci_device_id),
            in("USD",
               col("launch_msrp_usd", &GpuSpec::launch_msrp_usd, positiveAtMost(limits::kGpuPrice.max))),
            col("notes", &GpuSpec::notes),
            col("source", &GpuSpec::source, required()),
            in("bytes", col("driver_memory_bytes", &GpuSpec::driver_memory_bytes, range(1, 1.8e19))),
            col("unified_memory_gpu_share", &GpuSpec::unified_memory_gpu_share,
                [](const Value& v) -> std::string {
                    const auto n = number(v);
                    if (isNull(v) || (n && *n > 0 && *n <= 1))
                        return "";
                    return "must be more than 0 and at most 1";
                }),
            col("sold_only_in_systems", &GpuSpec::sold_only_in_systems),
            col("not_applicable", &GpuSpec::not_applicable),
            col("derived", &GpuSpec::derived),
        };
        t.io_columns = t.sql_columns;
        t.finish = [](GpuSpec& g, const std::vector<std::string>& names, const std::vector<Value>& values) {
            for (std::size_t i = 0; i < names.size(); ++i)
                if (names[i] == "tensor_basis" && text(values[i]) == "sparse")
                    for (auto* f : {&g.fp16_tensor_flops, &g.fp16_fp32acc_tensor_flops, &g.bf16_tensor_flops,
                                    &g.fp8_tensor_flops, &g.int8_tensor_ops})
                        if (*f)
                            **f /= 2; // 2:4 structured sparsity doubles the headline
        };
        return t;
    }();
    return table;
}

const Table<InterconnectSpec>& interconnectTable() {
    static const Table<InterconnectSpec> table = [] {
        Table<InterconnectSpec> t;
        t.sql_name = "interconnects";
        t.file_stem = "interconnects";
        t.singular = "interconnect";
        t.key = "id";
        t.sql_columns = {
            col("id", &InterconnectSpec::id, slug()),
            col("name", &InterconnectSpec::name, required()),
            choice(col("kind", &InterconnectSpec::kind),
                   {"PCIe", "NVLink", "NVSwitch", "InfinityFabric", "InfiniBand", "Ethernet"}),
            col("generation", &InterconnectSpec::generation),
            col("lanes_or_links", &InterconnectSpec::lanes_or_links),
            in("bytes/s", col("per_direction_bytes_per_s", &InterconnectSpec::per_direction_bytes_per_s,
                              all({required(), positive()}))),
            in("bytes/s", col("both_directions_bytes_per_s", &InterconnectSpec::both_directions_bytes_per_s,
                              all({required(), positive()}))),
            in("s", col("latency_s", &InterconnectSpec::latency_s, range(0, 1))),
            col("efficiency", &InterconnectSpec::efficiency,
                all({required(),
                     [](const Value& v) -> std::string {
                         const auto n = number(v);
                         return n && *n > 0 && *n <= 1 ? "" : "must be above 0 and at most 1";
                     }})),
            col("notes", &InterconnectSpec::notes),
            col("source", &InterconnectSpec::source, required()),
        };
        t.io_columns = t.sql_columns;
        t.validate = [](const InterconnectSpec& i, std::vector<std::string>& problems) {
            if (i.both_directions_bytes_per_s > 0 &&
                i.per_direction_bytes_per_s > i.both_directions_bytes_per_s)
                problems.push_back(fmt::format("per_direction_bytes_per_s must not exceed "
                                               "both_directions_bytes_per_s, got {} > {}",
                                               i.per_direction_bytes_per_s, i.both_directions_bytes_per_s));
        };
        return t;
    }();
    return table;
}

namespace {

// A choice of ModelSpec (ffn, norm) by its names (core/model/ModelSpecFields.h).
template <typename E> Column<CatalogModel> choiceCol(std::string name, E ModelSpec::*member) {
    Column<CatalogModel> c;
    c.name = std::move(name);
    c.kind = Kind::Text;
    c.get = [member](const CatalogModel& m) { return Value(std::string(choiceName(m.spec.*member))); };
    c.set = [member](CatalogModel& m, const Value& v) {
        m.spec.*member = choiceNamed<E>(text(v)).value_or(choiceNames(E{}).front().value);
    };
    for (const auto& choice : choiceNames(E{}))
        c.allowed.emplace_back(choice.name);
    c.check = oneOf(c.allowed);
    return c;
}

// What the catalog adds to a ModelSpec field: its checks and unit.
struct ModelFieldRule {
    std::string_view name;
    Check check;
    std::string unit;
};

const std::vector<ModelFieldRule>& modelFieldRules() {
    static const std::vector<ModelFieldRule> rules = [] {
        const Check size = all({required(), positive()});
        return std::vector<ModelFieldRule>{
            {"id", slug(), ""},        {"name", required(), ""},      {"family", required(), ""},
            {"layers", size, ""},      {"hidden", size, ""},          {"heads", size, ""},
            {"kv_heads", size, ""},    {"head_dim", size, ""},        {"intermediate", size, ""},
            {"vocab", size, "tokens"}, {"max_context", {}, "tokens"}, {"sliding_window", {}, "tokens"},
        };
    }();
    return rules;
}

// The file columns of a ModelSpec: one per field of core's list, in its order.
std::vector<Column<CatalogModel>> specColumns() {
    std::vector<Column<CatalogModel>> out;
    for (const auto& field : kModelSpecFields) {
        const std::string name(field.name);
        Column<CatalogModel> c = std::visit(
            [&](auto member) {
                using M = std::remove_cvref_t<decltype(std::declval<ModelSpec&>().*member)>;
                if constexpr (std::is_enum_v<M>)
                    return choiceCol(name, member);
                else
                    return col(name, &CatalogModel::spec, member);
            },
            field.member);
        for (const auto& rule : modelFieldRules())
            if (rule.name == field.name) {
                c.check = all({std::move(c.check), rule.check});
                c.unit = rule.unit;
            }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace

const Table<CatalogModel>& modelTable() {
    static const Table<CatalogModel> table = [] {
        Table<CatalogModel> t;
        t.sql_name = "models";
        t.file_stem = "models";
        t.singular = "model";
        t.key = "id";
        using M = CatalogModel;
        using S = ModelSpec;
        auto config = [] {
            Column<M> c = col("hf_config", &M::config_json, {}, true);
            c.kind = Kind::Json;
            return c;
        };
        // SQL: the spec as JSON (core's toJson); files: one column per field.
        Column<M> spec;
        spec.name = "spec_json";
        spec.kind = Kind::Json;
        spec.get = [](const M& m) { return Value(toJson(m.spec).dump()); };
        spec.set = [](M& m, const Value& v) {
            const std::string id = m.spec.id; // the id column wins
            m.spec = modelSpecFromJson(
                parseBoundedJson(text(v), "models.spec_json", limits::kMaxCatalogImportBytes),
                "models.spec_json");
            if (!id.empty())
                m.spec.id = id;
        };
        Column<M> hf_sql = config();
        hf_sql.name = "hf_config_json";
        t.sql_columns = {
            col("id", &M::spec, &S::id, slug()),
            col("name", &M::spec, &S::name, required()),
            col("family", &M::spec, &S::family),
            spec,
            hf_sql,
            col("source", &M::source, required()),
            col("notes", &M::notes),
        };
        t.io_columns = specColumns();
        t.io_columns.push_back(config());
        t.io_columns.push_back(col("source", &M::source, required()));
        t.io_columns.push_back(col("notes", &M::notes));
        t.validate = [](const M& m, std::vector<std::string>& problems) {
            try {
                m.spec.validate();
            } catch (const InputError& e) {
                problems.push_back(e.what());
            }
            if (problems.empty() && !m.config_json.empty())
                for (auto& p : contradictionsWithConfig(
                         m.spec, parseBoundedJsonOrDiscarded(m.config_json, limits::kMaxCatalogImportBytes)))
                    problems.push_back(std::move(p));
        };
        return t;
    }();
    return table;
}

const Table<GpuPrice>& priceTable() {
    static const Table<GpuPrice> table = [] {
        Table<GpuPrice> t;
        t.sql_name = "gpu_prices";
        t.file_stem = "prices";
        t.singular = "price";
        t.key = "id";
        t.integer_key = true;
        t.sql_columns = {
            col("id", &GpuPrice::id, range(0, 9.0e18)),
            col("gpu_id", &GpuPrice::gpu_id, slug()),
            col("amount", &GpuPrice::amount, all({required(), positiveAtMost(limits::kGpuPrice.max)})),
            col("currency", &GpuPrice::currency, currencyCode()),
            col("date", &GpuPrice::date, date(false), true),
            choice(col("condition", &GpuPrice::condition), {"new", "used"}),
            col("estimate", &GpuPrice::estimate),
            col("source", &GpuPrice::source, required()),
            col("notes", &GpuPrice::notes),
            col("amount_low", &GpuPrice::amount_low, positiveAtMost(limits::kGpuPrice.max)),
            col("amount_high", &GpuPrice::amount_high, positiveAtMost(limits::kGpuPrice.max)),
        };
        t.io_columns = t.sql_columns;
        t.validate = [](const GpuPrice& p, std::vector<std::string>& problems) {
            if (p.amount_low.has_value() != p.amount_high.has_value())
                problems.push_back("a price range needs both amount_low and amount_high");
            else if (p.isRange() && !(*p.amount_low <= p.amount && p.amount <= *p.amount_high))
                problems.push_back(fmt::format("amount {} must lie within amount_low {} and amount_high {}",
                                               p.amount, *p.amount_low, *p.amount_high));
        };
        t.references = {{"gpu_id", "gpus", "id", "a GPU of the catalog"},
                        {"currency", "currencies", "code", "a currency of the catalog"}};
        return t;
    }();
    return table;
}

const Table<CloudOffer>& offerTable() {
    static const Table<CloudOffer> table = [] {
        Table<CloudOffer> t;
        t.sql_name = "cloud_offers";
        t.file_stem = "cloud_offers";
        t.singular = "cloud offer";
        t.key = "id";
        t.sql_columns = {
            col("id", &CloudOffer::id, slug()),
            col("provider", &CloudOffer::provider, required()),
            col("gpu_id", &CloudOffer::gpu_id, slug()),
            col("gpu_count", &CloudOffer::gpu_count, all({required(), range(1, 1024)})),
            col("price_per_hour", &CloudOffer::price_per_hour,
                all({required(), positiveAtMost(limits::kRatePerGpuHour.max)})),
            col("currency", &CloudOffer::currency, currencyCode()),
            choice(col("pricing", &CloudOffer::pricing), {"on-demand", "spot", "reserved"}),
            col("region", &CloudOffer::region),
            col("date", &CloudOffer::date, date(false), true),
            col("instance_type", &CloudOffer::instance_type),
            col("source", &CloudOffer::source, required()),
            col("notes", &CloudOffer::notes),
            col("split", &CloudOffer::split),
            // Schema 11: how a start is billed (a day at most: no provider bills by the week).
            in("s", col("billing_increment_s", &CloudOffer::billing_increment_s, positiveAtMost(86400))),
            in("s", col("billing_minimum_s", &CloudOffer::billing_minimum_s, nonNegativeAtMost(86400))),
            in("s", col("startup_s", &CloudOffer::startup_s, nonNegativeAtMost(86400))),
            col("billing_source", &CloudOffer::billing_source),
        };
        t.io_columns = t.sql_columns;
        t.references = {{"gpu_id", "gpus", "id", "a GPU of the catalog"},
                        {"currency", "currencies", "code", "a currency of the catalog"}};
        return t;
    }();
    return table;
}

const Table<System>& systemTable() {
    static const Table<System> table = [] {
        Table<System> t;
        t.sql_name = "systems";
        t.file_stem = "systems";
        t.singular = "system";
        t.key = "id";
        t.sql_columns = {
            col("id", &System::id, slug()),
            col("name", &System::name, required()),
            col("vendor", &System::vendor, required()),
            choice(col("kind", &System::kind), {"server", "workstation", "desktop", "baseboard"}),
            col("gpu_slots", &System::gpu_slots, all({required(), range(1, 1024)})),
            choice(col("gpu_form_factor", &System::gpu_form_factor), {"pcie", "sxm", "oam", "module", "any"}),
            col("included_gpu", &System::included_gpu, {}, true),
            col("included_gpu_count", &System::included_gpu_count, range(1, 1024)),
            col("amount", &System::amount, all({required(), positiveAtMost(limits::kAmount.max)})),
            col("currency", &System::currency, currencyCode()),
            col("date", &System::date, date(true)),
            col("source", &System::source, required()),
            col("estimate", &System::estimate),
            col("amount_low", &System::amount_low, positiveAtMost(limits::kAmount.max)),
            col("amount_high", &System::amount_high, positiveAtMost(limits::kAmount.max)),
            in("W", col("power_w", &System::power_w,
                        positiveAtMost(limits::kPowerW.max * static_cast<double>(limits::kGpus.max)))),
            in("W", col("psu_w", &System::psu_w,
                        positiveAtMost(limits::kPowerW.max * static_cast<double>(limits::kGpus.max)))),
            col("pcie_gen", &System::pcie_gen, range(1, 7)),
            in("bytes", col("host_ram_bytes", &System::host_ram_bytes, range(1, 1.8e19))),
            col("fabric", &System::fabric),
            col("network_link", &System::network_link, {}, true),
            col("notes", &System::notes),
        };
        t.io_columns = t.sql_columns;
        t.validate = [](const System& x, std::vector<std::string>& problems) {
            if (x.includesGpus() != x.included_gpu_count.has_value())
                problems.push_back(
                    "a system sold with its GPUs needs both included_gpu and included_gpu_count");
            else if (x.included_gpu_count && *x.included_gpu_count > x.gpu_slots)
                problems.push_back(fmt::format("included_gpu_count {} must not exceed gpu_slots {}",
                                               *x.included_gpu_count, x.gpu_slots));
            if (x.amount_low.has_value() != x.amount_high.has_value())
                problems.push_back("a price range needs both amount_low and amount_high");
            else if (x.isRange() && !(*x.amount_low <= x.amount && x.amount <= *x.amount_high))
                problems.push_back(fmt::format("amount {} must lie within amount_low {} and amount_high {}",
                                               x.amount, *x.amount_low, *x.amount_high));
        };
        t.references = {{"included_gpu", "gpus", "id", "a GPU of the catalog"},
                        {"currency", "currencies", "code", "a currency of the catalog"},
                        {"network_link", "interconnects", "id", "an interconnect of the catalog"}};
        return t;
    }();
    return table;
}

const Table<ApiPrice>& apiPriceTable() {
    static const Table<ApiPrice> table = [] {
        // A price per million tokens above a million (a dollar a token) is a typing error.
        constexpr double kPerMillionMax = 1e6;
        Table<ApiPrice> t;
        t.sql_name = "api_prices";
        t.file_stem = "api_prices";
        t.singular = "API price";
        t.key = "id";
        t.sql_columns = {
            col("id", &ApiPrice::id, slug()),
            col("provider", &ApiPrice::provider, required()),
            col("model", &ApiPrice::model, required()),
            col("model_id", &ApiPrice::model_id, {}, true),
            // Amounts in the row's currency per 1,000,000 tokens (no unit: an amount).
            col("input_per_million", &ApiPrice::input_per_million,
                all({required(), nonNegativeAtMost(kPerMillionMax)})),
            col("output_per_million", &ApiPrice::output_per_million,
                all({required(), nonNegativeAtMost(kPerMillionMax)})),
            col("cached_input_per_million", &ApiPrice::cached_input_per_million,
                nonNegativeAtMost(kPerMillionMax)),
            col("currency", &ApiPrice::currency, currencyCode()),
            col("date", &ApiPrice::date, date(true)),
            col("source", &ApiPrice::source, required()),
            col("notes", &ApiPrice::notes),
        };
        t.io_columns = t.sql_columns;
        t.references = {{"model_id", "models", "id", "a model of the catalog"},
                        {"currency", "currencies", "code", "a currency of the catalog"}};
        return t;
    }();
    return table;
}

const Table<SettingRow>& settingTable() {
    static const Table<SettingRow> table = [] {
        Table<SettingRow> t;
        t.sql_name = "settings";
        t.file_stem = "settings";
        t.singular = "setting";
        t.key = "key";
        t.sql_columns = {col("key", &SettingRow::key, required()), col("value", &SettingRow::value)};
        t.io_columns = t.sql_columns;
        return t;
    }();
    return table;
}

} // namespace gpuplan::tables

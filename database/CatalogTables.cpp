#include "database/CatalogTables.h"

#include "core/BoundedRead.h"
#include "core/Error.h"
#include "core/Json.h"
#include "core/Limits.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <charconv>
#include <chrono>
#include <cmath>
#include <limits>

namespace gpuplan::tables {

namespace {

// ---- checks -----------------------------------------------------------------

const std::string kOk;

bool isNull(const Value& v) {
    return std::holds_alternative<std::monostate>(v);
}

std::optional<double> number(const Value& v) {
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return static_cast<double>(*i);
    if (const auto* d = std::get_if<double>(&v))
        return *d;
    return std::nullopt;
}

const std::string& text(const Value& v) {
    static const std::string empty;
    const auto* s = std::get_if<std::string>(&v);
    return s ? *s : empty;
}

Check all(std::vector<Check> checks) {
    return [checks = std::move(checks)](const Value& v) -> std::string {
        for (const auto& c : checks)
            if (c) {
                auto p = c(v);
                if (!p.empty())
                    return p;
            }
        return kOk;
    };
}

Check required() {
    return [](const Value& v) -> std::string {
        if (isNull(v) || (std::holds_alternative<std::string>(v) && text(v).empty()))
            return "must not be empty";
        return kOk;
    };
}

Check positive() {
    return [](const Value& v) -> std::string {
        const auto n = number(v);
        if (isNull(v))
            return kOk; // nullable columns; `required` catches the others
        if (!n || !(*n > 0) || !std::isfinite(*n))
            return "must be positive";
        return kOk;
    };
}

// Positive, finite and at most `max` (core/Limits.h): a price of 1e308 would make costs infinite.
Check positiveAtMost(double max) {
    return [max](const Value& v) -> std::string {
        const auto n = number(v);
        if (isNull(v))
            return kOk;
        if (!n || !(*n > 0) || !std::isfinite(*n))
            return "must be positive";
        if (!(*n <= max))
            return fmt::format("must be at most {}", max);
        return kOk;
    };
}

Check range(double lo, double hi) {
    return [lo, hi](const Value& v) -> std::string {
        const auto n = number(v);
        if (isNull(v))
            return kOk;
        if (!n || *n < lo || *n > hi || !std::isfinite(*n))
            return fmt::format("must be between {} and {}", lo, hi);
        return kOk;
    };
}

Check oneOf(std::vector<std::string> allowed, bool allow_empty = false) {
    return [allowed = std::move(allowed), allow_empty](const Value& v) -> std::string {
        const std::string& s = text(v);
        if ((isNull(v) || s.empty()) && allow_empty)
            return kOk;
        for (const auto& a : allowed)
            if (s == a)
                return kOk;
        return fmt::format("must be one of {}", fmt::join(allowed, ", "));
    };
}

Check slug() {
    return [](const Value& v) -> std::string {
        const std::string& s = text(v);
        if (s.empty())
            return "must not be empty";
        for (char c : s)
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-'))
                return "must use only lower-case letters, digits, '.', '_' and '-'";
        return kOk;
    };
}

bool validDate(const std::string& s) {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (s[i] < '0' || s[i] > '9')
            return false;
    const int y = std::stoi(s.substr(0, 4));
    const unsigned m = static_cast<unsigned>(std::stoi(s.substr(5, 2)));
    const unsigned d = static_cast<unsigned>(std::stoi(s.substr(8, 2)));
    return std::chrono::year_month_day{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}}.ok();
}

// A date YYYY-MM-DD, not after today; empty allowed unless `needed`.
Check date(bool needed) {
    return [needed](const Value& v) -> std::string {
        const std::string& s = text(v);
        if (s.empty())
            return needed ? "must not be empty (a date YYYY-MM-DD)" : kOk;
        if (!validDate(s))
            return "must be a date YYYY-MM-DD";
        const std::string now = today();
        if (s > now)
            return fmt::format("must not be in the future (today is {})", now);
        return kOk;
    };
}

Check currencyCode() {
    return [](const Value& v) -> std::string {
        const std::string& s = text(v);
        if (s.size() != 3 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
            return "must be a three-letter ISO 4217 code in capitals (EUR, USD)";
        return kOk;
    };
}

// ---- columns from members ---------------------------------------------------

template <typename M> constexpr Kind kindOf() {
    if constexpr (std::is_same_v<M, std::string>)
        return Kind::Text;
    else if constexpr (std::is_same_v<M, bool>)
        return Kind::Bool;
    else if constexpr (std::is_same_v<M, double> || std::is_same_v<M, std::optional<double>>)
        return Kind::Real;
    else
        return Kind::Int;
}

template <typename M> Value toValue(const M& m) {
    if constexpr (std::is_same_v<M, std::string>)
        return m;
    else if constexpr (std::is_same_v<M, bool>)
        return m;
    else if constexpr (std::is_same_v<M, double>)
        return m;
    else if constexpr (std::is_integral_v<M>)
        return static_cast<std::int64_t>(m);
    else { // std::optional<X>
        if (!m)
            return std::monostate{};
        return toValue(*m);
    }
}

template <typename M> void fromValue(M& m, const Value& v) {
    if constexpr (std::is_same_v<M, std::string>) {
        if (const auto* s = std::get_if<std::string>(&v))
            m.assign(*s);
        else
            m.clear();
    } else if constexpr (std::is_same_v<M, bool>) {
        const auto* b = std::get_if<bool>(&v);
        m = b && *b;
    } else if constexpr (std::is_same_v<M, double>) {
        m = number(v).value_or(0.0);
    } else if constexpr (std::is_integral_v<M>) {
        const auto* i = std::get_if<std::int64_t>(&v);
        m = i ? static_cast<M>(*i) : M{};
    } else {
        if (isNull(v)) {
            m.reset();
        } else {
            typename M::value_type x{};
            fromValue(x, v);
            m = x;
        }
    }
}

template <typename M> constexpr bool isOptional = false;
template <typename X> constexpr bool isOptional<std::optional<X>> = true;

template <typename M> Check typeRange() {
    if constexpr (std::is_same_v<M, std::uint32_t> || std::is_same_v<M, std::optional<std::uint32_t>>)
        return range(0, 4294967295.0);
    else if constexpr (std::is_same_v<M, std::optional<int>>)
        return range(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    else if constexpr (std::is_same_v<M, std::uint64_t>)
        return range(0, 1.8e19);
    else
        return {};
}

template <typename T, typename M>
Column<T> col(std::string name, M T::*member, Check check = {}, bool nullable_text = false) {
    Column<T> c;
    c.name = std::move(name);
    c.kind = kindOf<M>();
    c.nullable = isOptional<M> || nullable_text;
    c.get = [member](const T& t) { return toValue(t.*member); };
    c.set = [member](T& t, const Value& v) { fromValue(t.*member, v); };
    c.check = all({typeRange<M>(), std::move(check)});
    return c;
}

// A member of a member (CatalogModel::spec.layers).
template <typename T, typename S, typename M>
Column<T> col(std::string name, S T::*outer, M S::*member, Check check = {}) {
    Column<T> c;
    c.name = std::move(name);
    c.kind = kindOf<M>();
    c.nullable = isOptional<M>;
    c.get = [outer, member](const T& t) { return toValue((t.*outer).*member); };
    c.set = [outer, member](T& t, const Value& v) { fromValue((t.*outer).*member, v); };
    c.check = all({typeRange<M>(), std::move(check)});
    return c;
}

// A column that takes one of `allowed` (or nothing, when `allow_empty`).
template <typename T>
Column<T> choice(Column<T> c, const std::vector<std::string>& allowed, bool allow_empty = false) {
    c.check = all({std::move(c.check), oneOf(allowed, allow_empty)});
    if (allow_empty)
        c.allowed.push_back("");
    c.allowed.insert(c.allowed.end(), allowed.begin(), allowed.end());
    return c;
}

template <typename T> Column<T> hexCol(std::string name, std::optional<std::uint32_t> T::*member) {
    Column<T> c = col(std::move(name), member, range(0, 65535));
    c.kind = Kind::Hex16;
    return c;
}

std::string formatReal(double d) {
    return fmt::format("{}", d);
}

} // namespace

std::string today() {
    const auto now = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd{now};
    return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                       static_cast<unsigned>(ymd.day()));
}

std::string describe(const Value& v) {
    if (isNull(v))
        return "nothing";
    if (const auto* s = std::get_if<std::string>(&v))
        return s->empty() ? "nothing" : fmt::format("'{}'", *s);
    if (const auto* b = std::get_if<bool>(&v))
        return *b ? "true" : "false";
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return fmt::format("{}", *i);
    return formatReal(std::get<double>(v));
}

std::string toText(const Value& v, Kind kind) {
    if (isNull(v))
        return {};
    switch (kind) {
    case Kind::Hex16:
        if (const auto* i = std::get_if<std::int64_t>(&v))
            return fmt::format("0x{:04x}", *i);
        break;
    case Kind::Bool:
        if (const auto* b = std::get_if<bool>(&v))
            return *b ? "true" : "false";
        break;
    default:
        break;
    }
    if (const auto* s = std::get_if<std::string>(&v))
        return *s;
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return fmt::format("{}", *i);
    if (const auto* d = std::get_if<double>(&v))
        return formatReal(*d);
    if (const auto* b = std::get_if<bool>(&v))
        return *b ? "true" : "false";
    return {};
}

Value fromText(std::string_view t, Kind kind, bool nullable, std::string& problem) {
    if (t.empty()) {
        if (nullable)
            return std::monostate{};
        if (kind == Kind::Text || kind == Kind::Json)
            return std::string();
        return std::monostate{}; // a missing number: `required`-style checks report it
    }
    switch (kind) {
    case Kind::Text:
        return std::string(t);
    case Kind::Json: {
        if (jsonNestingDepth(t, limits::kMaxJsonDepth + 1) > limits::kMaxJsonDepth) {
            problem = fmt::format("must not nest lists and objects more than {} levels deep",
                                  limits::kMaxJsonDepth);
            return std::string();
        }
        if (!nlohmann::json::accept(t)) {
            problem = "must be valid JSON";
            return std::string(t);
        }
        return std::string(t);
    }
    case Kind::Bool:
        if (t == "true" || t == "1" || t == "yes")
            return true;
        if (t == "false" || t == "0" || t == "no")
            return false;
        problem = "must be true or false";
        return std::monostate{};
    case Kind::Int:
    case Kind::Hex16: {
        std::int64_t v = 0;
        int base = 10;
        std::string_view digits = t;
        if (kind == Kind::Hex16 && (t.substr(0, 2) == "0x" || t.substr(0, 2) == "0X")) {
            base = 16;
            digits = t.substr(2);
        }
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
        if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty()) {
            problem = kind == Kind::Hex16 ? "must be a hexadecimal id like 0x2684" : "must be a whole number";
            return std::monostate{};
        }
        return v;
    }
    case Kind::Real: {
        double v = 0;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (ec != std::errc() || end != t.data() + t.size() || !std::isfinite(v)) {
            problem = "must be a number";
            return std::monostate{};
        }
        return v;
    }
    }
    return std::monostate{};
}

nlohmann::json toJsonValue(const Value& v, Kind kind) {
    if (isNull(v))
        return nullptr;
    if (kind == Kind::Hex16)
        return toText(v, kind);
    if (kind == Kind::Json) {
        const std::string& s = text(v);
        if (s.empty())
            return nullptr;
        return parseBoundedJsonOrDiscarded(s, limits::kMaxCatalogImportBytes);
    }
    if (const auto* s = std::get_if<std::string>(&v))
        return *s;
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return *i;
    if (const auto* d = std::get_if<double>(&v))
        return *d;
    return std::get<bool>(v);
}

Value fromJsonValue(const nlohmann::json& j, Kind kind, bool nullable, std::string& problem) {
    if (j.is_null())
        return (kind == Kind::Text && !nullable) ? Value(std::string()) : Value(std::monostate{});
    switch (kind) {
    case Kind::Text:
        if (j.is_string())
            return j.get<std::string>();
        problem = "must be a string";
        return std::monostate{};
    case Kind::Json:
        if (j.is_object())
            return j.dump();
        problem = "must be a JSON object";
        return std::monostate{};
    case Kind::Bool:
        if (j.is_boolean())
            return j.get<bool>();
        problem = "must be true or false";
        return std::monostate{};
    case Kind::Hex16:
        if (j.is_string())
            return fromText(j.get<std::string>(), kind, nullable, problem);
        [[fallthrough]];
    case Kind::Int:
        if (j.is_number_integer())
            return j.get<std::int64_t>();
        problem = "must be a whole number";
        return std::monostate{};
    case Kind::Real:
        if (j.is_number())
            return j.get<double>();
        problem = "must be a number";
        return std::monostate{};
    }
    return std::monostate{};
}

// ---- the tables -------------------------------------------------------------

const Table<Currency>& currencyTable() {
    static const Table<Currency> table = [] {
        Table<Currency> t;
        t.sql_name = "currencies";
        t.file_stem = "currencies";
        t.singular = "currency";
        t.key = "code";
        t.sql_columns = {col("code", &Currency::code, currencyCode()), col("name", &Currency::name)};
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
            col("vram_bytes", &GpuSpec::vram_bytes, all({required(), positive()})),
            col("memory_type", &GpuSpec::memory_type),
            col("memory_bandwidth_bytes_per_s", &GpuSpec::memory_bandwidth_bytes_per_s,
                all({required(), positive()})),
            col("fp32_flops", &GpuSpec::fp32_flops, positive()),
            col("fp16_tensor_flops", &GpuSpec::fp16_tensor_flops, positive()),
            col("fp16_fp32acc_tensor_flops", &GpuSpec::fp16_fp32acc_tensor_flops, positive()),
            col("bf16_tensor_flops", &GpuSpec::bf16_tensor_flops, positive()),
            col("fp8_tensor_flops", &GpuSpec::fp8_tensor_flops, positive()),
            col("int8_tensor_ops", &GpuSpec::int8_tensor_ops, positive()),
            basis,
            col("tdp_w", &GpuSpec::tdp_w, positiveAtMost(limits::kPowerW.max)),
            col("pcie_gen", &GpuSpec::pcie_gen, range(1, 7)),
            col("pcie_lanes", &GpuSpec::pcie_lanes,
                [](const Value& v) -> std::string {
                    const auto n = number(v);
                    if (isNull(v) || (n && (*n == 1 || *n == 2 || *n == 4 || *n == 8 || *n == 16)))
                        return "";
                    return "must be 1, 2, 4, 8 or 16";
                }),
            col("fabric", &GpuSpec::fabric),
            col("fabric_bandwidth_bytes_per_s_both", &GpuSpec::fabric_bandwidth_bytes_per_s_both, positive()),
            col("software_stack", &GpuSpec::software_stack),
            hexCol("pci_vendor_id", &GpuSpec::pci_vendor_id),
            hexCol("pci_device_id", &GpuSpec::pci_device_id),
            col("launch_msrp_usd", &GpuSpec::launch_msrp_usd, positiveAtMost(limits::kGpuPrice.max)),
            col("notes", &GpuSpec::notes),
            col("source", &GpuSpec::source, required()),
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
            col("per_direction_bytes_per_s", &InterconnectSpec::per_direction_bytes_per_s,
                all({required(), positive()})),
            col("both_directions_bytes_per_s", &InterconnectSpec::both_directions_bytes_per_s,
                all({required(), positive()})),
            col("latency_s", &InterconnectSpec::latency_s, range(0, 1)),
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

Column<CatalogModel> enumCol(std::string name, bool ffn) {
    Column<CatalogModel> c;
    c.name = std::move(name);
    c.kind = Kind::Text;
    if (ffn) {
        c.get = [](const CatalogModel& m) {
            return Value(std::string(m.spec.ffn == FfnKind::Gated3 ? "gated3" : "mlp2"));
        };
        c.set = [](CatalogModel& m, const Value& v) {
            m.spec.ffn = text(v) == "mlp2" ? FfnKind::Mlp2 : FfnKind::Gated3;
        };
        c.check = oneOf({"gated3", "mlp2"});
        c.allowed = {"gated3", "mlp2"};
    } else {
        c.get = [](const CatalogModel& m) {
            return Value(std::string(m.spec.norm == NormKind::LayerNorm ? "layernorm" : "rmsnorm"));
        };
        c.set = [](CatalogModel& m, const Value& v) {
            m.spec.norm = text(v) == "layernorm" ? NormKind::LayerNorm : NormKind::RmsNorm;
        };
        c.check = oneOf({"rmsnorm", "layernorm"});
        c.allowed = {"rmsnorm", "layernorm"};
    }
    return c;
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
        auto pos = positive();
        t.io_columns = {
            col("id", &M::spec, &S::id, slug()),
            col("name", &M::spec, &S::name, required()),
            col("family", &M::spec, &S::family, required()),
            col("layers", &M::spec, &S::layers, all({required(), pos})),
            col("hidden", &M::spec, &S::hidden, all({required(), pos})),
            col("heads", &M::spec, &S::heads, all({required(), pos})),
            col("kv_heads", &M::spec, &S::kv_heads, all({required(), pos})),
            col("head_dim", &M::spec, &S::head_dim, all({required(), pos})),
            col("intermediate", &M::spec, &S::intermediate, all({required(), pos})),
            enumCol("ffn", true),
            col("vocab", &M::spec, &S::vocab, all({required(), pos})),
            col("tied_embeddings", &M::spec, &S::tied_embeddings),
            col("max_context", &M::spec, &S::max_context),
            col("learned_positions", &M::spec, &S::learned_positions),
            col("token_types", &M::spec, &S::token_types),
            col("qkv_bias", &M::spec, &S::qkv_bias),
            col("attn_out_bias", &M::spec, &S::attn_out_bias),
            col("mlp_bias", &M::spec, &S::mlp_bias),
            enumCol("norm", false),
            col("norms_per_layer", &M::spec, &S::norms_per_layer),
            col("final_norm", &M::spec, &S::final_norm),
            col("embedding_norm", &M::spec, &S::embedding_norm),
            col("pooler", &M::spec, &S::pooler),
            col("experts", &M::spec, &S::experts),
            col("experts_per_token", &M::spec, &S::experts_per_token),
            col("router_bias", &M::spec, &S::router_bias),
            col("dropout", &M::spec, &S::dropout),
            config(),
            col("source", &M::source, required()),
            col("notes", &M::notes),
        };
        t.validate = [](const M& m, std::vector<std::string>& problems) {
            try {
                m.spec.validate();
            } catch (const InputError& e) {
                problems.push_back(e.what());
            }
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
        };
        t.io_columns = t.sql_columns;
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
        };
        t.io_columns = t.sql_columns;
        t.references = {{"gpu_id", "gpus", "id", "a GPU of the catalog"},
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

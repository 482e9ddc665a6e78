#include "core/scenario/ProbeJson.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/MessageParse.h"

#include <fmt/format.h>

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <set>

namespace gpuplan::probe {

using nlohmann::json;

namespace {

template <typename T> json opt(const std::optional<T>& v) {
    return v ? json(*v) : json(nullptr);
}

json toJson(const Measurement& m) {
    return json{{"name", m.name},
                {"unit", m.unit},
                {"value", opt(m.value)},
                {"runs", m.runs},
                {"catalog_peak", opt(m.catalog_peak)},
                {"peak_source", m.peak_source.english()},
                {"fraction_of_peak", opt(m.fraction_of_peak)},
                {"flag", m.flag},
                {"message", m.message.english()}};
}

} // namespace

json toJson(const DeviceReadings& r) {
    json links = nullptr;
    if (r.nvlinks) {
        links = json::array();
        for (const auto& l : *r.nvlinks)
            links.push_back({{"index", l.index},
                             {"active", l.active},
                             {"version", opt(l.version)},
                             {"remote_pci_bus_id", l.remote_pci_bus_id}});
    }
    json unavailable = json::object();
    for (const auto& [k, v] : r.unavailable)
        unavailable[k] = v.english();
    return json{{"pci_bus_id", r.pci_bus_id},
                {"pci_vendor_id", opt(r.pci_vendor_id)},
                {"pci_device_id", opt(r.pci_device_id)},
                {"pci_class", r.pci_class},
                {"vendor", r.vendor},
                {"name", r.name},
                {"uuid", r.uuid},
                {"driver", r.driver},
                {"vram_total_bytes", opt(r.vram_total_bytes)},
                {"vram_free_bytes", opt(r.vram_free_bytes)},
                {"vram_used_bytes", opt(r.vram_used_bytes)},
                {"pcie_gen_current", opt(r.pcie_gen_current)},
                {"pcie_gen_max", opt(r.pcie_gen_max)},
                {"pcie_gen_gpu_max", opt(r.pcie_gen_gpu_max)},
                {"pcie_width_current", opt(r.pcie_width_current)},
                {"pcie_width_max", opt(r.pcie_width_max)},
                {"nvlinks", links},
                {"power_limit_w", opt(r.power_limit_w)},
                {"power_draw_w", opt(r.power_draw_w)},
                {"temperature_c", opt(r.temperature_c)},
                {"utilization_gpu_percent", opt(r.utilization_gpu_percent)},
                {"utilization_memory_percent", opt(r.utilization_memory_percent)},
                {"clock_graphics_mhz", opt(r.clock_graphics_mhz)},
                {"clock_sm_mhz", opt(r.clock_sm_mhz)},
                {"clock_memory_mhz", opt(r.clock_memory_mhz)},
                {"clock_graphics_max_mhz", opt(r.clock_graphics_max_mhz)},
                {"clock_memory_max_mhz", opt(r.clock_memory_max_mhz)},
                {"mig_enabled", opt(r.mig_enabled)},
                {"sources", r.sources},
                {"unavailable", unavailable}};
}

json toJson(const DeviceBenchmark& b) {
    json ms = json::array();
    for (const auto& m : b.measurements)
        ms.push_back(toJson(m));
    return json{{"pci_bus_id", b.pci_bus_id}, {"name", b.name}, {"measurements", ms}};
}

json toJson(const BenchmarkReport& r) {
    json devices = json::array();
    for (const auto& d : r.devices)
        devices.push_back(toJson(d));
    return json{{"status", r.status},
                {"message", r.message.english()},
                {"elapsed_s", r.elapsed_s},
                {"devices", devices}};
}

json toJson(const ProbeReport& report) {
    json devices = json::array();
    for (const auto& d : report.devices) {
        json j = toJson(d.readings);
        j["catalog_match"] = d.match ? json{{"gpu_id", d.match->gpu_id},
                                            {"gpu_name", d.match->gpu_name},
                                            {"method", d.match->method}}
                                     : json(nullptr);
        j["match_message"] = d.match_message.english();
        json diffs = json::array();
        for (const auto& x : d.differences)
            diffs.push_back({{"field", x.field},
                             {"catalog", x.catalog.english()},
                             {"measured", x.measured.english()},
                             {"message", x.message.english()}});
        j["differences"] = diffs;
        j["benchmark"] = d.benchmark ? toJson(*d.benchmark) : json(nullptr);
        devices.push_back(std::move(j));
    }
    json backends = json::array();
    for (const auto& b : report.backends)
        backends.push_back({{"name", b.name},
                            {"state", toString(b.state)},
                            {"message", b.message.english()},
                            {"devices", b.devices}});
    return json{{"devices", devices},
                {"backends", backends},
                {"catalog_message", report.catalog_message.english()},
                {"benchmark", report.benchmark ? toJson(*report.benchmark) : json(nullptr)}};
}

json toJson(const LiveSample& s) {
    return json{{"pci_bus_id", s.pci_bus_id},
                {"time_s", s.time_s},
                {"utilization_gpu_percent", opt(s.utilization_gpu_percent)},
                {"vram_used_bytes", opt(s.vram_used_bytes)},
                {"vram_total_bytes", opt(s.vram_total_bytes)},
                {"power_draw_w", opt(s.power_draw_w)},
                {"temperature_c", opt(s.temperature_c)},
                {"clock_graphics_mhz", opt(s.clock_graphics_mhz)}};
}

Message verbatim(std::string text) {
    if (text.empty())
        return {};
    return Message(MessageId::Verbatim, {std::move(text)});
}

std::string toString(BackendStatus::State state) {
    switch (state) {
    case BackendStatus::State::Ok:
        return "ok";
    case BackendStatus::State::NotPresent:
        return "not_present";
    case BackendStatus::State::Failed:
        return "failed";
    case BackendStatus::State::Skipped:
        return "skipped";
    }
    return "unknown";
}

std::optional<BackendStatus::State> parseBackendState(std::string_view s) {
    for (auto state : {BackendStatus::State::Ok, BackendStatus::State::NotPresent,
                       BackendStatus::State::Failed, BackendStatus::State::Skipped})
        if (toString(state) == s)
            return state;
    return std::nullopt;
}

namespace {

// Reads one JSON object strictly: every key must be known and of the right
// type; errors name the file and the JSON path. A missing key keeps the default.
class Reader {
public:
    Reader(const json& j, std::string path, std::string_view where)
        : j_(j), path_(std::move(path)), where_(where) {
        if (!j_.is_object())
            fail(path_.empty() ? "/" : path_, fmt::format("must be a JSON object, got {}", brief(j_)));
    }

    [[noreturn]] void fail(const std::string& path, const std::string& what) const {
        throw InputError(fmt::format("{}: {} {}", where_, path, what));
    }
    std::string at(const char* key) const { return path_ + "/" + key; }
    bool has(const char* key) const { return j_.contains(key); }
    bool hasValue(const char* key) const { return j_.contains(key) && !j_.at(key).is_null(); }
    const json& raw(const char* key) const { return j_.at(key); }

    void allow(std::initializer_list<const char*> keys) const {
        const std::set<std::string> known(keys.begin(), keys.end());
        for (const auto& [key, value] : j_.items())
            if (!known.count(key))
                fail(path_ + "/" + key, "is not a known field");
    }

    void str(const char* key, std::string& out) const {
        if (!has(key))
            return;
        if (!raw(key).is_string())
            fail(at(key), fmt::format("must be a string, got {}", brief(raw(key))));
        out = raw(key).get<std::string>();
    }
    // A sentence the file holds (English, as toJson wrote it): the message it is, so that it is
    // shown in the user's language (core/base/MessageParse.h); kept as it is when no pattern
    // gives it back.
    void text(const char* key, Message& out) const {
        if (!has(key))
            return;
        std::string s;
        str(key, s);
        out = messageFromEnglish(s);
    }
    void boolean(const char* key, bool& out) const {
        if (!has(key))
            return;
        if (!raw(key).is_boolean())
            fail(at(key), fmt::format("must be true or false, got {}", brief(raw(key))));
        out = raw(key).get<bool>();
    }
    void boolean(const char* key, std::optional<bool>& out) const {
        if (has(key) && raw(key).is_null())
            out.reset();
        else if (has(key))
            boolean(key, out.emplace());
    }
    void number(const char* key, double& out) const {
        if (!has(key))
            return;
        if (!raw(key).is_number())
            fail(at(key), fmt::format("must be a number, got {}", brief(raw(key))));
        out = raw(key).get<double>();
    }
    void number(const char* key, std::optional<double>& out) const {
        if (has(key) && raw(key).is_null())
            out.reset();
        else if (has(key))
            number(key, out.emplace());
    }
    // A whole number in [min, max] (T: any integer type).
    template <typename T> void integer(const char* key, T& out) const {
        if (!has(key))
            return;
        out = wholeNumber<T>(raw(key), at(key));
    }
    template <typename T> void integer(const char* key, std::optional<T>& out) const {
        if (has(key) && raw(key).is_null())
            out.reset();
        else if (has(key))
            integer(key, out.emplace());
    }
    template <typename T> T wholeNumber(const json& v, const std::string& path) const {
        if (!v.is_number_integer())
            fail(path, fmt::format("must be a whole number, got {}", brief(v)));
        constexpr auto lo = std::numeric_limits<T>::min();
        constexpr auto hi = std::numeric_limits<T>::max();
        if (v.is_number_unsigned()) {
            const auto n = v.get<std::uint64_t>();
            if (n > static_cast<std::uint64_t>(hi))
                fail(path, fmt::format("must be <= {}, got {}", hi, n));
            return static_cast<T>(n);
        }
        const auto n = v.get<std::int64_t>();
        if (n < static_cast<std::int64_t>(lo))
            fail(path, fmt::format("must be >= {}, got {}", lo, n));
        if (n > 0 && static_cast<std::uint64_t>(n) > static_cast<std::uint64_t>(hi))
            fail(path, fmt::format("must be <= {}, got {}", hi, n));
        return static_cast<T>(n);
    }
    void strings(const char* key, std::vector<std::string>& out) const {
        if (!has(key))
            return;
        const json& a = array(key);
        out.clear();
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!a[i].is_string())
                fail(fmt::format("{}/{}", at(key), i), fmt::format("must be a string, got {}", brief(a[i])));
            out.push_back(a[i].get<std::string>());
        }
    }
    // Numbers; null (what JSON makes of a NaN or an infinity) reads as NaN.
    void numbers(const char* key, std::vector<double>& out) const {
        if (!has(key))
            return;
        const json& a = array(key);
        out.clear();
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (a[i].is_null())
                out.push_back(std::numeric_limits<double>::quiet_NaN());
            else if (a[i].is_number())
                out.push_back(a[i].get<double>());
            else
                fail(fmt::format("{}/{}", at(key), i), fmt::format("must be a number, got {}", brief(a[i])));
        }
    }
    const json& array(const char* key) const {
        if (!raw(key).is_array())
            fail(at(key), fmt::format("must be a list, got {}", brief(raw(key))));
        return raw(key);
    }
    // The objects of a list, each with its path.
    template <typename F> void each(const char* key, F&& read) const {
        if (!has(key))
            return;
        const json& a = array(key);
        for (std::size_t i = 0; i < a.size(); ++i)
            read(Reader(a[i], fmt::format("{}/{}", at(key), i), where_));
    }
    Reader child(const char* key) const { return Reader(raw(key), at(key), where_); }

private:
    static std::string brief(const json& v) { return shortJson(v); }

    const json& j_;
    std::string path_;
    std::string_view where_;
};

Measurement readMeasurement(const Reader& r) {
    r.allow({"name", "unit", "value", "runs", "catalog_peak", "peak_source", "fraction_of_peak", "flag",
             "message"});
    Measurement m;
    r.str("name", m.name);
    r.str("unit", m.unit);
    r.number("value", m.value);
    r.numbers("runs", m.runs);
    r.number("catalog_peak", m.catalog_peak);
    r.text("peak_source", m.peak_source);
    r.number("fraction_of_peak", m.fraction_of_peak);
    r.str("flag", m.flag);
    r.text("message", m.message);
    return m;
}

DeviceBenchmark readDeviceBenchmark(const Reader& r) {
    r.allow({"pci_bus_id", "name", "measurements"});
    DeviceBenchmark b;
    r.str("pci_bus_id", b.pci_bus_id);
    r.str("name", b.name);
    r.each("measurements", [&](const Reader& m) { b.measurements.push_back(readMeasurement(m)); });
    return b;
}

BenchmarkReport readBenchmark(const Reader& r) {
    r.allow({"status", "message", "elapsed_s", "devices"});
    BenchmarkReport b;
    r.str("status", b.status);
    r.text("message", b.message);
    r.number("elapsed_s", b.elapsed_s);
    r.each("devices", [&](const Reader& d) { b.devices.push_back(readDeviceBenchmark(d)); });
    return b;
}

// The fields of one device the probe read, as `probe --json` writes them.
void readReadings(const Reader& r, DeviceReadings& d) {
    r.str("pci_bus_id", d.pci_bus_id);
    r.integer("pci_vendor_id", d.pci_vendor_id);
    r.integer("pci_device_id", d.pci_device_id);
    r.integer("pci_class", d.pci_class);
    r.str("vendor", d.vendor);
    r.str("name", d.name);
    r.str("uuid", d.uuid);
    r.str("driver", d.driver);
    r.integer("vram_total_bytes", d.vram_total_bytes);
    r.integer("vram_free_bytes", d.vram_free_bytes);
    r.integer("vram_used_bytes", d.vram_used_bytes);
    r.integer("pcie_gen_current", d.pcie_gen_current);
    r.integer("pcie_gen_max", d.pcie_gen_max);
    r.integer("pcie_gen_gpu_max", d.pcie_gen_gpu_max);
    r.integer("pcie_width_current", d.pcie_width_current);
    r.integer("pcie_width_max", d.pcie_width_max);
    if (r.hasValue("nvlinks")) {
        auto& links = d.nvlinks.emplace();
        r.each("nvlinks", [&](const Reader& l) {
            l.allow({"index", "active", "version", "remote_pci_bus_id"});
            NvLink link;
            l.integer("index", link.index);
            l.boolean("active", link.active);
            l.integer("version", link.version);
            l.str("remote_pci_bus_id", link.remote_pci_bus_id);
            links.push_back(std::move(link));
        });
    }
    r.number("power_limit_w", d.power_limit_w);
    r.number("power_draw_w", d.power_draw_w);
    r.number("temperature_c", d.temperature_c);
    r.integer("utilization_gpu_percent", d.utilization_gpu_percent);
    r.integer("utilization_memory_percent", d.utilization_memory_percent);
    r.integer("clock_graphics_mhz", d.clock_graphics_mhz);
    r.integer("clock_sm_mhz", d.clock_sm_mhz);
    r.integer("clock_memory_mhz", d.clock_memory_mhz);
    r.integer("clock_graphics_max_mhz", d.clock_graphics_max_mhz);
    r.integer("clock_memory_max_mhz", d.clock_memory_max_mhz);
    r.boolean("mig_enabled", d.mig_enabled);
    r.strings("sources", d.sources);
    if (r.has("unavailable")) {
        const Reader u = r.child("unavailable");
        for (const auto& [field, why] : r.raw("unavailable").items())
            u.text(field.c_str(), d.unavailable[field]);
    }
}

// What the probe made of the device: its catalog match and how it differs from the catalog.
void readComparison(const Reader& r, ProbedDevice& p) {
    if (r.hasValue("catalog_match")) {
        const Reader m = r.child("catalog_match");
        m.allow({"gpu_id", "gpu_name", "method"});
        auto& match = p.match.emplace();
        m.str("gpu_id", match.gpu_id);
        m.str("gpu_name", match.gpu_name);
        m.str("method", match.method);
    }
    r.text("match_message", p.match_message);
    r.each("differences", [&](const Reader& x) {
        x.allow({"field", "catalog", "measured", "message"});
        Difference diff;
        x.str("field", diff.field);
        x.text("catalog", diff.catalog);
        x.text("measured", diff.measured);
        x.text("message", diff.message);
        p.differences.push_back(std::move(diff));
    });
}

ProbedDevice readDevice(const Reader& r) {
    r.allow({"pci_bus_id",
             "pci_vendor_id",
             "pci_device_id",
             "pci_class",
             "vendor",
             "name",
             "uuid",
             "driver",
             "vram_total_bytes",
             "vram_free_bytes",
             "vram_used_bytes",
             "pcie_gen_current",
             "pcie_gen_max",
             "pcie_gen_gpu_max",
             "pcie_width_current",
             "pcie_width_max",
             "nvlinks",
             "power_limit_w",
             "power_draw_w",
             "temperature_c",
             "utilization_gpu_percent",
             "utilization_memory_percent",
             "clock_graphics_mhz",
             "clock_sm_mhz",
             "clock_memory_mhz",
             "clock_graphics_max_mhz",
             "clock_memory_max_mhz",
             "mig_enabled",
             "sources",
             "unavailable",
             "catalog_match",
             "match_message",
             "differences",
             "benchmark"});
    ProbedDevice p;
    readReadings(r, p.readings);
    readComparison(r, p);
    if (r.hasValue("benchmark"))
        p.benchmark = readDeviceBenchmark(r.child("benchmark"));
    return p;
}

} // namespace

ProbeReport probeReportFromJson(const json& j, std::string_view where, std::string_view path) {
    const Reader root(j, std::string(path), where);
    root.allow({"devices", "backends", "catalog_message", "benchmark"});
    ProbeReport report;
    root.each("devices", [&](const Reader& d) { report.devices.push_back(readDevice(d)); });
    root.each("backends", [&](const Reader& b) {
        b.allow({"name", "state", "message", "devices"});
        BackendStatus status;
        b.str("name", status.name);
        std::string state = toString(status.state);
        b.str("state", state);
        const auto parsed = parseBackendState(state);
        if (!parsed)
            b.fail(b.at("state"),
                   fmt::format("must be one of ok, not_present, failed, skipped, got \"{}\"", state));
        status.state = *parsed;
        b.text("message", status.message);
        b.integer("devices", status.devices);
        report.backends.push_back(std::move(status));
    });
    root.text("catalog_message", report.catalog_message);
    if (root.hasValue("benchmark"))
        report.benchmark = readBenchmark(root.child("benchmark"));
    return report;
}

} // namespace gpuplan::probe

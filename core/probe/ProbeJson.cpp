#include "ProbeJson.h"

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
                {"peak_source", m.peak_source},
                {"fraction_of_peak", opt(m.fraction_of_peak)},
                {"flag", m.flag},
                {"message", m.message}};
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
        unavailable[k] = v;
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
    return json{
        {"status", r.status}, {"message", r.message}, {"elapsed_s", r.elapsed_s}, {"devices", devices}};
}

json toJson(const ProbeReport& report) {
    json devices = json::array();
    for (const auto& d : report.devices) {
        json j = toJson(d.readings);
        j["catalog_match"] = d.match ? json{{"gpu_id", d.match->gpu_id},
                                            {"gpu_name", d.match->gpu_name},
                                            {"method", d.match->method}}
                                     : json(nullptr);
        j["match_message"] = d.match_message;
        json diffs = json::array();
        for (const auto& x : d.differences)
            diffs.push_back({{"field", x.field},
                             {"catalog", x.catalog},
                             {"measured", x.measured},
                             {"message", x.message}});
        j["differences"] = diffs;
        j["benchmark"] = d.benchmark ? toJson(*d.benchmark) : json(nullptr);
        devices.push_back(std::move(j));
    }
    json backends = json::array();
    for (const auto& b : report.backends)
        backends.push_back(
            {{"name", b.name}, {"state", toString(b.state)}, {"message", b.message}, {"devices", b.devices}});
    json j{{"devices", devices}, {"backends", backends}, {"catalog_message", report.catalog_message}};
    if (report.benchmark) {
        json b = toJson(*report.benchmark);
        b.erase("devices"); // each device carries its own figures
        j["benchmark"] = b;
    } else {
        j["benchmark"] = nullptr;
    }
    return j;
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

} // namespace gpuplan::probe

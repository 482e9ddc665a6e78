#pragma once

#include "core/scenario/ProbeReport.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace gpuplan::probe {

// JSON of the probe (`gpu-planner probe --json`, docs/probe/<gpu>.json, the
// "probe" block of a .gpuplan file):
//   {"devices": [{"pci_bus_id", "vendor", "name", ..., "vram_total_bytes", ...,
//                 "unavailable": {field: why}, "catalog_match": {...} | null,
//                 "match_message", "differences": [...], "benchmark": {...} | null}],
//    "backends": [{"name", "state", "message", "devices"}],
//    "catalog_message", "benchmark": {"status", "message", "elapsed_s", "devices"} | null}
// A figure that was not read is null. Bytes are integers; bandwidths bytes/s.
// Each device carries its own benchmark figures; the top-level benchmark lists
// every device the benchmark ran on, in its order (a device the probe did not
// see included).
nlohmann::json toJson(const ProbeReport& report);
nlohmann::json toJson(const DeviceReadings& readings);
nlohmann::json toJson(const BenchmarkReport& report);
nlohmann::json toJson(const DeviceBenchmark& bench);
nlohmann::json toJson(const LiveSample& sample);

// Reads back what toJson(ProbeReport) writes. `where` names the file and `path`
// the JSON pointer of `j` inside it, for messages:
// "lab.gpuplan: /probe/devices/0/vram_total_bytes must be a whole number, got \"24\"".
// Unknown keys and wrong types are errors (gpuplan::InputError); a missing key
// keeps its default.
ProbeReport probeReportFromJson(const nlohmann::json& j, std::string_view where, std::string_view path = "");

// "ok", "not_present", "failed", "skipped"; nullopt for anything else.
std::optional<BackendStatus::State> parseBackendState(std::string_view s);

} // namespace gpuplan::probe

#pragma once

#include "ProbeReport.h"

#include <nlohmann/json.hpp>

namespace gpuplan::probe {

// JSON of the probe (`gpu-planner probe --json`, docs/probe/<gpu>.json):
//   {"devices": [{"pci_bus_id", "vendor", "name", ..., "vram_total_bytes", ...,
//                 "unavailable": {field: why}, "catalog_match": {...} | null,
//                 "match_message", "differences": [...], "benchmark": {...} | null}],
//    "backends": [{"name", "state", "message", "devices"}],
//    "catalog_message", "benchmark": {...} | null}
// A figure that was not read is null. Bytes are integers; bandwidths bytes/s.
nlohmann::json toJson(const ProbeReport& report);
nlohmann::json toJson(const DeviceReadings& readings);
nlohmann::json toJson(const BenchmarkReport& report);
nlohmann::json toJson(const DeviceBenchmark& bench);
nlohmann::json toJson(const LiveSample& sample);

} // namespace gpuplan::probe

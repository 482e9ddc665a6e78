#pragma once

#include "core/catalog/Catalog.h"

#include <nlohmann/json.hpp>

namespace gpuplan {

// JSON objects of catalog rows, with the keys of the catalog's CSV / JSON
// export (units in the names, null for an unknown figure, PCI ids as "0x2684").
// `gpu-planner catalog list --json` prints lists of these.
nlohmann::json toJson(const GpuSpec& gpu);
nlohmann::json toJson(const InterconnectSpec& interconnect);
nlohmann::json toJson(const GpuPrice& price);
nlohmann::json toJson(const CloudOffer& offer);
nlohmann::json toJson(const System& system);
nlohmann::json toJson(const ApiPrice& price);
nlohmann::json toJson(const BenchmarkRun& run);
nlohmann::json toJson(const CatalogModel& model); // the architecture fields flattened, plus hf_config
nlohmann::json toJson(const ExchangeRate& rate);
nlohmann::json toJson(const Currency& currency);

} // namespace gpuplan

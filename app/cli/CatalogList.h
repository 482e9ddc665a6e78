#pragma once

// `gpu-planner catalog list TABLE`: the rows of one table of the catalog, as a table in the
// user's language or as JSON (one object per row, with its id).
#include "cli/Command.h"

#include "core/catalog/Catalog.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>

namespace gpuplan::cli {

// TABLE: gpus, models, interconnects, offers, systems, api-prices or prices.
int listCatalogTable(const std::string& table, bool json, CommandContext& ctx);

// A catalog model's JSON: its fields, no hf_config, with its parameter counts.
nlohmann::json catalogModelJson(const CatalogModel& m);
// `s` cut to n characters, "..." at the end when cut.
std::string shorten(const std::string& s, std::size_t n);

} // namespace gpuplan::cli

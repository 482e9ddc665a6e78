#pragma once

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <string>
#include <string_view>

namespace gpuplan {

struct Scenario;

// The scenario's file format (.gpuplan): a versioned JSON document, read strictly
// (unknown keys, wrong types, values out of range and an unknown version are errors,
// each naming the file and the JSON path) and written back whole.

nlohmann::json toJson(const Scenario& s);
// Reads a .gpuplan document. `where` names the file in messages:
// "scenario.gpuplan: /hardware/gpu_count must be >= 1, got 0".
Scenario scenarioFromJson(const nlohmann::json& j, std::string_view where);
// Parses the text of a .gpuplan file (the caller reads it).
Scenario parseScenario(std::string_view text, std::string_view where);
// Reads and parses a .gpuplan file: its size is checked (limits::kMaxScenarioBytes)
// before a byte is read. InputError "where: ..." for a missing, oversized or bad file.
Scenario loadScenarioFile(const std::filesystem::path& path, std::string_view where);
std::string serializeScenario(const Scenario& s); // pretty-printed JSON

} // namespace gpuplan

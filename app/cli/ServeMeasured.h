#pragma once

// `serve`'s measured runs: the catalog's runs that match the option asked (core/measured), shown
// beside the modelled figures, and `--calibrate`'s fit of the engine on the GPU to them.
#include "core/catalog/Catalog.h"
#include "core/plan/ServingScenario.h"
#include "core/scenario/Scenario.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <iosfwd>
#include <optional>

namespace gpuplan::cli {

struct ServeMeasured {
    MatchingRuns runs;
    std::optional<ServingCalibration> calibration; // --calibrate: the fit the plan uses
};

// The runs matching `gpus` GPUs of `gpu` serving `m` under `s`; with `calibrate`, the fit of the
// engine on the GPU to them, which `s` then holds (throws InputError when fewer than 2 runs match).
ServeMeasured serveMeasured(const Catalog& c, const ModelSpec& m, Scenario& s, const GpuSpec& gpu,
                            std::uint32_t gpus, Precision weights, Precision kv, bool calibrate);

// "measured_runs" (at the same load, each with its figures), "matching_runs_any_load" and
// "calibration" (null unless --calibrate).
void addMeasuredJson(const ServeMeasured& x, nlohmann::json& j);

// What the calibration changed, before the figures.
void printCalibration(const ServingCalibration& k, const std::string& gpu_name, std::ostream& out);
// The modelled figures beside each measured run at the same load (nothing when none matches).
void printMeasured(const ServeMeasured& x, const ServingLoad& modelled, std::ostream& out);

} // namespace gpuplan::cli

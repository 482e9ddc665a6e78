#pragma once

// Fitting an engine's few speed parameters on one GPU to measured runs: the decode bandwidth's
// share, the MFUs, and a fixed cost of each decode-only and each mixed step (StepKnobs), by
// coordinate descent of the summed absolute log errors of TPOT and (half-weighted) TTFT over the
// runs. The scenario then holds the fit (ServingSettings::calibration), so that it can be undone
// and is named in the report.

#include "core/base/Message.h"
#include "core/catalog/BenchmarkRun.h"
#include "core/measured/RunMatching.h"
#include "core/serving/ServingEngine.h"

#include <limits>
#include <optional>
#include <vector>

namespace gpuplan {

// Bounds of the multipliers (StepKnobs::bandwidth, ::compute); the overheads are never negative.
struct KnobBounds {
    double min_bandwidth = 0, max_bandwidth = std::numeric_limits<double>::infinity();
    double min_compute = 0, max_compute = std::numeric_limits<double>::infinity();
};

// The fit's cost: sum over the runs of |log(1 + tpot error)| + 0.5 |log(1 + ttft error)|.
double fitCost(const std::vector<const PreparedRun*>& runs, const StepKnobs& k);

// The sweeps of the descent: one per factor, in order (each knob tries value / f, x f, / f^2,
// x f^2), each factor's sweep repeated while it lowers the cost by more than 0.1 % (at most
// `max_repeats` times). The default is the validation's (tests/core/TestServingValidation.cpp):
// two sweeps, 1.5 then 1.2.
struct FitSearch {
    std::vector<double> factors{1.5, 1.2};
    int max_repeats = 1;
    // Before the descent, a Nelder-Mead simplex over (log bandwidth, log compute, the two
    // overheads in ms), at most this many evaluations (0: none): it follows the valleys where a
    // slower decode trades against a costlier step, which one knob at a time cannot.
    int simplex_evaluations = 0;
};
// The search a calibration uses: the simplex, then the descent to the per cent.
FitSearch calibrationSearch();

// Coordinate descent over the four knobs from the engine's defaults: each in turn tries a few
// multiples of its value (an overhead at 0 tries 0.5, 2 and 8 ms), within `bounds`.
StepKnobs fitStepKnobs(const std::vector<const PreparedRun*>& runs, const KnobBounds& bounds = {},
                       const FitSearch& search = {});

// Median |error| of TTFT and TPOT over the runs with `k` (nullopt: no run measured it).
struct MedianErrors {
    std::optional<double> ttft, tpot;
};
MedianErrors medianErrors(const std::vector<const PreparedRun*>& runs, const StepKnobs& k);

inline constexpr std::size_t kMinCalibrationRuns = 2;

// A calibration of the scenario's engine on its GPU to `runs` (matching ones, core/measured/
// RunMatching.h): the fitted values as the scenario holds them, the runs used (those the planner
// could model), the errors before and after. `ok` false with `refusal` when fewer than
// kMinCalibrationRuns runs could be used.
struct CalibrationResult {
    bool ok = false;
    Message refusal;
    ServingCalibration calibration;
    StepKnobs knobs;
    std::vector<const BenchmarkRun*> runs;
};
CalibrationResult calibrate(const std::vector<const BenchmarkRun*>& runs, const ServingSettings& s,
                            const ModelSpec& m, const GpuSpec& gpu, const LinkPath* path);

} // namespace gpuplan

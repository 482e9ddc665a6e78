#pragma once

// What the Serving tab shows of a team's measured runs (core/measured, Catalog::benchmark_runs):
// the runs at the scenario's load beside the modelled figures, the calibration the scenario holds,
// the measured points of the speed chart, and why "Calibrate to these runs" is (not) offered.
#include "charts/CurveChart.h"
#include "core/plan/ServingScenario.h"
#include "text/Format.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuplan::gui {

class ServingMeasured {
    Q_DECLARE_TR_FUNCTIONS(ServingMeasured)
public:
    // The summary's lines (rich text, escaped): each run at the load, the calibration in use (or
    // why the one the scenario holds is not used), or how many runs at other loads the chart draws.
    static QStringList summaryLines(const MatchingRuns& runs, const ServingSettings& s,
                                    const std::string& gpu_id, const Catalog& c, const text::Format& f);
    // "Calibration for vLLM on H100 SXM is not used: this option is SGLang on H200." when the
    // scenario holds a calibration for another engine or GPU than `engine` on `gpu_id`; "" when
    // it holds none or the one it holds applies.
    static QString unusedCalibrationText(const ServingSettings& s, const std::string& gpu_id,
                                         const Catalog& c);
    // The measured runs over the modelled curve, each beside the model's own figure at the run's
    // load (runsBesideModel: the simulator replaying that run, as the scenario plans): the
    // measured points ("Measured runs"), the modelled ones ("Model at the run's load", hollow) and
    // a dotted segment joining the two of each run (not in the legend). x: the run's requests in
    // flight per replica (runLoad), y: tokens/s per user (1000 / TPOT) or the TPOT in ms. Each
    // point's tool tip names the run, its load, and the measured and modelled figures.
    static QList<charts::XYSeriesData> chartSeries(const std::vector<RunBesideModel>& runs,
                                                   const ServingQuestion& q, bool tpot,
                                                   const text::Format& f);
    // Where a run stands on the chart's x axis: its users per replica (a closed loop), or, for an
    // open loop (a request rate, or every request at once), the requests in flight per replica
    // by Little's law: its completed requests a second (output throughput / output tokens, else
    // the rate it sent) times a request's measured latency (TTFT + TPOT x (output tokens - 1)).
    // nullopt when the run does not say enough.
    static std::optional<double> runLoad(const BenchmarkRun& r, std::uint32_t replicas);
    // The Calibrate button's tool tip: what it does, or why it is off.
    static QString calibrateTip(const MatchingRuns& runs, Engine engine);
    static QString calibrationText(const ServingCalibration& k, const text::Format& f);
    // A measured latency: "688.7 ms (mean)" where the tool gave only a mean, else its median with
    // its 95th percentile where given.
    static QString latencyText(const LatencySummary& l, const text::Format& f);
};

} // namespace gpuplan::gui

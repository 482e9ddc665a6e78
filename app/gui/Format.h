#pragma once

// How the GUI writes numbers with their units (GB = 1e9 bytes, money in the
// scenario's currency, durations): one place, so that every tab agrees.

#include "MultiGpu.h"
#include "Precision.h"

#include <QString>

#include <string>

namespace gpuplan::gui::format {

double toGB(double bytes);
QString gb(double bytes, int decimals = 1);                // "14.6"
QString gbUnit(double bytes, int decimals = 1);            // "14.6 GB"
QString money(double amount, const std::string& currency); // "1,800 EUR"
QString hours(double h);                                   // "3.2 h", "45 min"
QString seconds(double s);                                 // "16.7 ms", "1.35 s"
QString number(double v, int significant = 3);
QString strategyName(Strategy s, Offload offload = Offload::None);
QString layoutText(const Layout& l); // "ZeRO-3, 8 GPUs (1 node x 8)"
QString precisionName(Precision p);
// A GPU name short enough for a chart axis: "GeForce RTX 4090" -> "RTX 4090".
QString shortGpuName(const std::string& name);

} // namespace gpuplan::gui::format

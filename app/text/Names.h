#pragma once

// Names of the engine's choices (tasks, strategies, layouts, precisions), of the
// probe's measurements and short GPU names, as the desktop application, the PDF
// report and the command line write them: one place, so that they agree and are
// translated once.

#include "core/catalog/Catalog.h"
#include "core/cost/SystemPricing.h"
#include "core/memory/MultiGpu.h"
#include "core/model/Precision.h"
#include "core/model/Workload.h"

#include <QString>
#include <QStringList>

#include <string>

namespace gpuplan::text {

// A task as a label ("LoRA fine-tuning", "Pretraining") and inside a sentence
// ("inference in fp16, batch 8").
QString taskName(Task t);
QString taskInSentence(Task t);
QString strategyName(Strategy s, Offload offload = Offload::None); // "ZeRO-3 + CPU offload"
QString layoutText(const Layout& l); // "ZeRO-3, 8 GPUs", "Hybrid (DP 2 × TP 4 × PP 1), 8 GPUs (2 nodes × 4)"
QString precisionName(Precision p);
// "schema 4, defaults 2026.12.04, edit 0" in the user's language.
QString catalogVersion(const Catalog& c);
// The system(s) a bought option comes in: "1 × NVIDIA DGX B200 (GPUs included)",
// "2 × Workstation", "1 × the scenario's system price"; "" when none is counted apart.
// A baseboard kit names the host priced around it (host_name), or says it is not priced.
QString systemText(const std::string& system_name, std::uint32_t systems, bool gpus_included,
                   const std::string& host_name = {}, bool host_missing = false);
QString systemText(const BuyPrice& price);
// "buy" or "rent" in the command line's language (text/Translate.h): "achat", "location".
std::string purchaseModeWord(PurchaseMode m);
// A GPU name short enough for a chart axis: "GeForce RTX 4090" -> "RTX 4090".
QString shortGpuName(const std::string& name);
// A GPU name for a chart's category axis, where room is scarcer: the short name without a
// qualifier in parentheses or a closing "Generation"/"Workstation"/"Superchip" word:
// "RTX 6000 Ada Generation" -> "RTX 6000 Ada", "GB200 (per GPU of an NVL72 rack)" -> "GB200".
// The table beside the chart and the bar's tool tip keep the full name.
QString chartGpuName(const std::string& name);
// The same with the GPUs of a layout: "H100 SXM ×2" (gpus > 1), "RTX 4090".
QString chartGpuLabel(const std::string& name, int gpus);
// The components of a GPU's memory as the memory chart stacks them (charts/MemoryChart.h):
// weights, LoRA adapters, gradients, optimizer states, activations, KV cache, logits, CUDA
// context + fragmentation.
QStringList memoryComponentNames();
// A measurement of the probe's benchmark ("h2d_pinned", "gemm_fp16") as people read it:
// "Host to GPU copy (pinned)", "FP16 matrix product"; the id itself when unknown.
QString measurementName(const std::string& id);
// Its label on the command line, in the CLI's language (text/Translate.h), short enough
// for a 15-column label: "Host->GPU", "FP16 GEMM".
std::string measurementLabel(const std::string& id);

} // namespace gpuplan::text

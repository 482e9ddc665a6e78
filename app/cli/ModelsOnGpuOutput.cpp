#include "cli/ModelsOnGpuOutput.h"
#include "cli/JsonOutput.h"

#include "cli/CliText.h"
#include "cli/Table.h"
#include "text/CoreText.h"
#include "text/Format.h"

#include "core/base/Units.h"
#include "core/memory/MemoryJson.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <ostream>

namespace gpuplan::cli {

namespace {

nlohmann::json offloadJson(const PartialOffload& p) {
    return {{"precision", precisionInfo(p.precision).id},
            {"gpu_layers", p.gpu_layers},
            {"layers", p.layers},
            {"gpu_bytes", p.gpu_bytes},
            {"host_bytes", p.host_bytes},
            {"fits", p.fits},
            {"decode_tokens_per_s", p.decode_tokens_per_s}};
}

} // namespace

void printModelsOnGpu(std::ostream& out, const GpuSpec& gpu, const ModelsOnGpuOptions& o,
                      const std::vector<ModelOnGpu>& rows, bool json) {
    if (json) {
        nlohmann::json models = nlohmann::json::array();
        for (const ModelOnGpu& r : rows) {
            nlohmann::json j = {{"model", r.model},
                                {"name", r.name},
                                {"params", r.params},
                                {"fits", r.precision.has_value()},
                                {"precision", r.precision ? nlohmann::json(precisionInfo(*r.precision).id)
                                                          : nlohmann::json(nullptr)}};
            if (r.precision) {
                j["allocator_peak_bytes"] = r.memory.allocator_peak_bytes;
                j["device_used_bytes"] = r.memory.device_used_bytes;
                j["total_bytes"] = r.memory.total_bytes;
                j["max_batch"] = r.max_batch;
                j["max_seq"] = r.max_seq;
                j["max_seq_limited_by_model"] = r.max_seq_limited_by_model;
            }
            j["decode_tokens_per_s"] =
                r.decode_tokens_per_s ? nlohmann::json(*r.decode_tokens_per_s) : nlohmann::json(nullptr);
            j["offload"] = r.offload ? offloadJson(*r.offload) : nlohmann::json(nullptr);
            if (r.error)
                j["error"] = r.error->english();
            models.push_back(std::move(j));
        }
        nlohmann::json j = {{"gpu", gpu.id},
                            {"gpu_name", gpu.name},
                            {"gpus", o.gpus},
                            {"capacity_bytes", gpu.usableMemoryBytes()},
                            {"task", taskId(o.workload.task)},
                            {"batch", o.workload.batch},
                            {"seq", o.workload.seq},
                            {"host_bandwidth_bytes_per_s", o.host_bandwidth_bytes_per_s},
                            {"models", std::move(models)}};
        out << jsonText(j) << "\n";
        return;
    }
    const text::Format numbers = text::Format::commandLine();
    out << formatLocal(translate("Fit", "Models on {} x {} ({:.2f} GB each), {}, batch {}, sequence {}\n\n"),
                       o.gpus, gpu.name, gpu.usableMemoryBytes() / kGB, taskId(o.workload.task),
                       o.workload.batch, o.workload.seq);
    Table t({translate("Fit", "Model"), translate("Fit", "Parameters"), translate("Fit", "Best precision"),
             translate("Fit", "GB"), translate("Fit", "Longest context"), translate("Fit", "Largest batch"),
             translate("Fit", "Decode tokens/s"), translate("Fit", "Layers on GPU")});
    for (const ModelOnGpu& r : rows) {
        std::string decode = r.decode_tokens_per_s ? formatLocal("{:.1f}", *r.decode_tokens_per_s) : "-";
        std::string layers = "-";
        if (r.offload) {
            layers = formatLocal(translate("Fit", "{} of {} ({})"), r.offload->gpu_layers, r.offload->layers,
                                 precisionInfo(r.offload->precision).id);
            if (!r.precision || o.gpu_layers)
                decode = formatLocal("{:.1f}", r.offload->decode_tokens_per_s);
        }
        if (r.error) {
            t.add({r.model, "-", translate("Fit", "cannot be sized"), "-", "-", "-", "-", "-"});
            continue;
        }
        t.add({r.model, numbers.count(r.params).toStdString(),
               r.precision ? std::string(precisionInfo(*r.precision).id) : translate("Fit", "does not fit"),
               r.precision ? formatLocal("{:.2f}", r.memory.total_bytes / kGB) : "-",
               r.precision ? std::to_string(r.max_seq) : "-", r.precision ? std::to_string(r.max_batch) : "-",
               decode, layers});
    }
    t.print(out);
    if (o.workload.task == Task::Inference)
        out << formatLocal(
            translate("Fit", "\nLayers left in system RAM are read at {:.1f} GB/s (--host-bandwidth).\n"),
            o.host_bandwidth_bytes_per_s / 1e9);
}

} // namespace gpuplan::cli

// Section 2 of the procurement report: whether the workload fits, its memory by
// component, what would make it fit and every GPU of the catalog.
#include "report/PlanReport.h"

#include "charts/BarChart.h"
#include "charts/ChartGpus.h"
#include "charts/MemoryChart.h"
#include "charts/ReportCharts.h"
#include "core/plan/Planner.h"
#include "report/ReportWords.h"
#include "report/sections/SectionParts.h"
#include "text/CatalogNames.h"
#include "text/CoreText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <algorithm>
#include <memory>

namespace gpuplan::report {

using text::layoutText;
using text::qs;
using text::strategyName;

charts::MemoryChartData PlanReport::memoryChart() const {
    QStringList ids;
    for (const std::string& id : charts::defaultChartGpus(results_))
        ids.append(qs(id));
    const charts::MemoryChartWords words{text::memoryComponentNames(),
                                         format_.withMemoryUnit(tr("Capacity (%1)")), &text::chartGpuLabel};
    return charts::memoryChartData(results_, ids, words, format_.memoryUnitBytes());
}

void PlanReport::feasibility(ReportDocument& doc) const {
    const PlanResults& r = results_;
    doc.addPageBreak();
    doc.addHeading(sectionTitles()[1]);
    const GpuSpec* gpu = catalog_.findGpu(r.gpu);
    const double cap = gpu ? static_cast<double>(gpu->vram_bytes) : 0.0;
    const double need = static_cast<double>(r.memory.per_gpu.total_bytes);
    doc.addParagraph(
        (r.fits ? tr("The workload fits on %1 (%2): %3 per GPU of %4, %5 free.")
                      .arg(gpuName(r.gpu), layoutText(r.layout), format_.memoryText(need),
                           format_.memoryText(cap), format_.memoryText(cap - need))
                : tr("The workload does not fit on %1 (%2): %3 per GPU for %4.")
                      .arg(gpuName(r.gpu), layoutText(r.layout), format_.memoryText(need),
                           format_.memoryText(cap))) +
        QLatin1Char(' ') +
        tr("The guide's rule of thumb (%1) gives %2 on one GPU; the detailed estimate below counts each "
           "part.")
            .arg(text::coreText(r.rule_of_thumb.formula, format_.locale()),
                 format_.gigabytesText(static_cast<double>(r.rule_of_thumb.bytes))));
    memoryByComponent(doc);
    memoryFigure(doc);
    fitSuggestions(doc);
    gpusConsidered(doc);
}

// Memory breakdown of the busiest GPU, and of the whole workload on one GPU.
void PlanReport::memoryByComponent(ReportDocument& doc) const {
    const PlanResults& r = results_;
    const MultiGpuMemory& mem = r.memory;
    const MemoryBreakdown& p = mem.per_gpu;
    const MemoryBreakdown& one = r.single_gpu;
    ReportTable t;
    t.header = {tr("Component"), tr("Per GPU, scenario's layout"), tr("On one GPU")};
    align(t, "LRR");
    auto row = [&](const QString& name, std::uint64_t a, std::uint64_t b) {
        if (a == 0 && b == 0)
            return;
        t.rows.append({name, format_.memoryText(static_cast<double>(a), 2),
                       format_.memoryText(static_cast<double>(b), 2)});
    };
    row(tr("Weights"), p.weights_bytes, one.weights_bytes);
    row(tr("LoRA adapters"), p.adapters_bytes, one.adapters_bytes);
    row(tr("Gradients"), p.gradients_bytes, one.gradients_bytes);
    row(tr("Optimizer states (with fp32 master weights)"), p.optimizer_bytes, one.optimizer_bytes);
    row(tr("Activations"), p.activations_bytes, one.activations_bytes);
    row(tr("Logits"), p.logits_bytes, one.logits_bytes);
    row(tr("KV cache"), p.kv_cache_bytes, one.kv_cache_bytes);
    row(tr("CUDA context"), p.cuda_context_bytes, one.cuda_context_bytes);
    row(tr("Fragmentation margin"), p.fragmentation_bytes, one.fragmentation_bytes);
    row(tr("Collectives' stream pools (FSDP)"), p.collective_pools_bytes, one.collective_pools_bytes);
    // The two figures a measurement is published on: the tensors alone, and what nvidia-smi shows.
    t.rows.append({tr("Tensors (allocator peak)"),
                   format_.memoryText(static_cast<double>(p.allocator_peak_bytes), 2),
                   format_.memoryText(static_cast<double>(one.allocator_peak_bytes), 2)});
    t.rows.append({tr("Device memory used (nvidia-smi)"),
                   format_.memoryText(static_cast<double>(p.device_used_bytes), 2),
                   format_.memoryText(static_cast<double>(one.device_used_bytes), 2)});
    t.rows.append({tr("Total"), format_.memoryText(static_cast<double>(p.total_bytes), 2),
                   format_.memoryText(static_cast<double>(one.total_bytes), 2)});
    t.highlighted_row = static_cast<int>(t.rows.size()) - 1;
    QStringList notes;
    if (mem.host_ram_bytes_per_node > 0)
        notes.append(tr("Offload needs %1 of host RAM per node.")
                         .arg(format_.memoryText(static_cast<double>(mem.host_ram_bytes_per_node))));
    if (mem.nvme_bytes_per_node > 0)
        notes.append(tr("ZeRO-Infinity needs %1 of NVMe per node.")
                         .arg(format_.memoryText(static_cast<double>(mem.nvme_bytes_per_node))));
    notes.prepend(tr("Memory by component (GB = 10⁹ bytes). The allocator peak is what "
                     "torch.cuda.max_memory_allocated() reports; the device figure adds the CUDA context and "
                     "the allocator's reserve, and decides whether it fits."));
    t.caption = notes.join(QLatin1Char(' '));
    doc.addTable(t);
}

// The chart: the scenario's GPU and GPUs of other capacities.
void PlanReport::memoryFigure(ReportDocument& doc) const {
    auto chart = std::make_shared<charts::BarChart>(charts::BarChart::Mode::Stacked, Qt::Vertical);
    chart->setValueAxisTitle(format_.withMemoryUnit(tr("Memory per GPU (%1)")));
    chart->setTitleText(tr("Memory per GPU by component, against capacity"));
    charts::setMemoryChartData(*chart, memoryChart());
    charts::prepareForPrint(chart.get(), options_.locale);
    doc.addDrawing(chartDrawing(chart), 95,
                   tr("Figure 1: memory per GPU of the scenario's layout on GPUs of each capacity; the "
                      "dashed line is the GPU's memory."));
}

// What would make it fit.
void PlanReport::fitSuggestions(ReportDocument& doc) const {
    const PlanResults& r = results_;
    if (r.suggestions.empty())
        return;
    QStringList items;
    for (const FitSuggestion& f : r.suggestions) {
        if (!f.fits)
            continue;
        QString item = tr("%1: %2 per GPU")
                           .arg(text::coreText(f.change, format_.locale()),
                                format_.memoryText(static_cast<double>(f.per_gpu_bytes)));
        item += tr("; time: %1").arg(text::coreText(f.time_cost, format_.locale()));
        if (f.quality_cost)
            item += tr("; quality: %1").arg(text::coreText(*f.quality_cost, format_.locale()));
        if (f.extra_cost)
            item += tr("; extra purchase: %1").arg(money(*f.extra_cost));
        items.append(item);
    }
    if (!items.isEmpty()) {
        doc.addHeading(tr("What would make it fit on %1").arg(gpuName(r.gpu)), 2);
        doc.addBullets(items);
    }
}

// Every GPU of the catalog.
void PlanReport::gpusConsidered(ReportDocument& doc) const {
    const PlanResults& r = results_;
    ReportTable t;
    t.header = {tr("GPU"),  tr("Memory"), tr("Need per GPU"), tr("Headroom"),
                tr("Fits"), tr("Layout"), tr("GPUs needed")};
    t.font_points = 8;
    align(t, "LRRRCLL");
    std::vector<const GpuFitRow*> rows;
    for (const GpuFitRow& row : r.fit)
        rows.push_back(&row);
    std::stable_sort(rows.begin(), rows.end(), [](const GpuFitRow* a, const GpuFitRow* b) {
        return a->capacity_bytes < b->capacity_bytes;
    });
    for (const GpuFitRow* row : rows) {
        if (row->gpu == r.gpu)
            t.highlighted_row = static_cast<int>(t.rows.size());
        const QString needed =
            row->gpus_needed
                ? tr("%1 (%2)").arg(*row->gpus_needed).arg(strategyName(row->gpus_needed_strategy))
                : tr("more than %1").arg(4096);
        t.rows.append({text::gpuNameText(row->name, format_),
                       format_.memoryText(static_cast<double>(row->capacity_bytes)),
                       format_.memoryText(static_cast<double>(row->memory.per_gpu.total_bytes)),
                       format_.memoryText(static_cast<double>(row->headroom_bytes)), yesNo(row->fits),
                       layoutText(row->layout), needed});
    }
    t.caption =
        tr("Table: every GPU of the catalog with the scenario's layout (in bold: the scenario's GPU). "
           "Headroom is the memory left per GPU (negative: missing); GPUs needed is the smallest "
           "count that fits.");
    doc.addHeading(tr("GPUs considered"), 2);
    doc.addTable(t);
}

} // namespace gpuplan::report

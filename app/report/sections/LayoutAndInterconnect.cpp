// Section 3 of the procurement report: the multi-GPU layout, its links and their
// communication, the strategies on the scenario's GPU and transfer times by link.
#include "report/PlanReport.h"

#include "charts/CurveChart.h"
#include "charts/ReportCharts.h"
#include "core/base/Error.h"
#include "core/plan/Planner.h"
#include "core/speed/Communication.h"
#include "report/ReportWords.h"
#include "report/sections/SectionParts.h"
#include "text/CatalogNotes.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <QSet>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

namespace gpuplan::report {

using text::layoutText;
using text::qs;
using text::strategyName;

void PlanReport::layoutAndInterconnect(ReportDocument& doc) const {
    doc.addHeading(sectionTitles()[2]);
    const std::optional<LinkPath> path = scenarioLinks();
    const LinkPath* links = path ? &*path : nullptr;
    layoutFacts(doc, links);
    strategiesTable(doc);
    transfersByLink(doc, links);
}

// The links between the scenario's GPUs, within a node, between nodes and to the host; none when
// the catalog cannot say.
std::optional<LinkPath> PlanReport::scenarioLinks() const {
    const GpuSpec* gpu = catalog_.findGpu(results_.gpu);
    if (!gpu)
        return std::nullopt;
    try {
        return linkPathFor(catalog_, *gpu, scenario_.intra_node_link, scenario_.inter_node_link,
                           std::max<std::uint32_t>(1, scenario_.gpus_per_node));
    } catch (const InputError&) {
        return std::nullopt;
    }
}

// The layout in a few lines: strategy, memory, the links, the communication of a step.
void PlanReport::layoutFacts(ReportDocument& doc, const LinkPath* path) const {
    const PlanResults& r = results_;
    const GpuSpec* gpu = catalog_.findGpu(r.gpu);
    const Layout& l = r.layout;
    QList<QPair<QString, QString>> facts;
    facts.append({tr("Strategy"), layoutText(l)});
    facts.append({tr("Memory per GPU"),
                  tr("%1 of %2 (busiest GPU)")
                      .arg(format_.memoryText(static_cast<double>(r.memory.per_gpu.total_bytes)),
                           format_.memoryText(gpu ? static_cast<double>(gpu->vram_bytes) : 0.0))});
    if (r.memory.host_ram_bytes_per_node > 0)
        facts.append({tr("Host RAM per node"),
                      format_.memoryText(static_cast<double>(r.memory.host_ram_bytes_per_node))});
    if (r.memory.pipeline_bubble > 0)
        facts.append({tr("Pipeline bubble"), format_.percent(r.memory.pipeline_bubble, 1)});
    auto linkText = [&](const InterconnectSpec& link) {
        return tr("%1: %2 per direction, %3 efficiency")
            .arg(text::linkNameText(link.id, link.name, format_),
                 format_.bandwidth(link.per_direction_bytes_per_s), format_.percent(link.efficiency));
    };
    if (path) {
        facts.append({tr("Between GPUs of a node"), linkText(path->intra)});
        if (l.nodes() > 1 && path->inter)
            facts.append({tr("Between nodes"), linkText(*path->inter)});
        facts.append({tr("GPU to host"), linkText(path->host)});
        if (const QString comm = stepCommunicationText(*path); !comm.isEmpty())
            facts.append({tr("Communication per step"), comm});
    }
    if (r.throughput_selected && r.throughput_selected->train_step_seconds) {
        const ThroughputRow& t = *r.throughput_selected;
        facts.append({tr("Training step"), tr("%1, of which %2 exposed communication")
                                               .arg(format_.seconds(*t.train_step_seconds),
                                                    format_.percent(t.comm_fraction.value_or(0)))});
    }
    doc.addKeyValues(facts);
}

// The communication of one training step of the scenario's layout, by kind; empty for inference
// or when it cannot be computed.
QString PlanReport::stepCommunicationText(const LinkPath& path) const {
    const PlanResults& r = results_;
    if (!r.workload.isTraining())
        return {};
    try {
        const WorkloadTerms terms = workloadTerms(r.model, r.workload, scenario_.runtime);
        const StepCommunication comm =
            stepCommunication(terms, r.layout, path, scenario_.efficiencies.comm,
                              std::max<std::uint32_t>(1, scenario_.workload.grad_accum));
        QStringList parts;
        if (comm.dp_seconds > 0)
            parts.append(tr("gradient sync %1").arg(format_.seconds(comm.dp_seconds)));
        if (comm.tp_seconds > 0)
            parts.append(tr("tensor parallel %1").arg(format_.seconds(comm.tp_seconds)));
        if (comm.pp_seconds > 0)
            parts.append(tr("pipeline %1").arg(format_.seconds(comm.pp_seconds)));
        if (comm.offload_seconds > 0)
            parts.append(tr("offload %1").arg(format_.seconds(comm.offload_seconds)));
        return parts.isEmpty() ? tr("none (one GPU)")
                               : tr("%1 (%2), before overlap with compute")
                                     .arg(format_.seconds(comm.total()), parts.join(QStringLiteral(", ")));
    } catch (const InputError&) {
        return {};
    }
}

// The strategies on the scenario's GPU, up to 8 GPUs or twice the scenario's count.
void PlanReport::strategiesTable(ReportDocument& doc) const {
    const PlanResults& r = results_;
    const Layout& l = r.layout;
    const bool training = r.workload.isTraining();
    const std::uint32_t max_gpus = std::max<std::uint32_t>(8, 2 * l.gpus());
    const QString none = QStringLiteral("–");
    ReportTable t;
    t.header = {tr("Strategy"),
                tr("GPUs"),
                tr("Nodes"),
                tr("Memory per GPU"),
                tr("Fits"),
                training ? tr("Communication per step") : tr("Decode step"),
                training ? tr("Step time") : tr("Tokens/s per sequence")};
    align(t, "LRRRCRR");
    for (const StrategyPoint& p : r.multi_gpu) {
        if (p.gpus > max_gpus)
            continue;
        const bool same = p.gpus == l.gpus() &&
                          (l.gpus() == 1 || (p.strategy == l.strategy && p.offload == l.offload_optimizer));
        if (same && t.highlighted_row < 0)
            t.highlighted_row = static_cast<int>(t.rows.size());
        const QString step = p.step_seconds > 0 ? format_.seconds(p.step_seconds) : none;
        const QString last =
            training ? step : (p.step_seconds > 0 ? format_.decimal(1.0 / p.step_seconds, 1) : none);
        t.rows.append({strategyName(p.strategy, p.offload), QString::number(p.gpus), QString::number(p.nodes),
                       format_.memoryText(static_cast<double>(p.memory.per_gpu.total_bytes)), yesNo(p.fits),
                       training
                           ? (p.comm_seconds_per_step > 0 ? format_.seconds(p.comm_seconds_per_step) : none)
                           : step,
                       last});
    }
    t.caption = training ? tr("Table: %1 under each strategy. Communication per step is before overlap with "
                              "compute (in bold: the scenario's layout).")
                               .arg(gpuName(r.gpu))
                         : tr("Table: %1 under each strategy; a decode step generates one token per sequence "
                              "(in bold: the scenario's layout).")
                               .arg(gpuName(r.gpu));
    doc.addHeading(tr("Strategies on %1").arg(gpuName(r.gpu)), 2);
    doc.addTable(t);
}

// The links the transfer chart compares: the scenario's own first (an NVLink figure of the GPU
// may not be a catalog row), then one of each other kind, six at most.
std::vector<InterconnectSpec> PlanReport::linksToCompare(const LinkPath* path) const {
    std::vector<InterconnectSpec> links;
    QSet<QString> kinds;
    auto addLink = [&](const InterconnectSpec& link) {
        for (const InterconnectSpec& x : links)
            if (x.id == link.id)
                return;
        links.push_back(link);
        kinds.insert(qs(link.kind));
    };
    if (path) {
        addLink(path->intra);
        if (results_.layout.nodes() > 1 && path->inter)
            addLink(*path->inter);
        addLink(path->host);
    }
    for (const InterconnectSpec& link : catalog_.interconnects) {
        if (links.size() >= 6 || !(link.per_direction_bytes_per_s > 0.0) || kinds.contains(qs(link.kind)))
            continue;
        addLink(link);
    }
    return links;
}

// Transfer time by link: a log-log chart and a table of 1, 10 and 100 GB.
void PlanReport::transfersByLink(ReportDocument& doc, const LinkPath* path) const {
    QList<charts::XYSeriesData> series;
    ReportTable t;
    t.header = {tr("Link"), tr("Per direction"), tr("Efficiency"), tr("1 GB"), tr("10 GB"), tr("100 GB")};
    align(t, "LRRRRR");
    for (const InterconnectSpec& link : linksToCompare(path)) {
        charts::XYSeriesData d{text::linkNameText(link.id, link.name, format_), {}};
        for (double bytes : results_.transfer_sizes_bytes)
            if (bytes >= 1e6) // from 1 MB: smaller copies are all latency
                d.points.append({bytes / 1e9, transferSeconds(link, bytes) * 1e3});
        series.append(d);
        t.rows.append({text::linkNameText(link.id, link.name, format_),
                       format_.bandwidth(link.per_direction_bytes_per_s), format_.percent(link.efficiency),
                       format_.seconds(transferSeconds(link, 1e9)),
                       format_.seconds(transferSeconds(link, 10e9)),
                       format_.seconds(transferSeconds(link, 100e9))});
    }
    auto chart = std::make_shared<charts::CurveChart>();
    chart->setLogScale(true, true);
    chart->setYFromZero(false);
    chart->setAxisTitles(tr("Transfer size (GB)"), tr("Time (ms)"));
    chart->setTitleText(tr("One-way transfer time by link (log-log)"));
    chart->setSeries(series);
    charts::prepareForPrint(chart.get(), options_.locale, Qt::AlignRight);
    doc.addDrawing(chartDrawing(chart), 85,
                   tr("Figure 2: time of a one-way copy, latency + size / (efficiency × per-direction "
                      "bandwidth), on the scenario's links and one link of each other kind."));
    t.caption = tr("Table: one-way transfer times on the same links.");
    doc.addTable(t);
}

} // namespace gpuplan::report

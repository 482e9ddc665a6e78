// Section 7 of the procurement report, when the scenario carries a probe result: the
// GPUs found, how they differ from the catalog and their micro-benchmarks.
#include "report/PlanReport.h"

#include "core/plan/ServingScenario.h"

#include "core/scenario/NvLinks.h"
#include "core/scenario/ProbeReport.h"
#include "core/scenario/Scenario.h"
#include "report/sections/SectionParts.h"
#include "text/CatalogNames.h"
#include "text/CoreText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <algorithm>

namespace gpuplan::report {

using text::qs;

namespace {

QString backendState(probe::BackendStatus::State s) {
    switch (s) {
    case probe::BackendStatus::State::Ok:
        return PlanReport::tr("ok");
    case probe::BackendStatus::State::NotPresent:
        return PlanReport::tr("not present");
    case probe::BackendStatus::State::Failed:
        return PlanReport::tr("failed");
    case probe::BackendStatus::State::Skipped:
        return PlanReport::tr("skipped");
    }
    return {};
}

} // namespace

QString PlanReport::probeSaid(const Message& m) const {
    return text::coreText(m, format_);
}

void PlanReport::detectedHardware(ReportDocument& doc) const {
    const probe::ProbeReport& p = *scenario_.probe;
    doc.addPageBreak();
    doc.addHeading(probeSectionTitle(hasServingTraffic(scenario_) ? 8 : 7));
    QStringList backends;
    for (const probe::BackendStatus& b : p.backends)
        backends.append(tr("%1: %2").arg(qs(b.name), backendState(b.state)));
    doc.addParagraph(
        tr("GPUs found by the probe attached to the scenario: %1.").arg(p.devices.size()) +
        (backends.isEmpty()
             ? QString()
             : QLatin1Char(' ') + tr("Sources read: %1.").arg(backends.join(QStringLiteral(", ")))));
    if (!p.catalog_message.empty())
        doc.addParagraph(probeSaid(p.catalog_message));
    for (const probe::ProbedDevice& d : p.devices) {
        deviceFacts(doc, d);
        deviceDifferences(doc, d);
        deviceBenchmarks(doc, d);
    }
    if (p.benchmark && p.benchmark->status != "ok")
        doc.addParagraph(
            tr("Benchmark: %1 (%2).").arg(qs(p.benchmark->status), probeSaid(p.benchmark->message)));
}

// A device's heading, its catalog entry and what the probe read of it.
void PlanReport::deviceFacts(ReportDocument& doc, const probe::ProbedDevice& d) const {
    const probe::DeviceReadings& x = d.readings;
    auto bytesOf = [&](const std::optional<std::uint64_t>& v) {
        return v ? format_.memoryText(static_cast<double>(*v)) : tr("not read");
    };
    doc.addHeading(tr("%1 (%2)").arg(x.name.empty() ? tr("Unknown device") : qs(x.name), qs(x.pci_bus_id)),
                   2);
    QList<QPair<QString, QString>> facts;
    facts.append({tr("Catalog entry"),
                  d.match ? tr("%1 (matched by %2)")
                                .arg(text::gpuNameText(d.match->gpu_name, format_),
                                     d.match->method == "pci-device-id" ? tr("PCI device id") : tr("name"))
                          : tr("none: %1").arg(probeSaid(d.match_message))});
    if (x.pci_vendor_id && x.pci_device_id)
        facts.append({tr("PCI id"), QStringLiteral("%1:%2")
                                        .arg(*x.pci_vendor_id, 4, 16, QLatin1Char('0'))
                                        .arg(*x.pci_device_id, 4, 16, QLatin1Char('0'))});
    if (!x.driver.empty())
        facts.append({tr("Driver"), qs(x.driver)});
    facts.append({tr("Memory"), bytesOf(x.vram_total_bytes)});
    if (x.pcie_gen_max || x.pcie_width_max)
        facts.append({tr("PCIe link"),
                      tr("Gen %1 × %2 at most (Gen %3 × %4 when read)")
                          .arg(x.pcie_gen_max ? QString::number(*x.pcie_gen_max) : tr("?"),
                               x.pcie_width_max ? QString::number(*x.pcie_width_max) : tr("?"),
                               x.pcie_gen_current ? QString::number(*x.pcie_gen_current) : tr("?"),
                               x.pcie_width_current ? QString::number(*x.pcie_width_current) : tr("?"))});
    if (const auto links = probe::countNvLinks(x))
        facts.append({tr("NVLink"), links->read == 0
                                        ? tr("none")
                                        : tr("%1 active link(s) of %2").arg(links->active).arg(links->read)});
    if (x.power_limit_w)
        facts.append({tr("Power limit"), tr("%1 W").arg(format_.decimal(*x.power_limit_w, 0))});
    doc.addKeyValues(facts);
}

// How a device differs from its catalog entry.
void PlanReport::deviceDifferences(ReportDocument& doc, const probe::ProbedDevice& d) const {
    if (d.differences.empty()) {
        doc.addParagraph(d.match ? tr("No difference from the catalog entry in what the probe read.")
                                 : tr("Not compared: no catalog entry."));
        return;
    }
    ReportTable t;
    t.header = {tr("Differs from the catalog"), tr("Catalog"), tr("Measured"), tr("Note")};
    align(t, "LLLL");
    for (const probe::Difference& diff : d.differences)
        t.rows.append(
            {qs(diff.field), probeSaid(diff.catalog), probeSaid(diff.measured), probeSaid(diff.message)});
    doc.addTable(t);
}

// The micro-benchmarks the probe ran on a device, against the catalog's figures.
void PlanReport::deviceBenchmarks(ReportDocument& doc, const probe::ProbedDevice& d) const {
    if (!d.benchmark || d.benchmark->measurements.empty())
        return;
    ReportTable t;
    t.header = {tr("Benchmark"), tr("Measured (median)"), tr("Catalog peak"), tr("Of the peak"), tr("Note")};
    align(t, "LRRRL");
    auto value = [&](double v, const std::string& unit) {
        return unit == "FLOP/s" ? tr("%1 TFLOPS").arg(format_.decimal(v / 1e12, 1)) : format_.bandwidth(v);
    };
    for (const probe::Measurement& m : d.benchmark->measurements) {
        QString note = probeSaid(m.message);
        if (!m.peak_source.empty())
            note =
                note.isEmpty() ? probeSaid(m.peak_source) : tr("%1; %2").arg(probeSaid(m.peak_source), note);
        t.rows.append({text::measurementName(m.name), m.value ? value(*m.value, m.unit) : tr("did not run"),
                       m.catalog_peak ? value(*m.catalog_peak, m.unit) : QStringLiteral("–"),
                       m.fraction_of_peak ? format_.percent(*m.fraction_of_peak) : QStringLiteral("–"),
                       note});
    }
    t.caption = tr("Table: micro-benchmarks run by the probe on this device, against the catalog's figures.");
    doc.addTable(t);
}

} // namespace gpuplan::report

#include "cli/ProbeCommand.h"
#include "cli/CliText.h"
#include "cli/JsonOutput.h"

#include "cli/CliApp.h"
#include "text/CoreText.h"
#include "text/Format.h"
#include "text/Names.h"

#include "core/base/Error.h"
#include "core/base/Units.h"
#include "core/catalog/Catalog.h"
#include "core/probe/Probe.h"
#include "core/scenario/NvLinks.h"
#include "core/scenario/ProbeJson.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <memory>
#include <ostream>

namespace gpuplan::cli {

namespace {

struct ProbeCliOptions {
    bool benchmark = false;
    bool json = false;
    double time_limit_s = 120;
    int runs = 5;
};

std::string opt(const std::optional<double>& v, const char* format_unit) {
    return v ? formatLocal("{:.0f} {}", *v, format_unit) : std::string("?");
}

// A benchmark figure: its value against the catalog's peak and what its flag means, or why it
// was not measured.
std::string measurementText(const probe::Measurement& m) {
    if (!m.value)
        return translate("Probe", "not measured: ") + text::cliText(m.message);
    std::string text = m.unit == "FLOP/s" ? formatLocal(translate("Probe", "{:.1f} TFLOP/s"), *m.value / 1e12)
                                          : text::Format::commandLine().bandwidth(*m.value).toStdString();
    if (m.fraction_of_peak)
        text += formatLocal(translate("Probe", " = {:.0f} % of {}"), *m.fraction_of_peak * 100,
                            text::cliText(m.peak_source));
    if (!m.flag.empty())
        text += fmt::format("  [{}] {}", m.flag, text::cliText(m.message));
    return text;
}

// The catalog entry the device matched (or why none), how it differs, and what was not read.
template <typename Line> void printMatch(const probe::ProbedDevice& p, const Line& line) {
    line(translate("Probe", "Catalog"),
         p.match
             ? fmt::format("{} ({}), {}", p.match->gpu_id, p.match->gpu_name, text::cliText(p.match_message))
             : text::cliText(p.match_message));
    for (const auto& diff : p.differences)
        line(translate("Probe", "Difference"), text::cliText(diff.message));
    for (const auto& [field, why] : p.readings.unavailable)
        line(translate("Probe", "Not read"), fmt::format("{}: {}", field, text::cliText(why)));
}

void printDevice(std::ostream& out, const probe::ProbedDevice& p) {
    const auto& d = p.readings;
    std::string sources;
    for (const auto& s : d.sources)
        sources += (sources.empty() ? "" : ", ") + s;
    out << formatLocal(translate("Probe", "\nGPU {}  {}  [{}]\n"), d.pci_bus_id,
                       d.name.empty() ? translate("Probe", "(no name)") : d.name, sources);
    auto line = [&](const std::string& label, const std::string& text) {
        const std::size_t width = displayWidth(label);
        out << "  " << label << std::string(width < 15 ? 15 - width : 1, ' ') << text << "\n";
    };
    if (!d.driver.empty())
        line(translate("Probe", "Driver"), d.driver);
    if (d.vram_total_bytes) {
        const text::Format gb = text::Format::commandLine();
        const text::Format gib = gb.inMemoryUnit(SizeUnit::GiB);
        const auto bytes = [](const text::Format& f, std::uint64_t b) {
            return f.memoryText(static_cast<double>(b), 2).toStdString();
        };
        line(translate("Probe", "VRAM"),
             formatLocal(translate("Probe", "{} ({}) total{}"), bytes(gb, *d.vram_total_bytes),
                         bytes(gib, *d.vram_total_bytes),
                         d.vram_free_bytes
                             ? formatLocal(translate("Probe", ", {} free"), bytes(gb, *d.vram_free_bytes))
                             : ""));
    }
    if (d.pcie_gen_max || d.pcie_gen_current || d.pcie_width_max) {
        auto link = [](const std::optional<int>& g, const std::optional<int>& w) {
            return formatLocal(translate("Probe", "Gen{} x{}"), g ? std::to_string(*g) : "?",
                               w ? std::to_string(*w) : "?");
        };
        line(translate("Probe", "PCIe"),
             formatLocal(translate("Probe", "{} now, {} max{}"),
                         link(d.pcie_gen_current, d.pcie_width_current),
                         link(d.pcie_gen_max, d.pcie_width_max),
                         d.pcie_gen_gpu_max
                             ? formatLocal(translate("Probe", " (GPU supports Gen{})"), *d.pcie_gen_gpu_max)
                             : ""));
    }
    if (const auto links = probe::countNvLinks(d))
        line(translate("Probe", "NVLink"),
             links->active
                 ? formatLocal(
                       translate("Probe", "{} active link{}{}"), links->active, links->active == 1 ? "" : "s",
                       links->version ? formatLocal(translate("Probe", " (NVLink {})"), *links->version) : "")
                 : translate("Probe", "none active"));
    if (d.power_limit_w || d.power_draw_w)
        line(translate("Probe", "Power"), formatLocal(translate("Probe", "{} draw, {} limit"),
                                                      opt(d.power_draw_w, "W"), opt(d.power_limit_w, "W")));
    if (d.temperature_c || d.utilization_gpu_percent)
        line(translate("Probe", "Now"),
             formatLocal(translate("Probe", "{} C, {} % busy"),
                         d.temperature_c ? formatLocal("{:.0f}", *d.temperature_c) : std::string("?"),
                         d.utilization_gpu_percent ? std::to_string(*d.utilization_gpu_percent) : "?"));
    if (d.clock_graphics_max_mhz)
        line(translate("Probe", "Clocks"),
             formatLocal(translate("Probe", "{} MHz graphics now, {} MHz max"),
                         d.clock_graphics_mhz ? std::to_string(*d.clock_graphics_mhz) : "?",
                         *d.clock_graphics_max_mhz));
    if (d.mig_enabled)
        line(translate("Probe", "MIG"),
             *d.mig_enabled ? translate("Probe", "enabled") : translate("Probe", "disabled"));
    printMatch(p, line);
    if (p.benchmark)
        for (const auto& m : p.benchmark->measurements)
            line(text::measurementLabel(m.name), measurementText(m));
}

int run(const ProbeCliOptions& o, CommandContext& ctx) {
    if (!(o.time_limit_s > 0))
        throw InputError(formatLocal(
            translate("Probe", "--time-limit must be a positive number of seconds, got {}"), o.time_limit_s));
    if (o.runs < 1 || o.runs > 100)
        throw InputError(formatLocal(translate("Probe", "--runs must be between 1 and 100, got {}"), o.runs));

    probe::Probe probe(probe::ProbeOptions::fromEnvironment());
    probe::ProbeReport report = probe.detect();

    const Catalog* catalog = nullptr;
    try {
        catalog = &ctx.catalog();
        probe::Probe::matchCatalog(report, *catalog);
    } catch (const std::exception& e) {
        probe::Probe::catalogUnavailable(report, e.what());
    }

    if (o.benchmark) {
        if (!o.json)
            ctx.err << formatLocal(translate("Probe", "Running the benchmark (at most {:.0f} s)...\n"),
                                   o.time_limit_s);
        probe::BenchmarkOptions b;
        b.time_limit_s = o.time_limit_s;
        b.runs = o.runs;
        report.benchmark = probe.benchmark(b);
        probe::Probe::attachBenchmark(report, catalog);
    }

    if (o.json) {
        ctx.out << jsonText(probe::toJson(report)) << "\n";
        return kExitOk;
    }
    ctx.out << translate("Probe", "Backends:") << "\n";
    for (const auto& b : report.backends)
        ctx.out << fmt::format("  {:<14}{:<13}{}\n", b.name, probe::toString(b.state),
                               text::cliText(b.message));
    if (report.devices.empty())
        ctx.out << "\n" << translate("Probe", "No GPU found on this machine.") << "\n";
    else
        ctx.out << formatLocal(
            translate("Probe", "\n{} GPU{} found{}.\n"), report.devices.size(),
            report.devices.size() == 1 ? "" : "s",
            report.catalog_message.empty() ? "" : " (" + text::cliText(report.catalog_message) + ")");
    for (const auto& d : report.devices)
        printDevice(ctx.out, d);
    if (report.benchmark && report.benchmark->status != "ok")
        ctx.out << formatLocal(translate("Probe", "\nBenchmark {}: {}\n"), report.benchmark->status,
                               text::cliText(report.benchmark->message));
    return kExitOk;
}

} // namespace

Command addProbeCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<ProbeCliOptions>();
    CLI::App* app = parent.add_subcommand(
        "probe", translate("Probe", "Detect this machine's GPUs (NVML, amdgpu, PCI sysfs), "
                                    "compare them with the catalog, benchmark them"));
    app->add_flag(
        "--benchmark", o->benchmark,
        translate("Probe",
                  "Also measure PCIe and memory bandwidth and FP32/FP16 GEMM throughput (CUDA + cuBLAS)"));
    app->add_flag(
        "--json", o->json,
        translate("Probe", "Print the result as JSON (keys: devices, backends, catalog_message, benchmark)"));
    app->add_option("--time-limit", o->time_limit_s,
                    translate("Probe", "Benchmark time limit in seconds (default 120)"));
    app->add_option("--runs", o->runs,
                    translate("Probe", "Timed runs per benchmark figure; the median is kept (default 5)"));
    return Command{app, [o, &ctx] { return run(*o, ctx); }};
}

} // namespace gpuplan::cli

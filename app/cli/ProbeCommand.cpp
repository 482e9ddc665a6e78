#include "ProbeCommand.h"

#include "CliApp.h"

#include "Catalog.h"
#include "Error.h"
#include "Probe.h"
#include "ProbeJson.h"
#include "Units.h"

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
    return v ? fmt::format("{:.0f} {}", *v, format_unit) : "?";
}

const char* label(const std::string& measurement) {
    if (measurement == "h2d_pinned")
        return "Host->GPU";
    if (measurement == "d2h_pinned")
        return "GPU->host";
    if (measurement == "device_memory")
        return "Memory BW";
    if (measurement == "gemm_fp32")
        return "FP32 GEMM";
    if (measurement == "gemm_fp16")
        return "FP16 GEMM";
    return "Benchmark";
}

void printDevice(std::ostream& out, const probe::ProbedDevice& p) {
    const auto& d = p.readings;
    std::string sources;
    for (const auto& s : d.sources)
        sources += (sources.empty() ? "" : ", ") + s;
    out << fmt::format("\nGPU {}  {}  [{}]\n", d.pci_bus_id, d.name.empty() ? "(no name)" : d.name, sources);
    auto line = [&](const char* label, const std::string& text) {
        out << fmt::format("  {:<15}{}\n", label, text);
    };
    if (!d.driver.empty())
        line("Driver", d.driver);
    if (d.vram_total_bytes)
        line("VRAM",
             fmt::format("{} ({}) total{}", formatBytes(static_cast<double>(*d.vram_total_bytes)),
                         formatBytes(static_cast<double>(*d.vram_total_bytes), SizeUnit::GiB),
                         d.vram_free_bytes
                             ? fmt::format(", {} free", formatBytes(static_cast<double>(*d.vram_free_bytes)))
                             : ""));
    if (d.pcie_gen_max || d.pcie_gen_current || d.pcie_width_max) {
        auto link = [](const std::optional<int>& g, const std::optional<int>& w) {
            return fmt::format("Gen{} x{}", g ? std::to_string(*g) : "?", w ? std::to_string(*w) : "?");
        };
        line(
            "PCIe",
            fmt::format("{} now, {} max{}", link(d.pcie_gen_current, d.pcie_width_current),
                        link(d.pcie_gen_max, d.pcie_width_max),
                        d.pcie_gen_gpu_max ? fmt::format(" (GPU supports Gen{})", *d.pcie_gen_gpu_max) : ""));
    }
    if (d.nvlinks) {
        int active = 0;
        std::optional<unsigned> version;
        for (const auto& l : *d.nvlinks)
            if (l.active) {
                ++active;
                version = l.version;
            }
        line("NVLink", active ? fmt::format("{} active link{}{}", active, active == 1 ? "" : "s",
                                            version ? fmt::format(" (NVLink {})", *version) : "")
                              : "none active");
    }
    if (d.power_limit_w || d.power_draw_w)
        line("Power", fmt::format("{} draw, {} limit", opt(d.power_draw_w, "W"), opt(d.power_limit_w, "W")));
    if (d.temperature_c || d.utilization_gpu_percent)
        line("Now",
             fmt::format("{} C, {} % busy", d.temperature_c ? fmt::format("{:.0f}", *d.temperature_c) : "?",
                         d.utilization_gpu_percent ? std::to_string(*d.utilization_gpu_percent) : "?"));
    if (d.clock_graphics_max_mhz)
        line("Clocks", fmt::format("{} MHz graphics now, {} MHz max",
                                   d.clock_graphics_mhz ? std::to_string(*d.clock_graphics_mhz) : "?",
                                   *d.clock_graphics_max_mhz));
    if (d.mig_enabled)
        line("MIG", *d.mig_enabled ? "enabled" : "disabled");
    line("Catalog", p.match ? fmt::format("{} ({}), {}", p.match->gpu_id, p.match->gpu_name, p.match_message)
                            : p.match_message);
    for (const auto& diff : p.differences)
        line("Difference", diff.message);
    for (const auto& [field, why] : d.unavailable)
        line("Not read", fmt::format("{}: {}", field, why));
    if (p.benchmark) {
        for (const auto& m : p.benchmark->measurements) {
            std::string text;
            if (m.value) {
                text = m.unit == "FLOP/s" ? fmt::format("{:.1f} TFLOP/s", *m.value / 1e12)
                                          : fmt::format("{:.1f} GB/s", *m.value / 1e9);
                if (m.fraction_of_peak)
                    text += fmt::format(" = {:.0f} % of {}", *m.fraction_of_peak * 100, m.peak_source);
                if (!m.flag.empty())
                    text += fmt::format("  [{}] {}", m.flag, m.message);
            } else {
                text = "not measured: " + m.message;
            }
            line(label(m.name), text);
        }
    }
}

int run(const ProbeCliOptions& o, CommandContext& ctx) {
    if (!(o.time_limit_s > 0))
        throw InputError(
            fmt::format("--time-limit must be a positive number of seconds, got {}", o.time_limit_s));
    if (o.runs < 1 || o.runs > 100)
        throw InputError(fmt::format("--runs must be between 1 and 100, got {}", o.runs));

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
            ctx.err << fmt::format("Running the benchmark (at most {:.0f} s)...\n", o.time_limit_s);
        probe::BenchmarkOptions b;
        b.time_limit_s = o.time_limit_s;
        b.runs = o.runs;
        report.benchmark = probe.benchmark(b);
        probe::Probe::attachBenchmark(report, catalog);
    }

    if (o.json) {
        ctx.out << probe::toJson(report).dump(2) << "\n";
        return kExitOk;
    }
    ctx.out << "Backends:\n";
    for (const auto& b : report.backends)
        ctx.out << fmt::format("  {:<14}{:<13}{}\n", b.name, probe::toString(b.state), b.message);
    if (report.devices.empty())
        ctx.out << "\nNo GPU found on this machine.\n";
    else
        ctx.out << fmt::format("\n{} GPU{} found{}.\n", report.devices.size(),
                               report.devices.size() == 1 ? "" : "s",
                               report.catalog_message.empty() ? "" : " (" + report.catalog_message + ")");
    for (const auto& d : report.devices)
        printDevice(ctx.out, d);
    if (report.benchmark && report.benchmark->status != "ok")
        ctx.out << fmt::format("\nBenchmark {}: {}\n", report.benchmark->status, report.benchmark->message);
    return kExitOk;
}

} // namespace

Command addProbeCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<ProbeCliOptions>();
    CLI::App* app = parent.add_subcommand("probe", "Detect this machine's GPUs (NVML, amdgpu, PCI sysfs), "
                                                   "compare them with the catalog, benchmark them");
    app->add_flag("--benchmark", o->benchmark,
                  "Also measure PCIe and memory bandwidth and FP32/FP16 GEMM throughput (CUDA + cuBLAS)");
    app->add_flag("--json", o->json,
                  "Print the result as JSON (keys: devices, backends, catalog_message, benchmark)");
    app->add_option("--time-limit", o->time_limit_s, "Benchmark time limit in seconds (default 120)");
    app->add_option("--runs", o->runs, "Timed runs per benchmark figure; the median is kept (default 5)");
    return Command{app, [o, &ctx] { return run(*o, ctx); }};
}

} // namespace gpuplan::cli

#include "core/probe/Probe.h"

#include "core/catalog/Catalog.h"
#include "core/probe/AmdBackend.h"
#include "core/probe/CatalogMatcher.h"
#include "core/probe/NvmlBackend.h"
#include "core/probe/PciIds.h"
#include "core/probe/PciSysfsBackend.h"

#include <fmt/format.h>

#include <algorithm>
#include <future>
#include <thread>

namespace gpuplan::probe {

namespace {

// Runs fn on its own thread and waits at most timeout_s. On time-out the thread
// is left to finish on its own (it owns what it uses through shared pointers)
// and nullopt is returned: a driver that never answers cannot hang the probe.
template <typename R, typename Fn> std::optional<R> runBounded(Fn fn, double timeout_s) {
    auto promise = std::make_shared<std::promise<R>>();
    std::future<R> future = promise->get_future();
    std::thread worker([promise, fn = std::move(fn)]() mutable {
        try {
            promise->set_value(fn());
        } catch (...) {
            promise->set_exception(std::current_exception());
        }
    });
    if (future.wait_for(std::chrono::duration<double>(timeout_s)) != std::future_status::ready) {
        worker.detach();
        return std::nullopt;
    }
    worker.join();
    return future.get();
}

template <typename T> void fill(std::optional<T>& into, const std::optional<T>& from) {
    if (!into && from)
        into = from;
}

void fillText(std::string& into, const std::string& from) {
    if (into.empty())
        into = from;
}

BackendResult timedOut(const char* name, double timeout_s) {
    BackendResult r;
    r.status.name = name;
    r.status.state = BackendStatus::State::Failed;
    r.status.message = Message(MessageId::ProbeBackendHung, {timeout_s});
    return r;
}

BackendResult failed(const char* name, const std::exception& e) {
    BackendResult r;
    r.status.name = name;
    r.status.state = BackendStatus::State::Failed;
    r.status.message = Message(MessageId::ProbeInternalError, {std::string(e.what())});
    return r;
}

} // namespace

Probe::Probe(ProbeOptions options)
    : options_(std::move(options)), created_(std::chrono::steady_clock::now()) {}

Probe::~Probe() = default;

void Probe::merge(DeviceReadings& into, const DeviceReadings& from) {
    fillText(into.pci_bus_id, from.pci_bus_id);
    fill(into.pci_vendor_id, from.pci_vendor_id);
    fill(into.pci_device_id, from.pci_device_id);
    if (into.pci_class == 0)
        into.pci_class = from.pci_class;
    fillText(into.vendor, from.vendor);
    fillText(into.name, from.name);
    fillText(into.uuid, from.uuid);
    fillText(into.driver, from.driver);
    fill(into.vram_total_bytes, from.vram_total_bytes);
    fill(into.vram_free_bytes, from.vram_free_bytes);
    fill(into.vram_used_bytes, from.vram_used_bytes);
    fill(into.pcie_gen_current, from.pcie_gen_current);
    fill(into.pcie_gen_max, from.pcie_gen_max);
    fill(into.pcie_gen_gpu_max, from.pcie_gen_gpu_max);
    fill(into.pcie_width_current, from.pcie_width_current);
    fill(into.pcie_width_max, from.pcie_width_max);
    fill(into.nvlinks, from.nvlinks);
    fill(into.power_limit_w, from.power_limit_w);
    fill(into.power_draw_w, from.power_draw_w);
    fill(into.temperature_c, from.temperature_c);
    fill(into.utilization_gpu_percent, from.utilization_gpu_percent);
    fill(into.utilization_memory_percent, from.utilization_memory_percent);
    fill(into.clock_graphics_mhz, from.clock_graphics_mhz);
    fill(into.clock_sm_mhz, from.clock_sm_mhz);
    fill(into.clock_memory_mhz, from.clock_memory_mhz);
    fill(into.clock_graphics_max_mhz, from.clock_graphics_max_mhz);
    fill(into.clock_memory_max_mhz, from.clock_memory_max_mhz);
    fill(into.mig_enabled, from.mig_enabled);
    for (const auto& s : from.sources)
        if (std::find(into.sources.begin(), into.sources.end(), s) == into.sources.end())
            into.sources.push_back(s);
    for (const auto& [field, why] : from.unavailable)
        into.unavailable.emplace(field, why);
    // Drop the notes of fields that some backend did read.
    auto has = [&](const std::string& f) {
        if (f == "vram")
            return into.vram_total_bytes.has_value();
        if (f == "pcie_gen_current")
            return into.pcie_gen_current.has_value();
        if (f == "pcie_gen_max")
            return into.pcie_gen_max.has_value();
        if (f == "pcie_width_current")
            return into.pcie_width_current.has_value();
        if (f == "pcie_width_max")
            return into.pcie_width_max.has_value();
        if (f == "power_limit")
            return into.power_limit_w.has_value();
        if (f == "power_draw" || f == "power")
            return into.power_draw_w.has_value();
        if (f == "temperature")
            return into.temperature_c.has_value();
        if (f == "name")
            return !into.name.empty();
        return false;
    };
    std::erase_if(into.unavailable, [&](const auto& kv) { return has(kv.first); });
}

namespace {

// Adds a backend's devices to those found so far: the same PCI bus id is one device.
void mergeDevices(std::vector<DeviceReadings>& merged, const std::vector<DeviceReadings>& devices) {
    for (const auto& d : devices) {
        auto it = std::find_if(merged.begin(), merged.end(), [&](const DeviceReadings& m) {
            return !d.pci_bus_id.empty() && m.pci_bus_id == d.pci_bus_id;
        });
        if (it == merged.end())
            merged.push_back(d);
        else
            Probe::merge(*it, d);
    }
}

BackendStatus skipped(const char* name) {
    return {name, BackendStatus::State::Skipped, Message(MessageId::ProbeDisabled), 0};
}

// A backend's read on a thread of its own, bounded by `timeout_s`: its result, or the failure it
// threw, or (`timed_out` set) the timeout; the backend is then still in use by the abandoned
// thread, and the caller must not touch it again.
template <typename Backend>
BackendResult readBounded(const char* name, const std::shared_ptr<Backend>& backend, double timeout_s,
                          bool& timed_out) {
    timed_out = false;
    try {
        if (auto r = runBounded<BackendResult>([backend] { return backend->read(); }, timeout_s))
            return std::move(*r);
    } catch (const std::exception& e) {
        return failed(name, e);
    }
    timed_out = true;
    return timedOut(name, timeout_s);
}

} // namespace

std::vector<DeviceReadings> Probe::readNvml(ProbeReport& report) {
    if (!options_.use_nvml) {
        report.backends.push_back(skipped("nvml"));
        return {};
    }
    auto nvml = std::make_shared<NvmlBackend>(options_.nvml_library);
    bool timed_out = false;
    BackendResult r = readBounded("nvml", nvml, options_.backend_timeout_s, timed_out);
    nvml_ = !timed_out && r.status.state == BackendStatus::State::Ok ? nvml : nullptr;
    report.backends.push_back(r.status);
    return std::move(r.devices);
}

// amdgpu sysfs and ROCm SMI: two statuses, one list of devices.
std::vector<DeviceReadings> Probe::readAmd(ProbeReport& report) {
    if (!options_.use_amd) {
        report.backends.push_back(skipped("amdgpu-sysfs"));
        return {};
    }
    auto amd = std::make_shared<AmdBackend>(options_.sysfs_root, options_.rocm_smi_libraries);
    bool timed_out = false;
    BackendResult r = readBounded("amdgpu-sysfs", amd, options_.backend_timeout_s, timed_out);
    BackendStatus rocm{"rocm-smi", BackendStatus::State::Failed, Message(MessageId::ProbeNoAnswer), 0};
    if (!timed_out)
        rocm = amd->rocmSmiStatus();
    amd_ = timed_out ? nullptr : amd;
    report.backends.push_back(r.status);
    report.backends.push_back(rocm);
    return std::move(r.devices);
}

// Every display controller PCI sysfs lists.
std::vector<DeviceReadings> Probe::readPciSysfs(ProbeReport& report) {
    if (!options_.use_pci_sysfs) {
        report.backends.push_back(skipped("pci-sysfs"));
        return {};
    }
    BackendResult r;
    try {
        r = PciSysfsBackend(options_.sysfs_root, *names_).read();
    } catch (const std::exception& e) {
        r = failed("pci-sysfs", e);
    }
    report.backends.push_back(r.status);
    return std::move(r.devices);
}

ProbeReport Probe::detect() {
    std::lock_guard lock(mutex_);
    // Shut the previous backends down before starting new ones (NVML counts its inits).
    nvml_.reset();
    amd_.reset();
    if (!names_)
        names_ = std::make_unique<PciIds>(PciIds::load(options_.pci_ids_files));
    ProbeReport report;
    std::vector<DeviceReadings> merged;
    mergeDevices(merged, readNvml(report));
    mergeDevices(merged, readAmd(report));
    mergeDevices(merged, readPciSysfs(report));
    for (auto& d : merged) {
        ProbedDevice p;
        p.readings = std::move(d);
        report.devices.push_back(std::move(p));
    }
    return report;
}

std::vector<LiveSample> Probe::sample() {
    std::lock_guard lock(mutex_);
    const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - created_).count();
    std::vector<LiveSample> out;
    if (nvml_)
        out = nvml_->sample(t);
    if (amd_)
        for (auto& s : amd_->sample(t))
            out.push_back(std::move(s));
    return out;
}

BenchmarkReport Probe::benchmark(const BenchmarkOptions& options, std::stop_token stop,
                                 const BenchmarkProgress& progress) const {
    try {
        return Benchmark(options_).run(options, std::move(stop), progress);
    } catch (const std::exception& e) {
        BenchmarkReport r;
        r.status = "failed";
        r.message = Message(MessageId::ProbeInternalError, {std::string(e.what())});
        return r;
    }
}

void Probe::matchCatalog(ProbeReport& report, const Catalog& catalog) {
    report.catalog_message = {};
    const CatalogMatcher matcher(catalog);
    for (auto& d : report.devices) {
        const auto m = matcher.match(d.readings);
        d.match = m.match;
        d.match_message = m.message;
        d.differences.clear();
        if (m.match)
            if (const GpuSpec* spec = catalog.findGpu(m.match->gpu_id))
                d.differences = CatalogMatcher::compare(d.readings, *spec);
    }
}

void Probe::catalogUnavailable(ProbeReport& report, const std::string& why) {
    report.catalog_message = Message(MessageId::ProbeCatalogUnavailable, {why});
    for (auto& d : report.devices) {
        d.match.reset();
        d.differences.clear();
        d.match_message = Message(MessageId::ProbeNotMatched, {report.catalog_message});
    }
}

void Probe::attachBenchmark(ProbeReport& report, const Catalog* catalog) {
    if (!report.benchmark)
        return;
    for (auto& b : report.benchmark->devices) {
        auto it = std::find_if(report.devices.begin(), report.devices.end(),
                               [&](const ProbedDevice& d) { return d.readings.pci_bus_id == b.pci_bus_id; });
        const GpuSpec* spec = nullptr;
        if (it != report.devices.end() && it->match && catalog)
            spec = catalog->findGpu(it->match->gpu_id);
        Benchmark::rate(b, spec, it == report.devices.end() ? nullptr : &it->readings);
        if (it != report.devices.end())
            it->benchmark = b;
    }
}

} // namespace gpuplan::probe

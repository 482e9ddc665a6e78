#include "core/probe/AmdBackend.h"

#include "core/probe/Sysfs.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <system_error>

namespace gpuplan::probe {

namespace fs = std::filesystem;

namespace {

// ROCm SMI's C API (rocm_smi.h), the few calls used. rsmi_status_t 0 = success.
using rsmi_status_t = int;
constexpr rsmi_status_t RSMI_STATUS_SUCCESS = 0;
constexpr int RSMI_MEM_TYPE_VRAM = 0;
using RsmiInit = rsmi_status_t (*)(std::uint64_t);
using RsmiShutDown = rsmi_status_t (*)();
using RsmiNumDevices = rsmi_status_t (*)(std::uint32_t*);
using RsmiPciId = rsmi_status_t (*)(std::uint32_t, std::uint64_t*);
using RsmiMemoryTotal = rsmi_status_t (*)(std::uint32_t, int, std::uint64_t*);
using RsmiName = rsmi_status_t (*)(std::uint32_t, char*, std::size_t);

// pp_dpm_pcie lines: "1: 16.0GT/s, x16 619Mhz *" ('*' marks the level in use).
struct DpmLevel {
    std::optional<int> gen;
    std::optional<int> width;
};

std::vector<DpmLevel> parseDpmPcie(const std::string& text) {
    std::vector<DpmLevel> levels;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        DpmLevel l;
        const std::string rest = line.substr(colon + 1);
        const auto comma = rest.find(',');
        l.gen = pcieGenerationFromSpeed(rest.substr(0, comma));
        const auto x = rest.find('x', comma == std::string::npos ? 0 : comma);
        if (x != std::string::npos) {
            std::size_t e = x + 1;
            while (e < rest.size() && std::isdigit(static_cast<unsigned char>(rest[e])))
                ++e;
            if (const auto w = parseUnsigned(rest.substr(x + 1, e - x - 1)); w && *w > 0 && *w <= 64)
                l.width = static_cast<int>(*w);
        }
        levels.push_back(l);
    }
    return levels;
}

fs::path firstHwmon(const fs::path& dev) {
    std::error_code ec;
    std::vector<fs::path> found;
    for (fs::directory_iterator it(dev / "hwmon", ec), end; !ec && it != end; it.increment(ec))
        found.push_back(it->path());
    std::sort(found.begin(), found.end());
    return found.empty() ? fs::path() : found.front();
}

} // namespace

AmdBackend::AmdBackend(std::string sysfs_root, std::vector<std::string> rocm_smi_libraries)
    : root_(std::move(sysfs_root)), rocm_libraries_(std::move(rocm_smi_libraries)) {
    rocm_status_.name = "rocm-smi";
}

AmdBackend::~AmdBackend() {
    if (rocm_initialised_)
        if (auto shut = rocm_.function<RsmiShutDown>("rsmi_shut_down"))
            shut();
}

BackendResult AmdBackend::read() {
    BackendResult result;
    result.status.name = "amdgpu-sysfs";
    device_dirs_.clear();
    const fs::path devices = fs::path(root_) / "bus" / "pci" / "devices";
    std::error_code ec;
    std::vector<fs::path> entries;
    for (fs::directory_iterator it(devices, ec), end; !ec && it != end; it.increment(ec))
        entries.push_back(it->path());
    std::sort(entries.begin(), entries.end());

    for (const auto& dev : entries) {
        if (readSysfsUnsigned(dev / "vendor") != std::optional<std::uint64_t>(0x1002))
            continue;
        const auto vram_total = readSysfsUnsigned(dev / "mem_info_vram_total");
        if (!vram_total)
            continue; // not driven by amdgpu (or an audio function)
        DeviceReadings r;
        r.pci_bus_id = normalisePciBusId(dev.filename().string());
        if (r.pci_bus_id.empty())
            continue;
        r.vendor = "AMD";
        r.pci_vendor_id = 0x1002;
        if (const auto d = readSysfsUnsigned(dev / "device"); d && *d <= 0xffff)
            r.pci_device_id = static_cast<std::uint16_t>(*d);
        r.driver = "amdgpu";
        r.sources.push_back("amdgpu-sysfs");
        if (const auto name = readSysfsText(dev / "product_name"); name && !name->empty())
            r.name = *name;
        r.vram_total_bytes = vram_total;
        if (const auto used = readSysfsUnsigned(dev / "mem_info_vram_used")) {
            r.vram_used_bytes = used;
            if (*used <= *vram_total)
                r.vram_free_bytes = *vram_total - *used;
        }
        if (const auto busy = readSysfsUnsigned(dev / "gpu_busy_percent"); busy && *busy <= 100)
            r.utilization_gpu_percent = static_cast<unsigned>(*busy);
        // pp_dpm_pcie lists the link levels the GPU itself supports: its top level is
        // the GPU's maximum. The link it really gets (slot, bridges) comes from PCI sysfs.
        if (const auto dpm = readSysfsText(dev / "pp_dpm_pcie")) {
            for (const auto& l : parseDpmPcie(*dpm))
                if (l.gen && (!r.pcie_gen_gpu_max || *l.gen > *r.pcie_gen_gpu_max))
                    r.pcie_gen_gpu_max = l.gen;
        }
        const fs::path hwmon = firstHwmon(dev);
        if (!hwmon.empty()) {
            if (const auto cap = readSysfsUnsigned(hwmon / "power1_cap"))
                r.power_limit_w = *cap / 1e6; // microwatts
            auto draw = readSysfsUnsigned(hwmon / "power1_average");
            if (!draw)
                draw = readSysfsUnsigned(hwmon / "power1_input");
            if (draw)
                r.power_draw_w = *draw / 1e6;
            if (const auto t = readSysfsUnsigned(hwmon / "temp1_input"))
                r.temperature_c = *t / 1000.0; // millidegrees
        } else {
            r.unavailable["power"] = Message(MessageId::ProbeNoHwmon);
        }
        device_dirs_.push_back(dev.string());
        result.devices.push_back(std::move(r));
    }

    readRocmSmi(result.devices);

    result.status.state =
        result.devices.empty() ? BackendStatus::State::NotPresent : BackendStatus::State::Ok;
    result.status.devices = static_cast<int>(result.devices.size());
    result.status.message = result.devices.empty()
                                ? Message(MessageId::ProbeNoAmdGpu)
                                : Message(MessageId::ProbeAmdGpus, {result.devices.size()});
    return result;
}

void AmdBackend::readRocmSmi(std::vector<DeviceReadings>& devices) {
    rocm_status_ = BackendStatus{};
    rocm_status_.name = "rocm-smi";
    std::string errors;
    if (!rocm_.loaded()) {
        for (const auto& name : rocm_libraries_) {
            DynamicLibrary lib(name);
            if (lib.loaded()) {
                rocm_ = std::move(lib);
                break;
            }
            if (errors.empty())
                errors = lib.error();
        }
    }
    if (!rocm_.loaded()) {
        rocm_status_.state = BackendStatus::State::NotPresent;
        rocm_status_.message = errors.empty() ? Message(MessageId::ProbeRocmNotFound)
                                              : Message(MessageId::ProbeRocmNotFoundWhy, {errors});
        return;
    }
    const auto init = rocm_.function<RsmiInit>("rsmi_init");
    const auto count = rocm_.function<RsmiNumDevices>("rsmi_num_monitor_devices");
    const auto pci = rocm_.function<RsmiPciId>("rsmi_dev_pci_id_get");
    const auto total = rocm_.function<RsmiMemoryTotal>("rsmi_dev_memory_total_get");
    const auto name = rocm_.function<RsmiName>("rsmi_dev_name_get");
    if (!init || !count || !pci) {
        rocm_status_.state = BackendStatus::State::Failed;
        rocm_status_.message = Message(MessageId::ProbeRocmNotUsable);
        return;
    }
    if (!rocm_initialised_) {
        const rsmi_status_t rc = init(0);
        if (rc != RSMI_STATUS_SUCCESS) {
            rocm_status_.state = BackendStatus::State::Failed;
            rocm_status_.message = Message(MessageId::ProbeRsmiInitFailed, {static_cast<int>(rc)});
            return;
        }
        rocm_initialised_ = true;
    }
    std::uint32_t n = 0;
    if (count(&n) != RSMI_STATUS_SUCCESS)
        n = 0;
    n = std::min<std::uint32_t>(n, 1024);
    for (std::uint32_t i = 0; i < n; ++i) {
        std::uint64_t bdf = 0;
        if (pci(i, &bdf) != RSMI_STATUS_SUCCESS)
            continue;
        // BDFID = domain << 32 | bus << 8 | device << 3 | function
        const std::string bus_id =
            fmt::format("{:04x}:{:02x}:{:02x}.{:x}", static_cast<unsigned>((bdf >> 32) & 0xffff),
                        static_cast<unsigned>((bdf >> 8) & 0xff), static_cast<unsigned>((bdf >> 3) & 0x1f),
                        static_cast<unsigned>(bdf & 0x7));
        auto it = std::find_if(devices.begin(), devices.end(),
                               [&](const auto& d) { return d.pci_bus_id == bus_id; });
        if (it == devices.end()) {
            DeviceReadings r;
            r.pci_bus_id = bus_id;
            r.vendor = "AMD";
            r.pci_vendor_id = 0x1002;
            devices.push_back(std::move(r));
            it = devices.end() - 1;
        }
        it->sources.push_back("rocm-smi");
        std::uint64_t bytes = 0;
        if (total && !it->vram_total_bytes && total(i, RSMI_MEM_TYPE_VRAM, &bytes) == RSMI_STATUS_SUCCESS)
            it->vram_total_bytes = bytes;
        std::array<char, 256> buf{};
        if (name && it->name.empty() && name(i, buf.data(), buf.size()) == RSMI_STATUS_SUCCESS)
            it->name = std::string(buf.data(), strnlen(buf.data(), buf.size()));
    }
    rocm_status_.state = BackendStatus::State::Ok;
    rocm_status_.devices = static_cast<int>(n);
    rocm_status_.message = Message(MessageId::ProbeRocmGpus, {n});
}

std::vector<LiveSample> AmdBackend::sample(double time_s) const {
    std::vector<LiveSample> out;
    for (const auto& d : device_dirs_) {
        const fs::path dev(d);
        LiveSample s;
        s.pci_bus_id = normalisePciBusId(dev.filename().string());
        s.time_s = time_s;
        if (const auto busy = readSysfsUnsigned(dev / "gpu_busy_percent"); busy && *busy <= 100)
            s.utilization_gpu_percent = static_cast<unsigned>(*busy);
        s.vram_used_bytes = readSysfsUnsigned(dev / "mem_info_vram_used");
        s.vram_total_bytes = readSysfsUnsigned(dev / "mem_info_vram_total");
        const fs::path hwmon = firstHwmon(dev);
        if (!hwmon.empty()) {
            auto draw = readSysfsUnsigned(hwmon / "power1_average");
            if (!draw)
                draw = readSysfsUnsigned(hwmon / "power1_input");
            if (draw)
                s.power_draw_w = *draw / 1e6;
            if (const auto t = readSysfsUnsigned(hwmon / "temp1_input"))
                s.temperature_c = *t / 1000.0;
        }
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace gpuplan::probe

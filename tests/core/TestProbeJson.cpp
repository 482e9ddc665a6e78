#include "core/base/Error.h"
#include "core/scenario/ProbeJson.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <limits>

using namespace gpuplan;
using namespace gpuplan::probe;

namespace {

// A report with every field set, as a probe of two NVLinked A100s with a
// benchmark would give (figures made up but of the right kind).
ProbeReport fullReport() {
    ProbeReport r;
    ProbedDevice a;
    DeviceReadings& d = a.readings;
    d.pci_bus_id = "0000:07:00.0";
    d.pci_vendor_id = 0x10de;
    d.pci_device_id = 0x20b2;
    d.pci_class = 0x0302;
    d.vendor = "NVIDIA";
    d.name = "NVIDIA A100-SXM4-80GB";
    d.uuid = "GPU-1234";
    d.driver = "550.54.15";
    d.vram_total_bytes = 85'899'345'920ull;
    d.vram_free_bytes = 85'000'000'000ull;
    d.vram_used_bytes = 899'345'920ull;
    d.pcie_gen_current = 1;
    d.pcie_gen_max = 4;
    d.pcie_gen_gpu_max = 4;
    d.pcie_width_current = 16;
    d.pcie_width_max = 16;
    d.nvlinks = std::vector<NvLink>{{0, true, 3u, "0000:0f:00.0"}, {1, false, std::nullopt, ""}};
    d.power_limit_w = 400;
    d.power_draw_w = 61.5;
    d.temperature_c = 34;
    d.utilization_gpu_percent = 7;
    d.utilization_memory_percent = 2;
    d.clock_graphics_mhz = 210;
    d.clock_sm_mhz = 210;
    d.clock_memory_mhz = 1593;
    d.clock_graphics_max_mhz = 1410;
    d.clock_memory_max_mhz = 1593;
    d.mig_enabled = false;
    d.sources = {"nvml", "pci-sysfs"};
    d.unavailable = {{"fan", verbatim("not supported")}};
    a.match = CatalogMatch{"a100-sxm4-80gb", "A100 SXM4 80GB", "pci-device-id"};
    a.match_message = verbatim("PCI device id 10de:20b2");
    a.differences = {{"power_limit", verbatim("400 W"), verbatim("300 W"), verbatim("power capped")}};
    Measurement m;
    m.name = "gemm_fp16";
    m.unit = "FLOP/s";
    m.value = 250e12;
    m.runs = {249e12, 250e12, 251e12};
    m.catalog_peak = 312e12;
    m.peak_source = verbatim("FP16 tensor, FP32 accumulate (dense)");
    m.fraction_of_peak = 250.0 / 312.0;
    a.benchmark = DeviceBenchmark{d.pci_bus_id, d.name, {m}};
    r.devices.push_back(a);

    ProbedDevice b; // a device the backends read little of, without a match
    b.readings.pci_bus_id = "0000:0f:00.0";
    b.readings.sources = {"pci-sysfs"};
    b.readings.nvlinks = std::vector<NvLink>{};
    b.match_message = verbatim("no catalog GPU named \"Mystery\"");
    r.devices.push_back(b);

    r.backends = {{"nvml", BackendStatus::State::Ok, verbatim("NVML 12.550"), 2},
                  {"amdgpu-sysfs", BackendStatus::State::NotPresent, verbatim("no amdgpu device"), 0},
                  {"rocm-smi", BackendStatus::State::Skipped, verbatim("no AMD GPU"), 0},
                  {"pci-sysfs", BackendStatus::State::Failed, verbatim("cannot read /sys"), 0}};
    r.catalog_message = {};
    BenchmarkReport bench;
    bench.status = "ok";
    bench.elapsed_s = 12.5;
    bench.devices = {*a.benchmark, DeviceBenchmark{"0000:99:00.0", "seen by CUDA only", {}}};
    r.benchmark = bench;
    return r;
}

std::string errorOf(const nlohmann::json& j) {
    try {
        probeReportFromJson(j, "lab.gpuplan", "/probe");
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST(ProbeJson, ReadsBackWhatItWrites) {
    const ProbeReport r = fullReport();
    const nlohmann::json j = toJson(r);
    // Its sentences come back as the messages their text is (MessagesAreWrittenAsTheirEnglishText),
    // so the report is compared as its file form, which holds every field.
    EXPECT_EQ(toJson(probeReportFromJson(j, "x")), j);
    // Through text too (what a file holds).
    EXPECT_EQ(toJson(probeReportFromJson(nlohmann::json::parse(j.dump()), "x")), j);
}

// The probe says its sentences as message ids (worded by app/text in the user's language); the
// JSON keeps their English text under the same keys, read back as the messages they are, so that
// a scenario reopened in French shows them in French (issue 37).
TEST(ProbeJson, MessagesAreWrittenAsTheirEnglishText) {
    ProbeReport r;
    r.catalog_message = Message(MessageId::ProbeCatalogUnavailable, {"no database"});
    ProbedDevice d;
    d.match_message = Message(MessageId::ProbeNoNameLike, {"Mystery 9000"});
    d.differences = {{"vram", Message(MessageId::ProbeGigabytes, {85.9}),
                      Message(MessageId::ProbeGigabytes, {42.9}),
                      Message(MessageId::ProbeVramDiffers, {42.9, 85.9})}};
    r.devices.push_back(d);
    r.backends = {{"nvml", BackendStatus::State::NotPresent,
                   Message(MessageId::ProbeNvmlNotLoaded, {"libnvidia-ml.so.1", "not found"}), 0}};
    const nlohmann::json j = toJson(r);
    EXPECT_EQ(j["catalog_message"], "catalog unavailable: no database");
    EXPECT_EQ(j["devices"][0]["match_message"], "no catalog GPU is named like 'Mystery 9000'");
    EXPECT_EQ(j["devices"][0]["differences"][0]["catalog"], "85.9 GB");
    EXPECT_EQ(j["devices"][0]["differences"][0]["message"],
              "VRAM: the driver reports 42.9 GB but the catalog says 85.9 GB (more than 10 % apart)");
    EXPECT_EQ(j["backends"][0]["message"],
              "libnvidia-ml.so.1 could not be loaded: no NVIDIA driver installed (not found)");
    const ProbeReport back = probeReportFromJson(j, "x");
    EXPECT_EQ(back.catalog_message, r.catalog_message);
    EXPECT_EQ(back.devices[0].match_message, d.match_message);
    EXPECT_EQ(back.devices[0].differences[0].catalog, d.differences[0].catalog);
    EXPECT_EQ(back.devices[0].differences[0].message, d.differences[0].message); // its numbers as numbers
    EXPECT_EQ(back.backends[0].message, r.backends[0].message);
    EXPECT_EQ(toJson(back), j); // the file's text, unchanged
    // A sentence no pattern gives back (an older version's wording) is kept as it is.
    nlohmann::json old = j;
    old["catalog_message"] = "the catalog was not there";
    EXPECT_EQ(probeReportFromJson(old, "x").catalog_message,
              Message(MessageId::Verbatim, {"the catalog was not there"}));
}

TEST(ProbeJson, AnEmptyReportRoundTrips) {
    const ProbeReport none; // no GPU, nothing run
    EXPECT_EQ(probeReportFromJson(toJson(none), "x"), none);
    EXPECT_EQ(probeReportFromJson(nlohmann::json::object(), "x"), none); // every key may be missing
}

TEST(ProbeJson, NullFiguresStayUnread) {
    ProbeReport r = fullReport();
    nlohmann::json j = toJson(r);
    j["devices"][0]["vram_total_bytes"] = nullptr;
    j["devices"][0]["nvlinks"] = nullptr;
    const auto back = probeReportFromJson(j, "x");
    EXPECT_FALSE(back.devices[0].readings.vram_total_bytes);
    EXPECT_FALSE(back.devices[0].readings.nvlinks); // not read
    ASSERT_TRUE(back.devices[1].readings.nvlinks);  // read: none
    EXPECT_TRUE(back.devices[1].readings.nvlinks->empty());
}

TEST(ProbeJson, ErrorsNameTheJsonPath) {
    nlohmann::json j = toJson(fullReport());
    j["devices"][0]["vram_total_bytes"] = "80 GB";
    EXPECT_EQ(errorOf(j),
              "lab.gpuplan: /probe/devices/0/vram_total_bytes must be a whole number, got \"80 GB\"");

    j = toJson(fullReport());
    j["devices"][1]["pcie_gen_max"] = 4.5;
    EXPECT_EQ(errorOf(j), "lab.gpuplan: /probe/devices/1/pcie_gen_max must be a whole number, got 4.5");

    j = toJson(fullReport());
    j["devices"][0]["pci_vendor_id"] = 70000; // more than 16 bits
    EXPECT_EQ(errorOf(j), "lab.gpuplan: /probe/devices/0/pci_vendor_id must be <= 65535, got 70000");

    j = toJson(fullReport());
    j["backends"][2]["state"] = "sleeping";
    EXPECT_EQ(errorOf(j), "lab.gpuplan: /probe/backends/2/state must be one of ok, not_present, failed, "
                          "skipped, got \"sleeping\"");

    j = toJson(fullReport());
    j["devices"][0]["benchmark"]["measurements"][0]["runs"][1] = "fast";
    EXPECT_EQ(errorOf(j),
              "lab.gpuplan: /probe/devices/0/benchmark/measurements/0/runs/1 must be a number, got \"fast\"");

    j = toJson(fullReport());
    j["devices"][0]["nvlinks"][0]["colour"] = "green";
    EXPECT_EQ(errorOf(j), "lab.gpuplan: /probe/devices/0/nvlinks/0/colour is not a known field");

    j = toJson(fullReport());
    j["devices"] = nlohmann::json::object();
    EXPECT_EQ(errorOf(j), "lab.gpuplan: /probe/devices must be a list, got {}");

    EXPECT_EQ(errorOf(nlohmann::json::array()), "lab.gpuplan: /probe must be a JSON object, got []");
}

TEST(ProbeJson, BackendStatesHaveStableNames) {
    for (auto s : {BackendStatus::State::Ok, BackendStatus::State::NotPresent, BackendStatus::State::Failed,
                   BackendStatus::State::Skipped})
        EXPECT_EQ(parseBackendState(toString(s)), s);
    EXPECT_EQ(toString(BackendStatus::State::NotPresent), "not_present");
    EXPECT_FALSE(parseBackendState("OK"));
}

TEST(ScenarioProbe, AScenarioCarriesItsProbeThroughTheFile) {
    Scenario s;
    s.name = "lab machine";
    s.probe = fullReport();
    const std::string text = serializeScenario(s);
    EXPECT_TRUE(nlohmann::json::parse(text).contains("probe"));
    const Scenario back = parseScenario(text, "lab.gpuplan");
    ASSERT_TRUE(back.probe);
    EXPECT_EQ(back.probe->devices[0].readings.name, "NVIDIA A100-SXM4-80GB");
    // The probe's sentences come back as the messages their text is: the same file again.
    EXPECT_EQ(serializeScenario(back), text);
    Scenario without_probe = back;
    without_probe.probe.reset();
    Scenario s_without_probe = s;
    s_without_probe.probe.reset();
    EXPECT_EQ(without_probe, s_without_probe);
}

TEST(ScenarioProbe, NoProbeNoKeyAndOldFilesStillLoad) {
    const Scenario s;
    EXPECT_FALSE(toJson(s).contains("probe"));
    // A file written before scenarios carried a probe.
    const Scenario old = parseScenario(R"({"format": "gpu-planner-scenario", "version": 1,
                                           "hardware": {"gpu": "rtx-4090", "gpu_count": 2}})",
                                       "old.gpuplan");
    EXPECT_FALSE(old.probe);
    EXPECT_EQ(old.gpu_count, 2u);
    // "probe": null is no probe.
    EXPECT_FALSE(parseScenario(R"({"version": 1, "probe": null})", "x.gpuplan").probe);
}

TEST(ScenarioProbe, ABadProbeBlockNamesTheFileAndPath) {
    try {
        parseScenario(R"({"version": 1, "probe": {"devices": [{"power_limit_w": "high"}]}})", "lab.gpuplan");
        FAIL() << "accepted a bad probe block";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "lab.gpuplan: /probe/devices/0/power_limit_w must be a number, got \"high\"");
    }
}

// The benchmark's control flow against the fake libcuda.so.1 + libcublas.so.12
// (tests/fakes/FakeCuda.cpp, FakeCublas.cpp), whose timings are simulated.
#include "core/probe/Benchmark.h"

#include "ProbeTestData.h"

#include <gtest/gtest.h>

#include <stop_token>

using namespace gpuplan::probe;
using probetest::ScopedEnv;

namespace {

ProbeOptions fakeCuda() {
    ProbeOptions o = probetest::options("no-gpu");
    o.cuda_library = GPUPLAN_FAKE_CUDA;
    o.cublas_libraries = {GPUPLAN_FAKE_CUBLAS};
    return o;
}

BenchmarkOptions small() {
    BenchmarkOptions b;
    b.runs = 3;
    b.transfer_bytes = 8 << 20;
    b.time_limit_s = 30;
    return b;
}

const Measurement& get(const DeviceBenchmark& d, const std::string& name) {
    for (const auto& m : d.measurements)
        if (m.name == name)
            return m;
    throw std::runtime_error("no measurement " + name);
}

} // namespace

TEST(Benchmark, MeasuresEveryFigureAsTheMedianOfItsRuns) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "ok");
    const auto r = Benchmark(fakeCuda()).run(small());
    ASSERT_EQ(r.status, "ok") << r.message;
    ASSERT_EQ(r.devices.size(), 1u);
    const auto& d = r.devices[0];
    EXPECT_EQ(d.pci_bus_id, "0000:07:00.0");
    EXPECT_EQ(d.name, "NVIDIA A100-SXM4-80GB");
    ASSERT_EQ(d.measurements.size(), 5u);
    // The fake's rates (FakeCuda.cpp / FakeCublas.cpp); float event times round a little.
    EXPECT_NEAR(*get(d, "h2d_pinned").value, 24e9, 24e9 * 1e-3);
    EXPECT_NEAR(*get(d, "d2h_pinned").value, 25e9, 25e9 * 1e-3);
    EXPECT_NEAR(*get(d, "device_memory").value, 1.6e12, 1.6e12 * 1e-3);
    EXPECT_NEAR(*get(d, "gemm_fp32").value, 18e12, 18e12 * 1e-3);
    EXPECT_NEAR(*get(d, "gemm_fp16").value, 250e12, 250e12 * 1e-3);
    EXPECT_EQ(get(d, "gemm_fp16").runs.size(), 3u);
    EXPECT_EQ(get(d, "gemm_fp32").unit, "FLOP/s");
}

TEST(Benchmark, RatesAgainstTheCatalogAndFlagsOutliers) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "fast");
    auto r = Benchmark(fakeCuda()).run(small());
    ASSERT_EQ(r.status, "ok") << r.message;
    const auto catalog = probetest::catalog();
    Benchmark::rate(r.devices[0], catalog.findGpu("a100-sxm4-80gb"), nullptr);
    const auto& d = r.devices[0];
    const auto& h2d = get(d, "h2d_pinned");
    EXPECT_NEAR(*h2d.catalog_peak, 31.5e9, 0.01e9); // PCIe 4.0 x16, per direction
    EXPECT_NEAR(*h2d.fraction_of_peak, 24e9 / 31.5e9, 0.01);
    EXPECT_EQ(h2d.flag, "");
    EXPECT_NEAR(*get(d, "device_memory").fraction_of_peak, 1.6e12 / 2039e9, 0.01);
    const auto& sgemm = get(d, "gemm_fp32");
    EXPECT_EQ(sgemm.flag, "above_peak"); // 150 TFLOP/s vs 19.5
    EXPECT_NE(sgemm.message.english().find("TF32"), std::string::npos);
    EXPECT_NEAR(*get(d, "gemm_fp16").fraction_of_peak, 250.0 / 312.0, 0.01);
}

TEST(Benchmark, FarBelowTheExpectedBandIsFlagged) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "slow");
    auto r = Benchmark(fakeCuda()).run(small());
    const auto catalog = probetest::catalog();
    Benchmark::rate(r.devices.at(0), catalog.findGpu("a100-sxm4-80gb"), nullptr);
    EXPECT_EQ(get(r.devices[0], "gemm_fp16").flag, "below_expected");
    EXPECT_EQ(get(r.devices[0], "gemm_fp32").flag, "");
}

TEST(Benchmark, WithoutCatalogTheLinkReadSetsThePciePeak) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "ok");
    auto r = Benchmark(fakeCuda()).run(small());
    DeviceReadings link;
    link.pcie_gen_max = 3;
    link.pcie_width_max = 8;
    Benchmark::rate(r.devices.at(0), nullptr, &link);
    const auto& h2d = get(r.devices[0], "h2d_pinned");
    EXPECT_NEAR(*h2d.catalog_peak, 7.88e9, 0.01e9);
    EXPECT_EQ(h2d.flag, "above_peak"); // 24 GB/s cannot go through Gen3 x8
    EXPECT_FALSE(get(r.devices[0], "gemm_fp32").catalog_peak.has_value());
}

TEST(Benchmark, CancelFromTheProgressCallbackStopsIt) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "ok");
    std::stop_source stop;
    std::vector<gpuplan::Message> steps;
    const auto r =
        Benchmark(fakeCuda()).run(small(), stop.get_token(), [&](const gpuplan::Message& step, double) {
            steps.push_back(step);
            if (steps.size() == 3) // after both transfers, before device memory
                stop.request_stop();
        });
    EXPECT_EQ(r.status, "cancelled");
    ASSERT_EQ(r.devices.size(), 1u);
    EXPECT_TRUE(get(r.devices[0], "h2d_pinned").value.has_value()); // kept
    EXPECT_FALSE(get(r.devices[0], "device_memory").value.has_value());
    EXPECT_EQ(get(r.devices[0], "gemm_fp16").message.id, gpuplan::MessageId::ProbeDeviceCancelled);
    ASSERT_GE(steps.size(), 2u); // the steps too are ids with the device's name
    EXPECT_EQ(steps[0].id, gpuplan::MessageId::ProbeStepH2d);
    EXPECT_EQ(steps[1].id, gpuplan::MessageId::ProbeStepD2h);
}

TEST(Benchmark, AlreadyCancelledRunsNothing) {
    std::stop_source stop;
    stop.request_stop();
    const auto r = Benchmark(fakeCuda()).run(small(), stop.get_token());
    EXPECT_EQ(r.status, "cancelled");
    for (const auto& m : r.devices.at(0).measurements)
        EXPECT_FALSE(m.value.has_value()) << m.name;
}

TEST(Benchmark, AGpuThatNeverFinishesTimesOut) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "hang");
    auto o = small();
    o.time_limit_s = 0.3;
    const auto r = Benchmark(fakeCuda()).run(o);
    EXPECT_EQ(r.status, "timed_out");
    EXPECT_LT(r.elapsed_s, 5.0);
}

TEST(Benchmark, OutOfMemorySkipsWhatDoesNotFit) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "oom");
    const auto r = Benchmark(fakeCuda()).run(small());
    ASSERT_EQ(r.status, "ok") << r.message;
    const auto& d = r.devices.at(0);
    EXPECT_TRUE(get(d, "h2d_pinned").value.has_value()); // 8 MiB fits
    EXPECT_FALSE(get(d, "gemm_fp32").value.has_value());
    EXPECT_NE(get(d, "gemm_fp32").message.english().find("CUDA_ERROR_OUT_OF_MEMORY"), std::string::npos);
}

TEST(Benchmark, StubDriverIsNamed) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "stub");
    const auto r = Benchmark(fakeCuda()).run(small());
    EXPECT_EQ(r.status, "unavailable");
    EXPECT_NE(r.message.english().find("stub"), std::string::npos) << r.message;
}

TEST(Benchmark, NoDeviceIsUnavailable) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "no-device");
    const auto r = Benchmark(fakeCuda()).run(small());
    EXPECT_EQ(r.status, "unavailable");
    EXPECT_NE(r.message.english().find("CUDA_ERROR_NO_DEVICE"), std::string::npos) << r.message;
}

TEST(Benchmark, NoCudaDriverIsUnavailable) {
    const auto r = Benchmark(probetest::options("no-gpu")).run(small());
    EXPECT_EQ(r.status, "unavailable");
    EXPECT_TRUE(r.devices.empty());
    EXPECT_EQ(r.message.id, gpuplan::MessageId::ProbeCudaNotLoaded) << r.message; // an id, worded by app/text
}

TEST(Benchmark, WithoutCublasTheGemmsSaySo) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "ok");
    auto o = fakeCuda();
    o.cublas_libraries = {"/nonexistent/libcublas.so.12"};
    const auto r = Benchmark(o).run(small());
    ASSERT_EQ(r.status, "ok");
    EXPECT_TRUE(get(r.devices.at(0), "device_memory").value.has_value());
    EXPECT_NE(get(r.devices[0], "gemm_fp32").message.english().find("cuBLAS unavailable"), std::string::npos);
    EXPECT_EQ(get(r.devices[0], "gemm_fp32").message.id, gpuplan::MessageId::ProbeCublasUnavailable);
}

TEST(Benchmark, PcieRatesPerDirection) {
    EXPECT_NEAR(Benchmark::pcieBytesPerSecond(4, 16), 31.5e9, 0.01e9);
    EXPECT_NEAR(Benchmark::pcieBytesPerSecond(3, 16), 15.75e9, 0.01e9);
    EXPECT_NEAR(Benchmark::pcieBytesPerSecond(1, 16), 4e9, 1e6);
    EXPECT_EQ(Benchmark::pcieBytesPerSecond(0, 16), 0);
}

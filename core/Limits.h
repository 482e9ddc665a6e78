#pragma once

// The range every input must lie in, in one place. The scenario reader, the
// validate() functions of Workload, ModelSpec and Scenario, the command line's
// flags and the catalog's checks all use these. They are generous (far beyond
// any real workload or price) but finite, so that every size computed from
// them is either representable or refused (kMaxBytes, kMaxParams): never a
// number that wrapped around.

#include <cstdint>
#include <string_view>

namespace gpuplan::limits {

// Closed range [min, max]. contains() is false for NaN.
template <typename T> struct Range {
    T min;
    T max;
    constexpr bool contains(T v) const { return v >= min && v <= max; }
};

// Workload
inline constexpr Range<std::uint64_t> kBatch{1, 1'000'000};     // sequences per micro-batch
inline constexpr Range<std::uint64_t> kSeq{1, 100'000'000};     // tokens per sequence
inline constexpr Range<std::uint64_t> kGradAccum{1, 1'000'000}; // accumulation steps
inline constexpr Range<std::uint64_t> kLoraRank{1, 1'000'000};  // LoRA rank r
inline constexpr Range<std::uint64_t> kGroupSize{1, 1u << 20};  // GPTQ/AWQ group
inline constexpr Range<double> kFragmentation{0.0, 1.0};        // share of the model's memory
inline constexpr Range<std::uint64_t> kCudaContextBytes{0, 1'000'000'000'000ull};

// Model architecture (ModelSpec, config.json, the catalog's models)
inline constexpr std::uint64_t kMaxLayers = 10'000;
inline constexpr std::uint64_t kMaxHidden = 1'000'000;        // hidden size, head_dim x heads
inline constexpr std::uint64_t kMaxHeads = 100'000;           // heads, kv_heads, head_dim
inline constexpr std::uint64_t kMaxIntermediate = 10'000'000; // FFN inner size
inline constexpr std::uint64_t kMaxVocab = 100'000'000;
inline constexpr std::uint64_t kMaxContext = 10'000'000'000ull; // max_position_embeddings
inline constexpr std::uint64_t kMaxExperts = 100'000;
// Parameters of one model (a thousand times the largest published ones).
inline constexpr double kMaxParams = 1e15;
// Largest memory size computed, in bytes (an exabyte). A size beyond it is refused
// as an input error, and a sweep treats it as "does not fit".
inline constexpr double kMaxBytes = 1e18;

// Hardware
inline constexpr Range<std::uint64_t> kGpus{1, 100'000}; // GPUs of a layout, max_gpus of a sweep
inline constexpr Range<std::uint64_t> kGpusPerNode{1, 1024};
inline constexpr Range<std::uint64_t> kParallelDegree{1, 1024}; // tensor-parallel degree, pipeline stages

// Job
inline constexpr Range<double> kEpochs{0.0, 1e6};
inline constexpr Range<std::uint64_t> kExamples{0, 1'000'000'000'000ull};
inline constexpr Range<std::uint64_t> kRequests{0, 1'000'000'000'000ull};
inline constexpr Range<std::uint64_t> kGeneratedTokens{0, 100'000'000};

// Usage
inline constexpr Range<double> kHoursPerMonth{0.0, 744.0}; // a month has at most 31 x 24 hours
inline constexpr Range<std::uint64_t> kHorizonMonths{1, 600};
inline constexpr Range<double> kJobsPerMonth{0.0, 1e9};
inline constexpr Range<double> kDeadlineHours{0.0, 1e9};

// Costs (amounts in any currency)
inline constexpr Range<double> kGpuPrice{0.0, 1e9};       // one GPU
inline constexpr Range<double> kAmount{0.0, 1e15};        // host cost, budget
inline constexpr Range<double> kRatePerGpuHour{0.0, 1e7}; // cloud rent of one GPU for an hour
inline constexpr Range<double> kElectricityPerKwh{0.0, 100.0};
inline constexpr Range<double> kPue{1.0, 3.0};
inline constexpr Range<double> kPowerFraction{0.0, 1.0}; // share of the TDP drawn
inline constexpr Range<double> kPowerW{0.0, 100'000.0};  // one GPU
inline constexpr Range<double> kFraction{0.0, 1.0};      // resale, maintenance per year (of the price)
inline constexpr Range<double> kExchangeRate{1e-9, 1e9}; // units of a currency per EUR

// Efficiencies and throughput settings
inline constexpr Range<double> kEfficiency{1e-6, 1.0};
inline constexpr Range<double> kStackFactor{1e-3, 100.0};
inline constexpr Range<double> kLatencySeconds{0.0, 1.0};
inline constexpr Range<double> kNvmeBytesPerSecond{1.0, 1e15};

// Throws InputError "<where> must be between <min> and <max>, got <value>"
// (MessageId::MustBeBetween) when `value` is outside `range` or not a number.
void requireInRange(std::string_view where, double value, Range<double> range);
void requireInRange(std::string_view where, std::uint64_t value, Range<std::uint64_t> range);

} // namespace gpuplan::limits

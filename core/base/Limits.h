#pragma once

// The range every input must lie in, in one place. The scenario reader, the
// validate() functions of Workload, ModelSpec and Scenario, the command line's
// flags and the catalog's checks all use these. They are generous (far beyond
// any real workload or price) but finite, so that every size computed from
// them is either representable or refused (kMaxBytes, kMaxParams): never a
// number that wrapped around.
//
// The second half bounds what GPU Planner reads or enumerates: a reader checks
// the size of a file and the nesting of a JSON text before it parses anything;
// a request is refused, with the limit in the message, before it enumerates
// more than these. docs/MANUAL.md ("Limits") lists the same figures: change both.

#include <cstddef>
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

// Conversions between sizes and doubles for values these limits keep below 2^63 (kMaxBytes,
// kMaxParams, products of validated dimensions): exact, and one instruction each on x86-64,
// where a conversion from or to an unsigned 64-bit integer takes a test and a branch. Call
// them only on values already bounded (validated, or held at kMaxBytes).
inline double exactDouble(std::uint64_t bounded) {
    return static_cast<double>(static_cast<std::int64_t>(bounded));
}
inline std::uint64_t exactCount(double bounded) { // 0 <= bounded < 2^63
    return static_cast<std::uint64_t>(static_cast<std::int64_t>(bounded));
}

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

// ---- Readers and requests ----

// JSON: lists and objects nested deeper than this are refused before parsing
// (a .gpuplan is 4 levels deep, a config.json 3, a catalog export 3).
inline constexpr std::size_t kMaxJsonDepth = 64;

// File sizes, checked before a byte is read.
inline constexpr std::uint64_t kMiB = 1024 * 1024;
inline constexpr std::uint64_t kMaxScenarioBytes = 16 * kMiB;       // a .gpuplan scenario
inline constexpr std::uint64_t kMaxHfConfigBytes = 16 * kMiB;       // a Hugging Face config.json
inline constexpr std::uint64_t kMaxCatalogImportBytes = 256 * kMiB; // one catalog .json or .csv import
inline constexpr std::uint64_t kMaxPciIdsBytes = 64 * kMiB;         // a pci.ids file (about 1.5 MB today)

// What one recommendation may enumerate.
inline constexpr auto kMaxGpus =
    static_cast<std::uint32_t>(kGpus.max);                 // /constraints/max_gpus (1, 2, 4, 8...)
inline constexpr std::uint32_t kMaxGpusEveryCount = 1'024; // /constraints/max_gpus with every_count
inline constexpr std::size_t kMaxTopK = 1'000;             // /constraints/top_k: candidates listed
// GPU x count x strategy x precision x mode tried by one recommendation.
inline constexpr std::uint64_t kMaxCandidates = 5'000'000;

// LoRA target modules of a workload, and the length of one name.
inline constexpr std::size_t kMaxLoraTargets = 64;
inline constexpr std::size_t kMaxNameLength = 256;

// A value shown in an error message is cut to this many characters.
inline constexpr std::size_t kMaxShownChars = 60;

// Throws InputError "<where> must be between <min> and <max>, got <value>"
// (MessageId::MustBeBetween) when `value` is outside `range` or not a number.
void requireInRange(std::string_view where, double value, Range<double> range);
void requireInRange(std::string_view where, std::uint64_t value, Range<std::uint64_t> range);

} // namespace gpuplan::limits

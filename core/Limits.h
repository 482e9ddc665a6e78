#pragma once

// Every bound on what GPU Planner reads or enumerates, in one place. A reader
// checks the size of a file and the nesting of a JSON text before it parses
// anything; a request is refused, with the limit in the message, before it
// enumerates more than these. docs/README.md lists the same figures (where the
// formats are described): change both together.

#include <cstddef>
#include <cstdint>

namespace gpuplan::limits {

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
inline constexpr std::uint32_t kMaxGpus = 100'000;         // /constraints/max_gpus (1, 2, 4, 8...)
inline constexpr std::uint32_t kMaxGpusEveryCount = 1'024; // /constraints/max_gpus with every_count
inline constexpr std::size_t kMaxTopK = 1'000;             // /constraints/top_k: candidates listed
// GPU x count x strategy x precision x mode tried by one recommendation.
inline constexpr std::uint64_t kMaxCandidates = 5'000'000;

// LoRA target modules of a workload, and the length of one name.
inline constexpr std::size_t kMaxLoraTargets = 64;
inline constexpr std::size_t kMaxNameLength = 256;

// A value shown in an error message is cut to this many characters.
inline constexpr std::size_t kMaxShownChars = 60;

} // namespace gpuplan::limits

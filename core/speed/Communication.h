#pragma once

#include "core/catalog/Catalog.h"
#include "core/memory/MultiGpu.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gpuplan {

// Which bandwidth figure a transfer time uses.
enum class BandwidthBasis {
    Efficient,      // efficiency x per-direction bandwidth: what a copy achieves (the default)
    PerDirection,   // per-direction line rate: the physical ceiling of a one-way copy
    BothDirections, // both directions added (NVIDIA's NVLink headline): the guide's arithmetic
};

// Point-to-point transfer: latency + bytes / bandwidth (docs/DESIGN.md). An
// unknown link latency counts as zero.
double transferSeconds(const InterconnectSpec& link, double bytes,
                       BandwidthBasis basis = BandwidthBasis::Efficient);

// The three figures side by side, for the guide's 10 GB example.
struct TransferFigures {
    double both_directions_s = 0; // the guide's (bytes / both-directions figure)
    double per_direction_s = 0;   // one-way copy at line rate
    double efficient_s = 0;       // one-way copy at the link's measured efficiency
};
TransferFigures transferFigures(const InterconnectSpec& link, double bytes);

enum class Collective { AllReduce, AllGather, ReduceScatter, Broadcast };
std::string_view collectiveId(Collective c);

// nccl-tests' bus-bandwidth factor: busbw = algbw x factor. All-reduce 2(n-1)/n,
// all-gather and reduce-scatter (n-1)/n, broadcast 1.
inline double busBandwidthFactor(Collective c, std::uint32_t n) {
    if (n <= 1)
        return 0.0;
    const double nn = n;
    switch (c) {
    case Collective::AllReduce:
        return 2.0 * (nn - 1.0) / nn;
    case Collective::AllGather:
    case Collective::ReduceScatter:
        return (nn - 1.0) / nn;
    case Collective::Broadcast:
        return 1.0;
    }
    return 0.0;
}

// Throws InputError: a collective timed over a link of no bandwidth (collectiveSeconds).
[[noreturn, gnu::cold]] void refuseBusBandwidth();

// Time of a collective over n GPUs on `bytes` (the buffer size nccl-tests calls
// "size"): latency + factor x bytes / busbw. Zero when n <= 1. Inline: a training step times
// several collectives, and the recommendation's sweep many steps.
inline double collectiveSeconds(Collective c, double bytes, std::uint32_t n, double busbw_bytes_per_s,
                                double latency_s = 0.0) {
    if (n <= 1 || bytes <= 0.0)
        return 0.0;
    if (!(busbw_bytes_per_s > 0.0)) [[unlikely]]
        refuseBusBandwidth(); // out of line
    return latency_s + busBandwidthFactor(c, n) * bytes / busbw_bytes_per_s;
}

// Assumptions of the communication model, editable.
struct CommSettings {
    // busbw / per-direction line rate reached by NCCL collectives on large
    // messages. nccl-tests: 8x H100 SXM 370 of 450 GB/s (0.82, nccl-tests issue #212),
    // 8x A100-SXM4 200 of 300 GB/s (0.67, nccl-tests issue #149); 0.75 sits between.
    double collective_efficiency = 0.75;
    // Share of the data-parallel gradient communication hidden behind backward
    // compute (DDP buckets, ZeRO prefetch). TP and PP communication stay exposed.
    double overlap = 0.5;
    // Per collective when the catalog gives its link no latency: 10 µs, the latency of one
    // tensor-parallel all-reduce as inference engines run it on H100 (TP 4 and 6, NVSwitch,
    // fastest backend, in a CUDA graph; vLLM pull requests #24111 and #24532, 2025-09), over the
    // bandwidth term above. tests/data/allreduce_runs.csv; leave-one-source-out error 5.5 %.
    double default_latency_s = 10e-6;
    double nvme_bytes_per_s = 6e9; // one PCIe 4.0 x4 NVMe drive, sequential (assumption), per node
    bool operator==(const CommSettings&) const = default;
};

// The links a layout's traffic takes. Groups inside one node use `intra`
// (NVLink, or PCIe without it); a group that spans nodes is limited by `inter`
// (one NIC port per GPU, as in DGX/HGX nodes). `host` is the GPU's link to the
// CPU (offload traffic).
struct LinkPath {
    InterconnectSpec intra;
    std::optional<InterconnectSpec> inter;
    InterconnectSpec host;
    std::uint32_t gpus_per_node = 8;
};

// The slowest link that a group of `n` GPUs, `stride` ranks apart, crosses.
inline const InterconnectSpec& groupLink(const LinkPath& path, std::uint32_t n, std::uint32_t stride) {
    const std::uint64_t span = static_cast<std::uint64_t>(n) * std::max<std::uint32_t>(1, stride);
    if (n > 1 && span > path.gpus_per_node && path.inter &&
        path.inter->per_direction_bytes_per_s < path.intra.per_direction_bytes_per_s)
        return *path.inter;
    return path.intra;
}

// Communication of one optimizer step (grad_accum micro-batches) on the busiest
// GPU, before any overlap with compute.
struct StepCommunication {
    double dp_seconds =
        0; // gradient all-reduce (DDP, ZeRO-1/2), ~1.5x for ZeRO-3, DataParallel broadcast + reduce
    double tp_seconds = 0;      // activation all-reduces of tensor parallelism (4 per layer per micro-batch)
    double pp_seconds = 0;      // activation and gradient sends between stages
    double offload_seconds = 0; // host (PCIe) and NVMe traffic of ZeRO-Offload / Infinity
    double dp_bytes = 0, tp_bytes = 0, pp_bytes = 0, offload_bytes = 0; // per GPU per step
    // Ids of the limiting links ("" when unused): views of the path's link ids, valid while it lives.
    std::string_view dp_link, tp_link, pp_link;
    bool crosses_nodes = false;
    double total() const { return dp_seconds + tp_seconds + pp_seconds + offload_seconds; }
};

// `name_links` = false leaves the link ids empty.
StepCommunication stepCommunication(const WorkloadTerms& t, const Layout& l, const LinkPath& path,
                                    const CommSettings& s, std::uint32_t grad_accum, bool name_links = true);

// Intra-node link of a GPU: its NVLink / Infinity Fabric figure when the catalog
// gives one (per GPU, both directions / 2 each way), else the catalog's PCIe
// link of its generation ("pcie4-x16"). Throws InputError when neither exists.
InterconnectSpec intraNodeLinkFor(const Catalog& c, const GpuSpec& gpu);
InterconnectSpec hostLinkFor(const Catalog& c, const GpuSpec& gpu);

// The path of GPUs whose PCIe slots run at generation `slot_gen` (a bought host's, schema 12): the
// link to the host and, where the GPUs of a node talk over PCIe, that link too, at most the
// catalog's PCIe x16 link of that generation ("pcie3-x16"). NVLink and the inter-node link are kept;
// so is the path when slot_gen is 0 or the catalog has no such link.
LinkPath cappedToSlots(const Catalog& c, LinkPath path, int slot_gen);

// The path of a GPU model in a scenario: `intra_id` ("" = intraNodeLinkFor) and
// `inter_id` ("" = none) are catalog interconnect ids; unknown ids throw InputError.
LinkPath linkPathFor(const Catalog& c, const GpuSpec& gpu, const std::string& intra_id,
                     const std::string& inter_id, std::uint32_t gpus_per_node);

} // namespace gpuplan

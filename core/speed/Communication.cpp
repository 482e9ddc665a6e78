#include "core/speed/Communication.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace gpuplan {

double transferSeconds(const InterconnectSpec& link, double bytes, BandwidthBasis basis) {
    double bw = 0.0;
    switch (basis) {
    case BandwidthBasis::Efficient:
        bw = link.efficiency * link.per_direction_bytes_per_s;
        break;
    case BandwidthBasis::PerDirection:
        bw = link.per_direction_bytes_per_s;
        break;
    case BandwidthBasis::BothDirections:
        bw = link.both_directions_bytes_per_s;
        break;
    }
    if (!(bw > 0.0))
        throw InputError(fmt::format("link '{}' has no bandwidth figure", link.id));
    if (bytes < 0.0)
        throw InputError(fmt::format("transfer size must not be negative, got {:g} bytes", bytes));
    return link.latency_s.value_or(0.0) + bytes / bw;
}

TransferFigures transferFigures(const InterconnectSpec& link, double bytes) {
    TransferFigures f;
    f.both_directions_s = transferSeconds(link, bytes, BandwidthBasis::BothDirections);
    f.per_direction_s = transferSeconds(link, bytes, BandwidthBasis::PerDirection);
    f.efficient_s = transferSeconds(link, bytes, BandwidthBasis::Efficient);
    return f;
}

std::string_view collectiveId(Collective c) {
    switch (c) {
    case Collective::AllReduce:
        return "all-reduce";
    case Collective::AllGather:
        return "all-gather";
    case Collective::ReduceScatter:
        return "reduce-scatter";
    case Collective::Broadcast:
        return "broadcast";
    }
    return "?";
}

void refuseBusBandwidth() {
    throw InputError("collective bus bandwidth must be positive");
}

namespace {

// A collective's bus bandwidth on a link, and its latency, as the settings take them.
double busBandwidth(const CommSettings& s, const InterconnectSpec& link) {
    return s.collective_efficiency * link.per_direction_bytes_per_s;
}
double linkLatency(const CommSettings& s, const InterconnectSpec& link) {
    return link.latency_s.value_or(s.default_latency_s);
}

// Data parallel: gradients of this GPU's model shard (TP innermost, DP next, PP outermost).
void dataParallelTraffic(const WorkloadTerms& t, const Layout& l, const LinkPath& path, const CommSettings& s,
                         std::uint32_t dp, std::uint32_t tp, std::uint32_t pp, bool name_links,
                         StepCommunication& r) {
    const InterconnectSpec& link = groupLink(path, dp, tp);
    if (name_links)
        r.dp_link = link.id;
    const double busbw = busBandwidth(s, link), latency = linkLatency(s, link);
    const double grads = t.gradients / (tp * pp);
    if (l.gpu0_gathers) {
        // DataParallel: broadcast the weights from GPU 0, reduce gradients back to it.
        r.dp_bytes = t.weights / (tp * pp) + grads;
        r.dp_seconds = collectiveSeconds(Collective::Broadcast, t.weights / (tp * pp), dp, busbw, latency) +
                       collectiveSeconds(Collective::Broadcast, grads, dp, busbw, latency);
        return;
    }
    const double allreduce = busBandwidthFactor(Collective::AllReduce, dp);
    if (l.zero_stage >= 3) {
        // ZeRO-3 gathers every parameter shard twice a step (forward and backward: an all-reduce's
        // traffic), frozen ones too (a LoRA's base model), then reduce-scatters the gradients
        // (half an all-reduce). Full fine-tuning, where the gradients weigh the weights: 3 psi.
        const double params = t.weights / (tp * pp);
        r.dp_bytes = allreduce * (params + 0.5 * grads);
        r.dp_seconds = collectiveSeconds(Collective::AllReduce, params, dp, busbw, latency) +
                       0.5 * collectiveSeconds(Collective::AllReduce, grads, dp, busbw, latency);
    } else {
        r.dp_bytes = allreduce * grads;
        r.dp_seconds = collectiveSeconds(Collective::AllReduce, grads, dp, busbw, latency);
    }
}

// Tensor parallel: 2 all-reduces forward and 2 backward per layer (Megatron), 2 more when full
// recomputation runs the forward again; m micro-batches of stage_layers layers.
void tensorParallelTraffic(const WorkloadTerms& t, const LinkPath& path, const CommSettings& s,
                           std::uint32_t tp, double m, std::uint32_t stage_layers, bool name_links,
                           StepCommunication& r) {
    const InterconnectSpec& link = groupLink(path, tp, 1);
    if (name_links)
        r.tp_link = link.id;
    const double act = t.hidden_bytes_per_token * static_cast<double>(t.seq) * t.batch;
    const double per_layer = t.checkpointing == Checkpointing::Full ? 6.0 : 4.0;
    const double count = m * stage_layers * per_layer;
    r.tp_bytes = count * busBandwidthFactor(Collective::AllReduce, tp) * act;
    r.tp_seconds = count * collectiveSeconds(Collective::AllReduce, act, tp, busBandwidth(s, link),
                                             linkLatency(s, link));
}

// Offload: 16-bit gradients down to the host and updated parameters back up, per step; NVMe
// additionally reads and writes the optimizer states (per node, one drive).
void offloadTraffic(const WorkloadTerms& t, const Layout& l, const LinkPath& path, const CommSettings& s,
                    double shard, StepCommunication& r) {
    if (l.offload_optimizer != Offload::None) {
        const double bytes = (t.gradients + t.weights) * shard;
        r.offload_bytes += bytes;
        r.offload_seconds += transferSeconds(path.host, bytes);
        if (l.offload_optimizer == Offload::NVMe) {
            const double gpn = std::min<double>(l.gpus(), std::max<std::uint32_t>(1, path.gpus_per_node));
            r.offload_seconds += 2.0 * t.optimizer * shard * gpn / s.nvme_bytes_per_s;
        }
    }
    if (l.offload_params != Offload::None) {
        // Parameters fetched for the forward and again for the backward pass.
        const double bytes = 2.0 * t.weights * shard;
        r.offload_bytes += bytes;
        r.offload_seconds += transferSeconds(path.host, bytes);
        if (l.offload_params == Offload::NVMe) {
            const double gpn = std::min<double>(l.gpus(), std::max<std::uint32_t>(1, path.gpus_per_node));
            r.offload_seconds += bytes * gpn / s.nvme_bytes_per_s;
        }
    }
}

} // namespace

StepCommunication stepCommunication(const WorkloadTerms& t, const Layout& l, const LinkPath& path,
                                    const CommSettings& s, std::uint32_t grad_accum, bool name_links) {
    StepCommunication r;
    if (!t.training)
        return r;
    const std::uint32_t dp = std::max<std::uint32_t>(1, l.dp);
    const std::uint32_t tp = std::max<std::uint32_t>(1, l.tp);
    const std::uint32_t pp = std::max<std::uint32_t>(1, l.pp);
    const double m = std::max<std::uint32_t>(1, grad_accum);
    r.crosses_nodes = l.gpus() > path.gpus_per_node;
    if (dp > 1)
        dataParallelTraffic(t, l, path, s, dp, tp, pp, name_links, r);
    if (tp > 1)
        tensorParallelTraffic(t, path, s, tp, m, (t.layers + pp - 1) / pp, name_links, r);
    // Pipeline: each micro-batch sends its activations forward and receives gradients back.
    if (pp > 1) {
        const InterconnectSpec& link = groupLink(path, pp, tp * dp);
        if (name_links)
            r.pp_link = link.id;
        const double act = t.hidden_bytes_per_token * static_cast<double>(t.seq) * t.batch / tp;
        r.pp_bytes = 2.0 * m * act;
        r.pp_seconds = 2.0 * m * transferSeconds(link, act);
    }
    offloadTraffic(t, l, path, s, 1.0 / (static_cast<double>(dp) * tp * pp), r);
    return r;
}

namespace {

const InterconnectSpec& pcieLink(const Catalog& c, const GpuSpec& gpu) {
    const int gen = gpu.pcie_gen.value_or(4);
    const std::string id = fmt::format("pcie{}-x16", gen);
    if (const auto* link = c.findInterconnect(id))
        return *link;
    if (const auto* link = c.findInterconnect("pcie4-x16"))
        return *link;
    throw InputError(fmt::format("the catalog has no interconnect '{}' (needed for {})", id, gpu.id));
}

} // namespace

InterconnectSpec intraNodeLinkFor(const Catalog& c, const GpuSpec& gpu) {
    if (gpu.fabric_bandwidth_bytes_per_s_both && *gpu.fabric_bandwidth_bytes_per_s_both > 0.0) {
        InterconnectSpec s;
        s.id = gpu.id + "-fabric";
        s.name = gpu.fabric.empty() ? "GPU fabric" : gpu.fabric;
        s.kind = gpu.fabric.rfind("NVLink", 0) == 0 ? "NVLink" : "Fabric";
        s.both_directions_bytes_per_s = *gpu.fabric_bandwidth_bytes_per_s_both;
        s.per_direction_bytes_per_s = s.both_directions_bytes_per_s / 2.0;
        s.source = gpu.source;
        s.notes = "per-GPU fabric bandwidth from the GPU's catalog entry (both directions / 2)";
        // Use the catalog's efficiency for a link of the same per-direction figure if any.
        for (const auto& link : c.interconnects)
            if (std::abs(link.per_direction_bytes_per_s - s.per_direction_bytes_per_s) < 1e6 &&
                link.efficiency > 0)
                s.efficiency = link.efficiency;
        return s;
    }
    return pcieLink(c, gpu);
}

InterconnectSpec hostLinkFor(const Catalog& c, const GpuSpec& gpu) {
    return pcieLink(c, gpu);
}

LinkPath cappedToSlots(const Catalog& c, LinkPath path, int slot_gen) {
    if (slot_gen <= 0)
        return path;
    const InterconnectSpec* slots = c.findInterconnect(fmt::format("pcie{}-x16", slot_gen));
    if (!slots)
        return path;
    if (path.host.per_direction_bytes_per_s > slots->per_direction_bytes_per_s)
        path.host = *slots;
    if (path.intra.kind == "PCIe" && path.intra.per_direction_bytes_per_s > slots->per_direction_bytes_per_s)
        path.intra = *slots;
    return path;
}

LinkPath linkPathFor(const Catalog& c, const GpuSpec& gpu, const std::string& intra_id,
                     const std::string& inter_id, std::uint32_t gpus_per_node) {
    LinkPath p;
    p.gpus_per_node = std::max<std::uint32_t>(1, gpus_per_node);
    if (intra_id.empty()) {
        p.intra = intraNodeLinkFor(c, gpu);
    } else {
        const auto* link = c.findInterconnect(intra_id);
        if (!link)
            throw InputError("", Message(MessageId::IntraLinkNotInCatalog, {intra_id}));
        p.intra = *link;
    }
    if (!inter_id.empty()) {
        const auto* link = c.findInterconnect(inter_id);
        if (!link)
            throw InputError("", Message(MessageId::InterLinkNotInCatalog, {inter_id}));
        p.inter = *link;
    }
    p.host = hostLinkFor(c, gpu);
    return p;
}

} // namespace gpuplan

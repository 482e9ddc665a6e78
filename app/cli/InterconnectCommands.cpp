#include "cli/InterconnectCommands.h"
#include "cli/CliText.h"
#include "cli/JsonOutput.h"
#include "cli/Ranges.h"

#include "cli/CliApp.h"
#include "cli/Table.h"
#include "text/CatalogNotes.h"
#include "text/Format.h"

#include "core/base/Error.h"
#include "core/base/Units.h"
#include "core/catalog/Catalog.h"
#include "core/speed/Communication.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <ostream>

namespace gpuplan::cli {

namespace {

// A link's name in the command line's language (the embedded catalog's names have French words).
std::string linkName(const InterconnectSpec& link) {
    return text::linkNameText(link.id, link.name, text::Format::commandLine()).toStdString();
}

// A link of the catalog by id or unambiguous prefix ("nvlink3").
InterconnectSpec resolveLink(CommandContext& ctx, const std::string& id, std::string& origin) {
    const Catalog& c = ctx.catalog();
    if (const auto* l = c.findLink(id)) {
        origin = l->source;
        return *l;
    }
    std::string names;
    for (const auto& l : c.interconnects)
        names += (names.empty() ? "" : ", ") + l.id;
    throw InputError(formatLocal(
        translate("Interconnect", "--link: unknown link '{}' (known: {}; a prefix must match exactly one)"),
        id, names));
}

std::string gbps(double bytes_per_s) {
    return text::Format::commandLine().bandwidth(bytes_per_s, 2).toStdString();
}

std::string size(double bytes) {
    return text::Format::commandLine().memoryText(bytes, 2).toStdString();
}

std::string ms(double s) {
    return text::Format::commandLine().milliseconds(s).toStdString();
}

struct TransferOptions {
    std::string size;
    std::string link;
    bool both = false;
    bool json = false;
};

struct AllreduceOptions {
    std::string size;
    std::string link;
    std::int64_t gpus = 8;
    std::string collective = "all-reduce";
    double efficiency = CommSettings{}.collective_efficiency;
    bool json = false;
};

} // namespace

Command addTransferCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<TransferOptions>();
    CLI::App* sub = parent.add_subcommand(
        "transfer", translate("Interconnect", "Time to copy data from one GPU to another over a link."));
    sub->add_option("--size", o->size, translate("Interconnect", "Bytes to move, e.g. 10GB"))->required();
    sub->add_option("--link", o->link,
                    translate("Interconnect", "Link id: pcie4-x16, nvlink3, nvlink4, ib-ndr-4x..."))
        ->required();
    sub->add_flag(
        "--both-directions", o->both,
        translate("Interconnect",
                  "Use the both-directions figure (NVIDIA's NVLink headline, the guide's arithmetic)"));
    sub->add_flag("--json", o->json, translate("Interconnect", "Print one JSON object"));
    auto run = [o, &ctx]() -> int {
        const double bytes = static_cast<double>(parseByteSize(o->size, "--size"));
        std::string origin;
        const InterconnectSpec link = resolveLink(ctx, o->link, origin);
        const TransferFigures f = transferFigures(link, bytes);
        const double seconds = o->both ? f.both_directions_s : f.efficient_s;
        if (o->json) {
            nlohmann::json j = {{"link", link.id},
                                {"link_name", link.name},
                                {"link_source", origin},
                                {"bytes", bytes},
                                {"basis", o->both ? "both-directions" : "per-direction x efficiency"},
                                {"seconds", seconds},
                                {"both_directions_seconds", f.both_directions_s},
                                {"per_direction_seconds", f.per_direction_s},
                                {"efficient_seconds", f.efficient_s},
                                {"per_direction_bytes_per_s", link.per_direction_bytes_per_s},
                                {"both_directions_bytes_per_s", link.both_directions_bytes_per_s},
                                {"efficiency", link.efficiency}};
            ctx.out << jsonText(j) << "\n";
            return kExitOk;
        }
        ctx.out << formatLocal(translate("Interconnect", "{} over {} ({}):\n\n"), size(bytes), linkName(link),
                               origin);
        Table t({translate("Interconnect", "Basis"), translate("Interconnect", "bandwidth"),
                 translate("Interconnect", "time")});
        t.add({translate("Interconnect", "both directions added (the guide's arithmetic)"),
               gbps(link.both_directions_bytes_per_s), ms(f.both_directions_s)});
        t.add({translate("Interconnect", "one direction, line rate"), gbps(link.per_direction_bytes_per_s),
               ms(f.per_direction_s)});
        t.add({formatLocal(translate("Interconnect", "one direction, {:.0f} % efficiency"),
                           link.efficiency * 100),
               gbps(link.per_direction_bytes_per_s * link.efficiency), ms(f.efficient_s)});
        t.print(ctx.out);
        ctx.out << "\n"
                << translate(
                       "Interconnect",
                       "A GPU-to-GPU copy moves data one way: the per-direction rows are what it takes.")
                << "\n";
        return kExitOk;
    };
    return {sub, run};
}

Command addAllreduceCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<AllreduceOptions>();
    CLI::App* sub = parent.add_subcommand(
        "allreduce", translate("Interconnect", "Time of an NCCL collective over N GPUs (nccl-tests model)."));
    sub->add_option("--size", o->size,
                    translate("Interconnect", "Buffer size, e.g. 14GB (gradients of a 7B model in fp16)"))
        ->required();
    sub->add_option("--gpus", o->gpus, translate("Interconnect", "GPUs taking part"))
        ->check(within(limits::kGpus))
        ->capture_default_str();
    sub->add_option("--link", o->link,
                    translate("Interconnect", "Slowest link on the ring: nvlink4, pcie4-x16, ib-ndr-4x..."))
        ->required();
    sub->add_option("--collective", o->collective,
                    translate("Interconnect", "all-reduce | all-gather | reduce-scatter | broadcast"))
        ->capture_default_str();
    sub->add_option("--efficiency", o->efficiency,
                    translate("Interconnect", "Bus bandwidth / per-direction line rate"))
        ->capture_default_str();
    sub->add_flag("--json", o->json, translate("Interconnect", "Print one JSON object"));
    auto run = [o, &ctx]() -> int {
        const double bytes = static_cast<double>(parseByteSize(o->size, "--size"));
        if (o->gpus < 1)
            throw InputError(formatLocal(
                translate("Interconnect", "--gpus must be a positive whole number, got {}"), o->gpus));
        if (!(o->efficiency > 0.0 && o->efficiency <= 1.0))
            throw InputError(formatLocal(translate("Interconnect", "--efficiency must be in (0, 1], got {}"),
                                         o->efficiency));
        Collective c = Collective::AllReduce;
        if (o->collective == "all-gather")
            c = Collective::AllGather;
        else if (o->collective == "reduce-scatter")
            c = Collective::ReduceScatter;
        else if (o->collective == "broadcast")
            c = Collective::Broadcast;
        else if (o->collective != "all-reduce")
            throw InputError(
                formatLocal(translate("Interconnect", "--collective: unknown value '{}' (valid: all-reduce, "
                                                      "all-gather, reduce-scatter, broadcast)"),
                            o->collective));
        std::string origin;
        const InterconnectSpec link = resolveLink(ctx, o->link, origin);
        const auto n = static_cast<std::uint32_t>(o->gpus);
        const double busbw = o->efficiency * link.per_direction_bytes_per_s;
        const double latency = link.latency_s.value_or(CommSettings{}.default_latency_s);
        const double seconds = collectiveSeconds(c, bytes, n, busbw, latency);
        const double algbw = seconds > 0 ? bytes / seconds : 0.0;
        if (o->json) {
            nlohmann::json j = {{"collective", collectiveId(c)},
                                {"link", link.id},
                                {"link_source", origin},
                                {"gpus", n},
                                {"bytes", bytes},
                                {"seconds", seconds},
                                {"bus_bandwidth_bytes_per_s", busbw},
                                {"algorithm_bandwidth_bytes_per_s", algbw},
                                {"bus_factor", busBandwidthFactor(c, n)},
                                {"latency_s", latency}};
            ctx.out << jsonText(j) << "\n";
            return kExitOk;
        }
        ctx.out << formatLocal(translate("Interconnect", "{} of {} over {} GPUs on {} ({}):\n"),
                               collectiveId(c), size(bytes), n, linkName(link), origin);
        ctx.out << formatLocal(
            translate("Interconnect", "  bus bandwidth {} ({:.0f} % of {} per direction), factor {:.3f}\n"),
            gbps(busbw), o->efficiency * 100, gbps(link.per_direction_bytes_per_s), busBandwidthFactor(c, n));
        ctx.out << formatLocal(translate("Interconnect", "  time {} (algorithm bandwidth {})\n"), ms(seconds),
                               gbps(algbw));
        return kExitOk;
    };
    return {sub, run};
}

} // namespace gpuplan::cli

#pragma once

#include "core/base/Message.h"
#include "core/catalog/Catalog.h"
#include "core/cost/CostModel.h"
#include "core/cost/Pricing.h"
#include "core/scenario/Scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan {

// On what basis the systems of a purchase that spreads its GPUs over several are linked.
enum class NetworkBasis {
    Scenario, // the scenario's inter-node link (the system does not say, and it is a server)
    System,   // the system's network_link
    Assumed,  // a workstation or desktop that does not say: kAssumedWorkstationLink
};

// What buying N GPUs costs: the GPUs and the system(s) around them. One rule for the
// recommendation, buy vs rent, the report and the CLI:
//  - the scenario's system price (/costs/system as a number): the GPUs at their price plus
//    that price per node of gpus_per_node GPUs (0 only when the user says so);
//  - a GPU sold only in systems (SXM/OAM modules, superchips, whole desktops), or one without
//    a price of its own: the cheapest catalog system sold with it, priced per whole system
//    (9 GPUs of an 8-GPU system buy 2 systems);
//  - otherwise the GPUs at their price plus the smallest catalog system sold without GPUs that
//    takes their form factor and holds them all (several when none does), counting only the
//    GPUs its power supply can feed (gpusPowered), among the systems whose slots serve the GPU's
//    PCIe generation (servesPcieGeneration) first;
//  - the scenario's system id (/costs/system as a text) replaces the choice when it holds the GPU;
//  - GPUs that the systems hold apart talk over the systems' network (systemNetwork).
// Amounts are in the scenario's currency.
struct BuyPrice {
    bool available = false;
    Message reason; // why it cannot be bought, when !available
    std::uint32_t gpus = 0;
    double gpu_cost = 0;       // the GPUs bought on their own; 0 when the systems include them
    double gpu_price_each = 0; // one GPU: its price, or its system's price per GPU when included
    std::string gpu_price_source;
    std::string gpu_price_date; // of that price row (or of the system's), "" for the scenario's price
    std::string system_id; // catalog id; "" when none (the scenario's price, or the GPU's price covers it)
    std::string system_name;
    std::uint32_t systems = 0; // how many systems
    // The most GPUs one catalog system holds (and powers); 0 for the scenario's price per node.
    std::uint32_t gpus_per_system = 0;
    double system_price_each = 0;
    double system_cost = 0;     // every system
    bool gpus_included = false; // the systems are sold with their GPUs
    double system_power_w = 0;  // the systems without their GPUs, all of them
    std::string system_date;
    std::string system_source;
    // The interconnect (id) that links the systems when they hold the GPUs apart (more than one
    // system, fewer GPUs in each than the scenario's node): systemNetwork's, or the scenario's
    // inter-node link (systems_link_basis says which).
    std::string systems_link;
    NetworkBasis systems_link_basis = NetworkBasis::Scenario;
    // A baseboard's host (CPUs, memory, chassis: baseboardHost), in system_cost: its catalog id
    // and name and what the hosts cost; host_missing when the catalog has no host for it (the
    // price then leaves the host out, and the notes say so).
    std::string host_id;
    std::string host_name;
    double host_cost = 0;
    bool host_missing = false;
    // The PCIe generation of the systems' slots when it is below the GPU's (servesPcieGeneration):
    // the GPUs' links to the host and between them run at it; 0 otherwise.
    int slot_pcie_gen = 0;
    std::vector<Message> notes;

    double total() const { return gpu_cost + system_cost; }
    // The system's price spread over the GPUs.
    double perGpuSystemShare() const { return gpus ? system_cost / gpus : 0.0; }
    // What resale recovers a share of: the GPUs, or the whole systems sold with their GPUs.
    double resaleBase() const { return gpus_included ? system_cost : gpu_cost; }
};

// A system sold without GPUs that takes SXM or OAM modules: the host of a baseboard (its CPUs,
// memory, chassis, power), not a home for loose modules (they are sold on baseboards).
bool isHostOfBaseboards(const System& system);
// The host a baseboard kit needs to run (issue 37): the cheapest catalog system that hosts
// baseboards (isHostOfBaseboards), takes the board's modules and holds as many; nullptr for a
// system that is not a baseboard, or when the catalog has none. Buying a baseboard buys one per
// board, so that it ranks against whole servers like for like.
const System* baseboardHost(const Catalog& c, const Scenario& s, const System& board);

// The form factor a system must take for this GPU: pcie (consumer, workstation and PCIe
// cards), sxm, oam or module.
std::string_view slotFormFactor(const GpuSpec& gpu);
// Whether the system, sold without GPUs, takes this GPU.
bool takes(const System& system, const GpuSpec& gpu);

// Whether the system's GPU slots run this GPU at its own PCIe generation (schema 12): true when
// the system or the GPU does not give its generation. A host of a lower generation is chosen for
// GPUs bought apart only when no host of the catalog serves theirs (or the scenario names it).
bool servesPcieGeneration(const System& system, const GpuSpec& gpu);

// The largest workstation power supply at standard office voltage, assumed for a workstation or
// desktop whose supply the catalog does not give: "The highest rated workstation PSU on the market
// offers at most 1600W at standard home/office voltages" (Lambda, "Deep Learning Hardware Deep
// Dive - RTX 3090, RTX 3080, and RTX 3070",
// https://lambdalabs.com/blog/deep-learning-hardware-deep-dive-rtx-30xx/, September 2020). Puget Systems'
// four RTX 3090 limited to 300 W drew 1,580 W inside one 1,600 W supply, "cutting it extremely close" (The
// FPS Review, 2020-10-22).
inline constexpr double kAssumedWorkstationPsuW = 1600.0;

// The power a system sold without GPUs leaves for them: its supply's rating (or, for a
// workstation or desktop that does not give one, kAssumedWorkstationPsuW) less its host's
// power. Unbounded (infinity) for a server or baseboard that does not give its supply.
double powerForGpus(const System& system);
// Whether powerForGpus is an assumption (a workstation or desktop without a stated supply).
bool powerSupplyAssumed(const System& system);
// How many of these GPUs one system holds and powers: its slots, fewer when its supply cannot
// feed that many at their TDP (0: not even one). A GPU without a TDP is not limited.
std::uint32_t gpusPowered(const System& system, const GpuSpec& gpu);

// The network assumed for a workstation or desktop whose catalog row does not say how it is linked
// to another: the 10 Gigabit Ethernet that workstation mainboards carry (the TRX40 boards for
// Threadripper 3000 came "mit ... 10-Gigabit-LAN", heise online, November 2019,
// https://www.heise.de/newsticker/meldung/AMD-Ryzen-Threadripper-3000-TRX40-Mainboards-mit-USB-3-2-Gen-2x2-4583033.html).
// Not InfiniBand: its adapters and switch are not in the price of a workstation.
inline constexpr const char* kAssumedWorkstationLink = "eth-10gbe";

struct SystemNetwork {
    std::string link; // interconnect id; "" for the scenario's inter-node link
    NetworkBasis basis = NetworkBasis::Scenario;
};
// How systems like this one are linked to each other: its network_link when the catalog has that
// interconnect; for a workstation or desktop that does not say, kAssumedWorkstationLink (when the
// catalog has it); else the scenario's inter-node link.
SystemNetwork systemNetwork(const Catalog& c, const System& system);

// What an option whose GPUs these systems hold apart says of it: how many each holds and the link
// between them, on its basis ("the GPUs split 2 per system, the systems linked by 10 Gigabit
// Ethernet (assumed: ...)").
Message splitOverSystems(const Catalog& c, const BuyPrice& price);

// Whether the GPU can be bought (BuyPrice::available) does not depend on the count: a system that
// holds or powers fewer than `count` is bought several times. Throws InputError when the scenario
// names a system the catalog does not have.
BuyPrice buyPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t count);
// The same from the GPU's own price, looked up already (purchasePrice(c, s, gpu)): a caller that
// prices many counts of one GPU reads the catalog's price rows once, not once per count.
BuyPrice buyPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t count,
                  const std::optional<PurchasePrice>& own);

// The price in the cost model's terms: the GPUs (with their systems when sold with them: resold
// with them), the system(s) around them and their power. Sets gpu_count, gpu_price_each,
// host_cost and host_power_w.
void applyTo(const BuyPrice& price, BuyCosts& b);
// The cost model's terms of buying `price` (applyTo) with the GPU's power (its TDP, 0 when the
// catalog has none) and what the scenario says of running them: the share of the TDP drawn, the
// price of a kWh, the PUE, the maintenance and the resale. Buy vs rent and serving's sizing both
// price a purchase with it.
BuyCosts buyCostsOf(const Scenario& s, const GpuSpec& gpu, const BuyPrice& price);

} // namespace gpuplan

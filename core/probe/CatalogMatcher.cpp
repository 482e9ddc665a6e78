#include "core/probe/CatalogMatcher.h"

#include "core/catalog/Catalog.h"
#include "core/scenario/NvLinks.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <sstream>

namespace gpuplan::probe {

namespace {

std::vector<std::string> tokens(std::string_view normalised) {
    std::vector<std::string> out;
    std::istringstream in{std::string(normalised)};
    std::string t;
    while (in >> t)
        out.push_back(t);
    return out;
}

bool hasDigit(const std::string& s) {
    return std::any_of(s.begin(), s.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

bool isMemorySize(const std::string& t) { // "80gb", "16g"
    if (t.size() < 2 || !std::isdigit(static_cast<unsigned char>(t[0])))
        return false;
    std::size_t i = 0;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])))
        ++i;
    const std::string unit = t.substr(i);
    return unit == "gb" || unit == "g" || unit == "gib";
}

// Words that make two otherwise equal names different cards.
bool isVariant(const std::string& t) {
    return t == "ti" || t == "super" || t == "xt" || t == "xtx" || t == "gre" || t == "pro" || t == "max";
}

std::string vendorOf(std::uint16_t pci_vendor) {
    switch (pci_vendor) {
    case 0x10de:
        return "nvidia";
    case 0x1002:
        return "amd";
    case 0x8086:
        return "intel";
    default:
        return {};
    }
}

std::string lower(std::string s) {
    for (auto& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

} // namespace

CatalogMatcher::CatalogMatcher(const Catalog& catalog) : catalog_(catalog) {}

std::string CatalogMatcher::normaliseName(std::string_view name) {
    std::string s;
    for (char c : name) {
        const auto u = static_cast<unsigned char>(c);
        s += std::isalnum(u) ? static_cast<char>(std::tolower(u)) : ' ';
    }
    static const std::set<std::string> noise = {
        "nvidia", "amd", "ati", "intel", "corporation", "geforce", "radeon", "tesla", "graphics", "tm", "r"};
    std::string out;
    for (const auto& t : tokens(s)) {
        if (noise.count(t))
            continue;
        if (!out.empty())
            out += ' ';
        out += t;
    }
    return out;
}

namespace {

// The catalog GPU with the device's PCI id (vendor and device), if any.
const GpuSpec* matchByPciId(const Catalog& catalog, const DeviceReadings& d) {
    if (!d.pci_device_id || !d.pci_vendor_id)
        return nullptr;
    for (const auto& g : catalog.gpus) {
        if (!g.pci_device_id)
            continue;
        const std::uint32_t id = *g.pci_device_id;
        const bool hit = id > 0xffff
                             ? ((id >> 16) == *d.pci_device_id && (id & 0xffff) == *d.pci_vendor_id)
                             : (id == *d.pci_device_id && lower(g.vendor) == vendorOf(*d.pci_vendor_id));
        if (hit)
            return &g;
    }
    return nullptr;
}

struct NameCandidate {
    const GpuSpec* gpu;
    int score;
};

// How well a catalog GPU's name matches the device's (`name`, normalised, and its tokens):
// 1000 for the same name; none when the model number or a variant (Ti, SXM, ...) differs.
std::optional<int> nameScore(const GpuSpec& g, const std::string& name,
                             const std::set<std::string>& dev_set) {
    const std::string cat = CatalogMatcher::normaliseName(g.name);
    if (cat == name)
        return 1000;
    const auto cat_tokens = tokens(cat);
    const std::set<std::string> cat_set(cat_tokens.begin(), cat_tokens.end());
    // The model number (the first token with a digit that is not a memory size) must agree.
    auto model = std::find_if(cat_tokens.begin(), cat_tokens.end(),
                              [](const std::string& t) { return hasDigit(t) && !isMemorySize(t); });
    if (model == cat_tokens.end() || !dev_set.count(*model))
        return std::nullopt;
    for (const auto& t : cat_set)
        if (isVariant(t) && !dev_set.count(t))
            return std::nullopt;
    for (const auto& t : dev_set)
        if (isVariant(t) && !cat_set.count(t))
            return std::nullopt;
    int score = 0;
    for (const auto& t : cat_set)
        score += dev_set.count(t) ? 2 : (isMemorySize(t) ? 0 : -1);
    return score;
}

// The best-scoring catalog GPUs of the device's vendor whose names match its name.
std::vector<NameCandidate> bestNameMatches(const Catalog& catalog, const DeviceReadings& d,
                                           const std::string& name) {
    const auto dev_tokens = tokens(name);
    const std::set<std::string> dev_set(dev_tokens.begin(), dev_tokens.end());
    std::vector<NameCandidate> candidates;
    for (const auto& g : catalog.gpus) {
        if (d.pci_vendor_id && !vendorOf(*d.pci_vendor_id).empty() &&
            lower(g.vendor) != vendorOf(*d.pci_vendor_id))
            continue;
        if (const auto score = nameScore(g, name, dev_set))
            candidates.push_back({&g, *score});
    }
    if (candidates.empty())
        return candidates;
    const int best = std::max_element(candidates.begin(), candidates.end(), [](auto& a, auto& b) {
                         return a.score < b.score;
                     })->score;
    std::erase_if(candidates, [&](const NameCandidate& c) { return c.score < best; });
    return candidates;
}

// Keeps, of several candidates, those nearest the device in VRAM, then in power limit (5 %).
void narrowByHardware(std::vector<NameCandidate>& candidates, const DeviceReadings& d) {
    auto narrow = [&](auto distance) {
        if (candidates.size() < 2)
            return;
        double min = INFINITY;
        for (const auto& c : candidates)
            min = std::min(min, distance(*c.gpu));
        if (std::isinf(min))
            return;
        std::erase_if(candidates,
                      [&](const NameCandidate& c) { return distance(*c.gpu) > min * 1.05 + 1e-9; });
    };
    if (d.vram_total_bytes)
        narrow([&](const GpuSpec& g) {
            return g.vram_bytes ? std::fabs(static_cast<double>(g.vram_bytes) -
                                            static_cast<double>(*d.vram_total_bytes))
                                : INFINITY;
        });
    if (d.power_limit_w)
        narrow([&](const GpuSpec& g) { return g.tdp_w ? std::fabs(*g.tdp_w - *d.power_limit_w) : INFINITY; });
}

} // namespace

CatalogMatcher::Result CatalogMatcher::match(const DeviceReadings& d) const {
    Result r;
    // 1. PCI device id.
    if (const GpuSpec* g = matchByPciId(catalog_, d)) {
        r.match = CatalogMatch{g->id, g->name, "pci-device-id"};
        r.message = Message(MessageId::ProbeMatchedByPciId,
                            {fmt::format("{:04x}:{:04x}", *d.pci_vendor_id, *d.pci_device_id)});
        return r;
    }
    // 2. Name, then VRAM and power limit between names that match as well.
    const std::string name = normaliseName(d.name);
    if (name.empty()) {
        r.message = Message(MessageId::ProbeNoNameNoId);
        return r;
    }
    std::vector<NameCandidate> candidates = bestNameMatches(catalog_, d, name);
    if (candidates.empty()) {
        r.message = Message(MessageId::ProbeNoNameLike, {d.name});
        return r;
    }
    narrowByHardware(candidates, d);
    if (candidates.size() > 1) {
        std::string ids;
        for (const auto& c : candidates)
            ids += (ids.empty() ? "" : ", ") + c.gpu->id;
        r.message = Message(MessageId::ProbeAmbiguous, {d.name, ids});
        return r;
    }
    const GpuSpec& g = *candidates.front().gpu;
    r.match = CatalogMatch{g.id, g.name, "name"};
    r.message = Message(MessageId::ProbeMatchedByName, {d.name, g.name});
    return r;
}

namespace {

// A memory size as the catalog and the driver give it: GB with one decimal (app/text writes it
// in the window's unit from the same number).
Message gigabytes(double bytes) {
    return Message(MessageId::ProbeGigabytes, {bytes / 1e9});
}

Message gen(int g) {
    return Message(MessageId::ProbePcieGen, {g});
}

void comparePcie(const DeviceReadings& d, const GpuSpec& g, std::vector<Difference>& out) {
    if (g.pcie_gen) {
        if (d.pcie_gen_gpu_max && *d.pcie_gen_gpu_max != *g.pcie_gen)
            out.push_back({"pcie_gen", gen(*g.pcie_gen), gen(*d.pcie_gen_gpu_max),
                           Message(MessageId::ProbePcieGpuGen, {*d.pcie_gen_gpu_max, *g.pcie_gen})});
        else if (d.pcie_gen_max && *d.pcie_gen_max != *g.pcie_gen)
            out.push_back({"pcie_gen", gen(*g.pcie_gen), gen(*d.pcie_gen_max),
                           Message(*d.pcie_gen_max < *g.pcie_gen ? MessageId::ProbePcieLinkSlower
                                                                 : MessageId::ProbePcieLinkFaster,
                                   {*d.pcie_gen_max, *g.pcie_gen})});
    }
    if (g.pcie_lanes && d.pcie_width_max && *d.pcie_width_max != *g.pcie_lanes)
        out.push_back({"pcie_width", Message(MessageId::ProbePcieWidth, {*g.pcie_lanes}),
                       Message(MessageId::ProbePcieWidth, {*d.pcie_width_max}),
                       Message(*d.pcie_width_max < *g.pcie_lanes ? MessageId::ProbePcieWidthNarrower
                                                                 : MessageId::ProbePcieWidthDiffers,
                               {*d.pcie_width_max, *g.pcie_lanes})});
}

void compareNvLinks(const DeviceReadings& d, const GpuSpec& g, std::vector<Difference>& out) {
    const auto links = countNvLinks(d);
    if (!links)
        return;
    const bool catalog_nvlink = lower(g.fabric).find("nvlink") != std::string::npos;
    if (catalog_nvlink && links->active == 0)
        out.push_back({"nvlink", verbatim(g.fabric), Message(MessageId::ProbeNoActiveLink),
                       Message(MessageId::ProbeNvlinkDown, {g.fabric})});
    else if (!catalog_nvlink && links->active > 0)
        out.push_back({"nvlink", g.fabric.empty() ? Message(MessageId::CostNone) : verbatim(g.fabric),
                       links->active == 1 ? Message(MessageId::ProbeOneActiveLink)
                                          : Message(MessageId::ProbeActiveLinks, {links->active}),
                       links->active == 1 ? Message(MessageId::ProbeNvlinkOneUnlisted)
                                          : Message(MessageId::ProbeNvlinkUnlisted, {links->active})});
}

} // namespace

std::vector<Difference> CatalogMatcher::compare(const DeviceReadings& d, const GpuSpec& g) {
    std::vector<Difference> out;
    if (d.vram_total_bytes && g.vram_bytes > 0) {
        const double measured = static_cast<double>(*d.vram_total_bytes);
        const double catalog = static_cast<double>(g.vram_bytes);
        if (std::fabs(measured - catalog) > 0.10 * catalog)
            out.push_back({"vram", gigabytes(catalog), gigabytes(measured),
                           Message(MessageId::ProbeVramDiffers, {measured / 1e9, catalog / 1e9})});
    }
    comparePcie(d, g, out);
    compareNvLinks(d, g, out);
    if (g.tdp_w && d.power_limit_w && *g.tdp_w > 0 &&
        std::fabs(*d.power_limit_w - *g.tdp_w) > 0.05 * *g.tdp_w)
        out.push_back(
            {"power_limit", Message(MessageId::ProbeWatts, {*g.tdp_w}),
             Message(MessageId::ProbeWatts, {*d.power_limit_w}),
             Message(*d.power_limit_w < *g.tdp_w ? MessageId::ProbePowerCapped : MessageId::ProbePowerLimit,
                     {*d.power_limit_w, *g.tdp_w})});
    return out;
}

} // namespace gpuplan::probe

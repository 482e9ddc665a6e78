#include "core/catalog/Catalog.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <algorithm>

namespace gpuplan {

namespace {

template <typename T, typename Key>
const T* findBy(const std::vector<T>& items, const Key& key, const std::string& wanted) {
    const auto it =
        std::find_if(items.begin(), items.end(), [&](const T& item) { return key(item) == wanted; });
    return it == items.end() ? nullptr : &*it;
}

} // namespace

const GpuSpec* Catalog::findGpu(const std::string& id) const {
    return findBy(
        gpus, [](const GpuSpec& g) -> const std::string& { return g.id; }, id);
}
const InterconnectSpec* Catalog::findInterconnect(const std::string& id) const {
    return findBy(
        interconnects, [](const InterconnectSpec& i) -> const std::string& { return i.id; }, id);
}
const InterconnectSpec* Catalog::findLink(const std::string& id) const {
    if (const auto* exact = findInterconnect(id))
        return exact;
    const InterconnectSpec* found = nullptr;
    for (const auto& l : interconnects) {
        if (l.id.rfind(id + "-", 0) == 0) {
            if (found)
                return nullptr; // ambiguous
            found = &l;
        }
    }
    return found;
}

const CloudOffer* Catalog::findOffer(const std::string& id) const {
    return findBy(
        offers, [](const CloudOffer& o) -> const std::string& { return o.id; }, id);
}
const CatalogModel* Catalog::findModel(const std::string& id) const {
    return findBy(
        models, [](const CatalogModel& m) -> const std::string& { return m.spec.id; }, id);
}
const ExchangeRate* Catalog::findRate(const std::string& currency) const {
    return findBy(
        rates, [](const ExchangeRate& rate) -> const std::string& { return rate.currency; }, currency);
}

const System* Catalog::findSystem(const std::string& id) const {
    return findBy(
        systems, [](const System& x) -> const std::string& { return x.id; }, id);
}

const ApiPrice* Catalog::findApiPrice(const std::string& id) const {
    return findBy(
        api_prices, [](const ApiPrice& a) -> const std::string& { return a.id; }, id);
}

double Catalog::convert(double amount, const std::string& from, const std::string& to) const {
    if (from == to)
        return amount;
    auto perEur = [&](const std::string& c) {
        if (c == "EUR")
            return 1.0;
        const auto* r = findRate(c);
        if (!r || !(r->per_eur > 0.0))
            throw InputError(fmt::format("no exchange rate for currency '{}' in the catalog", c));
        return r->per_eur;
    };
    return amount / perEur(from) * perEur(to);
}

std::uint64_t GpuSpec::usableMemoryBytes() const {
    if (unified_memory_gpu_share && *unified_memory_gpu_share > 0 && *unified_memory_gpu_share < 1)
        return static_cast<std::uint64_t>(static_cast<double>(vram_bytes) * *unified_memory_gpu_share);
    return vram_bytes;
}

namespace {

// One "field: text" entry of a list separated by "; ", the one that starts at `start`; `next` is
// where the following one starts. An entry without ": " is all field, with no text.
struct Entry {
    std::string field;
    std::string text;
    std::size_t next = 0;
};

Entry entryAt(const std::string& entries, std::size_t start) {
    std::size_t end = entries.find("; ", start);
    if (end == std::string::npos)
        end = entries.size();
    const std::string entry = entries.substr(start, end - start);
    const auto colon = entry.find(": ");
    if (colon == std::string::npos)
        return {entry, {}, end + 2};
    return {entry.substr(0, colon), entry.substr(colon + 2), end + 2};
}

// The text after "field: " in such a list, "" when the field has no entry.
std::string entryFor(const std::string& entries, const std::string& field) {
    for (std::size_t start = 0; start < entries.size();) {
        Entry e = entryAt(entries, start);
        if (e.field == field)
            return std::move(e.text);
        start = e.next;
    }
    return {};
}

} // namespace

std::vector<std::pair<std::string, std::string>> fieldEntries(const std::string& entries) {
    std::vector<std::pair<std::string, std::string>> out;
    for (std::size_t start = 0; start < entries.size();) {
        Entry e = entryAt(entries, start);
        out.emplace_back(std::move(e.field), std::move(e.text));
        start = e.next;
    }
    return out;
}

std::string GpuSpec::reasonFor(const std::string& field) const {
    return entryFor(not_applicable, field);
}

std::string GpuSpec::derivationFor(const std::string& field) const {
    return entryFor(derived, field);
}

std::optional<GpuPrice> Catalog::latestPrice(const std::string& gpu_id, const std::string& condition) const {
    const GpuPrice* best = nullptr; // copied once, at the end: a catalog may keep every quote
    for (const auto& p : prices) {
        if (p.gpu_id != gpu_id || (!condition.empty() && p.condition != condition))
            continue;
        if (!best || p.date > best->date)
            best = &p;
    }
    return best ? std::optional<GpuPrice>(*best) : std::nullopt;
}

} // namespace gpuplan

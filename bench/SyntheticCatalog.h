#pragma once

// The benchmarks' catalogs: a test catalog's GPUs repeated, with scaled memory and synthetic
// prices and cloud offers, until it holds the requested number of GPUs.

#include "core/catalog/Catalog.h"

#include <fmt/format.h>

#include <cstddef>
#include <utility>

namespace gpuplan::bench {

inline Catalog repeatedCatalog(const Catalog& base, std::size_t gpus) {
    Catalog c = base;
    c.gpus.clear();
    c.prices.clear();
    c.offers.clear();
    for (std::size_t i = 0; i < gpus; ++i) {
        GpuSpec g = base.gpus[i % base.gpus.size()];
        const std::size_t variant = i / base.gpus.size();
        if (variant > 0) {
            g.id += fmt::format("-v{}", variant);
            g.vram_bytes = g.vram_bytes / 2 * (2 + variant % 3);
            g.driver_memory_bytes.reset(); // the driver's figure was of the original capacity
        }
        const double price = 60.0 * g.vram_bytes / 1e9 + g.memory_bandwidth_bytes_per_s / 1e9;
        c.prices.push_back({0, g.id, price, "EUR", "2026-01-01", "new", "synthetic", true, "", {}, {}});
        c.offers.push_back({g.id + "-cloud",
                            "synthetic",
                            g.id,
                            1,
                            price / 2000.0,
                            "EUR",
                            "on-demand",
                            "",
                            "",
                            "",
                            "synthetic",
                            "",
                            false,
                            {},
                            {},
                            {},
                            ""});
        c.gpus.push_back(std::move(g));
    }
    return c;
}

} // namespace gpuplan::bench

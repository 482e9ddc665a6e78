#include "core/memory/KvCache.h"

#include <algorithm>

namespace gpuplan {

double kvValuesPerLayerPosition(const ModelSpec& m) {
    if (m.isMla())
        return static_cast<double>(m.kv_lora_rank) + m.qk_rope_head_dim;
    return 2.0 * m.kvDim();
}

double kvBytesPerToken(const ModelSpec& m, double bytes_per_value) {
    return kvValuesPerLayerPosition(m) * m.layers * bytes_per_value;
}

std::uint32_t slidingWindowLayers(const ModelSpec& m) {
    return m.sliding_window > 0 ? std::min(m.sliding_layers, m.layers) : 0;
}

double kvCachedPositions(const ModelSpec& m, std::uint64_t context) {
    const std::uint32_t sliding = slidingWindowLayers(m);
    const double full = static_cast<double>(m.layers - sliding) * static_cast<double>(context);
    const double windowed =
        static_cast<double>(sliding) * static_cast<double>(std::min(context, m.sliding_window));
    return full + windowed;
}

double kvCacheBytes(const ModelSpec& m, std::uint64_t context, std::uint64_t batch, double bytes_per_value) {
    return kvValuesPerLayerPosition(m) * kvCachedPositions(m, context) * static_cast<double>(batch) *
           bytes_per_value;
}

} // namespace gpuplan

#include "core/memory/MemoryJson.h"

namespace gpuplan {

using nlohmann::json;

json toJson(const MemoryBreakdown& m) {
    return json{
        {"params_total", m.params.total},
        {"params_active", m.params.active},
        {"params_trainable", m.params_trainable},
        {"weights_bytes", m.weights_bytes},
        {"adapters_bytes", m.adapters_bytes},
        {"gradients_bytes", m.gradients_bytes},
        {"optimizer_bytes", m.optimizer_bytes},
        {"master_weights_bytes", m.master_weights_bytes},
        {"activations_bytes", m.activations_bytes},
        {"logits_bytes", m.logits_bytes},
        {"kv_cache_bytes", m.kv_cache_bytes},
        {"cuda_context_bytes", m.cuda_context_bytes},
        {"fragmentation_bytes", m.fragmentation_bytes},
        {"collective_pools_bytes", m.collective_pools_bytes}, // FSDP / ZeRO-3: reserved, not in the peak
        {"overhead_bytes", m.overheadBytes()},
        {"allocator_peak_bytes", m.allocator_peak_bytes}, // the tensors (torch.cuda.max_memory_allocated)
        {"device_used_bytes", m.device_used_bytes},       // + CUDA context + allocator reserve (nvidia-smi)
        {"total_bytes", m.total_bytes},                   // = device_used_bytes: decides the fit
    };
}

json toJson(const RuleOfThumb& r) {
    return json{{"params", r.params},
                {"bytes_per_param", r.bytes_per_param},
                {"overhead", r.overhead},
                {"bytes", r.bytes},
                {"formula", r.formula.english()}};
}

json toJson(const FitAnswer& f) {
    return json{{"fits", f.fits},
                {"headroom_bytes", f.headroom_bytes},
                {"max_batch", f.max_batch},
                {"max_seq", f.max_seq},
                {"max_seq_limited_by_model", f.max_seq_limited_by_model}};
}

} // namespace gpuplan

#pragma once

#include "core/memory/MemoryModel.h"
#include "core/model/ModelSpec.h"
#include "core/model/Workload.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace gpuplan {

// How a workload is spread over several GPUs.
enum class Strategy {
    Single,       // one GPU
    DataParallel, // torch.nn.DataParallel: a full copy per GPU, GPU 0 gathers outputs (extra memory)
    DDP,          // DistributedDataParallel: a full copy per GPU, gradients all-reduced
    ZeRO1,        // optimizer states partitioned over the data-parallel GPUs
    ZeRO2,        // + gradients partitioned
    ZeRO3,        // + parameters partitioned (gathered layer by layer)
    TensorParallel,
    PipelineParallel,
    Hybrid, // DP x TP x PP (Megatron-style 3D), ZeRO stage on the DP dimension
};

// Where ZeRO-Offload / ZeRO-Infinity moves optimizer states or parameters.
enum class Offload { None, CPU, NVMe };

std::string_view
strategyId(Strategy s); // "single", "dp", "ddp", "zero1", "zero2", "zero3", "tp", "pp", "hybrid"
Strategy parseStrategy(std::string_view s); // throws InputError listing the valid names
std::string_view offloadId(Offload o);      // "none", "cpu", "nvme"
Offload parseOffload(std::string_view s);
// A strategy and its offload in words ("ZeRO-3 + CPU offload (params too)"), for the
// recommendation's reasons and the fit suggestions.
Message strategyLabel(Strategy s, Offload offload = Offload::None, bool offload_params = false);

// A concrete layout: dp x tp x pp GPUs. Build it with makeLayout() so that the
// fields agree with the strategy.
struct Layout {
    Strategy strategy = Strategy::Single;
    std::uint32_t dp = 1;            // data-parallel replicas (ZeRO partitions over these)
    std::uint32_t tp = 1;            // tensor-parallel degree t
    std::uint32_t pp = 1;            // pipeline stages p
    std::uint32_t micro_batches = 1; // m micro-batches per step in flight through the pipeline
    int zero_stage = 0;              // 0..3, over the dp GPUs
    bool gpu0_gathers = false;       // torch DataParallel
    bool sequence_parallel = false;  // Megatron SP: replicated activations split by t as well
    // Gradients accumulated in an fp32 buffer whatever the weights' dtype (Megatron's
    // main_grad with bf16, DeepSpeed's estimator's 18 B/param): 4 B per trainable
    // parameter instead of 2. On by default for Hybrid (Megatron-style) layouts.
    bool fp32_grad_accumulation = false;
    Offload offload_optimizer = Offload::None;
    Offload offload_params = Offload::None; // ZeRO-3 only
    std::uint32_t gpus_per_node = 8;

    std::uint32_t gpus() const { return dp * tp * pp; }
    std::uint32_t nodes() const;
    bool operator==(const Layout&) const = default;
};

// A layout of `gpus` GPUs for a strategy. TP uses t = gpus, PP p = gpus; Hybrid
// takes the tp and pp given and puts the rest on DP (ZeRO-1 like Megatron's
// distributed optimizer). Throws InputError when gpus is not divisible.
Layout makeLayout(Strategy s, std::uint32_t gpus, std::uint32_t gpus_per_node = 8, std::uint32_t tp = 1,
                  std::uint32_t pp = 1, std::uint32_t micro_batches = 1,
                  Offload offload_optimizer = Offload::None, Offload offload_params = Offload::None);

// Everything the per-GPU memory of any layout needs, computed once from the
// single-GPU model (estimateMemory) so that each layout costs a few arithmetic
// operations (the recommendation sweep evaluates hundreds of thousands).
// Bytes are for the whole model, one micro-batch.
struct WorkloadTerms {
    bool training = false;
    bool adapter = false;
    double params_total = 0;
    double params_active = 0; // per token (MoE)
    double params_trainable = 0;
    double largest_layer_params = 0; // largest single module (DeepSpeed's "largest layer")
    // The largest FSDP unit, one block or the root (embedding, head and final norm), which FSDP2
    // and Hugging Face's transformer wrap policy gather and reduce as one: its bytes gathered (the
    // weights' storage) and its trainable parameters.
    double largest_unit_bytes = 0;
    double largest_unit_trainable = 0;
    std::uint32_t layers = 1;
    double block_fraction = 1; // share of the weights inside the transformer blocks
    double embedding_fraction = 0;
    double head_fraction = 0; // lm_head (the embedding again when tied: Megatron keeps a copy)

    double weights = 0, adapters = 0, gradients = 0, optimizer = 0, master = 0;
    double logits = 0;
    double kv_cache = 0; // inference
    double inference_activations = 0;
    LayerActivations layer;          // training, per layer, one micro-batch
    double checkpoint_per_layer = 0; // what full checkpointing keeps per layer (layer input)
    Checkpointing checkpointing = Checkpointing::None;

    // Throughput inputs.
    double decode_weight_bytes = 0;    // weights a step reads (embedding table excluded), all experts
    double routed_expert_bytes = 0;    // MoE: the routed experts' part of it
    double expert_k_over_e = 1;        // MoE: experts per token / routed experts
    double kv_bytes_per_position = 0;  // KV cache bytes per token of context (one sequence)
    double hidden_bytes_per_token = 0; // activation of one token between layers (act dtype x hidden)
    double attention_width = 0; // layers x query width (heads x head_dim): attention FLOPs per position

    double cuda_context = 0;
    double fragmentation = 0.05;
    ParamCounts params;
    std::uint32_t batch = 1;
    std::uint64_t seq = 1;
};

WorkloadTerms workloadTerms(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt = {});
// The same at `batch` sequences of `seq` tokens, from terms computed once (the planner's
// samples of one workload at several batches and lengths).
WorkloadTerms workloadTerms(const ModelTerms& t, std::uint32_t batch, std::uint64_t seq);

// Per-GPU memory of a layout: the breakdown of the busiest GPU (pipeline stage 0,
// GPU 0 under DataParallel), plus what must live off the GPU.
struct MultiGpuMemory {
    MemoryBreakdown per_gpu;                 // busiest GPU; total_bytes includes context and fragmentation
    std::uint64_t gathered_buffer_bytes = 0; // ZeRO-3 all-gathered parameters (also in weights_bytes)
    std::uint64_t gpu0_extra_bytes = 0;      // DataParallel: outputs gathered on GPU 0 (in total_bytes)
    std::uint64_t host_ram_bytes_per_node =
        0;                                 // CPU RAM for offloaded states and buffers (DeepSpeed estimator)
    std::uint64_t nvme_bytes_per_node = 0; // NVMe space for ZeRO-Infinity
    std::uint32_t gpus = 1;
    std::uint32_t nodes = 1;
    double pipeline_bubble = 0; // (p - 1) / (m + p - 1)
};

MultiGpuMemory perGpuMemory(const WorkloadTerms& t, const Layout& l);
// Its per_gpu.total_bytes alone (whether a layout fits: the searches ask it many times).
std::uint64_t perGpuTotalBytes(const WorkloadTerms& t, const Layout& l);

// Pipeline bubble fraction of a schedule with p stages and m micro-batches.
double pipelineBubble(std::uint32_t p, std::uint32_t m);

// Smallest GPU count (up to max_gpus) at which the strategy fits in capacity_bytes
// per GPU, or nullopt. For Hybrid the given tp/pp are kept and dp grows.
std::optional<std::uint32_t> gpusNeeded(const WorkloadTerms& t, Strategy s, std::uint64_t capacity_bytes,
                                        std::uint32_t max_gpus, const Layout& base = {});

// DeepSpeed's published estimators (deepspeed/runtime/zero/stage_1_and_2.py and
// stage3.py, estimate_zero{2,3}_model_states_mem_needs): bytes of model states
// per GPU and of host RAM per node ("per CPU" in its printout), additional
// buffer factor 1.5.
struct DeepSpeedEstimate {
    double cpu_bytes = 0; // per node
    double gpu_bytes = 0; // per GPU
};
DeepSpeedEstimate deepspeedZero2Estimate(double total_params, std::uint32_t gpus_per_node,
                                         std::uint32_t nodes, bool cpu_offload, double buffer_factor = 1.5);
DeepSpeedEstimate deepspeedZero3Estimate(double total_params, double largest_layer_params,
                                         std::uint32_t gpus_per_node, std::uint32_t nodes, bool cpu_offload,
                                         bool cpu_offload_params, bool zero_init = true,
                                         double buffer_factor = 1.5);

} // namespace gpuplan

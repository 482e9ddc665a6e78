#include "text/CoreText.h"

#include "core/base/Error.h"
#include "text/CatalogNames.h"
#include "text/CatalogNotes.h"
#include "text/CatalogWords.h"
#include "text/Translate.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <optional>

namespace gpuplan::text {

namespace {

// Every pattern of core/base/Message.h but Verbatim and LinkName (said as given), in its order.
const char* const kPatterns[] = {
    QT_TRANSLATE_NOOP("core", "the file is {:.1f} MB, more than the {:g} MB allowed"),
    QT_TRANSLATE_NOOP("core", "lists and objects are nested more than {} levels deep"),
    QT_TRANSLATE_NOOP("core", "trying every GPU count up to {} is too much: at most {} with every count "
                              "(without it, 1, 2, 4, 8... up to {})"),
    QT_TRANSLATE_NOOP("core", "at most {} LoRA target modules, got {}"),
    QT_TRANSLATE_NOOP("core", "a LoRA target module name has at most {} characters, got {}"),
    QT_TRANSLATE_NOOP("core",
                      "this request would try {} candidates, more than the {} allowed: lower the most "
                      "GPUs, try fewer counts or fewer precisions"),
    QT_TRANSLATE_NOOP("core", "will not write {}: it is the open catalog"),
    QT_TRANSLATE_NOOP("core", "will not write {}: it is the file being read"),
    QT_TRANSLATE_NOOP("core", "will not write {}: it is a folder"),
    QT_TRANSLATE_NOOP("core", "will not replace {}: it is not a {} file (only a {} file may be replaced)"),
    QT_TRANSLATE_NOOP("core", "/workload/model '{}' is not in the catalog"),
    QT_TRANSLATE_NOOP("core", "/hardware/gpu '{}' is not in the catalog"),
    QT_TRANSLATE_NOOP("core", "/costs/rent_gpu '{}' is not in the catalog"),
    QT_TRANSLATE_NOOP("core", "intra-node link '{}' is not in the catalog"),
    QT_TRANSLATE_NOOP("core", "inter-node link '{}' is not in the catalog"),
    QT_TRANSLATE_NOOP("core", "no purchase price for {} (set /costs/gpu_price)"),
    QT_TRANSLATE_NOOP("core", "no TDP for {}: electricity not counted"),
    QT_TRANSLATE_NOOP("core", "no cloud offer for {} (set /costs/cloud_rate_per_gpu_hour)"),
    QT_TRANSLATE_NOOP("core", "must be >= {}, got {}"),
    QT_TRANSLATE_NOOP("core", "must be between {} and {}, got {}"),
    QT_TRANSLATE_NOOP("core", "the tensor-parallel degree and the pipeline stages must be >= 1"),
    QT_TRANSLATE_NOOP("core", "batch must be at least 1"),
    QT_TRANSLATE_NOOP("core", "sequence length must be at least 1"),
    QT_TRANSLATE_NOOP("core", "gradient accumulation steps must be at least 1"),
    QT_TRANSLATE_NOOP("core", "quantization group size must be positive, got {}"),
    QT_TRANSLATE_NOOP("core", "{} training needs fp32, fp16 or bf16 weights, got {} (use qlora to train "
                              "adapters on quantized weights)"),
    QT_TRANSLATE_NOOP("core", "qlora trains adapters on quantized weights: use a 4- or 8-bit precision (nf4, "
                              "nf4-dq, int8...), got {} (or use lora)"),
    QT_TRANSLATE_NOOP("core", "LoRA rank must be at least 1"),
    QT_TRANSLATE_NOOP("core", "LoRA needs at least one target module (e.g. q_proj,v_proj)"),
    QT_TRANSLATE_NOOP("core",
                      "KV-cache precision must be fp32, fp16, bf16, fp8, int8, q8_0, q5_0 or q4_0, got {}"),
    QT_TRANSLATE_NOOP("core", "adapter precision must be fp32, fp16 or bf16, got {}"),
    QT_TRANSLATE_NOOP("core", "fragmentation margin must be between 0 and 100 %, got {:g} %"),
    QT_TRANSLATE_NOOP("core", "quantization_config ({}): the weights are stored as {}"),
    QT_TRANSLATE_NOOP("core", "quantization_config ({}) is not a format the planner models: choose the "
                              "precision yourself"),
    QT_TRANSLATE_NOOP("core",
                      "quantization_config: weight_block_size [{}, {}] is counted as 128 x 128 blocks"),
    QT_TRANSLATE_NOOP("core", "quantization_config: modules_to_not_convert stay 16-bit ({})"),
    QT_TRANSLATE_NOOP("core", "{:.2f}B x {:g} B x {:g}"),
    QT_TRANSLATE_NOOP("core", "{:.2f}B x {:g} B x {:g} + LoRA {:.2f}B x 0.015 x 2 x 4 + batch {} x 1 GB"),
    QT_TRANSLATE_NOOP("core", "fp16/bf16 tensor (dense, fp32 accumulate)"),
    QT_TRANSLATE_NOOP("core", "bf16 tensor (dense)"),
    QT_TRANSLATE_NOOP("core", "fp16 tensor (dense)"),
    QT_TRANSLATE_NOOP("core", "fp32 (no 16-bit figure in the catalog)"),
    QT_TRANSLATE_NOOP("core", "fp32 (no tensor cores)"),
    QT_TRANSLATE_NOOP("core", "fp8 tensor (dense)"),
    QT_TRANSLATE_NOOP("core", "no compute figure in the catalog: decode from memory bandwidth only"),
    QT_TRANSLATE_NOOP("core", "{} has no FP8 tensor cores: FP8 training (torchao Float8, Transformer Engine) "
                              "needs one (Hopper, Ada, Blackwell, MI300); choose mixed precision"),
    QT_TRANSLATE_NOOP("core", "one GPU"),
    QT_TRANSLATE_NOOP("core", "DataParallel"),
    QT_TRANSLATE_NOOP("core", "DDP"),
    QT_TRANSLATE_NOOP("core", "ZeRO-1"),
    QT_TRANSLATE_NOOP("core", "ZeRO-2"),
    QT_TRANSLATE_NOOP("core", "ZeRO-3"),
    QT_TRANSLATE_NOOP("core", "tensor parallel"),
    QT_TRANSLATE_NOOP("core", "pipeline parallel"),
    QT_TRANSLATE_NOOP("core", "DP x TP"),
    QT_TRANSLATE_NOOP("core", "{} + CPU offload"),
    QT_TRANSLATE_NOOP("core", "{} + NVMe offload"),
    QT_TRANSLATE_NOOP("core", "{} + CPU offload (params too)"),
    QT_TRANSLATE_NOOP("core", "{} + NVMe offload (params too)"),
    QT_TRANSLATE_NOOP("core", "#1, cheapest that fits"),
    QT_TRANSLATE_NOOP("core", "#{}, {:+.0f} {} ({:+.0f} %) vs #1"),
    QT_TRANSLATE_NOOP("core", "#{}, {:+.0f} {} ({:+.0f} %) vs #1, {:.1f}x faster"),
    QT_TRANSLATE_NOOP("core", "#{}, {:+.0f} {} ({:+.0f} %) vs #1, and no faster than a cheaper option"),
    QT_TRANSLATE_NOOP("core", "Pareto: cheapest option"),
    QT_TRANSLATE_NOOP("core", "Pareto: {:.1f}x faster than the previous point for {:+.0f} {}"),
    QT_TRANSLATE_NOOP("core", "{} on {}x {} ({}, bought)"),
    QT_TRANSLATE_NOOP("core", "{} on {}x {} ({}, rented)"),
    QT_TRANSLATE_NOOP("core", "{:.1f} of {:.0f} GB per GPU"),
    QT_TRANSLATE_NOOP("core", "{:.2f} h per job"),
    QT_TRANSLATE_NOOP("core", "needs {} over {}: communication {:.0f} % of step time"),
    QT_TRANSLATE_NOOP("core", "{} to the host"),
    QT_TRANSLATE_NOOP("core", "its link"),
    QT_TRANSLATE_NOOP("core", "optimizer states in host memory (slower steps, needs CPU RAM)"),
    QT_TRANSLATE_NOOP("core", "{} weights: some quality loss"),
    QT_TRANSLATE_NOOP("core", "#1, fastest that fits"),
    QT_TRANSLATE_NOOP("core", "#1, fastest within the budget of {:.0f} {}"),
    QT_TRANSLATE_NOOP("core", "#1, most work for the money: {:.2f} jobs per 1000 {}"),
    QT_TRANSLATE_NOOP("core", "#{}, {:.1f}x slower than #1, {:+.0f} {} vs #1"),
    QT_TRANSLATE_NOOP("core", "#{}, {:.0f} % less work for the money than #1, {:+.0f} {} vs #1"),
    QT_TRANSLATE_NOOP("core",
                      "#{}, cannot do the work: needs {:.0f} h a month, more than the {:.0f} h of a month"),
    QT_TRANSLATE_NOOP("core", "{}x {} can: proposed instead"),
    QT_TRANSLATE_NOOP("core", "no count up to {} {|GPU|GPUs} brings it under a month"),
    QT_TRANSLATE_NOOP("core", "proposed instead of {}x, which needs more hours than a month has"),
    QT_TRANSLATE_NOOP("core", "offer {} ({} {|GPU|GPUs})"),
    QT_TRANSLATE_NOOP("core", "price of {}"),
    QT_TRANSLATE_NOOP("core", "price of {}, over {} {|month|months} old"),
    QT_TRANSLATE_NOOP("core", "undated price"),
    QT_TRANSLATE_NOOP("core", "rate of {}"),
    QT_TRANSLATE_NOOP("core", "rate of {}, over {} {|month|months} old"),
    QT_TRANSLATE_NOOP("core", "undated rate"),
    QT_TRANSLATE_NOOP("core", "quantize the weights to {}"),
    QT_TRANSLATE_NOOP("core", "FP8 weights: ~lossless on recent models (needs FP8 hardware)"),
    QT_TRANSLATE_NOOP("core", "LLM.int8: < 1 % loss on most benchmarks (the guide)"),
    QT_TRANSLATE_NOOP("core", "GPTQ int4: ~1-2 % loss, needs a quantized checkpoint"),
    QT_TRANSLATE_NOOP("core", "NF4: small loss"),
    QT_TRANSLATE_NOOP("core", "faster decode (fewer bytes per token)"),
    QT_TRANSLATE_NOOP("core", "store the KV cache in FP8"),
    QT_TRANSLATE_NOOP("core", "none"),
    QT_TRANSLATE_NOOP("core", "small"),
    QT_TRANSLATE_NOOP("core", "usually none"),
    QT_TRANSLATE_NOOP("core", "LoRA (r=16 on q_proj,v_proj) instead of full fine-tuning"),
    QT_TRANSLATE_NOOP("core", "~-33 % compute (no weight gradients)"),
    QT_TRANSLATE_NOOP("core", "adapts fewer parameters: usually close to full fine-tuning"),
    QT_TRANSLATE_NOOP("core", "QLoRA (NF4 base + LoRA) instead of full fine-tuning"),
    QT_TRANSLATE_NOOP("core", "QLoRA: NF4 base weights instead of 16-bit"),
    QT_TRANSLATE_NOOP("core", "slower steps (dequantization)"),
    QT_TRANSLATE_NOOP("core", "QLoRA paper: matches 16-bit LoRA"),
    QT_TRANSLATE_NOOP("core", "gradient checkpointing (full recomputation)"),
    QT_TRANSLATE_NOOP("core", "+33 % compute (8N instead of 6N FLOPs per token)"),
    QT_TRANSLATE_NOOP("core", "selective recomputation (attention only)"),
    QT_TRANSLATE_NOOP("core", "a few % compute"),
    QT_TRANSLATE_NOOP("core", "FlashAttention (no s^2 attention matrix)"),
    QT_TRANSLATE_NOOP("core", "faster (the guide: 2-4x on attention)"),
    QT_TRANSLATE_NOOP("core", "micro-batch 1 with gradient accumulation {} (same effective batch)"),
    QT_TRANSLATE_NOOP("core", "smaller GEMMs: somewhat lower utilisation"),
    QT_TRANSLATE_NOOP("core", "8-bit AdamW (bitsandbytes)"),
    QT_TRANSLATE_NOOP("core", "{} over the {} GPUs"),
    QT_TRANSLATE_NOOP("core", "~1.5x the DDP communication"),
    QT_TRANSLATE_NOOP("core", "same communication as DDP"),
    QT_TRANSLATE_NOOP("core", "ZeRO-3 with the optimizer offloaded to CPU RAM"),
    QT_TRANSLATE_NOOP("core", "PCIe traffic every step and CPU Adam: slower"),
    QT_TRANSLATE_NOOP("core", "ZeRO-3 with optimizer and parameters offloaded to CPU RAM"),
    QT_TRANSLATE_NOOP("core", "parameters cross PCIe twice per step: much slower"),
    QT_TRANSLATE_NOOP("core", "{} GPUs with {}"),
    QT_TRANSLATE_NOOP("core", "communication between GPUs"),
    QT_TRANSLATE_NOOP("core", "{} must be between {} and {}, got {}"),
    QT_TRANSLATE_NOOP("core", "needs more than {:g} bytes of memory, beyond what can be planned (reduce the "
                              "batch, the sequence length or the model)"),
    QT_TRANSLATE_NOOP("core", "has more than {:g} parameters, beyond what can be planned"),
    QT_TRANSLATE_NOOP("core",
                      "model_type '{}' is not a family GPU Planner knows: estimated as a Llama-like decoder"),
    QT_TRANSLATE_NOOP("core", "assumed num_key_value_heads = num_attention_heads ({}), as it is absent"),
    QT_TRANSLATE_NOOP("core", "assumed head_dim = hidden_size / num_attention_heads ({}), as it is absent"),
    QT_TRANSLATE_NOOP("core", "assumed a gated FFN of three matrices (gate, up, down), biases only where "
                              "attention_bias or mlp_bias say so"),
    QT_TRANSLATE_NOOP("core", "assumed two RMSNorms per layer and a final one, embeddings untied unless "
                              "tie_word_embeddings says so"),
    QT_TRANSLATE_NOOP("core",
                      "assumed full attention on every layer (no sliding window, no latent attention)"),
    QT_TRANSLATE_NOOP(
        "core", "assumed each expert's FFN has intermediate_size ({}), as moe_intermediate_size is absent"),
    QT_TRANSLATE_NOOP("core", "{} is absent: {}'s default {} is used"),
    QT_TRANSLATE_NOOP(
        "core", "the vision tower and projector ({} parameters) are counted separately, not in the total"),
    QT_TRANSLATE_NOOP("core",
                      "the vision tower ({}) is not counted: the parameters are the language model's"),
    QT_TRANSLATE_NOOP("core", "{} multi-token-prediction layer(s) of {} parameters in all are counted "
                              "separately, not in the total, as the model card counts"),
    QT_TRANSLATE_NOOP("core", "quantization_config stores the routed experts as {}"),
    QT_TRANSLATE_NOOP("core", "/costs/system '{}' is not in the catalog"),
    QT_TRANSLATE_NOOP("core", "the scenario's system {} does not take {}: the catalog's choice is used"),
    QT_TRANSLATE_NOOP("core", "no system of the catalog takes {} ({} form factor): set /costs/system"),
    QT_TRANSLATE_NOOP("core", "{} x {} hold {} GPUs, {} used"),
    QT_TRANSLATE_NOOP("core",
                      "{} is sold only in systems and no system of the catalog includes it: its price "
                      "stands for its share of one"),
    QT_TRANSLATE_NOOP("core", "no system of the catalog can power {} ({:g} W): add one with a larger power "
                              "supply, or set /costs/system"),
    QT_TRANSLATE_NOOP("core",
                      "a system powers {} {|GPU|GPUs} of {:g} W: its power supply leaves {:g} W for them"),
    QT_TRANSLATE_NOOP("core",
                      "its power supply is not in the catalog: {:g} W assumed, the largest workstation "
                      "supply at office voltage"),
    QT_TRANSLATE_NOOP("core", "{} runs at PCIe {}.0 in {} (a PCIe {}.0 card): the host's slots set its link "
                              "to the host and between its GPUs"),
    QT_TRANSLATE_NOOP("core", "in {} x {}"),
    QT_TRANSLATE_NOOP(
        "core", "the GPUs split {} per system, the systems linked by {} (the scenario's inter-node link)"),
    QT_TRANSLATE_NOOP("core", "the GPUs split {} per system, the systems linked by {} (their network)"),
    QT_TRANSLATE_NOOP("core", "the GPUs split {} per system, the systems linked by {} (assumed: the catalog "
                              "does not say how they are networked)"),
    QT_TRANSLATE_NOOP("core", "as {} x {} (GPUs included)"),
    QT_TRANSLATE_NOOP("core", "the scenario's price"),
    QT_TRANSLATE_NOOP("core", "give either the concurrent users or the requests per second, not both"),
    QT_TRANSLATE_NOOP("core", "no room for a KV cache: {:.2f} GiB of weights and {:.2f} GiB of working "
                              "memory per GPU in a budget of {:.2f} GiB"),
    QT_TRANSLATE_NOOP("core", "the KV cache holds {} tokens, less than one sequence of {} tokens"),
    QT_TRANSLATE_NOOP(
        "core", "the engine's default max_model_len of {} tokens leaves no room for one sequence: planned "
                "with max_model_len {}, the longest the KV cache holds (--max-model-len); more GPUs or a "
                "higher TP degree would keep the full context"),
    QT_TRANSLATE_NOOP("core",
                      "{} could not be ranked: the catalog has no compute figure to time a job on them"),
    QT_TRANSLATE_NOOP("core",
                      "{} does not fit the workload, so {:g} {|hour|hours} a month cannot be turned into "
                      "jobs: the costs assume 1 job a month"),
    QT_TRANSLATE_NOOP("core",
                      "{} has no compute figure in the catalog, so {:g} {|hour|hours} a month cannot be "
                      "turned into jobs: the costs assume 1 job a month"),
    QT_TRANSLATE_NOOP(
        "core",
        "{} has no compute figure in the catalog: its prefill, and so its latency, cannot be estimated"),
    QT_TRANSLATE_NOOP("core", "TTFT p95 {:.0f} ms, over the {:.0f} ms target"),
    QT_TRANSLATE_NOOP("core", "TPOT {:.1f} ms, over the {:.1f} ms target"),
    QT_TRANSLATE_NOOP("core", "cannot keep up with {:.2f} requests/s: it serves at most {:.2f}"),
    QT_TRANSLATE_NOOP(
        "core", "more replicas: {} GPUs of {} would meet the targets, above the {} {|GPU|GPUs} allowed"),
    QT_TRANSLATE_NOOP("core", "FP8 weights and KV cache on a GPU that computes FP8 ({}) would come closest"),
    QT_TRANSLATE_NOOP("core", "the closest option reaches TTFT p95 {:.0f} ms and TPOT {:.1f} ms on {}: a GPU "
                              "with more memory bandwidth, or looser targets"),
    QT_TRANSLATE_NOOP("core", "prefill alone takes {:.0f} ms on the fastest option: shorter prompts, a "
                              "prefix cache or a larger prefill chunk (max_num_batched_tokens)"),
    QT_TRANSLATE_NOOP("core", "the model fits on no GPU of the catalog up to {} {|GPU|GPUs} per replica"),
    QT_TRANSLATE_NOOP("core", "/serving/api '{}' is not in the catalog"),
    QT_TRANSLATE_NOOP(
        "core", "the serving objective ranks ways to serve a model: the workload must be inference, not {}"),
    QT_TRANSLATE_NOOP("core", "#1, the cheapest that serves the traffic at the targets: {:.0f} {} a month"),
    QT_TRANSLATE_NOOP("core", "#1, no option meets every target: the cheapest first"),
    QT_TRANSLATE_NOOP("core", "#{}, {:+.0f} {} a month vs #1"),
    QT_TRANSLATE_NOOP("core", "#{}, misses a target"),
    QT_TRANSLATE_NOOP("core", "{}x {} as {} x TP {} ({}, KV {}, {})"),
    QT_TRANSLATE_NOOP(
        "core", "{:.1f} tokens/s per user, first token p95 {:.0f} ms, {:.1f} ms per output token (p95)"),
    QT_TRANSLATE_NOOP("core", "{:.3f} {} per million tokens"),
    QT_TRANSLATE_NOOP("core", "{}, derived (no vendor figure)"),
    QT_TRANSLATE_NOOP("core", "a request of {} tokens ({} in, {} out) is longer than max_model_len {}: the "
                              "engine would refuse it"),
    QT_TRANSLATE_NOOP("core", "a 95th-percentile request of {} tokens is longer than max_model_len {}: the "
                              "engine would refuse it"),
    QT_TRANSLATE_NOOP("core", "a request of {} tokens ({} in, {} out) is longer than the {} tokens of {}'s "
                              "context"),
    QT_TRANSLATE_NOOP(
        "core", "max_model_len {} is longer than the {} tokens of {}'s context (vLLM refuses to start)"),
    QT_TRANSLATE_NOOP("core", "a tensor-parallel degree of {} is above the limit of {}"),
    QT_TRANSLATE_NOOP("core", "{} pipeline stages are above the limit of {}"),
    QT_TRANSLATE_NOOP("core", "a tensor-parallel degree of {} does not divide the {} attention heads of {}: "
                              "each GPU needs whole heads"),
    QT_TRANSLATE_NOOP("core",
                      "a tensor-parallel degree of {} neither divides nor is a multiple of the {} key-value "
                      "heads of {}"),
    QT_TRANSLATE_NOOP("core", "the speed of {} on {} is not a finite number: check the GPU's figures in the "
                              "catalog (memory bandwidth {:g} B/s, compute {:g} FLOP/s)"),
    QT_TRANSLATE_NOOP("core", "billed {:.2f} min a job: start-up {:.2f} min + job {:.2f} min = {:.2f} min, "
                              "rounded up to whole {:g} s = {:.2f} min, at least {:g} s"),
    QT_TRANSLATE_NOOP("core", "billed {:.2f} h a month, rented in one run: start-up {:.2f} min + {:.2f} h = "
                              "{:.2f} h, rounded up to whole {:g} s, at least {:g} s"),
    QT_TRANSLATE_NOOP("core", "billing assumed per started {:g} min, at least {:g} min (the offer gives no "
                              "terms: set its billing_increment_s and billing_minimum_s in the catalog)"),
    QT_TRANSLATE_NOOP("core", "start-up assumed {:g} min (the offer gives none: set its startup_s in the "
                              "catalog)"),
    QT_TRANSLATE_NOOP(
        "core",
        "rent: {:g} {|job|jobs} x {:.4f} h billed x {} {|GPU|GPUs} x {:.4f} {} per GPU-hour = {:.2f} {}"),
    QT_TRANSLATE_NOOP("core", "with {} x {} as host ({:.0f} {} each): a baseboard has no CPUs, memory or "
                              "chassis, so its host is priced to compare with whole servers"),
    QT_TRANSLATE_NOOP("core",
                      "{} is a baseboard without its host (CPUs, memory, chassis) and the catalog has no "
                      "host for it: this price leaves the host out, less than a working machine costs"),
    QT_TRANSLATE_NOOP("core", "{}; {}"),
    QT_TRANSLATE_NOOP("core", "{} could not be loaded: no NVIDIA driver installed ({})"),
    QT_TRANSLATE_NOOP("core",
                      "{} ({}) lacks nvmlInit / nvmlDeviceGetCount / nvmlDeviceGetHandleByIndex: not a "
                      "usable NVML library"),
    QT_TRANSLATE_NOOP("core", "nvmlInit failed: {} ({} = {})"),
    QT_TRANSLATE_NOOP("core", "nvmlInit failed: {} ({} = {}, NVML says: {})"),
    QT_TRANSLATE_NOOP("core",
                      "the NVIDIA kernel driver is not loaded: check that the driver is installed for the "
                      "running kernel (`lsmod | grep nvidia`), or reinstall it"),
    QT_TRANSLATE_NOOP("core",
                      "driver/library version mismatch: the NVIDIA driver was updated but the old kernel "
                      "module is still running; reboot the machine (or reload the nvidia kernel modules)"),
    QT_TRANSLATE_NOOP("core",
                      "no permission to talk to the NVIDIA driver: check the permissions of /dev/nvidia* "
                      "(the user may need to be in the video group)"),
    QT_TRANSLATE_NOOP("core",
                      "this looks like the CUDA toolkit's stub libnvidia-ml (for linking only), not the "
                      "driver's: install the NVIDIA driver, or remove the toolkit's stubs directory from "
                      "LD_LIBRARY_PATH"),
    QT_TRANSLATE_NOOP("core", "the operating system (or a container's cgroup) blocks access to the GPU"),
    QT_TRANSLATE_NOOP("core", "NVML could not start"),
    QT_TRANSLATE_NOOP("core", "{}; note: {} is the CUDA toolkit's stub library, not the driver's"),
    QT_TRANSLATE_NOOP("core",
                      "{} is the CUDA toolkit's stub library, not the NVIDIA driver's: install the driver, "
                      "or remove the toolkit's stubs directory from LD_LIBRARY_PATH"),
    QT_TRANSLATE_NOOP("core", "{}: {}"),
    QT_TRANSLATE_NOOP("core", "GPU {} could not be opened: {}"),
    QT_TRANSLATE_NOOP("core", "NVML returned a null handle"),
    QT_TRANSLATE_NOOP("core", "NVML: {} {|GPU|GPUs}"),
    QT_TRANSLATE_NOOP("core", "NVML, driver {}: {} {|GPU|GPUs}"),
    QT_TRANSLATE_NOOP("core", "this NVML version has no {}"),
    QT_TRANSLATE_NOOP("core", "{} ({} = {})"),
    QT_TRANSLATE_NOOP("core", "not supported on this GPU"),
    QT_TRANSLATE_NOOP("core", "no permission (check the permissions of /dev/nvidia*)"),
    QT_TRANSLATE_NOOP("core", "the NVIDIA kernel driver is not loaded"),
    QT_TRANSLATE_NOOP("core", "the NVML library and the running NVIDIA kernel driver are different versions"),
    QT_TRANSLATE_NOOP("core", "the GPU has fallen off the bus"),
    QT_TRANSLATE_NOOP("core", "this NVML version lacks the function"),
    QT_TRANSLATE_NOOP("core", "the driver timed out"),
    QT_TRANSLATE_NOOP("core", "NVML is not initialised"),
    QT_TRANSLATE_NOOP("core", "failed"),
    QT_TRANSLATE_NOOP("core", "no hwmon directory under the device"),
    QT_TRANSLATE_NOOP("core", "no AMD GPU driven by amdgpu"),
    QT_TRANSLATE_NOOP("core", "{} AMD {|GPU|GPUs} driven by amdgpu"),
    QT_TRANSLATE_NOOP("core", "librocm_smi64 not found (ROCm not installed)"),
    QT_TRANSLATE_NOOP("core", "librocm_smi64 not found (ROCm not installed): {}"),
    QT_TRANSLATE_NOOP("core",
                      "librocm_smi64 lacks rsmi_init / rsmi_num_monitor_devices / rsmi_dev_pci_id_get"),
    QT_TRANSLATE_NOOP("core", "rsmi_init failed (rsmi_status_t {}): is the amdgpu driver loaded?"),
    QT_TRANSLATE_NOOP("core", "ROCm SMI: {} {|GPU|GPUs}"),
    QT_TRANSLATE_NOOP("core", "{} does not exist (not Linux, or sysfs is not mounted)"),
    QT_TRANSLATE_NOOP("core", "the kernel reports the current link speed as Unknown"),
    QT_TRANSLATE_NOOP("core", "the kernel reports the maximum link speed as Unknown"),
    QT_TRANSLATE_NOOP("core", "no PCIe link attributes (an integrated GPU has no PCIe link)"),
    QT_TRANSLATE_NOOP("core", "no display controller (PCI class 0x0300/0x0302/0x0380) found"),
    QT_TRANSLATE_NOOP("core", "1 display controller (names from {})"),
    QT_TRANSLATE_NOOP("core", "{} display controllers (names from {})"),
    QT_TRANSLATE_NOOP("core",
                      "1 display controller (no pci.ids file found: names from the vendors' drivers only)"),
    QT_TRANSLATE_NOOP("core",
                      "{} display controllers (no pci.ids file found: names from the vendors' drivers only)"),
    QT_TRANSLATE_NOOP("core", "did not answer within {:.0f} s (driver hung?); abandoned"),
    QT_TRANSLATE_NOOP("core", "internal error: {}"),
    QT_TRANSLATE_NOOP("core", "disabled"),
    QT_TRANSLATE_NOOP("core", "did not answer"),
    QT_TRANSLATE_NOOP("core", "catalog unavailable: {}"),
    QT_TRANSLATE_NOOP("core", "not matched: {}"),
    QT_TRANSLATE_NOOP("core", "matched by PCI id {}"),
    QT_TRANSLATE_NOOP("core",
                      "no catalog match: the device has no name and its PCI id is not in the catalog"),
    QT_TRANSLATE_NOOP("core", "no catalog GPU is named like '{}'"),
    QT_TRANSLATE_NOOP("core", "'{}' could be any of {}: no match (add the PCI device id to the catalog)"),
    QT_TRANSLATE_NOOP("core", "matched by name ('{}' ~ '{}')"),
    QT_TRANSLATE_NOOP("core", "{:.1f} GB"),
    QT_TRANSLATE_NOOP("core", "Gen{}"),
    QT_TRANSLATE_NOOP("core", "x{}"),
    QT_TRANSLATE_NOOP("core", "{:.0f} W"),
    QT_TRANSLATE_NOOP("core", "no active link"),
    QT_TRANSLATE_NOOP("core", "1 active link"),
    QT_TRANSLATE_NOOP("core", "{} active links"),
    QT_TRANSLATE_NOOP("core",
                      "VRAM: the driver reports {:.1f} GB but the catalog says {:.1f} GB (more than 10 % "
                      "apart)"),
    QT_TRANSLATE_NOOP("core", "PCIe: the GPU supports Gen{}, the catalog says Gen{}"),
    QT_TRANSLATE_NOOP("core",
                      "PCIe: the link can train to Gen{} at most here (slot, riser or bridge), the GPU is "
                      "Gen{}: host transfers are slower than the catalog assumes"),
    QT_TRANSLATE_NOOP("core",
                      "PCIe: the link trains to Gen{}, above the catalog's Gen{} (check the catalog)"),
    QT_TRANSLATE_NOOP("core", "PCIe: the link is x{} at most here, the catalog says x{}"),
    QT_TRANSLATE_NOOP("core",
                      "PCIe: the link is x{} at most here, the catalog says x{} (an x8 slot or riser halves "
                      "host bandwidth)"),
    QT_TRANSLATE_NOOP("core",
                      "NVLink: the catalog lists {} but no link is active (bridge missing, or links down)"),
    QT_TRANSLATE_NOOP("core", "NVLink: 1 active link but the catalog lists none"),
    QT_TRANSLATE_NOOP("core", "NVLink: {} active links but the catalog lists none"),
    QT_TRANSLATE_NOOP("core", "power limit: {:.0f} W here, catalog TDP {:.0f} W"),
    QT_TRANSLATE_NOOP("core", "power limit: {:.0f} W here, catalog TDP {:.0f} W (power-capped: expect lower "
                              "throughput)"),
    QT_TRANSLATE_NOOP("core",
                      "{} is the CUDA toolkit's stub library, not the driver's: install the NVIDIA driver, "
                      "or remove the toolkit's stubs directory from LD_LIBRARY_PATH"),
    QT_TRANSLATE_NOOP("core", "no CUDA-capable GPU"),
    QT_TRANSLATE_NOOP("core", "the NVIDIA driver is older than this CUDA library needs"),
    QT_TRANSLATE_NOOP("core",
                      "the CUDA library and the kernel driver are different versions: reboot after a driver "
                      "update"),
    QT_TRANSLATE_NOOP("core", "CUDA could not start"),
    QT_TRANSLATE_NOOP("core", "{} could not be loaded: no NVIDIA driver with CUDA ({})"),
    QT_TRANSLATE_NOOP("core", "{} lacks {}"),
    QT_TRANSLATE_NOOP("core", "cuInit: {} ({})"),
    QT_TRANSLATE_NOOP("core", "{} is the CUDA toolkit's stub library, not the driver's"),
    QT_TRANSLATE_NOOP("core", "the benchmark was cancelled; figures measured so far are kept"),
    QT_TRANSLATE_NOOP("core", "the time limit ({:.0f} s) was reached; figures measured so far are kept"),
    QT_TRANSLATE_NOOP("core", "no CUDA device matched the requested PCI bus ids"),
    QT_TRANSLATE_NOOP("core", "{}: host to device bandwidth"),
    QT_TRANSLATE_NOOP("core", "{}: device to host bandwidth"),
    QT_TRANSLATE_NOOP("core", "{}: device memory bandwidth"),
    QT_TRANSLATE_NOOP("core", "{}: {} GEMM {}x{}"),
    QT_TRANSLATE_NOOP("core", "done"),
    QT_TRANSLATE_NOOP("core", "not enough free GPU memory"),
    QT_TRANSLATE_NOOP("core", "no cuBLAS library configured"),
    QT_TRANSLATE_NOOP("core",
                      "the cuBLAS library lacks cublasCreate_v2 / cublasDestroy_v2 / cublasSetStream_v2"),
    QT_TRANSLATE_NOOP("core", "cuBLAS unavailable: {}"),
    QT_TRANSLATE_NOOP("core", "{} failed (cublasStatus_t {})"),
    QT_TRANSLATE_NOOP("core", "this cuBLAS lacks {}"),
    QT_TRANSLATE_NOOP("core", "{} failed ({})"),
    QT_TRANSLATE_NOOP("core", "no CUDA context ({})"),
    QT_TRANSLATE_NOOP("core", "{} of {} bytes failed ({})"),
    QT_TRANSLATE_NOOP("core", "{} of {} bytes failed ({}): not enough free GPU memory"),
    QT_TRANSLATE_NOOP("core", "failed: {}"),
    QT_TRANSLATE_NOOP("core", "failed while running: {}"),
    QT_TRANSLATE_NOOP("core", "the GPU reported a zero or negative time"),
    QT_TRANSLATE_NOOP("core", "cancelled"),
    QT_TRANSLATE_NOOP("core", "skipped: the benchmark's time limit was reached"),
    QT_TRANSLATE_NOOP("core", "PCIe {}.0 x{} per direction (catalog)"),
    QT_TRANSLATE_NOOP("core", "PCIe {}.0 x{} per direction (this machine's link)"),
    QT_TRANSLATE_NOOP("core", "catalog memory bandwidth"),
    QT_TRANSLATE_NOOP("core", "catalog FP32 peak"),
    QT_TRANSLATE_NOOP("core", "catalog FP16 tensor peak, FP32 accumulate"),
    QT_TRANSLATE_NOOP("core", "catalog FP16 tensor peak (accumulate precision not given)"),
    QT_TRANSLATE_NOOP("core",
                      "{:.0f} % of the peak: above what the hardware can do; the catalog figure is probably "
                      "wrong"),
    QT_TRANSLATE_NOOP("core",
                      "{:.0f} % of the peak: above what the hardware can do; the catalog figure is probably "
                      "wrong (or cuBLAS used TF32 tensor cores)"),
    QT_TRANSLATE_NOOP("core",
                      "{:.0f} % of the peak, below the expected {:.0f}-100 %: check power limit, clocks, "
                      "thermal throttling, PCIe link or other work on the GPU"),
    QT_TRANSLATE_NOOP(
        "core",
        "calibrating needs at least {} measured runs that match and that the planner can model, got {}"),
};

NumberStyle qtStyle(const QLocale& locale) {
    NumberStyle style;
    style.decimal_point = locale.decimalPoint().toStdString();
    if (!(locale.numberOptions() & QLocale::OmitGroupSeparator))
        style.group_separator = locale.groupSeparator().toStdString();
    return style;
}

} // namespace

std::span<const char* const> translatablePatterns() {
    return kPatterns;
}

namespace {

// The scenario file's fields that core's messages name ("set /costs/gpu_price": what the
// command line's `scenario run` reads), and where the window shows each: the form's group and
// field, in the form's own words.
struct FieldName {
    const char* pointer;
    const char* group;
    const char* field;
};
constexpr const char* kForm = "gpuplan::gui::ScenarioForm";
const FieldName kFieldNames[] = {
    {"/costs/cloud_rate_per_gpu_hour", QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Costs"),
     QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Cloud rate per GPU-hour")},
    {"/costs/gpu_price", QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Costs"),
     QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Price of one GPU")},
    {"/costs/rent_gpu", QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Costs"),
     QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Cloud offer")},
    {"/costs/system", QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Costs"),
     QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "System")},
    {"/hardware/gpu", QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Hardware"),
     QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "GPU")},
    {"/workload/model", QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Workload"),
     QT_TRANSLATE_NOOP("gpuplan::gui::ScenarioForm", "Model")},
};

// Each field pointer of `text` (a whole one: /hardware/gpu, not /hardware/gpu_count) as the
// form's "Costs › Price of one GPU".
QString withFieldNames(QString text) {
    for (const FieldName& f : kFieldNames) {
        // A plain search first: most messages name no field ("GB/s" holds a slash too), and the
        // window writes hundreds of them into its tables.
        if (!text.contains(QLatin1String(f.pointer)))
            continue;
        const QRegularExpression pointer(QRegularExpression::escape(QLatin1String(f.pointer)) +
                                         QStringLiteral("(?![\\w/])"));
        const QString name = QCoreApplication::translate("core", "“%1 › %2”")
                                 .arg(QCoreApplication::translate(kForm, f.group),
                                      QCoreApplication::translate(kForm, f.field));
        text.replace(pointer, name);
    }
    return text;
}

} // namespace

namespace {

bool holdsLinkName(const Message& m) {
    for (const MessageArg& a : m.args)
        if (a.kind == MessageArg::Kind::Nested && !a.nested.empty() &&
            (a.nested.front().id == MessageId::LinkName || holdsLinkName(a.nested.front())))
            return true;
    return false;
}

// `m` with each catalog link's name it holds (MessageId::LinkName: the name, then the link's id)
// written as `format`'s language writes it: the embedded catalog's names have French forms
// (text::linkNameText); a name the user gave stays as written.
Message withLinkNames(const Message& m, const Format& format) {
    Message out = m;
    for (MessageArg& a : out.args) {
        if (a.kind != MessageArg::Kind::Nested || a.nested.empty())
            continue;
        Message& n = a.nested.front();
        if (n.id == MessageId::LinkName && n.args.size() == 2)
            n = Message(MessageId::Verbatim,
                        {linkNameText(n.args[1].text, n.args[0].text, format).toStdString()});
        else if (holdsLinkName(n))
            n = withLinkNames(n, format);
    }
    return out;
}

} // namespace

QString coreText(const Message& m, const QLocale& locale) {
    if (holdsLinkName(m))
        return coreText(withLinkNames(m, Format(locale)), locale);
    const auto translate = [](std::string_view english) {
        const std::string key(english);
        return QCoreApplication::translate("core", key.c_str()).toStdString();
    };
    return withCatalogNames(
        withFieldNames(QString::fromStdString(formatMessage(m, translate, qtStyle(locale)))), Format(locale));
}

QString coreText(const std::vector<Message>& parts, const QString& separator, const QLocale& locale) {
    QString out;
    for (const Message& m : parts) {
        if (!out.isEmpty())
            out += separator;
        out += coreText(m, locale);
    }
    return out;
}

namespace {

// A reason's detail written by `format` where core's pattern cannot say it the window's way:
// memory in GB only ("37.4 of 80 GB per GPU" beside GiB figures), "(1 GPUs)".
std::optional<QString> formatted(const Message& m, const Format& format) {
    const auto say = [&](const char* source) { return format.translated("core", source); };
    if (m.id == MessageId::ReasonMemory && m.args.size() == 2)
        return say(QT_TRANSLATE_NOOP("core", "%1 of %2 per GPU"))
            .arg(format.memory(m.args[0].number * 1e9), format.memoryText(m.args[1].number * 1e9, 0));
    if (m.id == MessageId::ReasonOffer && m.args.size() == 2)
        return say(QT_TRANSLATE_NOOP("core", "offer %1 (%2)"))
            .arg(offerLabelText(m.args[0].text, format), format.gpus(static_cast<int>(m.args[1].number)));
    return std::nullopt;
}

} // namespace

namespace {

// The probe's memory figures ("80.0 GB" from the catalog and the driver) written by `format`, in
// the window's GB or GiB.
std::optional<QString> probeFormatted(const Message& m, const Format& format) {
    if (m.id == MessageId::ProbeGigabytes && m.args.size() == 1)
        return format.memoryText(m.args[0].number * 1e9);
    if (m.id == MessageId::ProbeVramDiffers && m.args.size() == 2)
        return format
            .translated("core",
                        QT_TRANSLATE_NOOP("core", "VRAM: the driver reports %1 but the catalog says %2 "
                                                  "(more than 10 % apart)"))
            .arg(format.memoryText(m.args[0].number * 1e9), format.memoryText(m.args[1].number * 1e9));
    return std::nullopt;
}

} // namespace

QString coreText(const Message& m, const Format& format) {
    if (auto own = probeFormatted(m, format))
        return *own;
    return formatted(m, format).value_or(coreText(m, format.locale()));
}

QString reasonText(const Candidate& c, const Format& format) {
    QStringList details;
    for (const Message& m : c.reason_details)
        details.append(formatted(m, format).value_or(coreText(m, format.locale())));
    return QCoreApplication::translate("core", "%1: %2")
        .arg(coreText(c.reason_head, format.locale()),
             details.join(QCoreApplication::translate("core", "; ")));
}

QString errorText(const std::exception& e) {
    if (const auto* input = dynamic_cast<const InputError*>(&e); input && input->message())
        return coreText(*input->message());
    return QString::fromUtf8(e.what());
}

std::string cliText(const Message& m) {
    if (auto own = probeFormatted(m, Format::commandLine()))
        return own->toStdString();
    if (holdsLinkName(m))
        return cliText(withLinkNames(m, Format::commandLine()));
    const auto translate = [](std::string_view english) {
        const std::string key(english);
        return text::translate("core", key.c_str());
    };
    return formatMessage(m, translate, text::numberStyle());
}

QString billingText(const Candidate& c, const QLocale& locale) {
    std::vector<Message> parts;
    for (const Message& m : c.reason_details)
        if (m.id == MessageId::ReasonBilledJob || m.id == MessageId::ReasonBillingAssumed ||
            m.id == MessageId::ReasonStartupAssumed || m.id == MessageId::ReasonRentCost)
            parts.push_back(m);
    return coreText(parts, QCoreApplication::translate("core", "; "), locale);
}

std::string cliReason(const Candidate& c) {
    std::string details;
    const Format format = Format::commandLine();
    for (const Message& m : c.reason_details) {
        if (!details.empty())
            details += text::translate("core", "; ");
        const std::optional<QString> own = formatted(m, format);
        details += own ? own->toStdString() : cliText(m);
    }
    return QString::fromStdString(text::translate("core", "%1: %2"))
        .arg(QString::fromStdString(cliText(c.reason_head)), QString::fromStdString(details))
        .toStdString();
}

} // namespace gpuplan::text

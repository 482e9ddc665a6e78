#pragma once

#include "core/base/Message.h"
#include "core/catalog/Catalog.h"
#include "core/memory/MultiGpu.h"
#include "core/model/Precision.h"
#include "core/model/Workload.h"
#include "core/speed/Communication.h"
#include "core/speed/StepTime.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gpuplan {

// The classes of GPU whose sustained training share differs: the catalog's form factor.
enum class GpuClass { Datacenter, Workstation, Consumer };
GpuClass gpuClass(const GpuSpec& gpu);

// Sustained bf16 training share of a datacenter GPU's tensor peak, fitted on all sources of
// tests/data/training_runs.csv (TestTrainingValidation.CoreSharesAreTheFitOnAllSources): the
// median of 23 runs of torchtitan (H100 2024-12, A100 2024) and torchtune (A100 2024-09, 2024-11),
// 0.5814, to the whole point the settings' spin box keeps.
// It counts the FLOPs trainFlopsPerToken counts (recomputation and attention included): a
// hardware FLOPs utilisation, above the MFU the publications state.
inline constexpr double kTrainMfuDatacenterBf16 = 0.58;

// Efficiencies of the throughput model, all editable. Defaults and where they
// come from (the ids are rows of tests/data/measurements.csv, which names each
// publication: title, address, date):
struct Efficiencies {
    // Sustained share of the tensor peak in training (model FLOPs utilisation, attention
    // included) on a datacenter GPU in bf16: the median over the published runs of
    // tests/data/training_runs.csv (trainShare's sources; DESIGN.md, "Training validation").
    // Workstation and consumer cards and fp8 matmuls scale it (trainShare).
    double train_mfu = kTrainMfuDatacenterBf16;
    // Prefill (prompt processing) is one large forward pass: GEMM-like.
    double prefill_mfu = 0.50;
    // Compute side of batched decode (small GEMMs).
    double decode_mfu = 0.40;
    // Share of the memory bandwidth a decode step reaches: MLC-LLM decodes
    // Llama-2-7B 4-bit at 191 tok/s on an RTX 4090 (llama2-7b-q4-rtx4090-mlc),
    // i.e. ~0.74 of 1008 GB/s for ~3.9 GB read per token; STREAM-like copies
    // reach 0.89-0.92 (a800-membw, rtx3090-membw-opencl).
    double decode_memory = 0.75;
    // The host's time to launch one layer of a decode step (eager PyTorch: Hugging Face
    // transformers, core/serving/ServingEngine); a step takes at least layers x this. 0: hidden.
    double decode_host_seconds_per_layer = 0;
    // Large GEMMs: an A800 reaches 215 of 312 TFLOPS in FP16 (a800-fp16-gemm): 0.69.
    double gemm = 0.70;
    // Vendor software stack, multiplies compute times: the guide measures its
    // 10000^2 matmul 1.5x slower on ROCm than on CUDA.
    double rocm_factor = 1.5;
    double other_stack_factor = 1.0; // Intel Gaudi SW and anything not CUDA/ROCm
    // Inference matmuls accumulate in FP16 and run at the FP16-accumulate peak (llama.cpp's cuBLAS
    // path; `throughput --engine llama.cpp` sets it, as serving does for that engine).
    bool fp16_accumulate = false;
    CommSettings comm;
    bool operator==(const Efficiencies&) const = default;
};

// The sustained training share of a GPU class and compute precision, what it rests on.
struct TrainShare {
    double mfu = 0; // of the peak the step is timed with
    GpuClass gpu_class = GpuClass::Datacenter;
    bool fp8 = false;    // fp8 matmuls (torchao Float8 / Transformer Engine)
    std::string sources; // the published runs it is fitted on, short
};
// e.train_mfu x the class's (and fp8's) ratio to the datacenter bf16 share.
TrainShare trainShare(const GpuSpec& gpu, Precision compute, const Efficiencies& e);

// A peak throughput figure and what it is.
struct Peak {
    double flops = 0; // per second, dense
    Message basis;    // "bf16 tensor (dense)", "fp32 (no tensor cores)"...
};

// The compute dtype of a workload: training runs its matmuls in bf16/fp16
// (mixed or pure 16-bit), fp32 or fp8; weight-only quantized formats (int8,
// nf4, GPTQ...) dequantize to 16-bit.
Precision computePrecision(Precision weights, bool training, TrainRegime regime);

// The GPU's dense peak for a compute precision: fp16/bf16 use the tensor cores
// with fp32 accumulation (what PyTorch's matmuls and mixed precision use; on
// GeForce that is half NVIDIA's fp16-accumulate headline); fp8 its fp8 figure;
// fp32 the non-tensor rate. nullopt when the catalog has no figure.
std::optional<Peak> peakFor(const GpuSpec& gpu, Precision compute);

// The FP16-accumulate tensor peak (fp16_tensor_flops: NVIDIA's GeForce headline), what llama.cpp's
// cuBLAS path runs at; nullopt when the catalog has none. Marked when the catalog derived it.
std::optional<Peak> fp16AccumulatePeak(const GpuSpec& gpu);

// The peak inference runs at: peakFor(gpu, compute), or the FP16-accumulate peak where the engine
// accumulates in FP16 (fp16_accumulate) and the GPU has one, for any compute but fp8.
std::optional<Peak> inferencePeak(const GpuSpec& gpu, Precision compute, bool fp16_accumulate);

// The peak a job runs at: training at peakFor(gpu, compute), inference at inferencePeak with the
// efficiencies' FP16 accumulation.
std::optional<Peak> workloadPeak(const GpuSpec& gpu, Precision compute, bool training, const Efficiencies& e);

// Multiplier on compute times for the GPU's software stack (ROCm 1.5 by default).
double stackFactor(const GpuSpec& gpu, const Efficiencies& e);

// GEMM time 2*m*n*k / (efficiency x peak) x stack factor.
double gemmSeconds(double m, double n, double k, double peak_flops, double efficiency,
                   double stack_factor = 1.0);

// MoE: the share of the routed experts a step of `tokens` tokens reads, each token choosing k of E
// at random: 1 - (1 - k/E)^tokens (k/E for one token, all of them for many).
double expertsTouched(double k_over_e, double tokens);

// MoE: the bytes of routed experts a step of `tokens` tokens leaves unread, routed x (1 -
// expertsTouched). The one rule behind decode, prefill's memory term, the serving step and the
// MoE layers of a partial offload: what a step reads is its weights less this.
double unreadExpertBytes(double routed_expert_bytes, double k_over_e, double tokens);

// Decode throughput: each step reads the weights (an MoE model: the routed experts its tokens
// pick, expertsTouched; all GPUs of a tensor-parallel group in parallel) and the KV cache of every sequence;
// the step takes the larger of memory time and compute time (roofline).
struct DecodeResult {
    double step_seconds = 0;
    double tokens_per_s = 0;              // all sequences of the batch (and replicas) together
    double tokens_per_s_per_sequence = 0; // what one user sees
    double bytes_per_step = 0;            // per GPU
    double flops_per_step = 0;            // per GPU
    bool memory_bound = true;
};
DecodeResult decode(const WorkloadTerms& t, const GpuSpec& gpu, const Layout& l, std::uint32_t batch,
                    double context_tokens, const Efficiencies& e, const std::optional<Peak>& peak,
                    const LinkPath* path = nullptr);

// Prompt processing of `batch` sequences of `prompt_tokens`, in steps of at most `chunk_tokens`
// (0: one step; an engine's max_num_batched_tokens), each at the one step model's time
// (core/speed/StepTime.h), the all-reduces of tensor parallelism included when `path` is given.
double prefillSeconds(const WorkloadTerms& t, const GpuSpec& gpu, const Layout& l, std::uint32_t batch,
                      double prompt_tokens, const Efficiencies& e, const Peak& peak,
                      const LinkPath* path = nullptr, std::uint32_t chunk_tokens = 0);

// The step model (core/speed/StepTime.h) of one replica of layout `l`: what decode() and
// prefillSeconds() time their steps with. Without a peak the compute side is not timed; without
// a path a tensor-parallel group's all-reduces cost their default latency only.
StepModel inferenceStepModel(const WorkloadTerms& t, const GpuSpec& gpu, const Layout& l,
                             const Efficiencies& e, const std::optional<Peak>& peak, const LinkPath* path);

// FLOPs per trained token: 6N (forward 2N + backward 4N), 8N with full
// recomputation; LoRA/QLoRA skip the frozen weights' gradients: 4N (6N).
double trainFlopsPerToken(const WorkloadTerms& t);

struct TrainStep {
    double tokens_per_step = 0; // global: batch x seq x grad_accum x dp
    double flops_per_token = 0;
    double compute_seconds = 0; // busiest GPU, at MFU x peak, stack factor included
    double bubble_seconds = 0;  // pipeline idle time
    double comm_exposed_seconds = 0;
    double step_seconds = 0;
    double comm_fraction = 0; // exposed communication / step time
    StepCommunication comm;
};
// `mfu`: the sustained share of `peak` (trainShare(...).mfu).
TrainStep trainStep(const WorkloadTerms& t, const GpuSpec& gpu, const Layout& l, const LinkPath& path,
                    const Efficiencies& e, const Peak& peak, double mfu, std::uint32_t grad_accum,
                    bool name_links = true);
// What a step's compute time reads of the workload and the GPU whatever the layout: found once
// by a search that times one workload on one GPU in many layouts (the recommendation's sweep).
struct TrainRate {
    double flops_per_token = 0; // trainFlopsPerToken(t)
    double stack = 1;           // stackFactor(gpu, e)
};
TrainRate trainRate(const WorkloadTerms& t, const GpuSpec& gpu, const Efficiencies& e);
// trainStep() from the rate found once: the same figures, to the bit.
TrainStep trainStep(const WorkloadTerms& t, const TrainRate& rate, const Layout& l, const LinkPath& path,
                    const Efficiencies& e, const Peak& peak, double mfu, std::uint32_t grad_accum,
                    bool name_links = true);

// What one "job" is: a training run over a dataset, or a batch of inference requests.
struct Job {
    std::uint64_t dataset_examples = 50'000; // training: examples of `seq` tokens each
    double epochs = 1;
    std::uint64_t requests = 1'000;       // inference: requests per job
    std::uint64_t generated_tokens = 500; // inference: tokens generated per request (the guide's 500)
    bool operator==(const Job&) const = default;
};

// Training job: examples x seq x epochs tokens at the step's rate.
double trainingJobSeconds(const TrainStep& step, std::uint64_t seq, const Job& job);
// Inference job: requests served `batch` at a time on `replicas` independent copies,
// each batch a prefill and `generated_tokens` decode steps.
double inferenceJobSeconds(double prefill_seconds, const DecodeResult& d, std::uint32_t batch,
                           std::uint32_t replicas, const Job& job);

} // namespace gpuplan

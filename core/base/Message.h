#pragma once

// Sentences for the user that core produces (warnings, validation errors,
// recommendation reasons, suggestions, the rule-of-thumb formula...) without
// knowing the user's language.
//
// A Message is an id into the table below (its English pattern, with fmt's `{}`
// placeholders and format specs) and its arguments. english() gives the English
// text (the CLI in English, --json, logs). The app translates the pattern (Qt
// context "core"; app/text/CoreText.cpp lists every pattern for lupdate, and a
// test checks that list against messagePatterns()) and writes numeric arguments
// the user's way (decimal comma, grouped thousands).

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace gpuplan {

// X(Id, "English pattern"). Append; the ids are not stored anywhere.
#define GPUPLAN_CORE_MESSAGES(X)                                                                             \
    /* Text from elsewhere (a file's error...), shown as it is */                                            \
    X(Verbatim, "{}")                                                                                        \
    /* A catalog link's name inside a sentence: its name, then its id (app/text writes the embedded */       \
    /* catalog's names in the user's language) */                                                            \
    X(LinkName, "{}")                                                                                        \
    /* Bounded readers and requests (the limits are in Limits.h) */                                          \
    X(FileTooLarge, "the file is {:.1f} MB, more than the {:g} MB allowed")                                  \
    X(JsonTooDeep, "lists and objects are nested more than {} levels deep")                                  \
    X(EveryCountTooMany,                                                                                     \
      "trying every GPU count up to {} is too much: at most {} with every count (without it, 1, 2, 4, 8... " \
      "up to {})")                                                                                           \
    X(TooManyLoraTargets, "at most {} LoRA target modules, got {}")                                          \
    X(LoraTargetTooLong, "a LoRA target module name has at most {} characters, got {}")                      \
    X(TooManyCandidates,                                                                                     \
      "this request would try {} candidates, more than the {} allowed: lower the most GPUs, try fewer "      \
      "counts or fewer precisions")                                                                          \
    /* Output files that would destroy an input */                                                           \
    X(OutputIsCatalog, "will not write {}: it is the open catalog")                                          \
    X(OutputIsInput, "will not write {}: it is the file being read")                                         \
    X(OutputIsFolder, "will not write {}: it is a folder")                                                   \
    X(OutputOtherKind, "will not replace {}: it is not a {} file (only a {} file may be replaced)")          \
    /* Planner: the scenario against the catalog */                                                          \
    X(ModelNotInCatalog, "/workload/model '{}' is not in the catalog")                                       \
    X(GpuNotInCatalog, "/hardware/gpu '{}' is not in the catalog")                                           \
    X(RentGpuNotInCatalog, "/costs/rent_gpu '{}' is not in the catalog")                                     \
    X(IntraLinkNotInCatalog, "intra-node link '{}' is not in the catalog")                                   \
    X(InterLinkNotInCatalog, "inter-node link '{}' is not in the catalog")                                   \
    X(NoPurchasePrice, "no purchase price for {} (set /costs/gpu_price)")                                    \
    X(NoTdp, "no TDP for {}: electricity not counted")                                                       \
    X(NoCloudOffer, "no cloud offer for {} (set /costs/cloud_rate_per_gpu_hour)")                            \
    /* Validation of a scenario and of a workload */                                                         \
    X(MustBeAtLeast, "must be >= {}, got {}")                                                                \
    X(MustBeBetween, "must be between {} and {}, got {}")                                                    \
    X(ParallelDegreesAtLeastOne, "the tensor-parallel degree and the pipeline stages must be >= 1")          \
    X(BatchAtLeastOne, "batch must be at least 1")                                                           \
    X(SeqAtLeastOne, "sequence length must be at least 1")                                                   \
    X(GradAccumAtLeastOne, "gradient accumulation steps must be at least 1")                                 \
    X(GroupSizePositive, "quantization group size must be positive, got {}")                                 \
    X(TrainingNeedsFloatWeights,                                                                             \
      "{} training needs fp32, fp16 or bf16 weights, got {} (use qlora to train adapters on quantized "      \
      "weights)")                                                                                            \
    X(QloraNeedsQuantizedWeights,                                                                            \
      "qlora trains adapters on quantized weights: use a 4- or 8-bit precision (nf4, nf4-dq, int8...), got " \
      "{} (or use lora)")                                                                                    \
    X(LoraRankAtLeastOne, "LoRA rank must be at least 1")                                                    \
    X(LoraNeedsTargets, "LoRA needs at least one target module (e.g. q_proj,v_proj)")                        \
    X(KvPrecisionAllowed,                                                                                    \
      "KV-cache precision must be fp32, fp16, bf16, fp8, int8, q8_0, q5_0 or q4_0, got {}")                  \
    X(AdapterPrecisionAllowed, "adapter precision must be fp32, fp16 or bf16, got {}")                       \
    X(FragmentationRange, "fragmentation margin must be between 0 and 100 %, got {:g} %")                    \
    /* A config's own quantization_config (core/model/QuantizationConfig.h) */                               \
    X(QuantConfigRead, "quantization_config ({}): the weights are stored as {}")                             \
    X(QuantConfigNotModelled,                                                                                \
      "quantization_config ({}) is not a format the planner models: choose the precision yourself")          \
    X(QuantConfigBlockAs128,                                                                                 \
      "quantization_config: weight_block_size [{}, {}] is counted as 128 x 128 blocks")                      \
    X(QuantConfigKeeps16Bit, "quantization_config: modules_to_not_convert stay 16-bit ({})")                 \
    /* The guide's rule of thumb */                                                                          \
    X(RuleOfThumb, "{:.2f}B x {:g} B x {:g}")                                                                \
    X(RuleOfThumbLora, "{:.2f}B x {:g} B x {:g} + LoRA {:.2f}B x 0.015 x 2 x 4 + batch {} x 1 GB")           \
    /* Which peak figure a throughput estimate uses */                                                       \
    X(PeakFp16Fp32Acc, "fp16/bf16 tensor (dense, fp32 accumulate)")                                          \
    X(PeakBf16, "bf16 tensor (dense)")                                                                       \
    X(PeakFp16, "fp16 tensor (dense)")                                                                       \
    X(PeakFp32No16, "fp32 (no 16-bit figure in the catalog)")                                                \
    X(PeakFp32, "fp32 (no tensor cores)")                                                                    \
    X(PeakFp8, "fp8 tensor (dense)")                                                                         \
    X(PeakNone, "no compute figure in the catalog: decode from memory bandwidth only")                       \
    X(NoFp8Training, "{} has no FP8 tensor cores: FP8 training (torchao Float8, Transformer Engine) needs "  \
                     "one (Hopper, Ada, Blackwell, MI300); choose mixed precision")                          \
    /* Layouts in words */                                                                                   \
    X(LayoutOneGpu, "one GPU")                                                                               \
    X(LayoutDataParallel, "DataParallel")                                                                    \
    X(LayoutDdp, "DDP")                                                                                      \
    X(LayoutZero1, "ZeRO-1")                                                                                 \
    X(LayoutZero2, "ZeRO-2")                                                                                 \
    X(LayoutZero3, "ZeRO-3")                                                                                 \
    X(LayoutTensorParallel, "tensor parallel")                                                               \
    X(LayoutPipelineParallel, "pipeline parallel")                                                           \
    X(LayoutHybrid, "DP x TP")                                                                               \
    X(LayoutCpuOffload, "{} + CPU offload")                                                                  \
    X(LayoutNvmeOffload, "{} + NVMe offload")                                                                \
    X(LayoutCpuOffloadParams, "{} + CPU offload (params too)")                                               \
    X(LayoutNvmeOffloadParams, "{} + NVMe offload (params too)")                                             \
    /* Recommendation: why a candidate is where it is */                                                     \
    X(RankFirst, "#1, cheapest that fits")                                                                   \
    X(RankOther, "#{}, {:+.0f} {} ({:+.0f} %) vs #1")                                                        \
    X(RankOtherFaster, "#{}, {:+.0f} {} ({:+.0f} %) vs #1, {:.1f}x faster")                                  \
    X(RankOtherNotFaster, "#{}, {:+.0f} {} ({:+.0f} %) vs #1, and no faster than a cheaper option")          \
    X(ParetoFirst, "Pareto: cheapest option")                                                                \
    X(ParetoNext, "Pareto: {:.1f}x faster than the previous point for {:+.0f} {}")                           \
    X(ReasonBought, "{} on {}x {} ({}, bought)")                                                             \
    X(ReasonRented, "{} on {}x {} ({}, rented)")                                                             \
    X(ReasonMemory, "{:.1f} of {:.0f} GB per GPU")                                                           \
    X(ReasonJobHours, "{:.2f} h per job")                                                                    \
    X(ReasonCommunication, "needs {} over {}: communication {:.0f} % of step time")                          \
    X(LinkToHost, "{} to the host")                                                                          \
    X(ItsLink, "its link")                                                                                   \
    X(ReasonOffload, "optimizer states in host memory (slower steps, needs CPU RAM)")                        \
    X(ReasonQuantized, "{} weights: some quality loss")                                                      \
    X(RankFirstFastest, "#1, fastest that fits")                                                             \
    X(RankFirstFastestBudget, "#1, fastest within the budget of {:.0f} {}")                                  \
    X(RankFirstValue, "#1, most work for the money: {:.2f} jobs per 1000 {}")                                \
    X(RankOtherSlower, "#{}, {:.1f}x slower than #1, {:+.0f} {} vs #1")                                      \
    X(RankOtherLessValue, "#{}, {:.0f} % less work for the money than #1, {:+.0f} {} vs #1")                 \
    X(RankOverCapacity,                                                                                      \
      "#{}, cannot do the work: needs {:.0f} h a month, more than the {:.0f} h of a month")                  \
    X(ReasonReplacement, "{}x {} can: proposed instead")                                                     \
    X(ReasonNoReplacement, "no count up to {} {|GPU|GPUs} brings it under a month")                          \
    X(ReasonReplaces, "proposed instead of {}x, which needs more hours than a month has")                    \
    X(ReasonOffer, "offer {} ({} {|GPU|GPUs})")                                                              \
    X(PriceOfDate, "price of {}")                                                                            \
    X(PriceOfDateStale, "price of {}, over {} {|month|months} old")                                          \
    X(PriceUndated, "undated price")                                                                         \
    X(RateOfDate, "rate of {}")                                                                              \
    X(RateOfDateStale, "rate of {}, over {} {|month|months} old")                                            \
    X(RateUndated, "undated rate")                                                                           \
    /* Suggestions when the scenario does not fit: the change, its time and quality costs */                 \
    X(SuggestQuantize, "quantize the weights to {}")                                                         \
    X(QualityFp8, "FP8 weights: ~lossless on recent models (needs FP8 hardware)")                            \
    X(QualityInt8, "LLM.int8: < 1 % loss on most benchmarks (the guide)")                                    \
    X(QualityGptq, "GPTQ int4: ~1-2 % loss, needs a quantized checkpoint")                                   \
    X(QualityNf4, "NF4: small loss")                                                                         \
    X(TimeFasterDecode, "faster decode (fewer bytes per token)")                                             \
    X(SuggestKvFp8, "store the KV cache in FP8")                                                             \
    X(CostNone, "none")                                                                                      \
    X(CostSmall, "small")                                                                                    \
    X(CostUsuallyNone, "usually none")                                                                       \
    X(SuggestLora, "LoRA (r=16 on q_proj,v_proj) instead of full fine-tuning")                               \
    X(TimeLora, "~-33 % compute (no weight gradients)")                                                      \
    X(QualityLora, "adapts fewer parameters: usually close to full fine-tuning")                             \
    X(SuggestQloraInsteadOfFull, "QLoRA (NF4 base + LoRA) instead of full fine-tuning")                      \
    X(SuggestQloraInsteadOfLora, "QLoRA: NF4 base weights instead of 16-bit")                                \
    X(TimeDequantization, "slower steps (dequantization)")                                                   \
    X(QualityQlora, "QLoRA paper: matches 16-bit LoRA")                                                      \
    X(SuggestCheckpointingFull, "gradient checkpointing (full recomputation)")                               \
    X(TimeCheckpointingFull, "+33 % compute (8N instead of 6N FLOPs per token)")                             \
    X(SuggestCheckpointingSelective, "selective recomputation (attention only)")                             \
    X(TimeFewPercent, "a few % compute")                                                                     \
    X(SuggestFlashAttention, "FlashAttention (no s^2 attention matrix)")                                     \
    X(TimeFlashAttention, "faster (the guide: 2-4x on attention)")                                           \
    X(SuggestMicroBatch1, "micro-batch 1 with gradient accumulation {} (same effective batch)")              \
    X(TimeSmallerGemms, "smaller GEMMs: somewhat lower utilisation")                                         \
    X(SuggestAdamW8bit, "8-bit AdamW (bitsandbytes)")                                                        \
    X(SuggestStrategy, "{} over the {} GPUs")                                                                \
    X(TimeZero3, "~1.5x the DDP communication")                                                              \
    X(TimeSameAsDdp, "same communication as DDP")                                                            \
    X(SuggestOffloadCpu, "ZeRO-3 with the optimizer offloaded to CPU RAM")                                   \
    X(TimeOffloadCpu, "PCIe traffic every step and CPU Adam: slower")                                        \
    X(SuggestOffloadParams, "ZeRO-3 with optimizer and parameters offloaded to CPU RAM")                     \
    X(TimeOffloadParams, "parameters cross PCIe twice per step: much slower")                                \
    X(SuggestMoreGpus, "{} GPUs with {}")                                                                    \
    X(TimeMoreGpus, "communication between GPUs")                                                            \
    /* Bounds: inputs out of range, sizes too large to compute */                                            \
    X(ValueBetween, "{} must be between {} and {}, got {}")                                                  \
    X(MemoryBeyondLimit,                                                                                     \
      "needs more than {:g} bytes of memory, beyond what can be planned (reduce the batch, the sequence "    \
      "length or the model)")                                                                                \
    X(ParamsBeyondLimit, "has more than {:g} parameters, beyond what can be planned")                        \
    /* Importing a Hugging Face config.json: what was assumed or counted apart */                            \
    X(HfEstimated, "model_type '{}' is not a family GPU Planner knows: estimated as a Llama-like decoder")   \
    X(HfAssumedKvHeads, "assumed num_key_value_heads = num_attention_heads ({}), as it is absent")           \
    X(HfAssumedHeadDim, "assumed head_dim = hidden_size / num_attention_heads ({}), as it is absent")        \
    X(HfAssumedGatedFfn, "assumed a gated FFN of three matrices (gate, up, down), biases only where "        \
                         "attention_bias or mlp_bias say so")                                                \
    X(HfAssumedNorms, "assumed two RMSNorms per layer and a final one, embeddings untied unless "            \
                      "tie_word_embeddings says so")                                                         \
    X(HfAssumedFullAttention,                                                                                \
      "assumed full attention on every layer (no sliding window, no latent attention)")                      \
    X(HfAssumedExpertSize,                                                                                   \
      "assumed each expert's FFN has intermediate_size ({}), as moe_intermediate_size is absent")            \
    X(HfFamilyDefault, "{} is absent: {}'s default {} is used")                                              \
    X(HfVisionCounted,                                                                                       \
      "the vision tower and projector ({} parameters) are counted separately, not in the total")             \
    X(HfVisionNotCounted, "the vision tower ({}) is not counted: the parameters are the language model's")   \
    X(HfMtpSeparate, "{} multi-token-prediction layer(s) of {} parameters in all are counted separately, "   \
                     "not in the total, as the model card counts")                                           \
    X(HfExpertsFormat, "quantization_config stores the routed experts as {}")                                \
    /* Buying: the system(s) around the GPUs (SystemPricing.h) */                                            \
    X(SystemNotInCatalog, "/costs/system '{}' is not in the catalog")                                        \
    X(SystemDoesNotHold, "the scenario's system {} does not take {}: the catalog's choice is used")          \
    X(NoSystemHolds, "no system of the catalog takes {} ({} form factor): set /costs/system")                \
    X(SystemsHoldMore, "{} x {} hold {} GPUs, {} used")                                                      \
    X(PriceIsSystemShare,                                                                                    \
      "{} is sold only in systems and no system of the catalog includes it: its price stands for its share " \
      "of one")                                                                                              \
    X(NoSystemPowers,                                                                                        \
      "no system of the catalog can power {} ({:g} W): add one with a larger power supply, or set "          \
      "/costs/system")                                                                                       \
    X(SystemPowerLimits,                                                                                     \
      "a system powers {} {|GPU|GPUs} of {:g} W: its power supply leaves {:g} W for them")                   \
    X(PowerSupplyAssumed,                                                                                    \
      "its power supply is not in the catalog: {:g} W assumed, the largest workstation supply at office "    \
      "voltage")                                                                                             \
    X(HostPcieSlower,                                                                                        \
      "{} runs at PCIe {}.0 in {} (a PCIe {}.0 card): the host's slots set its link to the host and "        \
      "between its GPUs")                                                                                    \
    X(ReasonInSystem, "in {} x {}")                                                                          \
    X(ReasonSplitOverSystems,                                                                                \
      "the GPUs split {} per system, the systems linked by {} (the scenario's inter-node link)")             \
    X(ReasonSplitOverSystemsNetwork,                                                                         \
      "the GPUs split {} per system, the systems linked by {} (their network)")                              \
    X(ReasonSplitOverSystemsAssumed,                                                                         \
      "the GPUs split {} per system, the systems linked by {} (assumed: the catalog does not say how they "  \
      "are networked)")                                                                                      \
    X(ReasonSystemIncluded, "as {} x {} (GPUs included)")                                                    \
    X(PriceOfScenario, "the scenario's price")                                                               \
    /* Serving (core/Serving*.h) */                                                                          \
    X(ServingUsersOrRate, "give either the concurrent users or the requests per second, not both")           \
    X(ServingNoRoomForKv,                                                                                    \
      "no room for a KV cache: {:.2f} GiB of weights and {:.2f} GiB of working memory per GPU in a "         \
      "budget of {:.2f} GiB")                                                                                \
    X(ServingPoolBelowOneSequence, "the KV cache holds {} tokens, less than one sequence of {} tokens")      \
    X(ServingMaxModelLenShortened,                                                                           \
      "the engine's default max_model_len of {} tokens leaves no room for one sequence: planned with "       \
      "max_model_len {}, the longest the KV cache holds (--max-model-len); more GPUs or a higher TP "        \
      "degree would keep the full context")                                                                  \
    X(RecommendUntimed, "{} could not be ranked: the catalog has no compute figure to time a job on them")   \
    X(UsageHoursGpuDoesNotFit, "{} does not fit the workload, so {:g} {|hour|hours} a month cannot be "      \
                               "turned into jobs: the costs assume 1 "                                       \
                               "job a month")                                                                \
    X(UsageHoursNoComputeFigure,                                                                             \
      "{} has no compute figure in the catalog, so {:g} {|hour|hours} a month cannot be "                    \
      "turned into jobs: the costs "                                                                         \
      "assume 1 job a month")                                                                                \
    X(ServingNoComputeFigure,                                                                                \
      "{} has no compute figure in the catalog: its prefill, and so its latency, cannot be estimated")       \
    X(ServingMissTtft, "TTFT p95 {:.0f} ms, over the {:.0f} ms target")                                      \
    X(ServingMissTpot, "TPOT {:.1f} ms, over the {:.1f} ms target")                                          \
    X(ServingOverloaded, "cannot keep up with {:.2f} requests/s: it serves at most {:.2f}")                  \
    X(ServingHintReplicas,                                                                                   \
      "more replicas: {} GPUs of {} would meet the targets, above the {} {|GPU|GPUs} allowed")               \
    X(ServingHintFp8, "FP8 weights and KV cache on a GPU that computes FP8 ({}) would come closest")         \
    X(ServingHintFasterGpu,                                                                                  \
      "the closest option reaches TTFT p95 {:.0f} ms and TPOT {:.1f} ms on {}: a GPU with more memory "      \
      "bandwidth, or looser targets")                                                                        \
    X(ServingHintShorterPrompts,                                                                             \
      "prefill alone takes {:.0f} ms on the fastest option: shorter prompts, a prefix cache or a larger "    \
      "prefill chunk (max_num_batched_tokens)")                                                              \
    X(ServingHintNoFit, "the model fits on no GPU of the catalog up to {} {|GPU|GPUs} per replica")          \
    X(ServingApiNotInCatalog, "/serving/api '{}' is not in the catalog")                                     \
    X(ObjectiveServingNeedsInference,                                                                        \
      "the serving objective ranks ways to serve a model: the workload must be inference, not {}")           \
    X(RankFirstServing, "#1, the cheapest that serves the traffic at the targets: {:.0f} {} a month")        \
    X(RankFirstServingMisses, "#1, no option meets every target: the cheapest first")                        \
    X(RankOtherServing, "#{}, {:+.0f} {} a month vs #1")                                                     \
    X(RankOtherServingMisses, "#{}, misses a target")                                                        \
    X(ReasonServing, "{}x {} as {} x TP {} ({}, KV {}, {})")                                                 \
    X(ReasonServingSpeed,                                                                                    \
      "{:.1f} tokens/s per user, first token p95 {:.0f} ms, {:.1f} ms per output token (p95)")               \
    X(ReasonServingPerMillion, "{:.3f} {} per million tokens")                                               \
    /* A peak the catalog derived (GpuSpec::derived): no vendor publishes it */                              \
    X(PeakDerived, "{}, derived (no vendor figure)")                                                         \
    /* Plans no engine or framework would run (issue 34) */                                                  \
    X(ServingRequestBeyondMaxModelLen,                                                                       \
      "a request of {} tokens ({} in, {} out) is longer than max_model_len {}: the engine would refuse it")  \
    X(ServingP95BeyondMaxModelLen,                                                                           \
      "a 95th-percentile request of {} tokens is longer than max_model_len {}: the engine would refuse it")  \
    X(ServingRequestBeyondContext,                                                                           \
      "a request of {} tokens ({} in, {} out) is longer than the {} tokens of {}'s context")                 \
    X(ServingMaxModelLenBeyondContext,                                                                       \
      "max_model_len {} is longer than the {} tokens of {}'s context (vLLM refuses to start)")               \
    X(TensorParallelAboveLimit, "a tensor-parallel degree of {} is above the limit of {}")                   \
    X(PipelineStagesAboveLimit, "{} pipeline stages are above the limit of {}")                              \
    X(TensorParallelHeads,                                                                                   \
      "a tensor-parallel degree of {} does not divide the {} attention heads of {}: each GPU needs whole "   \
      "heads")                                                                                               \
    X(TensorParallelKvHeads,                                                                                 \
      "a tensor-parallel degree of {} neither divides nor is a multiple of the {} key-value heads of {}")    \
    X(ServingSpeedNotFinite,                                                                                 \
      "the speed of {} on {} is not a finite number: check the GPU's figures in the catalog (memory "        \
      "bandwidth {:g} B/s, compute {:g} FLOP/s)")                                                            \
    /* Renting for a job: its billed time and cost (core/catalog/CloudBilling.h) */                          \
    X(ReasonBilledJob, "billed {:.2f} min a job: start-up {:.2f} min + job {:.2f} min = {:.2f} min, "        \
                       "rounded up to whole {:g} "                                                           \
                       "s = {:.2f} min, at least {:g} s")                                                    \
    X(ReasonBilledMonth, "billed {:.2f} h a month, rented in one run: start-up {:.2f} min + {:.2f} h = "     \
                         "{:.2f} h, rounded up to whole {:g} s, at least {:g} s")                            \
    X(ReasonBillingAssumed,                                                                                  \
      "billing assumed per started {:g} min, at least {:g} min (the offer gives no terms: set its "          \
      "billing_increment_s and billing_minimum_s in the catalog)")                                           \
    X(ReasonStartupAssumed,                                                                                  \
      "start-up assumed {:g} min (the offer gives none: set its startup_s in the catalog)")                  \
    X(ReasonRentCost,                                                                                        \
      "rent: {:g} {|job|jobs} x {:.4f} h billed x {} {|GPU|GPUs} x {:.4f} {} per GPU-hour = {:.2f} {}")      \
    /* A baseboard kit's host (core/cost/SystemPricing.h) */                                                 \
    X(BaseboardHostPriced,                                                                                   \
      "with {} x {} as host ({:.0f} {} each): a baseboard has no CPUs, memory or chassis, so its host is "   \
      "priced to compare with whole servers")                                                                \
    X(BaseboardWithoutHost,                                                                                  \
      "{} is a baseboard without its host (CPUs, memory, chassis) and the catalog has no host for it: this " \
      "price leaves the host out, less than a working machine costs")                                        \
    /* The live probe (core/probe): what each backend read or why not, the catalog match, the benchmark */   \
    X(ProbeJoined, "{}; {}")                                                                                 \
    X(ProbeNvmlNotLoaded, "{} could not be loaded: no NVIDIA driver installed ({})")                         \
    X(ProbeNvmlNotUsable,                                                                                    \
      "{} ({}) lacks nvmlInit / nvmlDeviceGetCount / nvmlDeviceGetHandleByIndex: not a usable NVML library") \
    X(ProbeNvmlInitFailed, "nvmlInit failed: {} ({} = {})")                                                  \
    X(ProbeNvmlInitFailedSays, "nvmlInit failed: {} ({} = {}, NVML says: {})")                               \
    X(ProbeAdviceDriverNotLoaded,                                                                            \
      "the NVIDIA kernel driver is not loaded: check that the driver is installed for the running kernel "   \
      "(`lsmod | grep nvidia`), or reinstall it")                                                            \
    X(ProbeAdviceVersionMismatch,                                                                            \
      "driver/library version mismatch: the NVIDIA driver was updated but the old kernel module is still "   \
      "running; reboot the machine (or reload the nvidia kernel modules)")                                   \
    X(ProbeAdviceNoPermission, "no permission to talk to the NVIDIA driver: check the permissions of "       \
                               "/dev/nvidia* (the user may need "                                            \
                               "to be in the video group)")                                                  \
    X(ProbeAdviceNvmlStub,                                                                                   \
      "this looks like the CUDA toolkit's stub libnvidia-ml (for linking only), not the driver's: install "  \
      "the NVIDIA driver, or remove the toolkit's stubs directory from LD_LIBRARY_PATH")                     \
    X(ProbeAdviceOsBlocks, "the operating system (or a container's cgroup) blocks access to the GPU")        \
    X(ProbeAdviceNvmlNoStart, "NVML could not start")                                                        \
    X(ProbeNoteStub, "{}; note: {} is the CUDA toolkit's stub library, not the driver's")                    \
    X(ProbeNvmlStub,                                                                                         \
      "{} is the CUDA toolkit's stub library, not the NVIDIA driver's: install the driver, or remove the "   \
      "toolkit's stubs directory from LD_LIBRARY_PATH")                                                      \
    X(ProbeCallFailed, "{}: {}")                                                                             \
    X(ProbeGpuNotOpened, "GPU {} could not be opened: {}")                                                   \
    X(ProbeNvmlNullHandle, "NVML returned a null handle")                                                    \
    X(ProbeNvmlGpus, "NVML: {} {|GPU|GPUs}")                                                                 \
    X(ProbeNvmlDriverGpus, "NVML, driver {}: {} {|GPU|GPUs}")                                                \
    X(ProbeNvmlNoFunction, "this NVML version has no {}")                                                    \
    X(ProbeNvmlCode, "{} ({} = {})")                                                                         \
    X(ProbeNvmlNotSupported, "not supported on this GPU")                                                    \
    X(ProbeNvmlNoPermission, "no permission (check the permissions of /dev/nvidia*)")                        \
    X(ProbeNvmlDriverNotLoaded, "the NVIDIA kernel driver is not loaded")                                    \
    X(ProbeNvmlVersionMismatch,                                                                              \
      "the NVML library and the running NVIDIA kernel driver are different versions")                        \
    X(ProbeNvmlGpuLost, "the GPU has fallen off the bus")                                                    \
    X(ProbeNvmlNoSuchFunction, "this NVML version lacks the function")                                       \
    X(ProbeNvmlTimeout, "the driver timed out")                                                              \
    X(ProbeNvmlUninitialised, "NVML is not initialised")                                                     \
    X(ProbeNvmlFailed, "failed")                                                                             \
    X(ProbeNoHwmon, "no hwmon directory under the device")                                                   \
    X(ProbeNoAmdGpu, "no AMD GPU driven by amdgpu")                                                          \
    X(ProbeAmdGpus, "{} AMD {|GPU|GPUs} driven by amdgpu")                                                   \
    X(ProbeRocmNotFound, "librocm_smi64 not found (ROCm not installed)")                                     \
    X(ProbeRocmNotFoundWhy, "librocm_smi64 not found (ROCm not installed): {}")                              \
    X(ProbeRocmNotUsable, "librocm_smi64 lacks rsmi_init / rsmi_num_monitor_devices / rsmi_dev_pci_id_get")  \
    X(ProbeRsmiInitFailed, "rsmi_init failed (rsmi_status_t {}): is the amdgpu driver loaded?")              \
    X(ProbeRocmGpus, "ROCm SMI: {} {|GPU|GPUs}")                                                             \
    X(ProbeNoSysfs, "{} does not exist (not Linux, or sysfs is not mounted)")                                \
    X(ProbeLinkSpeedUnknown, "the kernel reports the current link speed as Unknown")                         \
    X(ProbeMaxLinkSpeedUnknown, "the kernel reports the maximum link speed as Unknown")                      \
    X(ProbeNoPcieLink, "no PCIe link attributes (an integrated GPU has no PCIe link)")                       \
    X(ProbeNoDisplayController, "no display controller (PCI class 0x0300/0x0302/0x0380) found")              \
    X(ProbeOneDisplayController, "1 display controller (names from {})")                                     \
    X(ProbeDisplayControllers, "{} display controllers (names from {})")                                     \
    X(ProbeOneDisplayControllerNoIds,                                                                        \
      "1 display controller (no pci.ids file found: names from the vendors' drivers only)")                  \
    X(ProbeDisplayControllersNoIds,                                                                          \
      "{} display controllers (no pci.ids file found: names from the vendors' drivers only)")                \
    X(ProbeBackendHung, "did not answer within {:.0f} s (driver hung?); abandoned")                          \
    X(ProbeInternalError, "internal error: {}")                                                              \
    X(ProbeDisabled, "disabled")                                                                             \
    X(ProbeNoAnswer, "did not answer")                                                                       \
    X(ProbeCatalogUnavailable, "catalog unavailable: {}")                                                    \
    X(ProbeNotMatched, "not matched: {}")                                                                    \
    X(ProbeMatchedByPciId, "matched by PCI id {}")                                                           \
    X(ProbeNoNameNoId, "no catalog match: the device has no name and its PCI id is not in the catalog")      \
    X(ProbeNoNameLike, "no catalog GPU is named like '{}'")                                                  \
    X(ProbeAmbiguous, "'{}' could be any of {}: no match (add the PCI device id to the catalog)")            \
    X(ProbeMatchedByName, "matched by name ('{}' ~ '{}')")                                                   \
    X(ProbeGigabytes, "{:.1f} GB")                                                                           \
    X(ProbePcieGen, "Gen{}")                                                                                 \
    X(ProbePcieWidth, "x{}")                                                                                 \
    X(ProbeWatts, "{:.0f} W")                                                                                \
    X(ProbeNoActiveLink, "no active link")                                                                   \
    X(ProbeOneActiveLink, "1 active link")                                                                   \
    X(ProbeActiveLinks, "{} active links")                                                                   \
    X(ProbeVramDiffers,                                                                                      \
      "VRAM: the driver reports {:.1f} GB but the catalog says {:.1f} GB (more than 10 % apart)")            \
    X(ProbePcieGpuGen, "PCIe: the GPU supports Gen{}, the catalog says Gen{}")                               \
    X(ProbePcieLinkSlower,                                                                                   \
      "PCIe: the link can train to Gen{} at most here (slot, riser or bridge), the GPU is Gen{}: host "      \
      "transfers are slower than the catalog assumes")                                                       \
    X(ProbePcieLinkFaster, "PCIe: the link trains to Gen{}, above the catalog's Gen{} (check the catalog)")  \
    X(ProbePcieWidthDiffers, "PCIe: the link is x{} at most here, the catalog says x{}")                     \
    X(ProbePcieWidthNarrower, "PCIe: the link is x{} at most here, the catalog says x{} (an x8 slot or "     \
                              "riser halves host bandwidth)")                                                \
    X(ProbeNvlinkDown, "NVLink: the catalog lists {} but no link is active (bridge missing, or links down)") \
    X(ProbeNvlinkOneUnlisted, "NVLink: 1 active link but the catalog lists none")                            \
    X(ProbeNvlinkUnlisted, "NVLink: {} active links but the catalog lists none")                             \
    X(ProbePowerLimit, "power limit: {:.0f} W here, catalog TDP {:.0f} W")                                   \
    X(ProbePowerCapped,                                                                                      \
      "power limit: {:.0f} W here, catalog TDP {:.0f} W (power-capped: expect lower throughput)")            \
    X(ProbeCudaStubAdvice,                                                                                   \
      "{} is the CUDA toolkit's stub library, not the driver's: install the NVIDIA driver, or remove the "   \
      "toolkit's stubs directory from LD_LIBRARY_PATH")                                                      \
    X(ProbeNoCudaGpu, "no CUDA-capable GPU")                                                                 \
    X(ProbeCudaDriverOld, "the NVIDIA driver is older than this CUDA library needs")                         \
    X(ProbeCudaVersionMismatch,                                                                              \
      "the CUDA library and the kernel driver are different versions: reboot after a driver update")         \
    X(ProbeCudaNoStart, "CUDA could not start")                                                              \
    X(ProbeCudaNotLoaded, "{} could not be loaded: no NVIDIA driver with CUDA ({})")                         \
    X(ProbeLibraryLacks, "{} lacks {}")                                                                      \
    X(ProbeCuInitFailed, "cuInit: {} ({})")                                                                  \
    X(ProbeCudaStub, "{} is the CUDA toolkit's stub library, not the driver's")                              \
    X(ProbeBenchCancelled, "the benchmark was cancelled; figures measured so far are kept")                  \
    X(ProbeBenchTimedOut, "the time limit ({:.0f} s) was reached; figures measured so far are kept")         \
    X(ProbeNoCudaDeviceMatched, "no CUDA device matched the requested PCI bus ids")                          \
    X(ProbeStepH2d, "{}: host to device bandwidth")                                                          \
    X(ProbeStepD2h, "{}: device to host bandwidth")                                                          \
    X(ProbeStepDeviceMemory, "{}: device memory bandwidth")                                                  \
    X(ProbeStepGemm, "{}: {} GEMM {}x{}")                                                                    \
    X(ProbeStepDone, "done")                                                                                 \
    X(ProbeNoFreeMemory, "not enough free GPU memory")                                                       \
    X(ProbeNoCublasConfigured, "no cuBLAS library configured")                                               \
    X(ProbeCublasNotUsable,                                                                                  \
      "the cuBLAS library lacks cublasCreate_v2 / cublasDestroy_v2 / cublasSetStream_v2")                    \
    X(ProbeCublasUnavailable, "cuBLAS unavailable: {}")                                                      \
    X(ProbeCublasCallFailed, "{} failed (cublasStatus_t {})")                                                \
    X(ProbeCublasLacks, "this cuBLAS lacks {}")                                                              \
    X(ProbeCudaFailed, "{} failed ({})")                                                                     \
    X(ProbeNoCudaContext, "no CUDA context ({})")                                                            \
    X(ProbeAllocFailed, "{} of {} bytes failed ({})")                                                        \
    X(ProbeAllocFailedNoMemory, "{} of {} bytes failed ({}): not enough free GPU memory")                    \
    X(ProbeRunFailed, "failed: {}")                                                                          \
    X(ProbeRunFailedWhileRunning, "failed while running: {}")                                                \
    X(ProbeZeroTime, "the GPU reported a zero or negative time")                                             \
    X(ProbeDeviceCancelled, "cancelled")                                                                     \
    X(ProbeDeviceSkipped, "skipped: the benchmark's time limit was reached")                                 \
    X(ProbePeakPcieCatalog, "PCIe {}.0 x{} per direction (catalog)")                                         \
    X(ProbePeakPcieLink, "PCIe {}.0 x{} per direction (this machine's link)")                                \
    X(ProbePeakMemory, "catalog memory bandwidth")                                                           \
    X(ProbePeakFp32, "catalog FP32 peak")                                                                    \
    X(ProbePeakFp16Acc32, "catalog FP16 tensor peak, FP32 accumulate")                                       \
    X(ProbePeakFp16, "catalog FP16 tensor peak (accumulate precision not given)")                            \
    X(ProbeAbovePeak,                                                                                        \
      "{:.0f} % of the peak: above what the hardware can do; the catalog figure is probably wrong")          \
    X(ProbeAbovePeakTf32, "{:.0f} % of the peak: above what the hardware can do; the catalog figure is "     \
                          "probably wrong (or cuBLAS "                                                       \
                          "used TF32 tensor cores)")                                                         \
    X(ProbeBelowExpected, "{:.0f} % of the peak, below the expected {:.0f}-100 %: check power limit, "       \
                          "clocks, thermal throttling, "                                                     \
                          "PCIe link or other work on the GPU")                                              \
    /* Measured runs (core/measured) */                                                                      \
    X(CalibrationTooFewRuns,                                                                                 \
      "calibrating needs at least {} measured runs that match and that the planner can model, got {}")

enum class MessageId : std::uint16_t {
#define GPUPLAN_MESSAGE_ID(id, pattern) id,
    GPUPLAN_CORE_MESSAGES(GPUPLAN_MESSAGE_ID)
#undef GPUPLAN_MESSAGE_ID
};

// The English pattern of a message ("no TDP for {}: electricity not counted").
std::string_view messagePattern(MessageId id);

// Every pattern, in the table's order.
std::span<const std::string_view> messagePatterns();

struct Message;

// One argument: text (a name, an id), a number (formatted with the pattern's spec,
// then written the user's way), or another message (translated in its turn).
struct MessageArg {
    enum class Kind : std::uint8_t { Text, Number, Nested };
    Kind kind = Kind::Text;
    std::string text;
    double number = 0;
    bool integer = false; // formats as an integer ("{}" gives 8, not 8.0)
    // An integer exactly (a double holds 53 bits): 18446744073709551615 is written as given.
    std::uint64_t magnitude = 0;
    bool negative = false;
    std::vector<Message> nested; // one message when kind == Nested

    // Out of line: `nested` holds Messages, complete only below (clang instantiates
    // what an inline constructor needs to destroy its members at once).
    MessageArg(std::string s);
    MessageArg(const char* s);
    MessageArg(std::string_view s);
    template <typename T>
    requires std::is_arithmetic_v<T> MessageArg(T v)
        : MessageArg(static_cast<double>(v), std::is_integral_v<T>) {
        if constexpr (std::is_integral_v<T>) {
            if constexpr (std::is_signed_v<T>)
                negative = v < 0;
            // 0 - x in 64 bits: the magnitude of the most negative value too
            magnitude =
                negative ? std::uint64_t{0} - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
        }
    }
    MessageArg(Message m);
    MessageArg(const MessageArg&);
    MessageArg(MessageArg&&) noexcept;
    MessageArg& operator=(const MessageArg&);
    MessageArg& operator=(MessageArg&&) noexcept;
    ~MessageArg();

    bool operator==(const MessageArg&) const;

private:
    MessageArg(double v, bool is_integer);
};

// A default-constructed Message is empty: its text is "".
struct Message {
    MessageId id{};
    std::vector<MessageArg> args;

    Message() = default;
    Message(MessageId i, std::initializer_list<MessageArg> a = {}) : id(i), args(a) {}

    std::string_view pattern() const { return messagePattern(id); }
    // Whether it says nothing (default-constructed).
    bool empty() const { return id == MessageId::Verbatim && args.empty(); }
    // The English text.
    std::string english() const;

    bool operator==(const Message&) const = default;
};

// How numbers are written: the decimal point and the thousands separator (empty:
// no grouping). English: {".", ""}; French: {",", "\u202f"}.
struct NumberStyle {
    std::string decimal_point = ".";
    std::string group_separator;
};

// Rewrites a number formatted by fmt ("-1800.25", "+33") in `style`: groups the
// digits of the integer part by three from 1 000 and replaces the decimal point.
std::string styleNumber(std::string_view formatted, const NumberStyle& style);

// The message in a language: `translate` maps an English pattern to the language's
// pattern (same placeholders; it returns the English one when it has none); numbers
// are written in `style`. A translated pattern that fmt cannot use (a translator's
// mistake) falls back to the English pattern rather than losing the message.
using PatternTranslator = std::function<std::string(std::string_view english_pattern)>;
std::string formatMessage(const Message& m, const PatternTranslator& translate, const NumberStyle& style);

// Plural forms. A pattern writes the word after a number as "{|GPU|GPUs}": the first form when the
// argument of the placeholder just before it is exactly 1 (English), the second otherwise ("0
// GPUs", "1.5 hours"). A language whose singular reaches below 2 writes "{<2|heure|heures}" (French:
// 0, 1 and 1,5 take the first). A text argument, or none, takes the second. formatMessage chooses
// the forms before fmt reads the pattern; a word the same in both forms needs none ("{} mois").
std::string choosePluralForms(std::string_view pattern, const std::vector<MessageArg>& args);
// The arguments a pattern takes: its placeholders, its plural forms left out.
std::size_t placeholderCount(std::string_view pattern);

// Messages joined by `separator` (English), e.g. a list of reasons.
std::string englishJoined(const std::vector<Message>& messages, std::string_view separator);

} // namespace gpuplan

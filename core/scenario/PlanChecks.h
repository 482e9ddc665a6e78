#pragma once

// Plans no engine or framework would run, refused with the reason: a tensor-parallel degree that
// does not split the model's attention heads, requests longer than the engine's max_model_len or
// the model's context. Whichever way the plan comes (a flag, the window's form, a .gpuplan file),
// these say why, as an InputError with its place ("scenario: /serving/prompt_tokens ...").

#include "core/base/Message.h"
#include "core/model/ModelSpec.h"
#include "core/scenario/Scenario.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace gpuplan {

// Why `tp` GPUs cannot split the attention of `m`: above the limit (core/base/Limits.h), or not as
// vLLM and Megatron require (the attention heads divisible by the degree; the key-value heads
// too, or the degree by them, as they are then replicated); nullopt when they can. A degree of 1
// always can.
std::optional<Message> tensorParallelProblem(const ModelSpec& m, std::uint64_t tp);
// The same as an InputError at `where` ("--tp", "scenario: /hardware/tp").
void requireTensorParallel(const ModelSpec& m, std::uint64_t tp, std::string_view where);

// The serving block against its model: a request (prompt + output) within max_model_len and the
// model's context, max_model_len within that context, the serving TP dividing the heads.
void checkServingForModel(const ServingSettings& s, const ModelSpec& m);

// The tensor-parallel degree the scenario's layout uses: the GPUs of strategy tp, the tp of
// hybrid, every GPU of an inference scenario without a strategy (the planner's layout), else 1.
std::uint32_t scenarioTensorParallel(const Scenario& s);

// The scenario against its model: its layout's tensor-parallel degree, and its serving block when
// it serves traffic (hasServingTraffic).
void checkScenarioForModel(const Scenario& s, const ModelSpec& m);

} // namespace gpuplan

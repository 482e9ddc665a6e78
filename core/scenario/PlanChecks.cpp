#include "core/scenario/PlanChecks.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/scenario/Scenario.h"

namespace gpuplan {

namespace {

std::string nameOf(const ModelSpec& m) {
    return m.id.empty() ? m.name : m.id;
}

} // namespace

std::optional<Message> tensorParallelProblem(const ModelSpec& m, std::uint64_t tp) {
    if (tp <= 1)
        return std::nullopt;
    if (tp > limits::kParallelDegree.max)
        return Message(MessageId::TensorParallelAboveLimit, {tp, limits::kParallelDegree.max});
    if (m.heads > 0 && m.heads % tp != 0)
        return Message(MessageId::TensorParallelHeads, {tp, m.heads, nameOf(m)});
    if (m.kv_heads > 0 && m.kv_heads % tp != 0 && tp % m.kv_heads != 0)
        return Message(MessageId::TensorParallelKvHeads, {tp, m.kv_heads, nameOf(m)});
    return std::nullopt;
}

void requireTensorParallel(const ModelSpec& m, std::uint64_t tp, std::string_view where) {
    if (auto problem = tensorParallelProblem(m, tp))
        throw InputError(where, std::move(*problem));
}

void checkServingForModel(const ServingSettings& s, const ModelSpec& m) {
    const std::uint64_t request = s.prompt_tokens + s.output_tokens;
    if (m.max_context > 0) {
        if (s.max_model_len && *s.max_model_len > m.max_context)
            throw InputError("scenario: /serving/max_model_len",
                             Message(MessageId::ServingMaxModelLenBeyondContext,
                                     {*s.max_model_len, m.max_context, nameOf(m)}));
        if (request > m.max_context)
            throw InputError("scenario: /serving/prompt_tokens",
                             Message(MessageId::ServingRequestBeyondContext,
                                     {request, s.prompt_tokens, s.output_tokens, m.max_context, nameOf(m)}));
    }
    requireTensorParallel(m, s.tp, "scenario: /serving/tp");
}

std::uint32_t scenarioTensorParallel(const Scenario& s) {
    if (s.strategy == Strategy::TensorParallel)
        return s.gpu_count;
    if (s.strategy == Strategy::Hybrid)
        return s.tp;
    if (!s.strategy && !s.workload.isTraining() && s.gpu_count > 1)
        return s.gpu_count;
    return 1;
}

void checkScenarioForModel(const Scenario& s, const ModelSpec& m) {
    const std::uint32_t tp = scenarioTensorParallel(s);
    requireTensorParallel(
        m, tp, s.strategy == Strategy::Hybrid ? "scenario: /hardware/tp" : "scenario: /hardware/gpu_count");
    if (hasServingTraffic(s))
        checkServingForModel(s.serving, m);
}

} // namespace gpuplan

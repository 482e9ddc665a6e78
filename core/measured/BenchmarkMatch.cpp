// Completing the runs of a benchmark file: the user's hints, the catalog's model and GPU a file's
// names stand for, and the fields that stay unknown named with the option that gives them.
#include "core/measured/BenchmarkFiles.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace gpuplan::measured {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

bool endsWith(const std::string& s, std::string_view tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// A model's name reduced to what tells models apart: "meta-llama/Meta-Llama-3.1-8B-Instruct-FP8"
// and "Llama-3.1-8B" are both "llama-3.1-8b".
std::string modelKey(std::string_view name) {
    std::string s = lower(name);
    if (const auto slash = s.find_last_of("/\\"); slash != std::string::npos)
        s = s.substr(slash + 1);
    std::replace(s.begin(), s.end(), '_', '-');
    std::replace(s.begin(), s.end(), ' ', '-');
    if (endsWith(s, ".gguf"))
        s.resize(s.size() - 5);
    if (s.starts_with("meta-llama-"))
        s = s.substr(5);
    static const std::string_view kTails[] = {
        "-instruct", "-chat", "-it",    "-hf",    "-base",      "-turbo",     "-fp8-dynamic", "-fp8",
        "-fp16",     "-bf16", "-f16",   "-awq",   "-gptq-int4", "-gptq-int8", "-gptq",        "-int4",
        "-int8",     "-w8a8", "-w4a16", "-nvfp4", "-mxfp4",     "-q4-k-m",    "-q5-k-m",      "-q3-k-m",
        "-q2-k",     "-q6-k", "-q8-0",  "-q4-0",  "-q5-0",      "-iq4-xs",    "-2507"};
    for (bool again = true; again;) {
        again = false;
        for (std::string_view t : kTails)
            if (endsWith(s, t)) {
                s.resize(s.size() - t.size());
                again = true;
            }
    }
    return s;
}

// The Hugging Face repository a catalog model's source names ("Hugging Face meta-llama/Llama-3.1-8B
// config.json"), or "".
std::string repoOf(const std::string& source) {
    const auto slash = source.find('/');
    if (slash == std::string::npos)
        return {};
    auto start = source.rfind(' ', slash);
    start = start == std::string::npos ? 0 : start + 1;
    auto end = source.find(' ', slash);
    return source.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// A GPU's name reduced to its letters and digits, without the vendor's words.
std::string gpuKey(std::string_view name) {
    std::string s = " " + lower(name) + " ";
    for (std::string_view word :
         {" nvidia ", " geforce ", " amd ", " radeon ", " intel(r) ", " intel ", " (tm) "})
        for (auto at = s.find(word); at != std::string::npos; at = s.find(word))
            s.replace(at, word.size(), " ");
    std::string out;
    for (char c : s)
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += c;
    return out;
}

std::string unique(const std::vector<std::string>& ids) {
    if (ids.empty())
        return {};
    return std::all_of(ids.begin(), ids.end(), [&](const std::string& id) { return id == ids.front(); })
               ? ids.front()
               : std::string();
}

// The run with the hints over what the file says, its model and GPU found in the catalog.
BenchmarkRun withHints(const FileRun& f, const Catalog& c, const RunHints& h) {
    BenchmarkRun r = f.run;
    if (!h.engine.empty())
        r.engine = h.engine;
    if (!h.engine_version.empty())
        r.engine_version = h.engine_version;
    r.model_id = !h.model_id.empty() ? h.model_id : matchModel(c, f.model_name);
    r.gpu_id = !h.gpu_id.empty() ? h.gpu_id : matchGpu(c, f.gpu_name);
    if (h.gpu_count)
        r.gpu_count = *h.gpu_count;
    if (h.tensor_parallel)
        r.tensor_parallel = *h.tensor_parallel;
    // The tensor parallelism alone: one engine on as many GPUs as its group.
    if (r.gpu_count == 0 && r.tensor_parallel > 0)
        r.gpu_count = r.tensor_parallel;
    if (!h.precision.empty())
        r.precision = h.precision;
    if (r.precision.empty())
        r.precision = precisionInName(f.model_name);
    if (!h.kv_precision.empty())
        r.kv_precision = h.kv_precision;
    if (!h.date.empty())
        r.date = h.date;
    return r;
}

} // namespace

std::string matchModel(const Catalog& c, std::string_view name) {
    if (name.empty())
        return {};
    if (c.findModel(std::string(name)))
        return std::string(name);
    const std::string key = modelKey(name);
    std::vector<std::string> ids;
    for (const auto& m : c.models) {
        const std::string repo = repoOf(m.source);
        if (modelKey(m.spec.id) == key || (!repo.empty() && modelKey(repo) == key) ||
            (!m.spec.name.empty() && modelKey(m.spec.name) == key))
            ids.push_back(m.spec.id);
    }
    return unique(ids);
}

std::string matchGpu(const Catalog& c, std::string_view name) {
    if (name.empty())
        return {};
    if (c.findGpu(std::string(name)))
        return std::string(name);
    const std::string key = gpuKey(name);
    std::vector<std::string> ids;
    for (const auto& g : c.gpus)
        if (gpuKey(g.name) == key || gpuKey(g.id) == key)
            ids.push_back(g.id);
    return unique(ids);
}

std::string precisionInName(std::string_view name) {
    std::string s = lower(name);
    std::replace(s.begin(), s.end(), '_', '-');
    if (endsWith(s, ".gguf"))
        s.resize(s.size() - 5);
    static const std::pair<std::string_view, const char*> kTails[] = {
        {"-q4-k-m", "q4_k_m"},       {"-q5-k-m", "q5_k_m"}, {"-q3-k-m", "q3_k_m"},
        {"-q2-k", "q2_k"},           {"-q6-k", "q6_k"},     {"-q8-0", "q8_0"},
        {"-q4-0", "q4_0"},           {"-q5-0", "q5_0"},     {"-iq4-xs", "iq4_xs"},
        {"-fp8-dynamic", "fp8"},     {"-fp8", "fp8"},       {"-awq", "awq-int4"},
        {"-gptq-int4", "gptq-int4"}, {"-nvfp4", "nvfp4"},   {"-mxfp4", "mxfp4"},
        {"-bf16", "bf16"},           {"-f16", "fp16"},      {"-fp16", "fp16"}};
    for (const auto& [tail, id] : kTails)
        if (endsWith(s, tail))
            return id;
    return {};
}

std::string_view fieldName(RunField f) {
    switch (f) {
    case RunField::Gpu:
        return "the GPU";
    case RunField::GpuCount:
        return "the number of GPUs";
    case RunField::TensorParallel:
        return "the tensor parallelism";
    case RunField::Model:
        return "the model";
    case RunField::Precision:
        return "the precision of the weights";
    case RunField::Engine:
        return "the engine";
    }
    return "";
}

std::string_view fieldOption(RunField f) {
    switch (f) {
    case RunField::Gpu:
        return "--gpu";
    case RunField::GpuCount:
        return "--gpus";
    case RunField::TensorParallel:
        return "--tp";
    case RunField::Model:
        return "--model";
    case RunField::Precision:
        return "--precision";
    case RunField::Engine:
        return "--engine";
    }
    return "";
}

std::vector<RunField> missingFields(const FileRun& f, const Catalog& c, const RunHints& h) {
    const BenchmarkRun r = withHints(f, c, h);
    std::vector<RunField> out;
    if (r.gpu_id.empty())
        out.push_back(RunField::Gpu);
    if (r.gpu_count == 0)
        out.push_back(RunField::GpuCount);
    if (r.tensor_parallel == 0)
        out.push_back(RunField::TensorParallel);
    if (r.model_id.empty())
        out.push_back(RunField::Model);
    if (r.precision.empty())
        out.push_back(RunField::Precision);
    if (r.engine.empty())
        out.push_back(RunField::Engine);
    return out;
}

std::vector<BenchmarkRun> completeRuns(const BenchmarkFile& file, const Catalog& c, const RunHints& h,
                                       const std::string& today) {
    std::vector<BenchmarkRun> out;
    for (const auto& f : file.runs) {
        const auto missing = missingFields(f, c, h);
        if (!missing.empty()) {
            const RunField m = missing.front();
            std::string said;
            if (m == RunField::Model && !f.model_name.empty())
                said = fmt::format("the file's model '{}' is not a model of the catalog", f.model_name);
            else if (m == RunField::Gpu && !f.gpu_name.empty())
                said = fmt::format("the file's GPU '{}' is not a GPU of the catalog", f.gpu_name);
            else
                said = fmt::format("{} is not in the file", fieldName(m));
            throw InputError(fmt::format("{}: {}; give {}", f.label, said, fieldOption(m)));
        }
        BenchmarkRun r = withHints(f, c, h);
        if (r.date.empty())
            r.date = today;
        r.source = file.name;
        if (f.label != file.name) // "run 2 of sglang.jsonl"
            r.notes = r.notes.empty() ? f.label : f.label + "; " + r.notes;
        r.id = 0;
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace gpuplan::measured

// Reading the four benchmark tools' files (BenchmarkFiles.h names their keys and their sources).
#include "core/measured/BenchmarkFiles.h"

#include "core/base/Error.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

namespace gpuplan::measured {

using nlohmann::json;

namespace {

constexpr BenchmarkFormat kFormats[] = {BenchmarkFormat::Vllm, BenchmarkFormat::Sglang,
                                        BenchmarkFormat::GuideLlm, BenchmarkFormat::LlamaBench};

// Python's json.dump writes NaN, Infinity and -Infinity, which are not JSON: they are read as null
// (a figure the run did not measure, a rate without a limit).
std::string withoutPythonNumbers(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"')
            in_string = true;
        const std::string_view rest = text.substr(i);
        bool replaced = false;
        for (std::string_view word : {"-Infinity", "Infinity", "NaN"})
            if (!replaced && rest.starts_with(word)) {
                out += "null";
                i += word.size() - 1;
                replaced = true;
            }
        if (!replaced)
            out += c;
    }
    return out;
}

// The documents of a file: one JSON value, or one a line (JSONL). The error names the line.
std::vector<json> documentsOf(std::string_view text, const std::string& name) {
    const std::string clean = withoutPythonNumbers(text);
    json whole = json::parse(clean, nullptr, false);
    if (!whole.is_discarded())
        return {std::move(whole)};
    std::vector<json> docs;
    std::size_t start = 0;
    int line = 0;
    while (start <= clean.size()) {
        std::size_t end = clean.find('\n', start);
        if (end == std::string::npos)
            end = clean.size();
        ++line;
        const std::string_view l = std::string_view(clean).substr(start, end - start);
        if (l.find_first_not_of(" \t\r") != std::string_view::npos) {
            try {
                docs.push_back(json::parse(l));
            } catch (const json::parse_error& e) {
                throw InputError(fmt::format("{} line {}: not JSON ({}); a benchmark file is JSON, or JSON "
                                             "lines",
                                             name, line, e.what()));
            }
        }
        start = end + 1;
    }
    if (docs.empty())
        throw InputError(fmt::format("{}: the file is empty", name));
    return docs;
}

bool has(const json& j, const char* key) {
    return j.is_object() && j.contains(key);
}

bool isLlamaTest(const json& j) {
    return has(j, "n_prompt") && has(j, "n_gen") && (has(j, "avg_ts") || has(j, "samples_ts"));
}

std::optional<BenchmarkFormat> formatOf(const std::vector<json>& docs) {
    const json& first = docs.front();
    if (first.is_array() && !first.empty() && isLlamaTest(first.front()))
        return BenchmarkFormat::LlamaBench;
    if (isLlamaTest(first))
        return BenchmarkFormat::LlamaBench;
    if (has(first, "benchmarks") && first.at("benchmarks").is_array())
        return BenchmarkFormat::GuideLlm;
    if (has(first, "mean_e2e_latency_ms") || has(first, "total_output_tokens_retokenized") ||
        has(first, "server_info"))
        return BenchmarkFormat::Sglang;
    if (has(first, "endpoint_type") || has(first, "mean_e2el_ms") ||
        (has(first, "model_id") && has(first, "num_prompts")))
        return BenchmarkFormat::Vllm;
    return std::nullopt;
}

// ---- reading values, each error naming its run and key ---------------------------------------

struct Reader {
    const json& j;
    std::string at; // "run 2 of vllm.json"

    const json* find(std::string_view key) const {
        if (!j.is_object())
            return nullptr;
        const auto it = j.find(key);
        return it == j.end() || it->is_null() ? nullptr : &*it;
    }
    std::optional<double> number(std::string_view key) const {
        const json* v = find(key);
        if (!v)
            return std::nullopt;
        if (!v->is_number())
            throw InputError(fmt::format("{}: {} must be a number, got {}", at, key, v->dump()));
        const double d = v->get<double>();
        if (!std::isfinite(d))
            return std::nullopt;
        return d;
    }
    // A latency or a rate: never negative.
    std::optional<double> figure(std::string_view key) const {
        const auto d = number(key);
        if (d && *d < 0)
            throw InputError(fmt::format("{}: {} must not be negative, got {}", at, key, *d));
        return d;
    }
    std::string text(std::string_view key) const {
        const json* v = find(key);
        if (!v)
            return {};
        if (v->is_string())
            return v->get<std::string>();
        if (v->is_number())
            return v->dump();
        throw InputError(fmt::format("{}: {} must be text, got {}", at, key, v->dump()));
    }
    std::optional<std::uint32_t> count(std::string_view key) const {
        const auto d = number(key);
        if (!d)
            return std::nullopt;
        if (*d < 0 || *d > 4294967295.0 || std::floor(*d) != *d)
            throw InputError(fmt::format("{}: {} must be a whole number, got {}", at, key, *d));
        return static_cast<std::uint32_t>(*d);
    }
};

// A run of which the file has said nothing yet: no GPU count, no tensor parallelism (0: unknown).
FileRun blankRun(const std::string& at) {
    FileRun f;
    f.label = at;
    f.run.gpu_count = 0;
    f.run.tensor_parallel = 0;
    return f;
}

std::string labelOf(const std::string& name, std::size_t index, std::size_t count, const char* what = "run") {
    return count == 1 ? name : fmt::format("{} {} of {}", what, index + 1, name);
}

// Mean tokens per request: the total over the completed requests.
double perRequest(const Reader& r, std::string_view total_key, std::optional<std::uint32_t> completed) {
    const auto total = r.figure(total_key);
    if (!total || !completed || *completed == 0)
        return 0;
    return *total / *completed;
}

// vLLM and SGLang: mean_X_ms, median_X_ms, pNN_X_ms.
LatencySummary servingLatency(const Reader& r, std::string_view metric) {
    LatencySummary l;
    l.mean_ms = r.figure(fmt::format("mean_{}_ms", metric));
    l.p50_ms = r.figure(fmt::format("median_{}_ms", metric));
    if (!l.p50_ms)
        l.p50_ms = r.figure(fmt::format("p50_{}_ms", metric));
    l.p90_ms = r.figure(fmt::format("p90_{}_ms", metric));
    l.p95_ms = r.figure(fmt::format("p95_{}_ms", metric));
    l.p99_ms = r.figure(fmt::format("p99_{}_ms", metric));
    return l;
}

// The load: a closed loop of max_concurrency clients, and/or requests sent at request_rate.
void servingLoad(const Reader& r, BenchmarkRun& run) {
    run.concurrency = r.count("max_concurrency");
    if (const json* rate = r.find("request_rate"); rate && rate->is_number())
        run.request_rate = r.figure("request_rate");
    // "inf" (vLLM), Infinity (SGLang, read as null), "trace": no rate.
    if (run.request_rate && *run.request_rate <= 0)
        run.request_rate.reset();
}

// vLLM's "20250101-120000": 2025-01-01.
std::string vllmDate(const std::string& d) {
    if (d.size() >= 8 && std::all_of(d.begin(), d.begin() + 8, [](char c) { return c >= '0' && c <= '9'; }))
        return d.substr(0, 4) + "-" + d.substr(4, 2) + "-" + d.substr(6, 2);
    return {};
}

// What vLLM's benchmark_serving and SGLang's bench_serving (its fork) both save: the requests,
// their mean lengths, the load, the three latencies and the output throughput.
void servingMetrics(const Reader& r, BenchmarkRun& run) {
    run.requests = r.count("completed");
    run.prompt_tokens = perRequest(r, "total_input_tokens", run.requests);
    run.output_tokens = perRequest(r, "total_output_tokens", run.requests);
    servingLoad(r, run);
    run.ttft = servingLatency(r, "ttft");
    run.tpot = servingLatency(r, "tpot");
    run.itl = servingLatency(r, "itl");
    run.output_tokens_per_s = r.figure("output_throughput");
}

FileRun vllmRun(const json& j, const std::string& at) {
    const Reader r{j, at};
    FileRun f = blankRun(at);
    BenchmarkRun& run = f.run;
    run.engine = "vllm";
    f.model_name = r.text("model_id");
    servingMetrics(r, run);
    run.date = vllmDate(r.text("date"));
    if (const std::string label = r.text("label"); !label.empty())
        run.notes = label;
    return f;
}

FileRun sglangRun(const json& j, const std::string& at) {
    const Reader r{j, at};
    FileRun f = blankRun(at);
    BenchmarkRun& run = f.run;
    run.engine = "sglang";
    servingMetrics(r, run);
    if (const json* info = r.find("server_info"); info && info->is_object()) {
        const Reader s{*info, at + " server_info"};
        f.model_name = s.text("model_path");
        run.engine_version = s.text("version");
        const auto tp = s.count("tp_size");
        const auto dp = s.count("dp_size");
        if (tp && *tp > 0) {
            run.tensor_parallel = *tp;
            run.gpu_count = *tp * (dp && *dp > 0 ? *dp : 1);
        }
        const std::string kv = s.text("kv_cache_dtype");
        if (kv == "fp8_e4m3" || kv == "fp8_e5m2" || kv == "fp8")
            run.kv_precision = "fp8";
        else if (kv == "bfloat16" || kv == "bf16")
            run.kv_precision = "bf16";
        else if (kv == "float16" || kv == "fp16")
            run.kv_precision = "fp16";
        const std::string q = s.text("quantization");
        if (q == "fp8" || q == "awq" || q == "gptq")
            run.precision = q == "fp8" ? "fp8" : q == "awq" ? "awq-int4" : "gptq-int4";
        else if (q.empty() && s.text("dtype") == "bfloat16")
            run.precision = "bf16";
        else if (q.empty() && s.text("dtype") == "float16")
            run.precision = "fp16";
    }
    return f;
}

// GuideLLM: a StatusDistributionSummary's successful requests.
LatencySummary guideLatency(const Reader& m, std::string_view metric) {
    LatencySummary l;
    const json* d = m.find(metric);
    if (!d || !d->is_object())
        return l;
    const json* ok = Reader{*d, m.at}.find("successful");
    if (!ok || !ok->is_object())
        return l;
    const Reader s{*ok, fmt::format("{}: metrics.{}.successful", m.at, metric)};
    l.mean_ms = s.figure("mean");
    l.p50_ms = s.figure("median");
    if (const json* p = s.find("percentiles"); p && p->is_object()) {
        const Reader pr{*p, s.at + ".percentiles"};
        if (!l.p50_ms)
            l.p50_ms = pr.figure("p50");
        l.p90_ms = pr.figure("p90");
        l.p95_ms = pr.figure("p95");
        l.p99_ms = pr.figure("p99");
    }
    return l;
}

std::optional<double> guideMean(const Reader& m, std::string_view metric) {
    return guideLatency(m, metric).mean_ms;
}

// The model a GuideLLM report names: the backend's, else the report's arguments'.
std::string guideModel(const json& report, const json& benchmark) {
    const auto text = [](const json* j, std::initializer_list<const char*> path) -> std::string {
        for (const char* k : path) {
            if (!j || !j->is_object() || !j->contains(k))
                return {};
            j = &j->at(k);
        }
        return j && j->is_string() ? j->get<std::string>() : std::string();
    };
    for (const auto& path : {std::initializer_list<const char*>{"config", "backend", "model"},
                             {"config", "backend", "attributes", "model"}})
        if (auto m = text(&benchmark, path); !m.empty())
            return m;
    for (const char* top : {"args", "config"})
        for (const auto& path : {std::initializer_list<const char*>{top, "model"},
                                 {top, "backend_kwargs", "model"},
                                 {top, "backend", "model"},
                                 {top, "processor"}})
            if (auto m = text(&report, path); !m.empty())
                return m;
    return {};
}

void guideLoad(const Reader& b, BenchmarkRun& run) {
    const json* config = b.find("config");
    const json* strategy = config && config->is_object() ? Reader{*config, b.at}.find("strategy") : nullptr;
    if (!strategy)
        strategy = b.find("strategy"); // older reports
    if (!strategy || !strategy->is_object())
        return;
    const Reader s{*strategy, b.at + ": config.strategy"};
    const std::string type = s.text("type_");
    if (type == "synchronous")
        run.concurrency = 1;
    else if (type == "concurrent")
        run.concurrency = s.count("streams");
    else if (type == "constant" || type == "poisson")
        run.request_rate = s.figure("rate");
    else if (type == "throughput")
        run.concurrency = s.count("max_concurrency");
}

std::string dateOfUnixTime(double seconds) {
    if (!(seconds > 0) || seconds > 4e9)
        return {};
    const auto days = std::chrono::floor<std::chrono::days>(
        std::chrono::sys_seconds{std::chrono::seconds{static_cast<long long>(seconds)}});
    const std::chrono::year_month_day ymd{days};
    return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                       static_cast<unsigned>(ymd.day()));
}

FileRun guideRun(const json& report, const json& benchmark, const std::string& at) {
    const Reader b{benchmark, at};
    FileRun f = blankRun(at);
    BenchmarkRun& run = f.run;
    f.model_name = guideModel(report, benchmark);
    const json* metrics = b.find("metrics");
    if (!metrics || !metrics->is_object())
        throw InputError(fmt::format("{}: the benchmark has no metrics", at));
    const Reader m{*metrics, at};
    run.ttft = guideLatency(m, "time_to_first_token_ms");
    run.tpot = guideLatency(m, "time_per_output_token_ms");
    run.itl = guideLatency(m, "inter_token_latency_ms");
    run.prompt_tokens = guideMean(m, "prompt_token_count").value_or(0);
    run.output_tokens = guideMean(m, "output_token_count").value_or(0);
    run.output_tokens_per_s = guideMean(m, "output_tokens_per_second");
    if (const json* totals = m.find("request_totals"); totals && totals->is_object())
        run.requests = Reader{*totals, at + ": metrics.request_totals"}.count("successful");
    guideLoad(b, run);
    double start = b.number("start_time").value_or(0);
    if (const json* sm = b.find("scheduler_metrics"); start <= 0 && sm && sm->is_object())
        start = Reader{*sm, at}.number("measure_start_time").value_or(0);
    run.date = dateOfUnixTime(start);
    if (const json* config = b.find("config"); config && config->is_object())
        if (const json* backend = Reader{*config, at}.find("backend"); backend && backend->is_object()) {
            const std::string type = Reader{*backend, at}.text("type_") + Reader{*backend, at}.text("type");
            if (type.find("vllm_python") != std::string::npos || type.find("VLLMPython") != std::string::npos)
                run.engine = "vllm";
        }
    return f;
}

// llama-bench's model_type ends with the GGUF file type: "qwen2 7B Q4_K - Medium", "llama 7B mostly Q4_0".
std::string llamaPrecision(const std::string& model_type) {
    static const std::pair<const char*, const char*> kTypes[] = {{"Q4_K - Medium", "q4_k_m"},
                                                                 {"Q5_K - Medium", "q5_k_m"},
                                                                 {"Q3_K - Medium", "q3_k_m"},
                                                                 {"Q2_K - Medium", "q2_k"},
                                                                 {"Q6_K", "q6_k"},
                                                                 {"Q8_0", "q8_0"},
                                                                 {"Q4_0", "q4_0"},
                                                                 {"Q5_0", "q5_0"},
                                                                 {"IQ4_XS", "iq4_xs"},
                                                                 {"MXFP4", "mxfp4"},
                                                                 {"BF16", "bf16"},
                                                                 {"F16", "fp16"},
                                                                 {"F32", "fp32"}};
    for (const auto& [type, id] : kTypes)
        if (model_type.find(type) != std::string::npos)
            return id;
    return {};
}

std::string llamaKv(const std::string& type_k) {
    if (type_k == "f16")
        return "fp16";
    if (type_k == "f32")
        return "fp32";
    if (type_k == "bf16" || type_k == "q8_0" || type_k == "q5_0" || type_k == "q4_0")
        return type_k;
    return {};
}

// One llama-bench test; nullopt (and why in `skipped`) for a test that is not a run.
std::optional<FileRun> llamaRun(const json& j, const std::string& at, std::vector<std::string>& skipped) {
    const Reader r{j, at};
    const std::uint32_t n_prompt = r.count("n_prompt").value_or(0);
    const std::uint32_t n_gen = r.count("n_gen").value_or(0);
    const std::uint32_t n_depth = r.count("n_depth").value_or(0);
    const auto avg_ts = r.figure("avg_ts");
    if (!avg_ts || *avg_ts <= 0)
        throw InputError(fmt::format("{}: avg_ts (tokens per second) must be a positive number", at));
    const std::string test = n_prompt > 0 && n_gen > 0 ? fmt::format("pp{} + tg{}", n_prompt, n_gen)
                             : n_prompt > 0            ? fmt::format("pp{}", n_prompt)
                                                       : fmt::format("tg{}", n_gen);
    if ((n_prompt > 0) == (n_gen > 0)) {
        skipped.push_back(fmt::format("{} ({}): a mixed test's speed is of prompt and output together; "
                                      "run pp and tg tests apart",
                                      at, test));
        return std::nullopt;
    }
    if (n_prompt > 0 && n_depth > 0) {
        skipped.push_back(fmt::format("{} ({} @ d{}): a prompt after a filled context is not a request's "
                                      "first token",
                                      at, test, n_depth));
        return std::nullopt;
    }
    FileRun f = blankRun(fmt::format("{} ({})", at, test));
    BenchmarkRun& run = f.run;
    run.engine = "llama.cpp";
    if (const auto build = r.count("build_number"))
        run.engine_version = fmt::format("b{}", *build);
    run.precision = llamaPrecision(r.text("model_type"));
    run.kv_precision = llamaKv(r.text("type_k"));
    std::string file = r.text("model_filename");
    if (const auto slash = file.find_last_of("/\\"); slash != std::string::npos)
        file = file.substr(slash + 1);
    f.model_name = file;
    // gpu_info lists the devices, ", " between them; llama.cpp splits a model by layers (no TP).
    f.gpu_name = r.text("gpu_info");
    if (!f.gpu_name.empty()) {
        run.gpu_count = 1 + static_cast<std::uint32_t>(std::count(f.gpu_name.begin(), f.gpu_name.end(), ','));
        if (const auto comma = f.gpu_name.find(','); comma != std::string::npos)
            f.gpu_name = f.gpu_name.substr(0, comma);
        run.tensor_parallel = 1;
    }
    run.concurrency = 1;
    if (const json* samples = r.find("samples_ts"); samples && samples->is_array() && !samples->empty())
        run.requests = static_cast<std::uint32_t>(samples->size());
    if (n_prompt > 0) {
        run.prompt_tokens = n_prompt;
        run.output_tokens = 1;
        run.ttft.mean_ms = 1000.0 * n_prompt / *avg_ts;
    } else {
        run.prompt_tokens = std::max<std::uint32_t>(n_depth, 1);
        run.output_tokens = n_gen;
        run.tpot.mean_ms = 1000.0 / *avg_ts;
        run.itl.mean_ms = run.tpot.mean_ms;
        run.output_tokens_per_s = *avg_ts;
    }
    const std::string time = r.text("test_time");
    if (time.size() >= 10)
        run.date = time.substr(0, 10);
    run.notes = fmt::format("llama-bench {} at batch 1 ({} repetitions)", test, run.requests.value_or(0));
    return f;
}

} // namespace

std::string_view formatId(BenchmarkFormat f) {
    switch (f) {
    case BenchmarkFormat::Vllm:
        return "vllm";
    case BenchmarkFormat::Sglang:
        return "sglang";
    case BenchmarkFormat::GuideLlm:
        return "guidellm";
    case BenchmarkFormat::LlamaBench:
        return "llama-bench";
    }
    return "vllm";
}

std::string_view formatName(BenchmarkFormat f) {
    switch (f) {
    case BenchmarkFormat::Vllm:
        return "vllm bench serve";
    case BenchmarkFormat::Sglang:
        return "SGLang bench_serving";
    case BenchmarkFormat::GuideLlm:
        return "GuideLLM";
    case BenchmarkFormat::LlamaBench:
        return "llama-bench";
    }
    return "vllm bench serve";
}

std::string formatIds(std::string_view separator) {
    std::string out = "auto";
    for (const auto f : kFormats)
        out.append(separator).append(formatId(f));
    return out;
}

std::optional<BenchmarkFormat> parseFormat(std::string_view id) {
    if (id.empty() || id == "auto")
        return std::nullopt;
    for (const auto f : kFormats)
        if (formatId(f) == id)
            return f;
    throw InputError(fmt::format("format: unknown benchmark format '{}' (valid: {})", id, formatIds()));
}

BenchmarkFormat detectFormat(std::string_view text, const std::string& name) {
    if (const auto f = formatOf(documentsOf(text, name)))
        return *f;
    throw InputError(
        fmt::format("{}: not a benchmark file of vllm bench serve, SGLang bench_serving, GuideLLM "
                    "or llama-bench; give its format with --format if it is one",
                    name));
}

BenchmarkFile readBenchmarkFile(std::string_view text, const std::string& name,
                                std::optional<BenchmarkFormat> format) {
    const std::vector<json> docs = documentsOf(text, name);
    BenchmarkFile file;
    file.name = name;
    if (!format)
        format = formatOf(docs);
    if (!format)
        throw InputError(fmt::format("{}: not a benchmark file of vllm bench serve, SGLang bench_serving, "
                                     "GuideLLM or llama-bench; give its format with --format if it is one",
                                     name));
    file.format = *format;
    const auto expectObject = [&](const json& j, const std::string& at) {
        if (!j.is_object())
            throw InputError(fmt::format("{}: a {} result must be a JSON object", at, formatName(*format)));
    };
    switch (*format) {
    case BenchmarkFormat::Vllm:
    case BenchmarkFormat::Sglang:
        for (std::size_t i = 0; i < docs.size(); ++i) {
            const std::string at = labelOf(name, i, docs.size());
            expectObject(docs[i], at);
            file.runs.push_back(*format == BenchmarkFormat::Vllm ? vllmRun(docs[i], at)
                                                                 : sglangRun(docs[i], at));
        }
        break;
    case BenchmarkFormat::GuideLlm: {
        expectObject(docs.front(), name);
        const json* benchmarks = Reader{docs.front(), name}.find("benchmarks");
        if (!benchmarks || !benchmarks->is_array())
            throw InputError(fmt::format("{}: a GuideLLM report holds a list \"benchmarks\"", name));
        for (std::size_t i = 0; i < benchmarks->size(); ++i) {
            const std::string at = labelOf(name, i, benchmarks->size(), "benchmark");
            expectObject((*benchmarks)[i], at);
            file.runs.push_back(guideRun(docs.front(), (*benchmarks)[i], at));
        }
        break;
    }
    case BenchmarkFormat::LlamaBench: {
        std::vector<const json*> tests;
        for (const auto& d : docs) {
            if (d.is_array())
                for (const auto& t : d)
                    tests.push_back(&t);
            else
                tests.push_back(&d);
        }
        for (std::size_t i = 0; i < tests.size(); ++i) {
            const std::string at = labelOf(name, i, tests.size(), "test");
            expectObject(*tests[i], at);
            if (auto run = llamaRun(*tests[i], at, file.skipped))
                file.runs.push_back(std::move(*run));
        }
        break;
    }
    }
    if (file.runs.empty())
        throw InputError(file.skipped.empty()
                             ? fmt::format("{}: no run in the file", name)
                             : fmt::format("{}: no run in the file ({})", name, file.skipped.front()));
    return file;
}

} // namespace gpuplan::measured

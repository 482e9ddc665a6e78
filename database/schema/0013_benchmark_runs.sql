-- Schema version 13 (issue 35): a team's measured serving runs: what `vllm bench serve`, SGLang's
-- bench_serving, GuideLLM or llama-bench measured on the team's own GPUs, with the configuration
-- it ran (engine and version, catalog model and GPU, GPU count, tensor parallelism, precision of
-- the weights and of the KV cache, prompt and output lengths, the load: a closed loop of
-- `concurrency` clients and/or an open loop at `request_rate` requests/s) and the latencies it
-- measured (TTFT, TPOT and inter-token latency: mean, p50, p90, p95, p99 in milliseconds; NULL
-- for what the tool did not report), the output throughput, the date and the file it came from.
-- The id is a number the file gives each run (as gpu_prices'). The built-in catalog ships none:
-- they are the team's own. A GPU or model a run names cannot be deleted.

CREATE TABLE benchmark_runs (
    id INTEGER PRIMARY KEY,
    engine TEXT NOT NULL CHECK (engine <> ''),
    engine_version TEXT NOT NULL DEFAULT '',
    model_id TEXT NOT NULL REFERENCES models(id) ON UPDATE CASCADE ON DELETE RESTRICT,
    gpu_id TEXT NOT NULL REFERENCES gpus(id) ON UPDATE CASCADE ON DELETE RESTRICT,
    gpu_count INTEGER NOT NULL CHECK (gpu_count >= 1),
    tensor_parallel INTEGER NOT NULL CHECK (tensor_parallel >= 1 AND tensor_parallel <= gpu_count),
    precision TEXT NOT NULL CHECK (precision <> ''),
    kv_precision TEXT NOT NULL DEFAULT '',
    prompt_tokens REAL NOT NULL CHECK (prompt_tokens > 0),
    output_tokens REAL NOT NULL CHECK (output_tokens > 0),
    concurrency INTEGER CHECK (concurrency >= 1),
    request_rate REAL CHECK (request_rate > 0),
    requests INTEGER CHECK (requests >= 1),
    ttft_mean_ms REAL CHECK (ttft_mean_ms >= 0),
    ttft_p50_ms REAL CHECK (ttft_p50_ms >= 0),
    ttft_p90_ms REAL CHECK (ttft_p90_ms >= 0),
    ttft_p95_ms REAL CHECK (ttft_p95_ms >= 0),
    ttft_p99_ms REAL CHECK (ttft_p99_ms >= 0),
    tpot_mean_ms REAL CHECK (tpot_mean_ms >= 0),
    tpot_p50_ms REAL CHECK (tpot_p50_ms >= 0),
    tpot_p90_ms REAL CHECK (tpot_p90_ms >= 0),
    tpot_p95_ms REAL CHECK (tpot_p95_ms >= 0),
    tpot_p99_ms REAL CHECK (tpot_p99_ms >= 0),
    itl_mean_ms REAL CHECK (itl_mean_ms >= 0),
    itl_p50_ms REAL CHECK (itl_p50_ms >= 0),
    itl_p90_ms REAL CHECK (itl_p90_ms >= 0),
    itl_p95_ms REAL CHECK (itl_p95_ms >= 0),
    itl_p99_ms REAL CHECK (itl_p99_ms >= 0),
    output_tokens_per_s REAL CHECK (output_tokens_per_s > 0),
    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    source TEXT NOT NULL CHECK (source <> ''),
    notes TEXT NOT NULL DEFAULT '',
    revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1)
);
CREATE INDEX benchmark_runs_by_model_and_gpu ON benchmark_runs(model_id, gpu_id);
CREATE INDEX benchmark_runs_by_gpu ON benchmark_runs(gpu_id);

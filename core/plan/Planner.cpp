#include "core/plan/Planner.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/cost/Pricing.h"
#include "core/cost/SystemPricing.h"
#include "core/scenario/PlanChecks.h"
#include "core/speed/Communication.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace gpuplan {

ModelSpec resolveModel(const Catalog& c, const Scenario& s) {
    const auto* m = s.model_spec ? nullptr : c.findModel(s.model_id);
    if (!s.model_spec && !m)
        throw InputError("scenario", Message(MessageId::ModelNotInCatalog, {s.model_id}));
    ModelSpec spec = s.model_spec ? *s.model_spec : m->spec;
    spec.prepare(); // its counts kept for the plan's estimates
    return spec;
}

Layout scenarioLayout(const Scenario& s, const WorkloadTerms& t, std::uint64_t capacity) {
    const std::uint32_t n = std::max<std::uint32_t>(1, s.gpu_count);
    const std::uint32_t gpn = std::max<std::uint32_t>(1, s.gpus_per_node);
    const std::uint32_t m = std::max<std::uint32_t>(1, s.workload.grad_accum);
    if (s.strategy) {
        Strategy st = *s.strategy;
        if (st == Strategy::Single && n > 1)
            st = Strategy::DDP;
        Layout l = makeLayout(st, n, gpn, s.tp, s.pp, m, s.offload_optimizer, s.offload_params);
        l.sequence_parallel = s.sequence_parallel;
        return l;
    }
    if (n == 1)
        return makeLayout(Strategy::Single, 1, gpn);
    auto fits = [&](const Layout& l) { return perGpuTotalBytes(t, l) <= capacity; };
    if (!t.training) {
        const Layout l = makeLayout(Strategy::TensorParallel, n, gpn, 1, 1, m);
        return l;
    }
    for (Strategy st : {Strategy::DDP, Strategy::ZeRO1, Strategy::ZeRO2, Strategy::ZeRO3}) {
        const Layout l = makeLayout(st, n, gpn, 1, 1, m);
        if (fits(l))
            return l;
    }
    const Layout off = makeLayout(Strategy::ZeRO3, n, gpn, 1, 1, m, Offload::CPU, Offload::None);
    if (fits(off))
        return off;
    const Layout off_params = makeLayout(Strategy::ZeRO3, n, gpn, 1, 1, m, Offload::CPU, Offload::CPU);
    if (fits(off_params))
        return off_params;
    return makeLayout(Strategy::ZeRO3, n, gpn, 1, 1, m);
}

namespace {

// Largest batch and longest sequence for a layout: per-GPU memory is affine in the
// batch and quadratic in the sequence (as on one GPU), solved from a few samples.
struct LimitTerms {
    std::optional<WorkloadTerms> b1, b2, s1, s2, s3;
};

LimitTerms limitTerms(const ModelTerms& t, const Workload& w) {
    LimitTerms r;
    auto with = [&](std::uint32_t b, std::uint64_t seq) -> std::optional<WorkloadTerms> {
        try {
            return workloadTerms(t, b, seq);
        } catch (const InputError&) {
            return std::nullopt;
        }
    };
    r.b1 = with(1, w.seq);
    r.b2 = with(2, w.seq);
    r.s1 = with(w.batch, 1);
    r.s2 = with(w.batch, 2);
    r.s3 = with(w.batch, 3);
    return r;
}

void solveLimits(const LimitTerms& lt, const Layout& l, std::uint64_t cap, std::uint64_t model_max_context,
                 GpuFitRow& row) {
    auto total = [&](const WorkloadTerms& t) { return static_cast<double>(perGpuTotalBytes(t, l)); };
    const double c = static_cast<double>(cap);
    if (lt.b1 && lt.b2) {
        const double t1 = total(*lt.b1), t2 = total(*lt.b2);
        if (t1 <= c) {
            const double slope = t2 - t1;
            row.max_batch =
                slope <= 0.0 ? 1'000'000u
                             : static_cast<std::uint32_t>(std::min(1e6, 1.0 + std::floor((c - t1) / slope)));
        }
    }
    if (lt.s1 && lt.s2 && lt.s3) {
        const double t1 = total(*lt.s1), t2 = total(*lt.s2), t3 = total(*lt.s3);
        if (t1 <= c) {
            const double sres = quadraticLimit(t1, t2, t3, c, 1e8);
            row.max_seq = static_cast<std::uint64_t>(std::clamp(std::floor(sres), 1.0, 1e8));
            if (model_max_context > 0 && row.max_seq > model_max_context) {
                row.max_seq = model_max_context;
                row.max_seq_limited_by_model = true;
            }
        }
    }
}

// What every step of plan() reads, computed once per scenario: the model's terms (its
// parameter counts, weight and KV bytes depend on neither the batch, the length nor the
// GPU), the workload's terms at the scenario's batch and length and at the samples of the
// limit solve, and the scenario's GPU.
struct ScenarioTerms {
    const Catalog& catalog;
    const Scenario& scenario;
    const ModelSpec& model;
    WorkloadTerms workload;
    LimitTerms limits;
    Precision compute = Precision::FP16; // what the GEMMs run in
    std::uint32_t micro_batches = 1;
    std::uint32_t gpus_per_node = 8;
    Strategy needed_strategy = Strategy::ZeRO3; // how the "GPUs needed" count grows
    const GpuSpec* gpu = nullptr;               // the scenario's
    bool training = false;
};

ScenarioTerms scenarioTerms(const Catalog& c, const Scenario& s, const ModelSpec& m, const ModelTerms& mt) {
    const Workload& w = s.workload;
    ScenarioTerms x{c, s, m, workloadTerms(mt, w.batch, w.seq), limitTerms(mt, w)};
    x.training = w.isTraining();
    x.compute = computePrecision(w.precision, x.training, w.regime);
    x.micro_batches = std::max<std::uint32_t>(1, w.grad_accum);
    x.gpus_per_node = std::max<std::uint32_t>(1, s.gpus_per_node);
    x.needed_strategy = s.strategy && *s.strategy != Strategy::Single && *s.strategy != Strategy::Hybrid
                            ? *s.strategy
                            : (x.training ? Strategy::ZeRO3 : Strategy::TensorParallel);
    x.gpu = c.findGpu(s.gpu_id);
    if (!x.gpu)
        throw InputError("scenario", Message(MessageId::GpuNotInCatalog, {s.gpu_id}));
    if (x.training && w.regime == TrainRegime::FP8 && !x.gpu->fp8_tensor_flops)
        throw InputError("scenario", Message(MessageId::NoFp8Training, {x.gpu->name}));
    return x;
}

// Speed and job time of the workload on GPU g under layout l.
ThroughputRow throughputRow(const ScenarioTerms& x, const GpuSpec& g, const Layout& l, bool fits) {
    const Scenario& s = x.scenario;
    const Workload& w = s.workload;
    ThroughputRow row;
    row.gpu = g.id;
    row.name = g.name;
    row.layout = l;
    row.fits = fits;
    // fp8 training needs fp8 tensor cores: no fallback to the 16-bit peak.
    const auto peak = x.training && x.compute == Precision::FP8 && !g.fp8_tensor_flops
                          ? std::nullopt
                          : workloadPeak(g, x.compute, x.training, s.efficiencies);
    // Without a compute figure (DGX Spark, Apple's GPUs) decoding is still timed: a small batch
    // is bound by the memory bandwidth. Prefill, job and training times need the figure.
    if (!(g.memory_bandwidth_bytes_per_s > 0.0) || (!peak && x.training))
        return row;
    row.peak_basis = peak ? peak->basis : Message(MessageId::PeakNone);
    LinkPath path;
    try {
        path = linkPathFor(x.catalog, g, g.id == s.gpu_id ? s.intra_node_link : "",
                           l.nodes() > 1 ? s.inter_node_link : "", x.gpus_per_node);
    } catch (const InputError&) {
        if (l.gpus() > 1)
            return row;
    }
    if (x.training) {
        const TrainShare share = trainShare(g, x.compute, s.efficiencies);
        row.train_mfu = share.mfu;
        row.train_mfu_sources = share.sources;
        const TrainStep step =
            trainStep(x.workload, g, l, path, s.efficiencies, *peak, share.mfu, x.micro_batches);
        row.train_step_seconds = step.step_seconds;
        row.train_tokens_per_s = step.step_seconds > 0 ? step.tokens_per_step / step.step_seconds : 0.0;
        row.comm_fraction = step.comm_fraction;
        row.job_hours = trainingJobSeconds(step, w.seq, s.job) / 3600.0;
    } else {
        const DecodeResult d = decode(x.workload, g, l, w.batch, static_cast<double>(w.seq), s.efficiencies,
                                      peak, l.gpus() > 1 ? &path : nullptr);
        row.decode_tokens_per_s = d.tokens_per_s;
        row.decode_tokens_per_s_per_sequence = d.tokens_per_s_per_sequence;
        if (!peak)
            return row;
        const double prompt =
            std::max<double>(1.0, static_cast<double>(w.seq) - static_cast<double>(s.job.generated_tokens));
        row.prefill_seconds = prefillSeconds(x.workload, g, l, w.batch, prompt, s.efficiencies, *peak,
                                             l.gpus() > 1 ? &path : nullptr, w.prefill_chunk_tokens);
        row.job_hours = inferenceJobSeconds(*row.prefill_seconds, d, w.batch, l.dp, s.job) / 3600.0;
    }
    return row;
}

// Fit and throughput on every catalog GPU, and the scenario's own answer on its GPU.
void fitEveryGpu(const ScenarioTerms& x, PlanResults& r) {
    const Scenario& s = x.scenario;
    r.fit.reserve(x.catalog.gpus.size());
    r.throughput.reserve(x.catalog.gpus.size());
    for (const auto& g : x.catalog.gpus) {
        if (g.usableMemoryBytes() == 0)
            continue;
        GpuFitRow row;
        row.gpu = g.id;
        row.name = g.name;
        row.capacity_bytes = g.usableMemoryBytes();
        row.layout = scenarioLayout(s, x.workload, g.usableMemoryBytes());
        row.memory = perGpuMemory(x.workload, row.layout);
        row.fits = row.memory.per_gpu.total_bytes <= g.usableMemoryBytes();
        row.headroom_bytes = headroomBytes(g.usableMemoryBytes(), row.memory.per_gpu.total_bytes);
        row.gpus_needed_strategy = x.needed_strategy;
        Layout base = row.layout;
        row.gpus_needed = gpusNeeded(x.workload, x.needed_strategy, g.usableMemoryBytes(), 4096, base);
        solveLimits(x.limits, row.layout, g.usableMemoryBytes(), x.model.max_context, row);

        // Throughput where it fits: the scenario's layout, else the smallest count that fits.
        Layout tl = row.layout;
        if (!row.fits && row.gpus_needed) {
            try {
                tl = makeLayout(x.needed_strategy, *row.gpus_needed, x.gpus_per_node, 1, 1, x.micro_batches);
            } catch (const InputError&) {
            }
        }
        const bool t_fits = perGpuTotalBytes(x.workload, tl) <= g.usableMemoryBytes();
        r.throughput.push_back(throughputRow(x, g, tl, t_fits));
        if (g.id == s.gpu_id) {
            requireRepresentable(row.memory.per_gpu); // the scenario's own answer: a figure, never a cap
            r.layout = row.layout;
            r.memory = row.memory;
            r.fits = row.fits;
            r.throughput_selected = throughputRow(x, g, row.layout, row.fits);
        }
        r.fit.push_back(std::move(row));
    }
}

// The scenario's GPU under each strategy and count (1 to 64): memory per GPU and step time.
std::vector<StrategyPoint> strategiesOnTheGpu(const ScenarioTerms& x, std::vector<Message>& warnings) {
    const Scenario& s = x.scenario;
    const GpuSpec& gpu = *x.gpu;
    LinkPath path;
    bool have_path = true;
    try {
        path = linkPathFor(x.catalog, gpu, s.intra_node_link, s.inter_node_link, x.gpus_per_node);
    } catch (const InputError& e) {
        have_path = false;
        warnings.push_back(e.message() ? *e.message() : Message(MessageId::Verbatim, {e.what()}));
    }
    const auto peak = workloadPeak(gpu, x.compute, x.training, s.efficiencies);
    struct Choice {
        Strategy st;
        Offload off;
    };
    std::vector<Choice> choices;
    if (x.training)
        choices = {{Strategy::DDP, Offload::None},
                   {Strategy::ZeRO1, Offload::None},
                   {Strategy::ZeRO2, Offload::None},
                   {Strategy::ZeRO3, Offload::None},
                   {Strategy::ZeRO3, Offload::CPU},
                   {Strategy::TensorParallel, Offload::None},
                   {Strategy::PipelineParallel, Offload::None}};
    else
        choices = {{Strategy::TensorParallel, Offload::None},
                   {Strategy::PipelineParallel, Offload::None},
                   {Strategy::DDP, Offload::None}};
    std::vector<StrategyPoint> points;
    for (const auto& ch : choices)
        for (std::uint32_t n = 1; n <= 64; n *= 2) {
            Layout l = makeLayout(ch.st, n, x.gpus_per_node, 1, 1, x.micro_batches, ch.off);
            StrategyPoint p;
            p.strategy = ch.st;
            p.offload = ch.off;
            p.gpus = n;
            p.nodes = l.nodes();
            p.memory = perGpuMemory(x.workload, l);
            p.fits = p.memory.per_gpu.total_bytes <= gpu.usableMemoryBytes();
            if (have_path && peak) {
                if (x.training) {
                    const TrainStep st =
                        trainStep(x.workload, gpu, l, path, s.efficiencies, *peak,
                                  trainShare(gpu, x.compute, s.efficiencies).mfu, x.micro_batches, false);
                    p.comm_seconds_per_step = st.comm.total();
                    p.step_seconds = st.step_seconds;
                } else if (gpu.memory_bandwidth_bytes_per_s > 0.0) {
                    p.step_seconds = decode(x.workload, gpu, l, s.workload.batch,
                                            static_cast<double>(s.workload.seq), s.efficiencies, peak, &path)
                                         .step_seconds;
                }
            }
            points.push_back(std::move(p));
        }
    return points;
}

// Transfer sizes of the link curves: 1 kB to 100 GB, 1-2-5 per decade.
std::vector<double> transferSizes() {
    std::vector<double> sizes;
    for (int e = 3; e <= 11; ++e)
        for (double f : {1.0, 2.0, 5.0})
            if (e < 11 || f == 1.0)
                sizes.push_back(f * std::pow(10.0, e));
    return sizes;
}

// Transfer time against size for every catalog link.
std::vector<LinkSeries> linkSeries(const Catalog& c, const std::vector<double>& sizes) {
    std::vector<LinkSeries> series;
    for (const auto& link : c.interconnects) {
        if (!(link.per_direction_bytes_per_s > 0.0))
            continue;
        LinkSeries ls;
        ls.link = link.id;
        ls.name = link.name;
        ls.per_direction_bytes_per_s = link.per_direction_bytes_per_s;
        ls.both_directions_bytes_per_s = link.both_directions_bytes_per_s;
        ls.efficiency = link.efficiency;
        ls.seconds.reserve(sizes.size());
        for (double b : sizes)
            ls.seconds.push_back(transferSeconds(link, b));
        series.push_back(std::move(ls));
    }
    return series;
}

// Buying the scenario's GPUs against renting them (or the rented GPU it names) for the same
// use: hours per month of each, the costs of owning and each cloud offer's break-even.
BuyRentResults buyVsRent(const ScenarioTerms& x, double own_job_hours, std::vector<Message>& warnings) {
    const Catalog& c = x.catalog;
    const Scenario& s = x.scenario;
    const GpuSpec& selected = *x.gpu;
    BuyRentResults br;
    br.currency = s.currency;
    br.buy_gpu = s.gpu_id;
    br.rent_gpu = s.rent_gpu_id.empty() ? s.gpu_id : s.rent_gpu_id;
    const GpuSpec* rent_gpu = c.findGpu(br.rent_gpu);
    if (!rent_gpu)
        throw InputError("scenario", Message(MessageId::RentGpuNotInCatalog, {br.rent_gpu}));
    const std::uint32_t count = std::max<std::uint32_t>(1, s.gpu_count);
    br.price = buyPrice(c, s, selected, count);
    for (const Message& note : br.price.notes)
        warnings.push_back(note);
    if (!br.price.available) {
        warnings.push_back(br.price.reason);
        return br;
    }
    br.available = true;
    br.price_source = br.price.gpu_price_source;
    br.price_date = br.price.gpu_price_date;
    br.buy = buyCostsOf(s, selected, br.price);
    const BuyCosts& b = br.buy;
    if (!selected.tdp_w)
        warnings.push_back(Message(MessageId::NoTdp, {selected.id}));
    double rent_job_hours = own_job_hours;
    if (s.usage_mode == UsageMode::JobsPerMonth) {
        br.buy_hours_per_month = std::min(744.0, s.jobs_per_month * own_job_hours);
        if (rent_gpu != &selected) {
            const Layout rl = scenarioLayout(s, x.workload, rent_gpu->usableMemoryBytes());
            const auto row = throughputRow(x, *rent_gpu, rl, true);
            if (row.job_hours)
                rent_job_hours = *row.job_hours;
        }
        br.rent_hours_per_month = std::min(744.0, s.jobs_per_month * rent_job_hours);
    } else {
        br.buy_hours_per_month = s.hours_per_month;
        br.rent_hours_per_month = s.hours_per_month;
    }
    auto option = [&](const RentPrice& rp) {
        RentOptionResult o;
        o.label = rp.label;
        o.offer_id = rp.offer_id;
        o.date = rp.date;
        o.offer_gpus = rp.offer_gpus;
        o.rate_per_hour = rp.per_gpu_hour * b.gpu_count;
        // Jobs rented one at a time are billed their billed time (core/catalog/CloudBilling.h); the
        // hours of a month, in hours mode, as one run.
        o.rent_hours_per_month = br.rent_hours_per_month;
        if (s.usage_mode == UsageMode::JobsPerMonth) {
            if (rp.billing)
                o.billing = billedJob(*rp.billing, rent_job_hours);
            const double billed_h = o.billing ? o.billing->billedHours() : rent_job_hours;
            o.rent_hours_per_month = std::min(744.0, s.jobs_per_month * billed_h);
        } else if (rp.billing && br.rent_hours_per_month > 0.0) {
            o.billing = billedJob(*rp.billing, br.rent_hours_per_month);
            o.month_in_one_run = true;
            o.rent_hours_per_month = std::min(744.0, o.billing->billedHours());
        }
        o.breakeven =
            breakEven(b, o.rate_per_hour, br.buy_hours_per_month, o.rent_hours_per_month, s.horizon_months);
        return o;
    };
    if (const auto rp = rentPrice(c, s, *rent_gpu, b.gpu_count))
        br.selected = option(*rp);
    else
        warnings.push_back(Message(MessageId::NoCloudOffer, {br.rent_gpu}));
    for (const auto& rp : rentOffers(c, s, br.rent_gpu, b.gpu_count))
        br.offers.push_back(option(rp));
    return br;
}

} // namespace

PlanResults plan(const Catalog& c, const Scenario& s, const PlanOptions& opts) {
    s.validate();
    PlanResults r;
    r.model = resolveModel(c, s);
    checkScenarioForModel(s, r.model); // a TP that splits no heads, requests beyond the context
    r.workload = s.workload;
    const Workload& w = s.workload;
    const ModelTerms model_terms = modelTerms(r.model, w, s.runtime);
    r.single_gpu = estimateMemory(model_terms, w.batch, w.seq);
    r.rule_of_thumb =
        ruleOfThumb(static_cast<double>(r.single_gpu.params.total), w.precision, w.task, w.batch);
    const ScenarioTerms x = scenarioTerms(c, s, r.model, model_terms);
    r.gpu = x.gpu->id;

    fitEveryGpu(x, r);
    r.multi_gpu = strategiesOnTheGpu(x, r.warnings);
    r.transfer_sizes_bytes = transferSizes();
    r.interconnect = linkSeries(c, r.transfer_sizes_bytes);

    // Usage: the jobs a month of the scenario's hours (or its jobs), at the time of one job.
    const double own_job_hours =
        r.throughput_selected && r.throughput_selected->job_hours ? *r.throughput_selected->job_hours : 0.0;
    if (s.usage_mode == UsageMode::JobsPerMonth)
        r.jobs_per_month = s.jobs_per_month;
    else
        r.jobs_per_month = own_job_hours > 0.0 ? s.hours_per_month / own_job_hours : 0.0;
    if (s.usage_mode == UsageMode::HoursPerMonth && !(own_job_hours > 0.0))
        r.usage_note =
            Message(r.fits ? MessageId::UsageHoursNoComputeFigure : MessageId::UsageHoursGpuDoesNotFit,
                    {x.gpu->name, s.hours_per_month});
    r.buy_rent = buyVsRent(x, own_job_hours, r.warnings);

    if (opts.recommend)
        r.recommendation = recommendFor(c, s, r);
    if (opts.suggestions && !r.fits)
        r.suggestions = suggestFits(c, r.model, s, *x.gpu);
    return r;
}

RecommendUsage recommendationUsage(const Scenario& s, const PlanResults& r) {
    RecommendUsage u;
    u.jobs_per_month = r.jobs_per_month > 0.0 ? r.jobs_per_month : 1.0;
    const double own_job_hours =
        r.throughput_selected && r.throughput_selected->job_hours ? *r.throughput_selected->job_hours : 0.0;
    u.hours_per_month = s.usage_mode == UsageMode::HoursPerMonth
                            ? s.hours_per_month
                            : std::min(limits::kHoursPerMonth.max, s.jobs_per_month * own_job_hours);
    return u;
}

Recommendation recommendFor(const Catalog& c, const Scenario& s, const PlanResults& r) {
    const RecommendUsage u = recommendationUsage(s, r);
    return recommend(c, r.model, s, u.jobs_per_month, u.hours_per_month);
}

} // namespace gpuplan

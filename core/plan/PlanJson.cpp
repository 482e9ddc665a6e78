#include "core/plan/PlanJson.h"

#include "core/memory/MemoryJson.h"

namespace gpuplan {

using nlohmann::json;

namespace {
template <typename T> json opt(const std::optional<T>& v) {
    return v ? json(*v) : json(nullptr);
}
json servingJson(const Candidate::Serving& v) {
    json misses = json::array();
    for (const auto& m : v.misses)
        misses.push_back(m.english());
    return {{"tp", v.tp},
            {"replicas", v.replicas},
            {"kv_precision", precisionInfo(v.kv_precision).id},
            {"tokens_per_s_per_user", v.tokens_per_s_per_user},
            {"ttft_p95_seconds", v.ttft_p95_s},
            {"tpot_p95_seconds", v.tpot_p95_s},
            {"monthly_cost", v.monthly_cost},
            {"cost_per_million_tokens", v.per_million_blended},
            {"meets_targets", v.meets},
            {"misses", misses}};
}

// How a rented job is billed (core/catalog/CloudBilling.h), seconds.
json billingJson(const BilledJob& b) {
    return {{"job_s", b.job_s},
            {"startup_s", b.startup_s},
            {"increment_s", b.increment_s},
            {"minimum_s", b.minimum_s},
            {"run_s", b.run_s},
            {"rounded_s", b.rounded_s},
            {"billed_s", b.billed_s},
            {"terms_assumed", b.terms_assumed},
            {"startup_assumed", b.startup_assumed}};
}
} // namespace

json toJson(const Candidate& c) {
    return {{"gpu", c.gpu},
            {"gpu_name", c.gpu_name},
            {"count", c.count},
            {"strategy", strategyId(c.strategy)},
            {"offload", offloadId(c.offload)},
            {"offload_params", c.offload_params},
            {"precision", precisionInfo(c.precision).id},
            {"mode", purchaseModeId(c.mode)},
            {"per_gpu_bytes", c.per_gpu_bytes},
            {"capacity_bytes", c.capacity_bytes},
            {"job_hours", c.job_hours},
            {"total_cost", c.total_cost},
            {"upfront_cost", c.upfront_cost},
            {"system", c.mode == PurchaseMode::Buy && !c.system.empty() ? json(c.system) : json(nullptr)},
            {"system_name", c.system_name},
            {"systems", c.systems},
            {"system_cost", c.mode == PurchaseMode::Buy ? json(c.system_cost) : json(nullptr)},
            {"gpus_included", c.gpus_included},
            {"host_system", c.host_system.empty() ? json(nullptr) : json(c.host_system)},
            {"host_cost",
             c.mode == PurchaseMode::Buy && !c.host_system.empty() ? json(c.host_cost) : json(nullptr)},
            {"host_missing", c.host_missing},
            {"gpus_per_system", c.gpus_per_system ? json(c.gpus_per_system) : json(nullptr)},
            {"systems_link", c.systems_link.empty() ? json(nullptr) : json(c.systems_link)},
            {"comm_fraction", c.comm_fraction},
            {"pareto", c.pareto},
            {"hours_per_month", c.hours_per_month},
            {"over_capacity", c.over_capacity},
            {"replacement_count", c.replacement_count ? json(*c.replacement_count) : json(nullptr)},
            {"jobs_per_cost", c.jobs_per_cost},
            {"price_date", c.price_date},
            {"offer", c.offer_id},
            {"offer_name", c.offer_label},
            {"offer_gpus", c.offer_gpus},
            {"billed_hours", c.mode == PurchaseMode::Rent ? json(c.billed_hours) : json(nullptr)},
            {"billing", c.billing ? billingJson(*c.billing) : json(nullptr)},
            {"serving", c.serving ? servingJson(*c.serving) : json(nullptr)},
            {"reason", englishReason(c)}};
}

json toJson(const Recommendation& r) {
    json pareto = json::array(), ranked = json::array();
    for (const auto& c : r.pareto)
        pareto.push_back(toJson(c));
    for (const auto& c : r.ranked)
        ranked.push_back(toJson(c));
    return {{"pareto", pareto},
            {"ranked", ranked},
            {"evaluated", r.evaluated},
            {"fitting", r.fitting},
            {"jobs_per_month", r.jobs_per_month},
            {"hours_per_month", r.hours_per_month},
            {"objective", objectiveId(r.objective)},
            {"currency", r.currency},
            {"untimed", r.untimed}};
}

json toJson(const FitSuggestion& f) {
    return {{"id", f.id},
            {"change", f.change.english()},
            {"per_gpu_bytes", f.per_gpu_bytes},
            {"fits", f.fits},
            {"gpus", f.gpus},
            {"time_cost", f.time_cost.english()},
            {"quality_cost", f.quality_cost ? f.quality_cost->english() : std::string()},
            {"extra_cost", opt(f.extra_cost)}};
}

json toJson(const BreakEven& b) {
    return {{"breakeven_months", opt(b.months)},
            {"hours_per_month_threshold", opt(b.hours_per_month_threshold)},
            {"guide_roi_months", b.guide_roi_months},
            {"buy_total_at_horizon", b.buy_total_at_horizon},
            {"rent_total_at_horizon", b.rent_total_at_horizon},
            {"buy_wins_at_horizon", b.buy_wins_at_horizon},
            {"buy_curve", b.buy_curve},
            {"rent_curve", b.rent_curve}};
}

json toJson(const Layout& l) {
    return {{"strategy", strategyId(l.strategy)},
            {"gpus", l.gpus()},
            {"dp", l.dp},
            {"tp", l.tp},
            {"pp", l.pp},
            {"zero_stage", l.zero_stage},
            {"offload_optimizer", offloadId(l.offload_optimizer)},
            {"offload_params", offloadId(l.offload_params)},
            {"gpus_per_node", l.gpus_per_node},
            {"nodes", l.nodes()}};
}

json toJson(const ThroughputRow& t) {
    return {{"gpu", t.gpu},
            {"layout", toJson(t.layout)},
            {"fits", t.fits},
            {"peak_basis", t.peak_basis.english()},
            {"decode_tokens_per_s", opt(t.decode_tokens_per_s)},
            {"decode_tokens_per_s_per_sequence", opt(t.decode_tokens_per_s_per_sequence)},
            {"prefill_seconds", opt(t.prefill_seconds)},
            {"train_step_seconds", opt(t.train_step_seconds)},
            {"train_tokens_per_s", opt(t.train_tokens_per_s)},
            {"train_mfu", opt(t.train_mfu)},
            {"train_mfu_sources", t.train_mfu_sources},
            {"comm_fraction", opt(t.comm_fraction)},
            {"job_hours", opt(t.job_hours)}};
}

json toJson(const PlanResults& r) {
    json j;
    j["model"] = r.model.id;
    j["gpu"] = r.gpu;
    j["layout"] = toJson(r.layout);
    j["fits"] = r.fits;
    j["memory"] = toJson(r.memory.per_gpu);
    j["host_ram_bytes_per_node"] = r.memory.host_ram_bytes_per_node;
    j["nvme_bytes_per_node"] = r.memory.nvme_bytes_per_node;
    j["rule_of_thumb_bytes"] = r.rule_of_thumb.bytes;
    j["rule_of_thumb_formula"] = r.rule_of_thumb.formula.english();
    j["single_gpu"] = toJson(r.single_gpu);
    if (r.throughput_selected)
        j["throughput"] = toJson(*r.throughput_selected);
    json fit = json::array();
    for (const auto& f : r.fit)
        fit.push_back({{"gpu", f.gpu},
                       {"capacity_bytes", f.capacity_bytes},
                       {"per_gpu_bytes", f.memory.per_gpu.total_bytes},
                       {"fits", f.fits},
                       {"headroom_bytes", f.headroom_bytes},
                       {"gpus_needed", opt(f.gpus_needed)},
                       {"gpus_needed_strategy", strategyId(f.gpus_needed_strategy)},
                       {"max_batch", f.max_batch},
                       {"max_seq", f.max_seq}});
    j["fit"] = fit;
    json tp = json::array();
    for (const auto& t : r.throughput)
        tp.push_back(toJson(t));
    j["throughput_per_gpu"] = tp;
    json br;
    br["available"] = r.buy_rent.available;
    br["currency"] = r.buy_rent.currency;
    br["buy_hours_per_month"] = r.buy_rent.buy_hours_per_month;
    br["rent_hours_per_month"] = r.buy_rent.rent_hours_per_month;
    br["capex"] = r.buy_rent.buy.capex();
    const BuyPrice& price = r.buy_rent.price;
    br["system"] = price.system_id.empty() ? json(nullptr) : json(price.system_id);
    br["systems"] = price.systems;
    br["system_cost"] = price.system_cost;
    br["gpu_cost"] = price.gpu_cost;
    br["gpus_included"] = price.gpus_included;
    br["host_system"] = price.host_id.empty() ? json(nullptr) : json(price.host_id);
    br["host_cost"] = price.host_cost;
    br["host_missing"] = price.host_missing;
    if (r.buy_rent.selected) {
        br["selected"] = toJson(r.buy_rent.selected->breakeven);
        br["selected"]["label"] = r.buy_rent.selected->label;
        br["selected"]["rate_per_hour"] = r.buy_rent.selected->rate_per_hour;
        br["selected"]["rent_hours_per_month"] = r.buy_rent.selected->rent_hours_per_month;
        br["selected"]["billing"] =
            r.buy_rent.selected->billing ? billingJson(*r.buy_rent.selected->billing) : json(nullptr);
        const RentOptionResult& sel = *r.buy_rent.selected;
        br["selected"]["billed_as"] = !sel.billing           ? json(nullptr)
                                      : sel.month_in_one_run ? json("month_in_one_run")
                                                             : json("per_job");
    }
    j["buy_rent"] = br;
    j["recommendation"] = toJson(r.recommendation);
    json sug = json::array();
    for (const auto& s : r.suggestions)
        sug.push_back(toJson(s));
    j["suggestions"] = sug;
    json warnings = json::array();
    for (const Message& w : r.warnings)
        warnings.push_back(w.english());
    j["warnings"] = std::move(warnings);
    return j;
}

} // namespace gpuplan

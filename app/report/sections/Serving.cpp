// Section 7 of the procurement report, for a scenario that serves users (a serving traffic):
// the scenario's GPUs as the serving engine lays them out, the speed each user sees and the
// latency at the scenario's traffic against its targets, the cheapest options that meet them,
// and the cost per million tokens against the APIs' prices with the monthly volume above which
// self-hosting costs less.
#include "report/PlanReport.h"

#include "core/plan/Planner.h"
#include "core/plan/ServingScenario.h"
#include "core/plan/ServingSizing.h"
#include "report/sections/SectionParts.h"
#include "text/CoreText.h"
#include "text/QtString.h"
#include "text/ServingText.h"

#include <exception>

namespace gpuplan::report {

using text::qs;
using text::servingOptionName;

namespace {

constexpr int kOptionsShown = 8;

} // namespace

QString PlanReport::servingSectionTitle() {
    return tr("7. Serving");
}

QString PlanReport::trafficText() const {
    const ServingSettings& s = scenario_.serving;
    const QString load =
        s.requests_per_s           ? tr("%1 requests per second").arg(format_.decimal(*s.requests_per_s, 2))
        : s.users.value_or(1) == 1 ? tr("one user at a time")
                                   : tr("%1 concurrent users").arg(format_.grouped(*s.users));
    return tr("%1, each request %2 prompt tokens and %3 output tokens")
        .arg(load, format_.grouped(s.prompt_tokens), format_.grouped(s.output_tokens));
}

QString PlanReport::targetsText() const {
    const ServingTargets t = servingTargets(scenario_.serving);
    QStringList parts;
    if (t.ttft_p95_s)
        parts << tr("first token within %1 at the 95th percentile").arg(format_.seconds(*t.ttft_p95_s));
    if (t.tpot_s)
        parts << tr("%1 tokens/s per user (%2 per output token)")
                     .arg(format_.number(1.0 / *t.tpot_s), format_.seconds(*t.tpot_s));
    return parts.isEmpty() ? tr("no latency target") : parts.join(tr(" and "));
}

QPair<QString, QString> PlanReport::efficiencyRow(const ServingOption& o, bool decode) const {
    const ServingSettings& v = scenario_.serving;
    const GpuSpec* gpu = catalog_.findGpu(o.gpu);
    const EffectiveServing e =
        gpu ? effectiveServing(v, *gpu, results_.model.max_context) : EffectiveServing{};
    const bool set = decode ? v.decode_memory_efficiency.has_value() : v.prefill_mfu.has_value();
    const bool calibrated = decode ? e.decode_calibrated : e.prefill_calibrated;
    const QString where =
        e.run_calibrated ? tr("fitted to the team's measured runs, below")
        : set            ? tr("set in the scenario")
        : calibrated     ? tr("%1's default, calibrated on a published run").arg(text::engineText(e.engine))
                         : tr("a generic assumption: no published run of %1 calibrates it")
                           .arg(text::engineText(e.engine));
    if (decode)
        return {tr("Decode: share of the memory bandwidth reached"),
                tr("%1 (%2)").arg(format_.percent(e.decode_memory_efficiency), where)};
    return {
        tr("Prefill: share of the compute peak reached (MFU)"),
        tr("%1 (%2)").arg(
            format_.percent(e.prefillMfu(computePrecision(o.precision, false, TrainRegime::Mixed))), where)};
}

void PlanReport::serving(ReportDocument& doc) const {
    doc.addHeading(servingSectionTitle());
    doc.addParagraph(tr("Traffic: %1; targets: %2.").arg(trafficText(), targetsText()));
    scenarioServing(doc);
    ServingSizing sizing;
    try {
        sizing = sizeServing(catalog_, results_.model, scenario_);
    } catch (const std::exception& e) {
        doc.addParagraph(tr("No search over the catalog: %1").arg(text::errorText(e)));
        return;
    }
    servingOptions(doc, sizing);
    apiPrices(doc, sizing);
}

// The scenario's own GPUs serving the traffic: whether the engine fits, its KV cache, its speed at
// the traffic against the targets, and where its memory goes.
void PlanReport::scenarioServing(ReportDocument& doc) const {
    try {
        const ServingOption own = servingOfScenario(catalog_, results_.model, scenario_, results_.workload);
        const ServingMemory& m = own.memory;
        const ServingLoad& l = own.load;
        const QString engine = text::engineText(m.engine);
        if (m.fits && m.note)
            doc.addParagraph(text::coreText(*m.note));
        if (!m.fits) {
            doc.addParagraph(tr("%1 does not serve the model on the scenario's GPUs (%2): %3")
                                 .arg(engine, servingOptionName(own), text::coreText(m.reason)));
        } else if (!text::speedModelled(own)) { // fits, but no compute figure to time it
            doc.addParagraph(
                tr("On the scenario's GPUs (%1), %2 keeps a KV cache of %3 tokens per replica: %4 "
                   "requests of %5 tokens at once (%6 at the 95th-percentile length). Its speed "
                   "cannot be estimated: %7.")
                    .arg(servingOptionName(own), engine, format_.grouped(m.kv_cache_tokens),
                         format_.number(m.max_concurrent_sequences), format_.grouped(m.request_tokens_mean),
                         format_.number(m.max_concurrent_sequences_tail),
                         text::coreText(own.misses, QStringLiteral("; "))));
        } else {
            doc.addParagraph(
                tr("On the scenario's GPUs (%1), %2 keeps a KV cache of %3 tokens per replica: %4 requests "
                   "of "
                   "%5 tokens at once (%6 at the 95th-percentile length). At the traffic: %7 tokens/s in "
                   "all, "
                   "%8 tokens/s per user, first token in %9 (p95 %10), %11 per output token (p95 %12). %13")
                    .arg(servingOptionName(own), engine, format_.grouped(m.kv_cache_tokens),
                         format_.number(m.max_concurrent_sequences), format_.grouped(m.request_tokens_mean),
                         format_.number(m.max_concurrent_sequences_tail), format_.number(l.tokens_per_s),
                         format_.number(l.tokens_per_s_per_user), format_.seconds(l.ttft_p50_s))
                    .arg(format_.seconds(l.ttft_p95_s), format_.seconds(l.tpot_p50_s),
                         format_.seconds(l.tpot_p95_s),
                         own.meets ? tr("It meets the targets.")
                                   : tr("It misses them: %1.")
                                         .arg(text::coreText(own.misses, QStringLiteral("; ")))));
            servingMemoryFacts(doc, own);
            measuredRuns(doc, own);
            if (const QString queue = text::queueText(l, own.replicas, format_); !queue.isEmpty())
                doc.addParagraph(queue);
            if (const QString sim = text::simulationText(l, m.engine, format_); !sim.isEmpty())
                doc.addParagraph(sim);
            doc.addParagraph(text::accuracyText(m.engine, format_));
        }
    } catch (const std::exception& e) {
        doc.addParagraph(tr("The scenario's GPUs are not evaluated: %1").arg(text::errorText(e)));
    }
}

// Where the engine's memory goes on one GPU, and the efficiencies that time it.
void PlanReport::servingMemoryFacts(ReportDocument& doc, const ServingOption& own) const {
    const ServingMemory& m = own.memory;
    doc.addKeyValues({
        {tr("Device memory the engine sees (per GPU)"), format_.memoryText(double(m.device_memory_bytes))},
        {tr("Its share for the engine"),
         tr("%1 (gpu_memory_utilization %2)")
             .arg(format_.memoryText(double(m.budget_bytes)), format_.decimal(m.gpu_memory_utilization, 2))},
        {tr("Weights (this GPU's share)"), format_.memoryText(double(m.weights_bytes))},
        {tr("Activation peak of one scheduler step"), format_.memoryText(double(m.activation_bytes))},
        {tr("Outside PyTorch (CUDA graphs, NCCL buffers)"), format_.memoryText(double(m.non_torch_bytes))},
        {tr("KV cache"),
         tr("%1 = %2 tokens")
             .arg(format_.memoryText(double(m.kv_cache_bytes)), format_.grouped(m.kv_cache_tokens))},
        efficiencyRow(own, true),
        efficiencyRow(own, false),
    });
}

// The cheapest option that meets the targets, and the first options of the search.
void PlanReport::servingOptions(ReportDocument& doc, const ServingSizing& sizing) const {
    if (sizing.best)
        doc.addParagraph(tr("The cheapest option that meets the targets: %1, %2 a month, %3 per million "
                            "tokens (input %4, output %5).")
                             .arg(servingOptionName(*sizing.best), money(sizing.best->monthly_cost),
                                  money(sizing.best->per_million.blended),
                                  money(sizing.best->per_million.input),
                                  money(sizing.best->per_million.output)));
    else
        doc.addParagraph(tr("No option of the catalog meets the targets. %1")
                             .arg(text::coreText(sizing.hints, QStringLiteral(" "))));

    ReportTable t;
    t.header = {tr("Option"),    tr("TTFT p95"), tr("TPOT p95"),          tr("Tokens/s per user"),
                tr("Per month"), tr("Up-front"), tr("Per million tokens")};
    align(t, "LRRRRRR");
    int shown = 0;
    for (const ServingOption& o : sizing.options) {
        if (shown == kOptionsShown)
            break;
        ++shown;
        t.rows.append({servingOptionName(o) + (o.meets ? QString() : tr(" (misses a target)")),
                       format_.seconds(o.load.ttft_p95_s), format_.seconds(o.load.tpot_p95_s),
                       format_.number(o.load.tokens_per_s_per_user), money(o.monthly_cost),
                       o.upfront_cost > 0 ? money(o.upfront_cost) : QStringLiteral("–"),
                       money(o.per_million.blended)});
    }
    if (!t.rows.isEmpty()) {
        t.highlighted_row = sizing.best ? 0 : -1;
        t.caption = tr("Table: the %1 cheapest of %2 options evaluated, those that meet the targets first.")
                        .arg(shown)
                        .arg(sizing.evaluated);
        doc.addTable(t);
    }
}

// The APIs that sell the model, against the option above.
void PlanReport::apiPrices(ReportDocument& doc, const ServingSizing& sizing) const {
    if (sizing.apis.empty()) {
        doc.addParagraph(tr("The catalog has no API price for this model."));
        return;
    }
    ReportTable a;
    a.header = {tr("API"),        tr("Input / M"),
                tr("Output / M"), tr("At the traffic / M"),
                tr("A month"),    tr("Self-hosting cheaper above"),
                tr("Price of")};
    align(a, "LRRRRRL");
    for (const ApiComparison& api : sizing.apis) {
        QString breakeven = tr("never (the API costs less than the electricity)");
        if (api.breakeven_tokens_per_month)
            breakeven =
                tr("%1 tokens a month%2")
                    .arg(format_.largeNumber(*api.breakeven_tokens_per_month),
                         api.breakeven_within_capacity ? QString() : tr(" (beyond what it can serve)"));
        a.rows.append({tr("%1 %2").arg(qs(api.provider), qs(api.model)), money(api.per_million.input),
                       money(api.per_million.output), money(api.per_million.blended), money(api.monthly_cost),
                       breakeven, format_.date(api.date)});
    }
    a.caption = tr("Table: the APIs' prices per million tokens, converted to %1, against the option above; "
                   "sources in the catalog's API prices.")
                    .arg(qs(scenario_.currency));
    doc.addTable(a);
}

} // namespace gpuplan::report

// Section 1 of the procurement report: the recommended options, the scenario's own
// choice bought vs rented, and why.
#include "report/PlanReport.h"

#include "core/cost/Pricing.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"
#include "report/ReportWords.h"
#include "report/sections/SectionParts.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/CostText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <algorithm>

namespace gpuplan::report {

using text::layoutText;
using text::qs;
using text::shortGpuName;

void PlanReport::summary(ReportDocument& doc) const {
    doc.addTitle(tr("GPU procurement report"), qs(scenario_.name));
    summaryFacts(doc);
    doc.addHeading(sectionTitles()[0]);
    recommendedOptions(doc);
    scenarioChoice(doc);
    if (const QStringList why = justification(); !why.isEmpty()) {
        doc.addHeading(tr("Justification"), 2);
        doc.addParagraph(why.join(QLatin1Char(' ')));
    }
}

// The scenario in a few lines: its file, workload, use, hardware and catalog.
void PlanReport::summaryFacts(ReportDocument& doc) const {
    const PlanResults& r = results_;
    QList<QPair<QString, QString>> facts;
    if (!options_.scenario_file.isEmpty())
        facts.append({tr("Scenario file"), options_.scenario_file});
    facts.append({tr("Workload"), workloadText()});
    facts.append({tr("Use"), usageText()});
    const GpuSpec* gpu = catalog_.findGpu(r.gpu);
    const double cap = gpu ? static_cast<double>(gpu->vram_bytes) : 0.0;
    facts.append({tr("Scenario's hardware"),
                  tr("%1 × %2 (%3): %4 per GPU of %5 — %6")
                      .arg(r.layout.gpus())
                      .arg(gpuName(r.gpu), layoutText(r.layout),
                           format_.memoryText(static_cast<double>(r.memory.per_gpu.total_bytes)),
                           format_.memoryText(cap), r.fits ? tr("fits") : tr("does not fit"))});
    facts.append({tr("Catalog"), tr("version %1").arg(text::catalogVersion(catalog_))});

    doc.addKeyValues(facts);
}

// The first options of the recommendation, the first highlighted, or why there is none.
void PlanReport::recommendedOptions(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const Recommendation& rec = results_.recommendation;
    if (rec.ranked.empty()) {
        doc.addParagraph(tr("No option in the catalog runs this workload within the constraints (at most %1 "
                            "GPUs%2). Section 2 lists what each GPU would need.")
                             .arg(s.constraints.max_gpus)
                             .arg(s.constraints.budget
                                      ? tr(", a budget of %1").arg(money(*s.constraints.budget))
                                      : QString()));
        return;
    }
    doc.addHeading(tr("Recommended options"), 2);
    ReportTable t;
    t.header = {tr("Option"),
                tr("Layout and precision"),
                tr("Total over %1 months").arg(s.horizon_months),
                tr("Up front"),
                rec.objective == Objective::Serving ? tr("Tokens/s per user") : tr("Time per job"),
                tr("Price")};
    align(t, "LLRRRL");
    const std::size_t shown = std::min<std::size_t>(rec.ranked.size(), 4);
    for (std::size_t i = 0; i < shown; ++i)
        t.rows.append(recommendedRow(rec.ranked[i]));
    t.highlighted_row = 0;
    t.caption =
        rec.objective == Objective::Serving
            ? tr("Ranked as the serving search ranks them (those that serve the traffic at the targets "
                 "first, then the cheapest a month): the first is the recommendation.")
            : (rec.objective == Objective::Fastest
                   ? tr("Ranked fastest first within the budget: the first is the recommendation; costs "
                        "at %1.")
               : rec.objective == Objective::Value
                   ? tr("Ranked by work for the money (jobs over the horizon ÷ total cost): the first is "
                        "the recommendation; costs at %1.")
                   : tr("Ranked cheapest first: the first is the recommendation; costs at %1."))
                  .arg(format_.jobsPerMonth(rec.jobs_per_month));
    doc.addTable(t);
}

// One option of the recommended table: name, layout, total, up front, speed, and its price's date
// (and offer when rented).
QStringList PlanReport::recommendedRow(const Candidate& c) const {
    // What is paid up front, and the system(s) it buys.
    const QString system =
        text::systemText(c.system_name, c.systems, c.gpus_included, c.host_name, c.host_missing);
    const QString upfront =
        system.isEmpty() ? money(c.upfront_cost) : tr("%1 (%2)").arg(money(c.upfront_cost), system);
    const std::string today = options_.date.toString(Qt::ISODate).toStdString();
    QString price =
        text::coreText(priceDateNote(c.price_date, today, options_.stale_after_months), options_.locale);
    if (c.mode == PurchaseMode::Rent && !c.offer_label.empty())
        price = tr("%1, %2").arg(text::offerLabelText(c.offer_label, format_), price);
    return {candidateName(c),
            candidateLayout(c),
            money(c.total_cost),
            c.mode == PurchaseMode::Buy ? upfront : QStringLiteral("–"),
            c.serving ? tr("%1 (first token %2)")
                            .arg(format_.number(c.serving->tokens_per_s_per_user),
                                 format_.seconds(c.serving->ttft_p95_s))
                      : text::jobTimeText(c, format_),
            price};
}

// The scenario's own GPUs, bought vs rented, and the break-even.
void PlanReport::scenarioChoice(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const PlanResults& r = results_;
    QList<QPair<QString, QString>> own;
    const BuyRentResults& b = r.buy_rent;
    if (r.throughput_selected && r.throughput_selected->job_hours)
        own.append({tr("Time per job"), format_.hours(*r.throughput_selected->job_hours)});
    if (b.available && b.selected) {
        const BreakEven& be = b.selected->breakeven;
        own.append({tr("Buy %1 × %2, total over %3 months")
                        .arg(b.buy.gpu_count)
                        .arg(shortGpuName(gpuName(b.buy_gpu).toStdString()))
                        .arg(s.horizon_months),
                    money(be.buy_total_at_horizon)});
        own.append({tr("Rent (%1), total over %2 months")
                        .arg(offerLabel(catalog_, *b.selected))
                        .arg(s.horizon_months),
                    money(be.rent_total_at_horizon)});
    }
    own.append({tr("Break-even"), breakEvenText()});
    doc.addHeading(tr("The scenario's choice"), 2);
    doc.addKeyValues(own);
}

// Why: how many options were weighed, what ranked them, what the first one answers and costs, the
// options a month cannot hold, the fastest on the front, and the break-even.
QStringList PlanReport::justification() const {
    const Recommendation& rec = results_.recommendation;
    QStringList why;
    if (!rec.ranked.empty()) {
        const Candidate& best = rec.ranked.front();
        const QString evaluated = format_.grouped(rec.evaluated);
        const QString fitting = format_.grouped(rec.fitting);
        if (rec.objective == Objective::Serving) {
            why.append(
                tr("Of %1 ways to serve the traffic (GPU × GPUs per replica × replicas × precision × KV "
                   "precision, bought or rented), %2 meet the targets.")
                    .arg(evaluated, fitting));
        } else {
            why.append(
                tr("Of %1 ways to run this workload (GPU × count × layout × precision, bought or rented), %2 "
                   "fit in memory and meet the constraints.")
                    .arg(evaluated, fitting));
            why.append(tr("Each option is costed for the same work: %1, bought or rented for the hours that "
                          "work takes on it.")
                           .arg(format_.jobsPerMonth(rec.jobs_per_month)));
            if (results_.usage_note)
                why.append(text::coreText(*results_.usage_note, format_.locale()) + QLatin1Char('.'));
        }
        if (const auto untimed = untimedNote(catalog_, rec))
            why.append(text::coreText(*untimed, format_.locale()) + QLatin1Char('.'));
        why.append(objectiveReason(best));
        // A rented first option: the arithmetic of its cost (the billed time of a job, the rate).
        if (const QString billed = text::billingText(best, format_.locale());
            best.mode == PurchaseMode::Rent && !billed.isEmpty())
            why.append(tr("Renting %1: %2.").arg(candidateName(best), billed));
        why.append(overCapacityReasons());
        if (const QString front = fastestOnTheFront(); !front.isEmpty())
            why.append(front);
    }
    if (const QString be = breakEvenReason(); !be.isEmpty())
        why.append(be);
    if (!results_.fits)
        why.append(tr("The scenario's own layout does not fit in memory: see section 2 for what would."));
    return why;
}

// Which objective ranked the list, and what its first option answers.
QString PlanReport::objectiveReason(const Candidate& best) const {
    const Scenario& s = scenario_;
    switch (results_.recommendation.objective) {
    case Objective::Cheapest:
        return tr("The list is ranked by cost (objective: cheapest). The cheapest option is %1 (%2): "
                  "%3 over %4 months, %5 per job.")
            .arg(candidateName(best), candidateLayout(best), money(best.total_cost))
            .arg(s.horizon_months)
            .arg(format_.hours(best.job_hours));
    case Objective::Fastest:
        return tr("The list is ranked by time per job (objective: fastest%1). The fastest option is "
                  "%2 (%3): %4 per job, %5 over %6 months.")
            .arg(s.constraints.budget ? tr(" within a budget of %1").arg(money(*s.constraints.budget))
                                      : QString(),
                 candidateName(best), candidateLayout(best), format_.hours(best.job_hours),
                 money(best.total_cost))
            .arg(s.horizon_months);
    case Objective::Serving:
        return tr("The list is ranked by what serves the scenario's traffic (%1) at its targets (%2) "
                  "for the least a month (objective: serving). The first option is %3 (%4): %5 over "
                  "%6 months. Section 7 details it.")
            .arg(trafficText(), targetsText(), candidateName(best), candidateLayout(best),
                 money(best.total_cost))
            .arg(s.horizon_months);
    case Objective::Value:
        return tr("The list is ranked by work for the money (objective: value). The option with the "
                  "most work for the money is %1 (%2): %3 jobs per 1,000 %4 over %5 months, %6 per "
                  "job.")
            .arg(candidateName(best), candidateLayout(best), format_.decimal(best.jobs_per_cost * 1000.0, 2),
                 qs(s.currency))
            .arg(s.horizon_months)
            .arg(format_.hours(best.job_hours));
    }
    return {};
}

// Options that need more hours of work a month than a month has, and what replaces them (the
// first three).
QStringList PlanReport::overCapacityReasons() const {
    QStringList why;
    for (const Candidate& c : results_.recommendation.ranked) {
        if (!c.over_capacity)
            continue;
        if (why.size() >= 3)
            break;
        why.append(c.replacement_count
                       ? tr("%1 would need %2 h of work a month, more than the 744 h a month has: %3 × %4 "
                            "are proposed instead.")
                             .arg(candidateName(c), format_.decimal(c.hours_per_month, 0))
                             .arg(*c.replacement_count)
                             .arg(shortGpuName(c.gpu_name))
                       : tr("%1 would need %2 h of work a month, more than the 744 h a month has, and no "
                            "count up to %3 GPUs can do it.")
                             .arg(candidateName(c), format_.decimal(c.hours_per_month, 0))
                             .arg(scenario_.constraints.max_gpus));
    }
    return why;
}

// The fastest option on the cost/time (or cost/latency) front, when the front has more than one.
QString PlanReport::fastestOnTheFront() const {
    const Recommendation& rec = results_.recommendation;
    if (rec.pareto.size() <= 1)
        return {};
    const Candidate& fastest = rec.pareto.back();
    if (fastest.serving)
        return tr("The option with the fastest first token on the cost/latency front, %1, answers "
                  "within %2 at the 95th percentile for %3.")
            .arg(candidateName(fastest), format_.seconds(fastest.serving->ttft_p95_s),
                 money(fastest.total_cost));
    return tr("The fastest option on the cost/time front, %1, takes %2 per job for %3.")
        .arg(candidateName(fastest), format_.hours(fastest.job_hours), money(fastest.total_cost));
}

// When buying the scenario's GPUs pays off against renting them.
QString PlanReport::breakEvenReason() const {
    const BuyRentResults& b = results_.buy_rent;
    if (!b.available || !b.selected)
        return {};
    const BreakEven& be = b.selected->breakeven;
    QString line = be.months
                       ? tr("Buying the scenario's GPUs rather than renting pays off after %1 months "
                            "at %2 h of work a month")
                             .arg(format_.decimal(*be.months, 1), format_.decimal(b.buy_hours_per_month, 0))
                       : tr("At %1 h of work a month, buying the scenario's GPUs does not pay off "
                            "within %2 months")
                             .arg(format_.decimal(b.buy_hours_per_month, 0))
                             .arg(scenario_.horizon_months);
    if (be.paysOffWithinAMonth())
        line +=
            tr("; buying wins above %1 h a month.").arg(format_.decimal(*be.hours_per_month_threshold, 0));
    else if (be.hours_per_month_threshold)
        line += tr("; buying does not pay off even in use all 744 hours of a month.");
    else
        line += tr("; renting is cheaper at any use.");
    return line;
}

} // namespace gpuplan::report

#include "report/PlanReport.h"

#include "core/cost/Pricing.h"
#include "core/plan/Planner.h"
#include "core/plan/ServingScenario.h"
#include "report/ReportWords.h"
#include "text/CatalogNames.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <cmath>

namespace gpuplan::report {

using text::qs;

PlanReport::PlanReport(const Catalog& catalog, const Scenario& scenario, const PlanResults& results,
                       PlanReportOptions options)
    : catalog_(catalog), scenario_(scenario), results_(results), options_(std::move(options)),
      format_(options_.locale, options_.memory_unit) {}

QStringList PlanReport::sectionTitles() {
    return {tr("1. Summary"),    tr("2. Feasibility"), tr("3. Multi-GPU layout and interconnect"),
            tr("4. Throughput"), tr("5. Buy vs rent"), tr("6. Assumptions and sources")};
}

QString PlanReport::probeSectionTitle(int number) {
    return tr("%1. Detected hardware vs catalog").arg(number);
}

ReportMeta PlanReport::meta() const {
    ReportMeta m;
    m.title = tr("GPU procurement report");
    m.subtitle = qs(scenario_.name);
    m.catalog_version = text::catalogVersion(catalog_);
    m.date = options_.date;
    m.locale = options_.locale;
    m.page_size = options_.page_size;
    return m;
}

QString PlanReport::gpuName(const std::string& id) const {
    const GpuSpec* g = catalog_.findGpu(id);
    return g ? text::gpuNameText(g->name, format_) : qs(id);
}

QString PlanReport::workloadText() const {
    const PlanResults& r = results_;
    const Workload& w = scenario_.workload;
    const QString model = qs(r.model.name.empty() ? r.model.id : r.model.name);
    const QString params = tr("%1 billion parameters")
                               .arg(format_.decimal(static_cast<double>(r.single_gpu.params.total) / 1e9, 2));
    QString text = tr("%1 (%2): %3 in %4, batch %5 × %6 tokens")
                       .arg(model, params, text::taskInSentence(w.task), text::precisionName(w.precision))
                       .arg(w.batch)
                       .arg(format_.grouped(w.seq));
    if (w.isTraining())
        text += tr("; a job is %1 examples × %2 epoch(s)")
                    .arg(format_.grouped(scenario_.job.dataset_examples),
                         format_.number(scenario_.job.epochs, 3));
    else
        text += tr("; a job is %1 requests of %2 generated tokens")
                    .arg(format_.grouped(scenario_.job.requests),
                         format_.grouped(scenario_.job.generated_tokens));
    return text;
}

QString PlanReport::usageText() const {
    const Scenario& s = scenario_;
    if (s.usage_mode == UsageMode::JobsPerMonth)
        return tr("%1 over %2 months").arg(format_.jobsPerMonth(s.jobs_per_month)).arg(s.horizon_months);
    return tr("%1 h of work a month over %2 months")
        .arg(format_.decimal(s.hours_per_month, 0))
        .arg(s.horizon_months);
}

QString PlanReport::money(double amount) const {
    return format_.money(amount, scenario_.currency);
}

QString PlanReport::optionName(const Candidate& c) {
    return candidateName(c);
}

QString PlanReport::breakEvenText() const {
    const BuyRentResults& b = results_.buy_rent;
    if (!b.available)
        return tr("not computed: no purchase price for %1").arg(gpuName(b.buy_gpu));
    if (!b.selected)
        return tr("not computed: no cloud rate for %1").arg(gpuName(b.rent_gpu));
    const BreakEven& be = b.selected->breakeven;
    if (!be.months)
        return tr("buying does not pay off within %1 months").arg(scenario_.horizon_months);
    return tr("after %1 months (month %2)")
        .arg(format_.decimal(*be.months, 1))
        .arg(static_cast<int>(std::ceil(*be.months - 1e-9)));
}

ReportDocument PlanReport::document() const {
    ReportDocument doc;
    summary(doc);
    feasibility(doc);
    layoutAndInterconnect(doc);
    throughput(doc);
    buyVsRent(doc);
    assumptions(doc);
    if (hasServingTraffic(scenario_))
        serving(doc);
    if (scenario_.probe)
        detectedHardware(doc);
    allOptions(doc);
    return doc;
}
Scenario scenarioInCurrency(const Catalog& catalog, Scenario s, const std::string& currency) {
    if (currency.empty() || currency == s.currency)
        return s;
    auto convert = [&](double v) { return convertCurrency(catalog, s, v, s.currency, currency); };
    if (s.gpu_price)
        s.gpu_price = convert(*s.gpu_price);
    if (s.host_cost)
        s.host_cost = convert(*s.host_cost);
    s.electricity_per_kwh = convert(s.electricity_per_kwh);
    if (s.cloud_rate_per_gpu_hour)
        s.cloud_rate_per_gpu_hour = convert(*s.cloud_rate_per_gpu_hour);
    if (s.constraints.budget)
        s.constraints.budget = convert(*s.constraints.budget);
    s.currency = currency;
    return s;
}

RenderResult writePlanReport(const Catalog& catalog, const Scenario& scenario,
                             const PlanReportOptions& options, const QString& path) {
    const PlanResults results = plan(catalog, scenario);
    const PlanReport report(catalog, scenario, results, options);
    return renderPdf(report.document(), report.meta(), path);
}

} // namespace gpuplan::report

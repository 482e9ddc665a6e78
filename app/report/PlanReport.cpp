#include "report/PlanReport.h"

#include "charts/BarChart.h"
#include "charts/ChartGpus.h"
#include "charts/CurveChart.h"
#include "charts/ReportCharts.h"
#include "text/CoreText.h"
#include "text/Names.h"

#include "core/Communication.h"
#include "core/Error.h"
#include "core/Planner.h"
#include "core/Pricing.h"
#include "core/ProbeReport.h"

#include <QPainter>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>

namespace gpuplan::report {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// A chart of the document: the widget lives as long as the drawing that paints it.
DrawFunction chartDrawing(std::shared_ptr<charts::ChartView> chart) {
    return [chart](QPainter* painter, const QRectF& target) {
        charts::drawForPrint(chart.get(), painter, target);
    };
}

// Column alignment from a spec: 'L' left, 'R' right (numbers), 'C' centre.
void align(ReportTable& t, const char* spec) {
    t.alignment.clear();
    for (const char* c = spec; *c; ++c)
        t.alignment.append(*c == 'R' ? Qt::AlignRight : *c == 'C' ? Qt::AlignHCenter : Qt::AlignLeft);
}

std::optional<double> throughputRate(const ThroughputRow& t, bool training) {
    return training ? t.train_tokens_per_s : t.decode_tokens_per_s;
}

// Names shared with the desktop application (app/text/Names.h).
using text::layoutText;
using text::precisionName;
using text::shortGpuName;
using text::strategyName;

} // namespace

// ---- ReportFormat ----------------------------------------------------------

ReportFormat::ReportFormat(QLocale locale, std::string currency)
    : locale_(std::move(locale)), currency_(std::move(currency)) {}

QString ReportFormat::currencySymbol() const {
    if (currency_ == "EUR")
        return QStringLiteral("€");
    if (currency_ == "USD")
        return QStringLiteral("$");
    if (currency_ == "GBP")
        return QStringLiteral("£");
    return qs(currency_);
}

QString ReportFormat::money(double amount) const {
    if (amount == 0.0)
        amount = 0.0; // no "-€0.00"
    return locale_.toCurrencyString(amount, currencySymbol(), 2);
}

QString ReportFormat::moneyPerHour(double amount) const {
    return PlanReport::tr("%1/h").arg(money(amount));
}

QString ReportFormat::months(double m) const {
    return locale_.toString(m, 'f', 1);
}

QString ReportFormat::gb(double bytes, int decimals) const {
    return PlanReport::tr("%1 GB").arg(locale_.toString(bytes / 1e9, 'f', decimals));
}

QString ReportFormat::number(double v, int decimals) const {
    return locale_.toString(v, 'f', decimals);
}

QString ReportFormat::hours(double h) const {
    if (!std::isfinite(h))
        return QStringLiteral("–");
    if (h < 1.0)
        return PlanReport::tr("%1 min").arg(locale_.toString(h * 60.0, 'f', h * 60.0 < 10 ? 1 : 0));
    return PlanReport::tr("%1 h").arg(locale_.toString(h, 'f', h < 100 ? 1 : 0));
}

QString ReportFormat::seconds(double s) const {
    if (!std::isfinite(s))
        return QStringLiteral("–");
    if (s < 1e-3)
        return PlanReport::tr("%1 µs").arg(locale_.toString(s * 1e6, 'f', s < 1e-5 ? 1 : 0));
    if (s < 1.0)
        return PlanReport::tr("%1 ms").arg(locale_.toString(s * 1e3, 'f', s < 1e-2 ? 2 : 1));
    if (s < 600)
        return PlanReport::tr("%1 s").arg(locale_.toString(s, 'f', s < 10 ? 2 : 1));
    return hours(s / 3600.0);
}

QString ReportFormat::percent(double fraction, int decimals) const {
    return PlanReport::tr("%1%").arg(locale_.toString(fraction * 100.0, 'f', decimals));
}

QString ReportFormat::bandwidth(double bytes_per_s) const {
    return PlanReport::tr("%1 GB/s").arg(locale_.toString(bytes_per_s / 1e9, 'f', 1));
}

// ---- words -----------------------------------------------------------------

namespace {

QString taskName(Task t) {
    switch (t) {
    case Task::Inference:
        return PlanReport::tr("inference");
    case Task::LoRA:
        return PlanReport::tr("LoRA fine-tuning");
    case Task::QLoRA:
        return PlanReport::tr("QLoRA fine-tuning");
    case Task::FullFineTune:
        return PlanReport::tr("full fine-tuning");
    case Task::Pretrain:
        return PlanReport::tr("pre-training");
    }
    return {};
}

QString yesNo(bool v) {
    return v ? PlanReport::tr("yes") : PlanReport::tr("no");
}

QString candidateName(const Candidate& c) {
    const QString gpus = PlanReport::tr("%1 × %2").arg(c.count).arg(shortGpuName(c.gpu_name));
    return c.mode == PurchaseMode::Rent ? PlanReport::tr("Rent %1").arg(gpus)
                                        : PlanReport::tr("Buy %1").arg(gpus);
}

// A short name of an offer for a chart legend: "AWS spot, us-east-1".
QString offerShortLabel(const Catalog& c, const RentOptionResult& o) {
    if (o.offer_id.empty())
        return PlanReport::tr("the scenario's rate");
    const CloudOffer* offer = c.findOffer(o.offer_id);
    if (!offer)
        return qs(o.label);
    QString region = qs(offer->region);
    if (const qsizetype bracket = region.indexOf(QLatin1String(" (")); bracket > 0)
        region = region.left(bracket);
    const QString what = PlanReport::tr("%1 %2").arg(qs(offer->provider), qs(offer->pricing));
    return region.isEmpty() ? what : PlanReport::tr("%1, %2").arg(what, region);
}

// An offer's label with its region: one provider lists the same instance in several.
QString offerLabel(const Catalog& c, const RentOptionResult& o) {
    if (o.offer_id.empty())
        return PlanReport::tr("the scenario's rate");
    const CloudOffer* offer = c.findOffer(o.offer_id);
    return offer && !offer->region.empty() ? PlanReport::tr("%1 (%2)").arg(qs(o.label), qs(offer->region))
                                           : qs(o.label);
}

QString candidateLayout(const Candidate& c) {
    return PlanReport::tr("%1, %2").arg(strategyName(c.strategy, c.offload), precisionName(c.precision));
}

} // namespace

// ---- PlanReport ------------------------------------------------------------

PlanReport::PlanReport(const Catalog& catalog, const Scenario& scenario, const PlanResults& results,
                       PlanReportOptions options)
    : catalog_(catalog), scenario_(scenario), results_(results), options_(std::move(options)),
      format_(options_.locale, scenario.currency) {}

QStringList PlanReport::sectionTitles() {
    return {tr("1. Summary"),    tr("2. Feasibility"), tr("3. Multi-GPU layout and interconnect"),
            tr("4. Throughput"), tr("5. Buy vs rent"), tr("6. Assumptions and sources")};
}

QString PlanReport::probeSectionTitle() {
    return tr("7. Detected hardware vs catalog");
}

ReportMeta PlanReport::meta() const {
    ReportMeta m;
    m.title = tr("GPU procurement report");
    m.subtitle = qs(scenario_.name);
    m.catalog_version = qs(catalog_.version);
    m.date = options_.date;
    m.locale = options_.locale;
    m.page_size = options_.page_size;
    return m;
}

QString PlanReport::gpuName(const std::string& id) const {
    const GpuSpec* g = catalog_.findGpu(id);
    return g ? qs(g->name) : qs(id);
}

QString PlanReport::workloadText() const {
    const PlanResults& r = results_;
    const Workload& w = scenario_.workload;
    const QString model = qs(r.model.name.empty() ? r.model.id : r.model.name);
    const QString params = tr("%1 billion parameters")
                               .arg(format_.number(static_cast<double>(r.single_gpu.params.total) / 1e9, 2));
    QString text = tr("%1 (%2): %3 in %4, batch %5 × %6 tokens")
                       .arg(model, params, taskName(w.task), precisionName(w.precision))
                       .arg(w.batch)
                       .arg(options_.locale.toString(static_cast<qulonglong>(w.seq)));
    if (w.isTraining())
        text += tr("; a job is %1 examples × %2 epoch(s)")
                    .arg(options_.locale.toString(static_cast<qulonglong>(scenario_.job.dataset_examples)),
                         options_.locale.toString(scenario_.job.epochs, 'g', 3));
    else
        text += tr("; a job is %1 requests of %2 generated tokens")
                    .arg(options_.locale.toString(static_cast<qulonglong>(scenario_.job.requests)),
                         options_.locale.toString(static_cast<qulonglong>(scenario_.job.generated_tokens)));
    return text;
}

QString PlanReport::usageText() const {
    const Scenario& s = scenario_;
    if (s.usage_mode == UsageMode::JobsPerMonth)
        return tr("%1 job(s) a month over %2 months")
            .arg(format_.number(s.jobs_per_month, 1))
            .arg(s.horizon_months);
    return tr("%1 h of work a month over %2 months")
        .arg(format_.number(s.hours_per_month, 0))
        .arg(s.horizon_months);
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
        .arg(format_.months(*be.months))
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
    if (scenario_.probe)
        detectedHardware(doc);
    allOptions(doc);
    return doc;
}

// ---- 1. Summary --------------------------------------------------------------

void PlanReport::summary(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const PlanResults& r = results_;
    const Recommendation& rec = r.recommendation;
    const QStringList titles = sectionTitles();
    doc.addTitle(tr("GPU procurement report"), qs(s.name));

    QList<QPair<QString, QString>> facts;
    if (!options_.scenario_file.isEmpty())
        facts.append({tr("Scenario file"), options_.scenario_file});
    facts.append({tr("Workload"), workloadText()});
    facts.append({tr("Use"), usageText()});
    const GpuSpec* gpu = catalog_.findGpu(r.gpu);
    const double cap = gpu ? static_cast<double>(gpu->vram_bytes) : 0.0;
    facts.append(
        {tr("Scenario's hardware"), tr("%1 × %2 (%3): %4 per GPU of %5 — %6")
                                        .arg(r.layout.gpus())
                                        .arg(gpuName(r.gpu), layoutText(r.layout),
                                             format_.gb(static_cast<double>(r.memory.per_gpu.total_bytes)),
                                             format_.gb(cap), r.fits ? tr("fits") : tr("does not fit"))});
    facts.append({tr("Catalog"), tr("version %1").arg(qs(catalog_.version))});
    doc.addKeyValues(facts);

    doc.addHeading(titles[0]);
    if (rec.ranked.empty()) {
        doc.addParagraph(tr("No option in the catalog runs this workload within the constraints (at most %1 "
                            "GPUs%2). Section 2 lists what each GPU would need.")
                             .arg(s.constraints.max_gpus)
                             .arg(s.constraints.budget
                                      ? tr(", a budget of %1").arg(format_.money(*s.constraints.budget))
                                      : QString()));
    } else {
        doc.addHeading(tr("Recommended options"), 2);
        ReportTable t;
        t.header = {tr("Option"), tr("Layout and precision"),
                    tr("Total over %1 months").arg(s.horizon_months), tr("Up front"), tr("Time per job")};
        align(t, "LLRRR");
        const std::size_t shown = std::min<std::size_t>(rec.pareto.size(), 4);
        for (std::size_t i = 0; i < shown; ++i) {
            const Candidate& c = rec.pareto[i];
            t.rows.append({candidateName(c), candidateLayout(c), format_.money(c.total_cost),
                           c.mode == PurchaseMode::Buy ? format_.money(c.upfront_cost) : QStringLiteral("–"),
                           format_.hours(c.job_hours)});
        }
        t.highlighted_row = 0;
        t.caption = tr("The cost/time front: each option is the cheapest for its speed. The first is the "
                       "recommendation; costs at %1 job(s) a month.")
                        .arg(format_.number(rec.jobs_per_month, 1));
        doc.addTable(t);
    }

    // The scenario's own choice, bought vs rented.
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
                    format_.money(be.buy_total_at_horizon)});
        own.append({tr("Rent (%1), total over %2 months")
                        .arg(offerLabel(catalog_, *b.selected))
                        .arg(s.horizon_months),
                    format_.money(be.rent_total_at_horizon)});
    }
    own.append({tr("Break-even"), breakEvenText()});
    if (!own.isEmpty()) {
        doc.addHeading(tr("The scenario's choice"), 2);
        doc.addKeyValues(own);
    }

    // Why.
    QStringList why;
    if (!rec.ranked.empty()) {
        const Candidate& best = rec.ranked.front();
        why.append(
            tr("Of %1 ways to run this workload (GPU × count × layout × precision, bought or rented), %2 "
               "fit in memory and meet the constraints.")
                .arg(options_.locale.toString(static_cast<qulonglong>(rec.evaluated)),
                     options_.locale.toString(static_cast<qulonglong>(rec.fitting))));
        why.append(tr("Each option is costed for the same work: %1 job(s) a month, bought or rented for the "
                      "hours that work takes on it.")
                       .arg(format_.number(rec.jobs_per_month, 1)));
        why.append(tr("The cheapest option is %1 (%2): %3 over %4 months, %5 per job.")
                       .arg(candidateName(best), candidateLayout(best), format_.money(best.total_cost))
                       .arg(s.horizon_months)
                       .arg(format_.hours(best.job_hours)));
        if (rec.pareto.size() > 1) {
            const Candidate& fastest = rec.pareto.back();
            why.append(tr("The fastest option on the cost/time front, %1, takes %2 per job for %3.")
                           .arg(candidateName(fastest), format_.hours(fastest.job_hours),
                                format_.money(fastest.total_cost)));
        }
    }
    if (b.available && b.selected) {
        const BreakEven& be = b.selected->breakeven;
        QString line = be.months
                           ? tr("Buying the scenario's GPUs rather than renting pays off after %1 months "
                                "at %2 h of work a month")
                                 .arg(format_.months(*be.months), format_.number(b.buy_hours_per_month, 0))
                           : tr("At %1 h of work a month, buying the scenario's GPUs does not pay off "
                                "within %2 months")
                                 .arg(format_.number(b.buy_hours_per_month, 0))
                                 .arg(s.horizon_months);
        if (be.paysOffWithinAMonth())
            line +=
                tr("; buying wins above %1 h a month.").arg(format_.number(*be.hours_per_month_threshold, 0));
        else if (be.hours_per_month_threshold)
            line += tr("; buying does not pay off even in use all 744 hours of a month.");
        else
            line += tr("; renting is cheaper at any use.");
        why.append(line);
    }
    if (!r.fits)
        why.append(tr("The scenario's own layout does not fit in memory: see section 2 for what would."));
    if (!why.isEmpty()) {
        doc.addHeading(tr("Justification"), 2);
        doc.addParagraph(why.join(QLatin1Char(' ')));
    }
}

// ---- 2. Feasibility ----------------------------------------------------------

void PlanReport::feasibility(ReportDocument& doc) const {
    const PlanResults& r = results_;
    doc.addPageBreak();
    doc.addHeading(sectionTitles()[1]);
    const GpuSpec* gpu = catalog_.findGpu(r.gpu);
    const double cap = gpu ? static_cast<double>(gpu->vram_bytes) : 0.0;
    const MultiGpuMemory& mem = r.memory;
    const double need = static_cast<double>(mem.per_gpu.total_bytes);
    doc.addParagraph(
        (r.fits ? tr("The workload fits on %1 (%2): %3 per GPU of %4, %5 free.")
                      .arg(gpuName(r.gpu), layoutText(r.layout), format_.gb(need), format_.gb(cap),
                           format_.gb(cap - need))
                : tr("The workload does not fit on %1 (%2): %3 per GPU for %4.")
                      .arg(gpuName(r.gpu), layoutText(r.layout), format_.gb(need), format_.gb(cap))) +
        QLatin1Char(' ') +
        tr("The guide's rule of thumb (%1) gives %2 on one GPU; the detailed estimate below counts each "
           "part.")
            .arg(text::coreText(r.rule_of_thumb.formula, format_.locale()),
                 format_.gb(static_cast<double>(r.rule_of_thumb.bytes))));

    // Memory breakdown of the busiest GPU, and of the whole workload on one GPU.
    {
        const MemoryBreakdown& p = mem.per_gpu;
        const MemoryBreakdown& one = r.single_gpu;
        ReportTable t;
        t.header = {tr("Component"), tr("Per GPU, scenario's layout"), tr("On one GPU")};
        align(t, "LRR");
        auto row = [&](const QString& name, std::uint64_t a, std::uint64_t b) {
            if (a == 0 && b == 0)
                return;
            t.rows.append(
                {name, format_.gb(static_cast<double>(a), 2), format_.gb(static_cast<double>(b), 2)});
        };
        row(tr("Weights"), p.weights_bytes, one.weights_bytes);
        row(tr("LoRA adapters"), p.adapters_bytes, one.adapters_bytes);
        row(tr("Gradients"), p.gradients_bytes, one.gradients_bytes);
        row(tr("Optimizer states (with fp32 master weights)"), p.optimizer_bytes, one.optimizer_bytes);
        row(tr("Activations"), p.activations_bytes, one.activations_bytes);
        row(tr("Logits"), p.logits_bytes, one.logits_bytes);
        row(tr("KV cache"), p.kv_cache_bytes, one.kv_cache_bytes);
        row(tr("CUDA context"), p.cuda_context_bytes, one.cuda_context_bytes);
        row(tr("Fragmentation margin"), p.fragmentation_bytes, one.fragmentation_bytes);
        t.rows.append({tr("Total"), format_.gb(static_cast<double>(p.total_bytes), 2),
                       format_.gb(static_cast<double>(one.total_bytes), 2)});
        t.highlighted_row = static_cast<int>(t.rows.size()) - 1;
        QStringList notes;
        if (mem.host_ram_bytes_per_node > 0)
            notes.append(tr("Offload needs %1 of host RAM per node.")
                             .arg(format_.gb(static_cast<double>(mem.host_ram_bytes_per_node))));
        if (mem.nvme_bytes_per_node > 0)
            notes.append(tr("ZeRO-Infinity needs %1 of NVMe per node.")
                             .arg(format_.gb(static_cast<double>(mem.nvme_bytes_per_node))));
        notes.prepend(tr("Memory by component (GB = 10⁹ bytes)."));
        t.caption = notes.join(QLatin1Char(' '));
        doc.addTable(t);
    }

    // The chart: the scenario's GPU and GPUs of other capacities.
    {
        QStringList ids;
        for (const std::string& id : charts::defaultChartGpus(r))
            ids.append(qs(id));
        std::vector<const GpuFitRow*> rows;
        for (const GpuFitRow& row : r.fit)
            rows.push_back(&row);
        std::stable_sort(rows.begin(), rows.end(), [](const GpuFitRow* a, const GpuFitRow* b) {
            return a->capacity_bytes < b->capacity_bytes;
        });
        std::vector<const GpuFitRow*> charted;
        for (const GpuFitRow* row : rows)
            if (ids.contains(qs(row->gpu)))
                charted.push_back(row);
        QStringList categories;
        QList<double> capacity;
        QList<charts::BarSetData> sets = {{tr("Weights"), {}},     {tr("LoRA adapters"), {}},
                                          {tr("Gradients"), {}},   {tr("Optimizer states"), {}},
                                          {tr("Activations"), {}}, {tr("KV cache"), {}},
                                          {tr("Logits"), {}},      {tr("CUDA context + fragmentation"), {}}};
        for (const GpuFitRow* row : charted) {
            const MemoryBreakdown& m = row->memory.per_gpu;
            QString name = shortGpuName(row->name);
            if (row->layout.gpus() > 1)
                name = tr("%1 ×%2").arg(name).arg(row->layout.gpus());
            categories.append(name);
            capacity.append(static_cast<double>(row->capacity_bytes) / 1e9);
            const double values[] = {
                static_cast<double>(m.weights_bytes),     static_cast<double>(m.adapters_bytes),
                static_cast<double>(m.gradients_bytes),   static_cast<double>(m.optimizer_bytes),
                static_cast<double>(m.activations_bytes), static_cast<double>(m.kv_cache_bytes),
                static_cast<double>(m.logits_bytes),      static_cast<double>(m.overheadBytes())};
            for (int i = 0; i < 8; ++i)
                sets[i].values.append(values[i] / 1e9);
        }
        sets.erase(std::remove_if(sets.begin(), sets.end(),
                                  [](const charts::BarSetData& set) {
                                      return std::all_of(set.values.begin(), set.values.end(),
                                                         [](double v) { return v < 0.0005; });
                                  }),
                   sets.end());
        auto chart = std::make_shared<charts::BarChart>(charts::BarChart::Mode::Stacked, Qt::Vertical);
        chart->setValueAxisTitle(tr("Memory per GPU (GB)"));
        chart->setTitleText(tr("Memory per GPU by component, against capacity"));
        chart->setData(categories, sets, tr("Capacity (GB)"), capacity);
        charts::prepareForPrint(chart.get(), options_.locale);
        doc.addDrawing(chartDrawing(chart), 95,
                       tr("Figure 1: memory per GPU of the scenario's layout on GPUs of each capacity; the "
                          "dashed line is the GPU's memory."));
    }

    // What would make it fit.
    if (!r.suggestions.empty()) {
        QStringList items;
        for (const FitSuggestion& f : r.suggestions) {
            if (!f.fits)
                continue;
            QString item = tr("%1: %2 per GPU")
                               .arg(text::coreText(f.change, format_.locale()),
                                    format_.gb(static_cast<double>(f.per_gpu_bytes)));
            item += tr("; time: %1").arg(text::coreText(f.time_cost, format_.locale()));
            if (f.quality_cost)
                item += tr("; quality: %1").arg(text::coreText(*f.quality_cost, format_.locale()));
            if (f.extra_cost)
                item += tr("; extra purchase: %1").arg(format_.money(*f.extra_cost));
            items.append(item);
        }
        if (!items.isEmpty()) {
            doc.addHeading(tr("What would make it fit on %1").arg(gpuName(r.gpu)), 2);
            doc.addBullets(items);
        }
    }

    // Every GPU of the catalog.
    ReportTable t;
    t.header = {tr("GPU"),  tr("Memory"), tr("Need per GPU"), tr("Headroom"),
                tr("Fits"), tr("Layout"), tr("GPUs needed")};
    t.font_points = 8;
    align(t, "LRRRCLL");
    std::vector<const GpuFitRow*> rows;
    for (const GpuFitRow& row : r.fit)
        rows.push_back(&row);
    std::stable_sort(rows.begin(), rows.end(), [](const GpuFitRow* a, const GpuFitRow* b) {
        return a->capacity_bytes < b->capacity_bytes;
    });
    for (const GpuFitRow* row : rows) {
        if (row->gpu == r.gpu)
            t.highlighted_row = static_cast<int>(t.rows.size());
        const QString needed =
            row->gpus_needed
                ? tr("%1 (%2)").arg(*row->gpus_needed).arg(strategyName(row->gpus_needed_strategy))
                : tr("more than %1").arg(4096);
        t.rows.append({qs(row->name), format_.gb(static_cast<double>(row->capacity_bytes)),
                       format_.gb(static_cast<double>(row->memory.per_gpu.total_bytes)),
                       format_.gb(static_cast<double>(row->headroom_bytes)), yesNo(row->fits),
                       layoutText(row->layout), needed});
    }
    t.caption =
        tr("Table: every GPU of the catalog with the scenario's layout (in bold: the scenario's GPU). "
           "Headroom is the memory left per GPU (negative: missing); GPUs needed is the smallest "
           "count that fits.");
    doc.addHeading(tr("GPUs considered"), 2);
    doc.addTable(t);
}

// ---- 3. Multi-GPU layout and interconnect ------------------------------------

void PlanReport::layoutAndInterconnect(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const PlanResults& r = results_;
    const bool training = r.workload.isTraining();
    doc.addHeading(sectionTitles()[2]);
    const GpuSpec* gpu = catalog_.findGpu(r.gpu);
    const Layout& l = r.layout;
    QList<QPair<QString, QString>> facts;
    facts.append({tr("Strategy"), layoutText(l)});
    facts.append(
        {tr("Memory per GPU"), tr("%1 of %2 (busiest GPU)")
                                   .arg(format_.gb(static_cast<double>(r.memory.per_gpu.total_bytes)),
                                        format_.gb(gpu ? static_cast<double>(gpu->vram_bytes) : 0.0))});
    if (r.memory.host_ram_bytes_per_node > 0)
        facts.append(
            {tr("Host RAM per node"), format_.gb(static_cast<double>(r.memory.host_ram_bytes_per_node))});
    if (r.memory.pipeline_bubble > 0)
        facts.append({tr("Pipeline bubble"), format_.percent(r.memory.pipeline_bubble, 1)});

    std::optional<LinkPath> path;
    if (gpu) {
        try {
            path = linkPathFor(catalog_, *gpu, s.intra_node_link, s.inter_node_link,
                               std::max<std::uint32_t>(1, s.gpus_per_node));
        } catch (const InputError&) {
        }
    }
    auto linkText = [&](const InterconnectSpec& link) {
        return tr("%1: %2 per direction, %3 efficiency")
            .arg(qs(link.name), format_.bandwidth(link.per_direction_bytes_per_s),
                 format_.percent(link.efficiency));
    };
    if (path) {
        facts.append({tr("Between GPUs of a node"), linkText(path->intra)});
        if (l.nodes() > 1 && path->inter)
            facts.append({tr("Between nodes"), linkText(*path->inter)});
        facts.append({tr("GPU to host"), linkText(path->host)});
    }
    // Communication of one step of the scenario's layout.
    if (training && path && gpu) {
        try {
            const WorkloadTerms terms = workloadTerms(r.model, r.workload, s.runtime);
            const StepCommunication comm = stepCommunication(
                terms, l, *path, s.efficiencies.comm, std::max<std::uint32_t>(1, s.workload.grad_accum));
            QStringList parts;
            if (comm.dp_seconds > 0)
                parts.append(tr("gradient sync %1").arg(format_.seconds(comm.dp_seconds)));
            if (comm.tp_seconds > 0)
                parts.append(tr("tensor parallel %1").arg(format_.seconds(comm.tp_seconds)));
            if (comm.pp_seconds > 0)
                parts.append(tr("pipeline %1").arg(format_.seconds(comm.pp_seconds)));
            if (comm.offload_seconds > 0)
                parts.append(tr("offload %1").arg(format_.seconds(comm.offload_seconds)));
            facts.append({tr("Communication per step"),
                          parts.isEmpty()
                              ? tr("none (one GPU)")
                              : tr("%1 (%2), before overlap with compute")
                                    .arg(format_.seconds(comm.total()), parts.join(QStringLiteral(", ")))});
        } catch (const InputError&) {
        }
    }
    if (r.throughput_selected) {
        const ThroughputRow& t = *r.throughput_selected;
        if (t.train_step_seconds)
            facts.append({tr("Training step"), tr("%1, of which %2 exposed communication")
                                                   .arg(format_.seconds(*t.train_step_seconds),
                                                        format_.percent(t.comm_fraction.value_or(0)))});
    }
    doc.addKeyValues(facts);

    // The strategies on the scenario's GPU.
    {
        const std::uint32_t max_gpus = std::max<std::uint32_t>(8, 2 * l.gpus());
        ReportTable t;
        t.header = {tr("Strategy"),
                    tr("GPUs"),
                    tr("Nodes"),
                    tr("Memory per GPU"),
                    tr("Fits"),
                    training ? tr("Communication per step") : tr("Decode step"),
                    training ? tr("Step time") : tr("Tokens/s per sequence")};
        align(t, "LRRRCRR");
        for (const StrategyPoint& p : r.multi_gpu) {
            if (p.gpus > max_gpus)
                continue;
            const bool same =
                p.gpus == l.gpus() &&
                (l.gpus() == 1 || (p.strategy == l.strategy && p.offload == l.offload_optimizer));
            if (same && t.highlighted_row < 0)
                t.highlighted_row = static_cast<int>(t.rows.size());
            const QString last =
                training
                    ? (p.step_seconds > 0 ? format_.seconds(p.step_seconds) : QStringLiteral("–"))
                    : (p.step_seconds > 0 ? format_.number(1.0 / p.step_seconds, 1) : QStringLiteral("–"));
            t.rows.append(
                {strategyName(p.strategy, p.offload), QString::number(p.gpus), QString::number(p.nodes),
                 format_.gb(static_cast<double>(p.memory.per_gpu.total_bytes)), yesNo(p.fits),
                 training ? (p.comm_seconds_per_step > 0 ? format_.seconds(p.comm_seconds_per_step)
                                                         : QStringLiteral("–"))
                          : (p.step_seconds > 0 ? format_.seconds(p.step_seconds) : QStringLiteral("–")),
                 last});
        }
        t.caption = training
                        ? tr("Table: %1 under each strategy. Communication per step is before overlap with "
                             "compute (in bold: the scenario's layout).")
                              .arg(gpuName(r.gpu))
                        : tr("Table: %1 under each strategy; a decode step generates one token per sequence "
                             "(in bold: the scenario's layout).")
                              .arg(gpuName(r.gpu));
        doc.addHeading(tr("Strategies on %1").arg(gpuName(r.gpu)), 2);
        doc.addTable(t);
    }

    // Transfer time by link: the scenario's links and one link of each other kind.
    {
        // The scenario's own links first (an NVLink figure of the GPU may not be a catalog row).
        std::vector<InterconnectSpec> links;
        QSet<QString> kinds;
        auto addLink = [&](const InterconnectSpec& link) {
            for (const InterconnectSpec& x : links)
                if (x.id == link.id)
                    return;
            links.push_back(link);
            kinds.insert(qs(link.kind));
        };
        if (path) {
            addLink(path->intra);
            if (l.nodes() > 1 && path->inter)
                addLink(*path->inter);
            addLink(path->host);
        }
        for (const InterconnectSpec& link : catalog_.interconnects) {
            if (links.size() >= 6 || !(link.per_direction_bytes_per_s > 0.0) || kinds.contains(qs(link.kind)))
                continue;
            addLink(link);
        }
        QList<charts::XYSeriesData> series;
        ReportTable t;
        t.header = {tr("Link"), tr("Per direction"), tr("Efficiency"), tr("1 GB"), tr("10 GB"), tr("100 GB")};
        align(t, "LRRRRR");
        for (const InterconnectSpec& link : links) {
            charts::XYSeriesData d{qs(link.name), {}};
            for (double bytes : r.transfer_sizes_bytes)
                if (bytes >= 1e6) // from 1 MB: smaller copies are all latency
                    d.points.append({bytes / 1e9, transferSeconds(link, bytes) * 1e3});
            series.append(d);
            t.rows.append({qs(link.name), format_.bandwidth(link.per_direction_bytes_per_s),
                           format_.percent(link.efficiency), format_.seconds(transferSeconds(link, 1e9)),
                           format_.seconds(transferSeconds(link, 10e9)),
                           format_.seconds(transferSeconds(link, 100e9))});
        }
        auto chart = std::make_shared<charts::CurveChart>();
        chart->setLogScale(true, true);
        chart->setYFromZero(false);
        chart->setAxisTitles(tr("Transfer size (GB)"), tr("Time (ms)"));
        chart->setTitleText(tr("One-way transfer time by link (log-log)"));
        chart->setSeries(series);
        charts::prepareForPrint(chart.get(), options_.locale, Qt::AlignRight);
        doc.addDrawing(chartDrawing(chart), 85,
                       tr("Figure 2: time of a one-way copy, latency + size / (efficiency × per-direction "
                          "bandwidth), on the scenario's links and one link of each other kind."));
        t.caption = tr("Table: one-way transfer times on the same links.");
        doc.addTable(t);
    }
}

// ---- 4. Throughput -------------------------------------------------------------

void PlanReport::throughput(ReportDocument& doc) const {
    const PlanResults& r = results_;
    const bool training = r.workload.isTraining();
    doc.addHeading(sectionTitles()[3]);
    if (r.throughput_selected) {
        const ThroughputRow& t = *r.throughput_selected;
        const auto rate = throughputRate(t, training);
        doc.addParagraph(tr("On the scenario's hardware (%1, %2): %3 tokens/s %4; one job takes %5, i.e. %6 "
                            "job(s) a month at "
                            "the scenario's use.")
                             .arg(gpuName(t.gpu), layoutText(t.layout),
                                  rate ? format_.number(*rate, 0) : QStringLiteral("–"),
                                  training ? tr("trained") : tr("generated"),
                                  t.job_hours ? format_.hours(*t.job_hours) : QStringLiteral("–"),
                                  format_.number(r.jobs_per_month, 1)));
    } else {
        doc.addParagraph(
            tr("The catalog lacks the peak figures of the scenario's GPU: no throughput for it."));
    }
    std::vector<const ThroughputRow*> rows;
    for (const ThroughputRow& t : r.throughput)
        if (throughputRate(t, training))
            rows.push_back(&t);
    std::stable_sort(rows.begin(), rows.end(), [training](const ThroughputRow* a, const ThroughputRow* b) {
        if (a->fits != b->fits)
            return a->fits;
        return throughputRate(*a, training).value_or(0) > throughputRate(*b, training).value_or(0);
    });

    // Chart: the fastest GPUs that fit, fastest at the top.
    {
        std::vector<const ThroughputRow*> shown;
        for (const ThroughputRow* t : rows)
            if (t->fits && shown.size() < 10)
                shown.push_back(t);
        std::reverse(shown.begin(), shown.end());
        QStringList categories;
        charts::BarSetData set{
            training ? tr("Training throughput (tokens/s)") : tr("Decode throughput (tokens/s)"), {}};
        for (const ThroughputRow* t : shown) {
            QString name = shortGpuName(t->name);
            // The axis would cut a long name short: drop its bracketed details (the table has them).
            if (const qsizetype bracket = name.indexOf(QLatin1String(" (")); name.size() > 26 && bracket > 0)
                name = name.left(bracket);
            if (t->layout.gpus() > 1)
                name = tr("%1 ×%2").arg(name).arg(t->layout.gpus());
            categories.append(name);
            set.values.append(throughputRate(*t, training).value_or(0));
        }
        auto chart = std::make_shared<charts::BarChart>(charts::BarChart::Mode::Grouped, Qt::Horizontal);
        chart->setValueAxisTitle(training ? tr("Tokens trained per second")
                                          : tr("Tokens generated per second"));
        chart->setTitleText(tr("The ten fastest GPUs that fit"));
        chart->setEmptyText(tr("No GPU fits this workload"));
        chart->setData(categories, {set});
        charts::prepareForPrint(chart.get(), options_.locale);
        doc.addDrawing(chartDrawing(chart), 80,
                       tr("Figure 3: throughput of each GPU with the scenario's layout (or the smallest that "
                          "fits)."));
    }

    ReportTable t;
    if (training)
        t.header = {tr("GPU"),  tr("Layout"),        tr("Fits"),        tr("Tokens/s"),
                    tr("Step"), tr("Communication"), tr("Time per job")};
    else
        t.header = {tr("GPU"),          tr("Layout"),  tr("Fits"),        tr("Tokens/s"),
                    tr("Per sequence"), tr("Prefill"), tr("Time per job")};
    t.font_points = 8;
    align(t, "LLCRRRR");
    for (const ThroughputRow* row : rows) {
        if (row->gpu == r.gpu)
            t.highlighted_row = static_cast<int>(t.rows.size());
        const QString job = row->job_hours ? format_.hours(*row->job_hours) : QStringLiteral("–");
        if (training)
            t.rows.append(
                {qs(row->name), layoutText(row->layout), yesNo(row->fits),
                 format_.number(row->train_tokens_per_s.value_or(0), 0),
                 row->train_step_seconds ? format_.seconds(*row->train_step_seconds) : QStringLiteral("–"),
                 format_.percent(row->comm_fraction.value_or(0)), job});
        else
            t.rows.append(
                {qs(row->name), layoutText(row->layout), yesNo(row->fits),
                 format_.number(row->decode_tokens_per_s.value_or(0), 0),
                 format_.number(row->decode_tokens_per_s_per_sequence.value_or(0), 1),
                 row->prefill_seconds ? format_.seconds(*row->prefill_seconds) : QStringLiteral("–"), job});
    }
    t.caption = training
                    ? tr("Table: tokens trained per second, optimizer step time, share of the step spent in "
                         "exposed communication and time per job, on each GPU (fitting ones first).")
                    : tr("Table: tokens generated per second (whole batch), per sequence, prompt processing "
                         "time and time per job, on each GPU (fitting ones first).");
    doc.addTable(t);
}

// ---- 5. Buy vs rent --------------------------------------------------------------

void PlanReport::buyVsRent(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const BuyRentResults& b = results_.buy_rent;
    doc.addHeading(sectionTitles()[4]);
    if (!b.available) {
        doc.addParagraph(tr("The catalog has no price for %1 and the scenario gives none: buying cannot be "
                            "costed.")
                             .arg(gpuName(b.buy_gpu)));
        return;
    }
    if (!b.selected) {
        doc.addParagraph(
            tr("The catalog has no cloud offer for %1 and the scenario gives no rate: renting cannot "
               "be costed.")
                .arg(gpuName(b.rent_gpu)));
        return;
    }
    const RentOptionResult& sel = *b.selected;
    const BreakEven& be = sel.breakeven;
    const BuyCosts& bc = b.buy;
    const QString bought = tr("%1 × %2").arg(bc.gpu_count).arg(gpuName(b.buy_gpu));
    doc.addParagraph(tr("Buying %1 against renting %2 (%3) at %4 h of work a month over %5 months.")
                         .arg(bought, gpuName(b.rent_gpu), offerLabel(catalog_, sel),
                              format_.number(b.buy_hours_per_month, 0))
                         .arg(s.horizon_months) +
                     (b.rent_hours_per_month != b.buy_hours_per_month
                          ? QLatin1Char(' ') + tr("The rented GPUs do the same work in %1 h a month.")
                                                   .arg(format_.number(b.rent_hours_per_month, 0))
                          : QString()));

    QList<charts::XYSeriesData> series;
    series.emplaceBack(
        tr("Buy %1").arg(tr("%1 × %2").arg(bc.gpu_count).arg(shortGpuName(gpuName(b.buy_gpu).toStdString()))),
        charts::monthlyPoints(be.buy_curve));
    series.back().emphasized = true;
    series.emplaceBack(tr("Rent: %1").arg(offerShortLabel(catalog_, sel)),
                       charts::monthlyPoints(be.rent_curve));
    series.back().emphasized = true;
    int others = 0;
    for (const RentOptionResult& o : b.offers) {
        if (o.offer_id == sel.offer_id || others >= 3)
            continue;
        ++others;
        series.emplaceBack(tr("Rent: %1").arg(offerShortLabel(catalog_, o)),
                           charts::monthlyPoints(o.breakeven.rent_curve));
    }
    charts::XYSeriesData marker{tr("Break-even"), {}, charts::XYSeriesData::Kind::Scatter, 6, true};
    if (be.months)
        marker.points.append({*be.months, cumulativeCostAt(be.buy_curve, *be.months)});
    series.append(marker);
    auto chart = std::make_shared<charts::CurveChart>();
    chart->setAxisTitles(tr("Months"), tr("Cumulative cost (%1)").arg(format_.currencySymbol()));
    chart->setTitleText(tr("Cumulative cost: buy vs rent"));
    chart->setSeries(series);
    charts::prepareForPrint(chart.get(), options_.locale, Qt::AlignRight);
    doc.addDrawing(
        chartDrawing(chart), 90,
        be.months ? tr("Figure 4: cumulative cost by month; the marker is the break-even, month %1.")
                        .arg(format_.months(*be.months))
                  : tr("Figure 4: cumulative cost by month; buying does not catch up within the horizon."));

    QList<QPair<QString, QString>> facts;
    facts.append({tr("Break-even"), breakEvenText()});
    facts.append({tr("Hours threshold"),
                  be.paysOffWithinAMonth() ? tr("buying pays off within %1 months above %2 h of work a month")
                                                 .arg(s.horizon_months)
                                                 .arg(format_.number(*be.hours_per_month_threshold, 0))
                  : be.hours_per_month_threshold
                      ? tr("none within %1 months: a month has only 744 hours").arg(s.horizon_months)
                      : tr("none: the rent is below the electricity cost")});
    facts.append(
        {tr("The guide's ROI formula"), tr("price ÷ (rate × hours) = %1 months (no electricity, no resale)")
                                            .arg(format_.months(be.guide_roi_months))});
    facts.append({tr("Cheaper at %1 months").arg(s.horizon_months),
                  be.buy_wins_at_horizon ? tr("buying") : tr("renting")});
    doc.addKeyValues(facts);

    ReportTable t;
    t.header = {tr("Item"), tr("Amount"), tr("Note")};
    align(t, "LRL");
    const QString source = b.price_source == "scenario" ? tr("the scenario's price") : qs(b.price_source);
    t.rows.append({tr("GPUs, purchase"), format_.money(bc.gpu_price_each * bc.gpu_count),
                   tr("%1 × %2 (%3)").arg(bc.gpu_count).arg(format_.money(bc.gpu_price_each), source)});
    t.rows.append({tr("Host, up front"), format_.money(bc.host_cost), {}});
    t.rows.append(
        {tr("Electricity per month"), format_.money(powerCostPerHour(bc) * b.buy_hours_per_month),
         tr("%1 W × %2 load × PUE %3 × %4 h at %5/kWh")
             .arg(format_.number(bc.gpu_power_w * bc.gpu_count, 0), format_.percent(bc.power_fraction),
                  format_.number(bc.pue, 2), format_.number(b.buy_hours_per_month, 0),
                  format_.money(bc.electricity_per_kwh))});
    t.rows.append(
        {tr("Maintenance per year"), format_.money(bc.maintenance_fraction_per_year * bc.capex()),
         tr("%1 of the purchase a year").arg(format_.percent(bc.maintenance_fraction_per_year, 1))});
    t.rows.append({tr("Resale at the horizon"),
                   format_.money(-bc.resale_fraction * bc.gpu_price_each * bc.gpu_count),
                   tr("%1 of the GPUs' price").arg(format_.percent(bc.resale_fraction))});
    t.rows.append(
        {tr("Cloud, per hour"), format_.money(sel.rate_per_hour),
         tr("%1 × %2 (%3)")
             .arg(bc.gpu_count)
             .arg(format_.moneyPerHour(sel.rate_per_hour / bc.gpu_count), offerLabel(catalog_, sel))});
    t.rows.append({tr("Buy, total over %1 months").arg(s.horizon_months),
                   format_.money(be.buy_total_at_horizon),
                   tr("purchase + electricity + maintenance − resale")});
    t.rows.append({tr("Rent, total over %1 months").arg(s.horizon_months),
                   format_.money(be.rent_total_at_horizon),
                   tr("%1 h a month").arg(format_.number(b.rent_hours_per_month, 0))});
    t.highlighted_row = be.buy_wins_at_horizon ? 6 : 7;
    t.caption = tr("Table: costs in %1 (in bold: the cheaper option at the horizon).").arg(qs(s.currency));
    doc.addHeading(tr("Costs"), 2);
    doc.addTable(t);

    if (b.offers.size() > 1) {
        ReportTable o;
        o.header = {tr("Cloud offer for %1").arg(shortGpuName(gpuName(b.rent_gpu).toStdString())),
                    tr("Per hour"), tr("Break-even"), tr("Rent over %1 months").arg(s.horizon_months)};
        align(o, "LRRR");
        for (const RentOptionResult& x : b.offers) {
            if (x.offer_id == sel.offer_id)
                o.highlighted_row = static_cast<int>(o.rows.size());
            o.rows.append({offerLabel(catalog_, x), format_.money(x.rate_per_hour),
                           x.breakeven.months ? tr("%1 months").arg(format_.months(*x.breakeven.months))
                                              : tr("not within %1 months").arg(s.horizon_months),
                           format_.money(x.breakeven.rent_total_at_horizon)});
        }
        o.caption = tr("Table: every catalog offer for the rented GPU, for %1 GPU(s).").arg(bc.gpu_count);
        doc.addTable(o);
    }
}

// ---- 6. Assumptions and sources ---------------------------------------------------

void PlanReport::assumptions(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const PlanResults& r = results_;
    const Efficiencies def;
    const RuntimeOverhead def_rt;
    const Scenario def_s;
    doc.addPageBreak();
    doc.addHeading(sectionTitles()[5]);
    doc.addParagraph(tr("Every figure above follows from the catalog (version %1) and the assumptions below. "
                        "Values the scenario changed from GPU Planner's defaults are marked.")
                         .arg(qs(catalog_.version)));

    {
        ReportTable t;
        t.header = {tr("Assumption"), tr("Value"), tr("Source")};
        align(t, "LRL");
        auto row = [&](const QString& name, const QString& value, bool changed, const QString& source) {
            t.rows.append({name, changed ? tr("%1 (scenario)").arg(value) : value, source});
        };
        const Efficiencies& e = s.efficiencies;
        row(tr("Training MFU"), format_.percent(e.train_mfu), e.train_mfu != def.train_mfu,
            tr("Megatron-LM reaches 52% (1T parameters on 3072 A100; Narayanan et al. 2021, "
               "arXiv:2104.04473) "
               "and 54.2% (530B; Korthikanti et al. 2022, arXiv:2205.05198); 40% leaves room for less tuned "
               "stacks."));
        row(tr("Prefill MFU"), format_.percent(e.prefill_mfu), e.prefill_mfu != def.prefill_mfu,
            tr("Prompt processing is one large forward pass, GEMM-like."));
        row(tr("Decode MFU"), format_.percent(e.decode_mfu), e.decode_mfu != def.decode_mfu,
            tr("Compute side of batched decoding (small GEMMs)."));
        row(tr("Decode memory-bandwidth efficiency"), format_.percent(e.decode_memory),
            e.decode_memory != def.decode_memory,
            tr("MLC-LLM decodes Llama-2-7B 4-bit at 191 tokens/s on an RTX 4090, about 74% of 1008 GB/s "
               "(github.com/mlc-ai/llm-perf-bench pull request 1); STREAM-like copies reach 89–92%."));
        row(tr("GEMM efficiency"), format_.percent(e.gemm), e.gemm != def.gemm,
            tr("An A800 reaches 215 of 312 TFLOPS in FP16 (github.com/mli/transformers-benchmarks issue "
               "4)."));
        row(tr("ROCm time factor"), format_.number(e.rocm_factor, 2), e.rocm_factor != def.rocm_factor,
            tr("The guide measures its 10000² matrix product 1.5× slower on ROCm than on CUDA."));
        row(tr("Collective bus-bandwidth efficiency"), format_.percent(e.comm.collective_efficiency),
            e.comm.collective_efficiency != def.comm.collective_efficiency,
            tr("nccl-tests: 8× H100 SXM 370 of 450 GB/s (82%), 8× A100 SXM4 200 of 300 GB/s (67%) "
               "(github.com/NVIDIA/nccl-tests issues 212 and 149)."));
        row(tr("Gradient communication hidden by compute"), format_.percent(e.comm.overlap),
            e.comm.overlap != def.comm.overlap,
            tr("DDP buckets and ZeRO prefetch overlap the backward pass (assumption)."));
        row(tr("Latency of a collective"), format_.seconds(e.comm.default_latency_s),
            e.comm.default_latency_s != def.comm.default_latency_s,
            tr("When the catalog gives no latency for the link (assumption)."));
        row(tr("NVMe bandwidth per node"), format_.bandwidth(e.comm.nvme_bytes_per_s),
            e.comm.nvme_bytes_per_s != def.comm.nvme_bytes_per_s,
            tr("One PCIe 4.0 × 4 drive, sequential (assumption)."));
        row(tr("CUDA context"), format_.gb(static_cast<double>(s.runtime.cuda_context_bytes), 2),
            s.runtime.cuda_context_bytes != def_rt.cuda_context_bytes,
            tr("PyTorch measures 287–667 MB (pytorch/pytorch PR #86509)."));
        row(tr("Fragmentation margin"), format_.percent(s.runtime.fragmentation),
            s.runtime.fragmentation != def_rt.fragmentation,
            tr("Memory the caching allocator loses (assumption)."));
        row(tr("Power drawn while working"), format_.percent(s.power_fraction),
            s.power_fraction != def_s.power_fraction,
            tr("The guide's nvidia-smi shows an RTX 4090 at 380 W of 450 W under load."));
        row(tr("Data-centre overhead (PUE)"), format_.number(s.pue, 2), s.pue != def_s.pue,
            tr("1.0 at home or in an office."));
        row(tr("Electricity"), tr("%1/kWh").arg(format_.money(s.electricity_per_kwh)),
            s.electricity_per_kwh != def_s.electricity_per_kwh, tr("The scenario's price of a kWh."));
        t.caption = tr("Table: efficiencies and rates of the models, with the publication each default comes "
                       "from. \"The guide\" is \"GPU pour l'IA : Guide complet NVIDIA vs AMD en 2026\".");
        doc.addHeading(tr("Efficiencies and rates"), 2);
        doc.addTable(t);
    }

    // Prices, offers and exchange rates used.
    {
        ReportTable t;
        t.header = {tr("Price"), tr("Value"), tr("Date"), tr("Source")};
        t.widths = {1.5, 1.1, 0.8, 2.8};
        align(t, "LRLL");
        t.font_points = 7.5;
        std::set<std::string> currencies;
        auto addPrice = [&](const std::string& gpu_id, const QString& what) {
            if (gpu_id == s.gpu_id && s.gpu_price) {
                t.rows.append({what, format_.money(*s.gpu_price), {}, tr("the scenario")});
                return;
            }
            auto p = catalog_.latestPrice(gpu_id, "new");
            if (!p)
                p = catalog_.latestPrice(gpu_id, "");
            if (!p)
                return;
            currencies.insert(p->currency);
            ReportFormat native(options_.locale, p->currency);
            QString value = native.money(p->amount);
            if (p->currency != s.currency)
                value = tr("%1 (%2)").arg(
                    value, format_.money(convertCurrency(catalog_, s, p->amount, p->currency, s.currency)));
            t.rows.append({tr("%1 (%2)").arg(what, qs(p->condition)), value, qs(p->date), qs(p->source)});
        };
        addPrice(r.buy_rent.buy_gpu, tr("%1, one GPU").arg(gpuName(r.buy_rent.buy_gpu)));
        std::set<std::string> seen{r.buy_rent.buy_gpu};
        const std::size_t shown = std::min<std::size_t>(r.recommendation.pareto.size(), 4);
        for (std::size_t i = 0; i < shown; ++i) {
            const Candidate& c = r.recommendation.pareto[i];
            if (c.mode == PurchaseMode::Buy && seen.insert(c.gpu).second)
                addPrice(c.gpu, tr("%1, one GPU").arg(gpuName(c.gpu)));
        }
        std::set<std::string> offers;
        auto addOffer = [&](const CloudOffer* o) {
            if (!o || !offers.insert(o->id).second)
                return;
            currencies.insert(o->currency);
            ReportFormat native(options_.locale, o->currency);
            t.rows.append(
                {tr("%1 %2, %3 GPU(s)").arg(qs(o->provider), qs(o->instance_type)).arg(o->gpu_count),
                 native.moneyPerHour(o->price_per_hour), o->date.empty() ? tr("undated") : qs(o->date),
                 qs(o->source)});
        };
        if (r.buy_rent.selected) {
            const RentOptionResult& sel = *r.buy_rent.selected;
            if (const CloudOffer* o = catalog_.findOffer(sel.offer_id)) {
                addOffer(o);
            } else {
                t.rows.append(
                    {tr("Cloud rate of %1").arg(gpuName(r.buy_rent.rent_gpu)),
                     format_.moneyPerHour(sel.rate_per_hour / std::max(1u, r.buy_rent.buy.gpu_count)),
                     {},
                     tr("the scenario")});
            }
        }
        // The offers the recommended rentals are costed with (the cheapest on-demand one per GPU).
        for (std::size_t i = 0; i < shown; ++i) {
            const Candidate& c = r.recommendation.pareto[i];
            const GpuSpec* g = catalog_.findGpu(c.gpu);
            if (c.mode != PurchaseMode::Rent || !g)
                continue;
            try {
                if (const auto rp = rentPrice(catalog_, s, *g))
                    addOffer(catalog_.findOffer(rp->offer_id));
            } catch (const InputError&) {
            }
        }
        currencies.insert(s.currency);
        for (const std::string& cur : currencies) {
            if (cur == "EUR")
                continue;
            bool from_scenario = false;
            for (const ExchangeRate& x : s.exchange_rates)
                if (x.currency == cur) {
                    t.rows.append({tr("Exchange rate"),
                                   tr("1 € = %1 %2").arg(format_.number(x.per_eur, 4), qs(cur)), qs(x.date),
                                   tr("the scenario")});
                    from_scenario = true;
                }
            if (!from_scenario)
                if (const ExchangeRate* x = catalog_.findRate(cur))
                    t.rows.append({tr("Exchange rate"),
                                   tr("1 € = %1 %2").arg(format_.number(x->per_eur, 4), qs(cur)), qs(x->date),
                                   qs(x->source)});
        }
        t.caption = tr("Table: prices used, in their own currency (converted into %1 in brackets).")
                        .arg(qs(s.currency));
        doc.addHeading(tr("Prices and rates"), 2);
        if (t.rows.isEmpty())
            doc.addParagraph(tr("No purchase price or cloud rate was needed."));
        else
            doc.addTable(t);
    }

    // Hardware and model specs used.
    {
        ReportTable t;
        t.header = {tr("Item"), tr("Figures"), tr("Source")};
        t.widths = {1.1, 1.6, 3.0}; // the sources are long: most of the width
        align(t, "LLL");
        t.font_points = 7.5;
        std::vector<std::string> gpus{r.gpu};
        if (r.buy_rent.rent_gpu != r.gpu)
            gpus.push_back(r.buy_rent.rent_gpu);
        for (const Candidate& c : r.recommendation.pareto)
            if (std::find(gpus.begin(), gpus.end(), c.gpu) == gpus.end() && gpus.size() < 5)
                gpus.push_back(c.gpu);
        for (const std::string& id : gpus) {
            const GpuSpec* g = catalog_.findGpu(id);
            if (!g)
                continue;
            QStringList figures{
                format_.gb(static_cast<double>(g->vram_bytes)),
                tr("%1 memory bandwidth").arg(format_.bandwidth(g->memory_bandwidth_bytes_per_s))};
            if (g->bf16_tensor_flops)
                figures.append(
                    tr("%1 TFLOPS BF16 dense").arg(format_.number(*g->bf16_tensor_flops / 1e12, 0)));
            if (g->tdp_w)
                figures.append(tr("%1 W").arg(format_.number(*g->tdp_w, 0)));
            t.rows.append({qs(g->name), figures.join(QStringLiteral(", ")), qs(g->source)});
        }
        if (const CatalogModel* m = catalog_.findModel(r.model.id); m && !s.model_spec)
            t.rows.append({qs(r.model.name.empty() ? r.model.id : r.model.name),
                           tr("%1 layers, hidden %2, %3 billion parameters")
                               .arg(r.model.layers)
                               .arg(r.model.hidden)
                               .arg(format_.number(static_cast<double>(r.single_gpu.params.total) / 1e9, 2)),
                           qs(m->source)});
        else if (s.model_spec)
            t.rows.append({qs(r.model.name.empty() ? r.model.id : r.model.name),
                           tr("%1 layers, hidden %2").arg(r.model.layers).arg(r.model.hidden),
                           tr("a config.json embedded in the scenario")});
        std::set<std::string> links;
        if (const GpuSpec* g = catalog_.findGpu(r.gpu)) {
            try {
                const LinkPath path = linkPathFor(catalog_, *g, s.intra_node_link, s.inter_node_link,
                                                  std::max<std::uint32_t>(1, s.gpus_per_node));
                const bool nodes = r.layout.nodes() > 1;
                for (const InterconnectSpec* l :
                     {&path.intra, nodes && path.inter ? &*path.inter : nullptr, &path.host}) {
                    if (!l || !links.insert(l->id).second)
                        continue;
                    t.rows.append({qs(l->name),
                                   tr("%1 per direction, %2 efficiency")
                                       .arg(format_.bandwidth(l->per_direction_bytes_per_s),
                                            format_.percent(l->efficiency)),
                                   qs(l->source.empty() ? l->notes : l->source)});
                }
            } catch (const InputError&) {
            }
        }
        t.caption = tr("Table: catalog figures of the GPUs, model and links the report relies on.");
        doc.addHeading(tr("Hardware and model"), 2);
        doc.addTable(t);
    }

    doc.addHeading(tr("What the estimate leaves out"), 2);
    doc.addBullets(
        {tr("Memory: framework buffers beyond the CUDA context and the fragmentation margin, NCCL buffers, "
            "and data-loader memory on the host."),
         tr("Throughput: kernel-level effects (attention implementation, fused kernels, quantized kernels' "
            "real "
            "speed), input pipelines, checkpoint saving and evaluation runs; the efficiencies above stand "
            "for them."),
         tr("Communication: network congestion and topology beyond one link type inside a node and one "
            "between "
            "nodes."),
         tr("Costs: taxes, shipping, rack space, cooling beyond the PUE, staff time, software licences, "
            "storage "
            "and data transfer in the cloud, price changes over the horizon and the value of money over "
            "time."),
         tr("Availability: delivery times, cloud capacity and spot interruptions.")});
    if (!r.warnings.empty()) {
        QStringList items;
        for (const Message& w : r.warnings)
            items.append(text::coreText(w, format_.locale()));
        doc.addHeading(tr("Warnings from the planner"), 2);
        doc.addBullets(items);
    }
}

// ---- 7. Detected hardware ------------------------------------------------------------

namespace {

QString backendState(probe::BackendStatus::State s) {
    switch (s) {
    case probe::BackendStatus::State::Ok:
        return PlanReport::tr("ok");
    case probe::BackendStatus::State::NotPresent:
        return PlanReport::tr("not present");
    case probe::BackendStatus::State::Failed:
        return PlanReport::tr("failed");
    case probe::BackendStatus::State::Skipped:
        return PlanReport::tr("skipped");
    }
    return {};
}

QString measurementName(const std::string& name) {
    if (name == "h2d_pinned")
        return PlanReport::tr("Host to GPU copy (pinned)");
    if (name == "d2h_pinned")
        return PlanReport::tr("GPU to host copy (pinned)");
    if (name == "device_memory")
        return PlanReport::tr("GPU memory bandwidth");
    if (name == "gemm_fp32")
        return PlanReport::tr("FP32 matrix product");
    if (name == "gemm_fp16")
        return PlanReport::tr("FP16 matrix product");
    return qs(name);
}

} // namespace

void PlanReport::detectedHardware(ReportDocument& doc) const {
    const probe::ProbeReport& p = *scenario_.probe;
    doc.addPageBreak();
    doc.addHeading(probeSectionTitle());
    QStringList backends;
    for (const probe::BackendStatus& b : p.backends)
        backends.append(tr("%1: %2").arg(qs(b.name), backendState(b.state)));
    doc.addParagraph(
        tr("GPUs found by the probe attached to the scenario: %1.").arg(p.devices.size()) +
        (backends.isEmpty()
             ? QString()
             : QLatin1Char(' ') + tr("Sources read: %1.").arg(backends.join(QStringLiteral(", ")))));
    if (!p.catalog_message.empty())
        doc.addParagraph(qs(p.catalog_message));

    auto bytesOf = [&](const std::optional<std::uint64_t>& v) {
        return v ? format_.gb(static_cast<double>(*v)) : tr("not read");
    };
    for (const probe::ProbedDevice& d : p.devices) {
        const probe::DeviceReadings& x = d.readings;
        doc.addHeading(
            tr("%1 (%2)").arg(x.name.empty() ? tr("Unknown device") : qs(x.name), qs(x.pci_bus_id)), 2);
        QList<QPair<QString, QString>> facts;
        facts.append({tr("Catalog entry"),
                      d.match
                          ? tr("%1 (matched by %2)")
                                .arg(qs(d.match->gpu_name),
                                     d.match->method == "pci-device-id" ? tr("PCI device id") : tr("name"))
                          : tr("none: %1").arg(qs(d.match_message))});
        if (x.pci_vendor_id && x.pci_device_id)
            facts.append({tr("PCI id"), QStringLiteral("%1:%2")
                                            .arg(*x.pci_vendor_id, 4, 16, QLatin1Char('0'))
                                            .arg(*x.pci_device_id, 4, 16, QLatin1Char('0'))});
        if (!x.driver.empty())
            facts.append({tr("Driver"), qs(x.driver)});
        facts.append({tr("Memory"), bytesOf(x.vram_total_bytes)});
        if (x.pcie_gen_max || x.pcie_width_max)
            facts.append({tr("PCIe link"),
                          tr("Gen %1 × %2 at most (Gen %3 × %4 when read)")
                              .arg(x.pcie_gen_max ? QString::number(*x.pcie_gen_max) : tr("?"),
                                   x.pcie_width_max ? QString::number(*x.pcie_width_max) : tr("?"),
                                   x.pcie_gen_current ? QString::number(*x.pcie_gen_current) : tr("?"),
                                   x.pcie_width_current ? QString::number(*x.pcie_width_current) : tr("?"))});
        if (x.nvlinks) {
            const auto active = std::count_if(x.nvlinks->begin(), x.nvlinks->end(),
                                              [](const probe::NvLink& l) { return l.active; });
            facts.append(
                {tr("NVLink"), x.nvlinks->empty()
                                   ? tr("none")
                                   : tr("%1 active link(s) of %2").arg(active).arg(x.nvlinks->size())});
        }
        if (x.power_limit_w)
            facts.append({tr("Power limit"), tr("%1 W").arg(format_.number(*x.power_limit_w, 0))});
        doc.addKeyValues(facts);

        if (d.differences.empty()) {
            doc.addParagraph(d.match ? tr("No difference from the catalog entry in what the probe read.")
                                     : tr("Not compared: no catalog entry."));
        } else {
            ReportTable t;
            t.header = {tr("Differs from the catalog"), tr("Catalog"), tr("Measured"), tr("Note")};
            align(t, "LLLL");
            for (const probe::Difference& diff : d.differences)
                t.rows.append({qs(diff.field), qs(diff.catalog), qs(diff.measured), qs(diff.message)});
            doc.addTable(t);
        }

        if (d.benchmark && !d.benchmark->measurements.empty()) {
            ReportTable t;
            t.header = {tr("Benchmark"), tr("Measured (median)"), tr("Catalog peak"), tr("Of the peak"),
                        tr("Note")};
            align(t, "LRRRL");
            auto value = [&](double v, const std::string& unit) {
                return unit == "FLOP/s" ? tr("%1 TFLOPS").arg(format_.number(v / 1e12, 1))
                                        : format_.bandwidth(v);
            };
            for (const probe::Measurement& m : d.benchmark->measurements) {
                QString note = qs(m.message);
                if (!m.peak_source.empty())
                    note = note.isEmpty() ? qs(m.peak_source) : tr("%1; %2").arg(qs(m.peak_source), note);
                t.rows.append(
                    {measurementName(m.name), m.value ? value(*m.value, m.unit) : tr("did not run"),
                     m.catalog_peak ? value(*m.catalog_peak, m.unit) : QStringLiteral("–"),
                     m.fraction_of_peak ? format_.percent(*m.fraction_of_peak) : QStringLiteral("–"), note});
            }
            t.caption =
                tr("Table: micro-benchmarks run by the probe on this device, against the catalog's figures.");
            doc.addTable(t);
        }
    }
    if (p.benchmark && p.benchmark->status != "ok")
        doc.addParagraph(tr("Benchmark: %1 (%2).").arg(qs(p.benchmark->status), qs(p.benchmark->message)));
}

// ---- Appendix: every option ---------------------------------------------------------

void PlanReport::allOptions(ReportDocument& doc) const {
    const Recommendation& rec = results_.recommendation;
    if (rec.ranked.empty())
        return;
    doc.addPageBreak();
    doc.addHeading(tr("Appendix: every option, cheapest first"));
    ReportTable t;
    t.header = {tr("#"),
                tr("Option"),
                tr("Layout and precision"),
                tr("Memory per GPU"),
                tr("Total over %1 months").arg(scenario_.horizon_months),
                tr("Time per job")};
    align(t, "RLLRRR");
    int i = 0;
    for (const Candidate& c : rec.ranked) {
        ++i;
        t.rows.append({QString::number(i), candidateName(c), candidateLayout(c),
                       tr("%1 of %2")
                           .arg(format_.gb(static_cast<double>(c.per_gpu_bytes)),
                                format_.gb(static_cast<double>(c.capacity_bytes), 0)),
                       format_.money(c.total_cost), format_.hours(c.job_hours)});
    }
    t.highlighted_row = 0;
    t.caption =
        tr("Table: the %1 cheapest of %2 fitting options (the scenario's constraints: at most %3 GPUs).")
            .arg(rec.ranked.size())
            .arg(rec.fitting)
            .arg(scenario_.constraints.max_gpus);
    doc.addTable(t);
}

// ---- free functions -----------------------------------------------------------------

Scenario scenarioInCurrency(const Catalog& catalog, Scenario s, const std::string& currency) {
    if (currency.empty() || currency == s.currency)
        return s;
    auto convert = [&](double v) { return convertCurrency(catalog, s, v, s.currency, currency); };
    if (s.gpu_price)
        s.gpu_price = convert(*s.gpu_price);
    s.host_cost = convert(s.host_cost);
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

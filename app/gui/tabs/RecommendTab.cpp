#include "gui/tabs/RecommendTab.h"

#include "charts/CurveChart.h"
#include "core/cost/Pricing.h"
#include "core/plan/Recommender.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/SummaryBox.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "text/CatalogNames.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/CostText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace gpuplan::gui {

namespace {

using text::qs;

QString modeName(PurchaseMode m) {
    return m == PurchaseMode::Rent ? RecommendTab::tr("rent") : RecommendTab::tr("buy");
}

// The chart's horizontal axis: the time per job, or under the serving objective the first-token
// latency (p95, ms).
double xOf(const Candidate& c) {
    return c.serving ? c.serving->ttft_p95_s * 1000.0 : c.job_hours;
}

// Replicas x TP under the serving objective, else the training or inference layout.
QString layoutName(const Candidate& c) {
    if (c.serving)
        return RecommendTab::tr("%1 × TP %2, KV %3")
            .arg(c.serving->replicas)
            .arg(c.serving->tp)
            .arg(text::precisionName(c.serving->kv_precision));
    return text::strategyName(c.strategy, c.offload);
}

QString candidateKey(const Candidate& c) {
    const QString key = QStringLiteral("%1/%2/%3/%4/%5/%6")
                            .arg(qs(c.gpu))
                            .arg(c.count)
                            .arg(static_cast<int>(c.strategy))
                            .arg(static_cast<int>(c.offload))
                            .arg(static_cast<int>(c.precision))
                            .arg(static_cast<int>(c.mode));
    // Serving options of the same GPUs differ by their TP degree and KV precision too.
    if (c.serving)
        return key +
               QStringLiteral("/tp%1/kv%2").arg(c.serving->tp).arg(static_cast<int>(c.serving->kv_precision));
    return key;
}

// The time of one job, and for a rented option the time it is billed (start-up, the offer's
// increment and minimum: core/catalog/CloudBilling.h).
QString perJob(const Candidate& c) {
    if (text::billedBeyondJobTime(c))
        return RecommendTab::tr("%1 per job, billed %2")
            .arg(uiFormat().hours(c.job_hours), uiFormat().hours(c.billed_hours));
    return RecommendTab::tr("%1 per job").arg(uiFormat().hours(c.job_hours));
}

// One candidate in a line: its GPUs, layout, precision, mode and figures (the chart's tool tip
// and the selection line).
QString candidateSummary(const Candidate& c, const std::string& cur) {
    if (c.serving)
        return RecommendTab::tr("%1 × %2, %3, %4, %5: first token p95 %6, %7 tokens/s per user, %8")
            .arg(c.count)
            .arg(text::gpuNameText(c.gpu_name), layoutName(c), text::precisionName(c.precision),
                 modeName(c.mode), uiFormat().seconds(c.serving->ttft_p95_s),
                 uiFormat().decimal(c.serving->tokens_per_s_per_user, 1),
                 uiFormat().money(c.total_cost, cur));
    return RecommendTab::tr("%1 × %2, %3, %4, %5: %6, %7")
        .arg(c.count)
        .arg(text::gpuNameText(c.gpu_name), text::strategyName(c.strategy, c.offload),
             text::precisionName(c.precision), modeName(c.mode), perJob(c),
             uiFormat().money(c.total_cost, cur));
}

// A candidate's row of the ranked table; an option over capacity in red, with why.
QList<TableCell> candidateRow(const Candidate& c, int rank, const std::string& cur,
                              const std::string& today) {
    const QString reason = text::reasonText(c, uiFormat());
    // Where the price comes from and how old it is: the offer rented, or the price bought.
    QString price = text::coreText(priceDateNote(c.price_date, today, staleAfterMonths()));
    if (c.mode == PurchaseMode::Rent && !c.offer_label.empty())
        price = RecommendTab::tr("%1 (%2), %3")
                    .arg(text::offerLabelText(c.offer_label, uiFormat()),
                         uiFormat().gpus(static_cast<int>(c.offer_gpus)), price);
    QList<TableCell> row{
        {QString::number(rank), rank},
        {text::gpuNameText(c.gpu_name), {}},
        {QString::number(c.count), c.count},
        {layoutName(c), {}},
        {text::precisionName(c.precision), {}},
        {modeName(c.mode), {}, price},
        c.serving
            ? TableCell{uiFormat().decimal(c.serving->tokens_per_s_per_user, 1),
                        c.serving->tokens_per_s_per_user,
                        RecommendTab::tr("First token within %1 at the 95th percentile, %2 per output token")
                            .arg(uiFormat().seconds(c.serving->ttft_p95_s),
                                 uiFormat().seconds(c.serving->tpot_p95_s)),
                        c.serving->meets ? TableCell::Tone::Plain : TableCell::Tone::Bad}
            : TableCell{uiFormat().hours(c.job_hours), c.job_hours},
        {uiFormat().money(c.total_cost, cur), c.total_cost, price},
        {c.upfront_cost > 0 ? uiFormat().money(c.upfront_cost, cur) : RecommendTab::tr("–"), c.upfront_cost,
         price},
        {text::systemText(c.system_name, c.systems, c.gpus_included, c.host_name, c.host_missing),
         {},
         c.mode == PurchaseMode::Buy && c.system_cost > 0
             ? RecommendTab::tr("%1 of the up-front cost").arg(uiFormat().money(c.system_cost, cur))
             : QString()},
        {c.pareto ? RecommendTab::tr("yes") : QString(),
         c.pareto ? 1 : 0,
         {},
         c.pareto ? TableCell::Tone::Good : TableCell::Tone::Plain},
        {reason, {}, reason}};
    if (c.over_capacity) {
        // More hours of work a month than a month has: the whole row in red, and why.
        const QString why =
            RecommendTab::tr("Needs %1 h of work a month, more than the 744 h a month has. %2")
                .arg(uiFormat().decimal(c.hours_per_month, 0),
                     c.replacement_count ? RecommendTab::tr("%1 × %2 can do it: it is in the list.")
                                               .arg(*c.replacement_count)
                                               .arg(text::gpuNameText(c.gpu_name))
                                         : RecommendTab::tr("No GPU count up to the most tried can do it."));
        for (TableCell& cell : row) {
            cell.tone = TableCell::Tone::Bad;
            cell.tooltip = cell.tooltip.isEmpty() ? why : why + QStringLiteral("\n") + cell.tooltip;
        }
    }
    return row;
}

} // namespace

RecommendTab::RecommendTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), status_(new QLabel(this)), chart_(new charts::CurveChart(this)),
      table_(new ResultTable(QStringLiteral("recommendTable"), this)), selection_(new QLabel(this)),
      use_(new QPushButton(tr("Use this option"), this)) {
    setObjectName(QStringLiteral("recommendTab"));
    status_->setObjectName(QStringLiteral("recommendStatus"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::RichText);
    chart_->setObjectName(QStringLiteral("paretoChart"));
    // Both axes on a log scale: a 2.9 M€ rack flattened every other option against zero.
    chart_->setLogScale(true, true);
    chart_->setYLabels(
        [this](double v) { return uiFormat().compactMoney(v, session_->scenario().currency); });
    chart_->setStickyRanges(true);
    chart_->setTitleText(tr("Cost over the horizon against time per job (click a point to select it)"));
    chart_->setEmptyText(tr("No candidate fits: relax the constraints or change the workload"));
    chart_->setMinimumHeight(260);
    table_->setHeaders({tr("Rank"), tr("GPU"), tr("GPUs"), tr("Strategy"), tr("Precision"), tr("Buy or rent"),
                        tr("Time per job (h)"), tr("Total cost"), tr("Up front"), tr("System"), tr("Pareto"),
                        tr("Why not first")});
    selection_->setObjectName(QStringLiteral("recommendSelection"));
    selection_->setWordWrap(true);
    use_->setObjectName(QStringLiteral("useOptionButton"));
    use_->setToolTip(tr("Load the selected option into the scenario (or double-click its row, or press Enter "
                        "on it); Edit > Undo takes it back"));
    auto* below = new QWidget(this);
    auto* below_layout = new QVBoxLayout(below);
    below_layout->setContentsMargins(0, 0, 0, 0);
    below_layout->addWidget(table_, 1);
    auto* bar = new QHBoxLayout;
    bar->addWidget(selection_, 1);
    bar->addWidget(use_, 0, Qt::AlignTop);
    below_layout->addLayout(bar);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(chart_);
    splitter->addWidget(below);
    splitter->setSizes({520, 300});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new SummaryBox(status_, this));
    layout->addWidget(splitter, 1);

    connect(table_, &ResultTable::rowActivated, this, [this](const QString& key) {
        if (const Candidate* c = candidate(key))
            choose(*c);
    });
    connect(table_, &ResultTable::selectionChanged, this, &RecommendTab::showSelection);
    connect(use_, &QPushButton::clicked, this, [this] {
        if (const Candidate* c = selected())
            choose(*c);
    });
    connect(chart_, &charts::ChartView::pointClicked, this, [this](QAbstractSeries*, QPointF p) {
        const auto& rec = session_->recommendation();
        if (!rec)
            return;
        // The candidate nearest the click (relative distance on both axes).
        const Candidate* best = nullptr;
        double best_d = 0;
        for (const Candidate& c : rec->ranked) {
            const double dx = std::log(std::max(xOf(c), 1e-9) / std::max(p.x(), 1e-9));
            const double dy = (c.total_cost - p.y()) / std::max(std::abs(p.y()), 1.0);
            const double d = dx * dx + dy * dy;
            if (!best || d < best_d) {
                best = &c;
                best_d = d;
            }
        }
        if (best)
            table_->selectKey(candidateKey(*best));
    });
    showSelection();
}

const Candidate* RecommendTab::candidate(const QString& key) const {
    const auto& rec = session_->recommendation();
    if (!rec || key.isEmpty())
        return nullptr;
    for (const Candidate& c : rec->ranked)
        if (candidateKey(c) == key)
            return &c;
    return nullptr;
}

const Candidate* RecommendTab::selected() const {
    const QStringList keys = table_->selectedKeys();
    return keys.size() == 1 ? candidate(keys.front()) : nullptr;
}

void RecommendTab::showSelection() {
    const Candidate* c = selected();
    use_->setEnabled(c != nullptr);
    if (series_.size() == 4) {
        series_[3].points.clear();
        if (c)
            series_[3].points.append({xOf(*c), c->total_cost});
        chart_->setSeries(series_);
    }
    if (!c) {
        selection_->setText(
            tr("Click a row or a point to see an option here; double-click it, press Enter or "
               "use the button to load it into the scenario."));
        return;
    }
    const auto& ranked = session_->recommendation()->ranked;
    const auto rank = static_cast<int>(c - ranked.data()) + 1;
    selection_->setText(
        tr("Selected: #%1, %2. %3")
            .arg(rank)
            .arg(candidateSummary(*c, session_->scenario().currency), text::reasonText(*c, uiFormat())));
}

void RecommendTab::choose(const Candidate& c) {
    Scenario next = session_->scenario();
    next.gpu_id = c.gpu;
    next.gpu_count = c.count;
    next.strategy = c.strategy;
    next.offload_optimizer = c.offload;
    next.offload_params = c.offload_params ? c.offload : Offload::None;
    next.workload.precision = c.precision;
    if (c.serving) {
        next.serving.tp = c.serving->tp;
        next.workload.kv_precision = c.serving->kv_precision;
    }
    if (const CloudOffer* o = session_->catalog().findOffer(next.cloud_offer); o && o->gpu_id != c.gpu)
        next.cloud_offer.clear();
    session_->edit(next,
                   tr("Use %1 × %2 (%3)").arg(c.count).arg(text::gpuNameText(c.gpu_name), layoutName(c)));
}

void RecommendTab::refresh() {
    const auto& rec = session_->recommendation();
    const bool serving = rec && rec->objective == Objective::Serving;
    showTitles(serving);
    if (!rec) {
        status_->setText(tr("Computing the recommendation…"));
        return;
    }
    showStatus(*rec);
    fillChart(*rec);
    fillTable(*rec);
    showSelection();
}

void RecommendTab::showTitles(bool serving) {
    const std::string& cur = session_->scenario().currency;
    chart_->setTitleText(serving
                             ? tr("Cost over the horizon against first-token latency (click a point to "
                                  "select it)")
                             : tr("Cost over the horizon against time per job (click a point to select it)"));
    chart_->setAxisTitles(serving ? tr("First token, 95th percentile (ms, log scale)")
                                  : tr("Time per job (h, log scale)"),
                          tr("Cost over the horizon (%1, log scale)").arg(qs(cur)));
    const QString unit = qs(cur);
    const QString speed = serving ? tr("Tokens/s per user") : tr("Time per job");
    if (table_->model()->headerData(7, Qt::Horizontal).toString() != tr("Total cost (%1)").arg(unit) ||
        table_->model()->headerData(6, Qt::Horizontal).toString() != speed)
        table_->setHeaders({tr("Rank"), tr("GPU"), tr("GPUs"),
                            serving ? tr("Replicas × TP, KV cache") : tr("Strategy"), tr("Precision"),
                            tr("Buy or rent"), speed, tr("Total cost (%1)").arg(unit),
                            tr("Up front (%1)").arg(unit), tr("System"), tr("Pareto"), tr("Why not first")});
}

void RecommendTab::showStatus(const Recommendation& rec) {
    const std::string& cur = session_->scenario().currency;
    const bool serving = rec.objective == Objective::Serving;
    const QString stale = session_->recommendationIsCurrent() ? QString() : tr(" <i>(updating…)</i>");
    if (serving && !rec.ranked.empty()) {
        const Candidate& first = rec.ranked.front();
        const Candidate::Serving& v = *first.serving;
        status_->setText(
            tr("%1 ways to serve the traffic evaluated. %2: <b>%3 × %4 (%5, %6, %7)</b>: %8 a month, %9 "
               "tokens/s per user, first token within %10 at the 95th percentile.%11")
                .arg(uiFormat().grouped(rec.evaluated), v.meets ? tr("Cheapest that serves it at the targets")
                                                                : tr("None meets every target; cheapest"))
                .arg(first.count)
                .arg(text::gpuNameText(first.gpu_name), layoutName(first),
                     text::precisionName(first.precision), modeName(first.mode),
                     uiFormat().money(v.monthly_cost, cur), uiFormat().decimal(v.tokens_per_s_per_user, 1),
                     uiFormat().seconds(v.ttft_p95_s), stale));
    } else if (rec.ranked.empty()) {
        status_->setText(tr("%1 candidates evaluated; none fits the constraints.%2")
                             .arg(uiFormat().grouped(rec.evaluated), stale));
    } else {
        const Candidate& first = rec.ranked.front();
        // The objective that ranked the list names the first candidate.
        const QString first_is =
            first.over_capacity ? tr("None can do the work in a month; closest")
            : rec.objective == Objective::Fastest
                ? (session_->scenario().constraints.budget ? tr("Fastest within the budget") : tr("Fastest"))
            : rec.objective == Objective::Value ? tr("Most work for the money")
                                                : tr("Cheapest");
        status_->setText(
            tr("%1 candidates evaluated, %2 fit. %3: <b>%4 × %5 (%6, %7, %8)</b>: %9 over the "
               "horizon, %10.%11")
                .arg(uiFormat().grouped(rec.evaluated), uiFormat().grouped(rec.fitting), first_is)
                .arg(first.count)
                .arg(text::gpuNameText(first.gpu_name), text::strategyName(first.strategy, first.offload),
                     text::precisionName(first.precision), modeName(first.mode),
                     uiFormat().money(first.total_cost, cur), perJob(first), stale));
        // A rented first option: the arithmetic of its cost (billed time, rate).
        if (first.mode == PurchaseMode::Rent && !text::billingText(first).isEmpty())
            status_->setText(status_->text() + QStringLiteral("<br>") +
                             tr("Rented: %1.").arg(text::billingText(first).toHtmlEscaped()));
    }
    // The hours a month the costs could not be based on (the scenario's GPU cannot time a job).
    if (!serving && session_->results().usage_note)
        status_->setText(status_->text() + QStringLiteral("<br>") +
                         text::coreText(*session_->results().usage_note).toHtmlEscaped());
    if (const auto untimed = untimedNote(session_->catalog(), rec))
        status_->setText(status_->text() + QStringLiteral("<br>") + text::coreText(*untimed).toHtmlEscaped());
}

void RecommendTab::fillChart(const Recommendation& rec) {
    const std::string& cur = session_->scenario().currency;
    charts::XYSeriesData others{tr("Other candidates"), {}, charts::XYSeriesData::Kind::Scatter, 4};
    charts::XYSeriesData front{tr("Pareto front"), {}, charts::XYSeriesData::Kind::Line, 5, true};
    charts::XYSeriesData front_points{
        tr("Pareto front"), {}, charts::XYSeriesData::Kind::Scatter, 5, true, false};
    for (const Candidate& c : rec.ranked) {
        if (!c.pareto)
            others.points.append({xOf(c), c.total_cost});
    }
    std::vector<const Candidate*> pareto;
    for (const Candidate& c : rec.pareto)
        pareto.push_back(&c);
    std::sort(pareto.begin(), pareto.end(),
              [](const Candidate* a, const Candidate* b) { return xOf(*a) < xOf(*b); });
    for (const Candidate* c : pareto) {
        front.points.append({xOf(*c), c->total_cost});
        front_points.points.append({xOf(*c), c->total_cost});
    }
    charts::XYSeriesData mark{tr("Selected option"), {},   charts::XYSeriesData::Kind::Scatter,
                              charts::kMarkStyle,    true, false};
    series_ = {others, front, front_points, mark};
    chart_->setSeries(series_);
    chart_->setXYTooltipFormatter([rec_copy = rec, cur](const QXYSeries*, QPointF p) {
        for (const Candidate& c : rec_copy.ranked) {
            if (std::abs(xOf(c) - p.x()) <= 1e-9 * std::max(1.0, p.x()) &&
                std::abs(c.total_cost - p.y()) <= 1e-6 * std::max(1.0, std::abs(p.y())))
                return candidateSummary(c, cur);
        }
        if (rec_copy.objective == Objective::Serving)
            return tr("first token p95 %1, %2")
                .arg(uiFormat().seconds(p.x() / 1000.0), uiFormat().money(p.y(), cur));
        return tr("%1 per job, %2").arg(uiFormat().hours(p.x()), uiFormat().money(p.y(), cur));
    });
}

void RecommendTab::fillTable(const Recommendation& rec) {
    const std::string& cur = session_->scenario().currency;
    QList<QList<TableCell>> rows;
    QStringList keys;
    int rank = 0;
    const std::string today = todayIso();
    for (const Candidate& c : rec.ranked) {
        rows.append(candidateRow(c, ++rank, cur, today));
        keys.append(candidateKey(c));
    }
    table_->setRows(rows, keys);
}

} // namespace gpuplan::gui

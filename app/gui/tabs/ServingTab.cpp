#include "gui/tabs/ServingTab.h"

#include "charts/CurveChart.h"
#include "core/plan/ServingScenario.h"
#include "core/plan/ServingSizing.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/SummaryBox.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "gui/scenario/ServingInputs.h"
#include "gui/tabs/ServingMeasured.h"
#include "text/CoreText.h"
#include "text/Names.h"
#include "text/QtString.h"
#include "text/ServingText.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpuplan::gui {

namespace {

using text::qs;

enum ChartChoice { PerUser = 0, Tpot = 1, Cost = 2 };

// The options drawn on the speed chart beside the scenario's own: the cheapest that meets the
// targets and the rest of the cost-latency front, a few at most (a chart of twenty curves says
// nothing).
constexpr std::size_t kChartOptions = 4;

using text::servingOptionName;

QString optionKey(const ServingOption& o) {
    return QStringLiteral("%1/%2/%3/%4/%5/%6")
        .arg(qs(o.gpu))
        .arg(o.tp)
        .arg(o.replicas)
        .arg(qs(std::string(precisionInfo(o.precision).id)),
             qs(std::string(precisionInfo(o.kv_precision).id)))
        .arg(o.mode == PurchaseMode::Rent ? 1 : 0);
}

// The scenario's own GPUs, as the form chose them (core/plan/ServingScenario.h); nullopt and the
// reason when it has no results or its GPU lacks figures.
std::optional<ServingOption> scenarioOption(PlanSession& session, QString& error) {
    if (!session.hasResults())
        return std::nullopt;
    try {
        return servingOfScenario(session.catalog(), session.results().model, session.plannedScenario(),
                                 session.results().workload);
    } catch (const std::exception& e) {
        error = text::errorText(e);
        return std::nullopt;
    }
}

// The catalog's measured runs matching the scenario's own option (none without results).
MatchingRuns scenarioRuns(PlanSession& session) {
    if (!session.hasResults())
        return {};
    return matchingRunsOfScenario(session.catalog(), session.results().model, session.plannedScenario(),
                                  session.results().workload);
}

} // namespace

ServingTab::ServingTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), inputs_(new ServingInputs(session, this)),
      summary_(new QLabel(this)), calibrate_(new QPushButton(tr("Calibrate to these runs"), this)),
      uncalibrate_(new QPushButton(tr("Remove the calibration"), this)), calibrating_(new QProgressBar(this)),
      chart_choice_(new QComboBox(this)), charts_(new QStackedWidget(this)),
      speed_chart_(new charts::CurveChart(this)), cost_chart_(new charts::CurveChart(this)),
      options_(new ResultTable(QStringLiteral("servingTable"), this)) {
    setObjectName(QStringLiteral("servingTab"));
    summary_->setObjectName(QStringLiteral("servingSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    setUpCharts();
    setUpCalibration();
    layOutTab();
    connectSignals();
}

// The chart's choice, the two charts and the options under them.
void ServingTab::setUpCharts() {
    chart_choice_->setObjectName(QStringLiteral("servingChartChoice"));
    // The choice may shrink (its text elided) so that the calibration buttons beside it fit a
    // 1024-pixel window in a longer language.
    chart_choice_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    chart_choice_->setMinimumContentsLength(14);
    chart_choice_->addItem(tr("Speed per user against concurrency"));
    chart_choice_->addItem(tr("Time per output token against concurrency"));
    chart_choice_->addItem(tr("Monthly cost against monthly tokens"));
    speed_chart_->setObjectName(QStringLiteral("servingSpeedChart"));
    speed_chart_->setEmptyText(tr("The model does not fit on these GPUs"));
    speed_chart_->setLogScale(true, false, 2.0);
    // A plot that shows its curves at 1024 x 700 (with seven names in a column beside it): the
    // summary above gives up its last lines to it, under a scroll bar.
    speed_chart_->setMinimumSize(200, 280);
    cost_chart_->setObjectName(QStringLiteral("servingCostChart"));
    cost_chart_->setTitleText(tr("Monthly cost against monthly tokens"));
    cost_chart_->setEmptyText(tr("No price for these GPUs in the catalog"));
    cost_chart_->setMinimumSize(200, 200);
    cost_chart_->setYLabels(
        [this](double v) { return uiFormat().compactMoney(v, session_->scenario().currency); });
    options_->setFilterVisible(false);
}

void ServingTab::setUpCalibration() {
    calibrate_->setObjectName(QStringLiteral("servingCalibrate"));
    uncalibrate_->setObjectName(QStringLiteral("servingUncalibrate"));
    // A calibration takes about a second a few runs: a busy bar (no per cent to give) meanwhile.
    calibrating_->setObjectName(QStringLiteral("servingCalibrating"));
    calibrating_->setRange(0, 0);
    calibrating_->setTextVisible(false);
    calibrating_->setMaximumWidth(80);
    calibrating_->setVisible(false);
    uncalibrate_->setToolTip(tr("Plan with the engine's own figures again (undoable)"));
}

void ServingTab::layOutTab() {
    charts_->setObjectName(QStringLiteral("servingCharts"));
    charts_->addWidget(speed_chart_);
    charts_->addWidget(cost_chart_);
    auto* chart_box = new QWidget(this);
    auto* chart_layout = new QVBoxLayout(chart_box);
    chart_layout->setContentsMargins(0, 0, 0, 0);
    // The chart's choice and, beside it, the calibration to the measured runs it draws (one row:
    // the 1024 x 700 window has no height to spare).
    auto* chart_row = new QHBoxLayout;
    chart_row->setContentsMargins(0, 0, 0, 0);
    chart_row->addWidget(chart_choice_, 1);
    chart_row->addWidget(calibrate_);
    chart_row->addWidget(calibrating_);
    chart_row->addWidget(uncalibrate_);
    chart_layout->addLayout(chart_row);
    chart_layout->addWidget(charts_, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(chart_box);
    splitter->addWidget(options_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(inputs_);
    auto* summary_box = new SummaryBox(summary_, this);
    summary_box->setMinimumLines(4);
    layout->addWidget(summary_box);
    layout->addWidget(splitter, 1);
}

void ServingTab::connectSignals() {
    connect(calibrate_, &QPushButton::clicked, this, &ServingTab::calibrate);
    connect(uncalibrate_, &QPushButton::clicked, this, &ServingTab::removeCalibration);
    connect(session_, &PlanSession::calibrationChanged, this,
            [this] { refreshCalibrationButtons(scenarioRuns(*session_)); });
    connect(session_, &PlanSession::calibrationRefused, this, [this](const QString& reason) {
        QMessageBox::information(this, tr("Calibrate to these runs"), reason);
    });
    connect(chart_choice_, &QComboBox::currentIndexChanged, this, [this](int choice) {
        charts_->setCurrentWidget(choice == Cost ? static_cast<QWidget*>(cost_chart_) : speed_chart_);
        if (choice != Cost)
            drawSpeedChart();
    });
}

void ServingTab::refresh() {
    inputs_->refresh();
    const Scenario& s = session_->scenario();
    const std::string& cur = s.currency;
    const text::Format f = uiFormat();
    QString error;
    const std::optional<ServingOption> own = scenarioOption(*session_, error);
    QStringList lines;
    if (!own) {
        lines << (error.isEmpty() ? tr("No results for this scenario.") : error.toHtmlEscaped());
    } else {
        const ServingMemory& m = own->memory;
        const ServingLoad& l = own->load;
        const QString engine = text::engineText(m.engine);
        if (!m.fits) {
            lines << tr("<b>%1 does not serve the model on %2:</b> %3")
                         .arg(engine, servingOptionName(*own).toHtmlEscaped(),
                              text::coreText(m.reason).toHtmlEscaped());
        } else {
            lines << tr("On <b>%1</b>, %2 keeps a KV cache of %3 per GPU: <b>%4 tokens</b>, %5 requests of "
                        "%6 tokens at once per replica (%7 at the 95th-percentile length).")
                         .arg(servingOptionName(*own).toHtmlEscaped(), engine,
                              f.memoryText(double(m.kv_cache_bytes)), f.grouped(m.kv_cache_tokens),
                              f.number(m.max_concurrent_sequences), f.grouped(m.request_tokens_mean),
                              f.number(m.max_concurrent_sequences_tail));
            if (m.note)
                lines << text::coreText(*m.note).toHtmlEscaped();
            const bool timed = text::speedModelled(*own);
            if (timed)
                lines
                    << tr("At this traffic: %1 tokens/s in all, <b>%2 tokens/s per user</b>, first token in "
                          "%3 (p95 <b>%4</b>), %5 per output token (p95 %6).")
                           .arg(f.number(l.tokens_per_s), f.number(l.tokens_per_s_per_user),
                                f.seconds(l.ttft_p50_s), f.seconds(l.ttft_p95_s), f.seconds(l.tpot_p50_s),
                                f.seconds(l.tpot_p95_s));
            if (const QString queue = text::queueText(l, own->replicas, f); timed && !queue.isEmpty())
                lines << queue;
            if (const QString sim = text::simulationText(l, m.engine, f); timed && !sim.isEmpty())
                lines << sim.toHtmlEscaped();
            if (timed)
                lines << text::accuracyText(m.engine, f).toHtmlEscaped();
            if (own->meets)
                lines << tr("<span style='color:#1e7d32'>Meets the targets.</span>");
            else if (!own->misses.empty())
                lines << tr("<span style='color:#b03a2e'>Misses: %1.</span>")
                             .arg(text::coreText(own->misses, QStringLiteral("; ")).toHtmlEscaped());
            // No cost a month or per million tokens without a speed (the miss above says why).
            if (timed && own->priced)
                lines << tr("%1 a month, %2 per million tokens (input %3, output %4).")
                             .arg(f.money(own->monthly_cost, cur), f.money(own->per_million.blended, cur),
                                  f.money(own->per_million.input, cur),
                                  f.money(own->per_million.output, cur));
            else if (timed)
                lines << text::coreText(own->price_reason).toHtmlEscaped();
        }
    }
    const MatchingRuns runs = scenarioRuns(*session_);
    if (own && own->memory.fits)
        lines << ServingMeasured::summaryLines(runs, s.serving, s.gpu_id, session_->catalog(), f);
    summary_->setText(lines.join(QStringLiteral("<br>")));
    refreshCalibrationButtons(runs);
    refreshSizing();
}

void ServingTab::refreshCalibrationButtons(const MatchingRuns& runs) {
    const Scenario& s = session_->scenario();
    const bool busy = session_->isCalibrating();
    calibrate_->setEnabled(!busy && runs.any_load.size() >= kMinCalibrationRuns);
    calibrate_->setText(busy ? tr("Calibrating…") : tr("Calibrate to these runs"));
    calibrating_->setVisible(busy);
    calibrate_->setToolTip(ServingMeasured::calibrateTip(runs, s.serving.engine));
    uncalibrate_->setVisible(s.serving.calibration.has_value());
    if (s.serving.calibration) {
        const QString unused =
            ServingMeasured::unusedCalibrationText(s.serving, s.gpu_id, session_->catalog());
        uncalibrate_->setToolTip(
            (unused.isEmpty() ? ServingMeasured::calibrationText(*s.serving.calibration, uiFormat())
                              : unused) +
            QStringLiteral("\n") + tr("Plan with the engine's own figures again (undoable)"));
    }
}

void ServingTab::calibrate() {
    // On a worker: the fit simulates each run a few hundred times (about a second for three).
    session_->startCalibration(tr("Calibrate to measured runs"));
}

void ServingTab::removeCalibration() {
    Scenario next = session_->scenario();
    if (!next.serving.calibration)
        return;
    next.serving.calibration.reset();
    session_->edit(next, tr("Remove the calibration"));
}

void ServingTab::refreshSizing() {
    const std::optional<ServingSizing>& sizing = session_->servingSizing();
    const bool current = session_->servingSizingIsCurrent();
    const std::string& cur = session_->scenario().currency;
    const text::Format f = uiFormat();
    options_->setHeaders({tr("Option"), tr("GPUs"), tr("Meets"), tr("TTFT p95"), tr("TPOT p95"),
                          tr("Tokens/s per user"), tr("KV tokens"), tr("Up-front"), tr("Per month"),
                          tr("Per million tokens"), tr("Pareto"), tr("Why not")});
    QList<QList<TableCell>> rows;
    QStringList keys;
    if (sizing && current) {
        for (const ServingOption& o : sizing->options) {
            const QString misses = text::coreText(o.misses, QStringLiteral("; "));
            rows.append({{servingOptionName(o), {}},
                         {QString::number(o.gpus()), o.gpus()},
                         {o.meets ? tr("yes") : tr("no"),
                          o.meets ? 1 : 0,
                          {},
                          o.meets ? TableCell::Tone::Good : TableCell::Tone::Bad},
                         {f.seconds(o.load.ttft_p95_s), o.load.ttft_p95_s},
                         {f.seconds(o.load.tpot_p95_s), o.load.tpot_p95_s},
                         {f.number(o.load.tokens_per_s_per_user), o.load.tokens_per_s_per_user},
                         {f.grouped(o.memory.kv_cache_tokens), qulonglong(o.memory.kv_cache_tokens)},
                         {o.upfront_cost > 0 ? f.money(o.upfront_cost, cur) : tr("–"), o.upfront_cost,
                          text::coreText(o.price_notes, QStringLiteral("\n"))},
                         {f.money(o.monthly_cost, cur), o.monthly_cost},
                         {f.money(o.per_million.blended, cur), o.per_million.blended},
                         {o.pareto ? tr("yes") : QString(), o.pareto ? 1 : 0},
                         {misses, {}, misses}});
            keys.append(optionKey(o));
        }
    }
    options_->setRows(rows, keys);
    drawSpeedChart();
    drawCostChart();
}

void ServingTab::drawSpeedChart() {
    const bool tpot = chart_choice_->currentIndex() == Tpot;
    const Scenario s = session_->plannedScenario();
    const text::Format f = uiFormat();
    // The measure in the title, its unit alone on the vertical axis: at 1024 x 700 the plot is
    // too short for "Jetons/s par utilisateur" written upwards (it was cut to "Jetons…").
    speed_chart_->setTitleText(tpot ? tr("Time per output token against concurrency")
                                    : tr("Tokens/s per user against concurrency"));
    // The curves' x is the sequences in a decode step; a measured run's, its users (an open
    // loop's requests in flight, as its tool tip says): not the same quantity, hence each run
    // beside the model's own figure at that load (ServingMeasured::chartSeries). One line: at
    // 1024 x 700 a title on two takes the height of the axis' labels.
    const MatchingRuns runs = scenarioRuns(*session_);
    speed_chart_->setAxisTitles(runs.any_load.empty()
                                    ? tr("Sequences decoding together (per replica)")
                                    : tr("Per replica: sequences decoding (curves), users (runs)"),
                                tpot ? tr("ms") : tr("tokens/s"));
    QString error;
    std::vector<ServingOption> drawn;
    if (auto own = scenarioOption(*session_, error))
        drawn.push_back(*own);
    const std::optional<ServingSizing>& sizing = session_->servingSizing();
    if (sizing && session_->servingSizingIsCurrent()) {
        if (sizing->best)
            drawn.push_back(*sizing->best);
        for (const ServingOption& o : sizing->pareto) {
            if (drawn.size() > kChartOptions)
                break;
            drawn.push_back(o);
        }
    }
    QList<charts::XYSeriesData> series;
    QStringList seen;
    double x_max = 1;
    for (const ServingOption& o : drawn) {
        // The legend's short names (the table below and the tool tips name the KV and the mode):
        // six full names wrap over most of a 1024x700 window's chart.
        const QString name = text::servingOptionShortName(o);
        if (seen.contains(name) || !o.memory.fits)
            continue;
        seen << name;
        charts::XYSeriesData line{seen.size() == 1 ? tr("%1 (this scenario)").arg(name) : name};
        line.emphasized = seen.size() == 1;
        try {
            const auto limit = static_cast<std::uint32_t>(
                std::clamp(o.memory.max_concurrent_sequences, 1.0, double(o.speed.max_num_seqs)));
            for (const ServingPoint& p : servingCurve(o.speed, limit)) {
                if (!p.fits || p.step_seconds <= 0)
                    continue;
                line.points.append({p.concurrency, tpot ? p.step_seconds * 1000 : p.tokens_per_s_per_user});
                x_max = std::max(x_max, p.concurrency);
            }
        } catch (const std::exception&) {
            continue; // a GPU without the figures a curve needs: its row says so
        }
        series.append(line);
    }
    if (!series.isEmpty()) // the scenario's own option is drawn: its measured runs over it
        series.append(ServingMeasured::chartSeries(runsBesideModel(runs), runs.question, tpot, f));
    const ServingTargets targets = servingTargets(s.serving);
    if (targets.tpot_s && !series.isEmpty()) {
        const double y = tpot ? *targets.tpot_s * 1000 : 1.0 / *targets.tpot_s;
        series.append(charts::XYSeriesData{
            tr("Target"), {{1, y}, {x_max, y}}, charts::XYSeriesData::Kind::Line, charts::kReferenceStyle});
    }
    speed_chart_->setSeries(series);
    speed_chart_->setXYTooltipFormatter([tpot, f](const QXYSeries* line, QPointF p) {
        return tr("%1: %2 sequences, %3")
            .arg(line ? line->name() : QString(), f.number(p.x()),
                 tpot ? tr("%1 ms per token").arg(f.number(p.y()))
                      : tr("%1 tokens/s per user").arg(f.number(p.y())));
    });
}

const std::vector<RunBesideModel>& ServingTab::runsBesideModel(const MatchingRuns& runs) {
    // Each run simulated again (tens of ms for a few runs of a large model): once a plan, not at
    // each redraw (the search's arrival, a change of chart).
    if (beside_generation_ == session_->generation())
        return beside_;
    beside_generation_ = session_->generation();
    beside_.clear();
    const Scenario planned = session_->plannedScenario();
    if (const GpuSpec* gpu = session_->catalog().findGpu(planned.gpu_id); gpu && !runs.any_load.empty())
        beside_ =
            gpuplan::runsBesideModel(session_->catalog(), session_->results().model, planned, *gpu, runs);
    return beside_;
}

void ServingTab::drawCostChart() {
    const std::string cur = session_->scenario().currency;
    const text::Format f = uiFormat();
    cost_chart_->setAxisTitles(tr("Tokens a month (millions)"), tr("Cost a month (%1)").arg(qs(cur)));
    const std::optional<ServingSizing>& sizing = session_->servingSizing();
    QList<charts::XYSeriesData> series;
    if (sizing && session_->servingSizingIsCurrent()) {
        const ServingOption* best =
            sizing->best ? &*sizing->best : (sizing->options.empty() ? nullptr : &sizing->options.front());
        if (best && best->priced) {
            const ServingMonthlyCost& m = best->month;
            // Up to what it can serve in a month, and past every break-even volume shown.
            double x_max = std::max(m.capacity_tokens, m.tokens) / 1e6;
            for (const ApiComparison& a : sizing->apis)
                if (a.breakeven_tokens_per_month)
                    x_max = std::max(x_max, *a.breakeven_tokens_per_month * 1.25 / 1e6);
            x_max = std::max(x_max, 1.0);
            const double self_end = std::min(x_max, m.capacity_tokens / 1e6);
            series.append(charts::XYSeriesData{tr("Self-hosted: %1").arg(servingOptionName(*best)),
                                               {{0, m.fixed}, {self_end, m.fixed}},
                                               charts::XYSeriesData::Kind::Line,
                                               0,
                                               true});
            charts::XYSeriesData marks{tr("Break-even"), {}, charts::XYSeriesData::Kind::Scatter, 3, true};
            int style = 1;
            for (const ApiComparison& a : sizing->apis) {
                const double per_token = a.monthly_cost > 0 && m.tokens > 0 ? a.monthly_cost / m.tokens : 0;
                series.append(charts::XYSeriesData{tr("%1 %2").arg(qs(a.provider), qs(a.model)),
                                                   {{0, 0}, {x_max, per_token * x_max * 1e6}},
                                                   charts::XYSeriesData::Kind::Line,
                                                   style == 3 ? ++style : style});
                ++style;
                if (a.breakeven_tokens_per_month) {
                    const double v = *a.breakeven_tokens_per_month;
                    marks.points.append({v / 1e6, m.fixed});
                }
            }
            if (!marks.points.isEmpty())
                series.append(marks);
            series.append(charts::XYSeriesData{tr("This scenario's month"),
                                               {{m.tokens / 1e6, m.total()}},
                                               charts::XYSeriesData::Kind::Scatter,
                                               charts::kMarkStyle,
                                               true});
        }
    }
    cost_chart_->setSeries(series);
    cost_chart_->setXYTooltipFormatter([cur, f](const QXYSeries* line, QPointF p) {
        return tr("%1: %2 million tokens a month, %3")
            .arg(line ? line->name() : QString(), f.number(p.x()), f.money(p.y(), cur));
    });
}

} // namespace gpuplan::gui

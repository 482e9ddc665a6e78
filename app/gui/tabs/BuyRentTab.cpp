#include "gui/tabs/BuyRentTab.h"

#include "charts/CurveChart.h"
#include "core/cost/CostModel.h"
#include "core/cost/Pricing.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/SummaryBox.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/CostText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <QGridLayout>
#include <QLabel>
#include <QSlider>
#include <QSplitter>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <set>

namespace gpuplan::gui {

namespace {

using text::qs;

// The rent option's name: its offer, or the rate typed in the scenario.
QString rentName(const RentOptionResult& o) {
    return o.offer_id.empty() ? BuyRentTab::tr("the scenario's rate")
                              : text::offerLabelText(o.label, uiFormat());
}

} // namespace

BuyRentTab::BuyRentTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), hours_(new QSlider(Qt::Horizontal, this)),
      horizon_(new QSlider(Qt::Horizontal, this)), electricity_(new QSlider(Qt::Horizontal, this)),
      hours_value_(new QLabel(this)), horizon_value_(new QLabel(this)), electricity_value_(new QLabel(this)),
      summary_(new QLabel(this)), chart_(new charts::CurveChart(this)),
      costs_(new ResultTable(QStringLiteral("costTable"), this)) {
    setObjectName(QStringLiteral("buyRentTab"));
    hours_->setObjectName(QStringLiteral("hoursSlider"));
    hours_->setRange(0, 744);
    hours_->setPageStep(24);
    horizon_->setObjectName(QStringLiteral("horizonSlider"));
    horizon_->setRange(1, 120);
    horizon_->setPageStep(6);
    electricity_->setObjectName(QStringLiteral("electricitySlider"));
    electricity_->setRange(0, 100); // hundredths of the currency per kWh
    electricity_->setPageStep(5);
    // Fixed-size value labels: a label whose size may change asks the whole window to lay
    // itself out again on every text change (every step of a slider drag).
    int value_width = 0;
    for (const QString& widest : {tr("%1 h / month").arg(uiFormat().decimal(744, 0)), uiFormat().months(600),
                                  uiFormat().moneyPerKwh(99.99, "WWW")})
        value_width = std::max(value_width, hours_value_->fontMetrics().horizontalAdvance(widest));
    for (QLabel* l : {hours_value_, horizon_value_, electricity_value_})
        l->setFixedSize(value_width + 8, l->fontMetrics().height() + 4);
    hours_value_->setObjectName(QStringLiteral("hoursValue"));
    horizon_value_->setObjectName(QStringLiteral("horizonValue"));
    electricity_value_->setObjectName(QStringLiteral("electricityValue"));
    summary_->setObjectName(QStringLiteral("breakEvenSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    chart_->setObjectName(QStringLiteral("costChart"));
    chart_->setAxisTitles(tr("Months"), tr("Cumulative cost"));
    chart_->setYLabels(
        [this](double v) { return uiFormat().compactMoney(v, session_->scenario().currency); });
    chart_->setTitleText(tr("Cumulative cost: buy vs rent"));
    chart_->setEmptyText(tr("No price for this GPU in the catalog: enter one in Costs"));
    chart_->setMinimumHeight(280);
    costs_->setFilterVisible(false);

    auto* sliders = new QGridLayout;
    int row = 0;
    for (auto [label, slider, value] : {std::tuple{tr("Use per month"), hours_, hours_value_},
                                        std::tuple{tr("Horizon"), horizon_, horizon_value_},
                                        std::tuple{tr("Electricity"), electricity_, electricity_value_}}) {
        sliders->addWidget(new QLabel(label, this), row, 0);
        sliders->addWidget(slider, row, 1);
        sliders->addWidget(value, row, 2);
        QSlider* s = slider;
        connect(s, &QSlider::valueChanged, this, [this, s] { sliderMoved(s); });
        connect(s, &QSlider::sliderReleased, this, [this] { ++drag_session_; });
        ++row;
    }
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(chart_);
    splitter->addWidget(costs_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sliders);
    layout->addWidget(new SummaryBox(summary_, this));
    layout->addWidget(splitter, 1);
}

void BuyRentTab::sliderMoved(QSlider* slider) {
    if (updating_)
        return;
    Scenario next = session_->scenario();
    QString what;
    if (slider == hours_) {
        next.hours_per_month = hours_->value();
        what = tr("hours per month");
    } else if (slider == horizon_) {
        next.horizon_months = horizon_->value();
        what = tr("horizon");
    } else {
        next.electricity_per_kwh = electricity_->value() / 100.0;
        what = tr("electricity price");
    }
    // A drag is one undo step; keyboard steps merge while the slider keeps focus.
    session_->edit(next, tr("Change %1").arg(what),
                   QStringLiteral("%1#%2").arg(slider->objectName()).arg(drag_session_));
}

void BuyRentTab::refresh() {
    const Scenario& s = session_->scenario();
    const BuyRentResults& b = session_->results().buy_rent;
    const std::string& cur = s.currency;
    showSliders();
    chart_->setAxisTitles(tr("Months"), tr("Cumulative cost (%1)").arg(qs(cur)));
    if (!b.available || !b.selected) {
        summary_->setText(
            b.available ? tr("The catalog has no cloud offer for this GPU: enter a cloud rate in Costs.")
                        : tr("The catalog has no price for this GPU: enter one in Costs."));
        QList<charts::XYSeriesData> series;
        if (b.available) {
            series.emplaceBack(
                tr("Buy %1 × %2").arg(b.buy.gpu_count).arg(qs(b.buy_gpu)),
                charts::monthlyPoints(buyCurve(b.buy, b.buy_hours_per_month, s.horizon_months)));
        }
        chart_->setSeries(series);
        costs_->setHeaders({tr("Item"), tr("Amount (%1)").arg(qs(cur))});
        costs_->setRows({}, {});
        return;
    }
    fillChart(*b.selected);
    summary_->setText(summaryText(*b.selected));
    fillCosts(*b.selected);
}

void BuyRentTab::showSliders() {
    const Scenario& s = session_->scenario();
    const BuyRentResults& b = session_->results().buy_rent;
    {
        updating_ = true;
        hours_->setValue(static_cast<int>(std::lround(s.hours_per_month)));
        horizon_->setMaximum(std::max(120, s.horizon_months));
        horizon_->setValue(s.horizon_months);
        electricity_->setValue(static_cast<int>(std::lround(s.electricity_per_kwh * 100)));
        updating_ = false;
    }
    const bool jobs = s.usage_mode == UsageMode::JobsPerMonth;
    hours_->setEnabled(!jobs);
    hours_->setToolTip(jobs ? tr("Set by the jobs per month (Usage)") : QString());
    hours_value_->setText(
        tr("%1 h / month")
            .arg(uiFormat().decimal(b.available ? b.buy_hours_per_month : s.hours_per_month, 0)));
    horizon_value_->setText(uiFormat().months(s.horizon_months));
    electricity_value_->setText(uiFormat().moneyPerKwh(s.electricity_per_kwh, s.currency));
}

void BuyRentTab::fillChart(const RentOptionResult& sel) {
    const BuyRentResults& b = session_->results().buy_rent;
    const std::string& cur = session_->scenario().currency;
    const BreakEven& be = sel.breakeven;
    QList<charts::XYSeriesData> series;
    const GpuSpec* bought = session_->catalog().findGpu(b.buy_gpu);
    const QString buy_name =
        tr("Buy %1 × %2").arg(b.buy.gpu_count).arg(bought ? text::shortGpuName(bought->name) : qs(b.buy_gpu));
    series.emplaceBack(buy_name, charts::monthlyPoints(be.buy_curve));
    series.back().emphasized = true;
    series.emplaceBack(tr("Rent: %1").arg(rentName(sel)), charts::monthlyPoints(be.rent_curve));
    series.back().emphasized = true;
    // Other offers for the same GPU, thinner (up to four).
    int others = 0;
    for (const RentOptionResult& o : b.offers) {
        if (o.offer_id == sel.offer_id || others >= 4)
            continue;
        ++others;
        series.emplaceBack(tr("Rent: %1").arg(rentName(o)), charts::monthlyPoints(o.breakeven.rent_curve));
    }
    charts::XYSeriesData marker{
        tr("Break-even"), {}, charts::XYSeriesData::Kind::Scatter, charts::kMarkStyle, true};
    if (be.months)
        marker.points.append({*be.months, cumulativeCostAt(be.buy_curve, *be.months)});
    series.append(marker);
    chart_->setSeries(series);
    chart_->setXYTooltipFormatter([cur](const QXYSeries* series_, QPointF p) {
        return tr("%1 — month %2: %3")
            .arg(series_->name(), uiFormat().decimal(p.x(), 1), uiFormat().money(p.y(), cur));
    });
}

QString BuyRentTab::summaryText(const RentOptionResult& sel) const {
    const Scenario& s = session_->scenario();
    const PlanResults& r = session_->results();
    const BuyRentResults& b = r.buy_rent;
    const std::string& cur = s.currency;
    const BreakEven& be = sel.breakeven;
    const QString breakeven =
        be.months ? tr("Buying pays off after <b>%1</b>").arg(uiFormat().months(*be.months, 1))
                  : tr("Buying does <b>not</b> pay off within %n month(s)", nullptr, s.horizon_months);
    const QString threshold =
        be.paysOffWithinAMonth() ? tr("buying wins above <b>%1 h of use per month</b> over this horizon")
                                       .arg(uiFormat().decimal(*be.hours_per_month_threshold, 0))
        : be.hours_per_month_threshold
            ? tr("buying does not pay off over this horizon even in use all 744 hours of a month")
            : tr("renting is cheaper at any use (the rate is below the electricity cost)");
    QString summary =
        tr("%1 at %2 h a month; %3. At %4: buy %5, rent %6. The guide's ROI formula "
           "(price ÷ (rate × hours)) says %7.")
            .arg(breakeven, uiFormat().decimal(b.buy_hours_per_month, 0), threshold,
                 uiFormat().months(s.horizon_months), uiFormat().money(be.buy_total_at_horizon, cur),
                 uiFormat().money(be.rent_total_at_horizon, cur), uiFormat().months(be.guide_roi_months, 1));
    // What the planner could not count (a GPU without a TDP: no electricity).
    QStringList notes;
    for (const Message& w : r.warnings)
        if (w.id == MessageId::NoTdp)
            notes.append(text::coreText(w).toHtmlEscaped());
    if (!notes.isEmpty())
        summary += QStringLiteral("<br>") + tr("Note: %1").arg(notes.join(QStringLiteral("; ")));
    return summary;
}

void BuyRentTab::fillCosts(const RentOptionResult& sel) {
    const BuyRentResults& b = session_->results().buy_rent;
    const std::string& cur = session_->scenario().currency;
    const BreakEven& be = sel.breakeven;
    QList<QList<TableCell>> rows;
    QStringList keys;
    costs_->setHeaders({tr("Item"), tr("Amount (%1)").arg(qs(cur)), tr("Note")});
    const BuyCosts& bc = b.buy;
    auto money_row = [&](const QString& item, double v, const QString& note = {}, const QString& tip = {}) {
        rows.append({{item, {}, tip}, {uiFormat().money(v, cur), v, tip}, {note, {}, tip}});
        keys.append(item);
    };
    // Every price and rate carries its date (flagged when over 12 months old); the note
    // is built from the price in use, not from a source's quotation.
    const std::string today = todayIso();
    const bool own_price = b.price_source == "scenario";
    money_row(tr("GPUs, purchase"), bc.gpu_price_each * bc.gpu_count,
              tr("%1 × %2 (%3)")
                  .arg(bc.gpu_count)
                  .arg(uiFormat().money(bc.gpu_price_each, cur),
                       own_price ? tr("the scenario's price") : text::sourceText(b.price_source, uiFormat())),
              own_price ? tr("the scenario's price")
                        : text::coreText(priceDateNote(b.price_date, today, staleAfterMonths())));
    const QString system = text::systemText(b.price);
    const QString system_date =
        b.price.system_source == "scenario" || b.price.system_id.empty()
            ? QString()
            : text::coreText(priceDateNote(b.price.system_date, today, staleAfterMonths()));
    if (b.price.gpus_included)
        money_row(tr("System(s), up front"), 0.0, tr("%1: in the GPUs' price").arg(system), system_date);
    else
        money_row(tr("System(s), up front"), bc.host_cost,
                  system.isEmpty() ? tr("none counted: the GPU's price stands for its share of a system")
                                   : system,
                  system_date);
    const QString electricity = text::electricityArithmetic(bc, b.buy_hours_per_month, cur, uiFormat());
    money_row(tr("Electricity per month"), powerCostPerHour(bc) * b.buy_hours_per_month, electricity,
              electricity);
    money_row(tr("Maintenance per year"), bc.maintenance_fraction_per_year * bc.capex(),
              bc.maintenance_fraction_per_year > 0
                  ? tr("%1 of %2 a year")
                        .arg(uiFormat().percent(bc.maintenance_fraction_per_year, 1),
                             uiFormat().money(bc.capex(), cur))
                  : QString());
    money_row(tr("Resale at the horizon"), -bc.resale_fraction * bc.gpu_price_each * bc.gpu_count);
    money_row(tr("Rent per hour"), sel.rate_per_hour, rentName(sel),
              sel.offer_id.empty()
                  ? tr("the scenario's rate")
                  : tr("%1 (%2), %3")
                        .arg(rentName(sel), uiFormat().gpus(static_cast<int>(sel.offer_gpus)),
                             text::coreText(priceDateNote(sel.date, today, staleAfterMonths()))));
    money_row(tr("Buy, total at the horizon"), be.buy_total_at_horizon);
    money_row(tr("Rent, total at the horizon"), be.rent_total_at_horizon,
              text::rentedHoursText(sel, uiFormat()));
    addRateRows(sel, rows, keys);
    costs_->setRows(rows, keys);
}

// The rates that converted the GPU's price row, its systems' and the offer's into the scenario's
// currency (the scenario's own where it has one, as the plan took them), flagged past the
// threshold as the prices are (issue 37, item 6).
void BuyRentTab::addRateRows(const RentOptionResult& sel, QList<QList<TableCell>>& rows,
                             QStringList& keys) const {
    const BuyRentResults& b = session_->results().buy_rent;
    const Scenario& s = session_->scenario();
    const Catalog& c = session_->catalog();
    PricedRows priced =
        boughtRows(b.buy_gpu, b.price_date, b.price.gpus_included, {b.price.system_id, b.price.host_id});
    priced.offer = sel.offer_id;
    std::set<std::string> currencies;
    addRowCurrencies(c, priced, currencies);
    for (const auto& [currency, rate] : ratesTaken(c, s, currencies, s.currency)) {
        const QString item = tr("Exchange rate (%1)").arg(qs(currency));
        const QString source = text::rateSourceText(rate.source, uiFormat());
        rows.append(
            {{item, {}, source},
             {tr("1 € = %1 %2").arg(uiFormat().decimal(rate.per_eur, 4), qs(currency)), rate.per_eur, source},
             {text::coreText(rateDateNote(rate.date, todayIso(), staleAfterMonths())), {}, source}});
        keys.append(item);
    }
}

} // namespace gpuplan::gui
